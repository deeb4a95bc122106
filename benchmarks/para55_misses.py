"""A probe, not a mechanism: every rank-1 miss of the paraphrase category on the tunable sets, each classified by the
term of the fused score that puts the winner above the answer (issue 18, paraphrase recall@1 with E5).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.para55_misses \
        --cache /tmp/para55/e5cache.pkl --out /tmp/para55/e5.json [--embedder hashing]

The ranks are engramdb.quality.evaluate's (what ``engramdb eval --set X --embedder e5 --json`` prints). For each miss
the store's own recall (k=10) is read again and the winner's lead split as benchmarks/xling49_misses.py does (dense,
lexical, recency, importance; "reorder" when the winner's final score is below the answer's: a conflict mark or
slot_first moved it), plus whether winner and answer share the answer's slot, and the dense order alone (is the
answer E5's own first?). Blind sets (benchmarks/eval_sets.py) are refused. Figures in benchmarks/RESULTS.md,
"para55 (session 28)"."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS as TUNABLE
from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from benchmarks.xling49_misses import _classify, _question_params, _terms
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5")
    parser.add_argument("--category", default="paraphrase")
    parser.add_argument("--sets", default=",".join(TUNABLE))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("para55.json"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    summary: dict[str, Any] = {}
    misses: list[dict[str, Any]] = []
    e5 = DiskCachedE5(args.cache) if args.embedder == "e5" else None
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        report = evaluate(store, cases)
        cat = report.by_category.get(args.category, {})
        summary[name] = {"r1": report.overall["recall@1"], "r5": report.overall["recall@5"],
                         "newest": report.overall.get("newest_first"),
                         "lookup": report.by_category.get("lookup", {}).get("recall@1"),
                         "auroc_answer": report.overall.get("abstention_auroc_answer"),
                         "cat_n": cat.get("n"), "cat_r1": cat.get("recall@1"), "cat_r5": cat.get("recall@5")}
        for i, result in enumerate(report.results):
            case = result.case
            if not case.expected or result.rank == 1 or case.category != args.category:
                continue
            hits = store.recall(case.scope, case.question, k=10)
            dense = store.recall(case.scope, case.question, k=10, hybrid=0.0)
            answer = next((h for h in hits if h.id in case.expected), None)
            weights, share, foreign = _question_params(store, case.scope, case.question)
            row: dict[str, Any] = {"set": name, "i": i, "scope": case.scope, "question": case.question,
                                   "rank": result.rank, "share": share, "foreign": foreign,
                                   "weights": [weights.similarity, weights.recency, weights.importance],
                                   "expected": [store.get(case.scope, e).text[:110] for e in case.expected],
                                   "dense_first_is_answer": bool(dense) and dense[0].id in case.expected,
                                   "dense_top_relevance_first": bool(hits) and max(
                                       hits, key=lambda h: h.relevance).id in case.expected,
                                   "top": [_terms(h) for h in hits[:3]]}
            if answer is None or not hits:
                row["class"] = "not in top 10"
            else:
                row["answer"] = _terms(answer)
                row["class"], row["leads"] = _classify(hits[0], answer, weights, share)
            misses.append(row)
        if e5 is not None:
            e5.save()
        print(f"{name:10s} " + json.dumps(summary[name]), flush=True)
        args.out.write_text(json.dumps({"summary": summary, "misses": misses}, indent=1, ensure_ascii=False))
    print(json.dumps(Counter(m["class"] for m in misses)), flush=True)


if __name__ == "__main__":
    main()
