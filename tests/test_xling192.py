"""xling192 (issue 18): a memory stored both ways keeps its unit document vector in the segment's "document" column
(schema.COLUMNS): written with it (WAL and segment file), read back on open, so recall after a reopen embeds nothing
for it (store.XL_ROLES_ASKED); erased and compacted with its row, carried by export and import. Made-up notes."""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from engramdb import writes
from engramdb.durable.segment_files import with_added_columns
from engramdb.e5 import E5_MODEL
from engramdb.embedders import CallableEmbedder
from engramdb.schema import segment_schema
from engramdb.store import MemoryStore

from .durable_util import scan
from .test_xling180 import _documents, _queries, _unit

NOTES = [
    "The spare key to the tool shed hangs behind the kitchen door.",
    "La llave de repuesto del cobertizo está detrás de la puerta de la cocina.",
    "Запасной ключ от сарая висит за дверью кухни.",
    "La puerta del cobertizo se pintó de verde en mayo.",
    "The shed door was painted green in May.",
]
BOTH_WAYS = NOTES[1:4]  # written in another language: stored as the mean of both sides
QUESTION = "¿Dónde está la llave de repuesto del cobertizo?"


class Counting:
    """A two-sided embedder (test_xling180's, named as E5 so the store writes both ways) counting what its document
    side embeds."""

    def __init__(self) -> None:
        self.documents: list[str] = []

    def embedder(self) -> CallableEmbedder:
        def documents(texts: Sequence[str]) -> np.ndarray:
            self.documents.extend(texts)
            return _documents(texts)

        return CallableEmbedder(documents, name=E5_MODEL + "-test", dim=32, query_fn=_queries)


def _ranked(store: MemoryStore) -> list[tuple[str, float, float]]:
    return [(h.id, round(h.final, 6), round(h.similarity, 6)) for h in store.recall("s", QUESTION, k=5, now=1e9)]


@pytest.mark.parametrize("sealed", [False, True])
def test_recall_after_a_reopen_reads_the_stored_vector(tmp_path: Path, sealed: bool) -> None:
    """From the WAL (active rows) and from a segment file alike: the same hits, scores and order, and no note's
    document side embedded again."""
    first = Counting()
    with MemoryStore.open(tmp_path / "s", embedder=first.embedder()) as store:
        store.remember_many("s", NOTES, created_at=[1e9 - 86400 * i for i in range(len(NOTES))])
        if sealed:
            store.seal()
        before = _ranked(store)
    again = Counting()
    with MemoryStore.open(tmp_path / "s", embedder=again.embedder()) as store:
        assert not store._writes.document_sides._rows  # nothing kept in the process: read from the rows
        assert _ranked(store) == before
    assert again.documents == []  # the question is embedded by its query side; no note by its document side


def test_without_the_column_a_reopen_embeds_the_hits_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """writes.STORE_DOCUMENTS off (a store as xling188 wrote it): the same ranks after a reopen, paid by embedding
    each both-ways hit's text again (the miss this column removes)."""
    monkeypatch.setattr(writes, "STORE_DOCUMENTS", False)
    with MemoryStore.open(tmp_path / "s", embedder=Counting().embedder()) as store:
        store.remember_many("s", NOTES, created_at=[1e9 - 86400 * i for i in range(len(NOTES))])
        before = _ranked(store)
    monkeypatch.setattr(writes, "STORE_DOCUMENTS", True)
    again = Counting()
    with MemoryStore.open(tmp_path / "s", embedder=again.embedder()) as store:
        assert _ranked(store) == before
    assert sorted(again.documents) == sorted(BOTH_WAYS)


def test_only_rows_stored_both_ways_hold_a_vector() -> None:
    store = MemoryStore(embedder=Counting().embedder())
    ids = store.remember_many("s", NOTES)
    table = store.export("s")
    documents = dict(zip(table.column("id").to_pylist(), table.column("document").to_pylist()))
    for id_, text in zip(ids, NOTES):
        if text in BOTH_WAYS:
            assert np.allclose(documents[id_], _unit(_documents([text]))[0], atol=1e-6)
        else:
            assert documents[id_] is None


def test_export_and_import_carry_the_vector() -> None:
    store = MemoryStore(embedder=Counting().embedder())
    store.remember_many("s", NOTES, created_at=[1e9 - 86400 * i for i in range(len(NOTES))])
    before = _ranked(store)
    exported = store.export("s")
    counting = Counting()
    restored = MemoryStore(embedder=counting.embedder())
    restored.import_arrow(exported)
    assert restored.export("s").column("document").equals(exported.column("document"))
    assert _ranked(restored) == before and counting.documents == []


def test_a_foreign_document_column_is_dropped_not_trusted() -> None:
    """An exported table whose document vector is not a finite, non-zero vector of the store's dimension: that row
    reads as one without (recall embeds its text again), never a wrong-sized vector; one not unit-norm is
    normalised."""
    store = MemoryStore(embedder=Counting().embedder())
    store.remember_many("s", NOTES)
    exported = store.export("s")
    values = exported.column("document").to_pylist()
    at = [i for i, v in enumerate(values) if v is not None]
    values = [None if v is None else v[:8] for v in values]
    values[at[0]] = list(np.full(32, 0.5))  # not unit-norm: normalised
    values[at[1]] = [0.0] * 32  # no direction: dropped
    exported = exported.set_column(exported.schema.get_field_index("document"), "document",
                                   pa.array(values, pa.list_(pa.float32())))
    restored = MemoryStore(embedder=Counting().embedder())
    restored.import_arrow(exported)
    got = restored.export("s").column("document").to_pylist()
    assert np.allclose(got[at[0]], np.full(32, 1 / np.sqrt(32)), atol=1e-6)
    assert all(v is None for i, v in enumerate(got) if i != at[0])


def test_erase_leaves_no_byte_of_the_document_vector(tmp_path: Path) -> None:
    path = tmp_path / "s"
    store = MemoryStore.open(path, embedder=Counting().embedder())
    ids = store.remember_many("s", NOTES)
    store.seal()
    ids += store.remember_many("s", ["Il cobertizo ha una chiave di riserva sotto il vaso."])
    targets = [ids[1], ids[-1]]  # one in a segment file, one in the WAL / active segment
    needles = {}
    for target in targets:
        seg, row = store.engine.locate("s", target)
        vector = seg.value("document", row)
        assert vector is not None
        needles[f"document {target}"] = np.asarray(vector, np.float32).tobytes()
    assert {name for _, name in scan(path, needles)} == set(needles)  # found before
    for target in targets:
        assert store.erase("s", target) == 1
    assert scan(path, needles) == []
    store.close()
    assert scan(path, needles) == []
    again = MemoryStore.open(path, embedder=Counting().embedder())
    assert again.check().ok and scan(path, needles) == []
    again.close()


def test_erase_scope_and_compaction_keep_the_others(tmp_path: Path) -> None:
    path = tmp_path / "s"
    with MemoryStore.open(path, embedder=Counting().embedder()) as store:
        store.remember_many("s", NOTES)
        store.remember_many("t", NOTES)
        store.seal()
        store.forget("s", store.recall("s", NOTES[0], k=1)[0].id)
        keep = store.export("s").column("document")
        assert store.erase("t") == len(NOTES)
        store.compact()
        assert store.export("s").column("document").equals(keep)
    counting = Counting()
    with MemoryStore.open(path, embedder=counting.embedder()) as store:
        assert store.export("s").column("document").equals(keep)
        store.recall("s", QUESTION, k=5)
    assert counting.documents == []


def test_a_segment_written_before_the_column_reads_it_all_null() -> None:
    """A segment file without the column (any store written before xling192) opens with it null: such rows fall back
    to embedding their text again on a miss, as before."""
    schema = segment_schema(4)
    table = schema.empty_table().drop_columns(["document"])
    got = with_added_columns(table, 4)
    assert got.schema.names == schema.names and got.schema.field("document").type == pa.list_(pa.float32())


# tests/data/store_before_xling192: written by main's code before the column (c279a827, benchmarks/xling192_old_store.py;
# see benchmarks/RESULTS.md "xling192"): NOTES[:3] in a sealed segment, NOTES[3:] in the WAL only (no close), created a day
# apart from 1e9. Each question's (id, final) at now=1e9 under that code, k=5.
OLD_STORE = Path(__file__).parent / "data" / "store_before_xling192"
MAIN_RANKS = {
    QUESTION: [("m1", 0.441955), ("m3", 0.369206), ("m0", 0.2281), ("m2", 0.224232), ("m4", 0.223468)],
    "Where is the spare key to the shed?": [("m0", 0.33), ("m1", 0.339), ("m3", 0.26583), ("m4", 0.25782),
                                            ("m2", 0.224232)],
    "Wann wurde die Tür gestrichen?": [("m4", 0.099746), ("m0", 0.075), ("m1", 0.075), ("m2", 0.075), ("m3", 0.075)],
}


def test_a_store_written_before_the_column_opens_and_ranks_as_before(tmp_path: Path) -> None:
    path = tmp_path / "s"
    shutil.copytree(OLD_STORE, path)
    counting = Counting()
    with MemoryStore.open(path, embedder=counting.embedder()) as store:
        assert store.check().ok and store.count("s") == len(NOTES)
        assert store.export("s").column("document").null_count == len(NOTES)
        for question, ranks in MAIN_RANKS.items():
            assert [(h.id, round(h.final, 6)) for h in store.recall("s", question, k=5, now=1e9)] == ranks
        assert sorted(counting.documents) == sorted(BOTH_WAYS)  # no column: embedded again on the miss, as before
        new = store.remember("s", "Il cobertizo ha una chiave di riserva sotto il vaso.", created_at=1e9)
    again = Counting()
    with MemoryStore.open(path, embedder=again.embedder()) as store:
        assert store.check().ok
        hits = store.recall("s", QUESTION, k=6, now=1e9)
        assert new in {h.id for h in hits}
    assert sorted(again.documents) == sorted(BOTH_WAYS)  # the old rows again; the new one read from its row
