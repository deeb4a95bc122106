"""SIMD kernels against numpy (float64) at every level this CPU has: odd dims, gathers, zero vectors."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import _core

from .conftest import available_levels, int8_levels

LEVELS = available_levels()
DIMS = [1, 7, 8, 15, 16, 17, 97, 384, 1537]


def tolerance(dim: int) -> float:
    return 1e-5 * np.sqrt(dim) + 1e-6


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("dim", DIMS)
def test_dot_and_cosine_match_numpy(level: str, dim: int, rng: np.random.Generator) -> None:
    rows = rng.standard_normal((37, dim)).astype(np.float32)  # 37: blocks of 4 plus a remainder
    query = rng.standard_normal(dim).astype(np.float32)
    exact = rows.astype(np.float64) @ query.astype(np.float64)
    norms = np.linalg.norm(rows.astype(np.float64), axis=1) * np.linalg.norm(query.astype(np.float64))
    scale = np.abs(rows).sum(axis=1) * np.abs(query).max() + 1
    assert np.all(np.abs(_core.dot_many(query, rows, level=level) - exact) <= tolerance(dim) * scale)
    assert np.allclose(_core.cosine_many(query, rows, level=level), exact / norms, atol=1e-5)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("dim", [1, 7, 97, 384, 1537])
def test_gather_equals_contiguous(level: str, dim: int, rng: np.random.Generator) -> None:
    rows = rng.standard_normal((50, dim)).astype(np.float32)
    query = rng.standard_normal(dim).astype(np.float32)
    ids = np.array([49, 0, 3, 3, 17, 48, 1], dtype=np.int64)
    for fn in (_core.dot_many, _core.cosine_many):
        full = fn(query, rows, level=level)
        np.testing.assert_allclose(fn(query, rows, ids, level=level), full[ids], rtol=1e-6, atol=1e-6)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("dim", [1, 7, 97, 384, 1537])
def test_rows_by_address_equal_gather(level: str, dim: int, rng: np.random.Generator) -> None:
    """cosine_ptrs (MMR's kernel: rows by address, prefetched ahead) against the gathered cosine and numpy,
    for every count around its four-row blocks and its prefetch distance."""
    rows = rng.standard_normal((60, dim)).astype(np.float32)
    rows[5] = 0.0  # a zero row has cosine 0
    query = rng.standard_normal(dim).astype(np.float32)
    for count in (0, 1, 3, 4, 5, 8, 9, 13, 60):
        ids = rng.permutation(60)[:count].astype(np.int64)
        got = _core.cosine_many(query, rows, ids, level=level, by_address=True)
        np.testing.assert_allclose(got, _core.cosine_many(query, rows, ids, level=level), rtol=1e-6, atol=1e-6)
        norms = np.linalg.norm(rows[ids], axis=1) * np.linalg.norm(query)
        expected = np.divide(rows[ids] @ query, norms, out=np.zeros(count, np.float32), where=norms > 0)
        np.testing.assert_allclose(got, expected, rtol=1e-4, atol=1e-5)
    with pytest.raises(ValueError):
        _core.cosine_many(query, rows, level=level, by_address=True)  # addresses need ids


@pytest.mark.parametrize("level", LEVELS)
def test_levels_agree_with_serial(level: str, rng: np.random.Generator) -> None:
    rows = rng.standard_normal((1003, 384)).astype(np.float32)
    query = rng.standard_normal(384).astype(np.float32)
    np.testing.assert_allclose(_core.dot_many(query, rows, level=level),
                               _core.dot_many(query, rows, level="scalar"), rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("level", LEVELS)
def test_zero_vectors_have_cosine_zero(level: str) -> None:
    rows = np.zeros((5, 97), np.float32)
    rows[1, 3] = 2.0
    query = np.zeros(97, np.float32)
    assert np.array_equal(_core.cosine_many(query, rows, level=level), np.zeros(5, np.float32))
    query[3] = 1.0
    out = _core.cosine_many(query, rows, level=level)
    assert not np.isnan(out).any()
    assert out.tolist() == [0.0, 1.0, 0.0, 0.0, 0.0]


def test_bad_arguments_are_typed() -> None:
    rows = np.ones((3, 4), np.float32)
    with pytest.raises(ValueError):
        _core.dot_many(np.ones(5, np.float32), rows)
    with pytest.raises(ValueError):
        _core.dot_many(np.ones(4, np.float32), rows, level="sse9")
    with pytest.raises(IndexError):
        _core.dot_many(np.ones(4, np.float32), rows, np.array([3], np.int64))


def test_unsupported_level_is_refused() -> None:
    best = _core.simd_best_level()
    if best == "avx512":
        pytest.skip("this CPU supports every level")
    with pytest.raises(ValueError):
        _core.dot_many(np.ones(4, np.float32), np.ones((2, 4), np.float32), level="avx512")


@settings(max_examples=60, deadline=None)
@given(dim=st.integers(1, 1100), count=st.integers(0, 70), seed=st.integers(0, 2**32 - 1))
def test_contiguous_scan_matches_numpy_and_gather(dim: int, count: int, seed: int) -> None:
    """The contiguous scans read a range as four streams (rows k, k + n/4, k + n/2, k + 3n/4 per pass, then
    the n % 4 left one by one): at every level, any dim (odd ones, not multiples of 8 or 16) and any count
    around those parts, each row's score is numpy's within float tolerance and, bit for bit, the score the
    gathered kernel (neighbouring rows per pass) gives the same row: a row's result never depends on which
    rows share its pass."""
    rng = np.random.default_rng(seed)
    rows = rng.standard_normal((count, dim)).astype(np.float32)
    if count > 2:
        rows[count // 2] = 0.0  # a zero row: cosine 0
    query = rng.standard_normal(dim).astype(np.float32)
    ids = np.arange(count, dtype=np.int64)
    exact = rows.astype(np.float64) @ query.astype(np.float64)
    norms = np.linalg.norm(rows.astype(np.float64), axis=1) * np.linalg.norm(query.astype(np.float64))
    exact_cos = np.divide(exact, norms, out=np.zeros(count), where=norms > 0)
    scale = np.abs(rows).sum(axis=1) * np.abs(query).max() + 1
    for level in LEVELS:
        dots = _core.dot_many(query, rows, level=level)
        assert np.all(np.abs(dots - exact) <= tolerance(dim) * scale)
        np.testing.assert_allclose(_core.cosine_many(query, rows, level=level), exact_cos, atol=1e-5)
        if level != "scalar":
            np.testing.assert_array_equal(dots, _core.dot_many(query, rows, ids, level=level))
            np.testing.assert_array_equal(_core.cosine_many(query, rows, level=level),
                                          _core.cosine_many(query, rows, ids, level=level))


@settings(max_examples=60, deadline=None)
@given(dim=st.integers(1, 1100), count=st.integers(0, 70), seed=st.integers(0, 2**32 - 1))
def test_int8_scan_streams_are_exact(dim: int, count: int, seed: int) -> None:
    """The int8 scan reads its range as four streams too: every row's integer dot equals numpy's, at every
    level, any dim and any count around the four parts and their remainder."""
    rng = np.random.default_rng(seed)
    rows = rng.integers(-127, 128, (count, dim)).astype(np.int8)
    query = rng.integers(-127, 128, dim).astype(np.int8)
    want = rows.astype(np.int64) @ query.astype(np.int64)
    for level in int8_levels():
        np.testing.assert_array_equal(_core.dot_i8_many(query, rows, level=level), want)
