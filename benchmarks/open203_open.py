"""open203: the open of a larger E5-shaped store with xling192's "document" column, the column's values checked
whole at open (storage.segments.LAZY_COLUMNS = False: main's open, every byte hashed) or on their first use (True),
alternated in one process.

N rows of random 384-d unit vectors (multilingual-e5-small's dim), a share of them (`shares`, e.g. 0, 0.1, 0.5)
given a document vector through a restore (import_arrow of an export with the column set), compacted, their IVF
lists built and saved (so that no open builds or reads more than another); then, per round and store, in
alternated order: open with the switch off, open with it on (CPU, wall, minor page faults), each followed by one
read of a document vector (what a cross-lingual re-score does first; the lazy check is paid there) and a close.
Also the segment write's CPU with the switch on / off (the writer then sums the bytes before, of and after the
column's values apart as well).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.open203_open 50000 9 0,0.1,0.5
"""

from __future__ import annotations

import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pyarrow as pa

from engramdb.storage import segments
from engramdb.store import MemoryStore

DIM = 384


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.standard_normal((n, DIM)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _faults() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def main(n: int, rounds: int, shares: list[float]) -> None:
    rng = np.random.default_rng(203)
    print(f"load average at start {os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory(dir=os.environ.get("OPEN203_TMP")) as tmp:
        source = MemoryStore(dim=DIM)
        source.remember_many("s", [f"note {i} about item {i * 7919 % 100003}" for i in range(n)],
                             embeddings=_unit(rng, n))
        table = source.export("s")
        vectors = _unit(rng, n)
        paths: dict[float, Path] = {}
        first_doc: dict[float, str] = {}
        for share in shares:
            step = round(1 / share) if share else 0
            rows = [i for i in range(n) if step and i % step == 0]
            documents = pa.array([vectors[i] if step and i % step == 0 else None for i in range(n)],
                                 pa.list_(pa.float32()))
            t = table.set_column(table.schema.get_field_index("document"), "document", documents)
            paths[share] = Path(tmp) / f"s{share}"
            with MemoryStore.open(paths[share], dim=DIM) as store:
                store.import_arrow(t)
                store.compact()
            with MemoryStore.open(paths[share]) as store:
                store.wait_indexed()
            first_doc[share] = table.column("id")[rows[0]].as_py() if rows else table.column("id")[0].as_py()
        size = {s: sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) for s, path in paths.items()}
        keys = [(s, lazy) for s in shares for lazy in (False, True)]
        cpu: dict[tuple[float, bool], list[float]] = {k: [] for k in keys}
        wall: dict[tuple[float, bool], list[float]] = {k: [] for k in keys}
        faults: dict[tuple[float, bool], list[int]] = {k: [] for k in keys}
        first: dict[tuple[float, bool], list[float]] = {k: [] for k in keys}
        for r in range(rounds):
            for key in keys if r % 2 == 0 else keys[::-1]:
                share, lazy = key
                segments.LAZY_COLUMNS = lazy
                f, c, w = _faults(), time.process_time(), time.perf_counter()
                store = MemoryStore.open(paths[share])
                cpu[key].append(time.process_time() - c)
                wall[key].append(time.perf_counter() - w)
                faults[key].append(_faults() - f)
                c = time.process_time()
                store._engine.stored_document("s", first_doc[share])
                first[key].append(time.process_time() - c)
                store.close()
        segments.LAZY_COLUMNS = True
        print(f"{n} rows, {DIM}-d, {rounds} rounds, medians; load average at end {os.getloadavg()}")
        base = cpu[(shares[0], False)]
        for share in shares:
            off, on = (share, False), (share, True)
            co, cn = statistics.median(cpu[off]), statistics.median(cpu[on])
            print(f"share {share}: bytes {size[share]} ({size[share] / size[shares[0]] - 1:+.1%} on share "
                  f"{shares[0]}) | open CPU whole-file check {co * 1e3:.1f} ms, lazy {cn * 1e3:.1f} ms "
                  f"(lazy/whole {cn / co:.3f}; whole / share {shares[0]} whole {co / statistics.median(base):.3f}, "
                  f"lazy / share {shares[0]} whole {cn / statistics.median(base):.3f}) | wall lazy/whole "
                  f"{statistics.median(wall[on]) / statistics.median(wall[off]):.3f} | minor faults whole "
                  f"{statistics.median(faults[off]):.0f} lazy {statistics.median(faults[on]):.0f} | first document "
                  f"read CPU whole {statistics.median(first[off]) * 1e3:.2f} ms lazy "
                  f"{statistics.median(first[on]) * 1e3:.2f} ms | open + first read lazy/whole "
                  f"{(cn + statistics.median(first[on])) / (co + statistics.median(first[off])):.3f}", flush=True)
        _write_cost(paths[shares[-1]], Path(tmp), rounds)


def _write_cost(path: Path, tmp: Path, rounds: int) -> None:
    """write_segment of the last store's segment table, switch off / on alternated: CPU medians."""
    with MemoryStore.open(path) as store:
        table = store._engine.export("s")
    cpu: dict[bool, list[float]] = {False: [], True: []}
    for r in range(rounds):
        for lazy in (False, True) if r % 2 == 0 else (True, False):
            segments.LAZY_COLUMNS = lazy
            target = tmp / f"w{r}{lazy}.arrow"
            c = time.process_time()
            segments.write_segment(target, table)
            cpu[lazy].append(time.process_time() - c)
            target.unlink()
    segments.LAZY_COLUMNS = True
    off, on = statistics.median(cpu[False]), statistics.median(cpu[True])
    print(f"write_segment of that table ({table.num_rows} rows): CPU whole {off * 1e3:.1f} ms, with the lazy "
          f"entry's sums {on * 1e3:.1f} ms (on/off {on / off:.3f})", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 5,
         [float(x) for x in sys.argv[3].split(",")] if len(sys.argv) > 3 else [0.0, 0.1, 0.5])
