"""Native HNSW (engramdb._core.HnswIndex) against hnswlib on the same clustered, unit-norm 384-d data, same
M=16, ef_construction=200 and thread count: build time, and single-query search (one query per call, one
thread) at a few ef values, each asserting recall@10 against numpy ground truth.

    ENGRAMDB_BENCH_N=100000 pytest benchmarks/bench_hnsw.py --benchmark-only

n defaults to 100,000 (2,000 under --benchmark-disable, the smoke run of `make test`). The full sweep with
latency percentiles is benchmarks/hnsw_compare.py.
"""

from __future__ import annotations

import os

import numpy as np
import pytest

import engramdb

from .conftest import clustered_unit_rows

hnswlib = pytest.importorskip("hnswlib")

DIM = 384
K = 10
M = 16
EF_CONSTRUCTION = 200
THREADS = os.cpu_count() or 1
N_QUERIES = 500
# recall@10 floors: far below what either library reaches on this data, high enough to catch a broken graph.
RECALL_FLOOR = {16: 0.80, 32: 0.90, 64: 0.95}


class Data:
    def __init__(self, n: int) -> None:
        rng = np.random.default_rng(17)
        self.x = np.ascontiguousarray(clustered_unit_rows(rng, n, DIM, clusters=min(1000, max(1, n // 20))))
        picks = rng.integers(0, n, N_QUERIES)
        queries = self.x[picks] + 0.1 / np.sqrt(DIM) * rng.standard_normal((N_QUERIES, DIM)).astype(np.float32)
        self.queries = np.ascontiguousarray(queries / np.linalg.norm(queries, axis=1, keepdims=True))
        self.truth = np.empty((N_QUERIES, K), dtype=np.int64)
        for begin in range(0, N_QUERIES, 100):
            sims = self.queries[begin:begin + 100] @ self.x.T
            self.truth[begin:begin + 100] = np.argsort(-sims, axis=1)[:, :K]
        self.indexes: dict[str, object] = {}

    def recall(self, found: list[np.ndarray]) -> float:
        return sum(len(np.intersect1d(f, t)) for f, t in zip(found, self.truth)) / self.truth.size


def build_engramdb(x: np.ndarray):
    return engramdb._core.HnswIndex(x, M=M, ef_construction=EF_CONSTRUCTION, seed=100, threads=THREADS)


def build_hnswlib(x: np.ndarray):
    index = hnswlib.Index(space="ip", dim=x.shape[1])
    index.init_index(max_elements=len(x), M=M, ef_construction=EF_CONSTRUCTION, random_seed=100)
    index.set_num_threads(THREADS)
    index.add_items(x, np.arange(len(x)))
    index.set_num_threads(1)
    return index


BUILDERS = {"engramdb": build_engramdb, "hnswlib": build_hnswlib}


def searcher(name: str, index, ef: int):
    if name == "engramdb":
        return lambda q: index.search(q, K, ef)[0]
    index.set_ef(ef)
    return lambda q: index.knn_query(q, k=K)[0][0]


@pytest.fixture(scope="module")
def data(request: pytest.FixtureRequest) -> Data:
    disabled = request.config.getoption("benchmark_disable", False)
    return Data(2_000 if disabled else int(os.environ.get("ENGRAMDB_BENCH_N", "100000")))


def index_for(data: Data, name: str):
    if name not in data.indexes:
        data.indexes[name] = BUILDERS[name](data.x)
    return data.indexes[name]


@pytest.mark.parametrize("name", list(BUILDERS))
@pytest.mark.benchmark(group="hnsw-build")
def test_build(benchmark, data: Data, name: str) -> None:
    index = benchmark.pedantic(BUILDERS[name], args=(data.x,), rounds=1, iterations=1)
    data.indexes[name] = index
    found = [searcher(name, index, 64)(q) for q in data.queries]
    recall = data.recall(found)
    benchmark.extra_info.update(n=len(data.x), dim=DIM, threads=THREADS, recall_at_10_ef64=recall,
                                simd=engramdb.simd_level())
    assert recall >= RECALL_FLOOR[64]


@pytest.mark.parametrize("name", list(BUILDERS))
@pytest.mark.parametrize("ef", sorted(RECALL_FLOOR))
def test_search(benchmark, data: Data, name: str, ef: int) -> None:
    benchmark.group = f"hnsw-search-ef{ef}"
    search = searcher(name, index_for(data, name), ef)

    def all_queries() -> list[np.ndarray]:
        return [search(q) for q in data.queries]

    found = benchmark(all_queries)
    recall = data.recall(found)
    benchmark.extra_info.update(n=len(data.x), queries=N_QUERIES, recall_at_10=recall, ef=ef,
                                simd=engramdb.simd_level())
    if not benchmark.disabled:
        print(f"\n{name} ef={ef}: recall@10 {recall:.4f}, {N_QUERIES / benchmark.stats.stats.min:,.0f} QPS")
    assert recall >= RECALL_FLOOR[ef]
