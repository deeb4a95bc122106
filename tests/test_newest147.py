"""A price told now per a unit of another dimension than the older price's (issue 18, branch newest147):
unit_prices.price_per_another_basis and semantics.BASIS_CHANGED ("sixty pounds a quarter now ... instead of paying him
each visit" after "22 pounds a visit": a period against an occasion, which no conversion compares); across languages
semantics.XL_PACK_BASIS with Tatar money (numwords_xl: its number words, "сум" as the rouble, XL_HALF_POWER); a price
asked by the money's name (semantics.MONEY_NOUN_ASKED)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import numwords_xl, semantics, unit_prices, xl_packs
from engramdb.numwords_xl import xl_spelt_in_digits
from engramdb.semantics import _asking_stems, _money_noun_asked, _xl_pack_change, asked_change
from engramdb.unit_prices import price_per_another_basis

from .caches_util import fresh_caches

_fresh_caches = fresh_caches(unit_prices, semantics, numwords_xl, xl_packs)


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


# Tatar: cream now 1,000 roubles a two-litre jar, after a price per kilo (invented)
TATAR = "Сб 7 Ноя: Базар көне; Гөлнара хәзер ике литрлы банкасы өчен мең сум сорый; Илдар кайтты."
TATAR_OLD = "Gulnara sells us cream at 450 rubles a kilo."


@pytest.mark.parametrize(("text", "read"), [
    ("өч йөз илле сум", "350 rub"),  # Tatar "сум" is the rouble
    ("мең ярым сум", "1500 rub"),  # a half after a thousand is half of it
    ("ике мең ярым сум", "2500 rub"),
    ("өч ярым сум", "3.5 rub"),  # after a unit, a half is 0.5
    ("бир миң жарым сом", "1500 som"),  # Kyrgyz: 1,000.5 before XL_HALF_POWER
    ("ikki ming soʻm", "2000 som"),  # Uzbek's som stays the som
])
def test_tatar_money_in_digits(text: str, read: str) -> None:
    assert xl_spelt_in_digits(text) == read


def test_tatar_words_away_from_money_stay_words() -> None:
    assert xl_spelt_in_digits("бер ике өч 5 euros") == "бер ике өч 5 euros"


def test_half_power_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(numwords_xl, "XL_HALF_POWER", False)
    assert xl_spelt_in_digits("бир миң жарым сом") == "1000.5 som"


def test_a_pack_told_now_per_another_dimension_is_a_change() -> None:
    assert _xl_pack_change(TATAR, TATAR_OLD, True)  # 500 roubles a litre against 450 a kilo


def test_a_pack_per_another_dimension_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_PACK_BASIS", False)
    assert not _xl_pack_change(TATAR, TATAR_OLD, True)


def test_a_pack_per_another_dimension_needs_now() -> None:
    assert not _xl_pack_change(TATAR.replace("хәзер ", ""), TATAR_OLD, True)


def test_a_pack_in_another_currency_is_no_change() -> None:
    assert not _xl_pack_change(TATAR, "Gulnara sells us cream at 5 euros a kilo.", True)


@pytest.mark.parametrize(("question", "asked"), [
    ("What's the rent for the transmitter space on the mast?", True),
    ("What is Callum's hourly wage?", True),
    ("How much rent does Flat 3 pay?", False),  # the money slot asks it already
    ("Where do we rent the van from?", False),  # a place is asked
    ("What did the landlord say about the lease?", False),
])
def test_a_price_asked_by_the_money_s_name(question: str, asked: bool) -> None:
    assert _money_noun_asked(question) is asked


def test_rent_asked_reads_a_rent_per_another_period() -> None:
    question = "What's the rent for the lock-up on Mill Lane?"
    older = "The Mill Lane lock-up rent went up to £900 a year."
    newer = "Tue 3 Nov: Committee; the council now want the lock-up rent monthly, eighty pounds a month from January."
    assert _change(question, newer, older)  # £960 a year


def test_rent_asked_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "MONEY_NOUN_ASKED", False)
    question = "What's the rent for the lock-up on Mill Lane?"
    older = "The Mill Lane lock-up rent went up to £900 a year."
    newer = "Tue 3 Nov: Committee; the council now want the lock-up rent monthly, eighty pounds a month from January."
    assert not _change(question, newer, older)


def test_the_clause_must_name_the_fact_s_subject_too() -> None:
    # the question names framing, the clause prices framing, but the fact is Ailsa's wage for mounting
    question = "What is Ailsa paid for framing?"
    older = "Ailsa is paid £15 an hour for cutting mounts."
    newer = "Wed 28 Oct: Quiet week; framing's forty pounds a piece now, glass went up; Ailsa cut the mounts."
    assert not _change(question, newer, older)


# an amount with no currency told now (invented, after holdout24's beginners' fee)
JUNIORS = ("How much is the monthly fee for the juniors' group?",
           "Tue 3 Nov, staff meeting: the ice is booked; juniors pay four and a half thousand a month now; bus fixed.",
           "The juniors' group fee is now 4,000 roubles a month.")


def test_an_amount_with_no_currency_told_now_is_a_change() -> None:
    assert _change(*JUNIORS)


def test_an_amount_with_no_currency_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "BARE_PRICE", False)
    assert not _change(*JUNIORS)


@pytest.mark.parametrize("newer", [
    "Tue 3 Nov: juniors train two a month now; bus fixed.",  # a count of sessions, not a price: far from 4,000
    "Tue 3 Nov: juniors pay four thousand a month now; bus fixed.",  # the same price
    "Tue 3 Nov: juniors pay four and a half thousand a month; bus fixed.",  # no "now"
])
def test_no_change_with_no_currency(newer: str) -> None:
    question, _n, older = JUNIORS
    assert not _change(question, newer, older)


@given(st.integers(min_value=1, max_value=10_000))
def test_a_bare_amount_is_a_price_per_its_unit(amount: int) -> None:
    found = unit_prices.bare_prices(f"they pay {amount} a month now")
    assert len(found) == 1 and found[0].currency == "" and found[0].dimension == "time"
    assert unit_prices.bare_prices(f"they pay £{amount} a month now") == ()  # a currency: prices()' reading
