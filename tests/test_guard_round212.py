"""Round 212: an entry code told with no verb at a line's start (guard/round212.py) - "<room at place> -> <code>,
<what to do>", "<room at place> - <code> on the keypad", "<Room>, <place>: <code>. <verbless clause>" - and the clauses
rounds 93 / 201 / 206 did not read. The twins come first: verbless numbered lines that open nothing (a room's
visitors, a platform's board, a gate's boarding, a bus route, a ticket, an order, a price, a year, a capacity, a
score, a page / hymn / shelf number, an extension, a postcode, a time, a count) in lists, chats and tables; then
round 206's, round 201's, round 93's and guard96's twins; then made-up secrets. Every sentence here is invented."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round206, round212
from tests.test_guard_round93 import TWINS as R93_TWINS
from tests.test_guard_round96 import ENTRY_TWINS as R96_TWINS
from tests.test_guard_round201 import NUMBERED_TWINS as R201_TWINS
from tests.test_guard_round201 import SECRETS as R201_SECRETS
from tests.test_guard_round206 import LIST_TWINS as R206_LIST_TWINS
from tests.test_guard_round206 import SECRETS as R206_SECRETS
from tests.test_guard_round206 import TWINS as R206_TWINS


def _row(text: str) -> bool:
    """Round 212's row, or round 206's rows reading what follows with round 212's clause (round206.WIDER_CLAUSE)."""
    rows = round212.ROWS + round206.ROWS
    return any(validate(m) is not None for _, finder, _, validate in rows for m in finder.finditer(text))


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


TWINS = [
    # a numbered room, platform, gate; a count, a board, boarding
    "Room 4 -> 4197 visitors",
    "Room 4 -> 4197, chairs back in the store",
    "Platform 2 - 4385 on the board",
    "Platform 2 - 4385 on the board, trains every ten minutes",
    "Gate B2: 8169. Bags under the seat.",
    "visitors at the museum -> 4197, coats on the hooks",
    "footfall at the museum -> 4197, coats on the hooks",
    "attendance at the fete: 1250. Chairs back in the barn.",
    "cash in the till: 4197. Coins in the tin.",
    "takings at the bar - 1450, notes in the safe bag",
    "sales at the stall -> 3120, tins on the top shelf",
    "inventory at the warehouse: 4197. Boxes on the pallets.",
    # routes, tickets, orders, prices, years, capacities, scores
    "bus at the depot -> 4197, get on at the back",
    "route at the depot -> 4197, drivers in the canteen",
    "ticket for the show: 41972. Seats in the stalls.",
    "order at the shop: 41978. Items on the top shelf.",
    "order number at the shop - 41978, boxes by the door",
    "price at the farm shop -> 1250, eggs on the top shelf",
    "rent at the flat - 1250, keys back in the pot",
    "capacity of the hall: 4197. Chairs in the store.",
    "score at the pavilion -> 4197, bats back in the shed",
    "year at the school: 2024. Books back on the shelf.",
    "chapel at the ford - 1987, hymn books on the shelf",
    "kit room at the gym -> 2019, mats back on the rack",
    # pages, hymns, shelves, extensions, phones, postcodes
    "page in the hymnal -> 4197, books back on the shelf",
    "hymns at church -> 4197, books on the shelf",
    "hymn board at church - 4197. Books on the shelf.",
    "shelf at the library: 4197. Books on the top shelf.",
    "shelfmark at the library -> 8231, books back on the trolley",
    "extension in the office: 4197. Messages on the pad.",
    "phone at the desk: 4197. Messages on the pad.",
    "reception desk - 4197. Messages on the pad.",
    "switchboard at the office -> 4197, messages on the pad",
    "postcode of the depot: 4197. Parcels by the door.",
    "kit room, floor 2: 4417. Mats on the rack.",
    "kit room at the gym - no. 4417, mats on the rack",
    # times, events, a phone number
    "meeting at the office - 1420, bring the slides",
    "lunch at the pub - 1230, bring the kids",
    "practice at the club -> 1830, bring your boots",
    "delivery at the depot: 0615. Pallets by the door.",
    "kit room at the gym -> 1415, mats back on the rack",
    "kit room at the gym -> 01234567, leave a message",
    # a numbered room, a room people meet in, a shop in its street, a machine
    "meeting room at the office -> 4102, chairs back in the corner",
    "classroom at the school: 2104. Books on the shelf.",
    "room at the hotel -> 4102, towels in the bath",
    "studio at the hospital -> 4902, gowns on the hooks",
    "beach hut at the front - 2120, towels on the line",
    "bakery on Mill Street -> 1402, trays by the back door",
    "boiler in the cellar -> 1250, the manual is in the drawer",
    "corner store at the station - 4412, papers on the rack",
    # a clause that tells nothing to do, a floor, a measure, a number
    "kit room at the gym -> 4417, the view is lovely",
    "kit room at the gym -> 4417, second floor",
    "kit room at the gym -> 4417, 12 metres long",
    "kit room at the gym -> 4417, the room numbers are on the doors",
    "kit room at the gym -> 4417, the number is on the door",
    "kit room at the gym -> 4417",
    "live room at the studio -> 4417 Hz, mics back in the case",
    "kit room at the gym -> 441, mats on the rack",
    "kit room at the gym -> 4417 people, mats on the rack",
    # in a list, a chat, a table
    "- Room 12 -> 4197 visitors\n- Room 14 -> 3120 visitors",
    "Q3 figures:\n- footfall at the museum -> 4197, coats on the hooks\n- cafe at the museum -> 3120, cakes on the counter",
    "[10:42] Jo: platform 2 - 4385 on the board, trains every ten minutes",
    "| Room | Visitors |\n| Room 4 | 4197 |",
    "Order: 41978. Items on the top shelf.",
    "Total: 4197. Coins in the tin.",
    "Re: 4197, papers on the desk",
    "Note: 4197. Papers on the desk.",
    "Bus 42 -> 4197, seats at the back",
    "Hymn 478 - 4197, books on the shelf",
    "Ext. 4197: messages on the pad",
    "Season at the club: 2025. Boots on the rack.",
    "Wardrobe department -> 4197, hangers on the rail",
    "Aunt Sally at home: 4417, put the cake in the tin",
    "Mum at home - 4417, put the cake in the tin",
    "Sam: 4417, put it back in the box",
    "[09:12] Jo at work -> 4417, put the files back in the drawer",
    "- Route 12 -> 4197 passengers, bikes on the rack",
    "exam room at the college: 4417. Bags on the floor.",
    "lecture hall at the uni -> 1415, bring your laptop",
    "cellar at the pub, built 1890: 4417. Barrels on the racks.",
    "loft at the barn - 1850s, beams in the roof",
    "| Page | Hymn |\n| 4197 | 238 |",
]

# refused at the base by an older row (a gate's code told with a colon): held to round 212's row alone
BASE_REFUSED = [
    "Gate B: 8169. Boarding at ten",
]

SECRETS = [
    "rigging loft at the boatyard -> 4417, ropes back on the pegs",
    "kit room, sailing club: 3308. Lifejackets on the rail.",
    "- tack room at the stables - 5180 on the keypad, bridles on the hooks",
    "> seed store at the allotments -> *7120#, trays back in the greenhouse",
    "map cupboard at the field centre - 5512 on the keypad",
    "bell tower at the church: 7734. Ropes coiled on the hooks.",
    "drying room at the hut -> 8826, the boots stay on the rack",
    "the kiln shed at the pottery -> 2068, glazes back on the shelf",
    "props cage at the theatre - 6194, the swords are sorted by size",
    "bait store at the fishery -> 4127, the maggots stay chilled",
    "Priya asked for the bait store code at the fishery: 4127 - scoop the maggots from the blue tub",
    "the hay barn at the farm opens with 3316 - close both gates behind you",
    "Q: what's the scoreboard code at the bowls club?\nA: 5029 - the numbers are in the box under the bench",
    "for the gear store at the dive centre you want 6632; the fins are sorted by size",
]


@pytest.mark.parametrize("text", TWINS + BASE_REFUSED + R206_TWINS + R206_LIST_TWINS + R201_TWINS + R93_TWINS +
                         R96_TWINS)
def test_twin_passes_row(text: str) -> None:
    assert not _row(text)


def _refused_without(text: str) -> bool:
    round212.ON = False
    try:
        return _refused(text)
    finally:
        round212.ON = True


@pytest.mark.parametrize("text", TWINS + R206_TWINS + R206_LIST_TWINS + R201_TWINS + R93_TWINS + R96_TWINS)
def test_twin_no_new_refusal(text: str) -> None:
    assert _refused(text) == _refused_without(text)


@pytest.mark.parametrize("text", TWINS)
def test_own_twin_not_refused(text: str) -> None:
    assert not _refused(text)
    assert not find_secrets_many([text])


def test_twins_batch() -> None:
    texts = TWINS + R206_TWINS + R206_LIST_TWINS + R201_TWINS + R93_TWINS + R96_TWINS
    batch = {i for i, _ in find_secrets_many(texts)}
    assert [i in batch for i in range(len(texts))] == [_refused(t) for t in texts]


@pytest.mark.parametrize("text", SECRETS)
def test_secret_read_and_refused(text: str) -> None:
    assert _row(text)
    assert _refused(text)
    assert find_secrets_many([text])


@pytest.mark.parametrize("text", R201_SECRETS + R206_SECRETS)
def test_older_secrets_still_refused(text: str) -> None:
    assert _refused(text)


def test_switch_off_reads_nothing() -> None:
    round212.ON = False
    try:
        assert not any(_row(t) for t in SECRETS)
    finally:
        round212.ON = True


def test_round206_reads_with_the_wider_clause() -> None:
    assert round206.WIDER_CLAUSE is not None
    text = "Priya asked for the bait store code at the fishery: 4127 - scoop the maggots from the blue tub"
    assert any(v(m) for _, f, _, v in round206.ROWS for m in f.finditer(text))
    assert not any(v(m) for _, f, _, v in round212.ROWS for m in f.finditer(text))


@pytest.mark.parametrize(("clause", "ok"), [
    ("mics back in the flight case", True),
    ("wig tins on the top shelf.", True),
    ("the drum kit stays mic'd", True),
    ("the holds are sorted by colour", True),
    ("scoop the feed from the left bin", True),
    ("close both doors, the wind gets in", True),
    ("the numbers are in the tin under the desk", True),
    ("the hymn board numbers are on the stool", True),
    ("the room numbers are on the doors", False),
    ("the number is on the door", False),
    ("items on the top shelf are catalogued", False),
    ("ropes coiled on the hooks.", True),
    ("the bait stays chilled", True),
    ("the view is lovely", False),
    ("boarding at ten", False),
    ("tins on the top shelf, second floor", False),
])
def test_clause(clause: str, ok: bool) -> None:
    assert round212.clause_ok(clause) is ok
