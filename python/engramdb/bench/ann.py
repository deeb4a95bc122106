"""``engramdb bench`` (ANN mode): one scope holding every row, recalled through the store and through its
native plan, against hnswlib with the same M / ef_construction: recall@10, latency and QPS per ef."""

from __future__ import annotations

import argparse
from typing import Any

import numpy as np

from .common import (
    bench_store,
    build_hnswlib,
    clustered_data,
    exact_top_k,
    load_store,
    native_plan,
    perturbed_queries,
    recall_at_k,
    run_with_spinner,
    seal_with_graphs,
    timed_queries,
    versions,
)

DEFAULT_EF = "10,16,32,64,128"
K_ANN = 10


def parse_ef(text: str) -> list[int]:
    try:
        values = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise SystemExit(f"engramdb bench: --ef takes comma-separated integers, got {text!r}") from None
    if not values or min(values) < 1:
        raise SystemExit("engramdb bench: --ef values must be >= 1")
    return values


def run_ann(args: argparse.Namespace, show: bool) -> dict[str, Any]:
    from ..scoring import Weights

    ef_values = parse_ef(args.ef)
    data, rng = clustered_data(args.n, args.dim, args.clusters, args.seed, show)
    queries = perturbed_queries(rng, data, args.queries)
    truth = exact_top_k(data, queries, K_ANN, show)
    result: dict[str, Any] = {"mode": "ann", "n": args.n, "dim": args.dim, "queries": args.queries,
                              "k": K_ANN, "M": args.M, "ef_construction": args.ef_construction,
                              "threads_build": args.threads, "versions": versions(), "build": {}, "rows": []}

    store = bench_store(args.dim, args.M, args.ef_construction, graph_min_rows=1, seal_rows=args.n + 1)
    ingest = load_store(store, "bench", data, show)
    costs = seal_with_graphs(store, show)
    (segment,) = store.engine.sealed
    graph = segment.graphs["bench"]
    result["build"]["engramdb"] = {"ingest_s": ingest, **costs, "graph_bytes": int(graph.memory_bytes)}

    weights = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
    base = dict(k=K_ANN, k_wide=K_ANN, weights=weights, min_score=-1.0)
    # the store's ids are "m<seq>", and seq i is data row i (one scope, inserted in order)

    for suffix, use_codes in [("", False), ("-int8", True)] if args.quantize else [("", False)]:
        if use_codes:  # the same graph, walked on int8 codes (made now, timed) and rescored in float
            store.quantize = args.quantize
            _, result["build"]["engramdb"]["encode_s"] = run_with_spinner("engramdb int8 codes", store.engine.segments,
                                                                         show)
        for ef in ef_values:
            def search(q: np.ndarray, ef: int = ef) -> np.ndarray:
                hits = store.recall("bench", q, ef_search=ef, conflicts=False, **base)
                return np.fromiter((int(h.memory.id[1:]) for h in hits), np.int64, len(hits))

            found, stats = timed_queries(f"engramdb{suffix} recall ef={ef}", search, queries, K_ANN, show)
            result["rows"].append({"library": f"engramdb{suffix}", "ef": ef, "recall": recall_at_k(found, truth),
                                   **stats})
            plan = native_plan(store, "bench", use_codes=use_codes, ef_search=ef, **base)
            found, stats = timed_queries(f"engramdb{suffix} plan ef={ef}", plan, queries, K_ANN, show)
            result["rows"].append({"library": f"engramdb{suffix}-plan", "ef": ef,
                                   "recall": recall_at_k(found, truth), **stats})

    if not args.no_hnswlib:
        index, seconds = build_hnswlib(data, args.M, args.ef_construction, args.threads, args.seed, show)
        result["build"]["hnswlib"] = {"build_s": seconds}
        index.set_num_threads(1)
        for ef in ef_values:
            index.set_ef(ef)

            def search_hnswlib(q: np.ndarray) -> np.ndarray:
                found: np.ndarray = index.knn_query(q, k=K_ANN)[0][0]
                return found

            found, stats = timed_queries(f"hnswlib ef={ef}", search_hnswlib, queries, K_ANN, show)
            result["rows"].append({"library": "hnswlib", "ef": ef, "recall": recall_at_k(found, truth),
                                   **stats})
    return result


def print_ann(result: dict[str, Any]) -> None:
    v = result["versions"]
    print(f"engramdb bench (ANN through the store): n={result['n']:,} dim={result['dim']} "
          f"queries={result['queries']:,} k={result['k']} M={result['M']} "
          f"ef_construction={result['ef_construction']}")
    print(f"versions: engramdb {v['engramdb']} (SIMD {v['engramdb_simd']}), hnswlib {v['hnswlib']}, "
          f"numpy {v['numpy']}, Python {v['python']}")
    e = result["build"]["engramdb"]
    print(f"build: engramdb ingest {e['ingest_s']:.1f} s, seal {e['seal_s']:.1f} s, "
          f"graph {e['graph_build_s']:.1f} s ({e['graph_bytes'] / 2**20:.1f} MiB of links)", end="")
    if "hnswlib" in result["build"]:
        print(f"; hnswlib build {result['build']['hnswlib']['build_s']:.1f} s")
    else:
        print()
    print()
    print("| ef | library | recall@10 | p50 µs | p99 µs | QPS |")
    print("|---|---|---|---|---|---|")
    for row in sorted(result["rows"], key=lambda r: (r["ef"], r["library"])):
        print(f"| {row['ef']} | {row['library']} | {row['recall']:.4f} | {row['p50_us']:.0f} | "
              f"{row['p99_us']:.0f} | {row['qps']:,.0f} |")


def plot(result: dict[str, Any], path: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots(figsize=(6, 4))
    for library in sorted({r["library"] for r in result["rows"]}):
        rows = sorted((r for r in result["rows"] if r["library"] == library), key=lambda r: r["ef"])
        axes.plot([r["recall"] for r in rows], [r["qps"] for r in rows], marker="o", label=library)
        for r in rows:
            axes.annotate(str(r["ef"]), (r["recall"], r["qps"]), fontsize=7)
    axes.set_xlabel("recall@10")
    axes.set_ylabel("queries per second (1 thread)")
    axes.set_title(f"{result['n']:,} x {result['dim']}, M={result['M']}, "
                   f"ef_construction={result['ef_construction']}")
    axes.legend()
    axes.grid(True, alpha=0.3)
    figure.tight_layout()
    figure.savefig(path, dpi=120)
