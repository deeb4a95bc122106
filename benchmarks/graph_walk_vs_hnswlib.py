"""The bare graph walk against hnswlib's, in CPU time, on the same rows: no store, no plan, no Python per query.

`_core.HnswIndex.search_batch(queries, k, ef, threads=1)` against hnswlib's `knn_query(queries, k)` with one
thread (both loop over the queries natively), plus one Python call per query for each (`HnswIndex.search`,
`knn_query(q)`), so the fixed per-call cost is seen apart from the walk. Same clustered unit-norm rows and
perturbed-row queries as benchmarks/recall_vs_hnswlib.py (bench/common.py), M=16, ef_construction=200.
Each ef's steps run interleaved, best of `--repeat` passes; recall@10 against exact ground truth.

    .venv/bin/python benchmarks/graph_walk_vs_hnswlib.py --n 100000 --ef 8,10,12,16,24 --cache /tmp/walk_cache

`--cache DIR` keeps both indexes (our graph file, hnswlib's) for the next run: a 100k build is ~2 min each
on two cores. A cached graph file written by an older build must still load (that is part of what it checks).
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable

import numpy as np

from engramdb import _core
from engramdb.bench.common import build_hnswlib, clustered_data, exact_top_k, perturbed_queries, recall_at_k

K = 10


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--ef", type=str, default="8,10,12,16,24")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2, help="build threads")
    parser.add_argument("--cache", type=str, default="")
    parser.add_argument("--single", action="store_true", help="also one Python call per query")
    args = parser.parse_args()
    efs = [int(e) for e in args.ef.split(",")]
    data, rng = clustered_data(args.n, args.dim, 1000, 7, False)
    queries = perturbed_queries(rng, data, args.queries)
    truth = exact_top_k(data, queries, K, False)

    import hnswlib

    ours_path = os.path.join(args.cache, f"engram_{args.n}_{args.dim}.hnsw") if args.cache else ""
    theirs_path = os.path.join(args.cache, f"hnswlib_{args.n}_{args.dim}.bin") if args.cache else ""
    if ours_path and os.path.exists(ours_path):
        graph = _core.HnswIndex.load(ours_path, data)
    else:
        start = time.perf_counter()
        graph = _core.HnswIndex(data, 16, 200, 100, args.threads)
        print(f"graph build {time.perf_counter() - start:.1f} s", flush=True)
        if ours_path:
            graph.save(ours_path)
    if theirs_path and os.path.exists(theirs_path):
        index = hnswlib.Index(space="ip", dim=args.dim)
        index.load_index(theirs_path)
    else:
        index, seconds = build_hnswlib(data, 16, 200, args.threads, 7, False)
        print(f"hnswlib build {seconds:.1f} s", flush=True)
        if theirs_path:
            index.save_index(theirs_path)
    index.set_num_threads(1)

    def ours_batch(ef: int) -> Callable[[], np.ndarray]:
        return lambda: graph.search_batch(queries, K, max(ef, K), None, 1)[0]

    def theirs_batch(ef: int) -> Callable[[], np.ndarray]:
        def run() -> np.ndarray:
            index.set_ef(ef)
            return np.asarray(index.knn_query(queries, k=K)[0], np.int64)
        return run

    def ours_single(ef: int) -> Callable[[], np.ndarray]:
        def run() -> np.ndarray:
            return np.stack([graph.search(q, K, max(ef, K), None)[0] for q in queries])
        return run

    def theirs_single(ef: int) -> Callable[[], np.ndarray]:
        def run() -> np.ndarray:
            index.set_ef(ef)
            return np.stack([index.knn_query(q, k=K)[0][0] for q in queries]).astype(np.int64)
        return run

    print(f"n={args.n:,} dim={args.dim} queries={args.queries:,} k={K} M=16 efC=200; SIMD {_core.simd_level()}; "
          f"QPS = queries / CPU s, best of {args.repeat}, interleaved; load {os.getloadavg()[0]:.1f}")
    print("| ef | recall@10 ours / hnswlib | ours batch QPS | hnswlib batch QPS | ratio | "
          "ours 1/call QPS | hnswlib 1/call QPS | ratio |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for ef in efs:
        steps = {"ours": ours_batch(ef), "theirs": theirs_batch(ef)}
        if args.single:
            steps |= {"ours1": ours_single(ef), "theirs1": theirs_single(ef)}
        best = dict.fromkeys(steps, float("inf"))
        recalls: dict[str, float] = {}
        for _ in range(args.repeat):
            for name, step in steps.items():
                start = time.process_time()
                found = step()
                best[name] = min(best[name], time.process_time() - start)
                recalls[name] = recall_at_k(found, truth)
        qps = {name: args.queries / s for name, s in best.items()}
        single = (f"{qps['ours1']:,.0f} | {qps['theirs1']:,.0f} | {qps['ours1'] / qps['theirs1']:.2f}x"
                  if args.single else "- | - | -")
        print(f"| {ef} | {recalls['ours']:.4f} / {recalls['theirs']:.4f} | {qps['ours']:,.0f} | "
              f"{qps['theirs']:,.0f} | {qps['ours'] / qps['theirs']:.2f}x | {single} |", flush=True)


if __name__ == "__main__":
    main()
