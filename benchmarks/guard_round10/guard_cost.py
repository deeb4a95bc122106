"""The secret guard alone, one text at a time (``find_secrets_many([text])``, what one ``remember`` asks), over 1,000
of bench_guard's memory texts: CPU µs per text, best of 7 passes. ``--base DIR`` loads the ``engramdb`` package from
DIR instead (e.g. ``git archive main python | tar -x -C /tmp/base`` with this build's ``_core*.so`` copied into
``/tmp/base/python/engramdb``); run both, alternated, in the same minutes.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_round10/guard_cost.py [--base /tmp/base/python] [--multiline]

``--multiline`` (round 15): the first 1,000 benign rows of two lines or more of blind10-15 instead (lists, notes,
chats: the texts that the rules reading lines, ``chat`` and ``bip39.split_phrase``, look at).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path


def _multiline_texts(n: int) -> list[str]:
    texts = []
    for path in sorted(Path(__file__).resolve().parent.parent.glob("guard_corpus_blind1[0-5]/secrets_blind*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row["label"] == "benign" and "\n" in row["text"]:
                texts.append(row["text"])
    return texts[:n]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base", help="a folder holding another engramdb package")
    ap.add_argument("--multiline", action="store_true", help="benign texts of several lines from blind10-15")
    args = ap.parse_args()
    if args.base:
        sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
        sys.path.insert(0, args.base)
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench_guard import memory_texts

    from engramdb.guard import secrets

    texts = _multiline_texts(1000) if args.multiline else memory_texts(1000)
    secrets.find_secrets_many(texts[:50])
    best = float("inf")
    for _ in range(7):
        start = time.process_time()
        for text in texts:
            secrets.find_secrets_many([text])
        best = min(best, time.process_time() - start)
    print(f"{secrets.__file__}: {best / len(texts) * 1e6:.1f} µs CPU per text")
    return 0


if __name__ == "__main__":
    sys.exit(main())
