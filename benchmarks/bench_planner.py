"""Calibrates the planner's thresholds (MemoryStore ivf_min_rows, graph_min_rows): recall() latency through
the store for one scope of N rows, exact scan (exact=True) against the scope's inverted lists and against
its HNSW graph, on clustered unit 384-d rows, k=5 with the default fused score and MMR (lambda 0.7),
k_wide=100 (the shortlist), conflicts off.

    .venv/bin/python -m pytest benchmarks/bench_planner.py --benchmark-only \\
        --benchmark-columns=min,median,mean,rounds -s

N in {500, 1k, 2k, 5k, 10k, 20k, 50k, 100k, 200k} (300 and 1,000 rows at 32-d under --benchmark-disable,
the smoke run of `make test`). At the end of the module the medians are printed side by side with the
crossovers: the smallest N from which each index beats the exact scan, and from which the graph beats the
lists (results and the chosen defaults: benchmarks/RESULTS_planner.md). Every answer is checked against
the exact plan's.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pytest

from engramdb import MemoryStore

from .conftest import clustered_unit_rows

FULL_SIZES = (500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000)
SMOKE_SIZES = (300, 1_000)
N_QUERIES = 200
RECALL = dict(k=5, mmr_lambda=0.7, conflicts=False)

_medians: dict[tuple[int, str], float] = {}
_overlap: dict[tuple[int, str], float] = {}


def _smoke(config: pytest.Config) -> bool:
    return bool(config.getoption("benchmark_disable"))


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "n_rows" in metafunc.fixturenames:
        sizes = SMOKE_SIZES if _smoke(metafunc.config) else FULL_SIZES
        metafunc.parametrize("n_rows", sizes, scope="module")


class Scope:
    """Two stores whose one scope holds the same n sealed rows: one reads it through a graph
    (graph_min_rows=1), the other through inverted lists (ivf_min_rows=1, no graph)."""

    def __init__(self, n: int, dim: int) -> None:
        rng = np.random.default_rng(31)
        rows = clustered_unit_rows(rng, n, dim, clusters=max(1, min(1000, n // 20)))
        importance, age_days = rng.uniform(0, 1, n), rng.uniform(0, 60, n)
        self.stores = {}
        for plan, options in (("graph", dict(graph_min_rows=1, ivf_min_rows=None)),
                              ("lists", dict(graph_min_rows=None, ivf_min_rows=1))):
            store = self.stores[plan] = MemoryStore(dim=dim, dedup=False, **options)
            store.remember_many("org", [f"memory {i}" for i in range(n)], embeddings=rows, importance=importance,
                                created_at=store._clock() - 86400.0 * age_days)
            store.seal()
            # the lists are built off the query path after the seal (a recall meanwhile scans exactly); timed,
            # and asserted on below, once they are there (a loaded CI run once asserted before they were)
            assert store.wait_indexed(timeout=120)
        self.store = self.stores["graph"]
        picks = rng.integers(0, n, N_QUERIES)
        queries = rows[picks] + 0.1 / np.sqrt(dim) * rng.standard_normal((N_QUERIES, dim)).astype(np.float32)
        self.queries = queries / np.linalg.norm(queries, axis=1, keepdims=True)
        self.now = self.store._clock()

    def ids(self, q: np.ndarray, plan: str) -> list[str]:
        store = self.stores["graph" if plan == "exact" else plan]
        return [h.id for h in store.recall("org", q, now=self.now, exact=plan == "exact", **RECALL)]


@pytest.fixture(scope="module")
def scope(request: pytest.FixtureRequest, n_rows: int) -> Scope:
    return Scope(n_rows, 32 if _smoke(request.config) else 384)


@pytest.mark.parametrize("plan", ["exact", "lists", "graph"])
def test_recall_latency(benchmark, scope: Scope, n_rows: int, plan: str) -> None:
    benchmark.group = f"planner {n_rows:>6,} rows"
    exact = plan == "exact"
    store = scope.stores["graph" if exact else plan]
    (seg,) = store.engine.sealed
    assert ("org" in seg.graphs) == (plan != "lists")
    store.recall("org", scope.queries[0], now=scope.now, exact=exact, **RECALL)  # the plan is made here
    queries = itertools.cycle(scope.queries)
    benchmark(lambda: store.recall("org", next(queries), now=scope.now, exact=exact, **RECALL))
    if benchmark.stats is not None:
        _medians[(n_rows, plan)] = benchmark.stats.stats.median
    assert (plan == "lists") == ("org" in seg.lists)
    # correctness: k hits, mostly the exact plan's (a shortlist holds the k_wide nearest by similarity, or
    # the best by an estimate over the nearest lists, so a memory lifted into the top k by recency or
    # importance alone can be outside it)
    overlap = [len(set(scope.ids(q, plan)) & set(scope.ids(q, "exact"))) / 5 for q in scope.queries[:50]]
    assert min(len(scope.ids(q, plan)) for q in scope.queries[:5]) == 5
    # (the graph's shortlist is by similarity alone: at 200k rows, 200 per cluster, it is one cluster's
    # near-duplicates, and the exact plan's picks by recency and importance lie outside it: ~0.55)
    assert np.mean(overlap) >= (1.0 if exact else 0.5)
    _overlap[(n_rows, plan)] = float(np.mean(overlap))


@pytest.fixture(scope="module", autouse=True)
def crossover_report() -> Iterator[None]:
    """After the module's benchmarks: the medians side by side and the crossover (shown with -s)."""
    yield
    sizes = sorted({n for n, _ in _medians})
    if not sizes:
        return
    print("\n| rows in scope | exact scan µs | lists µs | graph µs | exact / lists | exact / graph | "
          "top-5 overlap with exact: lists / graph |")
    print("|---|---|---|---|---|---|---|")
    for n in sizes:
        exact, lists, graph = (_medians.get((n, plan)) for plan in ("exact", "lists", "graph"))
        if exact and lists and graph:
            print(f"| {n:,} | {exact * 1e6:.0f} | {lists * 1e6:.0f} | {graph * 1e6:.0f} | {exact / lists:.2f} | "
                  f"{exact / graph:.2f} | {_overlap.get((n, 'lists'), float('nan')):.3f} / "
                  f"{_overlap.get((n, 'graph'), float('nan')):.3f} |")
    for index, rival in (("lists", "exact"), ("graph", "exact"), ("graph", "lists")):
        slower = [n for n in sizes if _medians.get((n, index), np.inf) >= _medians.get((n, rival), 0.0)]
        above = [n for n in sizes if not slower or n > max(slower)]
        print(f"{index} faster than {rival} from {above[0]:,} rows on" if above else
              f"{rival} beat {index} at the largest size")
