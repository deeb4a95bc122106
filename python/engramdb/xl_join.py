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

from .xl_names import latin, skeleton, skeleton_match

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


# A newer note in the scope's other language that states the asked price in the unit of the English fact the recall
# found, and shares no name with the question (issue 18, branch xlhash210). Under the hashing embedder such a note
# ("Mon: long day; the mill now asks ninety dinars for a sack", told in another language) scores by recency alone and
# lies past the first k hits, under the English fact it changes ("The mill charges 40 dinars a sack."); the change
# readers never see it, and with no stored vector they cannot anchor it either (semantics.xl_anchored_change). For a
# price asked (support.asked_slot "money") `value_anchor` takes the first English hit among the first
# XL_VALUE_JOIN_DEPTH that states an amount in a currency (semantics._xl_values, currencies by code), and
# `value_joined` picks, among a wider recall's hits past the first k (the caller's scope only), the facts or episodes
# written elsewhere, newer than every hit stating a currency of the fact's, of which one clause states an amount of
# that currency within XL_ANCHOR_FACTOR of the fact's (semantics._xl_anchored_value: a now word in a dated note, a
# pack's price read per one). Only where exactly one note does (XL_VALUE_JOIN_ONE): two such notes tell no thing
# from another. The store puts it above the fact (the value and the time are its anchor, as the vectors are E5's).
# Off: main.
XL_VALUE_JOIN = True
XL_VALUE_JOIN_DEPTH = 3
# the hits of the wider recall read (the newer notes the map found lay at its 12th to 28th; a Hit made for each of
# the k_wide, 100, was most of the join's warm cost)
XL_VALUE_JOIN_WIDE = 40
XL_VALUE_JOIN_ONE = True
XL_VALUE_JOIN_NAMED = True  # _same_seller
XL_VALUE_JOIN_MEASURE = True  # _same_measure


@functools.lru_cache(maxsize=8192)
def _currencies(text: str) -> frozenset[str]:
    """The currencies (by code) `text` states an amount in (semantics._xl_values through _xl_currencies). Cached."""
    from .semantics import _xl_currencies, _xl_english_money, _xl_values

    return frozenset(_xl_currencies(_xl_values(_xl_english_money(text))))


# a question comparing two things ("which is more - A's rate or B's?"): each side its own fact, no one fact to restate
_COMPARING = re.compile(r"\b(?:which|who)\b[^?]*\b(?:more|less|most|least|higher|lower|cheaper|dearer)\b[^?]*\bor\b",
                        re.IGNORECASE)


@functools.lru_cache(maxsize=4096)
def comparing(question: str) -> bool:
    """Whether `question` compares two things (_COMPARING): no value join. Cached."""
    return _COMPARING.search(question) is not None


def value_anchor(hits: Sequence[Any], elsewhere: Callable[[str], bool]) -> int | None:
    """The index of the fact `value_joined` reads: the first of `hits`' first XL_VALUE_JOIN_DEPTH that is a fact
    or episode (a dated note of the price's last change) written in English (not `elsewhere`) and states an amount in
    a currency (_currencies); None when none does."""
    for i, h in enumerate(hits[:XL_VALUE_JOIN_DEPTH]):
        if h.memory.kind in ("fact", "episode") and _currencies(h.memory.text) and not elsewhere(h.memory.text):
            return i
    return None


@functools.lru_cache(maxsize=4096)
def _readable(text: str) -> bool:
    """Whether most words of `text` are of a script xl_names reads (xl_names.latin: Latin, Cyrillic, Greek,
    Armenian, the Brahmic scripts, Thai), so that a name it does not spell is not there. Cached."""
    words = _note_words(text)
    return bool(words) and 2 * sum(1 for w in words if latin(w)) >= len(words)


# a person's pay told in English: "is paid 40 euros", "gets $12 an hour", "earns", "wage", "salary"
_PAY = re.compile(r"\b(?:paid|earns?|earning|wages?|salary|gets?\s+(?:paid\b|[$£€₹¥]|\d))", re.IGNORECASE)


def _same_seller(question: str, fact: str, text: str) -> bool:
    """Whether `text` may price the thing of `fact` for `question` by its names (XL_VALUE_JOIN_NAMED): where the
    question names a name (names) that the fact names too, a note of a script xl_names reads (_readable) spells
    it; a note of another script (no table: Hebrew, Arabic, Lao, Han) names a unit of mass or volume where the fact
    does (_measured), or the fact tells no person's pay (_PAY: "is paid", "gets", "earns" - a pay per run, day or
    hour is restated by no note pricing a pack of goods, which such a note often does). "What is Tomas paid an
    hour?" is not answered by a note in Latin letters pricing a sack of wool, which names no Tomas, nor by one in
    Arabic letters pricing a carton of jars."""
    if not XL_VALUE_JOIN_NAMED:
        return True
    named = frozenset(n for n in names(question) if n in fact)
    if not named:
        return True
    if _readable(text):
        return spells(text, named)
    # the ties left to read: both price a kilo, a litre, a pound; or the fact prices a thing, not a person's pay
    return (_measured(fact) and _measured(text)) or _PAY.search(fact) is None


@functools.lru_cache(maxsize=4096)
def _same_measure(fact: str, text: str) -> bool:
    """Whether `text` may price what `fact` prices by its measure (XL_VALUE_JOIN_MEASURE): not where `fact` prices
    no mass or volume (xl_packs.pack_size: "a day", "a run", "a room") and every part of `text` stating an amount in
    a unit of the fact's (_PART_BREAK's, semantics._xl_values of its number words in digits, currencies by code; not
    a date's "26 окт") names one (_measured: "half a kilo of dye" is
    not a day's pay). Cached."""
    if not XL_VALUE_JOIN_MEASURE:
        return True
    from .semantics import _xl_currencies, _xl_spelt, _xl_values

    if _measured(fact):
        return True
    units = _currencies(fact)
    valued = [part for part in _PART_BREAK.split(text)
              if part and units & _xl_currencies(_xl_values(_xl_spelt(part))).keys()]
    return not valued or not all(map(_measured, valued))


def _measured(text: str) -> bool:
    """Whether `text` names a unit of mass or volume (xl_packs: a word of its stems in any script, "kilo",
    "ಕಿಲೋ", "литр"; a count before it or not) or a pack of one (xl_packs.pack_size: a pound)."""
    from .numwords_xl import _TOKEN
    from .xl_packs import _unit, pack_size

    return pack_size(text) is not None or any(_unit(w) is not None for w in _TOKEN.findall(text.lower()))


def value_joined(question: str, at: int, hits: Sequence[Any], wide: Sequence[Any],
                 elsewhere: Callable[[str], bool]) -> Any | None:
    """The hit of `wide` (a wider recall's hits past `hits`) that restates `hits[at]`'s amount (value_anchor's fact)
    in another language: a fact or episode written elsewhere, newer than every hit of `hits` stating a currency of
    the fact's, with a clause stating an amount of that currency near the fact's (semantics._xl_anchored_value).
    None when none does, or (XL_VALUE_JOIN_ONE) more than one."""
    from .semantics import _xl_anchored_value

    fact = hits[at].memory
    units = _currencies(fact.text)
    after = max(h.memory.created_at for h in hits if _currencies(h.memory.text) & units)
    seen = {h.id for h in hits}
    found = [h for h in wide if h.id not in seen and h.memory.kind in ("fact", "episode") and
             h.memory.created_at > after and elsewhere(h.memory.text) and
             _xl_anchored_value(h.memory.text, fact.text, h.memory.kind == "episode") and
             _same_seller(question, fact.text, h.memory.text) and _same_measure(fact.text, h.memory.text)]
    if not found or (XL_VALUE_JOIN_ONE and len(found) > 1):
        return None
    return found[0]
