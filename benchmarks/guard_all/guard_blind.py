"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# blind41 measured blind twice (round 38, then round 39 with fp40; session 34): tunable, like every older corpus; a
# corpus written blind is named here until its second measure (none now)
BLIND: frozenset[str] = frozenset()
