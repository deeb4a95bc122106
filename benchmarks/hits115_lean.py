"""recall()'s cost over its native plan with only three steps interleaved (branch hits115): _core.recall (the native
plan, arrays only), recall(conflicts=False) and the default recall(), every vector case of the v2 set (340 recalls,
k=10, hashing), CPU time (time.process_time), best of 25 passes, µs per recall. recall_overhead.py interleaves
thirteen steps, some of them ~800 µs a recall (the Python pass), which leave the caches cold for the next step; this
one times the same three figures without them.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/hits115_lean.py
"""

from __future__ import annotations

import time
from collections.abc import Callable

from engramdb import MemoryStore, _core
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIFE_DAYS, Weights


def main() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    vectors = [store.query_vectors([c.question])[0] for c in cases]
    plans = []
    for c, v in zip(cases, vectors):
        store.engine.recall_plan(c.scope)
        planned = store.engine._plans[c.scope]
        params = recall_params.build(
            store._now,
            10,
            0.0,
            Weights(),
            DEFAULT_HALF_LIFE_DAYS,
            "created",
            None,
            None,
            None,
            None,
            None,
            None,
            100,
            relevance=store._relevance(True),
        )
        plans.append(([seg.native() for seg in planned.segments], planned.selections, v, params))
    steps: dict[str, Callable[[], object]] = {
        "native": lambda: [_core.recall(n, s, v, p) for n, s, v, p in plans],
        "nocon": lambda: [store.recall(c.scope, v, k=10, conflicts=False) for c, v in zip(cases, vectors)],
        "default": lambda: [store.recall(c.scope, v, k=10) for c, v in zip(cases, vectors)],
    }
    best = dict.fromkeys(steps, float("inf"))
    for _ in range(25):
        for name, step in steps.items():
            start = time.process_time()
            step()
            best[name] = min(best[name], time.process_time() - start)
    b = {name: value / len(cases) * 1e6 for name, value in best.items()}
    print(
        f"native {b['native']:.2f} | over it: conflicts=False {b['nocon'] - b['native']:.2f}, "
        f"default {b['default'] - b['native']:.2f}"
    )


if __name__ == "__main__":
    main()
