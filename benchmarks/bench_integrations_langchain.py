"""The LangChain adapter's overhead (issue 15): ``EngramVectorStore.similarity_search(query, k=4)`` on a store of
100,000 memories (384-d clustered unit rows, sealed, one scope, metadata on every row) against engramdb's own
``recall`` of the same query vector, in the same run. The goal: the adapter's p50 within 1.5x of recall's.

    .venv/bin/python -m pytest benchmarks/bench_integrations_langchain.py --benchmark-only \\
        --benchmark-columns=min,median,mean,rounds -s

Four timings: recall with the adapter's own options (plain similarity, no conflict marking: the like-for-like
baseline), recall with its defaults (fused score, conflicts marked), the adapter from a vector
(``similarity_search_by_vector``) and from a text (``similarity_search``, whose embedding is a table lookup so
that the model's cost is left out). The medians and ratios are printed at the end of the module (with -s).
Each adapter answer is checked against recall's. Under --benchmark-disable (the smoke run of `make test`):
2,000 memories, a few rounds.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings

import engramdb
from engramdb.integrations.langchain import SIMILARITY_ONLY, EngramVectorStore

from .conftest import clustered_unit_rows

DIM = 384
K = 4
N_QUERIES = 64
ROUNDS = 400
SCOPE = "langchain"
ADAPTER_OPTIONS = dict(k=K, weights=SIMILARITY_ONLY, min_score=-1.0, conflicts=False)
GROUP = "langchain similarity_search(k=4), 100k memories"

_medians: dict[str, float] = {}


class LookupEmbedding(Embeddings):
    """The benchmark's queries by text, as lists (what a LangChain embedding returns): no model cost."""

    def __init__(self, queries: dict[str, list[float]]) -> None:
        self.queries = queries

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self.queries[t] for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.queries[text]


class World:
    def __init__(self, n: int) -> None:
        rng = np.random.default_rng(15)
        rows = clustered_unit_rows(rng, n, DIM)
        picks = rng.choice(n, N_QUERIES, replace=False)
        queries = rows[picks] + 0.05 * rng.standard_normal((N_QUERIES, DIM)).astype(np.float32)
        self.vectors = (queries / np.linalg.norm(queries, axis=1, keepdims=True)).astype(np.float32)
        self.texts = [f"query {i}" for i in range(N_QUERIES)]
        embedding = LookupEmbedding({t: v.tolist() for t, v in zip(self.texts, self.vectors)})
        self.store = engramdb.MemoryStore(dim=DIM, dedup=False)
        # written as the adapter writes (keyed rows, escaped metadata), straight from the vectors
        self.store.remember_many(SCOPE, [f"document {i}" for i in range(n)], embeddings=rows,
                                 key=[f"doc-{i}" for i in range(n)],
                                 meta=[{"n": i, "source": "bench"} for i in range(n)])
        self.store.seal()
        self.vs = EngramVectorStore(embedding, store=self.store, scope=SCOPE)


@pytest.fixture(scope="module")
def world(request: pytest.FixtureRequest) -> World:
    smoke = bool(request.config.getoption("benchmark_disable"))
    return World(2_000 if smoke else 100_000)


def _record(name: str, benchmark) -> None:  # type: ignore[no-untyped-def]
    if benchmark.stats is not None:
        _medians[name] = benchmark.stats.stats.median


@pytest.mark.benchmark(group=GROUP)
def test_recall_adapter_options(benchmark, world: World) -> None:
    vectors = itertools.cycle(world.vectors)
    hits = benchmark.pedantic(lambda: world.store.recall(SCOPE, next(vectors), **ADAPTER_OPTIONS), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == K
    _record("recall (adapter's options)", benchmark)


@pytest.mark.benchmark(group=GROUP)
def test_recall_defaults(benchmark, world: World) -> None:
    vectors = itertools.cycle(world.vectors)
    hits = benchmark.pedantic(lambda: world.store.recall(SCOPE, next(vectors), k=K), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(hits) == K
    _record("recall (defaults)", benchmark)


@pytest.mark.benchmark(group=GROUP)
def test_similarity_search_by_vector(benchmark, world: World) -> None:
    lists = [v.tolist() for v in world.vectors]
    for v, vector in zip(lists[:8], world.vectors):
        got = world.vs.similarity_search_by_vector(v, k=K)
        assert [d.id for d in got] == [h.memory.key for h in world.store.recall(SCOPE, vector, **ADAPTER_OPTIONS)]
    queries = itertools.cycle(lists)
    docs = benchmark.pedantic(lambda: world.vs.similarity_search_by_vector(next(queries), k=K), rounds=ROUNDS,
                              warmup_rounds=20)
    assert len(docs) == K
    _record("similarity_search_by_vector", benchmark)


@pytest.mark.benchmark(group=GROUP)
def test_similarity_search(benchmark, world: World) -> None:
    for text, vector in zip(world.texts[:8], world.vectors):
        got = world.vs.similarity_search(text, k=K)
        assert [d.id for d in got] == [h.memory.key for h in world.store.recall(SCOPE, vector, **ADAPTER_OPTIONS)]
        assert all(d.metadata == {"n": int(d.id[4:]), "source": "bench"} for d in got)
    texts = itertools.cycle(world.texts)
    docs = benchmark.pedantic(lambda: world.vs.similarity_search(next(texts), k=K), rounds=ROUNDS, warmup_rounds=20)
    assert len(docs) == K
    _record("similarity_search", benchmark)


@pytest.fixture(scope="module", autouse=True)
def ratio_report() -> Iterator[None]:
    """After the module's benchmarks: each median and its ratio to recall's (shown with -s)."""
    yield
    base = _medians.get("recall (adapter's options)")
    if not base:
        return
    print("\n| timing | p50 µs | / recall (adapter's options) |")
    print("|---|---|---|")
    for name, median in _medians.items():
        print(f"| {name} | {median * 1e6:.1f} | {median / base:.2f} |")
