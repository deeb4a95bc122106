"""What both ``engramdb bench`` modes share: progress bars, numpy's BLAS on one thread, the synthetic data
and its exact ground truth, one-query-per-call timing, and building the two stores (engramdb's, hnswlib's).
"""

from __future__ import annotations

import platform
import sys
import threading
import time
from collections.abc import Callable, Iterator
from importlib import metadata
from typing import Any

import numpy as np

# ---------------------------------------------------------------------------------------------------------
# progress on stderr


class Progress:
    """A tqdm bar on stderr (total=None: elapsed time only) that also times the work it shows.

    Drawn only when `enabled` (the caller's "stderr is a terminal" and no ``--no-progress``) and tqdm is installed
    (the ``cli`` extra); the timing is the same either way, so a bar never changes a figure.
    """

    def __init__(self, label: str, total: int | None, *, enabled: bool = True) -> None:
        self.start = time.perf_counter()
        self._bar: Any = None
        if enabled:
            try:
                from tqdm import tqdm
            except ImportError:
                return
            self._bar = tqdm(total=total, desc=label, file=sys.stderr, leave=True, unit_scale=True,
                             mininterval=0.1, dynamic_ncols=True)

    def update(self, n: int = 1) -> None:
        """Counts `n` more units done (0 just redraws the elapsed time)."""
        if self._bar is not None:
            self._bar.update(n)

    def close(self) -> float:
        """Ends the bar; returns the seconds since it was made."""
        elapsed = time.perf_counter() - self.start
        if self._bar is not None:
            self._bar.close()
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

                def set_threads(n: int, f: Any = setter) -> None:
                    f(ctypes.c_int(n))
                return set_threads
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


def best_cpu_seconds(repeat: int, run: Callable[[], object]) -> float:
    """The least CPU time (time.process_time, which a shared machine's other processes do not inflate) of
    `repeat` calls of `run`."""
    out = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        out = min(out, time.process_time() - start)
    return out


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
    from .. import _core

    out = {"python": platform.python_version(), "numpy": np.__version__,
           "engramdb_simd": _core.simd_level(), "machine": platform.machine()}
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
    from ..store import MemoryStore

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
    from .. import _core
    from ..engine import params as recall_params

    params = recall_params.build_from(time.time, options)
    params.use_codes = use_codes
    segments = store.engine.segments()
    natives = [seg.native() for seg in segments]
    selections = store.engine.selections(scope, segments)
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
        "engramdb graph build", lambda: [store.engine.prepare_segment(seg) for seg in store.engine.sealed], show)
    return {"seal_s": seal_seconds, "graph_build_s": graph_seconds,
            "graphs": sum(len(b) for b in built)}


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
