"""Durability under faults (issue 14, items 2, 3, 7, 8, 9).

* A full disk during the seal that follows a committed write does not fail the write: the ids come back, the
  failure is in health() and a DeferredWorkWarning, the seal is retried, and the store reopens with every row.
* A store used in a forked child raises ForkedStoreError; the child neither holds nor releases the lock.
* Files 0600 and directories 0700 by default, whatever the umask; overridable.
* Consolidation's merged rows and the archiving of their originals are one WAL record.
* The suite: ENOSPC and EIO at each write, fsync and rename call site of each operation, and a SIGKILL at each
  crash point of seal, compaction, erase, import and consolidation, each followed by the invariant check
  (faults_util.check_invariants). ENGRAMDB_LONG=1 runs both errors at every site, a disk that stays full
  from each site on, and the kills with graphs built at seal.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import signal
import stat
import tempfile
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pyarrow as pa
import pytest

import engramdb.engine.segment_set as segment_set
from engramdb import DeferredWorkWarning, EngramError, ForkedStoreError, MemoryStore, NotFoundError, StoreLockedError
from engramdb.storage import WriteAheadLog

from .durable_util import scan, unit
from .faults_util import check_invariants, injected, kill_count, run_killed_at, served, stored

LONG = bool(os.environ.get("ENGRAMDB_LONG"))
DIM = 8
NEEDLE = "needle-7f3a9c-erase-me"


def _open(path: Path, **kw: Any) -> MemoryStore:
    kw.setdefault("graph_min_rows", None)
    return MemoryStore.open(path, dim=DIM, dedup=False, **kw)


# ---------------------------------------------------------------------- 2. deferred seals


class _Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_full_disk_at_seal_returns_the_ids_and_retries(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s"
    rng = np.random.default_rng(2)
    clock = _Clock()
    monkeypatch.setattr(segment_set, "_clock", clock)
    store = _open(path, seal_rows=10)
    acked = dict.fromkeys(store.remember_many("a", [f"r{i}" for i in range(6)], embeddings=unit(rng, 6, DIM)), 0)
    with injected(monkeypatch, path) as faults:
        faults.arm(0, errno.ENOSPC, persistent=True, sites={"segment"})  # the WAL still fits, a segment not
        with pytest.warns(DeferredWorkWarning, match="No space left"):
            ids = store.remember_many("a", [f"r{i}" for i in range(6, 12)], embeddings=unit(rng, 6, DIM))
            store.engine.wait_sealed()  # the seal fails in the background, after the write returned
        assert len(ids) == 6 and faults.failed == ["segment"]
        acked.update(dict.fromkeys(ids, 0))
        health = store.health()
        assert not health.ok and health.pending_seal and health.failures == 1
        assert health.last_failure is not None and "No space left" in health.last_failure
        assert health.active_rows == 12 and health.segments == 0
        # within the backoff: no new attempt (a warning would fail this test: warnings are errors)
        acked.update(dict.fromkeys(store.remember_many("a", ["r12"], embeddings=unit(rng, 1, DIM)), 0))
        store.engine.wait_sealed()
        assert faults.failed == ["segment"]
        # after it: retried, fails again, and failed retries do not pile up WAL files
        for attempt in range(2, 5):
            clock.now += 100.0
            with pytest.warns(DeferredWorkWarning):
                acked[store.remember("a", f"x{attempt}", embedding=unit(rng, 1, DIM)[0])] = 0
                store.engine.wait_sealed()
            assert store.health().failures == attempt
        logs = sorted((path / "wal").glob("*.log"))
        assert [p.name for p in logs[:-1] if p.stat().st_size <= 8] == []  # no empty generation but the newest
        assert len(logs) <= 5  # one per failed attempt (each after a write), none more
        with pytest.raises(OSError):  # an explicit seal raises
            store.seal()
        logs = sorted((path / "wal").glob("*.log"))
        for _ in range(3):  # failed retries with nothing written in between reuse the empty generation
            with pytest.raises(OSError):
                store.seal()
        assert sorted((path / "wal").glob("*.log")) == logs
        # space again: the next write past the threshold (after the backoff) seals
        faults.arm(None)
        clock.now += 100.0
        acked.update(dict.fromkeys(store.remember_many("a", ["r13"], embeddings=unit(rng, 1, DIM)), 0))
        store.engine.wait_sealed()
        health = store.health()
        assert health.ok and not health.pending_seal and health.active_rows == 0 and health.segments == 1
        assert health.last_failure is not None  # kept for diagnosis
        # full again, through close: a warning, not an error; everything is in the WAL
        faults.arm(0, errno.ENOSPC, persistent=True, sites={"segment"})
        acked.update(dict.fromkeys(store.remember_many("b", [f"b{i}" for i in range(3)],
                                                       embeddings=unit(rng, 3, DIM)), 0))
        with pytest.warns(DeferredWorkWarning, match="next open"):
            store.close()
    with _open(path) as again:
        present = stored(again)
        assert set(acked) <= set(present)
        assert len(set(present.values())) == len(present) == len(acked)


def test_failed_seal_at_close_keeps_the_store_openable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "s"
    store = _open(path)
    ids = store.remember_many("a", ["one", "two"], embeddings=unit(np.random.default_rng(1), 2, DIM))
    with injected(monkeypatch, path) as faults:
        faults.arm(0, errno.EIO, persistent=True)  # nothing can be written any more
        with pytest.warns(DeferredWorkWarning, match="Input/output error"):
            store.close()
    check_invariants(path, {i: ("a", t) for i, t in zip(ids, ["one", "two"])})


# ---------------------------------------------------------------------- 3. fork


def test_store_used_in_a_forked_child_raises_and_leaves_the_parent_alone(tmp_path: Path) -> None:
    path = tmp_path / "s"
    rng = np.random.default_rng(3)
    store = _open(path)
    first = store.remember("a", "before the fork", embedding=unit(rng, 1, DIM)[0])
    go_read, go_write = os.pipe()
    ready_read, ready_write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: report by exit code, never return into pytest
        code = 10
        try:
            os.close(go_write)
            os.close(ready_read)
            code = 11
            try:
                store.remember("a", "in the child", embedding=unit(rng, 1, DIM)[0])
            except ForkedStoreError:
                code = 12
            if code == 12:
                code = 13
                try:
                    store.forget("a", first)
                except ForkedStoreError:
                    code = 14
            if code == 14:
                code = 15
                try:
                    store.check()
                except ForkedStoreError:
                    code = 16
            if code == 16 and store.get("a", first).text == "before the fork":  # memory, no file: served
                code = 17
                store.close()  # lets go of the child's descriptors only: no seal, no lock released
                code = 0
            os.write(ready_write, b"x")
            os.read(go_read, 1)  # lives on (with whatever it inherited) until the parent has closed
        except BaseException:
            pass
        finally:
            os._exit(code)
    os.close(go_read)
    os.close(ready_write)
    try:
        assert os.read(ready_read, 1) == b"x"
        with pytest.raises(StoreLockedError):  # the child's close released nothing
            MemoryStore.open(path)
        second = store.remember("a", "after the fork", embedding=unit(rng, 1, DIM)[0])
        store.close()
        # the child still lives: it holds no copy of the lock, so the store opens again
        with _open(path) as again:
            assert sorted(t for _, t in stored(again).values()) == ["after the fork", "before the fork"]
            assert {first, second} == set(stored(again))
    finally:
        os.write(go_write, b"x")
        _, status = os.waitpid(pid, 0)
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0, f"child stopped at step {os.WEXITSTATUS(status)}"


# ---------------------------------------------------------------------- 7. permissions


def _modes(root: Path) -> dict[str, int]:
    out = {".": stat.S_IMODE(root.stat().st_mode)}
    for entry in root.rglob("*"):
        out[str(entry.relative_to(root))] = stat.S_IMODE(entry.stat().st_mode)
    return out


def _exercise(path: Path, **modes: int) -> None:
    rng = np.random.default_rng(4)
    with MemoryStore.open(path, dim=DIM, dedup=False, seal_rows=40, graph_min_rows=20, ivf_min_rows=None,
                          **modes) as store:
        ids = store.remember_many("a", [f"m{i}" for i in range(60)], embeddings=unit(rng, 60, DIM))  # a graph
        store.forget("a", ids[0])
        store.compact()
        store.erase("a", ids[1])  # a WAL purge: a barrier generation
        store.remember("b", "one more", embedding=unit(rng, 1, DIM)[0])


@pytest.mark.parametrize("modes", [{}, {"file_mode": 0o640, "dir_mode": 0o750}])
def test_every_file_and_directory_gets_the_store_modes(tmp_path: Path, modes: dict[str, int]) -> None:
    old = os.umask(0o022)
    try:
        path = tmp_path / "deep" / "s"
        _exercise(path, **modes)
        _exercise(path, **modes)  # reopened: files written by a later open too
    finally:
        os.umask(old)
    file_mode, dir_mode = modes.get("file_mode", 0o600), modes.get("dir_mode", 0o700)
    found = _modes(path)
    assert any(name.endswith(".hnsw") for name in found), "the test must cover a graph file"
    assert any(name.endswith(".side") for name in found) and "LOCK" in found and "MANIFEST.json" in found
    wrong = {name: oct(mode) for name, mode in found.items()
             if mode != (dir_mode if (path / name).is_dir() else file_mode)}
    assert not wrong, wrong
    assert stat.S_IMODE((tmp_path / "deep").stat().st_mode) == dir_mode  # a parent the store created


def test_bad_modes_are_refused(tmp_path: Path) -> None:
    with pytest.raises(EngramError):
        MemoryStore.open(tmp_path / "s", file_mode=0o1777)
    with pytest.raises(TypeError):
        MemoryStore.open(tmp_path / "s", dir_mode="0700")  # type: ignore[arg-type]
    assert not (tmp_path / "s").exists()


# ---------------------------------------------------------------------- 8. consolidation is one record


def _duplicates_store(path: Path) -> tuple[list[str], list[str]]:
    """A store with four pairs of identical vectors (texts dup{i}x / dup{i}y) and four singles; returns the
    ids of the pairs and of the singles."""
    rng = np.random.default_rng(5)
    vectors = unit(rng, 8, DIM)
    with _open(path, seal_rows=1000) as store:
        pairs = store.remember_many("b", [f"dup{i}{s}" for i in range(4) for s in "xy"],
                                    embeddings=np.repeat(vectors[:4], 2, axis=0))
        singles = store.remember_many("b", [f"single{i}" for i in range(4)], embeddings=vectors[4:])
    return pairs, singles


def _consolidated_or_not(store: MemoryStore) -> None:
    """Served rows of scope b: the eight originals and no merged row, or four merged rows and no original."""
    texts = sorted(t for s, t in served(store).values() if s == "b")
    merged = sum(1 for s, t in stored(store).values() if s == "b") - 12
    singles = [f"single{i}" for i in range(4)]
    if merged == 0:
        assert texts == sorted([f"dup{i}{s}" for i in range(4) for s in "xy"] + singles)
    else:
        assert merged == 4 and len(texts) == 8 and sum(t.startswith("dup") for t in texts) == 4, texts


def test_consolidation_is_one_wal_record(tmp_path: Path) -> None:
    """Killed right after consolidation's first WAL append: the merged rows are there if and only if their
    originals are archived (before: insert and archive were two records, and this kill served both)."""
    path = tmp_path / "s"
    _duplicates_store(path)

    def consolidate_then_die() -> None:
        real_append = WriteAheadLog.append

        def append(self: WriteAheadLog, *args: Any, **kw: Any) -> None:
            real_append(self, *args, **kw)
            os.kill(os.getpid(), signal.SIGKILL)

        WriteAheadLog.append = append  # type: ignore[method-assign]  (in the child only)
        store = _open(path, seal_rows=1000)
        store.consolidate("b")

    assert run_killed_at(10**9, consolidate_then_die) == signal.SIGKILL
    with _open(path) as store:
        assert sum(1 for s, _ in stored(store).values() if s == "b") == 16, "the merge was logged"
    check_invariants(path, {}, atomic=_consolidated_or_not)


def test_consolidation_replays_from_the_wal(tmp_path: Path) -> None:
    path = tmp_path / "s"
    _duplicates_store(path)
    store = _open(path, seal_rows=1000)
    report = store.consolidate("b")
    assert report.clusters == 4 and report.archived == 8
    expected = served(store)
    store.engine.backend.abandon()  # a crash: nothing sealed
    with _open(path) as again:
        assert served(again) == expected


# ---------------------------------------------------------------------- 9. the suite

SEAL_ROWS = 16


@pytest.fixture
def fast_tmp(tmp_path: Path) -> Iterator[Path]:
    """A directory in memory (/dev/shm) where there is one: the suite runs hundreds of fsyncs per case, and
    what it checks is the store's logic at each call, not the disk."""
    if not Path("/dev/shm").is_dir():
        yield tmp_path
        return
    path = Path(tempfile.mkdtemp(prefix="engramdb-faults-", dir="/dev/shm"))
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, tuple[str, str]], dict[str, str]]:
    """A store to copy before each fault: sealed segments with a forgotten row, active rows, duplicates to
    consolidate and a row to erase. Returns (path, acknowledged rows, named ids)."""
    path = tmp_path_factory.mktemp("faults") / "template"
    rng = np.random.default_rng(9)
    dup = unit(rng, 3, DIM)
    acked: dict[str, tuple[str, str]] = {}
    with _open(path, seal_rows=SEAL_ROWS) as store:
        texts = [f"a{i}" for i in range(9)] + [NEEDLE]
        ids = store.remember_many("a", texts, embeddings=unit(rng, 10, DIM))
        acked.update({i: ("a", t) for i, t in zip(ids, texts)})
        store.forget("a", ids[0])
        acked.pop(ids[0])
        dups = [f"dup{i}{s}" for i in range(3) for s in "xy"]
        acked.update({i: ("b", t) for i, t in zip(store.remember_many("b", dups, embeddings=np.repeat(dup, 2, 0)),
                                                  dups)})
        store.seal()
        late = [f"late{i}" for i in range(5)]
        acked.update({i: ("a", t) for i, t in zip(store.remember_many("a", late, embeddings=unit(rng, 5, DIM)),
                                                  late)})
        store.engine.backend.abandon()  # leave the late rows in the WAL, as a running store would
    return path, acked, {"needle": ids[-1], "forgotten": ids[0]}


NEW_TEXTS = [f"new{i}" for i in range(12)]


def _ingest(store: MemoryStore) -> object:
    return store.remember_many("a", NEW_TEXTS, embeddings=unit(np.random.default_rng(10), 12, DIM))  # past seal_rows


def _import(store: MemoryStore) -> object:
    emb = unit(np.random.default_rng(11), 12, DIM)
    table = pa.table({"scope": ["c"] * 12, "text": NEW_TEXTS,
                      "embedding": pa.FixedSizeListArray.from_arrays(pa.array(emb.reshape(-1)), DIM)})
    return store.import_arrow(table)


OPS: dict[str, Callable[[MemoryStore, dict[str, str]], object]] = {
    "ingest": lambda store, named: _ingest(store),
    "seal": lambda store, named: store.seal(),
    "compact": lambda store, named: store.compact(),
    "erase": lambda store, named: store.erase("a", named["needle"]),
    "import": lambda store, named: _import(store),
    "consolidate": lambda store, named: store.consolidate("b"),
    "close": lambda store, named: store.close(),
}


def _all_or_none(op: str) -> Callable[[MemoryStore], None] | None:
    if op not in ("ingest", "import"):
        return None

    def check(store: MemoryStore) -> None:
        there = sum(t in NEW_TEXTS for _, t in stored(store).values())
        assert there in (0, len(NEW_TEXTS)), f"{there} of {len(NEW_TEXTS)} rows of one batch"
    return check


def _copy(template_path: Path, to: Path) -> Path:
    shutil.rmtree(to, ignore_errors=True)
    shutil.copytree(template_path, to)
    return to


def _after_fault(path: Path, store: MemoryStore | None, op: str, acked: dict[str, tuple[str, str]],
                 named: dict[str, str], result: object, label: str) -> None:
    """Finishes a faulted run the way an application would (retries an erasure that was not acknowledged, writes
    on, closes), then checks the invariants. `result`: what the operation returned (None: it raised, or it was
    killed)."""
    acked = dict(acked)
    if isinstance(result, list) and op in ("ingest", "import"):
        acked.update({i: ("a" if op == "ingest" else "c", t) for i, t in zip(result, NEW_TEXTS)})
    gone, erased = set(), None
    if op == "erase":
        gone.add(named["needle"])
        erased = {"needle": NEEDLE.encode()}
    if store is None:
        store = _open(path, seal_rows=SEAL_ROWS)
    if op == "erase" and result is None:  # not acknowledged: the application retries
        with contextlib.suppress(NotFoundError):  # NotFoundError: the erasure was committed before the fault
            store.erase("a", named["needle"])
    if not store.engine.backend.closed:
        text = f"after {label}"
        acked[store.remember("z", text, embedding=unit(np.random.default_rng(0), 1, DIM)[0])] = ("z", text)
        store.close()
    check_invariants(path, acked, gone=gone, erased=erased, label=label, atomic=_all_or_none(op))


@pytest.mark.parametrize("op", list(OPS))
def test_io_errors_at_every_call_site(fast_tmp: Path, monkeypatch: pytest.MonkeyPatch, op: str,
                                      template: tuple[Path, dict[str, tuple[str, str]], dict[str, str]]) -> None:
    template_path, acked, named = template
    path = fast_tmp / "s"
    with injected(monkeypatch, path) as faults:
        store = _open(_copy(template_path, path), seal_rows=SEAL_ROWS)
        faults.arm(None)
        OPS[op](store, named)
        store.engine.wait_sealed()  # a seal the op started runs in the background: its I/O is the op's too
        sites = list(faults.calls)
        store.close()
    assert len(sites) >= 2, sites
    runs = [(i, e, False) for i in range(len(sites)) for e in (errno.ENOSPC, errno.EIO)]
    if LONG:
        runs += [(i, errno.ENOSPC, True) for i in range(len(sites))]  # the disk stays full from there on
    else:  # every site once, the two errors alternating
        runs = [r for r in runs if (r[0] % 2 == 0) == (r[1] == errno.ENOSPC)]
    for index, error, persistent in runs:
        label = f"{op}: {errno.errorcode[error]} at {sites[index]} #{index}{' on' if persistent else ''}"
        with injected(monkeypatch, path) as faults:
            store = _open(_copy(template_path, path), seal_rows=SEAL_ROWS)
            faults.arm(index, error, persistent=persistent)
            result: object = None
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeferredWorkWarning)
                try:
                    result = OPS[op](store, named)
                    result = True if result is None else result  # acknowledged
                except (OSError, EngramError):
                    pass
                if not store.engine.backend.closed:
                    store.engine.wait_sealed()  # else a site of the background seal may not be reached yet (load)
            assert faults.failed, f"{label}: the fault was not hit"
        if op == "erase" and result is not None:  # acknowledged: no byte left, before any reopen
            assert not scan(path, {"needle": NEEDLE.encode()}), f"{label}: erased bytes left"
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeferredWorkWarning)
            _after_fault(path, store, op, acked, named, result, label)


KILL_OPS = ["ingest", "seal", "compact", "erase", "import", "consolidate"]


@pytest.mark.parametrize("graphs", [False, True] if LONG else [False])
@pytest.mark.parametrize("op", KILL_OPS)
def test_sigkill_at_every_step(fast_tmp: Path, op: str, graphs: bool,
                               template: tuple[Path, dict[str, tuple[str, str]], dict[str, str]]) -> None:
    template_path, acked, named = template
    path = fast_tmp / "s"
    options = {"seal_rows": SEAL_ROWS, "graph_min_rows": 4 if graphs else None}

    def run() -> None:
        store = _open(path, **options)
        OPS[op](store, named)
        store.close()

    _copy(template_path, path)
    steps = kill_count(run)
    assert len(steps) >= 3 and "checkpoint.committed" in steps, steps
    for n in range(1, len(steps) + 1):
        _copy(template_path, path)
        status = run_killed_at(n, run)
        label = f"{op}: killed at step {n} ({steps[n - 1]})"
        assert status == signal.SIGKILL, f"{label}: the child ended with {status}"
        _after_fault(path, None, op, acked, named, None, label)
