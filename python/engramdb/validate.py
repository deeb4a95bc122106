"""Checks and conversions of values at the API edge: each either returns the value in the form the store
holds it (numpy columns, Python lists) or raises a typed error (InvalidTypeError / InvalidArgumentError),
and none changes anything. Column helpers take a scalar (one value for every row) or a sequence of n."""

from __future__ import annotations

import math
import os
from typing import Any

import numpy as np
import pyarrow as pa

from . import _core
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError
from .schema import EPOCH_MAX, EPOCH_MIN, check_scope, check_utf8, to_epoch
from .segment import scope_groups as _group_rows

INT32_MAX = 2**31 - 1  # the largest count a native parameter (an int) takes
INT64_MAX = 2**63 - 1
MAX_DIM = 65_536  # a store's vectors: 256 KiB each at the limit (the largest embedding models use ~4k)


def positive_int(value: Any, name: str, maximum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise InvalidTypeError(f"{name} must be an integer, got {type(value).__name__}")
    if value <= 0:
        raise InvalidArgumentError(f"{name} must be > 0, got {value}")
    if maximum is not None and value > maximum:
        raise InvalidArgumentError(f"{name} must be <= {maximum}, got {value}")
    return int(value)


def nonnegative_int(value: Any, name: str, maximum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise InvalidTypeError(f"{name} must be an integer, got {type(value).__name__}")
    if not 0 <= value <= maximum:
        raise InvalidArgumentError(f"{name} must be in [0, {maximum}], got {value}")
    return int(value)


def finite(value: Any, name: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float, np.floating, np.integer)):
        raise InvalidTypeError(f"{name} must be a number")
    try:
        number = float(value)
    except OverflowError:  # an int beyond float
        number = math.inf
    if not math.isfinite(number):
        raise InvalidArgumentError(f"{name} must be finite")
    return number


def check_path(path: Any) -> str:
    """A file path (str or os.PathLike of str) as str; InvalidTypeError for anything else (pyarrow would take
    the number 5 as the file name "5"), InvalidArgumentError for an empty one."""
    if not isinstance(path, (str, os.PathLike)):
        raise InvalidTypeError(f"path must be a str or os.PathLike, got {type(path).__name__}")
    text = os.fspath(path)
    if not isinstance(text, str):
        raise InvalidTypeError("path must be text, not bytes")
    if not text or "\x00" in text:
        raise InvalidArgumentError(f"path must be a non-empty file name without NUL, got {text!r}")
    if not text.isascii():
        check_utf8(text, "path")
    return text


def is_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (str, bytes, bool, int, float, dict, np.generic)) or \
        hasattr(value, "timestamp")


def object_column(value: Any, n: int, name: str) -> list[Any]:
    if is_scalar(value):
        return [value] * n
    try:
        values = list(value)
    except TypeError:
        raise InvalidTypeError(f"{name} must be a value or a sequence of values, got {type(value).__name__}") from None
    if len(values) != n:
        raise InvalidArgumentError(f"{name} has {len(values)} values for {n} texts")
    return values


def string_column(value: Any, n: int, name: str, *, required: bool = False) -> list[Any]:
    """A column of str (or None unless `required`), each storable as UTF-8. A scalar (one value for every row,
    the usual case of a bulk write) is checked once, not n times: the same errors, for row 0."""
    scalar = is_scalar(value)
    values = [value] if scalar else object_column(value, n, name)
    allowed = {str} if required else {str, type(None)}
    if not set(map(type, values)) <= allowed:
        raise InvalidTypeError(f"{name} must be {'a string' if required else 'a string or None'}")
    if required and not all(values):
        raise InvalidArgumentError(f"{name} must not be empty")
    utf8_column(values, name)
    return values * n if scalar else values


def utf8_column(values: list[Any], name: str) -> None:
    """InvalidArgumentError unless every str of values (str or None) can be stored as UTF-8 (a lone
    surrogate cannot): one joined isascii/encode in C, ~1 ms per 2 MB of text; the row is looked for only on
    failure. A column without None is joined as it is (no scan for None first), an all-None one not at all."""
    try:
        joined = "".join(values)
    except TypeError:  # a None among them
        if values.count(None) == len(values):
            return
        joined = "".join([v for v in values if v is not None])
    if joined.isascii():
        return
    try:
        joined.encode("utf-8")
    except UnicodeEncodeError:
        row = next(i for i, v in enumerate(values) if v is not None and not _encodable(v))
        raise InvalidArgumentError(f"{name} of row {row} cannot be encoded as UTF-8 (a lone surrogate?)") from None


def _encodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def codes(values: list[Any], codes: dict[str, int], name: str) -> np.ndarray:
    try:
        unique = set(values)
    except TypeError:  # an unhashable value: not a name
        raise InvalidTypeError(f"{name} must be a name or a sequence of names") from None
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
        raw = np.asarray(value)
        # numpy would read "0.5" as 0.5: text is refused, as for every other number of the API
        if raw.dtype.kind in "USV" or (raw.dtype.kind == "O" and any(isinstance(v, (str, bytes)) for v in raw.flat)):
            raise InvalidTypeError(f"{name} must be numeric, got text")
        with np.errstate(over="ignore", invalid="ignore"):  # out of range becomes inf/NaN: the callers refuse it
            array = raw.astype(dtype, copy=False)
    except (TypeError, ValueError):
        raise InvalidTypeError(f"{name} must be numeric") from None
    except OverflowError:  # an int beyond the dtype
        raise InvalidArgumentError(f"{name} holds a number out of range") from None
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
        if array.shape != (n,) or not ((array >= EPOCH_MIN) & (array <= EPOCH_MAX)).all():  # NaN fails too
            raise InvalidArgumentError(f"{name} must have {n} finite times within years 1-9999")
        return array
    values = object_column(value, n, name)
    return np.array([default if v is None else to_epoch(v, name) for v in values], np.float64)


def scope_column(scope: Any, n: int, arrow: pa.Array | pa.ChunkedArray | None = None
                 ) -> tuple[list[str], list[tuple[str, np.ndarray]]]:
    """The scope of each row (one scope for all, or one per row), each checked, and per scope the positions
    of its rows (segment.scope_groups). `arrow`: the Arrow column `scope` (a list) was read from (import_table's
    bulk load, which never reads the groups): when it is a column of strings, each distinct name is checked from
    it (Arrow's unique: the names are not converted and grouped a second time) and no groups are made; any other
    type is checked from the list as before."""
    if arrow is not None and isinstance(scope, list) and len(scope) == n == len(arrow) and _is_strings(arrow.type):
        if arrow.null_count:
            raise InvalidTypeError("every scope must be a non-empty string")
        for name in arrow.unique().to_pylist():
            check_scope(name)
        return scope, []
    if isinstance(scope, str):
        check_scope(scope)
        return [scope] * n, [(scope, np.arange(n, dtype=np.int64))]
    if is_scalar(scope):
        check_scope(scope)  # raises the typed error
    try:
        scopes = list(scope)
    except TypeError:
        raise InvalidTypeError(f"scope must be a string or a sequence of strings, got {type(scope).__name__}") from None
    if len(scopes) != n:
        raise InvalidArgumentError(f"scope has {len(scopes)} values for {n} texts")
    if not set(map(type, scopes)) <= {str}:
        raise InvalidTypeError("every scope must be a non-empty string")
    groups = _group_rows(scopes)
    for name, _rows in groups:
        check_scope(name)
    return scopes, groups


def _is_strings(arrow_type: pa.DataType) -> bool:
    """An Arrow string type (utf8, large_utf8, or a dictionary of either): one whose values are all str or null."""
    if pa.types.is_dictionary(arrow_type):
        arrow_type = arrow_type.value_type
    return bool(pa.types.is_string(arrow_type) or pa.types.is_large_string(arrow_type))


def as_matrix(value: Any, dim: int, *, rows: int | None) -> np.ndarray:
    try:
        with np.errstate(over="ignore"):  # a value beyond float32 becomes inf, refused by `normalised`
            matrix = np.asarray(value, dtype=np.float32)
    except (TypeError, ValueError):
        raise InvalidTypeError("embedding must be numeric") from None
    except OverflowError:  # an int beyond float
        raise InvalidArgumentError("vectors must not contain NaN or infinity: an int is beyond float") from None
    if rows == 1 and matrix.ndim == 1:
        matrix = matrix[None, :]
    if matrix.ndim != 2 or matrix.shape[1] != dim:
        raise DimensionMismatchError(f"expected vectors of dimension {dim}, got shape {matrix.shape}")
    if rows is not None and matrix.shape[0] != rows:
        raise InvalidArgumentError(f"expected {rows} vectors, got {matrix.shape[0]}")
    return matrix


class Unscaled:
    """A batch's vectors as given (type and shape checked by as_matrix; not yet checked for NaN or infinity, not yet
    scaled), for the engine to scale straight into the rows its active segment reserves for them (scaled_into): a
    durable batch's vectors are then read once and written once before the WAL writes them from those rows, where
    normalised and then the staging copy read and wrote them twice (WritePath.prepare(scale_later=True))."""

    __slots__ = ("matrix",)

    def __init__(self, matrix: np.ndarray) -> None:
        self.matrix = matrix

    def __len__(self) -> int:
        return len(self.matrix)

    def scaled_into(self, out: np.ndarray) -> np.ndarray:
        """`out` (C-contiguous float32 of the matrix's shape) holding the rows scaled as `normalised` scales them;
        the same refusal of NaN or infinity (out then holds a partial result: the caller's reserved rows, unread)."""
        try:
            _core.normalize_rows_into(self.matrix, out)
        except ValueError as exc:
            raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None
        return out

    def scaled_into_crc(self, out: np.ndarray, value: int) -> int:
        """scaled_into, returning zlib.crc32 of the rows written (out's bytes) continued from `value`: one pass over
        the rows, each checksummed while in cache (a WAL record's body: storage.wal.Reserved.crc)."""
        try:
            crc: int = _core.normalize_rows_crc_into(self.matrix, out, value)
        except ValueError as exc:
            raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None
        return crc


def normalised(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to unit length (zero rows stay zero), so cosine becomes a dot product; NaN or
    infinity anywhere refuses the batch. One native pass (validation and scaling together)."""
    try:
        return _core.normalized_rows(matrix)
    except ValueError as exc:
        raise InvalidArgumentError(f"vectors must not contain NaN or infinity: {exc}") from None


