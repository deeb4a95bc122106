"""The active segment's rows mapped ahead of the batch that fills them (_core.PrefaultJob, _Growable.prefault): the
pages are mapped for writing on a native thread, no byte of them changes, and every write past the filled part waits
for a prefault still running. A durable store's batches read back bit for bit after it (test_wal_insert3 reopens
them)."""

from __future__ import annotations

import gc
import mmap
import os
import resource
import threading
import time
import warnings

import numpy as np
import pytest

from engramdb import _core
from engramdb.segment import _Growable

MIB = 1 << 20


@pytest.mark.parametrize(("start", "size"), [(0, 8 * MIB), (1, 8 * MIB - 1), (4095, 3 * 4096 + 7), (100, 1), (0, 0)])
def test_a_prefault_changes_no_byte(start: int, size: int) -> None:
    rng = np.random.default_rng(7)
    data = rng.integers(0, 256, 8 * MIB + 4096, dtype=np.uint8)
    before = data.copy()
    job = _core.PrefaultJob(data[start:start + size])
    job.wait()
    job.wait()  # a second wait is a no-op
    np.testing.assert_array_equal(data, before)


def test_a_prefault_maps_the_pages_before_they_are_written() -> None:
    """A fresh anonymous mapping faults on its first write to each page; the prefaulted half no longer does."""
    size = 32 * MIB
    with mmap.mmap(-1, 2 * size) as mapping:
        rows = np.frombuffer(mapping, dtype=np.uint8)
        job = _core.PrefaultJob(rows[:size])
        job.wait()
        del job

        def faults_writing(part: np.ndarray) -> int:
            before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
            part[::4096] = 1
            return resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before

        prefaulted, fresh = faults_writing(rows[:size]), faults_writing(rows[size:])
        del rows
    assert fresh > 0
    assert prefaulted < fresh / 4, (prefaulted, fresh)


def test_a_prefault_wants_a_writable_contiguous_buffer() -> None:
    data = np.zeros((64, 8), np.float32)
    with pytest.raises(ValueError, match="C-contiguous"):
        _core.PrefaultJob(data[:, ::2])
    data.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        _core.PrefaultJob(data)


def test_writes_past_the_filled_part_wait_for_the_prefault() -> None:
    rng = np.random.default_rng(11)
    rows = _Growable(np.float32, 384, capacity=40_000)
    first = rng.standard_normal((10_000, 384)).astype(np.float32)
    rows.extend(first)
    writes = rows.writes
    rows.prefault(rows.size, 10_000)  # the next batch's rows, mapped on the native thread
    assert rows.writes == writes + 1  # a claim on rows staged ahead no longer holds
    second = rng.standard_normal((10_000, 384)).astype(np.float32)
    rows.extend(second)  # joins the prefault before it copies
    assert rows._prefaulting is None
    into = rows.reserve(10_000)  # a reserved view past the filled part: what the next batch is scaled into
    third = rng.standard_normal((10_000, 384)).astype(np.float32)
    rows.prefault(rows.size + 10_000, 10_000)  # past the reserved rows: they keep what is written into them
    into[:] = third
    rows.stage(into)
    rows.size += 10_000
    rows.prefault(rows.size, 30_000)  # clipped to the capacity
    rows.extend(third)  # fills the capacity
    rows.prefault(rows.size, 10_000)  # nothing past the capacity to map
    assert rows._prefaulting is None
    rows.prefault(rows.size - 10_000, 10_000)  # nor in the filled part
    assert rows._prefaulting is None
    rows.extend(first)  # grows the array
    np.testing.assert_array_equal(rows.view, np.concatenate([first, second, third, third, first]))


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork only")
def test_a_forked_child_may_drop_a_prefault_it_inherited() -> None:
    data = np.zeros(64 * MIB, np.uint8)
    job = _core.PrefaultJob(data)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # fork with threads running (3.12+)
        pid = os.fork()
    if pid == 0:  # the child: the thread is not there; wait() must not join it
        try:
            job.wait()
            del job
        finally:
            os._exit(0)
    job.wait()
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0


@pytest.mark.skipif(not hasattr(os, "fork"), reason="fork only")
def test_a_forked_child_drops_a_finished_prefault_and_starts_threads_of_its_own() -> None:
    # A job is waited for only at the next write, so a finished, never waited job is the common case at a fork. In the
    # child, glibc has reclaimed that thread's stack already: joining or detaching the parent's handle there freed it a
    # second time, and the child's next threads could share a stack (a SIGSEGV in tests/test_faults.py's children).
    jobs = [_core.PrefaultJob(np.zeros(MIB // 4, np.uint8)) for _ in range(200)]  # one per store's column, say
    time.sleep(0.5)  # the threads have ended; nothing has waited for them
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # fork with threads running (3.12+)
        pid = os.fork()
    if pid == 0:
        code = 1
        try:
            jobs.clear()  # before the fix: every child ended by SIGSEGV (10 of 10) in the loop below
            gc.collect()
            for _ in range(20):
                buffers = [np.zeros(MIB, np.uint8) for _ in range(8)]
                jobs = [_core.PrefaultJob(b) for b in buffers]
                for j in jobs:
                    j.wait()
                threads = [threading.Thread(target=sum, args=(range(1000),)) for _ in range(4)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
            code = 0
        finally:
            os._exit(code)
    for job in jobs:
        job.wait()
    _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, status
