"""The secret guard on every tunable guard corpus at once: one table (secrets refused, benign rows refused per corpus,
and the sums), so that a change is judged on all corpora together rather than on the one it was tuned on.

Each corpus is scored by its own measure's rule: guard_corpus (tune, holdout) and guard_corpus_fresh through
benchmarks/guard_corpus/measure.py's ``secret_verdicts``; blind4 and later through blind4's ``score`` (what each
``measure_blindN.py`` runs). The corpus named by ``BLIND`` (the one being written blind) is never read.

    PYTHONPATH=python .venv/bin/python benchmarks/guard_all/measure_all.py [--json OUT] [--compare OLD.json]

``--json OUT`` writes every corpus's counts with its misses and false alarms; ``--compare OLD.json`` prints, per
corpus, the secrets refused now but not in OLD and the reverse, and the false alarms gained or lost.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(BENCH / "guard_all"))
sys.path.insert(0, str(BENCH / "guard_corpus_blind4"))
sys.path.insert(0, str(BENCH / "guard_corpus"))
import measure  # noqa: E402
import measure_blind4  # noqa: E402
from guard_blind import BLIND  # noqa: E402  (the corpus being written blind, if any)


def corpora() -> list[tuple[str, Path]]:
    """(name, jsonl path) of every tunable corpus, oldest first."""
    out = [(f"guard_{name}", BENCH / "guard_corpus" / f"secrets_{name}.jsonl") for name in ("tune", "holdout")]
    out.append(("fresh", BENCH / "guard_corpus_fresh" / "secrets_fresh.jsonl"))
    blind = []
    for directory in BENCH.glob("guard_corpus_blind*"):
        match = re.fullmatch(r"guard_corpus_blind(\d+)", directory.name)
        if match and directory.name not in BLIND:
            blind.append((int(match.group(1)), directory))
    for number, directory in sorted(blind):
        out.append((f"blind{number}", directory / f"secrets_blind{number}.jsonl"))
    # ordinary notes about secrets with no secret in them (guardfp66, session 43): false alarms only
    out.append(("benign_notes", BENCH / "guard_corpus_benign_notes" / "benign_notes.jsonl"))
    # longer ordinary notes: minutes, handovers, chat exports, Markdown, code fences (guardfp73, session 44)
    out.append(("benign_notes2", BENCH / "guard_corpus_benign_notes2" / "benign_notes2.jsonl"))
    return out


def score_one(name: str, path: Path) -> dict[str, Any]:
    rows = measure_blind4.load_rows(path)
    if name.startswith("blind") or name.startswith("benign_notes"):
        result = measure_blind4.score(rows, path.name)
        return {k: result[k] for k in ("secrets", "secrets_refused", "benign", "benign_refused")} | {
            "misses": [m["text"] for m in result["misses"]],
            "false_alarms": [m["text"] for m in result["false_alarms"]],
            "errors": result["errors"],
        }
    verdicts = measure.secret_verdicts(rows)
    secrets = [r for r in rows if r["label"] == "secret"]
    return {
        "secrets": len(secrets),
        "secrets_refused": sum(v for r, v in zip(rows, verdicts) if r["label"] == "secret"),
        "benign": len(rows) - len(secrets),
        "benign_refused": sum(v for r, v in zip(rows, verdicts) if r["label"] != "secret"),
        "misses": [r["text"] for r, v in zip(rows, verdicts) if r["label"] == "secret" and not v],
        "false_alarms": [r["text"] for r, v in zip(rows, verdicts) if r["label"] != "secret" and v],
        "errors": [],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", help="write the full result (with misses and false alarms) here")
    ap.add_argument("--compare", help="a --json file of an earlier run: print what changed")
    ap.add_argument("--only", action="append", help="only these corpora (repeatable)")
    args = ap.parse_args(argv)
    results: dict[str, dict[str, Any]] = {}
    for name, path in corpora():
        if args.only and name not in args.only:
            continue
        results[name] = score_one(name, path)
    print(f"{'corpus':14s} {'secrets':>15s} {'%':>6s} {'benign refused':>15s}")
    totals = [0, 0, 0, 0]
    for name, r in results.items():
        pct = 100.0 * r["secrets_refused"] / r["secrets"] if r["secrets"] else 0.0
        print(f"{name:14s} {r['secrets_refused']:6d}/{r['secrets']:<8d} {pct:6.1f} {r['benign_refused']:6d}/{r['benign']:<8d}")
        for i, key in enumerate(("secrets_refused", "secrets", "benign_refused", "benign")):
            totals[i] += r[key]
    print(f"{'all':14s} {totals[0]:6d}/{totals[1]:<8d} {100.0 * totals[0] / max(totals[1], 1):6.2f} "
          f"{totals[2]:6d}/{totals[3]:<8d}")
    errors = sum(len(r["errors"]) for r in results.values())
    if errors:
        print(f"ERRORS (not SecretError): {errors}")
    if args.json:
        Path(args.json).write_text(json.dumps(results, ensure_ascii=False, indent=1), encoding="utf-8")
    if args.compare:
        old = json.loads(Path(args.compare).read_text(encoding="utf-8"))
        for name, r in results.items():
            if name not in old:
                continue
            was_missed, now_missed = set(old[name]["misses"]), set(r["misses"])
            was_false, now_false = set(old[name]["false_alarms"]), set(r["false_alarms"])
            for text in sorted(was_missed - now_missed):
                print(f"  {name} +refused {text[:150]!r}")
            for text in sorted(now_missed - was_missed):
                print(f"  {name} LOST     {text[:150]!r}")
            for text in sorted(now_false - was_false):
                print(f"  {name} +FALSE   {text[:150]!r}")
            for text in sorted(was_false - now_false):
                print(f"  {name} -false   {text[:150]!r}")
    return 2 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
