"""What recall() costs over its native plan, step by step, in CPU time (time.process_time: the machine is shared, and
wall time counts other jobs' turns), in one run: every case of the v2 evaluation set (340 recalls over 11 agent
scopes, 478 memories, hashing embedder, k=10, vector queries), best of `--repeat` passes, per recall:

1. the native plan: the recall's native call on the same selections and parameters (_core.recall: arrays only);
2. plan.hits: the same call through the store's RecallPlan, which also makes the Hit objects (register_rows.cpp);
3. recall(conflicts=False): the whole Python call (parameters, plan lookup, hits);
4. recall(): the default, with the conflict pass in the plan's native call (RecallPlan.marked_hits); and recall()
   with the pass as a second native call after the plan's (Semantics.in_plan = False: _core.find_conflicts, then
   mark_conflicts' Python steps; how recall ran it before marked_hits);
5. recall() with the conflict pass by its Python rules (semantics.conflict_marks: the pass before it was native);
6. the pass's native call alone (_core.find_conflicts on each recall's pool and hit ids, as recall gives them):
   recall() - recall(conflicts=False) - this is the Python around the pass; and the same call comparing every
   pair the rules name (exhaustive=True: the pass before its signature tests, same marks);
7. reading every hit's id and text (a lazy Memory makes them on first read): recall(conflicts=False) + this is
   what a caller that reads them pays;
8. recall() with the scope's conflict relations off (SegmentSet.conflict_relations = False, a second store of the
   same cases): the whole pass inside the plan's call, as before the relations (same marks);
9. where the default's cost over recall(conflicts=False) goes, each a native call of the plan: plan.hits with the
   pool kept (keep_pool: k_wide candidates ranked, not k); plan.marked_hits, the plan's call recall() makes (plan,
   pass, marked Hits; the Python finish of the few it hands over not included); and plan.marked_hits with the change
   rule off (ConflictRules.change_pool = 0, a third store of the same cases, so that its relations are its rules'):
   marked_hits - marked_hits (change rule off) is the change rule (with the marks and orders it makes).

    .venv/bin/python benchmarks/recall_overhead.py [--repeat 7]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable
from typing import Any

from engramdb import MemoryStore, _core
from engramdb import semantics as semantics_module
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIFE_DAYS, Weights


def v2_vector_cases() -> tuple[MemoryStore, list[Any], list[Any]]:
    """A hashing store of the v2 set's memories, its cases and each question's query vector (the cases recalled by
    vector here and in hits115_lean.py / hits115_plan_call.py)."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    return store, cases, [store.query_vectors([c.question])[0] for c in cases]


def default_params(store: MemoryStore, keep_pool: bool = False) -> Any:
    """The native plan's parameters of a default recall(k=10) of `store` (k_wide 100), the pool kept if asked."""
    return recall_params.build(store._now, 10, 0.0, Weights(), DEFAULT_HALF_LIFE_DAYS, "created", None, None, None,
                               None, None, None, 100, keep_pool=keep_pool, relevance=store._relevance(True))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    store, cases, vectors = v2_vector_cases()
    engine = store.engine
    plans = []
    for c, v in zip(cases, vectors):
        engine.recall_plan(c.scope)
        planned = engine._plans[c.scope]
        params = default_params(store)
        plans.append(([seg.native() for seg in planned.segments], planned.selections, planned.plan, v, params))
    pooled = []  # (segments, pool segments, pool rows, hit ids) of each recall, as its conflict pass gets them
    for c, v in zip(cases, vectors):
        params = default_params(store, keep_pool=True)
        segments, plan = engine.recall_plan(c.scope)
        hits, pool_segments, pool_rows = plan.hits(v, params, True, None)
        pooled.append((segments, pool_segments, pool_rows, [h.id for h in hits]))
    rules, sources, words = semantics_module._rules(), semantics_module._sources, semantics_module._native_words

    def read_fields() -> None:
        for c, v in zip(cases, vectors):
            for h in store.recall(c.scope, v, k=10, conflicts=False):
                h.id, h.text  # noqa: B018 (read: a lazy field is made on its first read)

    semantics = store._semantics
    native_pass = semantics.mark_conflicts

    def python_pass(*a: Any, **options: Any) -> Any:  # mark_conflicts' keywords too (newest_first)
        return native_pass(*a, native=False, **options)

    def recall_python() -> None:
        semantics.mark_conflicts = python_pass  # type: ignore[method-assign]
        semantics.in_plan = False
        try:
            for c, v in zip(cases, vectors):
                store.recall(c.scope, v, k=10)
        finally:
            semantics.mark_conflicts = native_pass  # type: ignore[method-assign]
            semantics.in_plan = True

    def recall_after_plan() -> None:
        semantics.in_plan = False
        try:
            for c, v in zip(cases, vectors):
                store.recall(c.scope, v, k=10)
        finally:
            semantics.in_plan = True

    plain = MemoryStore(clock=EVAL_NOW.timestamp)  # the same cases, its plans made without relations
    if hasattr(plain.engine, "conflict_relations"):
        plain.engine.conflict_relations = False
    read_case_set(str(shipped_quality_sets()["v2"]), store=plain)

    no_change = MemoryStore(clock=EVAL_NOW.timestamp)  # the same cases, its conflict pass without the change rule
    read_case_set(str(shipped_quality_sets()["v2"]), store=no_change)
    no_change_pass = _core.ConflictPass(
        _core.ConflictRules(
            stopwords=sorted(semantics_module._STOPWORDS), negations=sorted(semantics_module._NEGATIONS),
            stem_stopwords=sorted(semantics_module._STEM_STOPWORDS), change_cues=sorted(semantics_module._CHANGE_CUES),
            value_classes=[sorted(values) for values in semantics_module.VALUE_CLASSES],
            similarity=semantics_module.CONFLICT_SIMILARITY, change_pool=0,
            common_share=semantics_module.COMMON_SHARE, change_overlap=semantics_module.CHANGE_OVERLAP,
            state_overlap=semantics_module.STATE_OVERLAP,
            opposite_states=[list(pair) for pair in semantics_module.OPPOSITE_STATES]),
        semantics_module._native_words, semantics_module.NEWER_RELEVANCE, semantics_module.NEWER_IN_PLACE_RELEVANCE)
    in_pass = semantics_module.conflict_pass()
    kept = []  # (plan, vector, params with the pool kept) of each recall, in the default store and in no_change
    for c, v in zip(cases, vectors):
        params = default_params(store, keep_pool=True)
        kept.append((store.engine.recall_plan(c.scope)[1], no_change.engine.recall_plan(c.scope)[1], v, params))

    steps: list[tuple[str, Callable[[], None]]] = [
        ("native plan (_core.recall)", lambda: [_core.recall(n, s, v, p) for n, s, _, v, p in plans] and None),
        ("plan.hits (native plan + Hit objects)", lambda: [plan.hits(v, p, True, None) for _, _, plan, v, p in plans]
         and None),
        ("recall(conflicts=False)", lambda: [store.recall(c.scope, v, k=10, conflicts=False)
                                             for c, v in zip(cases, vectors)] and None),
        ("recall() (native pass in the plan)", lambda: [store.recall(c.scope, v, k=10)
                                                     for c, v in zip(cases, vectors)] and None),
        ("recall(), the pass after the plan's call", recall_after_plan),
        ("recall() (Python conflict pass)", recall_python),
        ("find_conflicts alone (the pass's native call)",
         lambda: [_core.find_conflicts(rules, p[0], sources, p[1], p[2], p[3], words) for p in pooled] and None),
        ("find_conflicts alone, exhaustive pairs",
         lambda: [_core.find_conflicts(rules, p[0], sources, p[1], p[2], p[3], words, exhaustive=True)
                  for p in pooled] and None),
        ("recall(conflicts=False), then hit.id and hit.text", read_fields),
        ("recall(), relations off (whole pass)", lambda: [plain.recall(c.scope, v, k=10)
                                                          for c, v in zip(cases, vectors)] and None),
        ("plan.hits, the pool kept", lambda: [plan.hits(v, p, True, None) for plan, _, v, p in kept] and None),
        ("plan.marked_hits (plan, pass, Hits)",
         lambda: [plan.marked_hits(v, p, True, None, in_pass) for plan, _, v, p in kept] and None),
        ("plan.marked_hits, change rule off",
         lambda: [plan.marked_hits(v, p, True, None, no_change_pass) for _, plan, v, p in kept] and None),
    ]
    best = {name: float("inf") for name, _ in steps}
    for _ in range(args.repeat):  # interleaved, so that a busy moment of the machine hits every step alike
        for name, step in steps:
            start = time.process_time()
            step()
            best[name] = min(best[name], time.process_time() - start)
    base = best[steps[0][0]]
    hits = sum(len(store.recall(c.scope, v, k=10)) for c, v in zip(cases, vectors)) / len(cases)
    print(f"{len(cases)} recalls, {hits:.1f} hits each; CPU µs per recall, best of {args.repeat}")
    for name, _ in steps:
        per = best[name] / len(cases) * 1e6
        print(f"{name:40s} {per:8.1f}   over the native plan {per - base / len(cases) * 1e6:8.1f}")


if __name__ == "__main__":
    main()
