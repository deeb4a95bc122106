"""What leaving a scope's subject out of a dense query (engramdb/subjects.py) costs, in CPU time (time.process_time:
the machine is shared), best of `--repeat` passes, on the shipped sets' memories and v2's 340 questions:

1. recall(q) with every default over v2's questions, per recall, in a store whose embedder is a dense stand-in
   (hashed vectors under another name: the subject rule is on for it, and embedding costs ~2 µs, not E5's ~12 ms,
   so the rule's own cost shows);
2. the store's dense text of each question (MemoryStore._dense_text: the scope's subject looked up, the question
   rewritten), per question;
3. NameCounts.add over every memory text of the five sets (what each insert adds), per text;
4. counting a scope from its rows (the first recall of a scope after an open or an erasure), per scope.

Only 1 runs on a build without engramdb.subjects. Run it with this build and with main's, alternated (A B A B):

    .venv/bin/python benchmarks/subject_cost.py --repeat 7
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import Any

import numpy as np

from engramdb import HashingEmbedder, MemoryStore
from engramdb.bench.common import best_cpu_seconds
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets


class DenseStandIn:
    """Hashed vectors under a name that is not the hashing embedder's: the store treats it as a dense model."""

    name = "dense-standin-v1"
    dim = 384

    def __init__(self) -> None:
        self._hash = HashingEmbedder(dim=self.dim)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    store = MemoryStore(embedder=DenseStandIn(), clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    questions = [(c.scope, c.question) for c in cases]

    def recalls() -> None:
        for scope, question in questions:
            store.recall(scope, question, k=10)

    recalls()  # lexical indexes (and the scopes' name counts) are made on the first recall
    out: dict[str, Any] = {"recall_us": best_cpu_seconds(args.repeat, recalls) / len(questions) * 1e6}
    try:
        from engramdb.subjects import NameCounts
    except ImportError:
        print(json.dumps({k: round(v, 2) for k, v in out.items()}))
        return

    def dense_texts() -> None:
        for scope, question in questions:
            store._dense_text(scope, question)

    texts = [c["text"] for name, path in shipped_quality_sets().items()
             for c in map(json.loads, (line for line in path.read_text(encoding="utf-8").splitlines()
                                       if line.strip() and not line.startswith("#") and '"memory"' in line))]

    def count() -> None:
        NameCounts().add(texts)

    scopes = store.scopes()

    def recount() -> None:
        store.engine._names.clear()
        for scope in scopes:
            store.engine.subject(scope)

    out["dense_text_us"] = best_cpu_seconds(args.repeat, dense_texts) / len(questions) * 1e6
    out["count_per_text_us"] = best_cpu_seconds(args.repeat, count) / len(texts) * 1e6
    out["recount_per_scope_us"] = best_cpu_seconds(args.repeat, recount) / len(scopes) * 1e6
    out["texts"], out["scopes"] = len(texts), len(scopes)
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in out.items()}))


if __name__ == "__main__":
    main()
