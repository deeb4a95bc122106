"""Which segments a checkpoint writes: the active segment's live rows, rewrites without forgotten rows, bulk
loads, and merges by size tier; and the sorted table of one new segment. Shared by the in-memory and the disk
backends (they differ only in where the new segments live).

Merge policy: tier = floor(log4(rows)); whenever a tier holds MERGE_FANOUT (4) or more segments they are merged
into one (which lands a tier higher). So a store of N rows has at most 3 segments per tier, O(3·log4(N /
seal_rows)) in all, and a scope's rows live in few, large segments (what per-segment HNSW graphs need).
Merging drops forgotten rows too, except a forgotten version that links to older ones (its `supersedes` or
`merged_from` is set): it stays, hidden, until the memory is erased, because the link is the only way from the
newer versions to the older ones, and erasing the memory must still reach (and remove) them. A row being erased
is always dropped.

Scope leveling (issue 17, item 2): tiers group rows by when they were written, so a scope written interleaved
with others ends in one piece per segment (100 users x 10k rows in 1M rows: 4k/4k/1k/1k), every piece under
the lists threshold and the whole scope read by exact scans. With `level_rows` (the planner's ivf_min_rows),
once no tier is full, a scope is *fragmented* when it has at least two pieces under `level_rows` rows that hold
`level_rows` rows or more together; the segments holding those pieces are merged into one, together with those
holding a larger piece of the scope of at most MERGE_FANOUT times the small pieces' rows (so that the scope
becomes one run: its lists, and its plan, follow the scope, not when its rows were written; a much larger
piece is left, bounding how often one segment is rewritten). `level_all` (compact()): every scope with
`level_rows` rows or more in two or more segments is fragmented, and every segment holding it is merged. A
leveling merge writes what a tier merge writes: a new scope-sorted segment (files, checksums, manifest,
erasure unchanged). Each one replaces at least two items with one, so planning ends.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from .. import _core
from ..errors import InvalidArgumentError
from ..schema import COLUMN, HIDDEN_DELETED, HIDDEN_ERASING, SIDE, segment_schema
from ..segment import CODED, NUMERIC, TEXT, ActiveSegment, SealedSegment, side_all_null, side_array, side_values
from ..storage.segments import DeferredTable, as_table
from ..validate import Unscaled

MERGE_FANOUT = 4  # tiered merge: 4 segments of one size tier become one


@dataclass
class Part:
    """Some rows of a segment, as input of a new segment: its table (all rows) and the live rows."""

    table: pa.Table | DeferredTable  # a bulk load's is deferred (its vectors are made as its segment is written)
    rows: np.ndarray
    # the segment the table was taken from (None for a bulk load): a background seal copies its current
    # mutable columns into the new segment when it commits (see SegmentSet's module doc)
    source: ActiveSegment | SealedSegment | None = None

    @property
    def n_rows(self) -> int:
        return len(self.rows)


@dataclass
class CompactionPlan:
    """kept: sealed segments that stay as they are; outputs: the parts making each new segment."""

    kept: list[SealedSegment]
    outputs: list[list[Part]]

    def tables(self) -> Iterator[DeferredTable]:
        """Each new segment's table, made when asked for (one at a time: a merge of large segments is big), its
        vectors deferred (made as write_segment writes them, or by materialize())."""
        return (sorted_table(parts) for parts in self.outputs)

    def ordered_tables(self) -> Iterator[tuple[DeferredTable, np.ndarray]]:
        """As tables, each with its row order: row i of the table is row order[i] of its parts' tables
        concatenated."""
        return (sorted_table_and_order(parts) for parts in self.outputs)


def live_part(seg: ActiveSegment | SealedSegment) -> Part | None:
    """The rows of `seg` a rewrite keeps: those not forgotten, and the forgotten ones that link to older versions
    (unless being erased): see the module doc."""
    table = seg.to_table()
    live = np.flatnonzero(_kept(seg, table))
    return Part(table, live, seg) if len(live) else None


def droppable(seg: SealedSegment) -> bool:
    """Whether a rewrite of `seg` would leave rows out (what compact() rewrites for)."""
    return not (seg.col("hidden") & HIDDEN_DELETED == 0).all() and not _kept(seg, seg.to_table()).all()


def _kept(seg: ActiveSegment | SealedSegment, table: pa.Table) -> np.ndarray:
    hidden = seg.col("hidden")
    keep: np.ndarray = (hidden & HIDDEN_DELETED) == 0
    if not keep.all():
        links = pc.or_(_set(table.column("supersedes")), _set(table.column("merged_from")))
        keep |= links.to_numpy(zero_copy_only=False) & ((hidden & HIDDEN_ERASING) == 0)
    return keep


def _set(column: pa.ChunkedArray) -> pa.ChunkedArray:
    """Whether each value of a text column is set (neither null nor empty)."""
    return pc.fill_null(pc.not_equal(column, ""), False)


def _tier(rows: int) -> int:
    return int(math.log(max(rows, 1), MERGE_FANOUT))


def _scope_rows(item: SealedSegment | list[Part]) -> dict[str, int]:
    """Rows of each scope in a sealed segment (a view of one: its `seg`), or live rows in a new segment's
    parts."""
    out: dict[str, int] = {}
    if isinstance(item, list):
        for part in item:
            counts = pc.value_counts(part.table.column("scope").take(pa.array(part.rows)))
            for scope, n in zip(counts.field("values").to_pylist(), counts.field("counts").to_pylist()):
                out[scope] = out.get(scope, 0) + n
        return out
    seg = getattr(item, "seg", item)  # a background seal's view of a sealed segment (engine/segment_set._AsOf)
    for scope in seg.scopes():
        begin, end = seg.run(scope) or (0, 0)
        out[scope] = end - begin
    return out


def _level_members(counts: list[dict[str, int]], level_rows: int, level_all: bool) -> set[int]:
    """Positions of the items a leveling merge takes (module doc), empty when no scope is fragmented."""
    pieces: dict[str, list[tuple[int, int]]] = {}
    for i, by_scope in enumerate(counts):
        for scope, n in by_scope.items():
            if n:
                pieces.setdefault(scope, []).append((i, n))
    members: set[int] = set()
    for held in pieces.values():
        if len(held) < 2:
            continue
        if level_all:
            if sum(n for _, n in held) >= level_rows:
                members.update(i for i, _ in held)
            continue
        small = [(i, n) for i, n in held if n < level_rows]
        small_rows = sum(n for _, n in small)
        if len(small) >= 2 and small_rows >= level_rows:
            members.update(i for i, n in held if n < level_rows or n <= MERGE_FANOUT * small_rows)
    return members


def plan(active: ActiveSegment, sealed: list[SealedSegment], rewrite: set[int], *, merge: bool = True,
         extra: list[Part] | None = None, together: list[Part] | None = None, level_rows: int | None = None,
         level_all: bool = False) -> CompactionPlan:
    """What a checkpoint writes: the active segment's live rows, the `rewrite` segments (by id()) without
    forgotten rows, `extra` parts (bulk loads, each a segment of its own), `together` (parts of one new segment:
    the frozen segments of background seals), tier merges, and with `level_rows`, the leveling merges of
    fragmented scopes (`level_all`: every scope split across segments; see the module doc)."""
    kept: list[SealedSegment] = []
    pending: list[list[Part]] = [[part] for part in extra or []]  # each: the parts of one new segment
    if together:
        pending.append(list(together))

    def rows(item: SealedSegment | list[Part]) -> int:
        return sum(p.n_rows for p in item) if isinstance(item, list) else item.n_rows  # a segment or a view of one

    active_part = live_part(active) if active.n_rows else None
    if active_part is not None:
        pending.append([active_part])
    for seg in sealed:
        if id(seg) in rewrite:
            part = live_part(seg)
            if part is not None:
                pending.append([part])
        else:
            kept.append(seg)
    # leveling: id(item) -> (the item, kept so that its id is not reused; its rows by scope)
    counted: dict[int, tuple[object, dict[str, int]]] = {}

    def scope_rows(item: SealedSegment | list[Part]) -> dict[str, int]:
        if id(item) not in counted:
            counted[id(item)] = (item, _scope_rows(item))
        return counted[id(item)][1]

    while merge:
        tiers: dict[int, list[SealedSegment | list[Part]]] = {}
        items: list[SealedSegment | list[Part]] = [*kept, *pending]
        for item in items:
            tiers.setdefault(_tier(rows(item)), []).append(item)
        full = sorted(t for t, members in tiers.items() if len(members) >= MERGE_FANOUT)
        if full:
            members = tiers[full[0]]
        elif level_rows is not None and len(items) >= 2:
            chosen = _level_members([scope_rows(item) for item in items], level_rows, level_all)
            if not chosen:
                break
            members = [items[i] for i in sorted(chosen)]
        else:
            break
        merged: list[Part] = []
        for member in members:
            if not isinstance(member, list):
                part = live_part(member)
                merged += [] if part is None else [part]
            else:
                merged += member
        kept = [s for s in kept if not any(s is m for m in members)]
        pending = [p for p in pending if not any(p is m for m in members)]
        if merged:
            pending.append(merged)
            if level_rows is not None:  # its rows by scope: its members' (no second pass over a large table)
                total: dict[str, int] = {}
                for member in members:
                    for scope, n in scope_rows(member).items():
                        total[scope] = total.get(scope, 0) + n
                counted[id(merged)] = (merged, total)
    return CompactionPlan(kept, pending)


def _gathered_rows(chunks: list[np.ndarray], indices: np.ndarray, scale: list[bool]) -> _core.RowGather:
    """Rows `indices` of the chunks' rows concatenated (scaled where their chunk's flag is set), checked now
    (IndexError; ValueError for NaN or infinity in a scaled row) and made natively with the GIL released, range by
    range, as write_segment writes them into its aligned buffer (a DeferredTable's writer). The chunks are never
    concatenated nor the rows held a second time (a 100k x 384 seal's 150 MB matrix of fresh pages, made and
    dropped, before; numpy's fancy indexing, chunk by chunk, took 2.8 s for 200k x 384 rows on this project's
    2-vCPU machine)."""
    return _core.RowGather(chunks, np.asarray(indices, np.int64), scale)


def scope_order(scopes: pa.ChunkedArray, seqs: np.ndarray) -> np.ndarray:
    """The positions of the rows (`scopes`, chunks of one string column, and their `seqs`, concatenated) in
    (scope, seq) order, as pc.sort_indices over both keys would give them (strings compared as bytes): the scopes
    dictionary-encoded (one dictionary across the chunks), each code replaced by its name's rank, then the ranks
    sorted stably when the seqs ascend already (a bulk load's new ids: a radix sort of 16-bit ranks where the
    scopes are that few), else by (rank, seq). ~5x cheaper than sorting the strings themselves (200k rows of 100
    scopes: 4 ms against 22 ms)."""
    n = len(seqs)
    if n == 0:
        return np.zeros(0, np.int64)
    encoded = scopes.dictionary_encode()
    dictionary = encoded.chunk(encoded.num_chunks - 1).dictionary  # the last chunk's holds every name
    ranks = np.empty(len(dictionary), np.int64)
    ranks[pc.sort_indices(dictionary).to_numpy()] = np.arange(len(dictionary))
    codes = np.concatenate([c.indices.to_numpy(zero_copy_only=False) for c in encoded.chunks])
    key = ranks[codes].astype(np.uint16 if len(dictionary) <= 1 << 16 else np.int64)
    if n == 1 or bool((seqs[1:] > seqs[:-1]).all()):
        return np.argsort(key, kind="stable").astype(np.int64)
    return np.lexsort((seqs, key)).astype(np.int64)


def sorted_batches(batches: list[dict[str, Any]], dim: int) -> DeferredTable:
    """Prepared batches (with seqs; a bulk load) as one table of the segment schema sorted by (scope, seq): what
    sorted_table would make of them, made here so that their vectors are scaled as they are gathered into that
    order, in one native pass from the caller's buffers (an `Unscaled` batch's; a scaled one's are copied).
    The embedding column is deferred (storage.segments.DeferredTable): its bytes are made as write_segment writes
    them, or by materialize() (sorted_table_and_order for a merge; the in-memory backend for its segment).
    InvalidArgumentError for a NaN or infinity (naming its row in the batches concatenated), before anything is
    written.

    The other columns are put in order by one native call (taken_columns: numeric, coded, ids and strings, the GIL
    released), a column of nulls or of one string only made (no take)."""
    seqs = np.concatenate([np.asarray(b["seq"], np.int64) for b in batches])
    scopes = _arrow_strings(batches, "scope")
    order = scope_order(scopes, seqs)
    vectors = [b["embedding"] for b in batches]
    try:  # every row checked and its scale taken here; the bytes are made as the segment file is written
        embedding = _gathered_rows([x.matrix if isinstance(x, Unscaled) else x for x in vectors], order,
                                   [isinstance(x, Unscaled) for x in vectors])
    except ValueError as exc:
        raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None
    schema = segment_schema(dim)
    rest = pa.schema([f for f in schema if f.name != "embedding"])
    columns = taken_columns(batches, order, seqs, scopes)
    return DeferredTable(pa.Table.from_arrays([columns[f.name] for f in rest], schema=rest), schema, "embedding",
                         embedding)


def taken_columns(batches: list[dict[str, Any]], order: np.ndarray, seqs: np.ndarray,
                  scopes: pa.ChunkedArray) -> dict[str, pa.Array]:
    """sorted_batches' columns but the embedding: the batches' rows concatenated, in `order` (`seqs` and `scopes`:
    the batches' seqs concatenated and their scope column, made already for the order). One native call
    (_core.take_columns, the GIL released) puts every numeric, coded and string column and the ids in order; a
    string column of nulls (the usual bulk load's lineage, flags) is only made, one holding one value in every row
    (a scalar `source`) repeated. Each column is a fresh buffer (no take of a caller's buffer is kept)."""
    n = len(order)
    numeric = [name for name in NUMERIC if name not in CODED and name != "seq"]
    columns: dict[str, pa.Array] = {}
    taken: list[str] = []
    strings: list[list[tuple[Any, Any, Any, int, int]]] = []
    for name in TEXT:
        if all(b[name].count(None) == len(b[name]) for b in batches):  # the usual bulk load's lineage, flags
            columns[name] = pa.nulls(n, pa.string())
        elif (value := _one_value([b[name] for b in batches])) is not None:  # one source for all, say
            columns[name] = pa.repeat(pa.scalar(value, pa.string()), n)
        else:
            column = scopes if name == "scope" else _arrow_strings(batches, name)
            taken.append(name)
            strings.append([_string_buffers(chunk) for chunk in column.chunks])
    numbers, texts, codes, ids = _core.take_columns(
        order, [[np.asarray(seqs, np.int64)]] + [[np.ascontiguousarray(b[name], NUMERIC[name]) for b in batches]
                                                 for name in numeric],
        strings, [([np.ascontiguousarray(b[name], np.uint8) for b in batches], list(CODED[name])) for name in CODED],
        seq_column=0)
    columns["seq"] = pa.array(numbers[0], pa.int64())
    for name, values in zip(numeric, numbers[1:]):
        columns[name] = pa.array(values, COLUMN[name].arrow)
    for name, (offsets, data) in zip(CODED, codes):
        columns[name] = _string_array(n, offsets, data)
    assert ids is not None  # seq_column=0: the ids are made
    columns["id"] = _string_array(n, *ids)
    for name, (offsets, data, validity, nulls) in zip(taken, texts):
        columns[name] = _string_array(n, offsets, data, validity, nulls)
    for name in SIDE:  # a vector or None a row (schema.SIDE): all null in a bulk load but a restore's
        if all(side_all_null(b.get(name)) for b in batches):  # one C-level pass a batch, no list made
            columns[name] = pa.nulls(n, COLUMN[name].arrow)
            continue
        sides = [v for b in batches for v in side_values(b, name, len(b["text"]))]
        columns[name] = side_array([sides[i] for i in order.tolist()], name)
    return columns


def _string_buffers(chunk: pa.Array) -> tuple[Any, Any, Any, int, int]:
    """An Arrow string chunk as take_columns reads it: (validity, offsets, data, offset, length); copied first in
    the rare case its offsets are not 4-byte aligned (a buffer read from unaligned IPC bytes), which the native
    side refuses."""
    if chunk.buffers()[1] is not None and chunk.buffers()[1].address % 4:
        chunk = pa.concat_arrays([chunk])  # fresh, aligned buffers
    return (*chunk.buffers(), chunk.offset, len(chunk))


def _string_array(n: int, offsets: np.ndarray, data: np.ndarray, validity: np.ndarray | None = None,
                  nulls: int = 0) -> pa.Array:
    """An Arrow string array of n rows over _core.take_columns' buffers (zero-copy)."""
    return pa.StringArray.from_buffers(n, pa.py_buffer(offsets), pa.py_buffer(data),
                                       None if validity is None else pa.py_buffer(validity), nulls)


def _one_value(lists: list[list[str | None]]) -> str | None:
    """The one string every row of `lists` holds (a scalar given for a batch's column: the same object, found at C
    speed), else None."""
    first = lists[0][0]
    if first is None or any(values[0] != first or values[-1] != first or values[len(values) // 2] != first
                            for values in lists):
        return None
    return first if all(values.count(first) == len(values) for values in lists) else None


def _arrow_strings(batches: list[dict[str, Any]], name: str) -> pa.ChunkedArray:
    """The batches' string column `name` as one chunked Arrow column: a batch's own Arrow column where it carries
    one with the same values (import_arrow's, under "arrow": no conversion of its Python strings back), else
    converted."""
    chunks: list[pa.Array] = []
    for batch in batches:
        given = batch.get("arrow", {}).get(name)
        if given is None:
            chunks.append(pa.array(batch[name], pa.string()))
        else:
            given = given.cast(pa.string())
            chunks += given.chunks if isinstance(given, pa.ChunkedArray) else [given]
    return pa.chunked_array(chunks, pa.string())


def sorted_table(parts: list[Part]) -> DeferredTable:
    """The live rows of `parts` as one table sorted by (scope, seq), every column one fresh buffer (no
    byte of a left-out row survives in it), the embedding matrix deferred: gathered natively as the segment is
    written (_gathered_rows; Arrow's take on fixed_size_list is about 20x slower). A bulk load's table that
    sorted_batches already made in this order, with every row kept, is taken as it is."""
    return sorted_table_and_order(parts)[0]


def sorted_table_and_order(parts: list[Part]) -> tuple[DeferredTable, np.ndarray]:
    """sorted_table's table, and for each of its rows the position of its source row in the parts' tables
    concatenated."""
    offsets = np.cumsum([0] + [p.table.num_rows for p in parts])
    live = np.concatenate([p.rows + offset for p, offset in zip(parts, offsets)])
    keys = pa.concat_tables([p.table.select(["scope", "seq"]) for p in parts]).take(pa.array(live))
    order = pc.sort_indices(keys, sort_keys=[("scope", "ascending"), ("seq", "ascending")]).to_numpy()
    indices = live[order]
    alone = len(parts) == 1 and len(indices) == parts[0].table.num_rows \
        and np.array_equal(indices, np.arange(len(indices)))
    if alone and isinstance(parts[0].table, DeferredTable):
        return parts[0].table, indices  # a bulk load alone: its vectors are made as it is written
    # a bulk load's vectors made here (they are read below); any other part's table is a real one
    table = pa.concat_tables([as_table(p.table) for p in parts])  # chunked, zero-copy
    schema = table.schema
    rest = pa.schema([f for f in schema if f.name != "embedding"])
    columns = [table.column(f.name).take(pa.array(indices)).combine_chunks() for f in rest]
    dim = schema.field("embedding").type.list_size
    chunks = [c.flatten().to_numpy().reshape(len(c), dim) for c in table.column("embedding").chunks]
    vectors = _gathered_rows(chunks, indices, [False] * len(chunks))
    return DeferredTable(pa.Table.from_arrays(columns, schema=rest), schema, "embedding", vectors), indices
