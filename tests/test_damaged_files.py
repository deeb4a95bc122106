"""No damaged file crashes the process, with or without `verify` (issue 14, case 4).

Each case copies a small store, damages one of its files (a segment's .arrow, its side file, a graph's .hnsw
or the manifest) by a random truncation, flipped bits or a zeroed block, a quarter of the segment cases aim at
a string column's Arrow offsets (what once crashed the process inside pyarrow.compute.index_in), opens the
copy with verify=True and with verify=False and runs recall, get, export, count and get_fact on whatever
opened. The cases run in child processes (tests/damage_probe.py), so a segfault fails its case here instead of
killing pytest. Allowed outcomes:

* CorruptStoreError (IncompatibleStoreError for the manifest: a damaged format_version or dim reads as
  another format);
* a clean open whose answers equal the undamaged store's (the damage hit bytes that do not matter);
* with verify=False, for a segment file only: a clean open with other answers. verify=False skips the
  segment's checksum by design, so a changed vector, text or score reads as data; everything native code
  indexes is still bounds-checked, and side files and graphs are checksummed at every open.

100 cases per file kind and verify mode; ENGRAMDB_LONG=1 runs 2,000.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from .damage_probe import KINDS, build_store
from .durable_util import child_env

CASES = 2000 if os.environ.get("ENGRAMDB_LONG") else 100
ROOT = Path(__file__).resolve().parent.parent


def probe(store: Path, workdir: Path, cases: list[str]) -> dict[str, str]:
    """case -> outcome, running the cases in child processes; a child that dies fails the case it was running
    (reported as "crashed <returncode>") and a new child goes on with the rest."""
    results: dict[str, str] = {}
    details: dict[str, list[str]] = {}
    pending = list(cases)
    while pending:
        done = subprocess.run([sys.executable, "-m", "tests.damage_probe", str(store), str(workdir)],
                              input="".join(f"{c}\n" for c in pending), capture_output=True, text=True,
                              env=child_env(), cwd=ROOT, timeout=600)
        current = None
        for line in done.stdout.splitlines():
            if line.startswith("start "):
                current = line[len("start "):]
                details[current] = []
            elif line.startswith("done "):
                kind, seed, verify, outcome = line[len("done "):].split(" ", 3)
                results[f"{kind} {seed} {verify}"] = outcome
                current = None
            elif current is not None:
                details[current].append(line)
        if current is not None:
            results[current] = f"crashed {done.returncode}: {done.stderr[-300:]}"
        elif done.returncode != 0:
            raise AssertionError(f"the probe failed outside any case: {done.stderr[-2000:]}")
        pending = [c for c in pending if c not in results]
    return {c: " | ".join([results[c], *details.get(c, [])[:1]]) for c in cases}


@pytest.fixture(scope="module")
def pristine(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, str]:
    root = tmp_path_factory.mktemp("damage")
    build_store(root / "store")
    clean = probe(root / "store", root, ["clean 0 1", "clean 0 0"])
    outcomes = {o.split(" | ")[0] for o in clean.values()}
    assert len(outcomes) == 1 and outcomes.pop().startswith("ok "), clean
    return root / "store", root, clean["clean 0 1"].split(" | ")[0]


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_file_is_refused_or_harmless(pristine: tuple[Path, Path, str], kind: str) -> None:
    store, workdir, clean = pristine
    cases = [f"{kind} {seed} {verify}" for seed in range(CASES) for verify in (1, 0)]
    bad = []
    for case, outcome in probe(store, workdir, cases).items():
        result = outcome.split(" | ")[0]
        verify = case.endswith(" 1")
        allowed = (result == "corrupt" or result == clean or (kind == "manifest" and result == "incompatible")
                   or (kind == "segment" and not verify and result.startswith("ok ")))
        if not allowed:
            bad.append(f"{case}: {outcome}")
    assert not bad, f"{len(bad)} of {len(cases)} cases:\n" + "\n".join(bad[:20])


@pytest.mark.parametrize("edit", ["side entry without bytes", "graph name not a string", "graph name a path"])
def test_manifest_entries_of_the_wrong_shape_are_corruption(pristine: tuple[Path, Path, str], tmp_path: Path,
                                                             edit: str) -> None:
    """Cases the long fuzz found (a KeyError from a side entry whose "bytes" key was flipped)."""
    import json
    import shutil

    from engramdb import MemoryStore
    from engramdb.errors import CorruptStoreError

    copy = tmp_path / "store"
    shutil.copytree(pristine[0], copy)
    manifest = json.loads((copy / "MANIFEST.json").read_text())
    extra = manifest["extra"]
    if edit == "side entry without bytes":
        next(iter(extra["side_files"].values())).pop("bytes")
    else:
        graphs = next(iter(extra["graphs"].values()))
        graphs[next(iter(graphs))] = 5 if edit == "graph name not a string" else "../MANIFEST.json"
    (copy / "MANIFEST.json").write_text(json.dumps(manifest))
    for verify in (True, False):
        with pytest.raises(CorruptStoreError, match=r"MANIFEST\.json"):
            MemoryStore.open(copy, verify=verify, graph_min_rows=30)


@pytest.mark.parametrize("verify", [True, False])
def test_a_segment_damaged_right_after_its_write_is_refused_at_the_next_open(tmp_path: Path, verify: bool,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkpoint does not read its new segment back for Arrow's full validation (load_segment(written=True):
    the writer hashed the bytes as it wrote them). Bytes changed on disk between that write and the read (here a
    text's first byte made invalid UTF-8, which only the full validation sees) are refused at the next open: by
    the manifest's hash64 with verify=True, by the full validation with verify=False."""
    import numpy as np
    import pyarrow as pa

    from engramdb import MemoryStore
    from engramdb.durable import backend
    from engramdb.errors import CorruptStoreError

    marker = b"the marked text of row seven"
    written = backend.write_segment

    def damaging(path: object, table: object) -> object:
        stats = written(path, table)  # type: ignore[arg-type]
        data = bytearray(Path(str(path)).read_bytes())
        at = data.find(marker)
        assert at > 0
        data[at] = 0xFF  # never a UTF-8 byte
        Path(str(path)).write_bytes(bytes(data))
        return stats

    n, dim = 40, 4
    texts = [f"note {i}" for i in range(n)]
    texts[7] = marker.decode()
    table = pa.table({"scope": ["u"] * n, "text": texts,
                      "embedding": pa.FixedSizeListArray.from_arrays(
                          pa.array(np.random.default_rng(1).normal(size=n * dim).astype(np.float32)), dim)})
    monkeypatch.setattr(backend, "write_segment", damaging)
    with MemoryStore.open(tmp_path / "s", dim=dim) as store:
        assert len(store.import_arrow(table)) == n  # not read back: this process did not see the damage
    monkeypatch.setattr(backend, "write_segment", written)
    with pytest.raises(CorruptStoreError, match="hash64" if verify else "UTF8|utf8|UTF-8"):
        MemoryStore.open(tmp_path / "s", dim=dim, verify=verify).close()
