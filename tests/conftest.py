"""Shared fixtures: one seeded RNG, a store on a fixed clock, and unit-vector helpers."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import settings

import engramdb

# Property tests: no per-example deadline (a shared 2-core machine has pauses), and in CI the same
# examples every run (derandomize), so a rare example cannot fail one CI run and pass the next.
settings.register_profile("engramdb", deadline=None)
settings.register_profile("engramdb-ci", deadline=None, derandomize=True, print_blob=True)
settings.load_profile("engramdb-ci" if os.environ.get("CI") else "engramdb")

DAY = 86400.0
NOW = 1_790_000_000.0  # a fixed "now" (2026-09) so recency is reproducible


class Clock:
    """A settable clock for the store: `clock.now` seconds since the epoch."""

    def __init__(self, now: float = NOW) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture(autouse=True)
def _fresh_kept_readings() -> None:
    """The readings recall keeps per pair of texts (support._slot_answered) are emptied before each test, so a test
    that switches a rule off never reads a pair kept under another test's switches."""
    from engramdb import support

    support._slot_answered.cache_clear()


@pytest.fixture
def rng() -> np.random.Generator:
    return np.random.default_rng(20261130)


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(clock: Clock) -> engramdb.MemoryStore:
    return engramdb.MemoryStore(dim=384, clock=clock)


def unit_rows(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    x = rng.standard_normal((n, dim)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def available_levels() -> list[str]:
    best = engramdb._core.simd_best_level()
    return ["scalar", "avx2", "avx512"][: ["scalar", "avx2", "avx512"].index(best) + 1]


def int8_levels() -> list[str]:
    """The levels of the int8 kernels: available_levels(), and on AVX-512 the table's own int8 bodies as well
    ("avx512-novnni"), which the avx512 level replaces by the VNNI ones where the CPU has AVX512_VNNI."""
    levels = available_levels()
    return [*levels, "avx512-novnni"] if "avx512" in levels else levels
