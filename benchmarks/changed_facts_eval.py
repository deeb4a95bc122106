"""Changed facts found as contradictions (issue 18 item 6): how many of a case set's changed pairs recall marks, how
many other pairs it marks, and the quality figures beside them.

    .venv/bin/python -m benchmarks.changed_facts_eval --set v2 --embedder e5 [--cache /tmp/e5.npz] [--verbose]

A changed pair is (expected, stale) of a case with ``stale`` memories, left out when both share a key (the keyed
upsert already hides the stale one). Every case's recall (k=10, the defaults, as ``engramdb eval``) is read: a pair
is marked when one side names the other in ``conflicts_with``. "Other pairs marked" are marks between two memories
that no case names as changed (some are changes the set does not name: a later reading, a plan replaced).
``--cache`` keeps E5's vectors on disk between runs (E5 costs ~12 ms a text)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets


class DiskCachedE5:
    """E5 with its vectors kept in an .npz file (role and text -> vector) between runs."""

    def __init__(self, path: Path | None) -> None:
        from engramdb.e5 import E5Embedder

        self.inner = E5Embedder(threads=1)
        self.name, self.dim, self.path = self.inner.name, self.inner.dim, path
        self.vectors: dict[str, np.ndarray] = {}
        if path is not None and path.exists():
            with np.load(path) as saved:
                self.vectors = {key: saved[key] for key in saved.files}

    def _embed(self, texts: list[str], role: str) -> np.ndarray:
        missing = [t for t in dict.fromkeys(texts) if f"{role}\x1f{t}" not in self.vectors]
        if missing:
            embed = self.inner.embed_queries if role == "q" else self.inner.embed_documents
            for text, vector in zip(missing, embed(missing)):
                self.vectors[f"{role}\x1f{text}"] = np.asarray(vector, np.float32)
        return np.stack([self.vectors[f"{role}\x1f{t}"] for t in texts]) if texts else np.zeros((0, self.dim))

    def embed_documents(self, texts: Any) -> np.ndarray:
        return self._embed(list(texts), "d")

    def embed_queries(self, texts: Any) -> np.ndarray:
        return self._embed(list(texts), "q")

    def embed(self, texts: Any) -> np.ndarray:
        return self._embed(list(texts), "d")

    def save(self) -> None:
        if self.path is not None:
            np.savez(self.path, **self.vectors)


def changed_pairs(path: Path) -> tuple[dict[str, dict[str, Any]], set[tuple[str, str]]]:
    """The memories of a case file by ref, and its changed (expected, stale) pairs that recall can serve both of."""
    memories: dict[str, dict[str, Any]] = {}
    pairs: set[tuple[str, str]] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        record = json.loads(line)
        if record["type"] == "memory":
            memories[record["ref"]] = record
        else:
            for new in record["expected"]:
                for old in record.get("stale", []):
                    key = memories[new].get("key")
                    if key is None or key != memories[old].get("key"):
                        pairs.add((new, old))
    return memories, pairs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--set", choices=("v2", "holdout"), default="v2")
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="hashing")
    parser.add_argument("--cache", type=Path, default=None)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    embedder = DiskCachedE5(args.cache) if args.embedder == "e5" else None
    store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
    path = shipped_quality_sets()[args.set]
    case_set = read_case_set(path, store=store)
    report = evaluate(store, case_set.cases)
    memories, pairs = changed_pairs(path)
    unordered = {tuple(sorted(p)) for p in pairs}
    marked: set[tuple[str, ...]] = set()
    for case in case_set.cases:
        for hit in store.recall(case.scope, case.question, k=10):
            marked.update(tuple(sorted((case_set.ref(hit.id), case_set.ref(o)))) for o in hit.memory.conflicts_with)
    print(report.table())
    print(f"changed pairs marked: {len(marked & unordered)} of {len(unordered)}; other pairs marked: "
          f"{len(marked - unordered)}")
    if args.verbose:
        for a, b in sorted(marked - unordered):
            print(f"  other: {memories[a]['text']} | {memories[b]['text']}")
        for a, b in sorted(unordered - marked):
            print(f"  missed: {memories[a]['text']} | {memories[b]['text']}")
    if isinstance(embedder, DiskCachedE5):
        embedder.save()


if __name__ == "__main__":
    main()
