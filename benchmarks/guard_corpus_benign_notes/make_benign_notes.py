"""Writes benign_notes.jsonl: ordinary notes about secrets (a password policy, a reset, a broken PIN pad, a key's name,
a masked value, a ticket or order number beside a login word) with no secret in them, in 20 languages.

Every row is ``{"text": ..., "label": "benign", "kind": <shape>, "lang": <language>}``. The notes are filled from
benign_notes_templates.py with a fixed seed, so the file regenerates byte for byte.

    python benchmarks/guard_corpus_benign_notes/make_benign_notes.py           # write the file
    python benchmarks/guard_corpus_benign_notes/make_benign_notes.py --check   # exit 1 if stale or a check fails
"""

from __future__ import annotations

import argparse
import json
import random
import string
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benign_notes_templates as tpl

OUT = Path(__file__).with_name("benign_notes.jsonl")
SEED = 66
VARIANTS = 4    # notes per template of T
VARIANTS2 = 6   # notes per template of T2
NON_LATIN = ("ru", "el", "ar", "he", "hi", "zh", "ja", "ko", "th")


def _ticket(rng: random.Random) -> str:
    if rng.random() < 0.25:
        return f"#{rng.randint(10000, 99999)}"
    return f"{rng.choice(('INC', 'IT', 'HELP', 'OPS', 'SEC', 'SUP'))}-{rng.randint(1000, 99999)}"


def _ref(rng: random.Random) -> str:
    """An order, booking or tracking reference as shops, airlines and carriers print them."""
    form = rng.randrange(4)
    if form == 0:  # a marketplace order number
        return f"{rng.randint(100, 999)}-{rng.randint(1000000, 9999999)}-{rng.randint(1000000, 9999999)}"
    if form == 1:  # a shop's order number
        return str(rng.randint(10**8, 10**10 - 1))
    if form == 2:  # an airline booking reference
        return "".join(rng.choice(string.ascii_uppercase + "23456789") for _ in range(6))
    return "1Z" + "".join(rng.choice(string.ascii_uppercase + string.digits) for _ in range(6)) + \
        "".join(rng.choice(string.digits) for _ in range(10))  # a parcel's tracking number


def _room(rng: random.Random) -> str:
    form = rng.randrange(3)
    if form == 0:
        return str(rng.randint(101, 599))
    if form == 1:
        return f"{rng.randint(1, 5)}.{rng.randint(1, 30):02d}"
    return f"{rng.choice('ABC')}{rng.randint(1, 40)}"


def _fill(template: str, lang: str, rng: random.Random) -> str:
    return template.format(
        name=rng.choice(tpl.NAMES[lang]), day=rng.choice(tpl.DAYS[lang]), qty=rng.choice(tpl.QTY[lang]),
        vault=rng.choice(tpl.VAULTS), env=rng.choice(tpl.ENV_VARS), mask=rng.choice(tpl.MASKS),
        ticket=_ticket(rng), ref=_ref(rng), room=_room(rng))


def build() -> list[dict[str, Any]]:
    return build_rows(random.Random(SEED), ((tpl.T, VARIANTS), (tpl.T2, VARIANTS2)), tpl.SHAPES, _fill)


def build_rows(rng: random.Random, tables: Iterable[tuple[dict[str, dict[str, str]], int]], shapes: Sequence[str],
               fill: Callable[[str, str, random.Random], str]) -> list[dict[str, Any]]:
    """`variants` distinct notes for each language of each table and each shape, in that order, filled by
    `fill(template, lang, rng)` (at most 50 tries a note): the row loop benign_notes2 shares."""
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for table, variants in tables:
        for lang, templates in table.items():
            for shape in shapes:
                made, tries = 0, 0
                while made < variants and tries < 50:
                    tries += 1
                    text = fill(templates[shape], lang, rng)
                    if text in seen:
                        continue
                    seen.add(text)
                    rows.append({"text": text, "label": "benign", "kind": shape, "lang": lang})
                    made += 1
    return rows


def _render(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def check(rows: list[dict[str, Any]], shapes: Sequence[str] = tpl.SHAPES, variants: int = VARIANTS) -> list[str]:
    """What is wrong with the rows (empty when nothing): 20 languages, 6 of them non-Latin, unique texts, every shape
    at least 20 * `variants` rows, all benign."""
    problems = []
    langs = {r["lang"] for r in rows}
    if len(langs) < 20 or sum(lang in NON_LATIN for lang in langs) < 6:
        problems.append(f"languages: {sorted(langs)}")
    if len({r["text"] for r in rows}) != len(rows):
        problems.append("duplicate texts")
    for shape in shapes:
        if sum(r["kind"] == shape for r in rows) < 20 * variants:
            problems.append(f"shape {shape} short")
    if any(r["label"] != "benign" for r in rows):
        problems.append("a row not benign")
    return problems


def main(argv: list[str] | None = None, *, out: Path = OUT, doc: str | None = __doc__,
         build: Callable[[], list[dict[str, Any]]] = build,
         check: Callable[[list[dict[str, Any]]], list[str]] = check) -> int:
    """Writes `out` from `build()` (--check: exit 1 when the file on disk differs); 1 when `check` finds a problem.
    benign_notes2's script is this with its own file, build and check."""
    ap = argparse.ArgumentParser(description=(doc or "").split("\n")[0])
    ap.add_argument("--check", action="store_true", help="compare with the file on disk instead of writing it")
    args = ap.parse_args(argv)
    rows = build()
    problems = check(rows)
    for problem in problems:
        print(problem)
    text = _render(rows)
    if args.check:
        if out.read_text(encoding="utf-8") != text:
            print(f"{out.name} is stale: run {out.stem.replace('benign_notes', 'make_benign_notes')}.py")
            return 1
        return 1 if problems else 0
    out.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {out}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
