"""Round 67: general readings from guard_corpus_blind50's misses after its two blind measures. A leaf module: it
imports only :mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder,
anchors, validator).

* **a kept room, store or cage that "is" a number**: round 64's placed store, read for every place people lock their
  things in and share a keypad's code for ("the pantry in the staff kitchen is 4914, label your food ...", "the cold
  room at the flower shop is 2044, ...", "the pram store at the toddler group is 9937, ...", "the bike cage behind
  the flats is code 182, ..."): a pantry, a larder, a cold room, a walk-in, a store or a storeroom named by what it
  keeps (not "the store": a shop), a cupboard, a cage, a shed, a locker or a lock-up, optionally placed ("in the staff
  kitchen", "behind the flats"), then "is", an optional "code" and four to eight digits (three when "code" is said)
  closing the clause. Not: a year 1950-2049 without "code" (rounds 38, 47, 48, 64: "the locker at the pool is 1987"
  is a year as often), a price, a size, a count, a year something was built, a room's number on a floor ("the
  store room is 1204, second floor"), a time or a range ("is 0800-1700"), a decimal.
* **a client built with a key in code, read more widely**: round 64's ``name = SomeClient('<32-64 hex>')`` also
  through a module's path and for a versioned entry point (``hapi = holidayapi.v1('<uuid>')``), with a UUID as the
  key where the callee names an API, a client, a key or a version, and with a key and a secret as two quoted
  arguments (``fs = Service('<32 hex>', '<32 hex>')``). Not: a class that names a hash, a digest, an id, a colour, a
  commit or bytes (round 64's list: ``uuid.UUID('...')``, ``ObjectId('...')``), a UUID given to an entity's class or a
  getter (``job = Job('<uuid>')``, ``run = client.get_run('<uuid>')``).
* **a UUID told as a key**: "<Name> key for the word game: <uuid>", "API key: <uuid>" - a key's label (optionally
  "for ..."), a colon or "=", then a UUID. Not a database's or a request's key ("primary key", "idempotency key",
  "partition key", "object key", "cache key", "foreign key", "sort key", "row key", "public key").
* **a key's code name, a space and the key**: "accessKey ZPP0EJ8g3XJ, secretKey aUEwUsSvytuyEQaROitt" - a
  credential's name as code writes it (``secretKey``, ``api_key``, ``clientSecret``, ``accessToken``), one space and
  ten to sixty-four letters and digits closing the clause, of both cases, with a digit or turning case six times or
  more. Not: a name in CamelCase ("accessKey getAccessKey"), a word ("secretKey parameter").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from .slots import GatedFinder

_Span = tuple[int, int] | None

_UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
_HEX = r"[0-9a-fA-F]{32,64}"

# ---- a kept room, store or cage that "is" a number
_PLACE = (r"pantry|larder|cold[ \t]+room|walk-in(?:[ \t]+(?:fridge|freezer|cooler))?|storeroom|store[ \t]+room|"
          r"stock[ \t]?room|store|cupboard|cage|shed|locker|lock-?up")
KEPT_PLACE = GatedFinder(
    r"\d\d\d",
    re.compile(
        r"(?i)(?<![\w-])(?P<d>(?:[\w'’-]+[ \t]+){1,3}?)(?P<k>" + _PLACE + r")"
        r"(?:[ \t]+(?:in|at|by|behind|beside|under|on|of|near|next[ \t]+to)[ \t]+(?:the|our|my|your|their)[ \t]+"
        r"(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+)?"
        r"[ \t]+is[ \t]+(?P<c>code[ \t]+)?(?P<v>\d{3,8})(?=[ \t]*(?:[,;!\n]|\.(?!\d)|$))"
    ),
)
KEPT_PLACE_ANCHORS = ("pantry", "larder", "room", "walk-in", "store", "cupboard", "cage", "shed", "locker", "lock-up",
                      "lockup")
_YEAR = re.compile(r"19[5-9]\d|20[0-4]\d")
_DETERMINER = re.compile(r"(?i)(?:the|a|an|our|my|your|their|this|that|his|her|its)")
_NOT_A_CODE = re.compile(
    r"(?i)[$€£¥%°]|\b(?:rent|price|costs?|sq|square|metres?|meters?|feet|ft|members?|items?|bottles?|jars?|kg|"
    r"floor|level|storey|wing|corridor|building|block|built|since|opened|dates?|year|century|open|opens|closes|hours|"
    r"am|pm|until|till|from)\b")


def kept_place(m: re.Match[str]) -> _Span:
    v, words = m.group("v"), m.group("d").split()
    said = m.group("c") is not None
    if (len(v) < 4 or _YEAR.fullmatch(v)) and not said:
        return None  # a room's number; a year ("the locker at the pool is 1987": rounds 38, 47, 48, 64)
    head = m.group("k").lower()
    if head == "store" and (not words or _DETERMINER.fullmatch(words[-1])):
        return None  # "the store at the mall is 4412": a shop, its number
    text = m.string
    line_end = text.find("\n", m.end("v"))
    after = text[m.end("v"):len(text) if line_end < 0 else line_end]
    after = re.split(r"[.;!?]", after, maxsplit=1)[0]
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _NOT_A_CODE.search(text, max(line_start, m.start() - 30), m.start("v")) or _NOT_A_CODE.search(after[:40]):
        return None
    return m.span("v")


# ---- a client built with a key in code, read more widely
CTOR_KEYS = GatedFinder(
    (r"[0-9a-fA-F]{32}", _UUID),
    re.compile(
        r"(?<![\w.])[A-Za-z_]\w*[ \t]*=[ \t]*(?P<c>(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)\((?P<q>[\"'])"
        r"(?P<v>" + _HEX + "|" + _UUID + r")(?P=q)"
        r"(?:[ \t]*,[ \t]*(?P<q2>[\"'])(?P<w>" + _HEX + "|" + _UUID + r")(?P=q2))?[ \t]*\)"
    ),
)
CTOR_KEYS_ANCHORS = ("('", "(\"")
_NOT_A_CLIENT = re.compile(r"(?i)hash|digest|md5|sha|sum|etag|uuid|guid|id$|oid|colou?r|commit|rev|hex|bytes|"
                           r"fingerprint|salt|nonce|version|tag|ref|path|name|get|find|fetch|load|read|lookup|open|"
                           r"delete|remove|select|query")
_CLASS = re.compile(r"[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*")
_API_NAMED = re.compile(r"(?i)api|client|key|auth|^v\d+$")


def ctor_keys(m: re.Match[str]) -> _Span:
    path = m.group("c").split(".")
    last = path[-1]
    if any(_NOT_A_CLIENT.search(p) for p in path):
        return None
    v, w = m.group("v"), m.group("w")
    values = (v,) if w is None else (v, w)
    if not all(re.search(r"\d", x) and re.search(r"[a-fA-F]", x) for x in values):
        return None
    api_named = _API_NAMED.search(last) is not None or any(_API_NAMED.search(p) for p in path[:-1])
    uuid = any(re.fullmatch(_UUID, x) for x in values)
    if uuid and not api_named:
        return None  # a UUID given to an entity's class is its id ("job = Job('<uuid>')")
    if not (api_named or _CLASS.fullmatch(last) or w is not None):
        return None  # a function called with a digest ("x = check('<hex>')")
    if w is None and not (api_named or _CLASS.fullmatch(last)):
        return None
    return m.start("v"), m.end("w") if w is not None else m.end("v")


# ---- a UUID told as a key
UUID_KEY = GatedFinder(
    _UUID,
    re.compile(r"(?i)(?<![\w-])(?P<p>[\w-]+[ \t_-]+)?(?:api[ \t_-]?)?key(?:[ \t]+(?:for|to|of)[ \t]+[^\n:=]{1,40}?)?"
               r"[ \t]*[:=][ \t]*[\"']?(?P<v>" + _UUID + r")(?![\w-])"),
)
UUID_KEY_ANCHORS = ("key",)
_NOT_A_SECRET_KEY = re.compile(r"(?i)(?:primary|foreign|idempotency|idempotence|partition|sort|object|cache|row|"
                               r"public|pub|unique|composite|hash|range|dedup(?:e|lication)?|request|lookup|"
                               r"map|dict|table|index|s3|bucket|entry|record|item|message|event)[ \t_-]+$")


def uuid_key(m: re.Match[str]) -> _Span:
    if m.group("p") and _NOT_A_SECRET_KEY.search(m.group("p")):
        return None
    return m.span("v")


# ---- a key's code name, a space and the key
NAMED_PAIR = GatedFinder(
    (r"[a-z][KST]", r"_[kst]"),
    re.compile(r"(?<![\w-])(?:(?:access|secret|api|private|client|app|consumer)(?:Key|Secret|Token)|"
               r"(?:access|secret|api|private|client|app|consumer)_(?:key|secret|token))"
               r"[ \t]+(?P<v>[A-Za-z0-9]{10,64})(?=[ \t]*(?:[,;]|$))", re.M),
)
NAMED_PAIR_ANCHORS = ("key", "secret", "token")


def named_pair(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not (re.search(r"[a-z]", v) and re.search(r"[A-Z]", v)):
        return None
    turns = sum(1 for a, b in pairwise(v) if a.isalpha() and b.isalpha() and a.islower() != b.islower())
    if not (re.search(r"\d", v) and re.search(r"[A-Za-z]{2}", v)) and turns < 6:
        return None  # a name in CamelCase ("accessKey getAccessKey"), not a key
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", KEPT_PLACE, KEPT_PLACE_ANCHORS, kept_place),
    ("api_key", CTOR_KEYS, CTOR_KEYS_ANCHORS, ctor_keys),
    ("api_key", UUID_KEY, UUID_KEY_ANCHORS, uuid_key),
    ("api_key", NAMED_PAIR, NAMED_PAIR_ANCHORS, named_pair),
)
