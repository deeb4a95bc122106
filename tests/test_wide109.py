"""wide_pool's read, cut (issue 18, branch wide109): the extra hits asked_change_first cannot pair with the changed fact
are dropped before the read (store._worth_reading), and the gate's closed path is a look at the top hit; the read
makes the same pairs as wide101's, which read every newer extra fact and episode."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from engramdb import store as store_mod
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.schema import Hit
from engramdb.semantics import NEWER_RELEVANCE
from engramdb.store import MemoryStore

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)


def _hits(relevances: dict[str, float]) -> tuple[MemoryStore, dict[str, Hit]]:
    """A changed fact (English), an English episode, a Portuguese episode and an English fact, as Hits with the
    given relevances."""
    store = MemoryStore(clock=NOW.timestamp)
    texts = {
        "fact": ("A jar of plum jam sells for 6 euros in the shop.", "fact", 100),
        "episode": ("Market day notes: the plum jam jar now goes for 7 euros; the van needs tyres.", "episode", 5),
        "foreign": ("Reunião com o Rui: o frasco de doce de ameixa custa agora sete euros na loja.", "episode", 4),
        "later_fact": ("The shop opens at nine on weekdays and at ten on Saturdays.", "fact", 3),
    }
    hits = {}
    for name, (text, kind, days) in texts.items():
        memory_id = store.remember("jam", text, kind=kind, created_at=NOW - timedelta(days=days))
        hits[name] = Hit(store.get("jam", memory_id), 0.5, 0.5, 0.5, 0.5, 1.0, relevances[name])
    return store, hits


def test_worth_reading_keeps_what_asked_change_first_may_pair() -> None:
    share = NEWER_RELEVANCE * 1.0
    _, hits = _hits({"fact": 1.0, "episode": share / 2, "foreign": share / 2, "later_fact": 0.9})
    fact = hits["fact"]
    worth = store_mod._worth_reading
    # a hashing store (a clause scorer): an episode under the share may still be read by its best clause
    assert worth(fact, hits["episode"], dense=False)
    # a dense store: an episode in the fact's language under the share is never paired; one reaching it is
    assert not worth(fact, hits["episode"], dense=True)
    _, above = _hits({"fact": 1.0, "episode": share, "foreign": 0.0, "later_fact": 0.0})
    assert worth(above["fact"], above["episode"], dense=True)
    # the other language than the fact: xl_asked_change reads it whatever its relevance, in either store
    assert worth(fact, hits["foreign"], dense=True) and worth(fact, hits["foreign"], dense=False)
    # a later fact in the fact's language is read by no step of asked_change_first, however relevant
    assert not worth(fact, hits["later_fact"], dense=False) and not worth(fact, hits["later_fact"], dense=True)


# the hashing store's changed-fact cases whose newest value ranks under the ten hits (wide101's wins) and one more set
SETS = ("holdout21", "holdout25", "holdout28")


def test_the_filtered_read_makes_the_same_pairs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every question of the sets: inside each open gate, the hits with the filter are those without it."""
    monkeypatch.setattr(store_mod, "WIDE_POOL", True)  # on by default (lead, session 36); set for the test
    real = store_mod.MemoryStore._newer_pool
    seen = {"reads": 0, "moved": 0, "dropped": 0}
    real_worth = store_mod._worth_reading

    def worth(*args: Any) -> bool:
        kept = real_worth(*args)
        seen["dropped"] += not kept
        return kept

    def both(self: MemoryStore, question: str, hits: list[Hit], *args: Any) -> list[Hit]:
        monkeypatch.setattr(store_mod, "WIDE_READ_FILTER", False)
        full = real(self, question, hits, *args)
        monkeypatch.setattr(store_mod, "WIDE_READ_FILTER", True)
        cut = real(self, question, hits, *args)
        assert [h.id for h in cut] == [h.id for h in full], question
        seen["reads"] += 1
        seen["moved"] += [h.id for h in cut] != [h.id for h in hits]
        return cut

    monkeypatch.setattr(store_mod.MemoryStore, "_newer_pool", both)
    monkeypatch.setattr(store_mod, "_worth_reading", worth)
    for name in SETS:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
        for case in read_case_set(shipped_quality_sets()[name], store=store).cases:
            store.recall(case.scope, case.question, k=10)
    assert seen["reads"] > 0 and seen["dropped"] > 0  # the gates opened, and the filter dropped extra hits
    assert seen["moved"] >= 2  # wide101's two shipped wins (cardamom, alpaca trek) are among the pairs


def test_the_closed_gate_looks_at_the_top_hit_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """A recall whose top hit is not a fact that replaced an older version never reaches _newer_pool (no wide read,
    no question test); one whose top hit is reaches it."""
    monkeypatch.setattr(store_mod, "WIDE_POOL", True)
    store = MemoryStore(clock=NOW.timestamp)
    store.remember(
        "jam", "A jar of plum jam sells for 5 euros in the shop.", key="jar", created_at=NOW - timedelta(300)
    )
    store.remember(
        "jam", "A jar of plum jam sells for 6 euros in the shop.", key="jar", created_at=NOW - timedelta(100)
    )
    store.remember("jam", "The shop opens at nine on weekdays and at ten on Saturdays.", created_at=NOW - timedelta(50))
    calls: list[str] = []
    real = store_mod.MemoryStore._newer_pool

    def spy(self: MemoryStore, question: str, *args: Any) -> Any:
        calls.append(question)
        return real(self, question, *args)

    monkeypatch.setattr(store_mod.MemoryStore, "_newer_pool", spy)
    hits = store.recall("jam", "When does the shop open on Saturdays?", k=2)
    assert hits[0].memory.supersedes is None and calls == []
    hits = store.recall("jam", "How much is a jar of plum jam in the shop?", k=2)
    assert hits[0].memory.supersedes and calls == ["How much is a jar of plum jam in the shop?"]


def test_switched_off_the_recall_is_mains(monkeypatch: pytest.MonkeyPatch) -> None:
    """On by default; switched off, no recall reaches _newer_pool (the recall benchmarks compare against)."""
    assert store_mod.WIDE_POOL is True
    monkeypatch.setattr(store_mod, "WIDE_POOL", False)
    calls: list[str] = []
    monkeypatch.setattr(store_mod.MemoryStore, "_newer_pool", lambda self, question, hits, *a: calls.append(question))
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(
        c
        for c in read_case_set(shipped_quality_sets()["holdout21"], store=store).cases
        if "green cardamom" in c.question
    )
    assert case.expected[0] not in [h.id for h in store.recall(case.scope, case.question, k=10)] and calls == []
