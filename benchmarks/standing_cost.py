"""What the standing-question rule costs a recall (engramdb.standing; issue 18): the rule's own time per question,
and a hashing recall's time with the rule forced off and on, in the same run.

    PYTHONPATH=python OPENBLAS_NUM_THREADS=1 python benchmarks/standing_cost.py
"""

from __future__ import annotations

import time

import engramdb.store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.scoring import DEFAULT_HALF_LIVES
from engramdb.standing import asks_standing, standing_half_lives
from engramdb.store import MemoryStore
from engramdb.timeref import time_reference

SETS = ("v2", "holdout13", "holdout15")


def main() -> None:
    questions: list[tuple[str, str]] = []
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    for name in SETS:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
        questions += [(c.scope, c.question) for c in read_case_set(shipped_quality_sets()[name], store=store).cases]
    references = [time_reference(q) for _, q in questions]
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        for (_, question), reference in zip(questions, references):
            if asks_standing(question, reference):
                standing_half_lives(DEFAULT_HALF_LIVES)
        best = min(best, (time.perf_counter() - start) / len(questions))
    print(f"asks_standing + standing_half_lives: {best * 1e6:.2f} us per question ({len(questions)} questions)")
    last = [(s, q) for s, q in questions if s in set(store.scopes())]  # the last set's, in its store

    def per_recall() -> float:
        start = time.perf_counter()
        for scope, question in last:
            store.recall(scope, question, k=10)
        return (time.perf_counter() - start) / len(last)

    names = vars(store_module)  # recall reads asks_standing from engramdb.store's namespace
    rule = names["asks_standing"]
    off, on = float("inf"), float("inf")
    for _ in range(3):
        names["asks_standing"] = lambda text, reference=None: False
        off = min(off, per_recall())
        names["asks_standing"] = rule
        on = min(on, per_recall())
    print(f"recall (hashing, {SETS[-1]}, k=10): rule off {off * 1e6:.1f} us, on {on * 1e6:.1f} us, "
          f"ratio {on / off:.3f}")


if __name__ == "__main__":
    main()
