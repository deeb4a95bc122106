"""Round 45 of the secret guard (issue 13): a code told by what it opens ("the office safe opens on 629094", "the
cash box has a combination, 020"), a key safe's or a lift's code right after its name, a key after a program's
camelCase name for it ("partnerUserSecret 9fbf..."), and a table sent in a chat whose header shares the line of the
message's time and sender (guard/unlocked.py). Each example has a benign twin of the same layout (a shop that opens on
a date, a count, a year, a public key's name, a table of withheld values); the examples are written here, not copied
from a corpus."""

from __future__ import annotations

import time

import pytest

from engramdb.guard import unlocked

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
    (start, end, table), = unlocked.prefixed_tables(secret)
    assert table.startswith("| service |") and secret[start:end] == table
    assert unlocked.prefixed_tables("| a | b |\n|---|---|\n| 1 | 2 |") == []  # no chat prefix: the older rows'


def test_the_codes_value_rules() -> None:
    m = unlocked.OPENS_ON.search("the side door keypad takes 2022 then the tick")
    assert m is not None and unlocked.code(m) == m.span("v")  # a year typed is a code
    m = unlocked.OPENS_ON.search("the side door keypad takes 2022, the year it was fitted")
    assert m is not None and unlocked.code(m) is None  # a year alone is not
    assert unlocked.KEY_SAFE.search("key safe model 2081") is None  # a model's number: no code right after the name


@pytest.mark.parametrize(
    "finder",
    [unlocked.OPENS_ON, unlocked.COMMA, unlocked.KEY_SAFE, unlocked.LIFT, unlocked.NAMED_KEY],
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
    ]
    for text in texts:
        start = time.perf_counter()
        list(finder.finditer(text[:8000]))
        assert time.perf_counter() - start < 0.5
    start = time.perf_counter()
    unlocked.prefixed_tables(("x | y | | " * 800)[:8000])
    unlocked.prefixed_tables(("a | b || c |\n" * 700)[:8000])
    assert time.perf_counter() - start < 0.5
