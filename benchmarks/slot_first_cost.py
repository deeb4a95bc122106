"""What support.slot_first adds to a text recall (issue 18, lookup35): the median over 300 fresh recalls (k=5, the
hashing embedder, 200 memories in one scope) of slot_first alone, for two questions that ask no kind of value and
one that asks a date no memory holds (the worst case: every one of the first SLOT_DEPTH hits is tested).

    PYTHONPATH=python python benchmarks/slot_first_cost.py
"""

from __future__ import annotations

import time

import numpy as np

from engramdb import MemoryStore
from engramdb.support import slot_first

QUESTIONS = ("Does Tomáš practise Spanish with Ana?", "What did Tomáš practise at the library?",
             "When is Tomáš's exam?")


def main() -> None:
    store = MemoryStore()
    for i in range(200):
        store.remember("u", f"Note {i}: Tomáš practised Spanish verbs with Ana on day {i} at the library")
    for question in QUESTIONS:
        times = []
        for _ in range(300):
            hits = store.recall("u", question, k=5, reinforce=False)  # fresh lazy hits, as a caller gets them
            start = time.perf_counter()
            slot_first(question, hits)
            times.append(time.perf_counter() - start)
        print(f"{question!r}: slot_first median {np.median(times) * 1e6:.1f} us")


if __name__ == "__main__":
    main()
