"""A value changed in passing inside a longer note (semantics._clause_change: one clause of the newer text states the
change) and a fact changed twice served newest first (semantics.newer_first), by the Python rules and natively
(cpp/engram/text/conflicts.cpp clause_change, cpp/bindings/register_conflicts.cpp's order): issue 18, branch
passing47."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.schema import Hit
from engramdb.semantics import (
    _CHANGE_CUES,
    KIND_CODE,
    _clause_change,
    clauses,
    newer_first,
    states_a_change,
    stems,
)
from tests.test_conflicts_native import (
    IN_PLAN,
    VOCABULARY,
    _checked,
    _in_plan_and_python,
    _scope,
    related,
)

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
GATE = "Storage unit at SafeStore Leith: unit 1290, ground floor."
NOTE = ("Busy Saturday. Took the cat to Fernhill for her booster, all fine. Picked up paint for the hallway. Our "
        "storage unit at SafeStore is 4471 now since they moved us after the flood on the ground floor. Need to "
        "call the plumber about the dripping tap on Monday.")


def test_clauses_split_at_sentence_ends_and_line_breaks() -> None:
    assert clauses("Busy day. Gate code is 4471 now; ok!\nNext 49.50 e.g. x?") == (
        "Busy day.", " Gate code is 4471 now;", " ok!", "Next 49.50 e.g.", " x?")
    assert clauses("Gate code: 1290.") == ()  # one clause: the whole-text rules compare it
    assert clauses("Price 49.50 each.\n\n") == ()


def test_a_clause_of_a_long_note_states_the_change() -> None:
    fact = KIND_CODE["fact"]
    old = stems(GATE)
    old_subject = old - _CHANGE_CUES
    assert _clause_change(NOTE, GATE, frozenset(), old, old_subject, fact)
    assert not _clause_change(NOTE, GATE, frozenset(), old, old_subject, KIND_CODE["episode"])  # an episode: no value
    # the clause's own addition states no change; another clause's "also" does not hide one
    assert not _clause_change("Busy day. Our storage unit is now also 4471 at SafeStore.", GATE, frozenset(),
                              old, old_subject, fact)
    assert _clause_change("Also bought milk. Our storage unit at SafeStore is 4471 now, still on the ground floor.", GATE, frozenset(),
                          old, old_subject, fact)
    # a clause without a word of change (or with one that names an event as often: "raised", "submitted"), or sharing
    # fewer than CLAUSE_SHARED subject stems that are no names (the storage unit only), states none (the first, with
    # another number but under CLAUSE_COVER of the fact's subject, is no restatement either: tests/test_clause_restates)
    assert not _clause_change("Busy day. Our storage unit at SafeStore is 4471.", GATE, frozenset(), old, old_subject,
                              fact)
    assert not _clause_change("Busy day. The landlord changed the unit now.", GATE, frozenset(), old, old_subject, fact)
    assert not _clause_change("Busy day. Our storage unit at SafeStore is 4471 now.", GATE, frozenset(), old,
                              old_subject, fact)
    assert not _clause_change("Busy day. A ticket was raised about our storage unit on the ground floor at SafeStore.",
                              GATE, frozenset(), old, old_subject, fact)


def _store() -> tuple[MemoryStore, str, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", GATE, created_at=NOW - timedelta(days=400), importance=0.6)
    store.remember("u", "Bins go out Tuesday night; recycling every other week.", created_at=NOW - timedelta(days=380))
    store.remember("u", "The cat's vet is Dr. Amara Lind at Fernhill Animal Clinic.", created_at=NOW - timedelta(days=350))
    note = store.remember("u", NOTE, created_at=NOW - timedelta(days=40), importance=0.6, kind="episode")
    latest = store.remember("u", "Daily note: school run, then groceries. SafeStore emailed: our storage unit "
                            "changed again, it's 8830 on the first floor from today. Tomas is away until Thursday.",
                            created_at=NOW - timedelta(days=10), importance=0.6, kind="episode")
    return store, old, note, latest


def test_a_newer_value_in_a_long_note_is_served_first() -> None:
    """Marked by the clause alone (the whole note shares too small a part of its stems with the fact), natively and
    by the Python rules, and served above the stale fact."""
    store, old, note, latest = _store()
    seen = [0, 0, 0]
    _checked(store, seen)  # every pass of this store: the native marks == the Python rules'
    hits = store.recall("u", "which storage unit do we have at SafeStore these days?", k=5)
    ids = [h.id for h in hits]
    assert old in ids and note in ids and latest in ids
    assert ids.index(latest) < ids.index(note) < ids.index(old)
    assert seen[2] > 0
    assert note in hits[ids.index(old)].memory.conflicts_with


def test_a_fact_changed_twice_is_served_newest_first_in_the_plan() -> None:
    store, old, note, latest = _store()
    seen = [0, 0, 0]
    _in_plan_and_python(store, lambda c: store.recall("u", "what is our SafeStore storage unit number?", k=5, conflicts=c),
                        seen)
    ids = [h.id for h in store.recall("u", "what is our SafeStore storage unit number?", k=5)]
    assert ids.index(latest) < ids.index(note) < ids.index(old)


def test_newer_first_puts_the_newest_of_three_first() -> None:
    """A -> B -> C, each marked a change of A (and C of B or not): C, B, A whatever the rank order of B and C (before:
    B and C in their rank order, B first when it ranked higher)."""
    store = MemoryStore(clock=NOW.timestamp)
    a = store.remember("u", "Parking: space 14 on level -2.", created_at=NOW - timedelta(days=260))
    b = store.remember("u", "Parking space is now 37 on level -1.", created_at=NOW - timedelta(days=20))
    c = store.remember("u", "Parking moved again, my space is now 9.", created_at=NOW - timedelta(days=5))
    hits = [Hit(store.get("u", i), f, 0.9, 0.5, 0.5, 1.0, f) for i, f in ((a, 1.0), (b, 0.9), (c, 0.8))]
    for changes in ({(b, a), (c, a)}, {(b, a), (c, a), (c, b)}, {(b, a), (c, b)}):
        assert [h.id for h in newer_first(hits, changes)] == [c, b, a], changes
    # a newer side under the relevance share stays where it is
    low = [Hit(store.get("u", i), f, 0.9, 0.5, 0.5, 1.0, f) for i, f in ((a, 1.0), (b, 0.9), (c, 0.1))]
    assert [h.id for h in newer_first(low, {(b, a), (c, a)})] == [b, a, c]


@st.composite
def long_notes(draw: Any) -> list[tuple[str, str | None, int, float]]:
    """A statement and a newer long note holding a related statement as one of its clauses (with or without a word of
    change), the other clauses random words: what _clause_change compares."""
    (older, _k, age, w0), (newer, _k2, _age, w1) = draw(related())
    before = draw(st.lists(st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=6), max_size=3))
    after = draw(st.lists(st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=6), max_size=3))
    breaks = [". ", "; ", "! ", "\n", ".\n", ", "]
    parts = [" ".join(w) for w in before] + [newer] + [" ".join(w) for w in after]
    note = parts[0]
    for part in parts[1:]:
        note += draw(st.sampled_from(breaks)) + part
    return [(older, None, age, w0), (note, None, draw(st.integers(0, age - 1)) if age > 0 else 0, w1)]


CLAUSE_SCOPES = st.lists(long_notes(), min_size=1, max_size=6).map(lambda gs: [m for g in gs for m in g])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=CLAUSE_SCOPES, seal_after=st.integers(0, 12), k=st.integers(1, 8), which=st.integers(0, 11))
# a draw whose identifiers spell a card number the guard refuses (a clean-clone CI run met it; _scope leaves it out)
@example(items=[("alder birch 2291 8841 8842 8842", None, 1, 0.0), ("alder birch ines", None, 0, 0.0)], seal_after=0,
         k=1, which=0)
def test_clause_changes_natively_as_the_python_rules(items: list[tuple[str, str | None, int, float]],
                                                     seal_after: int, k: int, which: int) -> None:
    store = _scope(items, seal_after)
    _checked(store, SEEN)
    query = items[which % len(items)][0]
    store.recall("u", query, k=k)
    store.recall("u", query, k=k, hybrid=False, budget_tokens=60)
    planned = _scope(items, seal_after)
    _in_plan_and_python(planned, lambda c: planned.recall("u", query, k=k, conflicts=c), IN_PLAN)


SEEN = [0, 0, 0]


def test_the_clause_scopes_mark_changes_by_clauses_only() -> None:
    """The property above is not vacuous: some of its pairs are marked by a clause where the whole note is not."""
    found = [0]

    # derandomized: a count over random draws is itself random (12 seeds gave 9-39 such pairs, and one CI run 3, which
    # failed the bound); the fixed draws give 24
    @settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow], derandomize=True)
    @given(items=CLAUSE_SCOPES)
    def count(items: list[tuple[str, str | None, int, float]]) -> None:
        for i in range(1, len(items), 2):
            older, note = items[i - 1][0], items[i][0]
            old = stems(older)
            if _clause_change(note, older, frozenset(), old, old - _CHANGE_CUES, KIND_CODE["fact"]) and \
                    not states_a_change(note, older):
                found[0] += 1

    count()
    assert found[0] > 3, found
