"""The cross-language change test in the conflict pass (semantics._cross_language_changes, branch xlchange53) on and
off, on every tunable set: each set's cases through engramdb.quality.evaluate (the figures ``engramdb eval --json``
prints, without E5's token states) on two stores of the same memories, one with the test off (the store's
``_semantics.cross_language`` set to -1, as the hashing embedder has it) and one as the store makes it (under E5:
semantics.XL_CHANGE_MARGIN; under hashing: off, so both runs should be equal there), and each case's rank kept so the
two compare case by case. E5 vectors kept between runs (benchmarks/lookup_misses.DiskCachedE5).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/xlchange53_measure.py \\
        --embedder e5 --cache /tmp/xlchange53/e5.pkl --out /tmp/xlchange53/e5.json
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

FIGURES = ("recall@1", "recall@5", "newest_first", "abstention_auroc_answer")


def measure(name: str, embedder: Any, margin: float | None) -> dict[str, Any]:
    """One set's figures with the test's margin set to `margin` (None: as the store sets it)."""
    store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
    if margin is not None:
        store._semantics.cross_language = margin
    report = evaluate(store, read_case_set(str(shipped_quality_sets()[name]), store=store).cases)
    out = {k: report.overall.get(k) for k in FIGURES}
    out["lookups"] = report.by_category.get("lookup", {}).get("recall@1")
    out["changed"] = report.by_category.get("changed_fact", {}).get("recall@1")
    out["ranks"] = [r.rank for r in report.results]
    out["margin"] = getattr(store._semantics, "cross_language", None)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--embedder", choices=("e5", "hashing"), default="e5")
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"), help="E5 vectors kept between runs")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--margin", type=float, default=None,
                        help="the test's margin in the second run (default: as the store sets it)")
    args = parser.parse_args()
    sets = args.sets.split(",")
    refuse_blind(sets)
    embedder: Any = None
    if args.embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5

        embedder = DiskCachedE5(args.cache)
    results: dict[str, Any] = {}
    try:
        for name in sets:
            before, after = measure(name, embedder, -1.0), measure(name, embedder, args.margin)
            won = sum(1 for a, b in zip(before["ranks"], after["ranks"]) if a != 1 and b == 1)
            lost = sum(1 for a, b in zip(before["ranks"], after["ranks"]) if a == 1 and b != 1)
            moved = sum(1 for a, b in zip(before["ranks"], after["ranks"]) if a != b)
            results[name] = {"before": before, "after": after, "won": won, "lost": lost, "moved": moved}
            row = " ".join(f"{k} {before[k]!s:.5}->{after[k]!s:.5}" for k in (*FIGURES, "lookups", "changed"))
            print(f"{name} {args.embedder}: {row}; rank 1 +{won}/-{lost}, {moved} ranks moved", flush=True)
    finally:
        if embedder is not None:
            embedder.save()
        args.out.write_text(json.dumps(results))


if __name__ == "__main__":
    main()
