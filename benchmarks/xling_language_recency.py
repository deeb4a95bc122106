"""The recency weight of a question in another language than its scope's memories (store.language_weights, issue 18):
the quality figures of `engramdb eval` (recall@1, recall@5, MRR, newest first, abstention AUROC; temporal and
cross-lingual apart) for each variant of OTHER_LANGUAGE_RECENCY_SCALE, in one process on the same store, with the
rank-1 changes against the shipped weights listed case by case.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling_language_recency \
        --cache-dir /tmp/xling43/e5cache --embedder e5 v2 holdout holdout2 ... holdout15

Variants: "off" (scale 1: the weights as before the rule), "1/3" (recency 0.05), "0" (recency 0, shipped: not for a
question naming a time, timeref.names_a_time), "0-any-time-word" (scale 0 also for a question holding a time word
that time_reference makes no window of) and "0+hints" (scale 0 for every such question, the time hint applied on
top, as xling38's probe did). E5's
vectors are kept in an .npz per set (benchmarks.changed_facts_eval.DiskCachedE5: the same vectors as `engramdb eval
--embedder e5`). `--check-many`: every case also through recall_many (one call per set), its top 10 ids compared with
recall's. Figures in benchmarks/RESULTS.md, "xling43 (session 26)"."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import BLIND_SETS as BLIND  # the set being written blind (was holdout16/17 then)
from engramdb import MemoryStore
from engramdb import store as store_module
from engramdb.engine import params as recall_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, QualityReport, evaluate, shipped_quality_sets
from engramdb.scoring import Weights
from engramdb.timeref import TimeReference

VARIANTS = ("off", "1/3", "0", "0-any-time-word", "0+hints")
SCALES = {"off": 1.0, "1/3": 1.0 / 3.0, "0": 0.0, "0-any-time-word": 0.0, "0+hints": 0.0}


@contextmanager
def variant(name: str) -> Iterator[None]:
    """The store's recall under one variant (module constants and language_weights swapped for the run)."""
    scale, shipped = recall_params.OTHER_LANGUAGE_RECENCY_SCALE, store_module.language_weights
    recall_params.OTHER_LANGUAGE_RECENCY_SCALE = SCALES[name]
    names = vars(store_module)  # names_a_time as store.language_weights reads it, at call time
    named = names["names_a_time"]
    if name == "0+hints":
        def under_hints(weights: Weights, text: str, reference: TimeReference | None, foreign: bool) -> Weights:
            return shipped(weights, text, None, foreign)
        store_module.language_weights = under_hints  # hinted() then applies the time hint on top
    if name in ("0-any-time-word", "0+hints"):
        names["names_a_time"] = lambda text: False
    try:
        yield
    finally:
        recall_params.OTHER_LANGUAGE_RECENCY_SCALE, store_module.language_weights = scale, shipped
        names["names_a_time"] = named


def figures(report: QualityReport) -> dict[str, Any]:
    pick = ("recall@1", "recall@5", "mrr", "newest_first", "abstention_auroc", "abstention_auroc_answer")
    out: dict[str, Any] = {key: report.overall.get(key) for key in pick}
    for category in ("temporal", "cross_lingual", "changed_fact"):
        m = report.by_category.get(category, {})
        out[category] = {key: m.get(key) for key in ("n", "recall@1", "recall@5", "newest_first")}
    auroc = report.by_category.get("abstention", {})
    out["abstention_auroc"] = auroc.get("abstention_auroc")
    out["abstention_auroc_answer"] = auroc.get("abstention_auroc_answer")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("--embedder", choices=("e5", "hashing"), default="e5")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--check-many", action="store_true")
    parser.add_argument("--json-out", type=Path, default=None)
    args = parser.parse_args()
    variants = args.variants.split(",")
    everything: dict[str, Any] = {}
    for name in args.sets:
        if name in BLIND:
            raise SystemExit(f"{name} is blind: not measured here")
        embedder: Any = None
        if args.embedder == "e5":
            from benchmarks.changed_facts_eval import DiskCachedE5

            embedder = DiskCachedE5(None if args.cache_dir is None else args.cache_dir / f"e5_{name}.npz")
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        foreign = sum(store._in_other_language(c.scope, c.question) for c in cases)
        per_variant: dict[str, Any] = {}
        ranks: dict[str, list[int | None]] = {}
        for v in variants:
            with variant(v):
                report = evaluate(store, cases)
                if args.check_many:
                    many = store.recall_many([c.scope for c in cases], [c.question for c in cases], k=DEPTH)
                    differ = [i for i, (r, hits) in enumerate(zip(report.results, many))
                              if tuple(h.id for h in hits) != r.got]
                    assert not differ, (name, v, differ)
            ranks[v] = [r.rank for r in report.results]
            per_variant[v] = figures(report)
        base = ranks[variants[0]]
        for v in variants[1:]:
            won = [(i, c) for i, (c, a, b) in enumerate(zip(cases, base, ranks[v])) if c.expected and a != 1 and b == 1]
            lost = [(i, c) for i, (c, a, b) in enumerate(zip(cases, base, ranks[v])) if c.expected and a == 1 and b != 1]
            per_variant[v]["won"] = [f"#{i} {c.scope} {c.category} | {c.question}" for i, c in won]
            per_variant[v]["lost"] = [f"#{i} {c.scope} {c.category} | {c.question}" for i, c in lost]
        everything[name] = {"other_language_questions": foreign, "variants": per_variant}
        cells = " | ".join(
            f"{v}: r@1 {f['recall@1']:.3f} r@5 {f['recall@5']:.3f} newest {f['newest_first'] or 0:.3f} "
            f"temporal {f['temporal']['recall@1'] or 0:.3f}/{f['temporal']['recall@5'] or 0:.3f} "
            f"xling {f['cross_lingual']['recall@1'] or 0:.3f}/{f['cross_lingual']['recall@5'] or 0:.3f} "
            f"auroc {f['abstention_auroc'] or 0:.3f}/{f['abstention_auroc_answer'] or 0:.3f}"
            + (f" +{len(f['won'])}/-{len(f['lost'])}" if "won" in f else "")
            for v, f in per_variant.items())
        print(f"{name} [{args.embedder}] ({foreign} other-language) {cells}", flush=True)
        for v in variants[1:]:
            for line in per_variant[v]["lost"]:
                print(f"    {v} lost: {line}", flush=True)
            for line in per_variant[v]["won"]:
                print(f"    {v} won: {line}", flush=True)
        if embedder is not None:
            embedder.save()
    if args.json_out is not None:
        args.json_out.write_text(json.dumps(everything, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
