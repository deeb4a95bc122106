"""newest216's switch on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost: hashing,
k=10, CPU time, warm and with engramdb's lru caches emptied). newer_price.NEWER_FROM_WHEN is one more regular
expression per clause told_now reads (told_now is cached), only where a price or a time of day is asked. Figures:
benchmarks/RESULTS.md, "newest216 (session 49)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.newest216_cost holdout19,holdout18 4
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import newer_price

FLAGS = ((newer_price, "NEWER_FROM_WHEN"),)


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
