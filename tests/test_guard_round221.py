"""Round 221 (issue 13): an entry code read by its parts - a code that numbers nothing, a kept place or a lock, a cue
of access - in any order on its line; and the benign twins of the same parts (made-up examples)."""

from __future__ import annotations

import pytest

from engramdb.guard import round221
from engramdb.guard.secrets import find_secrets


def _reads(text: str) -> bool:
    return any(round221.entry_code(m) for m in round221.VALUE.finditer(text))


CODES = [
    ("if you're on first: the tack store is 6183, the saddles go on the top rack", "6183"),
    ("5270 gets you into the hayloft at the riding school - sweep the floor before you leave", "5270"),
    ("40417 — kit room, the scout hall. Tents back on the shelf.", "40417"),
    ("the projection box at the village hall: press B, then 716, then turn the knob down", "716"),
    ("the costume store at the playhouse is on code 3391 this month, the wigs stay in their boxes", "3391"),
    ("the costume store at the playhouse is on 829115 this month, the wigs stay in their boxes", "829115"),
    ("canoe club boat shed = 7716 (hose the paddles after)", "7716"),
    ("the padlock on the allotment's tool store is set to 482; scramble the dials when you go", "482"),
    ("volunteers: the ranger's hut opens to 61734, the radios hang inside", "61734"),
    ("Boat barn at the marina: code's written on the beam, 2209; the oars on the left are new", "2209"),
    ("PPS 3318 gets you into the loft at the bowls club - the woods go back in their bags", "3318"),
    ("if Sam asks, the seed hut at the allotments is 5924 - the canes are in the sacks by the door", "5924"),
]


@pytest.mark.parametrize(("text", "code"), CODES)
def test_code_by_its_parts(text: str, code: str) -> None:
    assert _reads(text)
    assert any(text[f.start:f.end] == code for f in find_secrets(text)), find_secrets(text)


TWINS = [
    # room numbers, counts, years, prices, capacities
    "the tack room is room 214, the saddles go on the top rack",
    "the meeting room at the office is 4102, put the chairs back after",
    "my room at the hotel is 4102, leave the key card at the desk",
    "the hall at the church seats 120, put the chairs back after",
    "the village hall was built in 1910, the plaque is by the door",
    "the barn at the farm is 300 years old, the beams are oak",
    "the loft at the club cost £4500, the roof is new",
    "the store at the museum holds 3400 objects, the fossils stay in their trays",
    "the store at the museum is 3400 square feet, the fossils stay in their trays",
    # phone extensions, bus routes, scores, dates, times
    "the tack store at the yard is on extension 6183, ring before you come",
    "call the boat shed at the club on 7716, then press 2 for the bar",
    "the bus to the hut at the allotments is the 142, it leaves from the square",
    "final score at the bowls club: 312 to 298, the woods go back in their bags",
    "the bothy at the pass opens at 0930, leave your boots in the porch",
    "the kit store at the hall is open from 1800 until 2100, put the tents back on the shelf",
    # page, hymn, shelf numbers
    "hymn 432 at the chapel, then put the books back in the box",
    "the file is on shelf 118 in the store at the archive, put it back when done",
    "the booklet at the museum: see page 212, then put it back on the shelf",
    # a floor, a measure, a phone menu
    "the handling store at the museum is on 4 this month, the fossils stay in their trays",
    "rowing club erg distance = 8052 metres (wipe the seats after)",
    "for the club phone line press 1, then 3, then turn the volume down",
    "the loft at the pigeon club holds 250 birds - clock them in before you feed them",
    "the armoury at the fencing club has 120 masks, the body wires go in the red crate",
    "the padlock on the shed costs 12 pounds; scramble the dials when you leave",
    "the lock-keeper's hut at the canal opens to 40 boats a day, log the boats through on the sheet",
    "the seed hut at the allotments raised 5924 this year - the canes are in the sacks by the door",
    "the tack store is number 6183, the saddles go on the top rack",
]


@pytest.mark.parametrize("text", TWINS)
def test_benign_twins(text: str) -> None:
    assert not _reads(text)


def test_switch_off(monkeypatch: pytest.MonkeyPatch) -> None:
    text, _ = CODES[0]
    monkeypatch.setattr(round221, "ON", False)
    assert not _reads(text)


@pytest.mark.parametrize("text", [
    "attendance at the fete: 1250. Chairs back in the barn.",
    "the total at the raffle = 4120 (put the tickets back in the tin)",
    "takings at the fair - 3390, the float goes back in the shed",
])
def test_counted_subject_twins(text: str) -> None:
    assert not _reads(text)


@pytest.mark.parametrize("text", [
    "Uncle Bob at home: 4417, put the cake in the tin",
    "beach hut at the front - 2130, towels on the line",
])
def test_place_only_before_the_value_twins(text: str) -> None:
    assert not _reads(text)


def test_on_by_default() -> None:
    """Switched on in session 50 (guard224), once narrowed against the older rounds' twins (below)."""
    assert round221.ON and round221.NARROW


# Session 50's narrowings (round221.NARROW), each against the twins the whole guard suite showed (rounds 48, 50, 54,
# 56, 96) and new ones of the same kind: each of these is read with the narrowings off, and none with them on (some
# are still refused by older rounds' readings - round 93's "the <store> is <code>, ...", which takes 3 digits at a
# kept store - so this tests round 221's reading alone; the older rounds' own twins test find_secrets).
NARROWED_TWINS = [
    # one digit repeated, digits counted up or down: a default or a test, nobody's code
    "the kit room at the scout hall: press B, then 4444, then turn the knob",
    "the padlock on the tool store at the allotments is set to 789; scramble the dials when you go",
    "the costume store at the playhouse is 5432, the wigs stay in their boxes",
    # said to be a default, a factory setting, an example, a test or a demo
    "the padlock on the garden store at the allotments came set to 4719, the factory setting",
    "the keypad on the kit store at the scout hut is set to 5807 - the default, change it before camp",
    "the sail loft at the yacht club gets you in with 6602 in the manual example, put your own code in",
    "the key safe at the holiday cottage opens with 8023 for testing, the real one comes by text",
    "the tack store at the yard is 6183 on the demo keypad, the saddles go on the top rack",
    # three digits with only "is" / a comma / a dash: a room's, a booth's or a cage's number
    "the linen store at the guest house is 318, clean sheets on the top shelf please",
    "the boot room at the youth hostel is 107, muddy boots on the bottom rack please",
    "the sound booth at the chapel is 902, switch the desk off after",
    # a numbered subject (a people's room, a desk) whose kept place is only where it is
    "the meeting room in the boathouse is 4716, the slides are on the screen",
    "the interview room behind the armoury is 5820, the chairs go back in a circle",
    # after "<place> is <value>", a verbless clause that puts nothing back and says no "please": a description
    "the drying room at the bunkhouse is 5173, wet socks on every radiator",
    "the boot room at the field centre is 6291, muddy boots on the bottom rack",
]


@pytest.mark.parametrize("text", NARROWED_TWINS)
def test_narrowed_twins(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert not _reads(text)
    monkeypatch.setattr(round221, "NARROW", False)
    assert _reads(text)


@pytest.mark.parametrize(("text", "code"), [
    # the narrowings keep a 3-digit code with a strong cue, a 4-digit one with a weak link, a run not counted
    ("the padlock on the tool store at the allotments is set to 795; scramble the dials when you go", "795"),
    ("the costume store at the playhouse is 5431, the wigs stay in their boxes", "5431"),
    ("the kit room at the scout hall: press B, then 4434, then turn the knob", "4434"),
    ("the padlock on the seed hut is set to 5924, test the hose before you go", "5924"),
    ("the boot room at the field centre is 6291, muddy boots back on the bottom rack", "6291"),
    ("the boot room at the field centre is 6291, muddy boots on the bottom rack please", "6291"),
    ("boot room at the field centre - 6291, muddy boots on the bottom rack", "6291"),
])
def test_narrowings_keep_codes(text: str, code: str) -> None:
    assert _reads(text)
    assert any(text[f.start:f.end] == code for f in find_secrets(text)), find_secrets(text)
