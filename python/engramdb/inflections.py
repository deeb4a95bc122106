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
text's words gives, one form per such token, so that read beside the question (at a weight below the asked words',
store.INFLECTED_FORM_WEIGHT) BM25 meets a note that writes the word in another form. Rules only: no word list, no
language model; irregular forms ("child" / "children") are not met. A word of fewer than four letters, one holding a
digit or a letter outside a-z, and a capitalised word (a name: "Banks", "Fields") give none.
"""

from __future__ import annotations

import functools
import re

_VOWELS = frozenset("aeiou")
_WORD = re.compile(r"[A-Za-z]+")
_MIN_LETTERS = 4


def _bases(word: str) -> set[str]:
    """The word and the bases its regular ending may have been added to."""
    out = {word}
    if word.endswith("ies") and len(word) > 4:
        out.add(word[:-3] + "y")
    elif word.endswith("es"):
        out.update((word[:-2], word[:-1]))
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        out.add(word[:-1])
    for ending in ("ing", "ed"):
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            stem = word[:-len(ending)]
            out.update((stem, stem + "e"))
            if len(stem) >= 4 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:
                out.add(stem[:-1])  # trimmed -> trim
            if ending == "ed" and stem.endswith("i"):
                out.add(stem[:-1] + "y")  # applied -> apply
    return {b for b in out if len(b) >= 3}


def _forms(base: str) -> set[str]:
    """A base's regular forms: plural / third person, past, present participle."""
    out = {base}
    if base.endswith("y") and base[-2:-1] not in _VOWELS:
        out.update((base[:-1] + "ies", base[:-1] + "ied", base + "ing"))
        return out
    out.add(base + "es" if base.endswith(("s", "x", "z", "ch", "sh")) else base + "s")
    if base.endswith("e"):
        out.update((base + "d", base[:-1] + "ing"))
        return out
    out.update((base + "ed", base + "ing"))
    # a short final consonant-vowel-consonant doubles: trim -> trimmed, trimming
    if len(base) <= 5 and base[-1] not in _VOWELS and base[-1] not in "wxy" and base[-2] in _VOWELS \
            and base[-3] not in _VOWELS:
        out.update((base + base[-1] + "ed", base + base[-1] + "ing"))
    return out


_STEM_CHARS = 6  # cpp/engram/text/lexical.hpp's kStemChars


def _token(word: str) -> str:
    """What the native lexical token of one lower-case word of ASCII letters is the hash of: its stem, as
    cpp/engram/text/lexical.hpp cuts it (an "ing" of a word of 6+ letters, an "ed" of 5+ or a plural "s" of 4+ not
    after "s" or "u" dropped, then the first six letters kept). Two such words share a token exactly when they share
    this stem (tests/test_inflections.py checks it against the native tokeniser); read here without a native call,
    since a new question's forms are many (a call each made a first ask of a question about half again dearer)."""
    n = len(word)
    if n >= 6 and word.endswith("ing"):
        n -= 3
    elif n >= 5 and word.endswith("ed"):
        n -= 2
    elif n >= 4 and word[-1] == "s" and word[-2] not in "su":
        n -= 1
    return word[:min(n, _STEM_CHARS)]


@functools.lru_cache(maxsize=8192)
def other_forms(word: str) -> tuple[str, ...]:
    """The regular forms of lower-case `word` whose lexical token `word`'s is not, one per token (sorted; empty for
    a word under four letters or with a character outside a-z)."""
    own = _token(word)
    first: dict[str, str] = {}
    for form, token in _candidates(word):  # sorted: the first form of each token
        if token != own:
            first.setdefault(token, form)
    return tuple(sorted(first.values()))


@functools.lru_cache(maxsize=8192)
def _candidates(word: str) -> tuple[tuple[str, str], ...]:
    """Every regular form of `word` read by the rules, `word` itself included, with its lexical token (sorted)."""
    if len(word) < _MIN_LETTERS or not word.isascii() or not word.isalpha() or not word.islower():
        return ()
    bases = _bases(word)
    for base in list(bases):  # a plural of a participle: bookings -> booking -> book
        if base != word and base.endswith(("ing", "ed")):
            bases |= _bases(base)
    inflected = len(bases) > 1
    plural = not word.endswith(("s", "ed"))
    forms: set[str] = {word + ("es" if word.endswith(("x", "z", "ch", "sh")) else "s")} if plural else set()
    for base in bases:
        if base != word or not inflected:  # an inflected word's own forms are no words ("meetinged")
            forms |= _forms(base)
    return tuple((form, _token(form)) for form in sorted(forms | {word}))


def extra_words(text: str, skip: frozenset[str] = frozenset()) -> str:
    """The forms (other_forms) of `text`'s lower-case words not in `skip` (function words) whose tokens none of its
    words gives, space-joined ("" when none)."""
    words = [w for w in _WORD.findall(text) if w.islower() and w not in skip]
    if not words:
        return ""
    have = {_token(w) for w in words if len(w) >= _MIN_LETTERS}
    out: list[str] = []
    for word in dict.fromkeys(words):
        for form in other_forms(word):
            token = _token(form)
            if token not in have:
                have.add(token)
                out.append(form)
    return " ".join(out)
