"""A probe, not a mechanism: E5 recall@1 when a question in another language than its scope's memories
(subjects.other_language, no English-only asking word) is scored with a lower recency weight (0.15 as shipped, 0.10,
0.05, 0), every other question as shipped. Counts overall and cross_lingual rank-1 hits per set (issue 18).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling_recency_probe \
        --cache-dir /tmp/xling38/e5cache holdout13 holdout14 holdout15

Figures in benchmarks/RESULTS.md, "xling38 (session 25)"."""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks.changed_facts_eval import DiskCachedE5
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import Weights
from engramdb.subjects import asks_in_english, other_language

RECENCY = (0.15, 0.10, 0.05, 0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()
    for name in args.sets:
        embedder = DiskCachedE5(None if args.cache_dir is None else args.cache_dir / f"e5_{name}.npz")
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        cases = [c for c in read_case_set(shipped_quality_sets()[name], store=store).cases if c.expected]
        other = [not asks_in_english(c.question)
                 and other_language(c.question, store._engine.subject(c.scope)[1]) for c in cases]
        row = []
        shipped: set[int] = set()
        for recency in RECENCY:
            hits = crossed = crossed_n = 0
            firsts: set[int] = set()
            for index, (case, is_other) in enumerate(zip(cases, other)):
                weights = Weights(similarity=0.7, recency=recency, importance=0.15) if is_other else Weights()
                got = store.recall(case.scope, case.question, k=5, weights=weights)
                first = bool(got) and got[0].memory.id in case.expected
                hits += first
                if first:
                    firsts.add(index)
                if case.category == "cross_lingual":
                    crossed += first
                    crossed_n += 1
            if recency == RECENCY[0]:
                shipped = firsts
            lost = sorted({cases[i].category for i in shipped - firsts})
            row.append(f"recency {recency}: all {hits}/{len(cases)} cross_lingual {crossed}/{crossed_n} "
                       f"won {len(firsts - shipped)} lost {len(shipped - firsts)} {lost or ''}")
        print(f"{name} ({sum(other)} other-language questions) " + " | ".join(row), flush=True)
        embedder.save()


if __name__ == "__main__":
    main()
