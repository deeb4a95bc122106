"""A value changed twice whose first change, a dated note, ranks above the fact: the newest note goes before both
(semantics.EPISODE_ABOVE_FACT, _episodes_above; issue 18, branch twice105)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, semantics
from engramdb.schema import Hit
from engramdb.semantics import asked_change_first

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "What does round bar from Hexham Metals cost?"
FACT = "Round bar from Hexham Metals costs 40 pounds a metre length."
FIRST = "Wed 16 Sep: Hexham Metals put round bar up to 46 pounds a metre."
NEWEST = (
    "Thu 29 Oct: Odds and ends; Hexham Metals sell round bar by the foot now, fifteen pounds a foot; the van passed."
)
OTHER = "Thu 29 Oct: The van passed its MOT; Ewan booked leave for the first week of December."


def _hits(
    newest: str = NEWEST, first: str = FIRST, newest_at: int = 3, first_rel: float = 0.9, newest_rel: float = 0.6
) -> tuple[list[Hit], str, str, str]:
    """The recall's hits put in the order of the case: the first change (an episode) first, the fact second, the
    newest note third, with set relevances."""
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember("shop", FACT, created_at=NOW - timedelta(days=300))
    one = store.remember("shop", first, created_at=NOW - timedelta(days=46), kind="episode")
    two = store.remember("shop", newest, created_at=NOW - timedelta(days=newest_at), kind="episode")
    store.remember("shop", OTHER, created_at=NOW - timedelta(days=2), kind="episode")
    got = {h.id: h for h in store.recall("shop", QUESTION, k=4, conflicts=False)}
    rel = {one: first_rel, fact: 0.8, two: newest_rel}
    order = [one, fact, two] + [i for i in got if i not in (one, fact, two)]
    return [dataclasses.replace(got[i], relevance=rel.get(i, 0.1)) for i in order], fact, one, two


def test_the_newest_goes_before_the_first_change_above_the_fact(monkeypatch: pytest.MonkeyPatch) -> None:
    hits, fact, one, two = _hits()
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(two) < after.index(one) < after.index(fact)
    moved = {h.id: h for h in asked_change_first(QUESTION, hits)}
    assert one in moved[two].memory.conflicts_with and two in moved[one].memory.conflicts_with
    assert sorted(after) == sorted(h.id for h in hits)
    monkeypatch.setattr(semantics, "EPISODE_ABOVE_FACT", False)  # main: the newest goes before the fact only
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two) < after.index(fact)


def test_no_move_above_an_episode_not_restated_or_newer_or_far_less_relevant() -> None:
    # an episode above the fact that states no value of the question's thing stays first
    hits, fact, one, two = _hits(
        first="Wed 16 Sep: Hexham Metals moved to a new yard by the river; round bar came late."
    )
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two)
    # the note above the fact newer than the one paired with the fact: no move above it
    hits, fact, one, two = _hits(newest_at=60)
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two)
    # the newest far less relevant than the note above the fact (under NEWER_RELEVANCE of it)
    hits, fact, one, two = _hits(first_rel=3.0, newest_rel=0.6)
    after = [h.id for h in asked_change_first(QUESTION, hits)]
    assert after.index(one) < after.index(two) < after.index(fact)
