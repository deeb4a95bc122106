"""What the store-derived language offset (engramdb.language; issue 18) costs on the write and the recall path, each
arm beside its peer in the same process, alternated.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice .venv/bin/python -m benchmarks.xling59_cost [--rows 20000]

- write: remember_many of the tunable sets' memory texts (cycled) with their vectors given (a dense stand-in
  embedder's name, random unit vectors), batches of 1,000, on a store whose language sums were never read (as main:
  nothing counted) and on one whose sums were read first (every row's language guessed and its vector added);
  and remember() one row at a time, the same two arms. Per row, best of the rounds.
- first read: SegmentSet.language_offset on a store of `--rows` rows whose sums were never read (one guess per row,
  one product per chunk).
- recall: recall() of the tunable sets' cross-lingual questions and of as many questions of the other categories on a store of those sets'
  memories, with the move (shipped) and without it (MemoryStore._language_moved returning the vector: main's
  path), and with the move and a language prior for every language (random, E5's norm; session 30), the embedder
  a table of precomputed vectors so the store's own cost is what is timed. Per query, median of the rounds.
Figures: benchmarks/RESULTS.md, "xling59 (session 29)"."""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Sequence
from typing import Any

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS
from engramdb.language import LANGUAGES, OFFSET_SHRINK, PRIOR_ALONE, PRIOR_WEIGHT
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

DIM = 384
_SHIPPED = MemoryStore._language_moved


class Table:
    """A dense stand-in: a unit vector per text, drawn once (seeded) and kept."""

    name = "table-bench-v1"
    dim = DIM

    def __init__(self) -> None:
        self.rng = np.random.default_rng(59)
        self.vectors: dict[str, np.ndarray] = {}

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        for t in texts:
            if t not in self.vectors:
                v = self.rng.standard_normal(DIM).astype(np.float32)
                self.vectors[t] = v / np.linalg.norm(v)
        return np.stack([self.vectors[t] for t in texts])

    embed_documents = embed_queries = embed = _embed


def _records() -> tuple[list[tuple[str, str]], list[tuple[str, str]], list[tuple[str, str]]]:
    memories, foreign, english = [], [], []
    for name in TUNABLE_SETS:
        for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            record: dict[str, Any] = json.loads(line)
            scope = f"{name}/{record.get('scope', '')}"
            if record.get("type") == "memory":
                memories.append((scope, record["text"]))
            elif record.get("category") == "cross_lingual" and record.get("question"):
                foreign.append((scope, record["question"]))
            elif record.get("question") and len(english) < 4000:
                english.append((scope, record["question"]))
    return memories, foreign, english


def _write(texts: list[str], vectors: np.ndarray, read_first: bool, batch: int) -> float:
    store = MemoryStore(embedder=Table(), dedup=False, calibration=None)
    scope = "bench:one" if batch == 1 else "bench:many"
    store.remember_many(scope, texts[:10], embeddings=vectors[:10])
    if read_first:  # the written scope's sums (kept per scope since session 30)
        store.engine.language_offset(scope, "es", OFFSET_SHRINK)
    start = time.perf_counter()
    if batch == 1:
        for t, v in zip(texts, vectors):
            store.remember(scope, t, embedding=v)
    else:
        for at in range(0, len(texts), batch):
            store.remember_many(scope, texts[at:at + batch], embeddings=vectors[at:at + batch])
    return (time.perf_counter() - start) / len(texts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    memories, foreign, english = _records()
    texts = [memories[i % len(memories)][1] for i in range(args.rows)]
    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((args.rows, DIM)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)

    for label, batch, n in (("remember_many, 1,000 a batch", 1000, args.rows), ("remember, one row", 1, 2000)):
        best: dict[bool, float] = {False: float("inf"), True: float("inf")}
        _write(texts[:n], vectors[:n], True, batch)  # warm-up (the guard's tables, numpy's first calls), not timed
        for r in range(args.rounds):
            for read_first in ((False, True) if r % 2 == 0 else (True, False)):
                best[read_first] = min(best[read_first], _write(texts[:n], vectors[:n], read_first, batch))
        print(f"write, {label}: sums never read {best[False] * 1e6:.2f} µs a row, sums kept "
              f"{best[True] * 1e6:.2f} µs a row (x{best[True] / best[False]:.2f})", flush=True)

    store = MemoryStore(embedder=Table(), dedup=False, calibration=None)
    store.remember_many("bench:first", texts, embeddings=vectors)
    start = time.perf_counter()
    store.engine.language_offset("bench:first", "es", OFFSET_SHRINK)
    first = time.perf_counter() - start
    print(f"first read of the sums over {args.rows} rows: {first * 1e3:.1f} ms ({first / args.rows * 1e6:.2f} µs a row)",
          flush=True)

    table = Table()
    store = MemoryStore(embedder=table, dedup=False, calibration=None)
    by_scope: dict[str, list[str]] = {}
    for scope, text in memories:
        by_scope.setdefault(scope, []).append(text)
    for scope, scope_texts in by_scope.items():
        store.remember_many(scope.replace("/", ":").replace(" ", "_") or "x", scope_texts)
    queries = {"cross-lingual": foreign, "other-category": english[:len(foreign)]}
    for group in queries.values():
        table._embed([q for _, q in group])
    # the "prior" arm: the move with a language prior for every language (the table's own prior is none: not E5),
    # drawn at random with the norm of E5's (~0.3; engramdb.language.prior, RESULTS "xling70 (session 30)"), as the
    # store keeps it (the shrink's share, the share alone)
    drawn = rng.standard_normal((len(LANGUAGES), DIM))
    prior = {code: (PRIOR_WEIGHT * 0.3 * row / np.linalg.norm(row), PRIOR_ALONE * 0.3 * row / np.linalg.norm(row))
             for code, row in zip(LANGUAGES, drawn, strict=True)}
    # each scope's sums read by its first foreign question, in round 0 (a warm-up, not kept)
    times: dict[tuple[str, str], list[float]] = {}
    order = (("main", False), ("shipped", True), ("prior", True))
    for r in range(args.rounds * 2 + 1):  # round 0: warm-up, not kept
        arms = order if r % 2 == 0 else order[::-1]
        for arm, moved in arms:
            MemoryStore._language_moved = _SHIPPED if moved else (  # type: ignore[method-assign]
                lambda self, scope, text, vector: vector)
            store._language_prior = prior if arm == "prior" else {}
            for kind, group in queries.items():
                start = time.perf_counter()
                for scope, q in group:
                    store.recall(scope.replace("/", ":").replace(" ", "_") or "x", q, k=5)
                if r:
                    times.setdefault((kind, arm), []).append((time.perf_counter() - start) / len(group))
    MemoryStore._language_moved = _SHIPPED  # type: ignore[method-assign]
    for kind, group in queries.items():
        main_us = float(np.median(times[(kind, "main")])) * 1e6
        shipped_us = float(np.median(times[(kind, "shipped")])) * 1e6
        prior_us = float(np.median(times[(kind, "prior")])) * 1e6
        print(f"recall, {len(group)} {kind} questions: without the move {main_us:.1f} µs, with it {shipped_us:.1f} µs "
              f"a query (x{shipped_us / main_us:.3f}), with it and a prior {prior_us:.1f} µs (x{prior_us / main_us:.3f}"
              f" of without, x{prior_us / shipped_us:.3f} of the move without a prior)", flush=True)


if __name__ == "__main__":
    main()
