"""A long dated note that restates a changed value in one clause, ordered by that clause's relevance under the hashing
embedder (semantics.ClauseScorer, clause_first, asked_change_first's `clause`): issue 18, branch clause75."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import MemoryStore, _core, newer_price, semantics
from engramdb.schema import Hit, with_conflicts
from engramdb.semantics import NEWER_RELEVANCE, ClauseScorer, asked_change_first, clause_first, clause_scorer, clauses

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
RENT = "Allotment rent is 45 pounds a plot per year."
RENT_NOTE = ("Society AGM minutes: hedge along row C to be cut in March; seed swap moved to the church hall; allotment "
             "rent goes to 52 pounds a plot per year from April, water charge stays at 10; new padlocks for the shed.")
RENT_Q = "How much is the allotment rent per year?"
# a clause as relevant to the question's words that restates another subject (the scout hut's rent day)
HUT_NOTE = ("Scout hut notes: hedge cut in March; rent for the scout hut is due each year in May; new padlocks for the "
            "shed.")
# no clause about the rent at all
PLAIN_NOTE = ("Society AGM minutes: hedge along row C to be cut in March; seed swap moved to the church hall; compost "
              "bays need turning, 3 volunteers signed up; new padlocks for the shed.")


def _store(note: str = RENT_NOTE) -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("plots", RENT, created_at=NOW - timedelta(days=400), importance=0.7)
    store.remember("plots", "The shed key is kept by Morag at plot 14.", created_at=NOW - timedelta(days=300))
    store.remember("plots", "Water troughs are filled from the mains tap by the gate.",
                   created_at=NOW - timedelta(days=250))
    new = store.remember("plots", note, created_at=NOW - timedelta(days=9), importance=0.5, kind="episode")
    return store, old, new


def _scorer(store: MemoryStore, question: str = RENT_Q) -> ClauseScorer:
    found = clause_scorer(store.query_vectors([question])[0], store._relevance(True))
    assert found is not None
    return found


def _linked(hits: list[Hit], old: str, new: str) -> list[Hit]:
    """The hits with the two marked against each other, as the conflict pass marks a pair."""
    return [with_conflicts(h, (old,)) if h.id == new else with_conflicts(h, (new,)) if h.id == old else h
            for h in hits]


def test_a_diluted_long_note_is_served_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, new = _store()
    monkeypatch.setattr(semantics, "CLAUSE_RELEVANCE", False)
    # newer_price's later reading of "from <when>" (newest216) serves the note too: off for main's order
    monkeypatch.setattr(newer_price, "NEWER_FROM_WHEN", False)
    before = store.recall("plots", RENT_Q, k=5)
    ids = [h.id for h in before]
    older, newer = before[ids.index(old)], before[ids.index(new)]
    # main's order: the note below the rent, under the share; its clause reaches it
    assert ids.index(old) < ids.index(new) and newer.relevance < NEWER_RELEVANCE * older.relevance
    monkeypatch.undo()
    assert _scorer(store)(RENT_NOTE) >= NEWER_RELEVANCE * older.relevance
    for hits in (store.recall("plots", RENT_Q, k=5), store.recall_many("plots", [RENT_Q], k=5)[0],
                 store.recall("plots", RENT_Q, k=5, where={"kind": {"$in": ["fact", "episode"]}})):
        got = [h.id for h in hits]
        assert got.index(new) < got.index(old)
        assert sorted(got) == sorted(ids)  # the same hits, one moved
    # a question naming a past period: no newer value first, as on main
    past = [h.id for h in store.recall("plots", "How much was the allotment rent per year last winter?", k=5)]
    assert past.index(old) < past.index(new)


def test_each_step_moves_it_on_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, new = _store()
    monkeypatch.setattr(newer_price, "NEWER_FROM_WHEN", False)  # newest216's "from <when>" would move it too
    hits = store.recall("plots", RENT_Q, k=5, conflicts=False)  # no marks, no step
    ids = [h.id for h in hits]
    assert ids.index(old) < ids.index(new)
    clause = _scorer(store)
    # asked_change_first: the note is an episode restating the fact's answer; without the scorer it stays below
    assert asked_change_first(RENT_Q, hits) == hits
    moved = [h.id for h in asked_change_first(RENT_Q, hits, clause)]
    assert moved.index(new) < moved.index(old) and sorted(moved) == sorted(ids)
    # clause_first: reads the marks only
    assert clause_first(hits, clause) == hits
    linked = _linked(hits, old, new)
    moved = [h.id for h in clause_first(linked, clause)]
    assert moved.index(new) < moved.index(old) and sorted(moved) == sorted(ids)
    assert clause_first(hits[:1], clause) == hits[:1]
    # only the first hit as the older side: with another hit first, nothing moves
    other = next(h for h in linked if h.id not in (old, new))
    reordered = [other, *(h for h in linked if h is not other)]
    assert clause_first(reordered, clause) == reordered


def test_an_unrelated_long_note_is_not_moved(monkeypatch: pytest.MonkeyPatch) -> None:
    for note in (HUT_NOTE, PLAIN_NOTE):
        store, old, new = _store(note)
        got = [h.id for h in store.recall("plots", RENT_Q, k=5)]
        assert new not in got or got.index(old) < got.index(new)
    # the scout hut's clause reaches the share; marked by hand, it is still left below: it restates no allotment rent
    store, old, new = _store(HUT_NOTE)
    hits = store.recall("plots", RENT_Q, k=5, conflicts=False)
    ids = [h.id for h in hits]
    clause = _scorer(store)
    assert clause(HUT_NOTE) >= NEWER_RELEVANCE * hits[ids.index(old)].relevance
    assert not clause.restates(HUT_NOTE, RENT) and clause.restates(RENT_NOTE, RENT)
    assert [h.id for h in clause_first(_linked(hits, old, new), clause)] == ids
    monkeypatch.setattr(semantics, "CLAUSE_RESTATES", -1.0)  # so the test above fails without the guard
    moved = [h.id for h in clause_first(_linked(hits, old, new), _scorer(store))]
    assert moved.index(new) < moved.index(old)


def test_the_older_side_must_be_older() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    new = store.remember("plots", RENT, created_at=NOW - timedelta(days=4), importance=0.7)
    old = store.remember("plots", RENT_NOTE, created_at=NOW - timedelta(days=400))
    hits = store.recall("plots", RENT_Q, k=5, conflicts=False)
    assert [h.id for h in clause_first(_linked(hits, old, new), _scorer(store))] == [h.id for h in hits]


def test_the_scorer_is_the_hashing_relevance_of_the_best_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore()
    query = store.query_vectors([RENT_Q])[0]
    clause = ClauseScorer(query, (0.05, 2.0, 0.5))
    cosines = _core.hash_embed(list(clauses(RENT_NOTE)), query.shape[0], 1) @ query
    y = max(0.0, (float(cosines.max()) - 0.05) * 2.0)
    assert clause(RENT_NOTE) == pytest.approx(y / (1 + 0.5 * y), rel=1e-6)
    assert clause(RENT) == -1.0 and not clause.restates(RENT, RENT)  # one clause: the whole note's relevance stands
    monkeypatch.setattr(semantics, "CLAUSE_RELEVANCE", False)
    assert clause_scorer(query, (0.05, 2.0, 0.5)) is None


def test_a_dense_store_reads_no_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a hashing store embeds clauses at query time (E5 would cost a model call per clause)."""
    calls: list[int] = []
    real = semantics.clause_scorer
    monkeypatch.setattr("engramdb.store.clause_scorer", lambda *a: calls.append(1) or real(*a))
    store, _old, _new = _store()
    store.recall("plots", RENT_Q, k=5)
    assert calls
    calls.clear()
    store._lexical_embedder = False  # as a store of another embedder
    store.recall("plots", RENT_Q, k=5)
    assert not calls


@given(st.lists(st.sampled_from(["a", "b"]), min_size=1, max_size=4), st.booleans())
def test_a_linked_memory_of_another_scope_never_comes_back(scopes: list[str], same_text: bool) -> None:
    """Whatever other scopes hold (the same note, their own rent, marked against each other there), recall of one
    scope returns and names that scope's memories only, moved or not."""
    store = MemoryStore(clock=NOW.timestamp)
    mine = {store.remember("plots", RENT, created_at=NOW - timedelta(days=400), importance=0.7),
            store.remember("plots", PLAIN_NOTE, created_at=NOW - timedelta(days=9))}
    for k, scope in enumerate(scopes):
        store.remember(f"other-{scope}", RENT, created_at=NOW - timedelta(days=401 + k))
        store.remember(f"other-{scope}", RENT_NOTE if same_text else f"{RENT_NOTE} Plot {k} noted.",
                       created_at=NOW - timedelta(days=5 + k))
    for hits in (store.recall("plots", RENT_Q, k=10), store.recall_many("plots", [RENT_Q], k=10)[0]):
        assert {h.id for h in hits} <= mine
        for h in hits:
            assert set(h.memory.conflicts_with) <= mine
