"""The fused score reproduces worked examples computed by hand (default weights 0.6 / 0.25 / 0.15, and a
0.6 / 0.2 / 0.2 mix)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engramdb
from engramdb import Weights, score

DEFAULT = Weights(similarity=0.7, recency=0.15, importance=0.15)
SEED = Weights(similarity=0.6, recency=0.25, importance=0.15)  # the worked tables of the domain texts
EVEN_MIX = Weights(similarity=0.6, recency=0.2, importance=0.2)


@pytest.mark.parametrize("similarity, age_days, importance, expected", [
    (0.9, 60, 0.3, 0.648),   # S1 prefers replies in Hindi
    (0.7, 2, 0.6, 0.749),    # invoice 8841 rejected for E12
    (0.5, 10, 0.9, 0.633),   # S1's contact was upset
    (0.2, 1, 0.1, 0.379),    # office closed for a festival
])
def test_supplier_table(similarity: float, age_days: float, importance: float, expected: float) -> None:
    assert round(score(similarity, age_days, importance, weights=SEED, half_life_days=30), 3) == expected


@pytest.mark.parametrize("similarity, age_days, importance, expected", [
    (0.7, 0, 0.5, 0.72),  # fresh and fairly relevant
    (0.9, 60, 0.5, 0.69),  # old but very relevant
    (0.1, 0, 0.2, 0.30),  # fresh but off topic
])
def test_even_mix_examples(similarity: float, age_days: float, importance: float, expected: float) -> None:
    assert round(score(similarity, age_days, importance, weights=EVEN_MIX, half_life_days=30), 2) == expected


def test_shorter_half_life_example() -> None:
    assert round(score(0.8, 20, 0.5, weights=SEED, half_life_days=20), 2) == 0.68


def test_default_weights_are_70_15_15() -> None:
    assert Weights() == DEFAULT


@given(st.floats(0, 1), st.floats(0, 3650), st.floats(0, 1), st.floats(0, 1), st.floats(0.1, 365))
def test_matches_formula(similarity: float, age: float, importance: float, confidence: float, half: float) -> None:
    w = Weights(0.5, 0.2, 0.2, 0.1)
    expected = 0.5 * similarity + 0.2 * 0.5 ** (age / half) + 0.2 * importance + 0.1 * confidence
    assert math.isclose(score(similarity, age, importance, confidence, weights=w, half_life_days=half),
                        expected, abs_tol=1e-5)


@pytest.mark.parametrize("kwargs, error", [
    (dict(weights=Weights()), None),
    (dict(half_life_days=0), engramdb.InvalidArgumentError),
    (dict(half_life_days=-3), engramdb.InvalidArgumentError),
    (dict(half_life_days=float("nan")), engramdb.InvalidArgumentError),
    (dict(weights=(0.6, 0.2, 0.2)), engramdb.InvalidTypeError),
])
def test_bad_parameters(kwargs: dict, error: type | None) -> None:
    if error is None:
        score(0.5, 1, 0.5, **kwargs)
    else:
        with pytest.raises(error):
            score(0.5, 1, 0.5, **kwargs)


@pytest.mark.parametrize("weights", [dict(similarity=-0.1), dict(recency=float("inf")), dict(importance="x")])
def test_bad_weights(weights: dict) -> None:
    with pytest.raises((ValueError, TypeError)) as info:
        Weights(**weights)
    assert isinstance(info.value, engramdb.EngramError)


@pytest.mark.parametrize("args", [(0.5, -1, 0.5), (0.5, 1, 1.2), (0.5, 1, -0.1), (float("nan"), 1, 0.5)])
def test_out_of_range_inputs(args: tuple) -> None:
    with pytest.raises(engramdb.InvalidArgumentError):
        score(*args)
