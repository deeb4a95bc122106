"""A test embedder whose vectors the test fixes (subclasses give `_embed`): documents, queries and plain `embed` all
read the same vectors, so a test controls every similarity a recall sees."""

from __future__ import annotations

from collections.abc import Sequence

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
