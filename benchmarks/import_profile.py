"""Where an `import_arrow` of bench_ingest_lancedb's table spends its time (issue 17 item 3).

    .venv/bin/python benchmarks/import_profile.py --n 200000            # a warm-up, then 3 timed imports (rows/s)
    .venv/bin/python benchmarks/import_profile.py --n 200000 --prof     # one import under cProfile

N memories of 384-d unit vectors in 100 interleaved scopes, one Arrow table, each import into a fresh durable store
(closed after the clock stops).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engramdb
from benchmarks.conftest import clustered_unit_rows

DIM, NOW = 384, 1_790_000_000.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--prof", action="store_true", help="one import under cProfile, its 40 largest entries")
    args = parser.parse_args()
    n = args.n
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    table = pa.table({"scope": pa.array([f"user:{i % 100}" for i in range(n)]),
                      "text": pa.array([f"memory {i} about the order" for i in range(n)]),
                      "embedding": pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)})
    root = Path(tempfile.mkdtemp(prefix="engramdb-import-profile-"))
    runs = iter(range(10**6))

    def run() -> float:
        store = engramdb.MemoryStore.open(root / f"r{next(runs)}", dim=DIM, clock=lambda: NOW)
        t0 = time.perf_counter()
        store.import_arrow(table)
        seconds = time.perf_counter() - t0
        store.close()
        return seconds

    try:
        print(f"warm-up: {n / run():,.0f} rows/s")
        if args.prof:
            profile = cProfile.Profile()
            profile.enable()
            seconds = run()
            profile.disable()
            print(f"profiled: {n / seconds:,.0f} rows/s")
            pstats.Stats(profile).sort_stats("cumulative").print_stats(40)
        else:
            print("runs: " + ", ".join(f"{n / run():,.0f}" for _ in range(3)) + " rows/s")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
