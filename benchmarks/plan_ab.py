"""The default (exact-by-bounds) lists plan against `exact=True` and the fair numpy pipeline, interleaved (issue 12).

Every query is run by the default plan, by ``exact=True`` (the float scan of the scope: code this branch does not
change, so the default's speed-up over it compares builds run at different times) and by the numpy pipeline
(sgemv -> top k_wide -> fused -> greedy MMR over the scope's contiguous rows, one BLAS thread), in turn, for
`--rounds` rounds; the p50 of each, the ratios, and the default's agreement with ``exact=True`` (the pool of
k_wide by fused score, ids and scores, and the five fused + MMR picks) are printed, with the BLAS kernel.

    PYTHONPATH=python python benchmarks/plan_ab.py --n 200000 --scope-rows 10000 --queries 100
"""

from __future__ import annotations

import functools

import numpy as np

from engramdb.bench.accuracy import K_PICKS
from engramdb.bench.interleaved import FUSED, POOLED, ab_arguments, interleaved_times, p50_us, scoped_layouts


def main() -> None:
    args = ab_arguments(__doc__)
    print("| generator | scope rows | default p50 µs | exact=True p50 µs | numpy p50 µs | numpy / default | "
          "exact / default | picks as exact | pools differing |")
    print("|---|---|---|---|---|---|---|---|---|")
    for s in scoped_layouts(args):
        store, scope = s.store, s.scope

        def pool(q: np.ndarray, **extra: object) -> list[tuple[str, float]]:
            return [(h.memory.id, h.final) for h in store.recall(scope, q, **POOLED, **extra)]  # noqa: B023

        picks = float(np.mean([
            len({h.id for h in store.recall(scope, q, **FUSED)} & {h.id for h in store.recall(scope, q, exact=True,
                                                                                            **FUSED)}) / K_PICKS
            for q in s.data.queries]))
        differs = float(np.mean([pool(q) != pool(q, exact=True) for q in s.data.queries]))
        p50 = p50_us(interleaved_times({"default": functools.partial(store.recall, scope, **FUSED),
                                        "exact": functools.partial(store.recall, scope, exact=True, **FUSED),
                                        "numpy": s.peer}, s.data.queries, args.rounds))
        print(f"| {s.generator} | {args.scope_rows:,} | {p50['default']:.0f} | {p50['exact']:.0f} | {p50['numpy']:.0f} | "
              f"{p50['numpy'] / p50['default']:.1f}x | {p50['exact'] / p50['default']:.1f}x | {picks:.3f} | "
              f"{differs:.1%} |", flush=True)


if __name__ == "__main__":
    main()
