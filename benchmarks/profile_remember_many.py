"""Where durable `remember_many` spends its time (issue 17 item 3): the ingest bench's data (N x 384 clustered unit
rows in 100 interleaved scopes, 10k-row batches, fsync on), one unprofiled round, then one under cProfile whose
functions are printed by internal and cumulative time.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 python benchmarks/profile_remember_many.py [--n 200000] [--top 30]
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import shutil
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engramdb
from benchmarks.conftest import clustered_unit_rows

DIM = 384
BATCH = 10_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--top", type=int, default=30)
    args = parser.parse_args()
    n = args.n
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    scopes = [f"user:{i % 100}" for i in range(n)]
    texts = [f"memory {i} about the order" for i in range(n)]
    root = Path(tempfile.mkdtemp(prefix="engramdb-profile-ingest-"))

    def run(path: Path) -> tuple[float, float]:
        os.sync()  # as the bench: no earlier round's dirty pages flushed on this one's clock
        t0 = time.perf_counter()
        store = engramdb.MemoryStore.open(path, dim=DIM, clock=lambda: 1.79e9)
        for start in range(0, n, BATCH):
            store.remember_many(scopes[start:start + BATCH], texts[start:start + BATCH],
                                embeddings=x[start:start + BATCH])
        returned = time.perf_counter() - t0
        store.close()
        return n / returned, n / (time.perf_counter() - t0)

    try:
        print("unprofiled: to_return {:,.0f}/s, with_close {:,.0f}/s".format(*run(root / "plain")))
        profile = cProfile.Profile()
        profile.enable()
        figures = run(root / "profiled")
        profile.disable()
        print("profiled: to_return {:,.0f}/s, with_close {:,.0f}/s".format(*figures))
        stats = pstats.Stats(profile)
        stats.sort_stats("tottime").print_stats(args.top)
        stats.sort_stats("cumulative").print_stats(args.top)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
