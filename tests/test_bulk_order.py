"""A bulk load's segment order and columns made without sorting strings (compaction.scope_order, taken_columns):
the order pc.sort_indices gives over (scope, seq), for ascending seqs (new ids) and any others (a restore's kept
ids), and the table the batches' rows make when each column is converted and then taken in that order (the way
sorted_batches made it before ingest68)."""

from __future__ import annotations

import itertools

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core
from engramdb.engine import compaction
from engramdb.schema import segment_schema
from engramdb.segment import batch_columns

DIM = 4
NOW = 1_790_000_000.0

_scopes = st.lists(st.sampled_from(["a", "b", "B", "ä", "a:b", "a b", "é", "z" * 3, "\U0001f600", "a\u0301"]),
                   min_size=1, max_size=40)


def _reference(scopes: pa.ChunkedArray, seqs: np.ndarray) -> np.ndarray:
    keys = pa.table({"scope": scopes, "seq": pa.array(seqs)})
    return pc.sort_indices(keys, sort_keys=[("scope", "ascending"), ("seq", "ascending")]).to_numpy()


@settings(max_examples=200, deadline=None)
@given(_scopes, st.integers(1, 5), st.booleans(), st.randoms(use_true_random=False))
def test_scope_order_is_the_sort_over_scope_then_seq(names: list[str], chunks: int, ascending: bool,
                                                       rnd: object) -> None:
    n = len(names)
    seqs = np.arange(100, 100 + n, dtype=np.int64)
    if not ascending:  # a restore's kept ids: unique, in any order
        rnd.shuffle(seqs)  # type: ignore[attr-defined]
    bounds = sorted({0, n, *(rnd.randrange(n + 1) for _ in range(chunks - 1))})  # type: ignore[attr-defined]
    scopes = pa.chunked_array([pa.array(names[a:b], pa.string()) for a, b in itertools.pairwise(bounds)], pa.string())
    order = compaction.scope_order(scopes, seqs)
    assert order.dtype == np.int64
    assert np.array_equal(order, _reference(scopes, seqs))


def test_scope_order_with_more_scopes_than_16_bits_and_none() -> None:
    rng = np.random.default_rng(3)
    names = [f"s{int(i)}" for i in rng.integers(0, 70_000, size=90_000)]
    scopes = pa.chunked_array([pa.array(names[:40_000]), pa.array(names[40_000:])])
    for seqs in (np.arange(90_000, dtype=np.int64), rng.permutation(90_000).astype(np.int64)):
        assert np.array_equal(compaction.scope_order(scopes, seqs), _reference(scopes, seqs))
    assert len(compaction.scope_order(pa.chunked_array([], pa.string()), np.zeros(0, np.int64))) == 0


def _old_sorted_rest(batches: list[dict[str, object]]) -> pa.Table:
    """The other columns as sorted_batches made them before: each batch's columns converted, then taken."""
    scopes = pa.chunked_array([pa.array(b["scope"], pa.string()) for b in batches], pa.string())
    seqs = np.concatenate([np.asarray(b["seq"], np.int64) for b in batches])
    taken = pa.array(_reference(scopes, seqs))
    parts = [batch_columns(b) for b in batches]
    rest = pa.schema([f for f in segment_schema(DIM) if f.name != "embedding"])
    return pa.Table.from_arrays(
        [pa.chunked_array([pa.array(p[f.name], f.type) for p in parts], f.type).take(taken).combine_chunks()
         for f in rest], schema=rest)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(_scopes, st.booleans()), min_size=1, max_size=3), st.booleans())
def test_sorted_batches_columns_equal_the_taken_batch_columns(spec: list[tuple[list[str], bool]],
                                                              shuffled: bool) -> None:
    store = MemoryStore(dim=DIM, clock=lambda: NOW)
    rng = np.random.default_rng(len(spec))
    batches, at = [], 10
    for names, rich in spec:
        n = len(names)
        cols: dict[str, object] = dict(
            kind="lesson" if rich else "fact",
            importance=rng.random(n), confidence=1.0, source=["user", "tool:x"][rich], trusted=not rich,
            created_at=None, expires_at=None, key=[f"k{i}" if rich and i % 2 else None for i in range(n)],
            meta=[{"i": i} if rich and i % 3 == 0 else None for i in range(n)],
            trigger=[f"when {i}" if rich else None for i in range(n)],
            guidance=[f"do {i}" if rich else None for i in range(n)], layer=None)
        x = rng.normal(size=(n, DIM)).astype(np.float32)
        batch, _ = store._writes.prepare(names, [f"text {at + i}" for i in range(n)], bulk=True, embeddings=x,
                                         **cols)
        batch["seq"] = np.arange(at, at + n, dtype=np.int64)
        at += n
        batches.append(batch)
    if shuffled:  # kept ids in any order
        seqs = rng.permutation(np.concatenate([b["seq"] for b in batches]))
        start = 0
        for b in batches:
            b["seq"] = seqs[start:start + len(b["seq"])]
            start += len(b["seq"])
    made = compaction.sorted_batches(batches, DIM)
    want = _old_sorted_rest(batches)
    rest = made.select([f.name for f in want.schema])
    assert rest.schema == want.schema
    rest.validate(full=True)  # the native take's buffers make valid arrays (every offset, UTF-8, null count)
    for name in want.column_names:
        got, expected = rest.column(name).combine_chunks(), want.column(name).combine_chunks()
        if pa.types.is_floating(expected.type):  # expires_at is NaN for "never": NaN == NaN here, bit for bit
            assert got.type == expected.type
            assert np.array_equal(got.to_numpy().view(np.uint8), expected.to_numpy().view(np.uint8)), name
        else:
            assert got.equals(expected), name


def test_an_import_keeps_its_arrow_strings_whatever_their_type(tmp_path: object) -> None:
    """import_arrow hands the segment its own scope and text columns (no round trip through Python strings): a
    dictionary-encoded scope and a large_string text (sliced, in chunks of the planner's seal_rows) give the
    memories that plain string columns give, and a constant source is stored as such."""
    rng = np.random.default_rng(9)
    n = 50
    scopes = [f"u{i % 3}" for i in range(n)]
    texts = [f"note {i} on the \u00e9t\u00e9 plan" for i in range(n)]
    x = rng.normal(size=(n, DIM)).astype(np.float32)
    vectors = pa.FixedSizeListArray.from_arrays(pa.array(x.reshape(-1)), DIM)
    plain = pa.table({"scope": scopes, "text": texts, "embedding": vectors, "source": ["tool:a"] * n})
    odd = pa.table({"scope": pa.array(scopes).dictionary_encode(), "text": pa.array(texts, pa.large_string()),
                    "embedding": vectors, "source": ["tool:a"] * n})
    exported = []
    for table in (plain, odd):
        store = MemoryStore(dim=DIM, clock=lambda: NOW)
        store._engine.planner.seal_rows = 16  # four chunks, the last one short
        ids = store.import_arrow(table)
        assert len(ids) == n
        exported.append(pa.concat_tables([store.export(s) for s in ("u0", "u1", "u2")]))
    assert exported[0].equals(exported[1])
    assert sorted(exported[0].column("text").to_pylist()) == sorted(texts)
    assert set(exported[0].column("source").to_pylist()) == {"tool:a"}


@settings(max_examples=100, deadline=None)
@given(st.lists(st.one_of(st.none(), st.text(max_size=6)), min_size=1, max_size=30), st.integers(1, 4),
       st.integers(0, 3), st.randoms(use_true_random=False))
def test_take_columns_equals_arrows_take(values: list[str | None], chunks: int, skip: int, rnd: object) -> None:
    """_core.take_columns against Arrow's take: string chunks that are slices (an offset into their buffers) with
    and without nulls, numeric chunks of 1, 4 and 8 bytes, coded columns, the ids of the seq column."""
    n = len(values)
    bounds = sorted({0, n, *(rnd.randrange(n + 1) for _ in range(chunks - 1))})  # type: ignore[attr-defined]
    padded = [pa.array(["pad"] * skip + values[a:b] + ["tail"], pa.string()).slice(skip, b - a)
              for a, b in itertools.pairwise(bounds)]
    strings = pa.chunked_array(padded, pa.string())
    order = np.arange(n, dtype=np.int64)
    rnd.shuffle(order)  # type: ignore[attr-defined]
    rng = np.random.default_rng(n)
    seqs = rng.integers(-5, 10**15, n).astype(np.int64)
    floats, flags = rng.normal(size=n).astype(np.float32), rng.random(n) < 0.5
    codes = rng.integers(0, 3, n).astype(np.uint8)
    cut = [0, n // 2, n]  # the numeric columns in other chunks than the strings
    numbers, texts, coded, ids = _core.take_columns(
        order, [[seqs], [floats[a:b] for a, b in itertools.pairwise(cut)], [flags[a:b] for a, b in itertools.pairwise(cut)]],
        [[(*c.buffers(), c.offset, len(c)) for c in strings.chunks]], [([codes], ["fact", "é", ""])], seq_column=0)
    assert [a.dtype for a in numbers] == [np.int64, np.float32, np.bool_]
    assert np.array_equal(numbers[0], seqs[order]) and np.array_equal(numbers[1], floats[order])
    assert np.array_equal(numbers[2], flags[order])
    offsets, data, validity, nulls = texts[0]
    got = pa.StringArray.from_buffers(n, pa.py_buffer(offsets), pa.py_buffer(data),
                                      None if validity is None else pa.py_buffer(validity), nulls)
    got.validate(full=True)
    assert got.equals(strings.take(pa.array(order)).combine_chunks())
    names = pa.StringArray.from_buffers(n, pa.py_buffer(coded[0][0]), pa.py_buffer(coded[0][1]))
    assert names.to_pylist() == [["fact", "é", ""][c] for c in codes[order]]
    assert ids is not None
    made = pa.StringArray.from_buffers(n, pa.py_buffer(ids[0]), pa.py_buffer(ids[1]))
    assert made.to_pylist() == [f"m{s}" for s in seqs[order]]


def test_take_columns_refuses_what_it_cannot_take() -> None:
    """Out-of-range rows, offsets outside their data, codes without a name, columns of different rows: refused
    before anything is handed back (the offsets of a caller's Arrow chunk are not trusted)."""
    text = pa.array(["ab", "c", None])
    good = [(*text.buffers(), 0, 3)]
    order = np.array([2, 0, 1], np.int64)
    with pytest.raises(IndexError):
        _core.take_columns(np.array([0, 3], np.int64), [], [good], [])
    bad_offsets = pa.py_buffer(np.array([0, 2, 99, 99], np.int32))
    with pytest.raises(ValueError, match="outside its data"):
        _core.take_columns(order, [], [[(None, bad_offsets, text.buffers()[2], 0, 3)]], [])
    with pytest.raises(ValueError, match="no name"):
        _core.take_columns(order, [], [good], [([np.array([0, 1, 2], np.uint8)], ["a", "b"])])
    with pytest.raises(ValueError, match="same rows"):
        _core.take_columns(order, [[np.zeros(2, np.int64)]], [good], [])
    with pytest.raises(ValueError, match="shorter"):
        _core.take_columns(order, [], [[(None, text.buffers()[1], text.buffers()[2], 2, 3)]], [])


def test_an_unaligned_string_chunk_is_copied_before_the_native_take() -> None:
    """Offsets that are not 4-byte aligned (Arrow buffers over unaligned bytes) are refused natively, so
    taken_columns hands such a chunk over copied (compaction._string_buffers): the values are the same."""
    plain = pa.array(["ab", "c", None, "def"])
    offsets = pa.py_buffer(b"\0" + plain.buffers()[1].to_pybytes()).slice(1)
    assert offsets.address % 4
    unaligned = pa.StringArray.from_buffers(4, offsets, plain.buffers()[2], plain.buffers()[0], 1)
    order = np.array([3, 2, 1, 0], np.int64)
    with pytest.raises(ValueError, match="aligned"):
        _core.take_columns(order, [], [[(*unaligned.buffers(), 0, 4)]], [])
    (got,) = _core.take_columns(order, [], [[compaction._string_buffers(unaligned)]], [])[1]
    made = pa.StringArray.from_buffers(4, *(pa.py_buffer(b) for b in got[:2]), pa.py_buffer(got[2]), got[3])
    assert made.to_pylist() == ["def", None, "c", "ab"]
