"""A time told in the story before a question's asking clause dates the story, not what is asked
(engramdb.standing.question_time), and ", so" starts an asking clause only before a question word
(engramdb.support.asking_clause). benchmarks/RESULTS.md, "lookups86"."""

from __future__ import annotations

from datetime import timedelta

import pytest

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW
from engramdb.standing import asks_standing, question_time
from engramdb.support import asking_clause
from engramdb.timeref import time_reference

RULE = "Piercings are done by Tamsin on Tuesdays and Wednesdays, with implant-grade titanium only."
EPISODE = "Tamsin did piercings for a mother and her daughter together, for the daughter's eighteenth birthday."
STORY_TIME = (
    "A customer emailed this morning asking whether we could fit him in after work and whether he needed to "
    "book ahead - what metal does Tamsin use for piercings?"
)


@pytest.mark.parametrize(
    "question",
    [
        STORY_TIME,
        "Bupa bounced one of our invoices last week and I want to get the next batch right first time - what are the two "
        "physios' HCPC numbers that have to go on them?",
        "A man rang on Saturday about hiring the hall for a party next month - where do I pick up the key for the hall?",
        "A new contractor starts on Monday and asked who signs off on database migrations - who owns the reminder service?",
    ],
)
def test_a_time_told_in_the_story_is_not_the_questions(question: str) -> None:
    assert time_reference(question) is not None  # the story names a time
    assert question_time(question) is None
    assert asks_standing(question, question_time(question))


@pytest.mark.parametrize(
    "question",
    [
        # the story names someone or something by an event the answer joins
        "The client who came in on Tuesday about his November advance payments - which tax regime is he on?",
        "The room where the fog machine caused the evacuation on Monday: what is its minimum age?",
        "Finn, whose dad asked on Friday about a new collector: is his room the one with chickenpox?",
        # a story dated by a named past period
        "The eval team was close to its cap in mid-October and nobody noticed - what is their monthly cap?",
        # a short lead, a clause that names a time or is told in the past
        "The brass rings came on Saturday - what is our OIB?",
        "Tamsin pierced a mother and her daughter together last week for a birthday - what did she charge on Monday?",
        "We had a busy weekend at the studio with lots of walk-ins and a late finish - who closed up on Saturday?",
        "Jana took an unbooked school group from Dresden round the whole place on Thursday - was that against our rule?",
        # no story: the question's own time
        "What did the inspector say last week about the freezer temperatures at the front?",
        "¿Qué pasó la semana pasada con el pedido grande de la tienda de Madrid y su factura?",
    ],
)
def test_a_time_the_question_asks_with_is_kept(question: str) -> None:
    assert question_time(question) == time_reference(question)
    assert question_time(question) is not None


def test_so_starts_an_asking_clause_only_before_a_question_word() -> None:
    assert (
        asking_clause("the brass rings came on saturday - what is our oib, so i can check it on their invoice?")
        == "what is our oib, so i can check it on their invoice?"
    )
    assert (
        asking_clause("which of you speaks german and looks after export sales, so i can pass the call on?")
        == "which of you speaks german and looks after export sales, so i can pass the call on?"
    )
    assert (
        asking_clause("we're driving in for a game on saturday, so where is the best place to leave the car?")
        == "where is the best place to leave the car?"
    )
    assert (
        asking_clause("my son is ill tonight, so will we still be charged if we cancel?")
        == "will we still be charged if we cancel?"
    )
    assert asking_clause("the van is booked, but who has the key?") == "who has the key?"


def _store() -> MemoryStore:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    store.remember("studio:ink", RULE, importance=0.6, created_at=EVAL_NOW - timedelta(days=500))
    store.remember("studio:ink", EPISODE, kind="episode", importance=0.4, created_at=EVAL_NOW - timedelta(days=2))
    store.remember(
        "studio:ink",
        "Tamsin's waiting list for ear projects is three weeks.",
        kind="episode",
        importance=0.4,
        created_at=EVAL_NOW - timedelta(days=6),
    )
    store.remember(
        "studio:ink",
        "Aftercare leaflets are handed out with every piercing.",
        created_at=EVAL_NOW - timedelta(days=300),
    )
    return store


def test_a_story_with_a_time_before_a_lookup_is_answered_by_the_standing_rule() -> None:
    """The story's "this morning" sets no window: the 500-day rule leads the two-day episode in recall and recall_many;
    a question that asks about this week itself keeps the window: the episodes keep their recency."""
    store = _store()
    hits = store.recall("studio:ink", STORY_TIME)
    assert hits[0].text == RULE
    assert all(h.recency == 0.0 for h in hits if h.memory.kind == "episode")
    many = store.recall_many("studio:ink", [STORY_TIME])[0]
    assert [(h.id, h.final) for h in many] == [(h.id, h.final) for h in hits]
    about_week = (
        "A customer emailed asking whether we could fit him in after work and whether he needed to book "
        "ahead - who did Tamsin pierce this week?"
    )
    assert question_time(about_week) is not None
    assert all(h.recency > 0 for h in store.recall("studio:ink", about_week) if h.memory.kind == "episode")


@pytest.mark.parametrize(
    "question",
    [
        "Mats has had a fever for three days and I want to call his regular GP - which doctor is it, at which health "
        "centre, and what's the number?",
        "I'm looking for somewhere for her to sleep in Mendoza from next month - what kind of place does she like, what "
        "does she insist on, and how much can I spend a night?",
    ],
)
def test_a_clause_asking_two_things_after_a_story_is_a_standing_question(question: str) -> None:
    assert asks_standing(question, question_time(question))


@pytest.mark.parametrize(
    "question",
    [
        # the story names someone by an event: the clause's second part may ask the event's
        "The customer who rang about the broken boiler and the leaking tank in the loft - which engineer went, and who "
        "pays for the parts?",
        # a short lead, and no story at all
        "The van's been dented again - who insures it and what's the excess?",
        "Which camera covers the corridor, and is it working?",
    ],
)
def test_a_second_question_is_still_read_without_a_story(question: str) -> None:
    assert not asks_standing(question, question_time(question))
