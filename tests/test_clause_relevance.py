"""A long dated note that restates a changed value in one clause, ordered by that clause's relevance under the hashing
embedder (semantics.clause_scorer, clause_first, asked_change_first's `clause`): issue 18, branch clause75."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import MemoryStore, _core, semantics
from engramdb.schema import with_conflicts
from engramdb.semantics import NEWER_RELEVANCE, clause_first, clause_scorer, clauses

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
RENT = "Allotment rent is 45 pounds a plot per year."
RENT_NOTE = ("Society AGM minutes: hedge along row C to be cut in March; seed swap moved to the church hall; allotment "
             "rent goes to 52 pounds a plot per year from April, water charge stays at 10; new padlocks for the shed.")
RENT_Q = "How much is the allotment rent per year?"
UNRELATED_NOTE = ("Society AGM minutes: hedge along row C to be cut in March; seed swap moved to the church hall; "
                  "compost bays need turning, 3 volunteers signed up; new padlocks for the shed.")


def _store(note: str = RENT_NOTE) -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("plots", RENT, created_at=NOW - timedelta(days=400), importance=0.7)
    store.remember("plots", "The shed key is kept by Morag at plot 14.", created_at=NOW - timedelta(days=300))
    store.remember("plots", "Water troughs are filled from the mains tap by the gate.", created_at=NOW - timedelta(days=250))
    new = store.remember("plots", note, created_at=NOW - timedelta(days=9), importance=0.5)
    return store, old, new


def test_the_clause_reaches_the_share_the_whole_note_does_not() -> None:
    store, old, new = _store()
    semantics.CLAUSE_RELEVANCE = False
    try:
        before = store.recall("plots", RENT_Q, k=5)
    finally:
        semantics.CLAUSE_RELEVANCE = True
    ids = [h.id for h in before]
    older, newer = before[ids.index(old)], before[ids.index(new)]
    # main's order: the note is below the rent and under the share; the two are linked either way
    assert ids.index(old) < ids.index(new) and newer.relevance < NEWER_RELEVANCE * older.relevance
    assert old in newer.memory.conflicts_with or asked_change_holds()
    query = store.query_vectors([RENT_Q])[0]
    best = clause_scorer(query, store._relevance(True))
    assert best is not None and best(RENT_NOTE) >= NEWER_RELEVANCE * older.relevance > newer.relevance
    for hits in (store.recall("plots", RENT_Q, k=5), store.recall_many("plots", [RENT_Q], k=5)[0],
                 store.recall("plots", RENT_Q, k=5, where={"kind": {"$in": ["fact", "episode"]}})):
        got = [h.id for h in hits]
        assert got.index(new) < got.index(old)
        assert sorted(got) == sorted(ids)  # the same hits, one moved
    # a question naming a past period is answered as main answers it: no newer value first
    past = [h.id for h in store.recall("plots", "How much was the allotment rent per year last winter?", k=5)]
    assert past.index(old) < past.index(new)


def asked_change_holds() -> bool:
    return semantics.asked_change(RENT_Q, semantics._asking_stems(RENT_Q), RENT_NOTE, RENT)


def test_an_unrelated_long_note_is_not_moved() -> None:
    store, old, new = _store(UNRELATED_NOTE)
    got = [h.id for h in store.recall("plots", RENT_Q, k=5)]
    assert new not in got or got.index(old) < got.index(new)
    # linked by hand (as a conflict mark would): its best clause is still under the share
    hits = store.recall("plots", RENT_Q, k=5)
    ids = [h.id for h in hits]
    if new in ids:
        linked = [with_conflicts(h, (old,)) if h.id == new else h for h in hits]
        best = clause_scorer(store.query_vectors([RENT_Q])[0], store._relevance(True))
        assert best is not None
        assert [h.id for h in clause_first(linked, best)] == ids


def test_clause_first_reads_the_marks_and_the_dates() -> None:
    store, old, new = _store()
    semantics.CLAUSE_RELEVANCE = False
    try:
        hits = store.recall("plots", RENT_Q, k=5, conflicts=False)
    finally:
        semantics.CLAUSE_RELEVANCE = True
    ids = [h.id for h in hits]
    best = clause_scorer(store.query_vectors([RENT_Q])[0], store._relevance(True))
    assert best is not None
    assert clause_first(hits, best) == hits  # no mark, no move
    marked = [with_conflicts(h, (old,)) if h.id == new else with_conflicts(h, (new,)) if h.id == old else h
              for h in hits]
    moved = [h.id for h in clause_first(marked, best)]
    assert moved.index(new) < moved.index(old) and sorted(moved) == sorted(ids)
    # the older side must be older: the same mark with the dates the other way round moves nothing
    assert [h.id for h in clause_first(marked, lambda text: -1.0)] == ids
    assert clause_first(marked[:1], best) == marked[:1]


def test_clause_scorer_is_the_hashing_relevance_of_the_best_clause() -> None:
    store = MemoryStore()
    query = store.query_vectors([RENT_Q])[0]
    relevance_map = (0.05, 2.0, 0.5)
    best = clause_scorer(query, relevance_map)
    assert best is not None
    parts = clauses(RENT_NOTE)
    cosines = _core.hash_embed(list(parts), query.shape[0], 1) @ query
    y = max(0.0, (float(cosines.max()) - 0.05) * 2.0)
    assert best(RENT_NOTE) == pytest.approx(y / (1 + 0.5 * y), rel=1e-6)
    assert best(RENT) == -1.0  # one clause: the whole note's relevance stands
    semantics.CLAUSE_RELEVANCE = False
    try:
        assert clause_scorer(query, relevance_map) is None
    finally:
        semantics.CLAUSE_RELEVANCE = True
    assert np.isclose(np.linalg.norm(query), 1.0)


@given(st.lists(st.sampled_from(["a", "b"]), min_size=1, max_size=4), st.booleans())
def test_a_linked_memory_of_another_scope_never_comes_back(scopes: list[str], same_text: bool) -> None:
    """Whatever another scope holds (the same note, its own rent), recall of one scope returns that scope's memories
    only, moved or not."""
    store = MemoryStore(clock=NOW.timestamp)
    mine = {store.remember("plots", RENT, created_at=NOW - timedelta(days=400), importance=0.7)}
    for k, scope in enumerate(scopes):
        text = RENT_NOTE if same_text else f"{RENT_NOTE} Plot {k} noted."
        store.remember(f"other-{scope}", RENT, created_at=NOW - timedelta(days=401))
        store.remember(f"other-{scope}", text, created_at=NOW - timedelta(days=5 + k))
    mine.add(store.remember("plots", UNRELATED_NOTE, created_at=NOW - timedelta(days=9)))
    for hits in (store.recall("plots", RENT_Q, k=10), store.recall_many("plots", [RENT_Q], k=10)[0]):
        assert {h.id for h in hits} <= mine
        for h in hits:
            assert set(h.memory.conflicts_with) <= mine
