"""A probe, not a mechanism: narrower forms of standing.asks_standing's "and" test (issue 18; benchmarks/RESULTS.md,
"standing57 (session 28)"), measured as an eval A/B over the tunable sets, per case.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.standing57_and \
        --variant base --embedders hashing,e5 --cache /tmp/standing57_e5.pkl --out /tmp/standing57/base.json
    ... --variant whwh --out /tmp/standing57/whwh.json
    PYTHONPATH=python:. .venv/bin/python -m benchmarks.standing57_and --compare /tmp/standing57/base.json \
        /tmp/standing57/whwh.json

A variant replaces standing._SECOND_QUESTION (the "and <question word>" test) for the run by a test that refuses a
question only when its second part asks another thing: ``base`` main's test; ``noand`` never; ``whwh`` unless both
parts are asked with a question word (what, who, which, when, where, why, how: the first part holds one, the word
after "and" is one); ``n1`` / ``n0`` as whwh and the second part names at most 1 / 0 content stems
(support.content_stems) the first part lacks, "how"'s degree words ("long", "much", ...) aside. Blind sets
(benchmarks/eval_sets.py) are refused."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import standing
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.semantics import words
from engramdb.store import MemoryStore
from engramdb.support import content_stems

WH_WORDS = frozenset({"what", "who", "whom", "whose", "which", "when", "where", "why", "how"})
DEGREE_STEMS = frozenset({"long", "much", "many", "often", "far", "soon", "old", "big"})
NEW_STEMS = {"whwh": None, "n1": 1, "n0": 0}
_MAIN_TEST = standing._SECOND_QUESTION


class _SecondQuestion:
    """Stands in for standing._SECOND_QUESTION: search() is a match (truthy) when the question asks another thing."""

    def __init__(self, variant: str) -> None:
        self.variant = variant

    def search(self, text: str) -> re.Match[str] | None:
        second = _MAIN_TEST.search(text)
        if second is None or self.variant == "base":
            return second
        if self.variant == "noand":
            return None
        if second.group(0).split()[-1].lower() not in WH_WORDS or not WH_WORDS & words(text[:second.start()]):
            return second
        most = NEW_STEMS[self.variant]
        if most is None:
            return None
        first = set(content_stems(text[:second.start()])) | DEGREE_STEMS
        return second if sum(s not in first for s in content_stems(text[second.end():])) > most else None


def measure(variant: str, embedders: list[str], names: list[str], cache: Path) -> dict[str, Any]:
    refuse_blind(names)
    standing._SECOND_QUESTION = _SecondQuestion(variant)  # type: ignore[assignment]
    out: dict[str, Any] = {}
    for embedder in embedders:
        e5 = DiskCachedE5(cache) if embedder == "e5" else None
        for name in names:
            store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
            rep = evaluate(store, read_case_set(str(shipped_quality_sets()[name]), store=store).cases)
            o, cat = rep.overall, rep.by_category
            out[f"{name}/{embedder}"] = {
                "r1": o["recall@1"], "r5": o["recall@5"], "newest": o.get("newest_first"),
                "lookup_r1": cat.get("lookup", {}).get("recall@1"),
                "multi_r1": cat.get("multi_hop", {}).get("recall@1"), "auroc": o.get("abstention_auroc_answer"),
                "ranks": [r.rank for r in rep.results], "q": [r.case.question for r in rep.results]}
            print(name, embedder, {k: v for k, v in out[f"{name}/{embedder}"].items() if k not in ("ranks", "q")},
                  flush=True)
        if e5 is not None:
            e5.save()
    return out


def compare(a: dict[str, Any], b: dict[str, Any]) -> None:
    def f(v: float | None) -> str:
        return "-" if v is None else f"{v:.4f}"

    won_all = lost_all = 0
    print("| set / embedder | r@1 | r@5 | newest first | lookup r@1 | multi_hop r@1 | AUROC | r@1 won / lost |")
    for key, x in a.items():
        y = b.get(key)
        if y is None:
            continue
        won = [i for i, (p, q) in enumerate(zip(x["ranks"], y["ranks"], strict=True)) if p != 1 and q == 1]
        lost = [i for i, (p, q) in enumerate(zip(x["ranks"], y["ranks"], strict=True)) if p == 1 and q != 1]
        won_all, lost_all = won_all + len(won), lost_all + len(lost)
        cells = [f(x[m]) if x[m] == y[m] else f"{f(x[m])} -> {f(y[m])}"
                 for m in ("r1", "r5", "newest", "lookup_r1", "multi_r1", "auroc")]
        print(f"| {key} | " + " | ".join(cells) + f" | +{len(won)} / -{len(lost)} |")
        for i in won + lost:
            print(f"    {'won' if i in won else 'LOST'}: {x['q'][i][:110]} ({x['ranks'][i]} -> {y['ranks'][i]})")
    print(f"total r@1 won {won_all}, lost {lost_all}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--variant", choices=("base", "noand", "whwh", "n1", "n0"), default="base")
    parser.add_argument("--embedders", default="hashing,e5")
    parser.add_argument("--sets", default=",".join(TUNABLE_SETS))
    parser.add_argument("--cache", type=Path, default=Path("e5_vectors.pkl"))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--compare", nargs=2, type=Path)
    args = parser.parse_args()
    if args.compare:
        compare(*(json.loads(p.read_text()) for p in args.compare))
        return
    out = measure(args.variant, args.embedders.split(","), args.sets.split(","), args.cache)
    if args.out:
        args.out.write_text(json.dumps(out))


if __name__ == "__main__":
    main()
