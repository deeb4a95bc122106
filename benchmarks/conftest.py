"""Benchmark fixtures. Sizes are full under `--benchmark-only` and tiny under `--benchmark-disable`
(how `make test` smoke-runs this folder), so the smoke run checks correctness in seconds."""

from __future__ import annotations

import os

import numpy as np
import pytest

import engramdb


def clustered_unit_rows(rng: np.random.Generator, n: int, dim: int, clusters: int = 1000) -> np.ndarray:
    """Unit-norm rows around `clusters` Gaussian centres (noise 0.35), the data every benchmark here uses."""
    centres = rng.standard_normal((clusters, dim)).astype(np.float32)
    rows = centres[rng.integers(0, clusters, n)]
    rows += 0.35 * rng.standard_normal((n, dim)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return rows


@pytest.fixture(scope="session", autouse=True)
def report_simd_level(request: pytest.FixtureRequest) -> None:
    print(f"\nengramdb SIMD level: {engramdb.simd_level()} (best {engramdb._core.simd_best_level()}), "
          f"numpy {np.__version__}, OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '')}")


