"""engramdb.batch (issue 16): each job against its peer in the same run, results compared.

* rescore: the native kernel over N memories' columns (recency, query-independent score, strength) against
  numpy computing the same formula over the same columns (run with OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE unset),
  and the whole job (batch.rescore over an N-memory store, Arrow table out);
* recall: batch.recall over Q (scope, query) pairs against the loop of MemoryStore.recall over the same pairs
  (hits asserted equal), locally and on a loopback Dask cluster of 1 and 2 worker processes (the overhead per
  partition, and a PNG plot of throughput by worker count when matplotlib is installed);
* reembed: a store of E memories re-embedded with the hashing embedder, local against Dask.

Sizes: tiny under --benchmark-disable (the smoke run of `make test`); else from the environment:
ENGRAMDB_BATCH_ROWS (rescore, default 1,000,000), ENGRAMDB_BATCH_RECALL_ROWS (default 200,000, dim 128, 1,000
scopes), ENGRAMDB_BATCH_QUERIES (default 10,000), ENGRAMDB_BATCH_REEMBED_ROWS (default 50,000).

    env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE pytest benchmarks/bench_batch.py --benchmark-only
"""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

import engramdb
from engramdb import MemoryStore, batch
from engramdb.maintenance import LAYER_HALF_LIFE_DAYS
from engramdb.schema import LAYERS

from .conftest import clustered_unit_rows

NOW = 1_790_000_000.0
DAY = 86400.0
HALF_LIVES = [7.0, 30.0, 90.0, 365.0]
STRENGTH_DAYS = [LAYER_HALF_LIFE_DAYS[layer] for layer in LAYERS]
W = (0.25, 0.15, 0.1)  # recency, importance, confidence
OUT = Path(__file__).parent


def _sizes(request: pytest.FixtureRequest) -> dict[str, int]:
    if request.config.getoption("benchmark_disable", False):
        return dict(rows=20_000, recall_rows=4_000, queries=200, reembed_rows=2_000)
    env = os.environ.get
    return dict(rows=int(env("ENGRAMDB_BATCH_ROWS", 1_000_000)),
                recall_rows=int(env("ENGRAMDB_BATCH_RECALL_ROWS", 200_000)),
                queries=int(env("ENGRAMDB_BATCH_QUERIES", 10_000)),
                reembed_rows=int(env("ENGRAMDB_BATCH_REEMBED_ROWS", 50_000)))


@pytest.fixture(scope="module")
def sizes(request: pytest.FixtureRequest) -> dict[str, int]:
    return _sizes(request)


# ---------------------------------------------------------------------- rescore


@pytest.fixture(scope="module")
def columns(sizes: dict[str, int]) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(5)
    n = sizes["rows"]
    created = NOW - rng.uniform(0, 730, n) * DAY
    last_used = np.maximum(created, NOW - rng.uniform(0, 200, n) * DAY)
    return (created, last_used, rng.integers(0, 4, n).astype(np.uint8), rng.uniform(0, 1, n).astype(np.float32),
            rng.uniform(0, 1, n).astype(np.float32))


def _native(cols: tuple[np.ndarray, ...], threads: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    w = engramdb._core.Weights()
    w.recency, w.importance, w.confidence = W
    return engramdb._core.rescore(*cols, None, w, HALF_LIVES, False, STRENGTH_DAYS, NOW, threads)


def numpy_rescore(cols: tuple[np.ndarray, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The same formula in numpy, column by column."""
    created, last_used, layer, importance, confidence = cols
    age_days = np.maximum(NOW - created, 0.0) / DAY
    recency = np.exp2(-age_days / np.array(HALF_LIVES)[layer]).astype(np.float32)
    score = (np.float32(W[1]) * importance + np.float32(W[2]) * confidence) + np.float32(W[0]) * recency
    used_days = np.maximum(0.0, NOW - last_used) / DAY
    strength = np.exp2(-used_days / np.array(STRENGTH_DAYS)[layer]) * (0.5 + 0.5 * importance.astype(np.float64))
    return recency, score, strength


@pytest.mark.parametrize("threads", [1, 2])
def test_rescore_native(benchmark: Any, columns: tuple[np.ndarray, ...], threads: int) -> None:
    got = benchmark(_native, columns, threads)
    want = numpy_rescore(columns)
    errors = [float(np.max(np.abs(a.astype(np.float64) - b))) for a, b in zip(got, want)]
    assert errors[0] < 1e-5 and errors[1] < 1e-5 and errors[2] < 1e-5, errors  # strength: float 2^x, as recency
    n = len(columns[0])
    benchmark.extra_info.update(rows=n, max_abs_error_recency_score_strength=errors)
    if benchmark.stats:
        benchmark.extra_info["memories_per_s"] = n / benchmark.stats.stats.median


def test_rescore_numpy(benchmark: Any, columns: tuple[np.ndarray, ...]) -> None:
    benchmark.extra_info.update(rows=len(columns[0]), OPENBLAS_CORETYPE=os.environ.get("OPENBLAS_CORETYPE"),
                                OPENBLAS_L2_SIZE=os.environ.get("OPENBLAS_L2_SIZE"))
    benchmark(numpy_rescore, columns)
    if benchmark.stats:
        benchmark.extra_info["memories_per_s"] = len(columns[0]) / benchmark.stats.stats.median


@pytest.fixture(scope="module")
def rescore_store(sizes: dict[str, int], columns: tuple[np.ndarray, ...]) -> MemoryStore:
    """An in-memory store of the same N memories (8-d: rescore reads no vector), 1,000 scopes, sealed."""
    n = sizes["rows"]
    rng = np.random.default_rng(6)
    store = MemoryStore(dim=8, clock=lambda: NOW, dedup=False, ivf_min_rows=None)
    created, _last_used, layer, importance, confidence = columns
    vectors = rng.standard_normal((n, 8)).astype(np.float32)
    scopes = [f"user:{i % 1000}" for i in range(n)]
    step = 250_000
    for start in range(0, n, step):
        part = slice(start, start + step)
        store.remember_many(scopes[part], ["memory"] * len(scopes[part]), embeddings=vectors[part],
                            created_at=created[part], importance=importance[part], confidence=confidence[part],
                            layer=[LAYERS[c] for c in layer[part].tolist()])
    store.seal()
    return store


def test_rescore_job_local(benchmark: Any, rescore_store: MemoryStore) -> None:
    """The whole job: current rows, the kernel, and the Arrow table (scope, id, kind, layer, 5 numbers)."""
    table = benchmark.pedantic(batch.rescore, args=(rescore_store,), kwargs=dict(now=NOW, half_life_days=30.0),
                               rounds=3, iterations=1)
    assert table.num_rows == len(rescore_store)
    benchmark.extra_info["rows"] = table.num_rows
    if benchmark.stats:
        benchmark.extra_info["memories_per_s"] = table.num_rows / benchmark.stats.stats.median


# ---------------------------------------------------------------------- recall


class RecallWorld:
    def __init__(self, n: int, n_queries: int, dim: int = 128, n_scopes: int = 1000) -> None:
        rng = np.random.default_rng(9)
        emb = clustered_unit_rows(rng, n, dim)
        self.scope_of = rng.integers(0, n_scopes, n)
        self.store = MemoryStore(dim=dim, clock=lambda: NOW, dedup=False)
        self.store.remember_many([f"user:{c}" for c in self.scope_of.tolist()], ["memory"] * n, embeddings=emb,
                                 created_at=NOW - rng.uniform(0, 365, n) * DAY,
                                 importance=rng.uniform(0, 1, n).astype(np.float32))
        self.store.seal()
        picks = rng.integers(0, n, n_queries)
        queries = emb[picks] + 0.05 * rng.standard_normal((n_queries, dim)).astype(np.float32)
        self.vectors = (queries / np.linalg.norm(queries, axis=1, keepdims=True)).astype(np.float32)
        self.scopes = [f"user:{c}" for c in self.scope_of[picks].tolist()]
        self.table = pa.table({"scope": self.scopes, "vector": pa.FixedSizeListArray.from_arrays(
            pa.array(self.vectors.reshape(-1)), dim)})
        self.dir = tempfile.mkdtemp(prefix="engramdb-bench-batch-")
        with MemoryStore.open(Path(self.dir) / "s", dim=dim, dedup=False) as durable:  # for Dask: on disk
            durable.import_arrow(pa.concat_tables([self.store.export(s) for s in self.store.scopes()]))

    def loop(self) -> list[list[str]]:
        return [[h.id for h in self.store.recall(s, q, k=5, now=NOW, conflicts=False)]
                for s, q in zip(self.scopes, self.vectors)]


@pytest.fixture(scope="module")
def recall_world(sizes: dict[str, int]) -> Iterator[RecallWorld]:
    w = RecallWorld(sizes["recall_rows"], sizes["queries"])
    yield w
    shutil.rmtree(w.dir, ignore_errors=True)


def _ids_by_query(table: pa.Table, n: int) -> list[list[str]]:
    out: list[list[str]] = [[] for _ in range(n)]
    for q, i in zip(table.column("query_index").to_pylist(), table.column("id").to_pylist()):
        out[q].append(i)
    return out


def test_recall_single_query_loop(benchmark: Any, recall_world: RecallWorld) -> None:
    got = benchmark.pedantic(recall_world.loop, rounds=3, iterations=1)
    benchmark.extra_info["queries"] = len(got)
    if benchmark.stats:
        benchmark.extra_info["queries_per_s"] = len(got) / benchmark.stats.stats.median


def test_recall_batch_local(benchmark: Any, recall_world: RecallWorld) -> None:
    table = benchmark.pedantic(batch.recall, args=(recall_world.store, recall_world.table),
                               kwargs=dict(k=5, now=NOW), rounds=3, iterations=1)
    assert _ids_by_query(table, len(recall_world.scopes)) == recall_world.loop()
    benchmark.extra_info["queries"] = len(recall_world.scopes)
    if benchmark.stats:
        benchmark.extra_info["queries_per_s"] = len(recall_world.scopes) / benchmark.stats.stats.median


@pytest.fixture(scope="module", params=[1, 2], ids=["workers1", "workers2"])
def dask_client(request: pytest.FixtureRequest) -> Iterator[Any]:
    distributed = pytest.importorskip("distributed")
    if request.param == 1 and request.config.getoption("benchmark_disable", False):
        pytest.skip("the smoke run starts one cluster only")
    with distributed.LocalCluster(host="127.0.0.1", n_workers=request.param, threads_per_worker=1, processes=True,
                                  dashboard_address="127.0.0.1:0", worker_dashboard_address="127.0.0.1:0") as cluster, \
            distributed.Client(cluster) as client:
        yield client


def test_recall_batch_dask(benchmark: Any, recall_world: RecallWorld, dask_client: Any) -> None:
    path = str(Path(recall_world.dir) / "s")
    batch.recall(path, recall_world.table.slice(0, 10), engine="dask", client=dask_client, now=NOW)  # warm the workers
    table = benchmark.pedantic(batch.recall, args=(path, recall_world.table),
                               kwargs=dict(k=5, now=NOW, engine="dask", client=dask_client), rounds=3, iterations=1)
    assert _ids_by_query(table, len(recall_world.scopes)) == recall_world.loop()
    workers = len(dask_client.nthreads())
    partitions = len(batch.jobs._parts(recall_world.scopes, workers * batch.jobs._PARTS_PER_WORKER))
    benchmark.extra_info.update(queries=len(recall_world.scopes), workers=workers, partitions=partitions)
    if benchmark.stats:
        median = benchmark.stats.stats.median
        benchmark.extra_info["queries_per_s"] = len(recall_world.scopes) / median
        _record_dask_point(workers, partitions, len(recall_world.scopes) / median)


_DASK_POINTS: dict[int, tuple[int, float]] = {}


def _record_dask_point(workers: int, partitions: int, qps: float) -> None:
    """Throughput by worker count: JSON beside this file, and a PNG plot when matplotlib is installed."""
    _DASK_POINTS[workers] = (partitions, qps)
    (OUT / "batch_recall_workers.json").write_text(json.dumps(
        {str(k): {"partitions": p, "queries_per_s": q} for k, (p, q) in sorted(_DASK_POINTS.items())}, indent=1))
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return
    xs = sorted(_DASK_POINTS)
    fig, ax = plt.subplots(figsize=(4, 3))
    ax.plot(xs, [_DASK_POINTS[x][1] for x in xs], marker="o")
    ax.set_xlabel("Dask worker processes")
    ax.set_ylabel("(scope, query) pairs / s")
    ax.set_xticks(xs)
    ax.set_title("batch.recall on Dask (2 cores)")
    fig.tight_layout()
    fig.savefig(OUT / "batch_recall_workers.png", dpi=100)
    plt.close(fig)


# ---------------------------------------------------------------------- reembed


@pytest.fixture(scope="module")
def reembed_dir(sizes: dict[str, int]) -> Iterator[str]:
    n = sizes["reembed_rows"]
    tmp = tempfile.mkdtemp(prefix="engramdb-bench-reembed-")
    with MemoryStore.open(Path(tmp) / "s", dim=64, dedup=False, clock=lambda: NOW) as store:
        store.remember_many([f"user:{i % 200}" for i in range(n)],
                            [f"memory {i}: the supplier prefers invoices in {i % 13} copies" for i in range(n)])
    yield tmp
    shutil.rmtree(tmp, ignore_errors=True)


def _reembed(source: str, engine: str, client: Any = None) -> int:
    out = tempfile.mkdtemp(prefix="engramdb-bench-reembed-out-")
    try:
        start = time.perf_counter()
        n = batch.reembed(str(Path(source) / "s"), Path(out) / "new", engramdb.HashingEmbedder(dim=128),
                          engine=engine, client=client)
        assert n > 0 and time.perf_counter() > start
        return n
    finally:
        shutil.rmtree(out, ignore_errors=True)


def test_reembed_local(benchmark: Any, reembed_dir: str) -> None:
    n = benchmark.pedantic(_reembed, args=(reembed_dir, "local"), rounds=2, iterations=1)
    benchmark.extra_info["rows"] = n
    if benchmark.stats:
        benchmark.extra_info["memories_per_s"] = n / benchmark.stats.stats.median


def test_reembed_dask(benchmark: Any, reembed_dir: str, dask_client: Any) -> None:
    n = benchmark.pedantic(_reembed, args=(reembed_dir, "dask", dask_client), rounds=2, iterations=1)
    benchmark.extra_info.update(rows=n, workers=len(dask_client.nthreads()))
    if benchmark.stats:
        benchmark.extra_info["memories_per_s"] = n / benchmark.stats.stats.median
