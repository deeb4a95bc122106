"""Durable file primitives: fsync helpers, atomic replacement, streamed CRC.

Contracts
---------
* :func:`atomic_write_bytes` / :func:`atomic_path` replace a file so that after a crash a reader sees
  either the complete old content or the complete new content, never a mix, and that once the call
  returns the new content survives a crash (data fsynced, rename made durable by fsyncing the directory).
* Temporary files are created in the target's directory (a rename is atomic only within one file
  system), named ``.<target name>.<random>.tmp``. A crash can leave one behind; it is never read, and
  :func:`remove_temp_files` deletes such leftovers (call it only while holding the store lock).
"""

from __future__ import annotations

import os
import secrets
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

__all__ = [
    "atomic_path",
    "atomic_write_bytes",
    "crc32_file",
    "fsync_dir",
    "fsync_path",
    "remove_temp_files",
    "write_all",
]

TEMP_SUFFIX = ".tmp"
_CRC_CHUNK = 1 << 20  # 1 MiB


def write_all(fd: int, data: bytes | bytearray | memoryview) -> None:
    """Write all of ``data`` to file descriptor ``fd``.

    This is a single ``os.write`` in practice; the loop only matters for the rare short write (a write
    larger than the kernel's per-call limit of about 2 GiB, or a signal).
    """
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def fsync_dir(path: str | os.PathLike[str]) -> None:
    """Fsync the directory ``path`` so that creations, renames and deletions in it are durable."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_path(path: str | os.PathLike[str]) -> None:
    """Fsync the data and metadata of the regular file ``path`` (written by someone else's handle)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


@contextmanager
def atomic_path(path: str | os.PathLike[str]) -> Iterator[Path]:
    """Yield a fresh temporary path beside ``path``; on normal exit make it durably become ``path``.

    The body writes the temporary file (by any means: ``open``, ``pyarrow.OSFile``, ...) and closes it.
    On normal exit the temporary file is fsynced, renamed over ``path`` (``os.replace``, atomic) and the
    directory is fsynced. If the body raises, the temporary file is removed and ``path`` is untouched.
    """
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
    try:
        yield tmp
        fsync_path(tmp)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(target.parent)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes | bytearray | memoryview) -> None:
    """Atomically and durably replace the content of ``path`` with ``data`` (see :func:`atomic_path`)."""
    with atomic_path(path) as tmp:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        try:
            write_all(fd, data)
        finally:
            os.close(fd)


def remove_temp_files(directory: str | os.PathLike[str]) -> list[Path]:
    """Delete temporary files left in ``directory`` by interrupted atomic writes; return what was removed.

    Only call this while no atomic write can be in progress in ``directory`` (hold the store lock).
    """
    removed = []
    for entry in Path(directory).iterdir():
        if entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX) and entry.is_file():
            entry.unlink(missing_ok=True)
            removed.append(entry)
    if removed:
        fsync_dir(directory)
    return removed


def crc32_file(path: str | os.PathLike[str]) -> int:
    """Return the CRC-32 (``zlib.crc32``, unsigned) of the file's content, read in 1 MiB chunks."""
    crc = 0
    with open(path, "rb", buffering=0) as f:
        buf = bytearray(_CRC_CHUNK)
        view = memoryview(buf)
        while n := f.readinto(buf):
            crc = zlib.crc32(view[:n], crc)
    return crc
