"""A/B of durable remember_many() throughput between two source trees of engramdb on the same data.

    python benchmarks/ab/ingest_ab.py TREE/python [ROWS] [BATCH]

TREE/python must hold an `engramdb` package with its compiled `_core` inside (copy the built module in); the
editable install's import hook is bypassed (as in recall_ab.py). Writes ROWS (default 60k) 384-d memories in
batches of BATCH (default 5k) to a new store on disk (sync=True: one fsync per batch; at the default seal_rows of
100k no seal runs inside the writes of up to 100k rows), then closes it (which seals every row written); prints memories/s, the wall time and this process's CPU time (less sensitive to other
processes' disk traffic than the wall time, which the fsyncs dominate). Interleave runs of the two trees: only the ratio of
neighbouring runs is a claim on a shared machine.
"""

from __future__ import annotations

import sys
import tempfile
import time

from recall_ab import load


def main(tree: str, rows: int, batch: int) -> None:
    import numpy as np

    engramdb = load(tree)
    rng = np.random.default_rng(5)
    vectors = rng.standard_normal((rows, 384)).astype(np.float32)
    texts = [f"memory number {i} about topic {i % 97}" for i in range(rows)]
    with tempfile.TemporaryDirectory() as tmp:
        store = engramdb.MemoryStore.open(f"{tmp}/s", dim=384, dedup=False, clock=lambda: 1.8e9)
        start, cpu = time.perf_counter(), time.process_time()
        for i in range(0, rows, batch):
            store.remember_many("s", texts[i:i + batch], embeddings=vectors[i:i + batch])
        store.close()
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    print(f"{tree}\t{rows / seconds:.0f} memories/s\t{seconds:.2f} s\tCPU {cpu:.2f} s")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 60_000,
         int(sys.argv[3]) if len(sys.argv) > 3 else 5_000)
