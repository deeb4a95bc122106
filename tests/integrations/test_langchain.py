"""The LangChain adapter (issue 15 item 1): langchain-tests' standard suites (VectorStoreIntegrationTests on an
in-memory and on a durable store, RetrieversIntegrationTests on as_retriever()), then what they do not check:
exact metadata, keys, erasure on disk, filters, ranking, MMR, guards, concurrency and the docs' example."""

from __future__ import annotations

import asyncio
import copy
import re
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from langchain_core.documents import Document
from langchain_core.embeddings import DeterministicFakeEmbedding, Embeddings
from langchain_core.retrievers import BaseRetriever
from langchain_tests.integration_tests import (
    RetrieversIntegrationTests,
    VectorStoreIntegrationTests,
)

import engramdb
from engramdb.integrations.langchain import EngramVectorStore

from ..durable_util import scan

DOCS = Path(__file__).resolve().parents[2] / "docs" / "integrations.md"


# ---------------------------------------------------------------------------------------- the standard suites


class TestEngramVectorStoreStandard(VectorStoreIntegrationTests):
    """Every standard test, sync and async, on the default in-memory store."""

    @pytest.fixture
    def vectorstore(self) -> Iterator[EngramVectorStore]:  # type: ignore[override]
        yield EngramVectorStore(self.get_embeddings())


class TestEngramVectorStoreDurable(VectorStoreIntegrationTests):
    """The same suite on a store on disk (documents written through the WAL, read back from segments)."""

    @pytest.fixture
    def vectorstore(self, tmp_path: Path) -> Iterator[EngramVectorStore]:  # type: ignore[override]
        store = engramdb.MemoryStore.open(tmp_path / "store", dim=6, sync=False, dedup=False)
        try:
            yield EngramVectorStore(self.get_embeddings(), store=store, scope="docs")
        finally:
            store.close()


_RETRIEVER_TEXTS = [f"note {i}: {topic}" for i, topic in enumerate(
    ["tea", "coffee", "green tea", "water", "juice", "black tea", "milk", "cocoa"])]


def engram_retriever(k: int = 4, **search_kwargs: Any) -> BaseRetriever:
    """as_retriever() of a small EngramVectorStore, returning `k` documents."""
    vs = EngramVectorStore(DeterministicFakeEmbedding(size=16))
    vs.add_texts(_RETRIEVER_TEXTS, [{"i": i} for i in range(len(_RETRIEVER_TEXTS))])
    return vs.as_retriever(search_kwargs={"k": k, **search_kwargs})


class TestEngramRetriever(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self) -> type[BaseRetriever]:
        return engram_retriever  # type: ignore[return-value]  # a factory: the suite only calls it

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"k": 2}

    @property
    def retriever_query_example(self) -> str:
        return "which tea?"


# ---------------------------------------------------------------------------------------- helpers


class TableEmbedding(Embeddings):
    """Fixed vectors by text (for exact rankings); texts not in the table get a seeded random vector."""

    def __init__(self, table: dict[str, np.ndarray], dim: int) -> None:
        self.table, self.dim = table, dim

    def _one(self, text: str) -> list[float]:
        if text in self.table:
            return [float(x) for x in self.table[text]]
        rng = np.random.default_rng(abs(hash(text)) % 2**32)
        return rng.standard_normal(self.dim).tolist()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [self._one(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self._one(text)


def _fake() -> DeterministicFakeEmbedding:
    return DeterministicFakeEmbedding(size=8)


def _same_types(a: Any, b: Any) -> bool:
    """a == b with every value of the same type (1 == 1.0 == True would hide an int turned float or bool)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same_types(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same_types(x, y) for x, y in zip(a, b))
    return bool(a == b)


# ---------------------------------------------------------------------------------------- metadata and keys

TRICKY_META: dict[str, Any] = {
    "id": 1, "n": 2**53 + 1, "big": -(2**62), "f": 0.1, "whole_float": 2.0, "yes": True, "no": False,
    "none": None, "text": "héllo \u2603 \n\t\"quoted\"", "empty": "", "nested": {"a": [1, 2.5, None, {"b": [True]}],
                                                                             "status": "inner, not escaped"},
    "list": [], "dict": {},
    # names the store uses itself: lineage keys, built-in columns, the escape character
    "status": "draft", "source": "wiki", "supersedes": "x", "superseded_by": "y", "merged_from": ["z"],
    "kind": "note", "key": "k", "created_at": 5, "importance": "high", "scope": "s", "text_": 1,
    "~x": 1, "~~y": 2, "~": 3, "~status": "escaped twice",
}


def test_metadata_round_trips_exactly() -> None:
    vs = EngramVectorStore(_fake())
    doc = Document("tricky metadata", metadata=copy.deepcopy(TRICKY_META))
    before = copy.deepcopy(doc)
    (key,) = vs.add_documents([doc])
    assert doc == before and doc.id is None  # the input document is not touched
    for got in (vs.get_by_ids([key])[0], vs.similarity_search("tricky metadata", k=1)[0],
                vs.similarity_search_with_score("tricky metadata", k=1)[0][0],
                vs.max_marginal_relevance_search("tricky metadata", k=1)[0]):
        assert got.id == key and got.page_content == "tricky metadata"
        assert _same_types(got.metadata, TRICKY_META)
    # the store keeps its own names for itself: the memory's source, kind and status are the store's
    memory = vs.store.get_by_key(vs.scope, key)
    assert memory is not None and memory.status == "current" and memory.kind == "fact" and memory.source == "user"


def test_empty_and_missing_metadata_come_back_empty() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_documents([Document("a"), Document("b", metadata={})], ids=["a", "b"])
    assert [d.metadata for d in vs.get_by_ids(["a", "b"])] == [{}, {}]


def test_text_is_stored_as_given() -> None:
    vs = EngramVectorStore(_fake())
    text = "  leading and trailing spaces, CASE, \u00e9 composed / e\u0301 decomposed \n"
    vs.add_texts([text], ids=["t"])
    assert vs.get_by_ids(["t"])[0].page_content == text


def test_ids_come_from_the_argument_then_the_document_then_uuid() -> None:
    vs = EngramVectorStore(_fake())
    ids = vs.add_documents([Document("one", id="doc-1"), Document("two")])
    assert ids[0] == "doc-1" and re.fullmatch(r"[0-9a-f-]{36}", ids[1])
    assert vs.add_documents([Document("three", id="ignored")], ids=["given"]) == ["given"]
    assert {d.id for d in vs.get_by_ids(["doc-1", ids[1], "given", "ignored"])} == {"doc-1", ids[1], "given"}
    with pytest.raises(ValueError, match="2 ids for 1 documents"):
        vs.add_documents([Document("x")], ids=["a", "b"])
    with pytest.raises(TypeError, match="unexpected keyword"):
        vs.add_documents([Document("x")], upsert=True)


def test_re_adding_an_id_replaces_it_and_keeps_history_hidden() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts(["first"], [{"v": 1}], ids=["k"])
    vs.add_texts(["second"], [{"v": 2, "extra": "x"}], ids=["k"])
    vs.add_texts(["third"], [{"v": 3}], ids=["k"])
    assert vs.get_by_ids(["k"]) == [Document("third", id="k", metadata={"v": 3})]
    assert vs.similarity_search("first", k=10) == [Document("third", id="k", metadata={"v": 3})]
    assert vs.store.count(vs.scope) == 1
    history = vs.store.fact_history(vs.scope, "k")  # kept, newest first, never served
    assert [(m.text, m.status) for m in history] == [("third", "current"), ("second", "superseded"),
                                                     ("first", "superseded")]


def test_the_last_document_of_one_call_wins_for_a_repeated_id() -> None:
    vs = EngramVectorStore(_fake())
    assert vs.add_texts(["a", "b", "c"], ids=["x", "y", "x"]) == ["x", "y", "x"]
    assert sorted(d.page_content for d in vs.similarity_search("a", k=5)) == ["b", "c"]


def test_get_by_ids_skips_missing_and_repeated_ids() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts(["a", "b"], ids=["1", "2"])
    assert [d.id for d in vs.get_by_ids(["2", "missing", "1", "2"])] == ["2", "1"]
    with pytest.raises(TypeError):
        vs.get_by_ids("12")


def test_scopes_are_isolated_on_one_store() -> None:
    store = engramdb.MemoryStore(dim=8, dedup=False)
    a = EngramVectorStore(_fake(), store=store, scope="a")
    b = EngramVectorStore(_fake(), store=store, scope="b")
    a.add_texts(["only in a"], ids=["same"])
    b.add_texts(["only in b"], ids=["same"])
    assert a.similarity_search("x", k=5) == [Document("only in a", id="same")]
    a.delete()
    assert a.similarity_search("x", k=5) == [] and b.get_by_ids(["same"]) == [Document("only in b", id="same")]


def test_dim_comes_from_the_probe_or_the_store() -> None:
    assert EngramVectorStore(DeterministicFakeEmbedding(size=13)).store.dim == 13
    store = engramdb.MemoryStore(dim=5, dedup=False)
    vs = EngramVectorStore(_fake(), store=store)
    assert vs.store is store
    with pytest.raises(engramdb.DimensionMismatchError, match=r"shape \(1, 8\)"):
        vs.add_texts(["eight dims into five"])
    assert len(store) == 0


def test_the_default_store_embeds_with_the_langchain_embedding() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts(["apples", "pears", "plums"], ids=["a", "p", "l"])
    assert vs.store.recall(vs.scope, "pears", k=1)[0].memory.key == "p"


def test_from_texts() -> None:
    store = engramdb.MemoryStore(dim=8, dedup=False)
    vs = EngramVectorStore.from_texts(["a", "b"], _fake(), [{"n": 1}, {"n": 2}], ids=["1", "2"], store=store,
                                      scope="mine")
    assert vs.store is store and vs.scope == "mine"
    assert vs.get_by_ids(["2"]) == [Document("b", id="2", metadata={"n": 2})]


async def test_afrom_texts() -> None:
    vs = await EngramVectorStore.afrom_texts(["a"], _fake(), ids=["1"])
    assert await vs.aget_by_ids(["1"]) == [Document("a", id="1")]


# ---------------------------------------------------------------------------------------- delete and erase


def test_delete_forgets_and_ignores_unknown_ids() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts(["a", "b", "c"], ids=["1", "2", "3"])
    assert vs.delete(["2", "unknown", "2"]) is True
    assert [d.id for d in vs.get_by_ids(["1", "2", "3"])] == ["1", "3"]
    assert vs.delete(["unknown"], erase=True) is True
    assert vs.delete() is True and vs.similarity_search("a", k=5) == []
    assert vs.delete() is True and vs.delete(erase=True) is True  # an empty scope too
    with pytest.raises(TypeError, match="erase must be a bool"):
        vs.delete(["1"], erase="yes")
    with pytest.raises(TypeError):
        vs.delete("1")


def test_erase_leaves_no_byte_on_disk(tmp_path: Path) -> None:
    path = tmp_path / "store"
    store = engramdb.MemoryStore.open(path, dim=8, dedup=False)
    vs = EngramVectorStore(_fake(), store=store, scope="docs")
    vs.add_texts(["old version zqxjkv-text", "keep me around"], [{"marker": "zqxjkv-meta-old"}, {"n": 1}],
                 ids=["gone", "kept"])
    vs.add_texts(["new version wvutsr-text"], [{"marker": "wvutsr-meta-new"}], ids=["gone"])
    store.seal()
    needles = {"old text": b"zqxjkv-text", "old meta": b"zqxjkv-meta-old", "new text": b"wvutsr-text",
               "new meta": b"wvutsr-meta-new"}
    assert {name for _, name in scan(path, needles)} == set(needles)  # the scan finds them before
    vs.delete(["gone"])  # forgetting hides the document...
    assert vs.get_by_ids(["gone"]) == []
    vs.delete(["gone"], erase=True)  # ...erasing removes it (its replaced version too) from every file
    assert scan(path, needles) == []
    assert vs.get_by_ids(["kept"]) == [Document("keep me around", id="kept", metadata={"n": 1})]
    store.close()
    with engramdb.MemoryStore.open(path, dim=8) as again:
        vs = EngramVectorStore(_fake(), store=again, scope="docs")
        assert vs.get_by_ids(["gone", "kept"]) == [Document("keep me around", id="kept", metadata={"n": 1})]
    assert scan(path, needles) == []


def test_erase_of_the_whole_scope(tmp_path: Path) -> None:
    path = tmp_path / "store"
    with engramdb.MemoryStore.open(path, dim=8, dedup=False) as store:
        vs = EngramVectorStore(_fake(), store=store, scope="docs")
        vs.add_texts(["every qpwoeiruty line", "and qpwoeiruty this"])
        vs.delete(erase=True)
        assert vs.similarity_search("x", k=3) == [] and scan(path, {"t": b"qpwoeiruty"}) == []


# ---------------------------------------------------------------------------------------- guards


def test_a_secret_is_refused_naming_the_document() -> None:
    vs = EngramVectorStore(_fake())
    secret = "AKIAZ3Q7R2M5T8W1X4Y6"  # not AWS's documented EXAMPLE key, which is no secret
    with pytest.raises(engramdb.SecretError, match=r"document 'leaky'.*'api_key'") as info:
        vs.add_texts(["harmless", f"the key is {secret}"], ids=["fine", "leaky"])
    assert secret not in str(info.value) and "nothing of this call was written" in str(info.value)
    assert len(vs.store) == 0
    with pytest.raises(engramdb.SecretError, match="the id of document 0") as info:
        vs.add_texts(["harmless"], ids=[secret])
    assert secret not in str(info.value)


async def test_a_secret_is_refused_by_the_async_path_too() -> None:
    vs = EngramVectorStore(_fake())
    with pytest.raises(engramdb.SecretError):
        await vs.aadd_documents([Document("password: hunter2-but-longer!")])


def test_an_empty_text_is_refused() -> None:
    vs = EngramVectorStore(_fake())
    with pytest.raises(engramdb.InvalidArgumentError, match="empty"):
        vs.add_texts([""])


# ---------------------------------------------------------------------------------------- ranking and scores


def _positive_world(n: int = 40, dim: int = 12) -> tuple[EngramVectorStore, np.ndarray, list[str]]:
    """Documents and a query with positive coordinates (every cosine positive: a strict ranking)."""
    rng = np.random.default_rng(7)
    vectors = rng.random((n + 1, dim)) + 0.01
    texts = [f"doc {i}" for i in range(n)]
    table = {t: vectors[i] for i, t in enumerate(texts)} | {"query": vectors[n]}
    vs = EngramVectorStore(TableEmbedding(table, dim))
    vs.add_texts(texts, [{"i": i, "even": i % 2 == 0} for i in range(n)], ids=[str(i) for i in range(n)])
    return vs, vectors, texts


def _cosines(vectors: np.ndarray) -> np.ndarray:
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    return unit[:-1] @ unit[-1]


def test_similarity_ranks_by_cosine_with_the_cosine_as_score() -> None:
    vs, vectors, texts = _positive_world()
    cos = _cosines(vectors)
    order = np.argsort(-cos, kind="stable")
    got = vs.similarity_search_with_score("query", k=7)
    assert [d.page_content for d, _ in got] == [texts[i] for i in order[:7]]
    np.testing.assert_allclose([s for _, s in got], cos[order[:7]], atol=1e-5)
    by_vector = vs.similarity_search_by_vector(vectors[-1].tolist(), k=7)
    assert by_vector == [d for d, _ in got]
    assert vs.similarity_search_with_score_by_vector(vectors[-1].tolist(), k=7) == got
    assert len(vs.similarity_search("query", k=1000)) == len(texts)  # no threshold: every document


def test_relevance_scores_are_in_unit_range_without_warnings() -> None:
    vs = EngramVectorStore(DeterministicFakeEmbedding(size=6))  # random vectors: negative cosines too
    vs.add_texts([f"t{i}" for i in range(30)])
    scored = vs.similarity_search_with_relevance_scores("t3", k=30)  # filterwarnings=error: a warning fails
    assert len(scored) == 30 and scored[0][0].page_content == "t3" and scored[0][1] == pytest.approx(1.0)
    assert all(0.0 <= s <= 1.0 for _, s in scored)
    assert [s for _, s in scored] == sorted((s for _, s in scored), reverse=True)
    threshold = vs.similarity_search_with_relevance_scores("t3", k=30, score_threshold=0.5)
    assert threshold and all(s >= 0.5 for _, s in threshold)
    retriever = vs.as_retriever(search_type="similarity_score_threshold",
                                search_kwargs={"score_threshold": 0.9, "k": 5})
    assert [d.page_content for d in retriever.invoke("t3")] == ["t3"]


def test_anticorrelated_documents_score_zero() -> None:
    table = {"up": np.array([1.0, 0.0]), "down": np.array([-1.0, 0.0]), "side": np.array([0.0, 1.0])}
    vs = EngramVectorStore(TableEmbedding(table, 2))
    vs.add_texts(["down", "side", "up"], ids=["d", "s", "u"])
    got = vs.similarity_search_with_score("up", k=3)
    assert got[0] == (Document("up", id="u"), pytest.approx(1.0))
    assert sorted(s for _, s in got[1:]) == [0.0, 0.0]


def test_search_kwargs_are_checked() -> None:
    vs, _, _ = _positive_world(5)
    with pytest.raises(TypeError, match="unexpected keyword"):
        vs.similarity_search("query", k=2, score_treshold=0.2)
    with pytest.raises(engramdb.InvalidArgumentError):
        vs.similarity_search("query", k=0)


# ---------------------------------------------------------------------------------------- filters


@pytest.mark.parametrize(("filter_", "expected"), [
    ({"i": 3}, {3}),
    ({"i": {"$eq": 3}}, {3}),
    ({"i": {"$ne": 3}}, set(range(10)) - {3}),
    ({"i": {"$gt": 7}}, {8, 9}),
    ({"i": {"$gte": 7}}, {7, 8, 9}),
    ({"i": {"$lt": 2}}, {0, 1}),
    ({"i": {"$lte": 2}}, {0, 1, 2}),
    ({"i": {"$gte": 2, "$lt": 5}}, {2, 3, 4}),
    ({"i": {"$in": [1, 4, 99]}}, {1, 4}),
    ({"i": {"$nin": [0, 1, 2, 3, 4]}}, {5, 6, 7, 8, 9}),
    ({"even": True, "i": {"$gt": 4}}, {6, 8}),
    ({"status": "draft"}, {0, 1, 2, 3, 4}),  # a key the store uses itself, escaped both ways
    ({"source": "wiki"}, {5, 6, 7, 8, 9}),
    ({"~x": {"$in": ["a"]}}, {0, 3, 6, 9}),
    ({"missing": 1}, set()),
    ({}, set(range(10))),
])
def test_filters_are_applied_before_ranking(filter_: dict[str, Any], expected: set[int]) -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts([f"text {i}" for i in range(10)],
                 [{"i": i, "even": i % 2 == 0, "status": "draft" if i < 5 else "final",
                   "source": "wiki" if i >= 5 else "mail", "~x": "a" if i % 3 == 0 else "b"} for i in range(10)])
    for k in (1, 3, 10):
        got = vs.similarity_search("text 0", k=k, filter=filter_)
        assert len(got) == min(k, len(expected))  # filtered before ranking: min(k, matching)
        assert {d.metadata["i"] for d in got} <= expected
    assert {d.metadata["i"] for d in vs.similarity_search("text 0", k=10, filter=filter_)} == expected
    assert {d.metadata["i"] for d in vs.max_marginal_relevance_search("text 0", k=10, fetch_k=10,
                                                                      filter=filter_)} == expected


def test_bad_filters_are_refused() -> None:
    vs = EngramVectorStore(_fake())
    vs.add_texts(["a"], [{"n": 1}])
    with pytest.raises(TypeError, match="filter must be a dict"):
        vs.similarity_search("a", filter=lambda doc: True)  # type: ignore[arg-type]
    with pytest.raises(engramdb.InvalidArgumentError, match="unknown operator"):
        vs.similarity_search("a", filter={"n": {"$regex": "1"}})
    with pytest.raises(engramdb.InvalidArgumentError):
        vs.similarity_search("a", filter={"$or": [{"n": 1}]})


# ---------------------------------------------------------------------------------------- MMR


def _mmr_world() -> tuple[EngramVectorStore, dict[str, np.ndarray]]:
    """Three near-copies of the closest direction and two other documents."""
    table = {"query": np.array([1.0, 0.0, 0.0]),
             "close a": np.array([1.0, 0.05, 0.0]), "close b": np.array([1.0, 0.06, 0.0]),
             "close c": np.array([1.0, 0.07, 0.0]), "other x": np.array([0.7, 0.0, 0.7]),
             "other y": np.array([0.6, -0.8, 0.0])}
    vs = EngramVectorStore(TableEmbedding(table, 3))
    vs.add_texts([t for t in table if t != "query"], ids=[t for t in table if t != "query"])
    return vs, table


def test_mmr_diversifies() -> None:
    vs, _ = _mmr_world()
    plain = [d.page_content for d in vs.similarity_search("query", k=3)]
    assert plain == ["close a", "close b", "close c"]
    assert [d.page_content for d in vs.max_marginal_relevance_search("query", k=3, lambda_mult=1.0)] == plain
    diverse = [d.page_content for d in vs.max_marginal_relevance_search("query", k=3, fetch_k=5, lambda_mult=0.3)]
    assert diverse[0] == "close a" and len(set(diverse) & {"close a", "close b", "close c"}) == 1
    # fetch_k bounds the candidates: with fetch_k=3 only the three near-copies can be picked
    assert {d.page_content for d in vs.max_marginal_relevance_search("query", k=3, fetch_k=3,
                                                                     lambda_mult=0.0)} == set(plain)


def test_mmr_is_the_native_mmr() -> None:
    vs, table = _mmr_world()
    native = vs.store.recall(vs.scope, np.asarray(table["query"], np.float32), k=3, k_wide=5, mmr_lambda=0.3,
                             weights=engramdb.Weights(similarity=1, recency=0, importance=0, confidence=0),
                             conflicts=False, calibrated=False)
    got = vs.max_marginal_relevance_search_by_vector(table["query"].tolist(), k=3, fetch_k=5, lambda_mult=0.3)
    assert [d.id for d in got] == [h.memory.key for h in native]


async def test_async_mmr_and_retriever() -> None:
    vs, table = _mmr_world()
    sync = vs.max_marginal_relevance_search("query", k=3, fetch_k=5, lambda_mult=0.3)
    assert await vs.amax_marginal_relevance_search("query", k=3, fetch_k=5, lambda_mult=0.3) == sync
    assert await vs.amax_marginal_relevance_search_by_vector(table["query"].tolist(), k=3, fetch_k=5,
                                                             lambda_mult=0.3) == sync
    retriever = vs.as_retriever(search_type="mmr", search_kwargs={"k": 3, "fetch_k": 5, "lambda_mult": 0.3})
    assert await retriever.ainvoke("query") == sync


# ---------------------------------------------------------------------------------------- async and threads


async def test_async_methods_run_on_worker_threads_concurrently() -> None:
    loop_thread = threading.get_ident()
    seen: set[int] = set()

    class Recording(DeterministicFakeEmbedding):
        def embed_documents(self, texts: list[str]) -> list[list[float]]:
            seen.add(threading.get_ident())
            return super().embed_documents(texts)

        def embed_query(self, text: str) -> list[float]:
            seen.add(threading.get_ident())
            return super().embed_query(text)

    vs = EngramVectorStore(Recording(size=8))
    seen.clear()
    n = 40
    await asyncio.gather(*(vs.aadd_texts([f"text {i}", f"more {i}"], [{"i": i}, {"i": i}],
                                         ids=[f"t{i}", f"m{i}"]) for i in range(n)))
    assert loop_thread not in seen
    results = await asyncio.gather(
        *(vs.asimilarity_search(f"text {i}", k=1) for i in range(n)),
        *(vs.asimilarity_search_with_score(f"more {i}", k=1) for i in range(n)),
        *(vs.adelete([f"m{i}"]) for i in range(0, n, 2)),
        *(vs.aadd_documents([Document(f"late {i}", metadata={"i": -i})], ids=[f"late{i}"]) for i in range(n)))
    assert [r[0].id for r in results[:n]] == [f"t{i}" for i in range(n)]
    for i, scored in enumerate(results[n:2 * n]):  # m{i} may be forgotten already by a concurrent adelete
        assert len(scored) == 1 and (scored[0][0].id == f"m{i}" or i % 2 == 0)
    assert loop_thread not in seen
    docs = await vs.aget_by_ids([f"m{i}" for i in range(n)] + [f"late{i}" for i in range(n)])
    assert [d.id for d in docs] == [f"m{i}" for i in range(1, n, 2)] + [f"late{i}" for i in range(n)]
    assert vs.store.count(vs.scope) == n + n // 2 + n
    by_vector = await vs.asimilarity_search_by_vector(vs.embeddings.embed_query("late 3"), k=1)
    assert by_vector == [Document("late 3", id="late3", metadata={"i": -3})]


def test_sync_methods_from_many_threads() -> None:
    vs = EngramVectorStore(_fake())
    errors: list[BaseException] = []

    def work(t: int) -> None:
        try:
            for i in range(20):
                vs.add_texts([f"thread {t} item {i}"], [{"t": t, "i": i}], ids=[f"{t}-{i}"])
                assert vs.similarity_search(f"thread {t} item {i}", k=1, filter={"t": t})[0].id == f"{t}-{i}"
                if i % 4 == 0:
                    vs.delete([f"{t}-{i}"])
        except BaseException as exc:  # reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(t,)) for t in range(6)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert errors == [] and vs.store.count(vs.scope) == 6 * 15


# ---------------------------------------------------------------------------------------- the docs' example


def test_the_docs_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    text = DOCS.read_text(encoding="utf-8")
    section = text.split("## LangChain", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    exec(compile(blocks[0], str(DOCS), "exec"), {"__name__": "docs_langchain"})
    out = capsys.readouterr().out
    assert "Bob drinks black coffee" in out and "peanuts" in out
