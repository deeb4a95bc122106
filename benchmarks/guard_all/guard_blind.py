"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# none blind now: blind49 (written blind in session 42) measured blind twice in session 42 and tunable since, like
# every older corpus
BLIND: frozenset[str] = frozenset()
