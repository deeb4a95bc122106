"""temporal156 (issue 18): an event anchor's memory is the event's own, not a memory dated by it
(event_anchors.dated_by, store.EVENT_NOT_DATED), nor a later close match (store.EVENT_EARLIEST), and for a span
anchor ("the week after the flood") the event's own memory, which answers nothing the anchor dates, goes last
(store.EVENT_NOTE_LAST). Each rule has a switch; off is main's behaviour, which the positives check fails."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engramdb.store as store_module
from engramdb import MemoryStore
from engramdb.event_anchors import dated_by, event_anchor

NOW = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("What happened in the cellar the week after the flood?", "Sat 10 Oct: The week after the flood we bailed out"),
        ("What did we do the week after the fox got into the hen run?", "A week after the fox got in we buried mesh"),
        ("What did Tristram move the week after the zoo inspection?", "Tristram moved it, the week after the zoo visit"),
        ("What did Wilf do the week after the MOT?", "Fri 23 Oct: after the MOT scare Wilf had the tyres checked"),
    ],
)
def test_a_memory_dated_by_the_event_is_read(question: str, text: str) -> None:
    anchor = event_anchor(question)
    assert anchor is not None and dated_by(text, anchor)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("What happened in the cellar the week after the flood?", "Sat 3 Oct: a flood in the cellar overnight"),
        ("What happened in the cellar the week after the flood?", "Sat 3 Oct: the floodgate after the storm"),
        ("What did Wilf do the week after the MOT?", "Thu 15 Oct: the van failed its MOT after a long wait"),
        ("What did we buy the week after the storm power cut?", "After the long afternoon, the storm came in"),
    ],
)
def test_the_event_s_own_memory_is_not_dated_by_it(question: str, text: str) -> None:
    anchor = event_anchor(question)
    assert anchor is not None and not dated_by(text, anchor)


@given(st.text(max_size=60))
def test_no_relation_word_no_dating(text: str) -> None:
    anchor = event_anchor("What did we fix the week after the flood?")
    assert anchor is not None
    words = text.lower().split()
    if not {"after", "before", "since", "until", "till", "following"} & set(words) and "flood" not in text.lower():
        assert not dated_by(text, anchor)


def _cellar() -> tuple[MemoryStore, dict[str, str]]:
    store = MemoryStore(clock=NOW.timestamp)
    ids = {
        "flood": store.add_episode("bakery", "Sat 3 Oct: The river flooded the cellar in the night; the flour "
                                   "sacks on the floor were ruined.", created_at=_ago(29)),
        "answer": store.add_episode("bakery", "Sat 10 Oct: The week after the flood Bernd replaced the cellar pump "
                                    "and put the flour sacks on pallets.", created_at=_ago(22)),
        "other": store.add_episode("bakery", "Wed 14 Oct: Malky says the mill has stopped delivering on Mondays.",
                                   created_at=_ago(18)),
        "old": store.add_episode("bakery", "The bakery's cellar holds the flour and the proving racks.",
                                 created_at=_ago(400)),
    }
    return store, ids


ASKED = "What was done in the cellar the week after the flood?"


def test_the_event_is_not_the_memory_it_dates(monkeypatch: pytest.MonkeyPatch) -> None:
    store, ids = _cellar()
    when = NOW.timestamp()
    assert store._anchored_event("bakery", ASKED, when)[2] == ids["flood"]
    monkeypatch.setattr(store_module, "EVENT_NOT_DATED", False)
    monkeypatch.setattr(store_module, "EVENT_EARLIEST", False)
    assert store._anchored_event("bakery", ASKED, when)[2] == ids["answer"]  # main: the answer dated the window


def test_the_earliest_close_match_is_the_event(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "EVENT_NOT_DATED", False)
    store = MemoryStore(clock=NOW.timestamp)
    event = store.add_episode("grove", "Mon 5 Oct: The hunters held a boar drive across our lower grove.",
                              created_at=_ago(27))
    later = store.add_episode("grove", "Mon 12 Oct: Bernat rebuilt the fence, a week on from the boar drive.",
                              created_at=_ago(20))
    asked = "What did Bernat do the week after the boar drive?"
    hits = store.recall("grove", "boar drive", k=2, time_hints=False, conflicts=False,
                        weights=store_module._ANCHOR_WEIGHTS)
    assert {h.id for h in hits} == {event, later}
    assert store._anchored_event("grove", asked, NOW.timestamp())[2] == event
    monkeypatch.setattr(store_module, "EVENT_EARLIEST", False)
    assert store._anchored_event("grove", asked, NOW.timestamp())[2] == hits[0].id


def test_the_event_s_own_memory_goes_last(monkeypatch: pytest.MonkeyPatch) -> None:
    store, ids = _cellar()
    got = [h.id for h in store.recall("bakery", ASKED, k=4)]
    assert got[0] == ids["answer"] and got[-1] == ids["flood"]
    assert [h.id for h in store.recall_many("bakery", [ASKED], k=4)[0]] == got
    import pyarrow as pa

    from engramdb import batch

    table = batch.recall(store, pa.table({"scope": ["bakery"], "query": [ASKED]}), k=4).to_pylist()
    assert [row["id"] for row in table] == got
    monkeypatch.setattr(store_module, "EVENT_NOTE_LAST", False)
    assert store.recall("bakery", ASKED, k=4)[-1].id != ids["flood"]


def test_a_bare_after_keeps_the_event_s_memory(monkeypatch: pytest.MonkeyPatch) -> None:
    store, _ = _cellar()
    asked = "What did we learn after the flood?"  # the event's memory may tell the lesson: no span, no move
    on = [h.id for h in store.recall("bakery", asked, k=4)]
    monkeypatch.setattr(store_module, "EVENT_NOTE_LAST", False)
    assert [h.id for h in store.recall("bakery", asked, k=4)] == on


def test_a_standing_fact_years_before_is_no_event(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.add_episode("estate", "Our Spice Council inspection certificate hangs in the office by the door of "
                             "the shed.", created_at=_ago(800))
    event = store.add_episode("estate", "Thu 8 Oct: the Spice Council inspection of the shed; all in order.",
                              created_at=_ago(24))
    asked = "What did Ruwini sort out the week after the Spice Council inspection?"
    assert store._anchored_event("estate", asked, NOW.timestamp())[2] == event
    monkeypatch.setattr(store_module, "EVENT_REACH", 1e9)  # any close match, however far: the fact is earliest
    assert store._anchored_event("estate", asked, NOW.timestamp())[2] == fact
