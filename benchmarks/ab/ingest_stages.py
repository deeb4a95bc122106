"""The stages of one durable remember_many() call, each run alone, for instruction counts (callgrind).

    OPENBLAS_NUM_THREADS=1 valgrind --tool=callgrind python benchmarks/ab/ingest_stages.py TREE/python STAGE REPS

TREE/python as in ingest_ab.py. Opens a store on disk (seal_rows out of reach), prepares one batch of 5k 384-d
rows, then runs STAGE REPS times: `prepare` (validation, guards, normalising), `encode` (the WAL insert
record), `append` (the WAL frame: CRC and write, without fsync), `apply` (the active segment's append), `ids`
(the returned id strings), `all` (remember_many itself, fsync included). The difference of REPS = 5 and
REPS = 1, over 20,000, is the stage's cost per row without the setup (the store is left unclosed: closing
seals the active rows, which ingest_ab.py counts).
"""

from __future__ import annotations

import sys
import tempfile

from recall_ab import load


def main(tree: str, stage: str, reps: int) -> None:
    import numpy as np

    engramdb = load(tree)
    from engramdb.durable import records
    from engramdb.segment import ids_of
    from engramdb.writes import WRITE_DEFAULTS

    n = 5000
    vectors = np.random.default_rng(5).standard_normal((n, 384)).astype(np.float32)
    texts = [f"memory number {i} about topic {i % 97}" for i in range(n)]
    with tempfile.TemporaryDirectory() as tmp:
        store = engramdb.MemoryStore.open(f"{tmp}/s", dim=384, dedup=False, clock=lambda: 1.8e9, seal_rows=10**9)
        writes = store._writes
        arguments = {**WRITE_DEFAULTS, "embeddings": vectors}
        batch, groups = writes.prepare("s", texts, **arguments)
        batch["seq"] = np.arange(n, dtype=np.int64)
        payload = records.encode_insert(batch)
        wal = store.engine.backend.wal
        for _ in range(reps):
            if stage == "prepare":
                writes.prepare("s", texts, **arguments)
            elif stage == "encode":
                records.encode_insert(batch)
            elif stage == "append":
                wal.append([(records.RECORD_INSERT, memoryview(payload))], sync=False)
            elif stage == "apply":
                store.engine._active.append(batch, groups)
            elif stage == "ids":
                ids_of(batch["seq"]).to_pylist()
            elif stage == "all":
                store.remember_many("s", texts, embeddings=vectors)
            else:
                raise SystemExit(f"unknown stage {stage!r}")
        # not closed: close() would seal every row appended, a cost of its own (ingest_ab.py includes it)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
