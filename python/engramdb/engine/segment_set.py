"""SegmentSet: the one owner of a store's segment state.

It holds the sealed segments and the active one, the next sequence number, the planner's settings and the
recall plans made over the segments, and it is the only code that replaces any of them. Every change goes
through its backend first (`log_*`, `checkpoint`), so the same methods serve a store in memory and one on disk.
Rows are named by (scope, seq) outside this class, never by position.

Thread safety: every method takes `lock` (an RLock the whole store shares); components hold it across a
read-modify-write of their own.

Deferred work: a write is committed once its backend logged it; the seal that may follow (and the graphs built
for the new segment) is work after the commit, and its failure (a full disk, an I/O error) never fails the
write. It is recorded (`health()`), announced with a DeferredWorkWarning, and retried at the next write past
the threshold once a backoff has passed (1 s, doubling to 60 s), at an explicit seal and at close; meanwhile the
active segment grows and the WAL keeps every row.

Background seals (a backend with `background_seals`: the disk one): the write that fills the active segment
freezes it (a new active segment takes the next writes), rotates the WAL and copies the mutable columns the seal
will write, all under the lock, and returns; a thread ("engramdb-seal") then writes the new segment files without
the lock, and commits under it: the frozen segments' current mutable columns (changed by writes during the seal,
which the WAL after the rotation holds too) copied into the new segments, the manifest, then the swap. Meanwhile
reads see the frozen segments between the sealed ones and the active one: every row exactly once. One seal runs at
a time (the first write past the threshold after it starts the next; one that finds twice seal_rows rows in the
active segment waits for it); every other checkpoint (seal(), compact, erase, bulk load, close) first waits for
it (wait_sealed), and `sealed` / `active` wait too, so they never show a seal half done. A failed background
seal is deferred work as above: its frozen segments stay served (and in the WAL) until a later seal takes them.
"""

from __future__ import annotations

import threading
import time
import warnings
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .. import _core
from ..errors import DeferredWorkWarning, NotFoundError
from ..language import LanguageSums, codes
from ..schema import (
    HIDDEN_DELETED,
    HIDDEN_ERASING,
    HIDDEN_SUPERSEDED,
    STATUS_NAMES,
    Hit,
    Memory,
    memory_id,
    parse_id,
    segment_schema,
)
from ..segment import MUTABLE, ActiveSegment, SealedSegment, id_list, memory_columns
from ..storage.segments import DeferredTable
from ..subjects import NameCounts
from ..validate import Unscaled
from . import compaction, rows
from .backend import Backend, MemoryBackend, StoredBackend
from .filters import Filter
from .indexer import Indexer
from .planner import Planner

# What hybrid recall's lexical side scores of a query (the native call's `text`): a text, every token of it weighing
# 1 in BM25, or (text, weight) pairs, each text's tokens at its weight (cpp/engram/query/hybrid.hpp: a token's
# weight multiplies its term and its share of the divisor; a token of several texts takes the largest weight), or
# (text, weight, source) triples among them: a light text's words are forms of the written word `source`, and their
# share of the divisor is set by whether the scope holds that word (hybrid.hpp, form_source_shares).
LexicalQuery = str | tuple[tuple[str, float] | tuple[str, float, str], ...]

# (segment, rows) pairs: the rows of one scope in each segment that holds some
Targets = list[tuple[Any, np.ndarray]]
# how many scopes' plans are kept before starting over
_PLANS_MAX = 1024
# The most rows of a scope read to count its names when first asked (engramdb.subjects): ~15 µs a text, so a
# large scope's first recall after an open or an erasure costs at most ~30 ms; the shares the subject rule reads
# are as well estimated from its newest rows, and later inserts are all counted.
NAMES_SAMPLE = 2000
# rows read at once when the language sums are first read (language_offset): bounds the float copy of their vectors
_LANGUAGE_CHUNK_ROWS = 65536
# backoff of a failed deferred seal: first retry after this many seconds, doubling up to the cap
_RETRY_FIRST_S = 1.0
_RETRY_MAX_S = 60.0
_clock = time.monotonic  # the backoff's clock (tests replace it)


@dataclass(frozen=True)
class StoreHealth:
    """What MemoryStore.health() reports: the state of the work done after writes (see SegmentSet's module doc).

    ok: no deferred work is failing. pending_seal: the active segment is past seal_rows and its seal failed (it
    is retried; every row is in the WAL meanwhile). failures: failed attempts since the last success.
    last_failure / last_failure_at: the last failure ("OSError: [Errno 28] ...") and when (Unix seconds), kept
    after a later success for diagnosis. segments / active_rows: sealed segments, rows not sealed yet (the active
    segment's and those of a background seal in progress or failed).
    """

    ok: bool
    pending_seal: bool
    failures: int
    last_failure: str | None
    last_failure_at: float | None
    segments: int
    active_rows: int


@dataclass(frozen=True)
class _Planned:
    """One scope's recall plan: the segments it was made over, the native plan, and its selections (what
    recall_many hands the core for the same scope)."""

    segments: list[Any]
    plan: _core.RecallPlan
    selections: list[tuple[Any, ...]]
    lexical: bool = False  # the selections carry lexical indexes (hybrid recall)
    active: Any = None  # the active segment's native segment the plan reads, None when it reads none of its rows
    active_rows: int = 0  # the rows of the scope in the active segment the plan reads (its row list's length)


class LoggedAhead:
    """A batch's vectors being scaled (into memory of their own: the active segment's rows are not the batch's until
    it takes the lock) and logged as a VECTORS record on a helper thread (SegmentSet.log_vectors_ahead). wait()
    gives (the scaled matrix, what log_insert3 takes, or None when nothing was logged); it raises what the helper
    raised (NaN or infinity refused, as Unscaled.scaled_into refuses them, before anything is logged; a failed
    write: the WAL truncated back). A batch refused after its vectors were logged has them cut off the log again
    (join), or, when something was logged after them, leaves an unnamed VECTORS record, which replay skips
    (durable/records.py)."""

    __slots__ = ("_answer", "_claim", "_engine", "_failed", "_thread")

    def __init__(self, vectors: Unscaled, engine: SegmentSet) -> None:
        self._engine = engine
        self._answer: tuple[np.ndarray, tuple[int, int, int, int] | None] | None = None
        self._failed: BaseException | None = None
        self._claim: tuple[ActiveSegment, tuple[Any, ...]] | None = None

        def run() -> None:
            try:
                # into memory the log reuses and writes them from (no fresh pages a batch: backend.scale_vectors)
                scaled, reserved = engine.backend.scale_vectors(vectors)
                with engine.lock:
                    # copied past the active segment's rows here, beside the guard, not by the insert (claimed_rows)
                    active = engine._active
                    self._claim = (active, active.stage_vectors_ahead(scaled))
                    self._answer = (scaled, engine.backend.log_vectors(scaled, reserved))
            except BaseException as exc:  # raised on the caller's thread by wait()
                self._failed = exc

        self._thread = threading.Thread(target=run, name="engramdb-log-ahead", daemon=True)
        self._thread.start()

    def join(self) -> None:
        """Waits for the helper and drops its outcome: the batch was refused, so its vectors, if logged, are cut off
        the log when nothing was logged after them (backend.unlog_vectors), else left unnamed (replay skips them)."""
        self._thread.join()
        if self._answer is not None and self._answer[1] is not None:
            with self._engine.lock:
                self._engine.backend.unlog_vectors(self._answer[1])

    def wait(self) -> tuple[np.ndarray, tuple[int, int, int, int] | None]:
        """Joins the helper (never with the engine's lock held: the helper takes it to append) and answers."""
        self._thread.join()
        if self._failed is not None:
            raise self._failed
        assert self._answer is not None  # the helper either answered or failed
        return self._answer

    def claimed_rows(self, active: ActiveSegment) -> np.ndarray | None:
        """Lock held, after wait(): the rows of `active` the helper copied the scaled vectors into when they are still
        the batch's (ActiveSegment.claimed: nothing written past its rows since, the segment not frozen), else
        None."""
        if self._claim is None or self._claim[0] is not active:
            return None
        return active.claimed(self._claim[1])


class SegmentSet:
    """The segments of one store and every change to them (see the module doc)."""

    def __init__(self, dim: int, planner: Planner, backend: Backend | None = None) -> None:
        self.dim = dim
        self.planner = planner
        self.backend: Backend = MemoryBackend() if backend is None else backend
        self.lock = threading.RLock()
        self._sealed: list[SealedSegment] = []
        self._active = self._new_active()
        self._next_seq = 0
        # recall's native plans by scope, for the segments they were made over (see recall_plan)
        self._plan_key: tuple[Any, ...] = ()
        self._plans: dict[str, _Planned | None] = {}
        # recall_plan's answers known current, by scope: ((segments, plan), lexical, ivf_min_rows, quantize), read
        # without the lock or _planned's checks. Every change that can make a plan stale (an insert, the active
        # segment frozen, segments replaced or given graphs, a scope's lists ready, the plan cache's bound) empties
        # it under the lock; the planner's two settings the plans depend on are compared on each read.
        self._ready: dict[str, tuple[tuple[list[Any], _core.RecallPlan], bool, Any, Any]] = {}
        # the conflict pass's pool-independent relations by scope (_core.ConflictRelations, by row seq): each plan
        # of the scope brings them up to its rows on its first default recall (the rows written since compared
        # with the scope's), so a recall looks its hits' partners up; seqs survive seals and compactions, and
        # erase removes the erased rows' relations
        self._relations: dict[str, _core.ConflictRelations] = {}
        self.conflict_relations = True  # False: plans made from now on run the whole pass (benchmarks compare)
        # the names each scope's texts mention (engramdb.subjects: recall leaves a scope's subject out of a dense
        # query): counted from the scope's texts when first asked, then kept up to date by every insert; an
        # erasure or a bulk insert drops the scope's counts (counted again when next asked)
        self._names: dict[str, NameCounts] = {}
        # per scope, per guessed language, the sums and counts of the unit vectors of the scope's rows not
        # forgotten (engramdb.language: what a dense recall moves a question in another language by): read from the
        # scope's rows when its first foreign question asks (language_offset), then kept by its inserts and its
        # forgets and restores; a bulk insert into the scope or an erasure in it drops them (read again when next
        # asked: an erased vector leaves no rounding residue in them). Per scope as BM25's N and df and NameCounts
        # are: another scope's memories never move a scope's question (benchmarks/RESULTS.md, "Lead, session 30")
        self._languages: dict[str, LanguageSums] = {}
        # deferred work (module doc): failed attempts since the last success, the last failure, the retry time
        self._failures = 0
        self._last_failure: tuple[str, float] | None = None
        self._retry_at = 0.0
        # builds the inverted lists of large runs of sealed segments off the query path (engine/indexer.py)
        self.indexer = Indexer(self)
        # background seals (module doc): the frozen active segments being (or failing to be) sealed, the thread
        # sealing them, and the condition it notifies when done
        self._frozen: list[ActiveSegment] = []
        self._sealer: threading.Thread | None = None
        self._sealer_done = threading.Condition(self.lock)

    def _new_active(self) -> ActiveSegment:
        """An empty active segment with room reserved for seal_rows rows (at most ~256 MiB of vectors)."""
        return ActiveSegment(self.dim, max(1024, min(self.planner.seal_rows, (256 << 20) // (4 * max(self.dim, 1)))))

    # ------------------------------------------------------------------ state, read-only

    @property
    def sealed(self) -> tuple[SealedSegment, ...]:
        """The sealed segments, once a background seal in progress is done."""
        with self.lock:
            self.wait_sealed()
            return tuple(self._sealed)

    @property
    def active(self) -> ActiveSegment:
        """The active segment, once a background seal in progress is done."""
        with self.lock:
            self.wait_sealed()
            return self._active

    @property
    def next_seq(self) -> int:
        return self._next_seq

    def segments(self) -> list[Any]:
        """Sealed segments (with their int8 codes when the planner quantizes), then the active one."""
        if self.planner.quantize:
            for seg in self._sealed:
                seg.ensure_codes()
        return [*self._sealed, *self._frozen, self._active]

    def serves(self, seg: SealedSegment) -> bool:
        """`seg` is one of the sealed segments recall reads (not replaced by a seal, merge or erasure)."""
        return any(s is seg for s in self._sealed)

    def wait_indexed(self, timeout: float | None = None) -> bool:
        """Waits until the indexer has made the lists of every run it knows of (engine/indexer.py); False if
        `timeout` seconds passed first. Never needed for correct answers: a run without its lists is scanned."""
        return self.indexer.wait(timeout)

    def runs(self, scope: str) -> Targets:
        """(segment, rows of `scope`) of every segment holding some, forgotten rows included."""
        out = []
        for seg in self.segments():
            scope_rows = seg.scope_rows(scope)
            if len(scope_rows):
                out.append((seg, scope_rows))
        return out

    # ------------------------------------------------------------------ finding rows

    def find_any(self, scope: str, id: Any) -> tuple[Any, int]:
        """(segment, row) of memory `id` of `scope`, forgotten or not; NotFoundError when there is none."""
        seq = parse_id(id)
        with self.lock:
            if seq is not None:
                for seg in self.segments():
                    row = seg.find(scope, seq)
                    if row is not None:
                        return seg, row
        # The same answer whether the id does not exist or belongs to another scope: no existence oracle.
        raise NotFoundError(f"no memory {id!r} in scope {scope!r}")

    def stored_document(self, scope: str, id: Any) -> Any:
        """The document vector memory `id`'s row holds (schema "document": a memory stored both ways; xling192), None
        for a row without one or no memory `id` in `scope`."""
        try:
            seg, row = self.find_any(scope, id)
        except NotFoundError:
            return None
        return seg.value("document", row)

    def locate(self, scope: str, id: Any) -> tuple[Any, int]:
        """(segment, row) of memory `id` of `scope` unless forgotten; NotFoundError otherwise."""
        seg, row = self.find_any(scope, id)
        if seg.col("hidden")[row] & HIDDEN_DELETED:
            raise NotFoundError(f"no memory {id!r} in scope {scope!r}")
        return seg, row

    def locate_seqs(self, scope: str, seqs: np.ndarray) -> Targets:
        """(segment, rows) of the rows of `scope` whose seq is in `seqs` (absent ones are skipped)."""
        return locate(self.segments(), scope, seqs)

    def memory_at(self, seg: Any, row: int) -> Memory:
        return rows.memory_at(seg, row)

    def successors(self, scope: str) -> dict[str, str]:
        """old id -> the id of the version that superseded it, for every row of `scope` whose newer version can
        still be read (not forgotten). Derived from the `supersedes` column, the one place lineage is written (a
        sealed segment is immutable, so `superseded_by` is never stored: it is read from here)."""
        out: dict[str, str] = {}
        with self.lock:
            for seg in self.segments():
                at = seg.set_rows(scope, "supersedes")
                at = at[(seg.col("hidden")[at] & HIDDEN_DELETED) == 0]
                if len(at):
                    got = seg.columns_at(at, ("supersedes", "seq"))
                    out.update(zip(got["supersedes"], map(memory_id, got["seq"])))
        return out

    def described(self, scope: str, memory: Memory, successors: dict[str, str] | None = None) -> Memory:
        """`memory` with its `superseded_by` filled in (see successors)."""
        newer = (self.successors(scope) if successors is None else successors).get(memory.id)
        return memory if newer == memory.superseded_by else replace(memory, superseded_by=newer)

    def memories(self, seg: Any, at: np.ndarray) -> list[Memory]:
        return rows.memories(seg, at)

    # ------------------------------------------------------------------ whole-store reads

    def count(self, scope: str, now: float) -> int:
        """Memories of `scope` that recall can serve at `now`."""
        total = 0
        with self.lock:
            for seg, at in self.runs(scope):
                live = (seg.col("hidden")[at] == 0) & ~(seg.col("expires_at")[at] <= now)
                total += int(live.sum())
        return total

    def export(self, scope: str) -> pa.Table:
        """Every row of `scope` not forgotten (history included) in seq order, with its `status` (current,
        superseded, pending, archived) in place of the internal hidden bits and its `superseded_by` filled in;
        expires_at null for never."""
        tables = []
        with self.lock:
            successors = self.successors(scope)
            for seg, at in self.runs(scope):
                at = at[(seg.col("hidden")[at] & HIDDEN_DELETED) == 0]
                if len(at):
                    tables.append(seg.to_table(at))
        table = pa.concat_tables(tables) if tables else segment_schema(self.dim).empty_table()
        table = table.sort_by("seq")
        status = pa.array([STATUS_NAMES[h] for h in table.column("hidden").to_pylist()], pa.string())
        table = table.drop_columns(["hidden"]).append_column(pa.field("status", pa.string(), nullable=False), status)
        newer = pa.array([successors.get(i) for i in table.column("id").to_pylist()], pa.string())
        table = table.set_column(table.schema.get_field_index("superseded_by"), table.schema.field("superseded_by"),
                                 newer)
        expires = table.column("expires_at")  # NaN inside the store means "never": null for the reader
        position = table.schema.get_field_index("expires_at")
        return table.set_column(position, pa.field("expires_at", pa.float64()),
                                pc.if_else(pc.is_nan(expires), pa.scalar(None, pa.float64()), expires))

    def scopes(self) -> list[str]:
        with self.lock:
            return sorted({s for seg in self.segments() for s in seg.scopes()})

    def n_live(self) -> int:
        """Rows not forgotten, in every scope."""
        with self.lock:
            return sum(int((seg.col("hidden") & HIDDEN_DELETED == 0).sum()) for seg in self.segments())

    # ------------------------------------------------------------------ writes

    def log_vectors_ahead(self, vectors: Unscaled) -> LoggedAhead | None:
        """Starts scaling a batch's vectors and logging them (backend.log_vectors) on a helper thread, for the caller
        to run the batch's guard meanwhile (the guard decides nothing about the vectors, and the write and fsync of
        15 MB a 10k batch is most of a durable insert's wall time); None when the backend logs nothing ahead (in
        memory, read-only, closed: the insert scales and logs as before). The caller must not hold the lock (the
        helper takes it to append), and waits for the answer (LoggedAhead.wait) before it takes the lock to insert."""
        if self.backend.path is None or self.backend.read_only or self.backend.closed:
            return None
        return LoggedAhead(vectors, self)

    def insert(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]] | None = None) -> list[str]:
        """Assigns ids to a prepared batch, logs and applies it, and seals when the active segment is full (a
        failed seal does not fail the committed insert: see the module doc)."""
        with self.lock:
            n = len(batch["text"])
            seqs = np.arange(self._next_seq, self._next_seq + n, dtype=np.int64)
            batch["seq"] = seqs
            logged = None
            if isinstance(batch["embedding"], LoggedAhead):  # scaled, and logged while the guard ran
                ahead = batch["embedding"]
                batch["embedding"], logged = ahead.wait()
                rows = ahead.claimed_rows(self._active)  # copied into the rows already: stage copies nothing
                if rows is not None:
                    batch["embedding"] = rows
            if isinstance(batch["embedding"], Unscaled):  # scaled once, into the rows they will hold (NaN refused)
                batch["embedding"] = batch["embedding"].scaled_into(self._active.embedding.reserve(n))
            # the columns are copied into the active segment (past its rows) while the WAL record is fsynced; the
            # vectors only when they are not there already
            if logged is not None:
                self.backend.log_insert3(batch, logged, meanwhile=lambda: self._active.stage(batch))
            else:
                self.backend.log_insert(batch, meanwhile=lambda: self._active.stage(batch))
            self.apply_insert(batch, groups)  # moves next_seq past the batch
            self._seal_when_full()
        ids: list[str] = id_list(seqs)
        return ids

    def commit_insert_and_flags(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]] | None,
                                scope: str, seqs: np.ndarray, *, set_bits: int = 0, clear_bits: int = 0
                                ) -> tuple[list[str], int]:
        """One atomic write: inserts a prepared batch and sets/clears `hidden` bits on the rows of `scope` whose
        seq is in `seqs` (rows that exist before the insert), logged as one record, so a crash keeps both or
        neither (consolidation: the merged rows and the archiving of their originals). Returns (the new ids,
        how many rows' bits changed)."""
        with self.lock:
            self.backend.writable()
            changes = flag_changes(self.locate_seqs(scope, seqs), set_bits, clear_bits)
            n = len(batch["text"])
            new_seqs = np.arange(self._next_seq, self._next_seq + n, dtype=np.int64)
            batch["seq"] = new_seqs
            self.backend.log_insert_and_flags(batch, scope, _seqs(changes), set_bits, clear_bits)
            # rows located before the append keep their positions: appends go to the end of the active segment
            self.apply_insert(batch, groups)
            changed = apply_flag_changes(changes)
            self._seal_when_full()
        ids: list[str] = id_list(new_seqs)
        return ids, changed

    def _seal_when_full(self) -> None:
        """Seals when the active segment is full, unless a failed seal's backoff is running; a failure is
        recorded and warned about, never raised (the caller's write is committed)."""
        # while a seal runs, only the active segment's rows count (the frozen ones are being sealed), and the
        # next seal starts once it is done, unless the active segment holds twice seal_rows by then (backpressure:
        # the writer waits for the running seal, which bounds the rows held in memory when seals are slower)
        sealing = self._sealing()
        rows = self._active.n_rows if sealing else self._unsealed_rows()
        if rows < self.planner.seal_rows * (2 if sealing else 1) or _clock() < self._retry_at:
            return
        try:
            if getattr(self.backend, "background_seals", False):
                self.wait_sealed()
                if _clock() >= self._retry_at:
                    self._start_background_seal()
            else:
                self.seal()
        except Exception as exc:  # deferred work: recorded and retried, never fails the write
            self._deferred_failed("seal", exc)

    # ------------------------------------------------------------------ background seals (module doc)

    def _unsealed_rows(self) -> int:
        """Rows of the active segment and of frozen ones (being sealed, or whose seal failed)."""
        return self._active.n_rows + sum(f.n_rows for f in self._frozen)

    def _sealing(self) -> bool:
        """A background seal is running (in this process: a forked child inherits none)."""
        return self._sealer is not None and self._sealer.is_alive()

    def wait_sealed(self) -> None:
        """Waits (releasing the lock) until no background seal is running."""
        with self.lock:
            while self._sealing():
                self._sealer_done.wait(0.05)

    def _start_background_seal(self) -> None:
        """Lock held: freezes the active segment, rotates the WAL (backend.begin_seal) and copies the mutable columns
        of every segment the seal may read (_AsOf), then starts a thread sealing the frozen segments (the previous
        ones too when a seal of them failed) with the tier merges they cause; returns at once. Nothing when a seal
        is running already (the caller waited for it)."""
        if self._sealing():
            return
        self._frozen.append(self._active)
        self._active = self._new_active()
        self._ready = {}
        work = self.backend.begin_seal()  # type: ignore[attr-defined]
        frozen = [_AsOf(f) for f in self._frozen]
        sealed = [_AsOf(s) for s in self._sealed]
        self._sealer = threading.Thread(target=self._background_seal, args=(work, frozen, sealed),
                                        name="engramdb-seal", daemon=True)
        self._sealer.start()

    def _background_seal(self, work: Any, frozen: list[_AsOf], sealed: list[_AsOf]) -> None:
        """The sealing thread: plans and writes without the lock, from the segments as they were when the seal
        began, and commits under it (module doc)."""
        backend: Any = self.backend
        try:
            together = [p for p in map(compaction.live_part, frozen) if p is not None]  # type: ignore[arg-type]
            plan = compaction.plan(ActiveSegment(self.dim), sealed, set(), together=together,  # type: ignore[arg-type]
                                   level_rows=self.planner.ivf_min_rows)
            graphs = self.planner.graph_min_rows
            backend.write_seal(plan, lambda seg: graphs is None or seg.build_graphs(
                graphs, self.planner.graph_m, self.planner.graph_ef_construction), work)
        except Exception as exc:
            with self.lock:
                backend.abort_seal(work)
                self._background_failed(exc)
            return
        with self.lock:
            try:
                for seg, parts, order in zip(work.segments, plan.outputs, work.orders):
                    _copy_mutable(seg, parts, order)
                new = backend.commit_seal(plan, work, self._next_seq)
            except Exception as exc:
                backend.abort_seal(work)
                self._background_failed(exc)
                return
            self._sealed = [s.seg for s in plan.kept] + new  # type: ignore[attr-defined]
            done = [f.seg for f in frozen]
            self._frozen = [f for f in self._frozen if not any(f is g for g in done)]
            self.forget_plans()  # the plans hold the replaced segments' memory maps
            self.indexer.submit(new, self.planner.ivf_min_rows)  # their lists, off the query path
            self._failures, self._retry_at = 0, 0.0
            try:
                backend.settle(purge=False)
            except Exception as exc:
                self._deferred_failed("cleanup after a checkpoint", exc)
            finally:
                self._sealer_done.notify_all()

    def _background_failed(self, exc: BaseException) -> None:
        """Lock held: a background seal failed (its frozen segments stay served); deferred work."""
        try:
            if not self.backend.closed:
                self._deferred_failed("seal", exc)
        finally:
            self._sealer_done.notify_all()

    def _plan(self, rewrite: Iterable[SealedSegment], bulk: DeferredTable | None = None, level_all: bool = False
              ) -> compaction.CompactionPlan:
        """Lock held: what a checkpoint writes (engine/compaction.py): the live rows of the frozen segments (whose
        background seal failed) and of the active one, as one new segment, `rewrite`, `bulk`, tier merges and
        the leveling merges of fragmented scopes (`level_all`: of every scope split across segments)."""
        rewrite_ids = {id(s) for s in rewrite}
        extra = [] if bulk is None else [compaction.Part(bulk, np.arange(bulk.num_rows, dtype=np.int64))]
        level = self.planner.ivf_min_rows
        if not self._frozen:
            return compaction.plan(self._active, self._sealed, rewrite_ids, extra=extra, level_rows=level,
                                   level_all=level_all)
        together = [p for p in map(compaction.live_part, [*self._frozen, self._active]) if p is not None]
        return compaction.plan(ActiveSegment(self.dim), self._sealed, rewrite_ids, extra=extra, together=together,
                               level_rows=level, level_all=level_all)

    def _deferred_failed(self, work: str, exc: BaseException) -> None:
        self._failures += 1
        self._last_failure = (f"{type(exc).__name__}: {exc}", time.time())
        delay = min(_RETRY_MAX_S, _RETRY_FIRST_S * 2.0 ** (self._failures - 1))
        self._retry_at = _clock() + delay
        retry = "at the next open" if self.backend.closed else f"in {delay:.0f} s, or at seal() / close()"
        warnings.warn(f"engramdb: {work} failed ({self._last_failure[0]}); every acknowledged write is durable "
                      f"in the write-ahead log, the {work} is retried {retry}", DeferredWorkWarning, stacklevel=4)

    def health(self) -> StoreHealth:
        """The state of deferred work (StoreHealth)."""
        with self.lock:
            failing = self._failures > 0
            last = self._last_failure
            return StoreHealth(
                ok=not failing, pending_seal=failing and self._unsealed_rows() >= self.planner.seal_rows,
                failures=self._failures, last_failure=None if last is None else last[0],
                last_failure_at=None if last is None else last[1], segments=len(self._sealed),
                active_rows=self._unsealed_rows())

    def bulk_insert(self, batch: dict[str, Any] | list[dict[str, Any]], seqs: np.ndarray | None = None) -> list[str]:
        """A prepared batch (or several, as one: an import validated in chunks, never concatenated; vectors
        scaled, or `Unscaled` to be scaled as they are sorted: compaction.sorted_batches) written
        straight into a sealed segment of its own (one checkpoint: on disk the rows are written once, to a
        segment, not to the WAL and then to a segment). `seqs`: the rows' sequence numbers (unique, all at or
        above next_seq: an import keeping its ids), else new ones in order."""
        batches = batch if isinstance(batch, list) else [batch]
        with self.lock:
            self.backend.writable()
            n = sum(len(b["text"]) for b in batches)
            if seqs is None:
                seqs = np.arange(self._next_seq, self._next_seq + n, dtype=np.int64)
            elif len(seqs) != n or (n and int(seqs.min()) < self._next_seq) or len(np.unique(seqs)) != n:
                raise ValueError("bulk_insert: seqs must be unique, one per row, and unused")
            seqs = np.asarray(seqs, np.int64)
            at = 0
            for b in batches:
                b["seq"] = seqs[at:at + len(b["text"])]
                at += len(b["text"])
            # sorted as the segment holds them, their vectors scaled on the way (a NaN refused here, nothing changed)
            table = compaction.sorted_batches(batches, self.dim)
            self._next_seq = max(self._next_seq, int(seqs.max()) + 1 if n else self._next_seq)
            # ids are never reused, even if the commit below fails
            for b in batches:
                for scope in set(b["scope"]):
                    self._names.pop(scope, None)
                    self._languages.pop(scope, None)
            self.checkpoint(bulk=table)
        ids: list[str] = id_list(seqs)
        return ids

    def apply_insert(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]] | None = None) -> None:
        """Appends a batch to the active segment. A row that `supersedes` another hides the older one in
        the same step, so a new version and the retirement of the old one are one atomic write (also when
        a WAL replays the batch)."""
        with self.lock:
            first = self._active.n_rows
            self._active.append(batch, groups)
            if self._languages:  # the scopes a foreign question asked about only (language_offset)
                self._count_languages(batch["scope"], first)
            self._ready = {}  # the scope may have rows in the active segment now, or its arrays moved
            # only the scopes already counted are counted on: nothing when no text recall has asked (the usual bulk
            # write), else found by a set's intersection (no dict look-up per row)
            if self._names:
                for scope in self._names.keys() & set(batch["scope"]):
                    self._names[scope].add(t for s, t in zip(batch["scope"], batch["text"]) if s == scope)
            if len(batch["seq"]):
                self._next_seq = max(self._next_seq, int(batch["seq"].max()) + 1)
            supersedes = batch["supersedes"]
            if supersedes.count(None) == len(supersedes):  # the bulk path: nothing to retire
                return
            for scope, old in zip(batch["scope"], supersedes):
                seq = None if old is None else parse_id(old)
                if seq is None:
                    continue
                for seg in self.segments():
                    row = seg.find(scope, seq)
                    if row is not None:
                        seg.col("hidden")[row] |= HIDDEN_SUPERSEDED

    def commit_flags(self, scope: str, targets: Targets, *, set_bits: int = 0, clear_bits: int = 0) -> int:
        """Sets and clears `hidden` bits on rows of `scope` (logged first); returns how many rows changed.
        Every target row must belong to `scope`."""
        with self.lock:
            self.backend.writable()  # refused on a read-only store even when nothing would change
            changes = flag_changes(self._live(scope, targets), set_bits, clear_bits)
            if changes:
                self.backend.log_flags(scope, _seqs(changes), set_bits, clear_bits)
            self._count_forgotten(scope, changes)
            return apply_flag_changes(changes)

    def apply_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None:
        """A logged flags change, replayed."""
        with self.lock:
            changes = flag_changes(self.locate_seqs(scope, seqs), set_bits, clear_bits)
            self._count_forgotten(scope, changes)
            apply_flag_changes(changes)

    def _count_languages(self, scopes: list[str], first: int) -> None:
        """Lock held, after an append of rows with `scopes` from row `first` of the active segment: each scope's
        language sums, where kept, with its new rows not forgotten (found by a set's intersection: nothing when no
        foreign question asked about the batch's scopes)."""
        asked = self._languages.keys() & set(scopes)
        if not asked:
            return
        column = np.asarray(scopes, dtype=object)
        hidden = self._active.col("hidden")
        for scope in asked:
            at = first + np.flatnonzero(column == scope)
            at = at[(hidden[at] & HIDDEN_DELETED) == 0]
            self._languages[scope].add(codes(self._active.columns_at(at, ("text",))["text"]), self._active.vectors(at))

    def _count_forgotten(self, scope: str, changes: list[tuple[Any, np.ndarray, np.ndarray]]) -> None:
        """Lock held, before `changes` (flag_changes', rows of `scope`) are applied: the scope's language sums
        without the rows they forget and with the rows they restore."""
        sums = self._languages.get(scope)
        if sums is None:
            return
        for seg, at, new in changes:
            was = (seg.col("hidden")[at] & HIDDEN_DELETED) != 0
            now = (new & HIDDEN_DELETED) != 0
            for moved, sign in ((at[now & ~was], -1), (at[was & ~now], 1)):
                if len(moved):
                    sums.add(codes(seg.columns_at(moved, ("text",))["text"]), seg.vectors(moved), sign)

    def commit_usage(self, scope: str, targets: Targets, when: float) -> None:
        """Reinforcement: last_used = when and use_count + 1 on rows of `scope` (logged when the backend can;
        applied in memory only on a read-only store)."""
        with self.lock:
            targets = self._live(scope, targets)
            self.backend.log_usage(scope, _seqs(targets), when)
            apply_usage(targets, when)

    def _live(self, scope: str, targets: Targets) -> Targets:
        """Lock held: `targets` with the rows of any segment no longer served (a seal committed after the caller
        located them outside the lock: the rows live on in the sealed segment) found again by their seqs, so a
        change is never applied to a replaced segment and lost."""
        served = {id(seg) for seg in self.segments()}
        stale = [(seg, at) for seg, at in targets if id(seg) not in served]
        if not stale:
            return targets
        return [(seg, at) for seg, at in targets if id(seg) in served] + locate(self.segments(), scope, _seqs(stale))

    def apply_usage(self, scope: str, seqs: np.ndarray, when: float) -> None:
        """A logged usage change, replayed."""
        apply_usage(self.locate_seqs(scope, seqs), when)

    # ------------------------------------------------------------------ checkpoints

    def checkpoint(self, rewrite: Iterable[SealedSegment] = (), *, purge: bool = False,
                   bulk: DeferredTable | None = None, level_all: bool = False) -> None:
        """Seals the active segment's live rows, rewrites `rewrite` without forgotten rows, adds `bulk` (a
        table of the segment schema) as a segment, merges tiers and levels fragmented scopes (`level_all`: every
        scope split across segments; engine/compaction.py), and hands the result to the backend; purge: nothing
        of the old state may survive in any file (erasure)."""
        with self.lock:
            self.backend.writable()
            self.wait_sealed()
            rewrite = list(rewrite)
            if purge:  # rows being erased may have moved from a frozen segment into a new one meanwhile
                rewrite += [s for s in self._sealed if (s.col("hidden") & HIDDEN_ERASING).any()]
            plan = self._plan(rewrite, bulk, level_all)
            dirty = bool(plan.outputs) or purge or self._active.n_rows > 0 or len(plan.kept) != len(self._sealed)
            new = self.backend.checkpoint(plan, self.prepare_segment, dirty=dirty, purge=purge,
                                          next_seq=self._next_seq)
            if new is None:
                return
            self._sealed = plan.kept + new
            self._active = self._new_active()
            self._frozen = []
            self.forget_plans()  # the plans hold the replaced segments' memory maps
            self.indexer.submit(new, self.planner.ivf_min_rows)  # their lists, off the query path
            self._failures, self._retry_at = 0, 0.0  # committed: deferred work is done
            try:
                self.backend.settle(purge=purge)
            except Exception as exc:
                if purge:  # an erasure is not done while the purged records are on disk: say so
                    raise
                self._deferred_failed("cleanup after a checkpoint", exc)

    def seal(self) -> None:
        """Turns the active segment into a sealed, scope-sorted one and merges by tier (a checkpoint)."""
        self.checkpoint()

    def compact(self) -> None:
        """A checkpoint that also rewrites every segment holding forgotten rows without them (but the forgotten
        versions that link to older ones) and merges the segments holding each scope of at least ivf_min_rows
        rows that is split across segments, so that it is one run (engine/compaction.py)."""
        with self.lock:
            self.checkpoint(rewrite=[s for s in self._sealed if compaction.droppable(s)], level_all=True)

    def erase(self, scope: str, targets: Targets) -> int:
        """Forgets `targets` (rows of `scope`) and removes them physically at once: their segments rewritten, the
        active segment sealed and, on disk, the WAL purged. Returns how many rows were erased."""
        with self.lock:
            targets = [(seg, at) for seg, at in targets if len(at)]
            self._names.pop(scope, None)
            self._languages.pop(scope, None)
            relations = self._relations.get(scope)
            if relations is not None and targets:  # no relation of an erased row outlives it
                relations.forget(np.concatenate([np.asarray(seg.col("seq"))[at] for seg, at in targets]))
            # Logged as "being erased", not only forgotten: a crash before the checkpoint below leaves the rows
            # in their files, and the next writable open finishes the erasure (finish_erasures).
            self.commit_flags(scope, targets, set_bits=HIDDEN_DELETED | HIDDEN_ERASING)
            self.checkpoint(rewrite=[seg for seg, _ in targets if seg is not self._active], purge=True)
            return sum(len(at) for _, at in targets)

    def finish_erasures(self) -> int:
        """Completes an erasure a crash interrupted (rows logged HIDDEN_ERASING still in a file): their
        segments rewritten and the WAL purged, as erase would have. Returns how many rows were erased."""
        with self.lock:
            pending = [seg for seg in self.segments() if (seg.col("hidden") & HIDDEN_ERASING).any()]
            if not pending:
                return 0
            rows = sum(int((seg.col("hidden") & HIDDEN_ERASING != 0).sum()) for seg in pending)
            self._names.clear()
            self._languages.clear()
            self.checkpoint(rewrite=[seg for seg in pending if seg is not self._active], purge=True)
            return rows

    def subject(self, scope: str) -> tuple[frozenset[str] | None, set[str]]:
        """The subject of `scope` (engramdb.subjects: the words of the name its memories are about, or None) and
        the lower-case words its memories use. Its texts (its newest NAMES_SAMPLE rows not forgotten) are read
        when first asked; every insert then keeps the counts up to date (apply_insert). A scope with no rows is
        not kept."""
        with self.lock:
            counts = self._name_counts(scope)
            # worked out under the lock: an insert changes the counts; the words' set is only ever added to
            return counts.subject(), counts.lower

    def other_letters_share(self, scope: str) -> float:
        """The share of `scope`'s texts (the same sample as subject's) holding a lower-case word with a letter
        outside a-z (subjects.NameCounts.other_letters_share); 0 for a scope with no rows."""
        with self.lock:
            return self._name_counts(scope).other_letters_share()

    def language_offset(self, scope: str, language: str | None, shrink: float, prior: np.ndarray | None = None,
                        alone: np.ndarray | None = None) -> np.ndarray | None:
        """`language`'s offset from English over `scope`'s rows not forgotten (engramdb.language.LanguageSums.
        offset: `shrink` pseudo-memories carrying `prior`, a vector the caller gives, or none), float64 [dim];
        `alone` (the caller's, or None) for a language none of the scope's rows is in; None for English, None, a
        scope with no English row. The scope's sums are read from its runs when first asked:
        one language guess per row (engramdb.language.codes) and one product per chunk of a run (LanguageSums.add);
        then kept by its writes (a scope with no rows is not kept)."""
        if language is None:
            return None
        with self.lock:
            sums = self._languages.get(scope)
            if sums is None:
                sums = LanguageSums(self.dim)
                for seg, rows in self.runs(scope):
                    live = rows[(seg.col("hidden")[rows] & HIDDEN_DELETED) == 0]
                    for start in range(0, len(live), _LANGUAGE_CHUNK_ROWS):
                        at = live[start:start + _LANGUAGE_CHUNK_ROWS]
                        sums.add(codes(seg.columns_at(at, ("text",))["text"]), seg.vectors(at))
                if sums.counts.any():
                    if len(self._languages) >= _PLANS_MAX:
                        self._languages.clear()
                    self._languages[scope] = sums
            return sums.offset(language, shrink, prior, alone)

    def _name_counts(self, scope: str) -> NameCounts:
        """The NameCounts of `scope`, read from its texts when first asked (under the lock)."""
        counts = self._names.get(scope)
        if counts is None:
            counts = NameCounts(scope=scope)
            left = NAMES_SAMPLE
            for seg, at in reversed(self.runs(scope)):  # the newest rows first (the active segment's)
                at = at[(seg.col("hidden")[at] & HIDDEN_DELETED) == 0][-left:]
                if len(at):
                    counts.add(seg.columns_at(at, ("text",))["text"])
                    left -= len(at)
                if left <= 0:
                    break
            if counts.n:
                if len(self._names) >= _PLANS_MAX:
                    self._names.clear()
                self._names[scope] = counts
        return counts

    def prepare_segment(self, seg: SealedSegment) -> list[str]:
        """Builds the graphs the planner wants for `seg` (runs of >= graph_min_rows rows without one); returns
        the scopes that got one."""
        if self.planner.graph_min_rows is None:
            return []
        built = seg.build_graphs(self.planner.graph_min_rows, self.planner.graph_m,
                                 self.planner.graph_ef_construction)
        if built:
            self.forget_plans()  # a plan made before reads those runs without their graph
        return built

    # ------------------------------------------------------------------ opening and closing

    def recover(self, backend: StoredBackend, *, verify: bool) -> None:
        """Takes over a store's files: their segments (checked against the manifest, `verify`: every byte),
        then the WAL's records replayed into the active segment. Called once, on a new, empty SegmentSet."""
        with self.lock:
            self.backend = backend
            self._sealed = backend.load_segments(verify, self.planner.graph_min_rows, self.prepare_segment)
            self._next_seq = max(self._next_seq, backend.next_seq)
            self.forget_plans()
            # their lists: the largest runs' read back now (a bounded share), the others from their files (or
            # built) by the indexer; a recall that meets one first reads its file back (indexer.load_now)
            self.indexer.read_back(self._sealed, self.planner.ivf_min_rows)
            self.indexer.submit(self._sealed, self.planner.ivf_min_rows)
            backend.replay(self)  # replayed inserts move next_seq past their rows
            if not backend.read_only:
                self.finish_erasures()

    def close(self) -> None:
        """Seals (unless read-only) and lets the backend go of its files. A failed seal is recorded and warned
        about, not raised: every row is in the WAL, which the next open replays. In a forked child nothing is
        written: the child only lets go of its copies of the descriptors."""
        # The indexer first: its queue is dropped, and the run it is building (if any) finishes (committing its
        # file) or is given up (when this thread holds the lock: see Indexer.stop). Runs not indexed yet are
        # indexed at the next open.
        if not self.backend.closed:
            self.indexer.stop(final=self.backend.path is not None)
        with self.lock:
            if self.backend.closed:
                return
            try:
                if not self.backend.read_only and not self.backend.inherited:
                    self.checkpoint()  # waits for a background seal first
            except Exception as exc:  # see the doc
                self.backend.close()
                self._deferred_failed("seal at close", exc)
            finally:
                self.backend.close()

    # ------------------------------------------------------------------ recall

    def selections(self, scope: str, segments: list[Any] | None = None, lexical: bool = False
                   ) -> list[tuple[Any, ...]]:
        """What _core.recall reads of `scope`: (segment index, begin, end, rows, index[, lexical index]) per
        segment holding it; runs of >= ivf_min_rows rows without a graph are read through inverted lists; with
        `lexical` (hybrid recall) each selection also carries the lexical index of its rows (the active
        segment's row list then comes in parts, each with its own: ActiveSegment.lexical_parts)."""
        out: list[tuple[Any, ...]] = []
        min_rows = self.planner.ivf_min_rows
        for index, seg in enumerate(self.segments() if segments is None else segments):
            sels = seg.selections(scope, min_rows, lexical)
            if min_rows is not None and sels and sels[0][3] is None and isinstance(seg, SealedSegment) \
                    and sels[0][1] - sels[0][0] >= min_rows:
                if self.indexer.load_now(seg, scope):  # its lists file, read back now rather than scanned
                    sels = seg.selections(scope, min_rows, lexical)
                else:
                    self.indexer.want(seg, scope)  # scanned until the indexer has made its lists
            out.extend((index, *sel) for sel in sels)
        return out

    def recall_plan(self, scope: str, lexical: bool = False) -> tuple[list[Any], _core.RecallPlan] | None:
        """(segments, the native plan of recalling `scope` over them), or None when none holds the scope.
        Made once per scope while the sealed segments stay the same objects and ivf_min_rows stays (see
        _planned for the active segment); forget_plans drops them all when segments are replaced or get graphs
        (a plan holds its segments, memory maps included), forget_plan one scope's when its lists are ready.
        `lexical`: a plan whose selections carry lexical indexes (hybrid recall; it serves other recalls too).
        A plan answered since the last change that could make it stale is answered again at once (_ready: one
        dict look-up instead of the lock, segments() and _planned's checks, ~10-30 µs of a recall when the
        interpreter's caches are cold, benchmarks/RESULTS.md "plan29")."""
        ready = self._ready.get(scope)
        if ready is not None and (ready[1] or not lexical):
            planner = self.planner
            if planner.ivf_min_rows is ready[2] and planner.quantize is ready[3]:
                return ready[0]
        with self.lock:
            segments = self._plan_segments()
            planned = self._planned(scope, segments, lexical)
            if planned is None:
                return None
            answer = (planned.segments, planned.plan)
            self._ready[scope] = (answer, planned.lexical, self.planner.ivf_min_rows, self.planner.quantize)
            return answer

    def _plan_segments(self) -> list[Any]:
        """The segments a recall reads now (sealed, then the active one); drops every cached plan when the sealed
        segments or ivf_min_rows changed. A write does not: it changes the active segment only (see _planned)."""
        segments = self.segments()
        key = (self.planner.ivf_min_rows, *[seg.native() for seg in segments[:-1]])
        if key != self._plan_key:
            self._plan_key, self._plans, self._ready = key, {}, {}
        return segments

    def _planned(self, scope: str, segments: list[Any], lexical: bool = False) -> _Planned | None:
        """The cache entry of `scope` for `segments` (from _plan_segments), made if missing or stale (or made
        again with lexical indexes when `lexical` and the cached one has none).

        Plans are reused across writes (issue 17, item 5): a plan of a scope with no row in the active segment
        reads the sealed segments only, so writes leave it valid until the scope gets a row there. One that
        reads the scope's rows in the active segment holds that segment's native segment (`active`, over the
        arrays' spare capacity: the same object until an append grows the arrays) and the scope's row list as
        it was (`active_rows` long): it is remade when the scope gets another row, or the arrays moved; a write
        to another scope leaves it valid. Every plan reads the hidden flags and usage as they are (in place)."""
        active = self._active
        in_active = active.scope_size(scope)
        current = active.native() if in_active else None
        if scope in self._plans:
            cached = self._plans[scope]
            if cached is None:
                if current is None:
                    return None
            elif cached.active is current and cached.active_rows == in_active and (cached.lexical or not lexical):
                return cached
        readable = segments if current is not None else segments[:-1]
        selections = self.selections(scope, readable, lexical)
        planned = None
        if selections:
            used = {sel[0] for sel in selections}
            columns = [memory_columns(seg) if i in used else None for i, seg in enumerate(readable)]
            natives = [seg.native() for seg in readable]
            relations = self._relations.get(scope) if self.conflict_relations else None
            if relations is None and self.conflict_relations:
                relations = self._relations[scope] = _core.ConflictRelations()
            planned = _Planned(readable, _core.RecallPlan(natives, selections, columns, rows.ROWS, relations),
                               selections, lexical, current, in_active)
        if len(self._plans) >= _PLANS_MAX:
            self._plans.clear()
            self._ready = {}
        self._plans[scope] = planned
        return planned

    def cached_plans(self) -> dict[str, tuple[list[Any], _core.RecallPlan] | None]:
        """The plans made so far, by scope (for tests and diagnostics)."""
        return {s: None if p is None else (p.segments, p.plan) for s, p in self._plans.items()}

    def forget_plans(self) -> None:
        """Drops recall's plans: after the segments are replaced, or given graphs."""
        with self.lock:
            self._plan_key, self._plans, self._ready = (), {}, {}

    def forget_plan(self, scope: str) -> None:
        """Drops the plan of `scope` (the indexer gave one of its runs lists)."""
        with self.lock:
            self._plans.pop(scope, None)
            self._ready.pop(scope, None)

    def recall_many(self, scopes: list[str], vectors: np.ndarray, params: _core.RecallParams,
                    where: Filter | None = None, texts: Sequence[LexicalQuery] | None = None
                    ) -> tuple[list[Any], list[tuple[Any, ...]]]:
        """(segments, one _core.recall result per query), each query over its own scope's selections (only the
        rows `where` keeps, when given), on a native thread pool with the GIL released. `texts`: the queries'
        texts, which a hybrid recall (params.hybrid > 0) scores lexically."""
        natives, segments, lists, groups = self._many_selections(scopes, where, params.hybrid > 0)
        return segments, _core.recall_many(natives, lists, vectors, params, texts=texts, groups=groups)

    def recall_many_flat(self, scopes: list[str], vectors: np.ndarray, params: _core.RecallParams,
                         where: Filter | None = None, texts: Sequence[LexicalQuery] | None = None
                         ) -> tuple[list[Any], tuple[np.ndarray, ...]]:
        """As recall_many, the hits as columns: (segments, (counts per query, segment, row, score, similarity,
        recency, importance, confidence, lexical of every hit in query order)). `params` keep no pool."""
        natives, segments, lists, groups = self._many_selections(scopes, where, params.hybrid > 0)
        return segments, _core.recall_many_flat(natives, lists, vectors, params, texts=texts, groups=groups)

    def _many_selections(self, scopes: list[str], where: Filter | None, lexical: bool = False
                         ) -> tuple[list[Any], list[Any], list[list[tuple[Any, ...]]], np.ndarray]:
        """(natives, segments, one selection list per distinct scope, each query's list index): each scope's
        selections made (and recall's plan cached) once, however many queries name it; with `lexical`, the
        selections carry the scope's lexical indexes (hybrid recall)."""
        with self.lock:
            segments = self._plan_segments()
            natives = [seg.native() for seg in segments]
            index: dict[str, int] = {}
            lists: list[list[tuple[Any, ...]]] = []
            groups = np.empty(len(scopes), np.int32)
            for i, s in enumerate(scopes):  # one dict look-up a query; the selections once a scope
                at = index.get(s)
                if at is None:
                    at = index[s] = len(lists)
                    if where is not None:
                        lists.append(self.filtered_selections(s, where, segments, lexical))
                    else:
                        planned = self._planned(s, segments, lexical)
                        lists.append([] if planned is None else planned.selections)
                groups[i] = at
        return natives, segments, lists, groups

    def filtered_selections(self, scope: str, where: Filter, segments: list[Any], lexical: bool = False
                            ) -> list[tuple[Any, ...]]:
        """What _core.recall reads of `scope` under a `where` filter: per segment, the list of the scope's rows
        that match (an exact read of those rows only: the filter is applied before ranking). With `lexical`,
        each carries a lexical index of exactly those rows, made for the call (so a filtered hybrid recall
        counts BM25's statistics over the matching rows)."""
        out: list[tuple[Any, ...]] = []
        for index, seg in enumerate(segments):
            rows = seg.scope_rows(scope)
            if len(rows):
                rows = rows[where.mask(seg, rows, scope)]
                if len(rows):
                    rows = np.ascontiguousarray(rows, np.int64)
                    if lexical:
                        texts = seg.columns_at(rows, ("text",))["text"]
                        out.append((index, 0, 0, rows, None, _core.LexicalIndex(texts)))
                    else:
                        out.append((index, 0, 0, rows, None))
        return out

    def recall_filtered(self, scope: str, vector: np.ndarray, params: _core.RecallParams, where: Filter,
                        text: LexicalQuery | None = None) -> tuple[list[Any], tuple[Any, ...] | None]:
        """(segments, one _core.recall result) of a recall of `scope` restricted to the rows `where` keeps; the
        result is None when no row matches. `vector` is normalised; `text` is the query's text (hybrid recall)."""
        with self.lock:
            segments = self.segments()
            selections = self.filtered_selections(scope, where, segments, params.hybrid > 0)
            natives = [seg.native() for seg in segments] if selections else []
        if not selections:
            return segments, None
        return segments, _core.recall(natives, selections, vector, params, text)

    def listed(self, scope: str, now: float, *, kinds: tuple[int, ...] | None, where: Filter | None,
               order: str, offset: int, limit: int) -> list[Memory]:
        """The current memories of `scope` (served by recall: not superseded, archived, pending, forgotten or
        expired), filtered by kind codes and `where`, sorted by `order` (a column, "-" first: descending; ties
        by id), `limit` of them from `offset`."""
        descending, column = order.startswith("-"), order.lstrip("-")
        with self.lock:
            segments, parts = [], []
            for seg in self.segments():
                rows = seg.scope_rows(scope)
                if not len(rows):
                    continue
                rows = rows[(seg.col("hidden")[rows] == 0) & ~(seg.col("expires_at")[rows] <= now)]
                if kinds is not None:
                    rows = rows[np.isin(seg.col("kind")[rows], kinds)]
                if where is not None and len(rows):
                    rows = rows[where.mask(seg, rows, scope)]
                if len(rows):
                    segments.append(seg)
                    parts.append((np.full(len(rows), len(segments) - 1), rows, seg.col(column)[rows].astype(np.float64),
                                  seg.col("seq")[rows]))
            if not parts:
                return []
            seg_of, row_of, key, seq = (np.concatenate(p) for p in zip(*parts))
            order_of = np.lexsort((-seq, -key) if descending else (seq, key))[offset:offset + limit]
            out: list[Memory] = [None] * len(order_of)  # type: ignore[list-item]
            for s in np.unique(seg_of[order_of]).tolist():
                where_s = np.flatnonzero(seg_of[order_of] == s)
                for i, memory in zip(where_s.tolist(), self.memories(segments[s], row_of[order_of[where_s]])):
                    out[i] = memory
            return out

    def key_targets(self, scope: str, key: str, *, include_forgotten: bool) -> Targets:
        """(segment, rows) of every version of the memory keyed `key` in `scope`."""
        out = []
        for seg in self.segments():
            rows = seg.key_rows(scope, key)
            if not include_forgotten:
                rows = rows[(seg.col("hidden")[rows] & HIDDEN_DELETED) == 0]
            if len(rows):
                out.append((seg, rows))
        return out

    def search(self, scope: str, vector: np.ndarray, params: _core.RecallParams) -> list[tuple[Any, int]]:
        """(segment, row) of each memory one recall of `scope` chooses, best first (no Hit objects)."""
        with self.lock:
            segments = self.segments()
            selections = self.selections(scope, segments)
            if not selections:
                return []
            seg_ids, chosen = _core.recall([s.native() for s in segments], selections, vector, params)[:2]
        return [(segments[int(s)], int(r)) for s, r in zip(seg_ids.tolist(), chosen.tolist())]

    def hits(self, segments: list[Any], result: tuple[Any, ...], params: _core.RecallParams) -> list[Hit]:
        return rows.hits(segments, result, params)


# ---------------------------------------------------------------------- row changes (commits and replay)

def locate(segments: Iterable[Any], scope: str, seqs: np.ndarray) -> Targets:
    """[(segment, rows)] of the rows of `scope` whose seq is in `seqs` (absent ones are skipped)."""
    seqs = np.unique(seqs)
    out = []
    for seg in segments:
        scope_rows = seg.scope_rows(scope)
        if not len(scope_rows) or not len(seqs):
            continue
        own = seg.col("seq")[scope_rows]  # ascending within a scope, in both kinds of segment
        at = np.minimum(np.searchsorted(own, seqs), len(own) - 1)
        hit = own[at] == seqs
        if hit.any():
            out.append((seg, scope_rows[at[hit]]))
    return out


def flag_changes(targets: Targets, set_bits: int, clear_bits: int) -> list[tuple[Any, np.ndarray, np.ndarray]]:
    """[(segment, rows, new hidden values)] of the target rows whose hidden bits would change."""
    out = []
    for seg, at in targets:
        if not len(at):
            continue
        old = seg.col("hidden")[at]
        new = (old | np.uint8(set_bits)) & ~np.uint8(clear_bits)
        moved = new != old
        if moved.any():
            out.append((seg, at[moved], new[moved]))
    return out


def apply_flag_changes(changes: list[tuple[Any, np.ndarray, np.ndarray]]) -> int:
    for seg, at, values in changes:
        seg.col("hidden")[at] = values
    return sum(len(at) for _, at, _ in changes)


def apply_usage(targets: Targets, when: float) -> None:
    for seg, at in targets:
        seg.col("last_used")[at] = when
        seg.col("use_count")[at] += 1


class _AsOf:
    """A segment as a background seal began: its mutable columns copied then (the rest of a frozen or sealed
    segment never changes), so that the seal writes nothing logged after its WAL rotation; read by
    compaction.plan and the backend's write_seal as the segment itself would be."""

    def __init__(self, seg: ActiveSegment | SealedSegment) -> None:
        self.seg = seg
        self.name = getattr(seg, "name", "")
        self.n_rows = seg.n_rows
        self.mutable = {name: seg.col(name).copy() for name in MUTABLE}

    def col(self, name: str) -> np.ndarray:
        return self.mutable[name] if name in self.mutable else self.seg.col(name)

    def to_table(self) -> pa.Table:
        table = self.seg.to_table()
        for name in MUTABLE:
            position = table.schema.get_field_index(name)
            table = table.set_column(position, table.schema.field(name), pa.array(self.mutable[name]))
        return table


def _copy_mutable(seg: SealedSegment, parts: list[compaction.Part], order: np.ndarray) -> None:
    """Lock held: sets the mutable columns of `seg`, a new segment a background seal made of `parts` (row i from
    position order[i] of the parts' tables concatenated), to their segments' current values (the writes during
    the seal, which the WAL after its rotation holds too)."""
    sources = [p.source.seg if isinstance(p.source, _AsOf) else p.source for p in parts]
    for name in MUTABLE:
        current = np.concatenate([np.asarray(s.col(name)) for s in sources if s is not None])
        seg.col(name)[:] = current[order]


def _seqs(pairs: Iterable[tuple[Any, ...]]) -> np.ndarray:
    parts = [seg.col("seq")[at] for seg, at, *_ in pairs]
    return np.concatenate(parts) if parts else np.empty(0, np.int64)
