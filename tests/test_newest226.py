"""Another language's numbers, month words and short labels read by the cross-language change readers (issue 18, branch
newest226): semantics.XL_LOCALE_THOUSANDS, XL_MONTH_WORDS and XL_PAIR_SIDE. Made-up notes only."""
from __future__ import annotations

import pytest

from engramdb import semantics


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    for fn in (semantics._xl_values, semantics._xl_clauses, semantics._pair_two_languages, semantics._xl_month_word,
               semantics._xl_words):
        fn.cache_clear()


@pytest.fixture
def switches():
    was = (semantics.XL_LOCALE_THOUSANDS, semantics.XL_MONTH_WORDS, semantics.XL_PAIR_SIDE)
    _clear()
    yield
    semantics.XL_LOCALE_THOUSANDS, semantics.XL_MONTH_WORDS, semantics.XL_PAIR_SIDE = was
    _clear()


@pytest.mark.parametrize(("text", "unit", "number"), [
    ("Seabird Wochenmiete: 6.400 EUR.", "eur", "6400"),
    ("Czynsz: 1.250,00 zł miesięcznie.", "zł", "1250"),
    ("Kompa: 4.500 HUF fejenként.", "huf", "4500"),
    ("Jahresmiete € 12.500 inklusive.", "€", "12500"),
])
def test_a_point_before_three_digits_by_a_currency_is_thousands(switches, text, unit, number):
    assert semantics._xl_values(text)[unit] == frozenset({number})


@pytest.mark.parametrize(("text", "unit", "number"), [
    ("Seabird app 5.9 EUR edition", "eur", "5.9"),  # one digit after the point: a decimal
    ("Kaffee 5.90 EUR am Automaten", "eur", "5.9"),  # two digits: a decimal price
    ("Route 1.500 km lang", "km", "1.5"),  # no currency: as before
    ("Miete: 1,250 EUR", "eur", "1250"),  # a comma's thousands: as before
])
def test_benign_points_stay_decimals(switches, text, unit, number):
    assert semantics._xl_values(text)[unit] == frozenset({number})


def test_a_time_with_a_point_is_no_value(switches):
    assert semantics._xl_values("Abfahrt 5.30 Uhr morgens") in ({}, {"uhr": frozenset({"5.3"})})


def test_the_thousands_reading_is_switched(switches):
    semantics.XL_LOCALE_THOUSANDS = False
    _clear()
    assert semantics._xl_values("Seabird Wochenmiete: 6.400 EUR.")["eur"] == frozenset({"6.4"})


Q = "What does the Seabird charter cost per week?"
OLDER = "Seabird charter: 5,900 EUR a week."


def test_the_same_price_in_points_is_no_change(switches):
    # "5.900 EUR" after "5,900 EUR" is the same price; read as 5.9 it was a change
    newer = "Seabird Wochenmiete: 5.900 EUR."
    assert not semantics.xl_asked_change(Q, newer, OLDER)
    semantics.XL_LOCALE_THOUSANDS = False
    _clear()
    assert semantics.xl_asked_change(Q, newer, OLDER)


def test_another_price_in_points_is_still_a_change(switches):
    assert semantics.xl_asked_change(Q, "Seabird Wochenmiete: 6.400 EUR.", OLDER)


@pytest.mark.parametrize("text", ["Sitzung 23 Okt: Beitrag 60 EUR.", "Збори 22 жовт.: внесок 60 EUR.",
                                  "Mkutano 19 Desemba: ada 60 EUR."])
def test_a_day_and_its_month_word_are_no_value(switches, text):
    assert semantics._xl_values(text) == {"eur": frozenset({"60"})}


@pytest.mark.parametrize(("text", "values"), [
    ("Ordered 5 set of towels", {"set": frozenset({"5"})}),  # a month's first letters, not closed: a word
    ("Sitzung 40 Okt: 60 EUR.", {"okt": frozenset({"40"}), "eur": frozenset({"60"})}),  # no day
    ("KM 80 marks a cubic metre", {"km": frozenset({"80"})}),  # "marks" begins as March does: no month
])
def test_month_word_twins_keep_their_values(switches, text, values):
    assert semantics._xl_values(text) == values


def test_month_words_are_switched(switches):
    semantics.XL_MONTH_WORDS = False
    _clear()
    assert semantics._xl_values("Sitzung 23 Okt: Beitrag 60 EUR.")["okt"] == frozenset({"23"})


LABEL = "Kestrel peak rate = 4,300 EUR/wk"  # the two crude tests disagree: no side of its own
GREEK = "Kestrel: καλοκαίρι 4.800 EUR την εβδομάδα."


def test_a_label_takes_the_other_side_of_its_pair(switches):
    assert semantics._language_side(LABEL) == 0 and semantics._language_side(GREEK) == -1
    assert semantics._pair_two_languages(LABEL, GREEK)


def test_a_label_beside_an_english_note_or_a_label_is_one_side(switches):
    assert not semantics._pair_two_languages(LABEL, "Kestrel: 4,800 EUR a week from now on.")
    assert not semantics._pair_two_languages(LABEL, "Kestrel charter: 4,300 EUR a week.")  # two labels


def test_two_clear_sides_are_read_as_before(switches):
    assert semantics._pair_two_languages("Kestrel: 4,800 EUR a week from now on.", GREEK)
    assert not semantics._pair_two_languages(GREEK, "Kestrel: η τιμή είναι 4.800 EUR την εβδομάδα.")


def test_a_pair_by_the_label_must_share_a_name_that_is_no_unit(switches):
    # one named thing in two languages: a pair; a card's minimum and a dish's price in one currency: none ("MXN", a
    # capitalised code, is the unit, no name)
    assert semantics._pair_named(LABEL, GREEK)
    card = "Kiosk reader Vend; smallest card sale 50 MXN."
    dish = "Quesadillas 30 MXN, tres por 80 MXN."
    assert semantics._language_side(card) == 0 and semantics._pair_two_languages(card, dish)
    assert not semantics._pair_named(card, dish)
