"""One-bit codes (cpp/engram/quant/bits.hpp, cpp/engram/simd/bits.hpp): the popcount kernel at every level
against a numpy reference, the estimator's statistical bound at its stated rate, and the plan option
``codes="bits"`` (accuracy floors in test_accuracy.py; here: it is an option, validated, and exact-plan-like
on small data)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, Weights, _core
from engramdb.bench.accuracy import NOW, build_layout, scope_name
from engramdb.bench.generators import generate
from engramdb.errors import InvalidArgumentError, InvalidTypeError

from .conftest import available_levels

LEVELS = available_levels()


def reference_dot_bits(planes: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """sum_j 2^j sum_w popcount(code[row][w] & plane[j][w]) per row, from the blocked layout."""
    n_planes, words = planes.shape
    blocks = codes.reshape(-1, words, 8)  # [block, word, lane]
    out = np.zeros(blocks.shape[0] * 8, np.int64)
    for j in range(n_planes):
        counts = np.bitwise_count(blocks & planes[j][None, :, None]).sum(axis=1)  # [block, lane]
        out += counts.reshape(-1).astype(np.int64) << j
    return out


@settings(max_examples=60, deadline=None)
@given(n_planes=st.integers(1, 8), words=st.sampled_from([1, 2, 3, 4, 6, 8, 9, 16, 17, 24]),
       blocks=st.integers(0, 5), seed=st.integers(0, 2**32 - 1), density=st.sampled_from([0.0, 0.5, 1.0, 0.03]))
def test_kernel_matches_the_reference_at_every_level(n_planes: int, words: int, blocks: int, seed: int,
                                                     density: float) -> None:
    rng = np.random.default_rng(seed)

    def bits(shape: tuple[int, ...]) -> np.ndarray:
        if density in (0.0, 1.0):
            return np.full(shape, 0 if density == 0.0 else np.iinfo(np.uint64).max, np.uint64)
        raw = rng.integers(0, 2**63, size=shape, dtype=np.uint64) | (rng.integers(0, 2, size=shape, dtype=np.uint64) << 63)
        if density < 0.5:
            raw &= rng.integers(0, 2**63, size=shape, dtype=np.uint64) & rng.integers(0, 2**63, size=shape, dtype=np.uint64)
        return raw

    planes = bits((n_planes, words))
    codes = bits((blocks * 8 * words,))
    expected = reference_dot_bits(planes, codes)
    for level in LEVELS:
        assert _core.dot_bits(planes, codes, level=level).tolist() == expected.tolist(), level


def test_kernel_arguments_are_checked() -> None:
    planes = np.zeros((4, 8), np.uint64)
    with pytest.raises(ValueError):
        _core.dot_bits(planes, np.zeros(8 * 8 + 1, np.uint64))
    with pytest.raises(ValueError):
        _core.dot_bits(np.zeros((9, 8), np.uint64), np.zeros(64, np.uint64))


def _miss_rate(rows: np.ndarray, centroid: np.ndarray, queries: np.ndarray, eps0: float) -> tuple[float, float]:
    """The share of (row, query) pairs whose true dot lies ABOVE estimate + half-width (what would make the
    plan dismiss a row it should read), and the mean half-width."""
    misses, widths, total = 0, 0.0, 0
    for q in queries:
        est, width = _core.bit_estimates(rows, centroid, q, eps0)
        true = rows.astype(np.float64) @ q.astype(np.float64)
        misses += int(np.sum(true > est + width))
        widths += float(width.sum())
        total += len(rows)
    return misses / total, widths / total


@pytest.mark.parametrize("generator", ["isotropic", "anisotropic", "nested"])
def test_estimator_bound_holds_at_its_stated_rate(generator: str) -> None:
    """One side of RaBitQ's bound, P(true > estimate + eps0 sigma) <= exp(-eps0^2 / 2) (a Gaussian tail is
    below it), measured over 2,000 rows x 20 queries of each generator, with the rows' mean as centroid."""
    data = generate(generator, 2_000, 384, 20, seed=5)
    rows = data.vectors.astype(np.float32)
    centroid = rows.mean(axis=0)
    centroid /= np.linalg.norm(centroid)
    for eps0 in (1.0, 2.0, 3.0):
        rate, _ = _miss_rate(rows, centroid, data.queries.astype(np.float32), eps0)
        assert rate <= math.exp(-eps0 ** 2 / 2), (generator, eps0, rate)
    # the bound is not vacuous: without its width, about half the rows lie above their estimate
    rate0, _ = _miss_rate(rows, centroid, data.queries.astype(np.float32), 0.0)
    assert 0.3 <= rate0 <= 0.7


def test_estimate_is_informative() -> None:
    """The estimate tracks the true dot (errors well below the spread of the dots themselves)."""
    data = generate("anisotropic", 1_000, 384, 5, seed=9)
    rows = data.vectors.astype(np.float32)
    centroid = rows.mean(axis=0) / np.linalg.norm(rows.mean(axis=0))
    for q in data.queries.astype(np.float32):
        est, width = _core.bit_estimates(rows, centroid, q, 3.0)
        true = rows @ q
        assert np.abs(est - true).mean() < 0.25 * true.std() + 0.01
        assert np.all(width > 0) and np.all(width < 0.2)


def test_a_row_equal_to_its_centroid_is_estimated_exactly() -> None:
    rng = np.random.default_rng(3)
    centroid = rng.standard_normal(100).astype(np.float32)
    centroid /= np.linalg.norm(centroid)
    q = rng.standard_normal(100).astype(np.float32)
    est, width = _core.bit_estimates(centroid[None, :], centroid, q, 3.0)
    assert abs(float(est[0]) - float(centroid @ q)) <= 1e-4 and float(width[0]) <= 2e-4


# ---------------------------------------------------------------------------------------------------------
# the plan option


@pytest.fixture(scope="module")
def lists_store() -> Iterator[tuple[MemoryStore, str, np.ndarray]]:
    """A 6,000-row scope (read through inverted lists) of the anisotropic generator, sealed."""
    data = generate("anisotropic", 9_000, 384, 30, seed=13)
    layout = build_layout(data, [6_000], seed=13, show=False)
    try:
        yield layout.store, scope_name(6_000), data.queries
    finally:
        layout.store.close()


def test_bits_plan_matches_the_exact_plan_on_small_data(lists_store) -> None:
    store, scope, queries = lists_store
    now = NOW
    same_pool = same_picks = 0
    for q in queries:
        fused = dict(k=5, mmr_lambda=0.5, conflicts=False, now=now)
        same_picks += [h.id for h in store.recall(scope, q, codes="bits", **fused)] == \
            [h.id for h in store.recall(scope, q, exact=True, **fused)]
        pooled = dict(k=100, k_wide=100, conflicts=False, now=now)
        same_pool += {h.id for h in store.recall(scope, q, codes="bits", **pooled)} == \
            {h.id for h in store.recall(scope, q, exact=True, **pooled)}
        sim = dict(k=10, weights=Weights(1, 0, 0, 0), conflicts=False, now=now)
        assert {h.id for h in store.recall(scope, q, codes="bits", **sim)} == \
            {h.id for h in store.recall(scope, q, exact=True, **sim)}
    assert same_picks / len(queries) >= 0.95 and same_pool / len(queries) >= 0.95


def test_bits_option_is_validated(lists_store) -> None:
    store, scope, queries = lists_store
    assert store.recall(scope, queries[0], codes="int8", conflicts=False) == \
        store.recall(scope, queries[0], conflicts=False)
    with pytest.raises(InvalidArgumentError):
        store.recall(scope, queries[0], codes="bit")
    with pytest.raises(InvalidTypeError):
        store.recall(scope, queries[0], codes=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        _core.RecallParams(bits_epsilon=-1.0)


@settings(max_examples=15, deadline=None)
@given(similarity=st.floats(0.1, 1.0), recency=st.floats(0.0, 0.5), importance=st.floats(0.0, 0.5),
       k_wide=st.integers(5, 150), query=st.integers(0, 29), min_similarity=st.sampled_from([None, 0.5, 0.8]))
def test_bits_pool_only_misses_never_invents(lists_store, similarity: float, recency: float, importance: float,
                                             k_wide: int, query: int, min_similarity: float | None) -> None:
    """Whatever the one-bit bound dismisses, the rows the plan does score are scored exactly: a memory in the
    bits pool has exact=True's score, and one that exact=True's pool lacks scores no better than its last."""
    store, scope, queries = lists_store
    options = dict(k=k_wide, k_wide=k_wide, conflicts=False, now=NOW, min_similarity=min_similarity,
                   weights=Weights(similarity, recency, importance, 0.1))
    exact = {h.id: h.score for h in store.recall(scope, queries[query], exact=True, **options)}
    bits = {h.id: h.score for h in store.recall(scope, queries[query], codes="bits", **options)}
    assert len(bits) <= len(exact)
    for memory, score in bits.items():
        if memory in exact:
            assert score == exact[memory]
        else:
            assert score <= min(exact.values())
