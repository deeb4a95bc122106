"""Opening a store directory: the writer (locked, recovering) and readers (consistent snapshots).

Neither builds a store: each returns (or hands a caller's `load` function) a DiskBackend and the embedder the
directory was made with, and the facade wraps them.

Readers
-------
One writer (the LOCK), many readers: ``read_only=True`` takes no lock and writes nothing. It reads the
manifest, maps the segments, replays the WAL and reads the manifest again; if a writer checkpointed in
between (the manifest changed, or a file it named vanished), it starts over. Mapped files stay valid
after the writer deletes them (POSIX), so a reader's snapshot stays consistent while it lives.

Damage
------
Both are as strict: a damaged WAL (intact records after a bad one, storage.wal) and a WAL that lacks a
generation the manifest names are CorruptStoreError, for a reader too, unless the manifest changed meanwhile
(a checkpoint dropped the files the old one named: the reader starts over). Only a torn tail, the
unacknowledged end of the newest WAL file, is dropped silently. A new store's first WAL file is made before
its first manifest, so a manifest without any WAL file is always damage.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..embedders import Embedder, HashingEmbedder, as_embedder
from ..errors import CorruptStoreError, IncompatibleStoreError
from ..storage import Manifest, StoreLock, WriteAheadLog, read_manifest
from ..storage.files import remove_temp_files
from ..storage.manifest import MANIFEST_NAME, write_manifest
from ..storage.wal import HEADER_SIZE, generation_files
from .backend import DiskBackend
from .layout import READER_RETRIES, SEGMENT_SUFFIX, SEGMENTS_DIR, WAL_DIR, WAL_RECORD_TYPES

T = TypeVar("T")


def resolve_embedder(path: Path, manifest: Manifest | None, embedder: Any, dim: int | None) -> Embedder:
    """The embedder to open `path` with: the caller's, checked against the manifest's name and dim, or the
    default (hashing) one; IncompatibleStoreError when they differ."""
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


def _check_wal_covers(path: Path, manifest: Manifest, wal: WriteAheadLog) -> None:
    """CorruptStoreError unless the WAL holds every generation from the manifest's on (the writes since its
    checkpoint)."""
    if not wal.covers(manifest.wal_generation):
        live = wal.generations()
        held = f"generations {live[0]} to {live[-1]}" if live else "no generation"
        raise CorruptStoreError(f"{path / WAL_DIR}: WAL generation {manifest.wal_generation:08d}.log, which the "
                                f"manifest names, is missing (the log holds {held}): acknowledged writes are "
                                f"lost (`engramdb repair` makes the store open again with what is left)")


def open_writer(path: Path, embedder: Any, dim: int | None, sync: bool,
                load: Callable[[DiskBackend, Embedder], T],
                first_extra: Callable[[Embedder], dict[str, Any]] | None = None) -> T:
    """Creates or opens the store directory `path` for writing: takes the lock, removes leftovers of an
    interrupted write, writes the first manifest of a new store (its ``extra`` also holding what
    ``first_extra(embedder)`` gives: the store's settings fixed at creation), opens the WAL, and calls
    ``load(backend, embedder)`` (which maps the segments and replays the WAL into a new store). Everything is
    let go of again if anything fails."""
    path.mkdir(parents=True, exist_ok=True)
    lock = StoreLock(path)
    wal = None
    try:
        remove_temp_files(path)
        segments_dir = path / SEGMENTS_DIR
        wal_dir = path / WAL_DIR
        try:
            manifest: Manifest | None = read_manifest(path)
        except FileNotFoundError:  # a new store, unless files say otherwise (a WAL file holding only its
            manifest = None  # header is what a crash between making the WAL and the first manifest leaves)
            if any((wal_dir / f"{g:08d}.log").stat().st_size > HEADER_SIZE for g in generation_files(wal_dir)) \
                    or (segments_dir.is_dir() and any(segments_dir.glob(f"*{SEGMENT_SUFFIX}"))):
                raise CorruptStoreError(
                    f"{path / MANIFEST_NAME}: missing, but the store has WAL or segment files") from None
        emb = resolve_embedder(path, manifest, embedder, dim)
        if manifest is not None:
            _check_manifest(path, manifest)
            if not generation_files(wal_dir):  # checked before opening the WAL, which would make a new one
                raise CorruptStoreError(f"{wal_dir}: WAL generation {manifest.wal_generation:08d}.log, which the "
                                        f"manifest names, is missing (no WAL file at all): acknowledged writes "
                                        f"are lost (`engramdb repair` makes the store open again)")
        segments_dir.mkdir(exist_ok=True)
        remove_temp_files(segments_dir)
        wal = WriteAheadLog(wal_dir, sync=sync, record_types=WAL_RECORD_TYPES)
        if manifest is None:  # the WAL first, so that a manifest is never without one
            extra = {} if first_extra is None else first_extra(emb)
            manifest = Manifest(dim=int(emb.dim), embedder=emb.name, wal_generation=wal.generation,
                                extra={**extra, "side_files": {}, "next_segment": 1})
            write_manifest(path, manifest)
        _check_wal_covers(path, manifest, wal)
        wal.drop_before(manifest.wal_generation)
        backend = DiskBackend(path, manifest, wal, lock, read_only=False)
        store = load(backend, emb)
        if wal.generation > backend.manifest.wal_generation:
            # An empty generation after the last one replayed: left by a crash in a checkpoint after its
            # rotate. Appends go to the previous generation again (replay just read it whole).
            wal.unrotate()
        return store
    except BaseException:
        if wal is not None:
            wal.close()
        lock.release()
        raise


def open_reader(path: Path, embedder: Any, dim: int | None, load: Callable[[DiskBackend, Embedder], T]) -> T:
    """A consistent read-only snapshot of `path`: ``load(backend, embedder)`` retried while a writer
    checkpoints under our feet (see the module doc)."""
    manifest_file = path / MANIFEST_NAME
    last_error: Exception | None = None
    for attempt in range(READER_RETRIES):
        try:
            before = manifest_file.read_bytes()
        except FileNotFoundError:
            raise FileNotFoundError(f"{path}: no store here (no {MANIFEST_NAME})") from None
        try:
            manifest = read_manifest(path)
            _check_manifest(path, manifest)
            emb = resolve_embedder(path, manifest, embedder, dim)
            wal = WriteAheadLog(path / WAL_DIR, read_only=True, record_types=WAL_RECORD_TYPES)
            _check_wal_covers(path, manifest, wal)
            loaded = load(DiskBackend(path, manifest, wal, None, read_only=True), emb)
        except (CorruptStoreError, FileNotFoundError) as exc:
            last_error = exc  # maybe a checkpoint in progress: the manifest will tell
            if manifest_file.read_bytes() == before:
                raise
            time.sleep(0.001 * (attempt + 1))
            continue
        if manifest_file.read_bytes() == before:
            return loaded
        time.sleep(0.001 * (attempt + 1))
    raise CorruptStoreError(f"{path}: could not read a consistent snapshot ({last_error})")
