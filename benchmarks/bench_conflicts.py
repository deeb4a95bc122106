"""The conflict pass of a default recall (conflicts=True: contradictions and changed values looked for among the
wide pool, semantics.Semantics.mark_conflicts) against the same recalls without it, in the same run: every case
of the shipped v2 evaluation set (340 questions over 11 agent scopes, 478 memories, hashing embedder), one
recall per case, k=10. The hits' ids are asserted to be a reordering of the hits without the pass or the newer
value in an older one's place (the pass never adds a hit beyond k).

    pytest benchmarks/bench_conflicts.py --benchmark-only
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from engramdb import MemoryStore, _core
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIFE_DAYS, Weights


class Cases:
    def __init__(self) -> None:
        self.store = MemoryStore(clock=EVAL_NOW.timestamp)
        self.cases = read_case_set(str(shipped_quality_sets()["v2"]), store=self.store).cases
        self.vectors = [self.store.query_vectors([c.question])[0] for c in self.cases]

    def recall_all(self, **options: Any) -> list[list[str]]:
        return [[h.id for h in self.store.recall(c.scope, v, k=10, **options)]
                for c, v in zip(self.cases, self.vectors)]

    def native_plans(self) -> list[tuple[list[Any], list[Any], np.ndarray, Any]]:
        """(native segments, selections, query, params) of each case's recall: what its native call is given."""
        engine, out = self.store.engine, []
        for c, v in zip(self.cases, self.vectors):
            engine.recall_plan(c.scope)
            planned = engine._plans[c.scope]
            params = recall_params.build(self.store._now, 10, 0.0, Weights(), DEFAULT_HALF_LIFE_DAYS, "created", None, None, None, None,
                                         None, None, 100, relevance=self.store._relevance(True))
            out.append(([seg.native() for seg in planned.segments], planned.selections, v, params))
        return out


@pytest.fixture(scope="module")
def cases() -> Cases:
    return Cases()


@pytest.mark.benchmark(group="conflicts")
def test_recall_with_the_conflict_pass(benchmark: Any, cases: Cases) -> None:
    got = benchmark(cases.recall_all)
    plain = cases.recall_all(conflicts=False)
    assert all(len(a) <= 10 for a in got) and sum(a != b for a, b in zip(got, plain)) < len(got)
    benchmark.extra_info.update(recalls=len(got), changed_by_the_pass=sum(a != b for a, b in zip(got, plain)))
    if benchmark.stats:
        benchmark.extra_info["us_per_recall"] = benchmark.stats.stats.median / len(got) * 1e6


@pytest.mark.benchmark(group="conflicts")
def test_recall_without_the_conflict_pass(benchmark: Any, cases: Cases) -> None:
    got = benchmark(cases.recall_all, conflicts=False)
    assert np.mean([len(a) for a in got]) > 5
    if benchmark.stats:
        benchmark.extra_info["us_per_recall"] = benchmark.stats.stats.median / len(got) * 1e6


@pytest.mark.benchmark(group="conflicts")
def test_recall_with_the_python_conflict_pass(benchmark: Any, cases: Cases, monkeypatch: Any) -> None:
    semantics = cases.store._semantics
    native = semantics.mark_conflicts
    monkeypatch.setattr(semantics, "mark_conflicts", lambda *args, **kwargs: native(*args, **kwargs, native=False))
    monkeypatch.setattr(semantics, "in_plan", False)  # the plan's hits, then mark_conflicts
    got = benchmark(cases.recall_all)
    monkeypatch.undo()
    assert got == cases.recall_all()  # the same hits in the same order as the native pass
    if benchmark.stats:
        benchmark.extra_info["us_per_recall"] = benchmark.stats.stats.median / len(got) * 1e6


@pytest.mark.benchmark(group="conflicts")
def test_the_native_plan_alone(benchmark: Any, cases: Cases) -> None:
    plans = cases.native_plans()

    def run() -> list[Any]:
        return [_core.recall(natives, selections, v, params) for natives, selections, v, params in plans]

    got = benchmark(run)
    assert [len(r[0]) for r in got] == [len(a) for a in cases.recall_all(conflicts=False)]
    if benchmark.stats:
        benchmark.extra_info["us_per_recall"] = benchmark.stats.stats.median / len(got) * 1e6


@pytest.mark.benchmark(group="conflicts")
def test_recall_with_the_native_pass_after_the_plan(benchmark: Any, cases: Cases, monkeypatch: Any) -> None:
    """The native pass as its own call after the plan's (_core.find_conflicts, then mark_conflicts' Python steps):
    how recall ran it before RecallPlan.marked_hits."""
    monkeypatch.setattr(cases.store._semantics, "in_plan", False)
    got = benchmark(cases.recall_all)
    monkeypatch.undo()
    assert got == cases.recall_all()
    if benchmark.stats:
        benchmark.extra_info["us_per_recall"] = benchmark.stats.stats.median / len(got) * 1e6
