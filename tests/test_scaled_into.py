"""remember_many's vectors scaled once, straight into the active segment's reserved rows (validate.Unscaled,
_core.normalize_rows_into): the same bits as normalised, the same refusals, nothing visible or logged from a
refused batch, and the rows durable through the WAL they were written from."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from engramdb import MemoryStore, _core
from engramdb import validate as v
from engramdb.errors import InvalidArgumentError
from engramdb.segment import ActiveSegment

DIM = 8
NOW = 1_790_000_000.0

_floats = st.floats(width=32, allow_nan=True, allow_infinity=True)


@settings(max_examples=200, deadline=None)
@given(hnp.arrays(np.float32, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=12), elements=_floats))
def test_scaled_into_equals_normalised_bit_for_bit(matrix: np.ndarray) -> None:
    out = np.full(matrix.shape, 7.0, np.float32)
    try:
        expected = v.normalised(matrix)
    except InvalidArgumentError as refused:
        with pytest.raises(InvalidArgumentError) as again:
            v.Unscaled(matrix).scaled_into(out)
        assert str(again.value) == str(refused)
        return
    got = v.Unscaled(matrix).scaled_into(out)
    assert got is out
    assert np.array_equal(out.view(np.uint32), expected.view(np.uint32))


@settings(max_examples=200, deadline=None)
@given(hnp.arrays(np.float32, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=12), elements=_floats),
       st.integers(0, 2**32 - 1))
def test_scaled_into_crc_equals_scaled_into_and_zlib(matrix: np.ndarray, seed: int) -> None:
    # the WAL's VECTORS body (storage.wal.Reserved.crc): the same bits and refusals as scaled_into, and zlib's crc32
    # of the rows written, continued from `seed`
    import zlib

    out, expected = np.full(matrix.shape, 7.0, np.float32), np.full(matrix.shape, 7.0, np.float32)
    try:
        v.Unscaled(matrix).scaled_into(expected)
    except InvalidArgumentError as refused:
        with pytest.raises(InvalidArgumentError) as again:
            v.Unscaled(matrix).scaled_into_crc(out, seed)
        assert str(again.value) == str(refused)
        return
    crc = v.Unscaled(matrix).scaled_into_crc(out, seed)
    assert np.array_equal(out.view(np.uint32), expected.view(np.uint32))
    assert crc == zlib.crc32(out.tobytes(), seed)


@pytest.mark.parametrize("shape", [(0, 384), (1, 1), (1000, 7), (3000, 384), (40, 1537)])
def test_scaled_into_crc_over_chunks(shape: tuple[int, int]) -> None:
    # more rows than one checksummed chunk (64 KiB), a NaN past the first chunk named by its row
    import zlib

    x = np.random.default_rng(3).normal(size=shape).astype(np.float32)
    out = np.empty_like(x)
    assert _core.normalize_rows_crc_into(x, out, 5) == zlib.crc32(v.normalised(x).tobytes() if len(x) else b"", 5)
    assert np.array_equal(out, v.normalised(x) if len(x) else out)
    if shape[0] > 100:
        x[shape[0] - 3, 0] = np.nan
        with pytest.raises(ValueError, match=f"row {shape[0] - 3} "):
            _core.normalize_rows_crc_into(x, out, 0)


def test_scaled_in_place_and_into_a_reserved_view() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=(5, DIM)).astype(np.float32)
    seg = ActiveSegment(DIM, capacity=4)  # the reserve grows the array
    rows = seg.embedding.reserve(5)
    assert rows.shape == (5, DIM) and seg.n_rows == 0
    v.Unscaled(x).scaled_into(rows)
    assert np.array_equal(rows, v.normalised(x))
    before = seg.embedding.data
    seg.embedding.stage(rows)  # already in place: nothing copied, nothing moved
    assert seg.embedding.data is before
    y = x.copy()
    _core.normalize_rows_into(y, y)  # in place is allowed (each row is read before it is written)
    assert np.array_equal(y, v.normalised(x))


def test_normalize_rows_into_checks_its_target() -> None:
    x = np.ones((3, DIM), np.float32)
    with pytest.raises(ValueError):
        _core.normalize_rows_into(x, np.zeros((2, DIM), np.float32))
    with pytest.raises(TypeError):
        _core.normalize_rows_into(x, np.zeros((3, DIM), np.float64))
    read_only = np.zeros((3, DIM), np.float32)
    read_only.flags.writeable = False
    with pytest.raises(ValueError):
        _core.normalize_rows_into(x, read_only)


@pytest.mark.parametrize("bad", [np.nan, np.inf, -np.inf])
def test_a_refused_batch_leaves_nothing_and_the_next_one_lands(tmp_path: Path, bad: float) -> None:
    rng = np.random.default_rng(2)
    with MemoryStore.open(tmp_path / "s", dim=DIM, clock=lambda: NOW) as store:
        given = rng.normal(size=(2, DIM))
        rng_first = v.normalised(np.asarray(given, np.float32))
        first = store.remember_many("u", ["a one", "a two"], embeddings=given)
        x = rng.normal(size=(3, DIM)).astype(np.float32)
        x[2, 5] = bad
        with pytest.raises(InvalidArgumentError, match="row 2 contains NaN or infinity"):
            store.remember_many("u", ["b one", "b two", "b three"], embeddings=x)
        assert store.count("u") == 2
        good = rng.normal(size=(3, DIM)).astype(np.float32)
        ids = store.remember_many("u", ["c one", "c two", "c three"], embeddings=good)
        assert store.count("u") == 5
        _assert_vectors(store, first + ids, [rng_first, v.normalised(good)])
    with MemoryStore.open(tmp_path / "s", dim=DIM, clock=lambda: NOW) as store:  # replayed from the WAL: the same bits
        assert store.count("u") == 5
        assert sorted(m.text for m in store.list("u")) == sorted(["a one", "a two", "c one", "c two", "c three"])
        _assert_vectors(store, first + ids, [rng_first, v.normalised(good)])


def _assert_vectors(store: MemoryStore, ids: list[str], parts: list[np.ndarray]) -> None:
    table = store.export("u")
    by_id = dict(zip(table.column("id").to_pylist(), table.column("embedding").to_pylist()))
    got = np.array([by_id[i] for i in ids], np.float32)
    assert np.array_equal(got.view(np.uint32), np.concatenate(parts).view(np.uint32))
