"""Short English changes and who / which / how questions asked now (issue 18, branch still227): a who / which / how
question with a word of now reads the stories a still question reads (semantics.NOW_CHANGE); a newer fact telling its
change by "changing" / "upgraded" (semantics.SAYS_CHANGED_MORE, change_phrases.CHANGE_WORDS); a marked newer fact
read whole (semantics.MARKED_FACT_WHOLE); a marked change paired for a told_anew question asking no slot
(semantics.TOLD_UNSLOTTED); a value moved in the fact's unit (semantics.UNIT_VALUE_MOVED); an older note above a newer
fact retiring it (semantics.OLDER_NOTE_ABOVE); "from <the fact's value> to <another>" (semantics.FROM_TO_CHANGE).
Each with its switch off and benign twins. Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import change_phrases, semantics

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT = "The churns go to the creamery on Gwilym's lorry every Friday."
PAST = ("Thu 15 Oct: Olwen says Gwilym's lorry threw a rod on the bypass, so the creamery's tanker does the Friday "
        "churn run for the moment.")
SWITCHES = ("NOW_CHANGE", "SAYS_CHANGED_MORE", "MARKED_FACT_WHOLE", "TOLD_UNSLOTTED", "UNIT_VALUE_MOVED", "OLDER_NOTE_ABOVE", "FROM_TO_CHANGE")


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    semantics.story_swap.cache_clear()
    semantics._now_asked.cache_clear()
    semantics._says_changed_read.cache_clear()
    semantics._unit_value_moved.cache_clear()
    semantics._counted_things.cache_clear()
    semantics._from_to_change.cache_clear()


@pytest.fixture
def switches():
    was = {name: getattr(semantics, name) for name in SWITCHES}
    yield
    for name, value in was.items():
        setattr(semantics, name, value)
    _clear()


def _swap(question: str, newer: str, fact: str = FACT) -> str | None:
    _clear()
    return semantics.story_swap(question, newer, fact)


@pytest.mark.parametrize("question", [
    "Who does the Friday creamery run now?",
    "Who takes the churns to the creamery these days?",
    "How do the churns get to the creamery at the moment?",
    "Which lorry takes the churns to the creamery now?",
    "The churns - carried to the creamery by whom now?",
])
def test_now_questions_are_asked(question):
    assert semantics._now_asked(question)


@pytest.mark.parametrize("question", [
    "Who did the creamery run last winter?",            # the past: who did it then
    "Which lorry was used for the churns before?",
    "Who takes the churns to the creamery?",            # no word of now: as before
    "What is the creamery paying now?",                 # a what-question: a value, not a who or a way
    "Is the creamery open now?",
])
def test_other_questions_are_not_now_questions(question):
    assert not semantics._now_asked(question)


@pytest.mark.parametrize("question", [
    "Who does the Friday creamery run now?",
    "How do the churns get to the creamery these days?",
])
def test_a_plain_past_story_answers_a_now_question(switches, question):
    assert _swap(question, PAST) is not None
    semantics.NOW_CHANGE = False
    assert _swap(question, PAST) is None        # still217's reading: still questions only


@pytest.mark.parametrize("newer", [
    # the note only mentions the lorry: no story, no result
    "Thu 15 Oct: Olwen says Gwilym's lorry got a new coat of paint for the show.",
    # a story whose result keeps the old way: the lorry still does it now
    "Thu 15 Oct: Olwen says Gwilym's lorry was washed on Tuesday, so the churns go to the creamery on it for now.",
    # an event of someone else
    "Thu 15 Oct: Olwen says the ford flooded, so the creamery run goes round by the top road for the moment.",
    # a result saying neither from when nor for a while
    "Thu 15 Oct: Olwen says Gwilym's lorry broke down at the ford, so the churns were late at the creamery.",
])
def test_now_question_benign_twins_are_not_read(switches, newer):
    assert _swap("Who takes the churns to the creamery now?", newer) is None


def test_a_past_question_does_not_read_the_story(switches):
    assert _swap("Who did the Friday creamery run last winter?", PAST) is None


def _store_ranks(facts: list[tuple[str, int]], newer: tuple[str, str, int], question: str,
                 old_index: int = 0) -> tuple[int, int]:
    """Ranks (0-based) of `newer` and of facts[old_index] for `question` in a fresh hashing store."""
    from engramdb.store import MemoryStore
    _clear()
    store = MemoryStore(clock=NOW.timestamp)
    ids = [store.remember("s", text, created_at=NOW - timedelta(days=age)) for text, age in facts]
    text, kind, age = newer
    new = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=age))
    got = [h.memory.id for h in store.recall("s", question, k=8)]
    old = ids[old_index]
    return (got.index(new) if new in got else 99), (got.index(old) if old in got else 99)


def test_the_story_is_put_over_the_fact_for_a_now_question(switches):
    facts = [("Our Friday creamery run is done in Gwilym's lorry.", 400),
             ("The milk cheque comes from the creamery every month.", 300),
             ("The dairy is hosed down after every milking.", 250)]
    question = "Who does our Friday creamery run now?"
    new, old = _store_ranks(facts, (PAST, "episode", 17), question)
    assert new < old
    semantics.NOW_CHANGE = False
    new_off, old_off = _store_ranks(facts, (PAST, "episode", 17), question)
    assert old_off < new_off


def test_change_words_are_one_list():
    assert set(change_phrases.CHANGE_WORDS_MORE) == {"changing", "upgraded", "downgraded"}
    assert change_phrases.CHANGE_WORDS.search("the classes are changing to evenings")
    assert not change_phrases.CHANGE_WORDS.search("changes to the rota go on the board")


@pytest.mark.parametrize("text", [
    "The Sunday pottery class is changing to two evening sessions, up to 9 people.",
    "The file server was upgraded to version 9 over the weekend.",
])
def test_says_changed_reads_the_new_words(switches, text):
    _clear()
    assert semantics._says_changed(text)
    semantics.SAYS_CHANGED_MORE = False
    _clear()
    assert not semantics._says_changed(text)


@pytest.mark.parametrize("text", [
    "Changes to the rota go on the board.",            # a thing named, no change told
    "The changing rooms are by the pool.",
    "The old kiln is changing hands at the auction.",
])
def test_says_changed_twins(switches, text):
    _clear()
    assert not semantics._says_changed(text)


FILLERS = ("The kiln is fired on Thursdays; pieces are ready the week after.",
           "Offcuts and broken shelves go in the blue bin by the door.")


def _pair(question: str, older: str, later: str, *, marked: bool = False, kind: str = "fact",
          older_kind: str = "fact", later_relevance: float = 0.09) -> tuple[list, str, str]:
    """A recall's hits: the older fact first, two fillers, the later memory last at a tenth of the fact's relevance
    (marked against the fact by the conflict pass where `marked`)."""
    from engramdb.schema import evolve, with_conflicts
    from engramdb.store import MemoryStore
    _clear()
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("s", older, kind=older_kind, created_at=NOW - timedelta(days=300), importance=0.7)
    for n, text in enumerate(FILLERS):
        store.remember("s", text, created_at=NOW - timedelta(days=250 - n))
    new = store.remember("s", later, kind=kind, created_at=NOW - timedelta(days=20), importance=0.7)
    hits = store.recall("s", question, k=4, conflicts=False)
    assert {old, new} <= {h.id for h in hits}
    order = {old: 0, new: 0.5 if older_kind == "episode" else 9}  # a fact under an older note: the first fact
    hits = sorted(hits, key=lambda h: order.get(h.id, 1))
    relevance = {old: 0.9, new: later_relevance}
    hits = [evolve(h, relevance=relevance.get(h.id, 0.3)) for h in hits]
    if marked:
        hits = [with_conflicts(h, (new,)) if h.id == old else with_conflicts(h, (old,)) if h.id == new else h
                for h in hits]
    return hits, old, new


def _first(question: str, hits: list) -> list[str]:
    _clear()
    return [h.id for h in semantics.asked_change_first(question, hits)]


CLASS_Q = "How is the Sunday beginners' pottery class run now, and for how many people?"
CLASS = "Sunday beginners' pottery class: 09:30-15:30, 60 pounds, max 5 people."
CLASS_CHANGE = ("Sunday pottery classes are changing to two half-days (09:30-12:30 on consecutive Sundays), still 60, "
                "up to 7 people.")


def test_a_fact_changing_is_put_over_the_older(switches):
    hits, old, new = _pair(CLASS_Q, CLASS, CLASS_CHANGE, marked=True)
    ids = _first(CLASS_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.SAYS_CHANGED_MORE = False
    ids = _first(CLASS_Q, hits)
    assert ids.index(old) < ids.index(new)     # off: no word of change in the newer fact


def test_a_newer_fact_only_mentioning_the_class_moves_nothing(switches):
    twin = "Sunday pottery class photos are changing hands on the club page."
    hits, old, new = _pair(CLASS_Q, CLASS, twin, marked=True)
    ids = _first(CLASS_Q, hits)
    assert ids.index(old) < ids.index(new)


COVER_Q = "Who insures the boat, and for what hull value?"
COVER = "Insurance: Nimbus Cover, hull value 70,000 GBP for 2 boats, renews 1 May."
COVER_CHANGE = "Insurance moved to Cirrus Marine this year: hull 80,000 GBP, renewal 1 May, policy CM-7731."


def test_a_marked_fact_is_read_whole(switches):
    hits, old, new = _pair(COVER_Q, COVER, COVER_CHANGE, marked=True)
    ids = _first(COVER_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.MARKED_FACT_WHOLE = False
    ids = _first(COVER_Q, hits)
    assert ids.index(old) < ids.index(new)     # off: its clause counts a month and a currency the fact counts


@pytest.mark.parametrize("twin", [
    # a word of change and the shared stems, but no value restated
    "Insurance papers moved to the blue folder; hull survey due in May.",
    # a count of a thing the fact counts changed: no new insurer
    "Insurance moved up to cover 3 boats: hull 80,000 GBP for 3 boats.",
    # the word of change in a clause holding none of the shared stems
    "Hull value 80,000 GBP on the survey; the mooring moved to Pin Mill.",
])
def test_a_marked_fact_twin_moves_nothing(switches, twin):
    hits, old, new = _pair(COVER_Q, COVER, twin, marked=True)
    ids = _first(COVER_Q, hits)
    assert ids.index(old) < ids.index(new)


def test_a_marked_episode_is_not_read_whole(switches):
    hits, old, new = _pair(COVER_Q, COVER, "Sat 3 Oct: boat moved to the hard; hull 80,000 GBP on the survey.",
                           marked=True, kind="episode")
    ids = _first(COVER_Q, hits)
    assert ids.index(old) < ids.index(new)


def test_counted_things_leave_months_and_money():
    assert semantics._counted_things("hull 80,000 GBP, renewal 1 May, 12 euros, 3 pupils") == {"pupil"}
    assert semantics._counted("hull 80,000 GBP, renewal 1 May") == {"gbp", "may"}


PLANER_Q = "How thick a board can our planer take?"
PLANER = "The planer is a Makita 2012 that takes boards up to 8 centimetres thick."
PLANER_CHANGE = "The old Makita has been replaced by a Scheppach HMS that handles boards up to 12 centimetres thick."


def test_a_marked_change_is_paired_for_an_unslotted_question(switches):
    assert semantics.asked_slot(PLANER_Q) is None
    hits, old, new = _pair(PLANER_Q, PLANER, PLANER_CHANGE, marked=True)
    ids = _first(PLANER_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.TOLD_UNSLOTTED = False
    ids = _first(PLANER_Q, hits)
    assert ids.index(old) < ids.index(new)


def test_an_unslotted_question_with_an_unrelated_newer_fact_moves_nothing(switches):
    twin = "The old extractor has been replaced by a quieter one in the planer corner."
    hits, old, new = _pair(PLANER_Q, PLANER, twin, marked=True)
    ids = _first(PLANER_Q, hits)
    assert ids.index(old) < ids.index(new)


DOSE_Q = "What dose of carprofen is Bramble on?"
DOSE = "Evening tablets: carprofen 25mg, omega oil 1000mg, joint chew 1 tablet."
DOSE_NOTE = "Fri 9 Oct review: the vet put the carprofen up to 50mg; weigh again in a month."


def test_a_value_moved_in_the_facts_unit_is_read(switches):
    q = semantics._asking_stems(DOSE_Q)
    assert semantics._unit_value_moved(q, DOSE_NOTE, DOSE)
    hits, old, new = _pair(DOSE_Q, DOSE, DOSE_NOTE, kind="episode")
    ids = _first(DOSE_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.UNIT_VALUE_MOVED = False
    _clear()
    assert not semantics._unit_value_moved(q, DOSE_NOTE, DOSE)
    ids = _first(DOSE_Q, hits)
    assert ids.index(old) < ids.index(new)


@pytest.mark.parametrize("newer", [
    "Fri 9 Oct: the vet put the carprofen tub up to the top shelf.",          # no number, no unit
    "Fri 9 Oct review: the vet cut the omega oil to 500mg.",                 # another thing than the one asked
    "Fri 9 Oct review: the vet put the carprofen up to 25mg again.",          # the same value
    "Fri 9 Oct review: the vet put the carprofen up to 2 tablets.",           # another unit
    "Fri 9 Oct: carprofen 50mg tablets are in stock at the chemist.",         # no verb moving a value
])
def test_value_moved_twins(switches, newer):
    _clear()
    assert not semantics._unit_value_moved(semantics._asking_stems(DOSE_Q), newer, DOSE)


SWIM_Q = "Which evening are the swimming lessons on now?"
SWIM_NOTE = "Swimming with Coach Dara Quinn: 8 lessons, Tuesdays 17:00 at the Leisure Pool, Brackley Road."
SWIM_FACT = "Dara can't do Tuesdays any more; the remaining swimming lessons are Fridays at 17:30, same pool."


def test_an_older_note_above_a_fact_retiring_it_goes_under(switches):
    hits, old, new = _pair(SWIM_Q, SWIM_NOTE, SWIM_FACT, older_kind="episode", later_relevance=0.8)
    ids = _first(SWIM_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.OLDER_NOTE_ABOVE = False
    ids = _first(SWIM_Q, hits)
    assert ids.index(old) < ids.index(new)


@pytest.mark.parametrize("fact", [
    "Dara also runs the Friday lessons now, at 17:30 in the same pool.",   # an addition
    "The swimming lessons are on Tuesdays at 17:00, same pool.",           # no word of change, the same value
    "The pool's lessons for toddlers are now on Fridays at 10:00.",        # another thing: one stem shared
])
def test_older_note_twins_stay_above(switches, fact):
    hits, old, new = _pair(SWIM_Q, SWIM_NOTE, fact, older_kind="episode", later_relevance=0.8)
    ids = _first(SWIM_Q, hits)
    assert ids.index(old) < ids.index(new)


OS_Q = "Which Debian release is the file server on?"
OS_FACT = "Backups run nightly on the file server (Debian 11, 4 TB RAID), with rsync to the office NAS and Borg offsite."
OS_NOTE = "The file server was upgraded from Debian 11 to Debian 12 over the weekend."


def test_a_change_from_the_facts_value_to_another_is_read(switches):
    q = semantics._asking_stems(OS_Q)
    assert semantics._from_to_change(q, OS_NOTE, OS_FACT)
    hits, old, new = _pair(OS_Q, OS_FACT, OS_NOTE, kind="episode", later_relevance=0.8)
    ids = _first(OS_Q, hits)
    assert ids.index(new) < ids.index(old)
    semantics.FROM_TO_CHANGE = False
    _clear()
    assert not semantics._from_to_change(q, OS_NOTE, OS_FACT)


@pytest.mark.parametrize("newer", [
    "The file server was upgraded from 4 TB to 8 TB of disk over the weekend.",   # "from" a value not the fact's
    "The file server was moved from Debian 11 to a new rack.",                   # no new value
    "The file server was rebuilt from Debian 11 to Debian 11 images.",           # no word of change
    "Moved the backup window from 1 to 3 am on the file server.",                # "1" is no value of the fact's
    "The printer was upgraded from Debian 11 to Debian 12.",                     # no stem the question shares
    "The file server now boots from Debian 11 to Debian 11 again.",              # the new value the fact's too
])
def test_from_to_twins(switches, newer):
    _clear()
    assert not semantics._from_to_change(semantics._asking_stems(OS_Q), newer, OS_FACT)
