"""Helpers of the fault-injection tests: an injectable file layer over the store's write, fsync and rename call
sites, a store's served rows, and the invariant check every fault is followed by."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import engramdb.durable.backend as disk_backend
import engramdb.storage.wal as wal_module
from engramdb import MemoryStore
from engramdb.durable import check_directory

from .durable_util import scan


class Faults:
    """Counts the store's file-changing calls under `root` and fails the `fail_at`-th one (0-based) with
    `error` (an errno), once; `persistent`: that call and every later one fail (a disk that stays full);
    `sites`: only calls of those sites are counted and failed.

    The call sites: "write" (os.write and os.writev, and the WAL's native append: WAL appends, the manifest, LOCK), "segment" and "side" (the Arrow writer
    of a segment and the writer of a side file: they do not go through os.write), "fsync" (os.fsync and the
    WAL's fdatasync), and "rename" (os.replace / os.rename: every atomic replacement). A call counts when its descriptor or path is under `root`.
    """

    def __init__(self, root: Path) -> None:
        self.root = str(Path(root).resolve())
        self.calls: list[str] = []
        self.fail_at: int | None = None
        self.error = errno.ENOSPC
        self.persistent = False
        self.sites: set[str] = set()
        self.failed: list[str] = []

    def arm(self, fail_at: int | None, error: int = errno.ENOSPC, *, persistent: bool = False,
            sites: set[str] | None = None) -> None:
        self.calls, self.failed = [], []
        self.fail_at, self.error, self.persistent, self.sites = fail_at, error, persistent, sites or set()

    def _under_root_fd(self, fd: int) -> bool:
        try:
            return os.readlink(f"/proc/self/fd/{fd}").startswith(self.root)
        except OSError:
            return False

    def _under_root_path(self, path: Any) -> bool:
        return os.path.abspath(os.fspath(path)).startswith(self.root)

    def hit(self, site: str) -> None:
        """Counts a call of `site`; raises OSError if it is the one (or, persistent, one of those) to fail."""
        if self.sites and site not in self.sites:
            return
        index = len(self.calls)
        self.calls.append(site)
        if self.fail_at is not None and (index == self.fail_at or (self.persistent and index > self.fail_at)):
            self.failed.append(site)
            raise OSError(self.error, f"{os.strerror(self.error)} (injected at {site}, call {index})")


@contextmanager
def injected(monkeypatch: pytest.MonkeyPatch, root: Path) -> Iterator[Faults]:
    """Patches the call sites (see Faults) for the block; yields the Faults to arm."""
    faults = Faults(root)
    real_write, real_fsync, real_replace, real_rename = os.write, os.fsync, os.replace, os.rename
    real_writev = os.writev
    real_fdatasync = wal_module._fdatasync
    real_native_append = wal_module._native_append
    real_native_start = wal_module._native_start_append
    real_segment, real_side = disk_backend.write_segment, disk_backend.write_side

    def write(fd: int, data: Any) -> int:
        if faults._under_root_fd(fd):
            faults.hit("write")
        return real_write(fd, data)

    def writev(fd: int, buffers: Any) -> int:
        if faults._under_root_fd(fd):
            faults.hit("write")
        return real_writev(fd, buffers)

    def native_append(fd: int, rtype: int, parts: Any, sync: bool) -> int:
        # the WAL's one-call append (write, then fdatasync): the same two sites, in the same order
        if faults._under_root_fd(fd):
            faults.hit("write")
        crc = real_native_append(fd, rtype, parts, False)
        if sync:
            fdatasync(fd)
        return crc

    class NativeAppendJob:  # the same append on a native thread: the same two sites, the failure at wait()
        def __init__(self, fd: int, rtype: int, parts: Any, sync: bool) -> None:
            self.fd, self.sync, self.failed = fd, sync, None
            try:
                if faults._under_root_fd(fd):
                    faults.hit("write")
            except OSError as exc:
                self.failed, self.job = exc, None
                return
            self.job = real_native_start(fd, rtype, parts, False)

        def wait(self) -> int:
            if self.failed is not None:
                raise self.failed
            crc: int = self.job.wait()
            if self.sync:
                fdatasync(self.fd)
            return crc

    def fsync(fd: int) -> None:
        if faults._under_root_fd(fd):
            faults.hit("fsync")
        real_fsync(fd)

    def fdatasync(fd: int) -> None:
        if faults._under_root_fd(fd):
            faults.hit("fsync")
        real_fdatasync(fd)

    def replace(src: Any, dst: Any, **kw: Any) -> None:
        if faults._under_root_path(dst):
            faults.hit("rename")
        real_replace(src, dst, **kw)

    def rename(src: Any, dst: Any, **kw: Any) -> None:
        if faults._under_root_path(dst):
            faults.hit("rename")
        real_rename(src, dst, **kw)

    def write_segment(path: Any, table: Any) -> Any:
        faults.hit("segment")  # the Arrow writer (C++), before it creates the file
        return real_segment(path, table)

    def write_side(path: Any, *columns: Any) -> Any:
        faults.hit("side")
        return real_side(path, *columns)

    monkeypatch.setattr(os, "write", write)
    monkeypatch.setattr(os, "writev", writev)
    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(os, "rename", rename)
    monkeypatch.setattr(wal_module, "_fdatasync", fdatasync)
    if real_native_append is not None:
        monkeypatch.setattr(wal_module, "_native_append", native_append)
    if real_native_start is not None:
        monkeypatch.setattr(wal_module, "_native_start_append", NativeAppendJob)
    monkeypatch.setattr(disk_backend, "write_segment", write_segment)
    monkeypatch.setattr(disk_backend, "write_side", write_side)
    try:
        yield faults
    finally:
        faults.arm(None)
        monkeypatch.undo()


def served(store: MemoryStore) -> dict[str, tuple[str, str]]:
    """id -> (scope, text) of every row recall can serve (not forgotten, superseded or archived)."""
    out: dict[str, tuple[str, str]] = {}
    for seg in store.engine.segments():
        for row in np.flatnonzero(seg.col("hidden") == 0).tolist():
            out[f"m{seg.col('seq')[row]}"] = (seg.value("scope", row), seg.value("text", row))
    return out


def stored(store: MemoryStore) -> dict[str, tuple[str, str]]:
    """id -> (scope, text) of every row not forgotten (history included): what export() returns."""
    out: dict[str, tuple[str, str]] = {}
    for scope in store.scopes():
        table = store.export(scope)
        out.update(zip(table["id"].to_pylist(), ((scope, t) for t in table["text"].to_pylist())))
    return out


def check_invariants(path: Path, acked: dict[str, tuple[str, str]], *, erased: dict[str, bytes] | None = None,
                     gone: set[str] = frozenset(), label: str = "",
                     atomic: Callable[[MemoryStore], None] | None = None) -> None:
    """The store at `path` opens cleanly and serves no duplicate; every acknowledged row (`acked`: id ->
    (scope, text)) is there unless in `gone` (acknowledged forgets); no file holds an `erased` needle; `atomic`
    checks what an interrupted operation may have left (all of it or none). Checked again after a close."""
    for round_ in ("reopened", "closed and reopened"):
        store = MemoryStore.open(path, dedup=False)
        try:
            present = stored(store)
            missing = {i for i, v in acked.items() if i not in gone and present.get(i) != v}
            assert not missing, f"{label} {round_}: acknowledged rows lost: {sorted(missing)[:5]}"
            assert not gone & set(present), f"{label} {round_}: acknowledged forgets undone"
            now = served(store)
            assert len(set(now.values())) == len(now), f"{label} {round_}: a row served twice"
            if atomic is not None:
                atomic(store)
        finally:
            store.close()
        report = check_directory(path)
        assert report.ok, f"{label} {round_}: {report}"
        if erased:
            assert not scan(path, erased), f"{label} {round_}: erased bytes left in {scan(path, erased)}"


def kill_count(run: Callable[[], object]) -> list[str]:
    """The crash points (durable.backend.step) that `run` passes, in order, in this process."""
    disk_backend.steps.clear()
    disk_backend.kill_at = 1 << 60
    try:
        run()
        return list(disk_backend.steps)
    finally:
        disk_backend.kill_at = None
        disk_backend.steps.clear()


def run_killed_at(n: int, run: Callable[[], object]) -> int:
    """Runs `run` in a forked child that SIGKILLs itself at crash point `n`; returns the child's wait status
    signal (9) or, if it finished, 1000 + its exit code."""
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        code = 3
        try:
            disk_backend.steps.clear()
            disk_backend.kill_at = n
            run()
            code = 0
        except BaseException:
            code = 2
        finally:
            os._exit(code)
    _, status = os.waitpid(pid, 0)
    return os.WTERMSIG(status) if os.WIFSIGNALED(status) else 1000 + os.WEXITSTATUS(status)
