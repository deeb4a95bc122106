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
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

import numpy as np
import pyarrow as pa

from ..errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError, ReadOnlyError
from ..segment import SealedSegment
from ..storage import Manifest, SegmentInfo, StoreLock, WriteAheadLog
from ..storage.files import fsync_dir
from ..storage.manifest import read_manifest, write_manifest
from ..storage.segments import write_segment
from .fsck import CheckReport, check_directory
from .layout import GRAPH_SUFFIX, SEGMENT_SUFFIX, SEGMENTS_DIR, SIDE_SUFFIX, WAL_DIR
from .records import (
    RECORD_FLAGS,
    RECORD_INSERT,
    RECORD_TXN,
    RECORD_USAGE,
    decode_flags,
    decode_insert,
    decode_txn,
    decode_usage,
    encode_flags,
    encode_insert,
    encode_usage,
)
from .segment_files import file_hash64, load_graphs, load_segment
from .side import mutable_crc, write_side


class Plan(Protocol):
    """A checkpoint's plan (engine.compaction.CompactionPlan): the sealed segments kept as they are, and the
    tables of the new segments."""

    kept: list[SealedSegment]

    def tables(self) -> Iterator[pa.Table]: ...


class ReplayTarget(Protocol):
    """What the WAL's records are replayed into (the engine's SegmentSet)."""

    def apply_insert(self, batch: dict[str, Any]) -> None: ...

    def apply_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None: ...

    def apply_usage(self, scope: str, seqs: np.ndarray, when: float) -> None: ...


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
        # CRC of each sealed segment's mutable columns as its side file holds them: a checkpoint rewrites
        # the side files whose columns changed since, whatever code path changed them.
        self.side_crc: dict[str, int] = {}

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
            out[scope] = path.name
        return out

    def _new_segment_name(self) -> str:
        number = int(self.manifest.extra.get("next_segment", 1))
        self.manifest.extra["next_segment"] = number + 1
        return f"{number:08d}{SEGMENT_SUFFIX}"

    # -- logging (the engine calls these before changing memory)

    def writable(self) -> None:
        if self.read_only:
            raise ReadOnlyError(f"store {self.path} is opened read-only")
        if self.closed:
            raise InvalidArgumentError(f"store {self.path} is closed")

    def log_insert(self, batch: dict[str, Any]) -> None:
        self.writable()
        self.wal.append([(RECORD_INSERT, memoryview(encode_insert(batch)))])

    def log_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None:
        self.writable()
        self.wal.append([(RECORD_FLAGS, encode_flags(scope, seqs, set_bits, clear_bits))])

    def log_usage(self, scope: str, seqs: np.ndarray, when: float) -> None:
        """Logs a usage change (without its own fsync); nothing on a read-only or closed store, whose usage
        counts live in memory only."""
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
                               self.manifest.extra.get("hash64", {}).get(info.name))
            if graph_min_rows is not None:
                load_graphs(seg, graphs.get(info.name, {}), self.segments_dir, graph_min_rows)
                prepare(seg)
            self.side_crc[seg.name] = mutable_crc(seg)
            out.append(seg)
        self.remove_orphans()  # files of an interrupted checkpoint (a writable open only)
        return out

    def replay(self, target: ReplayTarget) -> None:
        """Applies every WAL record of generations >= the manifest's wal_generation to `target`."""
        for rtype, payload in self.wal.replay(self.manifest.wal_generation):
            self._apply(target, rtype, payload)

    def _apply(self, target: ReplayTarget, rtype: int, payload: Any) -> None:
        if rtype == RECORD_INSERT:
            target.apply_insert(decode_insert(payload, self.manifest.dim))
        elif rtype == RECORD_FLAGS:
            scope, seqs, set_bits, clear_bits = decode_flags(payload)
            target.apply_flags(scope, seqs, set_bits, clear_bits)
        elif rtype == RECORD_USAGE:
            scope, seqs, when = decode_usage(payload)
            target.apply_usage(scope, seqs, when)
        elif rtype == RECORD_TXN:
            for sub_type, sub in decode_txn(payload):
                self._apply(target, sub_type, sub)
        else:
            raise CorruptStoreError(f"{self.path / WAL_DIR}: unknown WAL record type {rtype}")

    # -- checkpoints

    def checkpoint(self, plan: Plan, prepare: Callable[[SealedSegment], object], *, dirty: bool, purge: bool,
                   next_seq: int) -> list[SealedSegment] | None:
        """Writes `plan` (protocol: module doc) and returns the new segments, or None when nothing changed.
        The engine's in-memory state changes only after the new manifest is durable."""
        self.writable()
        changed = {s.name for s in plan.kept if mutable_crc(s) != self.side_crc.get(s.name)}
        graph_files = {name: dict(files) for name, files in self._graph_files().items()}
        unsaved = {s.name for s in plan.kept if set(s.graphs) - set(graph_files.get(s.name, {}))}
        if not (dirty or changed or unsaved):
            return None
        generation = self.wal.rotate()
        written: list[Path] = []
        try:
            new_segments = []
            new_infos = []
            sides = dict(self._side_files())
            hashes = dict(self.manifest.extra.get("hash64", {}))
            for table in plan.tables():  # the live rows of each new segment, sorted
                name = self._new_segment_name()
                path = self.segments_dir / name
                stats = write_segment(path, table)
                written.append(path)
                info = SegmentInfo(name=name, rows=stats.rows, crc32=stats.crc32, bytes=stats.bytes)
                hashes[name] = file_hash64(path)
                seg = load_segment(path, info, None, self.manifest.dim, verify=False)
                prepare(seg)
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
                segments=infos, next_seq=max(self.manifest.next_seq, next_seq), wal_generation=generation,
                extra={**self.manifest.extra,
                       "side_files": {k: v for k, v in sides.items() if k in live_names},
                       "hash64": {k: v for k, v in hashes.items() if k in live_names},
                       "graphs": {k: v for k, v in graph_files.items() if k in live_names and v}})
            write_manifest(self.path, manifest)
        except BaseException:
            if not self._manifest_names(generation):  # nothing committed: undo the files and the rotate
                for path in written:  # orphans: harmless, but do not leave them
                    path.unlink(missing_ok=True)
                self.wal.unrotate()  # G is empty: nothing was logged since the rotate (we hold the lock)
            raise
        self.manifest = manifest
        if purge:
            self.wal.purge()
        else:
            self.wal.drop_before(generation)
        self.side_crc = {s.name: mutable_crc(s) for s in [*plan.kept, *new_segments]}
        self.remove_orphans()
        return new_segments

    def _manifest_names(self, generation: int) -> bool:
        """Whether the manifest on disk has wal_generation >= `generation` (a checkpoint's manifest got in
        place although write_manifest raised); True when it cannot be read, so nothing it may name is
        deleted."""
        try:
            return read_manifest(self.path).wal_generation >= generation
        except (OSError, CorruptStoreError, IncompatibleStoreError):
            return True

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

    # -- checking and closing

    def check(self) -> CheckReport:
        return check_directory(self.path)

    def close(self) -> None:
        """Closes the WAL and releases the lock (after the engine's last checkpoint); idempotent."""
        if self.closed:
            return
        self.abandon()

    def abandon(self) -> None:
        """Lets go of the files as a crash would (no seal); for tests and tools that simulate one."""
        self.closed = True
        self.wal.close()
        if self.lock is not None:
            self.lock.release()
