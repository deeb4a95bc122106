"""Round 93 (issue 13): an entry code told with no label, as what a room or an outbuilding "is", then what to do there.
A leaf module: it imports only :mod:`.slots`; its row is wired in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder,
anchors, validator).

The place readings of rounds 47-76 know a locked thing by its noun (a door, a gate, a locker, a shed, a cupboard, a
store, a room named for its work). A code is told the same way of the rooms and buildings people share a keypad for
that no such list names: "the sacristy at the abbey is 7310, the candles are in the left cupboard", "the boat shed on
the lake is code 4427, hang the oars back on the wall", "the wildlife hide by the marsh is 3-9-1-6, shut the flaps
when you go". The reading:

* **the subject**: "the" / "my" / "our" / "your" / "their", up to three words, then a room or a building's noun from a
  lexicon drawn from the kinds of shared place (:data:`_UNNUMBERED`, :data:`_NUMBERED`, :data:`_ROOM_NUMBERED`): a
  church's rooms (vestry, sacristy, crypt, belfry, undercroft), a science or a workplace's rooms (a dome, an
  observatory, a darkroom, a workshop, a studio), outbuildings of a farm, a garden or a club (a barn, a stable, a
  byre, a granary, a greenhouse, a polytunnel, a summerhouse, an outhouse, a woodshed, a pavilion, a clubhouse, a
  boathouse, a shed, a hay loft, a garden office, a clubroom), structures of railways, waterways, coasts and reserves
  (a signal box, a pump house, a gatehouse, a hut, a lighthouse, a windmill, a water tower, a lifeboat station, a bird
  hide, a bothy, a kiosk), a building site's cabin or office, kept rooms (a cellar, a vault, a
  strongroom, a loft, an annexe, a "<kind> store" or a "<work> room"). The noun is the subject's head: the words
  before it are no preposition ("the key to the vestry"), and no preposition stands right before the subject ("the
  count at the bird hide is 312": the count's).
* an optional place phrase ("at the chapel", "on the physics roof", "by the marsh"), "is", an optional "code";
* **the value**: 3-6 digits, or 4-6 single digits joined by hyphens ("3-9-1-6"), closing the clause with a comma;
* **then what to do there**: an instruction (close / shut / lock / write / sign / put / hang / leave / return ... it,
  the ..., back) or where things are kept ("the hymn books are in the left cupboard", "the oars go back on the rack"),
  after at most one short aside (", as on the sign, shut the flaps ...").

Not (the twins in tests/test_guard_round93.py): a number with a unit or letters glued to it ("is 1890s brick", "is
12 metres"), a year 1950 to next year without "code" ("the boathouse is 1987, ..."), a time the military way, a room
that is numbered (a hut, a chalet, a lodge, a garage, a kiosk: a code only with "code" or four digits or more; a
workshop, a studio, a cabin, rooms of a numbered building or a ship: only with "code"; an office or a room people
meet, live or sleep in: never), a number whose clause tells a floor, an age, hours, a price or a size, a clause
that is no instruction ("the nave is older", "the show starts at seven", "the fees go up in May"), a visitor's
direction ("look at the screen", "turn left at the lifts"), a subject that is not the place ("the bus at the stop is
42", "the score at the pavilion is 245", "the hymn at the chapel is 478"). The older place readings are English only
for this form (other languages tell a code with its word: "portkoden", "Türcode"), and so is this one.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# rooms and buildings that carry no number of their own (a code is the only number they "are")
_UNNUMBERED = (
    # a church's or a chapel's rooms
    r"vestry|vestries|sacristy|crypt|belfry|undercroft|organ[ \t]+loft|choir[ \t]+loft|"
    r"(?:bell|ringing|ringers['’]?)[ \t]+chamber|(?:bell|clock|church|water)[ \t]?tower|steeple|"
    # science, a workplace's kept rooms
    r"(?:telescope[ \t]+)?dome|observatory|dark[ \t]?room|clean[ \t]?room|strong[ \t]?room|vault|cellar|loft|attic|"
    r"annexe?|plant[ \t]+house|boiler[ \t]+house|engine[ \t]+house|pump[ \t]?house|pumping[ \t]+station|"
    r"ice[ \t]?house|gate[ \t]?house|bunk[ \t]?house|substation|"
    # outbuildings of a farm, a garden, a club
    r"barn|stables?|byre|granary|dairy|greenhouse|glasshouse|polytunnel|summer[ \t]?house|outhouse|wood[ \t]?shed|"
    r"coal[ \t]?house|potting[ \t]+shed|sheds?|hay[ \t]?loft|pavilion|club[ \t]?house|boat[ \t]?house|boat[ \t]?shed|"
    r"tack[ \t]+room|feed[ \t]+room|garden[ \t]+(?:office|studio|room)|"
    r"(?:club|mail|post|green|mess|boot|sluice)room|"
    # a theatre's backstage (guard96): where the flown scenery is worked and kept
    r"fly[ \t]+(?:floor|gallery|tower)|scene[ \t]+dock|"
    # railways, waterways, coasts, reserves, the hills
    r"signal[ \t]+(?:box|cabin)|light[ \t]?house|wind[ \t]?mill|water[ \t]?mill|lifeboat[ \t]+station|"
    r"(?:bird|wildlife|birdwatching|photography|wetland|reed|observation)[ \t]+hide|bothy|refuge|"
    # a building site's or a works' portable rooms
    r"(?:site|welfare|portable)[ \t]+(?:cabin|hut|office)|porta-?cabin|portakabin|"
    # a store named by what it keeps, a room named by the work done in it
    r"(?P<store>[\w-]+)[ \t]+store|storeroom|stockroom|(?P<room>[\w-]+)[ \t]+room"
)
# outbuildings that are often numbered in a row ("beach hut 212", "chalet 27", "garage 116"): four digits or more
_NUMBERED = r"hut|chalet|lodge|garage|lock-?up|kiosk|hangar|shelter|container"
# rooms inside a numbered building or a ship ("workshop 2105", "studio 1204", "cabin 8214"): a code only with "code"
_ROOM_NUMBERED = r"cabin|workshop|studio"

_PREP = r"in|at|on|by|of|behind|beside|near|under|above|below|inside|outside|off|along|across|past|next[ \t]+to"

ENTRY_CODE = GatedFinder(
    r"\bis[ \t]+(?:code[ \t]+)?\d(?:\d\d|-\d-\d-\d)",
    re.compile(
        r"(?i)(?<![\w-])(?P<d>the|my|our|your|their)[ \t]+(?P<m>(?:[\w'’-]+[ \t]+){0,3}?)"
        r"(?P<n>" + _UNNUMBERED + r"|(?P<num>" + _NUMBERED + r")|(?P<rn>" + _ROOM_NUMBERED + r"))"
        r"(?P<p>[ \t]+(?:" + _PREP + r")[ \t]+[^\n,.;:!?]{1,60}?)?"
        r"[ \t]+is[ \t]+(?P<c>code[ \t]+)?(?P<v>\d{3,6}|\d(?:-\d){3,5})[ \t]*,[ \t]+(?P<a>[^\n]{4,160})"
    ),
)
ENTRY_CODE_ANCHORS = (
    "vestr", "sacristy", "crypt", "belfry", "undercroft", "loft", "chamber", "dome", "observatory", "room", "vault",
    "cellar", "attic", "annex", "house", "station", "barn", "stable", "byre", "granary", "dairy", "polytunnel", "shed",
    "pavilion", "signal", "hide", "bothy", "refuge", "store", "tower", "steeple", "mill", "office", "hut", "cabin",
    "chalet", "lodge", "garage", "lock", "workshop", "studio", "kiosk", "hangar", "shelter", "container", "fly",
    "dock",
)

# a word that is no modifier of the place: a preposition, a verb, a conjunction ("the key to the vestry")
_NOT_MODIFIER = re.compile(
    r"(?i)(?:" + _PREP + r"|to|for|from|with|into|onto|is|was|are|were|be|and|or|but|if|when|that|which|who|"
    r"as|than|then|so|the|a|an)$")
_BEFORE = re.compile(r"(?i)(?:\b(?:" + _PREP + r"|to|for|from|with|into|onto|about|of)[ \t]+|['’]s[ \t]+)$")

# a room named for its work or its keeping, not one people meet, live, sleep or wait in (those are numbered)
_WORK_ROOM = re.compile(r"(?i)(?:scann|sort|pack|print|copy|cutt|stor|fil|post|mail|prep|wash|laundr|stock|pott|"
                        r"sew|mend|bak|brew|tool|kit|equipment|plant|boiler|server|comms|records?|archiv|cold|"
                        r"dark|clean|strong|tack|feed|kiln|pump|switch|plant|meter|bin|cleaner|props?|costume|"
                        r"robing|choir|bell|ringing|vesting|organ|sound|control|projection|radio|recording|mess|green|boot|"
                        r"drying|sluice|club|lifeboat|panic|safe|crew)")
_STORE_NOT_KEPT = re.compile(r"(?i)(?:the|a|an|this|that|our|my|your|their|corner|village|grocery|general|"
                             r"convenience|charity|hardware|DIY|department|book|shoe|toy|phone|app|online|farm)$")

# what to do there: an instruction (a verb of using, closing or keeping the place) ...
_DO = (r"close|shut|lock|unlock|latch|bolt|secure|write|sign|log|record|put|pop|place|hang|stack|fold|leave|return|tie|"
       r"bring|take|keep|store|empty|wipe|tidy|clean|sweep|clear|fill|refill|top|switch|label|replace|restock|"
       r"count|feed|water|rinse|use|mind|wear|collect|drop|push|pull|lift|enter|punch|key|type|set|arm|disarm|"
       r"turn[ \t]+(?:off|on|out|the)|make[ \t]+sure|remember[ \t]+to|be[ \t]+sure|do[ \t]+not|don['’]t|never|"
       r"always|please|just")
_INSTRUCTION = re.compile(
    r"(?i)(?:and[ \t]+|then[ \t]+)?(?:" + _DO + r")[ \t]+(?:[\w'’-]+[ \t]+)?"
    r"(?:it|them|the|your|our|all|any|every|everything|each|back|in|up|out|off|down|away|a|an|this|that|these|"
    r"those|before|after|when|if|on|behind|yourself|to|once)\b")
# ... or where the things kept there go
_KEPT = re.compile(
    r"(?i)(?:the|your|our|all|any|my|spare|clean|dirty|wet|new|old)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+[ \t]+"
    r"(?:go|goes|are|is|stay|stays|live|lives|belong|belongs|sit|sits|hang|hangs|get[ \t]+put|must[ \t]+go|"
    r"should[ \t]+go|need[ \t]+to[ \t]+go|(?:are|is)[ \t]+(?:kept|stored|pinned|posted|taped|stuck|hung|left))"
    r"(?:[ \t]+back)?[ \t]+(?:in|on|into|onto|under|behind|inside|above|below|beside|by|next[ \t]+to|at)[ \t]+"
    r"(?:the|a|an|your|our|their|its|this|that|each|every|top|bottom|back|front|left|right|one|two|[\w-]+['’]s)\b")
# ... or the same told with no verb, asked with "please" ("wet boots on the bottom rack please", guard96)
_KEPT_PLEASE = re.compile(
    r"(?i)(?:(?:the|your|our|all|any|my|spare|clean|dirty|wet|muddy|new|old)[ \t]+)?(?:[\w'’-]+[ \t]+){0,2}?"
    r"[\w'’-]+s[ \t]+(?:back[ \t]+)?(?:in|on|into|onto|under|behind|inside|above|below|beside|by|next[ \t]+to)[ \t]+"
    r"(?:the|a|your|our|its|each|every)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+[ \t]*,?[ \t]+please\b")
# (a visitor's direction is none of these: "look at ...", "turn left ...", "book the tours ...")
# one short aside before the instruction: ", as on the sign, ..."
_ASIDE = re.compile(r"[^,\n]{1,30},[ \t]+")
_NOT_A_CODE_BEFORE = re.compile(
    r"(?i)[$€£¥%°#№]|\b(?:number|no|nr|postcode|zip|phone|ext|extension|tel|flat|apartment|suite|floor|level|"
    r"storey|built|since|dates?|years?|century|capacity|seats?|pew|page|hymn|bus|platform|score|price|rent|"
    r"fee|fees)\b")
_NOT_A_CODE_AFTER = re.compile(
    r"(?i)[$€£¥%°]|\b(?:floors?|storey|lifts?|stairs|built|since|opened|years?|older|newer|century|hours|am|pm|"
    r"members?|people|seats?|capacity|metres?|meters|feet|ft|miles?|km|sq|square|acres?|hectares?|kg|tonnes?|"
    r"per|visitors?[ \t]+a|a[ \t]+year|a[ \t]+month|a[ \t]+week|a[ \t]+night|price|costs?|fees?|rent|"
    r"postcode|zip|extension|ext|room[ \t]+\d|no\.?[ \t]*\d)\b")
_PAST_YEAR = re.compile(r"19[5-9]\d|20\d\d")

KEPT_PLEASE = True
"""guard96's switch: a verbless "<things> on the <place> please" as what to do there (off: round 93's clauses only)."""


def _instruction(a: str) -> bool:
    """Whether the clause ``a`` tells what to do at the place, or where its things go, after at most one aside."""
    if _INSTRUCTION.match(a) or _KEPT.match(a) or (KEPT_PLEASE and _KEPT_PLEASE.match(a)):
        return True
    aside = _ASIDE.match(a)  # ", as on the sign, shut the flaps ..."
    return aside is not None and bool(_INSTRUCTION.match(a, aside.end()) or _KEPT.match(a, aside.end()))


def entry_code(m: re.Match[str]) -> _Span:
    text, v, coded = m.string, m.group("v"), m.group("c") is not None
    if any(_NOT_MODIFIER.match(w) for w in m.group("m").split()):
        return None  # "the key to the vestry is ...": the key's
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _BEFORE.search(text, max(line_start, m.start() - 40), m.start()):
        return None  # "the count at the bird hide is 312": the count's, the place is its place
    room, store = m.group("room"), m.group("store")
    if room is not None and not _WORK_ROOM.match(room):
        return None  # a room people meet, live or sleep in is numbered: "the meeting room is 2104"
    if store is not None and _STORE_NOT_KEPT.search(store):
        return None  # "the corner store is 4412": a shop
    digits = v.replace("-", "")
    if m.group("rn") is not None and not coded:
        return None  # a room in a numbered building or a ship: "the workshop at the university is 2105"
    if (m.group("num") is not None or room is not None) and not coded and "-" not in v and len(digits) < 4:
        return None  # a numbered hut, cabin or workshop: "the beach hut at the front is 212"
    if not _instruction(m.group("a")):
        return None  # "..., the nave is older", "..., the show starts at seven", "..., turn left at the lifts"
    if _NOT_A_CODE_BEFORE.search(text, max(line_start, m.start() - 30), m.start("n")) or _NOT_A_CODE_BEFORE.search(
            text, m.end("n"), m.start("v")):
        return None  # "the room number at the vestry is ...", "the floor of the barn is ..."
    if _NOT_A_CODE_AFTER.search(m.group("a")[:60]):
        return None  # "..., second floor", "..., 150 years old", "..., the fee is per night"
    if not coded and len(v) == 4 and _PAST_YEAR.fullmatch(v) and int(v) <= datetime.date.today().year + 1:
        return None  # a year ("the boathouse at the club is 1987, ...": rounds 38, 47, 64, 76)
    if len(v) == 4 and v[0] == "0" and v[2:] in ("00", "15", "30", "45"):
        return None  # a time told the military way ("the pavilion is 0800, ...")
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", ENTRY_CODE, ENTRY_CODE_ANCHORS, entry_code),
)
