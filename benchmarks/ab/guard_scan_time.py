"""CPU time of the secret detectors of the checkout on PYTHONPATH, for comparing two checkouts on one machine.

    PYTHONPATH=python python benchmarks/ab/guard_scan_time.py
    git worktree add /tmp/base <commit>; cp python/engramdb/_core*.so /tmp/base/python/engramdb/
    PYTHONPATH=/tmp/base/python python benchmarks/ab/guard_scan_time.py      # the same, for the base

Prints, as process CPU time (best of several runs, so that other load on a shared machine counts less):
``find_secrets_many`` (the write path: prefilter + candidate rows) on 20,000 memory-like texts and on the
corpora's texts, ``find_secrets`` (every row, the reference) on the corpora's texts, and the slowest detector
row on 20,000-character adversarial texts (repetitions of keywords and separators, to catch backtracking).
Run the two checkouts alternately, twice, and compare like with like.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from pathlib import Path

from engramdb import guard
from engramdb.guard import secrets

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH))
from bench_guard import memory_texts  # noqa: E402

ADVERSARIAL = {
    "user:": "user:" * 4000, "password ": "password " * 2000, "a": "a" * 20000, "sk-": "sk-" * 7000,
    "AC": "AC" * 10000, "echo ": "echo " * 4000, "u: x ": "u: x " * 4000, "Abc123x is ": "Abc123x is " * 2000,
    "TAN ": "TAN " * 5000, "--a ": "--a " * 5000, "htpasswd -b ": "htpasswd -b " * 2000, "/bot1": "/bot1" * 5000,
    "code wifi ": "code wifi " * 2000, "safe word ": "safe word " * 2000, "a/": "a/" * 10000, "7z ": "7z " * 7000,
    "Cookie: ": "Cookie: a=" * 2000, "key=": "key=" + "A1" * 10000,
}


def corpus_texts() -> list[str]:
    files = [*sorted((BENCH / "guard_corpus").glob("secrets_*.jsonl")),
             BENCH / "guard_corpus_fresh" / "secrets_fresh.jsonl"]
    return [json.loads(line)["text"] for f in files for line in f.read_text(encoding="utf-8").splitlines()
            if line.strip()]


def best(f: Callable[[], object], runs: int) -> float:
    out = float("inf")
    for _ in range(runs):
        t = time.process_time()
        f()
        out = min(out, time.process_time() - t)
    return out


def main() -> None:
    rows, mem = corpus_texts(), memory_texts(20_000)
    many_mem = best(lambda: guard.find_secrets_many(mem), 7)
    many_rows = best(lambda: guard.find_secrets_many(rows), 7)
    each = best(lambda: [guard.find_secrets(t) for t in rows], 5)
    print(f"{guard.__file__}")
    print(f"find_secrets_many, {len(mem):,} memory texts: {many_mem * 1e3:.0f} ms")
    print(f"find_secrets_many, {len(rows):,} corpus texts: {many_rows * 1e3:.0f} ms")
    print(f"find_secrets (every row), {len(rows):,} corpus texts: {each * 1e3:.0f} ms")
    worst = (0.0, -1, "")
    for n, det in enumerate(secrets._DETECTORS):
        for name, text in ADVERSARIAL.items():
            t = time.process_time()
            for m in det.pattern.finditer(text):
                det.validate(m)
            worst = max(worst, (time.process_time() - t, n, name))
    print(f"slowest row on a 20,000-character adversarial text: row {worst[1]} on {worst[2]!r} * n, "
          f"{worst[0] * 1e3:.0f} ms")


if __name__ == "__main__":
    main()
