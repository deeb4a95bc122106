"""Slovene, Dari and Shona number words next to their money (issue 18, branch newest159, benchmarks/RESULTS.md):
holdout36's newest prices told in words for a pack ("petdeset evrov za zaboj štiriindvajsetih kozarcev")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import numwords_xl, semantics, xl_packs
from engramdb.numwords_xl import xl_spelt_in_digits
from engramdb.semantics import xl_asked_change

from .caches_util import fresh_caches

_fresh_caches = fresh_caches(semantics, numwords_xl, xl_packs)


@pytest.mark.parametrize(("text", "digits"), [
    ("zdaj računa petdeset evrov za zaboj", "50 euros"),
    ("stane štiriindvajset evrov", "24 euros"),
    ("dvesto petdeset evrov na leto", "250 euros"),
    ("tri tisoč evrov", "3000 euros"),
    ("برای یک کارتن یک هزار و دوصد افغانی می‌گیرد", "1200 afghani"),
    ("پنجاه افغانی", "50 afghani"),
    ("anoda madhora makumi maviri nemashanu pabhegi", "25 usd"),
    ("madhora gumi", "10 usd"),
])
def test_each_languages_words_read_as_digits(text: str, digits: str) -> None:
    assert digits in xl_spelt_in_digits(text)


@given(st.sampled_from(("pet", "sto", "dvajset", "سی", "نه", "gumi", "sere", "ina")),
       st.sampled_from(("kozarcev", "dni", "کارتن", "روز", "mazuva", "makirogiramu")))
def test_a_number_word_with_no_money_of_its_language_stays_a_word(number: str, noun: str) -> None:
    text = f"{number} {noun}"
    assert xl_spelt_in_digits(text) == text


def test_a_slovene_price_in_words_reads_as_a_change_of_an_english_one() -> None:
    question = "What does Špela Mlakar charge for jars?"
    newer = ("Mon 26 Oct: Dolg dan; Špela Mlakar je pripeljala kozarce in zdaj računa petdeset evrov za zaboj "
             "štiriindvajsetih kozarcev, posamezno jih ne prodaja več.")
    assert xl_asked_change(question, newer, "Jars have gone up: Špela Mlakar charges 1.20 euros a jar now.", True)
