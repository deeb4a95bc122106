"""Sub-lists inside the inverted lists, A/B on the workload of bench_index_build.py / tail_breakdown.py (100k
memories, 384-d, 1,000 Zipf-sized scopes, 500 queries, k=5, similarity only, durable store): one store per
`sub_rows` value, its lists built by the indexer with ENGRAMDB_SUB_ROWS and persisted, then measured in a fresh
process each (so that the variants can be alternated in the same minutes on a shared machine).

    PYTHONPATH=python .venv/bin/python benchmarks/sublists_ab.py build DIR SUB_ROWS    # once per variant
    PYTHONPATH=python .venv/bin/python benchmarks/sublists_ab.py measure DIR SUB_ROWS  # alternate the variants

`measure` prints, by CPU time of the calling thread: the first pass right after open, before and after the lists
are read back (p50, p99, p99/p50; the scopes of the slowest 5 recalls of the first), two
warm passes (p50 by scope-size band, p99/p50), recall@5 against numpy's exact top 5, the ids against
exact=True's, the same for fused weights + MMR 0.7, and the indexer's time to build the store's lists again
(its files deleted: what a seal or an erasure's rewrite costs off the query path).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import numpy as np

K, DIM, NOW = 5, 384, 1_790_000_000.0
N, SCOPES, QUERIES = 100_000, 1_000, 500
BUCKETS = [(0, 500), (500, 1_000), (1_000, 2_000), (2_000, 3_000), (3_000, 5_000), (5_000, 10**9)]


def main() -> None:
    what, root, sub_rows = sys.argv[1], Path(sys.argv[2]), sys.argv[3]
    os.environ["ENGRAMDB_SUB_ROWS"] = sub_rows  # read by the indexer at import
    import engramdb

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from benchmarks.conftest import zipf_scoped_rows

    rng = np.random.default_rng(17)
    x, scope_of, queries, qscopes = zipf_scoped_rows(rng, N, DIM, SCOPES, QUERIES)
    sizes = np.bincount(scope_of, minlength=SCOPES)
    qrows = sizes[qscopes]
    names = [f"user:{c}" for c in qscopes.tolist()]
    path = root / f"sub{sub_rows}"
    weights = engramdb.Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)

    def open_() -> engramdb.MemoryStore:
        return engramdb.MemoryStore.open(path, dim=DIM, dedup=False, clock=lambda: NOW)

    if what == "build":
        imp = np.random.default_rng(5).random(N)
        with open_() as store:
            store.remember_many([f"user:{c}" for c in scope_of.tolist()], [f"memory {i}" for i in range(N)],
                                embeddings=x, importance=imp)
            store.seal()
            store.wait_indexed()
        return

    truth = []
    for i in range(QUERIES):
        rows = np.flatnonzero(scope_of == qscopes[i])
        truth.append(set(rows[np.argsort(-(x[rows] @ queries[i]), kind="stable")[:K]].tolist()))

    def run(store: engramdb.MemoryStore, exact: bool = False, fused: bool = False
            ) -> tuple[np.ndarray, float, list[list[str]]]:
        cpu, found, ids = [], 0.0, []
        for i in range(QUERIES):
            start = time.thread_time()
            if fused:
                hits = store.recall(names[i], queries[i], k=K, mmr_lambda=0.7, min_score=-1.0, conflicts=False,
                                    exact=exact)
            else:
                hits = store.recall(names[i], queries[i], k=K, weights=weights, min_score=-1.0, conflicts=False,
                                    exact=exact)
            cpu.append(time.thread_time() - start)
            ids.append([h.id for h in hits])
            found += len({int(h.id[1:]) for h in hits} & truth[i]) / K
        return np.asarray(cpu), found / QUERIES, ids

    def bands(cpu: np.ndarray, rows: np.ndarray) -> str:
        return " ".join(f"{np.median(cpu[m]) * 1e6:.0f}" for a, b in BUCKETS if (m := (rows >= a) & (rows < b)).any())

    def ratio(cpu: np.ndarray) -> str:
        p50, p99 = np.percentile(cpu, [50, 99])
        return f"p50 {p50 * 1e6:6.1f} p99 {p99 * 1e6:6.1f} p99/p50 {p99 / p50:5.2f}"

    with open_() as store:  # the bench's figure: the first recalls race the indexer reading the lists back
        no_wait, _, _ = run(store)
    with open_() as store:
        store.wait_indexed()
        after_open, r_open, _ = run(store)
    with open_() as store:
        store.wait_indexed()
        warm1, _, _ = run(store)
        warm2, r_warm, ids = run(store)
        _, _, ids_exact = run(store, exact=True)
        run(store, fused=True)
        fused_cpu, _, fids = run(store, fused=True)
        _, _, fids_exact = run(store, exact=True, fused=True)
    for f in (path / "segments").glob("*.ivf"):
        f.unlink()
    with open_() as store:
        start = time.perf_counter()
        store.wait_indexed()
        build_s = time.perf_counter() - start
    warm = np.concatenate([warm1, warm2])
    rows2 = np.concatenate([qrows, qrows])
    same = sum(a == b for a, b in zip(ids, ids_exact, strict=True))
    fsame = sum(a == b for a, b in zip(fids, fids_exact, strict=True))
    print(f"sub_rows {sub_rows:>3} | after open, no wait {ratio(no_wait)} slowest 5 in scopes of "
          f"{sorted(qrows[np.argsort(-no_wait)[:5]].tolist())} rows | after open {ratio(after_open)} recall@5 {r_open:.3f} | warm {ratio(warm)} "
          f"bands {bands(warm, rows2)} recall@5 {r_warm:.3f} ids=exact {same}/{QUERIES} | fused+MMR "
          f"{ratio(fused_cpu)} bands {bands(fused_cpu, qrows)} ids=exact {fsame}/{QUERIES} | lists build "
          f"{build_s:.2f} s")


if __name__ == "__main__":
    main()
