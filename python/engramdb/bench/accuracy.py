"""``engramdb bench --accuracy``: do the store's default plans return what its exact plan returns?

For each generator (generators.py: isotropic, anisotropic, and the held-out nested one), one store of ``--n``
rows holds a scope of each ``--scope-rows`` size (their rows contiguous in insertion order) among Zipf-sized
other scopes, sealed in one segment, so each measured scope gets the plan the planner gives its size (exact
scan, inverted lists at >= ivf_min_rows, HNSW graph at >= graph_min_rows). Per scope and plan variant
(the default plan, ``exact=True``, and each ``--nprobe`` / ``--ef-search``), over the generator's queries:

* recall@10, similarity only: ``recall(k=10, weights=Weights(1, 0, 0, 0))`` against the same call with
  ``exact=True`` (a hit counts when it is one of the exact ten or ties the tenth's similarity within 1e-6);
* picks as exact: the share of the five fused + MMR picks (default weights, ``mmr_lambda=0.5``, k=5) that
  are among ``exact=True``'s five;
* p50 latency of that fused call through ``MemoryStore.recall`` (conflicts off), and the ratio of a fair
  numpy pipeline's p50 to it: over the scope's contiguous rows, sgemv -> top k_wide -> fused score ->
  greedy MMR, on one BLAS thread (threadpoolctl), its kernel recorded. The numpy pipeline's own accuracy
  is printed too (it shortlists by similarity, so it is not the exact plan either).

For a scope read through inverted lists, a diagnosis follows: in how many lists the exact top 10 fall,
and how much of the run (in rows, and in lists) must be read to hold 99 % of the exact top-10 items and
95 % of the exact picks, against a fixed share (a twentieth: the lists plan's default before it read until
its bounds prove the answer, plan_bounded.cpp) and the recall that share would give.

The process runs with OPENBLAS_CORETYPE and OPENBLAS_L2_SIZE unset (OpenBLAS reads them when it loads,
so a command line that has them set is re-executed without them).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .common import bench_store, load_store, timed_queries, versions
from .generators import GENERATORS, Dataset, generate
from .scoped import fused_then_mmr, zipf_sizes

K_SIMILARITY = 10
K_PICKS = 5
K_WIDE = 100
MMR_LAMBDA = 0.5
DAY = 86400.0
TIE = 1e-6
BLAS_ENV = ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")
NOW = 1_790_000_000.0  # a fixed "now" so that recency, and so every answer, is reproducible


# ---------------------------------------------------------------------------------------------------------
# the process's BLAS


def reexec_without_blas_env(argv: list[str]) -> None:
    """Re-executes ``python -m engramdb bench ARGV`` without OPENBLAS_CORETYPE / OPENBLAS_L2_SIZE when they
    are set (only when this process is that command: a library caller keeps its process)."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if not any(name in os.environ for name in BLAS_ENV) or spec is None or spec.name != "engramdb.__main__":
        return
    env = {key: value for key, value in os.environ.items() if key not in BLAS_ENV}
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, [sys.executable, "-m", "engramdb", "bench", *argv], env)


def blas_kernel() -> dict[str, Any]:
    """numpy's BLAS as threadpoolctl sees it (library, version, kernel architecture, threads)."""
    from threadpoolctl import threadpool_info

    info = [i for i in threadpool_info() if i.get("user_api") == "blas"]
    out: dict[str, Any] = {name: os.environ.get(name) for name in BLAS_ENV}
    if info:
        out.update({k: info[0].get(k) for k in ("internal_api", "version", "architecture", "num_threads")})
    return out


# ---------------------------------------------------------------------------------------------------------
# the store


@dataclass
class Layout:
    """A sealed store holding the measured scopes: name -> (first data row, rows)."""

    store: Any
    data: Dataset
    scopes: dict[str, tuple[int, int]] = field(default_factory=dict)
    build_s: float = 0.0


def scope_name(rows: int) -> str:
    return f"scope{rows}"


def build_layout(data: Dataset, scope_rows: Iterable[int], seed: int, show: bool,
                 **store_options: Any) -> Layout:
    """One store of all of `data`'s rows: a scope per size in `scope_rows` (the first rows, in order), the
    rest in Zipf-sized scopes of at most half the smallest, sealed into one segment. `store_options` set the
    store's planner (e.g. ivf_min_rows)."""
    sizes = sorted(scope_rows)
    n = len(data.vectors)
    if sum(sizes) > n:
        raise ValueError(f"the scopes' rows ({sum(sizes):,}) exceed the store's ({n:,})")
    rng = np.random.default_rng(seed)
    others = zipf_sizes(rng, n - sum(sizes), max(1, sizes[0] // 2))
    names: list[str] = []
    layout_scopes: dict[str, tuple[int, int]] = {}
    for size in sizes:
        layout_scopes[scope_name(size)] = (len(names), size)
        names += [scope_name(size)] * size
    for i, size in enumerate(others):
        names += [f"other{i:06d}"] * size
    start = time.perf_counter()
    store = bench_store(data.vectors.shape[1], 16, 200, graph_min_rows=-1, seal_rows=n + 1)
    for name, value in store_options.items():
        setattr(store, name, value)
    load_store(store, names, data.vectors, show, importance=data.importance,
               created_at=NOW - data.age_days * DAY)
    store.seal()  # graphs for the scopes of >= graph_min_rows rows are built here
    store.wait_indexed()  # inverted lists are built off the query path after the seal: ready here, untimed
    return Layout(store, data, layout_scopes, time.perf_counter() - start)


def plan_of(layout: Layout, scope: str) -> str:
    (segment,) = layout.store.engine.sealed
    if scope in segment.graphs:
        return "graph"
    return "lists" if scope in segment.lists else "scan"


def _ids(hits: list[Any]) -> np.ndarray:
    """The hits' data rows (the store's seq: rows are remembered in data order, ids "m<seq>")."""
    return np.fromiter((int(h.memory.id[1:]) for h in hits), np.int64, len(hits))


def _padded(ids: np.ndarray) -> np.ndarray:
    return np.pad(ids, (0, K_PICKS), constant_values=-1)[:K_PICKS]


# ---------------------------------------------------------------------------------------------------------
# measuring one scope


def recall_at_10(layout: Layout, scope: str, queries: np.ndarray, options: dict[str, Any],
                 exact: list[tuple[np.ndarray, float]]) -> float:
    """Similarity-only recall@10 of a plan against the exact plan's (ids, tenth similarity) per query."""
    from ..scoring import Weights

    found = 0
    for q, (truth, tenth) in zip(queries, exact):
        hits = layout.store.recall(scope, q, k=K_SIMILARITY, weights=Weights(1, 0, 0, 0), conflicts=False,
                                   now=NOW, **options)
        found += sum(1 for h in hits if int(h.memory.id[1:]) in truth or h.similarity >= tenth - TIE)
    return found / (K_SIMILARITY * len(queries))


def exact_similarity(layout: Layout, scope: str, queries: np.ndarray) -> list[tuple[np.ndarray, float]]:
    from ..scoring import Weights

    out = []
    for q in queries:
        hits = layout.store.recall(scope, q, k=K_SIMILARITY, weights=Weights(1, 0, 0, 0), conflicts=False,
                                   now=NOW, exact=True)
        out.append((_ids(hits), hits[-1].similarity if hits else -np.inf))
    return out


def picks_agreement(found: np.ndarray, exact: np.ndarray) -> float:
    """Mean share of each query's k picks that are among the exact plan's picks."""
    shared = [len(np.intersect1d(f[f >= 0], e[e >= 0])) / max(1, int((e >= 0).sum()))
              for f, e in zip(found, exact)]
    return float(np.mean(shared))


def first_pick_agreement(found: np.ndarray, exact: np.ndarray) -> float:
    """Share of queries whose first pick (the best fused score, before MMR weighs in) is the exact plan's."""
    return float(np.mean(found[:, 0] == exact[:, 0]))


def numpy_pipeline(layout: Layout, scope: str) -> Callable[[np.ndarray], np.ndarray]:
    """The fair numpy peer over the scope's contiguous rows: sgemv -> top k_wide -> fused -> greedy MMR."""
    begin, size = layout.scopes[scope]
    rows = layout.data.vectors[begin:begin + size]
    age_days = layout.data.age_days[begin:begin + size]
    importance = layout.data.importance[begin:begin + size]

    def search(q: np.ndarray) -> np.ndarray:
        sims = rows @ q
        top = np.argpartition(-sims, K_WIDE)[:K_WIDE] if size > K_WIDE else np.arange(size)
        chosen = fused_then_mmr(sims[top], rows[top], age_days[top], importance[top], K_PICKS, MMR_LAMBDA)
        return begin + top[chosen]

    return search


def variants_for(plan: str, nprobes: Sequence[int], ef_searches: Sequence[int]
                 ) -> list[tuple[str, dict[str, Any]]]:
    out: list[tuple[str, dict[str, Any]]] = [("default", {})]
    if plan == "lists":
        out.append(("codes=bits", {"codes": "bits"}))
        out += [(f"nprobe={p}", {"nprobe": p}) for p in nprobes]
    if plan == "graph":
        out += [(f"ef_search={e}", {"ef_search": e}) for e in ef_searches]
    out.append(("exact=True", {"exact": True}))
    return out


def measure_scope(layout: Layout, scope: str, queries: np.ndarray, *, nprobes: Sequence[int] = (),
                  ef_searches: Sequence[int] = (), timed: bool = True, show: bool = False) -> dict[str, Any]:
    """The accuracy (and, when `timed`, p50 and the ratio to numpy) of every plan variant for one scope."""
    from threadpoolctl import threadpool_limits

    store = layout.store
    plan = plan_of(layout, scope)
    exact_sim = exact_similarity(layout, scope, queries)
    fused = dict(k=K_PICKS, mmr_lambda=MMR_LAMBDA, k_wide=K_WIDE, conflicts=False, now=NOW)
    exact_picks = np.array([_padded(_ids(store.recall(scope, q, exact=True, **fused))) for q in queries])
    # the pool: the k_wide best by fused score (no MMR), which every exact plan must reproduce as a set
    pooled = dict(k=K_WIDE, k_wide=K_WIDE, conflicts=False, now=NOW)
    exact_pools = [set(_ids(store.recall(scope, q, exact=True, **pooled)).tolist()) for q in queries]
    rows: list[dict[str, Any]] = []
    for label, options in variants_for(plan, nprobes, ef_searches):
        row: dict[str, Any] = {"variant": label,
                               "recall_at_10": recall_at_10(layout, scope, queries, options, exact_sim)}

        def search(q: np.ndarray, options: dict[str, Any] = options) -> np.ndarray:
            return _ids(store.recall(scope, q, **fused, **options))

        if timed:
            found, stats = timed_queries(f"{scope} {label}", search, queries, K_PICKS, show)
            row["p50_us"] = stats["p50_us"]
        else:
            found = np.array([_padded(search(q)) for q in queries])
        row["picks_as_exact"] = picks_agreement(found, exact_picks)
        row["first_pick_as_exact"] = first_pick_agreement(found, exact_picks)
        row["pool_miss"] = float(np.mean([set(_ids(store.recall(scope, q, **pooled, **options)).tolist()) != pool
                                          for q, pool in zip(queries, exact_pools)]))
        rows.append(row)
    peer = numpy_pipeline(layout, scope)
    with threadpool_limits(limits=1, user_api="blas"):
        if timed:
            found, stats = timed_queries(f"{scope} numpy", peer, queries, K_PICKS, show)
        else:
            found = np.array([peer(q) for q in queries])
    begin, size = layout.scopes[scope]
    scope_rows = layout.data.vectors[begin:begin + size]
    numpy_top10 = [begin + np.argsort(-(scope_rows @ q))[:K_SIMILARITY] for q in queries]
    peer_row: dict[str, Any] = {
        "variant": "numpy (sgemv, top k_wide, fused, MMR)",
        "recall_at_10": float(np.mean([len(np.intersect1d(t, e)) / K_SIMILARITY
                                       for t, (e, _) in zip(numpy_top10, exact_sim)])),
        "picks_as_exact": picks_agreement(found, exact_picks),
        "first_pick_as_exact": first_pick_agreement(found, exact_picks)}
    if timed:
        peer_row["p50_us"] = stats["p50_us"]
        for row in rows:
            row["numpy_over_this"] = stats["p50_us"] / row["p50_us"]
    rows.append(peer_row)
    out: dict[str, Any] = {"scope": scope, "scope_rows": size, "plan": plan, "rows": rows}
    if plan == "lists":
        out["lists"] = diagnose_lists(layout, scope, queries, exact_sim, exact_picks)
    return out


def diagnose_lists(layout: Layout, scope: str, queries: np.ndarray,
                   exact_sim: list[tuple[np.ndarray, float]], exact_picks: np.ndarray) -> dict[str, Any]:
    """Where the exact answers lie among a query's lists ranked by centroid: for each exact item, the rows
    of the run read up to and including its list (the plan reads lists nearest first). Reported: the
    lists the exact top 10 span, and the share of the run (and the lists) needed to hold 99 % of the top-10
    items and 95 % of the picks, next to the share the default reads and the recall that share predicts."""
    (segment,) = layout.store.engine.sealed
    lists = segment.lists[scope]
    begin, end = segment.run(scope)
    total = end - begin
    node_of = np.full(len(layout.data.vectors), -1, np.int64)
    node_of[segment.col("seq")[begin:end]] = np.arange(total)
    offsets, order = lists.layout()
    sizes = np.diff(offsets)
    list_of_node = np.empty(total, np.int64)
    list_of_node[order] = np.repeat(np.arange(lists.n_lists), sizes)
    default_rows = max(4 * K_WIDE, total // 20)  # recall.cpp probe_rows: the shortlist is max(k, k_wide) rows
    spans: list[int] = []
    sim_through: list[float] = []
    sim_lists: list[int] = []
    pick_through: list[float] = []
    pick_lists: list[int] = []
    pick_sim_rank: list[float] = []
    sim_before: list[float] = []
    pick_before: list[float] = []
    rows = layout.data.vectors
    for q, (truth, _), picks in zip(queries, exact_sim, exact_picks):
        ranked = lists.rank_lists(q)
        position = np.empty(lists.n_lists, np.int64)
        position[ranked] = np.arange(lists.n_lists)
        through = np.cumsum(sizes[ranked])  # rows read once the list at each rank is done
        for items, through_out, lists_out, before_out in (
                (truth, sim_through, sim_lists, sim_before),
                (picks[picks >= 0], pick_through, pick_lists, pick_before)):
            at = position[list_of_node[node_of[items]]]
            through_out.extend(through[at] / total)
            before_out.extend((through[at] - sizes[ranked][at]) < default_rows)
            lists_out.extend(at + 1)
        spans.append(len(np.unique(list_of_node[node_of[truth]])))
        scope_sims = rows[begin:end] @ q  # the run holds the scope's data rows in insertion order
        picks_sims = rows[picks[picks >= 0]] @ q
        pick_sim_rank.extend(int((scope_sims > s).sum()) for s in picks_sims)
    return {
        "n_lists": int(lists.n_lists), "rows": int(total), "default_share": default_rows / total,
        "top10_lists_mean": float(np.mean(spans)), "top10_lists_max": int(np.max(spans)),
        "predicted_recall_at_default": float(np.mean(sim_before)),
        "predicted_picks_at_default": float(np.mean(pick_before)),
        "share_for_recall_0.99": float(np.quantile(sim_through, 0.99)),
        "lists_for_recall_0.99": int(np.quantile(sim_lists, 0.99, method="higher")),
        "share_for_picks_0.95": float(np.quantile(pick_through, 0.95)),
        "lists_for_picks_0.95": int(np.quantile(pick_lists, 0.95, method="higher")),
        "picks_beyond_similarity_top_k_wide": float(np.mean(np.array(pick_sim_rank) >= K_WIDE)),
        "picks_similarity_rank_p50": float(np.median(pick_sim_rank)),
    }


# ---------------------------------------------------------------------------------------------------------
# the command


def parse_sizes(text: str, name: str) -> list[int]:
    try:
        values = [int(v) for v in text.split(",") if v.strip()]
    except ValueError:
        raise argparse.ArgumentTypeError(f"{name} must be comma-separated integers, got {text!r}") from None
    if not values or any(v < 1 for v in values):
        raise argparse.ArgumentTypeError(f"{name} must be positive integers, got {text!r}")
    return values


def run_accuracy(args: argparse.Namespace, show: bool) -> dict[str, Any]:
    result: dict[str, Any] = {
        "mode": "accuracy", "n": args.n, "dim": args.dim, "queries": args.queries, "seed": args.seed,
        "scope_rows": args.scope_rows, "k_similarity": K_SIMILARITY, "k": K_PICKS, "k_wide": K_WIDE,
        "mmr_lambda": MMR_LAMBDA, "versions": versions(), "blas": blas_kernel(), "generators": []}
    for name in args.generators:
        data = generate(name, args.n, args.dim, args.queries, args.seed, show)
        layout = build_layout(data, args.scope_rows, args.seed, show)
        entry = {"generator": name, "held_out": data.held_out, "build_s": layout.build_s,
                 "ivf_min_rows": layout.store.ivf_min_rows, "graph_min_rows": layout.store.graph_min_rows,
                 "scopes": []}
        for scope in layout.scopes:
            entry["scopes"].append(measure_scope(layout, scope, data.queries, nprobes=args.nprobe,
                                                 ef_searches=args.ef_search, show=show))
        result["generators"].append(entry)
        layout.store.close()
    return result


def _share(value: float | None) -> str:
    return "" if value is None else f"{value:.1%}"


def print_accuracy(result: dict[str, Any]) -> None:
    v, blas = result["versions"], result["blas"]
    print(f"engramdb bench --accuracy: {result['n']:,} rows per store, dim {result['dim']}, "
          f"{result['queries']} queries, seed {result['seed']}; recall@{result['k_similarity']} with "
          f"similarity-only weights; picks: k={result['k']}, default weights, MMR lambda "
          f"{result['mmr_lambda']}, k_wide={result['k_wide']}; both against exact=True")
    print(f"engramdb {v['engramdb']} (SIMD {v['engramdb_simd']}), numpy {v['numpy']}, BLAS "
          f"{blas.get('internal_api')} {blas.get('version')} kernel {blas.get('architecture')} on 1 thread "
          f"(OPENBLAS_CORETYPE={blas.get('OPENBLAS_CORETYPE')}, "
          f"OPENBLAS_L2_SIZE={blas.get('OPENBLAS_L2_SIZE')})")
    print()
    print("| generator | scope rows | plan | variant | recall@10 | picks as exact (all / first) | pool differs | "
          "p50 µs | numpy p50 / p50 |")
    print("|---|---|---|---|---|---|---|---|---|")
    for gen in result["generators"]:
        label = gen["generator"] + (" (held out)" if gen["held_out"] else "")
        for scope in gen["scopes"]:
            for row in scope["rows"]:
                ratio = f"{row['numpy_over_this']:.1f}x" if "numpy_over_this" in row else ""
                p50 = f"{row['p50_us']:.0f}" if "p50_us" in row else ""
                print(f"| {label} | {scope['scope_rows']:,} | {scope['plan']} | {row['variant']} | "
                      f"{row['recall_at_10']:.3f} | {row['picks_as_exact']:.3f} / {row['first_pick_as_exact']:.2f} | "
                      f"{_share(row.get('pool_miss'))} | {p50} | {ratio} |")
    diagnosed = [(g["generator"], s) for g in result["generators"] for s in g["scopes"] if "lists" in s]
    if not diagnosed:
        return
    print()
    print("inverted lists: where the exact answers lie (lists ranked by centroid, nearest first; share = "
          "rows of the run read through the list holding the item)")
    print()
    print("| generator | scope rows | lists | top-10 span lists (mean / max) | fixed share (old default) | predicted "
          "recall@10 / picks at that share | share (lists) for recall 0.99 | share (lists) for 95 % of picks | "
          "picks beyond the similarity top k_wide | picks' similarity rank p50 |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for name, s in diagnosed:
        d = s["lists"]
        print(f"| {name} | {s['scope_rows']:,} | {d['n_lists']} | {d['top10_lists_mean']:.1f} / "
              f"{d['top10_lists_max']} | {d['default_share']:.1%} | {d['predicted_recall_at_default']:.3f} / "
              f"{d['predicted_picks_at_default']:.3f} | {d['share_for_recall_0.99']:.0%} "
              f"({d['lists_for_recall_0.99']}) | {d['share_for_picks_0.95']:.0%} "
              f"({d['lists_for_picks_0.95']}) | {d['picks_beyond_similarity_top_k_wide']:.0%} | "
              f"{d['picks_similarity_rank_p50']:,.0f} |")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The --accuracy mode's own options (the shared --n, --dim, --queries, --scope-rows, --seed, --json and
    --quiet apply too)."""
    group = parser.add_argument_group("--accuracy")
    group.add_argument("--generators", type=lambda t: [g for g in t.split(",") if g], default=None,
                       help=f"comma-separated, of {', '.join(GENERATORS)} (default all)")
    group.add_argument("--nprobe", type=lambda t: parse_sizes(t, "--nprobe"), default=None,
                       help="nprobe variants for scopes read through lists (default 20,50)")
    group.add_argument("--ef-search", type=lambda t: parse_sizes(t, "--ef-search"), default=None,
                       help="ef_search variants for scopes read through a graph (default 200,400)")
