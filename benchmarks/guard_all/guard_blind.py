"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# none blind now: blind57 (session 50, written blind) was measured twice blind in session 50, at its merge and after the
# session's rounds 221 (switched on) and 225 (1,185 / 1,390 and 12 / 424 both times); it is tunable, like every older
# corpus
BLIND: frozenset[str] = frozenset()
