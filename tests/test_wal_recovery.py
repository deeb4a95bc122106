"""WAL recovery of a store: a torn tail (the unacknowledged end of the newest file) is dropped, anything else
that is damaged is CorruptStoreError naming the file and offset, for writable and read-only opens alike;
``repair`` salvages every intact record; a failed checkpoint leaves no empty WAL files behind; a fuzz of
truncations and bit flips sees only those outcomes. ENGRAMDB_LONG=1 runs many more fuzz cases."""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
import shutil
import struct
from pathlib import Path

import numpy as np
import pytest

from engramdb import CorruptStoreError, IncompatibleStoreError, MemoryStore
from engramdb.__main__ import main
from engramdb.durable import backend as backend_module
from engramdb.durable import check_directory, repair
from engramdb.storage.wal import HEADER_SIZE, WriteAheadLog

from .durable_util import unit

FUZZ_CASES = 1000 if os.environ.get("ENGRAMDB_LONG") else 100
DIM = 4
ROWS = 30


def texts(n: int) -> list[str]:
    return [f"m{i}" for i in range(n)]


def make_store(path: Path, rows: int = ROWS, seal_first: bool = False) -> list[tuple[int, int]]:
    """A store whose newest WAL file holds `rows` inserts, one record each (a crash: no seal at the end);
    returns each record's (start, end) offsets in that file."""
    rng = np.random.default_rng(11)
    store = MemoryStore.open(path, dim=DIM, seal_rows=10**6, dedup=False)
    if seal_first:
        store.remember("a", "sealed", embedding=unit(rng, 1, DIM)[0])
        store.seal()
    bounds = []
    for text in texts(rows):
        start = wal_file(path).stat().st_size
        store.remember("a", text, embedding=unit(rng, 1, DIM)[0])
        bounds.append((start, wal_file(path).stat().st_size))
    store.engine.backend.abandon()
    return bounds


def wal_file(path: Path) -> Path:
    return max((path / "wal").glob("*.log"))


def flip(path: Path, offset: int, mask: int = 0x10) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= mask
    path.write_bytes(bytes(data))


def rows(path: Path, read_only: bool) -> list[str]:
    store = MemoryStore.open(path, read_only=read_only)
    try:
        return [t for t in store.export("a")["text"].to_pylist() if t != "sealed"]
    finally:
        if read_only:
            store.close()
        else:
            store.engine.backend.abandon()  # no seal: leave the files as the open left them


# -- corruption versus a torn tail -------------------------------------------------------------------------


@pytest.mark.parametrize("read_only", [True, False], ids=["read-only", "writable"])
def test_a_flipped_bit_followed_by_intact_records_is_corruption(tmp_path: Path, read_only: bool) -> None:
    """The issue's case: a bit flipped at byte 40 of the WAL used to drop every later acknowledged write."""
    path = tmp_path / "s"
    bounds = make_store(path)
    log = wal_file(path)
    before = log.read_bytes()
    assert bounds[0][0] < 40 < bounds[0][1]
    flip(log, 40)
    with pytest.raises(CorruptStoreError, match=rf"{log.name}.*offset {bounds[0][0]}\b.*repair"):
        MemoryStore.open(path, read_only=read_only)
    assert log.stat().st_size == len(before)  # nothing truncated: the records after the damage are kept
    report = check_directory(path)
    assert not report.ok and report.damaged_files() == [f"wal/{log.name}"]
    assert f"offset {bounds[0][0]}" in str(report) and "torn tail" not in str(report)


@pytest.mark.parametrize("field", ["length", "crc", "type", "payload"])
def test_damage_in_any_field_of_a_middle_record_is_corruption(tmp_path: Path, field: str) -> None:
    path = tmp_path / "s"
    bounds = make_store(path, rows=5)
    start = bounds[2][0]
    flip(wal_file(path), start + {"length": 2, "crc": 5, "type": 8, "payload": 12}[field], 0x40)
    for read_only in (True, False):
        with pytest.raises(CorruptStoreError, match=rf"offset {start}\b"):
            MemoryStore.open(path, read_only=read_only)
    assert not check_directory(path).ok


def test_a_torn_last_frame_is_dropped_silently(tmp_path: Path) -> None:
    path = tmp_path / "s"
    bounds = make_store(path)
    start, end = bounds[-1]
    os.truncate(wal_file(path), (start + end) // 2)
    report = check_directory(path)
    assert report.ok and "torn tail" in str(report)
    assert rows(path, read_only=True) == texts(ROWS - 1)
    assert rows(path, read_only=False) == texts(ROWS - 1)
    assert wal_file(path).stat().st_size == start  # the writer cut the tail
    assert check_directory(path).notes == []


def test_a_reader_whose_torn_tail_a_writer_trims_meanwhile_still_opens(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # A writer's O_DIRECT append writes whole blocks, then trims the padding: a reader can meet the padded block
    # (a bad frame), and the file shrinks between the reader's fstat and its look for an intact frame after it.
    # A map of the fstat's size failed ("mmap length is greater than file size": a CI run); the reader now
    # reads the bytes that are there.
    path = tmp_path / "s"
    make_store(path)
    log = wal_file(path)
    whole = log.stat().st_size
    with open(log, "ab") as f:  # a frame head whose payload the block's zeros do not match, then the padding
        f.write(struct.pack("<IIB", 100, 0xDEADBEEF, 1) + bytes(4096 - whole % 4096 - 9))
    real_fstat, trimmed = os.fstat, []

    def writer_trims_after_this_look(fd: int) -> os.stat_result:
        seen = real_fstat(fd)
        if not trimmed and os.path.realpath(f"/proc/self/fd/{fd}") == str(log.resolve()):
            trimmed.append(seen.st_size)
            os.truncate(log, whole)
        return seen

    monkeypatch.setattr(os, "fstat", writer_trims_after_this_look)
    assert rows(path, read_only=True) == texts(ROWS)
    assert trimmed and trimmed[0] > whole  # the trim did happen after a look at the padded file


def test_a_bad_frame_in_an_older_generation_is_corruption(tmp_path: Path) -> None:
    path = tmp_path / "s"
    make_store(path, rows=3)
    store = MemoryStore.open(path, seal_rows=10**6)
    store.engine.backend.wal.rotate()  # an older, closed generation holding records, as a crash mid-seal leaves
    store.remember("a", "newer", embedding=np.ones(DIM, np.float32))
    store.engine.backend.abandon()
    older = sorted((path / "wal").glob("*.log"))[0]
    flip(older, older.stat().st_size - 2)  # inside its LAST record: still not a torn tail
    for read_only in (True, False):
        with pytest.raises(CorruptStoreError, match=older.name):
            MemoryStore.open(path, read_only=read_only)
    assert check_directory(path).damaged_files() == [f"wal/{older.name}"]


# -- the manifest's WAL files must be there -----------------------------------------------------------------


@pytest.mark.parametrize("seal_first", [False, True], ids=["generation-1", "later-generation"])
@pytest.mark.parametrize("read_only", [True, False], ids=["read-only", "writable"])
def test_a_missing_wal_file_named_by_the_manifest_is_corruption(tmp_path: Path, read_only: bool,
                                                                 seal_first: bool) -> None:
    path = tmp_path / "s"
    make_store(path, seal_first=seal_first)
    log = wal_file(path)
    log.unlink()
    with pytest.raises(CorruptStoreError, match=r"wal.*missing"):
        MemoryStore.open(path, read_only=read_only)
    assert not check_directory(path).ok


def test_a_gap_between_generations_is_corruption(tmp_path: Path) -> None:
    path = tmp_path / "s"
    make_store(path, rows=2)
    store = MemoryStore.open(path, seal_rows=10**6)
    store.engine.backend.wal.rotate()
    store.remember("a", "newer", embedding=np.ones(DIM, np.float32))
    store.engine.backend.wal.rotate()
    store.engine.backend.abandon()
    middle = sorted((path / "wal").glob("*.log"))[1]
    middle.unlink()
    for read_only in (True, False):
        with pytest.raises(CorruptStoreError, match=r"missing"):
            MemoryStore.open(path, read_only=read_only)


# -- a failed checkpoint -------------------------------------------------------------------------------------


def test_failed_checkpoints_leave_no_empty_wal_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s"
    rng = np.random.default_rng(5)
    store = MemoryStore.open(path, dim=DIM, seal_rows=10**6, dedup=False)
    store.remember_many("a", texts(10), embeddings=unit(rng, 10, DIM))
    before = sorted(p.name for p in (path / "wal").glob("*.log"))

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(backend_module, "write_segment", full_disk)
    for i in range(5):
        with contextlib.suppress(OSError):  # however the engine reports a failed seal
            store.seal()
        store.remember("a", f"after failure {i}", embedding=unit(rng, 1, DIM)[0])
    after = sorted((path / "wal").glob("*.log"))
    assert [p.name for p in after] == before  # the failed checkpoints rotated nothing
    assert all(p.stat().st_size > HEADER_SIZE for p in after)
    monkeypatch.undo()
    store.close()
    assert len(list((path / "wal").glob("*.log"))) == 1
    expected = [*texts(10), *(f"after failure {i}" for i in range(5))]
    assert rows(path, read_only=True) == expected


def test_an_empty_trailing_generation_left_by_a_crash_is_tolerated(tmp_path: Path) -> None:
    path = tmp_path / "s"
    make_store(path, rows=4)
    store = MemoryStore.open(path, seal_rows=10**6)
    store.engine.backend.wal.rotate()  # a crash right after a checkpoint's rotate
    store.engine.backend.abandon()
    assert rows(path, read_only=True) == texts(4)
    assert rows(path, read_only=False) == texts(4)
    assert check_directory(path).ok


# -- repair ---------------------------------------------------------------------------------------------------


def test_repair_salvages_every_intact_record_and_reports_the_loss(tmp_path: Path) -> None:
    path = tmp_path / "s"
    bounds = make_store(path)
    log = wal_file(path)
    flip(log, bounds[3][0] + 12)  # the payload of the fourth insert
    dry = repair(path, dry_run=True)
    assert not dry.repaired and log.exists() and dry.records_kept == ROWS - 1
    report = repair(path)
    assert report.repaired and report.lost_anything
    assert report.records_kept == ROWS - 1 and report.records_lost == 1
    (loss,) = report.lost
    assert (loss.file, loss.start, loss.end, loss.bytes) == (
        f"wal/{log.name}", bounds[3][0], bounds[3][1], bounds[3][1] - bounds[3][0])
    assert loss.records == 1 and "CRC" in loss.reason
    assert report.torn == [] and report.missing == []
    assert f"wal/{log.name} bytes {bounds[3][0]}-{bounds[3][1]}" in str(report)
    assert check_directory(path).ok
    assert rows(path, read_only=True) == [t for i, t in enumerate(texts(ROWS)) if i != 3]
    assert rows(path, read_only=False) == [t for i, t in enumerate(texts(ROWS)) if i != 3]
    again = repair(path)
    assert not again.repaired and not again.lost_anything and "nothing to repair" in str(again)


def test_repair_of_a_damaged_length_resyncs_on_the_next_intact_record(tmp_path: Path) -> None:
    path = tmp_path / "s"
    bounds = make_store(path, rows=8)
    flip(wal_file(path), bounds[2][0] + 3, 0x01)  # the length's high byte: the frame claims 16 MiB
    report = repair(path)
    (loss,) = report.lost
    assert (loss.start, loss.end, loss.records) == (bounds[2][0], bounds[2][1], None)  # at least one record
    assert report.records_kept == 7
    assert rows(path, read_only=True) == [t for i, t in enumerate(texts(8)) if i != 2]


def test_repair_reports_a_torn_tail_and_a_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "s"
    bounds = make_store(path, rows=6)
    os.truncate(wal_file(path), bounds[-1][1] - 2)
    report = repair(path)
    assert not report.lost_anything and report.records_kept == 5
    assert [(t.start, t.bytes) for t in report.torn] == [(bounds[-1][0], bounds[-1][1] - 2 - bounds[-1][0])]
    assert rows(path, read_only=True) == texts(5)

    wal_file(path).unlink()
    report = repair(path)
    assert report.lost_anything and report.missing and report.records_kept == 0
    assert "missing" in str(report)
    assert rows(path, read_only=False) == []  # opens again, with what the segments hold
    assert check_directory(path).ok


def test_repair_refuses_a_store_open_for_writing(tmp_path: Path) -> None:
    from engramdb import StoreLockedError

    path = tmp_path / "s"
    with MemoryStore.open(path, dim=DIM), pytest.raises(StoreLockedError):
        repair(path)


def test_repair_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s"
    bounds = make_store(path, rows=5)
    assert main(["repair", str(path)]) == 0  # an intact WAL: nothing lost
    assert "nothing to repair" in capsys.readouterr().out
    flip(wal_file(path), bounds[1][0] + 12)
    assert main(["repair", "--dry-run", str(path)]) == 1
    assert "would lose" in capsys.readouterr().out
    assert main(["repair", "--json", str(path)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["repaired"] and out["records_kept"] == 4 and out["records_lost"] == 1
    assert out["lost"][0]["start"] == bounds[1][0] and out["lost"][0]["file"].startswith("wal/")
    assert main(["repair", str(path)]) == 0
    assert main(["repair", str(tmp_path / "nowhere")]) == 2
    assert "no store" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        main(["repair", str(path), "--no-such-option"])
    assert exc.value.code == 2


# -- fuzz -----------------------------------------------------------------------------------------------------


def _record_ends(data: bytes) -> list[int]:
    ends, offset = [], HEADER_SIZE
    while offset < len(data):
        (length,) = struct.unpack_from("<I", data, offset)
        offset += 9 + length
        ends.append(offset)
    return ends


def test_fuzz_truncations_and_bit_flips_of_a_store_wal(tmp_path: Path) -> None:
    """Every outcome is a clean open holding every record before the damage (a torn tail loses only the
    last record), or CorruptStoreError (IncompatibleStoreError for a flipped version byte): never an
    intact record silently lost, never another exception."""
    rng = random.Random(20261201)
    src = tmp_path / "src"
    n = 12
    make_store(src, rows=n)
    data = wal_file(src).read_bytes()
    ends = _record_ends(data)
    assert len(ends) == n
    work = tmp_path / "work"
    for case in range(FUZZ_CASES):
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(src, work)
        damaged = bytearray(data)
        if rng.random() < 0.4:
            cut = rng.randrange(0, len(data))
            damaged = damaged[:cut]
            first_bad = cut
            intact = sum(1 for e in ends if e <= cut)
        else:
            first_bad = rng.randrange(0, len(data))
            damaged[first_bad] ^= 1 << rng.randrange(8)
            intact = sum(1 for e in ends if e <= first_bad)
        wal_file(work).write_bytes(bytes(damaged))
        read_only = bool(case % 2)
        try:
            got = rows(work, read_only=read_only)
        except CorruptStoreError:
            continue
        except IncompatibleStoreError:
            assert first_bad == 5, f"case {case}"
            continue
        if first_bad < HEADER_SIZE and len(damaged) > HEADER_SIZE:
            assert got == texts(n), f"case {case}: a header byte that does not matter (flags, reserved)"
        else:
            assert got == texts(len(got)), f"case {case}: not a prefix"
            assert len(got) >= intact, f"case {case}: an intact record before the damage was lost"
            if len(got) < n:  # something was dropped: it must have been a torn tail, the last record only
                assert intact >= n - 1 or len(damaged) < len(data), f"case {case}: silent loss"
                assert len(got) == intact, f"case {case}"


def test_fuzz_of_a_multi_generation_log(tmp_path: Path) -> None:
    """The same at the WAL level over three generation files with varied record sizes."""
    rng = random.Random(7)
    src = tmp_path / "src"
    records: list[tuple[int, bytes]] = []
    with WriteAheadLog(src) as log:
        for g in range(3):
            if g:
                log.rotate()
            batch = [(rng.randrange(1, 5), rng.randbytes(rng.choice([0, 1, 9, 40, 300]))) for _ in range(8)]
            for i in range(0, 8, 3):
                log.append(batch[i:i + 3])
            records += batch
    files = sorted(src.iterdir())
    work = tmp_path / "work"
    for case in range(FUZZ_CASES):
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(src, work)
        which = rng.randrange(3)
        target = work / files[which].name
        data = bytearray(target.read_bytes())
        if rng.random() < 0.4:
            cut = rng.randrange(HEADER_SIZE, len(data))
            target.write_bytes(bytes(data[:cut]))
            offset = cut
        else:
            offset = rng.randrange(HEADER_SIZE, len(data))
            data[offset] ^= 1 << rng.randrange(8)
            target.write_bytes(bytes(data))
        ends = _record_ends(files[which].read_bytes())
        truncated = len(data) != len(target.read_bytes())
        if which < 2 and truncated and offset in (HEADER_SIZE, *ends):
            continue  # a closed generation cut at a frame boundary looks whole: format v1 has no end marker
        before = 8 * which + sum(1 for e in ends if e <= offset)
        for read_only in (True, False):
            try:
                with WriteAheadLog(work, read_only=read_only) as log:
                    got = list(log.replay())
            except CorruptStoreError:
                continue
            assert got == records[:len(got)], f"case {case}"
            assert len(got) >= before, f"case {case}: an intact record before the damage was lost"
            if len(got) < len(records):  # only the newest file's tail may go: cut, or its last frame torn
                assert which == 2 and len(got) == before, f"case {case}: silent loss"
                assert truncated or before == len(records) - 1, f"case {case}: silent loss"
