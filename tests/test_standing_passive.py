"""engramdb.standing.STANDING_PASSIVE (branch recall5148, issue 18): a present passive's "-ed" word ("Which day is the
hut kitchen closed?", "Until what time is breakfast served?") does not tell the past, so the question is a standing
one and the days-old episodes keep no recency over the standing fact; a question told in the past stays an event's."""

from __future__ import annotations

from datetime import timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.store as store_module
from engramdb import MemoryStore, standing
from engramdb.eval import EVAL_NOW
from engramdb.standing import asks_standing
from engramdb.timeref import time_reference, told_in_past

PASSIVE = [
    "Which day is the hut kitchen closed?",
    "Until what time is breakfast served?",
    "How hot is the water the beans are dipped in?",
    "Who is allowed to drive the van?",
    "What is the minimum age that is accepted on the wall?",
]
PAST = [
    "Why was lane 12 closed?",  # a past "be"
    "What did Niamh ask about?",
    "Who called about the boiler?",  # an "-ed" word with no present "be"
    "When were the hives moved?",
    "What is planned for Christmas at the tower?",  # an arrangement: told in an episode (_ARRANGED)
    "Until when is the Mumbai hotel booked?",
]


@pytest.mark.parametrize("question", PASSIVE)
def test_a_present_passive_asks_a_standing_thing(question: str) -> None:
    assert told_in_past(question)  # timeref reads the "-ed" word as the past: main's reading
    assert asks_standing(question, time_reference(question))


@pytest.mark.parametrize("question", PAST)
def test_a_question_told_in_the_past_stays_an_events(question: str) -> None:
    assert not asks_standing(question, time_reference(question))


def test_off_reads_every_ed_word_as_the_past(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(standing, "STANDING_PASSIVE", False)
    assert not any(asks_standing(q, time_reference(q)) for q in PASSIVE)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdeisrwhto ?'-")), max_size=60))
def test_the_reading_only_adds_standing_questions(text: str) -> None:
    """Invariant: the participle reading never makes a question told in the past that main read as standing."""
    on = asks_standing(text, time_reference(text))
    standing.STANDING_PASSIVE = False
    try:
        off = asks_standing(text, time_reference(text))
    finally:
        standing.STANDING_PASSIVE = True
    assert on or not off


def _rank_of_fact(on: bool) -> tuple[int, list[float]]:
    """The rank of the standing fact for a present-passive question, and the episodes' recency terms, with the
    switch `on` (recall's cache of the standing test emptied on each side)."""
    standing.STANDING_PASSIVE = on
    store_module._asks_standing.cache_clear()
    try:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
        scope = "hut:kitchen"
        fact = store.remember(scope, "The hut kitchen is shut on Mondays; other days it cooks from 7 to 21.",
                              importance=0.5, created_at=EVAL_NOW - timedelta(days=700))
        for days, text in ((1, "The hut kitchen closed early today after the gas bottle ran out."),
                           (2, "The hut kitchen was closed for an hour for the health inspector."),
                           (4, "Which day the kitchen takes deliveries was asked again by the new cook.")):
            store.remember(scope, text, kind="episode", importance=0.4, created_at=EVAL_NOW - timedelta(days=days))
        hits = store.recall(scope, "Which day is the hut kitchen closed?")
        return [h.id for h in hits].index(fact) + 1, [h.recency for h in hits if h.memory.kind == "episode"]
    finally:
        standing.STANDING_PASSIVE = True
        store_module._asks_standing.cache_clear()


def test_the_standing_fact_goes_above_the_days_old_episodes() -> None:
    rank, recency = _rank_of_fact(True)
    assert recency == [0.0, 0.0, 0.0]  # the standing rule: episodes keep no recency
    off_rank, off_recency = _rank_of_fact(False)
    assert min(off_recency) > 0.9  # main: the days-old episodes keep theirs and fill the top over the fact
    assert (rank, off_rank) == (2, 4)
