"""Every guard corpus measured through the store with and without the credential-label lexicon's rows (round 9), in
the same run: refused secrets and refused benign rows per corpus, before -> after (the n-gram signal on in both).

    PYTHONPATH=python .venv/bin/python benchmarks/guard_lexicon/measure_lexicon.py
"""

from __future__ import annotations

import contextlib
import importlib.util
import sys
from collections.abc import Iterator
from pathlib import Path

from engramdb.guard import shape

_SPEC = importlib.util.spec_from_file_location("measure_all", Path(__file__).resolve().parent.parent / "guard_ngram"
                                               / "measure_all.py")
assert _SPEC is not None and _SPEC.loader is not None
measure_all = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(measure_all)


@contextlib.contextmanager
def without_lexicon() -> Iterator[None]:
    """The lexicon rows find no label (their anchors stay: the prefilter is the same in both runs)."""
    finders = [finder for _, finder, _ in shape.LEXICON_ROWS.values()]
    for finder in finders:
        finder.finditer = lambda text: iter(())  # type: ignore[method-assign]
    try:
        yield
    finally:
        for finder in finders:
            del finder.finditer


def main() -> int:
    with without_lexicon():
        before = measure_all.measure_all()
    after = measure_all.measure_all()
    print("| corpus | secrets refused, before | with the lexicon | benign refused, before | with the lexicon |")
    print("|---|---|---|---|---|")
    totals = [0, 0, 0, 0, 0, 0]
    for name, (s, n, b, nb) in before.items():
        s2, _, b2, _ = after[name]
        for i, x in enumerate((s, s2, n, b, b2, nb)):
            totals[i] += x
        print(f"| {name} | {s}/{n} ({s / n:.1%}) | {s2}/{n} ({s2 / n:.1%}) | {b}/{nb} ({b / nb:.2%}) | {b2}/{nb} ({b2 / nb:.2%}) |")
    s, s2, n, b, b2, nb = totals
    print(f"| all | {s}/{n} ({s / n:.1%}) | {s2}/{n} ({s2 / n:.1%}) | {b}/{nb} ({b / nb:.2%}) | {b2}/{nb} ({b2 / nb:.2%}) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
