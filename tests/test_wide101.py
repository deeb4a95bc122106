"""wide_pool: a value changed before whose newest note ranks just under the k hits is read from the scope's best newer
facts and episodes too, so that asked_change_first can put it first (issue 18, branch wide101); the read stays in the
caller's scope and runs only for a question asking for a value whose first fact hit replaced an older version."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from engramdb import store as store_mod
from engramdb import xl_join
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore

# (set, case name): the newest value, an episode told in passing, ranks 11th or lower under the hashing embedder
SHIPPED = [("holdout21", "green cardamom from Guatemala"), ("holdout25", "one-hour alpaca trek")]


@pytest.mark.parametrize(("name", "words"), SHIPPED)
def test_a_newer_value_under_the_k_hits_goes_first(name: str, words: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "WIDE_POOL", True)  # on by default (lead, session 36); set for the test
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(c for c in read_case_set(shipped_quality_sets()[name], store=store).cases if words in c.question)
    assert case.category == "changed_fact" and case.stale
    hits = store.recall(case.scope, case.question, k=10)
    assert hits[0].id == case.expected[0]
    assert all(h.memory.scope == case.scope for h in hits) and len(hits) == 10
    monkeypatch.setattr(store_mod, "WIDE_POOL", False)  # main: the note is not among the ten hits
    assert case.expected[0] not in [h.id for h in store.recall(case.scope, case.question, k=10)]


def _kitchen() -> tuple[MemoryStore, dict[str, str]]:
    """Two scopes with the same keyed fact changed once; the other scope's newer notes share every question word."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    ids: dict[str, str] = {}

    def add(name: str, scope: str, text: str, days: int, kind: str = "fact", key: str | None = None) -> None:
        ids[name] = store.remember(scope, text, kind=kind, key=key, created_at=EVAL_NOW - timedelta(days=days))

    for scope in ("jam:kitchen", "jam:other"):
        add(f"{scope}:t0", scope, "A jar of plum jam sells for 5 euros in the shop.", 300, key="jar_price")
        add(f"{scope}:t1", scope, "A jar of plum jam sells for 6 euros in the shop.", 100, key="jar_price")
        add(f"{scope}:hours", scope, "The shop opens at nine on weekdays and at ten on Saturdays.", 400)
        add(f"{scope}:jars", scope, "Our jam jars come from a glassworks in Porto, 370 ml with red lids.", 380)
        add(f"{scope}:rule", scope, "Rule in the kitchen: no added pectin in the plum jam.", 340)
    add(
        "kitchen:note",
        "jam:kitchen",
        "26/10, reunião com o Rui: os rótulos para a Alemanha estão impressos; o frasco "
        "de doce de ameixa na loja custa agora sete euros; o forno precisa de revisão.",
        5,
        kind="episode",
    )
    for day in range(1, 6):
        add(
            f"other:note{day}",
            "jam:other",
            f"Plum jam jar in the shop now sells for {6 + day} euros, note {day}.",
            day,
            kind="episode",
        )
    return store, ids


def _spied(monkeypatch: pytest.MonkeyPatch) -> list[set[str]]:
    """The scopes of the hits each wide read returned (one set a read)."""
    reads: list[set[str]] = []
    real = store_mod._wider_hits

    def spy(*args: Any) -> Any:
        out = real(*args)
        reads.append({h.memory.scope for h in out})
        return out

    monkeypatch.setattr(store_mod, "_wider_hits", spy)
    return reads


def test_the_wide_read_stays_in_the_callers_scope(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "WIDE_POOL", True)  # on by default (lead, session 36); set for the test
    # xlhash210's value join reads the kitchen's Portuguese note (seven euros "agora", the newest value) under hashing
    # and makes a wider read of its own: off, so these test the wide pool alone
    monkeypatch.setattr(xl_join, "XL_VALUE_JOIN", False)
    store, ids = _kitchen()
    reads = _spied(monkeypatch)
    others = {v for k, v in ids.items() if k.startswith(("jam:other", "other:"))}
    for k in (2, 3, 4):
        hits = store.recall("jam:kitchen", "How much is a jar of plum jam in the shop?", k=k)
        assert hits[0].id == ids["jam:kitchen:t1"] and len(hits) == k
        assert not others & {h.id for h in hits} and all(h.memory.scope == "jam:kitchen" for h in hits)
    assert reads == [{"jam:kitchen"}] * 3  # the gate opened each time, and read the caller's scope only


def test_no_wide_read_unless_a_changed_value_is_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_mod, "WIDE_POOL", True)  # on by default (lead, session 36); set for the test
    # xlhash210's value join reads the kitchen's Portuguese note (seven euros "agora", the newest value) under hashing
    # and makes a wider read of its own: off, so these test the wide pool alone
    monkeypatch.setattr(xl_join, "XL_VALUE_JOIN", False)
    store, _ = _kitchen()
    reads = _spied(monkeypatch)
    question = "How much is a jar of plum jam in the shop?"
    store.recall("jam:kitchen", "Tell me about the kitchen rules for plum jam.", k=2)  # asks no value
    store.recall("jam:kitchen", question, k=50)  # every row is a hit already
    store.recall("jam:kitchen", question, k=2, mmr_lambda=0.5)  # MMR picks by k
    store.recall("jam:kitchen", question, k=2, where={"kind": "fact"})  # the caller's filter
    store.recall("jam:kitchen", question, k=2, conflicts=False)  # no newest value served
    assert reads == []
    store.recall("jam:kitchen", question, k=2)
    assert reads == [{"jam:kitchen"}]
    monkeypatch.setattr(store_mod, "WIDE_POOL", False)
    store.recall("jam:kitchen", question, k=2)
    assert len(reads) == 1
