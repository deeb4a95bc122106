"""files: atomic replacement, temp-file hygiene, streamed CRC."""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import pytest

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
