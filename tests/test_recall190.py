"""A story retiring a name of a fact kept in another language goes over the first fact hit of the same errand for a
question asking how (semantics.STORY_OVER_FIRST; issue 18, branch recall190). Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import semantics

QUESTION = "How do our baskets get to the Kumasi shops?"
NOTE = ("Tue 6 Oct: Efua says Kofi Mensah has sold his lorry and moved to Takoradi, so our Kumasi baskets go with the "
        "coach firm's parcel counter from now on.")
FACT = "Yɛde yɛn kɛntɛn kɔ Kumasi wɔ Kofi Mensah lɔre mu daa nnawɔtwe biara."
ERRAND = "Ama Owusu is paid 50 cedis for every run she drives the baskets to the Kumasi and Jaipur shops."


def _ranks(flag: bool, note: str, question: str = QUESTION, fact: str = FACT) -> tuple[int, int, int]:
    """(the note's rank, the other-language fact's, the English errand fact's) in a hashing store with
    STORY_OVER_FIRST at `flag`."""
    from benchmarks.eval_sets import engramdb_caches
    from engramdb.store import MemoryStore

    for cached in engramdb_caches():
        cached.cache_clear()
    semantics.STORY_OVER_FIRST = flag
    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    errand = store.remember("s", ERRAND, created_at=now - timedelta(days=200))
    store.remember("s", "Lesson: never pack baskets for Kumasi while the straw is still damp - a whole load went "
                        "mouldy.", importance=0.8, created_at=now - timedelta(days=500))
    store.remember("s", "The weaving shed is shut on Sundays.", created_at=now - timedelta(days=300))
    old = store.remember("s", fact, importance=1.0, created_at=now - timedelta(days=40))
    new = store.remember("s", note, kind="episode", created_at=now - timedelta(days=35))
    ids = [hit.memory.id for hit in store.recall("s", question, k=8)]
    return ids.index(new), ids.index(old) if old in ids else 99, ids.index(errand)


@pytest.fixture
def over_first():
    was = semantics.STORY_OVER_FIRST
    yield
    semantics.STORY_OVER_FIRST = was
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()


def test_the_story_goes_over_the_errands_first_fact(over_first):
    off_new, off_old, off_errand = _ranks(False, NOTE)
    on_new, on_old, on_errand = _ranks(True, NOTE)
    assert off_errand < off_new < off_old  # newest187's order: right before the retired fact
    assert on_new == 0 and on_new < on_old and on_new < on_errand


def test_the_errand_fact_is_not_marked_as_changed(over_first):
    semantics.STORY_OVER_FIRST = True
    from benchmarks.eval_sets import engramdb_caches
    from engramdb.store import MemoryStore
    for cached in engramdb_caches():
        cached.cache_clear()
    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    errand = store.remember("s", ERRAND, created_at=now - timedelta(days=200))
    store.remember("s", FACT, importance=1.0, created_at=now - timedelta(days=40))
    new = store.remember("s", NOTE, kind="episode", created_at=now - timedelta(days=35))
    hits = store.recall("s", QUESTION, k=8)
    assert hits[0].memory.id == new
    assert new not in next(h for h in hits if h.memory.id == errand).memory.conflicts_with


def test_a_story_retiring_no_name_of_the_fact_stays_under_the_errand(over_first):
    other = ("Tue 6 Oct: Efua says Yaw Boateng has sold his lorry and moved to Takoradi, so our Kumasi baskets go "
             "with the coach firm's parcel counter from now on.")
    on_new, _, on_errand = _ranks(True, other)
    assert on_errand < on_new


def test_a_question_asking_what_is_not_read(over_first):
    question = "What is Ama Owusu paid for a run to the Kumasi shops?"
    off = _ranks(False, NOTE, question)
    on = _ranks(True, NOTE, question)
    assert on == off


def test_a_fact_with_no_latin_letter_is_read_by_story_swap(over_first):
    semantics.story_swap.cache_clear()
    fact = "जयपुर की दुकानों तक हमारी टोकरियाँ रमेश के टेम्पो से जाती हैं।"
    note = ("Tue 6 Oct: Sunita says Ramesh has sold his tempo, so our Jaipur baskets go with the bus company's "
            "parcel van from now on.")
    question = "How do our baskets get to the Jaipur shops?"
    assert semantics.story_swap(question, note, fact) is not None
    on_new = _ranks(True, note, question, fact)[0]
    off_new, _, off_errand = _ranks(False, note, question, fact)
    assert on_new == 0 and off_errand < off_new
