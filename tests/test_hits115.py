"""The recall pool's order (branch hits115): engram/query/scorer.hpp's Pool appends candidates until it is full (the
heap is made when its last place is taken), places up to 128 candidates by counting their ranks and sorts one 64-bit
key per candidate of a larger pool, instead of sorting the candidates; each must
leave every pool and every recall's hits in rank::better's order (score descending, then segment and row ascending),
whether the pool fills or not and however many candidates tie on their score."""

from __future__ import annotations

import numpy as np
import pytest

from engramdb import MemoryStore, _core
from engramdb.engine import params as recall_params

from .conftest import NOW, Clock, unit_rows


def _store(rng: np.random.Generator, n: int, copies: int, dim: int = 8) -> MemoryStore:
    """One scope of `n` memories over two segments (sealed, then active), each distinct vector written `copies`
    times with the same importance and confidence at the same time, so that its copies score alike (ties)."""
    store = MemoryStore(dim=dim, clock=Clock(), dedup=False, graph_min_rows=None, ivf_min_rows=None)
    distinct = unit_rows(rng, (n + copies - 1) // copies, dim)
    vectors = np.repeat(distinct, copies, axis=0)[:n]
    half = n // 2
    store.remember_many("s", [f"m {i}" for i in range(half)], embeddings=vectors[:half])
    store.seal()
    store.remember_many("s", [f"m {i}" for i in range(half, n)], embeddings=vectors[half:])
    return store


def _native(store: MemoryStore, q: np.ndarray, k: int, k_wide: int, keep_pool: bool) -> tuple:
    store.engine.recall_plan("s")
    planned = store.engine._plans["s"]
    params = recall_params.build_from(lambda: NOW, {"k": k, "k_wide": k_wide}, keep_pool=keep_pool)
    vector = _core.normalized_rows(q[None, :].astype(np.float32))[0]
    return _core.recall([seg.native() for seg in planned.segments], planned.selections, vector, params)


def _reference(store: MemoryStore, q: np.ndarray, n: int) -> list[tuple[int, int, float]]:
    """Every row's (segment, row, score), ordered in Python by (-score, segment, row)."""
    every = _native(store, q, n, n, False)
    found = list(zip(every[0].tolist(), every[1].tolist(), every[2].tolist()))
    assert len(found) == n
    return sorted(found, key=lambda c: (-c[2], c[0], c[1]))


@pytest.mark.parametrize(
    ("n", "k_wide", "copies"),
    [
        (3, 100, 1),
        (40, 100, 1),
        (40, 100, 4),
        (40, 40, 3),
        (300, 100, 1),
        (300, 100, 7),
        (300, 17, 2),
        (300, 200, 3),
        (300, 128, 1),
        (129, 129, 2),
    ],
)
def test_the_pool_and_the_hits_are_in_rank_order(rng, n, k_wide, copies) -> None:
    """A pool that never fills (n < k_wide), one filled by its last candidate (n == k_wide) and one that fills and
    then replaces its worst (n > k_wide), with and without tied scores: the pool's (segment, row) and the hits'
    are the reference order's first k_wide and first k."""
    store = _store(rng, n, copies)
    for q in unit_rows(rng, 6, 8):
        order = _reference(store, q, n)
        if copies > 1:
            assert len({c[2] for c in order}) < n  # the copies tie
        out = _native(store, q, 5, k_wide, True)
        pool_segments, pool_rows = out[-2].tolist(), out[-1].tolist()
        assert list(zip(pool_segments, pool_rows)) == [(s, r) for s, r, _ in order[: max(5, k_wide)]]
        assert list(zip(out[0].tolist(), out[1].tolist())) == [(s, r) for s, r, _ in order[:5]]
        assert out[2].tolist() == [c[2] for c in order[:5]]


def test_ties_are_ordered_by_segment_then_row(rng) -> None:
    """Twelve copies of one vector (both segments hold some) and one other: the copies' equal scores come back in
    (segment, row) order, in the pool and in the hits, also when the pool is full."""
    store = MemoryStore(dim=8, clock=Clock(), dedup=False, graph_min_rows=None, ivf_min_rows=None)
    v = unit_rows(rng, 2, 8)
    store.remember_many("s", [f"c {i}" for i in range(7)], embeddings=np.repeat(v[:1], 7, axis=0))
    store.seal()
    store.remember_many("s", ["other", *[f"c {i}" for i in range(5)]], embeddings=np.vstack([v[1:], *[v[:1]] * 5]))
    for k_wide in (100, 13, 6):
        out = _native(store, v[0], 5, k_wide, True)
        pool = list(zip(out[-2].tolist(), out[-1].tolist()))
        copies = [c for c in pool if c != (1, 0)]
        assert copies == sorted(copies)
        assert len(pool) == max(5, min(k_wide, 13))
        assert list(zip(out[0].tolist(), out[1].tolist())) == pool[:5]


def test_the_default_recall_keeps_its_answers(rng) -> None:
    """store.recall with the conflict pass (the pool kept and sorted) returns the hits of a recall without it
    (the pool not kept) in the same order when no memory conflicts: numbered texts with random vectors."""
    store = _store(rng, 60, 2, dim=16)
    for q in unit_rows(rng, 8, 16):
        marked = store.recall("s", q.astype(np.float32), k=10, now=NOW)
        plain = store.recall("s", q.astype(np.float32), k=10, now=NOW, conflicts=False)
        assert [(h.id, h.final) for h in marked] == [(h.id, h.final) for h in plain]
