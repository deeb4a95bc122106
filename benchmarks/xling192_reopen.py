"""xling192: evalall's per-case ranks with every set's store written to disk, closed and opened again before the
questions (the "document" column read back, nothing kept in the process), and how many texts the document side
embedded during the questions (0 when every both-ways hit's vector is read from its row).

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 E5_CACHE=/tmp/e5_x.pkl nice python -m benchmarks.xling192_reopen \
        e5|hashing OUT.json SET,SET
then `python3 /work/notes/evalall.py compare BASE.json OUT.json`. STORE_DOCUMENTS=0: the stores written without the
column (every both-ways hit embedded again after the reopen: the count the column takes to 0).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from benchmarks.eval_sets import refuse_blind
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.store import MemoryStore


def main(embedder: str, out: str, names: list[str]) -> None:
    refuse_blind(names)
    if os.environ.get("STORE_DOCUMENTS") == "0":  # the stores written as xling188 did: the column all null
        from engramdb import writes
        writes.STORE_DOCUMENTS = False
    model: Any = None
    if embedder == "e5":
        from benchmarks.lookup_misses import DiskCachedE5
        model = DiskCachedE5(Path(os.environ["E5_CACHE"]))
    embedded: list[str] = []
    if model is not None:
        documents = model.embed_documents

        def counted(texts: Sequence[str]) -> Any:
            embedded.extend(texts)
            return documents(texts)
        model.embed_documents = counted
    result: dict[str, dict[str, list[Any]]] = {}
    for name in names:
        t = time.time()
        with tempfile.TemporaryDirectory() as tmp:
            with MemoryStore.open(Path(tmp) / "s", embedder=model, clock=EVAL_NOW.timestamp) as store:
                cases = read_case_set(shipped_quality_sets()[name], store=store).cases
            embedded.clear()
            with MemoryStore.open(Path(tmp) / "s", embedder=model, clock=EVAL_NOW.timestamp) as store:
                rep = evaluate(store, cases)
        result[name] = {f"{i}": [r.case.category, r.rank, r.newest_first, r.case.question, list(r.got[:3])]
                        for i, r in enumerate(rep.results)}
        o = rep.overall
        print(f"{embedder} reopened {name}: n={o['n']} r@1={o.get('recall@1', 0):.3f} r@5={o.get('recall@5', 0):.3f} "
              f"newest={o.get('newest_first')} document texts embedded after the reopen: {len(embedded)} "
              f"({time.time() - t:.0f}s)", flush=True)
    Path(out).write_text(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], sys.argv[3].split(","))
