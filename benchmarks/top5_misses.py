"""The answerable cases whose answer is not in the top five, by cause, on the tunable sets (issue 18, recall5148).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/top5_misses.py --embedder e5 --out e5.json
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/top5_misses.py --embedder hashing --out hashing.json

For each set (one store, each set loaded once) every answerable case is recalled as ``engramdb eval`` does (k = 10, the
figures equal eval's recall@5); a case whose answer ranks under the top five is recalled again with k = 100 (the
whole scope in these sets: 22-47 memories) and filed under one cause:

- ``not_in_pool``: the answer is not among the k = 100 hits (superseded, expired or forgotten: recall hides it);
- ``reordered_out``: its fused score is in the top five, a reordering after the score (slot_first, the change readers,
  ...) put two hits above it;
- ``fused:recency`` / ``fused:importance`` / ``fused:lexical_share``: its relevance (the mapped cosine) is in the top
  five but its fused score is not; with the recency term (0.15 x recency) taken off every hit it would be
  (recency), else with the importance term taken off (importance), else the lexical mix of the hybrid share and the
  terms together keep it out (lexical_share). The 0.15 weights are the defaults; a question whose weights the time
  hints or language rules changed is read approximately;
- ``relevance:other_language`` / ``relevance:same_language``: its relevance alone ranks it under the top five, the
  answer written in another language than the question (language.guess of each) or in the same one.

The JSON keeps per case the top five (text, kind, date, final, relevance, lexical, recency, importance, language) and
the whole pool's terms; ``--summary`` prints the counts by cause, by cause and category, and by set. E5's vectors
are kept in a pickle (--cache, benchmarks/lookup_misses.DiskCachedE5). The blind sets are never read.
"""

from __future__ import annotations

import argparse
import collections
import json
import time
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.language import guess
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

TERM = 0.15  # the default recency and importance weights (scoring.Weights)


def _hit(hit: Any, expected: set[str]) -> dict[str, Any]:
    return {"id": hit.id, "text": hit.text[:200], "kind": hit.memory.kind, "created": str(hit.memory.created_at)[:10],
            "final": round(hit.final, 4), "rel": round(hit.relevance, 4), "lex": round(hit.lexical, 4),
            "rec": round(hit.recency, 4), "imp": round(hit.importance, 4), "exp": hit.id in expected,
            "lang": guess(hit.text)}


def _rank(items: list[Any], expected: set[str], key: Any = None) -> int | None:
    order = items if key is None else sorted(items, key=key)
    return next((i + 1 for i, h in enumerate(order) if (h.id if key is None else h["id"]) in expected), None)


def cause(miss: dict[str, Any]) -> str:
    """The cause one miss is filed under (module doc)."""
    pool, answer = miss["pool"], miss["answer"]
    if answer is None:
        return "not_in_pool"
    ids = {answer["id"]}

    def rank(key: Any) -> int:
        found = _rank(pool, ids, key)
        assert found is not None
        return found

    if rank(lambda h: -h["final"]) <= 5:
        return "reordered_out"
    if rank(lambda h: -h["rel"]) > 5:
        other = None not in (answer["lang"], miss["qlang"]) and answer["lang"] != miss["qlang"]
        return "relevance:" + ("other_language" if other else "same_language")
    if rank(lambda h: -(h["final"] - TERM * h["rec"])) <= 5:
        return "fused:recency"
    if rank(lambda h: -(h["final"] - TERM * h["imp"])) <= 5:
        return "fused:importance"
    return "fused:lexical_share"


def measure(name: str, embedder: Any) -> dict[str, Any]:
    """One set's answerable count, recall@1 / @5 hits and its misses under the top five."""
    store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
    case_set = read_case_set(shipped_quality_sets()[name], store=store)
    ref = case_set.ref
    answerable = first = five = 0
    misses = []
    for i, case in enumerate(case_set.cases):
        if not case.expected:
            continue
        answerable += 1
        expected = set(case.expected)
        hits = store.recall(case.scope, case.question, k=10)
        rank = _rank(hits, expected)
        first += rank == 1
        five += rank is not None and rank <= 5
        if rank is not None and rank <= 5:
            continue
        wide = store.recall(case.scope, case.question, k=100)
        pool = [_hit(h, expected) for h in wide]
        answer = next((h for h in pool if h["exp"]), None)
        miss = {"set": name, "name": case_set.names[i], "category": case.category, "scope": case.scope,
                "question": case.question, "qlang": guess(case.question), "expected": [ref(e) for e in case.expected],
                "rank10": rank, "rank_wide": _rank(wide, expected), "answer": answer,
                "top5": [dict(_hit(h, expected), ref=ref(h.id)) for h in hits[:5]],
                "pool": pool}
        miss["cause"] = cause(miss)
        misses.append(miss)
    return {"n": answerable, "recall@1_hits": first, "recall@5_hits": five, "misses": misses}


def summary(results: dict[str, Any]) -> None:
    """Prints the counts by cause, by cause and category, and by set."""
    n = sum(v["n"] for v in results.values())
    out = [m for v in results.values() for m in v["misses"]]
    print(f"answerable {n}, answer outside the top five {len(out)} (recall@5 {1 - len(out) / n:.4f}); "
          f"ranked 6-10: {sum(1 for m in out if m['rank10'])}, under 10: {sum(1 for m in out if not m['rank10'])}")
    for key, count in collections.Counter(m["cause"] for m in out).most_common():
        print(f"  {key}: {count}")
    for (key, category), count in sorted(collections.Counter((m["cause"], m["category"]) for m in out).items()):
        print(f"    {key} / {category}: {count}")
    for name, v in results.items():
        causes = collections.Counter(m["cause"] for m in v["misses"])
        print(f"  {name}: {len(v['misses'])} of {v['n']} {dict(causes)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("top5_misses.json"))
    parser.add_argument("--summary", type=Path, default=None, help="print the summary of a saved --out file")
    args = parser.parse_args()
    if args.summary is not None:
        summary(json.loads(args.summary.read_text()))
        return
    names = args.sets.split(",")
    refuse_blind(names)
    embedder = DiskCachedE5(args.cache) if args.embedder == "e5" else None
    results = {}
    for name in names:
        start = time.time()
        results[name] = measure(name, embedder)
        v = results[name]
        print(f"{name}: answerable {v['n']}, recall@1 {v['recall@1_hits'] / v['n']:.3f}, recall@5 "
              f"{v['recall@5_hits'] / v['n']:.3f}, outside the top five {len(v['misses'])} ({time.time() - start:.0f} s)",
              flush=True)
        if isinstance(embedder, DiskCachedE5):
            embedder.save()
    args.out.write_text(json.dumps(results, indent=1, ensure_ascii=False))
    summary(results)


if __name__ == "__main__":
    main()
