"""batch131 (issue 18): the batch recall orders a text query's hits as recall() and recall_many do, with lookups122's
story step (MemoryStore._story_first: a question told after a story, its asking clause's embedding against the hits'
stored vectors) and lookups126's list-entry step (entries.entry_first) applied on the native flat columns
(batch.jobs._story_first_columns, _entry_first_columns) after span_first, in recall()'s order."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import ClassVar

import pyarrow as pa
import pytest

import engramdb.entries as entries
import engramdb.norms as norms
import engramdb.spans as spans
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder
from .test_lookups122 import ADDRESS, CLAUSE, COURIER, PARCEL
from .test_lookups126 import CLIENTS, MEWS, NOTE

STORY, LIST = "story", "list"
FILLER = ("The office plants are watered on Tuesdays.", "Parking permits are renewed each January.")


class _Fixed(MappedEmbedder):
    """lookups122's and lookups126's fixed vectors in one store: the whole question nearest the episode, the asking
    clause alone (the story) or the list fact (the entry) a little farther; the fillers far from both."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        COURIER: (1.0, 0.0, 0.0),
        CLAUSE: (0.0, 0.0, 1.0),
        PARCEL: (1.0, 0.0, 0.0),
        ADDRESS: (0.75, 0.0, 0.661),
        MEWS: (1.0, 0.0, 0.0),
        NOTE: (1.0, 0.0, 0.0),
        CLIENTS: (0.8, 0.0, 0.6),
    }


def _store(path: str | None = None) -> MemoryStore:
    store = (
        MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
        if path is None
        else MemoryStore.open(path, embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    )
    for scope, fact, episode in ((STORY, ADDRESS, PARCEL), (LIST, CLIENTS, NOTE)):
        store.remember(scope, fact, created_at=EVAL_NOW - timedelta(days=200))
        store.remember(scope, episode, kind="episode", created_at=EVAL_NOW - timedelta(days=2))
        for i, text in enumerate(FILLER):
            store.remember(scope, text, created_at=EVAL_NOW - timedelta(days=300 + i))
    return store


def _batch(store: MemoryStore, scopes: list[str], questions: list[str]) -> list[list[tuple[str, float]]]:
    table = batch_recall(store, pa.table({"scope": scopes, "query": questions}), k=4, now=EVAL_NOW.timestamp())
    ids, finals, index = (table.column(c).to_pylist() for c in ("id", "final", "query_index"))
    return [[(i, round(f, 5)) for i, f, q in zip(ids, finals, index) if q == n] for n in range(len(questions))]


def _ranked(hits: list) -> list[tuple[str, float]]:
    return [(h.id, round(h.final, 5)) for h in hits]


@pytest.mark.parametrize("story_first, entry_first", [(True, True), (False, False)])
def test_recall_recall_many_and_batch_rank_alike(
    monkeypatch: pytest.MonkeyPatch, story_first: bool, entry_first: bool
) -> None:
    monkeypatch.setattr(spans, "STORY_FIRST", story_first)
    monkeypatch.setattr(entries, "ENTRY_FIRST", entry_first)
    if not story_first:  # the off arm is main's order: lookup229's norm_first reads the courier's "are there rules
        monkeypatch.setattr(norms, "NORM_FIRST", False)  # about when deliveries can come?" and moves the address too
    store = _store()
    scopes, questions = [STORY, LIST, STORY, LIST], [COURIER, MEWS, CLAUSE, "Which days did Mews Hotel get a delivery?"]
    now = EVAL_NOW.timestamp()
    single = [store.recall(s, q, k=4, now=now, conflicts=False) for s, q in zip(scopes, questions)]
    assert [_ranked(h) for h in store.recall_many(scopes, questions, k=4, now=now, conflicts=False)] == [
        _ranked(h) for h in single
    ]
    assert _batch(store, scopes, questions) == [_ranked(h) for h in single]
    # each step is read: the fact the step moves is first with it on, the episode without it
    first = [h[0].text for h in single[:2]]
    assert first == ([ADDRESS, CLIENTS] if story_first else [PARCEL, NOTE])


def test_batch_moves_the_story_and_list_facts_first() -> None:
    store = _store()
    rows = _batch(store, [STORY, LIST], [COURIER, MEWS])
    fact_ids = [store.recall(STORY, CLAUSE, k=1)[0].id, store.recall(LIST, MEWS, k=4)[0].id]
    assert [r[0][0] for r in rows] == fact_ids
    assert [store.get(STORY, fact_ids[0]).text, store.get(LIST, fact_ids[1]).text] == [ADDRESS, CLIENTS]


def test_batch_over_a_store_path(tmp_path: Path) -> None:
    # a path: the job opens the store read-only (batch.snapshot), its embedder given, and reads the same order
    path = str(tmp_path / "store")
    store = _store(path)
    now = EVAL_NOW.timestamp()
    expected = [_ranked(store.recall(s, q, k=4, now=now, conflicts=False)) for s, q in ((STORY, COURIER), (LIST, MEWS))]
    store.close()
    table = batch_recall(
        path, pa.table({"scope": [STORY, LIST], "query": [COURIER, MEWS]}), k=4, now=now, embedder=_Fixed()
    )
    ids, finals, index = (table.column(c).to_pylist() for c in ("id", "final", "query_index"))
    assert [[(i, round(f, 5)) for i, f, q in zip(ids, finals, index) if q == n] for n in range(2)] == expected
