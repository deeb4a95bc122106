"""A/B of semantics.CLAUSE_RELEVANCE (off: main's order) over every tunable evaluation set in one process, the same
store read both ways: each set's r@1, r@5, newest first, the lookups' r@1 and the answer-support AUROC (as
``engramdb eval --set X --embedder E --json`` prints them, from engramdb.quality.evaluate), the rank-1 cases won and
lost, and every case whose hits moved (branch clause75, benchmarks/RESULTS.md).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/clause75_ab.py --embedders hashing,e5 --out ab.json

E5's vectors are kept in a pickle (--cache) between runs (benchmarks/lookup_misses.DiskCachedE5). The blind sets
(eval_sets.BLIND_SETS, and holdout24) are never read.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import semantics
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

KEYS = (("r1", "recall@1"), ("r5", "recall@5"), ("newest", "newest_first"))


def measure(store: MemoryStore, cases: list[Any], on: bool) -> dict[str, Any]:
    semantics.CLAUSE_RELEVANCE = on
    report = evaluate(store, cases)
    out: dict[str, Any] = {short: report.overall.get(name) for short, name in KEYS}
    out["lookup"] = report.by_category.get("lookup", {}).get("recall@1")
    out["auroc"] = report.overall.get("abstention_auroc_answer")
    out["cases"] = [{"q": r.case.question, "rank": r.rank, "newest": r.newest_first, "got": list(r.got)}
                    for r in report.results]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="hashing,e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("clause75_ab.json"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s and s != "holdout24"]
    refuse_blind(names)
    cache = None
    runs: dict[str, Any] = {}
    for embedder in args.embedders.split(","):
        if embedder == "e5" and cache is None:
            cache = DiskCachedE5(args.cache)
        for name in names:
            store = MemoryStore(embedder=None if embedder == "hashing" else cache, clock=EVAL_NOW.timestamp)
            cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            off, on = measure(store, cases, False), measure(store, cases, True)
            semantics.CLAUSE_RELEVANCE = True
            won = sum(a["rank"] != 1 and b["rank"] == 1 for a, b in zip(off["cases"], on["cases"]))
            lost = sum(a["rank"] == 1 and b["rank"] != 1 for a, b in zip(off["cases"], on["cases"]))
            cells = []
            for key in ("r1", "r5", "newest", "lookup", "auroc"):
                a, b = off[key], on[key]
                cells.append("-" if a is None else f"{a:.3f}" if a == b else f"**{a:.3f} -> {b:.3f}**")
            print(f"| {embedder} {name} | " + " | ".join(cells) + f" | +{won} / -{lost} |", flush=True)
            for a, b in zip(off["cases"], on["cases"]):
                if a["got"] != b["got"]:
                    print(f"    moved: rank {a['rank']} -> {b['rank']}, newest {a['newest']} -> {b['newest']}: {a['q']}")
            runs[f"{embedder}/{name}"] = {"off": off, "on": on}
    if cache is not None:
        cache.save()
    args.out.write_text(json.dumps(runs))


if __name__ == "__main__":
    main()
