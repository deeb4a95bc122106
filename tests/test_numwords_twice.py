"""A value changed twice, the newest told in passing in Serbian, Punjabi or Haitian Creole number words
(numwords_xl: their tables, currency and "now" words, a half before a run, the longest run first): issue 18,
branch twice98."""

from __future__ import annotations

import pytest

from engramdb.numwords_xl import XL_NUMBER_WORDS, says_now, xl_spelt_in_digits
from engramdb.semantics import _xl_anchored_value, xl_asked_change

SPELT = [
    ("sr", "од новембра откупна цена прве класе је четиристо двадесет динара за килограм", "420 dinars"),
    ("sr", "Цена је сада хиљаду двеста педесет динара.", "1250 dinars"),
    ("pa", "ਦੀਵਾਲੀ ਤੋਂ ਬਾਅਦ ਵਿਆਹ ਦੀ ਜੁੱਤੀ ਸਾਢੇ ਤਿੰਨ ਹਜ਼ਾਰ ਰੁਪਏ ਜੋੜੀ ਹੋਵੇਗੀ।", "3500 rupees"),
    ("pa", "ਹੁਣ ਇੱਕ ਜੋੜੀ ਪੰਜ ਸੌ ਰੁਪਏ ਦੀ ਹੈ।", "500 rupees"),
    ("ht", "depi semenn sa a, yon pake sis kasav natirèl se de san goud pou revandè yo.", "200 gourdes"),
]


@pytest.mark.parametrize(("lang", "text", "digits"), SPELT)
def test_each_new_languages_words_read_as_digits(lang: str, text: str, digits: str) -> None:
    assert lang in XL_NUMBER_WORDS
    assert digits in xl_spelt_in_digits(text)
    assert says_now(text) or (lang == "sr" and "сада" in text)


def test_the_longest_run_is_read_whole() -> None:
    # Macedonian's hundreds are no Serbian "педесет" alone, nor Serbian's "четиристо" Macedonian's 4 + 100
    assert "450 denars" in xl_spelt_in_digits("теглата ајвар сега е четиристотини и педесет денари")
    assert "520 denars" in xl_spelt_in_digits("Цената сега е петстотини и дваесет денари.")
    assert "400 dinars" in xl_spelt_in_digits("Цена је четиристо динара.")


def test_haitian_words_read_next_to_its_own_currency_only() -> None:
    for text in ("cuestan miles de euros y cientos de dólares", "payé en euros, de euros", "kat moun, de euros"):
        assert xl_spelt_in_digits(text) == text
    assert "6 gourdes" in xl_spelt_in_digits("sis goud")
    # a half before a run is read only with the run: no half alone, no half before a count of another thing
    assert xl_spelt_in_digits("ਸਾਢੇ ਰੁਪਏ") == "ਸਾਢੇ ਰੁਪਏ"
    assert xl_spelt_in_digits("ਸਾਢੇ ਤਿੰਨ ਜੋੜੇ") == "ਸਾਢੇ ਤਿੰਨ ਜੋੜੇ"


# the newest of a value changed twice (holdout28's pattern), after the middle fact in English digits
CHANGES = [
    (
        "Buying price for first-class Willamette raspberries goes up to 360 dinars a kilo.",
        "уторак 27.10: састанак управе; од новембра откупна цена прве класе је четиристо двадесет динара за килограм.",
    ),
    (
        "Bridal juttis with full tilla work are now ₹2,900 a pair.",
        "ਬੁੱਧਵਾਰ 28/10: ਦੀਵਾਲੀ ਤੋਂ ਬਾਅਦ ਪੂਰੇ ਤਿੱਲੇ ਵਾਲੀ ਵਿਆਹ ਦੀ ਜੁੱਤੀ ਸਾਢੇ ਤਿੰਨ ਹਜ਼ਾਰ ਰੁਪਏ ਜੋੜੀ ਹੋਵੇਗੀ।",
    ),
    (
        "Wholesale, a dozen plain kasav is 300 gourdes now.",
        "mèkredi 28/10: yon pake sis kasav natirèl se de san goud pou revandè yo depi semenn sa a.",
    ),
]


@pytest.mark.parametrize(("older", "newer"), CHANGES)
def test_the_newest_value_is_anchored_to_the_fact(older: str, newer: str) -> None:
    assert _xl_anchored_value(newer, older, True)
    # the same price again is no change
    assert not _xl_anchored_value(older, older, False)


def test_a_shared_word_reads_the_haitian_change_without_the_embedder() -> None:
    older, newer = CHANGES[2]
    assert xl_asked_change("What's the wholesale price of plain kasav now?", newer, older, True)
    # without its "now" word ("depi") a dated note's price is a price paid then
    assert not xl_asked_change(
        "What's the wholesale price of plain kasav now?", newer.replace("depi ", ""), older, True
    )
