"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# blind56 (written blind in session 49) measured twice in session 49, at its merge and after that session's guard
# rounds: tunable now, like every older corpus
BLIND: frozenset[str] = frozenset()
