"""The size of a pack a clause prices, in any language the number tables read (issue 18, branch newest132).

A newer note often prices a pack where the fact priced a unit: "Нурбек азыр он килолук капты бир миң беш жүз сомго
берет" (Kyrgyz: 1500 som a ten-kilo sack) after "135 som a kilo", "तीस किलोचा डबा एक हजार पाचशे रुपयांना" (Marathi: 1500
rupees a thirty-kilo tin) after "₹45 a kilo", "u vasettu di mezu chilò ... hè à undeci euro" (Corsican: 11 euros a
half-kilo jar) after "a 1-kilo jar ... for 18 euros". The amounts differ by the pack's size, so a reader that compares
the amounts alone (semantics._xl_anchored_value: within a factor of two) reads no change. pack_size reads the size a
clause names its unit with - a number in digits, English words or another language's number words
(numwords_xl.XL_NUMBER_WORDS), or a word of half, right before a word of a unit of mass or volume (its stem in
several scripts, a suffix after it: "килолук", "किलोचा", "kilos") - or 1 for a unit with no number before it ("a kilo",
"per kg", "Kîloyek"); semantics._xl_pack_change divides each amount by it.
"""

from __future__ import annotations

import re
from functools import lru_cache

from . import numwords_xl
from .numwords_xl import _APOSTROPHES, _HAND_220, _SUFFIXES, _TOKEN, XL_CURRENCIES, XL_NUMBER_WORDS, _runs
from .numwords_xl import _HALVES as _XL_HALVES
from .unit_prices import _AFTER_WORDS, _SPELT_WORDS, _amounts, _number

# the stems of a unit's word (lower-cased), per script, with its dimension and its size in the dimension's base unit
# (a kilo, a litre); a word is the unit's when it starts with a stem and has at most _SUFFIX more letters
_KILO = ("kilo kg kgs quilo chilò chilo kîlo kiló kíló kilu кило кіло кг किलो किग्रा কিলো কেজি ਕਿਲੋ કિલો கிலோ కిలో ಕಿಲೋ "
         "കിലോ කිලෝ ກິໂລ กิโล គីឡូ ကီလို კილო կիլո κιλ كيلو کیلو ڪلو קילו ኪሎ キロ 킬로 公斤")
# Neapolitan "chile" (kilos: "cinche chile"; branch numwords220, numwords_xl.XL_HAND_220) is read whole and only after
# a count (_COUNTED_ONLY): "Chile" the country is no unit
_KILO += " chile"
_GRAM = "gram grams gramm grammes gramme грамм грам ग्राम gr g"
_LITRE = "litre liter litro litru litri литр लीटर लिटर ltr l λίτρ لتر"
_MILLILITRE = "ml millilitre milliliter мл"
_UNIT_STEMS: tuple[tuple[str, str, float], ...] = tuple(
    (stem, dimension, size)
    for words, dimension, size in ((_KILO, "mass", 1.0), (_GRAM, "mass", 0.001), (_LITRE, "volume", 1.0),
                                   (_MILLILITRE, "volume", 0.001))
    for stem in words.split())
_SUFFIX = 4
# stems read only as the whole word (a letter after them is another word: "gate", "long")
_WHOLE = frozenset(("g", "gr", "l", "kg", "kgs", "ml", "ltr", "мл", "кг", "chile"))
_COUNTED_ONLY = frozenset(("chile",))
# a word that starts as a unit's stem and is another unit (a kilometre)
_NOT_UNIT_TEXT = "kilom quilom километ кілометр किलोमी chilom kîlom kílóm κιλόμ كيلومت کیلومت キロメ 킬로미 ກິໂລແມ กิโลเม"
_NOT_UNIT = tuple(_NOT_UNIT_TEXT.split())
# a word of half before a unit ("mezu chilò", "жарым кило", "अर्धा किलो", "half a kilo")
_HALF_TEXT = ("half mezu mezzo medio media demi demie halb halbe halve halv pół пол жарым yarım yarim अर्धा अर्धी अर्धे "
              "आधा आधी nîv nîvek meio meia ½")
_HALF = frozenset(_HALF_TEXT.split())
# a word before a unit that counts one of it ("a kilo", "per kg", "the kilo")
_ONE_TEXT = ("a an per each every the one 1 un une una uno u di le la el il lo al der das die pro je по за ein eine "
             "einen")
_ONE = frozenset(_ONE_TEXT.split())
# a number glued to its unit ("30kg", "1.5l")
_GLUED = re.compile(r"(\d+(?:[.,]\d+)?)([^\W\d_]+)")


# the first two letters of each stem: a word that starts with none of them is no unit's (most words: one set test)
_HEADS = frozenset(stem[:2] for stem, _d, _s in _UNIT_STEMS)


def _unit(word: str) -> tuple[str, float] | None:
    """(dimension, size) of the unit lower-cased `word` is a word of (_UNIT_STEMS), else None."""
    if word[:2] not in _HEADS or word.startswith(_NOT_UNIT):
        return None
    for stem, dimension, size in _UNIT_STEMS:
        if word == stem or (stem not in _WHOLE and word.startswith(stem) and len(word) - len(stem) <= _SUFFIX):
            return dimension, size
    return None


def _size_before(words: list[str], i: int) -> float | None:
    """The count words[:i] ends with (right before a unit's word at i): digits, English number words, a run of another
    language's number words or a word of half; 1 for a word of one ("a", "per") or no word; None for another word."""
    if i == 0 or words[i - 1] in _ONE:
        return 1.0
    before = words[i - 1]
    if before in _HALF:
        return 0.5
    if before[0].isdigit():
        return _number(before)
    start = i
    while start > max(0, i - 4) and (words[start - 1] in _SPELT_WORDS or words[start - 1] == "and"):
        start -= 1
    if start < i and words[start] != "and":  # "ten", "twenty five" ("-" splits "twenty-five")
        return _number(" ".join(words[start:i]))
    letters = set(words[i - 1])
    for lang in XL_NUMBER_WORDS:
        if lang in _HAND_220 and not numwords_xl.XL_HAND_220:
            continue
        if not letters <= _letters(lang):
            continue  # a word of no letters of the language's number words (and suffixes) is none of them
        for _start, end, value in _runs(words[max(0, i - 4):i], lang):
            if end == min(i, 4):
                return value
    return None


# A pack's size counted after its unit (issue 18, branch recall177): Igbo writes a count after its noun, "akpa kilo iri
# abụọ" (a bag of twenty kilos: bag, kilo, ten two); a run of a language of _AFTER_UNIT right after the unit's word is
# its count when no count is before it. Off: no count after a unit is read.
XL_SIZE_AFTER = True
_AFTER_UNIT = ("ig",)


def _size_after(words: list[str], i: int) -> float | None:
    """The count a run of _AFTER_UNIT's number words right after the unit's word at words[i] writes, or None."""
    for lang in _AFTER_UNIT:
        for start, _end, value in _runs(words[i + 1:i + 5], lang):
            if start == 0:
                return value
    return None


# The pound of mass (issue 18, branch newest139, benchmarks/RESULTS.md): Yiddish "פֿונט" after its count ("זעק פֿון
# פֿינף פֿונט", sacks of five pounds) and "lb" / "lbs"; the English "pound" only after a word of one per unit ("$3.60 a
# pound", "per pound": a count before it is money, "3.60 pounds"). Off: no pound is a unit of mass here.
XL_POUND_MASS = True
_POUND_KILOS = 0.45359237
_POUND_COUNTED = frozenset(("פֿונט", "\ufb4eונט", "lb", "lbs"))
_POUND_PER = frozenset(("pound", "lb"))
_POUND_ONE = frozenset(("a", "an", "per", "each", "every"))


def _pound(words: list[str], i: int) -> float | None:
    """The count of pounds of mass words[i] is (XL_POUND_MASS): its count (_size_before) when it is a word of
    _POUND_COUNTED, 1 for "pound" after a word of _POUND_ONE; None otherwise."""
    word = words[i]
    if word in _POUND_COUNTED:
        return _size_before(words, i)
    if word in _POUND_PER and i > 0 and words[i - 1] in _POUND_ONE:
        return 1.0
    return None


@lru_cache(maxsize=128)
def _letters(lang: str) -> frozenset[str]:
    """The letters `lang`'s number words (numwords_xl.XL_NUMBER_WORDS), the suffixes numwords_xl reads after them and
    its words of half after a run are written with: _size_before reads a language's runs only for a word of these
    letters (a speed-up; branch newest139)."""
    return frozenset("".join(XL_NUMBER_WORDS[lang]) + "".join(_SUFFIXES) + "".join(_XL_HALVES))


@lru_cache(maxsize=8192)
def pack_size(clause: str) -> tuple[str, float] | None:
    """(dimension, size in its base unit: kilos, litres) of the one unit of mass or volume `clause` names with its
    count (_size_before: "он килолук" 10 kilos, "तीस किलोचा" 30, "mezu chilò" 0.5, "a kilo" 1, "500g" 0.5); None when
    it names none, or two that differ (a clause of two prices is not read). Cached."""
    words = [w.translate(_APOSTROPHES) for w in _TOKEN.findall(clause.lower())]
    found: set[tuple[str, float]] = set()
    for i, word in enumerate(words):
        glued = _GLUED.fullmatch(word)
        if glued is not None and (unit := _unit(glued.group(2))) is not None:
            count = _number(glued.group(1))
        elif (unit := _unit(word)) is not None:
            if word in _COUNTED_ONLY and (not numwords_xl.XL_HAND_220 or i == 0 or words[i - 1] in _ONE):
                continue
            count = _size_before(words, i)
            if count is None and XL_SIZE_AFTER:
                count = _size_after(words, i)
        elif XL_POUND_MASS and (pounds := _pound(words, i)) is not None:
            unit, count = ("mass", _POUND_KILOS), pounds
        else:
            continue
        if count is not None and count > 0:
            found.add((unit[0], count * unit[1]))
    return found.pop() if len(found) == 1 else None


# the currency words numwords_xl writes (English ones) that unit_prices does not read after a number ("som")
_MORE_MONEY = frozenset(w for w in XL_CURRENCIES.values() if w.isascii() and w.isalpha()) - _AFTER_WORDS
# an amount in digits and the word after it (numwords_xl writes another language's money as "1500 som")
_AMOUNT_WORD = re.compile(r"(?<![\w.,])(\d+(?:[.,]\d+)*)\s?([^\W\d_]+)")


@lru_cache(maxsize=8192)
def pack_amounts(text: str) -> tuple[tuple[str, float], ...]:
    """The amounts of money `text` states (an English note's way of writing them: numwords_xl writes another
    language's so), as (currency, amount): unit_prices' reading (signs, codes, English words and number words) and a
    number before a currency word numwords_xl writes that unit_prices lacks ("1500 som"). Cached."""
    out = [(currency, amount) for currency, amount, _end in _amounts(text)]
    for found in _AMOUNT_WORD.finditer(text.lower()):
        word = found.group(2)
        if word in _MORE_MONEY and (amount := _number(found.group(1))) is not None:
            out.append((word, amount))
    return tuple(out)
