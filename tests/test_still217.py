"""A yes-no question whether an old way still holds, answered by a third party's story told in the plain past or
with a result that holds for a while (semantics.STILL_CHANGE), and a short name's possessive read as its name
(semantics.NAME_POSSESSIVE); issue 18, branch still217. Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import semantics

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT = "The churns go to the creamery on Gwilym's lorry every Friday."
STILL = "Is Gwilym's lorry still doing the Friday creamery run?"
PAST = ("Thu 15 Oct: Olwen says Gwilym's lorry threw a rod on the bypass, so the creamery's tanker does the Friday "
        "churn run for the moment.")


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    semantics.story_swap.cache_clear()


@pytest.fixture
def switches():
    was = (semantics.STILL_CHANGE, semantics.NAME_POSSESSIVE)
    yield
    semantics.STILL_CHANGE, semantics.NAME_POSSESSIVE = was
    _clear()


def _swap(question: str, newer: str, fact: str = FACT) -> str | None:
    _clear()
    return semantics.story_swap(question, newer, fact)


@pytest.mark.parametrize("question", [
    STILL,
    "Do the churns still go to the creamery on Gwilym's lorry?",
    "Is it Gwilym's lorry that takes the churns to the creamery?",
    "Does Gwilym's lorry take the churns to the creamery any more?",
])
def test_still_questions_are_asked(question):
    assert semantics._still_asked(question)
    assert semantics._story_asked(question)


@pytest.mark.parametrize("question", [
    "What does Gwilym's lorry carry?",
    "Is the creamery open on Fridays?",        # a yes-no question with no "still" word
    "It is Friday: which lorry goes?",
])
def test_other_questions_are_not_still_questions(question):
    assert not semantics._still_asked(question)


def test_a_plain_past_event_with_a_result_for_a_while_is_read(switches):
    assert _swap(STILL, PAST) is not None
    semantics.STILL_CHANGE = False
    assert _swap(STILL, PAST) is None          # the reading before the branch: no perfect, no "now"


@pytest.mark.parametrize("newer", [
    "Thu 15 Oct: Olwen says Gwilym's lorry was seized by the bailiffs, so a haulier from Bala carries the churns to "
    "the creamery meanwhile.",
    "Thu 15 Oct: Olwen says Gwilym's lorry failed its test, so the creamery sends its tanker on Fridays till "
    "something turns up.",
    "Thu 15 Oct: Olwen says Gwilym's lorry was stolen, and the churns go to the creamery in the post "
    "van these weeks.",
    "Thu 15 Oct: Olwen says Gwilym's lorry broke down at the ford, so the carrier from the mill does the Friday "
    "creamery run while we wait.",
])
def test_stories_holding_for_a_while_are_read(switches, newer):
    assert _swap(STILL, newer) is not None
    semantics.STILL_CHANGE = False
    assert _swap(STILL, newer) is None


@pytest.mark.parametrize("newer", [
    # the note only mentions the lorry: no story, no result
    "Thu 15 Oct: Olwen says Gwilym's lorry got a new coat of paint for the show.",
    # a story whose result keeps the old way
    "Thu 15 Oct: Olwen says Gwilym's lorry was washed on Tuesday, so the churns go to the creamery on it for now.",
    "Thu 15 Oct: Olwen says Gwilym's lorry was serviced, so the churns go to the creamery as usual for now.",
    # an event of someone else: the fact's name is not its subject
    "Thu 15 Oct: Olwen says the ford flooded, so the creamery run goes round by the top road for the moment.",
    # a result saying neither from when nor for a while
    "Thu 15 Oct: Olwen says Gwilym's lorry broke down at the ford, so the churns were late at the creamery.",
])
def test_benign_twins_are_not_read(switches, newer):
    assert _swap(STILL, newer) is None


def test_a_question_with_no_still_word_reads_as_before(switches):
    question = "What goes to the creamery on Fridays?"
    assert _swap(question, PAST) is None


def test_a_short_names_possessive_is_its_name(switches):
    fact = "Arrows go to the archery clubs in Obed's estate car every Saturday."
    question = "Are the arrows still taken to the clubs in Obed's estate car?"
    newer = ("Thu 15 Oct: Ottilie says Obed's estate car was stolen from the car park, so the clubs fetch their "
             "own arrows from us for the moment.")
    assert semantics._told_names("Obed's car and Ffion’s van") == {"obed", "ffion", "car"} - {"car"}
    assert _swap(question, newer, fact) is not None
    semantics.NAME_POSSESSIVE = False
    assert semantics._told_names("Obed's car") == {"obed'"}
    assert _swap(question, newer, fact) is None


def _ranks(question: str, newer: str, fact: str = FACT) -> tuple[int, int]:
    from engramdb.store import MemoryStore
    _clear()
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("s", "The milk cheque comes from the creamery every month.",
                   created_at=NOW - timedelta(days=300))
    store.remember("s", "The dairy is hosed down after every milking.", created_at=NOW - timedelta(days=250))
    old = store.remember("s", fact, created_at=NOW - timedelta(days=400))
    new = store.remember("s", newer, kind="episode", created_at=NOW - timedelta(days=17))
    store.remember("s", "Mon 19 Oct: The vet came about the heifer's foot.", kind="episode",
                   created_at=NOW - timedelta(days=13))
    ids = [h.memory.id for h in store.recall("s", question, k=8)]
    return ids.index(new) if new in ids else 99, ids.index(old) if old in ids else 99


RUN = "Our Friday creamery run is done in Gwilym's lorry."


def test_the_story_is_put_over_the_fact_in_a_store(switches):
    new, old = _ranks(STILL, PAST, RUN)
    assert new < old
    semantics.STILL_CHANGE = False
    new_off, old_off = _ranks(STILL, PAST, RUN)
    assert old_off < new_off      # the question names the old value: the fact first before the branch


def test_a_twin_moves_nothing_in_a_store(switches):
    twin = "Thu 15 Oct: Olwen says Gwilym's lorry was washed on Tuesday, so the Friday run goes in it for now."
    assert _swap(STILL, twin, RUN) is None
    on = _ranks(STILL, twin, RUN)
    semantics.STILL_CHANGE = False
    assert _ranks(STILL, twin, RUN) == on      # the order by relevance alone, as before
