"""Sardinian number words, euros and "como" (now) (issue 18, branch newest157): a dated note pricing a pack now in
Sardinian ("como cheret chimbanta euros pro unu sacu de baranta chilos": 50 euros for a forty-kilo sack) after a
price per kilo reads as the newer price per kilo (semantics._xl_pack_change)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import numwords_xl, semantics, unit_prices, xl_packs
from engramdb.numwords_xl import says_now, xl_spelt_in_digits
from engramdb.semantics import _asking_stems, _xl_pack_change, asked_change

from .caches_util import fresh_caches

_fresh_caches = fresh_caches(unit_prices, semantics, numwords_xl, xl_packs)


# invented, in holdout35's way: barley now 36 euros for a thirty-kilo sack, after a price per kilo
SARDINIAN = ("Sab 7 Nov: Die de mercadu; Bainzu Porcu como cheret trinta e ses euros pro unu sacu de trinta chilos, "
             "no bendet prus a chilu; Gavinu at torradu.")
SARDINIAN_OLD = "Bainzu Porcu sells us barley at 1.05 euros a kilo."


@pytest.mark.parametrize(("text", "read"), [
    ("chimbanta euros", "50 euros"),
    ("binti e duos euros", "22 euros"),
    ("chentu e baranta euros", "140 euros"),
    ("duos milli euros", "2000 euros"),
])
def test_sardinian_money_in_digits(text: str, read: str) -> None:
    assert xl_spelt_in_digits(text) == read


def test_sardinian_words_away_from_money_stay_words() -> None:
    # "unu", "tres", "ses" are words of other languages: read next to euros only
    assert xl_spelt_in_digits("tres amigos, unu libro, ses 5 dollars") == "tres amigos, unu libro, ses 5 dollars"


def test_como_is_now_by_its_whole_word() -> None:
    assert says_now("como cheret")
    assert not says_now("una comoda nova")


def test_a_sardinian_pack_told_now_is_a_change() -> None:
    assert _xl_pack_change(SARDINIAN, SARDINIAN_OLD, True)  # 1.20 a kilo against 1.05


def test_a_sardinian_pack_at_the_same_price_per_kilo_is_a_change_when_resized() -> None:
    assert _xl_pack_change(SARDINIAN, "Bainzu Porcu sells us barley at 1.20 euros a kilo.", True)


def test_a_sardinian_pack_in_another_currency_is_no_change() -> None:
    assert not _xl_pack_change(SARDINIAN, "Bainzu Porcu sells us barley at 1.05 dollars a kilo.", True)


@given(st.integers(min_value=1, max_value=9), st.integers(min_value=2, max_value=9))
def test_sardinian_tens_and_units(unit: int, ten: int) -> None:
    # a run "<ten> e <unit> euros" reads as ten * 10 + unit (the invariant of the table and its join)
    units = ["unu", "duos", "tres", "bator", "chimbe", "ses", "sete", "oto", "noe"]
    tens = {2: "binti", 3: "trinta", 4: "baranta", 5: "chimbanta", 6: "sessanta", 7: "setanta", 8: "otanta",
            9: "noranta"}
    assert xl_spelt_in_digits(f"{tens[ten]} e {units[unit - 1]} euros") == f"{ten * 10 + unit} euros"


# invented, in holdout35's way: the old source told closed in the clause that names the new one
SHOP_Q = "Where do we buy our seed potatoes?"
SHOP_OLD = "We buy our seed potatoes from the garden centre in Brampton."
SHOP_NEW = ("Thu 15 Oct: Ailsa says the garden centre in Brampton has closed, so we order our seed potatoes from the "
            "nursery in Alston from now on.")


def test_old_name_retired_in_the_clause_that_names_the_new_one() -> None:
    assert asked_change(SHOP_Q, _asking_stems(SHOP_Q), SHOP_NEW, SHOP_OLD)


def test_old_name_retired_in_the_clause_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "NAME_RETIRED_NAMED", False)
    assert not asked_change(SHOP_Q, _asking_stems(SHOP_Q), SHOP_NEW, SHOP_OLD)


def test_old_name_named_with_no_retiring_word_is_no_swap() -> None:
    # the old shop named beside the new one, nothing retired: both may stand
    newer = ("Thu 15 Oct: Ailsa says the garden centre in Brampton is busy, so we order our seed potatoes from the "
             "nursery in Alston as well from now on.")
    assert not asked_change(SHOP_Q, _asking_stems(SHOP_Q), newer, SHOP_OLD)
