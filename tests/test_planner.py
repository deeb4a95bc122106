"""The per-scope planner: HNSW graphs for large scope runs of sealed segments, exact scans elsewhere.

Oracle: numpy brute force over the scope's rows. Sizes are kept small (64-d, <= 20k rows) so the file runs in
well under a minute on two cores; the 384-d / 100k+ figures are in benchmarks/RESULTS_planner.md.
"""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest

import engramdb
from engramdb import MemoryStore, Weights, _core
from engramdb.errors import CorruptStoreError
from engramdb.schema import parse_id
from engramdb.segment import SealedSegment

from .conftest import NOW, Clock

DIM = 64
SIMILARITY_ONLY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)


def clustered(rng: np.random.Generator, n: int, clusters: int = 200) -> np.ndarray:
    centres = rng.standard_normal((clusters, DIM)).astype(np.float32)
    rows = centres[rng.integers(0, clusters, n)] + 0.35 * rng.standard_normal((n, DIM)).astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def perturbed(rng: np.random.Generator, data: np.ndarray, m: int) -> np.ndarray:
    q = data[rng.integers(0, len(data), m)] + 0.05 * rng.standard_normal((m, DIM)).astype(np.float32)
    return q / np.linalg.norm(q, axis=1, keepdims=True)


def seqs(hits: list) -> list[int]:
    return [parse_id(h.id) for h in hits]


def brute_top(data: np.ndarray, queries: np.ndarray, k: int) -> np.ndarray:
    sims = queries @ data.T
    return np.argsort(-sims, axis=1, kind="stable")[:, :k]


def recall_at(found: list[list[int]], truth: np.ndarray, offset: int = 0) -> float:
    return sum(len(set(f) & set((t + offset).tolist())) for f, t in zip(found, truth)) / truth.size


@pytest.fixture(scope="module")
def planned() -> tuple[MemoryStore, np.ndarray, np.ndarray]:
    """A sealed store: scope "big" (20k rows, seqs 0..19999, graph-planned) and "small" (500 rows, exact)."""
    rng = np.random.default_rng(20261201)
    data = clustered(rng, 20_500)
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, graph_min_rows=2_000)
    store.remember_many("big", [f"b{i}" for i in range(20_000)], embeddings=data[:20_000])
    store.remember_many("small", [f"s{i}" for i in range(500)], embeddings=data[20_000:])
    store.seal()
    return store, data, perturbed(rng, data[:20_000], 200)


def test_large_scope_gets_a_graph_small_scope_does_not(planned) -> None:
    store, _, _ = planned
    (seg,) = store.engine.sealed
    assert set(seg.graphs) == {"big"}
    index = seg.graphs["big"]
    assert index.n == 20_000 and index.M == 16 and index.ef_construction == 200
    begin, end, rows, graph = seg.selection("big")
    assert rows is None and graph is index and end - begin == 20_000
    assert index.vectors.base is not None  # a view of the segment's column, not a copy
    assert np.shares_memory(index.vectors, seg.embedding)


def test_graph_recall_at_10_against_brute_force(planned) -> None:
    store, data, queries = planned
    truth = brute_top(data[:20_000], queries, 10)
    options = dict(k=10, weights=SIMILARITY_ONLY, min_score=-1.0, conflicts=False)
    graph = [seqs(h) for h in store.recall_many("big", queries, **options)]
    assert recall_at(graph, truth) >= 0.95
    low = [seqs(h) for h in store.recall_many("big", queries, ef_search=10, **options)]
    assert recall_at(low, truth) >= 0.85  # ef is raised to the shortlist size (k_wide), never below
    exact = [seqs(h) for h in store.recall_many("big", queries, exact=True, **options)]
    assert recall_at(exact, truth) >= 0.999  # float ties aside, identical to brute force
    single = seqs(store.recall("big", queries[0], **options))
    assert single == graph[0]


def test_small_scope_is_scanned_exactly(planned) -> None:
    store, data, _ = planned
    rng = np.random.default_rng(3)
    queries = perturbed(rng, data[20_000:], 50)
    truth = brute_top(data[20_000:], queries, 10)
    found = [seqs(h) for h in store.recall_many("small", queries, k=10, weights=SIMILARITY_ONLY,
                                                min_score=-1.0, conflicts=False)]
    assert recall_at(found, truth, offset=20_000) == 1.0


def test_fused_score_and_mmr_over_the_shortlist_match_the_exact_plan(planned) -> None:
    store, _, queries = planned
    same = 0
    for q in queries[:40]:
        graph = seqs(store.recall("big", q, k=5, mmr_lambda=0.7))
        exact = seqs(store.recall("big", q, k=5, mmr_lambda=0.7, exact=True))
        assert len(graph) == 5
        same += graph == exact
    assert same >= 36  # the shortlist holds the exact pool's top candidates nearly always


def test_concurrent_recall_equals_serial(planned) -> None:
    store, _, queries = planned
    serial = [seqs(store.recall("big", q, k=5, mmr_lambda=0.5)) for q in queries[:64]]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(lambda q: seqs(store.recall("big", q, k=5, mmr_lambda=0.5)), queries[:64]))
    assert parallel == serial
    batch = [seqs(h) for h in store.recall_many("big", queries[:64], k=5, mmr_lambda=0.5)]
    assert batch == serial


def test_hidden_expired_and_filtered_rows_never_come_back_and_count_is_full() -> None:
    rng = np.random.default_rng(11)
    n = 3_000
    data = clustered(rng, n, clusters=20)
    clock = Clock()
    store = MemoryStore(dim=DIM, clock=clock, dedup=False, graph_min_rows=500)
    kinds = ["episode"] * n
    for i in range(0, n, 500):
        kinds[i] = "fact"  # 6 facts among 3000 episodes
    expires: list = [None] * n
    expires[1000:2500] = [NOW - 1.0] * 1500  # expired already
    ids = store.remember_many("s", [f"r{i}" for i in range(n)], embeddings=data, kind=kinds,
                              expires_at=expires)
    store.seal()
    assert "s" in store.engine.sealed[0].graphs
    forgotten = set(range(0, 1000)) - {0, 500}  # forget most unexpired rows except two facts
    for i in sorted(forgotten):
        store.forget("s", ids[i])
    live = sorted(set(range(n)) - forgotten - set(range(1000, 2500)))
    assert store.count("s") == len(live) == 502
    dead = forgotten | set(range(1000, 2500))
    for q in perturbed(rng, data[:1000], 20):  # near the forgotten rows: the graph finds mostly dead ones
        for k in (5, 50):
            hits = seqs(store.recall("s", q, k=k, mmr_lambda=0.7, conflicts=False))
            assert len(hits) == min(k, len(live)) and not set(hits) & dead
        facts = seqs(store.recall("s", q, k=10, kinds=["fact"], conflicts=False))
        assert sorted(facts) == [0, 500, 2500]  # the only live facts: every one found (fallback scan)
        exact = seqs(store.recall("s", q, k=10, kinds=["fact"], conflicts=False, exact=True))
        assert sorted(exact) == sorted(facts)


def test_selection_with_a_foreign_graph_is_refused(planned) -> None:
    store, data, queries = planned
    (seg,) = store.engine.sealed
    native = seg.native()
    begin, end, _, graph = seg.selection("big")
    params = _core.RecallParams()
    q = queries[0]
    assert len(_core.recall([native], [(0, begin, end, None, graph)], q, params)[0]) == params.k
    assert len(_core.recall([native], [(0, begin, end, None)], q, params)[0]) == params.k
    copy = _core.HnswIndex(np.ascontiguousarray(data[:500]), M=4, ef_construction=8, threads=1)
    with pytest.raises(ValueError):  # right size, other rows
        _core.recall([native], [(0, begin, begin + 500, None, copy)], q, params)
    own = _core.HnswIndex(seg.embedding[20_000:20_500], M=4, ef_construction=8, threads=1)  # "small"'s rows
    with pytest.raises(ValueError):  # a graph over another scope's run
        _core.recall([native], [(0, begin, begin + 500, None, own)], q, params)
    with pytest.raises(ValueError):  # n differs from the run
        _core.recall([native], [(0, 20_000, 20_400, None, own)], q, params)
    assert len(_core.recall([native], [(0, 20_000, 20_500, None, own)], q, params)[0]) == params.k
    with pytest.raises(ValueError):  # a graph with a row list
        _core.recall([native], [(0, 20_000, 20_500, np.arange(20_000, 20_500), own)], q, params)
    with pytest.raises(TypeError):
        _core.recall([native], [(0, begin, end, None, "graph")], q, params)


def _mapped(path: Path) -> set[str]:
    with open(f"/proc/{os.getpid()}/maps") as maps:
        return {line.split()[-1] for line in maps if str(path) in line}


def test_durable_graphs_are_saved_mapped_at_open_and_rebuilt_on_erase(tmp_path, monkeypatch) -> None:
    rng = np.random.default_rng(5)
    data = clustered(rng, 3_000, clusters=30)
    queries = perturbed(rng, data, 20)
    options = dict(graph_min_rows=1_000, dedup=False, clock=Clock())
    with MemoryStore.open(tmp_path, dim=DIM, **options) as store:
        ids = store.remember_many("big", [f"b{i}" for i in range(2_500)], embeddings=data[:2_500])
        store.remember_many("tiny", [f"t{i}" for i in range(500)], embeddings=data[2_500:])
        store.seal()
        before = [seqs(store.recall("big", q, k=5, mmr_lambda=0.7)) for q in queries]
    manifest = engramdb.storage.read_manifest(tmp_path)
    (info,) = manifest.segments
    assert manifest.extra["graphs"] == {info.name: {"big": "00000001.g0.hnsw"}}
    assert info.graph_files == ["00000001.g0.hnsw"]
    graph_file = tmp_path / "segments" / "00000001.g0.hnsw"
    assert graph_file.stat().st_size > 0

    build = SealedSegment.build_graphs

    def no_build(*args, **kwargs):
        built = build(*args, **kwargs)
        assert not built, "a graph was rebuilt at open"
        return built

    with monkeypatch.context() as patch:
        patch.setattr(SealedSegment, "build_graphs", no_build)
        store = MemoryStore.open(tmp_path, dim=DIM, **options)
        assert _mapped(graph_file)  # memory-mapped, not read into a copy
        assert [seqs(store.recall("big", q, k=5, mmr_lambda=0.7)) for q in queries] == before
        assert store.check().ok
    # erasure rewrites the segment: new graph over the remaining rows, the old file gone
    victim = before[0][0]
    store.erase("big", ids[victim])
    assert not graph_file.exists()
    (info,) = engramdb.storage.read_manifest(tmp_path).segments
    assert len(info.graph_files) == 1 and info.graph_files[0] != graph_file.name
    assert victim not in seqs(store.recall("big", queries[0], k=5))
    assert store.engine.sealed[0].graphs["big"].n == 2_499
    store.close()
    reader = MemoryStore.open(tmp_path, dim=DIM, read_only=True, **options)
    assert victim not in seqs(reader.recall("big", queries[0], k=5))
    reader.close()


def test_corrupt_graph_file_is_refused_and_reported(tmp_path) -> None:
    rng = np.random.default_rng(6)
    data = clustered(rng, 1_200, clusters=10)
    with MemoryStore.open(tmp_path, dim=DIM, graph_min_rows=1_000, dedup=False) as store:
        store.remember_many("big", [f"b{i}" for i in range(1_200)], embeddings=data)
    (graph_file,) = (tmp_path / "segments").glob("*.hnsw")
    raw = bytearray(graph_file.read_bytes())
    raw[200] ^= 0xFF
    graph_file.write_bytes(bytes(raw))
    report = engramdb.durable.check_directory(tmp_path)
    assert not report.ok and report.damaged_files() == [f"segments/{graph_file.name}"]
    with pytest.raises(CorruptStoreError):
        MemoryStore.open(tmp_path, dim=DIM, graph_min_rows=1_000)
    graph_file.unlink()
    with pytest.raises(CorruptStoreError):
        MemoryStore.open(tmp_path, dim=DIM, graph_min_rows=1_000)
    # with graphs off the store opens (the graph is not read) and still serves every row exactly
    store = MemoryStore.open(tmp_path, dim=DIM, graph_min_rows=None, read_only=True)
    assert len(store.recall("big", data[0], k=3)) == 3
    store.close()


def test_graphs_follow_compaction_and_in_memory_merges() -> None:
    rng = np.random.default_rng(8)
    data = clustered(rng, 1_600, clusters=10)
    store = MemoryStore(dim=DIM, dedup=False, graph_min_rows=1_000, clock=Clock())
    ids = store.remember_many("big", [f"b{i}" for i in range(1_600)], embeddings=data)
    store.seal()
    old = store.engine.sealed[0].graphs["big"]
    for i in range(0, 700):
        store.forget("big", ids[i])
    store.compact()
    (seg,) = store.engine.sealed
    assert "big" not in seg.graphs  # 900 live rows: below the threshold, scanned exactly now
    assert old.n == 1_600
    assert len(store.recall("big", data[0], k=5)) == 5


def test_store_options_are_validated() -> None:
    with pytest.raises(engramdb.errors.InvalidArgumentError):
        MemoryStore(dim=DIM, graph_min_rows=0)
    with pytest.raises(engramdb.errors.InvalidArgumentError):
        MemoryStore(dim=DIM, graph_m=1)
    store = MemoryStore(dim=DIM)
    store.remember("s", "hello there")
    with pytest.raises(engramdb.errors.InvalidArgumentError):
        store.recall("s", "hello", ef_search=0)
    with pytest.raises(engramdb.errors.InvalidTypeError):
        store.recall("s", "hello", exact=1)


def test_bench_command_runs_at_tiny_size(capsys) -> None:
    from engramdb.bench import bench_main

    pytest.importorskip("hnswlib")
    common = ["--n", "1500", "--dim", "16", "--clusters", "20", "--queries", "30", "--quiet", "--json"]
    assert bench_main([*common, "--ef", "10,32", "--quantize", "int8"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert {r["library"] for r in result["rows"]} == {"engramdb", "engramdb-plan", "engramdb-int8",
                                                      "engramdb-int8-plan", "hnswlib"}
    assert all(r["recall"] >= 0.8 and r["qps"] > 0 for r in result["rows"])
    assert result["build"]["engramdb"]["encode_s"] >= 0
    assert bench_main([*common, "--scoped", "--scope-rows", "600", "--filter-queries", "5"]) == 0
    scoped = json.loads(capsys.readouterr().out)
    assert scoped["plan"] == "exact scan" and len(scoped["rows"]) == 4
    assert all(r["speedup_p50"] > 0 for r in scoped["rows"][:2]) and "speedup_p50" not in scoped["rows"][2]
    assert bench_main([*common, "--scoped", "--scope-rows", "600", "--filter-queries", "5", "--no-hnswlib",
                       "--quantize", "int8"]) == 0
    scoped = json.loads(capsys.readouterr().out)
    assert len(scoped["rows"]) == 5 and "int8" in scoped["rows"][2]["pipeline"]


def test_bench_plot_without_matplotlib_says_so(capsys, monkeypatch) -> None:
    import builtins

    from engramdb.bench import bench_main

    real_import = builtins.__import__

    def no_matplotlib(name, *args, **kwargs):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_matplotlib)
    assert bench_main(["--n", "100", "--plot", "out.png", "--quiet"]) == 2
    assert "matplotlib" in capsys.readouterr().err
