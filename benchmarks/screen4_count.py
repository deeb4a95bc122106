"""How many rows of a scope a 4-bit screen with a PROVEN bound would pass to the int8 / float re-rank (issue 12).

Offline count, no store: for each query, every row's exact fused score (the bench stores' default weights and
half-life, relevance = the plain cosine), the pool's final bar T (the k_wide-th best, the best case for any
bound-based plan: its real bar only rises to T), and for each code each row's upper bound on the fused score
(0.7 * min(estimate + bound, 1) + prior). A row passes a screen when its upper bound reaches T. Codes, as
quant/sq8.hpp but with `levels` in place of 127:

- sq8: the lists' int8 codes (one scale per dimension over the scope), bound = sum |q| s / 2 + t / 2 * l1_max
  (the query's int8 rounding): what bound 3 keeps at the final bar.
A second bar brackets the real plan from below: T_low right after its seeds (the k_wide-th best fused score, less
bound 3b's width 0.009, among the 3 * k_wide rows of best prior, which the plan bounds first): the bar while
the first lists are read. Passes are given as "at T / at the seeds' bar".

- sq4 / sq4-res: 4-bit codes of the row (levels 7) or of its residual to its list's centroid (k-means, sqrt(n)
  lists), the query in float (no query rounding: the most favourable 4-bit screen); bound = min(sum |q| s / 2,
  |q| * |e_i|) with |e_i| each row's stored error norm (Cauchy-Schwarz; 4 more bytes a row).

    PYTHONPATH=python python benchmarks/screen4_count.py --n 200000 --scope-rows 10000 --queries 50
"""

from __future__ import annotations

import argparse

import numpy as np

from engramdb.bench.accuracy import K_WIDE
from engramdb.bench.generators import generate
from engramdb.bench.scoped import HALF_LIFE_DAYS

W_SIM, W_REC, W_IMP = 0.7, 0.15, 0.15


def quantise(x: np.ndarray, levels: int) -> tuple[np.ndarray, np.ndarray]:
    """Per-dimension scale over the rows, codes in [-levels, levels]; returns (dequantised rows, scale)."""
    scale = np.abs(x).max(axis=0) / levels
    safe = np.where(scale > 0, scale, 1.0)
    codes = np.clip(np.rint(x / safe), -levels, levels)
    return (codes * scale).astype(np.float32), scale.astype(np.float32)


def kmeans(x: np.ndarray, k: int, iterations: int, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    centroids = x[rng.choice(len(x), k, replace=False)].copy()
    for _ in range(iterations):
        assign = np.argmax(x @ centroids.T, axis=1)
        for c in range(k):
            members = x[assign == c]
            if len(members):
                m = members.mean(axis=0)
                centroids[c] = m / max(float(np.linalg.norm(m)), 1e-12)
    return centroids, np.argmax(x @ centroids.T, axis=1)


def share(counts: dict[str, list[float]], label: str) -> str:
    """The mean share of rows a screen passes, at the final bar / at the seeds' bar."""
    return f"{np.mean(counts[label]):.1%} / {np.mean(counts[label + '_seed']):.1%}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--scope-rows", type=int, default=10_000)
    parser.add_argument("--queries", type=int, default=50)
    parser.add_argument("--generators", default="anisotropic,nested,isotropic")
    args = parser.parse_args()
    print("| generator | rows | sq8 bound (cos) | sq8 passes | sq4 bound | sq4 passes | sq4-res bound | "
          "sq4-res passes | bytes read: 4-bit screen + int8 of the better screen's passes |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name in args.generators.split(","):
        data = generate(name, args.n, 384, args.queries, 7, False)
        n = args.scope_rows
        x = data.vectors[:n].astype(np.float32)
        prior = W_REC * np.exp2(-data.age_days[:n] / HALF_LIFE_DAYS) + W_IMP * data.importance[:n]
        x8, s8 = quantise(x, 127)
        l1_max8 = float(np.abs(np.rint(x / np.where(s8 > 0, s8, 1))).sum(axis=1).max())
        x4, s4 = quantise(x, 7)
        e4 = np.linalg.norm(x - x4, axis=1)
        centroids, assign = kmeans(x, round(float(np.sqrt(n))), 8, np.random.default_rng(7))
        residual = x - centroids[assign]
        r4, sr4 = quantise(residual, 7)
        er4 = np.linalg.norm(residual - r4, axis=1)
        counts: dict[str, list[float]] = {key: [] for key in ("sq8", "sq4", "sq4r", "sq8_seed", "sq4_seed", "sq4r_seed",
                                                               "b8", "b4", "b4r")}
        seed_rows = np.argsort(-prior)[:3 * K_WIDE]
        for q in data.queries.astype(np.float32):
            sims = x @ q
            fused = W_SIM * np.maximum(sims, 0) + prior
            bar = np.partition(fused, n - K_WIDE)[n - K_WIDE]
            seeds = fused[seed_rows] - W_SIM * 0.009
            seed_bar = np.partition(seeds, len(seeds) - K_WIDE)[len(seeds) - K_WIDE]
            qn = float(np.linalg.norm(q))
            # sq8: the query against the scales, rounded to int8 (sq8.hpp)
            w = q * s8
            t = float(np.abs(w).max()) / 127
            b8 = float(np.abs(q) @ s8) / 2 + t / 2 * l1_max8
            b4 = np.minimum(float(np.abs(q) @ s4) / 2, qn * e4)
            b4r = np.minimum(float(np.abs(q) @ sr4) / 2, qn * er4)
            for label, est, bound in (("sq8", x8 @ q, b8), ("sq4", x4 @ q, b4),
                                      ("sq4r", centroids[assign] @ q + r4 @ q, b4r)):
                high = W_SIM * np.maximum(np.minimum(est + bound, 1.0), 0) + prior
                counts[label].append(float(np.mean(high >= bar)))
                counts[label + "_seed"].append(float(np.mean(high >= seed_bar)))
            counts["b8"].append(b8)
            counts["b4"].append(float(np.median(b4)))
            counts["b4r"].append(float(np.median(b4r)))
        best = min(float(np.mean(counts["sq4"])), float(np.mean(counts["sq4r"])))
        worst = min(float(np.mean(counts["sq4_seed"])), float(np.mean(counts["sq4r_seed"])))
        read = [(n * 384 // 2 + passes * n * 384) / 1e6 for passes in (best, worst)]
        print(f"| {name} | {n:,} | {np.mean(counts['b8']):.4f} | {share(counts, 'sq8')} | {np.mean(counts['b4']):.3f} | "
              f"{share(counts, 'sq4')} | {np.mean(counts['b4r']):.3f} | {share(counts, 'sq4r')} | {read[0]:.2f} / {read[1]:.2f} MB "
              f"(int8 plan: {n * 384 / 1e6:.2f} MB) |", flush=True)


if __name__ == "__main__":
    main()
