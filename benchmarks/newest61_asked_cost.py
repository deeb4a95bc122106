"""What recall's question-read change test (semantics.asked_change_first) costs a text recall: every question of one
tunable case set asked on its store, the test on and off (store.asked_change_first swapped for the identity)
alternated round by round in one process; the median per recall of each round, then the median of the rounds.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/newest61_asked_cost.py --set holdout18
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from benchmarks.eval_sets import refuse_blind
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.store import MemoryStore


def _round(store: MemoryStore, cases: list[Any]) -> float:
    times = []
    for case in cases:
        start = time.perf_counter()
        store.recall(case.scope, case.question, k=DEPTH)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--set", default="holdout18")
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    refuse_blind([args.set])
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()[args.set]), store=store).cases
    on = store_module.asked_change_first
    _round(store, cases)  # warm: analyses, plans, caches
    medians: dict[str, list[float]] = {"on": [], "off": []}
    for _ in range(args.rounds):
        for label, rule in (("on", on), ("off", lambda _question, hits: hits)):
            store_module.asked_change_first = rule  # type: ignore[assignment]
            medians[label].append(_round(store, cases))
    store_module.asked_change_first = on
    a, b = statistics.median(medians["on"]), statistics.median(medians["off"])
    print(f"{args.set}: {len(cases)} questions, hashing store, k={DEPTH}, {args.rounds} rounds: "
          f"recall median on {a:.1f} us, off {b:.1f} us ({a / b:.3f}x)")


if __name__ == "__main__":
    main()
