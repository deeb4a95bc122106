"""A small numpy reference of the documented recall (cpp/engram/rank/fused.hpp), the oracle the native
one-call recall is checked against. Deliberately plain: clarity over speed."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

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


# ---------------------------------------------------------------------------------------------------------------
# Hybrid recall's lexical term (cpp/engram/text/lexical.hpp, cpp/engram/query/hybrid.hpp), in plain Python.

_M64 = (1 << 64) - 1
_WORD = re.compile(rb"[A-Za-z0-9\x80-\xff]+")
# An English clitic after an apostrophe that follows a word ("Henrik's", "we\u2019ll"): no token. The typographic
# apostrophes (U+2019, U+2018) are read as "'" (they separate words).
_CLITIC = re.compile(rb"(?<=[A-Za-z0-9\x80-\xff])'(?:s|t|d|m|ll|re|ve)$", re.I)


def _mum(a: int, b: int) -> int:
    product = a * b
    return (product & _M64) ^ (product >> 64)


def _token(word: bytes) -> int:
    state = 0xcbf29ce484222325
    for byte in word.lower():  # bytes.lower(): ASCII letters only
        state = ((state ^ byte) * 0x100000001b3) & _M64
    return _mum(_mum(state ^ 0x2d358dccaa6c78a5, 0xa0761d6478bd642f), 0xe7037ed1a0b428db)


def lexical_stem(word: bytes) -> bytes:
    """A word as its token hashes it: a word of ASCII letters only loses an "ing" (6+ letters), "ed" (5+) or a
    plural "s" (4+, not after "s" or "u"), then keeps its first 6 letters; any other word stays whole."""
    if not (word.isascii() and word.isalpha()):
        return word
    low = word.lower()
    if len(word) >= 6 and low.endswith(b"ing"):
        word = word[:-3]
    elif len(word) >= 5 and low.endswith(b"ed"):
        word = word[:-2]
    elif len(word) >= 4 and low.endswith(b"s") and low[-2:-1] not in (b"s", b"u"):
        word = word[:-1]
    return word[:6]


def lexical_tokens(text: str) -> tuple[list[int], int]:
    """(every token of `text`, in any order; its length in words): words (ASCII words as their lexical_stem), and
    the joined form of words joined by single hyphens (whole)."""
    data = text.encode("utf-8", "surrogatepass").replace(b"\xe2\x80\x99", b"'").replace(b"\xe2\x80\x98", b"'")
    words = [(m.start(), m.end()) for m in _WORD.finditer(data)
             if not _CLITIC.search(data, max(0, m.start() - 2), m.end())]
    tokens = [_token(lexical_stem(data[s:e])) for s, e in words]
    chain: list[tuple[int, int]] = []
    for s, e in [*words, (-1, -1)]:
        if chain and s == chain[-1][1] + 1 and data[chain[-1][1]] == ord("-"):
            chain.append((s, e))
            continue
        if len(chain) >= 2:
            tokens.append(_token(b"".join(data[a:b] for a, b in chain)))
        chain = [(s, e)]
    return tokens, len(words)


def lexical_scores(documents: list[str], query: str | Sequence[tuple[str, float]], k1: float = 1.2,
                   b: float = 0.75) -> list[float]:
    """The lexical term of each document for `query`: BM25 over `documents` (the scope's servable texts) mapped
    into [0, 1] by the query's sum of idf over its tokens present in them. A query of (text, weight) pairs weighs
    each text's tokens by its weight (a token of several texts: the largest), in the term and in the sum alike."""
    counted = [lexical_tokens(d) for d in documents]
    weights: dict[int, float] = {}
    for text, weight in ((query, 1.0),) if isinstance(query, str) else query:
        for t in lexical_tokens(text)[0]:
            weights[t] = max(weights.get(t, weight), weight)
    q = set(weights)
    n = len(documents)
    avg = sum(length for _, length in counted) / n if n else 1.0
    avg = avg if avg > 0 else 1.0
    df = {t: sum(1 for tokens, _ in counted if t in tokens) for t in q}
    idf = {t: math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5)) * weights[t] for t in q if df[t]}
    norm = sum(idf.values())
    out = []
    for tokens, length in counted:
        score = 0.0
        for t, weight in idf.items():
            tf = tokens.count(t)
            if tf:
                score += weight * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avg))
        out.append(min(1.0, score / norm) if norm > 0 else 0.0)
    return out
