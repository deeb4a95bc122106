"""temporal165 (issue 18): a day number next to a month name of the glibc locales names a date (month_words.MORE_MONTHS,
month_names_glibc), and a weekday of Czech, Polish, Turkish, Swahili, Spanish / Portuguese, Dutch or French told in
its own language's past is a past day (timeref.WEEKDAY_TENSES). Each rule has a switch; off is main's behaviour,
which the positives check fails."""

from __future__ import annotations

import unicodedata
from datetime import datetime, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engramdb.month_words as month_words
import engramdb.timeref as timeref
from engramdb.month_names_glibc import MORE_MONTH_NAMES
from engramdb.month_words import MONTH_STEMS, other_date
from engramdb.timeref import recency_offset, time_reference

SUNDAY = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        ("Chie est bennidu a su forru su martis 20 de santugaine?", "20 de santugaine"),  # Sardinian, no accent
        ("Chie est bennidu su 20 de santugàine?", "20 de santugàine"),
        ("20-ئۆكتەبىر سەيشەنبە كۈنى سارايغا كىم كەلدى؟", "20-ئۆكتەبىر"),  # Uyghur
        ("২০ অক্টোবৰ, মঙলবাৰে তাঁতশাললৈ কোন আহিছিল?", "২০ অক্টোবৰ"),  # Assamese, Bengali digits
        ("Ko hai naʻe haʻu ki he fale ngatu ʻi he Tūsite 20 ʻOkatopa?", "20 ʻokatopa"),  # Tongan
    ],
)
def test_a_day_number_next_to_a_glibc_month_name_is_a_date(
    question: str, phrase: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert other_date(question.lower()) == (20, 10, phrase)
    monkeypatch.setattr(month_words, "MORE_MONTHS", False)
    assert other_date(question.lower()) is None  # main: no date read


def test_the_question_names_that_day_in_the_past() -> None:
    timeref.question_reference.cache_clear()
    reference = timeref.question_reference("Ko hai naʻe haʻu ki he fale ngatu ʻi he Tūsite 20 ʻOkatopa?")
    assert reference is not None and (reference.kind, reference.day, reference.month) == ("past", 20, 10)
    assert reference.past_tense


@pytest.mark.parametrize(
    "text",
    [
        "gannet records asked for the new demo as an mp3 - is there a particular format?",  # Karbi "there": no name
        "we had 20 sheep and then santugaine came",  # the name too far from the number (MORE_GAP)
        "santugaine",  # no day number
        "the 40 santugainexyz",  # more than MORE_ENDING letters after the name
    ],
)
def test_no_date_without_a_name_right_next_to_a_day_number(text: str) -> None:
    assert other_date(text) is None


def test_the_table_holds_single_month_names_the_stems_miss() -> None:
    assert len(MORE_MONTH_NAMES) > 500
    for name, month in MORE_MONTH_NAMES.items():
        assert 1 <= month <= 12
        assert name == unicodedata.normalize("NFC", name.lower()) and " " not in name and not any(c.isdigit()
                                                                                                   for c in name)
        assert name not in MONTH_STEMS
    latin_short = [n for n in MORE_MONTH_NAMES if n.isascii() and len(n) < 6]
    assert latin_short == []  # "here", "there" (Breton, Karbi) are English words


@given(st.text(alphabet=st.characters(blacklist_categories=("Nd",)), max_size=60))
def test_no_date_without_digits(text: str) -> None:
    assert other_date(text.lower()) is None


@pytest.mark.parametrize(
    ("question", "weekday"),
    [
        ("Kolik lidí přišlo na koncert v pátek?", 4),  # Czech l-participle
        ("Co se stalo v pondělí v brusírně?", 0),
        ("Na co skarżył się gość w czwartek?", 3),  # Polish
        ("Co napisała szkoła w czwartek?", 3),
        ("Perşembe günü hangi siparişler geldi?", 3),  # Turkish -DI
        ("Nini kilitokea kwenye kuonja kahawa siku ya Alhamisi?", 3),  # Swahili -li-
        ("Quantos operadores faltaram na segunda-feira?", 0),  # Portuguese preterite
        ("O que aconteceu na quarta-feira com o e-mail falso?", 2),
        ("¿Qué ticket abrimos el martes y qué necesitaba el cliente?", 1),  # Spanish imperfect
        ("Welke remake kwam woensdag binnen?", 2),  # Dutch strong past
        ("Quel problème a eu la chambre froide vendredi ?", 4),  # French "a eu"
        ("Τι επισκευή έγινε την Τετάρτη;", 2),  # Greek aorist
        ("Τι παραγγελία ήρθε την Πέμπτη;", 3),
    ],
)
def test_a_weekday_told_in_its_languages_past_is_a_past_day(
    question: str, weekday: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference = time_reference(question)
    assert reference is not None and reference.weekday == weekday and reference.past_tense
    assert reference.days == timeref.WEEKDAY_DAYS
    monkeypatch.setattr(timeref, "WEEKDAY_TENSES", False)
    assert time_reference(question) is None  # main: a routine, no time read


@pytest.mark.parametrize(
    "question",
    [
        "Kdy je škola otevřená v pátek?",  # a noun ending like the l-participle
        "Duka linafunguliwa saa ngapi siku ya Jumamosi?",  # Swahili present (-na-)
        "Quantos operadores vão faltar na segunda-feira?",  # a time to come
        "Wat kost de markt op woensdag?",
        "Perşembe günü saat kaçta açılıyor?",
        "Qu'est-ce qu'il y a au marché vendredi ?",
        "Τι ώρα ανοίγει το μαγαζί την Πέμπτη;",  # Greek present
        "Τι θα γίνει την Τετάρτη;",  # Greek future
    ],
)
def test_a_weekday_not_told_in_the_past_stays_no_day(question: str) -> None:
    assert time_reference(question) is None


def test_the_greek_weekdays_stay_out_of_the_day_name_tests() -> None:
    assert not timeref.names_a_time("Τι επισκευή έγινε την Τετάρτη;")  # read only under WEEKDAY_TENSES, in the past
    assert not timeref.names_a_day("Τι επισκευή έγινε την Τετάρτη;")


def test_a_weekday_with_its_day_number_is_the_date() -> None:
    reference = timeref.question_reference("Nini kilitokea Jumapili tarehe 18 Oktoba umeme ulipokatika?")
    assert reference is not None and (reference.day, reference.month, reference.weekday) == (18, 10, None)
    assert time_reference("Kikundi cha watalii kutoka meli kilinunua nini Jumamosi tarehe 24?") is None


@given(st.sampled_from(sorted(timeref._WEEKDAY_LANGUAGES)), st.sampled_from(sorted(timeref._TO_COME_FOREIGN)),
       st.lists(st.sampled_from(["přišlo", "geldi", "kilitokea", "faltaram", "kwam", "a", "eu", "x"]), max_size=4))
def test_never_a_past_day_with_a_word_of_a_time_to_come(weekday: str, coming: str, words: list[str]) -> None:
    assert not timeref._weekday_language_past([*words, coming, weekday], len(words) + 1)


def test_the_recency_peaks_on_that_day(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = "Kolik lidí přišlo na koncert v pátek?"  # asked on Sunday 1 November, noon: Friday 30 October
    days_back = recency_offset(time_reference(asked), SUNDAY.timestamp()) / 86400.0
    assert 1.5 <= days_back <= 2.5
    monkeypatch.setattr(timeref, "WEEKDAY_TENSES", False)
    assert recency_offset(time_reference(asked), SUNDAY.timestamp()) == 0.0  # main: no day, the newest first
