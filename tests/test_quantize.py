"""int8 scalar quantisation (MemoryStore(quantize="int8")): the kernels, the codes' error bound, and the
planner reading codes — exact scans must return exactly what the float scan returns, graph walks on codes
must keep the float graph's recall.

Oracles: numpy int32 arithmetic for the kernels, float64 numpy for the bound, and the same store without
codes (same rows, same parameters) for recall.
"""

from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb
from engramdb import MemoryStore, Weights, _core
from engramdb.schema import parse_id

from .conftest import DAY, NOW, Clock, int8_levels
from .test_planner import SIMILARITY_ONLY, brute_top, clustered, perturbed, recall_at, seqs

# ---------------------------------------------------------------------------------------------- kernels

@pytest.mark.parametrize("level", int8_levels())
@pytest.mark.parametrize("dim", [1, 5, 31, 32, 33, 63, 64, 65, 97, 127, 128, 129, 384, 1537])
def test_int8_dot_is_exact_at_every_level(level: str, dim: int, rng: np.random.Generator) -> None:
    rows = rng.integers(-127, 128, (23, dim)).astype(np.int8)  # 23: blocks of 4 plus a remainder
    query = rng.integers(-127, 128, dim).astype(np.int8)
    rows[0] = 127
    query[:] = np.where(np.arange(dim) % 2 == 0, 127, -127)  # the extremes, where int16 pairs would saturate
    want = rows.astype(np.int64) @ query.astype(np.int64)
    assert np.array_equal(_core.dot_i8_many(query, rows, level=level), want)


def test_int8_dot_refuses_minus_128() -> None:
    with pytest.raises(ValueError, match="-127, 127"):
        _core.dot_i8_many(np.full(8, -128, np.int8), np.zeros((2, 8), np.int8))


# ---------------------------------------------------------------------------------------------- codes

def test_codes_round_each_value_to_half_a_step(rng: np.random.Generator) -> None:
    rows = clustered(rng, 3_000)
    rows[5] = 0.0  # a zero row
    rows[:, 7] = 0.0  # a dimension that is zero everywhere
    codes, scale, l1_max = _core.sq8_encode(rows)
    assert codes.dtype == np.int8 and codes.shape == rows.shape and scale.shape == (rows.shape[1],)
    assert codes.min() >= -127 and codes.max() <= 127
    assert np.all(np.abs(rows - codes * scale) <= scale / 2 + 1e-7)
    assert np.array_equal(np.abs(rows).max(axis=0) / 127, scale)
    assert scale[7] == 0 and not codes[:, 7].any() and not codes[5].any()
    assert l1_max == np.abs(codes.astype(np.int64)).sum(axis=1).max()
    one_thread = _core.sq8_encode(rows, threads=1)
    assert np.array_equal(one_thread[0], codes) and np.array_equal(one_thread[1], scale)


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32 - 1), dim=st.integers(1, 200), spread=st.floats(0.01, 10.0))
def test_the_bound_holds_for_every_row(seed: int, dim: int, spread: float) -> None:
    rng = np.random.default_rng(seed)
    rows = (rng.standard_normal((300, dim)) * rng.uniform(0.01, spread, dim)).astype(np.float32)
    query = rng.standard_normal(dim).astype(np.float32)
    codes, scale, l1_max = _core.sq8_encode(rows)
    q_codes, q_scale, bound = _core.sq8_query(query, scale, l1_max)
    approx = q_scale * (codes.astype(np.int64) @ q_codes.astype(np.int64))
    exact = rows.astype(np.float64) @ query.astype(np.float64)
    assert np.all(np.abs(approx - exact) <= bound)


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32 - 1), dim=st.integers(1, 400), spread=st.floats(0.01, 10.0),
       unit=st.booleans())
def test_the_fine_bound_holds_for_every_row_and_is_tighter(seed: int, dim: int, spread: float, unit: bool) -> None:
    # the bounded lists plan's bound 3b (plan_bounded.cpp): two int8 dots, error only the rows' own rounding
    rng = np.random.default_rng(seed)
    rows = (rng.standard_normal((300, dim)) * rng.uniform(0.01, spread, dim)).astype(np.float32)
    if unit:  # rows shaped like embeddings: unit norm, a common direction
        rows = rows + 3 * rows.std() * rng.standard_normal(dim).astype(np.float32)
        rows = (rows / np.maximum(np.linalg.norm(rows, axis=1, keepdims=True), 1e-12)).astype(np.float32)
    query = rng.standard_normal(dim).astype(np.float32)
    codes, scale, l1_max = _core.sq8_encode(rows)
    q_codes, q_scale, bound = _core.sq8_query(query, scale, l1_max)
    f_codes, f_scale, f_codes2, f_scale2, fine_bound = _core.sq8_fine_query(query, scale, l1_max)
    assert np.array_equal(f_codes, q_codes) and f_scale == q_scale
    assert f_codes2.min() >= -127 and f_codes2.max() <= 127
    c = codes.astype(np.int64)
    approx = (np.float32(f_scale) * (c @ f_codes.astype(np.int64)).astype(np.float32)
              + np.float32(f_scale2) * (c @ f_codes2.astype(np.int64)).astype(np.float32))  # as the plan sums it
    exact = rows.astype(np.float64) @ query.astype(np.float64)
    assert np.all(np.abs(approx - exact) <= fine_bound)
    assert fine_bound <= bound


# ---------------------------------------------------------------------------------------------- recall

def _pair(rng: np.random.Generator, n: int, dim: int = 64, **options) -> tuple[MemoryStore, MemoryStore]:
    """Two stores with the same rows (three scopes, mixed recency/importance/kinds/expiry) in two sealed
    segments and the active one, one store reading int8 codes."""
    data = clustered(rng, n) if dim == 64 else rng.standard_normal((n, dim)).astype(np.float32)
    scopes = np.array(["a", "b", "c"])[rng.integers(0, 3, n)].tolist()
    created = NOW - rng.uniform(0, 90, n) * DAY
    importance = rng.uniform(0, 1, n)
    kinds = np.array(["fact", "episode", "lesson"])[rng.integers(0, 3, n)].tolist()
    expires = [NOW - DAY if i % 17 == 0 else None for i in range(n)]
    stores = []
    for quantize in (None, "int8"):
        store = MemoryStore(dim=dim, clock=Clock(), dedup=False, quantize=quantize, **options)
        for part in (slice(0, 2 * n // 3), slice(2 * n // 3, n - 50), slice(n - 50, n)):
            store.remember_many(scopes[part], [f"t{i}" for i in range(n)][part], embeddings=data[part],
                                created_at=created[part], importance=importance[part], kind=kinds[part],
                                expires_at=expires[part])
            if part.stop < n:
                store.seal()
        assert len(store.engine.sealed) == 2 and store.engine.active.n_rows == 50
        stores.append(store)
    return stores[0], stores[1]


def _same_hits(a: list, b: list) -> bool:
    return [(h.id, h.final) for h in a] == [(h.id, h.final) for h in b]


@settings(max_examples=25)
@given(seed=st.integers(0, 2**32 - 1), k=st.integers(1, 30), k_wide=st.integers(1, 200),
       mmr=st.one_of(st.none(), st.floats(0.0, 1.0)), min_similarity=st.one_of(st.none(), st.floats(-0.2, 0.6)),
       min_score=st.floats(0.0, 0.5), w=st.tuples(*[st.floats(0.0, 1.0)] * 4),
       kinds=st.one_of(st.none(), st.sampled_from([["fact"], ["episode", "lesson"]])))
def test_exact_scan_on_codes_returns_the_float_scan(seed, k, k_wide, mmr, min_similarity, min_score, w,
                                                   kinds) -> None:
    rng = np.random.default_rng(seed)
    plain, coded = _pair(rng, 1_500, graph_min_rows=None)
    weights = Weights(*w)
    forgotten = plain.recall("a", rng.standard_normal(64), k=3, conflicts=False)
    for store in (plain, coded):  # tombstones too
        for hit in forgotten:
            store.forget("a", hit.id)
    for q in perturbed(rng, clustered(rng, 200), 4):
        options = dict(k=k, k_wide=k_wide, mmr_lambda=mmr, min_similarity=min_similarity, min_score=min_score,
                       weights=weights, kinds=kinds, conflicts=False)
        for scope in ("a", "b"):
            assert _same_hits(coded.recall(scope, q, **options), plain.recall(scope, q, **options))
    assert coded.engine.sealed[0].native().has_codes and not plain.engine.sealed[0].native().has_codes


def test_graph_walk_on_codes_keeps_recall(rng: np.random.Generator) -> None:
    data = clustered(rng, 20_000)
    store = MemoryStore(dim=64, clock=Clock(), dedup=False, graph_min_rows=2_000, quantize="int8")
    store.remember_many("big", [f"b{i}" for i in range(20_000)], embeddings=data)
    store.seal()
    queries = perturbed(rng, data, 200)
    truth = brute_top(data, queries, 10)
    options = dict(k=10, weights=SIMILARITY_ONLY, min_score=-1.0, conflicts=False)
    coded = [seqs(h) for h in store.recall_many("big", queries, ef_search=64, **options)]
    assert recall_at(coded, truth) >= 0.95
    store.quantize = None
    store.engine.sealed[0].codes = None
    store.engine.sealed[0]._native = None
    plain = [seqs(h) for h in store.recall_many("big", queries, ef_search=64, **options)]
    assert abs(recall_at(coded, truth) - recall_at(plain, truth)) <= 0.01
    hits = store.recall("big", queries[0], **options)
    assert all(abs(h.similarity - float(data[parse_id(h.id)] @ queries[0])) < 1e-5 for h in hits)  # float scores


def test_codes_follow_the_segments_on_disk(tmp_path, rng: np.random.Generator) -> None:
    data = clustered(rng, 800)
    with MemoryStore.open(tmp_path / "s", dim=64, dedup=False, clock=Clock(), quantize="int8") as store:
        ids = store.remember_many("u", [f"t{i}" for i in range(800)], embeddings=data)
        store.seal()
        before = seqs(store.recall("u", data[3], k=5))
        store.erase("u", ids[3])  # rewrites the segment: its codes are made again from what is left
        after = seqs(store.recall("u", data[3], k=5))
        assert parse_id(ids[3]) not in after
    names = {p.name for p in (tmp_path / "s").rglob("*")}
    assert not any("code" in n for n in names)  # codes are derived in memory, never written
    with MemoryStore.open(tmp_path / "s", dim=64, clock=Clock(), quantize="int8") as reopened:
        assert seqs(reopened.recall("u", data[3], k=5)) == after
        assert reopened.engine.sealed[0].codes is not None
    assert before[0] == parse_id(ids[3])


def test_quantize_option_is_validated() -> None:
    with pytest.raises(engramdb.errors.InvalidArgumentError, match="quantize"):
        MemoryStore(dim=8, quantize="int4")


def test_scalar_level_reads_codes_alike(tmp_path, rng: np.random.Generator) -> None:
    """The scalar kernels, forced in a fresh process, give a quantized store the same answer."""
    emb = clustered(rng, 700)
    q = perturbed(rng, emb, 1)[0]
    np.save(tmp_path / "emb.npy", emb)
    np.save(tmp_path / "q.npy", q)
    script = f"""
import numpy as np, engramdb
s = engramdb.MemoryStore(dim=64, clock=lambda: {NOW}, quantize="int8", graph_min_rows=300)
s.remember_many("u", [f"t{{i}}" for i in range(700)], embeddings=np.load({str(tmp_path / 'emb.npy')!r}))
s.seal()
q = np.load({str(tmp_path / 'q.npy')!r})
print(engramdb.simd_level(), ",".join(h.id for h in s.recall("u", q, k=8, mmr_lambda=0.6)),
      ",".join(h.id for h in s.recall("u", q, k=8, exact=True)))
"""
    env = dict(os.environ, ENGRAMDB_SIMD="scalar")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True)
    level, graph_ids, exact_ids = out.stdout.split()
    assert level == "scalar"
    here = MemoryStore(dim=64, clock=Clock(), quantize="int8", graph_min_rows=300)
    here.remember_many("u", [f"t{i}" for i in range(700)], embeddings=emb)
    here.seal()
    assert exact_ids.split(",") == [h.id for h in here.recall("u", q, k=8, exact=True)]
    # Each process built its own graph on two threads (not the same graph twice), so the shortlists may
    # differ in their tail; the memory asked about and most of the picks may not.
    graph_here = [h.id for h in here.recall("u", q, k=8, mmr_lambda=0.6)]
    assert graph_ids.split(",")[0] == graph_here[0] and len(set(graph_ids.split(",")) & set(graph_here)) >= 6


def test_exact_scan_on_codes_shared_among_threads_returns_the_float_scan(rng: np.random.Generator) -> None:
    """Above 16k rows per thread the scan is split in sub-runs with a pool each (recall.cpp)."""
    n, dim = 40_000, 16
    data = rng.standard_normal((n, dim)).astype(np.float32)
    created = NOW - rng.uniform(0, 60, n) * DAY
    stores = []
    for quantize in (None, "int8"):
        store = MemoryStore(dim=dim, clock=Clock(), dedup=False, quantize=quantize, graph_min_rows=None,
                            seal_rows=n + 1)
        store.remember_many("u", [f"t{i}" for i in range(n)], embeddings=data, created_at=created)
        store.seal()
        stores.append(store)
    for q in rng.standard_normal((10, dim)).astype(np.float32):
        assert _same_hits(stores[1].recall("u", q, k=7, mmr_lambda=0.5, conflicts=False),
                          stores[0].recall("u", q, k=7, mmr_lambda=0.5, conflicts=False))
