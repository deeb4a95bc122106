"""Semantics._newer_in_place keeps the hits' token count as it replaces them (branch textcost161): summed only under a
budget, and the budget test at its edge as before (a newer memory that makes the hits exactly the budget fits)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from engramdb import MemoryStore

TODAY = datetime(2026, 11, 1, tzinfo=timezone.utc)
QUESTION = "When are the swimming lessons of Ines?"


def _store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=TODAY.timestamp)
    old = store.remember("u", "Ines has swimming lessons on Saturday mornings at the Kralingen pool.",
                         created_at=TODAY - timedelta(days=200), importance=1.0)
    new = store.remember("u", "Ines's swimming lessons moved to Thursday afternoons at the same pool, starting next "
                              "week after the holidays.", created_at=TODAY - timedelta(days=12), importance=0.0)
    store.remember("u", "Maya's dentist is Dr. Okafor.", created_at=TODAY - timedelta(days=30))
    return store, old, new


def test_the_newer_value_fits_a_budget_of_exactly_its_tokens() -> None:
    store, old, new = _store()
    tokens = store.get("u", new).tokens
    (hit,) = store.recall("u", QUESTION, k=1, budget_tokens=tokens)
    assert hit.id == new and old in hit.memory.conflicts_with
    (hit,) = store.recall("u", QUESTION, k=1, budget_tokens=tokens - 1)
    assert hit.id == old


def test_the_budget_counts_every_hit_after_the_replacement() -> None:
    store, _, new = _store()
    unbounded = store.recall("u", QUESTION, k=3)
    assert unbounded[0].id == new
    total = sum(h.memory.tokens for h in unbounded)
    bounded = store.recall("u", QUESTION, k=3, budget_tokens=total)
    assert [h.id for h in bounded] == [h.id for h in unbounded]
    assert [h.final for h in bounded] == [h.final for h in unbounded]


def test_no_budget_reads_as_a_budget_never_reached() -> None:
    store, _, _ = _store()
    for k in (1, 2, 3):
        free = store.recall("u", QUESTION, k=k)
        wide = store.recall("u", QUESTION, k=k, budget_tokens=10**6)
        assert [(h.id, h.final) for h in free] == [(h.id, h.final) for h in wide]
