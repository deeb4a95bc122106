"""import_arrow of an n x 384 table (bench_ingest_lancedb's columns) into fresh durable stores: three rounds after a
warm-up, each with its wall, the process's user and system CPU and minor faults; with `prof`, the first round under
cProfile (issue 17 item 3, branch ingest26); with `cpuprof`, under cProfile timed by the process's CPU clock, which
splits the CPU the import spends whatever the machine's load (on the shared machine the wall is mostly waiting for a
core; branch ingest27).

    .venv/bin/python benchmarks/import_split.py 200000 [prof | cpuprof]
"""

from __future__ import annotations

import cProfile
import pstats
import resource
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
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    profile = sys.argv[2:] in (["prof"], ["cpuprof"])
    timer = time.process_time if sys.argv[2:] == ["cpuprof"] else time.perf_counter
    x = clustered_unit_rows(np.random.default_rng(5), n, DIM)
    table = pa.table({"scope": pa.array([f"user:{i % 100}" for i in range(n)]),
                      "text": pa.array([f"memory {i} about the order" for i in range(n)]),
                      "embedding": pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)})
    root = Path(tempfile.mkdtemp(prefix="engramdb-import-split-"))
    try:
        with engramdb.MemoryStore.open(root / "warm", dim=DIM, clock=lambda: NOW) as warm:
            warm.import_arrow(table.slice(0, 2000))  # the guards' automata compile once a process
        for r in range(3):
            store = engramdb.MemoryStore.open(root / f"r{r}", dim=DIM, clock=lambda: NOW)
            before, t0 = resource.getrusage(resource.RUSAGE_SELF), time.perf_counter()
            prof = cProfile.Profile(timer) if profile and r == 0 else None
            if prof is not None:
                prof.enable()
            store.import_arrow(table)
            if prof is not None:
                prof.disable()
            t1, after = time.perf_counter(), resource.getrusage(resource.RUSAGE_SELF)
            store.close()
            t2 = time.perf_counter()
            print(f"round {r}: {n / (t1 - t0) / 1e3:.1f}k/s to return, {n / (t2 - t0) / 1e3:.1f}k/s with close; "
                  f"user {after.ru_utime - before.ru_utime:.2f}s sys {after.ru_stime - before.ru_stime:.2f}s "
                  f"wall {t1 - t0:.2f}s minflt {after.ru_minflt - before.ru_minflt}", flush=True)
            shutil.rmtree(root / f"r{r}", ignore_errors=True)
            if prof is not None:
                pstats.Stats(prof).sort_stats("cumulative").print_stats(40)
                pstats.Stats(prof).sort_stats("tottime").print_stats(30)
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
