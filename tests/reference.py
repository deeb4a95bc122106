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


# text/lexical.hpp's kAcronymPlurals (_core._acronym_plurals): a test that sets one sets both
ACRONYM_PLURALS = True


def lexical_stem(word: bytes) -> bytes:
    """A word as its token hashes it: a word of ASCII letters only loses an "ing" (6+ letters), "ed" (5+) or a
    plural "s" (4+, not after "s" or "u"; or of three letters, two capitals and "s": "VMs", under ACRONYM_PLURALS),
    then keeps its first 6 letters; any other word stays whole."""
    if not (word.isascii() and word.isalpha()):
        return word
    low = word.lower()
    if len(word) >= 6 and low.endswith(b"ing"):
        word = word[:-3]
    elif len(word) >= 5 and low.endswith(b"ed"):
        word = word[:-2]
    elif (len(word) >= 4 and low.endswith(b"s") and low[-2:-1] not in (b"s", b"u")) or \
            (ACRONYM_PLURALS and len(word) == 3 and word[2:] == b"s" and word[:2].isupper()):
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


def lexical_scores(documents: list[str], query: str | Sequence[tuple[str, float] | tuple[str, float, str]],
                   k1: float = 1.2, b: float = 0.75, light_shares: tuple[float, float] = (1.0, 0.0),
                   source_shares: tuple[float, float] = (0.0, 1.0)) -> list[float]:
    """The lexical term of each document for `query`: BM25 over `documents` (the scope's servable texts) mapped
    into [0, 1] by the query's sum of idf over its tokens present in them. A query of (text, weight) pairs weighs
    each text's tokens by its weight (a token of several texts: the largest, the earlier text's among equals), in the
    term and in the sum alike; a light token (weight below 1) counts in the sum at light_shares = (shared, held):
    `shared` of its w idf in every document's, `held` more in a document holding it (query/hybrid.hpp; all of it
    when no token of weight 1 or more is in any document). A (text, weight, source) triple's light tokens count
    source_shares = (source_held, source_missing) of their w idf in every document's sum instead of `shared`: the
    first when a document holds the source word's (first) token, the second when none does."""
    counted = [lexical_tokens(d) for d in documents]
    weights: dict[int, float] = {}
    sources: dict[int, int | None] = {}
    items = ((query, 1.0),) if isinstance(query, str) else query
    for item in items:
        text, weight = item[0], item[1]
        source_tokens = lexical_tokens(item[2])[0] if len(item) == 3 else []  # type: ignore[misc]
        for t in lexical_tokens(text)[0]:
            if t not in weights or weight > weights[t]:
                weights[t] = weight
                sources[t] = source_tokens[0] if source_tokens else None
    q = set(weights)
    n = len(documents)
    avg = sum(length for _, length in counted) / n if n else 1.0
    avg = avg if avg > 0 else 1.0
    df = {t: sum(1 for tokens, _ in counted if t in tokens) for t in q}
    idf = {t: math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5)) * weights[t] for t in q if df[t]}
    light = {t for t in idf if weights[t] < 1.0}
    shared, held = light_shares
    source_held, source_missing = source_shares

    def share(t: int) -> float:
        source = sources[t]
        if source is None:
            return shared
        return source_held if any(source in tokens for tokens, _ in counted) else source_missing

    norm = sum(v for t, v in idf.items() if t not in light)
    if norm > 0:
        norm += sum(share(t) * idf[t] for t in light)
    else:
        norm, held = sum(idf.values()), 0.0
    out = []
    for tokens, length in counted:
        score = 0.0
        row_norm = norm
        for t, weight in idf.items():
            tf = tokens.count(t)
            if tf:
                score += weight * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avg))
                row_norm += held * weight if t in light else 0.0
        out.append(min(1.0, score / row_norm) if row_norm > 0 else 0.0)
    return out


# inflections (python/engramdb/inflections.py; the rules run natively, _core.inflected_extra): English's regular
# inflection rules read in plain Python, the oracle the native rules are compared against (tests/test_inflections.py)
_VOWELS = frozenset("aeiou")
_MIN_LETTERS = 4


def _inflection_bases(word: str) -> set[str]:
    """The word and the bases its regular ending may have been added to."""
    out = {word}
    if word.endswith("ies") and len(word) > 4:
        out.add(word[:-3] + "y")
    elif word.endswith("es"):
        out.update((word[:-2], word[:-1]))
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        out.add(word[:-1])
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            stem = word[:-len(ending)]
            out.update((stem, stem + "e"))
            if len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
                out.add(stem[:-1])  # trimmed -> trim
            if ending == "ed" and stem.endswith("i"):
                out.add(stem[:-1] + "y")  # applied -> apply
    return {b for b in out if len(b) >= 3}


def _inflection_forms(base: str) -> set[str]:
    """A base's regular forms: plural / third person, past, present participle."""
    out = {base}
    if base.endswith("y") and base[-2:-1] not in _VOWELS:
        out.update((base[:-1] + "ies", base[:-1] + "ied", base + "ing"))
        return out
    out.add(base + "es" if base.endswith(("s", "x", "z", "ch", "sh")) else base + "s")
    if base.endswith("e"):
        out.update((base + "d", base[:-1] + "ing"))
        return out
    out.update((base + "ed", base + "ing"))
    # a short final consonant-vowel-consonant doubles: trim -> trimmed, trimming
    if len(base) <= 5 and base[-1] not in _VOWELS and base[-1] not in "wxy" and base[-2] in _VOWELS \
            and base[-3] not in _VOWELS:
        out.update((base + base[-1] + "ed", base + base[-1] + "ing"))
    return out


_INFLECTION_STEM_CHARS = 6  # cpp/engram/text/lexical.hpp's kStemChars


def inflection_stem(word: str) -> str:
    """What the native lexical token of one lower-case word of ASCII letters is the hash of: its stem, as
    cpp/engram/text/lexical.hpp cuts it (an "ing" of a word of 6+ letters, an "ed" of 5+ or a plural "s" of 4+ not
    after "s" or "u" dropped, then the first six letters kept). Two such words share a token exactly when they share
    this stem (tests/test_inflections.py checks it against the native tokeniser)."""
    n = len(word)
    if n >= 6 and word.endswith("ing"):
        n -= 3
    elif n >= 5 and word.endswith("ed"):
        n -= 2
    elif n >= 4 and word[-1] == "s" and word[-2] not in "su":
        n -= 1
    return word[:min(n, _INFLECTION_STEM_CHARS)]


def other_forms(word: str) -> tuple[str, ...]:
    """The regular forms of lower-case `word` whose lexical token `word`'s is not, one per token (sorted; empty for
    a word under four letters or with a character outside a-z)."""
    own = inflection_stem(word)
    first: dict[str, str] = {}
    for form, token in _inflection_candidates(word):  # sorted: the first form of each token
        if token != own:
            first.setdefault(token, form)
    return tuple(sorted(first.values()))


def _inflection_candidates(word: str) -> tuple[tuple[str, str], ...]:
    """Every regular form of `word` read by the rules, `word` itself included, with its lexical token (sorted)."""
    if len(word) < _MIN_LETTERS or not word.isascii() or not word.isalpha() or not word.islower():
        return ()
    bases = _inflection_bases(word)
    for base in list(bases):  # a plural of a participle: bookings -> booking -> book
        if base != word and base.endswith(("ing", "ed")):
            bases |= _inflection_bases(base)
    inflected = len(bases) > 1
    plural = not word.endswith(("s", "ed"))
    forms: set[str] = {word + ("es" if word.endswith(("x", "z", "ch", "sh")) else "s")} if plural else set()
    for base in bases:
        if base != word or not inflected:  # an inflected word's own forms are no words ("meetinged")
            forms |= _inflection_forms(base)
    return tuple((form, inflection_stem(form)) for form in sorted(forms | {word}))


def extra_words(text: str, skip: frozenset[str] = frozenset()) -> str:
    """The forms (other_forms) of `text`'s lower-case words not in `skip` (function words) whose tokens none of its
    words gives, space-joined ("" when none)."""
    words = [w for w in re.findall(r"[A-Za-z]+", text) if w.islower() and w not in skip]
    if not words:
        return ""
    have = {inflection_stem(w) for w in words if len(w) >= _MIN_LETTERS}
    out: list[str] = []
    for word in dict.fromkeys(words):
        for form in other_forms(word):
            token = inflection_stem(form)
            if token not in have:
                have.add(token)
                out.append(form)
    return " ".join(out)
