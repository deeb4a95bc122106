"""What time hints and the identifier share cost a text recall (engramdb/timeref.py, engine/params.py
IDENTIFIER_HYBRID), in CPU time (time.process_time: the machine is shared), in one run: every question of the v2
evaluation set (340 recalls over 11 agent scopes, hashing embedder, k=10, text queries, the defaults), best of
`--repeat` passes, per recall:

1. recall(q, time_hints=False, hybrid=0.3): the text recall without either (the peer);
2. recall(q): the default, with both (a question naming a time or an identifier gets its parameters);
3. time_reference(q) + identifiers(q) alone: the parsing the default adds;
4. recall_many over the 340 questions, default against time_hints=False and hybrid=0.3 (it groups queries by hint).

    .venv/bin/python benchmarks/time_hints_cost.py [--repeat 7]
"""

from __future__ import annotations

import argparse

from engramdb import MemoryStore
from engramdb.bench.common import best_cpu_seconds
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.semantics import identifiers
from engramdb.timeref import time_reference


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    questions = [(c.scope, c.question) for c in cases]
    n = len(questions)
    named = sum(time_reference(q) is not None for _, q in questions)
    ids = sum(bool(identifiers(q)) for _, q in questions)
    print(f"{n} questions: {named} name a time, {ids} an identifier")
    by_scope: dict[str, list[str]] = {}
    for s, q in questions:
        by_scope.setdefault(s, []).append(q)

    def plain() -> None:
        for s, q in questions:
            store.recall(s, q, k=10, time_hints=False, hybrid=0.3)

    def default() -> None:
        for s, q in questions:
            store.recall(s, q, k=10)

    def parse() -> None:
        for _, q in questions:
            time_reference(q)
            identifiers.__wrapped__(q)  # uncached, as a new question is

    def many_plain() -> None:
        for s, qs in by_scope.items():
            store.recall_many(s, qs, k=10, time_hints=False, hybrid=0.3)

    def many_default() -> None:
        for s, qs in by_scope.items():
            store.recall_many(s, qs, k=10)

    default()  # warm: postings, plans, caches
    rows = []
    for _ in range(2):  # alternated twice
        rows.append(("recall, no hints (peer)", best_cpu_seconds(args.repeat, plain)))
        rows.append(("recall, default", best_cpu_seconds(args.repeat, default)))
    t_parse = best_cpu_seconds(args.repeat, parse)
    t_many_plain = best_cpu_seconds(args.repeat, many_plain)
    t_many = best_cpu_seconds(args.repeat, many_default)
    for name, t in rows:
        print(f"{name:<28} {t / n * 1e6:8.1f} us/recall")
    print(f"{'parsing alone':<28} {t_parse / n * 1e6:8.1f} us/question")
    print(f"{'recall_many, no hints':<28} {t_many_plain / n * 1e6:8.1f} us/query")
    print(f"{'recall_many, default':<28} {t_many / n * 1e6:8.1f} us/query")


if __name__ == "__main__":
    main()
