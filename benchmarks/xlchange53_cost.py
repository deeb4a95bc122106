"""What the cross-language change test (semantics._cross_language_changes, natively add_cross_language_changes; issue
18, branch xlchange53) adds to a recall: the median time of one recall (k=5) over a scope of 200 facts, a quarter of
them Dutch (so that every pool holds facts of both languages and the test computes its cosines) and over the same
scope all in English (the test's first check ends it), with the store's margin (semantics.XL_CHANGE_MARGIN) against
the test off (-1), alternated in the same minutes; dense stand-in embedder (hashed words under another name, 64 dims).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/xlchange53_cost.py [--dim 384]

Figures in benchmarks/RESULTS.md, "xlchange53 (session 28)"."""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Sequence

import numpy as np

from engramdb import HashingEmbedder, MemoryStore, semantics
from engramdb.semantics import XL_CHANGE_MARGIN

QUESTION = "When was the oven checked? Wanneer is de oven gecontroleerd?"  # both languages: pools hold both
WORDS = ["oven", "flour", "sugar", "label", "cake", "delivery", "till", "shelf", "starter", "opening"]
DUTCH = ["oven", "meel", "suiker", "etiket", "taart", "levering", "kassa", "plank", "zuurdesem", "opening"]


class Dense:
    """Hashed words under another name: the store reads it as a dense embedder (cross-language test on)."""

    name = "dense-standin-v1"

    def __init__(self, dim: int = 64) -> None:
        self.dim = dim
        self._hash = HashingEmbedder(dim=dim)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))


def _texts(n: int, mixed: bool) -> list[str]:
    return [f"Note {i}: de {DUTCH[i % 10]} en het {DUTCH[(3 * i) % 10]} zijn gecontroleerd." if mixed and i % 4 == 0
            else f"Note {i}: the {WORDS[i % 10]} and the {WORDS[(3 * i) % 10]} were checked." for i in range(n)]


def median_us(store: MemoryStore, scope: str, rounds: int = 400) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        store.recall(scope, QUESTION, k=5)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dim", type=int, default=64, help="the stand-in's dimension (E5's: 384)")
    store = MemoryStore(embedder=Dense(parser.parse_args().dim), dedup=False)
    assert store._semantics.cross_language == XL_CHANGE_MARGIN
    for scope, mixed in (("mixed", True), ("english", False)):
        store.remember_many(scope, _texts(200, mixed))
    pool = store.recall("mixed", QUESTION, k=semantics.CHANGE_POOL)  # the near candidates hold facts of both languages
    assert len({semantics.reads_as_english(h.memory.text) for h in pool}) == 2
    rows: dict[str, list[float]] = {f"{scope}, {state}": [] for scope in ("mixed", "english") for state in ("on", "off")}
    for _ in range(5):
        for scope in ("mixed", "english"):
            store._semantics.cross_language = XL_CHANGE_MARGIN
            rows[f"{scope}, on"].append(median_us(store, scope))
            store._semantics.cross_language = -1.0
            rows[f"{scope}, off"].append(median_us(store, scope))
    for name, values in rows.items():
        print(f"{name:<14} median of 5 medians {statistics.median(values):7.2f} us a recall  "
              f"({', '.join(f'{v:.2f}' for v in values)})")
    for scope in ("mixed", "english"):
        on, off = (statistics.median(rows[f"{scope}, {x}"]) for x in ("on", "off"))
        print(f"{scope}: on / off {on / off:.3f}x")


if __name__ == "__main__":
    main()
