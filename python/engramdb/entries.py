"""The entry of a label list that names the asked thing (issue 18, lookups; lookups126 in benchmarks/RESULTS.md).

A standing fact told as a label list ("Sites: Harboøre (12 x V112), Lemvig Nord (8 x V112), Thyborøn (10 x
SWT-3.6), ...", "Hotel clients: Harbour Grand (...), Mews Hotel (42 rooms, Mon/Wed/Fri), ...") holds the answer to a
question about one of its entries in that entry alone, so the whole text's vector sits between its entries and
scores under a dated note or a lesson that names the asked thing in an event ("[SCADA] 2026-10-29 Thyborøn T07:
pitch fault ...", "Fri 23/10 delivery note DN-88301 Mews Hotel: ..."). entry_first moves such a fact above an
episode at the top when one entry of its list, and no other, holds a content word of the question (list_entry)
and it scores at least ENTRY_RATIO of every hit's fused score above it (entry_pick); only the order changes, as in
support.label_first. ENTRY_FIRST (True) turns it off for A/B runs (off = the order before lookups126).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .schema import Hit
from .support import SLOT_DEPTH, asking_clause, content_stems
from .timeref import question_reference, told_in_past

ENTRY_FIRST = True
ENTRY_RATIO = 0.72  # the least share of every higher hit's fused score the moved fact has
ENTRY_MIN = 3  # the fewest entries a label list has
ENTRY_STEM = 4  # the fewest letters of a question word an entry is matched on
ENTRY_TOPS = frozenset(("episode",))  # the kinds of top hit a list fact may go above (a lesson top: paraphrases lost)
ENTRY_LABEL_WORDS = 3  # the most words of a list's label
ENTRY_WORDS = 8  # the most words of one entry (outside parentheses)
ENTRY_TIMED = True  # a question told in the past or naming a time reads no list (the dated note answers it)
ENTRY_TOP_NAMES = False  # the top hit must hold the word the entry matched on
ENTRY_NAMED_VALUE = True  # an entry matched on a name alone must hold a value (a digit)
ENTRY_OVER_FACT = True  # lookups137: a list fact may go above a fact or a lesson not naming the asked thing
ENTRY_OVER_STEMS = 2  # the fewest question stems the entry matches on under a fact or a lesson
ENTRY_DECIMAL = True  # a comma between two digits ("1,2%", "0,95") splits no entries
ENTRY_UNNAMED_TOPS = frozenset(("fact", "lesson"))  # the kinds of top hit that must not name the entry's matched word


def entry_tops() -> frozenset[str]:
    """The kinds of top hit entry_first reads a list fact under (ENTRY_TOPS, and ENTRY_UNNAMED_TOPS when
    ENTRY_OVER_FACT); the store's and the batch recall's entry steps both read it."""
    return ENTRY_TOPS | ENTRY_UNNAMED_TOPS if ENTRY_OVER_FACT else ENTRY_TOPS


# "Label: body" with a short label (a colon or "=" in the first 40 characters, not a clock time or a URL).
_LABELLED = re.compile(r"\W*([^\W\d][^:=\n]{0,38}?)\s*[:=]\s+(\S.*)", re.S)
_WORD = re.compile(r"[\w-]+")
_PARENS = re.compile(r"\([^)]*\)")


def _sentence_end(body: str, i: int) -> bool:
    """Whether the "." at `i` ends a sentence: the text's end, or a space and a capital letter after it ("19.
    новембра" and "approx. 5" end none)."""
    return i + 1 == len(body) or (body[i + 1 : i + 2] == " " and body[i + 2 : i + 3].isupper())


def _entries(body: str) -> list[str]:
    """`body` split into its entries: at ",", ";" and a sentence's end, outside parentheses."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch == "," and ENTRY_DECIMAL and body[i - 1 : i].isdigit() and body[i + 1 : i + 2].isdigit():
            continue  # a decimal comma ("commissione 1,2%")
        elif depth == 0 and (ch in ",;" or (ch == "." and _sentence_end(body, i))):
            out.append(body[start:i])
            start = i + 1
    out.append(body[start:])
    return [e for e in (s.strip() for s in out) if e]


@lru_cache(maxsize=8192)
def list_entries(text: str) -> tuple[str, ...]:
    """The entries of memory text `text` when it is a label list ("Team: Ewan (infra), Ji-woo (speech), ..."):
    ENTRY_MIN of them or more after a short label and a colon; () otherwise."""
    found = _LABELLED.match(text)
    if found is None or len(found.group(1).split()) > ENTRY_LABEL_WORDS:
        return ()
    entries = _entries(found.group(2))
    if len(entries) < ENTRY_MIN or any(len(_PARENS.sub(" ", e).split()) > ENTRY_WORDS for e in entries):
        return ()
    return tuple(entries)


def _entry_stems(entry: str) -> frozenset[str]:
    return frozenset(w[:5] for w in _WORD.findall(entry.lower()))


@lru_cache(maxsize=4096)
def entry_question(question: str) -> tuple[str, ...]:
    """The content stems (ENTRY_STEM letters or more) list_entry matches an entry on; () for a question told in the
    past or naming a time (a dated note answers it) when ENTRY_TIMED."""
    if ENTRY_TIMED and (question_reference(question) is not None or told_in_past(asking_clause(question))):
        return ()
    return tuple(s for s in content_stems(question) if len(s) >= ENTRY_STEM and not s.isdigit())


def list_entry(question: str, text: str) -> int | None:
    """The position of the one entry of label list `text` (list_entries) that holds a content word of `question`
    (ENTRY_STEM letters or more, matched on its stem) no other entry holds; None when no entry or several do."""
    found = _entry_match(question, text)
    return None if found is None else found[0]


def _entry_match(question: str, text: str, top: str = "") -> tuple[int, frozenset[str]] | None:
    entries = list_entries(text)
    if not entries:
        return None
    stems = entry_question(question)
    if not stems:
        return None
    held = [_entry_stems(e) for e in entries]
    found: dict[int, set[str]] = {}
    for stem in stems:
        where = [i for i, words in enumerate(held) if stem in words]
        if len(where) == 1:
            found.setdefault(where[0], set()).add(stem)
    if len(found) != 1:
        return None
    ((i, words),) = found.items()
    if ENTRY_NAMED_VALUE and words <= _named_stems(question) and not any(ch.isdigit() for ch in entries[i]):
        return None  # an entry naming the asked name without a value tells who or what it is, not what was asked
    return i, frozenset(words)


@lru_cache(maxsize=4096)
def _named_stems(question: str) -> frozenset[str]:
    """The stems of the capitalised words of `question` after its first (names: "Dávid", "Sabre", "Thyborøn")."""
    words = _WORD.findall(question)[1:]
    return frozenset(w.lower()[:5] for w in words if w[:1].isupper())


def _top_kept(question: str, top: str, text: str, matched: frozenset[str]) -> bool:
    """Whether the top hit keeps its place over list `text` whose entry matched the question's stems `matched`: the
    top names a word of the question the list lacks, and not the word the entry matched ("Quan em toca la pròxima
    revisió de la retina?": the retina screening note over "Endocrinóloga: ..., Revisión cada 4 meses")."""
    top_words = _entry_stems(top)
    if matched <= top_words:
        return False  # the top names the asked thing in an event
    return any(stem in top_words for stem in entry_question(question) if stem not in _entry_stems(text))


def entry_pick(
    question: str, kinds: Sequence[str], finals: Sequence[float], texts: Sequence[str], against: Sequence[int] = ()
) -> int | None:
    """The position, among a recall's first SLOT_DEPTH hits (kinds, fused scores, texts, best first), of the fact
    entry_first moves to the top: the best-ranked fact at ENTRY_RATIO of every hit's score above it or more whose label
    list has one entry naming the asked thing (list_entry), under an episode or a lesson; None to keep the order.
    Positions in `against` (contradicting the top hit) are never picked."""
    if not ENTRY_FIRST or len(kinds) < 2 or kinds[0] not in entry_tops():
        return None
    unnamed = kinds[0] not in ENTRY_TOPS  # a fact or a lesson at the top: it must not name the asked thing
    best = finals[0]
    for i in range(1, min(len(kinds), SLOT_DEPTH)):
        if finals[i] < ENTRY_RATIO * best:
            return None  # below ENTRY_RATIO of a hit above it (a change reader may have put a note over a higher fact)
        best = max(best, finals[i])
        if kinds[i] == "fact" and i not in against:
            found = _entry_match(question, texts[i])
            if found is not None and unnamed:
                if found[1] & _entry_stems(texts[0]) or len(found[1]) < ENTRY_OVER_STEMS:
                    return None  # the top names the entry's word, or the entry matches one loose word of the question
                if found[1] <= _named_stems(question):
                    return None  # names alone ("children Noah (12) and Zara (8)"): who they are, not the thing
                if _entry_match(question, texts[0]) is not None:
                    return None  # the top is itself a list whose one entry names the asked thing
                return i  # the top names none of the entry's words (and may name another word of the question)
            if found is not None and (not ENTRY_TOP_NAMES or found[1] & _entry_stems(texts[0])):
                if _top_kept(question, texts[0], texts[i], found[1]):
                    return None
                return i
    return None


def entry_first(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` (a recall's, after the other order readers) with the fact entry_pick picks moved to the top; `hits`
    itself when none. Reads memories' kinds only (and contradictions for a picked hit)."""
    if not ENTRY_FIRST or len(hits) < 2 or hits[0].memory.kind not in entry_tops() or not entry_question(question):
        return hits  # most recalls: a fact at the top, or a question told in the past (cached per question)
    head = hits[:SLOT_DEPTH]
    if hits[0].memory.kind not in ENTRY_TOPS and not any(
        h.memory.kind == "fact" and list_entries(h.text) for h in head[1:]
    ):
        return hits  # a fact or a lesson at the top and no list fact under it (most recalls with ENTRY_OVER_FACT)
    kinds, finals, texts = [h.memory.kind for h in head], [h.final for h in head], [h.text for h in head]
    i = entry_pick(question, kinds, finals, texts)
    if i is None:
        return hits
    top = head[0].memory
    if head[i].id in top.conflicts_with or top.id in head[i].memory.conflicts_with:
        # read the contradictions only for a pick (the same pick as with every contradicting hit passed at once)
        against = [
            j for j, h in enumerate(head) if j and (h.id in top.conflicts_with or top.id in h.memory.conflicts_with)
        ]
        i = entry_pick(question, kinds, finals, texts, against)
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1 :]]
