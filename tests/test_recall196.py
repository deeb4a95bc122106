"""recall196 (issue 18): a date told in another language's own spelling of a month (an accented "òktober", a
borrowed name with another vowel ending "outubru"), in Han numerals ("十月二十號"), or beside a weekday of that
language ("Martes, Nobyembre 3") names the question's day (month_words.LOOSE_MONTHS, timeref.DATE_OVER_WEEKDAY).
Each rule has a switch; off is main's behaviour, which the positives check fails."""

from __future__ import annotations

import pytest

import engramdb.month_words as month_words
import engramdb.timeref as timeref
from engramdb.month_words import other_date


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    timeref.question_reference.cache_clear()


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("ken a trese e sako 14 di jùni?", (14, 6, "14 di jùni")),  # accents on a known stem
        ("kiko a pasa djaweps 9 di òktober?", (9, 10, "9 di òktober")),
        ("se mak lori paun iha 3 dezembru?", (3, 12, "3 dezembru")),  # a borrowed name, another vowel ending
        ("sa ida mak akontese iha 27 janeiru?", (27, 1, "27 janeiru")),
        ("三月七號邊個嚟過？", (7, 3, "三月七號")),  # Han numerals
        ("十一月二十一日有咩事？", (21, 11, "十一月二十一日")),
        ("星期五十二月三十號收咗乜嘢？", (30, 12, "十二月三十號")),  # a weekday before the date
    ],
)
def test_a_loosely_told_month_next_to_its_day_is_a_date(
    text: str, found: tuple[int, int, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert other_date(text) == found
    monkeypatch.setattr(month_words, "LOOSE_MONTHS", False)
    assert other_date(text) is None  # main: no date read


@pytest.mark.parametrize(
    "text",
    [
        "we fed 20 students and 3 augusta pears",  # English words near a number are no month
        "12 martin street, then 4 maggie rolls",
        "outubru",  # no day number
        "we counted 40 sacks; outubru",  # the name more than MORE_GAP characters from the number
        "3 outubrux",  # more than a changed last letter
        "三月有咩事？",  # a Han month with no day
    ],
)
def test_no_loose_date_without_a_month_right_next_to_a_day(text: str) -> None:
    assert other_date(text) is None


def test_the_question_names_that_day_in_the_past() -> None:
    reference = timeref.question_reference("星期三三月七號邊個嚟過舖頭？")
    assert reference is not None and (reference.kind, reference.day, reference.month) == ("past", 7, 3)


@pytest.mark.parametrize(
    "question",
    [
        "Sino ang nagdala sang tinapay sang Martes, Nobyembre 3?",
        "Sino ang nag-abot sang isda sang Martes, Disyembre 1?",
    ],
)
def test_a_weekday_beside_a_date_takes_the_date(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = timeref.question_reference(question)
    assert reference is not None and reference.day is not None and reference.weekday is None
    monkeypatch.setattr(timeref, "DATE_OVER_WEEKDAY", False)
    timeref.question_reference.cache_clear()
    main = timeref.question_reference(question)
    assert main is not None and main.weekday is not None and main.day is None  # main: the weekday's last one


def test_a_weekday_alone_stays_a_weekday() -> None:
    reference = timeref.question_reference("Sino ang nagdala sang tinapay sang Martes?")
    assert reference is not None and reference.weekday == 1 and reference.day is None
    reference = timeref.question_reference("What did the courier bring on Tuesday?")
    assert reference is not None and reference.weekday == 1 and reference.day is None


def test_an_english_dated_weekday_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    on = timeref.question_reference("Who came in on Tuesday 3 November?")
    monkeypatch.setattr(timeref, "DATE_OVER_WEEKDAY", False)
    monkeypatch.setattr(month_words, "LOOSE_MONTHS", False)
    timeref.question_reference.cache_clear()
    assert timeref.question_reference("Who came in on Tuesday 3 November?") == on


# --- event anchors with a counted span, and an anchor opening the question (event_anchors.COUNTED_ANCHORS,
# FRONTED_ANCHORS) ---


def test_a_counted_span_is_the_anchor_s_window(monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb import event_anchors

    anchor = event_anchors.event_anchor("What did we patch ten days after the flood?")
    assert anchor is not None and (anchor.start_days, anchor.end_days, anchor.period) == (0.0, 10.0, 10.0)
    assert anchor.event == "flood" and anchor.rest == "What did we patch ?"
    anchor = event_anchors.event_anchor("What did we sell two weeks before the move?")
    assert anchor is not None and (anchor.start_days, anchor.end_days) == (-14.0, 0.0)
    monkeypatch.setattr(event_anchors, "COUNTED_ANCHORS", False)
    anchor = event_anchors.event_anchor("What did we patch ten days after the flood?")
    assert anchor is not None and anchor.end_days == 14.0 and anchor.period is None  # main: a bare "after"


def test_a_single_day_or_week_keeps_its_period() -> None:
    from engramdb import event_anchors

    anchor = event_anchors.event_anchor("What did we do a day after the fire?")
    assert anchor is not None and anchor.end_days == 2.0
    anchor = event_anchors.event_anchor("What did we do the week after the fire?")
    assert anchor is not None and anchor.end_days == 7.0


@pytest.mark.parametrize(
    ("question", "event", "rest"),
    [
        ("Ten days after a fox got into the run, what did we fit?", "fox got into the run", "what did we fit?"),
        ("A week after the boiler burst, who came round?", "boiler burst", "who came round?"),
        ("Two weeks before the move, what did we sell?", "move", "what did we sell?"),  # the rest tells the past
    ],
)
def test_an_anchor_opening_the_question(
    question: str, event: str, rest: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from engramdb import event_anchors

    anchor = event_anchors.event_anchor(question)
    assert anchor is not None and (anchor.event, anchor.rest) == (event, rest)
    monkeypatch.setattr(event_anchors, "FRONTED_ANCHORS", False)
    assert event_anchors.event_anchor(question) is None  # main: no anchor


@pytest.mark.parametrize(
    "question",
    [
        "Ten days after we open the shop, what happens?",  # an event to come
        "Two weeks before the move, what will we sell?",
        "Seven days after, what did we fit?",  # no event
        "Ten days after we finally got every one of the old sheds cleared out, what did we fit?",  # clause too long
    ],
)
def test_no_fronted_anchor_without_a_past_event_clause(question: str) -> None:
    from engramdb import event_anchors

    assert event_anchors.event_anchor(question) is None
