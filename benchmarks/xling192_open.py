"""xling192: the open time and bytes of a larger store with the "document" column filled (on) or all null (off):
N rows of random unit vectors (dim 384, E5's), every third one given a document vector through a restore
(import_arrow of an export with the column set), alternated opens in one process, CPU and wall medians; then one
recall each, which reads nothing of the column (its first look-up is what reads it).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xling192_open 50000 5
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa

from engramdb.store import MemoryStore

DIM = 384


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.standard_normal((n, DIM)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def main(n: int, rounds: int) -> None:
    rng = np.random.default_rng(192)
    with tempfile.TemporaryDirectory() as tmp:
        source = MemoryStore(dim=DIM)
        source.remember_many("s", [f"note {i} about item {i * 7919 % 100003}" for i in range(n)],
                             embeddings=_unit(rng, n))
        table = source.export("s")
        vectors = _unit(rng, n)
        documents = pa.array([vectors[i] if i % 3 == 0 else None for i in range(n)], pa.list_(pa.float32()))
        tables = {"off": table, "on": table.set_column(table.schema.get_field_index("document"), "document",
                                                       documents)}
        paths = {m: Path(tmp) / m for m in tables}
        for mode, t in tables.items():
            with MemoryStore.open(paths[mode], dim=DIM) as store:
                store.import_arrow(t)
                store.compact()
        cpu: dict[str, list[float]] = {m: [] for m in paths}
        wall: dict[str, list[float]] = {m: [] for m in paths}
        query = _unit(rng, 1)[0]
        for r in range(rounds):
            for mode in ("off", "on") if r % 2 == 0 else ("on", "off"):
                c, w = time.process_time(), time.perf_counter()
                store = MemoryStore.open(paths[mode])
                cpu[mode].append(time.process_time() - c)
                wall[mode].append(time.perf_counter() - w)
                store.recall("s", query, k=10)
                store.close()
        size = {m: sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) for m, path in paths.items()}
        c = {m: statistics.median(v) for m, v in cpu.items()}
        w = {m: statistics.median(v) for m, v in wall.items()}
        print(f"{n} rows, a third with a document vector: open CPU s median off {c['off']:.4f} on {c['on']:.4f} "
              f"(on/off {c['on'] / c['off'] - 1:+.1%}), wall off {w['off']:.4f} on {w['on']:.4f} "
              f"(on/off {w['on'] / w['off'] - 1:+.1%}) | bytes off {size['off']} on {size['on']} "
              f"(on/off {size['on'] / size['off'] - 1:+.1%})", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 5)
