"""A metadata filter in recall (issue 15): a 10 %-selective `where` on a 10,000-row scope of a 50,000-row store
(384-d, k=5, MMR on, sealed), against the same recall without the filter, in the same run. The goal: the
filtered recall's p50 within 2x of the unfiltered one. The filtered hits are asserted to be exactly the
unfiltered recall's answer over the matching rows only (an exact recall of a store holding just those rows).

    pytest benchmarks/bench_filters.py --benchmark-only

Under --benchmark-disable (the smoke run of `make test`): 2,000 rows in one scope, a few rounds.
"""

from __future__ import annotations

import numpy as np
import pytest

import engramdb

from .conftest import clustered_unit_rows

NOW = 1_790_000_000.0
DAY = 86400.0
RECALL = dict(k=5, mmr_lambda=0.7, conflicts=False, now=NOW)
WHERE = {"tag": "a"}
ROUNDS = 400


class World:
    def __init__(self, n_total: int, n_scope: int, dim: int = 384) -> None:
        rng = np.random.default_rng(21)
        emb = clustered_unit_rows(rng, n_total, dim)
        scope_of = np.where(np.arange(n_total) < n_scope, "target", "other")
        tags = np.where(rng.random(n_total) < 0.1, "a", "b")  # 10 % of the rows match
        created = NOW - rng.random(n_total) * 365 * DAY
        self.store = engramdb.MemoryStore(dim=dim, clock=lambda: NOW, dedup=False)
        self.store.remember_many(scope_of.tolist(), [f"memory {i}" for i in range(n_total)], embeddings=emb,
                                 created_at=created, meta=[{"tag": t, "n": i} for i, t in enumerate(tags.tolist())])
        self.store.seal()
        picks = rng.choice(n_scope, 32, replace=False)
        queries = emb[picks] + 0.02 * rng.standard_normal((32, dim)).astype(np.float32)
        self.queries = (queries / np.linalg.norm(queries, axis=1, keepdims=True)).astype(np.float32)
        # the reference: a store of the matching rows alone, recalled exactly
        match = (scope_of == "target") & (tags == "a")
        self.only = engramdb.MemoryStore(dim=dim, clock=lambda: NOW, dedup=False)
        self.only.remember_many("target", [f"memory {i}" for i in np.flatnonzero(match).tolist()],
                                embeddings=emb[match], created_at=created[match])
        self.only.seal()


@pytest.fixture(scope="module")
def world(request: pytest.FixtureRequest) -> World:
    smoke = bool(request.config.getoption("benchmark_disable"))
    return World(4_000, 2_000) if smoke else World(50_000, 10_000)


def _cycle(queries: np.ndarray):  # type: ignore[no-untyped-def]
    state = {"i": 0}

    def next_query() -> np.ndarray:
        state["i"] = (state["i"] + 1) % len(queries)
        return queries[state["i"]]
    return next_query


@pytest.mark.benchmark(group="filter: 10 % of a 10k scope")
def test_recall_unfiltered(benchmark, world: World) -> None:
    query = _cycle(world.queries)
    hits = benchmark.pedantic(lambda: world.store.recall("target", query(), **RECALL), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == 5


@pytest.mark.benchmark(group="filter: 10 % of a 10k scope")
def test_recall_filtered(benchmark, world: World) -> None:
    for q in world.queries[:8]:  # the answer: exactly the recall over the matching rows
        got = [h.text for h in world.store.recall("target", q, where=WHERE, exact=True, **RECALL)]
        assert got == [h.text for h in world.only.recall("target", q, exact=True, **RECALL)]
        assert all(h.memory.meta["tag"] == "a" for h in world.store.recall("target", q, where=WHERE, **RECALL))
    query = _cycle(world.queries)
    hits = benchmark.pedantic(lambda: world.store.recall("target", query(), where=WHERE, **RECALL), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == 5
