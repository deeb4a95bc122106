"""A question asking a rule or a permission is answered by a memory that states one (issue 18, lookups; lookup229).

"Remind me of the workshop's rules for the lathe and the dust bin" or "A guest wants to bring her dog to the
tasting on Sunday - is she allowed to?" asks a norm: what must, may or may never be done. A scope keeps, beside the
rule ("The lathe is never run without its guard, and the dust bin is emptied every Friday"), notes that share its
subject's words and state no rule at all: a description of the same room ("The workshop holds the old lathe and a
dust bin by the door"), a booking, a day's event. Under a dense embedder the description is often as close to the
question as the rule, or closer (E5 at fc846e0: 33 of its 162 lookup misses ask a rule or a permission, and in 16
of them the rule is second within 0.8 of the top hit's fused score).

norm_first reads the question once (cached, a few regular expressions): it asks a norm when it names one ("rule",
"policy", "allowed", "permitted", "must", "have to", "position on") or asks a permission of its own ("..., so can I
still come in?", "can we bring the dog?"; a request to the agent, "can you remind me", is none), and asks no event
or lesson (_ASKS_EVENT: "what happened when we allowed that?", "did we learn anything?"). Then, when the top hit
plainly states no norm, and a hit below it among the first SLOT_DEPTH does, that hit goes first if it scores at least
NORM_RATIO of the top's fused score, is no episode (an event told on one day is no standing rule), does not
contradict the top hit (a changed rule's newer value keeps its place) and holds at least one content stem of the
question's asking part and no fewer than the top, less NORM_SLACK (a rule about another thing stays below).
A memory states a norm when it holds a word of obligation, prohibition or restriction (_NORM: "never", "must",
"only", "nobody", "no one", "not allowed", "cannot", "don't", "doesn't let", "forbidden", "off limits", "rule",
"policy", "no visitor goes ...", ...; "no longer" tells a change). The top "plainly states none" when it is told in
English (an English function word: a rule told in another language is not read) and, unless it is an episode, holds
no wider word of one either (_NORM_WIDE: "can", "should", "needs", "won't", "not", "within": "Members can borrow the
telescope for a month" answers "Can members borrow a telescope?"). English only: a question asked in another
language (subjects.asks_in_english) moves nothing. Switch NORM_FIRST: off = main's order.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from functools import lru_cache

from .schema import Hit
from .spans import subject_weights
from .subjects import asks_in_english
from .support import FUNCTION_WORDS, SLOT_DEPTH, asking_clause, content_stems

__all__ = ["NORM_FIRST", "NORM_RATIO", "asks_norm", "norm_first", "norm_pick", "states_norm"]

NORM_FIRST = True
NORM_RATIO = 0.8  # the least share of the top hit's fused score the moved hit has
NORM_SLACK = 1  # the moved hit holds one asked content stem or more, and no fewer than the top, less this

# A question naming a norm ("what's the rule on ...", "are visitors allowed", "what must she do", "do I have to").
_ASKS_NORM = re.compile(
    r"\b(?:rules?|policy|position on|allowed|permitted|must|(?:have|has) to|reason not to)\b"
)
# A question asking what happened, or a lesson learned ("what went wrong the last time we allowed it?"): an event
# answers it, not a rule.
_ASKS_EVENT = re.compile(r"\b(?:happened|went wrong|when did|last time|that time|one time|lessons?|learn\w*)\b")
# A permission asked of the asker's side: "can/may/could" after a clause break or at the start, its subject not
# "you" (a request to the agent: "can you remind me ...").
_ASKS_MAY = re.compile(
    r"(?:^|[,;:.!?]\s+|\s[-–—]\s+|\b(?:so|and|but)\s+)(?:can|may|could)\s+(?!you\b)[\w'-]+(?:\s+(?:still|also))?\s"
)
# A memory stating a norm: obligation, prohibition, restriction, or a rule's own label.
_NORM = re.compile(
    r"\b(?:never|must|mustn't|always|only|nobody|no one|not allowed|n't allowed|forbidden|prohibited|mandatory|"
    r"compulsory|off limits|(?:do|does) not (?:let|allow|accept|take)|(?:don't|doesn't|won't|will not) "
    r"(?:let|allow|accept|take|have)|rules?|policy|not open to)\b|"
    r"\b(?:cannot|can't|may not|required|requires?|needs? (?:at least|a permit|permission))\b|"
    r"\bno (?:[\w'-]+ ){1,2}(?:is|are|goes|go|may|can|leaves?|gets?|walks?)\b|"
    r"(?:^|[.;:!]\s+|\s[-–—]\s+)(?:don't|do not|no(?!\s+longer))\s+\w",  # "no longer ..." tells a change
    re.IGNORECASE,
)
# A top hit that is no episode states a norm in wider words too ("Members can borrow ...", "Clients should not swim
# ...", "Every stallholder needs ...", "response within 8 hours"): the move is made only over a top that plainly
# states none (an episode, a day's event, is read with _NORM alone: "maths needs practice" is no rule).
_NORM_WIDE = re.compile(r"\b(?:can|could|may|should|shouldn't|needs?|needed|won't|will not|not|within)\b|"
                        r"\bno\s+[a-z]+s\b(?=\s*(?:[.;,]|$))",  # "Monday is bench day, no customers."
                        re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=4096)
def asks_norm(question: str) -> bool:
    """Whether `question` asks a rule or a permission in its asking clause (support.asking_clause; _ASKS_NORM,
    _ASKS_MAY), asked in English, and asks no event (_ASKS_EVENT)."""
    low = question.lower()
    clause = asking_clause(low)  # "... by when they have to leave - can you remind me of the times?" asks no norm
    if _ASKS_NORM.search(clause) is None and _ASKS_MAY.search(clause) is None:
        return False
    return asks_in_english(question) and _ASKS_EVENT.search(low) is None


@lru_cache(maxsize=8192)
def states_norm(text: str) -> bool:
    """Whether memory text `text` states a norm (_NORM)."""
    return _NORM.search(text) is not None


def norm_first(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with the hit norm_pick picks among the first SLOT_DEPTH moved to the top, the others in their order;
    `hits` itself when none. A hit that contradicts the top hit is not moved. Most recalls leave at the first test
    (no close hit below the top) or the cached question test."""
    if not NORM_FIRST or len(hits) < 2:
        return hits
    floor = NORM_RATIO * hits[0].final
    if all(h.final < floor for h in hits[1:SLOT_DEPTH]) or not asks_norm(question):
        return hits
    head, top = hits[:SLOT_DEPTH], hits[0].memory
    against = {i for i, h in enumerate(head) if i and (h.id in top.conflicts_with or top.id in h.memory.conflicts_with)}
    i = norm_pick(question, [h.text for h in head], [h.memory.kind for h in head], [h.final for h in head], against)
    return hits if i is None else [hits[i], *hits[:i], *hits[i + 1 :]]


def norm_pick(
    question: str, texts: Sequence[str], kinds: Sequence[str], finals: Sequence[float], against: Collection[int] = ()
) -> int | None:
    """The position, among a recall's first hits (`texts`, `kinds`, `finals`: SLOT_DEPTH of them), of the first hit
    below the top that states a norm (states_norm), scores NORM_RATIO of the top's fused score or more, is no
    episode, is not in `against` (the hits contradicting the top) and holds the asked words (_asked_stems: one or
    more, and no fewer than the top less NORM_SLACK), when `question` asks a norm (asks_norm) and the top plainly
    states none (_plain_english); None to keep the order. The batch recall (batch.jobs) reads it on its columns."""
    if not NORM_FIRST or len(texts) < 2 or not asks_norm(question):
        return None
    floor = NORM_RATIO * finals[0]
    if states_norm(texts[0]) or not _plain_english(texts[0], kinds[0] != "episode"):
        return None
    asked = _asked_stems(question)
    held = _held(asked, texts[0])
    for i in range(1, min(len(texts), SLOT_DEPTH)):
        if (
            finals[i] >= floor
            and kinds[i] != "episode"
            and i not in against
            and states_norm(texts[i])
            and _held(asked, texts[i]) >= max(1, held - NORM_SLACK)
        ):
            return i
    return None


@lru_cache(maxsize=8192)
def _plain_english(text: str, wide: bool) -> bool:
    """Whether memory text `text` is told in English (holds an English function word: a rule told in another
    language is not read by _NORM) and, with `wide`, holds no word of _NORM_WIDE either."""
    if FUNCTION_WORDS.isdisjoint(w.lower() for w in _WORD.findall(text)):
        return False
    return not wide or _NORM_WIDE.search(text) is None


@lru_cache(maxsize=4096)
def _asked_stems(question: str) -> frozenset[str]:
    """The content stems of `question`'s asking part (spans.subject_weights: what follows a story told before it, "On a
    busy night people beg for more heat, what is the rule for the stove?" -> rule, stove), or of the whole question
    where that reads none (two things asked, an identifier named)."""
    return frozenset(s for s, _ in subject_weights(question)) or frozenset(content_stems(question))


def _held(asked: frozenset[str], text: str) -> int:
    """How many of the question's content stems `asked` memory text `text` holds."""
    return len(asked.intersection(content_stems(text)))
