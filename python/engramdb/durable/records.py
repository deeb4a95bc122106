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
* ``5 INSERT2`` (format 2 of an insert, written since issue 17): the same columns as ``1 INSERT`` without
  Arrow IPC framing, so that the payload is gathered straight from the batch's own buffers (one writev, no
  copy, no per-row Python):
  ``u32 n_rows, u32 dim, u32 header_bytes, header (JSON), then each buffer at an 8-aligned offset``. The
  header is ``{"columns": [[name, kind, [buffer byte lengths...]], ...]}``; kind is a numpy dtype string
  (``"<i8"``, ``"|u1"``, ``"|b1"``, ...: one buffer of n_rows values), ``"utf8"`` (three buffers, the
  Arrow string layout: validity bitmap (length 0 when no value is null), n_rows + 1 int32 offsets, UTF-8
  bytes), ``"null"`` (no buffer: every value None) or ``"<f4[dim]"`` (the embedding, n_rows x dim
  float32). A side column (schema.SIDE: a vector or null a row; xling192) is ``"<f4[]"``: n_rows + 1 int32 offsets
  and the float32 values (a row of length 0 is null); left out when every row is null. A column missing on replay
  is filled as for ``1 INSERT`` (a side column with nulls). Readers of both formats: decode_insert
  (``1``) and decode_insert2 (``5``); encode_insert (``1``) stays for tests and tools.
* ``6 VECTORS`` and ``7 INSERT3`` (format 3 of an insert, written since issue 17 item 3 by remember_many with
  vectors given): the batch's vectors are logged first, as their own record, while the batch's guard runs (they
  are scaled, and their write needs nothing the guard decides), and the rest of the batch once the guard has
  passed it, naming them; the VECTORS record is written with its writeback started but not fsynced, and the
  INSERT3's fdatasync (which flushes the whole file) makes both durable: one fdatasync a batch.
  ``6 VECTORS``: ``u64 token, u32 n_rows, u32 dim``, then n_rows x dim float32 (normalised, as stored).
  ``7 INSERT3``: ``u64 token``, then an ``5 INSERT2`` payload without the embedding column
  (its dim field still the store's): the batch's rows with the vectors of the VECTORS record of that token, which
  precedes it in the same WAL generation (the writer logs an INSERT2 instead when the log rotated in between). A
  VECTORS record that no INSERT3 names (its batch was refused by the guard, or the process died before the insert
  was logged: never acknowledged) holds no rows and is skipped. An INSERT3 whose VECTORS record is not in the log
  before it is corruption (CorruptStoreError on replay; ``check`` reports it, ``repair`` drops it as lost), never
  a silent loss. Readers before this version report the two types as unknown (CorruptStoreError), not misread.
* ``4 TXN``: several records applied as one: back to back ``u8 type, u32 length, payload``, applied in
  order. Consolidation logs its merged rows and the archiving of their originals as one TXN (INSERT, then
  FLAGS of rows that existed before it); readers of v1 have always applied it. (An insert that supersedes
  older rows needs none: it is ONE insert record, and replay retires the older rows as part of applying it,
  see SegmentSet.apply_insert.)
"""

from __future__ import annotations

import json
import struct
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError
from ..schema import SIDE
from ..segment import NUMERIC, TEXT, side_array

RECORD_INSERT = 1
RECORD_FLAGS = 2
RECORD_USAGE = 3
RECORD_TXN = 4
RECORD_INSERT2 = 5
RECORD_VECTORS = 6
RECORD_INSERT3 = 7

_FLAGS_HEAD = struct.Struct("<BBI")
_USAGE_HEAD = struct.Struct("<dI")
_TXN_HEAD = struct.Struct("<BI")
_INSERT2_HEAD = struct.Struct("<III")
_VECTORS_HEAD = struct.Struct("<QII")  # token, n_rows, dim
VECTORS_HEAD_SIZE = _VECTORS_HEAD.size
_TOKEN = struct.Struct("<Q")
_PAD = bytes(8)


def encode_insert(batch: dict[str, Any]) -> pa.Buffer:
    """An INSERT payload: the batch's columns as an Arrow IPC stream (see the module doc)."""
    names, arrays = [], []
    for name, values in batch.items():
        if name == "embedding":
            matrix = np.ascontiguousarray(values, dtype=np.float32)
            array: pa.Array = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), matrix.shape[1])
        elif name in SIDE:
            array = side_array(values, name)
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
    for name in SIDE:
        out[name] = [None if v is None else np.asarray(v, np.float32) for v in table.column(name).to_pylist()] \
            if name in table.column_names else [None] * n
    column = table.column("embedding").combine_chunks()
    if column.type.list_size != dim:
        raise CorruptStoreError(f"an insert record holds {column.type.list_size}-d vectors in a {dim}-d store")
    out["embedding"] = column.flatten().to_numpy().reshape(n, dim)
    return out


def vectors_head(token: int, matrix: np.ndarray) -> bytes:
    """A VECTORS payload's header (see the module doc): the float32 rows follow it."""
    n, dim = matrix.shape
    return _VECTORS_HEAD.pack(token, n, dim)


def encode_vectors(token: int, matrix: np.ndarray) -> list[Any]:
    """A VECTORS payload (see the module doc) as its parts: the header and the matrix's own buffer (no copy)."""
    data: Any = np.ascontiguousarray(matrix, np.float32)
    return [vectors_head(token, matrix), memoryview(data).cast("B")]


def decode_vectors(payload: Any, dim: int | None) -> tuple[int, np.ndarray]:
    """(token, the n x dim float32 matrix viewing the payload) of a VECTORS payload; CorruptStoreError for a
    malformed one, or one of another dimension than `dim` (when given)."""
    view = memoryview(payload).cast("B")
    try:
        token, n, stored_dim = _VECTORS_HEAD.unpack_from(view)
    except struct.error:
        raise CorruptStoreError("malformed VECTORS record: shorter than its header") from None
    if len(view) != _VECTORS_HEAD.size + 4 * n * stored_dim:
        raise CorruptStoreError(f"malformed VECTORS record: {len(view)} bytes for {n} x {stored_dim} vectors")
    if dim is not None and stored_dim != dim:
        raise CorruptStoreError(f"a VECTORS record holds {stored_dim}-d vectors in a {dim}-d store")
    return token, np.frombuffer(view, np.float32, n * stored_dim, _VECTORS_HEAD.size).reshape(n, stored_dim)


def encode_insert3(token: int, batch: dict[str, Any]) -> list[Any]:
    """An INSERT3 payload (see the module doc): the token of the batch's VECTORS record, then the batch as INSERT2
    encodes it without its embedding column (the batch's embedding gives only its dim)."""
    columns = {name: values for name, values in batch.items() if name != "embedding"}
    return [_TOKEN.pack(token), *encode_insert2(columns, dim=batch["embedding"].shape[1])]


def insert3_token(payload: Any) -> int:
    """The token of the VECTORS record an INSERT3 payload names."""
    try:
        token: int = _TOKEN.unpack_from(payload)[0]
    except struct.error:
        raise CorruptStoreError("malformed INSERT3 record: shorter than its token") from None
    return token


def decode_insert3(payload: Any, dim: int, vectors: dict[int, np.ndarray]) -> dict[str, Any]:
    """The batch dict of an INSERT3 payload, its embedding taken (and removed) from `vectors` (token -> matrix of
    the VECTORS records read before it); CorruptStoreError when its VECTORS record is not there, or of another
    row count."""
    token = insert3_token(payload)
    matrix = vectors.pop(token, None)
    if matrix is None:
        raise CorruptStoreError("an INSERT3 record names vectors that the log does not hold before it (a VECTORS "
                                "record lost to damage): its rows cannot be replayed")
    return decode_insert2(memoryview(payload).cast("B")[_TOKEN.size:], dim, embedding=matrix)


def encode_insert2(batch: dict[str, Any], dim: int | None = None) -> list[Any]:
    """An INSERT2 payload (see the module doc) as the list of its parts, for one gathered write: the numeric
    columns and the embedding are the batch's own numpy buffers (no copy); each text column becomes one Arrow
    string array (converted in C++, or built from its one value: _text_array) whose buffers are used as they
    are. The only Python work is per column, never per row."""
    n = len(batch["text"])
    dim = dim or 0
    columns: list[Any] = []
    buffers: list[Any] = []
    for name, values in batch.items():
        if name == "embedding":
            matrix = np.ascontiguousarray(values, dtype=np.float32)
            dim = matrix.shape[1]
            columns.append([name, f"<f4[{dim}]", [matrix.nbytes]])
            buffers.append(matrix)
        elif name in SIDE:
            if all(value is None for value in values):
                continue  # read as nulls when absent: a batch with none adds nothing to the record
            lengths = np.array([0 if value is None else len(value) for value in values], np.int32)
            offsets = np.zeros(n + 1, np.int32)
            np.cumsum(lengths, out=offsets[1:])
            flat = np.concatenate([np.asarray(value, np.float32).reshape(-1) for value in values if value is not None])
            columns.append([name, "<f4[]", [offsets.nbytes, flat.nbytes]])
            buffers += [offsets, flat]
        elif isinstance(values, np.ndarray):
            array = np.ascontiguousarray(values)
            columns.append([name, array.dtype.str, [array.nbytes]])
            buffers.append(array)
        else:
            text = _text_array(values)
            if text.null_count == n:
                columns.append([name, "null", []])
                continue
            if text.offset:  # never for a fresh array; a slice would need its offsets rebased
                text = pa.concat_arrays([text])
            validity, offsets, data = text.buffers()
            parts = [b"" if text.null_count == 0 or validity is None else validity[:(n + 7) // 8],
                     offsets[:4 * (n + 1)],
                     b"" if data is None else data[:int(np.frombuffer(offsets, np.int32, 1, 4 * n)[0])]]
            columns.append([name, "utf8", [memoryview(p).nbytes for p in parts]])
            buffers += parts
    header = json.dumps({"columns": columns}, separators=(",", ":")).encode()
    out: list[Any] = [_INSERT2_HEAD.pack(n, dim, len(header)), header]
    at = _INSERT2_HEAD.size + len(header)
    for buffer in buffers:
        view = memoryview(buffer).cast("B")
        if at % 8:
            out.append(_PAD[:8 - at % 8])
            at += 8 - at % 8
        if view.nbytes:
            out.append(view)
        at += view.nbytes
    return out


def decode_insert2(payload: Any, dim: int, embedding: np.ndarray | None = None) -> dict[str, Any]:
    """The batch dict of an INSERT2 payload (see the module doc), in the form ActiveSegment.append takes: numpy
    columns are views of the payload, text columns lists. CorruptStoreError for a malformed one. `embedding`: the
    batch's vectors when the payload holds none (an INSERT3's, from its VECTORS record)."""
    view = memoryview(payload).cast("B")
    try:
        n, stored_dim, header_bytes = _INSERT2_HEAD.unpack_from(view)
        at = _INSERT2_HEAD.size
        columns = json.loads(bytes(view[at:at + header_bytes]))["columns"]
        at += header_bytes
        found: dict[str, Any] = {}
        for name, kind, lengths in columns:
            parts = []
            for length in lengths:
                at += -at % 8
                if at + length > len(view):
                    raise CorruptStoreError("malformed INSERT2 record: a buffer runs past its end")
                parts.append(view[at:at + length])
                at += length
            found[name] = (kind, parts)
        out: dict[str, Any] = {}
        for name in NUMERIC:
            if name not in found:
                out[name] = np.zeros(n, NUMERIC[name])
                continue
            kind, parts = found[name]
            array = np.frombuffer(parts[0], np.dtype(kind), n)
            out[name] = array if array.dtype == NUMERIC[name] else array.astype(NUMERIC[name])
        for name in TEXT:
            kind, parts = found.get(name, ("null", []))
            if kind == "null":
                out[name] = [None] * n
                continue
            validity, offsets, data = (pa.py_buffer(p) if len(p) else None for p in parts)
            out[name] = pa.StringArray.from_buffers(n, offsets, data if data is not None else pa.py_buffer(b""),
                                                    validity).to_pylist()
        for name in SIDE:
            kind, parts = found.get(name, ("null", []))
            if kind == "null":
                out[name] = [None] * n
                continue
            if kind != "<f4[]" or len(parts) != 2:
                raise CorruptStoreError(f"malformed INSERT2 record: a {name} column of kind {kind}")
            bounds = np.frombuffer(parts[0], np.int32, n + 1).tolist()
            values = np.frombuffer(parts[1], np.float32)
            if bounds[0] != 0 or bounds[-1] != len(values) or any(b > e for b, e in pairwise(bounds)):
                raise CorruptStoreError(f"malformed INSERT2 record: the {name} column's offsets")
            out[name] = [values[b:e] if e > b else None for b, e in pairwise(bounds)]
        if stored_dim != dim or ("embedding" in found) == (embedding is not None):
            raise CorruptStoreError(f"an insert record holds {stored_dim}-d vectors in a {dim}-d store")
        if embedding is not None:
            if embedding.shape != (n, dim):
                raise CorruptStoreError(f"an INSERT3 record of {n} rows names {len(embedding)} vectors")
            out["embedding"] = embedding
        else:
            out["embedding"] = np.frombuffer(found["embedding"][1][0], np.float32, n * dim).reshape(n, dim)
    except (ValueError, KeyError, TypeError, struct.error, pa.ArrowException) as exc:
        raise CorruptStoreError(f"malformed INSERT2 record: {exc}") from None
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
    """A TXN payload; a record's payload may be a list of parts (encode_insert2), joined here."""
    parts: list[Any] = []
    for rtype, payload in records:
        payload = b"".join(payload) if isinstance(payload, list) else payload
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
