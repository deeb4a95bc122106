"""A change told as a story's result (issue 18, branch newest169): "X has closed, so <the asked thing> ... from now on"
under a fact naming X. semantics.story_swap reads the story (a word of stopping before the "so") against the fact's
names, or, where the fact is written in a script with no Latin letter, against the question's stems and a word of
"now"; asked_change_first puts the note before the fact for any question, one asking no kind of value too
(STORY_SWAP)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics
from engramdb.schema import Hit, evolve
from engramdb.semantics import asked_change_first, story_swap

NOW = datetime(2026, 11, 2, 12, 0, tzinfo=timezone.utc)
QUESTION = "How do our bikes get repaired?"  # asks no kind of value (support.asked_slot None), and how
OLDER = "Our bikes are repaired by Spokesmith Cycles in Hebden Bridge."
NEWER = "Tue 6 Oct: Maya says Spokesmith Cycles has closed, so our bikes get repaired by a mechanic in Todmorden " \
        "from now on."
GREEK_OLDER = "Τα ποδήλατά μας τα επισκευάζει ο Νίκος στο εργαστήρι της Καλαμάτας."
GREEK_NEWER = "Tue 6 Oct: Eleni says Nikos has retired, so our bikes get repaired at a shop in Sparta from now on."
FILLERS = ("The club rides leave the square at 8 am on Sundays.",
           "Club jerseys cost 45 pounds each from the shop.")


def _clear() -> None:
    for f in vars(semantics).values():
        if callable(f) and hasattr(f, "cache_clear"):
            f.cache_clear()


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    _clear()
    yield
    _clear()


def test_a_story_retiring_the_facts_name_tells_the_change() -> None:
    part = story_swap(QUESTION, NEWER, OLDER)
    assert part is not None and "Todmorden" in part


@pytest.mark.parametrize("newer", [
    # the story retires no name of the fact
    "Tue 6 Oct: Maya says the bakery has closed, so our bikes get repaired by a mechanic in Todmorden from now on.",
    # no word of stopping before the "so"
    "Tue 6 Oct: Maya says Spokesmith Cycles was busy, so our bikes got repaired by a mechanic in Todmorden.",
    # the result holds no stem of the question
    "Tue 6 Oct: Maya says Spokesmith Cycles has closed, so the club rides leave from the pub from now on.",
    # the retired name told again after the "so": not retired
    "Tue 6 Oct: Maya says Spokesmith Cycles has closed its shop, so Spokesmith Cycles repairs our bikes at home now.",
    # an addition, not a swap
    "Tue 6 Oct: Maya says Spokesmith Cycles has stopped Saturday hours, so our bikes also get repaired in Todmorden.",
])
def test_no_swap_read_without_each_part(newer: str) -> None:
    assert story_swap(QUESTION, newer, OLDER) is None


def test_a_fact_in_another_script_is_read_by_the_questions_stems_and_now() -> None:
    part = story_swap(QUESTION, GREEK_NEWER, GREEK_OLDER)
    assert part is not None and "Sparta" in part
    # no word of "now" in the result: the fact's names cannot tie the story to it, so nothing is read
    assert story_swap(QUESTION, GREEK_NEWER.replace(" from now on", ""), GREEK_OLDER) is None
    # one stem of the question only in the clause
    assert story_swap("Who fixes the bikes?", GREEK_NEWER.replace("get repaired", "go"), GREEK_OLDER) is None


def test_switched_off_nothing_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "STORY_SWAP", False)
    assert story_swap(QUESTION, NEWER, OLDER) is None


def test_a_number_asked_reads_a_story_only_where_its_result_states_one() -> None:
    question = "How much do our bike repairs cost?"
    older = "Our bike repairs cost 40 pounds a bike at Spokesmith Cycles in Hebden Bridge."
    newer = "Tue 6 Oct: Maya says Spokesmith Cycles has closed, so our bike repairs go to a mechanic in Todmorden now."
    assert story_swap(question, newer, older) is None
    assert story_swap(question, newer.replace("now.", "at 35 pounds a bike now."), older) is not None


def _hits(newer: str = NEWER, older: str = OLDER, share: float = 0.5) -> tuple[list[Hit], str, str]:
    """A recall's hits: the older fact first, the fillers, the newer note last at `share` of the fact's relevance
    (the share: a quarter)."""
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("club", older, created_at=NOW - timedelta(days=200), importance=0.7)
    for n, text in enumerate(FILLERS):
        store.remember("club", text, created_at=NOW - timedelta(days=190 - n))
    new = store.remember("club", newer, kind="episode", created_at=NOW - timedelta(days=30), importance=0.7)
    hits = store.recall("club", QUESTION, k=4, conflicts=False)
    assert {old, new} <= {h.id for h in hits}
    order = {old: 0, new: 9}
    hits = sorted(hits, key=lambda h: order.get(h.id, 1))
    relevance = {old: 0.9, new: 0.9 * share}
    return [evolve(h, relevance=relevance.get(h.id, 0.4)) for h in hits], old, new


@pytest.mark.parametrize(("newer", "older"), [(NEWER, OLDER), (GREEK_NEWER, GREEK_OLDER)])
def test_the_note_goes_before_the_fact_for_a_question_asking_no_value(newer: str, older: str) -> None:
    hits, old, new = _hits(newer, older)
    assert hits[0].id == old
    out = asked_change_first(QUESTION, hits)
    ids = [h.id for h in out]
    assert ids.index(new) < ids.index(old)
    assert old in out[ids.index(new)].memory.conflicts_with  # marked, as source_swap's pairs are


def test_switched_off_the_fact_stays_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "STORY_SWAP", False)
    hits, old, new = _hits()
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_a_story_retiring_the_facts_name_is_read_at_the_share(monkeypatch: pytest.MonkeyPatch) -> None:
    hits, old, new = _hits(share=0.1)  # a long note's teller and story dilute its relevance
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(new) < ids.index(old)
    monkeypatch.setattr(semantics, "STORY_RETIRED_SHARE", False)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_a_fact_in_another_script_is_not_read_under_the_share() -> None:
    hits, old, new = _hits(GREEK_NEWER, GREEK_OLDER, share=0.1)  # its names cannot be read against the story's
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


_NAME = st.from_regex(r"[A-Z][a-z]{3,9}", fullmatch=True).filter(
    lambda w: w.lower()[:5] not in {"spoke", "cycle", "hebde", "bridg"})


@settings(max_examples=60, deadline=None)
@given(_NAME, st.sampled_from(["has closed", "has stopped trading", "was sold", "has shut", "is no longer open"]))
def test_a_story_naming_none_of_the_facts_names_never_swaps(name: str, stopped: str) -> None:
    """A story about a name the fact does not hold tells nothing of the fact (the fact in Latin letters)."""
    newer = f"Tue 6 Oct: Maya says {name} {stopped}, so our bikes get repaired by a mechanic in Todmorden now."
    assert story_swap(QUESTION, newer, OLDER) is None


def test_a_fact_sharing_one_stem_with_the_question_is_not_what_is_asked() -> None:
    question = "What do our bikes need for the winter league?"
    assert story_swap(question, NEWER, OLDER) is None  # "bike" only: the fact is not about the league


def test_a_question_asking_no_value_nor_how_keeps_the_order() -> None:
    hits, _old, _new = _hits()
    out = semantics._story_swapped("What do we do when our bikes get repaired?", hits, None)
    assert [h.id for h in out] == [h.id for h in hits]
