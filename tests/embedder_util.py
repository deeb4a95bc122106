"""A test embedder whose vectors the test fixes (subclasses give `_embed`): documents, queries and plain `embed` all
read the same vectors, so a test controls every similarity a recall sees."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

import numpy as np


class FixedEmbedder:
    name = "fixed-v1"
    dim = 0

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        raise NotImplementedError

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts)

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._embed(texts)


class MappedEmbedder(FixedEmbedder):
    """Each text's vector from `vectors` (a subclass's class attribute), `other` for a text not in it; every row
    scaled to unit length."""

    vectors: ClassVar[dict[str, tuple[float, ...]]] = {}
    other: ClassVar[tuple[float, ...]] = ()

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        rows = np.array([self.vectors.get(t, self.other) for t in texts], np.float32)
        return rows / np.linalg.norm(rows, axis=1, keepdims=True)
