"""Microseconds per write and per recall on one scope of 1,000 synthetic notes of one to four clauses, each clause with
a number (so every clause may restate a fact: the restating rule's worst case), semantics' restating rule
(_clause_restates) on and off (CLAUSE_COVER 0), alternating in one process (branch newest52, benchmarks/RESULTS.md).
The notes are benchmarks/passing47_clause_cost.py's.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/newest52_restate_cost.py
"""

from __future__ import annotations

import random
import time
from datetime import timedelta

from benchmarks.passing47_clause_cost import CUES, NOW, VOCABULARY
from engramdb import MemoryStore
from engramdb import semantics as s
from engramdb.errors import SecretError

ROUNDS = 6


def main() -> None:
    rng = random.Random(7)

    def note() -> str:
        return " ".join((" ".join(rng.choice(VOCABULARY) for _ in range(rng.randint(4, 9))) + " " + rng.choice(CUES) +
                         f" {rng.choice(['pounds', 'floor'])} {rng.randint(1, 99)}").strip().capitalize() + "."
                        for _ in range(rng.randint(1, 4)))

    probe = MemoryStore(clock=NOW.timestamp, dedup=False)
    texts: list[str] = []
    while len(texts) < 1000:  # the secret guard refuses a few random texts: skip those
        text = note()
        try:
            probe.remember("p", text)
        except SecretError:
            continue
        texts.append(text)
    queries = [" ".join(rng.choice(VOCABULARY) for _ in range(5)) + "?" for _ in range(200)]
    cover = s.CLAUSE_COVER
    results: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    marks: dict[bool, int] = {False: 0, True: 0}
    for _ in range(ROUNDS):
        for on in (False, True):
            s.CLAUSE_COVER = cover if on else 0.0
            s._rules.cache_clear()
            s.conflict_pass.cache_clear()
            store = MemoryStore(clock=NOW.timestamp, dedup=False)
            start = time.perf_counter()
            for i, text in enumerate(texts):
                store.remember("u", text, created_at=NOW - timedelta(days=1000 - i))
            write = (time.perf_counter() - start) / len(texts) * 1e6
            for query in queries[:20]:  # warm: the scope's relations are synced on the first recalls
                store.recall("u", query, k=5)
            start = time.perf_counter()
            marked = 0
            for query in queries:
                marked += sum(bool(h.memory.conflicts_with) for h in store.recall("u", query, k=5))
            results[on].append((write, (time.perf_counter() - start) / len(queries) * 1e6))
            marks[on] = marked
    s.CLAUSE_COVER = cover
    s._rules.cache_clear()
    s.conflict_pass.cache_clear()
    for on, rows in results.items():
        recalls = sorted(r for _, r in rows)
        print("restating rule", "on " if on else "off", "write µs", [round(w) for w, _ in rows], "recall µs",
              [round(r) for _, r in rows], "median", round(recalls[len(recalls) // 2]), "marked hits", marks[on])


if __name__ == "__main__":
    main()
