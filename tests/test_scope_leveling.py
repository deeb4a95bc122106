"""Scope leveling (issue 17, item 2; engine/compaction.py): a scope written interleaved with others is merged
into one run once its pieces under ivf_min_rows reach ivf_min_rows together, so recall reads it through its
lists instead of scanning every piece; compact() levels every scope split across segments. The merges keep
every other guarantee: each live row exactly once, scope isolation, answers equal to exact=True, forgotten rows
left out, erasure leaving no byte behind, files that reopen and pass `engramdb check`."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, Weights, _core
from engramdb.durable.fsck import check_directory
from engramdb.engine.compaction import MERGE_FANOUT

from .conftest import NOW, Clock
from .durable_util import scan, unit

DIM = 16
SIMILARITY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)


def interleaved(store: MemoryStore, rng: np.random.Generator, scopes: int, per_scope: int, batch: int
                ) -> tuple[list[str], np.ndarray, list[str]]:
    """Writes `scopes` scopes of `per_scope` rows each, round-robin, `batch` rows a call (as an agent store
    receives them), each call's seal (a background one on disk) done before the next call, so that seals fall
    at the same rows in every run; returns each row's scope, vector and id, in write order."""
    n = scopes * per_scope
    names = [f"user{i % scopes}" for i in range(n)]
    x = unit(rng, n, DIM)
    ids: list[str] = []
    for at in range(0, n, batch):
        ids += store.remember_many(names[at:at + batch], [f"memory {i:07d}" for i in range(at, at + batch)],
                                   embeddings=x[at:at + batch])
        store.engine.wait_sealed()
    return names, x, ids


def pieces(store: MemoryStore, scope: str) -> list[int]:
    return [end - begin for seg in store.engine.sealed for begin, end in [seg.run(scope) or (0, 0)] if end > begin]


def test_interleaved_scopes_end_in_one_run_each_read_through_lists(rng: np.random.Generator) -> None:
    # 20 scopes of 1,000 rows, sealed every 2,000: tiers alone leave each scope in pieces of 400/400/100/100
    # rows, every one under the threshold (500); leveled, each scope is one run of 1,000 with its lists
    tiered = MemoryStore(dim=DIM, dedup=False, seal_rows=2000, ivf_min_rows=None)
    interleaved(tiered, np.random.default_rng(1), 20, 1000, 1000)
    assert pieces(tiered, "user3") == [400, 400, 100, 100]  # the fragmentation the leveling removes
    store = MemoryStore(dim=DIM, dedup=False, seal_rows=2000, ivf_min_rows=500, clock=Clock())
    names, x, _ = interleaved(store, rng, 20, 1000, 1000)
    for s in range(20):
        assert pieces(store, f"user{s}") == [1000]
    assert store.wait_indexed()
    (seg,) = store.engine.sealed
    assert all(isinstance(seg.selection(f"user{s}", 500)[3], _core.IvfLists) for s in range(20))
    scope_of = np.array([int(n[4:]) for n in names])
    for q in unit(rng, 10, DIM):
        hits = store.recall("user7", q, k=10, weights=SIMILARITY, min_score=-1.0, conflicts=False)
        mine = np.flatnonzero(scope_of == 7)
        truth = mine[np.argsort(-(x[mine] @ q), kind="stable")[:10]]
        assert [int(h.memory.text.split()[1]) for h in hits] == truth.tolist()
        for options in ({"weights": SIMILARITY}, {}):  # similarity only; fused + MMR
            found = store.recall("user7", q, k=5, conflicts=False, **options)
            exact = store.recall("user7", q, k=5, conflicts=False, exact=True, **options)
            assert [(h.memory.id, h.final) for h in found] == [(h.memory.id, h.final) for h in exact]


def test_a_much_larger_piece_is_left_until_compact(rng: np.random.Generator) -> None:
    # a piece far larger than the small pieces is not rewritten for them (the automatic leveling bounds how
    # often a segment is rewritten); compact() levels every scope split across segments
    store = MemoryStore(dim=DIM, dedup=False, seal_rows=1000, ivf_min_rows=400)
    store.remember_many("big", ["b"] * 3000, embeddings=unit(rng, 3000, DIM))
    store.seal()
    for _ in range(2):
        store.remember_many(["big"] * 250 + ["x"] * 750, ["c"] * 1000, embeddings=unit(rng, 1000, DIM))
    assert sorted(pieces(store, "big")) == [500, 3000]  # the two 250-row pieces leveled, the 3,000 kept
    assert MERGE_FANOUT * 500 < 3000 and pieces(store, "x") == [1500]
    store.compact()
    assert pieces(store, "big") == [3500] and pieces(store, "x") == [1500]
    assert store.count("big") == 3500 and store.count("x") == 1500


def test_forgotten_rows_are_dropped_and_updates_kept(rng: np.random.Generator) -> None:
    store = MemoryStore(dim=DIM, dedup=False, seal_rows=400, ivf_min_rows=150)
    _, x, ids = interleaved(store, rng, 4, 100, 100)  # each scope in 100-row pieces: no level yet
    forgotten = ids[8:48:4]  # ten rows of user0
    for i in forgotten:
        store.forget("user0", i)
    newer = store.update("user0", ids[4], importance=0.9)  # a new version, the same vector
    interleaved(store, rng, 4, 100, 100)
    store.seal()
    assert len(pieces(store, "user0")) == 1
    live = {m.id for m in store.list("user0", limit=1000)}
    assert not live & set(forgotten) and newer in live and ids[4] not in live
    assert store.count("user0") == 200 - len(forgotten)  # the old version of ids[4] superseded by the new one
    hits = store.recall("user0", x[4], k=3, weights=SIMILARITY, conflicts=False)
    assert hits[0].memory.id == newer


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), sizes=st.lists(st.integers(1, 260), min_size=2, max_size=6),
       seal_rows=st.integers(40, 300), threshold=st.integers(20, 200), batch=st.integers(1, 97),
       compact=st.booleans())
def test_leveling_keeps_every_row_once_isolated_and_exact(seed: int, sizes: list[int], seal_rows: int,
                                                          threshold: int, batch: int, compact: bool) -> None:
    rng = np.random.default_rng(seed)
    names = [f"s{i}" for i, size in enumerate(sizes) for _ in range(size)]
    names = [names[i] for i in rng.permutation(len(names))]
    x = unit(rng, len(names), DIM)
    store = MemoryStore(dim=DIM, dedup=False, seal_rows=seal_rows, ivf_min_rows=threshold, clock=Clock())
    ids: list[str] = []
    for at in range(0, len(names), batch):
        ids += store.remember_many(names[at:at + batch], [f"t{i}" for i in range(at, min(at + batch, len(names)))],
                                   embeddings=x[at:at + batch])
    gone = {i for i in range(len(ids)) if rng.random() < 0.1}
    for i in gone:
        store.forget(names[i], ids[i])
    store.compact() if compact else store.seal()
    for i in range(len(sizes)):
        scope = f"s{i}"
        held = pieces(store, scope)
        small = [p for p in held if p < threshold]
        assert len(small) < 2 or sum(small) < threshold  # no fragmented scope is left
        if compact and sum(held) >= threshold:
            assert len(held) == 1
        mine = [j for j, n in enumerate(names) if n == scope and j not in gone]
        assert sorted(int(m.text[1:]) for m in store.list(scope, limit=10_000)) == mine  # each row once, own scope
        if not mine:
            continue
        store.wait_indexed()
        q = x[mine[0]] + 0.3 * unit(rng, 1, DIM)[0]
        for options in ({"weights": SIMILARITY, "min_score": -1.0}, {}):
            found = store.recall(scope, q, k=7, conflicts=False, **options)
            exact = store.recall(scope, q, k=7, conflicts=False, exact=True, **options)
            assert [(h.memory.id, h.final) for h in found] == [(h.memory.id, h.final) for h in exact]
            assert {h.memory.text for h in found} <= {f"t{j}" for j in mine}


def test_on_disk_leveled_segments_reopen_check_and_erase(tmp_path: Path, rng: np.random.Generator) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM, dedup=False, seal_rows=400, ivf_min_rows=150, clock=lambda: NOW)
    _, x, ids = interleaved(store, rng, 4, 250, 100)
    # two seals of 100-row pieces leveled into 200 (at 150), 200 rows left in the active segment
    assert all(pieces(store, f"user{s}") == [200] for s in range(4))
    store.compact()  # the active segment's rows sealed, and leveled with the 200 (a seal would leave them)
    assert store.wait_indexed()
    assert all(pieces(store, f"user{s}") == [250] for s in range(4))
    q = x[9]
    before = [h.memory.id for h in store.recall("user1", q, k=5, conflicts=False)]
    store.close()
    assert check_directory(path).ok
    store = MemoryStore.open(path, dim=DIM, dedup=False, seal_rows=400, ivf_min_rows=150, clock=lambda: NOW)
    try:
        assert all(pieces(store, f"user{s}") == [250] for s in range(4))
        assert [h.memory.id for h in store.recall("user1", q, k=5, conflicts=False)] == before
        assert store.wait_indexed() and store.engine.indexer.built == 0  # the lists were read back
        target = ids[9]  # a row of user1, in the leveled segment, with lists persisted beside it
        seg, row = store.engine.locate("user1", target)
        needles = {"text": store.get("user1", target).text.encode(),
                   "vector": np.asarray(seg.value("embedding", row), np.float32).tobytes()}
        assert {name for _, name in scan(path, needles)} == set(needles)
        assert store.erase("user1", target) == 1
        assert scan(path, needles) == []
        assert target not in [h.memory.id for h in store.recall("user1", q, k=5, conflicts=False)]
        assert store.count("user1") == 249 and store.count("user0") == 250
    finally:
        store.close()
    assert check_directory(path).ok
    assert scan(path, needles) == []


@pytest.mark.parametrize("background", [True, False])
def test_leveling_runs_in_the_seal_that_fragments_a_scope(tmp_path: Path, rng: np.random.Generator,
                                                          background: bool) -> None:
    # on disk the seal is a background thread; the leveling merge is planned and written there, off the writer
    store = (MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False, seal_rows=200, ivf_min_rows=100)
             if background else MemoryStore(dim=DIM, dedup=False, seal_rows=200, ivf_min_rows=100))
    try:
        # 1,200 rows sealed every 200: seals 1-4 leave a tier merge of 80-row pieces, seal 5 adds 20 more and
        # levels them into one run of 100 (the threshold), seal 6 adds a 20-row piece (nothing to level)
        interleaved(store, rng, 10, 60, 200)
        assert all(pieces(store, f"user{s}") == [20, 20, 20] for s in range(10))
        interleaved(store, rng, 10, 60, 200)
        assert all(pieces(store, f"user{s}") == [100, 20] for s in range(10))
    finally:
        store.close()
