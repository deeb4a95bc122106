"""newest215's switches, each on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost:
hashing, k=10, CPU time, warm and with engramdb's lru caches emptied). numwords_xl.XL_COUNT_WHOLE is one pass over
xl_counts' runs (cached), numwords_xl.XL_BASHKIR one more table read next to a rouble only (xl_spelt_in_digits and
xl_counts, both cached). Figures: benchmarks/RESULTS.md, "newest215 (session 49)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.newest215_cost holdout42,holdout41,holdout35 3
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import numwords_xl

FLAGS = ((numwords_xl, "XL_COUNT_WHOLE"), (numwords_xl, "XL_BASHKIR"))


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
