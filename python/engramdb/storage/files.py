"""Durable file primitives: fsync helpers, atomic replacement, streamed CRC.

Contracts
---------
* :func:`atomic_write_bytes` / :func:`atomic_path` replace a file so that after a crash a reader sees
  either the complete old content or the complete new content, never a mix, and that once the call
  returns the new content survives a crash (data fsynced, rename made durable by fsyncing the directory).
* Temporary files are created in the target's directory (a rename is atomic only within one file
  system), named ``.<target name>.<random>.tmp``. A crash can leave one behind; it is never read, and
  :func:`remove_temp_files` deletes such leftovers (call it only while holding the store lock).
* Permissions: a store holds personal data, so every file it creates is ``0o600`` and every directory
  ``0o700`` by default, whatever the umask. A store opened with other modes sets them for the duration of
  its file operations with :func:`creation_modes` (a context variable, so two stores in one process, or two
  threads, do not see each other's); :func:`atomic_path` applies :func:`file_mode` to the file it makes,
  :func:`make_dirs` applies :func:`dir_mode`, and files written by other means (the lock, graph files
  written by the native core) are chmod-ed with :func:`set_file_mode` by their writer.
"""

from __future__ import annotations

import mmap
import os
import secrets
import zlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any

from ..errors import InvalidArgumentError, InvalidTypeError

__all__ = [
    "DEFAULT_DIR_MODE",
    "DEFAULT_FILE_MODE",
    "atomic_path",
    "atomic_write_bytes",
    "check_mode",
    "crc32",
    "crc32_file",
    "crc32_parts",
    "creation_modes",
    "dir_mode",
    "file_mode",
    "fsync_dir",
    "fsync_path",
    "make_dirs",
    "remove_temp_files",
    "set_file_mode",
    "write_all",
    "write_parts",
]

TEMP_SUFFIX = ".tmp"
_CRC_CHUNK = 1 << 20  # 1 MiB
_NATIVE_CRC_MIN = 4096  # below this zlib.crc32 costs less than the call into the native module

_native_crc32: Callable[[Any, int], int] | None
_native_crc32_parts: Callable[[Any, int], int] | None
try:
    from .. import _core
    _native_crc32 = getattr(_core, "crc32", None)  # None: a core built before it had one
    _native_crc32_parts = getattr(_core, "crc32_parts", None)
except ImportError:  # the storage layer also works without the compiled core
    _native_crc32 = _native_crc32_parts = None
DEFAULT_FILE_MODE = 0o600
DEFAULT_DIR_MODE = 0o700
# (file mode, directory mode) of what is created now: see the module doc, "Permissions"
_MODES: ContextVar[tuple[int, int]] = ContextVar("engramdb_creation_modes",
                                                 default=(DEFAULT_FILE_MODE, DEFAULT_DIR_MODE))


def check_mode(mode: object, name: str) -> int:
    """`mode` as a permission mode (an int in 0..0o777); ValueError (InvalidArgumentError) otherwise."""
    if isinstance(mode, bool) or not isinstance(mode, int):
        raise InvalidTypeError(f"{name} must be an int permission mode such as 0o600, got {type(mode).__name__}")
    if not 0 <= mode <= 0o777:
        raise InvalidArgumentError(f"{name} must be a permission mode in 0..0o777, got {mode:#o}")
    return mode


@contextmanager
def creation_modes(file_mode: int, dir_mode: int) -> Iterator[None]:
    """Files and directories created inside the block get these permission modes (see the module doc)."""
    token = _MODES.set((file_mode, dir_mode))
    try:
        yield
    finally:
        _MODES.reset(token)


def file_mode() -> int:
    """The permission mode of a file created now."""
    return _MODES.get()[0]


def dir_mode() -> int:
    """The permission mode of a directory created now."""
    return _MODES.get()[1]


def set_file_mode(path: str | os.PathLike[str]) -> None:
    """Gives the file ``path`` (just written by this process) the current file mode."""
    os.chmod(path, file_mode())


def make_dirs(path: str | os.PathLike[str]) -> bool:
    """Creates the directory ``path`` (and missing parents) with the current directory mode, whatever the
    umask; an existing directory keeps its mode. Returns whether ``path`` was created."""
    target = Path(path)
    if target.is_dir():
        return False
    if not target.parent.is_dir():
        make_dirs(target.parent)
    try:
        target.mkdir(mode=dir_mode())
    except FileExistsError:
        return False
    os.chmod(target, dir_mode())  # mkdir's mode is masked by the umask
    fsync_dir(target.parent)
    return True


def write_all(fd: int, data: bytes | bytearray | memoryview) -> None:
    """Write all of ``data`` to file descriptor ``fd``.

    This is a single ``os.write`` in practice; the loop only matters for the rare short write (a write
    larger than the kernel's per-call limit of about 2 GiB, or a signal).
    """
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


_IOV_MAX = 1024  # the fewest buffers one writev takes on the systems Python supports (Linux: 1024)


def write_parts(fd: int, parts: Sequence[bytes | bytearray | memoryview]) -> None:
    """Write all of ``parts`` to ``fd``, in order, as ONE ``os.writev``: the kernel gathers them, so a large
    payload is not first copied into a joined buffer (a WAL insert record of 5k 384-d rows is 8 MB). Falls
    back to one ``os.write`` of the joined parts without writev or with more than 1024 of them; a short write
    (as rare as in write_all) is completed with os.write."""
    if not hasattr(os, "writev") or len(parts) > _IOV_MAX:
        write_all(fd, b"".join(parts))
        return
    written = os.writev(fd, parts)
    if written < sum(memoryview(p).nbytes for p in parts):
        write_all(fd, memoryview(b"".join(parts))[written:])


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
    On normal exit the temporary file gets the current file mode (:func:`file_mode`), is fsynced, renamed
    over ``path`` (``os.replace``, atomic) and the directory is fsynced. If the body raises, the temporary
    file is removed and ``path`` is untouched.
    """
    target = Path(path)
    tmp = target.with_name(f".{target.name}.{secrets.token_hex(6)}{TEMP_SUFFIX}")
    try:
        yield tmp
        os.chmod(tmp, file_mode())
        fsync_path(tmp)
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(target.parent)


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes | bytearray | memoryview) -> None:
    """Atomically and durably replace the content of ``path`` with ``data`` (see :func:`atomic_path`)."""
    with atomic_path(path) as tmp:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, file_mode())
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


def crc32(data: bytes | bytearray | memoryview, value: int = 0) -> int:
    """``zlib.crc32(data, value)``: the same value, from the native core for buffers of 4 KiB and more
    (carry-less multiplies where the CPU has them: ~0.1 instructions a byte against zlib's ~8, ~4x its
    speed; engram/util/crc32.hpp)."""
    if _native_crc32 is not None and memoryview(data).nbytes >= _NATIVE_CRC_MIN:
        return _native_crc32(data, value)
    return zlib.crc32(data, value)


def crc32_parts(parts: Sequence[bytes | bytearray | memoryview], value: int = 0) -> int:
    """``zlib.crc32(b"".join(parts), value)`` without joining: one native call over every part (the GIL released
    once, not once a part: beside a busy Python thread each release can cost a switch interval, 5 ms), or zlib's
    chained over them without the compiled core."""
    if _native_crc32_parts is not None and sum(memoryview(p).nbytes for p in parts) >= _NATIVE_CRC_MIN:
        return _native_crc32_parts(parts, value)
    for part in parts:
        value = zlib.crc32(part, value)
    return value


def crc32_file(path: str | os.PathLike[str]) -> int:
    """Return the CRC-32 (``zlib.crc32``, unsigned) of the file's content.

    With the native core: over a read-only memory map of the file, in one call (the GIL released once, the pages
    read in place: no copy into a buffer, and no GIL hand-off per chunk, each of which waits up to a switch interval
    beside a busy Python thread: a background seal CRCs 150 MB files beside the writer). Else read in 1 MiB chunks."""
    with open(path, "rb", buffering=0) as f:
        size = os.fstat(f.fileno()).st_size
        if _native_crc32 is not None and size >= _NATIVE_CRC_MIN:
            with mmap.mmap(f.fileno(), size, access=mmap.ACCESS_READ) as mapped:
                if hasattr(mapped, "madvise"):
                    mapped.madvise(mmap.MADV_SEQUENTIAL)
                view = memoryview(mapped)
                try:
                    return _native_crc32(view, 0)
                finally:
                    view.release()
        crc = 0
        buf = bytearray(_CRC_CHUNK)
        chunk = memoryview(buf)
        while n := f.readinto(buf):
            crc = crc32(chunk[:n], crc)
    return crc
