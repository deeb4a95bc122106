"""``python -m engramdb bench``: the retrieve-wide / rank-hard benchmark, engramdb against hnswlib.

Two modes, both on synthetic clustered data (unit-norm rows around Gaussian centres, a fixed seed; the
recipe of ``../shared/ANCHORS.md``), everything measured in one process, one query per call, one thread:

* ANN (default): one scope holding all ``--n`` rows, recalled THROUGH THE STORE (``MemoryStore.recall``
  with similarity-only weights, k=10, the scope's HNSW graph as the plan, ``ef_search`` = each ``--ef``),
  against hnswlib with the same M / ef_construction on the same rows: recall@10 against exact (numpy,
  blocked) ground truth, p50/p99 latency in µs and QPS per ef, and build seconds.
* ``--scoped``: ``--n`` rows over many scopes (Zipf-like sizes) with one scope of ``--scope-rows`` rows;
  engramdb's scoped recall (k=5, default fused score, MMR lambda 0.7) against the best Python pipelines
  built from the peers: numpy exact over the scope's contiguous rows, and hnswlib ``knn_query(k=100)``
  with a ``filter`` callable restricted to the scope, each followed by a numpy fused score and a Python
  MMR. Prints both and the ratio of the faster one to engramdb.

Progress bars go to stderr; tables (or ``--json``) to stdout; ``--plot PATH.png`` draws recall vs QPS
(needs matplotlib). Default sizes take about 3 minutes on a 2-core machine, most of it the two builds.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import threading
import time
from collections.abc import Callable, Iterator
from importlib import metadata
from typing import Any

import numpy as np

DEFAULT_EF = "10,16,32,64,128"
K_ANN = 10
K_SCOPED = 5
K_WIDE = 100
MMR_LAMBDA = 0.7
HALF_LIFE_DAYS = 30.0
DAY = 86400.0


# ---------------------------------------------------------------------------------------------------------
# progress on stderr


class Progress:
    """A one-line progress bar on stderr, redrawn at most 10 times a second (total=None: elapsed only)."""

    def __init__(self, label: str, total: int | None, *, enabled: bool = True, width: int = 30) -> None:
        self.label, self.total, self.enabled, self.width = label, total, enabled, width
        self.done = 0
        self.start = self._last = time.perf_counter()
        self._draw(force=True)

    def update(self, n: int = 1) -> None:
        self.done += n
        self._draw()

    def _draw(self, force: bool = False, end: str = "") -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if not force and now - self._last < 0.1:
            return
        self._last = now
        elapsed = now - self.start
        if self.total:
            filled = int(self.width * min(self.done, self.total) / self.total)
            bar = "#" * filled + "." * (self.width - filled)
            percent = 100 * self.done / self.total
            text = f"{self.label:<28} [{bar}] {percent:5.1f}% {self.done:,}/{self.total:,}"
        else:
            spin = "|/-\\"[int(elapsed * 4) % 4] if not end else " "
            text = f"{self.label:<28} [{spin}]"
        sys.stderr.write(f"\r{text} {elapsed:7.1f} s{end}")
        sys.stderr.flush()

    def close(self) -> float:
        elapsed = time.perf_counter() - self.start
        self._draw(force=True, end="\n")
        return elapsed


def run_with_spinner(label: str, work: Callable[[], Any], enabled: bool) -> tuple[Any, float]:
    """Runs `work` (a native call that releases the GIL) in a thread while an elapsed-time line ticks."""
    result: dict[str, Any] = {}

    def target() -> None:
        try:
            result["value"] = work()
        except BaseException as exc:  # re-raised in the caller
            result["error"] = exc

    bar = Progress(label, None, enabled=enabled)
    thread = threading.Thread(target=target)
    thread.start()
    while thread.is_alive():
        thread.join(0.25)
        bar.update(0)
    seconds = bar.close()
    if "error" in result:
        raise result["error"]
    return result.get("value"), seconds


def _blas_setter() -> Callable[[int], None] | None:
    """numpy's bundled OpenBLAS thread-count setter, or None (the timings are one query on one thread:
    a 2-thread BLAS sgemv on a loaded 2-core machine is 8x slower than a 1-thread one, measured here)."""
    import ctypes
    import glob
    import os

    libs = os.path.join(os.path.dirname(os.path.dirname(np.__file__)), "numpy.libs")
    for path in glob.glob(os.path.join(libs, "*openblas*")):
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        for name in ("scipy_openblas_set_num_threads64_", "openblas_set_num_threads64_",
                     "openblas_set_num_threads"):
            setter = getattr(lib, name, None)
            if setter is not None:
                return lambda n, f=setter: f(ctypes.c_int(n))
    return None


class one_blas_thread:
    """Context manager: numpy's BLAS on one thread inside (best effort; `applied` says if it worked)."""

    def __init__(self) -> None:
        self.setter = _blas_setter()
        self.applied = self.setter is not None

    def __enter__(self) -> one_blas_thread:
        if self.setter is not None:
            self.setter(1)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.setter is not None:
            self.setter(_cores())


def chunks(total: int, size: int) -> Iterator[tuple[int, int]]:
    for start in range(0, total, size):
        yield start, min(total, start + size)


# ---------------------------------------------------------------------------------------------------------
# data


def clustered_data(n: int, dim: int, clusters: int, seed: int,
                   show: bool) -> tuple[np.ndarray, np.random.Generator]:
    """Unit-norm float32 rows around `clusters` Gaussian centres (noise 0.35), generated in blocks."""
    rng = np.random.default_rng(seed)
    centres = rng.standard_normal((clusters, dim), dtype=np.float32)
    data = np.empty((n, dim), np.float32)
    bar = Progress("data", n, enabled=show)
    for start, end in chunks(n, 50_000):
        block = centres[rng.integers(0, clusters, end - start)]
        block += 0.35 * rng.standard_normal((end - start, dim), dtype=np.float32)
        block /= np.linalg.norm(block, axis=1, keepdims=True)
        data[start:end] = block
        bar.update(end - start)
    bar.close()
    return data, rng


def perturbed_queries(rng: np.random.Generator, rows: np.ndarray, m: int) -> np.ndarray:
    """Queries made by perturbing random rows (as benchmarks/hnsw_compare.py does)."""
    dim = rows.shape[1]
    noise = rng.standard_normal((m, dim), dtype=np.float32) / np.sqrt(dim)
    q = rows[rng.integers(0, len(rows), m)] + 0.1 * noise
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    return np.ascontiguousarray(q, np.float32)


def exact_top_k(data: np.ndarray, queries: np.ndarray, k: int, show: bool, block: int = 32) -> np.ndarray:
    """Exact top-k row ids by inner product, blocked over queries (numpy/BLAS)."""
    out = np.empty((len(queries), k), np.int64)
    bar = Progress("ground truth (exact)", len(queries), enabled=show)
    for start, end in chunks(len(queries), block):
        sims = queries[start:end] @ data.T
        part = np.argpartition(-sims, k, axis=1)[:, :k]
        order = np.argsort(-np.take_along_axis(sims, part, axis=1), axis=1)
        out[start:end] = np.take_along_axis(part, order, axis=1)
        bar.update(end - start)
    bar.close()
    return out


def recall_at_k(found: np.ndarray, truth: np.ndarray) -> float:
    return sum(len(np.intersect1d(f[f >= 0], t)) for f, t in zip(found, truth)) / truth.size


def latency_stats(latencies: np.ndarray, total_seconds: float) -> dict[str, float]:
    p50, p99 = np.percentile(latencies, [50, 99]) * 1e6
    return {"p50_us": float(p50), "p99_us": float(p99), "qps": len(latencies) / total_seconds}


def timed_queries(label: str, search: Callable[[np.ndarray], np.ndarray], queries: np.ndarray, k: int,
                  show: bool, warmup: int = 20) -> tuple[np.ndarray, dict[str, float]]:
    """One query per call; returns (ids [m, k] padded with -1, latency stats)."""
    for q in queries[:warmup]:
        search(q)
    found = np.full((len(queries), k), -1, np.int64)
    latencies = np.empty(len(queries))
    bar = Progress(label, len(queries), enabled=show)
    clock = time.perf_counter
    begin = clock()
    for i, q in enumerate(queries):
        start = clock()
        ids = search(q)
        latencies[i] = clock() - start
        found[i, :len(ids)] = ids
        bar.update()
    total = clock() - begin
    bar.close()
    return found, latency_stats(latencies, total)


def versions() -> dict[str, str]:
    import engramdb

    out = {"python": platform.python_version(), "numpy": np.__version__,
           "engramdb_simd": engramdb.simd_level(), "machine": platform.machine()}
    for name in ("engramdb", "hnswlib", "pyarrow"):
        try:
            out[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            out[name] = "not installed"
    return out


# ---------------------------------------------------------------------------------------------------------
# the store


def bench_store(dim: int, M: int, ef_construction: int, graph_min_rows: int | None, seal_rows: int) -> Any:
    """An in-memory store for the bench (vectors are passed in, so its embedder never runs)."""
    from . import MemoryStore

    kwargs: dict[str, Any] = {} if graph_min_rows == -1 else {"graph_min_rows": graph_min_rows}
    return MemoryStore(dim=dim, dedup=False, graph_m=M, graph_ef_construction=ef_construction,
                       seal_rows=seal_rows, **kwargs)


def load_store(store: Any, scopes: list[str] | str, data: np.ndarray, show: bool, **columns: Any) -> float:
    """remember_many in blocks (with a progress bar); returns the seconds."""
    n = len(data)
    texts = [f"memory {i}" for i in range(n)]
    bar = Progress("engramdb ingest", n, enabled=show)
    for start, end in chunks(n, 50_000):
        scope = scopes if isinstance(scopes, str) else scopes[start:end]
        extra = {name: value[start:end] for name, value in columns.items()}
        store.remember_many(scope, texts[start:end], embeddings=data[start:end], **extra)
        bar.update(end - start)
    return bar.close()


def native_plan(store: Any, scope: str, *, use_codes: bool = True, **options: Any
                ) -> Callable[[np.ndarray], np.ndarray]:
    """The store's own plan for `scope` as one native call: the segments, selections (graphs included) and
    parameters MemoryStore.recall would pass to ``_core.recall``, minus the Python Hit objects. Returns a
    search function giving the hits' seqs. ``use_codes=False`` ignores int8 codes the segments have."""
    from . import _core
    from .store import _RECALL_DEFAULTS, _selections

    params = store._params(**{**_RECALL_DEFAULTS, **options})
    params.use_codes = use_codes
    segments = store._segments()
    natives = [seg.native() for seg in segments]
    selections = _selections(segments, scope, store.ivf_min_rows)
    seqs = [seg.col("seq") for seg in segments]

    def search(q: np.ndarray) -> np.ndarray:
        seg_ids, rows = _core.recall(natives, selections, q, params)[:2]
        return np.array([seqs[s][r] for s, r in zip(seg_ids.tolist(), rows.tolist())], np.int64)

    return search


def seal_with_graphs(store: Any, show: bool) -> dict[str, float]:
    """Seals the active segment, then builds the planner's graphs: the two costs separately."""
    threshold = store.graph_min_rows
    store.graph_min_rows = None  # seal without graphs first, so the graph build is timed on its own
    try:
        _, seal_seconds = run_with_spinner("engramdb seal (sort, Arrow)", store.seal, show)
    finally:
        store.graph_min_rows = threshold
    built, graph_seconds = run_with_spinner(
        "engramdb graph build", lambda: [store._build_graphs(seg) for seg in store._sealed], show)
    return {"seal_s": seal_seconds, "graph_build_s": graph_seconds,
            "graphs": sum(len(b) for b in built)}


# ---------------------------------------------------------------------------------------------------------
# ANN mode


def run_ann(args: argparse.Namespace, show: bool) -> dict[str, Any]:
    from . import Weights

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
    (segment,) = store._sealed
    graph = segment.graphs["bench"]
    result["build"]["engramdb"] = {"ingest_s": ingest, **costs, "graph_bytes": int(graph.memory_bytes)}

    weights = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
    base = dict(k=K_ANN, k_wide=K_ANN, weights=weights, min_score=-1.0)
    # the store's ids are "m<seq>", and seq i is data row i (one scope, inserted in order)

    for suffix, use_codes in [("", False), ("-int8", True)] if args.quantize else [("", False)]:
        if use_codes:  # the same graph, walked on int8 codes (made now, timed) and rescored in float
            store.quantize = args.quantize
            _, result["build"]["engramdb"]["encode_s"] = run_with_spinner("engramdb int8 codes", store._segments,
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

            def search(q: np.ndarray) -> np.ndarray:
                return index.knn_query(q, k=K_ANN)[0][0]

            found, stats = timed_queries(f"hnswlib ef={ef}", search, queries, K_ANN, show)
            result["rows"].append({"library": "hnswlib", "ef": ef, "recall": recall_at_k(found, truth),
                                   **stats})
    return result


def build_hnswlib(data: np.ndarray, M: int, ef_construction: int, threads: int, seed: int, show: bool
                  ) -> tuple[Any, float]:
    import hnswlib

    index = hnswlib.Index(space="ip", dim=data.shape[1])
    index.init_index(max_elements=len(data), M=M, ef_construction=ef_construction, random_seed=100)
    index.set_num_threads(threads if threads > 0 else _cores())
    bar = Progress("hnswlib build", len(data), enabled=show)
    for start, end in chunks(len(data), max(10_000, len(data) // 50)):
        index.add_items(data[start:end], np.arange(start, end))
        bar.update(end - start)
    return index, bar.close()


def _cores() -> int:
    import os

    return os.cpu_count() or 1


def parse_ef(text: str) -> list[int]:
    try:
        values = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise SystemExit(f"engramdb bench: --ef takes comma-separated integers, got {text!r}") from None
    if not values or min(values) < 1:
        raise SystemExit("engramdb bench: --ef values must be >= 1")
    return values


# ---------------------------------------------------------------------------------------------------------
# scoped mode


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
                   k: int) -> list[int]:
    """The peers' rank-hard step over a shortlist: numpy fused score (the default weights: 0.6 similarity,
    0.25 recency with a 30-day half-life, 0.15 importance), then greedy MMR (lambda 0.7) in Python."""
    fused = 0.6 * np.maximum(sims, 0) + 0.25 * np.exp2(-age_days / HALF_LIFE_DAYS) + 0.15 * importance
    order = np.argsort(-fused)
    fused, vectors = fused[order], vectors[order]
    pairwise = vectors @ vectors.T
    chosen: list[int] = []
    best_overlap = np.zeros(len(order), np.float32)
    taken = np.zeros(len(order), bool)
    for _ in range(min(k, len(order))):
        value = np.where(taken, -np.inf, MMR_LAMBDA * fused - (1 - MMR_LAMBDA) * best_overlap)
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
    (segment,) = store._sealed
    lists_min = store.ivf_min_rows
    plan = ("graph" if "target" in segment.graphs else
            "inverted lists" if lists_min is not None and target >= lists_min else "exact scan")
    result["build"]["engramdb"] = {"ingest_s": ingest, **costs}
    result["plan"] = plan
    result["graph_min_rows"] = store.graph_min_rows
    result["ivf_min_rows"] = lists_min
    from .store import _selections
    queries = perturbed_queries(rng, data[:target], args.queries)
    if plan == "inverted lists":  # made on the scope's first recall: timed here, not in the first query
        _, result["build"]["engramdb"]["lists_s"] = run_with_spinner(
            "engramdb inverted lists", lambda: _selections(store._segments(), "target", lists_min), show)
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
            _, result["build"]["engramdb"]["encode_s"] = run_with_spinner("engramdb int8 codes", store._segments,
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
            return label < target

        def hnswlib_filtered(q: np.ndarray) -> np.ndarray:
            labels, distances = index.knn_query(q, k=K_WIDE, filter=in_scope)
            labels = labels[0].astype(np.int64)
            vectors = data[labels]
            chosen = fused_then_mmr(1 - distances[0], vectors, age_days[labels], importance[labels], K_SCOPED)
            return labels[chosen]

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


# ---------------------------------------------------------------------------------------------------------
# output


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


def bench_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="engramdb bench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--n", type=int, default=100_000, help="rows (default 100,000; 1,000,000+ works)")
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--clusters", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=1000)
    parser.add_argument("--ef", default=DEFAULT_EF, help=f"ef_search values (default {DEFAULT_EF})")
    parser.add_argument("--M", type=int, default=16)
    parser.add_argument("--ef-construction", type=int, default=200)
    parser.add_argument("--threads", type=int, default=0, help="build threads (0 = all cores)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-hnswlib", action="store_true", help="skip the hnswlib side")
    parser.add_argument("--scoped", action="store_true", help="scoped recall in a multi-scope store")
    parser.add_argument("--scope-rows", type=int, default=10_000,
                        help="rows of the measured scope (--scoped)")
    parser.add_argument("--filter-queries", type=int, default=200,
                        help="queries for the slow hnswlib filter pipeline (--scoped)")
    parser.add_argument("--quantize", choices=["int8"], default=None,
                        help="also measure the store's quantize='int8' option (same graph, int8 walk/scan)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--plot", metavar="PATH.png", help="write a recall-vs-QPS plot (needs matplotlib)")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    args = parser.parse_args(argv)
    if args.n < 1 or args.queries < 1 or args.dim < 1:
        parser.error("--n, --queries and --dim must be positive")
    if args.plot:
        if args.scoped:
            parser.error("--plot draws the ANN sweep; it does not apply to --scoped")
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            print("engramdb bench: --plot needs matplotlib, which is not installed "
                  "(pip install matplotlib)", file=sys.stderr)
            return 2
    if not args.no_hnswlib:
        try:
            import hnswlib  # noqa: F401
        except ImportError:
            print("engramdb bench: hnswlib is not installed (pip install hnswlib, or pass --no-hnswlib)",
                  file=sys.stderr)
            return 2
    show = not args.quiet
    result = run_scoped(args, show) if args.scoped else run_ann(args, show)
    if args.json:
        print(json.dumps(result, indent=2))
    elif args.scoped:
        print_scoped(result)
    else:
        print_ann(result)
    if args.plot:
        plot(result, args.plot)
        print(f"plot written to {args.plot}", file=sys.stderr)
    return 0
