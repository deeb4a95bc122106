"""recall()'s CPU µs a question in a hashing store, semantics.CLAUSE_RELEVANCE off (main's order) and on, alternated
round by round in one process over each set's questions (k=10; process CPU time, so that a loaded machine's waits do
not count). Branch clause75, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/clause75_cost.py v2,holdout18,holdout21 21
"""

from __future__ import annotations

import statistics
import sys
import time

from benchmarks.eval_sets import refuse_blind, set_questions
from engramdb import semantics


def main() -> None:
    names, rounds = sys.argv[1].split(","), int(sys.argv[2])
    refuse_blind(names)
    for name in names:
        store, questions = set_questions(name)
        for scope, question in questions:  # warm
            store.recall(scope, question, k=10)
        took: dict[bool, list[float]] = {False: [], True: []}
        for r in range(rounds):
            for on in (False, True) if r % 2 == 0 else (True, False):
                semantics.CLAUSE_RELEVANCE = on
                start = time.process_time()
                for scope, question in questions:
                    store.recall(scope, question, k=10)
                took[on].append((time.process_time() - start) / len(questions) * 1e6)
        semantics.CLAUSE_RELEVANCE = True
        off, on_ = statistics.median(took[False]), statistics.median(took[True])
        print(f"{name}: {len(questions)} questions, off {off:.1f} µs (best {min(took[False]):.1f}), on {on_:.1f} µs "
              f"(best {min(took[True]):.1f}); median ratio {on_ / off:.3f}, best {min(took[True]) / min(took[False]):.3f}")


if __name__ == "__main__":
    main()
