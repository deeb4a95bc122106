"""Scoped fused + MMR recalls of one generator's scope, warm or as benchmarks/plan_ab.py runs them (issue 12 / 17):
where a default recall's time goes, with benchmarks/plan_phase_timers.patch applied (the patched module prints the
median of each phase of the plan over the recalls at exit; without it only recall()'s p50 is printed).

`mode`: warm (recalls back to back: the scope's codes and the interpreter stay in the caches), cold (64 MB swept
between recalls) or ab (each recall after an exact=True recall and the numpy pipeline of the same query, as
plan_ab.py interleaves them: what its default p50 measures).

    git apply benchmarks/plan_phase_timers.patch && make build
    PYTHONPATH=python .venv/bin/python benchmarks/fused_phase_loop.py anisotropic 30000 10000 3 ab
"""

from __future__ import annotations

import sys
import time

import numpy as np

from engramdb.bench.accuracy import build_layout, numpy_pipeline, scope_name
from engramdb.bench.generators import generate
from engramdb.bench.interleaved import FUSED


def main() -> None:
    from threadpoolctl import threadpool_limits

    name, n, rows, reps, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    if mode not in ("warm", "cold", "ab"):
        raise SystemExit("mode: warm, cold or ab")
    data = generate(name, n, 384, 50, 7, False)
    layout = build_layout(data, [rows], 7, False)
    store, scope = layout.store, scope_name(rows)
    peer = numpy_pipeline(layout, scope)
    sweep = np.ones(64 << 18, np.float32)  # 64 MB, twice the L3
    try:
        with threadpool_limits(limits=1, user_api="blas"):
            for q in data.queries:  # warm-up: the plan's buffers and lists read in
                store.recall(scope, q, **FUSED)
            seconds = []
            for _ in range(reps):
                for q in data.queries:
                    if mode == "cold":
                        sweep.sum()
                    elif mode == "ab":
                        store.recall(scope, q, exact=True, **FUSED)
                        peer(q)
                    start = time.perf_counter()
                    store.recall(scope, q, **FUSED)
                    seconds.append(time.perf_counter() - start)
        print(f"{name} {rows:,} rows, {mode}: recall() p50 {1e6 * np.median(seconds):.0f} µs", file=sys.stderr)
    finally:
        store.close()


if __name__ == "__main__":
    main()
