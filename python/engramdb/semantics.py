"""The kinds of memory and the rules of writing them: the Semantics component MemoryStore delegates to.

* Facts (semantic) are keyed: ``set_fact`` writes a new version that supersedes the current one (kept as
  history, never served); stating the same value again raises its confidence (a belief).
* Episodes (events) are appended and never rewritten.
* Lessons (procedural) are split into a trigger (what recall matches) and guidance (what is injected);
  only high-confidence lessons are served automatically, the others wait in a review list.
* ``update`` edits a memory by writing a new version; the old one stays as history.
* Guards run on every write: secrets are refused, untrusted sources are capped and instruction-like
  text is flagged (or refused, by policy); near-duplicates are merged instead of added (dedup).
* Recall marks memories that seem to contradict each other (``conflicts_with``) instead of hiding one.

Every new version is one insert whose ``supersedes`` names the old id: the store hides the old row in the
same write, so a crash can never leave two current versions.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from itertools import chain, pairwise
from typing import Any

import numpy as np

from . import _core
from .change_phrases import CHANGE_PHRASES, CHANGE_WORDS, PHRASE_KEYS, PHRASE_RUNS, in_row, phrase_cues, says_phrase
from .engine import SegmentSet
from .engine import params as recall_params
from .engine.rows import hit_ids, marked_hits, memory_at
from .errors import InvalidArgumentError, InvalidTypeError, NotFoundError
from .numwords_xl import says_now, xl_money_in_english, xl_spelt_in_digits
from .quantities import _HOURS as HOUR_WORDS
from .quantities import (
    NUMBER_WORDS,
    QUANTITY_STEMS,
    SUFFIXES,
    UNITS,
    quantities,
    same_quantities,
    spelt_in_digits,
    spelt_numbers,
)
from .schema import (
    HIDDEN_DELETED,
    HIDDEN_PENDING,
    HIDDEN_SUPERSEDED,
    KIND_CODE,
    KINDS,
    LAYERS,
    Hit,
    Memory,
    check_scope,
    memory_id,
    with_conflicts,
)
from .scoring import Weights, check_unit
from .segment import id_list, memory_columns
from .support import FUNCTION_WORDS, asked_slot, fills_asked_slot, fills_money_in_words, states_a_rate
from .timeref import _MONTHS as MONTH_NAMES
from .timeref import TimeReference
from .unit_prices import (
    PER_UNITS,
    PRICE_STEMS,
    alike_rates,
    alike_thing,
    amount_currencies,
    asked_prices,
    price_changed,
    price_per_another_unit,
    price_restated,
    prices,
    rate_alike_changed,
    rate_alike_on,
    rate_changed,
    unit_dimensions,
)
from .writes import WritePath, check_user_meta, lesson_search_text

LESSON_CONFIDENCE = {"low": 0.3, "medium": 0.6, "high": 0.9}
# A fact first stated gets this confidence unless the caller says otherwise: one statement is evidence, not
# certainty; each restatement raises it (raised_confidence).
FIRST_EVIDENCE = 0.6
# Dedup on write: a memory is "the same" when its vector is this close and its words overlap this much.
DEDUP_SIMILARITY = 0.95
DEDUP_WORD_OVERLAP = 0.8
# Conflict detection: candidates this similar are compared word by word.
CONFLICT_SIMILARITY = 0.6
_NOT_RUN: Any = object()  # mark_conflicts' `found` when the caller did not run the native pass
# The near-duplicate search of dedup: one recall by similarity alone.
_SIMILARITY_ONLY = Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0)
_SEARCH_DEFAULTS: dict[str, Any] = dict(
    min_score=0.0, half_life_days=30.0, recency_from="created", mmr_lambda=None, budget_tokens=None, now=None,
    min_confidence=None)

_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_NEGATIONS = frozenset({"not", "no", "never", "none", "nobody", "nothing", "neither", "nor", "cannot",
                        "isn", "aren", "wasn", "weren", "doesn", "don", "didn", "won", "wouldn", "shouldn",
                        "can", "longer", "stopped", "anymore"})
_STOPWORDS = frozenset({"the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "is", "are", "was",
                        "were", "be", "it", "that", "this", "with", "at", "by", "as", "s", "t", "now"})


# What seem_to_conflict compares of a text: its content words, negations and identifiers (see statement).
Statement = tuple[frozenset[str], frozenset[str], frozenset[str]]


@lru_cache(maxsize=8192)
def words(text: str) -> frozenset[str]:
    """The lower-cased word set of a text (cached: recall compares the same candidates again and again)."""
    return frozenset(_WORD.findall(text.lower()))


def word_overlap(a: str, b: str) -> float:
    """Jaccard overlap of the two texts' word sets (1.0 for two empty texts)."""
    wa, wb = words(a), words(b)
    return 1.0 if not wa and not wb else len(wa & wb) / len(wa | wb)


def seem_to_conflict(a: str, b: str) -> bool:
    """Two similar statements that disagree: one negates what the other says, or each has a different
    value in the same frame ("prefers replies in Hindi" / "prefers replies in English"). Words with digits
    are identifiers (invoice 8841, code E12): when they differ the statements are about different things,
    not in conflict."""
    return _statements_conflict(statement(a), statement(b))


@lru_cache(maxsize=8192)
def statement(text: str) -> Statement:
    """What seem_to_conflict compares of a text: its content words (stopwords and negations left out),
    its negations, and its identifiers (content words with a digit). Made once per text, then each pair
    costs a few set operations (recall compares every hit with the pool)."""
    content = words(text) - _STOPWORDS
    core = content - _NEGATIONS
    return core, content & _NEGATIONS, frozenset(w for w in core if any(ch.isdigit() for ch in w))


def _statements_conflict(a: Statement, b: Statement) -> bool:
    core_a, neg_a, ids_a = a
    core_b, neg_b, ids_b = b
    if neg_a == neg_b and (core_a == core_b or ids_a != ids_b):
        return False  # the same statement, or (no negation differs) different identifiers: not a conflict
    shared = core_a & core_b
    if len(shared) < 3:  # too little common frame to be statements about the same thing
        return False
    frame = len(shared) / len(core_a | core_b)
    if neg_a != neg_b and frame >= 0.6:
        return True
    if ids_a != ids_b:  # a word with a digit on one side only: about different things
        return False
    only_a, only_b = core_a - core_b, core_b - core_a
    return bool(only_a) and bool(only_b) and len(only_a) <= 2 and len(only_b) <= 2 and frame >= 0.5


# Words (by their first five letters) with which a newer statement says that a value changed: "moved to",
# "switched from", "now", "no longer", "raised to", "left", ...
_CHANGE_CUES = frozenset({
    "now", "new", "newly", "moved", "switc", "chang", "repla", "inste", "longe", "anymo", "raise", "incre",
    "decre", "reduc", "lower", "upgra", "downg", "renam", "left", "joine", "cance", "stopp", "reneg", "updat",
    "fixed", "fix", "resol", "becam", "promo", "reloc", "trans", "postp", "resch", "exten", "swapp", "dropp", "retir",
    "revis", "pushe", "rises", "rose", "grant", "submi", "compl", "since"})
# The words of change that say the older value is gone ("instead", "no longer", "stepped down", "correction", "from now
# on", "replaced"), in English and in the other languages a change is written in ("Od teraz ...", "A partir de ahora
# ...", "... statt auf der Willow Stage"): with one the newer may restate only the older's names (_restates). Not the
# English "replaced": it names a part replaced in an event as often as a value ("Alf's team replaced a castor" of the
# revolve that "The set ... on a revolve, built by Alf ..." names: hashing holdout3 lost that lookup with it).
# Turkish "artık" and Greek "πλέον" ("no longer" / "from now on") added by branch newest45 (benchmarks/RESULTS.md):
# holdout17's "Artık cumartesi ofis kapalı; telefon ... 09:00-18:00 ..." over the English office hours.
RESTATE_CUES = frozenset({
    "inste", "longe", "anymo", "stepp", "corre", "désor", "ahora", "adela", "teraz", "jetzt", "agora", "voort", "statt",
    "ansta", "lugar", "lieu", "invec", "zamia", "mehr", "rempl", "erset", "reemp", "susti", "sosti", "artık", "πλέον"})
_CHANGE_CUES = _CHANGE_CUES | RESTATE_CUES
# Change cues told by a run of words (change_phrases.CHANGE_PHRASES: "in its place", "for the time being", ...; issue
# 18, branch recall211): stems() adds a phrase's cue stem, and _rules() gives the list to the native pass, which reads
# them alike. Off: no phrase is read by stems() nor the native pass (the story readers' PLACE_INSTEAD is their own).
CHANGE_PHRASES_ON = True
# Words with which a newer statement adds to what holds rather than replacing it ("Lessons now also run on
# Fridays", "The café is open on Sundays too", "In addition, ..."): such a statement states no change, even with a
# word of change ("now") in it (the fifth pass's false change marks: an addition moved above the fact it adds to).
ADDITION_WORDS = frozenset({"also", "too", "additionally", "addition", "besides", "furthermore", "moreover"})
# A text opening with an article names its subject next ("The café now stays open ...", "A customer who cancels
# ..."): two texts that both open so, the newer's subject a word the older lacks, are about different things of one
# scope ("The centre is open 10:00 to 22:00 ..."), whatever their shared stems: no change.
ARTICLES = frozenset({"the", "a", "an"})
_STEM_STOPWORDS = frozenset({"is", "be", "to", "of", "in", "on", "at", "by", "as", "an", "or", "it", "we", "us",
                             "he", "me", "my", "no", "so", "do", "if", "up", "am", "the", "and", "for", "are",
                             "was", "were", "with", "that", "this", "from", "has",
                             "have", "had", "her", "his", "its", "their", "our", "your", "she", "him", "they",
                             "them", "who", "which", "what", "will", "would", "into", "onto", "about", "after",
                             "before", "than", "then", "also", "only", "same", "all", "any", "per", "each",
                             "every", "not", "but", "yet", "via", "out", "off", "over", "under", "there",
                             "here", "when", "where", "why", "how", "can", "could", "should", "may", "might",
                             "must", "does", "did", "doing", "done", "been", "being", "get", "got", "because"})


# Stems (a word's first five letters) naming opposite states of one thing: a newer text with one, an older with the
# other, about a subject they share, states a change ("gardencam.local came back online" after "gardencam.local
# went offline"), word of change or not. Kept to pairs whose stems name nothing else.
OPPOSITE_STATES: tuple[tuple[str, str], ...] = (
    ("onlin", "offli"), ("enabl", "disab"), ("avail", "unava"), ("locke", "unloc"), ("armed", "disar"),
    ("paid", "unpai"), ("resum", "pause"))
_OPPOSITE = {x: y for p, q in OPPOSITE_STATES for x, y in ((p, q), (q, p))}


@lru_cache(maxsize=8192)
def stems(text: str) -> frozenset[str]:
    """The first five letters of each word of two letters or more (and every number), stopwords left out: a crude stem
    ("payment"/"payments", "switched"/"switching") for telling whether two statements share a subject."""
    spaced = text.replace("_", " ").replace("-", " ")
    seen = words(spaced)
    found = frozenset(w[:5] for w in seen if (len(w) >= 2 or w.isdigit()) and w not in _STEM_STOPWORDS)
    if CHANGE_PHRASES_ON and not PHRASE_KEYS.isdisjoint(seen):  # a phrase of change counts as its cue stem
        found |= phrase_cues(_WORD.findall(spaced.lower()))
    return found


def states_a_change(newer: str, older: str, common: frozenset[str] = frozenset()) -> bool:
    """Whether `newer` reads as a changed value of what `older` says. Their stems are compared without the words
    of change and without `common` (the stems most texts around them share, such as the scope's own name): they
    share at least two, `newer` has one that `older` lacks (it says something `older` does not; it may name the
    old value too: "moved from PostgreSQL to MySQL"), and the shared stems are a large enough part of both
    (their Jaccard overlap): CHANGE_OVERLAP when `newer` carries a word of change ("moved", "switched", "now",
    "no longer", "raised", ...) that `older` lacks, STATE_OVERLAP without one (a newer statement of the same
    subject with other values: "Blood pressure at the nurse visit was 138/84 sitting" after "Blood pressure at
    the nurse visit was 152/92 sitting"). Without a word of change, two texts that each name an identifier
    (identifiers()) the other does not are about different things ("Invoice 8842 was paid on 5 March" is no
    change of "Invoice 8841 was paid on 3 March"). Used on pairs of one recall's candidates, the newer one
    created later. A newer text that states an addition (ADDITION_WORDS: "now also", "too") states no change. A newer
    text with a word saying the old value is gone (RESTATE_CUES: "instead", "no longer", "désormais", "statt", ...)
    needs no overlap: three shared stems, CHANGE_COVER of the older's, state the change (_restates: a change written
    in another language shares only the older's names)."""
    if states_an_addition(newer) or _other_subjects(newer, older, stems(older)):
        return False
    return _states_a_change(stems(newer), stems(older), common, identifiers(newer), identifiers(older))


def same_quantity(newer: str, older: str) -> bool:
    """Whether `newer` states the quantities of `older` in another unit or format ("an hour and a half" after "90
    minutes", "1,200 members" after "1.2k members", "15:00" after "3pm"; quantities.quantities, read in word order) and
    differs from it in nothing else: their stems that name no quantity (no digit, none of quantities.QUANTITY_STEMS)
    are the same. Such a newer text restates the older, it states no change (recall's conflict pass marks none; a
    newer one adding a word, "... 15:00; bring boots", is left to the usual rules). Sharing most stems and differing
    only in the value's words, these pairs were marked by STATE_OVERLAP (newest62, benchmarks/RESULTS.md)."""
    mine = quantities(newer)
    return bool(mine) and same_quantities(mine, quantities(older)) and _unquantified(newer) == _unquantified(older)


@lru_cache(maxsize=8192)
def _unquantified(text: str) -> frozenset[str]:
    """The stems of `text` (stems) that are no word of a quantity (same_quantity)."""
    return frozenset(s for s in stems(text) if s not in QUANTITY_STEMS and not any(c.isdigit() for c in s))


@lru_cache(maxsize=8192)
def _opening(text: str) -> tuple[bool, tuple[str, ...]]:
    """Whether `text` opens with an article (ARTICLES), and its subject: the stem of the word after the article when
    that word is a stem of the text (stems) that is no word of change ("The new CFO ..." names no subject here),
    with the stem of the word after it too when that one is such a stem ("The old Timberwolf ...": the first word
    after the article may be a modifier, and the noun it modifies names the same subject)."""
    first = [m.group() for _, m in zip(range(3), _WORD.finditer(text.lower()))]
    if not first or first[0] not in ARTICLES:
        return False, ()
    heads: list[str] = []
    for word in first[1:]:
        if not ((len(word) >= 2 or word.isdigit()) and word not in _STEM_STOPWORDS and word[:5] not in _CHANGE_CUES):
            break
        heads.append(word[:5])
    return True, tuple(heads)


def _other_subjects(newer: str, older: str, old_stems: frozenset[str]) -> bool:
    """Whether both texts open with an article and the newer's subject (_opening) holds no stem of the older."""
    new_article, heads = _opening(newer)
    return new_article and bool(heads) and _opening(older)[0] and all(h not in old_stems for h in heads)


def states_an_addition(text: str) -> bool:
    """Whether `text` adds to what holds (one of ADDITION_WORDS among its words) rather than replacing it."""
    return not words(text).isdisjoint(ADDITION_WORDS)


@lru_cache(maxsize=8192)
def identifiers(text: str) -> frozenset[str]:
    """The words of a text that name a thing rather than a quantity: a digit with a letter ("e12", "af217",
    "k7qx2m") or four digits or more ("8841", "2026"); "138", "84" and "2,611" are quantities."""
    return frozenset(w for w in words(text) if any(ch.isdigit() for ch in w) and (not w.isdigit() or len(w) >= 4))


def _states_a_change(new_stems: frozenset[str], old_stems: frozenset[str], common: frozenset[str],
                     new_ids: frozenset[str] = frozenset(), old_ids: frozenset[str] = frozenset()) -> bool:
    """states_a_change on the two texts' stems and identifiers."""
    return _change_between(new_stems & _CHANGE_CUES, (new_stems - _CHANGE_CUES) - common, old_stems,
                           (old_stems - _CHANGE_CUES) - common, new_ids, old_ids)


def _opposite_flips(a: frozenset[str], b: frozenset[str]) -> int:
    """The stems of `a` whose opposite state (OPPOSITE_STATES) is in `b`, neither stem being on both sides."""
    return sum(1 for x in a if (y := _OPPOSITE.get(x)) is not None and y in b and x not in b and y not in a)


def _value_swaps(a: frozenset[str], b: frozenset[str]) -> int:
    """The value slots (VALUE_SLOTS) in which `a` names a value that `b` lacks and `b` one that `a` lacks ("moved to
    Thursdays" after "on Mondays")."""
    return sum(1 for values in VALUE_SLOTS if (a & values) - b and (b & values) - a)


def _change_between(new_cues: frozenset[str], a: frozenset[str], old_stems: frozenset[str], b: frozenset[str],
                    new_ids: frozenset[str], old_ids: frozenset[str]) -> bool:
    """states_a_change on each text's parts: the newer's cue stems and its other stems less the common ones (a),
    the older's stems and its other stems less the common ones (b), and each one's identifiers. recall's conflict
    pass makes each text's parts once and compares many pairs. A stem of the newer whose opposite state is in the
    older ("online" after "offline") counts as one more shared subject stem and as a word of change, when the two
    share a stem besides. So does each value slot (VALUE_SLOTS: the day of the week, the month) in which each text names
    a value the other lacks ("moved to Thursdays" after "started on Mondays"), as one shared stem only."""
    common = len(a & b)
    flips = _opposite_flips(a, b) if common else 0
    swaps = _value_swaps(a, b) if common else 0
    shared = common + flips + swaps  # a stem and its opposite state, or two values of one slot, are one slot
    if common == 0 or shared < 2 or common == len(a):  # too little in common, or nothing new
        return False
    cued = flips > 0 or (bool(new_cues) and not new_cues <= old_stems)
    if not cued and new_ids - old_ids and old_ids - new_ids:  # other things of one kind (invoices, tickets)
        return False
    if (new_cues & RESTATE_CUES) - old_stems and _restates(shared, len(b)):
        return True
    return shared >= (CHANGE_OVERLAP if cued else STATE_OVERLAP) * (len(a) + len(b) - shared)


@lru_cache(maxsize=8192)
def names(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The stems (stems()) of the names a text holds, and of those with a word of NAME_CHANGE_CUES at most
    NAME_CUE_WINDOW words before or after them. A name: a capitalised word of two letters or more without a digit
    that is neither the text's first word nor the first after a ".", ";", ":", "!" or "?" (a sentence's first word is
    capitalised whatever it names), nor a value of VALUE_SLOTS (English capitalises the days and months: values, which
    two texts share as often as not, marked "Tuesdays" shared by two texts of one scope as their name)."""
    found = list(_WORD.finditer(text))
    cue_at = [i for i, m in enumerate(found) if m.group().lower()[:5] in NAME_CHANGE_CUES]
    all_names: set[str] = set()
    near: set[str] = set()
    for i, m in enumerate(found):
        word = m.group()
        lower = word.lower()
        stem = lower[:5]
        if i == 0 or len(word) < 2 or not word[0].isupper() or any(ch.isdigit() for ch in word) or \
                lower in _STEM_STOPWORDS or stem in _SLOT_VALUES:
            continue
        before = text[found[i - 1].end():m.start()].strip()
        if before and before[-1] in ".;:!?":
            continue
        all_names.add(stem)
        if any(abs(i - c) <= NAME_CUE_WINDOW for c in cue_at):
            near.add(stem)
    return frozenset(all_names), frozenset(near)


def _names_change(newer: str, older: str, a: frozenset[str], b: frozenset[str], older_kind: int) -> bool:
    """Whether `newer` states a change of `older` written in another language, the two sharing only names ("Nos
    hemos mudado: la caseta está ahora en el Racó norte ..." after "The hut is next to the lifeguard tower on Playa
    del Racó"; "Ho venduto il Tergeste; ... usiamo ora il Melges 20 ..." after "Fleet: ... the keelboat Tergeste"),
    which _change_between's two shared stems never mark. a, b: the two texts' subject stems (less the words of
    change and the pool's common stems). The older is a fact (KIND_CODE; an episode states what happened then, and
    no later change undoes it: "Our team on the Tergeste finished 214th ..." is no value the sale replaced; nor is a
    lesson's "Sound from the Meadow Stage carried across the river ..." a value of the stage's move), the two
    share at least one stem, every shared stem is a name in both (names()), the newer holds a word of
    NAME_CHANGE_CUES the older lacks within NAME_CUE_WINDOW words of a shared name, and adds nothing (the caller
    leaves additions out)."""
    if older_kind != KIND_CODE["fact"]:
        return False
    shared = a & b
    if not shared:
        return False
    new_names, new_near = names(newer)
    if not shared & new_near or not shared <= new_names or not shared <= names(older)[0]:
        return False
    return bool(stems(newer) & NAME_CHANGE_CUES - stems(older))


@lru_cache(maxsize=8192)
def label(text: str) -> tuple[str, ...]:
    """The words (lower-cased) of the label a text opens with: the LABEL_WORDS words or fewer before its first
    punctuation of ".;:!?", when that is a colon followed by white space ("Tile cache: Redis 7 ...", "Running coach:
    Leire ...", "Price board from 1 November: ..."); else none ("Dentist check-up on 12 Nov at 8:30", "CI moved to
    ubuntu-24.04: ...", "9:00 ...", "St. Oberholz: ...": a stop or no white space after the colon first)."""
    found = list(_WORD.finditer(text))
    for k in range(1, min(len(found), LABEL_WORDS + 1)):
        gap = text[found[k - 1].end():found[k].start()]
        stop = gap.rstrip()
        if stop and stop[-1] in ".;:!?":
            if stop[-1] == ":" and len(stop) < len(gap):
                return tuple(m.group().lower() for m in found[:k])
            return ()
    return ()


def label_stem(word: str) -> str | None:
    """A label word's stem: the first four letters of the word less one final "s" when it has four letters or more
    ("Pop-tops" meets "Pop-top roofs", "Mailers" meets "Mailing bags", "Prices" meets "Price board"); None for a word
    stems() leaves out. Four letters, not stems()' five: a label names its attribute in a word of the same root
    (every other stem of the two labels must match as well)."""
    if (len(word) < 2 and not word.isdigit()) or word in _STEM_STOPWORDS:
        return None
    return (word[:-1] if len(word) > 3 and word.endswith("s") else word)[:4]


def _label_change(newer: str, older: str, a: frozenset[str], b: frozenset[str], older_kind: int) -> bool:
    """Whether `newer` states the current value of what `older` states, both opening with a label of one attribute
    (label(): "Running coach: Leire Etxeberria, ... 60 euros a month" after "Running coach: Javi Mora, ... 45 euros a
    month"), neither saying that it changed (no word of change: _change_between wants an overlap such texts, their
    values all new, do not reach). The older is a fact (as for _names_change); the two labels' stems (label_stem)
    start with the same one and those of one hold all those of the other ("Pistachio:" and "Pistachio paste:",
    "Prices:" and "Price board from 1 November:"; not "Sanne:" and "Planning with Femi and Sanne:", a note about a
    person and a meeting); a, b (each text's subject stems less the words of change and the pool's common stems)
    share a stem besides the labels' (a unit, a day, a word of the value's frame: "Élodie: violin ... a lesson" after
    "Élodie: piano ... a lesson", never "Élodie: allergic to peanuts"), or else the labels share two stems or more
    (_attribute_label: then neither the first stem nor another shared stem is needed), and the newer has one the older
    lacks. The caller leaves additions and other subjects out (as for every change)."""
    if older_kind != KIND_CODE["fact"]:
        return False
    new_label, old_label = label(newer), label(older)
    if not new_label or not old_label:
        return False
    new_stems = [x for x in map(label_stem, new_label) if x is not None]
    old_stems = [x for x in map(label_stem, old_label) if x is not None]
    if not new_stems or not old_stems or not (set(new_stems) <= set(old_stems) or set(old_stems) <= set(new_stems)):
        return False
    if not a - b:  # the newer states nothing the older does not
        return False
    return _attribute_label(set(new_stems) & set(old_stems), a & b) or \
        (new_stems[0] == old_stems[0] and bool((a & b) - stems(" ".join(new_label + old_label))))


# Where a text breaks into clauses for _clause_change: after one of ".;!?" followed by white space, and at a line break.
_CLAUSE_BREAK = re.compile(r"(?<=[.;!?])(?=\s)|\n")


@lru_cache(maxsize=8192)
def clauses(text: str) -> tuple[str, ...]:
    """The clauses of a text (split at _CLAUSE_BREAK) that hold a word; () when it has fewer than two (the whole
    text is then its one statement, which the whole-text rules compare)."""
    found = tuple(c for c in _CLAUSE_BREAK.split(text) if _WORD.search(c))
    return found if len(found) >= 2 else ()


def _clause_change(newer: str, older: str, common: frozenset[str], old_stems: frozenset[str], b: frozenset[str],
                   older_kind: int) -> bool:
    """Whether one clause of a longer `newer` text (clauses()) states a change of `older` by _change_between's rule on
    that clause's stems alone, with a word of change of its own (CLAUSE_CHANGE_CUES) that `older` lacks: a value changed
    in passing inside a longer note ("... Our storage unit at SafeStore is 4471 now since they moved us ..." after
    "Storage unit at SafeStore Leith: unit 1290"), whose other clauses swell the union the whole-text overlap divides
    by; or, with no such word, by _clause_restates (the clause restates the older's subject with another value: "...;
    the pool and gym close on Wednesdays for cleaning this quarter; ..." after "The pool and gym close every Monday for
    cleaning."). The clause shares CLAUSE_SHARED subject stems or more with `older` that are no names of either text
    (names()). The older is a fact (as for _names_change: an episode states what happened then). A clause that states
    an addition (ADDITION_WORDS) states no change, whatever the others say (a long note's "also" elsewhere does not hide
    its change). common: the pool's common stems; old_stems, b: the older's stems and its subject stems (less the words
    of change and the common stems)."""
    if older_kind != KIND_CODE["fact"]:
        return False
    old_ids = identifiers(older)
    old_values = statement(older)[2]
    for clause in clauses(newer):
        own = stems(clause)
        cues = own & _CHANGE_CUES
        cued = bool((cues & CLAUSE_CHANGE_CUES) - old_stems)
        values = statement(clause)[2]
        if not (cued or (CLAUSE_COVER > 0 and (values or own & _SLOT_VALUES))) or states_an_addition(clause):
            continue
        a = (own - _CHANGE_CUES) - common
        if len((a & b) - names(newer)[0] - names(older)[0]) < CLAUSE_SHARED:
            continue
        if cued and _change_between(cues, a, old_stems, b, identifiers(clause), old_ids):
            return True
        if _clause_restates(a, b, values, old_values):
            return True
    return False


def _clause_restates(a: frozenset[str], b: frozenset[str], values: frozenset[str], old_values: frozenset[str]) -> bool:
    """Whether a clause of a longer newer text whose subject stems are `a` restates an older fact's subject (stems `b`)
    with another value, no word of change needed: the clause holds CLAUSE_COVER of the older's subject stems or more,
    and it names a value the older lacks while the older names one it lacks: a word with a digit on each side ("£44 a
    roll" after "£38.50 a roll", "Monday 19:00" after "Thursday 18:30"; values: each side's words with a digit,
    statement()'s third part) or a value of one slot (_value_swaps: "on Wednesdays" after "every Monday"). A long
    dated note states the current value in passing ("Invoice check, 22 Oct: Northern Drawing Supplies billed £44 a roll
    for the 90gsm plotter paper this time, ...") with no word of change: the writer knows the value, not that it
    changed."""
    return CLAUSE_COVER > 0 and len(a & b) >= CLAUSE_COVER * len(b) and \
        ((bool(values - old_values) and bool(old_values - values)) or _value_swaps(a, b) > 0)


@lru_cache(maxsize=8192)
def clause_labels(text: str) -> tuple[frozenset[str], ...]:
    """The labels that the clauses of `text` open with (clauses(), or the whole text when it has one; label()), as
    their stems (label_stem; the short words of other languages, _FOREIGN_SHORT, left out), each of
    ATTRIBUTE_LABEL_STEMS stems or more: an attribute a long fact states among others ("... Site lead: Nadia Brooks.",
    "Gearbox oil: Mobilgear SHC XMP 320 for the V112s.")."""
    if ATTRIBUTE_LABEL_STEMS <= 0:
        return ()
    found = (frozenset(x for w in label(part) if w not in _FOREIGN_SHORT and (x := label_stem(w)) is not None)
             for part in clauses(text) or (text,))
    return tuple(f for f in found if len(f) >= ATTRIBUTE_LABEL_STEMS)


@lru_cache(maxsize=8192)
def label_words(text: str) -> frozenset[str]:
    """The stems (label_stem) of every word of `text`."""
    return frozenset(x for w in _WORD.findall(text.lower()) if (x := label_stem(w)) is not None)


def _label_named(newer: str, older: str, old_stems: frozenset[str], newer_kind: int, older_kind: int) -> bool:
    """Whether a newer fact names the attribute a clause of an older fact is labelled with and says that it changed:
    one clause of `newer` (or `newer` itself, when it has one) holds every stem of such a label (clause_labels: two
    label stems or more) among its words (label_words), a word of change of CLAUSE_CHANGE_CUES that `older` lacks, and
    no addition word ("Chris Amadi is site lead here now." after "... Site lead: Nadia Brooks."; "V112 gearboxes
    switched to Shell Omala S4 GXV 320 ..." after "Gearbox oil: Mobilgear SHC XMP 320 for the V112s."). A long fact's
    other attributes swell the union _change_between divides by, and the newer one names the attribute in the label's
    words and the value in its own (a person, a product), which the older lacks. Both are facts (an episode states
    what happened then; a note of a proposal is no value yet), and both read as English (reads_as_english: in another
    language a label's function word passes for a stem, "Dla recepcji:" of "... żeton przy recepcji" put a laundry note
    above the city tax it does not change; E5 holdout14 lost that lookup). old_stems: the older's stems (stems()).
    Branch factpass74 (benchmarks/RESULTS.md)."""
    if older_kind != KIND_CODE["fact"] or newer_kind != KIND_CODE["fact"] or not CLAUSE_CHANGE_CUES:
        return False
    labels = clause_labels(older)
    if not labels or not reads_as_english(newer) or not reads_as_english(older):
        return False
    for clause in clauses(newer) or (newer,):
        if states_an_addition(clause) or not (stems(clause) & CLAUSE_CHANGE_CUES) - old_stems:
            continue
        own = label_words(clause)
        if any(found <= own for found in labels):
            return True
    return False


def _attribute_label(shared_label: set[str], shared: frozenset[str]) -> bool:
    """Whether two labels (one's stems holding the other's, as _label_change tests) name one attribute in enough words
    to need neither the same first stem nor another shared stem: they share ATTRIBUTE_LABEL_STEMS label stems or more
    ("Billing on-call rota owner: Lucía Bernal ..." after "Billing on-call: Kwame Asante owns the rota ...", "Fleet
    insurance: Allianz ..." after "Fleet insurer: Mapfre ...", "selkie nodes: driver 550.127.05 ..." after "NVIDIA
    driver on selkie nodes: 535.161 ..."), and the texts share a subject stem (the label's words are not all common to
    the pool). A one-word label may be a person's or a thing's name under which unrelated notes are filed ("Élodie:
    allergic to peanuts" and "Élodie: piano ... Wednesdays"), and one word of a longer label may be that name too
    ("Planning with Femi and Sanne:" and "Sanne:"), so such a pair still needs the same first stem and a stem shared
    besides the labels (_label_change); two label words or more that agree name an attribute, and a later value under
    them replaces the earlier one whatever else the two texts say (the new value's words are all new: a person, a
    supplier, a plate)."""
    return ATTRIBUTE_LABEL_STEMS > 0 and len(shared_label) >= ATTRIBUTE_LABEL_STEMS and bool(shared)


def _restates(shared: int, older_size: int) -> bool:
    """Whether `shared` subject stems are enough of the older text's `older_size` (CHANGE_SHARED, CHANGE_COVER) for a
    newer text with a word of change that says the older value is gone (RESTATE_CUES, not in the older) to state a
    change whatever their overlap: it restates the older's names among many
    words of its own ("Od teraz siano ... dostarcza nam Gorse End Farm ..., a nie Pennock Farm Supplies" after "Hay and
    haylage are delivered by Pennock Farm Supplies ...": written in another language, only the names are shared)."""
    return shared >= CHANGE_SHARED and shared >= CHANGE_COVER * older_size


def raised_confidence(current: float, evidence: float) -> float:
    """Confidence after the same value is stated again: the doubt left shrinks by half the new evidence,
    c' = 1 - (1 - c)(1 - e/2), so it rises with each restatement and never reaches 1 from finite evidence."""
    return 1.0 - (1.0 - current) * (1.0 - evidence / 2.0)


class Semantics:
    """Facts, episodes, lessons, edits, dedup and conflicts, over the engine and the write path."""

    def __init__(self, engine: SegmentSet, writes: WritePath, clock: Callable[[], float]) -> None:
        self.engine = engine
        self.writes = writes
        self.clock = clock
        # recall() runs its conflict pass inside the plan's native call (RecallPlan.marked_hits, which finishes
        # it there or hands it to mark_conflicts; its statement and keyed rules looked up in the scope's
        # ConflictRelations: engine/segment_set.py); False: the plan's hits, then mark_conflicts (tests and
        # benchmarks that compare the passes).
        self.in_plan = True
        # the margin of the cross-language change test (_cross_language_changes) in this store's conflict pass: the
        # store sets XL_CHANGE_MARGIN under a dense embedder; negative: off (the hashing embedder: across languages its
        # vectors share only names and numbers, so a fact's nearest one in another language is noise)
        self.cross_language = -1.0

    # ------------------------------------------------------------------ versions

    def _write_version(self, scope: str, old: Memory | None, text: str, *, kind: str, supersedes: str | None,
                       hidden: int = 0, embedding: Any = None, **fields: Any) -> str:
        """One insert of a memory (a new version of `old` when supersedes is set), hidden bits included."""
        batch, groups = self.writes.prepare(
            scope, [text], embeddings=embedding, kind=kind,
            importance=fields.get("importance", 0.5), confidence=fields.get("confidence", 1.0),
            source=fields.get("source", "user"), trusted=fields.get("trusted", True),
            created_at=fields.get("created_at"), expires_at=fields.get("expires_at"), key=[fields.get("key")],
            meta=[fields.get("meta")], trigger=[fields.get("trigger")], guidance=[fields.get("guidance")],
            layer=fields.get("layer"), user_meta=False)
        batch["updated_at"][:] = fields.get("updated_at", batch["updated_at"][0])
        batch["supersedes"] = [supersedes]
        batch["hidden"][:] = hidden
        if old is not None:
            batch["use_count"][:] = old.use_count
        return self.writes.insert(batch, groups)[0]

    def update(self, scope: str, id: str, *, text: str | None = None, importance: float | None = None,
               confidence: float | None = None, expires_at: Any = None, meta: dict[str, Any] | None = None,
               trigger: str | None = None, guidance: str | None = None) -> str:
        """Edits a memory by writing a new version (re-embedded when what it is searched by changes); the old
        version is kept as history (status "superseded", ``superseded_by`` the new id) and never served
        again. Returns the new id: people can view, edit and delete what is remembered about them.

        The new version's ``updated_at`` is now (``created_at`` stays). A keyed fact's value follows its text
        ("key: value"), so get_fact sees the edit. A lesson is edited through `trigger` and `guidance` (what is
        injected; recall matches both, writes.lesson_search_text: re-embedded); `text` on a lesson is its new
        guidance. A pending lesson stays pending. `meta` replaces the old meta (reserved lineage keys refused)."""
        check_scope(scope)
        for name, value in (("text", text), ("trigger", trigger), ("guidance", guidance)):
            if value is not None:
                _require_text(name, value)
        if meta is not None:
            check_user_meta(meta)
        with self.engine.lock:
            seg, row = self.engine.locate(scope, id)
            old = self.engine.memory_at(seg, row)
            if seg.col("hidden")[row] & HIDDEN_SUPERSEDED:
                raise InvalidArgumentError(f"memory {id!r} is an old version; update the current one")
            new_meta = old.meta if meta is None else meta
            new_trigger, new_guidance, new_text = old.trigger, old.guidance, old.text if text is None else text
            if old.kind == "lesson":
                if trigger is not None or guidance is not None or text is not None:
                    new_trigger = old.trigger if trigger is None else trigger
                    new_guidance = (guidance if guidance is not None else text if text is not None
                                    else old.guidance)
                    new_text = f"When {new_trigger}: {new_guidance}" if new_trigger else str(new_guidance)
                searched_same = (lesson_search_text(new_text, new_trigger, new_guidance)
                                 == lesson_search_text(old.text, old.trigger, old.guidance))
            else:
                if trigger is not None or guidance is not None:
                    raise InvalidArgumentError("trigger and guidance apply to lessons only")
                searched_same = new_text == old.text
                if old.key is not None and new_text != old.text and isinstance((old.meta or {}).get("value"), str):
                    new_meta = dict(new_meta or {}, value=fact_value(old.key, new_text))
            return self._write_version(
                scope, old, new_text, kind=old.kind, supersedes=old.id,
                hidden=int(seg.col("hidden")[row]) & HIDDEN_PENDING,
                embedding=seg.value("embedding", row)[None, :] if searched_same else None,
                importance=old.importance if importance is None else importance,
                confidence=old.confidence if confidence is None else confidence,
                source=old.source, trusted=old.trusted, created_at=old.created_at, updated_at=self.clock(),
                expires_at=(old.expires_at if expires_at is None else expires_at),
                key=old.key, meta=new_meta, trigger=new_trigger, guidance=new_guidance, layer=old.layer)

    def history_of(self, scope: str, id: str) -> list[str]:
        """`id` and every memory it stands for: the versions it supersedes, transitively, and the originals
        consolidation merged into it (the `merged_from` column), forgotten rows included. Only the store's own
        lineage columns are followed, never `meta` (user data); a link whose row is already gone (erased
        earlier) is skipped. NotFoundError when `id` itself is not in `scope`."""
        self.engine.find_any(scope, id)  # NotFoundError for the one the caller named
        found: list[str] = []
        todo = [id]
        while todo:
            current = todo.pop()
            if current in found:
                continue
            try:
                seg, row = self.engine.find_any(scope, current)
            except NotFoundError:  # erased before (or never in this scope): nothing left to erase
                continue
            found.append(current)
            older = seg.columns_at(np.array([row], np.int64), ("supersedes", "merged_from"))
            if older["supersedes"][0]:
                todo.append(older["supersedes"][0])
            if older["merged_from"][0]:
                todo += older["merged_from"][0].split(",")
        return found

    def history(self, scope: str, id: str) -> list[Memory]:
        """Every version of the memory `id` of `scope` (any version: current or older), newest first: the
        versions it replaced (edits, fact values, dedup merges) and those that replaced it, each with its
        `status` and `superseded_by`. Forgotten versions are left out; NotFoundError if `id` is forgotten or
        not in `scope`. The originals a consolidation merged into a memory are named by its `merged_from`
        (and readable with get)."""
        check_scope(scope)
        with self.engine.lock:
            self.engine.locate(scope, id)
            successors = self.engine.successors(scope)
            chain, current = [id], id
            while current in successors and successors[current] not in chain:  # newer versions
                current = successors[current]
                chain.append(current)
            older = self.engine.memory_at(*self.engine.find_any(scope, id)).supersedes
            while older is not None and older not in chain:  # older versions
                chain.insert(0, older)
                try:
                    older = self.engine.memory_at(*self.engine.find_any(scope, older)).supersedes
                except NotFoundError:
                    chain.pop(0)
                    break
            out = []
            for version in reversed(chain):
                try:
                    seg, row = self.engine.locate(scope, version)
                except NotFoundError:  # forgotten (or erased): not part of what can be read
                    continue
                out.append(self.engine.described(scope, self.engine.memory_at(seg, row), successors))
            return out

    # ------------------------------------------------------------------ dedup

    def _near_duplicate(self, scope: str, text: str, kind: str, vector: np.ndarray) -> tuple[Any, int] | None:
        """The live memory of the same kind in `scope` that `text` (with `vector`) duplicates, if any."""
        params = recall_params.build(self.clock, k=1, k_wide=1, weights=_SIMILARITY_ONLY,
                                     min_similarity=DEDUP_SIMILARITY, kinds=(kind,), **_SEARCH_DEFAULTS)
        chosen = self.engine.search(scope, vector, params)
        if not chosen:
            return None
        seg, row = chosen[0]
        if word_overlap(seg.value("text", row), text) < DEDUP_WORD_OVERLAP:
            return None
        return seg, row

    def merge_duplicate(self, scope: str, batch: dict[str, Any]) -> str | None:
        """Dedup on write (called by remember, lock held, with its validated one-row batch): if a live
        memory of the same kind in `scope` is near-identical (vector similarity >= DEDUP_SIMILARITY and word
        overlap >= DEDUP_WORD_OVERLAP), writes a new version of it instead of a copy: timestamps refreshed,
        the higher importance and confidence, the provenance of both (meta "sources"; the new version
        `supersedes` the old one).
        Returns that version's id, or None when there is no duplicate."""
        text, kind = batch["text"][0], KINDS[int(batch["kind"][0])]
        match = self._near_duplicate(scope, text, kind, batch["embedding"][0])
        if match is None:
            return None
        seg, row = match
        old = self.engine.memory_at(seg, row)
        meta = dict(old.meta or {})
        meta["sources"] = sorted(set(meta.get("sources", [old.source])) | {batch["source"][0]})
        return self._write_version(
            scope, old, old.text, kind=old.kind, supersedes=old.id, embedding=seg.value("embedding", row)[None, :],
            hidden=int(seg.col("hidden")[row]) & HIDDEN_PENDING,
            importance=max(old.importance, float(batch["importance"][0])),
            confidence=max(old.confidence, float(batch["confidence"][0])),
            source=old.source, trusted=old.trusted and bool(batch["trusted"][0]), created_at=self.clock(),
            expires_at=old.expires_at, key=old.key, meta=meta, trigger=old.trigger, guidance=old.guidance,
            layer=old.layer)

    # ------------------------------------------------------------------ facts and beliefs

    def _fact_rows(self, scope: str, key: str) -> list[tuple[Any, int]]:
        """(segment, row) of every version of the memory keyed `key` in `scope` (set_fact's facts and
        remember(key=)'s memories alike) that is not forgotten, oldest first."""
        found = []
        for seg in self.engine.segments():
            for row in seg.key_rows(scope, key).tolist():
                if not seg.col("hidden")[row] & HIDDEN_DELETED:
                    found.append((seg.col("seq")[row], seg, row))
        return [(seg, row) for _, seg, row in sorted(found, key=lambda t: t[0])]

    def _current_fact(self, scope: str, key: str) -> tuple[Any, int] | None:
        """The current version of key `key` in `scope`: the newest that is not superseded, archived or forgotten
        (a pending lesson's key is current too: its next version supersedes it)."""
        current = [(seg, row) for seg, row in self._fact_rows(scope, key)
                   if not seg.col("hidden")[row] & ~np.uint8(HIDDEN_PENDING)]
        return current[-1] if current else None

    def current_by_key(self, scope: str, key: str) -> tuple[Any, int] | None:
        """(segment, row) of the current version of the memory keyed `key` in `scope`, or None."""
        check_scope(scope)
        return self._current_fact(scope, key)

    def link_keys(self, scope: Any, batch: dict[str, Any]) -> None:
        """remember(key=...) is an upsert: each keyed row of a prepared batch supersedes the current memory of
        its scope with that key (history kept), exactly as set_fact does; within one batch a later row with the
        same scope and key supersedes the earlier one (the last is current). Called with the lock held, right
        before the batch is inserted (its rows get the next sequence numbers, in order)."""
        keys = batch["key"]
        if keys.count(None) == len(keys):
            return
        scopes = batch["scope"]
        first = self.engine.next_seq
        latest: dict[tuple[str, str], str] = {}
        for row, key in enumerate(keys):
            if key is None:
                continue
            pair = (scopes[row], key)
            if pair not in latest:
                current = self._current_fact(scopes[row], key)
                if current is not None:
                    latest[pair] = memory_id(int(current[0].col("seq")[current[1]]))
            if pair in latest:
                batch["supersedes"][row] = latest[pair]
            latest[pair] = memory_id(first + row)

    def set_fact(self, scope: str, key: str, value: str, *, source: str = "user", confidence: float | None = None,
                 importance: float = 0.5, trusted: bool = True, created_at: Any = None, expires_at: Any = None,
                 layer: str | None = None) -> str:
        """Sets fact `key` of `scope` to `value` and returns the id of the current version.

        A different value supersedes the current one (kept as history, never served as current) with the
        new evidence's confidence (default 0.6). The same value stated again is a belief gaining evidence:
        a new version whose confidence rises (see raised_confidence) and whose timestamps are refreshed.
        """
        check_scope(scope)
        _require_text("key", key)
        _require_text("value", value)
        evidence = FIRST_EVIDENCE if confidence is None else check_unit("confidence", confidence)
        text = f"{key}: {value}"
        with self.engine.lock:
            current = self._current_fact(scope, key)
            old = None if current is None else self.engine.memory_at(*current)
            if old is not None and fact_value(key, old.text) == value:
                evidence = raised_confidence(old.confidence, evidence)
                importance = max(importance, old.importance)
            # No copy of the old value here: erasing the old version must erase its value (fact_history has it).
            meta: dict[str, Any] = {"value": value}
            return self._write_version(
                scope, old, text, kind="fact", supersedes=None if old is None else old.id,
                importance=importance, confidence=min(1.0, evidence), source=source, trusted=trusted,
                created_at=created_at, expires_at=expires_at, key=key, meta=meta, layer=layer)

    def get_fact(self, scope: str, key: str) -> str | None:
        """The current value of fact `key` in `scope`, or None (also when it has expired)."""
        check_scope(scope)
        with self.engine.lock:
            current = self._current_fact(scope, key)
            if current is None:
                return None
            memory = self.engine.memory_at(*current)
        if memory.expires_at is not None and memory.expires_at.timestamp() <= self.clock():
            return None
        return fact_value(key, memory.text)

    def fact_history(self, scope: str, key: str) -> list[Memory]:
        """Every version of fact `key`, newest first; older ones carry ``superseded_by`` and their
        ``meta["superseded_at"]`` (when they stopped being current)."""
        check_scope(scope)
        with self.engine.lock:
            versions = [self.engine.memory_at(seg, row) for seg, row in self._fact_rows(scope, key)]
        out: list[Memory] = []
        for older, newer in zip(versions, [*versions[1:], None]):
            if newer is None:
                out.append(older)
            else:
                meta = dict(older.meta or {}, superseded_at=newer.created_at.isoformat())
                out.append(replace(older, superseded_by=newer.id, meta=meta))
        return out[::-1]

    # ------------------------------------------------------------------ episodes

    def add_episode(self, scope: str, summary: str, *, outcome: str | None = None, task: str | None = None,
                    session_id: str | None = None, key_facts: list[str] | tuple[str, ...] = (),
                    importance: float = 0.5, source: str = "agent", trusted: bool = True, created_at: Any = None,
                    expires_at: Any = None) -> str:
        """Appends an episode (what happened, when): recalled by similarity and recency, never rewritten."""
        if not isinstance(key_facts, (list, tuple)) or not all(isinstance(f, str) for f in key_facts):
            raise InvalidTypeError("key_facts must be a list of strings")
        fields = (("outcome", outcome), ("task", task), ("session_id", session_id))
        meta: dict[str, Any] = {k: v for k, v in fields if v is not None}
        if key_facts:
            meta["key_facts"] = list(key_facts)
        check_scope(scope)
        _require_text("summary", summary)
        batch, groups = self.writes.prepare(
            scope, [summary], embeddings=None, kind="episode", importance=importance, confidence=1.0, source=source,
            trusted=trusted, created_at=created_at, expires_at=expires_at, key=None, meta=[meta or None],
            trigger=None, guidance=None, layer=None)
        return self.writes.insert(batch, groups)[0]

    # ------------------------------------------------------------------ lessons

    def add_lesson(self, scope: str, trigger: str, guidance: str, *, confidence: str = "low",
                   source: str = "agent", importance: float = 0.7, created_at: Any = None) -> str:
        """Stores a lesson: recall matches its trigger and guidance, the context injects its guidance. Only "high"
        confidence lessons are served automatically; "low" and "medium" wait in pending_lessons()."""
        if confidence not in LESSON_CONFIDENCE:
            raise InvalidArgumentError(f"lesson confidence must be one of {', '.join(LESSON_CONFIDENCE)}")
        _require_text("trigger", trigger)
        _require_text("guidance", guidance)
        check_scope(scope)
        return self._write_version(
            scope, None, f"When {trigger}: {guidance}", kind="lesson", supersedes=None,
            hidden=0 if confidence == "high" else HIDDEN_PENDING, importance=importance,
            confidence=LESSON_CONFIDENCE[confidence], source=source, created_at=created_at,
            trigger=trigger, guidance=guidance, meta={"confidence_label": confidence})

    def pending_lessons(self, scope: str) -> list[Memory]:
        """Lessons of `scope` waiting for review (not served until approved), oldest first."""
        check_scope(scope)
        out: list[Memory] = []
        with self.engine.lock:
            for seg in self.engine.segments():
                rows = seg.scope_rows(scope)
                hidden = seg.col("hidden")[rows]
                rows = rows[(hidden == HIDDEN_PENDING) & (seg.col("kind")[rows] == KIND_CODE["lesson"])]
                out.extend(self.engine.memory_at(seg, int(r)) for r in rows)
        return sorted(out, key=lambda m: m.created_at)

    def approve(self, scope: str, id: str) -> None:
        """Serves a pending lesson from now on."""
        with self.engine.lock:  # located and changed under one lock: a seal committing between would move the row
            seg, row = self._pending(scope, id)
            self.engine.commit_flags(scope, [(seg, np.array([row]))], clear_bits=HIDDEN_PENDING)

    def reject(self, scope: str, id: str) -> None:
        """Forgets a pending lesson."""
        with self.engine.lock:
            seg, row = self._pending(scope, id)
            self.engine.commit_flags(scope, [(seg, np.array([row]))], set_bits=HIDDEN_DELETED)

    def _pending(self, scope: str, id: str) -> tuple[Any, int]:
        check_scope(scope)
        seg, row = self.engine.locate(scope, id)
        if not seg.col("hidden")[row] & HIDDEN_PENDING:
            raise InvalidArgumentError(f"memory {id!r} is not a pending lesson")
        return seg, row

    # ------------------------------------------------------------------ recall helpers

    def mark_conflicts(self, hits: list[Hit], segments: list[Any], pool_segments: np.ndarray | None,
                       pool_rows: np.ndarray | None, query: np.ndarray | None = None,
                       params: _core.RecallParams | None = None, *, native: bool = True,
                       found: Any = _NOT_RUN, newest_first: bool = True) -> list[Hit]:
        """Marks recalled memories that seem to contradict another candidate of the same recall (the wide
        pool the hits were chosen from: everything similar enough to the query to matter): each such hit
        names the other side in ``memory.conflicts_with`` (readable with get), so a conflict is surfaced,
        never silently resolved, and recall still returns at most k hits. A keyed fact and free text are
        compared whatever their similarity (keyed_conflict). A newer memory that states a change of what an
        older one says (states_a_change: "moved to Thursdays" after "on Saturdays") is compared whatever the
        two texts' similarity too, and when the newer is about as relevant to the query it is served first: put
        right before the older when both are hits (NEWER_RELEVANCE of the older's relevance, or more), or (given
        the recall's `query` and `params`) in the older's place when only the older is a hit, the newer has
        NEWER_IN_PLACE_RELEVANCE of its relevance and fits the token budget: the current value is what the
        agent reads, the older one is named in its ``conflicts_with``. Costs no second scan: the pool comes back
        from the same native call. The pass runs natively (_core.find_conflicts, cpp/engram/text/conflicts.hpp)
        by the rules of conflict_marks, which stays the specification and runs instead with `native=False`
        (the native words read every text, a digit of any script too: branch textcost166). `found`: the native
        pass's result when the caller ran it (RecallPlan.marked_hits: find_conflicts's with the query, or None for
        the Python rules). ``newest_first=False`` (a question naming a past period: serves_newest_first) marks
        the conflicts and changes but neither moves nor replaces a hit.
        recall() runs the pass inside its plan's native call (RecallPlan.marked_hits, conflict_pass), which
        finishes it by these steps itself unless a newer memory may take an older hit's place; then it gives its
        result here."""
        if not hits or pool_segments is None or pool_rows is None or len(pool_rows) < 2:
            return hits
        ids = hit_ids(hits)
        in_place = query is not None and params is not None
        if found is _NOT_RUN:
            found = _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words,
                                         query=query if in_place else None,
                                         cross_language=self.cross_language) if native else None
        bounds: dict[str, float] | None = None
        if found is None:
            partners, changes = conflict_marks(ids, segments, pool_segments, pool_rows, self.cross_language)
        elif in_place:
            partners, changes, bounds = found
        else:
            partners, changes = found
        if not partners:
            return hits
        served = set(ids)
        # Only a change whose older side is a hit can put its newer side among the hits (_newer_in_place), and
        # only one with both sides among them can reorder them (newer_first): most recalls have neither.
        if not newest_first:
            return marked_hits(hits, ids, partners)
        if query is not None and params is not None and \
                any(older in served and newer not in served for newer, older, _at in changes):
            newer_at = {newer: (int(pool_segments[at]), int(pool_rows[at])) for newer, _older, at in changes}
            hits = self._newer_in_place(hits, {(newer, older) for newer, older, _at in changes}, newer_at, segments,
                                        query, params, ids, bounds)
            ids = hit_ids(hits)
            served = set(ids)
        marked = marked_hits(hits, ids, partners)  # schema.with_conflicts for each hit in partners
        changed = {(newer, older) for newer, older, _at in changes if newer in served and older in served}
        return newer_first(marked, changed, ids) if changed else marked

    def _newer_in_place(self, hits: list[Hit], changes: set[tuple[str, str]], newer_at: dict[str, tuple[int, int]],
                        segments: list[Any], query: np.ndarray, params: _core.RecallParams,
                        ids: list[str], bounds: dict[str, float] | None = None) -> list[Hit]:
        """`hits` with each older hit whose newer statement of a change is in the pool but not among the hits
        replaced by that newer memory (scored as recall scores it), when it is about as relevant
        (NEWER_IN_PLACE_RELEVANCE) and the token budget still holds. newer_at: each newer memory's (segment, row);
        ids: the hits' ids; bounds: what each newer memory's cosine with the unit query cannot exceed (the native
        pass's), so that one whose relevance cannot reach the threshold is passed over without the numpy product
        (the relevance map never decreases with the cosine)."""
        floor, scale, knee = params.relevance_floor, params.relevance_scale, params.relevance_knee
        if scale < 0 or knee < 0:
            bounds = None  # a map that may decrease: every candidate scored exactly
        served = set(ids)
        out = list(hits)
        # the hits' tokens, summed only under a budget (recall's default has none) and kept as hits are replaced
        budget = params.budget_tokens
        held = sum(x.memory.tokens for x in out) if budget >= 0 else 0
        newer_of: dict[str, list[str]] = {}  # older id -> the newer ids, in the order of sorted(changes)
        for newer_id, older_id in sorted(changes):
            newer_of.setdefault(older_id, []).append(newer_id)
        unit: np.ndarray | None = None
        for i, h in enumerate(hits):
            for newer_id in newer_of.get(ids[i], ()):
                if newer_id in served:
                    continue
                if bounds is not None and newer_id in bounds:
                    y = max(0.0, (bounds[newer_id] - floor) * scale)
                    if y / (1.0 + knee * y) < NEWER_IN_PLACE_RELEVANCE * h.relevance:
                        continue  # its exact relevance is no more than this
                if unit is None:
                    unit = np.asarray(query, np.float32).reshape(-1)
                    norm = float(np.sqrt(unit.dot(unit)))  # np.linalg.norm's own arithmetic, without its checks
                    unit = unit / norm if norm > 0 else unit
                seg_index, row = newer_at[newer_id]
                seg = segments[seg_index]
                # the Hit is made only for a newer memory that qualifies: most do not (pool_hit's relevance)
                scored = _pool_relevance(seg, row, unit, params)
                if scored[1] < NEWER_IN_PLACE_RELEVANCE * h.relevance:
                    continue
                if budget >= 0 and held - h.memory.tokens + int(seg.col("tokens")[row]) > budget:
                    continue
                out[i] = pool_hit(seg, row, unit, params, scored)
                held += out[i].memory.tokens - h.memory.tokens
                served.add(newer_id)
                break
        return out


def _marks_change(newer: str, older: str, newer_kind: int, older_kind: int, common: frozenset[str]) -> bool:
    """conflict_marks' change test of one pair of pooled texts, `newer` written after `older` (their kind codes;
    `common`: the stems most of the pool shares). Read anew each time: since the native pass reads every text (a digit
    of any script too: branch textcost166) conflict_marks runs as the specification only (native=False), and no
    recall's pass reads it, so no pair is kept (branch textcost150 kept them for the pass that ran it on each recall
    of a scope holding such a digit)."""
    adds, parts = states_an_addition(newer), clauses(newer)
    new_stems, old_stems = stems(newer), stems(older)
    cues, new_other, old_other = new_stems & _CHANGE_CUES, (new_stems - _CHANGE_CUES) - common, \
        (old_stems - _CHANGE_CUES) - common
    return ((not adds and not _other_subjects(newer, older, old_stems) and
             (_change_between(cues, new_other, old_stems, old_other, identifiers(newer), identifiers(older)) or
              _names_change(newer, older, new_other, old_other, older_kind) or
              _label_change(newer, older, new_other, old_other, older_kind))) or
            (bool(parts) and not new_other.isdisjoint(old_other) and
             _clause_change(newer, older, common, old_stems, old_other, older_kind)) or
            (len(new_other) >= 2 and not new_other.isdisjoint(old_other) and
             _label_named(newer, older, old_stems, newer_kind, older_kind))) and not same_quantity(newer, older)


def conflict_marks(hit_ids: list[str], segments: list[Any], pool_segments: np.ndarray, pool_rows: np.ndarray,
                   cross_language: float = -1.0) -> tuple[dict[str, tuple[str, ...]], list[tuple[str, str, int]]]:
    """The marks of recall's conflict pass in Python: the specification the native pass (_core.find_conflicts)
    follows, and what runs with mark_conflicts(native=False). hit_ids: the hits' ids in order; the pool best first;
    cross_language: the margin of _cross_language_changes (negative: off). Returns (partners: id -> the ids it seems
    to conflict with, sorted; changes: (newer id, older id, the newer's pool position) of each newer memory that
    states a change of an older one, sorted). The rules run anew on each call (no pair kept), as the specification
    the native pass is compared against (tests that change a rule or count its calls)."""
    pool = list(zip(pool_segments.tolist(), pool_rows.tolist()))
    vectors = np.empty((len(pool), segments[0].dim), np.float32)
    seqs = np.empty(len(pool), np.int64)
    for s in np.unique(pool_segments).tolist():  # one gather per segment, not per row
        where = np.flatnonzero(pool_segments == s)
        vectors[where] = segments[s].vectors(pool_rows[where])
        seqs[where] = segments[s].col("seq")[pool_rows[where]]
    pool_ids = id_list(seqs)
    position = {pid: i for i, pid in enumerate(pool_ids)}
    hit_rows = [position[h] for h in hit_ids if h in position]
    if not hit_rows:
        return {}, []
    # Hit-vs-pool similarities with the native kernel: a BLAS matrix product this small costs more in
    # waking OpenBLAS's threads (milliseconds on a busy machine) than in arithmetic.
    similar = np.stack([_core.dot_many(vectors[a], vectors) for a in hit_rows]) >= CONFLICT_SIMILARITY
    pairs = [(hit_rows[i], j) for i, j in np.argwhere(similar).tolist() if hit_rows[i] != j]
    # The text and key of every pooled memory, one batch per segment (keyed facts are compared with free
    # text whatever their similarity: "reply_language: English" and "... prefers replies in Hindi.").
    texts: list[str] = [""] * len(pool)
    keys: list[str | None] = [None] * len(pool)
    created = [0.0] * len(pool)
    kinds = [0] * len(pool)
    for s in np.unique(pool_segments).tolist():
        where = np.flatnonzero(pool_segments == s)
        got = segments[s].columns_at(pool_rows[where], ("text", "key", "created_at", "kind"))
        for i, text, key, when, kind in zip(where.tolist(), got["text"], got["key"], got["created_at"], got["kind"]):
            texts[i], keys[i], created[i], kinds[i] = text, key, when, kind
    partners: dict[str, set[str]] = {}
    changes: set[tuple[str, str, int]] = set()  # (newer id, older id, newer's position)

    def mark(a: int, b: int) -> None:
        partners.setdefault(pool_ids[a], set()).add(pool_ids[b])
        partners.setdefault(pool_ids[b], set()).add(pool_ids[a])

    for a, b in pairs:
        if _statements_conflict(statement(texts[a]), statement(texts[b])):
            mark(a, b)
    # Changed values among the CHANGE_POOL best candidates (the pool comes best first) and the hits. Stems that
    # most of the pool shares (a scope's own name: "Supplier S1") tell no subject apart.
    near = range(min(len(pool), CHANGE_POOL))
    near_stems = [stems(texts[i]) for i in near]  # cached per text: each made once, not once per pair
    counts = Counter(chain.from_iterable(near_stems))
    at_least = max(3, COMMON_SHARE * len(near))
    common = frozenset(stem for stem, n in counts.items() if n > at_least)
    hit_set = set(hit_rows)
    changed = _marks_change
    # A pair sharing only names is a change by _names_change (a change in another language), and a fact restated under
    # its label by _label_change; its older side's kind (an episode is none) read here (_marks_change).
    for newer in near:
        # an addition replaces nothing (states_a_change); one of a longer text's clauses may still state a change
        adds, parts = states_an_addition(texts[newer]), clauses(texts[newer])
        if adds and not parts:
            continue
        when = created[newer]
        for older in (near if newer in hit_set else hit_rows):
            if when > created[older] and changed(texts[newer], texts[older], kinds[newer], kinds[older], common):
                mark(newer, older)
                changes.add((pool_ids[newer], pool_ids[older], newer))
    if cross_language >= 0:
        facts = [i for i in sorted(set(near) | hit_set) if kinds[i] == KIND_CODE["fact"]]
        for newer, older in _cross_language_changes(facts, [reads_as_english(texts[i]) for i in facts], vectors,
                                                    created, hit_set, cross_language):
            mark(newer, older)
            changes.add((pool_ids[newer], pool_ids[older], newer))
    keyed = [i for i, k in enumerate(keys) if k is not None]
    if keyed:
        # A keyed fact is compared with the free texts (and a free text with the keyed facts) only: the
        # pairs the old loop over every (hit, pool) pair kept.
        # keyed_conflict's first test (the free text shares a stem with the key) is made here on stems made
        # once per text, so that most pairs never call it.
        free = [i for i, k in enumerate(keys) if k is None]
        key_stems = {i: _stems(keys[i] or "") for i in keyed}
        text_stems: dict[int, frozenset[str]] = {}
        for a in hit_rows:
            for b in (free if keys[a] is not None else keyed):
                fact, other = (a, b) if keys[a] is not None else (b, a)
                if other not in text_stems:
                    text_stems[other] = _stems(texts[other])
                if not key_stems[fact] & text_stems[other]:
                    continue
                key = keys[fact] or ""
                if keyed_conflict(key, fact_value(key, texts[fact]), texts[other]):
                    mark(a, b)
    return {pid: tuple(sorted(others)) for pid, others in partners.items()}, sorted(changes)


# A newer hit stating a change of an older hit goes before it when its relevance is at least this share of the
# older's (so a memory that merely mentions the subject does not overtake the answer). 0.3 since the overlap rule
# of states_a_change marks few pairs that are not changes (0.7 before: E5's fitted map spreads relevance, so a
# newer value at cosine 0.80 against the older's 0.83 had 0.65 of it; benchmarks/RESULTS.md, "Changed facts"). 0.25
# since branch newest45: a marked change whose newer value shares fewer of the question's words (hashing) or is
# written in another language than the older (E5's same-language bias) has a smaller share; 0.25 moved two hashing
# cases first and lost none on v2, holdout..holdout17; 0.2 moved five but cost E5 four cases at rank 1.
NEWER_RELEVANCE = 0.25
# A newer memory stating a change of an older hit takes the older's place among the hits (the older is then only
# named in its conflicts_with) when its relevance is at least this share of the older's: higher than
# NEWER_RELEVANCE, since a wrong change mark then costs the answer its place, not one rank.
NEWER_IN_PLACE_RELEVANCE = 0.7
# A stem in more than this share of a recall's pool is common to it (states_a_change).
COMMON_SHARE = 0.3
# The least Jaccard overlap of two statements' stems (words of change and common stems left out) for the newer to
# state a change of the older (states_a_change): CHANGE_OVERLAP when the newer holds a word of change the older
# lacks, STATE_OVERLAP when it does not. Chosen on the v2
# evaluation set's same-scope pairs (benchmarks/RESULTS.md, "Changed facts found as contradictions").
CHANGE_OVERLAP = 0.2
STATE_OVERLAP = 0.4
# A newer text with a word of change of RESTATE_CUES that shares at least CHANGE_SHARED subject stems with an older
# one, and at least CHANGE_COVER of the older's, states a change of it whatever their overlap (_restates): a change
# written in another language than the value it replaces shares only its names ("Pennock Farm Supplies"), and its own
# words swell the union that CHANGE_OVERLAP divides by. Chosen on v2-holdout8's same-scope pairs and the eval
# (benchmarks/RESULTS.md, "Recall quality, seventh pass"): three stems and 0.3 marked six of holdout8's seven unmarked
# changes and no false change that moved a hit; 0.4 marked four. With any word of change (not only these) the same
# sizes marked a price after another price ("The MOT is now 49.50 pounds" after the breakdown recovery's 85 pounds).
CHANGE_SHARED = 3
CHANGE_COVER = 0.3
# Words of change (by their first five letters) with which a newer text that shares only names with an older fact
# states a change of it in another language (_names_change): RESTATE_CUES but the English ones, and "ora" (it.),
# "venduto"/"vendido" (sold), "mudado"/"mudamos" (moved), "nu" (nl., da., sv.), "verkauft"/"verkocht" (sold); and how
# many words from a shared name the word must stand. No English word: an English change of an English text shares more
# than names with it (_change_between's case), and an English "instead" sharing only a name marked unrelated texts of
# v2 and holdout7 ("... on Tuesdays and Fridays instead of Branford Reuse" of "Willowmere Hospice is a charity in
# Branford ..."); with "sold", order and inspection numbers shared with unrelated newer texts were marked
# (benchmarks/RESULTS.md, branch quality26).
NAME_CHANGE_CUES = (RESTATE_CUES - {"inste", "longe", "anymo", "stepp", "corre"}) | \
    frozenset({"ora", "vendu", "vendi", "mudad", "mudam", "nu", "verka", "verko"})
NAME_CUE_WINDOW = 4
# A text's label (label()) is at most this many words before a colon: "Finance contact for revenue numbers:", "Price
# board from 1 November:"; a longer opening before a colon is a sentence ("Northwind signed ... at 840 EUR per day:").
LABEL_WORDS = 6
# Two labels of one attribute that share this many label stems (label_stem) or more name it in words enough that a
# later value under them replaces the earlier one with no other stem shared (_attribute_label; 0: off). Two: a label
# of one word may be a name notes are filed under. Chosen on every same-scope pair of v2, holdout..holdout13
# (benchmarks/quality_rule_pairs.py; benchmarks/RESULTS.md, branch newest34).
ATTRIBUTE_LABEL_STEMS = 2
# The words of change (stems) with one of which a clause of a longer newer text may state a change of an older fact
# (_clause_change; empty: the rule is off): those that say a value changed ("now", "changed", "moved", "switched",
# "raised", ...) and RESTATE_CUES (the older value is gone, in the languages those are written in); not the words of
# change that name an event as often as a value ("submitted", "completed", "new", "left", "fixed", "since", "replaced",
# and "repla" is "replay" too, "raised" a ticket): in a note of several clauses these marked an event beside an
# unrelated fact of the same subject (branch passing47, benchmarks/RESULTS.md).
CLAUSE_CHANGE_CUES = frozenset({"now", "chang", "moved", "switc", "updat", "renam", "reloc", "incre", "decre",
                                "reduc", "lower"}) | RESTATE_CUES
# The least subject stems such a clause shares with the older fact that are no name of either text (names()): a clause
# sharing only the scope's names with a fact ("Lumen Bakery moved its accounts to ..." and "Lumen Bakery's financial
# year ends ...", "Priya has handed GH3 over to Ana, who is now ..." and "Staff: Priya (head grower), ...") is about
# another attribute of the same entity.
CLAUSE_SHARED = 3
# The least share of an older fact's subject stems a clause of a longer newer text must hold to restate it with another
# value and no word of change (_clause_restates; 0: that rule is off). Half: at 0.4 six of 29 pairs it newly marked on
# v2, holdout..holdout19 were false (a snowboard package's price over a ski package's), at 0.5 three of 20 (branch
# newest52, benchmarks/RESULTS.md).
CLAUSE_COVER = 0.5
# Changed values are looked for among this many of a recall's best candidates (the hits among them).
CHANGE_POOL = 30
# The least cosine margin by which a fact in another language than an older (or newer) fact is its nearest among the
# facts of that language, and it theirs, for the two to be a change (_cross_language_changes); the store uses it under
# a dense embedder only (Semantics.cross_language). 0.06: the margin at which branch newest46's simulation marked no
# false pair among hits on v2, holdout..holdout17 (E5: +3 / -0 at rank 1; 0.05 was +5 / -2).
XL_CHANGE_MARGIN = 0.06
# asked_change (recall's question-read change test, asked_change_first): the least of a question's subject stems that a
# newer episode's clause and an older fact both hold (0: the test is off), and the least share of the older's subject
# stems the clause holds. 2 and 0.3 (CHANGE_COVER's share): over every case of v2, holdout..holdout20 with both
# embedders the test then marked 8 pairs, all true (holdout18's laundry days, van hire, hall rate, shockwave price);
# one shared stem marked the same, a share of 0.5 none, no share test 6 false pairs among 16 (branch newest61,
# benchmarks/RESULTS.md).
ASKED_CHANGE_SHARED = 2
ASKED_CHANGE_COVER = 0.3
# A clause saying from when its value holds ("from this week", "from November", "as of 1 May", "this time", "went
# up to"): a standing value restated, not one measured then (asked_change).
ASKED_CHANGE_FROM = re.compile(
    r"\b(?:from|as of|starting|effective)\s+(?:now|today|this|next|the\s+\d|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|"
    r"nov|dec|mon|tue|wed|thu|fri|sat|sun)|\bthis time\b|\bwent (?:up |down )?to\b|\bup to\b|\bdown to\b")
# More standing values asked_change reads (branch newest65, benchmarks/RESULTS.md): a number per unit of a wider list of
# units than support's _RATE, a word or two allowed between ("5 requests per second per key" after "600 requests a
# minute per key", "3.60 euros a kilo"), or a percentage ("15.5 %" after "15 %");
ASKED_RATE = re.compile(
    r"\d[\d.,]*\s?(?:[^\W\d_]+\s){0,2}?(?:/|\ba\b|\ban\b|\bper\b|\beach\b)\s?(?:t|tonne|tonnes|ton|tons|kg|kilo|"
    r"kilogram|g|l|litre|liter|m2|m²|sqm|sq ?ft|square (?:foot|feet|metre|meter)|kwh|mwh|gb|tb|user|seat|month|mo|"
    r"week|wk|day|night|year|yr|hour|hr|h|minute|min|second|sec|s|trip|run|load|bag|box|bottle|roll|pallet|crate|case|"
    r"item|page|word|km|mile|m|ticket|head|person|pp|unit|session|lesson|class|visit|child|adult|guest|pupil|student|"
    r"copy|piece|dog|cat|horse|pet|room|bed|cover|plate|portion|semester|term|key|request|drop|delivery|call|job)s?\b"
    r"|\d\s?%|\d\s?per ?cent")
# a number read whole, its decimal point or thousands separator kept ("15.5" against "15", "2.15" against "2.13":
# statement()'s words split them at the point);
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+(?:\.\d+)?")
# a version: a name (a capitalised word, "v", "version") right before a number, the same name before another number
# on the other side ("TimescaleDB 2.15" after "TimescaleDB 2.13", "Postgres 16" after "Postgres 15"); a quoted title
# ("'Support the Python 3.14 free-threaded build'", an issue's) names a request, not what runs, and is left out;
_NAMED_NUMBER = re.compile(r"\b([A-Z][\w-]*|v|version)\s?(\d+(?:\.\d+)*)\b")
_QUOTED = re.compile(r"(?:^|(?<=\s))['\"‘“][^'\"’”]*['\"’”]")
# the slots whose values are names (support.asked_slot): a name new in the clause next to a word of change
# (names()' second part) or after ASKED_CHANGE_FROM, and one of the older's gone ("Ilka Wendekamp is the caretaker from
# 1 November as Detlef retires" after "Caretaker ...: Detlef Marschner ...");
ASKED_NAME_SLOTS = frozenset({"person", "named", "place"})
# and an addition written as a phrase ("as well"; ADDITION_WORDS holds the single words: "also", "too").
ASKED_ADDITION = re.compile(r"\bas well\b")
# Stems of a question that name no subject: the function words and the words a question asks with ("how much", "at
# the moment", "these days", "currently").
ASKING_STEMS = frozenset(w[:5] for w in FUNCTION_WORDS) | frozenset({
    "much", "many", "long", "often", "soon", "tell", "know", "pleas", "thank", "need", "want", "anyon", "someo",
    "alrea", "anyth", "somet", "curre", "these", "days", "momen", "right", "lates"})


def pool_hit(seg: Any, row: int, unit_query: np.ndarray, params: _core.RecallParams,
             scored: tuple[float, float] | None = None) -> Hit:
    """The Hit recall would make of one pooled row: the fused score of rank/fused.hpp in float64 (it may differ
    from the native float32 score in the last bits; it is used for a memory that replaces another). `scored`: the
    row's (cosine, relevance) when the caller took them already (_pool_relevance's), not taken twice."""
    memory = memory_at(seg, row)
    cosine, relevance = _pool_relevance(seg, row, unit_query, params) if scored is None else scored
    w = params.weights
    stamp = (memory.last_used if params.recency_from_last_used else memory.created_at).timestamp()
    half_life = params.half_life_days[LAYERS.index(memory.layer)]
    recency = 0.0 if w.recency == 0.0 else 0.5 ** (max(0.0, params.now - stamp) / 86400.0 / half_life)
    final = w.similarity * relevance + w.recency * recency + w.importance * memory.importance + \
        w.confidence * memory.confidence
    return Hit(memory, final, max(cosine, 0.0), recency, memory.importance, memory.confidence, relevance)


def _pool_relevance(seg: Any, row: int, unit_query: np.ndarray, params: _core.RecallParams) -> tuple[float, float]:
    """(cosine, relevance) of one pooled row as pool_hit scores it."""
    cosine = float(unit_query @ seg.vectors(np.array([row]))[0])
    y = max(0.0, (cosine - params.relevance_floor) * params.relevance_scale)
    return cosine, y / (1.0 + params.relevance_knee * y)


def newer_first(hits: list[Hit], changes: set[tuple[str, str]], ids: list[str] | None = None,
                relevance: dict[str, float] | None = None) -> list[Hit]:
    """`hits` with each newer hit that states a change of an older, higher-ranked hit ((newer id, older id) in
    `changes`) moved right before that older hit, when it is about as relevant (NEWER_RELEVANCE); the order
    is otherwise kept, and so is the set of hits. `ids`: the hits' ids when the caller has them. A fact changed twice
    (A -> B -> C) is served newest first: the newer hits moved before one older hit go newest (created_at) first, and
    each is itself placed after the unplaced hits that state a change of it by the same test (before, B and C were put
    before A in their rank order, the middle value first when it ranked higher). `relevance`: a newer hit's
    relevance for the share test by id where it is not the hit's own (clause_first: its best clause's)."""
    out: list[Hit] = []
    placed: set[str] = set()
    ids = [h.id for h in hits] if ids is None else ids
    older_ids = {older for _newer, older in changes}

    def place(i: int) -> None:  # hits[i] after every unplaced newer hit of it that qualifies (and theirs)
        placed.add(ids[i])
        if ids[i] in older_ids:  # only an older side of a change can have a newer hit moved before it
            newer = [j for j in range(len(hits)) if (ids[j], ids[i]) in changes and
                     (hits[j].relevance if relevance is None else relevance.get(ids[j], hits[j].relevance)) >=
                     NEWER_RELEVANCE * hits[i].relevance]
            for j in sorted(newer, key=lambda j: -hits[j].memory.created_at.timestamp()):  # stable: ties by rank
                if ids[j] not in placed:
                    place(j)
        out.append(hits[i])

    for i in range(len(hits)):
        if ids[i] not in placed:
            place(i)
    return out


# The stems (stems(): first five letters) of English plurals in "-ves" whose singular ends in "-f" or "-fe", and the
# singular's stem: "knives" is stem "knive", "knife" "knife" (_singular). Nouns only: "leaves" and "lives" are verbs
# as often ("the ferry leaves at 9") and are left out.
_VES_SINGULAR = {"knive": "knife", "halve": "half", "shelv": "shelf", "wolve": "wolf", "loave": "loaf", "calve": "calf",
                 "thiev": "thief", "scarv": "scarf", "hoove": "hoof", "wive": "wife", "selve": "self", "wharv": "wharf"}


def _singular(found: frozenset[str]) -> frozenset[str]:
    """Stems (stems()) with a plural's "s" dropped ("drops" / "drop", "bins" / "bin", "walks" / "walk"; "class" kept):
    asked_change's share tests compare a question's, a fact's and a clause's subject, which one writes in the plural and
    another in the singular; "knives" / "knife" as well (_VES_SINGULAR)."""
    single = (w[:-1] if len(w) >= 4 and w[-1] == "s" and w[-2] != "s" else w for w in found)
    return frozenset(_VES_SINGULAR.get(w, w) for w in single)


@lru_cache(maxsize=8192)
def _asked_stems(text: str) -> frozenset[str]:
    """_singular(stems(text)), cached: asked_change reads each hit's text and clauses once per process."""
    return _singular(stems(text))


@lru_cache(maxsize=8192)
def _asked_subject(text: str) -> frozenset[str]:
    """The subject stems asked_change's share test reads of an older fact: _singular of its stems less the words of
    change, cached as _asked_stems."""
    return _singular(stems(text) - _CHANGE_CUES)


@lru_cache(maxsize=4096)
def _asking_stems(question: str) -> frozenset[str]:
    """The stems (stems(), singular: _singular) of what `question` asks about: its words less the function and asking
    words (ASKING_STEMS). Cached, as support._asked is: recall, recall_many and answer_support read one question in
    turn, and an agent asks the same again."""
    return _singular(stems(question) - ASKING_STEMS)


def _without_label(text: str, clause: str) -> str:
    """`clause`, the first of `text`'s clauses, less the label `text` opens with (label(): "Catch-up with Pranee, 16
    Oct:"): an episode's date and title name no value of what it reports."""
    return clause.split(":", 1)[1] if label(text) and ":" in clause else clause


@lru_cache(maxsize=8192)
def _asked_values(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The values asked_change compares: statement()'s (words with a digit), and each number read whole (_NUMBER:
    "15.5" is not "15") with the words that hold a digit and a letter ("790p", "v12") and the numbers written in words
    (quantities.spelt_numbers: "ninety quid", "seventy euros each now", "half nine"; "seventy" and "70" are one
    value)."""
    values = statement(text)[2]
    return values, frozenset(map(_number, _NUMBER.findall(text))) | frozenset(w for w in values if not w.isdigit()) | \
        spelt_numbers(text)


def _number(written: str) -> str:
    """A number as _asked_values compares it: thousands separators dropped ("1,200" / "1200"), a decimal comma as a
    point, trailing decimal zeros dropped ("15.0" / "15", "7.20" / "7.2"): the same value in another format is no
    other value."""
    if _THOUSANDS.fullmatch(written):
        written = written.replace(",", "")
    written = written.replace(",", ".")
    return written.rstrip("0").rstrip(".") if "." in written else written


def _named_numbers(text: str) -> dict[str, str]:
    """Each name right before a number in `text` (_NAMED_NUMBER, quoted titles left out), lower-cased, and the
    number."""
    return {m.group(1).lower(): m.group(2) for m in _NAMED_NUMBER.finditer(_QUOTED.sub(" ", text))}


def _version_swap(clause: str, older: str) -> bool:
    """Whether a name stands before one number in `clause` and before another in `older` ("TimescaleDB 2.15" after
    "TimescaleDB 2.13")."""
    theirs = _named_numbers(older)
    return any(theirs.get(name, number) != number for name, number in _named_numbers(clause).items())


def _name_swap(clause: str, older: str, own: frozenset[str], older_stems: frozenset[str]) -> bool:
    """Whether `clause` (stems `own`) names a name `older` (stems `older_stems`) lacks, next to a word of change or
    after ASKED_CHANGE_FROM (or anywhere in a clause that says it stands: _name_swap_stands), and `older` a name the
    clause lacks: a name as the asked value changed."""
    found, near = names(clause)
    if not (near - older_stems or (found - older_stems and ASKED_CHANGE_FROM.search(clause.lower())) or
            _name_swap_stands(clause, older_stems)):
        return False
    return bool(names(older)[0] - own) or (NAME_RETIRED_NAMED and _retired_so(clause, older))


# The old name told retired in the very clause that names the new one (issue 18, branch newest157, benchmarks/
# RESULTS.md): "the model shop in Appleby has closed, so members order their track through the online shop in Wigton
# from now on" after "... through the model shop in Appleby": the clause names the fact's name too (as the one
# closed), so _name_swap's "the older names a name the clause lacks" failed. A clause that retires a name of the fact
# before a result's "so" and names a new one after it (_retired_so) swaps the name all the same. Off: main's test.
NAME_RETIRED_NAMED = True


# A name swapped with its reason told first (issue 18, branch newest155, benchmarks/RESULTS.md): "Zinnia says Ropewalk
# Coffee has signed with a biogas firm for its grounds, so we collect ours from the Fig & Fennel cafes in Redland now"
# after "Our spent coffee grounds ... are collected from Ropewalk Coffee's roastery on North Street": the new source is
# named in the clause that says "now", but not next to the word of change, so _name_swap read no swap (asked_change's
# standing test after it still needs the word of change). Read only after a result's "so" (_RESULT_SO: the old
# value's end told first, the new one after it), so a clause's other names are no swap ("AP agreed to run Kovalenko
# invoices in the weekly Tuesday payment run instead of monthly" names no currency); the teller before "says" is no
# value. Off: main's _name_swap (a name next to a word of change or after a from-date only).
NAME_SWAP_STANDS = True
# the teller a dated note opens a clause with: "Zinnia says", "Norman Sykes said", "Mairi tells us"
_TELLER = re.compile(r"^\W*(?:[A-Z][\w'-]*\s+){1,3}(?:says|said|tells us|told us|reports|reported)\b")
# a result's "so" ("..., so we collect ours from ..."), not a purpose's "so that" nor "so far", "so much"
_RESULT_SO = re.compile(r"\bso\b(?!\s+(?:that|far|much|many|long|as)\b)", re.IGNORECASE)


# A name asked by one stem the fact shares with the question (issue 18, branch newest155): "Eleanora says Ignatius has
# retired, so cathedral jobs go through the new surveyor of the fabric, Ugochi Eze, from now on" under "Our contact for
# cathedral work is the clerk of works, Ignatius Threlfall" for "Who do we deal with for cathedral jobs?": asked_change
# needs ASKED_CHANGE_SHARED (2) stems; a clause that holds the one stem, retires a name of the fact (_RETIRED) before a
# result's "so" and names a new one after it (_retired_so) is read on. Off: main's share test.
RETIRED_SO_SHARE = True


def _retired_so(clause: str, older: str) -> bool:
    """Whether `clause` names a name of `older` beside a word that retires (_RETIRED) before a result's "so"
    (_RESULT_SO) and a name `older` lacks after it."""
    result = _RESULT_SO.search(clause)
    if result is None:
        return False
    before, after = clause[:result.start()], clause[result.end():]
    old_names = names(older)[0]
    return _RETIRED.search(before.lower()) is not None and bool(old_names & stems(before)) and \
        bool(names(after)[0] - stems(older))


def _name_swap_stands(clause: str, older_stems: frozenset[str]) -> bool:
    """Whether `clause`, its teller left out (_TELLER), names after a result's "so" (_RESULT_SO) a name `older_stems`
    lack and holds a word of change (CLAUSE_CHANGE_CUES, no name) or one that retires (_RETIRED), when NAME_SWAP_STANDS
    is on."""
    if not NAME_SWAP_STANDS:
        return False
    result = _RESULT_SO.search(clause)
    if result is None:
        return False
    told = _TELLER.sub(" ", clause)
    found = names(told)[0]
    if not names(clause[result.end():])[0] - older_stems:
        return False
    return bool(stems(told) & CLAUSE_CHANGE_CUES - found) or _RETIRED.search(told.lower()) is not None


def _asked_label(newer: str, asked: frozenset[str]) -> frozenset[str]:
    """The stems of `asked` the label `newer` opens with holds (label(): "Owners' meeting Riebeckstraße, 15 Oct:"):
    a note's label names what each of its clauses is about."""
    found = label(newer)
    return _asked_stems(" ".join(found)) & asked if found else frozenset()


# A from-date ASKED_CHANGE_FROM does not read: "from the next renewal", "as of the new season", "starting the coming
# term" (asked_change, _stands_in_words; branch numwords81, benchmarks/RESULTS.md): "the next / coming / following /
# new" and a word of the calendar or of a contract's round; "we buy from the new supplier", "from the next farm" name
# a source.
ASKED_FROM_NEXT = re.compile(
    r"\b(?:from|as of|starting|effective)\s+(?:the\s+)?(?:next|coming|following|new)\s+(?:season|term|year|month|"
    r"week|quarter|semester|tariff|contract|price list|financial year|school year|academic year|renewal|invoice|bill|"
    r"billing|booking|order|delivery|batch|issue|round|cycle|intake|run)s?\b")


def _stands_in_words(clause: str, older: str) -> bool:
    """asked_change's standing-value test on what its other tests do not read: a from-date of ASKED_FROM_NEXT in
    `clause`; a word of change (CLAUSE_CHANGE_CUES, no name) in `clause` though `older` holds one too ("brisket tacos
    are a fiver each now" after "Brisket tacos are now £10 for three": a fact that states a changed value says "now"
    itself; the clause must still name another value and fill the asked slot); or a rate on both sides
    (support.states_a_rate, ASKED_RATE) once each side's numbers in words are written in digits
    (quantities.spelt_in_digits: "sixty pounds a year" after "£52 a year")."""
    if ASKED_FROM_NEXT.search(clause.lower()) is not None:
        return True
    cues = stems(clause) & CLAUSE_CHANGE_CUES
    if cues and cues - names(clause)[0]:
        return True  # a word of change the older holds too: a fact stating a changed value says "now" itself
    if not spelt_numbers(clause) and not spelt_numbers(older):
        return False  # the rate tests have read both sides as written
    new, old = spelt_in_digits(clause).lower(), spelt_in_digits(older).lower()
    return (states_a_rate(new) and states_a_rate(old)) or \
        (ASKED_RATE.search(new) is not None and ASKED_RATE.search(old) is not None)


def _fills_in_words(question: str, text: str) -> bool:
    """asked_change's slot test: `text` holds a value of the kind `question` asks for (support.fills_asked_slot), or,
    for money, an amount told in words, in another currency or per a thing the question names
    (support.fills_money_in_words: "ninety-five quid", "Rs 10,500", "18,000 lek")."""
    return bool(fills_asked_slot(question, text)) or fills_money_in_words(question, text)


def asked_change(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether one clause of `newer` restates `older`'s answer to `question` with another value: the clause and
    `older` both hold a value of the kind the question asks for (support.fills_asked_slot), share ASKED_CHANGE_SHARED
    or more of the question's subject stems (`question_stems`: _asking_stems; the stems of `newer`'s label count for
    each clause), the clause holds ASKED_CHANGE_COVER of `older`'s subject stems or more (plurals as singulars:
    _singular) and adds nothing (ADDITION_WORDS, ASKED_ADDITION), each names a value the other lacks (a word with a
    digit, statement()'s third part, or a number read whole: _asked_values; a value of one slot swapped:
    _value_swaps; a name next to a word of change, when the question asks for one: _name_swap), and the value is a
    standing one: a slot's value swapped ("Sabai Wash collect on Mondays and Fridays at 9 from this week" after "...
    pick it up on Wednesdays at 9"), a rate on both sides (support.states_a_rate: "£110 a day" after "£85 a day";
    ASKED_RATE: "5 requests per second per key" after "600 requests a minute per key", "15.5 %" after "15 %"), a
    version (_version_swap: "TimescaleDB 2.15" after "TimescaleDB 2.13"), the clause says from when it holds
    (ASKED_CHANGE_FROM: "raised sessions to £60 from November", "£27 an hour ... this time"), or it holds a word of
    change the older lacks that is no name of it (CLAUSE_CHANGE_CUES: "berth is 23 now"; not the "Lower" of Lower
    Heyford; or one it holds too). Values, rates and amounts told in words count as in digits, and "from the next
    renewal" as a from-date (_asked_values, _stands_in_words, _fills_in_words: "a daytime lockout is ninety-five quid
    from this week" after "... is now £85"). A dated note states a measured or one-off value as often ("Collected 60
    fragments ... under permit ASEZA-2025-88", "walk-in freezer read -12°C at 8:00"): without these, such notes were
    moved above the fact that answers (branches newest61 and newest65, benchmarks/RESULTS.md). A price per unit
    restated for another unit or pack is read by _asked_price_change; one equal to the older's after conversion is no
    change (_price_restated)."""
    if _asked_price_change(question, question_stems, newer, older) or \
            _asked_rate_alike(question, question_stems, newer, older):
        return True
    if from_date_change(question, question_stems, newer, older):
        return True
    asked = _asked_stems(older) & question_stems
    one = RETIRED_SO_SHARE and len(asked) == 1 and _RETIRED.search(newer.lower()) is not None and \
        asked_slot(question) in ASKED_NAME_SLOTS  # the note's words first: most retire nothing
    if len(asked) < ASKED_CHANGE_SHARED and not one:
        return False
    old_subject = _asked_subject(older)
    in_label = _asked_label(newer, asked)
    for k, clause in enumerate(clauses(newer) or (newer,)):
        if k == 0:
            clause = _without_label(newer, clause)
        own = _asked_stems(clause) | in_label
        if one and not (asked <= own and _retired_so(clause, older)):
            continue  # one stem shared: only the old name retired before a result's "so" (RETIRED_SO_SHARE)
        if not one and (len(own & asked) < ASKED_CHANGE_SHARED or
                        len(own & old_subject) < ASKED_CHANGE_COVER * len(old_subject)) \
                and not _elliptic_share(question, question_stems, own, asked, clause, older) and \
                not _elliptic_rate(question, own, asked, clause, older) and \
                not _named_subject(question, own, asked, clause, older):
            continue
        raw, older_stems = stems(clause), stems(older)
        values, decimals = _asked_values(clause)
        old_values, old_decimals = _asked_values(older)
        swapped = _value_swaps(raw, older_stems) > 0
        named = asked_slot(question) in ASKED_NAME_SLOTS and _name_swap(clause, older, raw, older_stems)
        if not (swapped or named or (values - old_values and old_values - values) or
                (decimals - old_decimals and old_decimals - decimals)):
            continue
        low = clause.lower()
        if _adds_to_value(clause):
            continue
        if (swapped or (states_a_rate(clause) and states_a_rate(older)) or
                ASKED_CHANGE_FROM.search(low) is not None or
                bool(raw & CLAUSE_CHANGE_CUES - older_stems - names(clause)[0]) or
                (ASKED_RATE.search(low) is not None and ASKED_RATE.search(older.lower()) is not None) or
                _version_swap(clause, older) or _stands_in_words(clause, older) or
                _old_retired(newer, clause, older)) and \
                ((_fills_in_words(question, clause) and _fills_in_words(question, older)) or
                 _rate_fills(question, clause, older)) and \
                not _price_restated(question, clause, older) and not _rate_restated(clause, older):
            return True
    return False


# asked_change's standing frame: another clause of the note retires the fact's value by its name (issue 18, branch
# newest111, benchmarks/RESULTS.md): "Broker is EMQX at mqtt.tidewatch.io:8883 with TLS; Mosquitto box decommissioned"
# under "MQTT broker is Mosquitto on broker.tidewatch.internal port 1883". Off: main's frames.
OLD_RETIRED = True
_RETIRED = re.compile(
    r"\b(?:decommissioned|retired|scrapped|gone|closed|shut|dropped|no longer|replaced|switched off)\b")


def _old_retired(newer: str, clause: str, older: str) -> bool:
    """Whether a clause of `newer` other than `clause` names a name of `older` (names()) that `clause` lacks beside a
    word that retires it (_RETIRED), when OLD_RETIRED is on."""
    if not OLD_RETIRED or _RETIRED.search(newer.lower()) is None:
        return False
    old_names = names(older)[0] - stems(clause)
    return bool(old_names) and any(other != clause and _RETIRED.search(other.lower()) is not None and
                                   bool(old_names & stems(other)) for other in clauses(newer))


# asked_change's addition test read before a purpose told after the value (issue 18, branch newest111,
# benchmarks/RESULTS.md): "Sunday Eucharist at 10:30 from today so the vicar can also take Acomb" replaces the 10:00;
# its "also" is the vicar's. Off: the whole clause read (main's).
PURPOSE_ADDITION = True
# a purpose or result after the value: "so (that) <a word or two> can / could / will / would / may / might"
_PURPOSE_AFTER = re.compile(r",?\s+so(?:\s+that)?\s+(?:\w+\s+){1,2}(?:can|could|will|would|may|might)\b", re.IGNORECASE)


def _adds_to_value(clause: str) -> bool:
    """Whether `clause` adds to what holds (states_an_addition, ASKED_ADDITION) before a purpose told after its
    value (_PURPOSE_AFTER, when PURPOSE_ADDITION is on), rather than replacing it."""
    found = _PURPOSE_AFTER.search(clause) if PURPOSE_ADDITION else None
    head = clause if found is None else clause[:found.start()]
    return states_an_addition(head) or ASKED_ADDITION.search(head.lower()) is not None


# asked_change's reading of a value told to change from a date still to come (branch misses89, benchmarks/RESULTS.md):
# a dated note's clause names the asked thing by one word of the question ("treks will be forty-five pounds a head
# from next season" under "A one-hour alpaca trek now costs £40 a head"; "the hospital run is seventeen pounds fifty
# from Monday" under "The city-centre to Royal Derby Hospital fare is now £16"; "subs become sixty pounds a term from
# January" for "How much are the subs?"), so asked_change's share test (ASKED_CHANGE_SHARED stems) fails it; the date
# to come is the shape of a change. Off: main's asked_change.
FROM_DATE_CHANGE = True
# the kinds of value (support.asked_slot) it reads: amounts and times of day (a from-date names a date itself, and a
# plan's "the mares are dried off in December, kumis stops from 1 January" names no new breed or serial number)
FROM_DATE_SLOTS = frozenset({"money", "clock", "count", "number", "duration"})
_MONTHS = "|".join(sorted(MONTH_NAMES))
# a from-date still to come: "from next season", "from the coming term", "from Monday", "from January", "from this
# week", "from now on", "as of 1 May"
ASKED_FROM_COMING = re.compile(
    r"\b(?:from|as of|starting|effective)\s+(?:now on|next|this|the\s+(?:next|coming|new)|(?:mon|tues|wednes|thurs|"
    r"fri|satur|sun)day|the\s+\d|\d|" + _MONTHS + r")\b")
# a second question joined by "and" ("What is our operator licence number, and when does it run out?"), as
# standing._SECOND_QUESTION reads it (standing imports this module)
# a question asked in the past by its auxiliary ("What did the brake pipe repair cost?", "How much was the Smardale
# invoice?"): timeref.told_in_past reads any "-ed" word too ("call-out included", "locked up at night")
_ASKED_IN_PAST = re.compile(r"\b(?:did|was|were|had)\b", re.IGNORECASE)
_AND_ASKS = re.compile(r"\band\s+(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|does|do|did|has|have|"
                       r"had|can|could|will|would|should)\b", re.IGNORECASE)
# a time of day told in words ("open at half nine", "at ten o'clock"): support's clock slot reads digits only
_CLOCK_WORDS = "(?:" + "|".join(sorted(HOUR_WORDS)) + ")"
_CLOCK_IN_WORDS = re.compile(
    rf"\b(?:half(?: past)? {_CLOCK_WORDS}|{_CLOCK_WORDS} o'?clock|(?:quarter|half) (?:past|to) {_CLOCK_WORDS})\b")


@lru_cache(maxsize=4096)
def _asks_one_standing(question: str) -> bool:
    """Whether `question` asks one standing value (as standing.asks_standing reads an English question): not asked
    in the past (_ASKED_IN_PAST: "What did the brake pipe repair cost?" asks what was paid once), no identifier
    (identifiers), no second question after "and" (_AND_ASKS)."""
    return _ASKED_IN_PAST.search(question) is None and not identifiers(question) and _AND_ASKS.search(question) is None


def _from_date_asked(question: str, asked: frozenset[str]) -> bool:
    """Whether from_date_change can read a note for `question` against a fact sharing subject stems `asked` with it (a
    hashing store's clause step tests a note under the share then): FROM_DATE_CHANGE on, an amount or a time asked
    as one standing value, a shared stem that is no price word."""
    return bool(asked) and _from_date_question(question) and bool(_price_subject(asked))


def _from_date_question(question: str) -> bool:
    """Whether from_date_change can read a note for `question`: FROM_DATE_CHANGE on, an amount or a time asked as one
    standing value (FROM_DATE_SLOTS, _asks_one_standing)."""
    return FROM_DATE_CHANGE and asked_slot(question) in FROM_DATE_SLOTS and _asks_one_standing(question)


def from_date_change(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """_from_date_change_in (cached) when FROM_DATE_CHANGE is on and `newer` names a date to come, or a point past
    that the value holds since (_since_change)."""
    return FROM_DATE_CHANGE and ((_names_a_date_to_come(newer) and
                                  _from_date_change_in(question, question_stems, newer, older)) or
                                 _since_change(question, question_stems, newer, older))


# from_date_change's reading of a value said to hold since a point past (issue 18, branch newest111,
# benchmarks/RESULTS.md): "consultations are 58 pounds since the price review on the 1st" under "Standard consultation
# fee: 52 pounds", "IT says we can store 8 GB per team now, since the new disks went in" under "Our storage quota on
# the file server is 5 GB per team"; the point past is a change's shape as a date to come is. Off: main's.
SINCE_FRAME = True
# "since" before a point: "the <event>", "last", "then", "yesterday", a weekday, a month, a number, "<noun>'s" (not a
# reason's subject: "since we ...", "since it ...")
ASKED_SINCE_PAST = re.compile(
    r"\bsince\s+(?:the|last|then|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d|" + _MONTHS +
    r"|[a-z]+'s)\b")


_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")  # a day of the month ("since the 1st"): no record's identifier


def _record_ids(clause: str, told: str, frame: re.Pattern[str]) -> frozenset[str]:
    """The identifiers of `clause` (a record's: "LB-APP-3390"); for the since frame (ASKED_SINCE_PAST) those of the
    clause as `told`, its label kept ("Invoice MB-2231: mooring 1,050 pounds since the 1st"), less a day of the month
    (_ORDINAL: "consultations are 58 pounds since the price review on the 1st")."""
    if frame is not ASKED_SINCE_PAST:
        return identifiers(clause)
    found = identifiers(told)
    return frozenset(w for w in found if not _ORDINAL.fullmatch(w)) if found else found


def _since_change(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """_from_date_change_in with ASKED_SINCE_PAST in place of the date to come, when SINCE_FRAME is on and `newer`
    says "since" (most notes do not); not a price for a question of how many ("How many consult rooms does the
    practice have?" is not answered by "Standard consultation fee: 52 pounds")."""
    return SINCE_FRAME and "since" in newer.lower() and \
        not (asked_slot(question) == "count" and amount_currencies(older)) and \
        _from_date_change_in(question, question_stems, newer, older, ASKED_SINCE_PAST)


@lru_cache(maxsize=8192)
def _names_a_date_to_come(text: str) -> bool:
    """Whether `text` holds a from-date still to come (ASKED_FROM_COMING; most notes do not). Cached per text."""
    low = text.lower()
    return any(word in low for word in _FROM_WORDS) and ASKED_FROM_COMING.search(low) is not None


_FROM_WORDS = ("from", "as of", "starting", "effective")  # ASKED_FROM_COMING's first words, found before the pattern


@lru_cache(maxsize=8192)
def _from_date_change_in(question: str, question_stems: frozenset[str], newer: str, older: str,
                         frame: re.Pattern[str] = ASKED_FROM_COMING) -> bool:
    """Whether one clause of `newer` names another value than `older` for what `question` asks, to hold from a date
    still to come (ASKED_FROM_COMING), and holds a subject stem the question (`question_stems`: _asking_stems) and
    `older` share (no price word or number: _price_subject; the stems of `newer`'s label count for each clause):
    asked_change's other tests, one shared stem in place of ASKED_CHANGE_SHARED and the from-date in place of the
    share of `older`'s subject, for an amount or a time of day (FROM_DATE_SLOTS) that `question` asks as one
    standing value (_asks_one_standing), in a clause naming no identifier (a record's note: "Application LB-APP-3390
    ... from January is waiting for her deposit"). Each side names a value the other lacks (_asked_values), fills
    the asked slot (_fills_in_words; a time of day in words: _CLOCK_IN_WORDS), and the clause adds nothing
    (ADDITION_WORDS, ASKED_ADDITION) nor restates `older`'s price per unit (_price_restated). Cached: recall asks it
    of each note below the fact. `frame`: the date's pattern (ASKED_SINCE_PAST for _since_change; its identifiers:
    _record_ids)."""
    if asked_slot(question) not in FROM_DATE_SLOTS or not _asks_one_standing(question):
        return False
    asked = _price_subject(_asked_stems(older) & question_stems)
    if not asked:
        return False
    old_values, old_decimals = _asked_values(older)
    in_label = _asked_label(newer, asked)
    for k, clause in enumerate(clauses(newer) or (newer,)):
        told = clause
        if k == 0:
            clause = _without_label(newer, clause)
        low = clause.lower()
        if not (_asked_stems(clause) | in_label) & asked or frame.search(low) is None or \
                _record_ids(clause, told, frame):
            continue
        values, decimals = _asked_values(clause)
        if not ((values - old_values and old_values - values) or (decimals - old_decimals and old_decimals - decimals)):
            continue
        if states_an_addition(clause) or ASKED_ADDITION.search(low) is not None or \
                price_per_another_unit(clause, older, question):
            continue  # a price per another unit, pack or currency: unit_prices' reading (_asked_price_change)
        filled = _fills_in_words(question, clause) or \
            (asked_slot(question) == "clock" and _CLOCK_IN_WORDS.search(low) is not None)
        if filled and _fills_in_words(question, older) and not _price_restated(question, clause, older):
            return True
    return False


# asked_change's reading of prices per unit (unit_prices; branch unitprice83, benchmarks/RESULTS.md): a dated note
# restates a fact's price for another unit or pack ("washing is 75 cents per square foot from now on" under "Rug
# washing is now 8 dollars a square metre", "bryndza is 4.50 euros a 250-gram tub from now on" under "Bryndza now costs
# 16 euros per kilo"); the clause shares one subject stem with the fact, the question's other stems are the unit's
# ("squar", "metre", "kilo"), which the clause writes in another unit. Off: main's asked_change.
UNIT_PRICES = True
# The stems a price per unit is written with (unit_prices.PRICE_STEMS: units, currencies, "per") and the words that ask
# for one: no subject stem of the share tests below.
_PRICE_WORDS = PRICE_STEMS | frozenset({"price", "cost", "charg", "fee", "pay", "payin", "paid", "pays", "rate"})


def _price_subject(found: frozenset[str]) -> frozenset[str]:
    """Of stems `found`, those that can name what a price is for: no price word (_PRICE_WORDS), no number."""
    return frozenset(w for w in found if w not in _PRICE_WORDS and not any(c.isdigit() for c in w))


@lru_cache(maxsize=8192)
def _price_asked(question: str, question_stems: frozenset[str], older: str) -> bool:
    """Whether `question` (subject stems `question_stems`: _asking_stems) asks for a price per unit that `older`
    states (unit_prices.asked_prices: its prices per unit, or its amounts per the unit the question names): it asks
    for money (support.asked_slot), and the subject stems it shares with `older` that are no price words
    (_price_subject), with one more when it names a unit of a dimension one of `older`'s prices is per
    (unit_prices.unit_dimensions: "per square metre", "a single pandesal"), are ASKED_CHANGE_SHARED or more. Cached:
    asked_change_first asks it of one question and fact for each note below the fact."""
    if asked_slot(question) != "money" and not _money_noun_asked(question):
        return False
    theirs = asked_prices(older, question)
    if not theirs:
        return False
    shared = len(_price_subject(_asked_stems(older) & question_stems)) + _seller_named(question, older)
    return shared + bool(unit_dimensions(question) & {p.dimension for p in theirs}) >= ASKED_CHANGE_SHARED or \
        _one_stem_price(shared, question_stems)


# A price asked by the name of the money (issue 18, branch newest147, benchmarks/RESULTS.md): "What's the rent for the
# transmitter space on the Hawsker mast?" asks no slot of support.asked_slot (no "cost", "price", "how much"), so
# _price_asked read no price asked and "Hawsker Farm now want the mast rent monthly, sixty-five pounds a month" (£780
# a year) stayed under "The Hawsker mast rent went up to £720 a year". A question asking no slot whose words name a
# sum paid for a standing thing (_MONEY_NOUNS: a rent, a fare, a toll, a wage, a premium, a tuition) asks a price.
# Off: the money slot only.
MONEY_NOUN_ASKED = True
_MONEY_NOUNS = frozenset(("rent", "rents", "fare", "fares", "toll", "tolls", "wage", "wages", "premium", "premiums",
                          "tuition"))


@lru_cache(maxsize=4096)
def _money_noun_asked(question: str) -> bool:
    """Whether `question` asks no slot (support.asked_slot) and one of its words is a name of a sum paid
    (_MONEY_NOUNS; MONEY_NOUN_ASKED). Cached."""
    return MONEY_NOUN_ASKED and asked_slot(question) is None and not _MONEY_NOUNS.isdisjoint(words(question))


# The thing asked named by its seller (issue 18, branch newest139, benchmarks/RESULTS.md): "How much does the milk
# cost?" is answered by "The milkman charges us 1.05 pounds a pint" - "milkman" is stem "milkm", so the fact shared no
# subject stem with the question and _price_asked read no price asked. A word of the question opening a word of the
# older text that is the word and a seller's ending ("milkman", "fishmonger", "coalmen") counts as one stem shared.
# Off: stems only.
SELLER_NAMED = True
_SELLER_ENDINGS = ("man", "men", "woman", "women", "monger", "mongers")


def _seller_named(question: str, older: str) -> int:
    """1 when a word of `question` (three letters or more, no stopword or function word) and a seller's ending
    (_SELLER_ENDINGS) make a word of `older` (SELLER_NAMED), else 0."""
    if not SELLER_NAMED:
        return 0
    theirs = words(older)
    return int(any(word + ending in theirs for word in words(question)
                   if len(word) >= 3 and word not in _STEM_STOPWORDS and word not in FUNCTION_WORDS
                   for ending in _SELLER_ENDINGS))


def _asked_price_change(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """_price_change_in (cached) when UNIT_PRICES is on."""
    return UNIT_PRICES and _price_change_in(question, question_stems, newer, older)


@lru_cache(maxsize=8192)
def _price_change_in(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether one clause of `newer` states another price per unit than `older` for what `question` asks
    (_price_asked): a price for another unit or pack, of one dimension, currency and thing as one of `older`'s, that
    equals none of them after conversion (unit_prices.price_changed: "£72 a quarter" after "£22 per month", "40 pesos
    a dozen" after "3.50 pesos each"), in a clause holding a subject stem of `older` or the question that is no price
    word (the stems of `newer`'s label count for each clause), and adding nothing (ADDITION_WORDS, ASKED_ADDITION). A
    price per unit is a standing value (as support.states_a_rate's rates are to asked_change). Cached: recall asks it
    of each note below the fact, and an agent asks again."""
    if not _price_asked(question, question_stems, older):
        return False
    subject = _price_subject(_asked_subject(older) | question_stems)
    found = label(newer)
    in_label = _asked_stems(" ".join(found)) if found else frozenset()
    for k, clause in enumerate(clauses(newer) or (newer,)):
        if k == 0:
            clause = _without_label(newer, clause)
        if (not (_asked_stems(clause) | in_label) & subject and not _clipped_share(clause, question, older)) or \
                not (price_changed(clause, older, question) or _same_unit_price(clause, older, question) or
                     _basis_changed(clause, older, question, question_stems) or
                     _bare_changed(clause, older, question)):
            continue
        if not states_an_addition(clause) and ASKED_ADDITION.search(clause.lower()) is None:
            return True
    return False


# A price per the same unit told anew with "now" in a clause holding one subject stem (issue 18, branch newest110,
# benchmarks/RESULTS.md): "eel off the boats is thirty-two euros a kilo now" for "What do we pay the fishermen for eel?"
# after "Eel from the IJsselmeer fishermen costs 24 euros a kilo": the clause shares "eel" alone with the question and
# the fact, under asked_change's share of ASKED_CHANGE_SHARED stems, and _price_change_in read a price per another unit
# only. Off: another unit only.
SAME_UNIT_PRICE = True
_NOW_WORD = re.compile(r"\bnow\b")


def _same_unit_price(clause: str, older: str, question: str) -> bool:
    """Whether `clause` says "now" and states a price per unit that compares with one of `older`'s (for `question`) per
    the same unit and equals none of them (unit_prices.price_changed_in_any_unit; SAME_UNIT_PRICE)."""
    if not SAME_UNIT_PRICE or _NOW_WORD.search(clause.lower()) is None:
        return False
    from .unit_prices import price_changed_in_any_unit

    return price_changed_in_any_unit(clause, older, question)


# A price told now per a unit of another dimension (issue 18, branch newest147, benchmarks/RESULTS.md): "Struan wants
# sixty pounds a quarter now, paid up front, instead of paying him each visit" for "What does Struan charge for the
# windows?" after "Struan charges 22 pounds a visit for the windows now"; "the hall is a hundred and twenty pounds a
# quarter now, for three Saturdays" after "The hall hire is 45 pounds a session now": a period against an occasion
# converts to nothing, so neither price_changed nor _same_unit_price read a change. A clause that says "now" and
# prices the subject in the fact's currency per a unit of another dimension only (unit_prices.price_per_another_basis)
# tells the newer way it is charged. The clause must name a subject stem (no price word) of the question and one of
# the fact each: "gilding's fifty-five pounds a letter now" shares "gilding" with "Sholto is paid £18 an hour for
# gilding" but nothing with "What is Sholto paid an hour?" (what we charge, not his wage), and "gilding" with "What is
# Rhoswen paid for gilding?" but nothing with "Rhoswen is paid £14 an hour for sanding". Off: no change read.
BASIS_CHANGED = True


def _basis_changed(clause: str, older: str, question: str, question_stems: frozenset[str]) -> bool:
    """Whether `clause` says "now", names a subject stem of the question (`question_stems`) and one of `older` (no
    price word: _price_subject) and states a price in a currency of `older`'s per a unit of another dimension than
    each of `older`'s prices in it, none comparing (unit_prices.price_per_another_basis; BASIS_CHANGED)."""
    if not BASIS_CHANGED or _NOW_WORD.search(clause.lower()) is None:
        return False
    own = _asked_stems(clause)
    if not _price_subject(question_stems) & own or not _price_subject(_asked_stems(older)) & own:
        return False
    from .unit_prices import price_per_another_basis

    return price_per_another_basis(clause, older, question)


# A price told now with no currency (issue 18, branch newest147, benchmarks/RESULTS.md): "beginners pay seven and a
# half thousand a month now" after "The beginners' group fee is now 6,500 roubles a month" - the currency is the
# fact's, left unsaid, so prices() read no price. A clause saying "now" whose amount with no currency per a unit of no
# count (unit_prices.bare_price_changed) differs from the fact's price per that dimension, within a factor of two. Off:
# a price needs its currency.
BARE_PRICE = True


def _bare_changed(clause: str, older: str, question: str) -> bool:
    """Whether `clause` says "now" and tells an amount with no currency per a unit that is another, near price of
    `older`'s (unit_prices.bare_price_changed; BARE_PRICE)."""
    if not BARE_PRICE or _NOW_WORD.search(clause.lower()) is None:
        return False
    from .unit_prices import bare_price_changed

    return bare_price_changed(clause, older, question)


# A clipped word as a shared stem (issue 18, branch newest107, benchmarks/RESULTS.md): "subs go monthly from January,
# so it's twelve pounds a month now" for "How much is the playing subscription?" after "... set the playing
# subscription at 135 pounds a year": "subs" is "subscription" clipped, which stems() (first five letters) do not
# meet. Off: main's share test of _price_change_in.
CLIPPED_WORDS = True
# the fewest letters of a clipped word (its plural "s" dropped), and the fewest of the whole word as a multiple of them
# plus two ("sub" / "subscription", "info" / "information", "admin" / "administration", "lab" / "laboratory")
CLIPPED_LETTERS = 3


@lru_cache(maxsize=8192)
def _clipped_share(clause: str, question: str, older: str) -> bool:
    """Whether a word of `clause` that neither `question` nor `older` holds is a word both hold clipped (CLIPPED_WORDS):
    its letters (a plural's "s" dropped), CLIPPED_LETTERS or more and no stopword or function word, open the whole
    word, which is 2 x as long plus two letters or more ("subs" / "subscription"; "car" / "cargo" is no clipping)."""
    if not CLIPPED_WORDS:
        return False
    told = words(question) | words(older)
    whole = [w for w in words(question) & words(older) if len(w) >= 2 * CLIPPED_LETTERS + 2]
    if not whole:
        return False
    for word in words(clause) - told:
        short = word[:-1] if len(word) > CLIPPED_LETTERS and word.endswith("s") and not word.endswith("ss") else word
        if len(short) < CLIPPED_LETTERS or short in _STEM_STOPWORDS or short in FUNCTION_WORDS or \
                not short.isalpha():
            continue
        if any(w.startswith(short) and len(w) >= 2 * len(short) + 2 for w in whole):
            return True
    return False


# The least share of the older fact's relevance a hashing store's note (or its best clause) needs to be served before
# the fact when it restates the fact's price for another unit or pack (_asked_price_change; NEWER_RELEVANCE for the
# others): such a clause shares few words with the question (its units are others), so its hashing relevance is low.
PRICE_RELEVANCE = 0.0


def _price_served(question: str, question_stems: frozenset[str], newer_relevance: float, older_relevance: float,
                  newer: str, older: str) -> bool:
    """Whether a note under NEWER_RELEVANCE (and its best clause too) is served before the older fact all the same: it
    restates the fact's price for another unit or pack (_asked_price_change) and reaches PRICE_RELEVANCE."""
    return UNIT_PRICES and newer_relevance >= PRICE_RELEVANCE * older_relevance and \
        _asked_price_change(question, question_stems, newer, older)


def _price_restated(question: str, clause: str, older: str) -> bool:
    """Whether `clause` states `older`'s price per unit (for `question`: unit_prices.asked_prices) again in another
    unit or pack (unit_prices.price_restated: "25p a kilo" after "£250 per tonne"): the same value, no change
    (newest66's rule for quantities, for prices)."""
    return UNIT_PRICES and price_restated(clause, older, question)


# The newest value told in passing with its subject told elliptically (issue 18, branch newest100,
# benchmarks/RESULTS.md): "wedding parties pay two hundred pounds for the hall now" under "The wedding reception hire
# fee is now £180" for "What do we charge to hire the hall for a wedding reception?" (the clause names the hall the
# question names and the fact does not, and one stem of the fact), "a fifty-metre roll of polyester webbing is seventy
# pounds now" under "Polyester webbing is £1.45 a metre now" for "What does webbing cost us?" (the question names one
# subject stem). A price compared after conversion, or an amount of the currency the fact states, in place of the
# second stem shared. Off: main's share tests.
ELLIPTIC_SUBJECT = True


def _one_stem_price(shared: int, question_stems: frozenset[str]) -> bool:
    """_price_asked's relaxed share (ELLIPTIC_SUBJECT): the fact holds half the question's subject stems (no price
    word: _price_subject) or more, one or more ("What does webbing cost us?" / "Polyester webbing is £1.45 a metre
    now"; "What are we paying for forge coke?" / "Coke has gone up to £38 a 25-kilo bag"); the clause's price per unit
    must still compare with the fact's after conversion (unit_prices.price_changed, which _price_change_in asks of
    each clause). "How much does a bottle of rose water cost in the distillery shop?" shares "rose" alone with "Rose
    oil to Grasse is priced at €10,800 per kilogram": no."""
    return ELLIPTIC_SUBJECT and shared >= 1 and 2 * shared >= len(_price_subject(question_stems))


def _elliptic_share(question: str, question_stems: frozenset[str], own: frozenset[str], asked: frozenset[str],
                    clause: str, older: str) -> bool:
    """asked_change's relaxed share test (ELLIPTIC_SUBJECT) for a clause (stems `own`) that fails the share of
    ASKED_CHANGE_SHARED stems with the question and the fact (`asked`) or the cover of the fact's subject: the question
    asks for money, the clause holds a stem of `asked` and ASKED_CHANGE_SHARED subject stems of the question (no price
    word: _price_subject), and the clause and `older` each state an amount of one currency and no price per a unit
    (unit_prices.amount_currencies, prices: one amount for one thing on both sides; a price per unit is
    _price_change_in's). asked_change's other tests (another value, a standing value, the slot filled) still apply."""
    if not ELLIPTIC_SUBJECT or not own & asked or asked_slot(question) != "money" or \
            len(_price_subject(own & question_stems)) < ASKED_CHANGE_SHARED:
        return False
    return bool(amount_currencies(clause) & amount_currencies(older)) and not prices(clause) and not prices(older)


def _elliptic_note(question: str, newer: str, asked: frozenset[str]) -> bool:
    """Whether asked_change_first reads a hashing store's note under the share by asked_change all the same: the note
    holds a stem of `asked` (the question's and the fact's) for a money question, which _elliptic_share can pass."""
    return ELLIPTIC_SUBJECT and bool(_asked_stems(newer) & asked) and asked_slot(question) == "money"


# A subject told by its name or elliptically (issue 18, branch newest109): a note names the fact's subject by the name
# the fact opens with ("Brightstep come on Wednesday and Saturday mornings from this month" under "Brightstep, the
# office cleaners, come on Tuesday and Friday evenings" for "Which days do the office cleaners come in?") or by one
# stem of the question that its clause opens with ("Fingal says bin collection is on Thursdays" under "Bins go out on
# Tuesday mornings"; "Linen now goes to Hreint ehf."), so asked_change's share of ASKED_CHANGE_SHARED stems fails it.
# Off: main's share test.
NAMED_SUBJECT = True
# what a clause's subject may follow: a reporter ("Fingal says", "Jem said that"), an article or a possessive pronoun
_REPORTED = re.compile(r"^\s*(?:(?:[A-Z][\w'-]*\s+){1,2}(?:says|said|tells us|told us|reckons|reports)(?:\s+that)?\s+)?"
                       r"(?:(?:the|our|their|its|we|they|all)\s+)*", re.IGNORECASE)
# The indefinite article before a clause's head (issue 18, branch newest133): "a barometer overhaul is a hundred and
# ten pounds now" opens with the asked thing as "the barometer service is ..." does; a thing told in general ("a full
# service costs ...") is the standing value as often. Off: main's _REPORTED.
ARTICLE_HEAD = True
_REPORTED_A = re.compile(_REPORTED.pattern.replace("|all)", "|all|an?)"), re.IGNORECASE)
# a clause's head that states what stands: one or two words, then "now" or a present "is" / "are" ("Linen now goes to
# ...", "bin collection is on Thursdays", "rehairs are seventy euros each now"; not "Lanes 1-8 resurfaced ...", "the
# tile build moved to ...", "water down to 11 degrees": a part, another thing, a reading)
_HEAD_STANDS = re.compile(r"^\W*[^\W\d_]+(?:\s+[^\W\d_]+)?\s+(?:now|is|are)\b", re.IGNORECASE)
# what may follow a name that opens a fact as its subject: an apposition, a verb (not a reporter's), no possessive
_NAME_OPENS = re.compile(r"^\s*([A-Z][^\W\d_]+)(?:,|\s+(?!says\b|said\b|tells\b|told\b|and\b|&)[a-z])")


def _named_subject(question: str, own: frozenset[str], asked: frozenset[str], clause: str, older: str) -> bool:
    """asked_change's relaxed share test (NAMED_SUBJECT) for a clause (stems `own`) holding fewer than
    ASKED_CHANGE_SHARED stems of those the question and the fact share (`asked`), for a question asking one standing
    value (_asks_one_standing: not "how far ahead ..., and how?"): the clause names the fact's subject by the name
    `older` opens with (_NAME_OPENS: "Brightstep, the office cleaners, come ...", not "Ana's cleaners" nor "Keith says
    ..."; a name: an apposition follows it there or the clause reads it as one, names(), and no stopword: "The staging
    database is ..." names no "The"; in the clause as written, no possessive) and holds one stem of `asked` besides, or
    the clause opens (after a reporter, an article: _REPORTED) with a stem of `asked` that is no price word
    (_price_subject: "bin collection is on Thursdays", not "price of bins"; the head then "now" or "is" / "are":
    _HEAD_STANDS) nor a name the question holds (names(): "Kovalenko announced a price increase" for "Which payment run
    are Kovalenko invoices paid in?" names the asker's supplier, not the thing asked), and the clause names no
    identifier the fact lacks ("Job JB-3075 for the Wroxham boathouse ..." for "When does the Ludham cottage job
    start?": another of one kind), and not both state a price per a unit (prices: _price_change_in's; "the hall now
    charges £12 an hour" is no change of "£30 per session"). A clause holding ASKED_CHANGE_SHARED stems of `asked` but
    under the cover of the fact's subject is not read ("The RoutePilot contract with Fjordline renews ..." under
    "Fjordline's fuel cost fell ..."). asked_change's other tests (another value, a standing value, the slot filled)
    still apply."""
    held = len(own & asked)  # both readings need one asked stem in the clause (the head is one)
    if not NAMED_SUBJECT or held != 1 or not _asks_one_standing(question):
        return False
    opens = _NAME_OPENS.match(older)
    if opens is not None:
        name = opens.group(1)
        if name.lower()[:5] not in asked and name.lower() not in _STEM_STOPWORDS and \
                (opens.group(0).endswith(",") or name.lower()[:5] in names(clause)[0]) and \
                re.search(rf"\b{re.escape(name)}\b(?!')", clause) is not None:
            return True
    rest = clause[(_REPORTED_A if ARTICLE_HEAD else _REPORTED).match(clause).end():]  # type: ignore[union-attr]
    head = _WORD.search(rest)
    if head is None or _HEAD_STANDS.match(rest) is None:
        return False
    stem = _asked_stems(head.group())
    return bool(stem & asked) and bool(_price_subject(stem & asked)) and not stem & names(question)[0] and \
        not identifiers(clause) - identifiers(older) and not (prices(clause) and prices(older))


# A rate limit told in another unit of time (branch newest100): "two requests a second" under "60 requests per minute"
# for "What is Turnstyle Cloud's rate limit for us now?". support.asked_slot reads a "rate" as money, which neither
# side states: a count per a unit of time on both sides (unit_prices.count_rates) fills it, and one equal after
# conversion ("one request a second" after "60 requests per minute") is no change. Off: main's slot test.
RATE_ACROSS_UNITS = True
# the words a question asks a rate or a limit with ("rate limit", "quota", "throughput"); "What does Turnstyle Cloud
# charge the club per ticket?" asks a price, which the rate limit's fact and note do not answer
_RATE_ASKED = re.compile(r"\b(?:rate|limit|quota|throughput|cap)s?\b", re.IGNORECASE)


def _rate_fills(question: str, clause: str, older: str) -> bool:
    """asked_change's slot test for a money question asking a rate or a limit (_RATE_ASKED) whose fact states no money
    (RATE_ACROSS_UNITS): `clause` states a count per a unit of time of the thing `older` counts per a unit of time,
    another after conversion (unit_prices.rate_changed; number words read as digits: quantities.spelt_in_digits)."""
    if not RATE_ACROSS_UNITS or asked_slot(question) != "money" or _RATE_ASKED.search(question) is None or \
            fills_asked_slot(question, older):
        return False
    return rate_changed(spelt_in_digits(clause), spelt_in_digits(older)) is True


# A rate told elliptically (issue 18, branch newest107): "the provider now lets us send two requests a second on the
# paid tier" under "The season-pass provider's API rate limit is 30 requests a minute per client" for "What is the
# season-pass provider's API rate limit?" - the clause names the provider alone (one stem of the question's and the
# fact's), so asked_change's share test failed it before RATE_ACROSS_UNITS read the rate. The count per a unit of time
# of the thing the fact counts, another after conversion (_rate_fills), stands in for the second stem shared. Off:
# main's share test.
ELLIPTIC_RATE = True


def _elliptic_rate(question: str, own: frozenset[str], asked: frozenset[str], clause: str, older: str) -> bool:
    """asked_change's relaxed share test (ELLIPTIC_RATE) for a clause (stems `own`) holding one stem or more of `asked`
    (the question's and the fact's) that states a count per a unit of time of the thing `older` counts, another after
    conversion (_rate_fills: a rate or a limit asked, the fact states no money)."""
    return ELLIPTIC_RATE and bool(own & asked) and _rate_fills(question, clause, older)


def _rate_restated(clause: str, older: str) -> bool:
    """Whether `clause` states `older`'s count per a unit of time again in another unit (RATE_ACROSS_UNITS:
    "one request a second" after "60 requests per minute"): the same value, no change."""
    return RATE_ACROSS_UNITS and rate_changed(spelt_in_digits(clause), spelt_in_digits(older)) is False


# A rate told with another word for the thing counted and in another unit of time (issue 18, branch newest133,
# benchmarks/RESULTS.md): "the carrier's portal lets each token make four calls a second now" under "The carrier's
# departures endpoint allows 180 requests a minute per token" for "How many requests can we make to the departures
# endpoint?", "the tide feed now answers one call a second" under "The tide API lets us make 30 requests per minute".
# The question asks how many of the thing (a count) or a rate or a limit; both sides state a count per a unit of time
# of it (unit_prices.alike_rates: calls, queries, hits and requests are one thing), another after conversion; the
# clause shares a subject stem with the fact or the question that is no word of the rate (the thing, a unit, a number:
# "carrier", "token") and names nothing the fact and the question do not (names(): a rate of another provider is no
# change of this one's). Off (unit_prices.RATE_ALIKE): alike_rates reads nothing.


def _rate_alike_subject(question: str, question_stems: frozenset[str], older: str) -> frozenset[str]:
    """_rate_alike_subject_in (cached) when unit_prices.RATE_ALIKE is on, else empty."""
    return _rate_alike_subject_in(question, question_stems, older) if rate_alike_on() else frozenset()


@lru_cache(maxsize=8192)
def _rate_alike_subject_in(question: str, question_stems: frozenset[str], older: str) -> frozenset[str]:
    """The stems a clause must share one of for _asked_rate_alike: the fact's subject and the question's stems, less the
    words of a rate (PRICE_STEMS: units and per words; the things counted, by alike_thing; numbers). Empty when the
    question asks no count or rate of a thing `older` counts per a unit of time (alike_rates)."""
    if asked_slot(question) not in ("count", "money"):
        return frozenset()
    things = {thing for thing, _ in alike_rates(spelt_in_digits(older))}
    if not things or (_RATE_ASKED.search(question) is None and
                      not any(alike_thing(w) in things for w in _WORD.findall(question))):
        return frozenset()
    return frozenset(w for w in (_asked_subject(older) | question_stems) - PRICE_STEMS
                     if not w[0].isdigit() and alike_thing(w) not in things)


def _asked_rate_alike(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """_rate_alike_in (cached) when unit_prices.RATE_ALIKE is on."""
    return rate_alike_on() and _rate_alike_in(question, question_stems, newer, older)


@lru_cache(maxsize=8192)
def _rate_alike_in(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether one clause of `newer` states another count per a unit of time of the thing `older` counts, or one
    counted alike (unit_prices.rate_alike_changed: "3 calls a second" after "120 requests a minute"), for a question
    asking how many of it or a rate (_rate_alike_subject), in a clause sharing a stem of that subject (the stems of
    `newer`'s label count for each clause), naming nothing `older` and the question do not, and adding nothing
    (_adds_to_value)."""
    subject = _rate_alike_subject(question, question_stems, older)
    if not subject:
        return False
    old = spelt_in_digits(older)
    found = label(newer)
    in_label = _asked_stems(" ".join(found)) if found else frozenset()
    for k, clause in enumerate(clauses(newer) or (newer,)):
        if k == 0:
            clause = _without_label(newer, clause)
        if rate_alike_changed(spelt_in_digits(clause), old) is not True or \
                not (_asked_stems(clause) | in_label) & subject or \
                names(clause)[0] - names(older)[0] - names(question)[0] or _adds_to_value(clause):
            continue
        return True
    return False


def _rate_alike_others(question: str, question_stems: frozenset[str], hits: list[Hit], i: int,
                       pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The pairs of a newer note paired with the fact hits[i] and each other, older fact hit whose rate it restates with
    another value (_asked_rate_alike): a limit raised twice is stated by two facts, and the one asked_change_first does
    not read would be put above the note as the hit holding the asked kind of value (support.slot_first moves no hit
    that contradicts the top one, and only a marked pair contradicts)."""
    if not pairs or not _rate_alike_subject(question, question_stems, hits[i].memory.text):
        return set()
    by_id = {h.id: h.memory for h in hits}
    out = set()
    for newer_id, older_id in pairs:
        if older_id != hits[i].id:
            continue
        newer = by_id[newer_id]
        for h in hits:
            m = h.memory
            if h.id != older_id and m.kind == "fact" and m.created_at < newer.created_at and \
                    _asked_rate_alike(question, question_stems, newer.text, m.text):
                out.add((newer_id, h.id))
    return out


# A value changed twice, its newest told in a note (issue 18, branch newest139, benchmarks/RESULTS.md): "ekde nun
# unuopa ĉambro kostas kvardek kvin eŭrojn por nokto" (Esperanto: 45 euros a night from now) is read as the change of
# the fact asked_change_first reads ("We put the single room up to 42 euros a night"), and that fact's own older value
# ("A single room costs guests 38 euros a night"), which the conflict pass marked as changed by it, is then the one
# unpaired hit holding the asked kind of value: support.slot_first moved it above the note (it moves no hit that
# contradicts the top one, and only a marked pair contradicts). The note is newer than both: it is paired with each
# older fact hit marked against the fact it changes. Off: the fact asked_change_first reads only.
CHANGE_CHAIN = True


def _chained_olders(hits: list[Hit], i: int, pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The pairs of a newer note paired with the fact hits[i] and each fact hit older than hits[i] that the conflict
    pass marked against it (either names the other in ``conflicts_with``): CHANGE_CHAIN."""
    if not CHANGE_CHAIN or not pairs:
        return set()
    fact = hits[i].memory
    newer = [newer_id for newer_id, older_id in pairs if older_id == hits[i].id]
    if not newer:
        return set()
    against = set(fact.conflicts_with)
    olders = [h.id for h in hits if h.id != hits[i].id and h.memory.kind == "fact" and
              h.memory.created_at < fact.created_at and (h.id in against or hits[i].id in h.memory.conflicts_with)]
    out = {(newer_id, older_id) for newer_id in newer for older_id in olders}
    if CHAIN_NOTES:  # newest179
        at = {h.id: h.memory.created_at for h in hits}
        between = [h for h in hits if h.id != hits[i].id and h.memory.kind in ("fact", "episode") and
                   h.memory.created_at > fact.created_at and
                   (h.id in newer or h.id in against or hits[i].id in h.memory.conflicts_with)]
        out |= {(newer_id, h.id) for newer_id in newer for h in between if at[newer_id] > h.memory.created_at}
    return out


# A value changed three times, the middle value told in a note (issue 18, branch newest179): "Agreed 7 pounds a kilo
# for the cress from October" (marked against the fact "Cress goes to the hotels at 6 pounds a kilo" and put above it)
# stayed above the newest note asked_change_first pairs with the fact ("a catering box is thirty-two pounds now"),
# which was moved only above the fact. A fact or note written after the fact, before the newest note, and marked
# against the fact by the conflict pass is an older version too: the newest note is paired with it. Off: older facts
# only (CHANGE_CHAIN).
CHAIN_NOTES = True


# The newest amount told with the old one in passing (issue 18, branch newest133, benchmarks/RESULTS.md): "it's ninety
# pounds a head for the half day now, it was eighty until Friday" (after "Put the half-day trip up to £80 a head", over
# "A guided half-day trip costs £70 a person"), "it was nine, it's eleven pounds from the first of March" (after "Entry
# for the fell race goes up to £9"). A clause that tells a value as past ("was", "used to be", "up from", "down from",
# "previously") and another value beside it restates the older note or fact that states that past value: the value
# told beside it is the newest, the one after "it was" the old. Such a note names its subject in passing or not at all
# ("Long evening on the entries; it was nine, ..."), so asked_change's share and cover tests failed it; the past value
# told, a value an older hit of the question's subject states, stands in for them. Off: main's pairs.
PAST_VALUE = True
_PAST_VALUE = re.compile(r"\b(?:was|were|used to be|up from|down from|previously)\s+(?:at\s+)?[£$€]?\s?"
                         r"(?P<n>\d+(?:[.,]\d+)?)(?![\d.,]*\s*%)")
# the words _PAST_VALUE opens with, looked for before the text's numbers in words are read
_PAST_HINT = re.compile(r"\b(?:was|were|used to be|up from|down from|previously)\b", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _tells_past(text: str) -> bool:
    """Whether `text` tells a value as past (_PAST_VALUE, its opening words looked for first: _PAST_HINT)."""
    return _PAST_HINT.search(text) is not None and _PAST_VALUE.search(spelt_in_digits(text).lower()) is not None


def _past_value_pairs(question: str, q: frozenset[str], hits: list[Hit], i: int) -> set[tuple[str, str]]:
    """The pairs (newer id, older id) of PAST_VALUE for an amount asked (`q`: the question's stems): a note newer than
    the fact hits[i] whose clause fills the asked slot (_fills_in_words), tells a value as past (_PAST_VALUE, numbers in
    words read as digits) and another value beside it, each with every older hit that states the past value, shares
    ASKED_CHANGE_SHARED of the question's stems that are no price words (_price_subject), fills the slot and states no
    value told beside it as new; then with the fact too when that hit is newer than the fact and restates the fact's
    answer with another value (asked_change: the fact's value is older still)."""
    if not PAST_VALUE or asked_slot(question) != "money" or len(q) < ASKED_CHANGE_SHARED:
        return set()
    fact = hits[i].memory
    out: set[tuple[str, str]] = set()
    for n in hits:
        newer = n.memory
        if newer.kind != "episode" or newer.created_at <= fact.created_at or not _tells_past(newer.text):
            continue
        for clause in clauses(newer.text) or (newer.text,):
            past = {_number(m.group("n")) for m in _PAST_VALUE.finditer(spelt_in_digits(clause).lower())}
            told = _asked_values(clause)[1] - past
            if not past or not told or not _fills_in_words(question, clause):
                continue
            for h in hits:
                older = h.memory
                if older.created_at >= newer.created_at:
                    continue
                theirs = _asked_values(older.text)[1]
                if not past & theirs or told & theirs or \
                        len(_price_subject(_asked_stems(older.text) & q)) < ASKED_CHANGE_SHARED or \
                        not _fills_in_words(question, older.text):
                    continue
                out.add((n.id, h.id))
                if older.created_at > fact.created_at and not told & _asked_values(fact.text)[1] and \
                        asked_change(question, q, older.text, fact.text):
                    out.add((n.id, hits[i].id))
    return out


# A day or a month swapped, told with a word of change, under the share of a hashing store (issue 18, branch
# newest133, benchmarks/RESULTS.md): "Mon 26 Oct: the haulier says the depot only takes pallets on Wednesdays now, so
# ours go in on a Wednesday from next week" under "The haulier takes our pallets to the depot on Tuesdays" for "Which
# day do our pallets go to the depot?": a note of one clause has no clause of its own for clause75's reading, and its
# date label and the words around the swap dilute its word match (a third of the share). A note holding
# ASKED_CHANGE_SHARED of the stems the question and the fact share, naming another value of the asked slot's kind
# (_value_swaps: a weekday, a month) with a word of change the fact lacks, that asked_change reads as a change, is
# read at the share. Off: main's share test.
SWAP_SERVED = True


def _swap_served(question: str, q: frozenset[str], newer: str, older: str, asked: frozenset[str]) -> bool:
    """Whether a note under the share of a hashing store is read at it (SWAP_SERVED): a date asked, the note holding
    ASKED_CHANGE_SHARED stems of `asked`, a value slot swapped against `older` (_value_swaps) and a word of change that
    `older` lacks (CLAUSE_CHANGE_CUES), and asked_change reading it as a change."""
    return SWAP_SERVED and _swap_in(question, q, newer, older, asked)


@lru_cache(maxsize=8192)
def _swap_in(question: str, q: frozenset[str], newer: str, older: str, asked: frozenset[str]) -> bool:
    if asked_slot(question) != "date" or len(_asked_stems(newer) & asked) < ASKED_CHANGE_SHARED:
        return False
    raw, old = stems(newer), stems(older)
    return _value_swaps(raw, old) > 0 and bool(raw & CLAUSE_CHANGE_CUES - old) and \
        asked_change(question, q, newer, older)


# A value told anew with the old one retired by its name, under the share of a hashing store (issue 18, branch
# newest133, benchmarks/RESULTS.md): "Ulric says the Kibana boards were renamed in the tidy-up: ours is Quay Metrics
# Overview now, and Harbourview is gone" under "Our build dashboard in Kibana is called Harbourview" - told_anew reads
# the rename, but the part's words match the question's little (a third party's words: "boards", "ours"). The part
# naming the fact's own value (a name of the fact the question does not name) right before or after a word that retires
# it (_RETIRED: "gone", "retired", "no longer", "replaced") is read at the share. Off: main's share test.
RETIRED_SERVED = True


def _retired_by_name(question: str, part: str, older: str) -> bool:
    """Whether `part` (told_anew's) retires a name of `older` that `question` does not name (names()): the name and a
    word of _RETIRED with at most two words between them (RETIRED_SERVED)."""
    if not RETIRED_SERVED or _RETIRED.search(part.lower()) is None:
        return False
    gone = names(older)[0] - names(question)[0] - stems(question)
    words = [w.lower() for w in _WORD.findall(part)]
    for k, word in enumerate(words):
        if word[:5] in gone and any(_RETIRED.search(" ".join(words[j:j + 2])) is not None
                                    for j in range(max(0, k - 3), min(len(words), k + 4)) if j != k):
            return True
    return False


# xl_asked_change (the cross-language reading of asked_change, branch xlnewest73): where a newer memory breaks into
# clauses (after a sentence's end and a comma, at ";", the Greek ano teleia "·" and a dash between spaces: "am plătit
# întreținerea (412 lei), ..., iar la VetNord controalele lui Bruno se fac de acum ..." pays no bill of Bruno's), a
# word (a name: compared by its first five letters lower-cased), and a digit of any script, read as its value ("١٨" is
# 18).
_XL_CLAUSE_BREAK = re.compile(r"(?<=[.!?,])\s+|\s*[;·]\s*|\s+[-–—]\s+|\n")
_XL_WORD = re.compile(r"[^\W\d_]+")
XL_NAME_LETTERS = 3
_ANY_DIGIT = re.compile(r"\d")
# Whether asked_change_first reads a newer memory in another language than the first fact hit (xl_asked_change; False:
# main's step before branch xlnewest73, which benchmarks compare against)
XL_ASKED_CHANGE = True
# the kinds of value (support.asked_slot) xl_asked_change reads as numbers, and as names
XL_NUMBER_SLOTS = frozenset({"clock", "date", "duration", "money", "count", "number", "code", "phone"})
XL_NAME_SLOTS = frozenset({"person", "named", "place", "surname"})
XL_SLOTS = XL_NUMBER_SLOTS | XL_NAME_SLOTS
# the least names a clause and an older fact share for a name swapped in it to be a change of the fact
XL_SHARED_NAMES = 2
# "now" and "from now on" in the languages of the evaluation sets, by their first five letters lower-cased as
# _xl_words reads them: a name swapped, or a value stated in a dated note, in another language is a change only with
# one of them in its clause (every note names people and counts things: without them 29 of 32 pairs marked on the
# tunable sets under hashing were false; benchmarks/RESULTS.md, "xlnewest73")
_XL_NOW_TEXT = (
    "now nowadays currently ahora actualmente agora atualmente maintenant désormais dorénavant jetzt nun mittlerweile "
    "ora adesso attualmente teraz obecnie nyní teď nu numera voortaan tegenwoordig nå nyt nykyään nú ara actualment "
    "sasa sekarang kini ngayon acum acuma most jelenleg sada sedaj zdaj dabar tagad şimdi artık hiện bây "
    "τώρα πλέον тепер зараз сейчас теперь сега сад сада עכשיו כעת الآن حاليا 現在 今 지금 이제 ตอนนี้ अब "
    # and "from" / "since" / "starting", a value said to hold from a date on
    "from since starting desde partir dès depuis seit vanaf från fra alkaen od від від от dari mulai kuanzia tangu "
    "από itibaren kể 부터 から से")
XL_NOW_WORDS = frozenset(w[:5] for w in _XL_NOW_TEXT.split())


def _xl_words_met(clause: str, words: frozenset[str]) -> bool:
    """Whether `clause` holds a word of `words` (first five letters, lower case: XL_NOW_WORDS, XL_CHANGE_WORDS)."""
    return any(w.lower()[:5] in words for w in _XL_WORD.findall(clause))


def _xl_now(clause: str) -> bool:
    """Whether `clause` holds a word of XL_NOW_WORDS."""
    return _xl_words_met(clause, XL_NOW_WORDS)


def _ascii_digits(text: str) -> str:
    """`text` with each digit of another script written as its ASCII digit."""
    return text if text.isascii() else _ANY_DIGIT.sub(lambda m: str(int(m.group())), text)


@lru_cache(maxsize=8192)
def _xl_words(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of `text` that can name what it is about, by their first five letters lower-cased, and of them the
    names: words of XL_NAME_LETTERS letters or more, no stem stopword, no day or month (VALUE_SLOTS); a name is
    capitalised, the first word of a sentence too (another language capitalises other words, and a name opens many
    a note)."""
    words, found = set(), set()
    for m in _XL_WORD.finditer(text):
        word = m.group()
        stem = word.lower()[:5]
        if len(word) < XL_NAME_LETTERS or stem in _STEM_STOPWORDS or stem in _SLOT_VALUES:
            continue
        words.add(stem)
        if word[0].isupper():
            found.add(stem)
    return frozenset(words), frozenset(found)


# a number (read whole) with the unit or currency written right before or after it: a symbol ("€", "₪", "%"), a word
# of letters after it ("15 EUR", "10 kg", "79 euró") or a code in capitals before it ("PHP 38,000", "RM0.34"), so that
# "€21 το κιλό" and "€19.50/kg" share "€"; no function word of a language language.py knows ("orden de 5"), no day or
# month ("25-31 oct")
_XL_UNIT = r"([^\w\s.,:;!?()\[\]{}'\"/-]|[^\W\d_]+)?"
_XL_VALUE = re.compile(_XL_UNIT + r"\s?(\d+(?:[.,]\d+)*)\s?" + _XL_UNIT)


# A currency's sign before a number that _XL_VALUE does not read as a unit (issue 18, branch newest191): the sol's
# "S/" (a slash) and the birr's "Br" (a word before a number is a unit only in capitals), written as the currency's
# word after the number as numwords_xl writes their number words' money ("S/ 31" -> "31 soles", "Br 110" -> "110
# birr"), so that a note in Quechua or Oromo number words and an English one with the sign are in one unit. Off: the
# signs are no unit.
XL_SIGNS_BEFORE = True
_XL_SIGN_WORD = {"S/": "soles", "Br": "birr"}
_XL_SIGN_BEFORE = re.compile(r"(?<![\w/])(S/|Br)\.?\s?(\d+(?:[.,]\d+)*)")


# The guilder's signs before a number and a currency named with its country (issue 18, branch newest198): "NAf 44",
# "Afl 44" (the Antillean and Aruban florin: a word before a number is a unit only in capitals) as "44 guilders", the
# word numwords_xl writes for Papiamento "florin"; "170 Hong Kong dollars", "20 New Zealand dollars" as "170 dollars"
# (the capitalised words between the number and the currency word were read as its unit, "hon"), so that an English
# price and one told in another language's words are in one unit. Off: neither.
XL_SIGNS_MORE = True
_XL_GUILDER_SIGN = re.compile(r"(?<![\w/])(?:NAf|Afl|ANG|AWG)\.?\s?(\d+(?:[.,]\d+)*)")
_XL_COUNTRY_MONEY = re.compile(r"(\d+(?:[.,]\d+)*)\s+(?:[A-Z][a-z]+\s+){1,2}(dollars?|pesos?|francs?|rupees?|"
                               r"shillings?|pounds?|guilders?|dinars?)\b")


def _xl_signs_more(text: str) -> str:
    """`text` with the guilder's signs and a currency named with its country read as XL_SIGNS_MORE says."""
    if "NAf" in text or "Afl" in text or "ANG" in text or "AWG" in text:
        text = _XL_GUILDER_SIGN.sub(r"\1 guilders", text)
    return _XL_COUNTRY_MONEY.sub(r"\1 \2", text)


@lru_cache(maxsize=8192)
def _xl_values(text: str) -> dict[str, frozenset[str]]:
    """The numbers of `text` read whole (_number; XL_LOCALE_THOUSANDS: by the currency next to them,
    _xl_locale_number), in any script's digits, by the unit written next to them (_XL_VALUE: its first three letters
    lower-cased, or its symbol, _xl_unit_key; a day or month is no unit, XL_MONTH_WORDS: of any language)."""
    out: dict[str, set[str]] = {}
    text = _ascii_digits(text)
    if XL_SIGNS_BEFORE and ("S/" in text or "Br" in text):
        text = _XL_SIGN_BEFORE.sub(lambda m: f"{m.group(2)} {_XL_SIGN_WORD[m.group(1)]}", text)
    if XL_SIGNS_MORE:
        text = _xl_signs_more(text)
    for m in _XL_VALUE.finditer(text):
        before, after = m.group(1), m.group(3)
        if before and before.isalpha() and not before.isupper() and not (XL_RUPIAH_KEY and before == "Rp"):
            before = None  # a word before a number is a unit only as a code ("PHP 38,000"): "orden de 5"
        if XL_MONTH_WORDS and after and _xl_month_after(text, m, after):
            continue  # a day and its month ("23 Okt:", "22 жовт."): a date, no number in a unit
        for unit in (before, after):
            if unit and not _xl_function_word(unit.lower()):
                key = _xl_unit_key(unit.lower())
                number = _xl_locale_number(m.group(2), key) if XL_LOCALE_THOUSANDS else _number(m.group(2))
                out.setdefault(key, set()).add(number)
    return {unit: frozenset(numbers) for unit, numbers in out.items()}


# A number's separators read by the currency written next to it (issue 18, branch newest226): a point followed by
# exactly three digits, in groups, before or after a currency ("5.900 EUR", "€ 12.500", "1.250 zł") is a thousands
# separator, as the languages that write a decimal comma write it, and a number with both separators, points before
# the comma ("1.250,00 zł"), is read so whatever its unit. _number read "5.900 EUR" as 5.9 and "1.250,00" as 1.25, so
# that "6.400 EUR" after "5,900 EUR" was a change from 5900 to 6.4 and "5.900 EUR" after "5,900 EUR" a change too.
# Not a version ("5.9"), a decimal price ("5.90 EUR": two digits), a time ("5.30") or a point and three digits with no
# currency ("1.500 km"). Off: _number alone. Read inside the cached _xl_values and _xl_clauses: clear their caches
# after changing it.
XL_LOCALE_THOUSANDS = True
_POINT_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+")
_POINT_AND_COMMA = re.compile(r"\d{1,3}(?:\.\d{3})+,\d+")


def _xl_currency_key(key: str) -> bool:
    """Whether _xl_values' unit key `key` is a currency: one of _XL_CURRENCY / _XL_CURRENCY_MORE's keys or codes, a
    currency sign (Unicode's currency symbols), or a code in capitals' three letters of a currency that
    numwords_xl writes by its English word ("din", "eur", "dol")."""
    import unicodedata

    return key in _XL_CURRENCY or key in _XL_CURRENCY_MORE or key in _XL_CURRENCY_CODES or \
        (len(key) == 1 and unicodedata.category(key) == "Sc")


# (not a code that is a unit or a word too: "km" the convertible mark or kilometres, "man", "som", "den", "mar")
_XL_CURRENCY_CODES = frozenset(("eur", "usd", "gbp", "rm", "din", "pes", "rup", "rub", "uah", "pln", "czk", "huf",
                                "ron", "bgn", "try", "chf", "kro", "sek", "nok", "dkk", "isk", "brl", "mxn", "ars",
                                "clp", "cop", "krw", "jpy", "cny", "inr", "idr", "php", "thb", "vnd", "zar", "ngn",
                                "kes", "ils", "aed", "sar", "egp", "ten", "lar", "dra", "afg", "cfa", "bir", "sol",
                                "gui", "lek", "kun", "kip", "tug"))


def _xl_locale_number(written: str, key: str) -> str:
    """`written` as _number reads it, its points read as thousands separators where XL_LOCALE_THOUSANDS says:
    "1.250,00" whatever `key`, "5.900" when `key` is a currency (_xl_currency_key)."""
    if _POINT_AND_COMMA.fullmatch(written) or (_POINT_THOUSANDS.fullmatch(written) and _xl_currency_key(key)):
        written = written.replace(".", "")
    return _number(written)


# A day number's month word of any language (issue 18, branch newest226): "23 Okt:", "22 жовт.", "24 oct.", "21
# Desemba" - a word after the number that month_words reads as a month next to its day (other_date: the month names
# of many languages), or the first three or four letters of a month stem of five letters or more closed by a point, a
# colon, a semicolon or a comma (an abbreviation: "Okt:", "жовт."), is a date's month, no unit of a number (English
# months already are none, _xl_function_word), so that "Meeting 23 Okt: the fee ..." holds no value "23 okt" the older
# note lacks. Off: only English months and the words _xl_function_word knows.
XL_MONTH_WORDS = True
_XL_MONTH_SHORT = frozenset(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
                             "dec"))
_MONTH_ABBREVIATION_END = re.compile(r"[.:;,]|\s*$")


def _xl_month_after(text: str, m: re.Match[str], after: str) -> bool:
    """Whether `after`, the word right after _XL_VALUE match `m`'s number in `text`, is a month word (XL_MONTH_WORDS)
    and the number a day (1-31, no separator)."""
    number = m.group(2)
    if not number.isdigit() or not 1 <= int(number) <= 31 or not after.isalpha():
        return False
    return _xl_month_word(after.lower(), bool(_MONTH_ABBREVIATION_END.match(text, m.end(3))))


@lru_cache(maxsize=4096)
def _xl_month_word(word: str, closed: bool) -> bool:
    """Whether lower-cased `word` names a month (month_words.other_date reads "1 <word>" as a date), or, `closed` (a
    point, colon, semicolon or comma after it), begins a month stem of five letters or more in three or four
    letters."""
    from .month_words import MONTH_STEMS, other_date

    if word in _XL_MONTH_SHORT or other_date(f"1 {word}") is not None:
        return True  # not by its first three letters as _xl_function_word: "80 marks" keeps the unit before it
    return closed and 3 <= len(word) <= 4 and any(len(stem) >= 5 and stem.startswith(word) for stem in MONTH_STEMS)


# Whether _xl_values keys the rupiah by its code, "idr" (issue 18, branch lang184): by its first three letters it was
# "rup", the rupee's key (numwords_xl writes both currencies by their English word: "rupiah", "rupees"), so that
# "520000 rupiah" and "500 rupees" read as one unit; and "Rp" before a number (not a code in capitals: no unit before)
# is the rupiah too. False: main's "rup" for both, "Rp" no unit. Read inside the cached _xl_values and _xl_clauses:
# clear their caches after changing it.
XL_RUPIAH_KEY = True


def _xl_unit_key(unit: str) -> str:
    """_xl_values' key of lower-cased unit `unit`: its first three letters ("eur", "rup", "kg"), "idr" for the rupiah
    and its sign "Rp" (XL_RUPIAH_KEY; Spanish "rupias" are rupees)."""
    return "idr" if XL_RUPIAH_KEY and (unit.startswith("rupiah") or unit == "rp") else unit[:3]


@lru_cache(maxsize=4096)
def _xl_function_word(word: str) -> bool:
    """Whether lower-cased `word` is a function word (English, or of language.py's stopword lists), a stem stopword or
    a day or month (its first three letters): no unit."""
    from .language import stopwords

    return word in FUNCTION_WORDS or word in stopwords() or word[:5] in _STEM_STOPWORDS or \
        word[:3] in _XL_CALENDAR


# the days and months (VALUE_CLASSES' second and third, defined below) by their first three letters
_XL_CALENDAR = frozenset(("mon", "tue", "wed", "thu", "fri", "sat", "sun", "jan", "feb", "mar", "apr", "may", "jun",
                          "jul", "aug", "sep", "oct", "nov", "dec"))


# Whether _language_side reads a text the two crude tests disagree on as another language when it is plain prose in one
# (elsewhere_prose; issue 18, branch lang184). language.guess calls an ASCII text English when no word of its stopword
# lists is in it, so a note in Javanese, Malay, Tagalog, Hausa, Zulu ... that reads_as_english rightly calls foreign
# had no side, and every cross-language reading skipped it (124 of the 132 side-0 notes mostly of non-English words on
# the tunable sets); the other way round, reads_as_english takes "to" or "in" of a Danish or German note for English.
# False: main's side before lang184.
SIDE_PROSE = True


def _language_side(text: str) -> int:
    """1 when `text` reads as English by both of the crude tests (reads_as_english and language.guess), -1 when by
    neither (another language), 0 when they disagree (a log line, JSON, a code or a short label: no side); under
    SIDE_PROSE, -1 too when they disagree and the text is plain prose in another language (elsewhere_prose). Cached
    per text and switch: asked_change_first reads each hit's language once per process."""
    return _side(text, SIDE_PROSE)


@lru_cache(maxsize=8192)
def _side(text: str, prose: bool) -> int:
    from .language import guess

    english, guessed = reads_as_english(text), guess(text) == "en"
    if english == guessed:
        return 1 if english else -1
    return -1 if prose and elsewhere_prose(text) else 0


# A short label's language decided once for the pair it is read in (issue 18, branch newest226): a fact the two crude
# tests disagree on (_language_side 0: "Kestrel peak rate = 4,300 EUR/wk", a name, a few words and a code) had no
# side, so asked_change_first read no note in another language under it. Paired with a note whose side is clear, the
# label is in that note's language when language.guess reads both as one language, else in the other one: beside a note
# in another language by both tests, a label guessed another (or no) language is the English side; beside an English
# note, a label guessed a named other language is the other side. Two labels, or a label guessed as its pair's language,
# stay one side. Only asked_change_first's fact, and only where its own side is 0. Off: no side, as before. The pair
# test is cached: clear _pair_two_languages after changing SIDE_PROSE.
XL_PAIR_SIDE = True


@lru_cache(maxsize=8192)
def _pair_two_languages(label: str, note: str) -> bool:
    """Whether `label` (a text of _language_side 0) and `note` are in two languages, decided for the pair
    (XL_PAIR_SIDE); False when `note` has no side either. Cached: a recall pairs the same fact with its hits again."""
    from .language import guess

    side = _language_side(note)
    if side == 0 or _language_side(label) != 0:
        return _language_side(label) == -side != 0
    theirs, ours = guess(note), guess(label)
    if side == -1:
        return ours != theirs
    return ours not in (None, "en")


def _pair_named(label: str, note: str) -> bool:
    """Whether `label` and `note` share a name (_xl_words) that is no unit of a number in either (_xl_values' keys:
    "MXN", "EUR" are capitalised codes): XL_PAIR_SIDE's pair must be about one named thing ("Kestrel peak rate =
    4,300 EUR/wk" and "Kestrel: ... 4.800 EUR ..."), not two prices in one currency ("Kiosk reader Vend; smallest card
    sale 50 MXN" and "Quesadillas 30 MXN, tres por 80 MXN": under E5's anchor such a pair was a rank-1 loss)."""
    units = set(_xl_values(label)) | set(_xl_values(note))
    return any(name not in units and name[:3] not in units for name in _xl_words(label)[1] & _xl_words(note)[1])


def xl_asked_change(question: str, newer: str, older: str, episode: bool = False) -> bool:
    """Whether one clause of `newer`, written in another language than `older` (_language_side), restates
    `older`'s answer to `question` with another value, read without English words (asked_change's stems and frames
    are English ones, so it never marks a change told in another language; issue 18, branch xlnewest73). Either
    - the clause (its note's label counted in) and `older` share a word the question holds too (_xl_words), and each
      holds a number the other lacks in one unit (_xl_values: "Matrikula ni Andrea sa Sacred Heart: PHP 42,500
      bawat semestre." after "Andrea's tuition at Sacred Heart: PHP 38,000 a semester."), with a word of
      XL_NOW_WORDS in the clause when `newer` is an `episode` (a dated note states a count or a price paid then as
      often: "34 passengers" after a boat's "50 passengers"), or
    - the question asks a person, a named thing or a place (XL_NAME_SLOTS), the clause and `older` share
      XL_SHARED_NAMES names, each names one the other lacks, and the clause holds a word of XL_NOW_WORDS ("Switched
      the biocontrol supplier to Biobest from October (same Macrolophus and Encarsia programme)" after "Biologische
      bestrijding: Macrolophus en Encarsia van Koppert").
    Without the unit, the word of change and the two names, 47 of 51 pairs it marked on the tunable sets (hashing)
    were false (benchmarks/RESULTS.md, "xlnewest73")."""
    slot = asked_slot(question)
    if slot not in XL_SLOTS:
        return False
    old_words, old_names = _xl_words(older)
    asked = _xl_words(question)[0] & old_words
    theirs = _xl_asked_units(_xl_values(older))
    for words, found, now, values in _xl_clauses(newer):
        values = _xl_asked_units(values)
        by_question = bool(words & asked)
        by_names = len(found & old_names) >= XL_SHARED_NAMES
        if (by_question and (now or not episode) and
                any(unit in theirs and numbers - theirs[unit] and theirs[unit] - numbers
                    for unit, numbers in values.items())) or \
                (by_names and slot in XL_NAME_SLOTS and now and found - old_names and old_names - found):
            return True
    return False


@lru_cache(maxsize=8192)
def _xl_clauses(newer: str) -> tuple[tuple[frozenset[str], frozenset[str], bool, dict[str, frozenset[str]]], ...]:
    """What xl_asked_change reads of each clause of `newer` (_XL_CLAUSE_BREAK; the label `newer` opens with, up to
    the first ":" of its first sentence, cut off and its words and names counted in each clause): its words and names
    (_xl_words), whether it holds a word of XL_NOW_WORDS, its numbers by unit (_xl_values). Cached: a recall reads
    each hit's text once per process."""
    label, body = newer.split(":", 1) if ":" in newer.split(". ", 1)[0] else ("", newer)
    label_words, label_names = _xl_words(label)
    out = []
    carried = False  # a now word in the clause before, of the same sentence (_xl_now_carried)
    subject: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())  # _xl_subject_carried
    for clause in _XL_CLAUSE_BREAK.split(body):
        words, found = _xl_words(clause)
        now, values = _xl_now(clause) or _xl_now_more(clause) or _xl_change_verb(clause), _xl_values(_xl_spelt(clause))
        if values and not found:
            words, found = words | subject[0], subject[1]
        out.append((words | label_words, found | label_names, now or carried, values))
        carried = _xl_now_carried(clause, now, values)
        subject = _xl_subject_carried(clause, words, found, values)
    return tuple(out)


# The subject of the clause before, of the same sentence, for a clause that names none (issue 18, branch newest191):
# "Mon: Doña Rosa brought new wool, now she asks two hundred soles for a ten-kilo bag" - the value's clause names no
# one, the clause before it names who asks. Its words and names count in the value's clause where that clause names no
# name of its own (_xl_words) and the clause before ends at a comma and holds no value of its own. Off: each clause's
# own words only.
XL_SUBJECT_CARRIED = True


def _xl_subject_carried(clause: str, words: frozenset[str], found: frozenset[str],
                        values: dict[str, frozenset[str]]) -> tuple[frozenset[str], frozenset[str]]:
    """(words, names) of `clause` that the next clause counts in (XL_SUBJECT_CARRIED): its own where it names a
    name, holds no value and ends at a comma, else none."""
    if XL_SUBJECT_CARRIED and found and not values and clause.rstrip().endswith(","):
        return words, found
    return frozenset(), frozenset()


# A now word in the clause before the value's, of the same sentence (branch newest100, benchmarks/RESULTS.md): "depi
# semenn sa a, yon pake sis kasav natirèl se de san goud" ("since this week, a pack of six plain kasav is two hundred
# gourdes"), "desde esta semana, la docena cuesta 300 pesos". Off: the now word of the clause itself only.
XL_NOW_CARRIED = True


def _xl_now_carried(clause: str, now: bool, values: dict[str, frozenset[str]]) -> bool:
    """Whether `clause`'s now word (`now`) holds for the next clause too (XL_NOW_CARRIED): the clause names no value
    of its own (`values`: a "since" before a date or a count dates that) and ends at a comma, not a sentence's end."""
    return XL_NOW_CARRIED and now and not values and not _ANY_DIGIT.search(clause) and clause.rstrip().endswith(",")


# a clause's amount of money told in another language's number words read as digits (numwords_xl; issue 18, branch
# xlnum92): "таван мянга хоёр зуун доллар" -> "5200 usd"
XL_NUMBER_WORDS = True


def _xl_spelt(clause: str) -> str:
    """`clause` with its money told in another language's number words in digits (numwords_xl.xl_spelt_in_digits)
    when XL_NUMBER_WORDS is on, else `clause`."""
    return xl_spelt_in_digits(_xl_english_money(clause)) if XL_NUMBER_WORDS else clause


# money told as an English note tells it, read by the cross-language readers: an amount in English number words
# before a currency word of the scope's other language ("thirteen hundred tenge") in digits, a currency word in
# another script or spelling after digits as the English word ("1100 теңге" as "1100 tenge", "95 ewro" as "95 euros";
# numwords_xl.xl_money_in_english; issue 18, branch xlanchor93). Off: main before the branch.
XL_MONEY_KEYS = True


def _xl_english_money(text: str) -> str:
    """`text` with its money as an English note writes it (numwords_xl.xl_money_in_english) when XL_MONEY_KEYS is
    on, else `text`."""
    return xl_money_in_english(text) if XL_MONEY_KEYS else text


# xl_asked_change compares a currency by its code (_xl_currencies: "350 грн" and "300 UAH", "79 euró" and "€74" are
# in one unit), as _xl_anchored_value does (issue 18, branch newest125, benchmarks/RESULTS.md). Off: by the unit as
# written (main before the branch).
XL_ASKED_CURRENCY = True


def _xl_asked_units(values: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """`values` (_xl_values') with each currency by its code (_xl_currencies) when XL_ASKED_CURRENCY is on."""
    return _xl_currencies(values) if XL_ASKED_CURRENCY else values


# A verb of a value raised or lowered, or a value said to be so from now on, in the languages of the evaluation sets
# (Ukrainian, Russian, Greek, Romanian, Hungarian, Hebrew, Malay / Indonesian, Polish, Czech, Turkish and the Romance
# and Germanic ones), by its first five letters lower-cased as _xl_words reads them: a dated note in another language
# states a change by it as often as by a word of "now" ("Lanet підняв тариф до 350 грн з листопада", "η Μίνωα ανέβασε
# τον χαρμάνη στα €21", "a lakás éjszakánként 79 euró lesz"), counted as one (_xl_clauses; issue 18, branch
# newest125, benchmarks/RESULTS.md). Off: the words of now only (main before the branch).
XL_CHANGE_VERBS = True
_XL_CHANGE_TEXT = (
    "підняв підняла підняли підвищив підвищила підвищили подорожчав подорожчала знизив знизила зросла зріс "
    "поднял подняла подняли повысил повысила повысили подорожал подорожала снизил снизила "
    "ανέβασε ανέβασαν ανέβηκε αύξησε αύξησαν αυξήθηκε μείωσε "
    "scumpit majorat mărit "
    "emelte emelték emelkedik drágult drágul lesz "
    "העלה העלו התייקר הוזיל "
    "naik dinaikkan menaikkan "
    "podniósł podniosła podnieśli podrożał podrożała zdražil zdražila zdražili "
    "yükseltti "
    "subió subieron aumentó aumentou subiu augmenté augmente aumentato alzato erhöht verhoogd höjt hævet")
XL_CHANGE_WORDS = frozenset(w[:5] for w in _XL_CHANGE_TEXT.split())


def _xl_change_verb(clause: str) -> bool:
    """Whether `clause` holds a word of XL_CHANGE_WORDS (XL_CHANGE_VERBS)."""
    return XL_CHANGE_VERBS and _xl_words_met(clause, XL_CHANGE_WORDS)


def _xl_now_more(clause: str) -> bool:
    """Whether `clause` holds a word of "now" of numwords_xl.XL_NOW_MORE (Armenian, Kazakh, Uzbek, Mongolian, Sinhala,
    Khmer, Gujarati; XL_NOW_WORDS lacks them) when XL_NUMBER_WORDS is on."""
    return XL_NUMBER_WORDS and says_now(clause)


def asked_change_first(question: str, hits: list[Hit], clause: ClauseScorer | None = None,
                       vectors: Callable[[list[Hit]], np.ndarray] | None = None) -> list[Hit]:
    """`hits` (a recall's for text `question`, best first) with each newer episode hit that restates the first fact
    hit's answer to the question with another value (asked_change) moved right before that fact when it is about as
    relevant (NEWER_RELEVANCE), as newer_first moves a change the conflict pass marked; both are then marked
    (``conflicts_with``). The pass compares memories only, so a long dated note that states the current value in
    passing ("Tour budget call, 20 Oct: ...; the Hillside Luton came in at £110 a day on the quote ...; ...") shares
    too little with the fact ("Hillside Van Hire charges £85 a day for the Luton ...") to be marked; the question
    names the attribute both hold (issue 18, branch newest61). A pair the pass marked as conflicting statements only
    (not a change) is ordered too (holdout19's hall rate: "... hall at £22 an hour for local groups ..." after "Hall
    rates up from 1 April: £20 an hour for local groups ..."); one it marked as a change is in that order already.
    Only the first fact, the one the question is answered by: a later fact as the older side moved no other case of
    v2, holdout..holdout20. A later fact or episode in another language than the fact (_language_side) is read by
    xl_asked_change too, without English stems (XL_ASKED_CHANGE; branch xlnewest73). Reads the hits only (at
    most k - 1 pair tests, most left at their kinds and relevance). `clause` (a hashing store's ClauseScorer): an
    episode under the share is tested too, and ordered when its best clause reaches the share (a long note's other
    clauses dilute its relevance, not the clause that restates the value; branch clause75). `vectors` (a dense store's:
    the hits' stored embeddings, read only when asked): a later memory in the other language is anchored to the fact by
    the embedder too (xl_anchored_change; branch xlanchor85)."""
    slotted = asked_slot(question) is not None or _money_noun_asked(question)
    anew = TOLD_ANEW and _anew_asked(question, hits)  # a rename, a role, a limit or a told swap (told_anew)
    if len(hits) < 2 or ASKED_CHANGE_SHARED <= 0:
        return hits
    if not (slotted or anew):
        return _story_swapped(question, hits, clause)  # a third of the questions ask no kind of value (STORY_SWAP)
    kinds = [h.memory.kind for h in hits]
    if "fact" not in kinds[:-1]:
        return hits  # no fact above another hit
    first = kinds.index("fact")
    i = _answering_fact(question, hits, kinds, first)
    older = hits[i]
    m = older.memory
    side = _language_side(m.text) if XL_ASKED_CHANGE and asked_slot(question) in XL_SLOTS else 0
    # the later facts and episodes in the other language than the fact (xl_asked_change reads them)
    other = {j for j in range(i + 1, len(hits)) if kinds[j] in ("fact", "episode") and
             _language_side(hits[j].memory.text) == -side} if side else set()
    if not side and XL_PAIR_SIDE and XL_ASKED_CHANGE and asked_slot(question) in XL_SLOTS:
        other = {j for j in range(i + 1, len(hits)) if kinds[j] in ("fact", "episode") and
                 _pair_two_languages(m.text, hits[j].memory.text) and _pair_named(m.text, hits[j].memory.text)}
    above = _newer_above(question, hits, i) if i != first else set()  # newer notes above it (ANSWERING_FACT)
    later = _later_facts(question, hits, kinds, i, other)  # newer facts restating it (FACT_AFTER_FACT)
    told = _marked_changes(question, hits, kinds, i, other)  # marked and told changed (MARKED_CHANGE)
    told |= _retiring_facts(question, hits, kinds, i, other)  # a later fact retiring the fact's thing (newest179)
    before = _older_notes_above(question, hits, i) if i > 0 else set()  # OLDER_NOTE_ABOVE
    if "episode" not in kinds[i + 1:] and not other and not above and not later and not told and not before:
        return hits  # no episode below a fact, nor a fact in another language
    q = _asking_stems(question)
    share = NEWER_RELEVANCE * older.relevance
    # the clause only under the first hit (clause_first's reason), and only for a fact holding enough of the question's
    # stems for any clause to pass asked_change's share test (its first test)
    asked = _asked_stems(m.text) & q if clause is not None and (i == 0 or _under_episodes(kinds, i)) else frozenset()
    # a price per unit: fewer stems shared (_price_asked)
    priced = UNIT_PRICES and bool(asked) and _price_asked(question, q, m.text)
    dated = _from_date_asked(question, asked)  # one shared stem, a note naming a date to come (from_date_change)
    one_stem = len(q) < ASKED_CHANGE_SHARED and _from_date_question(question)  # from_date_change reads one stem
    scorer = clause if i == 0 else None  # source_swap's reading (one shared subject stem) keeps it
    swaps = bool(_source_subject(question)[0])  # a question source_swap reads (most are not)
    if len(asked) < ASKED_CHANGE_SHARED and not priced and not dated:
        clause = None
    # a price per unit restated in a note under the share, read without a clause scorer (PRICE_UNSCORED)
    unscored = PRICE_UNSCORED and clause is None and _price_asked(question, q, m.text)
    by_clause: dict[str, float] = {}  # a newer hit's best clause's relevance, where that reaches the share
    pairs: set[tuple[str, str]] = set()
    for j in range(i + 1, len(hits)):
        if kinds[j] != "episode" and j not in other and j not in later and j not in told:
            continue
        newer = hits[j]
        n = newer.memory
        if n.created_at <= m.created_at:
            continue
        swap = source_swap(question, n.text, m.text) if swaps and kinds[j] == "episode" else None
        if swap is None and anew and kinds[j] == "episode":
            swap = told_anew(question, n.text, m.text)
        if swap is None and kinds[j] == "episode":
            swap = story_swap(question, n.text, m.text)  # newest169
        if swap is not None and (newer.relevance >= share or scorer is not None or
                                 _story_retires(question, n.text, m.text)):
            if newer.relevance < share:  # the swapping part's own relevance (clause75)
                best = scorer.part(swap) if scorer is not None else 0.0
                if best < share:
                    if not _retired_by_name(question, swap, m.text) and \
                            not _story_retires(question, n.text, m.text):  # newest169
                        continue
                    best = share
                by_clause[n.id] = best
            pairs.add((n.id, m.id))
            continue
        if not slotted and not (TOLD_UNSLOTTED and j in told):
            continue  # told_anew's question only
        if j in other and xl_named_change(question, n.text, m.text, kinds[j] == "episode"):  # newest121
            by_clause[n.id] = _xl_named_relevance(hits, i, newer.relevance)
            pairs.add((n.id, m.id))
            continue
        if kinds[j] == "episode" and (_unit_value_moved(q, n.text, m.text) or  # UNIT_VALUE_MOVED
                                      _from_to_change(q, n.text, m.text)):  # FROM_TO_CHANGE
            if newer.relevance < share:
                by_clause[n.id] = share
            pairs.add((n.id, m.id))
            continue
        if newer.relevance < share:
            if j in other and (_xl_under_share(question, hits, i, j, vectors) or
                               _xl_pack_under_share(question, hits, i, j, vectors) or
                               _xl_marked_under_share(hits, i, j)):  # newest138, newest163
                by_clause[n.id] = share
                pairs.add((n.id, m.id))
                continue
            if j in told:  # newest163
                by_clause[n.id] = share
                pairs.add((n.id, m.id))
                continue
            if TOLD_UNDER_SHARE and kinds[j] == "episode" and _told_change(question, q, n.text, m.text):  # newest179
                by_clause[n.id] = share
                pairs.add((n.id, m.id))
                continue
            if unscored and (lifted := _price_lifted(question, q, hits, i, j)) is not None:
                by_clause[n.id] = lifted
                pairs.add((n.id, m.id))
                continue
            if kinds[j] == "episode" and clause is not None and _swap_served(question, q, n.text, m.text, asked):
                by_clause[n.id] = share
                pairs.add((n.id, m.id))
                continue
            # an English episode's best clause (a hashing store's): most short ones are not about the fact, so
            # asked_change's share test on the whole note first (its clauses' and label's stems are the note's), and a
            # note of one clause has no clause of its own to read
            if kinds[j] != "episode" or clause is None or \
                    (len(_asked_stems(n.text) & asked) < ASKED_CHANGE_SHARED and not priced and
                     not (dated and from_date_change(question, q, n.text, m.text)) and
                     not _elliptic_note(question, n.text, asked) and
                     not _asked_rate_alike(question, q, n.text, m.text)) or not clauses(n.text) or \
                    not asked_change(question, q, n.text, m.text):
                continue
            best = clause(n.text)
            if best < share:
                if not _price_served(question, q, newer.relevance, older.relevance, n.text, m.text) and \
                        not _asked_rate_alike(question, q, n.text, m.text):
                    continue
                best = share
            by_clause[n.id] = best
            pairs.add((n.id, m.id))
        elif (kinds[j] == "episode" and (len(q) >= ASKED_CHANGE_SHARED or one_stem) and
              asked_change(question, q, n.text, m.text)) or \
                (j in later and
                 (asked_change(question, q, n.text, m.text) or _fact_changed(question, q, n.text, m.text))) or \
                j in told or \
                (j in other and (xl_asked_change(question, n.text, m.text, kinds[j] == "episode") or
                                 xl_anchored_change(question, hits, i, j, vectors))):
            pairs.add((n.id, m.id))
    pairs |= above | before
    if (past := _past_value_pairs(question, q, hits, i)):
        lift = NEWER_RELEVANCE * max(h.relevance for h in hits)
        for newer_id, _older_id in past:
            by_clause[newer_id] = max(by_clause.get(newer_id, 0.0), lift)
        pairs |= past
    if XL_EPISODES_ABOVE and i > 0:
        pairs |= _xl_episodes_above(question, hits, i, vectors)
    if not pairs:
        return hits
    if EPISODE_ABOVE_FACT and i > 0:
        pairs |= _episodes_above(question, q, hits, i, pairs)
    pairs |= _rate_alike_others(question, q, hits, i, pairs)
    chained = _chained_olders(hits, i, pairs)
    if CHAIN_NOTES and chained and by_clause:  # a note read at the fact's share stands at each older version's
        relevance = {h.id: h.relevance for h in hits}
        for newer_id, older_id in chained:
            if newer_id in by_clause:
                by_clause[newer_id] = max(by_clause[newer_id], NEWER_RELEVANCE * relevance[older_id])
    pairs |= chained
    return _paired_first(hits, pairs, by_clause)


def _paired_first(hits: list[Hit], pairs: set[tuple[str, str]], by_clause: dict[str, float]) -> list[Hit]:
    """`hits` with each (newer id, older id) of `pairs` marked on both hits (``conflicts_with``) and each newer one
    ordered before its older one (newer_first; `by_clause`: a newer hit's relevance read from its changing part)."""
    partners: dict[str, set[str]] = {}
    for newer_id, older_id in pairs:
        partners.setdefault(newer_id, set()).add(older_id)
        partners.setdefault(older_id, set()).add(newer_id)
    ids = [h.id for h in hits]
    marked = [with_conflicts(h, tuple(sorted(set(h.memory.conflicts_with) | partners[x]))) if x in partners else h
              for h, x in zip(hits, ids)]
    return newer_first(marked, pairs, ids, by_clause or None)


# A dated note under the share that restates the fact's answer with another value (asked_change) in a clause that
# says it changed (_FACT_CHANGED: now, from now on, instead, no longer ...) - a third party's word of a change told in
# one short clause under the note's date head and its teller: "Tue 3 Mar: Ruth says the hall is to be locked by ten
# from now on." under "The hall has to be locked up by 11 pm." (whose head, teller and other words dilute its
# relevance; a note of one clause has no clause of its own for the ClauseScorer, and a dense store reads none). Read
# at the share, for any embedder (issue 18, branch newest179). Off: such a note is read only at or over the share.
TOLD_UNDER_SHARE = True


@lru_cache(maxsize=8192)
def _told_change(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether a clause of `newer` (the note itself when it has one) says it changed (_says_changed) and restates
    `older`'s answer to `question` with another value (asked_change): TOLD_UNDER_SHARE."""
    if not _says_changed(newer) and not (TOLD_BY_TELLER and _TOLD_TELLER.search(newer)):
        return False  # most notes: no word of change nor teller at all
    return any((_says_changed(part) or (TOLD_BY_TELLER and _TOLD_TELLER.search(part) is not None)) and
               asked_change(question, question_stems, part, older) for part in clauses(newer) or (newer,))


# A third party's word in the clause ("Fingal says ...", "the lock-keeper told us that ...") stands for the word of
# change: a note reporting what someone says the value is, newer than the fact, tells its current value (issue 18,
# branch newest179). Off: a word of change only.
TOLD_BY_TELLER = True
# (its own name: _TELLER above is the story reading's teller at a clause's start, a narrower pattern)
_TOLD_TELLER = re.compile(r"\b(?:says|said|tells|told|reports|reported|writes|wrote|confirms|confirmed|rang\s+to\s+say)"
                          r"\b", re.IGNORECASE)


# A newer memory below asked_change_first's fact, in its language, that the conflict pass marked as contradicting it
# (``conflicts_with``) and that says the fact changed (_FACT_CHANGED: now, no longer, instead, replaced, moved ...) in
# a clause holding ASKED_CHANGE_SHARED stems the question and the fact share (the conflict pass marks facts of two
# subjects told on one day, "Cubs have moved to Wednesdays" and "Beavers meet on Mondays"), and, for a name asked
# (XL_NAME_SLOTS), no new count of what the fact counts (a count changed is no new name: "the council cut the
# contract to three pupils" under "... covers four pupils" for "Which school does the contract cover?"): "Clive says
# the model shop in Appleby has closed, so members order their track through the online shop in Wigton from now on."
# under "Members buy their track and points through the model shop in Appleby." - a change told with no number, which
# asked_change's value tests never read (issue 18, branch newest163, benchmarks/RESULTS.md). Read at the share.
# Off: main before the branch.
MARKED_CHANGE = True


def _marked_changes(question: str, hits: list[Hit], kinds: list[str], i: int, other: set[int]) -> set[int]:
    """The indexes of the facts and episodes below hits[i] (asked_change_first's fact), written after it, not in the
    other language (`other`), marked against it by the conflict pass, that say it changed in a clause holding
    ASKED_CHANGE_SHARED of the stems `question` and the fact share and, for a name asked, no count of a thing
    the fact counts (_counted; MARKED_CHANGE)."""
    fact = hits[i].memory
    marks = fact.conflicts_with if MARKED_CHANGE else ()  # a pass's marks name both sides: the fact's are enough
    if not marks:
        return set()  # most recalls: one field read, no hit's fields read (a lazy hit's read costs)
    out: set[int] = set()
    asked: frozenset[str] | None = None  # the question's and the fact's shared stems and the fact's counts: read once
    counted: frozenset[str] = frozenset()
    for j in range(i + 1, len(hits)):
        if hits[j].id not in marks or kinds[j] not in ("fact", "episode") or j in other:
            continue
        n = hits[j].memory
        if n.created_at <= fact.created_at or not _says_changed(n.text):
            continue
        if asked is None:
            asked = _asking_stems(question) & _asked_stems(fact.text)
            counted = _counted(fact.text) if asked_slot(question) in XL_NAME_SLOTS else frozenset()
        parts = clauses(n.text) or (n.text,)
        if any(_says_changed(part) and len(_asked_stems(part) & asked) >= ASKED_CHANGE_SHARED and
               not _counted(part) & counted for part in parts) or \
                (kinds[j] == "fact" and _marked_fact_whole(n.text, fact.text, parts, asked)):
            out.add(j)
    return out


def _marked_fact_whole(newer: str, older: str, parts: list[str] | tuple[str, ...], asked: frozenset[str]) -> bool:
    """Whether the marked newer fact `newer` (its clauses `parts`) says `older` changed read whole (MARKED_FACT_WHOLE,
    the block below; `asked`: the stems the question and `older` share)."""
    return MARKED_FACT_WHOLE and len(_asked_stems(newer) & asked) >= ASKED_CHANGE_SHARED and \
        any(_says_changed(part) and _asked_stems(part) & asked and
            not _counted_things(part) & _counted_things(older) for part in parts) and \
        _values_differ(newer, older)


# A marked newer fact read whole (issue 18, branch still227): a fact says in one sentence what a note says in its
# clause (as _fact_changed reads its word of change), so "Insurance moved to Cirrus Cover this year: hull 80,000 GBP,
# renewal 1 May." under "Insurance: Nimbus, hull value 70,000 GBP, renews 1 May." is a change though no one clause
# holds both the word of change and two of the stems the question and the fact share ("insur" beside "moved", "hull"
# in the next clause). Read for a fact only (a dated note's clauses tell several things), with the word of change in a
# clause holding one shared stem and no count of the fact's (MARKED_CHANGE's count test, on that clause, a month or a
# currency counting no thing: _counted_things), the whole fact holding ASKED_CHANGE_SHARED of them and each fact a
# value the other lacks (_values_differ: "Insurance papers moved to the blue folder; hull survey due in May." restates
# nothing). Off: the clause alone (main's).
MARKED_FACT_WHOLE = True


_COUNTED = re.compile(r"\d[\d,.]*\s+([^\W\d_]+)")


def _values_differ(newer: str, older: str) -> bool:
    """Whether `newer` and `older` each name a value the other lacks (_asked_values: words with a digit, or numbers
    read whole), as asked_change's value test reads a clause."""
    values, decimals = _asked_values(newer)
    old_values, old_decimals = _asked_values(older)
    return bool((values - old_values and old_values - values) or (decimals - old_decimals and old_decimals - decimals))


@lru_cache(maxsize=8192)
def _counted_things(text: str) -> frozenset[str]:
    """_counted's stems less a month ("1 March") and a currency ("70,000 GBP", "12 euros"), which count no thing: a
    fact restating its renewal date or its sum in a new insurer's terms counts what the old one did (MARKED_FACT_WHOLE
    reads this)."""
    return frozenset(w.lower()[:5] for w in _COUNTED.findall(spelt_in_digits(text))
                     if w.lower() not in MONTH_NAMES and not amount_currencies(f"5 {w}"))


def _counted(text: str) -> frozenset[str]:
    """The stems of the words right after a number in `text` (its number words read as digits): what it counts."""
    return frozenset(w.lower()[:5] for w in _COUNTED.findall(spelt_in_digits(text)))


# A dated note moving a named thing's measured value to another in the fact's unit (issue 18, branch still227): "Fri 9
# Oct review: the vet put the carprofen up to 50mg." under "Evening tablets: carprofen 25mg, omega oil 1000mg." for
# "What dose of carprofen is Bramble on?" - the question and the fact share one stem (the thing's name), so
# asked_change (ASKED_CHANGE_SHARED: two) never read it, and a hashing store scores the note near 0. Read where a verb
# that moves a value ("put", "raised", "increased", "cut", "lowered", "brought" ...; MOVED_TO) has for its object a
# word holding a stem of the question's, then "(up / down) to" a number and a unit, and the fact names that stem right
# before a number of the same unit (UNIT_VALUE) with another number: the thing, the unit and the verb of change tie the
# note to the fact as two shared stems would. Paired at the share, a note only (a fact stating "up to 8 people" is a
# limit). Off: as before.
UNIT_VALUE_MOVED = True
MOVED_TO = re.compile(
    r"\b(?:put|puts|moved|raised|increased|upped|bumped|brought|cut|lowered|reduced|dropped|changed|took|taken)\s+"
    r"(?P<thing>(?:[\w'’-]+\s+){0,3}?[\w'’-]+)\s+(?:up\s+|down\s+)?to\s+(?P<n>\d[\d.,]*)\s*(?P<unit>[a-zµ%]+)\b",
    re.IGNORECASE)
UNIT_VALUE = re.compile(r"(?P<thing>[\w'’-]+)\s+(?:of\s+|at\s+)?(?P<n>\d[\d.,]*)\s*(?P<unit>[a-zµ%]+)\b", re.IGNORECASE)


@lru_cache(maxsize=8192)
def _unit_value_moved(question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether `newer` moves a thing named by a stem of `question_stems` to a number in a unit that `older` gives the
    same thing with another number (UNIT_VALUE_MOVED, the block above)."""
    if not UNIT_VALUE_MOVED or " to " not in newer:
        return False  # most notes: one substring test
    for found in MOVED_TO.finditer(newer):
        thing = _asked_stems(found.group("thing")) & question_stems
        if not thing:
            continue
        unit, number = found.group("unit").lower(), found.group("n").rstrip(".,")
        for old in UNIT_VALUE.finditer(older):
            if old.group("unit").lower() == unit and old.group("n").rstrip(".,") != number and \
                    _asked_stems(old.group("thing")) & thing:
                return True
    return False


# A dated note telling a change "from <the old value> to <the new>" (issue 18, branch still227): "The file server was
# upgraded from Debian 11 to Debian 12 over the weekend." under "Backups run nightly on the file server (Debian 11,
# 4 TB RAID) ..." for "Which Debian release is the file server on?" - asked_change's cover test wants the clause to hold
# half the fact's subject, and a fact listing a whole setup holds many things the note leaves out. Read where a clause
# of the note holds a verb of change (_says_changed) and "from A to B", A holding a digit and a stem of the question's
# and found whole in the fact, B holding a digit and not in it, and the clause's other words a stem the question and
# the fact share (its subject: not "The printer was upgraded from Debian 11 ..."): the old value named as the one left
# ties the note to the fact; "from 4 TB to 8 TB" changes another of the fact's values. Paired at the share. Off: as
# before.
FROM_TO_CHANGE = True
FROM_TO = re.compile(r"\bfrom\s+(?P<a>[^,;:()]{1,40}?)\s+to\s+(?P<b>[^,;:()]{1,40}?)"
                     r"(?=\s*[,;:()]|\.(?:\s|$)|\s+(?:during|on|in|at|for|after|before|because|with|over|when|as)\b|$)",
                     re.IGNORECASE)


@lru_cache(maxsize=8192)
def _from_to_change(question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether a clause of `newer` changes `older`'s value "from A to B" (FROM_TO_CHANGE, the block above)."""
    if not FROM_TO_CHANGE or " from " not in newer or not _says_changed(newer):
        return False  # most notes: two substring tests
    low_old = " ".join(older.lower().split())
    shared = _asked_stems(older) & question_stems
    for part in clauses(newer) or (newer,):
        if not _says_changed(part) or not _asked_stems(part) & shared:
            continue
        for found in FROM_TO.finditer(part):
            a, b = (" ".join(found.group(g).lower().split()) for g in ("a", "b"))
            subject = _asked_stems(part[:found.start()] + " " + part[found.end():])  # the clause less its values
            if not _asked_stems(a) & question_stems or not subject & shared:
                continue  # another value of the fact changed ("from 4 TB to 8 TB"), or another thing's
            if any(c.isdigit() for c in a) and any(c.isdigit() for c in b) and \
                    re.findall(r"\d+", a) != re.findall(r"\d+", b) and \
                    re.search(rf"(?<!\w){re.escape(a)}(?!\w)", low_old) is not None and \
                    re.search(rf"(?<!\w){re.escape(b)}(?!\w)", low_old) is None:
                return True
    return False


# A marked change (MARKED_CHANGE) or a later fact retiring the fact's thing (FACT_RETIRES) is paired for a told_anew
# question that asks no slot support.asked_slot reads ("How wide a board can the planer take?": a limit asked by "how"
# and an adjective): the pass's mark, the word of change and the shared stems are the reading, not the value's kind
# (issue 18, branch still227). Off: such a question pairs told_anew's swaps only (main's).
TOLD_UNSLOTTED = True


# A newer fact below the fact asked_change_first reads, in the same language: a value restated by a second fact ("After
# trimming, the guest list is down to 112 guests plus 8 children." under "The draft guest list has 140 guests.") is a
# change as an episode's is, where the write-time conflict pass did not pair the two (its tests read the two texts
# alone, not the question that names what both answer). Read at the share only, by asked_change's tests (the shared
# stems, the cover, a value each lacks, a word of change or a from-date): two standing facts of one subject name
# other values as often ("The Santa specials run on ..." under "Trains run at weekends ..."), and the question and the
# word of change are what tell a restated value from another fact (issue 18, branch newest158, benchmarks/RESULTS.md).
# Off: episodes and the other language's memories only (main before the branch).
FACT_AFTER_FACT = True


def _later_facts(question: str, hits: list[Hit], kinds: list[str], i: int, other: set[int]) -> set[int]:
    """The indexes of the fact hits below hits[i] (asked_change_first's fact) written after it, not in the other
    language (`other`, which xl_asked_change reads) and passing _fact_restates for `question` (read here, so that a
    question whose later facts restate nothing returns before the pass's setup, as on main) when FACT_AFTER_FACT is
    on."""
    if not FACT_AFTER_FACT:
        return set()
    at, older, q = hits[i].memory.created_at, hits[i].memory.text, _asking_stems(question)
    return {j for j in range(i + 1, len(hits))
            if kinds[j] == "fact" and j not in other and hits[j].memory.created_at > at and
            _fact_restates(q, hits[j].memory.text, older)}


# A later fact that retires a thing the fact names (issue 18, branch newest179): "The old mower has been replaced by a
# Stiga Estate that cuts a metre wide." under "The mower is a Hayter Harrier that cuts 48 centimetres wide.", "We moved
# from Trello to Linear this spring." under "Tasks are tracked on the Trello board.", "The shop van has been sold;
# orders now go out with a courier." under "Orders are delivered by Ann in the shop van." - a fact tells what holds
# now where it retires the older one's thing, though it names the asked subject once only (FACT_AFTER_FACT wants two
# of its stems, asked_change's cover test most of them). Read when the later fact, in the fact's language, retires a
# stem of the fact that the question does not hold (the van, the board, the mower's make) right beside the word that
# retires it (_RETIRED_BEFORE: "<the van> has been sold", "<the Hayter> was replaced"; _RETIRED_AFTER: "cancelled <the
# gym>", "moved from <Trello>"; RETIRE_WINDOW words), and holds a stem the question and the fact share. Paired as a
# marked change is (MARKED_CHANGE). Off: main's later facts.
FACT_RETIRES = True
RETIRE_WINDOW = 3
_RETIRED_BEFORE = re.compile(r"\b(?:(?:has|have|had) been|was|were) (?:sold|replaced|cancell?ed|scrapped)\b")
_RETIRED_AFTER = re.compile(r"\b(?:cancell?ed|replaced|sold|(?:moved|switched|changed) (?:over )?from)\b")


@lru_cache(maxsize=8192)
def _retires(text: str, own: frozenset[str]) -> bool:
    """Whether `text` retires one of the stems `own` right beside a word that retires (FACT_RETIRES' windows)."""
    low = text.lower()
    for found in _RETIRED_BEFORE.finditer(low):
        if own & _asked_stems(" ".join(low[:found.start()].split()[-RETIRE_WINDOW:])):
            return True
    for found in _RETIRED_AFTER.finditer(low):
        after = low[found.end():].split()[:RETIRE_WINDOW]
        if not after or _RETIRED_BEFORE.search(low[max(0, found.start() - 12):found.end()]) or \
                (after[0] in _RETIRE_PREPOSITIONS and not found.group().endswith("from")):
            continue  # passive ("no longer stocked at the kiosk") or the new thing ("replaced by a Stiga")
        if own & _asked_stems(" ".join(after)):
            return True
    return False


# the words after a retiring verb that show it passive, or naming the new thing ("replaced by", "sold at")
_RETIRE_PREPOSITIONS = frozenset({"at", "by", "in", "on", "to", "for", "with", "from", "as", "through", "via"})


@lru_cache(maxsize=8192)
def _retire_cue(text: str) -> bool:
    """Whether `text` holds a word that retires (_RETIRED_BEFORE's or _RETIRED_AFTER's), cached: _retires finds
    nothing in a text without one."""
    low = text.lower()
    return _RETIRED_AFTER.search(low) is not None or _RETIRED_BEFORE.search(low) is not None


def _retiring_facts(question: str, hits: list[Hit], kinds: list[str], i: int, other: set[int]) -> set[int]:
    """The indexes of the fact hits below hits[i] (asked_change_first's fact), written after it, not in the other
    language (`other`), that retire a thing it names (FACT_RETIRES, the block above)."""
    if not FACT_RETIRES:
        return set()
    fact = hits[i].memory
    out: set[int] = set()
    q: frozenset[str] | None = None
    for j in range(i + 1, len(hits)):
        if kinds[j] != "fact" or j in other or hits[j].memory.created_at <= fact.created_at:
            continue
        text = hits[j].memory.text
        if not _retire_cue(text):
            continue  # most later facts: no word of retiring
        if q is None:
            q = _asking_stems(question)
        if not _asked_stems(fact.text) & q & _asked_stems(text):
            continue
        if _retires(text, _asked_stems(fact.text) - q):  # the fact's things the question does not name
            out.add(j)
    return out


# A word of change in a newer fact (_fact_restates): a fact states what holds, and two facts of one subject with two
# values are two things as often as one thing changed; the fact that restates tells it changed.
_FACT_CHANGED = re.compile(
    r"\b(?:now|no longer|any ?more|instead|replaced|switched|moved|changed|renamed|shortened|extended|raised|lowered|"
    r"reduced|increased|cut|down to|gone (?:up|down)|went (?:up|down)|from now on)\b")


# A word of change read in change_phrases.CHANGE_WORDS too ("are changing to", "was upgraded to"): a short English
# statement of a change told by one of them had no word of change for the readers of _says_changed (MARKED_CHANGE,
# FACT_AFTER_FACT, TOLD_UNDER_SHARE), each of which then reads the shared stems and the value as before (issue 18,
# branch still227). Off: _FACT_CHANGED's words only.
SAYS_CHANGED_MORE = True


def _says_changed(text: str) -> bool:
    """Whether `text` holds a word of change (_FACT_CHANGED; change_phrases.CHANGE_WORDS when SAYS_CHANGED_MORE is
    on), cached: asked_change_first reads each later fact hit's text once per process."""
    return _says_changed_read(text, SAYS_CHANGED_MORE)


@lru_cache(maxsize=8192)
def _says_changed_read(text: str, more: bool) -> bool:
    """_says_changed's reading, cached by text and switch."""
    low = text.lower()
    return _FACT_CHANGED.search(low) is not None or (more and CHANGE_WORDS.search(low) is not None)


# the stems of the units a price or a rate is told per (unit_prices.PER_UNITS: night, hour, kilo, litre ...)
_PER_UNIT_STEMS = frozenset(_singular(frozenset(w[:5] for w in PER_UNITS)))


def _fact_restates(question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether the newer fact `newer` may restate the fact `older` for asked_change (FACT_AFTER_FACT): it holds a word
    of change (_FACT_CHANGED) and, itself, ASKED_CHANGE_SHARED or more of the question's subject stems that `older`
    holds (_asked_stems), not by an elliptic reading: a fact that shares one of them is of another thing
    ("Museum glass is now 55 pounds extra for frames up to A2." for a jigsaw's extra, "The tile build now pins
    tippecanoe 2.53." for the tiles' bucket), and so is one that prices where the older names no money, or the
    reverse ("Plot rent has gone up: a full plot is 70 pounds a year now." for "A full plot on the site is 250 square
    metres.": unit_prices.amount_currencies). The unit a price or a rate is told per (_PER_UNIT_STEMS: "a night", "an
    hour") is no subject: "Sea-view rooms are now 135 pounds a night" shares "room" only with "Dogs are welcome in
    room 5 only, for 15 pounds a night" for "What does room 3 cost per night?"."""
    shared = _asked_stems(older) & question_stems & _asked_stems(newer) - _PER_UNIT_STEMS
    return len(shared) >= ASKED_CHANGE_SHARED and _says_changed(newer) and \
        bool(amount_currencies(newer)) == bool(amount_currencies(older))  # the cheap tests first


# the value a clause names as the one replaced ("open in January instead of September"), to the clause's next comma,
# semicolon or full stop: _fact_changed reads the clause's own values without it
_INSTEAD_OF = re.compile(r"\b(?:instead of|rather than|in place of)\b[^,;.]*")


def _fact_changed(question: str, question_stems: frozenset[str], newer: str, older: str) -> bool:
    """Whether a clause of the newer fact `newer`, which says it changed (_fact_restates: a word of change anywhere in
    it, as "Lena can't do Wednesdays any more; the remaining physio sessions are Thursdays at 18:30"), restates the
    fact `older`'s answer to `question` with another value: the clause holds ASKED_CHANGE_SHARED of the question's
    stems `older` holds and ASKED_CHANGE_COVER of `older`'s subject, each names a value the other lacks (or a value
    of one slot swapped), both fill the slot asked, and the clause adds nothing and restates no equal price or rate.
    asked_change's test as it reads a fact's clause, but the word of change read in the whole fact and in
    _FACT_CHANGED's words ("shortened", "any more"): a fact says in one sentence what a note says in its clause. The
    value a clause names as replaced (_INSTEAD_OF: "open in January instead of September") is not the clause's own."""
    asked = _asked_stems(older) & question_stems
    old_subject = _asked_subject(older)
    old_values, old_decimals = _asked_values(older)
    older_stems = stems(older)
    for clause in clauses(newer) or (newer,):
        own = _asked_stems(clause)
        if len(own & asked) < ASKED_CHANGE_SHARED or len(own & old_subject) < ASKED_CHANGE_COVER * len(old_subject):
            continue
        kept = _INSTEAD_OF.sub(" ", clause)  # the old value the clause names as replaced is not its own
        values, decimals = _asked_values(kept)
        if not (_value_swaps(stems(kept), older_stems) > 0 or (values - old_values and old_values - values) or
                (decimals - old_decimals and old_decimals - decimals)):
            continue
        if _adds_to_value(clause) or not (_fills_in_words(question, clause) and _fills_in_words(question, older)):
            continue
        if not _price_restated(question, clause, older) and not _rate_restated(clause, older):
            return True
    return False


# A memory in the other language than the fact, under the share of a hashing store (`vectors` None): the hashing
# embedder shares no words across a script or a language, so a note that restates the fact's value in another
# language is at relevance ~0 however near its subject ("Оксана, 25 жовт.: ..., Lanet підняв тариф до 350 грн з
# листопада, ..." under "Internet moved to Lanet: 500 Mbit/s for 300 UAH a month"); xl_asked_change's own tests (a word
# the question, the clause and the fact share, a number in the fact's unit, a word of now or change in a note) read it
# as a change there, and newer_first reads it at the share (issue 18, branch newest125, benchmarks/RESULTS.md).
# Off: the share test first for every memory (main before the branch).
XL_UNDER_SHARE = True


# the first five letters of the word after "per" in a lower-cased question: the unit a price is asked per
_XL_PER_WORDS = re.compile(r"(?<=\bper )[^\W\d_]{1,5}")


def _xl_under_share(question: str, hits: list[Hit], i: int, j: int,
                    vectors: Callable[[list[Hit]], np.ndarray] | None) -> bool:
    """Whether `hits[j]`, under the share of the fact `hits[i]` in a hashing store (`vectors` None) and in the other
    language (asked_change_first's `other`), restates the fact's answer to `question` with another value
    (xl_asked_change; XL_UNDER_SHARE), read as a dated note is (a word of now or change in the clause, a fact too: a
    fact of another booking in another language names other numbers and no change) and with a clause sharing a word
    the question and the fact hold (xl_asked_change reads a name swapped without one: two notes of many names share
    two, "Đồng Văn", under a question of neither), not the unit the question asks a price per (_XL_PER_WORDS: "per
    person" is no dinner's word, "par personne" under a day trip's "350 MAD per person")."""
    newer, older = hits[j].memory, hits[i].memory.text
    if not XL_UNDER_SHARE or vectors is not None:
        return False
    asked = _xl_words(question)[0] & _xl_words(older)[0] - frozenset(_XL_PER_WORDS.findall(question.lower()))
    if asked.isdisjoint(_xl_words(newer.text)[0]):
        return False  # no clause can share one (the note's words, cached per text, before its clauses)
    return (any(words & asked for words, _found, _now, _values in _xl_clauses(newer.text)) and
            xl_asked_change(question, newer.text, older, episode=True)) or \
        (XL_PACK_HASHING and asked_slot(question) == "money" and
         xl_pack_change(newer.text, older, newer.kind == "episode"))


# A newer memory in the other language than the fact, which the conflict pass marked as contradicting it
# (``conflicts_with``: the two share the words its rules read, names and numbers that are spelt alike in any language),
# under the share (a hashing store scores a note in another language near 0 for an English question), that tells its
# value holds from now on or replaced the old one (a word of XL_NOW_WORDS, XL_NOW_MORE or XL_CHANGE_WORDS in one of
# its clauses, or of _XL_INSTEAD: "Od teraz siano ... dostarcza nam Gorse End Farm ..., a nie Pennock Farm Supplies"
# under "Hay and haylage are delivered by Pennock Farm Supplies ..."): the mark and the word of change read it as the
# fact's newer value, which newer_first then reads at the share (issue 18, branch newest163, benchmarks/RESULTS.md).
# Off: a marked pair under the share keeps its order (main before the branch).
XL_MARKED_CHANGE = True
# "instead of" in languages that write it as one word in no other sense, by its first five letters lower-cased as
# _xl_words reads them (Spanish "lugar", Dutch "plaats", French "lieu", Czech "místo", Swedish "ställe": also "place")
_XL_INSTEAD_TEXT = "statt anstatt invece zamiast"
XL_INSTEAD_WORDS = frozenset(w[:5] for w in _XL_INSTEAD_TEXT.split())


def _xl_marked_under_share(hits: list[Hit], i: int, j: int) -> bool:
    """Whether `hits[j]` (in the other language than the fact `hits[i]`: asked_change_first's `other`, under the share)
    is marked by the conflict pass as contradicting the fact and tells a change (a word of now, of a change verb or of
    "instead": XL_MARKED_CHANGE), anywhere in a fact (one statement), in one of an episode's clauses (_xl_clauses; a
    dated note tells other things in its other clauses)."""
    if not XL_MARKED_CHANGE:
        return False
    fact, newer = hits[i].memory, hits[j].memory
    if newer.id not in fact.conflicts_with and fact.id not in newer.conflicts_with:
        return False
    if newer.kind == "fact":  # a fact read whole: _xl_clauses reads a time's colon as a label's ("Artık ... 09:00")
        return _xl_now(newer.text) or _xl_now_more(newer.text) or _xl_change_verb(newer.text) or \
            _xl_words_met(newer.text, XL_INSTEAD_WORDS)
    return any(now for _w, _f, now, _v in _xl_clauses(newer.text)) or \
        _xl_words_met(newer.text, XL_INSTEAD_WORDS)


# A pack priced per the fact's unit in the other language under the share of a hashing store (issue 18, branch
# newest146): _xl_under_share's clause test needs a word of the question in the clause of the value, and "ussa custa
# in sac da tschintg kilos quaranta francs" names neither the seller nor the wool (an earlier clause of the note does:
# the note-level test above). Read by xl_pack_change's tight test for a price asked, as _xl_pack_under_share reads it
# in a dense store. Off: xl_asked_change's clause test alone.
XL_PACK_HASHING = True


# A pack priced per the fact's unit in the other language, under the share in a dense store (issue 18, branch
# newest138): under E5 "Peire ditz qu'ara es vint-e-un euros per un sac de quinze quilos" (EUR 1.40 a kilo in a
# 15-kilo sack) scores a fifteenth of "Peire mills our dried chestnuts into flour for 1.20 euros a kilo", so
# xl_anchored_change (read at the share only) never reads it and _xl_under_share reads a hashing store's only, though
# wide_standing's extra hits now hold it (store._pack_extra). Read by xl_pack_change's tight test (a size of the fact's
# dimension, a price per unit within XL_ANCHOR_FACTOR and apart by 0.5 %, a word of now in an episode), for a price
# asked. Off: main.
XL_PACK_UNDER_SHARE = True


def _xl_pack_under_share(question: str, hits: list[Hit], i: int, j: int,
                         vectors: Callable[[list[Hit]], np.ndarray] | None) -> bool:
    """Whether `hits[j]`, under the share of the fact `hits[i]` in a dense store (`vectors` given) and in the other
    language (asked_change_first's `other`), prices a pack per the fact's unit at another, near price
    (xl_pack_change) for a price asked (support.asked_slot "money", read last). XL_PACK_UNDER_SHARE off: False."""
    if not XL_PACK_UNDER_SHARE or vectors is None:
        return False
    newer = hits[j].memory
    return xl_pack_change(newer.text, hits[i].memory.text, newer.kind == "episode") and asked_slot(question) == "money"


# A price restated per another unit or pack in a note under the share, read without a clause scorer (issue 18, branch
# newest107): "a 5-kilo catering box is thirty-two pounds now" names no cress and no hotel, so its relevance is under
# NEWER_RELEVANCE of "Catering cress goes to the Winchester hotels at 6 pounds a kilo" under E5, and under a hashing
# store's when a note ranks above the fact (no clause scorer then); _price_served read it only in the clause step.
# Off: main's asked_change_first.
PRICE_UNSCORED = True


def _price_lifted(question: str, q: frozenset[str], hits: list[Hit], i: int, j: int) -> float | None:
    """The relevance newer_first reads for episode hits[j], under the share of the first fact hits[i], when it restates
    the fact's price for another unit or pack (_price_served: _asked_price_change, PRICE_RELEVANCE; PRICE_UNSCORED):
    NEWER_RELEVANCE of the most relevant hit down to the fact, so that it goes before the fact and before an episode
    above it that _episodes_above pairs with it. None otherwise."""
    newer, older = hits[j], hits[i]
    if not PRICE_UNSCORED or newer.memory.kind != "episode" or \
            not _price_served(question, q, newer.relevance, older.relevance, newer.memory.text, older.memory.text):
        return None
    return NEWER_RELEVANCE * max(h.relevance for h in hits[:i + 1])


# The fact that answers, and the newer notes above it (issue 18, branch newest107): for "How much is the St Laurence's
# tuning contract?" the first fact hit was "The St Laurence's winter tuning is booked for 9 in the morning on 3
# December" (no amount), the fact that answers ("... is 180 pounds a visit, four visits a year") fourth, under its
# first change ("agreed 200 pounds a visit", a dated note) and the newest ("nine hundred a year now for the four
# visits"), which ranked first. asked_change_first read the first fact only, and slot_first then put the first change
# (an amount in pounds) above the newest (a number with no currency) for the pair was not marked. Now the first fact
# hit that states a value of the asked kind is the fact read (when the first states none and is in its language), and,
# when that is another than the first fact hit, each episode above it that is newer and restates it with another value
# (asked_change) is paired with it: ranked above it already, the pair only marks them, which slot_first reads. For an
# amount asked only, not a rate (a count or a time of day is stated by most facts and notes in passing: those read
# false pairs on the tunable sets; a rate limit's fact states no money). Off: main's first fact.
ANSWERING_FACT = True


def _answering_fact(question: str, hits: list[Hit], kinds: list[str], i: int) -> int:
    """The index of the fact hit asked_change_first reads for `question`: the first fact hit hits[i], or, for an amount
    asked (not a rate or a limit: _RATE_ASKED, which a fact states as a count per a unit of time), when it states no
    amount of a currency (unit_prices.amount_currencies; support's slot test cost ~0.3 ms a fact read cold) and
    ANSWERING_FACT is on, the first later fact hit in its language (_language_side) that states one; hits[i] when none
    does."""
    if not ANSWERING_FACT or asked_slot(question) != "money" or _RATE_ASKED.search(question) is not None or \
            amount_currencies(hits[i].memory.text):
        return i
    for j in range(i + 1, len(hits)):
        text = hits[j].memory.text
        if kinds[j] == "fact" and amount_currencies(text) and \
                _language_side(text) == _language_side(hits[i].memory.text):
            return j
    return i


def _newer_above(question: str, hits: list[Hit], i: int) -> set[tuple[str, str]]:
    """The pairs (newer id, older id) for the episodes ranked above the fact hits[i] that are newer than it and
    restate its answer to `question` with another value (asked_change; ANSWERING_FACT), each with the fact and with
    each older such episode above the fact it restates with another value in turn."""
    fact = hits[i].memory
    q = _asking_stems(question)
    if not ANSWERING_FACT or asked_slot(question) != "money" or len(q) < ASKED_CHANGE_SHARED:
        return set()
    above = [h for h in hits[:i] if h.memory.kind == "episode" and h.memory.created_at > fact.created_at and
             asked_change(question, q, h.memory.text, fact.text)]
    found = {(h.id, hits[i].id) for h in above}
    found |= {(n.id, e.id) for n in above for e in above if e.memory.created_at < n.memory.created_at and
              asked_change(question, q, n.memory.text, e.memory.text)}
    return found


# An older dated note ranked above the fact asked_change_first reads, which that newer fact says changed (issue 18,
# branch still227): "Mon 5 Oct: swimming with Coach Dara: 8 lessons, Tuesdays 17:00 at the Leisure Pool." over "Dara
# can't do Tuesdays any more; the remaining lessons are Fridays at 17:30, same pool." for "Which evening are the
# swimming lessons on now?" - the note booked the value, the fact retires it. Paired (the fact the newer side) where the
# fact may restate the note (_fact_restates: a word of change, ASKED_CHANGE_SHARED of the question's stems the note
# holds), each names a value the other lacks (_values_differ), both fill the slot asked and the fact adds nothing. Not
# _fact_changed's cover test: a booking note names many things (the teacher's full name, the place) a short fact
# restating its day leaves out. Off: the note stays above.
OLDER_NOTE_ABOVE = True


def _older_notes_above(question: str, hits: list[Hit], i: int) -> set[tuple[str, str]]:
    """The pairs (fact id, note id) for the episodes ranked above the fact hits[i], older than it, that the fact says
    changed (OLDER_NOTE_ABOVE, the block above)."""
    fact = hits[i].memory
    if not OLDER_NOTE_ABOVE or not _says_changed(fact.text):
        return set()  # most facts: no word of change
    q = _asking_stems(question)
    return {(hits[i].id, h.id) for h in hits[:i]
            if h.memory.kind == "episode" and h.memory.created_at < fact.created_at and
            _language_side(h.memory.text) == _language_side(fact.text) and
            _fact_restates(q, fact.text, h.memory.text) and _values_differ(fact.text, h.memory.text) and
            _fills_in_words(question, fact.text) and _fills_in_words(question, h.memory.text) and
            not _adds_to_value(fact.text)}


# A value changed twice (A -> B -> C) whose first change B, a dated note, ranks above the fact A: asked_change_first
# moves C right before A, so B stayed first (holdout29: "110 pounds a metre" over "eighteen pounds a foot now"). An
# episode above the first fact, older than a newer hit paired with the fact, that the newer restates with another
# value (asked_change) is paired with it too, so newer_first moves C before B by the same relevance share (issue 18,
# branch twice105). Off: main before the branch.
EPISODE_ABOVE_FACT = True


def _episodes_above(question: str, q: frozenset[str], hits: list[Hit], i: int,
                    pairs: set[tuple[str, str]]) -> set[tuple[str, str]]:
    """The pairs (newer id, episode id) for the episodes ranked above the first fact hits[i] that a newer hit paired
    with that fact (`pairs`) changes: the episode is older than the newer hit and asked_change reads the newer as
    restating the episode's answer to `question` (stems `q`) with another value."""
    fact = hits[i].id
    newer = [h for h in hits[i + 1:] if (h.id, fact) in pairs]
    found: set[tuple[str, str]] = set()
    for e in hits[:i]:
        if e.memory.kind != "episode":
            continue
        for n in newer:
            if e.memory.created_at < n.memory.created_at and asked_change(question, q, n.memory.text, e.memory.text):
                found.add((n.id, e.id))
    return found


# _episodes_above across the language line: an episode above the first fact and a newer hit in the other language
# (_language_side) that restates its value, read by xl_asked_change or anchored to it by the embedder
# (xl_anchored_change with the episode as the older side) as a newer hit is to the fact (holdout29: "Ульяна цяпер бярэ
# трынаццаць рублёў за метр" over "Uliana put her bleaching up to 11 BYN a metre", whose embedding is nearer that
# episode than the fact, so the newer is never paired with the fact; issue 18, branch newest106). Off: asked_change
# only (English; main before the branch).
XL_EPISODES_ABOVE = True


def _xl_episodes_above(question: str, hits: list[Hit], i: int,
                       vectors: Callable[[list[Hit]], np.ndarray] | None) -> set[tuple[str, str]]:
    """The pairs (newer id, episode id) for the episodes ranked above the first fact hits[i] that a newer episode or
    fact ranked under the fact, in the other language than the episode, restates with another value (xl_asked_change,
    or xl_anchored_change under a dense embedder's `vectors`): the newer is newer than the episode and the fact. A
    price asked only (asked_slot "money"): the money of a language numwords_xl reads."""
    if asked_slot(question) != "money":
        return set()  # a name, a date or an order's code asked: 5 of 5 pairs on the tunable sets were false
    fact = hits[i].memory
    found: set[tuple[str, str]] = set()
    for k in range(i):
        e = hits[k].memory
        side = _language_side(e.text)
        if e.kind != "episode" or not side or not _xl_above_asked(question, e.text):
            continue
        for j in range(i + 1, len(hits)):
            n = hits[j].memory
            if n.kind in ("episode", "fact") and n.created_at > max(e.created_at, fact.created_at) and \
                    _language_side(n.text) == -side and \
                    (xl_asked_change(question, n.text, e.text, n.kind == "episode") or
                     xl_anchored_change(question, hits, k, j, vectors) or
                     xl_named_change(question, n.text, e.text, n.kind == "episode")):  # newest121
                found.add((n.id, e.id))
    return found


# The episode above the fact that _xl_episodes_above pairs a newer note in another language with must name what the
# question asks about (issue 18, branch newest110, benchmarks/RESULTS.md): holdout30's "How much does a kilo of coir
# for caulking cost?" paired "The Kochi shop wants 700 rupees a kilo for copper boat nails now" (above the coir fact)
# with the Malayalam note of the nails' new price once Malayalam number words were read. Off: any episode above.
XL_ABOVE_ASKED = True


def _xl_above_asked(question: str, episode: str) -> bool:
    """Whether `episode` holds a subject stem of `question` that is no price word (_price_subject; XL_ABOVE_ASKED)."""
    return not XL_ABOVE_ASKED or bool(_price_subject(_asked_stems(episode) & _asking_stems(question)))


# A fact under an episode in a hashing store: a dated note above the first fact (often the fact's first change, B of
# A -> B -> C) leaves the fact at i > 0, and asked_change_first read a newer note's best clause (ClauseScorer) only
# when the fact was the first hit (clause75), so the newest note C, diluted under NEWER_RELEVANCE of the fact by its
# other clauses, was never paired with the fact and _episodes_above never moved it over B (holdout29 under hashing:
# "Dorchester Steel sell it by the foot now, eighteen pounds a foot" under "110 pounds a metre" and "95 pounds a
# metre length"; issue 18, branch newest108). Off: the clause under the first hit only (main before the branch).
FACT_UNDER_EPISODE = True


def _under_episodes(kinds: list[str], i: int) -> bool:
    """Whether asked_change_first reads a newer note's best clause for the first fact at hits[i], i > 0 (`kinds`: the
    hits' kinds): every hit above the fact is an episode (FACT_UNDER_EPISODE)."""
    return FACT_UNDER_EPISODE and i > 0 and all(kind == "episode" for kind in kinds[:i])


def episode_clause_gate(question: str, hits: list[Hit]) -> bool:
    """Whether asked_change_first can read a best clause (ClauseScorer) for `hits` (a hashing recall's for text
    `question`, best first) whose first hit is an episode, though clause_gate's bit 1 (the first hit a fact) is off:
    the question asks a kind of value (support.asked_slot: the clause is read for no other question under the fact),
    the first fact lies under episodes only (_under_episodes) and an episode below it is newer and under
    NEWER_RELEVANCE of its relevance. MemoryStore._changes_gated then makes the scorer as for bit 1
    (FACT_UNDER_EPISODE; branch newest108). Reads the hits' kinds down to the first fact, and only the created_at of
    the hits under the share (a lazy memory's fields are made on first read)."""
    if not FACT_UNDER_EPISODE or len(hits) < 3 or hits[0].memory.kind != "episode":
        return False
    i = 1
    while i < len(hits) and hits[i].memory.kind == "episode":
        i += 1
    if i >= len(hits) - 1 or hits[i].memory.kind != "fact":
        return False
    share = NEWER_RELEVANCE * hits[i].relevance
    under = [h for h in hits[i + 1:] if h.relevance < share]
    if not under:
        return False
    created = hits[i].memory.created_at
    return any(h.memory.kind == "episode" and h.memory.created_at > created for h in under) and \
        asked_slot(question) is not None


# xl_anchored_change (branch xlanchor85): under a dense embedder the subject of a memory in another language than the
# first fact is anchored by the stored embeddings instead of a word of the question (the question's English words are
# not in a Portuguese or Indonesian clause: "Lavandaria para hóspedes: 6 EUR por lavagem e secagem" after "Guest
# laundry: 5 EUR wash + dry"). Off: xl_asked_change alone (main before the branch, which benchmarks compare against).
XL_ANCHOR_SIM = True
# the least margin by which the newer and the fact are each other's nearest hit across the language line (the cosine
# of their stored embeddings above that of the newer with every other hit in the fact's language, and of the fact with
# every other hit in the newer's): E5's cosines of two memories of one scope lie within 0.78-0.90 whatever their
# language, so a cosine alone anchors nothing (benchmarks/RESULTS.md, "xlanchor85")
XL_ANCHOR_MARGIN = 0.01
# the most a changed value differs from the old one by, as a factor: a price, a fee or a count changes by less than
# this; another number of the same currency ("€5" minimum on cards, "€1,350" rent) by more
XL_ANCHOR_FACTOR = 2.0


# xl_anchored_change's test that the newer is its language's best answer, against hits stating a value (issue 18,
# branch newest198): a note in another language that prices the fact's thing is often below that language's standing
# notes of other things (a fair's date, a recipe, who drives the van, each above a dated note with the new price),
# which state no number in the fact's units and answer no price. With XL_ANCHOR_VALUED only
# a hit of the newer's language holding a number in a unit of the fact's (_xl_values, currencies by code) counts as a
# better answer, where a price is asked (support.asked_slot "money"; a date or a day asked lost two cases: a standing
# note naming the day states no number in the fact's units and is still the better answer). Off: every hit of the
# newer's language.
XL_ANCHOR_VALUED = True


def _xl_rival(text: str, older: str) -> bool:
    """Whether a hit's `text` counts against a newer note as a better answer of its language (XL_ANCHOR_VALUED)."""
    if not XL_ANCHOR_VALUED:
        return True
    theirs = _xl_currencies(_xl_values(_xl_english_money(older)))
    return any(unit in theirs for _w, _f, _n, values in _xl_clauses(text) for unit in _xl_currencies(values))


def xl_anchored_change(question: str, hits: list[Hit], i: int, j: int,
                       vectors: Callable[[list[Hit]], np.ndarray] | None) -> bool:
    """Whether `hits[j]`, in the other language than the first fact hit `hits[i]` (asked_change_first's `other`),
    restates the fact's answer to `question` with another value, its subject anchored by the embedder (`vectors`:
    the hits' stored embeddings, None under the hashing embedder: False): the newer is the most relevant hit of its
    language, the two are each other's nearest hit across the language line by XL_ANCHOR_MARGIN, and one clause of
    the newer states the change (_xl_anchored_value: a number of the fact's unit within XL_ANCHOR_FACTOR of the fact's,
    or _xl_anchored_names: a name swapped with a word of XL_NOW_WORDS and a name of the fact kept). The stored
    vectors only: no text is embedded at query time (issue 18, branch xlanchor85)."""
    if vectors is None or not XL_ANCHOR_SIM:
        return False
    older, newer = hits[i].memory, hits[j].memory
    slot = asked_slot(question)
    episode = newer.kind == "episode"
    if not ((slot in XL_NUMBER_SLOTS and _xl_anchored_value(newer.text, older.text, episode)) or
            (slot in XL_NAME_SLOTS and _xl_anchored_names(newer.text, older.text))):
        return False
    sides = [_language_side(h.memory.text) for h in hits]
    valued = XL_ANCHOR_VALUED and slot == "money"
    if any(sides[h] == sides[j] and hits[h].relevance > hits[j].relevance and
           (not valued or _xl_rival(hits[h].memory.text, older.text)) for h in range(len(hits))):
        return False  # not the newer's language's best answer to the question
    unit = vectors(hits)
    both = float(unit[i] @ unit[j]) - XL_ANCHOR_MARGIN
    return all(h in (i, j) or sides[h] not in (sides[i], sides[j]) or
               float(unit[i if sides[h] == sides[j] else j] @ unit[h]) < both for h in range(len(hits))) or \
        _xl_note_anchored(question, hits, i, j, unit, sides)


# xl_anchored_change's anchor for a long note of many topics (a weekly meeting's): its embedding is nearer other
# notes of the fact's language than the fact, so the newer-to-fact direction of the mutual test is not read for it
# (issue 18, branch xlanchor93). Off: both directions for every newer memory (main before the branch).
XL_NOTE_ANCHOR = True
# the fewest clauses (_xl_clauses) of a dated note read as one of many topics
XL_NOTE_CLAUSES = 3


def _xl_note_anchored(question: str, hits: list[Hit], i: int, j: int, unit: np.ndarray, sides: list[int]) -> bool:
    """Whether `hits[j]`, a dated note of XL_NOTE_CLAUSES clauses or more in another language than the fact `hits[i]`,
    is the fact's nearest hit of the note's language by XL_ANCHOR_MARGIN (`unit`: the hits' stored embeddings, `sides`:
    their _language_side): the one direction of xl_anchored_change's mutual test a note of many topics can pass (the
    fact's value stated in one clause, the note's other clauses about other things). Only for a number asked
    (_xl_anchored_value read the change; a name swap in a note of many topics anchors nothing) and a fact that is the
    question's first hit: the note's nearest fact across the language line is often the fact of another question on
    the same note (a deposit asked, the apricot price's note; issue 18, branch xlanchor93)."""
    newer = hits[j].memory
    if not XL_NOTE_ANCHOR or i != 0 or newer.kind != "episode" or asked_slot(question) not in XL_NUMBER_SLOTS or \
            len(_xl_clauses(newer.text)) < XL_NOTE_CLAUSES:
        return False
    both = float(unit[i] @ unit[j]) - XL_ANCHOR_MARGIN
    valued = XL_NOTE_VALUED and asked_slot(question) == "money" and \
        _xl_pack_change(newer.text, hits[i].memory.text, True)
    return all(h in (i, j) or sides[h] != sides[j] or float(unit[i] @ unit[h]) < both or
               (valued and not _xl_rival(hits[h].memory.text, hits[i].memory.text)) for h in range(len(hits)))


# _xl_note_anchored against the note's language's hits stating a value only (issue 18, branch numwords220): for a price
# asked, a standing note of the note's language that states no amount in the fact's units (who drives the van, when
# the pies go out) is no rival anchor, as xl_anchored_change's best-answer test already reads it (XL_ANCHOR_VALUED);
# E5 puts such a note of a scope as near the fact as the dated note with the new price (within XL_ANCHOR_MARGIN). Only
# for a note whose change is a pack priced per the fact's unit (_xl_pack_change: an amount and a size that meet the
# fact's price per unit, a firmer anchor than an amount near the fact's: read for any near amount, E5 put six notes of
# another person's pay above a lookup's fact). Off: every hit of the note's language.
XL_NOTE_VALUED = True


# A pack priced where the fact priced a unit, read per the unit (issue 18, branch newest132, benchmarks/RESULTS.md):
# "Нурбек азыр он килолук капты бир миң беш жүз сомго берет" (1500 som a ten-kilo sack) after "135 som a kilo" is 150
# som a kilo, "u vasettu di mezu chilò ... hè à undeci euro" (11 euros a half-kilo jar) after "a 1-kilo jar ... for 18
# euros" is 22 euros a kilo: the amounts alone differ by the pack's size, past XL_ANCHOR_FACTOR. _xl_anchored_value and
# xl_named_change read each clause's amounts divided by the size of the pack the clause names (xl_packs.pack_size), and
# the fact's likewise, where the two sizes differ. Off: the amounts as written (main before the branch).
XL_PACK_PRICES = True
# the most two amounts per unit differ by and are one price (a rounding of the same price: unit_prices')
_XL_PACK_SAME = 0.005


@lru_cache(maxsize=8192)
def _xl_pack_prices(clause: str) -> dict[tuple[str, str], tuple[float, float]]:
    """The amounts `clause` states (_xl_values of its money in digits: _xl_spelt, a currency by its code) per the unit
    of the pack it names (xl_packs.pack_size), keyed by (currency, dimension), each with the pack's size; empty when it
    names no pack, or two amounts in one currency. Cached."""
    from .xl_packs import pack_amounts, pack_size

    size = pack_size(clause)
    if size is None:
        return {}
    found: dict[str, list[float]] = {}
    for currency, amount in pack_amounts(_xl_spelt(clause)):
        found.setdefault(currency, []).append(amount)
    return {(currency, size[0]): (amounts[0] / size[1], size[1])
            for currency, amounts in found.items() if len(amounts) == 1 and amounts[0] > 0}


def _xl_pack_clause(clause: str, older: str, resized: bool = False) -> bool:
    """Whether `clause` prices a pack (_xl_pack_prices) whose price per unit differs from, and is within
    XL_ANCHOR_FACTOR of, one a clause of `older` states in the same currency and dimension for a pack of another size
    ("a kilo" is one of a kilo): XL_PACK_PRICES. `resized` (a clause of a dated note saying now, XL_PACK_RESIZED): the
    same price per unit counts too (the pack is the change). Cents compare with the one currency of cents the other
    side states (_xl_pack_cents)."""
    if not XL_PACK_PRICES:
        return False
    mine = _xl_pack_prices(clause)
    if not mine:
        return False
    for part in _XL_CLAUSE_BREAK.split(older):
        for key, (value, size) in _xl_pack_prices(part).items():
            new = mine.get(key) or _xl_pack_cents(key, mine)
            if new is not None and abs(new[1] - size) > 1e-9 * max(new[1], size) and \
                    (resized or abs(new[0] - value) > _XL_PACK_SAME * max(new[0], value)) and \
                    1 / XL_ANCHOR_FACTOR <= new[0] / value <= XL_ANCHOR_FACTOR:
                return True
    return resized and _xl_pack_basis(mine, older)


# A pack told now per a unit of another dimension than the fact's (issue 18, branch newest147, benchmarks/RESULTS.md):
# "бал хәзер өч литрлы банкасы өчен мең ярым сум" (Tatar: honey now 1,500 roubles a three-litre jar) after "520
# rubles a kilo now": a litre against a kilo, no conversion, so _xl_pack_clause read no change. A clause of a dated
# note saying now (_xl_pack_clause's `resized`) that prices a pack in a currency `older` prices in, per another
# dimension only, tells the newer way it is sold (unit_prices.price_per_another_basis's reading, across languages).
# Off: the same dimension only.
XL_PACK_BASIS = True


def _xl_pack_basis(mine: dict[tuple[str, str], tuple[float, float]], older: str) -> bool:
    """Whether `mine` (a clause's _xl_pack_prices) prices in a currency a clause of `older` prices a pack in, per
    another dimension than each of those, and in no dimension of theirs (XL_PACK_BASIS)."""
    if not XL_PACK_BASIS:
        return False
    theirs = {key for part in _XL_CLAUSE_BREAK.split(older) for key in _xl_pack_prices(part)}
    ours = {currency for currency, _d in mine}
    return not theirs & mine.keys() and any(currency in ours for currency, _d in theirs)


# A pack's price told now at the same price per unit, the pack the change (issue 18, branch newest146,
# benchmarks/RESULTS.md): "ussa custa in sac da tschintg kilos quaranta francs" (a five-kilo sack, 40 francs, now)
# after "8 francs a kilo now": a dated note saying now that the thing is sold in packs of another size is the newer
# way it is charged, though its price per kilo is the older one. Off: a price per unit within _XL_PACK_SAME is no
# change. XL_PACK_CENTS: "48 cents a kilo" against "50 euros por cada saca de cien kilos" (0.50 euro a kilo): an amount
# in cents compares with the one currency of cents (_CENTS_OF) the other clause states. Off: cents compare with cents.
XL_PACK_RESIZED = True
XL_PACK_CENTS = True
_CENTS_OF = frozenset(("euro", "dollar"))


def _xl_pack_cents(key: tuple[str, str], mine: dict[tuple[str, str], tuple[float, float]]
                   ) -> tuple[float, float] | None:
    """`mine`'s price for `key` (currency, dimension) read across cents (XL_PACK_CENTS): a price in cents against the
    one currency of _CENTS_OF `mine` states in that dimension, or one of those against `mine`'s one price in cents;
    None otherwise."""
    if not XL_PACK_CENTS:
        return None
    currency, dimension = key
    if currency == "cent":
        found = [value for (other, dim), value in mine.items() if dim == dimension and other in _CENTS_OF]
    elif currency in _CENTS_OF:
        found = [value for (other, dim), value in mine.items() if dim == dimension and other == "cent"]
    else:
        return None
    return found[0] if len(found) == 1 else None


@lru_cache(maxsize=8192)
def _xl_pack_units(newer: str, older: str) -> bool:
    """Whether a clause of `newer` prices a pack (_xl_pack_prices) in a currency and dimension a clause of `older`
    prices in (xl_named_change's gate for a currency _xl_values does not read: "1500 som", "som" being a Swedish
    word): XL_PACK_PRICES. Cached."""
    if not XL_PACK_PRICES:
        return False
    mine = {key for part in _XL_CLAUSE_BREAK.split(newer) for key in _xl_pack_prices(part)}
    return bool(mine) and any(key in mine for part in _XL_CLAUSE_BREAK.split(older) for key in _xl_pack_prices(part))


def _xl_pack_change(newer: str, older: str, episode: bool) -> bool:
    """Whether one clause of `newer` (as _xl_clauses splits it), with a word of now when `newer` is an `episode`,
    prices a pack per the unit `older` prices another size of at another price (_xl_pack_clause)."""
    if not XL_PACK_PRICES:
        return False
    body = newer.split(":", 1)[1] if ":" in newer.split(". ", 1)[0] else newer
    parts, read = _XL_CLAUSE_BREAK.split(body), _xl_clauses(newer)
    return any((now or not episode) and _xl_pack_clause(text, older, XL_PACK_RESIZED and episode and now)
               for text, (_w, _f, now, _v) in zip(parts, read, strict=True)) or \
        _xl_pack_carried(parts, read, older, episode) or _xl_count_pack(parts, read, older, episode)


# A pack of a count priced where the fact priced one (issue 18, branch newest198): "e bakeria ta pidi nobenta florin
# pa dos baki, e no ta bende baki sol mas" (Papiamento: 90 guilders for two trays, no single trays any more) after "40
# guilders a tray", "魚檔而家話五箱魚一千二百蚊" (1,200 dollars for five crates now) after "$230 a crate":
# xl_packs reads packs of mass and volume only, and the amounts alone differ by the count. A clause holding money in a
# currency the fact prices one of ("a tray", "per crate", "each") and one count above one (digits, a run of number
# words of numwords_xl's tables, Han numerals before a classifier: numwords_xl.xl_counts) is read per one; a change
# where that is within XL_ANCHOR_FACTOR of the fact's amount and the amount as written is not. For a dated note the
# clause (or the next of its sentence) says now or no longer: XL_NOW_WORDS', or a "no ... any more" of the
# languages whose tables read the count (Papiamento "no ... mas", Tetum "la ... tan", Chinese "唔再" / "不再", "而家"
# / "現在" now: _XL_NO_LONGER). Off: packs of mass and volume only.
XL_COUNT_PACK = True
_XL_NO_LONGER = re.compile(r"\bno\b[^,;.]*\bmas\b|\bla\b[^,;.]*\btan\b|唔再|不再|而家|現在|现在", re.IGNORECASE)
_XL_PER_ONE = re.compile(r"\d\s*[^\W\d_]*\s+(?:a|an|per|each|every)\s+[^\W\d_]+|\beach\b|\bapiece\b", re.IGNORECASE)
# A count of one beside the pack's count is its article, not another count (issue 18, branch newest209): Chavacano
# "tres mil dos cientos pesos por un caja de diez kilo" (3,200 pesos for a box of ten kilos) holds "un" (one / a) and
# "diez"; only counts above one are a pack's size. Off: two counts, no pack read.
XL_COUNT_ABOVE_ONE = True


def _xl_float(value: str) -> float:
    """`value` (a _xl_values number) as a float, 0.0 where it is none."""
    try:
        return float(value)
    except ValueError:
        return 0.0


@lru_cache(maxsize=4096)
def _xl_per_one(older: str) -> bool:
    """Whether `older` prices one of a thing ("a sack", "per bird", "each"; XL_COUNT_PACK). Cached."""
    return _XL_PER_ONE.search(_xl_signs_more(older) if XL_SIGNS_MORE else older) is not None


def _xl_count_pack(parts: list[str], read: tuple[tuple[frozenset[str], frozenset[str], bool,
                                                        dict[str, frozenset[str]]], ...],
                   older: str, episode: bool) -> bool:
    """Whether a clause of `parts` (`read`: their _xl_clauses) prices a pack of a count per one near `older`'s price
    of one (XL_COUNT_PACK, the block above)."""
    if not XL_COUNT_PACK or not any(values for _w, _f, _n, values in read):
        return False
    from .numwords_xl import xl_counts

    theirs: dict[str, frozenset[str]] | None = None
    for k, (text, (_w, _f, now, values)) in enumerate(zip(parts, read, strict=True)):
        if not values or (episode and not (now or _XL_NO_LONGER.search(text) or
                                           (k + 1 < len(parts) and text.rstrip().endswith(",") and
                                            (read[k + 1][2] or _XL_NO_LONGER.search(parts[k + 1]))))):
            continue
        if theirs is None:
            if not _xl_per_one(older):
                return False
            theirs = _xl_currencies(_xl_values(_xl_english_money(older)))
        mine = {unit: numbers for unit, numbers in _xl_currencies(values).items() if theirs.get(unit)}
        if not mine:
            continue
        raw = xl_counts(text)
        counts = tuple(c for c in raw if c > 1) if XL_COUNT_ABOVE_ONE else raw
        if len(counts) != 1 or counts[0] <= 1:
            continue
        apart = len(raw) > 1  # an article dropped: the price per one must differ by 0.5 % (not the same, resized)
        for unit, numbers in mine.items():
            for a in numbers:
                per = f"{float(a) / counts[0]:.6f}".rstrip("0").rstrip(".")
                if any(_xl_near(per, b) and not _xl_near(a, b) and
                       (not apart or abs(float(per) - _xl_float(b)) > 0.005 * _xl_float(b)) for b in theirs[unit]):
                    return True
    return False


# A pack's size told in the clause before its price, after a comma (issue 18, branch newest139, benchmarks/RESULTS.md):
# "sælger nu kun sild i kasser på tyve kilo, til fire hundrede kroner kassen" (Danish: herring only in twenty-kilo
# crates now, at 400 kroner the crate) after "17 kroner a kilo": _XL_CLAUSE_BREAK cuts the size from the amount, so
# _xl_pack_prices read no pack in either clause. Off: each clause alone.
XL_PACK_CARRIED = True


def _xl_pack_carried(parts: list[str], read: tuple[tuple[frozenset[str], frozenset[str], bool,
                                                          dict[str, frozenset[str]]], ...],
                     older: str, episode: bool) -> bool:
    """Whether a clause of `parts` (a note's clauses, _XL_CLAUSE_BREAK's; `read`: _xl_clauses of them) that names no
    pack's size, read with the clause before it when that one ends with a comma, prices a pack per the unit `older`
    prices another size of at another, near price (_xl_pack_clause), with a word of now in either when the note is an
    `episode` (XL_PACK_CARRIED)."""
    if not XL_PACK_CARRIED:
        return False
    from .xl_packs import pack_size

    for k in range(1, len(parts)):
        before = parts[k - 1]
        if not before.endswith(",") or (episode and not (read[k][2] or read[k - 1][2])) or \
                pack_size(parts[k]) is not None or pack_size(before) is None:
            continue
        if _xl_pack_clause(before + " " + parts[k], older):
            return True
    return False


def xl_pack_change(newer: str, older: str, episode: bool) -> bool:
    """Whether `newer` prices a pack per the unit `older` prices another size of at another, near price
    (_xl_pack_change: "он килолук капты бир миң беш жүз сомго" after "135 som a kilo"); the wide reads' gate for an
    extra hit in the other language (store._pack_extra). XL_PACK_PRICES off: False."""
    return _xl_pack_change(newer, older, episode)


def _xl_anchored_value(newer: str, older: str, episode: bool) -> bool:
    """Whether one clause of `newer` holds a number in a unit of `older` (_xl_values) that `older` lacks, within
    XL_ANCHOR_FACTOR of a number of that unit `older` holds and `newer` lacks (either read with a point as a thousands
    separator: "5.900 EUR" is read 5.9 by _number), with a word of XL_NOW_WORDS when `newer` is an episode."""
    theirs = _xl_currencies(_xl_values(_xl_english_money(older)))
    for _words, _found, now, values in _xl_clauses(newer):
        if episode and not now:
            continue
        for unit, numbers in _xl_currencies(values).items():
            old = theirs.get(unit, frozenset())
            if any(_xl_near(a, b) for a in numbers - old for b in old - numbers):
                return True
    return _xl_pack_change(newer, older, episode)


# a currency written by its symbol, its code or its name in another language, as _xl_values keys it (its first three
# letters lower-cased, or its symbol), by one code: "١٨ يورو" and "15 EUR", "350 грн" and "300 UAH" are in one unit
_XL_CURRENCY = {"€": "eur", "ευρ": "eur", "евр": "eur", "євр": "eur", "يور": "eur", "грн": "uah", "₴": "uah",
                "₪": "ils", "£": "gbp", "$": "usd", "zł": "pln", "zło": "pln", "лв": "bgn", "₹": "rup"}
# the rand by its sign "R" before a number (a code in capitals to _xl_values: "R85") or its code, the rupee, the rouble,
# the lev and the hryvnia by their code, sign or English word as numwords_xl keys their words ("120 rand", "2400
# rupees", "350 rub"; branch newest106)
_XL_CURRENCY.update({"r": "ran", "zar": "ran", "inr": "rup", "rou": "rub", "₽": "rub", "lev": "bgn", "гри": "uah"})


# currency aliases (issue 18, branch newest140): a currency's sign, its ISO code and the word numwords_xl writes for its
# other languages' words (xl_money_in_english: Kurmanji "lîre" -> "lira", keyed "lir" by _xl_values) as one code, so
# that "Kîloyek doşav ... 180 lîre ye" and "went up to ₺200 a kilo" are in one unit (holdout32's molasses: "lir" and
# "₺" were two). The lira, yen, yuan, won, peso, naira, franc, krona, koruna, leu, baht, dirham and shekel, and the
# signs of tenge, dram, tugrik, kip and lari by the three letters of their English word; the dollar's word by the code
# of "$". Not a word that is a unit or a word too: "¥" (yen or yuan), "pou" (a pound's weight), "ft" (forint or feet),
# "won", "man" (manat). Off: main's _XL_CURRENCY alone.
XL_CURRENCY_ALIASES = True
_XL_CURRENCY_MORE = {
    **dict.fromkeys(("₺", "tl", "lir"), "try"), **dict.fromkeys(("円", "yen"), "jpy"),
    **dict.fromkeys(("元", "rmb", "yua"), "cny"), **dict.fromkeys(("₩", "원"), "krw"),
    **dict.fromkeys(("₱", "php", "mxn"), "pes"), **dict.fromkeys(("₦", "nai"), "ngn"), "dol": "usd",
    **dict.fromkeys(("fra", "fr"), "chf"), **dict.fromkeys(("kr", "kró", "sek", "nok", "dkk"), "kro"),
    **dict.fromkeys(("kč", "kor"), "czk"),
    **dict.fromkeys(("lei", "leu"), "ron"), **dict.fromkeys(("฿", "bah", "บาท"), "thb"),
    **dict.fromkeys(("dh", "mad", "dir", "دره"), "aed"), **dict.fromkeys(("nis", "ils"), "ils"), "руб": "rub",
    "₸": "ten", "֏": "dra", "₮": "tug", "₭": "kip", "₾": "lar"}


def _xl_currencies(values: dict[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """`values` (_xl_values') with each currency's unit by its code (_XL_CURRENCY; XL_CURRENCY_ALIASES:
    _XL_CURRENCY_MORE too)."""
    out: dict[str, frozenset[str]] = {}
    more = _XL_CURRENCY_MORE if XL_CURRENCY_ALIASES else {}
    for unit, numbers in values.items():
        code = _XL_CURRENCY.get(unit) or more.get(unit, unit)
        out[code] = out.get(code, frozenset()) | numbers
    return out


def _xl_near(a: str, b: str) -> bool:
    """Whether numbers `a` and `b` (_number's) are within XL_ANCHOR_FACTOR of each other, a decimal of either read
    as thousands too."""
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    for u in (x, x * 1000) if "." in a else (x,):
        for v in (y, y * 1000) if "." in b else (y,):
            if u > 0 and v > 0 and 1 / XL_ANCHOR_FACTOR <= u / v <= XL_ANCHOR_FACTOR:
                return True
    return False


def _xl_anchored_names(newer: str, older: str) -> bool:
    """Whether `newer` keeps a name of `older` (_xl_words) and one clause of it, with a word of XL_NOW_WORDS, names
    one `older` lacks and lacks one `older` names: "Samstarf: nú eru miðar í sjóböðin GeoSea og í Hvalasafnið
    seldir ..." after "Combo ticket with GeoSea baths sold at the desk"."""
    old_names = _xl_words(older)[1]
    clauses = _xl_clauses(newer)
    if not any(found & old_names for _w, found, _n, _v in clauses):
        return False
    return any(now and found - old_names and old_names - found for _w, found, now, _v in clauses)


# xl_named_change (issue 18, branch newest121): a newer note in another script that tells the fact's value anew in a
# clause naming the fact's subject, the name written in the note's script ("... ಸಾವಿತ್ರಮ್ಮ ಈಗ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ
# ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ; ನಾಗವೇಣಿ ಶುಕ್ರವಾರ ರಜೆ" after "Savithramma dyes our silk for 380 rupees a kilo"): the two
# share no word, so xl_asked_change never reads it, and an amount in the fact's currency with a now word in a clause
# is not enough (the note's last clause names Nagaveni, whose day rate is another fact). The name is compared by
# sound (xl_names.skeleton_match). Off: main's asked_change_first.
XL_NAMED_CHANGE = True
# the fewest letters of a word of the fact the question names too for xl_named_change to look for it
XL_NAMED_LETTERS = 4
_XL_PER = frozenset({"a", "an", "per", "each", "every"})
# a word of any script with its combining marks (a vowel sign or virama is no letter to _XL_WORD: "నరసింహ")
_XL_SCRIPT_WORD = re.compile(r"[^\s\d.,;:!?()\[\]{}\"'/«»“”‘’-]+")


@lru_cache(maxsize=8192)
def _xl_named_words(text: str) -> tuple[tuple[tuple[str, bool], ...], frozenset[str]]:
    """The words of `text` (Latin letters, lower-cased) each with whether it is capitalised after its first word, and
    the words after "a", "per", "each" or "every" (_XL_PER: the unit a price is for, "a kilo", no subject). Cached."""
    found = _XL_WORD.findall(text)
    words = tuple((w.lower(), n > 0 and w[0].isupper()) for n, w in enumerate(found) if w.isascii())
    return words, frozenset(b.lower() for a, b in pairwise(found) if a.lower() in _XL_PER)


@lru_cache(maxsize=8192)
def _xl_named_subject(question: str, older: str) -> tuple[tuple[str, bool], ...]:
    """The words of `older` (Latin letters, XL_NAMED_LETTERS or more, no function word or stem stopword, no unit a
    price is for) that `question` holds too (case-insensitively), each with whether it is a name (capitalised after
    the first word of `older` or of `question`: another language declines a name, xl_names.skeleton_match's
    `prefix`)."""
    asked_words, asked_measured = _xl_named_words(question)
    old_words, old_measured = _xl_named_words(older)
    measured = asked_measured | old_measured
    asked: dict[str, bool] = {}
    for low, name in asked_words:
        if low not in measured:
            asked[low] = asked.get(low, False) or name
    out: dict[str, bool] = {}
    for low, name in old_words:
        if len(low) < XL_NAMED_LETTERS or low not in asked or _xl_function_word(low):
            continue
        out[low] = out.get(low, False) or asked[low] or name
    return tuple(sorted(out.items()))


def xl_named_subject(question: str, older: str) -> bool:
    """Whether `older` names a subject xl_named_change looks for in another script (_xl_named_subject)."""
    return bool(_xl_named_subject(question, older))


def xl_named_change(question: str, newer: str, older: str, episode: bool) -> bool:
    """Whether one clause of `newer` (a memory in another language than the fact `older`: asked_change_first's
    `other`) names the fact's subject (a word of `older` the question names too, _xl_named_subject, spelt in the
    clause's script: xl_names.skeleton_match) and holds a number in a unit of `older` that `older` lacks, within
    XL_ANCHOR_FACTOR of one of that unit `older` holds and the clause lacks, with a word of "now" (_xl_clauses) when
    `newer` is an `episode`; only for a price asked (support.asked_slot "money": under E5 "What is the phone number of
    Uliana's laundry?" paired the laundry's price fact with the note of its new price, branch newest121).
    XL_NAMED_CHANGE off: False."""
    if not XL_NAMED_CHANGE or not (_xl_clause_units(newer) & xl_units(older) or _xl_pack_units(newer, older)):
        return False
    subject = _xl_named_subject(question, older)
    return bool(subject) and _xl_named_clause(subject, newer, older, episode) and asked_slot(question) == "money"


@lru_cache(maxsize=4096)
def xl_units(text: str) -> frozenset[str]:
    """The units `text` states a number in, as xl_named_change reads them (_xl_values, a currency by its code:
    _xl_currencies)."""
    return frozenset(_xl_currencies(_xl_values(_xl_english_money(text))))


@lru_cache(maxsize=8192)
def _xl_clause_units(newer: str) -> frozenset[str]:
    """The units the clauses of `newer` state a number in (_xl_clauses: number words read), a currency by its code."""
    return frozenset(unit for _w, _f, _n, values in _xl_clauses(newer) for unit in _xl_currencies(values))


def _xl_named_relevance(hits: list[Hit], i: int, relevance: float) -> float:
    """The relevance newer_first reads for a newer hit xl_named_change pairs with the fact hits[i] (its own
    `relevance`, one of another script, is near 0 in a hashing store): at least NEWER_RELEVANCE of the most relevant
    hit down to the fact, so that it goes before the fact and an episode above it that _xl_episodes_above pairs with
    it (as _price_lifted)."""
    return max(relevance, NEWER_RELEVANCE * max(h.relevance for h in hits[:i + 1]))


@lru_cache(maxsize=4096)
def _xl_named_clause(subject: tuple[tuple[str, bool], ...], newer: str, older: str, episode: bool) -> bool:
    """xl_named_change's reading of `newer`'s clauses (as _xl_clauses splits them) for `subject` (_xl_named_subject)."""
    from .xl_names import skeleton_match

    theirs = _xl_currencies(_xl_values(_xl_english_money(older)))
    body = newer.split(":", 1)[1] if ":" in newer.split(". ", 1)[0] else newer
    for text, (_w, _f, now, values) in zip(_XL_CLAUSE_BREAK.split(body), _xl_clauses(newer), strict=True):
        if episode and not now:
            continue
        changed = False
        for unit, numbers in _xl_currencies(values).items():
            old = theirs.get(unit, frozenset())
            changed = changed or any(_xl_near(a, b) for a in numbers - old for b in old - numbers)
        changed = changed or _xl_pack_clause(text, older)
        if changed and any(skeleton_match(name, word, prefix) for word in _XL_SCRIPT_WORD.findall(text)
                           if not word.isascii() for name, prefix in subject):
            return True
    return False


# Whether a hashing store's recall reads a long note's best clause for the share tests of its marked changes
# (ClauseScorer, clause_first, asked_change_first; branch clause75, benchmarks/RESULTS.md). Off: main's order.
CLAUSE_RELEVANCE = True
# The least hashing cosine of a marked newer note's best clause (for the question) with the older memory's text for
# clause_first to read that clause: the clause restates the older's subject, not only the question's words. Over the
# hashing runs of the 23 tunable sets the clauses that put a changed value first had 0.23-0.48, the two that put a
# note of another attribute above the answer 0.08 and 0.14 (a kart session's JSON over the session price, an
# appointment "to review metformin" over the dose; branch clause75, benchmarks/RESULTS.md).
CLAUSE_RESTATES = 0.2


class ClauseScorer:
    """A recall's reading of a note's best clause (clauses()) for its query, in a hashing store: calling it with a
    text gives that clause's relevance (-1 for a text of one clause), through the recall's relevance map (floor,
    scale, knee: a hit's relevance is its cosine's through it); restates() whether that clause resembles an older
    memory's text (CLAUSE_RESTATES). Each clause is embedded with the hashing embedder (_core.hash_embed at the
    query's dim: the recipe the store embedded the whole note with), only for a text asked about (a few microseconds
    a note: a marked pair whose whole note leaves it under NEWER_RELEVANCE). Made by clause_scorer."""

    __slots__ = ("_best", "_map", "_query")

    def __init__(self, query: np.ndarray, relevance_map: tuple[float, float, float]) -> None:
        self._query, self._map = query, relevance_map
        self._best: dict[str, tuple[float, np.ndarray | None]] = {}

    def _read(self, text: str) -> tuple[float, np.ndarray | None]:
        found = self._best.get(text)
        if found is None:
            parts = clauses(text)
            if not parts:
                found = (-1.0, None)
            else:
                vectors = _core.hash_embed(list(parts), int(self._query.shape[0]), 1)
                cosines = vectors @ self._query
                k = int(np.argmax(cosines))
                floor, scale, knee = self._map
                y = max(0.0, (float(cosines[k]) - floor) * scale)
                found = (y / (1.0 + knee * y), vectors[k])
            self._best[text] = found
        return found

    def __call__(self, text: str) -> float:
        return self._read(text)[0]

    def part(self, text: str) -> float:
        """The relevance of `text` itself, one part of a note (source_swap's), through the recall's relevance map."""
        vector = _core.hash_embed([text], int(self._query.shape[0]), 1)[0]
        floor, scale, knee = self._map
        y = max(0.0, (float(vector @ self._query) - floor) * scale)
        return y / (1.0 + knee * y)

    def restates(self, text: str, older: str) -> bool:
        """Whether `text`'s best clause has a hashing cosine of CLAUSE_RESTATES or more with `older`."""
        vector = self._read(text)[1]
        if vector is None:
            return False
        theirs = _core.hash_embed([older], int(vector.shape[0]), 1)[0]
        return float(vector @ theirs) >= CLAUSE_RESTATES


def clause_scorer(query: np.ndarray, relevance_map: tuple[float, float, float]) -> ClauseScorer | None:
    """A ClauseScorer of a hashing store's recall (`query`: its unit query vector; `relevance_map`: its (floor,
    scale, knee)), or None when CLAUSE_RELEVANCE is off."""
    return ClauseScorer(query, relevance_map) if CLAUSE_RELEVANCE else None


def clause_first(hits: list[Hit], clause: ClauseScorer) -> list[Hit]:
    """`hits` with each newer hit that the conflict pass marked against the first hit (``conflicts_with``) and that
    newer_first left below it for its relevance (under NEWER_RELEVANCE of the first's) moved right before it when its
    best clause (`clause`: a ClauseScorer) reaches the share and restates the first hit (ClauseScorer.restates): a
    long dated note that restates the value in one clause ("... subs go to 75 pounds a term from January; ...") is
    diluted under the hashing embedder by its other clauses, the clause is not. Only the first hit as the older side:
    the value the agent reads first (every pair this ordered on the tunable sets had its older side first), and one
    read of its marks when it has none, as most recalls' first hit (benchmarks/RESULTS.md, branch clause75). Reads the
    hits only; a text is embedded only for such a pair."""
    if len(hits) < 2:
        return hits
    top = hits[0]
    partners = top.memory.conflicts_with
    if not partners:
        return hits
    share = NEWER_RELEVANCE * top.relevance
    ids: list[str] | None = None  # the hits' ids in one native call, once one is under the share (ids are lazy)
    pairs: set[tuple[str, str]] = set()
    by_clause: dict[str, float] = {}
    for j in range(1, len(hits)):
        newer = hits[j]
        if newer.relevance >= share:
            continue
        if ids is None:
            ids = hit_ids(hits)
        if ids[j] not in partners or newer.memory.created_at <= top.memory.created_at:
            continue
        best = by_clause[ids[j]] = clause(newer.text)
        if best >= share and clause.restates(newer.text, top.text):
            pairs.add((ids[j], ids[0]))
    return newer_first(hits, pairs, ids, by_clause) if pairs else hits


# The kind codes the plan's clause gate reads (ConflictPass's clause_kinds; clause_gate): a fact, an episode.
_CLAUSE_KINDS = (KIND_CODE["fact"], KIND_CODE["episode"])


def clause_gate(hits: list[Hit]) -> int:
    """Which steps of a hashing store's recall can read a best clause (ClauseScorer) of a hit of `hits` (a recall's,
    best first, as the conflict pass left them): bit 1 (asked_change_first's clause) when the first hit is a fact and
    an episode below it is newer and under NEWER_RELEVANCE of its relevance; bit 2 (clause_first) when a hit below the
    first that the first's ``conflicts_with`` names is newer and under that share. A recall plan whose pass is finished
    natively answers with this gate (RecallPlan.recall's fourth item, register.hpp clause_gate: created_at compared
    before a datetime rounds it and a 1e-9 margin on the share, so never a bit off that is on here), and
    MemoryStore._changes_first then makes no ClauseScorer and reads no hit for a step whose bit is off (branch
    clausenative84, benchmarks/RESULTS.md). This Python form is the reference the tests compare the native one with."""
    if len(hits) < 2:
        return 0
    top = hits[0].memory
    fact, partners = top.kind == "fact", top.conflicts_with
    if not (fact or partners):
        return 0
    share = NEWER_RELEVANCE * hits[0].relevance
    under = [h for h in hits[1:] if h.relevance < share and h.memory.created_at > top.created_at]
    return (1 if fact and any(h.memory.kind == "episode" for h in under) else 0) | \
        (2 if any(h.id in partners for h in under) else 0)


def _cross_language_changes(facts: list[int], english: list[bool], vectors: np.ndarray, created: list[float],
                            hits: set[int], margin: float) -> list[tuple[int, int]]:
    """(newer, older) pool positions of the changes written in another language than the value they replace, among
    `facts` (pool positions, ascending: the near candidates' and the hits' facts) of which english[k] tells whether
    facts[k] reads as English (reads_as_english); vectors and created: the pool's. A newer fact in one language and an
    older one in the other, one of them among `hits`, are a change when each is the other's most similar fact among
    the facts of its own language (cosine), by `margin` or more over the second most similar there (-1 when there is
    none). Comparing within one language keeps a dense embedder's same-language bias out: an English fact's nearest
    fact is another English one, so the plain mutual-nearest test misses a Dutch newer value of an English fact
    (benchmarks/RESULTS.md, branches newest45, newest46 and xlchange53). The native pass's
    add_cross_language_changes."""
    ours = [f for f, e in zip(facts, english) if e]
    theirs = [f for f, e in zip(facts, english) if not e]
    if not ours or not theirs:
        return []
    # _core.dot_many's float32 dots (the native pass's, bit for bit), then the cosines in float64
    norms = {i: math.sqrt(max(float(_core.dot_many(vectors[i], vectors[i:i + 1])[0]), 0.0)) for i in ours + theirs}
    cosine = np.zeros((len(ours), len(theirs)))
    for a, i in enumerate(ours):
        dots = _core.dot_many(vectors[i], vectors[theirs])
        for b, j in enumerate(theirs):
            scale = norms[i] * norms[j]
            cosine[a, b] = float(dots[b]) / scale if scale > 0 else 0.0

    def nearest(row: np.ndarray) -> tuple[int, float]:  # the first best in pool order, its margin over the second
        at = int(np.argmax(row))
        second = max(np.delete(row, at).max(initial=-1.0), -1.0)
        return at, float(row[at]) - float(second)

    of_ours = [nearest(cosine[a]) for a in range(len(ours))]
    of_theirs = [nearest(cosine[:, b]) for b in range(len(theirs))]
    out = []
    for a, (b, gap) in enumerate(of_ours):
        back, gap_back = of_theirs[b]
        i, j = ours[a], theirs[b]
        if back != a or min(gap, gap_back) < margin or (i not in hits and j not in hits) or created[i] == created[j]:
            continue
        out.append((i, j) if created[i] > created[j] else (j, i))
    return out


# The language test of _cross_language_changes: a text reads as English (reads_as_english) unless it holds a letter of a
# non-Latin script or enough short words of another Latin-script language. Words as the native pass reads an ASCII text
# (cpp/engram/text/conflicts.cpp, ascii_reads_as_english): a lower-case word, apostrophes and hyphens within it.
_NON_LATIN = re.compile("[\u0370-\u03ff\u0400-\u04ff\u0590-\u05ff\u0600-\u06ff\u0e00-\u0e7f\u3040-\u30ff"
                        "\u4e00-\u9fff\uac00-\ud7af]")
_LOWER_WORD = re.compile(r"(?<![\w'’-])[^\W\d_A-ZÀ-ÖØ-Þ][\w'’-]*")
_FIRST_WORD = re.compile(r"^\W*([^\W\d_][\w'’-]*)")
# short words of other Latin-script languages that English does not write as a word
_FOREIGN_SHORT = frozenset({
    "de", "da", "do", "dos", "das", "la", "el", "los", "las", "en", "het", "een", "und", "der", "die", "op", "y",
    "e", "och", "og", "ja", "ke", "di", "dan", "yang", "wa", "na", "cha", "ya", "le", "les", "du", "des", "et", "à",
    "au", "aux", "il", "lo", "con", "por", "para", "com", "em", "no", "nos", "est", "är", "ist", "sind", "mit",
    "von"})
# English function words no other common Latin-script language writes as a word
_ENGLISH_ONLY = FUNCTION_WORDS - {"a", "i", "no", "is", "was", "we", "am", "an", "so", "me", "s", "t", "he", "her",
                                  "die", "more", "over", "up", "us", "do", "most", "had", "hers", "just", "once",
                                  "still"}


# Function words of Latin-script languages written in a-z alone (or mostly), none a word English writes ("at", "is",
# "die", "van", "among", "air", "bet", "sing", "din", "ham" ... left out): what elsewhere_prose counts besides
# language._ELSEWHERE and the other languages' stopword lists. Indonesian / Malay, Javanese, Tagalog, Cebuano, Hausa,
# Igbo, Yoruba (unmarked), Zulu / Xhosa, Shona, Chichewa, Malagasy, Haitian, Basque, Maltese, Breton, Welsh, Scottish
# Gaelic, Afrikaans, Turkish, Uzbek, Romanian, Corsican, Luxembourgish, Estonian, Latvian (unmarked).
_PROSE_ELSEWHERE_WORDS: dict[str, str] = {
    "id/ms": "yang dan di ke dari untuk pada dengan ini itu tidak akan sudah oleh kepada tanpa hanya juga ada atau "
             "bagi dalam sebagai telah belum masih lagi setiap antara sampai jika karena kerana bahwa bahawa saya kami "
             "kita mereka dia",
    "jv": "ing lan saka ora kanggo karo dudu wis kudu menyang nganggo uga utawa iku kuwi saiki arep durung",
    "tl": "ang ng mga si ni ay hindi kay para mula hanggang tuwing lang rin naman siya sila kami niya nila",
    "ceb": "nga ug kini dili matag gikan kung ila iya",
    "ha": "da ta ba ga za ne ce kuma daga sai kafin amma kowace wani wata shi ita suna muna",
    "ig": "nke ndi ka ma nwere",
    "yo": "ni ti fi wa ko si ati pelu",
    "zu/xh": "futhi kodwa ukuthi kwaye kunye ngoba nokuba",
    "sn": "uye kana kuti asi chete kwete zvino",
    "ny": "ndi ndipo koma osati kwa pa",
    "mg": "ny dia sy ary amin tsy isaky ho ao",
    "ht": "nan pou ak yo ki chak sou mwen",
    "eu": "eta ez da dago du dira baino ere",
    "mt": "il hija huwa mhux qed ta fil tal lill biex jew",
    "br": "ar ur ha eo zo evit gant deus eus hon",
    "cy": "yn yr ac wedi eu ei mae oedd gyda",
    "gd": "agus aig bho gus chan bidh tha",
    "af": "nie vir het se nou ook",
    "tr": "ve bir ile bu ama gibi kadar sonra",
    "uz": "va bilan uchun yoki emas",
    "ro": "cu nu pe sunt sau mai",
    "co": "u e di sò ùn",
    "lb": "mir ni op der ze eng",
    "et": "ja ei ka kui aga ning",
    "lv": "ir un ar uz no nav",
}
_PROSE_ELSEWHERE = frozenset(w for words in _PROSE_ELSEWHERE_WORDS.values() for w in words.split())
# a word English spelling does not write: opening with a consonant pair English never starts a word with ("ng", "mb",
# "nd", "dh", "hl" ...) and a vowel (not a code: "ntp", "dhcp", "mv", "ngrok"), holding a doubled "aa", "ii", "uu" or a
# "q" without "u", or four or more consonant-vowel pairs and nothing else, the last vowel not an "e" ("tikamupeta";
# 82 of the 64,000 lower-case words of an English word list: "dharma", "bazaar", "vacuum", "skiing", "panorama")
_UNENGLISH = re.compile(r"^(?:ng|nd|mb|nt|nz|ny|nj|nk|dh|hl|dl|dz|bh|zv|zw|mw|kw|gb|kp|mf|mv|nc|nq|nx)[aeiou]|aa|ii|uu"
                        r"|q(?!u)|^(?:[^aeiou][aeiou]){3,}[^aeiou][aiou]$")
# a weaker sign, counted only beside one of the above or another language's word: ending in a consonant and "u" or
# "j", or three consonant-vowel pairs and nothing else, the last vowel not an "e" ("kepada", "makina"; English "remote",
# "debate" end in a silent one; "menu", "tofu", "camera", "cinema", "marina" are English: 89 words of that list)
_UNENGLISH_ENDING = re.compile(r"[^aeiouy'’-][uj]$|^(?:[^aeiou][aeiou]){2,}[^aeiou][aiou]$")
_PROSE_PUNCT = ".,;:!?()[]\"«»¿¡“”‘’'"


@lru_cache(maxsize=1)
def _elsewhere_words() -> frozenset[str]:
    """_PROSE_ELSEWHERE, language._ELSEWHERE and every other language's stopword list, less the words English writes
    (FUNCTION_WORDS and a few more)."""
    from .language import _ELSEWHERE, _STOPWORDS, ENGLISH

    other = frozenset(w for code, words in _STOPWORDS.items() if code != ENGLISH for w in words.split())
    return (_PROSE_ELSEWHERE | _ELSEWHERE | other | _FOREIGN_SHORT) - FUNCTION_WORDS - _ENGLISH_WRITES


# short words of other languages' lists that English writes as words or abbreviations too ("est. cost", "eta 3pm",
# "35 ha", "£30k pa", "3 yr", "dia 40mm")
_ENGLISH_WRITES = frozenset(("ale", "cad", "chi", "con", "den", "die", "dos", "dove", "hoe", "hos", "jest", "la", "lo",
                             "mar", "med", "met", "non", "nos", "nous", "op", "par", "pas", "per", "pour", "um", "van",
                             "vi", "yo", "ban", "pan", "ten", "man", "til", "er", "po", "co", "al", "ag", "est", "eta",
                             "ha", "pa", "ma", "ho", "em", "ere", "ay", "cu", "nu", "pe", "va", "yr", "ta", "ac", "eng",
                             "nav", "dia"))


# English function words that other languages' function-word lists hold too (German, Dutch, Italian "in", Estonian
# "on", Polish "to"): no English word to elsewhere_prose, and no foreign one
_SHARED_FUNCTION = frozenset({"in", "on", "to", "as", "for"})


def elsewhere_prose(text: str) -> bool:
    """Whether `text` is plain prose in a Latin-script language other than English (SIDE_PROSE): four or more of its
    whitespace-separated words lower-case words of letters alone (apostrophes and hyphens within), half its words or
    more (a log line, JSON, a code list is not prose), none an English function word (_ENGLISH_ONLY; the few other
    languages write too, _SHARED_FUNCTION, aside), and two or more of them (a sixth or more) foreign by sight: a letter
    outside ASCII, a function word of another language (_elsewhere_words) or a spelling English does not write
    (_UNENGLISH), one of these at least, or a spelling English seldom writes (_UNENGLISH_ENDING). "Diesel tank topped
    up, 450 litres." and "New menu printed, tofu special added." are not; "Sapine dipangan ing kandang wetan saben esuk,
    ora tau nganggo dedak." is. Counted on the tunable sets' notes (benchmarks/RESULTS.md, "lang184"): of 675 notes
    mostly of other words than English ones, 132 had no side, 50 after; no English note moved."""
    tokens = text.split()
    found = [w.lower() for t in tokens if len(w := t.strip(_PROSE_PUNCT)) > 1 and w[0].islower() and
             w.replace("'", "").replace("’", "").replace("-", "").isalpha()]
    if len(found) < 4 or 2 * len(found) < len(tokens):
        return False
    if any(w in _ENGLISH_ONLY and w not in _SHARED_FUNCTION for w in found):
        return False
    elsewhere = _elsewhere_words()
    signs = [(not w.isascii() or w in elsewhere or _UNENGLISH.search(w) is not None,
              _UNENGLISH_ENDING.search(w) is not None) for w in found]
    foreign = sum(1 for strong, weak in signs if strong or weak)
    return any(strong for strong, _ in signs) and foreign >= 2 and 6 * foreign >= len(found)


def reads_as_english(text: str) -> bool:
    """Whether `text` reads as English (a crude binary test, branch newest46): no letter of a non-Latin script, under
    two (and under a quarter) of its lower-case words (its first word too when it opens with a capital) non-ASCII or a
    short word of another language ("de", "het", "und", "y"), and an English function word among them when there are
    four or more."""
    if _NON_LATIN.search(text):
        return False
    found = [w.lower() for w in _LOWER_WORD.findall(text)]  # "eBay" as "ebay": the native pass hashes lower-cased
    first = _FIRST_WORD.match(text)
    if first and first.group(1)[0].isupper():
        found = [*found, first.group(1).lower()]
    foreign = sum(1 for w in found if not w.isascii() or w in _FOREIGN_SHORT)
    if foreign >= 2 or (found and foreign >= 0.25 * len(found)):
        return False
    return len(found) < 4 or any(w in _ENGLISH_ONLY for w in found)


# Values of one class: a keyed fact whose value is one of them conflicts with free text about the same key that
# names another (keyed_conflict). Lower-case words.
VALUE_CLASSES: tuple[frozenset[str], ...] = tuple(frozenset(words.split()) for words in (
    "english hindi spanish french german italian portuguese dutch russian chinese mandarin cantonese japanese "
    "korean arabic hebrew turkish polish swedish norwegian danish finnish greek czech hungarian romanian "
    "ukrainian vietnamese thai indonesian malay tagalog bengali urdu tamil telugu marathi gujarati punjabi "
    "persian farsi swahili catalan",
    "monday tuesday wednesday thursday friday saturday sunday",
    "january february march april may june july august september october november december",
    "usd eur gbp jpy inr cny chf cad aud nzd sek nok dkk pln brl mxn zar sgd hkd krw dollars euros pounds "
    "yen rupees yuan francs",
    "red orange yellow green blue purple violet pink brown black white grey gray",
    "yes no true false enabled disabled on off",
    "utc gmt pst pdt est edt cst cdt mst mdt cet cest ist jst aest",
    "email phone sms chat slack whatsapp telegram letter fax",
    "free basic starter standard pro plus premium business enterprise",
    "daily weekly monthly quarterly yearly annually",
    "morning afternoon evening night",
    "vegetarian vegan pescatarian omnivore",
    "metric imperial",
    "light dark",
))
# Value classes whose values a changed statement swaps in place ("Milo's lesson moved to Thursdays" after "Milo started
# lessons on Mondays"), by stem (the first five letters, as stems()): a value of one on each side, neither on both,
# counts as one more shared subject stem in states_a_change (not as a word of change). The days of the week and the
# months: words that name nothing else (May is a stem stopword).
VALUE_SLOTS: tuple[frozenset[str], ...] = tuple(frozenset(w[:5] for w in VALUE_CLASSES[i]) - _STEM_STOPWORDS
                                                for i in (1, 2))
_SLOT_VALUES = frozenset().union(*VALUE_SLOTS)


@lru_cache(maxsize=8192)
def _stems(text: str) -> frozenset[str]:
    """The first four letters of each content word: a crude stem that makes "replies" meet "reply" (cached:
    recall compares each keyed fact with every free text of its pool)."""
    return frozenset(w[:4] for w in words(text.replace("_", " ").replace("-", " ")) - _STOPWORDS if len(w) >= 3)


def keyed_conflict(key: str, value: str, text: str) -> bool:
    """Whether free `text` contradicts the keyed fact `key` = `value`: it is about the key (shares a word stem
    with it) and either names another value of the value's class (languages, weekdays, currencies, plan
    tiers, ...) while not naming the value, or names the value with a negation."""
    key_stems = _stems(key)
    if not key_stems or not key_stems & _stems(text):
        return False
    value_words, text_words = words(value), words(text)
    if not value_words:
        return False
    if value_words <= text_words:
        return bool(text_words & _NEGATIONS) and not words(value) & _NEGATIONS
    return any(value_words & values and (text_words & values) - value_words for values in VALUE_CLASSES)


def fact_value(key: str, text: str) -> str:
    """The value a keyed memory holds: what follows "key: " in a fact's text (set_fact writes "key: value"),
    else the whole text (remember(key=...))."""
    prefix = f"{key}: "
    return text[len(prefix):] if text.startswith(prefix) else text


def _require_text(name: str, value: Any) -> None:
    if not isinstance(value, str):
        raise InvalidTypeError(f"{name} must be a string, got {type(value).__name__}")
    if not value.strip():
        raise InvalidArgumentError(f"{name} must not be empty")


def _native_words(text: str, key: str | None) -> tuple[str, str | None, str | None]:
    """What the native conflict pass reads of a row whose text or key holds a non-ASCII character: the words
    (semantics.words) of its text, key and value (fact_value), each joined by spaces, the text's followed by "\\0",
    its names (names(): the capitals are gone from the words), "\\0", those near a name cue, "\\0" and its label's words
    (label(): the punctuation is gone too), "\\0" and its clauses, "\\0" and its language, "\\0" and its clauses'
    labels (see below). A word may hold a digit of any script: the native words read each code point's digit as
    str.isdigit does (cpp/engram/text/digits.hpp; before branch textcost166 such a row was declined here and the Python
    pass ran instead)."""
    parts = [text] if key is None else [text, key, fact_value(key, text)]
    out: list[str] = []
    for part in parts:
        ordered = _WORD.findall(part.lower())  # the first three as written (_opening reads them), then the rest once
        listed = ordered[:3] + list(dict.fromkeys(ordered[3:]))
        # then each phrase of change the text holds (stems: CHANGE_PHRASES), its words in a row, which the list of
        # each word once may have broken ("in" met before "in its place"); the native pass reads a phrase there
        if CHANGE_PHRASES_ON and not PHRASE_KEYS.isdisjoint(ordered):
            listed += [word for run, _ in PHRASE_RUNS if in_row(ordered, run) for word in run]
        out.append(" ".join(listed))
    # the text's names (read from its capitals, which the words above no longer hold), then those near a name cue, then
    # its label's words (read from its punctuation, which the words no longer hold either)
    found, near = names(text)
    out[0] += f"\0{' '.join(sorted(found))}\0{' '.join(sorted(near))}\0{' '.join(label(text))}"
    # then its clauses (clauses(): read from its punctuation and line breaks), each as its words, "\x01" between two
    out[0] += "\0" + "\x01".join(" ".join(_WORD.findall(c.lower())) for c in clauses(text))
    # then "1" when it reads as English (reads_as_english: read from its capitals and letters, gone from the words),
    # else "0"
    out[0] += "\0" + ("1" if reads_as_english(text) else "0")
    # then the words of the label each clause opens with (of the text itself when it has one clause; label(): read from
    # the punctuation), "\x01" between two (_label_named)
    out[0] += "\0" + "\x01".join(" ".join(label(c)) for c in clauses(text) or (text,))
    return (out[0], None, None) if key is None else (out[0], out[1], out[2])


def _sources(seg: Any) -> tuple[_core.Segment, _core.MemoryColumns]:
    """What the native conflict pass reads of a segment: its vectors (the native segment) and columns."""
    return seg.native(), memory_columns(seg)


@lru_cache(maxsize=4)
def conflict_pass(newest_first: bool = True, cross_language: float = -1.0) -> _core.ConflictPass:
    """How recall's plan runs the conflict pass natively (RecallPlan.marked_hits): the rules, the words of a
    non-ASCII text, and the shares of newer_first and _newer_in_place (infinite without `newest_first`: no newer
    memory is moved or put in an older's place, since no finite relevance reaches them; see mark_conflicts). Made
    once each (as _rules): every recall passes the same object, and making it was ~0.3 µs of each
    (benchmarks/RESULTS.md, "Where the default recall's cost over its plan goes"). cross_language: the margin of
    _cross_language_changes (Semantics.cross_language; negative: off)."""
    if not newest_first:
        return _core.ConflictPass(_rules(), _native_words, math.inf, math.inf, cross_language)
    return _core.ConflictPass(_rules(), _native_words, NEWER_RELEVANCE, NEWER_IN_PLACE_RELEVANCE, cross_language,
                              _CLAUSE_KINDS)


def serves_newest_first(reference: TimeReference | None) -> bool:
    """Whether recall serves a changed fact's newer value first for a question naming `reference` (its time
    hint): not when it names a past period ("What shipped in September?", "two years ago"). Such a question asks
    what held then, and the change rule would put a later value above the period's own memory; the conflicts are
    still marked. A month to come (kind "coming": "Where will Keiko be working in December?") asks the value that
    will hold then, the newest known: served newest first."""
    return reference is None or reference.kind != "past"


@lru_cache(maxsize=1)
def _rules() -> _core.ConflictRules:
    """The word lists and thresholds of the conflict pass, given once to the native pass."""
    return _core.ConflictRules(
        stopwords=sorted(_STOPWORDS), negations=sorted(_NEGATIONS), stem_stopwords=sorted(_STEM_STOPWORDS),
        change_cues=sorted(_CHANGE_CUES), value_classes=[sorted(values) for values in VALUE_CLASSES],
        similarity=CONFLICT_SIMILARITY, change_pool=CHANGE_POOL, common_share=COMMON_SHARE,
        change_overlap=CHANGE_OVERLAP, state_overlap=STATE_OVERLAP,
        opposite_states=[list(pair) for pair in OPPOSITE_STATES], addition_words=sorted(ADDITION_WORDS),
        articles=sorted(ARTICLES), value_slots=[sorted(values) for values in VALUE_SLOTS], change_shared=CHANGE_SHARED,
        change_cover=CHANGE_COVER, restate_cues=sorted(RESTATE_CUES), name_cues=sorted(NAME_CHANGE_CUES),
        name_window=NAME_CUE_WINDOW, valueless_kinds=sum(1 << KIND_CODE[kind] for kind in KINDS if kind != "fact"),
        label_words=LABEL_WORDS, attribute_label_stems=ATTRIBUTE_LABEL_STEMS, clause_cues=sorted(CLAUSE_CHANGE_CUES),
        clause_shared=CLAUSE_SHARED, english_words=sorted(_ENGLISH_ONLY), foreign_words=sorted(_FOREIGN_SHORT),
        clause_cover=CLAUSE_COVER, quantity_numbers=sorted(NUMBER_WORDS.items()),
        quantity_units=sorted((word, dimension, size) for word, (dimension, size) in UNITS.items()),
        quantity_suffixes=sorted(SUFFIXES), quantity_stems=sorted(QUANTITY_STEMS),
        change_phrases=list(CHANGE_PHRASES) if CHANGE_PHRASES_ON else [])  # change_phrases: one list


# source_swap (branch supplier82, issue 18): a told story that swaps where a thing comes from. A question asking who
# supplies a thing or where it comes from (SOURCE_QUESTION: "Who supplies our couverture?", "Where do we buy our
# abrasive belts?", "Who do we order our kit from?", "Where does the milk for the rabri come from?") names the frame
# the fact states its answer in ("Our couverture comes from Cacaos Marimon in Sabadell", "... chips from Nordland
# Sagbruk": SOURCE_FRAME, the words after "from" or "supplied / made / run / provided by"), and its verb ("supplies",
# "buy", "order", "come": SOURCE_VERB_STEMS) is no subject stem; so a clause holding one of the question's subject
# stems the fact holds and the same frame with another source after it restates the answer ("Quim says Marimon have
# stopped selling to small workshops, so our couverture now comes from Dolç Origen"), where asked_change's two shared
# subject stems find one. The word of change: a told story's cause (SOURCE_STORY: "X has stopped / shut / closed /
# sold / gone into administration / been bought", "won't ... any more") before its "so", or a word saying from when
# (SOURCE_NOW: "now", "from now on", "instead", "this season", "from this year") beside the frame; a place named
# without a capital ("a highland farm at Anbandegi", "a sawmill in Bodø") counts, its words being the source's. The
# question's verb stands at most six words after its "who / where / which" ("Who told us the Walsall distributor
# stopped small orders ...?" asks who told). Over every (question, later episode, earlier fact) of one scope on v2,
# holdout..holdout24 the reading marked 18 pairs, all a case's expected note over its stale fact (branch supplier82,
# benchmarks/RESULTS.md).
SOURCE_QUESTION = re.compile(
    r"^\W*(?:who|where|which)\b(?:\s+[\w'’-]+){0,6}?\s+(?:supplies|supply|provides|provide|sells|sell|delivers|"
    r"deliver|makes|make|runs|run|get|gets|buy|buys|order|orders|source|sources|come|comes)\b", re.IGNORECASE)
SOURCE_VERB_STEMS = frozenset({"suppl", "provi", "sell", "deliv", "make", "run", "get", "buy", "order", "sourc", "come",
                               "from", "who", "where", "which"})
# "from" or "by" after a verb of supply and the source after it, to a break (",", ";", ":", "(", " - ", "from now", a
# price "at £38"); not a time ("from 1 November", "from Monday", "by 17:00", "from next week").
_SOURCE = (r"\b(?:from|(?:supplied|made|run|provided|delivered|sold|sent)\s+by)\s+"
           r"(?!(?:now|then|next|this|today|tomorrow|the\s+(?:start|end|\d)|\d|jan|feb|mar|apr|may|jun|jul|aug|sep|"
           r"oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)\w*\b)"
           r"([^,;:.()\n]+?)(?=\s*(?:[,;:.()\n]|\s-\s|\bfrom\s+now\b|\bat\s+[£€$\d]|\bfor\s+[£€$\d]|$))")
SOURCE_FRAME = re.compile(_SOURCE, re.IGNORECASE)
# in the newer clause, a verb of supply at most four words before the "from" ("now comes from", "is ordered from", "we
# get beech chips from", "comes in bulk cans from") or "made / run / supplied ... by": a note naming a thing "from"
# another place in passing ("a sample from Dolç Origen") names no source of ours.
SOURCE_VERB_FRAME = re.compile(
    r"(?:\b(?:comes?|coming|came|get|gets|getting|got|buy|buys|buying|bought|orders?|ordered|ordering|sourced?|sourcing|"
    r"arrives?|delivered)\b(?:\s+[\w'’-]+){0,4}?\s+from|\b(?:supplied|made|run|provided|delivered|handled|done)\s+"
    r"by)\s+" + _SOURCE[_SOURCE.index("(?!"):], re.IGNORECASE)
SOURCE_STORY = re.compile(
    r"\b(?:stopped|shut|closed|sold|retired|moved|gone\s+(?:into\s+administration|bust|under)|been\s+bought|"
    r"bought\s+out|ceased|quit|given\s+up|packed\s+up|pulled\s+out|won['’]t|will\s+not|no\s+longer|any\s?more|"
    r"ruined|folded|went\s+bust|cancelled|canceled|(?:is|are)\s+selling)\b", re.IGNORECASE)
SOURCE_NOW = re.compile(
    r"\b(?:now|instead|from\s+now\s+on|from\s+(?:this|next)\s+\w+|this\s+(?:season|year|month|week|term|spring|"
    r"summer|autumn|winter))\b", re.IGNORECASE)
_SO = re.compile(r",?\s+so\s+", re.IGNORECASE)
# The replacement told by "in its place" (issue 18, branch recall204): "the van has gone for scrap, and a hired truck
# carries the crates in its place" says from when as "instead" does, in a story's result (_from_when, for the story
# readers). "in its / his / her / their / our place" and "in place of"; not "in place" alone ("the lids stay in
# place"). Since branch recall211 the phrases are change_phrases.CHANGE_PHRASES, the list the conflict pass reads too
# ("for the time being", "has taken over", ... besides). Off: SOURCE_NOW's words alone.
PLACE_INSTEAD = True


def _from_when(part: str) -> bool:
    """Whether `part` says from when (SOURCE_NOW) or, with PLACE_INSTEAD, holds a phrase of change (CHANGE_PHRASES:
    "in its place", "for the time being", ...)."""
    return SOURCE_NOW.search(part) is not None or (PLACE_INSTEAD and says_phrase(part))


_CAPITALISED = re.compile(r"\b[A-Z][\w'’-]+")
# A short name's possessive read as its name (issue 18, branch still217): the story readers compared a capitalised
# word's first five letters with names()' stems, so "Obed's" read "obed'" and never matched the fact's "Obed" (a name
# of five letters or more was cut before its "'s"). With NAME_POSSESSIVE the "'s" / "’s" goes first. Off: as before.
NAME_POSSESSIVE = True
_NAME_POSSESSIVE = re.compile(r"['’]s?$")


def _told_names(text: str) -> set[str]:
    """The five-letter stems of the capitalised words of `text` (the story readers' names), each less its possessive
    "'s" when NAME_POSSESSIVE is on."""
    if NAME_POSSESSIVE:
        return {_NAME_POSSESSIVE.sub("", w).lower()[:5] for w in _CAPITALISED.findall(text)}
    return {w.lower()[:5] for w in _CAPITALISED.findall(text)}


# SOURCE_STORY's "is / are selling" written contracted (issue 18, branch recall204): "Gareth's van failed its MOT and
# he's selling it, so ..." tells the story as "he is selling it" does. Not a possessive's "selling price / point"
# ("the shop's selling price"). Off: "is / are selling" alone.
STORY_CONTRACTED = True
_CONTRACTED_SELLING = re.compile(r"\b(?:he|she|it|they|we|you|who|that)['’](?:s|re)\s+selling\b"
                                 r"(?!\s+(?:price|point)s?\b)", re.IGNORECASE)


def _contracted_story(text: str) -> bool:
    """Whether `text` tells a thing being sold by a contracted "he's / they're selling" (STORY_CONTRACTED)."""
    return STORY_CONTRACTED and "selling" in text and _CONTRACTED_SELLING.search(text) is not None


# A question asking where a thing is ("Where is the Bala sheepdog trial held?", "Where is our winter mooring?",
# VENUE_QUESTION) reads the same way with the places a text names (VENUE_FRAME: after "at / in / on / to"), the word of
# change being a told story's cause before its "so" or a move (VENUE_MOVE: "moved to", "switched over to"): "Elen says
# Dafydd has sold Cefn, so next summer's trial goes to the show field at Llandderfel" after "... run on Dafydd
# Roberts's land at Fferm Cefn"; here the part after the "so" must hold the subject stem (a place is named in a
# story's cause as often: "CRT cancelled the Thrupp winter moorings").
VENUE_QUESTION = re.compile(r"^\W*where(?:'s|’s|\s+(?:is|are|was|will)\b)", re.IGNORECASE)
VENUE_FRAME = re.compile(r"\b(?:at|in|on|to)\s+" + _SOURCE[_SOURCE.index("(?!"):], re.IGNORECASE)
VENUE_MOVE = re.compile(r"\b(?:moved|moves|moving|relocated|relocates|switched|switches)\b", re.IGNORECASE)
VENUE_VERB_STEMS = SOURCE_VERB_STEMS | frozenset({"held", "hold", "kept", "keep", "based", "locat"})


@lru_cache(maxsize=4096)
def _source_subject(question: str) -> tuple[frozenset[str], bool]:
    """The subject stems of a question asking where a thing comes from (SOURCE_QUESTION; its verb and asking words
    left out: SOURCE_VERB_STEMS) or where it is (VENUE_QUESTION, the second part True), or the empty set for any
    other question."""
    if SOURCE_QUESTION.search(question) is not None:
        return _asking_stems(question) - SOURCE_VERB_STEMS, False
    if VENUE_QUESTION.search(question) is not None:
        return _asking_stems(question) - VENUE_VERB_STEMS, True
    return frozenset(), False


@lru_cache(maxsize=8192)
def _source_stems(text: str, frame: re.Pattern[str] = SOURCE_FRAME) -> tuple[frozenset[str], frozenset[str]]:
    """The stems (_singular) of every source `text` names after `frame`, and of the capitalised words among them (its
    names)."""
    found = [m.group(1) for m in frame.finditer(text)]
    if not found:
        return frozenset(), frozenset()
    return _asked_stems(" ".join(found)), _asked_stems(" ".join(w for s in found for w in _CAPITALISED.findall(s)))


def source_swap(question: str, newer: str, older: str) -> str | None:
    """The part of one clause of `newer` that names another source than `older` for what `question` asks comes
    from, or another place for where it is (the block above), or None: the question asks a source (SOURCE_QUESTION)
    or a place (VENUE_QUESTION) and a subject stem `older` holds stands in the clause (in a place's case, in the
    part after the "so"); the clause's part after a told story's "so" (or the whole clause) names a source (after
    SOURCE_VERB_FRAME; a place: VENUE_FRAME) with a stem `older`'s sources (places) lack, `older` a named one none of
    whose names that part's holds; the story before the "so" tells why (SOURCE_STORY) or the part says from when
    (SOURCE_NOW; a place: a move, VENUE_MOVE); and the clause adds nothing (ADDITION_WORDS, ASKED_ADDITION: "we also
    get chips from ..." is a second source, not a swap)."""
    subject, venue = _source_subject(question)
    if not subject:
        return None
    subject = subject & _asked_stems(older)
    old_all, old_names = _source_stems(older, VENUE_FRAME if venue else SOURCE_FRAME)
    if not subject or not old_names:
        return None
    for clause in _own_clauses(newer):
        if not _asked_stems(clause) & subject:
            continue
        split = _SO.split(clause, maxsplit=1)
        part = split[-1]
        if venue and not _asked_stems(part) & subject:
            continue
        new_all = _source_stems(part, VENUE_FRAME if venue else SOURCE_VERB_FRAME)[0]
        if not new_all - old_all or not old_names - new_all:
            continue
        now = (VENUE_MOVE if venue else SOURCE_NOW).search(part) is not None
        if not ((len(split) == 2 and SOURCE_STORY.search(split[0]) is not None) or now):
            continue
        if not _adds(clause):
            return part
    return None


# A change told as a story's result (issue 18, branch newest169, benchmarks/RESULTS.md): "Bertie says Sparkle Cleaning
# has closed down, so the hall is cleaned by a rota of committee volunteers from now on" under "The hall's cleaning is
# done every Monday by Sparkle Cleaning ..." for "Who cleans the hall?". source_swap reads such a note for a question
# asking a source or a place only, and needs a source frame ("from" / "by") on both sides and a subject stem the fact
# holds; this reads the story itself, for any question (most of these ask no kind of value: "How are rendered invoices
# e-mailed out?", "How do new ropes get to the tower?"): one clause of the newer episode is "<story>, so <result>", the
# story (less its teller: "Bertie says", STORY_TELLER - a teller is named in the fact as often, a staff list naming
# Bertie) tells a thing stopped (SOURCE_STORY: closed, shut, sold, stopped, "is selling", no longer ...) and names a
# name of the fact (names(): "Sparkle Cleaning", "Postmark", "the Ilkeston rope maker") that the result does not name
# again (a name told again after the "so" is not retired), and the result holds a stem the question shares with the
# fact, which shares ASKED_CHANGE_SHARED (2) with it (the subject: "the Invergordon pool has shut for repairs, so the
# boys' swimming lessons are at the Tain leisure centre" changes the swimming fact, not what "What do the boys need to
# bring in for their shepherd costumes?" asks). A fact written in another language than the note (_language_side) shares
# no stem with the question, so there the clause holds ASKED_CHANGE_SHARED (2) of the question's stems, one in the
# result, and the result says from when (SOURCE_NOW: "now", "from now on", "instead"); and where the fact has no Latin
# letter its names cannot be read against the note's, so the story names a name of its own and the result holds the two
# stems itself ("... Mehta Zari House closed when the old man retired, so we buy our zari thread from Bhasin Threads ...
# now" under the Punjabi fact naming the Mehta Zari House; "..., so our orders for Guwahati go in the ferry's parcel
# room from now on" shares two stems with "How much does the ferry's parcel room charge per bundle?" and none with an
# Assamese price fact: not read, the question asking a number the result does not state). A question asking a number
# (XL_NUMBER_SLOTS) reads a story only where the result states one (fills_asked_slot): a story tells a new name or way.
# A clause that adds (ADDITION_WORDS, ASKED_ADDITION) swaps nothing. Off: main before the branch.
STORY_SWAP = True
_LATIN_LETTER = re.compile(r"[A-Za-z]")
STORY_TELLER = re.compile(
    r"^.*\b(?:says|said|tells|told|reports|reported|writes|wrote|mentioned|heard|confirms|confirmed|rang\s+to\s+say)"
    r"(?:\s+(?:us|me|him|her|them))?(?:\s+that)?\s+", re.IGNORECASE)


# A story told by any event of the perfect or the passive (issue 18, branch recall194): SOURCE_STORY lists the verbs of
# a thing stopped ("closed", "sold", "retired"), but a handover's story is told by whatever befell the one who did it:
# "Rhodri has taken a job in Swansea, so the crates go with the parcel firm from now on", "the Hendry brothers'
# lorry was written off in the floods, so ...", "Maud has gone back to nursing, so ...". With STORY_EVENT a story
# holding an event in the perfect ("has / have / had" and a past participle: a regular "-ed" one or an irregular form,
# STORY_PARTICIPLE) or the passive ("was / were" and one) counts as SOURCE_STORY's where its result says from when
# (SOURCE_NOW: "now", "from now on", "instead"); the other tests (a name or the things of the fact retired, the
# question's subject in the result) are story_swap's own. "has a new van" / "has to" (possession, duty) are no event.
# Off: SOURCE_STORY's verbs alone.
STORY_EVENT = True
STORY_PARTICIPLE = (r"(?:[a-z]+ed|been|gone|done|lost|left|got|gotten|taken|given|stolen|broken|written|driven|"
                    r"fallen|thrown|shown|grown|known|begun|run|sold|bought|brought|caught|taught|thought|fought|let|made|paid|laid|"
                    r"found|hurt|cut|put|quit|shut|split|set|sent|spent|built|won|become|come|kept|slept|swept|"
                    r"struck|stuck|hung|sunk|sprung|torn|worn|sworn|drawn|withdrawn|frozen|chosen|spoken|woken|"
                    r"beaten|bitten|hidden|ridden|risen|forgotten|fled|held|told|upped|sat|met|led|fed|bred|shed)")
_STORY_EVENT = re.compile(
    r"\b(?:(?:has|have|had)(?:\s+(?:just|now|finally|also|suddenly|recently|since|already))?"
    r"\s+(?!been\s+(?:paid|asked|told|using|doing|working|taking|bringing)\b)" + STORY_PARTICIPLE +
    r"|(?:was|were)(?:\s+(?:just|finally|also|suddenly|recently))?\s+(?!used\b|asked\b|paid\b|told\b)" +
    STORY_PARTICIPLE + r")\b", re.IGNORECASE)


# A result need not say from when where the event befell the one the fact names (STORY_EVENT_NAMED): "Rhodri has
# lost his licence, so the crates go to the farm shops with the carrier from the next village" under "... in Rhodri's
# pick-up" - the event's subject (the words right before its "has / was": "Rhodri", "Rhodri's van") holds a name of
# the fact, which story_swap's named reading then wants retired (not named again in the result). Off: SOURCE_NOW
# always.
STORY_EVENT_NAMED = True
_EVENT_SUBJECT_WORDS = 3


def _story_told(story: str, part: str, old_names: frozenset[str] = frozenset()) -> bool:
    """Whether `story` (a clause's part before its "so", less its teller) tells a thing stopped (SOURCE_STORY) or,
    with STORY_EVENT, any event of the perfect or the passive where the result `part` says from when, or (with
    STORY_EVENT_NAMED) whose subject holds a name of the fact (`old_names`, names()' stems) (the blocks above)."""
    if SOURCE_STORY.search(story) is not None or _contracted_story(story):
        return True
    if not STORY_EVENT:
        return False
    events = list(_STORY_EVENT.finditer(story))
    if not events:
        return False
    if _from_when(part):
        return True
    if not (STORY_EVENT_NAMED and old_names):
        return False
    for event in events:
        subject = " ".join(story[:event.start()].split()[-_EVENT_SUBJECT_WORDS:])
        if _told_names(subject) & old_names and _new_way(story, part):
            return True
    return False


# STORY_EVENT_NAMED's result names a new way (issue 18, branch newest198): "Rhodri has bought a new van, so the crates
# go to the farm shops in it" tells an event of the fact's name whose result keeps him ("in it", "in his van", "in the
# van" he bought); "Rhodri has lost his licence, so the crates go with the carrier from the next village" names
# another. The result needs a phrase of a way (a preposition and "the" / "a" / "an" / "our": "with the carrier",
# "on the ferry") none of whose next words of three letters or more the story holds. Off: any result.
STORY_NAMED_NEW_WAY = True
_WAY_PHRASE = re.compile(r"\b(?:with|on|in|by|via|through)\s+(?:the|a|an|our)\s+((?:[\w'’-]+\s*){1,3})",
                         re.IGNORECASE)
_WAY_WORD = re.compile(r"[^\W\d_]{3,}")


def _new_way(story: str, part: str) -> bool:
    """Whether the result `part` names a way the story `story` does not (STORY_NAMED_NEW_WAY); True when off."""
    if not STORY_NAMED_NEW_WAY:
        return True
    told = {w.lower()[:5] for w in _WAY_WORD.findall(story)}
    return any(not {w.lower()[:5] for w in _WAY_WORD.findall(m.group(1))} & told for m in _WAY_PHRASE.finditer(part))


def _story_maybe(newer: str) -> bool:
    """The cheap test before a story is read: `newer` holds a word of SOURCE_STORY's or, with STORY_EVENT, an event
    (_STORY_EVENT) and a word of from when (SOURCE_NOW) or a name (STORY_EVENT_NAMED). Cached per note and switches
    (the three story readings each ask it)."""
    return _story_maybe_read(newer, STORY_EVENT, STORY_EVENT_NAMED)


@lru_cache(maxsize=8192)
def _story_maybe_read(newer: str, event: bool, named: bool) -> bool:
    """_story_maybe's reading under the switches `event` (STORY_EVENT) and `named` (STORY_EVENT_NAMED)."""
    if SOURCE_STORY.search(newer) is not None or _contracted_story(newer):
        return True
    return event and (named or _from_when(newer)) and _STORY_EVENT.search(newer) is not None


@lru_cache(maxsize=8192)
def story_swap(question: str, newer: str, older: str) -> str | None:
    """The result part of one clause of `newer` that tells `older`'s answer to `question` changed as a story's result
    (the block above; STORY_SWAP), or None; with STORY_THING, also a story retiring a thing of the fact it names by
    no name (_story_thing)."""
    part = _story_named(question, newer, older)
    if part is None and STORY_THING and STORY_SWAP:
        part = _story_thing(question, newer, older)
    if part is None and STORY_VALUE and STORY_SWAP:
        return _story_value(question, newer, older)
    return part


# A story retiring the fact's value itself (issue 18, branch recall194): "Ines says the hall has been let on Thursday
# evenings to a dance school, so choir practice moves to Friday nights from next month" under "Choir practice is every
# Thursday, 7 to 9 pm" for "Which night is choir practice?". The fact names no name and the story retires one word of
# it (the old value), where _story_thing wants two. With STORY_VALUE a question asking a kind of value
# (support.asked_slot) reads one clause "<story>, so <result>" of a note in the fact's language where the story tells
# an event (_story_told) and states a value of the asked kind that the fact holds and the result does not name again
# (a stem of the fact's outside the question), and the result holds a stem the question shares with the fact, states
# a value of the asked kind and says from when (SOURCE_NOW). A clause that adds swaps nothing. Off: as before.
STORY_VALUE = True


def _story_value(question: str, newer: str, older: str) -> str | None:
    """The result part of a clause of `newer` whose story retires `older`'s value of the asked kind (STORY_VALUE; the
    block above), or None."""
    return _story_result(question, newer, older, True)


# A story retiring a thing of the fact that it names by no name (issue 18, branch recall193): "Ilse says the
# wholesaler's lorry has been sold and the weekly round has stopped, so our flour now comes by the mill's own van"
# under "Our flour comes on the wholesaler's lorry every Friday." for "How does our flour get to the bakery?". The
# fact names no capitalised name for story_swap to find retired, and shares one stem with the question (the flour).
# A fact naming a name is left to story_swap's own reading (which wants two shared stems where the story retires no
# name of it: "the Invergordon pool has shut, so the boys' swimming lessons are at Tain" is no answer to what the boys
# bring for their costumes, though it retires "the pool" of the swimming fact).
# Read so: one clause of the note is "<story>, so <result>", the story (less its teller) tells a thing stopped
# (SOURCE_STORY) and holds two stems or more of the fact (STORY_THING_STEMS: the wholesaler, the lorry) that the
# question does not hold and the result does not name again; the result holds every stem the question shares with
# the fact and says from when (SOURCE_NOW: "now", "from now on"). The fact must hold a Latin letter and be in the
# note's language (another language's fact is read by story_swap's own path). A number asked reads a result stating
# one only, and a clause that adds swaps nothing, as in story_swap. Off: story_swap's named stories alone.
STORY_THING = True
STORY_THING_STEMS = 2


def _story_thing(question: str, newer: str, older: str) -> str | None:
    """The result part of a clause of `newer` whose story retires a thing of `older` by its words (STORY_THING; the
    block above), or None."""
    return _story_result(question, newer, older, False)


def _story_result(question: str, newer: str, older: str, by_value: bool) -> str | None:
    """_story_value (`by_value`) and _story_thing, which read one clause "<story>, so <result>" of a note in the fact's
    language alike (a fact naming no name, holding a Latin letter; the story told, the result saying from when, the
    clause adding nothing) and differ in what the story retires and the result holds: a value of the asked kind that
    the fact holds (a stem of the fact's outside the question; the result shares one of the question's stems with the
    fact and states a value of the asked kind), or STORY_THING_STEMS stems of the fact (the result holds every stem
    the question shares with the fact; a number asked, a result stating one)."""
    if (" so " not in newer and " So " not in newer) or not _story_maybe(newer) or \
            (by_value and asked_slot(question) is None) or _LATIN_LETTER.search(older) is None or names(older)[0] or \
            (_language_side(older) == -1 and _language_side(newer) == 1):
        return None  # a fact naming a name is story_swap's own (a story retiring its name, or not the fact asked)
    q = _asking_stems(question)
    fact = _asked_stems(older)
    subject = q & fact
    if not subject:
        return None
    for clause in _own_clauses(newer):
        split = _SO.split(clause, maxsplit=1)
        if len(split) != 2:
            continue
        story, part = STORY_TELLER.sub("", split[0], count=1), split[1]
        if not _story_told(story, part) or not _from_when(part):
            continue
        told = _asked_stems(part)
        retired = (_asked_stems(story) & fact) - q - told
        if by_value:
            if not subject & told or not retired or \
                    not fills_asked_slot(question, story) or not fills_asked_slot(question, part):
                continue
        elif not subject <= told or len(retired) < STORY_THING_STEMS or \
                (asked_slot(question) in XL_NUMBER_SLOTS and not fills_asked_slot(question, part)):
            continue
        if not _adds(clause):
            return part
    return None


def _own_clauses(newer: str) -> list[str]:
    """The clauses of `newer` (clauses(); the text itself when it has one), the first without its label
    (_without_label): what source_swap and the story readers read one by one."""
    return [_without_label(newer, clause) if k == 0 else clause for k, clause in enumerate(clauses(newer) or (newer,))]


def _adds(clause: str) -> bool:
    """Whether `clause` adds to what holds (ADDITION_WORDS, ASKED_ADDITION: "we also get chips from ..."): it swaps
    nothing."""
    return states_an_addition(clause) or ASKED_ADDITION.search(clause.lower()) is not None


# A yes-no question whether an old way still holds, answered by a third party's story (issue 18, branch still217,
# benchmarks/RESULTS.md): "Is Gwilym's lorry still doing the Friday milk round?" under "The churns go to the creamery
# on Gwilym's lorry every Friday." and a later "Olwen says Gwilym's lorry threw a rod on the bypass, so the creamery's
# tanker does the Friday round for the moment". The question names the old value, so the fact outscores the note, and
# story_swap's named reading missed such a story three ways: the event told in the plain past ("threw a rod", "failed
# its test": STORY_EVENT reads the perfect and the passive only), the result saying it holds for a while rather than
# from now ("for the moment", "meanwhile", "while we wait", "these weeks", "till the insurance pays out": SOURCE_NOW
# reads "now", "instead"), and a result naming the new carrier as its subject ("the creamery's tanker does the
# round", no "with the ..." for _new_way). With STILL_CHANGE a question asking whether the old way still holds (an
# auxiliary first and "still", "any more", "any longer", or a cleft "Is it Gwilym's lorry that ...?": STILL_ASKED)
# reads, for a fact naming a name, a story whose event (plain past, perfect or passive) has a subject holding a name of
# the fact (the words right before the verb, as STORY_EVENT_NAMED's), and whose result says from when or for a while
# (_for_now); a result keeping the old way ("on it", "in his van", "as usual": KEPT_WAY) answers yes, for any story
# read for a still question. The other tests (the name retired: not named again in the result; the question's subject
# in the result; nothing added) are story_swap's own. A question with no "still" word reads as before (a few substring
# tests: the gate). Off: as before.
STILL_CHANGE = True
STILL_ASKED = re.compile(
    r"^\W*(?:does|do|did|is|are|was|were|will|has|have)\b[^?]*\b(?:still|any\s?more|any\s+longer)\b"
    r"|^\W*(?:is|was)\s+it\s+(?:still\s+)?[^?]*?\b(?:that|who)\b", re.IGNORECASE)
_STILL_WORDS = ("still", "any", "it ", "It ")
# a result holding for a while: "for the moment / for now", "meanwhile", "in the meantime", "while we wait", "these
# weeks", "till / until" an event to come ("till the insurance pays out", "until something turns up"; not a time:
# "until 5", "till Friday")
FOR_NOW = re.compile(
    r"\b(?:meanwhile|in\s+the\s+meantime|for\s+(?:the\s+moment|now|the\s+present)|"
    r"while\s+(?:we|they|he|she|it|you)\s+(?:wait|waits|look|looks|sort|sorts)|these\s+(?:days|weeks|months)|"
    r"(?:till|until)\s+(?:the\s+|his\s+|her\s+|their\s+|our\s+|a\s+|an\s+)?[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)?\s+"
    r"(?:is|are|gets?|pays?|turns?|comes?|finds?|returns?|heals?|arrives?|mends?|recovers?)\b)", re.IGNORECASE)
# a result keeping the old way ("the churns go on it as usual for now", "in his lorry again"): no handover
KEPT_WAY = re.compile(r"\b(?:as\s+(?:usual|before|ever|always)|still|again|"
                      r"(?:in|on|with|by|via)\s+(?:it|him|her|them|his|their)\b)", re.IGNORECASE)
# an event told in the plain past (a regular "-ed" form or an irregular one); read only after a subject naming a name
# of the fact
_PAST_EVENT = re.compile(
    r"\b(?:[a-z]{2,}ed|lost|broke|threw|went|fell|caught|ran|took|gave|sold|left|quit|hit|blew|burnt|froze|split|"
    r"stole|crashed|died|got|came|bust)\b")


def _still_asked(question: str) -> bool:
    """Whether `question` asks whether an old way still holds (STILL_ASKED), when STILL_CHANGE is on; one substring
    test first."""
    return STILL_CHANGE and any(w in question for w in _STILL_WORDS) and STILL_ASKED.search(question) is not None


# A question asking who does a thing, which one or how it is done now, naming no old value ("Who does the Friday
# creamery run now?", "How do the churns get to the creamery these days?", "Which van takes them at the moment?") is
# answered by the same stories as a still question: the one whose event befell a name of the fact (told in the plain
# past, "threw a rod") and whose result holds for a while ("for the moment", "till the insurance pays out"). With
# NOW_CHANGE such a question (a who / which / how question of _story_asked's, a word of now: NOW_ASKED) reads them as
# STILL_CHANGE does, the result keeping the old way (KEPT_WAY) no change; a question in the past ("Who did the run last
# winter?", "Which van was used ...?") is no such question (PAST_ASKED). Issue 18, branch still227. Off: still
# questions only (still217's).
NOW_CHANGE = True
NOW_ASKED = re.compile(r"\b(?:now|nowadays|these\s+days|at\s+the\s+moment|currently|at\s+present)\b", re.IGNORECASE)
PAST_ASKED = re.compile(r"\b(?:did|was|were|used\s+to|last|formerly|before|previously|ago)\b", re.IGNORECASE)
_NOW_WORDS = ("now", "Now", "days", "moment", "current", "Current", "present")


@lru_cache(maxsize=4096)
def _now_asked(question: str) -> bool:
    """Whether `question` asks who, which or how now (NOW_CHANGE's question), when NOW_CHANGE is on; one substring
    test first."""
    if not NOW_CHANGE or not any(w in question for w in _NOW_WORDS):
        return False
    return NOW_ASKED.search(question) is not None and PAST_ASKED.search(question) is None and \
        (HOW_ASKED.search(question) is not None or WHO_OR_STILL.search(question) is not None or
         (BY_WHOM_ASKED and _BY_WHOM.search(question) is not None))


def _for_now(part: str) -> bool:
    """Whether a story's result `part` says from when (_from_when) or for a while (FOR_NOW)."""
    return _from_when(part) or FOR_NOW.search(part) is not None


def _for_now_result(newer: str) -> bool:
    """_so_or_and_result for a still question: a ", and" result saying for a while counts too."""
    return ", and " in newer and FOR_NOW.search(newer) is not None


def _still_story(story: str, part: str, old_names: frozenset[str]) -> bool:
    """Whether `story` tells an event (plain past, perfect or passive) whose subject holds a name of the fact
    (`old_names`) and the result `part` says from when or for a while (STILL_CHANGE; the block above)."""
    if not old_names or not _for_now(part):
        return False
    for event in (*_PAST_EVENT.finditer(story), *_STORY_EVENT.finditer(story)):
        if _told_names(" ".join(story[:event.start()].split()[-_EVENT_SUBJECT_WORDS:])) & old_names:
            return True
    return False


# A story's result joined by ", and" (issue 18, branch recall204): "Gareth's van has gone for scrap, and a hired truck
# carries the crates instead" tells the result as ", so" does where the part after the ", and" says from when or tells
# the replacement (_from_when: "now", "instead", "in its place"); a ", and" without one adds a second thing as often
# ("... has gone for scrap, and the lids are in the shed"). story_swap's named reading only (a name of the fact
# retired in the story). Off: ", so" alone.
STORY_AND_RESULT = True
_AND_RESULT = re.compile(r",\s+and\s+", re.IGNORECASE)


def _so_or_and_result(newer: str) -> bool:
    """story_swap's cheap gate: `newer` holds a ", so" story (_SO) or, with STORY_AND_RESULT, a ", and" and a word
    of from when or replacement (_from_when)."""
    if (" so " in newer or " So " in newer) and _SO.search(newer) is not None:
        return True
    return STORY_AND_RESULT and ", and " in newer and _from_when(newer)


def _story_named(question: str, newer: str, older: str) -> str | None:
    """story_swap's reading of a story retiring a name of the fact (or, for a fact in another language, told by the
    question's stems)."""
    # a yes-no question whether the old way still holds (STILL_CHANGE), or who / which / how now (NOW_CHANGE)
    still = _still_asked(question) or _now_asked(question)
    if not STORY_SWAP or not (_so_or_and_result(newer) or (still and _for_now_result(newer))) or \
            not (_story_maybe(newer) or (still and _PAST_EVENT.search(newer) is not None)):
        return None  # most notes: two substring tests (a "so" between spaces), no pattern read
    q = _asking_stems(question)
    if not q:
        return None
    old_names = names(older)[0]
    latin = _LATIN_LETTER.search(older) is not None
    other = _language_side(older) == -1 and _language_side(newer) == 1  # the fact in another language, the note not
    if not (old_names if latin else other):
        return None
    subject = q & _asked_stems(older)
    if not other and len(subject) < ASKED_CHANGE_SHARED:
        return None  # the fact is not about what is asked
    for clause in _own_clauses(newer):
        split = _SO.split(clause, maxsplit=1)
        if len(split) != 2 and STORY_AND_RESULT:
            split = _AND_RESULT.split(clause, maxsplit=1)  # ", and <result> instead / in its place"
            if len(split) == 2 and not _from_when(split[1]) and not (still and _for_now(split[1])):
                continue
        if len(split) != 2:
            continue
        story, part = STORY_TELLER.sub("", split[0], count=1), split[1]
        if still and KEPT_WAY.search(part) is not None:
            continue  # the result keeps the old way: the answer to a still question is yes
        if not _story_told(story, part, old_names if latin else frozenset()) and \
                not (still and latin and _still_story(story, part, old_names)):
            continue
        if other:  # the stems in the result where the fact's names cannot be read, in the clause where they can
            shared = 1 if latin and _names_retired(story, part, old_names) else ASKED_CHANGE_SHARED
            if len(_asked_stems(part if not latin else clause) & q) < shared or \
                    not _asked_stems(part) & q or not (_for_now(part) if still else _from_when(part)):
                continue
        elif not _asked_stems(part) & subject:
            continue
        if asked_slot(question) in XL_NUMBER_SLOTS and not fills_asked_slot(question, part):
            continue  # a number asked: a story tells a new name or way, not the number
        told = _told_names(story)
        if not latin:
            if not told:
                continue
        elif not (old_names & told) - _told_names(part):
            continue  # no name of the fact retired, or every one told again after the "so" (its first word too)
        if not _adds(clause):
            return part
    return None


# A story retiring a name of a fact kept in another language (issue 18, branch newest187): "Ana says Kofi has sold his
# van, so our Accra orders go with the bus company from now on" under a Twi fact naming Kofi and his van. story_swap
# wants the clause to hold ASKED_CHANGE_SHARED (2) of the question's stems where the fact is in another language (it
# shares none with the question), but a question names its subject once ("How do our baskets get to Accra?": the note
# says "our Accra orders"); where the fact holds Latin letters and the story retires one of its names (told in the
# story, not again in the result: the name ties the note to the fact as a shared stem would), one stem of the
# question in the result is enough. Off: two, as before.
STORY_NAMED_OTHER = True


def _names_retired(story: str, part: str, old_names: frozenset[str]) -> bool:
    """Whether `story` names a name of the fact (`old_names`, names()' stems) that the result `part` does not name
    again, when STORY_NAMED_OTHER is on."""
    if not STORY_NAMED_OTHER:
        return False
    told = _told_names(story)
    return bool((old_names & told) - _told_names(part))


# A story_swap whose story retires a name of the fact (the fact holding Latin letters: its names read against the
# story's) is read at the share (NEWER_RELEVANCE x the fact's relevance) when the note's relevance or its result part's
# is under it: the story ties the note to the fact as a mark of the conflict pass does, and a long note's teller and
# story dilute its relevance to the question ("Pål says Nordland Sagbruk has stopped making chips, so we get beech
# chips from a sawmill in Bodø." under "The cold-smoke kiln burns juniper and alder chips from Nordland Sagbruk.",
# 0.315 against the fact's 2.859 in a hashing store). Source_swap's parts are read so too. Off: the share test as
# before (source_swap's: the part's relevance or _retired_by_name).
STORY_RETIRED_SHARE = True


def _story_retires(question: str, newer: str, older: str) -> bool:
    """Whether `newer` tells `older`'s answer to `question` changed by a story retiring one of `older`'s names
    (story_swap, `older` holding a Latin letter), when STORY_RETIRED_SHARE is on."""
    return STORY_RETIRED_SHARE and _LATIN_LETTER.search(older) is not None and \
        story_swap(question, newer, older) is not None


# The questions asking no kind of value that _story_swapped reads: the ones asking how a thing is done ("How are
# rendered invoices e-mailed out?", "How do our boxes get to Yangon?"), the way a story's result tells anew; the others
# (what, which lesson) return at once, as on main, leaving their hits' fields unread (a lazy hit's read costs).
HOW_ASKED = re.compile(r"^\W*how\s+(?:do|does|did|are|is|was|were|will|can|should)\b", re.IGNORECASE)
# A story's result tells who does a thing now and by which way or vehicle as much as how (issue 18, branch recall194):
# "Who takes the crates to the market these days?", "Whose van carries the chairs?", "Which firm delivers our
# coal?", a topic fronted before the asking word ("Chairs for the hall - whose van carries them?"), and a yes-no
# question whether the old way still holds ("Does Rhodri still drive the crates over?", "Is the van still
# collecting on Fridays?"), each answered by the result. With WHO_ASKED those questions are read by _story_swapped
# too (WHO_OR_STILL). Off: how-questions alone.
WHO_ASKED = True
WHO_OR_STILL = re.compile(
    r"(?:^\W*|\s[-–—:]\s+)(?:who|whose|which\s+(?!(?:is|are|was|were|do|does|did|one|ones|of|will|would|can|could|should|has|have|"
    r"costs?|pays?)\b)[\w'’-]+)\b"
    r"|^\W*(?:does|do|did|is|are|was|were|will|has|have)\b[^?]*\bstill\b", re.IGNORECASE)


# Who asked after the verb (issue 18, branch recall204): "The crates - carried by whom these days?", "Delivered by
# whom now?" ask who does it as "Who carries the crates?" does. Off: WHO_OR_STILL's forms alone.
BY_WHOM_ASKED = True
_BY_WHOM = re.compile(r"\bby\s+whom\b", re.IGNORECASE)


# A question fronting its topic before the asking words ("Chairs for the hall - whose van carries them?") reads as
# one told after a story (spans.story_clause), and store._story_first may move a fact over the episode at the top;
# where that episode is at the top because its story's result changed that very fact (story_swap), the fact stays
# under it (STORY_RESULT_KEPT, branch recall194). Off: _story_first as before.
STORY_RESULT_KEPT = True


def story_result_over(question: str, top: str, fact: str) -> bool:
    """Whether the episode `top` tells `fact`'s answer to `question` changed as a story's result (story_swap), so
    store._story_first keeps it over the fact (STORY_RESULT_KEPT)."""
    return STORY_RESULT_KEPT and story_swap(question, top, fact) is not None


def _story_asked(question: str) -> bool:
    """Whether `question` is one whose answer a story's result tells: how a thing is done (HOW_ASKED) or, with
    WHO_ASKED, who or which does it, or whether it still holds (WHO_OR_STILL)."""
    return HOW_ASKED.search(question) is not None or (WHO_ASKED and WHO_OR_STILL.search(question) is not None) or \
        (BY_WHOM_ASKED and "whom" in question and _BY_WHOM.search(question) is not None) or \
        (WHO_ASKED and _still_asked(question))  # a cleft "Is it X's van that ...?" (STILL_CHANGE)


def _story_swapped(question: str, hits: list[Hit], clause: ClauseScorer | None) -> list[Hit]:
    """asked_change_first for a question that asks no kind of value, and how a thing is done (HOW_ASKED): each later
    episode below the first fact hit that tells the fact's answer changed as a story's result (story_swap) ordered
    before it and marked, as source_swap's pairs are (the share, or, under the first hit, the result part's own
    relevance by `clause`)."""
    if not STORY_SWAP or len(hits) < 2 or not _story_asked(question):
        return hits  # most questions asking no value ask what or why, which a story's result does not answer
    kinds = [h.memory.kind for h in hits]
    if "fact" not in kinds[:-1]:
        return hits
    i = kinds.index("fact")
    retiring = _retiring_facts(question, hits, kinds, i, set())  # a later fact retiring the fact's thing (newest179)
    if "episode" not in kinds[i + 1:] and not retiring:
        return hits
    older = hits[i]
    m = older.memory
    share = NEWER_RELEVANCE * older.relevance
    scorer = clause if i == 0 else None
    by_clause: dict[str, float] = {}
    pairs: set[tuple[str, str]] = set()
    for j in retiring:  # paired as a marked change is (MARKED_CHANGE): at the share when under it
        if hits[j].relevance < share:
            by_clause[hits[j].id] = share
        pairs.add((hits[j].id, m.id))
    for j in range(i + 1, len(hits)):
        if kinds[j] != "episode":
            continue
        newer = hits[j]
        n = newer.memory
        if n.created_at <= m.created_at or (part := story_swap(question, n.text, m.text)) is None:
            continue
        if newer.relevance < share:
            best = scorer.part(part) if scorer is not None else 0.0
            if best < share:
                if not _story_retires(question, n.text, m.text):
                    continue
                best = share
            by_clause[n.id] = best
        pairs.add((n.id, m.id))
    lead: set[str] = set()
    if STORY_OTHER_FACTS:
        lead = _other_language_stories(question, hits, kinds, i, pairs, by_clause)
    if not pairs:
        return hits
    out = _paired_first(hits, pairs, by_clause)
    return _story_over_first(out, lead) if lead and STORY_OVER_FIRST else out


# A story read against a fact kept in another language below the first fact hit (issue 18, branch newest187): the
# first fact is often an English fact of the same errand ("Ama is paid 50 cedis for every run she drives the baskets
# to Kumasi"), which a story retiring the carrier's name does not change, and the fact the story changes (a Twi note
# naming the carrier) is under it; _story_swapped read the first fact alone. Each later fact hit in another language
# (_language_side -1) is read as the first is, against the episodes below it, where the story retires one of its names
# (its relevance under the share: _story_retires' share). Off: the first fact alone.
STORY_OTHER_FACTS = True


def _other_language_stories(question: str, hits: list[Hit], kinds: list[str], first: int,
                            pairs: set[tuple[str, str]], by_clause: dict[str, float]) -> set[str]:
    """Adds to `pairs` (and `by_clause`) each episode below a fact hit under hits[first] kept in another language
    that tells the fact's answer changed as a story retiring one of its names (STORY_OTHER_FACTS); returns those
    episodes' ids."""
    paired = {newer for newer, _ in pairs}
    found: set[str] = set()
    over = STORY_OVER_FIRST  # also a story between the first fact and the retired one, and a fact with no Latin letter
    for f in range(first + 1, len(hits) if over else len(hits) - 1):
        if kinds[f] != "fact" or (not over and "episode" not in kinds[f + 1:]):
            continue
        m = hits[f].memory
        latin = _LATIN_LETTER.search(m.text) is not None
        if (not latin and not over) or _language_side(m.text) != -1:
            continue
        share = NEWER_RELEVANCE * hits[f].relevance
        for j in range(first + 1 if over else f + 1, len(hits)):
            n = hits[j].memory
            if kinds[j] != "episode" or n.id in paired or n.created_at <= m.created_at or \
                    not (_story_retires(question, n.text, m.text) if latin else
                         story_swap(question, n.text, m.text) is not None):
                continue
            if hits[j].relevance < share:
                by_clause[n.id] = share
            pairs.add((n.id, m.id))
            paired.add(n.id)
            found.add(n.id)
    return found


# A story over the first fact hit (issue 18, branch recall190): where _other_language_stories pairs a story with a
# fact kept in another language under the first fact hit (with this switch also a story ranked between the two, and a
# fact with no Latin letter where story_swap's own reading for such a fact holds: the story names a name, its result
# holds two of the question's stems and says from when), the story's result tells from when the errand goes another
# way ("Ana says Kofi has sold his van, so our Accra orders go with the bus company from now on", SOURCE_NOW, read in
# story_swap's path for such a fact) and the question asks how it is done (HOW_ASKED); the facts above the retired one
# are the same errand's other standing facts ("Ama is paid 50 cedis for every run she drives the baskets to Accra",
# "the number the Accra shops pay into ..."), which the newer way now answers before. The story is ordered right
# before the first fact hit over it (not marked: those facts are not changed by it). Off: the story right before the
# retired fact alone (newest187's order).
STORY_OVER_FIRST = True


def _story_over_first(hits: list[Hit], lead: set[str]) -> list[Hit]:
    """`hits` with each story of `lead` moved right before the first fact hit ranked over it (STORY_OVER_FIRST)."""
    out = list(hits)
    for story in [h for h in hits if h.id in lead]:
        at = next(k for k, h in enumerate(out) if h.id == story.id)
        first = next((k for k, h in enumerate(out[:at]) if h.memory.kind == "fact"), None)
        if first is not None:
            out.insert(first, out.pop(at))
    return out


# Off: asked_change_first as main before the branch (benchmarks compare against it).
TOLD_ANEW = True


# told_anew (branch rename90, issue 18): three ways a note gives the asked value anew that asked_change's stem tests do
# not read, each by its own reader; asked_change_first orders and marks a pair any of them reads as it does
# source_swap's (its call site reads `told_anew`).
# - A rename (renamed_part): a question asking what a thing is called ("What's our booking system called?",
#   RENAME_QUESTION) and a clause renaming a name the fact holds ("EarBook has been bought and renamed Audiflow
#   Bookings", "the Tuesday club is the Makers' Circle now": RENAME_FRAME, or "<the old name> is <a new name> now").
# - A person by role (role_part): a question asking who holds a role or does a task ("Who is our treasurer?", "Who has
#   the keys?", "Who covers the weekend milking with Ott?": ROLE_QUESTION), the fact naming a person beside every stem
#   of the role, and a clause holding every stem of the role, a name the fact lacks and a word of handing over
#   (HANDOVER: new, appointed, elected, took over, handed ... over to, stepped down, gone, now); not a deputy beside
#   the role (ROLE_QUALIFIER: "the new deputy treasurer is Ines").
# - A limit told with other verbs (limit_part): a question asking a limit ("What's the SMS provider's rate limit?",
#   "How thick a branch can our chipper take?": LIMIT_QUESTION), the fact stating a quantity, and a clause stating
#   another quantity of the same unit ("requests", "words", "centimetres", or a rate over time: "a minute" / "per
#   second", LIMIT_QUANTITY) with a word of allowance (LIMIT_WORDS: "lets us send", "allows", "up to", "handles") and a
#   word of change (LIMIT_NOW), holding half the question's subject stems the fact holds or more ("the export
#   endpoint allows 10 requests a minute" names another limit).
RENAME_QUESTION = re.compile(r"\b(?:called|named|(?:new|current)\s+name|name\s+of)\b", re.IGNORECASE)
RENAME_FRAME = re.compile(
    r"\b(?:renamed|renaming|renames?|rebranded|rebranding|now\s+(?:called|named|known\s+as)|(?:is|are)\s+called\s+\S.*\bnow\b|"
    r"new\s+name|changed\s+(?:its|their)\s+name|goes\s+by)\b", re.IGNORECASE)
_RENAME_NOW = re.compile(r"^\s*(?:the\s+)?(.+?)\s+(?:is|are)\s+(?:now\s+)?(?:the\s+|called\s+)?([A-Z].*?)\s+now\b")
ROLE_QUESTION = re.compile(
    r"^\W*who(?:['’]s\s|\s+(?:is|are|will\s+be)\s|\s+(has|holds|keeps|covers|does|runs|leads|chairs|hosts|"
    r"presents|teaches|coaches|manages|plays)\s)\s*(.+?)[?.!\s]*$", re.IGNORECASE)
ROLE_VERB_STEMS = frozenset({"who", "now", "curre", "these", "days"})
# a verb of doing a task before it in a clause ("Siim does the weekend milking", "Paul has handed the keys over"),
# for a question asking who does it ("Who covers the weekend milking?"; "Marcher Plant now wants 950 for a week's hire
# of the tracked chipper" names no one doing "Who runs the chipper?")
ROLE_DOING = frozenset({"does", "do", "doing", "did", "done", "runs", "run", "running", "ran", "covers", "cover",
                        "covering", "covered", "keeps", "keep", "keeping", "kept", "holds", "hold", "holding", "held",
                        "has", "have", "had", "handed", "hands", "handing", "over", "after", "chairs", "leads", "hosts",
                        "presents", "teaches", "coaches", "manages", "plays", "takes", "took", "taken"})
HANDOVER = re.compile(
    r"\b(?:new|appointed|elected|took\s+over|taken\s+over|takes?\s+over|taking\s+over|handed|hands|handing|"
    r"started|starts|joined|joins|"
    r"stepped\s+down|steps\s+down|stood\s+down|replaced|replaces|succeeded|succeeds|gone|left|retired|now|"
    r"from\s+now\s+on|instead)\b", re.IGNORECASE)
ROLE_QUALIFIER = re.compile(r"\b(?:deputy|assistant|vice|acting|junior|trainee|co)[\s-]+\w+", re.IGNORECASE)
LIMIT_QUESTION = re.compile(
    r"\b(?:limits?|quotas?|caps?|maximum|max|allowance|ceiling)\b|"
    r"^\W*how\s+(?:many|much|thick|wide|big|large|long|heavy|high|tall|far|fast)\b.*\b(?:can|could|may)\b",
    re.IGNORECASE)
LIMIT_STEMS = frozenset({"limit", "quota", "cap", "maxim", "max", "allow", "ceili", "rate", "take", "can", "could",
                         "may", "thick", "wide", "big", "large", "long", "heavy", "high", "tall", "far", "fast"})
LIMIT_WORDS = re.compile(
    r"\b(?:limits?|limited|quotas?|caps?|capped|maximum|max|allows?|allowed|lets?\s+us|permits?|up\s+to|at\s+most|"
    r"handles?|takes?|can)\b", re.IGNORECASE)
LIMIT_NOW = re.compile(
    r"\b(?:now|new|instead|from\s+(?:now\s+on|this|next)\b|raised|lowered|cut|increased|reduced|dropped|doubled|"
    r"halved|changed|replaced|goes\s+up|went\s+up|goes\s+down|went\s+down)\b", re.IGNORECASE)
_NUMBER_WORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
                r"sixty|seventy|eighty|ninety|hundred|thousand|dozen|half)")
# a number (digits, "90k", number words) and the next word (its unit), and a rate's time after "a / an / per / each"
LIMIT_QUANTITY = re.compile(
    r"(?<![\w.])(\d[\d,.]*[kKmM]?|" + _NUMBER_WORD + r"(?:[\s-]+(?:and\s+)?(?:a\s+)?" + _NUMBER_WORD + r")*)\s+"
    r"([A-Za-z]+)(?:\s+(?!(?:a|an|per|each|every)\b)[a-z]+)?"
    r"(?:\s+(?:a|an|per|each|every|/)\s+(second|minute|hour|day|week|month|year)s?\b)?",
    re.IGNORECASE)
_RATE_TIMES = frozenset({"second", "minute", "hour", "day", "week", "month", "year"})


@lru_cache(maxsize=8192)
def _limit_quantities(text: str) -> tuple[frozenset[str], frozenset[str], bool]:
    """The numbers `text` states a quantity with (LIMIT_QUANTITY, as written, lower-cased), the stems (_singular) of
    their units, and whether one is a rate over time ("a minute", "per second"; the time word as the unit too)."""
    values: set[str] = set()
    units: set[str] = set()
    rate = False
    for m in LIMIT_QUANTITY.finditer(text):
        unit = m.group(2).lower()
        if unit in ("a", "an", "per", "each", "every") or unit in _RATE_TIMES:
            rate = rate or unit.rstrip("s") in _RATE_TIMES or m.group(3) is not None
            if unit.rstrip("s") in _RATE_TIMES:
                values.add(_number(m.group(1).lower()))
                continue
            nxt = text[m.end(2):].split(None, 1)
            if nxt and nxt[0].lower().rstrip("s.,;") in _RATE_TIMES:
                rate = True
            values.add(_number(m.group(1).lower()))
            continue
        values.add(_number(m.group(1).lower()))
        units |= _asked_stems(unit)
        rate = rate or m.group(3) is not None
    return frozenset(values), frozenset(units), rate


@lru_cache(maxsize=8192)
def _anew_clauses(newer: str, labelled: bool = False) -> tuple[tuple[str, str], ...]:
    """`newer`'s clauses (the whole text for one), the first without its label (_without_label; with it when
    `labelled`: "Apprentice: Kian Rook, started in September" names the role in its label), each with its part after
    a told story's "so" (the whole clause without one: source_swap's reading)."""
    found = [_without_label(newer, c) if k == 0 and not labelled else c
             for k, c in enumerate(clauses(newer) or (newer,))]
    return tuple((c, _SO.split(c, maxsplit=1)[-1]) for c in found)


def _part_names(part: str) -> frozenset[str]:
    """The stems of the names (names()) in `part`, its first word read as any other (a part after a story's "so"
    opens with the name it gives: "Siim does the weekend milking with Ott")."""
    return names("and " + part)[0]


def renamed_part(question: str, newer: str, older: str) -> str | None:
    """The clause of `newer` that renames a thing `older` names, for a question asking what it is called
    (RENAME_QUESTION), or None: the clause renames the thing (RENAME_FRAME, the last capitalised word before it one
    `older` holds: "Anselm says EarBook has been bought and renamed Audiflow Bookings" renames EarBook, not Anselm; or
    "<a thing `older` names> is <a capitalised name> now"), names a name neither `older` nor the question holds, and
    adds nothing; `older` shares a word's first four letters with the question ("booking" / "booked")."""
    if RENAME_QUESTION.search(question) is None or \
            (RENAME_FRAME.search(newer) is None and _RENAME_NOW.search(newer) is None):
        return None
    older_stems = stems(older)
    asked = {w[:4] for w in _asking_stems(question) if len(w) >= 4}
    if not asked & {w[:4] for w in _asked_stems(older)}:
        return None
    for _, part in _anew_clauses(newer):
        frame = RENAME_FRAME.search(part)
        if frame is not None:
            before = _CAPITALISED.findall(part[:frame.start()])
            found = bool(before) and before[-1][:5].lower() in older_stems
        else:
            m = _RENAME_NOW.search(part)
            found = m is not None and bool(stems(m.group(1))) and stems(m.group(1)) <= older_stems
        if not found:
            continue
        own = frozenset(w[:5].lower() for w in _CAPITALISED.findall(part))
        if own - older_stems - stems(question) and not states_an_addition(part):
            return part
    return _renamed_by_noun(question, newer, older)


# A rename told with the thing named by its common nouns (issue 18, branch newest107): "Hedley says the ops team renamed
# the gate dashboard Summit Board" after "Our Grafana dashboard for the gates is called GateWatch" for "What's the
# gates' Grafana dashboard called?" - renamed_part reads the last name before the verb as the thing renamed, here the
# teller; "the gate dashboard is called Summit Board now", "they renamed it to Summit Board", "the gate dashboard goes
# by Summit Board these days" name no name before it. Off: main's renamed_part.
RENAME_BY_NOUN = True
# the words a question asks a name with, no subject of the thing renamed
_RENAME_ASKING = frozenset({"calle", "call", "named", "name", "known"})
_NEW_NAME = re.compile(r"\b[A-Z][\w'’&-]*(?:\s+[A-Z][\w'’&-]*)*")


def _renamed_by_noun(question: str, newer: str, older: str) -> str | None:
    """The clause of `newer` that renames the thing `question` asks the name of and `older` names, told by its common
    words (RENAME_BY_NOUN), or None: a verb of renaming (RENAME_FRAME), the words of the clause that are no name
    holding ASKED_CHANGE_SHARED of the subject stems the question and `older` share (every one when fewer; no word of
    asking a name: _RENAME_ASKING), and the first name after the verb one neither holds and no addition ("renamed the
    gate dashboard Summit Board"; "renamed the deploy pipeline Summit" renames another thing)."""
    if not RENAME_BY_NOUN:
        return None
    shared = _asking_stems(question) & _asked_stems(older) - _RENAME_ASKING
    if not shared:
        return None
    for clause, _ in _anew_clauses(newer):
        frame = RENAME_FRAME.search(clause)
        if frame is None or (len(_common_stems(clause, opens=False) & shared) < min(ASKED_CHANGE_SHARED, len(shared))
                             and not _same_head_renamed(question, clause[:frame.start()], shared)):
            continue
        new = _NEW_NAME.search(clause, frame.start())
        if new is not None and stems(new.group()) - stems(older) - stems(question) and \
                not states_an_addition(clause):
            return clause
    return None


# _renamed_by_noun's thing renamed named by the same head noun as the question's, its other words another way (issue
# 18, branch newest120): "the kids' matinee is called the Saturday Picture Club now" after "The monthly Saturday
# children's matinee is called Wee Flicks." for "What's the children's matinee called?" shares one of the two subject
# stems ("kids" / "children"), but the word right before the verb is the question's word right before "called". Off:
# main's count of shared stems only.
RENAME_SAME_HEAD = True
# a question's head noun: the word right before its asking verb ("What's the children's matinee called?": "matinee")
_ASKED_HEAD = re.compile(r"([^\W\d_]+)\s+(?:called|named|known\s+as)\b", re.IGNORECASE)


def _same_head_renamed(question: str, before: str, shared: frozenset[str]) -> bool:
    """Whether the last word of `before` (a clause up to its verb of renaming) is the word right before `question`'s
    asking verb (_ASKED_HEAD), a subject stem the question and the fact share (`shared`), when RENAME_SAME_HEAD is
    on."""
    if not RENAME_SAME_HEAD:
        return False
    asked, found = _ASKED_HEAD.search(question), _WORD.findall(before)
    if asked is None or not found:
        return False
    head = _asked_stems(asked.group(1))
    return bool(head) and head <= shared and head == _asked_stems(found[-1])


@lru_cache(maxsize=8192)
def _common_stems(text: str, opens: bool = True) -> frozenset[str]:
    """_asked_stems of the words of `text` that are no name (a capitalised word is one unless it opens the text or
    follows a ".", ";", ":", "!" or "?", as names() reads it): a role named as a common noun ("trustees", "Apprentice:
    Kian Rook", not the "Holmwood Community Trust"); `opens` False: `text` is a question's part, its first word read
    as any other ("Rhys's apprentice")."""
    found = list(_WORD.finditer(text))
    kept = [m.group() for i, m in enumerate(found) if not m.group()[0].isupper() or (i == 0 and opens) or
            (text[found[i - 1].end():m.start()].strip() or " ")[-1] in ".;:!?"]
    return _asked_stems(" ".join(kept))


def role_part(question: str, newer: str, older: str) -> str | None:
    """The clause of `newer` that names another person in the role `question` asks who holds or who does the task
    (ROLE_QUESTION), or None: `older` holds every stem of the role (its words in lower case; a name in it, "Ott" in
    "Who covers the weekend milking with Ott?", need not be) and a name (names()); the clause holds every stem of
    the role written in lower case, a name neither `older` nor the question holds, a word of handing over (HANDOVER)
    and no deputy (ROLE_QUALIFIER) or addition; for a task, a verb of doing it (ROLE_DOING, or the question's) at
    most four words before a word of the role."""
    m = ROLE_QUESTION.search(question)
    if m is None:
        return None
    role = _common_stems(_role_words(m.group(2)), opens=False) - ASKING_STEMS - ROLE_VERB_STEMS
    older_stems = _asked_stems(older)
    if not role or not role <= older_stems or not names(older)[0] or not role <= _asked_stems(newer):
        return None
    doing = ROLE_DOING | {m.group(1).lower()} if m.group(1) else frozenset()
    for clause, part in _anew_clauses(newer, labelled=True):
        if not role <= _asked_stems(part) or HANDOVER.search(clause) is None or not role <= _common_stems(part):
            continue
        if not _part_names(part) - older_stems - stems(older) - stems(question):
            continue
        if ROLE_QUALIFIER.search(part) is not None or states_an_addition(_without_relative(part)) or \
                ASKED_ADDITION.search(part.lower()) is not None:
            continue
        if doing and not _done_by_another(part, role, doing, names(older)[0] - stems(question)):
            continue
        return part
    return None


def _done_by_another(part: str, role: frozenset[str], doing: frozenset[str], old: frozenset[str]) -> bool:
    """Whether a verb of `doing` stands at most four words before a word of `role` in `part`, the word before the
    verb no name of `old` (the fact's person: "Bastian keeps the grow rooms going" after "Bastian Akintola runs the
    grow rooms" names no other; "Paul has handed the keys over to Ines" does, by "handed")."""
    found = _WORD.findall(part)
    low = [w.lower() for w in found]
    return any(_asked_stems(w) & role and any(low[d] in doing and (d == 0 or low[d - 1][:5] not in old)
                                              for d in range(max(0, k - 4), k))
               for k, w in enumerate(low))


def limit_part(question: str, newer: str, older: str) -> str | None:
    """The clause of `newer` that states another value of the limit `question` asks (LIMIT_QUESTION), or None:
    `older` states a quantity (_limit_quantities); the clause states one with a number `older` lacks and a unit it
    holds (or both a rate over time), a word of allowance (LIMIT_WORDS) and one of change (LIMIT_NOW), no addition,
    and holds half or more of the question's subject stems (its words less LIMIT_STEMS) that `older` holds, one at
    least, by their first four letters (a noun of the question names the note's verb: "storage" / "store")."""
    if LIMIT_QUESTION.search(question) is None:
        return None
    subject = {w[:4] for w in _asking_stems(question) - LIMIT_STEMS} & {w[:4] for w in _asked_stems(older)}
    if not subject or not subject & {w[:4] for w in _asked_stems(newer)}:
        return None
    old_values, old_units, old_rate = _limit_quantities(older)
    if not old_values:
        return None
    for _, part in _anew_clauses(newer):
        shared = {w[:4] for w in _asked_stems(part)} & subject
        if not shared or 2 * len(shared) < len(subject):
            continue
        values, units, rate = _limit_quantities(part)
        if not values - old_values or not (units & old_units or (rate and old_rate)):
            continue
        if LIMIT_WORDS.search(part) is None or LIMIT_NOW.search(part) is None:
            continue
        if states_an_addition(part) or ASKED_ADDITION.search(part.lower()) is not None:
            continue
        return part
    return None


@lru_cache(maxsize=4096)
def _anew_readers(question: str) -> tuple[Callable[[str, str, str], str | None], ...]:
    """The told_anew readers that `question` asks for (most questions none)."""
    found: list[Callable[[str, str, str], str | None]] = []
    if RENAME_QUESTION.search(question) is not None:
        found.append(renamed_part)
    if ROLE_QUESTION.search(question) is not None:
        found.append(role_part)
    if LIMIT_QUESTION.search(question) is not None:
        found.append(limit_part)
    if TOLD_SWAP and _swap_gate(question):
        found.append(told_swap)  # a swap told by a third party (branch swap95)
    return tuple(found)


def told_anew(question: str, newer: str, older: str) -> str | None:
    """The part of `newer` that gives anew the value `question` asks of `older` by a rename, a person in the role or
    a limit told with other verbs (the block above), or None."""
    for reader in _anew_readers(question):
        part = reader(question, newer, older)
        if part is not None:
            return part
    return None


# told_swap (branch swap95, issue 18): a tool, service or person swapped, told by a third party inside a dated
# episode, that source_swap's frames ("comes from", "supplied by") do not read: "Emre says the Virgin line kept
# dropping, so Beverley has switched the house over to Lincs FibreNet" after "The house broadband is Virgin Media",
# "Mervyn says Rivendell keeps crashing on the new PC, so playout moves to mAirList" after "Playout runs on Rivendell",
# "according to Sam, we're on Linear now, not Jira", "Gwen says the vet practice has moved us to Dr Okafor". Read:
# - a verb of telling (TOLD_BY, English and the scope languages, a table: TOLD_WORDS) before the swapping part;
# - the part (after a told story's "so", or the whole clause) names a new value after a preposition of use
#   (SWAP_NEW: "to / through / on / with / via / by <Name>"), a name (a word with a capital anywhere, "mAirList", or
#   a domain, "incident.io") that neither the fact nor the question holds, with a word of change (SWAP_CHANGE: now,
#   from now on, instead, switched, moved, moves, replaced ...);
# - tied to the fact's value: a name of the fact stands in the story before the "so" ("Rivendell keeps crashing"),
#   or after "not / off / instead of / rather than / replacing" anywhere in the clause, or the clause moves "us" or
#   "our ..." over (SWAP_US: "has moved us to", "switched our account to");
# - the part shares a subject stem (first four letters) with the question, and the question one with the fact; it
#   names no other name of the fact outside a negation, and adds nothing (ADDITION_WORDS, "as well").
TOLD_SWAP = True
TOLD_WORDS: dict[str, tuple[str, ...]] = {  # verbs of telling, by language (a table: extend it, not the pattern)
    "en": ("says", "said", "tells us", "told us", "tells me", "told me", "reports", "reported", "reckons", "mentioned",
           "confirmed", "confirms", "heard", "let us know", "lets us know", "writes", "wrote", "according to"),
    "es": ("dice que", "dijo que", "según", "nos dice", "nos dijo", "cuenta que"),
    "pt": ("diz que", "disse que", "segundo", "conta que"),
    "fr": ("dit que", "a dit que", "selon", "nous dit"),
    "de": ("sagt", "sagte", "laut", "meint", "berichtet"),
    "it": ("dice che", "ha detto che", "secondo"),
    "ca": ("diu que", "segons"),
    "nl": ("zegt", "zei", "volgens"),
    "pl": ("mówi", "powiedział", "powiedziała", "według"),
    "bg": ("казва", "каза", "според"),
    "ru": ("говорит", "сказал", "сказала", "по словам"),
}
TOLD_BY = re.compile(r"(?<!\w)(?:" + "|".join(sorted((re.escape(w).replace(r"\ ", r"\s+") for ws in TOLD_WORDS.values()
                                                        for w in ws), key=len, reverse=True)) + r")(?!\w)",
                     re.IGNORECASE)
_SWAP_NAME = r"(?:[\w'’&-]*[A-Z][\w'’&-]*|\w+\.(?:io|com|net|org|app|co|ai|dev))"
# the new value: a name after a preposition of use, "the / a / our / its" and up to two lower-case words allowed
SWAP_NEW = re.compile(r"\b(?:to|through|on|onto|with|via|by|at|using|uses)\s+(?:(?:the|a|an|our|its|their)\s+)?"
                      r"(?:[a-z][\w'’-]*\s+){0,2}?(" + _SWAP_NAME + r"(?:\s+" + _SWAP_NAME + r")*)")
SWAP_CHANGE = re.compile(
    r"\b(?:now|from\s+now\s+on|instead|switch(?:ed|es|ing)?|mov(?:ed|es|ing)|swap(?:ped|s)?|chang(?:ed|es)|"
    r"replac(?:ed|es|ing)|transferred|migrated|over\s+to)\b", re.IGNORECASE)
SWAP_NOT = re.compile(r"\b(?:not|off|instead\s+of|rather\s+than|replacing|no\s+longer|away\s+from)\s+"
                      r"(?:(?:the|a|an|our|its|their)\s+)?(" + _SWAP_NAME + r")")
SWAP_US = re.compile(r"\b(?:moved|moves|switched|switches|transferred|put|signed)\s+"
                     r"(?:us|our\s+[\w'’-]+(?:\s+[\w'’-]+)?)\s+(?:over\s+)?(?:to|onto|with)\b", re.IGNORECASE)
_ASKS_TELLER = re.compile(r"\b(?:told|tell|tells|says|said)\b", re.IGNORECASE)


def _swap_stems(text: str) -> frozenset[str]:
    """The first five letters, lower-cased, of the words of `text` (a name's stem as names() keeps it)."""
    return frozenset(w[:5].lower() for w in _WORD.findall(text))


def _swap_gate(question: str) -> bool:
    """Whether told_swap reads `question`: it asks what, which, who or where (not who told or said)."""
    return re.match(r"^\W*(?:what|which|who|where)\b", question, re.IGNORECASE) is not None and \
        _ASKS_TELLER.search(question) is None


@lru_cache(maxsize=8192)
def _told_at(newer: str) -> tuple[int, int] | None:
    """Where `newer`'s first verb of telling (TOLD_BY) stands, when a word of change (SWAP_CHANGE) follows it; None
    for most notes (cached: a note is read for every question it is recalled for)."""
    told = TOLD_BY.search(newer)
    if told is None or SWAP_CHANGE.search(newer, told.end()) is None:
        return None
    return told.start(), told.end()


@lru_cache(maxsize=8192)
def _swap_fact(question: str, older: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]] | None:
    """The question's subject stems (less its names), `older`'s stems (_asked_stems) and its names of three letters or
    more (less the question's and its first word), when `older` holds a subject stem and every name and identifier
    of the question; else None (cached per question and fact)."""
    asked = _asking_stems(question)
    older_stems = _asked_stems(older)
    if not asked & older_stems:
        return None
    # a name or an identifier the question asks by pins what it asks about: the fact holds it ("What is Femi
    # Olabode's phone number?" asks no alert tool; "Who was on call during INC-3084?" no rota)
    if not names(question)[0] <= stems(older) | older_stems or not identifiers(question) <= identifiers(older):
        return None
    old_names = (names(older)[0] | _swap_stems(" ".join(_CAPITALISED.findall(older[1:])))) - stems(question)
    old_names -= _swap_stems(older.split(None, 1)[0]) if older.split() else frozenset()
    old_names = frozenset(n for n in old_names if len(n) >= 3)  # no title ("Dr", "Mr")
    if not old_names:
        return None
    return asked - names(question)[0], older_stems, old_names


def told_swap(question: str, newer: str, older: str) -> str | None:
    """The part of one clause of `newer` that a third party tells (TOLD_BY) swaps the value `question` asks of `older`
    for a new one (the block above), or None."""
    at_told = _told_at(newer)
    if at_told is None:
        return None
    fact = _swap_fact(question, older)
    if fact is None:
        return None
    subject, older_stems, old_names = fact
    shut = stems(older) | stems(question)
    for clause, part in _anew_clauses(newer):
        at = newer.find(clause)
        if at < 0 or at_told[0] >= at + len(clause) or clause.find(part) < 0:
            continue
        start = clause.find(part)
        negated = {s for m in SWAP_NOT.finditer(clause) for s in _swap_stems(m.group(1))} & old_names
        # the fact and the clause together hold half the question's subject stems or more ("What's planned for the
        # house over the summer?" asks no broadband), and the part one of them, or the clause turns the fact's name
        # down ("not Jira")
        if not _swap_subject(subject, older_stems, clause, part, bool(negated)) or SWAP_CHANGE.search(part) is None:
            continue
        new_names = [m.group(1) for m in SWAP_NEW.finditer(part) if _swap_stems(m.group(1)) - shut]
        if not new_names:
            continue
        named_old = _swap_stems(" ".join(_CAPITALISED.findall(part))) & old_names
        if named_old - negated:
            continue
        # the story told before the part, after the verb of telling (the teller is no name of the story)
        told_at = at_told[1] - at if at <= at_told[0] < at + len(clause) else 0
        cause = _swap_stems(" ".join(_CAPITALISED.findall(clause[told_at:start]))) & old_names
        if not (cause or negated or SWAP_US.search(clause) is not None):
            continue
        if states_an_addition(part) or ASKED_ADDITION.search(part.lower()) is not None:
            continue
        return part
    return None


# told_swap's subject read with a short stem as its word's inflections (issue 18, branch newest120): a word of three or
# four letters is a stem of its own and its inflections five-letter ones ("book" / "booke", "booki"), so "What do
# clients use to book a commission?" shared one stem of four with "Commissions are booked through the Calendly page
# ..." and "we've moved bookings off Calendly onto Square Appointments". Off: whole stems (main).
SWAP_SHORT_STEMS = True


def _swap_subject(subject: frozenset[str], older_stems: frozenset[str], clause: str, part: str, negated: bool) -> bool:
    """told_swap's subject test: the fact (`older_stems`) and `clause` together hold half the question's `subject`
    stems or more, and `part` one of them (or the clause turned a name of the fact down: `negated`); a short stem
    met by a stem it begins when SWAP_SHORT_STEMS is on (_stems_met), else whole stems."""
    held = _stems_met(subject, older_stems | _asked_stems(clause))
    return 2 * len(held) >= len(subject) and (negated or bool(_stems_met(subject, _asked_stems(part))))


def _stems_met(asked: frozenset[str], found: frozenset[str]) -> frozenset[str]:
    """The stems of `asked` that `found` holds: whole, or (SWAP_SHORT_STEMS) a stem of three or four letters (a short
    word's own) as the beginning of one of `found` or one of `found`'s as its beginning ("book" and "booki")."""
    met = asked & found
    if not SWAP_SHORT_STEMS or met == asked:
        return met
    short = [w for w in found if 3 <= len(w) < 5]
    return met | frozenset(a for a in asked - met if (3 <= len(a) < 5 and any(w.startswith(a) for w in found)) or
                           any(a.startswith(w) for w in short))


# role_part's reading of a question's role and of a clause's addition (branch swap95): a possessive before the role
# names whose role it is, not the role ("Who is the hall's treasurer?" asks a treasurer; the note "... handed the
# books to the new treasurer, Sue Mountjoy" names no hall); a relative clause after the new person tells what else
# they do, not that the role is shared ("the new treasurer, Sue Mountjoy, who also runs the playgroup").
_POSSESSIVE = re.compile(r"[^\W\d_][\w-]*(?:['’]s|s['’])(?=\s)")
_RELATIVE = re.compile(r",\s+(?:who|whose|which)\b[^,;]*")


def _role_words(role: str) -> str:
    """`role` (a question's words after "who is / has ...") without its possessive words ("the hall's treasurer" ->
    "the treasurer")."""
    return _POSSESSIVE.sub("", role)


def _without_relative(part: str) -> str:
    """`part` without its relative clauses (", who also runs the playgroup")."""
    return _RELATIVE.sub("", part)


def _anew_asked(question: str, hits: list[Hit]) -> bool:
    """Whether a told_anew reader reads `question` for these hits: told_swap only when an episode hit tells a swap
    (_told_at, cached per text), for it reads most questions (branch swap95; main's gate: any reader)."""
    readers = _anew_readers(question)
    if not readers or readers[-1] is not told_swap or len(readers) > 1:
        return bool(readers)
    return any(h.memory.kind == "episode" and _told_at(h.memory.text) is not None for h in hits)
