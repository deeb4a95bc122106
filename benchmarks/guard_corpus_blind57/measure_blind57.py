"""Scores the secret guard on secrets_blind57.jsonl by writing every row through the store.

The same measure as blind4's (benchmarks/guard_corpus_blind4/measure_blind4.py, whose code this runs): each row goes
to ``MemoryStore().remember("corpus", text)``; a row counts as refused when that raises
``engramdb.errors.SecretError``; any other exception is a bug and is reported (and makes the script exit 2).

    PYTHONPATH=python python benchmarks/guard_corpus_blind57/measure_blind57.py [--misses] [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_blind4"))
import measure_blind4

CORPUS_PATH = Path(__file__).with_name("secrets_blind57.jsonl")

if __name__ == "__main__":
    sys.exit(measure_blind4.main(CORPUS_PATH, __doc__.split("\n")[0]))
