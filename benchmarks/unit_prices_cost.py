"""recall()'s CPU µs a question in a hashing store, semantics.UNIT_PRICES off (main's asked_change) and on, alternated
round by round in one process over each set's questions (k=10; process CPU time, so that a loaded machine's waits do
not count). "off, cold" / "on, cold": off / on with unit_prices' caches emptied before each round (each text read
anew, as a store's new notes are). Branch unitprice83, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/unit_prices_cost.py v2,holdout21,holdout23 15
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import flag_cost
from engramdb import semantics, unit_prices

_CACHED = (unit_prices.prices, unit_prices.asked_prices, unit_prices.asked_unit, unit_prices.unit_dimensions, semantics._price_asked, semantics._price_change_in,
           unit_prices._compare, unit_prices._noun_keys)


def main() -> None:
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), semantics, "UNIT_PRICES", _CACHED)


if __name__ == "__main__":
    main()
