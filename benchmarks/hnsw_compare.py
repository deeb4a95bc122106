"""engramdb's native HNSW against hnswlib on the same clustered, unit-norm data, in one run.

Prints, for each library: build seconds (wall and CPU) at 1 and 2 threads (M=16, ef_construction=200), graph memory, and for
each ef: recall@10 against exact numpy ground truth, QPS with one query per call on one thread, p50/p99 latency.

    .venv/bin/python benchmarks/hnsw_compare.py --n 100000 --dim 384 --queries 1000
"""

from __future__ import annotations

import argparse
import os
import platform
import time
from importlib import metadata

import numpy as np

EF_VALUES = (10, 16, 24, 32, 48, 64, 96, 128)
K = 10


def clustered(n: int, dim: int, queries: int, clusters: int = 1000, seed: int = 7):
    """Unit-norm rows in Gaussian clusters, and queries made by perturbing data rows."""
    rng = np.random.default_rng(seed)
    centers = rng.standard_normal((clusters, dim), dtype=np.float32)
    data = centers[rng.integers(0, clusters, n)] + 0.35 * rng.standard_normal((n, dim), dtype=np.float32)
    data /= np.linalg.norm(data, axis=1, keepdims=True)
    picks = rng.integers(0, n, queries)
    query = data[picks] + 0.1 * rng.standard_normal((queries, dim), dtype=np.float32) / np.sqrt(dim)
    query /= np.linalg.norm(query, axis=1, keepdims=True)
    return np.ascontiguousarray(data, dtype=np.float32), np.ascontiguousarray(query, dtype=np.float32)


def exact_top_k(data: np.ndarray, query: np.ndarray, k: int = K, block: int = 256) -> np.ndarray:
    out = np.empty((len(query), k), dtype=np.int64)
    for start in range(0, len(query), block):
        sims = query[start : start + block] @ data.T
        part = np.argpartition(-sims, k, axis=1)[:, :k]
        order = np.argsort(-np.take_along_axis(sims, part, axis=1), axis=1)
        out[start : start + block] = np.take_along_axis(part, order, axis=1)
    return out


def recall_at_k(found: np.ndarray, truth: np.ndarray) -> float:
    hits = sum(len(np.intersect1d(f[f >= 0], t)) for f, t in zip(found, truth))
    return hits / truth.size


def time_queries(search, query: np.ndarray) -> tuple[np.ndarray, float, float, float]:
    """Runs one query per call; returns (results [m, K], QPS, p50 µs, p99 µs)."""
    found = np.full((len(query), K), -1, dtype=np.int64)
    latencies = np.empty(len(query))
    for i in range(min(50, len(query))):  # warm caches and the scratch pool
        search(query[i])
    start_all = time.perf_counter()
    for i, q in enumerate(query):
        start = time.perf_counter()
        nodes = search(q)
        latencies[i] = time.perf_counter() - start
        found[i, : len(nodes)] = nodes
    total = time.perf_counter() - start_all
    p50, p99 = np.percentile(latencies, [50, 99]) * 1e6
    return found, len(query) / total, float(p50), float(p99)


def build_engramdb(data: np.ndarray, threads: int):
    from engramdb import _core

    return _core.HnswIndex(data, M=16, ef_construction=200, seed=100, threads=threads)


def build_hnswlib(data: np.ndarray, threads: int):
    import hnswlib

    index = hnswlib.Index(space="ip", dim=data.shape[1])
    index.init_index(max_elements=len(data), M=16, ef_construction=200, random_seed=100)
    index.set_num_threads(threads)
    index.add_items(data, np.arange(len(data)))
    return index


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--n", type=int, default=100_000)
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--threads", type=int, nargs="+", default=[1, 2], help="build thread counts")
    args = parser.parse_args()

    from engramdb import _core

    data, query = clustered(args.n, args.dim, args.queries)
    truth = exact_top_k(data, query)
    print(f"# n={args.n} dim={args.dim} queries={args.queries} k={K} M=16 ef_construction=200")
    print(f"# cpu={platform.processor() or platform.machine()} cores={os.cpu_count()} "
          f"engramdb simd={_core.simd_level()} numpy={np.__version__} hnswlib={metadata.version('hnswlib')}")

    builders = {"engramdb": build_engramdb, "hnswlib": build_hnswlib}
    indexes = {}
    print("\n| library | threads | build s (wall) | build s (CPU, all threads) |")
    print("|---|---|---|---|")
    # Interleave the libraries so both see the same machine load.
    for threads in args.threads:
        for name, build in builders.items():
            start, start_cpu = time.perf_counter(), time.process_time()
            index = build(data, threads)
            seconds, cpu_seconds = time.perf_counter() - start, time.process_time() - start_cpu
            print(f"| {name} | {threads} | {seconds:.2f} | {cpu_seconds:.2f} |", flush=True)
            indexes[name] = index  # the last build is searched

    engram = indexes["engramdb"]
    peer = indexes["hnswlib"]
    peer.set_num_threads(1)
    print(f"\ngraph memory: engramdb {engram.memory_bytes / 2**20:.1f} MiB (links only; vectors borrowed); "
          f"hnswlib index {peer.index_file_size() / 2**20:.1f} MiB (links + its own copy of the vectors)")
    print("\n| ef | library | recall@10 | QPS | p50 µs | p99 µs |")
    print("|---|---|---|---|---|---|")
    for ef in EF_VALUES:
        peer.set_ef(ef)
        searches = {
            "engramdb": lambda q, ef=ef: engram.search(q, K, ef)[0],
            "hnswlib": lambda q: peer.knn_query(q, k=K)[0][0],
        }
        for name, search in searches.items():
            found, qps, p50, p99 = time_queries(search, query)
            print(f"| {ef} | {name} | {recall_at_k(found, truth):.4f} | {qps:,.0f} | {p50:.0f} | {p99:.0f} |",
                  flush=True)


if __name__ == "__main__":
    main()
