"""lookups122 (issue 18; benchmarks/RESULTS.md "lookups122"): a question told after a story is embedded whole, and the
story's words draw a dated note that shares them above the standing fact that answers the asking clause. In a store
whose embedder is no word match, engramdb.spans.story_clause / story_candidates / story_pick and
MemoryStore._story_first rank the first hits by the asking clause alone and put such a fact first.
"""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pytest

import engramdb.norms as norms
import engramdb.spans as spans
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

COURIER = (
    "A courier wants to drop a signed contract at Ingrid's house this afternoon; what's the address, and are there"
    " rules about when deliveries can come?"
)
CLAUSE = "what's the address, and are there rules about when deliveries can come?"
PARCEL = "Fri 23 Oct: parcel from Tromsø Skinn delivered to Kalfarveien at 11:20, signed for by the cleaner."
ADDRESS = (
    "Ingrid Solberg's home address: Kalfarveien 41B, 5018 Bergen. Deliveries to the house only on weekdays before"
    " 16:00; the gate code is given out by phone, never in writing."
)
NORWEGIAN = "Ingrid Solbergs adresse: Kalfarveien 41B, 5018 Bergen; levering bare på hverdager før 16."


def test_story_clause() -> None:
    assert spans.story_clause(COURIER) == CLAUSE
    assert spans.story_clause("Josh wants to row this weekend - what is his best 2k time?") == (
        "what is his best 2k time?"
    )


@pytest.mark.parametrize(
    "question",
    [
        "What's Ingrid's home address?",  # no story told before the asking clause
        "A courier wants to drop a contract at Ingrid's house; tell me the address",  # no question mark
        "A courier is at Ingrid's house - when?",  # an asking clause under STORY_WORDS words
        "A customer asked about awards - has any of our work ever been put forward for one?",  # an event asked
        "DL-2610-07: which colour is that lot?",  # an identifier named: the memory holding it answers
        "What's planned for December - what's at the Christmas session, and is there one on Boxing Day?",  # asks twice
    ],
)
def test_no_story_clause(question: str) -> None:
    assert spans.story_clause(question) is None


def test_candidates() -> None:
    kinds = ["episode", "fact", "lesson", "fact", "fact"]
    texts = [PARCEL, ADDRESS, "A lesson.", NORWEGIAN, ADDRESS + " (copy)"]
    finals = [0.835, 0.80, 0.79, 0.78, 0.70]
    # the facts scoring STORY_RATIO of the episode's, in the question's language side; not a lesson, not one below
    assert spans.story_candidates(COURIER, kinds, finals, texts, ()) == [1]
    assert spans.story_candidates(COURIER, kinds, finals, texts, {1}) == []  # it contradicts the top hit
    assert spans.story_candidates(COURIER, ["fact", *kinds[1:]], finals, texts, ()) == []  # the top is a fact
    assert spans.story_candidates(CLAUSE, kinds, finals, texts, ()) == []  # no story told


def test_candidates_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "STORY_FIRST", False)
    assert spans.story_candidates(COURIER, ["episode", "fact"], [0.835, 0.80], [PARCEL, ADDRESS], ()) == []


def test_pick() -> None:
    assert spans.story_pick([2, 3], [0.835, 0.9, 0.851, 0.86]) == 2  # the best-ranked candidate at least as close
    assert spans.story_pick([1], [0.835, 0.80]) is None  # farther from the clause than the episode
    assert spans.story_pick([], [0.835, 0.9]) is None
    assert spans.story_pick([1], [0.835]) is None


class _Fixed(MappedEmbedder):
    """The whole question nearest the parcel note, the asking clause alone nearest the address."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        COURIER: (1.0, 0.0, 0.0),
        CLAUSE: (0.0, 0.0, 1.0),
        PARCEL: (1.0, 0.0, 0.0),
        ADDRESS: (0.75, 0.0, 0.661),
    }


def _store() -> MemoryStore:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", ADDRESS, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("m", PARCEL, kind="episode", created_at=EVAL_NOW - timedelta(days=2))
    return store


def test_recall_puts_the_fact_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store()
    # the story step alone: lookup229's norm_first reads the courier's "are there rules about when deliveries can
    # come?" and would move the address over the parcel note in the off arm too
    monkeypatch.setattr(norms, "NORM_FIRST", False)
    monkeypatch.setattr(spans, "STORY_FIRST", False)
    before = store.recall("m", COURIER)
    monkeypatch.setattr(spans, "STORY_FIRST", True)
    hits = store.recall("m", COURIER)
    assert [h.text for h in before[:2]] == [PARCEL, ADDRESS]
    assert [h.text for h in hits[:2]] == [ADDRESS, PARCEL]
    assert [h.id for h in store.recall_many("m", [COURIER])[0]] == [h.id for h in hits]
    # the asking clause alone, asked without the story, is not read again (no story told): the same order either way
    alone = store.recall("m", CLAUSE)
    monkeypatch.setattr(spans, "STORY_FIRST", False)
    assert [h.id for h in store.recall("m", CLAUSE)] == [h.id for h in alone]


def test_hashing_store() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)  # the hashing embedder: the clause's similarity is a word match
    store.remember("m", ADDRESS, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("m", PARCEL, kind="episode", created_at=EVAL_NOW - timedelta(days=2))
    hits = store.recall("m", COURIER)
    top = [h for h in hits if h.text == PARCEL] + [h for h in hits if h.text == ADDRESS]
    assert [h.text for h in store._story_first(COURIER, top)] == [ADDRESS, PARCEL]
    assert store._story_first(CLAUSE, top) is top  # no story told
