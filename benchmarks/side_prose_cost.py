"""recall()'s CPU µs a question in a hashing store, semantics.SIDE_PROSE off (main's _language_side) and on, alternated
round by round in one process over each set's questions (k=10; process CPU time, so that a loaded machine's waits do
not count). "off, cold" / "on, cold": off / on with every engramdb cache emptied before each round (each text read
anew, as a first ask and a store's new notes are). Branch lang184, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/side_prose_cost.py holdout36,holdout38,v2 5
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import semantics


def main() -> None:
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), semantics, "SIDE_PROSE", engramdb_caches)


if __name__ == "__main__":
    main()
