"""StoreLock: exclusive across handles and processes, released on release/exit/death."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engramdb.errors import StoreLockedError
from engramdb.storage.lock import StoreLock

TRY_LOCK = r"""
import sys
import time
from engramdb.errors import StoreLockedError
from engramdb.storage.lock import StoreLock
try:
    lock = StoreLock(sys.argv[1])
except StoreLockedError as exc:
    print("locked:", exc, flush=True)
else:
    print("acquired", flush=True)
    if len(sys.argv) > 2:  # hold it until killed
        time.sleep(60)
"""


def child_says(spawn_python, directory: Path) -> str:
    child = spawn_python(TRY_LOCK, str(directory))
    out = child.stdout.read()
    assert child.wait() == 0
    return out


def test_second_handle_in_same_process_is_refused(tmp_path: Path) -> None:
    first = StoreLock(tmp_path)
    assert first.held
    with pytest.raises(StoreLockedError, match=f"locked.*process {os.getpid()}"):
        StoreLock(tmp_path)
    first.release()
    first.release()  # idempotent
    assert not first.held
    with StoreLock(tmp_path) as again:
        assert again.held and again.path == tmp_path / "LOCK"
    assert not again.held
    StoreLock(tmp_path).release()


def test_other_process_is_refused_until_release(tmp_path: Path, spawn_python) -> None:
    with StoreLock(tmp_path):
        out = child_says(spawn_python, tmp_path)
        assert out.startswith("locked:") and str(tmp_path) in out
    assert child_says(spawn_python, tmp_path) == "acquired\n"


def test_lock_of_a_killed_holder_is_free(tmp_path: Path, spawn_python) -> None:
    holder = spawn_python(TRY_LOCK, str(tmp_path), "hold")
    assert holder.stdout.readline() == "acquired\n"
    with pytest.raises(StoreLockedError, match=f"process {holder.pid}"):
        StoreLock(tmp_path)
    holder.kill()  # SIGKILL
    holder.wait()
    StoreLock(tmp_path).release()
