"""Branch textcost150: two readings of a text recall kept instead of read anew, answers unchanged.
- semantics._marks_change: the Python conflict pass's change test of one pooled pair (conflict_marks), which recall ran
  where the native pass declined (a pooled text held a non-ASCII digit), kept per (texts, kinds, common stems). Since
  branch textcost166 the native pass reads such a text itself: recall runs no Python pass, and the pair test is read
  anew (the specification's runs, native=False), so no pair is kept.
- support._slot_answered: slot_pick's answer test of one hit text, kept per (answer test, question, text, switches)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics, support
from engramdb.eval import EVAL_NOW

# a scope whose pool holds an Eastern Arabic digit ("۲۰"): recall's conflict pass ran in Python (conflict_marks) here
# before branch textcost166; now natively
NOTES = (
    (400, "fact", "Gul Agha charges 1200 afghani a kilo for pine nuts."),
    (300, "fact", "The pine-nut shop is closed on Fridays."),
    (200, "episode", "د اکتوبر په ۲۰مه سردار دوکان ته راغی."),
    (90, "episode", "Gul Agha now charges 1400 afghani a kilo for pine nuts."),
    (60, "fact", "The storeroom is kept cool with wet sacks over the window."),
    (30, "episode", "From now on the pine-nut shop is closed on Thursdays instead."),
    (10, "fact", "Nazir's phone number is 0799 123 456."),
)
QUESTIONS = ("What does Gul Agha charge for pine nuts?", "Which day is the pine-nut shop closed?",
             "What is Nazir's phone number?", "How is the storeroom kept cool?", "Who came to the shop?")


def _store() -> MemoryStore:
    store = MemoryStore(clock=EVAL_NOW.timestamp, dedup=False)
    for days, kind, text in NOTES:
        store.remember("shop", text, kind=kind, created_at=EVAL_NOW - timedelta(days=days))
    return store


def _answers(store: MemoryStore) -> list[list[tuple[str, tuple[str, ...], float]]]:
    return [[(h.id, h.memory.conflicts_with, h.final) for h in store.recall("shop", q, k=5)] for q in QUESTIONS]


def test_a_scope_with_another_script_s_digit_is_marked_natively(monkeypatch: pytest.MonkeyPatch) -> None:
    """recall marks the scope natively (no pair test run in Python) as the Python rules mark it."""
    store = _store()
    calls = [0]
    original = semantics._marks_change

    def counted(*args: Any) -> bool:
        calls[0] += 1
        return original(*args)

    monkeypatch.setattr(semantics, "_marks_change", counted)
    first = _answers(store)
    assert calls[0] == 0  # the native pass read the pool, the Arabic digit too
    assert any(row[0][1] or row[1][1] for row in first if len(row) > 1)  # the pass marks something here
    # the Python rules (the specification) give the same marks and order
    plain = semantics.Semantics.mark_conflicts

    def python(self: Any, *args: Any, **kwargs: Any) -> Any:
        kwargs.pop("found", None)
        return plain(self, *args, **kwargs, native=False)

    store._semantics.in_plan = False
    monkeypatch.setattr(semantics.Semantics, "mark_conflicts", python)
    assert _answers(store) == first
    assert calls[0] > 0


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from([text for _, _, text in NOTES]), min_size=2, max_size=6),
       st.lists(st.sampled_from(["fact", "episode"]), min_size=6, max_size=6), st.sampled_from([0, 1, 2]))
def test_the_pair_test_is_the_loop_it_replaces(texts: list[str], kinds: list[str], common_size: int) -> None:
    """_marks_change is the condition conflict_marks' loop read inline before (main's)."""
    codes = [semantics.KIND_CODE[k] for k in kinds]
    common = frozenset(sorted(semantics.stems(" ".join(texts)))[:common_size])
    for a, newer in enumerate(texts):
        for b, older in enumerate(texts):
            new_stems, old_stems = semantics.stems(newer), semantics.stems(older)
            cues = new_stems & semantics._CHANGE_CUES
            new_other = (new_stems - semantics._CHANGE_CUES) - common
            old_other = (old_stems - semantics._CHANGE_CUES) - common
            adds, parts = semantics.states_an_addition(newer), semantics.clauses(newer)
            inline = ((not adds and not semantics._other_subjects(newer, older, old_stems) and
                       (semantics._change_between(cues, new_other, old_stems, old_other, semantics.identifiers(newer),
                                                  semantics.identifiers(older)) or
                        semantics._names_change(newer, older, new_other, old_other, codes[b]) or
                        semantics._label_change(newer, older, new_other, old_other, codes[b]))) or
                      (bool(parts) and not new_other.isdisjoint(old_other) and
                       semantics._clause_change(newer, older, common, old_stems, old_other, codes[b])) or
                      (len(new_other) >= 2 and not new_other.isdisjoint(old_other) and
                       semantics._label_named(newer, older, old_stems, codes[a], codes[b]))) and \
                not semantics.same_quantity(newer, older)
            assert semantics._marks_change(newer, older, codes[a], codes[b], common) is inline


SLOT_TEXTS = ("Tomáš registered for the DELE B2 exam in Prague on 21 May 2027.", "Tomáš is learning Spanish for work.",
              "The lesson costs 30 euros an hour.", "Ilka Wendekamp is the caretaker.", "The office is at 4 Quay Street.",
              "We ordered 12 sacks of pine nuts.", "Nazir's number is 0799 123 456.")
SLOT_QUESTIONS = ("When is Tomáš's DELE exam?", "How much is a lesson?", "Who is the caretaker?",
                  "Where is the office?", "How many sacks did we order?", "What is Nazir's number?",
                  "What are the office hours?", "Does Tomáš like Spanish?")


def _plain_pick(question: str, texts: list[str], finals: list[float], kept: Any = ()) -> int | None:
    """slot_pick as main reads it: the answer test called for each text."""
    if len(texts) < 2:
        return None
    low = question.lower()
    found = support._order_slot(low)
    if found is None:
        return None
    answers = found[1]
    if answers(texts[0], texts[0].lower(), low):
        return None
    floor = support.SLOT_SCORE_RATIO * finals[0]
    for i in range(1, min(len(texts), support.SLOT_DEPTH)):
        if finals[i] < floor:
            return None
        if i not in kept and answers(texts[i], texts[i].lower(), low):
            return i
    return None


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(SLOT_QUESTIONS), st.lists(st.sampled_from(SLOT_TEXTS), min_size=1, max_size=6),
       st.floats(0.5, 1.0), st.booleans(), st.booleans())
def test_slot_pick_with_kept_answers_is_the_plain_pick(question: str, texts: list[str], decay: float,
                                                        calendar: bool, id_number: bool) -> None:
    """slot_pick reads each text's answer through _slot_answered and picks as the answer test read anew would, with
    the switches the answer tests read flipped in between (no cache to empty)."""
    finals = [decay ** i for i in range(len(texts))]
    saved = support.PERSON_CALENDAR, support.ID_NUMBER_NO_DATE
    try:
        support.PERSON_CALENDAR, support.ID_NUMBER_NO_DATE = calendar, id_number
        want = _plain_pick(question, texts, finals)
        assert support.slot_pick(question, texts, finals) == want
        assert support.slot_pick(question, texts, finals) == want  # asked again: read from the cache
    finally:
        support.PERSON_CALENDAR, support.ID_NUMBER_NO_DATE = saved


def test_slot_pick_reads_the_kept_answers() -> None:
    support._slot_answered.cache_clear()
    question, texts = "When is Tomáš's DELE exam?", [*SLOT_TEXTS[1:3], SLOT_TEXTS[0]]
    assert support.slot_pick(question, texts, [1.0, 0.95, 0.9]) == 2
    misses = support._slot_answered.cache_info().misses
    assert misses == 3
    assert support.slot_pick(question, texts, [1.0, 0.95, 0.9]) == 2
    assert support._slot_answered.cache_info().misses == misses  # all three read from the cache
