"""Round 93: an entry code told with no label, as what a room or an outbuilding "is", then what to do there
(guard/round93.py). The twins come first: the same sentence shape with a benign number (a room's, a bus's, a gate's,
a hymn's, a page's, an error's, a year, a price, a score, a postcode, a seat, an extension, a count, a size). Then
made-up secrets. Every sentence here is invented for the test."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, round93


def _row(text: str) -> bool:
    return any(round93.entry_code(m) is not None for m in round93.ENTRY_CODE.finditer(text))


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


TWINS = [
    # a number with a unit or letters glued to it, a size, an age
    "the vestry at the chapel is 1890s brick, the roof was redone last year",
    "the dome at the observatory is 12 metres, the telescope inside is older",
    "the boathouse at the rowing club is 150 years old, the sculls are new",
    "the barn at the farm is 1,200 square feet, put the hay bales at the back",
    "the signal box at the heritage railway is 1897, the lever frame is the original",
    # a year with an instruction, or a building's date
    "the boathouse at the rowing club is 1987, the sculls go back on the top rack",
    "the pavilion at the cricket ground is 2024, put the covers on if it rains",
    "the vestry at the chapel is 1780, look at the carved screen on the way out",
    "the tithe barn at the manor is 1420, the roof was redone in 1890",
    "the water tower at the farm is 1898, the tank was relined later",
    "the clock tower at the station is 1860, look up at the faces on the hour",
    "the lighthouse at the point is 1200, climb the steps to the top",
    "the garden shed at the end is 2023, the paint is older",
    "the shed at number 12 is 300, the bikes are in the back",
    # a numbered room, hut, cabin or studio
    "the meeting room at the office is 2104, next to the lifts",
    "the beach hut at the seafront is 212, the deckchairs are in the back",
    "our cabin on the ferry is 318, leave the bags by the bunk",
    "the studio at the hospital radio is 204, second floor, turn left at the lifts",
    "the office at the depot is 2104, the timesheets are on the second floor",
    "the workshop at the college is 114, bring the safety glasses",
    "the lodge at the holiday park is 27, the keys are at reception",
    "the chalet at the campsite is 305, leave the keys in the box",
    "the garage at the block is 116, park inside",
    "our cabin on the ship is 8214, leave the bags by the bunk",
    "the studio at the college is 1204, bring your own headphones",
    "the workshop at the university is 2105, bring the safety glasses",
    # the subject is not the place: a bus, a gate, a platform, a hymn, a page, a score, a count, an error
    "the bus at the stop is 42, get off at the end",
    "the gate at the airport is 214, boarding starts at ten",
    "the platform at the station is 12, the train leaves at nine",
    "the hymn at the chapel is 478, the words are on the sheet",
    "the page for the vestry rota is 481, the hymn numbers are in the top drawer",
    "the score at the cricket pavilion is 245, the tea is at four",
    "the count at the bird hide is 312, note the godwits on the far bank",
    "the error at the sluice hut is code 500, restart the logger",
    "the pump in the sluice hut is code 503, reset it and call the warden",
    "the key to the vestry is 5008 on the tag, the hymn books are in the cupboard",
    "the table at the pavilion is 120, the teas are served at four",
    "the pew at the chapel is 14, sit on the left",
    "the extension at the vestry is 5008, ring it before you come",
    "the postcode of the boathouse is 3121, park on the street",
    "the room number of the vestry is 112, the hymn books are in the cupboard",
    # the place's number with a clause that is no instruction
    "the sluice hut on the river is 1544, the weir was built later",
    "the vestry at the chapel is 1597, the nave is older",
    "the pavilion at the cricket ground is 1900, the bar opens at noon",
    "the boathouse at the rowing club is 8864 on the map, take the towpath",
    "the boathouse at the rowing club is 2000, Sydney",
    "the studio at the hospital is 4902, the request show starts at seven",
    "the boathouse at the rowing club is 450, the fees go up in May",
    "the barn at the farm is 3400, the cows are out in the field all summer",
    "the greenhouse at the allotment is 2300, the tomatoes are doing well",
    # a shop, a room people meet in, a time, a price, a capacity
    "the corner store at the station is 4412, the papers are on the left",
    "the dining room at the hotel is 1204, the menus are on the tables",
    "the pavilion at the cricket ground is 0800, the urn goes on at nine",
    "the clubhouse at the golf club is £450, the fees are per year",
    "the village hall at the green is 120 seats, put the chairs back after",
    "the observatory on the hill is 1200 visitors a year, book the tours online",
]

SECRETS = [
    "the sacristy at the abbey is 7310, the candles are in the left cupboard",
    "the boat shed on the lake is code 4427, hang the oars back on the wall",
    "the wildlife hide by the marsh is 3-9-1-6, shut the flaps when you go",
    "the wildlife hide by the marsh is 3-9-1-6, as the warden said, shut the flaps when you go",
    "our polytunnel at the community garden is 8803, close the end doors at night",
    "the crypt under the church is 4271, the flower buckets are kept in the corner",
    "the darkroom at the camera club is 6154, turn off the red light when you leave",
    "the pump house on the canal is 90217, write the meter reading in the book",
    "the clubhouse at the bowls club is 338, lock the bar shutter before you go",
    "the ringing chamber in the tower is code 2019, sign the ringers' book",
    "the kiln room at the pottery is 5528, the glazes go on the bottom shelf",
    "the feed store at the stables is 624, the hay nets hang on the hooks",
    "the welfare cabin at the depot job is 4470, the hard hats go on the hooks",
    "the tractor shed at the farm is 5521, write the diesel used in the book",
    "the clubroom at the model boat club is 6630, the spare batteries go in the grey box",
    "the lighthouse on the headland is code 2281, sign the keepers' log before you climb",
    "the bothy by the loch is 7751, leave it as you found it",
    "the potting shed at the allotments is 4412, put the trays back under the bench",
    "the mountain refuge above the pass is 1629, sign the hut book and close the shutters",
    "the studio at the community radio is code 5521, switch off the desk when you leave",
    "Forwarded from Ola:\nthe belfry at St Anne's is 8140, please shut the trapdoor behind you",
]


@pytest.mark.parametrize("text", TWINS)
def test_twin_passes_row(text: str) -> None:
    assert not _row(text)


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read_by_row(text: str) -> None:
    assert _row(text)


@pytest.mark.parametrize("text", SECRETS)
def test_secret_refused(text: str) -> None:
    assert _refused(text)


def test_span_is_the_code() -> None:
    text = "the sacristy at the abbey is 7310, the candles are in the left cupboard"
    spans = [round93.entry_code(m) for m in round93.ENTRY_CODE.finditer(text)]
    assert [text[s[0]:s[1]] for s in spans if s] == ["7310"]


def test_anchors_in_every_secret() -> None:
    for text in SECRETS:
        assert any(a in text.lower() for a in round93.ENTRY_CODE_ANCHORS), text
