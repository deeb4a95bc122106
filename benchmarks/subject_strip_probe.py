"""A probe, not a mechanism: E5 recall with the proper names taken out of the dense query (the lexical side still
reads the whole question), on the four shipped sets. Most E5 lookup misses are a scope's profile memory, which names
the subject ("Sea Wren is a 32-foot sailing yacht ..."), beating the answer that leaves it implicit ("The engine is
a Volvo Penta 2030 diesel"); this measures how much of that the subject's name in the query causes.

    .venv/bin/python -m benchmarks.subject_strip_probe --cache-dir /tmp/e5cache

The names are capitalised words after the first (a crude rule: German nouns are capitalised too), replaced by "it".
Figures in benchmarks/RESULTS.md, "Recall quality, fourth pass"."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.changed_facts_eval import DiskCachedE5
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets

CATEGORIES = ("lookup", "paraphrase", "changed_fact", "temporal", "multi_hop", "identifier", "cross_lingual")
_NAME = re.compile(r"(?<=\w[ ,])[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*)*")


class NamesOutOfQueries(DiskCachedE5):
    """E5 (vectors cached on disk) that embeds each query with its proper names replaced by "it"."""

    def embed_queries(self, texts: Any) -> np.ndarray:
        return self._embed([_NAME.sub("it", t) for t in texts], "q")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", type=Path, default=None)
    args = parser.parse_args()
    for name in ("v2", "holdout", "holdout2", "holdout3"):
        cache = None if args.cache_dir is None else args.cache_dir / f"e5_{name}.npz"
        embedder = NamesOutOfQueries(cache)
        store = MemoryStore(embedder=embedder, clock=EVAL_NOW.timestamp)
        report = evaluate(store, read_case_set(shipped_quality_sets()[name], store=store).cases)
        o = report.overall
        print(f"{name:8} r@1 {o['recall@1']:.3f} r@5 {o['recall@5']:.3f} newest {o['newest_first']:.3f} | "
              + " ".join(f"{c} {report.by_category[c]['recall@1']:.2f}" for c in CATEGORIES if c in report.by_category))
        embedder.save()


if __name__ == "__main__":
    main()
