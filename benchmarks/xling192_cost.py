"""xling192's cost and gain: a set's store written to disk twice (writes.STORE_DOCUMENTS on: the "document" column
filled; off: all null, as a store xling188 wrote), then, alternated in one process (benchmarks/eval_sets.flag_cost's
way), each opened again (CPU time of the open) and asked its questions with no English asking word in order (CPU time
of the first recall and of them all, the questions' own embedding included), and the same questions asked again in
a store opened with the pickled vectors (warm: the model's time out, off reading writes.DocumentSides, on the rows) with the real E5 model (engramdb.e5.E5Embedder, one thread):
off embeds the both-ways hits' texts again, on reads them from the column. Then the two stores' bytes on disk.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 nice python -m benchmarks.xling192_cost CACHE.pkl holdout35,holdout38 4
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.eval_sets import refuse_blind
from benchmarks.lookup_misses import DiskCachedE5
from engramdb import writes
from engramdb.e5 import E5Embedder
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets
from engramdb.store import MemoryStore
from engramdb.subjects import asks_in_english


def _bytes(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def main(cache: str, names: list[str], rounds: int) -> None:
    refuse_blind(names)
    cached = DiskCachedE5(Path(cache))
    model = E5Embedder(threads=1)
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            paths = {"on": Path(tmp) / f"{name}-on", "off": Path(tmp) / f"{name}-off"}
            questions: list[tuple[str, str]] = []
            for mode, path in paths.items():
                writes.STORE_DOCUMENTS = mode == "on"
                with MemoryStore.open(path, embedder=cached, clock=EVAL_NOW.timestamp) as store:
                    cases = read_case_set(shipped_quality_sets()[name], store=store).cases
                    store.seal()
                    store.compact()
                questions = [(c.scope, c.question) for c in cases if not asks_in_english(c.question)]
            writes.STORE_DOCUMENTS = True
            took: dict[str, dict[str, list[float]]] = {m: {"open": [], "first": [], "all": [], "again": []} for m in paths}
            embedded = {m: 0 for m in paths}
            documents = model.embed_documents
            model.embed_queries([questions[0][1]])  # the model loaded and warm before the first round
            for r in range(rounds):
                for mode in ("off", "on") if r % 2 == 0 else ("on", "off"):
                    texts: list[str] = []
                    model.embed_documents = lambda t, texts=texts, embed=documents: (texts.extend(t), embed(t))[1]  # type: ignore
                    start = time.process_time()
                    store = MemoryStore.open(paths[mode], embedder=model, clock=EVAL_NOW.timestamp)
                    opened = time.process_time()
                    for i, (scope, question) in enumerate(questions):
                        store.recall(scope, question, k=10)
                        if i == 0:
                            took[mode]["first"].append(time.process_time() - opened)
                    took[mode]["all"].append(time.process_time() - opened)
                    store.close()
                    # warm, the model's time out: vectors from the pickle, the questions asked once untimed (off keeps
                    # the sides it embeds), then timed: off reads writes.DocumentSides, on the rows
                    store = MemoryStore.open(paths[mode], embedder=cached, clock=EVAL_NOW.timestamp)
                    for scope, question in questions:
                        store.recall(scope, question, k=10)
                    again = time.process_time()
                    for scope, question in questions:
                        store.recall(scope, question, k=10)
                    took[mode]["again"].append(time.process_time() - again)
                    took[mode]["open"].append(opened - start)
                    embedded[mode] = len(texts)
                    store.close()
            model.embed_documents = documents  # type: ignore[method-assign]
            med = {m: {k: statistics.median(v) for k, v in t.items()} for m, t in took.items()}
            size = {m: _bytes(p) for m, p in paths.items()}
            print(f"{name} ({len(questions)} questions with no English asking word, in order after a reopen; texts "
                  f"embedded by the document side: off {embedded['off']}, on {embedded['on']}), CPU s median: first "
                  f"off {med['off']['first']:.4f} on {med['on']['first']:.4f} (on/off {med['on']['first'] / med['off']['first']:.3f}); "
                  f"all off {med['off']['all']:.3f} on {med['on']['all']:.3f} (on/off {med['on']['all'] / med['off']['all']:.3f}); "
                  f"all again, warm, pickled vectors off {med['off']['again']:.4f} on {med['on']['again']:.4f} "
                  f"(on/off {med['on']['again'] / med['off']['again'] - 1:+.1%}) | "
                  f"open off {med['off']['open']:.4f} on {med['on']['open']:.4f} "
                  f"(on/off {med['on']['open'] / med['off']['open'] - 1:+.1%}) | bytes off {size['off']} on {size['on']} "
                  f"(on/off {size['on'] / size['off'] - 1:+.1%})", flush=True)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2].split(","), int(sys.argv[3]) if len(sys.argv) > 3 else 4)
