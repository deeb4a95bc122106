"""Benchmark fixtures. Sizes are full under `--benchmark-only` and tiny under `--benchmark-disable`
(how `make test` smoke-runs this folder), so the smoke run checks correctness in seconds."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

import engramdb
from engramdb.bench.accuracy import BLAS_ENV
from engramdb.bench.accuracy import blas_kernel as blas_info

# OpenBLAS reads BLAS_ENV when it loads; on some processors they are set machine-wide (older OpenBLAS builds
# misbehave without them) and they slow a current numpy. A measuring run (--benchmark-only) re-executes itself
# without them, so that every numpy peer runs at its best; the smoke run of `make test` leaves them as they are.


def pytest_configure(config: pytest.Config) -> None:
    if not config.getoption("benchmark_only", False) or not any(os.environ.get(v) for v in BLAS_ENV):
        return
    env = {k: v for k, v in os.environ.items() if k not in BLAS_ENV}
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, list(sys.orig_argv), env)


def pytest_benchmark_update_machine_info(config: pytest.Config, machine_info: dict[str, Any]) -> None:
    """Every saved run records the BLAS the numpy peers used and the SIMD level engramdb's kernels ran at."""
    machine_info["blas"] = blas_info()
    machine_info["engramdb_simd_level"] = engramdb.simd_level()


@pytest.fixture(params=["one", "all"], ids=["blas1", "blas_all"])
def blas_threads(request: pytest.FixtureRequest, benchmark: Any) -> Iterator[str]:
    """Runs a numpy peer on one BLAS thread and on every thread BLAS takes (both are reported; a claim is made
    against the faster), the kernel recorded in the benchmark's extra_info."""
    from threadpoolctl import threadpool_limits

    if request.param == "one":
        with threadpool_limits(limits=1, user_api="blas"):
            benchmark.extra_info["blas"] = blas_info()
            yield request.param
    else:
        benchmark.extra_info["blas"] = blas_info()
        yield request.param


def clustered_unit_rows(rng: np.random.Generator, n: int, dim: int, clusters: int = 1000) -> np.ndarray:
    """Unit-norm rows around `clusters` Gaussian centres (noise 0.35), the data every benchmark here uses."""
    centres = rng.standard_normal((clusters, dim)).astype(np.float32)
    rows = centres[rng.integers(0, clusters, n)]
    rows += 0.35 * rng.standard_normal((n, dim)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows


def zipf_scoped_rows(rng: np.random.Generator, n: int, dim: int, n_scopes: int, n_queries: int
                     ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The scoped workload of bench_lancedb and bench_index_build: n unit rows around 500 centres (noise 0.35)
    in n_scopes Zipf-sized scopes, and n_queries perturbed rows (noise 0.05), each asked in its row's scope.
    Returns (rows, scope of each row, queries, the scope of each query)."""
    centres = rng.standard_normal((500, dim)).astype(np.float32)
    x = centres[rng.integers(0, 500, n)] + 0.35 * rng.standard_normal((n, dim)).astype(np.float32)
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    weights = 1.0 / np.arange(1, n_scopes + 1) ** 0.8  # Zipf-like sizes
    sizes = np.maximum(1, np.floor(weights / weights.sum() * n)).astype(np.int64)
    sizes[0] += n - sizes.sum()
    scope_of = rng.permutation(np.repeat(np.arange(n_scopes), sizes))
    picks = rng.integers(0, n, n_queries)
    q = x[picks] + 0.05 * rng.standard_normal((n_queries, dim)).astype(np.float32)
    return x, scope_of, (q / np.linalg.norm(q, axis=1, keepdims=True)).astype(np.float32), scope_of[picks]


@pytest.fixture(scope="session", autouse=True)
def report_simd_level(request: pytest.FixtureRequest) -> None:
    blas = blas_info()
    print(f"\nengramdb SIMD level: {engramdb.simd_level()} (best {engramdb._core.simd_best_level()}), "
          f"numpy {np.__version__}, BLAS {blas.get('internal_api')} {blas.get('version')} "
          f"{blas.get('architecture')} ({blas.get('num_threads')} threads), "
          f"OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '')}")


