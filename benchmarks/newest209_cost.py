"""newest209's switches, each on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost:
hashing, k=10, CPU time, warm and with engramdb's lru caches emptied). numwords_xl.XL_HAND_209 adds four tables to
xl_spelt_in_digits' languages (read only where a clause holds a currency word; cached), semantics.XL_COUNT_ABOVE_ONE
is one filter of xl_counts' cached tuple, spans.STORY_TOPIC_LABEL one regex inside cached story_clause. Figures:
benchmarks/RESULTS.md, "newest209 (session 49)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.newest209_cost holdout42,holdout41 3
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import numwords_xl, semantics, spans

FLAGS = ((numwords_xl, "XL_HAND_209"), (semantics, "XL_COUNT_ABOVE_ONE"), (spans, "STORY_TOPIC_LABEL"))


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
