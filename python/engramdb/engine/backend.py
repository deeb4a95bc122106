"""Where a store's segments live: the seam between the engine and its storage.

The engine (SegmentSet) calls its backend before it changes anything (`log_*`), and hands it every checkpoint
(seal, compaction, erasure, bulk load) as a CompactionPlan. `MemoryBackend` keeps the new segments in memory;
`engramdb.durable.DiskBackend` writes them to a store directory, logs every change to a write-ahead log first,
and implements this protocol structurally (durable/ never imports the engine).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ..durable.fsck import CheckReport
from ..segment import SealedSegment
from ..validate import Unscaled
from .compaction import CompactionPlan

# Called on each new sealed segment before it is served: the engine builds the graphs its planner wants.
PrepareSegment = Callable[[SealedSegment], object]


class Backend(Protocol):
    """What the engine needs of its storage. Every method is called with the engine's lock held."""

    @property
    def path(self) -> Path | None:
        """The store directory, or None in memory."""

    @property
    def read_only(self) -> bool:
        """Writes are refused (ReadOnlyError) by `writable`."""

    @property
    def closed(self) -> bool:
        """close() or abandon() was called: nothing more is written."""

    @property
    def inherited(self) -> bool:
        """The process forked since the open: it may not touch the files (ForkedStoreError)."""

    def writable(self) -> None:
        """Raises ReadOnlyError (read-only), InvalidArgumentError (closed) or ForkedStoreError (a forked child)
        when a write must be refused."""

    def log_insert(self, batch: dict[str, Any], meanwhile: Callable[[], object] | None = None) -> None:
        """Makes a batch durable before the engine applies it; `meanwhile` (work that leaves nothing visible, or
        None) runs before it returns, on a disk while the batch's record is fsynced."""

    def scale_vectors(self, vectors: Unscaled) -> tuple[np.ndarray, object | None]:
        """A batch's vectors scaled (Unscaled.scaled_into: NaN or infinity refused) and what log_vectors takes with
        them (`reserved`): on a disk, scaled into memory the log writes them from, reused across batches (no fresh
        pages a batch), their record's checksum taken in the same pass."""

    def log_vectors(self, matrix: np.ndarray, reserved: object | None = None) -> tuple[int, int, int, int] | None:
        """Makes a batch's scaled vectors durable ahead of its insert, which log_insert3 then logs naming them:
        returns what log_insert3 takes, or None when nothing was logged (in memory; a read-only or closed store,
        whose insert then refuses as it would have)."""

    def unlog_vectors(self, logged: tuple[int, int, int, int]) -> None:
        """Drops what log_vectors logged for a batch that was refused, when it can (nothing logged since)."""

    def log_insert3(self, batch: dict[str, Any], logged: tuple[int, int, int, int],
                    meanwhile: Callable[[], object] | None = None) -> None:
        """log_insert of a batch whose vectors log_vectors made durable (`logged`: its answer)."""

    def log_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None:
        """Makes a change of `hidden` bits durable before the engine applies it."""

    def log_insert_and_flags(self, batch: dict[str, Any], scope: str, seqs: np.ndarray, set_bits: int,
                             clear_bits: int) -> None:
        """Makes an insert and a change of `hidden` bits durable as one atomic record (both or neither)."""

    def log_usage(self, scope: str, seqs: np.ndarray, when: float) -> None:
        """Records usage (last_used, use_count); may be dropped on a read-only store."""

    def checkpoint(self, plan: CompactionPlan, prepare: PrepareSegment, *, dirty: bool, purge: bool,
                   next_seq: int) -> list[SealedSegment] | None:
        """Makes `plan`'s new segments (prepared with `prepare`) the store's, with plan.kept: returns the new
        segments, or None when there was nothing to do (`dirty` False and nothing else changed). A failure
        changes nothing the engine serves."""

    def settle(self, *, purge: bool) -> None:
        """After the engine adopted a checkpoint's segments: drops what the checkpoint made obsolete (`purge`:
        every logged record). A failure leaves a consistent store (the leftovers are never read)."""

    def check(self) -> CheckReport:
        """A report on the store's files."""

    # The index files (engine/indexer.py). Unlike the rest, load_lists and save_lists are called WITHOUT the
    # engine's lock (they read and write files beside the segment while recalls go on); commit_lists with it.

    def load_lists(self, seg: SealedSegment, scope: str, vectors: np.ndarray) -> Any:
        """The persisted lists (_core.IvfLists) of `scope`'s run in `seg`, None when there are none;
        CorruptStoreError when their file is damaged (never used: the caller builds them again)."""

    def has_lists(self, seg: SealedSegment, scope: str) -> bool:
        """Whether lists of `scope`'s run in `seg` were persisted (load_lists then reads a file, else None)."""

    def save_lists(self, seg: SealedSegment, scope: str, lists: Any) -> str | None:
        """Writes the lists to a new file (its name, for commit_lists), or None when nothing is persisted."""

    def forget_lists_file(self, name: str) -> None:
        """A file of save_lists that will not be committed."""

    def commit_lists(self, seg: SealedSegment, scope: str, name: str) -> None:
        """Names the file of save_lists in the store's manifest (or deletes it when `seg` was replaced)."""

    def close(self) -> None:
        """Lets go of the files (after the engine's last checkpoint)."""

    def abandon(self) -> None:
        """Lets go of the files as a crash would: no checkpoint (tests and tools that simulate one)."""


class StoredBackend(Backend, Protocol):
    """A backend with files to recover from (durable.DiskBackend): what SegmentSet.recover reads."""

    @property
    def next_seq(self) -> int:
        """The next sequence number the files' manifest records."""

    def load_segments(self, verify: bool, graph_min_rows: int | None, prepare: PrepareSegment
                      ) -> list[SealedSegment]:
        """The sealed segments, each `prepare`d (graphs of runs >= graph_min_rows rows)."""

    def replay(self, target: Any) -> None:
        """Applies the logged changes to `target` (apply_insert, apply_flags, apply_usage)."""


class MemoryBackend:
    """A store without files: nothing to log, checkpoints make in-memory segments."""

    path: Path | None = None
    read_only = False
    closed = False  # an in-memory store takes writes after close() too
    inherited = False  # nothing to protect in a forked child: it has its own copy of the memory

    def writable(self) -> None:
        pass

    def log_insert(self, batch: dict[str, Any], meanwhile: Callable[[], object] | None = None) -> None:
        if meanwhile is not None:
            meanwhile()

    def scale_vectors(self, vectors: Unscaled) -> tuple[np.ndarray, object | None]:
        return vectors.scaled_into(np.empty(vectors.matrix.shape, np.float32)), None

    def log_vectors(self, matrix: np.ndarray, reserved: object | None = None) -> tuple[int, int, int, int] | None:
        return None

    def unlog_vectors(self, logged: tuple[int, int, int, int]) -> None:
        pass

    def log_insert3(self, batch: dict[str, Any], logged: tuple[int, int, int, int],
                    meanwhile: Callable[[], object] | None = None) -> None:
        self.log_insert(batch, meanwhile)

    def log_flags(self, scope: str, seqs: np.ndarray, set_bits: int, clear_bits: int) -> None:
        pass

    def log_insert_and_flags(self, batch: dict[str, Any], scope: str, seqs: np.ndarray, set_bits: int,
                             clear_bits: int) -> None:
        pass

    def log_usage(self, scope: str, seqs: np.ndarray, when: float) -> None:
        pass

    def checkpoint(self, plan: CompactionPlan, prepare: PrepareSegment, *, dirty: bool, purge: bool,
                   next_seq: int) -> list[SealedSegment] | None:
        if not dirty:
            return None
        out = []
        for table in plan.tables():
            seg = SealedSegment(table.materialize())  # its vectors are made here (storage.segments.DeferredTable)
            prepare(seg)
            out.append(seg)
        return out

    def settle(self, *, purge: bool) -> None:
        pass

    def check(self) -> CheckReport:
        return CheckReport("<memory>")

    def load_lists(self, seg: SealedSegment, scope: str, vectors: np.ndarray) -> Any:
        return None  # nothing persisted: the indexer builds them

    def has_lists(self, seg: SealedSegment, scope: str) -> bool:
        return False

    def save_lists(self, seg: SealedSegment, scope: str, lists: Any) -> str | None:
        return None

    def forget_lists_file(self, name: str) -> None:
        pass

    def commit_lists(self, seg: SealedSegment, scope: str, name: str) -> None:
        pass

    def close(self) -> None:
        pass

    def abandon(self) -> None:
        pass
