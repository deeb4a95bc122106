"""Types of engramdb._core, the private compiled module (cpp/bindings). Kept honest by
``python -m mypy.stubtest engramdb._core`` (tests/test_stub.py runs it).

Array arguments the bindings convert (float32 / int64 / ... with forcecast) are ``ArrayLike``; arguments
borrowed as they are (no copy: the dtype and layout must already be right) are ``NDArray`` of that dtype.
"""

import os
from collections.abc import Callable, Sequence
from typing import Any, TypeAlias, type_check_only

import numpy as np
import numpy.typing as npt
from typing_extensions import Buffer

_F32: TypeAlias = npt.NDArray[np.float32]
_F64: TypeAlias = npt.NDArray[np.float64]
_I8: TypeAlias = npt.NDArray[np.int8]
_I32: TypeAlias = npt.NDArray[np.int32]
_I64: TypeAlias = npt.NDArray[np.int64]
_U8: TypeAlias = npt.NDArray[np.uint8]
_Path: TypeAlias = str | os.PathLike[str]
# (segment, begin, end, rows int64 or None[, HnswIndex or IvfLists or None]): the rows of one scope.
_Selection: TypeAlias = tuple[Any, ...]
# recall's result: (segment int32, row int64, score, similarity, recency, importance, confidence float32)
# arrays in the order chosen, and with params.keep_pool the pool's (segment int32, row int64) arrays too.
_RecallArrays: TypeAlias = tuple[npt.NDArray[Any], ...]

# The metaclass pybind11 gives every bound class (pybind11_builtins.pybind11_type, not importable by name).
@type_check_only
class _pybind11_type(type): ...

# register_simd.cpp
def simd_level() -> str: ...
def simd_best_level() -> str: ...
def hash64(data: Buffer, threads: int = 0) -> int: ...
def crc32(data: Buffer, value: int = 0) -> int: ...
def crc32_level() -> str: ...
def dot_many(query: npt.ArrayLike, rows: npt.ArrayLike, ids: npt.ArrayLike | None = None,
             level: str | None = None) -> _F32: ...
def cosine_many(query: npt.ArrayLike, rows: npt.ArrayLike, ids: npt.ArrayLike | None = None,
                level: str | None = None, by_address: bool = False) -> _F32: ...
def dot_i8_many(query: npt.ArrayLike, rows: npt.ArrayLike, level: str | None = None) -> _I32: ...
def normalized_rows(matrix: npt.ArrayLike) -> _F32: ...

# register_recall.cpp
class Weights(metaclass=_pybind11_type):
    similarity: float
    recency: float
    importance: float
    confidence: float
    def __init__(self, *, similarity: float = 0.65, recency: float = 0.2, importance: float = 0.15,
                 confidence: float = 0.0) -> None: ...

class RecallParams(metaclass=_pybind11_type):
    k: int
    k_wide: int
    weights: Weights
    half_life_days: list[float]
    now: float
    recency_from_last_used: bool
    min_score: float
    min_similarity: float
    min_confidence: float
    mmr_lambda: float
    budget_tokens: int
    kinds_mask: int
    ef_search: int
    nprobe: int
    exact: bool
    use_codes: bool
    keep_pool: bool
    scan_threads: int
    relevance_floor: float
    relevance_scale: float
    relevance_knee: float
    def __init__(self, *, k: int = 5, k_wide: int = 100, weights: Weights = ...,
                 half_life_days: Sequence[float] = ..., now: float = 0.0, recency_from_last_used: bool = False,
                 min_score: float = ..., min_similarity: float = ..., min_confidence: float = ...,
                 mmr_lambda: float = -1.0, budget_tokens: int = -1, kinds_mask: int = 0, ef_search: int = 0,
                 nprobe: int = 0, exact: bool = False, use_codes: bool = True, keep_pool: bool = False,
                 scan_threads: int = 0, relevance_floor: float = 0.0, relevance_scale: float = 1.0,
                 relevance_knee: float = 0.0) -> None: ...
    def with_call(self, now: float, keep_pool: bool) -> RecallParams: ...

class Segment(metaclass=_pybind11_type):
    def __init__(self, embeddings: _F32, created_at: _F64, last_used: _F64, expires_at: _F64,
                 importance: _F32, confidence: _F32, tokens: _I32, kind: _U8, layer: _U8, hidden: _U8,
                 n_rows: int) -> None: ...
    def set_codes(self, codes: _I8, scale: _F32, l1_max: int) -> None: ...
    @property
    def has_codes(self) -> bool: ...
    @property
    def n_rows(self) -> int: ...
    @property
    def dim(self) -> int: ...

def recall(segments: Sequence[Segment], selections: Sequence[_Selection], query: npt.ArrayLike,
           params: RecallParams) -> _RecallArrays: ...
def recall_many(segments: Sequence[Segment], selections: Sequence[Sequence[_Selection]], queries: npt.ArrayLike,
                params: RecallParams, threads: int = 0) -> list[_RecallArrays]: ...
def fused_score(similarity: float, age_days: float, importance: float, confidence: float, weights: Weights,
                half_life_days: float, *, relevance_floor: float = 0.0, relevance_scale: float = 1.0,
                relevance_knee: float = 0.0) -> float: ...

class RecallPlan(metaclass=_pybind11_type):
    def __init__(self, segments: list[Segment], selections: Sequence[_Selection],
                 columns: list[MemoryColumns | None], builder: RowBuilder) -> None: ...
    def hits(self, query: npt.ArrayLike, params: RecallParams,
             normalize: bool = True) -> tuple[list[Any], _I32 | None, _I64 | None] | None: ...
    @property
    def n_segments(self) -> int: ...

# register_rows.cpp
class MemoryColumns(metaclass=_pybind11_type):
    def __init__(self, n_rows: int, numeric: dict[str, npt.NDArray[Any]], text: dict[str, Any]) -> None: ...
    @property
    def n_rows(self) -> int: ...

class RowBuilder(metaclass=_pybind11_type):
    def __init__(self, memory: type, memory_fields: tuple[str, ...], hit: type, hit_fields: tuple[str, ...],
                 kinds: tuple[str, ...], layers: tuple[str, ...], statuses: tuple[str, ...],
                 json_loads: Callable[[str], Any]) -> None: ...
    def memories(self, columns: MemoryColumns, rows: npt.ArrayLike) -> list[Any]: ...
    def hits(self, segments: list[Any], result: tuple[npt.NDArray[Any], ...],
             columns_of: Callable[[Any], MemoryColumns], relevance_floor: float = 0.0,
             relevance_scale: float = 1.0, relevance_knee: float = 0.0) -> list[Any]: ...

def _civil_from_epoch(seconds: float) -> tuple[int, int, int, int, int, int, int] | None: ...

# register_embed.cpp
def hash_embed(texts: Sequence[str], dim: int, threads: int = 0) -> _F32: ...

# register_consolidate.cpp
def near_duplicate_clusters(vectors: npt.ArrayLike, threshold: float, threads: int = 0,
                            level: str | None = None) -> _I64: ...

# register_rescore.cpp
def rescore(created_at: npt.ArrayLike, last_used: npt.ArrayLike, layer: npt.ArrayLike, importance: npt.ArrayLike,
            confidence: npt.ArrayLike, rows: npt.ArrayLike | None, weights: Weights,
            half_life_days: Sequence[float], recency_from_last_used: bool,
            strength_half_life_days: Sequence[float], now: float, threads: int = 0,
            level: str | None = None) -> tuple[_F32, _F32, _F64]: ...

# register_hnsw.cpp
class HnswIndex(metaclass=_pybind11_type):
    def __init__(self, vectors: _F32, M: int = 16, ef_construction: int = 200, seed: int = 100,
                 threads: int = 0) -> None: ...
    @staticmethod
    def load(path: _Path, vectors: _F32) -> HnswIndex: ...
    def save(self, path: _Path) -> None: ...
    def search(self, query: npt.ArrayLike, k: int = 10, ef: int = 64,
               hidden: _U8 | None = None) -> tuple[_I64, _F32]: ...
    def search_batch(self, queries: npt.ArrayLike, k: int = 10, ef: int = 64, hidden: _U8 | None = None,
                     threads: int = 0) -> tuple[_I64, _F32]: ...
    @property
    def n(self) -> int: ...
    @property
    def dim(self) -> int: ...
    @property
    def M(self) -> int: ...
    @property
    def ef_construction(self) -> int: ...
    @property
    def max_level(self) -> int: ...
    @property
    def memory_bytes(self) -> int: ...
    @property
    def vectors(self) -> _F32: ...

# register_text.cpp
class AnchorSet(metaclass=_pybind11_type):
    def __init__(self, anchors: Sequence[bytes]) -> None: ...
    def __len__(self) -> int: ...
    def scan(self, texts: Sequence[str | bytes], threads: int = 0) -> tuple[_I64, _I32]: ...

# register_quant.cpp
def sq8_encode(rows: npt.ArrayLike, threads: int = 0) -> tuple[_I8, _F32, int]: ...
def sq8_query(query: npt.ArrayLike, scale: npt.ArrayLike, l1_max: int) -> tuple[_I8, float, float]: ...

# register_ivf.cpp
class IvfLists(metaclass=_pybind11_type):
    def __init__(self, vectors: _F32, n_lists: int = 0, iterations: int = 10, seed: int = 1,
                 threads: int = 0) -> None: ...
    def attach_columns(self, importance: npt.ArrayLike, confidence: npt.ArrayLike, created_at: npt.ArrayLike,
                       layer: npt.ArrayLike) -> None: ...
    def layout(self) -> tuple[_I64, _I32]: ...
    def rank_lists(self, query: npt.ArrayLike) -> _I32: ...
    @property
    def size(self) -> int: ...
    @property
    def dim(self) -> int: ...
    @property
    def n_lists(self) -> int: ...
    @property
    def memory_bytes(self) -> int: ...
    @property
    def has_columns(self) -> bool: ...
