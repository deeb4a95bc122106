"""Where a durable `remember_many` of 10k rows spends its time (issue 17 item 3): bench_ingest_lancedb's rows.

    .venv/bin/python benchmarks/ingest_profile.py --n 100000

The store's per-batch calls are wrapped with timers (a few calls a batch, so the wrappers cost nothing measurable):
each section's CPU time on the calling thread (time.thread_time: what a shared machine does not inflate; the
vectors' scaling and VECTORS record run on a helper thread, and the caller's wait for them is CPU it does not spend),
per 10k batch, best of 3 stores; then each batch's wall time beside the caller's CPU and the WAL's writev + fdatasync (wall,
on its helper thread), over 2 stores. Sections nest (prepare holds the guard, which holds find_secrets_many).
"""

from __future__ import annotations

import argparse
import collections
import functools
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
from engramdb.engine import segment_set
from engramdb.guard import ngram
from engramdb.storage import wal

DIM, BATCH, NOW = 384, 10_000, 1_790_000_000.0
SECTIONS = [  # (owner, attribute, label)
    (writes.WritePath, "prepare", "prepare (validation, guard, vectors)"),
    (validate, "scope_column", "  scope_column"),
    (validate, "normalised", "  normalised (vectors)"),
    (writes.WritePath, "guard", "  guard"),
    (guard, "normalise_for_check", "    normalise_for_check"),
    (guard, "find_secrets_many", "    find_secrets_many"),
    (ngram, "refused", "      n-gram signal (gate, scores)"),
    (guard, "instruction_like_many", "    instruction_like_many"),
    (segment_set.LoggedAhead, "wait", "  wait for the vectors logged ahead"),
    (writes.WritePath, "insert", "insert (log, stage, apply)"),
    (validate.Unscaled, "scaled_into", "  scaled_into (vectors, into the segment)"),
    (durable_backend, "encode_insert2", "  encode_insert2 (WAL record's parts)"),
    (wal.WriteAheadLog, "append", "  WAL append (caller's side)"),
    (segment.ActiveSegment, "stage", "    stage (beside the write)"),
    (segment_set.SegmentSet, "apply_insert", "  apply_insert"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--no-ahead", action="store_true",
                        help="vectors scaled and logged at the insert, as before they were logged ahead (A/B)")
    args = parser.parse_args()
    n = args.n
    if args.no_ahead:
        segment_set.SegmentSet.log_vectors_ahead = lambda self, vectors: None  # type: ignore[method-assign]
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    scopes = [f"user:{i % 100}" for i in range(n)]
    texts = [f"memory {i} about the order" for i in range(n)]
    spent: collections.Counter[str] = collections.Counter()
    io = [0.0]

    def timed(f: Any, label: str, clock: Any) -> Any:
        @functools.wraps(f)
        def wrapper(*args: Any, **kwargs: Any) -> Any:
            start = clock()
            try:
                return f(*args, **kwargs)
            finally:
                spent[label] += clock() - start
        return wrapper

    for owner, name, label in SECTIONS:
        setattr(owner, name, timed(getattr(owner, name), label, time.thread_time))
    def io_timed(f: Any) -> Any:
        def wrapper(*args: Any) -> Any:
            start = time.perf_counter()
            try:
                return f(*args)
            finally:
                io[0] += time.perf_counter() - start
        return wrapper

    wal.write_parts = io_timed(wal.write_parts)  # type: ignore[attr-defined]
    wal._fdatasync = io_timed(wal._fdatasync)
    waited = [0.0]  # the caller's wall time waiting for the vectors logged ahead (after the guard)
    segment_set.LoggedAhead.wait = timed(segment_set.LoggedAhead.wait, "  (wall) wait for the vectors", time.perf_counter)

    root = Path(tempfile.mkdtemp(prefix="engramdb-ingest-profile-"))
    try:
        rows: list[tuple[float, float, float]] = []
        best: tuple[float, dict[str, float]] | None = None
        for run in range(3):
            spent.clear()
            store = engramdb.MemoryStore.open(root / f"r{run}", dim=DIM, clock=lambda: NOW)
            caller = 0.0
            for start in range(0, n, BATCH):
                io[0] = 0.0
                waited[0] = spent["  (wall) wait for the vectors"]
                wall, cpu = time.perf_counter(), time.thread_time()
                store.remember_many(scopes[start:start + BATCH], texts[start:start + BATCH],
                                    embeddings=x[start:start + BATCH])
                cpu = time.thread_time() - cpu
                caller += cpu
                if run:
                    rows.append((time.perf_counter() - wall, cpu, io[0],
                                 spent["  (wall) wait for the vectors"] - waited[0]))
            store.close()
            if best is None or caller < best[0]:
                best = (caller, dict(spent))
        assert best is not None
        batches = n / BATCH
        print(f"caller CPU per 10k batch: {1000 * best[0] / batches:.1f} ms (best of 3)")
        for label in [label for _, _, label in SECTIONS] + ["  (wall) wait for the vectors"]:
            ms = 1000 * best[1].get(label, 0.0) / batches
            print(f"  {label:40s} {ms:6.1f} ms  {100 * best[1].get(label, 0.0) / best[0]:5.1f} %")
        a = 1000 * np.array(rows)
        print(f"per batch (2 stores): wall {a[:, 0].mean():.1f} ms, caller CPU {a[:, 1].mean():.1f} ms, "
              f"WAL writev + fdatasync {a[:, 2].mean():.1f} ms (wall, helper threads), "
              f"waiting for the vectors logged ahead {a[:, 3].mean():.1f} ms (wall)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
