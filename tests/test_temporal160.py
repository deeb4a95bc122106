"""temporal160 (issue 18): "last week" is the calendar week before this one (timeref.CALENDAR_WEEK), and a Japanese or
Korean question told in the plain past names a past weekday (timeref.CJK_PLAIN_PAST). Each rule has a switch; off is
main's behaviour, which the positives check fails."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engramdb.timeref as timeref
from engramdb import MemoryStore
from engramdb.scoring import Weights
from engramdb.timeref import hinted, question_reference, recency_offset, time_reference, without_window

SUNDAY = datetime(2026, 11, 1, tzinfo=timezone.utc)  # midnight starting Sunday 1 November 2026
DAY = 86400.0


def _days_back(question: str, now: datetime) -> float:
    return recency_offset(time_reference(question), now.timestamp()) / DAY


@pytest.mark.parametrize(
    ("question", "days_back", "main"),
    [
        ("What happened at the vet last week?", 9.5, 7.0),  # Thursday 22 Oct, noon: the middle of 19-25 Oct
        ("What was last week's incident about?", 9.5, 7.0),
        ("¿Qué pasó la semana pasada en la tienda?", 9.5, 0.0),  # main: the newest first
        ("Was ist letzte Woche im Laden passiert?", 9.5, 0.0),
        ("What did I buy for work the week before last?", 16.5, 14.0),  # Thursday 15 Oct, noon
    ],
)
def test_last_week_peaks_in_the_middle_of_the_calendar_week(
    question: str, days_back: float, main: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _days_back(question, SUNDAY) == pytest.approx(days_back)
    monkeypatch.setattr(timeref, "CALENDAR_WEEK", False)
    assert _days_back(question, SUNDAY) == pytest.approx(main)


def test_asked_on_a_monday_last_week_is_the_week_just_ended() -> None:
    monday = SUNDAY + timedelta(days=1, hours=9)
    assert _days_back("What happened last week?", monday) == pytest.approx(3.5 + 9 / 24)  # Thursday 29 Oct, noon


@pytest.mark.parametrize(
    "question",
    [
        "What happened over the past week?",  # a rolling week, not a calendar one
        "What did we do this week?",
        "What went wrong three weeks ago?",
        "What broke on Wednesday?",
        "What happened yesterday?",
    ],
)
def test_other_windows_keep_their_peak(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    on = _days_back(question, SUNDAY)
    monkeypatch.setattr(timeref, "CALENDAR_WEEK", False)
    assert _days_back(question, SUNDAY) == on


@given(st.floats(min_value=1.5e9, max_value=2.5e9))
def test_the_peak_is_the_thursday_noon_of_the_week_before(now: float) -> None:
    reference = time_reference("What did we sell last week?")
    peak = datetime.fromtimestamp(now - recency_offset(reference, now), tz=timezone.utc)
    asked = datetime.fromtimestamp(now, tz=timezone.utc)
    assert peak.weekday() == 3 and (peak.hour, peak.minute) == (12, 0)
    this_monday = asked.date() - timedelta(days=asked.weekday())
    assert this_monday - timedelta(days=7) <= peak.date() < this_monday


def _shop() -> tuple[MemoryStore, dict[str, str]]:
    now = SUNDAY + timedelta(hours=12)
    store = MemoryStore(clock=now.timestamp)
    ids = {
        "last_week": store.remember("shop", "Ana was at the market.", created_at=now - timedelta(days=10)),
        "this_week": store.remember("shop", "Ben was at the market.", created_at=now - timedelta(days=6)),
    }
    return store, ids


def test_a_memory_of_last_week_outranks_one_of_this_week(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = "Who went to the market last week?"
    store, ids = _shop()
    assert store.recall("shop", asked, k=1)[0].id == ids["last_week"]
    assert [h.id for h in store.recall_many("shop", [asked], k=1)[0]] == [ids["last_week"]]
    monkeypatch.setattr(timeref, "CALENDAR_WEEK", False)
    store, ids = _shop()
    assert store.recall("shop", asked, k=1)[0].id == ids["this_week"]  # main: Monday of this week, nearer 7 days


@pytest.mark.parametrize(
    "question",
    [
        "水曜日に教室で何があった？",
        "月曜日に誰が来たの？",
        "金曜日に何を読んだ？",
        "수요일에 누가 병가를 냈어?",
        "토요일에 누가 왔어?",
    ],
)
def test_a_plain_past_names_a_past_weekday(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    timeref.question_reference.cache_clear()
    reference = question_reference(question)
    assert reference is not None and reference.kind == "recent" and reference.days == timeref.WEEKDAY_DAYS
    monkeypatch.setattr(timeref, "CJK_PLAIN_PAST", False)
    timeref.question_reference.cache_clear()
    assert question_reference(question) is None  # main: a routine
    timeref.question_reference.cache_clear()


@pytest.mark.parametrize(
    "question",
    [
        "일요일에는 무엇을 하나요?",  # a routine
        "수요일에 뭐가 있어?",  # 있 is "there is", not a past
        "토요일에 비가 오겠어?",  # 겠: a time to come
        "金曜日に何がありますか？",
        "明日は何曜日だ？",  # the copula, not a past
        "土曜日は何時に開くの？",
    ],
)
def test_no_plain_past_no_weekday(question: str) -> None:
    timeref.question_reference.cache_clear()
    assert question_reference(question) is None


def test_a_week_last_friday_is_the_friday_before_last(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = "What was the complaint a week last Friday?"
    assert _days_back(asked, SUNDAY) == pytest.approx(8.5)  # Friday 23 Oct, noon
    assert _days_back(asked, SUNDAY) == pytest.approx(
        _days_back("What was the complaint the Friday before last?", SUNDAY)
    )
    monkeypatch.setattr(timeref, "A_WEEK_LAST", False)  # main: last Friday, 30 Oct
    assert _days_back(asked, SUNDAY) == pytest.approx(1.5)


@pytest.mark.parametrize(
    "question",
    [
        "What went wrong three weeks ago?",
        "What did we book last week for next spring?",
        "What did I buy for work the week before last?",
        "What broke in the plant room about a month ago?",
    ],
)
def test_a_centred_window_gets_a_recency_floor(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    weights, _ = hinted(time_reference(question), Weights(), 60.0)
    assert weights.recency == timeref.CENTRED_RECENCY > Weights().recency
    monkeypatch.setattr(timeref, "CENTRED_RECENCY", 0.0)  # main: the default weight
    weights, _ = hinted(time_reference(question), Weights(), 60.0)
    assert weights.recency == Weights().recency


@pytest.mark.parametrize(
    "question",
    ["What happened this year?", "What changed this month?", "What is the latest price?"],
)
def test_a_window_from_today_keeps_its_weight(question: str) -> None:
    weights, _ = hinted(time_reference(question), Weights(), 60.0)
    assert weights.recency == Weights().recency


@pytest.mark.parametrize(
    ("question", "lexical"),
    [
        ("What did we book last week for next spring?", "What did we book   for next spring?"),
        ("What did we decide at last week's planning session?", "What did we decide at   planning session?"),
        ("What happened to the ladder about two weeks ago?", "What happened to the ladder about  ?"),
        ("What did I buy for work the week before last?", "What did I buy for work the  ?"),
        ("¿Qué pasó la semana pasada en la tienda?", "¿Qué pasó la   en la tienda?"),
    ],
)
def test_a_window_s_phrase_is_not_matched(question: str, lexical: str, monkeypatch: pytest.MonkeyPatch) -> None:
    timeref.question_reference.cache_clear()
    assert without_window(question) == lexical
    monkeypatch.setattr(timeref, "WINDOW_UNMATCHED", False)
    assert without_window(question) == question


@pytest.mark.parametrize(
    "question",
    [
        "What broke on Wednesday?",  # a day's words: its memory may say them
        "What failed in CI yesterday?",
        "Who accessed the site this morning?",
        "What did we do this week?",
        "What happened on 24 October?",
        "What is the latest price?",
        "Last week?",  # nothing would be left
    ],
)
def test_other_time_words_are_matched(question: str) -> None:
    assert without_window(question) == question


def test_the_lexical_side_reads_the_question_without_its_window() -> None:
    store = MemoryStore()

    def read(question: str) -> str:  # the words asked (a hashing store also reads their other forms, weighed less)
        text = store.lexical_texts([question])[0]
        return " ".join(t for t, _ in text) if isinstance(text, tuple) else text

    assert "week" not in read("How many orders did we have last week?")
    assert "Wednesday" in read("What broke on Wednesday?")


_PIECES = ["What", "did", "we", "book", "last", "week", "two", "weeks", "ago", "days", "few", "the", "past", "'s", "?"]


@given(st.lists(st.sampled_from(_PIECES), max_size=10))
def test_without_window_only_takes_the_phrase_out(pieces: list[str]) -> None:
    text = " ".join(pieces)
    out = without_window(text)
    assert out == text or (len(out) < len(text) + 1 and any(ch.isalnum() for ch in out))
