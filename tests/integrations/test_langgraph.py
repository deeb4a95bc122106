"""The LangGraph adapter (issue 15 item 2): EngramStore against LangGraph's own InMemoryStore on random operation
sequences (hypothesis; 100 examples, 1,000 with ENGRAMDB_LONG=1), the edge cases of LangGraph's SQLite store
tests, TTLs on the store's clock, the guards, async batches, and a compiled graph whose node uses the store."""

from __future__ import annotations

import asyncio
import hashlib
import itertools
import math
import os
import re
from pathlib import Path
from typing import Any, TypedDict

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langgraph.store.base import (
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    PutOp,
    SearchOp,
)
from langgraph.store.memory import InMemoryStore

import engramdb
from engramdb.integrations.langgraph import EngramStore

from ..conftest import Clock

DIMS = 8
EXAMPLES = 1000 if os.environ.get("ENGRAMDB_LONG") else 100
ROOT = Path(__file__).resolve().parents[2]


def embed(texts: list[str]) -> list[list[float]]:
    """A deterministic bag-of-words embedding (signed, so cosines run over [-1, 1]), shared by both stores."""
    out = []
    for text in texts:
        v = [0.0] * DIMS
        for word in text.split():
            h = hashlib.sha256(word.encode()).digest()
            v[h[0] % DIMS] += (h[1] - 127.5) / 128
            v[h[2] % DIMS] += (h[3] - 127.5) / 256
        out.append(v)
    return out


def index(fields: list[str] | None = None) -> dict[str, Any]:
    return {"dims": DIMS, "embed": embed, "fields": fields or ["text", "more[*]"]}


class Reference(InMemoryStore):
    """InMemoryStore, with two of its accidents set to what the SQL stores (and EngramStore) do: a put replaces
    the item's vectors (InMemoryStore keeps those of fields the new value no longer has), and only namespaces
    holding items are listed (InMemoryStore lists every namespace ever read or emptied); and one bug fixed: it
    embeds each distinct text of a batch once, then wants one vector per use of it (a ValueError as soon as two
    indexed fields of a batch hold the same text), so each use gets its text's vector."""

    def _insertinmem_store(self, to_embed: Any, embeddings: list[list[float]]) -> None:
        for vector, uses in zip(embeddings, to_embed.values(), strict=True):
            for namespace, key, path in uses:
                self._vectors[namespace][key][path] = vector

    def _extract_texts(self, put_ops: Any) -> Any:  # called after the batch's reads, before its writes
        for namespace, key in put_ops:
            self._vectors[namespace].pop(key, None)
        return super()._extract_texts(put_ops)

    def _handle_list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        for namespace in [ns for ns, items in self._data.items() if not items]:
            del self._data[namespace]
        return super()._handle_list_namespaces(op)


# ---------------------------------------------------------------------- the differential test

LABELS = ["a", "b", "A", "a%", "*", "x/y"]
NAMESPACES = st.lists(st.sampled_from(LABELS[:3]), min_size=1, max_size=2).map(tuple) | st.lists(
    st.sampled_from(LABELS), min_size=1, max_size=3).map(tuple)
PREFIXES = st.sampled_from([(), (), (), ("a",), ("b",)]) | st.lists(st.sampled_from(LABELS), max_size=2).map(tuple)
KEYS = st.sampled_from(["k1", "k2", "k3", "", "K1"])
WORDS = st.sampled_from(["red", "green", "blue", "apple", "sky", "grass", "kind"])
TEXTS = st.lists(WORDS, min_size=1, max_size=3).map(" ".join)
NUMBERS = st.sampled_from([0, 1, 2, -1, 0.5, 1.0, 2.5, True, False, "2", "0.5"])
TAGS = st.sampled_from(["x", "y", "1"])


@st.composite
def values(draw: st.DrawFn) -> dict[str, Any]:
    value: dict[str, Any] = {"n": draw(NUMBERS)}  # range filters read "n": InMemoryStore raises without it
    if draw(st.booleans()):
        value["text"] = draw(TEXTS)
    if draw(st.booleans()):
        value["more"] = draw(st.lists(TEXTS, max_size=3))
    if draw(st.booleans()):
        value["tag"] = draw(st.one_of(TAGS, st.none(), st.integers(0, 1), st.booleans()))
    if draw(st.booleans()):
        value["d"] = {"x": draw(st.integers(0, 2)), "y": draw(TAGS)}
    if draw(st.booleans()):
        value["l"] = draw(st.lists(st.integers(0, 2), max_size=2))
    if draw(st.booleans()):
        value["kind"] = draw(TAGS)  # a built-in column's name: escaped by the adapter
    keys = list(value)
    order = draw(st.permutations(keys))
    return {k: value[k] for k in order}


SCALARS = st.sampled_from(["x", "y", "1", None, 0, 1, 2, True, False, 1.0])
CONDITIONS = st.one_of(
    st.tuples(st.sampled_from(["tag", "kind", "text"]), SCALARS),
    st.tuples(st.just("n"), st.one_of(NUMBERS, st.fixed_dictionaries(
        {}, optional={"$gt": st.integers(-2, 2), "$gte": st.sampled_from([0, 0.5, 1]), "$lt": st.integers(-1, 3),
                      "$lte": st.just(2.5), "$eq": NUMBERS, "$ne": NUMBERS}).filter(bool))),
    st.tuples(st.sampled_from(["tag", "kind"]), st.fixed_dictionaries(
        {}, optional={"$eq": SCALARS, "$ne": SCALARS}).filter(bool)),
    st.tuples(st.just("d"), st.one_of(st.fixed_dictionaries({}, optional={"x": st.integers(0, 2), "y": TAGS}),
                                      st.fixed_dictionaries({"$eq": st.fixed_dictionaries(
                                          {"x": st.integers(0, 2), "y": TAGS})}))),
    st.tuples(st.just("l"), st.one_of(st.lists(st.integers(0, 2), max_size=2),
                                      st.fixed_dictionaries({"$ne": st.lists(st.integers(0, 2), max_size=2)}))),
)
FILTERS = st.one_of(st.none(), CONDITIONS.map(lambda c: dict([c])), st.lists(CONDITIONS, min_size=1, max_size=2).map(dict))

INDEXES = st.sampled_from([None, None, None, False, ["tag"], ["text", "d.y"]])
PUTS = st.builds(lambda ns, key, value, idx: PutOp(ns, key, value, index=idx), NAMESPACES, KEYS,
                 st.one_of(values(), values(), st.none()), INDEXES)
WRITES = st.builds(lambda ns, key, value, idx: PutOp(ns, key, value, index=idx), NAMESPACES, KEYS, values(), INDEXES)
GETS = st.builds(GetOp, NAMESPACES, KEYS)
SEARCHES = st.builds(lambda prefix, filter_, limit, offset, query: SearchOp(prefix, filter_, limit, offset, query),
                     PREFIXES, FILTERS, st.integers(0, 6), st.integers(0, 4), st.one_of(st.none(), TEXTS))
MATCH = st.builds(MatchCondition, st.sampled_from(["prefix", "suffix"]),
                  st.lists(st.sampled_from([*LABELS, "*"]), min_size=1, max_size=2).map(tuple))
LISTS = st.builds(lambda conditions, depth, limit, offset: ListNamespacesOp(tuple(conditions), depth, limit, offset),
                  st.lists(MATCH, max_size=2), st.one_of(st.none(), st.integers(1, 3)), st.integers(0, 8),
                  st.integers(0, 3))
# a first batch of writes, then batches of anything
BATCHES = st.tuples(st.lists(WRITES, min_size=2, max_size=12).map(lambda ops: [ops]),
                    st.lists(st.lists(st.one_of(PUTS, GETS, SEARCHES, SEARCHES, LISTS), min_size=1, max_size=4),
                             min_size=1, max_size=12)).map(lambda parts: parts[0] + parts[1])
FULL = 10_000


def _full(op: SearchOp) -> SearchOp:
    return op._replace(limit=FULL, offset=0)


def _same_ranking(ours: list[Any], theirs: list[Any], query: bool) -> None:
    """The same items; with a query, the same scores item by item (float32 here, float64 there) in the same
    order but for ties, and the items without vectors (score None) after the others."""
    assert sorted((r.namespace, r.key) for r in ours) == sorted((r.namespace, r.key) for r in theirs)
    by_key = {(r.namespace, r.key): r for r in theirs}
    for r in ours:
        assert r.value == by_key[(r.namespace, r.key)].value
    if not query:
        return
    for r in ours:
        theirs_score = by_key[(r.namespace, r.key)].score
        assert (r.score is None) == (theirs_score is None), (r, theirs_score)
        if r.score is not None:
            assert r.score == pytest.approx(theirs_score, abs=1e-5)
    scores = [math.inf if r.score is None else -r.score for r in ours]
    assert all(a <= b + 1e-5 for a, b in itertools.pairwise(scores)), "best first, unscored last"


@settings(max_examples=EXAMPLES, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(batches=BATCHES, indexed=st.booleans())
def test_differential_against_in_memory_store(batches: list[list[Any]], indexed: bool) -> None:
    ours = EngramStore(index=index() if indexed else None)
    theirs = Reference(index=index() if indexed else None)
    for batch in batches:
        searches = [op for op in batch if isinstance(op, SearchOp)]
        ops = batch + [_full(op) for op in searches]  # each search unpaged too, on the same state
        got, want = ours.batch(ops), theirs.batch(ops)
        assert len(got) == len(ops)
        fulls = dict(zip([id(op) for op in searches], range(len(batch), len(ops))))
        for i, op in enumerate(batch):
            if isinstance(op, PutOp):
                assert got[i] is None
            elif isinstance(op, GetOp):
                if want[i] is None:
                    assert got[i] is None
                else:
                    assert isinstance(got[i], Item)
                    assert (got[i].namespace, got[i].key, got[i].value) == (want[i].namespace, want[i].key,
                                                                           want[i].value)
                    assert list(got[i].value) == list(want[i].value)  # key order too
                    assert got[i].created_at <= got[i].updated_at
            elif isinstance(op, ListNamespacesOp):
                assert got[i] == want[i]
            else:
                full = fulls[id(op)]
                query = bool(op.query) and indexed
                _same_ranking(got[full], want[full], query)
                assert [(r.namespace, r.key) for r in got[i]] == [
                    (r.namespace, r.key) for r in got[full][op.offset:op.offset + op.limit]]
                if not query or all(r.score is not None for r in want[full][:op.offset]):
                    assert len(got[i]) == len(want[i])  # (InMemoryStore pages unscored items from 0)


# ---------------------------------------------------------------------- LangGraph's SQLite store edge cases

@pytest.fixture
def store() -> EngramStore:
    return EngramStore(index=index(["text"]))


def test_batch_order(store: EngramStore) -> None:
    store.put(("test", "foo"), "key1", {"data": "value1"})
    store.put(("test", "bar"), "key2", {"data": "value2"})
    results = store.batch([
        GetOp(("test", "foo"), "key1"),
        PutOp(("test", "bar"), "key2", {"data": "value2b"}),
        SearchOp(("test",), {"data": "value1"}, 10, 0),
        ListNamespacesOp(None, None, 10, 0),
        GetOp(("test", "bar"), "key2"),  # reads see the store before the batch's puts
        GetOp(("test",), "key3"),
    ])
    assert results[0].value == {"data": "value1"} and results[0].namespace == ("test", "foo")
    assert results[1] is None
    assert [r.key for r in results[2]] == ["key1"]
    assert results[3] == [("test", "bar"), ("test", "foo")]
    assert results[4].value == {"data": "value2"}
    assert results[5] is None
    assert store.get(("test", "bar"), "key2").value == {"data": "value2b"}
    # the last put of a key in a batch wins; a delete in the same batch as its put
    store.batch([PutOp(("t",), "k", {"v": 1}), PutOp(("t",), "k", {"v": 2}), PutOp(("t",), "gone", {"v": 0}),
                 PutOp(("t",), "gone", None)])
    assert store.get(("t",), "k").value == {"v": 2} and store.get(("t",), "gone") is None


def test_prefixes_match_whole_labels(store: EngramStore) -> None:
    for ns in [("users", "42"), ("users2", "1"), ("users",), ("use",)]:
        store.put(ns, "k", {"text": "hello", "ns": list(ns)})
    assert sorted(r.namespace for r in store.search(("users",))) == [("users",), ("users", "42")]
    assert sorted(r.namespace for r in store.search(("users",), query="hello")) == [("users",), ("users", "42")]
    assert store.list_namespaces(prefix=("users",)) == [("users",), ("users", "42")]
    assert store.list_namespaces(prefix=("use",)) == [("use",)]
    assert store.list_namespaces(suffix=("42",)) == [("users", "42")]


def test_search_prefix_metacharacters_are_literal(store: EngramStore) -> None:
    for label in ["a%b", "axb", "a_", "ab", "*", "x", "a/b", "100%"]:
        store.put((label, "in"), "k", {"text": label})
    for label in ["a%b", "a_", "*", "a/b", "100%"]:
        assert [r.namespace for r in store.search((label,))] == [(label, "in")]
        assert store.list_namespaces(prefix=(label, "in")) == [(label, "in")] if label != "*" else True
    assert store.list_namespaces(prefix=("*", "in"), limit=100) == sorted(
        (label, "in") for label in ["a%b", "axb", "a_", "ab", "*", "x", "a/b", "100%"])  # a wildcard here
    assert store.list_namespaces(suffix=("*",)) == store.list_namespaces()
    assert store.list_namespaces(prefix=("a%b", "*")) == [("a%b", "in")]


def test_case_sensitive_and_empty_prefix(store: EngramStore) -> None:
    store.put(("Users",), "k", {"text": "a"})
    store.put(("users",), "k", {"text": "b"})
    store.put(("users\n",), "k", {"text": "c"})  # a trailing newline is a different label
    store.put(("ünï", "☃"), "k", {"text": "d"})
    assert [r.value["text"] for r in store.search(("users",))] == ["b"]
    assert [r.value["text"] for r in store.search(("Users",))] == ["a"]
    assert sorted(r.value["text"] for r in store.search(())) == ["a", "b", "c", "d"]
    assert sorted(r.value["text"] for r in store.search((), query="a")) == ["a", "b", "c", "d"]
    assert store.list_namespaces() == sorted([("Users",), ("users",), ("users\n",), ("ünï", "☃")])
    assert store.get(("users\n",), "k").value == {"text": "c"}


def test_namespace_validation(store: EngramStore) -> None:
    with pytest.raises(InvalidNamespaceError):
        store.put(("a.b",), "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):
        store.put((), "k", {"v": 1})
    with pytest.raises(InvalidNamespaceError):
        store.batch([PutOp(("a", ""), "k", {"v": 1})])  # the adapter's shadow scopes cannot be named
    with pytest.raises(InvalidNamespaceError):
        store.batch([GetOp(("a.b",), "k")])
    assert store.get(("a",), "k") is None
    with pytest.raises(ValueError):
        store.batch([object()])  # type: ignore[list-item]


def test_list_namespaces_depth_and_paging(store: EngramStore) -> None:
    for ns in [("test", "documents", "public"), ("test", "documents", "private"), ("test", "images", "public"),
               ("prod", "documents", "public")]:
        store.put(ns, "k", {"text": "x"})
    assert store.list_namespaces(max_depth=2) == [("prod", "documents"), ("test", "documents"), ("test", "images")]
    assert store.list_namespaces(suffix=("public",)) == [("prod", "documents", "public"),
                                                         ("test", "documents", "public"),
                                                         ("test", "images", "public")]
    assert store.list_namespaces(prefix=("test",), suffix=("public",), limit=1, offset=1) == [
        ("test", "images", "public")]
    store.delete(("prod", "documents", "public"), "k")
    assert ("prod", "documents", "public") not in store.list_namespaces()  # only namespaces holding items


# ---------------------------------------------------------------------- values, filters, timestamps

def test_values_come_back_exactly(store: EngramStore) -> None:
    value = {"z": 1, "a": [1, 2.5, {"k": None}], "kind": "mine", "~x": True, "supersedes": "me", "": "empty",
             "text": "ünïcode ☃", "nested": {"b": 1, "a": {"c": [True]}}}
    store.put(("ns",), "k", value)
    item = store.get(("ns",), "k")
    assert item.value == value and list(item.value) == list(value) and type(item.value["z"]) is int
    assert [r.key for r in store.search(("ns",), filter={"kind": "mine", "~x": True, "supersedes": "me"})] == ["k"]
    assert store.search(("ns",), filter={"kind": "fact"}) == []  # the user's field, not the store's column


def test_filters_have_in_memory_store_semantics(store: EngramStore) -> None:
    rows = {"a": {"n": 1, "d": {"x": 1, "y": "q"}, "l": [1, {"p": 2, "q": 3}]},
            "b": {"n": True, "d": {"x": 2}, "l": [1]},
            "c": {"n": "3", "tag": None},
            "d": {"n": 2.5, "tag": "t"}}
    for key, value in rows.items():
        store.put(("f",), key, value)

    def keys(filter_: dict[str, Any]) -> list[str]:
        return sorted(r.key for r in store.search(("f",), filter=filter_))
    assert keys({"n": 1}) == ["a", "b"]  # Python's 1 == True
    assert keys({"n": {"$eq": True}}) == ["a", "b"]
    assert keys({"n": {"$ne": 1}}) == ["c", "d"]
    assert keys({"n": {"$gte": 2}}) == ["c", "d"]  # "3" compares as 3.0
    assert keys({"n": {"$gt": 0.5, "$lt": 2.6}}) == ["a", "b", "d"]
    assert keys({"d": {"x": 1}}) == ["a"]  # nested dicts partially
    assert keys({"d": {"$eq": {"x": 2}}}) == ["b"]  # $eq compares whole
    assert keys({"l": [1, {"p": 2}]}) == ["a"]  # lists element by element, dicts in them partially
    assert keys({"l": [1]}) == ["b"]
    assert keys({"tag": None}) == ["a", "b", "c"]  # missing and null alike
    assert keys({"tag": {"$ne": None}}) == ["d"]
    assert keys({"missing": {"$gt": 0}}) == []  # InMemoryStore raises; the SQL stores leave the item out
    assert keys({"d": {"x": {"$gte": 2}}}) == ["b"]  # operators inside a nested dict
    for bad in ({"n": {"$in": [1]}}, {"d": {"x": {"$like": 1}}}, {"n": {"$gt": "many"}}):
        with pytest.raises(ValueError):  # engramdb's InvalidArgumentError is a ValueError too
            store.search(("f",), filter=bad)
    # paging stays right when the adapter finishes the filter: newest first
    assert [r.key for r in store.search(("f",), filter={"n": {"$gte": 1}}, limit=2, offset=1)] == ["c", "b"]


def test_timestamps(clock: Clock) -> None:
    store = EngramStore(engramdb.MemoryStore(dim=DIMS + 1, clock=clock), index=index())
    store.put(("t",), "k", {"text": "one"})
    first = store.get(("t",), "k")
    assert first.created_at == first.updated_at
    assert first.created_at.timestamp() == pytest.approx(clock.now)
    clock.now += 60
    store.put(("t",), "k", {"text": "two"})
    second = store.get(("t",), "k")
    assert second.created_at == first.created_at and second.updated_at.timestamp() == pytest.approx(clock.now)
    hit = store.search(("t",), query="two")[0]
    assert (hit.created_at, hit.updated_at) == (second.created_at, second.updated_at)
    memory = store.store.get_by_key("t", "k")
    assert [m.status for m in store.store.history("t", memory.id)] == ["current", "superseded"]
    assert [r.key for r in store.search(("t",))] == ["k"]
    store.put(("t",), "new", {"text": "three"})  # newest first without a query
    assert [r.key for r in store.search(("t",))] == ["new", "k"]


# ---------------------------------------------------------------------- search by similarity

def test_query_search_ranks_by_best_field(store: EngramStore) -> None:
    store = EngramStore(index=index(["text", "more[*]"]))
    store.put(("s",), "many", {"text": "grass", "more": ["red apple"] * 5 + ["red sky"] * 5})
    store.put(("s",), "one", {"text": "red apple"})
    store.put(("s",), "other", {"text": "blue"})
    store.put(("s",), "none", {"x": 1})  # nothing to embed: after the scored ones
    store.put(("s",), "off", {"text": "red apple"}, index=False)
    got = store.search(("s",), query="red apple", limit=10)
    assert [r.key for r in got[:2]] != ["many", "many"] and {r.key for r in got[:2]} == {"many", "one"}
    assert got[0].score == pytest.approx(1.0, abs=1e-5)
    assert [r.key for r in got[3:]] == ["off", "none"] and got[3].score is None
    assert [r.key for r in store.search(("s",), query="red apple", limit=2, offset=1)] == [got[1].key, "other"]
    ref = Reference(index=index(["text", "more[*]"]))
    for r in reversed(store.search(("s",), limit=10)):
        ref.put(r.namespace, r.key, r.value, index=False if r.key == "off" else None)
    _same_ranking(got, ref.search(("s",), query="red apple", limit=10), True)
    # an item's every row is kept apart: the doubling of k finds the 3 distinct best even behind 10 rows of one
    assert len(store.search(("s",), query="red sky", limit=3)) == 3


def test_negative_similarities_rank_too(store: EngramStore) -> None:
    q = embed(["red"])[0]
    for i, scale in enumerate([1.0, 0.3, -0.2, -1.0]):
        store.batch([PutOp(("neg",), f"k{i}", {"text": f"t{i}"})])
        row = store.store.get_by_key("neg/%", "0:" + f"k{i}")
        store.store.forget("neg/%", key="0:" + f"k{i}")
        mixed = [scale * x + (1 - abs(scale)) * (1 if j == 0 else 0) for j, x in enumerate(q)]
        store.store.remember("neg/%", row.text, key=row.key, meta=row.meta, embedding=store._unit(mixed))
    got = store.search(("neg",), query="red")
    assert [r.key for r in got] == ["k0", "k1", "k2", "k3"]
    assert got[-1].score < got[-2].score < 0 and got[-1].score == pytest.approx(-1.0, abs=1e-5)


# ---------------------------------------------------------------------- TTL, guards, stores, async

def test_ttl_refreshes_on_read(clock: Clock) -> None:
    store = EngramStore(engramdb.MemoryStore(dim=DIMS + 1, clock=clock), index=index(),
                        ttl={"default_ttl": 1.0, "refresh_on_read": True})
    assert store.supports_ttl
    store.put(("t",), "k", {"text": "red sky"})  # default_ttl: 1 minute
    store.put(("t",), "forever", {"text": "red apple"}, ttl=None)
    clock.now += 50
    assert store.get(("t",), "k") is not None  # read: the minute starts again
    clock.now += 50
    assert [r.key for r in store.search(("t",), query="red sky")] == ["k", "forever"]  # refreshed again
    clock.now += 50
    assert store.get(("t",), "k", refresh_ttl=False) is not None
    clock.now += 20  # 70 s after the last refresh
    assert store.get(("t",), "k") is None
    assert [r.key for r in store.search(("t",), query="red sky")] == ["forever"]
    assert store.list_namespaces() == [("t",)]
    store.delete(("t",), "forever")
    assert store.list_namespaces() == []
    store.put(("t",), "k", {"text": "back"}, ttl=2)
    item = store.get(("t",), "k")
    assert item.created_at == item.updated_at  # an expired item is gone: a put after it starts afresh


def test_secrets_are_refused(store: EngramStore) -> None:
    token = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
    with pytest.raises(engramdb.SecretError):
        store.put(("s",), "k", {"note": f"GitHub token {token} for CI"})
    with pytest.raises(engramdb.SecretError):
        store.put(("s",), "k", {"nested": {"list": [f"token {token}"]}})
    assert store.get(("s",), "k") is None and store.list_namespaces() == []


def test_a_given_store_dedup_does_not_merge() -> None:
    memory = engramdb.MemoryStore(dim=DIMS + 1)  # dedup on: keyed writes with their own vectors skip it
    store = EngramStore(memory, index=index())
    store.put(("d",), "a", {"text": "same words"})
    store.put(("d",), "b", {"text": "same words"})
    assert sorted(r.key for r in store.search(("d",), query="same words")) == ["a", "b"]
    with pytest.raises(engramdb.DimensionMismatchError):
        EngramStore(engramdb.MemoryStore(dim=DIMS), index=index())
    with pytest.raises(engramdb.InvalidTypeError):
        EngramStore(InMemoryStore())  # type: ignore[arg-type]


def test_without_index_a_query_lists_by_filter() -> None:
    store = EngramStore()
    store.put(("n",), "a", {"tag": "x"})
    store.put(("n",), "b", {"tag": "y"})
    assert [r.key for r in store.search(("n",), query="anything", filter={"tag": "x"})] == ["a"]
    assert all(r.score is None for r in store.search(("n",), query="anything"))


async def test_async_batches() -> None:
    async def aembed(texts: list[str]) -> list[list[float]]:
        await asyncio.sleep(0)
        return embed(texts)
    store = EngramStore(index={"dims": DIMS, "embed": aembed, "fields": ["text"]})
    await store.aput(("a",), "k1", {"text": "red apple"})
    await store.aput(("a", "b"), "k2", {"text": "blue sky"})
    assert (await store.aget(("a",), "k1")).value == {"text": "red apple"}
    got = await store.asearch(("a",), query="blue sky")
    assert [r.key for r in got] == ["k2", "k1"]
    assert await store.alist_namespaces(prefix=("a",)) == [("a",), ("a", "b")]
    await store.adelete(("a",), "k1")
    results = await asyncio.gather(*(store.aget(("a", "b"), "k2") for _ in range(8)))
    assert all(r.key == "k2" for r in results) and await store.aget(("a",), "k1") is None


# ---------------------------------------------------------------------- a graph, and the docs' example

def test_a_graph_with_the_store() -> None:
    from langgraph.config import get_store
    from langgraph.graph import END, START, StateGraph

    class State(TypedDict):
        user: str
        said: str
        recalled: list[str]

    def remember(state: State) -> dict[str, Any]:
        get_store().put(("users", state["user"], "memories"), str(len(state["said"])), {"text": state["said"]})
        return {}

    def recall(state: State) -> dict[str, Any]:
        hits = get_store().search(("users", state["user"]), query=state["said"], limit=3)
        return {"recalled": [h.value["text"] for h in hits]}

    builder = StateGraph(State)
    builder.add_node("remember", remember)
    builder.add_node("recall", recall)
    builder.add_edge(START, "remember")
    builder.add_edge("remember", "recall")
    builder.add_edge("recall", END)
    store = EngramStore(index=index(["text"]))
    graph = builder.compile(store=store)
    graph.invoke({"user": "42", "said": "red apple", "recalled": []})
    out = graph.invoke({"user": "42", "said": "blue sky today", "recalled": []})
    assert out["recalled"][0] == "blue sky today" and set(out["recalled"]) == {"red apple", "blue sky today"}
    assert graph.invoke({"user": "7", "said": "grass", "recalled": []})["recalled"] == ["grass"]
    assert store.list_namespaces(prefix=("users",)) == [("users", "42", "memories"), ("users", "7", "memories")]


def test_docs_example_runs() -> None:
    text = (ROOT / "docs" / "integrations.md").read_text()
    section = text.split("## LangGraph", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```python\n(.*?)```", section, re.S)
    assert len(blocks) == 1
    exec(compile(blocks[0], "docs/integrations.md#langgraph", "exec"), {"__name__": "docs_example"})
