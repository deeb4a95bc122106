"""A newer note in the scope's other language that restates the amount of the English fact a recall found, sharing
no name with the question, joins the hits above that fact (xl_join.value_anchor / value_joined,
store.MemoryStore._value_joined; issue 18, branch xlhash210). Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import xl_join

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
FACT = "The ferry to the island costs 12 euros a crossing now."
NEWER = "Пн 26 окт: долгий день; паром на остров теперь стоит 15 евро; Рустам покрасил причал."
FILLERS = (
    "The ferry to the island leaves from the north quay at seven.",
    "The island ferry does not run when the wind is above force six.",
    "Bikes go on the ferry to the island for free.",
    "The ferry crew to the island change at the half hour.",
    "Buy the island ferry tickets at the kiosk, not on board.",
    "The ferry to the island was late twice in May.",
    "Dogs on the island ferry must stay on the lower deck.",
)
QUESTION = "How much is the ferry to the island?"


@pytest.fixture
def switch():
    was = xl_join.XL_VALUE_JOIN
    yield
    xl_join.XL_VALUE_JOIN = was


def _store(*newer_texts: str, scope: str = "port", fact: str = FACT, days: int = 6):
    from engramdb.store import MemoryStore
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("port", fact, created_at=NOW - timedelta(days=200))
    for i, text in enumerate(FILLERS):
        store.remember("port", text, created_at=NOW - timedelta(days=300 + i))
    ids = [store.remember(scope, text, kind="episode", created_at=NOW - timedelta(days=days + i))
           for i, text in enumerate(newer_texts)]
    return store, ids


def _ids(store, question: str = QUESTION) -> list[str]:
    return [h.memory.id for h in store.recall("port", question, k=5)]


def test_the_note_joins_above_the_fact_on_and_not_off(switch):
    store, (newer,) = _store(NEWER)
    xl_join.XL_VALUE_JOIN = False
    assert newer not in _ids(store)
    xl_join.XL_VALUE_JOIN = True
    hits = store.recall("port", QUESTION, k=5)
    ids = [h.memory.id for h in hits]
    assert ids.index(newer) == 0 and len(hits) == 5
    assert ids[1] in hits[0].memory.conflicts_with  # marked against the fact, as a change reader marks a pair


def test_a_note_of_another_scope_never_joins(switch):
    xl_join.XL_VALUE_JOIN = True
    store, (newer,) = _store(NEWER, scope="port:other")
    hits = store.recall("port", QUESTION, k=5)
    assert newer not in [h.memory.id for h in hits]
    assert all(h.memory.scope == "port" for h in hits)


def test_an_older_note_does_not_join(switch):
    xl_join.XL_VALUE_JOIN = True
    store, (older,) = _store(NEWER, days=260)
    assert older not in _ids(store)


def test_an_amount_far_from_the_fact_does_not_join(switch):
    xl_join.XL_VALUE_JOIN = True
    store, (far,) = _store("Пн 26 окт: долгий день; новая лодка теперь стоит 9000 евро; Рустам покрасил причал.")
    assert far not in _ids(store)


def test_two_such_notes_join_neither(switch):
    xl_join.XL_VALUE_JOIN = True
    store, ids = _store(NEWER, "Вт 27 окт: обед в кафе у причала теперь стоит 14 евро; дождь.")
    assert not set(ids) & set(_ids(store))


def test_a_kilo_priced_is_not_a_crossing(switch):
    # the fact prices no mass or volume, the note's amount prices a kilo of cheese: another thing
    store, (kilo,) = _store("Пн 26 окт: долгий день; сыр на рынке теперь стоит 15 евро за кило; Рустам покрасил "
                            "причал.")
    xl_join.XL_VALUE_JOIN = False
    off = _ids(store)
    xl_join.XL_VALUE_JOIN = True
    assert _ids(store) == off and off[0] != kilo


def test_a_note_in_latin_letters_must_spell_the_named_seller(switch):
    xl_join.XL_VALUE_JOIN = True
    fact = "Ines Varga charges 40 euros a day for mending the nets now."
    question = "What does Ines Varga charge a day for the nets?"
    other = "Ma 26 okt: hosszú nap; Kata most 45 eurót kér a hálóért; esett az eső."
    store, (newer,) = _store(other, fact=fact)
    assert newer not in _ids(store, question)
    named = "Ma 26 okt: hosszú nap; Varga Ines most 45 eurót kér a hálóért; esett az eső."
    assert not xl_join._same_seller(question, fact, other)
    assert xl_join._same_seller(question, fact, named)
    # a script xl_names does not read: a measure must tie them
    assert xl_join._same_seller(question, fact, "יום ב: הנה 45 אירו")  # her charge (no pay): the amount ties them
    pay = "Ines Varga is paid 40 euros a day for mending the nets."
    assert not xl_join._same_seller(question, pay, "יום ב: הנה 45 אירו")
    sold = "Ines Varga sells us net floats at 40 euros a box."
    assert xl_join._same_seller("What does Ines Varga charge for floats?", sold, "יום ב: הנה 45 אירו")
    kilo = "Ines Varga charges 40 euros a kilo of net twine now."
    assert xl_join._same_seller(question, kilo, "יום ב: 45 אירו כל קילו")
    spun = "Ines Varga is paid 40 euros a kilo of net twine she spins."
    assert xl_join._same_seller(question, spun, "יום ב: 45 אירו כל קילו")
    assert not xl_join._same_seller(question, spun, "יום ב: 45 אירו")  # a pay, and no measure ties the note


def test_a_comparison_joins_nothing():
    assert xl_join.comparing("Which is more - Ana's rate for a day or Bo's for a run?")
    assert xl_join.comparing("Who charges less, the mill or the shop?")
    assert not xl_join.comparing("How much is the ferry to the island?")
    assert not xl_join.comparing("Is the ferry more than ten euros?")


def test_measure_twins():
    assert not xl_join._same_measure("Pay is 40 euros a day.", "Пн: сыр теперь 45 евро за кило.")
    assert xl_join._same_measure("Cheese is 40 euros a kilo.", "Пн: сыр теперь 45 евро за кило.")
    assert xl_join._same_measure("Pay is 40 euros a day.", "Пн: теперь 45 евро в день.")
