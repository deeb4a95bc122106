"""recall()'s CPU µs a question in a hashing store with branch still227's switches off and on (all seven at once by
default, or the one named third), alternated round by round in one process over each set's questions (k=10;
process CPU time), warm and cold ("off, cold" / "on, cold": every engramdb cache emptied before each round, as a first
ask is); benchmarks.eval_sets.flag_cost. Branch still227, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/still227_cost.py holdout11,v2,holdout19 5 [FLAG]
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any, cast

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import semantics

SWITCHES = ("NOW_CHANGE", "SAYS_CHANGED_MORE", "MARKED_FACT_WHOLE", "TOLD_UNSLOTTED", "UNIT_VALUE_MOVED",
            "OLDER_NOTE_ABOVE", "FROM_TO_CHANGE")


class _All:
    """A stand-in module whose one flag ALL sets every switch of SWITCHES on semantics."""

    def __getattr__(self, name: str) -> Any:
        return all(getattr(semantics, s) for s in SWITCHES)

    def __setattr__(self, name: str, value: Any) -> None:
        for s in SWITCHES:
            setattr(semantics, s, value)


def main() -> None:
    flag = sys.argv[3] if len(sys.argv) > 3 else "ALL"
    module = cast(ModuleType, _All()) if flag == "ALL" else semantics
    flag_cost(sys.argv[1].split(","), int(sys.argv[2]), module, flag, engramdb_caches)


if __name__ == "__main__":
    main()
