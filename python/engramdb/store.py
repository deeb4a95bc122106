"""MemoryStore: the user-facing API. Scopes, validation, writes, recall, export and forgetting.

Every read and write names one scope, and a scope is a security boundary: recall asks the native core
to scan only the row selections of that scope, lookups by id check the row's scope, and deletes touch
only rows of the named scope. Nothing here loops over rows in Python on a hot path: batches are
validated and converted column-wise, and ranking is one native call with the GIL released.
"""

from __future__ import annotations

import functools
import json
import math
import operator
import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from . import _core
from .embedders import Embedder, HashingEmbedder, as_embedder, embed_checked
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError, NotFoundError
from .schema import (DEFAULT_LAYER, HIDDEN_DELETED, HIDDEN_SUPERSEDED, KIND_CODE, KINDS, LAYER_CODE, LAYERS, Hit, Memory,
                     check_kind, check_scope, dump_meta, parse_id, segment_schema, to_epoch)
from .scoring import Weights, check_half_life, check_unit
from .context import ContextMixin
from .maintenance import MaintenanceMixin
from .persistence import apply_flags, apply_usage, flag_changes
from .segment import ActiveSegment, SealedSegment, ids_of, memory_columns
from .semantics import SemanticsMixin

if TYPE_CHECKING:
    from .persistence import DiskBackend

DEFAULT_MAX_TEXT_CHARS = 8000
DEFAULT_SEAL_ROWS = 100_000
# The planner's thresholds (the crossovers measured in benchmarks/RESULTS_planner.md): a scope's run in a
# sealed segment with at least DEFAULT_GRAPH_MIN_ROWS rows gets an HNSW graph; a smaller one with at least
# DEFAULT_IVF_MIN_ROWS rows is read through inverted lists; smaller ones are scanned exactly.
DEFAULT_GRAPH_MIN_ROWS = 100_000
DEFAULT_IVF_MIN_ROWS = 5_000


def count_tokens(texts: Sequence[str]) -> np.ndarray:
    """The default token estimate: ceil(characters / 4), at least 1 (about right for English with
    BPE tokenizers; pass ``token_counter=`` to the store for an exact count)."""
    chars = np.fromiter(map(len, texts), dtype=np.int64, count=len(texts))
    return np.maximum(1, (chars + 3) // 4).astype(np.int32)


class MemoryStore(SemanticsMixin, MaintenanceMixin, ContextMixin):
    """Long-term memory for agents, in memory (``MemoryStore()``) or on disk (``MemoryStore.open``).

    The kinds of memory (facts, episodes, lessons) live in SemanticsMixin, store health (strength,
    prune, consolidate) in MaintenanceMixin, and the injected context block in ContextMixin.
    """

    def __init__(self, *, dim: int | None = None, embedder: Any = None, clock: Callable[[], float] = time.time,
                 max_text_chars: int = DEFAULT_MAX_TEXT_CHARS,
                 token_counter: Callable[[Sequence[str]], Sequence[int]] | None = None,
                 seal_rows: int = DEFAULT_SEAL_ROWS, dedup: bool = True, injection_policy: str = "flag",
                 graph_min_rows: int | None = DEFAULT_GRAPH_MIN_ROWS, graph_m: int = 16,
                 graph_ef_construction: int = 200, quantize: str | None = None,
                 ivf_min_rows: int | None = DEFAULT_IVF_MIN_ROWS) -> None:
        if embedder is None:
            embedder = HashingEmbedder(dim=384 if dim is None else dim)
        self.embedder: Embedder = as_embedder(embedder)
        if dim is not None and dim != self.embedder.dim:
            raise DimensionMismatchError(f"dim={dim} differs from the embedder's dim {self.embedder.dim}")
        self.dim = int(self.embedder.dim)
        if not isinstance(max_text_chars, int) or max_text_chars < 1:
            raise InvalidArgumentError("max_text_chars must be a positive integer")
        if not isinstance(seal_rows, int) or seal_rows < 1:
            raise InvalidArgumentError("seal_rows must be a positive integer")
        if injection_policy not in ("flag", "refuse"):
            raise InvalidArgumentError("injection_policy must be 'flag' or 'refuse'")
        if not isinstance(dedup, bool):
            raise InvalidTypeError("dedup must be a bool")
        self.dedup = dedup
        self.injection_policy = injection_policy
        self.max_text_chars = max_text_chars
        self.seal_rows = seal_rows
        # The planner: a sealed segment's scope run of >= graph_min_rows rows gets an HNSW graph (M =
        # graph_m, ef_construction = graph_ef_construction, built at seal/merge on all cores); None: never.
        if graph_min_rows is not None:
            graph_min_rows = _positive_int(graph_min_rows, "graph_min_rows")
        self.graph_min_rows = graph_min_rows
        self.graph_m = _positive_int(graph_m, "graph_m")
        if self.graph_m < 2:
            raise InvalidArgumentError("graph_m must be >= 2")
        self.graph_ef_construction = _positive_int(graph_ef_construction, "graph_ef_construction")
        # A sealed run of >= ivf_min_rows rows without a graph is read through inverted lists (k-means
        # partitions with int8 codes, made in memory when the scope is first recalled): the lists nearest
        # to the query are read and their best rows rescored in float. None: exact scans below graphs.
        if ivf_min_rows is not None:
            ivf_min_rows = _positive_int(ivf_min_rows, "ivf_min_rows")
        self.ivf_min_rows = ivf_min_rows
        # quantize="int8": sealed segments are also read through int8 codes (made in memory on first use):
        # exact scans return the same memories as without (float rescoring within a proven error bound),
        # graph walks compare codes and rescore their candidates in float. Costs 1 byte per dimension per row.
        if quantize not in (None, "int8"):
            raise InvalidArgumentError("quantize must be None or 'int8'")
        self.quantize = quantize
        self._clock = clock
        self._token_counter = token_counter
        self._lock = threading.RLock()
        self._sealed: list[SealedSegment] = []
        self._active = ActiveSegment(self.dim)
        self._next_seq = 0
        self._durable: DiskBackend | None = None  # the files of a store made by MemoryStore.open
        # recall's native plans by scope, for the segments they were made over (see _recall_plan)
        self._plan_key: tuple = ()
        self._plans: dict[str, tuple[list, _core.RecallPlan] | None] = {}

    # ------------------------------------------------------------------ on disk (see persistence.py)

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, embedder: Any = None, dim: int | None = None,
             read_only: bool = False, sync: bool = True, seal_rows: int = DEFAULT_SEAL_ROWS, verify: bool = True,
             **kwargs: Any) -> MemoryStore:
        """Creates or opens the store directory `path` (layout and formats: engramdb/persistence.py).

        Every acknowledged write is in the write-ahead log (fsynced unless ``sync=False``) before the
        call returns; opening replays it. The active segment is sealed into a memory-mapped Arrow file
        every `seal_rows` rows and on close(). `embedder`/`dim` must match the store's (default: the
        hashing embedder it was made with), else IncompatibleStoreError. One writer at a time
        (StoreLockedError); ``read_only=True`` opens a consistent snapshot without the lock and refuses
        writes (ReadOnlyError). ``verify=True`` checks every segment's CRC-32 against the manifest
        (one sequential read of the files; CorruptStoreError naming the file); ``verify=False`` checks
        sizes and structure only, for fast opening of large stores. Other keyword arguments are
        MemoryStore's.
        """
        from .persistence import open_store

        return open_store(cls, path, embedder=embedder, dim=dim, read_only=read_only, sync=sync,
                          verify=verify, seal_rows=seal_rows, **kwargs)

    @property
    def path(self) -> Path | None:
        """The store directory, or None for an in-memory store."""
        return None if self._durable is None else self._durable.path

    @property
    def read_only(self) -> bool:
        return self._durable is not None and self._durable.read_only

    def close(self) -> None:
        """Seals the active segment, writes the mutable side files, trims the WAL and releases the lock
        (idempotent; nothing to do for an in-memory or read-only store). Writes after close are refused."""
        with self._lock:
            if self._durable is not None:
                self._durable.close(self)

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def compact(self) -> None:
        """Rewrites every segment holding forgotten memories without them (sealing the active segment
        first) and merges small segments by size tier (policy: persistence.py)."""
        from .persistence import compact_in_memory

        with self._lock:
            if self._durable is None:
                compact_in_memory(self)
                return
            rewrite = [s for s in self._sealed if (s.col("hidden") & HIDDEN_DELETED).any()]
            self._durable.checkpoint(self, rewrite=rewrite)

    def erase(self, scope: str, id: str | None = None) -> int:
        """Forgets memory `id` of `scope` (or the whole scope) and removes it physically at once: the
        affected segments are rewritten, the active segment's other rows sealed and the WAL purged, so
        that no byte of the erased text or vector remains in any file of the store. Works on memories
        already forgotten too. Erasing one memory erases its whole history with it: the older versions it
        supersedes (edits, fact values, dedup merges) and the originals a consolidation merged into it.
        Returns how many rows were erased; NotFoundError for an unknown id."""
        from .persistence import compact_in_memory, find_any

        check_scope(scope)
        with self._lock:
            if self._durable is not None:
                self._durable._writable()
            if id is not None:
                targets = [t for older in self._history_of(scope, id) for t in find_any(self, scope, older)]
            else:
                targets = [(seg, seg.scope_rows(scope)) for seg in self._segments()]
            targets = [(seg, rows) for seg, rows in targets if len(rows)]
            self._commit_flags(scope, targets, set_bits=HIDDEN_DELETED)
            affected = [seg for seg, _ in targets if seg is not self._active]
            if self._durable is None:
                compact_in_memory(self, affected)
            else:
                self._durable.checkpoint(self, rewrite=affected, purge=True)
            return sum(len(rows) for _, rows in targets)

    def check(self) -> Any:
        """A persistence.CheckReport of the store's files (checksums, manifest, WAL); an in-memory store
        has no files and reports clean."""
        from .persistence import CheckReport, check_directory

        with self._lock:
            return CheckReport("<memory>") if self._durable is None else check_directory(self._durable.path)

    def export_parquet(self, scope: str, path: str | os.PathLike[str]) -> None:
        """Writes export(scope) to a Parquet file."""
        import pyarrow.parquet as pq

        pq.write_table(self.export(scope), str(path))

    def import_arrow(self, table: pa.Table) -> list[str]:
        """Bulk load: remember_many over a table (export()'s tables too; see persistence.import_table)."""
        from .persistence import import_table

        if not isinstance(table, pa.Table):
            raise InvalidTypeError(f"import_arrow takes a pyarrow Table, got {type(table).__name__}")
        return import_table(self, table)

    def import_parquet(self, path: str | os.PathLike[str]) -> list[str]:
        """Bulk load of a Parquet file (e.g. one written by export_parquet); returns the new ids."""
        import pyarrow.parquet as pq

        return self.import_arrow(pq.read_table(str(path)))

    # ------------------------------------------------------------------ writing

    def remember(self, scope: str, text: str, *, kind: str = "fact", importance: float = 0.5,
                 confidence: float = 1.0, source: str = "user", trusted: bool = True, created_at: Any = None,
                 expires_at: Any = None, key: str | None = None, meta: dict | None = None,
                 embedding: Any = None, trigger: str | None = None, guidance: str | None = None,
                 layer: str | None = None) -> str:
        """Stores one memory in `scope` and returns its id.

        With dedup on (the default), a near-identical live memory of the same kind in the scope is merged
        with this one instead (see SemanticsMixin._merge_duplicate) and the merged version's id returned.
        Secrets are refused (SecretError); untrusted sources are capped; instruction-like text is flagged.
        """
        check_scope(scope)
        if not isinstance(text, str):
            raise InvalidTypeError(f"text must be a string, got {type(text).__name__}")
        check_kind(kind)
        emb = None if embedding is None else _as_matrix(embedding, self.dim, rows=1)
        batch, groups = self._prepare(
            scope, [text], kind=kind, importance=importance, confidence=confidence, source=source,
            trusted=trusted, created_at=created_at, expires_at=expires_at, key=[key], meta=[meta],
            embeddings=emb, trigger=[trigger], guidance=[guidance], layer=layer)
        with self._lock:
            merged = self._merge_duplicate(scope, batch) if self.dedup and kind != "event" else None
            return merged if merged is not None else self._insert(batch, groups)[0]

    def remember_many(self, scope: Any, texts: Sequence[str] | None = None, *, embeddings: Any = None,
                      kind: Any = "fact", importance: Any = 0.5, confidence: Any = 1.0, source: Any = "user",
                      trusted: Any = True, created_at: Any = None, expires_at: Any = None, key: Any = None,
                      meta: Any = None, trigger: Any = None, guidance: Any = None, layer: Any = None
                      ) -> list[str]:
        """Stores many memories in one call and returns their ids.

        Either pass a pyarrow Table as the only argument (columns ``scope`` and ``text`` required;
        ``embedding``, ``kind``, ``importance``, ``confidence``, ``source``, ``trusted``, ``created_at``,
        ``expires_at``, ``key``, ``meta``, ``trigger``, ``guidance``, ``layer`` optional), or columns: `scope` is one
        scope for every row or one per row, every other argument a scalar or a sequence of len(texts).
        The batch is validated as a whole first: one bad row refuses the batch and changes nothing.
        """
        if isinstance(scope, pa.Table):
            if texts is not None:
                raise InvalidArgumentError("pass either a pyarrow Table or columns, not both")
            return self.remember_many(**_table_columns(scope))
        if texts is None or isinstance(texts, str):
            raise InvalidTypeError("texts must be a sequence of strings")
        texts = list(texts)
        batch, groups = self._prepare(scope, texts, embeddings=embeddings, kind=kind, importance=importance,
                                      confidence=confidence, source=source, trusted=trusted,
                                      created_at=created_at, expires_at=expires_at, key=key, meta=meta,
                                      trigger=trigger, guidance=guidance, layer=layer)
        return self._insert(batch, groups)

    def _insert(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]]) -> list[str]:
        """Assigns ids to a prepared batch, commits it, and seals when the active segment is full."""
        with self._lock:
            n = len(batch["text"])
            seqs = np.arange(self._next_seq, self._next_seq + n, dtype=np.int64)
            batch["seq"] = seqs
            self._commit_insert(batch, groups)
            self._next_seq += n
            if self._active.n_rows >= self.seal_rows:
                self.seal()
        return ids_of(seqs).to_pylist()

    def _commit_insert(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]]) -> None:
        """Makes a validated batch part of the store (the durable store logs it first, as one record)."""
        if self._durable is not None:
            self._durable.log_insert(batch)
        self._apply_insert(batch, groups)

    def _apply_insert(self, batch: dict[str, Any], groups: list[tuple[str, np.ndarray]]) -> None:
        """Appends a batch to the active segment. A row that `supersedes` another hides the older one in
        the same step, so a new version and the retirement of the old one are one atomic write (also when
        a WAL replays the batch)."""
        self._active.append(batch, groups)
        supersedes = batch["supersedes"]
        if supersedes.count(None) == len(supersedes):  # the bulk path: nothing to retire
            return
        for scope, seq in [(s, parse_id(old)) for s, old in zip(batch["scope"], supersedes) if old is not None]:
            for seg in self._segments():
                row = seg.find(scope, seq) if seq is not None else None
                if row is not None:
                    seg.col("hidden")[row] |= HIDDEN_SUPERSEDED

    def _prepare(self, scope: Any, texts: list[str], **cols: Any) -> tuple[dict[str, Any], list]:
        n = len(texts)
        if n == 0:
            raise InvalidArgumentError("nothing to remember: texts is empty")
        if not set(map(type, texts)) <= {str}:
            raise InvalidTypeError("every text must be a string")
        chars = np.fromiter(map(len, texts), dtype=np.int64, count=n)
        if (chars == 0).any():
            raise InvalidArgumentError(f"text must not be empty (row {int(np.argmin(chars))})")
        if (chars > self.max_text_chars).any():
            row = int(np.argmax(chars > self.max_text_chars))
            raise InvalidArgumentError(
                f"text of row {row} has {int(chars[row])} characters, over the limit of {self.max_text_chars}")
        scopes, groups = _scope_groups(scope, n)
        kinds = _object_column(cols["kind"], n, "kind")
        kind_codes = _codes(kinds, KIND_CODE, "kind")
        if cols["layer"] is None:  # each kind's default layer (seed 004)
            layer_codes = np.array([LAYER_CODE[DEFAULT_LAYER[k]] for k in KINDS], np.uint8)[kind_codes]
        else:
            layer_codes = _codes(_object_column(cols["layer"], n, "layer"), LAYER_CODE, "layer")
        now = self._clock()
        batch: dict[str, Any] = {
            "scope": scopes, "text": texts,
            "kind": kind_codes, "layer": layer_codes, "flags": [None] * n,
            "importance": _unit_column(cols["importance"], n, "importance"),
            "confidence": _unit_column(cols["confidence"], n, "confidence"),
            "source": _string_column(cols["source"], n, "source", required=True),
            "trusted": _bool_column(cols["trusted"], n, "trusted"),
            "key": _string_column(cols["key"], n, "key"),
            "trigger": _string_column(cols["trigger"], n, "trigger"),
            "guidance": _string_column(cols["guidance"], n, "guidance"),
            "meta": [dump_meta(m) for m in _object_column(cols["meta"], n, "meta")]
            if cols["meta"] is not None else [None] * n,
            "supersedes": [None] * n, "superseded_by": [None] * n,
        }
        created = _time_column(cols["created_at"], n, "created_at", default=now)
        batch["created_at"] = created
        batch["updated_at"] = created.copy()
        batch["last_used"] = created.copy()
        batch["expires_at"] = _time_column(cols["expires_at"], n, "expires_at", default=math.nan)
        batch["use_count"] = np.zeros(n, np.int32)
        batch["hidden"] = np.zeros(n, np.uint8)
        # Lessons are searched by their trigger and inject their guidance (seed 001).
        is_lesson = kind_codes == KIND_CODE["lesson"]
        search_texts, inject_texts = texts, texts
        if is_lesson.any():
            search_texts = [t if tr is None else tr for t, tr in zip(texts, batch["trigger"])]
            inject_texts = [t if g is None else g for t, g in zip(texts, batch["guidance"])]
        batch["tokens"] = self._tokens(inject_texts)
        self._guard_batch(batch)
        if cols["embeddings"] is None:
            batch["embedding"] = _normalised(embed_checked(self.embedder, search_texts))
        else:
            batch["embedding"] = _normalised(_as_matrix(cols["embeddings"], self.dim, rows=n))
        return batch, groups

    def _tokens(self, texts: list[str]) -> np.ndarray:
        if self._token_counter is None:
            return count_tokens(texts)
        counts = np.asarray(self._token_counter(texts))
        if counts.shape != (len(texts),) or not np.issubdtype(counts.dtype, np.integer) or (counts < 0).any():
            raise InvalidArgumentError("token_counter must return one non-negative integer per text")
        return counts.astype(np.int32)

    def seal(self) -> None:
        """Turns the active segment into an immutable, scope-sorted segment (no-op when it is empty) and
        merges segments by size tier. On disk: a checkpoint (persistence.py) that also writes the files
        and trims the WAL."""
        with self._lock:
            if self._durable is not None:
                self._durable.checkpoint(self)
                return
            if self._active.n_rows == 0:
                return
            # As on disk: the active segment's live rows become a scope-sorted segment, and segments merge
            # by size tier, so a large scope lives in few, large segments (and few graphs).
            from .persistence import compact_in_memory
            compact_in_memory(self, rewrite=[])

    def _new_sealed(self, table: pa.Table, name: str = "") -> SealedSegment:
        seg = SealedSegment(table, name)
        self._build_graphs(seg)
        return seg

    def _build_graphs(self, seg: SealedSegment) -> list[str]:
        """Builds the graphs the planner wants for `seg` (runs of >= graph_min_rows rows without one)."""
        if self.graph_min_rows is None:
            return []
        built = seg.build_graphs(self.graph_min_rows, self.graph_m, self.graph_ef_construction)
        if built:
            self._forget_plans()  # a plan made before reads those runs without their graph
        return built

    # ------------------------------------------------------------------ reading

    def _segments(self) -> list:
        if self.quantize:
            for seg in self._sealed:
                seg.ensure_codes()
        return [*self._sealed, self._active]

    def _locate(self, scope: str, id: Any) -> tuple[Any, int]:
        seq = parse_id(id)
        with self._lock:
            if seq is not None:
                for seg in self._segments():
                    row = seg.find(scope, seq)
                    if row is not None and not seg.col("hidden")[row] & HIDDEN_DELETED:
                        return seg, row
        # The same answer whether the id does not exist or belongs to another scope: no existence oracle.
        raise NotFoundError(f"no memory {id!r} in scope {scope!r}")

    def get(self, scope: str, id: str) -> Memory:
        """The memory `id` of `scope`; NotFoundError (a KeyError) if there is none, or it was forgotten."""
        check_scope(scope)
        seg, row = self._locate(scope, id)
        return _memory(seg, row)

    def count(self, scope: str) -> int:
        """Memories of `scope` that recall can serve now (not forgotten, superseded or expired)."""
        check_scope(scope)
        now = self._clock()
        total = 0
        with self._lock:
            for seg in self._segments():
                rows = seg.scope_rows(scope)
                if len(rows):
                    expires = seg.col("expires_at")[rows]
                    live = (seg.col("hidden")[rows] == 0) & ~(expires <= now)
                    total += int(live.sum())
        return total

    def export(self, scope: str) -> pa.Table:
        """Every memory of `scope` that has not been forgotten (history included), as an Arrow table."""
        check_scope(scope)
        tables = []
        with self._lock:
            for seg in self._segments():
                rows = seg.scope_rows(scope)
                if len(rows):
                    rows = rows[(seg.col("hidden")[rows] & HIDDEN_DELETED) == 0]
                    tables.append(seg.to_table(rows))
        table = pa.concat_tables(tables) if tables else segment_schema(self.dim).empty_table()
        table = table.drop_columns(["hidden"]).sort_by("seq")
        expires = table.column("expires_at")  # NaN inside the store means "never": null for the reader
        position = table.schema.get_field_index("expires_at")
        return table.set_column(position, pa.field("expires_at", pa.float64()),
                                pc.if_else(pc.is_nan(expires), pa.scalar(None, pa.float64()), expires))

    def scopes(self) -> list[str]:
        """Every scope that has memories (forgotten ones included until compaction)."""
        with self._lock:
            return sorted({s for seg in self._segments() for s in seg.scopes()})

    def __len__(self) -> int:
        with self._lock:
            return sum(int((seg.col("hidden") & HIDDEN_DELETED == 0).sum()) for seg in self._segments())

    # ------------------------------------------------------------------ forgetting

    def forget(self, scope: str, id: str | None = None) -> int:
        """Forgets one memory of `scope` (by id) or, with no id, the whole scope. Returns how many.

        Forgotten memories are invisible at once and never come back; ids are never reused.
        """
        check_scope(scope)
        with self._lock:
            if id is not None:
                seg, row = self._locate(scope, id)
                targets = [(seg, np.array([row], np.int64))]
            else:
                targets = [(seg, seg.scope_rows(scope)) for seg in self._segments()]
            return self._commit_flags(scope, targets, set_bits=HIDDEN_DELETED)

    def _commit_flags(self, scope: str, targets: list[tuple[Any, np.ndarray]], *, set_bits: int = 0,
                      clear_bits: int = 0) -> int:
        """Sets and clears `hidden` bits on rows of `scope` (the durable store logs the change first);
        returns how many rows changed. Every target row must belong to `scope`."""
        if self._durable is not None:
            self._durable._writable()  # refused on a read-only store even when nothing would change
        changes = flag_changes(targets, set_bits, clear_bits)
        if self._durable is not None and changes:
            self._durable.log_flags(scope, changes, set_bits, clear_bits)
        return apply_flags(changes)

    def _commit_usage(self, scope: str, targets: list[tuple[Any, np.ndarray]], when: float) -> None:
        """Reinforcement: last_used = when and use_count + 1 on rows of `scope` (logged when durable;
        applied in memory only on a read-only store)."""
        if self._durable is not None:
            self._durable.log_usage(scope, targets, when)
        apply_usage(targets, when)

    # ------------------------------------------------------------------ recall

    def recall(self, scope: str, query: Any, *, k: int = 5, min_score: float = 0.0,
               weights: Weights = Weights(), half_life_days: float | dict[str, float] = 30.0,
               recency_from: str = "created",
               mmr_lambda: float | None = None, budget_tokens: int | None = None,
               kinds: Sequence[str] | None = None, now: Any = None, min_similarity: float | None = None,
               min_confidence: float | None = None, k_wide: int = 100, ef_search: int | None = None,
               exact: bool = False, conflicts: bool = True,
               reinforce: bool = False, nprobe: int | None = None) -> list[Hit]:
        """The memories of `scope` that best match `query` (text or vector), best first.

        One native call scans the scope, scores ``fused = w·(similarity, recency, importance,
        confidence)``, drops expired, forgotten and superseded memories and those under min_score, then
        picks up to k greedily (MMR when mmr_lambda is given) without exceeding budget_tokens.
        `half_life_days` is one number, or a dict by layer (missing layers keep 30 days;
        ``float("inf")`` never fades), e.g. ``{"event": 7, "identity": float("inf")}``.
        With `conflicts`, a recalled memory that seems to contradict another candidate of the same query
        (the k_wide best by fused score) is marked (``memory.conflicts_with``), and the other one is returned
        too, after the k chosen.
        With `reinforce`, each recalled memory's last_used and use_count are bumped (seed 004).
        A scope run with an HNSW graph (see graph_min_rows) is searched through it for the k_wide-candidate
        shortlist (`ef_search` candidates, default max(64, k_wide)) that the fused score then ranks; filters
        that leave fewer than k of a full shortlist fall back to the exact scan. A run read through
        inverted lists (see ivf_min_rows) reads the `nprobe` lists nearest to the query (default: lists
        enough for a twentieth of the run, at least 4 * k_wide rows) and ranks the best of their rows by
        the same fused score, with the same fallback. ``exact=True`` scans exactly everywhere.
        """
        check_scope(scope)
        # A vector query runs no user code (an embedder) until the native call, so it may use this thread's
        # spare RecallParams (see _params); a text query gets its own.
        params = self._params(k, min_score, weights, half_life_days, recency_from, mmr_lambda, budget_tokens,
                              kinds, now, min_similarity, min_confidence, k_wide, ef_search, exact, nprobe,
                              spare=type(query) is np.ndarray)
        # The common query, a float32 vector of the store's dim, is normalised by the native call itself.
        raw = type(query) is np.ndarray and query.dtype is _FLOAT32 and query.shape == (self.dim,)
        vector = query if raw else self._query_vectors([query] if isinstance(query, str) else query,
                                                       single=True)[0]
        with self._lock:
            planned = self._recall_plan(scope)
        if planned is None:
            if raw:
                self._query_vectors(query, single=True)  # bad input is refused in an empty scope too
            return []
        segments, plan = planned
        params.keep_pool = conflicts
        out = plan.hits(vector, params, raw)
        if out is None:
            raise InvalidArgumentError("vectors must not contain NaN or infinity: the query does")
        hits, pool_segments, pool_rows = out
        if conflicts:
            hits = self._mark_conflicts(hits, segments, pool_segments, pool_rows)
        if reinforce and hits:
            self._reinforce(scope, hits, params.now)
        return hits

    def _recall_plan(self, scope: str) -> tuple[list, _core.RecallPlan] | None:
        """(segments, the native plan of recalling `scope` over them), or None when none holds the scope.
        Made once per scope while the segments stay the same objects (a write makes a new native active
        segment, so a new plan) and with the same ivf_min_rows; _forget_plans drops them all when segments are
        replaced or get graphs (a plan holds its segments, memory maps included). Call with the lock held."""
        segments = self._segments()
        key = (self.ivf_min_rows, *[seg.native() for seg in segments])
        if key != self._plan_key:
            self._plan_key, self._plans = key, {}
        planned = self._plans.get(scope, _NO_PLAN)
        if planned is _NO_PLAN:
            selections = _selections(segments, scope, self.ivf_min_rows)
            planned = None
            if selections:
                used = {sel[0] for sel in selections}
                columns = [memory_columns(seg) if i in used else None for i, seg in enumerate(segments)]
                planned = (segments, _core.RecallPlan(list(key[1:]), selections, columns, _ROWS))
            if len(self._plans) >= _PLANS_MAX:
                self._plans.clear()
            self._plans[scope] = planned
        return planned

    def _forget_plans(self) -> None:
        """Drops recall's plans (see _recall_plan): after the segments are replaced, or given graphs."""
        self._plan_key, self._plans = (), {}

    def _after_recall(self, scope: str, segments: list, result: tuple, params: _core.RecallParams,
                      conflicts: bool, reinforce: bool) -> list[Hit]:
        hits = _hits(segments, result)
        if conflicts:
            hits = self._mark_conflicts(hits, segments, result[7], result[8])
        if reinforce and hits:
            self._reinforce(scope, hits, params.now)
        return hits

    def _reinforce(self, scope: str, hits: list[Hit], now: float) -> None:
        """Bumps last_used and use_count of the recalled memories (recall's `reinforce`)."""
        with self._lock:
            located = [self._locate(scope, h.id) for h in hits]
            self._commit_usage(scope, [(seg, np.array([row])) for seg, row in located], now)

    def recall_many(self, queries: Any, scope: str | Sequence[str], **options: Any) -> list[list[Hit]]:
        """recall() for many queries at once, on a native thread pool. `scope` is one scope for every
        query or one per query; `options` are recall's keyword arguments."""
        conflicts, reinforce = options.pop("conflicts", True), options.pop("reinforce", False)
        params = self._params(**{**_RECALL_DEFAULTS, **options})
        vectors = self._query_vectors(queries, single=False)
        scopes = [scope] * len(vectors) if isinstance(scope, str) else list(scope)
        if len(scopes) != len(vectors):
            raise InvalidArgumentError("give one scope, or one scope per query")
        for s in set(scopes):
            check_scope(s)
        with self._lock:
            segments = self._segments()
            natives = [seg.native() for seg in segments]
            by_scope = {s: _selections(segments, s, self.ivf_min_rows) for s in set(scopes)}
        selections = [by_scope[s] for s in scopes]
        params.keep_pool = conflicts
        results = _core.recall_many(natives, selections, vectors, params)
        return [self._after_recall(s, segments, r, params, conflicts, reinforce) for s, r in zip(scopes, results)]

    def _query_vectors(self, queries: Any, *, single: bool) -> np.ndarray:
        if single and type(queries) is np.ndarray and queries.dtype is _FLOAT32 and queries.shape == (self.dim,):
            return _normalised(queries.reshape(1, -1))  # the common query: what the checks below would pass
        if isinstance(queries, (list, tuple)) and queries and all(isinstance(q, str) for q in queries):
            return _normalised(embed_checked(self.embedder, list(queries)))
        if isinstance(queries, (str, bytes)) or queries is None:
            raise InvalidTypeError("query must be text or a vector")
        try:
            matrix = np.asarray(queries, dtype=np.float32)
        except (TypeError, ValueError):
            raise InvalidTypeError("query must be text or a numeric vector") from None
        if single:
            if matrix.ndim != 1:
                raise DimensionMismatchError(f"a query vector must be 1-D of length {self.dim}")
            matrix = matrix[None, :]
        return _normalised(_as_matrix(matrix, self.dim, rows=None))

    def _params(self, k: int, min_score: float, weights: Weights, half_life_days: float, recency_from: str,
                mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None, now: Any,
                min_similarity: float | None, min_confidence: float | None, k_wide: int,
                ef_search: int | None = None, exact: bool = False, nprobe: int | None = None, *,
                spare: bool = False) -> _core.RecallParams:
        """The native parameters of one recall: the validated settings (cached per distinct arguments,
        _cached_settings) and `now`. A new RecallParams, or with `spare` this thread's spare one for the same
        settings, which the next spare call of this thread changes: only for a caller that runs no user code
        before it is done with it (making one costs ~4 µs right after a scan, a pybind11 constructor and a
        call per field; a spare costs setting `now`)."""
        if isinstance(kinds, list):
            kinds = tuple(kinds)  # hashable, so that the settings can be cached (validated alike)
        args = (k, min_score, weights, half_life_days, recency_from, mmr_lambda, budget_tokens, kinds,
                min_similarity, min_confidence, k_wide, ef_search, exact, nprobe)
        spares = _spare_params.__dict__ if spare else None  # this thread's (see _spare_params)
        last = None if spares is None else spares.get("last")
        if last is not None and all(map(operator.is_, args, last[0])):
            p = last[1]  # the very same arguments as this thread's last spare call: validated alike
        else:
            hashable = True
            try:
                settings = _cached_settings(*args)
            except InvalidTypeError:
                raise
            except TypeError:  # an unhashable argument (a dict of half-lives): validated on every call
                hashable = False
                settings = _validated_settings(*args)
            entry = None if spares is None else spares.get(id(settings))
            if entry is not None and entry[0] is settings:
                p = entry[1]
            else:
                p = _core.RecallParams()
                for name, value in settings:
                    setattr(p, name, value)
                if spares is not None:
                    if len(spares) >= _SPARE_PARAMS_MAX:
                        spares.clear()
                    spares[id(settings)] = (settings, p)  # the entry holds settings, so its id is not reused
            if spares is not None and hashable:  # hashable: immutable, so the same objects validate alike
                spares["last"] = (args, p)
        p.now = self._clock() if now is None else now if type(now) is float and math.isfinite(now) \
            else to_epoch(now, "now")
        return p


def _validated_settings(k: int, min_score: float, weights: Weights, half_life_days: float, recency_from: str,
                        mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None,
                        min_similarity: float | None, min_confidence: float | None, k_wide: int,
                        ef_search: int | None, exact: bool, nprobe: int | None = None
                        ) -> tuple[tuple[str, Any], ...]:
    """recall's arguments (but `now`) validated and converted to fields of _core.RecallParams, as (name,
    value) pairs, leaving out those a fresh RecallParams already holds: each attribute set is a pybind11
    call (~0.3 µs, several µs right after a native scan has evicted the caches)."""
    settings: dict[str, Any] = {"k": _positive_int(k, "k"), "k_wide": _positive_int(k_wide, "k_wide")}
    if not isinstance(weights, Weights):
        raise InvalidTypeError("weights must be an engramdb.Weights")
    settings["weights"] = weights.native()
    settings["half_life_days"] = _half_lives(half_life_days)
    if recency_from not in ("created", "last_used"):
        raise InvalidArgumentError("recency_from must be 'created' or 'last_used'")
    settings["recency_from_last_used"] = recency_from == "last_used"
    settings["min_score"] = _finite(min_score, "min_score")
    if min_similarity is not None:
        settings["min_similarity"] = _finite(min_similarity, "min_similarity")
    if min_confidence is not None:
        settings["min_confidence"] = check_unit("min_confidence", min_confidence)
    if mmr_lambda is not None:
        settings["mmr_lambda"] = check_unit("mmr_lambda", mmr_lambda)
    if budget_tokens is not None:
        if isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int) or budget_tokens < 0:
            raise InvalidArgumentError("budget_tokens must be an integer >= 0")
        settings["budget_tokens"] = budget_tokens
    if kinds is not None:
        if isinstance(kinds, str):
            kinds = [kinds]
        settings["kinds_mask"] = sum(1 << KIND_CODE[check_kind(kd)] for kd in set(kinds))
    if ef_search is not None:
        settings["ef_search"] = _positive_int(ef_search, "ef_search")
    if nprobe is not None:
        settings["nprobe"] = _positive_int(nprobe, "nprobe")
    if not isinstance(exact, bool):
        raise InvalidTypeError("exact must be a bool")
    settings["exact"] = exact
    fresh = _core.RecallParams()
    return tuple((name, value) for name, value in settings.items()
                 if _native_value(getattr(fresh, name)) != _native_value(value))


def _native_value(value: Any) -> Any:
    """A comparable form of a RecallParams field (_core.Weights has no __eq__)."""
    if isinstance(value, _core.Weights):
        return value.similarity, value.recency, value.importance, value.confidence
    return value


# The settings of each distinct set of (hashable) arguments, validated once: recall()'s arguments are
# mostly the same from call to call. typed: k=1 and k=True are different keys (True is refused).
_cached_settings = functools.lru_cache(maxsize=64, typed=True)(_validated_settings)


# Per thread, the RecallParams that recall() reuses (MemoryStore._params with spare=True): {id(settings):
# (settings, params)}, and under "last" (arguments, params) of the last call with hashable arguments, which a
# call with the very same argument objects (recall's defaults, constants) reuses without hashing them (~1 µs).
_spare_params = threading.local()
_SPARE_PARAMS_MAX = 64
_FLOAT32 = np.dtype(np.float32)
# MemoryStore._recall_plan: a missing entry, and how many scopes' plans are kept before starting over
_NO_PLAN = object()
_PLANS_MAX = 1024


_RECALL_DEFAULTS: dict[str, Any] = dict(
    k=5, min_score=0.0, weights=Weights(), half_life_days=30.0, recency_from="created", mmr_lambda=None,
    budget_tokens=None, kinds=None, now=None, min_similarity=None, min_confidence=None, k_wide=100,
    ef_search=None, exact=False, nprobe=None)

# Memory and Hit instances made natively from the segments' column buffers (cpp/bindings/register_rows.cpp):
# ~13 µs for five hits right after a recall scan, against ~100 µs gathering and converting them in Python.
_ROWS = _core.RowBuilder(Memory, tuple(f.name for f in fields(Memory)), Hit, tuple(f.name for f in fields(Hit)),
                         KINDS, LAYERS, json.loads)


def _memories(seg: Any, rows: np.ndarray) -> list[Memory]:
    """The memories at rows of seg."""
    return _ROWS.memories(memory_columns(seg), np.asarray(rows, np.int64))


def _memory(seg: Any, row: int) -> Memory:
    return _memories(seg, np.array([row]))[0]


def _selections(segments: list, scope: str, lists_min_rows: int | None) -> list[tuple]:
    """What _core.recall reads of `scope`: (segment index, begin, end, rows, index) per segment holding it;
    runs of >= lists_min_rows rows without a graph are read through inverted lists (None: never)."""
    out = []
    for index, seg in enumerate(segments):
        sel = seg.selection(scope, lists_min_rows)
        if sel is not None:
            out.append((index, *sel))
    return out


def _hits(segments: list, result: tuple) -> list[Hit]:
    """The Hit of each memory a _core.recall result chose, in its order (one native call)."""
    return _ROWS.hits(segments, result, memory_columns)


# ---------------------------------------------------------------------- column validation helpers

def _half_lives(value: Any) -> list[float]:
    """One half-life for every layer, or a dict of them by layer name -> a list in layer-code order."""
    if not isinstance(value, dict):
        return [check_half_life(value)] * len(LAYERS)
    unknown = set(value) - set(LAYERS)
    if unknown:
        raise InvalidArgumentError(f"unknown layer(s) {sorted(unknown)} in half_life_days")
    out = []
    for layer in LAYERS:
        days = value.get(layer, 30.0)
        out.append(math.inf if days == math.inf else check_half_life(days))
    return out


def _positive_int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise InvalidTypeError(f"{name} must be an integer, got {type(value).__name__}")
    if value <= 0:
        raise InvalidArgumentError(f"{name} must be > 0, got {value}")
    return int(value)


def _finite(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise InvalidTypeError(f"{name} must be a number")
    if not math.isfinite(value):
        raise InvalidArgumentError(f"{name} must be finite")
    return float(value)


def _is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bytes, bool, int, float, dict, np.generic)) or \
        hasattr(value, "timestamp")


def _object_column(value: Any, n: int, name: str) -> list:
    if _is_scalar(value):
        return [value] * n
    values = list(value)
    if len(values) != n:
        raise InvalidArgumentError(f"{name} has {len(values)} values for {n} texts")
    return values


def _string_column(value: Any, n: int, name: str, *, required: bool = False) -> list:
    values = _object_column(value, n, name)
    allowed = {str} if required else {str, type(None)}
    if not set(map(type, values)) <= allowed:
        raise InvalidTypeError(f"{name} must be {'a string' if required else 'a string or None'}")
    if required and not all(values):
        raise InvalidArgumentError(f"{name} must not be empty")
    return values


def _codes(values: list, codes: dict[str, int], name: str) -> np.ndarray:
    unique = set(values)
    bad = [v for v in unique if v not in codes]
    if bad:
        raise InvalidArgumentError(f"unknown {name} {bad[0]!r}; expected one of {', '.join(codes)}")
    if len(unique) == 1:
        return np.full(len(values), codes[values[0]], np.uint8)
    return np.fromiter(map(codes.__getitem__, values), np.uint8, count=len(values))


def _numeric_column(value: Any, n: int, name: str, dtype: Any) -> np.ndarray:
    if isinstance(value, (bool, np.bool_)) and dtype is not np.bool_:
        raise InvalidTypeError(f"{name} must be a number, got bool")
    try:
        array = np.asarray(value, dtype=dtype)
    except (TypeError, ValueError):
        raise InvalidTypeError(f"{name} must be numeric") from None
    if array.ndim == 0:
        return np.full(n, array, dtype=dtype)
    if array.shape != (n,):
        raise InvalidArgumentError(f"{name} must be a scalar or have one value per text ({n})")
    return array


def _unit_column(value: Any, n: int, name: str) -> np.ndarray:
    array = _numeric_column(value, n, name, np.float64)
    if not ((array >= 0) & (array <= 1)).all():  # NaN fails too
        raise InvalidArgumentError(f"{name} must be in [0, 1]")
    return array.astype(np.float32)


def _bool_column(value: Any, n: int, name: str) -> np.ndarray:
    if isinstance(value, (bool, np.bool_)):
        return np.full(n, bool(value))
    values = _object_column(value, n, name)
    if not set(map(type, values)) <= {bool, np.bool_}:
        raise InvalidTypeError(f"{name} must be a bool or a sequence of bools")
    return np.asarray(values, dtype=np.bool_)


def _time_column(value: Any, n: int, name: str, *, default: float) -> np.ndarray:
    if value is None:
        return np.full(n, default, np.float64)
    if _is_scalar(value):
        return np.full(n, to_epoch(value, name), np.float64)
    if isinstance(value, np.ndarray) and np.issubdtype(value.dtype, np.number):
        array = value.astype(np.float64)
        if array.shape != (n,) or not np.isfinite(array).all():
            raise InvalidArgumentError(f"{name} must have {n} finite values")
        return array
    values = _object_column(value, n, name)
    return np.array([default if v is None else to_epoch(v, name) for v in values], np.float64)


def _scope_groups(scope: Any, n: int) -> tuple[list[str], list[tuple[str, np.ndarray]]]:
    """The scope of each row, and per scope the row positions (grouped in Arrow, not in Python)."""
    if isinstance(scope, str):
        check_scope(scope)
        return [scope] * n, [(scope, np.arange(n, dtype=np.int64))]
    if _is_scalar(scope):
        check_scope(scope)  # raises the typed error
    scopes = list(scope)
    if len(scopes) != n:
        raise InvalidArgumentError(f"scope has {len(scopes)} values for {n} texts")
    if not set(map(type, scopes)) <= {str}:
        raise InvalidTypeError("every scope must be a non-empty string")
    encoded = pa.array(scopes, pa.string()).dictionary_encode()
    names = encoded.dictionary.to_pylist()
    for name in names:
        check_scope(name)
    codes = encoded.indices.to_numpy()
    order = np.argsort(codes, kind="stable")
    bounds = np.cumsum(np.bincount(codes, minlength=len(names)))[:-1]
    return scopes, list(zip(names, np.split(order.astype(np.int64), bounds)))


def _as_matrix(value: Any, dim: int, *, rows: int | None) -> np.ndarray:
    try:
        matrix = np.asarray(value, dtype=np.float32)
    except (TypeError, ValueError):
        raise InvalidTypeError("embedding must be numeric") from None
    if rows == 1 and matrix.ndim == 1:
        matrix = matrix[None, :]
    if matrix.ndim != 2 or matrix.shape[1] != dim:
        raise DimensionMismatchError(f"expected vectors of dimension {dim}, got shape {matrix.shape}")
    if rows is not None and matrix.shape[0] != rows:
        raise InvalidArgumentError(f"expected {rows} vectors, got {matrix.shape[0]}")
    return matrix


def _normalised(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), so cosine becomes a dot product; NaN or
    infinity anywhere refuses the batch. One native pass (validation and scaling together)."""
    try:
        return _core.normalized_rows(matrix)
    except ValueError as exc:
        raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None


def _table_columns(table: pa.Table) -> dict[str, Any]:
    names = set(table.column_names)
    missing = {"scope", "text"} - names
    if missing:
        raise InvalidArgumentError(f"table lacks column(s) {sorted(missing)}")
    allowed = {"scope", "text", "embedding", "kind", "importance", "confidence", "source", "trusted",
               "created_at", "expires_at", "key", "meta", "trigger", "guidance", "layer"}
    unknown = names - allowed
    if unknown:
        raise InvalidArgumentError(f"table has unknown column(s) {sorted(unknown)}")
    out: dict[str, Any] = {"scope": table.column("scope").to_pylist(), "texts": table.column("text").to_pylist()}
    if "embedding" in names:
        column = table.column("embedding").combine_chunks()
        if pa.types.is_fixed_size_list(column.type):
            out["embeddings"] = column.values.to_numpy(zero_copy_only=False).reshape(len(table), -1)
        else:
            out["embeddings"] = np.array(column.to_pylist(), dtype=np.float32)
    for name in names - {"scope", "text", "embedding"}:
        column = table.column(name)
        out[name] = column.to_numpy(zero_copy_only=False) if name in ("importance", "confidence") \
            else column.to_pylist()
    return out
