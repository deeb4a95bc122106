"""Answer-support AUROC of every tunable eval set, rescored over one recall dump per embedder (abstain185, issue 18).

The eval's recall is run once per set as ``engramdb eval`` runs it (recall_at_k, then quality.evaluate, k=10, EVAL_NOW)
and every case's hits kept (text, fused score, the top hit's conflict marks: what answer_support reads); variants of
engramdb.support's module switches are then scored over the same hits in one process, so only answer_support moves:

    PYTHONPATH=python:. python benchmarks/abstain185_rescore.py dump hashing|e5 OUT.pkl [SET,SET]
    PYTHONPATH=python:. python benchmarks/abstain185_rescore.py table OUT.pkl "main:TARGET_ASKED=False,..." "all:"
    PYTHONPATH=python:. python benchmarks/abstain185_rescore.py cost OUT.pkl ROUNDS TARGET_ASKED,HEDGE_WORDS,... [cold]
    PYTHONPATH=python:. python benchmarks/abstain185_rescore.py ranks MAIN.pkl BRANCH.pkl  (recall untouched: 0 moved)

E5 vectors come from benchmarks.lookup_misses.DiskCachedE5 at $E5_CACHE (a copy of the shared pickle). Blind sets are
refused (benchmarks.eval_sets.refuse_blind)."""

from __future__ import annotations

import os
import pickle
import statistics
import sys
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import numpy as np


@dataclass
class _Memory:
    id: str
    text: str
    conflicts_with: tuple[str, ...]
    created_at: datetime


@dataclass
class _Hit:  # what answer_support reads of a hit
    memory: _Memory
    final: float

    @property
    def text(self) -> str:
        return self.memory.text

    @property
    def id(self) -> str:
        return self.memory.id

    @property
    def created_at(self) -> datetime:
        return self.memory.created_at


def dump(embedder_name: str, out: str, names: list[str] | None) -> None:
    from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
    from engramdb import quality
    from engramdb.eval import EVAL_NOW, read_case_set, recall_at_k
    from engramdb.store import MemoryStore

    names = names or list(TUNABLE_SETS)
    refuse_blind(names)
    embedder: Any = None
    if embedder_name == "e5":
        from benchmarks.lookup_misses import DiskCachedE5
        embedder = DiskCachedE5(Path(os.environ["E5_CACHE"]))
    scored = quality.answer_support
    captured: list[tuple[str, list[Any]]] = []

    def capture(question: str, hits: Any) -> Any:
        captured.append((question, list(hits)))
        return scored(question, hits)

    quality.answer_support = capture  # type: ignore[assignment]
    result: dict[str, Any] = {}
    try:
        for name in names:
            store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
            cases = read_case_set(quality.shipped_quality_sets()[name], store=store).cases
            recall_at_k(store, cases, k=10)
            captured.clear()
            report = quality.evaluate(store, cases)
            rows = []
            for r, (question, hits) in zip(report.results, captured, strict=True):
                rows.append({"q": question, "cat": r.case.category, "expected": tuple(r.case.expected),
                             "rank": r.rank, "got": r.got, "support": r.answer_support,
                             "hits": [_Hit(_Memory(h.memory.id, h.memory.text, tuple(h.memory.conflicts_with or ()),
                                                   h.memory.created_at), float(h.final)) for h in hits]})
            result[name] = {"rows": rows, "auroc": report.overall.get("abstention_auroc_answer")}
            print(embedder_name, name, result[name]["auroc"], flush=True)
            Path(out).write_bytes(pickle.dumps(result))
    finally:
        quality.answer_support = scored


def _set(spec: str) -> dict[str, Any]:
    from engramdb import support
    saved = {}
    for pair in filter(None, spec.partition(":")[2].split(",")):
        key, value = pair.split("=")
        saved[key] = getattr(support, key)
        setattr(support, key, eval(value))  # a switch's value: True / False / a number
    return saved


def table(path: str, specs: list[str]) -> None:
    from engramdb import support
    from engramdb.quality import auroc
    data = pickle.loads(Path(path).read_bytes())
    columns: dict[str, dict[str, float]] = {}
    for spec in specs:
        saved = _set(spec)
        try:
            column = {}
            for name, found in data.items():
                pos, neg = [], []
                for row in found["rows"]:
                    (pos if row["expected"] else neg).append(support.answer_support(row["q"], row["hits"]).score)
                column[name] = auroc(pos, neg) or 0.0
            columns[spec.partition(":")[0]] = column
        finally:
            for key, value in saved.items():
                setattr(support, key, value)
    print("| set | " + " | ".join(columns) + " |")
    for name in data:
        print(f"| {name} | " + " | ".join(f"{c[name]:.4f}" for c in columns.values()) + " |")
    for label, c in columns.items():
        values = np.array(list(c.values()))
        print(f"{label}: mean {values.mean():.4f}, min {values.min():.4f} ({min(c, key=c.__getitem__)})")


def cost(path: str, rounds: int, flags: list[str], cold: bool = False) -> None:
    """answer_support's CPU µs a call over every dumped case, `flags` all off vs all on, alternated round by round in
    one process (order reversed every other round), each mode warmed (its lru caches filled) before its round; `cold`:
    engramdb.support's caches emptied before each round instead."""
    from engramdb import support
    data = pickle.loads(Path(path).read_bytes())
    rows = [row for found in data.values() for row in found["rows"]]
    took: dict[str, list[float]] = {"off": [], "on": []}
    was = {flag: getattr(support, flag) for flag in flags}
    try:
        for r in range(rounds):
            for mode in ("off", "on") if r % 2 == 0 else ("on", "off"):
                for flag in flags:
                    setattr(support, flag, mode == "on")
                if cold:  # every cache of engramdb.support emptied: each question and text read anew
                    for value in vars(support).values():
                        if hasattr(value, "cache_clear"):
                            value.cache_clear()
                else:
                    for row in rows:
                        support.answer_support(row["q"], row["hits"])
                start = time.process_time()
                for row in rows:
                    support.answer_support(row["q"], row["hits"])
                took[mode].append((time.process_time() - start) / len(rows) * 1e6)
    finally:
        for flag, value in was.items():
            setattr(support, flag, value)
    med = {mode: statistics.median(v) for mode, v in took.items()}
    print(f"{'cold' if cold else 'warm'}: {len(rows)} calls, {rounds} rounds, CPU µs a call, median (min): off {med['off']:.1f} "
          f"({min(took['off']):.1f}), on {med['on']:.1f} ({min(took['on']):.1f}) | on/off {med['on'] / med['off'] - 1:+.1%}")


def ranks(before: str, after: str) -> None:
    """How many cases of two dumps (main's and a branch's, same sets) differ in rank, got or the order of their hits'
    ids: 0 when a change left recall alone (abstain189)."""
    a, b = (pickle.loads(Path(p).read_bytes()) for p in (before, after))
    moved = cases = 0
    for name in a:
        for x, y in zip(a[name]["rows"], b[name]["rows"], strict=True):
            cases += 1
            moved += (x["q"], x["rank"], x["got"], [h.id for h in x["hits"]]) != \
                (y["q"], y["rank"], y["got"], [h.id for h in y["hits"]])
    print(f"{len(a)} sets, {cases} cases, rank / got / hit order moved: {moved}")


if __name__ == "__main__":
    if sys.argv[1] == "ranks":
        ranks(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "dump":
        dump(sys.argv[2], sys.argv[3], sys.argv[4].split(",") if len(sys.argv) > 4 else None)
    elif sys.argv[1] == "table":
        table(sys.argv[2], sys.argv[3:])
    else:
        cost(sys.argv[2], int(sys.argv[3]), sys.argv[4].split(","), cold=len(sys.argv) > 5 and sys.argv[5] == "cold")
