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

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets


class Cases:
    def __init__(self) -> None:
        self.store = MemoryStore(clock=EVAL_NOW.timestamp)
        self.cases = read_case_set(str(shipped_quality_sets()["v2"]), store=self.store).cases
        self.vectors = [self.store.query_vectors([c.question])[0] for c in self.cases]

    def recall_all(self, **options: Any) -> list[list[str]]:
        return [[h.id for h in self.store.recall(c.scope, v, k=10, **options)]
                for c, v in zip(self.cases, self.vectors)]


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
