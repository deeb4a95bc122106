"""A price told twice among the first hits whose newest change is told in a note under the k hits, when neither wide
read starts (issue 18, branch newest144): store.WIDE_FIRST (_first_fact_unread, MemoryStore._first_pool)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, store
from engramdb.schema import Hit

NOW = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)

# a scope in which the newest price is told in passing in a dated note that shares no word of the question but its
# subject's ("subs", not "subscription"), under eleven facts naming the choir
_FACTS = [
    ("The choir rehearses in the church hall on Thursday evenings.", 500),
    ("The choir's music library is kept in the vestry cupboard.", 450),
    ("The choir's accompanist is paid 40 pounds a rehearsal.", 420),
    ("The choir sings evensong on the first Sunday of the month.", 400),
    ("The choir's robes are cleaned every Easter.", 380),
    ("The choir's treasurer banks with the Co-operative.", 360),
    ("The choir tours Normandy every other summer.", 340),
    ("The choir's founder was a retired organist from Ely.", 320),
    ("The choir has twenty-eight singers on its books.", 300),
    ("The choir's concert tickets are 12 pounds each.", 280),
]
_OLD = "The choir's subscription is 30 pounds a year."
_RAISED = "The choir's subscription went up to 36 pounds a year at the AGM."
_NOTE = (
    "Tue 20 Oct: Long rehearsal; the treasurer says subs are three pounds fifty a month now by standing order; "
    "the hall's boiler is fixed."
)
_QUESTION = "How much is the choir's subscription?"


@pytest.fixture
def switch() -> Iterator[None]:
    before = store.WIDE_FIRST
    yield
    store.WIDE_FIRST = before


def _store(note: str = _NOTE, raised: bool = True) -> tuple[MemoryStore, dict[str, str]]:
    memories = MemoryStore(clock=NOW.timestamp)
    rows = [(_OLD, "fact", 600), *[(text, "fact", days) for text, days in _FACTS], (note, "episode", 10)]
    if raised:
        rows.insert(1, (_RAISED, "fact", 90))
    ids = {
        memories.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days)): text
        for text, kind, days in rows
    }
    return memories, ids


def _texts(memories: MemoryStore, ids: dict[str, str], question: str) -> list[str]:
    return [ids[h.id] for h in memories.recall("s", question, k=10)]


def test_note_under_the_hits_goes_first(switch: None) -> None:
    memories, ids = _store()
    store.WIDE_FIRST = False
    assert _NOTE not in _texts(memories, ids, _QUESTION)  # main: the note is under the 10 hits
    store.WIDE_FIRST = True
    got = _texts(memories, ids, _QUESTION)
    assert got[0] == _NOTE
    assert got.index(_OLD) > 0 and got.index(_RAISED) > 0
    assert len(got) == 10


def test_another_things_price_is_not_put_first(switch: None) -> None:
    # the note prices the accompanist, not the subscription: asked_change_first pairs nothing
    note = "Tue 20 Oct: Long rehearsal; the accompanist is paid 45 pounds a rehearsal now; the hall's boiler is fixed."
    memories, ids = _store(note)
    store.WIDE_FIRST = True
    assert _texts(memories, ids, _QUESTION)[0] != note


def test_no_price_asked_reads_nothing(switch: None) -> None:
    memories, ids = _store()
    question = "Where does the choir rehearse?"
    store.WIDE_FIRST = False
    off = _texts(memories, ids, question)
    store.WIDE_FIRST = True
    assert _texts(memories, ids, question) == off


def _hit(memories: MemoryStore, text: str, kind: str, days: int) -> Hit:
    memory = memories.get("s", memories.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days)))
    return Hit(memory, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0)


def test_gate(switch: None) -> None:
    memories = MemoryStore(clock=NOW.timestamp)
    old = _hit(memories, _OLD, "fact", 600)
    raised = _hit(memories, _RAISED, "fact", 90)
    other = _hit(memories, "The choir rehearses in the church hall on Thursday evenings.", "fact", 500)
    euros = _hit(memories, "The choir's Normandy tour costs 300 euros a head.", "fact", 340)
    store.WIDE_FIRST = True
    assert store._first_fact_unread(_QUESTION, [raised, old, other]) == 0  # the price told twice
    assert store._first_fact_unread(_QUESTION, [old, other, raised]) == 0
    assert store._first_fact_unread(_QUESTION, [old, other]) is None  # told once
    assert store._first_fact_unread(_QUESTION, [old, euros]) is None  # another currency
    assert store._first_fact_unread("Where does the choir rehearse?", [raised, old]) is None  # no price asked
    store.WIDE_FIRST = False
    assert store._first_fact_unread(_QUESTION, [raised, old, other]) is None


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from(
        [
            "Where does the choir rehearse?",
            "Who founded the choir?",
            "When is evensong?",
            "How many singers does the choir have?",
            "Which bank does the treasurer use?",
        ]
    ),
    st.permutations(range(4)),
)
def test_no_price_asked_opens_no_gate(question: str, order: list[int]) -> None:
    """Property: a question asking no price never opens wide_first's gate, whatever the hits' order."""
    memories = MemoryStore(clock=NOW.timestamp)
    hits = [
        _hit(memories, text, "fact", days)
        for text, days in [(_OLD, 600), (_RAISED, 90), (_FACTS[2][0], 420), (_FACTS[9][0], 280)]
    ]
    before = store.WIDE_FIRST
    store.WIDE_FIRST = True
    try:
        assert store._first_fact_unread(question, [hits[i] for i in order]) is None
    finally:
        store.WIDE_FIRST = before
