"""Round 212 (issue 13): an entry code told with no verb at the start of a line - "<room at place> -> 4197, <what to
do>", "<room at place> - 4385 on the keypad, ...", "<Room>, <place>: 8169. <verbless clause>" - and the clauses that
rounds 93 / 201 / 206 do not read. A leaf module: it imports only :mod:`.slots`, :mod:`.round93`, :mod:`.round201`
and :mod:`.round206` (whose lexicon, stop-list, subject, value and clause tests it shares); its rows are wired in
``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round 206's.

Rounds 93, 201 and 206 read a sentence with a verb between the place and the code ("is", "opens with", "let
yourself into ... with", "it's"). A note, a whiteboard or a list tells the same code with no verb: the place opens
the line, an arrow, a dash or a colon, then the code and what to do there, often itself with no verb ("mics back in
the case", "tins on the top shelf"). The reading:

* :data:`LINE_CODE` - at a line's start (after a bullet or a quote mark "- ", "* ", "> "), perhaps "the / my / our",
  up to three modifiers and a noun, then a place: a preposition and up to 60 characters ("at the chapel"), or a
  comma and up to 40 ("Kit room, sailing club"), or none; then "->" / "→" / "=>" / a spaced dash / ": "; the value
  (4-8 digits, 4-8 single digits joined by hyphens, or 3-8 digits after a keypad's "*", a "#" after); perhaps "on the
  keypad / lock / door / panel"; then a separator and what to do there (below), or, after "on the keypad", nothing.
  **The subject**: a room or a building of round 93's lexicon, a "<work> room" or a kept "<what> store" (round 201's
  test), a cupboard, a cage, a pantry - or, with a place phrase, any noun that round 201's stop-list of numbered and
  measured things does not hold (a bare one - no modifier, no determiner - only before "on the keypad"). Vetoed: a
  noun of that stop-list (head or last modifier), a "<people> room", a shop, a plural head (a count: "visitors at the
  museum -> 4197"), an event or an amount (:data:`_NOT_PLACES`: a meeting, a match, a delivery, cash, sales ...), a
  head of fewer than three letters ("Gate B: ..."), a street in the place of a noun outside the lexicon (a
  building's street number; a room has none: "Robing room, Crown Court" stays), a number word or a floor between the
  noun and the value, a year, a time (HHMM, minutes a multiple of five, with no keypad's mark or word), a phone
  number, a capitalised head after a modifier outside the lexicon (a name: "Aunt Sally at home: ...").
* **What to do there** (:func:`clause_ok`): round 93's instruction or kept-thing clause, round 201's access clause,
  or the readings rounds 93 / 201 / 206 lack - things put back with no verb ("mics back in the flight case", "wig
  tins on the top shelf", the clause ending there), a state kept ("the drum kit stays mic'd", "the bait stays
  chilled", "the holds are sorted by colour"), an instruction with a verb of handling round 93 does not list ("scoop
  the feed from the left bin") or a quantifier ("close both doors"), plural "numbers" kept somewhere ("the numbers
  are in the tin": score or hymn plates, not the value's own number; not "the room numbers ..."). Vetoed as round
  206's clause is: a floor, a measure, an amount, "number" (other than those plates).
* The same wider clause for round 206's rows ("opens with", "let yourself into", "for <the place> it's", a code asked
  for and answered), their own vetoes unchanged: set as ``round206.WIDER_CLAUSE`` when this module is imported
  (``secrets`` imports it), under this round's switch.

English only, as rounds 93, 201 and 206 are.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import round93, round201, round206
from .slots import GatedFinder

_Span = tuple[int, int] | None

ON = True
"""Switch: round 212's rows (off: they find nothing)."""

_PREP = round93._PREP
# the separator between the place and the code: an arrow, a spaced dash, a colon (one space at most around it)
_ARROWS = ("->", "→", "=>", "⇒")
_LINK = r"(?: ?(?:->|→|=>|⇒) ?| [-–—] |: )"
_VALUE = r"(?P<v>\*\d{3,8}#?|\d{4,8}#?|\d(?:-\d){3,7})(?![\w-]|[.,]\d)"
_ON_LOCK = (r"(?P<k>[ \t]+on[ \t]+the[ \t]+(?:keypad|key[ \t]?pad|combination(?:[ \t]+lock)?|code[ \t]+lock|padlock|"
            r"lock|door|panel))?")

LINE_CODE = GatedFinder(
    r"(?:->|→|=>|⇒|[ ][-–—]|:) ?\*?\d",
    re.compile(
        r"(?im)^[ \t]*(?:[-*•>][ \t]*)?(?:(?P<d>the|my|our|your|their)[ \t]+)?"
        r"(?P<m>(?:[A-Za-z][\w'’-]*[ \t]+){0,3}?)(?P<n>[A-Za-z][\w'’-]*)"
        r"(?:(?P<p>[ \t]+(?:" + _PREP + r")[ \t]+[^\n,.;:!?]{1,60}?)|(?P<cp>,[ \t]+[A-Za-z][^\n,.;:!?]{0,40}?))?"
        + _LINK + _VALUE + _ON_LOCK +
        r"(?:[ \t]*(?:[,;.]|[ \t]-|[ \t][–—])[ \t]+(?P<a>[^\n]{4,160})|[ \t]*[.!]?[ \t]*$)"
    ),
)
LINE_ANCHORS = tuple(f"{sep}{c}" for sep in (*_ARROWS, *(a + " " for a in _ARROWS), " - ", " – ", " — ", ": ")
                     for c in "#*")

# rooms and buildings of round 93's lexicon (the "<work> room" and the "<what> store" tested as round 201 tests them)
_LEXICON = re.compile(r"(?i)(?:" + round93._UNNUMBERED + r"|cupboard|closet|cage|pantry|larder|plant[ \t]?room)")
# events and amounts: what a number "at a place" is when it opens nothing ("meeting at the office - 1420, ...")
_NOT_PLACES = round201._words("""
    meeting lunch dinner breakfast supper brunch party match game practice rehearsal show concert training session
    appointment pickup pick-up dropoff drop-off delivery departure arrival kickoff kick-off start finish opening
    closing check-in checkin checkout check-out event service mass evensong talk lecture workshop tour visit
    cash money change tips donations sales revenue income profit spend spending takings float inventory footfall
    crowd audience traffic shelf shelves shelfmark rack pigeonhole drawer switchboard operator reception wifi
""")
_TIME = re.compile(r"(?:[01]\d|2[0-3])[0-5][05]")

# ---- the clauses rounds 93 / 201 / 206 do not read
_THINGS_PREP = r"(?:in|on|into|onto|under|behind|inside|above|below|beside|by|next[ \t]+to|at)"
_NOT_VERB = r"(?!(?:are|is|was|were|be|been|get|gets|go|goes|have|has|had|will|can|must|should)\b)"
# things put back with no verb, the clause ending after the place ("mics back in the flight case", "tins on the shelf")
_VERBLESS_KEPT = re.compile(
    r"(?i)(?:(?:the|your|our|all|any|my|spare|clean|dirty|wet|muddy|new|old)[ \t]+)?(?:[\w'’-]+[ \t]+){0,2}?"
    r"[\w'’-]+(?:s[ \t]+(?:(?:[a-z]+ed|hung|kept)[ \t]+)?(?:back[ \t]+)?|[ \t]+back[ \t]+)" + _THINGS_PREP +
    r"[ \t]+(?:the|a|your|our|its|each|every|their)[ \t]+(?:" + _NOT_VERB + r"[\w'’-]+[ \t]+){0,3}?" + _NOT_VERB +
    r"[\w'’-]+[ \t]*(?:[.,;!]|[ \t]-|$)")
# a state kept ("the drum kit stays mic'd", "the holds are sorted by colour")
_STATE_KEPT = re.compile(
    r"(?i)(?:the|your|our|all|any|my|its)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+[ \t]+"
    r"(?:(?:stays?|remains?|must[ \t]+(?:stay|remain)|should[ \t]+(?:stay|remain))[ \t]+[a-z]+(?:ed|['’]d)\b|"
    r"(?:stays?|remains?|must[ \t]+(?:stay|remain|be)|should[ \t]+(?:stay|remain|be)|are|is)[ \t]+"
    r"(?:(?:kept|left|always)[ \t]+)?"
    r"(?:sorted|arranged|ordered|labelled|labeled|stacked|filed|racked|coiled|hung|folded|locked|shut|closed|"
    r"plugged[ \t]+in|switched[ \t]+(?:on|off)|mic['’]d|miked|set[ \t]+up|covered|charged|unplugged)\b)")
# an instruction with a verb of handling round 93 does not list, or a quantifier before the thing ("close both doors")
_MORE_DO = (r"scoop|grab|fetch|weigh|measure|pour|stir|brush|hose|mop|dust|load|unload|carry|move|stow|hook|plug|"
            r"unplug|charge|coil|rack|shelve|bag|box|tuck|shake|dry|air|hoover|vacuum|scrub|polish|oil|sharpen|"
            r"cover|uncover|chain|padlock|untie|open|check|sort")
_MORE_INSTRUCTION = re.compile(
    r"(?i)(?:and[ \t]+|then[ \t]+|please[ \t]+)?(?:(?:" + _MORE_DO + r")[ \t]+(?:[\w'’-]+[ \t]+)?"
    r"(?:it|them|the|your|our|all|any|every|each|back|in|up|out|off|down|away|a|an|this|that|these|those)\b|"
    r"(?:" + round93._DO + r"|" + _MORE_DO + r")[ \t]+(?:both|all|each|every|either|any)[ \t]+(?:of[ \t]+the[ \t]+)?"
    r"[\w'’-]+)")
# plates or cards called "numbers", kept somewhere ("the numbers are in the tin", "the hymn board numbers are on ...")
_NUMBERS_KEPT = re.compile(
    r"(?i)(?:the|your|our|all|any|my|spare)[ \t]+(?P<w>(?:[\w'’-]+[ \t]+){0,2}?)numbers[ \t]+"
    r"(?:go|are|stay|live|sit|hang|are[ \t]+kept|are[ \t]+stored)[ \t]+(?:back[ \t]+)?" + _THINGS_PREP +
    r"[ \t]+(?:the|a|your|our|its)\b")


def _numbers_kept(a: str) -> re.Match[str] | None:
    m = _NUMBERS_KEPT.match(a)
    if m is None:
        return None
    words = m.group("w").split()
    if words and words[-1].lower() in round201._NUMBERED_THINGS:
        return None  # "the room numbers are on the doors": the rooms' numbers, the value may be one
    return m


def clause_ok(a: str) -> bool:
    """What follows the code tells what to do there (round 93's, round 201's or this round's readings) and names no
    floor, measure, amount or number (but plates called "numbers" kept somewhere)."""
    kept = _numbers_kept(a)
    if not (kept or round93._instruction(a) or round201._ACCESS.match(a) or _MORE_INSTRUCTION.match(a) or
            _VERBLESS_KEPT.match(a) or _STATE_KEPT.match(a)):
        return False
    return _vetoes_ok(a)


def _vetoes_ok(a: str) -> bool:
    kept = _numbers_kept(a)
    rest = a[kept.end():] if kept else a
    head = a[:kept.start("w")] + a[kept.end("w") + len("numbers"):kept.end()] if kept else ""
    return not (round93._NOT_A_CODE_AFTER.search(a[:60]) or round201._NUMBER_WORD.search(rest[:60]) or
                round201._NUMBER_WORD.search(head))


def _place_noun(head: str, last: str) -> bool:
    """A room or a building by its noun: round 93's lexicon, a "<work> room", a kept "<what> store"."""
    if head in ("room", "rooms"):
        return bool(last) and not round201._PEOPLE_ROOM.fullmatch(last)
    if head == "store":
        return bool(last) and not round93._STORE_NOT_KEPT.search(last)
    return bool(_LEXICON.fullmatch(head) or (last and _LEXICON.fullmatch(f"{last} {head}")))


def line_code(m: re.Match[str]) -> _Span:
    """The code in "<room at place> -> 4197, <what to do>" and its dash / colon / comma-place forms, a line's start."""
    if not ON:
        return None
    v, keypad = m.group("v"), m.group("k") is not None
    if not round206._value_ok(v):
        return None
    digits = v.strip("*#")
    if not keypad and v == digits and len(digits) == 4 and _TIME.fullmatch(digits):
        return None  # a time ("lunch at the pub - 1230, bring the kids")
    head, mods = round201._head(m), m.group("m").split()
    last = mods[-1].lower() if mods else ""
    if len(head) < 3 or any(c.isdigit() for c in head):
        return None  # "Gate B: 8169. ..."
    if any(round93._NOT_MODIFIER.match(w) for w in mods):
        return None  # "key to the shed - 4417, ..."
    if head in ("room", "rooms"):
        if not last or round201._PEOPLE_ROOM.fullmatch(last) or last in round201._NUMBERED_THINGS:
            return None  # "meeting room at the office -> 4102", "room at the hotel -> 4102"
    elif head in round201._NUMBERED_THINGS or last in round201._NUMBERED_THINGS:
        return None  # "studio at the hospital -> 4902", "bus stop at the depot: 4417", "score at the club - ..."
    elif head.endswith("room") and round201._PEOPLE_ROOM.fullmatch(head[:-4]):
        return None  # "classroom at the school: 2104"
    elif head == "store" and round93._STORE_NOT_KEPT.search(last or "the"):
        return None  # "corner store at the station - 4412": a shop
    if head in _NOT_PLACES or last in _NOT_PLACES or head in round201._CODED_THINGS:
        return None  # "meeting at the office - 1420", "cash in the till: 4197", "boiler in the cellar -> 1250"
    lexicon = _place_noun(head, last)
    if head.endswith("s") and not head.endswith("ss") and not lexicon:
        return None  # a plural head is a count: "visitors at the museum -> 4197, coats on the hooks"
    if not lexicon and mods and m.group("n")[0].isupper():
        return None  # a name: "Aunt Sally at home: 4417, put the cake in the tin"
    place = m.group("p") or m.group("cp")
    if not lexicon and (m.group("p") is None or (not mods and m.group("d") is None and not keypad)):
        return None  # any noun only with a place phrase (and, a bare noun, only with "on the keypad")
    if place and not lexicon and round201._ADDRESS.search(place):
        return None  # "bakery on Mill Street - 1402, ...": a building's street number (a room has none)
    if round93._NOT_A_CODE_BEFORE.search(m.string, m.end("n"), m.start("v")):
        return None  # "kit room, floor 2: 4417", "flat at ... - no. 4417"
    a = m.group("a")
    if a is None:
        return m.span("v") if keypad else None
    if not (clause_ok(a) if not keypad else _vetoes_ok(a)):
        return None
    return m.span("v")


def _wider(a: str) -> bool | None:
    """Round 206's hook: this round's clause while the switch is on (off: round 206's own test)."""
    return clause_ok(a) if ON else None


# round 206's rows ("opens with", "let yourself into", "for <the place> it's", a code asked for and answered) read what
# follows the value with this round's clause: their own finders and vetoes, no second scan
round206.WIDER_CLAUSE = _wider

ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", LINE_CODE, LINE_ANCHORS, line_code),
)
