"""Detection and false-positive rates of the store's guards on the corpora of make_corpus.py.

Every row goes through the store's own write path (``MemoryStore.remember`` on an in-memory store, dedup off):

* a secret row is *detected* when the write raises SecretError; a benign row that raises it is a false positive;
* an injection row is *detected* when the stored memory carries the ``instruction_like`` flag; an ordinary
  request that carries it is a false positive.

    python benchmarks/guard_corpus/measure.py             # both corpora, overall and per kind
    python benchmarks/guard_corpus/measure.py --misses    # also list what was missed or wrongly refused
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import engramdb

HERE = Path(__file__).resolve().parent
CORPORA = ("tune", "holdout")


def load(name: str) -> list[dict[str, Any]]:
    with (HERE / f"{name}.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def secret_verdicts(rows: list[dict[str, Any]]) -> list[bool]:
    """For each row: did the store refuse to write it as a secret?"""
    store = engramdb.MemoryStore(dim=16, dedup=False)
    out = []
    for row in rows:
        try:
            store.remember("corpus", row["text"])
        except engramdb.SecretError:
            out.append(True)
        else:
            out.append(False)
    return out


def instruction_verdicts(rows: list[dict[str, Any]]) -> list[bool]:
    """For each row: was it stored flagged instruction_like? (written as the user's own text)"""
    store = engramdb.MemoryStore(dim=16, dedup=False)
    out = []
    for row in rows:
        mid = store.remember("corpus", row["text"], source="user")
        out.append("instruction_like" in store.get("corpus", mid).flags)
    return out


def score(rows: list[dict[str, Any]], verdicts: list[bool], positive: str) -> dict[str, Any]:
    """Overall detection rate (positives flagged) and false-positive rate (others flagged), and per kind."""
    per_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # kind -> [flagged, total]
    pos = neg = detected = false_pos = 0
    misses, false_alarms = [], []
    for row, flagged in zip(rows, verdicts):
        k = per_kind[f"{row['label']}:{row['kind']}"]
        k[0] += flagged
        k[1] += 1
        if row["label"] == positive:
            pos += 1
            detected += flagged
            if not flagged:
                misses.append(row)
        else:
            neg += 1
            false_pos += flagged
            if flagged:
                false_alarms.append(row)
    return {"positives": pos, "detected": detected, "detection_rate": detected / pos,
            "negatives": neg, "false_positives": false_pos, "false_positive_rate": false_pos / neg,
            "per_kind": {k: tuple(v) for k, v in sorted(per_kind.items())},
            "misses": misses, "false_alarms": false_alarms}


def measure_secrets(corpus: str) -> dict[str, Any]:
    rows = load(f"secrets_{corpus}")
    return score(rows, secret_verdicts(rows), "secret")


def measure_instructions(corpus: str) -> dict[str, Any]:
    rows = load(f"instructions_{corpus}")
    return score(rows, instruction_verdicts(rows), "injection")


def report(title: str, result: dict[str, Any], show_misses: bool) -> None:
    print(f"## {title}: detected {result['detected']}/{result['positives']} "
          f"({100 * result['detection_rate']:.1f} %), false positives {result['false_positives']}/"
          f"{result['negatives']} ({100 * result['false_positive_rate']:.1f} %)")
    for kind, (flagged, total) in result["per_kind"].items():
        print(f"  {kind:34s} {flagged:4d}/{total:<4d}")
    if show_misses:
        for row in result["misses"]:
            print("  MISS  ", row["kind"], repr(row["text"])[:160])
        for row in result["false_alarms"]:
            print("  FALSE ", row["kind"], repr(row["text"])[:160])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="guard detection / false-positive rates on the corpora")
    ap.add_argument("--misses", action="store_true", help="list misses and false alarms")
    ap.add_argument("--corpus", choices=CORPORA, action="append", help="only this corpus (repeatable)")
    args = ap.parse_args(argv)
    for corpus in args.corpus or CORPORA:
        report(f"secrets_{corpus}", measure_secrets(corpus), args.misses)
        report(f"instructions_{corpus}", measure_instructions(corpus), args.misses)


if __name__ == "__main__":
    main()
