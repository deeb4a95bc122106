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

A language whose table reads back less than _MIN_RIGHT is read again with a count's other forms (OTHER_FORMS, branch
newest191; kept only where it reads more, and marked "forms" in the file, numwords_xl.XL_OTHER_FORMS): the count
before a power in another form than num2words writes it alone (construct, gender, "o"/"un" for one: Hebrew "שלושת
אלפים", Romanian "o sută", "două mii", Icelandic "eitt hundrað") is that count, the word between it and the power a
join ("douăzeci de mii"), each learned where the whole number then reads right, for counts up to 99 of a thousand; a
dual written as one word is its value ("אלפיים" 2,000); a power's form before the rest of a number is the power
("ألفان و ..." where two thousand alone is "ألفا"); a word added after a unit may be a ten ("ثلاثة عشر").
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
# newest191: a count's other forms before its power (construct, gender, "o" for one) and a dual read as its value;
# off, newest187's rules alone (ar he ro is fail the read-back)
OTHER_FORMS = True
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


def _table(lang: str, n2w, forms: bool = False) -> tuple[dict[str, tuple[str, float]], set[str], dict[int, list[str]]]:
    spelt = {n: _words(n2w(n, lang=lang)) for n in _SAMPLE}
    table: dict[str, tuple[str, float]] = {}
    forms_joins: set[str] = set()
    for n in range(1, 1000):
        if len(spelt[n]) == 1:
            table.setdefault(spelt[n][0], (nx._U, float(n)))
    def powers(table: dict[str, tuple[str, float]], forms_joins: set[str]) -> tuple[dict, set[str]]:
        """`table` with the power words learned from each count of a power; in `forms` mode also the count's
        other forms (and `forms_joins`, a word between a count and its power)."""
        for power, kind in ((100, nx._H), (1000, nx._T), (10_000, nx._T), (100_000, nx._T), (1_000_000, nx._T)):
            for k in range(1, 100 if forms and kind == nx._T else 25):  # forms: every count's form
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
                elif forms and len(count) < len(words) <= len(count) + 2 and power not in _MYRIADS:
                    # the count in another form before its power: construct, gender, "o"/"un" for one ("שלושת אלפים",
                    # "două sute", "o sută", "eitt hundrað"): each word of it is its count word's other form, the last
                    # word the power, a word between them a join ("douăzeci de mii"); kept where the number reads right
                    more = {**table, **{form: table[word] for form, word in zip(words, count)
                                        if form != word and form not in table and word in table}}
                    more.setdefault(words[-1], (kind, float(power)))
                    between = set(words[len(count):-1])
                    if _read(words, more, between) == k * power:
                        table, forms_joins = more, forms_joins | between
                elif forms and len(words) == 1 and kind == nx._T and power not in _MYRIADS and \
                        words[0] not in table:
                    table[words[0]] = (kind, float(k * power))  # a dual written as one word ("אלפיים", two thousand)
        return table, forms_joins

    table, forms_joins = powers(table, forms_joins)
    joins: set[str] = set(forms_joins)
    unknown = sorted({w for n in range(1, 1000) for w in spelt[n] if nx._pieces(w, table) is None},
                     key=lambda w: (min(n for n in range(1, 1000) if w in spelt[n]), w if forms else ""))
    for word in unknown:
        first = min(n for n in range(1, 1000) if word in spelt[n])
        rest = [w for w in spelt[first] if w != word]
        if forms:  # a join left at the rest's edge ("مئتان و واحد": "و واحد" is 1)
            while rest and rest[0] in joins:
                rest = rest[1:]
        left = first - (_read(rest, table, joins) or 0.0)
        tries: list[tuple[dict[str, tuple[str, float]], set[str]]] = [(table, joins | {word})]
        tries += [({**table, word: (kind, value)}, joins) for kind, value in
                  ((nx._V, 10.0), (nx._V, 100.0), (nx._H, 100.0), (nx._U, left)) if value > 0]
        if forms:  # a ten added after its unit ("ثلاثة عشر", 3 + 10); tried last: a tie keeps the reading above
            tries.append(({**table, word: (nx._U, 10.0)}, joins))
        table, joins = max(tries, key=lambda t: _right(spelt, *t))
    # a ten counted by the unit before it ("quatre vingts", "九十"): the score kind where it reads more numbers right
    for word, (kind, value) in sorted(table.items()):
        if kind == nx._U and value in (10.0, 20.0):
            scored = {**table, word: (nx._V, value)}
            if _right(spelt, scored, joins) > _right(spelt, table, joins):
                table = scored
    if forms:  # again, the count words now known ("שתים עשרה" before "שנים עשר אלף")
        table, forms_joins = powers(table, forms_joins)
        joins |= forms_joins
        # a power's other form before what follows it ("ألفان و تسعمائة" where two thousand alone is "ألفا",
        # "أحد عشر ألفاً و ..."): the number's round part as num2words writes it alone, its last word changed
        for n, words in spelt.items():
            for part in (100, 1000, 1_000_000):
                big = n - n % part
                if big in (0, n):
                    continue
                alone = _words(n2w(big, lang=lang))
                at = len(alone) - 1
                if len(words) > len(alone) and words[:at] == alone[:at] and words[at] != alone[at] and \
                        words[at] not in table and alone[at] in table:
                    table[words[at]] = table[alone[at]]
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
            other_forms = False
            if share < _MIN_RIGHT and OTHER_FORMS:  # newest191: read again with a count's other forms
                more, more_joins, spelt = _table(lang, num2words, forms=True)
                if _right(spelt, more, more_joins) / len(spelt) > share:
                    table, joins, share, other_forms = more, more_joins, _right(spelt, more, more_joins) / len(spelt), True
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
                "right": round(share, 4), **({"forms": True} if other_forms else {}),
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
