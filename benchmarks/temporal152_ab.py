"""E5 or hashing A/B of timeref.OTHER_DATES and timeref.PLANS_AHEAD (issue 18, temporal152).

For each named set, the questions whose time reading changes between main (both off), OTHER_DATES on, and both on, ranked in each mode (every functools
cache of engramdb emptied between modes), each set embedded once (E5 vectors kept in /tmp/temporal152/e5b.pkl).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python benchmarks/temporal152_ab.py hashing|e5 SET,SET,...
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import timeref
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.store import MemoryStore


def clear_caches() -> None:
    for mod in list(sys.modules.values()):
        if mod is None or not getattr(mod, '__name__', '').startswith('engramdb'):
            continue
        for v in list(vars(mod).values()):
            if callable(v) and hasattr(v, 'cache_clear'):
                v.cache_clear()


MODES = [(False, False), (True, False), (True, True)]


def setmode(m: tuple[bool, bool]) -> None:
    timeref.OTHER_DATES, timeref.PLANS_AHEAD = m
    clear_caches()


names = sys.argv[2].split(',')
refuse_blind(names)
emb = sys.argv[1]
e5 = DiskCachedE5(Path('/tmp/temporal152/e5b.pkl')) if emb == 'e5' else None
tot: dict[tuple[str, str], int] = defaultdict(int)
for name in names:
    path = shipped_quality_sets()[name]
    qs = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith('#'):
            r = json.loads(line)
            if r.get('type') == 'case':
                qs.append(r['question'])
    reads = {}
    for m in MODES:
        setmode(m)
        for q in qs:
            reads[(q, m)] = timeref.question_reference(q)
    changed = {q for q in qs if len({reads[(q, m)] for m in MODES}) > 1}
    if not changed:
        continue
    store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
    cases = [c for c in read_case_set(path, store=store).cases if c.question in changed]
    ranks = {}
    for m in MODES:
        setmode(m)
        for c in cases:
            got = [h.id for h in store.recall(c.scope, c.question, k=DEPTH)]
            rs = [got.index(e) + 1 for e in c.expected if e in got]
            ranks[(c.question, m)] = (min(rs) if rs else None, got[:1])
    for flag, a_m, b_m in (("OTHER_DATES", MODES[0], MODES[1]), ("PLANS_AHEAD", MODES[1], MODES[2])):
        won = lost = won5 = lost5 = n = 0
        for c in cases:
            if reads[(c.question, a_m)] == reads[(c.question, b_m)]:
                continue
            n += 1
            a, _ = ranks[(c.question, a_m)]
            b, gb = ranks[(c.question, b_m)]
            won += b == 1 and a != 1
            lost += a == 1 and b != 1
            r5a, r5b = a is not None and a <= 5, b is not None and b <= 5
            won5 += r5b and not r5a
            lost5 += r5a and not r5b
            if a != b:
                top = store.get(c.scope, gb[0]).text[:90] if gb else ''
                print(f"  {emb} {flag} {name} [{c.category}] {a} -> {b} | {c.question} | top on: {top}",
                      flush=True)
        if n:
            print(f"{emb} {flag} {name}: {n} changed; r1 won {won} lost {lost}; r5 won {won5} lost {lost5}",
                  flush=True)
        for k, v in (('won', won), ('lost', lost), ('won5', won5), ('lost5', lost5), ('n', n)):
            tot[(flag, k)] += v
print(emb, 'TOTAL', dict(tot), flush=True)
if e5 is not None:
    e5.save()
