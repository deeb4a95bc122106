"""Round 38: a secret kept under a name the older rows read only with other connectors or shapes (a leaf module: it
imports only :mod:`.held`'s value tests and :mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss
check still takes back what a row's line says is public, an example or a placeholder).

* **a token or key of random letters told with "is", "it's" or a header's colon**: "the eBird token is
  suigjletgbud", ``-H "X-eBirdApiToken: oblqkziygmls"``, "regenerated the X key, it's kgivvzyg...",
  ``-H "Authentication: bcqqxuwd..."`` (round 37's key row read a key's name with ``:`` / ``=`` / "is" only, and
  no token's): 12-64 letters (digits optional) drawn at random, not hex, not a word;
* **a key in dashed groups of capitals and digits**: "API userkey: WS-28D1E726-268492",
  ``?userkey=WS-37FCA62C-D49C29``, "API key (for the collection app): 3-QP5H-J9WK-5PX31": a short prefix, then 2-5
  groups, two mixing capitals and digits (or one, with six digits in all; not a date, not a phone number);
* **an entry code told of a door, a gate, a locker, a shed**: "front door of the office after 7 is 6911, the alarm
  ...", "bike shed behind the flats: 1563, it sticks", "the locker at the climbing gym is 3328, my stuff ...", and
  any label's digits "on the keypad" ("showers at the marina: 8932 on the keypad"): 4-6 digits ending the clause
  (a comma, the line's end or "on the keypad"), not a year, not one digit repeated;
* **a hex key as an API link's path segment**: ``https://services.x.com/api/exportvessel/v:5/943ca96d.../timespan:20``:
  32-64 hex digits (letters and digits both) in the path after ``/api/``, not after a segment that names a public
  object (a commit, a block, a transaction, an address, a hash, a file);
* **a network login line "user CALL pass N"**: ``user KC2RJB pass 16561 vers direwolf 1.7``: an APRS-IS login gives
  a call sign and its passcode (3-5 digits; a call sign: 1-3 letters or digits, a digit, 1-4 letters);
* **a pair of keys told "public X, secret Y"**: ``Uploadcare keys: public 4a8a44f3..., secret 6b65147e...``: the
  secret's hex (the public half is not refused);
* **a link's path segment named private**: ``https://feeds.x.example/private/475d492b....xml``: a private feed's
  link is its password (24-64 hex digits).
"""

from __future__ import annotations

import re

from .held import NOT_SECRET, _said_not_secret, key_letters
from .slots import GatedFinder

# ---- a token or key of random letters told with "is", "it's" or a header's colon
LETTERS = GatedFinder(
    r"[A-Za-z0-9]{12}",
    re.compile(
        r"(?i)(?<![\w-])(?<!product )(?P<n>[\w-]{0,30}?(?:token|key)|authentication|authorization)(?![\w-])[\"']?"
        r"(?:[ \t]*:|[ \t]+is|,[ \t]+it['’]?s)[ \t]+[\"'`]?(?P<v>[A-Za-z0-9]{12,64})(?![\w$@./+=-])"
    ),
)
LETTERS_ANCHORS = ("token", "key", "authentication", "authorization")
# a page's cursor, a sync state: a service's pointer into a listing, not a credential
_NOT_A_SECRET_NAME = re.compile(r"(?i)page|cursor|continuation|sync|next|resume|state")


def letters(m: re.Match[str]) -> tuple[int, int] | None:
    """A token's or key's value of random letters (see the module's text)."""
    if not key_letters(m.group("v")) or _NOT_A_SECRET_NAME.search(m.group("n")) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a key in dashed groups of capitals and hex digits
GROUPS = GatedFinder(
    r"[A-Z0-9]-[A-Z0-9]{4}",
    re.compile(
        r"(?i)(?<![\w-])(?<!product )(?:user|api|access|licen[cs]e|account)?[ _-]?key(?![\w-])[\"']?"
        r"(?:[ \t]*\([^\n()]{1,40}\))?[ \t]*(?:[:=]|is(?![\w-]))[ \t]*[\"']?"
        r"(?-i:(?P<v>[A-Z0-9]{1,8}(?:-[A-Z0-9]{4,12}){2,5}))(?![\w-])"
    ),
)
GROUPS_ANCHORS = ("key",)


def groups(m: re.Match[str]) -> tuple[int, int] | None:
    """2-5 dashed groups after a short prefix: two mixing capitals and digits and four digits in all, or one and six;
    three letters."""
    v = m.group("v")
    parts = v.split("-")
    mixed = sum(re.search(r"[A-Z]", p) is not None and re.search(r"\d", p) is not None for p in parts)
    digits = sum(c.isdigit() for c in v)
    if not ((mixed >= 2 and digits >= 4) or (mixed >= 1 and digits >= 6)) or sum(c.isalpha() for c in v) < 3:
        return None
    if _said_not_secret(m):
        return None
    return m.span("v")


# ---- an entry code told of a door, a gate, a locker, a shed
ENTRY = GatedFinder(
    r"\d{4}",
    re.compile(
        r"(?i)(?<![\w-])(?:door|gate|locker|shed)(?![\w-])[^\n:;.!?]{0,40}?(?:[ \t]+is|:)[ \t]+"
        r"(?P<v>\d{4,6})(?=,[ \t]|[ \t]*(?:\n|$)|[ \t]+(?:on|at|into)[ \t]+the[ \t]+keypad(?![\w-]))"
        r"|(?:[ \t]+is|:)[ \t]+(?P<v2>\d{4,6})[ \t]+(?:on|at|into)[ \t]+the[ \t]+keypad(?![\w-])"
    ),
)
ENTRY_ANCHORS = ("door", "gate", "locker", "shed", "keypad")
_NOT_ENTRY = re.compile(
    r"(?i)(?<![\w-])(?:price|prices|cost|costs|paid|model|number|no|nr|size|width|height|length|weight|year|built|"
    r"serial|order|invoice|sku|part|item|floor|room|units?|mm|cm|kg|lbs?|total|sum|amount|budget|quote|fee|rent)(?![\w-])"
)


def entry(m: re.Match[str]) -> tuple[int, int] | None:
    """Entry digits (not a year, not one digit repeated)."""
    g = "v" if m.group("v") else "v2"
    v = m.group(g)
    if _NOT_ENTRY.search(m.string, m.start(), m.start(g)):
        return None  # "garage door opener price: 2499", "the shed rent is 1000, a month": a price, a model, a size
    if len(set(v)) == 1 or (len(v) == 4 and v[:2] in ("19", "20")) or _said_not_secret(m):
        return None
    return m.span(g)


# ---- a hex key as an API link's path segment
_PUBLIC_SEGMENT = re.compile(
    r"(?i)commits?|blobs?|trees?|tx|txs|transactions?|blocks?|address(?:es)?|hash(?:es)?|"
    r"sha\d*|md5|objects?|files?|tokens?|contracts?|accounts?|ipfs|refs|revisions?|builds?|"
    r"checksums?|digests?|images?|layers?|manifests?|packages?|versions?|releases?|snapshots?"
)
API_PATH = GatedFinder(
    r"/api/",
    re.compile(
        r"(?i)https?://[^\s/]+/(?:[^\s/?#]+/)*?api/(?:[^\s/?#]+/){0,4}?(?P<s>[^\s/?#]+)/"
        r"(?P<v>[0-9a-f]{32,64})(?=[/?#\s\"'<>)]|$)"
    ),
)
API_PATH_ANCHORS = ("/api/",)


def api_path(m: re.Match[str]) -> tuple[int, int] | None:
    """A hex path segment of an API link (see the module's text)."""
    v = m.group("v")
    if _PUBLIC_SEGMENT.fullmatch(m.group("s")) or sum(c.isdigit() for c in v) < 4 or sum(c.isalpha() for c in v) < 4:
        return None
    if re.fullmatch(r"[0-9a-f]+|[0-9A-F]+", v) is None:
        return None
    return m.span("v")


# ---- a network login line "user CALL pass N"
USER_PASS = GatedFinder(
    r"(?i)pass[ \t]+\d",
    re.compile(
        r"(?i)(?<![\w-])user[ \t]+(?-i:[A-Z0-9]{1,3}\d[A-Z]{1,4}(?:-\d{1,2})?)[ \t]+pass[ \t]+(?P<v>\d{3,5})(?![\w.-])"
    ),
)
USER_PASS_ANCHORS = ("pass",)


def user_pass(m: re.Match[str]) -> tuple[int, int] | None:
    """A passcode after a call sign's login (not one digit repeated)."""
    v = m.group("v")
    return None if len(set(v)) == 1 or _said_not_secret(m) else m.span("v")


# ---- a pair told "public X, secret Y"; a link's path segment named private
BARE_SECRET = GatedFinder(
    r"(?i)secret[ \t]+[0-9a-f]{16}",
    re.compile(
        r"(?i)(?<![\w-])public[ \t]+[0-9a-f]{16,64},?[ \t]+(?:and[ \t]+)?secret[ \t]+(?P<v>[0-9a-f]{16,64})(?![\w-])"
    ),
)
BARE_SECRET_ANCHORS = ("secret",)
PRIVATE_PATH = GatedFinder(
    r"(?i)/private/",
    re.compile(
        r"(?i)https?://[^\s/]+/(?:[^\s/?#]+/)*?private/(?P<v>[0-9a-f]{24,64})(?=\.[a-z]{2,5}(?![\w/])|[/?#\s\"'<>)]|$)"
    ),
)
PRIVATE_PATH_ANCHORS = ("/private/",)


def hex_value(m: re.Match[str]) -> tuple[int, int] | None:
    """Hex digits, letters and digits both, of one case (not a word's letters alone)."""
    v = m.group("v")
    if re.fullmatch(r"[0-9a-f]+|[0-9A-F]+", v) is None or sum(c.isdigit() for c in v) < 4:
        return None
    return None if sum(c.isalpha() for c in v) < 4 or _said_not_secret_after_public(m) else m.span("v")


def _said_not_secret_after_public(m: re.Match[str]) -> bool:
    # (the row's own "public X" is not the value's: read only what comes before the row)
    line = m.string.rfind("\n", 0, m.start()) + 1
    return NOT_SECRET.search(m.string, max(line, m.start() - 40), m.start()) is not None


_PAIR_BEFORE = re.compile(r"(?i)(?<![\w-])public[ \t]+[0-9a-f]{16,64},?[ \t]+(?:and[ \t]+)?secret[ \t]+$")


def secret_of_pair(text: str, start: int) -> bool:
    """The value at ``start`` is the secret half of "public X, secret Y" (asked by :mod:`.secrets`' near-miss check:
    the line's "public" names X)."""
    return _PAIR_BEFORE.search(text, max(0, start - 100), start) is not None
