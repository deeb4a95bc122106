"""Durable-storage primitives of a store directory.

* :mod:`.files`    -- fsync helpers, atomic file replacement, streamed CRC-32.
* :mod:`.wal`      -- :class:`WriteAheadLog`, the checksummed, group-committed, generation-rotated log.
* :mod:`.manifest` -- :class:`Manifest` / :class:`SegmentInfo` and ``MANIFEST.json`` I/O.
* :mod:`.lock`     -- :class:`StoreLock`, the exclusive writer lock.
* :mod:`.segments` -- sealed Arrow IPC segments, memory-mapped, with a zero-copy embedding view.

The segment helpers import pyarrow and numpy, so they are loaded on first use; the rest is pure stdlib.
"""

from __future__ import annotations

from typing import Any

from .files import atomic_write_bytes, crc32_file, fsync_dir
from .lock import StoreLock
from .manifest import FORMAT_VERSION, Manifest, SegmentInfo, read_manifest, write_manifest
from .wal import WriteAheadLog

_SEGMENT_NAMES = ("SegmentStats", "embedding_matrix", "open_segment", "verify_segment", "write_segment")

__all__ = [
    "FORMAT_VERSION",
    "Manifest",
    "SegmentInfo",
    "StoreLock",
    "WriteAheadLog",
    "atomic_write_bytes",
    "crc32_file",
    "fsync_dir",
    "read_manifest",
    "write_manifest",
    *_SEGMENT_NAMES,
]


def __getattr__(name: str) -> Any:  # PEP 562: import pyarrow only when a segment helper is used
    if name in _SEGMENT_NAMES:
        from . import segments

        return getattr(segments, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
