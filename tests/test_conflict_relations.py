"""The conflict pass's pool-independent relations (_core.ConflictRelations, one per scope, by row seq): what a
default recall looks its hits' partners up in instead of comparing pairs (statement conflicts of similar rows,
keyed facts against free text). Checked against references after random sequences of writes, supersedes, forgets,
erasures, seals, compactions and reopens of a store on disk:
- the relations hold exactly the pairs the Python rules relate (every live pair of the scope compared);
- recall() with them (RecallPlan.marked_hits) serves the same hits, order, scores and conflicts_with as the plan's
  hits marked by the Python rules, and as the native pass without relations (exhaustive pairs);
- an erased row leaves no relation behind."""

from __future__ import annotations

import contextlib
import tempfile
from datetime import timedelta
from typing import Any

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core
from engramdb.schema import memory_id
from engramdb.semantics import (
    CONFLICT_SIMILARITY,
    _native_words,
    _rules,
    _sources,
    _statements_conflict,
    fact_value,
    keyed_conflict,
    statement,
)

from .test_conflicts_native import (
    KEYS,
    NOW,
    _in_plan_and_python,
    memories,
    related,
    serves_with_pass_after_plan,
    texts,
)

SCOPE = "u"


def _live_rows(store: MemoryStore) -> list[tuple[int, str, str | None, np.ndarray]]:
    """(seq, text, key, unit vector) of every row of SCOPE that recall may pool (not forgotten, not superseded)."""
    out = []
    for memory in store.list(SCOPE, limit=1000):
        seg, row = store.engine.locate(SCOPE, memory.id)
        vector = seg.vectors(np.array([row], np.int64))[0]
        out.append((int(memory.id[1:]), memory.text, memory.key, np.asarray(vector, np.float32)))
    return out


def _relates(a: tuple[int, str, str | None, np.ndarray], b: tuple[int, str, str | None, np.ndarray]) -> bool:
    """Whether hit `a` marks `b` whatever else is pooled, by the Python rules (semantics.conflict_marks' statement
    and keyed tests; the similarity by the native dot as conflict_marks computes it)."""
    if (a[2] is None) != (b[2] is None):
        fact, other = (a, b) if a[2] is not None else (b, a)
        key = fact[2] or ""
        if keyed_conflict(key, fact_value(key, fact[1]), other[1]):
            return True
    similar = float(_core.dot_many(a[3], b[3].reshape(1, -1))[0]) >= CONFLICT_SIMILARITY
    return similar and _statements_conflict(statement(a[1]), statement(b[1]))


def _check_relations(store: MemoryStore) -> int:
    """The scope's relations against the Python rules over every live pair; returns the pairs related."""
    relations = store.engine._relations.get(SCOPE)
    rows = _live_rows(store)
    if relations is None or not rows:
        return 0
    assert relations.usable
    live = {seq for seq, *_ in rows}
    found = 0
    for a in rows:
        partners = relations.partners(a[0])
        assert partners is not None, "a pooled row the relations do not hold"
        want = {b[0] for b in rows if b[0] != a[0] and _relates(a, b)}
        assert set(partners) & live == want
        found += len(want)
    return found


def _check_recall(store: MemoryStore, queries: list[str], k: int, seen: list[int]) -> None:
    """recall() with the relations against the Python rules (_in_plan_and_python) and against the native pass that
    compares every pair (find_conflicts(exhaustive=True) through mark_conflicts)."""
    for query in queries:
        for options in ({}, {"mmr_lambda": 0.5, "hybrid": False}):
            def recall(conflicts: bool, q: str = query, o: dict[str, Any] = options) -> Any:
                return store.recall(SCOPE, q, k=k, conflicts=conflicts, **o)

            _in_plan_and_python(store, recall, seen)
            in_plan = recall(True)
            seen[3] += _exhaustive_recall(store, recall, in_plan)


def _exhaustive_recall(store: MemoryStore, recall: Any, in_plan: list[Any]) -> int:
    """The same recall with the pass after the plan's call, checking on each pool that the signature pass gives the
    exhaustive pass's marks; asserts it serves `in_plan`. Returns the passes checked."""
    semantics = store._semantics
    original = semantics.mark_conflicts
    calls = [0]

    def exhaustive(hits: Any, segments: Any, pool_segments: Any, pool_rows: Any, vector: Any = None,
                   params: Any = None, **kwargs: Any) -> Any:
        calls[0] += 1
        if hits and pool_rows is not None and len(pool_rows) >= 2:
            ids = [h.id for h in hits]
            assert _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words,
                                        exhaustive=True) == \
                _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words)
        return original(hits, segments, pool_segments, pool_rows, vector, params, **kwargs)

    serves_with_pass_after_plan(store, recall, exhaustive, in_plan)
    return calls[0]


CONTENT = ["ines", "swimming", "lessons", "supplier", "payment", "terms", "database", "project", "invoice", "meeting",
           "coffee", "weekly", "daily", "blue", "red", "english", "hindi", "monday", "thursday", "postgresql", "mysql"]


@st.composite
def contradiction(draw: Any) -> list[tuple[str, str | None, int, float]]:
    """Two statements that the statement rule or the keyed rule relates: one negated, one value swapped, or a
    language fact against a free text preferring another language."""
    how = draw(st.sampled_from(["negated", "swapped", "keyed"]))
    age, importance = draw(st.integers(0, 400)), draw(st.floats(0.0, 1.0))
    if how == "keyed":
        fact, other = draw(st.lists(st.sampled_from(["English", "Hindi", "Spanish"]), min_size=2, max_size=2,
                                    unique=True))
        return [(fact, "reply_language", age, importance),
                (f"Ines prefers replies in {other}.", None, draw(st.integers(0, 400)), importance)]
    words = draw(st.lists(st.sampled_from(CONTENT), min_size=4, max_size=7, unique=True))
    first = " ".join(words)
    if how == "negated":
        second = "not " + first
    else:
        spare = [w for w in CONTENT if w not in words]
        second = " ".join([*words[:-1], draw(st.sampled_from(spare))])
    return [(first, None, age, importance), (second, None, draw(st.integers(0, 400)), importance)]


# One step of a store's life: a write (a memory or a related pair), a fact set again (a supersede), a forget or an
# erasure of the i-th written memory, a seal, a compaction, a reopen.
steps = st.one_of(
    memories.map(lambda m: ("write", [m])), related().map(lambda pair: ("write", pair)),
    contradiction().map(lambda pair: ("write", pair)),
    st.tuples(st.sampled_from(KEYS), texts()).map(lambda kv: ("fact", kv)),
    st.integers(0, 60).map(lambda i: ("forget", i)), st.integers(0, 60).map(lambda i: ("erase", i)),
    st.just(("seal", None)), st.just(("compact", None)), st.just(("reopen", None)))

SEEN = [0, 0, 0, 0, 0]  # in-plan recalls with marks, reordered, handed over; exhaustive passes; related pairs


def _apply(store: MemoryStore, path: str, step: tuple[str, Any], written: list[str]) -> MemoryStore:
    kind, value = step
    if kind == "write":
        for text, key, age, importance in value:
            if key is not None:
                text = f"{key}: {text}"
            written.append(store.remember(SCOPE, text, key=key, created_at=NOW - timedelta(days=age),
                                          importance=importance))
    elif kind == "fact":
        written.append(store.set_fact(SCOPE, value[0], value[1]))
    elif kind in ("forget", "erase") and written:
        target = written[value % len(written)]
        if kind == "forget":
            with contextlib.suppress(KeyError):  # forgotten or erased already
                store.forget(SCOPE, target)
        else:
            relations = store.engine._relations.get(SCOPE)
            try:
                store.erase(SCOPE, target)
            except KeyError:  # erased already (with a later version's history)
                pass
            else:
                if relations is not None:  # the erased row is gone from every list
                    seq = int(target[1:])
                    assert relations.partners(seq) is None
                    assert all(seq not in (relations.partners(int(m.id[1:])) or [])
                               for m in store.list(SCOPE, limit=1000))
    elif kind == "seal":
        store.seal()
    elif kind == "compact":
        store.compact()
    elif kind == "reopen":
        store.close()
        store = MemoryStore.open(path, clock=NOW.timestamp, dedup=False)
    return store


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(life=st.lists(steps, min_size=2, max_size=14),
       queries=st.lists(st.one_of(texts(), related().map(lambda pair: pair[1][0]),
                                  contradiction().map(lambda pair: pair[0][0])), min_size=1, max_size=2),
       k=st.integers(1, 10))
def test_relations_give_the_marks_and_order_of_the_full_pass(life: list[tuple[str, Any]], queries: list[str],
                                                             k: int) -> None:
    with tempfile.TemporaryDirectory() as path:
        store = MemoryStore.open(path, clock=NOW.timestamp, dedup=False)
        written: list[str] = []
        try:
            for at, step in enumerate(life):
                store = _apply(store, path, step, written)
                # recalls between steps: plans synced, then written again
                if (at % 3 == 2 or at == len(life) - 1) and store.list(SCOPE):
                    _check_recall(store, queries, k, SEEN)
                    SEEN[4] += _check_relations(store)
        finally:
            store.close()


def test_the_lives_relate_and_mark_something() -> None:
    """The property above is not vacuous: its scopes hold related pairs and recalls that mark them."""
    SEEN[:] = [0, 0, 0, 0, 0]
    test_relations_give_the_marks_and_order_of_the_full_pass()
    finished, _reordered, _handed, exhaustive, pairs = SEEN
    assert finished > 5 and exhaustive > 20 and pairs > 5, SEEN


def test_a_known_pair_is_related_and_erased() -> None:
    with tempfile.TemporaryDirectory() as path:
        store = MemoryStore.open(path, clock=NOW.timestamp)
        fact = store.set_fact(SCOPE, "reply_language", "English")
        hindi = store.remember(SCOPE, "Ines prefers replies in Hindi.")
        store.remember(SCOPE, "Ines has swimming lessons on Saturday mornings.")
        hits = {h.id: h for h in store.recall(SCOPE, "Which language should replies to Ines be in?", k=5)}
        assert hindi in hits[fact].memory.conflicts_with
        relations = store.engine._relations[SCOPE]
        assert relations.partners(int(fact[1:])) == [int(hindi[1:])]
        assert relations.partners(int(hindi[1:])) == [int(fact[1:])]
        assert len(relations) == 3 and relations.n_pairs == 2 and relations.nbytes > 0
        store.close()
        store = MemoryStore.open(path, clock=NOW.timestamp)  # rebuilt on the scope's first default recall
        assert SCOPE not in store.engine._relations
        hits = {h.id: h for h in store.recall(SCOPE, "Which language should replies to Ines be in?", k=5)}
        assert hindi in hits[fact].memory.conflicts_with
        relations = store.engine._relations[SCOPE]
        assert relations.partners(int(fact[1:])) == [int(hindi[1:])]
        store.erase(SCOPE, hindi)
        assert relations.partners(int(hindi[1:])) is None and relations.partners(int(fact[1:])) == []
        hits = {h.id: h for h in store.recall(SCOPE, "Which language should replies to Ines be in?", k=5)}
        assert hits[fact].memory.conflicts_with == ()
        assert memory_id(int(hindi[1:])) == hindi
        store.close()


def test_a_plan_syncs_rows_written_after_it() -> None:
    """A write remakes the scope's plan; its first default recall compares only the new row with the held ones."""
    store = MemoryStore(clock=NOW.timestamp)
    store.remember(SCOPE, "Ines has swimming lessons on Saturday mornings.")
    store.recall(SCOPE, "swimming", k=3)
    relations = store.engine._relations[SCOPE]
    assert len(relations) == 1
    fact = store.set_fact(SCOPE, "reply_language", "English")
    hindi = store.remember(SCOPE, "Ines prefers replies in Hindi.")
    assert len(relations) == 1  # not yet: the next default recall brings them up
    store.recall(SCOPE, "swimming", k=3, conflicts=False)
    assert len(relations) == 1
    store.recall(SCOPE, "replies", k=3)
    assert len(relations) == 3 and relations.partners(int(hindi[1:])) == [int(fact[1:])]


def test_a_scope_past_max_rows_keeps_no_relations() -> None:
    """Past ConflictRelations' row limit a scope's relations are dropped and its recalls run the whole pass (the
    same hits and marks as the Python rules)."""
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    fact = store.set_fact(SCOPE, "reply_language", "English")
    hindi = store.remember(SCOPE, "Ines prefers replies in Hindi.")
    store.recall(SCOPE, "Which language should replies to Ines be in?", k=5)
    relations = store.engine._relations[SCOPE]
    assert relations.partners(int(fact[1:])) == [int(hindi[1:])]
    store.remember_many(SCOPE, [f"note {i} about the garden shed number {i * 7}" for i in range(2048)])
    seen = [0, 0, 0]
    _in_plan_and_python(store, lambda c: store.recall(SCOPE, "Which language should replies to Ines be in?", k=5,
                                                      conflicts=c), seen)
    assert len(relations) == 0
    hits = {h.id: h for h in store.recall(SCOPE, "Which language should replies to Ines be in?", k=5)}
    assert hindi in hits[fact].memory.conflicts_with


def test_relations_are_brought_up_in_chunks_under_the_pair_budget() -> None:
    """A sync spends at most ConflictRelations.sync_pairs comparisons (at least one row): the rows not held yet wait
    for the next default recalls, which run the whole pass meanwhile, so the first recalls after an open never pay the
    whole build at once. Every recall gives the Python rules' marks; once every row is held, the relations are the
    rules' over every pair."""
    budget = _core.ConflictRelations.sync_pairs
    _core.ConflictRelations.sync_pairs = 40
    try:
        store = MemoryStore(clock=NOW.timestamp, dedup=False)
        store.set_fact(SCOPE, "reply_language", "English")
        store.remember(SCOPE, "Ines prefers replies in Hindi.")
        store.remember_many(SCOPE, [f"Ines keeps note {i} about the garden shed, box {i * 7}" for i in range(20)])
        sizes = []
        for _ in range(25):
            _in_plan_and_python(store, lambda c: store.recall(SCOPE, "Which language should replies to Ines be in?",
                                                              k=5, conflicts=c), [0, 0, 0])
            sizes.append(len(store.engine._relations[SCOPE]))
        assert sizes[0] < 22 and sizes == sorted(sizes) and sizes[-1] == 22, sizes
        assert len(set(sizes)) > 3  # several chunks
        assert _check_relations(store) >= 2
    finally:
        _core.ConflictRelations.sync_pairs = budget


def test_a_pool_that_comes_back_is_marked_as_its_own() -> None:
    """A plan keeps the change test's result of its last pools (ChangeMemo, register_conflicts.cpp) by the pool's
    near rows and its hits: asked again, a question gets the Python rules' marks; asked with more hits over the same
    pool, the change between two hits below the top (kept for the one-hit recall, which did not read it) is marked."""
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    written = {}
    for text, age in [("The team standup is at 9:00 in room Alder.", 60),
                      ("The team standup moved to 10:30 in room Alder.", 5),
                      ("The office printer code is tern4471.", 50), ("The office printer code changed to gull9920.", 4),
                      ("Ines waters the plants on Fridays.", 10), ("The team lunch is on Thursdays.", 20)]:
        written[text.split()[2]] = store.remember(SCOPE, text, created_at=NOW - timedelta(days=age))
    question = "When is the team standup and what is the office printer code?"
    seen = [0, 0, 0]
    for k in (1, 4, 1, 4, 4):
        _in_plan_and_python(store, lambda c, k=k: store.recall(SCOPE, question, k=k, conflicts=c), seen)
        hits = {h.id: h for h in store.recall(SCOPE, question, k=k)}
        if k == 4:
            assert hits[written["standup"]].memory.conflicts_with  # the older standup, marked by the newer
    assert seen[0] + seen[2] == 5 and seen[0] >= 2, seen  # the four-hit recalls finished in the plan's call
