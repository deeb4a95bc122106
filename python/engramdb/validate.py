"""Checks and conversions of values at the API edge: each either returns the value in the form the store
holds it (numpy columns, Python lists) or raises a typed error (InvalidTypeError / InvalidArgumentError),
and none changes anything. Column helpers take a scalar (one value for every row) or a sequence of n."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from . import _core
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError
from .schema import check_scope, to_epoch
from .segment import scope_groups as _group_rows


def positive_int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise InvalidTypeError(f"{name} must be an integer, got {type(value).__name__}")
    if value <= 0:
        raise InvalidArgumentError(f"{name} must be > 0, got {value}")
    return int(value)


def finite(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise InvalidTypeError(f"{name} must be a number")
    if not math.isfinite(value):
        raise InvalidArgumentError(f"{name} must be finite")
    return float(value)


def is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bytes, bool, int, float, dict, np.generic)) or \
        hasattr(value, "timestamp")


def object_column(value: Any, n: int, name: str) -> list[Any]:
    if is_scalar(value):
        return [value] * n
    values = list(value)
    if len(values) != n:
        raise InvalidArgumentError(f"{name} has {len(values)} values for {n} texts")
    return values


def string_column(value: Any, n: int, name: str, *, required: bool = False) -> list[Any]:
    values = object_column(value, n, name)
    allowed = {str} if required else {str, type(None)}
    if not set(map(type, values)) <= allowed:
        raise InvalidTypeError(f"{name} must be {'a string' if required else 'a string or None'}")
    if required and not all(values):
        raise InvalidArgumentError(f"{name} must not be empty")
    return values


def codes(values: list[Any], codes: dict[str, int], name: str) -> np.ndarray:
    unique = set(values)
    bad = [v for v in unique if v not in codes]
    if bad:
        raise InvalidArgumentError(f"unknown {name} {bad[0]!r}; expected one of {', '.join(codes)}")
    if len(unique) == 1:
        return np.full(len(values), codes[values[0]], np.uint8)
    return np.fromiter(map(codes.__getitem__, values), np.uint8, count=len(values))


def numeric_column(value: Any, n: int, name: str, dtype: Any) -> np.ndarray:
    if isinstance(value, (bool, np.bool_)) and dtype is not np.bool_:
        raise InvalidTypeError(f"{name} must be a number, got bool")
    try:
        array = np.asarray(value, dtype=dtype)
    except (TypeError, ValueError):
        raise InvalidTypeError(f"{name} must be numeric") from None
    if array.ndim == 0:
        return np.full(n, array, dtype=dtype)
    if array.shape != (n,):
        raise InvalidArgumentError(f"{name} must be a scalar or have one value per text ({n})")
    return array


def unit_column(value: Any, n: int, name: str) -> np.ndarray:
    array = numeric_column(value, n, name, np.float64)
    if not ((array >= 0) & (array <= 1)).all():  # NaN fails too
        raise InvalidArgumentError(f"{name} must be in [0, 1]")
    return array.astype(np.float32)


def bool_column(value: Any, n: int, name: str) -> np.ndarray:
    if isinstance(value, (bool, np.bool_)):
        return np.full(n, bool(value))
    values = object_column(value, n, name)
    if not set(map(type, values)) <= {bool, np.bool_}:
        raise InvalidTypeError(f"{name} must be a bool or a sequence of bools")
    return np.asarray(values, dtype=np.bool_)


def time_column(value: Any, n: int, name: str, *, default: float) -> np.ndarray:
    if value is None:
        return np.full(n, default, np.float64)
    if is_scalar(value):
        return np.full(n, to_epoch(value, name), np.float64)
    if isinstance(value, np.ndarray) and np.issubdtype(value.dtype, np.number):
        array = value.astype(np.float64)
        if array.shape != (n,) or not np.isfinite(array).all():
            raise InvalidArgumentError(f"{name} must have {n} finite values")
        return array
    values = object_column(value, n, name)
    return np.array([default if v is None else to_epoch(v, name) for v in values], np.float64)


def scope_column(scope: Any, n: int) -> tuple[list[str], list[tuple[str, np.ndarray]]]:
    """The scope of each row (one scope for all, or one per row), each checked, and per scope the positions
    of its rows (segment.scope_groups)."""
    if isinstance(scope, str):
        check_scope(scope)
        return [scope] * n, [(scope, np.arange(n, dtype=np.int64))]
    if is_scalar(scope):
        check_scope(scope)  # raises the typed error
    scopes = list(scope)
    if len(scopes) != n:
        raise InvalidArgumentError(f"scope has {len(scopes)} values for {n} texts")
    if not set(map(type, scopes)) <= {str}:
        raise InvalidTypeError("every scope must be a non-empty string")
    groups = _group_rows(scopes)
    for name, _rows in groups:
        check_scope(name)
    return scopes, groups


def as_matrix(value: Any, dim: int, *, rows: int | None) -> np.ndarray:
    try:
        matrix = np.asarray(value, dtype=np.float32)
    except (TypeError, ValueError):
        raise InvalidTypeError("embedding must be numeric") from None
    if rows == 1 and matrix.ndim == 1:
        matrix = matrix[None, :]
    if matrix.ndim != 2 or matrix.shape[1] != dim:
        raise DimensionMismatchError(f"expected vectors of dimension {dim}, got shape {matrix.shape}")
    if rows is not None and matrix.shape[0] != rows:
        raise InvalidArgumentError(f"expected {rows} vectors, got {matrix.shape[0]}")
    return matrix


def normalised(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), so cosine becomes a dot product; NaN or
    infinity anywhere refuses the batch. One native pass (validation and scaling together)."""
    try:
        return _core.normalized_rows(matrix)
    except ValueError as exc:
        raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None


