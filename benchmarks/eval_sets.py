"""Which shipped evaluation sets the tuning scripts of benchmarks/ may measure.

A set written blind (python/engramdb/data/eval_cases_holdoutN.jsonl, by someone who read no ranking code) is measured
by the lead as it lands and again after the next passes, none tuned on it; until then no tuning script may read it.
BLIND_SETS names those sets (empty when every shipped set has had both measures): a new blind set is added here when it
lands and removed after its second measure, in one place for every script."""

from __future__ import annotations

import functools
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

# holdout44 (written blind in session 50) measured twice in session 50, at its merge and after that session's passes
# (holdout43 in session 49, holdout42 in session 48); none is blind now
BLIND_SETS: frozenset[str] = frozenset()
TUNABLE_SETS: tuple[str, ...] = tuple(name for name in shipped_quality_sets() if name not in BLIND_SETS)


def refuse_blind(names: list[str] | tuple[str, ...]) -> None:
    """Exits when `names` holds a blind set."""
    blind = sorted(BLIND_SETS.intersection(names))
    if blind:
        raise SystemExit(f"blind sets are not measured here: {blind}")


def set_questions(name: str) -> tuple[MemoryStore, list[tuple[str, str]]]:
    """A hashing store at EVAL_NOW holding shipped set `name`'s memories, and its (scope, question) pairs, for the
    cost scripts that time recall over a set's questions (refuses a blind set)."""
    refuse_blind([name])
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    return store, [(c.scope, c.question) for c in read_case_set(shipped_quality_sets()[name], store=store).cases]


def engramdb_caches() -> list[Any]:
    """Every functools.lru_cache of the engramdb modules loaded now: what a first ask in a fresh process finds empty."""
    out: list[Any] = []
    for name, module in list(sys.modules.items()):
        if name.startswith("engramdb") and module is not None:
            out.extend(value for value in list(vars(module).values())
                       if isinstance(value, functools._lru_cache_wrapper))
    return out


def flag_cost(names: list[str], rounds: int, module: ModuleType, flag: str,
              caches: Sequence[Any] | Callable[[], Sequence[Any]] = ()) -> dict[str, dict[str, list[float]]]:
    """Prints recall()'s CPU µs a question in a hashing store over each set's questions (k=10; process CPU time, so a
    loaded machine's waits do not count) with `module.<flag>` off and on, alternated round by round in one process
    (the order reversed every other round), each warm mode's reads warmed under its own flag before its round (a
    question asked again); and, where `caches` are given (functools caches, or a function returning them, e.g.
    engramdb_caches), "off, cold" and "on, cold": off / on with those caches emptied before the round (each text
    read anew, as a first ask and a store's new notes are). Prints the median and minimum of each mode, the warm
    ratio on / off and the first ask's, on cold / off cold; returns each set's figures by mode. The flag is restored."""
    refuse_blind(names)
    modes = ("off", "on", "off, cold", "on, cold") if caches else ("off", "on")
    was = getattr(module, flag)
    out: dict[str, dict[str, list[float]]] = {}
    try:
        for name in names:
            store, questions = set_questions(name)
            took: dict[str, list[float]] = {mode: [] for mode in modes}
            for r in range(rounds):
                for mode in modes if r % 2 == 0 else modes[::-1]:
                    setattr(module, flag, mode.startswith("on"))
                    if mode.endswith("cold"):
                        for cached in caches() if callable(caches) else caches:
                            cached.cache_clear()
                    else:  # re-warm under this mode's flag: the other mode's round left its own reads
                        for scope, question in questions:
                            store.recall(scope, question, k=10)
                    start = time.process_time()
                    for scope, question in questions:
                        store.recall(scope, question, k=10)
                    took[mode].append((time.process_time() - start) / len(questions) * 1e6)
            out[name] = took
            med = {mode: statistics.median(v) for mode, v in took.items()}
            cells = ", ".join(f"{mode} {med[mode]:.1f} (min {min(v):.1f})" for mode, v in took.items())
            ratios = f"warm on/off {med['on'] / med['off'] - 1:+.1%}"
            if caches:
                ratios += f", first ask on/off {med['on, cold'] / med['off, cold'] - 1:+.1%}"
            print(f"{name}: {len(questions)} questions, {rounds} rounds, CPU µs a recall, median (min): {cells} | "
                  f"{ratios}", flush=True)
    finally:
        setattr(module, flag, was)
    return out
