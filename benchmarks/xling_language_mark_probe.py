"""A probe, not a mechanism: what a per-memory language mark would give hybrid recall under E5 (issue 18, xling38's
"Next (1)"). An English question's lexical (BM25) share is read only for memories marked English; a memory marked as
another language gets the dense relevance alone (share 0 for that pair), instead of ``(1 - a) * relevance + a * 0``
for a memory whose words the question cannot meet. Emulated from one recall's score breakdown per case (the hits'
relevance and lexical terms over the whole scope, conflicts off, both arms ordered by the fused score alone), so
only the fused score's order is compared: rank-1 and top-5 changes against the same emulation without the mark.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 .venv/bin/python -m benchmarks.xling_language_mark_probe \
        --cache-dir /tmp/xling43/e5cache v2 holdout13 holdout14 holdout15

`--mixed-scope SHARE`: the second arm instead (mixed_scope_arm: no mark per memory, an English question over a scope
at least SHARE another language recalled dense only).

The mark (probe only): English when the text holds one of ENGLISH_MARKS (English function words no other language
of the sets writes as a word) or half its lower-case words are words the tuning sets' English questions use, another
language otherwise. Figures in benchmarks/RESULTS.md, "xling43 (session 26)".
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from benchmarks.changed_facts_eval import DiskCachedE5
from engramdb import MemoryStore
from engramdb.engine.params import DEFAULT_HYBRID
from engramdb.eval import EVAL_NOW, Case, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import _language_share, query_rule
from engramdb.subjects import asks_in_english

ENGLISH_MARKS = frozenset(("the", "and", "with", "of", "from", "this", "that", "these", "those", "they", "their",
                           "which", "would", "should", "before", "every", "when", "where", "there", "has", "have",
                           "been", "are", "were", "not", "but", "into", "about", "only", "our", "your", "is", "it"))
_WORD = re.compile(r"[^\W\d_]+")
SIMILARITY_WEIGHT = 0.7  # Weights().similarity: time hints change recency only


def _lexicon() -> frozenset[str]:
    """English words as the tuning sets' English questions write them (a probe's lexicon, not a model)."""
    import json

    words: set[str] = set()
    for name, path in shipped_quality_sets().items():
        if name in ("holdout16", "holdout17"):
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                row = json.loads(line)
                if row.get("type") != "memory" and asks_in_english(row.get("question", "")):
                    words.update(w for w in _WORD.findall(row["question"]) if w.islower())
    return frozenset(words)


LEXICON: frozenset[str] = frozenset()


def english(text: str) -> bool:
    """English when it holds an ENGLISH_MARKS word, or when half its lower-case words of three letters or more are
    words of the English questions' lexicon (terse notes: "Programat furnace yearly calibration done 22 Sep.")."""
    global LEXICON
    words = [w for w in _WORD.findall(text) if w.islower() and len(w) >= 3]
    if not ENGLISH_MARKS.isdisjoint(words):
        return True
    if not LEXICON:
        LEXICON = _lexicon()
    return bool(words) and sum(w in LEXICON for w in words) >= 0.5 * len(words)


def mixed_scope_arm(store: MemoryStore, cases: list[Case], name: str, least: float) -> None:
    """A second arm, with no mark per memory: an English question over a scope whose memories are at least `least`
    another language (by the mark) is recalled with hybrid=0 (dense only, the same scale for every memory) when its
    default share is DEFAULT_HYBRID; every other question as shipped. Through recall itself (conflicts, slot_first)."""
    shares = {}
    for scope in {c.scope for c in cases}:
        rows = [m.text for m in store.list(scope, limit=10_000)]
        shares[scope] = sum(not english(t) for t in rows) / max(1, len(rows))
    won, lost, won5, lost5, asked = [], [], 0, 0, 0
    for i, case in enumerate(cases):
        base = store.recall(case.scope, case.question, k=5)
        _, share = query_rule(case.question, True, None, False)
        if not asks_in_english(case.question) or share != DEFAULT_HYBRID or shares[case.scope] < least:
            continue
        asked += 1
        dense = store.recall(case.scope, case.question, k=5, hybrid=0)
        hit1 = (bool(base) and base[0].id in case.expected, bool(dense) and dense[0].id in case.expected)
        hit5 = (any(h.id in case.expected for h in base), any(h.id in case.expected for h in dense))
        if hit1 == (False, True):
            won.append(f"#{i} {case.category} {case.scope} | {case.question}")
        if hit1 == (True, False):
            lost.append(f"#{i} {case.category} {case.scope} | {case.question}")
        won5 += hit5 == (False, True)
        lost5 += hit5 == (True, False)
    mixed = sum(v >= least for v in shares.values())
    print(f"{name} mixed-scope arm (>= {least:.0%} another language: {mixed} of {len(shares)} scopes): {asked} English "
          f"questions dense only; rank 1 +{len(won)}/-{len(lost)}, top 5 +{won5}/-{lost5}", flush=True)
    for line in won:
        print(f"    won: {line}")
    for line in lost:
        print(f"    lost: {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("sets", nargs="+")
    parser.add_argument("--cache-dir", type=Path, default=None)
    parser.add_argument("--mixed-scope", type=float, default=None,
                        help="run the mixed-scope arm instead, with this least share of another language")
    args = parser.parse_args()
    for name in args.sets:
        if name in ("holdout16", "holdout17"):
            raise SystemExit(f"{name} is blind")
        embedder = DiskCachedE5(None if args.cache_dir is None else args.cache_dir / f"e5_{name}.npz")
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        cases = [c for c in read_case_set(shipped_quality_sets()[name], store=store).cases if c.expected]
        if args.mixed_scope is not None:
            mixed_scope_arm(store, cases, name, args.mixed_scope)
            continue
        won, lost, won5, lost5, asked, other_rows = [], [], 0, 0, 0, set()
        for i, case in enumerate(cases):
            if not asks_in_english(case.question):
                continue  # another language's question already reads the dense side alone (OTHER_LANGUAGE_HYBRID)
            _, share = query_rule(case.question, True, None, False)
            share = _language_share(share, store._in_other_language(case.scope, case.question))
            hits = store.recall(case.scope, case.question, k=1000, conflicts=False)
            if share == 0 or not hits:
                continue
            asked += 1
            marked = []
            for h in hits:
                final = h.final
                if not english(h.text):
                    other_rows.add(h.id)
                    final += SIMILARITY_WEIGHT * share * (h.relevance - h.lexical)
                marked.append((final, h.id))
            # both arms ordered by the fused score alone (recall's order also has support.slot_first's moves)
            before = [h.id for h in sorted(hits, key=lambda h: -h.final)]
            after = [hid for _, hid in sorted(marked, key=lambda fh: -fh[0])]
            hit1 = (before[0] in case.expected, after[0] in case.expected)
            hit5 = (bool(set(before[:5]) & set(case.expected)), bool(set(after[:5]) & set(case.expected)))
            if hit1 == (False, True):
                won.append(f"#{i} {case.category} {case.scope} | {case.question}")
            if hit1 == (True, False):
                lost.append(f"#{i} {case.category} {case.scope} | {case.question}")
            won5 += hit5 == (False, True)
            lost5 += hit5 == (True, False)
        print(f"{name}: {asked} English questions with a lexical share, {len(other_rows)} memories marked another "
              f"language among their hits; rank 1 +{len(won)}/-{len(lost)}, top 5 +{won5}/-{lost5}", flush=True)
        for line in won:
            print(f"    won: {line}")
        for line in lost:
            print(f"    lost: {line}")


if __name__ == "__main__":
    main()
