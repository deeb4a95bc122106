"""The batch jobs (see engramdb.batch): argument checks and partitioning here, the work in module-level partition
functions (`_recall_part`, ...) that Dask and Ray can ship, each reading the job's pinned snapshot through the
store's own code: recall through MemoryStore.recall_many (the store's native plans), rescore and strength through
the native kernel the store's strength uses, prune plans through the store's own prune_targets, re-embedding
through export / import_arrow.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import os
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .. import store as store_mod
from .. import store as store_module
from ..embedders import as_embedder
from ..engine import params as recall_params
from ..engine.filters import Filter, compile_where
from ..entries import entry_pick, entry_question, entry_tops
from ..errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError
from ..language import guess
from ..maintenance import prune_targets, rescore_rows
from ..norms import asks_norm, norm_pick
from ..schema import HIDDEN_DELETED, KIND_CODE, KINDS, LAYERS, to_epoch
from ..scoring import DEFAULT_HALF_LIVES, Weights, check_unit
from ..segment import ids_of, side_array
from ..spans import span_kept, span_pick, story_candidates, story_clause, story_pick
from ..store import (
    MemoryStore,
    both_roles,
    document_rescored,
    mapped_relevance,
    moves_event_last,
)
from ..support import SLOT_DEPTH, asked_noun, asked_verb, label_kept, label_pick, ordered_slot, slot_pick
from ..validate import INT32_MAX, MAX_DIM, finite, nonnegative_int, normalised
from ..writes import embed_searched, lesson_search_text
from ..xl_numbers import number_pick, numbers
from ..xl_slots import slot_depth, states_slot, xl_asked_slot, xl_slot_pick
from . import engines
from .snapshot import Snapshot, source, worker_store

Handle = MemoryStore | Snapshot

RECALL_SCHEMA = pa.schema([
    pa.field("query_index", pa.int64(), nullable=False), pa.field("rank", pa.int32(), nullable=False),
    pa.field("id", pa.string(), nullable=False), pa.field("scope", pa.string(), nullable=False),
    pa.field("final", pa.float64(), nullable=False), pa.field("similarity", pa.float64(), nullable=False),
    pa.field("recency", pa.float64(), nullable=False), pa.field("importance", pa.float64(), nullable=False),
    pa.field("confidence", pa.float64(), nullable=False)])
_CODED = pa.dictionary(pa.int8(), pa.string())  # kind and layer: codes and their names, never cast row by row
RESCORE_SCHEMA = pa.schema([
    pa.field("scope", pa.string(), nullable=False), pa.field("id", pa.string(), nullable=False),
    pa.field("kind", _CODED, nullable=False), pa.field("layer", _CODED, nullable=False),
    pa.field("recency", pa.float32(), nullable=False), pa.field("importance", pa.float32(), nullable=False),
    pa.field("confidence", pa.float32(), nullable=False), pa.field("score", pa.float32(), nullable=False),
    pa.field("strength", pa.float64(), nullable=False)])
PRUNE_SCHEMA = pa.schema([pa.field("scope", pa.string(), nullable=False), pa.field("id", pa.string(), nullable=False),
                          pa.field("reason", pa.string(), nullable=False)])
REPLAY_SCHEMA = pa.schema([
    pa.field("setting", pa.int64(), nullable=False), pa.field("options", pa.string(), nullable=False),
    pa.field("w_similarity", pa.float64(), nullable=False), pa.field("w_recency", pa.float64(), nullable=False),
    pa.field("w_importance", pa.float64(), nullable=False), pa.field("w_confidence", pa.float64(), nullable=False),
    pa.field("half_life_days", pa.string(), nullable=False), pa.field("k", pa.int32(), nullable=False),
    pa.field("cases", pa.int64(), nullable=False), pa.field("recall_at_k", pa.float64(), nullable=False),
    pa.field("mrr", pa.float64(), nullable=False)])

_NOT_IN_BATCH = {"reinforce": "reinforce is not available in batch jobs (they read a read-only snapshot)",
                 "conflicts": "conflicts is not available in batch jobs (the result has no conflicts column)"}
_PARTS_PER_WORKER = 2  # partitions per worker slot: some balance when scopes differ in size


# ---------------------------------------------------------------------- shared checks


def _when(now: Any, start: float) -> float:
    return start if now is None else to_epoch(now, "now")


def _string_column(table: pa.Table, name: str, what: str) -> list[str]:
    if name not in table.column_names:
        raise InvalidArgumentError(f"{what} needs a {name!r} column; it has {table.column_names}")
    kind = table.schema.field(name).type
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)):
        raise InvalidTypeError(f"{what}'s {name!r} column must hold strings, got {kind}")
    column = table.column(name)
    if column.null_count:
        raise InvalidArgumentError(f"{what}'s {name!r} column holds a null")
    values: list[str] = column.to_pylist()
    return values


def _queries(table: Any, what: str = "queries") -> tuple[list[str], list[str] | np.ndarray]:
    """(scopes, texts or a float32 matrix of vectors) of a queries table."""
    if not isinstance(table, pa.Table):
        raise InvalidTypeError(f"{what} must be a pyarrow Table, got {type(table).__name__}")
    scopes = _string_column(table, "scope", what)
    has_text, has_vector = "query" in table.column_names, "vector" in table.column_names
    if has_text == has_vector:
        raise InvalidArgumentError(f"{what} needs a 'query' (text) or a 'vector' column, exactly one of them; "
                                   f"it has {table.column_names}")
    if has_text:
        return scopes, _string_column(table, "query", what)
    column = table.column("vector").combine_chunks()
    kind = column.type
    if not (pa.types.is_list(kind) or pa.types.is_large_list(kind) or pa.types.is_fixed_size_list(kind)) or \
            not (pa.types.is_floating(kind.value_type) or pa.types.is_integer(kind.value_type)):
        raise InvalidTypeError(f"{what}'s 'vector' column must hold lists of numbers, got {kind}")
    if column.null_count:
        raise InvalidArgumentError(f"{what}'s 'vector' column holds a null")
    n = len(column)
    lengths = np.asarray(pc.list_value_length(column).to_numpy(zero_copy_only=False)) if n else np.zeros(0)
    if n and (lengths != lengths[0]).any():
        raise DimensionMismatchError(f"{what}'s vectors differ in length")
    dim = int(lengths[0]) if n else 0
    values = pc.list_flatten(column).to_numpy(zero_copy_only=False)
    if pc.list_flatten(column).null_count:
        raise InvalidArgumentError(f"{what}'s vectors hold a null number")
    return scopes, np.ascontiguousarray(np.asarray(values, np.float32).reshape(n, dim))


def _recall_options(options: dict[str, Any], k: Any, when: float) -> dict[str, Any]:
    """recall's options for a job (reinforce and conflicts refused), validated here once with the store's own
    checks, so that a bad one fails before any partition runs."""
    for name, why in _NOT_IN_BATCH.items():
        if name in options:
            raise InvalidArgumentError(why)
    out = {**options, "k": k, "now": when}
    where = out.pop("where", None)
    compile_where(where)
    calibrated = out.pop("calibrated", True)
    if type(calibrated) is not bool:
        raise InvalidTypeError(f"calibrated must be a bool, got {type(calibrated).__name__}")
    time_hints = out.pop("time_hints", True)
    if type(time_hints) is not bool:
        raise InvalidTypeError(f"time_hints must be a bool, got {type(time_hints).__name__}")
    recall_params.build_from(lambda: when, dict(out))
    out["calibrated"], out["time_hints"] = calibrated, time_hints
    if where is not None:
        out["where"] = where
    return out


def _parts(scopes: list[str], n_parts: int) -> list[np.ndarray]:
    """Positions of `scopes` in at most n_parts groups, each holding whole scopes (balanced by count: the
    largest scope first, to the lightest group), positions ascending within a group."""
    if not scopes:
        return []
    encoded = pa.array(scopes, pa.string()).dictionary_encode()
    codes = np.asarray(encoded.indices.to_numpy(zero_copy_only=False), np.int64)
    counts = np.bincount(codes, minlength=len(encoded.dictionary))
    n_parts = max(1, min(n_parts, len(counts)))
    load = np.zeros(n_parts, np.int64)
    part_of = np.empty(len(counts), np.int64)
    for code in np.argsort(-counts, kind="stable").tolist():  # one step per scope, not per row
        lightest = int(np.argmin(load))
        part_of[code] = lightest
        load[lightest] += counts[code]
    query_part = part_of[codes]
    order = np.argsort(query_part, kind="stable")
    bounds = np.cumsum(np.bincount(query_part, minlength=n_parts))[:-1]
    return [p for p in np.split(order, bounds) if len(p)]


def _n_parts(engine: str, client: Any) -> int:
    return 1 if engine == "local" else engines.workers(engine, client) * _PARTS_PER_WORKER


def _take(values: list[str] | np.ndarray, at: np.ndarray) -> list[str] | np.ndarray:
    if isinstance(values, np.ndarray):
        return np.ascontiguousarray(values[at])
    return [values[i] for i in at.tolist()]


# ---------------------------------------------------------------------- recall


def recall(path_or_store: Any, queries: pa.Table, *, k: int = 5, engine: str = "local", client: Any = None,
           now: Any = None, embedder: Any = None, store_options: dict[str, Any] | None = None,
           **recall_options: Any) -> pa.Table:
    """Recall for every row of `queries` (an Arrow table: `scope`, and `query` texts or `vector` lists of
    numbers), with recall's options (weights, half_life_days, kinds, where, mmr_lambda, ...; not reinforce or
    conflicts) at one time `now` (default: the job's start). Returns a table of `query_index` (the query's row),
    `rank` (1 = best), `id`, `scope`, `final`, `similarity`, `recency`, `importance`, `confidence`, sorted by
    query_index then rank: exactly the hits ``MemoryStore.recall(scope, query, k=k, now=now, **options)``
    returns, whatever the engine (each partition runs the store's own recall_many over whole scopes).

    `path_or_store` is a MemoryStore or a store directory (opened read-only; `embedder` and `store_options`, the
    options of MemoryStore.open, as that needs). `engine`: "local", "dask" (with `client`) or "ray"."""
    start = time.time()
    engines.check_engine(engine, client)
    scopes, items = _queries(queries)
    options = _recall_options(recall_options, k, _when(now, start))
    with source(path_or_store, engine, embedder, store_options) as src:
        return _recall_source(src.store, src.handle, scopes, items, options, engine, client)


def _recall_source(store: MemoryStore, handle: Handle, scopes: list[str], items: list[str] | np.ndarray,
                   options: dict[str, Any], engine: str, client: Any) -> pa.Table:
    if isinstance(items, np.ndarray) and items.shape[1] != store.dim and len(items):
        raise DimensionMismatchError(f"the query vectors are {items.shape[1]}-d, the store's {store.dim}-d")
    if isinstance(items, np.ndarray) and len(items) and recall_params.hybrid_share(options.get("hybrid")) > 0:
        raise InvalidArgumentError("hybrid recall needs text queries (their words are matched), got vectors")
    tasks = [(handle, part, [scopes[i] for i in part.tolist()], _take(items, part), options)
             for part in _parts(scopes, _n_parts(engine, client))]
    tables = engines.run(engine, client, _recall_part, tasks)
    if not tables:
        return RECALL_SCHEMA.empty_table()
    return pa.concat_tables(tables).sort_by([("query_index", "ascending"), ("rank", "ascending")])


def _recall_part(handle: Handle, positions: np.ndarray, scopes: list[str], items: list[str] | np.ndarray,
                 options: dict[str, Any]) -> pa.Table:
    """One partition of recall: the store's own recall_many path (its query vectors, its parameters, the engine's
    cached plans and one native call on its thread pool) over these queries (whole scopes), the results read as
    columns: the arrays the store would wrap in Hit objects, the ids read from the rows' seq."""
    store = worker_store(handle)
    settings = dict(options)
    where = compile_where(settings.pop("where", None))
    # `calibrated` and `time_hints` were checked with the other options (_recall_options) before any partition ran
    relevance = store.calibration.native() if settings.pop("calibrated", True) else recall_params.PLAIN_COSINE
    time_hints = settings.pop("time_hints", True)
    texts = list(items) if isinstance(items, list) else None
    # each text embedded as recall() embeds it (without its scope's subject: MemoryStore.dense_vectors)
    anchored, matched, events = None, texts, None
    if texts is not None and time_hints:  # an event a question is dated by, as recall() reads it
        triples = store._anchored_many(scopes, texts, settings.get("now"))
        anchored = [reference for reference, _, _ in triples]
        matched = [text for _, text, _ in triples]
        events = [event for _, _, event in triples]
    vectors = store.query_vectors(items) if matched is None else store.dense_vectors(scopes, matched)
    # recall's per-query defaults (a time the text names, its default lexical share), grouped as recall_many does
    groups = store.grouped_params(texts, len(vectors), settings, time_hints=time_hints, relevance=relevance,
                                  scopes=scopes, anchored=anchored)
    parts = []
    for picked, params in groups:
        at = np.asarray(picked, np.int64)
        segments, (counts, seg_of, row_of, *values) = store.engine.recall_many_flat(
            [scopes[i] for i in picked], vectors[at], params, where,
            store.lexical_texts([matched[i] for i in picked],
                                [scopes[i] for i in picked] if settings.get("hybrid") is None else None)
            if matched is not None and params.hybrid > 0 else None)
        if texts is not None and len(seg_of):  # as recall() reads a hit stored both ways (MemoryStore._document_side)
            _document_side_columns(store, [texts[i] for i in picked], vectors[at], segments, counts, seg_of, row_of,
                                   values, params, relevance)
        if len(seg_of):  # as recall() orders hits tied at relevance 0 (MemoryStore._zero_ties)
            _zero_ties_columns(store, segments, counts, seg_of, row_of, values, params, relevance)
        if texts is not None and len(seg_of) and params.hybrid > 0:  # as recall() orders a hybrid text query's hits
            _xl_lexical_columns(store, [texts[i] for i in picked], segments, counts, seg_of, row_of, values, params,
                                relevance)
        if texts is not None and len(seg_of):  # as recall() orders a text query's hits (support.slot_first)
            _xl_number_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _slot_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _xl_slot_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _label_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _span_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _story_first_columns(store, [texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _entry_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            _norm_first_columns([texts[i] for i in picked], segments, counts, seg_of, row_of, values)
            if events is not None:  # the anchor's event memory last, as recall() orders it (store._event_last)
                _event_last_columns(store, [texts[i] for i in picked], [scopes[i] for i in picked],
                                    [events[i] for i in picked], segments, counts, (seg_of, row_of, *values))
        if len(seg_of):
            parts.append(_recall_columns(segments, np.asarray(positions, np.int64)[at], [scopes[i] for i in picked],
                                         counts, seg_of, row_of, values))
    return pa.concat_tables(parts) if parts else RECALL_SCHEMA.empty_table()


class _ColumnHit:
    """One hit of a recall_many_flat run as MemoryStore._xl_lexical_first reads a Hit: its scores, its text (read on
    first use) and no contradictions (the batch recall marks none); `at`: its position in the run."""

    __slots__ = ("_row", "_segment", "_text", "at", "final", "lexical", "relevance", "similarity")
    id = ""
    conflicts_with: tuple[str, ...] = ()

    def __init__(self, at: int, final: float, similarity: float, relevance: float, lexical: float, segment: Any,
                 row: int) -> None:
        self.at, self.final, self.similarity, self.relevance, self.lexical = at, final, similarity, relevance, lexical
        self._segment, self._row = segment, row
        self._text: str | None = None

    @property
    def memory(self) -> _ColumnHit:
        return self

    @property
    def text(self) -> str:
        text = self._text
        if text is None:
            text = self._text = str(self._segment.value("text", self._row))
        return text


def _document_side_columns(store: MemoryStore, texts: list[str], vectors: np.ndarray, segments: list[Any],
                           counts: np.ndarray, seg_of: np.ndarray, row_of: np.ndarray, values: list[np.ndarray],
                           params: Any, relevance: tuple[float, float, float]) -> None:
    """MemoryStore._document_side (a question with no English asking word reads a hit stored both ways by its
    document side, store.XL_ROLES_ASKED) on one native recall_many_flat call's answers, in place, before
    _zero_ties_columns as recall() orders them; `values` as _xl_lexical_columns reads them (score and similarity
    rewritten), `vectors`: the runs' unit queries."""
    ends = np.cumsum(counts).tolist()
    lesson = KIND_CODE["lesson"]
    for text, vector, end, count in zip(texts, vectors, ends, np.asarray(counts).tolist()):
        if count < 2 or not store._document_side_on(text, params):
            continue
        begin = end - count
        depth = min(count, store_module.XL_ROLES_ASKED_DEPTH)
        searched: list[str] = []
        for j in range(begin, begin + depth):
            segment, row = segments[int(seg_of[j])], int(row_of[j])
            searched.append(lesson_search_text(segment.value("text", row), segment.value("trigger", row),
                                               segment.value("guidance", row))
                            if segment.value("kind", row) == lesson else str(segment.value("text", row)))

        def side(i: int, begin: int = begin) -> Any:  # the row's document vector, when it holds one (xling192)
            return segments[int(seg_of[begin + i])].value("document", int(row_of[begin + i]))
        at, cosines = store._document_cosines(searched, vector, side)
        if not at:
            continue
        for i, cosine in zip(at, cosines):
            j = begin + i
            stored = float(values[1][j])
            final, similarity, _ = document_rescored(float(values[0][j]), stored, mapped_relevance(stored, relevance),
                                                     cosine, params, relevance)
            values[0][j], values[1][j] = final, similarity
        order = begin + np.asarray(sorted(range(depth), key=lambda i: -float(values[0][begin + i])), np.int64)
        for column in (seg_of, row_of, *values):
            column[begin:begin + depth] = column[order]


def _zero_ties_columns(store: MemoryStore, segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                       row_of: np.ndarray, values: list[np.ndarray], params: Any,
                       relevance: tuple[float, float, float]) -> None:
    """MemoryStore._zero_ties (hits whose relevance and lexical term are all 0 ordered by raw similarity) on one native
    recall_many_flat call's answers, in place, before _xl_lexical_columns as recall() orders them; `values` as
    _xl_lexical_columns reads them. No hit is wrapped when the step cannot apply to the group or a run has a hit of
    relevance or lexical term above 0."""
    if not store._zero_ties_on(params):
        return
    ends = np.cumsum(counts).tolist()
    for end, count in zip(ends, np.asarray(counts).tolist()):
        begin = end - count
        if count < 2 or values[5][begin:end].any() or \
                any(mapped_relevance(float(values[1][j]), relevance) != 0.0 for j in range(begin, end)):
            continue
        run = [_ColumnHit(j - begin, float(values[0][j]), float(values[1][j]), 0.0, 0.0,
                          segments[int(seg_of[j])], int(row_of[j])) for j in range(begin, end)]
        ordered: list[Any] = store._zero_ties(run, params)  # type: ignore[arg-type]
        if ordered is not run:
            order = np.asarray([begin + h.at for h in ordered], np.int64)
            for column in (seg_of, row_of, *values):
                column[begin:end] = column[order]


def _xl_lexical_columns(store: MemoryStore, texts: list[str], segments: list[Any], counts: np.ndarray,
                        seg_of: np.ndarray, row_of: np.ndarray, values: list[np.ndarray], params: Any,
                        relevance: tuple[float, float, float]) -> None:
    """MemoryStore._xl_lexical_first (a hit in the other language than the question compared without the lexical
    term it cannot earn) on one native recall_many_flat call's answers, in place, before slot_first as recall()
    orders them. `values`: score, similarity, recency, importance, confidence, lexical; each hit's relevance is its
    similarity through the recall's relevance map (store.mapped_relevance, as the native score reads it). No hit is
    wrapped when the step cannot apply to the group (a hashing store, MMR, a token budget)."""
    if not store._xl_lexical_on(params):
        return
    ends = np.cumsum(counts).tolist()
    for text, end, count in zip(texts, ends, np.asarray(counts).tolist()):
        if count < 2:
            continue
        begin = end - count
        run = [_ColumnHit(j - begin, float(values[0][j]), float(values[1][j]),
                          mapped_relevance(float(values[1][j]), relevance), float(values[5][j]),
                          segments[int(seg_of[j])], int(row_of[j])) for j in range(begin, end)]
        ordered: list[Any] = store._xl_lexical_first(text, run, params)  # type: ignore[arg-type]
        if ordered is not run:
            order = np.asarray([begin + h.at for h in ordered], np.int64)
            for column in (seg_of, row_of, *values):
                column[begin:end] = column[order]


def _slot_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                        row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """support.slot_first on one native recall_many_flat call's answers, in place. Reads the texts of the first
    SLOT_DEPTH hits of a query that asks for a kind of value only."""

    def pick(text: str, head: range) -> int | None:
        return slot_pick(text, [segments[int(seg_of[j])].value("text", int(row_of[j])) for j in head],
                         [float(values[0][j]) for j in head])

    _pick_first_columns(texts, counts, (seg_of, row_of, *values), lambda text: ordered_slot(text) is not None, pick)


def _xl_number_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                             row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """store.xl_number_first on one native recall_many_flat call's answers, in place (the batch recall marks no
    contradictions): reads the texts of the hits of a query that writes a number (xl_numbers.numbers) only, under
    store.XL_NUMBER (and XL_NUMBER_TOP)."""
    if not store_mod.XL_NUMBER:
        return
    for text, end, count in zip(texts, np.cumsum(counts).tolist(), np.asarray(counts).tolist()):
        if count < 2 or not numbers(text):
            continue
        place = 0 if store_mod.XL_NUMBER_TOP and store_mod._names_a_day_or_code(text) else store_mod.XL_NUMBER_PLACE
        if count <= place + 1:
            continue
        begin = end - count
        hits = [str(segments[int(seg_of[j])].value("text", int(row_of[j]))) for j in range(begin, end)]
        asked = guess(text)
        eligible = (lambda hit, asked=asked: guess(hit) != asked) if store_mod.XL_NUMBER_OTHER else None
        i = number_pick(text, hits, place, eligible)
        if i is not None and i != place:
            order = np.r_[begin + i, begin + place:begin + i]
            for column in (seg_of, row_of, *values):
                column[begin + place:begin + i + 1] = column[order]


def _xl_slot_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                           row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """store.xl_slot_first on one native recall_many_flat call's answers, in place (the batch recall marks no
    contradictions). Reads the texts of the first SLOT_DEPTH hits of a query that asks a slot in its own language
    (xl_slots.xl_asked_slot) only, under store.XL_SLOT."""
    def pick(text: str, head: range) -> int | None:
        slot = xl_asked_slot(text)
        if slot is None:
            return None
        return xl_slot_pick(functools.partial(states_slot, slot),
                            [segments[int(seg_of[j])].value("text", int(row_of[j])) for j in head],
                            [float(values[0][j]) for j in head], store_mod.XL_SLOT_RATIO)

    if store_mod.XL_SLOT:
        _pick_first_columns(texts, counts, (seg_of, row_of, *values), lambda text: xl_asked_slot(text) is not None,
                            pick, lambda text: slot_depth(xl_asked_slot(text) or ""))


def _label_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                         row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """support.label_first on one native recall_many_flat call's answers, in place, as _slot_first_columns
    applies slot_first (the batch recall marks no contradictions). Reads the first SLOT_DEPTH hits of a query
    that names an asked thing (support.asked_noun) only."""

    def pick(text: str, head: range) -> int | None:
        rows = [(segments[int(seg_of[j])], int(row_of[j])) for j in head]
        kept = label_kept([KINDS[int(seg.value("kind", row))] for seg, row in rows],
                          [float(seg.value("created_at", row)) for seg, row in rows],
                          rows[0][0].value("text", rows[0][1]), text, [float(values[0][j]) for j in head])
        return label_pick(text, [seg.value("text", row) for seg, row in rows], [float(values[0][j]) for j in head],
                          kept)

    _pick_first_columns(texts, counts, (seg_of, row_of, *values),
                        lambda text: asked_noun(text) is not None or asked_verb(text.lower()) is not None, pick)


def _span_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                        row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """spans.span_first on one native recall_many_flat call's answers, in place, after _label_first_columns (the
    batch recall marks no contradictions). Reads the first SLOT_DEPTH hits of a query that asks for a kind of value
    only."""

    def pick(text: str, head: range) -> int | None:
        rows = [(segments[int(seg_of[j])], int(row_of[j])) for j in head]
        hit_texts = [seg.value("text", row) for seg, row in rows]
        finals = [float(values[0][j]) for j in head]
        covers: dict[int, float | None] = {}  # each hit's span_cover, read once (spans.span_first)
        kept = span_kept([KINDS[int(seg.value("kind", row))] for seg, row in rows],
                         [float(seg.value("created_at", row)) for seg, row in rows], text, hit_texts, finals, covers)
        return span_pick(text, hit_texts, finals, kept, covers)

    _pick_first_columns(texts, counts, (seg_of, row_of, *values), lambda text: ordered_slot(text) is not None, pick)


def _story_first_columns(store: MemoryStore, texts: list[str], segments: list[Any], counts: np.ndarray,
                         seg_of: np.ndarray, row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """MemoryStore._story_first on one native recall_many_flat call's answers, in place, after _span_first_columns
    (the batch recall marks no contradictions): for a question told after a story (spans.story_clause) whose top hit
    is an episode, the asking clause alone is embedded and the first SLOT_DEPTH hits' stored vectors ranked by it."""

    def pick(text: str, head: range) -> int | None:
        rows = [(segments[int(seg_of[j])], int(row_of[j])) for j in head]
        if KINDS[int(rows[0][0].value("kind", rows[0][1]))] != "episode":
            return None  # most recalls with a story told: the top hit's kind read alone
        candidates = story_candidates(text, [KINDS[int(seg.value("kind", row))] for seg, row in rows],
                                      [float(values[0][j]) for j in head],
                                      [seg.value("text", row) for seg, row in rows], ())
        clause = story_clause(text)
        if not candidates or clause is None:
            return None
        sims = store.row_vectors(rows) @ store._query_vectors([clause], single=False)[0]
        return story_pick(candidates, [float(s) for s in sims])

    _pick_first_columns(texts, counts, (seg_of, row_of, *values), lambda text: story_clause(text) is not None, pick)


def _entry_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                         row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """entries.entry_first on one native recall_many_flat call's answers, in place, after _story_first_columns (the
    batch recall marks no contradictions): a list fact whose one entry names the asked thing moved above an episode
    at the top. Reads the top hit's kind first, then (one of entry_tops()) the question (entries.entry_question)."""

    def pick(text: str, head: range) -> int | None:
        rows = [(segments[int(seg_of[j])], int(row_of[j])) for j in head]
        if KINDS[int(rows[0][0].value("kind", rows[0][1]))] not in entry_tops() or not entry_question(text):
            return None  # most recalls: a fact at the top (read before the question, as entry_first reads them)
        return entry_pick(text, [KINDS[int(seg.value("kind", row))] for seg, row in rows],
                          [float(values[0][j]) for j in head], [seg.value("text", row) for seg, row in rows])

    _pick_first_columns(texts, counts, (seg_of, row_of, *values), lambda text: True, pick)


def _norm_first_columns(texts: list[str], segments: list[Any], counts: np.ndarray, seg_of: np.ndarray,
                        row_of: np.ndarray, values: list[np.ndarray]) -> None:
    """norms.norm_first on one native recall_many_flat call's answers, in place, after _entry_first_columns (the
    batch recall marks no contradictions): reads the hits of a query asking a rule or a permission (norms.asks_norm,
    cached) only."""

    def pick(text: str, head: range) -> int | None:
        rows = [(segments[int(seg_of[j])], int(row_of[j])) for j in head]
        return norm_pick(text, [seg.value("text", row) for seg, row in rows],
                         [KINDS[int(seg.value("kind", row))] for seg, row in rows], [float(values[0][j]) for j in head])

    _pick_first_columns(texts, counts, (seg_of, row_of, *values), asks_norm, pick)


def _event_last_columns(store: MemoryStore, texts: list[str], scopes: list[str], events: list[str | None],
                        segments: list[Any], counts: np.ndarray, columns: tuple[np.ndarray, ...]) -> None:
    """store._event_last on one native recall_many_flat call's answers, in place, last of the text steps: the
    memory of a span anchor's event (`events`: its id per query, None for most) moved to the end of its run."""
    seg_of, row_of = columns[0], columns[1]
    ends = np.cumsum(counts).tolist()
    for text, scope, event, end, count in zip(texts, scopes, events, ends, np.asarray(counts).tolist()):
        if event is None or count < 2 or not moves_event_last(text):
            continue
        begin = end - count
        seg, row = store.engine.locate(scope, event)
        at = next((j for j in range(begin, end) if segments[int(seg_of[j])] is seg and int(row_of[j]) == row), None)
        if at is None or at == end - 1:
            continue
        order = np.r_[begin:at, at + 1:end, at]
        for column in columns:
            column[begin:end] = column[order]


def _pick_first_columns(texts: list[str], counts: np.ndarray, columns: tuple[np.ndarray, ...],
                        asks: Callable[[str], bool], pick: Callable[[str, range], int | None],
                        depth: Callable[[str], int] | None = None) -> None:
    """For each query (`texts`, each with its run of `counts` hits) that `asks`, `pick(text, head)` (head: the
    positions of its first SLOT_DEPTH hits, or `depth(text)` where given) names the hit to move to the front of its
    run; the hits before it follow in their order. In place, in every one of `columns`."""
    ends = np.cumsum(counts).tolist()
    for text, end, count in zip(texts, ends, np.asarray(counts).tolist()):
        if count < 2 or not asks(text):
            continue
        begin = end - count
        chosen = pick(text, range(begin, begin + min(count, SLOT_DEPTH if depth is None else depth(text))))
        if chosen is not None:
            order = np.r_[begin + chosen, begin:begin + chosen]
            for column in columns:
                column[begin:begin + chosen + 1] = column[order]


def _recall_columns(segments: list[Any], positions: np.ndarray, scopes: list[str], counts: np.ndarray,
                    seg_of: np.ndarray, row_of: np.ndarray, values: list[np.ndarray]) -> pa.Table:
    """One native recall_many_flat call's answers as RECALL_SCHEMA columns (`positions`: the queries' rows)."""
    values = values[:5]  # final, similarity, recency, importance, confidence (the lexical term is not a column)
    seqs = np.empty(len(seg_of), np.int64)
    for s in np.unique(seg_of).tolist():  # one gather per segment
        at = seg_of == s
        seqs[at] = segments[s].col("seq")[row_of[at]]
    ranks = np.arange(len(seg_of), dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts) + 1
    scope_of = pa.array(scopes, pa.string()).take(pa.array(np.repeat(np.arange(len(scopes)), counts)))
    return pa.Table.from_arrays(
        [pa.array(np.repeat(np.asarray(positions, np.int64), counts)), pa.array(ranks.astype(np.int32)),
         ids_of(seqs), scope_of, *[pa.array(np.asarray(v, np.float64)) for v in values]], schema=RECALL_SCHEMA)


# ---------------------------------------------------------------------- rescore


def rescore(path_or_store: Any, *, weights: Weights | None = None, half_life_days: Any = DEFAULT_HALF_LIVES,
            recency_from: str = "created", now: Any = None, where: dict[str, Any] | None = None,
            engine: str = "local", client: Any = None, embedder: Any = None,
            store_options: dict[str, Any] | None = None, threads: int = 0) -> pa.Table:
    """The query-independent part of the fused score, and the strength, of every current memory (recall could
    serve it at `now`: not superseded, archived, pending, forgotten or expired; only those `where` keeps),
    computed natively column by column (cpp/engram/rank/rescore.hpp) at one time `now` (default: the job's
    start). Columns: `scope`, `id`, `kind`, `layer` (both dictionary-encoded), `recency` (recall's recency term
    with these half-lives), `importance`, `confidence`, `score` = (w.importance * importance + w.confidence *
    confidence) + w.recency * recency, in float32 exactly as recall adds them (recall's `final` with
    weights.similarity = 0), and
    `strength` (float64, exactly MemoryStore.strength). Rows come segment by segment (the partitions), in row
    order: the same order whatever the engine. `threads`: native threads per partition (0: one per CPU)."""
    start = time.time()
    engines.check_engine(engine, client)
    weights = Weights() if weights is None else weights
    if not isinstance(weights, Weights):
        raise InvalidTypeError(f"weights must be an engramdb.Weights, got {type(weights).__name__}")
    half_lives = recall_params.half_lives(half_life_days)
    if not isinstance(recency_from, str) or recency_from not in ("created", "last_used"):
        raise InvalidArgumentError("recency_from must be 'created' or 'last_used'")
    nonnegative_int(threads, "threads", INT32_MAX)
    filt = compile_where(where)
    settings = dict(weights=weights, half_lives=half_lives, last_used=recency_from == "last_used",
                    now=_when(now, start), where=filt, threads=threads)
    with source(path_or_store, engine, embedder, store_options) as src:
        n_segments = len(src.store.engine.segments())
        tasks = [(src.handle, i, settings) for i in range(n_segments)]
        tables = engines.run(engine, client, _rescore_part, tasks)
    return pa.concat_tables(tables) if tables else RESCORE_SCHEMA.empty_table()


def current_rows(seg: Any, now: float, where: Filter | None) -> np.ndarray:
    """Rows of a segment recall can serve at `now` (no hidden bit, not expired), those `where` keeps."""
    rows = np.flatnonzero((seg.col("hidden") == 0) & ~(seg.col("expires_at") <= now))
    if where is None or not len(rows):
        return rows
    live = np.zeros(seg.n_rows, np.bool_)
    live[rows] = True
    keep = np.zeros(seg.n_rows, np.bool_)
    for scope in seg.scopes():  # one vectorised mask per scope (meta fields are read per scope)
        at = seg.scope_rows(scope)
        at = at[live[at]]
        if len(at):
            keep[at[where.mask(seg, at, scope)]] = True
    return np.flatnonzero(keep)


def _rescore_part(handle: Handle, seg_index: int, settings: dict[str, Any]) -> pa.Table:
    """One partition of rescore: one segment, one native call."""
    store = worker_store(handle)
    seg = store.engine.segments()[seg_index]
    now = settings["now"]
    rows = current_rows(seg, now, settings["where"])
    recency, score, strength = rescore_rows(seg, rows, now, weights=settings["weights"].native(),
                                            half_life_days=settings["half_lives"],
                                            recency_from_last_used=settings["last_used"], threads=settings["threads"])
    return pa.Table.from_arrays([
        scope_column(seg).take(pa.array(rows, pa.int64())), ids_of(seg.col("seq")[rows]),
        _names(seg.col("kind")[rows], KINDS), _names(seg.col("layer")[rows], LAYERS), pa.array(recency),
        pa.array(seg.col("importance")[rows]), pa.array(seg.col("confidence")[rows]), pa.array(score),
        pa.array(strength)], schema=RESCORE_SCHEMA)


def scope_column(seg: Any) -> pa.Array:
    """The scope of every row of a segment, as one Arrow array."""
    table = getattr(seg, "table", None)
    if table is not None:  # sealed: the Arrow column itself
        return table.column("scope").combine_chunks()
    return pa.array(seg.text["scope"], pa.string())


def _names(codes: np.ndarray, names: tuple[str, ...]) -> pa.Array:
    return pa.DictionaryArray.from_arrays(pa.array(codes.astype(np.int8)), pa.array(names, pa.string()))


# ---------------------------------------------------------------------- replay


def replay(path_or_store: Any, cases: pa.Table, grid: Any, *, k: int = 5, engine: str = "local",
           client: Any = None, now: Any = None, embedder: Any = None, store_options: dict[str, Any] | None = None,
           **recall_options: Any) -> pa.Table:
    """recall@k and MRR of each setting of `grid` over labelled `cases` (an Arrow table: `scope`, `query` texts
    or `vector`s, and `expected`, a list of the ids that should be recalled): offline tuning of the fused score.

    `grid` is a list of settings (dicts of recall options, e.g. ``{"weights": Weights(...), "half_life_days":
    7}``) or a dict of option -> list of values (every combination). Each setting is recall(cases, k=k,
    **recall_options, **setting) on one snapshot at one `now`. recall@k of a case: the share of its expected ids
    in its top k; MRR: 1 / the rank of its first expected id in the top k (0 when none is there); both averaged
    over the cases. Returns one row per setting: `setting` (its index), `options` (JSON), the four weights,
    `half_life_days` (JSON), `k`, `cases`, `recall_at_k`, `mrr`."""
    start = time.time()
    engines.check_engine(engine, client)
    scopes, items = _queries(cases, "cases")
    expected_q, expected_ids, n_expected = _expected(cases)
    settings = _grid(grid)
    when = _when(now, start)
    checked = [_recall_options({**recall_options, **setting}, k, when) for setting in settings]
    rows: list[dict[str, Any]] = []
    with source(path_or_store, engine, embedder, store_options) as src:
        for index, (setting, options) in enumerate(zip(settings, checked)):
            got = _recall_source(src.store, src.handle, scopes, items, options, engine, client)
            found = pa.table({"q": got.column("query_index"), "id": got.column("id"), "rank": got.column("rank")})
            wanted = pa.table({"q": pa.array(expected_q), "id": expected_ids})
            matched = wanted.join(found, ["q", "id"], join_type="inner")
            q = np.asarray(matched.column("q").to_numpy(), np.int64)
            rank = np.asarray(matched.column("rank").to_numpy(), np.float64)
            n = len(scopes)
            hit_count = np.bincount(q, minlength=n)
            first = np.full(n, np.inf)
            np.minimum.at(first, q, rank)
            weights = options.get("weights", Weights())
            rows.append(dict(setting=index, options=_json(setting), w_similarity=weights.similarity,
                             w_recency=weights.recency, w_importance=weights.importance,
                             w_confidence=weights.confidence,
                             half_life_days=_json(options.get("half_life_days", DEFAULT_HALF_LIVES)),
                             k=int(k), cases=n,
                             recall_at_k=float(np.mean(hit_count / n_expected)) if n else 0.0,
                             mrr=float(np.mean(np.where(np.isfinite(first), 1.0 / first, 0.0))) if n else 0.0))
    return pa.Table.from_pylist(rows, schema=REPLAY_SCHEMA)


def _expected(cases: pa.Table) -> tuple[np.ndarray, pa.Array, np.ndarray]:
    """(case of each expected id, the ids, how many distinct ids each case expects) of the `expected` column."""
    if "expected" not in cases.column_names:
        raise InvalidArgumentError(f"cases needs an 'expected' column (lists of ids); it has {cases.column_names}")
    column = cases.column("expected").combine_chunks()
    kind = column.type
    if not (pa.types.is_list(kind) or pa.types.is_large_list(kind)) or \
            not (pa.types.is_string(kind.value_type) or pa.types.is_large_string(kind.value_type)):
        raise InvalidTypeError(f"cases' 'expected' column must hold lists of ids (strings), got {kind}")
    if column.null_count or pc.list_flatten(column).null_count:
        raise InvalidArgumentError("cases' 'expected' column holds a null")
    pairs = pa.table({"q": pc.list_parent_indices(column).cast(pa.int64()),
                      "id": pc.list_flatten(column).cast(pa.string())}).group_by(["q", "id"]).aggregate([])
    q = np.asarray(pairs.column("q").to_numpy(), np.int64)
    n_expected = np.bincount(q, minlength=len(column)).astype(np.float64)
    if len(column) and (n_expected == 0).any():
        raise InvalidArgumentError(f"case {int(np.argmin(n_expected))} expects no id: recall@k is undefined for it")
    return q, pairs.column("id"), n_expected


def _grid(grid: Any) -> list[dict[str, Any]]:
    if isinstance(grid, Mapping):
        names = list(grid)
        if not all(isinstance(n, str) for n in names):
            raise InvalidTypeError("grid's keys must be recall option names")
        values = []
        for name in names:
            v = grid[name]
            if isinstance(v, (str, bytes)) or not isinstance(v, Sequence) or not v:
                raise InvalidTypeError(f"grid[{name!r}] must be a non-empty list of values")
            values.append(list(v))
        return [dict(zip(names, combo)) for combo in itertools.product(*values)]
    if isinstance(grid, (str, bytes)) or not isinstance(grid, Sequence):
        raise InvalidTypeError(f"grid must be a list of settings (dicts) or a dict of lists, got {type(grid).__name__}")
    if not grid:
        raise InvalidArgumentError("grid holds no setting")
    if not all(isinstance(s, Mapping) for s in grid):
        raise InvalidTypeError("each setting of grid must be a dict of recall options")
    return [dict(s) for s in grid]


def _json(value: Any) -> str:
    def plain(v: Any) -> Any:
        if isinstance(v, Weights):
            return {"similarity": v.similarity, "recency": v.recency, "importance": v.importance,
                    "confidence": v.confidence}
        if isinstance(v, float) and not math.isfinite(v):
            return str(v)
        if isinstance(v, Mapping):
            return {str(a): plain(b) for a, b in v.items()}
        if isinstance(v, (list, tuple)):
            return [plain(x) for x in v]
        return v
    return json.dumps(plain(value), sort_keys=True, default=str)


# ---------------------------------------------------------------------- reembed


def reembed(path_or_store: Any, out_path: str | os.PathLike[str], embedder: Any, *, engine: str = "local",
            client: Any = None, source_embedder: Any = None, store_options: dict[str, Any] | None = None) -> int:
    """Writes a new store at `out_path` (a new or empty directory) holding every memory of the source (forgotten
    ones excepted) embedded by `embedder`: ids, status (current, superseded, pending, archived), lineage
    (supersedes, merged_from), provenance (source, trusted, meta, flags), usage and times kept, through the
    store's lossless export / import_arrow. Each memory is embedded as the write path embeds it, through the
    embedder's document side (a lesson by writes.lesson_search_text, a JSON text by writes.plain_tool_output).
    Partitions (whole scopes) embed on the engine; this process, the one writer, imports each partition
    atomically. `source_embedder` opens a source directory made with an embedder other than the default. Returns
    how many memories were written."""
    engines.check_engine(engine, client)
    target = as_embedder(embedder)
    if target.dim > MAX_DIM:
        raise InvalidArgumentError(f"the embedder's dim {target.dim} is over the store's limit of {MAX_DIM}")
    if not isinstance(out_path, (str, os.PathLike)):
        raise InvalidTypeError(f"out_path must be a path, got {type(out_path).__name__}")
    out = os.fspath(out_path)
    if os.path.exists(out) and (not os.path.isdir(out) or os.listdir(out)):
        raise InvalidArgumentError(f"out_path {out!r} must be a new or empty directory")
    written = 0
    with source(path_or_store, engine, source_embedder, store_options) as src:
        if src.store.path is not None and os.path.realpath(src.store.path) == os.path.realpath(out):
            raise InvalidArgumentError("out_path must differ from the source store")
        scopes = src.store.scopes()  # whole scopes per partition: lineage stays inside one import
        tasks = [(src.handle, [scopes[i] for i in part.tolist()], target)
                 for part in _parts(scopes, _n_parts(engine, client))]
        with MemoryStore.open(out, embedder=target) as new:
            for table in engines.run(engine, client, _reembed_part, tasks):
                if table.num_rows:
                    written += len(new.import_arrow(table))
    return written


def _reembed_part(handle: Handle, scopes: list[str], embedder: Any) -> pa.Table:
    """One partition of reembed: the scopes' export with each row's embedding replaced by the new model's."""
    store = worker_store(handle)
    table = pa.concat_tables([store.export(scope) for scope in scopes])
    if not table.num_rows:
        return table
    lesson = pc.equal(table.column("kind"), KINDS[KIND_CODE["lesson"]]).to_pylist()
    texts = table.column("text").to_pylist()
    searched = [lesson_search_text(t, tr, g) if is_lesson else t for t, tr, g, is_lesson in
                zip(texts, table.column("trigger").to_pylist(), table.column("guidance").to_pylist(), lesson)]
    documents: list[Any] = [None] * len(searched)
    vectors = normalised(embed_searched(embedder, searched, both_roles(embedder), documents=documents))  # as written
    column = pa.FixedSizeListArray.from_arrays(pa.array(vectors.reshape(-1), pa.float32()), vectors.shape[1])
    position = table.schema.get_field_index("embedding")
    table = table.set_column(position, pa.field("embedding", column.type, nullable=False), column)
    if "document" in table.column_names:  # the old model's document vectors go; the new one's as a write stores them
        position = table.schema.get_field_index("document")
        table = table.set_column(position, table.schema.field("document"), side_array(documents))
    return table


# ---------------------------------------------------------------------- prune plans


def prune_plan(path_or_store: Any, *, min_strength: float | None = None, ttl_days: float | None = None,
               max_items: int | None = None, now: Any = None, engine: str = "local", client: Any = None,
               embedder: Any = None, store_options: dict[str, Any] | None = None) -> pa.Table:
    """What ``MemoryStore.prune(scope, ttl_days=, max_items=, now=)`` would forget in every scope, computed on
    a snapshot in parallel (partitions of whole scopes) with prune's own definition (maintenance.prune_targets),
    without forgetting anything. `min_strength` adds memories weaker than it (strength at `now`, never the
    identity layer) before the cap. Returns `scope`, `id`, `reason` ("expired", "ttl", "weak", "cap"), sorted
    by scope and id; apply it with ``MemoryStore.apply_prune_plan(table)`` (the one writer)."""
    start = time.time()
    engines.check_engine(engine, client)
    if min_strength is not None:
        min_strength = check_unit("min_strength", min_strength)
    if ttl_days is not None:
        ttl_days = finite(ttl_days, "ttl_days")
        if ttl_days <= 0:
            raise InvalidArgumentError(f"ttl_days must be finite and > 0, got {ttl_days}")
    if max_items is not None:
        max_items = nonnegative_int(max_items, "max_items", 2**62)
    settings = dict(now=_when(now, start), ttl_days=ttl_days, max_items=max_items, min_strength=min_strength)
    with source(path_or_store, engine, embedder, store_options) as src:
        scopes = src.store.scopes()
        tasks = [(src.handle, [scopes[i] for i in part.tolist()], settings)
                 for part in _parts(scopes, _n_parts(engine, client))]
        tables = engines.run(engine, client, _prune_part, tasks)
    if not tables:
        return PRUNE_SCHEMA.empty_table()
    table = pa.concat_tables(tables)
    seq = pc.cast(pc.utf8_slice_codeunits(table.column("id"), 1), pa.int64())
    return table.append_column("seq", seq).sort_by([("scope", "ascending"), ("seq", "ascending")]).drop_columns(
        ["seq"])


def _prune_part(handle: Handle, scopes: list[str], settings: dict[str, Any]) -> pa.Table:
    """One partition of prune_plan: prune's targets of each scope, read-only."""
    store = worker_store(handle)
    segments = store.engine.segments()
    ids: list[pa.Array] = []
    scope_of: list[str] = []
    reasons: list[str] = []
    for scope in scopes:
        for seg, rows, reason in prune_targets(segments, scope, settings["now"], ttl_days=settings["ttl_days"],
                                               max_items=settings["max_items"],
                                               min_strength=settings["min_strength"]):
            rows = rows[(seg.col("hidden")[rows] & HIDDEN_DELETED) == 0]
            ids.append(ids_of(seg.col("seq")[rows]))
            scope_of.extend([scope] * len(rows))
            reasons.extend([reason] * len(rows))
    if not ids:
        return PRUNE_SCHEMA.empty_table()
    return pa.Table.from_arrays([pa.array(scope_of, pa.string()), pa.concat_arrays(ids),
                                 pa.array(reasons, pa.string())], schema=PRUNE_SCHEMA)

