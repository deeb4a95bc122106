"""The WAL's INSERT2 record (format 2 of an insert, durable/records.py): gathered from the batch's own buffers, it
decodes to the batch the INSERT (Arrow IPC) record of the same batch decodes to, for random batches of every column
of schema.COLUMNS (nulls, unicode, meta JSON, repeated values); records of format 1 stay readable (the golden store
of tests/data/golden_v1 is read by test_durable.py; its WAL holds INSERT records only)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.durable.records import (
    RECORD_INSERT2,
    decode_insert,
    decode_insert2,
    encode_insert,
    encode_insert2,
    encode_txn,
)
from engramdb.errors import CorruptStoreError
from engramdb.schema import COLUMNS, SIDE
from engramdb.segment import NUMERIC, TEXT
from engramdb.storage import WriteAheadLog

DIM = 4
# text that UTF-8 can store (no lone surrogates), unicode beyond the BMP included
_TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=12)


def _column(draw: Any, name: str, n: int) -> Any:
    if name in NUMERIC:
        dtype = np.dtype(NUMERIC[name])
        if dtype == np.bool_:
            return np.array(draw(st.lists(st.booleans(), min_size=n, max_size=n)), np.bool_)
        if dtype.kind == "f":
            values = draw(st.lists(st.floats(width=dtype.itemsize * 8, allow_nan=True), min_size=n, max_size=n))
            return np.array(values, dtype)
        info = np.iinfo(dtype)
        return np.array(draw(st.lists(st.integers(int(info.min), int(info.max)), min_size=n, max_size=n)), dtype)
    shape = draw(st.sampled_from(["each", "none", "one", "mixed", "meta"]))
    if shape == "none":
        return [None] * n
    if shape == "one":
        return [draw(_TEXT)] * n
    if shape == "meta":  # JSON text as the meta column holds it
        value = json.dumps(draw(st.dictionaries(_TEXT, st.integers() | _TEXT, max_size=3)), ensure_ascii=False)
        return [value if i % 2 else None for i in range(n)]
    if shape == "mixed":
        return [draw(st.none() | _TEXT) for _ in range(n)]
    return [draw(_TEXT) for _ in range(n)]


@st.composite
def batches(draw: Any) -> dict[str, Any]:
    n = draw(st.integers(1, 40))
    batch: dict[str, Any] = {}
    for column in COLUMNS:
        if column.name == "id":
            continue  # never in a batch: derived from seq
        if column.name == "embedding":
            values = draw(st.lists(st.floats(-2, 2, width=32), min_size=n * DIM, max_size=n * DIM))
            batch["embedding"] = np.array(values, np.float32).reshape(n, DIM)
        elif column.storage == "side":  # a second vector or None a row (schema "document", xling192)
            every = draw(st.sampled_from(["none", "some", "all"]))
            batch[column.name] = [
                None if every == "none" or (every == "some" and draw(st.booleans())) else
                np.array(draw(st.lists(st.floats(-2, 2, width=32), min_size=DIM, max_size=DIM)), np.float32)
                for _ in range(n)]
        else:
            batch[column.name] = _column(draw, column.name, n)
    return batch


def _same(got: dict[str, Any], want: dict[str, Any]) -> None:
    assert set(got) == set(want)
    for name in want:
        if isinstance(want[name], np.ndarray):
            assert got[name].dtype == want[name].dtype, name
            np.testing.assert_array_equal(got[name], want[name], err_msg=name)
        elif name in SIDE:
            assert len(got[name]) == len(want[name]), name
            for g, w in zip(got[name], want[name]):
                assert (g is None) == (w is None), name
                if w is not None:
                    np.testing.assert_array_equal(np.asarray(g, np.float32), w, err_msg=name)
        else:
            assert got[name] == want[name], name


def _joined(parts: list[Any]) -> bytes:
    return b"".join(bytes(memoryview(p).cast("B")) for p in parts)


@settings(max_examples=150, deadline=None)
@given(batches())
def test_insert2_round_trips_and_equals_the_format_1_record(batch: dict[str, Any]) -> None:
    payload = _joined(encode_insert2(batch))
    got = decode_insert2(payload, DIM)
    _same(got, decode_insert(encode_insert(batch), DIM))
    for name in TEXT:
        assert got[name] == batch[name], name
    for name in NUMERIC:
        np.testing.assert_array_equal(got[name], batch[name], err_msg=name)
    np.testing.assert_array_equal(got["embedding"], batch["embedding"])
    _same({name: got[name] for name in SIDE}, {name: batch[name] for name in SIDE})


def test_insert2_of_a_prepared_batch_through_the_wal(tmp_path: Path) -> None:
    store = MemoryStore(dim=DIM)
    n = 300
    texts = [f"note {i} — ünïcode ✓ 𝄞" if i % 3 else f"n{i}" for i in range(n)]
    batch, _ = store._writes.prepare(
        [f"s{i % 7}" for i in range(n)], texts, embeddings=np.random.default_rng(1).standard_normal((n, DIM)),
        kind="fact", importance=0.5, confidence=1.0, source="user", trusted=True, created_at=None, expires_at=None,
        key=[None if i % 2 else f"k{i}" for i in range(n)], meta=[{"i": i, "é": [1, 2]} if i % 4 else None
                                                                  for i in range(n)],
        trigger=None, guidance=None, layer=None)
    batch["seq"] = np.arange(n, dtype=np.int64)
    with WriteAheadLog(tmp_path / "wal") as wal:
        wal.append([(RECORD_INSERT2, encode_insert2(batch))])  # gathered parts, never joined
        wal.append([(4, encode_txn([(RECORD_INSERT2, encode_insert2(batch))]))])
    with WriteAheadLog(tmp_path / "wal", read_only=True) as wal:
        (t1, p1), (t2, _) = list(wal.replay())
    assert t1 == RECORD_INSERT2 and t2 == 4
    _same(decode_insert2(p1, DIM), decode_insert(encode_insert(batch), DIM))


def test_a_malformed_insert2_is_corruption() -> None:
    batch = {"seq": np.arange(3, dtype=np.int64), "text": ["a", "b", "c"], "embedding": np.ones((3, DIM), np.float32)}
    payload = _joined(encode_insert2(batch))
    with pytest.raises(CorruptStoreError):
        decode_insert2(payload[:-5], DIM)
    with pytest.raises(CorruptStoreError):
        decode_insert2(payload, DIM + 1)
    with pytest.raises(CorruptStoreError):
        decode_insert2(b"\x01\x00", DIM)


def test_a_store_reopens_from_insert2_records(tmp_path: Path) -> None:
    store = MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False)
    ids = store.remember_many(["a", "b"] * 5, [f"t{i} ∂" for i in range(10)],
                              embeddings=np.random.default_rng(2).standard_normal((10, DIM)), meta={"k": "v"})
    store.engine.backend.abandon()  # as a crash: only the WAL holds the rows
    with MemoryStore.open(tmp_path / "s", dim=DIM, dedup=False) as again:
        assert [again.get("a" if i % 2 == 0 else "b", m).text for i, m in enumerate(ids)] == \
            [f"t{i} ∂" for i in range(10)]
        assert again.get("a", ids[0]).meta == {"k": "v"}


# ---------------------------------------------------------------------- the golden record of format 2

GOLDEN = Path(__file__).parent / "data" / "golden_insert2.bin"


def golden_batch() -> dict[str, Any]:
    """The batch tests/data/golden_insert2.bin holds (written by `python -m tests.test_wal_insert2` once, when
    format 2 was made; never rewritten: a new format gets its own golden file)."""
    n = 5
    batch: dict[str, Any] = {}
    for column in COLUMNS:
        name = column.name
        if name == "id":
            continue
        if name == "embedding":
            batch[name] = (np.arange(n * DIM, dtype=np.float32).reshape(n, DIM) - 7.5) / 8
        elif column.storage == "side":  # added after the golden file (xling192): an older record reads as nulls
            batch[name] = [None] * n
        elif name in NUMERIC:
            batch[name] = (np.arange(n) * 3 + len(name)).astype(NUMERIC[name])
        elif name == "meta":
            batch[name] = [json.dumps({"row": i, "ü": [i, None]}, ensure_ascii=False) if i % 2 else None
                           for i in range(n)]
        elif name == "scope":
            batch[name] = ["user:1"] * n
        elif column.nullable:
            batch[name] = [None, f"{name} ✓ 𝄞", None, "", f"{name} 3"]
        else:
            batch[name] = [f"{name} {i} é" for i in range(n)]
    return batch


def test_the_golden_insert2_record_still_decodes() -> None:
    got = decode_insert2(GOLDEN.read_bytes(), DIM)
    want = golden_batch()
    for name in want:
        if isinstance(want[name], np.ndarray):
            np.testing.assert_array_equal(got[name], want[name], err_msg=name)
        elif name in SIDE:
            assert len(got[name]) == len(want[name]), name
            for g, w in zip(got[name], want[name]):
                assert (g is None) == (w is None), name
                if w is not None:
                    np.testing.assert_array_equal(np.asarray(g, np.float32), w, err_msg=name)
        else:
            assert got[name] == want[name], name


if __name__ == "__main__":  # writes the golden file (once: see golden_batch)
    GOLDEN.write_bytes(_joined(encode_insert2(golden_batch())))
