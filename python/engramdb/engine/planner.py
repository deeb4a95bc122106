"""The planner's settings: how each scope's rows in a sealed segment are read by recall.

Accuracy first: by default every plan returns what ``exact=True`` returns (benchmarks/RESULTS.md, "Plan
accuracy"). A scope's run in a sealed segment with at least `ivf_min_rows` rows is read through inverted
lists (k-means partitions with int8 codes, built off the query path by the store's indexer after a seal, merge
or open, and persisted beside the segment: engine/indexer.py; until they are ready the run is scanned), which read
until their bounds prove no unread row can rank (cpp/engram/query/plan_bounded.cpp): exact at any size, so
a scope at the threshold behaves as one far from it; from 1,000 rows they read a scope in about half
the exact scan's time (benchmarks/RESULTS.md, "Where the p99 comes from": 1.5-2x on 1k-5k-row scopes,
identical answers; the first calibration's 5,000 dated from approximate lists). None: exact scans only.
Smaller runs, and the active segment, are scanned exactly. An HNSW graph (M = graph_m, ef_construction =
graph_ef_construction, built at seal/merge on all cores for runs of at least `graph_min_rows` rows) is an
approximation a caller opts into: its walk takes a shortlist by similarity, which misses the memories that
rank on recency and importance (most of the fused picks), so the default is None (no graphs; large scopes
are read through their lists).
quantize="int8": sealed segments are also read through int8 codes (made in memory on first use): exact scans
return the same memories as without (float rescoring within a proven error bound), graph walks compare codes
and rescore their candidates in float; costs 1 byte per dimension per row. The thresholds are the crossovers
measured in benchmarks/RESULTS_planner.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import InvalidArgumentError
from ..validate import INT32_MAX, positive_int

DEFAULT_SEAL_ROWS = 100_000
DEFAULT_GRAPH_MIN_ROWS: int | None = None  # graphs are an opt-in approximation (see above)
DEFAULT_IVF_MIN_ROWS = 1_000
QUANTIZERS = (None, "int8")


@dataclass
class Planner:
    """The planner's settings, each validated when set (see the module doc)."""

    seal_rows: int = DEFAULT_SEAL_ROWS
    graph_min_rows: int | None = DEFAULT_GRAPH_MIN_ROWS
    graph_m: int = 16
    graph_ef_construction: int = 200
    ivf_min_rows: int | None = DEFAULT_IVF_MIN_ROWS
    quantize: str | None = None

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, _checked(name, value))


def _checked(name: str, value: Any) -> Any:
    if name == "quantize":
        if not (value is None or isinstance(value, str)) or value not in QUANTIZERS:
            raise InvalidArgumentError("quantize must be None or 'int8'")
        return value
    if value is None and name in ("graph_min_rows", "ivf_min_rows"):
        return None
    value = positive_int(value, name, INT32_MAX)  # the native graph and lists take an int
    if name == "graph_m" and value < 2:
        raise InvalidArgumentError("graph_m must be >= 2")
    return value
