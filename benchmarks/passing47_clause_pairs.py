"""Same-scope (newer, older) pairs of every tunable eval set that semantics._clause_change marks and the whole-text
change rules do not (branch passing47, benchmarks/RESULTS.md): true when a case names them (expected newer, stale
older); "older-answers" when the older answers some case (a false mark there can cost it rank 1). The pool's common
stems are approximated by the scope's: stems in more than max(3, COMMON_SHARE x min(n, CHANGE_POOL)) of its memories.

    PYTHONPATH=python .venv/bin/python benchmarks/passing47_clause_pairs.py
"""

from __future__ import annotations

import itertools
import json
from collections import Counter, defaultdict

from benchmarks.eval_sets import BLIND_SETS as BLIND
from engramdb import semantics as s
from engramdb.quality import shipped_quality_sets


def whole(newer: str, older: str, kind: str) -> bool:
    a, b = s.stems(newer) - s._CHANGE_CUES, s.stems(older) - s._CHANGE_CUES
    k = s.KIND_CODE.get(kind, 0)
    return s.states_a_change(newer, older) or (
        not s.states_an_addition(newer) and not s._other_subjects(newer, older, s.stems(older)) and (
            s._names_change(newer, older, a, b, k) or s._label_change(newer, older, a, b, k)))


def main() -> None:
    found = {True: 0, False: 0}
    rows = []
    for name, path in shipped_quality_sets().items():
        if name in BLIND:
            continue
        memories: dict[tuple[str, str], dict] = {}
        truth: set[tuple[str, str, str]] = set()
        answers: set[tuple[str, str]] = set()
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or not line.strip():
                continue
            r = json.loads(line)
            if r.get("type") == "memory":
                memories[(r["scope"], r["ref"])] = r
            elif r.get("type") == "case":
                truth.update((r["scope"], e, x) for e in r["expected"] for x in r.get("stale", []))
                answers.update((r["scope"], e) for e in r["expected"])
        by_scope: dict[str, list[dict]] = defaultdict(list)
        for (scope, _ref), r in memories.items():
            by_scope[scope].append(r)
        for scope, records in by_scope.items():
            counts = Counter(x for r in records for x in s.stems(r["text"]))
            limit = max(3, s.COMMON_SHARE * min(len(records), s.CHANGE_POOL))
            common = frozenset(x for x, c in counts.items() if c > limit)
            for n, o in itertools.permutations(records, 2):
                if n.get("days_ago", 0) >= o.get("days_ago", 0):
                    continue
                old = s.stems(o["text"])
                kind = o.get("kind", "fact")
                if s._clause_change(n["text"], o["text"], common, old, (old - s._CHANGE_CUES) - common,
                                    s.KIND_CODE.get(kind, 0)) and not whole(n["text"], o["text"], kind):
                    true = (scope, n["ref"], o["ref"]) in truth
                    found[true] += 1
                    rows.append((name, "TRUE" if true else "false",
                                 "older-answers" if (scope, o["ref"]) in answers else "", n["text"][:160], "||",
                                 o["text"][:120]))
    print(f"newly marked by a clause: {found[True] + found[False]}, true {found[True]}, false {found[False]}")
    for row in rows:
        print(row)


if __name__ == "__main__":
    main()
