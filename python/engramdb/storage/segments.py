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
import zlib
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError, InvalidArgumentError
from .files import atomic_path, crc32_file, write_all

__all__ = ["DeferredTable", "RowWriter", "SegmentStats", "as_table", "embedding_matrix", "open_segment",
           "verify_segment", "write_segment"]

_WRITE_OPTIONS = pa.ipc.IpcWriteOptions(compression=None)

_StreamChecksum: Any
_core_hash64: Any
try:
    from .._core import StreamChecksum as _StreamChecksum
    from .._core import hash64 as _core_hash64
except ImportError:  # the storage layer also works without the compiled core (a core built before it, or none)
    _StreamChecksum = _core_hash64 = None


class SegmentStats(NamedTuple):
    """What the manifest records about a freshly written segment file (hash64: engram/util/hash64.hpp's, None
    without the compiled core)."""

    rows: int
    crc32: int
    bytes: int
    hash64: int | None = None
    # open203: where the "document" column's float values lie in the file, with hash64s of them and of the bytes
    # before and after them (a manifest "lazy_columns" entry: the open checks the rest, the first read of the
    # column checks its values); None when the column holds no value or without the compiled core
    lazy: dict[str, Any] | None = None


LAZY_COLUMN = "document"  # schema.SIDE's column whose values are verified on first use (open203)
# open203's switch: a segment writer records where LAZY_COLUMN's values lie and their hash64s apart (a manifest
# "lazy_columns" entry), and an open checks the file less them, the values on first use; False: neither (an open
# checks every byte, as before: what an entry-less store, one written before open203, always gets)
LAZY_COLUMNS = True


def lazy_values(table: pa.Table, column: str = LAZY_COLUMN) -> tuple[int, int] | None:
    """(address, bytes) of the float values of `column` (a list<float32>) as the IPC writer hands them over (one
    buffer, the child array's values from its first), or None when the column is absent, empty or laid out so
    that the writer would not write that buffer as it is (a sliced array: a copy)."""
    if not LAZY_COLUMNS or table.schema.get_field_index(column) < 0:
        return None
    chunked = table.column(column)
    if chunked.num_chunks != 1:
        return None
    array = chunked.chunk(0)
    if array.offset or not pa.types.is_list(array.type):
        return None
    values = array.values
    if len(values) == 0 or values.offset:
        return None
    buffer = values.buffers()[1]
    if buffer is None or array.offsets[0].as_py() != 0 or array.offsets[-1].as_py() != len(values):
        return None
    return buffer.address, len(values) * 4


_DIRECT_BLOCK = 4096  # what an O_DIRECT write's file offset, length and buffer address are aligned to (any device's)
_O_DIRECT = getattr(os, "O_DIRECT", 0)
_DIRECT_CHUNK = 8 << 20  # the aligned buffer the pieces are gathered in: one pwrite each 8 MiB
_IN_FLIGHT = 2  # direct writes a segment writer has pending while it fills a third buffer, on as many helper threads
# buffers of finished writes (up to two writers' worth), reused so that a seal does not fault 2,048 fresh pages in
# (list.pop/append are atomic: a writer on another thread or store takes another buffer, or makes one)
_FREE_BUFFERS: list[mmap.mmap] = []


class RowWriter(Protocol):
    """What makes a deferred column's bytes (engramdb._core.RowGather): its size, and bytes [offset, offset +
    len(out)) of it written into `out`."""

    @property
    def nbytes(self) -> int: ...

    def write(self, out: memoryview, offset: int) -> None: ...


class DeferredTable:
    """A segment's table whose one ``fixed_size_list<float32>[dim]`` column (a bulk load's or a seal's vectors) is
    not in memory: `writer` makes its bytes as write_segment writes them, range by range straight into the writer's
    aligned buffer (a 200k x 384 load's 300 MB are so gathered and scaled into what goes to the file, never into a
    300 MB matrix of fresh pages first: faulting those in was most of an import's CPU on the shared machine,
    benchmarks/RESULTS.md, ingest27).

    Not a ``pyarrow.Table``: nothing can read the deferred column by mistake (Arrow's functions refuse this type,
    and :meth:`column` / :meth:`select` refuse the deferred column). The other columns are read as usual; the whole
    table is made with :meth:`materialize` (a copy of the vectors in fresh memory), or written by write_segment.
    Before ingest28 the column was a placeholder buffer inside a real table, found by an address registry, and any
    reader that did not go through write_segment or ``materialized`` read zeros (issue 17)."""

    __slots__ = ("_rest", "deferred", "schema", "writer")

    def __init__(self, rest: pa.Table, schema: pa.Schema, deferred: str, writer: RowWriter) -> None:
        field = schema.field(deferred)
        if not (pa.types.is_fixed_size_list(field.type) and pa.types.is_float32(field.type.value_type)):
            raise InvalidArgumentError(f"a deferred column must be fixed_size_list<float32>, got {field.type}")
        if rest.schema.names != [f.name for f in schema if f.name != deferred]:
            raise InvalidArgumentError(f"a deferred table's other columns must be {schema.names} without {deferred!r}"
                                       f", got {rest.schema.names}")
        width = field.type.list_size * 4
        if writer.nbytes != rest.num_rows * width:
            raise InvalidArgumentError(f"the deferred column holds {writer.nbytes} bytes, {rest.num_rows} rows of "
                                       f"{width} need {rest.num_rows * width}")
        self._rest = rest
        self.schema = schema
        self.deferred = deferred
        self.writer = writer

    @property
    def num_rows(self) -> int:
        return int(self._rest.num_rows)

    def _refuse(self, name: str) -> None:
        if name == self.deferred:
            raise InvalidArgumentError(f"column {name!r} is deferred: its bytes are made as the segment is written "
                                       "(DeferredTable.materialize() makes them now)")

    def column(self, name: str) -> pa.ChunkedArray:
        """A column that is not the deferred one."""
        self._refuse(name)
        return self._rest.column(name)

    def select(self, names: list[str]) -> pa.Table:
        """Columns that are not the deferred one, as a table."""
        for name in names:
            self._refuse(name)
        return self._rest.select(names)

    def _with(self, values: pa.Buffer) -> pa.Table:
        """The whole table, the deferred column's bytes being `values`."""
        typ = self.schema.field(self.deferred).type
        flat = pa.Array.from_buffers(pa.float32(), self.num_rows * typ.list_size, [None, values])
        vectors = pa.FixedSizeListArray.from_arrays(flat, typ.list_size)
        columns = [vectors if f.name == self.deferred else self._rest.column(f.name) for f in self.schema]
        return pa.Table.from_arrays(columns, schema=self.schema)

    def materialize(self) -> pa.Table:
        """The whole table, the deferred column's bytes made now in fresh memory."""
        made = bytearray(self.writer.nbytes)
        if made:
            self.writer.write(memoryview(made), 0)
        return self._with(pa.py_buffer(made))


def as_table(table: pa.Table | DeferredTable) -> pa.Table:
    """`table`, a DeferredTable's bytes made (:meth:`DeferredTable.materialize`)."""
    return table.materialize() if isinstance(table, DeferredTable) else table


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

    def __init__(self, path: Path, deferred: tuple[pa.Buffer, RowWriter] | None = None,
                 lazy: tuple[int, int] | None = None) -> None:
        # the lazy column's values (address, bytes: lazy_values): the hash64s of the bytes before, of and after them
        # are taken apart too, so that an open can check the file less those values (open203). Before them: the whole
        # file's running hash64 as they begin (Hash64Stream's digest is of the bytes so far); of them: hash64 of the
        # buffer the writer handed over (no CRC); after them (the padding and the footer: small): a stream of its own
        self.lazy = lazy if _StreamChecksum is not None else None
        self.region = 0  # 0 before the values, 1 in them, 2 after; -1 when they were not written as one run
        self.lazy_at = -1
        self.head: int | None = None
        self.pieces: list[pa.Buffer] = []  # the values, as handed over (the table's own buffer: no copy)
        self.tail = _StreamChecksum() if self.lazy is not None else None
        # a DeferredTable's placeholder buffer (what the IPC writer hands over for the deferred column: its address
        # range) and what makes its bytes in its stead (write_segment)
        self.deferred = deferred
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
        if self.lazy is not None:
            self._region_of(data)
        if self.deferred is not None and isinstance(data, pa.Buffer):
            placeholder, writer = self.deferred
            start = data.address - placeholder.address
            if start >= 0 and start + data.size <= placeholder.size:
                return self._write_made(writer.write, start, data.size)
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

    def _region_of(self, data: Any) -> None:
        """Moves the region the next bytes are summed into: the lazy column's values (a buffer inside their
        address range), else the bytes before or after them."""
        assert self.lazy is not None
        address, nbytes = self.lazy
        inside = isinstance(data, pa.Buffer) and data.size > 0 and address <= data.address \
            and data.address + data.size <= address + nbytes
        if inside and self.region == 0:
            assert self.sums is not None
            self.region, self.lazy_at, self.head = 1, self.size, int(self.sums.hash64)
        elif (inside and self.region != 1) or (not inside and self.region == 1):
            self.region = -1 if self.region == 2 or inside else 2
        if inside and self.region == 1:
            self.pieces.append(data)

    def lazy_entry(self) -> dict[str, Any] | None:
        """The manifest's "lazy_columns" entry of the file written (after finish), or None."""
        if self.lazy is None or self.region not in (1, 2) or self.sums is None or self.tail is None \
                or self.head is None or sum(p.size for p in self.pieces) != self.lazy[1]:
            return None
        if len(self.pieces) == 1:
            values = _core_hash64(self.pieces[0])
        else:
            stream = _StreamChecksum()
            for piece in self.pieces:
                stream.update(piece)
            values = stream.hash64
        return {"column": LAZY_COLUMN, "at": self.lazy_at, "bytes": self.lazy[1], "values": int(values),
                "head": self.head, "tail": int(self.tail.hash64), "file": f"{self.sums.hash64:016x}"}

    def _sum(self, view: memoryview) -> None:
        if self.sums is not None:
            self.sums.update(view)
            if self.tail is not None and self.region == 2:
                self.tail.update(view)
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


def write_segment(path: str | os.PathLike[str], table: pa.Table | DeferredTable) -> SegmentStats:
    """Durably write ``table`` to ``path`` as one uncompressed record batch; return its stats.

    The file is written under a temporary name, fsynced, renamed to ``path`` and the directory fsynced,
    so ``path`` is either absent/old or complete. Multi-chunk columns are combined first (a copy). The stats'
    CRC-32 and hash64 are of the bytes written, taken as they were written (:class:`_ChecksummingSink`).
    A :class:`DeferredTable`'s deferred column is made as it is written, into the writer's buffer: the file holds
    the bytes :meth:`DeferredTable.materialize` would make, byte for byte.
    """
    deferred: tuple[pa.Buffer, RowWriter] | None = None
    if isinstance(table, DeferredTable):
        # the IPC writer lays out (and hands over, zero-copy) a buffer of the column's size: an untouched private
        # mapping (the kernel's zero page, no memory), whose address range the sink recognises and whose bytes it
        # asks the writer for instead. It lives in this call only: no table over it leaves here.
        nbytes = table.writer.nbytes
        placeholder = pa.py_buffer(mmap.mmap(-1, max(nbytes, 1), flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ))
        placeholder = placeholder.slice(0, nbytes)
        deferred = (placeholder, table.writer)
        table = table._with(placeholder)
    elif not isinstance(table, pa.Table):
        raise InvalidArgumentError(f"write_segment needs a pyarrow.Table or a DeferredTable, got "
                                   f"{type(table).__name__}")
    table = table.combine_chunks()
    with atomic_path(path) as tmp:
        sink = _ChecksummingSink(tmp, deferred, lazy_values(table))
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
            stats = SegmentStats(table.num_rows, sink.sums.crc32, size, sink.sums.hash64, sink.lazy_entry())
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
