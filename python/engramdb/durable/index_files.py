"""Index files: the inverted lists of one scope's run of a sealed segment (and their int8 codes), persisted.

Lists file (``<segment>.l<i>-<n>.ivf``, i = the position of the scope's run in the scope-sorted segment, n a
number that makes each written file's name new), little-endian::

    0..7    magic      b"EGIVF\\x00\\x00\\x02"   (the last byte is the format version, 2; 1 is read too)
    8..15   u64        rows n                 (= the run's rows)
    16..19  u32        dim
    20..23  u32        n_lists
    24..27  i32        l1_max                 (the largest sum |code| of a row)
    28..31  u32        n_sub                  (sub-lists; 0 = none, always 0 in version 1)
    32..    i64[n_lists + 1] offsets, f32[n_lists * dim] centroids, f32[n_lists] min_cosine, f32[dim] scale,
            i32[n] order, i8[n * dim] codes   (cpp/engram/ivf/lists.hpp: the layout)
            then, when n_sub > 0: i32[n_lists + 1] sub_first, i64[n_sub + 1] sub_offsets,
            f32[n_sub * dim] sub_centroids, f32[n_sub] sub_min_cosine
    last 8  u64        hash64 of every byte before it (engram/util/hash64.hpp)

The file holds no text, but the codes are the run's rows quantised (one byte a dimension) and a sub-list's
centroid is the mean direction of a few rows (of one row, for a sub-list of one), so an erased memory's codes and
centroids must leave with it. They do: a segment holding an erased row is rewritten under a new
name, and the old segment's lists files leave the manifest with it and are deleted before the erasure returns
(DiskBackend.settle; DiskBackend.write_lists never writes a file for a segment that is no longer the store's).
The manifest lists them in ``extra["lists"]`` ({segment: {scope: file}}). A file whose checksum or shape is
wrong is never used: reading it raises CorruptStoreError, the store warns and builds the lists again.
"""

from __future__ import annotations

import mmap
import os
import struct
from pathlib import Path

import numpy as np

from .. import _core
from ..errors import CorruptStoreError
from ..storage.files import atomic_path

LISTS_MAGIC = b"EGIVF\x00\x00\x02"
_LISTS_MAGIC_V1 = b"EGIVF\x00\x00\x01"  # written before the sub-lists: read, its lists have none
LISTS_SUFFIX = ".ivf"
_HEAD = struct.Struct("<8sQIIiI")
_TRAILER = struct.Struct("<Q")
_ONE_THREAD_BYTES = 8 << 20


def write_lists(path: Path, lists: _core.IvfLists) -> int:
    """Durably writes `lists` to `path` (temp file, fsync, rename; format: module doc); returns its size."""
    centroids, offsets, order, codes, scale, l1_max, min_cosine = lists.parts()
    sub = lists.sub_parts()
    n, dim = codes.shape
    n_sub = 0 if sub is None else len(sub[3])
    parts = [_HEAD.pack(LISTS_MAGIC, n, dim, len(offsets) - 1, l1_max, n_sub),
             np.ascontiguousarray(offsets, "<i8").tobytes(), np.ascontiguousarray(centroids, "<f4").tobytes(),
             np.ascontiguousarray(min_cosine, "<f4").tobytes(), np.ascontiguousarray(scale, "<f4").tobytes(),
             np.ascontiguousarray(order, "<i4").tobytes(), np.ascontiguousarray(codes, np.int8).tobytes()]
    if sub is not None:
        sub_first, sub_offsets, sub_centroids, sub_min_cosine = sub
        parts += [np.ascontiguousarray(sub_first, "<i4").tobytes(), np.ascontiguousarray(sub_offsets, "<i8").tobytes(),
                  np.ascontiguousarray(sub_centroids, "<f4").tobytes(),
                  np.ascontiguousarray(sub_min_cosine, "<f4").tobytes()]
    body = b"".join(parts)
    with atomic_path(path) as tmp, open(tmp, "wb") as f:
        f.write(body)
        f.write(_TRAILER.pack(_core.hash64(body)))
    return len(body) + _TRAILER.size


def read_lists(path: Path, vectors: np.ndarray) -> _core.IvfLists:
    """The lists stored at `path` over `vectors` (the run's rows, [n, dim]); CorruptStoreError for a missing
    file, a bad checksum, or a shape that is not the run's."""
    # mapped, not read: the order and codes (most of the file) are read in place by the lists (from_parts with
    # borrow=True), which keep the map referenced; the checksum is verified first, over the map. Reading the file
    # and copying its parts took ~2.3 ms of a 6,951-row run's 4 MB (the runs are read back at open and on a
    # recall's thread: engine/indexer.py). The map goes with the lists (an erasure deletes the file at once:
    # the map of a replaced segment's lists lives no longer than the segment's own map). Files are never
    # written in place (a new name each time), so a map only changes under it if something outside the
    # store truncates the file, as for the segments' and graphs' maps.
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size < _HEAD.size + _TRAILER.size:
                raise CorruptStoreError(f"{path}: lists file is {size} bytes, too short")
            data = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    except FileNotFoundError:
        raise CorruptStoreError(f"{path}: lists file is missing") from None
    body = memoryview(data)[:-_TRAILER.size]
    (stored,) = _TRAILER.unpack_from(data, len(body))
    # one thread below 8 MiB (a run of ~20k rows at 384-d): ~0.4 ms a 4 MB file, where starting threads on a
    # loaded machine took up to ~20 ms (the file is read back on a recall's thread too: indexer.load_now)
    if _core.hash64(body, threads=1 if len(body) < _ONE_THREAD_BYTES else 0) != stored:
        raise CorruptStoreError(f"{path}: lists file checksum does not match: the file is damaged")
    magic, n, dim, n_lists, l1_max, n_sub = _HEAD.unpack_from(data)
    if magic not in (LISTS_MAGIC, _LISTS_MAGIC_V1) or (magic == _LISTS_MAGIC_V1 and n_sub != 0):
        raise CorruptStoreError(f"{path}: not a lists file")
    if (n, dim) != vectors.shape or n_lists < 1:
        raise CorruptStoreError(f"{path}: lists of {n} x {dim} rows, the run is {vectors.shape[0]} x "
                                f"{vectors.shape[1]}")
    sizes = [("<i8", n_lists + 1), ("<f4", n_lists * dim), ("<f4", n_lists), ("<f4", dim), ("<i4", n),
             ("i1", n * dim)]
    if n_sub:
        sizes += [("<i4", n_lists + 1), ("<i8", n_sub + 1), ("<f4", n_sub * dim), ("<f4", n_sub)]
    if len(body) != _HEAD.size + sum(np.dtype(t).itemsize * count for t, count in sizes):
        raise CorruptStoreError(f"{path}: lists file is {len(data)} bytes, not what its header describes")
    arrays, at = [], _HEAD.size
    for dtype, count in sizes:
        arrays.append(np.frombuffer(data, dtype, count, at))
        at += np.dtype(dtype).itemsize * count
    offsets, centroids, min_cosine, scale, order, codes = arrays[:6]
    sub = (arrays[6], arrays[7], arrays[8], arrays[9]) if n_sub else None
    try:
        return _core.IvfLists.from_parts(vectors, centroids, offsets, order, codes, scale, l1_max, min_cosine, sub,
                                         borrow=True)
    except ValueError as exc:
        raise CorruptStoreError(f"{path}: {exc}") from None
