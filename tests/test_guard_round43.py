"""Round 43 of the secret guard (issue 13): a short code told in groups of digits, as a keypad's code is read out
("Türcode: 23 4918", "código del portal: 84 15"), read as the code written whole (guard/grouped.py). Each example has
a benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import grouped

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        ("Türcode: 41 7730, Hinterhaus links", "Türcode: kommt per SMS, Hinterhaus links"),
        ("código del portal: 58 21", "código del portal: en el buzón"),
        ("Fw: codice del cancello... 73 5104 -- Ana", "Fw: codice del cancello... chiedi a Marco -- Ana"),
        ("gate code 62 19, the blue door after", "gate code on the fridge, the blue door after"),
        ("门禁密码 => 38 206", "门禁密码 => 问物业"),
        ("portkod (Ringvägen 4): 90 46", "portkod (Ringvägen 4): finns på lappen"),
        ("my PIN is 27 93, for the bike lock", "my PIN is on the card, for the bike lock"),
        ("код домофона — 17 4620, потом на лифте", "код домофона — у консьержа, потом на лифте"),
    ],
)
def test_round43_reads_a_grouped_code_and_not_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "text",
    [
        "Tel. Hausmeister 06 76 12 34 56",  # a phone number's groups: a longer number
        "Zimmer 12 34 im zweiten Stock",
        "the meeting is at 12 30 in room B",
        "el código postal es 28 013, Madrid",
        "door code review took 20 30 minutes",
        "gate code 11 11 for now, changes Monday",  # one digit repeated
        "codice del cancello: 10 000 euro di lavori",
        "keypad model 4420 20, batteries AA",
        "the gate costs 12 500 € installed",
    ],
)
def test_round43_leaves_benign_near_misses(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(
    ("text", "joined"),
    [
        ("código del portal: 84 15", ["código del portal: 8415"]),
        ("a: 12 3456 78, b", ["a: 12345678"]),
        ("call 06 76 12 34 56", []),  # five groups: a phone number
        ("at 12:30 40 people", []),
        ("4539 1488 0343 6467", []),  # a card's four groups
        ("code 1 234", []),  # a group of one digit
        ("12 30 Uhr", []),  # a word right after
        ("07 77", ["0777"]),
        ("77 77", []),  # one digit repeated
    ],
)
def test_round43_grouped_lines_reads_runs_only(text: str, joined: list[str]) -> None:
    assert [line for _, _, line in grouped.grouped_lines(text)] == joined


def test_round43_anchor_is_in_every_run() -> None:
    from engramdb.guard.prefilter import _FOLD

    for text in ("a 12 34", "b 123 4567", "c 4321 87"):
        folded = text.encode().translate(_FOLD)
        assert grouped.grouped_lines(text)
        assert any(a.encode().translate(_FOLD) in folded for a in grouped.ANCHORS)


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (
            "the six digits for the tax portal this year are 318604, new ones in January",
            "the six digits for the tax portal this year are on the letter, new ones in January",
        ),
        (
            "for the e-book app: card number first, then the four digits 5827",
            "for the e-book app: card number first, then the four digits from the letter",
        ),
        ("the five digits: 40917 (the kiosk asks twice)", "the five digits: see the note (the kiosk asks twice)"),
    ],
)
def test_round43_reads_a_counted_code_and_not_its_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "text",
    [
        "the last four digits of the card are 4821",  # a card's shown end
        "the four digits of the postcode are 1017",  # what the digits are "of"
        "the six digits are 12345, one short",  # fewer digits than the count
        "the four digits were 2026, the year",  # a year
        "the four digits are 7777 on the demo unit",  # one digit repeated
        "the four digits 1234 are an example only",  # a run: a placeholder
    ],
)
def test_round43_leaves_counted_near_misses(text: str) -> None:
    assert not _refused(text), text
