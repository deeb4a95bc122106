"""numwords220's switches, each on / off in one process over tunable sets' questions (benchmarks/eval_sets.flag_cost:
hashing, k=10, CPU time, warm and with engramdb's lru caches emptied). numwords_xl.XL_HAND_220 is three more tables
read next to their own money (cached xl_spelt_in_digits / xl_counts), unit_prices.PACK_OF_MEASURE one more match
after a pack's noun (cached prices), support.WANTS_FOR_ASKED / PRICE_WHERE_ASKED one regex on a question (cached
_asked), spans.NAMED_TOPIC_ASKED one set test in named_in_value; semantics.XL_NOTE_VALUED is read under a dense
embedder only (a hashing store reads no anchor), so not here. Figures: benchmarks/RESULTS.md,
"numwords220 (session 49)".

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.numwords220_cost holdout43,holdout42 3
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import numwords_xl, spans, support, unit_prices

FLAGS = ((numwords_xl, "XL_HAND_220"), (unit_prices, "PACK_OF_MEASURE"), (support, "WANTS_FOR_ASKED"),
         (support, "PRICE_WHERE_ASKED"), (spans, "NAMED_TOPIC_ASKED"))


def main(names: list[str], rounds: int) -> None:
    for module, flag in FLAGS:
        print(f"== {module.__name__}.{flag}", flush=True)
        flag_cost(names, rounds, module, flag, engramdb_caches)


if __name__ == "__main__":
    main(sys.argv[1].split(","), int(sys.argv[2]) if len(sys.argv) > 2 else 4)
