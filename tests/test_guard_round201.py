"""Round 201: an entry code at a place no list names, read by the sentence's shape (guard/round201.py) - any noun as
the place, vetoed by a stop-list of numbered things. The twins come first: the same shape with a number that names
or measures the thing (a room's, a ward's, a seat's, a table's, a pew's, a bus's, a gate's, a platform's, a flight's,
a page's, a hymn's, an extension's, a locker's, a year, a height, a price, a count, a postcode, an error code, a
score), then round 93's and guard96's twins, then made-up secrets at rooms and buildings no list holds. Every
sentence here is invented for the test."""

from __future__ import annotations

import re

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round201
from tests.test_guard_round93 import SECRETS as R93_SECRETS
from tests.test_guard_round93 import TWINS as R93_TWINS
from tests.test_guard_round96 import ENTRY_SECRETS as R96_SECRETS
from tests.test_guard_round96 import ENTRY_TWINS as R96_TWINS


def _row(text: str) -> bool:
    return any(validate(m) is not None for _, finder, _, validate in round201.ROWS for m in finder.finditer(text))


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


NUMBERED_TWINS = [
    # rooms, wards, beds, cabins, offices, studios in numbered buildings
    "the studio at the hospital is 4902, the request show starts at seven",
    "the studio at the hospital is 4902, bring your own headphones",
    "the room at the end of the corridor is 2104, leave the forms on the desk",
    "the meeting room at the town hall is 1204, put the chairs back after",
    "the classroom at the academy is 2210, wipe the board when you finish",
    "the ward at the infirmary is 4410, wash your hands before you go in",
    "the bed in the recovery unit is 1107, leave the flowers at the desk",
    "my cabin on the cruise is 7215, leave the bags by the door",
    "the office at the depot is 3104, sign the visitors' book at reception",
    "the workshop at the polytechnic is 2105, wear the safety glasses",
    "the flat above the bakery is 1402, leave the parcel with the baker",
    "the hotel room at the seafront is 4417, leave the key at reception",
    "the beach hut at the seafront is 2120, the deckchairs are in the back",
    "the chalet at the holiday park is 3051, leave the keys in the box",
    # seats, tables, pews, stands
    "my seat at the stadium is 1402, bring a cushion",
    "the table at the wedding is 1204, put the favours on the plates",
    "the pew at the cathedral is 1140, sit on the left",
    # buses, gates, platforms, flights, stops
    "the bus at the depot is 1402, get on at the back",
    "the gate at the airport is 2140, leave the trolley at the end",
    "the platform at the junction is 1012, stand behind the yellow line",
    "the flight from the island is 4417, keep the boarding pass",
    "the bus stop by the library is 4417, put your hand out",
    # pages, hymns, extensions, phones
    "the page in the workbook is 1204, write the answers in pencil",
    "the hymn at the carol service is 1102, the words are on the sheet",
    "the extension at the parish office is 5008, leave a message after the tone",
    "the helpline at the council is 0800123, leave a message",
    "the number of the surgery is 4417, leave a message",
    # lockers' numbers, plots, pitches, moorings
    "my locker at the leisure centre is 1142, put the towel in the bin after",
    "the plot at the allotments is 1024, put the tools back in the shed",
    "the pitch at the campsite is 2031, leave the gate shut",
    "the mooring on the river is 3312, tie up at the stern",
    # years, heights, prices, counts, scores, postcodes, error codes
    "the chapel by the ford is 1987, shut the gate behind you",
    "the height of the tower is 1240, stay behind the rail",
    "the price at the farm shop is 1250, put the money in the tin",
    "the count at the hide is 1312, write the godwits in the book",
    "the score at the clubhouse is 2450, write it on the board",
    "the postcode of the village hall is 3121, park on the street",
    "the error on the display is code 5021, restart the logger",
    "the pump in the plant room is code 5030, reset it and call the engineer",
    "the boiler in the cellar is code 1280, call the engineer",
    "the discount at the till is code 2024 for members",
    "the colour on the tin is code 0451, the brushes are in the shed",
    "the product in the catalogue is code 44120, order it online",
    "the reading on the meter is 45210, write it in the book",
    "the mileage on the van is 45210, write it in the log",
    "the total at the bake sale is 1250, put it in the cash box",
    "the year on the stone is 1642, look at the carving",
    "the course at the college is code 4021, enrol online",
    "the linen shirt in the catalogue is code 44120, order it by Friday",
    "the green tea on the menu is code 1142",
    "the area around the city is code 0161, dial it first",
    # a number that names the place, a floor, a time
    "the store room at the clinic is 4417, room number on the door",
    "the kit room at the gym is 4417, second floor, put the mats back",
    "the kit room at the gym is number 4417, put the mats back",
    "the kit room at the gym is 0800, put the mats back",
    # a subject that is not the place, a clause that tells nothing to do
    "the key to the kit room is 4417 on the tag, put it back on the hook",
    "the count at the kit room is 4417, the mats are new",
    "the rigging loft at the boatyard is 4417, the view is lovely",
    "the rigging loft at the boatyard is 4417, turn left at the lifts",
    # three digits: too many things are numbered so
    "the rigging loft at the boatyard is 441, put the ropes back on the pegs",
    # a shop, a building in its street
    "the bakery on Mill Street is 1402, order the bread the day before",
    "the bakery on Mill Street is 1402, leave the trays by the back door",
    "the cafe at the station is 1402, the menus are on the tables",
    # other languages (round 93's clauses are English only: no reading here)
    "la salle au sous-sol est 4417, rangez les chaises",
    "der Raum im Keller ist 4417, stell die Stühle zurück",
]

SECRETS = [
    "the rigging loft at the boatyard is 4417, put the ropes back on the pegs",
    "the kit room at the rugby club is 60214, the tackle bags go on the top shelf",
    "the herbarium at the field station is 5-2-8-1, shut the cabinets before you leave",
    "the props cage under the stage is 7713, lock it after the show",
    "the gear locker at the climbing wall is code 3390",
    "the apiary shed behind the orchard is 8842#, close the smoker tin",
    "the map cupboard at the scout hut is 2196, let yourself in and sign the log",
    "the hay barn at the stud is 47120, the keypad is by the left door",
    "our plant nursery at the school is code 6208, water the trays on Fridays",
    "the dive store at the harbour is code 1188",
    "the rescue base on the fell is 30417, sign the call-out book",
    "Note from Priya:\nthe tool crib at the depot is 9023, return the drills to the rack",
]


@pytest.mark.parametrize("text", NUMBERED_TWINS + R93_TWINS + R96_TWINS)
def test_twin_passes_row(text: str) -> None:
    assert not _row(text)


def _refused_without(text: str) -> bool:
    round201.ENTRY_SHAPE_ON = round201.CODE_SHAPE_ON = False
    try:
        return _refused(text)
    finally:
        round201.ENTRY_SHAPE_ON = round201.CODE_SHAPE_ON = True


@pytest.mark.parametrize("text", NUMBERED_TWINS + R93_TWINS + R96_TWINS)
def test_twin_no_new_refusal(text: str) -> None:
    # (an older place reading may refuse a twin by design - "my locker at the pool is 1142, ..." - this round adds none)
    assert _refused(text) == _refused_without(text)
    assert bool(find_secrets_many([text])) == _refused_without(text)


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read_by_row(text: str) -> None:
    assert _row(text)


@pytest.mark.parametrize("text", SECRETS + R93_SECRETS + R96_SECRETS)
def test_secret_refused(text: str) -> None:
    assert _refused(text)
    assert find_secrets_many([text])


def test_span_is_the_code() -> None:
    for text, code in [(SECRETS[0], "4417"), (SECRETS[4], "3390"), (SECRETS[2], "5-2-8-1"), (SECRETS[5], "8842#")]:
        spans = [v(m) for _, f, _, v in round201.ROWS for m in f.finditer(text)]
        assert [text[s[0]:s[1]] for s in spans if s] == [code]


def test_anchors_in_every_secret() -> None:
    for text in SECRETS:
        low = re.sub(r"[ \t]+", " ", text.lower())
        assert any(a in low for _, _, anchors, _ in round201.ROWS for a in anchors), text


def test_switches() -> None:
    entry, code = SECRETS[0], SECRETS[4]
    round201.ENTRY_SHAPE_ON = False
    try:
        assert not _row(entry) and _row(code)
    finally:
        round201.ENTRY_SHAPE_ON = True
    round201.CODE_SHAPE_ON = False
    try:
        assert _row(entry) and not _row(code)
    finally:
        round201.CODE_SHAPE_ON = True
