"""xlhash210's map: the hashing embedder's newest-first misses of the tunable sets (per-case ranks from an evalall
run file) whose newest note is not among a recall's first 10 hits: the note, whether it is written elsewhere
(store._written_elsewhere), its rank in a wide recall of the same scope (k=200), the stale notes that are hits (their
rank and text), the scope's languages, and the kinds of value (semantics._xl_values units) the newest and the stale
note state. Read by hand for the ties (same unit, a thing-word through the language tables, ...).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xlhash210_map BASE.json OUT.json [SET,SET]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.semantics import _xl_spelt, _xl_values
from engramdb.store import MemoryStore, _written_elsewhere


def _units(text: str) -> list[str]:
    return sorted(f"{u}:{sorted(v)}" for u, v in _xl_values(_xl_spelt(text)).items())


def main(base_file: str, out_file: str, names: list[str]) -> None:
    refuse_blind(names)
    base = json.loads(Path(base_file).read_text())
    out: list[dict[str, Any]] = []
    for name in names:
        store = MemoryStore(clock=EVAL_NOW.timestamp)
        cases = read_case_set(shipped_quality_sets()[name], store=store).cases
        for i, case in enumerate(cases):
            cat, rank, newest, _, _ = base[name][str(i)]
            if newest is not False:
                continue
            hits = store.recall(case.scope, case.question, k=10)
            ids = [h.memory.id for h in hits]
            wide = [h.memory.id for h in store.recall(case.scope, case.question, k=200)]
            for e in case.expected:
                note = store.get(case.scope, e)
                row = {"set": name, "i": i, "cat": cat, "rank": rank, "question": case.question, "note": note.text,
                       "in10": e in ids, "wide": wide.index(e) + 1 if e in wide else None,
                       "elsewhere": _written_elsewhere(note.text), "note_values": _units(note.text),
                       "created": str(note.created_at),
                       "stale": [{"rank": ids.index(s) + 1 if s in ids else None, "text": store.get(case.scope, s).text,
                                  "values": _units(store.get(case.scope, s).text),
                                  "created": str(store.get(case.scope, s).created_at)} for s in case.stale],
                       "top": [h.memory.text[:160] for h in hits[:3]]}
                out.append(row)
    Path(out_file).write_text(json.dumps(out, ensure_ascii=False, indent=1))
    miss = [r for r in out if not r["in10"]]
    print(f"newest-first misses: {len(out)} notes; newest not in 10: {len(miss)}; of those elsewhere: "
          f"{sum(r['elsewhere'] for r in miss)}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3].split(",") if len(sys.argv) > 3 else list(TUNABLE_SETS))
