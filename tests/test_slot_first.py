"""engramdb.support.slot_first: a recall's hit that holds the kind of value the question asks for (a date, a price,
a person...) goes above a close-scoring top hit about the same subject that leaves it out; recall and recall_many
apply it alike."""

from __future__ import annotations

from datetime import timedelta

import pyarrow as pa
import pytest

from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW
from engramdb.support import SLOT_DEPTH, SLOT_SCORE_RATIO, fills_asked_slot, slot_first


class _Memory:
    def __init__(self, conflicts_with: tuple[str, ...]) -> None:
        self.conflicts_with = conflicts_with


class _Hit:  # what slot_first reads of a hit: its text, fused score, id and the conflicts recall marked
    def __init__(self, text: str, final: float, id: str = "", conflicts_with: tuple[str, ...] = ()) -> None:
        self.text, self.final, self.id, self.memory = text, final, id or text, _Memory(conflicts_with)


GOAL = "Tomáš's goal is to pass the DELE B2 exam and to run meetings in Spanish."
DATED = "Tomáš registered for the DELE B2 exam at the Instituto Cervantes in Prague on 21 May 2027."
QUESTION = "When is Tomáš's DELE exam?"


def test_fills_asked_slot() -> None:
    assert fills_asked_slot(QUESTION, DATED) is True
    assert fills_asked_slot(QUESTION, GOAL) is False
    assert fills_asked_slot("Does Tomáš like Spanish?", DATED) is None  # a yes/no question asks no slot


def test_a_close_hit_that_fills_the_slot_goes_first() -> None:
    hits = [_Hit(GOAL, 0.96), _Hit("Tomáš is learning Spanish for work.", 0.9), _Hit(DATED, 0.87)]
    out = slot_first(QUESTION, hits)  # type: ignore[arg-type]
    assert [h.text for h in out] == [DATED, hits[0].text, hits[1].text]  # the others keep their order
    assert sorted(h.final for h in out) == sorted(h.final for h in hits)  # scores are not changed


@pytest.mark.parametrize("hits", [
    [_Hit(DATED, 0.96), _Hit(GOAL, 0.95)],  # the top hit fills the slot already
    [_Hit(GOAL, 0.96), _Hit(DATED, 0.96 * SLOT_SCORE_RATIO - 0.01)],  # too far below the top hit
    [_Hit(GOAL, 0.96), *[_Hit(GOAL, 0.95)] * (SLOT_DEPTH - 1), _Hit(DATED, 0.95)],  # deeper than SLOT_DEPTH
    [_Hit(GOAL, 0.96)],
    [],
])
def test_left_alone(hits: list[_Hit]) -> None:
    assert slot_first(QUESTION, hits) == hits  # type: ignore[arg-type]


def test_the_other_side_of_a_marked_contradiction_stays_below() -> None:
    question = "Which boat covers for us when the Ardmhor is out of service?"
    newer = "The Sula has been sold; the Gannet is our relief boat from now on, 16 cars."
    older = "When the Ardmhor is in dry dock the relief vessel is the MV Sula from Oban; she carries 12 cars only."
    assert fills_asked_slot(question, newer) is False and fills_asked_slot(question, older) is True
    hits = [_Hit(newer, 0.9, "new", ("old",)), _Hit(older, 0.88, "old")]
    assert slot_first(question, hits) == hits  # type: ignore[arg-type]
    hits = [_Hit(newer, 0.9, "new"), _Hit(older, 0.88, "old", ("new",))]  # marked on either side
    assert slot_first(question, hits) == hits  # type: ignore[arg-type]
    unmarked = [_Hit(newer, 0.9, "new"), _Hit(older, 0.88, "old")]
    assert slot_first(question, unmarked)[0].id == "old"  # type: ignore[arg-type]


def test_no_slot_no_change() -> None:
    hits = [_Hit(GOAL, 0.96), _Hit(DATED, 0.95)]
    assert slot_first("Is Tomáš learning Spanish?", hits) == hits  # type: ignore[arg-type]


def _store() -> MemoryStore:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    at = EVAL_NOW
    store.remember("student:tomas", DATED, importance=0.8, created_at=at - timedelta(days=200))
    store.remember("student:tomas", GOAL, importance=0.7, created_at=at - timedelta(days=300))
    store.remember("student:tomas", "Tomáš took a DELE B2 mock: reading 18 of 25, listening 14 of 25.",
                   importance=0.6, created_at=at - timedelta(days=20))
    store.remember("student:tomas", "Tomáš prefers lessons on Tuesday evenings.", created_at=at - timedelta(days=5))
    return store


def test_recall_and_recall_many_put_the_dated_fact_first() -> None:
    store = _store()
    hits = store.recall("student:tomas", QUESTION)
    assert hits[0].text == DATED
    many = store.recall_many("student:tomas", [QUESTION, "Does Tomáš take mock exams?"])
    assert [h.id for h in many[0]] == [h.id for h in hits]
    table = batch_recall(store, pa.table({"scope": ["student:tomas"], "query": [QUESTION]}), now=EVAL_NOW)
    assert table.column("id").to_pylist() == [h.id for h in hits]
    assert table.column("final").to_pylist() == pytest.approx([h.final for h in hits])
    filtered = store.recall("student:tomas", QUESTION, where={"kind": "fact"})
    assert filtered[0].text == DATED
    vector = store.recall("student:tomas", store.embedder.embed([QUESTION])[0])  # a vector asks no slot
    assert len(vector) == len(hits)
