"""Lazy Memory fields (issue 17 item 4): recall and get give each Memory a snapshot of its row (_core.RowValues)
and make a field's object on its first read. The oracle is the eager Memory: the same values built by the
constructor from every field read at once (what a Memory was before)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import fields

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import Hit, Memory, MemoryStore
from engramdb.engine.rows import ROWS, hit_ids, marked_hits
from engramdb.schema import _raw_dict, evolve, with_conflicts

from .conftest import DAY, NOW, Clock, unit_rows

NAMES = tuple(f.name for f in fields(Memory))


def eager(memory: Memory) -> Memory:
    """The same memory built by the constructor from every field (no snapshot)."""
    return Memory(*(getattr(memory, name) for name in NAMES))


def small_store(clock: Clock, rng: np.random.Generator, n: int = 12, seal: bool = True) -> MemoryStore:
    store = MemoryStore(dim=8, clock=clock, dedup=False)
    store.remember_many("s", [f"fact number {i} ü日" for i in range(n)], embeddings=unit_rows(rng, n, 8),
                        meta=[{"i": i} if i % 2 else None for i in range(n)], key=[f"k{i}" if i % 3 else None
                                                                                  for i in range(n)],
                        created_at=[NOW - i * DAY for i in range(n)],
                        expires_at=[NOW + DAY if i % 4 == 0 else None for i in range(n)])
    if seal:
        store.seal()
    return store


def test_a_recalled_memory_makes_only_the_fields_read(clock: Clock, rng: np.random.Generator) -> None:
    store = small_store(clock, rng)
    hit = store.recall("s", unit_rows(rng, 1, 8)[0], k=3, conflicts=False)[0]
    raw = _raw_dict(hit.memory)
    assert list(raw) == ["_row"]  # nothing made yet
    text = hit.text
    assert list(raw) == ["_row", "text"] and raw["text"] is text
    assert hit.memory.text is text  # kept: a second read is a dict lookup
    assert hit.id == f"m{raw['_row'].seq}" and "id" in raw


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(read=st.lists(st.sampled_from(NAMES), max_size=8), seal=st.booleans(), k=st.integers(1, 12))
def test_fields_equal_the_eager_values_whatever_is_read_first(clock: Clock, read: list[str], seal: bool,
                                                               k: int) -> None:
    """Equality, repr, vars (every field, in field order), hash, pickling, copying, replace and asdict see the
    same memory as the eager one, whichever fields were read before (sealed and active segments)."""
    rng = np.random.default_rng(k)
    store = small_store(clock, rng, seal=seal)
    query = unit_rows(rng, 1, 8)[0]
    hits, again = (store.recall("s", query, k=k, conflicts=False) for _ in range(2))
    for hit, other in zip(hits, again):
        memory = hit.memory
        for name in read:
            getattr(memory, name)
        expected = eager(other.memory)
        assert memory == expected and expected == memory and hit == other
        assert repr(memory) == repr(expected)
        assert list(vars(memory).items()) == list(vars(expected).items())  # "_row" gone, field order
        assert "_row" not in _raw_dict(memory)
        if memory.meta is None:
            assert hash(memory) == hash(expected)
        for clone in (pickle.loads(pickle.dumps(memory)), copy.copy(memory), copy.deepcopy(memory)):
            assert clone == expected and list(vars(clone)) == list(NAMES)
        assert dataclasses.asdict(other.memory) == dataclasses.asdict(expected)
        assert dataclasses.replace(other.memory, text="x") == dataclasses.replace(expected, text="x")
        assert pickle.loads(pickle.dumps(other)) == Hit(*(getattr(other, f.name) for f in fields(Hit)))
    assert [store.get("s", h.id) for h in hits] == [eager(h.memory) for h in hits]


def test_a_hit_is_a_snapshot_of_its_row_when_recalled(clock: Clock, rng: np.random.Generator) -> None:
    """Fields read later give what the row held at recall time, as when they were made at once: reinforce,
    forget, writes that grow the active segment, and erase change nothing in a hit already returned; the
    snapshot reads no segment again, so it works after close, and a recall after erase never returns the
    erased memory."""
    store = small_store(clock, rng, seal=False)
    query = unit_rows(rng, 1, 8)[0]
    before = store.recall("s", query, k=4, conflicts=False, reinforce=True)
    first = before[0]
    assert list(_raw_dict(first.memory)) == ["_row", "id"]  # reinforce read the ids only
    clock.now += DAY
    store.forget("s", first.id)
    store.remember_many("s", [f"more {i}" for i in range(200)], embeddings=unit_rows(rng, 200, 8))  # arrays grow
    assert first.memory.use_count == 0 and first.memory.status == "current"  # as recalled, before the bump
    assert store.get("s", before[1].id).use_count == 1  # the store did bump it
    text = before[1].memory.text
    erased = before[2]
    store.erase("s", erased.id)
    store.erase("s", before[1].id)
    assert before[1].memory.text == text  # a hit already returned keeps what it was given (a str either way)
    assert erased.text.startswith("fact number")
    assert all(h.id not in (erased.id, before[1].id) for h in store.recall("s", query, k=50, conflicts=False))
    later = store.recall("s", query, k=3, conflicts=False)
    expected = [eager(h.memory) for h in store.recall("s", query, k=3, conflicts=False)]
    store.close()
    assert [h.memory for h in later] == expected  # read after close: the snapshot, no segment


def test_durable_store_hits_read_after_close_and_reopen(tmp_path, rng: np.random.Generator) -> None:
    """Sealed segments read from files (memory maps): a hit read after the store is closed, its files
    rewritten by erase and the directory reopened still gives its recall-time values."""
    clock = Clock()
    store = MemoryStore.open(tmp_path / "db", dim=8, clock=clock, dedup=False)
    store.remember_many("s", [f"durable {i} ✉" for i in range(30)], embeddings=unit_rows(rng, 30, 8),
                        meta=[{"n": i} for i in range(30)])
    store.seal()
    query = unit_rows(rng, 1, 8)[0]
    hits = store.recall("s", query, k=5, conflicts=False)
    expected = [eager(h.memory) for h in store.recall("s", query, k=5, conflicts=False)]
    store.erase("s", hits[0].id)
    store.close()
    assert [h.memory for h in hits] == expected
    reopened = MemoryStore.open(tmp_path / "db", dim=8, clock=clock)
    assert hits[0].id not in {h.id for h in reopened.recall("s", query, k=30, conflicts=False)}
    reopened.close()


def test_copies_stay_lazy_and_keep_their_changes(clock: Clock, rng: np.random.Generator) -> None:
    store = small_store(clock, rng)
    hit = store.recall("s", unit_rows(rng, 1, 8)[0], k=2, conflicts=False)[0]
    marked = with_conflicts(hit, ("m99",))
    assert set(_raw_dict(marked.memory)) == {"_row", "conflicts_with"}
    assert marked.memory.conflicts_with == ("m99",) and hit.memory.conflicts_with == ()
    assert marked == evolve(hit, memory=evolve(hit.memory, conflicts_with=("m99",)))
    assert marked.memory == dataclasses.replace(eager(hit.memory), conflicts_with=("m99",))
    assert list(vars(marked.memory)) == list(NAMES) and vars(marked.memory)["conflicts_with"] == ("m99",)


def test_ids_of_hits_lazy_and_eager(clock: Clock, rng: np.random.Generator) -> None:
    store = small_store(clock, rng)
    hits = store.recall("s", unit_rows(rng, 1, 8)[0], k=5, conflicts=False)
    built = [Hit(eager(h.memory), *(getattr(h, f.name) for f in fields(Hit)[1:])) for h in hits]
    assert hit_ids(hits) == [h.memory.id for h in built] == hit_ids(built)
    assert all(_raw_dict(h.memory)["id"] == h.id for h in hits)
    assert hit_ids([]) == []
    with pytest.raises(AttributeError):
        ROWS.ids([object()])


def test_class_attributes_and_the_snapshot_type() -> None:
    """On the class, a field gives its default as the dataclass's class attribute did (or AttributeError)."""
    assert Memory.key is None and Memory.merged_from == () and Memory.conflicts_with == ()
    assert Memory.status == "current"
    with pytest.raises(AttributeError):
        Memory.text  # noqa: B018
    values = type(_row_of_any())
    with pytest.raises(TypeError):
        values()  # made by recall and get only
    row = _row_of_any()
    with pytest.raises(IndexError):
        row.field(len(NAMES))
    with pytest.raises(IndexError):
        row.field(-1)
    assert len(row.values()) == len(NAMES)


def _row_of_any():
    store = MemoryStore(dim=4, clock=Clock())
    mid = store.remember("s", "x", embedding=[1.0, 0.0, 0.0, 0.0])
    return _raw_dict(store.get("s", mid))["_row"]


def test_marked_hits_are_with_conflicts_in_one_call(clock: Clock, rng: np.random.Generator) -> None:
    """The conflict pass marks hits natively (rows.marked_hits): the same copies as schema.with_conflicts, lazy,
    eager or with fields already made, and the unmarked hits the same objects."""
    store = small_store(clock, rng)
    hits = store.recall("s", unit_rows(rng, 1, 8)[0], k=5, conflicts=False)
    hits[1].memory.text  # noqa: B018 (a field made before the copy is kept in it)
    hits.append(Hit(eager(hits[0].memory), *(getattr(hits[0], f.name) for f in fields(Hit)[1:])))
    ids = hit_ids(hits)
    partners = {ids[0]: ("m98", "m99"), ids[1]: ("m7",), ids[2]: ()}  # the eager copy has hits[0]'s id
    marked = marked_hits(hits, ids, partners)
    assert set(_raw_dict(marked[2].memory)) == {"_row", "id", "conflicts_with"}  # still lazy
    expected = [with_conflicts(h, partners[i]) if i in partners else h for h, i in zip(hits, ids)]
    assert [set(_raw_dict(h.memory)) for h in marked] == [set(_raw_dict(h.memory)) for h in expected]
    assert marked == expected
    for got, want, hit in zip(marked, expected, hits):
        assert _raw_dict(got).keys() == _raw_dict(want).keys()
        assert _raw_dict(got.memory) == _raw_dict(want.memory)
        assert (got is hit) == (want is hit)
    assert hits[0].memory.conflicts_with == () and marked[0].memory.conflicts_with == ("m98", "m99")
    assert marked[-1].memory.conflicts_with == ("m98", "m99") and marked[3] is hits[3]
    assert marked_hits([], [], {}) == []
    with pytest.raises(ValueError):
        marked_hits(hits, ids[:1], partners)
