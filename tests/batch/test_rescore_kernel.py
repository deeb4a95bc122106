"""The native rescore kernel (cpp/engram/rank/rescore.hpp) against an exact numpy oracle: recency and the score bit
for bit (the oracle repeats the kernel's float32 arithmetic step by step), strength within 1e-5 of the formula
in float64 numpy (the kernel's 2^x is recall's vectorised float one), and the same numbers whatever the threads and
row order."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import _core
from engramdb.errors import InvalidArgumentError
from engramdb.maintenance import LAYER_HALF_LIFE_DAYS
from engramdb.schema import LAYERS

from ..conftest import available_levels

F = np.float32
STRENGTH_DAYS = [LAYER_HALF_LIFE_DAYS[layer] for layer in LAYERS]


def exp2_nonpositive(x: np.ndarray) -> np.ndarray:
    """fused.hpp's exp2_nonpositive in numpy float32, operation by operation."""
    x = x.astype(F)
    clamped = np.where(x < F(-126), F(-126), x).astype(F)
    i = np.trunc(clamped).astype(np.int32)
    t = ((clamped - i.astype(F)) + F(0.5)) * F(0.693147180559945)
    c = [F(1) / F(d) for d in (6, 24, 120, 720, 5040)]
    series = F(1) + t * (F(1) + t * (F(0.5) + t * (c[0] + t * (c[1] + t * (c[2] + t * (c[3] + t * c[4]))))))
    power = ((i + 127) << 23).astype(np.int32).view(F)
    return np.where(x < F(-126), F(0), (power * F(0.707106781186548)) * series).astype(F)


def oracle(created: np.ndarray, last_used: np.ndarray, layer: np.ndarray, importance: np.ndarray,
           confidence: np.ndarray, weights: tuple[float, float, float], half_lives: list[float], from_last_used: bool,
           now: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    per_second = np.array([1.0 / (h * 86400.0) for h in half_lives])[layer]
    stamps = last_used if from_last_used else created
    exponent = (-np.maximum(now - stamps, 0.0) * per_second).astype(F)
    recency = exp2_nonpositive(exponent)
    w_rec, w_imp, w_conf = (F(w) for w in weights)
    score = (w_imp * importance + w_conf * confidence) + w_rec * recency
    age_days = np.maximum(0.0, now - last_used) / 86400.0
    strength = np.exp2(-age_days / np.array(STRENGTH_DAYS)[layer]) * (0.5 + 0.5 * importance.astype(np.float64))
    return recency, score.astype(F), strength


def native(columns: tuple[np.ndarray, ...], weights: tuple[float, float, float], half_lives: list[float],
           from_last_used: bool, now: float, rows: np.ndarray | None = None, threads: int = 1,
           level: str | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    w = _core.Weights()
    w.recency, w.importance, w.confidence = weights
    w.similarity = 0.6  # not part of the query-independent score
    return _core.rescore(*columns, rows, w, half_lives, from_last_used, STRENGTH_DAYS, now, threads, level=level)


def columns_of(rng: np.random.Generator, n: int, now: float) -> tuple[np.ndarray, ...]:
    created = now - rng.uniform(-5, 2000, n) * 86400.0  # some in the future (age 0)
    last_used = np.maximum(created, now - rng.uniform(-2, 500, n) * 86400.0)
    return (created, last_used, rng.integers(0, 4, n).astype(np.uint8), rng.uniform(0, 1, n).astype(F),
            rng.uniform(0, 1, n).astype(F))


half_life = st.one_of(st.floats(0.01, 5000.0), st.just(math.inf))


@given(seed=st.integers(0, 2**32 - 1), n=st.integers(0, 1200), weights=st.tuples(*[st.floats(0, 2)] * 3),
       half_lives=st.lists(half_life, min_size=4, max_size=4), from_last_used=st.booleans(),
       now=st.floats(1e9, 2e9), level=st.sampled_from(available_levels()))
def test_rescore_equals_the_numpy_oracle(seed: int, n: int, weights: tuple[float, float, float],
                                         half_lives: list[float], from_last_used: bool, now: float,
                                         level: str) -> None:
    """At every SIMD level this CPU has (n crosses the kernel's 512-row chunks and vector tails)."""
    cols = columns_of(np.random.default_rng(seed), n, now)
    recency, score, strength = native(cols, weights, half_lives, from_last_used, now, level=level)
    want_recency, want_score, want_strength = oracle(*cols, weights, half_lives, from_last_used, now)
    assert recency.dtype == F and score.dtype == F and strength.dtype == np.float64
    np.testing.assert_array_equal(recency, want_recency)
    np.testing.assert_array_equal(score, want_score)
    # strength's 2^x is exp2_nonpositive of a float exponent: relative error |x| * 2^-24 + 3e-7, so < 1e-5
    # down to 2^-126, and 0 below
    np.testing.assert_allclose(strength, want_strength, rtol=1e-5, atol=2.0**-125)
    # and the formula itself: recency is 0.5 ** (age / half-life) to the precision of a float32 exponent (its
    # rounding, up to 126 * 2^-24, dominates the polynomial's 3e-7), flushed to 0 below 2^-126
    age = np.maximum(now - (cols[1] if from_last_used else cols[0]), 0.0) / 86400.0
    exact = 0.5 ** (age / np.array(half_lives)[cols[2]])
    np.testing.assert_allclose(recency, exact, rtol=1e-5, atol=2.0**-125)


def test_threads_and_row_lists_change_nothing() -> None:
    rng = np.random.default_rng(3)
    now = 1.79e9
    cols = columns_of(rng, 300_000, now)
    args = ((0.25, 0.15, 0.1), [7.0, 30.0, 365.0, math.inf], False, now)
    one = native(cols, *args, threads=1)
    for got in (native(cols, *args, threads=2), native(cols, *args, threads=0)):
        for a, b in zip(one, got):
            np.testing.assert_array_equal(a, b)
    rows = rng.permutation(300_000)[:123_457].astype(np.int64)
    for a, b in zip(native(cols, *args, rows=rows, threads=2), one):
        np.testing.assert_array_equal(a, b[rows])


def test_every_simd_level_gives_the_same_bits() -> None:
    """The per-target kernels (rescore_block.inl) are compiled without fused multiply-adds: the same bits at
    every level, for whole columns and for picked rows, also where 2^x flushes to 0."""
    rng = np.random.default_rng(8)
    now = 1.79e9
    cols = columns_of(rng, 70_001, now)
    rows = rng.permutation(70_001)[:9_999].astype(np.int64)
    args = ((0.25, 0.15, 0.1), [7.0, 30.0, 1e-4, math.inf], True, now)  # 1e-4 days: 2^x below 2^-126
    for picked in (None, rows):
        want = native(cols, *args, rows=picked, level="scalar")
        assert (want[0] == 0).any()
        for level in available_levels():
            for a, b in zip(native(cols, *args, rows=picked, threads=2, level=level), want):
                np.testing.assert_array_equal(a, b)


def test_bad_arguments_are_refused() -> None:
    cols = columns_of(np.random.default_rng(1), 10, 1.79e9)
    good = ((0.25, 0.15, 0.0), [30.0] * 4, False, 1.79e9)
    with pytest.raises(ValueError, match="rows"):
        native((cols[0][:5], *cols[1:]), *good)
    with pytest.raises(ValueError, match="layer"):
        native((*cols[:2], np.full(10, 4, np.uint8), *cols[3:]), *good)
    with pytest.raises(IndexError):
        native(cols, *good, rows=np.array([10], np.int64))
    with pytest.raises(ValueError, match="half_life"):
        native(cols, good[0], [30.0, 0.0, 30.0, 30.0], False, 1.79e9)
    with pytest.raises(ValueError, match="now"):
        native(cols, good[0], [30.0] * 4, False, math.nan)
    with pytest.raises(ValueError, match="SIMD level"):
        native(cols, *good, level="sse9")
    with pytest.raises(InvalidArgumentError):  # the Python entry point checks before the kernel
        from engramdb import batch

        batch.rescore("/nonexistent/store")
