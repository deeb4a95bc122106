"""Every guard corpus measured through the store, in one run: the guard of a git ref (``--base``, default main: its
python/ exported to a temporary folder with this checkout's compiled _core, which needs cpp/ unchanged since that ref),
this checkout's guard with the credential-label lexicon's rows switched off, and this checkout's guard; refused secrets
and refused benign rows per corpus (the n-gram signal on in all three). The corpora and their measure scripts are this
checkout's in all three.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_lexicon/measure_lexicon.py [--base main]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import engramdb
from engramdb.guard import shape

ROOT = Path(__file__).resolve().parents[2]

_SPEC = importlib.util.spec_from_file_location("measure_all", Path(__file__).resolve().parent.parent / "guard_ngram"
                                               / "measure_all.py")
assert _SPEC is not None and _SPEC.loader is not None
measure_all = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(measure_all)


@contextlib.contextmanager
def without_lexicon() -> Iterator[None]:
    """The lexicon rows find no label (their anchors stay: the prefilter is the same in both runs)."""
    finders = [finder for _, finder, _ in shape.LEXICON_ROWS.values()]
    for finder in finders:
        finder.finditer = lambda text: iter(())  # type: ignore[method-assign]
    try:
        yield
    finally:
        for finder in finders:
            del finder.finditer


def _at_ref(ref: str) -> dict[str, list[int]]:
    """measure_all with the guard of ``ref`` (its python/ package, this build's _core), in a subprocess."""
    if subprocess.run(["git", "diff", "--quiet", ref, "HEAD", "--", "cpp"], cwd=ROOT).returncode != 0:
        raise SystemExit(f"cpp/ changed since {ref}: its guard needs its own build")
    core = next(Path(engramdb.__file__).parent.glob("_core*.so"), None) or next((ROOT / "build").rglob("_core*.so"))
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "archive", ref, "python"], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        shutil.copy(core, Path(tmp) / "python" / "engramdb" / core.name)
        env = {**os.environ, "PYTHONPATH": str(Path(tmp) / "python")}
        here = str(Path(__file__).resolve())
        # The editable install's finder (scikit-build-core) would find this checkout's package first: drop it.
        code = ("import json, sys; sys.meta_path = [f for f in sys.meta_path if 'editable' not in type(f).__module__]; "
                f"__file__ = {here!r}; exec(open(__file__).read().split('def _at_ref')[0]); "
                "assert engramdb.__file__.startswith(" + repr(tmp) + "), engramdb.__file__; "
                "print(json.dumps(measure_all.measure_all()))")
        out = subprocess.run([sys.executable, "-c", code], env=env, check=True, capture_output=True, text=True).stdout
    return {k: list(v) for k, v in json.loads(out.strip().splitlines()[-1]).items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="main", help="the git ref measured first (default: main)")
    args = parser.parse_args()
    base = _at_ref(args.base)
    with without_lexicon():
        off = measure_all.measure_all()
    on = measure_all.measure_all()
    print(f"| corpus | secrets refused, {args.base} | lexicon rows off | round 9 | benign refused, {args.base} | lexicon rows off "
          "| round 9 |")
    print("|---|---|---|---|---|---|---|")
    totals = [0] * 8
    for name, (s0, n, b0, nb) in base.items():
        s1, _, b1, _ = off[name]
        s2, _, b2, _ = on[name]
        for i, x in enumerate((s0, s1, s2, n, b0, b1, b2, nb)):
            totals[i] += x
        print(f"| {name} | {s0}/{n} ({s0 / n:.1%}) | {s1}/{n} ({s1 / n:.1%}) | {s2}/{n} ({s2 / n:.1%}) "
              f"| {b0}/{nb} ({b0 / nb:.2%}) | {b1}/{nb} ({b1 / nb:.2%}) | {b2}/{nb} ({b2 / nb:.2%}) |")
    s0, s1, s2, n, b0, b1, b2, nb = totals
    print(f"| all | {s0}/{n} ({s0 / n:.1%}) | {s1}/{n} ({s1 / n:.1%}) | {s2}/{n} ({s2 / n:.1%}) "
          f"| {b0}/{nb} ({b0 / nb:.2%}) | {b1}/{nb} ({b1 / nb:.2%}) | {b2}/{nb} ({b2 / nb:.2%}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
