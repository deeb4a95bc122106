"""recall()'s CPU µs a question in a hashing store, timeref.FOREIGN_DATE_PAST (or, with a third argument "teacher",
xl_slots.TEACHER_SLOT; "plan", store.PLAN_FIRST) off (main) and on, alternated round by
round in one process over each set's questions (benchmarks.eval_sets.flag_cost; k=10, process CPU time). The readings
run inside a per-question cache (question_reference, xl_asked_slot, asks_plan_ahead), so a warm question pays only
the teacher or plan test of up to SLOT_DEPTH hits when such a question is asked; "off, cold" / "on, cold" empty
every engramdb cache before the round (a first ask). Branch xling205, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xling205_cost.py holdout42,holdout41,v2 5
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xling205_cost.py holdout42,holdout38,v2 7 teacher
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xling205_cost.py holdout42,holdout39,v2 15 plan
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import store, timeref, xl_slots


def main() -> None:
    if sys.argv[3:] == ["plan"]:
        flag_cost(sys.argv[1].split(","), int(sys.argv[2]), store, "PLAN_FIRST", engramdb_caches)
    elif sys.argv[3:] == ["teacher"]:
        flag_cost(sys.argv[1].split(","), int(sys.argv[2]), xl_slots, "TEACHER_SLOT", engramdb_caches)
    else:
        flag_cost(sys.argv[1].split(","), int(sys.argv[2]), timeref, "FOREIGN_DATE_PAST", engramdb_caches)


if __name__ == "__main__":
    main()
