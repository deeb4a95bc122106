"""A newer fact that restates the asked fact's value (issue 18, branch newest158): semantics.FACT_AFTER_FACT reads the
facts below asked_change_first's fact, written after it, as its episodes are read ("After the fire officer's visit the
seating plan is down to 72 seats." under "The draft seating plan has 90 seats."), when the newer fact says it changed
(_FACT_CHANGED) and holds two of the question's stems the older holds itself (_fact_restates); _fact_changed reads
the word of change in the whole fact ("shortened", "any more")."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics
from engramdb.schema import Hit
from engramdb.semantics import _asking_stems, _fact_changed, _fact_restates, asked_change_first

from .caches_util import fresh_caches

NOW = datetime(2026, 11, 2, 12, 0, tzinfo=timezone.utc)


_fresh_caches = fresh_caches(semantics)


QUESTION = "How many seats are in the seating plan?"
OLDER = "The draft seating plan for the gala has 90 seats."
NEWER = "After the fire officer's visit, the seating plan for the gala is down to 72 seats."


def _store(newer: str = NEWER) -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("gala", OLDER, created_at=NOW - timedelta(days=120), importance=0.7)
    store.remember("gala", "The gala dinner is in the Corn Exchange on 14 December.", created_at=NOW - timedelta(days=110))
    store.remember("gala", "Tickets are sold through the society's website only.", created_at=NOW - timedelta(days=100))
    new = store.remember("gala", newer, created_at=NOW - timedelta(days=20), importance=0.7)
    return store, old, new


def _hits(store: MemoryStore, old: str) -> list[Hit]:
    """The recall's hits with the older fact first (as a recall whose scores favour it has them)."""
    hits = store.recall("gala", QUESTION, k=4, conflicts=False)
    return sorted(hits, key=lambda h: h.id != old)


def test_a_newer_fact_that_says_it_changed_goes_first_and_both_are_marked() -> None:
    store, old, new = _store()
    hits = _hits(store, old)
    ids = [h.id for h in hits]
    assert ids[0] == old
    moved = asked_change_first(QUESTION, hits)
    after = [h.id for h in moved]
    assert after.index(new) < after.index(old)
    assert new in moved[after.index(old)].memory.conflicts_with
    assert old in moved[after.index(new)].memory.conflicts_with
    assert sorted(after) == sorted(ids)


def test_switch_off_leaves_the_facts_in_their_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "FACT_AFTER_FACT", False)
    store, old, new = _store()
    after = [h.id for h in asked_change_first(QUESTION, _hits(store, old))]
    assert after.index(old) < after.index(new)


def test_a_newer_fact_with_no_word_of_change_is_another_fact() -> None:
    # two facts of one subject with two values are two things as often as one changed
    store, old, new = _store("The seating plan for the gala's after-party has 40 seats.")
    after = [h.id for h in asked_change_first(QUESTION, _hits(store, old))]
    assert after.index(old) < after.index(new)
    assert not _fact_restates(_asking_stems(QUESTION), "The winter offer runs from November: the seating plan "
                              "has 40 seats.", OLDER)


def test_a_newer_fact_sharing_one_stem_is_of_another_thing() -> None:
    q = "How much extra is it to frame a jigsaw?"
    assert not _fact_restates(_asking_stems(q), "Museum glass is now 55 pounds extra for frames up to A2.",
                              "Jigsaws are glued on to board before framing, for 15 pounds extra.")


def test_the_word_of_change_is_read_in_the_whole_fact() -> None:
    q = "How many weeks is the beginners' pottery course?"
    older = "The beginners' pottery course is 10 weeks of Tuesday evenings."
    newer = "We have shortened the beginners' pottery course to 8 weeks of Tuesday evenings."
    qs = _asking_stems(q)
    assert _fact_restates(qs, newer, older)
    assert _fact_changed(q, qs, newer, older)
    # the same value: no change
    assert not _fact_changed(q, qs, "We have shortened the beginners' pottery course, still 10 weeks.", older)


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=400), st.integers(min_value=2, max_value=400))
def test_no_word_of_change_never_restates(a: int, b: int) -> None:
    # a property: a newer fact that only names another number of the same words is never read as a change
    qs = _asking_stems(QUESTION)
    older = f"The draft seating plan for the gala has {a} seats."
    newer = f"The seating plan for the gala has {b} seats."
    assert not _fact_restates(qs, newer, older)
    assert _fact_restates(qs, f"The seating plan for the gala is down to {b} seats.", older)


def test_the_value_named_as_replaced_is_not_the_clause_own() -> None:
    # "instead of October" names the old month: without it the clause's month is March, the older's October
    q = "When will the pottery studio open?"
    older = "The pottery studio is planned to open in October."
    newer = "The roofers are late, so the pottery studio will now open in March instead of October."
    qs = _asking_stems(q)
    assert _fact_restates(qs, newer, older)
    assert _fact_changed(q, qs, newer, older)
    assert not _fact_changed(q, qs, "The pottery studio will now open in October as planned, not earlier.", older)


def test_a_price_is_no_change_of_a_fact_that_names_no_money() -> None:
    q = "How big is a full bed at the community garden?"
    assert not _fact_restates(_asking_stems(q), "Bed rent has gone up: a full bed is 40 pounds a year now.",
                              "A full bed at the community garden is 12 square metres.")


def test_the_unit_a_price_is_per_is_no_shared_subject() -> None:
    # "night" is what both price per, "room" the one stem of the question both name: another room's price
    q = "What does cabin 4 cost per night?"
    older = "Dogs are welcome in cabin 2 only, for 10 pounds a night."
    assert not _fact_restates(_asking_stems(q), "Lakeside cabins are now 120 pounds a night in August.", older)
    assert _fact_restates(_asking_stems(q), "Cabin 4 now costs 95 pounds a night.", "Cabin 4 costs 80 pounds a night.")
