"""The durable store: reopen equivalence, zero-copy segments, one writer / many readers, integrity checks,
compaction and merging, import/export, and the golden store of format v1."""

from __future__ import annotations

import json
import shutil
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

import engramdb
from engramdb import (
    CallableEmbedder,
    CorruptStoreError,
    IncompatibleStoreError,
    MemoryStore,
    ReadOnlyError,
    StoreLockedError,
)
from engramdb.durable import check_directory, check_main
from engramdb.engine.compaction import MERGE_FANOUT

from .conftest import DAY, NOW, Clock
from .durable_util import files_under, run_python, spawn_python, unit

DIM = 32
GOLDEN = Path(__file__).parent / "data" / "golden_v1"


def fill(store: MemoryStore, rng: np.random.Generator, n: int = 300, scopes: int = 3) -> list[str]:
    """n memories over `scopes` scopes, in batches, with explicit vectors and varied metadata."""
    ids: list[str] = []
    for start in range(0, n, 50):
        count = min(50, n - start)
        scope = [f"user:{(start + i) % scopes}" for i in range(count)]
        ids += store.remember_many(
            scope, [f"memory number {start + i}" for i in range(count)], embeddings=unit(rng, count, DIM),
            importance=rng.random(count).astype(np.float32), created_at=NOW - rng.random(count) * 30 * DAY,
            kind=["fact", "episode"] * (count // 2) + ["fact"] * (count % 2))
        store.engine.wait_sealed()  # the segment layout of seals in the caller's thread (they run in the background)
    return ids


def recalls(store: MemoryStore, queries: np.ndarray, scopes: int = 3) -> list:
    return [[(h.id, h.final, h.similarity) for h in store.recall(f"user:{s}", q, k=7, conflicts=False)]
            for s in range(scopes) for q in queries]


def test_reopen_keeps_every_write_and_recall_is_identical(tmp_path: Path, rng, clock: Clock) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, seal_rows=120, clock=clock)
    ids = fill(store, rng, n=320)
    store.forget("user:1", ids[1])
    store.forget("user:2", ids[5])
    queries = unit(rng, 5, DIM)
    assert len(store.engine.sealed) >= 1 and store.engine.active.n_rows > 0  # both kinds of segment in play
    before = recalls(store, queries)
    exports = [store.export(f"user:{s}") for s in range(3)]
    store.close()
    reopened = MemoryStore.open(tmp_path / "s", clock=clock)
    assert reopened.engine.active.n_rows == 0  # close sealed everything
    assert recalls(reopened, queries) == before
    for s in range(3):
        assert reopened.export(f"user:{s}").equals(exports[s])
    assert len(reopened) == 318
    with pytest.raises(engramdb.NotFoundError):
        reopened.get("user:1", ids[1])
    new = reopened.remember("user:0", "after reopen", embedding=unit(rng, 1, DIM)[0])
    assert int(new[1:]) == 320  # ids continue, never reused
    reopened.close()


def test_recovery_replays_the_wal_without_close(tmp_path: Path, rng, clock: Clock) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, seal_rows=100, clock=clock)
    ids = fill(store, rng, n=250)
    store.forget("user:0", ids[3])
    hits = store.recall("user:1", "memory number 4", k=3, reinforce=True)
    exports = [store.export(f"user:{s}") for s in range(3)]
    store.engine.backend.abandon()  # as if the process died: no seal, nothing flushed beyond the WAL
    again = MemoryStore.open(tmp_path / "s", clock=clock)
    for s in range(3):
        assert again.export(f"user:{s}").equals(exports[s])
    used = again.get("user:1", hits[0].id)
    assert used.use_count == 1 and used.last_used.timestamp() == NOW
    again.close()


def test_sealed_and_active_segments_recall_alike(tmp_path: Path, rng, clock: Clock) -> None:
    vectors_rng = np.random.default_rng(5)
    memory = MemoryStore(dim=DIM, seal_rows=10**6, clock=clock)  # everything stays active
    disk = MemoryStore.open(tmp_path / "s", dim=DIM, seal_rows=64, clock=clock)
    fill(memory, vectors_rng)
    fill(disk, np.random.default_rng(5))
    disk.close()
    disk = MemoryStore.open(tmp_path / "s", clock=clock, read_only=True)
    assert memory.engine.active.n_rows == 300 and not memory.engine.sealed and disk.engine.active.n_rows == 0
    queries = unit(rng, 6, DIM)
    assert recalls(disk, queries) == recalls(memory, queries)


def test_open_maps_segments_zero_copy(tmp_path: Path, rng) -> None:
    n, dim = 20_000, 64
    store = MemoryStore.open(tmp_path / "s", dim=dim, seal_rows=n)
    store.remember_many("a", ["x"] * n, embeddings=unit(rng, n, dim))
    store.close()
    raw = n * dim * 4
    allocated = pa.total_allocated_bytes()
    reopened = MemoryStore.open(tmp_path / "s", read_only=True)
    assert pa.total_allocated_bytes() - allocated < raw // 10  # the mapping is not Arrow-allocated memory
    (seg,) = reopened.engine.sealed
    values = seg.table.column("embedding").chunk(0).values
    file_view = np.frombuffer(values.buffers()[1], np.float32, count=n * dim, offset=values.offset * 4)
    assert np.shares_memory(seg.embedding, file_view) and not seg.embedding.flags.writeable
    assert seg.embedding.ctypes.data == file_view.ctypes.data
    assert reopened.recall("a", seg.embedding[7], k=1)[0].id == f"m{seg.col('seq')[7]}"


def test_wrong_embedder_or_dim_is_refused(tmp_path: Path) -> None:
    MemoryStore.open(tmp_path / "s", dim=16).close()
    with pytest.raises(IncompatibleStoreError, match="16-d"):
        MemoryStore.open(tmp_path / "s", dim=32)
    other = CallableEmbedder(lambda texts: np.ones((len(texts), 16), np.float32), name="other-model", dim=16)
    with pytest.raises(IncompatibleStoreError, match="other-model"):
        MemoryStore.open(tmp_path / "s", embedder=other)
    with pytest.raises(IncompatibleStoreError):
        MemoryStore.open(tmp_path / "s", embedder=other, read_only=True)
    MemoryStore.open(tmp_path / "c", embedder=other).close()
    with pytest.raises(IncompatibleStoreError, match="pass that embedder"):
        MemoryStore.open(tmp_path / "c")
    MemoryStore.open(tmp_path / "c", embedder=other).close()  # the right one opens
    # the refusals left nothing locked
    MemoryStore.open(tmp_path / "s").close()


def test_second_writer_is_refused_in_process_and_across_processes(tmp_path: Path) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=16)
    with pytest.raises(StoreLockedError):
        MemoryStore.open(path)
    done = run_python("import sys, engramdb\n"
                      "try:\n engramdb.MemoryStore.open(sys.argv[1])\n"
                      "except engramdb.StoreLockedError as e:\n print('locked', e)\n", str(path))
    assert done.stdout.startswith("locked"), done.stderr
    store.close()
    holder = spawn_python("import sys, engramdb\ns = engramdb.MemoryStore.open(sys.argv[1])\n"
                          "print('ready', flush=True)\nsys.stdin.readline()\ns.close()\n", str(path))
    try:
        assert holder.stdout.readline().strip() == "ready"
        with pytest.raises(StoreLockedError, match="locked"):
            MemoryStore.open(path)
        MemoryStore.open(path, read_only=True).close()  # readers need no lock
    finally:
        holder.communicate("\n", timeout=30)
    MemoryStore.open(path).close()


READER = """
import sys, json, engramdb
store = engramdb.MemoryStore.open(sys.argv[1], read_only=True)
out = {s: store.export(s)["text"].to_pylist() for s in store.scopes()}
try:
    store.remember("a", "nope")
except engramdb.ReadOnlyError:
    out["refused"] = True
print(json.dumps(out))
"""


def test_read_only_snapshot_in_another_process(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM, seal_rows=40)
    store.remember_many("a", [f"sealed {i}" for i in range(60)], embeddings=unit(rng, 60, DIM))
    store.remember_many("b", [f"active {i}" for i in range(7)], embeddings=unit(rng, 7, DIM))
    store.forget("a", "m3")
    store.engine.wait_sealed()  # the seal's files are written in the background, after the call returned
    files = {p: p.read_bytes() for p in files_under(path) if p.name != "LOCK"}
    done = run_python(READER, str(path))
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    assert seen["refused"] is True
    assert seen["a"] == [f"sealed {i}" for i in range(60) if i != 3]
    assert seen["b"] == [f"active {i}" for i in range(7)]
    assert {p: p.read_bytes() for p in files_under(path) if p.name != "LOCK"} == files  # the reader wrote nothing
    store.close()


def test_read_only_refuses_every_write(tmp_path: Path, rng) -> None:
    MemoryStore.open(tmp_path / "s", dim=DIM).close()
    store = MemoryStore.open(tmp_path / "s", read_only=True)
    assert store.read_only
    for write in (lambda: store.remember("a", "x"), lambda: store.remember_many("a", ["x"]),
                  lambda: store.forget("a"), store.seal, store.compact, lambda: store.erase("a"),
                  lambda: store.import_arrow(pa.table({"scope": ["a"], "text": ["x"]}))):
        with pytest.raises(ReadOnlyError):
            write()
    with pytest.raises(FileNotFoundError):
        MemoryStore.open(tmp_path / "missing", read_only=True)


def test_writes_after_close_are_refused(tmp_path: Path) -> None:
    with MemoryStore.open(tmp_path / "s", dim=16) as store:
        store.remember("a", "kept")
    with pytest.raises(engramdb.EngramError, match="closed"):
        store.remember("a", "too late")
    store.close()  # idempotent
    assert MemoryStore.open(tmp_path / "s").export("a")["text"].to_pylist() == ["kept"]


def test_corrupt_manifest_is_reported(tmp_path: Path, capsys) -> None:
    path = tmp_path / "s"
    with MemoryStore.open(path, dim=16) as store:
        store.remember("a", "hello")
    (path / "MANIFEST.json").write_text('{"format_version": 1, "dim": ')
    with pytest.raises(CorruptStoreError, match=r"MANIFEST\.json"):
        MemoryStore.open(path)
    with pytest.raises(CorruptStoreError, match=r"MANIFEST\.json"):
        MemoryStore.open(path, read_only=True)
    report = check_directory(path)
    assert not report.ok and report.damaged_files() == ["MANIFEST.json"]
    assert check_main([str(path)]) == 1
    assert "DAMAGED MANIFEST.json" in capsys.readouterr().out
    (path / "MANIFEST.json").unlink()
    with pytest.raises(CorruptStoreError, match="missing"):
        MemoryStore.open(path)  # a WAL or segments without a manifest is damage, not a new store


def test_corrupt_segment_is_reported_and_refused(tmp_path: Path, rng, capsys) -> None:
    path = tmp_path / "s"
    with MemoryStore.open(path, dim=DIM, seal_rows=50) as store:
        store.remember_many("a", [f"m {i}" for i in range(120)], embeddings=unit(rng, 120, DIM))
    assert check_main([str(path)]) == 0 and "OK" in capsys.readouterr().out
    segment = sorted((path / "segments").glob("*.arrow"))[0]
    data = bytearray(segment.read_bytes())
    data[len(data) // 2] ^= 0x01  # one flipped bit inside the vectors: only the checksum can tell
    segment.write_bytes(bytes(data))
    report = MemoryStore.open(path, read_only=True, verify=False).check()  # sizes match: opens without CRC
    assert report.damaged_files() == [f"segments/{segment.name}"] and "CRC" in str(report)
    with pytest.raises(CorruptStoreError, match=segment.name):
        MemoryStore.open(path)
    with pytest.raises(CorruptStoreError, match=segment.name):
        MemoryStore.open(path, read_only=True)
    assert check_main([str(path)]) == 1
    assert f"DAMAGED segments/{segment.name}" in capsys.readouterr().out
    segment.write_bytes(bytes(data[: len(data) // 2]))  # truncated: refused even without CRC checks
    with pytest.raises(CorruptStoreError, match=segment.name):
        MemoryStore.open(path, verify=False)
    segment.unlink()
    with pytest.raises(CorruptStoreError, match="missing"):
        MemoryStore.open(path)


def test_corrupt_side_file_and_wal_are_reported(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    with MemoryStore.open(path, dim=DIM, seal_rows=50) as store:
        store.remember_many("a", [f"m {i}" for i in range(60)], embeddings=unit(rng, 60, DIM))
    side = next((path / "segments").glob("*.side"))
    side.write_bytes(side.read_bytes()[:-1] + b"\x07")
    with pytest.raises(CorruptStoreError, match=side.name):
        MemoryStore.open(path)
    assert check_directory(path).damaged_files() == [f"segments/{side.name}"]


def test_torn_wal_tail_is_a_note_not_damage(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM)
    store.remember_many("a", ["one", "two"], embeddings=unit(rng, 2, DIM))
    store.engine.backend.abandon()
    log = max((path / "wal").glob("*.log"))
    with open(log, "ab") as f:
        f.write(b"\x10\x00\x00\x00garbage")
    report = check_directory(path)
    assert report.ok and len(report.notes) == 1 and "torn tail" in str(report)
    with MemoryStore.open(path) as again:
        assert again.export("a")["text"].to_pylist() == ["one", "two"]
    assert check_directory(path).notes == []


def test_usage_and_flags_on_sealed_rows_survive_reopen(tmp_path: Path, rng, clock: Clock) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM, seal_rows=10, clock=clock)
    ids = store.remember_many("a", [f"m {i}" for i in range(10)], embeddings=unit(rng, 10, DIM))
    assert store.engine.active.n_rows == 0 and len(store.engine.sealed) == 1
    clock.now += DAY
    hit = store.recall("a", "m 4", k=1, reinforce=True)[0]
    gone = ids[7] if hit.id != ids[7] else ids[8]
    store.forget("a", gone)
    store.close()
    again = MemoryStore.open(path, clock=clock)
    assert again.get("a", hit.id).use_count == 1 and again.get("a", hit.id).last_used.timestamp() == clock.now
    with pytest.raises(engramdb.NotFoundError):
        again.get("a", gone)
    assert len(again) == 9
    again.close()


def test_compaction_drops_forgotten_rows_and_merges_by_tier(tmp_path: Path, rng) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, dim=DIM, seal_rows=16)
    for _ in range(40):
        store.remember_many("a", [f"m {store.engine.next_seq + i}" for i in range(16)], embeddings=unit(rng, 16, DIM))
        tiers = [int(np.log(s.n_rows) / np.log(MERGE_FANOUT)) for s in store.engine.sealed]
        assert max(tiers.count(t) for t in set(tiers)) < MERGE_FANOUT  # merged as they accumulate
    assert len(store.engine.sealed) <= 6 and sum(s.n_rows for s in store.engine.sealed) == 640
    queries = unit(rng, 4, DIM)
    store.forget("a")
    store.remember_many("b", [f"b {i}" for i in range(5)], embeddings=unit(rng, 5, DIM))
    before = [[h.id for h in store.recall("b", q, k=3)] for q in queries]
    size_before = sum(p.stat().st_size for p in files_under(path))
    store.compact()
    assert sum(s.n_rows for s in store.engine.sealed) == 5 and store.scopes() == ["b"]
    assert sum(p.stat().st_size for p in files_under(path)) < size_before / 10
    assert [[h.id for h in store.recall("b", q, k=3)] for q in queries] == before
    assert store.check().ok
    store.close()
    names = {p.name for p in (path / "segments").iterdir()}
    assert len(names) == 2  # one segment and its side file: the replaced files are gone


def test_in_memory_store_has_the_same_api(rng) -> None:
    store = MemoryStore(dim=DIM)
    ids = store.remember_many("a", ["x one", "x two", "x three"], embeddings=unit(rng, 3, DIM))
    store.remember("b", "other", embedding=unit(rng, 1, DIM)[0])
    store.forget("a", ids[0])
    store.compact()
    assert store.export("a")["text"].to_pylist() == ["x two", "x three"]
    assert store.erase("a", ids[1]) == 1 and store.export("a")["text"].to_pylist() == ["x three"]
    assert store.erase("b") == 1 and store.scopes() == ["a"]
    assert store.check().ok and store.path is None
    with store:
        pass


def test_parquet_and_arrow_round_trip(tmp_path: Path, rng) -> None:
    with MemoryStore.open(tmp_path / "s", dim=DIM, seal_rows=40) as store:
        store.remember_many("a", [f"memo {i}" for i in range(70)], embeddings=unit(rng, 70, DIM),
                            importance=0.25, kind="episode", meta=[{"i": i} for i in range(70)],
                            expires_at=[None if i % 2 else NOW + i for i in range(70)], created_at=NOW - 5)
        store.export_parquet("a", tmp_path / "a.parquet")
        exported = store.export("a")
    with MemoryStore.open(tmp_path / "t", dim=DIM, seal_rows=32) as target:
        target.remember("a", "already here", embedding=unit(rng, 1, DIM)[0])
        ids = target.import_parquet(tmp_path / "a.parquet")  # straight to segments, 32 rows at a time
        assert len(ids) == 70 and target.engine.active.n_rows == 0
        target.forget("a", "m0")
    with MemoryStore.open(tmp_path / "t") as target:
        back = target.export("a")
        assert target.check().ok
    keep = ["scope", "text", "kind", "importance", "created_at", "expires_at", "meta", "layer"]

    def vectors(table: pa.Table) -> np.ndarray:
        return table["embedding"].combine_chunks().flatten().to_numpy().reshape(-1, DIM)

    assert back.select(keep).equals(exported.select(keep))
    assert np.allclose(vectors(back), vectors(exported), atol=1e-6)  # re-normalised: last-ulp differences
    again = MemoryStore(dim=DIM)
    again.import_arrow(exported)
    assert again.export("a").select(keep).equals(exported.select(keep))


def test_golden_store_of_format_v1_still_opens(tmp_path: Path) -> None:
    assert check_directory(GOLDEN).ok, str(check_directory(GOLDEN))
    path = tmp_path / "golden"
    shutil.copytree(GOLDEN, path)
    expected = json.loads((GOLDEN.parent / "golden_v1.json").read_text())
    golden = CallableEmbedder(lambda texts: np.ones((len(texts), 8), np.float32), name="golden-fixed-8", dim=8)
    for read_only in (True, False):
        store = MemoryStore.open(path, read_only=read_only, embedder=golden, clock=lambda: expected["now"])
        for scope, memories in expected["scopes"].items():
            table = store.export(scope)
            assert table["id"].to_pylist() == [m["id"] for m in memories]
            assert table["text"].to_pylist() == [m["text"] for m in memories]
            assert table["use_count"].to_pylist() == [m["use_count"] for m in memories]
        with pytest.raises(engramdb.NotFoundError):
            store.get("alice", expected["forgotten"])
        lesson = store.get("alice", expected["lesson"]["id"])
        assert (lesson.kind, lesson.trigger, lesson.guidance) == ("lesson", expected["lesson"]["trigger"],
                                                                  expected["lesson"]["guidance"])
        query = np.array(expected["query"]["vector"], np.float32)
        assert store.calibration == engramdb.Calibration()  # a store made before calibration: plain cosine
        # ranked with the defaults of the version that wrote the golden files (weights and half-life changed since)
        old_defaults = dict(weights=engramdb.Weights(0.6, 0.25, 0.15, 0.0), half_life_days=30.0)
        got = store.recall("alice", query, k=3, conflicts=False, **old_defaults)
        assert [h.id for h in got] == expected["query"]["ids"]
        store.close()
    assert check_directory(path).ok


WRITER = """
import sys, numpy as np, engramdb
store = engramdb.MemoryStore.open(sys.argv[1], dim=8, seal_rows=30, dedup=False)
print("ready", flush=True)
rng = np.random.default_rng(0)
i = 0
while True:
    count = int(rng.integers(1, 12))
    store.remember_many("a", [f"n{i + j}" for j in range(count)], embeddings=rng.standard_normal((count, 8)))
    i += count
"""


def test_read_only_snapshots_stay_consistent_while_a_writer_checkpoints(tmp_path: Path) -> None:
    path = tmp_path / "s"
    writer = spawn_python(WRITER, str(path))
    try:
        assert writer.stdout.readline() == "ready\n"
        sizes: list[int] = []
        deadline = time.monotonic() + 60  # at least 25 snapshots, and until one has seen the writer's progress
        while len(sizes) < 25 or (sizes[-1] == sizes[0] and time.monotonic() < deadline):
            reader = MemoryStore.open(path, read_only=True)
            seqs = reader.export("a")["seq"].to_numpy()
            assert (seqs == np.arange(len(seqs))).all()  # a prefix of the writes: nothing missing, nothing twice
            assert reader.export("a")["text"].to_pylist() == [f"n{i}" for i in range(len(seqs))]
            sizes.append(len(seqs))
            reader.close()
        assert sizes[-1] > sizes[0] and sizes == sorted(sizes)
    finally:
        writer.kill()
        writer.communicate()


def test_a_segment_name_taken_while_a_manifest_is_written_is_never_taken_again(tmp_path: Path,
                                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    # A background seal takes segment names without the store lock, while the indexer's commit_lists (or a seal's
    # commit) writes a manifest copied from the old one: the number taken meanwhile was lost, and the next seal wrote
    # its segment over a live one (the crash test's rare "acknowledged writes lost").
    from engramdb.durable import backend as disk
    from engramdb.storage.manifest import read_manifest

    path = tmp_path / "store"
    store = MemoryStore.open(path, dim=8, dedup=False)
    backend = store.engine.backend
    taken: list[str] = []
    real = disk.write_manifest

    def meanwhile_a_seal_takes_a_name(where: Path, manifest: object) -> None:
        real(where, manifest)
        if not taken:
            taken.append(backend._new_segment_name())

    monkeypatch.setattr(disk, "write_manifest", meanwhile_a_seal_takes_a_name)
    store.remember_many("s", [f"row {i}" for i in range(20)], embeddings=np.random.default_rng(0).random((20, 8)))
    store.seal()
    taken.append(backend._new_segment_name())
    assert len(taken) == 2 and taken[0] != taken[1]
    store.remember("s", "one more", embedding=np.ones(8))
    store.seal()
    store.close()
    numbers = [int(name.split(".")[0]) for name in taken] + [int(i.name.split(".")[0])
                                                             for i in read_manifest(path).segments]
    assert int(read_manifest(path).extra["next_segment"]) > max(numbers)
