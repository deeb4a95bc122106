"""The indexer: builds the inverted lists of sealed segments off the query path, on one background thread.

A scope's run of at least the planner's `ivf_min_rows` rows in a sealed segment is read through inverted lists
(cpp/engram/ivf/lists.hpp: k-means, ~0.2 s per 10k x 384 rows). Building them when the scope is first recalled
paused that recall (2.3 s at 100k rows); here they are made by a worker thread instead, and until a run's lists
are ready its recalls read it by the exact scan: the same answers (the lists plan is exact by its bounds), only
slower. The owner (SegmentSet) hands the indexer each sealed segment when it starts serving it (seal, merge,
compaction, erasure, open) and each run a recall found without lists (`want`).

For each run the worker first asks the backend for lists it persisted (DiskBackend.load_lists: a file beside
the segment with a checksum, read back without k-means; a damaged file is reported and never used), else builds
them, then attaches them under the store lock (the plans of that scope are dropped, so the next recall reads the
lists), then asks the backend to persist what it built (DiskBackend.save_lists; nothing in memory or read-only).
Runs are queued largest first.

Persisted lists are also read back on the store's own thread, so that the first recalls after open do not race
the worker (whose reads wait for the GIL behind the recalls: a run recalled before its lists were back was
scanned exactly, the tail of the first recalls after open; benchmarks/RESULTS.md, "Lists read back at open"):
* at open (`read_back`), the largest runs' files up to _OPEN_READ_BACK_BYTES, before the store serves them;
* by a recall that meets a run whose file the worker has not read yet (`load_now`): one read back (~1.4 ms for a
  6,951-row run's 4 MB file) instead of an exact scan at every recall until the worker gets there. A file found
  damaged there is not used and not read again on that path; the run is scanned and queued, and the worker
  reports it and builds the lists again.

Thread safety and the store's other work:
* the build and the file write run without the store lock (the native build releases the GIL); the lists are
  attached, and persisted files committed to the manifest, under it, and only if the segment is still one the
  store serves (`SegmentSet.serves`): a segment replaced meanwhile (merge, compaction, erasure) loses its work,
  and the backend never writes a lists file for a segment that is no longer in its manifest (so an erasure,
  which replaces every segment holding an erased row, leaves no index file with the row's codes);
* the worker never waits for the store lock while the store waits for it: it polls the lock with a timeout
  and gives up when stopped, so `stop` (close) may be called with the lock held;
* after a fork the child starts with no worker and an empty queue (a thread does not survive a fork).
"""

from __future__ import annotations

import atexit
import contextlib
import os
import threading
import time
import warnings
import weakref
from collections import deque
from typing import Any, Protocol

from .. import _core
from ..errors import CorruptStoreError, DeferredWorkWarning
from ..segment import SealedSegment
from .backend import Backend


class Owner(Protocol):
    """What the indexer needs of its store's engine (SegmentSet; a protocol, not an import: no cycle)."""

    @property
    def lock(self) -> Any: ...

    @property
    def backend(self) -> Backend: ...

    def serves(self, seg: SealedSegment) -> bool: ...

    def forget_plan(self, scope: str) -> None: ...

# The worker's build threads: one core is left to the queries (a build on all cores would stall them).
_BUILD_THREADS = max(1, (os.cpu_count() or 1) - 1)
# Rows per sub-list inside each inverted list (cpp/engram/ivf/lists.hpp): the bounded plan reads only the
# sub-lists whose own bound can reach the bar (benchmarks/RESULTS.md, "Sub-lists inside the inverted lists").
# ENGRAMDB_SUB_ROWS overrides it for measurements (0: no sub-lists).
_SUB_ROWS = int(os.environ.get("ENGRAMDB_SUB_ROWS", "8"))
# The lists read back at open on the opening thread (Indexer.read_back), bytes of codes and order, largest runs
# first: 4.5-8 ms CPU of open for 8 MB (a 6,951-row run's 4 MB file: ~1.1-1.6 ms). 0: none (tests of the
# worker's paths).
_OPEN_READ_BACK_BYTES = 8 << 20
# How long the worker waits for the store lock before checking whether it was stopped (seconds).
_LOCK_POLL_S = 0.05
# Indexers that started a worker: stopped at interpreter exit, before daemon threads are frozen (a worker
# frozen inside a native build, GIL released, would abort the process when it takes the GIL back).
_STARTED: weakref.WeakSet[Indexer] = weakref.WeakSet()


@atexit.register
def _stop_all() -> None:
    for indexer in list(_STARTED):
        indexer.stop()


class Indexer:
    """The background builder of one store's inverted lists (see the module doc)."""

    def __init__(self, owner: Owner) -> None:
        self._owner = owner
        self._reset()
        # what the worker did, for tests and diagnostics: lists built by k-means, read back from files, and
        # persisted files found damaged (each then built again)
        self.built = 0
        self.loaded = 0
        self.damaged = 0
        # lists read back on the store's thread (load_now: at open, or by a recall), and the runs whose file it
        # could not read (by id of the segment object: a replaced segment's entries are never asked again)
        self.loaded_now = 0
        self._unreadable: set[tuple[int, str]] = set()

    def _reset(self) -> None:
        self._pid = os.getpid()
        self._cond = threading.Condition(threading.Lock())
        self._queue: deque[tuple[SealedSegment, str]] = deque()
        self._queued: set[tuple[int, str]] = set()
        self._busy = False
        self._stopped = False
        self._thread: threading.Thread | None = None

    def _own(self) -> None:
        if os.getpid() != self._pid:  # a forked child: the parent's thread and lock state are not ours
            self._reset()

    # ------------------------------------------------------------------ the owner's side

    def submit(self, segments: list[SealedSegment] | tuple[SealedSegment, ...], min_rows: int | None) -> None:
        """Queues every run of >= min_rows rows of `segments` that has neither lists nor a graph, largest first:
        its exact scan is the dearest a recall can meet before the lists are ready."""
        for _, seg, scope in _runs(segments, min_rows):
            self.want(seg, scope)

    def read_back(self, segments: list[SealedSegment] | tuple[SealedSegment, ...], min_rows: int | None) -> None:
        """At open, under the store lock, before `submit`: reads back the persisted lists of the largest runs on
        the opening thread, up to _OPEN_READ_BACK_BYTES of lists, so that the first recalls after open read them
        instead of racing the worker (benchmarks/RESULTS.md, "Lists read back at open"). The budget bounds what
        open pays (4.5-8 ms CPU for 8 MB) whatever the store's size; the other runs are left to the worker, and to a
        recall that meets one first (load_now)."""
        budget = _OPEN_READ_BACK_BYTES
        for rows, seg, scope in _runs(segments, min_rows):
            size = rows * (seg.embedding.shape[1] + 4)  # the lists' codes and order: most of the file
            if size <= budget and self.load_now(seg, scope):
                budget -= size

    def want(self, seg: SealedSegment, scope: str) -> None:
        """Queues the run of `scope` in `seg` unless it has lists or a graph, or is queued already."""
        if scope in seg.lists or scope in seg.graphs:
            return
        self._own()
        with self._cond:
            key = (id(seg), scope)
            if self._stopped or key in self._queued:
                return
            self._queued.add(key)
            self._queue.append((seg, scope))
            if self._thread is None:  # none, or it ended idle
                self._thread = threading.Thread(target=self._run, name="engramdb-indexer", daemon=True)
                self._thread.start()
                _STARTED.add(self)
            self._cond.notify_all()

    def load_now(self, seg: SealedSegment, scope: str) -> bool:
        """Under the store lock, from a recall that found the run of `scope` in `seg` without lists (or from
        read_back at open): reads its persisted lists file back on this thread and attaches it (True), so that the
        recall reads the lists instead of scanning the run exactly. One read-back (map, checksum, shape checks)
        costs more than one exact scan of the run (1.8-2.6 against 0.9-1.4 ms for a 6,951-row run;
        benchmarks/RESULTS.md, "Lists read back at open"), but it is paid once, where the scan would be paid at
        every recall of the run until the worker got there. False when no file was persisted (the worker builds
        the lists), or when it was found damaged here or before (the run is scanned exactly; the worker reports
        it, builds the lists again and replaces the file)."""
        key = (id(seg), scope)
        if key in self._unreadable or scope in seg.lists or scope in seg.graphs \
                or not self._owner.backend.has_lists(seg, scope):  # a graph is read instead (as in `want`)
            return False
        try:
            lists = self._owner.backend.load_lists(seg, scope, seg.run_vectors(scope))
        except CorruptStoreError:
            lists = None
        if lists is None:
            self._unreadable.add(key)  # never read again here: the worker counts it damaged and rebuilds it
            return False
        _attach_columns(seg, scope, lists)
        seg.lists[scope] = lists
        self.loaded_now += 1
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Waits until nothing is queued or being built; False if `timeout` seconds passed first."""
        self._own()
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cond:
            while self._queue or self._busy:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cond.wait(left)
        return True

    @property
    def pending(self) -> int:
        """Runs queued or being built."""
        with self._cond:
            return len(self._queue) + int(self._busy)

    def stop(self, final: bool = True) -> None:
        """Drops the queue and waits for the run being built (close). Safe with the store lock held: the
        worker then gives its run up instead of waiting for the lock. `final`: later `want`s are ignored (a
        closed store on disk); else the indexer takes work again afterwards (an in-memory store, which takes
        writes after close too)."""
        self._own()
        with self._cond:
            self._stopped = True
            self._queue.clear()
            self._queued.clear()
            self._cond.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        if not final:
            with self._cond:
                self._stopped = False

    # ------------------------------------------------------------------ the worker

    def _run(self) -> None:
        while True:
            with self._cond:
                if self._stopped or not self._queue:  # the thread ends when idle (want starts another)
                    self._thread = None
                    self._cond.notify_all()
                    return
                seg, scope = self._queue.popleft()
                self._queued.discard((id(seg), scope))
                self._busy = True
            try:
                self._index(seg, scope)
            except Exception as exc:  # deferred work: the run stays on its exact scan, the recall is unaffected
                _warn(f"engramdb: building the inverted lists of scope {scope!r} failed ({type(exc).__name__}: "
                      f"{exc}); its recalls stay exact scans")
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def _locked(self) -> bool:
        """Takes the store lock, polling so that a stop is seen: False (lock not taken) when the indexer was
        stopped while the lock was held by someone else (a close holding it: the worker gives up its run)."""
        lock = self._owner.lock
        while not lock.acquire(timeout=_LOCK_POLL_S):
            if self._stopped:
                return False
        return True

    def _index(self, seg: SealedSegment, scope: str) -> None:
        owner = self._owner
        if not self._locked():
            return
        try:
            if not owner.serves(seg) or scope in seg.lists or scope in seg.graphs:
                return
            backend = owner.backend
            vectors = seg.run_vectors(scope)
        finally:
            owner.lock.release()
        lists: _core.IvfLists | None = None
        try:
            lists = backend.load_lists(seg, scope, vectors)
        except CorruptStoreError as exc:  # never trusted: built again below, and the file replaced
            self.damaged += 1
            _warn(f"engramdb: {exc}; the lists are built again")
        built = lists is None
        if lists is None:
            if self._stopped or not owner.serves(seg):
                return
            lists = _core.IvfLists(vectors, threads=_BUILD_THREADS, sub_rows=_SUB_ROWS)  # releases the GIL
            self.built += 1
        _attach_columns(seg, scope, lists)
        if not self._locked():
            return
        try:
            if not owner.serves(seg) or scope in seg.lists:  # replaced, or read back by a recall (load_now)
                return
            seg.lists[scope] = lists
            self.loaded += int(not built)  # counted once attached: a recall may have read the same file back
            owner.forget_plan(scope)  # the next recall of the scope reads its lists
        finally:
            owner.lock.release()
        if not built:
            return
        name = backend.save_lists(seg, scope, lists)  # the file, written without the store lock (None: none)
        if name is None:
            return
        if not self._locked():
            backend.forget_lists_file(name)  # an orphan: deleted at the next writable open
            return
        try:
            backend.commit_lists(seg, scope, name)  # the manifest names it (or it is deleted: seg replaced)
        finally:
            owner.lock.release()



def _runs(segments: list[SealedSegment] | tuple[SealedSegment, ...], min_rows: int | None
          ) -> list[tuple[int, SealedSegment, str]]:
    """(rows, segment, scope) of every run of >= min_rows rows of `segments`, largest first."""
    if min_rows is None:
        return []
    runs = []
    for seg in segments:
        for scope in seg.scopes():
            begin, end = seg.run(scope) or (0, 0)
            if end - begin >= min_rows:
                runs.append((end - begin, seg, scope))
    return sorted(runs, key=lambda run: -run[0])


def _attach_columns(seg: SealedSegment, scope: str, lists: _core.IvfLists) -> None:
    """Gives `lists` the run's columns its bounded plan reads (the priors' inputs)."""
    begin, end = seg.run(scope) or (0, 0)
    n = seg.numeric
    lists.attach_columns(n["importance"][begin:end], n["confidence"][begin:end], n["created_at"][begin:end],
                         n["layer"][begin:end])


def _warn(message: str) -> None:
    """A DeferredWorkWarning from the worker; never raises (warnings turned into errors would end the worker)."""
    with contextlib.suppress(Exception):  # an "error" filter: the warning was the report, nothing to add
        warnings.warn(message, DeferredWorkWarning, stacklevel=2)
