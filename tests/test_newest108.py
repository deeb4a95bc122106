"""A fact under an episode in a hashing store: the newest note's best clause is read for the first fact at i > 0, so
a note diluted by its other clauses is paired with the fact and moved over the first change above it
(semantics.FACT_UNDER_EPISODE, _under_episodes, episode_clause_gate; issue 18, branch newest108)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, semantics
from engramdb.schema import Hit
from engramdb.semantics import ClauseScorer, asked_change_first, clause_scorer, episode_clause_gate

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "What does flat bar from Kelso Forge Supplies cost?"
FACT = "Flat bar from Kelso Forge Supplies costs 30 pounds a metre length."
FIRST = "Tue 15 Sep: Kelso Forge Supplies put flat bar up to 34 pounds a metre."
NEWEST = (
    "Fri 30 Oct: Loose ends; the chimney sweep came on Tuesday; Kelso Forge Supplies sell it by the foot now, "
    "twelve pounds a foot; Isla booked the trailer for the show; the yard gate hinge was oiled."
)
OTHER = "Fri 30 Oct: The trailer tyres were checked; Isla booked leave for the first week of December."


@pytest.fixture(autouse=True)
def _this_reading_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """newest107's price readings (a note restating the fact's price for another unit served under the share, the
    fact that answers an amount) and newest179's (a change told "now" under the share) move these notes too: switched
    off, so each test shows this reading's own moves."""
    monkeypatch.setattr(semantics, "PRICE_UNSCORED", False)
    monkeypatch.setattr(semantics, "ANSWERING_FACT", False)
    monkeypatch.setattr(semantics, "TOLD_UNDER_SHARE", False)


def _scorer(store: MemoryStore) -> ClauseScorer:
    found = clause_scorer(store.query_vectors([QUESTION])[0], store._relevance(True))
    assert found is not None
    return found


def _hits(
    first_kind: str = "episode", newest_at: int = 2, share: float = 2.0, newest: str = NEWEST
) -> tuple[MemoryStore, list[Hit], str, str, str]:
    """A hashing store's hits in the order of the case: the first change (an episode) first, the fact second, the
    newest note third under NEWER_RELEVANCE of the fact; the fact's relevance is `share` times the newest's best
    clause's (2.0: the clause reaches the share of the fact and of the first change)."""
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember("forge", FACT, created_at=NOW - timedelta(days=300))
    one = store.remember("forge", FIRST, created_at=NOW - timedelta(days=47), kind="episode")
    two = store.remember("forge", newest, created_at=NOW - timedelta(days=newest_at), kind="episode")
    store.remember("forge", OTHER, created_at=NOW - timedelta(days=1), kind="episode")
    got = {h.id: h for h in store.recall("forge", QUESTION, k=10, conflicts=False)}
    best = _scorer(store)(newest)
    assert best > 0
    fact_rel = share * best
    rel = {one: 1.05 * fact_rel, fact: fact_rel, two: 0.15 * fact_rel}
    order = [one, fact, two] + [i for i in got if i not in (one, fact, two)]
    hits = [dataclasses.replace(got[i], relevance=rel.get(i, 0.01)) for i in order]
    hits[0] = dataclasses.replace(hits[0], memory=dataclasses.replace(hits[0].memory, kind=first_kind))
    return store, hits, fact, one, two


def test_the_newest_note_under_the_share_goes_before_the_episode_above_the_fact(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store, hits, fact, one, two = _hits()
    after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(two) < after.index(one) < after.index(fact)
    assert sorted(after) == sorted(h.id for h in hits)
    assert episode_clause_gate(QUESTION, hits)
    monkeypatch.setattr(semantics, "FACT_UNDER_EPISODE", False)  # main: no clause read for a fact under an episode
    after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(one) < after.index(fact) < after.index(two)
    assert not episode_clause_gate(QUESTION, hits)


def test_the_store_makes_the_scorer_when_the_gate_is_closed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The plan's clause gate (bit 1: the first hit a fact) is closed for these hits; the store's call site opens the
    scorer through episode_clause_gate."""
    store, hits, fact, one, two = _hits()
    query, relevance_map = store.query_vectors([QUESTION])[0], store._relevance(True)
    after = [h.id for h in store._changes_first(QUESTION, hits, query, relevance_map, 0)]
    assert after.index(two) < after.index(one) < after.index(fact)
    monkeypatch.setattr(semantics, "FACT_UNDER_EPISODE", False)
    after = [h.id for h in store._changes_first(QUESTION, hits, query, relevance_map, 0)]
    assert after.index(one) < after.index(fact) < after.index(two)


def test_no_move_above_a_lesson_under_the_clause_share_or_for_an_older_note(monkeypatch: pytest.MonkeyPatch) -> None:
    # a lesson above the fact: not a fact under episodes only
    store, hits, fact, one, two = _hits(first_kind="lesson")
    after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(fact) < after.index(two)
    assert not episode_clause_gate(QUESTION, hits)
    # the best clause under the share of the fact (the fact far more relevant), the price per unit not read as
    # served by the note either (_price_served)
    store, hits, fact, one, two = _hits(share=8.0)
    with monkeypatch.context() as patch:
        patch.setattr(semantics, "_price_served", lambda *args: False)
        after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(one) < after.index(fact) < after.index(two)
    # the note older than the fact: no change of it
    store, hits, fact, one, two = _hits(newest_at=400)
    after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(one) < after.index(fact) < after.index(two)
    # a note that states no value of the question's thing
    store, hits, fact, one, two = _hits(
        newest="Fri 30 Oct: Loose ends; the chimney sweep came on Tuesday; Kelso Forge Supplies moved to a new yard "
        "by the river; Isla booked the trailer for the show."
    )
    after = [h.id for h in asked_change_first(QUESTION, hits, _scorer(store))]
    assert after.index(one) < after.index(fact) < after.index(two)


def test_the_gate_is_closed_when_the_first_hit_is_a_fact() -> None:
    _store, hits, *_ids = _hits()
    assert episode_clause_gate(QUESTION, hits)
    swapped = [hits[1], hits[0], *hits[2:]]  # the fact first: clause_gate's bit 1 reads it
    assert not episode_clause_gate(QUESTION, swapped)
