"""Scores the secret guard on benign_notes.jsonl (ordinary notes about secrets, none holding one) through the store.

The same measure as blind4's (benchmarks/guard_corpus_blind4/measure_blind4.py, whose ``score`` this runs): each row
goes to ``MemoryStore().remember("corpus", text)``; a row counts as refused when that raises
``engramdb.errors.SecretError``, and every refusal here is a false alarm. Besides blind4's figures it counts the
false alarms by language and by shape, and names which rows of ``engramdb.guard.secrets._DETECTORS`` fire on each
(kind, row number, the module of its pattern and of its validator), or "no single row" when the refusal comes from
elsewhere (the n-gram model, a seed phrase, an app password's form, a joined or decoded value).

    PYTHONPATH=python python benchmarks/guard_corpus_benign_notes/measure_benign_notes.py [--misses] [--json]

Another corpus of benign notes measures itself by calling ``main(corpus=...)`` (benign_notes2's measure script).
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_blind4"))
import measure_blind4

CORPUS_PATH = Path(__file__).with_name("benign_notes.jsonl")


def _describe(n: int) -> str:
    from engramdb.guard import secrets

    det = secrets._DETECTORS[n]
    pattern = det.pattern
    where = "re" if hasattr(pattern, "pattern") and isinstance(pattern.pattern, str) else type(pattern).__module__
    validate = getattr(det.validate, "__module__", "?").rsplit(".", 1)[-1] + "." + getattr(
        det.validate, "__qualname__", "?")
    return f"{det.kind}#{n} pattern={where} validate={validate}"


def detectors_firing(text: str) -> list[str]:
    """The rows of ``_DETECTORS`` that find a secret in `text`, each run alone."""
    from engramdb.guard import secrets

    fired = [_describe(n) for n in range(len(secrets._DETECTORS)) if secrets._scan(text, {n})]
    return fired or ["no single row"]


def score(rows: list[dict[str, Any]], corpus_name: str = CORPUS_PATH.name) -> dict[str, Any]:
    result = measure_blind4.score(rows, corpus_name)
    lang_of = {r["text"]: r["lang"] for r in rows}
    by_lang: dict[str, list[int]] = {}
    for row in rows:
        by_lang.setdefault(row["lang"], [0, 0])[1] += 1
    by_detector = collections.Counter[str]()
    for alarm in result["false_alarms"]:
        alarm["lang"] = lang_of[alarm["text"]]
        by_lang[alarm["lang"]][0] += 1
        alarm["detectors"] = detectors_firing(alarm["text"])
        by_detector.update(alarm["detectors"])
    result["by_lang"] = {lang: {"refused": r, "rows": n} for lang, (r, n) in sorted(by_lang.items())}
    result["by_shape"] = {kind: {"refused": s["refused"], "rows": s["rows"]} for kind, s in result.pop("per_kind").items()}
    result["by_detector"] = dict(by_detector.most_common())
    return result


def main(argv: list[str] | None = None, corpus: Path = CORPUS_PATH, description: str | None = None) -> int:
    parser = argparse.ArgumentParser(description=description or __doc__.split("\n")[0])
    parser.add_argument("--misses", action="store_true", help="list the false alarms")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    result = score(measure_blind4.load_rows(corpus), corpus.name)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
    else:
        print(f"engramdb from {result['engramdb']}")
        print(f"false alarms: {result['benign_refused']}/{result['benign']} = {result['false_positive_percent']:.2f} %")
        for title, table in (("language", result["by_lang"]), ("shape", result["by_shape"])):
            print(f"\nby {title} (refused/rows):")
            for key, stats in table.items():
                print(f"  {key:20s} {stats['refused']:3d}/{stats['rows']:3d}")
        print("\nby detector:")
        for key, count in result["by_detector"].items():
            print(f"  {count:3d} {key}")
        if args.misses:
            print(f"\nfalse alarms ({len(result['false_alarms'])}):")
            for alarm in result["false_alarms"]:
                print(f"  [{alarm['lang']} {alarm['kind']}] ({alarm['found']}) {alarm['text']!r} <- {alarm['detectors']}")
        if result["errors"]:
            print(f"\nERRORS (not SecretError; bugs) ({len(result['errors'])}):")
            for err in result["errors"]:
                print(f"  [{err['kind']}] {err['error']} :: {err['text'][:120]!r}")
    return 2 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
