"""Which shipped evaluation sets the tuning scripts of benchmarks/ may measure.

A set written blind (python/engramdb/data/eval_cases_holdoutN.jsonl, by someone who read no ranking code) is measured
by the lead as it lands and again after the next passes, none tuned on it; until then no tuning script may read it.
BLIND_SETS names those sets (empty when every shipped set has had both measures): a new blind set is added here when it
lands and removed after its second measure, in one place for every script."""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from types import ModuleType
from typing import Any

from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

# holdout37 (written blind in session 43) measured twice in session 43, at its merge and after that session's passes
# (holdout36 in session 42, holdout35 in session 41); holdout38 written blind in session 44
BLIND_SETS: frozenset[str] = frozenset({"holdout38"})
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


def flag_cost(names: list[str], rounds: int, module: ModuleType, flag: str,
              caches: Sequence[Any] = ()) -> None:
    """Prints recall()'s CPU µs a question in a hashing store over each set's questions (k=10; process CPU time, so a
    loaded machine's waits do not count) with `module.<flag>` off and on, alternated round by round in one process,
    and, where the step keeps `caches` (functools caches), "on, cold": on with them emptied before each round (each
    text read anew, as a store's new notes are). The flag is left on."""
    refuse_blind(names)
    modes = ("off", "on", "on, cold") if caches else ("off", "on")
    for name in names:
        store, questions = set_questions(name)
        for scope, question in questions:  # warm
            store.recall(scope, question, k=10)
        took: dict[str, list[float]] = {mode: [] for mode in modes}
        for r in range(rounds):
            for mode in modes if r % 2 == 0 else modes[::-1]:
                setattr(module, flag, mode != "off")
                if mode == "on, cold":
                    for cached in caches:
                        cached.cache_clear()
                start = time.process_time()
                for scope, question in questions:
                    store.recall(scope, question, k=10)
                took[mode].append((time.process_time() - start) / len(questions) * 1e6)
        setattr(module, flag, True)
        off = statistics.median(took["off"])
        cells = ", ".join(f"{mode} {statistics.median(v):.1f} (min {min(v):.1f}, {statistics.median(v) / off - 1:+.2%})"
                          for mode, v in took.items())
        print(f"{name}: {len(questions)} questions, {rounds} rounds, CPU µs a recall (median): {cells}")
