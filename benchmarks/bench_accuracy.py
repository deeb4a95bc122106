"""Scoped fused recall with its accuracy: per generator (engramdb/bench/generators.py), one group holding the
store's default plan, its exact plan (``exact=True``) and the fair numpy pipeline over the scope's contiguous
rows (sgemv -> top k_wide -> fused -> greedy MMR, one BLAS thread), k=5, mmr_lambda 0.5, conflicts off.

    .venv/bin/python -m pytest benchmarks/bench_accuracy.py --benchmark-only \\
        --benchmark-columns=min,median,mean,rounds -s

Full size: a 10,000-row scope in a 100,000-row store (read through inverted lists); under --benchmark-disable
(the smoke run of `make test`) a 5,000-row scope in 8,000 rows. Each benchmark also measures, untimed, its
recall@10 (similarity only) and pick agreement against the exact plan, prints them with -s, and asserts them
loosely: the exact plan must be exact, the numpy top 10 the exact plan's, and the default plan must find
something (the store's goals, 0.99 and 0.95, are asserted in tests/test_accuracy.py). Accuracy and speed
side by side for every generator and more sizes: ``python -m engramdb bench --accuracy``.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from threadpoolctl import threadpool_limits

from engramdb.bench.accuracy import (
    K_PICKS,
    K_WIDE,
    MMR_LAMBDA,
    NOW,
    build_layout,
    measure_scope,
    numpy_pipeline,
    scope_name,
)
from engramdb.bench.generators import GENERATORS, generate

QUERIES = 50


def _sizes(config: pytest.Config) -> tuple[int, int]:
    """(store rows, scope rows)."""
    return (8_000, 5_000) if config.getoption("benchmark_disable") else (100_000, 10_000)


@pytest.fixture(scope="module", params=list(GENERATORS))
def measured(request: pytest.FixtureRequest):
    n, rows = _sizes(request.config)
    data = generate(request.param, n, 384, QUERIES, seed=17)
    layout = build_layout(data, [rows], seed=17, show=False)
    scope = scope_name(rows)
    accuracy = {r["variant"]: r for r in measure_scope(layout, scope, data.queries, timed=False)["rows"]}
    yield request.param, layout, scope, accuracy
    layout.store.close()


@pytest.mark.parametrize("pipeline", ["engramdb default plan", "engramdb exact=True", "numpy"])
def test_scoped_fused_recall(benchmark, measured, pipeline: str) -> None:
    name, layout, scope, accuracy = measured
    benchmark.group = f"accuracy {name} {layout.scopes[scope][1]:,}-row scope"
    queries = itertools.cycle(layout.data.queries)
    if pipeline == "numpy":
        peer = numpy_pipeline(layout, scope)
        with threadpool_limits(limits=1, user_api="blas"):
            picks = benchmark(lambda: peer(next(queries)))
        row = accuracy["numpy (sgemv, top k_wide, fused, MMR)"]
    else:
        exact = pipeline.endswith("exact=True")
        picks = benchmark(lambda: layout.store.recall(scope, next(queries), k=K_PICKS, mmr_lambda=MMR_LAMBDA,
                                                      k_wide=K_WIDE, conflicts=False, now=NOW, exact=exact))
        row = accuracy["exact=True" if exact else "default"]
    print(f"\n{benchmark.group}, {pipeline}: recall@10 {row['recall_at_10']:.3f}, picks as exact "
          f"{row['picks_as_exact']:.3f}")
    assert len(picks) == K_PICKS
    if pipeline == "engramdb exact=True":
        assert row["recall_at_10"] == 1.0 and row["picks_as_exact"] == 1.0
    elif pipeline == "numpy":
        assert row["recall_at_10"] >= 0.99  # its top 10 by similarity is exact; its picks shortlist by it
    else:
        assert row["recall_at_10"] >= 0.5 and row["picks_as_exact"] > 0.1
    assert np.isfinite(row["picks_as_exact"])
