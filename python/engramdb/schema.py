"""The memory record: kinds, the Arrow schema of a segment, and conversions at the API edge.

One row per memory. Timestamps are float64 seconds since the Unix epoch (UTC) inside the store, within years
1-9999 (EPOCH_MIN..EPOCH_MAX), and timezone-aware ``datetime`` objects in what the API returns; the API takes
aware datetimes, naive ones (local time, as in Python) and numbers of seconds (see to_epoch). ``expires_at``
is NaN when a memory never expires. ``hidden`` is internal state (never exported): a bit set of why a row is not served.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import MISSING, dataclass, fields
from datetime import datetime, timezone
from typing import Any, TypeVar

import numpy as np
import pyarrow as pa

from . import _core
from .errors import InvalidArgumentError, InvalidTypeError

# A kind's code is its position (stored as uint8 in segments and the WAL): never reorder. "event" is the name
# episodes had before: still accepted on input (kind=, kinds=, imported tables) and read from older segment
# files, always returned as "episode".
KINDS = ("fact", "episode", "lesson")
KIND_ALIASES = {"event": "episode"}
KIND_CODE = {name: code for code, name in enumerate(KINDS)}
KIND_CODE.update({alias: KIND_CODE[name] for alias, name in KIND_ALIASES.items()})
# Memory layers, from raw to refined (events, distilled memories, consolidated knowledge, identity); each may
# decay at its own rate.
LAYERS = ("event", "memory", "knowledge", "identity")
LAYER_CODE = {name: code for code, name in enumerate(LAYERS)}
DEFAULT_LAYER = {"fact": "memory", "episode": "event", "lesson": "knowledge"}

# Bits of the `hidden` column: a row with any bit set is never returned by recall.
HIDDEN_DELETED = 1      # forgotten (tombstone until compaction removes the row)
HIDDEN_SUPERSEDED = 2   # an older version of a fact or of an edited memory (history)
HIDDEN_ARCHIVED = 4     # merged away by consolidation
HIDDEN_PENDING = 8      # a lesson waiting for review
HIDDEN_ERASING = 16     # logged for erasure, not yet physically removed (finished at the next open after a crash)

# A row's status, from its hidden bits (the first that applies): what Memory.status and export's status column say.
STATUSES = ("current", "superseded", "pending", "archived", "forgotten")


def status_of(hidden: int) -> str:
    """The status of a row with these hidden bits: forgotten (or being erased) > archived > superseded >
    pending review > current."""
    if hidden & (HIDDEN_DELETED | HIDDEN_ERASING):
        return "forgotten"
    if hidden & HIDDEN_ARCHIVED:
        return "archived"
    if hidden & HIDDEN_SUPERSEDED:
        return "superseded"
    if hidden & HIDDEN_PENDING:
        return "pending"
    return "current"


# The hidden bits a status stands for, when an exported table is imported (forgotten rows are never exported).
STATUS_BITS = {"current": 0, "superseded": HIDDEN_SUPERSEDED, "pending": HIDDEN_PENDING, "archived": HIDDEN_ARCHIVED}
STATUS_NAMES = tuple(status_of(h) for h in range(256))  # by hidden value, for the native RowBuilder
# Keys of `meta` that only the store sets: the lineage of a memory is system data, never user data.
RESERVED_META_KEYS = ("supersedes", "superseded_by", "merged_from", "status")

SECONDS_PER_DAY = 86400.0


@dataclass(frozen=True)
class Column:
    """One column of the memory record: its Arrow type in a segment file and how the store holds it.

    storage: "numeric" (a numpy array of `dtype`), "coded" (a uint8 code in numpy, its name in Arrow; the names
    are `codes`), "text" (utf8, nullable: a Python list in the active segment), "embedding" (the vectors),
    "side" (a second vector or null: a list of float32, a Python list of arrays or None in the active segment),
    "id" (derived from seq, Arrow only). `mutable`: changes after the write (tombstones, usage), kept in a
    side array of a sealed segment. `write`: taken by remember_many and import (the rest the store sets).
    """

    name: str
    arrow: Any  # a pa.DataType; None for the embedding, whose type depends on the store's dim
    nullable: bool
    storage: str
    dtype: Any = None
    codes: tuple[str, ...] = ()
    mutable: bool = False
    write: bool = False


# The columns of a segment, in the order of its Arrow schema: the one list every other column list derives from
# (segment.py's NUMERIC/TEXT/CODED/MUTABLE, the WAL's insert records, import's accepted columns, the fields the
# native RowBuilder reads). `hidden` is internal state, never exported.
COLUMNS: tuple[Column, ...] = (
    Column("seq", pa.int64(), False, "numeric", np.int64),
    Column("id", pa.string(), False, "id"),
    Column("scope", pa.string(), False, "text", write=True),
    Column("kind", pa.string(), False, "coded", np.uint8, KINDS, write=True),
    Column("layer", pa.string(), False, "coded", np.uint8, LAYERS, write=True),
    Column("key", pa.string(), True, "text", write=True),
    Column("text", pa.string(), False, "text", write=True),
    Column("trigger", pa.string(), True, "text", write=True),
    Column("guidance", pa.string(), True, "text", write=True),
    Column("embedding", None, False, "embedding", write=True),
    Column("importance", pa.float32(), False, "numeric", np.float32, write=True),
    Column("confidence", pa.float32(), False, "numeric", np.float32, write=True),
    Column("source", pa.string(), False, "text", write=True),
    Column("trusted", pa.bool_(), False, "numeric", np.bool_, write=True),
    Column("created_at", pa.float64(), False, "numeric", np.float64, write=True),
    Column("updated_at", pa.float64(), False, "numeric", np.float64),
    Column("last_used", pa.float64(), False, "numeric", np.float64, mutable=True),
    Column("expires_at", pa.float64(), False, "numeric", np.float64, write=True),
    Column("use_count", pa.int32(), False, "numeric", np.int32, mutable=True),
    Column("supersedes", pa.string(), True, "text"),
    Column("superseded_by", pa.string(), True, "text"),
    # ids of the memories consolidation merged into this one, joined by commas (system lineage: erase follows it)
    Column("merged_from", pa.string(), True, "text"),
    Column("tokens", pa.int32(), False, "numeric", np.int32),
    Column("hidden", pa.uint8(), False, "numeric", np.uint8, mutable=True),
    Column("meta", pa.string(), True, "text", write=True),
    Column("flags", pa.string(), True, "text"),  # comma-separated guard flags, e.g. "instruction_like"
    # A memory stored both ways (writes.embed_searched's both_roles: the unit mean of its document and query vectors
    # in `embedding`): its unit document vector, what a question in another language reads it by (store.XL_ROLES_ASKED,
    # xling188); null for a memory stored with one vector (every memory of most stores). A variable list, so a null row
    # costs its offset and validity bit only (a fixed-size list keeps dim floats for a null too). xling192: durable.
    Column("document", pa.list_(pa.float32()), True, "side"),
)
COLUMN = {c.name: c for c in COLUMNS}
# Columns added after the first format: a segment file written before one of them is read with it all null.
ADDED_COLUMNS = ("merged_from", "document")
# What import_arrow and remember_many(table) accept; export()'s other columns are dropped on import.
WRITE_COLUMNS = tuple(c.name for c in COLUMNS if c.write)
EXPORT_ONLY_COLUMNS = tuple(c.name for c in COLUMNS if not c.write and c.name != "hidden")
SIDE = tuple(c.name for c in COLUMNS if c.storage == "side")


def segment_schema(dim: int) -> pa.Schema:
    """The Arrow schema of a sealed segment (and of ``export``, less ``hidden``)."""
    return pa.schema([pa.field(c.name, pa.list_(pa.float32(), dim) if c.storage == "embedding" else c.arrow,
                               nullable=c.nullable) for c in COLUMNS])


def memory_id(seq: int) -> str:
    """The public id of the memory with sequence number seq (ids are never reused)."""
    return f"m{seq}"


def parse_id(memory_id_: Any) -> int | None:
    """The sequence number in an id, or None if it is not one of ours."""
    if not isinstance(memory_id_, str):
        raise InvalidTypeError(f"id must be a string, got {type(memory_id_).__name__}")
    digits = memory_id_[1:]
    if memory_id_[:1] != "m" or not digits.isdigit() or not digits.isascii():
        return None
    return int(digits)


def check_scope(scope: Any) -> str:
    if not isinstance(scope, str):
        raise InvalidTypeError(f"scope must be a non-empty string, got {type(scope).__name__}")
    if not scope or scope.strip() != scope or "\x00" in scope:
        raise InvalidArgumentError(f"scope must be a non-empty string without surrounding spaces, got {scope!r}")
    if not scope.isascii():
        check_utf8(scope, "scope")
    return scope


def check_utf8(text: str, name: str) -> None:
    """InvalidArgumentError unless `text` can be stored as UTF-8 (a lone surrogate cannot)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidArgumentError(f"{name} cannot be encoded as UTF-8 (a lone surrogate?)") from None


def check_layer(layer: Any) -> str:
    if not isinstance(layer, str) or layer not in LAYER_CODE:
        raise InvalidArgumentError(f"unknown layer {layer!r}; expected one of {', '.join(LAYERS)}")
    return layer


def check_kind(kind: Any) -> str:
    """The kind's name (an alias, see KIND_ALIASES, gives the name it stands for)."""
    if not isinstance(kind, str) or kind not in KIND_CODE:
        raise InvalidArgumentError(f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    return KINDS[KIND_CODE[kind]]


# The times a store holds: seconds since the epoch from 0001-01-01T00:00:00 to 9999-12-31T23:59:59 UTC, what a
# datetime can show (years 1-9999). Anything outside is refused at write, and at open (a damaged file).
EPOCH_MIN = -62135596800.0
EPOCH_MAX = 253402300799.0


def to_epoch(value: Any, name: str) -> float:
    """A time -> float seconds since the epoch: an aware datetime, a naive one (local time, as Python's
    datetime.timestamp() reads it), or a number of seconds (int or float, not bool). Strings are refused
    (InvalidTypeError), and so is a time outside years 1-9999 (InvalidArgumentError)."""
    if isinstance(value, datetime):
        try:
            seconds = value.timestamp()  # naive: local time (mktime), like Python itself
        except (OverflowError, OSError, ValueError):  # a naive time the platform cannot place (year 1, 9999)
            raise InvalidArgumentError(f"{name} {value} is outside the times a store holds") from None
    elif isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise InvalidTypeError(f"{name} must be a datetime or seconds since the epoch, got {type(value).__name__}")
    else:
        try:
            seconds = float(value)
        except OverflowError:  # an int beyond float
            seconds = math.inf
    if not EPOCH_MIN <= seconds <= EPOCH_MAX:  # NaN fails too
        raise InvalidArgumentError(f"{name} must be a finite time within years 1-9999, got {value}")
    return seconds


def from_epoch(seconds: float) -> datetime | None:
    return datetimes([seconds])[0]


def datetimes(seconds: Iterable[float]) -> list[datetime | None]:
    """from_epoch over a column of Python floats (NaN -> None): ~0.45 µs a value, half of calling
    from_epoch per value."""
    isnan, fromtimestamp, utc = math.isnan, datetime.fromtimestamp, timezone.utc
    return [None if isnan(s) else fromtimestamp(s, utc) for s in seconds]


META_MAX_DEPTH = 32  # dicts and lists inside meta, the outer dict included


def dump_meta(meta: Any) -> str | None:
    """meta (a dict, or None) as the JSON text the store keeps: nested at most META_MAX_DEPTH deep, JSON
    values only, and text that UTF-8 can hold; InvalidTypeError/InvalidArgumentError otherwise."""
    if meta is None:
        return None
    if not isinstance(meta, dict):
        raise InvalidTypeError(f"meta must be a dict, got {type(meta).__name__}")
    try:  # first: it refuses a cycle at once, which the depth walk would unfold
        text = json.dumps(meta, sort_keys=True, ensure_ascii=False)
    except (TypeError, ValueError) as exc:
        raise InvalidArgumentError(f"meta must be JSON-serialisable: {exc}") from None
    except RecursionError:
        raise InvalidArgumentError(f"meta is nested deeper than {META_MAX_DEPTH} levels") from None
    check_depth(meta, "meta")
    if not text.isascii():
        check_utf8(text, "meta")
    return text


def check_depth(value: Any, name: str, limit: int = META_MAX_DEPTH) -> None:
    """InvalidArgumentError if dicts and lists nest deeper than `limit` in value (walked without recursion,
    so a deep structure cannot exhaust the stack; a cyclic one must be refused before: it never ends)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, (list, tuple)):
            children = item
        else:
            continue
        if depth > limit:
            raise InvalidArgumentError(f"{name} is nested deeper than {limit} levels")
        stack.extend((child, depth + 1) for child in children)


class _Record:
    """The base of Memory and Hit. It gives them the instance dict's own descriptor (_raw_dict), which reaches the
    dict as it is: Memory replaces ``__dict__`` with a property that first makes a lazy memory's fields."""


_DICT = _Record.__dict__["__dict__"]
_raw_dict: Any = _DICT.__get__
_ROW = "_row"  # where a lazy Memory keeps its _core.RowValues (register_rows.cpp)


@dataclass(frozen=True)
class Memory(_Record):
    """One remembered record, as the API returns it.

    The Memory of a recall's hit (and of get) is lazy: it holds a copy of its row's values (a snapshot taken when
    it was made, so later writes, forget or erase change nothing it gives) and makes each field's Python object
    (the id's str, texts, datetimes, meta's dict) the first time that field is read, then keeps it. It is a
    Memory like any other: equality, repr, hashing, pickling, ``vars()`` and ``dataclasses.replace`` see every
    field."""

    id: str
    scope: str
    kind: str
    layer: str
    text: str
    importance: float
    confidence: float
    source: str
    trusted: bool
    created_at: datetime
    updated_at: datetime
    last_used: datetime
    expires_at: datetime | None
    use_count: int
    tokens: int
    key: str | None = None
    trigger: str | None = None
    guidance: str | None = None
    supersedes: str | None = None
    superseded_by: str | None = None  # the newer version that replaced this one, if any
    merged_from: tuple[str, ...] = ()  # the memories consolidation merged into this one
    status: str = "current"  # one of STATUSES
    meta: dict[str, Any] | None = None
    flags: tuple[str, ...] = ()
    conflicts_with: tuple[str, ...] = ()  # ids of live memories that seem to contradict this one

    def to_dict(self) -> dict[str, Any]:
        """Every field, JSON-friendly: datetimes as ISO 8601 strings in UTC (``expires_at`` None when it never
        expires), tuples as lists, ``meta`` as the dict it is; ``json.dumps(memory.to_dict())`` works."""
        return {name: _jsonable(getattr(self, name)) for name in _FIELD_NAMES[Memory]}

    @property
    def __dict__(self) -> dict[str, Any]:  # type: ignore[override]
        """The instance dict with every field made (a lazy memory's are made first, in field order)."""
        return _made(self)

    def __getstate__(self) -> dict[str, Any]:
        """Pickling and copying: every field's value (a lazy memory's snapshot is not pickled)."""
        return dict(_made(self))


def _made(memory: Memory) -> dict[str, Any]:
    """The instance dict of `memory` with every field in it, in field order (a lazy memory's made from its
    snapshot; fields already made or set by evolve kept). The dict is replaced whole, so another thread reading a
    field meanwhile reads the old one or the new one."""
    values = _raw_dict(memory)
    row = values.get(_ROW)
    if row is None:
        return values  # type: ignore[no-any-return]
    made = dict(zip(_FIELD_NAMES[Memory], row.values()))
    made.update((name, value) for name, value in values.items() if name != _ROW)
    _DICT.__set__(memory, made)
    return made


@dataclass(frozen=True)
class Hit(_Record):
    """A recalled memory and the breakdown of its fused score (``final`` is what ranking used).

    ``similarity`` is the cosine of query and memory (clamped below at 0); ``relevance`` is the term the score
    used: the similarity through the store's relevance map (engramdb/calibration.py; equal to the similarity
    for a plain-cosine recall). ``lexical`` is the BM25 term of a hybrid recall (``recall(..., hybrid=a)``, the
    default for a text query), in [0, 1]: the score's similarity term was then ``(1 - a) * relevance + a *
    lexical``; 0 without hybrid."""

    memory: Memory
    final: float
    similarity: float
    recency: float
    importance: float
    confidence: float
    relevance: float
    lexical: float = 0.0

    @property
    def id(self) -> str:
        """The recalled memory's id (``hit.memory.id``)."""
        return self.memory.id

    @property
    def text(self) -> str:
        """The recalled memory's text (``hit.memory.text``)."""
        return self.memory.text

    @property
    def score(self) -> float:
        """The fused score ranking used (``hit.final``)."""
        return self.final

    def to_dict(self) -> dict[str, Any]:
        """The memory (``Memory.to_dict()``) and the score breakdown, JSON-friendly. A NaN score (the unscored
        other side of a conflict that build_context surfaces) is given as None (JSON has no NaN)."""
        out: dict[str, Any] = {"memory": self.memory.to_dict()}
        for name in ("final", "similarity", "relevance", "lexical", "recency", "importance", "confidence"):
            value = float(getattr(self, name))
            out[name] = None if math.isnan(value) else value
        return out


def _jsonable(value: Any) -> Any:
    """A field value of Memory as JSON can hold it (see Memory.to_dict)."""
    if isinstance(value, datetime):
        return value.isoformat()
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, (float, np.floating)):
        return None if math.isnan(value) else float(value)
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, np.integer):
        return int(value)
    return value


_Frozen = TypeVar("_Frozen", Memory, Hit)
_FIELD_NAMES = {cls: tuple(f.name for f in fields(cls)) for cls in (Memory, Hit)}
# Each field on the class becomes a _core.LazyField (after @dataclass: it read the defaults from the class): a
# non-data descriptor, so a field already in the instance dict is read as any attribute is; a lazy memory's other
# fields are made from its snapshot on first read and kept. On the class a field gives its default, as the
# dataclass's class attribute did (or AttributeError).
for _index, _field in enumerate(fields(Memory)):
    setattr(Memory, _field.name, _core.lazy_field(_field.name, _index, _field.default is not MISSING, _field.default))


def build_all(cls: type[_Frozen], rows: Iterable[Sequence[Any]]) -> list[_Frozen]:
    """``[cls(*row) for row in rows]`` for Memory or Hit, where each row holds every field in field order
    (defaults included), at half the cost: a frozen dataclass's generated __init__ sets each field through
    object.__setattr__ (Memory: ~4.3 µs for 23 fields), while filling the new instance's __dict__ in one
    update takes ~2 µs and gives an equal object with the same __dict__. Valid only because neither class
    has a __post_init__ or a field with init=False (tests/test_store.py checks that the two agree). recall and
    get build theirs natively the same way (_core.RowBuilder); this is the Python form tests compare it to."""
    names, new, raw = _FIELD_NAMES[cls], object.__new__, _raw_dict
    out = []
    for row in rows:
        instance = new(cls)
        raw(instance).update(zip(names, row))
        out.append(instance)
    return out


def evolve(instance: _Frozen, **changes: Any) -> _Frozen:
    """``dataclasses.replace(instance, **changes)`` for a Memory or a Hit at a fraction of its cost (replace
    runs the generated __init__: ~15 µs for a Memory): a new instance whose __dict__ is the old one's updated,
    valid for the same reason as build_all (a lazy memory's copy is lazy: the same snapshot, the changes set).
    Field names are checked."""
    unknown = changes.keys() - _FIELD_NAMES[type(instance)]
    if unknown:
        raise TypeError(f"{type(instance).__name__} has no field {sorted(unknown)[0]!r}")
    copy = object.__new__(type(instance))
    values = _raw_dict(copy)
    values.update(_raw_dict(instance))
    values.update(changes)
    return copy


def with_conflicts(hit: Hit, conflicts_with: tuple[str, ...]) -> Hit:
    """``evolve(hit, memory=evolve(hit.memory, conflicts_with=conflicts_with))`` without evolve's field check: how
    recall's conflict pass marks a hit (a lazy memory's copy stays lazy)."""
    new = object.__new__
    memory = new(Memory)
    values = _raw_dict(memory)
    values.update(_raw_dict(hit.memory))
    values["conflicts_with"] = conflicts_with
    copy = new(Hit)
    values = _raw_dict(copy)
    values.update(_raw_dict(hit))
    values["memory"] = memory
    return copy


def _check_record_fields() -> None:
    """Memory is a view of the columns (plus what recall adds): checked when the module loads, so a column
    added on one side only fails at import, not in a recall."""
    missing = [f.name for f in fields(Memory) if f.name not in COLUMN and f.name not in ("conflicts_with", "status")]
    if missing:
        raise RuntimeError(f"Memory fields without a column in schema.COLUMNS: {missing}")


_check_record_fields()
