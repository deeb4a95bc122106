"""What the answer-support scores (engramdb/support.py: support and answer_support) cost a recall, in CPU time
(time.process_time: the machine is shared), in one run: every question of the v2 evaluation set (340 recalls over
11 agent scopes, hashing embedder, the defaults, k=5 and k=10), best of `--repeat` passes, per recall, the peer
and the measured alternated:

1. recall(scope, q, k=k) (the peer);
2. the same recall, then support(q, hits); the same recall, then answer_support(q, hits);
3. support(q, hits) and answer_support(q, hits) alone over the hits kept from one pass (texts already read, the
   per-text caches warm).

    .venv/bin/python benchmarks/support_cost.py [--repeat 7]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

from engramdb import MemoryStore
from engramdb.bench.common import best_cpu_seconds
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.support import answer_support, support


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    questions = [(c.scope, c.question) for c in cases]
    n = len(questions)
    signals: dict[str, Callable[[str, Any], Any]] = {"support": support, "answer_support": answer_support}
    for k in (5, 10):
        kept = [(q, store.recall(s, q, k=k)) for s, q in questions]

        def plain(k: int = k) -> None:
            for s, q in questions:
                store.recall(s, q, k=k)

        for round_ in (1, 2):
            for name, signal in signals.items():
                def measured(k: int = k, signal: Callable[[str, Any], Any] = signal) -> None:
                    for s, q in questions:
                        signal(q, store.recall(s, q, k=k))

                def alone(kept: list = kept, signal: Callable[[str, Any], Any] = signal) -> None:
                    for q, hits in kept:
                        signal(q, hits)

                a, b = best_cpu_seconds(args.repeat, plain), best_cpu_seconds(args.repeat, measured)
                print(f"k={k} round {round_}: recall {a / n * 1e6:.1f} us, recall + {name} {b / n * 1e6:.1f} us "
                      f"({b / a:.2f}x); {name} alone {best_cpu_seconds(args.repeat, alone) / n * 1e6:.1f} us")


if __name__ == "__main__":
    main()
