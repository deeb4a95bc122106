"""What the conflict pass's pool-independent relations (_core.ConflictRelations, one per scope) cost to keep, in CPU
time (time.process_time: the machine is shared), relations on and off alternated in one run, best of `--repeat`:

1. per write: one ``remember`` into a scope of `--rows` memories, then one default recall of that scope (the write
   remakes the scope's plan; the plan's first default recall compares the new row with the scope's rows), timed
   over the same recall made again, against the same with the relations off (SegmentSet.conflict_relations = False:
   the whole pass in every recall): the difference is what the relations add per write;
2. at open: the first default recall of a scope whose relations are not held yet (a store just opened: every row
   compared with every other, O(rows^2 / 2) signature tests), against the same recall with the relations off;
   what a store would save by persisting them beside its segments instead;
3. memory: the relations' own heap per row (ConflictRelations.nbytes), the row analyses they read being the ones
   the pass already caches per segment.

Texts: bench_guard's memory texts ("Supplier S7 prefers replies in Hindi; invoice 8007 was rejected for code E12.")
in one scope, the default hashing embedder, dedup off; the queries are other memory texts.

    .venv/bin/python benchmarks/relations_cost.py [--rows 100,1000,2000] [--writes 40] [--repeat 3]

Scopes of more than ConflictRelations.kMaxRows (2,048) rows keep no relations (their recalls run the whole pass).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_guard import memory_texts

from engramdb import MemoryStore

SCOPE = "s"


def _store(texts: list[str], relations: bool) -> MemoryStore:
    store = MemoryStore(dedup=False)
    store.engine.conflict_relations = relations
    store.remember_many(SCOPE, texts)
    store.seal()
    return store


def _first_recall(store: MemoryStore, query: str) -> float:
    """CPU seconds of the first default recall after the store's plans are dropped (its relations not held)."""
    store.engine.forget_plans()
    store.engine._relations.clear()
    start = time.process_time()
    store.recall(SCOPE, query, k=10)
    return time.process_time() - start


def _writes(store: MemoryStore, texts: list[str], queries: list[str]) -> float:
    """CPU seconds that the first default recall after each write of `texts` takes over the same recall made again
    (what the write left to its first recall: the scope's plan remade and, with relations, the new row compared)."""
    extra = 0.0
    for text, query in zip(texts, queries):
        store.remember(SCOPE, text)
        start = time.process_time()
        store.recall(SCOPE, query, k=10)
        first = time.process_time() - start
        start = time.process_time()
        store.recall(SCOPE, query, k=10)
        extra += first - (time.process_time() - start)
    return extra


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", default="100,1000,2000")
    parser.add_argument("--writes", type=int, default=40)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(x) for x in args.rows.split(",")]
    pool = memory_texts(max(sizes) + 2 * args.writes + 10)
    for rows in sizes:
        base, extra = pool[:rows], pool[rows:rows + args.writes]
        queries = pool[rows + args.writes:rows + 2 * args.writes]
        stores = {on: _store(base, on) for on in (True, False)}
        best_open = dict.fromkeys(stores, float("inf"))
        best_write = dict.fromkeys(stores, float("inf"))
        for _ in range(args.repeat):  # alternated
            for on, store in stores.items():
                best_open[on] = min(best_open[on], _first_recall(store, queries[0]))
            for on in stores:
                fresh = _store(base, on)
                fresh.recall(SCOPE, queries[0], k=10)  # relations (when on) held for the scope's rows
                best_write[on] = min(best_write[on], _writes(fresh, extra, queries))
        stores[True].recall(SCOPE, queries[0], k=10)
        relations = stores[True].engine._relations[SCOPE]
        per_write = (best_write[True] - best_write[False]) / args.writes * 1e6
        print(f"{rows:>6} rows: first recall after a write over the next {best_write[True] / args.writes * 1e6:8.1f} µs "
              f"with relations, {best_write[False] / args.writes * 1e6:8.1f} without: {per_write:+8.1f} µs per write; "
              f"first recall "
              f"(relations built) {best_open[True] * 1e3:8.2f} ms, without {best_open[False] * 1e3:7.2f} ms; "
              f"relations {relations.nbytes / rows:6.1f} B per row ({relations.n_pairs} related, {len(relations)} rows)")


if __name__ == "__main__":
    main()
