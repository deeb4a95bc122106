"""xling188's cost: recall's CPU time a question with store.XL_ROLES_ASKED off and on, alternated in one process
(benchmarks/eval_sets.flag_cost), in an E5 store (benchmarks.lookup_misses.DiskCachedE5: vectors from a pickle, so the
model's own time is out and the ratio is of the rest of recall: an upper bound); "cold": engramdb's lru caches and the
store's kept document sides (writes.DocumentSides) emptied before the round (a store opened again: each such hit's
text embedded again, here a pickle look-up). Then remember_many's CPU time with DocumentSides.keep a no-op and real.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xling188_cost CACHE.pkl holdout35,holdout38 4
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks import eval_sets
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import store as store_mod
from engramdb import writes
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore
from engramdb.subjects import asks_in_english


def main(cache: str, names: list[str], rounds: int) -> None:
    eval_sets.refuse_blind(names)
    e5 = DiskCachedE5(Path(cache))
    made: list[MemoryStore] = []

    def e5_questions(name: str) -> tuple[MemoryStore, list[tuple[str, str]]]:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        made.append(store)
        foreign = [(c.scope, c.question) for c in cases if not asks_in_english(c.question)]
        print(f"{name}: {len(foreign)} of {len(cases)} questions with no English asking word (timed)")
        return store, foreign

    def caches() -> list[Any]:
        class Sides:  # the last store's kept sides, emptied as a cache
            @staticmethod
            def cache_clear() -> None:
                made[-1]._writes.document_sides = writes.DocumentSides()
        return [*eval_sets.engramdb_caches(), Sides]

    eval_sets.set_questions = e5_questions  # flag_cost reads its module's global
    eval_sets.flag_cost(names, rounds, store_mod, "XL_ROLES_ASKED", caches)
    keep = writes.DocumentSides.keep
    for name in names:
        took: dict[str, list[float]] = {"off": [], "on": []}
        for r in range(rounds):
            for mode in ("off", "on") if r % 2 == 0 else ("on", "off"):
                writes.DocumentSides.keep = keep if mode == "on" else (lambda self, texts, rows: None)  # type: ignore
                store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
                start = time.process_time()
                read_case_set(shipped_quality_sets()[name], store=store)
                took[mode].append(time.process_time() - start)
        writes.DocumentSides.keep = keep  # type: ignore[method-assign]
        med = {m: statistics.median(v) for m, v in took.items()}
        print(f"{name}: writing the set (read_case_set), CPU s median off {med['off']:.3f} on {med['on']:.3f} | "
              f"on/off {med['on'] / med['off'] - 1:+.1%}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2].split(","), int(sys.argv[3]) if len(sys.argv) > 3 else 4)
