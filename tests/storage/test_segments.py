"""Segments: Arrow IPC round trip, memory-mapped zero-copy embedding view, CRC verification."""

from __future__ import annotations

import gc
import os
import zlib
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

import engramdb.storage.segments as segments_module
from engramdb import _core
from engramdb.errors import CorruptStoreError, InvalidArgumentError
from engramdb.storage.manifest import SegmentInfo
from engramdb.storage.segments import (
    DeferredTable,
    as_table,
    embedding_matrix,
    open_segment,
    verify_segment,
    write_segment,
)

DIM = 16


def make_table(n: int, seed: int = 0) -> tuple[pa.Table, np.ndarray]:
    emb = np.random.default_rng(seed).standard_normal((n, DIM), dtype=np.float32)
    table = pa.table(
        {
            "id": pa.array(np.arange(n, dtype=np.int64)),
            "scope": pa.array([f"user/{i % 7}" for i in range(n)], type=pa.string()),
            "embedding": pa.FixedSizeListArray.from_arrays(pa.array(emb.ravel()), DIM),
        }
    )
    return table, emb


def test_round_trip_and_stats(tmp_path: Path) -> None:
    table, _ = make_table(500)
    path = tmp_path / "00000001.arrow"
    stats = write_segment(path, table)
    data = path.read_bytes()
    # the sums taken while writing are the file's (no read-back): the manifest's CRC-32 and hash64 (and no
    # lazy_columns entry: the table has no document column, open203)
    assert stats == (500, zlib.crc32(data), len(data), _core.hash64(data), None)
    assert data[:6] == b"ARROW1"  # the IPC *file* format
    assert os.listdir(tmp_path) == [path.name]  # no temp file left
    opened = open_segment(path)
    assert opened.equals(table)
    verify_segment(path, stats)


def test_multi_chunk_input_is_written_as_one_batch(tmp_path: Path) -> None:
    parts = [make_table(n, seed)[0] for seed, n in enumerate([3, 0, 40, 1])]
    table = pa.concat_tables(parts)
    assert table.column("embedding").num_chunks > 1
    write_segment(tmp_path / "s.arrow", table)
    opened = open_segment(tmp_path / "s.arrow")
    assert all(col.num_chunks == 1 for col in opened.columns)
    assert opened.equals(table)


def test_embedding_matrix_is_a_zero_copy_view_of_the_mapping(tmp_path: Path) -> None:
    table, emb = make_table(1000)
    write_segment(tmp_path / "s.arrow", table)
    allocated = pa.total_allocated_bytes()
    opened = open_segment(tmp_path / "s.arrow")
    matrix = embedding_matrix(opened)
    assert pa.total_allocated_bytes() == allocated  # nothing copied onto the heap: buffers are mapped
    assert matrix.shape == (1000, DIM) and matrix.dtype == np.float32
    assert not matrix.flags.owndata and not matrix.flags.writeable
    values = opened.column("embedding").chunk(0).values.buffers()[1]
    assert np.shares_memory(matrix, np.frombuffer(values, dtype=np.uint8))
    np.testing.assert_array_equal(matrix, emb)
    del opened, values
    gc.collect()
    np.testing.assert_array_equal(matrix, emb)  # the view keeps the mapping alive

    window = embedding_matrix(open_segment(tmp_path / "s.arrow").slice(100, 50))
    np.testing.assert_array_equal(window, emb[100:150])  # a sliced table honours the offset
    assert not window.flags.owndata


def test_embedding_matrix_of_in_memory_tables(tmp_path: Path) -> None:
    table, emb = make_table(10)
    view = embedding_matrix(table)
    values = table.column("embedding").chunk(0).values.buffers()[1]
    assert np.shares_memory(view, np.frombuffer(values, np.uint8))
    combined = embedding_matrix(pa.concat_tables([table, table]))  # multi-chunk: combined, a copy
    np.testing.assert_array_equal(combined, np.vstack([emb, emb]))
    empty = embedding_matrix(table.slice(0, 0))
    assert empty.shape == (0, DIM)


def test_embedding_matrix_rejects_bad_columns() -> None:
    table, _ = make_table(4)
    with pytest.raises(InvalidArgumentError, match="no column"):
        embedding_matrix(table, "vector")
    with pytest.raises(InvalidArgumentError, match="fixed_size_list<float32>"):
        embedding_matrix(table, "id")
    f64 = pa.table({"embedding": pa.FixedSizeListArray.from_arrays(pa.array(np.zeros(8)), 4)})
    with pytest.raises(InvalidArgumentError, match="fixed_size_list<float32>"):
        embedding_matrix(f64)
    nulls = pa.table({"embedding": pa.array([[1.0, 2.0], None], type=pa.list_(pa.float32(), 2))})
    with pytest.raises(InvalidArgumentError, match="nulls"):
        embedding_matrix(nulls)


def test_crc_check_detects_a_flipped_byte(tmp_path: Path) -> None:
    table, _ = make_table(200)
    path = tmp_path / "00000007.arrow"
    stats = write_segment(path, table)
    info = SegmentInfo(path.name, stats.rows, stats.crc32, stats.bytes)
    verify_segment(path, info)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x01
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptStoreError, match=r"00000007\.arrow.*CRC-32"):
        verify_segment(path, info)
    path.write_bytes(bytes(data[:-1]))
    with pytest.raises(CorruptStoreError, match="bytes"):
        verify_segment(path, info)
    path.unlink()
    with pytest.raises(CorruptStoreError, match="missing"):
        verify_segment(path, info)


def test_unreadable_segments_are_corrupt(tmp_path: Path) -> None:
    with pytest.raises(CorruptStoreError, match="missing"):
        open_segment(tmp_path / "nope.arrow")
    garbage = tmp_path / "g.arrow"
    garbage.write_bytes(b"this is not arrow at all" * 10)
    with pytest.raises(CorruptStoreError, match=r"g\.arrow"):
        open_segment(garbage)
    table, _ = make_table(20)
    write_segment(garbage, table)
    garbage.write_bytes(garbage.read_bytes()[:-20])  # footer cut off
    with pytest.raises(CorruptStoreError):
        open_segment(garbage)


def test_sums_without_the_core_are_zlib_crc_alone(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(segments_module, "_StreamChecksum", None)  # a core built before StreamChecksum
    table, _ = make_table(300)
    stats = write_segment(tmp_path / "s.arrow", table)
    data = (tmp_path / "s.arrow").read_bytes()
    assert stats == (300, zlib.crc32(data), len(data), None, None)


def test_write_segment_refuses_non_tables(tmp_path: Path) -> None:
    with pytest.raises(InvalidArgumentError):
        write_segment(tmp_path / "x.arrow", {"a": [1]})  # type: ignore[arg-type]
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("rows", [1, 300, 140_000])  # within one block, a few blocks, past the 8 MiB buffer twice
def test_direct_write_is_the_page_cache_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rows: int) -> None:
    """The O_DIRECT writer (an aligned buffer written a full buffer at a time, the last padded and the file cut)
    writes exactly the bytes the page-cache path writes, with the same sums, and the file opens as the table."""
    table, emb = make_table(rows, seed=rows)
    direct = write_segment(tmp_path / "direct.arrow", table)
    opened = []
    real_open = os.open

    def recording_open(path: Any, flags: int, *args: Any) -> int:
        opened.append(flags)
        return real_open(path, flags, *args)

    monkeypatch.setattr(segments_module.os, "open", recording_open)
    monkeypatch.setattr(segments_module, "_O_DIRECT", 0)
    cached = write_segment(tmp_path / "cached.arrow", table)
    monkeypatch.undo()
    assert opened and not any(flags & getattr(os, "O_DIRECT", 0) for flags in opened)
    assert (tmp_path / "direct.arrow").read_bytes() == (tmp_path / "cached.arrow").read_bytes()
    assert direct == cached and direct.bytes == (tmp_path / "direct.arrow").stat().st_size
    np.testing.assert_array_equal(embedding_matrix(open_segment(tmp_path / "direct.arrow")), emb)


def test_direct_refused_falls_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file system that refuses O_DIRECT at open (EINVAL: tmpfs on older kernels) gets the page-cache write."""
    import errno

    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any) -> int:
        if flags & segments_module._O_DIRECT:
            raise OSError(errno.EINVAL, "O_DIRECT refused")
        return real_open(path, flags, *args)

    monkeypatch.setattr(segments_module, "_O_DIRECT", getattr(os, "O_DIRECT", 0) or 0o40000)
    monkeypatch.setattr(segments_module.os, "open", refusing_open)
    table, emb = make_table(1000)
    stats = write_segment(tmp_path / "s.arrow", table)
    monkeypatch.undo()
    assert stats.bytes == (tmp_path / "s.arrow").stat().st_size
    verify_segment(tmp_path / "s.arrow", stats)
    np.testing.assert_array_equal(embedding_matrix(open_segment(tmp_path / "s.arrow")), emb)


class _Bytes:
    """A DeferredTable's writer over bytes held here, recording the ranges asked for."""

    def __init__(self, raw: bytes) -> None:
        self.raw = raw
        self.asked: list[tuple[int, int]] = []

    @property
    def nbytes(self) -> int:
        return len(self.raw)

    def write(self, out: memoryview, offset: int) -> None:
        self.asked.append((offset, out.nbytes))
        out[:] = self.raw[offset:offset + out.nbytes]


def _deferred(table: pa.Table, writer: Any) -> DeferredTable:
    return DeferredTable(table.drop_columns(["embedding"]), table.schema, "embedding", writer)


@pytest.mark.parametrize("direct", [True, False])
@pytest.mark.parametrize("rows", [0, 1, 300, 140_000])
def test_deferred_table_is_written_as_its_bytes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, rows: int,
                                                direct: bool) -> None:
    """A DeferredTable (its embedding's bytes made as the writer writes them: a bulk load's or a seal's vectors) is
    written byte for byte as the same table with the bytes in memory, O_DIRECT or through the page cache, each byte
    made once, in order; `materialize` makes the same table."""
    table, emb = make_table(rows, seed=rows)
    writer = _Bytes(emb.tobytes())
    deferred = _deferred(table, writer)
    if not direct:
        monkeypatch.setattr(segments_module, "_O_DIRECT", 0)
    made = write_segment(tmp_path / "deferred.arrow", deferred)
    whole = write_segment(tmp_path / "whole.arrow", table)
    assert (tmp_path / "deferred.arrow").read_bytes() == (tmp_path / "whole.arrow").read_bytes()
    assert made == whole
    assert sum(n for _, n in writer.asked) == len(writer.raw)
    assert [o for o, _ in writer.asked] == [sum(n for _, n in writer.asked[:i]) for i in range(len(writer.asked))]
    assert deferred.materialize().equals(table)
    assert as_table(deferred).equals(table) and as_table(table) is table
    assert deferred.num_rows == rows and deferred.schema == table.schema


def test_a_deferred_column_cannot_be_read_as_zeros(tmp_path: Path) -> None:
    """The failure the DeferredTable type prevents: before it, a bulk load's table held a placeholder buffer that
    only write_segment (or `materialized`) knew to fill, and any other reader of the table read zeros. Now Arrow's
    functions refuse the type, the deferred column cannot be taken, and only materialize() or write_segment read it;
    the other columns read as usual."""
    table, emb = make_table(50, seed=5)
    deferred = _deferred(table, _Bytes(emb.tobytes()))
    with pytest.raises(TypeError):
        pa.concat_tables([deferred])  # type: ignore[list-item]
    with pytest.raises(InvalidArgumentError, match="deferred"):
        deferred.column("embedding")
    with pytest.raises(InvalidArgumentError, match="deferred"):
        deferred.select(["scope", "embedding"])
    with pytest.raises(AttributeError):
        embedding_matrix(deferred)  # type: ignore[arg-type]
    assert deferred.column("scope").equals(table.column("scope"))
    assert deferred.select(["id", "scope"]).equals(table.select(["id", "scope"]))
    np.testing.assert_array_equal(embedding_matrix(deferred.materialize()), emb)
    # nothing of the written placeholder is left behind for another table to be mistaken for (no registry)
    write_segment(tmp_path / "s.arrow", deferred)
    assert not hasattr(segments_module, "_DEFERRED")
    np.testing.assert_array_equal(embedding_matrix(open_segment(tmp_path / "s.arrow")), emb)


def test_a_deferred_table_must_fit_its_schema() -> None:
    """Its other columns are the schema's without the deferred one, in order, and its writer holds their rows'
    vectors exactly; the deferred column is a float32 fixed-size list."""
    table, emb = make_table(10)
    with pytest.raises(InvalidArgumentError, match="need"):
        _deferred(table, _Bytes(emb.tobytes()[:-4]))
    with pytest.raises(InvalidArgumentError, match="other columns"):
        DeferredTable(table.select(["scope", "id"]), table.schema, "embedding", _Bytes(emb.tobytes()))
    with pytest.raises(InvalidArgumentError, match="fixed_size_list"):
        DeferredTable(table.select(["id", "embedding"]), table.schema, "scope", _Bytes(b""))
    with pytest.raises(InvalidArgumentError, match="DeferredTable"):
        write_segment("unused.arrow", emb)  # type: ignore[arg-type]


@pytest.mark.parametrize("rows", [300, 140_000])  # the last buffer's write fails, or an earlier one's
def test_a_failed_direct_write_is_raised_and_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            rows: int) -> None:
    """A write the helper thread does (O_DIRECT, while the caller fills the other buffer) that fails raises from
    write_segment, and the temporary file goes; a later write works."""
    import errno

    if not segments_module._O_DIRECT:
        pytest.skip("no O_DIRECT here")

    def full(*args: Any) -> int:
        raise OSError(errno.ENOSPC, "no space left on device")

    monkeypatch.setattr(segments_module.os, "pwrite", full)
    with pytest.raises(OSError, match="no space"):
        write_segment(tmp_path / "s.arrow", make_table(rows)[0])
    monkeypatch.undo()
    assert os.listdir(tmp_path) == []
    table, emb = make_table(rows)
    stats = write_segment(tmp_path / "s.arrow", table)
    verify_segment(tmp_path / "s.arrow", stats)
    np.testing.assert_array_equal(embedding_matrix(open_segment(tmp_path / "s.arrow")), emb)
