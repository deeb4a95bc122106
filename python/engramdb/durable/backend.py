"""DiskBackend: the files of one open store directory (layout: durable/layout.py).

It logs every change to the write-ahead log before the engine applies it, replays the log at open, and turns
each checkpoint the engine plans into files and a new manifest.

Checkpoint protocol, all under the store lock
---------------------------------------------
1. rotate the WAL to a new generation G (everything logged so far is in generations < G);
2. write the new segment files (the active segment without forgotten rows, sorted by (scope, seq);
   and any segments being compacted or merged), their graph files, graphs not yet saved of kept
   segments, and the side files of changed segments, each atomically. Forgotten rows never reach a new
   segment file: sealing is also a compaction of the active segment;
3. write the manifest (segments, side files, graphs, next_seq, wal_generation = G) atomically: the
   commit point;
4. drop WAL generations < G (``purge`` the whole WAL instead, for erasure), delete the replaced files.

A crash before 3 leaves the old manifest, which still points at WAL generations holding every change;
the new files are orphans, and G is empty (the next writable open deletes it after replay: WAL.unrotate).
A crash after 3 leaves files that the next writable open deletes. A checkpoint that fails before 3 (a full
disk) deletes what it wrote and G (appends go on to G-1), so failed checkpoints leave no files behind;
if the failure came after the new manifest was in place (its directory fsync failed), it keeps everything
that manifest names. A rewritten or
merged segment's graphs are rebuilt from its new rows (erasure included: the graphs of a segment that held an
erased row are dropped with it, and the new segment's graphs never saw the row).

Step 4 is `settle`, called by the engine once it serves the new segments: a failure there (a full disk, an I/O
error) leaves a consistent store (the old WAL generations are never replayed again and are dropped at the next
open or checkpoint, orphans likewise), so only an erasure's failed purge is worth raising.

Files are created with the modes that were current when the backend was made (storage.files.creation_modes;
0600 files, 0700 directories by default). A process forked after the open may not touch the files
(ForkedStoreError); only the opening process writes, checkpoints, checks and closes them.

Crash points: `step(name)` marks each step of a log or checkpoint where a crash leaves a distinct state.
Tests stop the process at the n-th one (`kill_at`, or ENGRAMDB_KILL_AT=n in the environment) with SIGKILL,
and read `steps` (the names passed so far, recorded while `kill_at` is set).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, NamedTuple, Protocol

import numpy as np

from ..errors import CorruptStoreError, ForkedStoreError, InvalidArgumentError, ReadOnlyError
from ..segment import SealedSegment
from ..storage import Manifest, SegmentInfo, StoreLock, WriteAheadLog
from ..storage.files import creation_modes, dir_mode, file_mode, fsync_dir, make_dirs, set_file_mode
from ..storage.manifest import read_manifest, write_manifest
from ..storage.segments import DeferredTable, write_segment
from ..storage.wal import HEADER_SIZE as WAL_HEADER_SIZE
from ..storage.wal import Reserved, record_crc
from ..validate import Unscaled
from .fsck import CheckReport, check_directory
from .index_files import LISTS_SUFFIX, read_lists, write_lists
from .layout import GRAPH_SUFFIX, SEGMENT_SUFFIX, SEGMENTS_DIR, SIDE_SUFFIX, WAL_DIR
from .records import (
    RECORD_FLAGS,
    RECORD_INSERT,
    RECORD_INSERT2,
    RECORD_INSERT3,
    RECORD_TXN,
    RECORD_USAGE,
    RECORD_VECTORS,
    VECTORS_HEAD_SIZE,
    decode_flags,
    decode_insert,
    decode_insert2,
    decode_insert3,
    decode_txn,
    decode_usage,
    decode_vectors,
    encode_flags,
    encode_insert2,
    encode_insert3,
    encode_txn,
    encode_usage,
    encode_vectors,
    vectors_head,
)
from .segment_files import file_hash64, load_graphs, load_segment
from .side import mutable_crc, write_side

# ---------------------------------------------------------------------- crash points (tests only)

kill_at: int | None = int(os.environ["ENGRAMDB_KILL_AT"]) if os.environ.get("ENGRAMDB_KILL_AT") else None
steps: list[str] = []


def step(name: str) -> None:
    """A crash point (see the module doc); costs one comparison unless a test armed `kill_at`."""
    if kill_at is None:
        return
    steps.append(name)
    if len(steps) == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)


def make_store_dirs(path: Path) -> None:
    """Creates the directories of a store at `path` that are missing (the store's, segments/, wal/) with the
    current directory mode (storage.files.creation_modes); existing ones keep theirs."""
    for directory in (path, path / SEGMENTS_DIR, path / WAL_DIR):
        make_dirs(directory)


class Plan(Protocol):
    """A checkpoint's plan (engine.compaction.CompactionPlan): the sealed segments kept as they are (or views of
    them as of begin_seal: a name, rows and mutable columns), and the tables of the new segments."""

    kept: list[Any]

    def tables(self) -> Iterator[DeferredTable]: ...

    def ordered_tables(self) -> Iterator[tuple[DeferredTable, np.ndarray]]: ...


class ReplayTarget(Protocol):
    """What the WAL's records are replayed into (the engine's SegmentSet)."""

    def apply_insert(self, batch: dict[str, Any]) -> None: ...

    def apply_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None: ...

    def apply_usage(self, scope: str, seqs: np.ndarray, when: float) -> None: ...


@dataclass
class SealWork:
    """One checkpoint in progress (begin_seal, write_seal, commit_seal): the WAL generation it starts and what
    it wrote so far."""

    generation: int
    rotated: bool
    written: list[Path] = field(default_factory=list)
    segments: list[SealedSegment] = field(default_factory=list)
    infos: list[SegmentInfo] = field(default_factory=list)
    orders: list[np.ndarray] = field(default_factory=list)  # per new segment: its rows' source positions
    hashes: dict[str, Any] = field(default_factory=dict)
    lazy: dict[str, Any] = field(default_factory=dict)  # per new segment: its "lazy_columns" entry (open203)
    graphs: dict[str, dict[str, str]] = field(default_factory=dict)
    sides: dict[str, Any] = field(default_factory=dict)
    crcs: dict[str, int] = field(default_factory=dict)
    manifest: Manifest | None = None


class _ReservedVectors(NamedTuple):
    """scale_vectors' answer beside the scaled matrix: the VECTORS record's token and head, and the WAL's reservation
    whose body holds the matrix."""

    token: int
    head: bytes
    reserved: Reserved


class DiskBackend:
    """The files of one open store directory. Not thread-safe by itself: every method is called with the
    store's lock held."""

    def __init__(self, path: Path, manifest: Manifest, wal: WriteAheadLog, lock: StoreLock | None, *,
                 read_only: bool) -> None:
        self.path = path
        self.manifest = manifest
        self.wal = wal
        self.lock = lock
        self.read_only = read_only
        self.closed = False
        self.pid = os.getpid()  # the opening process: the only one that may touch the files
        self.modes = (file_mode(), dir_mode())  # of the files and directories it creates
        # CRC of each sealed segment's mutable columns as its side file holds them: a checkpoint rewrites
        # the side files whose columns changed since, whatever code path changed them.
        self.side_crc: dict[str, int] = {}
        # Lists files (durable/index_files.py) are written by the engine's indexer thread without the store lock:
        # `io_lock` is held while one is written, and `_pending` names those written but not yet in the manifest
        # (file -> segment), so that remove_orphans neither deletes one being written for a live segment nor
        # returns while one is being written for a replaced segment (an erasure's promise).
        self.io_lock = threading.Lock()
        self._pending: dict[str, str] = {}
        # held by write_seal while it writes files, so that abandon() returns only once a background seal
        # writes nothing more (it stops at its next file)
        self.seal_io = threading.Lock()
        # The number of the next segment file, taken by write_seal (a background seal: without the store lock) and
        # written into every manifest as next_segment. It was bumped in the manifest's extra in place, which a
        # commit_lists copying that extra at the same moment could undo, and then a later seal wrote over a live
        # segment's file.
        self._next_segment = int(manifest.extra.get("next_segment", 1))
        self._names = threading.Lock()
        self.background_seals = True  # the engine may run write_seal without its lock

    # -- files

    @property
    def segments_dir(self) -> Path:
        return self.path / SEGMENTS_DIR

    def _side_files(self) -> dict[str, Any]:
        files: dict[str, Any] = self.manifest.extra.setdefault("side_files", {})
        return files

    def _graph_files(self) -> dict[str, dict[str, str]]:
        """segment name -> {scope: graph file name} (the manifest's ``extra["graphs"]``)."""
        files: dict[str, dict[str, str]] = self.manifest.extra.get("graphs", {})
        return files

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
            set_file_mode(path)  # the native writer uses the umask's mode
            step("checkpoint.graph")
            out[scope] = path.name
        return out

    def _lists_files(self) -> dict[str, dict[str, str]]:
        """segment name -> {scope: lists file name} (the manifest's ``extra["lists"]``)."""
        files: dict[str, dict[str, str]] = self.manifest.extra.get("lists", {})
        return files if isinstance(files, dict) else {}

    def _serves(self, name: str) -> bool:
        return any(info.name == name for info in self.manifest.segments)

    # -- index files (called by the engine's indexer thread: see engine/indexer.py)

    def _lists_file(self, seg: SealedSegment, scope: str) -> str | None:
        files = self._lists_files().get(seg.name, {})
        name = files.get(scope) if isinstance(files, dict) else None
        return name if isinstance(name, str) and name and "/" not in name else None

    def load_lists(self, seg: SealedSegment, scope: str, vectors: np.ndarray) -> Any:
        """The persisted lists of `scope`'s run in `seg` (checksum verified), or None when none was persisted;
        CorruptStoreError for a damaged or missing file (the caller builds them again). With or without the store
        lock (the indexer's worker, or a recall: engine/indexer.py, load_now)."""
        name = self._lists_file(seg, scope)
        return None if name is None else read_lists(self.segments_dir / name, vectors)

    def has_lists(self, seg: SealedSegment, scope: str) -> bool:
        return self._lists_file(seg, scope) is not None

    def save_lists(self, seg: SealedSegment, scope: str, lists: Any) -> str | None:
        """Writes `lists` of `scope`'s run in `seg` to a new file beside the segment, unless the store is
        read-only or closed, or no longer serves `seg` (then None): the file's name, for commit_lists. Without the
        store lock: under io_lock, which remove_orphans takes too."""
        if self.read_only or self.closed or self.inherited:
            return None
        position = seg.scopes().index(scope)
        name = f"{seg.name[:-len(SEGMENT_SUFFIX)]}.l{position}-{secrets.token_hex(4)}{LISTS_SUFFIX}"
        with self.io_lock:
            if self.closed or not self._serves(seg.name):
                return None
            self._pending[name] = seg.name
            try:
                with creation_modes(*self.modes):
                    write_lists(self.segments_dir / name, lists)
            except BaseException:
                self._pending.pop(name, None)
                raise
        return name

    def forget_lists_file(self, name: str) -> None:
        """A file of save_lists that will not be committed: left to the next writable open's orphan removal."""
        with self.io_lock:
            self._pending.pop(name, None)

    def commit_lists(self, seg: SealedSegment, scope: str, name: str) -> None:
        """Under the store lock: the manifest names the lists file `name` of save_lists (replacing the scope's
        previous one, deleted), or the file is deleted when the segment was replaced meanwhile."""
        path = self.segments_dir / name
        with self.io_lock:
            self._pending.pop(name, None)
        if self.closed or self.inherited or not self._serves(seg.name):
            path.unlink(missing_ok=True)
            return
        files = {k: dict(v) for k, v in self._lists_files().items()}
        old = files.setdefault(seg.name, {}).get(scope)
        files[seg.name][scope] = name
        manifest = replace(self.manifest, extra={**self.manifest.extra, "lists": files,
                                                 "next_segment": self._next_segment})
        try:
            with creation_modes(*self.modes):
                write_manifest(self.path, manifest)
        except BaseException:
            if not self._manifest_on_disk_may_be(manifest):
                path.unlink(missing_ok=True)
            raise
        self.manifest = manifest
        if old and old != name:
            (self.segments_dir / old).unlink(missing_ok=True)

    def _new_segment_name(self) -> str:
        with self._names:
            number = self._next_segment
            self._next_segment += 1
        return f"{number:08d}{SEGMENT_SUFFIX}"

    # -- logging (the engine calls these before changing memory)

    @property
    def inherited(self) -> bool:
        """This process was forked from the one that opened the store: it may not touch the files."""
        return os.getpid() != self.pid

    def _owned(self) -> None:
        if self.inherited:
            raise ForkedStoreError(
                f"store {self.path} was opened by process {self.pid} and used in process {os.getpid()} after a "
                "fork; open it again in this process")

    def writable(self) -> None:
        self._owned()
        if self.read_only:
            raise ReadOnlyError(f"store {self.path} is opened read-only")
        if self.closed:
            raise InvalidArgumentError(f"store {self.path} is closed")

    def log_insert(self, batch: dict[str, Any], meanwhile: Callable[[], object] | None = None) -> None:
        """Logs an insert (format 2: gathered from the batch's own buffers by one writev, records.py);
        `meanwhile` runs while its fsync does (WriteAheadLog.append)."""
        self.writable()
        self.wal.append([(RECORD_INSERT2, encode_insert2(batch))], meanwhile=meanwhile)
        step("log.insert")

    def scale_vectors(self, vectors: Unscaled) -> tuple[np.ndarray, object | None]:
        """A batch's vectors scaled into the body of a VECTORS record the WAL reserved (WriteAheadLog.reserve: reused
        memory, written with O_DIRECT), the record's CRC taken in the same pass (Reserved.crc), and what log_vectors
        takes with them; on a read-only or closed store scaled into fresh memory (None: nothing to log)."""
        n, dim = vectors.matrix.shape
        if self.read_only or self.closed:
            return vectors.scaled_into(np.empty((n, dim), np.float32)), None
        token = secrets.randbits(64)
        head = vectors_head(token, vectors.matrix)
        reserved = self.wal.reserve(VECTORS_HEAD_SIZE, 4 * n * dim)
        out = np.frombuffer(reserved.body, np.float32).reshape(n, dim)
        reserved.crc = vectors.scaled_into_crc(out, record_crc(RECORD_VECTORS, head))
        return out, _ReservedVectors(token, head, reserved)

    def log_vectors(self, matrix: np.ndarray, reserved: object | None = None) -> tuple[int, int, int, int] | None:
        """Logs a batch's (scaled) vectors ahead of its insert (a VECTORS record, records.py), written with its
        writeback started but not fsynced: the INSERT3 naming it is fsynced, which flushes the whole log, so the batch
        is durable when its insert is (one fdatasync a batch; a VECTORS record that a power cut loses or tears before
        then belongs to an insert never acknowledged: replay drops a torn tail, skips an unnamed record). `reserved`:
        scale_vectors' answer when `matrix` is the body it scaled. Returns (its token, the WAL generation it is in,
        where the record starts and ends) for log_insert3 or unlog_vectors, or None on a read-only or closed store
        (the insert then logs them itself, or refuses as it would have)."""
        if self.read_only or self.closed:
            return None
        self._owned()
        start = self.wal.end
        if isinstance(reserved, _ReservedVectors):  # the matrix is its body (scale_vectors)
            token = reserved.token
            self.wal.append_reserved(RECORD_VECTORS, reserved.head, reserved.reserved, writeback=True)
        else:
            token = secrets.randbits(64)
            self.wal.append([(RECORD_VECTORS, encode_vectors(token, matrix))], sync=False, writeback=True)
        step("log.vectors")
        return token, self.wal.generation, start, self.wal.end

    def unlog_vectors(self, logged: tuple[int, int, int, int]) -> None:
        """Cuts the VECTORS record of a refused batch off the log when nothing was logged after it (else it stays, a
        record replay skips): a caller retrying a refused batch does not grow the log by its vectors each time."""
        _, generation, start, end = logged
        if not self.closed and generation == self.wal.generation and self.wal.cut_back(start, end):
            step("log.vectors.cut")

    def log_insert3(self, batch: dict[str, Any], logged: tuple[int, int, int, int],
                    meanwhile: Callable[[], object] | None = None) -> None:
        """Logs an insert whose vectors log_vectors logged (`logged`: its answer): an INSERT3 naming them when they are
        in the generation appended to now, else (the log rotated in between: a checkpoint, an erasure) a whole
        INSERT2, since the older generation may be dropped once sealed."""
        token, generation, _, _ = logged
        if generation != self.wal.generation:
            self.log_insert(batch, meanwhile)
            return
        self.writable()
        self.wal.append([(RECORD_INSERT3, encode_insert3(token, batch))], meanwhile=meanwhile)
        step("log.insert")

    def log_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None:
        self.writable()
        self.wal.append([(RECORD_FLAGS, encode_flags(scope, seqs, set_bits, clear_bits))])
        step("log.flags")

    def log_insert_and_flags(self, batch: dict[str, Any], scope: str, seqs: np.ndarray, set_bits: int,
                             clear_bits: int) -> None:
        """Logs an insert and a change of `hidden` bits as ONE record (a TXN): replay applies both or neither."""
        self.writable()
        records = [(RECORD_INSERT2, encode_insert2(batch)),
                   (RECORD_FLAGS, encode_flags(scope, seqs, set_bits, clear_bits))]
        self.wal.append([(RECORD_TXN, encode_txn(records))])
        step("log.txn")

    def log_usage(self, scope: str, seqs: np.ndarray, when: float) -> None:
        """Logs a usage change (without its own fsync); nothing on a read-only or closed store, whose usage
        counts live in memory only."""
        self._owned()
        if self.read_only or self.closed:
            return
        self.wal.append([(RECORD_USAGE, encode_usage(scope, seqs, when))], sync=False)

    # -- opening

    @property
    def next_seq(self) -> int:
        return self.manifest.next_seq

    def load_segments(self, verify: bool, graph_min_rows: int | None,
                      prepare: Callable[[SealedSegment], object]) -> list[SealedSegment]:
        """The manifest's segments, with the graphs of runs of >= graph_min_rows rows mapped from their files,
        then `prepare`d (which builds those the manifest lacks; saved at the next checkpoint)."""
        sides = self._side_files()
        graphs = self._graph_files()
        out = []
        for info in self.manifest.segments:
            path = self.segments_dir / info.name
            seg = load_segment(path, info, sides.get(info.name), self.manifest.dim, verify,
                               self.manifest.extra.get("hash64", {}).get(info.name),
                               lazy=self.manifest.extra.get("lazy_columns", {}).get(info.name))
            if graph_min_rows is not None:
                load_graphs(seg, graphs.get(info.name, {}), self.segments_dir, graph_min_rows)
                prepare(seg)
            self.side_crc[seg.name] = mutable_crc(seg)
            out.append(seg)
        self.remove_orphans()  # files of an interrupted checkpoint (a writable open only)
        return out

    def replay(self, target: ReplayTarget) -> None:
        """Applies every WAL record of generations >= the manifest's wal_generation to `target`."""
        vectors: dict[int, np.ndarray] = {}  # the VECTORS records read and not yet named by an INSERT3
        for rtype, payload in self.wal.replay(self.manifest.wal_generation):
            self._apply(target, rtype, payload, vectors)

    def _apply(self, target: ReplayTarget, rtype: int, payload: Any, vectors: dict[int, np.ndarray]) -> None:
        if rtype == RECORD_VECTORS:  # held until the INSERT3 that names it (one that none names is skipped)
            token, matrix = decode_vectors(payload, self.manifest.dim)
            vectors[token] = matrix
        elif rtype == RECORD_INSERT3:
            target.apply_insert(decode_insert3(payload, self.manifest.dim, vectors))
        elif rtype == RECORD_INSERT:
            target.apply_insert(decode_insert(payload, self.manifest.dim))
        elif rtype == RECORD_INSERT2:
            target.apply_insert(decode_insert2(payload, self.manifest.dim))
        elif rtype == RECORD_FLAGS:
            scope, seqs, set_bits, clear_bits = decode_flags(payload)
            target.apply_flags(scope, seqs, set_bits, clear_bits)
        elif rtype == RECORD_USAGE:
            scope, seqs, when = decode_usage(payload)
            target.apply_usage(scope, seqs, when)
        elif rtype == RECORD_TXN:
            for sub_type, sub in decode_txn(payload):
                self._apply(target, sub_type, sub, vectors)
        else:
            raise CorruptStoreError(f"{self.path / WAL_DIR}: unknown WAL record type {rtype}")

    # -- checkpoints

    def checkpoint(self, plan: Plan, prepare: Callable[[SealedSegment], object], *, dirty: bool, purge: bool,
                   next_seq: int) -> list[SealedSegment] | None:
        """Writes `plan` (protocol: module doc) and returns the new segments, or None when nothing changed.
        The engine's in-memory state changes only after the new manifest is durable. The three steps of a
        background seal (begin_seal, write_seal, commit_seal), run back to back under the lock."""
        self.writable()
        changed = {s.name for s in plan.kept if mutable_crc(s) != self.side_crc.get(s.name)}
        graph_files = self._graph_files()
        unsaved = {s.name for s in plan.kept if set(s.graphs) - set(graph_files.get(s.name, {}))}
        if not (dirty or changed or unsaved):
            return None
        work = self.begin_seal()
        try:
            self.write_seal(plan, prepare, work, save_graphs=True)
            return self.commit_seal(plan, work, next_seq)
        except BaseException:
            self.abort_seal(work)
            raise

    def _current_generation_empty(self) -> bool:
        """The WAL's newest generation holds no record (a checkpoint that failed after rotating left it)."""
        path = self.wal.directory / f"{self.wal.generation:08d}.log"  # the WAL's file name (storage/wal.py)
        return path.stat().st_size <= WAL_HEADER_SIZE

    # -- background seals: begin_seal (lock held), write_seal (without the lock: the engine serves the
    # segments being sealed meanwhile, and writes go on to the new WAL generation), commit_seal (lock held)

    def begin_seal(self) -> SealWork:
        """Step 1 of a checkpoint, under the lock: rotates the WAL to a new generation G, so that everything logged
        so far is in generations < G (unless a failed checkpoint already did and nothing was logged since, so
        failed retries do not pile up empty files). The plan's segments must show their state as of this moment
        (the engine hands write_seal copies of their mutable columns when it runs without the lock)."""
        self.writable()
        step("checkpoint.begin")
        rotated = not self._current_generation_empty()
        with creation_modes(*self.modes):
            generation = self.wal.rotate() if rotated else self.wal.generation
        step("checkpoint.rotated")
        return SealWork(generation, rotated)

    def write_seal(self, plan: Plan, prepare: Callable[[SealedSegment], object], work: SealWork, *,
                   save_graphs: bool = False) -> None:
        """Step 2, with or without the lock: writes the new segments of `plan` (their graphs, `prepare`d, and side
        files) and the side files of the kept segments whose mutable columns changed since theirs was written, none
        of which the manifest names yet (orphans until commit_seal). `save_graphs`: also the graphs of kept
        segments not yet saved (the segments' graphs change only under the lock). Holds `seal_io` throughout
        and stops at the next file once the backend is closed or abandoned (so an abandoned store's seal writes
        at most one more file)."""
        with self.seal_io, creation_modes(*self.modes):
            for table, order in plan.ordered_tables():  # the live rows of each new segment, sorted
                self._still_open()
                name = self._new_segment_name()
                path = self.segments_dir / name
                work.written.append(path)
                stats = write_segment(path, table)
                step("checkpoint.segment")
                info = SegmentInfo(name=name, rows=stats.rows, crc32=stats.crc32, bytes=stats.bytes)
                # the writer's hash of the bytes it wrote (no read-back); a core without StreamChecksum reads the file
                work.hashes[name] = f"{stats.hash64:016x}" if stats.hash64 is not None else file_hash64(path)
                if stats.lazy is not None:
                    work.lazy[name] = stats.lazy
                # the bytes just written and hashed (stats.hash64): not read back for Arrow's full validation
                seg = load_segment(path, info, None, self.manifest.dim, verify=False,
                                   written=stats.hash64 is not None)
                prepare(seg)
                work.graphs[name] = self._write_graphs(seg, {}, work.written)
                info.graph_files = sorted(work.graphs[name].values())
                work.sides[name] = self._write_side(seg, work.generation, work.written)
                work.crcs[name] = mutable_crc(seg)
                work.segments.append(seg)
                work.infos.append(info)
                work.orders.append(order)
            for kept in plan.kept:
                crc = mutable_crc(kept)
                if crc != self.side_crc.get(kept.name):
                    self._still_open()
                    work.sides[kept.name] = self._write_side(kept, work.generation, work.written)
                    work.crcs[kept.name] = crc
            if save_graphs:
                saved = self._graph_files()
                for seg in plan.kept:
                    if set(seg.graphs) - set(saved.get(seg.name, {})):
                        work.graphs[seg.name] = self._write_graphs(seg, saved.get(seg.name, {}), work.written)

    def _still_open(self) -> None:
        if self.closed:
            raise InvalidArgumentError(f"store {self.path} was closed during a seal")

    def commit_seal(self, plan: Plan, work: SealWork, next_seq: int) -> list[SealedSegment]:
        """Step 3, under the lock: the new manifest (segments, side files, graphs, next_seq, wal_generation = G),
        written atomically: the commit point. Returns the new segments. A failure raises (abort_seal then removes
        what write_seal wrote, unless the manifest naming it may be on disk)."""
        self.writable()
        graph_files = {name: dict(files) for name, files in self._graph_files().items()}
        graph_files.update(work.graphs)
        sides = {**self._side_files(), **work.sides}
        hashes = {**self.manifest.extra.get("hash64", {}), **work.hashes}
        lazy = {**self.manifest.extra.get("lazy_columns", {}), **work.lazy}
        kept_names = {s.name for s in plan.kept}
        infos = [replace(i, graph_files=sorted(graph_files.get(i.name, {}).values()))
                 for i in self.manifest.segments if i.name in kept_names] + work.infos
        live_names = {i.name for i in infos}
        work.manifest = Manifest(
            dim=self.manifest.dim, embedder=self.manifest.embedder, metric=self.manifest.metric,
            segments=infos, next_seq=max(self.manifest.next_seq, next_seq), wal_generation=work.generation,
            extra={**self.manifest.extra, "next_segment": self._next_segment,
                   "side_files": {k: v for k, v in sides.items() if k in live_names},
                   "hash64": {k: v for k, v in hashes.items() if k in live_names},
                   "lazy_columns": {k: v for k, v in lazy.items() if k in live_names},
                   "graphs": {k: v for k, v in graph_files.items() if k in live_names and v},
                   "lists": {k: v for k, v in self._lists_files().items() if k in live_names}})
        with creation_modes(*self.modes):
            write_manifest(self.path, work.manifest)
        step("checkpoint.committed")
        self.manifest = work.manifest
        # what each side file on disk holds: a later checkpoint rewrites those that differ from memory
        self.side_crc = {**{s.name: self.side_crc[s.name] for s in plan.kept if s.name in self.side_crc},
                         **work.crcs}
        return work.segments

    def abort_seal(self, work: SealWork) -> None:
        """After a failed write_seal or commit_seal, under the lock: deletes what write_seal wrote (orphans:
        harmless, but not left behind) and the rotated generation if nothing was logged to it since, unless the
        manifest naming them may be on disk. Never raises."""
        if self._manifest_on_disk_may_be(work.manifest):
            return
        for path in work.written:
            with contextlib.suppress(OSError):  # else removed at the next writable open
                path.unlink(missing_ok=True)
        if work.rotated and not self.closed:
            with contextlib.suppress(OSError):
                self.wal.unrotate()  # only when G is empty: nothing was logged since the rotate

    def _manifest_on_disk_may_be(self, manifest: Manifest | None) -> bool:
        """Whether the store's manifest file may be `manifest`: write_manifest can fail after its rename (the
        directory's fsync), and then the new files are live, not orphans. Unsure (unreadable) counts as yes:
        an orphan left behind is harmless, a live file deleted is not. Either way the engine keeps serving the
        old state, which the WAL (never dropped here) still holds; the next checkpoint supersedes both."""
        if manifest is None:
            return False
        try:
            return read_manifest(self.path) == manifest
        except Exception:
            return True

    def settle(self, *, purge: bool) -> None:
        """Step 4 of a checkpoint (module doc): drops the WAL generations it made obsolete (``purge``: every
        record) and the files the manifest no longer names. Called by the engine once it serves the new
        segments; a failure leaves the store consistent (see the module doc)."""
        self.writable()
        with creation_modes(*self.modes):
            if purge:
                self.wal.purge()
            else:
                self.wal.drop_before(self.manifest.wal_generation)
            step("checkpoint.wal_dropped")
            self.remove_orphans()
            step("checkpoint.orphans_removed")

    def _write_side(self, seg: SealedSegment | Any, generation: int, written: list[Path]) -> dict[str, Any]:
        path = self.segments_dir / f"{seg.name[:-len(SEGMENT_SUFFIX)]}-{generation:08d}{SIDE_SUFFIX}"
        written.append(path)
        side = write_side(path, seg.col("hidden"), seg.col("last_used"), seg.col("use_count"))
        step("checkpoint.side")
        return side

    def remove_orphans(self) -> list[str]:
        """Deletes files under segments/ that the manifest does not name (writable opens only)."""
        if self.read_only or not self.segments_dir.is_dir():
            return []
        live = {i.name for i in self.manifest.segments} | {s["name"] for s in self._side_files().values()} | \
            {g for i in self.manifest.segments for g in i.graph_files} | \
            {f for seg, files in self._lists_files().items() if self._serves(seg) and isinstance(files, dict)
             for f in files.values()}
        removed = []
        # io_lock: a lists file being written is waited for, then kept only if its segment is still served
        with self.io_lock:
            live |= {name for name, seg in self._pending.items() if self._serves(seg)}
            for entry in self.segments_dir.iterdir():
                if entry.name not in live and entry.is_file():
                    entry.unlink(missing_ok=True)
                    removed.append(entry.name)
        if removed:
            fsync_dir(self.segments_dir)
        return removed

    # -- checking and closing

    def check(self) -> CheckReport:
        self._owned()
        return check_directory(self.path)

    def close(self) -> None:
        """Closes the WAL and releases the lock (after the engine's last checkpoint); idempotent. In a forked
        child it only closes the child's copies of the descriptors: the parent's lock and files stay as they are."""
        if self.closed:
            return
        self.abandon()

    def abandon(self) -> None:
        """Lets go of the files as a crash would (no seal); for tests and tools that simulate one. A background
        seal in progress writes at most the file it is writing, then stops (write_seal)."""
        self.closed = True
        with self.seal_io:
            pass
        self.wal.close()  # in a forked child: the child's copy of the descriptor only
        if self.lock is not None:
            self.lock.release()  # in a forked child the lock's descriptor is already closed (storage/lock.py)
