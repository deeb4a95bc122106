"""The CPU cost of store.INFLECTED_FORMS (lookups164: a question's other English forms read at half weight in a
hashing store's BM25), off vs on alternated in one process, warm and as a first ask.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/inflected_forms_cost.py holdout18,holdout2,v2 5

Per set (hashing store, k = 10): four modes alternated round by round (the order reversed every other round) - off /
on with the mode's question reads warm, and off / on cold (every engramdb lru cache emptied before the round, so each
question is read anew, as a first ask is); process CPU time a recall, median and minimum over the rounds, and on / off
as a ratio. A ratio, not a time, is the figure: the machine is shared (benchmarks/RESULTS.md)."""

from __future__ import annotations

import functools
import statistics
import sys
import time

import engramdb.store as store_module
from benchmarks.eval_sets import refuse_blind, set_questions

MODES = ("off", "on", "off, cold", "on, cold")


def clear_caches() -> None:
    """Empty every functools.lru_cache of the loaded engramdb modules."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("engramdb") or module is None:
            continue
        for value in list(vars(module).values()):
            if isinstance(value, functools._lru_cache_wrapper):
                value.cache_clear()


def measure(name: str, rounds: int) -> dict[str, list[float]]:
    """CPU µs a recall of set `name`'s questions in each mode, one figure a round."""
    store, questions = set_questions(name)
    for scope, question in questions:
        store.recall(scope, question, k=10)
    took: dict[str, list[float]] = {mode: [] for mode in MODES}
    was = store_module.INFLECTED_FORMS
    try:
        for r in range(rounds):
            for mode in MODES if r % 2 == 0 else MODES[::-1]:
                store_module.INFLECTED_FORMS = mode.startswith("on")
                if "cold" in mode:
                    clear_caches()
                else:
                    for scope, question in questions:
                        store.recall(scope, question, k=10)
                start = time.process_time()
                for scope, question in questions:
                    store.recall(scope, question, k=10)
                took[mode].append((time.process_time() - start) / len(questions) * 1e6)
    finally:
        store_module.INFLECTED_FORMS = was
    return took


def main(argv: list[str]) -> int:
    names, rounds = argv[0].split(","), int(argv[1]) if len(argv) > 1 else 5
    refuse_blind(names)
    for name in names:
        took = measure(name, rounds)
        med = {mode: statistics.median(v) for mode, v in took.items()}
        low = {mode: min(v) for mode, v in took.items()}
        print(f"{name}: CPU us a recall, median (min): "
              + ", ".join(f"{mode} {med[mode]:.1f} ({low[mode]:.1f})" for mode in MODES)
              + f" | warm on/off {med['on'] / med['off'] - 1:+.1%} | first ask on/off "
              f"{med['on, cold'] / med['off, cold'] - 1:+.1%}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
