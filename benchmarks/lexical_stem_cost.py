"""What the lexical stems (cpp/engram/text/lexical.hpp, stem_length) cost: a default text recall and the lexical
index build, in CPU time (time.process_time: the machine is shared), best of `--repeat` passes:

1. recall(q) with every default (hybrid on) over the v2 evaluation set's 340 questions (hashing, k=10), per recall;
2. _core.LexicalIndex over every memory text of the four shipped sets (1,338 texts), per build;
3. _core.lexical_tokens of every question, per question.

Run it with this build and with main's, alternated (A B A B), on the same machine in the same minutes:

    .venv/bin/python benchmarks/lexical_stem_cost.py --repeat 7
"""

from __future__ import annotations

import argparse
import json

from engramdb import MemoryStore, _core
from engramdb.bench.common import best_cpu_seconds
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import shipped_quality_sets


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(str(shipped_quality_sets()["v2"]), store=store).cases
    questions = [(c.scope, c.question) for c in cases]
    sets = shipped_quality_sets()
    texts = [json.loads(line)["text"] for path in (sets[name] for name in ("v2", "holdout", "holdout2", "holdout3"))
             for line in path.read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#") and '"memory"' in line]

    def recalls() -> None:
        for scope, question in questions:
            store.recall(scope, question, k=10)

    def index() -> None:
        _core.LexicalIndex(texts)

    def tokens() -> None:
        for _, question in questions:
            _core.lexical_tokens(question)

    recalls()  # the scopes' lexical indexes are built on the first recall
    out = {"recall_us": best_cpu_seconds(args.repeat, recalls) / len(questions) * 1e6,
           "index_build_us": best_cpu_seconds(args.repeat, index) * 1e6, "texts": len(texts),
           "query_tokens_us": best_cpu_seconds(args.repeat, tokens) / len(questions) * 1e6}
    print(json.dumps({k: round(v, 2) if isinstance(v, float) else v for k, v in out.items()}))


if __name__ == "__main__":
    main()
