"""Segments: the column stores that recall scans.

* ``ActiveSegment`` takes new writes: numeric columns in numpy arrays grown with spare capacity, text
  columns in Python lists, and one growing row list per scope. Rows are in write order.
* ``SealedSegment`` is immutable and built from an Arrow table sorted by (scope, seq), so each scope is
  one contiguous run of rows and within it ids ascend. Its numeric columns are zero-copy views of the
  Arrow buffers (memory-mapped when the table was read from a file); the few mutable columns (``hidden``,
  ``last_used``, ``use_count``) are small side arrays. A large scope's run may also carry an HNSW graph
  (``_core.HnswIndex``) built over exactly its rows (a zero-copy slice of the embedding column: the graph
  holds links only), which the store's planner hands the core instead of an exact scan.

Both hand the native core a ``_core.Segment`` (borrowed pointers) and, per scope, a row selection.
Neither knows about SIMD, WAL or files.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Iterable, Sequence
from itertools import repeat
from operator import is_not, itemgetter
from typing import Any

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from . import _core
from .schema import COLUMN, COLUMNS, EPOCH_MAX, EPOCH_MIN, KIND_ALIASES, SIDE, segment_schema

# The column lists of schema.COLUMNS by how a segment holds them. NUMERIC: numpy dtype by name (the coded
# columns `kind` and `layer` included, as uint8 codes); TEXT: Python lists / Arrow strings; CODED: the names
# of the codes (Arrow holds the names); MUTABLE: the columns that change after a write (usage, tombstones),
# which a sealed segment keeps in side arrays.
NUMERIC = {c.name: c.dtype for c in COLUMNS if c.storage in ("numeric", "coded")}
TEXT = tuple(c.name for c in COLUMNS if c.storage == "text")
CODED = {c.name: c.codes for c in COLUMNS if c.storage == "coded"}
# Names a coded column may hold in files written earlier -> the name they read as (kind "event": "episode").
CODED_ALIASES: dict[str, dict[str, str]] = {"kind": KIND_ALIASES}
MUTABLE = tuple(c.name for c in COLUMNS if c.mutable)


def side_values(batch: dict[str, Any], name: str, n: int) -> list[Any]:
    """A batch's side column `name` (schema.SIDE: a unit vector or None per row); all None when the batch has none
    (every writer but the write path's both-ways rows, and a WAL record or file written before the column)."""
    values = batch.get(name)
    return [None] * n if values is None else values


def side_all_null(values: Sequence[Any] | None) -> bool:
    """Whether a side column's values are all None (or absent), in one C-level pass (no Python loop per row)."""
    return values is None or not any(map(is_not, values, repeat(None)))


def side_array(values: Sequence[Any], name: str = "document") -> pa.Array:
    """A side column's Python values (float32 vectors or None) as the Arrow list the segment holds: a null row holds
    no values."""
    arrow_type = COLUMN[name].arrow
    n = len(values)
    if side_all_null(values):  # every row of most stores: no per-row Python pass
        return pa.nulls(n, arrow_type)
    present = [i for i, value in enumerate(values) if value is not None]
    lengths = np.zeros(n, np.int32)
    lengths[present] = [len(values[i]) for i in present]
    offsets = np.zeros(n + 1, np.int32)
    np.cumsum(lengths, out=offsets[1:])
    flat = np.concatenate([np.asarray(values[i], np.float32).reshape(-1) for i in present])
    mask = np.ones(n, np.bool_)
    mask[present] = False
    return pa.ListArray.from_arrays(pa.array(offsets), pa.array(flat, pa.float32()), type=arrow_type,
                                    mask=pa.array(mask))


class SideColumn:
    """A side column of a sealed segment (schema.SIDE): the vector at a row (a float32 view of the Arrow buffers,
    memory-mapped for a file) or None. Its buffers are read on the first look-up, not when the segment opens."""

    def __init__(self, array: pa.Array) -> None:
        self._array: pa.Array | None = array if len(array) and array.null_count < len(array) else None
        self._read: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
        self._check: Callable[[], None] | None = None

    def guard(self, check: Callable[[], None]) -> None:
        """`check` (raising on damage) runs before the column's values are first read (by `at` or `checked`), until
        it passes: a segment file's values checked on first use, not at open (open203)."""
        self._check = check if self._array is not None else None

    def checked(self) -> None:
        """Runs the guard's check if it has not passed yet (before a copy of the column: to_table)."""
        if self._check is not None:
            self._check()
            self._check = None

    def at(self, row: int) -> np.ndarray | None:
        if self._array is None:
            return None
        if self._read is None:
            self.checked()
            array = self._array
            self._read = (np.asarray(array.is_valid().to_numpy(zero_copy_only=False), np.bool_),
                          np.asarray(array.offsets.to_numpy(), np.int64), array.values.to_numpy(zero_copy_only=False))
        valid, offsets, values = self._read
        if not valid[row]:
            return None
        out: np.ndarray = values[offsets[row]:offsets[row + 1]]
        return out


# (begin, end, rows, graph): a contiguous run when rows is None, else a row list; graph is the run's
# _core.HnswIndex (node i = row begin + i) or None.
Selection = tuple[Any, ...]  # (begin, end, rows or None, HnswIndex | IvfLists | None[, LexicalIndex])


class _Growable:
    """A 1-D or 2-D numpy array with spare capacity; `view` is the filled part."""

    def __init__(self, dtype: Any, width: int | None = None, capacity: int = 1024) -> None:
        shape = (capacity,) if width is None else (capacity, width)
        self.data = np.zeros(shape, dtype=dtype)  # a large one is mapped lazily: untouched room costs nothing
        self.size = 0
        # counts the writes past the filled part (reserve, stage, prefault) and the moves (grown): rows copied there
        # ahead of their batch (ActiveSegment.stage_vectors_ahead) are still that batch's while it is unchanged
        self.writes = 0
        self._prefaulting: _core.PrefaultJob | None = None  # prefault's native thread, waited for before the next write

    def extend(self, values: np.ndarray) -> None:
        self.stage(values)
        self.size += len(values)

    def reserve(self, n: int) -> np.ndarray:
        """The n rows just past the filled part (grown first if needed), for a caller to write a batch into in place:
        `stage` of that view then copies nothing."""
        self._room(self.size + n)
        self.writes += 1
        return self.data[self.size:self.size + n]

    def prefault(self, start: int, n: int) -> None:
        """Starts mapping rows [start, start + n) past the filled part (within the capacity) for writing, without
        changing them, so that the kernel maps that memory now rather than in the write that fills it, and returns:
        a native thread does it (_core.PrefaultJob; madvise MADV_POPULATE_WRITE), which the next write past the
        filled part (reserve, stage, growth, another prefault) waits for first. The store does this for the next batch's
        rows at each insert: the next batch's vectors are then copied into mapped memory (the faults of 15 MB a 10k
        batch, 2-17 ms of kernel time, were on the inserting thread while this ran there: benchmarks/RESULTS.md,
        "ingest31")."""
        self.settle()
        start, end = max(start, self.size), min(start + n, len(self.data))
        if end > start:
            self.writes += 1
            self._prefaulting = _core.PrefaultJob(self.data[start:end])

    def settle(self) -> None:
        """Waits for a prefault still running (nothing else writes past the filled part meanwhile)."""
        if self._prefaulting is not None:
            self._prefaulting.wait()
            self._prefaulting = None

    def _room(self, need: int) -> None:
        self.settle()
        if need > len(self.data):
            # empty, not zeros: rows past `size` are never read (readers take n_rows first), and zeroing the
            # doubled capacity was ~1k instructions a row of durable ingest
            grown = np.empty((max(need, 2 * len(self.data)), *self.data.shape[1:]), dtype=self.data.dtype)
            grown[: self.size] = self.data[: self.size]
            self.data = grown
            self.writes += 1

    def stage(self, values: np.ndarray) -> None:
        """Copies `values` just past the filled part, which stays as it was (extend, or a later `size` bump,
        makes them part of it); nothing to copy when `values` is that part's `reserve`d view."""
        need = self.size + len(values)
        if (isinstance(values, np.ndarray) and need <= len(self.data) and values.shape[1:] == self.data.shape[1:]
                and values.dtype == self.data.dtype and values.ctypes.data == self.data[self.size:].ctypes.data
                and values.flags.c_contiguous):
            return
        self._room(need)
        self.writes += 1
        self.data[self.size:need] = values

    @property
    def view(self) -> np.ndarray:
        return self.data[: self.size]


class ActiveSegment:
    """The in-memory segment that receives writes."""

    def __init__(self, dim: int, capacity: int = 1024) -> None:
        """`capacity`: the rows it reserves room for (the store's seal_rows): reserved, not touched, so unused room
        costs address space only, and a durable ingest never copies the filled part into a grown array (each
        doubling of a 100k x 384 segment cost ~0.1-0.5 s on a loaded machine)."""
        self.dim = dim
        self.embedding = _Growable(np.float32, dim, capacity)
        self.numeric = {name: _Growable(dtype, capacity=capacity) for name, dtype in NUMERIC.items()}
        self.text: dict[str, list[Any]] = {name: [] for name in TEXT}
        self.side: dict[str, list[Any]] = {name: [] for name in SIDE}  # a vector or None per row (schema.SIDE)
        self._scope_rows: dict[str, _Growable] = {}
        self._key_rows: dict[tuple[str, str], list[int]] = {}
        self._native: _core.Segment | None = None
        self._native_arrays: list[np.ndarray] = []  # the arrays the native segment borrows
        # scope -> [(start, end, BM25 postings of the texts of its rows [start, end) in the row list)], for
        # hybrid recall: see lexical_parts
        self._lexical: dict[str, list[tuple[int, int, _core.LexicalIndex]]] = {}
        self._staged: dict[str, Any] | None = None  # the batch `stage` copied past the rows

    @property
    def n_rows(self) -> int:
        return self.embedding.size

    def col(self, name: str) -> np.ndarray:
        """The filled part of a numeric column (a view: writes to it change the segment)."""
        return self.numeric[name].view

    def append(self, batch: dict[str, Any], groups: Iterable[tuple[str, np.ndarray]] | None = None) -> None:
        """Appends a validated batch (column name -> array or list, all of one length).

        `groups` gives, per scope in the batch, the batch-relative positions of its rows (scope_groups of
        the batch's scope column when not given).
        """
        if groups is None:
            groups = scope_groups(batch["scope"])
        first = self.n_rows
        n = len(batch["text"])
        if self._staged is not batch:
            self.stage(batch)
        self._staged = None
        self.embedding.size += n
        for column in self.numeric.values():
            column.size += n
        for name, values in self.text.items():
            values.extend(batch[name])
        for name, values in self.side.items():
            values.extend(side_values(batch, name, n))
        for scope, positions in groups:
            rows = self._scope_rows.get(scope)
            if rows is None:
                rows = self._scope_rows[scope] = _Growable(np.int64, capacity=max(16, len(positions)))
            rows.extend(positions + first)
        keys = batch["key"]
        if keys.count(None) < len(keys):  # keyed facts are written one by one; bulk rows have no key
            for i, key in enumerate(keys):
                if key is not None:
                    self._key_rows.setdefault((batch["scope"][i], key), []).append(first + i)
        if any(a is not b for a, b in zip(self._arrays(), self._native_arrays)):
            self._native = None  # the arrays moved (grown): a new native segment over the new ones

    def stage(self, batch: dict[str, Any]) -> None:
        """Copies a batch's vectors and numeric columns past the segment's rows, which stay as they were (readers
        see nothing of it): the store does this while the batch's WAL record is fsynced, and `append` of the same
        batch then only counts them in. A staged batch that is never appended is overwritten by the next. Then starts
        mapping the vectors' rows a next batch of the same size would fill (_Growable.prefault, on a native thread)."""
        self.embedding.stage(batch["embedding"])
        for name, column in self.numeric.items():
            column.stage(batch[name])
        self._staged = batch
        n = len(batch["text"])
        self.embedding.prefault(self.embedding.size + n, n)  # the next batch's rows, if it is as large

    def stage_vectors_ahead(self, scaled: np.ndarray) -> tuple[Any, ...]:
        """Copies a batch's scaled vectors past the segment's rows before the batch is logged (the store's log-ahead
        helper, under the engine's lock, while the caller runs the batch's guard: the copy is then off the insert's
        path) and returns the claim that `claimed` checks when the batch is inserted."""
        rows = self.embedding.reserve(len(scaled))
        np.copyto(rows, scaled)  # numpy copies without the GIL
        return (self.embedding.data, self.embedding.size, len(scaled), self.embedding.writes)

    def claimed(self, claim: tuple[Any, ...]) -> np.ndarray | None:
        """The rows stage_vectors_ahead copied a batch's vectors into (past the segment's rows: `stage` of that view
        copies nothing), or None when anything has written past the rows since, or moved them (another batch staged
        or appended in between, a failed scaling, a growth): the batch's vectors are then copied as before."""
        data, size, n, writes = claim
        embedding = self.embedding
        if data is embedding.data and size == embedding.size and writes == embedding.writes:
            rows: np.ndarray = embedding.data[size:size + n]
            return rows
        return None

    def native(self) -> _core.Segment:
        """The native segment over the columns' arrays with their spare capacity: it stays the same object
        across appends until an append grows (moves) the arrays, so recall plans made over it stay valid
        (SegmentSet._planned). Rows past n_rows are never read: recall reads the active segment through the
        scopes' row lists only, which hold written rows, and the columns are filled before a row joins one."""
        if self._native is None:
            n = self.numeric
            self._native_arrays = self._arrays()
            self._native = _core.Segment(
                self.embedding.data, n["created_at"].data, n["last_used"].data, n["expires_at"].data,
                n["importance"].data, n["confidence"].data, n["tokens"].data, n["kind"].data,
                n["layer"].data, n["hidden"].data, min(len(a) for a in self._native_arrays))
        return self._native

    def _arrays(self) -> list[np.ndarray]:
        return [self.embedding.data, *(g.data for g in self.numeric.values())]

    def scope_size(self, scope: str) -> int:
        """Rows of `scope` in the segment (O(1))."""
        rows = self._scope_rows.get(scope)
        return 0 if rows is None else rows.size

    def selection(self, scope: str, lists_min_rows: int | None = None) -> Selection | None:
        rows = self._scope_rows.get(scope)
        return None if rows is None or rows.size == 0 else (0, 0, rows.view, None)

    def selections(self, scope: str, lists_min_rows: int | None = None, lexical: bool = False) -> list[Selection]:
        """The scope's row list as one selection, or with `lexical` as one selection per part of the list that
        has its own postings (lexical_parts)."""
        if not lexical:
            sel = self.selection(scope, lists_min_rows)
            return [] if sel is None else [sel]
        rows = self._scope_rows.get(scope)
        if rows is None or rows.size == 0:
            return []
        view = rows.view
        return [(0, 0, view[start:end], None, index) for start, end, index in self.lexical_parts(scope)]

    def lexical_parts(self, scope: str) -> list[tuple[int, int, _core.LexicalIndex]]:
        """(start, end, postings) covering the scope's row list, for hybrid recall. The row list only grows, so
        parts are kept across appends: the rows appended since the last call become a new part, and the last
        two parts are merged (their texts tokenised again) while the newer one is at least as long as the older,
        so a scope has O(log n) parts and each row is tokenised O(log n) times however the writes come (one
        at a time between recalls: ~3 µs a row). In memory only; a seal replaces the segment and its parts."""
        rows = self._scope_rows[scope].view
        parts = self._lexical.get(scope, [])
        covered = parts[-1][1] if parts else 0
        if covered < len(rows):
            parts = [*parts, (covered, len(rows), self._lexical_index(rows[covered:]))]
            while len(parts) >= 2 and parts[-1][1] - parts[-1][0] >= parts[-2][1] - parts[-2][0]:
                start, end = parts[-2][0], parts[-1][1]
                parts = [*parts[:-2], (start, end, self._lexical_index(rows[start:end]))]
            self._lexical[scope] = parts
        return parts

    def _lexical_index(self, rows: np.ndarray) -> _core.LexicalIndex:
        return _core.LexicalIndex(self.columns_at(rows, ("text",))["text"])

    def scope_rows(self, scope: str) -> np.ndarray:
        rows = self._scope_rows.get(scope)
        return np.empty(0, np.int64) if rows is None else rows.view.copy()

    def holds(self, scope: str) -> bool:
        """The segment has a row of `scope` (O(1))."""
        rows = self._scope_rows.get(scope)
        return rows is not None and rows.size > 0

    def scopes(self) -> list[str]:
        return [s for s, rows in self._scope_rows.items() if rows.size]

    def set_rows(self, scope: str, name: str) -> np.ndarray:
        """Rows of `scope` whose text column `name` is not null, ascending."""
        values = self.text[name]
        return np.asarray([r for r in self.scope_rows(scope).tolist() if values[r] is not None], np.int64)

    def key_rows(self, scope: str, key: str) -> np.ndarray:
        """Rows of `scope` whose `key` column equals key, ascending."""
        return np.asarray(self._key_rows.get((scope, key), ()), dtype=np.int64)

    def find(self, scope: str, seq: int) -> int | None:
        seqs = self.col("seq")
        row = int(np.searchsorted(seqs, seq))  # seq ascends with the row in write order
        if row < len(seqs) and seqs[row] == seq and self.text["scope"][row] == scope:
            return row
        return None

    def vectors(self, rows: np.ndarray) -> np.ndarray:
        """The embeddings of rows (a copy, [len(rows), dim])."""
        out: np.ndarray = self.embedding.view[rows]
        return out

    def columns_at(self, rows: np.ndarray, names: tuple[str, ...]) -> dict[str, list[Any]]:
        """Python values of the named numeric, text and side columns at rows, one gather per column."""
        return {name: self.numeric[name].view[rows].tolist() if name in self.numeric
                else [(self.side[name] if name in self.side else self.text[name])[r] for r in rows.tolist()]
                for name in names}

    def value(self, name: str, row: int) -> Any:
        if name == "embedding":
            return self.embedding.view[row]
        if name in self.numeric:
            return self.numeric[name].view[row].item()
        if name in self.side:
            return self.side[name][row] if row < len(self.side[name]) else None
        return self.text[name][row]

    def to_table(self, rows: np.ndarray | None = None) -> pa.Table:
        """The rows (all by default) as an Arrow table of the segment schema, in the given order."""
        n = self.numeric
        columns: dict[str, Any] = {name: n[name].view for name in NUMERIC if name not in CODED}
        for name, names in CODED.items():
            columns[name] = pa.DictionaryArray.from_arrays(
                pa.array(n[name].view.astype(np.int32)), pa.array(names)).cast(pa.string())
        columns["id"] = ids_of(columns["seq"])
        for name, values in self.text.items():
            columns[name] = pa.array(values, pa.string())
        for name, values in self.side.items():
            columns[name] = side_array(values, name)
        columns["embedding"] = pa.FixedSizeListArray.from_arrays(
            pa.array(self.embedding.view.reshape(-1), pa.float32()), self.dim)
        schema = segment_schema(self.dim)
        table = pa.Table.from_arrays([columns[f.name] for f in schema], schema=schema)
        return table if rows is None else table.take(pa.array(rows, pa.int64()))


def scope_groups(scopes: list[str]) -> list[tuple[str, np.ndarray]]:
    """Per scope of a batch's scope column, the positions of its rows (grouped in Arrow, not in Python)."""
    n = len(scopes)
    if n and scopes.count(scopes[0]) == n:
        return [(scopes[0], np.arange(n, dtype=np.int64))]
    encoded = pa.array(scopes, pa.string()).dictionary_encode()
    names = encoded.dictionary.to_pylist()
    codes = encoded.indices.to_numpy()
    order = np.argsort(codes, kind="stable")
    bounds = np.cumsum(np.bincount(codes, minlength=len(names)))[:-1]
    return list(zip(names, np.split(order.astype(np.int64), bounds)))


def batch_table(batch: dict[str, Any], dim: int) -> pa.Table:
    """A prepared batch (with seqs) as a table of the segment schema, zero-copy where numpy allows."""
    columns = batch_columns(batch)
    matrix = np.ascontiguousarray(batch["embedding"], np.float32)
    columns["embedding"] = pa.FixedSizeListArray.from_arrays(pa.array(matrix.reshape(-1)), dim)
    schema = segment_schema(dim)
    return pa.Table.from_arrays([columns[f.name] for f in schema], schema=schema)


def batch_columns(batch: dict[str, Any]) -> dict[str, Any]:
    """batch_table's columns but the embedding (numpy arrays or Arrow arrays, by name)."""
    columns: dict[str, Any] = {name: batch[name] for name in NUMERIC if name not in CODED}
    for name in CODED:
        columns[name] = coded_column(name, batch[name])
    columns["id"] = ids_of(batch["seq"])
    for name in TEXT:
        columns[name] = pa.array(batch[name], pa.string())
    for name in SIDE:
        columns[name] = side_array(side_values(batch, name, len(batch["text"])), name)
    return columns


def coded_column(name: str, codes: Any) -> pa.Array:
    """The coded column `name` (CODED: its codes' names) as the Arrow strings the segment holds, from its codes."""
    return pa.DictionaryArray.from_arrays(pa.array(np.asarray(codes).astype(np.int32)),
                                          pa.array(CODED[name])).cast(pa.string())


def ids_of(seqs: np.ndarray) -> pa.Array:
    """The public ids (see schema.memory_id) of many sequence numbers, as an Arrow string array formatted
    natively (~10x Arrow's cast and join)."""
    offsets, data = _core.id_buffers(np.asarray(seqs, np.int64))
    return pa.StringArray.from_buffers(len(offsets) - 1, pa.py_buffer(offsets), pa.py_buffer(data))


def id_list(seqs: np.ndarray) -> list[str]:
    """The public ids of many sequence numbers, as a list of str."""
    return _core.id_list(np.asarray(seqs, np.int64))


class SealedSegment:
    """An immutable, scope-sorted segment over an Arrow table (memory-mapped or in memory)."""

    def __init__(self, table: pa.Table, name: str = "") -> None:
        self.name = name
        self.table = table.combine_chunks() if any(c.num_chunks > 1 for c in table.columns) else table
        t = self.table
        self.dim = t.schema.field("embedding").type.list_size
        n_rows = t.num_rows

        def view(name: str) -> np.ndarray:
            column = t.column(name)
            if n_rows == 0:
                return np.zeros(0, NUMERIC[name])
            out: np.ndarray = column.chunk(0).to_numpy(zero_copy_only=name != "trusted")
            return out

        emb = t.column("embedding")
        self.embedding = (np.zeros((0, self.dim), np.float32) if n_rows == 0 else
                          emb.chunk(0).values.to_numpy(zero_copy_only=True).reshape(n_rows, self.dim))
        self.numeric = {name: view(name) for name in NUMERIC if name not in CODED and name != "hidden"}
        for name, names in CODED.items():
            aliases = CODED_ALIASES.get(name, {})
            codes = pc.index_in(t.column(name), value_set=pa.array([*names, *aliases]))
            if codes.null_count:  # a name outside the codes (or a null) would index past the native tables
                raise ValueError(f"the {name} column holds a value that is not one of {', '.join(names)}")
            coded = np.asarray(codes.to_numpy(zero_copy_only=False), dtype=np.uint8)
            if aliases and n_rows and int(coded.max()) >= len(names):  # an older file: an alias was the name
                coded = np.array([*range(len(names)), *map(names.index, aliases.values())], np.uint8)[coded]
                # the table too (export and compaction copy it): the new names, in memory, for this column only
                renamed = pa.DictionaryArray.from_arrays(pa.array(coded.astype(np.int32)), pa.array(names))
                position = t.schema.get_field_index(name)
                t = self.table = t.set_column(position, t.schema.field(name), renamed.cast(pa.string()))
            self.numeric[name] = coded
        for name in MUTABLE:  # side arrays: the Arrow buffers are read-only
            self.numeric[name] = np.array(view(name) if name != "hidden" else
                                          t.column("hidden").to_numpy(), dtype=NUMERIC[name], copy=True)
        self._ranges = _scope_ranges(t.column("scope"))
        self._strings = {name: _one_array(t.column(name)) for name in TEXT}
        self._text = {name: _TextColumn(array) for name, array in self._strings.items()}
        self.side = {name: SideColumn(_one_array(t.column(name))) for name in SIDE}
        # memoryviews of the numeric columns for columns_at (the arrays are only ever written in place)
        self._views = {name: array.data for name, array in self.numeric.items()}
        self._native: _core.Segment | None = None
        # scope -> HNSW graph over exactly that scope's run (built by build_graphs or loaded from a file)
        self.graphs: dict[str, _core.HnswIndex] = {}
        # int8 codes of the embeddings (codes, scale, l1_max) when the store quantizes: see ensure_codes
        self.codes: tuple[np.ndarray, np.ndarray, int] | None = None
        # scope -> inverted lists over that scope's run (made by the store's indexer, off the query path)
        self.lists: dict[str, _core.IvfLists] = {}
        # scope -> BM25 postings of that scope's run's texts (made in memory on first hybrid recall)
        self.lexical: dict[str, _core.LexicalIndex] = {}

    @property
    def n_rows(self) -> int:
        return int(self.table.num_rows)

    def col(self, name: str) -> np.ndarray:
        return self.numeric[name]

    def native(self) -> _core.Segment:
        if self._native is None:
            n = self.numeric
            self._native = _core.Segment(
                self.embedding, n["created_at"], n["last_used"], n["expires_at"], n["importance"],
                n["confidence"], n["tokens"], n["kind"], n["layer"], n["hidden"], self.n_rows)
            if self.codes is not None:
                self._native.set_codes(*self.codes)
        return self._native

    def ensure_codes(self) -> None:
        """Makes the int8 codes of the embeddings (one scale per dimension, engram/quant/sq8.hpp) if they
        are missing: the planner then scans and walks graphs on a quarter of the bytes and rescores in float.
        Codes live in memory only (derived from the segment on first use, never written to a file): ~1 byte
        per dimension and row, about 0.3 s per million 384-d rows on two cores."""
        if self.codes is None and self.n_rows > 0:
            self.codes = _core.sq8_encode(self.embedding)
            if self._native is not None:
                self._native.set_codes(*self.codes)

    def selection(self, scope: str, lists_min_rows: int | None = None, lexical: bool = False) -> Selection | None:
        """The scope's run and how the planner reads it: through its graph when it has one, else through its
        inverted lists when it holds at least `lists_min_rows` rows (None: never) and they are ready, else by an
        exact scan. The lists are made off the query path (engine/indexer.py puts them in `lists`) and, in a
        store on disk, persisted beside the segment (durable/index_files.py); until then the run is scanned
        (the same answers: the lists plan is exact). With `lexical`, the run's lexical index comes sixth."""
        run = self._ranges.get(scope)
        if run is None:
            return None
        index: _core.HnswIndex | _core.IvfLists | None = self.graphs.get(scope)
        if index is None and lists_min_rows is not None and run[1] - run[0] >= lists_min_rows:
            index = self.lists.get(scope)
        if lexical:
            return (run[0], run[1], None, index, self.lexical_index(scope))
        return (run[0], run[1], None, index)

    def lexical_index(self, scope: str) -> _core.LexicalIndex:
        """The BM25 postings of the texts of the scope's run (cpp/engram/text/lexical.hpp), for hybrid recall:
        derived from the text column on first use and kept in memory only, like the lists: nothing is written,
        and a rewritten segment (seal, compaction, erasure) is a new object with none, so an erased memory's
        words leave with it."""
        index = self.lexical.get(scope)
        if index is None:
            begin, end = self._ranges[scope]
            texts = self._strings["text"].slice(begin, end - begin).to_pylist()
            index = self.lexical[scope] = _core.LexicalIndex(texts)
        return index

    def selections(self, scope: str, lists_min_rows: int | None = None, lexical: bool = False) -> list[Selection]:
        """selection() as a list (empty when the segment does not hold the scope)."""
        sel = self.selection(scope, lists_min_rows, lexical)
        return [] if sel is None else [sel]

    def run(self, scope: str) -> tuple[int, int] | None:
        """[begin, end) of the scope's rows, or None."""
        return self._ranges.get(scope)

    def run_vectors(self, scope: str) -> np.ndarray:
        """The scope's rows of the embedding column: a zero-copy view, what its graph borrows."""
        begin, end = self._ranges[scope]
        return self.embedding[begin:end]

    def build_graphs(self, min_rows: int, M: int, ef_construction: int, threads: int = 0) -> list[str]:
        """Builds an HNSW graph for every scope with at least `min_rows` rows that has none yet (on
        `threads` native threads, 0 = all cores); returns those scopes. Cost: about 0.5 ms of CPU per row
        at 384-d, M=16, ef_construction=200 (benchmarks/RESULTS_hnsw.md)."""
        built = []
        for scope, (begin, end) in self._ranges.items():
            if end - begin >= min_rows and scope not in self.graphs:
                self.graphs[scope] = _core.HnswIndex(self.embedding[begin:end], M=M,
                                                     ef_construction=ef_construction, seed=100, threads=threads)
                built.append(scope)
        return built

    def scope_rows(self, scope: str) -> np.ndarray:
        run = self._ranges.get(scope)
        return np.empty(0, np.int64) if run is None else np.arange(run[0], run[1], dtype=np.int64)

    def scopes(self) -> list[str]:
        return list(self._ranges)

    def set_rows(self, scope: str, name: str) -> np.ndarray:
        """Rows of `scope` whose text column `name` is not null, ascending (vectorised over the run)."""
        run = self._ranges.get(scope)
        if run is None:
            return np.empty(0, np.int64)
        valid = self._strings[name].slice(run[0], run[1] - run[0]).is_valid()
        return np.flatnonzero(valid.to_numpy(zero_copy_only=False)).astype(np.int64) + run[0]

    def key_rows(self, scope: str, key: str) -> np.ndarray:
        """Rows of `scope` whose `key` column equals key, ascending (a vectorised compare of the run)."""
        run = self._ranges.get(scope)
        if run is None:
            return np.empty(0, np.int64)
        keys = self._strings["key"].slice(run[0], run[1] - run[0])
        match = pc.fill_null(pc.equal(keys, pa.scalar(key, pa.string())), False)
        return np.flatnonzero(match.to_numpy(zero_copy_only=False)).astype(np.int64) + run[0]

    def find(self, scope: str, seq: int) -> int | None:
        run = self._ranges.get(scope)
        if run is None:
            return None
        seqs = self.numeric["seq"][run[0]:run[1]]  # ascending within a scope's run
        i = int(np.searchsorted(seqs, seq))
        return run[0] + i if i < len(seqs) and seqs[i] == seq else None

    def vectors(self, rows: np.ndarray) -> np.ndarray:
        """The embeddings of rows (a copy, [len(rows), dim])."""
        out: np.ndarray = self.embedding[rows]
        return out

    def columns_at(self, rows: np.ndarray, names: tuple[str, ...]) -> dict[str, Sequence[Any]]:
        """Python values of the named numeric and text columns at rows, one gather per column. For the few
        rows of a recall, an itemgetter over a memoryview (~0.2 µs a numeric column) beats numpy indexing and
        tolist (~0.4 µs, and twice that right after a native scan), and reading the Arrow buffers of a text
        column beats a compute `take` (~14 µs)."""
        take = rows.tolist()
        pick, views = _getter(take), self._views
        return {name: pick(views[name]) if name in views else
                [self.side[name].at(r) for r in take] if name in self.side else self._text[name].at(take)
                for name in names}

    def value(self, name: str, row: int) -> Any:
        if name == "embedding":
            return self.embedding[row]
        if name in self.numeric:
            return self.numeric[name][row].item()
        if name in self.side:
            return self.side[name].at(row)
        return self._text[name].at([row])[0]

    def check(self) -> None:
        """Raises ValueError unless every value the store reads as a number is in range: seq ascending within
        each scope run (what `find` bisects), timestamps within years 1-9999 (NaN only for expires_at: never),
        importance and confidence in [0, 1], counts >= 0, no null scope, text or source. A segment read from a
        file is checked after its side file is applied (durable.segment_files.load_segment): with verify=False
        nothing else would stop a damaged number from reaching a reader (an OverflowError in every get).
        Vectorised: ~15 ms for 1M rows."""
        n = self.numeric
        seq = n["seq"]
        if len(seq):
            step = np.diff(seq)
            starts = np.zeros(len(seq), np.bool_)
            starts[[begin for begin, _end in self._ranges.values()]] = True
            if seq[0] < 0 or ((step <= 0) & ~starts[1:]).any():
                raise ValueError("seq is not ascending within each scope's rows")
        for name in ("created_at", "updated_at", "last_used", "expires_at"):
            values = n[name]
            inside = (values >= EPOCH_MIN) & (values <= EPOCH_MAX)
            if name == "expires_at":
                inside |= np.isnan(values)
            if not inside.all():
                row = int(np.argmin(inside))
                raise ValueError(f"{name} of row {row} ({values[row]}) is not a time within years 1-9999")
        for name in ("importance", "confidence"):
            if not ((n[name] >= 0) & (n[name] <= 1)).all():
                raise ValueError(f"{name} holds a value outside [0, 1]")
        for name in ("tokens", "use_count"):
            if len(n[name]) and n[name].min() < 0:
                raise ValueError(f"{name} holds a negative value")
        for name in ("scope", "text", "source"):
            if self._strings[name].null_count:
                raise ValueError(f"the {name} column holds a null")

    def to_table(self, rows: np.ndarray | None = None) -> pa.Table:
        """Rows (all by default) as a table of the segment schema, with the current mutable columns. The id
        column is derived from seq here, so the stored copy (redundant) can never disagree with what get finds."""
        for column in self.side.values():  # values verified on first use are verified before they are copied
            column.checked()
        table = self.table if rows is None else self.table.take(pa.array(rows, pa.int64()))
        index = slice(None) if rows is None else rows
        for name in MUTABLE:
            position = table.schema.get_field_index(name)
            table = table.set_column(position, table.schema.field(name), pa.array(self.numeric[name][index]))
        position = table.schema.get_field_index("id")
        return table.set_column(position, table.schema.field("id"), ids_of(self.numeric["seq"][index]))


class _TextColumn:
    """Python values at chosen rows of one Arrow string array, decoded straight from its buffers: the
    int32 offsets and the UTF-8 bytes through memoryviews (zero-copy, over the mapping for a segment read
    from a file), the validity bitmap only when some values are null. ~0.4 µs a value, against ~0.9 µs
    for indexing the Array (which boxes a pyarrow scalar) and calling `.as_py()`."""

    def __init__(self, array: pa.Array) -> None:
        if array.type != pa.string():
            raise ValueError(f"a text column must be of type string, got {array.type}")
        n, first = len(array), array.offset  # the array may be a slice of its buffers
        validity, offsets, data = array.buffers()
        self._all_null = array.null_count == n  # most optional columns of a segment are empty
        offset_bytes = memoryview(b"" if self._all_null else offsets)[4 * first:4 * (first + n + 1)]
        self._offsets = offset_bytes.cast("i")  # int32: row r is data[offsets[r]:offsets[r + 1]]
        self._first = first
        self._data = memoryview(b"" if data is None else data)  # no data buffer when every value is ""
        self._validity = memoryview(validity) if 0 < array.null_count < n else None
        # what _core.MemoryColumns reads the column through (see memory_columns)
        self.buffers = (self._offsets, self._data, self._validity, first, self._all_null)

    def at(self, rows: list[int]) -> list[str | None]:
        if self._all_null:
            return [None] * len(rows)
        offsets, data = self._offsets, self._data
        if self._validity is None:
            return [data[offsets[r]:offsets[r + 1]].tobytes().decode() for r in rows]
        bits, first = self._validity, self._first  # bit first + r of the bitmap set: row r is not null
        return [data[offsets[r]:offsets[r + 1]].tobytes().decode()
                if bits[(first + r) >> 3] >> ((first + r) & 7) & 1 else None for r in rows]


def _getter(rows: list[int]) -> Callable[[Any], tuple[Any, ...]]:
    """operator.itemgetter(*rows), always giving a tuple (itemgetter of one index gives the bare item)."""
    if len(rows) == 1:
        row = rows[0]
        return lambda values: (values[row],)
    return itemgetter(*rows) if rows else lambda values: ()


# segment -> (the native segment the columns were made for, or None for a sealed one; its MemoryColumns)
_MEMORY_COLUMNS: weakref.WeakKeyDictionary[Any, tuple[Any, _core.MemoryColumns]] = weakref.WeakKeyDictionary()


def memory_columns(seg: ActiveSegment | SealedSegment) -> _core.MemoryColumns:
    """The segment's columns as _core.RowBuilder reads them (borrowed buffers, no copy), made once per sealed
    segment (its arrays are only ever written in place) and once per native segment of the active one (over
    the arrays' spare capacity: an append that grows the arrays drops the native segment, which is the key)."""
    entry = _MEMORY_COLUMNS.get(seg)
    if isinstance(seg, SealedSegment):
        if entry is None:
            entry = _MEMORY_COLUMNS[seg] = (None, _core.MemoryColumns(
                seg.n_rows, seg.numeric, {name: column.buffers for name, column in seg._text.items()}))
        return entry[1]
    native = seg._native
    if entry is not None and native is not None and entry[0] is native:
        return entry[1]
    # Rows the lists hold (an append fills them last; the store's lock may not be held here).
    n_rows = min(map(len, seg.text.values())) if native is None else native.n_rows
    columns = _core.MemoryColumns(n_rows, {name: g.data for name, g in seg.numeric.items()}, seg.text)
    if native is not None:
        _MEMORY_COLUMNS[seg] = (native, columns)
    return columns


def _one_array(column: pa.ChunkedArray) -> pa.Array:
    """The column as one Array (zero-copy when it has one chunk): indexing an Array is cheaper."""
    return column.chunk(0) if column.num_chunks == 1 else column.combine_chunks()


def _scope_ranges(scope_column: pa.ChunkedArray) -> dict[str, tuple[int, int]]:
    """scope -> [begin, end) of its run, for a column sorted by scope."""
    if len(scope_column) == 0:
        return {}
    encoded = scope_column.combine_chunks().dictionary_encode()
    codes = encoded.indices.to_numpy()
    starts = np.concatenate(([0], np.flatnonzero(np.diff(codes)) + 1))
    ends = np.append(starts[1:], len(codes))
    names = encoded.dictionary.to_pylist()
    ranges = {names[codes[s]]: (int(s), int(e)) for s, e in zip(starts.tolist(), ends.tolist())}
    if len(ranges) != len(starts):
        raise ValueError("segment rows are not sorted by scope")
    return ranges
