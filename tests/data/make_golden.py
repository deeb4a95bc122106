"""Writes the golden store of on-disk format v1: tests/data/golden_v1/ and tests/data/golden_v1.json.

    .venv/bin/python tests/data/make_golden.py

Deterministic (fixed clock, fixed vectors, a fixed embedder name), so running it again on format v1
rewrites the same bytes. The store holds a sealed segment with its side file AND a WAL tail (it is
abandoned as a crash would leave it, not closed), so a reader of it exercises every file type and every
WAL record type that v1 writes: inserts, a tombstone (flags) on a sealed row, and usage on a sealed row.
golden_v1.json records what a reader must find. Never regenerate it for a new format: add golden_v2.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
NOW = 1_790_000_000.0
DIM = 8


def golden_embedder():
    from engramdb import CallableEmbedder

    def embed(texts: list[str]) -> np.ndarray:  # texts are never embedded here: every write gives vectors
        return np.ones((len(texts), DIM), np.float32)

    return CallableEmbedder(embed, name="golden-fixed-8", dim=DIM)


def main() -> None:
    from engramdb import MemoryStore

    target = HERE / "golden_v1"
    shutil.rmtree(target, ignore_errors=True)
    rng = np.random.default_rng(1)
    vectors = rng.standard_normal((12, DIM)).astype(np.float32)
    store = MemoryStore.open(target, embedder=golden_embedder(), seal_rows=6, clock=lambda: NOW, dedup=False)
    sealed = store.remember_many(["alice"] * 4 + ["bob"] * 2,
                                 [f"alice note {i}" for i in range(4)] + ["bob likes tea", "bob uses metric units"],
                                 embeddings=vectors[:6], importance=[0.1, 0.9, 0.5, 0.3, 0.6, 0.4],
                                 created_at=[NOW - d * 86400.0 for d in (40, 3, 10, 1, 5, 2)],
                                 meta=[{"n": i} for i in range(6)])
    assert store.engine.active.n_rows == 0 and len(store.engine.sealed) == 1
    store.forget("alice", sealed[0])                                  # FLAGS record on a sealed row
    used = store.recall("alice", vectors[2], k=1, conflicts=False, reinforce=True)[0]  # USAGE record
    lesson = store.remember("alice", "Deploys failed on Fridays", kind="lesson", trigger="deploy on friday",
                            guidance="Never deploy on Fridays.", embedding=vectors[6], created_at=NOW - 3600)
    active = store.remember_many("bob", ["bob moved to Pune"], embeddings=vectors[7:8], key=["city"],
                                 expires_at=[NOW + 30 * 86400.0])
    query = vectors[1] + 0.1 * vectors[2]
    ids = [h.id for h in store.recall("alice", query, k=3, conflicts=False)]
    expected = {
        "now": NOW,
        "scopes": {scope: [{"id": i, "text": t, "use_count": u} for i, t, u in zip(
            store.export(scope)["id"].to_pylist(), store.export(scope)["text"].to_pylist(),
            store.export(scope)["use_count"].to_pylist())] for scope in ("alice", "bob")},
        "forgotten": sealed[0],
        "used": used.id,
        "lesson": {"id": lesson, "trigger": "deploy on friday", "guidance": "Never deploy on Fridays."},
        "active": active,
        "query": {"vector": [float(x) for x in query], "ids": ids},
    }
    store.engine.backend.abandon()  # leave the WAL tail, as a crash would
    (target / "LOCK").unlink()
    (HERE / "golden_v1.json").write_text(json.dumps(expected, indent=1) + "\n")
    print(f"wrote {target} and golden_v1.json; recall ids {ids}", file=sys.stderr)


if __name__ == "__main__":
    main()
