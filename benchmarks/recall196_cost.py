"""recall196's switches, each on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost:
hashing, k=10, CPU time, warm and with engramdb's lru caches emptied). The readings sit on recall's path: the loose
month words and the date beside a weekday in timeref.question_reference (cached), the counted and fronted anchors in
event_anchors.event_anchor (after its relation-word gate). Figures: benchmarks/RESULTS.md, "recall196 (session 47)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.recall196_cost holdout41,holdout34 4
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import event_anchors, month_words, timeref

FLAGS = ((month_words, "LOOSE_MONTHS"), (timeref, "DATE_OVER_WEEKDAY"), (event_anchors, "COUNTED_ANCHORS"),
         (event_anchors, "FRONTED_ANCHORS"))


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
