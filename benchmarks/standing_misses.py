"""A standing fact under a newer episode: the misses of that class and every tunable set's figures (issue 18).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/standing_misses.py --embedders e5,hashing \
        --out run.json [--event-half-life 60]

For each set and embedder the figures ``engramdb eval --set X --embedder E --json`` prints (overall recall@1 / @5,
lookups, temporal, newest first, the answer-support AUROC: the same engramdb.quality.evaluate), every answerable
case's rank and top hit (so that two runs can be compared case by case), and the misses of the class: the answer
is not first and the hit above it was written later than the answer (whatever its recency term: under the
rule an episode's is 0). Each such miss is kept with both memories' kinds and terms. ``--event-half-life`` sets
engramdb.standing.STANDING_EVENT_HALF_LIFE_DAYS (60, the event layer's default: recall as before the rule). E5's vectors are cached on disk
between runs (lookup_misses.DiskCachedE5). Blind sets (benchmarks/eval_sets.py) are refused.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import engramdb.standing as standing
from benchmarks.eval_sets import TUNABLE_SETS as TUNABLE
from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore


def _terms(hit: Any) -> dict[str, Any]:
    return {"final": round(hit.final, 3), "relevance": round(hit.relevance, 3), "lexical": round(hit.lexical, 3),
            "recency": round(hit.recency, 3), "importance": round(hit.importance, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="e5,hashing")
    parser.add_argument("--sets", default=",".join(TUNABLE))
    parser.add_argument("--event-half-life", type=float, default=None)
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("standing_misses.json"))
    args = parser.parse_args()
    if args.event_half_life is not None:
        standing.STANDING_EVENT_HALF_LIFE_DAYS = args.event_half_life
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    summary: dict[str, Any] = {}
    ranks: dict[str, Any] = {}
    misses: list[dict[str, Any]] = []
    e5: DiskCachedE5 | None = None
    for embedder in args.embedders.split(","):
        for name in names:
            if embedder == "e5" and e5 is None:
                e5 = DiskCachedE5(args.cache)
            store = MemoryStore(embedder=e5 if embedder == "e5" else None, clock=EVAL_NOW.timestamp)
            cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            report = evaluate(store, cases)
            overall = report.overall
            cat = report.by_category
            summary[f"{name}/{embedder}"] = {
                "n": overall.get("n"), "r1": overall["recall@1"], "r5": overall["recall@5"],
                "lookup": cat.get("lookup", {}).get("recall@1"), "temporal": cat.get("temporal", {}).get("recall@1"),
                "newest": overall.get("newest_first"), "auroc_answer": overall.get("abstention_auroc_answer"),
                "categories": {c: m.get("recall@1") for c, m in cat.items()}}
            for i, result in enumerate(report.results):
                case = result.case
                if not case.expected:
                    continue
                ranks[f"{name}/{embedder}/{i}"] = [result.rank, case.category, result.got[:1], case.question]
                if result.rank == 1:
                    continue
                hits = store.recall(case.scope, case.question, k=10)
                answer = next((h for h in hits if h.id in case.expected), None)
                if answer is None or not hits:
                    continue
                top = hits[0]
                top_memory, answer_memory = store.get(case.scope, top.id), store.get(case.scope, answer.id)
                if top_memory.created_at <= answer_memory.created_at:
                    continue
                misses.append({
                    "set": name, "embedder": embedder, "category": case.category, "question": case.question,
                    "rank": result.rank,
                    "answer": {"text": answer.text, "kind": answer_memory.kind, **_terms(answer)},
                    "winner": {"text": top.text, "kind": top_memory.kind,
                               "stale": top.id in case.stale, **_terms(top)}})
            if e5 is not None:
                e5.save()
            print(f"{name:10s} {embedder:7s} " + json.dumps({k: v for k, v in summary[f"{name}/{embedder}"].items()
                                                             if k != "categories"}), flush=True)
            args.out.write_text(json.dumps({"summary": summary, "ranks": ranks, "misses": misses}, indent=1,
                                           ensure_ascii=False))


if __name__ == "__main__":
    main()
