"""The records of the write-ahead log: what each WAL record type holds and how it is encoded.

WAL records (the payload of one storage.wal record; the record type is the WAL type byte)
-----------------------------------------------------------------------------------------
Rows are always named by (scope, seq), never by position, so replay is independent of how rows are laid
out in segments. A record is applied whole or not at all (the WAL checksums each record; a torn one is
dropped). A store operation that must change several things at once logs ONE record (a TXN record when
it needs several kinds), so a crash can never half-apply it.

* ``1 INSERT``: an Arrow IPC *stream* (schema + one record batch) of the batch's columns exactly as the
  store holds them in its active segment: ``seq`` int64, numeric columns in their numpy dtypes (``kind``
  and ``layer`` as uint8 codes, ``trusted`` bool), text columns as utf8, ``embedding`` as
  fixed_size_list<float32>[dim] (normalised, as stored). A column missing on replay (a WAL written by
  an older version) is filled with zeros / nulls.
* ``2 FLAGS``: ``u8 set_bits, u8 clear_bits, u32 scope_bytes, scope (utf-8), i64 seq[...]`` (the
  seqs fill the rest of the payload): hidden = (hidden | set_bits) & ~clear_bits on those rows.
  Logged only for rows whose bits change; idempotent.
* ``3 USAGE``: ``f64 when, u32 scope_bytes, scope (utf-8), i64 seq[...]``: last_used = when and
  use_count += 1 on those rows. Logged without its own fsync (it reaches the file before the call
  returns, so it survives kill -9; a power cut may lose the last usage counts, never a memory).
* ``4 TXN``: several records applied as one: back to back ``u8 type, u32 length, payload``, applied in
  order. Consolidation logs its merged rows and the archiving of their originals as one TXN (INSERT, then
  FLAGS of rows that existed before it); readers of v1 have always applied it. (An insert that supersedes
  older rows needs none: it is ONE insert record, and replay retires the older rows as part of applying it,
  see SegmentSet.apply_insert.)
"""

from __future__ import annotations

import struct
from collections.abc import Iterator
from typing import Any

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError
from ..segment import NUMERIC, TEXT

RECORD_INSERT = 1
RECORD_FLAGS = 2
RECORD_USAGE = 3
RECORD_TXN = 4

_FLAGS_HEAD = struct.Struct("<BBI")
_USAGE_HEAD = struct.Struct("<dI")
_TXN_HEAD = struct.Struct("<BI")


def encode_insert(batch: dict[str, Any]) -> pa.Buffer:
    """An INSERT payload: the batch's columns as an Arrow IPC stream (see the module doc)."""
    names, arrays = [], []
    for name, values in batch.items():
        if name == "embedding":
            matrix = np.ascontiguousarray(values, dtype=np.float32)
            array: pa.Array = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), matrix.shape[1])
        elif isinstance(values, np.ndarray):
            array = pa.array(values)
        else:
            array = _text_array(values)
        names.append(name)
        arrays.append(array)
    record = pa.record_batch(arrays, names=names)
    # Written twice: first to a counter (no bytes move), then into a buffer of exactly that size, which spares
    # the reallocations (copies into fresh pages) of a growing BufferOutputStream on a multi-MB record.
    counter = pa.MockOutputStream()
    with pa.ipc.new_stream(counter, record.schema) as writer:
        writer.write_batch(record)
    buffer = pa.allocate_buffer(counter.size())
    with pa.ipc.new_stream(pa.FixedSizeBufferWriter(buffer), record.schema) as writer:
        writer.write_batch(record)
    return buffer


def _text_array(values: list[Any]) -> pa.Array:
    """A text column as an Arrow utf8 array. A column holding one value in every row (all None, as most
    optional columns of a bulk write are, or one scope or source for the batch) is built from that value in
    C++ instead of converting n Python objects: the same array, ~10x faster. The check is a probe of the
    last row, then list.count (identity first, so [x] * n costs a pointer comparison per row)."""
    n = len(values)
    if n:
        first = values[0]
        if values[-1] is first and values.count(first) == n:
            if first is None:
                return pa.nulls(n, pa.string())
            return pa.repeat(pa.scalar(first, pa.string()), n)
    return pa.array(values, pa.string())


def decode_insert(payload: bytes, dim: int) -> dict[str, Any]:
    """The batch dict of an INSERT payload, in the form ActiveSegment.append takes."""
    table = pa.ipc.open_stream(payload).read_all()
    n = table.num_rows
    out: dict[str, Any] = {}
    for name in NUMERIC:
        if name in table.column_names:
            out[name] = np.asarray(table.column(name).to_numpy(), dtype=NUMERIC[name])
        else:
            out[name] = np.zeros(n, NUMERIC[name])
    for name in TEXT:
        out[name] = table.column(name).to_pylist() if name in table.column_names else [None] * n
    column = table.column("embedding").combine_chunks()
    if column.type.list_size != dim:
        raise CorruptStoreError(f"an insert record holds {column.type.list_size}-d vectors in a {dim}-d store")
    out["embedding"] = column.flatten().to_numpy().reshape(n, dim)
    return out


def encode_flags(scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> bytes:
    name = scope.encode()
    return _FLAGS_HEAD.pack(set_bits, clear_bits, len(name)) + name + np.ascontiguousarray(seqs, "<i8").tobytes()


def decode_flags(payload: bytes) -> tuple[str, np.ndarray, int, int]:
    set_bits, clear_bits, length = _FLAGS_HEAD.unpack_from(payload)
    start = _FLAGS_HEAD.size + length
    if (len(payload) - start) % 8 or start > len(payload):
        raise CorruptStoreError("malformed FLAGS record")
    scope = bytes(payload[_FLAGS_HEAD.size:start]).decode()
    return scope, np.frombuffer(payload, "<i8", offset=start).astype(np.int64), set_bits, clear_bits


def encode_usage(scope: str, seqs: np.ndarray, when: float) -> bytes:
    name = scope.encode()
    return _USAGE_HEAD.pack(when, len(name)) + name + np.ascontiguousarray(seqs, "<i8").tobytes()


def decode_usage(payload: bytes) -> tuple[str, np.ndarray, float]:
    when, length = _USAGE_HEAD.unpack_from(payload)
    start = _USAGE_HEAD.size + length
    if (len(payload) - start) % 8 or start > len(payload):
        raise CorruptStoreError("malformed USAGE record")
    scope = bytes(payload[_USAGE_HEAD.size:start]).decode()
    return scope, np.frombuffer(payload, "<i8", offset=start).astype(np.int64), when


def encode_txn(records: list[tuple[int, Any]]) -> bytes:
    parts: list[Any] = []
    for rtype, payload in records:
        parts += (_TXN_HEAD.pack(rtype, memoryview(payload).nbytes), payload)
    return b"".join(parts)


def decode_txn(payload: bytes) -> Iterator[tuple[int, memoryview]]:
    view = memoryview(payload)
    offset = 0
    while offset < len(view):
        if offset + _TXN_HEAD.size > len(view):
            raise CorruptStoreError("malformed TXN record")
        rtype, length = _TXN_HEAD.unpack_from(view, offset)
        offset += _TXN_HEAD.size
        if offset + length > len(view):
            raise CorruptStoreError("malformed TXN record")
        yield rtype, view[offset:offset + length]
        offset += length
