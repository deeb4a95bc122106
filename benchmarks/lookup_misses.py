"""Lookup misses and the recall figures of the tunable evaluation sets, both embedders (issue 18, lookups).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/lookup_misses.py --embedders hashing,e5 --out run.json
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/lookup_misses.py --slot-ratio 99 --out before.json

For each set and embedder: overall recall@1 / @5, lookups' recall@1, newest first, the answer-support AUROC (the
figures ``engramdb eval --set X --embedder E --json`` prints, from the same engramdb.quality.evaluate), and every
lookup case whose answer is not first, with the top five hits' score terms. E5's vectors are kept in a pickle
(--cache) between runs: they are E5Embedder's own, so the figures equal eval's; the first E5 pass over the fourteen
sets embeds ~6,000 texts. ``--slot-ratio`` sets support.SLOT_SCORE_RATIO (99: slot_first never moves a hit, the
order before it). The blind sets (eval_sets.BLIND_SETS) are never read.
"""

from __future__ import annotations

import argparse
import json
import pickle
from pathlib import Path
from typing import Any

import numpy as np

import engramdb.support as support
from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore


class DiskCachedE5:
    """E5Embedder with its vectors kept in a pickle by (role, text)."""

    def __init__(self, path: Path) -> None:
        from engramdb.e5 import E5Embedder

        self.inner = E5Embedder(threads=1)
        self.name, self.dim = self.inner.name, self.inner.dim
        self.path = path
        self.cache: dict[tuple[str, str], np.ndarray] = pickle.loads(path.read_bytes()) if path.exists() else {}

    def _get(self, texts: list[str], role: str, embed: Any) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if (role, t) not in self.cache]
        if missing:
            for text, vector in zip(missing, np.asarray(embed(missing), dtype=np.float32)):
                self.cache[(role, text)] = vector
        if not texts:
            return np.zeros((0, self.dim), np.float32)
        return np.stack([self.cache[(role, t)] for t in texts])

    def embed_documents(self, texts: list[str]) -> np.ndarray:
        return self._get(list(texts), "d", self.inner.embed_documents)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._get(list(texts), "q", self.inner.embed_queries)

    def embed(self, texts: list[str]) -> np.ndarray:
        return self.embed_documents(texts)

    def save(self) -> None:
        self.path.write_bytes(pickle.dumps(self.cache))


def _hit(hit: Any, expected: tuple[str, ...]) -> dict[str, Any]:
    return {"text": hit.text, "kind": hit.memory.kind, "created": str(hit.memory.created_at)[:10],
            "final": round(hit.final, 3), "relevance": round(hit.relevance, 3),
            "lexical": round(hit.lexical, 3), "recency": round(hit.recency, 3),
            "importance": round(hit.importance, 3), "expected": hit.id in expected}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedders", default="hashing,e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--slot-ratio", type=float, default=None)
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("lookup_misses.json"))
    args = parser.parse_args()
    if args.slot_ratio is not None:
        support.SLOT_SCORE_RATIO = args.slot_ratio
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    summary: dict[str, Any] = {}
    misses: list[dict[str, Any]] = []
    e5: DiskCachedE5 | None = None
    for embedder in args.embedders.split(","):
        for name in names:
            if embedder == "e5" and e5 is None:
                e5 = DiskCachedE5(args.cache)
            store = MemoryStore(embedder=e5 if embedder == "e5" else None, clock=EVAL_NOW.timestamp)
            cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            report = evaluate(store, cases)
            overall, lookup = report.overall, report.by_category.get("lookup", {})
            summary[f"{name}/{embedder}"] = {
                "r1": overall["recall@1"], "r5": overall["recall@5"], "lookup": lookup.get("recall@1"),
                "nlookup": lookup.get("n"), "newest": overall.get("newest_first"),
                "auroc_answer": overall.get("abstention_auroc_answer"),
                "categories": {c: m.get("recall@1") for c, m in report.by_category.items()}}
            for result in report.results:
                if result.case.category == "lookup" and result.rank != 1:
                    hits = store.recall(result.case.scope, result.case.question, k=5)
                    misses.append({"set": name, "embedder": embedder, "question": result.case.question,
                                   "rank": result.rank,
                                   "expected": [store.get(result.case.scope, e).text for e in result.case.expected],
                                   "top": [_hit(h, result.case.expected) for h in hits]})
            if e5 is not None:
                e5.save()
            print(f"{name:10s} {embedder:7s} " + json.dumps(summary[f"{name}/{embedder}"]), flush=True)
            args.out.write_text(json.dumps({"summary": summary, "misses": misses}, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
