"""A/B of remember_many() throughput with the write guard before and after issue 13's case 11, in one process.

    python benchmarks/ab/guard_ab.py [ROWS] [REPEATS]

"after" is the store as it is (every text-bearing field checked, normalised); "before" swaps in the guard as
it was at 3fc9c5d (text, key, trigger and guidance only, as given), copied below. Each workload writes ROWS
(default 10k) 384-d memories with their vectors given to a new in-memory store (dedup off), the two guards
interleaved REPEATS times (default 7); prints the median memories/s of each and the ratio after / before.
"""

from __future__ import annotations

import statistics
import sys
import time
from typing import Any

import numpy as np

import engramdb
from engramdb import guard
from engramdb.errors import SecretError, UntrustedInstructionError
from engramdb.writes import WritePath


def before_guard(self: WritePath, batch: dict[str, Any]) -> None:
    """WritePath.guard at 3fc9c5d, verbatim."""
    texts: list[str] = batch["text"]
    extra = [(i, s) for name in ("trigger", "guidance", "key") if batch[name].count(None) < len(texts)
             for i, s in enumerate(batch[name]) if s is not None]
    found = guard.find_secrets_many(texts + [s for _, s in extra])
    if found:
        index, kind = found[0]
        row = index if index < len(texts) else extra[index - len(texts)][0]
        raise SecretError(f"refused: row {row} contains a secret of kind {kind!r}; secrets are never stored",
                          kind)
    sources: list[str] = batch["source"]
    trusted_source = {s: guard.is_trusted_source(s) for s in set(sources)}
    trusted = batch["trusted"] & np.fromiter(map(trusted_source.__getitem__, sources), np.bool_, len(sources))
    instruction_rows = guard.instruction_like_many(texts)
    if instruction_rows:
        rows = np.asarray(instruction_rows)
        untrusted = rows[~trusted[rows]]
        if len(untrusted) and self.injection_policy == "refuse":
            raise UntrustedInstructionError(
                f"refused: row {int(untrusted[0])} is instruction-like text from an untrusted source")
        for row in instruction_rows:
            batch["flags"][row] = "instruction_like"
    batch["trusted"] = trusted
    batch["confidence"] = np.where(trusted, batch["confidence"],
                                   np.minimum(batch["confidence"], guard.UNTRUSTED_CONFIDENCE_CAP)
                                   ).astype(np.float32)


AFTER_GUARD = WritePath.guard


def workloads(rows: int) -> dict[str, dict[str, Any]]:
    rng = np.random.default_rng(5)
    vectors = rng.standard_normal((rows, 384)).astype(np.float32)
    texts = [f"Order {i} for customer C{i % 97} shipped on day {i % 28 + 1}; carrier DHL, {i % 5 + 1} boxes."
             for i in range(rows)]
    metas = [{"order": i, "customer": f"C{i % 97}", "tags": ["erp", "shipping"], "carrier": {"name": "DHL"}}
             for i in range(rows)]
    accented = [t.replace("shipped", "expédié") for t in texts]
    return {
        "vectors, no meta": dict(texts=texts, embeddings=vectors),
        "vectors + meta dicts": dict(texts=texts, embeddings=vectors, meta=metas),
        "vectors + meta, non-ASCII text": dict(texts=accented, embeddings=vectors, meta=metas),
    }


def run_once(columns: dict[str, Any]) -> float:
    store = engramdb.MemoryStore(dim=384, dedup=False, clock=lambda: 1.8e9)
    start = time.perf_counter()
    store.remember_many("s", **columns)
    seconds = time.perf_counter() - start
    assert len(store) == len(columns["texts"])
    return len(columns["texts"]) / seconds


def main(rows: int, repeats: int) -> None:
    print(f"remember_many, {rows} rows, in memory, median of {repeats} interleaved runs")
    for name, columns in workloads(rows).items():
        rates: dict[str, list[float]] = {"before": [], "after": []}
        for _ in range(repeats):
            for label, fn in (("before", before_guard), ("after", AFTER_GUARD)):
                WritePath.guard = fn  # type: ignore[method-assign]
                rates[label].append(run_once(columns))
        WritePath.guard = AFTER_GUARD  # type: ignore[method-assign]
        b, a = statistics.median(rates["before"]), statistics.median(rates["after"])
        print(f"  {name:32s} before {b:9.0f}/s   after {a:9.0f}/s   after/before {a / b:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000, int(sys.argv[2]) if len(sys.argv) > 2 else 7)
