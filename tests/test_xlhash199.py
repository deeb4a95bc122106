"""A newer note written in another script that spells the question's name joins a recall's hits (xl_join,
store.MemoryStore._name_joined; issue 18, branch xlhash199). Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import xl_join, xl_names

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT = "Tamerlan Ospanov charges 400 rubles for a sack of oats now."
NEWER = "Пн 26 окт: Тамерлан Оспанов теперь берёт 600 руб. за мешок овса."
# the same change told in number words no reader of this package reads: joined, not moved, cut again
UNREAD = "Пн 26 окт: Тамерлан Оспанов привёз овёс; теперь мешок стоит шестьсот рублей, поштучно не продаёт."
FILLERS = (
    "The oats for the goats are kept in the blue bin by the gate.",
    "Tamerlan Ospanov delivers on Thursdays before noon.",
    "A sack of oats lasts the goats about nine days.",
    "We pay Tamerlan Ospanov in cash at the gate, never by card.",
    "The oats from the co-op were mouldy twice last winter.",
    "Rolled oats for the kitchen come from the shop in town.",
    "Tamerlan Ospanov's lorry cannot get up the lane after rain.",
)
QUESTION = "What does Tamerlan Ospanov charge for oats?"


@pytest.fixture
def switch():
    # the name join alone: branch xlhash210's value join would join these notes too (they restate the fact's amount)
    was = xl_join.XL_NAME_JOIN, xl_join.XL_VALUE_JOIN
    xl_join.XL_VALUE_JOIN = False
    yield
    xl_join.XL_NAME_JOIN, xl_join.XL_VALUE_JOIN = was


def _store(other_scope: bool = False, newer_text: str = NEWER):
    from engramdb.store import MemoryStore
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("farm", FACT, created_at=NOW - timedelta(days=200))
    for i, text in enumerate(FILLERS):
        store.remember("farm", text, created_at=NOW - timedelta(days=300 + i))
    newer = store.remember("farm:other" if other_scope else "farm", newer_text, kind="episode",
                           created_at=NOW - timedelta(days=6))
    return store, newer


def test_names_are_capitalised_words_past_the_opening():
    assert xl_join.names(QUESTION) == frozenset({"Tamerlan", "Ospanov"})
    assert xl_join.names("Remind me what the Friday market charges in October.") == frozenset()
    assert xl_join.names("When is Tamerlan's next run?") == frozenset({"Tamerlan"})  # a possessive
    assert xl_join.names("Is it o'Clock yet, Didn't he?") == frozenset()  # no name glued to an apostrophe


def test_a_name_is_spelled_in_another_script():
    assert xl_join.spells(NEWER, frozenset({"Ospanov"}))
    assert xl_join.spells("सोमवार: रामाश्रय ने बीज लाया", frozenset({"Ramashray"}))  # vowel signs kept in the word
    assert not xl_join.spells(NEWER, frozenset({"Gulnara"}))


def test_tajik_letters_are_read():
    assert xl_names.skeleton("Шералӣ") == xl_names.skeleton("Sherali")


def test_the_note_joins_the_hits_on_and_not_off(switch):
    store, newer = _store()
    xl_join.XL_NAME_JOIN = False
    assert newer not in [h.memory.id for h in store.recall("farm", QUESTION, k=5)]
    xl_join.XL_NAME_JOIN = True
    hits = store.recall("farm", QUESTION, k=5)
    assert [h.memory.id for h in hits].index(newer) == 0  # the change readers put it over the fact
    assert len(hits) == 5


def test_a_joined_note_no_reader_moves_is_cut_again(switch):
    store, newer = _store(newer_text=UNREAD)
    xl_join.XL_NAME_JOIN = False
    off = [h.memory.id for h in store.recall("farm", QUESTION, k=5)]
    xl_join.XL_NAME_JOIN = True
    on = [h.memory.id for h in store.recall("farm", QUESTION, k=5)]
    assert on == off and newer not in on


def test_a_note_of_another_scope_never_joins(switch):
    xl_join.XL_NAME_JOIN = True
    store, newer = _store(other_scope=True)
    hits = store.recall("farm", QUESTION, k=5)
    assert newer not in [h.memory.id for h in hits]
    assert all(h.memory.scope == "farm" for h in hits)


def test_no_name_no_join(switch):
    xl_join.XL_NAME_JOIN = True
    store, newer = _store()
    assert newer not in [h.memory.id for h in store.recall("farm", "How much is a sack of oats?", k=5)]


def test_an_older_note_does_not_join(switch):
    from engramdb.store import MemoryStore
    xl_join.XL_NAME_JOIN = True
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("farm", FACT, created_at=NOW - timedelta(days=20))
    for i, text in enumerate(FILLERS):
        store.remember("farm", text, created_at=NOW - timedelta(days=300 + i))
    older = store.remember("farm", NEWER, kind="episode", created_at=NOW - timedelta(days=60))
    assert older not in [h.memory.id for h in store.recall("farm", QUESTION, k=5)]
