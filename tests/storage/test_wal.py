"""WriteAheadLog: format, round trip, group commit, torn tails, corruption, rotation, purge, kill -9."""

from __future__ import annotations

import os
import random
import shutil
import signal
import struct
import time
import zlib
from pathlib import Path

import pytest

from engramdb.errors import CorruptStoreError, IncompatibleStoreError, InvalidArgumentError, ReadOnlyError
from engramdb.storage import wal as wal_module
from engramdb.storage.wal import WriteAheadLog

HEADER = b"EGWAL\x01\x00\x00"


def gen_file(directory: Path, generation: int) -> Path:
    return directory / f"{generation:08d}.log"


def replayed(directory: Path, **kwargs: object) -> list[tuple[int, bytes]]:
    with WriteAheadLog(directory, **kwargs) as log:
        return list(log.replay())


def flip_byte(path: Path, offset: int) -> None:
    data = bytearray(path.read_bytes())
    data[offset] ^= 0x10
    path.write_bytes(bytes(data))


def test_exact_bytes_on_disk(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        log.append([(7, b"hi"), (0, b"")])
    expected = (
        HEADER
        + struct.pack("<IIB", 2, zlib.crc32(b"\x07hi"), 7) + b"hi"
        + struct.pack("<IIB", 0, zlib.crc32(b"\x00"), 0)
    )
    assert gen_file(tmp_path, 1).read_bytes() == expected
    assert os.listdir(tmp_path) == ["00000001.log"]


def test_round_trip_many_types_empty_and_large_payloads(tmp_path: Path) -> None:
    rng = random.Random(7)
    records = [(i % 256, rng.randbytes(rng.randrange(0, 300))) for i in range(600)]
    records += [(3, b""), (255, rng.randbytes(1 << 20)), (0, b"")]
    records += [(1, bytearray(b"ba")), (2, memoryview(b"mv"))]  # any bytes-like payload
    with WriteAheadLog(tmp_path) as log:
        log.append(records[:400])  # one group commit
        for record in records[400:]:
            log.append([record])
        log.append([])  # no-op
        assert list(log.replay()) == [(t, bytes(p)) for t, p in records]
        size = log.size_bytes()
    assert size == gen_file(tmp_path, 1).stat().st_size == 8 + sum(9 + len(p) for _, p in records)
    assert replayed(tmp_path) == records
    assert replayed(tmp_path, read_only=True) == records


def test_group_commit_is_one_write_and_one_sync(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real_write, real_writev, real_sync = os.write, os.writev, wal_module._fdatasync
    with WriteAheadLog(tmp_path) as log:
        monkeypatch.setattr(os, "write", lambda fd, data: calls.append("write") or real_write(fd, data))
        monkeypatch.setattr(os, "writev", lambda fd, parts: calls.append("writev") or real_writev(fd, parts))
        monkeypatch.setattr(wal_module, "_fdatasync", lambda fd: calls.append("sync") or real_sync(fd))
        log.append([(1, b"a" * 1000), (2, b""), (3, b"c" * 70000)])
        monkeypatch.undo()
        assert calls == ["writev", "sync"]  # one system call for the three records, headers and payloads
        assert [t for t, _ in log.replay()] == [1, 2, 3]


def test_sync_false_skips_fsync_but_writes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wal_module, "_fdatasync", lambda fd: pytest.fail("fsync with sync=False"))
    with WriteAheadLog(tmp_path, sync=False) as log:
        log.append([(1, b"x")])
    monkeypatch.undo()
    assert replayed(tmp_path) == [(1, b"x")]


@pytest.mark.parametrize("bad", [(256, b"x"), (-1, b"x"), (True, b"x"), ("1", b"x"), (1, "text"), (1, None)])
def test_invalid_records_are_refused_and_nothing_is_written(tmp_path: Path, bad: tuple) -> None:
    with WriteAheadLog(tmp_path) as log:
        with pytest.raises(InvalidArgumentError):
            log.append([(1, b"fine"), bad])
        assert list(log.replay()) == []
        assert log.size_bytes() == 8


def test_closed_and_read_only_logs_refuse_writes(tmp_path: Path) -> None:
    log = WriteAheadLog(tmp_path)
    log.close()
    log.close()  # idempotent
    with pytest.raises(InvalidArgumentError, match="closed"):
        log.append([(1, b"x")])
    with WriteAheadLog(tmp_path, read_only=True) as ro:
        with pytest.raises(ReadOnlyError):
            ro.append([(1, b"x")])
        with pytest.raises(ReadOnlyError):
            ro.rotate()


def test_missing_empty_and_short_files(tmp_path: Path) -> None:
    missing = tmp_path / "a" / "wal"
    assert replayed(missing, read_only=True) == []
    assert not missing.exists()  # read-only creates nothing
    with WriteAheadLog(missing) as log:
        assert log.generation == 1
        log.append([(1, b"x")])
    assert replayed(missing) == [(1, b"x")]

    for short in (b"", b"EGW", HEADER[:7]):
        d = tmp_path / f"short{len(short)}"
        d.mkdir()
        gen_file(d, 4).write_bytes(short)
        assert replayed(d, read_only=True) == []
        assert gen_file(d, 4).read_bytes() == short  # untouched by a reader
        with WriteAheadLog(d) as log:
            assert log.generation == 4
            assert list(log.replay()) == []
            log.append([(9, b"after")])
        assert gen_file(d, 4).read_bytes()[:8] == HEADER
        assert replayed(d) == [(9, b"after")]


def test_bad_header_is_corrupt_and_newer_version_incompatible(tmp_path: Path) -> None:
    gen_file(tmp_path, 1).write_bytes(b"NOTAWAL!" + b"\0" * 20)
    with pytest.raises(CorruptStoreError, match=r"00000001\.log"):
        WriteAheadLog(tmp_path)
    gen_file(tmp_path, 1).write_bytes(b"EGWAL\x02\x00\x00")
    with pytest.raises(IncompatibleStoreError):
        WriteAheadLog(tmp_path)


def _write_log(directory: Path, records: list[tuple[int, bytes]]) -> tuple[int, int]:
    """Write records (the last in its own append); return (offset of last record, end of file)."""
    with WriteAheadLog(directory) as log:
        log.append(records[:-1])
        start = log.size_bytes()
        log.append(records[-1:])
        return start, log.size_bytes()


def test_torn_tail_at_every_offset_of_the_last_record(tmp_path: Path) -> None:
    records = [(i % 3, f"record {i};".encode() * (i + 1)) for i in range(12)]
    src = tmp_path / "src"
    start, end = _write_log(src, records)
    data = gen_file(src, 1).read_bytes()
    assert len(data) == end and end - start > 100
    work = tmp_path / "work"
    for cut in range(start, end):
        shutil.rmtree(work, ignore_errors=True)
        work.mkdir()
        gen_file(work, 1).write_bytes(data[:cut])
        assert replayed(work, read_only=True) == records[:-1]
        assert gen_file(work, 1).stat().st_size == cut  # a reader never truncates
        with WriteAheadLog(work, sync=False) as log:
            assert gen_file(work, 1).stat().st_size == start  # the torn tail is cut at open
            assert list(log.replay()) == records[:-1]
            log.append([(42, b"after the tear")])
        assert replayed(work) == [*records[:-1], (42, b"after the tear")]


@pytest.mark.parametrize(
    "garbage",
    [b"\0" * 64, struct.pack("<IIB", 0xFFFFFFFF, 0, 1) + b"x" * 20, struct.pack("<IIB", (1 << 30) + 1, 0, 1)],
    ids=["zero-filled", "absurd-length-u32-max", "absurd-length-1GiB+1"],
)
def test_garbage_tail_is_dropped(tmp_path: Path, garbage: bytes) -> None:
    records = [(1, b"a"), (2, b"bb")]
    _write_log(tmp_path, records)
    with open(gen_file(tmp_path, 1), "ab") as f:
        f.write(garbage)
    with WriteAheadLog(tmp_path) as log:
        assert list(log.replay()) == records
        log.append([(3, b"c")])
    assert replayed(tmp_path) == [*records, (3, b"c")]


def test_flipped_bit_in_last_record_is_dropped(tmp_path: Path) -> None:
    records = [(1, b"first"), (2, b"second"), (3, b"third payload")]
    start, end = _write_log(tmp_path, records)
    flip_byte(gen_file(tmp_path, 1), end - 3)
    assert replayed(tmp_path) == records[:-1]
    assert gen_file(tmp_path, 1).stat().st_size == start


def test_flipped_bit_in_middle_of_closed_generation_raises(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, b"one" * 10), (1, b"two" * 10), (1, b"three" * 10)])
        log.rotate()
        log.append([(2, b"newer generation")])
    old = gen_file(tmp_path, 1)
    size = old.stat().st_size
    flip_byte(old, 8 + 39 + 9 + 5)  # inside the payload of the second record
    for read_only in (True, False):
        with WriteAheadLog(tmp_path, read_only=read_only) as log:
            replay = log.replay()
            assert next(replay) == (1, b"one" * 10)
            with pytest.raises(CorruptStoreError, match=r"00000001\.log.*CRC mismatch at offset 47"):
                next(replay)
    assert old.stat().st_size == size  # a closed generation is never truncated


def test_rotate_drop_before_and_start_generation(tmp_path: Path) -> None:
    a, b, c = [(1, b"a")], [(2, b"b"), (2, b"bb")], [(3, b"c")]
    with WriteAheadLog(tmp_path) as log:
        log.append(a)
        assert log.rotate() == 2
        log.append(b)
        assert log.rotate() == 3
        log.append(c)
        assert log.generations() == [1, 2, 3]
        assert list(log.replay()) == a + b + c
        assert list(log.replay(start_generation=2)) == b + c
        with pytest.raises(InvalidArgumentError):
            log.drop_before(4)
        log.drop_before(3)
        assert sorted(os.listdir(tmp_path)) == ["00000003.log"]
        assert list(log.replay()) == c
        assert log.size_bytes() == gen_file(tmp_path, 3).stat().st_size
    with WriteAheadLog(tmp_path) as log:
        assert log.generation == 3
        log.append(a)
        assert list(log.replay()) == c + a


def test_a_reader_tolerates_a_generation_dropped_after_it_listed_the_files(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A writer's drop_before can delete a generation between a read-only open listing the directory and
    reading that file's header (the race behind a flaky snapshot test): the reader skips it — only
    generations a newer manifest made obsolete are ever dropped — while a writable open stays strict."""
    a, b = [(1, b"a")], [(2, b"b")]
    with WriteAheadLog(tmp_path) as log:
        log.append(a)
        log.rotate()
        log.append(b)
    real = WriteAheadLog._read_header

    def dropped_first(self: WriteAheadLog, generation: int, newest: bool) -> int | None:
        if generation == 1:
            gen_file(tmp_path, 1).unlink(missing_ok=True)  # what the writer's drop_before(2) does
        return real(self, generation, newest)

    monkeypatch.setattr(WriteAheadLog, "_read_header", dropped_first)
    with WriteAheadLog(tmp_path, read_only=True) as ro:
        assert ro.generations() == [2] and list(ro.replay(start_generation=2)) == b
    shutil.copy(gen_file(tmp_path, 2), gen_file(tmp_path, 1))  # listed again, vanishes again
    with pytest.raises(FileNotFoundError):
        WriteAheadLog(tmp_path)


MARKER = b"ERASE-ME-7f3a"


def _files_containing(directory: Path, needle: bytes) -> list[str]:
    return [p.name for p in directory.rglob("*") if p.is_file() and needle in p.read_bytes()]


def test_purge_leaves_no_byte_of_earlier_payloads(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, MARKER + b" one"), (1, b"x" * 5000 + MARKER)])
        log.rotate()
        log.append([(1, MARKER * 3)])
        assert len(_files_containing(tmp_path, MARKER)) == 2
        generation = log.purge()
        assert generation == 3 and log.generations() == [3] and log.size_bytes() == 8
        assert list(log.replay()) == []
        assert _files_containing(tmp_path, MARKER) == []
        log.append([(2, b"kept")])
    assert os.listdir(tmp_path) == ["00000003.log"]
    assert replayed(tmp_path) == [(2, b"kept")]


def test_purge_interrupted_by_a_crash_never_resurrects(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, MARKER)])
        log.rotate()
        log.append([(1, MARKER + b"2")])
    survivors = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    with WriteAheadLog(tmp_path) as log:
        log.purge()
        log.append([(2, b"after purge")])
    for name, data in survivors.items():  # as if the crash came before the deletions were durable
        (tmp_path / name).write_bytes(data)
    assert replayed(tmp_path, read_only=True) == [(2, b"after purge")]
    assert replayed(tmp_path) == [(2, b"after purge")]
    assert _files_containing(tmp_path, MARKER) == []  # the writable open deleted the void files


def test_stale_temp_files_are_removed_at_open(tmp_path: Path) -> None:
    stale = tmp_path / ".00000002.log.abcdef.tmp"
    stale.write_bytes(HEADER + MARKER)
    WriteAheadLog(tmp_path).close()
    assert not stale.exists()


CHILD = r"""
import sys
from engramdb.storage.wal import WriteAheadLog

def payload(seq):
    return seq.to_bytes(8, "little") * (1 + (seq * 7919) % 4000)

log = WriteAheadLog(sys.argv[1])
seq = sum(1 for _ in log.replay())
while True:
    batch = 1 + seq % 4
    log.append([((seq + i) % 256, payload(seq + i)) for i in range(batch)])
    seq += batch
    print(seq, flush=True)
"""


def _payload(seq: int) -> bytes:
    return seq.to_bytes(8, "little") * (1 + (seq * 7919) % 4000)


def test_acknowledged_appends_survive_kill_9(tmp_path: Path, spawn_python) -> None:
    rng = random.Random(20240601)
    acknowledged = 0
    for _ in range(20):
        child = spawn_python(CHILD, str(tmp_path))
        lines = [child.stdout.readline() for _ in range(rng.randint(1, 25))]
        time.sleep(rng.random() * 0.003)  # land anywhere in an append, an fsync or a print
        os.kill(child.pid, signal.SIGKILL)
        lines += child.stdout.read().splitlines()
        child.wait()
        child.stdout.close()
        acks = [int(line) for line in lines if line.strip()]
        assert acks, "the child acknowledged nothing"
        acknowledged = max(acknowledged, acks[-1])
        records = replayed(tmp_path)
        assert len(records) >= acknowledged
        for seq, (rtype, payload) in enumerate(records):
            assert rtype == seq % 256 and payload == _payload(seq), f"record {seq} is wrong"
    assert acknowledged > 20


# -- torn tail versus corruption, gaps, unrotate -------------------------------------------------------------


@pytest.mark.parametrize("where", [8 + 2, 8 + 5, 8 + 8, 8 + 12], ids=["length", "crc", "type", "payload"])
def test_a_bad_frame_with_intact_frames_after_it_is_corruption(tmp_path: Path, where: int) -> None:
    records = [(1, b"first record"), (2, b"second"), (3, b"third")]
    _write_log(tmp_path, records)
    size = gen_file(tmp_path, 1).stat().st_size
    flip_byte(gen_file(tmp_path, 1), where)
    for read_only in (True, False):
        with pytest.raises(CorruptStoreError, match=r"00000001\.log.*at offset 8, and intact records follow "
                                                    r"from offset 29"):
            WriteAheadLog(tmp_path, read_only=read_only)
    assert gen_file(tmp_path, 1).stat().st_size == size  # nothing truncated


def test_record_types_narrow_what_counts_as_an_intact_frame(tmp_path: Path) -> None:
    _write_log(tmp_path, [(1, b"one"), (9, b"unknown type")])
    flip_byte(gen_file(tmp_path, 1), 8 + 9)
    with pytest.raises(CorruptStoreError):
        WriteAheadLog(tmp_path, read_only=True)
    with WriteAheadLog(tmp_path, read_only=True, record_types={1, 2}) as log:  # a type-9 frame is no evidence
        assert list(log.replay()) == []


def test_scan_generation_resyncs_and_counts(tmp_path: Path) -> None:
    records = [(1, b"a" * 10), (1, b"b" * 10), (1, b"c" * 10), (1, b"d" * 10)]
    _write_log(tmp_path, records)
    path = gen_file(tmp_path, 1)
    flip_byte(path, 8 + 19 + 12)  # payload of the second frame
    data = bytearray(path.read_bytes())
    data[8 + 3 * 19 + 1] ^= 0x7F  # length of the fourth, now past the end: a torn tail
    path.write_bytes(bytes(data))
    items = list(wal_module.scan_generation(path))
    assert [type(i).__name__ for i in items] == ["Frame", "Damage", "Frame", "Damage"]
    assert items[1] == wal_module.Damage(27, 46, "CRC mismatch", True, 1)
    assert items[3].start == 65 and items[3].end == 84 and not items[3].resumes


def test_a_gap_between_generations_is_corruption(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        for _ in range(3):
            log.append([(1, b"x")])
            log.rotate()
    gen_file(tmp_path, 2).unlink()
    for read_only in (True, False):
        with pytest.raises(CorruptStoreError, match=r"00000002\.log is missing"):
            WriteAheadLog(tmp_path, read_only=read_only)


def test_unrotate_deletes_an_empty_generation_and_appends_to_the_previous(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, b"a")])
        assert log.rotate() == 2
        reader = WriteAheadLog(tmp_path, read_only=True)  # has listed generation 2
        assert log.unrotate() and log.generation == 1 and log.generations() == [1]
        assert os.listdir(tmp_path) == ["00000001.log"]
        log.append([(2, b"b")])
        assert list(reader.replay()) == [(1, b"a")]  # the vanished empty file reads as empty
        assert not log.unrotate()  # nothing before generation 1
        log.rotate()
        log.append([(3, b"c")])
        assert not log.unrotate()  # holds a record
        log.rotate()
        log.purge()
        assert not log.unrotate()  # a barrier voids older files: never undone
    assert replayed(tmp_path) == []


def _first_intact_brute_force(data: bytes, start: int, types: set[int] | None) -> int | None:
    for offset in range(start, len(data) - 8):
        length, crc, rtype = struct.unpack_from("<IIB", data, offset)
        body = data[offset + 9:offset + 9 + length]
        if offset + 9 + length <= len(data) and (types is None or rtype in types) and \
                zlib.crc32(body, zlib.crc32(bytes((rtype,)))) == crc:
            return offset
    return None


def test_the_forward_scan_agrees_with_brute_force(tmp_path: Path) -> None:
    """The scan for an intact frame after a bad one computes CRCs from prefix CRCs (linear time); this is
    its oracle: a CRC over each candidate's payload, on noise, zero runs and embedded frames."""
    rng = random.Random(3)
    path = tmp_path / "f"
    for case in range(300):
        parts = []
        for _ in range(rng.randrange(0, 6)):
            kind = rng.random()
            if kind < 0.3:
                parts.append(rng.randbytes(rng.randrange(0, 200)))
            elif kind < 0.5:
                parts.append(b"\0" * rng.randrange(0, 100))
            else:
                payload, rtype = rng.randbytes(rng.randrange(0, 100)), rng.randrange(0, 6)
                parts.append(struct.pack("<IIB", len(payload), zlib.crc32(bytes((rtype,)) + payload), rtype) + payload)
        data = rng.randbytes(8) + b"".join(parts)
        path.write_bytes(data)
        start, types = rng.randrange(0, len(data)), rng.choice([None, {1, 2, 3, 4}])
        with open(path, "rb") as f:
            assert wal_module._next_frame(f, start, len(data), types) == \
                _first_intact_brute_force(data, start, types), f"case {case}"


def test_cut_back_undoes_only_the_last_append(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path / "wal") as wal:
        wal.append([(1, b"kept")])
        start = wal.end
        wal.append([(2, b"cut")])
        end = wal.end
        assert wal.cut_back(start, end) and wal.end == start
        assert not wal.cut_back(start, end)  # nothing there to cut any more
        wal.append([(3, b"after")])
        start2 = wal.end
        wal.append([(4, b"x")])
        end2 = wal.end
        wal.append([(5, b"y")])
        assert not wal.cut_back(start2, end2)  # something was appended after it
    with WriteAheadLog(tmp_path / "wal") as wal:
        assert list(wal.replay()) == [(1, b"kept"), (3, b"after"), (4, b"x"), (5, b"y")]


def _reserved_append(log: WriteAheadLog, rtype: int, head: bytes, body: bytes) -> None:
    reserved = log.reserve(len(head), len(body))
    view = memoryview(reserved.body).cast("B")
    view[:] = body
    del view
    log.append_reserved(rtype, head, reserved)


@pytest.mark.parametrize("native", [True, False], ids=["native", "python"])
@pytest.mark.parametrize("direct", [True, False])
def test_append_reserved_writes_what_append_writes(tmp_path: Path, direct: bool, native: bool,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # the same bytes as append, at every offset in the block (O_DIRECT rewrites the first block with what was there),
    # whether it goes direct or through the page cache, with the native I/O calls or Python's; appends and cut_back
    # go on after it
    if not native:
        monkeypatch.setattr(wal_module, "_native_append", None)
        monkeypatch.setattr(wal_module, "_native_direct_append", None)
    rng = random.Random(3)
    records = [(rng.randrange(256), rng.randbytes(rng.randrange(20)), rng.randbytes(rng.randrange(1, 20_000)))
               for _ in range(30)]
    with WriteAheadLog(tmp_path / "a") as plain, WriteAheadLog(tmp_path / "b") as reserved:
        reserved._direct_ok &= direct
        for i, (rtype, head, body) in enumerate(records):
            plain.append([(rtype, head + body)], sync=False)
            _reserved_append(reserved, rtype, head, body)
            if i % 5 == 0:
                plain.append([(1, b"x" * i)])
                reserved.append([(1, b"x" * i)])
            assert reserved.end == plain.end
        assert (reserved._direct is not None) == (direct and bool(wal_module._O_DIRECT))
    assert gen_file(tmp_path / "b", 1).read_bytes() == gen_file(tmp_path / "a", 1).read_bytes()
    assert replayed(tmp_path / "b") == replayed(tmp_path / "a")


def test_append_reserved_after_the_end_moved_or_a_rotation(tmp_path: Path) -> None:
    with WriteAheadLog(tmp_path) as log:
        reserved = log.reserve(2, 5000)
        memoryview(reserved.body).cast("B")[:] = b"v" * 5000
        log.append([(3, b"moved the end")])
        log.append_reserved(9, b"hd", reserved)  # placed for another offset: written through the page cache
        log.rotate()
        _reserved_append(log, 9, b"h2", b"w" * 7000)  # a new generation: its own O_DIRECT descriptor
    assert replayed(tmp_path) == [(3, b"moved the end"), (9, b"hd" + b"v" * 5000), (9, b"h2" + b"w" * 7000)]


def test_a_reserved_buffer_is_reused_only_once_its_views_are_gone(tmp_path: Path) -> None:
    import numpy as np

    with WriteAheadLog(tmp_path) as log:
        first = log.reserve(0, 8192)
        kept = np.frombuffer(first.body, np.uint8)[10:]  # a view of a view: still holds the buffer
        kept[:] = 7
        log.append_reserved(1, b"", first)
        held = first.buffer
        del first
        second = log.reserve(0, 8192)
        assert second.buffer is not held  # another buffer
        np.frombuffer(second.body, np.uint8)[:] = 1
        assert (kept == 7).all()
        log.append_reserved(1, b"", second)
        del second
        assert len(log._free) == 1
        del kept
        assert len(log._free) == 2


def test_a_crash_between_the_direct_write_and_the_cut_is_a_torn_tail(tmp_path: Path) -> None:
    # the O_DIRECT write leaves the record and zeros up to the block's end until ftruncate cuts them: a crash there
    # reads as a torn tail after the record, dropped; the record itself was never acknowledged either way
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, b"acknowledged")])
        _reserved_append(log, 2, b"h", b"z" * 3000)
        end = log.end
    path = gen_file(tmp_path, 1)
    with path.open("ab") as f:
        f.write(bytes(4096 - end % 4096))
    assert replayed(tmp_path) == [(1, b"acknowledged"), (2, b"h" + b"z" * 3000)]
    assert path.stat().st_size == end  # truncated at the torn tail


@pytest.mark.parametrize("sync", [True, False])
def test_the_native_append_writes_the_python_frame(tmp_path: Path, sync: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # one record (a payload of several parts, empty ones among them) per append: the native call (frame, CRC, writev,
    # fdatasync) and the Python one write the same bytes, and the native one returns the frame's CRC
    if wal_module._native_append is None:
        pytest.skip("a core without wal_append")
    rng = random.Random(11)
    records = [(rng.randrange(256), [rng.randbytes(rng.randrange(0, 3000)) for _ in range(rng.randrange(1, 5))])
               for _ in range(40)] + [(5, [b""]), (6, [b"", memoryview(b"xyz"), bytearray(b"q" * 5000)])]
    with WriteAheadLog(tmp_path / "native", sync=sync) as native:
        for rtype, parts in records:
            native.append([(rtype, parts)])
    monkeypatch.setattr(wal_module, "_native_append", None)
    with WriteAheadLog(tmp_path / "python", sync=sync) as python:
        for rtype, parts in records:
            python.append([(rtype, parts)])
    assert gen_file(tmp_path / "native", 1).read_bytes() == gen_file(tmp_path / "python", 1).read_bytes()
    assert replayed(tmp_path / "native") == [(t, b"".join(map(bytes, p))) for t, p in records]
    payload = [b"ab", b"cde"]
    with open(tmp_path / "raw", "wb") as f:
        assert wal_module._core.wal_append(f.fileno(), 9, payload, False) == zlib.crc32(b"\x09abcde")


def test_the_native_appends_raise_os_errors(tmp_path: Path) -> None:
    if wal_module._native_append is None or wal_module._native_direct_append is None:
        pytest.skip("a core without the native appends")
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    fd = os.open(path, os.O_RDONLY)
    try:
        with pytest.raises(OSError) as failed:
            wal_module._core.wal_append(fd, 1, [b"payload"], True)
        assert failed.value.errno == 9  # EBADF: not open for writing
        with pytest.raises(OSError):
            wal_module._core.wal_direct_append(fd, fd, bytearray(4096), 0, 4096, 0, 10)
        with pytest.raises(ValueError):
            wal_module._core.wal_append(fd, 256, [b"x"], False)
        with pytest.raises(ValueError):
            wal_module._core.wal_direct_append(fd, fd, bytearray(4096), 0, 8192, 0, 10)  # past the buffer
        with pytest.raises(ValueError):
            wal_module._core.wal_append(fd, 1, [memoryview(b"abcdef")[::2]], False)  # not contiguous
    finally:
        os.close(fd)
    assert path.read_bytes() == b"x" * 10


def test_a_failed_native_direct_write_is_truncated_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the O_DIRECT append fails after writing part of the record: the file is cut back to its end before it, and the
    # log goes on (the batch was never acknowledged)
    def failing(direct: int, fd: int, buffer: object, lead: int, size: int, offset: int, end: int) -> None:
        os.pwrite(fd, b"garbage" * 100, offset + lead)
        raise OSError(28, "No space left on device (injected)")

    with WriteAheadLog(tmp_path) as log:
        log.append([(1, b"acknowledged")])
        end = log.end
        monkeypatch.setattr(wal_module, "_native_direct_append", failing)
        monkeypatch.setattr(log, "_direct_write", lambda *a: failing(*a[:5], a[5] - a[5] % 4096, a[6]))
        reserved = log.reserve(3, 6000)
        memoryview(reserved.body).cast("B")[:] = b"v" * 6000
        if log._direct_fd() is None:
            pytest.skip("no O_DIRECT here")
        with pytest.raises(OSError):
            log.append_reserved(2, b"hed", reserved)
        assert log.end == end == gen_file(tmp_path, 1).stat().st_size
        log.append([(3, b"after")])
    assert replayed(tmp_path) == [(1, b"acknowledged"), (3, b"after")]


def test_a_reserved_crc_is_the_records(tmp_path: Path) -> None:
    # the store's vectors are checksummed as they are scaled (Reserved.crc): the record reads back intact with it
    import numpy as np

    from engramdb import _core

    matrix = np.random.default_rng(2).normal(size=(300, 7)).astype(np.float32)
    head = b"head-of-16-bytes"
    with WriteAheadLog(tmp_path) as log:
        log.append([(1, b"first")])
        reserved = log.reserve(len(head), matrix.nbytes)
        out = np.frombuffer(reserved.body, np.float32).reshape(matrix.shape)
        reserved.crc = _core.normalize_rows_crc_into(matrix, out, wal_module.record_crc(6, head))
        log.append_reserved(6, head, reserved)
        body = out.tobytes()
    assert replayed(tmp_path) == [(1, b"first"), (6, head + body)]


@pytest.mark.parametrize("native", [True, False], ids=["native thread", "python thread"])
def test_an_append_beside_its_meanwhile(tmp_path: Path, native: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    # a large batch is written and fsynced beside `meanwhile` (a native thread, or a Python helper without the core):
    # the same bytes as alone; a failure of `meanwhile` or of the append cuts the file back and is raised
    if not native:
        monkeypatch.setattr(wal_module, "_native_start_append", None)
    big = [b"a" * 700_000, memoryview(b"b" * 600_000)]
    ran: list[int] = []
    with WriteAheadLog(tmp_path / "beside") as log, WriteAheadLog(tmp_path / "alone") as alone:
        log.append([(1, b"first")])
        alone.append([(1, b"first")])
        log.append([(2, big)], meanwhile=lambda: ran.append(1))
        alone.append([(2, big)])
        assert ran == [1]
        end = log.end

        def fails() -> None:
            raise KeyError("meanwhile failed")

        with pytest.raises(KeyError):
            log.append([(3, big)], meanwhile=fails)
        assert log.end == end == gen_file(tmp_path / "beside", 1).stat().st_size
        log.close()
    assert gen_file(tmp_path / "beside", 1).read_bytes() == gen_file(tmp_path / "alone", 1).read_bytes()

    class Torn:  # the append writes part of the record, then fails (a full disk)
        def __init__(self, fd: int, *args: object) -> None:
            os.write(fd, b"part of a record")

        def wait(self) -> int:
            raise OSError(28, "No space left on device (injected)")

    def torn(fd: int, *args: object) -> int:  # the same, in one call (the Python helper thread's path)
        return Torn(fd).wait()

    monkeypatch.setattr(wal_module, "_native_start_append", Torn if native else None)
    monkeypatch.setattr(wal_module, "_native_append", torn)
    with WriteAheadLog(tmp_path / "beside") as log:
        with pytest.raises(OSError):
            log.append([(4, big)], meanwhile=lambda: ran.append(2))
        assert ran == [1, 2] and log.end == gen_file(tmp_path / "beside", 1).stat().st_size
        monkeypatch.undo()
        log.append([(5, b"after")])
    assert replayed(tmp_path / "beside") == [(1, b"first"), (2, b"a" * 700_000 + b"b" * 600_000), (5, b"after")]
