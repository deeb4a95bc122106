"""Round 201 (issue 13): an entry code told with no label at a place no list names, read by the sentence's shape.
A leaf module: it imports only :mod:`.slots` and :mod:`.round93` (whose clause tests it shares); its rows are wired
in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator) after round 93's.

Round 93 reads "the <room> at the <place> is 5008, <what to do there>" with a lexicon of rooms and outbuildings; a
room no list holds (a fly floor, a crew room, a drying room, a "kit bay", a "rigging loft" ...) is missed until a
list grows. The shape alone (any noun as the subject's head) reaches those rooms, and guard93 measured it: the
same benign corpus rows (none) and eval strings (none), but numbered things told the same way ("the studio at the
hospital is 4902, ...", "the beach hut at the front is 212, ...") were taken. So this round reads the shape and
vetoes by a **stop-list of numbered things** instead of allowing by a list of rooms:

* :data:`ENTRY_SHAPE` - "the / my / our / your / their", up to three modifiers, **any noun**, a place phrase (a
  preposition and up to 60 characters: required - the place is what the code opens), "is", the value (4-8 digits,
  4-8 single digits joined by hyphens, a keypad's "#" after), a comma, then what to do there: round 93's instruction
  or kept-thing clause, or an access clause ("let yourself in", "the keypad is by the ...").
* :data:`CODE_SHAPE` - "<det> ... <any noun> [place phrase] is code <3-8 digits>" with any ending: "code" says the
  number opens something, unless the noun is one whose code is no secret - an error's, a status's, a discount's, a
  colour's, a product's, an area's (:data:`_CODED_THINGS`) - or a machine's (a pump "is code 503": its fault).

The stop-list (:data:`_NUMBERED_THINGS`) is derived from one general source: the English nouns that take a numeral
as their name or their measure - the "<noun> <numeral>" label ("room 12", "gate 4", "hymn 478", "flight 214",
"extension 5008", "page 481") and the "<noun> is <quantity>" measure ("the height is ...", "the price is ...", "the
score is ..."). They are written out by kind, not from any corpus: rooms of numbered buildings and ships (a room, a
ward, a bay, a bed, a cabin, a studio, a workshop, an office, a flat), numbered rows of outbuildings (a hut, a
chalet, a lodge, a garage, a plot, a pitch, a berth, a locker), seats (a seat, a pew, a table, a row, a box, a
stand), transport (a bus, a route, a train, a flight, a gate, a platform, a stop, a terminal), texts (a page, a
hymn, a psalm, a verse, a chapter, a track), lines (an extension, a phone, a line, a channel), identifiers (an
account, a member, an order, a ticket, a case, a serial, a model, a postcode, an address), time (a year, a date, a
time), measures and amounts (a height, a size, an area, a weight, a price, a fee, a count, a total, a score, a
reading), codes of machines (an error, a status, a port). A "<work> room" is no room people meet, live or sleep in:
a "<people> room" (:data:`_PEOPLE_ROOM`: meeting, dining, bed, class, consulting, waiting ...) is numbered.

Beside the stop-list (the twins in tests/test_guard_round201.py): a number that names the place - "number", "no.",
a floor, a room's number in the clause (round 93's ``_NOT_A_CODE_AFTER``) or before the value; a year without
"code"; a military time; a phone number (7-8 digits starting with 0); a subject that is not the place (a
preposition or a possessive right before it, a preposition among its modifiers); round 93's clause tests (no
visitor's direction, no clause that tells nothing to do). English only, as round 93 is: other languages tell a code
with its word ("Türcode", "portkoden"), which the code rows read.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from . import round93
from .slots import GatedFinder

_Span = tuple[int, int] | None

ENTRY_SHAPE_ON = True
"""Switch: the "<det> <any noun> <place phrase> is <digits>, <what to do>" row (off: it finds nothing)."""
CODE_SHAPE_ON = True
"""Switch: the "<det> <any noun> [place phrase] is code <digits>" row (off: it finds nothing)."""

_PREP = round93._PREP
_SUBJECT = (r"(?i)(?<![\w-])(?P<d>the|my|our|your|their)[ \t]+(?P<m>(?:[\w'’-]+[ \t]+){0,3}?)"
            r"(?P<n>[A-Za-z][\w'’-]*)")
_PLACE = r"(?P<p>[ \t]+(?:" + _PREP + r")[ \t]+[^\n,.;:!?]{1,60}?)"

ENTRY_SHAPE = GatedFinder(
    r"\bis [*#]?\d(?:\d\d\d|-\d-\d-\d)",
    re.compile(_SUBJECT + _PLACE + r"[ \t]+is (?P<v>[*#]?(?:\d{4,8}|\d(?:-\d){3,7})#?)[ \t]*,[ \t]+"
               r"(?P<a>[^\n]{4,160})"),
)
CODE_SHAPE = GatedFinder(
    r"\bis code \d",
    re.compile(_SUBJECT + _PLACE + r"?[ \t]+is code (?P<v>\d{3,8}|\d(?:-\d){3,7})(?![\w-]|[.,]\d)"),
)
# (one space after "is" and "code", as the anchors are written: the batch's prefilter and the row agree)
# (anchors: " is " opens rows on nearly every text; "is <a digit>" and "is code" only on a text that tells a number)
ENTRY_ANCHORS = (*(f"is {d}" for d in "0123456789"), "is *", "is #")
CODE_ANCHORS = ("is code",)



def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# nouns that take a numeral as their name or measure (the module's docstring: one general source, written by kind)
_NUMBERED_THINGS = _words("""
    room rooms ward wards bay bays bed beds cubicle cabin cabins berth berths suite suites flat flats apartment
    apartments unit units office offices desk desks studio studios workshop workshops lab labs laboratory classroom
    class theatre screen hall halls wing block blocks floor floors level levels storey corridor
    house houses home cottage bungalow condo villa hut huts chalet chalets lodge lodges caravan pitch pitches plot
    plots allotment lot stall stalls mooring moorings slip pontoon space spaces spot garage garages lock-up lockup
    locker lockers kiosk hangar shelter container box boxes
    seat seats pew pews table tables row rows stand stands tier section aisle
    bus buses coach coaches train trains tram trams route routes line lines service services flight flights platform
    platforms stop stops gate gates terminal carriage car cars deck lane exit junction taxi cab ferry ship boat
    vessel van truck lorry vehicle plane aircraft registration reg plate trip run
    page pages hymn hymns psalm psalms verse verses chapter chapters paragraph clause article item items question
    questions exercise slide figure form file folder volume edition episode track song catalogue lesson module
    extension ext phone telephone mobile landline helpline hotline fax tel channel frequency radio
    number numbers no id account member membership customer client patient student staff employee badge card ticket
    tickets booking reservation order invoice receipt case claim policy serial model part product sku batch barcode
    tag label licence license permit passport postcode zip address street road avenue
    year years date time deadline birthday age century decade season term
    height length width depth size area weight distance altitude elevation capacity volume temperature speed pressure
    mileage reading readings meter total sum count tally amount balance budget price prices cost costs fee fees rent
    fare charge bill rate salary wage score scores result results record attendance population headcount turnout
    takings float stock target limit quota bid estimate quote value figure percentage
    error errors fault status alarm warning alert response port
    grade mark marks points rank rating ranking handicap round lap heat bib jersey shirt raffle prize winner
    shop shops supermarket restaurant cafe café pub bar hotel motel inn bank pharmacy surgery salon
    password pin code passcode combination
""")
# (the last line: a code's own label - "the code at the vestry is ..." - is read by the labelled rows, not by shape)
# a "<people> room", numbered in its building (a "<work> room" is kept: a drying room, a kit room)
_PEOPLE_ROOM = re.compile(
    r"(?i)(?:meeting|dining|living|sitting|drawing|bed|guest|hotel|spare|class|seminar|lecture|tutorial|conference|"
    r"board|committee|interview|consulting|consultation|treatment|exam|examination|waiting|reading|study|family|"
    r"common|function|party|hospital|patient|single|double|twin|standard|deluxe|private|breakout|training|"
    r"teaching|practice|rehearsal|recovery|delivery|operating|therapy|counselling|games|en-suite|board|bath|"
    r"next|same|other|back|front|end|top|first|second|third|last|big|small|little|large|main|new|old)")
# nouns whose "code" is no secret: an error's or a status's, a discount's, a colour's, a product's, a place's, a
# course's, a diagnosis's, a machine's (its fault)
_CODED_THINGS = _words("""
    error errors fault faults status response exit return warning alarm alert reason message event problem issue
    result outcome answer
    discount voucher coupon promo promotion offer deal sale
    colour color paint shade dye thread yarn ink finish
    product item part article model sku tax tariff category type kind style size variant
    area country region zip post postal dialling dialing sort airport station currency language
    course module unit subject class programme program
    diagnosis condition procedure
    pump boiler printer machine engine car van dishwasher washer fridge freezer router modem display screen panel
    meter sensor device heater heating inverter controller logger camera phone laptop computer
    scanner till register oven hob cooker
""")
# a clause that tells a machine's fault ("..., reset it and call the engineer")
_FAULT_CLAUSE = re.compile(r"(?i)\b(?:reset|restart|reboot|power[ \t]+cycle|fault|error|engineer|manual|means|"
                           r"flashing|showing|displays?|refers?|see[ \t]+page)\b")
# where the code is used: "let yourself in", "the keypad is by the door"
_ACCESS = re.compile(
    r"(?i)(?:(?:and|then|just)[ \t]+)?(?:let[ \t]+yourself[ \t]+in|let[ \t]+yourselves[ \t]+in|"
    r"(?:the[ \t]+)?(?:keypad|key[ \t]?pad|key[ \t]?safe|lock[ \t]?box|padlock|code[ \t]+lock|combination[ \t]+lock)"
    r"[ \t]+(?:is|sits|hangs)[ \t]+(?:by|on|beside|behind|under|inside|left|right|next)|"
    r"(?:it|that)[ \t]+(?:opens|unlocks|works)[ \t]+(?:the|on|for|after|out)|press[ \t]+(?:#|hash|enter|the))")
_ADDRESS = re.compile(r"(?i)\b(?:street|st|road|rd|avenue|ave|lane|ln|drive|boulevard|blvd|highway|hwy|"
                      r"parkway|terrace|crescent|close|place|square|court|way)\b")
# a list that gives things codes: a catalogue, a menu, a price list, a website, a form
_LISTED = re.compile(r"(?i)\b(?:catalogue|catalog|menu|price[ \t]?list|list|brochure|website|web[ \t]?shop|app|"
                     r"form|spreadsheet|chart|database|system|invoice|order|manual|guide)s?\b")
_NUMBER_WORD = re.compile(r"(?i)\b(?:number|no\.|nr\.?|num|#\d)")
_PAST_YEAR = re.compile(r"19[5-9]\d|20\d\d")


def _subject(m: re.Match[str]) -> bool:
    """Whether the subject is the place itself: no preposition among its modifiers ("the key to the vestry"), none
    or a possessive right before it ("the count at the bird hide is ..."), its head no numbered thing."""
    if any(round93._NOT_MODIFIER.match(w) for w in m.group("m").split()):
        return False
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    return not round93._BEFORE.search(text, max(line_start, m.start() - 40), m.start())


def _head(m: re.Match[str]) -> str:
    return m.group("n").lower().replace("’", "'").removesuffix("'s").removesuffix("'")


def entry_shape(m: re.Match[str], clause_ok: Callable[[str], bool] | None = None) -> _Span:
    """The code in "<det> <noun> <place> is <digits>, <what to do there>", the noun no numbered thing. ``clause_ok``
    (round 212's wider clause) replaces the test of what follows and its number vetoes."""
    if not ENTRY_SHAPE_ON or not _subject(m):
        return None
    head, mods, v = _head(m), m.group("m").split(), m.group("v")
    last = mods[-1].lower() if mods else ""
    if head in ("room", "rooms"):
        if not last or _PEOPLE_ROOM.fullmatch(last) or last in _NUMBERED_THINGS:
            return None  # "the meeting room at the office is 4102": a room people meet in is numbered
    elif head in _NUMBERED_THINGS or last in _NUMBERED_THINGS:
        return None  # "the studio at the hospital is 4902", "the beach hut at the front is 2120", "the bus stop ..."
    elif head == "store" and round93._STORE_NOT_KEPT.search(last or "the"):
        return None  # "the corner store at the station is 4412": a shop (a "feed store" is kept)
    elif head.endswith("room") and _PEOPLE_ROOM.fullmatch(head[:-4]):
        return None  # "the classroom at the school is 2104" (one word)
    if _ADDRESS.search(m.group("p")):
        return None  # "the bakery on Mill Street is 1402, ...": a building's number in its street
    a = m.group("a")
    if clause_ok is not None:
        if not clause_ok(a):
            return None
    elif not (round93._instruction(a) or _ACCESS.match(a)):
        return None  # "..., the request show starts at seven", "..., turn left at the lifts"
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    if round93._NOT_A_CODE_BEFORE.search(text, max(line_start, m.start() - 30), m.start("n")) or \
            round93._NOT_A_CODE_BEFORE.search(text, m.end("n"), m.start("v")):
        return None  # "the room number at the ...", "the floor of the ..."
    if clause_ok is None and (round93._NOT_A_CODE_AFTER.search(a[:60]) or _NUMBER_WORD.search(a[:60])):
        return None  # "..., second floor", "..., the number on the door"
    digits = v.strip("*#").replace("-", "")
    if len(digits) == 4 and "-" not in v and _PAST_YEAR.fullmatch(digits) and \
            int(digits) <= datetime.date.today().year + 1:
        return None  # a year ("the chapel at the ford is 1987, ...")
    if len(digits) == 4 and digits[0] == "0" and digits[2:] in ("00", "15", "30", "45"):
        return None  # a military time
    if len(digits) >= 6 and digits[0] == "0":
        return None  # a phone number ("the surgery at the square is 0123456, leave a message")
    return m.span("v")


def code_shape(m: re.Match[str]) -> _Span:
    """The code in "<det> <noun> [<place>] is code <digits>", the noun no thing whose code is no secret."""
    if not CODE_SHAPE_ON or not _subject(m):
        return None
    head, mods = _head(m), m.group("m").split()
    if head in _CODED_THINGS or head.rstrip("s") in _CODED_THINGS or \
            any(w.lower() in _CODED_THINGS for w in mods[-1:]):
        return None  # "the error at the sluice hut is code 500", "the paint on the tin is code 0451"
    if m.group("p") and _LISTED.search(m.group("p")):
        return None  # "the linen shirt in the catalogue is code 44120": an item's code in a list
    if head in ("code", "postcode", "number", "no", "id", "ref", "reference"):
        return None  # "the post code of ... is code ...": a label's own word, read by the labelled rows
    text = m.string
    line_start = text.rfind("\n", 0, m.start()) + 1
    if round93._NOT_A_CODE_BEFORE.search(text, max(line_start, m.start() - 30), m.start("n")) or \
            round93._NOT_A_CODE_BEFORE.search(text, m.end("n"), m.start("v")):
        return None
    line_end = text.find("\n", m.end())
    after = text[m.end():line_end if line_end >= 0 else len(text)][:80]
    if _FAULT_CLAUSE.search(after):
        return None  # "the pump in the sluice hut is code 503, reset it and call the warden"
    if round93._NOT_A_CODE_AFTER.search(after[:40]):
        return None  # "... is code 2024, 12 metres high"
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", ENTRY_SHAPE, ENTRY_ANCHORS, entry_shape),
    ("password", CODE_SHAPE, CODE_ANCHORS, code_shape),
)
