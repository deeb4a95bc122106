"""files: atomic replacement, temp-file hygiene, streamed CRC."""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.storage.files import atomic_path, atomic_write_bytes, crc32_file, fsync_dir, remove_temp_files


def test_atomic_write_replaces_and_leaves_no_temp(tmp_path: Path) -> None:
    target = tmp_path / "f.bin"
    atomic_write_bytes(target, b"old")
    atomic_write_bytes(target, bytearray(b"new content"))
    assert target.read_bytes() == b"new content"
    assert os.listdir(tmp_path) == ["f.bin"]
    fsync_dir(tmp_path)


def test_failed_atomic_write_keeps_old_content(tmp_path: Path) -> None:
    target = tmp_path / "f.bin"
    atomic_write_bytes(target, b"old")
    with pytest.raises(RuntimeError), atomic_path(target) as tmp:
        tmp.write_bytes(b"half")
        raise RuntimeError("crash in the middle")
    assert target.read_bytes() == b"old"
    assert os.listdir(tmp_path) == ["f.bin"]


def test_remove_temp_files(tmp_path: Path) -> None:
    (tmp_path / ".MANIFEST.json.0a1b.tmp").write_bytes(b"x")
    (tmp_path / "keep.tmp").write_bytes(b"x")  # not ours: no leading dot
    removed = remove_temp_files(tmp_path)
    assert [p.name for p in removed] == [".MANIFEST.json.0a1b.tmp"]
    assert os.listdir(tmp_path) == ["keep.tmp"]


@pytest.mark.parametrize("size", [0, 1, (1 << 20) - 1, (1 << 20) + 1, 5 * (1 << 19)])
def test_crc32_file_streams(tmp_path: Path, size: int) -> None:
    data = os.urandom(size)
    path = tmp_path / "d"
    path.write_bytes(data)
    assert crc32_file(path) == zlib.crc32(data)


def test_crc32_is_zlibs_at_every_size_offset_and_seed() -> None:
    """files.crc32 (native above 4 KiB: carry-less multiplies where the CPU has them) equals zlib.crc32."""
    from engramdb import _core
    from engramdb.storage.files import crc32

    rng = np.random.default_rng(3)
    data = rng.integers(0, 256, 1 << 18, dtype=np.uint8).tobytes()
    sizes = [*range(0, 200), *range(4090, 4200), 65_535, 65_536, 65_537, (1 << 18) - 64]
    for size in sizes:
        for offset in (0, 1, 7, 63):
            view = memoryview(data)[offset:offset + size]
            seed = int(rng.integers(0, 2**32))
            assert crc32(view) == zlib.crc32(view)
            assert crc32(view, seed) == zlib.crc32(view, seed)
            assert _core.crc32(view, seed) == zlib.crc32(view, seed)  # below 4 KiB too
    assert _core.crc32_level() in ("clmul", "table")
    buffer = pa.py_buffer(data)  # what encode_insert returns
    assert crc32(buffer, 7) == zlib.crc32(data, 7)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 9000), st.integers(0, 7)), max_size=6), st.integers(0, 2**32 - 1))
def test_crc32_parts_is_zlibs_of_the_parts_joined(pieces: list[tuple[int, int]], seed: int) -> None:
    """crc32_parts (what the WAL's frames use: one native call over a record's pieces) equals zlib.crc32 of the
    pieces joined, for bytes, memoryviews at odd offsets and numpy arrays; a strided part is refused."""
    from engramdb import _core
    from engramdb.storage.files import crc32_parts

    data = np.random.default_rng(seed).integers(0, 256, 10_000, dtype=np.uint8)
    parts: list[bytes | memoryview] = []
    for k, (size, offset) in enumerate(pieces):
        part = data[offset:offset + size]
        parts.append(part.tobytes() if k % 3 == 0 else memoryview(part) if k % 3 == 1 else part.view(np.uint8))
    joined = b"".join(bytes(p) for p in parts)
    assert crc32_parts(parts, seed) == zlib.crc32(joined, seed)
    assert _core.crc32_parts(parts, seed) == zlib.crc32(joined, seed)  # below 4 KiB in all too
    with pytest.raises(ValueError, match="contiguous"):
        _core.crc32_parts([np.zeros((4, 4), np.float32)[:, ::2]])


def test_write_parts_writes_everything_in_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb.storage.files import write_parts

    parts = [b"head", bytearray(b"x" * 10_000), memoryview(b"tail"), b""]
    path = tmp_path / "f"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT)
    try:
        write_parts(fd, parts)
        write_parts(fd, [b"%d," % i for i in range(3000)])  # more buffers than one writev takes
        real_writev = os.writev
        monkeypatch.setattr(os, "writev", lambda fd, bufs: real_writev(fd, [bytes(bufs[0])[:3]]))  # a short write
        write_parts(fd, [b"short", b"write"])
    finally:
        os.close(fd)
    assert path.read_bytes() == b"head" + b"x" * 10_000 + b"tail" + b"".join(b"%d," % i for i in range(3000)) + \
        b"shortwrite"
