"""recall's arguments -> the native parameters struct (`_core.RecallParams`), validated once per distinct set.

Every search of the store goes through `build` (recall, recall_many and the near-duplicate searches of dedup),
so an argument means the same everywhere and is checked the same way.
"""

from __future__ import annotations

import functools
import math
import operator
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .. import _core
from ..errors import InvalidArgumentError, InvalidTypeError
from ..schema import EPOCH_MAX, EPOCH_MIN, KIND_CODE, LAYERS, check_kind, to_epoch
from ..scoring import DEFAULT_HALF_LIVES, Weights, check_half_life, check_unit
from ..validate import INT64_MAX, finite, positive_int

# The most k, k_wide, ef_search and nprobe may be: the native search reserves room for that many candidates
# up front (k = 2**31 - 1 was a std::bad_alloc, not a refusal), so a larger value is refused as bad input.
MAX_CANDIDATES = 1_000_000

RECALL_DEFAULTS: dict[str, Any] = dict(
    k=5, min_score=0.0, weights=Weights(), half_life_days=DEFAULT_HALF_LIVES, recency_from="created",
    mmr_lambda=None, budget_tokens=None, kinds=None, now=None, min_similarity=None, min_confidence=None, k_wide=100,
    ef_search=None, exact=False, nprobe=None, hybrid=None, codes=None)

# ``codes="bits"``: the bounded lists plan also bounds rows by their one-bit codes (cpp/engram/quant/bits.hpp)
# with this eps0. That bound is statistical (a row of the exact pool is dismissed with probability about
# 2 exp(-eps0^2 / 2) per row near the threshold); the measured miss rate is in benchmarks/RESULTS.md
# ("One-bit codes").
BITS_EPSILON = 3.0
CODES = (None, "int8", "bits")

# The lexical share of ``hybrid=True``, and of a text recall's default (relevance' = (1 - a) * relevance +
# a * lexical, cpp/engram/query/hybrid.hpp): chosen on the evaluation's v2 set (the best recall@1 that keeps
# E5's recall@5) and checked once on its held-out set (benchmarks/RESULTS.md, "Hybrid recall").
DEFAULT_HYBRID = 0.3
# The default share for a text query that names an identifier (semantics.identifiers: a word with a digit and a
# letter, or of four digits or more): a dense model places "L-91546" next to "L-91544", the words tell them
# apart. Chosen on v2 (0.4 / 0.5 / 0.6 / 0.7: the least share that gains), measured once on the held-out set
# (benchmarks/RESULTS.md, "Recall quality, second pass").
IDENTIFIER_HYBRID = 0.6
# The default share of every text query when the store's embedder is the hashing embedder (hashing-v1): its
# "similarity" is already a word match (hashed words, word pairs and n-grams), weighing a scope's every-day words
# and its subject's name as much as the rare word a question asks about; BM25 reads the same words with their
# rarity in the scope. Chosen on the four shipped sets (v2, holdout, holdout2, holdout3; 0.3 / 0.45 / 0.6 / 0.75 /
# 0.85 / 1: recall@1 and lookups rise up to 0.85, 1 loses the n-grams' near words; benchmarks/RESULTS.md,
# "Recall quality, fourth pass"). A dense model keeps DEFAULT_HYBRID (more costs E5 recall@1 on every set).
LEXICAL_EMBEDDER_HYBRID = 0.85
# The default share of a text query in another language than its scope's memories (subjects.other_language) when
# the embedder is dense: its words meet the memories' only in names and look-alike words, and BM25's divisor, which
# sums the idf of the query's words found in the scope, then gives any memory holding the name a term near 1; a
# multilingual model reads the question itself. Chosen on the eight shipped sets (0 / 0.15 / DEFAULT_HYBRID: E5
# cross-lingual recall@1 up on four, down one case on two; benchmarks/RESULTS.md, "Recall quality, sixth pass").
OTHER_LANGUAGE_HYBRID = 0.0
# The factor on the recency weight of a text query in another language than its scope's memories (the same test) when
# the embedder is dense, the caller left `weights` at their default and the question names no time (a time hint sets
# the recency term itself: timeref.hinted). Across languages a dense model's cosines sit close together (E5: the
# answer's relevance lead over a recent log line of the same topic 0.002-0.19), so the default recency weight, not
# the meaning, picked the newest memory of the topic; 0 / 1/3 (0.05) / 1 measured on the sixteen tuning sets
# (benchmarks/RESULTS.md, "xling43 (session 26)").
OTHER_LANGUAGE_RECENCY_SCALE = 0.0
# The default share of an English text query (subjects.asks_in_english) without an identifier when the embedder is
# dense and at least MIXED_SCOPE_MIN_SHARE of its scope's texts hold a lower-case word with a letter outside a-z
# (subjects.NameCounts.other_letters_share: "fidélité", "się", 三者面談): a scope whose memories are written in
# several languages, where BM25 meets only the memories in the question's language and its term lifts them over an
# answer written in another (E5: "Can the loyalty card be used on cakes?" over "Carte de fidélité : ... pas valable
# sur les gâteaux"). Chosen on the eighteen tuning sets (shares 0 / 0.1 / 0.15 / 0.2, least scope shares 0.1 / 0.2
# / 0.3 / 0.4; benchmarks/RESULTS.md, "xling49 (session 27)").
MIXED_SCOPE_HYBRID = 0.15
MIXED_SCOPE_MIN_SHARE = 0.25


# The relevance map that leaves the cosine as it is (clamped at 0): (relevance_floor, relevance_scale,
# relevance_knee).
PLAIN_COSINE = (0.0, 1.0, 0.0)


def build_from(clock: Callable[[], float], options: dict[str, Any], *, keep_pool: bool = False,
               relevance: tuple[float, float, float] = PLAIN_COSINE) -> _core.RecallParams:
    """`build` from keyword options (recall's, less conflicts, reinforce and calibrated); an unknown one is
    refused."""
    unknown = set(options) - set(RECALL_DEFAULTS)
    if unknown:
        raise InvalidArgumentError(f"unknown recall option(s) {sorted(unknown)}; expected some of "
                                   f"{', '.join(RECALL_DEFAULTS)}")
    return build(clock, **{**RECALL_DEFAULTS, **options}, keep_pool=keep_pool, relevance=relevance)


def build(clock: Callable[[], float], k: int, min_score: float, weights: Weights, half_life_days: Any,
          recency_from: str, mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None,
          now: Any, min_similarity: float | None, min_confidence: float | None, k_wide: int,
          ef_search: int | None = None, exact: bool = False, nprobe: int | None = None, hybrid: Any = None,
          codes: str | None = None, *, keep_pool: bool = False,
          relevance: tuple[float, float, float] = PLAIN_COSINE) -> _core.RecallParams:
    """The native parameters of one recall (recall, recall_many and the near-duplicate searches of dedup all
    build theirs here): a copy, with this call's `now` and `keep_pool`, of the RecallParams its other arguments
    validate to. Each distinct set of arguments is validated once into an immutable prototype (_prototype);
    a call with the very same argument objects as the last one (recall's defaults, a caller's constants)
    reuses it without hashing them. Every call gets its own copy (one native call, ~0.3 µs), so no caller
    can see another's parameters change. `relevance` is the store's relevance map as (floor, scale, knee)
    (calibration.py; not validated here: the store's Calibration checked it). `hybrid` is the lexical share
    (hybrid_share)."""
    if type(keep_pool) is not bool:
        raise InvalidTypeError(f"conflicts must be a bool, got {type(keep_pool).__name__}")
    prototype, when = prototype_of(clock, k, min_score, weights, half_life_days, recency_from, mmr_lambda,
                                   budget_tokens, kinds, now, min_similarity, min_confidence, k_wide, ef_search,
                                   exact, nprobe, hybrid, codes, relevance)
    return prototype.with_call(when, keep_pool)


def prototype_of(clock: Callable[[], float], k: int, min_score: float, weights: Weights, half_life_days: Any,
                 recency_from: str, mmr_lambda: float | None, budget_tokens: int | None,
                 kinds: Sequence[str] | None, now: Any, min_similarity: float | None,
                 min_confidence: float | None, k_wide: int, ef_search: int | None, exact: bool,
                 nprobe: int | None, hybrid: Any, codes: str | None,
                 relevance: tuple[float, float, float]) -> tuple[_core.RecallParams, float]:
    """(the immutable prototype `build`'s arguments validate to, the call's `now` in epoch seconds): `build` less
    its copy. recall() hands both to its plan's one native call (RecallPlan.recall), which copies the prototype on
    its own stack; nothing may change the prototype (it serves every call with the same arguments)."""
    if isinstance(kinds, list):
        kinds = tuple(kinds)  # hashable, so that the prototype can be cached (validated alike)
    args = (k, min_score, weights, half_life_days, recency_from, mmr_lambda, budget_tokens, kinds,
            min_similarity, min_confidence, k_wide, ef_search, exact, nprobe, relevance, hybrid, codes)
    recent = _recent
    if recent and all(map(operator.is_, args, recent[0][0])):
        prototype = recent[0][1]  # the very same objects as the last call's: validated alike
    elif len(recent) > 1 and all(map(operator.is_, args, recent[1][0])):
        prototype = recent[1][1]  # as the call before (a caller alternating two sets, e.g. exact=True and not)
    else:
        try:
            prototype = _prototype(*args)
        except InvalidTypeError:
            raise
        except TypeError:  # an unhashable argument (a dict of half-lives): validated on every call
            prototype = _validated(*args)
        else:
            _remember_last(args, prototype)
    return prototype, call_time(clock, now)


def call_time(clock: Callable[[], float], now: Any) -> float:
    """A recall's time in epoch seconds: `now` (a float, a datetime...) validated, or the store's clock for None."""
    return clock() if now is None else now if type(now) is float and EPOCH_MIN <= now <= EPOCH_MAX \
        else to_epoch(now, "now")


def _validated(k: int, min_score: float, weights: Weights, half_life_days: Any, recency_from: str,
               mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None,
               min_similarity: float | None, min_confidence: float | None, k_wide: int,
               ef_search: int | None, exact: bool, nprobe: int | None = None,
               relevance: tuple[float, float, float] = PLAIN_COSINE, hybrid: Any = None,
               codes: str | None = None) -> _core.RecallParams:
    """recall's arguments (but `now`) validated into a RecallParams (one keyword call of the native
    constructor; the fields not given keep their defaults)."""
    settings: dict[str, Any] = {"k": positive_int(k, "k", MAX_CANDIDATES),
                                "k_wide": positive_int(k_wide, "k_wide", MAX_CANDIDATES)}
    if not isinstance(weights, Weights):
        raise InvalidTypeError("weights must be an engramdb.Weights")
    settings["weights"] = weights.native()
    settings["half_life_days"] = half_lives(half_life_days)
    if not isinstance(recency_from, str) or recency_from not in ("created", "last_used"):
        raise InvalidArgumentError("recency_from must be 'created' or 'last_used'")
    settings["recency_from_last_used"] = recency_from == "last_used"
    settings["min_score"] = finite(min_score, "min_score")
    if min_similarity is not None:
        settings["min_similarity"] = finite(min_similarity, "min_similarity")
    if min_confidence is not None:
        settings["min_confidence"] = check_unit("min_confidence", min_confidence)
    if mmr_lambda is not None:
        settings["mmr_lambda"] = check_unit("mmr_lambda", mmr_lambda)
    if budget_tokens is not None:
        if isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int):
            raise InvalidTypeError(f"budget_tokens must be an integer, got {type(budget_tokens).__name__}")
        if not 0 <= budget_tokens <= INT64_MAX:
            raise InvalidArgumentError(f"budget_tokens must be an integer in [0, 2**63 - 1], got {budget_tokens}")
        settings["budget_tokens"] = budget_tokens
    if kinds is not None:
        settings["kinds_mask"] = sum(1 << code for code in kind_codes(kinds))
    if ef_search is not None:
        settings["ef_search"] = positive_int(ef_search, "ef_search", MAX_CANDIDATES)
    if nprobe is not None:
        settings["nprobe"] = positive_int(nprobe, "nprobe", MAX_CANDIDATES)
    if not isinstance(exact, bool):
        raise InvalidTypeError("exact must be a bool")
    settings["exact"] = exact
    settings["relevance_floor"], settings["relevance_scale"], settings["relevance_knee"] = relevance
    settings["hybrid"] = hybrid_share(hybrid)
    if codes is not None and not isinstance(codes, str):
        raise InvalidTypeError(f"codes must be None, 'int8' or 'bits', got {type(codes).__name__}")
    if codes not in CODES:
        raise InvalidArgumentError(f"codes must be None, 'int8' or 'bits', got {codes!r}")
    if codes == "bits":
        settings["bits_epsilon"] = BITS_EPSILON
    return _core.RecallParams(**settings)


def hybrid_share(value: Any) -> float:
    """The lexical share a of a ``hybrid`` argument: None, False or 0 -> 0.0 (off: the dense score alone, bit for
    bit); True -> DEFAULT_HYBRID; a number in [0, 1] -> itself. Anything else is a typed error (a str or another
    type: InvalidTypeError; NaN, an infinity or a number outside [0, 1]: InvalidArgumentError)."""
    if value is None or value is False:
        return 0.0
    if value is True:
        return DEFAULT_HYBRID
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidTypeError(f"hybrid must be a bool, None or a number in [0, 1], got {type(value).__name__}")
    if not 0.0 <= value <= 1.0:  # also False for NaN
        raise InvalidArgumentError(f"hybrid must be in [0, 1], got {value}")
    return float(value)


# The prototype of each distinct set of (hashable) arguments, validated once: recall()'s arguments are mostly
# the same from call to call. typed: k=1 and k=True are different keys (True is refused). Prototypes are never
# changed (each call gets a copy), so one may serve every thread.
_prototype = functools.lru_cache(maxsize=64, typed=True)(_validated)
_cached_settings = _prototype  # the cache's statistics, for tests
# (arguments, prototype) of the last two distinct calls with hashable arguments, the latest first; replaced whole,
# so a reader on another thread sees one tuple or the other, never a mix. Two, not one: a caller alternating two
# sets of arguments (a recall with exact=True between default ones, as benchmarks/plan_ab.py runs them) would
# otherwise hash every argument into the lru_cache on each call (~15 µs when the interpreter's caches are cold,
# benchmarks/RESULTS.md "plan28").
_recent: tuple[tuple[tuple[Any, ...], _core.RecallParams], ...] = ()


def _remember_last(args: tuple[Any, ...], prototype: _core.RecallParams) -> None:
    global _recent
    recent = _recent
    _recent = ((args, prototype),) if not recent else ((args, prototype), recent[0])


def half_lives(value: Any) -> list[float]:
    """One half-life for every layer, or a dict of them by layer name (a layer it leaves out keeps its default,
    scoring.DEFAULT_HALF_LIVES) -> a list in layer-code order."""
    if not isinstance(value, Mapping):
        return [_half_life(value)] * len(LAYERS)
    unknown = set(value) - set(LAYERS)
    if unknown:
        raise InvalidArgumentError(f"unknown layer(s) {sorted(unknown)} in half_life_days")
    out = []
    for layer in LAYERS:
        days = value.get(layer, DEFAULT_HALF_LIVES[layer])
        out.append(math.inf if days == math.inf else _half_life(days))
    return out


def _half_life(days: Any) -> float:
    try:
        return check_half_life(days)
    except OverflowError:  # an int beyond float
        raise InvalidArgumentError("half_life_days must be finite, got an int beyond float") from None


def kind_codes(kinds: Any) -> tuple[int, ...]:
    """The codes of a `kinds` argument (a kind name or a non-empty sequence of them), typed errors otherwise."""
    if isinstance(kinds, str):
        kinds = [kinds]
    if not isinstance(kinds, (list, tuple, set, frozenset)) or not all(isinstance(kd, str) for kd in kinds):
        raise InvalidTypeError("kinds must be a kind name or a sequence of kind names")
    if not kinds:  # an empty filter would match nothing; None means every kind
        raise InvalidArgumentError("kinds must name at least one kind (None: every kind)")
    return tuple(sorted({KIND_CODE[check_kind(kd)] for kd in kinds}))
