"""The asked value's span: which of a recall's close hits holds the asked value beside the question's subject.

Issue 18 (lookups; lookups96 in benchmarks/RESULTS.md). Of two close memories that both hold a value of the asked
kind (support.asked_slot), the one that answers holds it in the same clause as the question's other words, its
subject: "What's Mei's tax number in Portugal?" is answered by "NIFs: Haruto 298 114 553 (...); Mei 298 551 070",
whose clause "Mei 298 551 070" holds both, not by "Tax: Haruto becomes PT tax resident for 2026", whose clause holds
"tax" and a year; "Who organises the climbers?" by "The climbers are organised by ...", not by a note naming the
climbers in one clause and a person in another. slot_first moves a hit that fills the slot above one that does not;
this reads which clause of each hit fills it.

:func:`span_cover` is a text's best clause (split at ";", "!", "?", a sentence's end, a spaced dash; a label before
a colon joins each clause) that fills the asked slot, scored by the question's subject stems it holds
(:func:`subject_weights`: the asking clause's content stems, a name written with a capital inside it weighing
NAME_WEIGHT, the asking words left out; nothing for a clause that asks two things or a question naming an
identifier). :func:`span_pick` moves the close hit (SPAN_SCORE_RATIO of the top hit's fused score, among the first
SLOT_DEPTH) whose cover is higher than the top hit's and at least SPAN_SHARE of the subject's weight to the top;
only the order changes. Never moved: a memory that is not a fact, a fact written before the top hit (the newer
memory may tell the value's change), the other side of a contradiction. SPAN_FIRST (True) turns it off for A/B runs.

lookups103: an older fact is moved after all when the top hit's value clauses hold none of the question's subject
stems and its own value clause holds some (:func:`older_other`: the top is about another subject, so it is not
that fact's change; SPAN_OLDER_OTHER, SPAN_OLDER_BARE). :func:`note_below`, called by the store before its change
readers (store._changes_first), moves a close fact that fills the asked slot above a top hit that is a dated note
(:func:`dated_note`: one day's event) when the question asks a standing value in English and the note does not say
its value holds from now on nor hold most of the question's subject in its value clause (NOTE_BELOW).

lookups111: a standing English question that asks no slot ("... - can you remind me who does what on the orchard?",
"how does arrival work at Király utca?") gets the best-ranked close fact above the dated note too (NOTE_SLOT off),
unless it asks whether a thing ever happened (_ASKS_EVER). The recall's cost: older_other reads only the close facts
span_pick may move, and it and span_pick read each hit's span_cover once (a memo span_first passes to both);
note_below tests the question (cached) and the note's "now" words before any hit's slot test or clause.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from .change_phrases import says_phrase
from .schema import Hit
from .subjects import asks_in_english
from .support import (
    _TIME_WORDS,
    FUNCTION_WORDS,
    SLOT_DEPTH,
    STEM_CHARS,
    _asked,
    _stems,
    asking_clause,
    content_stems,
    older_below_newer,
)
from .timeref import question_reference, told_in_past

__all__ = [
    "NAME_WEIGHT",
    "SPAN_FIRST",
    "SPAN_SCORE_RATIO",
    "dated_note",
    "note_below",
    "note_pick",
    "older_other",
    "refused_below",
    "refused_pick",
    "refused_stem",
    "span_cover",
    "span_first",
    "span_kept",
    "span_pick",
    "subject_weights",
]

SPAN_FIRST = True
SPAN_NEWER = True
SPAN_OVER_EPISODE = False
SPAN_ONE_ASK = True
SPAN_SCORE_RATIO = 0.85
SPAN_OLDER_OTHER = True  # lookups103: an older fact may go first when the top's value clause is about another subject
SPAN_OLDER_OVER_EPISODE = False  # lookups103: ... over a top hit that is not a fact too
SPAN_OLDER_BARE = True  # lookups103: ... only when the top's value clauses hold none of the question's subject
NOTE_BELOW = True  # lookups103: a dated note above a close fact that answers a standing question goes below it
NOTE_RATIO = 0.8  # the least share of the note's fused score the fact has
NOTE_SLOT = False  # lookups103's True: a question that asks no slot moves nothing (lookups111: E5 +7 / -1 off)
# lookups135: a fact that contradicts the note still goes above it when it scores NOTE_LIFTED times the note's fused
# score or more: the note stands above it only by the change readers' newest-first lift ("Bottle weights Fri 30 Oct:
# van 1 R32 4.2kg, ..." over "Van stock list: each van carries 1x R32 9kg, ..." at 1.4 times its score, for what each
# van carries as standard). float("inf"): off (main's order).
NOTE_LIFTED = 1.1
NOTE_SHARE = 0.5  # a note whose value clause holds more than this share of the subject's weight may be its change
SPAN_SHARE = 0.5  # the least share of the subject's weight the moved hit's clause holds (lookups96: 0.0 lost 4 for 9)
NAME_WEIGHT = 2.0
LABEL_CHARS = 48  # a text's label: what it opens with before a colon within its first LABEL_CHARS characters
# Where a memory text's clauses end: ";", "!", "?", a period before a capital, a spaced dash.
_SPAN_END = re.compile(r"[;!?]\s+|\.\s+(?=[A-ZÀ-Þ])|\s+[-–—]\s+")
_SPAN_WORD = re.compile(r"[\w-]+")
# A name inside the question: a capitalised word after another word (not the question's first word).
_QUESTION_NAME = re.compile(r"(?<=[^\s.!?:;]\s)[A-ZÀ-Þ][^\W\d_]*")
# Asking words that content_stems keeps (as stems): what a question asks with, not its subject.
_ASKING = frozenset(
    "much many long often soon tell know pleas thank need want anyon someo also yet alrea anyth somet what actua "  # noqa: SIM905
    "usual".split()
)
# A second thing asked in the asking clause ("which team did it, and whom do they call?"): two values, two spans.
_SECOND_ASK = re.compile(
    r"\band (?:what|which|who|whom|whose|where|when|why|how|is|are|was|were|do|does|did|has|"
    r"have|can|should)\b"
)
# An identifier in a question ("Which account is 0412387755?", "DL-2610-07: which colour is that lot?").
_IDENTIFIER = re.compile(r"\d{3,}|\b[^\W\d_]+[-/]?\d[\w/-]*|\b\d+[-/][\w-]+")
# A question word after a comma starts the asking part ("My daughter did the Pico course ..., which two-person
# dinghies do we have?").
_COMMA_ASKS = re.compile(r",\s+(?=(?:what|which|who|whom|whose|where|when|how|is there|are there)\b)")


@lru_cache(maxsize=4096)
def subject_weights(question: str) -> tuple[tuple[str, float], ...]:
    """The stems of the subject words of `question`'s asking clause (support.asking_clause: a story told before
    it is not what is asked) and their weights: its content stems (support.content_stems) but the asking words, a
    name written with a capital after the clause's first word weighing NAME_WEIGHT, any other 1.0. Empty when the
    clause asks a second thing (SPAN_ONE_ASK)."""
    body = question.rstrip()
    clause = body[len(body) - len(asking_clause(question.lower())) :] if body.endswith("?") else question
    asks = list(_COMMA_ASKS.finditer(clause.lower()))
    if asks:
        clause = clause[asks[-1].end() :]  # "..., which two-person dinghies do we have?": the story told before
    if (SPAN_ONE_ASK and _SECOND_ASK.search(clause.lower())) or _IDENTIFIER.search(question):
        return ()  # two things asked; or an identifier named, which the memory that holds it answers
    names = {w.lower()[:STEM_CHARS] for w in _QUESTION_NAME.findall(clause)}
    return tuple((s, NAME_WEIGHT if s in names else 1.0) for s in content_stems(clause) if s not in _ASKING)


@lru_cache(maxsize=8192)
def _clauses(text: str) -> tuple[tuple[str, frozenset[str]], ...]:
    """A memory text's clauses (_SPAN_END), each with the text's label (what it opens with before a colon:
    "NIFs: Haruto ...; Mei 298 551 070" -> "NIFs: Mei 298 551 070"), and the word stems of each (cached: recalls
    read the same texts)."""
    colon = text.find(": ", 0, LABEL_CHARS)
    label, body = (text[: colon + 2], text[colon + 2 :]) if colon > 0 else ("", text)
    out = []
    for part in _SPAN_END.split(body):
        if part.strip():
            clause = label + part
            out.append((clause, frozenset(w[:STEM_CHARS] for w in _SPAN_WORD.findall(clause.lower()))))
    return tuple(out)


def _held(weights: tuple[tuple[str, float], ...], stems: frozenset[str]) -> float:
    """The weight of the subject stems `weights` a clause's word `stems` hold; a stem shorter than STEM_CHARS is
    held by a word it begins ("nas" by "nas01", "ip" by "ips")."""
    return sum(w for s, w in weights if s in stems or (len(s) < STEM_CHARS and any(t.startswith(s) for t in stems)))


def span_cover(question: str, text: str) -> float | None:
    """The weight of `question`'s subject stems (subject_weights) held by the clause of `text` that fills the slot
    the question asks (support.asked_slot) and holds the most of them; -1.0 when no clause fills it; None when the
    question asks no slot or names no subject. Cached (lookups111: a clause's slot test reads it whole, 10-30 us;
    a repeated recall reads the same question's hits again)."""
    return _span_cover(question, text)


@lru_cache(maxsize=8192)
def _span_cover(question: str, text: str) -> float | None:
    low = question.lower()
    found = _asked(low)
    weights = subject_weights(question)
    if found is None or not weights:
        return None
    answers = found[1]
    best = -1.0
    for cover, clause in sorted(
        ((_held(weights, stems), clause) for clause, stems in _clauses(text)), key=lambda c: -c[0]
    ):
        if cover <= best:
            break  # the clauses come by their cover: none after can beat the best that fills the slot
        if answers(clause, clause.lower(), low):
            best = cover
    return best


def span_kept(
    kinds: Sequence[str],
    created: Sequence[float],
    question: str | None = None,
    texts: Sequence[str] = (),
    finals: Sequence[float] = (),
    covers: dict[int, float | None] | None = None,
) -> set[int]:
    """The positions, among a recall's first hits (kinds, creation times, best first), span_pick never moves to
    the top: a memory that is not a fact, and a fact written before the top hit (support.label_kept's rule) but
    one about another subject than the top hit's value (older_other; read when `question` and `texts` are given).
    With the hits' fused scores `finals`, older_other reads only the facts span_pick may move (_close_older:
    lookups111; one under SPAN_SCORE_RATIO of the top's is never picked, kept or not); `covers` (position ->
    span_cover) keeps the covers it reads for span_pick (span_first passes one to both)."""
    older = SPAN_NEWER and (kinds[0] == "fact" or not SPAN_OVER_EPISODE)
    kept = {i for i in range(1, len(kinds)) if kinds[i] != "fact" or (older and created[i] < created[0])}
    if question is not None and texts and SPAN_OLDER_OTHER and kept:
        kept -= older_other(question, texts, kinds, _close_older(kept, kinds, finals), covers)
    return kept


def _close_older(kept: Collection[int], kinds: Sequence[str], finals: Sequence[float]) -> list[int]:
    """The facts among `kept` older_other reads: all of them, or with the hits' fused scores `finals` only those
    scoring at least SPAN_SCORE_RATIO of the top hit's (span_pick's floor), in order (lookups111: the recall's
    cost; the same picks)."""
    if not finals:
        return [i for i in sorted(kept) if kinds[i] == "fact"]
    floor = SPAN_SCORE_RATIO * finals[0]
    return [i for i in sorted(kept) if kinds[i] == "fact" and i < len(finals) and finals[i] >= floor]


def _value_stems(question: str, text: str) -> tuple[float, frozenset[str]]:
    """The subject stems (subject_weights) held by the clauses of `text` that fill the asked slot: the best such
    clause's cover and its stems, and (second) the stems held by any of them; (-1.0, empty) when none fills it."""
    found = _asked(question.lower())
    weights = subject_weights(question)
    if found is None or not weights:
        return -1.0, frozenset()
    low = question.lower()
    best, held = -1.0, set()
    for clause, stems in _clauses(text):
        mine = [s for s, _ in weights if s in stems or (len(s) < STEM_CHARS and any(t.startswith(s) for t in stems))]
        if mine and found[1](clause, clause.lower(), low):
            held.update(mine)
            best = max(best, _held(weights, stems))
    return best, frozenset(held)


def _cover_at(question: str, texts: Sequence[str], i: int, covers: dict[int, float | None] | None) -> float | None:
    """span_cover of `texts[i]`, read once per recall: kept in `covers` (position -> cover) when given (lookups111:
    older_other and span_pick read the top hit's and the close facts' covers in turn)."""
    if covers is None:
        return span_cover(question, texts[i])
    if i not in covers:
        covers[i] = span_cover(question, texts[i])
    return covers[i]


def older_other(
    question: str,
    texts: Sequence[str],
    kinds: Sequence[str],
    older: Sequence[int],
    covers: dict[int, float | None] | None = None,
) -> set[int]:
    """Of the `older` positions (facts written before the top hit, which support.label_kept's rule keeps), those
    whose value clause is about another subject than the top hit's: the clause of the fact that fills the asked
    slot holds subject stems of the question (subject_weights, at least SPAN_SHARE of their weight) and no clause
    of the top hit that fills the slot holds any of them (SPAN_OLDER_BARE; with it off, none of the fact's). The
    top is then not this fact's change: "Children's cuts (under 12) cost 18 pounds" (child) under "From September
    a ladies' cut and blow-dry is 50 pounds" for "How much is a child's haircut?"; not under "The farm vet is
    Carys Lloyd" (farm, vet) for "Who is the farm vet at Hazel Hollow?". A top hit that is not a fact frees none
    (SPAN_OLDER_OVER_EPISODE). With SPAN_OLDER_BARE the clause reads are span_cover's (lookups111: a clause that
    fills the slot holds some subject stem exactly when its cover is above 0), kept in `covers` for span_pick."""
    if not older or (kinds[0] != "fact" and not SPAN_OLDER_OVER_EPISODE) or _asked(question.lower()) is None:
        return set()
    weights = subject_weights(question)
    if not weights:
        return set()
    least = max(SPAN_SHARE * sum(w for _, w in weights), 1e-9)
    older = [i for i in older if i < len(texts) and _held(weights, _stems(texts[i])) >= least]
    if not older:
        return set()
    if SPAN_OLDER_BARE:
        if (_cover_at(question, texts, 0, covers) or 0.0) > 0.0:
            return set()  # the top's value stands beside the question's subject: the fact's own may have changed
        return {i for i in older if (_cover_at(question, texts, i, covers) or 0.0) >= least}
    top = _value_stems(question, texts[0])[1]
    out = set()
    for i in older:
        cover, mine = _value_stems(question, texts[i])
        if cover >= least and not (mine & top):
            out.add(i)
    return out


def span_pick(
    question: str,
    texts: Sequence[str],
    finals: Sequence[float],
    kept: Collection[int] = (),
    covers: dict[int, float | None] | None = None,
) -> int | None:
    """The position, among a recall's first SLOT_DEPTH hits (`texts`, fused scores `finals`, best first), of the
    hit span_first moves to the top: of the hits scoring at least SPAN_SCORE_RATIO of the top hit's and not in
    `kept`, the best-ranked of those whose span_cover is the highest, when that is above 0 and above the top
    hit's, and at least SPAN_SHARE of the subject's weight; None to keep the order. `covers`: the covers
    older_other read in this recall (position -> span_cover), read again from there."""
    if not SPAN_FIRST or len(texts) < 2 or _asked(question.lower()) is None:
        return None
    floor = SPAN_SCORE_RATIO * finals[0]
    close = [i for i in range(1, min(len(texts), SLOT_DEPTH)) if finals[i] >= floor and i not in kept]
    if not close:
        return None  # most recalls: no close fact below the top hit
    weights = subject_weights(question)
    least = max(SPAN_SHARE * sum(w for _, w in weights), 1e-9)
    # a text's words bound its clauses' cover (support's per-text stems, cached): most close hits stop here
    close = [i for i in close if _held(weights, _stems(texts[i])) >= least]
    if not weights or not close:
        return None
    best, at = max(least - 1e-9, _cover_at(question, texts, 0, covers) or 0.0), None
    for i in close:
        cover = _cover_at(question, texts, i, covers) or 0.0
        if cover > best:
            best, at = cover, i
    return at


# A dated note: a memory text that opens with the day it tells of ("Fri 23 Oct: parcel ...", "[SCADA] 2026-10-29 04:12
# ...", "Meeting 20 Oct with ...", "Sa 24.10. Notfall ...", "Yesterday ..."), in its first NOTE_CHARS characters.
NOTE_CHARS = 40
_NOTE_DATE = re.compile(
    r"^(?:yesterday|today|this (?:morning|afternoon|evening)|last night)\b|"
    r"\b(?:mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim)\w*\.?,?\s+\d{1,2}\b|"
    r"\b\d{1,2}\.?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|janv|févr|avr|mai|juin|juil|août|sept|okt|"
    r"déc|dez|märz)\w*\b|(?<![\d./])\d{1,2}[./][01]\d\b(?![./]\d)|\b\d{4}-\d{2}-\d{2}\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def dated_note(text: str) -> bool:
    """Whether memory text `text` opens with the day it tells of (_NOTE_DATE in its first NOTE_CHARS characters).
    Cached (recalls read the same texts); a head with no digit is read only for the words of _NOTE_DATE's first
    line."""
    head = text[:NOTE_CHARS]
    if not any(c.isdigit() for c in head):
        low = head.lower()
        if not low.startswith(("yesterday", "today", "this ", "last night")):
            return False
    return _NOTE_DATE.search(head) is not None


# A question asking the value of the moment: the latest dated note may tell it.
_ASKS_NOW = re.compile(r"\b(?:now|currently|at the moment|at present|these days|any more|anymore|still)\b")
# A question that asks no slot and asks whether a thing ever happened ("has any of our work ever been put forward for
# an award - has it, which piece, and what award?") asks an event, which a dated note may tell (lookups111).
_ASKS_EVER = re.compile(r"\bever\b")
# A word of a note that says its value holds from now on: the note may tell the fact's change.
_NOTE_NOW = re.compile(r"\b(?:now|no longer|instead|any ?more|from (?:today|tomorrow|next))\b")
# So does a phrase of change (change_phrases.CHANGE_PHRASES, the list the conflict pass and the story readers read;
# issue 18, branch recall211): "so the eggs come on the milk van until something better turns up", "... for the time
# being", "..., and a hired van carries them in its place". Off: _NOTE_NOW's words alone.
NOTE_PHRASES = True


def _note_now(low: str) -> bool:
    """Whether lower-cased note `low` says its value holds from now on (_NOTE_NOW; with NOTE_PHRASES a phrase of
    change too)."""
    return _NOTE_NOW.search(low) is not None or (NOTE_PHRASES and says_phrase(low))


# An "-ed" word that is no past: a participle after a present "be" ("what are we allowed to log?", "where are home
# matches played", "how is it sent", "before it can be merged") or an adjective after an article, a preposition or a
# possessive ("on listed walls", "the coloured stickers"); told_in_past reads every such word as the past (lookups111).
_PRESENT_PARTICIPLE = re.compile(r"\b(is|are|am|'re|be|being)((?:\s+[\w'-]+){0,3}?)\s+[a-z]+ed\b")
_ADJECTIVE_ED = re.compile(r"\b(a|an|the|on|in|of|our|your|their|his|her|my|with)\s+[a-z]+ed\b")
# lookups111: such a word does not make the asking clause of a question that asks no slot told in the past (one
# asking a slot, "Where does our flour come from and on which day is it delivered?", kept lookups103's reading: E5
# lost a changed fact's newest first, the new supplier told in a Dutch note, with it)
STANDING_PARTICIPLES = True


def _told_in_past(clause: str, participles: bool = True) -> bool:
    """timeref.told_in_past of a lower-cased asking clause, with `participles` (and STANDING_PARTICIPLES) without
    the "-ed" words that are no past (_PRESENT_PARTICIPLE, _ADJECTIVE_ED)."""
    if participles and STANDING_PARTICIPLES and "ed" in clause:
        clause = _ADJECTIVE_ED.sub(r"\1", _PRESENT_PARTICIPLE.sub(r"\1\2", clause))
    return told_in_past(clause)


@lru_cache(maxsize=4096)
def _asks_standing_value(question: str, participles: bool = False) -> bool:
    """Whether `question` asks a standing value: asked in English (subjects.asks_in_english: another language's
    time words are not read here), no time named (timeref.time_reference) nor a digit (an identifier, a day, a
    chapter), no word asking the value of the moment (_ASKS_NOW: "What time does Thalassa open and close at the
    moment?" - the latest note may tell it), and its asking clause not told in the past (timeref.told_in_past, but
    with `participles`, for a question asking no slot, an "-ed" participle after a present "be" or an adjective
    is no past: _told_in_past, lookups111).
    timeref.question_reference is time_reference cached: the recall read it first (lookups111)."""
    return (
        asks_in_english(question)
        and not any(c.isdigit() for c in question)
        and _ASKS_NOW.search(question.lower()) is None
        and question_reference(question) is None  # cached: the recall read it (standing.question_time)
        and not _told_in_past(asking_clause(question.lower()), participles)
    )


def _note_tells_value(question: str, note: str) -> bool:
    """Whether dated note `note` may tell the asked value's change: it says the value holds from now on (_NOTE_NOW:
    "so our dyes come from the Colourtex agent in Ahmedabad now") or its clause that fills the asked slot holds
    more than NOTE_SHARE of the question's subject (span_cover: "Assembly, 17 Oct: ...; adult membership 50 EUR a
    year" for "How much is adult membership a year?")."""
    if _note_now(note.lower()):
        return True
    total = sum(w for _, w in subject_weights(question))
    cover = span_cover(question, note)
    return bool(total) and cover is not None and cover > NOTE_SHARE * total


@lru_cache(maxsize=8192)
def _fills(low: str, text: str) -> bool:
    """Whether memory text `text` fills the slot lower-cased question `low` asks (support.asked_slot's test; False
    when it asks none). Cached (lookups111: the test reads the whole text, 10-30 us; a repeated recall reads the same
    question's hits again)."""
    found = _asked(low)
    return found is not None and bool(found[1](text, text.lower(), low))


def note_pick(question: str, texts: Sequence[str], kinds: Sequence[str], finals: Sequence[float]) -> int | None:
    """The position, among a recall's first SLOT_DEPTH hits, of the fact note_below moves above a top hit that is
    a dated note (dated_note: an event of one day) when `question` asks a standing value (_asks_standing_value):
    the best-ranked fact scoring at least NOTE_RATIO of the note's that fills the slot the question asks
    (support.asked_slot), or with NOTE_SLOT off for a question asking no slot the best-ranked such fact unless the
    question asks whether a thing ever happened (_ASKS_EVER); None to keep the order. "Who mends the nets?" is
    answered by the crew's fact, not by "Tue 27 Oct: a couple ... asked to photograph Salvu mending the nets"."""
    if not NOTE_BELOW or len(texts) < 2 or kinds[0] != "episode" or not dated_note(texts[0]):
        return None
    floor = NOTE_RATIO * finals[0]
    close = [i for i in range(1, min(len(texts), SLOT_DEPTH)) if finals[i] >= floor and kinds[i] == "fact"]
    if not close:
        return None
    low = question.lower()
    found = _asked(low)  # cached: slot_first asks it of the same question
    if (
        (found is None and NOTE_SLOT)
        or not _asks_standing_value(question, found is None)
        or _note_now(texts[0].lower())
    ):
        return None  # lookups111: the question's (cached) and the note's cheap tests first, the slot tests after
    if found is None:  # no slot asked (NOTE_SLOT off): the best-ranked close fact, unless an event is asked
        pick: int | None = None if _ASKS_EVER.search(low) else close[0]
    else:  # a slot test reads a whole text (10-30 us): the close facts', then the note's clauses', last
        pick = next((i for i in close if _fills(low, texts[i])), None)
    if pick is None or _note_tells_value(question, texts[0]):
        return None
    return pick


def _asks_price(question: str) -> bool:
    """Whether `question` asks an amount of money (support.asked_slot "money"): a price is what a newer dated note
    most often changes ("Mon 26 Oct, catch-up call ...: the ash frame job comes to 7.9k"), so NOTE_LIFTED does not
    read it (hashing lost three changed_fact questions, "How much is a group class?", without this)."""
    found = _asked(question.lower())
    return found is not None and found[0] == "money"


def note_below(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with the fact note_pick picks moved above the dated note at the top; `hits` itself when none. A fact
    that contradicts the note is not moved (the note may tell its change). Reads the memories of the first hits only
    when the top hit is a dated note with a close hit below it. A contradicting fact scoring NOTE_LIFTED times the
    note's score or more is moved (the note is above it only by the change readers' lift), unless a price is asked."""
    if not NOTE_BELOW or len(hits) < 2 or hits[0].memory.kind != "episode":
        return hits  # most recalls: the top hit is no episode
    head = hits[:SLOT_DEPTH]
    if all(h.final < NOTE_RATIO * head[0].final for h in head[1:]) or not dated_note(head[0].text):
        return hits
    unasked = _asked(question.lower()) is None
    if (NOTE_SLOT and unasked) or not _asks_standing_value(question, unasked):
        return hits  # lookups111: the question's cached tests before the hits' lists are made
    i = note_pick(question, [h.text for h in head], [h.memory.kind for h in head], [h.final for h in head])
    if i is None:
        return hits
    if (head[i].final < NOTE_LIFTED * head[0].final or _asks_price(question)) and (
        head[i].id in head[0].memory.conflicts_with or head[0].id in head[i].memory.conflicts_with
    ):
        return hits
    return [hits[i], *hits[:i], *hits[i + 1 :]]


def span_first(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` (a recall's, after support.label_first) with the hit span_pick picks moved to the top, the others in
    their order; `hits` itself when none. A hit that contradicts the top hit is not moved (slot_first's rule).
    Then the hit refused_pick picks goes above a top hit holding the thing the question refuses (lookups113)."""
    return refused_below(question, _span_first(question, hits))


def _span_first(question: str, hits: list[Hit]) -> list[Hit]:
    head = hits[:SLOT_DEPTH]
    if len(head) < 2 or not SPAN_FIRST:
        return hits
    floor = SPAN_SCORE_RATIO * head[0].final
    if all(h.final < floor for h in head[1:]) or _asked(question.lower()) is None or not subject_weights(question):
        return hits  # most recalls: no close hit below the top hit, or no slot asked (no memory read)
    top = head[0].memory
    finals, texts = [h.final for h in head], [h.text for h in head]
    covers: dict[int, float | None] = {}  # each hit's span_cover, read once (older_other, span_pick)
    kept = span_kept(
        [h.memory.kind for h in head],
        [h.memory.created_at.timestamp() for h in head],
        question,
        texts,
        finals,
        covers,
    )
    kept |= {i for i, h in enumerate(head) if i and (h.id in top.conflicts_with or top.id in h.memory.conflicts_with)}
    kept |= older_below_newer(head, kept)  # newest179 (support.KEEP_OLDER_BELOW)
    i = span_pick(question, texts, finals, kept, covers)
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1 :]]


# lookups113: a question that names the value it does not ask ("what's his forklift licence number, not the
# telehandler one?", "wants the licence reference for those, not the borehole one - what is it?"): of two close
# facts of one subject, the one holding the refused thing is not the answer. A clause set apart by a comma or a
# dash, "not" then an article or a possessive and the refused word (not "why not the citrus one?", which asks it).
REFUSED_FIRST = True
REFUSED_RATIO = 0.8  # the least share of the top hit's fused score the moved hit has
_REFUSED = re.compile(
    r"(?:[,;]|\s[-–—])\s+not (?:the|his|her|their|our|its|my|your|that) ([^\W\d_][\w-]*)(?:['’]s)?(?: ones?)?\b"
)


@lru_cache(maxsize=4096)
def refused_stem(question: str) -> str | None:
    """The stem (STEM_CHARS letters) of the thing English `question` says it does not ask (_REFUSED: ", not the
    telehandler one" -> "teleh"); None when it names none, or names a time ("..., not the week before?": a time
    reference, which the change readers read) or a function word."""
    low = question.lower()
    found = _REFUSED.search(low) if "not " in low else None  # the regex reads every position: 4 us a question
    if found is None:
        return None
    word = found.group(1)
    if word in _TIME_WORDS or word in FUNCTION_WORDS or word == "one":
        return None
    return word[:STEM_CHARS]


def refused_pick(question: str, texts: Sequence[str], finals: Sequence[float]) -> int | None:
    """The position, among a recall's first SLOT_DEPTH hits (`texts`, fused scores `finals`, best first), of the
    hit refused_below moves above a top hit whose words hold the refused thing (refused_stem): the best-ranked that
    scores at least REFUSED_RATIO of the top's, does not hold it and holds every other content word of the question
    the top holds (one or more: the same subject's other value); None to keep the order."""
    stem = refused_stem(question) if REFUSED_FIRST else None
    if stem is None or len(texts) < 2 or stem not in _stems(texts[0]):
        return None  # most recalls: the question refuses nothing
    floor = REFUSED_RATIO * finals[0]
    shared = _stems(texts[0]).intersection(content_stems(question)) - {stem}
    if not shared:
        return None
    for i in range(1, min(len(texts), SLOT_DEPTH)):
        if finals[i] < floor:
            return None
        mine = _stems(texts[i])
        if stem not in mine and shared <= mine:
            return i
    return None


def refused_below(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with the hit refused_pick picks moved above the top hit that holds what `question` refuses; `hits`
    itself when none (lookups113; recall, recall_many and the filtered recall read it in span_first)."""
    if len(hits) < 2 or refused_stem(question) is None:
        return hits
    head = hits[:SLOT_DEPTH]
    i = refused_pick(question, [h.text for h in head], [h.final for h in head])
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1 :]]


# lookups117: a change reader's note or newer memory put above a fact scoring far higher when it does not name the
# question's subject where it tells its value. asked_change_first reads a dated note of one day's odds and ends ("Thu
# 22 Oct: Busy one - the casting table was levelled, Hetty voiced the new Dulciana, and the scaffold hire for Pershore
# will be 820 pounds a week.") as the new rate of "What does Zebedee charge an hour for making pipes?": a value of the
# asked kind, but for another subject. named_change_kept keeps the order the reader was given when the note's every
# clause that holds a value names none of the question's subject words (subject_weights) and the fact it went above
# scores NAMED_RATIO times the note's or more. Switch NAMED_CHANGE_FIRST: off = main's order.
NAMED_CHANGE_FIRST = True
NAMED_RATIO = 1.1  # the least ratio of the fact's fused score to the lifted note's for the lift to be undone
_NAMED_HEAD = re.compile(r"^[^:]{0,40}\d[^:]{0,30}:\s")  # a note's date head ("Thu 22 Oct:", "Mon 26 Oct, notes:")
_NAMED_CLAUSES = re.compile(r"[,;:.!?]\s|\band\b|\bbut\b")
_NAMED_ASKS = re.compile(r"\b(?:how much|how many|costs?|charges?|rates?|prices?|pays?|fees?)\b")
_NAMED_VALUE = re.compile(
    r"\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety|hundred|thousand|half|monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b"
)


# A clause whose subject is a pronoun ("they", "it", "these" ...) names what the clause before it names (issue 18,
# branch newest179): "Committee night; Priya fixed the new season's memberships and they are now forty-five pounds
# each" names the memberships in the clause holding the value. Off: each clause read alone.
NAMED_PRONOUN = True
_NAMED_PRONOUN = re.compile(r"\s*(?:they|it|its|it's|their|these|those|this|that|he|she|his|her)\b")

# A clause that opens with an amount names what the clause before it names (issue 18, branch recall186): "Sat 4 Apr:
# Quiet day; the mill now sells oats only by the sack, nineteen pounds a sack, no loose kilos any more" tells the
# value in an apposition after the clause naming the oats and the mill, so the note was read as naming none of them
# where it tells its value and the change reader's order undone. With it, the teens are number words too ("nineteen"
# held no value: _NAMED_VALUE's list skipped them), and an "and" inside a number told in words ("two hundred and
# forty pounds") splits no clause. Off: each clause read alone, main's number words.
NAMED_AMOUNT = True
_NAMED_TEENS = re.compile(r"\b(?:thirteen|fourteen|sixteen|seventeen|eighteen|nineteen)s?\b")
_NUMBER_WORDS = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
                 r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)")
_NAMED_NUMBER_AND = re.compile(r"\b(hundred|thousand)\s+and\s+(?=" + _NUMBER_WORDS + r"\b)")
_NAMED_AMOUNT = re.compile(r"\s*(?:(?:a|an)\s+)?[£$€]?\s?(?:\d|" + _NUMBER_WORDS + r"\b)")


def _named_stem(word: str) -> str:
    """`word`'s crude stem for the subject test: lower case, a plural "s" off, four letters ("bins", "bin": "bin")."""
    low = word.lower()
    return (low[:-1] if len(low) > 3 and low.endswith("s") else low)[:4]


@lru_cache(maxsize=4096)
def _named_subject(question: str) -> frozenset[str]:
    """The _named_stem of each subject word of `question` (subject_weights; cached per question)."""
    return frozenset(_named_stem(stem) for stem, _ in subject_weights(question))


@lru_cache(maxsize=16384)
def _named_words(text: str) -> tuple[frozenset[str], bool]:
    """The _named_stem of each word of a memory `text` (cached per text), and whether it holds an English function
    word."""
    found = re.findall(r"[^\W\d_]+", text)
    return frozenset(map(_named_stem, found)), not FUNCTION_WORDS.isdisjoint(map(str.lower, found))


def _carry_names(parts: list[str], clauses: list[set[str]], opens: re.Pattern[str]) -> None:
    """Adds to each clause (after the first) that `opens` matches at its start the words of the clause before it (its
    value mark "" left out), in order: a clause opening with a pronoun or an amount names what the one before names."""
    for k in range(1, len(clauses)):
        if opens.match(parts[k]):
            clauses[k] |= clauses[k - 1] - {""}


def named_in_value(question: str, text: str) -> bool | None:
    """Whether a clause of `text` that holds a value (_NAMED_VALUE: a digit, a number, a weekday; the note's date
    head left out) names a subject word of `question` (subject_weights), for a question asking an amount
    (_NAMED_ASKS): True when one does; False when none does but another clause names a content word of the question
    (a note of several things: "Calum finished the sherry butts, and the lorry haulage is 85 pounds a trip"); None
    when nothing is read (no amount asked, no subject, no value told, or the note names the question nowhere: a
    paraphrase, "a 250-kilo bale is sixty-five pounds" for straw's cost, is read as the change it may be)."""
    low = question.lower()
    if not _NAMED_ASKS.search(low):
        return None
    subject = {_named_stem(stem) for stem, _ in subject_weights(question)}
    if not subject:
        return None
    body = _NAMED_HEAD.sub("", text, count=1).lower()
    if NAMED_AMOUNT:  # recall186: "two hundred and forty pounds" is one clause
        body = _NAMED_NUMBER_AND.sub(r"\1 ", body)
    parts = _NAMED_CLAUSES.split(body)
    clauses = [
        {_named_stem(w) for w in re.findall(r"[^\W\d_]+", c)} |
        ({""} if _NAMED_VALUE.search(c) or (NAMED_AMOUNT and _NAMED_TEENS.search(c)) else set())
        for c in parts
    ]
    if NAMED_AMOUNT:  # recall186: "..., nineteen pounds a sack" names what the clause before it names
        _carry_names(parts, clauses, _NAMED_AMOUNT)
    if NAMED_PRONOUN:  # newest179: "... fixed the memberships and they are now forty-five pounds each"
        _carry_names(parts, clauses, _NAMED_PRONOUN)
    valued = [c for c in clauses if "" in c]
    if not valued:
        return None
    if any(subject & c for c in valued):
        return True
    asked = {_named_stem(stem) for stem in content_stems(question)}
    if NAMED_TOPIC_ASKED and not any(subject & c for c in clauses) and any(asked & c for c in valued):
        return True  # numwords220: the subject read is none of the note's words ("Copper ingot: today's price?")
    return False if any(asked & c for c in clauses if "" not in c) else None


# A question's topic told before its asking clause (issue 18, branch numwords220): "Copper rods from the merchant:
# today's price?" - subject_weights reads the asking clause's words ("today", "price"), which no dated note names, so a
# note naming "rods" in the clause holding its new price ("... phoned and the rods have gone to ...") was read as naming
# no subject (its "copper merchant phoned" clause holds the question's words but no value) and put back below the fact.
# Where no clause of the note holds a subject word, a clause holding a value and a content word of the question names
# it. Off: main's reading.
NAMED_TOPIC_ASKED = True


def named_change_kept(question: str, before: list[Hit], after: list[Hit]) -> list[Hit]:
    """`after` (a change reader's order of `before`), or `before` when the reader put a dated note (an episode) that
    was below the top above a top fact scoring NAMED_RATIO times the note's or more, and the note names none of the
    question's subject words in a clause that holds its value (named_in_value False)."""
    if not NAMED_CHANGE_FIRST or not before or not after or after[0] is before[0]:
        return after
    note, top = after[0], before[0]
    if top.final < NAMED_RATIO * note.final or note.memory.kind != "episode" or top.memory.kind != "fact":
        return after  # the scores read first: a memory's kind may make a lazy memory's fields
    return before if named_in_value(question, note.text) is False else after


# lookups117: the conflict pass (native, newest first) puts a newer memory above the fact it reads as changed even
# when that memory names none of the question's subject words: "Who owns the widgets?" served "The watchOS app shares
# TideKit ..." (0.49) over "Noor owns TideKit and networking; Malik owns the widgets and the watch app." (1.03).
# unnamed_top_below puts the fact back first. Switch UNNAMED_TOP_FIRST: off = main's order.
UNNAMED_TOP_FIRST = True


def unnamed_top_below(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with the first of the next SLOT_DEPTH - 1 hits that is a fact scoring NAMED_RATIO times the top hit's
    or more and holds every subject word of `question` (subject_weights; _named_stem) moved above a top hit that
    holds none of them and is told in English (holds a function word); `hits` itself when none (lookups117, read
    before the change readers)."""
    if not UNNAMED_TOP_FIRST or len(hits) < 2:
        return hits
    floor = NAMED_RATIO * hits[0].final
    for h in hits[1:SLOT_DEPTH]:
        if h.final >= floor:
            break
    else:
        return hits  # most recalls: the top hit scores highest
    subject = _named_subject(question)
    top, english = _named_words(hits[0].text)
    if not subject or not subject.isdisjoint(top) or not english:
        return hits  # the top names the subject, or is told in another language ("Artık cumartesi ofis kapalı")
    for i in range(1, min(len(hits), SLOT_DEPTH)):
        h = hits[i]
        if h.final >= floor and h.memory.kind == "fact" and subject <= _named_words(h.text)[0]:
            return [h, *hits[:i], *hits[i + 1 :]]
    return hits


# lookups122: a question told after a story ("A courier wants to drop a signed contract at Ingrid's house this
# afternoon; what's the address, and are there rules about when deliveries can come?") is embedded whole, and the
# story's words draw the dated note that shares them ("Fri 23 Oct: parcel from Tromsø Skinn delivered to
# Kalfarveien ...") above the standing fact that answers the asking clause ("Ingrid Solberg's home address: ...").
# The asking clause alone is embedded and the first hits ranked by it: the best-ranked fact below an episode at the
# top that scores at least STORY_RATIO of the episode's, is told in the question's language side (an English
# function word or none, as the question) and is at least as close to the clause as the episode goes first (0.85
# moved holdout8's "what extra training does that locksmith have?" fact at 0.877, the locksmith being the story's).
# With the hashing embedder the clause's similarity is a word match; the same rule holds. Switch STORY_FIRST: off =
# main's order.
STORY_FIRST = True
STORY_RATIO = 0.88  # the least share of the top episode's fused score the moved fact has
STORY_WORDS = 3  # the fewest words of an asking clause read alone
# lookups135: a fact the top episode contradicts stays a candidate when it scores STORY_LIFTED times the episode's
# fused score or more: the episode stands above it only by the change readers' newest-first lift (the nightly backup
# that failed one night, over the backup rule the clause asks; the rehearsal note, over the hall's key), and the
# clause alone is what tells which of the two answers. float("inf"): off (main's order).
STORY_LIFTED = 1.1
# recall175: an asking clause that names its own subject, no word of it pointing back at the story ("The café in
# town wants the history of our sourdough for its menu and I have forgotten it - who taught Mira to shape the loaves?"),
# asks nothing the story tells: the story's words alone draw the dated note (the café's visit: 0.83-0.86 of the
# note's fused score under hashing for holdout38's three such questions), so its fact is a candidate from
# STORY_OWN_RATIO of the episode's score. A clause pointing back ("The van that came back with a flat tyre on the 3rd -
# how many of those do we still lease?", "... paid a deposit last week ... - how much did they send?") asks the story's
# thing, which the episode may tell: STORY_RATIO as before. STORY_OWN off: main's STORY_RATIO for every clause.
STORY_OWN = True
STORY_OWN_RATIO = 0.8
_POINTS_BACK = re.compile(
    r"\b(?:it|its|they|them|their|theirs|those|these|that|this|he|him|his|she|her|hers|there|then|one|ones|such)\b"
)
# a part before the asking clause that opens with a question word asks too ("What's planned for December - what's at
# the Christmas session ...?", "How much did we get paid for the old cows ... - what was the price?"): no story
_STORY_ASKS = re.compile(r"\W*(?:what|which|who|whom|whose|where|when|why|how)\b")


@lru_cache(maxsize=4096)
def story_clause(question: str) -> str | None:
    """The asking clause of `question` (support.asking_clause), in the question's own case, when a story is told
    before it: a question ending in "?" whose asking clause is shorter than it by more than three characters and
    holds STORY_WORDS words or more; None otherwise, for a question asking whether a thing ever happened
    (_ASKS_EVER: a dated note may tell it), one naming an identifier (_IDENTIFIER: "DL-2610-07: which colour is that
    lot?" - the memory holding it answers) and one whose first part asks too (_STORY_ASKS). Cached per question."""
    body = question.rstrip()
    if not body.endswith("?") or _IDENTIFIER.search(question):
        return None
    low = question.lower()
    cut = len(body) - len(asking_clause(low))
    clause = body[cut:].strip()
    if len(clause) >= len(body) - 3 or len(clause.split()) < STORY_WORDS or _ASKS_EVER.search(low):
        return None
    if STORY_TOPIC_LABEL and _TOPIC_LABEL.fullmatch(body[:cut].strip()):
        return None  # a topic named before a colon ("Quince jam:"), no story (newest209)
    return None if _STORY_ASKS.match(low[:cut]) else clause


# A topic named before a colon is no story (issue 18, branch newest209): "Quince jam: what does the orchard ask now?"
# names the asked thing in a heading of a few words; story_first read it as a story and moved the fact the change
# readers had put a newer note (a pack price in another language) above back to the top. A heading of at most
# STORY_TOPIC_WORDS words ending in ":" is no story. Off: any part before the asking clause is one.
STORY_TOPIC_LABEL = True
STORY_TOPIC_WORDS = 3
_TOPIC_LABEL = re.compile(r"[^\W\d_]+(?:[ '’-][^\W\d_]+){0," + str(STORY_TOPIC_WORDS - 1) + "}:")


@lru_cache(maxsize=4096)
def story_ratio(question: str) -> float:
    """The least share of the top episode's fused score a fact below it needs to be a story_candidates candidate for
    `question` (told after a story: story_clause): STORY_OWN_RATIO where the asking clause names its own subject
    (STORY_OWN: no word of it points back at the story, _POINTS_BACK), else STORY_RATIO."""
    clause = story_clause(question)
    if STORY_OWN and clause is not None and _POINTS_BACK.search(clause.lower()) is None:
        return STORY_OWN_RATIO
    return STORY_RATIO


def story_candidates(
    question: str, kinds: Sequence[str], finals: Sequence[float], texts: Sequence[str], against: Collection[int]
) -> list[int]:
    """The positions, among a recall's first hits (their kinds, fused scores and texts, best first), of the facts
    story_pick may move above an episode at the top: scoring STORY_RATIO of its score or more, not in `against`
    (the hits that contradict the top one) unless scoring STORY_LIFTED times its score or more (lifted over by a
    change reader), told in `question`'s language side (_named_words: an English function
    word or none); [] when the top hit is no episode or the question tells no story (story_clause)."""
    if not STORY_FIRST or len(kinds) < 2 or kinds[0] != "episode" or story_clause(question) is None:
        return []
    floor, lifted = story_ratio(question) * finals[0], STORY_LIFTED * finals[0]
    english = _named_words(question)[1]
    return [
        i
        for i in range(1, len(kinds))
        if kinds[i] == "fact"
        and finals[i] >= floor
        and (i not in against or finals[i] >= lifted)
        and _named_words(texts[i])[1] == english
    ]


def story_pick(candidates: Sequence[int], sims: Sequence[float]) -> int | None:
    """Of the first hits' similarities to the asking clause alone (`sims`, the top hit's first), the position of the
    best-ranked of `candidates` (story_candidates, in rank order) whose similarity is not below the top hit's; None
    to keep the order."""
    return next((i for i in candidates if sims[i] >= sims[0]), None) if len(sims) > 1 else None
