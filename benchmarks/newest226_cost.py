"""newest226's switches on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost: hashing,
k=10, CPU time, warm and with engramdb's lru caches emptied). semantics.XL_LOCALE_THOUSANDS and XL_MONTH_WORDS are
read inside the cached _xl_values (one regular expression and a cached month-word test per number read);
XL_PAIR_SIDE only where asked_change_first's fact has no language side (a cached pair test per later hit). Figures:
benchmarks/RESULTS.md, "newest226 (session 50)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.newest226_cost holdout14,holdout16,holdout18 4
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import semantics

FLAGS = ((semantics, "XL_LOCALE_THOUSANDS"), (semantics, "XL_MONTH_WORDS"), (semantics, "XL_PAIR_SIDE"))


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
