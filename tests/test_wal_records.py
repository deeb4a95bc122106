"""The WAL's INSERT record: the cheaper encoder writes the same Arrow stream content as the original one
(pa.array over every text column), and decode_insert reads records of both."""

from __future__ import annotations

from typing import Any

import numpy as np
import pyarrow as pa

from engramdb import MemoryStore
from engramdb.durable.records import _text_array, decode_insert, encode_insert
from engramdb.schema import SIDE
from engramdb.segment import TEXT


def _old_encode_insert(batch: dict[str, Any]) -> pa.Buffer:
    """encode_insert as it was up to 0146832 (every text column through pa.array of the Python list)."""
    names, arrays = [], []
    for name, values in batch.items():
        if name == "embedding":
            matrix = np.ascontiguousarray(values, dtype=np.float32)
            array = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), matrix.shape[1])
        elif isinstance(values, np.ndarray):
            array = pa.array(values)
        else:
            array = pa.array(values, pa.string())
        names.append(name)
        arrays.append(array)
    record = pa.record_batch(arrays, names=names)
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, record.schema) as writer:
        writer.write_batch(record)
    return sink.getvalue()


def _batch(n: int) -> dict[str, Any]:
    store = MemoryStore(dim=8)
    texts = [f"memory {i} é" if i % 3 else f"m{i}" for i in range(n)]
    batch, _ = store._writes.prepare(
        "u", texts, embeddings=np.random.default_rng(1).standard_normal((n, 8)), kind="fact", importance=0.5,
        confidence=1.0, source="user", trusted=True, created_at=None, expires_at=None,
        key=[None if i % 2 else f"k{i}" for i in range(n)], meta={"a": 1}, trigger=None, guidance=None, layer=None)
    batch["seq"] = np.arange(n, dtype=np.int64)
    return batch


def test_text_arrays_equal_pa_array_for_every_shape_of_column() -> None:
    columns: list[list[Any]] = [[], [None], ["x"], [None] * 5, ["s"] * 4, ["a", "b", "a"], ["a", None, "a"],
                                [None, "x", None], ["é"] * 3, ["x", "x", "x", None], [None, None, "y"],
                                ["".join(["a", "b"]), "ab"]]  # equal strings that are different objects
    for values in columns:
        got, want = _text_array(values), pa.array(values, pa.string())
        assert got.type == pa.string() and got.equals(want), values
        assert got.to_pylist() == values


def test_new_and_old_insert_records_decode_to_the_same_batch() -> None:
    # the columns the old writer knew (a side column came later, schema.SIDE: both read it as nulls when absent)
    batch = {name: values for name, values in _batch(50).items() if name not in SIDE}
    new, old = decode_insert(encode_insert(batch), 8), decode_insert(_old_encode_insert(batch), 8)
    assert set(new) == set(old) == set(batch) | set(SIDE)
    assert all(new[name] == old[name] == [None] * 50 for name in SIDE)
    for name, values in batch.items():
        if isinstance(values, np.ndarray):
            assert np.array_equal(new[name], old[name], equal_nan=True), name
            assert np.array_equal(new[name], values, equal_nan=values.dtype.kind == "f"), name
        else:
            assert new[name] == old[name] == list(values), name
    assert all(batch[name].count(None) == 50 for name in ("trigger", "guidance", "supersedes"))  # all-None columns
    assert batch["scope"].count("u") == 50 and batch["meta"].count(batch["meta"][0]) == 50  # one-value columns
    assert set(TEXT) <= set(batch)
    # the same schema: a reader of either version sees utf8 text columns, not nulls or dictionaries
    assert pa.ipc.open_stream(encode_insert(batch)).schema == pa.ipc.open_stream(_old_encode_insert(batch)).schema
