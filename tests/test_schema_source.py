"""schema.COLUMNS is the one column list: the write path's batches, the segment column stores, the WAL's
insert records, import's accepted columns and Memory's fields all agree with it."""

from __future__ import annotations

from dataclasses import fields

import numpy as np
import pyarrow as pa

from engramdb import MemoryStore
from engramdb.durable.records import decode_insert, encode_insert
from engramdb.schema import COLUMNS, EXPORT_ONLY_COLUMNS, SIDE, WRITE_COLUMNS, Memory, segment_schema
from engramdb.segment import CODED, MUTABLE, NUMERIC, TEXT


def test_segment_column_lists_partition_the_schema() -> None:
    stored = set(NUMERIC) | set(TEXT) | set(SIDE) | {"embedding", "id"}
    assert stored == {c.name for c in COLUMNS} and not set(NUMERIC) & set(TEXT) and not set(SIDE) & set(TEXT)
    assert set(CODED) <= set(NUMERIC) and set(MUTABLE) <= set(NUMERIC)
    assert [f.name for f in segment_schema(8)] == [c.name for c in COLUMNS]


def test_write_and_export_columns_cover_the_schema_once() -> None:
    assert set(WRITE_COLUMNS) | set(EXPORT_ONLY_COLUMNS) | {"hidden"} == {c.name for c in COLUMNS}
    assert not set(WRITE_COLUMNS) & set(EXPORT_ONLY_COLUMNS)
    # status is derived from the hidden bits; conflicts_with from the recall that returned the memory
    assert {f.name for f in fields(Memory)} - {"conflicts_with", "status"} <= {c.name for c in COLUMNS}


def test_a_prepared_batch_holds_exactly_the_stored_columns_and_survives_the_wal_codec() -> None:
    store = MemoryStore(dim=8)
    batch, _ = store._writes.prepare("u", ["a", "b"], embeddings=np.eye(2, 8, dtype=np.float32), kind="fact",
                                     importance=0.5, confidence=1.0, source="user", trusted=True, created_at=None,
                                     expires_at=None, key=None, meta=None, trigger=None, guidance=None, layer=None)
    batch["seq"] = np.arange(2, dtype=np.int64)
    assert set(batch) == set(NUMERIC) | set(TEXT) | set(SIDE) | {"embedding"}
    decoded = decode_insert(pa.py_buffer(encode_insert(batch)), 8)
    assert set(decoded) == set(batch)
    for name, values in batch.items():
        if isinstance(values, np.ndarray):
            assert np.array_equal(decoded[name], values, equal_nan=values.dtype.kind == "f"), name
        else:
            assert list(decoded[name]) == list(values), name
