"""What the conflict pass's change phrases cost (cpp228, session 50), in one process.

    PYTHONPATH=python:. python benchmarks/ab/phrase_cost.py [--aa] [ROUNDS] [SET ...]

recall211 made the native conflict pass read change phrases ("in its place", "has taken over": ConflictRules'
change_phrases, analyse_text's phrase block). This times ``_core.find_conflicts`` over recall-shaped pools - each
question's pool as a default recall keeps it (k=10, k_wide 100, hashing store at EVAL_NOW) over the tunable eval sets'
notes (``eval_sets.TUNABLE_SETS``; a blind set is refused) - with the shipped rules (``semantics._rules()``, the phrase
list on) and the same rules with an empty phrase list (``CHANGE_PHRASES_ON`` off while they are made), interleaved pool
by pool (on / off on every pool one round, off / on the next). A row's analysis is kept for one rules object, and the
two take turns call by call, so every call analyses each pooled text anew (a first ask's cost, where the phrase block runs; a warm
recall reads the kept analyses and runs no phrase block). ROUNDS rounds (default 15) over every pool; prints the CPU
time (time.process_time: a loaded machine's waits do not count) of each mode per round, the median and best, and the
ratio on / off, and counts the pools whose marks the phrases change. ``--aa``: "on" is a second rules object with
the empty list too (an A/A run: the script's own floor, e.g. the order in which the two modes meet a pool).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

from engramdb import _core
from engramdb import semantics as semantics_module
from engramdb.engine import params as recall_params
from engramdb.scoring import DEFAULT_HALF_LIFE_DAYS, Weights

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH))
from eval_sets import TUNABLE_SETS, refuse_blind, set_questions  # noqa: E402


def pools(names: list[str]) -> list[tuple[Any, ...]]:
    """(segments, pool segments, pool rows, hit ids) of every question's default recall over the sets `names`."""
    out = []
    for name in names:
        store, questions = set_questions(name)
        engine = store.engine
        for scope, question in questions:
            v = store.query_vectors([question])[0]
            params = recall_params.build(store._now, 10, 0.0, Weights(), DEFAULT_HALF_LIFE_DAYS, "created", None, None,
                                         None, None, None, None, 100, keep_pool=True,
                                         relevance=store._relevance(True))
            segments, plan = engine.recall_plan(scope)
            hits, pool_segments, pool_rows = plan.hits(v, params, True, None)
            if pool_rows is not None and len(pool_rows) >= 2:
                out.append((segments, pool_segments, pool_rows, [h.id for h in hits]))
    return out


def main() -> None:
    args = sys.argv[1:]
    aa = bool(args) and args[0] == "--aa"
    args = args[1:] if aa else args
    rounds = int(args[0]) if args else 15
    names = args[1:] or [n for n in TUNABLE_SETS if n != "holdout44"]
    refuse_blind(names)
    pooled = pools(names)
    rules_on = semantics_module._rules()
    was = semantics_module.CHANGE_PHRASES_ON
    semantics_module.CHANGE_PHRASES_ON = False
    try:
        rules_off = semantics_module._rules.__wrapped__()
        if aa:
            rules_on = semantics_module._rules.__wrapped__()
    finally:
        semantics_module.CHANGE_PHRASES_ON = was
    sources, words = semantics_module._sources, semantics_module._native_words
    rows = sum(len(p[2]) for p in pooled)
    print(f"{len(names)} sets, {len(pooled)} pools, {rows:,} pooled rows; {rounds} rounds", flush=True)
    modes = {"on": rules_on, "off": rules_off}
    took: dict[str, list[float]] = {"on": [], "off": []}
    differ = 0
    for r in range(rounds):
        spent = {"on": 0.0, "off": 0.0}
        for segments, pool_segments, pool_rows, ids in pooled:
            got = {}
            for mode in ("on", "off") if r % 2 == 0 else ("off", "on"):
                start = time.process_time()
                got[mode] = _core.find_conflicts(modes[mode], segments, sources, pool_segments, pool_rows, ids, words)
                spent[mode] += time.process_time() - start
            differ += r == 0 and got["on"] != got["off"]
        for mode in spent:
            took[mode].append(spent[mode] * 1e3)
        print(f"round {r + 1}: on {spent['on'] * 1e3:.1f} ms, off {spent['off'] * 1e3:.1f} ms", flush=True)
    med = {mode: statistics.median(v) for mode, v in took.items()}
    best = {mode: min(v) for mode, v in took.items()}
    print(f"pools whose marks the phrases change: {differ} of {len(pooled)}")
    print(f"find_conflicts over every pool, every text analysed anew, CPU ms a round: "
          f"on median {med['on']:.1f} (best {best['on']:.1f}), off median {med['off']:.1f} (best {best['off']:.1f}) | "
          f"on / off median {med['on'] / med['off'] - 1:+.2%}, best {best['on'] / best['off'] - 1:+.2%}")
    per = [a / b for a, b in zip(took["on"], took["off"])]
    print(f"per-round ratio on / off: median {statistics.median(per) - 1:+.2%}, "
          f"min {min(per) - 1:+.2%}, max {max(per) - 1:+.2%}")


if __name__ == "__main__":
    main()
