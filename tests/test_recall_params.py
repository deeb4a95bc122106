"""_core.RecallParams(**fields): one call, every field by keyword, the same object as the default
constructor followed by one attribute set per field."""

from __future__ import annotations

import math

import pytest

import engramdb

_core = engramdb._core

FIELDS = ("k", "k_wide", "weights", "half_life_days", "now", "recency_from_last_used", "min_score",
          "min_similarity", "min_confidence", "mmr_lambda", "budget_tokens", "kinds_mask", "ef_search", "nprobe",
          "exact", "use_codes", "keep_pool", "scan_threads", "relevance_floor", "relevance_scale", "relevance_knee",
          "hybrid", "bits_epsilon", "recency_offset")
WEIGHTS = ("similarity", "recency", "importance", "confidence")


def as_tuple(params: _core.RecallParams) -> tuple:
    values = []
    for name in FIELDS:
        value = getattr(params, name)
        values.append(tuple(getattr(value, w) for w in WEIGHTS) if name == "weights" else value)
    return tuple(values)


def test_fields_are_every_attribute() -> None:
    methods = {"with_call"}
    assert set(FIELDS) == {name for name in dir(_core.RecallParams()) if not name.startswith("_")} - methods


def test_with_call_copies_with_the_calls_now_and_pool() -> None:
    prototype = _core.RecallParams(k=7, mmr_lambda=0.5, now=1.0)
    copy = prototype.with_call(2.5e9, True)
    assert (copy.now, copy.keep_pool) == (2.5e9, True) and (prototype.now, prototype.keep_pool) == (1.0, False)
    assert as_tuple(copy)[:4] == as_tuple(prototype)[:4] and copy.mmr_lambda == 0.5
    copy.k = 1
    assert prototype.k == 7  # a copy, not a view


def test_defaults_are_the_default_constructors() -> None:
    assert as_tuple(_core.RecallParams(k=5)) == as_tuple(_core.RecallParams())
    assert tuple(getattr(_core.Weights(recency=0.15), w) for w in WEIGHTS) == tuple(
        getattr(_core.Weights(), w) for w in WEIGHTS)


def test_keywords_set_what_attributes_set() -> None:
    weights = _core.Weights(similarity=0.5, recency=0.2, importance=0.2, confidence=0.1)
    values = dict(k=7, k_wide=33, weights=weights, half_life_days=[1.0, 2.0, 3.0, math.inf], now=1.79e9,
                  recency_from_last_used=True, min_score=0.1, min_similarity=0.25, min_confidence=0.5,
                  mmr_lambda=0.7, budget_tokens=500, kinds_mask=0b1010, ef_search=80, nprobe=6, exact=True,
                  use_codes=False, keep_pool=True, scan_threads=1, relevance_floor=0.25, relevance_scale=4.0,
                  relevance_knee=1.0, hybrid=0.25, bits_epsilon=2.5, recency_offset=3 * 86400.0)
    assert set(values) == set(FIELDS)
    by_attributes = _core.RecallParams()
    for name, value in values.items():
        setattr(by_attributes, name, value)
    assert as_tuple(_core.RecallParams(**values)) == as_tuple(by_attributes)


def test_keywords_only_and_checked() -> None:
    with pytest.raises(TypeError):
        _core.RecallParams(5)  # type: ignore[misc]
    with pytest.raises(TypeError):
        _core.RecallParams(k_wid=5)  # type: ignore[call-arg]
    with pytest.raises(ValueError, match="one value per layer"):
        _core.RecallParams(half_life_days=[30.0])
    with pytest.raises(ValueError, match="recency_offset"):
        _core.RecallParams(recency_offset=-1.0)
