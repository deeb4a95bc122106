"""tests/caches_util.py: the fixture made by fresh_caches runs around every test of the file it is assigned in."""

from __future__ import annotations

import functools
import types

from .caches_util import clear_caches, fresh_caches

kept = types.ModuleType("kept")


@functools.cache
def _square(n: int) -> int:
    return n * n


kept._square = _square  # type: ignore[attr-defined]
kept.plain = lambda: None  # type: ignore[attr-defined]  # no cache: passed over
_fresh_caches = fresh_caches(kept)


def test_a_test_starts_with_the_modules_caches_empty_and_fills_one() -> None:
    assert _square.cache_info().currsize == 0
    assert _square(3) == 9
    assert _square.cache_info().currsize == 1


def test_the_next_test_starts_empty_again() -> None:
    assert _square.cache_info().currsize == 0
    _square(4)
    clear_caches(kept)
    assert _square.cache_info().currsize == 0
