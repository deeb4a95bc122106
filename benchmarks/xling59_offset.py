"""Before / after the store-derived language offset (engramdb.language, MemoryStore._language_moved; issue 18), every
metric of every tunable set, case by case.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling59_offset \
        --cache /tmp/xling59/e5cache.pkl --out /tmp/xling59/offset.json [--embedder hashing] [--sets a,b]

Each set's store is built once; "before" is one ``engramdb.quality.evaluate`` over it with the move taken out
(MemoryStore._language_moved returning the question's vector as given: recall as on main), "after" one with the
shipped move. Prints per set every overall figure and each category's recall@1 / recall@5 that differs, then the
cases won and lost at rank 1 and in the top 5 (all categories). E5 vectors are cached by (role, text)
(benchmarks.lookup_misses.DiskCachedE5). Blind sets are refused. Figures: benchmarks/RESULTS.md, "xling59 (session
29)"."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

_SHIPPED = MemoryStore._language_moved


def _unmoved(self: MemoryStore, scope: str, text: str, vector: np.ndarray) -> np.ndarray:
    return vector


def _figures(report: Any) -> dict[str, Any]:
    out = {k: v for k, v in report.overall.items() if isinstance(v, (int, float))}
    for category, figures in report.by_category.items():
        for metric in ("recall@1", "recall@5"):
            if figures.get(metric) is not None:
                out[f"{category}/{metric}"] = figures[metric]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--embedder", default="e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("xling59.json"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    e5, token_states = None, None
    if args.embedder == "e5":  # as `engramdb eval --embedder e5` measures: the answer signal reads E5's tokens
        from benchmarks.lookup_misses import DiskCachedE5
        from engramdb.e5_tokens import token_model
        e5, token_states = DiskCachedE5(args.cache), token_model()
    out: dict[str, Any] = {"before": {}, "after": {}, "ranks": {}}
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        ranks: dict[str, list[Any]] = {}
        for arm, moved in (("before", _unmoved), ("after", _SHIPPED)):
            MemoryStore._language_moved = moved  # type: ignore[method-assign]
            report = evaluate(store, cases, token_states=token_states)
            out[arm][name] = _figures(report)
            for i, result in enumerate(report.results):
                if result.case.expected:
                    ranks.setdefault(f"{name}/{i}", [result.case.category, result.case.question]).append(result.rank)
        MemoryStore._language_moved = _SHIPPED  # type: ignore[method-assign]
        out["ranks"].update(ranks)
        if e5 is not None:
            e5.save()
        changed = {k: (v, out["after"][name].get(k)) for k, v in out["before"][name].items()
                   if out["after"][name].get(k) != v}
        print(f"{name:10s} " + (", ".join(f"{k} {a:.4f} -> {b:.4f}" for k, (a, b) in changed.items())
                                 if changed else "every figure the same"), flush=True)
        args.out.write_text(json.dumps(out))

    def in5(rank: int | None) -> bool:
        return rank is not None and rank <= 5

    rows = out["ranks"]
    for label, test in (("rank 1", lambda r: r == 1), ("top 5", in5)):
        won = [k for k, (_, _, b, a) in rows.items() if not test(b) and test(a)]
        lost = [k for k, (_, _, b, a) in rows.items() if test(b) and not test(a)]
        print(f"{label}: +{len(won)} / -{len(lost)}")
        for k in won + lost:
            category, question, b, a = rows[k]
            print(f"    {'won ' if k in won else 'lost'} {k} ({category}) {b} -> {a}: {question}")
    for metric in sorted({m for figures in out["before"].values() for m in figures}):
        before = [out["before"][n].get(metric) for n in names]
        after = [out["after"][n].get(metric) for n in names]
        if None not in before and None not in after and before != after:
            print(f"mean of {len(names)} {metric}: {np.mean(before):.4f} -> {np.mean(after):.4f}")


if __name__ == "__main__":
    main()
