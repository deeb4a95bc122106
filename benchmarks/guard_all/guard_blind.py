"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# blind53 (written blind in session 46) measured blind twice in session 46 (blind52 in session 45): every corpus is
# tunable now
BLIND: frozenset[str] = frozenset()
