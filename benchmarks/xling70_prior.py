"""Sweep of the per-scope language offset with and without the shipped language prior (engramdb.language.prior,
MemoryStore._language_moved; issue 18), case by case over the tunable sets.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice .venv/bin/python -m benchmarks.xling70_prior \
        --cache /tmp/xling70/e5cache.pkl --out /tmp/xling70/sweep.json --arms s0.5k5,s0.5k5p,s0.5k10p [--sets a,b]

An arm is "none" (no move: recall before xling59) or "s<scale>k<shrink>" (the scope's offset, OFFSET_SCALE and
OFFSET_SHRINK as given, shrunk toward no move), with "p" (shrunk toward the embedder's prior) or "P" (the prior, and
a scope with no memory in the question's language moved by the prior alone), each optionally followed by the
prior's weight ("s0.5k5p0.5": half the prior) and by "a<weight>", the prior-alone move's own weight
("s0.5k5p0.5a0.25"). Each set's store is built once; "none"
and the first arm after it are evaluated over every case with `--full` (every figure, E5's token states as
`engramdb eval --embedder e5`), else every arm over the cases the move can act on only (text questions
MemoryStore._in_other_language reads as foreign: every other case's recall is the same in every arm, each case's
recall being its own). Prints, per
arm, rank 1 and top 5 won / lost against "none" and against the first arm, each case listed against the first arm.
Blind sets are refused."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

import numpy as np

import engramdb.store as store_module
from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.xling59_offset import _figures, _unmoved
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.language import prior as language_prior
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

_SHIPPED_MOVE = MemoryStore._language_moved
_ARM = re.compile(r"s([0-9.]+)k([0-9.]+)(?:([pP])([0-9.]*))?(?:a([0-9.]+))?")


def _set_arm(store: MemoryStore, arm: str, prior: dict[str, np.ndarray]) -> None:
    MemoryStore._language_moved = _SHIPPED_MOVE  # type: ignore[method-assign]
    if arm == "none":
        MemoryStore._language_moved = _unmoved  # type: ignore[method-assign]
        return
    match = _ARM.fullmatch(arm)
    assert match, arm
    store_module.OFFSET_SCALE = float(match[1])  # type: ignore[misc]
    store_module.OFFSET_SHRINK = float(match[2])  # type: ignore[misc]
    weight = float(match[4]) if match[4] else 1.0
    alone = float(match[5]) if match[5] else weight if match[3] == "P" else None
    store._language_prior = {code: (weight * row, None if alone is None else alone * row)
                             for code, row in prior.items()} if match[3] else {}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path, default=Path("xling70.json"))
    parser.add_argument("--arms", default="s0.5k5,s0.5k5p")
    parser.add_argument("--full", action="store_true", help="every case and figure for 'none' and the first arm")
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    arms = ["none", *[a for a in args.arms.split(",") if a and a != "none"]]
    from benchmarks.lookup_misses import DiskCachedE5
    from engramdb.e5_tokens import token_model
    e5, token_states = DiskCachedE5(args.cache), token_model()
    out: dict[str, Any] = {"figures": {arm: {} for arm in arms[:2]}, "ranks": {}}
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        prior = language_prior(e5.name, e5.dim)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        foreign = [i for i, c in enumerate(cases) if c.expected and store._in_other_language(c.scope, c.question)]
        for arm in arms:
            _set_arm(store, arm, prior)
            full = args.full and arm in arms[:2]
            picked = list(range(len(cases))) if full else foreign
            report = evaluate(store, [cases[i] for i in picked], token_states=token_states if full else None)
            if full:
                out["figures"][arm][name] = _figures(report)
            for i, result in zip(picked, report.results, strict=True):
                if result.case.expected:
                    row = out["ranks"].setdefault(f"{name}/{i}", {"category": result.case.category,
                                                                  "question": result.case.question})
                    row[arm] = result.rank
        _set_arm(store, arms[1], prior)
        e5.save()
        print(f"{name}: {len(foreign)} foreign", flush=True)
        args.out.write_text(json.dumps(out))
    MemoryStore._language_moved = _SHIPPED_MOVE  # type: ignore[method-assign]

    def in5(rank: int | None) -> bool:
        return rank is not None and rank <= 5

    rows = out["ranks"]
    for arm in arms[1:]:
        for peer in ("none", arms[1]):
            if peer == arm:
                continue
            line = []
            for label, test in (("rank 1", lambda r: r == 1), ("top 5", in5)):
                def at(row: dict[str, Any], a: str) -> Any:
                    return row.get(a, row[arms[1]])  # a case no arm moves: its rank in the full arms
                won = [k for k, r in rows.items() if not test(at(r, peer)) and test(at(r, arm))]
                lost = [k for k, r in rows.items() if test(at(r, peer)) and not test(at(r, arm))]
                line.append(f"{label} +{len(won)} / -{len(lost)}")
                if peer == arms[1] and label == "rank 1":
                    for k in won + lost:
                        r = rows[k]
                        print(f"    {arm} {'won ' if k in won else 'lost'} {k} ({r['category']}) "
                              f"{at(r, peer)} -> {at(r, arm)}: {r['question']}")
            print(f"{arm} vs {peer}: " + ", ".join(line), flush=True)
    for arm in arms[1:2] if args.full else ():
        for metric in sorted({m for figures in out["figures"]["none"].values() for m in figures}):
            before = [out["figures"]["none"][n].get(metric) for n in names]
            after = [out["figures"][arm][n].get(metric) for n in names]
            if None not in before and None not in after and before != after:
                print(f"{arm}: mean of {len(names)} {metric}: {np.mean(before):.4f} -> {np.mean(after):.4f}")


if __name__ == "__main__":
    main()
