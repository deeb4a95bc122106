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
* ``append(records)`` writes all records of the call with ONE ``os.writev`` (headers and payloads
  gathered by the kernel, no joined copy) and ONE fsync (group commit). When it returns (``sync=True``)
  every record of the call survives a crash or ``kill -9``. If the write fails with an error, the file
  is truncated back (nothing of the batch stays). A batch cut short by a crash was never acknowledged;
  it may survive in part, as a prefix of its records.
* ``append_reserved`` (a large record built in a buffer from ``reserve``) writes the same bytes without fsync,
  through ``O_DIRECT`` where it can: the file's last block is rewritten with the bytes it holds (read back first)
  followed by the record, the last block written whole (zeros after the record), then the file is cut to the
  record's end. A crash before the cut leaves the record and zeros: a torn tail (nothing intact after it). The
  record becomes durable with the next fsynced append (fdatasync flushes the device's cache and the new size).
  The rewritten first block holds acknowledged bytes rewritten unchanged: no new risk, since the page cache's
  writeback of an append rewrites the partly filled page it starts in the same way.
* A crash can leave a torn tail in the newest generation only: the end of an append that never
  returned (a short record header, a length beyond the end of the file, a CRC mismatch or an absurd
  length (> 1 GiB), with nothing intact after it). Anything else that fails to read is corruption.
  Recovery tells them apart at the first bad frame of the newest file by looking for an intact frame
  (a length that fits, a known type when ``record_types`` is given, a matching CRC) at ANY later offset
  of the file: none means a torn tail, which is dropped (when the log is opened writable the file is
  truncated there, fsynced, before anything else happens, so later appends never follow garbage); one
  means acknowledged records follow the damage: opening raises :class:`CorruptStoreError` naming the
  file and the bad frame's offset, writable and read-only alike, and changes nothing (``engramdb
  repair`` salvages every intact record, see :func:`scan_generation`). Recovery runs when the log is
  opened, so appending without replaying first is safe.
  Limits: a writer never leaves an intact frame after a torn one (one ``os.writev`` per batch; a crash
  keeps a prefix of it), except on a file system that can persist a later page of an unsynced write
  without an earlier one across a power cut: such a tail is reported as corruption, never dropped
  silently. A chance intact frame inside a torn tail needs a matching CRC-32 (odds ~2**-32 per
  candidate offset); it too is reported, never a silent loss.
* An older generation is closed and was fsynced before its successor was created, so a bad record or
  header in it is corruption: :meth:`replay` raises :class:`CorruptStoreError` instead of silently
  dropping that file's remaining records and every later generation. So is a gap in the generation
  numbers (opening raises). A closed generation cut exactly at a frame boundary cannot be told from a
  shorter one: format v1 has no end marker.
* :meth:`unrotate` undoes a :meth:`rotate` whose generation got no record (a checkpoint that failed,
  e.g. on a full disk, or one interrupted by a crash): the empty file is deleted (directory fsynced)
  before the previous generation is appended to again, so failed checkpoints leave no empty generation
  files behind. A reader that listed the deleted file treats it as empty (it held no record).
* New generation files are created atomically (written under a temporary name, fsynced, renamed,
  directory fsynced), so a generation file is never seen without its header. A newest file shorter
  than its header (damaged by other means) is treated as empty and its header rewritten.
* :meth:`purge` is crash-atomic: it first creates a new generation carrying the BARRIER flag, then
  deletes the older files. If a crash interrupts the deletions, the survivors are older than a barrier,
  never replayed, and deleted at the next writable open. :func:`write_barrier_generation` (repair) makes
  a barrier generation that already holds records, atomically, the same way.
* :meth:`replay` reads each generation up to its size when the log was opened (plus this object's own
  appends), so a read-only log is a snapshot: a writer's later appends, even to a generation the reader
  took for closed, are never read half-written.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import functools
import mmap
import os
import re
import struct
import threading
import weakref
import zlib
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from ..errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError, ReadOnlyError
from .files import atomic_path, crc32, crc32_parts, fsync_dir, remove_temp_files, write_parts

__all__ = ["MAX_PAYLOAD", "WAL_VERSION", "Damage", "Frame", "Reserved", "WriteAheadLog", "generation_files",
           "record_crc", "scan_generation", "write_barrier_generation"]

MAGIC = b"EGWAL"
WAL_VERSION = 1
FLAG_BARRIER = 0x01
HEADER_SIZE = 8
MAX_PAYLOAD = 1 << 30  # 1 GiB

_RECORD_HEAD = struct.Struct("<IIB")  # payload_length, crc32, type
_TYPE_CRC = tuple(zlib.crc32(bytes((t,))) for t in range(256))  # crc32 of the type byte alone
_FILE_NAME = re.compile(r"^(\d{8,})\.log$")
_fdatasync = getattr(os, "fdatasync", os.fsync)  # enough for appends: flushes data and the new size


def _writeback_starter() -> Callable[[int, int, int], None]:
    """start(fd, offset, nbytes): asks the kernel to start writing a range of the file to disk, without waiting
    (Linux sync_file_range(SYNC_FILE_RANGE_WRITE), through libc: Python's os has no binding); elsewhere nothing,
    and the fdatasync that makes those bytes durable writes them itself. It makes nothing durable."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        sync_file_range = libc.sync_file_range
    except (OSError, AttributeError):
        return lambda fd, offset, nbytes: None
    sync_file_range.argtypes = [ctypes.c_int, ctypes.c_int64, ctypes.c_int64, ctypes.c_uint]
    sync_file_range.restype = ctypes.c_int

    def start(fd: int, offset: int, nbytes: int) -> None:
        sync_file_range(fd, offset, nbytes, 2)  # SYNC_FILE_RANGE_WRITE; a failure shows at the next fdatasync
    return start


_start_writeback = _writeback_starter()

# The native appends (engram/util/file_io.hpp): a record's frame, CRC, writev and fdatasync in one call, and an
# O_DIRECT append's read-back, write and cut in one, each with the GIL released once. A helper thread that does these
# steps in Python hands the GIL back and forth with the caller's busy thread, and waits up to a switch interval (5 ms)
# each time it wants it back. None without the compiled core (the storage layer works without it).
# _native_start_append: the same append started on a native thread (no Python thread to start, and none that wants
# the GIL back while the caller's `meanwhile` runs); its wait() raises the append's error.
_native_append: Callable[..., int] | None
_native_start_append: Callable[..., Any] | None
_native_direct_append: Callable[..., None] | None
try:
    from .. import _core
    _native_append = getattr(_core, "wal_append", None)
    _native_start_append = getattr(_core, "WalAppendJob", None)
    _native_direct_append = getattr(_core, "wal_direct_append", None)
except ImportError:
    _native_append = _native_start_append = _native_direct_append = None


_OVERLAP_MIN = 1 << 20  # a batch this large is written and fsynced on a helper thread while `meanwhile` runs


def _while(io: Callable[[], None], meanwhile: Callable[[], object]) -> None:
    """io() (the writev and fdatasync of a batch, which release the GIL) on a helper thread while meanwhile()
    runs on this one; raises the first failure of either, once both are done."""
    failed: list[BaseException] = []

    def run() -> None:
        try:
            io()
        except BaseException as exc:  # handed to the caller's thread below
            failed.append(exc)

    helper = threading.Thread(target=run, name="engramdb-wal-io", daemon=True)
    helper.start()
    try:
        meanwhile()
    finally:
        helper.join()
    if failed:
        raise failed[0]


_DIRECT_BLOCK = 4096  # what an O_DIRECT write's file offset, length and buffer address are aligned to (any device's)
_O_DIRECT = getattr(os, "O_DIRECT", 0)


def _round_up(n: int, to: int) -> int:
    return -(-n // to) * to


class Reserved:
    """A record's body being built in a page-aligned buffer that the log reuses across records
    (:meth:`WriteAheadLog.reserve`): ``body`` is where the caller writes it. The buffer goes back to the log only
    once ``body`` and every view of it are gone (a finalizer on the object that exports it), never while the
    caller still reads it; meanwhile another reservation gets another buffer."""

    __slots__ = ("body", "buffer", "crc", "guess", "head_len", "offset")

    def __init__(self, buffer: mmap.mmap, guess: int, offset: int, head_len: int, body: Any) -> None:
        self.buffer = buffer
        self.guess = guess  # the log's end when reserved: the record is placed for an append there
        self.offset = offset  # where the body starts in the buffer
        self.head_len = head_len
        self.body = body
        # The record's CRC (its type, head and body: record_crc) when the caller took it while building the body (the
        # store's vectors, checksummed as they are scaled: one pass over them, not two); None: append_reserved takes it.
        # The body must not change after.
        self.crc: int | None = None


def _header(flags: int = 0) -> bytes:
    return MAGIC + bytes((WAL_VERSION, flags, 0))


def _record_crc(rtype: int, payload: bytes | bytearray | memoryview) -> int:
    return crc32(payload, _TYPE_CRC[rtype])  # zlib.crc32's value; native for a large payload (files.crc32)


def record_crc(rtype: int, head: bytes | bytearray | memoryview) -> int:
    """The frame CRC of a record of type `rtype` whose payload so far is `head`: zlib.crc32 continued from it over
    the rest of the payload gives the record's CRC (Reserved.crc)."""
    return zlib.crc32(head, _TYPE_CRC[rtype])


class _BadRecord(Exception):
    """Internal: the record at ``offset`` is torn or corrupt (``reason`` says how)."""

    def __init__(self, offset: int, reason: str) -> None:
        super().__init__(offset, reason)
        self.offset = offset
        self.reason = reason


def generation_files(directory: str | os.PathLike[str]) -> list[int]:
    """The generation numbers of the files in a log directory, ascending (live or not; [] if no directory)."""
    path = Path(directory)
    if not path.is_dir():
        return []
    names = (_FILE_NAME.match(entry.name) for entry in path.iterdir())
    return sorted(int(m.group(1)) for m in names if m)


def _read_records(f: BinaryIO, size: int, start: int = HEADER_SIZE) -> Iterator[tuple[int, int, bytes]]:
    """Yield ``(end_offset, type, payload)`` for each valid record of a generation file of ``size`` bytes.

    ``f`` must be positioned at ``start`` (just after the file header, or the start of a frame). Raises
    :class:`_BadRecord` at the first torn or corrupt record.
    """
    offset = start
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


_SCAN_WINDOW = 1 << 20  # candidate offsets examined per vectorised step of _next_frame
_MASK32 = 0xFFFFFFFF


def _next_frame(f: BinaryIO, start: int, size: int, record_types: Collection[int] | None, *,
                shared: bool = False) -> int | None:
    """The offset of the first intact frame (its length fits in ``size``, its type is one of
    ``record_types`` when given, its CRC matches) at an offset >= ``start`` of the file, or None.

    ``shared``: a writer may cut the file meanwhile (a read-only view: each O_DIRECT append writes whole
    blocks, then trims the padding), so the bytes are read, not mapped: a map would fail when the file
    shrank after its fstat, or raise SIGBUS on a page cut after mapping.

    Linear in the file size, whatever the data: checking each candidate's CRC over its own payload would be
    quadratic (a 33 MB torn insert took 215 s), so the CRC of every candidate comes from prefix CRCs
    instead. CRC-32 is affine: with Z(p) = crc32(file[:p]) and A^n the operator that advances the CRC
    register over n zero bytes, crc32(payload at [a, b), seeded with the type byte) =
    A^(b-a) (crc32(type) ^ Z(a)) ^ Z(b). One chained pass gives Z at every candidate's a and b, and A^n is
    applied to all candidates at once (numpy, 31 squarings of a 32x32 GF(2) matrix). numpy is imported here:
    only a damaged log pays for it.
    """
    size = min(size, os.fstat(f.fileno()).st_size)  # a reader's file may have been cut by a writer since
    if size - start < _RECORD_HEAD.size:
        return None
    if shared:
        f.seek(0)
        data = f.read(size)
        if len(data) - start < _RECORD_HEAD.size:
            return None
        return _first_intact(data, start, len(data), record_types)
    with mmap.mmap(f.fileno(), size, access=mmap.ACCESS_READ) as mapped:
        return _first_intact(mapped, start, size, record_types)


def _first_intact(mapped: mmap.mmap | bytes, start: int, size: int, record_types: Collection[int] | None) -> int | None:
    """_next_frame's work; every array viewing the map is gone when it returns, so the map can close."""
    import numpy as np

    last = size - _RECORD_HEAD.size  # the last offset where a frame header fits
    found = [_candidates(mapped, first, min(_SCAN_WINDOW, last + 1 - first), size, record_types)
             for first in range(start, last + 1, _SCAN_WINDOW)]
    offsets = np.concatenate(found) if found else np.zeros(0, np.int64)
    if not len(offsets):
        return None
    data = np.frombuffer(mapped, np.uint8)
    lengths = _u32_at(data, offsets)
    crcs = _u32_at(data, offsets + 4)
    types = data[offsets + 8].astype(np.int64)
    del data
    begin = offsets + _RECORD_HEAD.size
    end = begin + lengths
    positions = np.unique(np.concatenate([begin, end]))
    prefix = np.empty(len(positions), np.int64)  # Z(p) = crc32(file[:p]) at each position
    view = memoryview(mapped)
    try:
        crc, at = 0, 0
        for i, p in enumerate(positions.tolist()):
            crc = zlib.crc32(view[at:p], crc)
            prefix[i], at = crc, p
    finally:
        view.release()
    z_begin = prefix[np.searchsorted(positions, begin)]
    z_end = prefix[np.searchsorted(positions, end)]
    state = np.asarray(_TYPE_CRC, np.int64)[types] ^ z_begin
    for k, power in enumerate(_zero_powers()):
        bit = ((lengths >> k) & 1).astype(bool)
        if bit.any():
            state[bit] = _gf2_apply(power, state[bit])
    intact = (state ^ z_end) == crcs
    return int(offsets[intact].min()) if intact.any() else None


def _u32_at(data: Any, offsets: Any) -> Any:
    """The little-endian u32 at each of `offsets` of a uint8 array, as int64."""
    out = data[offsets].astype("int64")
    for i in (1, 2, 3):
        out |= data[offsets + i].astype("int64") << (8 * i)
    return out


def _candidates(mapped: mmap.mmap | bytes, first: int, count: int, size: int,
                record_types: Collection[int] | None) -> Any:
    """Offsets first .. first+count-1 (an int64 array) where a frame header would fit the file: its length,
    its type when record_types is given, and for an empty payload the CRC itself (so a run of zeros is no
    candidate at all)."""
    import numpy as np

    lengths = np.ndarray((count,), "<u4", mapped, first, (1,)).astype(np.int64)  # unaligned, at every offset
    types = np.ndarray((count,), np.uint8, mapped, first + 8, (1,)).astype(np.int64)
    crcs = np.ndarray((count,), "<u4", mapped, first + 4, (1,)).astype(np.int64)
    offsets = np.arange(first, first + count, dtype=np.int64)
    fits = lengths <= size - offsets - _RECORD_HEAD.size
    fits &= (lengths > 0) | (crcs == np.asarray(_TYPE_CRC, np.int64)[types])
    if record_types is not None:
        known = np.zeros(256, bool)
        known[sorted(record_types)] = True
        fits &= known[types]
    return offsets[fits]


@functools.cache
def _zero_powers() -> tuple[Any, ...]:
    """A^(2^k), k = 0..30, where A advances a raw CRC-32 register over one zero byte: each as the images of
    the 32 unit vectors (the matrix's columns), int64."""
    import numpy as np

    one_byte = np.array([zlib.crc32(b"\0", (1 << j) ^ _MASK32) ^ _MASK32 for j in range(32)], np.int64)
    powers = [one_byte]
    for _ in range(30):
        powers.append(_gf2_apply(powers[-1], powers[-1]))
    return tuple(powers)


def _gf2_apply(columns: Any, vectors: Any) -> Any:
    """The 32x32 GF(2) matrix given by its `columns` applied to each 32-bit value of `vectors` (int64)."""
    import numpy as np

    out = np.zeros_like(vectors)
    for j in range(32):
        out ^= np.where((vectors >> j) & 1 == 1, columns[j], 0)
    return out


@dataclass(frozen=True)
class Frame:
    """An intact record of a generation file: ``[start, end)`` holds its header and payload."""

    start: int
    end: int
    type: int
    payload: bytes


@dataclass(frozen=True)
class Damage:
    """Bytes ``[start, end)`` of a generation file hold no intact frame. ``resumes``: an intact frame starts
    at ``end`` (so this is corruption); otherwise ``end`` is the end of the file (a torn tail if this is the
    newest generation). ``records`` is 1 when the bad frame's own header spans exactly the damage (one
    record whose checksum failed), None when the count is unknown (at least one)."""

    start: int
    end: int
    reason: str
    resumes: bool
    records: int | None

    @property
    def bytes(self) -> int:
        return self.end - self.start


def scan_generation(path: str | os.PathLike[str], *,
                    record_types: Collection[int] | None = None) -> Iterator[Frame | Damage]:
    """Every intact frame of one generation file, in order, and a :class:`Damage` for each stretch between
    them that holds none (resynchronising on the next intact frame, as :func:`_next_frame` finds it).
    Reads the header first: CorruptStoreError for a bad magic, IncompatibleStoreError for another version;
    a file shorter than its header yields nothing. Used by ``check`` and ``repair``; never writes."""
    path = Path(path)
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        head = f.read(HEADER_SIZE)
        if len(head) < HEADER_SIZE:
            return
        _check_header(path, head)
        offset = HEADER_SIZE
        while offset < size:
            f.seek(offset)
            try:
                for end, rtype, payload in _read_records(f, size, offset):
                    yield Frame(offset, end, rtype, payload)
                    offset = end
                return
            except _BadRecord as bad:
                resume = _next_frame(f, bad.offset + 1, size, record_types)
                end = size if resume is None else resume
                f.seek(bad.offset)
                head = f.read(_RECORD_HEAD.size)
                spans = len(head) == _RECORD_HEAD.size and \
                    bad.offset + _RECORD_HEAD.size + _RECORD_HEAD.unpack(head)[0] == end
                yield Damage(bad.offset, end, bad.reason, resume is not None, 1 if spans else None)
                if resume is None:
                    return
                offset = resume


def write_barrier_generation(directory: str | os.PathLike[str], generation: int,
                             records: Iterator[tuple[int, bytes]]) -> Path:
    """Atomically create generation file ``generation`` with the BARRIER flag holding ``records`` (``(type,
    payload)`` pairs, framed as appends frame them): every older generation is void from the moment it is
    in place. For ``repair``, which then deletes the older files (a crash in between: the next writable
    open deletes them). Returns its path."""
    path = Path(directory) / f"{generation:08d}.log"
    with atomic_path(path) as tmp, open(tmp, "wb") as f:
        f.write(_header(FLAG_BARRIER))
        for rtype, payload in records:
            f.write(_RECORD_HEAD.pack(len(payload), _record_crc(rtype, payload), rtype))
            f.write(payload)
    return path


def _check_header(path: Path, head: bytes) -> int:
    """The flags of a full-length generation header; CorruptStoreError / IncompatibleStoreError if bad."""
    if head[:5] != MAGIC:
        raise CorruptStoreError(f"{path}: not a write-ahead log file (bad magic {head[:5]!r})")
    if head[5] != WAL_VERSION:
        raise IncompatibleStoreError(
            f"{path}: write-ahead log version {head[5]}, this engramdb reads version {WAL_VERSION}"
        )
    return head[6]


def _corruption(path: Path, bad: _BadRecord, resume: int) -> CorruptStoreError:
    return CorruptStoreError(
        f"{path}: {bad.reason} at offset {bad.offset}, and intact records follow from offset {resume}: the "
        f"write-ahead log is damaged, not torn by a crash (`engramdb repair` salvages the intact records)")


class WriteAheadLog:
    """Append-only, checksummed, generation-rotated log in ``directory`` (format: see the module doc).

    ``sync=False`` skips the per-append fsync (faster, but an acknowledged append may be lost on a
    power failure; it still survives the death of the process). ``read_only=True`` never creates,
    truncates or deletes anything; a missing directory then reads as an empty log. ``record_types``: the
    types the caller writes, if known; recovery then only takes a frame of one of them as evidence that
    intact records follow a bad one (fewer chance matches, a faster scan).

    Not thread-safe; one writer per directory (the store lock guarantees it).
    """

    def __init__(self, directory: str | os.PathLike[str], *, sync: bool = True, read_only: bool = False,
                 record_types: Collection[int] | None = None):
        self._dir = Path(directory)
        self._sync = sync
        self._read_only = read_only
        self._record_types = None if record_types is None else frozenset(record_types)
        self._fd: int | None = None
        # generation -> size in bytes of every live (non-void) generation file, ascending.
        self._sizes: dict[int, int] = {}
        self._generation = 0  # the newest generation (the one appended to); 0 = none yet (read-only)
        self._first_is_barrier = False  # the oldest live generation voids every older one (purge, repair)
        self._newest_flags = 0
        # reserve()/append_reserved(): page-aligned buffers free for reuse, and an O_DIRECT descriptor of the
        # generation appended to (its number, the fd), opened on first use; None when the file system refuses it
        self._free: list[mmap.mmap] = []
        self._direct: tuple[int, int] | None = None
        self._direct_ok = bool(_O_DIRECT) and not read_only
        self._block = mmap.mmap(-1, _DIRECT_BLOCK)
        self._open()

    # -- opening and recovery ------------------------------------------------------------------------

    def _path(self, generation: int) -> Path:
        return self._dir / f"{generation:08d}.log"

    def _list_generations(self) -> list[int]:
        return generation_files(self._dir)

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
        return _check_header(path, head)

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
        missing = sorted(set(range(gens[0], gens[-1] + 1)) - set(gens))
        if missing:  # generations are only ever created one after the other and deleted oldest first
            raise CorruptStoreError(f"{self._dir}: WAL generation {missing[0]:08d}.log is missing (the log holds "
                                    f"generations {gens[0]} to {gens[-1]})")
        newest = gens[-1]
        self._sizes = sizes
        self._first_is_barrier = bool((flags.get(gens[0]) or 0) & FLAG_BARRIER)
        self._newest_flags = flags.get(newest) or 0
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
        """Scan the newest generation; truncate a torn tail (writable); return the valid length.

        CorruptStoreError when intact records follow a bad one (module doc)."""
        path = self._path(generation)
        size = self._sizes[generation]
        try:
            f = open(path, "rb")  # noqa: SIM115 (closed by the `with` below, once a vanished file is handled)
        except FileNotFoundError:
            if self._read_only and size == HEADER_SIZE:  # an empty generation the writer unrotated
                return HEADER_SIZE
            raise
        with f:
            f.seek(HEADER_SIZE)
            end = HEADER_SIZE
            try:
                for end, _, _ in _read_records(f, size):  # noqa: B007 (end: how far the intact records reach)
                    pass
            except _BadRecord as bad:
                end = self._torn_tail(f, generation, bad, size)
        return end

    def _torn_tail(self, f: BinaryIO, generation: int, bad: _BadRecord, size: int) -> int:
        """Drop the tail of the newest generation from ``bad`` on if nothing intact follows it (a torn tail:
        truncated when writable) and return its offset; raise CorruptStoreError if something does."""
        resume = _next_frame(f, bad.offset + 1, size, self._record_types, shared=self._read_only)
        if resume is not None:
            raise _corruption(self._path(generation), bad, resume)
        return self._truncate_tail(generation, bad.offset)

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

    def covers(self, generation: int) -> bool:
        """Whether the log holds every record logged since ``generation`` began: that generation is live
        (the later ones are, by construction), or the oldest live one is a barrier newer than it (purge and
        repair void everything older)."""
        if not self._sizes:
            return False
        first = next(iter(self._sizes))
        if first > generation:
            return self._first_is_barrier
        return generation in self._sizes

    def _writable_fd(self) -> int:
        if self._read_only:
            raise ReadOnlyError(f"write-ahead log {self._dir} is opened read-only")
        if self._fd is None:
            raise InvalidArgumentError(f"write-ahead log {self._dir} is closed")
        return self._fd

    def append(self, records: Sequence[tuple[int, bytes | bytearray | memoryview | list[Any]]], *,
               sync: bool | None = None, meanwhile: Callable[[], object] | None = None,
               writeback: bool = False) -> None:
        """Durably append ``records`` (``(type 0..255, payload)`` pairs) as one group commit. A payload may be
        a list of bytes-like parts: the record holds them back to back (gathered by the writev, never joined).

        All records are validated first (``InvalidArgumentError``: bad type, non-bytes payload, payload
        over 1 GiB), then written with one ``os.writev`` and, if ``sync``, one fsync. On return they
        survive a crash. If the write fails, the file is truncated back to its previous length.
        ``sync`` overrides the log's setting for this call (``False``: survives the death of the
        process, not a power cut; the store logs usage counters so).
        ``meanwhile``: work done while the write and fsync of a large batch (>= 1 MiB) run on a helper thread
        (writev and fdatasync release the GIL): the call still returns only once the records are durable, and if
        either fails the file is truncated back as for a failed write (the work must leave nothing visible
        before the call returns: the store stages a batch's columns beyond its active segment's rows).
        ``writeback`` (with ``sync=False``): the kernel starts writing the records to disk on return, without waiting,
        so that the fsync of a later append, which makes them durable with it (fdatasync flushes the whole file),
        waits less (the store's vectors logged ahead of their insert: one fdatasync a batch).
        """
        fd = self._writable_fd()
        checked: list[tuple[int, int, list[bytes | bytearray | memoryview]]] = []
        total = 0
        for rtype, payload in records:
            if not isinstance(rtype, int) or isinstance(rtype, bool) or not 0 <= rtype <= 255:
                raise InvalidArgumentError(f"WAL record type must be an int in 0..255, got {rtype!r}")
            pieces = payload if isinstance(payload, list) else [payload]
            if not all(isinstance(p, (bytes, bytearray, memoryview)) for p in pieces):
                raise InvalidArgumentError(f"WAL payload must be bytes, got {type(payload).__name__}")
            length = sum(memoryview(p).nbytes for p in pieces)
            if length > MAX_PAYLOAD:
                raise InvalidArgumentError(f"WAL payload of {length} bytes exceeds {MAX_PAYLOAD}")
            checked.append((rtype, length, pieces))
            total += _RECORD_HEAD.size + length
        if not checked:
            return
        before = self._sizes[self._generation]
        synced = self._sync if sync is None else sync

        def io() -> None:
            if _native_append is not None and len(checked) == 1:  # frame, CRC, writev and fdatasync: one native call
                rtype, _, pieces = checked[0]
                _native_append(fd, rtype, pieces, synced)
                if not synced and writeback and self._sync:
                    _start_writeback(fd, before, total)
                return
            # The CRCs here, on the helper thread of a large batch (overlapping `meanwhile`): each the CRC of the
            # joined payload, chained over its pieces in one native call (never joined).
            parts: list[bytes | bytearray | memoryview] = []
            for rtype, length, pieces in checked:
                parts.append(_RECORD_HEAD.pack(length, crc32_parts(pieces, _TYPE_CRC[rtype]), rtype))
                parts += pieces
            write_parts(fd, parts)  # one writev: the payloads are not copied into one joined buffer first
            if synced:
                _fdatasync(fd)
            elif writeback and self._sync:  # a log that never syncs has no later fsync to shorten
                _start_writeback(fd, before, total)

        try:
            if meanwhile is None or total < _OVERLAP_MIN:
                io()
                if meanwhile is not None:
                    meanwhile()
            elif _native_start_append is not None and len(checked) == 1 and not (writeback and not synced):
                rtype, _, pieces = checked[0]
                job = _native_start_append(fd, rtype, pieces, synced)
                try:
                    meanwhile()
                except BaseException:
                    with contextlib.suppress(OSError):  # the file is cut back below whatever the append did
                        job.wait()
                    raise
                job.wait()
            else:
                _while(io, meanwhile)
        except BaseException:
            self._truncate_back(fd, before)
            raise
        self._sizes[self._generation] = before + total

    def _truncate_back(self, fd: int, before: int) -> None:
        """Undoes a failed append: the file cut back to where it ended before it."""
        try:
            os.ftruncate(fd, before)
        except OSError:  # cannot undo: refuse further appends rather than follow garbage
            self.close()

    def reserve(self, head_len: int, nbytes: int) -> Reserved:
        """Space for the body (``nbytes``, after a payload head of ``head_len`` bytes) of a record that
        :meth:`append_reserved` will append: ``.body``, a writable buffer for the caller to build the body in.

        Why: a large record (a batch's vectors, 15 MB) written through the page cache touches 15 MB of fresh cache
        pages a record, and first-touching memory is most of such a write's time on a busy machine. Built in a
        buffer this log reuses, the record is written from it with ``O_DIRECT`` (no page cache) when the log's end
        is still where it was at this call (it is placed for that offset: O_DIRECT needs the file offset and the
        buffer aligned alike), else through the page cache as :meth:`append` writes. Thread-safe (a helper may
        reserve while the writer appends); append_reserved is a writer's call like append."""
        guess = self._sizes.get(self._generation, HEADER_SIZE)
        offset = guess % _DIRECT_BLOCK + _RECORD_HEAD.size + head_len
        size = _round_up(offset + nbytes, _DIRECT_BLOCK)
        buffer = None
        while self._free:  # list.pop is atomic: two helpers never take the same buffer
            candidate = self._free.pop()
            if len(candidate) >= size:
                buffer = candidate
                break
        if buffer is None:  # room for the body at any offset in the block, so the next record of its size fits too
            buffer = mmap.mmap(-1, _round_up(_DIRECT_BLOCK - 1 + _RECORD_HEAD.size + head_len + nbytes, _DIRECT_BLOCK))
        # the body's exporter: numpy arrays over it keep it (not the mmap) alive, so its finalizer runs once the
        # last view of the body is gone, and only then is the buffer handed out again
        body = (ctypes.c_char * nbytes).from_buffer(buffer, offset)
        free = self._free
        weakref.finalize(body, free.append, buffer)
        return Reserved(buffer, guess, offset, head_len, body)

    def append_reserved(self, rtype: int, head: bytes, reserved: Reserved, *, writeback: bool = False) -> None:
        """Appends one record, ``head`` + ``reserved.body``, without fsync, as ``append([(rtype, [head, body])],
        sync=False, writeback=writeback)`` does: the same bytes in the file, the same CRC, readable by any reader.
        The next fsynced append makes it durable (fdatasync flushes the device's cache, which O_DIRECT's writes sit in
        until then, and the file's new size).

        With O_DIRECT the record's first file block is rewritten with the bytes already there (read back first) and
        the last one written whole then cut to the record's end (ftruncate): a crash in between leaves a torn tail
        (this record and zeros), which recovery drops like any unacknowledged tail. When the end moved since
        reserve(), the file system refuses O_DIRECT, or the write fails, it is written through the page cache
        instead; after a failed write the file is truncated back, as append does."""
        fd = self._writable_fd()
        if len(head) != reserved.head_len:
            raise InvalidArgumentError(f"WAL head of {len(head)} bytes, {reserved.head_len} reserved")
        before = self._sizes[self._generation]
        body = memoryview(reserved.body).cast("B")
        length = len(head) + body.nbytes
        if length > MAX_PAYLOAD:
            raise InvalidArgumentError(f"WAL payload of {length} bytes exceeds {MAX_PAYLOAD}")
        direct = self._direct_fd() if before == reserved.guess and self._sync else None
        if direct is None:
            self.append([(rtype, [head, body])], sync=False, writeback=writeback)
            return
        lead = before % _DIRECT_BLOCK
        start = reserved.offset - len(head) - _RECORD_HEAD.size
        assert start == lead  # reserve() placed the body for an append at `before`
        buffer = memoryview(reserved.buffer)
        end = reserved.offset + body.nbytes
        size = _round_up(end, _DIRECT_BLOCK)
        crc = reserved.crc if reserved.crc is not None else crc32_parts([head, body], _TYPE_CRC[rtype])
        try:
            try:
                _RECORD_HEAD.pack_into(buffer, lead, length, crc, rtype)
                buffer[lead + _RECORD_HEAD.size:reserved.offset] = head
                buffer[end:size] = bytes(size - end)
                if _native_direct_append is not None:  # the read-back, the write and the cut in one call
                    _native_direct_append(direct, fd, buffer, lead, size, before - lead,
                                          before + _RECORD_HEAD.size + length)
                else:
                    self._direct_write(direct, fd, buffer, lead, size, before, before + _RECORD_HEAD.size + length)
            finally:
                buffer.release()
        except BaseException:
            self._truncate_back(fd, before)
            raise
        self._sizes[self._generation] = before + _RECORD_HEAD.size + length

    def _direct_write(self, direct: int, fd: int, buffer: memoryview, lead: int, size: int, before: int,
                      end: int) -> None:
        """append_reserved's I/O without the compiled core: buffer[:lead] read back from the file's last block (read
        into a block of its own: an O_DIRECT read may fill the whole block, past the file's end, where the record
        already is), buffer[:size] written at the block's start, the file cut to `end`."""
        if lead:
            if os.preadv(direct, [self._block], before - lead) < lead:
                raise OSError(f"short read of {self._path(self._generation)}'s last block")
            buffer[:lead] = self._block[:lead]
        if os.pwrite(direct, buffer[:size], before - lead) != size:
            raise OSError(f"short O_DIRECT write to {self._path(self._generation)}")
        os.ftruncate(fd, end)

    def _direct_fd(self) -> int | None:
        """An O_DIRECT descriptor of the generation appended to (reopened after a rotation), or None where the
        file system refuses O_DIRECT (tmpfs on older kernels; then never asked again)."""
        if not self._direct_ok:
            return None
        if self._direct is not None and self._direct[0] == self._generation:
            return self._direct[1]
        self._close_direct()
        try:
            fd = os.open(self._path(self._generation), os.O_RDWR | os.O_CLOEXEC | _O_DIRECT)
        except OSError:
            self._direct_ok = False
            return None
        self._direct = (self._generation, fd)
        return fd

    def _close_direct(self) -> None:
        direct, self._direct = self._direct, None
        if direct is not None:
            os.close(direct[1])

    @property
    def end(self) -> int:
        """The byte length of the generation appended to (where the next append starts)."""
        return self._sizes[self._generation]

    def cut_back(self, start: int, end: int) -> bool:
        """Undoes the last append, which spans ``[start, end)`` of the generation appended to, when nothing was
        appended after it (the file still ends at ``end``): the file is truncated to ``start`` (not fsynced: a crash
        may keep the records, which the caller must be able to read as if never cut, and the next append's fsync
        makes the cut durable). Returns whether it cut. For records that turned out useless (vectors logged ahead
        of a batch the guard refused), so that refusals repeated do not grow the log."""
        fd = self._writable_fd()
        if self._sizes[self._generation] != end or not HEADER_SIZE <= start <= end:
            return False
        os.ftruncate(fd, start)
        self._sizes[self._generation] = start
        return True

    def replay(self, start_generation: int = 0) -> Iterator[tuple[int, bytes]]:
        """Yield ``(type, payload)`` of every valid record of generations >= ``start_generation``, in order.

        Stops at the first torn or corrupt record of the newest generation (truncating it there when
        writable); raises :class:`CorruptStoreError` for a bad record in an older generation. Records
        appended while the iterator is suspended may or may not be yielded.
        """
        for generation in [g for g in self._sizes if g >= start_generation]:
            newest = generation == self._generation
            path = self._path(generation)
            size = self._sizes[generation]  # as of opening (or our own appends): a reader's snapshot
            try:
                f = open(path, "rb")  # noqa: SIM115 (closed by the `with` below, once a vanished file is handled)
            except FileNotFoundError:
                if self._read_only and size == HEADER_SIZE:  # an empty generation the writer unrotated
                    continue
                raise
            with f:
                f.seek(HEADER_SIZE)
                try:
                    for _, rtype, payload in _read_records(f, size):
                        yield rtype, payload
                except _BadRecord as bad:
                    if not newest:
                        raise CorruptStoreError(
                            f"{path}: {bad.reason} at offset {bad.offset} in a closed WAL generation"
                        ) from None
                    self._torn_tail(f, generation, bad, size)  # the file changed since it was opened

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
        self._newest_flags = flags
        return generation

    def unrotate(self) -> bool:
        """Undo the last :meth:`rotate` if its generation holds no record: delete that file (directory
        fsynced) and append to the previous generation again. Returns whether it did; it does nothing for
        a generation holding records, a barrier (it voids older files), or the only live generation.

        For a checkpoint that failed after rotating (a full disk), and for the empty generation a crash in
        a checkpoint leaves (opening.open_writer, after replay read the previous one whole). The previous
        generation must end at an intact frame (it was appended to by this object, or replayed whole).
        """
        fd = self._writable_fd()
        generation = self._generation
        previous = generation - 1
        if self._sizes.get(generation) != HEADER_SIZE or previous not in self._sizes or \
                self._newest_flags & FLAG_BARRIER:
            return False
        previous_fd = os.open(self._path(previous), os.O_WRONLY | os.O_APPEND | os.O_CLOEXEC)
        try:
            self._path(generation).unlink()
        except OSError:
            os.close(previous_fd)
            return False  # nothing changed: appends go on to the empty generation
        # From here the previous file is the only right place for appends (the unlinked one is gone).
        os.close(fd)
        self._fd = previous_fd
        del self._sizes[generation]
        self._generation = previous
        self._newest_flags = 0
        # If this fsync fails the deletion may not be durable: after a power cut the empty file may reappear,
        # newer than the appends to this one, which stay live and are replayed.
        with contextlib.suppress(OSError):
            fsync_dir(self._dir)
        return True

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
        self._close_direct()

    def __enter__(self) -> WriteAheadLog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        mode = "read-only" if self._read_only else "writable"
        return f"WriteAheadLog({str(self._dir)!r}, generation={self._generation}, {mode})"
