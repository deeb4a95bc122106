"""Memory and Hit objects made from a segment's rows.

They are built natively from the segments' column buffers (cpp/bindings/register_rows.cpp): ~13 µs for five
hits right after a recall scan, against ~100 µs gathering and converting them in Python. Each Memory is lazy:
a copy of its row's values (_core.RowValues, ~0.2 µs) from which schema.Memory makes a field's object when it is
first read (making all 25 at once was ~1.3 µs a memory). The field lists come from the dataclasses themselves
(schema.Memory and schema.Hit), which schema.py checks against its columns.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields
from typing import Any

import numpy as np

from .. import _core
from ..errors import CorruptStoreError
from ..schema import KINDS, LAYERS, STATUS_NAMES, Hit, Memory
from ..segment import memory_columns

# the C scanner json.loads ends in, without its two Python layers (an attribute the stubs do not declare)
_SCAN: Callable[[str, int], tuple[Any, int]] = json.JSONDecoder().scan_once  # type: ignore[attr-defined]


def _load_meta(text: str) -> Any:
    """json.loads of a stored meta value (every hit with meta pays it: the scanner alone is ~0.4 µs, json.loads
    ~1.8 µs). The write path only stores JSON, so anything else is a damaged segment file read with
    verify=False (Arrow's validation at open checks structure and UTF-8, not JSON)."""
    try:
        value, end = _SCAN(text, 0)
        if end == len(text):
            return value
    except (StopIteration, ValueError):
        pass
    try:  # whitespace around the value (json.loads allows it), or not JSON at all
        return json.loads(text)
    except ValueError:
        raise CorruptStoreError("a stored meta value is not JSON: a segment file is damaged "
                                "(open with verify=True, or run check(), to name it)") from None


ROWS = _core.RowBuilder(Memory, tuple(f.name for f in fields(Memory)), Hit, tuple(f.name for f in fields(Hit)),
                        KINDS, LAYERS, STATUS_NAMES, _load_meta)


def memories(seg: Any, rows: np.ndarray) -> list[Memory]:
    """The memories at rows of seg."""
    out: list[Memory] = ROWS.memories(memory_columns(seg), np.asarray(rows, np.int64))
    return out


def memory_at(seg: Any, row: int) -> Memory:
    """The memory at one row of seg."""
    return memories(seg, np.array([row]))[0]


def hits(segments: list[Any], result: tuple[Any, ...], params: _core.RecallParams) -> list[Hit]:
    """The Hit of each memory a _core.recall result chose, in its order (one native call); `params` are the
    recall's (their relevance map gives each hit's relevance)."""
    out: list[Hit] = ROWS.hits(segments, result, memory_columns, params.relevance_floor, params.relevance_scale,
                               params.relevance_knee)
    return out


def marked_hits(hits: list[Hit], ids: list[str], partners: dict[str, tuple[str, ...]]) -> list[Hit]:
    """``[with_conflicts(h, partners[i]) if i in partners else h for h, i in zip(hits, ids)]`` in one native call
    (ids: the hits' ids)."""
    out: list[Hit] = ROWS.marked(hits, ids, partners)
    return out


def hit_ids(hits: list[Hit]) -> list[str]:
    """The id of each hit's memory, in order (made once and kept in the memory, as reading ``hit.id`` does; one
    native call instead of a lazy field read per hit)."""
    return ROWS.ids(hits)
