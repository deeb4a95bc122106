"""The default (exact-by-bounds) lists plan against `exact=True` and the fair numpy pipeline, interleaved (issue 12).

Every query is run by the default plan, by ``exact=True`` (the float scan of the scope: code this branch does not
change, so the default's speed-up over it compares builds run at different times) and by the numpy pipeline
(sgemv -> top k_wide -> fused -> greedy MMR over the scope's contiguous rows, one BLAS thread), in turn, for
`--rounds` rounds; the p50 of each, the ratios, and the default's agreement with ``exact=True`` (the pool of
k_wide by fused score, ids and scores, and the five fused + MMR picks) are printed, with the BLAS kernel.

    PYTHONPATH=python python benchmarks/plan_ab.py --n 200000 --scope-rows 10000 --queries 100
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import time

import numpy as np
from threadpoolctl import threadpool_limits

from engramdb.bench.accuracy import (
    BLAS_ENV,
    K_PICKS,
    K_WIDE,
    MMR_LAMBDA,
    NOW,
    blas_kernel,
    build_layout,
    numpy_pipeline,
    scope_name,
)
from engramdb.bench.generators import GENERATORS, generate


def main() -> None:
    if any(name in os.environ for name in BLAS_ENV):  # the fair peer: OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE unset
        env = {key: value for key, value in os.environ.items() if key not in BLAS_ENV}
        os.execve(sys.executable, [sys.executable, *sys.argv], env)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--generators", default=",".join(GENERATORS))
    args = parser.parse_args()
    print(f"BLAS: {blas_kernel()}")
    fused = dict(k=K_PICKS, mmr_lambda=MMR_LAMBDA, k_wide=K_WIDE, conflicts=False, now=NOW)
    pooled = dict(k=K_WIDE, k_wide=K_WIDE, conflicts=False, now=NOW)
    print("| generator | scope rows | default p50 µs | exact=True p50 µs | numpy p50 µs | numpy / default | "
          "exact / default | picks as exact | pools differing |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        layout = build_layout(data, [args.scope_rows], 7, False)
        store, scope = layout.store, scope_name(args.scope_rows)
        peer = numpy_pipeline(layout, scope)

        def pool(q: np.ndarray, **extra: object) -> list[tuple[str, float]]:
            return [(h.memory.id, h.final) for h in store.recall(scope, q, **pooled, **extra)]  # noqa: B023

        picks = float(np.mean([
            len({h.id for h in store.recall(scope, q, **fused)} & {h.id for h in store.recall(scope, q, exact=True,
                                                                                            **fused)}) / K_PICKS
            for q in data.queries]))
        differs = float(np.mean([pool(q) != pool(q, exact=True) for q in data.queries]))
        times: dict[str, list[float]] = {"default": [], "exact": [], "numpy": []}
        calls = {"default": functools.partial(store.recall, scope, **fused),
                 "exact": functools.partial(store.recall, scope, exact=True, **fused),
                 "numpy": peer}
        with threadpool_limits(limits=1, user_api="blas"):
            for q in data.queries:
                for call in calls.values():
                    call(q)
            for _ in range(args.rounds):
                for q in data.queries:
                    for label, call in calls.items():
                        t = time.perf_counter()
                        call(q)
                        times[label].append(time.perf_counter() - t)
        p50 = {k: float(np.median(v)) * 1e6 for k, v in times.items()}
        print(f"| {name} | {args.scope_rows:,} | {p50['default']:.0f} | {p50['exact']:.0f} | {p50['numpy']:.0f} | "
              f"{p50['numpy'] / p50['default']:.1f}x | {p50['exact'] / p50['default']:.1f}x | {picks:.3f} | "
              f"{differs:.1%} |", flush=True)
        store.close()


if __name__ == "__main__":
    main()
