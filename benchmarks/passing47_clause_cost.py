"""Microseconds per write and per recall on one scope of 1,000 synthetic notes of one to four clauses (with words of
change), semantics' clause rule on and off (CLAUSE_CHANGE_CUES emptied), alternating in one process (branch passing47,
benchmarks/RESULTS.md).

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/passing47_clause_cost.py
"""

from __future__ import annotations

import random
import time
from datetime import datetime, timedelta, timezone

from engramdb import MemoryStore
from engramdb import semantics as s
from engramdb.errors import SecretError

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
VOCABULARY = ["storage", "unit", "floor", "ground", "gate", "parking", "space", "level", "supplier", "flour", "delivery", "tuesday", "thursday", "price", "pounds", "month", "account", "broadband", "plan", "membership", "gym", "office", "desk", "badge", "card", "team", "lead", "contact", "hours", "open", "closed", "invoice", "order", "courier", "van", "frames", "customer", "school", "run", "groceries", "dinner"]
CUES = ["now", "changed", "moved", "switched", "since", "new", ""]
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
    cues = s.CLAUSE_CHANGE_CUES
    results: dict[bool, list[tuple[float, float]]] = {False: [], True: []}
    for _ in range(ROUNDS):
        for on in (False, True):
            s.CLAUSE_CHANGE_CUES = cues if on else frozenset()
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
            for query in queries:
                store.recall("u", query, k=5)
            results[on].append((write, (time.perf_counter() - start) / len(queries) * 1e6))
    s.CLAUSE_CHANGE_CUES = cues
    s._rules.cache_clear()
    s.conflict_pass.cache_clear()
    for on, rows in results.items():
        print("clause rule", "on " if on else "off", "write µs", [round(w) for w, _ in rows], "recall µs",
              [round(r) for _, r in rows])


if __name__ == "__main__":
    main()
