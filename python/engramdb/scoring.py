"""The fused score, public: the same formula the native recall uses (``cpp/engram/rank/fused.hpp``).

    recency   = 0.5 ** (age_days / half_life_days)
    relevance = the similarity (a cosine) through the store's relevance map (engramdb/calibration.py)
    score     = w.similarity * relevance + w.recency * recency + w.importance * importance
                + w.confidence * confidence
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from . import _core
from .calibration import IDENTITY, Calibration
from .errors import InvalidArgumentError, InvalidTypeError

# The defaults, chosen on the evaluation set with the hashing embedder and E5 alike (benchmarks/RESULTS.md,
# "Recall quality" for the half-life, "Recall quality, second pass" for the weights): Weights() and a 60-day
# half-life.
DEFAULT_HALF_LIFE_DAYS = 60.0


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
