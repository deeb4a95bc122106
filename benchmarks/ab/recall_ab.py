"""A/B of recall() between two source trees of engramdb on the same data.

    python benchmarks/ab/recall_ab.py TREE/python

TREE/python must hold an `engramdb` package with its compiled `_core` inside (copy the built module in); the
editable install's import hook is bypassed so each process runs the tree it is given. Prints the p50 (µs) of
recall() on a 10k-row scope of a 100k store (inverted lists), of recall(exact=True) on it, of the exact plan
of a 2k-row scope, and recall_many's time per query. Run two trees at once, one per core (taskset), then swap
the cores: only the ratio of a pair is a claim (see RESULTS.md, "The architecture refactor").
"""

from __future__ import annotations

import importlib
import sys
import time
from collections.abc import Callable
from typing import Any


def load(tree: str) -> Any:
    sys.meta_path[:] = [f for f in sys.meta_path if "Scikit" not in type(f).__name__]
    sys.path.insert(0, tree)
    engramdb = importlib.import_module("engramdb")
    if not engramdb.__file__.startswith(tree):
        raise SystemExit(f"imported {engramdb.__file__}, not a module of {tree}")
    return engramdb


def main(tree: str) -> None:
    import numpy as np

    engramdb = load(tree)
    rng = np.random.default_rng(7)
    dim, n_scopes, per = 384, 10, 10_000
    centres = rng.standard_normal((200, dim)).astype(np.float32)
    store = engramdb.MemoryStore(dim=dim, dedup=False, clock=lambda: 1.8e9, seal_rows=10**9)
    for s in range(n_scopes):
        x = centres[rng.integers(0, 200, per)] + 0.35 * rng.standard_normal((per, dim)).astype(np.float32)
        store.remember_many(f"s{s}", [f"m{i}" for i in range(per)], embeddings=x,
                            created_at=1.8e9 - rng.uniform(0, 9e6, per))
    small = centres[rng.integers(0, 200, 2000)] + 0.35 * rng.standard_normal((2000, dim)).astype(np.float32)
    store.remember_many("small", [f"x{i}" for i in range(2000)], embeddings=small)
    store.seal()
    queries = (centres[rng.integers(0, 200, 500)] + 0.35 * rng.standard_normal((500, dim))).astype(np.float32)

    def p50(fn: Callable[[Any], object], passes: int = 3) -> float:
        for q in queries[:50]:
            fn(q)
        times = []
        for _ in range(passes):
            for q in queries:
                start = time.perf_counter()
                fn(q)
                times.append(time.perf_counter() - start)
        return 1e6 * float(np.median(times))

    start = time.perf_counter()
    store.recall_many("s3", queries)
    many = 1e6 * (time.perf_counter() - start) / len(queries)
    out = {"lists10k": p50(lambda q: store.recall("s3", q)),
           "exact10k": p50(lambda q: store.recall("s3", q, exact=True)),
           "small2k": p50(lambda q: store.recall("small", q)), "many": many}
    print(tree, " ".join(f"{k}={v:.1f}" for k, v in out.items()), flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
