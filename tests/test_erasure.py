"""Erasure leaves no byte behind: after erase(), no file under the store directory holds the erased text
or the raw float32 bytes of the erased (normalised, as stored) vector, also after close and reopen; and
nothing else that was acknowledged is lost."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import engramdb
from engramdb import MemoryStore

from .durable_util import scan, unit

DIM = 64


def stored_vector(store: MemoryStore, scope: str, id: str) -> bytes:
    seg, row = store.engine.locate(scope, id)
    return np.asarray(seg.value("embedding", row), np.float32).tobytes()


def needles_of(store: MemoryStore, scope: str, ids: list[str]) -> dict[str, bytes]:
    out = {}
    for i in ids:
        out[f"text {i}"] = store.get(scope, i).text.encode()
        out[f"vector {i}"] = stored_vector(store, scope, i)
    return out


def world(path: Path, rng: np.random.Generator) -> tuple[MemoryStore, dict[str, list[str]]]:
    """Three scopes with memories in sealed segments, in the active segment, and tombstones."""
    store = MemoryStore.open(path, dim=DIM, seal_rows=50)
    ids: dict[str, list[str]] = {"a": [], "b": [], "c": []}
    for round_ in range(3):
        for scope in ids:
            texts = [f"{scope}-erasable-{round_}-{i}-{rng.integers(1 << 60):x}" for i in range(12)]
            ids[scope] += store.remember_many(scope, texts, embeddings=unit(rng, 12, DIM))
    store.forget("b", ids["b"][0])
    assert store.engine.sealed and store.engine.active.n_rows  # rows both sealed and active
    return store, ids


def survivors(store: MemoryStore) -> dict[str, list[str]]:
    return {s: store.export(s)["text"].to_pylist() for s in store.scopes()}


def in_active(store: MemoryStore, scope: str, id: str) -> bool:
    return store.engine.locate(scope, id)[0] is store.engine.active


@pytest.mark.parametrize("where", ["sealed", "active"])
def test_erase_one_memory_leaves_no_byte(tmp_path: Path, rng, where: str) -> None:
    path = tmp_path / "s"
    store, ids = world(path, rng)
    target = next(i for i in ids["a"] if in_active(store, "a", i) == (where == "active"))
    needles = needles_of(store, "a", [target])
    assert {name for _, name in scan(path, needles)} == set(needles)  # the scan does find them before
    expected = survivors(store)
    expected["a"].remove(store.get("a", target).text)
    assert store.erase("a", target) == 1
    assert scan(path, needles) == []
    assert survivors(store) == expected
    with pytest.raises(engramdb.NotFoundError):
        store.get("a", target)
    store.remember("c", "written after the erasure", embedding=unit(rng, 1, DIM)[0])
    expected["c"].append("written after the erasure")
    store.close()
    assert scan(path, needles) == []
    again = MemoryStore.open(path)
    assert survivors(again) == expected and again.check().ok
    assert scan(path, needles) == []
    again.close()


def test_erase_a_whole_scope_leaves_no_byte(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    store, ids = world(path, rng)
    live = [i for i in ids["b"][1:]]
    needles = needles_of(store, "b", live)
    seg, row = next((seg, row) for seg in store.engine.segments() if (row := seg.find("b", int(ids["b"][0][1:]))) is not None)
    needles["forgotten text"] = seg.value("text", row).encode()  # forgotten earlier: erased too
    needles["forgotten vector"] = np.asarray(seg.value("embedding", row), np.float32).tobytes()
    expected = survivors(store)
    del expected["b"]
    assert store.erase("b") == len(ids["b"])
    assert scan(path, needles) == [] and "b" not in store.scopes()
    assert survivors(store) == expected
    store.close()
    again = MemoryStore.open(path, read_only=True)
    assert survivors(again) == expected
    assert scan(path, needles) == []


def test_erase_a_forgotten_memory_and_an_unknown_id(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    store, ids = world(path, rng)
    target = ids["c"][4]
    needles = needles_of(store, "c", [target])
    store.forget("c", target)
    assert {name for _, name in scan(path, needles)} == set(needles)  # a tombstone alone keeps the bytes
    assert store.erase("c", target) == 1
    assert scan(path, needles) == []
    with pytest.raises(engramdb.NotFoundError):
        store.erase("c", "m999999")
    with pytest.raises(engramdb.NotFoundError):
        store.erase("a", target)  # another scope's id is not found: scopes stay isolated
    store.close()


def test_erase_reopened_store_with_wal_tail(tmp_path: Path, rng) -> None:
    """After a crash (no close), erasure still removes the WAL copy that replay made active."""
    path = tmp_path / "s"
    store, ids = world(path, rng)
    store.engine.backend.abandon()
    again = MemoryStore.open(path)
    target = ids["a"][-1]
    needles = needles_of(again, "a", [target])
    again.erase("a", target)
    assert scan(path, needles) == []
    again.close()
    assert scan(path, needles) == []


@pytest.mark.parametrize("compact", [False, True])
def test_erase_reaches_versions_behind_a_forgotten_one(tmp_path: Path, rng, compact: bool) -> None:
    """v1 <- v2 <- v3 (each supersedes the one before), v2 forgotten, then sealed (and compacted): the seal used to
    drop v2 with its link, so erase(v3) could no longer reach v1, whose text stayed on disk (found by the memory
    model's state machine). A forgotten version that links to older ones now stays, hidden, until erased."""
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM)
    v1 = store.remember("u", "plan value one", key="plan", embedding=unit(rng, 1, DIM)[0])
    v2 = store.update("u", v1, text="plan value two")
    needles = needles_of(store, "u", [v1, v2])
    v3 = store.update("u", v2, text="plan value three")
    store.forget("u", v2)
    store.close()
    store = MemoryStore.open(path, dim=DIM)  # the close sealed the active segment
    if compact:
        store.compact()
    with pytest.raises(engramdb.NotFoundError):
        store.get("u", v2)  # forgotten stays forgotten
    needles.update(needles_of(store, "u", [v3]))
    assert store.erase("u", v3) == 3
    assert scan(path, needles) == []
    store.close()
