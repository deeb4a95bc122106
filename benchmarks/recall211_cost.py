"""recall()'s CPU µs a question in a hashing store with one of branch recall211's switches off (main) and on,
alternated round by round in one process over each set's questions (benchmarks.eval_sets.flag_cost; k=10, process
CPU time; "off, cold" / "on, cold" empty every engramdb cache before the round: a first ask). Third argument: "day"
(store.OTHER_DAY_BELOW), "note" (spans.NOTE_PHRASES) or "phrases" (semantics.CHANGE_PHRASES_ON: the conflict pass's
phrase cues, Python and native; the switch is flipped through a stand-in that also empties semantics' rules and stems
caches, so the native pass is made anew under it). Branch recall211, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/recall211_cost.py holdout42,holdout41,v2 5 day
"""

from __future__ import annotations

import sys
from typing import Any

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import semantics, spans, store


class _Phrases:
    """A stand-in module for flag_cost: CHANGE_PHRASES_ON set on semantics, its rules and stems caches emptied."""

    def __getattr__(self, name: str) -> Any:
        return getattr(semantics, name)

    def __setattr__(self, name: str, value: Any) -> None:
        if getattr(semantics, name) != value:
            setattr(semantics, name, value)
            semantics.stems.cache_clear()
            semantics._rules.cache_clear()
            semantics.conflict_pass.cache_clear()


def main() -> None:
    names, rounds, which = sys.argv[1].split(","), int(sys.argv[2]), sys.argv[3]
    if which == "day":
        flag_cost(names, rounds, store, "OTHER_DAY_BELOW", engramdb_caches)
    elif which == "note":
        flag_cost(names, rounds, spans, "NOTE_PHRASES", engramdb_caches)
    else:
        flag_cost(names, rounds, _Phrases(), "CHANGE_PHRASES_ON", engramdb_caches)  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
