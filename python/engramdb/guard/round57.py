"""Round 57: an API's key in hex (or a short prefix and hex) where the text names it a key: a key's word as a URL's
query parameter or a keyword argument ("?app_id=<hex>", "params={'key': 'pk.<hex>'}"), a key's, a token's or an app
ID's label before it on its line ("... token pk.<hex>", "... app ID for the invoice tool: <hex>"), and a hex segment
right after an API's version in a URL whose host names an API ("https://v6.<name>-api.com/v6/<hex>/latest/..."). A
leaf module: it imports only tests of :mod:`.held`, :mod:`.round55` and :mod:`.slots`.

One row of ``secrets._DETECTORS`` (:data:`KEYS`, kind "api_key"), a :class:`.round56.Readings` finder; the validator
(:func:`key`) dispatches on ``m.re``.

The value: 20-64 hex characters with three digits and two letters at least (a hash's shape: the older rows read
it as a file's or a commit's fingerprint, :func:`.slots._random_looking`), alone or after a prefix of two to four
small letters and a dot or an underscore ("pk.", "sk_"). Hex is what a random key's bytes look like when printed;
what makes it a key rather than a checksum here is the word that names it. Not read: a value the words before it
call public, an example, a hash, a checksum, a commit, a fingerprint, an id (:data:`.held.NOT_SECRET` and the words
below, read before the label and between it and the value: "app ID" itself names the key), nor one after which the
line calls it an example, old or revoked (in a query or a keyword's list, up to the next parameter only).
"""

from __future__ import annotations

import re

from .held import NOT_SECRET
from .round55 import _NOT_LIVE_AFTER
from .round56 import Readings
from .slots import _NOT_THE_SECRET, GatedFinder

_Span = tuple[int, int] | None

_HEX_VALUE = r"(?P<v>(?:[a-z]{2,4}[._])?[0-9a-fA-F]{20,64})(?![\w.-])"
_KEY_PARAM = (
    r"(?:api[_-]?key|apikey|app[_-]?id|app[_-]?key|access[_-]?key|access[_-]?token|api[_-]?token|auth[_-]?token"
    r"|secret[_-]?key|token|key)"
)

# every reading's gate: twenty hex characters in a row (a plain class run; a key's word opens most memory texts)
_HEX_RUN = r"[0-9a-fA-F]{20}"

# ---- a key's word as a query parameter or a keyword argument
PARAM = GatedFinder(
    _HEX_RUN,
    re.compile(
        r"(?i)(?:[?&;]|[{,(][ \t]*[\"']?|\b)" + _KEY_PARAM + r"(?:[\"'][ \t]*:[ \t]*[\"']|=[\"']?)" + _HEX_VALUE
    ),
)

# ---- a key's, a token's or an app ID's label before the value on its line
LABEL = GatedFinder(
    _HEX_RUN,
    re.compile(
        r"(?i)(?<![\w-])(?:api[ \t]+key|api[ \t]+token|access[ \t]+key|access[ \t]+token|app[ \t]+id|app[ \t]+key"
        r"|token|key)(?![\w-])(?P<w>[^\n:=]{0,40}?)(?:[ \t]*[:=][ \t]*|[ \t]+is[ \t]+|[ \t]+)[\"'`]?"
        + _HEX_VALUE
    ),
)

# ---- a hex segment right after an API's version in a URL whose host names an API
VERSION_PATH = GatedFinder(
    _HEX_RUN,
    re.compile(
        r"(?i)https?://[\w.-]*api[\w.-]*\.[a-z]{2,10}(?::\d+)?/v\d{1,2}/(?P<v>[0-9a-f]{20,64})(?=[/?#\s\"'`]|$)"
    ),
)

KEYS = Readings([PARAM, LABEL, VERSION_PATH])
KEYS_ANCHORS = ("key", "token", "app_id", "appid", "app-id", "app id", "api")

_NOT_A_KEY = re.compile(
    r"(?i)(?<![\w-])(?:hash|hashes|checksum|sha\d*|md5|commit|fingerprint|digest|etag|ids?|public|example|sample"
    r"|session|cache|nonce|idempotency|request|trace|revoked|old|expired|placeholder|primary|foreign|partition|sort"
    r"|object|row|lookup|map|dict)(?![\w-])"
)
_LINK = re.compile(r"\S*(?:://|\.[a-z]{2,10}/)\S*")


def _hex_key(v: str) -> bool:
    core = re.sub(r"^[a-z]{2,4}[._]", "", v)
    digits = sum(c.isdigit() for c in core)
    letters = sum(c.isalpha() for c in core)
    if not 20 <= len(core) <= 64 or digits < 3 or letters < 2:
        return False
    if not (core.islower() or core.isupper() or core.isdigit()):
        return False  # (mixed case in hex: not a printed key)
    return len(set(core.lower())) >= 8


def key(m: re.Match[str]) -> _Span:
    """A hex key where the text names it a key (see above)."""
    v = m.group("v")
    if not _hex_key(v):
        return None
    text = m.string
    line = text.rfind("\n", 0, m.start()) + 1
    before = text[max(line, m.start() - 40) : m.start()] + " " + (m.group("w") if m.re is LABEL.pattern else "")
    before = _LINK.sub(" ", before)  # (a link's host and path claim nothing: "api.example.com/v2/now.json?key=")
    if _NOT_A_KEY.search(before) or _NOT_THE_SECRET.search(before) or NOT_SECRET.search(before):
        return None  # (the label's own words are not read: "app ID" names the key)
    tail_end = text.find("\n", m.end("v"))
    tail = text[m.end("v") : len(text) if tail_end < 0 else tail_end]
    if m.re is PARAM.pattern:
        tail = re.split(r"[,&;}]", tail, maxsplit=1)[0]  # (the next parameter's name is not a word about this one)
    if _NOT_LIVE_AFTER.match(tail[:80]) is not None:
        return None
    return m.span("v")
