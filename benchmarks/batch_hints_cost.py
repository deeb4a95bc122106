"""What recall's per-query defaults (time hints, the identifier lexical share: store.grouped_params) cost a batch
recall job, and that its answers are recall's: the 340 v2 questions x 10 (hashing, k=10, local engine), CPU time
(time.process_time), best of 5, the job with one group (time_hints=False, hybrid=0.3: what the job computed
before) against the default, twice in one run.

    .venv/bin/python benchmarks/batch_hints_cost.py
"""

from __future__ import annotations

import pyarrow as pa

from engramdb import MemoryStore, batch
from engramdb.bench.common import best_cpu_seconds
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets


def main() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    table = pa.table({"scope": [c.scope for c in cases] * 10, "query": [c.question for c in cases] * 10})
    now = EVAL_NOW.timestamp()
    n = table.num_rows
    for round_ in (1, 2):
        one = best_cpu_seconds(5, lambda: batch.recall(store, table, k=10, now=now, time_hints=False, hybrid=0.3))
        grouped = best_cpu_seconds(5, lambda: batch.recall(store, table, k=10, now=now))
        print(f"round {round_}: {n} queries, one group {one / n * 1e6:.1f} us a query, the default (grouped by "
              f"hint) {grouped / n * 1e6:.1f} us a query: {grouped / one:.2f}x")
    got = batch.recall(store, table.slice(0, len(cases)), k=10, now=now)
    ids: dict[int, list[str]] = {}
    for q, memory in zip(got.column("query_index").to_pylist(), got.column("id").to_pylist()):
        ids.setdefault(q, []).append(memory)
    same = all(ids.get(i, []) == [h.id for h in store.recall(c.scope, c.question, k=10, conflicts=False)]
               for i, c in enumerate(cases))
    print(f"batch == recall(conflicts=False) on the {len(cases)} v2 questions: {same}")


if __name__ == "__main__":
    main()
