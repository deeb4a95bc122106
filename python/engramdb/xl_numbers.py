"""A number a question and a hit both write, in any script's digits: evidence of a match no language changes
(issue 18, branch xling162).

A question in one language over a note in another shares none of the note's words, so the lexical term of a hybrid
recall gives it nothing, and the dense score alone ranks it (benchmarks/RESULTS.md, "recall5148": 109 of E5's 258
top-5 misses over the tunable sets are an answer in another language whose relevance is under the top five). What
such a pair may still share is a number: "Tue 20 Oct: a buyer from ... came to the shop" asked "د اکتوبر په ۲۰مه ..."
(Eastern Arabic digits) or "Tgi è vegnì ... mardi, ils 20 d'october?"; "8 اسطوانات ١٥ لتر" asked "How many 15-litre
cylinders ...?". numbers() reads the digit runs of a text in every script's decimal digits (re's \\d, Unicode's Nd:
Arabic-Indic, Persian, Devanagari, Bengali, Myanmar, Thai, fullwidth, ...), each as its value; number_pick() finds,
among a recall's first hits, the best-ranked one holding a number the question holds when none of the first
NUMBER_PLACE hits does: store.xl_number_first moves it to the last of those places (XL_NUMBER).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

# a number: a run of decimal digits of any script (Unicode Nd: re's \d on str), with its groups of three after a
# comma or a point ("7,500", "18.500": thousands) - "12.5", "20.10." and "3,40" stay two numbers
_DIGITS = re.compile(r"\d+(?:[.,]\d{3}(?!\d))*")
_SEPARATORS = re.compile(r"[.,]")
# a code: letters and then digits ("F24", "SQ-7719", "GB-0427", "kv3") or four digits or more alone ("0412387755");
# digits followed by letters are a quantity or an ordinal ("35mm", "14m", "20th", "1950s"), not a code
_CODE = re.compile(r"(?<![\w-])(?:[^\W\d_]+(?:-[^\W\d_]+)*-?\d[\w-]*|\d{4,}(?![\w-]))")
# the fewest digits a number is read with: one-digit numbers (counts, list items, "1 of 2") are in most notes
MIN_DIGITS = 2


@lru_cache(maxsize=8192)
def numbers(text: str) -> frozenset[int]:
    """The values of `text`'s numbers of at least MIN_DIGITS decimal digits, in any script's digits ("۲۰" and "20" are
    both 20; "7,500" is 7500; "12.5" is 12; a leading zero is no digit: "07" is 7, under MIN_DIGITS)."""
    out = set()
    for run in _DIGITS.findall(text):
        value = int(_SEPARATORS.sub("", run))  # int() reads every script's decimal digits
        if len(str(value)) >= MIN_DIGITS:
            out.add(value)
    return frozenset(out)


def number_pick(question: str, texts: Sequence[str], place: int,
                eligible: Callable[[str], bool] | None = None) -> int | None:
    """The position in `texts` (a recall's first hits' texts, best first) of the best-ranked text at or below
    `place` (0-based) holding a number of `question` (numbers) and `eligible` (None: any), when none of the first
    `place` texts holds one; None when the question holds no number, one of the first `place` does, or none below
    does."""
    asked = numbers(question)
    if not asked or len(texts) <= place:
        return None
    if any(numbers(text) & asked for text in texts[:place]):
        return None
    return next((i for i in range(place, len(texts))
                 if numbers(texts[i]) & asked and (eligible is None or eligible(texts[i]))), None)


@lru_cache(maxsize=4096)
def names_a_code(text: str) -> bool:
    """Whether `text` names a code: letters then digits ("F24", "SQ-7719") or four digits or more alone."""
    return _CODE.search(text) is not None
