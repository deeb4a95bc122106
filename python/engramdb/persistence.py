"""The durable store: a directory that loses no acknowledged write and forgets for real.

:class:`DiskBackend` is what a :class:`~engramdb.store.MemoryStore` opened with ``MemoryStore.open(path)``
delegates to. The store keeps its segments in memory (the active one in numpy arrays, sealed ones as
memory-mapped Arrow tables); this module logs every change before the store applies it, seals the
active segment into files, compacts, erases and checks. It builds on the primitives of
:mod:`engramdb.storage` (WAL, manifest, lock, segment files).

Directory layout (format version 1)
-----------------------------------
::

    <store>/
      MANIFEST.json                 the root of the durable state, replaced atomically (storage.manifest)
      LOCK                          the writer lock (flock; holds the writer's pid, informational)
      wal/00000007.log ...          write-ahead log generations (storage.wal: CRC-framed records)
      segments/00000003.arrow       a sealed segment: Arrow IPC file, uncompressed, one record batch,
                                    rows sorted by (scope, seq), schema = schema.segment_schema(dim)
      segments/00000003-00000007.side
                                    the segment's mutable columns as of WAL generation 7 (see below)
      segments/00000003.g0.hnsw     the HNSW graph of one large scope of segment 3: links only, over the
                                    segment's own rows (format: engram/hnsw/graph.hpp; memory-mapped)

``MANIFEST.json`` (see storage.manifest for the fixed keys) lists the live segments with their row
count, byte size and CRC-32, ``next_seq``, and ``wal_generation`` = G: every change older than
generation G is in the segment and side files, every later one is in ``wal/`` generations >= G.
Its ``extra`` object holds, in this version::

    "side_files":   {"00000003.arrow": {"name": "00000003-00000007.side", "crc32": 123, "bytes": 456}}
    "next_segment": 4               # number of the next segment file (names are never reused)
    "hash64":       {"00000003.arrow": "9c1f..."}   # hash64 of the segment file (engram/util/hash64.hpp),
                                    # what open(verify=True) checks; CRC-32 stays for check() and for
                                    # segments written before hash64 existed
    "graphs":       {"00000003.arrow": {"org/acme": "00000003.g0.hnsw"}}   # scope -> graph file

and each segment's ``graph_files`` (storage.manifest.SegmentInfo) lists the same graph file names.

Graph files (``<segment>.g<i>.hnsw``, i = the position of the scope's run in the scope-sorted segment):
one per scope run of at least ``graph_min_rows`` rows (a store option), built when the segment is written
(seal, compaction, merge, bulk load) over exactly the run's rows of the embedding column, node j = row
begin + j. The file holds links only (no vector, no text) and carries its own checksum (FNV-1a 64, in its
header), verified at every load: opening maps it read-only (``_core.HnswIndex.load``, zero-copy) and refuses
a bad one with CorruptStoreError, as ``check`` does. A scope that needs a graph and has none in the manifest
(a store written with graphs off or a higher threshold) gets one built at open, written at the next
checkpoint (a read-only store keeps it in memory). Graphs of runs below the threshold are not loaded. A graph
file is never rewritten: a rewritten segment gets a new name and new graphs, and the old ones are deleted
with it.

A file under ``segments/`` that the manifest does not name is a leftover of an interrupted seal or
compaction; it is never read and is deleted at the next writable open.

Side file (``.side``, little-endian): the columns that change after a write (``hidden``, ``last_used``,
``use_count``) of one sealed segment, in the segment's row order, so the immutable Arrow file is never
rewritten for a tombstone or a usage count::

    0..7    magic    b"EGSIDE\\x00\\x01"    (the last byte is the side-file version, 1)
    8..15   u64      rows                  (= the segment's rows)
    16..    f64[rows] last_used, then i32[rows] use_count, then u8[rows] hidden

Its size and CRC-32 are in the manifest. It is rewritten (under a new name, then the manifest switches)
at every checkpoint (seal, close, compaction, erasure) for each segment whose mutable columns changed
(found by comparing a CRC of the columns, so a change made by any code path is caught); changes in
between are in the WAL.

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
* ``4 TXN``: several records applied as one: back to back ``u8 type, u32 length, payload``. Readers
  of v1 apply it; v1 writers do not emit it yet (an insert that supersedes older rows is ONE insert
  record: replay retires the older rows as part of applying it, see MemoryStore._apply_insert).

Checkpoint (seal) protocol, all under the store lock
----------------------------------------------------
1. rotate the WAL to a new generation G (everything logged so far is in generations < G);
2. write the new segment files (the active segment without forgotten rows, sorted by (scope, seq);
   and any segments being compacted or merged), their graph files, graphs not yet saved of kept
   segments, and the side files of changed segments, each atomically. Forgotten rows never reach a new
   segment file: sealing is also a compaction of the active segment;
3. write the manifest (segments, side files, graphs, next_seq, wal_generation = G) atomically: the
   commit point;
4. drop WAL generations < G (``purge`` the whole WAL instead, for erasure), delete the replaced files.

A crash before 3 leaves the old manifest, which still points at WAL generations holding every change;
the new files are orphans. A crash after 3 leaves files that the next writable open deletes.

Compaction and merge policy
---------------------------
``compact()`` rewrites every segment that holds forgotten rows without them. Independently, every
checkpoint merges segments by size tier: tier = floor(log4(rows)); whenever a tier holds 4 or more
segments they are merged into one (which lands a tier higher). So a store of N rows has at most
3 segments per tier, O(3·log4(N / seal_rows)) in all, and a scope's rows live in few, large segments
(what per-segment HNSW graphs need). Merging drops forgotten rows too. A rewritten or merged segment's
graphs are rebuilt from its new rows (erasure included: the graphs of a segment that held an erased row are
dropped with it, and the new segment's graphs never saw the row).

Readers
-------
One writer (the LOCK), many readers: ``read_only=True`` takes no lock and writes nothing. It reads the
manifest, maps the segments, replays the WAL and reads the manifest again; if a writer checkpointed in
between (the manifest changed, or a file it named vanished), it starts over. Mapped files stay valid
after the writer deletes them (POSIX), so a reader's snapshot stays consistent while it lives.
"""

from __future__ import annotations

import argparse
import inspect
import json
import math
import os
import struct
import time
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from . import _core
from .errors import (CorruptStoreError, IncompatibleStoreError, InvalidArgumentError, NotFoundError,
                     ReadOnlyError)
from .schema import HIDDEN_DELETED, memory_id, segment_schema
from .segment import CODED, MUTABLE, NUMERIC, TEXT, ActiveSegment, SealedSegment, ids_of
from .storage import Manifest, SegmentInfo, StoreLock, WriteAheadLog, read_manifest
from .storage.files import atomic_path, crc32_file, fsync_dir, remove_temp_files
from .storage.manifest import MANIFEST_NAME, write_manifest
from .storage.segments import open_segment, verify_segment, write_segment

if TYPE_CHECKING:
    from .store import MemoryStore

__all__ = ["CheckReport", "DiskBackend", "Finding", "check_directory", "check_main", "compact_in_memory",
           "open_store"]

WAL_DIR = "wal"
SEGMENTS_DIR = "segments"
SEGMENT_SUFFIX = ".arrow"
SIDE_SUFFIX = ".side"
GRAPH_SUFFIX = ".hnsw"

RECORD_INSERT = 1
RECORD_FLAGS = 2
RECORD_USAGE = 3
RECORD_TXN = 4

SIDE_MAGIC = b"EGSIDE\x00\x01"
_SIDE_HEAD = struct.Struct("<8sQ")
_FLAGS_HEAD = struct.Struct("<BBI")
_USAGE_HEAD = struct.Struct("<dI")
_TXN_HEAD = struct.Struct("<BI")

MERGE_FANOUT = 4          # tiered merge: 4 segments of one size tier become one
IMPORT_CHUNK_ROWS = 50_000  # import_arrow: rows per remember_many call (one WAL record each)
_READER_RETRIES = 50


# ---------------------------------------------------------------------------------------------------------
# WAL record encoding


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
            array = pa.array(values, pa.string())
        names.append(name)
        arrays.append(array)
    record = pa.record_batch(arrays, names=names)
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, record.schema) as writer:
        writer.write_batch(record)
    return sink.getvalue()


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


# ---------------------------------------------------------------------------------------------------------
# side files


def write_side(path: Path, hidden: np.ndarray, last_used: np.ndarray, use_count: np.ndarray) -> dict[str, Any]:
    """Durably write a side file (format: module doc); return its manifest entry."""
    rows = len(hidden)
    with atomic_path(path) as tmp:
        with open(tmp, "wb") as f:
            f.write(_SIDE_HEAD.pack(SIDE_MAGIC, rows))
            f.write(np.ascontiguousarray(last_used, "<f8").tobytes())
            f.write(np.ascontiguousarray(use_count, "<i4").tobytes())
            f.write(np.ascontiguousarray(hidden, np.uint8).tobytes())
        entry = {"name": path.name, "crc32": crc32_file(tmp), "bytes": tmp.stat().st_size}
    return entry


def read_side(path: Path, rows: int) -> dict[str, np.ndarray]:
    """The mutable columns of a side file of a segment of `rows` rows (writable arrays)."""
    data = path.read_bytes()
    if len(data) != _SIDE_HEAD.size + rows * 13:
        raise CorruptStoreError(f"{path}: side file is {len(data)} bytes, expected {_SIDE_HEAD.size + rows * 13}")
    magic, stored_rows = _SIDE_HEAD.unpack_from(data)
    if magic != SIDE_MAGIC or stored_rows != rows:
        raise CorruptStoreError(f"{path}: not a side file of a {rows}-row segment")
    at = _SIDE_HEAD.size
    last_used = np.frombuffer(data, "<f8", rows, at).astype(np.float64)
    use_count = np.frombuffer(data, "<i4", rows, at + 8 * rows).astype(np.int32)
    hidden = np.frombuffer(data, np.uint8, rows, at + 12 * rows).copy()
    return {"hidden": hidden, "last_used": last_used, "use_count": use_count}


@dataclass
class _SideInfo:  # quacks like SegmentInfo for verify_segment
    name: str
    crc32: int
    bytes: int


# ---------------------------------------------------------------------------------------------------------
# locating rows by (scope, seq), and applying changes (used by the hooks and by replay)


def locate(segments: Iterable[Any], scope: str, seqs: np.ndarray) -> list[tuple[Any, np.ndarray]]:
    """[(segment, rows)] of the rows of `scope` whose seq is in `seqs` (absent ones are skipped)."""
    seqs = np.unique(seqs)
    out = []
    for seg in segments:
        rows = seg.scope_rows(scope)
        if not len(rows) or not len(seqs):
            continue
        own = seg.col("seq")[rows]  # ascending within a scope, in both kinds of segment
        at = np.minimum(np.searchsorted(own, seqs), len(own) - 1)
        hit = own[at] == seqs
        if hit.any():
            out.append((seg, rows[at[hit]]))
    return out


def flag_changes(targets: list[tuple[Any, np.ndarray]], set_bits: int, clear_bits: int
                 ) -> list[tuple[Any, np.ndarray, np.ndarray]]:
    """[(segment, rows, new hidden values)] of the target rows whose hidden bits would change."""
    out = []
    for seg, rows in targets:
        if not len(rows):
            continue
        old = seg.col("hidden")[rows]
        new = (old | np.uint8(set_bits)) & ~np.uint8(clear_bits)
        moved = new != old
        if moved.any():
            out.append((seg, rows[moved], new[moved]))
    return out


def apply_flags(changes: list[tuple[Any, np.ndarray, np.ndarray]]) -> int:
    for seg, rows, values in changes:
        seg.col("hidden")[rows] = values
    return sum(len(rows) for _, rows, _ in changes)


def apply_usage(targets: list[tuple[Any, np.ndarray]], when: float) -> None:
    for seg, rows in targets:
        seg.col("last_used")[rows] = when
        seg.col("use_count")[rows] += 1


def _seqs(pairs: Iterable[tuple[Any, ...]]) -> np.ndarray:
    parts = [seg.col("seq")[rows] for seg, rows, *_ in pairs]
    return np.concatenate(parts) if parts else np.empty(0, np.int64)


# ---------------------------------------------------------------------------------------------------------
# segment plans (shared by the durable checkpoint and the in-memory compaction)


def _tier(rows: int) -> int:
    return int(math.log(max(rows, 1), MERGE_FANOUT))


@dataclass
class _Part:
    """Some rows of a segment, as input of a new segment: its table (all rows) and the live rows."""

    table: pa.Table
    rows: np.ndarray

    @property
    def n_rows(self) -> int:
        return len(self.rows)


@dataclass
class _Plan:
    kept: list[SealedSegment]          # sealed segments that stay as they are
    outputs: list[list[_Part]]         # each: the parts (forgotten rows left out) making one new segment


def _live_part(seg: Any) -> _Part | None:
    live = np.flatnonzero((seg.col("hidden") & HIDDEN_DELETED) == 0)
    return _Part(seg.to_table(), live) if len(live) else None


def _plan(store: MemoryStore, rewrite: set[int], merge: bool, extra: list[_Part] | None = None) -> _Plan:
    """What a checkpoint writes: the active segment's live rows, the `rewrite` segments (by id()) without
    forgotten rows, `extra` parts (bulk loads), and tier merges (see the module doc)."""
    kept: list[SealedSegment] = []
    pending: list[list[_Part]] = [[part] for part in extra or []]  # each: the parts of one new segment

    def rows(item: Any) -> int:
        return item.n_rows if isinstance(item, SealedSegment) else sum(p.n_rows for p in item)

    active = _live_part(store._active) if store._active.n_rows else None
    if active is not None:
        pending.append([active])
    for seg in store._sealed:
        if id(seg) in rewrite:
            part = _live_part(seg)
            if part is not None:
                pending.append([part])
        else:
            kept.append(seg)
    while merge:
        tiers: dict[int, list[Any]] = {}
        for item in [*kept, *pending]:
            tiers.setdefault(_tier(rows(item)), []).append(item)
        full = sorted(t for t, members in tiers.items() if len(members) >= MERGE_FANOUT)
        if not full:
            break
        members = tiers[full[0]]
        merged: list[_Part] = []
        for member in members:
            if isinstance(member, SealedSegment):
                part = _live_part(member)
                merged += [] if part is None else [part]
            else:
                merged += member
        kept = [s for s in kept if not any(s is m for m in members)]
        pending = [p for p in pending if not any(p is m for m in members)]
        if merged:
            pending.append(merged)
    return _Plan(kept, pending)


def _sorted_table(parts: list[_Part]) -> pa.Table:
    """The live rows of `parts` as one table sorted by (scope, seq), every column one fresh buffer (no
    byte of a left-out row survives in it). The embedding matrix is gathered with numpy: Arrow's take
    on fixed_size_list is about 20x slower."""
    table = pa.concat_tables([p.table for p in parts])  # chunked, zero-copy
    offsets = np.cumsum([0] + [p.table.num_rows for p in parts])
    live = np.concatenate([p.rows + offset for p, offset in zip(parts, offsets)])
    keys = table.select(["scope", "seq"]).take(pa.array(live))
    order = pc.sort_indices(keys, sort_keys=[("scope", "ascending"), ("seq", "ascending")]).to_numpy()
    indices = live[order]
    columns = []
    for name in table.column_names:
        column = table.column(name)
        if name == "embedding":
            chunks = [c.flatten().to_numpy().reshape(len(c), -1) for c in column.chunks]
            matrix = chunks[0] if len(chunks) == 1 else np.concatenate(chunks)
            gathered = np.ascontiguousarray(matrix[indices])
            columns.append(pa.FixedSizeListArray.from_arrays(pa.array(gathered.reshape(-1)), matrix.shape[1]))
        else:
            columns.append(column.take(pa.array(indices)).combine_chunks())
    return pa.Table.from_arrays(columns, schema=table.schema)


def compact_in_memory(store: MemoryStore, rewrite: Iterable[SealedSegment] | None = None) -> None:
    """compact() of a store without a directory: seals the active segment's live rows and rewrites
    segments with forgotten rows (all, or those in `rewrite`), merging by tier."""
    if rewrite is None:
        rewrite = [s for s in store._sealed if (s.col("hidden") & HIDDEN_DELETED).any()]
    plan = _plan(store, {id(s) for s in rewrite}, merge=True)
    store._sealed = plan.kept + [store._new_sealed(_sorted_table(t)) for t in plan.outputs]
    store._active = ActiveSegment(store.dim)
    store._forget_plans()


# ---------------------------------------------------------------------------------------------------------
# the backend


class DiskBackend:
    """The files of one open store directory (format: module doc). Not thread-safe by itself: every
    method is called with the store's lock held."""

    def __init__(self, path: Path, manifest: Manifest, wal: WriteAheadLog, lock: StoreLock | None, *,
                 read_only: bool) -> None:
        self.path = path
        self.manifest = manifest
        self.wal = wal
        self.lock = lock
        self.read_only = read_only
        self.closed = False
        # CRC of each sealed segment's mutable columns as its side file holds them: a checkpoint rewrites
        # the side files whose columns changed since, whatever code path changed them.
        self.side_crc: dict[str, int] = {}

    # -- files

    @property
    def segments_dir(self) -> Path:
        return self.path / SEGMENTS_DIR

    def _side_files(self) -> dict[str, Any]:
        return self.manifest.extra.setdefault("side_files", {})

    def _graph_files(self) -> dict[str, dict[str, str]]:
        """segment name -> {scope: graph file name} (the manifest's ``extra["graphs"]``)."""
        return self.manifest.extra.get("graphs", {})

    def _write_graphs(self, seg: SealedSegment, saved: dict[str, str], written: list[Path]) -> dict[str, str]:
        """Saves the graphs of `seg` not in `saved` ({scope: file}) beside it; returns the full map."""
        out = dict(saved)
        position = {scope: i for i, scope in enumerate(seg.scopes())}
        stem = seg.name[:-len(SEGMENT_SUFFIX)]
        for scope, index in seg.graphs.items():
            if scope in out:
                continue
            path = self.segments_dir / f"{stem}.g{position[scope]}{GRAPH_SUFFIX}"
            written.append(path)
            index.save(path)  # temp file, fsync, rename (engram/hnsw/graph.hpp)
            out[scope] = path.name
        return out

    def _new_segment_name(self) -> str:
        number = int(self.manifest.extra.get("next_segment", 1))
        self.manifest.extra["next_segment"] = number + 1
        return f"{number:08d}{SEGMENT_SUFFIX}"

    # -- logging (the store's hooks call these before changing memory)

    def _writable(self) -> None:
        if self.read_only:
            raise ReadOnlyError(f"store {self.path} is opened read-only")
        if self.closed:
            raise InvalidArgumentError(f"store {self.path} is closed")

    def log_insert(self, batch: dict[str, Any]) -> None:
        self._writable()
        self.wal.append([(RECORD_INSERT, memoryview(encode_insert(batch)))])

    def log_flags(self, scope: str, changes: list[tuple[Any, np.ndarray, np.ndarray]], set_bits: int,
                  clear_bits: int) -> None:
        self._writable()
        self.wal.append([(RECORD_FLAGS, encode_flags(scope, _seqs(changes), set_bits, clear_bits))])

    def log_usage(self, scope: str, targets: list[tuple[Any, np.ndarray]], when: float) -> bool:
        """Logs a usage change; False (nothing logged, apply in memory only) on a read-only store."""
        if self.read_only or self.closed:
            return False
        self.wal.append([(RECORD_USAGE, encode_usage(scope, _seqs(targets), when))], sync=False)
        return True

    # -- replay

    def replay(self, store: MemoryStore) -> None:
        """Applies every WAL record of generations >= the manifest's wal_generation to `store`."""
        next_seq = self.manifest.next_seq
        for rtype, payload in self.wal.replay(self.manifest.wal_generation):
            next_seq = max(next_seq, self._apply(store, rtype, payload))
        store._next_seq = max(store._next_seq, next_seq)

    def _apply(self, store: MemoryStore, rtype: int, payload: Any) -> int:
        """Applies one record; returns the next free seq it implies (0 when none)."""
        from .store import _scope_groups

        if rtype == RECORD_INSERT:
            batch = decode_insert(payload, store.dim)
            _, groups = _scope_groups(batch["scope"], len(batch["scope"]))
            store._apply_insert(batch, groups)
            return int(batch["seq"].max()) + 1 if len(batch["seq"]) else 0
        if rtype == RECORD_FLAGS:
            scope, seqs, set_bits, clear_bits = decode_flags(payload)
            apply_flags(flag_changes(locate(store._segments(), scope, seqs), set_bits, clear_bits))
        elif rtype == RECORD_USAGE:
            scope, seqs, when = decode_usage(payload)
            apply_usage(locate(store._segments(), scope, seqs), when)
        elif rtype == RECORD_TXN:
            return max([self._apply(store, t, p) for t, p in decode_txn(payload)], default=0)
        else:
            raise CorruptStoreError(f"{self.path / WAL_DIR}: unknown WAL record type {rtype}")
        return 0

    # -- loading segments

    def load_segments(self, verify: bool, store: MemoryStore) -> list[SealedSegment]:
        """The manifest's segments, with the graphs the store's planner wants (graph_min_rows): mapped
        from their files, or built when the manifest has none (saved at the next checkpoint)."""
        sides = self._side_files()
        graphs = self._graph_files()
        out = []
        for info in self.manifest.segments:
            path = self.segments_dir / info.name
            seg = _load_segment(path, info, sides.get(info.name), self.manifest.dim, verify,
                                self.manifest.extra.get("hash64", {}).get(info.name))
            if store.graph_min_rows is not None:
                _load_graphs(seg, graphs.get(info.name, {}), self.segments_dir, store.graph_min_rows)
                store._build_graphs(seg)
            self.side_crc[seg.name] = _mutable_crc(seg)
            out.append(seg)
        return out

    # -- checkpoints

    def checkpoint(self, store: MemoryStore, *, rewrite: Iterable[SealedSegment] = (), purge: bool = False,
                   merge: bool = True, bulk: pa.Table | None = None) -> None:
        """Seals the active segment, rewrites `rewrite` without forgotten rows, merges tiers, rewrites
        changed side files and trims the WAL (purges it entirely with purge=True). `bulk` (a table of
        the segment schema with fresh seqs) becomes a segment of its own in the same commit: the bulk
        load path, which writes its rows once, to a segment, instead of to the WAL and then a segment.
        Protocol: module doc. The store's in-memory state changes only after the new manifest is durable."""
        self._writable()
        rewrite_ids = {id(s) for s in rewrite}
        changed = {s.name for s in store._sealed if _mutable_crc(s) != self.side_crc.get(s.name)}
        graph_files = {name: dict(files) for name, files in self._graph_files().items()}
        unsaved = {s.name for s in store._sealed if set(s.graphs) - set(graph_files.get(s.name, {}))}
        if not (store._active.n_rows or rewrite_ids or changed or unsaved or purge or bulk is not None):
            return
        generation = self.wal.rotate()
        plan = _plan(store, rewrite_ids, merge,
                     [] if bulk is None else [_Part(bulk, np.arange(bulk.num_rows, dtype=np.int64))])
        written: list[Path] = []
        try:
            new_segments = []
            new_infos = []
            sides = dict(self._side_files())
            hashes = dict(self.manifest.extra.get("hash64", {}))
            for tables in plan.outputs:
                table = _sorted_table(tables)  # the live rows of the parts
                name = self._new_segment_name()
                path = self.segments_dir / name
                stats = write_segment(path, table)
                written.append(path)
                info = SegmentInfo(name=name, rows=stats.rows, crc32=stats.crc32, bytes=stats.bytes)
                hashes[name] = file_hash64(path)
                seg = _load_segment(path, info, None, self.manifest.dim, verify=False)
                store._build_graphs(seg)
                graph_files[name] = self._write_graphs(seg, {}, written)
                info.graph_files = sorted(graph_files[name].values())
                sides[name] = self._write_side(seg, generation)
                written.append(self.segments_dir / sides[name]["name"])
                new_segments.append(seg)
                new_infos.append(info)
            for seg in plan.kept:
                if seg.name in changed:
                    sides[seg.name] = self._write_side(seg, generation)
                    written.append(self.segments_dir / sides[seg.name]["name"])
                if seg.name in unsaved:
                    graph_files[seg.name] = self._write_graphs(seg, graph_files.get(seg.name, {}), written)
            kept_names = {s.name for s in plan.kept}
            infos = [replace(i, graph_files=sorted(graph_files.get(i.name, {}).values()))
                     for i in self.manifest.segments if i.name in kept_names] + new_infos
            live_names = {i.name for i in infos}
            manifest = Manifest(
                dim=self.manifest.dim, embedder=self.manifest.embedder, metric=self.manifest.metric,
                segments=infos, next_seq=max(self.manifest.next_seq, store._next_seq), wal_generation=generation,
                extra={**self.manifest.extra,
                       "side_files": {k: v for k, v in sides.items() if k in live_names},
                       "hash64": {k: v for k, v in hashes.items() if k in live_names},
                       "graphs": {k: v for k, v in graph_files.items() if k in live_names and v}})
            write_manifest(self.path, manifest)
        except BaseException:
            for path in written:  # orphans: harmless, but do not leave them
                path.unlink(missing_ok=True)
            raise
        self.manifest = manifest
        if purge:
            self.wal.purge()
        else:
            self.wal.drop_before(generation)
        store._sealed = plan.kept + new_segments
        store._active = ActiveSegment(store.dim)
        store._forget_plans()  # the plans hold the replaced segments' memory maps
        self.side_crc = {s.name: _mutable_crc(s) for s in store._sealed}
        self.remove_orphans()

    def _write_side(self, seg: SealedSegment, generation: int) -> dict[str, Any]:
        path = self.segments_dir / f"{seg.name[:-len(SEGMENT_SUFFIX)]}-{generation:08d}{SIDE_SUFFIX}"
        return write_side(path, seg.col("hidden"), seg.col("last_used"), seg.col("use_count"))

    def remove_orphans(self) -> list[str]:
        """Deletes files under segments/ that the manifest does not name (writable opens only)."""
        if self.read_only or not self.segments_dir.is_dir():
            return []
        live = {i.name for i in self.manifest.segments} | {s["name"] for s in self._side_files().values()} | \
            {g for i in self.manifest.segments for g in i.graph_files}
        removed = []
        for entry in self.segments_dir.iterdir():
            if entry.name not in live and entry.is_file():
                entry.unlink(missing_ok=True)
                removed.append(entry.name)
        if removed:
            fsync_dir(self.segments_dir)
        return removed

    def close(self, store: MemoryStore) -> None:
        if self.closed:
            return
        try:
            if not self.read_only:
                self.checkpoint(store)
        finally:
            self.closed = True
            self.wal.close()
            if self.lock is not None:
                self.lock.release()

    def abandon(self) -> None:
        """Lets go of the files as a crash would (no seal); for tests and tools that simulate one."""
        self.closed = True
        self.wal.close()
        if self.lock is not None:
            self.lock.release()


def _load_graphs(seg: SealedSegment, files: dict[str, str], directory: Path, min_rows: int = 0) -> None:
    """Maps the graph files of `seg` ({scope: file}) of runs with >= min_rows rows (CorruptStoreError for a
    missing, damaged or mismatched file)."""
    from . import _core

    if not isinstance(files, dict):
        raise CorruptStoreError(f"{directory.parent / MANIFEST_NAME}: graphs of {seg.name} must be an object")
    for scope, name in files.items():
        path = directory / name
        run = seg.run(scope)
        if run is None:
            raise CorruptStoreError(f"{path}: graph of scope {scope!r}, which {seg.name} does not hold")
        if run[1] - run[0] < min_rows:
            continue
        try:
            seg.graphs[scope] = _core.HnswIndex.load(path, seg.run_vectors(scope))
        except FileNotFoundError:
            raise CorruptStoreError(f"{path}: graph file is missing") from None


def _mutable_crc(seg: SealedSegment) -> int:
    crc = 0
    for name in MUTABLE:
        crc = zlib.crc32(np.ascontiguousarray(seg.col(name)), crc)
    return crc


def file_hash64(path: Path) -> str:
    """The segment file's hash64 (engram/util/hash64.hpp: a checksum at memory speed, all cores) as hex,
    read through a memory map."""
    with pa.memory_map(str(path)) as mapped:
        return f"{_core.hash64(mapped.read_buffer()):016x}"


def _load_segment(path: Path, info: SegmentInfo, side: dict[str, Any] | None, dim: int,
                  verify: bool, hash64: str | None = None) -> SealedSegment:
    """A sealed segment, memory-mapped (zero-copy), with its side file applied; CorruptStoreError naming
    the file for anything that does not match the manifest. With verify=True the whole file is checked:
    against its hash64 when the manifest records one (~10x faster than CRC-32: a 1M x 384 store opens
    within half a second), else against its CRC-32 (stores written before hash64; check() always
    verifies CRC-32 too)."""
    if verify and hash64 is None:
        verify_segment(path, info)
    else:
        try:
            size = path.stat().st_size
        except FileNotFoundError:
            raise CorruptStoreError(f"{path}: segment file is missing") from None
        if size != info.bytes:
            raise CorruptStoreError(f"{path}: segment is {size} bytes, the manifest says {info.bytes}")
        if verify and file_hash64(path) != hash64:
            raise CorruptStoreError(f"{path}: segment hash64 is not the manifest's {hash64}: the file is damaged")
    table = open_segment(path)
    if table.num_rows != info.rows:
        raise CorruptStoreError(f"{path}: segment has {table.num_rows} rows, the manifest says {info.rows}")
    try:
        width = table.schema.field("embedding").type.list_size
        if width != dim:
            raise CorruptStoreError(f"{path}: segment holds {width}-d vectors, the store is {dim}-d")
        seg = SealedSegment(table, info.name)  # graphs: _load_graphs
    except (KeyError, ValueError, pa.ArrowException) as exc:
        raise CorruptStoreError(f"{path}: not a segment of this store: {exc}") from None
    if side is not None:
        side_path = path.parent / side["name"]
        if verify:
            verify_segment(side_path, _SideInfo(side["name"], side["crc32"], side["bytes"]))
        try:
            columns = read_side(side_path, info.rows)
        except FileNotFoundError:
            raise CorruptStoreError(f"{side_path}: side file is missing") from None
        for name in MUTABLE:
            seg.numeric[name][:] = columns[name]
    return seg


# ---------------------------------------------------------------------------------------------------------
# opening


def _resolve_embedder(path: Path, manifest: Manifest | None, embedder: Any, dim: int | None) -> Any:
    from .embedders import HashingEmbedder, as_embedder

    if manifest is None:
        return as_embedder(embedder) if embedder is not None else HashingEmbedder(dim=384 if dim is None else dim)
    if dim is not None and dim != manifest.dim:
        raise IncompatibleStoreError(f"store {path} holds {manifest.dim}-d vectors; it cannot be opened with dim={dim}")
    if embedder is None:
        default = HashingEmbedder(dim=manifest.dim)
        if default.name != manifest.embedder:
            raise IncompatibleStoreError(
                f"store {path} was made with embedder {manifest.embedder!r}; pass that embedder to open it")
        return default
    emb = as_embedder(embedder)
    if emb.name != manifest.embedder or emb.dim != manifest.dim:
        raise IncompatibleStoreError(
            f"store {path} was made with embedder {manifest.embedder!r} ({manifest.dim}-d); refusing to mix "
            f"vectors of {emb.name!r} ({emb.dim}-d)")
    return emb


def _check_manifest(path: Path, manifest: Manifest) -> None:
    if manifest.metric != "cosine":
        raise IncompatibleStoreError(f"store {path} uses metric {manifest.metric!r}; this version knows 'cosine'")


def open_store(cls: type[MemoryStore], path: str | os.PathLike[str], *, embedder: Any = None,
               dim: int | None = None, read_only: bool = False, sync: bool = True, verify: bool = True,
               **kwargs: Any) -> MemoryStore:
    """MemoryStore.open (see there): creates or opens the store directory and loads it."""
    path = Path(path)
    if read_only:
        return _open_reader(cls, path, embedder, dim, verify, kwargs)
    path.mkdir(parents=True, exist_ok=True)
    lock = StoreLock(path)
    wal = None
    try:
        remove_temp_files(path)
        segments_dir = path / SEGMENTS_DIR
        try:
            manifest: Manifest | None = read_manifest(path)
        except FileNotFoundError:
            manifest = None
            if (path / WAL_DIR).is_dir() and any((path / WAL_DIR).glob("*.log")) or \
                    segments_dir.is_dir() and any(segments_dir.glob(f"*{SEGMENT_SUFFIX}")):
                raise CorruptStoreError(f"{path / MANIFEST_NAME}: missing, but the store has WAL or segment files")
        emb = _resolve_embedder(path, manifest, embedder, dim)
        store = cls(embedder=emb, **kwargs)
        if manifest is None:
            segments_dir.mkdir(exist_ok=True)
            manifest = Manifest(dim=store.dim, embedder=store.embedder.name, wal_generation=1,
                                extra={"side_files": {}, "next_segment": 1})
            write_manifest(path, manifest)
        _check_manifest(path, manifest)
        segments_dir.mkdir(exist_ok=True)
        remove_temp_files(segments_dir)
        wal = WriteAheadLog(path / WAL_DIR, sync=sync)
        if wal.generation < manifest.wal_generation:
            raise CorruptStoreError(f"{path / WAL_DIR}: the WAL ends at generation {wal.generation}, before the "
                                    f"manifest's {manifest.wal_generation}")
        wal.drop_before(manifest.wal_generation)
        backend = DiskBackend(path, manifest, wal, lock, read_only=False)
        store._sealed = backend.load_segments(verify, store)
        backend.remove_orphans()
        backend.replay(store)
        store._durable = backend
        return store
    except BaseException:
        if wal is not None:
            wal.close()
        lock.release()
        raise


def _open_reader(cls: type[MemoryStore], path: Path, embedder: Any, dim: int | None, verify: bool,
                 kwargs: dict[str, Any]) -> MemoryStore:
    """A consistent read-only snapshot: retried while a writer checkpoints under our feet."""
    manifest_file = path / MANIFEST_NAME
    last_error: Exception | None = None
    for attempt in range(_READER_RETRIES):
        try:
            before = manifest_file.read_bytes()
        except FileNotFoundError:
            raise FileNotFoundError(f"{path}: no store here (no {MANIFEST_NAME})") from None
        try:
            manifest = read_manifest(path)
            _check_manifest(path, manifest)
            emb = _resolve_embedder(path, manifest, embedder, dim)
            store = cls(embedder=emb, **kwargs)
            wal = WriteAheadLog(path / WAL_DIR, read_only=True)
            backend = DiskBackend(path, manifest, wal, None, read_only=True)
            store._sealed = backend.load_segments(verify, store)
            backend.replay(store)
        except (CorruptStoreError, FileNotFoundError) as exc:
            last_error = exc  # maybe a checkpoint in progress: the manifest will tell
            if manifest_file.read_bytes() == before:
                raise
            time.sleep(0.001 * (attempt + 1))
            continue
        if manifest_file.read_bytes() == before:
            store._durable = backend
            return store
        time.sleep(0.001 * (attempt + 1))
    raise CorruptStoreError(f"{path}: could not read a consistent snapshot ({last_error})")


# ---------------------------------------------------------------------------------------------------------
# check


@dataclass(frozen=True)
class Finding:
    """One thing `check` found: the file (relative to the store) and what is wrong with it."""

    file: str
    problem: str

    def __str__(self) -> str:
        return f"{self.file}: {self.problem}"


@dataclass
class CheckReport:
    """The result of checking a store directory. ``damaged`` lists real damage (a bad checksum, a missing
    or unreadable file, a manifest that does not match the files); ``notes`` lists states that the next
    writable open repairs by itself (a torn WAL tail left by a crash, leftover files of an interrupted
    checkpoint). ``ok`` is True when nothing is damaged."""

    path: str
    files_checked: int = 0
    damaged: list[Finding] = field(default_factory=list)
    notes: list[Finding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.damaged

    def damaged_files(self) -> list[str]:
        return sorted({f.file for f in self.damaged})

    def __str__(self) -> str:
        lines = [f"engramdb check {self.path}: {'OK' if self.ok else 'DAMAGED'} "
                 f"({self.files_checked} files checked, {len(self.damaged)} damaged, {len(self.notes)} notes)"]
        lines += [f"  DAMAGED {f}" for f in self.damaged]
        lines += [f"  note    {f}" for f in self.notes]
        return "\n".join(lines)


def check_directory(path: str | os.PathLike[str]) -> CheckReport:
    """Verifies a store directory without changing it: the manifest, the CRC-32 and shape of every segment
    and side file against it, every WAL record's checksum and payload, and that the WAL covers the
    manifest. Takes no lock: run it on a closed store, or through ``store.check()`` on an open one."""
    from .storage import wal as wal_format

    root = Path(path)
    report = CheckReport(str(root))

    def damaged(file: Path | str, problem: str) -> None:
        report.damaged.append(Finding(str(Path(file).relative_to(root)) if isinstance(file, Path) else file, problem))

    if not root.is_dir():
        damaged(str(root), "no such directory")
        return report
    manifest = None
    report.files_checked += 1
    try:
        manifest = read_manifest(root)
    except FileNotFoundError:
        damaged(MANIFEST_NAME, "missing")
    except (CorruptStoreError, IncompatibleStoreError) as exc:
        damaged(MANIFEST_NAME, str(exc).removeprefix(f"{root / MANIFEST_NAME}: "))
    named: set[str] = set()
    if manifest is not None:
        sides = manifest.extra.get("side_files", {})
        for info in manifest.segments:
            seg_path = root / SEGMENTS_DIR / info.name
            named.add(info.name)
            report.files_checked += 1
            side = sides.get(info.name) if isinstance(sides, dict) else None
            if side is None:
                damaged(seg_path, "the manifest names no side file for this segment")
            else:
                named.add(side["name"])
                report.files_checked += 1
            graphs = manifest.extra.get("graphs", {})
            files = graphs.get(info.name, {}) if isinstance(graphs, dict) else {}
            files = files if isinstance(files, dict) else {}
            if sorted(files.values()) != sorted(info.graph_files):
                damaged(MANIFEST_NAME, f"graphs of {info.name} differ between 'graphs' and 'graph_files'")
            named.update(info.graph_files)
            try:
                seg = _load_segment(seg_path, info, side, manifest.dim, verify=True)
            except CorruptStoreError as exc:
                message = str(exc)
                file = seg_path
                if side is not None and message.startswith(str(root / SEGMENTS_DIR / side["name"])):
                    file = root / SEGMENTS_DIR / side["name"]
                damaged(file, message.removeprefix(f"{file}: "))
                continue
            for scope, name in files.items():  # each graph on its own: its checksum, sizes and links
                report.files_checked += 1
                graph_path = root / SEGMENTS_DIR / name
                try:
                    _load_graphs(seg, {scope: name}, root / SEGMENTS_DIR)
                except (CorruptStoreError, OSError) as exc:
                    message = str(exc)
                    for prefix in (f"hnsw graph file {graph_path}: ", f"{graph_path}: "):
                        message = message.removeprefix(prefix)
                    damaged(graph_path, message)
    _check_wal(root, manifest, report, wal_format)
    segments_dir = root / SEGMENTS_DIR
    if segments_dir.is_dir():
        for entry in sorted(segments_dir.iterdir()):
            if entry.name not in named:
                report.notes.append(Finding(f"{SEGMENTS_DIR}/{entry.name}",
                                            "not named by the manifest (left by an interrupted checkpoint; "
                                            "deleted at the next writable open)"))
    return report


def _check_wal(root: Path, manifest: Manifest | None, report: CheckReport, fmt: Any) -> None:
    wal_dir = root / WAL_DIR
    gens = sorted(int(p.name[:-4]) for p in wal_dir.glob("*.log") if p.name[:-4].isdigit()) \
        if wal_dir.is_dir() else []
    if not gens:
        if manifest is not None:
            report.damaged.append(Finding(WAL_DIR, "no WAL generation files"))
        return
    flags = {}
    for g in gens:
        name = f"{WAL_DIR}/{g:08d}.log"
        head = (wal_dir / f"{g:08d}.log").read_bytes()[:fmt.HEADER_SIZE]
        if len(head) < fmt.HEADER_SIZE or head[:5] != fmt.MAGIC or head[5] != fmt.WAL_VERSION:
            report.damaged.append(Finding(name, "bad WAL header"))
            flags[g] = 0
        else:
            flags[g] = head[6]
    barriers = [g for g in gens if flags[g] & fmt.FLAG_BARRIER]
    if barriers:
        gens = [g for g in gens if g >= barriers[-1]]
    start = manifest.wal_generation if manifest is not None else gens[0]
    live = [g for g in gens if g >= start]
    if manifest is not None and (not live or live[0] != start) and not (live and live[0] in barriers):
        report.damaged.append(Finding(WAL_DIR, f"generation {start} named by the manifest is missing"))
    if live and live != list(range(live[0], live[-1] + 1)):
        report.damaged.append(Finding(WAL_DIR, f"generations are not contiguous: {live}"))
    dim = manifest.dim if manifest is not None else None
    for g in live:
        name = f"{WAL_DIR}/{g:08d}.log"
        path = wal_dir / f"{g:08d}.log"
        report.files_checked += 1
        size = path.stat().st_size
        with open(path, "rb") as f:
            f.seek(fmt.HEADER_SIZE)
            try:
                for end, rtype, payload in fmt._read_records(f, size):
                    problem = _check_record(rtype, payload, dim)
                    if problem:
                        report.damaged.append(Finding(name, f"record ending at offset {end}: {problem}"))
            except fmt._BadRecord as bad:
                finding = Finding(name, f"{bad.reason} at offset {bad.offset}")
                if g == live[-1]:
                    report.notes.append(Finding(name, f"torn tail ({bad.reason} at offset {bad.offset}, "
                                                      f"{size - bad.offset} bytes): an unacknowledged write, "
                                                      f"dropped at the next open"))
                else:
                    report.damaged.append(finding)


def _check_record(rtype: int, payload: Any, dim: int | None) -> str | None:
    try:
        if rtype == RECORD_INSERT:
            if dim is not None:
                decode_insert(payload, dim)
            else:
                pa.ipc.open_stream(payload).read_all()
        elif rtype == RECORD_FLAGS:
            decode_flags(payload)
        elif rtype == RECORD_USAGE:
            decode_usage(payload)
        elif rtype == RECORD_TXN:
            for sub_type, sub in decode_txn(payload):
                problem = _check_record(sub_type, sub, dim)
                if problem:
                    return problem
        else:
            return f"unknown record type {rtype}"
    except (CorruptStoreError, pa.ArrowException, KeyError, ValueError, struct.error) as exc:
        return f"undecodable type-{rtype} record: {exc}"
    return None


def check_main(argv: list[str]) -> int:
    """``python -m engramdb check PATH``: prints the report; exit code 0 when clean, 1 when damaged."""
    parser = argparse.ArgumentParser(prog="engramdb check", description="verify a store directory")
    parser.add_argument("path", help="the store directory")
    args = parser.parse_args(argv)
    report = check_directory(args.path)
    print(report)
    return 0 if report.ok else 1


# ---------------------------------------------------------------------------------------------------------
# store-level operations that MemoryStore delegates to


def find_any(store: MemoryStore, scope: str, id: Any) -> list[tuple[Any, np.ndarray]]:
    """[(segment, rows)] of memory `id` in `scope`, forgotten or not; NotFoundError when absent."""
    from .schema import parse_id

    seq = parse_id(id)
    if seq is not None:
        for seg in store._segments():
            row = seg.find(scope, seq)
            if row is not None:
                return [(seg, np.array([row], np.int64))]
    raise NotFoundError(f"no memory {id!r} in scope {scope!r}")


def import_table(store: MemoryStore, table: pa.Table) -> list[str]:
    """import_arrow: the columns remember_many takes; export() columns that it does not take (id, seq,
    updated_at, last_used, use_count, supersedes, superseded_by, tokens, flags) are dropped and new ids
    assigned. Each chunk (of seal_rows rows on disk, IMPORT_CHUNK_ROWS in memory) is validated like
    remember_many and committed atomically. On disk a chunk goes straight into a sealed segment,
    committed by the manifest (the rows are written once, not to the WAL and then to a segment)."""
    from .store import _table_columns

    dropped = {"id", "seq", "updated_at", "last_used", "use_count", "supersedes", "superseded_by", "tokens",
               "flags"}
    table = table.drop_columns([c for c in table.column_names if c in dropped])
    if "embedding" in table.column_names:
        column = table.column("embedding")
        if not pa.types.is_fixed_size_list(column.type):
            position = table.schema.get_field_index("embedding")
            table = table.set_column(position, "embedding", column.cast(pa.list_(pa.float32(), store.dim)))
    durable = store._durable
    if durable is not None:
        durable._writable()
    defaults = {name: p.default for name, p in inspect.signature(store.remember_many).parameters.items()
                if p.default is not inspect.Parameter.empty and name != "texts"}
    chunk = IMPORT_CHUNK_ROWS if durable is None else max(store.seal_rows, 1)
    ids: list[str] = []
    for start in range(0, table.num_rows, chunk):
        columns = _table_columns(table.slice(start, chunk))
        if "meta" in columns:  # export() writes meta as JSON text; remember_many takes dicts
            columns["meta"] = [json.loads(m) if isinstance(m, str) else m for m in columns["meta"]]
        for name in ("created_at", "expires_at"):  # without nulls: one numpy column, no per-row conversion
            values = columns.get(name)
            if isinstance(values, list) and values and None not in values:
                columns[name] = np.asarray(values, np.float64)
        if durable is None:
            ids += store.remember_many(**columns)
            continue
        arguments = {**defaults, **columns}
        scope, texts = arguments.pop("scope"), arguments.pop("texts")
        batch, _ = store._prepare(scope, texts, **arguments)
        with store._lock:
            n = len(texts)
            batch["seq"] = np.arange(store._next_seq, store._next_seq + n, dtype=np.int64)
            store._next_seq += n  # ids are never reused, even if the commit below fails
            durable.checkpoint(store, bulk=batch_table(batch, store.dim))
        ids += [memory_id(s) for s in batch["seq"].tolist()]
    return ids


def batch_table(batch: dict[str, Any], dim: int) -> pa.Table:
    """A prepared batch (with seqs) as a table of the segment schema, zero-copy where numpy allows."""
    columns: dict[str, Any] = {name: batch[name] for name in NUMERIC if name not in CODED}
    for name, names in CODED.items():
        columns[name] = pa.DictionaryArray.from_arrays(
            pa.array(np.asarray(batch[name]).astype(np.int32)), pa.array(names)).cast(pa.string())
    columns["id"] = ids_of(batch["seq"])
    for name in TEXT:
        columns[name] = pa.array(batch[name], pa.string())
    matrix = np.ascontiguousarray(batch["embedding"], np.float32)
    columns["embedding"] = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), dim)
    schema = segment_schema(dim)
    return pa.Table.from_arrays([columns[f.name] for f in schema], schema=schema)

