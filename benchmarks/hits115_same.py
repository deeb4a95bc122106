"""Every case of every tunable set (benchmarks.eval_sets.TUNABLE_SETS), both embedders: the hits of the default
recall (conflict pass on) as a text query (k=quality.DEPTH) and as the question's query vector (k=10), written to a
pickle as (id, final, similarity, relevance, lexical, conflicts_with) per hit, so that two trees' answers can be
compared (`--compare A B`: the cases whose hits differ; none should). Run it with each tree's own interpreter (its
editable install loads its own package). Branch hits115, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/hits115_same.py --out after.pkl \
        --e5-cache /tmp/e5.pkl
    .venv/bin/python benchmarks/hits115_same.py --compare before.pkl after.pkl
"""

from __future__ import annotations

import argparse
import pickle
from pathlib import Path
from typing import Any


def _key(hits: list[Any]) -> list[tuple[Any, ...]]:
    return [(h.id, h.final, h.similarity, h.relevance, h.lexical, h.memory.conflicts_with) for h in hits]


def answers(embedders: list[str], names: list[str], e5_cache: Path) -> dict[tuple[str, str, int, str], Any]:
    """(embedder, set, case index, "text" | "vector") -> the hits' keys."""
    from benchmarks.eval_sets import refuse_blind
    from engramdb.eval import EVAL_NOW, read_case_set
    from engramdb.quality import DEPTH, shipped_quality_sets
    from engramdb.store import MemoryStore

    refuse_blind(names)
    out: dict[tuple[str, str, int, str], Any] = {}
    cache = None
    for embedder in embedders:
        if embedder == "e5" and cache is None:
            from benchmarks.lookup_misses import DiskCachedE5

            cache = DiskCachedE5(e5_cache)
        for name in names:
            store = MemoryStore(embedder=None if embedder == "hashing" else cache, clock=EVAL_NOW.timestamp)
            cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            vectors = store.query_vectors([c.question for c in cases])
            for i, (case, vector) in enumerate(zip(cases, vectors)):
                out[(embedder, name, i, "text")] = _key(store.recall(case.scope, case.question, k=DEPTH))
                out[(embedder, name, i, "vector")] = _key(store.recall(case.scope, vector, k=10))
            print(f"{embedder} {name}: {len(cases)} cases", flush=True)
        if cache is not None:
            cache.save()
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="hashing,e5")
    parser.add_argument("--sets", default=None)
    parser.add_argument("--e5-cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--compare", type=Path, nargs=2)
    args = parser.parse_args()
    if args.compare:
        a, b = (pickle.loads(p.read_bytes()) for p in args.compare)
        if a.keys() != b.keys():
            raise SystemExit(f"different cases: {len(a)} vs {len(b)}")
        differ = [key for key in a if a[key] != b[key]]
        marked = sum(1 for hits in a.values() for h in hits if h[5])
        print(f"{len(a)} recalls ({sum(len(h) for h in a.values())} hits, {marked} marked): {len(differ)} differ")
        for key in differ:
            print("   differs:", key)
        return
    from benchmarks.eval_sets import TUNABLE_SETS

    names = args.sets.split(",") if args.sets else list(TUNABLE_SETS)
    args.out.write_bytes(pickle.dumps(answers(args.embedders.split(","), names, args.e5_cache)))


if __name__ == "__main__":
    main()
