"""xling188 (issue 18): under XL_ROLES a memory written in another language is stored as the mean of its two sides;
a question with no English asking word (store.XL_ROLES_ASKED) reads such hits by their document side alone, scored
again and re-ordered, while an English question reads the stored mean. Made-up notes."""

from __future__ import annotations

import time
from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pytest

from engramdb import store as store_mod
from engramdb.e5 import E5_MODEL
from engramdb.embedders import CallableEmbedder
from engramdb.store import MemoryStore
from engramdb.writes import DocumentSides

from .test_xling180 import _documents, _queries, _two_sided, _unit  # a two-sided embedder from hashing

NOTES = [
    "The spare key to the tool shed hangs behind the kitchen door.",
    "La llave de repuesto del cobertizo está detrás de la puerta de la cocina.",
    "Запасной ключ от сарая висит за дверью кухни.",
    "La puerta del cobertizo se pintó de verde en mayo.",
]
SPANISH_QUESTION = "¿Dónde está la llave de repuesto del cobertizo?"
ENGLISH_QUESTION = "Where is the spare key to the shed?"


def _store() -> MemoryStore:
    store = MemoryStore(embedder=_two_sided())
    store.remember_many("s", NOTES)
    return store


def _cosines(store: MemoryStore, question: str, document_side: bool) -> dict[str, float]:
    """Each note's similarity to the vector recall searches with: what the store holds, or for a note written
    elsewhere when `document_side`, its document vector's cosine moved on by XL_ROLES_ASKED_PUSH of its step from
    the stored one's, never above it."""
    vector = store.dense_vectors(["s"], [question])[0]
    table = store.export("s")
    stored = dict(zip(table.column("text").to_pylist(), np.asarray(table.column("embedding").to_pylist())))
    out = {}
    for text, row in stored.items():
        held = max(0.0, float(np.dot(row, vector)))
        if document_side and store_mod._written_elsewhere(text):
            cosine = float(np.dot(_unit(_documents([text])[0]), vector))
            held = min(held, max(0.0, cosine + store_mod.XL_ROLES_ASKED_PUSH * (cosine - held)))
        out[text] = held
    return out


@pytest.mark.parametrize("on", [True, False])
def test_a_question_elsewhere_reads_the_document_side(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr(store_mod, "XL_ROLES_ASKED", on)
    store = _store()
    hits = store.recall("s", SPANISH_QUESTION, k=4)
    expected = _cosines(store, SPANISH_QUESTION, document_side=on)
    assert len(hits) == 4
    for hit in hits:
        assert hit.similarity == pytest.approx(expected[hit.text], abs=1e-5)
    assert [h.final for h in hits] == sorted((h.final for h in hits), reverse=True)


def test_an_english_question_reads_the_stored_mean(monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store()
    on = store.recall("s", ENGLISH_QUESTION, k=4)
    monkeypatch.setattr(store_mod, "XL_ROLES_ASKED", False)
    off = store.recall("s", ENGLISH_QUESTION, k=4)
    assert [(h.id, h.final) for h in on] == [(h.id, h.final) for h in off]
    expected = _cosines(store, ENGLISH_QUESTION, document_side=False)
    assert all(h.similarity == pytest.approx(expected[h.text], abs=1e-5) for h in on)


def test_the_document_side_never_raises_a_hit() -> None:
    from engramdb.store import document_rescored

    class Params:
        hybrid, weights = 0.3, store_mod._DEFAULT_WEIGHTS

    assert document_rescored(0.5, 0.4, 0.3, 0.45, Params, (0.0, 1.0, 0.0)) == (0.5, 0.4, 0.3)  # nearer: kept
    final, similarity, relevance = document_rescored(0.5, 0.4, 0.4, 0.3, Params, (0.0, 1.0, 0.0))
    assert similarity == pytest.approx(0.3 + store_mod.XL_ROLES_ASKED_PUSH * (0.3 - 0.4)) and relevance == similarity
    assert final == pytest.approx(0.5 + store_mod._DEFAULT_WEIGHTS.similarity * 0.7 * (similarity - 0.4))


def test_the_final_score_moves_by_the_similarity_term_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store()
    on = {h.id: h for h in store.recall("s", SPANISH_QUESTION, k=4, hybrid=False)}
    monkeypatch.setattr(store_mod, "XL_ROLES_ASKED", False)
    off = {h.id: h for h in store.recall("s", SPANISH_QUESTION, k=4, hybrid=False)}
    assert set(on) == set(off)
    weight = store_mod._DEFAULT_WEIGHTS.similarity
    for key, hit in on.items():
        before = off[key]
        assert hit.recency == before.recency and hit.importance == before.importance
        assert hit.final - before.final == pytest.approx(weight * (hit.relevance - before.relevance), abs=1e-5)


def test_recall_many_and_a_filtered_recall_agree_with_recall() -> None:
    store = _store()
    one = store.recall("s", SPANISH_QUESTION, k=4)
    many = store.recall_many(["s"], [SPANISH_QUESTION], k=4)[0]
    assert [h.id for h in many] == [h.id for h in one]
    assert [h.final for h in many] == pytest.approx([h.final for h in one], abs=1e-5)
    filtered = store.recall("s", SPANISH_QUESTION, k=4, where={"kind": {"$ne": "lesson"}})
    assert [h.id for h in filtered] == [h.id for h in one]


def test_untouched_without_both_roles(monkeypatch: pytest.MonkeyPatch) -> None:
    for embedder in (None, _two_sided("some-other-model")):
        runs = []
        for on in (True, False):
            monkeypatch.setattr(store_mod, "XL_ROLES_ASKED", on)
            store = MemoryStore(embedder=embedder) if embedder is not None else MemoryStore()
            store.remember_many("s", NOTES)
            runs.append([(h.id, h.final, h.similarity) for h in store.recall("s", SPANISH_QUESTION, k=4)])
        assert [r[1:] for r in runs[0]] == [r[1:] for r in runs[1]]
    monkeypatch.setattr(store_mod, "XL_ROLES", False)  # nothing stored both ways: nothing read again
    monkeypatch.setattr(store_mod, "XL_ROLES_ASKED", True)
    store = _store()
    expected = _cosines(store, SPANISH_QUESTION, document_side=False)
    assert all(h.similarity == pytest.approx(expected[h.text], abs=1e-5)
               for h in store.recall("s", SPANISH_QUESTION, k=4))


def test_the_document_sides_are_kept_when_written() -> None:
    embedded: list[str] = []

    def documents(texts: Sequence[str]) -> np.ndarray:
        embedded.extend(texts)
        return _documents(texts)

    store = MemoryStore(embedder=CallableEmbedder(documents, name=E5_MODEL + "-test", dim=32, query_fn=_queries))
    store.remember_many("s", NOTES)
    written = len(embedded)
    assert written == len(NOTES)
    hits = store.recall("s", SPANISH_QUESTION, k=4)
    assert len(embedded) == written  # read from the kept sides: nothing embedded again
    assert {h.text for h in hits} == set(NOTES)


def test_document_sides_embed_a_miss_once_and_keep_the_latest() -> None:
    sides = DocumentSides(max_entries=2)
    calls: list[list[str]] = []

    def documents(texts: Sequence[str]) -> np.ndarray:
        calls.append(list(texts))
        return _documents(texts)

    embedder = CallableEmbedder(documents, name="x", dim=32)
    first = sides.vectors(embedder, NOTES[1:3])
    assert np.allclose(first, _unit(_documents(NOTES[1:3])), atol=1e-6)
    assert np.allclose(sides.vectors(embedder, NOTES[1:3]), first) and calls == [NOTES[1:3]]
    sides.vectors(embedder, [NOTES[3]])  # the third entry: the least used of the first two goes
    sides.vectors(embedder, [NOTES[2], NOTES[1]])
    assert calls[-1] == [NOTES[1]]


def test_the_batch_recall_reads_the_document_side_as_recall() -> None:
    from engramdb import batch

    store, now = _store(), time.time()
    queries = pa.table({"scope": ["s", "s"], "query": [SPANISH_QUESTION, ENGLISH_QUESTION]})
    table = batch.recall(store, queries, k=4, now=now).to_pylist()
    for index, question in enumerate((SPANISH_QUESTION, ENGLISH_QUESTION)):
        rows = [r for r in table if r["query_index"] == index]
        hits = store.recall("s", question, k=4, now=now)
        assert [r["id"] for r in rows] == [h.id for h in hits]
        assert [r["similarity"] for r in rows] == pytest.approx([h.similarity for h in hits], abs=1e-5)
        assert [r["final"] for r in rows] == pytest.approx([h.final for h in hits], abs=1e-5)


@pytest.mark.parametrize("stored", [True, False])
def test_an_erasure_leaves_no_text_in_the_kept_document_sides(monkeypatch: pytest.MonkeyPatch, stored: bool) -> None:
    """The kept sides are keyed by the memory's text: an erasure forgets them, so no erased memory's text outlives it
    in the process (right to erasure), and a later question still ranks by the document side: read from its row
    (writes.STORE_DOCUMENTS, xling192), or without the stored column embedded again."""
    from engramdb import writes

    monkeypatch.setattr(writes, "STORE_DOCUMENTS", stored)
    store = _store()
    spanish = NOTES[1]
    assert spanish in store._writes.document_sides
    hit = next(h for h in store.recall("s", SPANISH_QUESTION, k=4) if h.text == spanish)
    store.erase("s", hit.id)
    assert spanish not in store._writes.document_sides
    assert spanish not in {h.text for h in store.recall("s", SPANISH_QUESTION, k=4)}
    # read from the row, nothing kept; without the column embedded again on the recall's miss
    assert (NOTES[2] in store._writes.document_sides) is not stored
