"""hash64, the segment checksum of the store format: pinned values, thread independence, damage found; the
streamed form (StreamChecksum) equal to the one-buffer form however the bytes are cut."""

from __future__ import annotations

import itertools
import zlib

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import _core

# Pinned: hash64 is part of the on-disk format (manifest "hash64"); a change must be a new format version.
PINNED_ENGRAMDB = "f1b1ae3f785f541c"
PINNED_LONG = "6e0cee9e6f192794"


def test_values_are_pinned() -> None:
    assert _core.hash64(b"") == _core.hash64(bytearray())
    assert f"{_core.hash64(b'engramdb'):016x}" == PINNED_ENGRAMDB
    assert f"{_core.hash64(bytes(range(256)) * 5000):016x}" == PINNED_LONG


@pytest.mark.parametrize("size", [0, 1, 31, 32, 33, (1 << 20) - 1, 1 << 20, (1 << 20) + 7, 3 * (1 << 20) + 5])
def test_threads_do_not_change_the_hash(size: int) -> None:
    data = np.random.default_rng(size).integers(0, 256, size, dtype=np.uint8)
    assert len({_core.hash64(data, threads) for threads in (1, 2, 3, 8)}) == 1


def test_every_flipped_bit_is_found() -> None:
    data = np.random.default_rng(1).integers(0, 256, (1 << 20) + 100, dtype=np.uint8)
    base = _core.hash64(data)
    for position in [0, 31, 32, 1 << 19, (1 << 20) - 1, 1 << 20, len(data) - 1]:
        for bit in (0, 7):
            damaged = data.copy()
            damaged[position] ^= 1 << bit
            assert _core.hash64(damaged) != base
    assert _core.hash64(data[:-1]) != base  # truncation


MIB = 1 << 20


@settings(max_examples=40, deadline=None)
@given(size=st.sampled_from([0, 1, 33, MIB - 1, MIB, MIB + 1, 3 * MIB + 5]),
       cuts=st.lists(st.integers(0, 3 * MIB + 5), max_size=6), threads=st.sampled_from([0, 1, 3]))
def test_streamed_sums_equal_the_whole_buffers(size: int, cuts: list[int], threads: int) -> None:
    data = np.random.default_rng(size).integers(0, 256, size, dtype=np.uint8)
    bounds = sorted({0, size, *(c for c in cuts if c <= size)})
    sums = _core.StreamChecksum(threads)
    for begin, end in itertools.pairwise(bounds):
        sums.update(data[begin:end])
    assert sums.bytes == size
    assert sums.crc32 == zlib.crc32(data)
    assert sums.hash64 == _core.hash64(data)
    sums.update(b"x")  # the sums so far do not end the stream
    assert sums.hash64 == _core.hash64(data.tobytes() + b"x")


def test_streamed_sums_refuse_a_strided_view() -> None:
    with pytest.raises(ValueError, match="C-contiguous"):
        _core.StreamChecksum().update(np.zeros((4, 4), np.uint8)[:, ::2])
