"""The WAL's VECTORS and INSERT3 records (format 3 of an insert, durable/records.py): a durable remember_many with
vectors logs them while the batch's guard runs, then the rest of the batch naming them. Checked here: both records
decode to the batch INSERT2 decodes to; a store reopens from them bit for bit; logs of the older formats, and logs
mixing them, still replay; a batch refused after its vectors were logged has them cut off the log again, or, when a record follows,
leaves a VECTORS record that replay skips;
a damaged VECTORS record before intact records is corruption (open refuses, ``check`` reports, ``repair`` reports the
INSERT3 that named it as lost and keeps the rest), never a silent loss; a torn tail inside either record drops only
that unacknowledged batch; a log rotated between the two records gets a whole INSERT2."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings

from engramdb import MemoryStore
from engramdb.durable.layout import WAL_DIR
from engramdb.durable.records import (
    RECORD_INSERT2,
    RECORD_INSERT3,
    RECORD_VECTORS,
    decode_insert2,
    decode_insert3,
    decode_vectors,
    encode_insert2,
    encode_insert3,
    encode_vectors,
)
from engramdb.durable.repair import repair
from engramdb.errors import CorruptStoreError, InvalidArgumentError, SecretError
from engramdb.storage.wal import Frame, scan_generation
from engramdb.validate import Unscaled

from .durable_util import unit
from .test_wal_insert2 import DIM, _joined, _same, batches

N = 40


def _frames(path: Path) -> list[Frame]:
    frames = []
    for g in sorted((path / WAL_DIR).glob("*.log")):
        frames += [f for f in scan_generation(g) if isinstance(f, Frame)]
    return frames


def _types(path: Path) -> list[int]:
    return [f.type for f in _frames(path)]


def _write(store: MemoryStore, start: int, n: int = N) -> list[str]:
    x = unit(np.random.default_rng(start), n, DIM)
    return store.remember_many([f"s{i % 3}" for i in range(n)], [f"note {start + i} ✓" for i in range(n)],
                               embeddings=x * 3.0)


def _export(store: MemoryStore) -> dict[str, Any]:
    return {s: store.export(s).sort_by("id").to_pydict() for s in ("s0", "s1", "s2")}


@settings(max_examples=100, deadline=None)
@given(batches())
def test_vectors_and_insert3_decode_to_the_insert2_batch(batch: dict[str, Any]) -> None:
    vectors = _joined(encode_vectors(77, batch["embedding"]))
    token, matrix = decode_vectors(vectors, DIM)
    assert token == 77
    got = decode_insert3(_joined(encode_insert3(77, batch)), DIM, {token: matrix})
    _same(got, decode_insert2(_joined(encode_insert2(batch)), DIM))


def test_an_insert3_without_its_vectors_is_corruption() -> None:
    batch = {"seq": np.arange(3, dtype=np.int64), "text": ["a", "b", "c"], "embedding": np.ones((3, DIM), np.float32)}
    payload = _joined(encode_insert3(5, batch))
    with pytest.raises(CorruptStoreError):
        decode_insert3(payload, DIM, {6: np.ones((3, DIM), np.float32)})
    with pytest.raises(CorruptStoreError):  # a VECTORS record of another row count
        decode_insert3(payload, DIM, {5: np.ones((2, DIM), np.float32)})
    with pytest.raises(CorruptStoreError):
        decode_vectors(_joined(encode_vectors(5, batch["embedding"]))[:-4], DIM)
    with pytest.raises(CorruptStoreError):
        decode_vectors(_joined(encode_vectors(5, batch["embedding"])), DIM + 1)


def test_a_store_reopens_from_vectors_and_insert3_bit_for_bit(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    _write(store, 100)
    before = _export(store)
    assert _types(tmp_path / "s") == [RECORD_VECTORS, RECORD_INSERT3] * 2
    store.engine.backend.abandon()  # as a crash: only the WAL holds the rows
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before
        assert again.check().ok


def test_logs_of_the_older_formats_and_mixed_logs_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    with monkeypatch.context() as m:  # as this version's predecessor wrote them: one INSERT2 a batch
        m.setattr(type(store.engine), "log_vectors_ahead", lambda self, vectors: None)
        _write(store, 0)
    _write(store, 100)
    before = _export(store)
    assert _types(tmp_path / "s") == [RECORD_INSERT2, RECORD_VECTORS, RECORD_INSERT3]
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before


def test_a_refused_batch_leaves_no_vectors_in_the_log(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    size = store.engine.backend.wal.end
    for _ in range(3):  # a refusal retried does not grow the log
        with pytest.raises(SecretError):
            store.remember_many("s0", ["fine", "my password is Hunter2Zx!9q"], embeddings=np.ones((2, DIM)))
    with pytest.raises(InvalidArgumentError):  # NaN refused before anything is logged
        store.remember_many("s0", ["a", "b"], embeddings=np.full((2, DIM), np.nan))
    assert store.engine.backend.wal.end == size
    _write(store, 100)
    before = _export(store)
    assert _types(tmp_path / "s") == [RECORD_VECTORS, RECORD_INSERT3] * 2
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before
        assert again.check().ok


def test_vectors_no_insert_names_are_skipped(tmp_path: Path) -> None:
    """A refused batch's vectors with a record logged after them stay in the log (as do a batch's whose process
    died before its insert was logged): replay skips them."""
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    ahead = store.engine.log_vectors_ahead(Unscaled(unit(np.random.default_rng(9), 5, DIM)))
    assert ahead is not None
    ahead.wait()
    _write(store, 0)
    ahead.join()  # refused now: something was logged after its vectors, so they stay
    before = _export(store)
    assert _types(tmp_path / "s") == [RECORD_VECTORS, RECORD_VECTORS, RECORD_INSERT3]
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before
        assert again.check().ok


def test_the_guard_refuses_first_as_before(tmp_path: Path) -> None:
    """A batch with a secret and NaN vectors: the guard's refusal, as when the vectors were scaled at the insert."""
    with MemoryStore.open(tmp_path / "s", dim=DIM) as store:
        with pytest.raises(SecretError):
            store.remember_many("s0", ["my password is Hunter2Zx!9q"], embeddings=np.full((1, DIM), np.nan))
        assert store.count("s0") == 0


def _damage_first_vectors(path: Path) -> None:
    vectors = next(f for f in _frames(path) if f.type == RECORD_VECTORS)
    log = sorted((path / WAL_DIR).glob("*.log"))[-1]
    data = bytearray(log.read_bytes())
    data[(vectors.start + vectors.end) // 2] ^= 0xFF
    log.write_bytes(bytes(data))


def test_a_damaged_vectors_record_is_never_a_silent_loss(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    _write(store, 100)
    second = _export(store)
    store.engine.backend.abandon()
    _damage_first_vectors(tmp_path / "s")
    with pytest.raises(CorruptStoreError):
        MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    report = repair(tmp_path / "s")
    assert report.lost_anything
    assert any("INSERT3" in loss.reason for loss in report.lost)  # the insert that named the damaged vectors
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        got = _export(again)
    for scope in second:  # the second batch is kept whole, the first is gone
        assert got[scope]["text"] == [t for t in second[scope]["text"] if int(t.split()[1]) >= 100]


def test_check_names_an_insert3_whose_vectors_are_gone(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    store.engine.backend.abandon()
    frames = _frames(tmp_path / "s")
    log = sorted((tmp_path / "s" / WAL_DIR).glob("*.log"))[-1]
    data = log.read_bytes()
    vectors = frames[0]
    log.write_bytes(data[:vectors.start] + data[vectors.end:])  # the VECTORS record cut out, frames intact
    with pytest.raises(CorruptStoreError):
        MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    from engramdb.durable.fsck import check_directory

    report = check_directory(tmp_path / "s")
    assert not report.ok and any("VECTORS" in str(d) for d in report.damaged)


@pytest.mark.parametrize("cut", ["in_vectors", "after_vectors", "in_insert3"])
def test_a_torn_tail_in_either_record_drops_only_its_batch(tmp_path: Path, cut: str) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    first = _export(store)
    _write(store, 100)
    store.engine.backend.abandon()
    frames = _frames(tmp_path / "s")
    assert [f.type for f in frames] == [RECORD_VECTORS, RECORD_INSERT3] * 2
    vectors, insert = frames[2], frames[3]
    at = {"in_vectors": (vectors.start + vectors.end) // 2, "after_vectors": vectors.end,
          "in_insert3": (insert.start + insert.end) // 2}[cut]
    log = sorted((tmp_path / "s" / WAL_DIR).glob("*.log"))[-1]
    log.write_bytes(log.read_bytes()[:at])
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == first
        _write(again, 200)  # appends go on after the cut
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert sum(len(t["text"]) for t in _export(again).values()) == 2 * N


def test_a_log_rotated_between_the_records_gets_a_whole_insert2(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    n = 10
    batch, groups = store._writes.prepare(
        "s0", [f"t{i}" for i in range(n)], scale_later=True, embeddings=unit(np.random.default_rng(3), n, DIM),
        kind="fact", importance=0.5, confidence=1.0, source="user", trusted=True, created_at=None,
        expires_at=None, key=None, meta=None, trigger=None, guidance=None, layer=None)
    with store.engine.lock:
        store.engine.backend.wal.rotate()  # as a checkpoint between the guard and the insert would
        store._writes.insert(batch, groups)
    before = store.export("s0").to_pydict()
    generations = sorted((tmp_path / "s" / WAL_DIR).glob("*.log"))
    assert [[f.type for f in scan_generation(g) if isinstance(f, Frame)] for g in generations[-2:]] == \
        [[RECORD_VECTORS], [RECORD_INSERT2]]
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert again.export("s0").to_pydict() == before


def test_one_fdatasync_a_batch(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The VECTORS record is written with O_DIRECT (or, where the file system refuses it, with its writeback
    started), not fsynced; the INSERT3's fdatasync (the whole file's, the device's cache flushed) makes both durable,
    and remember_many returns only after it."""
    from engramdb.storage import wal as wal_module

    calls: list[tuple[str, int]] = []
    real_sync, real_start, real_pwrite = wal_module._fdatasync, wal_module._start_writeback, os.pwrite
    monkeypatch.setattr(wal_module, "_fdatasync", lambda fd: calls.append(("sync", 0)) or real_sync(fd))
    monkeypatch.setattr(wal_module, "_start_writeback",
                        lambda fd, offset, n: calls.append(("writeback", n)) or real_start(fd, offset, n))
    monkeypatch.setattr(os, "pwrite", lambda fd, data, offset: calls.append(("direct", memoryview(data).nbytes))
                        or real_pwrite(fd, data, offset))
    real_append, real_direct = wal_module._native_append, wal_module._native_direct_append
    if real_append is not None:  # the native appends: the same steps, each in one call
        monkeypatch.setattr(wal_module, "_native_append", lambda fd, rtype, parts, sync: (
            real_append(fd, rtype, parts, sync), calls.append(("sync", 0)) if sync else None)[0])
    real_start_append = wal_module._native_start_append
    if real_start_append is not None:
        class Job:
            def __init__(self, fd: int, rtype: int, parts: object, sync: bool) -> None:
                self.job, self.sync = real_start_append(fd, rtype, parts, sync), sync

            def wait(self) -> int:
                crc: int = self.job.wait()
                if self.sync:
                    calls.append(("sync", 0))
                return crc
        monkeypatch.setattr(wal_module, "_native_start_append", Job)
    if real_direct is not None:
        monkeypatch.setattr(wal_module, "_native_direct_append", lambda direct, fd, buffer, lead, size, offset, end: (
            calls.append(("direct", size)), real_direct(direct, fd, buffer, lead, size, offset, end))[1])
    rng = np.random.default_rng(4)
    with MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: 1_790_000_000.0) as store:
        calls.clear()
        for batch in range(3):
            x = rng.normal(size=(50, DIM)).astype(np.float32)
            store.remember_many("s", [f"note {batch} {i} on the plan" for i in range(50)], embeddings=x)
        kinds = [kind for kind, _ in calls]
        assert kinds in (["direct", "sync"] * 3, ["writeback", "sync"] * 3)
        assert all(n >= 50 * DIM * 4 for kind, n in calls if kind != "sync")  # the vectors' whole record
    with MemoryStore.open(tmp_path / "db", dim=DIM, clock=lambda: 1_790_000_000.0) as store:
        assert store.count("s") == 150


def _claims(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Whether each insert found its vectors in the rows its log-ahead helper copied them into (ActiveSegment.claimed)."""
    from engramdb.segment import ActiveSegment

    found: list[bool] = []
    real = ActiveSegment.claimed
    monkeypatch.setattr(ActiveSegment, "claimed", lambda self, claim: (
        lambda rows: found.append(rows is not None) or rows)(real(self, claim)))
    return found


def _prepared(store: MemoryStore, seed: int, n: int = 10, nan: bool = False) -> tuple[dict[str, Any], Any]:
    """A prepared batch of n rows whose vectors a log-ahead helper scaled, logged and copied past the rows; with
    `nan` one whose last vector holds a NaN, left unscaled (no helper) for the insert to scale, and refuse."""
    x = unit(np.random.default_rng(seed), n, DIM) * 2.0
    if nan:
        x[-1, 0] = np.nan
    return store._writes.prepare(
        "s0", [f"t{seed} {i}" for i in range(n)], scale_later=not nan, bulk=nan, embeddings=x, kind="fact", importance=0.5, confidence=1.0,
        source="user", trusted=True, created_at=None, expires_at=None, key=None, meta=None, trigger=None,
        guidance=None, layer=None)


def test_the_helper_copies_the_vectors_into_the_rows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The log-ahead helper copies the scaled vectors past the active segment's rows, and the insert takes them
    there (no copy of its own): the rows are the logged ones, bit for bit (the store reopened from its log)."""
    found = _claims(monkeypatch)
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    for start in (0, 100, 200):
        _write(store, start)
    assert found == [True] * 3
    before = _export(store)
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before


@pytest.mark.parametrize("between", ["batch", "refused", "seal"])
def test_rows_written_over_after_the_helper_are_copied_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             between: str) -> None:
    """A batch whose helper copied its vectors past the rows, and then another batch was inserted over those rows
    (another writer), or a refused batch scaled into them, or the segment was frozen for a seal, before it took the
    lock: the insert copies its vectors from the logged record as before, and every row is the logged one."""
    found = _claims(monkeypatch)
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    _write(store, 0)
    batch, groups = _prepared(store, 7)
    if between == "batch":
        _write(store, 100)
    elif between == "refused":  # scaled into the rows past the segment's, then refused for its NaN
        refused, refused_groups = _prepared(store, 9, nan=True)
        assert isinstance(refused["embedding"], Unscaled)
        with pytest.raises(InvalidArgumentError):
            store._writes.insert(refused, refused_groups)
    else:
        with store.engine.lock:
            store.engine._start_background_seal()
        store.engine.wait_sealed()
    found.clear()
    with store.engine.lock:
        store._writes.insert(batch, groups)
    assert True not in found  # (a frozen segment is not asked)
    before = _export(store)
    store.engine.backend.abandon()
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert _export(again) == before
        assert again.check().ok
