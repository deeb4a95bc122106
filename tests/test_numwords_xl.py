"""Money told in another language's number words, read as digits for the cross-language change readers
(numwords_xl.xl_spelt_in_digits, semantics._xl_spelt): issue 18, branch xlnum92."""

from __future__ import annotations

import pytest

from engramdb import semantics
from engramdb.numwords_xl import XL_NUMBER_WORDS, says_now, xl_spelt_in_digits
from engramdb.semantics import _xl_anchored_value, _xl_clauses

# one amount per language, in its number words next to a currency word, and the digits it is read as
SPELT = [
    ("hy", "Գինը այժմ ինը եվրո քսան ցենտ է։", "9.2 euros"),
    ("hy", "Վճարում ենք երեք հազար հինգ հարյուր դրամ։", "3500 dram"),
    ("kk", "Бағасы енді үш мың екі жүз теңге.", "3200 tenge"),
    ("az", "Bir şüşə indi beş yarım manat.", "5.5 manat"),
    ("az", "Qiymət on iki manat oldu.", "12 manat"),
    ("uz", "Narxi endi qirq ikki ming so'm.", "42000 som"),
    ("mn", "Үнэ нь одоо гурван мянга дөрвөн зуун доллар.", "3400 usd"),
    ("si", "දැන් රුපියල් දෙදහස් පන්සිය ගෙවනවා.", "2500 rupees"),
    ("km", "តម្លៃ\u200bឥឡូវ\u200bបីពាន់\u200bពីររយ\u200bរៀល", "3200 riel"),
    ("ne", "शुल्क अब बीस हजार तीन सय रुपैयाँ हो।", "20300 rupees"),
    ("gu", "હવે રોજના બસો પચાસ રૂપિયા મળે છે.", "250 rupees"),
    ("gl", "A caixa sae agora por trescentos corenta e cinco euros.", "345 euros"),
    ("mk", "Цената сега е петстотини и дваесет денари.", "520 denars"),
]


@pytest.mark.parametrize(("lang", "text", "digits"), SPELT)
def test_each_languages_words_read_as_digits(lang: str, text: str, digits: str) -> None:
    assert lang in XL_NUMBER_WORDS
    assert digits in xl_spelt_in_digits(text)


def test_a_count_of_another_thing_and_a_word_inside_a_word() -> None:
    for text in (
        "долоо хоногийн уулзалт: хоёр шинэ хана",  # a week ("seven days") and two walls: no currency word
        "o rolo de cen metros de corda",  # a hundred metres of rope
        "Бесік пен екі адам келді.",  # "бесік" (a cradle) starts with "бес" (five); two people
        "Dörd işçi gəldi, onlar bir gün qaldı.",  # four workers, "onlar" starts with "on" (ten)
        "on Monday we paid 5 euros",  # English "on" before no currency word
        "ժամը հինգին",  # a time
    ):
        assert xl_spelt_in_digits(text) == text
    # digits already: left to _xl_values
    assert xl_spelt_in_digits("Narxi 30,000 soʻm") == "Narxi 30,000 soʻm"
    # a number after the currency word when a run before it took it ("... រៀល មួយ គីឡូ": riel a kilo)
    assert xl_spelt_in_digits("ប្រាំរយ\u200bរៀល\u200bមួយ\u200bគីឡូ").startswith("500 riel")
    assert says_now("Narxi endi qirq ming") and not says_now("Narxi qirq ming")


# a changed price told in another language's number words, after a fact in English digits
CHANGES = [
    ("Our guesthouse room is $60 a night.", "Засвар: өрөө одоо далан доллар.", True),
    ("A kilo of dried figs sells at €6.40 to the Lille buyer.",
     "Լիլի գնորդը այսուհետ վճարում է յոթ եվրո քսան ցենտ մեկ կիլոգրամի համար։", True),
    ("The weaving course costs 18,000 rupees.", "बुनाइ कोर्स अब बीस हजार रुपैयाँ।", True),
    ("A jar of honey is 300 denars.", "Теглата мед сега е триста и педесет денари.", True),
]


@pytest.mark.parametrize(("older", "newer", "changed"), CHANGES)
def test_the_change_is_read_only_with_the_words(monkeypatch: pytest.MonkeyPatch, older: str, newer: str,
                                                changed: bool) -> None:
    assert _xl_anchored_value(newer, older, True) == changed
    monkeypatch.setattr(semantics, "XL_NUMBER_WORDS", False)  # main: digits only
    _xl_clauses.cache_clear()
    try:
        assert not _xl_anchored_value(newer, older, True)
    finally:
        _xl_clauses.cache_clear()


def test_the_same_value_in_words_is_no_change() -> None:
    assert not _xl_anchored_value("Засвар: өрөө одоо жаран доллар.", "Our guesthouse room is $60 a night.", True)
    # a count of another thing in words next to the fact's price: no value of its unit
    assert not _xl_anchored_value("Одоо хоёр өрөө засвартай.", "Our guesthouse room is $60 a night.", True)


def test_an_english_word_after_a_currency_is_no_number() -> None:
    # Azerbaijani "on" (10) and "min" (1000) after a currency word that a number in digits owns
    for text in ("Premium package: from this winter it's 58 euros on weekdays.", "Pricing: unlock 0.50 EUR + 0.21 EUR/min",
                 "We paid in euros on Friday."):
        assert xl_spelt_in_digits(text) == text
