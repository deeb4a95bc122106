"""A price told now per a unit of another dimension than the older price's (issue 18, branch newest147):
unit_prices.price_per_another_basis and semantics.BASIS_CHANGED ("sixty pounds a quarter now ... instead of paying him
each visit" after "22 pounds a visit": a period against an occasion, which no conversion compares)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import semantics, unit_prices
from engramdb.semantics import _asking_stems, asked_change
from engramdb.unit_prices import price_per_another_basis


def _clear() -> None:
    for module in (unit_prices, semantics):
        for f in vars(module).values():
            if callable(f) and hasattr(f, "cache_clear"):
                f.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    _clear()
    yield
    _clear()


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


# holdout34's two English notes (a period against an occasion) and an invented third (a pack against a kilo)
WINDOWS = (
    "What does Struan charge for the windows?",
    "Mon 26 Oct: Busy week; Struan wants sixty pounds a quarter now, paid up front, instead of paying him each visit; "
    "Pudding's booster jab is due.",
    "Struan charges 22 pounds a visit for the windows now.",
)
HALL = (
    "What does the hall hire cost?",
    "Mon 26 Oct: Busy session; the hall is a hundred and twenty pounds a quarter now, for three Saturdays, paid in "
    "advance; two lamps fixed.",
    "The hall hire is 45 pounds a session now.",
)
GUTTERS = (
    "What does Morven charge for the gutters?",
    "Tue 3 Nov: Quiet day; Morven wants 90 euros a year now, no more call-outs; the cat is fine.",
    "Morven charges 35 euros a call-out to clear the gutters.",
)


@pytest.mark.parametrize("case", [WINDOWS, HALL, GUTTERS], ids=["windows", "hall", "gutters"])
def test_a_price_told_now_per_another_basis_is_a_change(case: tuple[str, str, str]) -> None:
    question, newer, older = case
    assert price_per_another_basis(newer, older, question)
    assert _change(question, newer, older)


@pytest.mark.parametrize("case", [WINDOWS, HALL, GUTTERS], ids=["windows", "hall", "gutters"])
def test_basis_changed_off(monkeypatch: pytest.MonkeyPatch, case: tuple[str, str, str]) -> None:
    monkeypatch.setattr(semantics, "BASIS_CHANGED", False)
    question, newer, older = case
    assert not _change(question, newer, older)


def test_without_now_no_change() -> None:
    question, _newer, older = WINDOWS
    told = "Mon 26 Oct: Busy week; Struan quoted sixty pounds a quarter for the Drummonds' windows."
    assert price_per_another_basis(told, older, question)  # the prices alone differ in basis
    assert not _change(question, told, older)  # but no clause says "now"


@pytest.mark.parametrize("newer", [
    "Struan wants 60 euros a quarter now.",  # another currency: no common measure at all
    "Struan wants sixty a quarter now.",  # no currency told
    "Struan wants 24 pounds a visit now.",  # the same basis: _same_unit_price's reading, not this one
])
def test_not_another_basis(newer: str) -> None:
    question, _n, older = WINDOWS
    assert not price_per_another_basis(newer, older, question)


def test_a_period_against_a_period_still_read_by_conversion() -> None:
    question, _n, _o = WINDOWS
    older = "Struan charges 20 pounds a month for the windows."
    assert not price_per_another_basis("Struan wants 72 pounds a quarter now.", older, question)
    assert _change(question, "Struan wants 75 pounds a quarter now.", older)  # 25 a month: price_changed


@given(st.integers(min_value=5, max_value=900), st.integers(min_value=5, max_value=900),
       st.sampled_from(["week", "month", "quarter", "year"]), st.sampled_from(["visit", "session", "clean", "trip"]))
def test_another_basis_is_symmetric_in_kind(new: int, old: int, period: str, occasion: str) -> None:
    # a price per a period against one per an occasion reads as another basis either way round, whatever the amounts
    question = "What does Struan charge for the windows?"
    a = f"Struan wants {new} pounds a {period} now."
    b = f"Struan charges {old} pounds a {occasion} for the windows."
    assert price_per_another_basis(a, b, question)
    assert price_per_another_basis(f"Struan wants {new} pounds a {occasion} now.",
                                   f"Struan charges {old} pounds a {period} for the windows.", question)


def test_the_clause_must_name_the_question_s_subject() -> None:
    # what we charge for framing is no news of Ailsa's wage, though the clause shares "framing" with the fact
    question = "What is Ailsa paid an hour?"
    older = "Ailsa is paid £15 an hour for framing."
    newer = "Wed 28 Oct: Quiet week; framing's forty pounds a piece now, glass went up; Ailsa cut the mounts."
    assert price_per_another_basis(newer.split(";")[1], older, question)
    assert not _change(question, newer, older)
