"""Every newest-first miss of the tunable eval sets under one embedder, listed with its hits' score terms and the
expected memory's text where it is not among the hits, then counted by the newer value's form (issue 18, branch
recall193; benchmarks/RESULTS.md "recall193"). The misses are read from an evalall.py run (category, rank,
newest_first per case):

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/recall193_newest_misses.py hashing|e5 BASE.json [E5_CACHE]
"""

from __future__ import annotations

import collections
import json
import sys
from pathlib import Path

from benchmarks.eval_sets import refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.semantics import reads_as_english
from engramdb.store import MemoryStore
from engramdb.support import asked_slot


def _form(question: str, rank: int | None, text: str) -> str:
    """The miss's group: whether the newer memory is among the hits, its language, the asked slot."""
    english = "English" if reads_as_english(text) else "another language"
    if rank is None:
        return f"not among the first hits, {english}"
    slot = asked_slot(question)
    kind = "a price" if slot == "money" else "a time or date" if slot in ("clock", "date") else "another value"
    return f"among the hits, {english}, {kind}"


def main(embedder: str, base: str, cache: str | None) -> None:
    misses = {name: [int(i) for i, row in cases.items() if row[2] is False]
              for name, cases in json.loads(Path(base).read_text()).items()}
    e5 = None
    if embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5
        e5 = DiskCachedE5(Path(cache or "/tmp/e5_recall193.pkl"))
    forms: collections.Counter[str] = collections.Counter()
    on_top: collections.Counter[str] = collections.Counter()
    for name, indexes in misses.items():
        if not indexes:
            continue
        refuse_blind([name])
        store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        for i in indexes:
            case = cases[i]
            hits = store.recall(case.scope, case.question, k=DEPTH)
            got = [h.id for h in hits]
            ranks = [got.index(e) + 1 for e in case.expected if e in got]
            rank = min(ranks) if ranks else None
            print(f"\n== {name} #{i} rank={rank} :: {case.question}")
            for j, h in enumerate(hits[:6]):
                tag = "E" if h.id in case.expected else ("S" if h.id in case.stale else " ")
                print(f"  {j + 1}{tag} f={h.final:.3f} rel={h.relevance:.3f} lex={h.lexical:.3f} rec={h.recency:.3f} "
                      f"imp={h.importance:.2f} {h.memory.kind} :: {h.memory.text[:150]}")
            expected = store.get(case.scope, case.expected[0]).text
            if rank is None or rank > 6:
                print(f"  {rank or '--'}E :: {expected[:150]}")
            forms[_form(case.question, rank, expected)] += 1
            on_top["an older version on top" if hits and hits[0].id in case.stale else "another memory on top"] += 1
    print(f"\n{sum(forms.values())} misses under {embedder}:")
    for form, n in forms.most_common():
        print(f"  {n:4d}  {form}")
    for what, n in on_top.most_common():
        print(f"  {n:4d}  {what}")
    if e5 is not None:
        e5.save()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None)
