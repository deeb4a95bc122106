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
from collections.abc import Callable, Sequence
from typing import Any

from .xl_names import skeleton, skeleton_match

XL_NAME_JOIN = True
XL_NAME_JOIN_MAX = 2  # the most notes joined to one recall's hits

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
    """Whether a word of `text` spells one of `named` in any script xl_names reads (a declined name too)."""
    return any(skeleton_match(name, word, True) for word in _note_words(text) for name in named)


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
        if elsewhere(m.text) and spells(m.text, named):
            out.append(h)
            if len(out) >= XL_NAME_JOIN_MAX:
                break
    return out
