"""batch131: the cost of the batch recall's story and list-entry steps (batch.jobs._story_first_columns,
_entry_first_columns), A/B in one process, alternated: `main` turns both off (main's order), `story`, `entry`, `both`
turn them on. A hashing store of 20 scopes x 100 memories (a third episodes) and 1,000 text queries, one in
`--story-every` told after a story (a clause before the question). Prints each variant's median seconds and its ratio
to `main`. Run: PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/batch_story_entry_cost.py"""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np
import pyarrow as pa

import engramdb.batch.jobs as jobs
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW

WORDS = "the a courier parcel address delivery hotel rooms days turbine site model shelf folder office plant permit"


def _noop(*_: Any) -> None:
    return None


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--story-every", type=int, default=2)
    ap.add_argument("--reps", type=int, default=15)
    args = ap.parse_args()
    rng = np.random.default_rng(0)
    words = WORDS.split()
    store = MemoryStore(clock=EVAL_NOW.timestamp, dedup=False)
    for s in range(20):
        texts = [" ".join(rng.choice(words, 9)) + f" item {s}-{i}." for i in range(100)]
        store.remember_many(f"s{s}", texts, kind=["episode" if i % 3 == 0 else "fact" for i in range(100)])
    story = "A courier is here with a parcel for the office today; "
    qs = [(story if i % args.story_every == 1 else "") + " ".join(rng.choice(words, 6)) + "?" for i in range(1000)]
    table = pa.table({"scope": [f"s{i % 20}" for i in range(1000)], "query": qs})
    steps = jobs._story_first_columns, jobs._entry_first_columns
    variants = {"main": (_noop, _noop), "story": (steps[0], _noop), "entry": (_noop, steps[1]), "both": steps}
    times: dict[str, list[float]] = {k: [] for k in variants}
    try:
        for _ in range(args.reps):
            for name, (story_step, entry_step) in variants.items():
                jobs._story_first_columns, jobs._entry_first_columns = story_step, entry_step  # type: ignore[assignment]
                t = time.perf_counter()
                batch_recall(store, table, k=5, now=EVAL_NOW.timestamp())
                times[name].append(time.perf_counter() - t)
    finally:
        jobs._story_first_columns, jobs._entry_first_columns = steps
    base = float(np.median(times["main"]))
    for name, values in times.items():
        med = float(np.median(values))
        print(f"story_every={args.story_every} {name}: median {med:.4f} s, ratio {med / base:.3f}")


if __name__ == "__main__":
    main()
