"""lookups137 (issue 18; benchmarks/RESULTS.md "lookups137"): a label list whose one entry names the asked thing
("Rooms: ..., Total 50 beds") goes above a fact or a lesson at the top that names none of the entry's words
(entries.ENTRY_OVER_FACT), when the entry matches ENTRY_OVER_STEMS question words or more and not names alone; a
comma between two digits splits no entries (entries.ENTRY_DECIMAL). recall, recall_many and the batch recall rank
alike."""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pyarrow as pa
import pytest

import engramdb.entries as entries
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

ROOMS = "Rooms: 4x 8-bed mixed dorms, 2x 6-bed female dorm, 3 private doubles (P1-P3). Total 50 beds."
LESSON = (
    "Booking.com + Hostelworld both sold the last bed in dorm 2 on Juwenalia weekend; we had to put a guest in a"
    " hotel at our cost (310 PLN)."
)
BEDS = "How many beds does the hostel have in total?"
HOUSEHOLD = "The household: parents Annika and Femi, children Noah (12) and Zara (8), and their dog Pepper."
GRANDMA = "Grandma Ingrid lives ten minutes away and can babysit on Tuesday and Thursday evenings."
BABYSIT = "On the evenings Noah has football training, can Grandma Ingrid babysit Zara?"
POS = "POS: terminale Nexi, commissione 1,2%."
FILLER = ("The office plants are watered on Tuesdays.", "Parking permits are renewed each January.")


@pytest.fixture(autouse=True)
def _on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entries, "ENTRY_OVER_FACT", True)
    monkeypatch.setattr(entries, "ENTRY_DECIMAL", True)


def test_entry_pick_under_a_lesson_or_fact_that_names_none_of_its_words(monkeypatch: pytest.MonkeyPatch) -> None:
    finals = [0.780, 0.571]
    assert entries.entry_pick(BEDS, ["lesson", "fact"], finals, [LESSON, ROOMS]) == 1
    assert entries.entry_pick(BEDS, ["fact", "fact"], finals, [LESSON, ROOMS]) == 1
    assert entries.entry_pick(BEDS, ["lesson", "fact"], [0.80, 0.571], [LESSON, ROOMS]) is None  # under 0.72x
    assert entries.entry_pick(BEDS, ["lesson", "fact"], finals, [LESSON, ROOMS], [1]) is None  # contradicts the top
    # the top names the entry's word ("beds"): it tells of the asked thing
    assert entries.entry_pick(BEDS, ["lesson", "fact"], finals, ["The hostel has 48 beds in total.", ROOMS]) is None
    monkeypatch.setattr(entries, "ENTRY_OVER_FACT", False)
    assert entries.entry_pick(BEDS, ["lesson", "fact"], finals, [LESSON, ROOMS]) is None


def test_one_loose_word_or_names_alone_move_nothing() -> None:
    # "children Noah (12) and Zara (8)" matches the names alone: it tells who they are, not what is asked
    assert entries.list_entry(BABYSIT, HOUSEHOLD) == 1
    assert entries.entry_pick(BABYSIT, ["fact", "fact"], [0.824, 0.616], [GRANDMA, HOUSEHOLD]) is None
    # one matched word ("private") under a fact: a loose match
    private = "Do you have private rooms?"
    assert entries.list_entry(private, ROOMS) == 2
    assert entries.entry_pick(private, ["fact", "fact"], [0.8, 0.7], ["x y z", ROOMS]) is None
    # under an episode one word still does (lookups126)
    assert entries.entry_pick(private, ["episode", "fact"], [0.8, 0.7], ["x y z", ROOMS]) == 2 - 1


def test_a_decimal_comma_splits_no_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    assert entries.list_entries(POS) == ()  # two entries: "terminale Nexi", "commissione 1,2%"
    assert entries.list_entries("Fees: card 1,2%, cash 0, transfer 0,5%.") == ("card 1,2%", "cash 0", "transfer 0,5%")
    monkeypatch.setattr(entries, "ENTRY_DECIMAL", False)
    entries.list_entries.cache_clear()
    assert entries.list_entries(POS) == ("terminale Nexi", "commissione 1", "2%")
    entries.list_entries.cache_clear()


class _Fixed(MappedEmbedder):
    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        BEDS: (1.0, 0.0, 0.0),
        LESSON: (1.0, 0.0, 0.0),
        ROOMS: (0.8, 0.0, 0.6),
    }


def _ranked(hits: list) -> list[tuple[str, float]]:
    return [(h.id, round(h.final, 5)) for h in hits]


@pytest.mark.parametrize("on", [True, False])
def test_recall_recall_many_and_batch_rank_alike(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr(entries, "ENTRY_OVER_FACT", on)
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("h", ROOMS, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("h", LESSON, created_at=EVAL_NOW - timedelta(days=100))  # a fact at the top
    for i, text in enumerate(FILLER):
        store.remember("h", text, created_at=EVAL_NOW - timedelta(days=300 + i))
    now = EVAL_NOW.timestamp()
    single = store.recall("h", BEDS, k=4, now=now, conflicts=False)
    assert single[0].text == (ROOMS if on else LESSON)
    assert [_ranked(h) for h in store.recall_many(["h"], [BEDS], k=4, now=now, conflicts=False)] == [_ranked(single)]
    table = batch_recall(store, pa.table({"scope": ["h"], "query": [BEDS]}), k=4, now=now)
    ids, finals = (table.column(c).to_pylist() for c in ("id", "final"))
    assert [(i, round(f, 5)) for i, f in zip(ids, finals)] == _ranked(single)
