"""holdout30's newest prices told per another unit, basis or pack in English, and money in Kannada, Malayalam and
Breton number words (issue 18, branch newest110): unit_prices.GALLONS, POUNDS_AND_PENCE, ADJECTIVE_BASIS,
SIZED_COUNT_PACK; numwords_xl's "kn", "ml" and "br" tables, their rupee words and now words."""

from __future__ import annotations

import pytest

from engramdb import numwords_xl, semantics, unit_prices
from engramdb.numwords_xl import says_now, xl_spelt_in_digits
from engramdb.semantics import _asking_stems, asked_change
from engramdb.unit_prices import price_changed, price_restated, prices

from .caches_util import clear_caches, fresh_caches

CACHED = (unit_prices, semantics)  # the modules whose caches each test starts and ends without
_fresh_caches = fresh_caches(*CACHED)


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


# the three English notes of holdout30 (both embedders missed them) and their facts
DIESEL = (
    "What does diesel cost at the boatyard pump?",
    "Thu 29 Oct: Notes: the Kingfisher's bilge pump is sorted; at the pump it's now five pounds ninety a gallon; "
    "Albinia has the Wren ready for the weekend.",
    "Diesel at the boatyard pump is 1.10 pounds a litre.",
)
SUBS = (
    "How much are the band's subs?",
    "Thu 29 Oct: Tuesday notes: the tenor rope is fraying at the sally; the new treasurer says subs are collected "
    "at three pounds a month now, by standing order; Toby rang his first quarter.",
    "The band's annual subscription is 24 pounds.",
)
BOTTLES = (
    "What do the little amber dropper bottles cost us?",
    "Thu 29 Oct: Notes: the still's lid seal replaced; now that Evesham has its new price list, a box of two "
    "hundred ten-ml bottles is a hundred and ten pounds; Pasco is back in the fields.",
    "Amber 10 ml dropper bottles cost 42p each from the Evesham packaging firm.",
)


@pytest.mark.parametrize(
    ("case", "switch"),
    [(DIESEL, "GALLONS"), (DIESEL, "POUNDS_AND_PENCE"), (SUBS, "ADJECTIVE_BASIS"), (BOTTLES, "SIZED_COUNT_PACK")],
)
def test_holdout30s_english_changes_are_read_with_the_switch_only(
    monkeypatch: pytest.MonkeyPatch, case: tuple[str, str, str], switch: str
) -> None:
    question, newer, older = case
    assert price_changed(newer, older, question)
    assert _change(question, newer, older)
    monkeypatch.setattr(unit_prices, switch, False)
    # off, "a gallon" is a count: a price per another basis than the litre, told now (BASIS_CHANGED, branch newest147)
    monkeypatch.setattr(semantics, "BASIS_CHANGED", False)
    clear_caches(*CACHED)
    assert not _change(question, newer, older)


@pytest.mark.parametrize(
    ("text", "dimension", "value"),
    [
        ("at the pump it's now five pounds ninety a gallon", "volume", 5.9 / 4.54609e-3),
        ("regular is $3.79 a gallon", "volume", 3.79 / 3.785411784e-3),  # a US gallon for dollars
        ("it's 4 euros 50 a kilo now", "mass", 4.5 / 1000.0),
        ("The band's annual subscription is 24 pounds.", "time", 24.0 / (365.25 * 1440.0)),
        ("the monthly fee is now £30", "time", 30.0 / (365.25 * 1440.0 / 12.0)),
        ("a box of two hundred ten-ml bottles is a hundred and ten pounds", "count", 0.55),
        ("a case of 6 75-cl bottles costs £60", "count", 10.0),
    ],
)
def test_the_new_readings(text: str, dimension: str, value: float) -> None:
    got = prices(text)
    assert len(got) == 1 and got[0].dimension == dimension and got[0].value == pytest.approx(value)


def test_restated_values_are_no_change() -> None:
    # the same price after conversion: restated, no change
    assert price_restated("diesel is $4.10 a gallon", "diesel is $1.083 a litre")
    assert not price_changed("diesel is $4.10 a gallon", "diesel is $1.083 a litre")
    assert price_restated("the monthly fee is now £30", "Membership is £360 a year.")
    assert price_restated("a case of 6 75-cl bottles costs £60", "Wine is £10 a bottle.")
    assert not price_changed("a case of 6 75-cl bottles costs £60", "Wine is £10 a bottle.")
    assert price_restated("it's 4 euros 50 a kilo", "4.50 euros a kilo")


@pytest.mark.parametrize(
    "text",
    [
        "5 dollars 25 per cent off the list price",  # a percentage is no cents
        "we paid 30 pounds, 20 a head last year",  # a comma: no cents of the amount
        "the hire is 1000 yen 50 a day",  # a currency with no cents
        "an annual report is due, and the printer charges 40 pounds for it",  # "annual" not the price's subject
        "the annual fee is £24 and the joining fee is £10",  # the second amount is not per year
        "we opened a box of two hundred ten-ml bottles; the courier was 40 pounds",  # another sentence's amount
    ],
)
def test_negatives(text: str) -> None:
    got = prices(text)
    assert not any(p.dimension == "time" and p.value == pytest.approx(10.0 / 525960.0) for p in got)
    if "per cent" in text:
        assert not got
    if "yen" in text:
        assert all(p.value == pytest.approx(1000.0 / 1440.0) for p in got)
    if "a head" in text:
        assert all(p.value != pytest.approx(30.2) for p in got)
    if "annual report" in text or "courier" in text:
        assert not [p for p in got if p.dimension in ("time", "count") and p.size > 1.0]
    if "joining" in text:
        assert len(got) == 1 and got[0].value == pytest.approx(24.0 / 525960.0)


def test_an_annual_price_against_the_same_per_year_is_no_change_by_unit() -> None:
    # the same unit, another value: left to asked_change's reader of written values (price_changed reads another unit)
    assert not price_changed("subs are now 30 pounds a year", "The band's annual subscription is 24 pounds.")
    assert price_changed("subs are now 3 pounds a month", "The band's annual subscription is 24 pounds.")
    assert not price_changed("subs are now 2 pounds a month", "The band's annual subscription is 24 pounds.")


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("ಸಾವಿತ್ರಮ್ಮ ಈಗ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ", "250 rupees"),
        ("ಮೂರು ಸಾವಿರದ ಐನೂರು ರೂಪಾಯಿ", "3500 rupees"),
        ("ചെമ്പാണി ഇപ്പോൾ അര കിലോയ്ക്ക് നാനൂറ് രൂപ", "400 rupees"),
        ("ഇരുനൂറ്റി അമ്പത് രൂപ", "250 rupees"),
        ("Tangi a c'houlenn bremañ daou c'hant tri-ugent euro evit ur varrikenn vras", "260 euros"),
        ("dek ha pevar-ugent euro", "90 euros"),
        ("ugent euro", "20 euros"),
    ],
)
def test_money_in_kannada_malayalam_and_breton_number_words(text: str, read: str) -> None:
    assert read in xl_spelt_in_digits(text)


def test_now_words_and_counts_of_other_things() -> None:
    assert says_now("ಸಾವಿತ್ರಮ್ಮ ಈಗ ಕೇಳುತ್ತಾರೆ") and says_now("ചെമ്പാണി ഇപ്പോൾ") and says_now("Tangi a c'houlenn bremañ")
    # number words with no currency word next to them are a count of something else
    assert xl_spelt_in_digits("ಮೂರು ಮಗ್ಗ") == "ಮೂರು ಮಗ್ಗ"
    assert xl_spelt_in_digits("tri ugent aval") == "tri ugent aval"
    # Breton words are read next to euros only (_LANGUAGE_MONEY): "tri" before another currency is no amount
    assert xl_spelt_in_digits("tri dollars") == "tri dollars"
    # main's tables lack the three languages
    main = {k: v for k, v in numwords_xl.XL_NUMBER_WORDS.items() if k not in ("kn", "ml", "br")}
    saved = numwords_xl.XL_NUMBER_WORDS
    try:
        numwords_xl.XL_NUMBER_WORDS = main
        numwords_xl.xl_spelt_in_digits.cache_clear()
        assert "250 rupees" not in xl_spelt_in_digits("ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ")
    finally:
        numwords_xl.XL_NUMBER_WORDS = saved
        numwords_xl.xl_spelt_in_digits.cache_clear()


# --- a price per the same unit told anew with "now" (semantics.SAME_UNIT_PRICE) --------------------------------------

EEL_Q = "What do we pay the fishermen for eel?"
EEL_FACT = "Eel from the IJsselmeer fishermen costs 24 euros a kilo."
EEL_NOTE = (
    "Thu 29 Oct: Saturday notes: the kiln door seal is worn; eel off the boats is thirty-two euros a kilo now, and a "
    "5-kilo crate goes for a hundred and fifty; Sjoukje is back on Monday."
)


def test_a_same_unit_price_with_now_and_one_subject_stem(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _change(EEL_Q, EEL_NOTE, EEL_FACT)
    monkeypatch.setattr(semantics, "SAME_UNIT_PRICE", False)
    clear_caches(*CACHED)
    assert not _change(EEL_Q, EEL_NOTE, EEL_FACT)


@pytest.mark.parametrize(
    "note",
    [
        "Sat notes: eel off the boats was thirty-two euros a kilo at the market today",  # no "now": a price paid then
        "Sat notes: eel off the boats is twenty-four euros a kilo now",  # the same value
        "Sat notes: eel off the boats is now 2.4 euros per 100 g",  # the same value per another unit
        "Sat notes: the smoker's oak chips are thirty-two euros a kilo now",  # another thing (no subject stem)
    ],
)
def test_no_same_unit_change(note: str) -> None:
    assert not _change(EEL_Q, note, EEL_FACT)
