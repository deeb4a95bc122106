"""Which shipped evaluation sets the tuning scripts of benchmarks/ may measure.

A set written blind (python/engramdb/data/eval_cases_holdoutN.jsonl, by someone who read no ranking code) is measured
by the lead as it lands and again after the next passes, none tuned on it; until then no tuning script may read it.
BLIND_SETS names those sets (empty when every shipped set has had both measures): a new blind set is added here when it
lands and removed after its second measure, in one place for every script."""

from __future__ import annotations

from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

# holdout27 (written blind in session 33) measured twice in session 33, at its merge and after that session's passes
# (holdout25 and holdout26 in session 32): none blind now
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
