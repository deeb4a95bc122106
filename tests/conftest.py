"""Shared fixtures: one seeded RNG, a store on a fixed clock, and unit-vector helpers."""

from __future__ import annotations

import os

import numpy as np
import pytest
from hypothesis import settings

import engramdb

# Property tests: no per-example deadline (a shared 2-core machine has pauses), and the same examples every run
# (derandomize: each test's examples are seeded by a digest of its own source, and no example database is read), so
# a rare example cannot fail one `make test` on a clean clone and pass the next. This is the profile of every run,
# with or without CI set (CI set it alone before session 46: `make test` and .ci/run, which set no CI, ran random
# examples, and two guard properties met a rare false alarm at random on a clean clone).
#
# The wide search is asked for by name: ENGRAMDB_WIDE=<k> (`make test-wide`) runs each property test on k times its
# max_examples, random examples (a new seed each run), and prints the seed of a failure to replay it. A note it finds
# refused is fixed and then pinned as an explicit @example of the test that met it, so the fixed profile keeps it.
settings.register_profile("engramdb-ci", deadline=None, derandomize=True, print_blob=True)
settings.register_profile("engramdb-wide", deadline=None, derandomize=False, print_blob=True)
WIDE = int(os.environ.get("ENGRAMDB_WIDE") or 0)
settings.load_profile("engramdb-wide" if WIDE else "engramdb-ci")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under ENGRAMDB_WIDE=<k>, every Hypothesis test runs k times its own max_examples on random examples (a test's
    @settings names its own max_examples and inherits derandomize from the profile loaded above; the wide profile
    alone cannot scale the first, so each test's settings are scaled here)."""
    if WIDE <= 1:
        return
    for item in items:
        test = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))  # (a method: its function)
        own = getattr(test, "_hypothesis_internal_use_settings", None)
        if own is not None and getattr(test, "is_hypothesis_test", False):
            test._hypothesis_internal_use_settings = settings(  # type: ignore[union-attr]
                own, max_examples=own.max_examples * WIDE, derandomize=False)

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
