"""xlhash199's map: the hashing embedder's rank-1 and newest-first misses of the tunable sets (per-case ranks from an
evalall run file of main) whose expected note is outside a recall's first 10 hits (XL_NAME_JOIN off), told apart by whether that note is
written elsewhere (store._written_elsewhere), whether a number of it is in the question or the first English hits,
whether a name of the question or first hits is spelled in it (xl_names.skeleton_match), and whether the case is a
changed fact or newest-first miss; and what xl_join.XL_NAME_JOIN does to the newest-first ones (off / on).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xlhash199_map BASE.json OUT.json [SET,SET]
"""

from __future__ import annotations

import collections
import json
import re
import sys
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb import xl_join, xl_names
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore, _written_elsewhere
from engramdb.xl_numbers import numbers

_WORD = re.compile(r"[^\W\d_]{3,}")
_CAPITAL = re.compile(r"\b[A-Z][a-z]{2,}")


def _ids(store: MemoryStore, scope: str, question: str) -> list[str]:
    return [h.memory.id for h in store.recall(scope, question, k=10)]


def main(base_file: str, out_file: str, names: list[str]) -> None:
    refuse_blind(names)
    base = json.loads(Path(base_file).read_text())
    out: list[dict[str, Any]] = []
    for name in names:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        for i, case in enumerate(cases):
            cat, rank, newest, _, _ = base[name][str(i)]
            if cat == "abstention" or (rank is not None and newest is not False):
                continue
            was = xl_join.XL_NAME_JOIN
            xl_join.XL_NAME_JOIN = False  # main's hits
            hits = store.recall(case.scope, case.question, k=10)
            xl_join.XL_NAME_JOIN = was
            ids = [h.memory.id for h in hits]
            english = [h.memory.text for h in hits if not _written_elsewhere(h.memory.text)]
            for e in case.expected:
                if e in ids:
                    continue
                text = store.get(case.scope, e).text
                told = numbers(text)
                caps = set(_CAPITAL.findall(case.question + " " + " ".join(english[:3])))
                words = [w if w.isascii() else xl_names.latin(w) for w in _WORD.findall(text)]
                row = {"set": name, "i": i, "cat": cat, "rank": rank, "newest": newest, "question": case.question,
                       "note": text, "elsewhere": _written_elsewhere(text),
                       "number": bool(told & (numbers(case.question) | set().union(*map(numbers, english[:5])))),
                       "name": any(xl_names.skeleton_match(c, w, True) for c in caps for w in words),
                       "change": cat == "changed_fact" or newest is False}
                if row["change"] and row["elsewhere"]:
                    was = xl_join.XL_NAME_JOIN
                    for flag in (False, True):
                        xl_join.XL_NAME_JOIN = flag
                        got = _ids(store, case.scope, case.question)
                        row["on" if flag else "off"] = got.index(e) + 1 if e in got else None
                    xl_join.XL_NAME_JOIN = was
                out.append(row)
    Path(out_file).write_text(json.dumps(out, ensure_ascii=False, indent=0))
    counts = collections.Counter((r["change"], r["elsewhere"], r["number"], r["name"]) for r in out)
    print("change elsewhere number name: cases")
    for key, n in sorted(counts.items()):
        print(*key, n)
    moved = [r for r in out if r.get("on") != r.get("off")]
    print(f"newest-first / changed misses written elsewhere: {sum(r['change'] and r['elsewhere'] for r in out)}; "
          f"XL_NAME_JOIN moves {len(moved)}: " + ", ".join(f"{r['set']}#{r['i']} {r['off']} -> {r['on']}" for r in moved))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3].split(",") if len(sys.argv) > 3 else list(TUNABLE_SETS))
