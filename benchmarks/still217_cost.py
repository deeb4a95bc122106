"""recall()'s CPU µs a question in a hashing store, semantics.STILL_CHANGE (or another flag named third) off and on,
alternated round by round in one process over each set's questions (k=10; process CPU time, so that a loaded
machine's waits do not count). "off, cold" / "on, cold": off / on with every engramdb cache emptied before each round
(each text read anew, as a first ask is; story_swap's cache keys no flag, so the warm figures of a flag it reads
mix the two modes' reads - the cold ratio is the one to read). Branch still217, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/still217_cost.py holdout43,v2,holdout42 5 [FLAG]
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import semantics


def main() -> None:
    flag = sys.argv[3] if len(sys.argv) > 3 else "STILL_CHANGE"
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), semantics, flag, engramdb_caches)


if __name__ == "__main__":
    main()
