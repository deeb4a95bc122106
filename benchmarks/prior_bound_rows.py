"""How many rows of a scope each proven bound of the bounded lists plan leaves to read, for the fused score (issue 12).

At the final bar T (the k_wide-th best fused score of ``exact=True``), a row can be skipped without reading its code
only if an upper bound on its score is below T. The fused score is ``w_sim * relevance(sim) + prior``; this prints the
share of the scope's rows that each combination of a similarity bound and a prior bound cannot dismiss:

* list ceiling + the scope's largest prior (a prior bound shared by the whole scope);
* list ceiling + the list's largest prior (bound 1 of ``plan_bounded.cpp``);
* list ceiling + the row's own prior (bound 2);
* sub-list ceiling + the sub-list's largest prior (bound 1b: a per-sub-list prior bound);
* bounds 1, 1b and 2 together (what the plan's bounds before the codes leave, at the final bar);
* sub-list ceiling + the row's own prior (the sub-list's similarity bound applied row by row);
* the sub-list's TRUE largest similarity + the row's prior (what no bound on a sub-list can beat);
* the rows in the pool (k_wide of n).

The ceilings are ``ivf::list_similarity_ceiling`` (cos(theta - r) from the centroid's dot and the radius, + 1e-3),
computed here in float64 from the lists' own centroids and radii; the relevance map is the store's calibration.

    PYTHONPATH=python python benchmarks/prior_bound_rows.py --n 30000 --scope-rows 10000 --queries 30
"""

from __future__ import annotations

import argparse

import numpy as np

from engramdb import Weights
from engramdb.bench.accuracy import K_WIDE, NOW, build_layout, scope_name
from engramdb.bench.generators import GENERATORS, generate


def ceiling(centroid_dot: np.ndarray, query_norm: float, min_cosine: np.ndarray) -> np.ndarray:
    """list_similarity_ceiling (ivf/lists.cpp), vectorised: cos(theta - r), 1 inside the radius, + 1e-3."""
    c = np.clip(centroid_dot / query_norm, -1.0, 1.0)
    m = np.clip(min_cosine, -1.0, 1.0)
    inside = c >= m
    bound = np.where(inside, 1.0, c * m + np.sqrt(1 - c * c) * np.sqrt(1 - m * m))
    return np.minimum(bound * query_norm + 1e-3, query_norm + 1e-3)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=30_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=30)
    parser.add_argument("--generators", default=",".join(GENERATORS))
    args = parser.parse_args()
    columns = ["list + scope max prior", "list + list max prior (1)", "list + row prior (2)",
               "sub-list + sub-list max prior (1b)", "1, 1b and 2 together", "sub-list + row prior",
               "sub-list true max sim + row prior", "rows in the pool"]
    print("| generator | scope rows | T (median) | " + " | ".join(columns) + " |")
    print("|---|---:|---:|" + "---:|" * len(columns))
    w_sim = Weights().similarity
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        layout = build_layout(data, [args.scope_rows], 7, False)
        store, scope = layout.store, scope_name(args.scope_rows)
        try:
            (segment,) = store.engine.sealed
            lists = segment.lists[scope]
            offsets, order = lists.layout()
            centroids, min_cosine = lists.parts()[0], lists.parts()[6]
            sub = lists.sub_parts()
            if sub is None:
                raise SystemExit("the lists have no sub-lists (ENGRAMDB_SUB_ROWS=0?)")
            _, sub_offsets, sub_centroids, sub_min_cosine = sub
            relevance = np.vectorize(store.calibration.relevance)
            list_of = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
            sub_of = np.repeat(np.arange(len(sub_min_cosine)), np.diff(sub_offsets))
            shares, bars = [], []
            for q in data.queries:
                hits = store.recall(scope, q, k=args.scope_rows, k_wide=args.scope_rows, conflicts=False, now=NOW,
                                    exact=True)
                node = np.array([int(h.memory.id[1:]) for h in hits])  # the scope is the data's first rows
                final = np.array([h.final for h in hits])
                prior_of = np.empty(args.scope_rows)
                prior_of[node] = final - w_sim * np.array([h.relevance for h in hits])
                sim_of = np.empty(args.scope_rows)
                sim_of[node] = [h.similarity for h in hits]
                bar = np.sort(final)[::-1][K_WIDE - 1]
                prior, sim = prior_of[order], sim_of[order]  # by list position
                qn = float(np.linalg.norm(q))
                list_sim = w_sim * relevance(ceiling(centroids @ q, qn, min_cosine))
                sub_sim = w_sim * relevance(ceiling(sub_centroids @ q, qn, sub_min_cosine))
                list_prior = np.maximum.reduceat(prior, offsets[:-1])
                sub_prior = np.maximum.reduceat(prior, sub_offsets[:-1])
                sub_true = w_sim * relevance(np.maximum.reduceat(sim, sub_offsets[:-1]))
                b1 = (list_sim + list_prior >= bar)[list_of]
                b2 = list_sim[list_of] + prior >= bar
                b1b = (sub_sim + sub_prior >= bar)[sub_of]
                shares.append([
                    np.mean(list_sim[list_of] + prior.max() >= bar), np.mean(b1), np.mean(b2), np.mean(b1b),
                    np.mean(b1 & b1b & b2), np.mean(sub_sim[sub_of] + prior >= bar),
                    np.mean(sub_true[sub_of] + prior >= bar), K_WIDE / args.scope_rows])
                bars.append(bar)
            mean = np.mean(shares, axis=0)
            print(f"| {name} | {args.scope_rows:,} | {np.median(bars):.3f} | " +
                  " | ".join(f"{100 * v:.1f} %" for v in mean) + " |", flush=True)
        finally:
            store.close()


if __name__ == "__main__":
    main()
