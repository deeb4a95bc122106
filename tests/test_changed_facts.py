"""Changed facts beyond keyed ones (issue 18 item 6): a newer memory that states a change of an older one is marked
with it and served first; and the recall-quality floors of the shipped evaluation sets with the hashing embedder."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.semantics import states_a_change

TODAY = datetime(2026, 11, 1, tzinfo=timezone.utc)


@pytest.mark.parametrize("newer, older", [
    ("Ines's swimming lessons moved to Thursday afternoons at 16:15.", "Ines has swimming lessons on Saturday mornings."),
    ("The project database moved from PostgreSQL to MySQL.", "The project database is PostgreSQL."),
    ("Metformin increased to 1000 mg twice daily.", "Metformin 500 mg twice daily with meals."),
    ("S1 now prefers replies in English.", "S1 prefers replies in Hindi."),
])
def test_a_stated_change(newer: str, older: str) -> None:
    assert states_a_change(newer, older)
    assert not states_a_change(older, newer)  # the older carries no word of change


@pytest.mark.parametrize("newer, older", [
    ("Maya bought a new coat.", "The office Wi-Fi is called Heron."),  # no shared subject
    ("Invoice 8841 was paid.", "Invoice 8841 was rejected for code E12."),  # no word of change
    ("The same text.", "The same text."),
])
def test_not_a_stated_change(newer: str, older: str) -> None:
    assert not states_a_change(newer, older)


def test_a_common_subject_alone_is_not_enough() -> None:
    # "supplier s1" is in most memories of the scope: sharing it says nothing about the subject
    common = frozenset({"suppl", "s1"})
    assert not states_a_change("Supplier S1 now prefers replies in English.", "Supplier S1 payment terms are net 30.",
                               common)


def _store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=TODAY.timestamp)
    old = store.remember("u", "Ines has swimming lessons on Saturday mornings at the Kralingen pool.",
                         created_at=TODAY - timedelta(days=200), importance=1.0)
    new = store.remember("u", "Ines's swimming lessons moved to Thursday afternoons at the same pool, starting next week after the holidays.",
                         created_at=TODAY - timedelta(days=12), importance=0.0)
    store.remember("u", "Maya's dentist is Dr. Okafor.", created_at=TODAY - timedelta(days=30))
    return store, old, new


def test_the_newer_value_is_served_in_the_older_ones_place() -> None:
    store, old, new = _store()
    by_score = store.recall("u", "When are the swimming lessons of Ines?", k=1, conflicts=False)
    assert [h.id for h in by_score] == [old]  # the fused score alone prefers the older text
    (hit,) = store.recall("u", "When are the swimming lessons of Ines?", k=1)
    assert hit.id == new and old in hit.memory.conflicts_with
    assert hit.relevance == pytest.approx(store.calibration.relevance(hit.similarity), rel=1e-4)
    both = store.recall("u", "When are the swimming lessons of Ines?", k=3)
    assert [h.id for h in both][:2] == [new, old]  # both hits: the newer first, each naming the other
    assert new in both[1].memory.conflicts_with


def test_the_newer_value_never_breaks_the_budget() -> None:
    store, old, _ = _store()
    budget = store.get("u", old).tokens
    (hit,) = store.recall("u", "When are the swimming lessons of Ines?", k=1, budget_tokens=budget)
    assert hit.id == old and hit.memory.tokens <= budget  # the newer is longer: it does not fit


@pytest.mark.parametrize("name, floors", [
    ("v2", {"lookup": 0.85, "identifier": 0.95}),
    ("holdout", {"lookup": 0.8, "identifier": 0.95}),
])
def test_hashing_meets_its_recall_floors(name: str, floors: dict[str, float]) -> None:
    """The issue's goals with the hashing embedder and the default weights: identifiers >= 0.9 top-1, lookups >=
    0.8 (benchmarks/RESULTS.md, "Recall quality", records every category)."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case_set = read_case_set(shipped_quality_sets()[name], store=store)
    report = evaluate(store, case_set.cases)
    for category, floor in floors.items():
        assert report.by_category[category]["recall@1"] >= floor, (category, report.table())
    assert report.overall["recall@5"] >= 0.7, report.table()
