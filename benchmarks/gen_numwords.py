"""Generates python/engramdb/data/numwords_generated.json: number-word tables for numwords_xl, read off num2words
(PyPI, LGPL; a dev-time tool only, never imported by engramdb) for each language it writes that numwords_xl's hand
tables lack (issue 18, branch newest187).

    pip install --target /tmp/n2w num2words==0.5.14
    PYTHONPATH=/tmp/n2w:python:. python benchmarks/gen_numwords.py            # writes the file
    PYTHONPATH=/tmp/n2w:python:. python benchmarks/gen_numwords.py --check    # exit 1 when the file differs

A language's table is built from what num2words writes, never typed: every number 1-999 that it writes as one word is
that word's value (numwords_xl adds it: "doscientos" 200); the word a count of hundreds, thousands or millions ends with
("deux cents", "zweitausend", "dwa tysiące") is the power (a hundred multiplies the run, a thousand and a million close
a group, as numwords_xl's hand tables mark them); any other word of a number written in several words is read as a
join ("treinta y dos"), a ten counted by the unit before it ("dua puluh"), or the value the rest leaves, whichever
reads most of that language's numbers right. The table is then read back through numwords_xl on numbers up to a
million, and kept only where it reads them all but a few (_MIN_RIGHT); its share read right is kept beside it.
Currency words are num2words' own (its CURRENCY_FORMS), keyed as numwords_xl keys money (_KEYS); a table's words
that are English words too (the guard's English word list, "once", "sept", and any word of one or two Latin letters,
"to", "on") are listed so numwords_xl never reads
one of them alone as an amount.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from engramdb import numwords_xl as nx

OUT = Path(__file__).resolve().parent.parent / "python" / "engramdb" / "data" / "numwords_generated.json"
ENGLISH = Path(__file__).resolve().parent.parent / "python" / "engramdb" / "guard" / "wordfreq" / "english.txt"
# the languages num2words writes that the hand tables already read (or read under another code: Kazakh "kz" is "kk")
# and English (quantities reads its words)
_SKIP = {"en", "kz"}
# an ISO code as numwords_xl keys its money (the word semantics._xl_values reads); any other by its code
_KEYS = {"EUR": "euros", "USD": "usd", "INR": "rupees", "RUB": "rub", "UAH": "uah", "BGN": "bgn", "TRY": "lira",
         "NGN": "naira", "IDR": "rupiah", "CHF": "francs", "FRF": "francs", "XOF": "francs", "BEF": "francs",
         "DKK": "kroner", "NOK": "kroner", "SEK": "kroner", "ISK": "kroner", "JPY": "yen", "CNY": "yuan",
         "RON": "leu", "THB": "baht", "ILS": "ils", "KZT": "tenge", "AZN": "manat", "TJS": "somoni"}
_MIN_RIGHT = 0.95
# powers learned only from a count glued before them (Japanese "二万", Thai "สองแสน"), never from the word for one of
# them alone (Turkish "onbin" is ten thousand: ten, then a thousand)
_MYRIADS = (10_000, 100_000)
_SAMPLE = sorted({*range(1, 1000), *range(1000, 1_000_000, 997), *(k * 1000 for k in range(1, 100)), 1_000_000,
                  2_000_000, 5_500_000})


def _words(text: str) -> list[str]:
    return [w.lower().translate(nx._APOSTROPHES) for w in nx._TOKEN.findall(text)]


def _read(words: list[str], table: dict[str, tuple[str, float]], joins: set[str]) -> float | None:
    """The value a whole number's words read under `table` (numwords_xl's pieces and value), None when not all are
    read."""
    pieces: list[tuple[str, float]] = []
    for i, word in enumerate(words):
        got = nx._pieces(word, table)
        if got is None:
            if word in joins and 0 < i < len(words) - 1:
                continue
            return None
        pieces += got
    return nx._value(pieces)


def _right(spelt: dict[int, list[str]], table: dict[str, tuple[str, float]], joins: set[str]) -> int:
    return sum(_read(words, table, joins) == n for n, words in spelt.items())


def _table(lang: str, n2w) -> tuple[dict[str, tuple[str, float]], set[str], dict[int, list[str]]]:
    spelt = {n: _words(n2w(n, lang=lang)) for n in _SAMPLE}
    table: dict[str, tuple[str, float]] = {}
    for n in range(1, 1000):
        if len(spelt[n]) == 1:
            table.setdefault(spelt[n][0], (nx._U, float(n)))
    for power, kind in ((100, nx._H), (1000, nx._T), (10_000, nx._T), (100_000, nx._T), (1_000_000, nx._T)):
        for k in range(1, 25):
            count, words = _words(n2w(k, lang=lang)), _words(n2w(k * power, lang=lang))
            if power in _MYRIADS and _read(words, table, set()) == k * power:
                continue  # built of words already known (Finnish "kaksikymmentätuhatta": twenty, thousands)
            if len(words) == 1 and len(count) == 1 and words[0].startswith(count[0]) and words[0] != count[0]:
                if kind != nx._H or words[0] not in table or k == 1:
                    table[words[0][len(count[0]):]] = (kind, float(power))
            elif words[:len(count)] == count and len(words) == len(count) + 1:
                table[words[-1]] = (kind, float(power))
            elif k == 1 and len(words) == 1 and (table[words[0]][1] == power if words[0] in table else
                                                 power not in _MYRIADS):
                table[words[0]] = (kind, float(power))  # "mille", "tysiąc"; "cien" read alone, now a hundred
    joins: set[str] = set()
    unknown = sorted({w for n in range(1, 1000) for w in spelt[n] if nx._pieces(w, table) is None},
                     key=lambda w: min(n for n in range(1, 1000) if w in spelt[n]))
    for word in unknown:
        first = min(n for n in range(1, 1000) if word in spelt[n])
        rest = [w for w in spelt[first] if w != word]
        left = first - (_read(rest, table, joins) or 0.0)
        tries: list[tuple[dict[str, tuple[str, float]], set[str]]] = [(table, joins | {word})]
        tries += [({**table, word: (kind, value)}, joins) for kind, value in
                  ((nx._V, 10.0), (nx._V, 100.0), (nx._H, 100.0), (nx._U, left)) if value > 0]
        table, joins = max(tries, key=lambda t: _right(spelt, *t))
    # a ten counted by the unit before it ("quatre vingts", "九十"): the score kind where it reads more numbers right
    for word, (kind, value) in sorted(table.items()):
        if kind == nx._U and value in (10.0, 20.0):
            scored = {**table, word: (nx._V, value)}
            if _right(spelt, scored, joins) > _right(spelt, table, joins):
                table = scored
    return table, joins, spelt


def generate() -> dict:
    from importlib.metadata import version

    from num2words import CONVERTER_CLASSES, num2words
    english = set(ENGLISH.read_text(encoding="utf-8").split())
    hand = set(nx.XL_NUMBER_WORDS)
    was = nx._MAX_WORD
    nx._MAX_WORD = 40
    languages: dict[str, dict] = {}
    try:
        for lang in sorted(CONVERTER_CLASSES):
            if "_" in lang or lang in _SKIP or lang in hand:
                continue
            try:
                table, joins, spelt = _table(lang, num2words)
            except Exception as exc:  # a language num2words cannot write every sample number of (Amharic)
                print(f"{lang}: {exc!r}, left out", file=sys.stderr)
                continue
            share = _right(spelt, table, joins) / len(spelt)
            if share < _MIN_RIGHT:
                print(f"{lang}: {share:.3f} right, left out", file=sys.stderr)
                continue
            money: dict[str, str] = {}
            for code, forms in getattr(CONVERTER_CLASSES[lang], "CURRENCY_FORMS", {}).items():
                unit = forms[0] if forms and isinstance(forms[0], (tuple, list)) else forms[:1]
                for word in unit or ():
                    if isinstance(word, str) and word and " " not in word:
                        money.setdefault(word.lower(), _KEYS.get(code, code.lower()))
            languages[lang] = {
                "right": round(share, 4),
                "words": " ".join(f"{w}:{v:g}{'' if kind == nx._U else kind}"
                                  for w, (kind, v) in sorted(table.items(), key=lambda item: (item[1][1], item[0]))),
                "joins": sorted(joins), "money": dict(sorted(money.items())),
                "english": sorted(w for w in table if w in english or (w.isascii() and len(w) <= 2))}
    finally:
        nx._MAX_WORD = was
    return {"source": f"num2words {version('num2words')}", "generator": "benchmarks/gen_numwords.py",
            "languages": languages}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the file differs from what is generated")
    args = parser.parse_args()
    text = json.dumps(generate(), ensure_ascii=False, indent=1) + "\n"
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print("same" if same else f"{OUT} differs from what num2words writes now")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    data = json.loads(text)["languages"]
    for lang, entry in data.items():
        print(f"{lang}: {entry['right']:.3f} right, {len(entry['words'].split())} words, joins {entry['joins']}, "
              f"{len(entry['money'])} currency words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
