"""Scores the secret guard on benign_notes2.jsonl (longer ordinary notes about secrets, none holding one) through the store.

The same measure as benign_notes' (benchmarks/guard_corpus_benign_notes/measure_benign_notes.py, whose ``main`` this
runs on this corpus): every refusal is a false alarm, counted by language, by shape and by the guard's row that fires.

    PYTHONPATH=python python benchmarks/guard_corpus_benign_notes2/measure_benign_notes2.py [--misses] [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_benign_notes"))
import measure_benign_notes

CORPUS_PATH = Path(__file__).with_name("benign_notes2.jsonl")


def main(argv: list[str] | None = None) -> int:
    return measure_benign_notes.main(argv, corpus=CORPUS_PATH, description=__doc__.split("\n")[0])


if __name__ == "__main__":
    sys.exit(main())
