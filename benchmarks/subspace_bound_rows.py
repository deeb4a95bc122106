"""How many rows of a scope a similarity bound from each list's own low-dimensional subspace leaves (issue 12).

The bounded lists plan reads the int8 codes of 87-100 % of a 10k-60k-row scope for the fused score because its
only similarity bound below a list is the sub-list's centroid + radius ceiling (18-94 % of rows left, see
``prior_bound_rows.py``), while the sub-list's TRUE largest similarity would leave 2-3 %. This measures the
candidate between them: per inverted list a shared basis B of r orthonormal directions (PCA of the list's rows
around their mean m), each row stored as its r coordinates p = B (x - m) and its residual norm e = |x - m - B^T p|.
Since the residual is orthogonal to B, for any query q (q_perp = q - B^T B q):

    q . x  =  q . m  +  (B q) . p  +  q_perp . residual  <=  q . m  +  (B q) . p  +  |q_perp| e      (exact)

computed from r floats a row instead of the 384 int8 codes. Columns (share of the scope's rows whose bound + the
row's own prior still reaches the final bar T, the k_wide-th fused score of ``exact=True``; lower is better):

* ``row, r=R``: the bound above, row by row (the cost: r multiply-adds and one load of r floats a row);
* ``row int8, r=R``: the same with the coordinates stored as int8 (r bytes a row; per list and direction scaled by
  the largest |p|), the rounding bounded by sum_i |(B q)_i| scale_i / 2 (what a native screen would store);
* ``work int8, r=R``: the multiply-adds of that screen against one pass over every row's 384-d code: the query's
  projection on every list's basis (r d a list: the hidden cost of a per-list basis), r a row, and d for each row
  it keeps (lower is better; 1.0 = today's cost of reading every code);
* ``sub, r=R``: one bound per sub-list from the same coordinates: q . m + (B q) . c_s + |B q| rho_s + |q_perp|
  max e_s (c_s, rho_s: the sub-list's centre and radius in the r coordinates), with each row's own prior;
* ``est, r=R, z=Z``: the statistical variant (not exact): the residual term replaced by z |q_perp| e / sqrt(d - r)
  (the residual's dot with a random direction); in brackets the share of the exact pool's rows it dismisses and
  the share of queries whose pool lost a row;
* ``true max``: the sub-list's true largest similarity + the row's prior (the floor of any per-sub-list bound);
* ``pool``: k_wide / scope rows.

The bar is the final one: a plan that raises its bar while it reads sees more rows (an optimistic count).

    PYTHONPATH=python python benchmarks/subspace_bound_rows.py --n 30000 --scope-rows 10000 --queries 30
"""

from __future__ import annotations

import argparse

import numpy as np

from engramdb import Weights
from engramdb.bench.accuracy import K_WIDE, NOW, build_layout, scope_name
from engramdb.bench.generators import GENERATORS, generate


def list_subspaces(vectors: np.ndarray, offsets: np.ndarray, order: np.ndarray,
                   rank: int) -> tuple[np.ndarray, list[np.ndarray], np.ndarray, np.ndarray]:
    """Per list: its mean, its basis [r, d]; per row (list order): its r coordinates and its residual norm."""
    dim = vectors.shape[1]
    means = np.zeros((len(offsets) - 1, dim))
    bases: list[np.ndarray] = []
    coords = np.zeros((len(order), rank))
    residuals = np.zeros(len(order))
    for i in range(len(offsets) - 1):
        lo, hi = offsets[i], offsets[i + 1]
        rows = vectors[order[lo:hi]].astype(np.float64)
        means[i] = rows.mean(axis=0)
        centred = rows - means[i]
        basis = np.linalg.svd(centred, full_matrices=False)[2][:rank]
        if len(basis) < rank:  # a list of fewer rows than r: its rows lie in their own span exactly
            basis = np.vstack([basis, np.zeros((rank - len(basis), dim))])
        bases.append(basis)
        p = centred @ basis.T
        coords[lo:hi] = p
        residuals[lo:hi] = np.sqrt(np.maximum((centred * centred).sum(axis=1) - (p * p).sum(axis=1), 0.0))
    return means, bases, coords, residuals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=30_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=30)
    parser.add_argument("--ranks", default="8,16,32,64")
    parser.add_argument("--z", default="2,3")
    parser.add_argument("--generators", default=",".join(GENERATORS))
    args = parser.parse_args()
    ranks = [int(r) for r in args.ranks.split(",")]
    zs = [float(z) for z in args.z.split(",")]
    columns = ([f"row, r={r}" for r in ranks] + [f"row int8, r={r}" for r in ranks]
               + [f"work int8, r={r}" for r in ranks] + [f"sub, r={r}" for r in ranks]
               + [f"est r={r} z={z:g} (miss; pools)" for r in ranks for z in zs] + ["true max", "pool"])
    print("| generator | scope rows | rows a list | T (median) | " + " | ".join(columns) + " |")
    print("|---|---:|---:|---:|" + "---:|" * len(columns))
    w_sim = Weights().similarity
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        layout = build_layout(data, [args.scope_rows], 7, False)
        store, scope = layout.store, scope_name(args.scope_rows)
        try:
            (segment,) = store.engine.sealed
            lists = segment.lists[scope]
            offsets, order = lists.layout()
            sub = lists.sub_parts()
            if sub is None:
                raise SystemExit("the lists have no sub-lists (ENGRAMDB_SUB_ROWS=0?)")
            sub_offsets = sub[1]
            vectors = data.vectors[: args.scope_rows]
            dim = vectors.shape[1]
            relevance = np.vectorize(store.calibration.relevance)
            list_of = np.repeat(np.arange(len(offsets) - 1), np.diff(offsets))
            sub_of = np.repeat(np.arange(len(sub_offsets) - 1), np.diff(sub_offsets))
            sub_list = list_of[sub_offsets[:-1]]  # the list each sub-list lies in
            spaces = {r: list_subspaces(vectors, offsets, order, r) for r in ranks}
            sub_geometry = {}
            quant_scales = {}
            for r, (_, _, coords, residuals) in spaces.items():
                sums = np.add.reduceat(coords, sub_offsets[:-1], axis=0)
                centre = sums / np.diff(sub_offsets)[:, None]
                radius = np.maximum.reduceat(np.linalg.norm(coords - centre[sub_of], axis=1), sub_offsets[:-1])
                largest = np.maximum.reduceat(np.abs(coords), offsets[:-1], axis=0)
                quant_scales[r] = np.maximum(largest, 1e-12) / 127
                sub_geometry[r] = (centre, radius, np.maximum.reduceat(residuals, sub_offsets[:-1]))
            exact_shares: list[list[float]] = []
            estimate_shares: list[list[tuple[float, float, float]]] = []
            bars = []
            for q in data.queries:
                hits = store.recall(scope, q, k=args.scope_rows, k_wide=args.scope_rows, conflicts=False, now=NOW,
                                    exact=True)
                node = np.array([int(h.memory.id[1:]) for h in hits])  # the scope is the data's first rows
                final = np.array([h.final for h in hits])
                prior_of = np.empty(args.scope_rows)
                prior_of[node] = final - w_sim * np.array([h.relevance for h in hits])
                sim_of = np.empty(args.scope_rows)
                sim_of[node] = [h.similarity for h in hits]
                final_of = np.empty(args.scope_rows)
                final_of[node] = final
                bar = np.sort(final)[::-1][K_WIDE - 1]
                prior, sim, in_pool = prior_of[order], sim_of[order], final_of[order] >= bar
                q64 = q.astype(np.float64)
                dots = vectors[order].astype(np.float64) @ q64
                bound_rows, bound_int8, bound_subs = [], [], []
                estimates: list[tuple[float, float, float]] = []
                for r, (means, bases, coords, residuals) in spaces.items():
                    projected = np.stack([b @ q64 for b in bases])  # [lists, r]
                    perp = np.sqrt(np.maximum(q64 @ q64 - (projected * projected).sum(axis=1), 0.0))
                    base = (means @ q64)[list_of] + (coords * projected[list_of]).sum(axis=1)
                    exact_bound = base + perp[list_of] * residuals + 1e-4
                    if np.any(exact_bound < dots - 1e-6):  # the stored similarity is clipped at 0: check the dot
                        raise SystemExit(f"a bound below its row's dot at r={r}: the counter is wrong")
                    bound_rows.append(np.mean(w_sim * relevance(exact_bound) + prior >= bar))
                    # the coordinates stored as int8 (r bytes a row), per list and direction scaled by the largest
                    # |p|: the rounding adds at most sum_i |(B q)_i| scale_i / 2
                    scale = quant_scales[r]
                    coded = np.round(coords / scale[list_of]) * scale[list_of]
                    coded_bound = (base - (coords * projected[list_of]).sum(axis=1)
                                   + (coded * projected[list_of]).sum(axis=1)
                                   + (np.abs(projected) * scale).sum(axis=1)[list_of] / 2
                                   + perp[list_of] * residuals + 1e-4)
                    bound_int8.append(np.mean(w_sim * relevance(coded_bound) + prior >= bar))
                    centre, radius, max_residual = sub_geometry[r]
                    sub_bound = ((means @ q64)[sub_list] + (centre * projected[sub_list]).sum(axis=1)
                                 + np.linalg.norm(projected[sub_list], axis=1) * radius
                                 + perp[sub_list] * max_residual + 1e-4)
                    bound_subs.append(np.mean(w_sim * relevance(sub_bound[sub_of]) + prior >= bar))
                    for z in zs:
                        estimate = base + z * perp[list_of] * residuals / np.sqrt(dim - r)
                        kept = w_sim * relevance(estimate) + prior >= bar
                        estimates.append((np.mean(kept), np.mean(~kept[in_pool]), float(np.any(~kept[in_pool]))))
                true_max = w_sim * relevance(np.maximum.reduceat(sim, sub_offsets[:-1]))
                # multiply-adds against one pass over every row's 384-d code: the query's projection on each list's
                # basis (r d a list), the screen (r a row), the codes of the rows it keeps (d a row)
                work = [len(bases) * r / args.scope_rows + r / dim + kept for r, kept in zip(ranks, bound_int8)]
                exact_shares.append(bound_rows + bound_int8 + work + bound_subs + [np.mean(true_max[sub_of] + prior >= bar)])
                estimate_shares.append(estimates)
                bars.append(bar)
            exact_cols = [f"{100 * v:.1f} %" for v in np.mean(exact_shares, axis=0)]
            # the statistical columns: rows kept (in brackets: the exact pool's rows dismissed; queries whose pool
            # lost a row)
            stat_cols = [f"{100 * kept:.1f} % ({100 * miss:.2f} %; {100 * pools:.0f} %)"
                         for kept, miss, pools in np.mean(estimate_shares, axis=0)]
            cells = exact_cols[:-1] + stat_cols + exact_cols[-1:] + [f"{100 * K_WIDE / args.scope_rows:.1f} %"]
            print(f"| {name} | {args.scope_rows:,} | {np.mean(np.diff(offsets)):.0f} | {np.median(bars):.3f} | "
                  + " | ".join(cells) + " |", flush=True)
        finally:
            store.close()


if __name__ == "__main__":
    main()
