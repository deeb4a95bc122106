"""MemoryStore: the user-facing API, one facade over the store's components.

Every read and write names one scope, and a scope is a security boundary: recall asks the native core to scan
only the row selections of that scope, lookups by id check the row's scope, and deletes touch only rows of the
named scope. The facade validates arguments and delegates:

* engine.SegmentSet owns the segments (and, through its Backend, the files of a store on disk);
* writes.WritePath validates, guards and embeds every write;
* semantics.Semantics: facts, episodes, lessons, edits, dedup and conflicts;
* maintenance.Maintenance: strength, prune, consolidate; context.ContextBuilder: the injected block.

Nothing here loops over rows in Python on a hot path: batches are validated and converted column-wise, and
ranking is one native call with the GIL released.
"""

from __future__ import annotations

import builtins
import errno
import functools
import operator
import os
import re
import time
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import pyarrow as pa

from . import xl_join
from .calibration import IDENTITY, Calibration, resolve_calibration
from .compared import compared_first
from .context import Context, ContextBuilder
from .durable import CheckReport, DiskBackend, open_reader, open_writer
from .durable.backend import make_store_dirs
from .e5 import E5_MODEL
from .embedders import HASHING_VERSION, Embedder, HashingEmbedder, as_embedder, embed_checked, embed_query
from .engine import Planner, SegmentSet
from .engine import params as recall_params
from .engine.filters import compile_where
from .engine.planner import DEFAULT_GRAPH_MIN_ROWS, DEFAULT_IVF_MIN_ROWS, DEFAULT_SEAL_ROWS
from .engine.segment_set import LexicalQuery, StoreHealth
from .entries import entry_first
from .errors import DimensionMismatchError, InvalidArgumentError, InvalidTypeError
from .event_anchors import PERIOD_PEAK_MIN_DAYS, anchored_reference, dated_by, event_anchor, event_time
from .inflections import extra_words, extra_words_by_word
from .language import OFFSET_SCALE, OFFSET_SHRINK, PRIOR_ALONE, PRIOR_WEIGHT, guess, reads_elsewhere, stopwords
from .language import prior as language_prior
from .maintenance import ConsolidationReport, Maintenance, Summarize
from .month_words import other_date
from .namespaces import check_namespace, in_prefix
from .newer_price import newer_price_first
from .norms import norm_first
from .schema import HIDDEN_DELETED, Hit, Memory, check_kind, check_scope, memory_id, to_epoch, with_conflicts
from .scoring import DEFAULT_HALF_LIVES, Weights, check_unit
from .semantics import (
    _FOREIGN_SHORT,
    _PRICE_WORDS,
    _XL_CALENDAR,
    NEWER_RELEVANCE,
    XL_CHANGE_MARGIN,
    Semantics,
    _asked_subject,
    _language_side,
    asked_change_first,
    clause_first,
    clause_scorer,
    conflict_pass,
    episode_clause_gate,
    identifiers,
    reads_as_english,
    serves_newest_first,
    stems,
    story_result_over,
    xl_named_change,
    xl_named_subject,
    xl_pack_change,
    xl_units,
)
from .spans import (
    named_change_kept,
    note_below,
    span_first,
    story_candidates,
    story_clause,
    story_pick,
    unnamed_top_below,
)
from .standing import asks_standing, question_time, standing_half_lives
from .storage.files import DEFAULT_DIR_MODE, DEFAULT_FILE_MODE, check_mode, creation_modes
from .subjects import asks_in_english, other_language, without_subject
from .support import FUNCTION_WORDS, SLOT_DEPTH, asked_slot, first_stating, label_first, slot_first
from .timeref import (
    TimeReference,
    as_of,
    asks_plan_ahead,
    bare_last,
    hinted,
    named_days,
    names_a_time,
    question_reference,
    recency_offset,
    tells_plan,
    without_window,
)
from .tries import trie_alternation
from .unit_prices import PRICE_STEMS, amount_currencies
from .validate import INT32_MAX, MAX_DIM, as_matrix, check_path, finite, nonnegative_int, normalised, positive_int
from .writes import (
    DEFAULT_MAX_TEXT_CHARS,
    WritePath,
    count_tokens,
    lesson_search_text,
    plain_tool_output,
    table_columns,
)
from .xl_numbers import names_a_code, number_pick, numbers
from .xl_slots import slot_depth, states_slot, xl_asked_slot, xl_slot_pick

__all__ = ["DEFAULT_GRAPH_MIN_ROWS", "DEFAULT_IVF_MIN_ROWS", "DEFAULT_MAX_TEXT_CHARS", "DEFAULT_SEAL_ROWS",
           "MemoryStore", "count_tokens"]

_F = TypeVar("_F", bound=Callable[..., Any])
_DEFAULT_WEIGHTS = Weights()
_FLOAT32 = np.dtype(np.float32)
_NO_VECTORS = np.zeros((0, 0), np.float32)
LIST_ORDERS = ("created", "updated", "last_used", "importance")
_LIST_COLUMN = {"created": "created_at", "updated": "updated_at", "last_used": "last_used", "importance": "importance"}
LIST_MAX = 1_000_000  # the largest page list() returns
_ONE_QUERY = ("recall takes one query (a text or a 1-D vector); for many queries (a list of texts, a 2-D array) "
              "use recall_many(scope, queries)")


def _doc_from(component_method: Callable[..., Any]) -> Callable[[_F], _F]:
    """The facade method gets the docstring of the component method it delegates to (one text to maintain)."""
    def decorate(method: _F) -> _F:
        method.__doc__ = component_method.__doc__
        return method
    return decorate


@contextmanager
def _path_errors(path: Any, doing: str) -> Iterator[None]:
    """A bad path given to import_parquet/export_parquet (missing, a directory, not Parquet, not permitted) as
    InvalidArgumentError naming it; the OS or Arrow error stays attached as the cause."""
    try:
        yield
    except OSError as exc:
        if exc.errno in (errno.ENOSPC, errno.EIO, errno.EDQUOT):  # the disk failed, not the path
            raise
        raise InvalidArgumentError(f"cannot {doing} Parquet file {os.fspath(path)!r}: {exc}") from exc
    except pa.ArrowInvalid as exc:  # not a Parquet file
        raise InvalidArgumentError(f"cannot {doing} Parquet file {os.fspath(path)!r}: {exc}") from exc


# What recall reads of a text query's text alone, kept for the last QUESTIONS_KEPT question texts: agents ask the same
# questions again, and these analyses were ~30 µs of a repeated text recall (benchmarks/RESULTS.md, "textrecall30
# (session 27)"). Each is a pure function of the text (its rules are module constants), so no write can make one
# stale; what also reads the scope (its subject, subjects.other_language) is not kept. A question asked for the first
# time pays the analysis and the look-up (~0.1 µs each).
QUESTIONS_KEPT = 1024
_time_reference = functools.lru_cache(maxsize=QUESTIONS_KEPT)(question_time)  # a story's time aside
_identifiers = functools.lru_cache(maxsize=QUESTIONS_KEPT)(identifiers)
_event_anchor = functools.lru_cache(maxsize=QUESTIONS_KEPT)(event_anchor)
# An event anchor's own memory ("the week after the inspection": the inspection's) is the top hit of the store's
# recall of the event's words by meaning alone (no recency, no importance: the newest memory is no likelier the
# event), and anchors the window only when its fused score there (the similarity term alone: relevance, mixed with
# the lexical match under the query's default share) is at least ANCHOR_MIN_SCORE; below it, no window (an event
# the scope holds no memory of names no time). Probed on the tuning sets' and the anchor dev set's anchors
# (benchmarks/RESULTS.md, "temporal60 (session 29)"): the event's own memory scored 0.72-1.6 under E5 and 0.77-1.3
# under the hashing embedder, wrong top hits 0.0-0.29 (hashing) and 0.45-0.99 (E5).
ANCHOR_MIN_SCORE = 0.7
# An event named in another language than its memory ("nach der Inspektion", "l'ispezione" over "Environmental health
# inspection today: ...") shares no word with it: its lexical term is 0 and drags the fused score under the floor
# ((1 - share) * relevance; E5 0.53-0.55 for the right memory). Under a dense embedder the meaning alone (the hit's
# relevance) then anchors the window when it reaches ANCHOR_MIN_SCORE and leads the scope's next hit by at least
# ANCHOR_MIN_MARGIN: an event the scope holds no memory of found neighbours as close as each other (anchor dev set,
# E5: the wrong top hits' relevance 0.61-0.69, 0.01-0.17 above the next one; the right ones 0.76 and 0.79, 0.20 and
# 0.30 above it). Never under the hashing embedder, whose relevance is a word match (anchors67, benchmarks/RESULTS.md).
ANCHOR_MIN_MARGIN = 0.15
_ANCHOR_WEIGHTS = Weights(similarity=1.0, recency=0.0, importance=0.0)
# temporal156: the event's own memory is no answer to a question its anchor dates ("What did we buy the week after
# the storm power cut?": the power cut's memory tells the anchor, not what followed it), yet it names the scene the
# question asks about ("the kitchen", "the van") and sits a few days from the window's peak, so it led 20 of the 51
# hashing anchor misses of the tuning sets. EVENT_NOTE_LAST moves it below every other hit of such a recall
# (_event_note_last); False: main's order.
EVENT_NOTE_LAST = True
# temporal156: a memory that dates itself by the same event ("Sat 10 Oct: The week after the flood Ko Thet Paing
# ...": event_anchors.dated_by) tells what followed it, not the event, yet it names the event's words as the event's
# own memory does and was the anchor recall's top hit: the window was then placed a week after the answer. With
# EVENT_NOT_DATED such a top hit yields to the next one (held to the same floor); False: main's choice.
EVENT_NOT_DATED = True
# temporal156: a memory of what followed the event names its words as well as the event's own memory does ("Mon 12
# Oct: Bernat rebuilt the smashed fence ..., a week on from the boar drive" 1.01, "Mon 5 Oct: The hunters held a boar
# drive ..." 0.97, hashing); of the anchor recall's hits scoring at least ANCHOR_MIN_SCORE and within EVENT_MARGIN of
# the top one, EVENT_EARLIEST takes the earliest for an "after" or "since" anchor and the latest for a "before" one
# (the event precedes what followed it); False: the top hit (main).
EVENT_EARLIEST = True
EVENT_MARGIN = 0.1
# temporal171: an event is a happening, told by an episode; a standing fact ("Our boiler's warranty covers a yearly
# inspection", "The first-aid post is run by the lifeboat crew") names the event's words as well as its own memory does
# and, written months or years before, put the window there (days_back 396-876 on the tuning sets: no answer in
# it). With EVENT_EPISODE the recall of a span anchor's event ("the day / week / month after X": Anchor.period)
# whose top hit is no episode takes its first episode that passes the same floor (ANCHOR_MIN_SCORE) and is not dated
# by the event instead, and with an episode first _first_event's earliest close match is an episode too; a scope
# holding no episode (every memory the default kind "fact") keeps main's choice. A bare relation keeps main's
# choice: it is read in phrases that name no event as well ("shut after the market", "since my sister moved",
# where an episode's window cost a paraphrase question its rank under E5). False: main's choice.
EVENT_EPISODE = True
# temporal171: a memory that dates itself by the event ("The week after the flood we pumped ...":
# event_anchors.dated_by) answers "What did the bakery do the week after the flood?", yet the question was matched
# without the anchor's words (Anchor.rest) and a standing fact naming its other words ("The bakery's cellar holds
# ...", recency 0 in the window) led it. Where the anchor recall found such a memory among its hits
# and the event's own memory goes last anyway (moves_event_last: a week's or a month's span), ANCHOR_WORDS_KEPT
# matches the whole question, so that memory keeps the words it shares with the anchor; with no memory dated by the
# event, the event's words would only lift the standing facts naming them ("Our licence number for the inspections
# is ..."): Anchor.rest as before. False: main's Anchor.rest.
ANCHOR_WORDS_KEPT = True
EVENT_REACH = 2.0  # a close match counts when within this many of the anchor's windows of the top hit (_first_event)
_BARE_DAYS = 14.0  # the window of a "since" anchor here: a bare relation's (event_anchors._BARE)
_DAY = 86400.0
_asks_in_english = asks_in_english  # kept by subjects itself (one cache, not a cache of a cache)


def _first_event(hits: builtins.list[Hit], anchor: Any) -> Memory:
    """The event's memory among an anchor recall's `hits` (the first of them already passed the floor): of the hits
    at least ANCHOR_MIN_SCORE and within EVENT_MARGIN of the first, and not dated by the event (EVENT_NOT_DATED), the
    earliest by event_time for an "after" / "since" `anchor`, the latest for a "before" one (EVENT_EARLIEST); with
    EVENT_EPISODE, a span anchor and an episode first, only episodes (a standing fact is no event)."""
    top = hits[0]
    close = [top.memory] + [hit.memory for hit in hits[1:] if hit.final >= ANCHOR_MIN_SCORE
                            and hit.final >= top.final - EVENT_MARGIN
                            and not (EVENT_NOT_DATED and dated_by(hit.memory.text, anchor))
                            and not (EVENT_EPISODE and anchor.period is not None and top.memory.kind == "episode"
                                     and hit.memory.kind != "episode")]
    when = {memory.id: event_time(memory.text, memory.created_at.timestamp()) for memory in close}
    # only a match the top one could follow (or precede) within the anchor's window, twice over: the top hit is
    # then what the window dates; a standing fact written years before ("Our Spice Council registration is ...")
    # is no event
    reach = EVENT_REACH * _DAY * (anchor.end_days - anchor.start_days if anchor.end_days is not None else _BARE_DAYS)
    near = [memory for memory in close if abs(when[memory.id] - when[top.memory.id]) <= reach]
    pick = max if anchor.relation == "before" else min
    return pick(near, key=lambda memory: when[memory.id])


def _episodes_first(hits: builtins.list[Hit], anchor: Any) -> builtins.list[Hit]:
    """An anchor recall's `hits` (the first passed the floor and is no episode) with its first episode that passes
    ANCHOR_MIN_SCORE and is not dated by `anchor`'s event (EVENT_NOT_DATED) moved first (EVENT_EPISODE); `hits`
    itself when none does."""
    at = next((i for i, hit in enumerate(hits) if hit.memory.kind == "episode" and hit.final >= ANCHOR_MIN_SCORE
               and not (EVENT_NOT_DATED and dated_by(hit.memory.text, anchor))), None)
    return hits if at is None else [hits[at], *hits[:at], *hits[at + 1:]]


def moves_event_last(question: str) -> bool:
    """Whether EVENT_NOTE_LAST is on and `question`'s anchor spans a period of PERIOD_PEAK_MIN_DAYS or more ("the
    week after the storm"): the anchors whose event's memory goes last (a bare "after X" may ask what X taught)."""
    if not EVENT_NOTE_LAST:
        return False
    anchor = _event_anchor(question)
    return anchor is not None and anchor.period is not None and anchor.period >= PERIOD_PEAK_MIN_DAYS


def _event_last(hits: builtins.list[Hit], event_id: str | None, question: Any) -> builtins.list[Hit]:
    """`hits` of a text `question` whose anchor's event memory is `event_id` (None: no anchored window), that
    memory moved last when moves_event_last(question); recall, its filtered path and recall_many each call it last
    (the batch recall: batch.jobs._event_last_columns)."""
    if event_id is None or not isinstance(question, str) or not moves_event_last(question):
        return hits
    return _event_note_last(hits, event_id)


def _event_note_last(hits: builtins.list[Hit], event_id: str) -> builtins.list[Hit]:
    """`hits` with the anchor's event memory `event_id` moved last (EVENT_NOTE_LAST); the order of the others
    kept. `hits` itself when the event's memory is not among them or is already last."""
    at = next((i for i, hit in enumerate(hits) if hit.id == event_id), None)
    if at is None or at == len(hits) - 1:
        return hits
    return hits[:at] + hits[at + 1:] + [hits[at]]


@functools.lru_cache(maxsize=QUESTIONS_KEPT)
def _asks_standing(text: str) -> bool:
    """standing.asks_standing of a text query under its own time hint (recall's `time_hints`)."""
    return asks_standing(text, _time_reference(text))


def _check_text(value: Any, name: str) -> None:
    if not isinstance(value, str):
        raise InvalidTypeError(f"{name} must be a string, got {type(value).__name__}")


def _default_hybrid(text: str, lexical_embedder: bool = False) -> float:
    """The lexical share of a text query under recall's default (hybrid=None): LEXICAL_EMBEDDER_HYBRID in a store
    whose embedder is the hashing embedder (`lexical_embedder`: its similarity is a word match already), else
    IDENTIFIER_HYBRID when it names an identifier (semantics.identifiers), DEFAULT_HYBRID otherwise."""
    if lexical_embedder:
        return recall_params.LEXICAL_EMBEDDER_HYBRID
    return recall_params.IDENTIFIER_HYBRID if _identifiers(text) else recall_params.DEFAULT_HYBRID


def _language_share(share: float, foreign: bool) -> float:
    """The default lexical share `share` of a text query (query_rule's), or OTHER_LANGUAGE_HYBRID when the share is
    DEFAULT_HYBRID (no identifier named) and the text is in another language than its scope's memories under a dense
    embedder (`foreign`: MemoryStore._in_other_language): its words meet theirs only in names and look-alike words."""
    return recall_params.OTHER_LANGUAGE_HYBRID if foreign and share == recall_params.DEFAULT_HYBRID else share


_LEXICAL_WORD = re.compile(r"[^\W_]{2,}")
# a question word opening the text, a sentence, or a clause joined by ", and" / ", or" / ", but" (after a bare comma
# it is a relative pronoun: "her boy, who does not eat")
_QUESTION_WORDS = re.compile(r"(^|[.?!;:]\s*|,\s*(?:and|or|but)\s+)"
                             r"(?:who|whom|whose|what|which|when|where|why|how)(?![\w-])", re.IGNORECASE)
# what _QUESTION_WORDS.sub keeps of a match (its group 1, "" when empty, as the template r"\1" gives), without the
# template's Python expansion per call (re._subx, its filter and expand_template: ~1.3 µs of each text recall)
_OPENING = operator.methodcaller("group", 1)


# any English function word (support.FUNCTION_WORDS) standing as a word of its own: not inside a hyphenated
# identifier ("out-of-England") nor a clitic after an apostrophe ("don't"); the lookahead makes the match the whole
# word, so the trie matches where the flat alternation did (tests/test_hybrid.py checks the two agree); the flat
# alternation of the 128 words cost ~3x the trie in lexical_text (benchmarks/RESULTS.md "plan29 (session 26)")
_FUNCTION_WORD = re.compile(r"(?<![\w'\u2018\u2019-])(?:" + trie_alternation(FUNCTION_WORDS) + r")(?![\w-])",
                            re.IGNORECASE)
# the same over an ASCII text lower-cased (lower() keeps an ASCII text's length and its word characters), compared
# case by case: ~2.3x faster than re's case-insensitive compares (_without_function_words)
_FUNCTION_WORD_LOWER = re.compile(_FUNCTION_WORD.pattern)


# ELSEWHERE_FUNCTION_WORDS (branch lookups181, issue 18): a hashing store's lexical side also cuts every language's
# function words (language.stopwords: "il", "per", "che", "der", "und", "les", ...) from a question that reads as
# another language than English (language.reads_elsewhere), as it cuts English's from an English one: in a small
# scope "un" or "per" weighed like a content word and brought the notes sharing it up. Hashing, the 39 tunable sets:
# rank 1 +12 / -5, rank 5 +3 / -4, newest first -1 (lookups: holdout14 +2 / -1); E5 never reads it. The losses: a
# function word was the answer's one link beside a name every note holds ("de" in "pico de gallo" for "¿Cuál es la
# comida favorita de Rafael?"), so the notes holding the name alone reached the cap and recency chose. Off: a newest-
# first loss (holdout14) against a goal not met (benchmarks/RESULTS.md "lookups181").
ELSEWHERE_FUNCTION_WORDS = False


@functools.lru_cache(maxsize=1)
def _elsewhere_function_word() -> re.Pattern[str]:
    """Any word of language.stopwords() (every language's function words) standing as a word of its own, as
    _FUNCTION_WORD reads English's, in any case."""
    return re.compile(r"(?<![\w'\u2018\u2019-])(?:" + trie_alternation(stopwords()) + r")(?![\w-])", re.IGNORECASE)


def _without_function_words(text: str) -> str:
    """``_FUNCTION_WORD.sub("", text)``: an ASCII text's matches found in its lower-cased copy, at the same places."""
    if not text.isascii():
        return _FUNCTION_WORD.sub("", text)
    kept, at = [], 0
    for match in _FUNCTION_WORD_LOWER.finditer(text.lower()):
        kept.append(text[at:match.start()])
        at = match.end()
    if not at:
        return text
    kept.append(text[at:])
    return "".join(kept)


def lexical_text(text: str, content_only: bool = False) -> str:
    """What hybrid recall's lexical side (BM25) reads of a text query: the text without the English question words
    that open it, a sentence or a clause joined by ", and" ("Who plays Borin?" -> " plays Borin?"; "..., and where
    is it kept?"). A
    memory is a statement: it holds "who" or "which" only in a relative clause ("a wizard who studies runes,
    played by Dev"), so a question word matched nothing the question asks, yet, being rare in statements, it
    weighed as much as a name in BM25 and in the term's divisor ("Who plays Borin?" ranked Yara's "... who
    studies ..., played by Dev" above "Borin Ashhand ..., played by Marcus"). A question word inside a clause
    ("her little boy, who does ...") is a relative pronoun and stays, as does a text that would be left with no
    word. The phrase of a window back in time ("last week", "three weeks ago") goes too (timeref.without_window).
    The dense side reads the question as asked. recall, recall_many and the batch recall alike
    (benchmarks/RESULTS.md, "Recall quality, fifth pass").
    With `content_only` (a store whose embedder is the hashing embedder: lexical_embedder) every English function
    word goes too (support.FUNCTION_WORDS: "my", "is", "the", "do", "have", "before", ...), unless no word would be
    left. In a scope of a few dozen memories BM25's idf does not make "the" or "for" light enough: a long,
    conversational question's function words filled the term's divisor and the memories holding them outscored
    the one holding its rare content word ("What are the rules for bringing asbestos?" ranked "Fridges ... in the
    bay 3 cage; they are collected ..." above "Asbestos is only accepted ..."). Under a dense embedder the
    lexical share is smaller and the dense side reads the content; there the same cut lost more cases than it won
    (benchmarks/RESULTS.md, "Recall quality, eighth pass")."""
    out = _QUESTION_WORDS.sub(_OPENING, without_window(text).lstrip())  # its window's words: timeref
    if content_only:
        content = _without_function_words(out)
        if ELSEWHERE_FUNCTION_WORDS and reads_elsewhere(text):
            content = _elsewhere_function_word().sub("", content)
        if _LEXICAL_WORD.search(content):
            out = content
    return out if _LEXICAL_WORD.search(out) else text


def lexical_query(text: str, content_only: bool = False) -> LexicalQuery:
    """What hybrid recall's lexical side scores of a text query: lexical_text, and under INFLECTED_FORMS, in a store
    whose embedder is the hashing embedder (`content_only`) and for a question not read as another language's, the
    other regular English forms of its words (inflections.extra_words: "meetings" -> "meet", "classes" -> "class",
    "chase" -> "chased") at INFLECTED_FORM_WEIGHT: ((lexical_text, 1.0), (forms, INFLECTED_FORM_WEIGHT)); under
    FORM_SOURCES each word's forms apart, naming the word: ((lexical_text, 1.0), (forms, INFLECTED_FORM_WEIGHT, word),
    ...)."""
    out = _lexical_text(text, content_only)
    if INFLECTED_FORMS and content_only and not reads_elsewhere(text):
        if FORM_SOURCES:
            by_word = extra_words_by_word(out, FUNCTION_WORDS)
            if by_word:
                return ((out, 1.0), *((forms, INFLECTED_FORM_WEIGHT, word) for word, forms in by_word))
            return out
        extra = extra_words(out, FUNCTION_WORDS)
        if extra:
            return ((out, 1.0), (extra, INFLECTED_FORM_WEIGHT))
    return out


# INFLECTED_FORMS (branches lookups159, lookups164; issue 18): a hashing store's lexical side also reads the other
# regular English forms of an English question's words, whose lexical tokens the question's own forms do not give
# (the native stem cuts one ending: "meetings" is "meetin", "meeting" is "meet"), each form's token weighing
# INFLECTED_FORM_WEIGHT of a written word's in BM25 (its term and its share of the divisor). Not under a dense
# embedder (E5 +3 / -8 rank 1 over v2 .. holdout27 when it read them too). At weight 1 (lookups159, off): hashing
# rank 1 +66 / -24 over 36 sets, a form weighing as much as the asked word, so a note holding only a form
# ("glazing", "morning", "served") passed the one holding the word itself and holdout14's lookups fell under 0.8. At
# 0.5 (lookups164): hashing rank 1 +51 / -13 over the 37 tunable sets, lookups +9 (holdout18 0.783 -> 0.833,
# holdout14 kept at 0.800), E5 unchanged; 0.3 +41 / -10, 0.4 +46 / -11 (benchmarks/RESULTS.md "lookups164").
INFLECTED_FORMS = True
INFLECTED_FORM_WEIGHT = 0.5

# FORM_SOURCES (branch lookups181, issue 18): each form is read with the word it is a form of, so that BM25's divisor
# counts a form by whether the scope holds that word (cpp/engram/query/hybrid.hpp, form_source_shares:
# kFormShareSourceHeld of its w idf when a note writes the word, kFormShareSourceMissing when none does: the form
# then stands in for the missing word, so that the notes holding only the question's other words do not reach the
# cap on them alone - lookups170's four losses). Off: every form at kLightShareShared (0.25; lookups170). Hashing,
# the 39 tunable sets: at the shipped (0.25, 0.75) rank 1 +3 / -2 (lookups +1 / -1), at lookups170's proposal (0, 1)
# +4 / -5: a form whose word no note writes, held by a note that is not the answer ("morning" for "mornings"), cuts
# the answer as it did at shared 1; and a written word's forms out of the divisor (0) let a note holding a form
# reach the cap. Left off: within noise (benchmarks/RESULTS.md "lookups181").
FORM_SOURCES = False


@functools.lru_cache(maxsize=QUESTIONS_KEPT)
def _lexical_text(text: str, content_only: bool) -> str:
    """lexical_text, kept for the last QUESTIONS_KEPT question texts (what recall's lexical side reads of them)."""
    return lexical_text(text, content_only)


@functools.lru_cache(maxsize=QUESTIONS_KEPT)
def _lexical_read(text: str, content_only: bool) -> LexicalQuery:
    """lexical_query, kept for the last QUESTIONS_KEPT question texts."""
    return lexical_query(text, content_only)


def _call_params(prototype: Any, when: float, keep_pool: bool, offset: float) -> Any:
    """The RecallParams of one recall() for the steps that read one in Python (a filtered recall, the conflict pass
    finished in Python): `prototype` (recall_params.prototype_of) copied with the call's time `when`, `keep_pool`
    and recency offset, as RecallPlan.recall copies it natively."""
    params = prototype.with_call(when, keep_pool)
    params.recency_offset = offset
    return params


# wide_pool (branch wide101, issue 18): a value changed before (the top hit, a fact, replaced an older version) whose
# newest note ranks just under the k hits asked for (another language than the question, the value told in passing in
# a long note: benchmarks/RESULTS.md "wide101") is read from the newer facts and episodes among the next WIDE_EXTRA
# hits of the same recall too, so that asked_change_first can put it before the fact. Off: the k hits alone (main
# before the branch, which benchmarks compare against). Off (branch wide109): with _worth_reading's cut the read
# costs 1.9 % of a hashing text recall and 1.5 % of an E5 one by a load-robust measure, 2.9-3.6 % by whole-pass sums
# (budget 2 %), for +3 / -0 and +2 / -0 rank 1 over the tunable sets (benchmarks/RESULTS.md "wide109"). The one native
# wider call per open gate is about half of it. On (lead, session 36): the load-robust measure is within the budget
# and the gains hold on main with newest107 merged (holdout21 / holdout28 hashing: "Lead, session 36").
WIDE_POOL = True
WIDE_EXTRA = 5


def _changed_fact(hits: builtins.list[Hit]) -> Hit | None:
    """The top hit of `hits` when it is a fact that replaced an older version of itself (``supersedes``: a value
    changed once already; no newer value was put before it), else None."""
    top = hits[0].memory if hits else None
    return hits[0] if top is not None and top.kind == "fact" and top.supersedes else None


# wide109 (issue 18): the extra hits asked_change_first can move, read alone. It pairs a newer hit with the first fact
# only when the hit is an episode, or is told in the other language than the fact (xl_asked_change, xl_anchored_change:
# its `other` hits); and without a clause scorer (a dense store's) only when the hit reaches the relevance share
# (NEWER_RELEVANCE of the fact's) or is in the other language. Every other extra hit is dropped before _changes_first
# reads it, so the read makes the same pairs (the open gate's cost: benchmarks/RESULTS.md "wide109"). Off: every extra
# newer fact and episode is read (branch wide101).
WIDE_READ_FILTER = True


def _worth_reading(fact: Hit, hit: Hit, dense: bool) -> bool:
    """Whether asked_change_first may pair wide_pool's extra `hit` with `fact` (the top hit, the older side): `hit`
    reads in the other language than the fact (_language_side, cached per text; a superset of asked_change_first's
    `other` hits), or it is an episode and, in a `dense` store (no clause scorer), reaches the fact's relevance
    share."""
    side = _language_side(fact.memory.text)
    if side != 0 and _language_side(hit.memory.text) == -side:
        return True
    return hit.memory.kind == "episode" and (not dense or hit.relevance >= NEWER_RELEVANCE * fact.relevance)


# wide_standing (issue 18, branch newest116): a price asked whose first fact hit never changed before (no
# ``supersedes``: wide_pool's gate stays shut) or ranks under one episode, and whose newest note ranks under the k hits
# (11th to 24th: a long note whose pack, bale or monthly price names the thing once, "since the merchant switched to
# big bales, a 250-kilo bale is sixty-five pounds"; benchmarks/RESULTS.md "newest116"). The facts and episodes newer
# than that fact among the next WIDE_STANDING_EXTRA hits of the same recall, in its language, that state an amount in
# one of its currencies are read with the hits down to the fact by _changes_first; one it puts first goes first. Off:
# main.
WIDE_STANDING = True
WIDE_STANDING_EXTRA = 15


def _standing_fact(question: str, hits: builtins.list[Hit]) -> int | None:
    """The index of the fact wide_standing reads (WIDE_STANDING): for a price asked (support.asked_slot "money"), the
    top hit when it is a fact that replaced no older version of itself (wide_pool reads one that did), or the second
    when the top is an episode; only when the other of the two top hits is an episode newer than the fact that states
    an amount in one of the fact's currencies (unit_prices.amount_currencies, cached per text): the value was told
    anew once already, as wide_pool's ``supersedes``. None otherwise (most recalls: the gate is a look at the two top
    hits' kinds first)."""
    if not WIDE_STANDING or len(hits) < 2:
        return None
    top = hits[0].memory
    i = 0 if top.kind == "fact" else 1 if top.kind == "episode" and hits[1].memory.kind == "fact" else None
    if i is None or hits[i].memory.supersedes:
        return None
    told = hits[1 - i].memory  # the other of the two: the value's first change, told in a note
    if told.kind != "episode" or told.created_at <= hits[i].memory.created_at or \
            not (amount_currencies(told.text) & amount_currencies(hits[i].memory.text) or
                 _named_units(question, told.text, hits[i].memory.text)):  # newest121
        return None
    return i if _money_asked(question) else None  # last: the cheaper kind and date looks first


# wide_subject (issue 18, branch newest138): wide_standing's gate reads the two top hits only, so a price whose first
# fact and first change sit lower, under unrelated facts or episodes ("What does Peire charge to mill our chestnut
# flour?": the fact 1st, another fact 2nd, "Peire's milling went up to EUR 1.50 a kilo" 3rd, the newest Occitan note
# 21st under E5), never had its newer notes read. With it on, when wide_pool's and wide_standing's gates stay shut, the
# first fact among the k hits and an episode among them newer than it that names a subject the question names
# (semantics.xl_named_subject, read on the episode) and states an amount in one of the fact's currencies or units open
# the same read (_standing_pool down to that fact). Off: main.
WIDE_SUBJECT = True
# the fact wide_subject reads: the first fact among the hits that states an amount in a currency or unit (branch
# newest140: under E5 holdout32's "Rêber's mobile ... is 0532 418 66 05" ranks above the molasses's price fact); off:
# the first fact (newest138)
SUBJECT_AMOUNT_FACT = True
# what wide_subject's read serves (branch newest140): a newer hit the read puts above the fact, not only one it puts
# first (holdout32's molasses under E5: the pack note goes 3rd, above the ₺200 note and the fact, under two episodes
# of the batch that _changes_first keeps on top); off: only one put first (wide_standing's rule)
SUBJECT_ABOVE_FACT = True


def _subject_fact(question: str, hits: builtins.list[Hit]) -> int | None:
    """The index of the fact wide_subject reads (WIDE_SUBJECT): the first fact among `hits` (SUBJECT_AMOUNT_FACT: the
    first that states an amount) when an episode among them, newer than it, names a subject the question names
    (xl_named_subject on the episode's text) and tells an amount in one of the fact's currencies
    (unit_prices.amount_currencies) or units (semantics.xl_units) and names the fact's own subject
    (_tells_fact_subject): the value was told anew once already, as wide_standing's told episode; only for a price
    asked (support.asked_slot "money", read first). None otherwise, and with WIDE_STANDING off."""
    # asked_slot first: cached per question, and slot_first reads it later in every recall (_asked_first), so it
    # costs a lookup here; 8 in 10 recalls that reach the gate ask no price and stop at it
    if not (WIDE_SUBJECT and WIDE_STANDING) or len(hits) < 2 or not _money_asked(question):
        return None
    facts = [n for n, h in enumerate(hits) if h.memory.kind == "fact"]
    # the first fact that states an amount (a phone number's fact above it is no price); none: no episode can match
    i = next((n for n in facts if amount_currencies(hits[n].memory.text) or xl_units(hits[n].memory.text)),
             None) if SUBJECT_AMOUNT_FACT else facts[0] if facts else None
    if i is None:
        return None
    fact = hits[i].memory
    told = [h.memory.text for h in hits if h.memory.kind == "episode" and h.memory.created_at > fact.created_at]
    if not told:
        return None
    money, units = amount_currencies(fact.text), None  # the units, xl_units's costlier parse, only when read
    for text in told:  # the subject first: a word look (a third of the episodes pass it)
        if not xl_named_subject(question, text):
            continue
        if not amount_currencies(text) & money:
            if units is None:
                units = xl_units(fact.text)
            if not xl_units(text) & units:
                continue
        if _tells_fact_subject(fact.text, text):
            return i
    return None


# the told episode names the fact's own subject (branch newest140): a word of the fact other than a number, a unit, a
# currency, a price word or a day or month ("Evander put his reed up to 4.20 pounds a bundle" after "Water reed from
# Evander costs 3.80 pounds a bundle"; "Doşav went up to ₺200 a kilo" after "Kîloyek doşav ... 180 lîre ye"), so
# that a price asked of one thing does not open the read on another's fact ("The entry fee for the Pikes Round is
# £12" for the portaloo firm's deposit: the gate opened 87 times on 3,072 recalls of holdout26-33 and served once).
# Off: any episode the question's subject and the fact's currency open it on (newest138).
SUBJECT_SHARED_WORD = True


def _tells_fact_subject(fact: str, text: str) -> bool:
    """Whether episode `text` shares a stem (semantics.stems) with `fact` that is no number, no unit or currency word
    nor price word (unit_prices.PRICE_STEMS) and no day or month. SUBJECT_SHARED_WORD off: True."""
    if not SUBJECT_SHARED_WORD:
        return True
    return any(not any(c.isdigit() for c in w) and w not in PRICE_STEMS and w[:3] not in _XL_CALENDAR
               for w in stems(fact) & stems(text))


def _standing_read(question: str, hits: builtins.list[Hit]) -> tuple[int, bool] | None:
    """(the index of the fact wide_standing's read goes down to, whether an extra hit put above it is served:
    SUBJECT_ABOVE_FACT for wide_subject's) by _standing_fact, else by _subject_fact; None when neither opens."""
    at = _standing_fact(question, hits)
    if at is not None:
        return at, False
    at = _subject_fact(question, hits)
    return None if at is None else (at, SUBJECT_ABOVE_FACT)


def _states_fact_money(fact: str, text: str) -> bool:
    """Whether `text`, not in the other language than `fact` (_language_side), states an amount in a currency `fact`
    states one in (unit_prices.amount_currencies, cached per text). A note in the other language is not read: under
    E5 the Kannada note "... ಸಾವಿತ್ರಮ್ಮ ಈಗ ... ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ...; ನಾಗವೇಣಿ ಶುಕ್ರವಾರ ರಜೆ" (the silk's new price and
    Nagaveni's day off) was paired with "Nagaveni is paid 450 rupees a day for winding bobbins" (xl_anchored_change),
    a false pair, and no such note was served (benchmarks/RESULTS.md "newest116")."""
    side = _language_side(fact)
    if side != 0 and _language_side(text) == -side:
        return False
    return bool(amount_currencies(text) & amount_currencies(fact))


# wide_named (issue 18, branch newest121): the other-language note that tells a fact's value anew in a clause naming
# the fact's subject in its own script (semantics.xl_named_change: "... ಸಾವಿತ್ರಮ್ಮ ಈಗ ... ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ..." after
# "Savithramma dyes our silk for 380 rupees a kilo") ranks 12th to 24th under a hashing recall (it shares no word with
# the question): wide_standing reads it among its extra hits, and wide_pool reads it down to WIDE_NAMED_EXTRA extra
# hits (its other extra hits: WIDE_EXTRA, as before). Off: main's wide reads.
WIDE_NAMED = True
WIDE_NAMED_EXTRA = 15


def _named_units(question: str, told: str, fact: str) -> bool:
    """Whether `told` and `fact` state a number in one unit (semantics.xl_units: a currency unit_prices does not
    read, "11 BYN", "420 denars") and `fact` names a subject the question names too (semantics.xl_named_subject)
    when WIDE_NAMED is on: wide_standing's gate for the extra hits _named_extra reads."""
    return WIDE_NAMED and bool(xl_units(told) & xl_units(fact)) and xl_named_subject(question, fact)


def _named_subject(question: str, slot: str | None, fact: Hit) -> bool:
    """Whether wide_pool reads WIDE_NAMED_EXTRA extra hits for `fact` (WIDE_NAMED): a price asked (`slot`:
    support.asked_slot's), `fact` reads as one language (_language_side) and names a subject the question names too
    that another script may spell (semantics.xl_named_subject)."""
    return WIDE_NAMED and slot == "money" and _language_side(fact.memory.text) != 0 and \
        xl_named_subject(question, fact.memory.text)


def _named_extra(question: str, fact: Hit, hit: Hit) -> bool:
    """Whether asked_change_first reads a change of `fact` in the extra hit `hit` by xl_named_change (WIDE_NAMED):
    `hit` is in the other language than `fact` (_language_side, its `other` hits) and names the fact's subject in the
    clause that holds its new value."""
    side = _language_side(fact.memory.text)
    return WIDE_NAMED and side != 0 and _language_side(hit.memory.text) == -side and \
        xl_named_change(question, hit.memory.text, fact.memory.text, hit.memory.kind == "episode")


# wide_pack (issue 18, branch newest132): an extra hit in the other language than the fact that prices a pack per the
# fact's unit (semantics.xl_pack_change: "आता तीस किलोचा डबा एक हजार पाचशे रुपयांना देतो", 1500 rupees a thirty-kilo
# tin, after "We sell jaggery wholesale at 42 rupees a kilo") is read by wide_pool and wide_standing, as a note naming
# the fact's subject is (_named_extra); _states_fact_money reads no note in the other language (newest116's false
# pair), and a pack price's amount is not the fact's. Off: semantics.XL_PACK_PRICES.
def _pack_extra(fact: Hit, hit: Hit) -> bool:
    """Whether the extra hit `hit`, in the other language than `fact` (_language_side), prices a pack per the unit
    `fact` prices at another, near price (semantics.xl_pack_change, with a word of now when `hit` is an episode)."""
    side = _language_side(fact.memory.text)
    return side != 0 and _language_side(hit.memory.text) == -side and \
        xl_pack_change(hit.memory.text, fact.memory.text, hit.memory.kind == "episode")


def _named_told(question: str, hits: builtins.list[Hit], told: Hit) -> builtins.list[Hit]:
    """`hits` (wide_standing's, an extra hit put first) with the top hit and `told` (the fact's first change, an
    episode under the fact: _standing_fact) marked as conflicting (``conflicts_with``) when the top, newer, tells the
    change anew in the other language by xl_named_change (WIDE_NAMED), so that slot_first does not move `told` back
    above it (as _xl_episodes_above pairs an episode above the fact); else `hits`."""
    top = hits[0]
    if not WIDE_NAMED or top.id == told.id or top.memory.created_at <= told.memory.created_at or \
            not _named_extra(question, told, top):
        return hits
    marks = {top.id: told.id, told.id: top.id}
    return [with_conflicts(h, tuple(sorted({*h.memory.conflicts_with, marks[h.id]}))) if h.id in marks else h
            for h in hits]


# wide_first (issue 18, branch newest144): a price asked whose first fact hit (the top hit, or the second under one
# episode) neither replaced an older version (wide_pool's ``supersedes``) nor has its first change told in the episode
# beside it (wide_standing's gate), though another fact or episode among the first hits states a price in its currency
# at another time (the price was told twice: "The choir's subscription went up to 36 pounds a year at the AGM." above
# "The choir's subscription is 30 pounds a year.", or the first change third), and whose newest note ranks under the k
# hits: a long dated note that tells the price in passing shares few of the question's words ("the treasurer says subs
# are three pounds fifty a month now by standing order"), so neither wide read starts. The episodes newer than the fact
# among the next WIDE_FIRST_EXTRA hits of the same recall that asked_change_first may pair with it (_worth_reading) and
# state a price in its currency or tell it in the other language (as wide_standing's extra hits) are read with the
# hits down to the fact by _changes_first; one it puts first goes first. Off: main (hashing +3 / -0 rank 1, E5 +0 / -0
# over the 34 tunable sets; +1.0 % of a hashing text recall: benchmarks/RESULTS.md "newest144").
WIDE_FIRST = True
WIDE_FIRST_EXTRA = 15
WIDE_FIRST_SEEN = 5
WIDE_FIRST_SHARED = 1


@functools.lru_cache(maxsize=4096)
def _money_asked(question: str) -> bool:
    """Whether `question` asks a price (support.asked_slot "money"), kept per question text: the one test of the
    gates of wide_standing, wide_subject and wide_first."""
    return asked_slot(question) == "money"


def _first_fact_unread(question: str, hits: builtins.list[Hit]) -> int | None:
    """The index of the fact wide_first reads (WIDE_FIRST): the top hit when a fact, or the second under an episode,
    that replaced no older version of itself, for a price asked (_money_asked), when another fact or episode among the
    first WIDE_FIRST_SEEN hits, told at another time, states an amount in one of the fact's currencies
    (unit_prices.amount_currencies, cached per text): the price was told twice, as wide_pool's ``supersedes`` and
    wide_standing's episode say it changed once already. None otherwise (most recalls: the kinds, then the question)."""
    if not WIDE_FIRST or len(hits) < 2:
        return None
    top = hits[0].memory.kind
    i = 0 if top == "fact" else 1 if top == "episode" and hits[1].memory.kind == "fact" else None
    if i is None or hits[i].memory.supersedes or not _money_asked(question):
        return None
    fact = hits[i].memory
    return i if amount_currencies(fact.text) and any(
        h.memory.kind in ("fact", "episode") and h.memory.created_at != fact.created_at and
        _priced_alike(fact.text, h.memory.text) for h in hits[:WIDE_FIRST_SEEN] if h.id != fact.id) else None


@functools.lru_cache(maxsize=4096)
def _priced_alike(fact: str, text: str) -> bool:
    """Whether `text` states an amount in a currency `fact` states one in (unit_prices.amount_currencies) and shares
    WIDE_FIRST_SHARED of its subject stems (semantics._asked_subject) that are no price words (the thing priced, its
    seller: "The choir's subscription went up to 36 pounds ..." after "The choir's subscription is 30 pounds a year."),
    kept per pair: wide_first's gate, so that another thing's price in the scope ("The organist is paid 40 pounds a
    service.") opens no wider read."""
    if not amount_currencies(text) & amount_currencies(fact):
        return False
    shared = [w for w in _asked_subject(fact) & _asked_subject(text)
              if w not in _PRICE_WORDS and w[:5] not in PRICE_STEMS and not w[:1].isdigit()]
    return len(shared) >= WIDE_FIRST_SHARED


def _wider_hits(plan: Any, vector: np.ndarray, prototype: Any, when: float, offset: float, raw: bool,
                text: LexicalQuery | None, n: int) -> builtins.list[Hit]:
    """The best `n` hits of a recall through `plan` (its scope's) with `prototype`'s other arguments, unmarked."""
    params = _call_params(prototype, when, False, offset)
    params.k = n
    out = plan.hits(vector, params, raw, text)
    return [] if out is None else out[0]


class _OnceWider:
    """A recall's `_wider_hits` call read once per size: the name join and the value join of one recall share one
    native call (issue 18, branch xlhash210); the wide pools make their own, as in main (they read the hits after the
    change readers have marked them)."""

    __slots__ = ("_call", "_got")

    def __init__(self, call: Callable[[int], builtins.list[Hit]]) -> None:
        self._call = call
        self._got: dict[int, builtins.list[Hit]] = {}

    def __call__(self, n: int) -> builtins.list[Hit]:
        wider = next((m for m in self._got if m >= n), None)  # a larger call's first n: the same hits
        if wider is None:
            self._got[n] = self._call(n)
            return self._got[n]
        return self._got[wider][:n]


# xl_lexical (issue 18, branch xling123): a hit written in another language than its text question shares none of
# its words but names, so the lexical term of a hybrid recall (BM25, 0 for a row holding no query word) cannot reach it:
# an English question's answer written in Tajik, Lao, Somali, Occitan or Faroese scored (1 - a) * relevance while
# English notes sharing the question's words ("apricot", "farm", "camels") scored their lexical term on top and ranked
# first (the E5 cross-lingual misses of holdout31 and the five weakest sets: benchmarks/RESULTS.md "xling123"). With it
# on, such a hit is ranked as if its lexical term were its relevance (capped at 1): no lexical evidence either way, as
# OTHER_LANGUAGE_HYBRID gives every row of a question in another language than the whole scope. Dense stores only (the
# hashing embedder's similarity is a word match); only the order of the hits changes, not their scores. Off: main.
XL_LEXICAL = True


# a letter of no Latin block (Basic Latin to Latin Extended-B, Latin Extended Additional): Cyrillic, Lao, Tamil...
_OTHER_SCRIPT = re.compile("[^\\W\\d_\u0000-\u024f\u1e00-\u1eff]")


# the short words of another language that _written_elsewhere counts: semantics' list less those an English text
# writes too ("do", "no", "die", "op", "e" of "e.g.")
_ELSEWHERE_SHORT = _FOREIGN_SHORT - {"do", "no", "die", "op", "e"}
_LETTERS = re.compile(r"[^\W\d_]+")


@functools.lru_cache(maxsize=8192)
def _written_elsewhere(text: str) -> bool:
    """Whether `text` is written in another language than English by its letters alone (xl_lexical): a letter of a
    non-Latin script, or of its lower-case words and its first word two or more, or a quarter, non-ASCII
    or a short word of another language (_ELSEWHERE_SHORT: "og", "las", "de"). Unlike reads_as_english, an English
    text with no English function word ("NSAIDs like ibuprofen worsened Henrik's blood pressure control.") is not
    read as another language; a Latin-script language written in a-z alone (Somali) by its function words
    (_elsewhere_by_words, XL_ASCII; off: not caught). Kept per text."""
    if _OTHER_SCRIPT.search(text):
        return True
    words = _LETTERS.findall(text)
    found = [w for w in words[1:] if w[0].islower()]
    if words:  # the first word too, as reads_as_english reads it ("Čo sa stalo ...?")
        found.append(words[0].lower())
    foreign = sum(1 for w in found if not w.isascii() or w in _ELSEWHERE_SHORT)
    return foreign >= 2 or (bool(found) and foreign >= 0.25 * len(found)) or _elsewhere_by_words(text)


# xling127 (issue 18): a Latin-script language written in a-z alone (Somali, Swahili, Haitian, Italian or German
# without accents) told apart from English by its function words (language.reads_elsewhere), in _written_elsewhere
# (both sides of xl_lexical). Off: main's test.
XL_ASCII = True


def _elsewhere_by_words(text: str) -> bool:
    """language.reads_elsewhere of `text` under XL_ASCII; False when off."""
    return XL_ASCII and reads_elsewhere(text)


@functools.lru_cache(maxsize=8192)
def _written_in_english(text: str) -> bool:
    """semantics.reads_as_english of `text`, kept per text."""
    return reads_as_english(text)


def _lexical_other(question: str) -> Callable[[str], bool] | None:
    """xl_lexical's test of a hit's text for `question`: for an English question (asked with an English asking word:
    subjects.asks_in_english) a hit _written_elsewhere; for a question _written_elsewhere and not asked in English a
    hit that reads as English (_written_in_english) and is not _written_elsewhere; None for any other question."""
    if asks_in_english(question):
        return _written_elsewhere
    if _written_elsewhere(question):
        return lambda text: _written_in_english(text) and not _written_elsewhere(text)
    return None


def other_language_lexical_first(question: str, hits: builtins.list[Hit], share: float,
                                 weight: float) -> builtins.list[Hit]:
    """`hits` (one recall's, in its order) with each hit written in the other language than `question` (_lexical_other)
    compared with the hits above it in the question's language without the lexical term (it cannot share their words):
    by each one's key, its fused score plus `weight` (the similarity weight) x `share` (the recall's lexical share) x
    (min(1, relevance) - lexical), the fused score at share 0 (relevance capped at 1, as lexical is). It moves up past
    each hit above it whose key is lower, up to a hit in its own language, a hit with a higher key, or one it is marked
    in conflict with (a changed value keeps the order the conflict pass gave it). The other hits keep their order;
    `hits` itself when nothing moves. Only under a default share of no identifier (DEFAULT_HYBRID, MIXED_SCOPE_HYBRID):
    an identifier is written alike in every language (XL_LEXICAL)."""
    if not (abs(share - recall_params.DEFAULT_HYBRID) < 1e-6 or abs(share - recall_params.MIXED_SCOPE_HYBRID) < 1e-6) \
            or weight <= 0.0 or len(hits) < 2:  # the share as the native parameters hold it (float32)
        return hits
    other = _lexical_other(question)
    if other is None or _no_other_side(hits, other):
        return hits
    lift = weight * share
    capped = [min(1.0, h.relevance) for h in hits]
    keys = [h.final + lift * (c - h.lexical) for h, c in zip(hits, capped)]
    sides: dict[int, bool] = {}  # a hit's side, read only for a hit that could move and those it passes (a hit's

    def side(j: int) -> bool:  # text is made on first read: most recalls read none)
        if j not in sides:
            sides[j] = other(hits[j].memory.text)
        return sides[j]

    order = list(range(len(hits)))  # positions into hits, in the order being made
    for i in range(1, len(hits)):
        at = order.index(i)
        up = order[at - 1]
        if not (keys[up] < keys[i] and capped[up] < capped[i]) or not side(i):
            continue
        to = at
        while to > 0 and (not side(order[to - 1]) or _same_side(hits[order[to - 1]])) and \
                _passes(hits[i], keys[i], capped[i], hits[order[to - 1]], keys[order[to - 1]],
                        capped[order[to - 1]]):
            to -= 1
        if to < at:
            order = [*order[:to], i, *order[to:at], *order[at + 1:]]
    return hits if order == sorted(order) else [hits[j] for j in order]


# xling127: with XL_SAME_SIDE, a hit in the other language may pass one in its own language above it that shares no
# word with the question either (lexical 0: the keys then compare the same terms); off: it stops there (xling123).
XL_SAME_SIDE = True


def _same_side(above: Hit) -> bool:
    """Whether other_language_lexical_first may move a hit past `above`, a hit in its own language (XL_SAME_SIDE):
    `above` earned no lexical term either."""
    return XL_SAME_SIDE and above.lexical == 0.0


# xling127: with XL_GATE, other_language_lexical_first reads the hits' texts (each text's side kept per text) before
# their scores, and returns at once when no hit below the first is on the other side (a hit list in one language)
XL_GATE = True


def _no_other_side(hits: builtins.list[Hit], other: Callable[[str], bool]) -> bool:
    """Whether no hit of `hits` below the first is written on `other`'s side (XL_GATE; False when off)."""
    return XL_GATE and not any(other(h.memory.text) for h in hits[1:])


# xling149 (issue 18): a question not asked in English that asks a price, a clock time or a telephone number in its
# own language (xl_slots: a table of slot words across languages, which support's English slots do not read) has the
# best-ranked of its first SLOT_DEPTH hits that states such a value (an amount in a currency, a clock time, a phone
# number: the value's shape, alike in every language) put above a top hit that states none, when it scores at least
# XL_SLOT_RATIO of the top hit's fused score and neither is marked in conflict with the other (a hit in the other
# language shares none of the question's words, so its fused score lies further under the top's than slot_first's
# 0.85 allows: 0.7 measured, 0.5 lost 4). XL_SLOT False: off (main's order).
XL_SLOT = True
XL_SLOT_RATIO = 0.7


def xl_slot_first(question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
    """`hits` (one recall's, in its order) with the hit xl_slots.xl_slot_pick picks for the slot `question` asks in
    its own language (xl_asked_slot) moved to the top, the others in their order (XL_SLOT); `hits` itself when it
    picks none, the switch is off or the question is asked in English."""
    if not XL_SLOT or len(hits) < 2:
        return hits
    slot = xl_asked_slot(question)  # cached; None for most questions, an English one among them
    if slot is None:
        return hits
    head = hits[:slot_depth(slot)]  # xl218: the teacher slot reads TEACHER_DEPTH hits
    top = head[0]
    kept = frozenset(i for i, h in enumerate(head)
                     if i and (h.id in top.memory.conflicts_with or top.id in h.memory.conflicts_with))
    i = xl_slot_pick(functools.partial(states_slot, slot), [h.text for h in head], [float(h.final) for h in head],
                     XL_SLOT_RATIO, kept)
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1:]]


# xling205 (issue 18): a question asking what is planned for a time ahead (timeref.asks_plan_ahead: "What is the
# club planning for the spring?", "Anything new planned ... for the winter?") has the best-ranked of its first
# SLOT_DEPTH hits that tells a plan for a time ahead (timeref.tells_plan: "The plan for the spring: ...") put above a
# top hit that tells none, when it scores at least PLAN_FIRST_RATIO of the top hit's fused score and neither is marked
# in conflict with the other (a plan replaced by a newer one is its conflict). PLAN_FIRST False: off (main's order).
PLAN_FIRST = True
PLAN_FIRST_RATIO = 0.7


def plan_first(question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
    """`hits` with the plan note PLAN_FIRST picks moved to the top (the others in their order); `hits` itself when it
    picks none or the switch is off."""
    if not PLAN_FIRST or len(hits) < 2 or not asks_plan_ahead(question) or tells_plan(hits[0].text):
        return hits
    head = hits[:SLOT_DEPTH]
    top = head[0]
    kept = frozenset(i for i, h in enumerate(head)
                     if i and (h.id in top.memory.conflicts_with or top.id in h.memory.conflicts_with))
    i = first_stating(tells_plan, [h.text for h in head], [float(h.final) for h in head], PLAN_FIRST_RATIO, kept)
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1:]]


# recall211 (issue 18): a question naming one past day ("What happened on 19 October?", "Quien ... el Lunes, 19 de
# Octubre?": timeref.question_reference, a past reference with its day and month) over a top hit whose text names whole
# dates, none of them that day, and that is no episode of that day ("Correction: the bazaar stand is on Sunday 20
# December, not Saturday 19" shares the day's number and a weekday word with the question, and under hashing its
# function words too), has the best of its first SLOT_DEPTH hits that is of that day moved above it: an episode dated
# that day (its created_at) or a text naming that date, scoring OTHER_DAY_RATIO of the top hit's or more, conflicts
# kept (a newer value stays over its older). Order only, in the recall's own hits. False: off (main's order).
OTHER_DAY_BELOW = True
OTHER_DAY_RATIO = 0.7


def _of_day(hit: Hit, asked: tuple[int, int]) -> bool:
    """Whether `hit` is an episode dated the (month, day) `asked` or names that date (timeref.named_days)."""
    created = hit.memory.created_at
    return (hit.memory.kind == "episode" and (created.month, created.day) == asked) or asked in named_days(hit.text)


def other_day_below(question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
    """`hits` with the hit of the asked day that OTHER_DAY_BELOW picks moved above a top hit naming only other dates;
    `hits` itself when none or the switch is off. The question's reference is cached (question_reference); a top
    hit's dates are read only for a question naming a day and month."""
    if not OTHER_DAY_BELOW or len(hits) < 2:
        return hits
    reference = question_reference(question)
    if reference is None or reference.kind != "past" or reference.day is None or reference.month is None:
        return hits
    asked = (reference.month, reference.day)
    top = hits[0]
    if not named_days(top.text) or _of_day(top, asked):
        return hits
    floor = OTHER_DAY_RATIO * top.final
    for i, h in enumerate(hits[1:SLOT_DEPTH], 1):
        if h.final >= floor and _of_day(h, asked) and \
                h.id not in top.memory.conflicts_with and top.id not in h.memory.conflicts_with:
            return [hits[i], *hits[:i], *hits[i + 1:]]
    return hits


# xling162 (issue 18): a question that writes a number (two digits or more, in any script's digits: xl_numbers) over
# a recall whose first XL_NUMBER_PLACE hits hold none of its numbers has the best-ranked hit below them that holds one
# moved to the last of those places (the others keep their order): a note in another language shares no word with
# the question, only such a number ("Tue 20 Oct: ..." asked "... ۲۰مه ..."). XL_NUMBER_OTHER: only a hit guessed in
# another language than the question. XL_NUMBER False: off (main's order). On, with XL_NUMBER_TOP: E5 recall@5 +2 / -0
# and rank 1 +14 / -0, hashing +3 / -0 and +9 / -1 over the 36 tunable sets (benchmarks/RESULTS.md "xling162").
XL_NUMBER = True
XL_NUMBER_PLACE = 4
XL_NUMBER_OTHER = False


def xl_number_first(question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
    """`hits` (one recall's, in its order) with xl_numbers.number_pick's hit moved to place XL_NUMBER_PLACE (0-based),
    the hits from there on in their order (XL_NUMBER); `hits` itself when it picks none or the switch is off."""
    if not XL_NUMBER or len(hits) < 2 or not numbers(question):
        return hits
    at = 0 if XL_NUMBER_TOP and _names_a_day_or_code(question) else XL_NUMBER_PLACE
    if len(hits) <= at + 1:
        return hits
    eligible = functools.partial(_other_guess, guess(question)) if XL_NUMBER_OTHER else None
    texts = [h.text for h in hits]
    i = number_pick(question, texts, at, eligible)
    if at == 0 and i is not None and i and not _unmarked(hits[i], hits[0]):
        i = None  # the top hit and the holder are marked against each other: the conflict pass's order stands
    if i is None or i == at:
        return hits
    return [*hits[:at], hits[i], *hits[at:i], *hits[i + 1:]]


# XL_NUMBER_TOP: for a question that names a day with a month word (month_words.other_date, any language) or a code
# (xl_numbers.names_a_code: letters then digits, or four digits or more; not "20th", "1950s", "35mm"), the number
# holder goes to the top (place 0) instead of place XL_NUMBER_PLACE, unless it and the top hit are marked in conflict.
# Off: place XL_NUMBER_PLACE always.
XL_NUMBER_TOP = True


@functools.lru_cache(maxsize=4096)
def _names_a_day_or_code(question: str) -> bool:
    """Whether `question` names a day by a month word (month_words.other_date) or a code (XL_NUMBER_TOP)."""
    return other_date(question.lower()) is not None or names_a_code(question)


def _other_guess(language: str | None, text: str) -> bool:
    """Whether language.guess reads `text` in another language than `language` (XL_NUMBER_OTHER)."""
    return guess(text) != language


# xling134 (issue 18): a question whose every hit is under the calibration floor and shares no word with it (relevance
# and lexical 0: an Arabic or Russian question over an all-English scope under E5) had its hits ordered by importance
# and recency alone, the cosine order lost; with XL_ZERO_TIES such hits are ordered by their raw similarity (the tie
# in the similarity term broken by the cosine the map flattened). Dense stores only; off: main.
XL_ZERO_TIES = True


def zero_relevance_by_similarity(hits: builtins.list[Hit]) -> builtins.list[Hit]:
    """`hits` (one recall's, in its order) ordered by raw similarity, best first, when every hit's relevance and
    lexical term are 0 (its similarity term tied at 0: under the calibration floor, no query word); a hit does not
    pass one it is marked in conflict with (the conflict pass's order of a changed value is kept); ties keep their
    order. `hits` itself otherwise. Only the order changes, not the scores; it reads the returned hits alone, so it
    moves no row into them (the plans' bounds and candidates are the same)."""
    if len(hits) < 2 or any(h.relevance != 0.0 or h.lexical != 0.0 for h in hits):
        return hits
    order: builtins.list[Hit] = []
    for hit in hits:  # insertion by similarity, stopped by a hit above of a higher or equal similarity or a conflict
        at = len(order)
        while at > 0 and order[at - 1].similarity < hit.similarity and _unmarked(hit, order[at - 1]):
            at -= 1
        order.insert(at, hit)
    return hits if all(a is b for a, b in zip(order, hits)) else order


def _unmarked(hit: Hit, above: Hit) -> bool:
    """Whether neither of `hit` and `above` names the other in its conflicts."""
    return above.id not in hit.memory.conflicts_with and hit.id not in above.memory.conflicts_with


def _mapped(cosine: float, floor: float, scale: float, knee: float) -> float:
    """A cosine through the relevance map (floor, scale, knee), as rank/fused.hpp's relevance()."""
    y = (cosine - floor) * scale
    return y / (1.0 + knee * y) if y > 0.0 else 0.0


def mapped_relevance(similarity: float, relevance_map: tuple[float, float, float] | None) -> float:
    """A hit's relevance from its similarity (`relevance_map`: floor, scale, knee; None: the plain cosine), as the
    native score reads it: the batch recall's columns hold no relevance (batch.jobs._xl_lexical_columns)."""
    return similarity if relevance_map is None else _mapped(similarity, *relevance_map)


def _passes(hit: Hit, key: float, capped: float, above: Hit, above_key: float, above_capped: float) -> bool:
    """Whether other_language_lexical_first moves `hit` (with its `key`) past `above`, the hit just above it in the
    question's language: `above` has a lower key and a lower relevance, both capped at 1 as in the keys (past 1 a
    hit is a paraphrase: a higher relevance is no more evidence of meaning), and neither is marked in conflict with
    the other."""
    return above_key < key and above_capped < capped and \
        above.id not in hit.memory.conflicts_with and hit.id not in above.memory.conflicts_with


# xling180 (issue 18): under a dense embedder with a query side and a document side (E5: "query: " / "passage: "), a
# memory written in another language than English (_written_elsewhere) is stored as the unit mean of its document
# and its query vectors, an English one as its document vector alone. E5 puts a question nearer a note of its own
# language than the note's translation; the note read both ways met questions in other languages better: E5 over
# the 39 tunable sets rank 1 +68 / -50, top 5 +46 / -17, newest first 1,306 -> 1,313, cross-lingual top 5 0.879 ->
# 0.889 (benchmarks/RESULTS.md "xling180"); every memory both ways lost newest first (-22), the query side alone lost
# rank 1 (-62). The cost: one more embedding of each such memory when written. The store's language prior is then
# the one built the same way (XL_ROLES_PRIOR after the embedder's name: benchmarks/language_prior/build.py
# --xl-roles). E5 only (the model measured; the hashing embedder has one side). Off: every memory its document
# vector (main).
XL_ROLES = True
XL_ROLES_PRIOR = "-xlroles"


def both_roles(embedder: Any) -> Callable[[str], bool] | None:
    """The test of a text that WritePath.both_roles stores both ways for `embedder` (XL_ROLES): _written_elsewhere
    for the E5 embedder (by its name, so a cache around it counts too: the one model this was measured on), None
    when off or for any other embedder (the hashing embedder has one side)."""
    if not XL_ROLES or not str(getattr(embedder, "name", "")).startswith(E5_MODEL + "-") or \
            not callable(getattr(embedder, "embed_queries", None)):
        return None
    return _written_elsewhere


# xling188 (issue 18): the other direction of XL_ROLES. A note written in another language, stored as the mean of its
# two sides, comes nearer every question - a question in its own language too, where it then outranks the English note
# that answers ("Wer ...?" over a German note above the English answer: xling180's -21 at rank 1). For a question with
# no English asking word (subjects.asks_in_english), under a store writing XL_ROLES, the first XL_ROLES_ASKED_DEPTH hits
# that were stored both ways are scored again by their document side alone (the vector a store without XL_ROLES
# keeps: writes.DocumentSides, else embedded again) and the hits re-ordered by the new score; an English question
# reads the stored mean as before. Off: the stored vectors for every question (xling180).
XL_ROLES_ASKED = True
XL_ROLES_ASKED_DEPTH = 10
# The document side's similarity moved on past it by this share of its step from the stored mean's (0: the document
# side's own cosine). Measured 0.75 / 1.0 / 1.25 / 1.5 times the step (-0.25, 0, 0.25, 0.5 here): E5 rank 1 +29 / -3,
# +33 / -5, +37 / -5, +37 / -7 against main (benchmarks/RESULTS.md "xling188").
XL_ROLES_ASKED_PUSH = 0.25


def document_rescored(final: float, stored: float, relevance: float, cosine: float, params: Any,
                      relevance_map: tuple[float, float, float]) -> tuple[float, float, float]:
    """A hit's (final, similarity, relevance) with its similarity read from `cosine`, its document side's
    (MemoryStore._document_side), moved on by XL_ROLES_ASKED_PUSH of its step from `stored` (the hit's similarity
    to its stored mean), never above `stored` (the mean's pull taken back, no new one: a note in a third language
    whose document side sits nearer the question than its mean stays where it was): the fused score moved by the
    similarity term's change alone (weight x (1 - lexical share) x the relevance's change; `relevance`: the hit's
    before)."""
    similarity = max(0.0, cosine + XL_ROLES_ASKED_PUSH * (cosine - stored))
    if similarity >= stored:
        return final, stored, relevance
    new = _mapped(similarity, *relevance_map)
    share = 1.0 - params.hybrid if params.hybrid > 0 else 1.0
    return final + params.weights.similarity * share * (new - relevance), similarity, new


def lexical_embedder(embedder: Any) -> bool:
    """Whether `embedder` is the hashing embedder (by its name, so a cache around it counts too): recall's default
    lexical share is then LEXICAL_EMBEDDER_HYBRID (_default_hybrid)."""
    return str(getattr(embedder, "name", "")).startswith(HASHING_VERSION + "-")


def _anchor_may_date(text: str) -> bool:
    """Whether an event anchor may give `text` its time hint (MemoryStore._anchored): it names no time of its own,
    or only a bare "last" (timeref.bare_last: "What was the last build before the move?")."""
    reference = _time_reference(text)
    return reference is None or bare_last(reference)


def query_rule(text: str | None, time_hints: bool, hybrid: Any,
               lexical: bool = False) -> tuple[TimeReference | None, Any]:
    """What recall's per-query defaults make of one query (`text`: its text, None for a vector): the time it
    names when `time_hints` (timeref.time_reference; ``hinted`` turns it into the recall's weights and
    half-lives) and its lexical share: `hybrid` as given, or under hybrid=None a text's default share
    (_default_hybrid; `lexical`: the store's embedder is the hashing embedder, lexical_embedder). The one rule of
    recall, recall_many and the batch jobs (engramdb.batch), so that a query gets the same answer through each."""
    if text is None:
        return None, hybrid
    return ((_time_reference(text) if time_hints else None),
            (_default_hybrid(text, lexical) if hybrid is None else hybrid))


def _mixed_share(share: float, mixed: bool) -> float:
    """The default lexical share `share` of a text query, or MIXED_SCOPE_HYBRID when it is DEFAULT_HYBRID (no
    identifier named, not in another language than its scope) and the query is an English one over a scope whose
    memories are written in several languages under a dense embedder (`mixed`: MemoryStore._in_mixed_scope)."""
    return recall_params.MIXED_SCOPE_HYBRID if mixed and share == recall_params.DEFAULT_HYBRID else share


def _default_weights(weights: Any) -> bool:
    """Whether `weights` are recall's default (the object, or a Weights equal to it): the per-question weight rules
    (language_weights) apply only then, a caller's own weights are kept as given."""
    return weights is _DEFAULT_WEIGHTS or (isinstance(weights, Weights) and weights == _DEFAULT_WEIGHTS)


def language_weights(weights: Weights, text: str, reference: TimeReference | None, foreign: bool) -> Weights:
    """The weights of the text query `text` left at recall's default `weights`, before its time hint (timeref.hinted):
    the recency weight times OTHER_LANGUAGE_RECENCY_SCALE when the question is in another language than its scope's
    memories under a dense embedder (`foreign`: MemoryStore._in_other_language) and names no time (`reference` None,
    and no word timeref reads as a time: timeref.names_a_time; a time hint sets the recency term itself, and a
    weekday it does not make a window of still says time matters); `weights` otherwise. Across languages a dense
    model's cosines sit close together, and the recency weight, not the meaning, picked the newest memory of the topic
    over the old fact that answers (benchmarks/RESULTS.md, "xling43 (session 26)"). A factor on the weights the
    question gets, so that it composes with another per-question rule; recall, recall_many and the batch recall read it
    alike, and the fused score stays a fixed function of the question (its plans bound it as they bound a time hint's
    weights)."""
    if not foreign or reference is not None or names_a_time(text):
        return weights
    scale = recall_params.OTHER_LANGUAGE_RECENCY_SCALE
    return weights if scale == 1.0 else _scaled_recency(weights, scale)


@functools.lru_cache(maxsize=16)
def _scaled_recency(weights: Weights, scale: float) -> Weights:
    """`weights` with its recency weight times `scale` (one object per pair: recall_params.build caches its native
    parameters by the weights' value)."""
    return replace(weights, recency=weights.recency * scale)


class MemoryStore:
    """Long-term memory for agents, in memory (``MemoryStore()``) or on disk (``MemoryStore.open``)."""

    def __init__(self, *, dim: int | None = None, embedder: Any = None, clock: Callable[[], float] = time.time,
                 max_text_chars: int = DEFAULT_MAX_TEXT_CHARS,
                 token_counter: Callable[[Sequence[str]], Sequence[int]] | None = None,
                 seal_rows: int = DEFAULT_SEAL_ROWS, dedup: bool = True, injection_policy: str = "flag",
                 trusted_sources: Sequence[str] | None = None,
                 graph_min_rows: int | None = DEFAULT_GRAPH_MIN_ROWS, graph_m: int = 16,
                 graph_ef_construction: int = 200, quantize: str | None = None,
                 ivf_min_rows: int | None = DEFAULT_IVF_MIN_ROWS, calibration: Any = "auto") -> None:
        if dim is not None:
            positive_int(dim, "dim", MAX_DIM)
        vectors_only = embedder is None and dim is not None
        if embedder is None:
            embedder = HashingEmbedder(dim=384 if dim is None else dim)
        emb = as_embedder(embedder)
        self._calibration = resolve_calibration(calibration, emb, vectors_only=vectors_only)
        self._lexical_embedder = lexical_embedder(emb)  # recall's default lexical share (_default_hybrid)
        # the language priors shipped for this embedder (engramdb.language.prior; none for another model, and never
        # read under the hashing embedder), per language what a scope's offset shrinks toward and the offset of a
        # language no memory of the scope is in (_language_moved)
        both = both_roles(emb)  # the texts stored with both of the embedder's sides (XL_ROLES), their own prior
        self._language_prior = {} if self._lexical_embedder else {
            code: (PRIOR_WEIGHT * row, PRIOR_ALONE * row)
            for code, row in language_prior(emb.name + (XL_ROLES_PRIOR if both else ""), emb.dim).items()}
        # a text query naming its scope's subject is embedded without it (engramdb.subjects, _dense_text); not
        # with the hashing embedder, whose similarity is a word match (measured: no gain, v2 recall@1 -0.007)
        self.subject_queries = not self._lexical_embedder
        self._relevance_of: tuple[Any, tuple[float, float, float]] = (None, recall_params.PLAIN_COSINE)
        if emb.dim > MAX_DIM:
            raise InvalidArgumentError(f"the embedder's dim {emb.dim} is over the store's limit of {MAX_DIM}")
        if dim is not None and dim != emb.dim:
            raise DimensionMismatchError(f"dim={dim} differs from the embedder's dim {emb.dim}")
        if not isinstance(dedup, bool):
            raise InvalidTypeError("dedup must be a bool")
        if not callable(clock):
            raise InvalidTypeError(f"clock must be a callable returning seconds, got {type(clock).__name__}")
        if token_counter is not None and not callable(token_counter):
            raise InvalidTypeError(f"token_counter must be a callable or None, got {type(token_counter).__name__}")
        self._dedup = dedup
        self._clock = clock
        planner = Planner(seal_rows=seal_rows, graph_min_rows=graph_min_rows, graph_m=graph_m,
                          graph_ef_construction=graph_ef_construction, ivf_min_rows=ivf_min_rows, quantize=quantize)
        self._engine = SegmentSet(int(emb.dim), planner)
        self._writes = WritePath(self._engine, emb, self._now, max_text_chars=max_text_chars,
                                 token_counter=token_counter, injection_policy=injection_policy,
                                 trusted_sources=trusted_sources)
        self._writes.both_roles = both
        self._semantics = Semantics(self._engine, self._writes, self._now)
        # a change written in another language than the value it replaces, under a dense embedder only (the hashing
        # embedder's vectors meet across languages in names and numbers alone: branch newest46's -6 at rank 1)
        self._semantics.cross_language = -1.0 if self._lexical_embedder else XL_CHANGE_MARGIN
        self._maintenance = Maintenance(self._engine, self._writes, self._now)
        # through the store's recall as it is when called (a subclass or a wrapper may replace it)
        self._context = ContextBuilder(lambda *a, **kw: self.recall(*a, **kw), self._writes.tokens, self._now,
                                       lambda scope, id: self.get(scope, id))

    def _now(self) -> float:
        """The store's clock (read through here, so a clock replaced after construction is used everywhere)."""
        seconds = self._clock()
        return seconds if type(seconds) is float else to_epoch(seconds, "the clock's time")

    # ------------------------------------------------------------------ settings

    @property
    def embedder(self) -> Embedder:
        """The embedder that turns texts into vectors (fixed for a durable store: its name is in the manifest)."""
        return self._writes.embedder

    @property
    def dim(self) -> int:
        """The embedding dimension of every memory in the store."""
        return self._engine.dim

    @property
    def calibration(self) -> Calibration:
        """The relevance map the fused score applies to cosines (engramdb/calibration.py): fitted for the
        embedder when the store was made (``calibration="auto"``), kept with a durable store."""
        return self._calibration

    @property
    def dedup(self) -> bool:
        """Near-duplicate writes are merged into a new version of the memory they duplicate."""
        return self._dedup

    @property
    def injection_policy(self) -> str:
        """'flag' (instruction-like text stored with a flag) or 'refuse' (refused from untrusted sources)."""
        return self._writes.injection_policy

    @property
    def trusted_sources(self) -> tuple[str, ...] | None:
        """The sources whose writes may be trusted (lower case, sorted), or None: then every source is trusted
        but the low-trust prefixes of guard.UNTRUSTED_SOURCES (web, email, tool, document, unknown).

        Set at construction (``MemoryStore(trusted_sources=("user", "tool:erp"))``, or through
        ``MemoryStore.open``; not stored with the store): a name covers the source itself and any source that
        extends it after a ':' ("tool:erp" covers "tool:erp:invoices"), and every other source is untrusted.
        A write asking ``trusted=True`` from an untrusted source is stored untrusted (confidence capped at
        guard.UNTRUSTED_CONFIDENCE_CAP) and flagged ``"untrusted_source"``, so the downgrade is visible in
        ``Memory.flags``; it is not refused."""
        return self._writes.trusted_sources

    @property
    def max_text_chars(self) -> int:
        """The longest text a write accepts, in characters; longer texts are refused with InvalidArgumentError."""
        return self._writes.max_text_chars

    @property
    def seal_rows(self) -> int:
        """Rows the active segment holds before it is sealed into an immutable columnar segment."""
        return self._engine.planner.seal_rows

    @property
    def planner(self) -> Planner:
        """The planner's settings (graph_min_rows, ivf_min_rows, quantize, ...; engine/planner.py)."""
        return self._engine.planner

    @property
    def graph_min_rows(self) -> int | None:
        """Smallest scope run that gets an HNSW graph at seal (None: no graphs; graphs approximate)."""
        return self._engine.planner.graph_min_rows

    @graph_min_rows.setter
    def graph_min_rows(self, value: int | None) -> None:
        """Applies to segments sealed from now on (and to those loaded at the next open)."""
        self._engine.planner.graph_min_rows = value

    @property
    def graph_m(self) -> int:
        """HNSW links per node of the graphs built at seal."""
        return self._engine.planner.graph_m

    @property
    def graph_ef_construction(self) -> int:
        """HNSW candidate list size while a graph is built (larger: better graphs, slower builds)."""
        return self._engine.planner.graph_ef_construction

    @property
    def ivf_min_rows(self) -> int | None:
        """Smallest scope run read through inverted lists (an exact plan unless nprobe is given); None: never."""
        return self._engine.planner.ivf_min_rows

    @ivf_min_rows.setter
    def ivf_min_rows(self, value: int | None) -> None:
        self._engine.planner.ivf_min_rows = value  # part of the plans' cache key: they are remade

    @property
    def quantize(self) -> str | None:
        """'int8': sealed segments are also read through int8 codes (answers stay exact); None: float only."""
        return self._engine.planner.quantize

    @quantize.setter
    def quantize(self, value: str | None) -> None:
        self._engine.planner.quantize = value

    @property
    def engine(self) -> SegmentSet:
        """The segment state (for tools, benchmarks and tests; not part of the stable API)."""
        return self._engine

    # ------------------------------------------------------------------ on disk (engramdb.durable)

    @classmethod
    def open(cls, path: str | os.PathLike[str], *, embedder: Any = None, dim: int | None = None,
             read_only: bool = False, sync: bool = True, seal_rows: int = DEFAULT_SEAL_ROWS, verify: bool = True,
             file_mode: int = DEFAULT_FILE_MODE, dir_mode: int = DEFAULT_DIR_MODE, **kwargs: Any) -> MemoryStore:
        """Creates or opens the store directory `path` (layout and formats: engramdb/durable/).

        Every acknowledged write is in the write-ahead log (fsynced unless ``sync=False``) before the
        call returns; opening replays it. The active segment is sealed into a memory-mapped Arrow file
        every `seal_rows` rows and on close(). `embedder`/`dim` must match the store's (default: the
        hashing embedder it was made with), else IncompatibleStoreError. One writer at a time
        (StoreLockedError); ``read_only=True`` opens a consistent snapshot without the lock and refuses
        writes (ReadOnlyError). ``verify=True`` checks every segment's checksum against the manifest
        (one sequential read of the files; CorruptStoreError naming the file); ``verify=False`` skips
        that read, for fast opening of large stores, and still refuses anything native code could trip
        on: Arrow's full validation of each segment (every offset within its buffer, UTF-8 text), column
        types, value ranges, side-file and graph checksums (durable/segment_files.py).
        `file_mode` / `dir_mode` are the
        permissions of every file (manifest, WAL, segments, side and graph files, LOCK) and directory the
        store creates from now on, whatever the umask (default 0o600 / 0o700: a store holds personal data;
        existing directories keep their mode). A store opened before ``os.fork()`` cannot be used in the
        child (ForkedStoreError): open it again there. Other keyword arguments are MemoryStore's.
        """
        asked = kwargs.pop("calibration", "auto")

        def first_extra(emb: Embedder) -> dict[str, Any]:  # what a new store's first manifest keeps
            made = resolve_calibration(asked, emb, vectors_only=embedder is None and dim is not None)
            return {"calibration": made.to_json()}

        def load(backend: DiskBackend, emb: Embedder) -> MemoryStore:
            stored = backend.manifest.extra.get("calibration")
            # a store made before calibration existed keeps ranking by the plain cosine unless asked otherwise
            kept = IDENTITY if stored is None else Calibration.from_json(stored)
            store = cls(embedder=emb, seal_rows=seal_rows, calibration=kept if asked == "auto" else asked,
                        **kwargs)
            store._engine.recover(backend, verify=verify)
            return store

        path = Path(path)
        modes = check_mode(file_mode, "file_mode"), check_mode(dir_mode, "dir_mode")
        if read_only:
            return open_reader(path, embedder, dim, load)
        with creation_modes(*modes):  # the backend keeps them for the files it creates later
            make_store_dirs(path)
            return open_writer(path, embedder, dim, sync, load, first_extra)

    @property
    def path(self) -> Path | None:
        """The store directory, or None for an in-memory store."""
        return self._engine.backend.path

    @property
    def read_only(self) -> bool:
        """True for a snapshot opened with read_only=True: writes raise ReadOnlyError."""
        return self._engine.backend.read_only

    def close(self) -> None:
        """Seals the active segment, writes the mutable side files, trims the WAL and releases the lock
        (idempotent; nothing to do for an in-memory or read-only store). Writes after close are refused."""
        self._engine.close()

    def __enter__(self) -> MemoryStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def seal(self) -> None:
        """Turns the active segment into an immutable, scope-sorted segment and merges segments by size
        tier. On disk: a checkpoint (durable/backend.py) that also writes the files and trims the WAL."""
        self._engine.seal()

    def compact(self) -> None:
        """Rewrites every segment holding forgotten memories without them (sealing the active segment
        first), merges small segments by size tier, and merges the segments holding each scope of at least
        ivf_min_rows rows that is split across segments, so that its rows are read as one run (policy:
        engine/compaction.py)."""
        self._engine.compact()

    def wait_indexed(self, timeout: float | None = None) -> bool:
        """Waits until the inverted lists of every large scope run of the sealed segments are ready (built off
        the query path after a seal, merge or erasure, or read back from their files after an open); returns
        False if `timeout` seconds passed first. For benchmarks and tests: recall never waits for an index (a
        run without its lists is read by the exact scan, with the same answers)."""
        return self._engine.wait_indexed(timeout)

    def health(self) -> StoreHealth:
        """A small report on the work done after writes (seals, their graphs): whether it is failing
        (`ok`, `failures`, `last_failure`, `last_failure_at`), whether a seal is pending, and the segment
        counts. Such work never fails the write that triggered it: it is retried, and a DeferredWorkWarning
        is issued for each failure."""
        return self._engine.health()

    def check(self) -> CheckReport:
        """A CheckReport of the store's files (checksums, manifest, WAL); an in-memory store has no files and
        reports clean."""
        with self._engine.lock:
            return self._engine.backend.check()

    # ------------------------------------------------------------------ writing

    def remember(self, scope: str, text: str, *, kind: str = "fact", importance: float = 0.5,
                 confidence: float = 1.0, source: str = "user", trusted: bool = True, created_at: Any = None,
                 expires_at: Any = None, key: str | None = None, meta: dict[str, Any] | None = None,
                 embedding: Any = None, trigger: str | None = None, guidance: str | None = None,
                 layer: str | None = None) -> str:
        """Stores one memory in `scope` and returns its id.

        kind: "fact" (what is true), "episode" (what happened, appended; "event" is an alias) or "lesson"
        (how to act: searched by `trigger`, text and `guidance`, injecting `guidance`). Every lesson waits for
        review whatever the entry point (status "pending", never served until approve(); see add_lesson).
        layer: event, memory, knowledge or identity (each decays at its own rate; default by kind).
        key: an upsert: the scope's current memory with this key (from remember or set_fact) is superseded
        by this one, kept as history, and get_fact(scope, key) / fact_history see it.
        expires_at: when it stops being served (a datetime or Unix seconds; naive datetimes are local time).
        meta: a JSON-able dict (the lineage keys supersedes, superseded_by, merged_from and status are the
        store's and refused).

        With dedup on (the default) and no key, a near-identical live memory of the same kind in the scope
        is merged with this one instead (a new version of it; see Semantics.merge_duplicate) and the merged
        version's id returned. Secrets are refused (SecretError); untrusted sources are capped;
        instruction-like text is flagged.
        """
        check_scope(scope)
        if not isinstance(text, str):
            raise InvalidTypeError(f"text must be a string, got {type(text).__name__}")
        kind = check_kind(kind)
        emb = None if embedding is None else as_matrix(embedding, self.dim, rows=1)
        batch, groups = self._writes.prepare(
            scope, [text], kind=kind, importance=importance, confidence=confidence, source=source,
            trusted=trusted, created_at=created_at, expires_at=expires_at, key=[key], meta=[meta],
            embeddings=emb, trigger=[trigger], guidance=[guidance], layer=layer)
        with self._engine.lock:
            if key is not None:
                self._semantics.link_keys(scope, batch)
                return self._writes.insert(batch, groups)[0]
            merged = self._semantics.merge_duplicate(scope, batch) if self._dedup and kind != "episode" else None
            return merged if merged is not None else self._writes.insert(batch, groups)[0]

    def remember_many(self, scope: Any, texts: Sequence[str] | None = None, *, embeddings: Any = None,
                      kind: Any = "fact", importance: Any = 0.5, confidence: Any = 1.0, source: Any = "user",
                      trusted: Any = True, created_at: Any = None, expires_at: Any = None, key: Any = None,
                      meta: Any = None, trigger: Any = None, guidance: Any = None, layer: Any = None
                      ) -> builtins.list[str]:
        """Stores many memories in one call and returns their ids.

        Either pass a pyarrow Table as the only argument (columns ``scope`` and ``text`` required;
        ``embedding``, ``kind``, ``importance``, ``confidence``, ``source``, ``trusted``, ``created_at``,
        ``expires_at``, ``key``, ``meta``, ``trigger``, ``guidance``, ``layer`` optional), or columns: `scope` is one
        scope for every row or one per row, every other argument a scalar or a sequence of len(texts).
        The batch is validated as a whole first: one bad row refuses the batch and changes nothing. Keyed rows
        are upserts as in remember (one row per scope and key in a batch); lessons wait for review.
        """
        if isinstance(scope, pa.Table):
            if texts is not None:
                raise InvalidArgumentError("pass either a pyarrow Table or columns, not both")
            return self.remember_many(**table_columns(scope))
        if texts is None or isinstance(texts, str) or not isinstance(texts, Iterable):
            raise InvalidTypeError("texts must be a sequence of strings")
        batch, groups = self._writes.prepare(
            scope, list(texts), scale_later=True, embeddings=embeddings, kind=kind, importance=importance,
            confidence=confidence, source=source, trusted=trusted, created_at=created_at, expires_at=expires_at,
            key=key, meta=meta, trigger=trigger, guidance=guidance, layer=layer)
        with self._engine.lock:
            self._semantics.link_keys(scope, batch)
            return self._writes.insert(batch, groups)

    def import_arrow(self, table: pa.Table) -> builtins.list[str]:
        """Bulk load of a table with remember_many's columns (new memories, new ids, lessons pending review),
        or a lossless restore of a table export() wrote (status, lineage, usage and review state kept; ids kept
        when none is used here, else remapped in id order with the lineage rewritten: see
        WritePath.import_table). Validated whole, then committed atomically, straight into a sealed segment."""
        if not isinstance(table, pa.Table):
            raise InvalidTypeError(f"import_arrow takes a pyarrow Table, got {type(table).__name__}")
        return self._writes.import_table(table)

    def import_parquet(self, path: str | os.PathLike[str]) -> builtins.list[str]:
        """Bulk load of a Parquet file (e.g. one written by export_parquet: see import_arrow); returns the ids.
        InvalidArgumentError for a path that is not a readable Parquet file."""
        import pyarrow.parquet as pq

        with _path_errors(path, "read"):
            table = pq.read_table(check_path(path))
        return self.import_arrow(table)

    # ------------------------------------------------------------------ reading

    def get(self, scope: str, id: str) -> Memory:
        """The memory `id` of `scope`, current or not (see its `status`; an older version names the one that
        replaced it in `superseded_by`); NotFoundError (a KeyError) if there is none, or it was forgotten."""
        check_scope(scope)
        with self._engine.lock:
            seg, row = self._engine.locate(scope, id)
            memory = self._engine.memory_at(seg, row)
            return self._engine.described(scope, memory) if memory.status == "superseded" else memory

    @_doc_from(Semantics.history)
    def history(self, scope: str, id: str) -> builtins.list[Memory]:
        return self._semantics.history(scope, id)

    def get_by_key(self, scope: str, key: str) -> Memory | None:
        """The current memory of `scope` keyed `key` (written by remember(key=...) or set_fact), or None (also
        when it has expired or was forgotten)."""
        check_scope(scope)
        _check_text(key, "key")
        with self._engine.lock:
            current = self._semantics.current_by_key(scope, key)
            if current is None:
                return None
            memory = self._engine.memory_at(*current)
        expired = memory.expires_at is not None and memory.expires_at.timestamp() <= self._now()
        return None if expired or memory.status != "current" else memory

    def list(self, scope: str, *, kinds: Sequence[str] | None = None, where: dict[str, Any] | None = None,
             limit: int = 100, offset: int = 0, order: str = "created") -> builtins.list[Memory]:
        """The current memories of `scope` (what recall can serve: not superseded, archived, pending, forgotten
        or expired), of `kinds` and matching `where` (see recall), sorted by `order` and paged: `limit` from
        `offset`. order: "created", "updated", "last_used" or "importance", oldest / lowest first; "-created"
        etc. for newest / highest first (ties by id)."""
        check_scope(scope)
        filt = compile_where(where)
        codes = None if kinds is None else recall_params.kind_codes(kinds)
        nonnegative_int(limit, "limit", LIST_MAX)
        nonnegative_int(offset, "offset", INT32_MAX)
        if not isinstance(order, str) or order.lstrip("-") not in LIST_ORDERS or order.count("-") > 1:
            raise InvalidArgumentError(f"order must be one of {', '.join(LIST_ORDERS)}, each optionally after '-'")
        column = ("-" if order.startswith("-") else "") + _LIST_COLUMN[order.lstrip("-")]
        return self._engine.listed(scope, self._now(), kinds=codes, where=filt, order=column, offset=offset,
                                   limit=limit)

    def count(self, scope: str) -> int:
        """Memories of `scope` that recall can serve now (not forgotten, superseded or expired)."""
        check_scope(scope)
        return self._engine.count(scope, self._now())

    def export(self, scope: str) -> pa.Table:
        """Every memory of `scope` that has not been forgotten (history included), as an Arrow table of the
        segment columns (vectors included) with each row's `status` (current, superseded, pending, archived)
        and `superseded_by` filled in: what import_arrow restores losslessly."""
        check_scope(scope)
        return self._engine.export(scope)

    def export_parquet(self, scope: str, path: str | os.PathLike[str]) -> None:
        """Writes export(scope) to a Parquet file."""
        import pyarrow.parquet as pq

        table = self.export(scope)
        with _path_errors(path, "write"):
            pq.write_table(table, check_path(path))

    def scopes(self, prefix: str | Sequence[str] | None = None) -> builtins.list[str]:
        """Every scope that has memories (forgotten ones included until compaction), sorted; with `prefix`, those
        starting with it: a string is a plain prefix, a tuple of labels a namespace prefix of whole labels
        (engramdb.namespaces)."""
        found = self._engine.scopes()
        if prefix is None:
            return found
        if isinstance(prefix, str):
            return [s for s in found if s.startswith(prefix)]
        labels = tuple(prefix)
        if labels:
            check_namespace(labels)
        return [s for s in found if in_prefix(s, labels)]

    def __len__(self) -> int:
        return self._engine.n_live()

    def count_tokens(self, texts: Sequence[str]) -> np.ndarray:
        """The store's token count of each text (its token_counter, or about 4 characters a token): what
        recall's budget_tokens and build_context's budget count."""
        if isinstance(texts, str) or not isinstance(texts, Iterable):
            raise InvalidTypeError("texts must be a sequence of strings")
        texts = list(texts)
        if not all(isinstance(t, str) for t in texts):
            raise InvalidTypeError("texts must be a sequence of strings")
        return self._writes.tokens(texts)

    # ------------------------------------------------------------------ forgetting

    def forget(self, scope: str, id: str | None = None, *, key: str | None = None) -> int:
        """Forgets one memory of `scope` (by id), every version of the memory keyed `key`, or, with neither,
        the whole scope. Returns how many.

        Forgotten memories are invisible at once and never come back; ids are never reused.
        """
        check_scope(scope)
        engine = self._engine
        with engine.lock:
            if id is not None and key is not None:
                raise InvalidArgumentError("give an id or a key, not both")
            if key is not None:
                _check_text(key, "key")
                targets = engine.key_targets(scope, key, include_forgotten=False)
            elif id is not None:
                seg, row = engine.locate(scope, id)
                targets = [(seg, np.array([row], np.int64))]
            else:
                targets = engine.runs(scope)
            return engine.commit_flags(scope, targets, set_bits=HIDDEN_DELETED)

    def erase(self, scope: str, id: str | None = None, *, key: str | None = None) -> int:
        """Forgets memory `id` of `scope` (every version of the memory keyed `key`, or the whole scope) and
        removes it physically at once: the affected segments are rewritten, the active segment's other rows
        sealed and the WAL purged, so that no byte of the erased text or vector remains in any file of the
        store. Works on memories already forgotten too. Erasing one memory erases its whole history with it:
        the older versions it supersedes (edits, fact values, dedup merges) and the originals a consolidation
        merged into it, following the store's lineage columns only (never meta) and skipping versions already
        gone. Returns how many rows were erased; NotFoundError for an unknown id. A crash during an erase is
        finished by the next writable open."""
        check_scope(scope)
        engine = self._engine
        with engine.lock:
            engine.backend.writable()
            if id is not None and key is not None:
                raise InvalidArgumentError("give an id or a key, not both")
            if key is not None:
                _check_text(key, "key")
                ids = [memory_id(int(seq)) for seg, rows in engine.key_targets(scope, key, include_forgotten=True)
                       for seq in seg.col("seq")[rows].tolist()]
                history = dict.fromkeys(i for one in ids for i in self._semantics.history_of(scope, one))
                located = [engine.find_any(scope, older) for older in history]
                targets = [(seg, np.array([row], np.int64)) for seg, row in located]
            elif id is None:
                targets = engine.runs(scope)
            else:
                located = [engine.find_any(scope, older) for older in self._semantics.history_of(scope, id)]
                targets = [(seg, np.array([row], np.int64)) for seg, row in located]
            erased = engine.erase(scope, targets)
            self._writes.document_sides.clear()  # the texts recall re-reads by their document side (xling188)
            return erased

    def forget_subject(self, scope: str) -> int:
        """Right to erasure for a subject: everything of `scope` in every kind (facts and their history,
        episodes, lessons pending or not, archived originals) is removed physically, through erase():
        segments rewritten, the WAL purged. Returns how many rows were erased."""
        return self.erase(scope)

    # ------------------------------------------------------------------ recall

    def recall(self, scope: str, query: Any, *, k: int = 5, min_score: float = 0.0,
               weights: Weights = _DEFAULT_WEIGHTS, half_life_days: float | Mapping[str, float] = DEFAULT_HALF_LIVES,
               recency_from: str = "created",
               mmr_lambda: float | None = None, budget_tokens: int | None = None,
               kinds: Sequence[str] | None = None, now: Any = None, min_similarity: float | None = None,
               min_confidence: float | None = None, k_wide: int = 100, ef_search: int | None = None,
               exact: bool = False, conflicts: bool = True,
               reinforce: bool = False, nprobe: int | None = None,
               where: dict[str, Any] | None = None, calibrated: bool = True,
               hybrid: bool | float | None = None, time_hints: bool = True,
               codes: str | None = None) -> builtins.list[Hit]:
        """The memories of `scope` that best match `query` (one text, or one vector: a 1-D array or list of
        numbers), best first. A list of texts or a 2-D array is refused (InvalidTypeError): see recall_many.

        One native call scans the scope, scores ``fused = w·(similarity, recency, importance,
        confidence)``, drops expired, forgotten and superseded memories and those under min_score, then
        picks up to k greedily (MMR when mmr_lambda is given) without exceeding budget_tokens.
        `half_life_days` is one number, or a dict by layer (missing layers keep their default,
        scoring.DEFAULT_HALF_LIVES: 270 days for facts, the "memory" layer, 60 for the others;
        ``float("inf")`` never fades), e.g. ``{"event": 7, "identity": float("inf")}``.
        With `conflicts`, a recalled memory that seems to contradict another candidate of the same query
        (the k_wide best by fused score) names it in ``memory.conflicts_with`` (read it with get); recall
        never returns more than k hits, and every score is finite.
        With `reinforce`, each recalled memory's last_used and use_count are bumped (recall strengthens a
        memory: its decay restarts).
        A run read through inverted lists (see ivf_min_rows) returns exactly what ``exact=True`` returns: rows
        are skipped only when a proven bound on their fused score (list radius, their own recency, importance
        and confidence, their int8 code's error) cannot reach the k_wide-th best. ``nprobe=N`` opts into an
        approximation that reads only the N lists nearest to the query. A scope run with an HNSW graph (only
        when graph_min_rows is set) is searched through it for a k_wide-candidate shortlist by similarity
        (`ef_search` candidates, default max(64, k_wide)) that the fused score then ranks: not exact.
        ``exact=True`` scans exactly everywhere. ``codes="bits"`` (an option, not the default) lets the
        lists plan first dismiss rows by one-bit codes whose bound is statistical (engine/params.BITS_EPSILON;
        its measured miss rate is in benchmarks/RESULTS.md): faster, not proven exact.
        `where` filters by metadata before ranking (engine/filters.py): ``{"tag": "a", "n": {"$gte": 5}}``
        over top-level meta fields and the built-in columns (kind, source, key, created_at, importance, ...),
        operators $eq $ne $gt $gte $lt $lte $in $nin; only matching rows are read (exactly), so a filtered
        recall returns min(k, matching memories).
        The similarity term is the cosine through the store's relevance map (`calibration`; each hit shows
        both); ``calibrated=False`` scores the plain cosine (clamped at 0) instead.
        A text query is also matched word for word (hybrid recall): ``hybrid=a`` mixes a lexical signal into
        that term, in the same native call: ``(1 - a) * relevance + a * lexical``, where ``lexical`` (in [0, 1],
        shown on each hit) is a BM25 score of the memory's text for the query's words over the scope's texts,
        so identifiers such as "E12" or "INV-2291" still win with a dense model. The default (None) is the
        share DEFAULT_HYBRID (0.3, as ``hybrid=True``) for a text query, IDENTIFIER_HYBRID (0.6) for one that
        names an identifier ("L-91544", "INV-2291", "8841": semantics.identifiers), LEXICAL_EMBEDDER_HYBRID (0.85)
        for every text query when the embedder is the hashing embedder (its similarity is a word match already,
        without the words' rarity), OTHER_LANGUAGE_HYBRID (0) under a dense embedder for a question in another
        language than the scope's memories (engramdb.subjects.other_language: no English asking word that only
        English writes, few of the scope's words of three letters or more; it meets them only in names), and for
        such a question naming an identifier the identifier share with the lexical side reading its identifiers
        alone (_lexical_query), MIXED_SCOPE_HYBRID (0.15) under a dense embedder for an English question without an
        identifier over a scope whose memories are written in several languages (at least MIXED_SCOPE_MIN_SHARE of
        them hold a lower-case word with a letter outside a-z: BM25 meets only the English ones); off for a vector;
        False or 0 turn it off (the scores are then exactly the dense ones); a share > 0 needs a text query. Every
        plan stays exact under it.
        Under a dense embedder such a question in another language than its scope's memories (the same test, named
        identifiers or not) that names no time gets, when `weights` are left at their default, its recency weight
        times OTHER_LANGUAGE_RECENCY_SCALE (0: language_weights): across languages the model's similarities sit
        close together, and recency, not the meaning, picked the scope's newest memory of the topic.
        A text query that names a time (`time_hints`, engramdb/timeref.py) sets the recency term for it: a
        recent window ("yesterday", "on Friday", "last week", "three days ago", "a month ago") becomes every layer's
        half-life (one of a week or less also raises the recency weight to timeref.WINDOW_RECENCY; one naming a
        past day, "on Tuesday" told in the past or "three weeks ago", centres the term on that day, so that the
        window's newer memories fade from it as older ones do: timeref.recency_offset; expiry still reads `now`),
        a named past period ("in June", "back in 2025") drops the recency weight to 0 and serves no changed
        fact's newer value first (its conflicts are still marked), and a question asking for the current value
        ("now", "latest", "still") gets 60 days for every layer. A text query about a standing thing (names no time,
        English, not told in the past, no identifier, one question: engramdb.standing.asks_standing) gives episodes
        (the event layer) no recency term under the default half-lives, so a days-old episode about the same subject
        no longer outranks an old rule or policy on recency alone. ``time_hints=False`` keeps `weights` and
        `half_life_days` as given. The lexical side reads the question without the question words that open it
        (lexical_text).
        A text query that names its scope's subject (engramdb/subjects.py: the name the scope's memories are
        about, found from them and from the scope's name) is embedded with that name replaced by "it", when the
        question is in the scope's language: within the scope the name tells no memory apart, and a dense model
        would rank the memories naming it above the answer that leaves it implicit; in another language, where the
        name is what ties the question to the memories, it is searched with the mean of its embeddings with and
        without the name (dense_vectors). Only the dense side: the lexical side reads the query as given. On for a
        dense embedder (``store.subject_queries``), off for the hashing embedder.
        A text query that asks for a kind of value (engramdb.support.asked_slot: a date, a price, a person, a
        count...) gets, among its first SLOT_DEPTH hits, the best-ranked that holds such a value moved to the top
        when the top hit holds none and it scores at least SLOT_SCORE_RATIO of the top hit's score
        (support.slot_first: a newer memory sharing the subject's name no longer hides the old fact that answers);
        only the order of the returned hits changes, not their scores (a recall with k below SLOT_DEPTH reads only
        its k hits).
        """
        check_scope(scope)
        if type(reinforce) is not bool:
            raise InvalidTypeError(f"reinforce must be a bool, got {type(reinforce).__name__}")
        if type(time_hints) is not bool:
            raise InvalidTypeError(f"time_hints must be a bool, got {type(time_hints).__name__}")
        newest_first, reference, given, matched, event_id = True, None, hybrid, query, None
        if isinstance(query, str):  # a text query's time hint, default lexical share and weights (see the doc)
            reference, hybrid = query_rule(query, time_hints, hybrid, self._lexical_embedder)
            if reference is not None and reference.open_month is not None:  # a month to come? (timeref.as_of)
                reference = as_of(reference, recall_params.call_time(self._now, now))
            if time_hints and (reference is None or bare_last(reference)):  # an event the question is dated by
                anchored, matched, event_id = self._anchored_event(scope, query, now)  # (event_anchors.py) wins
                reference = anchored or reference  # over a bare "last" (timeref.bare_last), never a named time
            default_weights = _default_weights(weights)
            if given is None or default_weights:
                foreign = self._in_other_language(scope, query)
                if given is None:
                    hybrid = _language_share(hybrid, foreign)
                    hybrid = _mixed_share(hybrid, hybrid == recall_params.DEFAULT_HYBRID
                                          and self._in_mixed_scope(scope, query))
                if default_weights:
                    weights = language_weights(weights, query, reference, foreign)
            weights, half_life_days = hinted(reference, weights, half_life_days)
            if time_hints and _asks_standing(query):  # episodes keep no recency (engramdb/standing.py)
                half_life_days = standing_half_lives(half_life_days, kinds)
            newest_first = serves_newest_first(reference)
        if type(conflicts) is not bool:
            raise InvalidTypeError(f"conflicts must be a bool, got {type(conflicts).__name__}")
        # The arguments' validated prototype and the call's time; the plan's one native call copies the prototype
        # with them (RecallPlan.recall), and a RecallParams of this call is made only where Python reads one.
        relevance_map = self._relevance(calibrated)
        prototype, when = recall_params.prototype_of(
            self._now, k, min_score, weights, half_life_days, recency_from, mmr_lambda, budget_tokens, kinds, now,
            min_similarity, min_confidence, k_wide, ef_search, exact, nprobe, hybrid, codes, relevance_map)
        # a named past day centres the recency term there (timeref.recency_offset)
        offset = 0.0 if reference is None else recency_offset(reference, when)
        lexical = hybrid is not None and hybrid is not False and prototype.hybrid > 0  # None, False: off (hybrid_share)
        if lexical and not isinstance(query, str):
            raise InvalidArgumentError("hybrid recall needs a text query (its words are matched), got a vector")
        text = None
        if lexical:
            assert isinstance(query, str)
            text = self._lexical_query(scope, matched) if given is None else \
                _lexical_read(matched, self._lexical_embedder)
        # The common query, a float32 vector of the store's dim, is normalised by the native call itself.
        raw = type(query) is np.ndarray and query.dtype is _FLOAT32 and query.shape == (self._engine.dim,)
        if isinstance(query, (list, tuple)) and query and all(isinstance(q, str) for q in query):
            raise InvalidTypeError(_ONE_QUERY)  # a list of texts once used only its first text, silently
        vector = query if raw else self._dense_vector(scope, matched) if isinstance(query, str) \
            else self._query_vectors(query, single=True)[0]
        filt = None if where is None else compile_where(where)  # a call less on the common path
        if filt is not None:
            # normalised once, as recall_many does (`vector` already is unless the caller's raw query)
            unit = normalised(vector.reshape(1, -1))[0] if raw else vector
            return _event_last(self._recall_filtered(
                scope, unit, _call_params(prototype, when, conflicts, offset), filt, conflicts, reinforce, text,
                newest_first, query if isinstance(query, str) else None), event_id, query)
        planned = self._engine.recall_plan(scope, lexical)
        if planned is None:
            if raw:
                self._query_vectors(query, single=True)  # bad input is refused in an empty scope too
            return []
        segments, plan = planned
        in_plan = conflicts and self._semantics.in_plan  # the pass in the plan's call, finished there unless it says
        if in_plan or not conflicts:
            how = conflict_pass(newest_first, self._semantics.cross_language) if in_plan else None
            out = plan.recall(vector, prototype, when, offset, raw, text, how)
        else:  # the pass after the plan's call (Semantics.in_plan off: tests and benchmarks compare)
            out = plan.hits(vector, _call_params(prototype, when, True, offset), raw, text)
        if out is None:
            raise InvalidArgumentError("vectors must not contain NaN or infinity: the query does")
        hits: builtins.list[Hit] = out[0]
        pool_segments, pool_rows = out[1], out[2]
        # the clause step's gate when the plan finished the pass (semantics.clause_gate), else None: not known
        gate = out[3] if in_plan and pool_segments is None else None
        if pool_segments is not None:  # the few recalls the plan's pass hands over, or the pass after the plan
            params = _call_params(prototype, when, True, offset)
            if in_plan:
                hits = self._semantics.mark_conflicts(hits, segments, pool_segments, pool_rows, vector, params,
                                                      found=out[3], newest_first=newest_first)
            else:
                hits = self._semantics.mark_conflicts(hits, segments, pool_segments, pool_rows, vector, params,
                                                      newest_first=newest_first)
        hits = self._document_side(query if isinstance(query, str) else None, hits, vector, prototype, relevance_map)
        hits = self._zero_ties(hits, prototype)
        if lexical:
            hits = self._xl_lexical_first(query, hits, prototype)
        if isinstance(query, str):
            if conflicts and newest_first:
                wider = _OnceWider(functools.partial(_wider_hits, plan, vector, prototype, when, offset, raw, text))
                if xl_join.XL_NAME_JOIN and mmr_lambda is None and budget_tokens is None and len(hits) == k:
                    hits = self._name_joined(scope, query, hits, k_wide, wider)
                hits = self._changes_first(query, hits, vector, relevance_map, gate)[:k]  # a joined note unmoved: cut
                if WIDE_POOL and mmr_lambda is None and budget_tokens is None and len(hits) == k and \
                        _changed_fact(hits) is not None:  # the closed gate: a look at the top hit (wide109)
                    hits = self._newer_pool(query, hits, vector, relevance_map, functools.partial(
                        _wider_hits, plan, vector, prototype, when, offset, raw, text))
                elif mmr_lambda is None and budget_tokens is None and len(hits) == k and \
                        (read := _standing_read(query, hits)) is not None:  # newest116, newest138
                    hits = self._standing_pool(query, hits, read[0], vector, relevance_map, functools.partial(
                        _wider_hits, plan, vector, prototype, when, offset, raw, text), read[1])
                elif WIDE_FIRST and mmr_lambda is None and budget_tokens is None and len(hits) == k and \
                        (at := _first_fact_unread(query, hits)) is not None:  # newest144
                    hits = self._first_pool(query, hits, at, vector, relevance_map, functools.partial(
                        _wider_hits, plan, vector, prototype, when, offset, raw, text))
                if xl_join.XL_VALUE_JOIN and mmr_lambda is None and budget_tokens is None and len(hits) == k:
                    hits = self._value_joined(scope, query, hits, k_wide, wider)  # after the pools: they may read it
            hits = self._asked_first(query, hits)
            hits = _event_last(hits, event_id, query)
        if reinforce and hits:
            self._reinforce(scope, hits, when)
        return hits

    def _name_joined(self, scope: str, question: str, hits: builtins.list[Hit], depth: int,
                     wider: Callable[[int], builtins.list[Hit]]) -> builtins.list[Hit]:
        """`hits` (a full recall's k) and after them the newer notes written elsewhere that spell a name of the
        question (xl_join.joined), read from the best `depth` hits of the same recall
        (`wider`: one more native call of the caller's plan, its scope only), for the change readers to read; the
        caller cuts the hits back to k after them (a joined note they leave last is dropped again). Read only for a
        question not written elsewhere naming a name an English hit names, over a scope some of whose texts hold a
        letter outside a-z."""
        if not xl_join.names(question) or _written_elsewhere(question) or \
                (at := xl_join.anchor(question, hits, _written_elsewhere)) is None or \
                self._engine.other_letters_share(scope) <= 0.0:
            return hits
        extra = xl_join.joined(*at, hits, wider(max(depth, len(hits)))[len(hits):], _written_elsewhere)
        return hits + extra

    def _value_joined(self, scope: str, question: str, hits: builtins.list[Hit], depth: int,
                      wider: Callable[[int], builtins.list[Hit]]) -> builtins.list[Hit]:
        """`hits` (a full recall's k, in the change readers' and the wide pools' order) with the newer note written
        elsewhere that restates the amount of their first English fact stating one (xl_join.value_anchor,
        xl_join.value_joined), read from the best `depth` hits (at most xl_join.XL_VALUE_JOIN_WIDE) of the same
        recall (`wider`: the caller's plan, its scope only, shared with the name join), put above that fact, the two
        marked against each other (``conflicts_with``), and the last hit dropped. Read only under a lexical embedder
        (the hashing one: a dense store's readers anchor such a note by its stored vector,
        semantics.xl_anchored_change, and under E5 the join put an equipment hire's day rate in Arabic over the
        newest dive price it was near), for a price asked (_money_asked) by a question not written elsewhere that
        compares no two things (xl_join.comparing: two rates, each its own fact), over a scope some of whose texts
        hold a letter outside a-z."""
        if not self._lexical_embedder or not _money_asked(question) or _written_elsewhere(question) or \
                xl_join.comparing(question) or \
                (at := xl_join.value_anchor(hits, _written_elsewhere)) is None or \
                self._engine.other_letters_share(scope) <= 0.0:
            return hits
        depth = min(depth, xl_join.XL_VALUE_JOIN_WIDE)
        found = xl_join.value_joined(question, at, hits, wider(max(depth, len(hits)))[len(hits):], _written_elsewhere)
        if found is None:
            return hits
        fact = hits[at]  # marked against each other, as the change readers mark a pair: the last reorderings keep it
        found = with_conflicts(found, tuple(sorted({*found.memory.conflicts_with, fact.id})))
        fact = with_conflicts(fact, tuple(sorted({*fact.memory.conflicts_with, found.id})))
        return [*hits[:at], found, fact, *hits[at + 1:-1]]

    def _xl_lexical_first(self, question: str, hits: builtins.list[Hit], params: Any) -> builtins.list[Hit]:
        """other_language_lexical_first over one hybrid text recall's hits (XL_LEXICAL), as recall, the filtered
        recall and recall_many each call it after the conflict pass: not under a lexical embedder, MMR or a token
        budget (`params`: the recall's RecallParams or its prototype; -1: no MMR, no budget)."""
        if not self._xl_lexical_on(params):
            return hits
        return other_language_lexical_first(question, hits, params.hybrid, params.weights.similarity)

    def _document_side(self, question: str | None, hits: builtins.list[Hit], vector: np.ndarray, params: Any,
                       relevance_map: tuple[float, float, float]) -> builtins.list[Hit]:
        """`hits` of a text question with no English asking word (XL_ROLES_ASKED) under a store that stores some
        texts both ways (WritePath.both_roles, XL_ROLES): the first XL_ROLES_ASKED_DEPTH hits stored so scored again
        by their document side alone (writes.DocumentSides: kept when written, else their searched text embedded
        again - a lesson's by lesson_search_text), the similarity term of their fused score replaced (`params`:
        weights and lexical share; `relevance_map`: the recall's (floor, scale, knee)), and those hits re-ordered by
        the new score (stable; under MMR or a token budget the hits stay). Every other recall: `hits` itself.
        `vector`: the unit query the recall searched with. The batch recall does the same on its columns."""
        if len(hits) < 2 or not self._document_side_on(question, params):
            return hits
        depth = min(len(hits), XL_ROLES_ASKED_DEPTH)
        head = [h.memory for h in hits[:depth]]
        at, cosines = self._document_cosines(
            [lesson_search_text(m.text, m.trigger, m.guidance) if m.kind == "lesson" else m.text for m in head],
            vector, lambda i: self._engine.stored_document(head[i].scope, head[i].id))
        if not at:
            return hits
        out = list(hits)
        for i, cosine in zip(at, cosines):
            hit = out[i]
            final, similarity, relevance = document_rescored(hit.final, hit.similarity, hit.relevance, cosine, params,
                                                             relevance_map)
            out[i] = replace(hit, final=final, similarity=similarity, relevance=relevance)
        return sorted(out[:depth], key=lambda h: -h.final) + out[depth:]

    def _document_side_on(self, question: str | None, params: Any) -> bool:
        """Whether _document_side may re-score a recall of `question` with `params` (the batch recall asks too)."""
        return XL_ROLES_ASKED and self._writes.both_roles is not None and question is not None and \
            params.mmr_lambda < 0 and params.budget_tokens < 0 and not _asks_in_english(question)

    def _document_cosines(self, searched: Sequence[str], vector: np.ndarray,
                          stored: Callable[[int], np.ndarray | None] | None = None) -> tuple[builtins.list[int],
                                                                                             builtins.list[float]]:
        """Of the hits' searched texts `searched`, the positions of those stored both ways and their document sides'
        cosines with the unit query `vector` (_document_side). `stored`: the document vector hit i's row holds (schema
        "document", xling192; None for a row written before the column, or by a writer that stores none), asked for
        the hits stored both ways only: read as it is; the others from writes.DocumentSides (kept, else embedded)."""
        both = self._writes.both_roles
        plain = plain_tool_output(list(searched))
        at = [] if both is None else [i for i, text in enumerate(plain) if both(text)]
        if not at:
            return at, []
        rows: builtins.list[np.ndarray | None] = [None if stored is None else stored(i) for i in at]
        missing = [j for j, row in enumerate(rows) if row is None or len(row) != len(vector)]
        if missing:
            found = self._writes.document_sides.vectors(self.embedder, [plain[at[j]] for j in missing])
            for j, row in zip(missing, found):
                rows[j] = row
        cosines: builtins.list[float] = (np.stack([row for row in rows if row is not None]).astype(
            np.float32, copy=False) @ vector).tolist()
        return at, cosines

    def _zero_ties(self, hits: builtins.list[Hit], params: Any) -> builtins.list[Hit]:
        """zero_relevance_by_similarity over one recall's hits (XL_ZERO_TIES), as recall, the filtered recall,
        recall_many and the batch recall each call it after the conflict pass: under a dense embedder, no MMR and
        no token budget (`params`: the recall's RecallParams or its prototype)."""
        return zero_relevance_by_similarity(hits) if self._zero_ties_on(params) else hits

    def _zero_ties_on(self, params: Any) -> bool:
        """Whether _zero_ties may reorder a recall's hits with `params` (the batch recall asks once a group)."""
        return XL_ZERO_TIES and not self._lexical_embedder and params.mmr_lambda < 0 and params.budget_tokens < 0

    def _xl_lexical_on(self, params: Any) -> bool:
        """Whether _xl_lexical_first may move a hit of a recall with `params` (the batch recall asks once a group)."""
        return XL_LEXICAL and not self._lexical_embedder and params.mmr_lambda < 0 and params.budget_tokens < 0

    def _asked_first(self, question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
        """A text question's last reorderings, in recall's order (recall, the filtered recall and recall_many alike):
        the hit holding the asked kind of value (support.slot_first), the asked thing's label (label_first), the
        answering span (spans.span_first), the fact a story's asking clause points at (_story_first), a list's one
        entry (entries.entry_first), a comparison's rates (compared.compared_first, recall190), a newer note's price
        over older ones (newer_price.newer_price_first, recall193)."""
        hits = xl_number_first(question, hits)  # xling162 (XL_NUMBER; off: main's order)
        hits = plan_first(question, xl_slot_first(question, slot_first(question, hits)))  # xling205 (PLAN_FIRST)
        hits = other_day_below(question, hits)  # recall211 (OTHER_DAY_BELOW; off: main's order)
        hits = entry_first(question, self._story_first(question, span_first(question, label_first(question, hits))))
        hits = compared_first(question, hits)  # recall190 (COMPARED_FIRST; off: main's order)
        hits = norm_first(question, hits)  # lookup229 (norms.NORM_FIRST; off: main's order)
        return newer_price_first(question, hits)  # recall193 (NEWER_PRICE_FIRST; off: main's order)

    def _story_first(self, question: str, hits: builtins.list[Hit]) -> builtins.list[Hit]:
        """`hits` with the fact spans.story_pick picks moved above an episode at the top, for a question told after
        a story: the asking clause alone (spans.story_clause) is embedded and the first SLOT_DEPTH hits' stored
        vectors ranked by it (lookups122); `hits` itself when none. Most recalls leave at the first tests (no story
        told, the top hit no episode, no close fact below it): the clause is embedded for about 0.5 % of them."""
        if len(hits) < 2 or story_clause(question) is None or hits[0].memory.kind != "episode":
            return hits  # most recalls: no story told (cached per question), or no episode at the top
        head = hits[:SLOT_DEPTH]
        top = head[0].memory
        against = {i for i, h in enumerate(head)
                   if i and (h.id in top.conflicts_with or top.id in h.memory.conflicts_with)}
        candidates = story_candidates(question, [h.memory.kind for h in head], [h.final for h in head],
                                      [h.text for h in head], against)
        candidates = [i for i in candidates
                      if i not in against or not story_result_over(question, top.text, head[i].text)]  # recall194
        if not candidates:
            return hits
        clause = story_clause(question)
        if clause is None:  # story_candidates read it (cached): not None here
            return hits
        sims = self._hit_vectors(head) @ self._query_vectors([clause], single=False)[0]
        i = story_pick(candidates, [float(s) for s in sims])
        return hits if i is None else [hits[i], *hits[:i], *hits[i + 1:]]

    def _changes_first(self, question: str, hits: builtins.list[Hit], query: np.ndarray,
                       relevance_map: tuple[float, float, float], gate: int | None = None) -> builtins.list[Hit]:
        """`hits` after asked_change_first, and, in a hashing store (whose clauses are embedded in microseconds),
        clause_first: a marked newer memory's share test reads its best clause too (semantics.clause_scorer;
        `query`: the unit query vector, `relevance_map`: the recall's (floor, scale, knee)). `gate`: the plan's clause
        gate for these hits (semantics.clause_gate) when its pass was finished natively, else None. First, a dated
        note above a close fact that answers a standing question goes below it (spans.note_below, lookups103), so
        the change readers here see the fact first and may still put a note that states its change above it."""
        hits = unnamed_top_below(question, note_below(question, hits))  # lookups117
        if gate is not None:
            return self._changes_gated(question, hits, query, relevance_map, gate)
        clause = clause_scorer(query, relevance_map) if self._lexical_embedder and len(hits) > 1 else None
        hits = named_change_kept(question, hits, asked_change_first(
            question, hits, clause, None if self._lexical_embedder else self._hit_vectors))  # lookups117
        return hits if clause is None else clause_first(hits, clause)

    def _changes_gated(self, question: str, hits: builtins.list[Hit], query: np.ndarray,
                       relevance_map: tuple[float, float, float], gate: int) -> builtins.list[Hit]:
        """_changes_first under the plan's clause gate (semantics.clause_gate): a step whose bit is off can read no
        hit's clause, so asked_change_first runs without a ClauseScorer (the same answer) unless bit 1 is on, and
        clause_first runs only when bit 2 is on or asked_change_first reordered the hits; the scorer is made only for
        a step that runs (branch clausenative84: the scorer and those reads were 3-4 % of a hashing text recall)."""
        lexical = self._lexical_embedder and len(hits) > 1
        opened = lexical and (gate & 1 or episode_clause_gate(question, hits))  # a fact under episodes: newest108
        clause = clause_scorer(query, relevance_map) if opened else None
        changed = named_change_kept(question, hits, asked_change_first(
            question, hits, clause, None if self._lexical_embedder else self._hit_vectors))  # lookups117
        if changed is hits and not gate & 2:
            return hits
        if clause is None and lexical:
            clause = clause_scorer(query, relevance_map)
        return changed if clause is None else clause_first(changed, clause)

    def _newer_pool(self, question: str, hits: builtins.list[Hit], unit: np.ndarray,
                    relevance_map: tuple[float, float, float],
                    wider: Callable[[int], builtins.list[Hit]]) -> builtins.list[Hit]:
        """`hits` (a full recall's k, after _changes_first), with a newer value of a changed fact ranked under them put
        before the fact when asked_change_first reads one (issue 18, branch wide101). Read only when the question asks
        for a value (support.asked_slot) and the top hit is a fact that replaced an older version of itself
        (``supersedes``: a value already changed once; no newer value was put first): then the facts and episodes
        newer than that fact among the next WIDE_EXTRA of the same recall (`wider(n)`: its best n hits, one more
        native call of the caller's plan, its scope only) are read with the fact by _changes_first, and one it puts
        before the fact goes first (the hits cut back to k). `unit`: the unit query; `relevance_map`: the recall's."""
        fact = _changed_fact(hits)
        if fact is None or (slot := asked_slot(question)) is None:
            return hits
        seen = {h.id for h in hits}
        after = fact.memory.created_at
        more = WIDE_NAMED_EXTRA - WIDE_EXTRA if _named_subject(question, slot, fact) else 0  # read for _named_extra
        wide = wider(len(hits) + WIDE_EXTRA + max(more, 0))[len(hits):]
        extra = [h for h in wide[:WIDE_EXTRA] if h.id not in seen and
                 h.memory.kind in ("fact", "episode") and h.memory.created_at > after]
        if WIDE_READ_FILTER:  # only those asked_change_first may pair with the fact (wide109)
            dense = not self._lexical_embedder
            extra = [h for h in extra if _worth_reading(fact, h, dense)]
        extra += [h for h in wide[WIDE_EXTRA:] if h.id not in seen and h.memory.kind in ("fact", "episode") and
                  h.memory.created_at > after and (_named_extra(question, fact, h) or _pack_extra(fact, h))]
        if not extra:
            return hits
        # the fact and the extra hits only: the other hits were read by the first pass and left the fact on top
        read = self._changes_first(question, [fact, *extra], unit, relevance_map)
        at = next(i for i, h in enumerate(read) if h.id == fact.id)
        return hits if at == 0 else (read[:at + 1] + hits[1:])[:len(hits)]

    def _standing_pool(self, question: str, hits: builtins.list[Hit], i: int, unit: np.ndarray,
                       relevance_map: tuple[float, float, float],
                       wider: Callable[[int], builtins.list[Hit]], above: bool = False) -> builtins.list[Hit]:
        """`hits` (a full recall's k, after _changes_first) with a newer price of the fact hits[i] (_standing_fact)
        ranked under them put first when _changes_first reads one (WIDE_STANDING): the facts and episodes newer than
        the fact among the next WIDE_STANDING_EXTRA hits of the same recall (`wider(n)`: its best n hits) that
        asked_change_first may pair with it (_worth_reading) and state an amount in one of its currencies
        (_states_fact_money) are read with hits[:i + 1]; when one goes first (`above`, wide_subject's fact, lower in
        the hits: when one goes above the fact), the read's order down to the last of those hits, then the rest of
        `hits`, cut back to k."""
        fact = hits[i]
        seen = {h.id for h in hits}
        after = fact.memory.created_at
        dense = not self._lexical_embedder
        extra = [h for h in wider(len(hits) + WIDE_STANDING_EXTRA)[len(hits):] if h.id not in seen and
                 h.memory.kind in ("fact", "episode") and h.memory.created_at > after and
                 _worth_reading(fact, h, dense) and (_states_fact_money(fact.memory.text, h.memory.text) or
                                                     _named_extra(question, fact, h) or _pack_extra(fact, h))]
        if not extra:
            return hits
        head = hits[:i + 1]
        read = self._changes_first(question, [*head, *extra], unit, relevance_map)
        if above:  # wide_subject's: an extra hit the read puts above the fact
            ids = {h.id for h in extra}
            first = next((n for n, h in enumerate(read) if h.id in ids), len(read))
            if first > next(n for n, h in enumerate(read) if h.id == fact.id):
                return hits
        elif read[0].id == hits[0].id:
            return hits
        kept = {h.id for h in head}
        last = max(n for n, h in enumerate(read) if h.id in kept)
        out = (read[:last + 1] + hits[i + 1:])[:len(hits)]
        return _named_told(question, out, hits[1]) if i == 0 else out  # newest121

    def _first_pool(self, question: str, hits: builtins.list[Hit], i: int, unit: np.ndarray,
                    relevance_map: tuple[float, float, float],
                    wider: Callable[[int], builtins.list[Hit]]) -> builtins.list[Hit]:
        """`hits` (a full recall's k, after _changes_first) with a newer value of the fact hits[i] (_first_fact_unread)
        ranked under them put first when _changes_first reads one (WIDE_FIRST): the episodes newer than the fact among
        the next WIDE_FIRST_EXTRA hits of the same recall (`wider(n)`) that asked_change_first may pair with it
        (_worth_reading) are read with hits[:i + 1]; when one goes first, the read's order down to the last of those
        hits, then the rest of `hits`, cut back to k."""
        fact = hits[i]
        seen = {h.id for h in hits}
        after = fact.memory.created_at
        dense = not self._lexical_embedder
        extra = [h for h in wider(len(hits) + WIDE_FIRST_EXTRA)[len(hits):] if h.id not in seen and
                 h.memory.kind == "episode" and h.memory.created_at > after and _worth_reading(fact, h, dense) and
                 (_states_fact_money(fact.memory.text, h.memory.text) or _named_extra(question, fact, h) or
                  _pack_extra(fact, h))]
        if not extra:
            return hits
        head = hits[:i + 1]
        read = self._changes_first(question, [*head, *extra], unit, relevance_map)
        if read[0].id == hits[0].id:
            return hits
        kept = {h.id for h in head}
        last = max(n for n, h in enumerate(read) if h.id in kept)
        return (read[:last + 1] + hits[i + 1:])[:len(hits)]

    def _hit_vectors(self, hits: builtins.list[Hit]) -> np.ndarray:
        """The stored embeddings of `hits`, one unit row each (semantics.xl_anchored_change reads them, for the
        few recalls whose hits hold a change told in another language; branch xlanchor85)."""
        with self._engine.lock:
            return self.row_vectors([self._engine.locate(h.memory.scope, h.id) for h in hits])

    def row_vectors(self, rows: builtins.list[tuple[Any, int]]) -> np.ndarray:
        """The stored embeddings of (segment, row) pairs, one unit row each, read under the engine's lock
        (_hit_vectors; the batch recall's story step, batch.jobs._story_first_columns)."""
        with self._engine.lock:
            out = np.stack([seg.vectors(np.array([row]))[0] for seg, row in rows]).astype(np.float32)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms > 0, norms, 1.0)

    def _recall_filtered(self, scope: str, unit: np.ndarray, params: Any, where: Any, conflicts: bool,
                         reinforce: bool, text: LexicalQuery | None, newest_first: bool = True,
                         question: str | None = None) -> builtins.list[Hit]:
        """recall() under a `where` filter: one exact native read of the matching rows (`unit`: the unit query;
        `text`: the query's text in a hybrid recall; `newest_first`: semantics.serves_newest_first)."""
        segments, result = self._engine.recall_filtered(scope, unit, params, where, text)
        if result is None:
            return []
        hits = self._engine.hits(segments, result, params)
        if conflicts:
            hits = self._semantics.mark_conflicts(hits, segments, result[8], result[9], unit, params,
                                                  newest_first=newest_first)
        hits = self._document_side(question, hits, unit, params,
                                   (params.relevance_floor, params.relevance_scale, params.relevance_knee))
        hits = self._zero_ties(hits, params)
        if question is not None:
            relevance_map = (params.relevance_floor, params.relevance_scale, params.relevance_knee)
            if text is not None:  # a hybrid recall, as in recall()
                hits = self._xl_lexical_first(question, hits, params)
            if conflicts and newest_first:
                hits = self._changes_first(question, hits, unit, relevance_map)
            hits = self._asked_first(question, hits)
        if reinforce and hits:
            self._reinforce(scope, hits, params.now)
        return hits

    def recall_many(self, scope: str | Sequence[str], queries: Any,
                    **options: Any) -> builtins.list[builtins.list[Hit]]:
        """recall() for many queries at once, on a native thread pool. `scope` is one scope for every
        query or one per query (scope first, as everywhere); `queries` is a list of texts or a 2-D array of
        vectors; `options` are recall's keyword arguments."""
        conflicts, reinforce = options.pop("conflicts", True), options.pop("reinforce", False)
        time_hints = options.pop("time_hints", True)
        filt = compile_where(options.pop("where", None))
        if type(reinforce) is not bool:
            raise InvalidTypeError(f"reinforce must be a bool, got {type(reinforce).__name__}")
        if type(time_hints) is not bool:
            raise InvalidTypeError(f"time_hints must be a bool, got {type(time_hints).__name__}")
        relevance = self._relevance(options.pop("calibrated", True))
        if isinstance(queries, str):
            raise InvalidTypeError("queries must be a list of texts or a 2-D array of vectors, got one string "
                                   "(recall_many takes the scope first: recall_many(scope, queries))")
        texts = list(queries) if isinstance(queries, (list, tuple)) and bool(queries) \
            and all(isinstance(q, str) for q in queries) else None
        # texts are embedded once their scopes are known (below); vectors are checked first, as before
        vectors = self._query_vectors(queries, single=False) if texts is None else _NO_VECTORS
        n = len(vectors) if texts is None else len(texts)
        if not isinstance(scope, str) and not isinstance(scope, Iterable):
            raise InvalidTypeError(f"scope must be a string or one string per query, got {type(scope).__name__}")
        scopes = [scope] * n if isinstance(scope, str) else list(scope)
        if len(scopes) != n:
            raise InvalidArgumentError("give one scope, or one scope per query")
        try:
            unique = set(scopes)
        except TypeError:  # an unhashable "scope" (a row of an array): no scope at all
            raise InvalidTypeError("scope must be a string or one string per query, got an unhashable "
                                   f"{type(scopes[0]).__name__}") from None
        for s in unique:
            check_scope(s)
        anchored: builtins.list[TimeReference | None] | None = None
        matched: builtins.list[str] | None = texts
        events: builtins.list[str | None] = [None] * n
        if texts is not None:  # each text embedded as recall() embeds it (its scope's subject left out)
            if time_hints:  # an event a question is dated by, and the words it is then matched by (recall)
                triples = self._anchored_many(scopes, texts, options.get("now"))
                anchored = [reference for reference, _, _ in triples]
                matched = [text for _, text, _ in triples]
                events = [event for _, _, event in triples]
            vectors = self.dense_vectors(scopes, matched if matched is not None else texts)
        groups = self.grouped_params(texts, len(vectors), options, time_hints=time_hints, keep_pool=conflicts,
                                     relevance=relevance, scopes=scopes, anchored=anchored)
        answers: builtins.list[Any] = [None] * len(vectors)
        # as recall() matches a text (under the default share, in its scope's language or by its identifiers only)
        lexical_texts = None if matched is None else \
            self.lexical_texts(matched, scopes if options.get("hybrid") is None else None)
        for picked, group_params in groups:
            whole = len(picked) == len(vectors)
            lexical = lexical_texts if group_params.hybrid > 0 else None
            group_segments, group_results = self._engine.recall_many(
                scopes if whole else [scopes[i] for i in picked], vectors if whole else vectors[picked],
                group_params, filt, lexical if whole or lexical is None else [lexical[i] for i in picked])
            for i, result in zip(picked, group_results):
                answers[i] = (group_segments, result, group_params)
        out = []
        for i, (s, query, (segments, result, call_params)) in enumerate(zip(scopes, vectors, answers)):
            hits = self._engine.hits(segments, result, call_params)
            if conflicts:  # a question naming a past period gets no newer value first, as in recall()
                newest_first = texts is None or not time_hints or serves_newest_first(
                    (anchored[i] if anchored is not None else None)
                    or as_of(_time_reference(texts[i]), call_params.now))
                hits = self._semantics.mark_conflicts(hits, segments, result[8], result[9], query, call_params,
                                                      newest_first=newest_first)
            hits = self._document_side(None if texts is None else texts[i], hits, query, call_params, relevance)
            hits = self._zero_ties(hits, call_params)
            if texts is not None and call_params.hybrid > 0:  # a hybrid text recall, as in recall()
                hits = self._xl_lexical_first(texts[i], hits, call_params)
            if conflicts and texts is not None and newest_first:
                hits = self._changes_first(texts[i], hits, query, relevance)
            if texts is not None:
                hits = _event_last(self._asked_first(texts[i], hits), events[i], texts[i])
            if reinforce and hits:
                self._reinforce(s, hits, call_params.now)
            out.append(hits)
        return out

    def grouped_params(self, texts: builtins.list[str] | None, n: int, options: dict[str, Any], *,
                       time_hints: bool = True, keep_pool: bool = False,
                       relevance: tuple[float, float, float] = recall_params.PLAIN_COSINE,
                       scopes: Sequence[str] | None = None,
                       anchored: Sequence[TimeReference | None] | None = None,
                       ) -> builtins.list[tuple[builtins.list[int], Any]]:
        """The native parameters of `n` queries (`texts`: their texts, None for vectors) under recall's options
        (`options`: build_from's, all at one `now`) and its per-query defaults (query_rule: a time a text names,
        a text's default lexical share, whether it asks about a standing thing: engramdb.standing), grouped: [(the
        queries' positions, their RecallParams)], one group per distinct (time, share, standing), in the order of
        each group's first query. recall_many and the batch jobs' recall read their queries through it, so each
        query is ranked as recall() ranks it. `scopes`: each text's scope, which the default share of a text in
        another language than its scope's reads (_language_share). `anchored`: each text's event-anchored time hint
        (anchored_queries; None: no anchors), taken over the time the text names (anchored_queries gives one only
        to a text naming no time or a bare "last": timeref.bare_last)."""
        params = recall_params.build_from(self._now, options, keep_pool=keep_pool, relevance=relevance)
        if params.hybrid > 0 and texts is None and n:
            raise InvalidArgumentError("hybrid recall needs text queries (their words are matched), got vectors")
        hybrid = options.get("hybrid")
        given_weights = options.get("weights", _DEFAULT_WEIGHTS)
        default_weights = _default_weights(given_weights)
        keys: dict[Any, builtins.list[int]] = {}
        references: dict[Any, TimeReference | None] = {}
        for i in range(n):
            reference, share = query_rule(None if texts is None else texts[i], time_hints, hybrid,
                                          self._lexical_embedder)
            reference = as_of(reference, params.now)  # a month to come (timeref.as_of), as recall() reads it
            if time_hints and anchored is not None and anchored[i] is not None:
                reference = anchored[i]  # an event-anchored window (anchored_queries), as recall() reads it
            weights = given_weights
            if texts is not None and scopes is not None and (hybrid is None or default_weights):
                foreign = self._in_other_language(scopes[i], texts[i])
                if hybrid is None:
                    share = _language_share(share, foreign)
                    share = _mixed_share(share, share == recall_params.DEFAULT_HYBRID
                                         and self._in_mixed_scope(scopes[i], texts[i]))
                if default_weights:
                    weights = language_weights(weights, texts[i], reference, foreign)
            # grouped by what the reference sets (hinted reads its kind, days and tense), not by the words naming it
            standing = texts is not None and time_hints and _asks_standing(texts[i])
            key = (None if reference is None else (reference.kind, reference.days, reference.past_tense,
                                                   recency_offset(reference, params.now), reference.not_one_day),
                   share, weights, standing)
            references.setdefault(key, reference)
            keys.setdefault(key, []).append(i)
        groups = []
        for key, picked in keys.items():
            reference, share, weights, standing = references[key], key[1], key[2], key[3]
            if reference is None and share == hybrid and weights is given_weights and not standing:
                groups.append((picked, params))
                continue
            weights, half_life = hinted(reference, weights, options.get("half_life_days", DEFAULT_HALF_LIVES))
            if standing:
                half_life = standing_half_lives(half_life, options.get("kinds"))
            group_params = recall_params.build_from(self._now, {**options, "weights": weights,
                                                                "half_life_days": half_life, "hybrid": share},
                                                    keep_pool=keep_pool, relevance=relevance)
            group_params.now = params.now
            group_params.recency_offset = key[0][3] if key[0] is not None else 0.0
            groups.append((picked, group_params))
        return groups

    def _anchored(self, scope: str, text: str, now: Any) -> tuple[TimeReference | None, str]:
        """_anchored_event without the event's memory id: (the time hint, the text to match)."""
        reference, matched, _ = self._anchored_event(scope, text, now)
        return reference, matched

    def _anchored_event(self, scope: str, text: str, now: Any) -> tuple[TimeReference | None, str, str | None]:
        """(the time hint, the text to match) of a question of `scope` dated by an event ("What did we decide the week
        after the inspection?": event_anchors.event_anchor): the window around the event's own memory in the scope
        (the day its text states, else its created_at: event_anchors.event_time; the top hit of a recall of the
        event's words by meaning alone, scoring at least ANCHOR_MIN_SCORE, or under a dense embedder its relevance
        reaching it ANCHOR_MIN_MARGIN above the next hit's), and the question without the anchor's words ("What did
        we decide?": they name the event's memory, not the answer, and ranked it first). (None, `text`) for a question
        naming no anchor (the common case: one cached look at its words) or an event the scope holds no memory of;
        third, the id of the event's memory (None with no window)."""
        anchor = _event_anchor(text)
        if anchor is None:
            return None, text, None
        when = self._now() if now is None else to_epoch(now, "now")  # the recall's clock, as prototype_of reads it
        hits = self.recall(scope, anchor.event, k=3 if EVENT_NOT_DATED or EVENT_EARLIEST else 2,
                           weights=_ANCHOR_WEIGHTS, now=when, time_hints=False, conflicts=False)
        told_after = ANCHOR_WORDS_KEPT and any(dated_by(hit.memory.text, anchor) for hit in hits)
        if EVENT_NOT_DATED and len(hits) > 1 and dated_by(hits[0].memory.text, anchor):
            hits = hits[1:]  # a memory dated by the event ("The week after the flood we ..."), not the event's
        if not hits or not (hits[0].final >= ANCHOR_MIN_SCORE or (
                not self._lexical_embedder and hits[0].relevance >= ANCHOR_MIN_SCORE
                and hits[0].relevance - (hits[1].relevance if len(hits) > 1 else 0.0) >= ANCHOR_MIN_MARGIN)):
            return None, text, None
        if EVENT_EPISODE and anchor.period is not None and hits[0].memory.kind != "episode":
            hits = _episodes_first(hits, anchor)
        event = hits[0].memory
        if EVENT_EARLIEST:
            event = _first_event(hits, anchor)
        matched = text if told_after and moves_event_last(text) else anchor.rest or text
        return anchored_reference(anchor, event_time(event.text, event.created_at.timestamp()), when), \
            matched, event.id

    def anchored_queries(self, scopes: Sequence[str], texts: Sequence[str],
                         now: Any = None) -> tuple[builtins.list[TimeReference | None], builtins.list[str]]:
        """For text queries (one scope each) asked at `now` (None: the store's clock): each one's event-anchored time
        hint (None for most) and the text it is matched by, as recall() reads them (_anchored). recall_many and the
        batch jobs read their queries through it before embedding them, and give the hints to grouped_params. A text
        naming a time itself (timeref; "What was the bug last week before the move?") is read by that time and matched
        whole, as recall() reads it: no anchor is looked up for it; a bare "last" ("What was the last build before the
        move to GitHub Actions?": timeref.bare_last) yields to an anchor the scope finds, as in recall()."""
        triples = self._anchored_many(scopes, texts, now)
        return [reference for reference, _, _ in triples], [matched for _, matched, _ in triples]

    def _anchored_many(self, scopes: Sequence[str], texts: Sequence[str],
                       now: Any) -> builtins.list[tuple[TimeReference | None, str, str | None]]:
        """anchored_queries with each query's event memory id (_anchored_event; None: no anchored window)."""
        when = self._now() if now is None else to_epoch(now, "now")
        return [self._anchored_event(scope, text, when) if _anchor_may_date(text) else (None, text, None)
                for scope, text in zip(scopes, texts)]

    def _dense_text(self, scope: str, text: str) -> tuple[str, ...]:
        """The texts a text query of `scope` is embedded from (its vector is their embeddings' mean): with the
        scope's subject's name replaced by "it" when it names it in the scope's language (engramdb.subjects.
        without_subject; the lexical side reads the query as given); in another language, the question as asked
        and without the name, both. There the name is what ties the question to the memories ("Hvem driver
        Oakline Tree Care?" is "who runs it" without it), yet alone it draws the memories naming the subject
        ("Fjordline Freight is a Bergen-based freight forwarder ...") above the answer; the mean keeps both
        (benchmarks/RESULTS.md, "Recall quality: cross-lingual questions"). The query itself when subject_queries
        is off (the hashing embedder's default)."""
        if not self.subject_queries:
            return (text,)
        subject, vocabulary = self._engine.subject(scope)
        if subject is None:
            return (text,)
        stripped = without_subject(text, subject, vocabulary)
        if stripped is not None:
            return (stripped,)
        other = without_subject(text, subject)  # None unless the language test was what kept the name
        return (text,) if other is None else (text, other)

    def _in_other_language(self, scope: str, text: str) -> bool:
        """Whether the text query `text` of `scope` is, under a dense embedder, in another language than the scope's
        memories (subjects.other_language): what its default lexical share (_language_share) and recency weight
        (language_weights) read. Never under the hashing embedder, whose similarity is a word match."""
        if self._lexical_embedder or _asks_in_english(text):
            return False  # the scope's words are read only for a question with no English asking word
        return other_language(text, self._engine.subject(scope)[1])

    def _in_mixed_scope(self, scope: str, text: str) -> bool:
        """Whether the text query `text` is, under a dense embedder, an English question (subjects.asks_in_english)
        over a scope whose memories are written in several languages: at least MIXED_SCOPE_MIN_SHARE of its texts
        hold a lower-case word with a letter outside a-z (SegmentSet.other_letters_share). What its default lexical
        share reads (_mixed_share). Never under the hashing embedder, whose similarity is a word match."""
        if self._lexical_embedder or not asks_in_english(text):
            return False
        return self._engine.other_letters_share(scope) >= recall_params.MIXED_SCOPE_MIN_SHARE

    def _lexical_query(self, scope: str, text: str) -> LexicalQuery:
        """What the lexical side of a default-share recall reads of the text query `text` of `scope`: lexical_text,
        or only the identifiers it names (semantics.identifiers) when the store's embedder is dense and the text is
        in another language than the scope's memories (subjects.other_language). An identifier ("U12", "H5",
        "INV-2291") is written alike in every language; the question's other words meet the memories only in
        look-alike words ("Training", "nap", "a"), which BM25 then weighed as much as the identifier."""
        if self._lexical_embedder or _asks_in_english(text):
            return _lexical_read(text, self._lexical_embedder)
        named = _identifiers(text)
        if not named or not other_language(text, self._engine.subject(scope)[1]):
            return _lexical_read(text, self._lexical_embedder)
        return " ".join(sorted(named))

    def lexical_texts(self, texts: Sequence[str], scopes: Sequence[str] | None = None
                      ) -> builtins.list[LexicalQuery]:
        """What hybrid recall's lexical side reads of each text query of `texts`: lexical_text, function words left
        out in a store whose embedder is the hashing embedder; given each text's scope (`scopes`: a recall under
        the default share), _lexical_query's, so a text in another language matches only its identifiers."""
        if scopes is None:
            return [_lexical_read(t, self._lexical_embedder) for t in texts]
        return [self._lexical_query(s, t) for s, t in zip(scopes, texts)]

    def dense_texts(self, scopes: Sequence[str], texts: Sequence[str]) -> builtins.list[tuple[str, ...]]:
        """The texts that each of `texts` (one per scope of `scopes`, checked) is embedded from for recall:
        _dense_text."""
        for s in set(scopes):
            check_scope(s)
        return [self._dense_text(s, t) for s, t in zip(scopes, texts)]

    def dense_vectors(self, scopes: Sequence[str], texts: Sequence[str]) -> np.ndarray:
        """The unit vectors recall searches with for the text queries `texts` (one per scope of `scopes`): each the
        normalised mean of its dense_texts' embeddings, all embedded in one call of the embedder's query side, then
        moved by its language's offset when in another language (_language_moved)."""
        parts = self.dense_texts(scopes, texts)
        flat = [t for p in parts for t in p]
        vectors = self._query_vectors(flat, single=False)
        if len(flat) != len(parts):
            at = np.cumsum([0] + [len(p) for p in parts[:-1]])
            vectors = normalised(np.add.reduceat(vectors, at, axis=0).astype(np.float32, copy=False))
        if not self._lexical_embedder:  # a loop over the queries, not over rows: one cached test for an English one
            for i, (scope, text) in enumerate(zip(scopes, texts)):
                vectors[i] = self._language_moved(scope, text, vectors[i])
        return vectors

    def _dense_vector(self, scope: str, text: str) -> np.ndarray:
        """``dense_vectors([scope], [text])[0]`` for recall's one text query, its scope checked already: the common
        one embedded text without dense_vectors' batch steps."""
        texts = self._dense_text(scope, text)
        if len(texts) != 1:
            vector: np.ndarray = self.dense_vectors([scope], [text])[0]
            return vector
        return self._language_moved(scope, text, normalised(embed_query(self.embedder, texts[0]))[0])

    def _language_moved(self, scope: str, text: str, vector: np.ndarray) -> np.ndarray:
        """`vector`, the unit vector of the text query `text` of `scope`, as recall searches with it: when the
        question is in another language than the scope's memories (_in_other_language; never under the hashing
        embedder) and the scope holds English memories and memories in its guessed language (engramdb.language.
        guess) or a prior for it, ``normalised(vector - OFFSET_SCALE * offset)``, offset that language's in the
        scope (engine.SegmentSet.language_offset; another scope's memories never move it), shrunk toward
        PRIOR_WEIGHT of the embedder's shipped prior for that language where there is one, and PRIOR_ALONE of it
        when no memory of the scope is in the language (engramdb.language.prior; the same for every store, it reads
        no scope):
        E5's pull toward memories in the question's own language taken out of the question, so an English memory
        that answers it is not outranked by one that only shares its language (benchmarks/RESULTS.md, "xling54
        (session 28)", "xling59 (session 29)", "xling70 (session 30)"). Else `vector` itself (an English question's
        is unchanged).
        Cost for a foreign question: a cached guess, a dict look-up and one [dim] float op."""
        if not self._in_other_language(scope, text):
            return vector
        language = guess(text)
        prior, alone = self._language_prior.get(language, (None, None)) if language else (None, None)
        shift = self._engine.language_offset(scope, language, OFFSET_SHRINK, prior, alone)
        if shift is None or not vector.any():  # a zero vector (the embedder's for an empty text) stays zero
            return vector
        moved = vector - OFFSET_SCALE * shift
        norm = float(np.linalg.norm(moved))
        if not norm > 0.0:  # not reached with unit vectors and a scale below 1: an offset is shorter than 2
            return vector
        out: np.ndarray = (moved / norm).astype(np.float32)
        return out

    def _relevance(self, calibrated: Any) -> tuple[float, float, float]:
        """The native relevance map of a recall: the store's, or the plain cosine's."""
        if type(calibrated) is not bool:
            raise InvalidTypeError(f"calibrated must be a bool, got {type(calibrated).__name__}")
        if not calibrated:
            return recall_params.PLAIN_COSINE
        calibration = self._calibration
        if self._relevance_of[0] is not calibration:  # one tuple per calibration: recall_params.build's shortcut
            self._relevance_of = (calibration, calibration.native())  # compares its arguments by identity
        return self._relevance_of[1]

    def query_vectors(self, queries: Any) -> np.ndarray:
        """The unit vectors recall and recall_many search with for `queries` (a list of texts, embedded through the
        embedder's query side; or a 2-D array of vectors, checked and normalised): float32 [len(queries), dim]."""
        return self._query_vectors(queries, single=False)

    def _reinforce(self, scope: str, hits: builtins.list[Hit], now: float) -> None:
        """Bumps last_used and use_count of the recalled memories (recall's `reinforce`)."""
        with self._engine.lock:
            located = [self._engine.locate(scope, h.id) for h in hits]
            self._engine.commit_usage(scope, [(seg, np.array([row])) for seg, row in located], now)

    def _query_vectors(self, queries: Any, *, single: bool) -> np.ndarray:
        if single and type(queries) is np.ndarray and queries.dtype is _FLOAT32 and queries.shape == (self.dim,):
            return normalised(queries.reshape(1, -1))  # the common query: what the checks below would pass
        if isinstance(queries, (list, tuple)) and queries and all(isinstance(q, str) for q in queries):
            return normalised(embed_checked(self.embedder, list(queries), "query"))
        if isinstance(queries, (str, bytes)) or queries is None:
            raise InvalidTypeError("query must be text or a vector")
        try:
            with np.errstate(over="ignore"):  # a value beyond float32 becomes inf, refused below
                matrix = np.asarray(queries, dtype=np.float32)
        except (TypeError, ValueError):
            raise InvalidTypeError("query must be text or a numeric vector") from None
        except OverflowError:  # an int beyond float
            raise InvalidArgumentError("vectors must not contain NaN or infinity: an int is beyond float") from None
        if single:
            if matrix.ndim >= 2:
                raise InvalidTypeError(_ONE_QUERY)
            if matrix.ndim != 1:
                raise DimensionMismatchError(f"a query vector must be 1-D of length {self.dim}")
            matrix = matrix[None, :]
        return normalised(as_matrix(matrix, self.dim, rows=None))

    # ------------------------------------------------------------------ kinds of memory (semantics.py)

    @_doc_from(Semantics.update)
    def update(self, scope: str, id: str, *, text: str | None = None, importance: float | None = None,
               confidence: float | None = None, expires_at: Any = None, meta: dict[str, Any] | None = None,
               trigger: str | None = None, guidance: str | None = None) -> str:
        return self._semantics.update(scope, id, text=text, importance=importance, confidence=confidence,
                                      expires_at=expires_at, meta=meta, trigger=trigger, guidance=guidance)

    @_doc_from(Semantics.set_fact)
    def set_fact(self, scope: str, key: str, value: str, *, source: str = "user", confidence: float | None = None,
                 importance: float = 0.5, trusted: bool = True, created_at: Any = None, expires_at: Any = None,
                 layer: str | None = None) -> str:
        check_unit("importance", importance)
        return self._semantics.set_fact(scope, key, value, source=source, confidence=confidence,
                                        importance=importance, trusted=trusted, created_at=created_at,
                                        expires_at=expires_at, layer=layer)

    @_doc_from(Semantics.get_fact)
    def get_fact(self, scope: str, key: str) -> str | None:
        _check_text(key, "key")
        return self._semantics.get_fact(scope, key)

    @_doc_from(Semantics.fact_history)
    def fact_history(self, scope: str, key: str) -> builtins.list[Memory]:
        _check_text(key, "key")
        return self._semantics.fact_history(scope, key)

    @_doc_from(Semantics.add_episode)
    def add_episode(self, scope: str, summary: str, *, outcome: str | None = None, task: str | None = None,
                    session_id: str | None = None, key_facts: builtins.list[str] | tuple[str, ...] = (),
                    importance: float = 0.5, source: str = "agent", trusted: bool = True, created_at: Any = None,
                    expires_at: Any = None) -> str:
        return self._semantics.add_episode(scope, summary, outcome=outcome, task=task, session_id=session_id,
                                           key_facts=key_facts, importance=importance, source=source,
                                           trusted=trusted, created_at=created_at, expires_at=expires_at)

    @_doc_from(Semantics.add_lesson)
    def add_lesson(self, scope: str, trigger: str, guidance: str, *, confidence: str = "low",
                   source: str = "agent", importance: float = 0.7, created_at: Any = None) -> str:
        _check_text(confidence, "confidence")
        return self._semantics.add_lesson(scope, trigger, guidance, confidence=confidence, source=source,
                                          importance=importance, created_at=created_at)

    @_doc_from(Semantics.pending_lessons)
    def pending_lessons(self, scope: str) -> builtins.list[Memory]:
        return self._semantics.pending_lessons(scope)

    @_doc_from(Semantics.approve)
    def approve(self, scope: str, id: str) -> None:
        self._semantics.approve(scope, id)

    @_doc_from(Semantics.reject)
    def reject(self, scope: str, id: str) -> None:
        self._semantics.reject(scope, id)

    # ------------------------------------------------------------------ store health (maintenance.py)

    @_doc_from(Maintenance.strength)
    def strength(self, scope: str, id: str, *, now: Any = None) -> float:
        return self._maintenance.strength(scope, id, now=now)

    @_doc_from(Maintenance.prune)
    def prune(self, scope: str, *, ttl_days: float | None = None, max_items: int | None = None,
              now: Any = None) -> int:
        return self._maintenance.prune(scope, ttl_days=ttl_days, max_items=max_items, now=now)

    @_doc_from(Maintenance.apply_prune_plan)
    def apply_prune_plan(self, plan: pa.Table) -> int:
        return self._maintenance.apply_prune_plan(plan)

    @_doc_from(Maintenance.consolidate)
    def consolidate(self, scope: str, *, mode: str = "light", summarize: Summarize | None = None,
                    threshold: float | None = None, now: Any = None, threads: int = 0) -> ConsolidationReport:
        _check_text(mode, "mode")
        nonnegative_int(threads, "threads", INT32_MAX)  # 0: all cores
        if isinstance(threshold, float) and 0 < threshold <= 2.0**-150:  # 0 as the kernel's float32
            raise InvalidArgumentError(f"threshold must be in (0, 1] as a float32, got {threshold}")
        return self._maintenance.consolidate(scope, mode=mode, summarize=summarize, threshold=threshold, now=now,
                                             threads=threads)

    # ------------------------------------------------------------------ the injected block (context.py)

    @_doc_from(ContextBuilder.build_context)
    def build_context(self, scope: str, task: str, *, budget_tokens: int = 1500, now: Any = None,
                      k_facts: int = 5, k_lessons: int = 3, k_episodes: int = 2, min_score: float = 0.0,
                      min_confidence: float | None = None) -> Context:
        finite(min_score, "min_score")
        return self._context.build_context(scope, task, budget_tokens=budget_tokens, now=now, k_facts=k_facts,
                                           k_lessons=k_lessons, k_episodes=k_episodes, min_score=min_score,
                                           min_confidence=min_confidence)

