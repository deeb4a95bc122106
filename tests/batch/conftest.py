"""A small multi-scope durable store for the batch jobs' tests: several segments (sealed and active), every status
(current, superseded, pending, archived, forgotten), expired rows, every layer, metadata to filter on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pyarrow as pa
import pytest

from engramdb import MemoryStore

DAY = 86400.0
NOW = 1_790_000_000.0
SCOPES = ("tenant/a", "tenant/b", "tenant/c")
LAYER_CYCLE = ("event", "memory", "knowledge", "identity")
TOPICS = ("invoices", "shipping", "refunds", "language", "deadlines", "supplier")


def build(store: MemoryStore, rng: np.random.Generator) -> None:
    for n_scope, scope in enumerate(SCOPES):
        n = 30 + 10 * n_scope
        texts = [f"{scope} note {i}: {TOPICS[i % len(TOPICS)]} detail {i * 7 % 11}" for i in range(n)]
        created = NOW - rng.uniform(0, 200, n) * DAY
        expires = [NOW - DAY if i % 9 == 4 else (NOW + 30 * DAY if i % 5 == 0 else None) for i in range(n)]
        kinds = ["episode" if i % 4 == 1 else "fact" for i in range(n)]
        layers = [LAYER_CYCLE[i % 4] if kinds[i] == "fact" else "event" for i in range(n)]
        ids = store.remember_many(scope, texts, kind=kinds, importance=rng.uniform(0, 1, n).round(3).tolist(),
                                  confidence=rng.uniform(0.2, 1, n).round(3).tolist(), created_at=created.tolist(),
                                  expires_at=expires, layer=layers,
                                  meta=[{"tag": TOPICS[i % 3], "n": i} for i in range(n)])
        if n_scope == 0:
            store.seal()  # a sealed segment, and the rest of the writes in the active one
        store.set_fact(scope, "language", "Hindi", created_at=NOW - 50 * DAY)
        store.set_fact(scope, "language", "English", created_at=NOW - 10 * DAY)  # supersedes the first
        store.add_lesson(scope, "when an invoice is rejected", "check the tax code first")  # pending review
        store.forget(scope, ids[3])
        # near-duplicates that consolidation merges: archived originals, merged_from lineage
        store.remember_many(scope, [f"{scope} duplicate: refunds take ten days"] * 2, created_at=[NOW - 3 * DAY] * 2,
                            kind="fact")
        store.consolidate(scope, threshold=0.99, now=NOW)


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A store directory (closed: no writer holds it)."""
    path = tmp_path_factory.mktemp("batch") / "store"
    store = MemoryStore.open(path, clock=lambda: NOW, dedup=False)
    build(store, np.random.default_rng(7))
    store.close()
    yield path


@pytest.fixture(scope="module")
def reader(store_dir: Path) -> Iterator[MemoryStore]:
    """The store, read-only: what the jobs are compared against."""
    store = MemoryStore.open(store_dir, read_only=True, clock=lambda: NOW)
    yield store
    store.close()


def queries(texts: bool = True) -> pa.Table:
    scopes, qs = [], []
    for scope in (*SCOPES, "tenant/none"):  # a scope the store does not hold: no hits
        for topic in TOPICS:
            scopes.append(scope)
            qs.append(f"{topic} detail")
    scopes.extend(["tenant/a", "tenant/b"])
    qs.extend(["what language does the supplier use", "refunds"])
    return pa.table({"scope": scopes, "query": qs})


RECALL_SETTINGS = [
    {},
    {"half_life_days": {"event": 7.0, "identity": float("inf")}, "recency_from": "last_used"},
    {"kinds": ["fact"], "min_score": 0.2},
    {"mmr_lambda": 0.5, "budget_tokens": 60},
    {"where": {"tag": "invoices"}},
    {"where": {"n": {"$gte": 10}, "kind": "fact"}},
]
