"""xlhash210's cost: recall's CPU time a question with xl_join.XL_VALUE_JOIN off and on, alternated in one process
(benchmarks/eval_sets.flag_cost, hashing, warm and first ask).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xlhash210_cost holdout41,holdout33,v2 5
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import xl_join

if __name__ == "__main__":
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), xl_join, "XL_VALUE_JOIN", engramdb_caches)
