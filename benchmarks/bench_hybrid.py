"""Hybrid recall's cost (issue 18 item 5): recall(..., hybrid=0.3, the default for a text query) on a 10,000-row scope of a 20,000-row store
(hashing embedder, 384-d, k=5, MMR on, sealed: the scope's run is read through its inverted lists), against the
same recall with hybrid=False, in the same run, with the same text queries (each call embeds its question; the
hybrid one also tokenises it and scores every row holding one of its words). The hybrid hits are asserted equal
to the hybrid exact scan's. The lexical index is built on the first hybrid recall of the scope (timed apart).

    pytest benchmarks/bench_hybrid.py --benchmark-only

Under --benchmark-disable (the smoke run of `make test`): 2,000 rows in one scope, a few rounds.
"""

from __future__ import annotations

import time

import pytest

import engramdb

from .agent_texts import memory_texts, questions

NOW = 1_790_000_000.0
RECALL = dict(k=5, mmr_lambda=0.7, conflicts=False, now=NOW)
SHARE = 0.3
ROUNDS = 300


class World:
    def __init__(self, n_total: int, n_scope: int) -> None:
        texts = memory_texts(n_total)
        scopes = ["target" if i < n_scope else "other" for i in range(n_total)]
        self.store = engramdb.MemoryStore(clock=lambda: NOW, dedup=False)
        self.store.remember_many(scopes, texts)
        self.store.seal()
        self.queries = questions(64)
        self.store.recall("target", self.queries[0], hybrid=False, **RECALL)  # the lists, on the first recall
        started = time.perf_counter()
        self.store.recall("target", self.queries[0], hybrid=SHARE, **RECALL)
        self.index_seconds = time.perf_counter() - started
        print(f"\nfirst hybrid recall of a {n_scope}-row scope (builds its lexical index): "
              f"{self.index_seconds * 1e3:.1f} ms")


@pytest.fixture(scope="module")
def world(request: pytest.FixtureRequest) -> World:
    smoke = bool(request.config.getoption("benchmark_disable"))
    return World(4_000, 2_000) if smoke else World(20_000, 10_000)


def _cycle(items: list[str]):  # type: ignore[no-untyped-def]
    state = {"i": 0}

    def next_item() -> str:
        state["i"] = (state["i"] + 1) % len(items)
        return items[state["i"]]
    return next_item


@pytest.mark.benchmark(group="hybrid: a 10k scope")
def test_recall_dense(benchmark, world: World) -> None:
    query = _cycle(world.queries)
    hits = benchmark.pedantic(lambda: world.store.recall("target", query(), hybrid=False, **RECALL), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == 5 and all(h.lexical == 0 for h in hits)


@pytest.mark.benchmark(group="hybrid: a 10k scope")
def test_recall_hybrid(benchmark, world: World) -> None:
    for q in world.queries[:16]:  # the plan's answer is the exact scan's, with the lexical term in it
        got = [(h.id, h.final) for h in world.store.recall("target", q, hybrid=SHARE, **RECALL)]
        assert got == [(h.id, h.final) for h in world.store.recall("target", q, hybrid=SHARE, exact=True, **RECALL)]
    query = _cycle(world.queries)
    hits = benchmark.pedantic(lambda: world.store.recall("target", query(), hybrid=SHARE, **RECALL), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == 5


@pytest.mark.benchmark(group="hybrid: a 10k scope")
def test_recall_hybrid_exact(benchmark, world: World) -> None:
    query = _cycle(world.queries)
    hits = benchmark.pedantic(lambda: world.store.recall("target", query(), hybrid=SHARE, exact=True, **RECALL),
                              rounds=ROUNDS, warmup_rounds=20)
    assert len(hits) == 5
