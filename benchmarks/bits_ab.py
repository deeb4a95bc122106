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

import functools

import numpy as np

from engramdb.bench.accuracy import K_PICKS
from engramdb.bench.interleaved import FUSED, POOLED, ab_arguments, interleaved_times, p50_us, scoped_layouts


def main() -> None:
    args = ab_arguments(__doc__)
    print("| generator | scope rows | default p50 µs | bits p50 µs | numpy p50 µs | numpy / default | numpy / bits | "
          "default / bits | queries bits faster | bits picks as exact | bits pool differs |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for s in scoped_layouts(args):
        store, scope, queries = s.store, s.scope, s.data.queries
        exact = [[h.id for h in store.recall(scope, q, exact=True, **FUSED)] for q in queries]
        picks = np.mean([len(set(e) & {h.id for h in store.recall(scope, q, codes="bits", **FUSED)}) / K_PICKS
                         for q, e in zip(queries, exact)])
        pool_differs = np.mean([{h.id for h in store.recall(scope, q, codes="bits", **POOLED)}
                                != {h.id for h in store.recall(scope, q, exact=True, **POOLED)} for q in queries])
        times = interleaved_times({"default": functools.partial(store.recall, scope, **FUSED),
                                   "bits": functools.partial(store.recall, scope, codes="bits", **FUSED),
                                   "numpy": s.peer}, queries, args.rounds)  # the warm pass builds the one-bit codes
        p50 = p50_us(times)
        faster = float(np.mean(times["bits"] < times["default"]))
        print(f"| {s.generator} | {args.scope_rows:,} | {p50['default']:.0f} | {p50['bits']:.0f} | {p50['numpy']:.0f} | "
              f"{p50['numpy'] / p50['default']:.1f}x | {p50['numpy'] / p50['bits']:.1f}x | "
              f"{p50['default'] / p50['bits']:.2f}x | {faster:.0%} | {picks:.3f} | {pool_differs:.1%} |", flush=True)


if __name__ == "__main__":
    main()
