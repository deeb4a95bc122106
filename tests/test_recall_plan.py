"""recall()'s cached native plans (SegmentSet.recall_plan, _core.RecallPlan): a plan is made once per scope
and segment set, and every change of the segments (a write, a seal, an erasure, new graphs, another
ivf_min_rows) is seen by the next recall, which must then equal a recall through _core.recall's arrays."""

from __future__ import annotations

import gc
import threading
import weakref

import numpy as np
import pytest

from engramdb import MemoryStore, Weights, _core
from engramdb.engine import params as recall_params
from engramdb.engine.rows import hits as _hits
from engramdb.errors import InvalidArgumentError
from engramdb.scoring import DEFAULT_HALF_LIVES

from .conftest import NOW, Clock, unit_rows


def reference(store: MemoryStore, scope: str, query: np.ndarray, **options) -> list:
    """The Hits of _core.recall over the store's current segments (no plan), as recall() made them before
    plans: the query normalised by _core.normalized_rows, Hits made from the result arrays."""
    segments = store.engine.segments()
    selections = store.engine.selections(scope, segments)
    if not selections:
        return []
    params = recall_params.build(store._clock, options.get("k", 5), 0.0, Weights(), DEFAULT_HALF_LIVES, "created", options.get("mmr_lambda"),
                           None, None, NOW, None, None, 100, None, options.get("exact", False),
                           relevance=store.calibration.native())
    vector = _core.normalized_rows(query[None, :].astype(np.float32))[0]
    return _hits(segments, _core.recall([s.native() for s in segments], selections, vector, params), params)


def recall(store: MemoryStore, scope: str, query: np.ndarray, **options) -> list:
    return store.recall(scope, query.astype(np.float32), conflicts=False, now=NOW, **options)


def ids(hits: list) -> list[str]:
    return [h.id for h in hits]


@pytest.fixture
def filled(rng: np.random.Generator) -> tuple[MemoryStore, np.ndarray]:
    store = MemoryStore(dim=16, clock=Clock(), dedup=False, graph_min_rows=None, ivf_min_rows=200)
    vectors = unit_rows(rng, 600, 16)
    store.remember_many("big", [f"big {i}" for i in range(400)], embeddings=vectors[:400])
    store.remember_many("small", [f"small {i}" for i in range(200)], embeddings=vectors[400:])
    store.seal()
    assert store.wait_indexed()  # "big"'s lists, built off the query path
    return store, vectors


def test_a_plan_is_reused_while_the_segments_stay(filled, rng) -> None:
    store, _ = filled
    q = unit_rows(rng, 1, 16)[0]
    first = recall(store, "big", q)
    plan = store.engine.cached_plans()["big"][1]
    assert recall(store, "big", q) == first
    assert store.engine.cached_plans()["big"][1] is plan  # the same native plan, not remade
    assert first == reference(store, "big", q)
    # no row of "big" in the active segment: the plan reads the sealed segments only
    assert store.engine.cached_plans()["big"][1].n_segments == len(store.engine.sealed)


def test_sealed_plans_are_reused_across_writes(filled, rng) -> None:
    """Issue 17, item 5: a write to another scope keeps a scope's plan; a write to the scope remakes it (its
    active rows join), and from then on each write does, until a seal; every answer is the reference's."""
    store, _ = filled
    q = unit_rows(rng, 1, 16)[0]
    recall(store, "big", q)
    plan = store.engine.cached_plans()["big"][1]
    store.remember("small", "elsewhere", embedding=q)
    assert recall(store, "big", q) == reference(store, "big", q)
    assert store.engine.cached_plans()["big"][1] is plan  # kept: "big" has no row in the active segment
    store.remember("big", "here", embedding=q, importance=1.0)
    hits = recall(store, "big", q)
    assert hits == reference(store, "big", q) and hits[0].text == "here"
    with_active = store.engine.cached_plans()["big"][1]
    assert with_active is not plan and with_active.n_segments == len(store.engine.segments())
    assert recall(store, "big", q) == hits and store.engine.cached_plans()["big"][1] is with_active
    store.remember("small", "again elsewhere", embedding=q)
    assert recall(store, "big", q) == reference(store, "big", q) == hits
    store.forget("big", hits[0].id)  # in place, in the active segment: the plan reads the flags as they are
    assert "here" not in [h.text for h in recall(store, "big", q)]
    assert recall(store, "big", q) == reference(store, "big", q)
    many = store.recall_many(["big", "small", "fresh"], np.stack([q, q, q]), conflicts=False, now=NOW)
    assert many[0] == recall(store, "big", q) and many[1] == recall(store, "small", q) and many[2] == []
    store.remember("fresh", "a scope that had an empty plan", embedding=q)
    assert ids(recall(store, "fresh", q)) == ids(reference(store, "fresh", q)) != []


def test_a_write_is_seen_by_the_next_recall(filled, rng) -> None:
    store, _ = filled
    q = unit_rows(rng, 1, 16)[0]
    recall(store, "big", q)
    store.remember("big", "the newest, the query itself", embedding=q, importance=1.0)
    hits = recall(store, "big", q)
    assert hits[0].text == "the newest, the query itself"
    assert hits == reference(store, "big", q)
    store.remember("fresh", "a scope that had no plan", embedding=q)
    assert ids(recall(store, "fresh", q)) == ids(reference(store, "fresh", q)) != []


def test_seal_forget_and_erase_are_seen_and_drop_the_old_plans(filled, rng) -> None:
    store, vectors = filled
    q = vectors[3] + 0.01 * unit_rows(rng, 1, 16)[0]
    hits = recall(store, "big", q, k=3)
    assert hits[0].text == "big 3"
    old = weakref.ref(store.engine.cached_plans()["big"][1])
    store.forget("big", hits[0].id)  # in place: the plan reads the hidden flags as they are
    assert "big 3" not in [h.text for h in recall(store, "big", q, k=3)]
    assert store.erase("big", hits[1].id) >= 1  # rewrites the segments: plans over them are dropped
    gc.collect()
    assert old() is None
    after = recall(store, "big", q, k=3)
    assert hits[1].id not in ids(after)
    assert after == reference(store, "big", q, k=3)
    store.remember("big", "sealed next", embedding=q)
    store.seal()
    assert recall(store, "big", q, k=3) == reference(store, "big", q, k=3)


def test_new_graphs_and_thresholds_remake_the_plan(filled, rng) -> None:
    store, _ = filled
    q = unit_rows(rng, 1, 16)[0]
    recall(store, "big", q)
    assert store.engine.cached_plans()  # a plan reading "big" through inverted lists
    store.graph_min_rows = 300
    assert store.engine.prepare_segment(store.engine.sealed[0]) == ["big"]
    assert not store.engine.cached_plans()  # dropped: the run now has a graph
    assert recall(store, "big", q) == reference(store, "big", q)
    store.ivf_min_rows = None
    assert recall(store, "small", q) == reference(store, "small", q)
    assert store.engine.planner.ivf_min_rows is None


def test_quantize_after_the_plan_is_used_by_it(filled, rng) -> None:
    store, _ = filled
    queries = unit_rows(rng, 5, 16)
    before = [ids(recall(store, "small", q, exact=True)) for q in queries]
    store.quantize = "int8"  # codes are attached to the same native segments: the plan reads them
    after = [ids(recall(store, "small", q, exact=True)) for q in queries]
    assert store.engine.sealed[0].native().has_codes
    assert after == before  # the int8 exact plan returns the float plan's memories


def test_bad_queries_are_refused_with_or_without_a_plan(filled) -> None:
    store, _ = filled
    for query in (np.full(16, np.nan, np.float32), np.array([np.inf] + [0.0] * 15, np.float32)):
        for scope in ("big", "nobody-here"):
            with pytest.raises(InvalidArgumentError, match="NaN or infinity"):
                store.recall(scope, query)
    zero = recall(store, "big", np.zeros(16, np.float32))  # a zero query stays zero: no similarity
    assert all(h.similarity == 0.0 for h in zero)
    assert store.count("big") == 400  # refused queries changed nothing


def test_threads_share_a_plan(filled, rng) -> None:
    store, _ = filled
    queries = unit_rows(rng, 40, 16)
    serial = [ids(recall(store, "big", q, mmr_lambda=0.5)) for q in queries]
    out: list = [None] * len(queries)

    def work(start: int) -> None:
        for i in range(start, len(queries), 4):
            out[i] = ids(recall(store, "big", queries[i], mmr_lambda=0.5))

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert out == serial


def test_the_plan_cache_is_bounded(rng, monkeypatch) -> None:
    import engramdb.engine.segment_set as store_module

    monkeypatch.setattr(store_module, "_PLANS_MAX", 8)
    store = MemoryStore(dim=8, clock=Clock(), dedup=False)
    vectors = unit_rows(rng, 30, 8)
    for i in range(30):
        store.remember(f"s{i}", f"memory {i}", embedding=vectors[i])
    for i in range(30):
        assert recall(store, f"s{i}", vectors[i], k=1)[0].text == f"memory {i}"
        assert len(store.engine.cached_plans()) <= 8


def test_recall_many_reads_through_the_cached_plans(filled, rng) -> None:
    store, _ = filled
    queries = unit_rows(rng, 6, 16)
    scopes = ["big", "small", "big", "small", "big", "big"]
    many = store.recall_many(scopes, queries, conflicts=False, now=NOW)
    plans = store.engine.cached_plans()
    assert set(plans) == {"big", "small"}  # recall_many made (and cached) the plans recall uses
    assert [ids(h) for h in many] == [ids(recall(store, s, q)) for s, q in zip(scopes, queries)]
    assert store.engine.cached_plans()["big"][1] is plans["big"][1]  # recall reused recall_many's plan
    store.remember("big", "one more", embedding=queries[0])
    again = store.recall_many("big", queries[:1], conflicts=False, now=NOW)
    assert ids(again[0]) == ids(recall(store, "big", queries[0]))  # the write is seen


def test_grouped_and_flat_recall_many_equal_one_list_per_query(filled, rng) -> None:
    """_core.recall_many with `groups` (each distinct scope's selections converted once) and recall_many_flat
    (the hits as columns) give exactly the per-query lists' results; bad groups are refused."""
    store, _ = filled
    queries = unit_rows(rng, 7, 16)
    scopes = ["big", "small", "big", "nobody", "small", "big", "big"]
    params = recall_params.build_from(lambda: NOW, dict(k=4), keep_pool=False)
    natives, _segments, lists, groups = store.engine._many_selections(scopes, None)
    assert len(lists) == 3 and groups.tolist() == [0, 1, 0, 2, 1, 0, 0] and lists[2] == []
    per_query = _core.recall_many(natives, [lists[g] for g in groups], queries, params)
    grouped = _core.recall_many(natives, lists, queries, params, groups=groups)
    counts, *flat = _core.recall_many_flat(natives, lists, queries, params, groups=groups)
    assert counts.tolist() == [len(r[0]) for r in per_query] and counts[3] == 0
    assert len(flat) == 8  # segment, row, score, similarity, recency, importance, confidence, lexical
    for column in range(8):
        np.testing.assert_array_equal(np.concatenate([r[column] for r in per_query]), flat[column])
        for a, b in zip(per_query, grouped):
            np.testing.assert_array_equal(a[column], b[column])
    with pytest.raises(IndexError):
        _core.recall_many(natives, lists, queries, params, groups=np.array([0, 1, 0, 3, 1, 0, 0], np.int32))
    with pytest.raises(ValueError, match="one selection-list index per query"):
        _core.recall_many_flat(natives, lists, queries, params, groups=groups[:3])
    with pytest.raises(ValueError, match="keep_pool"):
        _core.recall_many_flat(natives, lists, queries, recall_params.build_from(lambda: NOW, {}, keep_pool=True))


@pytest.mark.parametrize("quantize", [None, "int8"])
def test_queries_of_one_scope_run_together_exactly_as_alone(rng, quantize) -> None:
    """recall_many runs the queries of a scope together (recall_grouped: a block read once for all of them);
    every query's hits and pool equal its own recall, whatever its scope's plan: sealed runs scanned exactly (in
    float, or through int8 codes), a run read through inverted lists, the active segment's row list, and more
    queries of one scope than run together at a time."""
    store = MemoryStore(dim=24, clock=Clock(), dedup=False, graph_min_rows=None, ivf_min_rows=300,
                        quantize=quantize)
    vectors = unit_rows(rng, 1500, 24)
    store.remember_many("lists", [f"l {i}" for i in range(500)], embeddings=vectors[:500],
                        importance=rng.uniform(0, 1, 500).astype(np.float32))
    store.remember_many("scan", [f"s {i}" for i in range(250)], embeddings=vectors[500:750])
    store.seal()
    store.remember_many("scan", [f"t {i}" for i in range(100)], embeddings=vectors[750:850])  # active rows too
    store.remember_many("fresh", [f"f {i}" for i in range(60)], embeddings=vectors[850:910])
    names = ["lists", "scan", "fresh", "none"]
    scopes = [names[i] for i in rng.integers(0, 4, 90).tolist()]
    scopes[:40] = ["scan"] * 40  # 40 + of one scope: several groups of queries run together
    queries = unit_rows(rng, 90, 24)
    for options in (dict(k=5, mmr_lambda=0.6), dict(k=3, exact=True), dict(k=7, budget_tokens=30)):
        many = store.recall_many(scopes, queries, now=NOW, **options)
        alone = [store.recall(s, q, now=NOW, **options) for s, q in zip(scopes, queries)]
        assert [[(h.id, h.final, h.memory.conflicts_with) for h in hits] for hits in many] == \
            [[(h.id, h.final, h.memory.conflicts_with) for h in hits] for hits in alone]
    assert any(many) and not any(many[i] for i, s in enumerate(scopes) if s == "none")


def test_hybrid_text_queries_of_one_scope_equal_their_own_recall() -> None:
    """Text queries are hybrid by default (a lexical term per query): recall_many by scope runs each alone and
    gives exactly recall's hits, scores and lexical terms."""
    store = MemoryStore(clock=Clock(), dedup=False)
    store.remember_many("a", [f"invoice INV-{1000 + i} for supplier S{i % 7} was paid in {i % 12 + 1} days"
                              for i in range(300)])
    store.remember_many("b", [f"ticket E{i} about the printer on floor {i % 5}" for i in range(200)])
    store.seal()
    store.remember("a", "invoice INV-2291 is disputed by supplier S3")
    questions = ["Was INV-1017 paid?", "supplier S3 invoices", "printer floor 2", "ticket E12", "INV-2291"] * 5
    scopes = ["a", "a", "b", "b", "a"] * 5
    many = store.recall_many(scopes, questions, now=NOW)
    alone = [store.recall(s, q, now=NOW) for s, q in zip(scopes, questions)]
    assert [[(h.id, h.final, h.lexical) for h in hits] for hits in many] == \
        [[(h.id, h.final, h.lexical) for h in hits] for hits in alone]
    assert any(h.lexical > 0 for hits in many for h in hits)


def test_a_current_plan_is_answered_without_its_checks(filled, rng, monkeypatch) -> None:
    """recall_plan answers a plan it answered before, with nothing changed since, from SegmentSet._ready (no lock,
    no _planned); a write, a seal, a scope's lists and either planner setting the plans depend on send the next
    recall through _planned again, and every answer stays the reference's."""
    store, _ = filled
    engine = store.engine
    checked: list[str] = []
    planned = engine._planned

    def counting(scope, *args, **kwargs):
        checked.append(scope)
        return planned(scope, *args, **kwargs)

    monkeypatch.setattr(engine, "_planned", counting)
    q = unit_rows(rng, 1, 16)[0]
    first = recall(store, "big", q)
    assert recall(store, "big", q) == first and checked == ["big"]  # the second answered at once
    store.remember("small", "elsewhere", embedding=q)
    assert recall(store, "big", q) == reference(store, "big", q) and checked == ["big"] * 2
    assert recall(store, "big", q) == reference(store, "big", q) and checked == ["big"] * 2
    store.remember("big", "here", embedding=q, importance=1.0)
    assert recall(store, "big", q)[0].text == "here" and len(checked) == 3
    engine.forget_plan("big")  # as the indexer does when a run's lists are ready
    assert recall(store, "big", q) == reference(store, "big", q) and len(checked) == 4
    store.ivf_min_rows = 100
    assert recall(store, "big", q) == reference(store, "big", q) and len(checked) == 5
    store.quantize = "int8"
    assert recall(store, "big", q, exact=True) == reference(store, "big", q, exact=True) and len(checked) == 6
    assert engine.sealed[0].native().has_codes  # the slow path attached the codes
    store.seal()
    assert recall(store, "big", q) == reference(store, "big", q) and len(checked) == 7
    assert recall(store, "big", q) == reference(store, "big", q) and len(checked) == 7


def test_the_plans_one_call_answers_as_the_two_it_replaces(filled, rng) -> None:
    """RecallPlan.recall (recall()'s call: the prototype copied natively with the call's now and recency offset)
    gives what a RecallParams copy through marked_hits (conflicts given) or hits (None) gives, and leaves the
    prototype as it was."""
    from engramdb.semantics import conflict_pass

    store, _ = filled
    plan = store.engine.recall_plan("big")[1]
    prototype = recall_params.build_from(store._now, {"k": 7, "mmr_lambda": 0.5})
    before = (prototype.now, prototype.keep_pool, prototype.recency_offset)
    for q in unit_rows(rng, 5, 16):
        for offset in (0.0, 3 * 86400.0):
            copy = prototype.with_call(NOW, True)
            copy.recency_offset = offset
            marked = plan.marked_hits(q, copy, True, None, conflict_pass(True))
            assert plan.recall(q, prototype, NOW, offset, True, None, conflict_pass(True))[0] == marked[0]
            copy = prototype.with_call(NOW, False)
            copy.recency_offset = offset
            plain = plan.hits(q, copy, True, None)
            answer = plan.recall(q, prototype, NOW, offset, True, None, None)
            assert answer[0] == plain[0] and answer[1:] == (None, None)
    assert (prototype.now, prototype.keep_pool, prototype.recency_offset) == before
    with pytest.raises(ValueError, match="recency_offset"):
        plan.recall(q, prototype, NOW, -1.0, True, None, None)
    assert plan.recall(np.full(16, np.nan, np.float32), prototype, NOW, 0.0, True, None, None) is None
