"""Side files: the columns of a sealed segment that change after it is written.

Side file (``.side``, little-endian): the columns that change after a write (``hidden``, ``last_used``,
``use_count``) of one sealed segment, in the segment's row order, so the immutable Arrow file is never
rewritten for a tombstone or a usage count::

    0..7    magic    b"EGSIDE\\x00\\x01"    (the last byte is the side-file version, 1)
    8..15   u64      rows                  (= the segment's rows)
    16..    f64[rows] last_used, then i32[rows] use_count, then u8[rows] hidden

Its size and CRC-32 are in the manifest. It is rewritten (under a new name, then the manifest switches)
at every checkpoint (seal, close, compaction, erasure) for each segment whose mutable columns changed
(found by comparing a CRC of the columns, so a change made by any code path is caught); changes in
between are in the WAL.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ..errors import CorruptStoreError
from ..segment import MUTABLE, SealedSegment
from ..storage.files import atomic_path, crc32_parts

SIDE_MAGIC = b"EGSIDE\x00\x01"
_SIDE_HEAD = struct.Struct("<8sQ")


def write_side(path: Path, hidden: np.ndarray, last_used: np.ndarray, use_count: np.ndarray) -> dict[str, Any]:
    """Durably write a side file (format: module doc); return its manifest entry."""
    rows = len(hidden)
    parts = [_SIDE_HEAD.pack(SIDE_MAGIC, rows), np.ascontiguousarray(last_used, "<f8").tobytes(),
             np.ascontiguousarray(use_count, "<i4").tobytes(), np.ascontiguousarray(hidden, np.uint8).tobytes()]
    with atomic_path(path) as tmp:
        with open(tmp, "wb") as f:
            for part in parts:
                f.write(part)
        size = tmp.stat().st_size
        if size != sum(map(len, parts)):  # the CRC below would not be the file's
            raise OSError(f"{tmp}: the side file holds {size} bytes, {sum(map(len, parts))} were written")
        # the CRC of the bytes written, not of the file read back
        entry = {"name": path.name, "crc32": crc32_parts(parts), "bytes": size}
    return entry


def read_side(path: Path, rows: int) -> dict[str, np.ndarray]:
    """The mutable columns of a side file of a segment of `rows` rows (writable arrays)."""
    data = path.read_bytes()
    if len(data) != _SIDE_HEAD.size + rows * 13:
        raise CorruptStoreError(f"{path}: side file is {len(data)} bytes, expected {_SIDE_HEAD.size + rows * 13}")
    magic, stored_rows = _SIDE_HEAD.unpack_from(data)
    if magic != SIDE_MAGIC or stored_rows != rows:
        raise CorruptStoreError(f"{path}: not a side file of a {rows}-row segment")
    at = _SIDE_HEAD.size
    last_used = np.frombuffer(data, "<f8", rows, at).astype(np.float64)
    use_count = np.frombuffer(data, "<i4", rows, at + 8 * rows).astype(np.int32)
    hidden = np.frombuffer(data, np.uint8, rows, at + 12 * rows).copy()
    return {"hidden": hidden, "last_used": last_used, "use_count": use_count}


@dataclass
class SideInfo:  # quacks like SegmentInfo for verify_segment
    name: str
    crc32: int
    bytes: int


def mutable_crc(seg: SealedSegment | Any) -> int:
    """A CRC of the segment's mutable columns (of anything with a segment's `col`): a checkpoint rewrites a side
    file when it changed."""
    crc = 0
    for name in MUTABLE:
        crc = zlib.crc32(np.ascontiguousarray(seg.col(name)).data, crc)
    return crc
