"""What the secret guard refuses, row by row, on every guard corpus but the blind one (BLIND is never
read) and on bench_ingest_lancedb's texts: ``find_secrets_many`` in batches of 1,000 (the batch prefilter's paths) and
on each text alone (a remember's), as JSON. Run it for two packages and compare the files:

    PYTHONPATH=python .venv/bin/python benchmarks/guardcost51/same_answers.py OUT.json [--base /tmp/x/python]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_all"))
from guard_blind import BLIND  # the one set measure_all.py skips too; it imports nothing of engramdb


def corpus_texts() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    root = Path(__file__).resolve().parent.parent
    for path in sorted(root.glob("guard_corpus*/*.jsonl")):
        if path.parent.name in BLIND:
            continue
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        out[f"{path.parent.name}/{path.name}"] = [r["text"] for r in rows if isinstance(r.get("text"), str)]
    out["ingest"] = [f"memory {i} about the order" for i in range(0, 200_000, 7)]
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--base", help="a folder holding another engramdb package")
    args = ap.parse_args()
    if args.base:
        sys.meta_path[:] = [f for f in sys.meta_path if "_editable" not in type(f).__module__]
        sys.path.insert(0, args.base)
    from engramdb.guard import secrets

    result = {}
    for name, texts in corpus_texts().items():
        batch = [[start + i, kind] for start in range(0, len(texts), 1000)
                 for i, kind in secrets.find_secrets_many(texts[start:start + 1000])]
        alone = [[i, kind] for i, text in enumerate(texts) for _, kind in secrets.find_secrets_many([text])]
        result[name] = {"rows": len(texts), "batch": batch, "alone": alone}
        print(name, len(texts), len({i for i, _ in batch}), file=sys.stderr)
    Path(args.out).write_text(json.dumps(result), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
