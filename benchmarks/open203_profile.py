"""open203: where a store's open time goes, with and without xling192's "document" column: the parts of a
segment's load timed apart, alternated in one process (CPU medians), on stores made as benchmarks/open203_open.py
makes them (N rows, 384-d, a share of them with a document vector, compacted, lists saved).

Parts: the whole-file hash64 over the mapping (main's check at open), the hash64 of the file less the column's
values (open203's), the Arrow IPC read of the mapping (metadata: zero-copy), SealedSegment over the table (views,
coded columns, scope runs; the side column is wrapped, not converted), and MemoryStore.open as a whole.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.open203_profile 50000 9 0,0.5
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pyarrow as pa

from engramdb import _core
from engramdb.segment import SealedSegment
from engramdb.storage import segments
from engramdb.storage.manifest import read_manifest
from engramdb.store import MemoryStore

DIM = 384


def _make(path: Path, n: int, share: float, rng: np.random.Generator) -> None:
    x = rng.standard_normal((2 * n, DIM)).astype(np.float32)
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    source = MemoryStore(dim=DIM)
    source.remember_many("s", [f"note {i} about item {i * 7919 % 100003}" for i in range(n)], embeddings=x[:n])
    table = source.export("s")
    step = round(1 / share) if share else 0
    documents = pa.array([x[n + i] if step and i % step == 0 else None for i in range(n)], pa.list_(pa.float32()))
    table = table.set_column(table.schema.get_field_index("document"), "document", documents)
    with MemoryStore.open(path, dim=DIM) as store:
        store.import_arrow(table)
        store.compact()
    with MemoryStore.open(path) as store:
        store.wait_indexed()


def main(n: int, rounds: int, shares: list[float]) -> None:
    rng = np.random.default_rng(203)
    print(f"load average at start {os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory(dir=os.environ.get("OPEN203_TMP")) as tmp:
        parts: dict[str, dict[float, Callable[[], object]]] = {}
        for share in shares:
            path = Path(tmp) / f"s{share}"
            _make(path, n, share, rng)
            (info,) = read_manifest(path).segments
            entry = read_manifest(path).extra["lazy_columns"].get(info.name)
            file = str(path / "segments" / info.name)

            def whole_hash(file: str = file) -> object:
                with pa.memory_map(file) as m:
                    return _core.hash64(m.read_buffer())

            def lazy_hash(file: str = file, entry: dict | None = entry) -> object:
                with pa.memory_map(file) as m:
                    b = m.read_buffer()
                    if entry is None:
                        return _core.hash64(b)
                    return _core.hash64(b.slice(0, entry["at"])), _core.hash64(b.slice(entry["at"] + entry["bytes"]))

            def ipc_read(file: str = file) -> object:
                with pa.memory_map(file) as m:
                    return pa.ipc.open_file(m.read_buffer()).read_all()

            table = ipc_read()
            assert isinstance(table, pa.Table)
            parts.setdefault("whole-file hash64", {})[share] = whole_hash
            parts.setdefault("hash64 less the values", {})[share] = lazy_hash
            parts.setdefault("Arrow IPC read", {})[share] = ipc_read
            parts.setdefault("SealedSegment(table)", {})[share] = lambda table=table: SealedSegment(table, "x")

            def opened(path: Path = path, lazy: bool = False) -> object:
                segments.LAZY_COLUMNS = lazy
                MemoryStore.open(path).close()
                segments.LAZY_COLUMNS = True
                return None

            parts.setdefault("open + close, whole check", {})[share] = opened
            parts.setdefault("open + close, lazy check", {})[share] = lambda path=path: opened(path, True)
        cpu: dict[tuple[str, float], list[float]] = {}
        for r in range(rounds):
            for name, by_share in parts.items():
                order = list(by_share.items()) if r % 2 == 0 else list(by_share.items())[::-1]
                for share, fn in order:
                    c = time.process_time()
                    fn()
                    cpu.setdefault((name, share), []).append(time.process_time() - c)
        print(f"{n} rows, {DIM}-d, {rounds} rounds, CPU medians in ms; load average at end {os.getloadavg()}")
        for name in parts:
            cells = [f"share {s}: {statistics.median(cpu[(name, s)]) * 1e3:.1f}" for s in shares]
            ratio = statistics.median(cpu[(name, shares[-1])]) / statistics.median(cpu[(name, shares[0])])
            print(f"{name}: {' | '.join(cells)} (share {shares[-1]} / {shares[0]}: {ratio:.2f})", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 9,
         [float(x) for x in sys.argv[3].split(",")] if len(sys.argv) > 3 else [0.0, 0.5])
