"""A handover told by any event of the perfect or the passive (semantics.STORY_EVENT), read for who / which / whose
and still-questions too (semantics.WHO_ASKED), and the story's result kept over the fact it changed when the question
fronts its topic (semantics.STORY_RESULT_KEPT); issue 18, branch recall194. Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import semantics

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT = "Our cider crates go to the farm shops in Rhodri's pick-up."
STORY = ("Tue 13 Oct: Nesta says Rhodri has taken a job in Swansea, so the cider crates go to the farm shops with "
         "the parcel firm from now on.")


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    semantics.story_swap.cache_clear()


@pytest.fixture
def switches():
    from engramdb import newer_price
    was = (semantics.STORY_EVENT, semantics.WHO_ASKED, semantics.STORY_RESULT_KEPT, semantics.STORY_EVENT_NAMED,
           newer_price.NEWER_PRICE_ROLE, semantics.STORY_VALUE)
    yield
    (semantics.STORY_EVENT, semantics.WHO_ASKED, semantics.STORY_RESULT_KEPT, semantics.STORY_EVENT_NAMED,
     newer_price.NEWER_PRICE_ROLE, semantics.STORY_VALUE) = was
    newer_price.told_now.cache_clear()
    _clear()


def _ranks(question: str, newer: str = STORY, fact: str = FACT) -> tuple[int, int]:
    from engramdb.store import MemoryStore
    _clear()
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("s", "Rhodri Pugh gets 30 pounds for every run to the farm shops.", created_at=NOW - timedelta(days=300))
    store.remember("s", "The press room is hosed down after every pressing.", created_at=NOW - timedelta(days=250))
    old = store.remember("s", fact, created_at=NOW - timedelta(days=400))
    new = store.remember("s", newer, kind="episode", created_at=NOW - timedelta(days=19))
    store.remember("s", "Mon 19 Oct: A coach party bought six crates of perry.", kind="episode",
                   created_at=NOW - timedelta(days=13))
    ids = [h.memory.id for h in store.recall("s", question, k=8)]
    return (ids.index(new) if new in ids else 99), ids.index(old)


def test_an_event_in_the_perfect_tells_the_story():
    assert semantics.story_swap("How do the cider crates get to the farm shops?", STORY, FACT) is not None


def test_the_event_needs_a_word_of_from_when_in_the_result(switches):
    semantics.STORY_EVENT_NAMED = False  # (with it, an event befalling the fact's name needs none: the test below)
    _clear()
    plain = STORY.replace(" from now on", "")
    assert semantics.story_swap("How do the cider crates get to the farm shops?", plain, FACT) is None
    semantics.STORY_EVENT = False
    _clear()
    assert semantics.story_swap("How do the cider crates get to the farm shops?", STORY, FACT) is None


def test_possession_and_duty_are_no_event():
    for story in ("Rhodri has a new trailer", "Rhodri has to work Saturdays", "Rhodri has three dogs"):
        assert not semantics._story_told(story, "the crates go with the parcel firm from now on")
    assert semantics._story_told("Rhodri's van was stolen", "the crates go by carrier from now on")
    assert semantics._story_told("Rhodri has gone back to nursing", "the crates go by carrier now")


@pytest.mark.parametrize("question", [
    "Who takes the cider crates to the farm shops these days?",
    "Does Rhodri still take our cider crates to the farm shops?",
    "Cider crates to the farm shops - whose vehicle carries them?",
])
def test_who_and_still_questions_read_the_story(switches, question):
    new, old = _ranks(question)
    assert new < old
    semantics.WHO_ASKED = False
    assert semantics._story_asked(question) is False  # off: how-questions alone


def test_which_before_a_verb_is_no_who_question():
    assert semantics._story_asked("Which firm delivers our coal?")
    assert not semantics._story_asked("Rhodri's rate or Nesta's - which is higher?")
    assert not semantics._story_asked("What do we pay Rhodri for a run?")
    assert semantics._story_asked("Is the van still collecting on Fridays?")


def test_a_story_about_another_thing_moves_nothing(switches):
    other = ("Tue 13 Oct: Nesta says Rhodri has taken a job in Swansea, so the press room is hosed down by the "
             "weekend staff from now on.")
    new, old = _ranks("Who takes the cider crates to the farm shops these days?", newer=other)
    assert old < new


def test_an_event_befalling_the_facts_name_needs_no_word_of_from_when(switches):
    plain = ("Tue 13 Oct: Nesta says Rhodri has lost his licence, so the cider crates go to the farm shops with the "
             "carrier from the next valley.")
    q = "How do the cider crates get to the farm shops?"
    assert semantics.story_swap(q, plain, FACT) is not None
    other = ("Tue 13 Oct: Nesta says the carrier has lost a lorry, so the cider crates go to the farm shops with "
             "the carrier from the next valley.")
    assert semantics.story_swap(q, other, FACT) is None  # the event befell no name of the fact
    semantics.STORY_EVENT_NAMED = False
    _clear()
    assert semantics.story_swap(q, plain, FACT) is None


def test_the_seller_named_by_trade_ties_a_newer_price(switches):
    from engramdb import newer_price
    q = "Rush baskets from Tregony - what do we pay?"
    top = "The basket works at Tregony charges us £9 for a rush basket."
    note = ("Mon 26 Oct: Busy day; the basket works rang and rush baskets are ninety pounds for a bale of twelve, no "
            "single baskets any more; the van needs tyres.")
    stems = newer_price._top_stems(q, top)
    role = newer_price._role_stems(top) - newer_price.asked_stems(q)
    assert newer_price.told_now(q, note, stems, role)
    newer_price.NEWER_PRICE_ROLE = False
    newer_price.told_now.cache_clear()
    assert not newer_price.told_now(q, note, stems, role)
    newer_price.NEWER_PRICE_ROLE = True
    newer_price.told_now.cache_clear()
    priced = ("Mon 26 Oct: Busy day; the market rang and rush baskets are ninety pounds for a bale of twelve, no "
              "single baskets any more.")
    assert not newer_price.told_now(q, priced, stems, role)  # no word of the seller's: another seller's price


def test_a_story_retiring_the_facts_value(switches):
    q = "Which night is choir practice?"
    fact = "Choir practice is every Thursday, 7 to 9 pm."
    note = ("Wed 14 Oct: Ines says the hall has been let on Thursday evenings to a dance school, so choir practice "
            "moves to Friday nights from next month.")
    assert semantics.story_swap(q, note, fact) is not None
    same = ("Wed 14 Oct: Ines says the hall has been let on Thursday evenings to a dance school, so choir practice "
            "moves to the church room from next month.")
    assert semantics.story_swap(q, same, fact) is None  # the result states no night
    semantics.STORY_VALUE = False
    _clear()
    assert semantics.story_swap(q, note, fact) is None
