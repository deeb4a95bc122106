"""A newer note's price over older versions (newer_price.NEWER_PRICE_FIRST) and a story retiring a thing of the fact
by its words (semantics.STORY_THING); issue 18, branch recall193. Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import newer_price, semantics

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    for fn in (newer_price.asked_stems, newer_price._tied_amount, newer_price.told_now, newer_price._stems,
               semantics.story_swap):
        fn.cache_clear()


@pytest.fixture
def switches():
    was = newer_price.NEWER_PRICE_FIRST, newer_price.NEWER_CLOCK_FIRST, semantics.STORY_THING
    yield
    newer_price.NEWER_PRICE_FIRST, newer_price.NEWER_CLOCK_FIRST, semantics.STORY_THING = was
    _clear()


def _store():
    from engramdb.store import MemoryStore
    _clear()
    return MemoryStore(clock=NOW.timestamp)


WALNUT_Q = "What does Ana Kovač charge for walnuts?"
WALNUT_OLD = "Ana Kovač sells us shelled walnuts at 6 euros a kilo."
WALNUT_MID = "Walnuts have gone up: Ana Kovač charges 7 euros a kilo now."
WALNUT_NEW = ("Tue 27 Oct: A slow morning; Ana Kovac brought the walnuts and now asks sixty euros for a ten-kilo "
              "sack, no single kilos any more; the Graz deli rang; Tomo fixed the gate.")


def _walnut_ranks(flag: bool, newest: str = WALNUT_NEW, question: str = WALNUT_Q) -> tuple[int, int, int]:
    newer_price.NEWER_PRICE_FIRST = flag
    store = _store()
    store.remember("s", "The drying loft holds forty crates of walnuts.", created_at=NOW - timedelta(days=300))
    store.remember("s", "Lesson: never stack wet walnut crates - a whole loft went mouldy.", kind="lesson",
                   importance=0.8, created_at=NOW - timedelta(days=400))
    old = store.remember("s", WALNUT_OLD, created_at=NOW - timedelta(days=200))
    mid = store.remember("s", WALNUT_MID, created_at=NOW - timedelta(days=40))
    new = store.remember("s", newest, kind="episode", created_at=NOW - timedelta(days=5))
    ids = [h.memory.id for h in store.recall("s", question, k=8)]
    return (ids.index(new) if new in ids else 99), ids.index(mid), ids.index(old)


def test_the_newest_price_in_words_goes_over_the_older_prices(switches):
    new, mid, old = _walnut_ranks(True)
    assert new == 0 and new < mid and new < old
    off_new, off_mid, _ = _walnut_ranks(False)
    assert off_mid < off_new  # the middle version over the newest with the switch off


def test_a_newer_note_naming_another_price_of_the_day_is_not_moved(switches):
    other = ("Tue 27 Oct: A slow morning; the Graz deli now pays sixty euros for a crate of jam; Tomo fixed the "
             "gate.")
    new, mid, _ = _walnut_ranks(True, other)
    assert mid < new


def test_a_newer_note_with_no_now_word_is_not_moved(switches):
    told = "Tue 27 Oct: A slow morning; Ana Kovac brought the walnuts, sixty euros for a ten-kilo sack; Tomo fixed it."
    top = newer_price._top_stems(WALNUT_Q, WALNUT_MID)
    assert not newer_price.told_now(WALNUT_Q, told, top)
    assert newer_price.told_now(WALNUT_Q, WALNUT_NEW, top)


def test_a_question_naming_no_name_needs_the_top_hits_own_stems(switches):
    question = "How much extra is it to frame a jigsaw?"
    top = newer_price._top_stems(question, "Jigsaws are glued to card before framing, for 12 pounds extra.")
    assert not newer_price.told_now(question, "Anti-glare glass is now 40 pounds extra for frames over A3.", top)
    assert newer_price.told_now(question, "Mon 2 Nov: jigsaws are 14 pounds extra now, the card went up.", top)


def test_a_question_asking_no_price_is_untouched(switches):
    assert newer_price.asked_stems("Who brings our walnuts?") == frozenset()
    assert newer_price.asked_stems(WALNUT_Q) >= {"kovac", "walnu"}


def test_the_unit_a_price_is_per_ties_nothing():
    question = "How much is a 30 square foot locker per week?"
    assert newer_price.asked_stems(question) == frozenset({"squar", "locke"})
    fact = "Price list: 30 sq ft lockers are 14 pounds a week."
    top = newer_price._top_stems(question, fact)
    other = "Mon 2 Nov: the insurer now charges 2 pounds a week per 1,000 pounds of goods."
    assert not newer_price.told_now(question, other, top)


def test_money_in_words_and_in_other_tables():
    assert newer_price.states_money("it's ninety tala for two sacks now")
    assert newer_price.states_money("she asks a thousand krónur a score now")
    assert newer_price.states_money("the price is €12 now")
    assert not newer_price.states_money("she brought ten sacks now")
    assert not newer_price.states_money("Tue 27 Oct: nothing to tell")


def test_a_time_moved_in_words_goes_over_the_older_time(switches):
    question = "What time do we collect from Lidl Northgate?"
    fact = "Lidl Northgate gives us its surplus bread through the app; we collect at 19:30."
    note = ("Tue 20 Oct: Priya says Lidl Northgate has moved our pick-up to half past eight at night, and the Coop "
            "on Bridge Street gives us fruit now too.")
    top = newer_price._top_stems(question, fact)
    assert newer_price.told_now(question, note, top)
    other = "Tue 20 Oct: Priya says the Coop has moved our pick-up to half past eight at night."
    assert not newer_price.told_now(question, other, top)
    ranks = {}
    for flag in (True, False):
        newer_price.NEWER_CLOCK_FIRST = flag
        store = _store()
        old = store.remember("s", fact, importance=0.7, created_at=NOW - timedelta(days=200))
        store.remember("s", "The van's cool box holds twelve crates.", created_at=NOW - timedelta(days=300))
        new = store.remember("s", note, kind="episode", created_at=NOW - timedelta(days=12))
        ids = [h.memory.id for h in store.recall("s", question, k=8)]
        ranks[flag] = ids.index(new), ids.index(old)
    assert ranks[True][0] < ranks[True][1]


def test_half_nine_is_a_time_and_a_count_is_no_time(switches):
    question = "What time do the Sunday bird walks start?"
    fact = "Sunday bird walks leave from the visitor centre at 8 am."
    top = newer_price._top_stems(question, fact)
    assert newer_price.told_now(question, "Sat 24 Oct: Ewan says the Sunday walks go out at half nine now.", top)
    assert newer_price.told_now(question, "Tue 27 Oct: the Sunday bird walks start at half eight from next month.",
                                top)
    assert not newer_price.told_now(question, "Sat 24 Oct: the Sunday walks now cost half 5 pounds.", top)
    # a time asked: a note holding a count is no time to anchor on
    assert newer_price._tied_amount(question, "The Sunday bird walks are run by our 23 volunteers.") == 0
    assert newer_price._tied_amount(question, fact) > 0


ROUTE_Q = "How does our flour get to the bakery?"
ROUTE_FACT = "Our flour comes on the wholesaler's lorry that calls on Fridays."
ROUTE_NOTE = ("Wed 14 Oct: Ilse says the wholesaler's driver has retired and the lorry round has ended, so our "
              "flour now comes by pallet carrier.")


def _route_ranks(flag: bool, note: str = ROUTE_NOTE, question: str = ROUTE_Q) -> tuple[int, int]:
    semantics.STORY_THING = flag
    store = _store()
    old = store.remember("s", ROUTE_FACT, importance=0.7, created_at=NOW - timedelta(days=300))
    store.remember("s", "Mon 12 Oct: Got the bakery's flour hygiene certificate renewed, number FH-2291.",
                   kind="episode", created_at=NOW - timedelta(days=20))
    store.remember("s", "The bakery oven takes forty loaves at a time.", created_at=NOW - timedelta(days=250))
    new = store.remember("s", note, kind="episode", created_at=NOW - timedelta(days=18))
    ids = [h.memory.id for h in store.recall("s", question, k=8)]
    return ids.index(new), ids.index(old)


def test_a_story_retiring_a_thing_of_the_fact_goes_over_it(switches):
    new, old = _route_ranks(True)
    assert new < old
    # off, story_swap reads no story here (the fact names no name); on, the result part
    semantics.STORY_THING = False
    _clear()
    assert semantics.story_swap(ROUTE_Q, ROUTE_NOTE, ROUTE_FACT) is None
    semantics.STORY_THING = True
    _clear()
    assert semantics.story_swap(ROUTE_Q, ROUTE_NOTE, ROUTE_FACT) == "our flour now comes by pallet carrier."


def test_the_reading_needs_the_thing_retired_and_a_now_word():
    semantics.story_swap.cache_clear()
    assert semantics._story_thing(ROUTE_Q, ROUTE_NOTE, ROUTE_FACT) is not None
    # the story retires another thing than the fact's
    other = ("Wed 14 Oct: Ilse says the old bakery dog has retired to the farm, so our flour now comes by pallet "
             "carrier.")
    assert semantics._story_thing(ROUTE_Q, other, ROUTE_FACT) is None
    # no word of from when in the result
    later = ("Wed 14 Oct: Ilse says the wholesaler's driver has retired and the lorry round has ended, so a pallet "
             "carrier may bring our flour.")
    assert semantics._story_thing(ROUTE_Q, later, ROUTE_FACT) is None
    # the result names the retired thing again: not retired
    again = ("Wed 14 Oct: Ilse says the wholesaler's driver has retired, so our flour now comes on the wholesaler's "
             "lorry with his son.")
    assert semantics._story_thing(ROUTE_Q, again, ROUTE_FACT) is None
    # a fact naming a name is story_swap's own: a story retiring its pool answers no question about the boys' costumes
    named = "The boys have their swimming lessons at the Dornoch pool."
    pool = ("Wed 14 Oct: Isla says the Dornoch pool has shut for repairs, so the boys' swimming lessons are at the "
            "Golspie leisure centre from now on.")
    assert semantics._story_thing("What do the boys need to bring for the school play?", pool, named) is None
