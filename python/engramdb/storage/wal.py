"""Write-ahead log: every acknowledged write is appended (and fsynced) here before it is applied.

On-disk format (all integers little-endian)
-------------------------------------------
The log is a directory (in a store: ``<store>/wal/``) of generation files ``<generation:08d>.log``,
e.g. ``00000001.log``. Generations are numbered from 1 and only ever increase. Each file is::

    header (8 bytes):
        0..4   magic   b"EGWAL"
        5      version 0x01
        6      flags   bit 0 = BARRIER (set by purge(): every generation older than this file is void)
                       other bits 0
        7      reserved, 0
    then zero or more records, back to back, up to the end of the file:
        0..3   u32 payload_length  (at most 1 GiB)
        4..7   u32 crc32           zlib.crc32 of (type byte + payload)
        8      u8  type            chosen by the caller (0..255), opaque here
        9..    payload             payload_length bytes, opaque here

Example: ``append([(7, b"hi")])`` appends ``02 00 00 00 | crc32(b"\\x07hi") as u32 | 07 | 68 69``.

Durability and recovery contract
--------------------------------
* ``append(records)`` writes all records of the call with ONE ``os.write`` and ONE fsync (group
  commit). When it returns (``sync=True``) every record of the call survives a crash or ``kill -9``.
  If the write fails with an error, the file is truncated back (nothing of the batch stays). A batch
  cut short by a crash was never acknowledged; it may survive in part, as a prefix of its records.
* A crash can leave a torn tail in the newest generation only: a short record header, a length beyond
  the end of the file, a CRC mismatch, or an absurd length (> 1 GiB). Recovery stops at the first such
  record of the newest file and, when the log is opened writable, truncates the file there (fsynced)
  before anything else happens, so later appends never follow garbage. Recovery runs when the log is
  opened (so appending without replaying first is safe) and again if :meth:`replay` meets a bad record.
* An older generation is closed and was fsynced before its successor was created, so a bad record or
  header in it is real corruption: :meth:`replay` raises :class:`CorruptStoreError` instead of
  silently dropping that file's remaining records and every later generation.
* New generation files are created atomically (written under a temporary name, fsynced, renamed,
  directory fsynced), so a generation file is never seen without its header. A newest file shorter
  than its header (damaged by other means) is treated as empty and its header rewritten.
* :meth:`purge` is crash-atomic: it first creates a new generation carrying the BARRIER flag, then
  deletes the older files. If a crash interrupts the deletions, the survivors are older than a barrier,
  never replayed, and deleted at the next writable open.
"""

from __future__ import annotations

import os
import re
import struct
import zlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import BinaryIO

from ..errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError, ReadOnlyError
from .files import atomic_path, fsync_dir, remove_temp_files, write_all

__all__ = ["MAX_PAYLOAD", "WAL_VERSION", "WriteAheadLog"]

MAGIC = b"EGWAL"
WAL_VERSION = 1
FLAG_BARRIER = 0x01
HEADER_SIZE = 8
MAX_PAYLOAD = 1 << 30  # 1 GiB

_RECORD_HEAD = struct.Struct("<IIB")  # payload_length, crc32, type
_TYPE_CRC = tuple(zlib.crc32(bytes((t,))) for t in range(256))  # crc32 of the type byte alone
_FILE_NAME = re.compile(r"^(\d{8,})\.log$")
_fdatasync = getattr(os, "fdatasync", os.fsync)  # enough for appends: flushes data and the new size


def _header(flags: int = 0) -> bytes:
    return MAGIC + bytes((WAL_VERSION, flags, 0))


def _record_crc(rtype: int, payload: bytes | bytearray | memoryview) -> int:
    return zlib.crc32(payload, _TYPE_CRC[rtype])


class _BadRecord(Exception):
    """Internal: the record at ``offset`` is torn or corrupt (``reason`` says how)."""

    def __init__(self, offset: int, reason: str) -> None:
        super().__init__(offset, reason)
        self.offset = offset
        self.reason = reason


def _read_records(f: BinaryIO, size: int) -> Iterator[tuple[int, int, bytes]]:
    """Yield ``(end_offset, type, payload)`` for each valid record of a generation file of ``size`` bytes.

    ``f`` must be positioned just after the file header. Raises :class:`_BadRecord` at the first torn or
    corrupt record.
    """
    offset = HEADER_SIZE
    while offset < size:
        head = f.read(_RECORD_HEAD.size)
        if len(head) < _RECORD_HEAD.size:
            raise _BadRecord(offset, "short record header")
        length, crc, rtype = _RECORD_HEAD.unpack(head)
        if length > MAX_PAYLOAD:
            raise _BadRecord(offset, f"absurd record length {length}")
        end = offset + _RECORD_HEAD.size + length
        if end > size:
            raise _BadRecord(offset, f"record length {length} runs past the end of the file")
        payload = f.read(length)
        if len(payload) != length:
            raise _BadRecord(offset, "file shrank while reading")
        if _record_crc(rtype, payload) != crc:
            raise _BadRecord(offset, "CRC mismatch")
        offset = end
        yield end, rtype, payload


class WriteAheadLog:
    """Append-only, checksummed, generation-rotated log in ``directory`` (format: see the module doc).

    ``sync=False`` skips the per-append fsync (faster, but an acknowledged append may be lost on a
    power failure; it still survives the death of the process). ``read_only=True`` never creates,
    truncates or deletes anything; a missing directory then reads as an empty log.

    Not thread-safe; one writer per directory (the store lock guarantees it).
    """

    def __init__(self, directory: str | os.PathLike[str], *, sync: bool = True, read_only: bool = False):
        self._dir = Path(directory)
        self._sync = sync
        self._read_only = read_only
        self._fd: int | None = None
        # generation -> size in bytes of every live (non-void) generation file, ascending.
        self._sizes: dict[int, int] = {}
        self._generation = 0  # the newest generation (the one appended to); 0 = none yet (read-only)
        self._open()

    # -- opening and recovery ------------------------------------------------------------------------

    def _path(self, generation: int) -> Path:
        return self._dir / f"{generation:08d}.log"

    def _list_generations(self) -> list[int]:
        if not self._dir.is_dir():
            return []
        gens = (_FILE_NAME.match(entry.name) for entry in self._dir.iterdir())
        return sorted(int(m.group(1)) for m in gens if m)

    def _read_header(self, generation: int, newest: bool) -> int | None:
        """Return the flags of a generation's header, or None if the file is shorter than a header.

        A short file is only tolerated as the newest generation; anything else raises.
        """
        path = self._path(generation)
        with open(path, "rb") as f:
            head = f.read(HEADER_SIZE)
        if len(head) < HEADER_SIZE:
            if newest:
                return None
            raise CorruptStoreError(f"{path}: closed WAL generation is shorter than its header")
        if head[:5] != MAGIC:
            raise CorruptStoreError(f"{path}: not a write-ahead log file (bad magic {head[:5]!r})")
        if head[5] != WAL_VERSION:
            raise IncompatibleStoreError(
                f"{path}: write-ahead log version {head[5]}, this engramdb reads version {WAL_VERSION}"
            )
        return head[6]

    def _open(self) -> None:
        if not self._read_only:
            created = not self._dir.exists()
            self._dir.mkdir(parents=True, exist_ok=True)
            if created:
                fsync_dir(self._dir.parent)
            remove_temp_files(self._dir)
        gens = self._list_generations()
        flags = {}
        for g in gens:
            try:
                flags[g] = self._read_header(g, newest=(g == gens[-1]))
            except FileNotFoundError:
                # A reader lists the files while the writer may drop generations that a newer manifest
                # made obsolete; the reader's snapshot check (durable.opening.open_reader) sees that manifest
                # and retries, so a vanished file is only ever one this snapshot does not need.
                if not self._read_only:
                    raise
        gens = [g for g in gens if g in flags]
        barriers = [g for g in gens if (flags[g] or 0) & FLAG_BARRIER]
        if barriers:  # everything older than the newest barrier was purged
            void = [g for g in gens if g < barriers[-1]]
            gens = gens[len(void):]
            if not self._read_only:
                self._unlink(void)
        if not gens:
            if self._read_only:
                return
            gens = [self._create_generation(1)]
            flags[1] = 0
        sizes = {}
        for g in gens:
            try:
                sizes[g] = self._path(g).stat().st_size
            except FileNotFoundError:  # dropped since its header was read: as above (never the newest)
                if not self._read_only:
                    raise
        gens = [g for g in gens if g in sizes]
        if not gens:  # read-only, and every file was dropped under us: the snapshot check retries
            return
        newest = gens[-1]
        self._sizes = sizes
        if flags.get(newest) is None:  # shorter than its header: treat as empty, rewrite the header
            if not self._read_only:
                self._create_generation(newest)
            self._sizes[newest] = HEADER_SIZE
        self._generation = newest
        self._sizes[newest] = self._recover(newest)
        if not self._read_only:
            self._fd = os.open(self._path(newest), os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)

    def _create_generation(self, generation: int, flags: int = 0) -> int:
        """Atomically create (or replace) generation file ``generation`` holding just a header."""
        with atomic_path(self._path(generation)) as tmp:
            tmp.write_bytes(_header(flags))
        return generation

    def _recover(self, generation: int) -> int:
        """Scan the newest generation; truncate a torn tail (writable); return the valid length."""
        path = self._path(generation)
        size = self._sizes[generation]
        with open(path, "rb") as f:
            f.seek(HEADER_SIZE)
            end = HEADER_SIZE
            try:
                for end, _, _ in _read_records(f, size):  # noqa: B007 (end: how far the intact records reach)
                    pass
            except _BadRecord as bad:
                end = self._truncate_tail(generation, bad.offset)
        return end

    def _truncate_tail(self, generation: int, offset: int) -> int:
        """Cut the newest generation at ``offset`` (writable only, fsynced); return ``offset``."""
        if not self._read_only:
            fd = os.open(self._path(generation), os.O_WRONLY | os.O_CLOEXEC)
            try:
                os.ftruncate(fd, offset)
                os.fsync(fd)
            finally:
                os.close(fd)
            self._sizes[generation] = offset
        return offset

    def _unlink(self, generations: Sequence[int]) -> None:
        for g in generations:
            self._path(g).unlink(missing_ok=True)
            self._sizes.pop(g, None)
        if generations:
            fsync_dir(self._dir)

    # -- public API ----------------------------------------------------------------------------------

    @property
    def directory(self) -> Path:
        return self._dir

    @property
    def generation(self) -> int:
        """The generation that appends go to (0 only for a read-only view of an empty log)."""
        return self._generation

    def generations(self) -> list[int]:
        """The live generation numbers, ascending."""
        return list(self._sizes)

    def _writable_fd(self) -> int:
        if self._read_only:
            raise ReadOnlyError(f"write-ahead log {self._dir} is opened read-only")
        if self._fd is None:
            raise InvalidArgumentError(f"write-ahead log {self._dir} is closed")
        return self._fd

    def append(self, records: Sequence[tuple[int, bytes | bytearray | memoryview]], *,
               sync: bool | None = None) -> None:
        """Durably append ``records`` (``(type 0..255, payload)`` pairs) as one group commit.

        All records are validated first (``InvalidArgumentError``: bad type, non-bytes payload, payload
        over 1 GiB), then written with one ``os.write`` and, if ``sync``, one fsync. On return they
        survive a crash. If the write fails, the file is truncated back to its previous length.
        ``sync`` overrides the log's setting for this call (``False``: survives the death of the
        process, not a power cut; the store logs usage counters so).
        """
        fd = self._writable_fd()
        parts: list[bytes | bytearray | memoryview] = []
        for rtype, payload in records:
            if not isinstance(rtype, int) or isinstance(rtype, bool) or not 0 <= rtype <= 255:
                raise InvalidArgumentError(f"WAL record type must be an int in 0..255, got {rtype!r}")
            if not isinstance(payload, (bytes, bytearray, memoryview)):
                raise InvalidArgumentError(f"WAL payload must be bytes, got {type(payload).__name__}")
            length = memoryview(payload).nbytes
            if length > MAX_PAYLOAD:
                raise InvalidArgumentError(f"WAL payload of {length} bytes exceeds {MAX_PAYLOAD}")
            parts += (_RECORD_HEAD.pack(length, _record_crc(rtype, payload), rtype), payload)
        if not parts:
            return
        data = b"".join(parts)
        before = self._sizes[self._generation]
        try:
            write_all(fd, data)
            if self._sync if sync is None else sync:
                _fdatasync(fd)
        except BaseException:
            try:
                os.ftruncate(fd, before)
            except OSError:  # cannot undo: refuse further appends rather than follow garbage
                self.close()
            raise
        self._sizes[self._generation] = before + len(data)

    def replay(self, start_generation: int = 0) -> Iterator[tuple[int, bytes]]:
        """Yield ``(type, payload)`` of every valid record of generations >= ``start_generation``, in order.

        Stops at the first torn or corrupt record of the newest generation (truncating it there when
        writable); raises :class:`CorruptStoreError` for a bad record in an older generation. Records
        appended while the iterator is suspended may or may not be yielded.
        """
        for generation in [g for g in self._sizes if g >= start_generation]:
            newest = generation == self._generation
            path = self._path(generation)
            size = self._sizes[generation] if newest else path.stat().st_size
            with open(path, "rb") as f:
                f.seek(HEADER_SIZE)
                try:
                    for _, rtype, payload in _read_records(f, size):
                        yield rtype, payload
                except _BadRecord as bad:
                    if not newest:
                        raise CorruptStoreError(
                            f"{path}: {bad.reason} at offset {bad.offset} in a closed WAL generation"
                        ) from None
                    self._truncate_tail(generation, bad.offset)

    def rotate(self) -> int:
        """Start a new, empty generation (created atomically, directory fsynced) and return its number.

        The current file is fsynced first, so closed generations are always complete on disk.
        """
        return self._start_generation(flags=0)

    def _start_generation(self, flags: int) -> int:
        fd = self._writable_fd()
        os.fsync(fd)
        generation = self._create_generation(self._generation + 1, flags)
        new_fd = os.open(self._path(generation), os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
        os.close(fd)
        self._fd = new_fd
        self._generation = generation
        self._sizes[generation] = HEADER_SIZE
        return generation

    def drop_before(self, generation: int) -> None:
        """Delete every generation file older than ``generation`` (directory fsynced).

        Call it once the records of those generations are sealed into a segment and the manifest that
        lists the segment is durable. ``generation`` may not exceed the current one (that would delete
        the file appends go to). A crash can leave some of the files; replay with ``start_generation``
        (e.g. the manifest's ``wal_generation``) skips them, and a later ``drop_before`` deletes them.
        """
        self._writable_fd()
        if generation > self._generation:
            raise InvalidArgumentError(
                f"drop_before({generation}) would delete the current generation {self._generation}"
            )
        self._unlink([g for g in self._sizes if g < generation])

    def purge(self) -> int:
        """Delete every record: start a fresh generation with the BARRIER flag, then delete all others.

        Returns the new generation's number. Used by erasure: afterwards no byte of an earlier payload is
        in any file of the directory. Crash-atomic (see the module doc); records appended before the
        call are discarded, so seal them first.
        """
        generation = self._start_generation(flags=FLAG_BARRIER)
        self._unlink([g for g in self._sizes if g < generation])
        return generation

    def size_bytes(self) -> int:
        """Total size in bytes of the live generation files, headers included."""
        return sum(self._sizes.values())

    def close(self) -> None:
        """Close the log (idempotent). Appends are already durable; nothing is flushed here."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)

    def __enter__(self) -> WriteAheadLog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        mode = "read-only" if self._read_only else "writable"
        return f"WriteAheadLog({str(self._dir)!r}, generation={self._generation}, {mode})"
