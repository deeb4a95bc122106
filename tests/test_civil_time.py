"""The native epoch -> UTC calendar arithmetic (cpp/engram/util/civil_time.cpp) against Python's own
datetime.fromtimestamp(seconds, timezone.utc): directly through the private _core._civil_from_epoch, and as
the Memory timestamps that store.get and recall build natively."""

from __future__ import annotations

import math
from datetime import datetime, timezone

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engramdb

from .conftest import NOW, unit_rows

_core = engramdb._core

FIRST = -62135596800.0  # 0001-01-01T00:00:00Z
END = 253402300800.0  # 10000-01-01T00:00:00Z


def python_fields(seconds: float) -> tuple[int, ...] | None:
    """What _civil_from_epoch must give: datetime's fields, or None where datetime has no answer."""
    if math.isnan(seconds):
        return None
    try:
        d = datetime.fromtimestamp(seconds, timezone.utc)
    except (OverflowError, ValueError, OSError):
        return None
    return (d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond)


def epoch_of(year: int, month: int, day: int) -> float:
    return datetime(year, month, day, tzinfo=timezone.utc).timestamp()


# Whole seconds near the edges the arithmetic can get wrong: the first and last days of datetime's range,
# the 400-year era boundaries, leap days (2000 and 2400 are leap years, 1900 and 2100 are not), the epoch.
_EDGE_DAYS = [(1, 1, 1), (1, 12, 31), (9999, 12, 31), (1600, 2, 29), (1600, 3, 1), (1900, 2, 28),
              (1900, 3, 1), (1969, 12, 31), (1970, 1, 1), (2000, 2, 29), (2000, 3, 1), (2100, 2, 28),
              (2100, 3, 1), (2400, 2, 29), (2400, 12, 31)]
_EDGES = st.builds(lambda day, offset: epoch_of(*day) + offset, st.sampled_from(_EDGE_DAYS),
                   st.integers(-86400, 2 * 86400))


def _halfway(whole: int, micro: int) -> float:
    """A float at (or next to) half a microsecond past whole seconds + micro µs: the rounding's edge."""
    return float(whole) + (micro + 0.5) / 1e6


_SECONDS = (st.floats(FIRST - 86400, END + 86400)  # the whole range, negative epochs included
            | st.floats(-1e6, 1e6)  # fractions near the epoch, where the float has every microsecond
            | st.builds(lambda s, f: s + f, _EDGES, st.floats(0, 1, exclude_max=True))
            | st.builds(_halfway, st.integers(-10**10, 10**10), st.integers(0, 999_999))
            | st.floats(allow_nan=True, allow_infinity=True)
            | st.sampled_from([0.0, -0.0, -1e-7, 0.9999995, -0.0000005, FIRST, FIRST - 0.5, FIRST - 1e-6,
                               END - 1, END - 0.0000005, END - 1e-6, END, math.inf, -math.inf, math.nan]))


@settings(max_examples=2000, deadline=None)
@given(_SECONDS)
def test_civil_fields_are_datetimes(seconds: float) -> None:
    assert _core._civil_from_epoch(seconds) == python_fields(seconds)


def test_every_day_of_four_centuries() -> None:
    """Every day of one 400-year cycle (the calendar's period), at a second before and after midnight."""
    days = np.arange(epoch_of(1600, 1, 1), epoch_of(2000, 1, 2), 86400.0)
    for seconds in (*days[::97], *days[-2000:], *(days[:2000] - 1)):
        assert _core._civil_from_epoch(float(seconds)) == python_fields(float(seconds))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.floats(FIRST, END - 1) | st.sampled_from([FIRST, END - 1, 0.0, -1.5, 951782400.0]),
                min_size=1, max_size=8))
def test_store_timestamps_are_datetimes(created: list[float]) -> None:
    """Memories read back by get and recall carry datetime.fromtimestamp(created_at, timezone.utc)."""
    store = engramdb.MemoryStore(dim=8, clock=lambda: NOW)
    vectors = unit_rows(np.random.default_rng(len(created)), len(created), 8)
    ids = store.remember_many("u", [f"memory {i}" for i in range(len(created))], embeddings=vectors,
                              created_at=np.array(created))
    for memory_id, seconds in zip(ids, created):
        expected = datetime.fromtimestamp(seconds, timezone.utc)
        memory = store.get("u", memory_id)
        assert memory.created_at == expected and repr(memory.created_at) == repr(expected)
        assert memory.created_at.tzinfo is timezone.utc
    for hit in store.recall("u", vectors[0], k=len(created)):
        seconds = created[ids.index(hit.id)]
        assert hit.memory.created_at == datetime.fromtimestamp(seconds, timezone.utc)


@pytest.mark.parametrize("seconds", [math.nan, math.inf, -math.inf, FIRST - 1, END, 1e20])
def test_no_fields_outside_datetimes_range(seconds: float) -> None:
    assert _core._civil_from_epoch(seconds) is None
