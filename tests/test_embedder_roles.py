"""Queries and documents are embedded apart (issue 18 item 2): every search text goes through the embedder's
query side and every stored text through its document side, in recall, recall_many, dedup, lessons' triggers
and consolidation; an embedder with only ``embed`` gets both through it; as_embedder adapts LangChain
``Embeddings`` and sentence-transformers models that separate the two."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import pytest

from engramdb import CallableEmbedder, HashingEmbedder, MemoryStore, QueryDocumentEmbedder
from engramdb.embedders import as_embedder, embed_checked
from engramdb.errors import InvalidArgumentError

DIM = 64


class Recording:
    """Documents embedded by hashing "doc " + text, queries by hashing "query " + text (E5-style prefixes), and
    every call recorded with its role."""

    name = "recording-v1"
    dim = DIM

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[str, ...]]] = []
        self._hash = HashingEmbedder(dim=DIM)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(("embed", tuple(texts)))
        return self._hash.embed([f"doc {t}" for t in texts])

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(("document", tuple(texts)))
        return self._hash.embed([f"doc {t}" for t in texts])

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.calls.append(("query", tuple(texts)))
        return self._hash.embed([f"query {t}" for t in texts])

    def roles(self, text: str) -> set[str]:
        return {role for role, texts in self.calls if text in texts}


def test_protocol_recognises_the_two_sides() -> None:
    assert isinstance(Recording(), QueryDocumentEmbedder)
    assert not isinstance(HashingEmbedder(dim=8), QueryDocumentEmbedder)


def test_store_embeds_memories_as_documents_and_questions_as_queries() -> None:
    emb = Recording()
    store = MemoryStore(embedder=emb)
    store.remember("u", "Maya's dentist is Dr. Okafor on Elm Street.")
    store.add_lesson("u", "the user asks about invoices", "check the ERP first")
    hits = store.recall("u", "who is the dentist?")
    store.recall_many("u", ["where is the dentist?", "what about invoices?"])
    assert emb.roles("Maya's dentist is Dr. Okafor on Elm Street.") == {"document"}
    # a lesson is stored, so a document (searched by its trigger and guidance: writes.lesson_search_text)
    assert emb.roles("When the user asks about invoices: check the ERP first") == {"document"}
    assert emb.roles("who is the dentist?") == {"query"}
    assert emb.roles("where is the dentist?") == {"query"}
    assert "embed" not in {role for role, _ in emb.calls}
    # the query vector recall used is the query side's, not the document side's
    assert hits[0].similarity == pytest.approx(float(
        emb.embed_queries(["who is the dentist?"])[0] @ emb.embed_documents(["Maya's dentist is Dr. Okafor on Elm "
                                                                               "Street."])[0]), abs=1e-5)


def test_dedup_and_consolidation_compare_documents() -> None:
    emb = Recording()
    store = MemoryStore(embedder=emb)
    first = store.remember("u", "The build server is ci-7 in rack 4.")
    again = store.remember("u", "The build server is ci-7 in rack 4.")  # a duplicate: merged by document vectors
    assert again == first or store.count("u") == 1
    store.remember("u", "The build server ci-7 sits in rack 4.")
    store.consolidate("u", mode="light")
    assert {role for role, _ in emb.calls} == {"document"}


def test_embed_only_embedders_serve_both_roles() -> None:
    hashing = HashingEmbedder(dim=DIM)
    texts = ["alpha beta", "gamma"]
    expected = hashing.embed(texts)
    np.testing.assert_array_equal(embed_checked(hashing, texts, "query"), expected)
    np.testing.assert_array_equal(embed_checked(hashing, texts, "document"), expected)
    with pytest.raises(InvalidArgumentError):
        embed_checked(hashing, texts, "passage")  # type: ignore[arg-type]


def test_callable_embedder_query_fn() -> None:
    hashing = HashingEmbedder(dim=DIM)
    emb = CallableEmbedder(lambda t: hashing.embed([f"passage: {x}" for x in t]), name="m", dim=DIM,
                           query_fn=lambda t: hashing.embed([f"query: {x}" for x in t]))
    np.testing.assert_array_equal(emb.embed_queries(["x"]), hashing.embed(["query: x"]))
    np.testing.assert_array_equal(emb.embed_documents(["x"]), hashing.embed(["passage: x"]))
    np.testing.assert_array_equal(emb.embed(["x"]), hashing.embed(["passage: x"]))
    assert emb.embed_queries([]).shape == (0, DIM)


class LangChainLike:
    """The shape of a LangChain ``Embeddings``: a batch of documents, one query per call, lists of floats."""

    def __init__(self) -> None:
        self._hash = HashingEmbedder(dim=DIM)
        self.model = "fake-lc"

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._hash.embed([f"passage: {t}" for t in texts]).tolist()

    def embed_query(self, text: str) -> list[float]:
        return self._hash.embed([f"query: {text}"])[0].tolist()


def test_as_embedder_adapts_langchain_embeddings() -> None:
    lc = LangChainLike()
    emb = as_embedder(lc, name="fake-lc")
    assert emb.dim == DIM and emb.name == "fake-lc"
    hashing = HashingEmbedder(dim=DIM)
    np.testing.assert_allclose(embed_checked(emb, ["a", "b"], "query"), hashing.embed(["query: a", "query: b"]))
    np.testing.assert_allclose(embed_checked(emb, ["a"], "document"), hashing.embed(["passage: a"]))
    store = MemoryStore(embedder=lc)
    store.remember("u", "the office wifi is called Heron")
    assert store.recall("u", "what is the office wifi called?")[0].text == "the office wifi is called Heron"


class SentenceTransformerLike:
    """sentence-transformers 5's surface: encode, encode_query, encode_document and the dimension."""

    name_or_path = "fake/st-model"

    def __init__(self) -> None:
        self._hash = HashingEmbedder(dim=DIM)

    def get_sentence_embedding_dimension(self) -> int:
        return DIM

    def encode(self, texts: list[str], **_: object) -> np.ndarray:
        return self._hash.embed(texts)

    def encode_query(self, texts: list[str], **_: object) -> np.ndarray:
        return self._hash.embed([f"query: {t}" for t in texts])

    def encode_document(self, texts: list[str], **_: object) -> np.ndarray:
        return self._hash.embed([f"passage: {t}" for t in texts])


def test_as_embedder_uses_sentence_transformers_roles() -> None:
    emb = as_embedder(SentenceTransformerLike())
    assert emb.name == "SentenceTransformerLike:fake/st-model"
    hashing = HashingEmbedder(dim=DIM)
    np.testing.assert_array_equal(embed_checked(emb, ["a"], "query"), hashing.embed(["query: a"]))
    np.testing.assert_array_equal(embed_checked(emb, ["a"], "document"), hashing.embed(["passage: a"]))


def test_as_embedder_encode_only_model_serves_both_roles() -> None:
    class EncodeOnly:
        def encode(self, texts: list[str]) -> np.ndarray:
            return HashingEmbedder(dim=DIM).embed(texts)

    emb = as_embedder(EncodeOnly(), dim=DIM)
    np.testing.assert_array_equal(embed_checked(emb, ["a"], "query"), embed_checked(emb, ["a"], "document"))
