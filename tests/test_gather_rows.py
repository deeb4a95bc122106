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
from engramdb.engine import compaction
from engramdb.errors import InvalidArgumentError
from engramdb.storage.segments import DeferredTable, embedding_matrix

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


@settings(max_examples=100, deadline=None)
@given(hnp.arrays(np.float32, hnp.array_shapes(min_dims=2, max_dims=2, min_side=1, max_side=12),
                  elements=st.floats(-1e6, 1e6, width=32)),
       st.integers(0, 12), st.randoms(use_true_random=False), st.lists(st.integers(1, 97), min_size=1, max_size=8))
def test_row_gather_writes_gather_rows_into_bytes_in_any_ranges(matrix: np.ndarray, split: int, rnd: object,
                                                                 steps: list[int]) -> None:
    """RowGather (a bulk load's vectors made range by range into a segment writer's buffer) writes exactly the
    bytes gather_rows_into writes, whatever the ranges' ends (rows cut at any byte, unaligned targets)."""
    n = len(matrix)
    split = min(split, n)
    chunks = [matrix[:split], matrix[split:]]
    order = np.arange(n, dtype=np.int64)
    rnd.shuffle(order)  # type: ignore[attr-defined]
    want = np.empty(matrix.shape, np.float32)
    _core.gather_rows_into(chunks, order, want, [True, False])
    gather = _core.RowGather(chunks, order, [True, False])
    assert (gather.rows, gather.dim, gather.nbytes) == (n, matrix.shape[1], want.nbytes)
    made = bytearray(gather.nbytes + 1)
    at, i = 0, 0
    while at < gather.nbytes:
        take = min(steps[i % len(steps)], gather.nbytes - at)
        gather.write(memoryview(made)[1 + at:1 + at + take], at)  # one byte in: float writes unaligned
        at, i = at + take, i + 1
    assert bytes(made[1:]) == want.tobytes()


@pytest.mark.parametrize("dim", [1, 7, 384])
def test_row_gather_checks_its_arguments_first(dim: int) -> None:
    rng = np.random.default_rng(dim)
    a, b = (rng.normal(size=(4, dim)).astype(np.float32) for _ in range(2))
    gather = _core.RowGather([a, b], np.array([5, 0, 7]), [True, False])
    out = np.empty((3, dim), np.float32)
    gather.write(out, 0)
    assert np.array_equal(out.view(np.uint32), np.stack([b[1], v.normalised(a)[0], b[3]]).view(np.uint32))
    a[2, 0] = np.inf
    with pytest.raises(ValueError, match=r"^row 2 contains NaN or infinity$"):  # refused before any byte is made
        _core.RowGather([a, b], np.array([5, 2, 7]), [True, False])
    _core.RowGather([a, b], np.array([5, 2, 7]), [False, False])  # copied rows are not checked (gather_rows_into)
    with pytest.raises(IndexError):
        _core.RowGather([a, b], np.array([0, 8]), [True, False])
    with pytest.raises(IndexError):
        _core.RowGather([a, b], np.array([-1]), [True, False])
    with pytest.raises(ValueError):
        _core.RowGather([a, b], np.array([0]), [True])  # one flag per chunk
    with pytest.raises(ValueError):
        _core.RowGather([], np.array([], np.int64), [])  # no chunk: no width
    with pytest.raises(ValueError):
        _core.RowGather([a[:, :1], b] if dim > 1 else [a, b[:, :0]], np.array([0]), [True, False])  # widths differ
    with pytest.raises(ValueError, match="past the matrix"):
        gather.write(bytearray(8), gather.nbytes - 4)
    with pytest.raises(ValueError, match="past the matrix"):
        gather.write(bytearray(1), gather.nbytes + 1)
    with pytest.raises(BufferError):
        gather.write(bytes(4), 0)  # read-only
    empty = _core.RowGather([a], np.array([], np.int64), [True])
    assert empty.nbytes == 0
    empty.write(bytearray(0), 0)


def test_import_into_a_full_tier_merges_the_deferred_vectors(tmp_path: Path) -> None:
    """An import whose segment is merged at once (its tier full: the plan reads its vectors, which sorted_batches
    left to be made as the file is written) and an import into an in-memory store keep every vector's bits."""
    rng = np.random.default_rng(4)
    expected: dict[str, np.ndarray] = {}
    ids: list[str] = []
    scopes: list[str] = []
    for store in (MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: NOW, seal_rows=1000),
                  MemoryStore(dim=DIM, clock=lambda: NOW, seal_rows=1000)):
        with store:
            for _ in range(5):  # tier 1 (4-15 rows) fills at the fourth import: merged with the three before
                x = (rng.normal(size=(6, DIM)) * 3).astype(np.float32)
                batch_scopes = [f"s{i % 2}" for i in range(6)]
                new = store.import_arrow(_table(x, batch_scopes))
                expected.update(zip(new, v.normalised(x)))
                ids += new
                scopes += batch_scopes
            assert store.health().segments < 5  # merged
            _check_exports(store, ids, scopes, expected)
        ids, scopes = [], []


def test_row_gather_names_the_first_bad_row_of_a_large_batch() -> None:
    """A bulk load's size: the error names the first bad row in the order given (not the first in the source), and
    the bytes are gather_rows_into's."""
    rng = np.random.default_rng(9)
    x = rng.normal(size=(20_000, 384)).astype(np.float32)
    order = rng.permutation(20_000).astype(np.int64)
    want = np.empty_like(x)
    _core.gather_rows_into([x], order, want, [True])
    gather = _core.RowGather([x], order, [True])
    made = np.empty_like(x)
    gather.write(made, 0)
    assert np.array_equal(made.view(np.uint32), want.view(np.uint32))
    x[order[15_000], 7] = np.nan  # in a later block
    x[order[9_000], 3] = np.inf  # in an earlier one
    x[order[19_999], 0] = np.nan
    with pytest.raises(ValueError, match=rf"^row {order[9_000]} contains NaN or infinity$"):
        _core.RowGather([x], order, [True])


def test_a_bulk_loads_table_is_deferred_and_merges_with_real_parts() -> None:
    """sorted_batches' table is a DeferredTable (its vectors made only by write_segment or materialize: nothing can
    read them as the zeros of a placeholder); merged with a real table's part, the merge takes its vectors made, in
    the merged (scope, seq) order, scaled once."""
    rng = np.random.default_rng(11)
    x = (rng.normal(size=(7, DIM)) * 3).astype(np.float32)
    batch = {"scope": [f"s{i % 2}" for i in range(7)], "text": [f"t{i}" for i in range(7)],
             "seq": np.arange(10, 17, dtype=np.int64)}
    store = MemoryStore(dim=DIM, clock=lambda: NOW)
    cols = dict(kind="fact", importance=0.5, confidence=1.0, source="user", trusted=True, created_at=None,
                expires_at=None, key=None, meta=None, trigger=None, guidance=None, layer=None)
    prepared, _ = store._writes.prepare(batch["scope"], batch["text"], bulk=True, embeddings=x, **cols)
    prepared["seq"] = batch["seq"]
    bulk = compaction.sorted_batches([prepared], DIM)
    assert isinstance(bulk, DeferredTable)
    with pytest.raises(InvalidArgumentError, match="deferred"):
        bulk.column("embedding")
    with pytest.raises(TypeError):
        pa.concat_tables([bulk])  # type: ignore[list-item]
    made = bulk.materialize()
    order = np.lexsort((np.arange(10, 17), batch["scope"]))
    assert np.array_equal(embedding_matrix(made).view(np.uint32), v.normalised(x)[order].view(np.uint32))
    other = made.slice(0, 3)  # a real table: its rows under other seqs, in another scope
    at_scope = other.schema.get_field_index("scope")
    other = other.set_column(at_scope, other.schema.field("scope"), pa.array(["s9"] * 3))
    merged, at = compaction.sorted_table_and_order([compaction.Part(bulk, np.arange(7)),
                                                   compaction.Part(other, np.arange(3))])
    assert isinstance(merged, DeferredTable)
    both = np.concatenate([embedding_matrix(made), embedding_matrix(other)])
    assert np.array_equal(embedding_matrix(merged.materialize()).view(np.uint32), both[at].view(np.uint32))
    assert merged.column("scope").to_pylist() == sorted(batch["scope"]) + ["s9"] * 3
    alone, _ = compaction.sorted_table_and_order([compaction.Part(bulk, np.arange(7))])
    assert alone is bulk  # taken as it is: its vectors are made as its segment is written
