"""A story retiring a name of a fact kept in another language (semantics.STORY_NAMED_OTHER; issue 18, branch
newest187). Made-up notes only."""
from __future__ import annotations

import pytest

from engramdb import semantics
from engramdb.semantics import story_swap

QUESTION = "How do our baskets get to Kumasi?"
NOTE = ("Tue 6 Oct: Efua says Kofi Mensah has sold his lorry and moved to Takoradi, so our Kumasi orders go with the "
        "coach firm's parcel counter from now on.")
FACT = "Yɛde yɛn kɛntɛn kɔ Kumasi wɔ Kofi Mensah lɔre mu daa nnawɔtwe biara."


@pytest.fixture
def fresh():
    was = semantics.STORY_NAMED_OTHER
    semantics.story_swap.cache_clear()
    yield
    semantics.STORY_NAMED_OTHER = was
    semantics.story_swap.cache_clear()


def test_sides():
    assert semantics._language_side(FACT) == -1 and semantics._language_side(NOTE) == 1


def test_a_story_retiring_the_facts_name_swaps_on_one_shared_stem(fresh):
    assert story_swap(QUESTION, NOTE, FACT) == "our Kumasi orders go with the coach firm's parcel counter from now on."


def test_off_wants_two_stems(fresh):
    semantics.STORY_NAMED_OTHER = False
    assert story_swap(QUESTION, NOTE, FACT) is None


def test_a_story_naming_no_name_of_the_fact_is_not_read(fresh):
    other = ("Tue 6 Oct: Efua says Yaw Boateng has sold his lorry, so our Kumasi orders go with the bus company's "
             "parcel desk from now on.")
    assert story_swap(QUESTION, other, FACT) is None


def test_the_name_told_again_in_the_result_retires_nothing(fresh):
    again = ("Tue 6 Oct: Efua says Kofi Mensah has sold his lorry, so our Kumasi orders go with Kofi Mensah's cousin "
             "from now on.")
    assert story_swap(QUESTION, again, FACT) is None


def test_a_result_without_from_when_is_not_read(fresh):
    no_now = "Tue 6 Oct: Efua says Kofi Mensah has sold his lorry, so our Kumasi orders were late."
    assert story_swap(QUESTION, no_now, FACT) is None


def _ranks(flag: bool, note: str) -> tuple[int, int]:
    """(the note's rank, the Twi fact's) for the question in a hashing store with STORY_OTHER_FACTS at `flag`: an
    English fact of the same errand first, the Twi fact naming the carrier under it, the note under that."""
    from datetime import datetime, timedelta, timezone

    from benchmarks.eval_sets import engramdb_caches
    from engramdb.store import MemoryStore

    for cached in engramdb_caches():
        cached.cache_clear()
    semantics.STORY_OTHER_FACTS = flag
    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    store.remember("s", "Ama Owusu is paid 50 cedis for every run she drives the baskets to the Kumasi shops.",
                   created_at=now - timedelta(days=200))
    store.remember("s", "Lesson: never pack baskets for Kumasi while the straw is still damp - a whole load went "
                        "mouldy.", importance=0.8, created_at=now - timedelta(days=500))
    store.remember("s", "The weaving shed is shut on Sundays.", created_at=now - timedelta(days=300))
    old = store.remember("s", FACT, importance=1.0, created_at=now - timedelta(days=40))
    new = store.remember("s", note, kind="episode", created_at=now - timedelta(days=35))
    ids = [hit.memory.id for hit in store.recall("s", "How do our baskets get to the Kumasi shops?", k=8)]
    return ids.index(new), ids.index(old)


@pytest.fixture
def other_facts():
    was = semantics.STORY_OTHER_FACTS
    yield
    semantics.STORY_OTHER_FACTS = was
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()


def test_a_story_under_an_other_language_fact_below_the_first_fact_comes_first(other_facts):
    off_new, off_old = _ranks(False, NOTE)
    on_new, on_old = _ranks(True, NOTE)
    assert off_new > off_old
    assert on_new < on_old


def test_a_story_retiring_no_name_of_the_lower_fact_stays_under_it(other_facts):
    other = ("Tue 6 Oct: Efua says Yaw Boateng has sold his lorry and moved to Takoradi, so our Kumasi orders go "
             "with the coach firm's parcel counter from now on.")
    on_new, on_old = _ranks(True, other)
    assert on_new > on_old
