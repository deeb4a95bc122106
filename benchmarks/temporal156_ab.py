"""E5 or hashing A/B of store.EVENT_NOT_DATED, EVENT_EARLIEST and EVENT_NOTE_LAST (issue 18, temporal156).

For each named set (default: every TUNABLE_SETS set), the questions that name an event anchor
(event_anchors.event_anchor), ranked in four modes, each set loaded once: main (all off), then each switch turned on in
turn (NOT_DATED, EARLIEST, NOTE_LAST), each mode compared with the one before it and ALL (all on) with main. A question naming no
anchor recalls the same either way, so these are the sets' whole rank-1 / rank-5 moves. E5 vectors are kept in
/tmp/temporal156/e5.pkl.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python benchmarks/temporal156_ab.py hashing|e5 [SET,SET,...]
"""
from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import store as store_module
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.event_anchors import event_anchor
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.store import MemoryStore

emb = sys.argv[1]
names = sys.argv[2].split(',') if len(sys.argv) > 2 else list(TUNABLE_SETS)
refuse_blind(names)
e5 = DiskCachedE5(Path('/tmp/temporal156/e5.pkl')) if emb == 'e5' else None
tot: dict[tuple[str, str], int] = defaultdict(int)
MODES = [(False, False, False), (True, False, False), (True, True, False), (True, True, True)]
for name in names:
    path = shipped_quality_sets()[name]
    store = MemoryStore(embedder=e5, clock=EVAL_NOW.timestamp)
    cases = [c for c in read_case_set(path, store=store).cases if event_anchor(c.question) is not None]
    ranks = {}
    for m in MODES:
        store_module.EVENT_NOT_DATED, store_module.EVENT_EARLIEST, store_module.EVENT_NOTE_LAST = m
        for c in cases:
            got = [h.id for h in store.recall(c.scope, c.question, k=DEPTH)]
            rs = [got.index(e) + 1 for e in c.expected if e in got]
            ranks[(c.question, m)] = (min(rs) if rs else None, got[:1])
    for flag, a_m, b_m in (("NOT_DATED", MODES[0], MODES[1]), ("EARLIEST", MODES[1], MODES[2]),
                            ("NOTE_LAST", MODES[2], MODES[3]), ("ALL", MODES[0], MODES[3])):
        won = lost = won5 = lost5 = twon = tlost = 0
        for c in cases:
            a, _ = ranks[(c.question, a_m)]
            b, gb = ranks[(c.question, b_m)]
            w, lo = b == 1 and a != 1, a == 1 and b != 1
            won += w
            lost += lo
            twon += w and c.category == 'temporal'
            tlost += lo and c.category == 'temporal'
            r5a, r5b = a is not None and a <= 5, b is not None and b <= 5
            won5 += r5b and not r5a
            lost5 += r5a and not r5b
            if a != b:
                top = store.get(c.scope, gb[0]).text[:90] if gb else ''
                print(f"  {emb} {flag} {name} [{c.category}] {a} -> {b} | {c.question} | top on: {top}", flush=True)
        if won or lost or won5 or lost5:
            print(f"{emb} {flag} {name}: {len(cases)} anchored; r1 won {won} lost {lost} (temporal {twon} / "
                  f"{tlost}); r5 won {won5} lost {lost5}", flush=True)
        for k, v in (('n', len(cases)), ('won', won), ('lost', lost), ('twon', twon), ('tlost', tlost),
                     ('won5', won5), ('lost5', lost5)):
            tot[(flag, k)] += v
    if e5 is not None:
        e5.save()
print(emb, 'TOTAL', dict(tot), flush=True)
