"""The core API the integrations build on (issue 15): caller keys (get_by_key, forget/erase by key), listing and
paging, metadata filters in recall and list (applied before ranking), namespaces as scopes."""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.errors import InvalidArgumentError, InvalidTypeError
from engramdb.namespaces import in_prefix, namespace_of, scope_of

from .durable_util import scan, unit

DIM = 16
MISSING = object()


def _json_equal(a: Any, b: Any) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    return bool(a == b)


def _number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def reference(meta: dict[str, Any], where: dict[str, Any]) -> bool:
    """What `where` means, written plainly (engine/filters.py's module doc), for top-level meta fields."""
    for name, spec in where.items():
        ops = spec if isinstance(spec, dict) and spec and all(k.startswith("$") for k in spec) else {"$eq": spec}
        value = meta.get(name, MISSING)
        present = value is not MISSING and value is not None
        for op, want in ops.items():
            if op == "$eq":
                ok = present and _json_equal(value, want)
            elif op == "$ne":
                ok = not (present and _json_equal(value, want))
            elif op == "$in":
                ok = present and any(_json_equal(value, w) for w in want)
            elif op == "$nin":
                ok = not (present and any(_json_equal(value, w) for w in want))
            else:
                same_type = (_number(value) and _number(want)) or (isinstance(value, str) and isinstance(want, str))
                ok = present and same_type and {"$gt": value > want, "$gte": value >= want, "$lt": value < want,
                                                "$lte": value <= want}[op]
            if not ok:
                return False
    return True


_VALUES = st.one_of(st.integers(-3, 3), st.sampled_from([0.5, 2.0, -1.5]), st.sampled_from(["a", "b", "ab", ""]),
                    st.booleans(), st.none(), st.just([1, 2]))
_META = st.none() | st.dictionaries(st.sampled_from(["tag", "n", "x"]), _VALUES, max_size=3)
_OP = st.sampled_from(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"])


@st.composite
def _where(draw: st.DrawFn) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for name in draw(st.lists(st.sampled_from(["tag", "n", "x"]), min_size=1, max_size=2, unique=True)):
        op = draw(_OP)
        if op in ("$in", "$nin"):
            value: Any = draw(st.lists(_VALUES.filter(lambda v: not isinstance(v, list)), max_size=3))
        elif op in ("$gt", "$gte", "$lt", "$lte"):
            value = draw(st.integers(-3, 3) | st.sampled_from(["a", "b"]))
        else:
            value = draw(_VALUES)
        out[name] = value if op == "$eq" and not isinstance(value, dict) and draw(st.booleans()) else {op: value}
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(metas=st.lists(_META, min_size=1, max_size=25), where=_where(), seal_after=st.integers(0, 25),
       seed=st.integers(0, 2**16))
def test_filtered_recall_and_list_read_exactly_the_matching_rows(metas, where, seal_after, seed) -> None:
    store = MemoryStore(dim=DIM, dedup=False)
    rng = np.random.default_rng(seed)
    vectors = unit(rng, len(metas), DIM)
    ids = store.remember_many("u", [f"memory {i}" for i in range(len(metas))], embeddings=vectors, meta=metas)
    store.remember_many("other", ["another scope"] * len(metas), embeddings=vectors, meta=metas)
    if seal_after < len(metas):  # some rows in a sealed segment, some in the active one
        store.seal()
    expected = {i for i, m in zip(ids, metas) if reference(m or {}, where)}
    hits = store.recall("u", vectors[0], k=len(metas), where=where, conflicts=False)
    assert {h.id for h in hits} == expected and all(h.memory.scope == "u" for h in hits)
    assert {m.id for m in store.list("u", where=where, limit=100)} == expected
    (many,) = store.recall_many("u", [vectors[0]], k=len(metas), where=where, conflicts=False)
    assert [h.id for h in many] == [h.id for h in hits]
    few = store.recall("u", vectors[0], k=2, where=where)
    assert len(few) == min(2, len(expected))


def test_filters_on_built_in_columns() -> None:
    store = MemoryStore(dim=DIM, dedup=False)
    rng = np.random.default_rng(1)
    old = datetime(2024, 1, 1, tzinfo=timezone.utc)
    a = store.remember("u", "a fact", embedding=unit(rng, 1, DIM)[0], importance=0.9, created_at=old, source="crm")
    b = store.remember("u", "an event", kind="episode", embedding=unit(rng, 1, DIM)[0], source="user")
    c = store.remember("u", "keyed", key="plan", embedding=unit(rng, 1, DIM)[0], importance=0.2)
    q = unit(rng, 1, DIM)[0]

    def ids(where: dict[str, Any]) -> set[str]:
        return {h.id for h in store.recall("u", q, k=10, where=where)}

    assert ids({"kind": "episode"}) == {b} and ids({"kind": {"$ne": "event"}}) == {a, c}
    assert ids({"source": {"$in": ["crm", "web"]}}) == {a}
    assert ids({"importance": {"$gt": 0.5}}) == {a} and ids({"importance": {"$lt": 0.3}}) == {c}
    assert ids({"created_at": {"$lt": datetime(2025, 1, 1, tzinfo=timezone.utc)}}) == {a}
    assert ids({"created_at": {"$gte": old.timestamp() + 1}}) == {b, c}
    assert ids({"key": "plan"}) == {c} and ids({"key": {"$ne": "plan"}}) == {a, b}
    assert ids({"trusted": True}) == {a, b, c}


@pytest.mark.parametrize("where, error", [
    ("tag", InvalidTypeError), ({"tag": {"$regex": "a"}}, InvalidArgumentError),
    ({"$or": [{"a": 1}]}, InvalidArgumentError), ({"n": {"$in": 3}}, InvalidTypeError),
    ({"n": {"$gt": [1]}}, InvalidArgumentError), ({"n": {"$gt": float("nan")}}, InvalidArgumentError),
    ({"created_at": {"$lt": "2020"}}, InvalidTypeError), ({"x": object()}, InvalidArgumentError),
    ({"": 1}, InvalidTypeError), ({i: 1 for i in range(2)}, InvalidTypeError),
])
def test_bad_filters_are_typed_errors(where: Any, error: type[Exception]) -> None:
    store = MemoryStore(dim=DIM)
    store.remember("u", "x", embedding=unit(np.random.default_rng(0), 1, DIM)[0])
    with pytest.raises(error):
        store.recall("u", "x", where=where)
    with pytest.raises(error):
        store.list("u", where=where)


# ---------------------------------------------------------------------- listing and paging

def test_list_pages_current_memories_in_order() -> None:
    clock = [1_000_000.0]
    store = MemoryStore(dim=DIM, dedup=False, clock=lambda: clock[0])
    rng = np.random.default_rng(2)
    ids = []
    for i in range(7):
        clock[0] += 10
        ids.append(store.remember("u", f"m {i}", embedding=unit(rng, 1, DIM)[0], importance=i / 10))
    store.forget("u", ids[3])
    newer = store.update("u", ids[1], text="m 1 edited")
    lesson = store.add_lesson("u", "deploying", "test first")  # pending: not listed
    store.seal()
    live = [i for i in ids if i not in (ids[3], ids[1])] + [newer]
    assert [m.id for m in store.list("u")] == sorted(live, key=lambda i: store.get("u", i).created_at.timestamp())
    assert [m.id for m in store.list("u", order="-importance", limit=2)] == [ids[6], ids[5]]
    pages = [m.id for off in range(0, 10, 3) for m in store.list("u", order="updated", limit=3, offset=off)]
    assert pages == [m.id for m in store.list("u", order="updated")] and len(pages) == len(live)
    assert lesson not in {m.id for m in store.list("u")}
    assert store.list("u", kinds=["episode"]) == [] and store.list("nobody") == []
    for bad in ({"limit": -1}, {"offset": -2}, {"order": "random"}, {"order": "--created"}, {"limit": 1.5}):
        with pytest.raises((InvalidArgumentError, InvalidTypeError)):
            store.list("u", **bad)


# ---------------------------------------------------------------------- caller keys

def test_keys_get_forget_and_erase(tmp_path: Path) -> None:
    with MemoryStore.open(tmp_path / "s", dim=DIM) as store:
        rng = np.random.default_rng(3)
        first = store.remember("u", "secret-key-value-one", key="k1", embedding=unit(rng, 1, DIM)[0])
        second = store.remember("u", "secret-key-value-two", key="k1", embedding=unit(rng, 1, DIM)[0])
        other = store.remember("v", "secret-key-value-one", key="k1", embedding=unit(rng, 1, DIM)[0])
        memory = store.get_by_key("u", "k1")
        assert memory is not None and memory.id == second and memory.text == "secret-key-value-two"  # as given
        assert store.get_by_key("u", "nope") is None
        store.seal()  # forgotten rows of a sealed segment stay in its file until compaction (or erasure)
        assert store.forget("u", key="k1") == 2 and store.get_by_key("u", "k1") is None
        assert store.get_by_key("v", "k1").id == other  # scopes isolated
        store.remember("u", "secret-key-value-three", key="k1", embedding=unit(rng, 1, DIM)[0])
        store.seal()
        assert store.erase("u", key="k1") == 3  # every version, forgotten ones included
        with pytest.raises(InvalidArgumentError):
            store.erase("u", first, key="k1")
    found = scan(tmp_path / "s", {n: f"secret-key-value-{n}".encode() for n in ("two", "three")})
    assert not found
    assert scan(tmp_path / "s", {"v": b"secret-key-value-one"})  # scope v's memory stays


# ---------------------------------------------------------------------- namespaces

_LABELS = st.lists(st.text(min_size=0, max_size=6), min_size=1, max_size=4)


@settings(max_examples=200, deadline=None)
@given(labels=_LABELS, more=_LABELS)
def test_namespaces_round_trip_and_prefixes_match_whole_labels(labels: list[str], more: list[str]) -> None:
    labels = [label for label in labels if not any(0xD800 <= ord(ch) <= 0xDFFF for ch in label)] or ["x"]
    more = [label for label in more if not any(0xD800 <= ord(ch) <= 0xDFFF for ch in label)] or ["y"]
    scope = scope_of(labels)
    assert namespace_of(scope) == tuple(labels) and scope == scope.strip() and scope
    assert in_prefix(scope_of([*labels, *more]), labels) and in_prefix(scope, [])
    assert in_prefix(scope_of(more), labels) == (tuple(more[:len(labels)]) == tuple(labels))


def test_scopes_by_prefix() -> None:
    store = MemoryStore(dim=DIM)
    vector = unit(np.random.default_rng(4), 1, DIM)[0]
    for ns in (("users", "42"), ("users", "42", "prefs"), ("users2",), ("users",), ("a/b",)):
        store.remember(scope_of(ns), "x", embedding=vector)
    assert store.scopes(prefix=("users",)) == sorted([scope_of(("users",)), scope_of(("users", "42")),
                                                      scope_of(("users", "42", "prefs"))])
    assert store.scopes(prefix=("a/b",)) == [scope_of(("a/b",))] and store.scopes(prefix=("a",)) == []
    assert store.scopes(prefix="users") == sorted(s for s in store.scopes() if s.startswith("users"))
    with pytest.raises(InvalidTypeError):
        store.scopes(prefix=(1,))
