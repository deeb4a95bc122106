"""Every guard corpus measured through the store (each corpus's own measure script), with the rules alone and with the
n-gram signal, in the same run: refused secrets and refused benign rows, before -> after.

    PYTHONPATH=python python benchmarks/guard_ngram/measure_all.py
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

from engramdb.guard import secrets

BENCH = Path(__file__).resolve().parent.parent


def _module(directory: str, name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{directory}_{name}", BENCH / directory / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def measure_all() -> dict[str, tuple[int, int, int, int]]:
    """corpus -> (secrets refused, secrets, benign refused, benign rows)."""
    out: dict[str, tuple[int, int, int, int]] = {}
    m = _module("guard_corpus", "measure")
    for corpus in ("tune", "holdout"):
        r: dict[str, Any] = m.measure_secrets(corpus)
        out[corpus] = (r["detected"], r["positives"], r["false_positives"], r["negatives"])
    r = _module("guard_corpus_fresh", "measure_fresh").measure()
    out["fresh"] = (r["detected"], r["positives"], r["false_positives"], r["negatives"])
    for n in range(4, 11):
        mod = _module(f"guard_corpus_blind{n}", f"measure_blind{n}")
        b4 = mod if n == 4 else mod.measure_blind4
        r = b4.score(b4.load_rows(mod.CORPUS_PATH))
        out[f"blind{n}"] = (r["secrets_refused"], r["secrets"], r["benign_refused"], r["benign"])
    return out


def main() -> int:
    after = measure_all()
    real = secrets.ngram.refused
    secrets.ngram.refused = lambda texts, skip: []  # type: ignore[assignment]
    try:
        before = measure_all()
    finally:
        secrets.ngram.refused = real  # type: ignore[assignment]
    print("| corpus | secrets refused, rules alone | with the signal | benign refused, rules alone | with the signal |")
    print("|---|---|---|---|---|")
    for name, (s, n, b, nb) in before.items():
        s2, _, b2, _ = after[name]
        print(f"| {name} | {s}/{n} ({s / n:.1%}) | {s2}/{n} ({s2 / n:.1%}) | {b}/{nb} ({b / nb:.2%}) | {b2}/{nb} ({b2 / nb:.2%}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
