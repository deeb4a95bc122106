"""One version of a store for every partition of a batch job.

A read-only open (``MemoryStore.open(path, read_only=True)``, durable/opening.py) reads the manifest, maps the
segments it names and replays the write-ahead log, and starts over if the manifest changed meanwhile: it is a
consistent snapshot of the moment it finished. Two workers opening at different moments could still read two
versions (a writer appended to the WAL, or checkpointed, in between). So the job pins one: its *fingerprint*
is the manifest's bytes and the name and size of every WAL file (the WAL only grows between checkpoints, and a
checkpoint rewrites the manifest). The coordinator takes it when it opens the store; each worker takes it
before and after its own open, and refuses to work (SnapshotChangedError) unless both equal the job's: every
partition then reads exactly the rows, flags and usage the coordinator planned with. Mapped segment files stay
valid after a writer deletes them (POSIX), so an opened snapshot stays consistent while it lives.

A store in memory has no files: before a distributed job it is written to a temporary directory (every row
export() gives, ids, status, lineage and usage kept, through import_arrow), removed when the job ends.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pyarrow as pa

from ..durable.layout import WAL_DIR
from ..errors import InvalidArgumentError, InvalidTypeError, SnapshotChangedError
from ..storage.manifest import MANIFEST_NAME
from ..store import MemoryStore

# MemoryStore options that change what recall reads (the planner): a snapshot of a store keeps them.
PLANNER_OPTIONS = ("graph_min_rows", "graph_m", "graph_ef_construction", "ivf_min_rows", "quantize")


@dataclass(frozen=True)
class Snapshot:
    """What a worker needs to open the job's version of a store: its directory, the fingerprint the job pinned,
    the embedder to open it with (None: the store's default) and MemoryStore.open's other options."""

    path: str
    fingerprint: str
    embedder: Any = None
    options: dict[str, Any] = field(default_factory=dict)


def fingerprint(path: str | os.PathLike[str]) -> str:
    """A digest of the store directory's manifest and of the name and size of each of its WAL files."""
    root = Path(path)
    digest = hashlib.sha256()
    try:
        digest.update((root / MANIFEST_NAME).read_bytes())
    except FileNotFoundError:
        raise InvalidArgumentError(f"{os.fspath(path)!r} holds no store (no {MANIFEST_NAME})") from None
    wal = root / WAL_DIR
    for name in sorted(os.listdir(wal)) if wal.is_dir() else ():
        try:
            size = (wal / name).stat().st_size
        except FileNotFoundError:  # dropped by a checkpoint under our feet: the manifest changes too
            continue
        digest.update(f"{name}:{size};".encode())
    return digest.hexdigest()


def open_pinned(path: str, expected: str | None, embedder: Any, options: dict[str, Any],
                verify: bool = True) -> tuple[MemoryStore, str]:
    """MemoryStore.open(path, read_only=True) and its fingerprint; SnapshotChangedError when the directory
    changed during the open, or differs from `expected` (None: whatever it is now)."""
    before = fingerprint(path)
    store = MemoryStore.open(path, read_only=True, embedder=embedder, verify=verify, **options)
    after = fingerprint(path)
    if before != after or (expected is not None and after != expected):
        store.close()
        raise SnapshotChangedError(f"the store at {path!r} changed since the batch job pinned its version")
    return store, after


_cache: dict[tuple[int, str, str], MemoryStore] = {}
_cache_lock = threading.Lock()
_CACHE_MAX = 4


def worker_store(handle: MemoryStore | Snapshot) -> MemoryStore:
    """The store a partition reads: the handle itself locally; on a worker the snapshot opened read-only (once
    per process and version: later partitions reuse it). Segment checksums were verified by the coordinator's
    open; a worker's open checks structure only (verify=False), as every read-only open of a large store may."""
    if isinstance(handle, MemoryStore):
        return handle
    key = (os.getpid(), handle.path, handle.fingerprint)
    with _cache_lock:
        store = _cache.get(key)
        if store is None:
            store, _ = open_pinned(handle.path, handle.fingerprint, handle.embedder, handle.options, verify=False)
            if len(_cache) >= _CACHE_MAX:
                for old in _cache.values():
                    old.close()
                _cache.clear()
            _cache[key] = store
        return store


@dataclass
class Source:
    """A job's view of its input: `store`, open here (the caller's, or a read-only snapshot), and `handle`, what
    partitions get (`store` itself locally, a Snapshot for Dask and Ray)."""

    store: MemoryStore
    handle: MemoryStore | Snapshot


@contextmanager
def source(path_or_store: Any, engine: str, embedder: Any = None,
           store_options: dict[str, Any] | None = None) -> Iterator[Source]:
    """The job's input, pinned (see the module doc): a MemoryStore or the path of a store directory."""
    options = dict(store_options or {})
    if store_options is not None and not isinstance(store_options, dict):
        raise InvalidTypeError(f"store_options must be a dict of MemoryStore.open options, got "
                               f"{type(store_options).__name__}")
    if isinstance(path_or_store, MemoryStore):
        store = path_or_store
        if engine == "local":
            yield Source(store, store)
        elif store.path is not None:  # on disk: workers read its directory (what it has committed)
            pinned, mark = open_pinned(os.fspath(store.path), None, store.embedder, _planner_of(store))
            try:
                yield Source(pinned, Snapshot(os.fspath(store.path), mark, store.embedder, _planner_of(store)))
            finally:
                pinned.close()
        else:
            with _written(store) as snap:
                yield snap
        return
    if not isinstance(path_or_store, (str, os.PathLike)):
        raise InvalidTypeError(f"give a MemoryStore or the path of a store directory, got "
                               f"{type(path_or_store).__name__}")
    path = os.fspath(path_or_store)
    if not os.path.isdir(path):
        raise InvalidArgumentError(f"{path!r} is not a store directory")
    pinned, mark = open_pinned(path, None, embedder, options)
    try:
        yield Source(pinned, pinned if engine == "local" else Snapshot(path, mark, embedder, options))
    finally:
        pinned.close()


@contextmanager
def _written(store: MemoryStore) -> Iterator[Source]:
    """An in-memory store written to a temporary store directory (removed afterwards), opened read-only."""
    tmp = tempfile.mkdtemp(prefix="engramdb-batch-")
    try:
        path = os.path.join(tmp, "store")
        options = _planner_of(store)
        # the snapshot keeps the store's relevance map (a new directory would fit one for the embedder)
        with MemoryStore.open(path, embedder=store.embedder, calibration=store.calibration, **options) as snap:
            tables = [store.export(scope) for scope in store.scopes()]
            if tables:
                snap.import_arrow(pa.concat_tables(tables))
        pinned, mark = open_pinned(path, None, store.embedder, options)
        try:
            yield Source(pinned, Snapshot(path, mark, store.embedder, options))
        finally:
            pinned.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def _planner_of(store: MemoryStore) -> dict[str, Any]:
    return {name: getattr(store, name) for name in PLANNER_OPTIONS}
