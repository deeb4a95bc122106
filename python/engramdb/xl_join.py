"""A newer note in another language or script that names the question's name joins a recall's hits (issue 18,
branch xlhash199).

Under the hashing embedder a note written in another script than an English question shares no token with it: its
similarity and lexical term are 0 and it ranks by recency and importance alone, under every English note of the
scope. The change readers (semantics.asked_change_first, the wide pools of store.py) pair such a note with the fact
it changes by a name it spells in its own script (xl_names), but only among the hits they read, and it is not there.

`joined` picks, among a wider recall's hits past the first k (the same native call, the caller's scope only), the
few notes written elsewhere that are newer than the best English hit naming a name the question names and whose
words spell that name (xl_names.skeleton_match: "Ринат" for "Rinat", "रोझालीन" for "Rosalin", "Pavelló" for
"Pavello"), and the store reads them after the hits with its change readers (store.MemoryStore._name_joined), then
cuts the hits back to k: a joined note the readers leave at the end is dropped again, so only a note they put above
a hit is served.
Switch: XL_NAME_JOIN (off: main).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from typing import Any

from .xl_names import skeleton, skeleton_match

XL_NAME_JOIN = True
XL_NAME_JOIN_MAX = 2  # the most notes joined to one recall's hits

# A name in Latin letters against a word in Latin letters (issue 18, branch recall204): xl_names.skeleton_match reads
# sounds, for a word of another script, and takes a declined form by its skeleton's prefix - so in a note of another
# language written in Latin letters "dolar" (a dollar) spelt the place "Dili" (skeletons "dalar" / "dala") and
# "Milan" would spell "molino"; the note was joined and its price read as a change of the fact naming the place.
# A word of Latin letters spells a name of Latin letters only where, both folded (case, accents), the word begins
# with the name, or with the name less a final vowel ("Vianorilla", "Pavelló", "Rigā"), besides the skeleton test.
# Off: the skeleton test alone.
XL_JOIN_LATIN_LETTERS = True

# The name and the value in one part of the note (issue 18, branch recall204): a diary note joined by a name it spells
# in one part ("...; Marta mended a loom; ...") while another part, of no name, states an amount ("the mill asks forty
# pesos for a sack of five kilos now") was read by the change readers as a change of the fact naming that person (her
# pay, near the pack's per-one amount) and put over it. Where a note states a value (semantics._xl_values of its
# parts, split at ";", a sentence's end or a line, not at commas: "Pablo said, that now ..." is one part), a part
# stating one must spell the question's name. A note stating no value (a who or where change) is joined as before.
# Off: a name anywhere in the note joins it.
XL_JOIN_VALUE_PART = True
_PART_BREAK = re.compile(r"\s*[;\u00b7\n]\s*|(?<=[.!?])\s+")

# a capitalised word of three letters or more that is no sentence opening: a name ("Rinat", "Dushanbe", "Vianor")
# (a possessive's "'s" may follow: "Sofiia's")
_NAME = re.compile(r"(?<![.?!:;]\s)(?<!^)(?<![\w'\u2019-])([A-Z][a-z\u00c0-\u024f]{2,})"
                   r"(?=['\u2019]s\b|[^\w'\u2019-]|$)")
# a word of any script: letters with their combining vowel signs and marks (Devanagari's, Thai's), split at spaces,
# digits and punctuation
_WORD = re.compile(r"[^\s\d!-/:-@\[-`{-~\u2018-\u201f\u3000-\u303f\uff0c\u061b\u060c\u0964]{3,}")
# capitalised words that name no one: days, months and their abbreviations, and English words a title capitalises
_NOT_NAMES = frozenset((
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "monday", "tuesday", "wednesday",
    "thursday", "friday", "saturday", "sunday", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep",
    "sept", "oct", "nov", "dec", "january", "february", "march", "april", "june", "july", "august", "september",
    "october", "november", "december", "the", "and", "for", "but", "not", "what", "when", "where", "which", "who",
    "how", "why", "this", "that", "there", "these", "those", "our", "your", "their", "his", "her", "its",
))


@functools.lru_cache(maxsize=4096)
def names(text: str) -> frozenset[str]:
    """The names `text` writes: capitalised words past its sentences' first (no day, month or function word) whose
    sound skeleton (xl_names.skeleton) holds two consonants or more."""
    out = set()
    for word in _NAME.findall(text):
        if word.lower() in _NOT_NAMES:
            continue
        sk = skeleton(word)
        if sum(1 for c in sk if c != "a") >= 2:
            out.add(word)
    return frozenset(out)


@functools.lru_cache(maxsize=8192)
def _note_words(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(_WORD.findall(text)))


def spells(text: str, named: frozenset[str]) -> bool:
    """Whether a word of `text` spells one of `named` in any script xl_names reads (a declined name too; a word of
    Latin letters by its letters too: _latin_spells)."""
    return any(skeleton_match(name, word, True) and _latin_spells(name, word)
               for word in _note_words(text) for name in named)


@functools.lru_cache(maxsize=16384)
def _folded(word: str) -> str:
    """`word` lower-cased, its accents dropped; "" when a letter is left outside a-z (another script)."""
    out = "".join(c for c in unicodedata.normalize("NFKD", word.lower()) if not unicodedata.combining(c))
    return out if out.isascii() and out.isalpha() else ""


def _latin_spells(name: str, word: str) -> bool:
    """Whether `word` may spell `name` by its letters: True unless both are of Latin letters (_folded) and the word
    begins neither with the name nor with the name less a final vowel (XL_JOIN_LATIN_LETTERS; off: True)."""
    if not XL_JOIN_LATIN_LETTERS:
        return True
    a, b = _folded(name), _folded(word)
    if not a or not b:
        return True
    return b.startswith(a) or (a[-1] in "aeiouy" and b.startswith(a[:-1]))


def anchor(question: str, hits: Sequence[Any], elsewhere: Callable[[str], bool]) -> tuple[frozenset[str], float] | None:
    """The names a joined note must spell and the time it must be newer than, for `question` over `hits` (a recall's
    first k): the names the question names; the creation time of the best hit written in English (not `elsewhere`,
    the store's test of a text) that names one of them. None when there is no such name or hit: then no wider recall
    is read. (The top hit's names too, tried first, joined notes about another thing than the question asks: E5
    put a newer price of the apples over the note answering which apples make the cider.)"""
    named = names(question)
    if not named:
        return None
    after = next((h.memory.created_at for h in hits if not elsewhere(h.memory.text) and
                  any(n in h.memory.text for n in named)), None)
    return None if after is None else (named, after)


def joined(named: frozenset[str], after: float, hits: Sequence[Any], wide: Sequence[Any],
           elsewhere: Callable[[str], bool]) -> list[Any]:
    """The hits of `wide` (a wider recall's hits past `hits`) to join `hits`: facts or episodes newer than `after`,
    written elsewhere (`elsewhere`), whose words spell one of `named` (anchor's); at most XL_NAME_JOIN_MAX, best
    first."""
    seen = {h.id for h in hits}
    out = []
    for h in wide:
        m = h.memory
        if h.id in seen or m.kind not in ("fact", "episode") or m.created_at <= after:
            continue
        if elsewhere(m.text) and spells(m.text, named) and _value_part_named(m.text, named):
            out.append(h)
            if len(out) >= XL_NAME_JOIN_MAX:
                break
    return out


@functools.lru_cache(maxsize=4096)
def _value_part_named(text: str, named: frozenset[str]) -> bool:
    """Whether `text` states no value (semantics._xl_values of each part, _PART_BREAK's, its opening label up to a
    ":" cut off) or a part stating one spells one of `named` (XL_JOIN_VALUE_PART; off: True). Cached."""
    if not XL_JOIN_VALUE_PART:
        return True
    from .semantics import _xl_spelt, _xl_values

    body = text.split(":", 1)[1] if ":" in text.split(". ", 1)[0] else text
    valued = [part for part in _PART_BREAK.split(body) if part and _xl_values(_xl_spelt(part))]
    return not valued or any(spells(part, named) for part in valued)
