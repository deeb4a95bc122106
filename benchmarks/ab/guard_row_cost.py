"""Where the secret detectors' time goes, and what a round's rows cost, in one process (fp214, session 49).

    PYTHONPATH=python:. python benchmarks/ab/guard_row_cost.py profile [PASSES]
    PYTHONPATH=python:. python benchmarks/ab/guard_row_cost.py ab round201|round202|round221|round222|round225|fp214|label_line [REPEATS]

``profile``: each row of ``secrets._DETECTORS`` alone (its finder's matches and its validator, as ``_scan`` runs them,
without the shared near-miss rules) over two sets of texts - the corpora's 2,300 texts that guard_scan_time.py times
(benchmarks/guard_corpus, guard_corpus_fresh) and every distinct string of the tunable eval sets
(``eval_sets.TUNABLE_SETS``: no blind set is read) - the best of PASSES passes, the 25 costliest rows with their
module; then ``find_secrets`` over the same texts under cProfile, the 25 costliest functions by their own time.

``ab``: ``find_secrets`` (every row) and ``find_secrets_many`` on the corpora's texts, and ``find_secrets_many`` on
20,000 agent memory texts, with a round's rows in the table and without them (round201 / round202 / round221 / round222 / round225: the
rows are taken out of ``secrets._ALL`` and out of the prefilter's candidates, so their finders do not run at all; fp214: its
module switch; label_line: round 222's ``LABEL_LINE_GATED``, session 50), interleaved in one process (on / off, then off / on, each round), REPEATS rounds (default 15); prints
the best and the median of each and their ratios (on / off).
"""

from __future__ import annotations

import cProfile
import json
import pstats
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from engramdb.guard import fp214, round201, round202, round221, round222, round225, secrets

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH / "ab"))
import agent_texts  # noqa: E402
from eval_sets import TUNABLE_SETS  # noqa: E402
from guard_scan_time import corpus_texts  # noqa: E402

from engramdb.quality import shipped_quality_sets  # noqa: E402


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def eval_strings() -> list[str]:
    """Every distinct string of the tunable eval sets (the blind ones are never opened)."""
    paths = shipped_quality_sets()
    seen: dict[str, None] = {}
    for name in TUNABLE_SETS:
        for line in paths[name].read_text(encoding="utf-8").splitlines():
            if line.lstrip().startswith(("{", "[")):
                seen.update(dict.fromkeys(_strings(json.loads(line))))
    return list(seen)


def _row_name(n: int) -> str:
    det = secrets._DETECTORS[n]
    finder = det.pattern
    where = finder.pattern[:32] if isinstance(finder, re.Pattern) else \
        f"{type(finder).__module__.rsplit('.', 1)[-1]}.{type(finder).__qualname__}"
    return f"row {n:3d} {det.kind:14s} {det.validate.__module__.rsplit('.', 1)[-1]}.{det.validate.__qualname__} [{where!r}]"


def profile(passes: int) -> None:
    sets = {"corpus": corpus_texts(), "eval": eval_strings()}
    for label, texts in sets.items():
        best = [float("inf")] * len(secrets._DETECTORS)
        for _ in range(passes):
            for n, det in enumerate(secrets._DETECTORS):
                t = time.process_time()
                for text in texts:
                    for m in det.pattern.finditer(text):
                        det.validate(m)
                best[n] = min(best[n], time.process_time() - t)
        total = sum(best)
        print(f"== {label}: {len(texts):,} texts, every row alone {total * 1e3:.0f} ms (best of {passes})")
        for n in sorted(range(len(best)), key=lambda n: -best[n])[:25]:
            print(f"  {best[n] * 1e3:8.1f} ms {best[n] / total:6.1%}  {_row_name(n)}")
        prof = cProfile.Profile()
        prof.enable()
        for text in texts:
            secrets.find_secrets(text)
        prof.disable()
        print(f"-- {label}: find_secrets under cProfile, the costliest functions by their own time")
        pstats.Stats(prof).sort_stats("tottime").print_stats(25)


def _cpu(f: Callable[[], object]) -> float:
    t = time.process_time()
    f()
    return time.process_time() - t


def ab(what: str, repeats: int) -> None:
    rows: frozenset[int] = frozenset()
    modules = {"round201": round201, "round202": round202, "round221": round221, "round222": round222,
               "round225": round225}
    if what in modules:
        finders = {id(r[1]) for r in modules[what].ROWS}
        rows = frozenset(n for n, det in enumerate(secrets._DETECTORS) if id(det.pattern) in finders)
        assert len(rows) == len(modules[what].ROWS), rows
    elif what not in ("fp214", "label_line"):
        raise SystemExit(f"unknown: {what}")
    full, full_decoded, candidates = secrets._ALL, secrets._ALL_DECODED, secrets._anchor_candidates

    def without(texts: Any, table: Any) -> dict[int, frozenset[int]]:
        return {i: r - rows for i, r in candidates(texts, table).items()}

    def switch(on: bool) -> None:
        if what == "fp214":
            fp214.ON = on
            return
        if what == "label_line":
            round222.LABEL_LINE_GATED = on
            return
        secrets._ALL, secrets._ALL_DECODED = (full, full_decoded) if on else (full - rows, full_decoded - rows)
        secrets._anchor_candidates = candidates if on else without  # type: ignore[assignment]
        secrets._ORDER.clear()

    corpus, agent = corpus_texts(), agent_texts.memory_texts(20_000)
    runs: list[tuple[str, Callable[[], object]]] = [
        (f"find_secrets (every row), {len(corpus):,} corpus texts", lambda: [secrets.find_secrets(t) for t in corpus]),
        (f"find_secrets_many, {len(corpus):,} corpus texts", lambda: secrets.find_secrets_many(corpus)),
        ("find_secrets_many, 20,000 agent memory texts", lambda: secrets.find_secrets_many(agent))]
    times: dict[tuple[str, bool], list[float]] = {}
    for r in range(repeats):
        for on in ((True, False) if r % 2 == 0 else (False, True)):
            switch(on)
            for label, f in runs:
                times.setdefault((label, on), []).append(_cpu(f))
    switch(True)
    print(f"== {what} on / off, {repeats} rounds interleaved (rows out: {sorted(rows) or 'module switch'})")
    for label, _ in runs:
        on_t, off_t = times[label, True], times[label, False]
        print(f"{label}: best off {min(off_t) * 1e3:.0f} ms, on {min(on_t) * 1e3:.0f} ms, ratio "
              f"{min(on_t) / min(off_t):.3f}; median off {statistics.median(off_t) * 1e3:.0f} ms, on "
              f"{statistics.median(on_t) * 1e3:.0f} ms, ratio {statistics.median(on_t) / statistics.median(off_t):.3f}")


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in ("profile", "ab"):
        raise SystemExit(__doc__)
    if sys.argv[1] == "profile":
        profile(int(sys.argv[2]) if len(sys.argv) > 2 else 3)
    else:
        ab(sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 15)
