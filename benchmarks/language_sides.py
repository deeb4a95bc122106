"""Which side of the language line (semantics._language_side: 1 English, -1 another language, 0 no side) every tunable
evaluation set's notes and questions fall on, with semantics.SIDE_PROSE off (main's before branch lang184) and on, by
what the text really is (issue 18, benchmarks/RESULTS.md "lang184").

What a text really is, read apart from both crude tests: "script" (a letter of a non-Latin script), "short" (under
three lower-case words), else by the share of its lower-case words in an English word list (WORDS, one word a line,
e.g. Debian's wamerican /usr/share/dict/words): "en" 0.75 or more, "other" 0.45 or less, "mixed" between. Without a
word list every Latin-script text of three words or more is "latin". The second table: the texts of scopes a set's
header names a language for ("a saddlery in Katsina (Hausa and English)"), not "en", by that language.

    PYTHONPATH=python:. OPENBLAS_NUM_THREADS=1 python benchmarks/language_sides.py [WORDS]
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from benchmarks.eval_sets import TUNABLE_SETS, refuse_blind
from engramdb import semantics
from engramdb.language import guess
from engramdb.quality import shipped_quality_sets

_WORD = re.compile(r"[^\W\d_]+")
_NON_LATIN = re.compile("[\u0370-\u1fff\u3040-\u9fff\uac00-\ud7af]")
_HEADER_LANGUAGE = re.compile(r"\(notes in ([A-Z][\w ]+?) and English\)|\(([A-Z][\w ]+?) and English\)")


def real(text: str, words: frozenset[str]) -> str:
    if _NON_LATIN.search(text):
        return "script"
    found = [w.lower() for w in _WORD.findall(text) if len(w) > 1 and w[0].islower()]
    if len(found) < 3:
        return "short"
    if not words:
        return "latin"
    share = sum(w in words for w in found) / len(found)
    return "en" if share >= 0.75 else "other" if share <= 0.45 else "mixed"


def scope_languages(path: Path) -> dict[str, str]:
    """Per scope, the language its set's header names beside it (the scope's first word of four letters or more found
    in the header, the "(X and English)" after it within 200 characters); scopes it names none for left out."""
    lines = path.read_text(encoding="utf-8").splitlines()
    header = " ".join(line[1:].strip() for line in lines if line.startswith("#"))
    low = header.lower()
    scopes = {json.loads(line)["scope"] for line in lines if line.strip() and not line.startswith("#")}
    out = {}
    for scope in scopes:
        for token in (t for t in re.split(r"[:\-_/ ]", scope) if len(t) >= 4):
            at = low.find(token.lower())
            if at >= 0 and (m := _HEADER_LANGUAGE.search(header, at, at + 200)):
                out[scope] = m.group(1) or m.group(2)
                break
    return out


def main() -> None:
    listed = Path(sys.argv[1]).read_text(encoding="utf-8").split() if len(sys.argv) > 1 else []
    words = frozenset(w for w in listed if w.islower())
    names = list(TUNABLE_SETS)
    refuse_blind(names)
    table: Counter[tuple[str, str, str]] = Counter()
    by_language: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for name in names:
        path = Path(shipped_quality_sets()[name])
        languages = scope_languages(path)
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            record = json.loads(line)
            kind = {"memory": "note", "case": "question"}.get(record.get("type"))
            if kind is None:
                continue
            text = record["text"] if kind == "note" else record["question"]
            label = real(text, words)
            english, guessed = semantics.reads_as_english(text), guess(text) == "en"
            before, after = semantics._side(text, False), semantics._side(text, True)
            key = (kind, label)
            for column, hit in (("n", True), ("side 0", before == 0), ("after", after == 0),
                                ("E0 G-en", not english and guessed), ("E1 G-other", english and not guessed)):
                table[(*key, column)] += hit
            if label != "en" and record["scope"] in languages:
                counts = by_language[languages[record["scope"]]]
                counts["n"] += 1
                counts["before"] += before == 0
                counts["after"] += after == 0
    columns = ("n", "side 0", "after", "E0 G-en", "E1 G-other")
    print("side 0 of every tunable set's texts, SIDE_PROSE off ('side 0') and on ('after'); E0 G-en: reads_as_english "
          "says another language, guess English; E1 G-other: the other way round")
    print(f"{'kind':9} {'real':7} " + " ".join(f"{c:>10}" for c in columns))
    for kind, label in sorted({k[:2] for k in table}):
        print(f"{kind:9} {label:7} " + " ".join(f"{table[(kind, label, c)]:>10}" for c in columns))
    print("\nnot-English texts of scopes a header names a language for, side 0 off -> on / texts:")
    rows = sorted(((lang, c) for lang, c in by_language.items() if c["before"] or c["after"]),
                  key=lambda item: (-item[1]["before"], item[0]))
    print("  " + ", ".join(f"{lang} {c['before']}->{c['after']}/{c['n']}" for lang, c in rows))


if __name__ == "__main__":
    main()
