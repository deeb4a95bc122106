"""The store's secret guard on the fresh corpus (written blind by make_fresh.py), scored exactly as
benchmarks/guard_corpus/measure.py scores the others: every row through MemoryStore.remember.

    python benchmarks/guard_corpus_fresh/measure_fresh.py [--misses]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "guard_corpus"))
from measure import report, score, secret_verdicts  # noqa: E402


def load() -> list[dict[str, Any]]:
    with (HERE / "secrets_fresh.jsonl").open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def measure() -> dict[str, Any]:
    rows = load()
    return score(rows, secret_verdicts(rows), "secret")


def main() -> None:
    ap = argparse.ArgumentParser(description="guard detection / false-positive rates on the fresh corpus")
    ap.add_argument("--misses", action="store_true", help="list misses and false alarms")
    args = ap.parse_args()
    report("secrets_fresh", measure(), args.misses)


if __name__ == "__main__":
    main()
