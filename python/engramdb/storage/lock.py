"""The store's writer lock: an exclusive ``flock`` on ``<store>/LOCK``.

Contract: at most one :class:`StoreLock` on a directory is held at a time, across processes and across
handles within one process (``flock`` locks belong to the open file, not the process). The lock is
released by :meth:`StoreLock.release`, by leaving the ``with`` block, or by the kernel when the holding
process dies in any way (``kill -9`` included), so a crash never leaves a stale lock. The LOCK file
itself stays (deleting it would race with a concurrent acquirer); it holds the holder's pid, for the
error message only.

``flock`` is advisory and may not work across machines on network file systems; a store directory is
meant to live on a local disk.

Fork: a child made by ``os.fork()`` shares the parent's open file, so a descriptor left open in the child
would keep the lock held after the parent released it. Every held lock's descriptor is therefore closed in
the child right after a fork (``os.register_at_fork``); closing the child's copy does not release the
parent's lock, and the child's StoreLock reads as not held. (O_CLOEXEC covers ``exec``.)
"""

from __future__ import annotations

import errno
import fcntl
import os
import weakref
from pathlib import Path

from ..errors import StoreLockedError
from .files import set_file_mode

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
        fd = os.open(self._path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
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
            set_file_mode(self._path)  # the store's file mode (storage.files), whatever the umask
            os.ftruncate(fd, 0)
            os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        except OSError:
            pass  # the pid is informational only; a LOCK file of another owner keeps its mode
        self._fd = fd
        _HELD.add(self)

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
        _HELD.discard(self)
        if fd is not None:
            os.close(fd)  # closing the last descriptor of the open file releases the flock

    def _drop_inherited(self) -> None:
        """In a forked child: close this process's copy of the descriptor (the parent keeps the lock)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)

    def __enter__(self) -> StoreLock:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


# The locks held by this process, for the fork hook below.
_HELD: weakref.WeakSet[StoreLock] = weakref.WeakSet()


def _after_fork_in_child() -> None:
    for lock in list(_HELD):
        lock._drop_inherited()
    _HELD.clear()


os.register_at_fork(after_in_child=_after_fork_in_child)
