"""Round 94 (issue 13): keys in settings no reading met, and a recovery key's groups joined otherwise. A leaf module:
it imports :mod:`.round82` (a key's shape, a public key's words), :mod:`.round84` (a key's labels in sixty languages)
and :mod:`.slots`; its rows are wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a key as a URL's path segment, where the path says so**: ``https://host/api/<key>``, ``.../key/<key>``,
  ``.../token/<key>``, ``.../apikey/<key>``, ``.../secret/<key>`` - the segment right before the value names a key
  (nothing between), and the value ends the path (a query, a quote, a space or the text's end after it). A REST
  resource's id sits under its collection (``/api/orders/<uuid>``, ``/v1/users/<uuid>``) and is not read; nor a
  docs page's slug, a commit's hash, a chain's address under ``/token/`` (``0x`` + 40 hex, base58), a PGP key's id or
  fingerprint (16 / 40 hex) under ``/key/``. The value is a key's shape (:func:`.round82.token_shaped`, a UUID too).
* **a table whose header names a key, token or secret column**: round 85 reads a password's, PIN's or code's column;
  here a header line of cells (``|``, tab, ``;`` or ``,``) one of which is a key's label in any language round 84
  reads ("| provider | key |", "service,key_1,key_2", "| Dienst | Schlüssel |", "|Service |Owner |API token"),
  optionally after a few words and before a number, and a row below it: the cell under that column is the secret where
  it is a key's shape (:func:`.round82.token_shaped`; a UUID only under a column named api key / token / secret, not a
  bare "key"). Not a key's column: a public / publishable / site / SSH / GPG / PGP / host key, a key's id, hash or
  fingerprint, a music key, a keyboard's or a map legend's key (their cells are no key's shape: "C major", "Ctrl+C",
  "dashed line"), a sort / partition / idempotency / cache key. A header with an empty first cell over rows with one
  cell fewer (a Markdown table whose header was typed with an extra bar) is read aligned from the left.
* **a key of letters alone after a credential's label** (round 84's value holds a digit; a key drawn from letters
  and digits has none about one time in 60 at 24 characters): "stripe live key: sk_live_" + 24 letters, "private key
  for the upload endpoint: private_" + 28 letters + "=": 20-64 letters with three capitals and three small letters,
  no word nor words in camel case (:func:`.held.random_letters_digits`), then round 84's reading of the label.
* **a BitLocker recovery key's eight groups joined by spaces or split across lines**: the dash form is read in
  ``secrets`` (each group a multiple of 11 below 720,896); the same check proves the groups read aloud with spaces or
  printed on two lines ("181566-643324-117909-269445-" then "043516-...").
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..tries import trie_alternation
from .held import random_letters_digits
from .round82 import said_public, token_shaped
from .round84 import _LABEL, JOIN, LABELLED_KEY_ANCHORS, LABELS, labelled_key
from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- a key as a URL's path segment after a segment that names a key
_PATH_WORD = r"(?:api|key|token|apikey|api[-_]key|api[-_]token|access[-_]token|auth[-_]token|secret)"
URL_PATH_KEY = GatedFinder(
    r"(?i)/" + _PATH_WORD + r"/[A-Za-z0-9]",
    re.compile(r"(?i)\bhttps?://[A-Za-z0-9.-]+(?::\d{1,5})?(?:/[^\s/?#'\"`<>()\[\]:]{0,80}){0,12}?/(?P<w>" + _PATH_WORD
               + r")/(?P<v>[A-Za-z0-9][A-Za-z0-9_.~-]{15,200})/?(?=$|[\s?#'\"`<>()\[\],;])"),
)
URL_PATH_KEY_ANCHORS = ("/api/", "/key/", "/token/", "/apikey/", "/api-key/", "/api_key/", "/api-token/",
                        "/api_token/", "/access-token/", "/access_token/", "/auth-token/", "/auth_token/",
                        "/accesstoken/", "/authtoken/", "/secret/")
_HEX = re.compile(r"[0-9a-fA-F]+")
_BASE58 = re.compile(r"[1-9A-HJ-NP-Za-km-z]{32,44}")


def url_path_key(m: re.Match[str]) -> _Span:
    """The key that ends a URL's path right after a segment naming a key (see the module's notes)."""
    v = m.group("v").rstrip(".")
    word = m.group("w").lower()
    if not token_shaped(v):
        return None
    if word == "token" and (v.lower().startswith("0x") or _BASE58.fullmatch(v)):
        return None  # a block explorer's token page: a contract's or a mint's address (public)
    if word == "key" and _HEX.fullmatch(v) and len(v) in (16, 40):
        return None  # a PGP key's id or fingerprint
    start = m.start("v")
    if said_public(m.string, start, start + len(v)):
        return None
    return start, start + len(v)


# ---- a table whose header names a key, token or secret column
_ASCII = sorted({w for w in LABELS if w.isascii()}, key=len, reverse=True)
_OTHER = sorted({v for w in LABELS if not w.isascii() for v in (w, w.capitalize(), w.upper())}, key=len, reverse=True)
_KEY_LABEL = r"(?:(?i:" + trie_alternation(_ASCII) + r")|" + trie_alternation(_OTHER) + r")"
_CELL_END = r"(?:[ _-]?\d{1,2})?[ \t]*"
TABLE_KEY = GatedFinder(
    r"[|\t;,]",
    re.compile(r"(?m)^(?=[^\n]*[|\t;,])[^\n]*?(?:^|[|\t;,])[ \t]*(?:[^\n|\t;,]{0,24}?[ _-])?" + _KEY_LABEL
               + _CELL_END + r"(?=[|\t;,]|$)[^\n]*$"),
)
TABLE_KEY_ANCHORS: tuple[str, ...] = tuple(dict.fromkeys([w.lower() for w in _ASCII] + _OTHER))
_HEAD_CELL = re.compile(r"^[ \t]*(?P<pre>[^\n]{0,24}?[ _-])?(?P<w>" + _KEY_LABEL + r")" + _CELL_END + r"$")
# a column of keys that are public or are no secret: a public key, a key's id / hash / fingerprint, a music or a
# keyboard key, a database's or a cache's key
_NOT_SECRET_HEAD = re.compile(
    r"(?i)\b(?:public|pub|publishable|site|ssh|gpg|pgp|host|music|musical|keyboard|legend|map|sort|partition|"
    r"primary|foreign|row|cache|idempotency|object|s3|redis|hot|shortcut|short|piano|song|jira|issue|ticket|"
    r"ключ[ауе]?[ \t]+(?:публичный|открытый))\b|öffentlich|publique|pública|publico|pubblica|公開|公开|공개")
# a column that names an API's key, a token or a secret (a UUID in it is a key); a bare "key" may hold ids
_STRONG = re.compile(r"(?i)api|token|secret|access|auth|credential|private|jeton|токен|секрет|トークン|令牌|토큰")
_SEPARATORS = {"|": re.compile(r"\|"), "\t": re.compile(r"\t"), ";": re.compile(r";"), ",": re.compile(r",")}
_RULE = re.compile(r"^[ \t|:+=-]*-{3}[ \t|:+=-]*$|^\|?={3,}[ \t]*$")


def _cells(line: str, mark: str) -> list[tuple[int, str]]:
    """The cells of ``line`` with their offsets; a "| a | b |" row's outer bars open and close it."""
    out = []
    at = 0
    for cell in _SEPARATORS[mark].split(line):
        out.append((at, cell))
        at += len(cell) + 1
    if mark == "|":
        if out and not out[0][1].strip():
            out = out[1:]
        if out and not out[-1][1].strip():
            out = out[:-1]
    return out


def _key_head(cell: str) -> bool | None:
    """None where ``cell`` names no key's column; else whether a UUID in it is a key (see :data:`_STRONG`)."""
    m = _HEAD_CELL.match(cell)
    if m is None or _NOT_SECRET_HEAD.search(cell):
        return None
    return _STRONG.search(cell) is not None


def table_key(m: re.Match[str]) -> _Span:
    """The first key-shaped value under a key's, token's or secret's column of :data:`TABLE_KEY`'s header line."""
    text = m.string
    header = m.group(0)
    mark = next((c for c in "|\t;," if c in header), None)
    if mark is None:
        return None
    columns = [cell for _, cell in _cells(header, mark)]
    if len(columns) < 2:
        return None
    wanted = {n: strong for n, h in enumerate(columns) if (strong := _key_head(h)) is not None}
    if not wanted or len(wanted) == len(columns):
        return None
    line_start = text.rfind("\n", 0, max(m.start() - 1, 0)) + 1
    above = text[line_start:m.start() - 1] if m.start() > 0 else ""
    if mark in above and not _RULE.match(above.strip()):
        return None  # a row of a table above, not its header (an AsciiDoc table's "|===" opens it)
    leading_empty = next((n for n, c in enumerate(columns) if c.strip()), 0)
    pos = m.end() + 1
    rows = 0
    blank_ok = True  # an AsciiDoc table's header is followed by one blank line
    for _ in range(10):
        if pos > len(text) or rows >= 8:
            break
        nl = text.find("\n", pos)
        end = len(text) if nl < 0 else nl
        line = text[pos:end]
        if not line.strip():
            if not blank_ok:
                break
            blank_ok = False
            pos = end + 1
            continue
        blank_ok = False
        if _RULE.match(line.strip()):
            pos = end + 1
            continue
        cells = _cells(line, mark)
        shift = 0
        if len(cells) != len(columns):
            if 0 < len(columns) - len(cells) <= leading_empty:
                shift = len(columns) - len(cells)  # "| | provider | key |" over "| Planet | PLAK... |"
            else:
                break
        rows += 1
        for n, strong in wanted.items():
            k = n - shift
            if k < 0 or k >= len(cells):
                continue
            offset, cell = cells[k]
            value = cell.strip().strip("`'\"")
            if not value or " " in value:
                continue
            if not token_shaped(value, uuid=strong):
                continue
            start = pos + offset + cell.find(value)
            if said_public(text, start, start + len(value)):
                continue
            return start, start + len(value)
        pos = end + 1
    return None


# ---- a BitLocker recovery key's groups joined by spaces, or split across two lines
BITLOCKER_SPACED = GatedFinder(
    r"\d{6}(?:-?\n| )\d",
    re.compile(r"(?<![\w-])(?P<v>\d{6}(?:(?: |-?\n|-)\d{6}){7})(?![\w-])"),
)
BITLOCKER_SPACED_ANCHORS = ("###### ######", "######\n######", "######-\n######")


def bitlocker_spaced(m: re.Match[str]) -> _Span:
    """Eight groups of six digits (not all joined by dashes on one line: ``secrets`` reads that form), each a multiple
    of 11 below 720,896 - a BitLocker recovery key (a random run passes once in 11^8)."""
    v = m.group("v")
    if re.fullmatch(r"\d{6}(?:-\d{6}){7}", v):
        return None
    groups = [int(g) for g in re.findall(r"\d{6}", v)]
    return m.span("v") if all(g % 11 == 0 and g < 720896 for g in groups) and len(set(groups)) > 1 else None


# ---- a key of letters alone after a credential's label: round 84's value holds a digit, but a key drawn at random
# from letters and digits has none one time in 60 or so at 24 characters ("sk_live_" + 24 letters, "private_" + 28)
LETTERS_KEY = GatedFinder(
    r"[A-Za-z]{20}",
    re.compile(_LABEL + r"(?P<mid>[^\n]{0,64}?)" + JOIN + r"[\"'`«“„「『‘]?"
               r"(?P<v>(?:[a-z]{2,8}_(?:live_)?)?[A-Za-z]{20,64}={0,2})(?![A-Za-z0-9_+/=:~.-])"),
)
_KEY_PREFIX = re.compile(r"^[a-z]{2,8}_(?:live_)?")
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"


def letters_key(m: re.Match[str]) -> _Span:
    """20-64 letters drawn at random (three capitals and three small letters or more, no word nor words in camel case:
    :func:`.held.random_letters_digits`), perhaps after a service's prefix, then round 84's reading of a labelled
    value (its narrowings: an id, a hash, a public key, a word before the label)."""
    core = _KEY_PREFIX.sub("", m.group("v")).rstrip("=")
    if len(core) < 20 or sum(c.isupper() for c in core) < 3 or sum(c.islower() for c in core) < 3:
        return None
    if not random_letters_digits(core, min_len=20):
        return None
    low = core.lower()
    if any(low[i:i + 6] in _ALPHABET for i in range(len(low) - 5)):
        return None  # the alphabet in order ("aBcDeFgH..."): a placeholder's
    return labelled_key(m)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", URL_PATH_KEY, URL_PATH_KEY_ANCHORS, url_path_key),
    ("api_key", TABLE_KEY, TABLE_KEY_ANCHORS, table_key),
    ("password", BITLOCKER_SPACED, BITLOCKER_SPACED_ANCHORS, bitlocker_spaced),
    ("api_key", LETTERS_KEY, LABELLED_KEY_ANCHORS, letters_key),
)
