"""Round 36: a key carried where no credential row looked (a leaf module: it imports only :mod:`.slots`' gate; the
caller passes in :func:`.logins.password_like`; :mod:`.secrets` adds its rows, and its near-miss check still takes
back what a row's line says is public, an example or a placeholder).

* **a key in a link's fragment**: a share link puts its key after ``#``, the part a browser never sends to the server
  (a mesh radio's channel link ``https://meshtastic.org/e/#CisSIDzs...``, a file drop's ``/file/ID#KEY``): 22 or more
  base64url characters, both cases and digits changing as a generator's do (not a heading's anchor ``#cite_note-1``,
  not a route ``#/inbox`` or ``#inbox/FMfcg...``);
* **a token as a link's user**: ``https://TOKEN@host/api/v1/`` (an uploader given its site's secret as the URL's user,
  no ``:password``): a password's shape with both cases and a digit or a symbol (not a user's name ``git@``,
  ``mario.rossi85@``);
* **a token in the path of a device's local link**: ``http://192.168.7.230:16021/api/v1/<token>/state``,
  ``obsws://10.0.30.99:4455/<password>``: a random segment of 16-64 characters under a private or local address;
* **a key announced as new**: "new key for the valley mesh, old one leaked in the group chat: DKeiRsqa...==",
  "new paperless token, the old one was in the screenshot: c47bd6bc...": "new" / "rotated" / "changed" / "reset"
  before a key's, token's or secret's name, the line's colon, then a key's shape (a padded base64 of 16, 24 or 32
  bytes, 32-64 hex digits, or letters and digits mixed as a generator mixes them);
* **a table's key column holding base64 or a token**: ``| node | channel | PSK |`` then ``| !ea2d5dce | Fam |
  BoTZbM...= |``; ``| app | url | key |`` then an API key (:mod:`.keyed` reads such a column's hex);
* **a secret stated with its "for ..." phrase or changed to a value**: "Nightscout API_SECRET for Finn's site:
  ESE4C5WBSfpq", "I changed the nightscout secret to Jubilee_808342", "API secret ng6d-hry5-df1h6795": a password's
  shape (the shorter values the token rows' 16 characters leave out).
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from collections.abc import Callable

from .slots import GatedFinder

# Said of the value on its line: not the secret (a public key, an id, a hash, an example).
NOT_SECRET = re.compile(r"(?i)public|publish|fingerprint|\bid\b|\bids\b|(?<!\.)example|sample|\buid|serial|\beui|hash|"
                        r"checksum|digest|dummy|fake|placeholder|\bcache\b")


def _classes(v: str) -> bool:
    """Upper case, lower case and digits all present, and the character class changing at 40 %+ of the steps as
    random base64 does (~65 %), not as words and numbers joined ("cite_note-Smith2019-12", "FOOTNOTESmith")."""
    if not (any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)):
        return False

    def cls(c: str) -> int:
        return 0 if c.isupper() else 1 if c.islower() else 2 if c.isdigit() else 3

    changes = sum(cls(a) != cls(b) for a, b in itertools.pairwise(v))
    return changes >= 0.4 * (len(v) - 1)


FRAGMENT = GatedFinder(r"#[A-Za-z0-9_-]{22}", re.compile(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}://[^\s#/@]+(?:/[^\s#]*)?#(?P<v>[A-Za-z0-9_-]{22,256})"
    r"(?![\w#/=&.?%+-])"))
FRAGMENT_ANCHORS = ("://",)


def fragment(m: re.Match[str]) -> tuple[int, int] | None:
    """A link's fragment of random base64url (see the module's text)."""
    return m.span("v") if _classes(m.group("v")) else None


USER = re.compile(r"(?i)(?<![\w.+-])(?:https?|wss?|mqtts?)://(?P<v>[^\s:/@\"'<>]{8,64})@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
USER_ANCHORS = ("://",)


def user(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A link's user that is a password's shape with both cases and a digit, or a symbol a name does not take."""
    v = m.group("v")
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)
    symbol = any(c in "!*%=$#^&~" for c in v) and any(c.isdigit() for c in v)
    if not (mixed or symbol) or not password_like(v) or "." in v.rstrip(".") and not symbol and not _classes(v):
        return None  # "Jane.Doe85" is a name; "Umber.Hazel..." a generator's words, left out
    return m.span("v")


LOCAL_PATH = GatedFinder(r"[A-Za-z0-9_-]{16}", re.compile(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}://(?:10\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])|192\.168)\.\d{1,3}\.\d{1,3}"
    r"(?::\d{2,5})?(?:/[\w.~-]{1,40})*?/(?P<v>[A-Za-z0-9_-]{16,64})(?=/|[ \t\n)\"'>,]|$)"))
LOCAL_PATH_ANCHORS = ("://10.", "://172.", "://192.168.")


def local_path(m: re.Match[str]) -> tuple[int, int] | None:
    """A random segment of a private address's path (see the module's text)."""
    return m.span("v") if _classes(m.group("v")) and len(m.group("v")) >= 16 else None


def b64_key(v: str) -> bool:
    """Base64 (standard or URL-safe) of 16, 24 or 32 bytes, padded or of the unpadded length, both cases mixed."""
    core = v.rstrip("=")
    if len(core) not in (22, 32, 43) or len(v) not in (len(core), {22: 24, 32: 32, 43: 44}[len(core)]):
        return False
    if re.fullmatch(r"[A-Za-z0-9+/_-]+", core) is None or not _classes(core):
        return False
    try:
        raw = base64.b64decode(core.replace("-", "+").replace("_", "/") + "=" * (-len(core) % 4))
    except (binascii.Error, ValueError):
        return False
    return len(set(raw)) * 2 > len(raw)


def hex_key(v: str) -> bool:
    """32-64 hex digits of one case with letters and digits."""
    return (32 <= len(v) <= 64 and re.fullmatch(r"[0-9a-f]+|[0-9A-F]+", v) is not None
            and sum(c.isdigit() for c in v) >= 4 and sum(c.isalpha() for c in v) >= 4)


def token_shape(v: str) -> bool:
    """A key's shape: base64 of a key, hex of one, or 20+ letters and digits mixed as a generator mixes them."""
    return b64_key(v) or hex_key(v) or (len(v) >= 20 and re.fullmatch(r"[A-Za-z0-9+/_-]+=*", v) is not None
                                         and _classes(v.rstrip("=")))


RENEWED = GatedFinder(r"[A-Za-z0-9+/=_-]{16}", re.compile(
    r"(?i)(?<![\w-])(?:new|rotated|regenerated|changed|reset|replaced)(?![\w-])[^\n:]{0,40}?(?<![\w-])"
    r"(?P<k>(?:api[ _-]?)?(?:key|token|secret|psk))s?(?![\w-])(?P<w>[^\n:]{0,80}):[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9+/_-]{16,200}=*)(?![\w+/=-])"))
RENEWED_ANCHORS = ("new", "rotated", "regenerated", "changed", "reset", "replaced")


def renewed(m: re.Match[str]) -> tuple[int, int] | None:
    """A new key's value after the line's colon (see the module's text)."""
    if NOT_SECRET.search(m.string, m.start(), m.start("v")) or not token_shape(m.group("v")):
        return None
    return m.span("v")


# A markdown / pipe table whose header names a key, PSK, token or secret column, its rule line, then rows.
TABLE = GatedFinder(r"\|[ \t:]*-{3}", re.compile(
    r"(?im)^(?P<h>[^\n]*\|[^\n|]*(?:key|psk|token|secret)[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
    r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)"))
TABLE_ANCHORS = ("key", "psk", "token", "secret")


def table_header(cell: str) -> bool:
    """A column named for a key, PSK, token or secret (not a public key's, an id's)."""
    return (re.fullmatch(r"(?i)(?:[a-z]{0,12}[ _-]?){0,2}(?:key|psk|token|secret)", cell) is not None
            and NOT_SECRET.search(cell) is None)


SECRET = GatedFinder(r"\d", re.compile(
    r"(?i)(?<![\w-])(?P<k>(?:api[ _-]?)?secret)(?![\w-])"
    r"(?:[ \t]+for[ \t]+[^\n:,;]{1,30}?[ \t]*:|[ \t]+(?:is[ \t]+now|(?:has[ \t]+been[ \t]+|was[ \t]+)?"
    r"(?:changed|set|reset|updated)[ \t]+to|to)(?![\w-])|(?=[ \t]+\S*\d))"
    r"[ \t]*(?P<v>[^\s\"'`,;]{8,64})"))
SECRET_ANCHORS = ("secret",)
# A value of letters and digits, with a generator's separators at most (not a path, a URL, a sentence's word).
_SECRET_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._%!*#@$&+=~-]{6,62}[A-Za-z0-9=!*#$%]")
_IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_VERSION = re.compile(r"(?i)v?\d+(?:[.-]\d+)+[a-z]?|\d{4}-\d{2}-\d{2}\w*|[a-z]+-?\d+(?:\.\d+)+")


def stated_secret(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A secret's value after its "for ..." phrase, after "changed to", or right after the word: a password's shape
    with a digit (see the module's text)."""
    v = m.group("v").rstrip(".!?)")
    if not (password_like(v) or _SECRET_VALUE.fullmatch(v) and sum(c.isdigit() for c in v) >= 2
            and sum(c.isalpha() for c in v) >= 3) or _VERSION.fullmatch(v):
        return None
    if m.string[m.start() - 1:m.start()] == "!" or _IDENTIFIER.fullmatch(v):
        return None  # a YAML tag that names a secret ("!secret cam1_url"), a setting's snake_case name
    if NOT_SECRET.search(m.string, max(m.string.rfind("\n", 0, m.start()) + 1, m.start() - 40), m.start("v")):
        return None
    return m.start("v"), m.start("v") + len(v)
