"""Paired per-case A/B of one change rule of the conflict pass (``--rule``: semantics._names_change, branch quality27;
semantics._label_change, branch quality30; issue 18, RESULTS.md): for each shipped eval set, its store and cases as
``engramdb eval --set S --embedder E`` builds them (the recall@k pass first, as the CLI runs it) and then
quality.evaluate, once per arm:

* ``off``: the Python conflict pass (conflict_marks) with the rule replaced by a function that marks nothing;
* ``on``: the Python pass as shipped;
* ``native``: the shipped native pass, inside the recall plan (what the CLI runs).

One CachedEmbedder serves every arm's store, so E5 runs once per text; it is pickled to ``--cache`` after each set
and read back by a later run (the vectors are the model's; only batching differs from the CLI's). Writes
{arm: {set: {"overall": {...}, "cases": {"i|scope|question": [rank, newest_first, top three ids]}}}} as JSON.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/quality_names_paired.py \\
        --embedder e5 --out /tmp/names_e5.json --cache /tmp/names_e5_cache.pkl [--rule _label_change]
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import pickle
from typing import Any

from engramdb import semantics
from engramdb.embed_cache import CachedEmbedder
from engramdb.eval import EVAL_NOW, read_case_set, recall_at_k
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.semantics import Semantics
from engramdb.store import MemoryStore


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="hashing")
    parser.add_argument("--sets", default=",".join(shipped_quality_sets()))
    parser.add_argument("--arms", default="off,on,native")
    parser.add_argument("--out", required=True)
    parser.add_argument("--cache", default=None, help="a pickle of the E5 vectors, read if present, then rewritten")
    parser.add_argument("--rule", default="_names_change",
                        help="the semantics function the off arm replaces by one that marks nothing")
    args = parser.parse_args()
    embedder: Any = None
    if args.embedder == "e5":
        from engramdb.e5 import E5Embedder

        embedder = CachedEmbedder(E5Embedder(threads=1), max_entries=10_000_000)
        if args.cache and os.path.exists(args.cache):
            with open(args.cache, "rb") as handle:
                embedder._entries.update(pickle.load(handle))
    rule = getattr(semantics, args.rule)
    native_mark = Semantics.mark_conflicts
    python_mark = functools.partialmethod(native_mark, native=False)
    result: dict[str, Any] = {}
    for name in args.sets.split(","):
        for arm in args.arms.split(","):
            setattr(semantics, args.rule, rule if arm != "off" else (lambda *_: False))
            Semantics.mark_conflicts = native_mark if arm == "native" else python_mark  # type: ignore[method-assign]
            store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
            store._semantics.in_plan = arm == "native"
            case_set = read_case_set(str(shipped_quality_sets()[name]), store=store)
            recall_at_k(store, case_set.cases, k=5, all_expected=False)
            report = evaluate(store, case_set.cases)
            result.setdefault(arm, {})[name] = {
                "overall": {k: report.overall.get(k) for k in ("recall@1", "newest_first")},
                "cases": {f"{i}|{r.case.scope}|{r.case.question[:70]}": [r.rank, r.newest_first, list(r.got[:3])]
                          for i, r in enumerate(report.results)}}
            print(name, arm, result[arm][name]["overall"], flush=True)
        setattr(semantics, args.rule, rule)
        Semantics.mark_conflicts = native_mark  # type: ignore[method-assign]
        with open(args.out, "w") as handle:
            json.dump(result, handle)
        if args.cache and args.embedder == "e5":
            with open(args.cache + ".tmp", "wb") as handle:
                pickle.dump(dict(embedder._entries), handle)
            os.replace(args.cache + ".tmp", args.cache)


if __name__ == "__main__":
    main()
