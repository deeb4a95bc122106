"""Scoped recall: a 10k-memory scope inside a 200k-memory store (384-d, k=5, MMR on), engramdb's one
native call against the same work in numpy over the scope's rows held contiguous (sgemv, fused score,
Python MMR; on one BLAS thread and on all), in the same run
(exact plan, results asserted equal; and the default plan: the scope's inverted lists), each also with the
store's int8 codes
(quantize="int8": the exact plan's results asserted equal too); and the scan kernels (float, int8)
against numpy's BLAS matvec over the same contiguous rows, on as many threads as BLAS takes and on one.

    pytest benchmarks/bench_recall.py --benchmark-only
"""

from __future__ import annotations

import numpy as np
import pytest

import engramdb

from .conftest import clustered_unit_rows

NOW = 1_790_000_000.0
DAY = 86400.0
W = (engramdb.Weights().similarity, engramdb.Weights().recency, engramdb.Weights().importance)  # the defaults
K, MMR_LAMBDA, HALF_LIFE, POOL = 5, 0.7, 30.0, 100


class World:
    def __init__(self, n_total: int, n_scope: int, dim: int = 384, quantize: str | None = None) -> None:
        rng = np.random.default_rng(7)
        self.emb = clustered_unit_rows(rng, n_total, dim)
        n_scopes = n_total // n_scope
        self.scope_code = rng.permutation(np.arange(n_total) % n_scopes)  # scopes interleaved in write order
        self.created = NOW - rng.random(n_total) * 365 * DAY
        self.importance = rng.random(n_total).astype(np.float32)
        # Queries near the target scope's memories (perturbed rows), so similarity
        # matters the way it does for an agent asking about something it remembered.
        qrng = np.random.default_rng(8)
        picks = qrng.choice(np.flatnonzero(self.scope_code == 0), 64, replace=False)
        queries = self.emb[picks] + 0.02 * qrng.standard_normal((64, dim)).astype(np.float32)  # cos ~0.93
        self.queries = queries / np.linalg.norm(queries, axis=1, keepdims=True)
        self.store = engramdb.MemoryStore(dim=dim, clock=lambda: NOW, quantize=quantize)
        scopes = [f"user:{c}" for c in self.scope_code.tolist()]
        self.store.remember_many(scopes, ["memory"] * n_total, embeddings=self.emb, created_at=self.created,
                                 importance=self.importance)
        self.store.seal()
        self.target = 0
        # The numpy peer at its best: the scope's rows kept contiguous (as an agent builder would keep them, one
        # array per scope), so a query is one sgemv over them, not a mask and a gather of the whole store.
        self.rows = np.flatnonzero(self.scope_code == self.target)
        self.scope_emb = np.ascontiguousarray(self.emb[self.rows])
        self.scope_created = np.ascontiguousarray(self.created[self.rows])
        self.scope_importance = np.ascontiguousarray(self.importance[self.rows])


def numpy_recall(w: World, query: np.ndarray) -> list[int]:
    """The Python pipeline an agent builder writes with numpy over a scope's contiguous rows: sgemv, the fused
    score of every row, the POOL best, greedy MMR (the same work as the exact plan, so the same picks)."""
    sim = np.maximum(w.scope_emb @ query, 0)
    recency = 0.5 ** ((NOW - w.scope_created) / DAY / HALF_LIFE)
    fused = W[0] * sim + W[1] * recency + W[2] * w.scope_importance
    pool = np.argsort(-fused, kind="stable")[:POOL]
    rows = w.rows
    vectors = w.scope_emb[pool]
    chosen: list[int] = []
    max_sim = np.full(len(pool), -np.inf, np.float32)
    for _ in range(K):
        value = MMR_LAMBDA * fused[pool] - (1 - MMR_LAMBDA) * (max_sim if chosen else 0)
        value[chosen] = -np.inf
        best = int(np.argmax(value))
        chosen.append(best)
        max_sim = np.maximum(max_sim, vectors @ vectors[best])
    return rows[pool[chosen]].tolist()


def _world(request: pytest.FixtureRequest, quantize: str | None = None) -> World:
    disabled = request.config.getoption("benchmark_disable", False)
    return World(2_000, 100, quantize=quantize) if disabled else World(200_000, 10_000, quantize=quantize)


@pytest.fixture(scope="module")
def world(request: pytest.FixtureRequest) -> World:
    return _world(request)


@pytest.fixture(scope="module")
def world_int8(request: pytest.FixtureRequest) -> World:
    """The same rows in a store with quantize="int8" (codes made on first use, before timing)."""
    w = _world(request, "int8")
    w.store.engine.segments()
    return w


def engram_ids(w: World, query: np.ndarray, *, exact: bool = True) -> list[int]:
    # conflicts=False: the numpy pipeline does no contradiction check, so neither does this side
    hits = w.store.recall(f"user:{w.target}", query, k=K, mmr_lambda=MMR_LAMBDA, half_life_days=HALF_LIFE,
                          conflicts=False, exact=exact)
    return [int(h.id[1:]) for h in hits]  # ids are m<write position> here


@pytest.mark.benchmark(group="scoped-recall")
@pytest.mark.parametrize("store", ["world", "world_int8"])
def test_recall_engramdb_exact(benchmark, request: pytest.FixtureRequest, store: str) -> None:
    """The same work as the numpy pipeline (an exact scan of the scope), in one native call; on int8 codes
    too, where the error bound keeps the scan exact."""
    w: World = request.getfixturevalue(store)
    queries = iter(np.tile(w.queries, (10_000, 1)))
    benchmark(lambda: engram_ids(w, next(queries)))
    for q in w.queries[:8]:
        assert engram_ids(w, q) == numpy_recall(w, q)


@pytest.mark.benchmark(group="scoped-recall")
@pytest.mark.parametrize("store", ["world", "world_int8"])
def test_recall_engramdb_default_plan(benchmark, request: pytest.FixtureRequest, store: str) -> None:
    """The default plan: a 10k-row scope is read through its inverted lists (made on its first recall,
    before timing): the lists nearest to the query, their best rows by an int8 estimate rescored in float
    (the int8 store's codes are not used: the lists hold their own)."""
    w: World = request.getfixturevalue(store)
    engram_ids(w, w.queries[0], exact=False)
    queries = iter(np.tile(w.queries, (10_000, 1)))
    benchmark(lambda: engram_ids(w, next(queries), exact=False))
    # The shortlist is the best of the rows in the lists nearest to the query; the exact plan ranks every
    # row of the scope by the fused score. They agree on the memory the query is about (the best hit);
    # after it, MMR pushes the near-duplicates down and the remaining picks are decided by recency and
    # importance among weakly similar memories, which the exact plan draws from the whole scope and the
    # lists plan from its shortlist (see benchmarks/RESULTS.md).
    same_best = [engram_ids(w, q, exact=False)[0] == numpy_recall(w, q)[0] for q in w.queries[:16]]
    assert np.mean(same_best) >= 0.9


@pytest.mark.benchmark(group="scoped-recall")
def test_recall_numpy_pipeline(benchmark, world: World, blas_threads: str) -> None:
    """The numpy peer on one BLAS thread and on all (conftest.blas_threads), its kernel in extra_info."""
    queries = iter(np.tile(world.queries, (10_000, 1)))
    benchmark(lambda: numpy_recall(world, next(queries)))


@pytest.fixture(scope="module")
def scan_rows(world: World) -> np.ndarray:
    n = 10_000 if len(world.emb) >= 10_000 else len(world.emb)
    return np.ascontiguousarray(world.emb[:n])


@pytest.mark.benchmark(group="scan-10k")
def test_scan_engramdb_kernel(benchmark, scan_rows: np.ndarray, world: World) -> None:
    q = world.queries[0]
    out = benchmark(engramdb._core.dot_many, q, scan_rows)
    np.testing.assert_allclose(out, scan_rows @ q, atol=1e-5)


@pytest.mark.benchmark(group="scan-10k")
def test_scan_engramdb_int8_kernel(benchmark, scan_rows: np.ndarray, world: World) -> None:
    """The int8 kernel over the same rows' codes (a quarter of the bytes), one thread."""
    codes, scale, l1_max = engramdb._core.sq8_encode(scan_rows)
    q_codes, q_scale, bound = engramdb._core.sq8_query(world.queries[0], scale, l1_max)
    out = benchmark(engramdb._core.dot_i8_many, q_codes, codes)
    assert np.all(np.abs(q_scale * out - scan_rows @ world.queries[0]) <= bound)


@pytest.mark.benchmark(group="scan-10k")
def test_scan_engramdb_int8_kernel_without_vnni(benchmark, scan_rows: np.ndarray, world: World) -> None:
    """The same int8 kernel with AVX-512's plain bodies (level "avx512-novnni"), beside the VNNI ones the avx512
    level picks where the CPU has them: what VPDPBUSD buys on these rows."""
    if engramdb._core.simd_best_level() != "avx512":
        pytest.skip("this CPU has no AVX-512")
    codes, scale, l1_max = engramdb._core.sq8_encode(scan_rows)
    q_codes, _, _ = engramdb._core.sq8_query(world.queries[0], scale, l1_max)
    out = benchmark(engramdb._core.dot_i8_many, q_codes, codes, "avx512-novnni")
    np.testing.assert_array_equal(out, engramdb._core.dot_i8_many(q_codes, codes))  # bit for bit


@pytest.mark.benchmark(group="scan-10k")
def test_scan_numpy_matvec(benchmark, scan_rows: np.ndarray, world: World) -> None:
    """numpy's BLAS sgemv as installed (OpenBLAS uses both cores for a matrix this size)."""
    q = world.queries[0]
    benchmark(np.dot, scan_rows, q)


@pytest.mark.benchmark(group="scan-10k")
def test_scan_numpy_matvec_one_thread(benchmark, scan_rows: np.ndarray, world: World) -> None:
    """The same sgemv on one thread, like the engramdb kernel call (one query, one thread)."""
    from engramdb.bench import one_blas_thread

    q = world.queries[0]
    with one_blas_thread():
        benchmark(np.dot, scan_rows, q)
