"""The engine: one owner of a store's segment state (SegmentSet), its planner settings, its storage seam
(Backend), recall's parameters and the Memory/Hit objects made from rows. It knows nothing of the store's
semantics (facts, lessons, guards) and nothing of file formats (engramdb.durable)."""

from .backend import Backend, MemoryBackend
from .planner import Planner
from .segment_set import SegmentSet, Targets

__all__ = ["Backend", "MemoryBackend", "Planner", "SegmentSet", "Targets"]
