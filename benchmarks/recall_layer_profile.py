"""Where recall()'s time goes between the call and the returned hits, step by step (issue 17 item 4): the default
text recall and a vector recall of every case of the v2 evaluation set (340 recalls over 11 agent scopes, hashing
embedder, k=10), warm (recalls back to back) and cold (64 MB written between recalls, so that the interpreter's
and the plan's cache lines are evicted as benchmarks/plan_ab.py's exact=True recall and numpy pipeline evict them).

Each step of recall()'s default path is timed by perf_counter_ns in a traced copy of that path (`traced`, below: the
same calls in the same order, checked to return recall()'s hits); in the same loop, the whole recall() and the
native calls alone:
- `plan.marked_hits`: the plan's native call recall() makes (plan, conflict pass, Hit objects; RecallPlan.recall
  is the same call with the parameters' copy made natively, on trees that have it);
- `_core.recall`: the plan alone on the same selections, arrays only (what "the native plan" meant in earlier
  figures of benchmarks/RESULTS.md, "recall()'s cost over the native plan").
Medians in µs per recall over `--repeat` passes; `recall() - marked_hits` is the Python layer around the plan's call,
`recall() - _core.recall` the cost over the native plan (the issue's measure), for text recalls without the
embedding (dense_vectors: the embedder's time, not the layer's).

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/recall_layer_profile.py [--repeat 3] [--cold]
        [--fresh]
"""

from __future__ import annotations

import argparse
import itertools
import time
from collections import defaultdict
from collections.abc import Callable
from typing import Any

import numpy as np

from engramdb import MemoryStore, _core
from engramdb import store as store_module
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets

K = 10


def traced(store: MemoryStore, scope: str, query: Any, clock: Callable[[], int],
           marks: list[tuple[str, int]]) -> list[Any]:
    """recall(scope, query, k=K)'s default path, a mark after each step (store.py, MemoryStore.recall)."""
    s = store
    mark = marks.append
    mark(("start", clock()))
    store_module.check_scope(scope)
    newest_first, reference, given, hybrid = True, None, None, None
    weights, half_life_days = store_module._DEFAULT_WEIGHTS, store_module.DEFAULT_HALF_LIVES
    mark(("checks", clock()))
    if isinstance(query, str):
        reference, hybrid = store_module.query_rule(query, True, hybrid, s._lexical_embedder)
        mark(("query_rule (time words, share)", clock()))
        foreign = s._in_other_language(scope, query)
        hybrid = store_module._language_share(hybrid, foreign)
        weights = store_module.language_weights(weights, query, reference, foreign)
        mark(("language (_in_other_language, share, weights)", clock()))
        weights, half_life_days = store_module.hinted(reference, weights, half_life_days)
        cached_standing = getattr(store_module, "_asks_standing", None)  # textrecall30: kept per question text
        standing = cached_standing(query) if cached_standing is not None else \
            store_module.asks_standing(query, reference)
        if standing:
            half_life_days = store_module.standing_half_lives(half_life_days, None)
        newest_first = store_module.serves_newest_first(reference)
        mark(("hinted, asks_standing", clock()))
    one_call = hasattr(_core.RecallPlan, "recall")  # this tree's recall(): RecallPlan.recall, no params copy
    if one_call:
        params, when = recall_params.prototype_of(s._now, K, 0.0, weights, half_life_days, "created", None, None,
                                                  None, None, None, None, 100, None, False, None, hybrid, None,
                                                  s._relevance(True))
        offset = 0.0 if reference is None else store_module.recency_offset(reference, when)
        mark(("params.prototype_of", clock()))
    else:
        params = recall_params.build(s._now, K, 0.0, weights, half_life_days, "created", None, None, None, None,
                                     None, None, 100, None, False, None, hybrid, None, keep_pool=True,
                                     relevance=s._relevance(True))
        if reference is not None:
            params.recency_offset = store_module.recency_offset(reference, params.now)
        mark(("params.build", clock()))
    lexical = params.hybrid > 0
    text = None
    if lexical:
        text = s._lexical_query(scope, query) if given is None else store_module.lexical_text(query, False)
        mark(("_lexical_query", clock()))
    raw = type(query) is np.ndarray and query.dtype is store_module._FLOAT32 and query.shape == (s.dim,)
    one_text = getattr(s, "_dense_vector", None)  # textrecall30: one text query's vector without the batch steps
    vector = query if raw else (one_text(scope, query) if one_text is not None else
                                s.dense_vectors([scope], [query])[0]) if isinstance(query, str) \
        else s._query_vectors(query, single=True)[0]
    mark(("dense_vectors (embedding)" if isinstance(query, str) else "vector checks", clock()))
    planned = s._engine.recall_plan(scope, lexical)
    mark(("engine.recall_plan", clock()))
    assert planned is not None
    segments, plan = planned
    if one_call:
        marked = plan.recall(vector, params, when, offset, raw, text, store_module.conflict_pass(newest_first))
        mark(("plan.recall (native)", clock()))
    else:
        marked = plan.marked_hits(vector, params, raw, text, store_module.conflict_pass(newest_first))
        mark(("plan.marked_hits (native)", clock()))
    hits, pool_segments, pool_rows, found = marked
    if pool_segments is not None:
        if one_call:
            params = params.with_call(when, True)
            params.recency_offset = offset
        hits = s._semantics.mark_conflicts(hits, segments, pool_segments, pool_rows, vector, params, found=found,
                                           newest_first=newest_first)
        mark(("mark_conflicts (handed over)", clock()))
    if isinstance(query, str):
        hits = store_module.slot_first(query, hits)
        mark(("slot_first", clock()))
    return list(hits)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cold", action="store_true", help="write 64 MB between recalls")
    parser.add_argument("--fresh", action="store_true",
                        help="forget the question texts' analyses (store.QUESTIONS_KEPT) before each timed call: "
                             "every question asked for the first time")
    args = parser.parse_args()
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    questions = [(c.scope, c.question) for c in cases]
    vectors = [(c.scope, store.query_vectors([c.question])[0]) for c in cases]
    sweep = np.zeros(64 << 20, np.uint8)
    clock = time.perf_counter_ns
    steps: dict[str, dict[str, list[float]]] = {"text": defaultdict(list), "vector": defaultdict(list)}

    kept = [getattr(store_module, name) for name in ("_time_reference", "_identifiers", "_asks_in_english",
                                                     "_lexical_text", "_lexical_read", "_asks_standing") if hasattr(store_module, name)]

    def evict() -> None:
        if args.cold:
            np.add(sweep, 1, out=sweep)
        if args.fresh:
            for cache in kept:
                cache.cache_clear()

    for _, queries in (("text", questions), ("vector", vectors)):
        for scope, q in queries:  # the result of the traced copy is recall()'s
            marks: list[tuple[str, int]] = []
            got = traced(store, scope, q, clock, marks)
            want = store.recall(scope, q, k=K)
            assert [h.id for h in got] == [h.id for h in want] and [h.final for h in got] == [h.final for h in want]
    for _ in range(args.repeat):
        for kind, queries in (("text", questions), ("vector", vectors)):
            table = steps[kind]
            for scope, q in queries:
                evict()
                marks = []
                traced(store, scope, q, clock, marks)
                for (_, before), (name, after) in itertools.pairwise(marks):
                    table[name].append((after - before) / 1e3)
                evict()
                start = clock()
                store.recall(scope, q, k=K)
                table["recall()"].append((clock() - start) / 1e3)
                if kind == "text":
                    vector = store.dense_vectors([scope], [q])[0]
                    evict()
                    start = clock()
                    store.dense_vectors([scope], [q])
                    table["dense_vectors alone"].append((clock() - start) / 1e3)
                    evict()
                    start = clock()
                    store.embedder.embed([q])
                    table["embedder.embed alone"].append((clock() - start) / 1e3)
                else:
                    vector = q
                lexical = kind == "text"
                text = store._lexical_query(scope, q) if lexical else None
                params = recall_params.build(store._now, K, 0.0, store_module._DEFAULT_WEIGHTS,
                                             store_module.DEFAULT_HALF_LIVES, "created", None, None, None, None, None,
                                             None, 100, None, False, None,
                                             None if not lexical else store_module.query_rule(
                                                 q, True, None, store._lexical_embedder)[1],
                                             None, keep_pool=True, relevance=store._relevance(True))
                planned = store.engine.recall_plan(scope, lexical)
                assert planned is not None
                plan = planned[1]
                entry = store.engine._plans[scope]
                natives = [seg.native() for seg in entry.segments]
                evict()
                start = clock()
                plan.marked_hits(vector, params, kind != "text", text, store_module.conflict_pass(True))
                table["plan.marked_hits alone"].append((clock() - start) / 1e3)
                evict()
                start = clock()
                _core.recall(natives, entry.selections, vector, params, text)
                table["_core.recall alone (arrays)"].append((clock() - start) / 1e3)
    mode = "cold (64 MB written before each call)" if args.cold else "warm"
    print(f"{len(cases)} recalls per kind, k={K}, {mode}; medians in µs over {args.repeat} passes; "
          f"simd {_core.simd_level()}")
    for kind, table in steps.items():
        print(f"-- {kind} queries")
        for name, values in table.items():
            print(f"  {name:40s} {np.median(values):8.1f}   (mean {np.mean(values):7.1f})")
        whole = np.median(table["recall()"])
        layer = whole - np.median(table["plan.marked_hits alone"])
        native = np.median(table["_core.recall alone (arrays)"])
        embed = np.median(table["dense_vectors alone"]) if kind == "text" else 0.0
        print(f"  => Python layer (recall() - marked_hits): {layer:.1f}; over the native plan "
              f"(recall() - _core.recall{' - dense_vectors' if embed else ''}): {whole - native - embed:.1f}")
        if kind == "text":  # the model's own time only: the checks around it count as the layer's
            model = np.median(table["embedder.embed alone"])
            print(f"  => over the native plan (recall() - _core.recall - embedder.embed): {whole - native - model:.1f}")


if __name__ == "__main__":
    main()
