"""Sealed segments: immutable Arrow IPC files, memory-mapped on open and handed out zero-copy.

Format: the Arrow IPC *file* format (``ARROW1`` magic, schema, record batches, footer), uncompressed so
that buffers can be used in place, holding the whole table as ONE record batch so that every column of
the opened table is a single chunk (a prerequisite for a zero-copy ``[n, dim]`` embedding matrix).
A segment's integrity is checked against the size and CRC-32 recorded in the manifest
(:func:`verify_segment`); Arrow itself keeps no checksum of the data. The writer takes the file's CRC-32 (and,
with the compiled core, its hash64) from the bytes as it writes them, so a new segment is not read back.
"""

from __future__ import annotations

import collections
import errno
import mmap
import os
import weakref
import zlib
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError, InvalidArgumentError
from .files import atomic_path, crc32_file, write_all

__all__ = ["SegmentStats", "deferred_buffer", "embedding_matrix", "materialized", "open_segment", "verify_segment",
           "write_segment"]

_WRITE_OPTIONS = pa.ipc.IpcWriteOptions(compression=None)

_StreamChecksum: Any
try:
    from .._core import StreamChecksum as _StreamChecksum
except ImportError:  # the storage layer also works without the compiled core (a core built before it, or none)
    _StreamChecksum = None


class SegmentStats(NamedTuple):
    """What the manifest records about a freshly written segment file (hash64: engram/util/hash64.hpp's, None
    without the compiled core)."""

    rows: int
    crc32: int
    bytes: int
    hash64: int | None = None


_DIRECT_BLOCK = 4096  # what an O_DIRECT write's file offset, length and buffer address are aligned to (any device's)
_O_DIRECT = getattr(os, "O_DIRECT", 0)
_DIRECT_CHUNK = 8 << 20  # the aligned buffer the pieces are gathered in: one pwrite each 8 MiB
_IN_FLIGHT = 2  # direct writes a segment writer has pending while it fills a third buffer, on as many helper threads
# buffers of finished writes (up to two writers' worth), reused so that a seal does not fault 2,048 fresh pages in
# (list.pop/append are atomic: a writer on another thread or store takes another buffer, or makes one)
_FREE_BUFFERS: list[mmap.mmap] = []


# Buffers whose bytes are made as a segment writer writes them (deferred_buffer): the placeholder's address ->
# (its size, the function that writes bytes [offset, offset + len(out)) of it into out).
_DEFERRED: dict[int, tuple[int, Callable[[memoryview, int], None]]] = {}


def deferred_buffer(nbytes: int, write: Callable[[memoryview, int], None]) -> pa.Buffer:
    """An Arrow buffer of `nbytes` bytes that holds none of them: write_segment asks `write(out, offset)` for bytes
    [offset, offset + len(out)) as it writes the buffer, into its aligned buffer. A bulk load's 300 MB of vectors
    (200k x 384) are so gathered and scaled straight into what goes to the file, never into a 300 MB matrix of fresh
    pages first (faulting those in was most of an import's CPU on the shared machine: benchmarks/RESULTS.md,
    ingest27). Any other reader reads zeros (the placeholder is an untouched private mapping: the kernel's zero
    page, no memory; readable, so that a repr or a traceback showing the table stays harmless): a table holding one
    goes to write_segment, or through :func:`materialized` first."""
    placeholder = mmap.mmap(-1, max(nbytes, 1), flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)
    buffer = pa.py_buffer(placeholder)
    _DEFERRED[buffer.address] = (nbytes, write)
    # unregistered before the mapping goes (the finalizer runs as the object dies), so no later mapping at the
    # same address is taken for it
    weakref.finalize(placeholder, _DEFERRED.pop, buffer.address, None)
    return buffer.slice(0, nbytes)


def _deferred(data: Any) -> tuple[Callable[[memoryview, int], None], int] | None:
    """The writer of a (piece of a) deferred buffer and the piece's offset in it, or None for real bytes."""
    if not _DEFERRED or not isinstance(data, pa.Buffer):
        return None
    address, size = data.address, data.size
    for start, (nbytes, write) in list(_DEFERRED.items()):
        if start <= address and address + size <= start + nbytes:
            return write, address - start
    return None


def materialized(table: pa.Table) -> pa.Table:
    """`table` with the bytes of its deferred buffers (:func:`deferred_buffer`, in fixed-size-list columns: a bulk
    load's vectors) made, in fresh memory; `table` itself when it holds none."""
    if not _DEFERRED:
        return table
    columns, changed = [], False
    for column in table.columns:
        if pa.types.is_fixed_size_list(column.type):
            chunks = []
            for chunk in column.chunks:
                values = chunk.values  # the whole child array (Arrow's slicing offset is the list array's)
                found = _deferred(values.buffers()[1])
                if found is not None:
                    write, offset = found
                    width = values.type.byte_width
                    made = bytearray(len(values) * width)
                    write(memoryview(made), offset + values.offset * width)
                    values = pa.Array.from_buffers(values.type, len(values), [None, pa.py_buffer(made)])
                    chunk = pa.FixedSizeListArray.from_arrays(values, column.type.list_size).slice(
                        chunk.offset, len(chunk))
                    changed = True
                chunks.append(chunk)
            column = pa.chunked_array(chunks, column.type)
        columns.append(column)
    return pa.Table.from_arrays(columns, schema=table.schema) if changed else table


def _keep_buffer(buffer: mmap.mmap) -> None:
    if len(_FREE_BUFFERS) < 2 * (_IN_FLIGHT + 1):
        _FREE_BUFFERS.append(buffer)
    else:
        buffer.close()


def _free_buffer() -> mmap.mmap:
    try:
        return _FREE_BUFFERS.pop()
    except IndexError:  # none free (or another thread took the last one just now)
        return mmap.mmap(-1, _DIRECT_CHUNK)


class _ChecksummingSink:
    """The file object the IPC writer writes through (``pa.PythonFile``): each piece goes to the file and into the
    running checksums. Arrow hands the record batch's body buffers over as they are (zero-copy ``pa.Buffer``s, the
    300 MB of a 200k-row segment's vectors in one), so the checksums read memory the writer is reading anyway, not
    the file a second time.

    The file is written with ``O_DIRECT`` where the file system allows it: the pieces are gathered into one of two
    page-aligned 8 MiB buffers, each full one written (and checksummed) by a helper thread while the caller fills
    the other, the last one padded with zeros to the block and the file then cut to its size. Through the page
    cache, a segment's hundreds of MB of fresh dirty pages are throttled by the kernel (balance_dirty_pages) to the
    machine's writeback rate as every other writer there sees it: on a shared host 300 MB took 9-22 s to write()
    against 0.8-1.4 s direct (benchmarks/RESULTS.md, ingest26). A direct write waits for the device (300 MB:
    ~0.16 s here, a quarter of a quiet 200k-row import), which the helper overlaps with the caller's filling
    (ingest27). The fsync that follows (atomic_path) is what makes the file durable, as before: it flushes the
    device's cache, which the direct writes sit in, and the file's size. Where O_DIRECT is refused (tmpfs, some
    network file systems) the pieces are written through the page cache as they come."""

    def __init__(self, path: Path) -> None:
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC
        self.fd = -1
        self.buffer: mmap.mmap | None = None  # the one being filled
        if _O_DIRECT:
            try:
                self.fd = os.open(path, flags | _O_DIRECT, 0o600)
                self.buffer = _free_buffer()
            except OSError as exc:
                if exc.errno != errno.EINVAL:
                    raise
        if self.fd < 0:
            self.fd = os.open(path, flags, 0o600)
        self.fill = 0  # bytes of the buffer not yet written
        self.written = 0  # bytes of the file handed to the helpers so far (direct writes)
        self.helpers: ThreadPoolExecutor | None = None
        self.pending: collections.deque[tuple[Future[None], mmap.mmap]] = collections.deque()  # oldest first
        self.sums = _StreamChecksum() if _StreamChecksum is not None else None
        self.crc = 0  # without the core: zlib's, piece by piece
        self.size = 0
        self.closed = False

    def write(self, data: Any) -> int:
        deferred = _deferred(data)
        if deferred is not None:
            return self._write_made(*deferred, data.size)
        view = memoryview(data).cast("B")
        if self.buffer is None:
            write_all(self.fd, view)
        else:
            at = 0
            while at < view.nbytes:
                take = min(_DIRECT_CHUNK - self.fill, view.nbytes - at)
                self.buffer[self.fill:self.fill + take] = view[at:at + take]
                self.fill += take
                at += take
                if self.fill == _DIRECT_CHUNK:
                    self._flush_buffer(_DIRECT_CHUNK)
        self._sum(view)
        self.size += view.nbytes
        return view.nbytes

    def _write_made(self, make: Callable[[memoryview, int], None], offset: int, nbytes: int) -> int:
        """A deferred buffer's `nbytes` bytes from `offset` on, made straight into the aligned buffer (through a
        scratch one where the file system refused O_DIRECT) and checksummed there, while still in cache."""
        scratch = bytearray(min(nbytes, _DIRECT_CHUNK)) if self.buffer is None else None
        at = 0
        while at < nbytes:
            if scratch is not None:
                take = min(len(scratch), nbytes - at)
                with memoryview(scratch)[:take] as out:
                    make(out, offset + at)
                    write_all(self.fd, out)
                    self._sum(out)
            else:
                assert self.buffer is not None
                take = min(_DIRECT_CHUNK - self.fill, nbytes - at)
                with memoryview(self.buffer)[self.fill:self.fill + take] as out:
                    make(out, offset + at)
                    self._sum(out)
                self.fill += take
                if self.fill == _DIRECT_CHUNK:
                    self._flush_buffer(_DIRECT_CHUNK)
            at += take
        self.size += nbytes
        return nbytes

    def _sum(self, view: memoryview) -> None:
        if self.sums is not None:
            self.sums.update(view)
        else:
            self.crc = zlib.crc32(view, self.crc)

    def _flush_buffer(self, length: int) -> None:
        """Hands the buffer's first `length` bytes (a multiple of the block) to a helper, to be written at the file's
        offset for them, and goes on in a free buffer: the oldest write's once more than _IN_FLIGHT are pending (its
        error raised here)."""
        assert self.buffer is not None
        if self.helpers is None:
            self.helpers = ThreadPoolExecutor(_IN_FLIGHT, thread_name_prefix="engramdb-segment-write")
        self.pending.append((self.helpers.submit(self._write_out, self.buffer, self.written, length), self.buffer))
        self.written += length
        self.fill = 0
        if len(self.pending) > _IN_FLIGHT:
            future, self.buffer = self.pending.popleft()
            future.result()
        else:
            self.buffer = _free_buffer()

    def _write_out(self, buffer: mmap.mmap, offset: int, length: int) -> None:
        """On a helper thread: the buffer's first `length` bytes written at `offset` (pwrite releases the GIL)."""
        with memoryview(buffer) as whole:
            end, at = offset + length, offset
            while at < end:  # one pwrite in practice; a short one (a signal) resumes at a block
                n = os.pwrite(self.fd, whole[at - offset:length], at)
                if n <= 0:
                    raise OSError(f"short O_DIRECT write of a segment ({n} of {end - at} bytes)")
                at += n

    def _wait_all(self) -> None:
        while self.pending:
            future, buffer = self.pending.popleft()
            future.result()  # (a failed write's buffer is left to the collector)
            _keep_buffer(buffer)

    def finish(self) -> None:
        """Writes what the buffer holds (zeros to the block after it), waits for the helpers and cuts the file to
        the bytes written."""
        if self.buffer is not None:
            if self.fill:
                padded = -(-self.fill // _DIRECT_BLOCK) * _DIRECT_BLOCK
                self.buffer[self.fill:padded] = bytes(padded - self.fill)
                self._flush_buffer(padded)
            self._wait_all()
            os.ftruncate(self.fd, self.size)

    def release(self) -> None:
        """Closes the file once the helpers are done with it (after a failure too) and keeps the buffers for reuse."""
        if self.helpers is not None:
            self.helpers.shutdown(wait=True)  # pending writes end before their file and buffers go
        os.close(self.fd)
        for _, buffer in self.pending:
            _keep_buffer(buffer)
        self.pending.clear()
        if self.buffer is not None:
            _keep_buffer(self.buffer)
        self.buffer = None

    def flush(self) -> None:
        pass

    def close(self) -> None:
        self.closed = True


class _HasChecksum(Protocol):  # SegmentStats or manifest.SegmentInfo
    @property
    def crc32(self) -> int: ...

    @property
    def bytes(self) -> int: ...


def write_segment(path: str | os.PathLike[str], table: pa.Table) -> SegmentStats:
    """Durably write ``table`` to ``path`` as one uncompressed record batch; return its stats.

    The file is written under a temporary name, fsynced, renamed to ``path`` and the directory fsynced,
    so ``path`` is either absent/old or complete. Multi-chunk columns are combined first (a copy). The stats'
    CRC-32 and hash64 are of the bytes written, taken as they were written (:class:`_ChecksummingSink`).
    """
    if not isinstance(table, pa.Table):
        raise InvalidArgumentError(f"write_segment needs a pyarrow.Table, got {type(table).__name__}")
    if any(column.num_chunks > 1 for column in table.columns):
        table = materialized(table)  # combining reads every byte: a deferred buffer's are made first
    table = table.combine_chunks()
    with atomic_path(path) as tmp:
        sink = _ChecksummingSink(tmp)
        try:
            with pa.PythonFile(sink, mode="w") as stream, \
                    pa.ipc.new_file(stream, table.schema, options=_WRITE_OPTIONS) as writer:
                writer.write_table(table)
            sink.finish()
        finally:
            sink.release()
        size = tmp.stat().st_size
        if size != sink.size:  # the sums would not be the file's: refuse rather than record them in a manifest
            raise OSError(f"{tmp}: the segment writer wrote {sink.size} bytes, the file holds {size}")
        if sink.sums is not None:
            stats = SegmentStats(table.num_rows, sink.sums.crc32, size, sink.sums.hash64)
        else:
            stats = SegmentStats(table.num_rows, sink.crc, size)
    return stats


def open_segment(path: str | os.PathLike[str]) -> pa.Table:
    """Open a segment memory-mapped: the returned table's buffers point into the file's mapping.

    Nothing is read eagerly beyond the metadata; the mapping lives as long as any buffer of the table.
    Raises CorruptStoreError (naming the file) if it is missing or not a readable Arrow IPC file. The
    data itself is not checksummed here; see :func:`verify_segment`.
    """
    try:
        source = pa.memory_map(str(path), "r")
    except FileNotFoundError:
        raise CorruptStoreError(f"{path}: segment file is missing") from None
    try:
        return pa.ipc.open_file(source).read_all()
    except (pa.ArrowInvalid, OSError) as exc:
        raise CorruptStoreError(f"{path}: not a readable Arrow IPC file: {exc}") from None
    finally:
        source.close()  # drops the file handle; the mapping stays alive while buffers reference it


def verify_segment(path: str | os.PathLike[str], expected: _HasChecksum) -> None:
    """Raise CorruptStoreError unless the file's size and CRC-32 equal ``expected.bytes``/``.crc32``.

    ``expected`` is a :class:`SegmentStats` or a manifest ``SegmentInfo``. Reads the whole file.
    """
    try:
        size = Path(path).stat().st_size
    except FileNotFoundError:
        raise CorruptStoreError(f"{path}: segment file is missing") from None
    if size != expected.bytes:
        raise CorruptStoreError(f"{path}: segment is {size} bytes, the manifest says {expected.bytes}")
    crc = crc32_file(path)
    if crc != expected.crc32:
        raise CorruptStoreError(
            f"{path}: segment CRC-32 is {crc:#010x}, the manifest says {expected.crc32:#010x}"
        )


def embedding_matrix(table: pa.Table, column: str = "embedding") -> np.ndarray:
    """Return the ``fixed_size_list<float32>[dim]`` column as a float32 ``[n, dim]`` numpy array.

    Zero-copy when the column is a single chunk (always so for :func:`open_segment` tables): the array
    is a read-only view of the Arrow buffer (of the file mapping, for a segment) and keeps it alive.
    A multi-chunk column is combined first, which copies. Raises InvalidArgumentError for a missing
    column, another type, or nulls.
    """
    if column not in table.column_names:
        raise InvalidArgumentError(f"table has no column {column!r}")
    chunked = table.column(column)
    typ = chunked.type
    if not (pa.types.is_fixed_size_list(typ) and pa.types.is_float32(typ.value_type)):
        raise InvalidArgumentError(f"column {column!r} must be fixed_size_list<float32>, got {typ}")
    array = chunked.chunk(0) if chunked.num_chunks == 1 else chunked.combine_chunks()
    values = array.flatten()  # honours the array's offset; a zero-copy slice of the child values
    if array.null_count or values.null_count:
        raise InvalidArgumentError(f"column {column!r} contains nulls")
    matrix: np.ndarray = values.to_numpy(zero_copy_only=True).reshape(len(array), typ.list_size)
    return matrix
