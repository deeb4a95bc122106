"""open203: a segment's "document" column values (xling192's second vector of a note stored both ways) are checked
on their first use, not at open: the open hashes the file less those values (a manifest "lazy_columns" entry), the
first read of the column (a re-score, export, compaction) hashes them, and a damaged one is a CorruptStoreError of
that read while the rest of the store opens and recalls. Made-up notes and random vectors only."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from engramdb import _core
from engramdb.durable.segment_files import file_hash64
from engramdb.errors import CorruptStoreError
from engramdb.storage import segments
from engramdb.storage.manifest import read_manifest
from engramdb.store import MemoryStore

DIM = 16
N = 60


def _unit(rng: np.random.Generator, n: int) -> np.ndarray:
    x = rng.standard_normal((n, DIM)).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _store(path: Path, every: int = 2) -> tuple[list[str], np.ndarray]:
    """A store of N notes on disk, every `every`-th given a document vector (a restore), compacted into one
    segment; (ids, the document vectors by row)."""
    rng = np.random.default_rng(203)
    source = MemoryStore(dim=DIM)
    source.remember_many("s", [f"made-up note number {i}" for i in range(N)], embeddings=_unit(rng, N))
    table = source.export("s")
    vectors = _unit(rng, N)
    documents = pa.array([vectors[i] if every and i % every == 0 else None for i in range(N)], pa.list_(pa.float32()))
    table = table.set_column(table.schema.get_field_index("document"), "document", documents)
    with MemoryStore.open(path, dim=DIM) as store:
        store.import_arrow(table)
        store.compact()
    return table.column("id").to_pylist(), vectors


def _entry(path: Path) -> tuple[Path, dict]:
    manifest = read_manifest(path)
    (info,) = manifest.segments
    return path / "segments" / info.name, manifest.extra["lazy_columns"][info.name]


def _flip(file: Path, at: int) -> None:
    data = bytearray(file.read_bytes())
    data[at] ^= 0x10
    file.write_bytes(bytes(data))


def test_the_entry_holds_the_values_and_the_rest(tmp_path: Path) -> None:
    _store(tmp_path / "s")
    file, entry = _entry(tmp_path / "s")
    whole = pa.memory_map(str(file)).read_buffer()
    at, nbytes = entry["at"], entry["bytes"]
    assert nbytes == (N // 2) * DIM * 4
    assert _core.hash64(whole.slice(0, at)) == entry["head"]
    assert _core.hash64(whole.slice(at, nbytes)) == entry["values"]
    assert _core.hash64(whole.slice(at + nbytes)) == entry["tail"]
    # the whole file's hash64 is still recorded (main's open, and check(), read every byte as before)
    assert read_manifest(tmp_path / "s").extra["hash64"][file.name] == entry["file"] == file_hash64(file)


def test_the_open_leaves_the_values_unread_until_first_use(tmp_path: Path) -> None:
    ids, vectors = _store(tmp_path / "s")
    with MemoryStore.open(tmp_path / "s") as store:
        (seg,) = store._engine.sealed
        column = seg.side["document"]
        assert column._check is not None  # not hashed at open
        got = store._engine.stored_document("s", ids[0])
        assert column._check is None
        np.testing.assert_array_equal(got, vectors[0])
        assert store._engine.stored_document("s", ids[1]) is None


@pytest.mark.parametrize("read", ["stored_document", "export", "compact"])
def test_damaged_values_are_an_error_of_their_first_read_only(tmp_path: Path, read: str) -> None:
    ids, _ = _store(tmp_path / "s")
    file, entry = _entry(tmp_path / "s")
    _flip(file, entry["at"] + entry["bytes"] // 2)
    with MemoryStore.open(tmp_path / "s") as store:  # the rest of the store opens
        hits = store.recall("s", _unit(np.random.default_rng(1), 1)[0], k=5)
        assert len(hits) == 5
        assert store.get("s", ids[3]) is not None
        with pytest.raises(CorruptStoreError, match="document column's values"):
            if read == "stored_document":
                store._engine.stored_document("s", ids[0])
            elif read == "export":
                store.export("s")
            else:
                store.forget("s", ids[5])
                store.compact()
        with pytest.raises(CorruptStoreError):  # and again: the check is not marked passed
            store._engine.stored_document("s", ids[0])
        assert not store.check().ok


def test_damage_outside_the_values_refuses_the_open(tmp_path: Path) -> None:
    _store(tmp_path / "s")
    file, entry = _entry(tmp_path / "s")
    for at in (entry["at"] - 8, entry["at"] + entry["bytes"] + 8, entry["at"] // 2):  # offsets, tail, embeddings
        _flip(file, at)
        with pytest.raises(CorruptStoreError, match="less its document values"):
            MemoryStore.open(tmp_path / "s")
        _flip(file, at)
    MemoryStore.open(tmp_path / "s").close()


def test_with_the_switch_off_the_whole_file_is_checked_at_open(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    _store(tmp_path / "s")
    file, entry = _entry(tmp_path / "s")
    _flip(file, entry["at"] + 4)
    monkeypatch.setattr(segments, "LAZY_COLUMNS", False)
    with pytest.raises(CorruptStoreError, match="segment hash64 is not the manifest's"):
        MemoryStore.open(tmp_path / "s")


def test_an_entry_of_another_file_is_ignored(tmp_path: Path) -> None:
    """A manifest whose entry is not of the segment's bytes (say, kept by a writer that knows no entry) falls back
    to the whole-file check."""
    _store(tmp_path / "s")
    _, entry = _entry(tmp_path / "s")
    manifest_file = tmp_path / "s" / "MANIFEST.json"
    text = manifest_file.read_text()
    assert entry["file"] in text
    manifest_file.write_text(text.replace(f'"file": "{entry["file"]}"', '"file": "0000000000000000"'))
    with MemoryStore.open(tmp_path / "s") as store:
        (seg,) = store._engine.sealed
        assert seg.side["document"]._check is None  # checked whole at open


def test_a_store_with_no_document_vector_records_no_entry(tmp_path: Path) -> None:
    _store(tmp_path / "s", every=0)
    manifest = read_manifest(tmp_path / "s")
    assert manifest.extra["lazy_columns"] == {}
    with MemoryStore.open(tmp_path / "s") as store:
        assert store.recall("s", _unit(np.random.default_rng(2), 1)[0], k=3)


def test_reopened_compacted_store_keeps_values_and_entry(tmp_path: Path) -> None:
    ids, vectors = _store(tmp_path / "s")
    with MemoryStore.open(tmp_path / "s") as store:
        store.forget("s", ids[1])
        store.compact()  # reads the values (checked) and writes a new segment with its own entry
    file, entry = _entry(tmp_path / "s")
    assert entry["file"] == file_hash64(file)
    with MemoryStore.open(tmp_path / "s") as store:
        np.testing.assert_array_equal(store._engine.stored_document("s", ids[2]), vectors[2])


def test_a_manifest_without_entries_opens_as_main_writes_it(tmp_path: Path) -> None:
    """What main's code (xling192's column, no lazy_columns) writes: the whole file is checked at open, the values
    read as before, and a damaged value refuses the open, as it did."""
    ids, vectors = _store(tmp_path / "s")
    file, entry = _entry(tmp_path / "s")
    manifest_file = tmp_path / "s" / "MANIFEST.json"
    text = manifest_file.read_text()
    data = json.loads(text)
    del data["extra"]["lazy_columns"]
    manifest_file.write_text(json.dumps(data))
    with MemoryStore.open(tmp_path / "s") as store:
        (seg,) = store._engine.sealed
        assert seg.side["document"]._check is None
        np.testing.assert_array_equal(store._engine.stored_document("s", ids[4]), vectors[4])
    _flip(file, entry["at"] + 4)
    with pytest.raises(CorruptStoreError, match="segment hash64 is not the manifest's"):
        MemoryStore.open(tmp_path / "s")


def test_the_writer_records_an_entry_only_for_values_written_as_they_are(tmp_path: Path) -> None:
    """write_segment: a plain table's document values get an entry whose hash64s are of the file's bytes; a sliced
    column (the IPC writer copies its values) or one with no value gets none, and its file is written as before."""
    rng = np.random.default_rng(5)
    vectors = _unit(rng, 40)
    documents = pa.array([vectors[i] if i % 3 == 0 else None for i in range(40)], pa.list_(pa.float32()))
    table = pa.table({"n": pa.array(np.arange(40)), "document": documents, "m": pa.array(np.arange(40) * 2)})
    stats = segments.write_segment(tmp_path / "a.arrow", table)
    assert stats.lazy is not None
    data = (tmp_path / "a.arrow").read_bytes()
    at, nbytes = stats.lazy["at"], stats.lazy["bytes"]
    assert data[at:at + nbytes] == np.stack([vectors[i] for i in range(0, 40, 3)]).tobytes()
    assert (stats.lazy["head"], stats.lazy["values"], stats.lazy["tail"]) == (
        _core.hash64(data[:at]), _core.hash64(data[at:at + nbytes]), _core.hash64(data[at + nbytes:]))
    assert stats.hash64 == _core.hash64(data) and stats.lazy["file"] == f"{stats.hash64:016x}"
    sliced = segments.write_segment(tmp_path / "b.arrow", table.slice(1, 30))
    assert sliced.lazy is None and sliced.hash64 == _core.hash64((tmp_path / "b.arrow").read_bytes())
    empty = table.set_column(1, "document", pa.nulls(40, pa.list_(pa.float32())))
    assert segments.write_segment(tmp_path / "c.arrow", empty).lazy is None
