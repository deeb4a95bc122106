"""Round 206 (issue 13): an entry code told with no label by a verb of entry, a "for <the place>" lead, or a question
that asks for a place's code and its answer; a login as a numbered list under a password's label. A leaf module: it
imports only :mod:`.slots`, :mod:`.round60`, :mod:`.round85`, :mod:`.round93`, :mod:`.round201` and
:mod:`.round202` (whose labels, subject, place, stop-list, clause tests and handle shapes it shares); its rows are
wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round 202's.

Round 201 reads "<det> <any noun> <place phrase> is <digits>, <what to do there>"; the same code is as often told
with another link between the place and the number (guard206's map of blind55's misses):

* :data:`OPENS_WITH` - the place "opens with" / "unlocks with" the code ("the seed store at the allotments opens
  with 4471 - water the trays first"), or "let yourself in(to) <the place> with <code>" ("let yourself into the kit
  room at the harbour with 3308, the lifejackets go on the rail"): the verb says the number opens the place.
* :data:`FOR_PLACE` - "for <det> <noun> <place phrase> it's / you want / you need / use <4-8 digits>; <what to do>"
  ("for the map cupboard at the field centre it's 5512; put the maps back in order").
* :data:`ASKED_CODE` - a code asked for and answered: "<who> asked for the <what> code <place>: (it's) <digits> -
  <what to do>", "what's the <what> code <place>?" then "A: <digits> - <what to do>". The word "code" names a code
  here; a code that is no secret (an error's, a discount's, a colour's, a product's, an area's: round 201's
  ``_CODED_THINGS``; a postcode, a dialling or sort code) is vetoed.

* :data:`LISTED_PAIR` - a login told as a numbered list under a password's label, in any language the guard's labels
  know: "<label ...>:" then "1. <handle>" and "2. <password>" on their own lines (the handle an address, a phone, a
  user name's or a member number's shape; the password a letter and a digit, a mark or a case change, none of round
  85's non-values).

Each entry-code row keeps round 201's and round 93's tests: what follows the value tells what to do there (an
instruction, where kept things go, or an access clause), the subject is no numbered or measured thing (round 201's
stop-list, for the "opens with" and "for" rows), no number word, floor, year, military time or phone number. English
only, as rounds 93 and 201 are.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from . import round60, round85, round93, round201, round202
from .slots import GatedFinder

_Span = tuple[int, int] | None

ON = True
"""Switch: round 206's rows (off: they find nothing)."""

_SUBJECT = round201._SUBJECT.removeprefix("(?i)")
_PLACE = round201._PLACE
# the value: 3-8 digits or 4-8 single digits joined by hyphens, a keypad's "*" / "#" around them
_VALUE = r"(?P<v>[*#]?(?:\d{3,8}|\d(?:-\d){3,7})#?)(?![\w-]|[.,]\d)"
_VALUE4 = r"(?P<v>[*#]?(?:\d{4,8}|\d(?:-\d){3,7})#?)(?![\w-]|[.,]\d)"
# where the value is keyed ("... with 945 on the combination lock - ...")
_ON_LOCK = (r"(?:[ \t]+on[ \t]+the[ \t]+(?:keypad|key[ \t]?pad|combination(?:[ \t]+lock)?|code[ \t]+lock|padlock|"
            r"lock|door|panel))?")
# the clause's separator: a comma, a semicolon, a spaced dash, a colon or a stop
_SEP = r"[ \t]*(?:[,;:.]|[ \t]-|[ \t][–—])[ \t]+(?P<a>[^\n]{4,160})"

OPENS_WITH = GatedFinder(
    r"(?i)\b(?:opens|unlocks)[ \t]+with[ \t]+[*#]?\d",
    re.compile(r"(?i)" + _SUBJECT + _PLACE + r"?[ \t]+(?:opens|unlocks)[ \t]+with[ \t]+" + _VALUE + _ON_LOCK + _SEP),
)
LET_IN = GatedFinder(
    r"(?i)\blet[ \t]+yoursel(?:f|ves)[ \t]+in",
    re.compile(r"(?i)(?<![\w-])let[ \t]+yoursel(?:f|ves)[ \t]+in(?:to)?[ \t]+" + _SUBJECT + _PLACE +
               r"?[ \t]+with[ \t]+" + _VALUE + _ON_LOCK + _SEP),
)
OPENS_ANCHORS = ("opens with", "unlocks with")
LET_IN_ANCHORS = ("let yourself in", "let yourselves in")

FOR_PLACE = GatedFinder(
    r"(?i)\b(?:it['’]s|it[ \t]+is|you[ \t]+want|you[ \t]+need|use)[ \t]+[*#]?\d",
    re.compile(r"(?i)(?<![\w-])for[ \t]+" + _SUBJECT + _PLACE +
               r"[ \t]+(?:it['’]s|it[ \t]+is|you[ \t]+want|you[ \t]+need|use)[ \t]+" + _VALUE4 + _SEP),
)
FOR_ANCHORS = ("it's", "it’s", "it is", "you want", "you need", "use")

_CODE_WHAT = r"(?P<m>(?:[\w'’-]+[ \t]+){0,3}?)code(?P<p>[ \t]+(?:" + round93._PREP + r")[ \t]+[^\n,.;:!?]{1,60}?)?"
ASKED_CODE = GatedFinder(
    r"(?i)\bcode\b",
    re.compile(r"(?i)(?<![\w-])asked[ \t]+(?:me[ \t]+|us[ \t]+|you[ \t]+)?for[ \t]+the[ \t]+" + _CODE_WHAT +
               r"[ \t]*:[ \t]*(?:it['’]s[ \t]+|it[ \t]+is[ \t]+)?" + _VALUE + _SEP),
)
QA_CODE = GatedFinder(
    r"(?i)\bcode\b",
    re.compile(r"(?i)(?<![\w-])what(?:['’]s|[ \t]+is)[ \t]+the[ \t]+" + _CODE_WHAT +
               r"[ \t]*\?[ \t]*\n?[ \t]*(?:>[ \t]*)?(?:A[ \t]*:[ \t]*)?(?:it['’]s[ \t]+|it[ \t]+is[ \t]+)?" +
               _VALUE + _SEP),
)
ASKED_ANCHORS = ("code",)

# codes that are no secret, told after "the ... code" ("the area code", "the post code", "the sort code")
_NOT_SECRET_CODE = frozenset({"post", "postal", "zip", "area", "dialling", "dialing", "country", "sort", "bank",
                              "swift", "iata", "airport", "tax", "vat", "product", "item", "course", "dress",
                              "error", "fault", "status", "discount", "promo", "voucher", "coupon", "referral",
                              "colour", "color", "paint", "bar", "qr", "source", "zip-code", "time", "morse"})


def _value_ok(v: str) -> bool:
    """Not a year, a military time or a phone number."""
    digits = v.strip("*#").replace("-", "")
    if len(digits) == 4 and "-" not in v and round201._PAST_YEAR.fullmatch(digits) and \
            int(digits) <= datetime.date.today().year + 1:
        return False  # a year
    if len(digits) == 4 and digits[0] == "0" and digits[2:] in ("00", "15", "30", "45"):
        return False  # a military time
    return not (len(digits) >= 6 and digits[0] == "0")  # a phone number


WIDER_CLAUSE: Callable[[str], bool | None] | None = None
"""A later round's reading of what follows the value (round 212 sets it when imported: things put back with no
verb, a state kept, more verbs); it answers True / False, or None to leave the test to this round's."""


def _clause_ok(a: str) -> bool:
    """What follows tells what to do there and names no number, floor, measure or amount."""
    if WIDER_CLAUSE is not None:
        wider = WIDER_CLAUSE(a)
        if wider is not None:
            return wider
    if not (round93._instruction(a) or round201._ACCESS.match(a)):
        return False
    return not (round93._NOT_A_CODE_AFTER.search(a[:60]) or round201._NUMBER_WORD.search(a[:60]))


def opens_with(m: re.Match[str]) -> _Span:
    """The code in "<the place> opens with <digits>, <what to do>" / "let yourself into <the place> with ..."."""
    if not ON or not _value_ok(m.group("v")) or not _clause_ok(m.group("a")):
        return None
    head, mods = round201._head(m), m.group("m").split()
    last = mods[-1].lower() if mods else ""
    if any(round93._NOT_MODIFIER.match(w) for w in mods):
        return None  # "the key to the shed opens with ..."
    if head in ("room", "rooms"):
        if _PEOPLE_ROOM_FULL(last) or last in round201._NUMBERED_THINGS:
            return None  # "the meeting room ... opens with 4102": a numbered room
    elif head in round201._NUMBERED_THINGS or last in round201._NUMBERED_THINGS:
        return None  # "the exhibition hall opens with 1200, ...", "the season opens with ...", "the shop ..."
    if head in round201._CODED_THINGS or round201._FAULT_CLAUSE.search(m.group("a")[:80]):
        return None  # "the boiler in the cellar opens with 1250, the manual is in the drawer": a machine's
    if m.group("p") and round201._ADDRESS.search(m.group("p")):
        return None
    text = m.string
    if round93._NOT_A_CODE_BEFORE.search(text, m.end("n"), m.start("v")):
        return None
    return m.span("v")


def _PEOPLE_ROOM_FULL(word: str) -> bool:
    return bool(word) and round201._PEOPLE_ROOM.fullmatch(word) is not None


def for_place(m: re.Match[str]) -> _Span:
    """The code in "for <det> <noun> <place> it's <digits>; <what to do>": round 201's subject and clause tests."""
    if not ON or not _value_ok(m.group("v")) or not _clause_ok(m.group("a")):
        return None
    return round201.entry_shape(m, _clause_ok if WIDER_CLAUSE is not None else None)


def asked_code(m: re.Match[str]) -> _Span:
    """The code in "asked for the <what> code <place>: <digits> - <what to do>" or a question and its answer."""
    if not ON or not _value_ok(m.group("v")) or not _clause_ok(m.group("a")):
        return None
    mods = [w.lower().replace("’", "'").removesuffix("'s") for w in m.group("m").split()]
    if any(w in _NOT_SECRET_CODE or w in round201._CODED_THINGS for w in mods):
        return None  # "what's the area code for ...?", "the discount code at the till: 1204 - ..."
    if any(round93._NOT_MODIFIER.match(w) for w in mods):
        return None
    if m.group("p") and (round201._LISTED.search(m.group("p")) or round201._ADDRESS.search(m.group("p"))):
        return None  # "the code in the catalogue", "the code of the shop on Mill Street"
    return m.span("v")


# ---- a password's label over a numbered list: "<label ...>:" then "1. <handle>" and "2. <password>" on their lines
LISTED_PAIR = GatedFinder(
    r"\n[ \t]*2[.)][ \t]*\S",
    re.compile(r"(?m)^(?P<l>[^\n]{2,100}?)[:：][ \t]*\r?\n[ \t]*1[.)][ \t]*(?P<u>\S{2,64})[ \t]*\r?\n"
               r"[ \t]*2[.)][ \t]*(?P<v>\S{4,64})[ \t]*(?:\r?\n|$)"),
)
# the label line names a password: round 85's labels (the lexicon's, sixty languages), round 60's words, or a word
# the rows of secrets.py know that neither holds, as written or glued ("pasfhocal", "iphasiwedi", Kazakh
# "құпиясөзі", Uyghur "پارولى")
_LABEL = re.compile(round85._L + r"(?:" + round85._PASS + r")" + round85._R)
_MORE_LABELS = re.compile(r"(?i)(?<![^\W\d_])(?:pasfhocal|iphasiwedi|құпиясөз|پارول)")
LISTED_PAIR_ANCHORS = ("1.", "1)")
_HANDLE = re.compile(r"(?:" + "|".join((round202._MAIL, round202._PHONE, round202._AT, round202._NAME)) + r")")
_HAS_LETTER = re.compile(r"[^\W\d_]")
_HAS_MORE = re.compile(r"[\d!#$%&*+=?^~@.,;:_-]|[a-z][A-Z]")


def listed_pair(m: re.Match[str]) -> _Span:
    """The password in "<password label>:" / "1. <handle>" / "2. <password>": a letter and a digit, a mark or a case
    change in it, and none of round 85's non-values (a date, a price, a mask, a placeholder, a name in code)."""
    if not ON:
        return None
    label = m.group("l")
    if not (_LABEL.search(label) or round60.WORDS.search(label) or _MORE_LABELS.search(label)):
        return None
    if not _HANDLE.fullmatch(m.group("u").rstrip(".,;")):
        return None  # the first item is the account's handle: an address, a phone, a user name's or member's shape
    v = m.group("v").rstrip(".,;")
    if not (_HAS_LETTER.search(v) and _HAS_MORE.search(v)) or round202._FILE.search(v) or "://" in v:
        return None
    if not round85.password_value(v, "", m.group("u")):
        return None
    return m.start("v"), m.start("v") + len(v)


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", OPENS_WITH, OPENS_ANCHORS, opens_with),
    ("password", LET_IN, LET_IN_ANCHORS, opens_with),
    ("password", FOR_PLACE, FOR_ANCHORS, for_place),
    ("password", ASKED_CODE, ASKED_ANCHORS, asked_code),
    ("password", QA_CODE, ASKED_ANCHORS, asked_code),
    ("password", LISTED_PAIR, LISTED_PAIR_ANCHORS, listed_pair),
)
