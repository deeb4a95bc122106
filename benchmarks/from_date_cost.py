"""recall()'s CPU µs a question in a hashing store, semantics.FROM_DATE_CHANGE off (main's asked_change) and on,
alternated round by round in one process over each set's questions (k=10; process CPU time, so that a loaded
machine's waits do not count). "on, cold": on, with from_date_change's caches emptied before each round (each text
read anew, as a store's new notes are). Branch misses89, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/from_date_cost.py v2,holdout21,holdout25 15
"""

from __future__ import annotations

import statistics
import sys
import time

from benchmarks.eval_sets import refuse_blind, set_questions
from engramdb import semantics

_CACHED = (semantics._from_date_change_in, semantics._asks_one_standing, semantics._names_a_date_to_come)


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
                semantics.FROM_DATE_CHANGE = mode != "off"
                if mode == "on, cold":
                    for cached in _CACHED:
                        cached.cache_clear()
                start = time.process_time()
                for scope, question in questions:
                    store.recall(scope, question, k=10)
                took[mode].append((time.process_time() - start) / len(questions) * 1e6)
        semantics.FROM_DATE_CHANGE = True
        off = statistics.median(took["off"])
        cells = ", ".join(f"{mode} {statistics.median(v):.1f} (min {min(v):.1f}, {statistics.median(v) / off - 1:+.2%})"
                          for mode, v in took.items())
        print(f"{name}: {len(questions)} questions, {rounds} rounds, CPU µs a recall (median): {cells}")


if __name__ == "__main__":
    main()
