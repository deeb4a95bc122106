"""compaction.taken_columns of a 200k x 384 import (its captured arguments), a base revision's function (`git show
BASE:python/engramdb/engine/compaction.py`, exec'd beside this tree's) against this tree's, alternated 6 x, without
and then beside a Python thread that holds the GIL most of the time (a stand-in for branch ingest32's secret scan
on a worker: regex searches over short texts); prints each call's caller-thread CPU and wall (branch ingest77):

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 nice .venv/bin/python benchmarks/ab/take_gil_ab.py [BASE]
"""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
import types
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import engramdb  # noqa: E402
from benchmarks.conftest import clustered_unit_rows  # noqa: E402
from engramdb.engine import compaction  # noqa: E402

N, DIM = 200_000, 384
PATTERN = re.compile(r"(?:api[_-]?key|secret|token)\s*[:=]\s*\S{8,}|sk-[A-Za-z0-9]{20,}")


def captured_arguments() -> tuple[Any, ...]:
    """taken_columns' arguments in an import of N rows of 100 scopes (as benchmarks/import_sections.py)."""
    captured: dict[str, tuple[Any, ...]] = {}
    branch = compaction.taken_columns

    def capture(*args: Any) -> Any:
        captured["args"] = args
        return branch(*args)

    compaction.taken_columns = capture
    x = clustered_unit_rows(np.random.default_rng(5), N, DIM)
    table = pa.table({"scope": pa.array([f"user:{i % 100}" for i in range(N)]),
                      "text": pa.array([f"memory {i} about the order" for i in range(N)]),
                      "embedding": pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)})
    engramdb.MemoryStore(dim=DIM, clock=lambda: 1.79e9).import_arrow(table)
    compaction.taken_columns = branch
    return captured["args"]


def base_function(base: str) -> Any:
    source = subprocess.run(["git", "-C", str(ROOT), "show", f"{base}:python/engramdb/engine/compaction.py"],
                            capture_output=True, text=True, check=True).stdout
    module = types.ModuleType("engramdb.engine.compaction_base")
    module.__package__ = "engramdb.engine"
    sys.modules[module.__name__] = module
    exec(compile(source, "compaction_base.py", "exec"), module.__dict__)
    return module.taken_columns


def main() -> None:
    args = captured_arguments()
    sides = {"base": base_function(sys.argv[1] if len(sys.argv) > 1 else "main"), "branch": compaction.taken_columns}
    texts = [f"memory {i} about the order" for i in range(20_000)]
    stop = threading.Event()

    def worker() -> None:
        while not stop.is_set():
            for text in texts:
                PATTERN.search(text)
                if stop.is_set():
                    break

    for busy in (False, True):
        thread = threading.Thread(target=worker)
        if busy:
            stop.clear()
            thread.start()
            time.sleep(0.2)
        results: dict[str, list[tuple[float, float]]] = {"base": [], "branch": []}
        for r in range(6):
            for label in ("base", "branch") if r % 2 == 0 else ("branch", "base"):
                cpu, wall = time.thread_time(), time.perf_counter()
                sides[label](*args)
                results[label].append((time.thread_time() - cpu, time.perf_counter() - wall))
        if busy:
            stop.set()
            thread.join()
        for label, values in results.items():
            print(f"worker={'on ' if busy else 'off'} {label:6s} CPU " + " ".join(f"{c:.3f}" for c, _ in values)
                  + " | wall " + " ".join(f"{w:.3f}" for _, w in values), flush=True)


if __name__ == "__main__":
    main()
