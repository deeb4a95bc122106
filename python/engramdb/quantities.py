"""The quantities a text states, read in word order with their units: what tells "90 minutes" and "an hour and a half",
"1.2k members" and "1,200 members", "3pm" and "15:00" apart from a changed value (recall's conflict pass,
semantics.same_quantity: a newer text stating the same quantities as an older one in another unit or format, and
differing from it in nothing else, states no change).

Words are the conflict pass's (semantics.words: maximal runs of letters and digits, lower-cased), so punctuation is not
read: "1,200" and "1.200" are the words "1" "200", "1.2k" is "1" "2k", "15:00" is "15" "00". The grammar, over the
words in order (engram/text/conflicts.cpp's read_quantities is the same; tests/test_quantities.py checks both agree):

- A number is a word of ASCII digits, optionally ending in a suffix of SUFFIXES ("2k", "3pm", "30am", "90min", "2h");
  a following word of digits (with or without a suffix) is a group of three digits ("1" "200": 1200, "1" "500" "000":
  1500000) or else a decimal part ("1" "5": 1.5, "15" "00": 15.0, "9" "30": 9.3, "1" "2k": 1.2 thousand), and ends the
  number. A word with a digit that is not so read (an identifier: "b12", "4th"... "4th" reads 4 only when "th" is a
  suffix, which it is not) is no number. Or a run of NUMBER_WORDS ("twenty five", "two hundred", "one thousand"):
  "hundred" multiplies what came before it in the run, "thousand" and "million" what came before in the run as well;
  "a" / "an" is one only before a unit ("an hour", "a fortnight").
- Then "and a half" (+0.5) may follow the number, then a multiplier (a unit of dimension 0: "k", "thousand"), then a
  unit of UNITS ("hours", "euros"), then "and a half" (+0.5 of the unit: "an hour and a half"); "half an hour" and "half
  a day" are half of the unit; "am" / "pm" after the number make it a clock time (pm: +12 below 12).
- A quantity is (dimension, value in the dimension's base unit): DIMENSIONS names them; dimension 0 is a number with
  no unit read, which matches a quantity of any dimension of the same value ("€1,500": the euro sign is no word).
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["DIMENSIONS", "NUMBER_WORDS", "QUANTITY_STEMS", "SUFFIXES", "UNITS", "quantities", "same_quantities",
           "spelt_in_digits", "spelt_numbers"]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_NUMBER = re.compile(r"([0-9]+)([a-z]*)")
# The dimensions a unit measures (index = code; 0: none read).
DIMENSIONS = ("none", "time", "euro", "pound", "dollar", "clock", "distance", "weight")
# Number words (English only: in the other languages digits are read).
NUMBER_WORDS: dict[str, float] = {
    **{w: float(n) for n, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
                                          "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
                                          "sixteen", "seventeen", "eighteen", "nineteen"))},
    "twenty": 20.0, "thirty": 30.0, "forty": 40.0, "fifty": 50.0, "sixty": 60.0, "seventy": 70.0, "eighty": 80.0,
    "ninety": 90.0, "hundred": 100.0, "thousand": 1000.0, "million": 1e6, "dozen": 12.0,
}
CLOCK = DIMENSIONS.index("clock")
# The number words that may name an hour after "half" ("half nine": 9:30): one to twelve.
_HOURS = frozenset(("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"))
# Units: word -> (dimension code, its size in the dimension's base unit). Time in minutes, money in its unit, distance
# in metres, weight in grams. Dimension 0 with a factor: a multiplier ("k", "thousand" after a number).
UNITS: dict[str, tuple[int, float]] = {
    **dict.fromkeys(("k", "thousand", "tausend", "mil", "mille"), (0, 1000.0)),
    **dict.fromkeys(("m", "million", "millions", "mio", "millionen", "millones"), (0, 1e6)),
    **dict.fromkeys(("min", "mins", "minute", "minutes", "minuten", "minutos", "minuti", "minuter", "minuty",
                     "minut"), (1, 1.0)),
    **dict.fromkeys(("h", "hr", "hrs", "hour", "hours", "stunde", "stunden", "hora", "horas", "ora", "ore",
                     "heure", "heures", "uur", "timmar", "timme", "godzin", "godziny", "godzina"), (1, 60.0)),
    **dict.fromkeys(("day", "days", "tag", "tage", "tagen", "día", "días", "dia", "dias", "giorno", "giorni",
                     "jour", "jours", "dag", "dagen", "dagar", "dni", "dzień"), (1, 1440.0)),
    **dict.fromkeys(("week", "weeks", "woche", "wochen", "semana", "semanas", "settimana", "settimane", "semaine",
                     "semaines", "weken", "veckor", "vecka", "tygodnie", "tydzień", "tygodni"), (1, 10080.0)),
    **dict.fromkeys(("fortnight", "fortnights"), (1, 20160.0)),
    **dict.fromkeys(("eur", "euro", "euros", "euri"), (2, 1.0)),
    **dict.fromkeys(("gbp", "pound", "pounds", "quid"), (3, 1.0)),
    **dict.fromkeys(("usd", "dollar", "dollars", "bucks"), (4, 1.0)),
    **dict.fromkeys(("am",), (5, 1.0)),
    **dict.fromkeys(("pm",), (5, 1.0)),
    **dict.fromkeys(("km", "kilometre", "kilometres", "kilometer", "kilometers"), (6, 1000.0)),
    **dict.fromkeys(("metre", "metres", "meter", "meters"), (6, 1.0)),
    **dict.fromkeys(("kg", "kilo", "kilos", "kilogram", "kilograms", "kilogramm"), (7, 1000.0)),
    **dict.fromkeys(("g", "gram", "grams", "gramm"), (7, 1.0)),
}
# Suffixes a number word may end in ("2k", "3pm", "90min", "2h", "5km", "2kg"): the units among UNITS.
SUFFIXES = frozenset(("k", "m", "pm", "am", "min", "mins", "h", "hr", "hrs", "km", "kg", "g", "eur", "gbp", "usd"))
# The words that may stand in a quantity besides numbers and units: they differ between two statements of one
# quantity ("an hour and a half" / "90 minutes").
_LINKS = ("a", "an", "and", "half", "past", "o", "clock")
# The stems (first five letters, semantics.stems) of every word a quantity may be written with: a stem with a digit
# is one too. Two statements of one quantity differ in these only (semantics.same_quantity).
QUANTITY_STEMS = frozenset(w[:5] for w in (*NUMBER_WORDS, *UNITS, *_LINKS))
_HALF = ("and", "a", "half")


def _digits(word: str) -> tuple[str, str] | None:
    """(digits, suffix) of a word of 1-15 ASCII digits and then a suffix of SUFFIXES or none, else None."""
    found = _NUMBER.fullmatch(word)
    if found is None or len(found.group(1)) > 15 or (found.group(2) and found.group(2) not in SUFFIXES):
        return None
    return found.group(1), found.group(2)


def _digits_number(seq: list[str], i: int) -> tuple[float, str, int] | None:
    """(value, suffix, next index) of a number of digits at seq[i], or None."""
    first = _digits(seq[i])
    if first is None:
        return None
    value, suffix, j = float(int(first[0])), first[1], i + 1
    while not suffix and j < len(seq):
        group = _digits(seq[j])
        if group is None:
            break
        digits, suffix = group
        j += 1
        if len(digits) == 3 and value == int(value):  # a group of thousands, unless a decimal part came before
            value = value * 1000.0 + float(int(digits))
            continue
        return value + float(int(digits)) / float(10 ** len(digits)), suffix, j
    return value, suffix, j


def _words_number(seq: list[str], i: int) -> tuple[float, int] | None:
    """(value, next index) of a run of number words at seq[i], or None."""
    total, current, j = 0.0, 0.0, i
    while j < len(seq) and seq[j] in NUMBER_WORDS:
        word = seq[j]
        if word == "hundred":
            current = (current or 1.0) * 100.0
        elif word in ("thousand", "million"):
            total += (current or 1.0) * NUMBER_WORDS[word]
            current = 0.0
        else:
            current += NUMBER_WORDS[word]
        j += 1
    return (total + current, j) if j > i else None


def _unit(word: str) -> tuple[int, float] | None:
    return UNITS.get(word)


def _half_hour(seq: list[str], i: int) -> tuple[float, int] | None:
    """(the clock time, next index) of the hour after "half" or "half past" at seq[i]: "half nine" is 9:30 in British
    usage, read as "9:30" and "9.30am" are (the hour plus 0.30); an hour of 1-12, in a number word or in digits with no
    suffix, that no unit follows ("half nine hours" is no time); else None."""
    if i < len(seq) and seq[i] == "past":
        i += 1
    if i >= len(seq):
        return None
    word = seq[i]
    hour = NUMBER_WORDS.get(word) if word in _HOURS else (float(word) if word.isascii() and word.isdigit() and
                                                             len(word) <= 2 else None)
    if hour is None or not 1.0 <= hour <= 12.0 or (i + 1 < len(seq) and _unit(seq[i + 1]) is not None):
        return None
    return hour + 0.3, i + 1


@lru_cache(maxsize=8192)
def quantities(text: str) -> tuple[tuple[int, float], ...]:
    """The quantities `text` states, in word order: (dimension code, value in its base unit) each (see the module
    doc)."""
    seq = _WORD.findall(text.lower())
    out: list[tuple[int, float]] = []
    i, n = 0, len(seq)
    while i < n:
        word = seq[i]
        value: float | None = None
        suffix, j = "", i
        if "0" <= word[0] <= "9":
            found = _digits_number(seq, i)
            if found is not None:
                value, suffix, j = found
        elif word in NUMBER_WORDS:
            got = _words_number(seq, i)
            if got is not None:
                value, j = got
        elif word in ("a", "an") and i + 1 < n and (_unit(seq[i + 1]) or (0, 0.0))[0] > 0:
            value, j = 1.0, i + 1
        elif word == "half" and i + 2 < n and seq[i + 1] in ("a", "an") and (_unit(seq[i + 2]) or (0, 0.0))[0] > 0:
            value, j = 0.5, i + 2
        elif word == "half" and (hour := _half_hour(seq, i + 1)) is not None:  # "half nine", "half past nine"
            out.append((CLOCK, hour[0]))
            i = hour[1]
            continue
        if value is None:
            i += 1
            continue
        if not suffix and tuple(seq[j:j + 3]) == _HALF:
            value, j = value + 0.5, j + 3
        dimension, factor = 0, 1.0
        if suffix:
            dimension, factor = UNITS[suffix]
        elif j < n and (unit := _unit(seq[j])) is not None:
            dimension, factor = unit
            j += 1
        if dimension == 0 and j < n and (unit := _unit(seq[j])) is not None and unit[0] > 0:  # "1.5k euros"
            value, (dimension, factor) = value * factor, unit
            j += 1
        if dimension > 0 and tuple(seq[j:j + 3]) == _HALF:  # "an hour and a half"
            value, j = value + 0.5, j + 3
        if dimension == 5 and (suffix or seq[j - 1]) == "pm" and value < 12.0:  # a clock time: "3pm", "3 pm"
            value += 12.0
        out.append((dimension, value * factor))
        i = max(j, i + 1)
    return tuple(out)


# Words that are themselves an amount of money or multiply one, in British and American English ("a fiver", "a tenner",
# "two grand", "a grand"): spelt_numbers and spelt_in_digits read them; quantities() does not (its grammar is the native
# read_quantities' too). "a grand" is an amount only at the end of a text or before one of _AFTER_A_GRAND ("a grand a
# month", "a grand from May"; not "a grand piano").
_MONEY_AMOUNTS = {"fiver": 5.0, "tenner": 10.0}
_AFTER_A_GRAND = frozenset(("a", "an", "per", "each", "for", "now", "from", "and", "or", "to", "up", "down", "this",
                            "next", "plus", "including", "upfront", "deposit"))
# The number words that multiply what came before them in a run ("twelve hundred", "two dozen"; "thousand" and
# "million" as quantities reads them), and those after which "and" joins the run ("eight hundred and fifty").
_TIMES = frozenset(("hundred", "dozen"))
_AND_AFTER = frozenset(("hundred", "thousand", "million"))


def _spelt_run(seq: list[str], i: int) -> tuple[float, int] | None:
    """(value, next index) of a number written in words at seq[i] as spelt_numbers reads it, or None: a run of
    NUMBER_WORDS as _words_number reads it, with "dozen" a multiplier as "hundred" is ("two dozen": 24) and "and"
    joining a run after "hundred", "thousand" or "million" ("eight hundred and fifty": 850); then "and a half" (+0.5)
    and a multiplier ("thousand", "k", "grand": "twelve and a half thousand", "two and a half grand"); or an amount of
    money in a word (_MONEY_AMOUNTS: "a fiver" 5, "a tenner" 10; "a grand" 1000, _AFTER_A_GRAND)."""
    n = len(seq)
    word = seq[i]
    if word in ("a", "an") and i + 1 < n and seq[i + 1] in _MONEY_AMOUNTS:
        return _MONEY_AMOUNTS[seq[i + 1]], i + 1  # the money word itself is left after the number
    if word in _MONEY_AMOUNTS:
        return None
    if word in ("a", "an") and i + 1 < n and (seq[i + 1] in _TIMES or seq[i + 1] in _AND_AFTER):  # "a dozen"
        return _spelt_run(seq, i + 1)
    if word in ("a", "an") and i + 1 < n and seq[i + 1] == "grand" and (i + 2 == n or seq[i + 2] in _AFTER_A_GRAND):
        return 1000.0, i + 1
    total, current, j = 0.0, 0.0, i
    while j < n:
        word = seq[j]
        if word in _TIMES:
            current = (current or 1.0) * NUMBER_WORDS[word]
        elif word in ("thousand", "million"):
            total += (current or 1.0) * NUMBER_WORDS[word]
            current = 0.0
        elif word in NUMBER_WORDS:
            current += NUMBER_WORDS[word]
        elif word == "and" and j > i and seq[j - 1] in _AND_AFTER and j + 1 < n and seq[j + 1] in NUMBER_WORDS and \
                seq[j + 1] not in _TIMES and seq[j + 1] not in _AND_AFTER:
            j += 1
            continue
        else:
            break
        j += 1
    if j == i:
        return None
    value = total + current
    if tuple(seq[j:j + 3]) == _HALF:
        value, j = value + 0.5, j + 3
    if j < n and ((unit := _unit(seq[j])) is not None and unit[0] == 0):  # "two and a half thousand"
        value, j = value * unit[1], j + 1
    elif j < n and seq[j] == "grand":  # "two grand": the money word is left after the number
        value = value * 1000.0
    return value, j


def _spelt_spans(text: str) -> tuple[tuple[int, int, str], ...]:
    """(start, end, digits) of each number `text` writes in words (_spelt_run), in text order, a lone "one" with no
    unit after it left out (spelt_numbers)."""
    found = list(_WORD.finditer(text))  # offsets in `text` itself (lower() may change a text's length: "İ")
    seq = [m.group().lower() for m in found]
    out: list[tuple[int, int, str]] = []
    i, n = 0, len(seq)
    while i < n:
        got = _spelt_run(seq, i) if seq[i] in NUMBER_WORDS or seq[i] in ("a", "an") else None
        if got is None:
            i += 1
            continue
        value, j = got
        if not (seq[i] == "one" and j == i + 1 and (j >= n or _unit(seq[j]) is None)):
            out.append((found[i].start(), found[j - 1].end(), f"{value:.6f}".rstrip("0").rstrip(".")))
        i = max(j, i + 1)
    return tuple(out)


@lru_cache(maxsize=8192)
def spelt_numbers(text: str) -> frozenset[str]:
    """The numbers `text` writes in words, each as it is written in digits ("seventy euros" -> "70", "two and a half
    thousand" -> "2500", "a dozen" -> "12", "twenty-five" -> "25", "eight hundred and fifty" -> "850", "twelve
    hundred" -> "1200", "two and a half grand" -> "2500", "a fiver" -> "5"; "half nine" -> "9" and "30", as "9:30" is
    read in words: _spelt_run), for a reader that compares a text's written values (semantics.asked_change): a value
    told in words is another value than one told in digits only when the numbers differ. A lone "one" with no unit
    after it is a pronoun as often ("one of the vans") and is left out."""
    seq = _WORD.findall(text.lower())
    out = {digits for _start, _end, digits in _spelt_spans(text)}
    for i in range(len(seq) - 1):
        if seq[i] == "half" and (hour := _half_hour(seq, i + 1)) is not None:
            out.update((str(int(hour[0])), "30"))
    return frozenset(out)


@lru_cache(maxsize=8192)
def spelt_in_digits(text: str) -> str:
    """`text` with each number it writes in words (_spelt_spans) in digits: "sixty pounds a year" -> "60 pounds a year",
    "twelve and a half thousand a book" -> "12500 a book", "a fiver each" -> "5 fiver each" (a money word is kept
    after its number), so that readers of digits (support.states_a_rate, semantics.ASKED_RATE, the money slot) read a
    value told in words. `text` itself when it writes none."""
    spans = _spelt_spans(text)
    if not spans:
        return text
    parts: list[str] = []
    at = 0
    for start, end, digits in spans:
        parts += (text[at:start], digits)
        at = end
    return "".join(parts) + text[at:]


def same_quantities(a: tuple[tuple[int, float], ...], b: tuple[tuple[int, float], ...]) -> bool:
    """Whether two texts' quantities (quantities()) are the same, in order: as many, each of the same value (to 1e-9 of
    it) and of one dimension, or one of them of none (dimension 0)."""
    return bool(a) and len(a) == len(b) and all(
        (x[0] == y[0] or x[0] == 0 or y[0] == 0) and abs(x[1] - y[1]) <= 1e-9 * max(1.0, abs(x[1]), abs(y[1]))
        for x, y in zip(a, b))
