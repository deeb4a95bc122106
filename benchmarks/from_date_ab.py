"""semantics.FROM_DATE_CHANGE off (main's asked_change) and on, A/B in one process on one store per set: each tunable
set's r@1, r@5, newest first, lookups' r@1 and abstention AUROC (engramdb.quality.evaluate, as `engramdb eval
--json`), rank-1 cases won and lost, and the pairs asked_change_first marks on but not off, each checked against the
case's own changed pair (a pair that is not one: a false pair, printed). Branch misses89, benchmarks/RESULTS.md.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/from_date_ab.py hashing all
    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/from_date_ab.py e5 all /tmp/e5_vectors.pkl
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb import semantics
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore

_MARKED: list[tuple[str, set[tuple[str, str]], dict[str, str]]] = []
_asked_change_first = getattr(store_module, "asked_change_first")  # noqa: B009 (not exported)


def _spy(question: str, hits: list[Any], clause: Any = None, vectors: Any = None) -> list[Any]:
    before = {h.id: set(h.memory.conflicts_with) for h in hits}
    out = _asked_change_first(question, hits, clause, vectors)
    pairs = {(min(h.id, o), max(h.id, o)) for h in out for o in set(h.memory.conflicts_with) - before[h.id]}
    _MARKED.append((question, pairs, {h.id: h.memory.text for h in hits}))
    return list(out)


def _f(v: float | None) -> str:
    return "-" if v is None else f"{v:.4f}"


def main() -> None:
    emb, names = sys.argv[1], sys.argv[2]
    sets = list(TUNABLE_SETS) if names == "all" else names.split(",")
    refuse_blind(sets)
    setattr(store_module, "asked_change_first", _spy)  # noqa: B010 (not exported)
    embedder = None
    if emb == "e5":
        from benchmarks.lookup_misses import DiskCachedE5

        embedder = DiskCachedE5(Path(sys.argv[3]))
    total = {"won": 0, "lost": 0, "newest won": 0, "newest lost": 0, "true": 0, "false": 0}
    for name in sets:
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        cases = read_case_set(str(shipped_quality_sets()[name]), store=store).cases
        side = {}
        for mode in ("off", "on"):
            semantics.FROM_DATE_CHANGE = mode == "on"
            _MARKED.clear()
            report = evaluate(store, cases)
            side[mode] = (report, {(q, p) for q, ps, _ in _MARKED for p in ps},
                          {i: t for _, _, texts in _MARKED for i, t in texts.items()})
        semantics.FROM_DATE_CHANGE = True
        (off, off_pairs, _), (on, on_pairs, texts) = side["off"], side["on"]
        ranks = [(a.rank, b.rank) for a, b in zip(off.results, on.results)]
        newest = [(a.newest_first, b.newest_first) for a, b in zip(off.results, on.results)]
        counts = {"won": sum(a != 1 and b == 1 for a, b in ranks), "lost": sum(a == 1 and b != 1 for a, b in ranks),
                  "newest won": sum(a is False and b is True for a, b in newest),
                  "newest lost": sum(a is True and b is False for a, b in newest)}
        truth = {(c.question, (min(e, s), max(e, s))) for c in cases for e in c.expected for s in c.stale}
        new = on_pairs - off_pairs
        counts["true"], counts["false"] = len(new & truth), len(new - truth)
        for key, value in counts.items():
            total[key] += value
        row = [f"{metric} {_f(off.overall.get(key))} -> {_f(on.overall.get(key))}" for metric, key in
               (("r@1", "recall@1"), ("r@5", "recall@5"), ("newest", "newest_first"), ("auroc", "abstention_auroc"))]
        lookups = [r.by_category.get("lookup", {}).get("recall@1") for r in (off, on)]
        print(f"{emb} {name}: " + ", ".join(row) + f", lookups {_f(lookups[0])} -> {_f(lookups[1])}, " +
              ", ".join(f"{k} {v}" for k, v in counts.items()), flush=True)
        for question, (a, b) in sorted(new - truth):
            print(f"   false pair: {question} | {texts[a][:120]} | {texts[b][:120]}")
        if embedder is not None:
            embedder.save()
    print(f"{emb} all: " + ", ".join(f"{k} {v}" for k, v in total.items()))


if __name__ == "__main__":
    main()
