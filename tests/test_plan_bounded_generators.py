"""The default lists plan (cpp/engram/query/plan_bounded.cpp, exact by bounds) returns ``exact=True``'s pool and
picks on the accuracy generators' data (isotropic, anisotropic, nested; 384-d rows shaped like embeddings, where
the bounds are tight enough to skip rows, so a wrong bound would show): the k_wide best by fused score, ids and
scores, and the five fused + MMR picks. Hypothesis draws the generator, seed, scope size, weights and the
relevance map; the scalar kernels are checked the same way in a fresh process (ENGRAMDB_SIMD=scalar)."""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import Calibration, MemoryStore, Weights
from engramdb.bench.generators import GENERATORS, generate

from .conftest import DAY, NOW, Clock

DIM = 384
SCOPE = "s"


def _store(generator: str, n: int, seed: int, calibration: Calibration) -> tuple[MemoryStore, np.ndarray]:
    data = generate(generator, n + 40, DIM, 6, seed)
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=500, calibration=calibration)
    store.remember_many(SCOPE, [f"m{i}" for i in range(n)], embeddings=data.vectors[:n],
                        importance=data.importance[:n], created_at=NOW - data.age_days[:n] * DAY)
    store.remember_many("other", ["x"] * 40, embeddings=data.vectors[n:])
    store.seal()
    assert store.wait_indexed()
    (segment,) = store.engine.sealed
    assert SCOPE in segment.lists  # the bounded lists plan answers this scope
    return store, data.queries


def _answers(store: MemoryStore, query: np.ndarray, options: dict[str, object]) -> tuple[list[object], list[object]]:
    pool = dict(k=100, k_wide=100, conflicts=False, **options)
    picks = dict(k=5, k_wide=100, mmr_lambda=0.5, conflicts=False, **options)
    return ([(h.memory.id, h.final) for h in store.recall(SCOPE, query, **pool)],
            [h.memory.id for h in store.recall(SCOPE, query, **picks)])


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(generator=st.sampled_from(sorted(GENERATORS)), seed=st.integers(0, 2**31 - 1), n=st.integers(600, 2_500),
       similarity=st.sampled_from([0.3, 0.65, 1.0]), recency=st.sampled_from([0.0, 0.2, 0.5]),
       importance=st.sampled_from([0.0, 0.15, 0.4]),
       calibration=st.sampled_from([Calibration(), Calibration(0.2, 0.6), Calibration(0.5, 0.9, 1.0)]))
def test_pool_and_picks_equal_the_exact_plans(generator: str, seed: int, n: int, similarity: float, recency: float,
                                              importance: float, calibration: Calibration) -> None:
    store, queries = _store(generator, n, seed, calibration)
    try:
        options = {"weights": Weights(similarity=similarity, recency=recency, importance=importance, confidence=0.1),
                   "now": NOW}
        for query in queries:
            assert _answers(store, query, options) == _answers(store, query, {**options, "exact": True}), generator
    finally:
        store.close()


def test_scalar_kernels_give_the_exact_plans_answer() -> None:
    """In a fresh process on the scalar kernels, the plan's answers equal exact=True's there, on every generator."""
    script = f"""
import numpy as np, engramdb
from engramdb import Weights
from engramdb.bench.generators import GENERATORS, generate
assert engramdb.simd_level() == "scalar"
checked = 0
for name in sorted(GENERATORS):
    data = generate(name, 1_540, {DIM}, 6, 11)
    s = engramdb.MemoryStore(dim={DIM}, clock=lambda: {NOW}, dedup=False, ivf_min_rows=500)
    s.remember_many("s", [f"m{{i}}" for i in range(1_500)], embeddings=data.vectors[:1_500],
                    importance=data.importance[:1_500], created_at={NOW} - data.age_days[:1_500] * {DAY})
    s.remember_many("o", ["x"] * 40, embeddings=data.vectors[1_500:])
    s.seal()
    assert s.wait_indexed()
    assert "s" in s.engine.sealed[0].lists
    for q in data.queries:
        for extra in ({{}}, {{"mmr_lambda": 0.5}}):
            k = 5 if extra else 100
            a = [(h.memory.id, h.final) for h in s.recall("s", q, k=k, k_wide=100, conflicts=False, **extra)]
            b = [(h.memory.id, h.final) for h in s.recall("s", q, k=k, k_wide=100, conflicts=False, exact=True,
                                                          **extra)]
            assert a == b, (name, a, b)
            checked += 1
    s.close()
print(checked)
"""
    env = dict(os.environ, ENGRAMDB_SIMD="scalar")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-3000:]
    assert int(out.stdout.split()[-1]) == 2 * 6 * len(GENERATORS)
