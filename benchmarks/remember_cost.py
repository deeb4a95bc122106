"""What one ``remember`` costs, in CPU time (time.process_time: the machine is shared), and how much of it the write
guards' prefilter and the n-gram signal take, in one run, variants alternated, best of `--repeat` passes:

1. ``remember`` as shipped: the anchor table compiled once per table (prefilter._compiled_table) and a few texts'
   anchor unions made one by one (prefilter._FEW_TEXTS);
2. the prefilter as it was before 3 Dec 2026: the table looked up by its content on every call (a tuple of every
   (anchor, rows) pair hashed, ~1 ms) and the unions always made by the vectorised masks;
3. ``remember`` without the n-gram signal (guard/ngram.py), so its share shows;
4. ``remember`` without round 9's credential-label lexicon (guard/lexicon.py): its rows find nothing and their
   anchors are out of the prefilter's table, as before that round.

Over `--n` of bench_guard's memory texts ("Supplier S7 prefers replies in Hindi; invoice 8007 was rejected for code
E12.", every tenth an instruction aimed at the agent), one ``remember`` each, an in-memory store, 16-d hashing
embedder, dedup off. Each pass checks that every variant stored the same number of memories.

    .venv/bin/python benchmarks/remember_cost.py [--n 2000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_guard import memory_texts

from engramdb import MemoryStore
from engramdb.bench.common import best_cpu_seconds
from engramdb.guard import prefilter, secrets, shape


@contextlib.contextmanager
def _content_keyed() -> Iterator[None]:
    """The prefilter before: the compiled table found by the table's content on every call, unions by masks."""
    table, few = prefilter._compiled_table, prefilter._FEW_TEXTS
    prefilter._compiled_table = lambda anchors: prefilter._compiled_anchors(tuple(anchors.items()))  # type: ignore[assignment]
    prefilter._FEW_TEXTS = 0
    try:
        yield
    finally:
        prefilter._compiled_table, prefilter._FEW_TEXTS = table, few  # type: ignore[assignment]


@contextlib.contextmanager
def _without_ngram() -> Iterator[None]:
    refused = secrets.ngram.refused
    secrets.ngram.refused = lambda texts, skip: []  # type: ignore[assignment]
    try:
        yield
    finally:
        secrets.ngram.refused = refused  # type: ignore[assignment]


@contextlib.contextmanager
def _without_lexicon() -> Iterator[None]:
    """The guard before round 9: the credential-label lexicon's rows find nothing and their anchors are out of the
    prefilter's table."""
    anchors = secrets._ANCHORS
    finders = [finder for _, finder, _ in shape.LEXICON_ROWS.values()]
    secrets._ANCHORS = _TABLE_WITHOUT_LEXICON
    for finder in finders:
        finder.finditer = lambda text: iter(())  # type: ignore[method-assign]
    try:
        yield
    finally:
        secrets._ANCHORS = anchors
        for finder in finders:
            del finder.finditer


_TABLE_WITHOUT_LEXICON = secrets._anchor_table(skip=secrets._LEXICON_ROWS)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    texts = memory_texts(args.n)
    stored: dict[str, int] = {}

    def run(label: str, variant: Callable[[], contextlib.AbstractContextManager[None]]) -> Callable[[], None]:
        def once() -> None:
            store = MemoryStore(dim=16, dedup=False)
            with variant():
                for i, text in enumerate(texts):
                    store.remember(f"s{i % 7}", text)
            stored[label] = len(store)
        return once

    variants: dict[str, Callable[[], contextlib.AbstractContextManager[None]]] = {
        "shipped": contextlib.nullcontext, "prefilter before": _content_keyed, "without the n-gram signal": _without_ngram,
        "without the lexicon": _without_lexicon}
    best = dict.fromkeys(variants, float("inf"))
    for _ in range(args.repeat):  # alternated: each pass runs every variant once
        for label, variant in variants.items():
            best[label] = min(best[label], best_cpu_seconds(1, run(label, variant)))
    assert len(set(stored.values())) == 1, stored
    base = best["shipped"]
    for label, seconds in best.items():
        print(f"{label:<28} {seconds / args.n * 1e6:8.1f} µs CPU per remember   x{seconds / base:.2f} the shipped")


if __name__ == "__main__":
    main()
