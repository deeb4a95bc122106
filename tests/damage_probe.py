"""Damaged-file probes for tests/test_damaged_files.py, run in a child process so that a segfault in native
code is reported as a failed case instead of killing pytest.

Usage (the test runs it): ``python -m tests.damage_probe STORE WORKDIR`` with one case a line on stdin,
``<kind> <seed> <verify 0|1>``. For each case the child copies STORE to a fresh directory, damages one file of
that kind (a truncation, bit flips or a zeroed block, chosen by the seed), opens the copy with that `verify`,
and runs recall, get and export on whatever opened. It prints ``start <case>`` before the case and
``done <case> <outcome>`` after it, flushed, so that the parent knows which case a crash interrupted.
Outcome: ``corrupt`` (CorruptStoreError), ``incompatible`` (IncompatibleStoreError), ``ok <digest>`` (the
digest of every answer; ``clean`` names the undamaged store's), or ``raised <type>: <message>`` (anything
else, which the test fails).
"""

from __future__ import annotations

import hashlib
import random
import shutil
import sys
import traceback
from pathlib import Path

import numpy as np

KINDS = ("segment", "side", "graph", "manifest")


def build_store(path: Path) -> None:
    """The small store every case damages: two scopes of 40 rows in one sealed segment (every kind, a key, meta,
    a forgotten row), each run with an HNSW graph file, and a side file."""
    from engramdb import MemoryStore

    rng = np.random.default_rng(20261130)
    store = MemoryStore.open(path, dim=8, graph_min_rows=30, seal_rows=1000, dedup=False, clock=lambda: 1.7e9)
    for scope in ("alice", "bob"):
        n = 40
        store.remember_many(scope, [f"{scope} note {i}" for i in range(n)],
                            embeddings=rng.standard_normal((n, 8)).astype(np.float32),
                            kind=["fact", "episode", "lesson", "fact"] * 10, meta={"n": 1},
                            key=[None] * (n - 1) + ["plan"], expires_at=[None] * (n - 1) + [1.8e9])
    store.forget("alice", "m3")
    store.close()


def files_of(store: Path, kind: str) -> list[Path]:
    segments = store / "segments"
    if kind == "segment":
        return sorted(segments.glob("*.arrow"))
    if kind == "side":
        return sorted(segments.glob("*.side"))
    if kind == "graph":
        return sorted(segments.glob("*.hnsw"))
    return [store / "MANIFEST.json"]


def string_offsets(path: Path) -> dict[str, tuple[int, int]]:
    """column -> (position, length) in the segment file of the int32 offsets buffer of each string column: what
    native code indexes the text bytes with (damaged offsets once crashed the process inside Arrow)."""
    import pyarrow as pa

    source = pa.memory_map(str(path))
    table = pa.ipc.open_file(source).read_all()
    source.seek(0)
    base = source.read_buffer(source.size()).address
    out = {}
    for name in table.column_names:
        array = table.column(name).chunk(0)
        if array.type == pa.string() and array.buffers()[1] is not None:
            offsets = array.buffers()[1]
            out[name] = (offsets.address - base, offsets.size)
    return out


def damage_offsets(data: bytes, path: Path, rng: random.Random) -> tuple[bytes, str]:
    """One int32 of a string column's offsets set to a value past its data, negative, or slightly off."""
    name, (at, size) = rng.choice(sorted(string_offsets(path).items()))
    slot = rng.randrange(size // 4)
    value = rng.choice((rng.randrange(1 << 31), -rng.randrange(1, 1 << 31), rng.randrange(-8, 9) + 4 * slot))
    out = bytearray(data)
    out[at + 4 * slot:at + 4 * slot + 4] = int(value).to_bytes(4, "little", signed=True)
    return bytes(out), f"offset {slot} of column {name} set to {value}"


def damage(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    """One random damage of a file's bytes: a truncation, 1-8 flipped bits, or a zeroed block."""
    n = len(data)
    what = rng.choice(("truncate", "flip", "zero"))
    if what == "truncate" or n == 0:
        cut = rng.randrange(n) if n else 0
        return data[:cut], f"truncated to {cut} of {n} bytes"
    out = bytearray(data)
    if what == "flip":
        bits = [rng.randrange(8 * n) for _ in range(rng.randint(1, 8))]
        for bit in bits:
            out[bit >> 3] ^= 1 << (bit & 7)
        return bytes(out), f"bits {bits} flipped"
    start = rng.randrange(n)
    length = rng.choice((1, 4, 8, 64, 512))
    out[start:start + length] = bytes(len(out[start:start + length]))
    return bytes(out), f"{length} bytes zeroed at {start}"


def answers(path: Path, verify: bool) -> str:
    """Opens the store and digests recall (three plans), get of every exported id, export and count."""
    from engramdb import MemoryStore

    store = MemoryStore.open(path, verify=verify, graph_min_rows=30, clock=lambda: 1.7e9)
    try:
        parts: list[object] = [sorted(store.scopes())]
        query = np.linspace(-1, 1, 8, dtype=np.float32)
        for scope in ("alice", "bob"):
            table = store.export(scope)
            parts.append(table.to_pylist())
            for exact in (False, True):
                hits = store.recall(scope, query, k=5, exact=exact, now=1.7e9)
                parts.append([(h.id, round(h.final, 6), h.memory) for h in hits])
            parts.append(store.recall(scope, "alice note 7", k=3, now=1.7e9))
            parts.append([store.get(scope, i) for i in table.column("id").to_pylist()])
            parts.append(store.count(scope))
            parts.append(store.get_fact(scope, "plan"))
    finally:
        store.close()
    return hashlib.sha256(repr(parts).encode()).hexdigest()[:16]


def run_case(store: Path, workdir: Path, kind: str, seed: int, verify: bool) -> str:
    from engramdb.errors import CorruptStoreError, IncompatibleStoreError

    copy = workdir / f"{kind}-{seed}-{int(verify)}"
    shutil.copytree(store, copy)
    try:
        if kind != "clean":
            rng = random.Random(f"{kind} {seed}")
            target = rng.choice(files_of(copy, kind))
            if kind == "segment" and rng.random() < 0.25:
                data, how = damage_offsets(target.read_bytes(), target, rng)
            else:
                data, how = damage(target.read_bytes(), rng)
            target.write_bytes(data)
            print(f"damage {target.name}: {how}", flush=True)
        try:
            return "ok " + answers(copy, verify)
        except CorruptStoreError:
            return "corrupt"
        except IncompatibleStoreError:
            return "incompatible"
        except Exception as exc:  # what the test fails: print the place too
            traceback.print_exc(file=sys.stdout)
            return f"raised {type(exc).__name__}: {exc}".replace("\n", " ")
    finally:
        shutil.rmtree(copy, ignore_errors=True)


def main() -> None:
    store, workdir = Path(sys.argv[1]), Path(sys.argv[2])
    for line in sys.stdin:
        kind, seed, verify = line.split()
        case = f"{kind} {seed} {verify}"
        print(f"start {case}", flush=True)
        outcome = run_case(store, workdir, kind, int(seed), verify == "1")
        print(f"done {case} {outcome}", flush=True)


if __name__ == "__main__":
    main()
