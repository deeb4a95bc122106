"""CachedEmbedder: the inner embedder's vectors, each (name, text, role) embedded once, bounded, thread-safe."""

from __future__ import annotations

import threading

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import HashingEmbedder, MemoryStore
from engramdb.embed_cache import CachedEmbedder
from engramdb.errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError

DIM = 32


class TwoRoles:
    """An embedder whose query and document vectors differ (as E5's prefixes make them); records its calls."""

    name = "two-roles-test"
    dim = DIM

    def __init__(self) -> None:
        self._hashing = HashingEmbedder(dim=DIM)
        self.calls: list[tuple[str, list[str]]] = []
        self._lock = threading.Lock()

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            self.calls.append(("document", list(texts)))
        return self._hashing.embed([f"passage: {t}" for t in texts])

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            self.calls.append(("query", list(texts)))
        return self._hashing.embed([f"query: {t}" for t in texts])


class EmbedOnly:
    """An embedder that knows only ``embed`` (float64 out, as many clients return)."""

    name = "embed-only-test"
    dim = DIM

    def __init__(self) -> None:
        self.texts = 0

    def embed(self, texts: list[str]) -> np.ndarray:
        self.texts += len(texts)
        return HashingEmbedder(dim=DIM).embed(texts).astype(np.float64)


WORDS = ["tea", "coffee", "invoice 8841", "E12", "Berlin", "dark mode", "", "tea "]
CALLS = st.lists(st.tuples(st.sampled_from(["document", "query"]), st.lists(st.sampled_from(WORDS), max_size=6)),
                 max_size=12)


def reference(role: str, texts: list[str]) -> np.ndarray:
    inner = TwoRoles()
    return inner.embed_documents(texts) if role == "document" else inner.embed_queries(texts)


@given(calls=CALLS, max_entries=st.integers(1, 6))
def test_output_equals_the_inner_embedders_and_the_bound_holds(calls, max_entries: int) -> None:
    inner = TwoRoles()
    cache = CachedEmbedder(inner, max_entries=max_entries)
    total = 0
    for role, texts in calls:
        before = len(inner.calls)
        out = cache.embed_documents(texts) if role == "document" else cache.embed_queries(texts)
        assert out.dtype == np.float32 and out.shape == (len(texts), DIM)
        np.testing.assert_array_equal(out, reference(role, texts))
        assert len(cache) <= max_entries
        new_calls = inner.calls[before:]
        assert len(new_calls) <= 1  # the misses of one call go to the inner embedder in one batch
        if new_calls:
            called_role, called_texts = new_calls[0]
            assert called_role == role and len(set(called_texts)) == len(called_texts)  # each text once
            assert set(called_texts) <= set(texts)
        total += len(texts)
    assert cache.hits + cache.misses == total
    assert cache.misses == sum(len(texts) for _, texts in inner.calls)


def test_roles_are_cached_apart() -> None:
    inner = TwoRoles()
    cache = CachedEmbedder(inner)
    document = cache.embed_documents(["the patient is allergic to penicillin"])
    query = cache.embed_queries(["the patient is allergic to penicillin"])
    assert not np.array_equal(document, query)  # a query is never answered with the passage vector
    np.testing.assert_array_equal(query, reference("query", ["the patient is allergic to penicillin"]))
    assert cache.embed(["the patient is allergic to penicillin"]).tolist() == document.tolist()  # embed = documents
    assert (cache.hits, cache.misses, len(cache)) == (1, 2, 2)


def test_names_key_the_entries_and_are_passed_through() -> None:
    inner = TwoRoles()
    cache = CachedEmbedder(inner)
    assert (cache.name, cache.dim, cache.inner) == (inner.name, inner.dim, inner)
    cache.embed_documents(["tea"])
    inner.name = "two-roles-test-v2"  # another model (a new version): its vectors are not the old ones
    cache.embed_documents(["tea"])
    assert (cache.hits, cache.misses, cache.name) == (0, 2, "two-roles-test-v2")


def test_least_recently_used_go_first() -> None:
    inner = TwoRoles()
    cache = CachedEmbedder(inner, max_entries=2)
    cache.embed_documents(["a", "b"])
    cache.embed_documents(["a"])  # a is now the most recent
    cache.embed_documents(["c"])  # evicts b
    assert len(cache) == 2
    before = cache.misses
    cache.embed_documents(["a", "c"])
    assert cache.misses == before
    cache.embed_documents(["b"])
    assert cache.misses == before + 1
    cache.clear()
    assert len(cache) == 0 and cache.hits == 3


def test_embed_only_inner_serves_both_roles_and_a_batch_repeats_a_text_once() -> None:
    inner = EmbedOnly()
    cache = CachedEmbedder(inner)
    out = cache.embed_queries(["tea", "tea", "coffee", "tea"])
    assert inner.texts == 2 and (cache.hits, cache.misses) == (2, 2)
    np.testing.assert_array_equal(out, HashingEmbedder(dim=DIM).embed(["tea", "tea", "coffee", "tea"]))
    cache.embed_documents(["tea"])  # the other role: its own entry, even though the vectors are equal
    assert inner.texts == 3
    assert cache.embed_documents([]).shape == (0, DIM) and inner.texts == 3


def test_returned_arrays_are_the_callers() -> None:
    cache = CachedEmbedder(TwoRoles())
    first = cache.embed_documents(["tea"])
    first[:] = 0.0  # writing to a result must not change what the cache hands out next
    np.testing.assert_array_equal(cache.embed_documents(["tea"]), reference("document", ["tea"]))


def test_concurrent_callers_get_the_inner_vectors(rng: np.random.Generator) -> None:
    inner = TwoRoles()
    cache = CachedEmbedder(inner, max_entries=40)
    texts = [f"memory {i}" for i in range(60)]
    plans = [[(str(rng.choice(["document", "query"])), rng.choice(texts, 8).tolist()) for _ in range(30)]
             for _ in range(6)]
    errors: list[BaseException] = []

    def work(plan: list[tuple[str, list[str]]]) -> None:
        try:
            for role, batch in plan:
                out = cache.embed_documents(batch) if role == "document" else cache.embed_queries(batch)
                np.testing.assert_array_equal(out, reference(role, batch))
        except BaseException as e:  # collected and raised once in the main thread
            errors.append(e)

    workers = [threading.Thread(target=work, args=(plan,)) for plan in plans]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert not errors, errors[0]
    assert len(cache) <= 40 and cache.hits + cache.misses == 6 * 30 * 8


def test_malformed_output_is_refused_and_not_cached() -> None:
    class Broken:
        name, dim = "broken", DIM

        def __init__(self, out: object) -> None:
            self.out = out

        def embed(self, texts: list[str]) -> object:
            return self.out

    with pytest.raises(DimensionMismatchError):
        CachedEmbedder(Broken(np.zeros((1, DIM + 1)))).embed_documents(["a"])
    with pytest.raises(InvalidArgumentError):
        CachedEmbedder(Broken(np.full((1, DIM), np.nan))).embed_documents(["a"])
    with pytest.raises(InvalidArgumentError):
        CachedEmbedder(Broken(np.full((1, DIM), 1e300))).embed_documents(["a"])  # inf as float32
    with pytest.raises(InvalidTypeError):
        CachedEmbedder(Broken(np.array([["x"] * DIM]))).embed_documents(["a"])
    broken = Broken(np.zeros((1, DIM + 1)))
    cache = CachedEmbedder(broken)
    with pytest.raises(DimensionMismatchError):
        cache.embed_documents(["a"])
    assert len(cache) == 0


def test_bad_arguments_are_typed_errors() -> None:
    with pytest.raises(InvalidTypeError):
        CachedEmbedder(object())
    with pytest.raises(InvalidTypeError):
        CachedEmbedder(TwoRoles)  # the class, not an embedder
    for bad in (0, -3):
        with pytest.raises(InvalidArgumentError):
            CachedEmbedder(TwoRoles(), max_entries=bad)
    for bad in (True, "10", 2.5):
        with pytest.raises(InvalidTypeError):
            CachedEmbedder(TwoRoles(), max_entries=bad)
    cache = CachedEmbedder(TwoRoles())
    with pytest.raises(InvalidTypeError):
        cache.embed_documents("one string")
    with pytest.raises(InvalidTypeError):
        cache.embed_queries(["ok", 3])  # type: ignore[list-item]
    with pytest.raises(InvalidTypeError):
        cache.embed_queries(5)  # type: ignore[arg-type]


def test_a_store_works_with_it_and_reopens_with_the_inner_embedder(tmp_path) -> None:
    hashing = HashingEmbedder()
    cache = CachedEmbedder(hashing)
    with MemoryStore.open(tmp_path / "s", embedder=cache) as store:
        rid = store.remember("s", "Invoice 8841 was rejected for code E12.")
        store.remember("s", "The user prefers dark mode.")
        assert store.recall("s", "why was invoice 8841 rejected?")[0].id == rid
        assert store.recall("s", "why was invoice 8841 rejected?")[0].id == rid
    assert cache.hits >= 1 and cache.misses >= 3
    with MemoryStore.open(tmp_path / "s", embedder=hashing) as store:  # same name: the vectors are the same
        assert store.recall("s", "why was invoice 8841 rejected?")[0].id == rid
