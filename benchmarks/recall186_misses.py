"""Newest-first, changed-fact and multi-hop rank-1 misses of one tunable eval set under one embedder, with each miss's
expected and stale hits' score terms (relevance / lexical / recency / importance / final) beside the hits above
them (issue 18, branches recall186, recall190: multi-hop rank-1 misses too). With --categories, the misses (not rank 1
or not newest first) of those categories instead (recall196: temporal and cross-lingual).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/recall186_misses.py hashing|e5 SET [E5_CACHE]
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/recall186_misses.py hashing|e5 SET \
        --categories temporal,cross_lingual
"""

from __future__ import annotations

import argparse
from pathlib import Path

from benchmarks.eval_sets import refuse_blind
from engramdb.eval import EVAL_NOW, Case, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.store import MemoryStore


def _wanted(case: Case, categories: frozenset[str]) -> bool:
    """Whether a case is one this printout looks at: one of the asked categories, or (none asked) a case with a stale
    memory, a changed fact or a multi-hop question."""
    if categories:
        return case.category in categories
    return bool(case.stale) or case.category in ("changed_fact", "multi_hop")


def main(embedder: str, name: str, cache: str | None, categories: frozenset[str] = frozenset()) -> None:
    refuse_blind([name])
    e5 = None
    if embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5
        e5 = DiskCachedE5(Path(cache or "/tmp/e5_recall186.pkl"))
    store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
    cs = read_case_set(shipped_quality_sets()[name], store=store)
    for case in cs.cases:
        if not _wanted(case, categories):
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
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("embedder", choices=("hashing", "e5"))
    parser.add_argument("set")
    parser.add_argument("cache", nargs="?", default=None, help="the E5 vectors' disk cache (a pickle)")
    parser.add_argument("--categories", default="", help="comma-separated eval categories, e.g. temporal,cross_lingual")
    args = parser.parse_args()
    main(args.embedder, args.set, args.cache, frozenset(c for c in args.categories.split(",") if c))
