"""The graph plan through `recall()` against hnswlib, in CPU time (issue 17 item 4), one run, one scope.

The same clustered unit-norm rows and queries as `python -m engramdb bench` (bench/common.py), M=16,
ef_construction=200 for both. For each ef: recall@10 against exact numpy ground truth and the CPU time
(time.process_time: the machine is shared, and wall time counts other jobs' turns) of the whole query set, one
query per call, best of `--repeat` passes, the steps interleaved so that a busy moment hits each alike:

* recall():     `store.recall(scope, q, k=10, k_wide=10, ef_search=ef, conflicts=False)` with similarity-only
                weights, reading each hit's id (what a caller that uses the hits pays);
* plan:         the same plan as one native call (`_core.recall`, arrays only: bench/common.native_plan);
* int8 recall() and int8 plan: the same graph walked on the store's int8 codes (`quantize="int8"`);
* walk:         the plan's graph searched alone, one Python call per query (`HnswIndex.search`: no selection,
                scoring, pool or Hit objects), so the table splits recall()'s time into walk, plan and Python;
* hnswlib:      `knn_query(q, k=10)` on one thread.

    .venv/bin/python benchmarks/recall_vs_hnswlib.py --n 100000 --queries 1000 --ef 8,10,12,16,24,32

QPS = queries / CPU seconds. The ratio claimed is at the first ef where each side reaches recall@10 0.95.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

import numpy as np

from engramdb.bench.common import (
    bench_store,
    build_hnswlib,
    clustered_data,
    exact_top_k,
    load_store,
    native_plan,
    perturbed_queries,
    recall_at_k,
    seal_with_graphs,
    versions,
)
from engramdb.scoring import Weights

K = 10


def run_all(search: Callable[[np.ndarray], np.ndarray], queries: np.ndarray) -> np.ndarray:
    found = np.full((len(queries), K), -1, np.int64)
    for i, q in enumerate(queries):
        got = search(q)
        found[i, : len(got)] = got
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--ef", type=str, default="8,10,12,16,24,32")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2, help="build threads")
    args = parser.parse_args()
    efs = [int(e) for e in args.ef.split(",")]
    data, rng = clustered_data(args.n, args.dim, 1000, 7, False)
    queries = perturbed_queries(rng, data, args.queries)
    truth = exact_top_k(data, queries, K, False)

    store = bench_store(args.dim, 16, 200, graph_min_rows=1, seal_rows=args.n + 1)
    load_store(store, "bench", data, False)
    start = time.perf_counter()
    seal_with_graphs(store, False)
    graph_s = time.perf_counter() - start
    start = time.perf_counter()
    index, _ = build_hnswlib(data, 16, 200, args.threads, 7, False)
    hnswlib_s = time.perf_counter() - start
    index.set_num_threads(1)
    base = dict(k=K, k_wide=K, weights=Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0),
                min_score=-1.0)

    def through_recall(ef: int) -> Callable[[np.ndarray], np.ndarray]:
        def search(q: np.ndarray) -> np.ndarray:
            hits = store.recall("bench", q, ef_search=ef, conflicts=False, **base)
            return np.array([int(h.id[1:]) for h in hits], np.int64)  # seq i is data row i
        return search

    graph = store.engine.sealed[0].graphs["bench"]  # one scope in one sealed segment: node i = data row i

    def walk_at(ef: int) -> Callable[[np.ndarray], np.ndarray]:
        def search(q: np.ndarray) -> np.ndarray:
            found: np.ndarray = graph.search(q, K, max(ef, K), None)[0]
            return found
        return search

    def hnswlib_at(ef: int) -> Callable[[np.ndarray], np.ndarray]:
        def search(q: np.ndarray) -> np.ndarray:
            index.set_ef(ef)
            found: np.ndarray = index.knn_query(q, k=K)[0][0]
            return found.astype(np.int64)
        return search

    def measure(steps: dict[str, Callable[[np.ndarray], np.ndarray]]) -> tuple[dict[str, float], dict[str, float]]:
        """(CPU seconds, best of args.repeat, interleaved; recall@10) of each step over the query set."""
        best, recalls = dict.fromkeys(steps, float("inf")), {}
        for _ in range(args.repeat):
            for name, search in steps.items():
                start = time.process_time()
                found = run_all(search, queries)
                best[name] = min(best[name], time.process_time() - start)
                recalls[name] = recall_at_k(found, truth)
        return best, recalls

    # The float walk first; then the store's int8 codes are made (once made, every recall walks them) and the
    # same graph is walked on them, rescored in float. hnswlib runs in both phases: its best time is used.
    best: dict[int, dict[str, float]] = {ef: {} for ef in efs}
    recalls: dict[int, dict[str, float]] = {ef: {} for ef in efs}
    for phase in ("float", "int8"):
        if phase == "int8":
            store.quantize = "int8"
            store.engine.segments()  # makes the codes
        for ef in efs:
            suffix = "8" if phase == "int8" else ""
            steps = {f"recall{suffix}": through_recall(ef),
                     f"plan{suffix}": native_plan(store, "bench", use_codes=phase == "int8", ef_search=ef, **base),
                     f"hnswlib{suffix}": hnswlib_at(ef)}
            if phase == "float":
                steps["walk"] = walk_at(ef)
            seconds, found = measure(steps)
            best[ef].update(seconds)
            recalls[ef].update(found)

    v = versions()
    print(f"n={args.n:,} dim={args.dim} queries={args.queries:,} k={K} M=16 ef_construction=200; "
          f"engramdb SIMD {v['engramdb_simd']}, hnswlib {v['hnswlib']}, numpy {v['numpy']}; "
          f"builds (wall, {args.threads} threads): graph {graph_s:.1f} s, hnswlib {hnswlib_s:.1f} s; "
          f"QPS = queries / CPU s, best of {args.repeat}")
    print("| ef | recall@10 float / int8 / hnswlib | walk QPS | plan QPS | recall() QPS | int8 plan QPS "
          "| int8 recall() QPS | hnswlib QPS | walk / plan / recall() / hnswlib | int8 plan / recall() / hnswlib "
          "| µs: plan over walk, recall() over plan |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for ef in efs:
        b, r = best[ef], recalls[ef]
        b["hnswlib"] = min(b["hnswlib"], b.pop("hnswlib8"))
        qps = {name: args.queries / seconds for name, seconds in b.items()}
        over = (b["recall"] - b["plan"]) / args.queries * 1e6
        plan_over = (b["plan"] - b["walk"]) / args.queries * 1e6
        h = qps["hnswlib"]
        print(f"| {ef} | {r['recall']:.4f} / {r['recall8']:.4f} / {r['hnswlib']:.4f} "
              f"| {qps['walk']:,.0f} | {qps['plan']:,.0f} | {qps['recall']:,.0f} | {qps['plan8']:,.0f} "
              f"| {qps['recall8']:,.0f} | {h:,.0f} "
              f"| {qps['walk'] / h:.2f}x / {qps['plan'] / h:.2f}x / {qps['recall'] / h:.2f}x "
              f"| {qps['plan8'] / h:.2f}x / {qps['recall8'] / h:.2f}x | {plan_over:.1f}, {over:.1f} |", flush=True)


if __name__ == "__main__":
    main()
