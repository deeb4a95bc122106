"""Crash safety through the store: a writer killed with SIGKILL at random moments loses no acknowledged
write and leaves nothing corrupt; a WAL torn at any byte of its last record opens with every earlier one.

ENGRAMDB_LONG=1 runs many more kills."""

from __future__ import annotations

import os
import random
import re
import time
from pathlib import Path

import numpy as np
import pytest

import engramdb
from engramdb import MemoryStore
from engramdb.durable import check_directory

from .durable_util import spawn_python, unit

KILLS = 300 if os.environ.get("ENGRAMDB_LONG") else 50

# The writer: prints "ready" once open, then loops forever. Each line is printed (one write) only AFTER
# the call returned, so a printed line is an acknowledged write. "f" announces a forget before it is made
# (it may or may not happen if the kill comes first); "F" acknowledges it.
WRITER = r"""
import random, sys
import numpy as np
from engramdb import MemoryStore
path, seed, seal_rows = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
rng = random.Random(seed)
vectors = np.random.default_rng(seed)
store = MemoryStore.open(path, dim=8, seal_rows=seal_rows, dedup=False)
print("ready", flush=True)
live, n = [], 0
while True:
    op, scope = rng.random(), f"s{rng.randrange(3)}"
    if op < 0.4:
        text = f"w{seed}.{n}"
        n += 1
        mid = store.remember(scope, text, embedding=vectors.standard_normal(8))
        live.append((scope, mid))
        print(f"R {scope} {mid} {text}", flush=True)
    elif op < 0.85:
        texts = [f"w{seed}.{n + i}" for i in range(rng.randint(1, 25))]
        n += len(texts)
        ids = store.remember_many(scope, texts, embeddings=vectors.standard_normal((len(texts), 8)))
        live += [(scope, i) for i in ids]
        print("\n".join(f"R {scope} {i} {t}" for i, t in zip(ids, texts)), flush=True)
    elif live:
        scope, mid = live.pop(rng.randrange(len(live)))
        print(f"f {scope} {mid}", flush=True)
        store.forget(scope, mid)
        print(f"F {scope} {mid}", flush=True)
"""

TEXT = re.compile(r"^w\d+\.\d+$")


def test_sigkill_at_random_moments_loses_no_acknowledged_write(tmp_path: Path) -> None:
    path = tmp_path / "store"
    rng = random.Random(20261130)
    acked: dict[str, tuple[str, str]] = {}   # id -> (scope, text)
    forgotten: set[str] = set()              # acknowledged forgets
    maybe_forgotten: set[str] = set()        # announced, perhaps made before the kill
    mid_write = 0
    for kill in range(KILLS):
        child = spawn_python(WRITER, str(path), str(kill), str(rng.choice([7, 40, 200])))
        first = ""
        try:
            if rng.random() < 0.8:  # usually: kill while writing; sometimes: while starting or opening
                assert child.stdout.readline() == "ready\n", child.stderr.read()
                # the writer's first line, so that the kill falls while it is at work however slow the machine (on a
                # loaded one a kill 0-0.15 s after "ready" often came before any write was acknowledged)
                first = child.stdout.readline()
                time.sleep(rng.uniform(0.0, 0.15))
            else:
                time.sleep(rng.uniform(0.0, 1.0))
        finally:
            child.kill()
            # read through child.stdout, not communicate(): communicate reads the pipe's descriptor and misses the
            # lines readline() above already pulled into child.stdout's buffer (an "f" lost so made a forgotten
            # row look like a lost write)
            out = child.stdout.read()
            child.stderr.read()
            child.wait()
            for pipe in (child.stdin, child.stdout, child.stderr):
                pipe.close()
        lines = (first + out).split("\n")
        mid_write += lines[-1] != ""
        for line in lines[:-1]:  # the last piece is a partial line (or empty): never acknowledged
            kind, *rest = line.split(" ")
            if kind == "R":
                acked[rest[1]] = (rest[0], rest[2])
            elif kind == "f":
                maybe_forgotten.add(rest[1])
            elif kind == "F":
                forgotten.add(rest[1])
        if not path.exists():
            continue
        read_only = kill % 2 == 1
        store = MemoryStore.open(path, read_only=read_only, dedup=False)
        try:
            present: dict[str, tuple[str, str]] = {}
            for scope in store.scopes():
                table = store.export(scope)
                present.update(zip(table["id"].to_pylist(), ((scope, t) for t in table["text"].to_pylist())))
            must = {i: v for i, v in acked.items() if i not in forgotten and i not in maybe_forgotten}
            missing = {i for i, v in must.items() if present.get(i) != v}
            assert not missing, f"kill {kill}: acknowledged writes lost: {sorted(missing)[:5]}"
            assert not forgotten & set(present), f"kill {kill}: acknowledged forgets undone"
            assert all(TEXT.match(t) for _, t in present.values()), f"kill {kill}: a corrupt row"
            assert len(set(present.values())) == len(present)  # no write applied twice
            if not read_only:
                store.close()  # seals: the next child starts on sealed segments
                report = check_directory(path)
                assert report.ok, f"kill {kill}: {report}"
        finally:
            store.close()
    assert len(acked) > 10 * KILLS // 5  # the writers did get work done between kills


def _last_record_bounds(path: Path, write) -> tuple[Path, int, int]:
    log = max((path / "wal").glob("*.log"))
    start = log.stat().st_size
    write()
    return log, start, log.stat().st_size


@pytest.mark.parametrize("last", ["insert", "forget"])
def test_torn_tail_at_every_byte_of_the_last_record(tmp_path: Path, last: str) -> None:
    path = tmp_path / "s"
    rng = np.random.default_rng(3)
    store = MemoryStore.open(path, dim=4, seal_rows=10**6, dedup=False)
    early = store.remember_many("a", ["one", "two", "three"], embeddings=unit(rng, 3, 4))
    store.forget("a", early[0])
    if last == "insert":
        log, start, end = _last_record_bounds(path, lambda: store.remember("a", "four", embedding=unit(rng, 1, 4)[0]))
        before, after = ["two", "three"], ["two", "three", "four"]
    else:
        log, start, end = _last_record_bounds(path, lambda: store.forget("a", early[1]))
        before, after = ["two", "three"], ["three"]
    store.engine.backend.abandon()
    data = log.read_bytes()
    assert end - start > 9  # a record header and a payload
    for cut in range(end - 1, start - 1, -1):  # every length that tears the last record
        os.truncate(log, cut)
        reader = MemoryStore.open(path, read_only=True)  # read-only: never repairs, so the cut stays
        assert reader.export("a")["text"].to_pylist() == before, f"cut at {cut}"
        reader.close()
    for cut in (start, (start + end) // 2, end - 1):  # a writer repairs the tail and goes on
        log.write_bytes(data[:cut])
        store = MemoryStore.open(path)
        assert store.export("a")["text"].to_pylist() == before
        store.remember("a", "five", embedding=unit(rng, 1, 4)[0])
        store.engine.backend.abandon()
        again = MemoryStore.open(path, read_only=True)
        assert again.export("a")["text"].to_pylist() == [*before, "five"]
    log.write_bytes(data)
    assert MemoryStore.open(path, read_only=True).export("a")["text"].to_pylist() == after


def test_interrupted_checkpoint_leftovers_are_ignored_and_removed(tmp_path: Path) -> None:
    path = tmp_path / "s"
    rng = np.random.default_rng(4)
    with MemoryStore.open(path, dim=4, seal_rows=5) as store:
        store.remember_many("a", [f"m{i}" for i in range(12)], embeddings=unit(rng, 12, 4))
    (path / "segments" / "00000099.arrow").write_bytes(b"half a segment")
    (path / "segments" / ".00000100.arrow.1234.tmp").write_bytes(b"temp")
    report = check_directory(path)
    assert report.ok and len(report.notes) == 2
    with MemoryStore.open(path) as store:
        assert len(store) == 12
    assert sorted(p.name for p in (path / "segments").iterdir() if p.suffix == ".arrow") == \
        sorted(i.name for i in engramdb.storage.read_manifest(path).segments)
