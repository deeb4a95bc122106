"""The store's writer lock: an exclusive ``flock`` on ``<store>/LOCK``.

Contract: at most one :class:`StoreLock` on a directory is held at a time, across processes and across
handles within one process (``flock`` locks belong to the open file, not the process). The lock is
released by :meth:`StoreLock.release`, by leaving the ``with`` block, or by the kernel when the holding
process dies in any way (``kill -9`` included), so a crash never leaves a stale lock. The LOCK file
itself stays (deleting it would race with a concurrent acquirer); it holds the holder's pid, for the
error message only.

``flock`` is advisory and may not work across machines on network file systems; a store directory is
meant to live on a local disk.
"""

from __future__ import annotations

import errno
import fcntl
import os
from pathlib import Path

from ..errors import StoreLockedError

__all__ = ["LOCK_NAME", "StoreLock"]

LOCK_NAME = "LOCK"


class StoreLock:
    """Hold the exclusive lock of ``directory`` (which must exist) from construction until release.

    Raises StoreLockedError at once, without waiting, if another process or another handle holds it.
    """

    def __init__(self, directory: str | os.PathLike[str]) -> None:
        self._fd: int | None = None
        self._path = Path(directory) / LOCK_NAME
        # O_CLOEXEC (Python's default): a spawned child must not inherit, and so prolong, the lock.
        fd = os.open(self._path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            holder = self._read_holder(fd)
            os.close(fd)
            if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise
            raise StoreLockedError(
                f"store {self._path.parent} is locked by another open handle{holder}; "
                f"close it first (lock file {self._path})"
            ) from None
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        except OSError:
            pass  # the pid is informational only
        self._fd = fd

    @staticmethod
    def _read_holder(fd: int) -> str:
        try:
            pid = os.pread(fd, 32, 0).decode("ascii").strip()
        except (OSError, UnicodeDecodeError):
            return ""
        return f" (process {pid})" if pid.isdigit() else ""

    @property
    def path(self) -> Path:
        return self._path

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Release the lock (idempotent)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)  # closing the last descriptor of the open file releases the flock

    def __enter__(self) -> StoreLock:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()
