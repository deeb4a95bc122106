"""Empty caches for the tests of rules read inside cached functions (a switch set by one test must not reach another
through a kept result): :func:`clear_caches` empties every functools cache of some modules' functions, and
:func:`fresh_caches` makes the autouse fixture that does so before and after each test of the file it is assigned in
(``_fresh_caches = fresh_caches(semantics, unit_prices)``)."""

from __future__ import annotations

from collections.abc import Iterator
from types import ModuleType

import pytest


def clear_caches(*modules: ModuleType) -> None:
    """Empty the cache of each function of ``modules`` that has one (functools' lru_cache / cache)."""
    for module in modules:
        for f in vars(module).values():
            if callable(f) and hasattr(f, "cache_clear"):
                f.cache_clear()


def fresh_caches(*modules: ModuleType) -> object:
    """An autouse fixture: ``modules``' caches are emptied before each test of the file and again after it."""

    def fresh() -> Iterator[None]:
        clear_caches(*modules)
        yield
        clear_caches(*modules)

    return pytest.fixture(autouse=True)(fresh)
