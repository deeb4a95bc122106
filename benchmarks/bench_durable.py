"""The durable store: ingest rate with vectors given (remember_many batches of 10k, fsync per batch; and
import_arrow), the time and RSS to open a store of N x 384 memories (ENGRAMDB_BENCH_OPEN_N, default 200k;
measured in a fresh process, RSS from /proc/self/status), and recall on a reopened (memory-mapped)
store against the same store in memory, in the same run and with identical results.

    pytest benchmarks/bench_durable.py --benchmark-only -s
    ENGRAMDB_BENCH_OPEN_N=1000000 pytest benchmarks/bench_durable.py --benchmark-only -s -k open
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

import engramdb
from engramdb import MemoryStore

from .conftest import clustered_unit_rows

NOW = 1_790_000_000.0
DIM = 384
BATCH = 10_000


class Sizes:
    def __init__(self, disabled: bool) -> None:
        self.ingest = 2_000 if disabled else 200_000
        self.batch = 1_000 if disabled else BATCH
        self.open_n = 3_000 if disabled else int(os.environ.get("ENGRAMDB_BENCH_OPEN_N", 200_000))
        self.recall_n, self.scope_n = (3_000, 300) if disabled else (200_000, 10_000)
        self.rounds = 1 if disabled else 3


@pytest.fixture(scope="module")
def sizes(request: pytest.FixtureRequest) -> Sizes:
    return Sizes(request.config.getoption("benchmark_disable", False))


@pytest.fixture(scope="module")
def vectors(sizes: Sizes) -> np.ndarray:
    return clustered_unit_rows(np.random.default_rng(11), max(sizes.ingest, sizes.recall_n), DIM)


def _timed(fn, seconds: list[float]):
    def run():
        t = time.perf_counter()
        out = fn()
        seconds.append(time.perf_counter() - t)
        return out
    return run


def _report(benchmark, **figures: float) -> None:
    benchmark.extra_info.update(figures)
    print("\n  " + ", ".join(f"{k}={v:,.3f}" if isinstance(v, float) else f"{k}={v:,}" for k, v in figures.items()))


def _batched_ingest(make_store: Any, sizes: Sizes, vectors: np.ndarray) -> Any:
    """A function writing sizes.ingest memories into a new store from make_store(), sizes.batch at a time."""
    texts = [f"memory {i} about the order" for i in range(sizes.ingest)]

    def ingest() -> MemoryStore:
        store = make_store()
        for start in range(0, sizes.ingest, sizes.batch):
            store.remember_many("user:1", texts[start:start + sizes.batch],
                                embeddings=vectors[start:start + sizes.batch])
        return store

    return ingest


@pytest.mark.benchmark(group="durable-ingest")
def test_durable_ingest_remember_many(benchmark, sizes: Sizes, vectors: np.ndarray, tmp_path: Path) -> None:
    runs = iter(range(1000))
    ingest = _batched_ingest(lambda: MemoryStore.open(tmp_path / f"s{next(runs)}", dim=DIM, clock=lambda: NOW),
                             sizes, vectors)
    seconds: list[float] = []
    store = benchmark.pedantic(_timed(ingest, seconds), rounds=sizes.rounds, iterations=1)
    assert len(store) == sizes.ingest
    store.close()
    _report(benchmark, memories_per_s=sizes.ingest / min(seconds), rows=sizes.ingest)


@pytest.mark.benchmark(group="durable-ingest")
def test_in_memory_ingest_remember_many(benchmark, sizes: Sizes, vectors: np.ndarray) -> None:
    """The peer: the same batches into a store without a directory (no WAL, no fsync, no segment files)."""
    ingest = _batched_ingest(lambda: MemoryStore(dim=DIM, clock=lambda: NOW), sizes, vectors)
    seconds: list[float] = []
    store = benchmark.pedantic(_timed(ingest, seconds), rounds=sizes.rounds, iterations=1)
    assert len(store) == sizes.ingest
    _report(benchmark, memories_per_s=sizes.ingest / min(seconds), rows=sizes.ingest)


@pytest.mark.benchmark(group="durable-ingest")
def test_durable_import_arrow(benchmark, sizes: Sizes, vectors: np.ndarray, tmp_path: Path) -> None:
    n = sizes.ingest
    table = pa.table({
        "scope": pa.array([f"user:{i % 100}" for i in range(n)]),
        "text": pa.array([f"memory {i} about the order" for i in range(n)]),
        "embedding": pa.FixedSizeListArray.from_arrays(pa.array(vectors[:n].reshape(-1)), DIM),
        "created_at": pa.array(NOW - np.arange(n, dtype=np.float64)),
    })
    runs = iter(range(1000))

    def load() -> MemoryStore:
        store = MemoryStore.open(tmp_path / f"s{next(runs)}", dim=DIM, clock=lambda: NOW)
        store.import_arrow(table)
        return store

    seconds: list[float] = []
    store = benchmark.pedantic(_timed(load, seconds), rounds=sizes.rounds, iterations=1)
    assert len(store) == n
    store.close()
    _report(benchmark, memories_per_s=n / min(seconds), rows=n)


OPENER = r"""
import json, sys, time
import numpy as np
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
import engramdb
verify = sys.argv[2] == "1"
base = rss()
t = time.perf_counter()
store = engramdb.MemoryStore.open(sys.argv[1], read_only=True, verify=verify)
opened = time.perf_counter() - t
after_open = rss()
total = sum(float(seg.embedding[:, 0].sum()) for seg in store.engine.sealed)  # first touch of every vector row
touched = sum(float(seg.embedding.sum(dtype=np.float64)) for seg in store.engine.sealed)
t = time.perf_counter()
hits = store.recall("user:0", store.engine.sealed[0].embedding[0], k=5)
print(json.dumps({"open_s": opened, "rss_base": base, "rss_after_open": after_open, "rss_after_touch": rss(),
                  "rows": len(store), "segments": len(store.engine.sealed), "first_recall_s": time.perf_counter() - t}))
"""


@pytest.fixture(scope="module")
def big_store(sizes: Sizes, tmp_path_factory: pytest.TempPathFactory) -> Path:
    n = sizes.open_n
    path = tmp_path_factory.mktemp("open") / "store"
    rng = np.random.default_rng(12)
    t = time.perf_counter()
    with MemoryStore.open(path, dim=DIM, seal_rows=n, clock=lambda: NOW, sync=False) as store:
        for start in range(0, n, 50_000):
            count = min(50_000, n - start)
            rows = rng.standard_normal((count, DIM), dtype=np.float32)
            store.remember_many([f"user:{i % 1000}" for i in range(start, start + count)],
                                ["m"] * count, embeddings=rows)
    print(f"\n  built {n:,} x {DIM} store in {time.perf_counter() - t:.1f} s")
    return path


@pytest.mark.benchmark(group="durable-open")
@pytest.mark.parametrize("verify", [False, True])
def test_open_time_and_rss(benchmark, sizes: Sizes, big_store: Path, verify: bool) -> None:
    n = sizes.open_n
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))

    def open_in_a_fresh_process() -> dict:
        done = subprocess.run([sys.executable, "-c", OPENER, str(big_store), "1" if verify else "0"],
                              capture_output=True, text=True, env=env, check=True)
        return json.loads(done.stdout)

    figures = benchmark.pedantic(open_in_a_fresh_process, rounds=sizes.rounds, iterations=1)
    assert figures["rows"] == n
    raw = n * DIM * 4
    _report(benchmark, rows=n, segments=figures["segments"], open_s=figures["open_s"],
            raw_vector_mb=raw / 2**20, rss_base_mb=figures["rss_base"] / 2**20,
            rss_after_open_mb=figures["rss_after_open"] / 2**20,
            rss_after_touching_every_vector_mb=figures["rss_after_touch"] / 2**20,
            rss_over_raw=figures["rss_after_touch"] / raw,
            rss_growth_over_raw=(figures["rss_after_touch"] - figures["rss_base"]) / raw,
            first_recall_s=figures["first_recall_s"])


class RecallWorld:
    def __init__(self, sizes: Sizes, vectors: np.ndarray, path: Path) -> None:
        n = sizes.recall_n
        scopes = [f"user:{i % (n // sizes.scope_n)}" for i in range(n)]
        created = NOW - np.random.default_rng(3).random(n) * 365 * 86400
        self.memory = MemoryStore(dim=DIM, clock=lambda: NOW, seal_rows=n)
        self.memory.remember_many(scopes, ["m"] * n, embeddings=vectors[:n], created_at=created)
        self.memory.seal()
        with MemoryStore.open(path, dim=DIM, clock=lambda: NOW, seal_rows=n, sync=False) as disk:
            disk.remember_many(scopes, ["m"] * n, embeddings=vectors[:n], created_at=created)
        self.disk = MemoryStore.open(path, read_only=True, clock=lambda: NOW)
        self.queries = clustered_unit_rows(np.random.default_rng(8), 64, DIM)


@pytest.fixture(scope="module")
def recall_world(sizes: Sizes, vectors: np.ndarray, tmp_path_factory: pytest.TempPathFactory) -> RecallWorld:
    return RecallWorld(sizes, vectors, tmp_path_factory.mktemp("recall") / "store")


def _ids(store: MemoryStore, q: np.ndarray) -> list[tuple[str, float]]:
    return [(h.id, h.final) for h in store.recall("user:0", q, k=5, mmr_lambda=0.7, conflicts=False)]


@pytest.mark.benchmark(group="durable-recall")
@pytest.mark.parametrize("which", ["in_memory", "reopened"])
def test_recall_reopened_vs_in_memory(benchmark, recall_world: RecallWorld, which: str) -> None:
    store = recall_world.memory if which == "in_memory" else recall_world.disk
    queries = iter(np.tile(recall_world.queries, (10_000, 1)))
    benchmark(lambda: _ids(store, next(queries)))
    for q in recall_world.queries[:8]:
        assert _ids(recall_world.disk, q) == _ids(recall_world.memory, q)
    print(f"\n  engramdb SIMD level {engramdb.simd_level()}")
