"""A small numpy reference of the documented recall (cpp/engram/rank/fused.hpp), the oracle the native
one-call recall is checked against. Deliberately plain: clarity over speed."""

from __future__ import annotations

import numpy as np


def reference_recall(seg: dict, rows: np.ndarray, query: np.ndarray, *, k: int, weights: tuple,
                     half_life_days: float, now: float, min_score: float = 0.0, mmr_lambda: float | None = None,
                     budget_tokens: int | None = None, kinds: set[int] | None = None, k_wide: int = 100,
                     recency_from_last_used: bool = False) -> list[tuple[int, float]]:
    """(row, fused score) of the chosen memories, in the order chosen."""
    w_sim, w_rec, w_imp, w_conf = weights
    emb = seg["embedding"][rows].astype(np.float64)
    sim = np.maximum(emb @ query.astype(np.float64), 0.0)
    stamps = (seg["last_used"] if recency_from_last_used else seg["created_at"])[rows]
    age_days = np.maximum(0.0, now - stamps) / 86400.0
    recency = 0.5 ** (age_days / half_life_days)
    fused = w_sim * sim + w_rec * recency + w_imp * seg["importance"][rows] + w_conf * seg["confidence"][rows]
    expires = seg["expires_at"][rows]
    keep = (seg["hidden"][rows] == 0) & ~(expires <= now) & (fused >= min_score)
    if kinds is not None:
        keep &= np.isin(seg["kind"][rows], list(kinds))
    cand = [(float(fused[i]), int(rows[i]), i) for i in np.flatnonzero(keep)]
    cand.sort(key=lambda c: (-c[0], c[1]))
    wide = mmr_lambda is not None or budget_tokens is not None
    cand = cand[: max(k, k_wide) if wide else k]
    tokens = seg["tokens"]
    left = budget_tokens
    chosen: list[tuple[float, int, int]] = []
    if mmr_lambda is None:
        for c in cand:
            if len(chosen) == k:
                break
            if left is not None:
                if tokens[c[1]] > left:
                    continue
                left -= int(tokens[c[1]])
            chosen.append(c)
    else:
        open_ = list(cand)
        while len(chosen) < k:
            if left is not None:
                open_ = [c for c in open_ if tokens[c[1]] <= left]
            if not open_:
                break

            def value(c: tuple) -> float:
                if not chosen:
                    return mmr_lambda * c[0]
                penalty = max(float(emb[c[2]] @ emb[s[2]]) for s in chosen)
                return mmr_lambda * c[0] - (1 - mmr_lambda) * penalty

            best = max(open_, key=value)  # max() keeps the first of equal values: better-ranked wins
            open_.remove(best)
            chosen.append(best)
            if left is not None:
                left -= int(tokens[best[1]])
    return [(c[1], c[0]) for c in chosen]
