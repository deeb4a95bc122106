"""Bulk ingest with vectors given: remember_many (validation, guards, normalisation, column append,
sealing) against the floor of any ingest, numpy copying the same vectors into a preallocated matrix.

    pytest benchmarks/bench_ingest.py --benchmark-only
"""

from __future__ import annotations

import numpy as np
import pytest

import engramdb

BATCH = 50_000


@pytest.fixture(scope="module")
def data(request: pytest.FixtureRequest) -> tuple[list[str], list[str], np.ndarray]:
    n = 2_000 if request.config.getoption("benchmark_disable", False) else 200_000
    rng = np.random.default_rng(3)
    texts = [f"Supplier S{i} prefers replies in Hindi; invoice {8000 + i} was rejected (reason E12)."
             for i in range(n)]
    scopes = [f"user:{i % 100}" for i in range(n)]  # 100 scopes of 2k rows: no graph is built at seal
    return scopes, texts, rng.standard_normal((n, 384)).astype(np.float32)


def ingest(scopes: list[str], texts: list[str], emb: np.ndarray) -> engramdb.MemoryStore:
    store = engramdb.MemoryStore(dim=384)
    for start in range(0, len(texts), BATCH):
        end = start + BATCH
        store.remember_many(scopes[start:end], texts[start:end], embeddings=emb[start:end])
    return store


@pytest.mark.benchmark(group="ingest")
def test_ingest_remember_many(benchmark, data) -> None:
    store = benchmark.pedantic(ingest, args=data, rounds=3, iterations=1)
    assert len(store) == len(data[1]) and store.count("user:7") == len(data[1]) // 100
    rate = len(data[1]) / benchmark.stats.stats.min if benchmark.stats else 0
    print(f"\nremember_many: {rate:,.0f} memories/s (best round)")


@pytest.mark.benchmark(group="ingest")
def test_ingest_floor_numpy_copy(benchmark, data) -> None:
    """Copying the vectors once into a matrix: no ingest can beat this."""
    emb = data[2]
    out = benchmark(lambda: np.copyto(np.empty_like(emb), emb))
    assert out is None
