"""What store.language_weights adds to a text recall (issue 18): the median time of one recall of a question in another
language than its scope's memories (dense stand-in embedder, 200 memories, k=5), with the rule as shipped against the
same recall with language_weights replaced by the identity, alternated in the same minutes; an English question
(the rule reads nothing more for it) beside them.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/language_weights_cost.py

Figures in benchmarks/RESULTS.md, "xling43 (session 26)"."""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

import numpy as np

from engramdb import HashingEmbedder, MemoryStore
from engramdb import store as store_module

SCOPE = "shop:bakery"
FOREIGN = "Welche Allergene stehen auf den Kuchenetiketten?"
ENGLISH = "Which allergens are on the cake labels?"


class Dense:
    """Hashed words under another name: the store reads it as a dense embedder (language rules on)."""

    name = "dense-standin-v1"
    dim = 64

    def __init__(self) -> None:
        self._hash = HashingEmbedder(dim=64)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))


def median_us(store: MemoryStore, question: str, rounds: int = 400) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        store.recall(SCOPE, question, k=5)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main() -> None:
    store = MemoryStore(embedder=Dense(), dedup=False)
    words = ["oven", "flour", "sugar", "label", "cake", "delivery", "till", "shelf", "starter", "opening"]
    store.remember_many(SCOPE, [f"Note {i}: the {words[i % 10]} and the {words[(3 * i) % 10]} were checked."
                                for i in range(200)])
    shipped = store_module.language_weights
    rows: dict[str, list[float]] = {"foreign, rule": [], "foreign, identity": [], "english, rule": []}
    for _ in range(5):
        rows["foreign, rule"].append(median_us(store, FOREIGN))
        store_module.language_weights = lambda weights, text, reference, foreign: weights
        try:
            rows["foreign, identity"].append(median_us(store, FOREIGN))
        finally:
            store_module.language_weights = shipped
        rows["english, rule"].append(median_us(store, ENGLISH))
    for name, values in rows.items():
        print(f"{name:<18} median of 5 medians {statistics.median(values):7.1f} us  ({', '.join(f'{v:.1f}' for v in values)})")
    ratio = statistics.median(rows["foreign, rule"]) / statistics.median(rows["foreign, identity"])
    print(f"foreign question, rule / identity: {ratio:.2f}x")


if __name__ == "__main__":
    main()
