"""Paired A/B of semantics._attribute_label (issue 18, branch newest34; RESULTS.md): each named eval set's store and
cases as ``engramdb eval --set S --embedder E --json`` builds them (the recall@k pass first, then quality.evaluate,
the native conflict pass inside the plan as the CLI runs it), once with ATTRIBUTE_LABEL_STEMS = 0 ("off": main's
rules) and once as shipped ("on"). One CachedEmbedder serves both arms, so E5 runs once per text (``--cache``: a
pickle of its vectors, read if present and rewritten after each set). E5's token support is not read (the CLI's
``abstention_auroc_tokens``); every other overall and per-category figure is. Writes {arm: {set: {"overall": ...,
"by_category": ..., "cases": {"i|scope|question": [rank, newest_first]}}}} as JSON. Name the sets: the blind ones
must never be run.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 .venv/bin/python benchmarks/attribute_label_paired.py --embedder e5 \\
        --sets v2,holdout,holdout2 --out /tmp/attr_e5.json --cache /tmp/attr_e5.pkl
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
from typing import Any

from engramdb import semantics
from engramdb.embed_cache import CachedEmbedder
from engramdb.eval import EVAL_NOW, read_case_set, recall_at_k
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedder", choices=("hashing", "e5"), default="hashing")
    parser.add_argument("--sets", required=True)
    parser.add_argument("--out", required=True)
    parser.add_argument("--cache", default=None, help="a pickle of the E5 vectors, read if present, then rewritten")
    args = parser.parse_args()
    embedder: Any = None
    if args.embedder == "e5":
        from engramdb.e5 import E5Embedder

        embedder = CachedEmbedder(E5Embedder(threads=1), max_entries=10_000_000)
        if args.cache and os.path.exists(args.cache):
            with open(args.cache, "rb") as handle:
                embedder._entries.update(pickle.load(handle))
    shipped = semantics.ATTRIBUTE_LABEL_STEMS
    result: dict[str, Any] = {}
    for name in args.sets.split(","):
        for arm, stems in (("off", 0), ("on", shipped)):
            semantics.ATTRIBUTE_LABEL_STEMS = stems
            semantics._rules.cache_clear()
            semantics.conflict_pass.cache_clear()
            store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
            case_set = read_case_set(str(shipped_quality_sets()[name]), store=store)
            recall_at_k(store, case_set.cases, k=5, all_expected=False)
            report = evaluate(store, case_set.cases)
            result.setdefault(arm, {})[name] = {
                "overall": report.overall, "by_category": report.by_category,
                "cases": {f"{i}|{r.case.scope}|{r.case.question[:70]}": [r.rank, r.newest_first]
                          for i, r in enumerate(report.results)}}
            o = report.overall
            print(name, arm, {k: o.get(k) for k in ("recall@1", "recall@5", "newest_first", "abstention_auroc_answer")},
                  flush=True)
        semantics.ATTRIBUTE_LABEL_STEMS = shipped
        semantics._rules.cache_clear()
        semantics.conflict_pass.cache_clear()
        with open(args.out, "w") as handle:
            json.dump(result, handle)
        if args.cache and args.embedder == "e5":
            with open(args.cache + ".tmp", "wb") as handle:
                pickle.dump(dict(embedder._entries), handle)
            os.replace(args.cache + ".tmp", args.cache)


if __name__ == "__main__":
    main()
