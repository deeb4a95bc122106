"""A question asking a rule or a permission: the close memory stating one first (norms.NORM_FIRST; issue 18, branch
lookup229). Made-up notes only."""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest

from engramdb import norms
from engramdb.norms import asks_norm, norm_first, states_norm


@pytest.fixture
def flag():
    was = norms.NORM_FIRST
    yield
    norms.NORM_FIRST = was


@dataclass
class _Memory:
    id: str
    kind: str = "fact"
    conflicts_with: tuple[str, ...] = field(default_factory=tuple)


@dataclass
class _Hit:  # a hit with only what norm_first reads
    text: str
    final: float
    memory: _Memory

    @property
    def id(self) -> str:
        return self.memory.id


def _hits(*rows: tuple[str, float, str]) -> list[Any]:
    return [_Hit(text, final, _Memory(f"m{i}", kind)) for i, (text, final, kind) in enumerate(rows)]


DESCRIPTION = "The print room holds the old guillotine and a stack of card offcuts under the window."
RULE = "The print room's guillotine is never used without its blade guard, and offcuts are cleared every Thursday."


def test_questions_asking_a_norm():
    assert asks_norm("A helper wants to trim card alone; remind me of the print room's rules for the guillotine.")
    assert asks_norm("Are dogs allowed in the tasting room?")
    assert asks_norm("What's the club's position on lending the boat out?")
    assert asks_norm("My cousin is late most evenings, so can she still come in after the talk has started?")
    assert asks_norm("Do I have to book the van before I drive to the depot?")


def test_questions_asking_no_norm():
    assert not asks_norm("Who services the guillotine in the print room?")
    assert not asks_norm("How much card does the print room keep?")
    assert not asks_norm("A customer rang about her order - can you remind me what the print room charges?")
    assert not asks_norm("What do I need to bring on the trip?")
    assert not asks_norm("¿Se permiten perros en la sala?")  # asked in another language: no English asking word


def test_memories_stating_a_norm():
    assert states_norm(RULE)
    assert states_norm("Only members over 16 may use the kiln.")
    assert states_norm("No visitor goes behind the counter while the oven is lit.")
    assert states_norm("Don't book deliveries on Mondays - that's stock-take day.")
    assert states_norm("Campers cannot light fires on the east field.")
    assert states_norm("Trailers over 2 m need a permit; cars do not.")


def test_memories_stating_no_norm():  # the benign twins: descriptions, events, prices
    assert not states_norm(DESCRIPTION)
    assert not states_norm("Tue 6 Oct: a customer brought in a box of old letterpress type.")
    assert not states_norm("A day's hire of the small press is 40 euros.")
    assert not states_norm("The studio opened in 2009 in a former bakery.")


def test_the_rule_goes_over_a_description(flag):
    question = "A helper wants to trim card alone; remind me of the print room's rules for the guillotine."
    hits = _hits((DESCRIPTION, 0.70, "fact"), (RULE, 0.66, "fact"), ("Card comes from Papyrus Ltd.", 0.6, "fact"))
    assert norm_first(question, hits)[0].text == RULE
    norms.NORM_FIRST = False
    assert norm_first(question, hits)[0].text == DESCRIPTION  # off: main's order


def test_nothing_moves_without_a_norm_question_or_a_close_rule(flag):
    hits = _hits((DESCRIPTION, 0.70, "fact"), (RULE, 0.66, "fact"))
    assert norm_first("Who services the guillotine in the print room?", hits)[0].text == DESCRIPTION
    far = _hits((DESCRIPTION, 0.70, "fact"), (RULE, 0.50, "fact"))  # under NORM_RATIO of the top's score
    assert norm_first("What are the print room's rules?", far)[0].text == DESCRIPTION


def test_a_top_stating_a_norm_an_episode_and_a_contradicting_rule_stay(flag):
    question = "What are the print room's rules for the guillotine?"
    other = "Only the owner orders card for the print room."
    assert norm_first(question, _hits((other, 0.7, "fact"), (RULE, 0.69, "fact")))[0].text == other
    told = "Tue 6 Oct: Ada said the guillotine is never to be used by the apprentice alone."
    assert norm_first(question, _hits((DESCRIPTION, 0.7, "fact"), (told, 0.69, "episode")))[0].text == DESCRIPTION
    hits = _hits((DESCRIPTION, 0.7, "fact"), (RULE, 0.69, "fact"))
    hits[1].memory.conflicts_with = ("m0",)
    assert norm_first(question, hits)[0].text == DESCRIPTION


def test_recall_puts_the_rule_first(flag):
    from engramdb.store import MemoryStore

    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    description = "The print room holds the old guillotine by the window and a stack of card offcuts."
    rule = "The print room guillotine is never used without its blade guard, and card offcuts are cleared every Thursday."
    others = ["Card stock comes from Papyrus Ltd in Leeds, delivered on Tuesdays.",
              "The studio opened in 2009 in a former bakery on Mill Lane.",
              "Ada Rhodes runs the bindery and the evening classes.", "A day of hire of the small press is 40 euros."]

    def ranked(on: bool, question: str) -> list[str]:
        norms.NORM_FIRST = on
        store = MemoryStore(clock=now.timestamp)
        store.remember("s", description, created_at=now - timedelta(days=200))
        store.remember("s", rule, created_at=now - timedelta(days=300))
        for text in others:
            store.remember("s", text, created_at=now - timedelta(days=250))
        return [h.text for h in store.recall("s", question, k=4)]

    question = "Is the apprentice allowed to use the print room guillotine?"
    assert ranked(False, question)[:2] == [description, rule]  # off: the description, closer on words, first
    assert ranked(True, question)[:2] == [rule, description]
    benign = "Where is the guillotine in the print room?"  # asks no norm: the order stays
    assert ranked(True, benign) == ranked(False, benign)


def test_a_change_and_an_event_question_are_no_norm():
    assert not states_norm("No longer doing repairs while you wait - they go in the day box, ready next day.")
    assert not asks_norm("What happened when we allowed a guest to skip the safety talk?")
    assert not asks_norm("Is there a lesson about whether we can send the moulds by post?")


def test_a_rule_about_another_thing_or_over_a_foreign_or_wide_top_stays(flag):
    question = "On a busy night people beg for more heat, what is the rule for the stove?"
    other = "Private hire of the whole hall after closing is bookable by email only."  # a norm, no word of the ask
    lesson = "The stove was overloaded on a busy night and the flue got too hot to touch."
    assert norm_first(question, _hits((lesson, 0.7, "lesson"), (other, 0.69, "fact")))[0].text == lesson
    asked = "Can members borrow a telescope, and for how long?"
    lends = "Members can borrow the club's small telescope for a month at a time."  # a wide word: may answer
    keys = "Only trained keyholders open the dome and the telescope store."
    assert norm_first(asked, _hits((lends, 0.7, "fact"), (keys, 0.69, "fact")))[0].text == lends
    hours = "Counter open Tue-Sat 9 to 5; Monday is repair day, no customers."  # a restriction at a clause's end
    refers = "I don't take on fusee clocks; I refer them to a colleague in Leeds."
    assert norm_first("Can I bring my clock in on Monday?",
                      _hits((hours, 0.7, "fact"), (refers, 0.69, "fact")))[0].text == hours
    foreign = "Regla de cocina: el horno nunca se deja encendido sin vigilancia."
    rule = "The kitchen oven is never left on without someone watching it."
    assert norm_first("What's the rule for the kitchen oven?",
                      _hits((foreign, 0.7, "fact"), (rule, 0.69, "fact")))[0].text == foreign


def test_a_norm_word_in_the_story_only_asks_no_norm():
    assert not asks_norm("The guests want to know by when they have to leave on Sunday - can you remind me of the "
                         "check-out time?")
    assert asks_norm("The guests are late most days - do they have to leave by ten?")


def test_the_batch_recall_moves_the_rule_as_recall_does(flag):
    import pyarrow as pa

    from engramdb.batch import recall as batch_recall
    from engramdb.store import MemoryStore

    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    store.remember("s", "The print room holds the old guillotine by the window and a stack of card offcuts.",
                   created_at=now - timedelta(days=200))
    store.remember("s", "The print room guillotine is never used without its blade guard, and card offcuts are "
                        "cleared every Thursday.", created_at=now - timedelta(days=300))
    store.remember("s", "Ada Rhodes runs the bindery and the evening classes.", created_at=now - timedelta(days=250))
    question = "Is the apprentice allowed to use the print room guillotine?"
    for on in (True, False):
        norms.NORM_FIRST = on
        single = [h.id for h in store.recall("s", question, k=3, now=now.timestamp(), conflicts=False)]
        table = batch_recall(store, pa.table({"scope": ["s"], "query": [question]}), k=3, now=now.timestamp())
        assert table.column("id").to_pylist() == single
        assert store.get("s", single[0]).text.startswith("The print room guillotine" if on else "The print room holds")
