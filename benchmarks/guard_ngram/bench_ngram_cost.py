"""What the n-gram signal costs the guard, per remember and per batch: the rules alone (``secrets._rules_many``)
against the guard with the signal (``find_secrets_many``), in the same run, the least CPU time of R repeats.

* per remember: one call per text, as ``remember`` makes it, over the nine corpora's rows (secrets and near misses:
  the texts the signal is gated to score) and over ordinary memories (bench_guard's ``memory_texts``);
* per batch: ``find_secrets_many`` over 20,000 ordinary memories at once.

    PYTHONPATH=python python benchmarks/guard_ngram/bench_ngram_cost.py [repeats]
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import train_ngram
from bench_guard import memory_texts

from engramdb import MemoryStore, guard
from engramdb.bench.common import best_cpu_seconds
from engramdb.guard import secrets


def _each(fn: Callable[[list[str]], object], texts: list[str]) -> None:
    for t in texts:
        fn([t])


def main(argv: list[str]) -> int:
    repeats = int(argv[0]) if argv else 3
    corpus = guard.normalise_for_check(train_ngram.load()[0])
    ordinary = memory_texts(20_000)
    cases = [("per remember, corpora rows", corpus, True), ("per remember, ordinary memories", ordinary[:5000], True),
             ("batch of 20,000 ordinary memories", ordinary, False)]
    for label, texts, one_by_one in cases:
        before: Callable[[], object]
        after: Callable[[], object]
        if one_by_one:
            before = partial(_each, secrets._rules_many, texts)
            after = partial(_each, guard.find_secrets_many, texts)
        else:
            before = partial(secrets._rules_many, texts)
            after = partial(guard.find_secrets_many, texts)
        t_before, t_after = best_cpu_seconds(repeats, before), best_cpu_seconds(repeats, after)
        n = len(texts)
        print(f"{label}: {n} texts; rules alone {t_before / n * 1e6:.1f} us/text, with the signal "
              f"{t_after / n * 1e6:.1f} us/text: x{t_after / t_before:.2f}")
    store = MemoryStore(dim=16, dedup=False)
    texts = ordinary[:2000]

    def remember_all() -> None:
        for i, t in enumerate(texts):
            store.remember(f"s{i % 7}", t)

    t_after = best_cpu_seconds(repeats, remember_all)
    real = secrets.ngram.refused
    secrets.ngram.refused = lambda texts, skip: []  # type: ignore[assignment]
    try:
        t_before = best_cpu_seconds(repeats, remember_all)
    finally:
        secrets.ngram.refused = real  # type: ignore[assignment]
    print(f"remember() of 2,000 ordinary memories, end to end: without the signal {t_before / 2000 * 1e6:.1f} us, "
          f"with it {t_after / 2000 * 1e6:.1f} us: x{t_after / t_before:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
