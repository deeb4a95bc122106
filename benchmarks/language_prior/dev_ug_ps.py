"""A DEV check, not an evaluation set: the Uyghur and Pashto priors (issue 18; RESULTS "xlprior79 (session 31)") on
dev_ug_ps.jsonl, written for this: 15 Uyghur and 14 Pashto questions over an all-English scope (a bakery) and a mixed
one (a dental clinic: 10 English memories, 2 Uyghur, 2 Pashto), two of them answered by a memory in their own
language. The tunable sets hold one Uyghur and one Pashto question (holdout11, holdout10), too few to tell.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice .venv/bin/python -m benchmarks.language_prior.dev_ug_ps \
        --cache /tmp/xlprior79/e5cache.pkl [--rows FULL.npz]

Arms over one store (E5, vectors cached by benchmarks.lookup_misses.DiskCachedE5): "none" (no move), "no-ug-ps"
(the shipped prior without its Uyghur and Pashto rows: main before xlprior79, whose other rows are the same),
"shipped" (the shipped prior: Pashto's row, Uyghur's withheld, build.py WITHHELD) and "ug-ps" (the shipped prior with
the Uyghur and Pashto rows of --rows, a table build.py wrote with WITHHELD empty; only when given). Prints per arm each
question's rank, recall@1 / @5 and the rank-1 cases won and lost against "none" and
"no-ug-ps"."""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from benchmarks.xling59_offset import _unmoved
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.language import PRIOR_ALONE, PRIOR_WEIGHT
from engramdb.quality import evaluate
from engramdb.store import MemoryStore

DEV = Path(__file__).with_name("dev_ug_ps.jsonl")
_SHIPPED_MOVE = MemoryStore._language_moved


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--rows", type=Path, help="an npz with Uyghur and Pashto rows (the 'ug-ps' arm)")
    args = parser.parse_args()
    from benchmarks.lookup_misses import DiskCachedE5

    e5 = DiskCachedE5(args.cache)
    store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
    case_set = read_case_set(DEV, store=store)
    cases = case_set.cases
    shipped = dict(store._language_prior)
    priors = {"none": {}, "no-ug-ps": {c: v for c, v in shipped.items() if c not in ("ug", "ps")}, "shipped": shipped}
    if args.rows:
        with np.load(args.rows, allow_pickle=False) as table:
            rows = {c: np.asarray(table[c], np.float64) for c in ("ug", "ps")}
        priors["ug-ps"] = {**shipped, **{c: (PRIOR_WEIGHT * r, PRIOR_ALONE * r) for c, r in rows.items()}}
    ranks: dict[str, list[int | None]] = {}
    arms = tuple(priors)
    for arm in arms:
        MemoryStore._language_moved = _unmoved if arm == "none" else _SHIPPED_MOVE  # type: ignore[method-assign]
        store._language_prior = priors[arm]
        for name, result in zip(case_set.names, evaluate(store, cases).results, strict=True):
            ranks.setdefault(f"{name} {result.case.question}", []).append(result.rank)
    MemoryStore._language_moved = _SHIPPED_MOVE  # type: ignore[method-assign]
    store._language_prior = shipped
    e5.save()
    for key, row in ranks.items():
        print(" ".join(f"{r if r is not None else '-':>2}" for r in row), key)
    for lang in ("ug", "ps"):
        of_lang = [row for key, row in ranks.items() if key.startswith(lang)]
        figures = ", ".join(
            f"{arm} r@1 {sum(r[i] == 1 for r in of_lang)}/{len(of_lang)} r@5 "
            f"{sum(r[i] is not None and r[i] <= 5 for r in of_lang)}"
            for i, arm in enumerate(arms)
        )
        print(f"{lang}: {figures}")
    for i, j in [(i, j) for j in range(2, len(arms)) for i in (0, 1)]:
        won = sum(r[i] != 1 and r[j] == 1 for r in ranks.values())
        lost = sum(r[i] == 1 and r[j] != 1 for r in ranks.values())
        moved = sum(r[i] != r[j] for r in ranks.values())
        print(f"{arms[j]} against {arms[i]}: rank 1 +{won} / -{lost}, ranks changed {moved}")


if __name__ == "__main__":
    main()
