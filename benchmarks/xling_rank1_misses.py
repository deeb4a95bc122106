"""A probe, not a mechanism: E5's cross-lingual rank-1 misses, each with what ranks first instead and the answer's rank
(issue 18). Prints one block per miss and the overall and cross_lingual recall@1/@5 per set.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling_rank1_misses \
        --cache-dir /tmp/e5cache holdout13 holdout14 holdout15

Figures in benchmarks/RESULTS.md, "xling38 (session 25)"."""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks.changed_facts_eval import DiskCachedE5
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, evaluate, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.subjects import asks_in_english


def _cause(winner: Hit, answer: Hit) -> str:
    """Which term of the default fused score gives the winner its largest lead over the answer: the default weights
    (similarity 0.7, recency 0.15, importance 0.15), the lexical share read as 0.3 where either lexical term is
    non-zero (an approximation: identifier questions get 0.6, time hints move the weights)."""
    share = 0.3 if winner.lexical or answer.lexical else 0.0
    leads = {"dense": 0.7 * (1 - share) * (winner.relevance - answer.relevance),
             "lexical": 0.7 * share * (winner.lexical - answer.lexical),
             "recency": 0.15 * (winner.recency - answer.recency),
             "importance": 0.15 * (winner.importance - answer.importance)}
    similarity = leads["dense"] + leads["lexical"]
    top = max(leads, key=lambda k: leads[k])
    return f"{top}, similarity {'winner' if similarity > 0 else 'answer'}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("--quiet", action="store_true", help="figures only, no misses")
    args = parser.parse_args()
    for name in args.sets:
        cache = None if args.cache_dir is None else args.cache_dir / f"e5_{name}.npz"
        embedder = DiskCachedE5(cache)
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        case_set = read_case_set(shipped_quality_sets()[name], store=store)
        tally: dict[str, int] = {}
        if not args.quiet:
            for case in case_set.cases:
                if case.category != "cross_lingual":
                    continue
                hits = store.recall(case.scope, case.question, k=DEPTH)
                ids = [h.memory.id for h in hits]
                if ids and ids[0] in case.expected:
                    continue
                rank = next((i + 1 for i, h in enumerate(hits) if h.memory.id in case.expected), None)
                print(f"[{name}] {case.scope} Q: {case.question}\n  answer rank {rank}")
                for i, h in enumerate(hits[:3]):
                    mark = "*" if h.memory.id in case.expected else " "
                    print(f"  {mark}{i + 1} f={h.final:.3f} rel={h.relevance:.3f} lex={h.lexical:.3f} rec={h.recency:.2f} "
                          f"{h.memory.text[:140]}")
                if rank is not None:
                    cause = _cause(hits[0], hits[rank - 1])
                    tally[cause] = tally.get(cause, 0) + 1
                    english = "english" if asks_in_english(case.question) else "other"
                    print(f"  cause {cause} ({english} question)")
                    cause = f"{cause}, {english} question"
                else:
                    tally["not in top 10"] = tally.get("not in top 10", 0) + 1
                if rank is not None and rank > 3:
                    h = hits[rank - 1]
                    print(f"  *{rank} f={h.final:.3f} rel={h.relevance:.3f} lex={h.lexical:.3f} rec={h.recency:.2f} "
                      f"{h.memory.text[:140]}")
        report = evaluate(store, case_set.cases)
        o, x = report.overall, report.by_category.get("cross_lingual", {})
        print(f"{name:9} overall r@1 {o['recall@1']:.3f} r@5 {o['recall@5']:.3f} | cross_lingual "
              f"r@1 {x.get('recall@1', float('nan')):.3f} r@5 {x.get('recall@5', float('nan')):.3f} "
              f"(n={x.get('n', '?')})")
        if tally:
            print(f"{name:9} rank-1 misses by the winner's largest lead: {dict(sorted(tally.items()))}")
        embedder.save()


if __name__ == "__main__":
    main()
