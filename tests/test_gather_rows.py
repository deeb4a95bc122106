"""An import's vectors scaled as they are gathered into the new segment's order (_core.gather_rows_into,
compaction.sorted_batches): the same bits as normalised (a plain copy for rows already scaled), the first bad
source row named, nothing written or numbered for a refused import, and the segment's rows in (scope, seq) order."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

from engramdb import MemoryStore, _core
from engramdb import validate as v
from engramdb.errors import InvalidArgumentError

DIM = 8
NOW = 1_790_000_000.0

_floats = st.floats(width=32, allow_nan=True, allow_infinity=True)


@settings(max_examples=200, deadline=None)
@given(hnp.arrays(np.float32, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=12), elements=_floats),
       st.integers(0, 12), st.randoms(use_true_random=False), st.booleans())
def test_gather_equals_normalised_rows_bit_for_bit(matrix: np.ndarray, split: int, rnd: object, scale: bool) -> None:
    n = len(matrix)
    split = min(split, n)
    chunks = [matrix[:split], matrix[split:]]
    order = np.arange(n, dtype=np.int64)
    rnd.shuffle(order)  # type: ignore[attr-defined]
    out = np.full(matrix.shape, 7.0, np.float32)
    if not scale:  # copied as it is, NaN included
        _core.gather_rows_into(chunks, order, out, [False, False])
        assert np.array_equal(out.view(np.uint32), matrix[order].view(np.uint32))
        return
    bad = [int(i) for i in order if not np.isfinite(matrix[i]).all()]
    if bad:
        with pytest.raises(ValueError, match=f"^row {bad[0]} contains NaN or infinity$"):
            _core.gather_rows_into(chunks, order, out, [True, True])
        return
    _core.gather_rows_into(chunks, order, out, [True, True])
    assert np.array_equal(out.view(np.uint32), v.normalised(matrix)[order].view(np.uint32))


def test_gather_scales_by_chunk_and_checks_its_arguments() -> None:
    rng = np.random.default_rng(2)
    a, b = (rng.normal(size=(4, DIM)).astype(np.float32) for _ in range(2))
    out = np.empty((3, DIM), np.float32)
    _core.gather_rows_into([a, b], np.array([5, 0, 7]), out, [True, False])
    assert np.array_equal(out, np.stack([b[1], v.normalised(a)[0], b[3]]))
    with pytest.raises(IndexError):
        _core.gather_rows_into([a, b], np.array([0, 8, 1]), out, [True, False])
    with pytest.raises(IndexError):
        _core.gather_rows_into([a, b], np.array([0, -1, 1]), out, [True, False])
    with pytest.raises(ValueError):
        _core.gather_rows_into([a, b], np.array([0, 1]), out, [True, False])  # one row per index
    with pytest.raises(ValueError):
        _core.gather_rows_into([a, b], np.array([0, 1, 2]), out, [True])  # one flag per chunk
    with pytest.raises(ValueError):
        _core.gather_rows_into([a[:, :4], b], np.array([0, 1, 2]), out, [True, False])  # out's width


def _table(x: np.ndarray, scopes: list[str]) -> pa.Table:
    return pa.table({"scope": scopes, "text": [f"note {i} on the plan" for i in range(len(x))],
                     "embedding": pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)})


@pytest.mark.parametrize("seal_rows", [7, 1000])  # several validation chunks, or one
def test_import_scales_sorts_and_reopens(tmp_path: Path, seal_rows: int) -> None:
    rng = np.random.default_rng(3)
    x = (rng.normal(size=(20, DIM)) * 5).astype(np.float32)
    scopes = [f"s{i % 3}" for i in range(20)]
    with MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: NOW, seal_rows=seal_rows) as store:
        ids = store.import_arrow(_table(x, scopes))
        expected = dict(zip(ids, v.normalised(x)))
        _check_exports(store, ids, scopes, expected)
    with MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: NOW) as store:  # from the segment's file
        _check_exports(store, ids, scopes, expected)


def _check_exports(store: MemoryStore, ids: list[str], scopes: list[str], expected: dict[str, np.ndarray]) -> None:
    for scope in sorted(set(scopes)):
        exported = store.export(scope)
        got = np.stack(exported.column("embedding").to_numpy(zero_copy_only=False))
        assert sorted(exported.column("id").to_pylist()) == sorted(i for i, s in zip(ids, scopes) if s == scope)
        want = np.stack([expected[i] for i in exported.column("id").to_pylist()])
        assert np.array_equal(got.view(np.uint32), want.view(np.uint32))


def test_import_with_nan_changes_nothing(tmp_path: Path) -> None:
    x = np.ones((10, DIM), np.float32)
    x[6, 3] = np.nan
    with MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: NOW, seal_rows=4) as store:
        first = store.remember("s0", "before the import", embedding=np.ones(DIM, np.float32))
        with pytest.raises(InvalidArgumentError, match="row 6 contains NaN or infinity"):
            store.import_arrow(_table(x, ["s0"] * 10))
        assert store.count("s0") == 1
        after = store.remember("s0", "after the import", embedding=np.ones(DIM, np.float32))
        assert int(after[1:]) == int(first[1:]) + 1  # no id was used by the refused import
