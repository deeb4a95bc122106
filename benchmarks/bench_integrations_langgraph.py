"""The LangGraph adapter's overhead (issue 15): ``EngramStore.search(namespace, query=..., limit=10)`` on a store of
100,000 items (384-d, one indexed field each, sealed), against engramdb's own ``recall`` of the same vectors
with the parameters the adapter passes (k=10, plain similarity, no conflict marking), in the same run. The goal:
search's p50 within 1.5x of recall's. Two layouts: one namespace of 100k items, and 100 namespaces of 1,000
searched through their common prefix (one recall_many over 100 scopes).

    pytest benchmarks/bench_integrations_langgraph.py --benchmark-only

The query's embedding is a dict lookup (the embedding model's cost is not the adapter's). Under
--benchmark-disable (the smoke run of `make test`): 2,000 items, a few rounds, and the answers checked.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from langgraph.store.base import PutOp

import engramdb
from engramdb.integrations.langgraph import SIMILARITY, EngramStore

from .conftest import clustered_unit_rows

DIM = 384
K = 10
ROUNDS = 400
RECALL: dict[str, Any] = dict(k=K, weights=SIMILARITY, conflicts=False)


class World:
    def __init__(self, n: int, namespaces: int) -> None:
        rng = np.random.default_rng(15)
        vectors = clustered_unit_rows(rng, n, DIM)
        texts = [f"memory {i}" for i in range(n)]
        picks = rng.choice(n, 32, replace=False)
        queries = vectors[picks] + 0.02 * rng.standard_normal((32, DIM)).astype(np.float32)
        self.queries = (queries / np.linalg.norm(queries, axis=1, keepdims=True)).astype(np.float32)
        self.query_texts = [f"query {i}" for i in range(len(queries))]
        lookup = dict(zip(texts, vectors.tolist())) | dict(zip(self.query_texts, self.queries.tolist()))

        def embed(batch: list[str]) -> list[list[float]]:
            return [lookup[t] for t in batch]

        self.namespaces = [("users", str(j)) for j in range(namespaces)]
        owner = [i % namespaces for i in range(n)]
        self.lg = EngramStore(index={"dims": DIM, "embed": embed, "fields": ["text"]})
        for start in range(0, n, 10_000):
            self.lg.batch([PutOp(self.namespaces[owner[i]], str(i), {"text": texts[i], "n": i})
                           for i in range(start, min(n, start + 10_000))])
        self.lg.store.seal()
        # the same vectors in a plain store, one scope per namespace
        self.plain = engramdb.MemoryStore(dim=DIM, dedup=False)
        self.plain.remember_many([f"users/{j}" for j in owner], texts, embeddings=vectors)
        self.plain.seal()
        self.prefix = self.namespaces[0] if namespaces == 1 else ("users",)
        self.scopes = [f"users/{j}" for j in range(namespaces)]


@pytest.fixture(scope="module")
def one(request: pytest.FixtureRequest) -> World:
    return World(2_000 if request.config.getoption("benchmark_disable") else 100_000, 1)


@pytest.fixture(scope="module")
def many(request: pytest.FixtureRequest) -> World:
    return World(2_000 if request.config.getoption("benchmark_disable") else 100_000, 100)


def _cycle(n: int):  # type: ignore[no-untyped-def]
    state = {"i": 0}

    def next_index() -> int:
        state["i"] = (state["i"] + 1) % n
        return state["i"]
    return next_index


def _recall(world: World, i: int) -> list[Any]:
    if len(world.scopes) == 1:
        return world.plain.recall(world.scopes[0], world.queries[i], **RECALL)
    per_scope = world.plain.recall_many(world.scopes, np.tile(world.queries[i], (len(world.scopes), 1)), **RECALL)
    return sorted((h for hits in per_scope for h in hits), key=lambda h: -h.similarity)[:K]


def _check(world: World) -> None:
    """The adapter's answer is recall's: the same items, and their cosines (the plain store's similarity, all
    positive here)."""
    for i in range(4):
        got = world.lg.search(world.prefix, query=world.query_texts[i], limit=K)
        want = _recall(world, i)
        assert [r.key for r in got] == [h.text.split()[1] for h in want]
        assert [r.score for r in got] == pytest.approx([h.similarity for h in want], abs=1e-5)


@pytest.mark.benchmark(group="langgraph: one namespace of 100k")
def test_recall_one_namespace(benchmark, one: World) -> None:
    i = _cycle(len(one.queries))
    hits = benchmark.pedantic(lambda: _recall(one, i()), rounds=ROUNDS, warmup_rounds=20)
    assert len(hits) == K


@pytest.mark.benchmark(group="langgraph: one namespace of 100k")
def test_search_one_namespace(benchmark, one: World) -> None:
    _check(one)
    i = _cycle(len(one.queries))
    got = benchmark.pedantic(lambda: one.lg.search(one.prefix, query=one.query_texts[i()], limit=K), rounds=ROUNDS,
                             warmup_rounds=20)
    assert len(got) == K


@pytest.mark.benchmark(group="langgraph: 100 namespaces of 1k, by prefix")
def test_recall_many_namespaces(benchmark, many: World) -> None:
    i = _cycle(len(many.queries))
    hits = benchmark.pedantic(lambda: _recall(many, i()), rounds=ROUNDS // 4, warmup_rounds=5)
    assert len(hits) == K


@pytest.mark.benchmark(group="langgraph: 100 namespaces of 1k, by prefix")
def test_search_many_namespaces(benchmark, many: World) -> None:
    _check(many)
    i = _cycle(len(many.queries))
    got = benchmark.pedantic(lambda: many.lg.search(many.prefix, query=many.query_texts[i()], limit=K),
                             rounds=ROUNDS // 4, warmup_rounds=5)
    assert len(got) == K


@pytest.mark.benchmark(group="langgraph: one namespace of 100k")
def test_search_to_recall_interleaved(benchmark, one: World) -> None:
    """The ratio with the two calls alternated (a shared machine's drift hits both alike): p50 of search over
    p50 of recall, printed and kept in the benchmark's extra_info."""
    import statistics
    import time

    recall, search = [], []

    def both() -> None:
        i = len(recall) % len(one.queries)
        t = time.perf_counter()
        _recall(one, i)
        recall.append(time.perf_counter() - t)
        t = time.perf_counter()
        one.lg.search(one.prefix, query=one.query_texts[i], limit=K)
        search.append(time.perf_counter() - t)
    benchmark.pedantic(both, rounds=ROUNDS, warmup_rounds=20)
    ratio = statistics.median(search) / statistics.median(recall)
    benchmark.extra_info.update(recall_p50_ms=1e3 * statistics.median(recall),
                                search_p50_ms=1e3 * statistics.median(search), ratio=ratio)
    print(f"\nLangGraph search p50 {1e3 * statistics.median(search):.2f} ms, recall p50 "
          f"{1e3 * statistics.median(recall):.2f} ms: {ratio:.2f}x")
