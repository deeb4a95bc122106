"""Prices per unit: "8 dollars a square metre", "75 cents per square foot", "4.50 euros a 250-gram tub", "£72 a
quarter", "40 pesos a dozen", "£42 for five rolls", "Rs 1,525 for a 25-kg bag", each read as an amount of a currency
per a quantity of one dimension (area, volume, mass, length, time, a count, energy, data), so that a price stated for
another unit or pack can be compared with an older one after conversion: "£39 per cubic foot" is £1,377 a cubic metre,
another value than "£1,280 a cubic metre"; "25p a kilo" is "£250 per tonne", the same value (semantics.asked_change
reads them: branch unitprice83, benchmarks/RESULTS.md).

The grammar, over the lower-cased text (regular expressions, no word list of items):

- An **amount**: a currency sign or code before a number ("£1,280", "Rs 1,525", "KSh 4,600", "€11.20"), or a number
  then a currency word ("4.50 euros", "790p", "75 cents", "5,150 shillings"), or English number words then a currency
  word ("six quid", "two hundred euros": quantities.spelt_numbers). A number alone ("126 a bottle") is no price: a
  count per unit ("20 messages per second") is written the same way.
- Then, up to two words after it, a **per** word ("a", "an", "per", "/", "each", or "for" before "a", "each", "one"
  or a number) and the **unit**: a number or number words ("for five rolls", "per 100 g"), then a unit of PER_UNITS,
  "square" / "cubic" before a length making an area or a volume ("per square foot"), or a size before a pack ("a
  250-gram tub", "each 35-kg propane bottle": the pack is that much of the size's dimension); or a pack of a count ("a
  card of six", "a box of 12 eggs"); or any other word, a count of one of that thing ("90p a cell", "£7.20 per
  drop"); "each" alone and "for three" are a count with no thing named.

Two prices compare (comparable) when they are of one dimension and of one currency (cents are a hundredth of any
currency that has them, pence of the pound) and, for counts, of one thing: the same noun (its first four letters,
plural and "-ves" read as the singular: "rolls" / "roll", "leaves" / "leaf"), both unnamed, or one unnamed and the
other's noun a word of the unnamed one's text ("790p each" in "zone 1 drops are 790p each now" / "£7.20 per drop").
Their values are equal within PRICE_TOLERANCE of the larger. A week is 7 days, a month a twelfth of a year of 365.25
days, a quarter three months; a ton and a tonne 1,000 kg; a pound after a per word is 453.59237 g.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import NamedTuple

from .quantities import spelt_numbers

__all__ = ["PER_UNITS", "PRICE_STEMS", "PRICE_TOLERANCE", "Price", "asked_prices", "asked_unit", "bare_price_changed",
           "bare_prices", "noun_key", "price_changed", "price_per_another_basis", "price_per_another_unit",
           "price_restated", "prices", "unit_dimensions"]

# Two prices per unit are one value when they differ by less than this share of the larger (after conversion): a
# restatement rounds ("£39 per cubic foot" is £1,377.3 a cubic metre), and a month is 4.33 or 4.35 weeks by whom you
# ask (£100 a week is £433-435 a month). 75 cents per square foot is 0.9 % over 8 dollars a square metre: a change.
PRICE_TOLERANCE = 0.005

# Units a price is per: word -> (dimension, size in the dimension's base unit). Time in minutes, mass in grams, area in
# square metres, volume in cubic metres, length in metres, energy in kWh, data in GB, a count in items.
_MONTH = 365.25 * 1440.0 / 12.0
PER_UNITS: dict[str, tuple[str, float]] = {
    **dict.fromkeys(("second", "seconds", "sec", "secs"), ("time", 1.0 / 60.0)),
    **dict.fromkeys(("minute", "minutes", "min", "mins"), ("time", 1.0)),
    **dict.fromkeys(("hour", "hours", "hr", "hrs", "h"), ("time", 60.0)),
    **dict.fromkeys(("day", "days", "night", "nights"), ("time", 1440.0)),
    **dict.fromkeys(("week", "weeks", "wk"), ("time", 10080.0)),
    **dict.fromkeys(("fortnight",), ("time", 20160.0)),
    **dict.fromkeys(("month", "months", "mo"), ("time", _MONTH)),
    **dict.fromkeys(("quarter", "quarters"), ("time", 3.0 * _MONTH)),
    **dict.fromkeys(("year", "years", "yr", "annum"), ("time", 12.0 * _MONTH)),
    **dict.fromkeys(("g", "gram", "grams", "gramme", "grammes"), ("mass", 1.0)),
    **dict.fromkeys(("kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme"), ("mass", 1000.0)),
    **dict.fromkeys(("t", "tonne", "tonnes", "ton", "tons"), ("mass", 1e6)),
    **dict.fromkeys(("lb", "lbs", "pound"), ("mass", 453.59237)),
    **dict.fromkeys(("oz", "ounce", "ounces"), ("mass", 28.349523125)),
    **dict.fromkeys(("m2", "m²", "sqm"), ("area", 1.0)),
    **dict.fromkeys(("ha", "hectare", "hectares"), ("area", 1e4)),
    **dict.fromkeys(("acre", "acres"), ("area", 4046.8564224)),
    **dict.fromkeys(("m3", "m³"), ("volume", 1.0)),
    **dict.fromkeys(("l", "litre", "litres", "liter", "liters", "ltr"), ("volume", 1e-3)),
    **dict.fromkeys(("cl", "centilitre", "centilitres", "centiliter", "centiliters"), ("volume", 1e-5)),
    **dict.fromkeys(("ml", "millilitre", "millilitres", "milliliter", "milliliters"), ("volume", 1e-6)),
    **dict.fromkeys(("m", "metre", "metres", "meter", "meters"), ("length", 1.0)),
    **dict.fromkeys(("cm", "centimetre", "centimetres", "centimeter", "centimeters"), ("length", 0.01)),
    **dict.fromkeys(("km", "kilometre", "kilometres", "kilometer", "kilometers"), ("length", 1000.0)),
    **dict.fromkeys(("mile", "miles"), ("length", 1609.344)),
    **dict.fromkeys(("foot", "feet", "ft"), ("length", 0.3048)),
    **dict.fromkeys(("yard", "yards", "yd"), ("length", 0.9144)),
    **dict.fromkeys(("kwh",), ("energy", 1.0)),
    **dict.fromkeys(("mwh",), ("energy", 1000.0)),
    **dict.fromkeys(("mb",), ("data", 1e-3)),
    **dict.fromkeys(("gb",), ("data", 1.0)),
    **dict.fromkeys(("tb",), ("data", 1000.0)),
    **dict.fromkeys(("each", "item", "items", "piece", "pieces", "pc", "pcs", "unit", "units", "single", "one"),
                    ("count", 1.0)),
    **dict.fromkeys(("pair", "pairs"), ("count", 2.0)),
    **dict.fromkeys(("dozen",), ("count", 12.0)),
    **dict.fromkeys(("hundred",), ("count", 100.0)),
    **dict.fromkeys(("thousand",), ("count", 1000.0)),
}
# "square" / "cubic" before a length: its area or volume.
_POWERS = {"square": 2, "sq": 2, "cubic": 3, "cu": 3}
_DIMENSION_OF_POWER = {2: "area", 3: "volume"}
# Currencies: sign, code or word -> (currency, its size in that currency). "cent" is a hundredth of whichever currency
# the other price is in (euro, dollar, ...): it compares with any.
_CURRENCIES: dict[str, tuple[str, float]] = {
    "£": ("pound", 1.0), "€": ("euro", 1.0), "$": ("dollar", 1.0), "₹": ("rupee", 1.0), "¥": ("yen", 1.0),
    "₱": ("peso", 1.0), "₽": ("rouble", 1.0), "₺": ("lira", 1.0), "₦": ("naira", 1.0), "₩": ("won", 1.0),
    "zł": ("zloty", 1.0),
    **dict.fromkeys(("gbp", "pound", "pounds", "quid"), ("pound", 1.0)),
    **dict.fromkeys(("p", "pence", "penny"), ("pound", 0.01)),
    **dict.fromkeys(("eur", "euro", "euros"), ("euro", 1.0)),
    **dict.fromkeys(("usd", "dollar", "dollars", "bucks"), ("dollar", 1.0)),
    **dict.fromkeys(("cent", "cents", "c"), ("cent", 0.01)),
    **dict.fromkeys(("rs", "inr", "rupee", "rupees"), ("rupee", 1.0)),
    **dict.fromkeys(("ksh", "kes", "shilling", "shillings"), ("shilling", 1.0)),
    **dict.fromkeys(("peso", "pesos", "php", "mxn"), ("peso", 1.0)),
    **dict.fromkeys(("birr", "etb"), ("birr", 1.0)),
    **dict.fromkeys(("lek", "leke", "all"), ("lek", 1.0)),
    **dict.fromkeys(("rouble", "roubles", "ruble", "rubles", "rub"), ("rouble", 1.0)),
    **dict.fromkeys(("chf", "franc", "francs"), ("franc", 1.0)),
    **dict.fromkeys(("kr", "kroner", "krone", "krona", "kronor", "sek", "nok", "dkk"), ("krona", 1.0)),
    **dict.fromkeys(("yen", "jpy"), ("yen", 1.0)),
    **dict.fromkeys(("zloty", "złoty", "pln"), ("zloty", 1.0)),
    **dict.fromkeys(("lei", "leu", "ron"), ("leu", 1.0)),
    **dict.fromkeys(("rand", "zar"), ("rand", 1.0)),
    **dict.fromkeys(("baht", "thb"), ("baht", 1.0)),
    **dict.fromkeys(("naira", "ngn"), ("naira", 1.0)),
    **dict.fromkeys(("dinar", "dinars"), ("dinar", 1.0)),
    **dict.fromkeys(("dirham", "dirhams", "aed", "mad"), ("dirham", 1.0)),
    **dict.fromkeys(("lira", "lire", "try"), ("lira", 1.0)),
}
# the Malagasy ariary, by its name after a number and its sign "Ar" or code before it ("Ar 45,000", "two hundred and
# fifty thousand ariary for a five-kilo basket"; holdout32's vanilla scope, issue 18, branch newest129)
_CURRENCIES.update(dict.fromkeys(("ariary", "ar"), ("ariary", 1.0)))
# the Indonesian rupiah, by its name after a number and its code "Rp" before it ("Rp12,500 a kilo"; branch recall177)
_CURRENCIES.update(dict.fromkeys(("rupiah", "rp", "idr"), ("rupiah", 1.0)))
# Before a number, only the signs and these codes read as a currency ("rs 1,525", "ksh 4,600", "eur 30"); the other
# words only after it ("4.50 euros", "790p": "all 3" and "try 2" are no amounts).
_BEFORE = ("gbp", "eur", "usd", "rs", "inr", "ksh", "kes", "chf", "kr", "sek", "nok", "dkk", "jpy", "pln", "php", "etb",
           "zar", "aed", "idr")
_AFTER = tuple(w for w in _CURRENCIES if w[0].isalpha() and w not in ("all", "try", "mad", "ron", "c", "ar", "rp"))
_NUMBER_TEXT = r"\d+(?:[.,]\d+)*"
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
_SPELT = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
          "forty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand")
_SPELT_RUN = rf"(?:{'|'.join(_SPELT)})(?:[\s-]+(?:and\s+)?(?:a\s+half\b|{'|'.join(_SPELT)}))*"
# Amounts are read from each number (a pattern that opens on a digit: the regex engine skips the other characters; one
# alternation of signs, codes and words took ~90 µs a 150-letter note) with a sign or a code right before it, or a
# currency word after it; from number words before a currency word (only in a text holding both); and "a fiver".
_DIGITS = re.compile(_NUMBER_TEXT)
_MARK_BEFORE = re.compile(rf"(?:[£€$₹¥₱₽₺₦₩]|zł|\b(?:{'|'.join(_BEFORE)})\.?)\s?$")
_MARK_AFTER = re.compile(r"\s?(?P<k>k\b\s?)?(?P<mark>[^\W\d_]+)\b")  # "5k euros"; "520 kroner" is no "k"
_LETTERS = re.compile(r"[^\W\d_]+")
_SPELT_BEFORE = re.compile(rf"\b(?:{_SPELT_RUN})\s+$")
_NOTE_AMOUNT = re.compile(r"\ba\s+(?P<mark>fiver|tenner)\b")
_AFTER_WORDS = frozenset(_AFTER)
_SPELT_WORDS = frozenset(_SPELT)
_PUNCTUATION = str.maketrans(dict.fromkeys(".,;:!?()'\"-", " "))
_NOTES = {"fiver": 5.0, "tenner": 10.0}  # "a fiver each", "a tenner for two": pounds
# The per word after an amount, up to two words between ("3.60 euros a kilo delivered", "£30 plus VAT per hour").
_PER = re.compile(
    rf"(?:\s+[^\W\d_]+){{0,2}}?\s*(?:(?P<slash>/)\s*|(?<=\s)(?P<word>per|an?|each)\b\s*|"
    rf"(?<=\s)(?P<for>for)\s+(?=(?:an?|each|one|\d|{'|'.join(_SPELT)})\b))")
# The unit after it: a count or size, then words (a unit, a pack, a thing).
_UNIT_HEAD = re.compile(rf"(?:(?P<n>\d+(?:[.,]\d+)?|(?:{_SPELT_RUN}))\b(?:\s*-\s*|\s+)?)?(?P<rest>.*)", re.S)
_UNIT_WORD = re.compile(r"[^\W\d_][\w²³]*")
_OF_COUNT = re.compile(rf"\s*(?:of|with)\s+(?P<n>\d+|{_SPELT_RUN})\b(?:\s+(?P<noun>[^\W\d_]+))?")
_FUNCTION = frozenset((
    "the", "a", "an", "of", "to", "for", "and", "or", "but", "now", "from", "on", "at", "in", "by", "with", "this",
    "that", "it", "is", "are", "was", "be", "our", "your", "their", "its", "his", "her", "we", "they", "you", "so",
    "as", "if", "then", "than", "up", "down", "off", "out", "plus", "including", "incl", "inc", "ex", "excl", "vat",
    "tax", "all", "same", "go", "time", "while", "bit", "lot", "little", "few", "couple", "more", "less", "about"))


class Price(NamedTuple):
    """One price per unit read off a text: ``currency`` (a name of _CURRENCIES' values), ``dimension`` (PER_UNITS'),
    ``value`` (the amount in the currency per one base unit of the dimension), ``noun`` (a count's thing, its first
    four letters singular; "" for a count of nothing named and every other dimension), ``size`` (the unit the price is
    per, in base units: 1000.0 for "a kilo", 250.0 for "a 250-gram tub"), ``unit`` (the key of the word the unit is
    written with: "kilo" for "a kilo" and "per kilos", "kg" for "a kg"; "" for "each" and "for three")."""

    currency: str
    dimension: str
    value: float
    noun: str
    size: float
    unit: str


def _number(written: str) -> float | None:
    """A number written in digits ("1,280", "4.50", "4,50") or in English number words ("five", "two hundred")."""
    if written[0].isdigit():
        text = written.replace(",", "") if _THOUSANDS.fullmatch(written) else written.replace(",", ".")
        try:
            return float(text)
        except ValueError:
            return None
    found = spelt_numbers(written)
    return float(next(iter(found))) if len(found) == 1 else (1.0 if written.strip() == "one" else None)


def noun_key(word: str) -> str:
    """The key a count's thing compares by: its first four letters, a plural's "-ves" read as "-f" ("leaves" /
    "leaf", "knives" / "knife") and its "s" dropped ("rolls" / "roll")."""
    if word.endswith("ves") and len(word) > 4:
        word = word[:-3] + "f"
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    return word[:4]


_COUNT_WORDS = frozenset(("each", "single", "one", "item", "items", "unit", "units", "piece", "pieces", "pc", "pcs"))
_LEAD = re.compile(r"(?:an?|each|one)\s+")
_AGO = re.compile(r"\s+ago\b")
_HALF = re.compile(r"half[\s-]+(?:an?\s+)?")
# A pack's word of wholeness between "a" and its noun (issue 18, branch newest168, benchmarks/RESULTS.md): "seventy-five
# pounds for a whole term of ten sessions" was read as 75 pounds a "whole" (a count of a thing named "whole"), so the
# pack (ten sessions, 7.50 a session) never met "£9 a session". A word of _WHOLE_WORDS right after the lead, before a
# pack told with its count ("of ten sessions", "of 40 kilos": _OF_COUNT), is read as no word. Not before a bare unit:
# "twenty pounds for a whole month" read per month meets "25 pounds a session" by price_per_another_basis, which has no
# subject test (holdout34's loan telescope against a coach's clinics, a false pair: A/B in RESULTS).
# Off: main's reading.
WHOLE_PACK = True
_WHOLE_WORDS = re.compile(r"(?:whole|full|entire|complete)\s+")


def _unit(tail: str, counted: bool) -> tuple[str, float, str, str] | None:
    """(dimension, size in its base unit, noun, the unit's key) of the unit that `tail` (the lower-cased text after a
    per word) opens with, or None; the key is the unit's word as noun_key reads it ("kilo" for "kilos", "kg" for "kg",
    "" for a bare count). `counted`: the per word ("for") needs a number, "a", "an", "each" or "one" after it."""
    head = _UNIT_HEAD.match(tail)
    if head is None:
        return None
    written, rest = head.group("n"), head.group("rest")
    if not written:
        lead = _LEAD.match(tail)
        if counted:
            return _unit(tail[lead.end():], False) if lead is not None else None  # "for a 25-kg bag"
        count = 1.0
        if WHOLE_PACK and (whole := _WHOLE_WORDS.match(rest)) is not None and \
                (packed := _UNIT_WORD.match(rest, whole.end())) is not None and \
                _OF_COUNT.match(rest, packed.end()) is not None:  # "a whole term of ten sessions"
            rest = rest[whole.end():]
        if (half := _HALF.match(rest)) is not None:  # "per half hour", "half a day"
            count, rest = 0.5, rest[half.end():]
    else:
        got = _number(written)
        if got is None or got <= 0:
            return None
        count = got
    found = _UNIT_WORD.match(rest)
    if found is None:
        return ("count", count, "", "") if written else None  # "£10 for three"
    word, after = found.group(), found.end()
    if _AGO.match(rest, after):
        return None  # "£300 a year ago"
    if word in _POWERS:  # "a square metre", "per cubic foot", "sq ft"
        following = _UNIT_WORD.match(rest, after + 1)
        unit = PER_UNITS.get(following.group()) if following is not None else None
        if following is None or unit is None or unit[0] != "length":
            return None
        return (_DIMENSION_OF_POWER[_POWERS[word]], count * unit[1] ** _POWERS[word], "",
                f"{word[:2]} {noun_key(following.group())}")
    unit = PER_UNITS.get(word)
    if unit is not None:
        return unit[0], count * unit[1], "", noun_key(word)
    if word in _FUNCTION:
        return ("count", count, "", "") if written else None
    if PACK_OF_MEASURE and (measure := _of_measure(rest, after)) is not None:  # "a bale of forty kilos"
        dimension, size, key = measure
        return dimension, count * size, "", key
    of = _OF_COUNT.match(rest, after)
    if of is not None:  # "a card of six", "a book of 25 leaves": a pack of that many
        inner = _number(of.group("n"))
        noun = of.group("noun")
        if inner is None or inner <= 0:
            return None
        return "count", count * inner, noun_key(noun) if noun and noun not in _FUNCTION else "", noun_key(word)
    return "count", count, noun_key(word), noun_key(word)


# A pack of a measure (issue 18, branch numwords220): "two hundred and forty pounds for a bale of forty kilos", "for a
# whole side of twenty square feet", "for a pallet of a hundred kilos" were read as a count of 40 things named "kilo"
# (or of none: "of a hundred"), so the pack never met "£5.10 a kilo" in one dimension. The count after "of" (digits or
# English number words, "a" before a spelt hundred or thousand) with a unit of a physical dimension (_PACK_DIMENSIONS;
# "square" / "cubic" before a length) is the pack's size in that dimension. Off: main's count of a thing.
PACK_OF_MEASURE = True
_OF_MEASURE = re.compile(rf"\s*of\s+(?:(?P<a>an?)\s+)?(?P<n>\d+(?:[.,]\d+)?|{_SPELT_RUN})\b\s*-?\s*"
                         r"(?:(?P<power>square|sq|cubic|cu)\s+)?(?P<unit>[^\W\d_]+)")


def _of_measure(rest: str, at: int) -> tuple[str, float, str] | None:
    """(dimension, size in its base unit, the unit's key) of a pack's measure told after its noun at rest[at:] ("of
    forty kilos", "of twenty square feet"; PACK_OF_MEASURE), or None."""
    found = _OF_MEASURE.match(rest, at)
    if found is None or (found.group("a") and not found.group("n").startswith(("hundred", "thousand"))):
        return None
    inner = _number(found.group("n"))
    word = found.group("unit")
    unit = PER_UNITS.get(word)
    if inner is None or inner <= 0 or unit is None:
        return None
    if found.group("power"):
        power = _POWERS[found.group("power")]
        if unit[0] != "length":
            return None
        return _DIMENSION_OF_POWER[power], inner * unit[1] ** power, f"{found.group('power')[:2]} {noun_key(word)}"
    if unit[0] not in _PACK_DIMENSIONS:
        return None
    return unit[0], inner * unit[1], noun_key(word)


# A pack's size told on its noun around a price in passing (branch pack99, benchmarks/RESULTS.md): "a fifty-metre
# roll of webbing is seventy pounds now" (the price after the noun, with no per word) is £1.40 a metre; "5-litre
# bag-in-boxes this year, eighteen pounds a box" (the size on the noun before "a box") is £3.60 a litre. Only sizes
# of a physical dimension (_PACK_DIMENSIONS): "a 3-day course is £300" and "a 12-pack is £4" stay as they were read.
# Off: main's prices.
SIZED_PACKS = True
_PACK_DIMENSIONS = frozenset(("mass", "volume", "length", "area", "energy", "data"))
# A size on a noun: a number or number words, a unit, then the noun ("fifty-metre roll", "5-litre bag-in-boxes").
_SIZED_NOUN = re.compile(rf"\b(?P<n>\d+(?:[.,]\d+)?|{_SPELT_RUN})\b\s*-?\s*(?P<unit>[^\W\d_]+)[\s-]+"
                         r"(?P<noun>[^\W\d_]+(?:-[^\W\d_]+)*)")
# "a" and a sized noun, up to four words after it ("of polyester webbing"), then a verb the price follows.
_SIZED_SUBJECT = re.compile(rf"\b(?:an?|one|each|every)\s+(?={_SIZED_NOUN.pattern})")
_SIZED_VERB = re.compile(r"(?:\s+[^\W\d_]+){0,4}?\s+(?:is|are|costs?|sells\s+for|goes\s+for)\s+(?:now\s+)?")
_SIZED_WINDOW = 120
_SIZED_AMOUNT = 30  # the most characters of the amount after the verb ("seventy-five pounds fifty")
_SENTENCE = re.compile(r".*[.;!?](?:\s|$)", re.S)


def _pack_size(found: re.Match[str]) -> tuple[str, float, str] | None:
    """(dimension, size in its base unit, the unit's key) of a sized noun (_SIZED_NOUN) of a _PACK_DIMENSIONS unit."""
    unit = PER_UNITS.get(found.group("unit"))
    count = _number(found.group("n"))
    if unit is None or unit[0] not in _PACK_DIMENSIONS or count is None or count <= 0:
        return None
    return unit[0], count * unit[1], noun_key(found.group("unit"))


def _sized_pack(low: str, end: int, unit: tuple[str, float, str, str] | None) -> \
        tuple[str, float, str, str] | None:
    """The unit (as _unit's) a price that ends at `end` of lower-cased `low` is per when a pack's size is told on its
    noun in the same sentence (SIZED_PACKS): with no per unit (`unit` None), a sized noun after "a" then up to four
    words and "is" / "costs" right before the amount ("a fifty-metre roll of webbing is seventy pounds"); per a count
    of a thing (`unit`: "a box"), the last sized noun before the price whose last word is that thing ("5-litre
    bag-in-boxes, eighteen pounds a box"). None otherwise."""
    window = _sentence_window(low, end)
    if unit is None:
        return _sized_lead(window, _SIZED_SUBJECT, _SIZED_VERB)
    for found in reversed(list(_SIZED_NOUN.finditer(window))):
        last = found.group("noun").rsplit("-", 1)[-1]
        if unit[2] in (noun_key(last), noun_key(last[:-2]) if last.endswith("es") else ""):  # "boxes" / "a box"
            size = _pack_size(found)
            return (size[0], unit[1] * size[1], "", size[2]) if size is not None else None
    return None


# A pack's price told with its size on its noun, where _sized_pack reads none (issue 18, branch newest132,
# benchmarks/RESULTS.md): "each" after a price whose sentence names sized packs before it ("it's the ten-kilo sacks
# only now, twenty-eight quid each" is £2.80 a kilo as well as £28 a sack: "the 10 ml bottles up to 48p each"
# compares with "42p each" as a count and with "£2.10 for 50 ml" as a volume), and a sized noun after "a" or "the"
# with "for", "at" or "up to" right before the amount ("We sell a 3-kilo bag of lumpwood charcoal for £8", "Put the
# 3-kilo bag of lumpwood up to £9"). Off: "each" a count of one alone, and no price for the second (main before the
# branch).
PACK_EACH = True
_SIZED_FOR_SUBJECT = re.compile(rf"\b(?:an?|one|each|every|the|our|its)\s+(?={_SIZED_NOUN.pattern})")
_SIZED_FOR_VERB = re.compile(r"(?:\s+[^\W\d_]+){0,4}?\s+(?:for|at|(?:up|down)\s+to)\s+")


def _sentence_window(low: str, end: int) -> str:
    """The text of `low`'s sentence (after its last ".", ";", "!" or "?") up to `end`, at most _SIZED_WINDOW long."""
    start = max(0, end - _SIZED_WINDOW)
    head = _SENTENCE.match(low, start, end)
    return low[head.end() if head is not None else start:end]


def _sized_each(low: str, end: int) -> tuple[str, float, str, str] | None:
    """The unit (as _unit's) a price that ends at `end` of lower-cased `low`, followed by "each", is per when its
    sentence names a sized noun before it ("the ten-kilo sacks ..., twenty-eight quid each") with no other amount
    between (PACK_EACH); None otherwise."""
    if not PACK_EACH:
        return None
    window = _sentence_window(low, end)
    sized = [(found, size) for found in _SIZED_NOUN.finditer(window) if (size := _pack_size(found)) is not None]
    if not sized or len(_amounts(window[sized[-1][0].end():])) != 1:
        return None
    size = sized[-1][1]
    return size[0], size[1], "", size[2]


def _sized_for(low: str, end: int) -> tuple[str, float, str, str] | None:
    """The unit (as _unit's) a price that ends at `end` of lower-cased `low`, with no per word after it, is per when a
    sized noun after "a" or "the", up to four words, and "for", "at" or "up to" come right before the amount ("a
    3-kilo bag of lumpwood charcoal for £8"; PACK_EACH); None otherwise."""
    if not PACK_EACH:
        return None
    return _sized_lead(_sentence_window(low, end), _SIZED_FOR_SUBJECT, _SIZED_FOR_VERB)


def _sized_lead(window: str, subject: re.Pattern[str],
                verb_after: re.Pattern[str]) -> tuple[str, float, str, str] | None:
    """The unit (as _unit's) of the first sized noun in `window` (a sentence up to a price's end) that follows a match
    of `subject` and is followed by one of `verb_after` and then the price alone (one amount, ending the window)."""
    for lead in subject.finditer(window):
        found = _SIZED_NOUN.match(window, lead.end())
        verb = verb_after.match(window, found.end()) if found is not None else None
        rest = window[verb.end():] if verb is not None else ""
        size = _pack_size(found) if found is not None and verb is not None else None
        if size is not None and len(rest) <= _SIZED_AMOUNT and len(got := _amounts(rest)) == 1 and \
                got[0][2] == len(rest):
            return size[0], size[1], "", size[2]
    return None


@lru_cache(maxsize=8192)
def prices(text: str) -> tuple[Price, ...]:
    """The prices per unit `text` states, in order (see the module doc)."""
    low = text.lower()
    out: list[Price] = []
    for currency, amount, end in _amounts(text):
        amount, end = _cents_after(low, currency, amount, end)  # "five pounds ninety a gallon"
        per = _PER.match(low, end)
        if per is None:
            if SIZED_PACKS and (sized := _sized_pack(low, end, None) or _sized_for(low, end)) is not None:
                dimension, size, noun, key = sized
                out.append(Price(currency, dimension, amount / size, noun, size, key))
            elif (counted := _counted_pack(low, end) or _sized_count_pack(low, end) or
                  _hyphen_count_pack(low, end)) is not None:
                out.append(Price(currency, "count", amount / counted[0], counted[1], counted[0], counted[2]))
            elif (basis := _adjective_basis(low, end)) is not None:  # "the annual subscription is 24 pounds"
                out.append(Price(currency, "time", amount / basis[0], "", basis[0], basis[1]))
            continue
        unit = _pints(_gallons(_unit(low[per.end():], per.group("for") is not None), currency), currency)
        if unit is not None and unit[0] == "time" and (basis := _count_basis(low, per.end())) is not None:
            out.append(Price(currency, "count", amount / basis[0], basis[1], basis[0], basis[1]))  # "a year for 4 ..."
        if unit is None and per.group("word") == "each":
            unit = "count", 1.0, "", ""  # "£5 each to sharpen"
            if (sized := _sized_each(low, end)) is not None:  # "the ten-kilo sacks, £28 each": per kilo too
                out.append(Price(currency, sized[0], amount / sized[1], "", sized[1], sized[3]))
        if SIZED_PACKS and unit is not None and unit[0] == "count" and unit[2]:
            sized = _sized_pack(low, end, unit)  # "5-litre boxes, £18 a box"
            if sized is None and (told := _told_count_pack(low, end, unit)) is not None:  # "boxes of ten, £42 a box"
                out.append(Price(currency, told[0], amount / told[1], told[2], told[1], told[3]))
            unit = sized or unit
        if unit is None:
            continue
        dimension, size, noun, key = unit
        out.append(Price(currency, dimension, amount / size, noun, size, key))
    if TIME_BASIS:
        out.extend(_bare_basis_prices(low))  # "nine hundred a year now for the four visits"
    return tuple(out)


def _currencies_meet(a: str, b: str) -> bool:
    return a == b or "cent" in (a, b) or "" in (a, b)  # "": an amount told with no currency (_bare_basis_prices)


@lru_cache(maxsize=8192)
def _noun_keys(text: str) -> frozenset[str]:
    return frozenset(noun_key(w) for w in _UNIT_WORD.findall(text.lower()))


def _comparable(a: Price, a_text: str, b: Price, b_text: str) -> bool:
    """Whether two prices (of texts `a_text` and `b_text`) are of one dimension, currency and thing (module doc)."""
    if a.dimension != b.dimension or not _currencies_meet(a.currency, b.currency):
        return False
    if a.dimension != "count" or a.noun == b.noun:
        return True
    if not a.noun:
        return b.noun in _noun_keys(a_text)
    if not b.noun:
        return a.noun in _noun_keys(b_text)
    return _for_basis(a, a_text, b, b_text) or _pack_items(a, b, b_text) or _pack_items(b, a, a_text)


def _equal(a: Price, b: Price) -> bool:
    return abs(a.value - b.value) <= PRICE_TOLERANCE * max(abs(a.value), abs(b.value))


def _another_unit(a: Price, b: Price) -> bool:
    """Whether two comparable prices are per another unit or pack ("a 250-gram tub" / "a kilo"), or per one written
    in another word ("a kg" / "per kilo": a reader of words sees no unit shared); not "£110 a day" / "£85 a day"."""
    return abs(a.size - b.size) > 1e-9 * max(a.size, b.size) or a.noun != b.noun or a.unit != b.unit


_ASKED_UNIT = re.compile(r"\b(?:an?|one|per|each)\s+")


@lru_cache(maxsize=4096)
def asked_unit(question: str) -> tuple[str, float, str] | None:
    """(dimension, size, key) of the unit `question` asks a price per, when it names one after "a", "an", "one",
    "per" or "each": a unit of PER_UNITS ("a kilo of bryndza", "a single pandesal", "per square metre") or a pack of a
    number ("a card of six hearing aid batteries"); not a thing alone ("a one-show day")."""
    low = question.lower()
    for found in _ASKED_UNIT.finditer(low):
        unit = _unit(low[found.end():], False)
        if unit is not None and (unit[0] != "count" or unit[1] != 1.0 or not unit[2]):
            return unit[0], unit[1], unit[3]
    return None


@lru_cache(maxsize=8192)
def asked_prices(older: str, question: str) -> tuple[Price, ...]:
    """`older`'s prices per unit (prices()); failing those, its amounts read as per the unit `question` asks a price
    per (asked_unit: "Battery cards (six cells) are now £4.50." for "How much is a card of six hearing aid
    batteries?" is £0.75 a battery, of no thing named)."""
    found = prices(older)
    unit = asked_unit(question) if not found and question else None
    if unit is None:
        return found
    dimension, size, key = unit
    return tuple(Price(currency, dimension, amount / size, "", size, key) for currency, amount, _ in _amounts(older))


def _amounts(text: str) -> tuple[tuple[str, float, int], ...]:
    """The amounts of money `text` states, in order: (currency, amount in it, the offset after the amount) each."""
    low = text.lower()
    found: list[tuple[int, str, float, int]] = []  # (start, currency sign or word, amount, end)
    for match in _DIGITS.finditer(low):
        start, end = match.span()
        if start and (low[start - 1].isalnum() or low[start - 1] in ".,") and _rand_sign(low, start) is None and \
                _rupiah_sign(text, low, start) is None:
            continue  # inside a word or a number ("c41", "v2.1")
        amount = _number(match.group())
        if amount is None:
            continue
        before = _MARK_BEFORE.search(low, max(0, start - 5), start)
        if before is None:
            before = _rand_sign(low, start) or _ariary_sign(text, low, start, match.group()) or \
                _rupiah_sign(text, low, start)
        if before is not None:
            if low.startswith("k", end) and not low[end + 1:end + 2].isalnum():  # "£1.2k"
                amount, end = amount * 1000.0, end + 1
            found.append((before.start(), before.group().strip().rstrip("."), amount, end))
            continue
        after = _MARK_AFTER.match(low, end)
        if after is not None and after.group("mark") in _AFTER_WORDS:
            found.append((start, after.group("mark"), amount * (1000.0 if after.group("k") else 1.0), after.end()))
    words = low.translate(_PUNCTUATION).split()  # str.split: a regex over every word cost as much as the rest
    if not _AFTER_WORDS.isdisjoint(words) and not _SPELT_WORDS.isdisjoint(words):  # "sixty pounds"
        for word in _LETTERS.finditer(low):
            if word.group() in _AFTER_WORDS and (spelt := _SPELT_BEFORE.search(low, max(0, word.start() - 60),
                                                                               word.start())) is not None:
                amount = _number(spelt.group().strip())
                if amount is not None:
                    found.append((spelt.start(), word.group(), amount, word.end()))
    if "fiver" in low or "tenner" in low:
        found.extend((m.start(), "quid", _NOTES[m.group("mark")], m.end()) for m in _NOTE_AMOUNT.finditer(low))
    out: list[tuple[str, float, int]] = []
    last = -1
    for start, mark, amount, end in sorted(found):
        if start >= last:  # one amount read twice ("£5 pounds") counts once
            currency = _CURRENCIES[mark]
            out.append((currency[0], amount * currency[1], end))
            last = end
    return tuple(out)


@lru_cache(maxsize=8192)
def _compare(newer: str, older: str, other_unit: bool, question: str) -> tuple[int, int]:
    """(how many of `newer`'s prices compare with one of `older`'s (asked_prices, for `question`), per another unit
    or pack when `other_unit`; how many of those equal none of them)."""
    theirs = asked_prices(older, question)
    compared = changed = 0
    if not theirs:
        return 0, 0
    for mine in prices(newer):
        mine, packs = _packs_as_counts(mine, newer, theirs, older)
        others = [p for p in packs
                  if _comparable(mine, newer, p, older) and (not other_unit or _another_unit(mine, p))]
        if others:
            compared += 1
            changed += not any(_equal(mine, p) for p in others)
    return compared, changed


def price_changed(newer: str, older: str, question: str = "") -> bool:
    """Whether `newer` states a price for another unit or pack than one of `older`'s (asked_prices, for `question`),
    of one dimension, currency and thing, that equals none of `older`'s after conversion ("£72 a quarter" after "£22
    per month": £24 a month). A price for the same unit is left to the reader of written values
    (semantics.asked_change's other rules)."""
    return _compare(newer, older, True, question)[1] > 0


def price_per_another_unit(newer: str, older: str, question: str = "") -> bool:
    """Whether a price per unit `newer` states is of one dimension and thing as one of `older`'s (asked_prices, for
    `question`) but per another unit or pack, or in another currency, and none is per the same unit in the same
    currency: the pairs price_changed and price_restated read, or, in two currencies, none compares (semantics.
    from_date_change leaves them to those; branch misses89)."""
    theirs = asked_prices(older, question)
    pairs = [(a, b) for a in prices(newer) for b in theirs
             if _comparable(a._replace(currency=b.currency), newer, b, older)]
    return bool(pairs) and \
        not any(_currencies_meet(a.currency, b.currency) and not _another_unit(a, b) for a, b in pairs)


def price_restated(newer: str, older: str, question: str = "") -> bool:
    """Whether every price per unit `newer` states that compares with one of `older`'s (asked_prices, for `question`)
    equals one of them after conversion, and there is one ("25p a kilo" after "£250 per tonne"): the same value in
    another unit, no change."""
    compared, changed = _compare(newer, older, False, question)
    return compared > 0 and changed == 0


_QUESTION_UNIT = re.compile(r"\b(?:(?:square|sq|cubic|cu)\s+)?[^\W\d_][\w²³]*")


@lru_cache(maxsize=4096)
def unit_dimensions(question: str) -> frozenset[str]:
    """The dimensions of the units `question` names ("per square metre": area, "a kilo of": mass, "each month": time,
    "a single pandesal", "a card of six": count)."""
    out: set[str] = set()
    for found in _QUESTION_UNIT.finditer(question.lower()):
        parts = found.group().split()
        if len(parts) == 2:
            unit = PER_UNITS.get(parts[1])
            if unit is not None and unit[0] == "length":
                out.add(_DIMENSION_OF_POWER[_POWERS[parts[0]]])
            continue
        unit = PER_UNITS.get(parts[0])
        if unit is not None and parts[0] not in ("one", "m", "t", "h", "g", "l"):
            out.add(unit[0])
    if re.search(r"\b(?:an?|one|each)\s+\w+\s+of\s+(?:\d+|" + "|".join(_SPELT) + r")\b", question.lower()):
        out.add("count")  # "a card of six hearing aid batteries"
    return frozenset(out)


# The stems (semantics.stems: first five letters) of the words a price per unit is written with: the units, the
# currencies, the per words. asked_change's share tests leave them out of the subject a clause must share.
PRICE_STEMS = frozenset(w[:5] for w in (*PER_UNITS, *_POWERS, *(c for c in _CURRENCIES if c.isalpha()), "per",
                                        "each", "price", "cost", "costs"))


# A price per a count told "for" another thing (branch newest100, benchmarks/RESULTS.md): "seventy-five quid a visit
# for the first flue" is a price per flue, comparable with "£70 a flue" (one visit sweeps one flue); "£30 a session for
# each dog" with "£28 a dog". Off: main's _comparable (a count of one thing compares with a count of that thing only).
FOR_BASIS = True
_FOR_BASIS = re.compile(r"\b(?:an?|per|each)\s+[^\W\d_]+\s+for\s+(?:(?:the|a|an|each|every|one|first|single|your|our|"
                        r"their)\s+){1,3}(?P<noun>[^\W\d_]+)")


@lru_cache(maxsize=8192)
def _for_nouns(text: str) -> frozenset[str]:
    """The things (noun_key) a price per a count in `text` is told "for": "a visit for the first flue" -> "flue"
    (an article, "each", "every", "one" or "first" before the thing; "£5 a bag for garden waste" names what the bag
    holds, not what it is per)."""
    return frozenset(noun_key(m.group("noun")) for m in _FOR_BASIS.finditer(text.lower()))


def _for_basis(a: Price, a_text: str, b: Price, b_text: str) -> bool:
    """Whether two prices per a count of two named things compare because one is told "for" the other's thing
    (FOR_BASIS, _for_nouns: "£75 a visit for the first flue" / "£70 a flue")."""
    return FOR_BASIS and bool(a.noun) and bool(b.noun) and \
        (b.noun in _for_nouns(a_text) or a.noun in _for_nouns(b_text))


# A count per a unit of time ("two requests a second", "60 requests per minute", "5 calls/min"), read after
# quantities.spelt_in_digits: the number, up to one word, the thing counted, a per word and a unit of time
# (branch newest100: semantics reads a rate limit told in another unit of time as a change).
_COUNT_RATE = re.compile(r"(?<![\w.,])(?P<n>\d+(?:[.,]\d+)?)\s+(?:[^\W\d_]+\s+)?(?P<noun>[^\W\d_]+)\s*"
                         r"(?:/\s*|\s(?:per|an?|each|every)\s+)(?P<unit>[^\W\d_]+)\b")


@lru_cache(maxsize=8192)
def count_rates(text: str) -> tuple[tuple[str, float], ...]:
    """The counts per a unit of time `text` states in digits (_COUNT_RATE; number words are left to the caller's
    quantities.spelt_in_digits), each as (the thing counted: noun_key, how many per minute): "2 requests a second"
    -> ("requ", 120.0), "60 requests per minute" -> ("requ", 60.0). Money is no count: a currency word is no thing
    counted ("5 euros a day" is a price)."""
    out = []
    for m in _COUNT_RATE.finditer(text.lower()):
        unit, noun = PER_UNITS.get(m.group("unit")), m.group("noun")
        count = _number(m.group("n"))
        if unit is None or unit[0] != "time" or noun in _CURRENCIES or noun in PER_UNITS or count is None:
            continue
        out.append((noun_key(noun), count / unit[1]))
    return tuple(out)


def rate_changed(newer: str, older: str) -> bool | None:
    """Whether a count per a unit of time in `newer` (count_rates) differs, after conversion, from `older`'s of the
    same thing ("2 requests a second" after "60 requests per minute": 120 a minute); False when each such rate equals
    one of `older`'s ("1 request a second" after "60 requests per minute"); None when none compares."""
    return _rates_differ(count_rates(newer), count_rates(older))


def _rates_differ(mine: tuple[tuple[str, float], ...], theirs: tuple[tuple[str, float], ...]) -> bool | None:
    """Whether a (thing, count a minute) of `mine` differs from each of `theirs` of the same thing (within
    PRICE_TOLERANCE); None when no thing of `mine` is among `theirs`."""
    compared = [(noun, value) for noun, value in mine if any(n == noun for n, _ in theirs)]
    if not compared:
        return None
    return any(not any(n == noun and abs(v - value) <= PRICE_TOLERANCE * max(v, value) for n, v in theirs)
               for noun, value in compared)


# A rate told with another word for the thing counted, or "one" before it (issue 18, branch newest133,
# benchmarks/RESULTS.md): "each token can make four calls a second now" after "180 requests a minute per token", "the
# feed now answers one call a second" after "30 requests per minute". An API's requests are counted as calls,
# queries or hits as often: those words count one thing (_ALIKE_THINGS, by noun_key); "one" before the thing and its
# unit of time is the count 1 (quantities.spelt_in_digits leaves a lone "one", a pronoun as often). Off: count_rates.
RATE_ALIKE = True
_ALIKE_THINGS = {noun_key(w): "requ" for w in ("requests", "reqs", "calls", "queries", "hits")}
_ONE_RATE = re.compile(r"\bone(?=\s+(?:[^\W\d_]+\s+)?[^\W\d_]+\s*(?:/\s*|\s(?:per|an?|each|every)\s+)[^\W\d_]+\b)")


def rate_alike_on() -> bool:
    """Whether RATE_ALIKE is on (for a caller that caches its own reading of alike_rates)."""
    return RATE_ALIKE


def alike_thing(word: str) -> str:
    """The key a thing counted per a unit of time compares by: noun_key, read by its class (_ALIKE_THINGS: "calls",
    "queries" and "requests" are "requ")."""
    key = noun_key(word.lower())
    return _ALIKE_THINGS.get(key, key)


def alike_rates(text: str) -> tuple[tuple[str, float], ...]:
    """count_rates of `text` (in digits) with the thing counted read by its class (alike_thing) and "one" before a
    thing and a unit of time read as 1 ("one call a second" -> ("requ", 60.0)); () when RATE_ALIKE is off."""
    return _alike_rates(text) if RATE_ALIKE else ()


@lru_cache(maxsize=8192)
def _alike_rates(text: str) -> tuple[tuple[str, float], ...]:
    found = count_rates(_ONE_RATE.sub("1", text)) if "one" in text.lower() else count_rates(text)
    return tuple((_ALIKE_THINGS.get(noun, noun), value) for noun, value in found)


def rate_alike_changed(newer: str, older: str) -> bool | None:
    """rate_changed over alike_rates: whether a count per a unit of time in `newer` differs, after conversion, from
    `older`'s of the same thing or one counted alike ("3 calls a second" after "120 requests a minute": 180 against
    120 a minute); False when each equals one of `older`'s; None when none compares (or RATE_ALIKE is off)."""
    return _rates_differ(alike_rates(newer), alike_rates(older))


@lru_cache(maxsize=8192)
def amount_currencies(text: str) -> frozenset[str]:
    """The currencies `text` states an amount of (_amounts: "two hundred pounds", "£180" -> {"pound"}); "cent" for
    cents, which meet any currency that has them."""
    return frozenset(currency for currency, _, _ in _amounts(text))


# A price per a pack of a count told on its noun (issue 18, branch newest107, benchmarks/RESULTS.md): "a bundle of
# fifty staves is two hundred and forty pounds now" is £4.80 a stave (after "4.60 pounds each"), "a box of 12 eggs
# costs £3", "a case of six bottles sells for 45 euros": "a / one / each" and a pack's noun, "of" and a count, the
# thing counted, then a verb the price follows (_SIZED_VERB, as pack99's sized nouns read). Off: main's prices.
COUNTED_PACKS = True
_COUNTED_SUBJECT = re.compile(
    rf"\b(?:an?|one|each|every)\s+(?P<pack>[^\W\d_]+)\s+of\s+(?P<n>\d+|{_SPELT_RUN})\b"
    r"(?:\s+(?!(?:is|are|costs?|sells|goes|now)\b)(?P<noun>[^\W\d_]+))?")


def _counted_pack(low: str, end: int) -> tuple[float, str, str] | None:
    """(the count, the thing counted: noun_key, "" for none named; the pack's key: noun_key) of a pack of a count that
    a price ending at `end` of lower-cased `low`, with no per word after it, is told for in the same sentence
    (COUNTED_PACKS): "a bundle of fifty staves is" right before the amount; a count of two or more. None otherwise."""
    if not COUNTED_PACKS:
        return None
    start = max(0, end - _SIZED_WINDOW)
    head = _SENTENCE.match(low, start, end)
    window = low[head.end() if head is not None else start:end]
    for found in _COUNTED_SUBJECT.finditer(window):
        verb = _SIZED_VERB.match(window, found.end())
        count = _number(found.group("n"))
        if verb is None or count is None or count < 2 or found.group("pack") in _FUNCTION:
            continue
        rest = window[verb.end():]
        if len(rest) <= _SIZED_AMOUNT and len(got := _amounts(rest)) == 1 and got[0][2] == len(rest):
            noun = found.group("noun")
            thing = noun_key(noun) if noun and noun not in _FUNCTION else ""
            return count, thing, noun_key(found.group("pack"))
    return None


# A price per a unit of time told for a count of things (issue 18, branch newest107): "nine hundred a year now for the
# four visits" is 225 a visit (after "200 pounds a visit"), "£600 a month for twelve lessons" £50 a lesson: the unit of
# time, "now" or "then" allowed, "for", an article or a possessive allowed, a count of two or more and the thing (no
# unit of PER_UNITS: "£50 a week for two weeks" is per week). The price per the unit of time is read as well; an amount
# told with no currency ("nine hundred") is read in this frame only, its currency "" meeting any (_currencies_meet).
# Off: main's prices.
TIME_BASIS = True
_BASIS = re.compile(rf"[^\W\d_]+(?:\s+(?:now|then))?\s+for\s+(?:(?:the|all|its|our|their|your|those|these)\s+)?"
                    rf"(?P<n>\d+|{_SPELT_RUN})\s+(?P<noun>[^\W\d_]+)")
_BARE_BASIS = re.compile(rf"(?<![\w.,£€$₹¥₱₽₺₦₩])(?P<amount>\d+(?:[.,]\d+)*|{_SPELT_RUN})\s+(?:an?|per|each)\s+"
                         r"(?=[^\W\d_]+(?:\s+(?:now|then))?\s+for\s)")


_TIME_WORDS = "|".join(sorted(w for w, u in PER_UNITS.items() if u[0] == "time"))
_BASIS_HINT = re.compile(rf"\s(?:an?|per|each)\s+(?:{_TIME_WORDS})(?:\s+(?:now|then))?\s+for\s")


def _count_basis(low: str, at: int) -> tuple[float, str] | None:
    """(the count, the thing: noun_key) a price per the unit of time opening at `at` of lower-cased `low` is told for
    (TIME_BASIS: "a year now for the four visits" -> (4.0, "visi")), or None."""
    if not TIME_BASIS:
        return None
    found = _BASIS.match(low, at)
    if found is None or PER_UNITS.get(found.group().split(None, 1)[0], ("",))[0] != "time":
        return None
    count, noun = _number(found.group("n")), found.group("noun")
    if count is None or count < 2 or noun in PER_UNITS or noun in _FUNCTION or noun in _CURRENCIES:
        return None
    return count, noun_key(noun)


def _bare_basis_prices(low: str) -> tuple[Price, ...]:
    """The prices per a count of things that lower-cased `low` tells as a number with no currency per a unit of time
    for that count (TIME_BASIS: "nine hundred a year now for the four visits": 225 a visit, currency "")."""
    if " for " not in low or _BASIS_HINT.search(low) is None:
        return ()  # most texts: no unit of time and "for" after a per word (one scan, no number words)
    out = []
    for found in _BARE_BASIS.finditer(low):
        start, stop = found.span("amount")
        if _MARK_BEFORE.search(low, max(0, start - 5), start) is not None or low[start:stop].strip() == "one":
            continue  # an amount _amounts reads ("£900 a year"), or "one a year"
        amount = _number(found.group("amount"))
        basis = _count_basis(low, found.end())
        if amount is not None and basis is not None:
            out.append(Price("", "count", amount / basis[0], basis[1], basis[0], basis[1]))
    return tuple(out)


# The rand by its sign: "R" right before a number, no space between ("R85 a 500 g bag"), read as "rand" by word ("a
# hundred and twenty rand a bag"; issue 18, branch newest106). An "r" ending a word or after a point ("car2",
# "v1.r3") is none; a lone "R2" is read as R2 but is a price only with a per word after it. Off: main's signs and codes.
RAND_SIGN = True
_RAND_BEFORE = re.compile(r"(?<![\w.])r$")
_CURRENCIES["r"] = ("rand", 1.0)  # after _AFTER: "85 r" is no amount


# the ariary's sign "Ar" before a number (branch newest129)
_ARIARY_BEFORE = re.compile(r"(?<![\w.])ar ?$")


def _ariary_sign(text: str, low: str, start: int, number: str) -> re.Match[str] | None:
    """The ariary's sign before the number at `start` of `text` (`low`: lower-cased): "Ar" as written, its number
    grouped by commas ("Ar 45,000"): a flight "AR 1453" or the Welsh "ar 4 Rhagfyr" is no amount."""
    if "," not in number or not text[max(0, start - 3):start].rstrip().endswith("Ar"):
        return None
    return _ARIARY_BEFORE.search(low, max(0, start - 3), start)


# the rupiah's sign "Rp" before a number, glued or after a space, as written ("Rp12,500"; branch recall177)
_RUPIAH_BEFORE = re.compile(r"(?<![\w.])rp ?$")


def _rupiah_sign(text: str, low: str, start: int) -> re.Match[str] | None:
    """The rupiah's sign before the number at `start` of `text` (`low`: lower-cased): "Rp" as written (an "RP" or
    "rp" is another word), or None."""
    if not text[max(0, start - 3):start].rstrip().endswith("Rp"):
        return None
    return _RUPIAH_BEFORE.search(low, max(0, start - 3), start)


def _rand_sign(low: str, start: int) -> re.Match[str] | None:
    """The rand's sign "r" right before the number at `start` of lower-cased `low` (RAND_SIGN), or None."""
    return _RAND_BEFORE.search(low, max(0, start - 2), start) if RAND_SIGN else None


# A price per a sized pack ("R85 a 500 g bag") read as per one of that pack too when the other price is per the pack's
# noun with no size ("a hundred and twenty rand a bag now"): one bag of the two notes, 120 vs 85 a bag (issue 18,
# branch newest106). A price per a sized pack against another sized or per-unit price is compared by the size, as
# before ("R170 a 1 kg bag" is "R85 a 500 g bag"). Off: main's reading (another dimension: no compare).
PACK_AS_COUNT = True


@lru_cache(maxsize=8192)
def _pack_nouns(text: str) -> dict[tuple[str, float, str], str]:
    """The sized packs `text` names by (dimension, size, the unit's key) as _unit reads a price per one ("500 g bag":
    ("mass", 500.0, "g") -> "bag"), each to its noun (noun_key; not a function word, a unit or a currency: "per
    100 g of cheese" names no pack)."""
    out: dict[tuple[str, float, str], str] = {}
    for found in _SIZED_NOUN.finditer(text.lower()):
        size = _pack_size(found)
        noun = found.group("noun").rsplit("-", 1)[-1]
        if size is not None and noun not in _FUNCTION and noun not in PER_UNITS and noun not in _CURRENCIES:
            out.setdefault(size, noun_key(noun))
    return out


def _pack_of(price: Price, text: str) -> str:
    """The noun of the sized pack `price` (of `text`) is per ("bag" for "R85 a 500 g bag"), else ""."""
    if price.dimension not in _PACK_DIMENSIONS:
        return ""
    return _pack_nouns(text).get((price.dimension, price.size, price.unit), "")


def _packs_as_counts(mine: Price, newer: str, theirs: tuple[Price, ...], older: str) -> \
        tuple[Price, tuple[Price, ...]]:
    """(`mine`, of `newer`, and `theirs`, of `older`) with a price per a sized pack (_pack_of) read as per one of the
    pack (a count of its noun, the unit's key kept: per another written unit) where the other side's price is a count
    of that noun (PACK_AS_COUNT): "R85 a 500 g bag" as R85 a bag against "120 rand a bag"."""
    if not PACK_AS_COUNT:
        return mine, theirs
    if mine.dimension == "count" and mine.noun:
        return mine, tuple(_one_pack(p, mine.noun) if _pack_of(p, older) == mine.noun else p for p in theirs)
    pack = _pack_of(mine, newer)
    if pack and any(p.dimension == "count" and p.noun == pack for p in theirs):
        return _one_pack(mine, pack), theirs
    return mine, theirs


def _one_pack(price: Price, noun: str) -> Price:
    """`price` (per a sized pack of `noun`) as per one of its pack: a count of the noun."""
    return price._replace(dimension="count", value=price.value * price.size, noun=noun, size=1.0)


# English readings of prices per unit told in holdout30's notes (issue 18, branch newest110, benchmarks/RESULTS.md),
# each with its switch (off: main's prices):
# - GALLONS: a gallon is a unit of volume (the imperial gallon, 4.54609 litres, for a price in pounds; the US gallon,
#   3.785 litres, for any other currency): "five pounds ninety a gallon" is £1.30 a litre, not a count of "gallons".
# - POUNDS_AND_PENCE: a currency word then its cents, 1-99 in digits or words, before a per word or the clause's end
#   ("five pounds ninety a gallon" is £5.90, "4 euros 50 a kilo" €4.50): before, the cents were skipped as a word
#   between the amount and its per word, and the price read as £5.
# - ADJECTIVE_BASIS: a price with no per word after it whose subject opens with a word of a unit of time ("the annual
#   subscription is 24 pounds", "the monthly fee is now £30", "the nightly rate is €80") is per that unit.
# - SIZED_COUNT_PACK: a pack of a count of sized things ("a box of two hundred ten-ml bottles is a hundred and ten
#   pounds": 55p a bottle; "a case of 6 75-cl bottles costs £60"), which COUNTED_PACKS reads only with no size on the
#   thing counted.
GALLONS = True
POUNDS_AND_PENCE = True
ADJECTIVE_BASIS = True
SIZED_COUNT_PACK = True
_IMPERIAL_GALLON, _US_GALLON = 4.54609e-3, 3.785411784e-3
# currencies (_CURRENCIES' names) whose amount is told with cents after it
_CENTED = frozenset(("pound", "euro", "dollar", "rand", "franc", "peso", "shilling", "rupee", "rouble", "lira"))
_CENTS_AFTER = re.compile(rf"\s+(?P<c>\d{{1,2}}|{_SPELT_RUN})(?=\s+(?:an?|per(?!\s+cent)|each)\b|\s*(?:[,;.!?]|$))")
_BASIS_WORDS = {"hourly": "hour", "daily": "day", "nightly": "night", "weekly": "week", "monthly": "month",
                "quarterly": "quarter", "annual": "year", "yearly": "year"}
_ADJECTIVE = re.compile(rf"\b(?P<adj>{'|'.join(_BASIS_WORDS)})\b")
_SIZED_COUNT = re.compile(
    rf"\b(?:an?|one|each|every)\s+(?P<pack>[^\W\d_]+)\s+of\s+(?P<n>\d+|(?:{'|'.join(_SPELT)})"
    rf"(?:[\s-]+(?:and\s+)?(?:{'|'.join(_SPELT)}))*?)\s+(?P<size>\d+(?:[.,]\d+)?|{'|'.join(_SPELT)})\s*-?\s*"
    r"(?P<unit>[^\W\d_]+)\s+(?P<noun>[^\W\d_]+)")


def _gallons(unit: tuple[str, float, str, str] | None, currency: str) -> tuple[str, float, str, str] | None:
    """_unit's `unit` of a price in `currency`, a count of gallons read as a volume (GALLONS): the imperial gallon for
    pounds, the US gallon for another currency."""
    if not GALLONS or unit is None or unit[0] != "count" or unit[2] != "gall":
        return unit
    return "volume", unit[1] * (_IMPERIAL_GALLON if currency == "pound" else _US_GALLON), "", "gall"


def _cents_after(low: str, currency: str, amount: float, end: int) -> tuple[float, int]:
    """(`amount`, `end`) of an amount in `currency` ending at `end` of lower-cased `low`, with the cents told right
    after its currency word counted in (POUNDS_AND_PENCE): a whole amount of a currency of _CENTED, then 1-99 in digits
    or number words, then a per word or the clause's end ("five pounds ninety a gallon" -> 5.9)."""
    if not POUNDS_AND_PENCE or currency not in _CENTED or amount != int(amount) or not low[end - 1:end].isalpha():
        return amount, end
    found = _CENTS_AFTER.match(low, end)
    if found is None:
        return amount, end
    cents = _number(found.group("c"))
    if cents is None or not 1 <= cents < 100 or cents != int(cents):
        return amount, end
    return amount + cents / 100.0, found.end()


def _adjective_basis(low: str, end: int) -> tuple[float, str] | None:
    """(the unit of time's size, its key) a price ending at `end` of lower-cased `low`, with no per word after it, is
    per when its subject opens with a word of that unit (ADJECTIVE_BASIS): "annual" / "monthly" / ... then up to four
    words and "is" / "costs" right before the amount ("the annual subscription is 24 pounds"), in one sentence."""
    if not ADJECTIVE_BASIS:
        return None
    start = max(0, end - _SIZED_WINDOW)
    head = _SENTENCE.match(low, start, end)
    window = low[head.end() if head is not None else start:end]
    for found in _ADJECTIVE.finditer(window):
        verb = _SIZED_VERB.match(window, found.end())
        rest = window[verb.end():] if verb is not None else ""
        if verb is not None and len(rest) <= _SIZED_AMOUNT and len(got := _amounts(rest)) == 1 and \
                got[0][2] == len(rest):
            word = _BASIS_WORDS[found.group("adj")]
            return PER_UNITS[word][1], noun_key(word)
    return None


def _sized_count_pack(low: str, end: int) -> tuple[float, str, str] | None:
    """(the count, the thing counted: noun_key, the pack's key) of a pack of a count of sized things that a price ending
    at `end` of lower-cased `low`, with no per word after it, is told for (SIZED_COUNT_PACK): "a box of two hundred
    ten-ml bottles is" right before the amount, the size a unit of _PACK_DIMENSIONS, a count of two or more."""
    if not SIZED_COUNT_PACK or " of " not in low:
        return None
    start = max(0, end - _SIZED_WINDOW)
    head = _SENTENCE.match(low, start, end)
    window = low[head.end() if head is not None else start:end]
    for found in _SIZED_COUNT.finditer(window):
        unit = PER_UNITS.get(found.group("unit"))
        count = _number(found.group("n"))
        verb = _SIZED_VERB.match(window, found.end())
        if unit is None or unit[0] not in _PACK_DIMENSIONS or count is None or count < 2 or verb is None or \
                found.group("pack") in _FUNCTION or found.group("noun") in _FUNCTION:
            continue
        rest = window[verb.end():]
        if len(rest) <= _SIZED_AMOUNT and len(got := _amounts(rest)) == 1 and got[0][2] == len(rest):
            return count, noun_key(found.group("noun")), noun_key(found.group("pack"))
    return None


def price_changed_in_any_unit(newer: str, older: str, question: str = "") -> bool:
    """Whether `newer` states a price per unit, of one dimension, currency and thing as one of `older`'s (asked_prices,
    for `question`), that equals none of them after conversion, per the same unit or another (price_changed reads
    another unit only; semantics._same_unit_price asks this of a clause saying "now"; branch newest110)."""
    return _compare(newer, older, False, question)[1] > 0


# A pack of a count told as a compound before its noun (issue 18, branch newest120): "a 500-chick box from Ackroyd is
# fifty-two pounds now" is 10.4p a chick (after "£25 a box of 250"), "a twelve-egg tray is £3", "a six-bottle case
# costs 45 euros": "a / one / each", a count of two or more, a hyphen, the thing counted (no unit of PER_UNITS: "a
# 3-day course", "a 5-kilo box" are sized), the pack's noun, up to four words and a verb the price follows
# (_SIZED_VERB), the amount right after it. Off: main's prices.
HYPHEN_COUNT_PACK = True
_HYPHEN_COUNT = re.compile(rf"\b(?:an?|one|each|every)\s+(?P<n>\d+|{_SPELT_RUN})-(?P<noun>[^\W\d_]+)\s+"
                           r"(?P<pack>[^\W\d_]+)")


def _hyphen_count_pack(low: str, end: int) -> tuple[float, str, str] | None:
    """(the count, the thing counted: noun_key, the pack's key: noun_key) of a pack told as a count, a hyphen and the
    thing before the pack's noun that a price ending at `end` of lower-cased `low`, with no per word after it, is told
    for in the same sentence (HYPHEN_COUNT_PACK): "a 500-chick box from Ackroyd is" right before the amount. None
    otherwise."""
    if not HYPHEN_COUNT_PACK or "-" not in low:
        return None
    start = max(0, end - _SIZED_WINDOW)
    head = _SENTENCE.match(low, start, end)
    window = low[head.end() if head is not None else start:end]
    for found in _HYPHEN_COUNT.finditer(window):
        count, noun, pack = _number(found.group("n")), found.group("noun"), found.group("pack")
        verb = _SIZED_VERB.match(window, found.end())
        if verb is None or count is None or count < 2 or noun in PER_UNITS or noun in _FUNCTION or \
                pack in _FUNCTION or pack in PER_UNITS:
            continue
        rest = window[verb.end():]
        if len(rest) <= _SIZED_AMOUNT and len(got := _amounts(rest)) == 1 and got[0][2] == len(rest):
            return count, noun_key(noun), noun_key(pack)
    return None


# A pack of a count named earlier in the sentence than its price (issue 18, branch newest139, benchmarks/RESULTS.md):
# "the wholesaler only sells tubes in boxes of ten now, forty-two pounds a box" is £4.20 a tube (after "4.50 pounds
# each"), "peonies in bunches of ten now, thirty-five pounds a bunch" £3.50 a peony, comparable with "2.80 pounds a
# stem" of a text naming peonies: a price per one of a pack's noun ("a box", "per bunch") whose sentence says before it
# "<packs> of <count>" (the pack's noun, singular or plural, "of", a count of two or more, in digits or words),
# optionally after "<things> (come) in" or before the thing counted. The pack's price is per one of its count of the
# thing. Off: "a box" a count of one box (main).
TOLD_COUNT_PACK = True
_TOLD_PACK = re.compile(
    rf"(?:\b(?P<thing>[^\W\d_]+)\s+(?:(?:come|comes|only|now|sold|go|goes)\s+)?in\s+)?\b(?P<pack>[^\W\d_]+)\s+of\s+"
    rf"(?P<n>\d+|{_SPELT_RUN})\b(?:\s+(?P<noun>[^\W\d_]+))?")


def _told_count_pack(low: str, end: int, unit: tuple[str, float, str, str]) -> tuple[str, float, str, str] | None:
    """The unit (as _unit's: a count of the pack's thing, its size the pack's count) a price per one of a pack
    (`unit`: a count of one named noun, "a box") ending at `end` of lower-cased `low` is per when its sentence names
    that pack with its count before it ("tubes in boxes of ten now, forty-two pounds a box": a count of 10 tubes;
    TOLD_COUNT_PACK); the thing is the word before "in", else the word after the count, else "" (none named). None
    otherwise."""
    if not TOLD_COUNT_PACK or unit[1] != 1.0 or " of " not in low:
        return None
    window = _sentence_window(low, end)
    for found in reversed(list(_TOLD_PACK.finditer(window))):
        pack = found.group("pack")
        if unit[2] not in (noun_key(pack), noun_key(pack[:-2]) if pack.endswith("es") else ""):
            continue
        count = _number(found.group("n"))
        if count is None or count < 2 or count != int(count):
            return None
        thing = found.group("thing") or found.group("noun") or ""
        if thing in _FUNCTION or thing in PER_UNITS or thing in _CURRENCIES or thing in _SPELT_WORDS:
            thing = ""
        return "count", count, noun_key(thing) if thing else "", unit[3]
    return None


def _pack_items(a: Price, b: Price, b_text: str) -> bool:
    """Whether `a`, a price per one of a pack's things (_told_count_pack: a count of two or more, its pack's key
    another word), compares with `b`, a price per one of another named noun, because `b`'s text names `a`'s thing
    ("peonies in bunches of ten, thirty-five pounds a bunch" / "Peonies cost us 2.80 pounds a stem");
    TOLD_COUNT_PACK."""
    return TOLD_COUNT_PACK and a.size >= 2 and b.size == 1.0 and a.unit != a.noun and a.noun in _noun_keys(b_text)


# A pint is a unit of volume (issue 18, branch newest139, benchmarks/RESULTS.md), as GALLONS reads a gallon: the
# imperial pint (0.568 litres) for a price in pounds, the US pint (0.473 litres) for another currency. "1.20 pounds a
# pint" is £2.11 a litre, so "two-litre bottles now, two pounds forty each" (£1.20 a litre) compares with it. Off: a
# count of "pints".
PINTS = True
_IMPERIAL_PINT, _US_PINT = 0.56826125e-3, 0.473176473e-3


def _pints(unit: tuple[str, float, str, str] | None, currency: str) -> tuple[str, float, str, str] | None:
    """_unit's `unit` of a price in `currency`, a count of pints read as a volume (PINTS): the imperial pint for
    pounds, the US pint for another currency."""
    if not PINTS or unit is None or unit[0] != "count" or unit[2] != "pint":
        return unit
    return "volume", unit[1] * (_IMPERIAL_PINT if currency == "pound" else _US_PINT), "", "pint"


# A price told now per a unit of another dimension than the older one's (issue 18, branch newest147,
# benchmarks/RESULTS.md): "Struan wants sixty pounds a quarter now ... instead of paying him each visit" after "Struan
# charges 22 pounds a visit", "the hall is a hundred and twenty pounds a quarter now" after "The hall hire is 45
# pounds a session now": a period against an occasion, no conversion between them, so price_changed read no change and
# the older price stayed first. The way the thing is charged changed (its basis); the semantics reader
# (semantics.BASIS_CHANGED) asks this of a clause that says "now" and names the subject.
def price_per_another_basis(newer: str, older: str, question: str = "") -> bool:
    """Whether `newer` states a price per unit in a currency one of `older`'s prices per unit (asked_prices, for
    `question`) is in, per a unit of another dimension than every one of those ("£60 a quarter" after "£22 a visit":
    time against a count), and none of `newer`'s prices compares with one of `older`'s (those are price_changed's and
    price_restated's). A currency told by no word ("nine hundred a year") or in cents is no match here."""
    theirs = asked_prices(older, question)
    mine = prices(newer)
    if not theirs or not mine:
        return False
    if any(_comparable(a, newer, b, older) for a in mine for b in theirs):
        return False
    return any(a.currency and a.currency != "cent" and a.currency == b.currency and a.dimension != b.dimension
               for a in mine for b in theirs) and \
        not any(a.dimension == b.dimension for a in mine for b in theirs if a.currency == b.currency)


# An amount told with no currency per a unit ("beginners pay seven and a half thousand a month now" after "The
# beginners' group fee is now 6,500 roubles a month"; issue 18, branch newest147): the currency is the fact's, left
# unsaid. Read per a unit of PER_UNITS that is no count ("two a month" may count sessions; a count's thing is read by
# _BASIS's frame), and compared only within _BARE_FACTOR of the fact's price per the same dimension.
_BARE_AMOUNT = re.compile(rf"(?<![\w.,£€$₹¥₱₽₺₦₩])(?P<amount>\d+(?:[.,]\d+)*|{_SPELT_RUN})\s+(?:an?|per)\s+")
_BARE_FACTOR = 2.0


@lru_cache(maxsize=8192)
def bare_prices(text: str) -> tuple[Price, ...]:
    """The amounts `text` tells with no currency (no sign or code before them, no currency word between them and the
    unit) right before "a", "an" or "per" and a unit of PER_UNITS of no count, as prices of currency "". Cached."""
    low = text.lower()
    out: list[Price] = []
    for found in _BARE_AMOUNT.finditer(low):
        start, stop = found.span("amount")
        if _MARK_BEFORE.search(low, max(0, start - 5), start) is not None or low[start:stop].strip() == "one":
            continue
        amount = _number(found.group("amount"))
        unit = _unit(low[found.end():], False)
        if amount is None or amount <= 0 or unit is None or unit[0] == "count":
            continue
        out.append(Price("", unit[0], amount / unit[1], "", unit[1], unit[3]))
    return tuple(out)


def bare_price_changed(newer: str, older: str, question: str = "") -> bool:
    """Whether an amount `newer` tells with no currency per a unit (bare_prices) is of one dimension as a price of
    `older`'s in a currency (asked_prices, for `question`), equals none of those and is within _BARE_FACTOR of one:
    "seven and a half thousand a month" after "6,500 roubles a month"; not "two a month" after it."""
    mine = bare_prices(newer)
    if not mine:
        return False
    theirs = [p for p in asked_prices(older, question) if p.currency]
    pairs = [(a, b) for a in mine for b in theirs if a.dimension == b.dimension]
    return bool(pairs) and not any(_equal(a, b) for a, b in pairs) and \
        any(1 / _BARE_FACTOR <= a.value / b.value <= _BARE_FACTOR for a, b in pairs if b.value > 0)
