"""Consolidation's clusters kernel: single-linkage clusters of near-duplicate memories (cosine >= 0.9) over
5,000 clustered 384-d unit vectors, engramdb's native kernel (blocked upper triangle, all cores) against the
numpy pipeline an agent builder writes (X @ X.T in row blocks on BLAS, then a union-find over the pairs),
in the same run, with the same labels asserted.

    pytest benchmarks/bench_consolidate.py --benchmark-only
"""

from __future__ import annotations

import os

import numpy as np
import pytest

import engramdb

from .conftest import clustered_unit_rows

DIM = 384
NOMINAL_THRESHOLD = 0.9
BLOCK_ROWS = 1024
SLACK = 1e-5  # engram/consolidate/clusters.hpp kCosineSlack


def numpy_clusters(x: np.ndarray, threshold: float) -> np.ndarray:
    """The peer: blocked X @ X.T on BLAS for the pairs, a union-find (roots = smallest index) over them."""
    n = len(x)
    parent = list(range(n))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    nonzero = np.any(x != 0, axis=1)
    for begin in range(0, n, BLOCK_ROWS):
        sims = x[begin:begin + BLOCK_ROWS] @ x[begin:].T
        rows, cols = np.nonzero(sims >= threshold - SLACK)
        rows += begin
        cols += begin
        keep = (cols > rows) & nonzero[rows] & nonzero[cols]
        for a, b in zip(rows[keep].tolist(), cols[keep].tolist()):
            ra, rb = find(a), find(b)
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
    return np.array([find(i) for i in range(n)], np.int64)


class Data:
    def __init__(self, n: int) -> None:
        rng = np.random.default_rng(11)
        self.x = clustered_unit_rows(rng, n, DIM, clusters=max(1, n // 5))
        self.x[rng.integers(0, n, n // 50)] = self.x[rng.integers(0, n, n // 50)]  # exact duplicates
        self.threshold = self._clear_threshold()
        self.expected = numpy_clusters(self.x, self.threshold)

    def _clear_threshold(self) -> float:
        """The middle of the widest gap between pair cosines in [0.9, 0.91], so that float summation
        order (BLAS or our kernels) cannot decide a link."""
        near = []
        for begin in range(0, len(self.x), BLOCK_ROWS):
            sims = self.x[begin:begin + BLOCK_ROWS] @ self.x.T
            near.append(sims[(sims >= NOMINAL_THRESHOLD) & (sims <= NOMINAL_THRESHOLD + 0.01)])
        values = np.unique(np.concatenate([*near, [NOMINAL_THRESHOLD, NOMINAL_THRESHOLD + 0.01]]))
        widest = int(np.argmax(np.diff(values)))
        return float((values[widest] + values[widest + 1]) / 2) + SLACK


@pytest.fixture(scope="module")
def data(request: pytest.FixtureRequest) -> Data:
    return Data(300 if request.config.getoption("benchmark_disable", False) else 5_000)


def report(benchmark, data: Data, labels: np.ndarray, label: str) -> None:
    clusters = int((np.bincount(labels, minlength=len(labels)) > 1).sum())
    benchmark.extra_info.update(n=len(data.x), dim=DIM, threshold=data.threshold, clusters=clusters,
                                cpus=os.cpu_count(), simd=engramdb.simd_level())
    if not benchmark.disabled:
        pairs = len(data.x) * (len(data.x) - 1) / 2
        best = benchmark.stats.stats.min
        print(f"\n{label}: n={len(data.x):,} x {DIM}, {clusters} clusters, best {best * 1e3:.1f} ms = "
              f"{pairs / best / 1e6:,.0f} M pairs/s ({os.cpu_count()} CPUs, simd {engramdb.simd_level()})")


@pytest.mark.benchmark(group="near-duplicate-clusters")
def test_clusters_engramdb_kernel(benchmark, data: Data) -> None:
    labels = benchmark(engramdb._core.near_duplicate_clusters, data.x, data.threshold)
    np.testing.assert_array_equal(labels, data.expected)
    assert (labels != np.arange(len(labels))).any()  # the data does have clusters
    report(benchmark, data, labels, "engramdb kernel")


@pytest.mark.benchmark(group="near-duplicate-clusters")
def test_clusters_numpy_reference(benchmark, data: Data, blas_threads: str) -> None:
    """On one BLAS thread and on all (conftest.blas_threads)."""
    labels = benchmark(numpy_clusters, data.x, data.threshold)
    np.testing.assert_array_equal(labels, data.expected)
    report(benchmark, data, labels, "numpy blocked X @ X.T + union-find")
