"""Native id formatting (segment.ids_of, segment.id_list) against schema.memory_id, the definition."""

from __future__ import annotations

import numpy as np
import pyarrow as pa
from hypothesis import given
from hypothesis import strategies as st

from engramdb.schema import memory_id
from engramdb.segment import id_list, ids_of

seqs = st.lists(st.integers(-(2**63), 2**63 - 1), max_size=200)


@given(seqs)
def test_ids_equal_memory_id(values: list[int]) -> None:
    arr = np.array(values, np.int64)
    want = [memory_id(v) for v in values]
    got = ids_of(arr)
    got.validate(full=True)
    assert got.type == pa.string()
    assert got.to_pylist() == want
    assert id_list(arr) == want


def test_ids_of_many_and_of_none() -> None:
    arr = np.arange(10**9 - 5, 10**9 + 300_000, dtype=np.int64)
    got = ids_of(arr)
    assert len(got) == len(arr) and got[0].as_py() == "m999999995" and got[-1].as_py() == memory_id(int(arr[-1]))
    assert ids_of(np.zeros(0, np.int64)).to_pylist() == [] and id_list(np.zeros(0, np.int64)) == []
    assert ids_of(np.array([7], np.int32)).to_pylist() == ["m7"]  # any integer dtype, converted
