"""Inverted lists: the planner's plan for medium scope runs (k-means partitions with int8 codes, in memory).

Oracles: numpy brute force over the scope's rows, and the exact plan of the same store. Sizes stay small
(64-d, <= 12k rows) so the file runs in seconds; the 384-d figures are in benchmarks/RESULTS.md.
"""

from __future__ import annotations

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest

from engramdb import MemoryStore, _core

from .conftest import NOW, Clock
from .test_planner import DIM, SIMILARITY_ONLY, brute_top, clustered, perturbed, recall_at, seqs


@pytest.fixture(scope="module")
def listed() -> tuple[MemoryStore, np.ndarray, np.ndarray]:
    """A sealed store with the default planner: "mid" (8k rows, seqs 0..7999: inverted lists), "small" (500
    rows: exact scans), "other" (5k rows: lists of its own)."""
    rng = np.random.default_rng(20261130)
    data = clustered(rng, 13_500)
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False)
    store.remember_many("mid", [f"m{i}" for i in range(8_000)], embeddings=data[:8_000],
                        importance=rng.random(8_000), created_at=NOW - rng.random(8_000) * 90 * 86400)
    store.remember_many("small", [f"s{i}" for i in range(500)], embeddings=data[8_000:8_500])
    store.remember_many("other", [f"o{i}" for i in range(5_000)], embeddings=data[8_500:])
    store.seal()
    assert store.wait_indexed()  # the lists are built off the query path
    return store, data, perturbed(rng, data[:8_000], 200)


def lists_of(store: MemoryStore, scope: str):
    (seg,) = store.engine.sealed
    return seg, seg.selection(scope, store.ivf_min_rows)


def test_lists_partition_the_run_by_nearest_centroid(rng: np.random.Generator) -> None:
    data = clustered(rng, 3_000, clusters=40)
    lists = _core.IvfLists(data, n_lists=30, seed=7)
    assert (lists.size, lists.dim, lists.n_lists) == (3_000, DIM, 30)
    offsets, order = lists.layout()
    assert offsets[0] == 0 and offsets[-1] == 3_000 and np.all(np.diff(offsets) >= 0)
    assert np.array_equal(np.sort(order), np.arange(3_000))  # every row in exactly one list
    list_of = np.repeat(np.arange(30), np.diff(offsets))[np.argsort(order)]
    nearest = np.array([lists.rank_lists(row)[0] for row in data])
    assert np.array_equal(list_of, nearest)  # each row sits in the list whose centroid is nearest to it
    ranked = lists.rank_lists(data[0])
    assert sorted(ranked.tolist()) == list(range(30))
    assert lists.memory_bytes >= 3_000 * DIM  # the codes, at least
    for threads in (1, 3):  # a function of the seed, whatever the threads
        again = _core.IvfLists(data, n_lists=30, seed=7, threads=threads)
        assert all(np.array_equal(a, b) for a, b in zip(again.layout(), lists.layout()))
    assert _core.IvfLists(data[:10]).n_lists == 3  # round(sqrt(n)) by default
    assert _core.IvfLists(data[:5], n_lists=50).n_lists == 5  # never more lists than rows


def test_lists_refuse_bad_input(rng: np.random.Generator) -> None:
    data = clustered(rng, 100)
    with pytest.raises(TypeError):
        _core.IvfLists(data.tolist())
    with pytest.raises(TypeError):
        _core.IvfLists(data.astype(np.float64))
    with pytest.raises(ValueError):
        _core.IvfLists(data[0])
    with pytest.raises(ValueError):
        _core.IvfLists(data[:0])
    with pytest.raises(ValueError):
        _core.IvfLists(np.asfortranarray(data))
    with pytest.raises(ValueError):
        _core.IvfLists(data, n_lists=-1)
    lists = _core.IvfLists(data)
    column = np.zeros(99, np.float32)
    with pytest.raises(ValueError):
        lists.attach_columns(column, column, np.zeros(99), np.zeros(99, np.uint8))
    with pytest.raises(ValueError):
        lists.rank_lists(np.zeros(DIM + 1, np.float32))
    assert not lists.has_columns


def test_medium_scope_reads_lists_small_scope_is_scanned(listed) -> None:
    store, _, queries = listed
    store.recall("mid", queries[0])
    seg, (begin, end, rows, index) = lists_of(store, "mid")
    assert isinstance(index, _core.IvfLists) and rows is None and index.size == end - begin == 8_000
    assert index.has_columns and not seg.graphs
    assert seg.selection("small", store.ivf_min_rows)[3] is None
    assert seg.selection("mid", None)[3] is None  # ivf_min_rows=None: exact scans


def test_lists_recall_at_10_against_brute_force(listed) -> None:
    store, data, queries = listed
    truth = brute_top(data[:8_000], queries, 10)
    options = dict(k=10, weights=SIMILARITY_ONLY, min_score=-1.0, conflicts=False)
    found = [seqs(h) for h in store.recall_many("mid", queries, **options)]
    assert recall_at(found, truth) >= 0.95
    exact = [seqs(h) for h in store.recall_many("mid", queries, exact=True, **options)]
    assert recall_at(exact, truth) >= 0.999
    assert seqs(store.recall("mid", queries[0], **options)) == found[0]


def test_reading_every_list_returns_the_exact_plan(listed) -> None:
    """With nprobe = every list, only the int8 estimate stands between the lists and the exact plan: its
    error (~0.002) is far below the gaps that decide a shortlist, so the hits are the exact plan's."""
    store, _, queries = listed
    n_lists = lists_of(store, "mid")[1][3].n_lists
    same = 0
    for q in queries[:50]:
        got = seqs(store.recall("mid", q, k=5, mmr_lambda=0.7, conflicts=False, nprobe=n_lists))
        want = seqs(store.recall("mid", q, k=5, mmr_lambda=0.7, conflicts=False, exact=True))
        assert got[0] == want[0]
        same += got == want
    assert same >= 48
    for q in queries[:5]:  # more lists than there are: every list, read once
        assert seqs(store.recall("mid", q, k=5, conflicts=False, nprobe=10 * n_lists)) == \
            seqs(store.recall("mid", q, k=5, conflicts=False, nprobe=n_lists))
    one = seqs(store.recall("mid", queries[0], k=5, conflicts=False, nprobe=1))
    assert len(one) == 5  # one list still fills k
    for bad in (0, -3):
        with pytest.raises(ValueError):
            store.recall("mid", queries[0], nprobe=bad)
    with pytest.raises(TypeError):
        store.recall("mid", queries[0], nprobe=2.5)


def test_default_probing_keeps_the_best_hit(listed) -> None:
    store, _, queries = listed
    first = 0
    for q in queries[:50]:
        lists = seqs(store.recall("mid", q, k=5, mmr_lambda=0.7, conflicts=False))
        exact = seqs(store.recall("mid", q, k=5, mmr_lambda=0.7, conflicts=False, exact=True))
        assert len(lists) == 5
        first += lists[0] == exact[0]
    assert first >= 48


def test_concurrent_recall_equals_serial(listed) -> None:
    store, _, queries = listed
    serial = [seqs(store.recall("mid", q, k=5, mmr_lambda=0.5)) for q in queries[:64]]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda q: seqs(store.recall("mid", q, k=5, mmr_lambda=0.5)), queries[:64]))
    assert parallel == serial
    assert [seqs(h) for h in store.recall_many("mid", queries[:64], k=5, mmr_lambda=0.5)] == serial


def test_hidden_expired_and_filtered_rows_never_come_back_and_count_is_full() -> None:
    rng = np.random.default_rng(12)
    n = 3_000
    data = clustered(rng, n, clusters=20)
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    kinds = ["episode"] * n
    for i in range(0, n, 500):
        kinds[i] = "fact"  # 6 facts among 3000 episodes
    expires: list = [None] * n
    expires[1000:2500] = [NOW - 1.0] * 1500  # expired already
    ids = store.remember_many("s", [f"r{i}" for i in range(n)], embeddings=data, kind=kinds, expires_at=expires)
    store.seal()
    assert store.wait_indexed()
    forgotten = set(range(0, 1000)) - {0, 500}
    for i in sorted(forgotten):
        store.forget("s", ids[i])
    assert isinstance(store.engine.sealed[0].selection("s", store.ivf_min_rows)[3], _core.IvfLists)
    live = sorted(set(range(n)) - forgotten - set(range(1000, 2500)))
    dead = forgotten | set(range(1000, 2500))
    for q in perturbed(rng, data[:1000], 20):  # near the forgotten rows: the nearest lists are mostly dead
        for k in (5, 50):
            hits = seqs(store.recall("s", q, k=k, mmr_lambda=0.7, conflicts=False))
            assert len(hits) == min(k, len(live)) and not set(hits) & dead
        facts = seqs(store.recall("s", q, k=10, kinds=["fact"], conflicts=False))
        assert sorted(facts) == [0, 500, 2500]  # every live fact, found by the fallback scan


def test_selection_with_foreign_lists_is_refused(listed) -> None:
    store, data, queries = listed
    seg, (begin, end, _, lists) = lists_of(store, "mid")
    native = seg.native()
    params = _core.RecallParams()
    q = queries[0]
    assert len(_core.recall([native], [(0, begin, end, None, lists)], q, params)[0]) == params.k
    copy = _core.IvfLists(np.ascontiguousarray(data[:8_000]))
    with pytest.raises(ValueError):  # right size, rows of another array
        _core.recall([native], [(0, begin, end, None, copy)], q, params)
    other_begin, other_end = seg.run("other")
    other = seg.selection("other", store.ivf_min_rows)[3]
    with pytest.raises(ValueError):  # another scope's lists over this run's range
        _core.recall([native], [(0, begin, begin + other.size, None, other)], q, params)
    with pytest.raises(ValueError):  # lists with a row list
        _core.recall([native], [(0, other_begin, other_end, np.arange(other_begin, other_end), other)], q, params)
    hits = _core.recall([native], [(0, other_begin, other_end, None, other)], q, params)[1]
    assert np.all((hits >= other_begin) & (hits < other_end))


def test_lists_follow_the_segments_on_disk(tmp_path, rng: np.random.Generator) -> None:
    """Lists follow whatever segment is current: after reopening (read back from their file), and after an
    erasure rewrote the segment (built again from its new rows), recall reads them and the erased memory never
    comes back."""
    data = clustered(rng, 2_000, clusters=30)
    store = MemoryStore.open(tmp_path / "db", dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    ids = store.remember_many("s", [f"r{i}" for i in range(2_000)], embeddings=data)
    store.close()
    store = MemoryStore.open(tmp_path / "db", dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    assert store.wait_indexed()
    target = data[42]
    assert store.recall("s", target, k=1, conflicts=False)[0].id == ids[42]
    (before,) = [seg for seg in store.engine.sealed if "s" in seg.lists]
    store.erase("s", ids[42])
    assert all(seg is not before for seg in store.engine.sealed)
    assert store.wait_indexed()
    assert any("s" in seg.lists for seg in store.engine.sealed)
    hits = store.recall("s", target, k=5, conflicts=False)
    assert len(hits) == 5 and ids[42] not in {h.id for h in hits}
    store.close()


def test_ivf_option_is_validated() -> None:
    for bad in (0, -1):
        with pytest.raises(ValueError):
            MemoryStore(dim=DIM, ivf_min_rows=bad)
    with pytest.raises(TypeError):
        MemoryStore(dim=DIM, ivf_min_rows="many")
    assert MemoryStore(dim=DIM, ivf_min_rows=None).ivf_min_rows is None


def test_default_lists_plan_returns_the_exact_plan_on_skewed_lists(rng: np.random.Generator) -> None:
    """The default reads lists until its bounds prove no unread row can rank (plan_bounded.cpp), however the
    lists are shaped: here most lists crowd a dense cluster and the lists near a query elsewhere are small.
    Similarity-only and fused + MMR answers are exact=True's."""
    dense = clustered(rng, 2_400, clusters=3)
    spread = clustered(rng, 600, clusters=600)
    data = np.concatenate([dense, spread])
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    store.remember_many("s", [f"r{i}" for i in range(3_000)], embeddings=data)
    store.seal()
    assert store.wait_indexed()
    (seg,) = store.engine.sealed
    assert isinstance(seg.selection("s", store.ivf_min_rows)[3], _core.IvfLists)
    for q in perturbed(rng, spread, 20):
        for options in ({"weights": SIMILARITY_ONLY, "k": 10}, {"mmr_lambda": 0.5}):
            default = seqs(store.recall("s", q, conflicts=False, **options))
            assert default == seqs(store.recall("s", q, conflicts=False, exact=True, **options))


def test_scalar_level_reads_lists_alike(tmp_path, rng: np.random.Generator) -> None:
    """The scalar kernels, forced in a fresh process, give the lists plan the same answer: the int8 dots
    are exact at every level; only float rounding in the centroid dots (k-means, list ranking) differs."""
    emb = clustered(rng, 3_000, clusters=60)
    queries = perturbed(rng, emb, 20)
    np.save(tmp_path / "emb.npy", emb)
    np.save(tmp_path / "q.npy", queries)
    script = f"""
import numpy as np, engramdb
s = engramdb.MemoryStore(dim={DIM}, clock=lambda: {NOW}, dedup=False, ivf_min_rows=1_000)
s.remember_many("u", [f"t{{i}}" for i in range(3_000)], embeddings=np.load({str(tmp_path / 'emb.npy')!r}))
s.seal()
s.wait_indexed()
print(engramdb.simd_level())
for q in np.load({str(tmp_path / 'q.npy')!r}):
    print(",".join(h.id for h in s.recall("u", q, k=5, mmr_lambda=0.7, conflicts=False)))
"""
    env = dict(os.environ, ENGRAMDB_SIMD="scalar")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    level, *lines = out.stdout.split()
    assert level == "scalar" and len(lines) == len(queries)
    here = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    here.remember_many("u", [f"t{i}" for i in range(3_000)], embeddings=emb)
    here.seal()
    assert here.wait_indexed()
    same_first = same = 0
    for line, q in zip(lines, queries):
        there, mine = line.split(","), [h.id for h in here.recall("u", q, k=5, mmr_lambda=0.7, conflicts=False)]
        same_first += there[0] == mine[0]
        same += len(set(there) & set(mine))
    assert same_first == len(queries) and same >= 0.9 * 5 * len(queries)
