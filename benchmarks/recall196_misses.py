"""Temporal and cross-lingual misses (not rank 1) of one tunable eval set under one embedder, with each miss's hits' score
terms beside the hits above it (recall186_misses.py's printout for the temporal and cross-lingual categories; issue 18,
branch recall196).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/recall196_misses.py hashing|e5 SET [E5_CACHE]
"""

from __future__ import annotations

import sys
from pathlib import Path

from benchmarks.eval_sets import refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.store import MemoryStore

CATS = ("temporal", "cross_lingual")


def main(embedder: str, name: str, cache: str | None) -> None:
    refuse_blind([name])
    e5 = None
    if embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5
        e5 = DiskCachedE5(Path(cache or "/tmp/e5_recall196.pkl"))
    store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
    cs = read_case_set(shipped_quality_sets()[name], store=store)
    for case in cs.cases:
        if case.category not in CATS:
            continue
        hits = store.recall(case.scope, case.question, k=DEPTH)
        got = [h.id for h in hits]
        ranks = [got.index(e) + 1 for e in case.expected if e in got]
        rank = min(ranks) if ranks else None
        newest = rank is not None and all(got.index(s) + 1 > rank for s in case.stale if s in got)
        if rank == 1 and newest:
            continue
        print(f"\n== [{case.category}] rank={rank} newest={newest} :: {case.question}")
        for i, h in enumerate(hits[:6]):
            tag = "E" if h.id in case.expected else ("S" if h.id in case.stale else " ")
            m = h.memory
            print(f"  {i + 1}{tag} f={h.final:.3f} rel={h.relevance:.3f} lex={h.lexical:.3f} rec={h.recency:.3f} "
                  f"imp={h.importance:.2f} kind={m.kind} :: {m.text[:150]}")
        for e in case.expected:
            if e in got[6:]:
                h = hits[got.index(e)]
                print(f"  {got.index(e) + 1}E f={h.final:.3f} rel={h.relevance:.3f} lex={h.lexical:.3f} "
                      f"rec={h.recency:.3f} imp={h.importance:.2f} :: {h.memory.text[:150]}")
    if e5 is not None:
        e5.save()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
