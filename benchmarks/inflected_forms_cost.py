"""The CPU cost of store.INFLECTED_FORMS (lookups164: a question's other English forms read at half weight in a
hashing store's BM25), off vs on alternated in one process, warm and as a first ask: eval_sets.flag_cost's four modes.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/inflected_forms_cost.py holdout18,holdout2,v2 5

Per set (hashing store, k = 10): off / on with the mode's question reads warm, and off / on cold (every engramdb lru
cache emptied before the round, so each question is read anew, as a first ask is); process CPU time a recall, median
and minimum over the rounds, and on / off as a ratio. A ratio, not a time, is the figure: the machine is shared
(benchmarks/RESULTS.md)."""

from __future__ import annotations

import sys

import engramdb.store as store_module
from benchmarks.eval_sets import engramdb_caches, flag_cost


def main(argv: list[str]) -> int:
    flag_cost(argv[0].split(","), int(argv[1]) if len(argv) > 1 else 5, store_module, "INFLECTED_FORMS",
              engramdb_caches)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
