"""Scores the secret guard on secrets_blind4.jsonl by writing every row through the store.

Each row goes to ``MemoryStore().remember("corpus", text)`` (one in-memory store for the whole corpus). A row
counts as refused when that raises ``engramdb.errors.SecretError``; any other exception is a bug and is reported
(and makes the script exit 2). Prints the share of secrets refused, the share of benign rows refused (false
positives) and per-kind counts.

    PYTHONPATH=python python benchmarks/guard_corpus_blind4/measure_blind4.py [--misses] [--json]
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

import engramdb
from engramdb.errors import SecretError

CORPUS_PATH = Path(__file__).with_name("secrets_blind4.jsonl")


def load_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle if line.strip()]


def score(rows: list[dict[str, str]], corpus: str = CORPUS_PATH.name) -> dict[str, Any]:
    store = engramdb.MemoryStore()
    per_kind: dict[str, dict[str, Any]] = {}
    misses: list[dict[str, str]] = []
    false_alarms: list[dict[str, str]] = []
    errors: list[dict[str, str]] = []
    totals = collections.Counter[str]()
    for row in rows:
        text, label, kind = row["text"], row["label"], row["kind"]
        stats = per_kind.setdefault(kind, {"label": label, "rows": 0, "refused": 0})
        stats["rows"] += 1
        totals[label] += 1
        refused = False
        found = ""
        try:
            store.remember("corpus", text)
        except SecretError as error:
            refused = True
            found = error.kind
        except Exception as error:  # any other exception is a bug to report, not a verdict
            errors.append({"kind": kind, "label": label, "text": text, "error": f"{type(error).__name__}: {error}"})
            continue
        if refused:
            stats["refused"] += 1
            totals[label + "_refused"] += 1
            if label == "benign":
                false_alarms.append({"kind": kind, "text": text, "found": found})
        elif label == "secret":
            misses.append({"kind": kind, "text": text})
    secrets, benign = totals["secret"], totals["benign"]
    return {
        "corpus": corpus,
        "engramdb": str(Path(engramdb.__file__).parent),
        "secrets": secrets,
        "secrets_refused": totals["secret_refused"],
        "detected_percent": round(100.0 * totals["secret_refused"] / secrets, 2) if secrets else 0.0,
        "benign": benign,
        "benign_refused": totals["benign_refused"],
        "false_positive_percent": round(100.0 * totals["benign_refused"] / benign, 2) if benign else 0.0,
        "per_kind": dict(sorted(per_kind.items())),
        "misses": misses,
        "false_alarms": false_alarms,
        "errors": errors,
    }


def main(corpus_path: Path = CORPUS_PATH, description: str = __doc__.split("\n")[0]) -> int:
    """The command line for one corpus file (measure_blind5.py runs it on its own)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--misses", action="store_true", help="list missed secrets and false alarms")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args()
    result = score(load_rows(corpus_path), corpus_path.name)
    if args.json:
        if not args.misses:
            result = {k: v for k, v in result.items() if k not in ("misses", "false_alarms")}
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        print(f"engramdb from {result['engramdb']}")
        print(f"secrets detected: {result['secrets_refused']}/{result['secrets']} = {result['detected_percent']:.2f} %")
        print(f"benign refused (false positives): {result['benign_refused']}/{result['benign']} = {result['false_positive_percent']:.2f} %")
        for label in ("secret", "benign"):
            print(f"\n{label} kinds (refused/rows):")
            for kind, stats in result["per_kind"].items():
                if stats["label"] == label:
                    print(f"  {kind:32s} {stats['refused']:3d}/{stats['rows']:3d}")
        if args.misses:
            print(f"\nmissed secrets ({len(result['misses'])}):")
            for miss in result["misses"]:
                print(f"  [{miss['kind']}] {miss['text']!r}")
            print(f"\nfalse alarms ({len(result['false_alarms'])}):")
            for alarm in result["false_alarms"]:
                print(f"  [{alarm['kind']}] ({alarm['found']}) {alarm['text']!r}")
        if result["errors"]:
            print(f"\nERRORS (not SecretError; bugs) ({len(result['errors'])}):")
            for err in result["errors"]:
                print(f"  [{err['kind']}] {err['error']} :: {err['text'][:120]!r}")
    return 2 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
