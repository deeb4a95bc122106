"""temporal124 (issue 18): a question naming one past day gets a sharper window around it (timeref._one_day_hint), and
"the week after <event>" peaks a week on from the event, not 3.5 days on (event_anchors._period_peak). Each rule has
a switch (timeref.ONE_DAY, event_anchors.PERIOD_PEAK); off is main's behaviour, which the positives check fails."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import engramdb.event_anchors as event_anchors
import engramdb.timeref as timeref
from engramdb import MemoryStore
from engramdb.event_anchors import anchored_reference, event_anchor
from engramdb.scoring import Weights
from engramdb.timeref import hinted, time_reference

NOW = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)  # a Sunday
DAY = 86400.0


def _hint(question: str) -> tuple[Weights, object]:
    return hinted(time_reference(question), Weights(), 60.0)


@pytest.mark.parametrize(
    "question",
    [
        "What broke in the workshop on Friday?",
        "What was in the night report on Tuesday?",
        "Qu'est-ce qui s'est passé au marché mercredi ?",
        "What was in Rui's night report on the 23rd?",
        "Which issue was opened on 23 October?",
    ],
)
def test_one_past_day_gets_a_sharper_window(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    weights, half_life = _hint(question)
    assert half_life == timeref.ONE_DAY_DAYS < timeref.WEEKDAY_DAYS
    assert weights.recency == max(timeref.ONE_DAY_RECENCY, Weights().recency)
    monkeypatch.setattr(timeref, "ONE_DAY", False)  # main: the weekday's or the date's window of 7 days
    weights, half_life = _hint(question)
    assert half_life == timeref.WEEKDAY_DAYS == timeref.DATE_DAYS and weights.recency == timeref.WINDOW_RECENCY


@pytest.mark.parametrize(
    "question",
    [
        "What has broken since Saturday?",  # every day from then: newest first
        "Where did we go on the field trip the Friday before last?",  # two weeks' window
        "What happened last week?",
        "What went wrong yesterday?",
        "What time does the market open on Saturday?",  # a routine, not told in the past
        "What shipped in September?",  # a month
        "What went wrong three weeks ago?",
        "What did we decide the week after the inspection?",  # an anchor: its own window
        "Can I put Kasia on the loft tank job on Thursday?",  # a request: a day to come
        "The family in Chorlton we're doing on Monday has a puppy; what did we learn the time a dog got into the poison?",
        "It was far too blowy to go up a ladder one Friday a week or so back - what did we get on with instead?",
    ],
)
def test_no_other_time_is_read_as_one_day(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = time_reference(question)
    on = hinted(reference, Weights(), 60.0)
    monkeypatch.setattr(timeref, "ONE_DAY", False)
    assert hinted(reference, Weights(), 60.0) == on
    assert reference is None or not timeref._one_day(reference)


def _days_back(question: str, event_days: float) -> float:
    now = NOW.timestamp()
    anchor = event_anchor(question)
    assert anchor is not None
    reference = anchored_reference(anchor, now - event_days * DAY, now)
    assert reference.days_back is not None
    return reference.days_back


def test_the_week_after_an_event_peaks_past_the_span_s_middle(monkeypatch: pytest.MonkeyPatch) -> None:
    on = event_anchors.PERIOD_PEAK * 7.0  # 4.2 days from the event, on the asked side
    assert _days_back("What did we decide the week after the inspection?", 40) == pytest.approx(40 - on)
    assert _days_back("What did we decide the week before the inspection?", 40) == pytest.approx(40 + on)
    assert _days_back("Was haben wir in der Woche nach der Kontrolle entschieden?", 40) == pytest.approx(40 - on)
    assert _days_back("¿Quién hizo la limpieza a fondo la semana después de la boda?", 40) == pytest.approx(40 - on)
    assert _days_back("What did we pay the month after the move?", 100) == pytest.approx(100 - 31 * 0.6)
    monkeypatch.setattr(event_anchors, "PERIOD_PEAK", None)  # main: the span's middle
    assert _days_back("What did we decide the week after the inspection?", 40) == pytest.approx(36.5)
    assert _days_back("What did we decide the week before the inspection?", 40) == pytest.approx(43.5)


@pytest.mark.parametrize(
    ("question", "days_back"),
    [
        ("What broke right after the inspection?", 39.0),  # a near window: its middle
        ("Who covered the counter the day before the menu launch?", 41.0),
        ("What did we change after the release?", 33.0),  # a bare relation: 14 days, its middle
        ("What complaints have we had since the menu launch?", 20.0),
        ("What was the first thing we fixed the week after the inspection?", 39.0),  # ordinal: just inside
    ],
)
def test_other_anchors_keep_their_peak(question: str, days_back: float, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _days_back(question, 40) == pytest.approx(days_back)
    monkeypatch.setattr(event_anchors, "PERIOD_PEAK", None)
    assert _days_back(question, 40) == pytest.approx(days_back)


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _flood_shop() -> tuple[MemoryStore, dict[str, str]]:
    store = MemoryStore(clock=NOW.timestamp)
    ids = {
        "warning": store.remember(
            "shop", "Sun 4 Oct: flood warning on the river; we carried the stock upstairs.", created_at=_ago(28)
        ),
        "answer": store.remember("shop", "Sun 11 Oct: we moved the stock back down.", created_at=_ago(21)),
        "old": store.remember("shop", "The paper stock is kept in the back room.", created_at=_ago(300)),
    }
    return store, ids


def test_a_day_a_week_on_outranks_the_event_s_own_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = "What did we do with the stock the week after the flood warning?"
    store, ids = _flood_shop()
    assert store.recall("shop", asked, k=1)[0].id == ids["answer"]
    assert [h.id for h in store.recall_many("shop", [asked], k=1)[0]] == [ids["answer"]]
    monkeypatch.setattr(event_anchors, "PERIOD_PEAK", None)
    store, ids = _flood_shop()
    assert store.recall("shop", asked, k=1)[0].id == ids["warning"]  # main: the event's memory, same recency


def _hostel() -> tuple[MemoryStore, dict[str, str]]:
    store = MemoryStore(clock=NOW.timestamp)
    ids = {
        "tuesday": store.add_episode(
            "hostel",
            "Night report: the fire alarm went off at 01:40, set off by a hair straightener.",
            created_at=_ago(5),
        ),
        "friday": store.add_episode(
            "hostel",
            "Night report: a guest came back drunk at 4am and argued with the night porter; warned.",
            created_at=_ago(2),
        ),
        "routine": store.add_episode(
            "hostel",
            "The night porter writes a night report every shift and leaves it at reception.",
            created_at=_ago(200),
        ),
    }
    return store, ids


def test_the_named_day_s_note_outranks_a_rival_days_off(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = "What was in the night report on Tuesday?"
    store, ids = _hostel()
    assert store.recall("hostel", asked, k=1)[0].id == ids["tuesday"]
    assert [h.id for h in store.recall_many("hostel", [asked], k=1)[0]] == [ids["tuesday"]]
    monkeypatch.setattr(timeref, "ONE_DAY", False)
    store, ids = _hostel()
    assert store.recall("hostel", asked, k=1)[0].id == ids["friday"]  # main: three days off keeps 0.74 of recency
