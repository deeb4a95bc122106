"""Round 45 of the secret guard (issue 13): a code told by what it opens ("the office safe opens on 629094", "the
cash box has a combination, 020"), a key safe's or a lift's code right after its name, a key after a program's
camelCase name for it ("partnerUserSecret 9fbf..."), and a table sent in a chat whose header shares the line of the
message's time and sender (guard/unlocked.py). Each example has a benign twin of the same layout (a shop that opens on
a date, a count, a year, a public key's name, a table of withheld values); the examples are written here, not copied
from a corpus."""

from __future__ import annotations

import time

import pytest

from engramdb.guard import spelled, unlocked

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (
            "the safe in the back office opens on 482913, pull the handle first",
            "the shop in the back street opens on 4 May, pull the shutter first",
        ),
        (
            "reminder: my tablet's private notes folder opens with 7351, the receipts are in there",
            "reminder: my tablet's private notes folder opens with 12 photos, the receipts are in there",
        ),
        (
            "the garage keypad takes 2019 then the hash key",
            "the garage keypad takes 2 batteries, spares in the drawer",
        ),
        (
            "the gym locker unlocks with 9046, towels are inside",
            "the gym locker was installed in 2016, towels are inside",
        ),
        (
            "the petty cash tin has a combination, 318, the float is in it",
            "the petty cash tin has a combination lock, the float is in it",
        ),
        (
            "the bike shed at the back has a keypad, it's 2071",
            "the bike shed at the back has a keypad, it's broken",
        ),
        (
            "cabin weekend: key safe 570, leave the key in it when you go",
            "cabin weekend: key safe by the door, leave the key in it when you go",
        ),
        (
            "flat 12 is on the fourth floor, lift code 2751",
            "flat 12 is on the fourth floor, lift is out of order",
        ),
        (
            "Expensify sync: partnerUserSecret 4f0c9a1be27d83c6a5e19f04b7d2c6e8a913f5d0",
            "Expensify sync: partnerUserSecret is in the finance vault",
        ),
        (
            "Stripe test: clientSecret Zq8fK2mWx9LpR4tVbN7yHs3D",
            "Stripe test: publishableKey is the one on the website",
        ),
    ],
)
def test_a_code_told_by_what_it_opens_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "the museum opens on 1 June, the new wing too",  # a date
        "the exhibition opens with 300 works from the archive",  # a count, the clause goes on
        "the old safe was made in 1924, it still opens with a key",  # a year, a key
        "the keypad takes 2024 as the year, not as a code",  # a year, not typed
        "the locker opens with 1111",  # one digit repeated
        "accessToken 0000000000000000000000000000000000000000",  # one digit repeated
        "publicKey 4f0c9a1be27d83c6a5e19f04b7d2c6e8a913f5d0",  # a public key's name
        "nextPageToken aGVsbG8gd29ybGQgdGhpcyBpcw",  # a listing's cursor
    ],
)
def test_near_misses_are_not_refused(text: str) -> None:
    assert not _refused(text)


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a lock's code asked about, then given in the reply
            "Guest: the key box code you gave me isn't working?\nHost: oh no, sorry! It's 83154, changed it today",
            "Guest: the key box code you gave me isn't working?\nHost: oh no, sorry! It's on the way, changed it today",
        ),
        (
            "Tom: what was the garage code again?\nAnn: try 7290, then push hard",
            "Tom: what was the garage code again?\nAnn: try the app, then push hard",
        ),
        (  # a code read one digit at a time beside a code's word
            "Hey Google, onthou dat die kode van my kassie 3-8-2-0-5-4 is",
            "Hey Google, onthou dat die bus van my kassie 3-8-2-0-5-4 is",
        ),
        (
            "Hey Siri, cofia mai cod fy locer yn y gampfa yw 5 5 3 7 2",
            "Hey Siri, cofia mai rhif fy locer yn y gampfa yw 5 5 3 7 2",
        ),
        (  # a safe named, its code read aloud in words with no code's word
            "voicemail: hi, the safe in the study, it's four eight two seven, call me",
            "voicemail: hi, the car in the garage, it's four eight two seven miles, call me",
        ),
        (
            "[voice note] ok so the wall safe is three, erm, one nine, erm, six",
            "[voice note] ok so the bus times are three, erm, one nine, erm, six",
        ),
        (  # Turkish "şifresi" and Icelandic "kóðinn" name a code read aloud
            "yani kasanın şifresi yedi iki yani dört sıfır",
            "yani kasanın rengi yedi iki yani dört sıfır",
        ),
        (
            "sko, kóðinn að skápnum er fjórir sko, átta tveir sex",
            "sko, verðið á skápnum er fjórir sko, átta tveir sex",
        ),
        (  # a lock's code in a CSV column
            "can you tidy this?\nbuilding,door,door code,updated\nDepot,side entrance,583071,2026-02-01",
            "can you tidy this?\nbuilding,door,door code,updated\nDepot,side entrance,(ask Jo),2026-02-01",
        ),
        (  # a PIN in a log's JSON under a key naming it with a word more
            '{"event":"gate.open","device":"gate-keypad","pin_entered":"60914","result":"ok"}',
            '{"event":"gate.open","device":"gate-keypad","pin_length":"60914","result":"ok"}',
        ),
        (  # a bicycle's lock ("bici", "bicykel") is no SWIFT BIC
            "Kód na zámok od bicykla je 530176, potom ho zamkni",
            "Kód BIC banky je 530176, potom ho zamkni",
        ),
    ],
)
def test_a_code_named_by_its_lock_or_its_question_is_refused_and_its_twin_is_not(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "booking number 1-7-0-8-4-8-8-3, the door code comes on the day",  # the code named after the run
        "welcome! booking no. 6 4 4 6 4 9 0 0 the door code comes on the day",  # ... with no stop between
        "the code of the booking: 7 6 1 3 1 9 9 8 1",  # nine digits: no code read one by one
        "the code of conduct has 1 2 3 4 sections",  # counted out
        "kod 7-7-7-7 is what the demo uses",  # one digit repeated
        "Guest: is the door code still the same?\nHost: yes, it's 2024 rules, same as last year",  # a year
    ],
)
def test_digit_runs_and_replies_that_are_no_code_stay_benign(text: str) -> None:
    assert not _refused(text)


_SEED_TURNS = (
    "[21:03] Me: wallet words, first half: {a}\n[21:03] Sam: ok writing them down\n"
    "[21:05] Me: second half: {b}\n[21:06] Sam: got them"
)
# the first and second halves of a valid 12-word phrase (BIP-39's English list, checksum valid)
_HALF_A, _HALF_B = "myself polar announce pipe negative pigeon", "exact split chief normal ginger toddler"


def test_a_seed_phrase_sent_over_chat_turns_with_replies_between_is_refused() -> None:
    from engramdb.guard import bip39

    secret = _SEED_TURNS.format(a=_HALF_A, b=_HALF_B)
    assert bip39.split_phrase(secret) is None  # the pieces are not on consecutive lines
    assert bip39.split_over_turns(secret) is not None
    assert _refused(secret)
    wrong = _SEED_TURNS.format(a=_HALF_A, b="exact split chief normal ginger tomato")  # checksum fails
    assert bip39.split_over_turns(wrong) is None
    far = secret.replace("[21:03] Sam: ok writing them down\n", "a\nb\nc\n")  # three lines apart
    assert bip39.split_over_turns(far) is None
    groceries = "[09:00] Me: fruit: apple banana orange lemon\n[09:01] Sam: ok\n[09:02] Me: veg: onion garlic bean"
    assert bip39.split_over_turns(groceries) is None and not _refused(groceries)


def test_a_lock_named_and_the_digit_runs_reading() -> None:
    assert spelled.lock_named("The safe in the office")
    assert spelled.lock_named("the padlock on the shed")
    assert not spelled.lock_named("keep it safe for me")  # an adjective
    m = unlocked.DIGIT_RUN.search("ο κωδικός του ντουλαπιού μου είναι 5-2-1-8-7")
    assert m is not None and unlocked.digit_run(m) is not None and m.group("v") == "5-2-1-8-7"
    assert unlocked.DIGIT_RUN.search("the code is 12-34-56") is None  # two-digit groups: the dial rows'


def test_a_table_after_a_chats_time_and_sender_is_read_as_a_table() -> None:
    secret = (
        "2026-03-02 10:15 | Ana | | service | login | key |\n|---|---|---|\n"
        "| Calendly | ana@mail.example | 7c1e94b0a2d35f68e9c04b1a7d2f3e58 |"
    )
    benign = (
        "2026-03-02 10:15 | Ana | | service | login | key |\n|---|---|---|\n"
        "| Calendly | ana@mail.example | (in the vault) |"
    )
    assert _refused(secret)
    assert not _refused(benign)
    ((start, end, table),) = unlocked.prefixed_tables(secret)
    assert table.startswith("| service |") and secret[start:end] == table
    assert unlocked.prefixed_tables("| a | b |\n|---|---|\n| 1 | 2 |") == []  # no chat prefix: the older rows'


def test_a_csv_column_of_lock_codes_last_or_not() -> None:
    assert _refused("site,door,door code\nYard,back,40723\nDock,front,91546")  # the last column
    assert not _refused("site,door,door code\nYard,back,(Jo has it)\nDock,front,ask")
    m = unlocked.CSV_CODE.search("site,door,door code\nYard,back,1111\nDock,front,2019")
    assert m is not None and unlocked.csv_code(m) is None  # one digit repeated, a year


def test_the_codes_value_rules() -> None:
    m = unlocked.OPENS_ON.search("the side door keypad takes 2022 then the tick")
    assert m is not None and unlocked.code(m) == m.span("v")  # a year typed is a code
    m = unlocked.OPENS_ON.search("the side door keypad takes 2022, the year it was fitted")
    assert m is not None and unlocked.code(m) is None  # a year alone is not
    assert unlocked.KEY_SAFE.search("key safe model 2081") is None  # a model's number: no code right after the name


@pytest.mark.parametrize(
    "finder",
    [
        unlocked.OPENS_ON,
        unlocked.COMMA,
        unlocked.KEY_SAFE,
        unlocked.LIFT,
        unlocked.NAMED_KEY,
        unlocked.REPLY,
        unlocked.DIGIT_RUN,
        unlocked.CSV_CODE,
        unlocked.JSON_PIN,
    ],
)
def test_no_quadratic_time_on_long_adversarial_inputs(finder: unlocked.GatedFinder) -> None:
    texts = [
        "safe " * 1600,
        "the safe opens on " * 450,
        "the cash box has a combination, " * 250,
        "key safe " * 900,
        "lift code " * 800,
        "aSecret " * 1000,
        "xSecret" + "a" * 8000,
        "door code?\n" * 800,
        "kod " + "1 " * 4000,
        "kod " + "1-" * 4000,
        "kod" + " x" * 4000 + " 1 2 3 4",
        "door code," * 800,
        "door code,a\n" * 700,
        ("a,b,c,door code\n" + "1,2,3,4567\n" * 600)[:8000],
        '"pin_' + "a_" * 4000 + '":"1234"',
    ]
    for text in texts:
        start = time.perf_counter()
        list(finder.finditer(text[:8000]))
        assert time.perf_counter() - start < 0.5
    start = time.perf_counter()
    unlocked.prefixed_tables(("x | y | | " * 800)[:8000])
    unlocked.prefixed_tables(("a | b || c |\n" * 700)[:8000])
    from engramdb.guard import bip39

    bip39.split_over_turns(("[1] Me: seed: " + "abandon " * 6 + "\n[2] Sam: ok\n") * 40)
    assert time.perf_counter() - start < 0.5
