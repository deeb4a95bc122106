"""recall()'s CPU time a call with the plan's clause gate (this branch) and without it (main's clause step: a
ConflictPass without clause kinds answers no gate, so MemoryStore._changes_first runs as on main), and with no clause
step at all (semantics.CLAUSE_RELEVANCE off: the reference the step's share is read against), alternated round by
round in one process: a hashing text recall over each set's questions, and an E5 vector recall (the questions'
vectors, precomputed) over the first set. Prints p50 / p90 of the per-call process CPU time (µs, every call of every
round) and the median of the rounds' means. Branch clausenative84, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/clausenative84_cost.py v2,holdout18,holdout21 15 \
        --e5-cache e5_vectors.pkl
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.eval_sets import refuse_blind, set_questions
from engramdb import _core, semantics
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

SHIPPED = store_module.conflict_pass


@lru_cache(maxsize=4)
def _ungated(newest_first: bool = True, cross_language: float = -1.0) -> _core.ConflictPass:
    """main's pass: the same rules and shares, no clause kinds (the plan answers no gate); made once each, as
    semantics.conflict_pass is (a pass made per recall would cost main ~1 µs a recall)."""
    shipped = SHIPPED(newest_first, cross_language)
    if not newest_first:
        return shipped
    return _core.ConflictPass(semantics._rules(), semantics._native_words, semantics.NEWER_RELEVANCE,
                              semantics.NEWER_IN_PLACE_RELEVANCE, cross_language)


def _variant(name: str) -> None:
    store_module.conflict_pass = SHIPPED if name == "branch" else _ungated  # type: ignore[assignment]
    semantics.CLAUSE_RELEVANCE = name != "no clause"


def _rounds(calls: list[Callable[[], Any]], rounds: int) -> dict[str, tuple[list[float], list[float]]]:
    """Per variant: every call's CPU µs, and each round's mean."""
    out: dict[str, tuple[list[float], list[float]]] = {v: ([], []) for v in ("main", "branch", "no clause")}
    for call in calls:  # warm
        call()
    for r in range(rounds):
        names = list(out)[r % 3:] + list(out)[:r % 3]  # each variant first, second and last in turn
        names = names if (r // 3) % 2 == 0 else names[::-1]
        for name in names:
            _variant(name)
            each, means = out[name]
            start = time.process_time_ns()
            for call in calls:
                t = time.process_time_ns()
                call()
                each.append((time.process_time_ns() - t) / 1e3)
            means.append((time.process_time_ns() - start) / 1e3 / len(calls))
    _variant("branch")
    semantics.CLAUSE_RELEVANCE = True
    return out


def _report(label: str, took: dict[str, tuple[list[float], list[float]]]) -> None:
    def p(values: list[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]

    cells = {name: (p(each, 0.5), p(each, 0.9), statistics.median(means)) for name, (each, means) in took.items()}
    line = "; ".join(f"{name} p50 {a:.1f} / p90 {b:.1f} / mean {c:.1f}" for name, (a, b, c) in cells.items())
    base, main, branch = cells["no clause"][2], cells["main"][2], cells["branch"][2]
    print(f"{label}: {line} µs; step's share of a recall (mean over no clause) main {100 * (main / base - 1):+.2f} %, "
          f"branch {100 * (branch / base - 1):+.2f} %; branch / main {branch / main:.3f}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets")
    parser.add_argument("rounds", type=int)
    parser.add_argument("--e5-cache", type=Path, default=None, help="DiskCachedE5's pickle; no E5 run without it")
    args = parser.parse_args()
    names = args.sets.split(",")
    refuse_blind(names)
    for name in names:
        store, questions = set_questions(name)
        _report(f"hashing text recall, {name} ({len(questions)} questions)",
                _rounds([lambda s=s, q=q, m=store: m.recall(s, q, k=10) for s, q in questions], args.rounds))
    if args.e5_cache is not None:
        from benchmarks.lookup_misses import DiskCachedE5

        cache = DiskCachedE5(args.e5_cache)
        store = MemoryStore(embedder=cache, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[names[0]], store=store).cases
        vectors = np.asarray(cache.embed_queries([c.question for c in cases]), dtype=np.float32)
        _report(f"E5 vector recall, {names[0]} ({len(cases)} questions)",
                _rounds([lambda s=c.scope, v=v: store.recall(s, v, k=10) for c, v in zip(cases, vectors)],
                        args.rounds))


if __name__ == "__main__":
    main()
