"""The text side every guard shares: input checks, and the batch prefilter over literal anchors.

A guard that can name, for each of its patterns, literal pieces one of which occurs in every text the pattern
matches (its anchors) lets a batch skip the texts holding none: :func:`_anchor_candidates` finds, in one
native pass (``engramdb._core.AnchorSet``), which anchors occur in which texts. Texts and anchors are
compared folded (:data:`_FOLD`).
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from .. import _core
from ..errors import InvalidTypeError

# The batch prefilter works on bytes: UTF-8 keeps every ASCII anchor intact, and folding ASCII case and
# turning every digit into "#" (what _core.AnchorSet does to each text) lets one anchor stand for all.
_FOLD = bytes.maketrans(string.ascii_uppercase.encode() + string.digits.encode(),
                        string.ascii_lowercase.encode() + b"#" * 10)
# Characters that re.IGNORECASE equates with an ASCII letter (İ ı ſ K): a text holding one is always checked.
_FOLDS_TO_ASCII = ("\u0130", "\u0131", "\u017f", "\u212a")


def _require_str(text: object, what: str = "text") -> str:
    if not isinstance(text, str):
        raise InvalidTypeError(f"{what} must be a str, not {type(text).__name__}")
    return text


def _check_batch(texts: Sequence[str]) -> None:
    """A batch is a sequence of str, and not a str itself."""
    if isinstance(texts, str):
        raise InvalidTypeError("texts must be a sequence of str, not a single str")
    if not set(map(type, texts)) <= {str}:
        raise InvalidTypeError("every text must be a str")


@lru_cache(maxsize=8)
def _compiled_anchors(
    items: tuple[tuple[bytes, frozenset[int]], ...],
) -> tuple[_core.AnchorSet, list[frozenset[int]], np.ndarray]:
    """An anchor table (keyed by content, so each table is built once) as its automaton, its distinct
    values, and for each anchor the index of its value among them."""
    distinct = list(dict.fromkeys(value for _, value in items))
    value_of_anchor = np.array([distinct.index(value) for _, value in items], dtype=np.int64)
    return _core.AnchorSet([anchor for anchor, _ in items]), distinct, value_of_anchor


# The compiled table of each anchor dict by identity (the dict held, so its id is not reused while it is here): the
# content key of _compiled_anchors hashes every (anchor, rows) pair, ~1 ms for the secret table, once per call, which
# was most of the guard's cost for one text (a remember). A table is not changed after its first scan (the guards'
# tables are module constants; a changed table is a new dict).
_Compiled = tuple[_core.AnchorSet, list[frozenset[int]], np.ndarray]
_BY_IDENTITY: dict[int, tuple[dict[bytes, frozenset[int]], _Compiled]] = {}


def _compiled_table(anchors: dict[bytes, frozenset[int]]) -> _Compiled:
    entry = _BY_IDENTITY.get(id(anchors))
    if entry is None or entry[0] is not anchors:
        if len(_BY_IDENTITY) >= 8:
            _BY_IDENTITY.clear()
        entry = _BY_IDENTITY[id(anchors)] = (anchors, _compiled_anchors(tuple(anchors.items())))
        _UNIONS.clear()
    return entry[1]


# Up to this many texts holding an anchor, their unions are made one by one (a few set unions each); more share
# the vectorised masks below (one np.unique per 64 values, ~50 µs each whatever the batch).
_FEW_TEXTS = 16


# (id of a compiled table's ``distinct`` list, values) -> union; emptied whenever a table is compiled, so that an id
# is never that of a list gone.
_UNIONS: dict[tuple[int, frozenset[int]], frozenset[int]] = {}


def _union(distinct: Sequence[frozenset[int]], values: frozenset[int]) -> frozenset[int]:
    """The union of ``distinct[v]`` for ``v`` in ``values``, remembered (texts share few distinct sets of anchors)."""
    key = (id(distinct), values)
    out = _UNIONS.get(key)
    if out is None:
        if len(_UNIONS) > 4096:
            _UNIONS.clear()
        out = _UNIONS[key] = frozenset().union(*(distinct[v] for v in values))
    return out


def _anchor_candidates(
    texts: Sequence[str], anchors: dict[bytes, frozenset[int]]
) -> dict[int, frozenset[int]]:
    """For each text holding an anchor, the union of what those anchors map to (detector rows).

    One Aho-Corasick pass over each text's UTF-8 bytes ("surrogatepass" for lone surrogates), folded like
    ``_FOLD``, in C++ on all cores (``_core.AnchorSet``). A detector left out for a text cannot match it
    (the promise of the anchors), so running only the detectors found here gives the full answer. The
    values are frozensets shared between texts with the same union.
    """
    _check_batch(texts)
    if not anchors or not texts:
        return {}
    automaton, distinct, value_of_anchor = _compiled_table(anchors)
    text_index, anchor_index = automaton.scan(texts)  # sorted by text, each pair once
    if len(text_index) == 0:
        return {}
    if len(texts) == 1:  # one remember's text: its anchors' union, without numpy's per-call costs (round 16)
        return {0: _union(distinct, frozenset(value_of_anchor[anchor_index].tolist()))}
    first = np.flatnonzero(np.diff(text_index, prepend=-1))  # where each text's run of pairs starts
    value_index = value_of_anchor[anchor_index]
    if len(first) <= _FEW_TEXTS:  # a remember's text or a few: the unions directly, without the masks' np.unique
        ends = [*first[1:].tolist(), len(value_index)]
        values = value_index.tolist()
        return {text: frozenset().union(*(distinct[v] for v in set(values[start:end])))
                for text, start, end in zip(text_index[first].tolist(), first.tolist(), ends, strict=True)}
    # Each text's set of values as a bit mask of one uint64 word per 64 values: one union per distinct mask.
    words = (len(distinct) + 63) // 64
    masks = np.zeros((len(first), words), dtype=np.uint64)
    bit = np.left_shift(np.uint64(1), (value_index % 64).astype(np.uint64))
    for w in range(words):
        masks[:, w] = np.bitwise_or.reduceat(np.where(value_index // 64 == w, bit, np.uint64(0)), first)
    # Number the distinct masks one word at a time (a 1-D unique per word, no row-wise sort); keep one text
    # of each distinct mask as its representative.
    _, representative, inverse = np.unique(masks[:, 0], return_index=True, return_inverse=True)
    for w in range(1, words):
        _, word_inverse = np.unique(masks[:, w], return_inverse=True)
        _, representative, inverse = np.unique(
            inverse.reshape(-1) * (int(word_inverse.max()) + 1) + word_inverse.reshape(-1),
            return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    unions = [frozenset().union(*(distinct[64 * w + n] for w, word in enumerate(key) for n in range(64)
                                  if word >> n & 1))
              for key in masks[representative].tolist()]
    return dict(zip(text_index[first].tolist(), map(unions.__getitem__, inverse.tolist())))
