"""An optional cache in front of an embedder: the same text is embedded once, as a document and as a query.

:class:`CachedEmbedder` wraps any embedder (``name``, ``dim`` and ``embed_documents``/``embed_queries``, or
only ``embed``, which then serves both) and is itself one, under the same ``name`` and ``dim``: its vectors are
the inner embedder's, so a store made with one opens with the other. Entries are keyed by (the inner
embedder's name, the text, "document" or "query"), so a query is never answered with a passage vector (E5's
prefixes make them differ) and two models never share entries. The store works without it; it pays where
the same texts come back (an agent's recurring questions, re-imports, dedup of near-identical writes) and
the model is slow (E5: 30-40 ms of CPU a text; a hit: ~5 µs a text within a batch, ~30 µs for a
one-text call, on the loaded development machine).

    store = MemoryStore(embedder=CachedEmbedder(E5Embedder(), max_entries=50_000))
"""

from __future__ import annotations

import operator
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from .embedders import check_texts
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError

__all__ = ["CachedEmbedder"]

_ROLES = ("document", "query")


class CachedEmbedder:
    """A bounded, thread-safe LRU cache of ``inner``'s vectors, keyed by (inner.name, text, role).

    ``max_entries`` bounds the vectors kept (each ``4 * dim`` bytes: 15 MB for 10,000 at 384-d); the least
    recently used go first. The texts of a call that are not cached go to ``inner`` in one batched call
    (each distinct text once); the lock is not held while the model runs, so concurrent callers embed in
    parallel (two that miss the same text both embed it, and store equal vectors).
    """

    def __init__(self, inner: Any, max_entries: int = 10_000) -> None:
        if isinstance(inner, type) or not hasattr(inner, "name") or not hasattr(inner, "dim"):
            raise InvalidTypeError(f"inner must be an embedder (name, dim, embed...), got {type(inner).__name__}"
                                   " (wrap a model with engramdb.embedders.as_embedder first)")
        plain = getattr(inner, "embed", None)
        documents = getattr(inner, "embed_documents", None) or plain
        queries = getattr(inner, "embed_queries", None) or plain
        if not callable(documents) or not callable(queries):
            raise InvalidTypeError(f"{type(inner).__name__} has neither embed_documents/embed_queries nor embed")
        if isinstance(max_entries, bool):
            raise InvalidTypeError("max_entries must be an int")
        try:
            max_entries = operator.index(max_entries)
        except TypeError:
            raise InvalidTypeError(f"max_entries must be an int, got {type(max_entries).__name__}") from None
        if max_entries < 1:
            raise InvalidArgumentError(f"max_entries must be >= 1, got {max_entries}")
        self._inner = inner
        self._calls: dict[str, Callable[[list[str]], Any]] = {"document": documents, "query": queries}
        self._max_entries = max_entries
        self._entries: OrderedDict[tuple[str, str, str], np.ndarray] = OrderedDict()
        self._lock = threading.Lock()
        self._hits = 0
        self._misses = 0

    @property
    def inner(self) -> Any:
        """The wrapped embedder."""
        return self._inner

    @property
    def name(self) -> str:
        """The inner embedder's name (the vectors are its own)."""
        return str(self._inner.name)

    @property
    def dim(self) -> int:
        """The inner embedder's dim."""
        return int(self._inner.dim)

    @property
    def max_entries(self) -> int:
        """The most vectors kept."""
        return self._max_entries

    @property
    def hits(self) -> int:
        """Texts answered from the cache (a text repeated within one call counts once as a miss, then as hits)."""
        return self._hits

    @property
    def misses(self) -> int:
        """Texts sent to the inner embedder."""
        return self._misses

    def __len__(self) -> int:
        return len(self._entries)

    def clear(self) -> None:
        """Drops every entry (the counters stay)."""
        with self._lock:
            self._entries.clear()

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), dim]``: the inner embedder's document vectors, cached."""
        return self._embed(texts, "document")

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        """float32 ``[len(texts), dim]``: the inner embedder's query vectors, cached."""
        return self._embed(texts, "query")

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """The same as :meth:`embed_documents`."""
        return self._embed(texts, "document")

    def _embed(self, texts: Sequence[str], role: str) -> np.ndarray:
        items = check_texts(texts)
        name, dim = self.name, self.dim
        rows: list[np.ndarray | None] = [None] * len(items)
        missing: dict[str, list[int]] = {}  # distinct text -> its positions in this call
        with self._lock:
            for i, text in enumerate(items):
                key = (name, text, role)
                row = self._entries.get(key)
                if row is None:
                    missing.setdefault(text, []).append(i)
                else:
                    self._entries.move_to_end(key)
                    rows[i] = row
            self._hits += len(items) - len(missing)
            self._misses += len(missing)
        if missing:
            fresh = self._checked(self._calls[role](list(missing)), len(missing), dim, name)
            with self._lock:
                for (text, positions), row in zip(missing.items(), fresh):
                    row = row.copy()  # its own buffer: a cached row must not keep the whole batch alive
                    row.flags.writeable = False
                    for i in positions:
                        rows[i] = row
                    self._entries[(name, text, role)] = row
                    self._entries.move_to_end((name, text, role))
                while len(self._entries) > self._max_entries:
                    self._entries.popitem(last=False)
        if not items:
            return np.zeros((0, dim), dtype=np.float32)
        return np.stack(rows)  # type: ignore[arg-type]  # a new array: the caller may write to it

    @staticmethod
    def _checked(out: Any, n: int, dim: int, name: str) -> np.ndarray:
        """The inner embedder's output as float32 ``[n, dim]``, refused if malformed: nothing malformed is
        cached."""
        try:
            raw = np.asarray(out)
        except (TypeError, ValueError) as e:
            raise InvalidTypeError(f"embedder {name!r} returned something that is not an array: {e}") from None
        if raw.dtype.kind not in "fiu":
            raise InvalidTypeError(f"embedder {name!r} returned dtype {raw.dtype}, expected real numbers")
        with np.errstate(over="ignore", invalid="ignore"):  # too large for float32 -> inf, refused below
            array = raw.astype(np.float32, copy=False)
        if array.shape != (n, dim):
            raise DimensionMismatchError(f"embedder {name!r} returned shape {array.shape}, expected ({n}, {dim})")
        if not np.isfinite(array).all():
            raise InvalidArgumentError(f"embedder {name!r} returned NaN or inf")
        return array

    def __repr__(self) -> str:
        return f"CachedEmbedder({self._inner!r}, max_entries={self._max_entries})"
