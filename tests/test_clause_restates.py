"""A newer value stated in passing, with no word of change, inside a longer note (semantics._clause_restates: one clause
restates at least CLAUSE_COVER of an older fact's subject with another value), by the Python rules and natively
(cpp/engram/text/conflicts.cpp clause_restates): issue 18, branch newest52."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.semantics import (
    _CHANGE_CUES,
    CLAUSE_CHANGE_CUES,
    CLAUSE_COVER,
    KIND_CODE,
    _clause_change,
    _clause_restates,
    statement,
    states_a_change,
    stems,
)
from tests.test_clause_changes import CLAUSE_SCOPES
from tests.test_conflicts_native import IDENTIFIERS, SUBJECTS, VOCABULARY, _checked, _in_plan_and_python, _scope

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT, EPISODE = KIND_CODE["fact"], KIND_CODE["episode"]
TONER = "Printer toner comes from Brightline Office at £42.00 a cartridge."
POOL = "The pool and sauna close every Tuesday for cleaning."


def _marks(newer: str, older: str, kind: int = FACT) -> bool:
    old = stems(older)
    return _clause_change(newer, older, frozenset(), old, old - _CHANGE_CUES, kind)


def test_a_clause_restating_a_fact_with_another_value_states_a_change() -> None:
    # another price (a word with a digit on each side that the other lacks), no word of change in the note
    note = ("Invoice check, 2 Oct: Brightline Office billed £47 a cartridge for the printer toner this time; the "
            "paper order was fine.")
    assert not stems(note) & CLAUSE_CHANGE_CUES
    assert not states_a_change(note, TONER)  # the whole note shares too small a part of its stems
    assert _marks(note, TONER)
    # another day of the week (a slot's value swapped), no digit at all
    assert _marks("Notes, 3 Oct: the lift is fixed; the pool and sauna close on Thursdays for cleaning this term; "
                  "parcels go to the front desk.", POOL)


def test_what_the_clause_rule_must_not_mark() -> None:
    # the same value restated (no value on each side that the other lacks)
    assert not _marks("Notes: the lift is fixed; the pool and sauna close every Tuesday for cleaning, as ever.", POOL)
    # a value on one side only: the older names none
    assert not _marks("Notes: the lift is fixed; the pool and sauna close for cleaning at 14:00.",
                      "The pool and sauna close for cleaning once a week.")
    # under CLAUSE_COVER of the older's subject (another package of the same shop: the false pair at a share of 0.4)
    assert CLAUSE_COVER >= 0.5
    assert not _marks("Quiet week. Snowboard package with boots: 38 euros a day; we stock regular setups.",
                      "Premium ski package (skis, boots, poles) costs 52 euros a day.")
    # a clause stating an addition, an older episode, and one sentence (the whole-text rules' case)
    assert not _marks("Notes: the lift is fixed; the pool and sauna also close on Thursdays for cleaning.", POOL)
    assert not _marks("Notes: the lift is fixed; the pool and sauna close on Thursdays for cleaning.", POOL, EPISODE)
    assert not _marks("The pool and sauna close on Thursdays for cleaning.", POOL)
    # fewer than CLAUSE_SHARED subject stems that are no names: the pool's scope name only
    assert not _marks("Busy day. Brightline Office sent 3 boxes.", "Brightline Office: account 4471.")


def test_clause_restates_reads_coverage_and_values() -> None:
    a, b = frozenset({"toner", "brigh", "offic", "47", "cartr"}), frozenset({"toner", "brigh", "offic", "42", "cartr"})
    assert _clause_restates(a, b, frozenset({"47"}), frozenset({"42", "00"}))
    assert not _clause_restates(a, b, frozenset({"47", "42", "00"}), frozenset({"42", "00"}))  # old value kept
    assert not _clause_restates(frozenset({"toner", "47"}), b, frozenset({"47"}), frozenset({"42"}))  # 1 of 5
    assert _clause_restates(frozenset({"pool", "sauna", "clean", "thurs"}), frozenset({"pool", "sauna", "clean",
                                                                                       "tuesd"}),
                            frozenset(), frozenset())
    assert statement(TONER)[2] == frozenset({"42", "00"})


def _store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", TONER, created_at=NOW - timedelta(days=300), importance=0.6)
    store.remember("u", "The office Wi-Fi network is BL-Guest; the code is on the fridge.",
                   created_at=NOW - timedelta(days=280))
    store.remember("u", "Desk bookings go through the shared calendar, not email.", created_at=NOW - timedelta(days=250))
    note = store.remember("u", "Invoice check, 2 Oct: Brightline Office billed £47 a cartridge for the printer toner "
                          "this time; the paper order was fine; Jo is off on Friday.",
                          created_at=NOW - timedelta(days=30), importance=0.6, kind="episode")
    return store, old, note


def test_a_value_stated_in_passing_is_served_first() -> None:
    """Natively and by the Python rules alike, the note is marked a change of the fact and served above it."""
    store, old, note = _store()
    seen = [0, 0, 0]
    _checked(store, seen)  # every pass of this store: the native marks == the Python rules'
    hits = store.recall("u", "how much is a printer toner cartridge from Brightline?", k=5)
    ids = [h.id for h in hits]
    assert ids.index(note) < ids.index(old)
    assert note in hits[ids.index(old)].memory.conflicts_with
    planned, _old, _note = _store()
    _in_plan_and_python(planned, lambda c: planned.recall("u", "how much is a printer toner cartridge?", k=5,
                                                          conflicts=c), [0, 0, 0])


@st.composite
def restating_notes(draw: Any) -> list[tuple[str, str | None, int, float]]:
    """An older statement of a subject (rare words) with a value, and a newer note one of whose clauses restates the
    subject (or most of it) with the same or another value (a number or a day), no word of change, the other clauses
    random words: what _clause_restates compares."""
    subject = draw(st.lists(st.sampled_from(SUBJECTS), min_size=3, max_size=5, unique=True))
    values = [*IDENTIFIERS, "monday", "thursday", "saturday", "june"]
    old_value = draw(st.sampled_from(values))
    new_value = draw(st.one_of(st.just(old_value), st.sampled_from(values)))  # the same value half the time
    kept = draw(st.permutations(subject))[:len(subject) - draw(st.integers(0, 1))]  # all of it, or all but one
    older = " ".join([*subject, old_value])
    clause = " ".join([*kept, new_value, *draw(st.lists(st.sampled_from(VOCABULARY), max_size=3))])
    before = draw(st.lists(st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=6), min_size=1, max_size=3))
    note = ". ".join([" ".join(w) for w in before] + [clause])
    age = draw(st.integers(2, 400))
    return [(older, None, age, 1.0), (note, None, draw(st.integers(0, age - 1)), 1.0)]


RESTATING_SCOPES = st.lists(restating_notes(), min_size=1, max_size=5).map(lambda gs: [m for g in gs for m in g])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=st.one_of(RESTATING_SCOPES, CLAUSE_SCOPES), k=st.integers(1, 8), which=st.integers(0, 9))
def test_restating_clauses_natively_as_the_python_rules(items: list[tuple[str, str | None, int, float]], k: int,
                                                        which: int) -> None:
    store = _scope(items, 3)
    _checked(store, [0, 0, 0])
    query = items[which % len(items)][0]
    store.recall("u", query, k=k)
    planned = _scope(items, 3)
    _in_plan_and_python(planned, lambda c: planned.recall("u", query, k=k, conflicts=c), [0, 0, 0])


def test_the_restating_scopes_mark_changes_without_a_word_of_change() -> None:
    """The property above is not vacuous: many of its pairs are marked by a restating clause alone, and some are not
    (the same value, or under CLAUSE_COVER of the subject)."""
    found = {True: 0, False: 0}

    @settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(items=RESTATING_SCOPES)
    def count(items: list[tuple[str, str | None, int, float]]) -> None:
        for i in range(1, len(items), 2):
            older, note = items[i - 1][0], items[i][0]
            if not stems(note) & CLAUSE_CHANGE_CUES and not states_a_change(note, older):
                found[_marks(note, older)] += 1

    count()
    assert found[True] > 0 and found[False] > 0, found
