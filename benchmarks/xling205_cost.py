"""recall()'s CPU µs a question in a hashing store, timeref.FOREIGN_DATE_PAST (or, with a third argument "teacher",
xl_slots.TEACHER_SLOT) off (main) and on, alternated round by
round in one process over each set's questions (benchmarks.eval_sets.flag_cost; k=10, process CPU time). Both readings
run inside a per-question cache (timeref.question_reference, xl_slots.xl_asked_slot), so a warm question pays only
the teacher slot's test of up to SLOT_DEPTH hits when it is asked; "off, cold" / "on, cold" empty
every engramdb cache before the round (a first ask). Branch xling205, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xling205_cost.py holdout42,holdout41,v2 5
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/xling205_cost.py holdout42,holdout38,v2 7 teacher
"""

from __future__ import annotations

import sys

from benchmarks.eval_sets import engramdb_caches, flag_cost
from engramdb import timeref, xl_slots


def main() -> None:
    if sys.argv[3:] == ["teacher"]:
        flag_cost(sys.argv[1].split(","), int(sys.argv[2]), xl_slots, "TEACHER_SLOT", engramdb_caches)
    else:
        flag_cost(sys.argv[1].split(","), int(sys.argv[2]), timeref, "FOREIGN_DATE_PAST", engramdb_caches)


if __name__ == "__main__":
    main()
