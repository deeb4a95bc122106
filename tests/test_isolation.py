"""Scope is a security boundary: a property test over random operations on many scopes.

A model (dict of scope -> live ids) shadows the store. After every step: recall in any scope returns
only that scope's live ids, get() of another scope's id fails exactly like a missing id, and counts
of all scopes match the model, so a write or delete in one scope never touches another.
"""

from __future__ import annotations

import math
from typing import ClassVar

import numpy as np
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

import engramdb

from .conftest import Clock

DIM = 16
SCOPES = [f"user:{i}" for i in range(6)]


class ScopedStore(RuleBasedStateMachine):
    OPTIONS: ClassVar[dict] = {}  # store options of a variant (the plans its runs get)

    def __init__(self) -> None:
        super().__init__()
        self.store = engramdb.MemoryStore(dim=DIM, clock=Clock(), seal_rows=7, **self.OPTIONS)  # seals often
        self.model: dict[str, set[str]] = {s: set() for s in SCOPES}
        self.rng = np.random.default_rng(0)

    def vectors(self, n: int) -> np.ndarray:
        return self.rng.standard_normal((n, DIM)).astype(np.float32)

    @rule(scope=st.sampled_from(SCOPES), n=st.integers(1, 5))
    def remember(self, scope: str, n: int) -> None:
        ids = self.store.remember_many(scope, [f"{scope} note {i}" for i in range(n)], embeddings=self.vectors(n))
        self.model[scope].update(ids)

    @rule(scopes=st.lists(st.sampled_from(SCOPES), min_size=1, max_size=8))
    def remember_mixed(self, scopes: list[str]) -> None:
        ids = self.store.remember_many(scopes, [f"{s} mixed" for s in scopes], embeddings=self.vectors(len(scopes)))
        for s, i in zip(scopes, ids):
            self.model[s].add(i)

    @precondition(lambda self: any(self.model.values()))
    @rule(data=st.data(), other=st.sampled_from(SCOPES))
    def forget_one_or_cross(self, data: st.DataObject, other: str) -> None:
        owner = data.draw(st.sampled_from([s for s in SCOPES if self.model[s]]))
        victim = data.draw(st.sampled_from(sorted(self.model[owner])))
        if other != owner:  # deleting by id from the wrong scope must fail and change nothing
            try:
                self.store.forget(other, victim)
                raise AssertionError("forget crossed a scope")
            except engramdb.NotFoundError:
                pass
        else:
            assert self.store.forget(owner, victim) == 1
            self.model[owner].discard(victim)

    @rule(scope=st.sampled_from(SCOPES))
    def forget_scope(self, scope: str) -> None:
        assert self.store.forget(scope) == len(self.model[scope])
        self.model[scope].clear()

    @rule(scope=st.sampled_from(SCOPES), k=st.integers(1, 50), mmr=st.booleans())
    def recall_stays_inside(self, scope: str, k: int, mmr: bool) -> None:
        hits = self.store.recall(scope, self.vectors(1)[0], k=k, mmr_lambda=0.5 if mmr else None)
        got = {h.id for h in hits}
        assert got <= self.model[scope]
        assert all(h.memory.scope == scope for h in hits)
        ranked = [h for h in hits if not math.isnan(h.final)]  # conflict partners come after, unscored
        assert len(ranked) == min(k, len(self.model[scope]))

    @rule(scope=st.sampled_from(SCOPES), other=st.sampled_from(SCOPES), k=st.integers(1, 50),
          share=st.sampled_from([None, 0.3, 1.0]))
    def hybrid_recall_stays_inside(self, scope: str, other: str, k: int, share: float | None) -> None:
        # a text naming another scope's words (every text holds its scope's name): only this scope's rows
        # are scored, lexically or not, and only rows of this scope carry a lexical term
        hits = self.store.recall(scope, f"{other} note mixed", k=k, hybrid=share)
        assert {h.id for h in hits} <= self.model[scope] and all(h.memory.scope == scope for h in hits)
        ranked = [h for h in hits if not math.isnan(h.final)]
        assert len(ranked) == min(k, len(self.model[scope]))
        many = self.store.recall_many([scope, other], [f"{other} note", f"{scope} mixed"], k=k, hybrid=share)
        assert {h.id for h in many[0]} <= self.model[scope] and {h.id for h in many[1]} <= self.model[other]

    @rule()
    def wait_for_indexes(self) -> None:
        # runs' lists are built in the background: recalls before this read them by the exact scan (or while
        # the indexer attaches them), after it through the lists
        assert self.store.wait_indexed(timeout=60)

    @rule(data=st.data())
    def batch_recall_stays_inside(self, data: st.DataObject) -> None:
        scopes = data.draw(st.lists(st.sampled_from(SCOPES), min_size=1, max_size=4))
        for scope, hits in zip(scopes, self.store.recall_many(scopes, self.vectors(len(scopes)), k=10)):
            assert {h.id for h in hits} <= self.model[scope]

    @precondition(lambda self: any(self.model.values()))
    @rule(data=st.data(), other=st.sampled_from(SCOPES))
    def get_across_scopes_fails(self, data: st.DataObject, other: str) -> None:
        owner = data.draw(st.sampled_from([s for s in SCOPES if self.model[s]]))
        mid = data.draw(st.sampled_from(sorted(self.model[owner])))
        if other == owner:
            assert self.store.get(owner, mid).scope == owner
        else:
            try:
                self.store.get(other, mid)
                raise AssertionError("get crossed a scope")
            except engramdb.NotFoundError:
                pass

    @invariant()
    def counts_match(self) -> None:
        for scope in SCOPES:
            assert self.store.count(scope) == len(self.model[scope])
            assert set(self.store.export(scope).column("id").to_pylist()) == self.model[scope]


class ListedScopedStore(ScopedStore):
    """Every sealed run of two rows or more is read through inverted lists."""
    OPTIONS: ClassVar[dict] = dict(graph_min_rows=None, ivf_min_rows=2)


class GraphedScopedStore(ScopedStore):
    """Every sealed run of two rows or more gets an HNSW graph."""
    OPTIONS: ClassVar[dict] = dict(graph_min_rows=2)


TestScopeIsolation = ScopedStore.TestCase
TestScopeIsolationLists = ListedScopedStore.TestCase
TestScopeIsolationGraphs = GraphedScopedStore.TestCase
for case in (TestScopeIsolation, TestScopeIsolationLists, TestScopeIsolationGraphs):
    case.settings = settings(max_examples=40, stateful_step_count=25, deadline=None,
                             suppress_health_check=[HealthCheck.too_slow])
