"""engramdb: long-term memory for LLM agents.

Agents ``remember`` small structured records inside a scope and later ``recall`` the few that matter:
an exact SIMD scan (or an HNSW shortlist) of the scope, one fused score of similarity, recency,
importance and confidence, then MMR diversification under a token budget, in one native call.
"""

from __future__ import annotations

import os as _os
import warnings as _warnings

from . import _core
from .calibration import Calibration
from .context import Context
from .durable import CheckReport, Finding
from .e5 import E5Embedder
from .embed_cache import CachedEmbedder
from .embedders import CallableEmbedder, Embedder, HashingEmbedder, QueryDocumentEmbedder
from .engine.segment_set import StoreHealth
from .errors import (
    CorruptStoreError,
    DeferredWorkWarning,
    DimensionMismatchError,
    EngramError,
    EngramWarning,
    ForkedStoreError,
    IncompatibleStoreError,
    InvalidArgumentError,
    InvalidTypeError,
    MissingExtraError,
    NotFoundError,
    ReadOnlyError,
    SecretError,
    SnapshotChangedError,
    StoreLockedError,
    UntrustedInstructionError,
)
from .maintenance import ConsolidationReport
from .schema import KINDS, LAYERS, Hit, Memory
from .scoring import Weights, score
from .store import MemoryStore
from .support import AnswerSupport, answer_support

__version__ = "0.1.0"

_forced = _os.environ.get("ENGRAMDB_SIMD")
if _forced and _forced not in ("scalar", "avx2", "avx512"):
    _warnings.warn(f"ENGRAMDB_SIMD={_forced!r} is not scalar, avx2 or avx512; using {_core.simd_level()}",
                   RuntimeWarning, stacklevel=2)


def simd_level() -> str:
    """The kernel target this process uses: 'scalar', 'avx2' or 'avx512' (ENGRAMDB_SIMD can lower it)."""
    return _core.simd_level()


__all__ = [
    "KINDS", "LAYERS", "AnswerSupport", "CachedEmbedder", "Calibration", "CallableEmbedder", "CheckReport",
    "ConsolidationReport", "Context", "CorruptStoreError", "DeferredWorkWarning", "DimensionMismatchError",
    "E5Embedder", "Embedder", "EngramError", "EngramWarning", "Finding", "ForkedStoreError", "HashingEmbedder",
    "Hit", "IncompatibleStoreError", "InvalidArgumentError", "InvalidTypeError", "Memory", "MemoryStore",
    "MissingExtraError", "NotFoundError", "QueryDocumentEmbedder", "ReadOnlyError", "SecretError",
    "SnapshotChangedError", "StoreHealth", "StoreLockedError", "UntrustedInstructionError", "Weights",
    "answer_support", "score", "simd_level",
]
