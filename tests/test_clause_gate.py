"""The clause step's gate decided by the recall plan's native pass (register.hpp clause_gate, semantics.clause_gate its
Python reference): a hashing store's recall makes no ClauseScorer and reads no hit for the clause where the gate is
closed, and its answers are those of the step run ungated (issue 18, branch clausenative84)."""

from __future__ import annotations

import gc
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core, semantics
from engramdb import store as store_module
from engramdb.engine import params as recall_params
from engramdb.schema import Hit
from engramdb.semantics import ClauseScorer, clause_gate, conflict_pass

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
RENT = "Allotment rent is 45 pounds a plot per year."
RENT_NOTE = ("Society AGM minutes: hedge along row C to be cut in March; seed swap moved to the church hall; allotment "
             "rent goes to 52 pounds a plot per year from April, water charge stays at 10; new padlocks for the shed.")
RENT_Q = "How much is the allotment rent per year?"


def _rent_store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("plots", RENT, created_at=NOW - timedelta(days=400), importance=0.7)
    store.remember("plots", "The shed key is kept by Morag at plot 14.", created_at=NOW - timedelta(days=300))
    store.remember("plots", "Water troughs are filled from the mains tap by the gate.",
                   created_at=NOW - timedelta(days=250))
    new = store.remember("plots", RENT_NOTE, created_at=NOW - timedelta(days=9), importance=0.5, kind="episode")
    return store, old, new


class _Gates:
    """Records each call of MemoryStore._changes_first: the hits it was given, the gate, and the answer."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: list[tuple[list[Hit], int | None, list[Hit]]] = []
        real = MemoryStore._changes_first

        def record(store: MemoryStore, question: str, hits: list[Hit], query: Any, relevance_map: Any,
                   gate: int | None = None) -> list[Hit]:
            out = real(store, question, hits, query, relevance_map, gate)
            self.calls.append((hits, gate, out))
            return out

        monkeypatch.setattr(MemoryStore, "_changes_first", record)
        _first_pass_only(monkeypatch)


def _first_pass_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The gate is the first pass's: the wider reads after it (wide109's WIDE_POOL, newest116's WIDE_STANDING with
    newest138's WIDE_SUBJECT, newest144's WIDE_FIRST) read another list of hits through _changes_first again, ungated,
    and are switched off here."""
    monkeypatch.setattr(store_module, "WIDE_POOL", False)
    monkeypatch.setattr(store_module, "WIDE_STANDING", False)
    monkeypatch.setattr(store_module, "WIDE_FIRST", False)


def _key(hits: list[Hit]) -> list[tuple[Any, ...]]:
    return [(h.id, h.final, h.relevance, h.memory.conflicts_with) for h in hits]


def test_the_gate_opens_for_a_diluted_note_and_the_note_is_still_served_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, new = _rent_store()
    gates = _Gates(monkeypatch)
    got = [h.id for h in store.recall("plots", RENT_Q, k=5)]
    assert got.index(new) < got.index(old)  # clause75's order, reached through the open gate
    (hits, gate, _out), = gates.calls
    assert gate == clause_gate(hits) and gate & 1  # an episode under the first fact's share


def test_a_closed_gate_makes_no_scorer(monkeypatch: pytest.MonkeyPatch) -> None:
    store, _old, _new = _rent_store()
    gates = _Gates(monkeypatch)
    made: list[int] = []
    real_init = ClauseScorer.__init__

    def counted(self: ClauseScorer, *args: Any) -> None:
        made.append(1)
        real_init(self, *args)

    monkeypatch.setattr(ClauseScorer, "__init__", counted)
    # the first hit is the newest memory, the note: nothing below it is newer
    store.recall("plots", "Where did the seed swap move to?", k=5)
    (hits, gate, out), = gates.calls
    assert gate == 0 == clause_gate(hits) and out == hits
    assert made == []
    store.recall("plots", RENT_Q, k=5)  # the open gate makes one
    assert gates.calls[-1][1] and made == [1]


def test_a_pass_without_clause_kinds_answers_no_gate() -> None:
    store, _old, _new = _rent_store()
    _segments, plan = store.engine.recall_plan("plots")  # type: ignore[misc]
    prototype = recall_params.build_from(store._now, {"k": 5})
    query = store.query_vectors([RENT_Q])[0]
    off = _core.ConflictPass(semantics._rules(), semantics._native_words, semantics.NEWER_RELEVANCE,
                             semantics.NEWER_IN_PLACE_RELEVANCE)
    on = conflict_pass(True)
    a = plan.recall(query, prototype, NOW.timestamp(), 0.0, True, None, off)
    b = plan.recall(query, prototype, NOW.timestamp(), 0.0, True, None, on)
    assert a[1] is None and b[1] is None  # the pass finished in the plan
    assert a[3] is None and b[3] & 1 and a[0] == b[0]  # no clause kinds: not known (the ungated step)
    with pytest.raises(ValueError, match="clause_kinds"):
        _core.ConflictPass(semantics._rules(), semantics._native_words, 0.25, 0.5, -1.0, (0, 300))


_SUBJECTS = ("allotment rent", "shed key", "water charge", "gate code", "seed swap")
_FILLER = ("hedge along row C to be cut in March", "new padlocks for the shed", "compost bays need turning",
           "the church hall is booked", "three volunteers signed up")


@st.composite
def _memories(draw: st.DrawFn) -> list[tuple[str, str, int]]:
    """(kind, text, age in days) of a small scope: facts stating a value of a subject, and episodes (one clause or
    several) restating one with another value among other clauses."""
    out = []
    for _ in range(draw(st.integers(2, 9))):
        subject = draw(st.sampled_from(_SUBJECTS))
        value = draw(st.integers(10, 99))
        age = draw(st.integers(1, 900))
        if draw(st.booleans()):
            out.append(("fact", f"The {subject} is {value} pounds.", age))
        else:
            fill = draw(st.lists(st.sampled_from(_FILLER), max_size=3))
            out.append(("episode", "; ".join([f"Minutes: the {subject} goes to {value} pounds from April", *fill]) +
                        ".", age))
    return out


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(memories=_memories(), asked=st.sampled_from(_SUBJECTS), k=st.integers(2, 6))
# drawn once (newest121): the wider read served the newer rent only when it ran, so the ungated recall must run without
# it as the gated one does
@example(memories=[("episode", "Minutes: the allotment rent goes to 10 pounds from April.", 1),
                   ("episode", "Minutes: the allotment rent goes to 10 pounds from April.", 1),
                   ("fact", "The shed key is 10 pounds.", 1),
                   ("episode", "Minutes: the allotment rent goes to 12 pounds from April.", 1),
                   ("episode", "Minutes: the allotment rent goes to 10 pounds from April.", 1),
                   ("fact", "The allotment rent is 10 pounds.", 2)], asked="allotment rent", k=2)
# drawn once (session 43): a question sharing nothing with the scope, both relevances 0 - the native gate's margin
# opens bit 1 where the reference's strict "under the share" does not
@example(memories=[("episode", "Minutes: the allotment rent goes to 10 pounds from April.", 1),
                   ("fact", "The allotment rent is 72 pounds.", 2)], asked="gate code", k=2)
def test_native_gate_equals_the_python_reference_and_answers_are_the_ungated_ones(
        monkeypatch: pytest.MonkeyPatch, memories: list[tuple[str, str, int]], asked: str, k: int) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    for kind, text, age in memories:
        store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=age, seconds=len(text)))
    with monkeypatch.context() as patch:
        gates = _Gates(patch)
        question = f"How much is the {asked}?"
        got = _key(store.recall("s", question, k=k))
    assert len(gates.calls) <= 1
    for hits, gate, _out in gates.calls:
        # None: the plan handed this pass over to Python (mark_conflicts finished it), which answers no gate; the
        # fixed stores above show the native gate open and closed. The native gate holds every bit of the reference
        # and may hold one more only where a hit's relevance ties the share (semantics.clause_gate: its 1e-9 margin;
        # e.g. a question sharing nothing with the scope, every relevance 0): a bit on only makes a ClauseScorer,
        # and the answers are the ungated ones (below)
        reference = clause_gate(hits)
        assert gate is None or (gate & reference == reference and (gate == reference or _tied(hits)))
    # the ungated step (main's) gives the same hits
    real = MemoryStore._changes_first
    with monkeypatch.context() as patch:
        _first_pass_only(patch)  # as the gated recall above: the wider reads would read other hits, ungated
        patch.setattr(MemoryStore, "_changes_first",
                      lambda self, q, hits, v, relevance, gate=None: real(self, q, hits, v, relevance))
        assert _key(store.recall("s", question, k=k)) == got


def _tied(hits: list[Hit]) -> bool:
    """Whether a hit below the first ties the share clause_gate compares relevance with (within its 1e-9 margin)."""
    share = semantics.NEWER_RELEVANCE * hits[0].relevance
    return any(abs(h.relevance - share) <= 1e-9 for h in hits[1:])


def test_the_gate_is_read_both_ways_over_a_store() -> None:
    """Not vacuous: over one fixed store, recalls give both gates (the property above compares whatever it draws)."""
    store = MemoryStore(clock=NOW.timestamp)
    for i, subject in enumerate(_SUBJECTS):
        store.remember("s", f"The {subject} is {20 + i} pounds.", created_at=NOW - timedelta(days=500 + i))
        store.remember("s", f"Minutes: the {subject} goes to {40 + i} pounds from April; " + "; ".join(_FILLER) + ".",
                       kind="episode", created_at=NOW - timedelta(days=5 + i))
    seen: set[int] = set()
    real = MemoryStore._changes_first

    def record(self: MemoryStore, q: str, hits: list[Hit], v: Any, relevance: Any, gate: int | None = None) -> Any:
        assert gate is not None and gate == clause_gate(hits)
        seen.add(gate)
        return real(self, q, hits, v, relevance, gate)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(MemoryStore, "_changes_first", record)
        _first_pass_only(patch)
        for subject in _SUBJECTS:
            store.recall("s", f"How much is the {subject}?", k=4)
            store.recall("s", f"Who cuts the hedge along row C, {subject}?", k=4)
    assert {0, 1, 2} <= {bit for gate in seen for bit in (gate & 1, gate & 2)} and 0 in seen


def test_erasure_leaves_no_clause_vector() -> None:
    """The clause vectors live in the recall's own ClauseScorer (no cache per store or memory): after a recall that
    read a clause and the note's erasure, no scorer (nor its vectors) is left in the process."""
    store, _old, new = _rent_store()
    store.recall("plots", RENT_Q, k=5)
    assert store.erase("plots", new) == 1
    gc.collect()
    assert not [o for o in gc.get_objects() if isinstance(o, ClauseScorer)]
    assert all(new != h.id for h in store.recall("plots", RENT_Q, k=5))
