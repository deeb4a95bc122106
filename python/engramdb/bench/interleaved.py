"""What the plan A/B scripts share (``benchmarks/plan_ab.py``, ``benchmarks/bits_ab.py``; issue 12): their
arguments, one scoped layout per generator with the fair numpy peer over it, and timing every query by each
variant in turn, so that a load swing on a shared machine lands on all of them alike."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from .accuracy import BLAS_ENV, K_PICKS, K_WIDE, MMR_LAMBDA, NOW, blas_kernel, build_layout, numpy_pipeline, scope_name
from .generators import GENERATORS, Dataset, generate

# the five fused + MMR picks, and the pool of k_wide by fused score, as `engramdb bench --accuracy` asks them
FUSED: dict[str, Any] = dict(k=K_PICKS, mmr_lambda=MMR_LAMBDA, k_wide=K_WIDE, conflicts=False, now=NOW)
POOLED: dict[str, Any] = dict(k=K_WIDE, k_wide=K_WIDE, conflicts=False, now=NOW)


def ab_arguments(doc: str) -> argparse.Namespace:
    """The scripts' arguments. First re-executes the script without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE when they
    are set (the fair numpy peer), and prints the BLAS kernel the peer runs on."""
    if any(name in os.environ for name in BLAS_ENV):
        env = {key: value for key, value in os.environ.items() if key not in BLAS_ENV}
        os.execve(sys.executable, [sys.executable, *sys.argv], env)
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--generators", default=",".join(GENERATORS))
    args = parser.parse_args()
    print(f"BLAS: {blas_kernel()}")
    return args


@dataclass
class Scoped:
    """One generator's store, the scope measured in it, and the numpy peer over the scope's contiguous rows."""
    generator: str
    data: Dataset
    store: Any
    scope: str
    peer: Callable[[np.ndarray], np.ndarray]


def scoped_layouts(args: argparse.Namespace) -> Iterator[Scoped]:
    """For each of ``--generators``: an ``--n``-row store holding a ``--scope-rows`` scope; closed after use."""
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        layout = build_layout(data, [args.scope_rows], 7, False)
        scope = scope_name(args.scope_rows)
        try:
            yield Scoped(name, data, layout.store, scope, numpy_pipeline(layout, scope))
        finally:
            layout.store.close()


def interleaved_times(calls: dict[str, Callable[[np.ndarray], object]], queries: np.ndarray,
                      rounds: int) -> dict[str, np.ndarray]:
    """Seconds of each call on each query, on one BLAS thread: one warm pass, then ``rounds`` rounds in which every
    query is run by every call in turn."""
    from threadpoolctl import threadpool_limits

    times: dict[str, list[float]] = {label: [] for label in calls}
    with threadpool_limits(limits=1, user_api="blas"):
        for q in queries:  # warm: lists' codes and plans are built on first use
            for call in calls.values():
                call(q)
        for _ in range(rounds):
            for q in queries:
                for label, call in calls.items():
                    t = time.perf_counter()
                    call(q)
                    times[label].append(time.perf_counter() - t)
    return {label: np.asarray(seconds) for label, seconds in times.items()}


def p50_us(times: dict[str, np.ndarray]) -> dict[str, float]:
    """The median of each call's times, in microseconds."""
    return {label: float(np.median(seconds)) * 1e6 for label, seconds in times.items()}
