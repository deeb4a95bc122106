"""Inverted lists built off the query path (engine/indexer.py) and persisted beside their segment
(durable/index_files.py): recall answers the same before, while and after a build; a reopened store reads the
lists back without building; a damaged file is detected by its checksum, reported by check and built again; an
erasure leaves no index file holding the erased memory's codes; close and erase never race with a build."""

from __future__ import annotations

import json
import struct
import threading
import warnings
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, Weights, _core
from engramdb.durable.fsck import check_directory
from engramdb.durable.index_files import read_lists, write_lists
from engramdb.errors import CorruptStoreError, DeferredWorkWarning

from .conftest import NOW, Clock
from .durable_util import run_python, scan

DIM = 32
SIMILARITY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)


def clustered(rng: np.random.Generator, n: int, dim: int = DIM, clusters: int = 20) -> np.ndarray:
    centres = rng.standard_normal((clusters, dim)).astype(np.float32)
    x = centres[rng.integers(0, clusters, n)] + 0.4 * rng.standard_normal((n, dim)).astype(np.float32)
    return (x / np.linalg.norm(x, axis=1, keepdims=True)).astype(np.float32)


def answers(store: MemoryStore, scope: str, queries: np.ndarray, **options) -> list[list[tuple[str, float]]]:
    return [[(h.id, round(h.final, 5)) for h in store.recall(scope, q, k=10, conflicts=False, now=NOW, **options)]
            for q in queries]


def lists_files(path: Path) -> dict[str, dict[str, str]]:
    files: dict[str, dict[str, str]] = json.loads((path / "MANIFEST.json").read_text())["extra"].get("lists", {})
    return files


def filled(path: Path | None, rng: np.random.Generator, n: int = 3_000) -> tuple[MemoryStore, np.ndarray, list[str]]:
    kwargs = dict(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    store = MemoryStore(**kwargs) if path is None else MemoryStore.open(path, **kwargs)
    data = clustered(rng, n)
    ids = store.remember_many("big", [f"big memory number {i} about topic {chr(97 + i % 26)}" for i in range(n)], embeddings=data,
                              importance=np.round(rng.random(n), 1), created_at=NOW - rng.random(n) * 86400 * 30)
    store.remember_many("small", [f"small {i}" for i in range(50)], embeddings=data[:50])
    store.seal()
    return store, data, ids


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), n=st.integers(200, 1_500), mmr=st.sampled_from([None, 0.5]))
def test_recall_is_the_exact_plans_before_while_and_after_the_build(seed: int, n: int, mmr: float | None) -> None:
    rng = np.random.default_rng(seed)
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=100)
    data = clustered(rng, n)
    store.remember_many("s", [f"r{i}" for i in range(n)], embeddings=data, importance=rng.random(n))
    queries = data[rng.integers(0, n, 6)] + 0.1 * rng.standard_normal((6, DIM)).astype(np.float32)
    store.seal()  # the indexer starts building now; recalls meanwhile scan, then read the lists
    seen = set()
    for q in queries:
        seen.add("s" in store.engine.sealed[0].lists)
        assert answers(store, "s", q[None], mmr_lambda=mmr) == answers(store, "s", q[None], mmr_lambda=mmr, exact=True)
    assert store.wait_indexed(timeout=60)
    assert "s" in store.engine.sealed[0].lists
    assert answers(store, "s", queries, mmr_lambda=mmr) == answers(store, "s", queries, mmr_lambda=mmr, exact=True)
    many = store.recall_many("s", queries, k=10, conflicts=False, now=NOW, mmr_lambda=mmr)
    assert [[(h.id, round(h.final, 5)) for h in hits] for hits in many] == answers(store, "s", queries, mmr_lambda=mmr)


def test_recall_never_waits_for_a_build(rng: np.random.Generator) -> None:
    """A recall while the build is held back answers by the exact scan, the same answers; the lists then land."""
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    data = clustered(rng, 2_000)
    store.remember_many("big", [f"r{i}" for i in range(2_000)], embeddings=data, importance=rng.random(2_000))
    gate = threading.Event()

    class Held:  # stands in for the native build: waits for the gate while the test's recalls run
        def __new__(cls, *args: object, **kwargs: object) -> _core.IvfLists:
            gate.wait(30)
            return _core.IvfLists(*args, **kwargs)  # type: ignore[arg-type]

    import engramdb.engine.indexer as module
    module._core = type("core", (), {"IvfLists": Held})  # type: ignore[assignment]
    try:
        store.seal()
        assert store.engine.indexer.pending == 1
        before = answers(store, "big", data[:5])  # returns at once: the run is scanned
        assert "big" not in store.engine.sealed[0].lists
        assert not store.wait_indexed(timeout=0.05)
        gate.set()
        assert store.wait_indexed(timeout=60)
    finally:
        module._core = _core  # type: ignore[assignment]
    assert "big" in store.engine.sealed[0].lists
    assert answers(store, "big", data[:5]) == before == answers(store, "big", data[:5], exact=True)


def test_reopen_reads_the_persisted_lists_without_building(tmp_path: Path, rng: np.random.Generator) -> None:
    path = tmp_path / "db"
    store, data, _ = filled(path, rng)
    assert store.wait_indexed(timeout=60)
    assert store.engine.indexer.built == 1
    (seg,) = store.engine.sealed
    files = lists_files(path)
    assert list(files) == [seg.name] and list(files[seg.name]) == ["big"]  # the 50-row scope is scanned
    queries = data[:8] + 0.05
    expected = answers(store, "big", queries)
    report = store.check()
    assert report.ok and not report.notes
    store.close()
    again = MemoryStore.open(path, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    assert again.wait_indexed(timeout=60)
    indexer = again.engine.indexer
    assert (indexer.built, indexer.loaded, indexer.loaded_now) == (0, 0, 1)  # read back at open, not built
    assert "big" in again.engine.sealed[0].lists
    assert answers(again, "big", queries) == expected == answers(again, "big", queries, exact=True)
    again.close()
    read_only = MemoryStore.open(path, read_only=True, ivf_min_rows=1_000)
    assert read_only.wait_indexed(timeout=60) and read_only.engine.indexer.loaded_now == 1
    read_only.close()


def indexed_then_damaged(tmp_path: Path, rng: np.random.Generator, at: float, bit: int
                         ) -> tuple[Path, np.ndarray, list[list[tuple[str, float]]], str, Path]:
    """A closed store whose one lists file has one bit flipped at `at` of its length: (its path, queries, their
    answers before the damage, the file's name, the file)."""
    path = tmp_path / "db"
    store, data, _ = filled(path, rng)
    assert store.wait_indexed(timeout=60)
    queries = data[:8] + 0.05
    expected = answers(store, "big", queries)
    store.close()
    (name,) = [f for files in lists_files(path).values() for f in files.values()]
    file = path / "segments" / name
    raw = bytearray(file.read_bytes())
    raw[int(len(raw) * at)] ^= bit
    file.write_bytes(bytes(raw))
    return path, queries, expected, name, file


def test_a_damaged_lists_file_is_detected_and_built_again(tmp_path: Path, rng: np.random.Generator) -> None:
    path, queries, expected, name, file = indexed_then_damaged(tmp_path, rng, 1 / 2, 0x40)  # one bit of one code
    report = check_directory(path)  # engramdb check
    assert not report.ok and report.damaged_files() == [f"segments/{name}"]
    with pytest.raises(CorruptStoreError):
        read_lists(file, np.zeros((3_000, DIM), np.float32))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        again = MemoryStore.open(path, clock=Clock(), dedup=False, ivf_min_rows=1_000)
        assert again.wait_indexed(timeout=60)
    assert any(issubclass(w.category, DeferredWorkWarning) and "checksum" in str(w.message) for w in caught)
    indexer = again.engine.indexer
    assert (indexer.damaged, indexer.built, indexer.loaded) == (1, 1, 0)
    (renamed,) = [f for files in lists_files(path).values() for f in files.values()]
    assert renamed != name and not file.exists()  # replaced under a new name, the damaged one deleted
    assert answers(again, "big", queries) == expected
    assert again.check().ok
    again.close()


def _no_worker_at_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """Opens queue nothing (the worker does not start at open): the first recall meets the run without lists."""
    import engramdb.engine.indexer as module
    monkeypatch.setattr(module.Indexer, "submit", lambda self, segments, min_rows: None)
    monkeypatch.setattr(module, "_OPEN_READ_BACK_BYTES", 0)  # nor read back at open


def test_the_first_recall_after_open_reads_the_lists_back(tmp_path: Path, rng: np.random.Generator,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A run recalled before the worker reached it is read back on the recall's thread (indexer.load_now), not
    scanned: the recall's plan reads the lists, the answers are exact=True's, and the worker has nothing to do."""
    path = tmp_path / "db"
    store, data, _ = filled(path, rng)
    assert store.wait_indexed(timeout=60)
    queries = data[:8] + 0.05
    expected = answers(store, "big", queries, mmr_lambda=0.5)
    store.close()
    _no_worker_at_open(monkeypatch)
    again = MemoryStore.open(path, clock=Clock(), dedup=False, ivf_min_rows=1_000)
    (seg,) = again.engine.sealed
    assert "big" not in seg.lists
    assert answers(again, "big", queries, mmr_lambda=0.5) == expected \
        == answers(again, "big", queries, mmr_lambda=0.5, exact=True)
    indexer = again.engine.indexer
    assert "big" in seg.lists and indexer.loaded_now == 1 and indexer.pending == 0
    assert again.wait_indexed(timeout=60) and (indexer.built, indexer.loaded, indexer.damaged) == (0, 0, 0)
    again.recall("small", data[0], k=3)  # a run under the threshold: nothing read, nothing queued
    assert indexer.loaded_now == 1 and indexer.pending == 0
    again.close()


def test_open_reads_back_the_largest_runs_within_its_budget(tmp_path: Path, rng: np.random.Generator,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Open reads back the lists of the largest runs up to _OPEN_READ_BACK_BYTES (largest first, a run that does
    not fit is skipped, a smaller one after it may fit); the others are left to the worker."""
    import engramdb.engine.indexer as module
    path = tmp_path / "db"
    store = MemoryStore.open(path, dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=500)
    data = clustered(rng, 2_600)
    for scope, rows in (("a", 1_200), ("b", 800), ("c", 600)):
        store.remember_many(scope, [f"{scope}{i}" for i in range(rows)], embeddings=data[:rows])
    store.seal()
    assert store.wait_indexed(timeout=60) and store.engine.indexer.built == 3
    store.close()
    row_bytes = DIM + 4
    monkeypatch.setattr(module.Indexer, "submit", lambda self, segments, min_rows: None)  # no worker
    for budget, read in ((0, set()), (1_199 * row_bytes, {"b"}), (1_400 * row_bytes, {"a"}),
                         (1_800 * row_bytes, {"a", "c"}), (10_000 * row_bytes, {"a", "b", "c"})):
        monkeypatch.setattr(module, "_OPEN_READ_BACK_BYTES", budget)
        again = MemoryStore.open(path, clock=Clock(), dedup=False, ivf_min_rows=500)
        (seg,) = again.engine.sealed
        assert set(seg.lists) == read and again.engine.indexer.loaded_now == len(read), budget
        for scope in "abc":
            assert answers(again, scope, data[:3]) == answers(again, scope, data[:3], exact=True)
        assert set(seg.lists) == {"a", "b", "c"}  # the others read back by their first recall
        again.close()


def test_a_damaged_lists_file_met_by_a_recall_is_scanned_then_built_again(
        tmp_path: Path, rng: np.random.Generator, monkeypatch: pytest.MonkeyPatch) -> None:
    """The recall's read-back checks the checksum too: a damaged file is never used, the recall scans the run
    (exact=True's answers), it is not read again at the next recall, and the worker rebuilds and replaces it."""
    path, queries, expected, name, file = indexed_then_damaged(tmp_path, rng, 1 / 3, 0x01)
    _no_worker_at_open(monkeypatch)
    gate = threading.Event()
    import engramdb.engine.indexer as module
    index = module.Indexer._index

    def held(self: module.Indexer, seg: object, scope: str) -> None:  # the worker waits for the recalls
        gate.wait(30)
        index(self, seg, scope)  # type: ignore[arg-type]

    monkeypatch.setattr(module.Indexer, "_index", held)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        again = MemoryStore.open(path, clock=Clock(), dedup=False, ivf_min_rows=1_000)
        indexer = again.engine.indexer
        reads = []
        load = again.engine.backend.load_lists
        monkeypatch.setattr(again.engine.backend, "load_lists", lambda *a: reads.append(1) or load(*a))
        assert answers(again, "big", queries) == expected == answers(again, "big", queries, exact=True)
        assert "big" not in again.engine.sealed[0].lists and indexer.loaded_now == 0 and len(reads) == 1
        gate.set()
        assert again.wait_indexed(timeout=60)
    assert any(issubclass(w.category, DeferredWorkWarning) and "checksum" in str(w.message) for w in caught)
    assert (indexer.damaged, indexer.built, indexer.loaded) == (1, 1, 0)
    (renamed,) = [f for files in lists_files(path).values() for f in files.values()]
    assert renamed != name and not file.exists()
    assert answers(again, "big", queries) == expected
    again.close()


def test_erasure_leaves_no_index_file_with_the_memorys_codes(tmp_path: Path, rng: np.random.Generator) -> None:
    path = tmp_path / "db"
    store, _, ids = filled(path, rng)
    assert store.wait_indexed(timeout=60)
    (seg,) = store.engine.sealed
    target = ids[1234]
    _, row = store.engine.locate("big", target)
    begin, _ = seg.run("big")
    _, _, order, codes, *_ = seg.lists["big"].parts()
    code = codes[int(np.flatnonzero(order == row - begin)[0])].tobytes()
    needles = {"text": store.get("big", target).text.encode(),
               "vector": np.asarray(seg.value("embedding", row), np.float32).tobytes(), "codes": code}
    (name,) = [f for files in lists_files(path).values() for f in files.values()]
    assert code in (path / "segments" / name).read_bytes()  # the scan finds the codes before
    assert {n for _, n in scan(path, needles)} == set(needles)
    assert store.erase("big", target) == 1
    assert scan(path, needles) == []  # at once: the old segment's lists file left with it
    assert store.wait_indexed(timeout=60)
    assert scan(path, needles) == []  # the new segment's lists never saw the row
    assert store.check().ok
    store.close()
    assert scan(path, needles) == []


def test_erase_and_close_during_a_build(tmp_path: Path, rng: np.random.Generator) -> None:
    """The indexer never writes a file for a segment an erasure replaced, and close waits for it."""
    path = tmp_path / "db"
    store, data, ids = filled(path, rng, n=6_000)
    needles = {"vector": np.asarray(data[117], np.float32).tobytes(), "text": store.get("big", ids[117]).text.encode()}
    store.erase("big", ids[117])  # while the first segment's lists are (probably) being built
    assert scan(path, needles) == []
    store.wait_indexed(timeout=60)
    assert scan(path, needles) == []
    named = {f for files in lists_files(path).values() for f in files.values()}
    on_disk = {p.name for p in (path / "segments").glob("*.ivf")}
    assert named == on_disk and len(named) == 1
    store.remember_many("big", ["x"] * 2, embeddings=data[:2])
    store.seal()  # a merge: a new build starts
    store.close()  # waits for (or gives up) the build; no file is left unnamed
    again = MemoryStore.open(path, ivf_min_rows=1_000)
    assert again.check().ok and not again.check().notes
    again.close()


def test_in_memory_store_builds_in_the_background_and_after_close(rng: np.random.Generator) -> None:
    store, data, _ = filled(None, rng)
    assert store.wait_indexed(timeout=60)
    assert "big" in store.engine.sealed[0].lists
    store.close()  # an in-memory store takes writes after close: the indexer too
    store.remember_many("big", [f"y {i}" for i in range(1_200)], embeddings=data[:1_200])
    store.seal()
    assert store.wait_indexed(timeout=60)
    assert all("big" in seg.lists for seg in store.engine.sealed)


def test_lists_file_round_trip_and_refusals(tmp_path: Path, rng: np.random.Generator) -> None:
    data = clustered(rng, 500)
    lists = _core.IvfLists(data, seed=3)
    path = tmp_path / "x.ivf"
    write_lists(path, lists)
    back = read_lists(path, data)
    assert all(np.array_equal(a, b) for a, b in zip(back.layout(), lists.layout()))
    assert all(np.array_equal(np.asarray(a), np.asarray(b)) for a, b in zip(back.parts(), lists.parts()))
    with pytest.raises(CorruptStoreError):
        read_lists(path, data[:499])  # another run's shape
    with pytest.raises(CorruptStoreError):
        read_lists(tmp_path / "missing.ivf", data)
    path.write_bytes(path.read_bytes()[:100])
    with pytest.raises(CorruptStoreError):
        read_lists(path, data)
    centroids, offsets, order, codes, scale, l1_max, min_cos = lists.parts()
    bad = order.copy()
    bad[0] = bad[1]  # not a permutation: refused before any read
    with pytest.raises(ValueError):
        _core.IvfLists.from_parts(data, centroids, offsets, bad, codes, scale, l1_max, min_cos)
    with pytest.raises(ValueError):
        _core.IvfLists.from_parts(data, centroids, offsets[::-1].copy(), order, codes, scale, l1_max, min_cos)
    with pytest.raises(ValueError):
        _core.IvfLists.from_parts(data[:10], centroids, offsets, order, codes, scale, l1_max, min_cos)
    with pytest.raises(ValueError):
        _core.IvfLists.from_parts(data, centroids, offsets, order, codes[:-1], scale, l1_max, min_cos, borrow=True)
    with pytest.raises(ValueError):
        _core.IvfLists.from_parts(data, centroids, offsets, bad, codes, scale, l1_max, min_cos, borrow=True)


def test_borrowed_parts_are_read_in_place_and_kept_alive(tmp_path: Path, rng: np.random.Generator) -> None:
    """from_parts(borrow=True) (what read_lists does over the file's map) reads the order and codes in place and
    keeps them referenced: the lists answer as the copied ones after every other reference is gone."""
    import gc
    store = MemoryStore(dim=DIM, clock=Clock(), dedup=False, ivf_min_rows=100)
    store.remember_many("s", [f"r{i}" for i in range(700)], embeddings=clustered(rng, 700))
    store.seal()
    assert store.wait_indexed(timeout=60)
    (seg,) = store.engine.sealed
    data = seg.run_vectors("s")  # the lists are paired with exactly the segment's rows
    lists = _core.IvfLists(data, seed=3, sub_rows=4)
    centroids, offsets, order, codes, scale, l1_max, min_cos = lists.parts()
    frozen = [np.frombuffer(a.tobytes(), a.dtype).reshape(a.shape) for a in (order, codes)]  # read-only, as a map
    borrowed = _core.IvfLists.from_parts(data, centroids, offsets, *frozen, scale, l1_max, min_cos, lists.sub_parts(),
                                         borrow=True)
    del frozen, order, codes
    gc.collect()
    assert all(np.array_equal(np.asarray(a), np.asarray(b)) for a, b in zip(borrowed.parts(), lists.parts()))
    path = tmp_path / "x.ivf"
    write_lists(path, lists)
    mapped = read_lists(path, data)
    queries = data[:6] + 0.05
    expected = answers(store, "s", queries, exact=True)
    for index in (borrowed, mapped):
        index.attach_columns(*(seg.numeric[c][:700] for c in ("importance", "confidence", "created_at", "layer")))
        seg.lists["s"] = index
        store.engine.forget_plans()
        assert answers(store, "s", queries) == expected
    store.close()


def test_sub_lists_round_trip_refine_the_lists_and_bound_their_rows(tmp_path: Path, rng: np.random.Generator) -> None:
    data = clustered(rng, 2000, clusters=200)  # ~10 rows a cluster, ~45 rows a list: each list mixes clusters
    lists = _core.IvfLists(data, seed=3, sub_rows=8)
    sub = lists.sub_parts()
    assert sub is not None and _core.IvfLists(data, seed=3).sub_parts() is None
    sub_first, sub_offsets, sub_centroids, sub_min_cosine = sub
    offsets, order = lists.layout()
    assert np.array_equal(sub_offsets[sub_first], offsets)  # a refinement of the lists
    assert len(sub_min_cosine) > lists.n_lists  # some lists are split
    one = _core.IvfLists(clustered(rng, 2000, clusters=4), seed=3, sub_rows=8).sub_parts()
    assert one is not None and len(one[3]) < 45 + 10  # one cluster per list: few splits tighter than the list
    for s in range(len(sub_min_cosine)):  # every row within its sub-list's radius
        rows = data[order[sub_offsets[s]:sub_offsets[s + 1]]]
        assert np.all(rows @ sub_centroids[s] >= sub_min_cosine[s])
    same = _core.IvfLists(data, seed=3, sub_rows=8, threads=1).sub_parts()  # any number of threads: the same
    assert same is not None and all(np.array_equal(a, b) for a, b in zip(same, sub))
    path = tmp_path / "x.ivf"
    write_lists(path, lists)
    back = read_lists(path, data)
    back_sub = back.sub_parts()
    assert back_sub is not None and all(np.array_equal(a, b) for a, b in zip(back_sub, sub))
    assert all(np.array_equal(np.asarray(a), np.asarray(b)) for a, b in zip(back.parts(), lists.parts()))
    parts = lists.parts()
    bad_first = sub_first.copy()
    bad_first[1] = bad_first[0]  # a list without a sub-list
    for bad in [(bad_first, sub_offsets, sub_centroids, sub_min_cosine),
                (sub_first, sub_offsets[::-1].copy(), sub_centroids, sub_min_cosine),
                (sub_first, sub_offsets, sub_centroids[:-1], sub_min_cosine[:-1])]:
        with pytest.raises(ValueError):
            _core.IvfLists.from_parts(data, *parts, bad)
    # a version-1 file (before the sub-lists) is still read: its lists have none
    plain = _core.IvfLists(data, seed=3)
    write_lists(path, plain)
    raw = bytearray(path.read_bytes())
    raw[7] = 1
    body = bytes(raw[:-8])
    path.write_bytes(body + struct.pack("<Q", _core.hash64(body)))
    assert read_lists(path, data).sub_parts() is None


def test_exit_during_a_build_is_clean(tmp_path: Path) -> None:
    """A process that ends (without closing its stores) while the indexer builds exits normally: the worker
    is stopped at exit instead of being frozen inside the native build."""
    code = f"""
import numpy as np, engramdb
rng = np.random.default_rng(1)
x = rng.standard_normal((20_000, 64)).astype(np.float32)
memory = engramdb.MemoryStore(dim=64, dedup=False, ivf_min_rows=1_000)
memory.remember_many("s", ["t"] * 20_000, embeddings=x)
memory.seal()
disk = engramdb.MemoryStore.open({str(tmp_path / "db")!r}, dim=64, dedup=False, ivf_min_rows=1_000)
disk.remember_many("s", ["t"] * 20_000, embeddings=x)
disk.seal()
print("sealed", memory.engine.indexer.pending + disk.engine.indexer.pending)
"""
    out = run_python(code)
    assert out.returncode == 0, out.stderr
    assert "sealed" in out.stdout
