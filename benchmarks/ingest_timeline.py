"""One durable `remember_many` batch's timeline across its threads (issue 17 item 3): which waits make its wall time.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 python benchmarks/ingest_timeline.py [--n 200000] [--show 3]

bench_ingest_lancedb's rows (10k-row batches, fsync on) into a fresh store after an untimed warm-up store; the
sections of ingest_split.py are wrapped, and for `--show` batches from the middle of the run (steady state, no seal
starting in them) each section's start and end on its thread are printed in ms from the call's start. Read it as a
Gantt chart: the caller's idle stretches are the waits to remove.
"""

from __future__ import annotations

import argparse
import functools
import shutil
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engramdb
from benchmarks.conftest import clustered_unit_rows
from benchmarks.ingest_split import BATCH, DIM, NOW, SECTIONS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--show", type=int, default=3)
    args = parser.parse_args()
    n = args.n
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    scopes = [f"user:{i % 100}" for i in range(n)]
    texts = [f"memory {i} about the order" for i in range(n)]
    events: list[tuple[str, str, float, float]] = []

    def timed(f: Any, label: str) -> Any:
        @functools.wraps(f)
        def wrapper(*a: Any, **k: Any) -> Any:
            start = time.perf_counter()
            try:
                return f(*a, **k)
            finally:
                events.append((threading.current_thread().name, label.strip(), start, time.perf_counter()))
        return wrapper

    for owner, name, label in SECTIONS:
        if getattr(owner, name, None) is not None:
            setattr(owner, name, timed(getattr(owner, name), label))
    root = Path(tempfile.mkdtemp(prefix="engramdb-ingest-timeline-"))
    try:
        warm = engramdb.MemoryStore.open(root / "warm", dim=DIM, clock=lambda: NOW)
        warm.remember_many(scopes[:BATCH], texts[:BATCH], embeddings=x[:BATCH])
        warm.close()
        store = engramdb.MemoryStore.open(root / "run", dim=DIM, clock=lambda: NOW)
        starts = []
        for at in range(0, n, BATCH):
            events.clear() if at // BATCH == 3 else None
            starts.append(time.perf_counter())
            store.remember_many(scopes[at:at + BATCH], texts[at:at + BATCH], embeddings=x[at:at + BATCH])
            if len(starts) == 3 + args.show:
                shown = list(events)
        store.close()
        for b in range(args.show):
            t0, t1 = starts[3 + b], starts[4 + b]
            print(f"--- batch {3 + b}: {1000 * (t1 - t0):.1f} ms to the next call")
            for thread, label, s, e in sorted(shown, key=lambda ev: ev[2]):
                if t0 <= s < t1:
                    print(f"{thread[:18]:18s} {1000 * (s - t0):7.2f} {1000 * (e - t0):7.2f}  {label}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
