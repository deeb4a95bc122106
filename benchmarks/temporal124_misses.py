"""Temporal and multi-hop misses and the recall figures of the tunable evaluation sets, both embedders (issue 18,
temporal124).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/temporal124_misses.py --cache e5.pkl --out run.json

For each set and embedder: overall recall@1 / @5, newest first, lookups', temporal and multi-hop recall@1 (the figures
``engramdb eval --set X --embedder E --json`` prints, from the same engramdb.quality.evaluate), and every temporal or
multi-hop case whose answer is not first, with the top five hits' score terms. E5's vectors are kept in a pickle
(--cache, benchmarks/lookup_misses.py's DiskCachedE5). The blind sets (eval_sets.BLIND_SETS) are never read.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

CATEGORIES = ("temporal", "multi_hop")


def _hit(hit: Any, expected: tuple[str, ...]) -> dict[str, Any]:
    return {
        "text": hit.text,
        "kind": hit.memory.kind,
        "created": str(hit.memory.created_at)[:10],
        "final": round(hit.final, 3),
        "relevance": round(hit.relevance, 3),
        "lexical": round(hit.lexical, 3),
        "recency": round(hit.recency, 3),
        "importance": round(hit.importance, 3),
        "expected": hit.id in expected,
    }


def measure(
    names: list[str], embedders: list[str], e5: DiskCachedE5 | None, misses: list[dict[str, Any]] | None = None
) -> dict[str, Any]:
    """Per set/embedder figures; temporal and multi-hop rank-1 misses appended to `misses` when given."""
    summary: dict[str, Any] = {}
    for embedder in embedders:
        for name in names:
            store = MemoryStore(embedder=e5 if embedder == "e5" else None, clock=EVAL_NOW.timestamp)
            path = name if name.endswith(".jsonl") else shipped_quality_sets()[name]  # a dev file by its path
            cases = read_case_set(path, store=store).cases
            report = evaluate(store, cases)
            overall = report.overall
            summary[f"{name}/{embedder}"] = {
                "r1": overall["recall@1"],
                "r5": overall["recall@5"],
                "newest": overall.get("newest_first"),
                **{c: report.by_category.get(c, {}).get("recall@1") for c in ("lookup", *CATEGORIES)},
                **{f"n_{c}": report.by_category.get(c, {}).get("n") for c in CATEGORIES},
                "ranks": {
                    f"{r.case.scope}|{r.case.question}": r.rank for r in report.results if r.case.category in CATEGORIES
                },
            }
            if misses is not None:
                for result in report.results:
                    if result.case.category in CATEGORIES and result.rank != 1:
                        hits = store.recall(result.case.scope, result.case.question, k=5)
                        misses.append(
                            {
                                "set": name,
                                "embedder": embedder,
                                "category": result.case.category,
                                "question": result.case.question,
                                "rank": result.rank,
                                "expected": [store.get(result.case.scope, e).text for e in result.case.expected],
                                "expected_created": [
                                    str(store.get(result.case.scope, e).created_at)[:10] for e in result.case.expected
                                ],
                                "top": [_hit(h, result.case.expected) for h in hits],
                            }
                        )
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="hashing,e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("temporal124_misses.json"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    embedders = args.embedders.split(",")
    e5 = DiskCachedE5(args.cache) if "e5" in embedders else None
    misses: list[dict[str, Any]] = []
    summary = measure(names, embedders, e5, misses)
    if e5 is not None:
        e5.save()
    for key, row in summary.items():
        print(f"{key:20s} " + json.dumps({k: v for k, v in row.items() if k != "ranks"}), flush=True)
    args.out.write_text(json.dumps({"summary": summary, "misses": misses}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
