"""A probe, not a mechanism: does a hubness correction (CSLS-like) fix E5's dense cross-lingual misses? (issue 18)

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling49_hub_probe \
        --cache /tmp/xling49/e5cache.pkl

Emulated from each answerable case's recall (k=10, the store as shipped): every hit's final score less
``w_sim * (1 - share) * lam * hub(m) / (ceiling - floor)``, where hub(m) is the memory's mean cosine to its scope's
other memories (a memory close to everything, such as the scope's description "Hilltop Dog Boarding is a 22-kennel
boarding and daycare business ...", is what E5 ranks first for a question in another language), the hits re-ordered
by it. Applied to questions in another language than their scope (MemoryStore._in_other_language) or to every
question. Answers outside the top 10 stay misses. Rank-1 won/lost against the shipped order, summed over the tunable
sets (blind sets, benchmarks/eval_sets.py, are refused). Figures in benchmarks/RESULTS.md, "xling49 (session 27)"."""

from __future__ import annotations

import argparse
from collections import defaultdict
from pathlib import Path

import numpy as np

from benchmarks.eval_sets import TUNABLE_SETS as TUNABLE
from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from benchmarks.xling49_misses import _question_params
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore


def _hubness(store: MemoryStore, embedder: DiskCachedE5, scope: str) -> dict[str, float]:
    memories = store.list(scope, limit=100000)
    if len(memories) < 2:
        return {m.id: 0.0 for m in memories}
    vectors = embedder.embed_documents([m.text for m in memories])
    vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    sims = vectors @ vectors.T
    mean = (sims.sum(axis=1) - 1.0) / (len(memories) - 1)
    return {m.id: float(v) for m, v in zip(memories, mean)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(TUNABLE))
    parser.add_argument("--lams", default="0.25,0.5,1,2")
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    args = parser.parse_args()
    names = [s for s in args.sets.split(",") if s]
    refuse_blind(names)
    lams = [float(x) for x in args.lams.split(",")]
    e5 = DiskCachedE5(args.cache)
    tally: dict[tuple[str, float], list[int]] = defaultdict(lambda: [0, 0])
    per_set: dict[tuple[str, float, str], list[int]] = defaultdict(lambda: [0, 0])
    xl: dict[tuple[str, float], list[int]] = defaultdict(lambda: [0, 0])
    for name in names:
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        calibration = store.calibration
        span = calibration.ceiling - calibration.floor
        hubs: dict[str, dict[str, float]] = {}
        for case in cases:
            if not case.expected:
                continue
            hits = store.recall(case.scope, case.question, k=10)
            if not hits:
                continue
            if case.scope not in hubs:
                hubs[case.scope] = _hubness(store, e5, case.scope)
            weights, share, foreign = _question_params(store, case.scope, case.question)
            first = hits[0].id in case.expected
            for who in ("foreign", "all"):
                if who == "foreign" and not foreign:
                    continue
                for lam in lams:
                    factor = weights.similarity * (1 - share) * lam / span
                    top = max(hits, key=lambda h: h.final - factor * hubs[case.scope].get(h.id, 0.0))
                    after = top.id in case.expected
                    if after != first:
                        tally[(who, lam)][0 if after else 1] += 1
                        per_set[(who, lam, name)][0 if after else 1] += 1
                        if case.category == "cross_lingual":
                            xl[(who, lam)][0 if after else 1] += 1
        e5.save()
        print(name, "done", flush=True)
    for (who, lam), (won, lost) in sorted(tally.items()):
        sets = " ".join(f"{s}:+{v[0]}/-{v[1]}" for (w, l_, s), v in per_set.items() if w == who and l_ == lam)
        print(f"{who:8s} lam={lam:<5} rank1 +{won}/-{lost} (cross-lingual +{xl[(who, lam)][0]}/-{xl[(who, lam)][1]})"
              f"  {sets}")


if __name__ == "__main__":
    main()
