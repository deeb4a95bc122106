"""recall()'s cost over its native plan with only three steps interleaved (branch hits115): _core.recall (the native
plan, arrays only), recall(conflicts=False) and the default recall(), every vector case of the v2 set (340 recalls,
k=10, hashing), CPU time (time.process_time), best of 25 passes, µs per recall. recall_overhead.py interleaves
thirteen steps, some of them ~800 µs a recall (the Python pass), which leave the caches cold for the next step; this
one times the same three figures without them.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/hits115_lean.py
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.recall_overhead import default_params, v2_vector_cases
from engramdb import _core


def best_us(steps: dict[str, Callable[[], object]], passes: int, recalls: int) -> dict[str, float]:
    """Each step's best CPU time (time.process_time) over `passes` interleaved passes, in µs per recall."""
    best = dict.fromkeys(steps, float("inf"))
    for _ in range(passes):
        for name, step in steps.items():
            start = time.process_time()
            step()
            best[name] = min(best[name], time.process_time() - start)
    return {name: value / recalls * 1e6 for name, value in best.items()}


def main() -> None:
    store, cases, vectors = v2_vector_cases()
    plans = []
    for c, v in zip(cases, vectors):
        store.engine.recall_plan(c.scope)
        planned = store.engine._plans[c.scope]
        plans.append(([seg.native() for seg in planned.segments], planned.selections, v, default_params(store)))
    steps: dict[str, Callable[[], object]] = {
        "native": lambda: [_core.recall(n, s, v, p) for n, s, v, p in plans],
        "nocon": lambda: [store.recall(c.scope, v, k=10, conflicts=False) for c, v in zip(cases, vectors)],
        "default": lambda: [store.recall(c.scope, v, k=10) for c, v in zip(cases, vectors)],
    }
    b = best_us(steps, 25, len(cases))
    print(
        f"native {b['native']:.2f} | over it: conflicts=False {b['nocon'] - b['native']:.2f}, "
        f"default {b['default'] - b['native']:.2f}"
    )


if __name__ == "__main__":
    main()
