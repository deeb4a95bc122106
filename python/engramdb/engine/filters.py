"""Metadata filters (`where=`): which rows of a scope a recall or a listing may see, decided before ranking.

A filter is a dict of conditions, all of which must hold::

    {"tag": "a", "n": {"$gte": 5}, "kind": {"$in": ["fact", "episode"]}, "created_at": {"$lt": some_datetime}}

A name is a built-in column (schema.COLUMNS: kind, layer, source, key, text, importance, confidence, trusted,
created_at, updated_at, last_used, expires_at, use_count, tokens, supersedes, merged_from) or else a top-level
field of the memory's `meta`. A bare value means ``$eq``; the operators are ``$eq $ne $gt $gte $lt $lte $in
$nin``. Values compare as JSON values: numbers with numbers (a bool is not a number), strings with strings,
anything else (lists, dicts, null) by equality only; an order comparison between different types is false. A
missing meta field (or a null column) matches only ``$ne`` and ``$nin``. Time columns take datetimes or Unix
seconds.

Cost: built-in columns are compared in numpy over the scope's rows. A meta field is read once per (segment,
scope, field) into typed columns (a float64 column for numbers, an object column for strings and the rest) and
cached: a sealed segment never changes, and the active segment's cache is remade when its scope grows. So a
filtered recall costs the compare of a few arrays on top of the recall itself (benchmarks/bench_filters.py).
"""

from __future__ import annotations

import json
import math
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from ..errors import InvalidArgumentError, InvalidTypeError
from ..schema import COLUMN, KIND_CODE, KINDS, LAYER_CODE, LAYERS, to_epoch

OPERATORS = ("$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin")
_ORDER = {"$gt": np.greater, "$gte": np.greater_equal, "$lt": np.less, "$lte": np.less_equal}
_TIMES = ("created_at", "updated_at", "last_used", "expires_at")
_NUMBERS = ("importance", "confidence", "use_count", "tokens")
_TEXTS = ("source", "key", "text", "supersedes", "merged_from", "trigger", "guidance")
_CODED = {"kind": KIND_CODE, "layer": LAYER_CODE}  # name -> code (aliases included: "event" is an episode)
_CODE_NAMES = {"kind": KINDS, "layer": LAYERS}  # code -> name
BUILT_IN = (*_TIMES, *_NUMBERS, *_TEXTS, *_CODED, "trusted")
MAX_CONDITIONS = 64


@dataclass(frozen=True)
class Condition:
    name: str
    op: str
    value: Any  # for $in / $nin: a tuple


@dataclass(frozen=True)
class Filter:
    """A validated `where` (see the module doc); `mask(seg, rows)` says which of the rows match."""

    conditions: tuple[Condition, ...]

    def mask(self, seg: Any, rows: np.ndarray, scope: str) -> np.ndarray:
        keep = np.ones(len(rows), np.bool_)
        for condition in self.conditions:
            if not keep.any():
                break
            keep &= _condition_mask(seg, rows, scope, condition)
        return keep


def compile_where(where: Any) -> Filter | None:
    """The Filter of a `where` argument (None: no filter); InvalidTypeError / InvalidArgumentError for a bad one."""
    if where is None:
        return None
    if not isinstance(where, dict):
        raise InvalidTypeError(f"where must be a dict of conditions, got {type(where).__name__}")
    if len(where) > MAX_CONDITIONS:
        raise InvalidArgumentError(f"where holds {len(where)} conditions, over the limit of {MAX_CONDITIONS}")
    conditions = []
    for name, spec in where.items():
        if not isinstance(name, str) or not name:
            raise InvalidTypeError("where's field names must be non-empty strings")
        if name.startswith("$"):
            raise InvalidArgumentError(f"where: {name!r} is not a field name (operators go inside a field's dict)")
        if isinstance(spec, dict) and spec and all(isinstance(k, str) and k.startswith("$") for k in spec):
            for op, value in spec.items():
                conditions.append(_condition(name, op, value))
        else:
            conditions.append(_condition(name, "$eq", spec))
    return Filter(tuple(conditions))


def _condition(name: str, op: str, value: Any) -> Condition:
    if op not in OPERATORS:
        raise InvalidArgumentError(f"where: unknown operator {op!r} for {name!r}; expected one of "
                                   f"{', '.join(OPERATORS)}")
    if op in ("$in", "$nin"):
        if not isinstance(value, (list, tuple)):
            raise InvalidTypeError(f"where: {op} of {name!r} takes a list of values")
        values = tuple(_checked(name, op, v) for v in value)
        return Condition(name, op, values)
    value = _checked(name, op, value)
    if op in _ORDER and not (_is_number(value) or isinstance(value, str)):
        raise InvalidArgumentError(f"where: {op} of {name!r} takes a number or a string")
    return Condition(name, op, value)


def _checked(name: str, op: str, value: Any) -> Any:
    """A condition's value: JSON-able; a time column's value in seconds; a coded column's a known name."""
    if name in _TIMES:
        return None if value is None else to_epoch(value, f"where's {name}")
    try:
        json.dumps(value)
    except (TypeError, ValueError, RecursionError):
        raise InvalidArgumentError(f"where: the value of {name!r} ({op}) is not a JSON value") from None
    if isinstance(value, float) and not math.isfinite(value):
        raise InvalidArgumentError(f"where: the value of {name!r} ({op}) must be finite")
    return value


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


# ---------------------------------------------------------------------- evaluation

def _condition_mask(seg: Any, rows: np.ndarray, scope: str, c: Condition) -> np.ndarray:
    if c.name in _TIMES or c.name in _NUMBERS:
        values = seg.col(c.name)[rows].astype(np.float64)
        present = ~np.isnan(values)
        return _numeric_mask(values, present, c)
    if c.name in _CODED:
        codes = seg.col(c.name)[rows]
        names = _CODED[c.name]
        wanted = c.value if c.op in ("$in", "$nin") else (c.value,)
        if c.op in _ORDER:  # names order as strings
            column = np.array(_CODE_NAMES[c.name], dtype=object)[codes]
            return _object_mask(column, np.ones(len(rows), np.bool_), c)
        hit = np.isin(codes, [names[w] for w in wanted if isinstance(w, str) and w in names])
        return ~hit if c.op in ("$ne", "$nin") else hit
    if c.name == "trusted":
        column = seg.col("trusted")[rows].astype(object)
        return _object_mask(column, np.ones(len(rows), np.bool_), c)
    if c.name in _TEXTS and c.name in COLUMN:
        column = np.array(seg.columns_at(rows, (c.name,))[c.name], dtype=object)
        present = np.array([v is not None for v in column], np.bool_)
        return _object_mask(column, present, c)
    field = _meta_field(seg, scope, c.name)
    at = field.positions(seg, scope, rows)
    numbers, present, objects = field.numbers[at], field.present[at], field.objects[at]
    if c.op in _ORDER and _is_number(c.value):
        return _numeric_mask(numbers, ~np.isnan(numbers), c)
    return _object_mask(objects, present, c)


def _numeric_mask(values: np.ndarray, present: np.ndarray, c: Condition) -> np.ndarray:
    if c.op in _ORDER:
        if not _is_number(c.value):
            return np.zeros(len(values), np.bool_)
        with np.errstate(invalid="ignore"):
            out: np.ndarray = _ORDER[c.op](values, float(c.value)) & present
        return out
    wanted = [float(w) for w in (c.value if c.op in ("$in", "$nin") else (c.value,)) if _is_number(w)]
    hit: np.ndarray = np.isin(values, wanted) & present
    return ~hit if c.op in ("$ne", "$nin") else hit


def _same(a: Any, b: Any) -> bool:
    """JSON equality: a bool equals only a bool, a number only a number."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return bool(a == b)


def _object_mask(column: np.ndarray, present: np.ndarray, c: Condition) -> np.ndarray:
    n = len(column)
    if c.op in _ORDER:
        value = c.value
        kind: Callable[[Any], bool] = _is_number if _is_number(value) else (lambda v: isinstance(v, str))
        typed = np.fromiter((kind(v) for v in column), np.bool_, n) & present
        out = np.zeros(n, np.bool_)
        if typed.any():
            out[typed] = _ORDER[c.op](column[typed], value).astype(np.bool_)
        return out
    wanted = c.value if c.op in ("$in", "$nin") else (c.value,)
    hashable = all(isinstance(w, (str, int, float, bool)) or w is None for w in wanted)
    if hashable and all(isinstance(w, str) for w in wanted):  # the common case: a tag; one C-level compare each
        hit = np.zeros(n, np.bool_)
        for w in wanted:
            hit |= column == w
        hit &= present
    else:
        hit = np.fromiter((p and any(_same(v, w) for w in wanted) for v, p in zip(column, present)), np.bool_, n)
    return ~hit if c.op in ("$ne", "$nin") else hit


# ---------------------------------------------------------------------- meta fields, read once and cached

class _MetaField:
    """One meta field over one scope's rows of one segment: `numbers` (float64, NaN unless a number),
    `objects` (the JSON values, None where missing), `present`; `rows` maps a row to its position."""

    def __init__(self, rows: np.ndarray, metas: list[Any], name: str) -> None:
        missing = object()
        raw = [m.get(name, missing) if isinstance(m, dict) else missing for m in metas]
        self.rows = rows
        self.present = np.fromiter((v is not missing and v is not None for v in raw), np.bool_, len(raw))
        self.objects = np.empty(len(raw), dtype=object)
        self.objects[:] = [None if v is missing else v for v in raw]
        self.numbers = np.fromiter((float(v) if _is_number(v) else math.nan for v in self.objects.tolist()),
                                   np.float64, len(raw))

    def positions(self, seg: Any, scope: str, rows: np.ndarray) -> np.ndarray:
        at = np.searchsorted(self.rows, rows)
        if len(rows) and (at.max() >= len(self.rows) or not np.array_equal(self.rows[at], rows)):
            raise RuntimeError("engramdb: a meta field cache is out of step with its segment")  # a bug, not input
        return at


_META_CACHE: weakref.WeakKeyDictionary[Any, dict[tuple[str, str], _MetaField]] = weakref.WeakKeyDictionary()
_META_CACHE_FIELDS = 256  # per segment: (scope, field) pairs kept before starting over


def _meta_field(seg: Any, scope: str, name: str) -> _MetaField:
    cache = _META_CACHE.setdefault(seg, {})
    rows = seg.scope_rows(scope)
    entry = cache.get((scope, name))
    if entry is not None and len(entry.rows) == len(rows):  # a scope's rows only ever grow (active segment)
        return entry
    if len(cache) >= _META_CACHE_FIELDS:
        cache.clear()
    texts = seg.columns_at(rows, ("meta",))["meta"]
    metas = [None if t is None else json.loads(t) for t in texts]
    entry = cache[(scope, name)] = _MetaField(rows, metas, name)
    return entry
