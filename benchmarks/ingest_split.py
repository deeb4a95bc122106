"""Where a durable `remember_many` of 10k-row batches (vectors given) spends its wall and CPU time, end to end, on
every thread (issue 17 item 3): bench_ingest_lancedb's rows and batches, seals included.

    .venv/bin/python benchmarks/ingest_split.py --n 200000 [--stores 2]

Each section is wrapped and measured on the thread that runs it: wall (perf_counter) and that thread's own user and
system CPU (getrusage(RUSAGE_THREAD), which a shared machine does not inflate) and its minor page faults. Threads:
the caller (remember_many), the vectors' helper (scale, then the VECTORS record's writev and writeback start), the
WAL's I/O helper (the INSERT3's writev and fdatasync, while the caller stages the batch) and the background seal.
Sections nest where indented; "other" is what the caller spent outside the named sections (remember_many's own
Python, link_keys, argument handling). Figures are per 10k batch, summed over `--stores` fresh stores, after an
untimed warm-up batch.
"""

from __future__ import annotations

import argparse
import collections
import functools
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engramdb
from benchmarks.conftest import clustered_unit_rows
from engramdb import guard, segment, validate, writes
from engramdb.durable import backend as durable_backend
from engramdb.engine import compaction, indexer, segment_set
from engramdb.storage import wal

DIM, BATCH, NOW = 384, 10_000, 1_790_000_000.0

# (owner, attribute, label): label's indentation says what it nests in
SECTIONS = [
    (engramdb.MemoryStore, "remember_many", "caller: remember_many"),
    (writes.WritePath, "prepare", "  prepare"),
    (writes.WritePath, "_checked", "    column checks + guard"),
    (writes.WritePath, "guard", "      guard"),
    (guard, "find_secrets_many", "        find_secrets_many"),
    (segment_set.LoggedAhead, "wait", "    wait for the vectors' helper"),
    (segment_set.SegmentSet, "insert", "  insert (under the lock)"),
    (durable_backend.DiskBackend, "log_insert3", "    log INSERT3 (encode, write, fdatasync; stage meanwhile)"),
    (durable_backend, "encode_insert3", "      encode_insert3"),
    (segment.ActiveSegment, "stage", "      stage (caller, meanwhile)"),
    (segment_set.SegmentSet, "apply_insert", "    apply_insert"),
    (segment_set.SegmentSet, "_seal_when_full", "    seal inside the caller (_seal_when_full)"),
    (validate.Unscaled, "scaled_into", "helper: scale the vectors (scaled_into)"),
    (validate.Unscaled, "scaled_into_crc", "helper: scale the vectors and checksum them (scaled_into_crc)"),
    (segment.ActiveSegment, "stage_vectors_ahead", "helper: copy the scaled vectors past the rows (under the lock)"),
    (durable_backend.DiskBackend, "log_vectors", "helper: log VECTORS (encode, writev, writeback)"),
    (wal.WriteAheadLog, "append_reserved", "helper: VECTORS from the reused buffer (O_DIRECT write, cut)"),
    (wal, "write_parts", "io: writev (VECTORS and INSERT3)"),
    (wal, "crc32_parts", "io: record CRCs"),
    (wal, "_fdatasync", "io: fdatasync"),
    (wal, "_native_append", "io: native append (frame, CRC, writev, fdatasync)"),
    (wal, "_native_direct_append", "io: native O_DIRECT append (read-back, write, cut)"),
    (wal, "_start_writeback", "io: sync_file_range (writeback start)"),
    (wal, "_drop_cached", "io: drop the durable log's page cache"),
    (segment_set.SegmentSet, "_background_seal", "seal thread (plan, write segment, commit)"),
    (indexer.Indexer, "_index", "indexer thread (a run's inverted lists: build, attach, save)"),
    (segment_set.SegmentSet, "close", "close"),
    (indexer.Indexer, "stop", "  indexer.stop (waits for the run being built)"),
    (segment_set.SegmentSet, "wait_sealed", "  wait_sealed (also inside remember_many's seal)"),
    (durable_backend.DiskBackend, "checkpoint", "  backend.checkpoint (close's seal of the rest)"),
    (compaction, "sorted_table_and_order", "    sorted_table_and_order (also the seal thread's)"),
    (durable_backend, "write_segment", "    write_segment (also the seal thread's)"),
    (durable_backend.DiskBackend, "settle", "    settle (drop WAL generations, orphans)"),
]
# from this section on, figures are per store (close, and the threads that run beside and after the batches)
PER_STORE_FROM = "indexer thread (a run's inverted lists: build, attach, save)"


def _stamp() -> tuple[float, float, float, int]:
    r = resource.getrusage(resource.RUSAGE_THREAD)
    return time.perf_counter(), r.ru_utime, r.ru_stime, r.ru_minflt


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--stores", type=int, default=2)
    args = parser.parse_args()
    n = args.n
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    scopes = [f"user:{i % 100}" for i in range(n)]
    texts = [f"memory {i} about the order" for i in range(n)]
    spent: dict[str, np.ndarray] = collections.defaultdict(lambda: np.zeros(4))
    sections = SECTIONS

    def timed(f: Any, label: str) -> Any:
        @functools.wraps(f)
        def wrapper(*a: Any, **k: Any) -> Any:
            before = _stamp()
            try:
                return f(*a, **k)
            finally:
                after = _stamp()
                spent[label] += np.subtract(after, before)
        return wrapper

    sections = [s for s in sections if getattr(s[0], s[1], None) is not None]  # a build without a section (main's) reports none
    for owner, name, label in sections:
        setattr(owner, name, timed(getattr(owner, name), label))

    root = Path(tempfile.mkdtemp(prefix="engramdb-ingest-split-"))
    try:
        # a warm-up batch in a store of its own, untimed: the guards compile their anchor automata once a process
        # (~30k page faults in the first find_secrets_many), which would otherwise read as a per-batch cost
        warm = engramdb.MemoryStore.open(root / "warm", dim=DIM, clock=lambda: NOW)
        warm.remember_many(scopes[:BATCH], texts[:BATCH], embeddings=x[:BATCH])
        warm.close()
        spent.clear()
        walls, closes = [], []
        for run in range(args.stores):
            store = engramdb.MemoryStore.open(root / f"r{run}", dim=DIM, clock=lambda: NOW)
            start = time.perf_counter()
            for at in range(0, n, BATCH):
                store.remember_many(scopes[at:at + BATCH], texts[at:at + BATCH], embeddings=x[at:at + BATCH])
            walls.append(time.perf_counter() - start)
            store.close()
            closes.append(time.perf_counter() - start)
            shutil.rmtree(root / f"r{run}", ignore_errors=True)
        batches = args.stores * n / BATCH
        rate = [n / w for w in walls]
        print(f"{args.stores} stores x {n} rows, 10k batches: {', '.join(f'{r / 1e3:.1f}k' for r in rate)} rows/s "
              f"to the last return; with close {', '.join(f'{n / c / 1e3:.1f}k' for c in closes)}")
        print(f"engramdb from {Path(engramdb.__file__).parent}")
        print(f"per 10k batch: wall {1000 * sum(walls) / batches:.1f} ms")
        print(f"{'section':62s} {'wall ms':>8s} {'user ms':>8s} {'sys ms':>8s} {'minflt':>8s}")
        per = batches
        for _, _, label in sections:
            if label == PER_STORE_FROM:
                per = args.stores
                print(f"per store (of {n} rows): close, and the indexer's thread")
            w, u, s, f = spent[label] / per
            print(f"{label:62s} {1000 * w:8.1f} {1000 * u:8.1f} {1000 * s:8.1f} {f:8.0f}")
        named = sum(spent[label] for _, _, label in sections if label in ("  prepare", "  insert (under the lock)"))
        w, u, s, f = (spent["caller: remember_many"] - named) / batches
        print(f"{'  other (remember_many outside prepare and insert)':62s} {1000 * w:8.1f} {1000 * u:8.1f} "
              f"{1000 * s:8.1f} {f:8.0f}")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
