"""import_arrow of an n x 384 table (bench_ingest_lancedb's columns, or with `--texts scanned` its scanned texts)
into fresh durable stores, its wall and the calling thread's CPU split by section: table_columns, prepare (and inside
it scope_column and the guard), bulk_insert (and inside it sorted_batches: the sort, the vectors' gather set-up and
the other columns' take; the checkpoint: write_segment, load_segment, the graphs, the side file, the manifest's
commit, every fsync/fdatasync), and id_list; with branch ingest32's secret scan on a worker, the worker's CPU and
the caller's wait for it. Three rounds after a warm-up import (the guards' automata compile once
a process). Runs on any revision's Python tree (a section a revision lacks is left out) (issue 17 item 3, branch
ingest68):

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 nice .venv/bin/python benchmarks/import_sections.py 200000 [rounds]
"""

from __future__ import annotations

import functools
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engramdb
from benchmarks.conftest import clustered_unit_rows
from engramdb import writes
from engramdb.durable import backend
from engramdb.engine import compaction, segment_set

DIM, NOW = 384, 1_790_000_000.0
SECTIONS: dict[str, list[float]] = {}  # label -> [thread CPU s, wall s, calls]


def _timed(owner: Any, name: str, label: str) -> None:
    """Wraps owner.name (when it has one) so that its calls add their thread CPU and wall to SECTIONS[label]."""
    function = getattr(owner, name, None)
    if function is None:
        return

    @functools.wraps(function)
    def timed(*args: Any, **kwargs: Any) -> Any:
        cpu, wall = time.thread_time(), time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            total = SECTIONS.setdefault(label, [0.0, 0.0, 0])
            total[0] += time.thread_time() - cpu
            total[1] += time.perf_counter() - wall
            total[2] += 1

    setattr(owner, name, timed)


def instrument() -> None:
    _timed(writes, "table_columns", "table_columns")
    _timed(writes.WritePath, "prepare", "prepare")
    _timed(writes.v, "scope_column", "  scope_column")
    _timed(writes.WritePath, "guard", "  guard")
    _timed(segment_set.SegmentSet, "bulk_insert", "bulk_insert")
    _timed(compaction, "sorted_batches", "  sorted_batches")
    _timed(pc, "sort_indices", "    sort_indices")
    _timed(compaction, "_gathered_rows", "    RowGather (checks)")
    _timed(compaction, "batch_columns", "    batch_columns")
    for name in ("scope_order", "taken_columns"):  # ingest68's pieces (a tree before it has batch_columns)
        _timed(compaction, name, f"    {name}")
    _timed(segment_set.SegmentSet, "checkpoint", "  checkpoint")
    _timed(backend, "write_segment", "    write_segment")
    _timed(backend, "load_segment", "    load_segment")
    _timed(segment_set.SegmentSet, "prepare_segment", "    prepare_segment (graphs)")
    _timed(backend.DiskBackend, "_write_graphs", "    _write_graphs")
    _timed(backend.DiskBackend, "_write_side", "    _write_side")
    _timed(backend.DiskBackend, "commit_seal", "    commit_seal (manifest)")
    _timed(backend.DiskBackend, "settle", "    settle")
    _timed(os, "fsync", "      fsync (any)")
    _timed(os, "fdatasync", "      fdatasync (any)")
    _timed(segment_set, "id_list", "  id_list")
    scan = getattr(writes, "_SecretScan", None)
    if scan is not None:  # branch ingest32's secret check on a worker: that thread's CPU, the caller's wait
        _timed(scan, "_run", "worker (secret scan)")
        _timed(scan, "result", "caller's wait for the verdict")


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    instrument()
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    table = pa.table({"scope": pa.array([f"user:{i % 100}" for i in range(n)]),
                      "text": pa.array([f"memory {i} about the order" for i in range(n)]),
                      "embedding": pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)})
    root = Path(tempfile.mkdtemp(prefix="engramdb-import-sections-"))
    try:
        with engramdb.MemoryStore.open(root / "warm", dim=DIM, clock=lambda: NOW) as warm:
            warm.import_arrow(table.slice(0, 2000))
        for r in range(rounds):
            SECTIONS.clear()
            store = engramdb.MemoryStore.open(root / f"r{r}", dim=DIM, clock=lambda: NOW)
            cpu, process, wall = time.thread_time(), time.process_time(), time.perf_counter()
            store.import_arrow(table)
            cpu, process, wall = time.thread_time() - cpu, time.process_time() - process, time.perf_counter() - wall
            print(f"round {r}: {n / wall / 1e3:.0f}k/s, wall {wall:.3f}s, caller CPU {cpu:.3f}s, process CPU "
                  f"{process:.3f}s, load {os.getloadavg()[0]:.1f}", flush=True)
            for label, (c, w, calls) in SECTIONS.items():
                print(f"    {label:<34} CPU {c:.3f}  wall {w:.3f}  calls {calls}")
            store.close()
            shutil.rmtree(root / f"r{r}", ignore_errors=True)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
