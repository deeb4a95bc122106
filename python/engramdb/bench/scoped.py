"""``engramdb bench --scoped``: one scope among many in a store, engramdb's scoped recall (fused score + MMR)
against the best Python pipelines built from the peers (numpy exact over the scope, hnswlib with a filter)."""

from __future__ import annotations

import argparse
import time
from typing import Any

import numpy as np

from ..scoring import DEFAULT_HALF_LIFE_DAYS, Weights
from .common import (
    bench_store,
    build_hnswlib,
    clustered_data,
    load_store,
    native_plan,
    one_blas_thread,
    perturbed_queries,
    run_with_spinner,
    seal_with_graphs,
    timed_queries,
    versions,
)

K_SCOPED = 5
K_WIDE = 100
MMR_LAMBDA = 0.7
HALF_LIFE_DAYS = DEFAULT_HALF_LIFE_DAYS
DAY = 86400.0


def zipf_sizes(rng: np.random.Generator, total: int, largest: int) -> list[int]:
    """Scope sizes with a Zipf-like tail (a = 1.5), each <= largest, summing to `total`."""
    sizes: list[int] = []
    left = total
    while left > 0:
        size = int(min(rng.zipf(1.5), largest, left))
        sizes.append(size)
        left -= size
    return sizes


def fused_then_mmr(sims: np.ndarray, vectors: np.ndarray, age_days: np.ndarray, importance: np.ndarray,
                   k: int, mmr_lambda: float = MMR_LAMBDA) -> list[int]:
    """The peers' rank-hard step over a shortlist: numpy fused score (the store's default weights and half-life;
    the benchmark stores are given vectors only, so their relevance is the plain cosine), then greedy MMR
    (lambda 0.7 unless given) in Python."""
    w = Weights()
    fused = w.similarity * np.maximum(sims, 0) + w.recency * np.exp2(-age_days / HALF_LIFE_DAYS) + \
        w.importance * importance
    order = np.argsort(-fused)
    fused, vectors = fused[order], vectors[order]
    pairwise = vectors @ vectors.T
    chosen: list[int] = []
    best_overlap = np.zeros(len(order), np.float32)
    taken = np.zeros(len(order), bool)
    for _ in range(min(k, len(order))):
        value = np.where(taken, -np.inf, mmr_lambda * fused - (1 - mmr_lambda) * best_overlap)
        pick = int(np.argmax(value))
        chosen.append(int(order[pick]))
        taken[pick] = True
        best_overlap = np.maximum(best_overlap, pairwise[pick])
    return chosen


def agreement(found: np.ndarray, exact_hits: list[np.ndarray]) -> dict[str, float]:
    """How often a plan's hits are the exact plan's: the share of its hits among them, and of its first hit."""
    shared = [len(np.intersect1d(f[f >= 0], e)) / max(1, len(e)) for f, e in zip(found, exact_hits)]
    first = [len(e) > 0 and f[0] == e[0] for f, e in zip(found, exact_hits)]
    return {"hits_as_exact": float(np.mean(shared)), "first_as_exact": float(np.mean(first))}


def run_scoped(args: argparse.Namespace, show: bool) -> dict[str, Any]:
    n, target = args.n, args.scope_rows
    if target > n:
        raise SystemExit("engramdb bench: --scope-rows must be <= --n")
    data, rng = clustered_data(n, args.dim, args.clusters, args.seed, show)
    sizes = zipf_sizes(rng, n - target, max(1, target // 2))
    scopes = np.repeat(np.arange(1, len(sizes) + 1), sizes)
    scope_names = ["target"] * target + [f"s{i:06d}" for i in scopes.tolist()]
    now = time.time()
    age_days = rng.uniform(0, 60, n)
    importance = rng.uniform(0, 1, n).astype(np.float32)
    result: dict[str, Any] = {"mode": "scoped", "n": n, "dim": args.dim, "scope_rows": target,
                              "scopes": len(sizes) + 1, "largest_other_scope": max(sizes, default=0),
                              "k": K_SCOPED, "k_wide": K_WIDE, "mmr_lambda": MMR_LAMBDA,
                              "versions": versions(), "build": {}, "rows": []}

    # the store's default planner threshold decides the target scope's plan
    store = bench_store(args.dim, args.M, args.ef_construction, graph_min_rows=-1, seal_rows=n + 1)
    ingest = load_store(store, scope_names, data, show, importance=importance,
                        created_at=now - age_days * DAY)
    costs = seal_with_graphs(store, show)
    (segment,) = store.engine.sealed
    lists_min = store.ivf_min_rows
    plan = ("graph" if "target" in segment.graphs else
            "inverted lists" if lists_min is not None and target >= lists_min else "exact scan")
    result["build"]["engramdb"] = {"ingest_s": ingest, **costs}
    result["plan"] = plan
    result["graph_min_rows"] = store.graph_min_rows
    result["ivf_min_rows"] = lists_min
    queries = perturbed_queries(rng, data[:target], args.queries)
    if plan == "inverted lists":  # made on the scope's first recall: timed here, not in the first query
        _, result["build"]["engramdb"]["lists_s"] = run_with_spinner(
            "engramdb inverted lists", lambda: store.engine.selections("target"), show)
    # What an exact plan returns (every row of the scope scored): each row below says how many of its
    # hits are these (the plan's shortlist vs the whole scope; MMR then picks among near-ties).
    exact_search = native_plan(store, "target", use_codes=False, k=K_SCOPED, mmr_lambda=MMR_LAMBDA, now=now,
                               exact=True)
    exact_hits = [exact_search(q) for q in queries]

    def engram(q: np.ndarray) -> np.ndarray:
        hits = store.recall("target", q, k=K_SCOPED, mmr_lambda=MMR_LAMBDA, conflicts=False, now=now)
        return np.fromiter((int(h.memory.id[1:]) for h in hits), np.int64, len(hits))

    ours = []
    for codes in ([False, True] if args.quantize else [False]):
        label = f"{plan}, int8 codes" if codes else plan
        if codes:
            store.quantize = args.quantize
            _, result["build"]["engramdb"]["encode_s"] = run_with_spinner("engramdb int8 codes", store.engine.segments,
                                                                         show)
        found, stats = timed_queries(f"engramdb scoped ({label})", engram, queries, K_SCOPED, show)
        ours.append({"pipeline": f"engramdb recall() ({label}; fused score + MMR in C++, Hit objects)", **stats,
                     **agreement(found, exact_hits)})
        search = native_plan(store, "target", use_codes=codes, k=K_SCOPED, mmr_lambda=MMR_LAMBDA, now=now)
        found, stats = timed_queries(f"engramdb plan ({label})", search, queries, K_SCOPED, show)
        ours.append({"pipeline": f"engramdb plan, native call only ({label}; same segments, selections, "
                                 "params; ids)", **stats, **agreement(found, exact_hits)})
    result["rows"].extend(ours)

    # The peers see the same rows in the same layout: the scope's rows contiguous (rows 0..target-1 of data
    # are the target scope's; the store holds them as the run [begin, end) of its sorted segment).
    scope_rows = data[:target]
    scope_age, scope_importance = age_days[:target], importance[:target]

    def numpy_exact(q: np.ndarray) -> np.ndarray:
        sims = scope_rows @ q
        top = np.argpartition(-sims, K_WIDE)[:K_WIDE]
        chosen = fused_then_mmr(sims[top], scope_rows[top], scope_age[top], scope_importance[top], K_SCOPED)
        return top[chosen]

    with one_blas_thread() as blas:
        _, stats = timed_queries("numpy exact + fused + MMR", numpy_exact, queries, K_SCOPED, show)
    result["numpy_blas_one_thread"] = blas.applied
    result["rows"].append({"pipeline": "numpy exact over the scope's contiguous rows -> numpy fused -> "
                                       "Python MMR", **stats})

    if not args.no_hnswlib:
        index, seconds = build_hnswlib(data, args.M, args.ef_construction, args.threads, args.seed, show)
        result["build"]["hnswlib"] = {"build_s": seconds}
        index.set_num_threads(1)
        index.set_ef(K_WIDE)

        def in_scope(label: int) -> bool:
            return bool(label < target)

        def hnswlib_filtered(q: np.ndarray) -> np.ndarray:
            labels, distances = index.knn_query(q, k=K_WIDE, filter=in_scope)
            labels = labels[0].astype(np.int64)
            vectors = data[labels]
            chosen = fused_then_mmr(1 - distances[0], vectors, age_days[labels], importance[labels], K_SCOPED)
            out: np.ndarray = labels[chosen]
            return out

        m = min(len(queries), args.filter_queries)
        with one_blas_thread():
            _, stats = timed_queries("hnswlib filter + fused + MMR", hnswlib_filtered, queries[:m], K_SCOPED,
                                     show, warmup=3)
        result["rows"].append({"pipeline": "hnswlib knn_query(k=100, filter=scope) -> numpy fused -> "
                                           "Python MMR", "queries": m, **stats})
    best = min(result["rows"][len(ours):], key=lambda r: r["p50_us"])
    result["best_peer"] = best["pipeline"]
    for row in ours:
        row["speedup_p50"] = best["p50_us"] / row["p50_us"]
    return result


def print_scoped(result: dict[str, Any]) -> None:
    v = result["versions"]
    print(f"engramdb bench --scoped: n={result['n']:,} rows in {result['scopes']:,} scopes (largest other "
          f"{result['largest_other_scope']:,}), target scope {result['scope_rows']:,} rows, k={result['k']}, "
          f"k_wide={result['k_wide']}, MMR lambda {result['mmr_lambda']}")
    print(f"engramdb plan for the target scope: {result['plan']} (graph_min_rows={result['graph_min_rows']}, "
          f"ivf_min_rows={result['ivf_min_rows']}); versions: engramdb {v['engramdb']} "
          f"(SIMD {v['engramdb_simd']}), hnswlib {v['hnswlib']}, "
          f"numpy {v['numpy']}")
    print()
    print("| pipeline | p50 µs | p99 µs | QPS | best peer's p50 / this p50 | hits as the exact plan's "
          "(all / first) |")
    print("|---|---|---|---|---|---|")
    for row in result["rows"]:
        ratio = f"{row['speedup_p50']:.1f}x" if "speedup_p50" in row else ""
        same = f"{row['hits_as_exact']:.3f} / {row['first_as_exact']:.3f}" if "hits_as_exact" in row else ""
        print(f"| {row['pipeline']} | {row['p50_us']:.0f} | {row['p99_us']:.0f} | {row['qps']:,.0f} | {ratio} "
              f"| {same} |")
    print()
    print(f"best peer: {result['best_peer']}")
