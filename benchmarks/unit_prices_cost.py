"""recall()'s CPU µs a question in a hashing store, semantics.UNIT_PRICES off (main's asked_change) and on, alternated
round by round in one process over each set's questions (k=10; process CPU time, so that a loaded machine's waits do
not count). "on, cold": on, with unit_prices' caches emptied before each round (each text read anew, as a store's new
notes are). Branch unitprice83, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/unit_prices_cost.py v2,holdout21,holdout23 15
"""

from __future__ import annotations

import statistics
import sys
import time

from benchmarks.eval_sets import refuse_blind, set_questions
from engramdb import semantics, unit_prices

_CACHED = (unit_prices.prices, unit_prices.asked_prices, unit_prices.asked_unit, unit_prices.unit_dimensions, semantics._price_asked, semantics._price_change_in,
           unit_prices._compare, unit_prices._noun_keys)


def main() -> None:
    names, rounds = sys.argv[1].split(","), int(sys.argv[2])
    refuse_blind(names)
    for name in names:
        store, questions = set_questions(name)
        for scope, question in questions:  # warm
            store.recall(scope, question, k=10)
        took: dict[str, list[float]] = {"off": [], "on": [], "on, cold": []}
        for r in range(rounds):
            order = ("off", "on", "on, cold") if r % 2 == 0 else ("on, cold", "on", "off")
            for mode in order:
                semantics.UNIT_PRICES = mode != "off"
                if mode == "on, cold":
                    for cached in _CACHED:
                        cached.cache_clear()
                start = time.process_time()
                for scope, question in questions:
                    store.recall(scope, question, k=10)
                took[mode].append((time.process_time() - start) / len(questions) * 1e6)
        semantics.UNIT_PRICES = True
        off = statistics.median(took["off"])
        cells = ", ".join(f"{mode} {statistics.median(v):.1f} (min {min(v):.1f}, {statistics.median(v) / off - 1:+.2%})"
                          for mode, v in took.items())
        print(f"{name}: {len(questions)} questions, {rounds} rounds, CPU µs a recall (median): {cells}")


if __name__ == "__main__":
    main()
