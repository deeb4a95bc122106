"""recall()'s CPU µs a question in a hashing store, semantics.FROM_DATE_CHANGE off (main's asked_change) and on,
alternated round by round in one process over each set's questions (k=10; process CPU time, so that a loaded
machine's waits do not count). "off, cold" / "on, cold": off / on with from_date_change's caches emptied before each
round (each text read anew, as a store's new notes are). Branch misses89, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/from_date_cost.py v2,holdout21,holdout25 15
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import flag_cost
from engramdb import semantics

_CACHED = (semantics._from_date_change_in, semantics._asks_one_standing, semantics._names_a_date_to_come)


def main() -> None:
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), semantics, "FROM_DATE_CHANGE", _CACHED)


if __name__ == "__main__":
    main()
