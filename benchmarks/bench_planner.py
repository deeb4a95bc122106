"""Calibrates the planner's threshold (MemoryStore graph_min_rows): recall() latency through the store for
one scope of N rows, exact scan (exact=True) against the scope's HNSW graph, on clustered unit 384-d rows,
k=5 with the default fused score and MMR (lambda 0.7), k_wide=100 (the graph shortlist), conflicts off.

    .venv/bin/python -m pytest benchmarks/bench_planner.py --benchmark-only \\
        --benchmark-columns=min,median,mean,rounds -s

N in {500, 1k, 2k, 5k, 10k, 20k, 50k} (300 and 1,000 rows at 32-d under --benchmark-disable, the smoke run of
`make test`). At the end of the module the medians are printed side by side with the crossover: the
smallest N from which the graph plan is faster (results and the chosen default:
benchmarks/RESULTS_planner.md). Every graph answer is checked against the exact plan's.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import numpy as np
import pytest

from engramdb import MemoryStore

from .conftest import clustered_unit_rows

FULL_SIZES = (500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000)
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
    """A store whose one scope holds n sealed rows, with a graph (graph_min_rows=1)."""

    def __init__(self, n: int, dim: int) -> None:
        rng = np.random.default_rng(31)
        rows = clustered_unit_rows(rng, n, dim, clusters=max(1, min(1000, n // 20)))
        self.store = MemoryStore(dim=dim, dedup=False, graph_min_rows=1)
        self.store.remember_many("org", [f"memory {i}" for i in range(n)], embeddings=rows,
                                 importance=rng.uniform(0, 1, n), created_at=self.store._clock() -
                                 86400.0 * rng.uniform(0, 60, n))
        self.store.seal()
        picks = rng.integers(0, n, N_QUERIES)
        queries = rows[picks] + 0.1 / np.sqrt(dim) * rng.standard_normal((N_QUERIES, dim)).astype(np.float32)
        self.queries = queries / np.linalg.norm(queries, axis=1, keepdims=True)
        self.now = self.store._clock()

    def ids(self, q: np.ndarray, exact: bool) -> list[str]:
        return [h.id for h in self.store.recall("org", q, now=self.now, exact=exact, **RECALL)]


@pytest.fixture(scope="module")
def scope(request: pytest.FixtureRequest, n_rows: int) -> Scope:
    return Scope(n_rows, 32 if _smoke(request.config) else 384)


@pytest.mark.parametrize("plan", ["exact", "graph"])
def test_recall_latency(benchmark, scope: Scope, n_rows: int, plan: str) -> None:
    benchmark.group = f"planner {n_rows:>6,} rows"
    exact = plan == "exact"
    assert ("org" in scope.store._sealed[0].graphs) and len(scope.store._sealed) == 1
    queries = itertools.cycle(scope.queries)
    benchmark(lambda: scope.store.recall("org", next(queries), now=scope.now, exact=exact, **RECALL))
    if benchmark.stats is not None:
        _medians[(n_rows, plan)] = benchmark.stats.stats.median
    # correctness: k hits, mostly the exact plan's (the graph shortlist is the k_wide nearest by similarity,
    # so a memory lifted into the top k by recency/importance alone can be outside it)
    overlap = [len(set(scope.ids(q, exact)) & set(scope.ids(q, True))) / 5 for q in scope.queries[:50]]
    assert min(len(scope.ids(q, exact)) for q in scope.queries[:5]) == 5
    assert np.mean(overlap) >= (1.0 if exact else 0.6)
    _overlap[(n_rows, plan)] = float(np.mean(overlap))


@pytest.fixture(scope="module", autouse=True)
def crossover_report() -> Iterator[None]:
    """After the module's benchmarks: the medians side by side and the crossover (shown with -s)."""
    yield
    sizes = sorted({n for n, _ in _medians})
    if not sizes:
        return
    print("\n| rows in scope | exact scan µs | graph µs | exact / graph | top-5 overlap graph vs exact |")
    print("|---|---|---|---|---|")
    for n in sizes:
        exact, graph = _medians.get((n, "exact")), _medians.get((n, "graph"))
        if exact and graph:
            print(f"| {n:,} | {exact * 1e6:.0f} | {graph * 1e6:.0f} | {exact / graph:.2f} | "
                  f"{_overlap.get((n, 'graph'), float('nan')):.3f} |")
    slower = [n for n in sizes if _medians.get((n, "graph"), np.inf) >= _medians.get((n, "exact"), 0.0)]
    above = [n for n in sizes if not slower or n > max(slower)]
    print(f"graph plan faster from {above[0]:,} rows on" if above else
          "the exact scan won at the largest size")
