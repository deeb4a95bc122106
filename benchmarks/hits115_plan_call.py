"""The plan's native call in three forms, every vector case of the v2 set (340 recalls, k=10, hashing), CPU time
(time.process_time), best of 40 passes, µs per recall (branch hits115): plan.hits (pool not kept), plan.hits with the
pool kept (k_wide = 100 candidates ranked and sorted), plan.marked_hits (the call recall() makes: plan, conflict pass,
marked Hits). "pool" is the second less the first, "pass" the third less the second.

    OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/hits115_plan_call.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from engramdb import MemoryStore
from engramdb import semantics as semantics_module
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIFE_DAYS, Weights


def main() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    vectors = [store.query_vectors([c.question])[0] for c in cases]

    def params(keep_pool: bool) -> Any:
        return recall_params.build(
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
            keep_pool=keep_pool,
            relevance=store._relevance(True),
        )

    plain, pooled = params(False), params(True)
    plans = list(zip([store.engine.recall_plan(c.scope)[1] for c in cases], vectors))
    how = semantics_module.conflict_pass()
    steps: dict[str, Callable[[], object]] = {
        "hits": lambda: [p.hits(v, plain, True, None) for p, v in plans],
        "hits pool": lambda: [p.hits(v, pooled, True, None) for p, v in plans],
        "marked": lambda: [p.marked_hits(v, pooled, True, None, how) for p, v in plans],
    }
    best = dict.fromkeys(steps, float("inf"))
    for _ in range(40):
        for name, step in steps.items():
            start = time.process_time()
            step()
            best[name] = min(best[name], time.process_time() - start)
    b = {name: value / len(cases) * 1e6 for name, value in best.items()}
    print(
        " ".join(f"{name} {value:.2f}" for name, value in b.items()),
        f"| pool {b['hits pool'] - b['hits']:.2f} pass {b['marked'] - b['hits pool']:.2f}",
    )


if __name__ == "__main__":
    main()
