"""One band of scope sizes of the 100k / 1,000-scope workload (bench_index_build.py, tail_breakdown.py), recalled
in a loop: CPU time of each recall() and of its native plan call (RecallPlan.hits, timed by a wrapper), for a
profiler to attach to (`perf record -D 5000 -g`) or to compare two builds of the compiled module in alternation.

    PYTHONPATH=python .venv/bin/python benchmarks/scope_profile.py --store /tmp/s --rows 5000 --reps 200

The store is written once at --store (reused when it exists: the lists read back, as after open); --rows A[:B]
picks the queries whose scope has A to B rows (default: the 6,951-row scope, 35 of the 500 queries).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

import engramdb
from engramdb import _core

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from benchmarks.conftest import zipf_scoped_rows

K, DIM, NOW = 5, 384, 1_790_000_000.0
N, SCOPES, QUERIES = 100_000, 1_000, 500
WEIGHTS = engramdb.Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--store", type=Path, required=True)
    ap.add_argument("--rows", default="5000", help="A or A:B, the scope sizes of the queries timed")
    ap.add_argument("--reps", type=int, default=200)
    args = ap.parse_args()
    lo, _, hi = args.rows.partition(":")
    rng = np.random.default_rng(17)
    x, scope_of, queries, qscopes = zipf_scoped_rows(rng, N, DIM, SCOPES, QUERIES)
    sizes = np.bincount(scope_of, minlength=SCOPES)

    def open_() -> engramdb.MemoryStore:
        return engramdb.MemoryStore.open(args.store, dim=DIM, dedup=False, clock=lambda: NOW)

    if not args.store.exists():
        with open_() as store:
            store.remember_many([f"user:{c}" for c in scope_of.tolist()], [f"memory {i}" for i in range(N)],
                                embeddings=x)
            store.seal()
            store.wait_indexed()
    chosen = [i for i in range(QUERIES) if int(lo) <= sizes[qscopes[i]] < (int(hi) if hi else 10**9)]
    native: list[float] = []
    plain = _core.RecallPlan.hits

    def timed_hits(*a: Any, **kw: Any) -> Any:
        start = time.thread_time()
        out = plain(*a, **kw)
        native.append(time.thread_time() - start)
        return out

    _core.RecallPlan.hits = timed_hits  # type: ignore[method-assign]
    with open_() as store:
        store.wait_indexed()
        names = [f"user:{c}" for c in qscopes.tolist()]
        cpu = []
        for rep in range(args.reps + 1):
            for i in chosen:
                start = time.thread_time()
                store.recall(names[i], queries[i], k=K, weights=WEIGHTS, min_score=-1.0, conflicts=False)
                if rep:  # the first pass warms the plan and the pages
                    cpu.append(time.thread_time() - start)
    total, plan = np.asarray(cpu), np.asarray(native[-len(cpu):])
    print(f"{len(chosen)} queries in scopes of {sorted({int(sizes[qscopes[i]]) for i in chosen})[:6]} rows x "
          f"{args.reps}: recall() p50 {np.median(total) * 1e6:.1f} us, native plan p50 {np.median(plan) * 1e6:.1f} us, "
          f"the rest (Python, Hits) p50 {np.median(total - plan) * 1e6:.1f} us")


if __name__ == "__main__":
    main()
