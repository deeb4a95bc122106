"""Session 46 (fp86): the false alarms a wide, seeded search of ordinary agent notes found
(benchmarks/guard_benign_wide.py; guard/fp86.py and the readings it names), each with its secret twin, and the
search's notes as a property test: `make test` runs its fixed examples and the notes that once fired (@example),
``ENGRAMDB_WIDE=<k>`` (`make test-wide`) k times as many random ones."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from benchmarks import guard_benign_wide as wide
from engramdb import guard
from engramdb.guard import fp86, spelled


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note the search drew, its secret twin) - one pair or more per reading narrowed
PAIRS = [
    # a ticket's pass (fp86.ticket_pass, in secrets._shaped): its number with letters, a value later in the note
    ("note: season pass ZW2863152 for Chris", "note: wifi pass ZW2863152x! for Chris"),
    ("season pass DL3674284 for Sam; electricity bill $37,693 for Sept, account no. on the bill",
     "pass DL3674284 for Sam; electricity bill $37,693 for Sept, account no. on the bill"),
    ("FYI boarding pass for IB743: coach 7, seat 90, zone 5; Wi-Fi network name Casa-W82T on channel 4",
     "FYI boarding pass for IB743: coach 7, seat 90; Wi-Fi password Casa-W82T on channel 4"),
    # a kept place's rent or fee, in any currency (secrets._ACCESS_NOT_A_CODE, as kept.entry's "rent")
    ("date,flight,ref\n19.01.,TK4740,2924.258.852\nLucía's share of the garage rent is ¥3792, due on the 24th",
     "date,flight,ref\n19.01.,TK4740,2924.258.852\nLucía's garage code is 3792, due on the 24th"),
    ("the garage rent is 3792", "the garage code is 3792"),
    ("the garage deposit is 3792, paid in May", "the garage door code 3792, lock it in May"),
    # a ZIP code on a line the archive / PDF row reads (fp86.zip_codes)
    ("postcode 37303, zip 49285, area code 849 | pinned requests==8.7.7-rc2 in requirements",
     "postcode 37303, backup.zip 49285, area code 849 | password requests==8.7.7-rc2"),
    ("zip code 94103, pinned flask==2.3.1-rc2", "the zip's password is flask==2.3.1-rc2"),
    # a stay's two ISO dates joined is no card number (fp86.dates, in secrets._payment_card)
    ("Remember: Airbnb Amsterdam 2022-07-05-2023-11-12, reservation TIHNIS, 190,95 zł total",
     "Remember: Airbnb Amsterdam card 4539-1488-0343-6467, reservation TIHNIS, 190,95 zł total"),
    # an order's or a shipment's number in Spanish, Portuguese, French ... (secrets._ID_LABEL)
    ("pedido 28638464142566, número de seguimiento 81992732667382388476",
     "tarjeta 4539148803436467, número de seguimiento 81992732667382388476"),
    ("commande 28638464142566 expédiée", "carte 4539148803436467 expire 12/27"),
    # a clause of CJK text split by an ideographic comma (fp86.near_miss)
    ("note: login page moved to /account/login in build 30350\nrisotto 材料: 砂糖13g、卵4個",
     "note: login page moved to /account/login in build 30350\nrisotto password: 砂糖13g卵4個Xq!"),
    ("Remember: [2020年9月24日, 10h00] Chris: ski pass 0053-7509 valid May 10 to 23.02.. focaccia 材料: 砂糖127g、卵4個",
     "Remember: [2020年9月24日, 10h00] Chris: wifi password 砂糖127g卵4個Xq!"),
    ("Remember: risotto 材料: 砂糖127g、卵4個 (login page at /account/login)",
     "车库门的密码是六、一、二、七，出门记得关上"),  # (a code read aloud in Chinese numerals keeps its comma)
    # the word for "number" after a tracking's or an order's word names an id (fp86.id_number_word, in secrets._shaped)
    ("注文番号 784264698045、追跡番号 EE581203526IN; loyer du garage : kr 4110 par mois",
     "注文番号 784264698045、追跡番号 EE581203526IN; 暗証番号 4110"),
    # a word of the sentence before a list is no piece of a value cut into pieces (rejoin._joined; test_fp43's draw)
    ("tea invoice - E12 - E12", "tea invoice - sk_Li9 - ve_Sa4 - LxXjk7"),
    # "Sept" beside a day's number is September, not French seven read aloud (spelled._month_and_day)
    ("[memory] recette : 684 g de farine, 5 œufs, four à 204 °C\nski pass 8739-0681 valid Sept 19 to Sept 12",
     "[memory] recette : 684 g de farine\nle code du portail est sept deux neuf quatre"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_the_benign_note_passes_and_its_secret_twin_is_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False), benign
    assert _refused(secret) == (True, True), secret


@pytest.mark.parametrize(("text", "ticket"), [
    ("season pass FD1229595", True), ("ski pass no. 8739-0681", True), ("day-pass: 123", True),
    ("boarding pass for BA12: seat 4A; network Casa-W82T", True),
    ("museum pass #Qk5512o983", False), ("wifi pass: Kestrel3818%", False), ("guest pass is 12345678", False),
    ("pass 18425905", False),
])
def test_a_ticket_pass(text: str, ticket: bool) -> None:
    start = text.index("pass")
    value = text.rsplit(" ", 1)[1].lstrip("#")
    assert fp86.ticket_pass(text, start, start + 4, text.rindex(value), len(text)) is ticket


@pytest.mark.parametrize(("line", "codes"), [
    ("postcode 37303, zip 49285", True), ("ZIP: 94103-1234", True), ("zip code unknown", True),
    ("the zip password is Kestrel3818%", False), ("zip 49285 and backup.zip password x", False),
    ("invoice.pdf password Kestrel3818%", False), ("zip 492851", False),
])
def test_zip_codes(line: str, codes: bool) -> None:
    assert fp86.zip_codes(line) is codes


@pytest.mark.parametrize(("value", "is_dates"), [
    ("2022-07-05-2023-11-12", True), ("2022.07.05 2023.11.12", True), ("2022-07-05", True),
    ("2022-13-05-2023-11-12", False), ("2022-07-05-2023.11.12", False), ("4539-1488-0343-6467", False),
])
def test_dates(value: str, is_dates: bool) -> None:
    assert fp86.dates(value) is is_dates


def test_sept_beside_a_day_is_a_month() -> None:
    assert spelled._month_and_day(["Sept", "19", "to", "Sept", "12"])
    assert not spelled._month_and_day(["sept", "deux", "neuf", "quatre"])
    assert not spelled._month_and_day(["sept", "2024", "neuf", "quatre"])


# The search's notes: none holds a secret. The examples are notes it drew that the guard once refused.
@settings(max_examples=300, deadline=None)
@given(text=st.randoms(use_true_random=False).map(wide.note))
@example(text=PAIRS[0][0])
@example(text=PAIRS[2][0])
@example(text=PAIRS[3][0])
@example(text=PAIRS[6][0])
@example(text=PAIRS[8][0])
@example(text=PAIRS[9][0])
@example(text=PAIRS[11][0])
@example(text=PAIRS[12][0])
@example(text=PAIRS[13][0])
def test_ordinary_agent_notes_are_never_refused(text: str) -> None:
    assert _refused(text) == (False, False), (text, wide.reading(text))
