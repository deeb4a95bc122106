"""recall's arguments -> the native parameters struct (`_core.RecallParams`), validated once per distinct set.

Every search of the store goes through `build` (recall, recall_many and the near-duplicate searches of dedup),
so an argument means the same everywhere and is checked the same way.
"""

from __future__ import annotations

import functools
import math
import operator
import threading
from collections.abc import Callable, Sequence
from typing import Any

from .. import _core
from ..errors import InvalidArgumentError, InvalidTypeError
from ..schema import KIND_CODE, LAYERS, check_kind, to_epoch
from ..scoring import Weights, check_half_life, check_unit
from ..validate import finite, positive_int

RECALL_DEFAULTS: dict[str, Any] = dict(
    k=5, min_score=0.0, weights=Weights(), half_life_days=30.0, recency_from="created", mmr_lambda=None,
    budget_tokens=None, kinds=None, now=None, min_similarity=None, min_confidence=None, k_wide=100,
    ef_search=None, exact=False, nprobe=None)


def build_from(clock: Callable[[], float], options: dict[str, Any]) -> _core.RecallParams:
    """`build` from keyword options (recall's, less conflicts and reinforce); an unknown one is refused."""
    unknown = set(options) - set(RECALL_DEFAULTS)
    if unknown:
        raise InvalidArgumentError(f"unknown recall option(s) {sorted(unknown)}; expected some of "
                                   f"{', '.join(RECALL_DEFAULTS)}")
    return build(clock, **{**RECALL_DEFAULTS, **options})


def build(clock: Callable[[], float], k: int, min_score: float, weights: Weights, half_life_days: Any,
          recency_from: str, mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None, now: Any,
          min_similarity: float | None, min_confidence: float | None, k_wide: int,
          ef_search: int | None = None, exact: bool = False, nprobe: int | None = None, *,
          spare: bool = False) -> _core.RecallParams:
    """The native parameters of one recall (recall, recall_many and the near-duplicate searches of dedup all
    build theirs here): the validated settings (cached per distinct arguments, _cached_settings) and `now`.
    A new RecallParams, or with `spare` this thread's spare one for the same settings, which the next spare
    call of this thread changes: only for a caller that runs no user code before it is done with it (making
    one costs ~4 µs right after a scan, a pybind11 constructor and a call per field; a spare costs setting
    `now`)."""
    if isinstance(kinds, list):
        kinds = tuple(kinds)  # hashable, so that the settings can be cached (validated alike)
    args = (k, min_score, weights, half_life_days, recency_from, mmr_lambda, budget_tokens, kinds,
            min_similarity, min_confidence, k_wide, ef_search, exact, nprobe)
    spares: dict[Any, Any] | None = _spare_params.__dict__ if spare else None  # this thread's (see _spare_params)
    last = None if spares is None else spares.get("last")
    if last is not None and all(map(operator.is_, args, last[0])):
        p = last[1]  # the very same arguments as this thread's last spare call: validated alike
    else:
        hashable = True
        try:
            settings = _cached_settings(*args)
        except InvalidTypeError:
            raise
        except TypeError:  # an unhashable argument (a dict of half-lives): validated on every call
            hashable = False
            settings = _validated_settings(*args)
        entry = None if spares is None else spares.get(id(settings))
        if entry is not None and entry[0] is settings:
            p = entry[1]
        else:
            p = _core.RecallParams()
            for name, value in settings:
                setattr(p, name, value)
            if spares is not None:
                if len(spares) >= _SPARE_PARAMS_MAX:
                    spares.clear()
                spares[id(settings)] = (settings, p)  # the entry holds settings, so its id is not reused
        if spares is not None and hashable:  # hashable: immutable, so the same objects validate alike
            spares["last"] = (args, p)
    p.now = clock() if now is None else now if type(now) is float and math.isfinite(now) \
        else to_epoch(now, "now")
    return p


def _validated_settings(k: int, min_score: float, weights: Weights, half_life_days: float, recency_from: str,
                        mmr_lambda: float | None, budget_tokens: int | None, kinds: Sequence[str] | None,
                        min_similarity: float | None, min_confidence: float | None, k_wide: int,
                        ef_search: int | None, exact: bool, nprobe: int | None = None
                        ) -> tuple[tuple[str, Any], ...]:
    """recall's arguments (but `now`) validated and converted to fields of _core.RecallParams, as (name,
    value) pairs, leaving out those a fresh RecallParams already holds: each attribute set is a pybind11
    call (~0.3 µs, several µs right after a native scan has evicted the caches)."""
    settings: dict[str, Any] = {"k": positive_int(k, "k"), "k_wide": positive_int(k_wide, "k_wide")}
    if not isinstance(weights, Weights):
        raise InvalidTypeError("weights must be an engramdb.Weights")
    settings["weights"] = weights.native()
    settings["half_life_days"] = half_lives(half_life_days)
    if recency_from not in ("created", "last_used"):
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
        if isinstance(budget_tokens, bool) or not isinstance(budget_tokens, int) or budget_tokens < 0:
            raise InvalidArgumentError("budget_tokens must be an integer >= 0")
        settings["budget_tokens"] = budget_tokens
    if kinds is not None:
        if isinstance(kinds, str):
            kinds = [kinds]
        settings["kinds_mask"] = sum(1 << KIND_CODE[check_kind(kd)] for kd in set(kinds))
    if ef_search is not None:
        settings["ef_search"] = positive_int(ef_search, "ef_search")
    if nprobe is not None:
        settings["nprobe"] = positive_int(nprobe, "nprobe")
    if not isinstance(exact, bool):
        raise InvalidTypeError("exact must be a bool")
    settings["exact"] = exact
    fresh = _core.RecallParams()
    return tuple((name, value) for name, value in settings.items()
                 if _native_value(getattr(fresh, name)) != _native_value(value))


def _native_value(value: Any) -> Any:
    """A comparable form of a RecallParams field (_core.Weights has no __eq__)."""
    if isinstance(value, _core.Weights):
        return value.similarity, value.recency, value.importance, value.confidence
    return value


# The settings of each distinct set of (hashable) arguments, validated once: recall()'s arguments are
# mostly the same from call to call. typed: k=1 and k=True are different keys (True is refused).
_cached_settings = functools.lru_cache(maxsize=64, typed=True)(_validated_settings)


# Per thread, the RecallParams that recall() reuses (build with spare=True): {id(settings):
# (settings, params)}, and under "last" (arguments, params) of the last call with hashable arguments, which a
# call with the very same argument objects (recall's defaults, constants) reuses without hashing them (~1 µs).
_spare_params = threading.local()
_SPARE_PARAMS_MAX = 64


def half_lives(value: Any) -> list[float]:
    """One half-life for every layer, or a dict of them by layer name -> a list in layer-code order."""
    if not isinstance(value, dict):
        return [check_half_life(value)] * len(LAYERS)
    unknown = set(value) - set(LAYERS)
    if unknown:
        raise InvalidArgumentError(f"unknown layer(s) {sorted(unknown)} in half_life_days")
    out = []
    for layer in LAYERS:
        days = value.get(layer, 30.0)
        out.append(math.inf if days == math.inf else check_half_life(days))
    return out
