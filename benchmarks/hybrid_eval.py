"""Hybrid recall on the shipped evaluation sets: recall@1/@5 overall and top-1 by category for a sweep of the
lexical share `a` (recall(..., hybrid=a)), per embedder and set. The figures behind benchmarks/RESULTS.md
"Hybrid recall" and the default share (engine/params.py DEFAULT_HYBRID).

    .venv/bin/python -m benchmarks.hybrid_eval --embedder hashing --set v2 --shares 0 0.1 0.2 0.3 0.5 0.7 1
    .venv/bin/python -m benchmarks.hybrid_eval --embedder e5 --set holdout --shares 0 0.3

One store per (embedder, set), memories embedded once; each share is one recall per case (the agent's path:
the question is embedded and its words matched in the same call).
"""

from __future__ import annotations

import argparse
import json
import time

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets

CATEGORIES = ("identifier", "lookup", "paraphrase", "changed_fact", "temporal", "multi_hop", "cross_lingual")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="hashing")
    parser.add_argument("--set", choices=tuple(shipped_quality_sets()), default="v2", dest="quality_set")
    parser.add_argument("--shares", type=float, nargs="+", default=[0.0, 0.1, 0.2, 0.3, 0.5, 0.7, 1.0])
    args = parser.parse_args()
    embedder = None
    if args.embedder == "e5":
        from engramdb.e5 import E5Embedder

        embedder = E5Embedder(threads=1)
    store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
    cases = read_case_set(shipped_quality_sets()[args.quality_set], store=store).cases
    rows = []
    for share in args.shares:
        started = time.perf_counter()
        report = evaluate(store, cases, hybrid=share)
        row = {"embedder": store.embedder.name, "set": args.quality_set, "hybrid": share,
               "recall@1": report.overall.get("recall@1"), "recall@5": report.overall.get("recall@5"),
               "mrr": report.overall.get("mrr"), "auroc": report.overall.get("abstention_auroc"),
               "seconds": round(time.perf_counter() - started, 1)}
        for name in CATEGORIES:
            if name in report.by_category:
                row[f"{name}@1"] = report.by_category[name].get("recall@1")
        rows.append(row)
        print(json.dumps(row), flush=True)
    store.close()


if __name__ == "__main__":
    main()
