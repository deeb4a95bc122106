"""The fused score, public: the same formula the native recall uses (``cpp/engram/rank/fused.hpp``).

    recency   = 0.5 ** (age_days / half_life_days)
    relevance = the similarity (a cosine) through the store's relevance map (engramdb/calibration.py)
    score     = w.similarity * relevance + w.recency * recency + w.importance * importance
                + w.confidence * confidence
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from . import _core
from .calibration import IDENTITY, Calibration
from .errors import InvalidArgumentError, InvalidTypeError

# The defaults, chosen on the evaluation set with the hashing embedder and E5 alike (benchmarks/RESULTS.md,
# "Recall quality" for the half-life, "Recall quality, second pass" for the weights): Weights() and a 60-day
# half-life.
DEFAULT_HALF_LIFE_DAYS = 60.0
# recall's default half-lives by layer (schema.LAYERS): facts (the "memory" layer) fade three times slower than
# events, since a fact holds until something replaces it, and the change rule (semantics.states_a_change) and a
# question asking for the current value (timeref: "now", "latest", ...: every layer back at 60 days) put the
# newer version of a changed fact first. At 60 days a year-old fact kept 0.015 of its recency weight against a
# fresh episode's 0.15, and lost lookups and paraphrases to "This morning ..." notes of the same subject;
# 90 / 120 / 180 / 365 days were tried on the six shipped sets (benchmarks/RESULTS.md, "Recall quality, fifth
# pass"): 365 lost changed facts, 180 lost no set. Since then the change rule marks far more changes (sixth and
# seventh passes: "instead", "no longer", "désormais", a restated older's names), so recency is less often the only
# thing putting a newer value first, and at 180 days a year-old rule ("a winch launch is 12 pounds") lost to a
# two-month-old fact of another subject ("Correction to the service price: ...") with the higher similarity: 270
# days, tried with 240, 300 and 365 on the ten tuning sets ("Recall quality, eighth pass"): 240 gained less, 300 and
# 365 lost unmarked changes whose newer value only recency put first.
class LayerHalfLives(Mapping[str, float]):
    """Half-lives in days by layer name, immutable and hashable: recall validates a set of arguments once and
    caches it by them (engine/params.py), so its default must hash."""

    def __init__(self, days: Mapping[str, float]) -> None:
        self._days = dict(days)

    def __getitem__(self, layer: str) -> float:
        return self._days[layer]

    def __iter__(self) -> Iterator[str]:
        return iter(self._days)

    def __len__(self) -> int:
        return len(self._days)

    def __hash__(self) -> int:
        return hash(tuple(self._days.items()))

    def __repr__(self) -> str:
        return f"LayerHalfLives({self._days!r})"


DEFAULT_HALF_LIVES: Mapping[str, float] = LayerHalfLives(
    {"event": DEFAULT_HALF_LIFE_DAYS, "memory": 270.0, "knowledge": DEFAULT_HALF_LIFE_DAYS,
     "identity": DEFAULT_HALF_LIFE_DAYS})


@dataclass(frozen=True)
class Weights:
    """Weights of the fused score. Each must be a finite number >= 0; they need not sum to 1."""

    similarity: float = 0.7
    recency: float = 0.15
    importance: float = 0.15
    confidence: float = 0.0

    def __post_init__(self) -> None:
        for name in ("similarity", "recency", "importance", "confidence"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise InvalidTypeError(f"weight {name} must be a number, got {type(value).__name__}")
            if not math.isfinite(value) or value < 0:
                raise InvalidArgumentError(f"weight {name} must be finite and >= 0, got {value}")

    def native(self) -> _core.Weights:
        """These weights as the native scorer's struct."""
        w = _core.Weights()
        w.similarity, w.recency, w.importance, w.confidence = (
            self.similarity, self.recency, self.importance, self.confidence)
        return w


def check_unit(name: str, value: float) -> float:
    """Returns value as float if it is a finite number in [0, 1], else raises a typed error."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InvalidTypeError(f"{name} must be a number in [0, 1], got {type(value).__name__}")
    if not 0.0 <= value <= 1.0:  # also False for NaN
        raise InvalidArgumentError(f"{name} must be in [0, 1], got {value}")
    return float(value)


def check_half_life(half_life_days: float) -> float:
    if isinstance(half_life_days, bool) or not isinstance(half_life_days, (int, float)):
        raise InvalidTypeError("half_life_days must be a number")
    if not (math.isfinite(half_life_days) and half_life_days > 0):
        raise InvalidArgumentError(f"half_life_days must be finite and > 0, got {half_life_days}")
    return float(half_life_days)


def score(similarity: float, age_days: float, importance: float, confidence: float = 0.0, *,
          weights: Weights = Weights(), half_life_days: float = DEFAULT_HALF_LIFE_DAYS,
          calibration: Calibration = IDENTITY) -> float:
    """The fused score of one memory, exactly as ``recall`` computes it: `similarity` is the cosine (as a hit's
    ``similarity``), mapped through `calibration` (a store's is ``store.calibration``; the default leaves it as
    it is).

    >>> round(score(0.7, 2, 0.6), 3)   # a similar, recent, fairly important memory
    0.727
    """
    if not isinstance(weights, Weights):
        raise InvalidTypeError("weights must be an engramdb.Weights")
    if not isinstance(calibration, Calibration):
        raise InvalidTypeError("calibration must be an engramdb.Calibration")
    for name, value in (("similarity", similarity), ("age_days", age_days)):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
            raise InvalidArgumentError(f"{name} must be a finite number, got {value!r}")
    if age_days < 0:
        raise InvalidArgumentError(f"age_days must be >= 0, got {age_days}")
    floor, scale, knee = calibration.native()
    return float(_core.fused_score(float(similarity), float(age_days), check_unit("importance", importance),
                                   check_unit("confidence", confidence), weights.native(),
                                   check_half_life(half_life_days), relevance_floor=floor,
                                   relevance_scale=scale, relevance_knee=knee))
