"""Round 59: a locked place's code told as what the place "is", a key named for its service with a UUID's value, and
an account's address followed by its password (after a comma or a dash, or a "login" / "pword" label). A leaf module:
it imports only shapes and tests of :mod:`.held`, :mod:`.lines`, :mod:`.logins`, :mod:`.round50`, :mod:`.round51`,
:mod:`.round56` and :mod:`.slots`.

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a locked place "is" its code** ("the comms cupboard on the third floor is 3430, the patch panel is labelled",
  "the key drop box at the rental lot is 6618, leave the keys in it"): "the", up to three words, a place that is
  locked with a code (a cupboard, a cage, a box, a locker, a cabinet, a shed, a gate, a door, a storeroom or a
  room kept for a job: a kit / print / post / server room ...), an optional "at / on / in the ..." of up to four
  words, "is", then 3-6 digits that end the clause (a comma, a stop, the line's end). The digits are a plain code
  (round 50's test: not one digit repeated, not counted up or down, not a year); a number with a unit after it ("is
  600 mm wide") or a line that says the value is no secret stays. "The hotel room is 1203" names no locked place.
* **a service's key with a UUID's value** ("balldontlie key 13700a8c-6079-...-c7aef8993c96"): a word naming the key's
  owner, "key", a UUID. Keys that are identifiers by their kind (a primary, a foreign, an idempotency, a partition,
  a sort, a row, a cache, an object or a public key, a request's or a trace's) stay.
* **an address, then its password** ("Rosetta Stone: a@b.example , RhubarbHazelJuniperOtter32", "Europcar:
  a@b.example, login: Zigzag.Willow91", "libro.fm a@b.example login Juniper739@", "club 431471905 pword %W@r5U"):
  after an e-mail address (or a member's number before "pword"), a comma or a dash and / or a "login" / "pword" /
  "pw" label, then one token of a password's shape (:func:`.round51.value_shaped`, :func:`.round56.mixed_secret`,
  :func:`.round56.scrambled`, :func:`.logins.generated`) that ends the line or stands before words. "a@b.example,
  the password is in the vault" has no such token.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .held import NOT_SECRET, _said_not_secret
from .lines import line_around
from .logins import generated
from .round50 import _plain
from .round51 import value_shaped
from .round56 import mixed_secret, scrambled
from .slots import GatedFinder

_Span = tuple[int, int] | None
_W = r"[\w'’-]+"

# ---- a locked place "is" its code
_PLACE = (
    r"(?:cupboard|cage|(?<=[a-z][ \t])box|locker|cabinet|shed|gate|door|storeroom|stockroom|mailroom|postroom|"
    r"(?:kit|print|post|mail|server|comms|plant|boiler|store|stock|supply|supplies|equipment|tool|bike|cleaning|"
    r"staff|file|records|cash|key)[ \t]+room)"
)
LOCKED_PLACE = GatedFinder(
    r"(?i)\bis[ \t]+\d{3}",
    re.compile(
        r"(?i)(?<![\w-])the[ \t]+(?:" + _W + r"[ \t]+){0,3}?" + _PLACE + r"(?![\w-])"
        r"(?:[ \t]+(?:at|on|in|of|by|behind|beside|near)[ \t]+(?:the[ \t]+|our[ \t]+|my[ \t]+)?"
        r"(?:" + _W + r"[ \t]+){0,3}?" + _W + r")?"
        r"[ \t]+is[ \t]+(?P<v>\d{3,6})(?=[ \t]*(?:[,;!]|\.(?!\d)|[ \t]-[ \t]|—|$))",
        re.M,
    ),
)
LOCKED_PLACE_ANCHORS = ("cupboard", "cage", "box", "locker", "cabinet", "shed", "gate", "door", "room")


# what says the digits are a room's number or a price, not a code: a place in a building after them ("second floor",
# "just past the lifts"), money and counts ("the lid is extra", "$", "each")
_NUMBER_AFTER = re.compile(
    r"(?i)(?<![\w-])(?:floors?|level|wing|lifts?|elevators?|stairs|corridor|building|block|past|opposite|extra|each|"
    r"total|price|costs?|paid|pay|plus|shipping|delivery|postage|vat|tax|discount|sale|budget|points|"
    r"years?|metres?|meters?|feet|ft|cm|mm|kg|litres?|liters?|sq)(?![\w-])|[$€£¥]"
)


def locked_place(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not _plain(v) or (len(v) == 3 and re.search(r"(?i)room|door(?![\w-])[ \t]+is", m.group(0))):
        return None  # (three digits for a room, or a door itself: its number - "the door is 312")
    line = line_around(m.string, m.start("v"), m.end("v"))
    rest = m.string[m.end("v") :].split("\n", 1)[0]
    if _NUMBER_AFTER.search(rest) or NOT_SECRET.search(line) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a service's key with a UUID's value
_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
NAMED_KEY_UUID = GatedFinder(
    r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-",
    re.compile(r"(?i)(?<![\w.-])(?P<w>[a-z][\w.-]{1,30})[ \t]+key[ \t]*[:=]?[ \t]+(?P<v>" + _UUID + r")(?![\w-])"),
)
NAMED_KEY_UUID_ANCHORS = ("key",)
_ID_KEYS = re.compile(
    r"(?i)primary|foreign|idempoten\w*|partition|sort|row|cache|object|public|request|trace|correlation|lookup|"
    r"dedupe?|unique|composite|natural|surrogate|record|entity|resource|message|event|tracking|reference|routing|"
    r"registry|the|a|an|this|that|same|new|old|my|your|our|its|with|by|no|hash|index|map|dict|json|s3|bucket|license"
    r"|licence|product|instance|session|shard|join|group|tenant|user|account|device|client|app|project|id|uuid"
)


def named_key_uuid(m: re.Match[str]) -> _Span:
    if _ID_KEYS.fullmatch(m.group("w")):
        return None
    line = line_around(m.string, m.start("v"), m.end("v"))
    if NOT_SECRET.search(line) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- an address (or a member's number), then its password
_PW_LABEL = r"(?:login|pword|pw|pwd|passwd)"
ADDRESS_VALUE = GatedFinder(
    (r"@[\w-]+\.", r"(?i)pword"),
    re.compile(
        r"(?im)(?:[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\d{6,12})"
        r"(?:[ \t]*[,–—-][ \t]*(?:" + _PW_LABEL + r"[ \t]*:?[ \t]*)?|[ \t]+" + _PW_LABEL + r"[ \t]*:?[ \t]+)"
        r"(?P<v>[^\s,\"'`<>]{8,64})(?=[ \t]*$|[ \t]+[^\W\d_])"
    ),
)
_ADDRESS = re.compile(r"@[\w-]+\.[A-Za-z]{2,}")
ADDRESS_VALUE_ANCHORS = ("@", "pword", "PWORD", "Pword")


def address_value(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not any(c.isdigit() for c in v) and not mixed_secret(v) and not scrambled(v):
        return None  # (a word or words: "Babbel", "SpanishCourse")
    if _ADDRESS.search(v) or "://" in v or not (value_shaped(v) or mixed_secret(v) or scrambled(v) or generated(v)):
        return None
    label = re.search(r"(?i)" + _PW_LABEL, m.group(0)[: m.start("v") - m.start()])
    if label is None and m.string[m.start("v") + len(v) :].split("\n", 1)[0].strip(" \t.!"):
        return None  # (no label: the value ends its line)
    if m.group(0)[0].isdigit() and "pword" not in m.group(0).lower():
        return None  # (a member's number: only before a password's label; round 58 reads the rest)
    line = line_around(m.string, m.start("v"), m.end("v"))
    if NOT_SECRET.search(line) or _said_not_secret(m):
        return None
    return m.start("v"), m.start("v") + len(v)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", LOCKED_PLACE, LOCKED_PLACE_ANCHORS, locked_place),
    ("api_key", NAMED_KEY_UUID, NAMED_KEY_UUID_ANCHORS, named_key_uuid),
    ("password", ADDRESS_VALUE, ADDRESS_VALUE_ANCHORS, address_value),
)
