"""A question about a standing thing: no recency for episodes (issue 18; benchmarks/RESULTS.md, "standing42").

An agent's scope holds standing facts (a rule, a policy, a price, an address: "Piercings are done by Tamsin ...
with implant-grade titanium only", stored once, often long ago) beside a stream of episodes (a meeting note, a log
line, an e-mail: "On Wednesday Tamsin pierced a mother's and daughter's ears together ...", days old). Asked "What
metal does Tamsin use for piercings?", the fused score's recency term (0.15 of it) gave the days-old episode almost
its whole weight and the year-old rule a third of it, and the episode won although it does not answer: the largest
class of lookup misses left after session 25 (benchmarks/RESULTS.md, "lookup35 (session 25)": E5 35 of 65).

For a question that asks about a standing thing (:func:`asks_standing`), recall therefore gives the *event* layer
(episodes: schema.DEFAULT_LAYER) a half-life of STANDING_EVENT_HALF_LIFE_DAYS, so that an episode keeps no recency
term (one 15 minutes old keeps 0.5 ** 10) while facts, lessons and the other layers keep theirs: a changed fact's
newer value still leads its older one on recency (newest-first held on every tuning set), and an episode still
wins a question its words answer better. A question asks about a standing thing when it names no time
(timeref.time_reference: the time hints set the recency term then) and no identifier ("What's the status of
RMA-55812?": a record, often an episode; semantics.identifiers), and, asked in English (subjects.asks_in_english),
is not told in the past ("What did Niamh ask?", "Why was lane 12 closed?": timeref.told_in_past; "Which day is the
kitchen closed?" is not: STANDING_PASSIVE) and asks one
thing, not a second after "and" ("Which camera covers the corridor, and is it working?": multi-hop questions join
a standing fact to an event). An English question that tells a story of STORY_MIN_WORDS words or more before the
clause that asks (support.asking_clause: "A customer in Eilat asked how we ship fragile pieces and which service
we use, because her last order arrived in bits - what's our usual way?") is read in that clause for both tests:
the story is told in the past and may join two things, the clause asks about a standing thing (benchmarks/
RESULTS.md, "lookups78"); a shorter lead that names what is asked about by an event ("The man who rang about the
broken heating - where do we collect the key from him?") keeps the whole question read. Asked in another
language (a text with a question mark, _QUESTION_MARK), it names
no weekday or month that timeref makes no window of (timeref.names_a_day: "... au marché mercredi ?"; a unit word,
"quel jour", "welke dagen", "fine settimana", asks about a routine, a standing thing) and is not told in the past
by a word of FOREIGN_PAST_CUES or a past ending of FOREIGN_PAST_ENDINGS ("¿Qué pasó ...?", "Ile zapłaciliśmy
...?"; benchmarks/RESULTS.md, "lookups48": no "and" test there, which cost two-part standing questions their rank
under hashing and changed nothing under E5). Under a dense embedder a question in another language than its
scope's memories already has no recency weight unless it holds a time word (store.language_weights), so there the
rule reaches a question in its scope's own language, one with a unit word ("días", "jour") and any question under
the hashing embedder.

Only the per-query half-lives change (a layer's half-life is a per-query parameter, bound per row by every plan,
as the time hints' are): the fused score stays the same fixed monotone function of similarity, recency,
importance and confidence, and recall, recall_many, the batch recall and a filtered recall read the rule alike
(MemoryStore.grouped_params groups recall_many's queries by it). It applies only under recall's default
half-lives (scoring.DEFAULT_HALF_LIVES): a caller's own half-lives are kept as given, as is everything under
``time_hints=False`` and a recall of episodes alone (``kinds=["episode"]``). The recency *weight* is not touched,
so a rule that scales it per question (another language's question, say) composes with this one.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from .scoring import DEFAULT_HALF_LIVES, LayerHalfLives
from .semantics import identifiers
from .spans import _told_in_past as _told_in_past_read
from .subjects import asks_in_english
from .support import asking_clause
from .timeref import TimeReference, names_a_day, question_reference, time_reference, told_in_past

__all__ = ["FOREIGN_PAST_CUES", "FOREIGN_PAST_ENDINGS", "STANDING_EVENT_HALF_LIFE_DAYS", "STORY_TIME", "asks_standing",
           "question_time", "standing_half_lives"]

# The event layer's half-life under a standing question: an episode keeps no recency term (one a day old keeps
# 0.5 ** 1000). 1 day, 3 days and 10 days kept part of it and won less (benchmarks/RESULTS.md, "standing42").
STANDING_EVENT_HALF_LIFE_DAYS = 0.001
# A story told before the question ("A customer in Eilat asked how we ship fragile pieces ... - what's our usual
# way?"): at least this many words before its asking clause (support.asking_clause). Such a story is told in the
# past and may ask a second thing ("asked how often gradings happen and what her son needs ... - what's the
# rule?"), but the clause asks about a standing thing. A shorter lead names what is asked about by an event
# ("The man who rang about the broken heating - where do we collect the key from him?": the episode names him),
# and the whole question is read (benchmarks/RESULTS.md, "lookups78").
STORY_MIN_WORDS = 10
_STORY_WORD = re.compile(r"\w+")
# A second question joined by "and" ("..., and is it working?", "... and what does it do to her?").
_SECOND_QUESTION = re.compile(r"\band\s+(?:what|who|whom|whose|which|when|where|why|how|is|are|was|were|does|do|"
                              r"did|has|have|had|can|could|will|would|should)\b", re.IGNORECASE)


# A question in another language than English is told in the past when it holds one of these words (past
# auxiliaries and the commonest past forms of the languages the sets ask in: "fue", "était", "wurde", "è stato" by
# "stato", "foi", "werd", "blev", "był", "đã", ...; timeref's own _PAST_CUES also hold present forms, "ist", "hat",
# "è", which a standing question asks with) or a word of at least FOREIGN_PAST_MIN letters ending as a past form
# does (Spanish "pasó", "compraron", "vendieron"; Polish "zapłacił", "przyszła", "zapłaciliśmy"; Portuguese "comprou",
# "aconteceu", "pediu"). Data, as semantics.RESTATE_CUES is: a language is added by its words.
FOREIGN_PAST_CUES = frozenset((
    "fue", "fueron", "hubo", "pasó", "ocurrió", "sucedió", "dijo", "hizo", "tuvo", "había", "habían",  # es
    "était", "étaient", "été", "avait", "avaient", "fut", "s'est",  # fr
    "war", "waren", "wurde", "wurden", "hatte", "hatten", "geschah", "passiert",  # de
    "successo", "accaduto", "aveva", "avevano", "stato", "stata",  # it
    "foi", "foram", "houve", "aconteceu", "tinha", "fez",  # pt
    "werd", "werden", "gebeurd", "hadden",  # nl
    "hade", "blev", "hände", "skedde", "skjedde", "havde", "hadde",  # sv, no, da
    "był", "była", "było", "były", "byli", "byl", "byla", "bylo", "byly", "был", "была", "было", "были",  # pl, cs, ru
    "oldu", "sudah", "telah", "tadi", "đã", "vừa", "ilikuwa"))  # tr, id, vi, sw
FOREIGN_PAST_ENDINGS = ("ó", "aron", "ieron", "ł", "ła", "ło", "ły", "łem", "łam", "liśmy", "ou", "eu", "iu")
FOREIGN_PAST_MIN = 5
# What marks a text in another language as a question, whatever the language: a question mark at its end (Latin,
# full-width, Arabic, Greek ";", Armenian "՞" aside) or a Spanish "¿" at its start. A keyword query ("refund policy",
# "x") or a statement holds no asking word of English and is no question about a standing thing.
_QUESTION_MARK = re.compile(r"[?？؟;\u037e]\s*$|^\s*¿")
_FOREIGN_WORD = re.compile(r"[\w'-]+")


def _foreign_told_in_past(text: str) -> bool:
    words = _FOREIGN_WORD.findall(text.lower())
    return not FOREIGN_PAST_CUES.isdisjoint(words) or any(
        len(w) >= FOREIGN_PAST_MIN and w.endswith(FOREIGN_PAST_ENDINGS) for w in words)


def _asked_part(text: str) -> str:
    """What the standing test reads of English question `text`: its asking clause (support.asking_clause) when a
    story of at least STORY_MIN_WORDS words is told before it, else the whole question (module doc)."""
    low = text.lower()
    asked = asking_clause(low)
    if len(asked) == len(low) or len(_STORY_WORD.findall(low, 0, len(low) - len(asked))) < STORY_MIN_WORDS:
        return low
    return asked


# A time told in the story before a question's asking clause ("Bupa bounced one of our invoices last week and I want
# to get the next batch right - what are the two physios' HCPC numbers?") dates the story, not what is asked: the
# question names no time (question_time) when its asking clause names none and is not told in the past. Not when
# the story opens by naming someone or something by an event (_EVENT_LEAD: "The client who came in on Tuesday about
# his advance payments - which tax regime is he on?", "The room where the fog machine caused the evacuation on
# Monday: what is its minimum age?") or by its time (_DATED_LEAD: "Yesterday's milk collection was lower than the
# Saturday before - by how many litres?"): the answer joins that event's memory, and its time finds it; nor when the
# clause asks about the story's time (_THEN: "I'd like to come on a Saturday in July; is the field in use then?"),
# nor when the story is dated by a named past period ("The eval team was close to its cap in mid-October - what is
# their monthly cap ...?": the event is kept under that date), only by the teller's own days ("today", "yesterday",
# "last week", "on Thursday") or a plan ("the rota for December") (benchmarks/RESULTS.md, "lookups86"). False: every
# time word read, as before.
STORY_TIME = True
_EVENT_LEAD = re.compile(r"^(?:[\w'-]+\s+){0,5}?[\w'-]+,?\s+(?:who|whom|whose|that|which|where)\s")
_DATED_LEAD = re.compile(r"^((?:[\w-]+\s+)?[\w-]+)['’]s\s")
_THEN = re.compile(r"\b(?:then|that (?:day|night|morning|afternoon|evening|week|weekend|time))\b")


def question_time(text: str) -> TimeReference | None:
    """The time question `text` names (timeref.time_reference), or None when an English question tells a story of
    STORY_MIN_WORDS words or more (_asked_part) whose time words the asking clause does not share: the clause names
    no time, is not told in the past nor asks about the story's time, and the story does not open by naming
    something by an event or by its time (STORY_TIME)."""
    reference = question_reference(text)  # cached: spans.note_below reads it again (lookups111)
    if reference is None or not STORY_TIME or not asks_in_english(text):
        return reference
    low = text.lower()
    asked = _asked_part(text)
    if len(asked) == len(low) or told_in_past(asked) or time_reference(asked) is not None:
        return reference
    if reference.kind == "past" and reference.past_tense:  # a named past period dates an event: "in mid-October"
        return reference
    dated = _DATED_LEAD.match(low)
    if _EVENT_LEAD.match(low) or _THEN.search(asked) or (dated and time_reference(dated.group(1)) is not None):
        return reference
    return None


# After a story (_asked_part) a clause that asks two or three things ("Mats has had a fever for three days and I want
# to call his GP - which doctor is it, at which health centre, and what's the number?") asks the parts of one
# standing thing; it asks an event's too when the story opens by naming something by an event (_EVENT_LEAD: "The
# guide who spotted the orcas on Thursday - what is her role, and who else guides with her?") (benchmarks/
# RESULTS.md, "lookups86"). False: a second question after "and" makes no standing question there either.
STORY_AND = True


def _second_question(text: str, asked: str) -> bool:
    """Whether English question `text`, read in `asked` (_asked_part), asks a second thing after "and" that an
    event may answer (STORY_AND)."""
    if _SECOND_QUESTION.search(asked) is None:
        return False
    low = text.lower()
    return not STORY_AND or len(asked) == len(low) or _EVENT_LEAD.match(low) is not None


# A present passive is no past (branch recall5148, issue 18): "Which day is the hut kitchen closed?", "Until what time
# is breakfast served?", "How hot is the water the beans are dipped in?" hold an "-ed" word that timeref.told_in_past
# reads as told in the past, so the standing rule left the days-old episodes their recency and they filled the top
# five over the standing fact that answers (benchmarks/RESULTS.md, "recall5148": E5's answers outside the top five).
# With STANDING_PASSIVE on, the asking clause is read as spans reads a standing value's (spans._told_in_past,
# lookups111): an "-ed" word after a present "be" or after an article, preposition or possessive is no past. Off:
# every "-ed" word tells the past (main).
# A participle of an arrangement ("What is planned for Christmas?", "Until when is the hotel booked?") keeps main's
# reading: what was arranged is told in an episode, whose recency the standing rule would take (one rank 1 lost each
# embedder without this set).
STANDING_PASSIVE = True
_ARRANGED = frozenset(("planned", "scheduled", "booked", "arranged", "organised", "organized", "reserved",
                       "expected"))
_WORD = re.compile(r"[\w'-]+")


# xl218 (issue 18): a two-part question whose parts both ask a standing thing ("Do we ever add nuts to the loaf, and
# how long does it prove?", "Where must the cream come from, and how long may it be kept?") is a standing question
# too: the second part after "and" then asks another side of the same rule, not an event, and the rule (often written
# once, long ago, in the scope's own language) answers both. Such a question says it asks a habit or a rule: a word of
# habit, obligation or permission (_PAIR_CUES: "ever", "must", "may", "have to", "rules") or an opening "do we" /
# "does our" of the teller's own habit ("Does the driver leading the league hold the record, and what is it?" joins
# an event to a record: an opening "does the" cost that multi-hop question its rank 1 under hashing). A part told in
# the past ("..., and when did it break?") is read by _past_read, a participle after a modal's "be" ("how long may it
# be kept": _MODAL_BE) dropped first; "..., and is it working?" holds no such word. STANDING_PAIR False: every "and"
# question is one about an event (main).
STANDING_PAIR = True
_PAIR_CUES = re.compile(r"\b(?:ever|never|always|must|may|might|ought|allowed|supposed|rules?|(?:have|has) to)\b"
                        r"|^\s*(?:do\s+(?:we|you|our)|does\s+our)\b")


# A participle after a modal's "be" is no past ("how long may it be kept", "must they be washed").
_MODAL_BE = re.compile(r"\b(?:may|must|might|can|could|should|shall|will|would|(?:have|has) to)\s+(?:[\w'-]+\s+)?"
                       r"be\s+[\w'-]+")


def _standing_pair(asked: str) -> bool:
    """Whether lower-cased English question part `asked`, which asks a second thing after "and", asks a habit or a
    rule in both (STANDING_PAIR, _PAIR_CUES)."""
    return STANDING_PAIR and _PAIR_CUES.search(asked) is not None


def _past_read(clause: str) -> bool:
    """Whether the asking clause `clause` is told in the past: timeref.told_in_past, or with STANDING_PASSIVE
    spans._told_in_past's reading of participles unless it holds a participle of an arrangement (_ARRANGED)."""
    past = told_in_past(clause)
    if not past or not STANDING_PASSIVE:  # most questions: no "-ed" word nor past cue (the reading only drops words)
        return past
    lowered = clause.lower()
    return not _ARRANGED.isdisjoint(_WORD.findall(lowered)) or _told_in_past_read(lowered)


def asks_standing(text: str, reference: TimeReference | None = None) -> bool:
    """Whether the question `text` (naming the time `reference`, timeref.time_reference's) asks about a standing
    thing (module doc): no time named and no identifier; in English not told in the past (timeref.told_in_past; a
    present passive's participle is no past under STANDING_PASSIVE: _past_read) and one question, both read in its
    asking clause after a story told first (_asked_part); in another language no weekday or month
    (timeref.names_a_day: one the windows do not read) and not told in the past (FOREIGN_PAST_CUES,
    FOREIGN_PAST_ENDINGS)."""
    if reference is not None:
        return False
    if asks_in_english(text):
        asked = _asked_part(text)
        if identifiers(text):
            return False
        if not _second_question(text, asked):
            return not _past_read(asked)
        return _standing_pair(asked) and not _past_read(_MODAL_BE.sub(" ", asked))
    return (_QUESTION_MARK.search(text) is not None and not names_a_day(text) and not _foreign_told_in_past(text)
            and not identifiers(text))


def standing_half_lives(half_life_days: Any, kinds: Any = None) -> Any:
    """A recall's half-lives under a standing question: recall's default (scoring.DEFAULT_HALF_LIVES) with the event
    layer's replaced by STANDING_EVENT_HALF_LIFE_DAYS; any other value (a caller's own) unchanged, and so for a recall
    of episodes alone (`kinds`, recall's: ["episode"]), where there is nothing to weigh them against (build_context
    reads its episodes so, newest first among equals)."""
    if half_life_days is not DEFAULT_HALF_LIVES and half_life_days != DEFAULT_HALF_LIVES:
        return half_life_days
    if isinstance(kinds, (list, tuple)) and kinds and all(kind == "episode" for kind in kinds):
        return half_life_days
    return _standing_half_lives(STANDING_EVENT_HALF_LIFE_DAYS)


@lru_cache(maxsize=4)
def _standing_half_lives(event_days: float) -> LayerHalfLives:  # one hashable value: recall's params cache by it
    return LayerHalfLives({**DEFAULT_HALF_LIVES, "event": event_days})
