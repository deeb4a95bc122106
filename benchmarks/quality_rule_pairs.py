"""The marks of one change rule of the conflict pass over every same-scope pair of the shipped eval sets (issue 18;
RESULTS.md, branch quality30): for each pair (newer, older) of memories of one scope (newer: fewer ``days_ago``), whether
``--rule`` (a function of semantics with _names_change's signature: newer text, older text, their subject stems, the
older's kind code) marks it where the other change rules do not (states_a_change, _names_change), each mark counted
true when a case names the two as its expected and stale memories, false otherwise (printed with the cases the two
answer, so that a false mark on a lookup's answer shows). More pairs than any recall compares: no pool, so no common
stems are left out. ``-v`` also prints each true change no rule marks.

    PYTHONPATH=python .venv/bin/python benchmarks/quality_rule_pairs.py --rule _label_change
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections import defaultdict
from typing import Any

from engramdb import semantics
from engramdb.quality import shipped_quality_sets
from engramdb.schema import KIND_CODE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rule", default="_label_change")
    parser.add_argument("--sets", default=",".join(shipped_quality_sets()))
    parser.add_argument("-v", action="store_true", help="print the true changes no rule marks too")
    args = parser.parse_args()
    rule = getattr(semantics, args.rule)
    true_marks = false_marks = 0
    for name in args.sets.split(","):
        memories: dict[tuple[str, str], dict[str, Any]] = {}
        truth: set[tuple[str, str, str]] = set()
        answers: dict[tuple[str, str], list[str]] = defaultdict(list)
        with open(shipped_quality_sets()[name], encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("#") or not line.strip():
                    continue
                record = json.loads(line)
                if record.get("type") == "memory":
                    memories[(record["scope"], record["ref"])] = record
                elif record.get("type") == "case":
                    for expected in record["expected"]:
                        answers[(record["scope"], expected)].append(record.get("category", ""))
                        truth.update((record["scope"], expected, stale) for stale in record.get("stale", []))
        by_scope: dict[str, list[dict[str, Any]]] = defaultdict(list)
        for (scope, _ref), record in memories.items():
            by_scope[scope].append(record)
        for scope, records in by_scope.items():
            for newer, older in itertools.permutations(records, 2):
                if newer.get("days_ago", 0) >= older.get("days_ago", 0):
                    continue
                new_text, old_text = newer["text"], older["text"]
                kind = KIND_CODE[older.get("kind", "fact")]
                a = semantics.stems(new_text) - semantics._CHANGE_CUES
                b = semantics.stems(old_text) - semantics._CHANGE_CUES
                true = (scope, newer["ref"], older["ref"]) in truth
                shipped = semantics.states_a_change(new_text, old_text) or \
                    semantics._names_change(new_text, old_text, a, b, kind)
                marks = not shipped and not semantics.states_an_addition(new_text) and \
                    not semantics._other_subjects(new_text, old_text, semantics.stems(old_text)) and \
                    rule(new_text, old_text, a, b, kind)
                if marks:
                    true_marks += true
                    false_marks += not true
                    print(f"{'TRUE ' if true else 'FALSE'} {name} {scope} newer {newer['ref']} "
                          f"{answers.get((scope, newer['ref']), [])} older {older['ref']} "
                          f"{answers.get((scope, older['ref']), [])}\n    N: {new_text[:150]}\n    O: {old_text[:150]}")
                elif true and not shipped and args.v:
                    print(f"UNMARKED {name} {scope} {newer['ref']} {older['ref']}\n    N: {new_text[:150]}\n"
                          f"    O: {old_text[:150]}")
    print(f"marks by {args.rule} beyond the other rules: {true_marks} true, {false_marks} false")


if __name__ == "__main__":
    main()
