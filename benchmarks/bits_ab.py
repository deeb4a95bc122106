"""One-bit codes against the default (int8) bounded lists plan and the fair numpy pipeline, interleaved (issue 12).

`engramdb bench --accuracy` times each variant over all queries in turn, so on a shared machine a load swing
lands on one variant and not the other. Here every query is run by the three in turn (default plan,
``codes="bits"``, numpy: sgemv -> top k_wide -> fused -> greedy MMR over the scope's contiguous rows on one
BLAS thread), for `--rounds` rounds, and the p50 of each and the paired share of queries where bits beat the
default are printed, with each variant's agreement with ``exact=True`` (five fused + MMR picks, the pool of
k_wide by fused score).

    PYTHONPATH=python python benchmarks/bits_ab.py --n 200000 --scope-rows 10000 --queries 100
"""

from __future__ import annotations

import argparse
import functools
import time

import numpy as np
from threadpoolctl import threadpool_limits

from engramdb.bench.accuracy import K_PICKS, K_WIDE, MMR_LAMBDA, NOW, build_layout, numpy_pipeline, scope_name
from engramdb.bench.generators import GENERATORS, generate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--generators", default=",".join(GENERATORS))
    args = parser.parse_args()
    fused = dict(k=K_PICKS, mmr_lambda=MMR_LAMBDA, k_wide=K_WIDE, conflicts=False, now=NOW)
    pooled = dict(k=K_WIDE, k_wide=K_WIDE, conflicts=False, now=NOW)
    print("| generator | scope rows | default p50 µs | bits p50 µs | numpy p50 µs | numpy / default | numpy / bits | "
          "default / bits | queries bits faster | bits picks as exact | bits pool differs |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        layout = build_layout(data, [args.scope_rows], 7, False)
        store, scope = layout.store, scope_name(args.scope_rows)
        peer = numpy_pipeline(layout, scope)
        exact = [[h.id for h in store.recall(scope, q, exact=True, **fused)] for q in data.queries]
        picks = np.mean([len(set(e) & {h.id for h in store.recall(scope, q, codes="bits", **fused)}) / K_PICKS
                         for q, e in zip(data.queries, exact)])
        pool_differs = np.mean([{h.id for h in store.recall(scope, q, codes="bits", **pooled)}
                                != {h.id for h in store.recall(scope, q, exact=True, **pooled)} for q in data.queries])
        times: dict[str, list[float]] = {"default": [], "bits": [], "numpy": []}
        calls = {"default": functools.partial(store.recall, scope, **fused),
                 "bits": functools.partial(store.recall, scope, codes="bits", **fused),
                 "numpy": peer}
        with threadpool_limits(limits=1, user_api="blas"):
            for q in data.queries:  # warm: the lists' one-bit codes are built on first use
                for call in calls.values():
                    call(q)
            for _ in range(args.rounds):
                for q in data.queries:
                    for label, call in calls.items():
                        t = time.perf_counter()
                        call(q)
                        times[label].append(time.perf_counter() - t)
        p50 = {k: float(np.median(v)) * 1e6 for k, v in times.items()}
        faster = float(np.mean(np.array(times["bits"]) < np.array(times["default"])))
        print(f"| {name} | {args.scope_rows:,} | {p50['default']:.0f} | {p50['bits']:.0f} | {p50['numpy']:.0f} | "
              f"{p50['numpy'] / p50['default']:.1f}x | {p50['numpy'] / p50['bits']:.1f}x | "
              f"{p50['default'] / p50['bits']:.2f}x | {faster:.0%} | {picks:.3f} | {pool_differs:.1%} |", flush=True)
        store.close()


if __name__ == "__main__":
    main()
