"""Every case of every tunable set, both embedders: recall's hits with the plan's clause gate (this branch) and
without it (main's clause step: a ConflictPass without clause kinds answers no gate, clausenative84_cost._ungated),
case by case in one process; prints the cases whose hits differ in id, order, final, similarity, relevance, lexical
or conflicts_with (none should), and per set how many recalls ran the step with the gate 0, bit 1 or bit 2 on, or
no gate (the pass finished in Python). Branch clausenative84, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/clausenative84_same.py hashing,e5 --e5-cache e5.pkl
"""

from __future__ import annotations

import argparse
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks.clausenative84_cost import SHIPPED, _ungated
from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.store import MemoryStore

REAL = MemoryStore._changes_first


def _key(hits: list[Hit]) -> list[tuple[Any, ...]]:
    return [(h.id, h.final, h.similarity, h.relevance, h.lexical, h.memory.conflicts_with) for h in hits]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("embedders")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--e5-cache", type=Path, default=Path("e5_vectors.pkl"))
    args = parser.parse_args()
    names = args.sets.split(",")
    refuse_blind(names)
    counts: Counter[str] = Counter()

    def counting(store: MemoryStore, question: str, hits: list[Hit], query: Any, relevance_map: Any,
                 gate: int | None = None) -> list[Hit]:
        counts["step"] += 1
        counts["none" if gate is None else "0" if gate == 0 else "on"] += 1
        counts["bit 1"] += bool(gate and gate & 1)
        counts["bit 2"] += bool(gate and gate & 2)
        return REAL(store, question, hits, query, relevance_map, gate)

    cache = None
    total: Counter[str] = Counter()
    for embedder in args.embedders.split(","):
        if embedder == "e5" and cache is None:
            from benchmarks.lookup_misses import DiskCachedE5

            cache = DiskCachedE5(args.e5_cache)
        for name in names:
            counts.clear()
            store = MemoryStore(embedder=None if embedder == "hashing" else cache, clock=EVAL_NOW.timestamp)
            cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            differ = []
            for case in cases:
                MemoryStore._changes_first = counting  # type: ignore[method-assign]
                store_module.conflict_pass = SHIPPED  # type: ignore[assignment]
                branch = _key(store.recall(case.scope, case.question, k=DEPTH))
                MemoryStore._changes_first = REAL  # type: ignore[method-assign]
                store_module.conflict_pass = _ungated  # type: ignore[assignment]
                main_ = _key(store.recall(case.scope, case.question, k=DEPTH))
                if branch != main_:
                    differ.append(case.question)
            store_module.conflict_pass = SHIPPED  # type: ignore[assignment]
            print(f"{embedder} {name}: {len(cases)} cases, {len(differ)} differ; step {counts['step']}: gate 0 "
                  f"{counts['0']}, bit 1 {counts['bit 1']}, bit 2 {counts['bit 2']}, no gate {counts['none']}",
                  flush=True)
            for question in differ:
                print("   differs:", question)
            total.update({f"{embedder} {k}": v for k, v in counts.items()})
            total.update({f"{embedder} cases": len(cases), f"{embedder} differ": len(differ)})
        if cache is not None:
            cache.save()
    print("total:", dict(total))


if __name__ == "__main__":
    main()
