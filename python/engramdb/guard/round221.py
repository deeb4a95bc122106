"""Round 221 (issue 13): an entry code read by its parts, not its word order - a code, a kept place or a lock, and a
cue of access, anywhere on one line. A leaf module: it imports only :mod:`.slots`, :mod:`.round93`, :mod:`.round201`,
:mod:`.round206` and :mod:`.round212` (whose lexicon, stop-list, value and clause tests it shares); its row is wired
in ``secrets._DETECTORS`` (:data:`ROWS`) after round 213's.

Rounds 93 / 201 / 206 / 212 each read one order of the parts ("the <place> is <code>, <what to do>", "<place> ->
<code>, ..."). A note tells the same code in other orders: the code first ("4417 gets you into the loft at the
club", "4417 - boot room, the scout hut. Boots back on the rack."), a lock's setting ("the padlock on the bothy's
wood store is set to 417"), a keypad sequence ("press B, then 417, then turn the knob"), a place "on" a code ("the
kit store at the hall is on code 4417 this month"), an "=" ("sailing club kit room = 4417 (lock it after)").

The reading (:func:`entry_code`), on the value's line:

* **the value**: 3-8 digits standing alone (no decimal, no unit, no sign of money or degree glued to it), not a
  year, a military time or a phone number (round 206's test), not a time after "at / from / until / by".
* **not a numbered thing**: the word just before the value is a cue word, a link ("is", "to", "on", "then", "=",
  a dash, a colon, a comma) or the line's start - never a noun ("room 4102", "hymn 432", "route 130"); the word just
  after is a link, a cue or punctuation - never a noun ("120 seats", "8052 metres"); round 93's words of number,
  floor, measure, money and date around it veto.
* **a place or a lock** on the line: round 93's lexicon of kept rooms, a "<work> room" (not a "<people> room"), a
  lock's noun (padlock, combination, keypad, door, gate), a kept room of a club, hall or museum (armoury, bandroom,
  booth, store, hut, loft, cage, locker room), or "the <noun> at / in / behind the <place>" whose noun is not of round
  201's stop-list.
* **a cue of access**: a strong one anywhere on the line ("gets you in(to)", "opens to / with", "set to", "let
  yourself in", "scramble / spin the dials", "press <letter>", "turn the knob", "key in", "code", "combination",
  "keypad"); or a weak link at the value ("is", "is on", "=", a dash, a colon, a comma) with what to do there after
  it (round 212's :func:`~.round212.clause_ok`) in one of the line's clauses.
* **vetoed**: a phone menu or call (call / ring / dial / extension / option / menu / helpline), a price or a score
  on the line; and (session 50, :data:`NARROW`) a value of one digit repeated or counted up or down, a value said to
  be a default / factory setting / example / test / demo near it, a 3-digit value with only a weak link (a room's
  or a flat's number), a numbered subject's value whatever place it is at, and after "<place> is <value>" a verbless
  clause unless it puts things "back" or says "please" (round 93's own rule).

English only, as the older rounds are.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from . import round93, round201, round206, round212
from .slots import GatedFinder

_Span = tuple[int, int] | None

# On by default since session 50 (guard224). Session 49 (the lead) had shipped it off: on the merged head the reading
# refused nine of the older rounds' benign twins (a default or test code - "the shed code is 1111, the default", "punch
# 1234 on the keypad to test it" - a room's number after "is" - "the drying room at the hostel is 212, wet coats on the
# top rail please" - a meeting room "in the annex", a verbless clause after "is" with no "please"; tests of rounds 48,
# 50, 54, 56, 76 and 96), which no corpus measure held. The narrowings behind :data:`NARROW` pass them all and keep
# blind56 at 1,374 / 1,390 (1,271 with the row off).
ON = True
"""Switch: round 221's row (off: it finds nothing)."""
NARROW = True
"""Switch: session 50's narrowings (guard224) - a code counted up or of one digit, one said to be a default, a factory
setting, an example or a test, a 3-digit value with only a weak link (a room's number), a value after a numbered
subject whose place is only where it is ("the meeting room in the annex is 2104") and, after "<place> is <value>", a
verbless clause that puts nothing back and says no "please" are not read."""

VALUE = GatedFinder(
    r"\d\d\d",
    re.compile(r"(?<![\w.,/#$£€¥+@&'’-])(?P<v>\d{3,8})(?![\w%°£$€@&/-]|[.,:]\d)"),
)
ANCHORS = ("###",)

# a kept place or a lock on the line
_PLACE = re.compile(
    r"(?i)\b(?:" + round93._UNNUMBERED + r"|"
    r"armou?ry|band[ \t]?room|booth|hut|huts|cage|padlock|combination[ \t]+lock|code[ \t]+lock|keypad|key[ \t]?safe|"
    r"lock[ \t]?box|loft|compound|strongbox|gun[ \t]+cabinet|locker[ \t]+room|changing[ \t]+room|"
    r"press[ \t]+[A-Z*#],[ \t]+then)\b")
# "the <noun> at / in / behind the <place>" - any noun the stop-list does not hold
_AT_PLACE = re.compile(
    r"(?i)\bthe[ \t]+(?:[\w'’-]+[ \t]+){0,2}?(?P<n>[a-z][\w'’-]+)(?:[ \t]+(?:upstairs|downstairs|inside|outside|"
    r"round[ \t]+the[ \t]+back|out[ \t]+the[ \t]+back))?[ \t]+(?:at|in|behind|beside|under|of)[ \t]+the[ \t]+\w")
_DETERMINERS = round201._words("my your our their his her its the a an this that one whose which")
_ROOM = re.compile(r"(?i)\b(?P<m>[\w'’-]+)[ \t]+room\b")

_STRONG = re.compile(
    r"(?i)\b(?:gets?[ \t]+(?:you|people|us|them)[ \t]+(?:in|into|through)|opens?[ \t]+(?:to|with|on)|"
    r"(?:is|are|was)[ \t]+set[ \t]+to|set[ \t]+to[ \t]+\d|let[ \t]+(?:yourself|yourselves|us|them)[ \t]+in|"
    r"(?:scramble|spin|turn|roll)[ \t]+(?:the|all|both)[ \t]+(?:dials|wheels|numbers)|"
    r"press[ \t]+(?:[A-Z*#]|hash|star)\b|turn[ \t]+the[ \t]+(?:knob|handle|dial|key)|key[ \t]+in|punch[ \t]+in|"
    r"code['’]?s?\b|combination|combo|keypad|key[ \t]?pad|unlocks?)")
# a weak link just before the value ("is", "is on", "=", a dash, a colon, a comma) or just after (the value first)
_WEAK_BEFORE = re.compile(r"(?i)(?:\b(?:is|it['’]s|'s)(?:[ \t]+on)?|[=:,]|[ \t][-–—])[ \t]*$")
_WEAK_AFTER = re.compile(r"[ \t]*(?:[=:]|[-–—])[ \t]")
# the word just before the value: a link or a cue (anything else is a noun numbering it)
_BEFORE_OK = round201._words("""
    is are was to on into then with be it's its use try enter press punch type key code combination combo pin
    keypad lock padlock unlock unlocks opens open gets set
""")
# the word just after: a link or a cue (anything else is a count's or a measure's noun)
_AFTER_OK = round201._words("""
    then and or to for this that on at in is gets get opens open unlocks lets let works will should
    now these days as until till from
""")
# a line's lead before the value ("PPS 4417 gets you in ...", "NB: ...")
_LEAD = re.compile(r"(?i)[ \t>*•☐-]*(?:p+s|nb|fyi)[.:]?[ \t]*")
# a place "on" a code for a while ("the kit store is on 4417 this month")
_ON_FOR = re.compile(r"(?i)[ \t]+(?:this|for[ \t]+the|until[ \t]+the[ \t]+end[ \t]+of[ \t]+the)[ \t]+"
                     r"(?:week|month|term|season|summer|winter)\b")
_IS_LINK = re.compile(r"(?i)\b(?:is|it['’]s)(?:[ \t]+on)?[ \t]*$")
_IS_ON = re.compile(r"(?i)\bis[ \t]+on[ \t]*$")
# a subject the value counts or numbers (a code's own label is read by the labelled rows)
_COUNTED = (round201._NUMBERED_THINGS | round201._CODED_THINGS) - round201._words(
    "password pin code passcode combination")
_LINK_END = re.compile(r"[ \t]*(?:[=:]|[ \t][-–—]|\b(?:is|was|were|are)(?:[ \t]+on)?)[ \t]*$")
_PREPOSITION = re.compile(r"at|in|on|of|by|behind|for|from|to|near|inside|outside|under|beside")
_TIME_BEFORE = re.compile(r"(?i)\b(?:at|from|until|till|by|before|after|around|about|since)[ \t]+$")
_VETO_LINE = re.compile(
    r"(?i)[$£€¥]|\b(?:call|calls|calling|ring|dial|phone|extension|ext|option|menu|helpline|hotline|switchboard|"
    r"tel|fax|price|prices|costs?|paid|pay|score|scored|won|beat|lost|quid|pounds|euros|dollars)\b")
_CLAUSES = re.compile(r"[,;.()!]|[ \t][-–—][ \t]")
# a code said to be nobody's ("the shed code is 1111, the default", "punch 1234 on the keypad to test it"): a default, a
# factory setting, an example, a test, a dummy - in the 40 characters before the value or in its clause and the next
# ("test" as a purpose or a noun: "to test it", "the test code"; not "test the hose before you go")
_SAID_NOT_KEPT = re.compile(
    r"(?i)\b(?:default|defaults|factory|example|examples|e\.g|sample|dummy|fake|placeholder|testing|demo|pretend|"
    r"made[ \t-]up|not[ \t]+(?:the[ \t]+)?real|(?:to|for|a|the)[ \t]+test|tests?[ \t]+(?:code|pin|number|one))\b")
_COUNTED_RUNS = ("0123456789", "9876543210")
_CLAUSES_KEPT = re.compile(r"([,;.()!]|[ \t][-–—][ \t])")  # split keeping the marks: [own clause, mark, next, mark]


def _line(text: str, start: int, end: int) -> tuple[int, int]:
    lo = text.rfind("\n", max(0, start - 300), start) + 1
    hi = text.find("\n", end, end + 300)
    return (lo or max(0, start - 300), hi if hi >= 0 else min(len(text), end + 300))


def _place(line: str, at: int | None = None) -> bool:
    """A kept place or a lock on ``line``; "the <noun> at the <place>" only before ``at`` (the value), not in what to
    do there ("put the cake in the tin")."""
    for m in _PLACE.finditer(line):
        room, store = m.group("room"), m.group("store")
        if room is not None and (round201._PEOPLE_ROOM.fullmatch(room) or room.lower() in round201._NUMBERED_THINGS
                                 or room.lower() in _DETERMINERS):
            continue  # "the meeting room at the office", "my room at the hotel"
        if store is not None and round93._STORE_NOT_KEPT.search(store):
            continue  # "the corner store": a shop
        return True
    for m in _ROOM.finditer(line):
        mod = m.group("m").lower()
        if not round201._PEOPLE_ROOM.fullmatch(mod) and mod not in round201._NUMBERED_THINGS and \
                mod not in _DETERMINERS:
            return True
    for m in _AT_PLACE.finditer(line, 0, len(line) if at is None else at):
        n = m.group("n").lower()
        if n not in round201._NUMBERED_THINGS and n not in round201._CODED_THINGS and \
                n not in round212._NOT_PLACES and not (n.endswith("s") and not n.endswith("ss")):
            return True
    return False


def _clause_after(line: str, at: int, verbless: bool = True) -> bool:
    """What to do there, in one of the line's clauses after ``at``; with ``verbless`` False, things told kept somewhere
    with no verb ("wet coats on the top rail") count only put "back" or as round 93 reads them (asked with "please")."""
    for part in _CLAUSES.split(line[at:])[:6]:
        part = part.strip()
        if len(part) >= 4 and round212.clause_ok(part) and (verbless or _with_verb(part)):
            return True
    return False


def _with_verb(a: str) -> bool:
    """Round 212's clause test, its verbless form (:data:`.round212._VERBLESS_KEPT`) only for things put "back"
    ("masks back on the rack by size"; not "wet coats on the top rail", a place's description)."""
    verbless = round212._VERBLESS_KEPT.match(a)
    return bool(round212._numbers_kept(a) or round93._instruction(a) or round201._ACCESS.match(a) or
                round212._MORE_INSTRUCTION.match(a) or round212._STATE_KEPT.match(a) or
                (verbless and re.search(r"(?i)\bback\b", verbless.group())))


def _plain(v: str) -> bool:
    """One digit repeated or digits counted up or down ("1111", "1234", "987"): a default or a test, nobody's code."""
    return NARROW and (len(set(v)) == 1 or any(v in run for run in _COUNTED_RUNS))


def entry_code(m: re.Match[str]) -> _Span:
    """The code of a kept place told by its parts (the module's docstring) in any order on its line."""
    if not ON:
        return None
    v = m.group("v")
    if not round206._value_ok(v) or _plain(v):
        return None
    text = m.string
    lo, hi = _line(text, m.start("v"), m.end("v"))
    line = text[lo:hi]
    s, e = m.start("v") - lo, m.end("v") - lo
    before, after = line[:s], line[e:]
    words_before = re.findall(r"[\w'’]+", before[-30:])
    if words_before and not re.search(r"[=:,;\-–—(]\s*$", before) and not _LEAD.fullmatch(before) and \
            words_before[-1].lower() not in _BEFORE_OK:
        return None  # "room 4102", "hymn 432", "seats 120"
    link = _LINK_END.search(before)
    if link:
        subject = _CLAUSES.split(before[:link.start()])[-1]
        words = []
        for w in re.findall(r"[\w'’-]+", subject.lower()):
            if _PREPOSITION.fullmatch(w):
                break
            words.append(w)
        if any(w in _COUNTED or w in round212._NOT_PLACES for w in words) and \
                not _place(" ".join(words) if NARROW else subject):
            # "attendance at the fete: 1250. ...", "takings at the fair - 3390, ..."; the subject's own head, not the
            # place it is at: "the meeting room in the annex is 2104, ..." numbers a room
            return None
    wa = re.match(r"[ \t]+([A-Za-z][\w'’]*)", after)
    if wa and wa.group(1).lower() not in _AFTER_OK:
        return None  # "120 seats", "8052 metres"
    if len(v) == 4 and round212._TIME.fullmatch(v) and _TIME_BEFORE.search(before):
        return None  # "at 1230"
    own = _CLAUSES.split(after[:40], 1)[0]  # the value's own clause ("..., 4417; the barrels are this year's")
    if round93._NOT_A_CODE_BEFORE.search(before[-40:]) or round93._NOT_A_CODE_AFTER.search(own):
        return None
    if round201._NUMBER_WORD.search(before[-40:]) or _VETO_LINE.search(line):
        return None
    if re.search(r"(?i)\bthis[ \t]+(?:week|month|term|year)['’]?s?[ \t]+(?:total|count|figure|number)", line):
        return None
    if NARROW and _SAID_NOT_KEPT.search(before[-40:] + " " + "".join(_CLAUSES_KEPT.split(after)[:4])):
        return None  # "the shed code is 1111, the default", "... is set to 482, the factory setting"
    if not _place(line, s):
        return None
    if _STRONG.search(line) or (_ON_FOR.match(after) and _IS_ON.search(before)) or \
            (before.rstrip().endswith("=") and _place(before[-40:])):
        return m.span("v")
    if len(v) == 4 and round212._TIME.fullmatch(v):
        return None  # a weak link only: a time or a numbered hut ("beach hut at the front - 2120, towels ...")
    if NARROW and len(v) == 3:
        return None  # a weak link only: a room's or a flat's number ("the drying room at the hostel is 212, ...")
    # after "<place> is <value>" (round 93's order) a verbless clause needs round 93's "please" (round 96's twins:
    # "the drying room at the hostel is 3926, wet coats on the top rail")
    verbless = not (NARROW and _IS_LINK.search(before))
    if (_WEAK_BEFORE.search(before) or _WEAK_AFTER.match(after) or not before.strip(" \t>*•-")) and \
            _clause_after(line, e, verbless):
        return m.span("v")
    return None


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", VALUE, ANCHORS, entry_code),
)
