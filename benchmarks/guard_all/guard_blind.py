"""The guard corpus being written blind: no script reads it until the lead's first measure (measure_all.py and
guardcost51/same_answers.py both skip it; one set, so the two cannot drift apart). Empty when none is blind."""

from __future__ import annotations

# blind42 measured blind twice (rounds 39-41, then rounds 42-43 with fp43; session 35): tunable, like every older
# corpus; a corpus written blind is named here until its second measure (none now)
BLIND: frozenset[str] = frozenset()
