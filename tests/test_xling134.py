"""Issue 18, branch xling134: hits tied at relevance 0 (every hit under the calibration floor, no query word:
a question in another script over an all-English scope under E5) ordered by raw similarity (store.XL_ZERO_TIES,
store.zero_relevance_by_similarity), alike in recall, recall_many, the filtered recall and the batch recall; off is
main's order (importance and recency). (Its gate of XL_MIRROR by the scope's other-language share went with the
mirror itself: branch xling142, tests/test_xling142.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import ClassVar

import pyarrow as pa
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb import store as store_mod
from engramdb.batch import recall as batch_recall
from engramdb.calibration import Calibration

from .embedder_util import MappedEmbedder

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "orchard:upper"
QUESTION = "Кто ремонтирует насос?"  # "Who repairs the pump?", over English notes
NOTES = [
    "The pump is repaired by Tomas from the village.",  # the answer: nearest, least important
    "Every crate of apricots is weighed before it leaves.",
    "Lesson: never leave the gate to the lower field open.",
    "The tractor needs new tyres before the harvest.",
]
IMPORTANCE = [0.2, 0.5, 0.9, 0.7]


class Near(MappedEmbedder):
    """The question's cosines with the notes: 0.8, 0.5, 0.3, 0.4 (all under the floor of CALIBRATION)."""

    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        QUESTION: (1.0, 0.0, 0.0, 0.0, 0.0),
        NOTES[0]: (0.8, 0.6, 0.0, 0.0, 0.0),
        NOTES[1]: (0.5, 0.0, 0.866, 0.0, 0.0),
        NOTES[2]: (0.3, 0.0, 0.0, 0.954, 0.0),
        NOTES[3]: (0.4, 0.0, 0.0, 0.0, 0.917),
    }
    other: ClassVar[tuple[float, ...]] = (0.0, 0.0, 0.0, 0.0, 1.0)
    dim = 5


CALIBRATION = Calibration(floor=0.85, ceiling=0.95)  # every note's cosine is under the floor: relevance 0


@pytest.fixture
def switches() -> Iterator[None]:
    saved = store_mod.XL_ZERO_TIES
    yield
    store_mod.XL_ZERO_TIES = saved


def _store(embedder: object | None = None) -> MemoryStore:
    store = MemoryStore(
        embedder=Near() if embedder is None else embedder,
        clock=NOW.timestamp,
        calibration=CALIBRATION if embedder is None else None,
        dedup=False,
    )
    for i, (text, importance) in enumerate(zip(NOTES, IMPORTANCE)):
        store.remember(SCOPE, text, kind="fact", importance=importance, created_at=NOW - timedelta(days=5 + i))
    return store


def _texts(hits: list) -> list[str]:
    return [h.text for h in hits]


def test_off_orders_zero_relevance_hits_by_importance_on_by_similarity(switches: None) -> None:
    store = _store()
    store_mod.XL_ZERO_TIES = False
    off = store.recall(SCOPE, QUESTION, k=4)
    assert all(h.relevance == 0.0 and h.lexical == 0.0 for h in off)
    assert off[0].text == NOTES[2]  # main: the "Lesson" note of importance 0.9 on top, the answer last
    assert off[-1].text == NOTES[0]
    store_mod.XL_ZERO_TIES = True
    on = store.recall(SCOPE, QUESTION, k=4)
    assert _texts(on) == [NOTES[0], NOTES[1], NOTES[3], NOTES[2]]  # by cosine 0.8, 0.5, 0.4, 0.3
    assert sorted(h.final for h in on) == sorted(h.final for h in off)  # only the order changes


def test_recall_recall_many_filtered_and_batch_rank_zero_ties_alike(switches: None) -> None:
    store = _store()
    store_mod.XL_ZERO_TIES = True
    now = NOW.timestamp()
    questions = [QUESTION, QUESTION]
    single = [_texts(store.recall(SCOPE, q, k=4, now=now)) for q in questions]
    assert single[0][0] == NOTES[0]
    assert [_texts(h) for h in store.recall_many(SCOPE, questions, k=4, now=now)] == single
    assert [
        _texts(store.recall(SCOPE, q, k=4, now=now, where={"importance": {"$gte": 0.0}})) for q in questions
    ] == single
    plain = [[h.id for h in store.recall(SCOPE, q, k=4, now=now, conflicts=False)] for q in questions]
    table = batch_recall(store, pa.table({"scope": [SCOPE] * 2, "query": questions}), k=4, now=now)
    ids, index = table.column("id").to_pylist(), table.column("query_index").to_pylist()
    assert [[i for i, q in zip(ids, index) if q == n] for n in range(2)] == plain


def test_hashing_and_mmr_recalls_keep_their_order(switches: None) -> None:
    hashing = MemoryStore(clock=NOW.timestamp, dedup=False)
    for text, importance in zip(NOTES, IMPORTANCE):
        hashing.remember(SCOPE, text, kind="fact", importance=importance)
    store_mod.XL_ZERO_TIES = False
    off = _texts(hashing.recall(SCOPE, QUESTION, k=4))
    mmr_off = _texts(_store().recall(SCOPE, QUESTION, k=4, mmr_lambda=0.5))
    store_mod.XL_ZERO_TIES = True
    assert _texts(hashing.recall(SCOPE, QUESTION, k=4)) == off
    assert _texts(_store().recall(SCOPE, QUESTION, k=4, mmr_lambda=0.5)) == mmr_off


@dataclass
class _Memory:
    conflicts_with: tuple[str, ...] = ()


@dataclass
class _Hit:
    id: str
    relevance: float
    lexical: float
    similarity: float
    memory: _Memory = field(default_factory=_Memory)


hit_lists = st.lists(
    st.tuples(
        st.sampled_from([0.0, 0.0, 0.0, 0.2]),
        st.sampled_from([0.0, 0.0, 0.1]),
        st.floats(-1.0, 1.0),
        st.integers(-1, 7),
    ),
    max_size=8,
)


@given(hit_lists)
def test_zero_ties_permute_and_order_by_similarity_only_when_all_terms_are_zero(rows: list) -> None:
    hits = [_Hit(str(i), r, x, s) for i, (r, x, s, _) in enumerate(rows)]
    for i, (*_, mark) in enumerate(rows):  # a conflict mark between i and another hit
        if 0 <= mark < len(hits) and mark != i:
            hits[i].memory.conflicts_with = (str(mark),)
    out = store_mod.zero_relevance_by_similarity(hits)  # type: ignore[arg-type]
    assert sorted(h.id for h in out) == sorted(h.id for h in hits)
    if any(h.relevance or h.lexical for h in hits):
        assert out is hits
        return
    at = {h.id: n for n, h in enumerate(out)}
    for a in hits:  # a pair marked in conflict keeps its order
        for b in hits:
            if b.id in a.memory.conflicts_with:
                assert (at[a.id] < at[b.id]) == (int(a.id) < int(b.id))
    if not any(h.memory.conflicts_with for h in hits):
        assert [h.similarity for h in out] == sorted((h.similarity for h in hits), reverse=True)
