"""lookups153 (issue 18; benchmarks/RESULTS.md "lookups153"): an identifying number is asked as "the number for <what
it reaches>" too, and is written with three digits or more, or after the asked noun (support.ID_NUMBER_SHAPE)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engramdb.support as support

GUARD = "What's the number for the guardhouse?"
PARKING = "Visitors park on level P2 only, maximum 4 hours, register the plate at the guardhouse."
LINE = "The gatehouse is manned 24 hours by Perisai Security; the guardhouse line is 04-229 5510."
TAX = "What's Jonas's tax number in Spain?"
NIFS = "NIEs: Lea X-1234567-L; Jonas 551 070 298."


@pytest.fixture(autouse=True)
def _on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(support, "ID_NUMBER_NO_DATE", True)
    monkeypatch.setattr(support, "ID_NUMBER_SHAPE", True)
    support._asked.cache_clear()


def test_the_number_for_a_place_asks_an_identifying_number(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support.asks_id_number(GUARD.lower())
    assert support._id_noun(GUARD.lower()) == "guardhouse"
    assert support._id_noun("what's the number to ring if the van breaks down?") == ""
    assert not support.asks_id_number("what is the number of rooms?")  # a count
    assert not support.asks_id_number("what number should i put?")
    assert support.fills_asked_slot(GUARD, PARKING) is False  # "4 hours", "P2": a count and a level
    assert support.fills_asked_slot(GUARD, LINE) is True
    assert support.slot_pick(GUARD, [PARKING, LINE], [0.876, 0.849]) == 1
    monkeypatch.setattr(support, "ID_NUMBER_SHAPE", False)
    support._asked.cache_clear()
    assert not support.asks_id_number(GUARD.lower())
    assert support.fills_asked_slot(GUARD, PARKING) is True  # main's reading: any number
    assert support.slot_pick(GUARD, [PARKING, LINE], [0.876, 0.849]) is None


def test_an_identifying_number_has_three_digits_or_sits_after_its_noun() -> None:
    assert support.fills_asked_slot(TAX, NIFS) is True  # groups of three
    assert support.fills_asked_slot(TAX, "Jonas moved to flat 12 in 2024.") is False
    assert support.fills_asked_slot("What's the phone number for the vet?", "Vet: 06 12 34 56 78 (pairs).") is True
    locker = "What's my locker number?"
    assert support.fills_asked_slot(locker, "Your locker is 12, by the door.") is True  # after the asked noun
    assert support.fills_asked_slot(locker, "Lockers are by the door; 4 hours at most.") is False  # another clause
    assert support.fills_asked_slot(locker, "Towels are by the door; 4 hours at most.") is False
    quote = "What's the quote number for the churchyard yews?"
    assert support.fills_asked_slot(quote, "Sat 17 Oct: quoted the parish council, quote GTC-Q-2291.") is True
    assert support.fills_asked_slot(quote, "Sat 17 Oct: quoted the parish council for the yews.") is False


@given(st.integers(min_value=0, max_value=99), st.sampled_from(["hours", "people", "bikes", "minutes"]))
def test_a_short_bare_number_never_answers_an_identifying_number(n: int, unit: str) -> None:
    """Invariant: one or two digits outside the asked noun's reach are a count, not an identifier."""
    text = f"Visitors may stay at most {n} {unit}; the plate is registered at reception."
    assert support.fills_asked_slot(GUARD, text) is False
    assert support.fills_asked_slot(TAX, text) is False


@given(st.from_regex(re.compile(r"[1-9]\d{2}(?: \d{2,4}){0,3}"), fullmatch=True))
def test_a_long_number_answers_an_identifying_number(number: str) -> None:
    """Invariant: a number of three digits or more, in one run or in groups, is an identifier's shape."""
    assert support.fills_asked_slot(GUARD, f"Ring the desk on {number} at any hour.") is True


WHEEL = "How much is the wheel course and when does it run?"
COURSE = "Wheel courses: 8 sessions for ₪1,400, Sunday and Tuesday evenings; max 8 students per group."
WOBBLE = "19 Oct: the wheel in station 3 started wobbling; the motor still needs looking at."


def test_slot_first_reads_money_in_any_currency(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(support, "SLOT_MONEY_WIDE", True)
    assert support.fills_asked_slot(WHEEL, COURSE) is True
    assert support.fills_asked_slot(WHEEL, WOBBLE) is False
    assert support.slot_pick(WHEEL, [WOBBLE, COURSE], [0.488, 0.454]) == 1
    for text in ("Rent is 2,300 lei a month.", "Parking RM 5 an entry.", "Membership 450 PLN.", "Tickets 300 naira."):
        assert support.fills_asked_slot(WHEEL, text) is True, text
    assert support.fills_asked_slot(WHEEL, "Lei ha 3 gatti e un cane.") is False  # Italian "she", no amount
    monkeypatch.setattr(support, "SLOT_MONEY_WIDE", False)
    assert support.fills_asked_slot(WHEEL, COURSE) is False  # main's test: no sign it reads
    assert support.slot_pick(WHEEL, [WOBBLE, COURSE], [0.488, 0.454]) is None


@given(st.sampled_from("₪₺₩₽₫₴₱₦฿"), st.integers(min_value=1, max_value=99999))
def test_every_currency_sign_fills_the_money_slot(sign: str, amount: int) -> None:
    """Invariant: an amount written with a currency sign is money, whichever currency."""
    assert support.fills_asked_slot(WHEEL, f"The course is {sign}{amount} for the term.") is True
