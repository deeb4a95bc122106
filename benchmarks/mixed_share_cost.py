"""What the mixed-scope share (store._mixed_share, MemoryStore._in_mixed_scope) adds (issue 18): the median time of one
recall of an English question over a scope a quarter of whose texts are French (dense stand-in embedder, 200
memories, k=5), with the rule as shipped against the same recall with _in_mixed_scope replaced by a constant False,
alternated in the same minutes; and what the mark adds to reading a scope's texts (subjects.NameCounts.add, 2,000
texts, the scope's first read and every insert), with subjects._other_letters against a constant False.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/mixed_share_cost.py

Figures in benchmarks/RESULTS.md, "xling49 (session 27)"."""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence

import numpy as np

from engramdb import HashingEmbedder, MemoryStore
from engramdb import subjects as subjects_module
from engramdb.store import MemoryStore as Store

SCOPE = "shop:boulangerie"
QUESTION = "Can the loyalty card be used on cakes?"


class Dense:
    """Hashed words under another name: the store reads it as a dense embedder (language rules on)."""

    name = "dense-standin-v1"
    dim = 64

    def __init__(self) -> None:
        self._hash = HashingEmbedder(dim=64)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))


def _texts(n: int) -> list[str]:
    words = ["oven", "flour", "sugar", "label", "cake", "delivery", "till", "shelf", "starter", "opening"]
    return [f"Note {i}: la carte de fidélité et le {words[i % 10]} vérifiés." if i % 4 == 0 else
            f"Note {i}: the {words[i % 10]} and the {words[(3 * i) % 10]} were checked." for i in range(n)]


def median_us(store: MemoryStore, rounds: int = 400) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        store.recall(SCOPE, QUESTION, k=5)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def add_us(texts: list[str], rounds: int = 20) -> float:
    times = []
    for _ in range(rounds):
        counts = subjects_module.NameCounts(scope=SCOPE)
        start = time.perf_counter()
        counts.add(texts)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6 / len(texts)


def main() -> None:
    store = MemoryStore(embedder=Dense(), dedup=False)
    store.remember_many(SCOPE, _texts(200))
    assert store._in_mixed_scope(SCOPE, QUESTION)
    shipped, mark = Store._in_mixed_scope, subjects_module._other_letters
    rows: dict[str, list[float]] = {"recall, rule": [], "recall, without": [], "add, mark": [], "add, without": []}
    texts = _texts(2000)
    for _ in range(5):
        rows["recall, rule"].append(median_us(store))
        Store._in_mixed_scope = lambda self, scope, text: False  # type: ignore[method-assign]
        try:
            rows["recall, without"].append(median_us(store))
        finally:
            Store._in_mixed_scope = shipped  # type: ignore[method-assign]
        rows["add, mark"].append(add_us(texts))
        subjects_module._other_letters = lambda lowered: False
        try:
            rows["add, without"].append(add_us(texts))
        finally:
            subjects_module._other_letters = mark
    for name, values in rows.items():
        unit = "us a recall" if name.startswith("recall") else "us a text"
        print(f"{name:<16} median of 5 medians {statistics.median(values):7.2f} {unit}  "
              f"({', '.join(f'{v:.2f}' for v in values)})")
    for what in ("recall", "add"):
        a, b = (statistics.median(rows[f"{what}, {x}"]) for x in (("rule", "without") if what == "recall"
                                                                   else ("mark", "without")))
        print(f"{what}: with / without {a / b:.2f}x")


if __name__ == "__main__":
    main()
