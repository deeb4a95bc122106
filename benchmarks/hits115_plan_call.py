"""The plan's native call in three forms, every vector case of the v2 set (340 recalls, k=10, hashing), CPU time
(time.process_time), best of 40 passes, µs per recall (branch hits115): plan.hits (pool not kept), plan.hits with the
pool kept (k_wide = 100 candidates ranked and sorted), plan.marked_hits (the call recall() makes: plan, conflict pass,
marked Hits). "pool" is the second less the first, "pass" the third less the second.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/hits115_plan_call.py
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.hits115_lean import best_us
from benchmarks.recall_overhead import default_params, v2_vector_cases
from engramdb import semantics as semantics_module


def main() -> None:
    store, cases, vectors = v2_vector_cases()
    plain, pooled = default_params(store), default_params(store, keep_pool=True)
    plans = list(zip([store.engine.recall_plan(c.scope)[1] for c in cases], vectors))
    how = semantics_module.conflict_pass()
    steps: dict[str, Callable[[], object]] = {
        "hits": lambda: [p.hits(v, plain, True, None) for p, v in plans],
        "hits pool": lambda: [p.hits(v, pooled, True, None) for p, v in plans],
        "marked": lambda: [p.marked_hits(v, pooled, True, None, how) for p, v in plans],
    }
    b = best_us(steps, 40, len(cases))
    print(
        " ".join(f"{name} {value:.2f}" for name, value in b.items()),
        f"| pool {b['hits pool'] - b['hits']:.2f} pass {b['marked'] - b['hits pool']:.2f}",
    )


if __name__ == "__main__":
    main()
