"""Round 10 of the guard: every corpus through the store (each corpus's own scoring), per corpus and per kind, for
the package on ``PYTHONPATH``; ``--base REV`` runs the same in a subprocess on that revision's ``python/`` package (a
``git worktree``-free export into a temporary folder, with this build's ``_core``) and prints before -> after.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_round10/measure_round10.py --base main [--kinds k1,k2]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any

BENCH = Path(__file__).resolve().parent.parent
ROOT = BENCH.parent


def _module(directory: str, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{directory}_{name}", BENCH / directory / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def measure() -> dict[str, Any]:
    """corpus -> {"secrets": [refused, rows], "benign": [refused, rows], "kinds": {kind: [refused, rows]}} for the
    blind corpora (4-19), and the totals alone for tune/holdout/fresh."""
    out: dict[str, Any] = {}
    m = _module("guard_corpus", "measure")
    for corpus in ("tune", "holdout"):
        r = m.measure_secrets(corpus)
        out[corpus] = {"secrets": [r["detected"], r["positives"]], "benign": [r["false_positives"], r["negatives"]]}
    r = _module("guard_corpus_fresh", "measure_fresh").measure()
    out["fresh"] = {"secrets": [r["detected"], r["positives"]], "benign": [r["false_positives"], r["negatives"]]}
    for n in range(4, 20):
        mod = _module(f"guard_corpus_blind{n}", f"measure_blind{n}")
        b4 = mod if n == 4 else mod.measure_blind4
        r = b4.score(b4.load_rows(mod.CORPUS_PATH))
        out[f"blind{n}"] = {"secrets": [r["secrets_refused"], r["secrets"]], "benign": [r["benign_refused"], r["benign"]],
                            "kinds": {k: [v["refused"], v["rows"]] for k, v in r["per_kind"].items()}}
    return out


def _base(rev: str) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="guard_base_"))
    try:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "python"], check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", str(tmp)], input=archive.stdout, check=True)
        import engramdb._core as core  # this build's compiled module, beside the revision's Python
        shutil.copy(core.__file__, tmp / "python" / "engramdb")
        env = {**os.environ, "PYTHONPATH": str(tmp / "python"), "GUARD_BASE": "1"}
        res = subprocess.run([sys.executable, __file__, "--json"], env=env, check=True, capture_output=True, text=True)
        return dict(json.loads(res.stdout))
    finally:
        shutil.rmtree(tmp)


def _cell(a: list[int], b: list[int]) -> str:
    return f"{a[0]}/{a[1]} -> {b[0]}/{b[1]}" if a != b else f"{a[0]}/{a[1]}"


def _no_editable_finder() -> None:
    """The editable install's finder comes before ``PYTHONPATH``: take it out so that the revision's package loads."""
    sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]


def main() -> int:
    if os.environ.get("GUARD_BASE"):
        _no_editable_finder()
    ap = argparse.ArgumentParser()
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--base", help="a git revision to compare against")
    ap.add_argument("--kinds", default="", help="comma-separated kinds to show per corpus (default: those that changed)")
    args = ap.parse_args()
    after = measure()
    if args.json:
        import engramdb

        print(engramdb.__file__, file=sys.stderr)
        print(json.dumps(after))
        return 0
    before = _base(args.base) if args.base else after
    print(f"| corpus | secrets refused ({args.base or 'this'} -> branch) | benign refused |")
    print("|---|---|---|")
    for name, a in after.items():
        b = before[name]
        print(f"| {name} | {_cell(b['secrets'], a['secrets'])} | {_cell(b['benign'], a['benign'])} |")
    wanted = set(filter(None, args.kinds.split(",")))
    print("\n| corpus | kind | before | after |\n|---|---|---|---|")
    for name, a in after.items():
        for kind, v in sorted(a.get("kinds", {}).items()):
            old = before[name]["kinds"].get(kind, v)
            if kind in wanted or old != v:
                print(f"| {name} | {kind} | {old[0]}/{old[1]} | {v[0]}/{v[1]} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
