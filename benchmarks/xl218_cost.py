"""recall()'s CPU µs a question in a hashing store, standing.STANDING_PAIR off (main) and on, alternated round by
round in one process over each set's questions (benchmarks.eval_sets.flag_cost; k=10, process CPU time). The reading
runs inside store._asks_standing's per-question cache, so a warm question pays nothing new; "off, cold" / "on, cold"
empty every engramdb cache before the round (a first ask: one more regex over a two-part English question). Branch
xl218, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xl218_cost.py holdout43,holdout42,v2 7
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import standing


def main() -> None:
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), standing, "STANDING_PAIR", engramdb_caches)


if __name__ == "__main__":
    main()
