"""Times the scoped fused + MMR recall of one generator's scope in a loop (issue 12): a quick screen of a plan
change between two builds of the compiled module (swap the module between runs, alternate, several pairs).

Prints the p50 of every recall and the p50 over queries of each query's fastest of `reps` rounds (steadier on a
shared machine: a query slowed by another process in one round is taken from another). With
benchmarks/plan_bounded_counters.patch applied, the plan's counters are printed (per recall) at exit.

    PYTHONPATH=python .venv/bin/python benchmarks/fused_recall_loop.py anisotropic 30000 10000 10
"""

from __future__ import annotations

import sys
import time

import numpy as np

from engramdb.bench.accuracy import build_layout, scope_name
from engramdb.bench.generators import generate
from engramdb.bench.interleaved import FUSED


def main() -> None:
    name, n, rows, reps = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    data = generate(name, n, 384, 50, 7, False)
    layout = build_layout(data, [rows], 7, False)
    store, scope = layout.store, scope_name(rows)
    try:
        for q in data.queries:  # warm-up: the plan's buffers and lists read in
            store.recall(scope, q, **FUSED)
        times = np.zeros((reps, len(data.queries)))
        for r in range(reps):
            for i, q in enumerate(data.queries):
                start = time.perf_counter()
                store.recall(scope, q, **FUSED)
                times[r, i] = time.perf_counter() - start
        print(f"{name} {rows:,} rows: p50 {1e6 * np.median(times):.0f} µs, per-query fastest p50 "
              f"{1e6 * np.median(times.min(axis=0)):.0f} µs", flush=True)
    finally:
        store.close()


if __name__ == "__main__":
    main()
