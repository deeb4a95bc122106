"""recall() of each v2 question the first time it is asked and then again (issue 17 item 4): hashing store, k=10, each
scope's plan and conflict relations made first by a recall of another text ("zzz"), then every question once (its
text's analyses, its pool's row analyses and its change test all new: benchmarks/recall_layer_profile.py's --fresh
forgets only the text's analyses, and its pools come back), then every question again. Medians in µs over the 340
questions; run base and branch alternately to compare.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/recall_first_ask.py
"""

from __future__ import annotations

import time

import numpy as np

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets


def main() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    for scope in sorted({c.scope for c in cases}):
        store.recall(scope, "zzz", k=10)
    clock = time.perf_counter_ns
    medians = {}
    for label in ("first ask", "asked again"):
        took = []
        for c in cases:
            start = clock()
            store.recall(c.scope, c.question, k=10)
            took.append(clock() - start)
        medians[label] = float(np.median(took)) / 1e3
    print(f"{len(cases)} text recalls, k=10, recall() median µs: "
          + ", ".join(f"{label} {value:.1f}" for label, value in medians.items()))


if __name__ == "__main__":
    main()
