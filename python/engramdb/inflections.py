"""Other inflections of an English question's words, for hybrid recall's lexical side (BM25, store.lexical_query).

The lexical tokens (cpp/engram/text/lexical.hpp) cut one ending ("ing", "ed" or a plural "s") and keep six letters,
so the forms of one word meet only when one cut reaches the other's: "meeting" gives "meet" but "meetings" gives
"meetin"; "class" / "classes" ("classe"), "chase" / "chased" ("chas"), "skate" / "skated", "arrive" / "arriving",
"copies" / "copied", "trims" / "trimmed", "insures" / "insured" miss each other. A question asking about "classes"
then misses the note that says "class", and another note holding a rarer shared word wins (benchmarks/RESULTS.md,
"lookups159").

`other_forms(word)` reads a word's base by English's regular inflection rules (a plural "s" / "es" / "ies", a past
"ed" / "ied", a present participle "ing"; a final "e" dropped before "ing" / "ed", a final consonant doubled) and
writes the base's regular forms; `extra_words(text)` is the text's words' forms whose lexical token none of the
text's words gives, one form per such token (the rules run natively, _core.inflected_extra, one call a question:
read in Python they cost a first ask about 30 µs, lookups170; tests/reference.py's `other_forms` is their
plain-Python oracle), so that read beside the question (at a weight below the asked words',
store.INFLECTED_FORM_WEIGHT) BM25 meets a note that writes the word in another form. Rules only: no word list, no
language model; irregular forms ("child" / "children") are not met. A word of fewer than four letters, one holding a
digit or a letter outside a-z, and a capitalised word (a name: "Banks", "Fields") give none.
"""

from __future__ import annotations

import re

from . import _core

_WORD = re.compile(r"[A-Za-z]+")


def other_forms(word: str) -> tuple[str, ...]:
    """The regular forms of lower-case `word` whose lexical token `word`'s is not, one per token (sorted; empty for
    a word under four letters or with a character outside a-z)."""
    extra = _core.inflected_extra((word,))
    return tuple(extra.split()) if extra else ()


def extra_words(text: str, skip: frozenset[str] = frozenset()) -> str:
    """The forms (other_forms) of `text`'s lower-case words not in `skip` (function words) whose tokens none of its
    words gives, space-joined ("" when none)."""
    words = [w for w in _WORD.findall(text) if w.islower() and w not in skip]
    return _core.inflected_extra(words) if words else ""


def extra_words_by_word(text: str, skip: frozenset[str] = frozenset()) -> list[tuple[str, str]]:
    """extra_words by the word each form is of: [(word, forms space-joined)] for each of `text`'s words that gives
    one, in order (the same forms; hybrid recall's divisor counts a form by whether the scope holds its word)."""
    words = [w for w in _WORD.findall(text) if w.islower() and w not in skip]
    return _core.inflected_extra_by_word(words) if words else []
