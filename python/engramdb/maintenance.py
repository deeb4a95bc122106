"""Keeping the store healthy: strength under decay, pruning, and consolidation (the Maintenance component).

* ``strength`` is how much pull a memory still has:
  ``0.5 ** (days since last_used / LAYER_HALF_LIFE_DAYS[layer]) * (0.5 + 0.5 * importance)``, in [0, 1].
  Reinforcement (``recall(..., reinforce=True)``) bumps last_used and use_count, which restarts the decay.
* ``prune`` forgets what has expired, raw episodes older than a TTL, and then the least-used,
  least-recent memories above a cap (never identity).
* ``consolidate`` is the "sleep" pass: a native kernel finds clusters of near-duplicate memories in one
  scope; each cluster becomes one new memory (provenance of every member kept in its meta) and the
  originals are archived: never served by recall again, still readable with ``get`` (history), and
  erased like everything else. ``light`` merges duplicates and near-duplicates; ``deep`` merges looser
  clusters through ``summarize`` and promotes the result one layer up the ladder.

Over-consolidation (merging memories that only look alike) is guarded against by construction: memories of
different kinds, or facts of different keys, are never clustered together, even through a chain of similar neighbours.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyarrow as pa

from . import _core
from .engine import SegmentSet
from .errors import InvalidArgumentError, InvalidTypeError
from .schema import (
    HIDDEN_ARCHIVED,
    HIDDEN_DELETED,
    KIND_CODE,
    LAYER_CODE,
    LAYERS,
    SECONDS_PER_DAY,
    Memory,
    check_scope,
    parse_id,
    to_epoch,
)
from .writes import WritePath, embed_searched, lesson_search_text

# Half-life of a memory's strength, in days, by layer: raw events fade fastest, distilled
# memories slower, consolidated knowledge over about a year, and identity never.
LAYER_HALF_LIFE_DAYS: dict[str, float] = {"event": 14.0, "memory": 60.0, "knowledge": 365.0,
                                          "identity": math.inf}
_STRENGTH_HALF_LIVES = [LAYER_HALF_LIFE_DAYS[layer] for layer in LAYERS]  # by layer code

# Default cosine thresholds: light merges (near-)exact duplicates only; deep merges looser clusters.
LIGHT_THRESHOLD = 0.97
DEEP_THRESHOLD = 0.85
MODES = ("light", "deep")
# Deep consolidation promotes one rung: event -> memory -> knowledge; knowledge and identity stay.
_PROMOTED_LAYER = {"event": "memory", "memory": "knowledge", "knowledge": "knowledge", "identity": "identity"}

Summarize = Callable[[list[Memory]], str]


@dataclass(frozen=True)
class ConsolidationReport:
    """What one consolidate() pass did. ``new_ids[i]`` replaced the originals ``merged_from[i]``."""

    mode: str
    threshold: float
    clusters: int                           # clusters of two or more memories found (and merged)
    merged: int                             # original memories folded into the new ones
    archived: int                           # originals archived out of recall by this pass
    new_ids: tuple[str, ...] = ()
    archived_ids: tuple[str, ...] = ()
    merged_from: tuple[tuple[str, ...], ...] = ()


class Maintenance:
    """Strength, prune and consolidate, over the engine and the write path."""

    def __init__(self, engine: SegmentSet, writes: WritePath, clock: Callable[[], float]) -> None:
        self.engine = engine
        self.writes = writes
        self.clock = clock

    # ------------------------------------------------------------------ strength

    def strength(self, scope: str, id: str, *, now: Any = None) -> float:
        """The strength of memory `id` of `scope` now (or at `now`), in [0, 1]: decayed by the layer's
        half-life since it was last used, scaled by importance (see LAYER_HALF_LIFE_DAYS)."""
        check_scope(scope)
        when = self._now(now)
        with self.engine.lock:
            seg, row = self.engine.locate(scope, id)
            return float(_strengths(seg, np.array([row], np.int64), when)[0])

    # ------------------------------------------------------------------ prune

    def prune(self, scope: str, *, ttl_days: float | None = None, max_items: int | None = None,
              now: Any = None) -> int:
        """Forgets, in `scope`, (1) every memory whose expires_at has passed, and, with `ttl_days`, every raw
        episode (kind "episode" still in the "event" layer) created more than ttl_days ago; then (2) with
        `max_items`, the least-used, least-recent live memories (by use_count, then last_used, then age)
        until at most max_items remain, never one in the identity layer. Returns how many were forgotten.

        Expiry and the TTL apply to history (superseded, archived rows) too; the TTL spares episodes that
        consolidation promoted out of the event layer (they are distilled, no longer raw); the cap counts
        and drops only memories recall can serve.
        """
        check_scope(scope)
        if ttl_days is not None:
            ttl_days = _positive_number(ttl_days, "ttl_days")
        if max_items is not None:
            if isinstance(max_items, bool) or not isinstance(max_items, (int, np.integer)):
                raise InvalidTypeError(f"max_items must be an integer, got {type(max_items).__name__}")
            if max_items < 0:
                raise InvalidArgumentError(f"max_items must be >= 0, got {max_items}")
        when = self._now(now)
        with self.engine.lock:
            targets = prune_targets(self.engine.segments(), scope, when, ttl_days=ttl_days,
                                    max_items=None if max_items is None else int(max_items))
            return self.engine.commit_flags(scope, [(seg, rows) for seg, rows, _reason in targets],
                                            set_bits=HIDDEN_DELETED)

    def apply_prune_plan(self, plan: Any) -> int:
        """Forgets the memories a prune plan names (an Arrow table with `scope` and `id` columns, e.g. one
        ``engramdb.batch.prune_plan`` computed on a snapshot), one atomic commit per scope. The plan is applied
        as given: ids already forgotten or erased since it was made are skipped, and nothing is re-checked (a
        memory reinforced since is still forgotten). Returns how many were forgotten."""
        if not isinstance(plan, pa.Table):
            raise InvalidTypeError(f"a prune plan is a pyarrow Table, got {type(plan).__name__}")
        for name in ("scope", "id"):
            if name not in plan.column_names:
                raise InvalidArgumentError(f"a prune plan needs a {name!r} column; it has {plan.column_names}")
            kind = plan.schema.field(name).type
            if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)):
                raise InvalidTypeError(f"the plan's {name!r} column must hold strings, got {kind}")
            if plan.column(name).null_count:
                raise InvalidArgumentError(f"the plan's {name!r} column holds a null")
        ids = plan.column("id").to_pylist()
        seqs = [parse_id(i) for i in ids]
        bad = [i for i, seq in zip(ids, seqs) if seq is None]
        if bad:
            raise InvalidArgumentError(f"the plan names {len(bad)} id(s) that are not memory ids, e.g. {bad[0]!r}")
        by_scope: dict[str, list[int]] = {}
        for scope, seq in zip(plan.column("scope").to_pylist(), seqs):
            by_scope.setdefault(check_scope(scope), []).append(int(seq))  # type: ignore[arg-type]
        forgotten = 0
        with self.engine.lock:
            self.engine.backend.writable()
            for scope, scope_seqs in by_scope.items():
                targets = self.engine.locate_seqs(scope, np.unique(np.array(scope_seqs, np.int64)))
                forgotten += self.engine.commit_flags(scope, targets, set_bits=HIDDEN_DELETED)
        return forgotten

    # ------------------------------------------------------------------ consolidate

    def consolidate(self, scope: str, *, mode: str = "light", summarize: Summarize | None = None,
                    threshold: float | None = None, now: Any = None, threads: int = 0) -> ConsolidationReport:
        """Merges clusters of near-duplicate memories of `scope` (those recall can serve now) and archives the
        originals. Returns a ConsolidationReport.

        Clusters are single-linkage over cosine >= `threshold` (default 0.97 light, 0.85 deep), found by one
        native pass per kind; only memories of the same kind and the same key are ever merged. Each cluster
        becomes one new memory with the text of a representative, the highest importance and confidence,
        the earliest created_at, the latest last_used and the summed use_count (it is as strong as its
        strongest member), the highest layer, ``merged_from`` (every id it replaces, earlier merges included:
        the store's lineage column, which erase follows) and ``meta["sources"]`` (every source). The originals
        get the archived bit.

        * light: the representative is the most recently updated member, then the longest text.
        * deep: the representative is the most central member (highest mean cosine to the others), then
          the longest text; the text is ``summarize(members)`` (default: the representative's), re-embedded
          when it changed; the layer is promoted one step (event -> memory -> knowledge).

        The pass holds the store lock throughout (writers wait; it is meant for background maintenance).
        The new memories and the archiving of the originals are one atomic write (one WAL record): after a
        crash either both happened or neither, so recall never serves a merged memory beside its originals.
        """
        check_scope(scope)
        if mode not in MODES:
            raise InvalidArgumentError(f"mode must be 'light' or 'deep', got {mode!r}")
        if threshold is None:
            threshold = LIGHT_THRESHOLD if mode == "light" else DEEP_THRESHOLD
        elif isinstance(threshold, bool) or not isinstance(threshold, (int, float, np.floating, np.integer)):
            raise InvalidTypeError(f"threshold must be a number in (0, 1], got {type(threshold).__name__}")
        elif not 0.0 < threshold <= 1.0:
            raise InvalidArgumentError(f"threshold must be in (0, 1], got {threshold}")
        if summarize is not None and not callable(summarize):
            raise InvalidTypeError("summarize must be a callable taking a list of Memory and returning text")
        if summarize is not None and mode == "light":
            raise InvalidArgumentError("summarize applies to mode='deep' only")
        if isinstance(threads, bool) or not isinstance(threads, int):
            raise InvalidTypeError(f"threads must be an integer, got {type(threads).__name__}")
        if threads < 0:
            raise InvalidArgumentError(f"threads must be >= 0 (0: one per CPU), got {threads}")
        threshold = float(threshold)
        when = self._now(now)
        with self.engine.lock:
            clusters, vectors = self._near_duplicate_groups(scope, threshold, when, threads)
            if not clusters:
                return ConsolidationReport(mode, threshold, 0, 0, 0)
            return self._merge_clusters(scope, mode, threshold, clusters, vectors, summarize, when)

    def _near_duplicate_groups(self, scope: str, threshold: float, when: float, threads: int
                               ) -> tuple[list[list[tuple[Any, int]]], list[np.ndarray]]:
        """Clusters (lists of (segment, row), two or more, ordered by seq) of the scope's servable memories,
        split by kind and key; and each cluster's unit vectors, in the same order."""
        segments, seg_index, rows_list, seqs, kinds, vectors = [], [], [], [], [], []
        for seg in self.engine.segments():
            rows = seg.scope_rows(scope)
            rows = rows[(seg.col("hidden")[rows] == 0) & ~(seg.col("expires_at")[rows] <= when)]
            if len(rows):
                segments.append(seg)
                seg_index.append(np.full(len(rows), len(segments) - 1))
                rows_list.append(rows)
                seqs.append(seg.col("seq")[rows])
                kinds.append(seg.col("kind")[rows])
                vectors.append(_embedding_matrix(seg)[rows])
        if not segments:
            return [], []
        seg_of, row_of, kind_of = np.concatenate(seg_index), np.concatenate(rows_list), np.concatenate(kinds)
        seq_of = np.concatenate(seqs)
        matrix = np.concatenate(vectors)

        def where(positions: np.ndarray) -> list[tuple[Any, int]]:
            return [(segments[s], r) for s, r in zip(seg_of[positions].tolist(), row_of[positions].tolist())]

        def linked(positions: np.ndarray) -> list[np.ndarray]:
            """The clusters among `positions`, each in seq order."""
            labels = _core.near_duplicate_clusters(matrix[positions], threshold, threads)
            groups = [positions[g] for g in _groups(labels)]
            return [g[np.argsort(seq_of[g], kind="stable")] for g in groups]

        clusters: list[list[tuple[Any, int]]] = []
        cluster_vectors: list[np.ndarray] = []
        for kind_code in np.unique(kind_of).tolist():  # one native pass per kind: kinds never link
            for picked in linked(np.flatnonzero(kind_of == kind_code)):
                # Facts of different keys never merge: each key's members are re-clustered on their own,
                # so that a chain through a memory of another key cannot link them either.
                keys = [seg.value("key", row) for seg, row in where(picked)]
                if len(set(keys)) == 1:
                    parts = [picked]
                else:
                    parts = [part for key in dict.fromkeys(keys)
                             for part in linked(picked[[k == key for k in keys]])]
                for part in parts:
                    clusters.append(where(part))
                    cluster_vectors.append(matrix[part])
        return clusters, cluster_vectors

    def _merge_clusters(self, scope: str, mode: str, threshold: float, clusters: list[list[tuple[Any, int]]],
                        vectors: list[np.ndarray], summarize: Summarize | None, when: float
                        ) -> ConsolidationReport:
        merges: list[dict[str, Any]] = []
        for members, cluster_vectors in zip(clusters, vectors):
            memories = [self.engine.memory_at(seg, row) for seg, row in members]
            if mode == "light":
                best = max(range(len(memories)), key=lambda i: (
                    memories[i].updated_at, len(memories[i].text), parse_id(memories[i].id)))
            else:
                sims = cluster_vectors @ cluster_vectors.T
                centrality = (sims.sum(axis=1) - np.diag(sims)) / (len(memories) - 1)
                best = max(range(len(memories)), key=lambda i: (
                    round(float(centrality[i]), 6), len(memories[i].text), parse_id(memories[i].id)))
            rep = memories[best]
            text = rep.text
            if mode == "deep" and summarize is not None:
                text = summarize(list(memories))
                if not isinstance(text, str):
                    raise InvalidTypeError(f"summarize must return a string, got {type(text).__name__}")
            layer = LAYERS[max(LAYER_CODE[m.layer] for m in memories)]
            merges.append(dict(memories=memories, rep=rep, text=text, vector=cluster_vectors[best],
                             layer=_PROMOTED_LAYER[layer] if mode == "deep" else layer))
        batch, groups = self._merged_batch(scope, mode, merges, when)
        merged_from = tuple(tuple(m.id for m in r["memories"]) for r in merges)
        originals = [i for ids in merged_from for i in ids]
        seqs = np.array([parse_id(i) for i in originals], np.int64)
        new_ids, archived = self.engine.commit_insert_and_flags(batch, groups, scope, seqs,
                                                                set_bits=HIDDEN_ARCHIVED)
        return ConsolidationReport(mode, threshold, len(merges), len(originals), archived, tuple(new_ids),
                                   tuple(originals), merged_from)

    def _merged_batch(self, scope: str, mode: str, merges: list[dict[str, Any]], when: float
                      ) -> tuple[dict[str, Any], list[Any]]:
        """One validated insert batch of the merged memories (through the store's write path and guards)."""
        texts = [r["text"] for r in merges]
        vectors = np.stack([r["vector"] for r in merges]).astype(np.float32)
        # A summary is re-embedded as it is searched: a lesson keeps its representative's trigger and guidance
        # (writes.lesson_search_text), so a lesson whose text is unchanged keeps its vector.
        searched = [lesson_search_text(t, m["rep"].trigger, m["rep"].guidance) if m["rep"].kind == "lesson" else t
                    for t, m in zip(texts, merges)]
        changed = [i for i, m in enumerate(merges) if m["text"] != m["rep"].text]
        documents: list[Any] = [None] * len(changed)
        if changed:
            vectors[changed] = embed_searched(self.writes.embedder, [searched[i] for i in changed],
                                              self.writes.both_roles, self.writes.document_sides, documents)
        metas, sources, lineage = [], [], []
        for r in merges:
            memories: list[Memory] = r["memories"]
            meta = dict(r["rep"].meta or {})
            meta.pop("merged_from", None)  # kept in meta by stores before the merged_from column: not lineage now
            lineage.append(",".join(dict.fromkeys(i for m in memories for i in [*m.merged_from, m.id])))
            meta["sources"] = sorted({s for m in memories for s in (m.meta or {}).get("sources", [])} |
                                     {m.source for m in memories})
            meta["consolidated"] = mode
            metas.append(meta)
            sources.append(r["rep"].source)
        expires = []
        for r in merges:
            ends = [m.expires_at for m in r["memories"]]
            expires.append(None if any(e is None for e in ends) else max(ends))
        batch, groups = self.writes.prepare(
            scope, texts, embeddings=vectors, kind=[r["rep"].kind for r in merges],
            importance=[max(m.importance for m in r["memories"]) for r in merges],
            confidence=[max(m.confidence for m in r["memories"]) for r in merges],
            source=sources, trusted=[all(m.trusted for m in r["memories"]) for r in merges],
            created_at=[min(m.created_at for m in r["memories"]) for r in merges], expires_at=expires,
            key=[r["rep"].key for r in merges], meta=metas, trigger=[r["rep"].trigger for r in merges],
            guidance=[r["rep"].guidance for r in merges], layer=[r["layer"] for r in merges], user_meta=False)
        # System lineage (erase follows it), and served as its members were: only servable memories are merged.
        batch["merged_from"] = lineage
        batch["hidden"][:] = 0
        # Usage carries over: the merged memory is as fresh as its freshest member and as used as all of them.
        batch["last_used"] = np.array([max(m.last_used for m in r["memories"]).timestamp() for r in merges])
        batch["use_count"] = np.array([sum(m.use_count for m in r["memories"]) for r in merges], np.int32)
        batch["updated_at"] = np.full(len(merges), when, np.float64)
        # A merged memory stored both ways keeps its document vector (schema "document", xling192): the new text's
        # when it was embedded again, else its representative's (whose vector it took).
        again = dict(zip(changed, documents))
        sides = [again.get(i) if i in again or self.writes.both_roles is None else
                 self.engine.stored_document(scope, r["rep"].id) for i, r in enumerate(merges)]
        if any(side is not None for side in sides):
            batch["document"] = sides
        return batch, groups

    # ------------------------------------------------------------------ helpers

    def _now(self, now: Any) -> float:
        return self.clock() if now is None else to_epoch(now, "now")


def _strengths(seg: Any, rows: np.ndarray, now: float) -> np.ndarray:
    """Strength of many rows of one segment at `now` (float64, column-wise, one native call: see the module
    docstring and cpp/engram/rank/rescore.hpp; engramdb.batch.rescore computes it with the same call)."""
    return rescore_rows(seg, rows, now, threads=1)[2]


def rescore_rows(seg: Any, rows: np.ndarray | None, now: float, *, weights: Any = None,
                 half_life_days: Any = 30.0, recency_from_last_used: bool = False, threads: int = 0
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(recency float32, query-independent fused score float32, strength float64) of `rows` of `seg` (every row
    when None) at `now`: one native call over the segment's columns, the GIL released
    (cpp/engram/rank/rescore.hpp). `weights` is a _core.Weights (default: Weights()'s); `half_life_days` is
    recall's (a number, or a list of one per layer code)."""
    half_lives = [float(half_life_days)] * len(LAYERS) if isinstance(half_life_days, (int, float)) \
        else list(half_life_days)
    return _core.rescore(seg.col("created_at"), seg.col("last_used"), seg.col("layer"), seg.col("importance"),
                         seg.col("confidence"), None if rows is None else np.asarray(rows, np.int64),
                         _core.Weights() if weights is None else weights, half_lives,
                         recency_from_last_used, _STRENGTH_HALF_LIVES, float(now), threads)


def prune_targets(segments: list[Any], scope: str, when: float, *, ttl_days: float | None = None,
                  max_items: int | None = None, min_strength: float | None = None
                  ) -> list[tuple[Any, np.ndarray, str]]:
    """What prune forgets in `scope` at `when`, without forgetting it: (segment, rows, reason) triples, reason one
    of "expired", "ttl", "weak", "cap". The one definition of prune's semantics (prune commits it; the batch
    prune_plan computes it on read-only snapshots):

    1. every row not yet forgotten whose expires_at has passed ("expired"), and with `ttl_days` every raw
       episode (kind episode, layer event) created more than ttl_days ago ("ttl"), history included;
    2. with `min_strength`, every servable memory left (no hidden bit) outside the identity layer whose strength
       at `when` is below it ("weak");
    3. with `max_items`, the least used, then least recent, then oldest servable memories left outside the
       identity layer, until at most max_items servable memories remain (identity ones count) ("cap").
    """
    out: list[tuple[Any, np.ndarray, str]] = []
    kept: list[tuple[Any, np.ndarray]] = []  # servable rows left after steps 1 and 2, per segment
    total = 0
    for seg in segments:
        rows = seg.scope_rows(scope)
        if not len(rows):
            continue
        hidden = seg.col("hidden")[rows]
        alive = (hidden & HIDDEN_DELETED) == 0
        gone = alive & (seg.col("expires_at")[rows] <= when)
        if gone.any():
            out.append((seg, rows[gone], "expired"))
        if ttl_days is not None:
            raw_episode = (seg.col("kind")[rows] == KIND_CODE["episode"]) & \
                (seg.col("layer")[rows] == LAYER_CODE["event"])
            old = alive & ~gone & raw_episode & (seg.col("created_at")[rows] < when - ttl_days * SECONDS_PER_DAY)
            if old.any():
                out.append((seg, rows[old], "ttl"))
            gone = gone | old
        servable = (hidden == 0) & ~gone
        total += int(servable.sum())
        candidates = servable & (seg.col("layer")[rows] != LAYER_CODE["identity"])
        if min_strength is not None and candidates.any():
            weak = np.zeros(len(rows), np.bool_)
            weak[candidates] = _strengths(seg, rows[candidates], when) < min_strength
            if weak.any():
                out.append((seg, rows[weak], "weak"))
                total -= int(weak.sum())
                candidates &= ~weak
        if candidates.any():
            kept.append((seg, rows[candidates]))
    if max_items is not None:
        out.extend(_over_cap(kept, total, max_items))
    return out


def _over_cap(kept: list[tuple[Any, np.ndarray]], total: int, max_items: int) -> list[tuple[Any, np.ndarray, str]]:
    """The rows of `kept` (servable, not identity) the cap drops: least used, then least recent, then oldest."""
    excess = min(total - max_items, sum(len(rows) for _seg, rows in kept))
    if excess <= 0:
        return []
    seg_index, rows, use_count, last_used, seq = (np.concatenate(c) for c in zip(*[
        (np.full(len(r), i), r, seg.col("use_count")[r], seg.col("last_used")[r], seg.col("seq")[r])
        for i, (seg, r) in enumerate(kept)]))
    order = np.lexsort((seq, last_used, use_count))[:excess]  # least used, then least recent, then oldest
    out = []
    for i, (seg, _rows) in enumerate(kept):
        picked = rows[order[seg_index[order] == i]]
        if len(picked):
            out.append((seg, np.sort(picked), "cap"))
    return out


def _groups(labels: np.ndarray) -> list[np.ndarray]:
    """Positions of each label that occurs twice or more, by first position (labels are cluster minima)."""
    if len(labels) < 2:
        return []
    order = np.argsort(labels, kind="stable")
    sorted_labels = labels[order]
    bounds = np.flatnonzero(np.diff(sorted_labels)) + 1
    return [g for g in np.split(order, bounds) if len(g) > 1]


def _embedding_matrix(seg: Any) -> np.ndarray:
    emb = seg.embedding
    return emb if isinstance(emb, np.ndarray) else emb.view


def _positive_number(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise InvalidTypeError(f"{name} must be a number, got {type(value).__name__}")
    try:
        number = float(value)
    except OverflowError:  # an int beyond float
        number = math.inf
    if not (number > 0 and math.isfinite(number)):
        raise InvalidArgumentError(f"{name} must be finite and > 0, got {value}")
    return number
