"""xling205 (issue 18): a date asked in another language is one past day as the English question's is
(timeref.FOREIGN_DATE_PAST), and Sicilian's month names are month words (month_words.REGIONAL_MONTHS). Each rule has
a switch; off is main's behaviour, which the positives check fails. Made-up notes and questions only."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

import engramdb.month_words as month_words
import engramdb.store as store_module
import engramdb.timeref as timeref
import engramdb.xl_slots as xl_slots
from engramdb.month_words import other_date
from engramdb.scoring import Weights
from engramdb.store import MemoryStore

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    timeref.question_reference.cache_clear()
    yield
    timeref.question_reference.cache_clear()


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("cu passau sabbatu 7 di uttùviru?", (7, 10, "7 di uttùviru")),
        ("a fera è 21 di dicèmmiru", (21, 12, "21 di dicèmmiru")),
        ("u 4 di sittemmiru chiuvìu", (4, 9, "4 di sittemmiru")),
        ("jovi 12 di giugnettu", (12, 7, "12 di giugnettu")),
        ("3 di jinnaru", (3, 1, "3 di jinnaru")),
    ],
)
def test_a_sicilian_month_next_to_its_day_is_a_date(
    text: str, found: tuple[int, int, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert other_date(text) == found
    monkeypatch.setattr(month_words, "REGIONAL_MONTHS", False)
    assert other_date(text) is None  # main: no date read


@pytest.mark.parametrize("text", ["uttùviru", "we bought 40 sacks, then uttùviru", "12 austuritalo"])
def test_no_sicilian_date_without_a_day_next_to_the_month(text: str) -> None:
    assert other_date(text) is None


@pytest.mark.parametrize(
    "question",
    [
        "¿Quién trajo las cajas el lunes, 19 de octubre?",
        "Quem trouxe as caixas na segunda, 19 de outubro?",
        "Sino ang dumating noong Lunes, 19 October?",
    ],
)
def test_a_date_asked_in_another_language_is_one_past_day(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = timeref.question_reference(question)
    assert reference is not None and (reference.day, reference.month, reference.past_tense) == (19, 10, True)
    assert timeref._one_day(reference)
    assert timeref.hinted(reference, Weights(), 30.0)[1] == timeref.ONE_DAY_DAYS  # the day's sharper window
    monkeypatch.setattr(timeref, "FOREIGN_DATE_PAST", False)
    timeref.question_reference.cache_clear()
    off = timeref.time_reference(question)
    assert off is not None and off.day == 19 and not off.past_tense  # main: its tense unread, no single day
    assert timeref.hinted(off, Weights(), 30.0)[1] == timeref.DATE_DAYS


def test_an_english_or_a_coming_date_is_unchanged() -> None:
    english = timeref.question_reference("What is on 19 October?")
    assert english is not None and not english.past_tense  # English tense is read as before
    coming = timeref.question_reference("¿Qué habrá el 19 de octubre?")  # a word of a time to come
    assert coming is not None and not coming.past_tense


def test_the_day_s_own_note_goes_first() -> None:
    """End to end (on): the day's note first over a newer rival sharing the question's words (it is first with the
    switch off too on this small scope; the window's test above is the one the switch decides)."""
    def at(day: int, month: int = 10) -> float:
        return datetime(2026, month, day, 12, tzinfo=timezone.utc).timestamp()

    store = MemoryStore(clock=NOW.timestamp)
    scope = "puesto"
    store.remember(scope, "Lun 19 Oct: una vecina de Tumaga trajo dos cajas de mangos al puesto.", kind="episode",
                   created_at=at(19))
    store.remember(scope, "Corrijo la nota de ayer: la feria del puesto es el domingo 20 de diciembre, no el sábado 19; "
                   "quién trae las cajas al puesto, lo decide Nilo el lunes.", created_at=at(31), importance=0.7)
    store.remember(scope, "Las cajas de mangos se guardan en la sombra, nunca al sol.", created_at=at(2, 9),
                   importance=0.7)
    store.remember(scope, "Mié 28 Oct: el puesto cerró temprano por la lluvia.", kind="episode", created_at=at(28))
    question = "¿Quién trajo cajas al puesto el lunes, 19 de octubre?"
    hits = store.recall(scope, question, k=3)
    assert hits[0].text.startswith("Lun 19 Oct")


# --- xl_slots.TEACHER_SLOT: who taught someone, asked in another language --------------------------------------------


@pytest.fixture
def _fresh_slots() -> None:
    xl_slots.xl_asked_slot.cache_clear()
    yield
    xl_slots.xl_asked_slot.cache_clear()


@pytest.mark.parametrize(
    "question",
    [
        "Kto nauczył Jarka lutować?",  # Polish
        "Wo hat Lenka das Schweißen gelernt?",  # German, where
        "¿Quién le enseñó a Tomasa a tejer?",  # Spanish
        "Nani alimfundisha Baraka kuchonga?",  # Swahili, a prefixed verb
        "Хто навчив Орисю вишивати?",  # Ukrainian
        "ใครสอนสมชายให้ซ่อมเรือ?",  # Thai, no spaces
        "गोपाल ने बढ़ईगिरी किससे सीखी?",  # Hindi
    ],
)
def test_a_teaching_question_asks_the_teacher_slot(question: str, _fresh_slots: None,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    assert xl_slots.xl_asked_slot(question) == "teacher"
    monkeypatch.setattr(xl_slots, "TEACHER_SLOT", False)
    xl_slots.xl_asked_slot.cache_clear()
    assert xl_slots.xl_asked_slot(question) is None  # main: no slot


@pytest.mark.parametrize(
    "question",
    [
        "Who taught Jarek to solder?",  # English: slot_first's own reading
        "¿Cuánto cobra Tomasa por enseñar a tejer?",  # a price asked first
        "Yimalini uBaraka akhokhelwa ukufundisa?",  # "how much", Zulu
        "Wo ist die Werkstatt von Lenka?",  # no teaching word
    ],
)
def test_no_teacher_slot_for_english_a_price_or_no_teaching_word(question: str, _fresh_slots: None) -> None:
    assert xl_slots.xl_asked_slot(question) != "teacher"


def test_the_note_telling_the_learning_fills_the_slot() -> None:
    assert xl_slots.states_slot("teacher", "Jarek learned soldering from his uncle in Gdańsk.")
    assert xl_slots.states_slot("teacher", "Jarek nauczył się lutować od wujka.")  # its own language
    assert not xl_slots.states_slot("teacher", "Jarek's payment id for the workshop is PX-5521.")


def test_the_teacher_note_goes_first(_fresh_slots: None, monkeypatch: pytest.MonkeyPatch) -> None:
    def ask() -> str:
        xl_slots.xl_asked_slot.cache_clear()
        store = MemoryStore(clock=NOW.timestamp)
        scope = "workshop"
        day = 86400.0
        store.remember(scope, "Jarek Wiśniak's payment id for the workshop's takings is PX-5521-WR.", importance=0.7,
                       created_at=NOW.timestamp() - 300 * day)
        store.remember(scope, "Jarek Wiśniak's other payment id, PX-7730-WR, is for the repair orders.",
                       importance=0.7, created_at=NOW.timestamp() - 300 * day)
        store.remember(scope, "Jarek learned soldering from an old radio mechanic in Łódź.", importance=0.7,
                       created_at=NOW.timestamp() - 400 * day)
        store.remember(scope, "Thu 22 Oct: Jarek plans a second bench before spring.", kind="episode",
                       created_at=NOW.timestamp() - 10 * day)
        return store.recall(scope, "Kto nauczył Jarka Wiśniaka lutować?", k=4)[0].text

    assert ask().startswith("Jarek learned")
    monkeypatch.setattr(xl_slots, "TEACHER_SLOT", False)
    assert not ask().startswith("Jarek learned")  # main: a payment id above it


# --- store.PLAN_FIRST: the plan for the asked time ahead ----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "tells"),
    [
        ("Tue 20 Oct: The plan for the winter: Oskar adds a smoker and a second cold room.", True),
        ("Sat 24 Oct: spring plan - the shed gets a new roof before Easter.", True),
        ("The plan for the wet season: the boats stay on the trailers until March.", True),
        ("The plan for December and January: two pop-up stalls.", True),
        ("Notes from the planning meeting: the fridge leaks again.", False),  # no plan for a time ahead
        ("Oskar has new plans for the shop.", False),  # "new" is no time
        ("The plan for the roof was drawn by Hilde.", False),
    ],
)
def test_a_note_telling_a_plan_for_a_time_ahead(text: str, tells: bool) -> None:
    assert timeref.tells_plan(text) is tells


def test_the_plan_note_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    def ask() -> str:
        store = MemoryStore(clock=NOW.timestamp)
        scope = "smokehouse"
        day = 86400.0
        store.remember(scope, "Thu 22 Oct: The plan for the winter: Oskar smokes eel for the first time, and a cold "
                       "room goes in before January.", kind="episode", created_at=NOW.timestamp() - 10 * day)
        store.remember(scope, "Sat 24 Oct: The smokehouse owners' guild has a new chair, who moved the smokehouse "
                       "meeting to the harbour hall.", kind="episode", created_at=NOW.timestamp() - 8 * day)
        store.remember(scope, "Mon 26 Oct: A buyer from Kiel tasted the smoked sprats at the smokehouse.",
                       kind="episode", created_at=NOW.timestamp() - 6 * day)
        return store.recall(scope, "Anything new planned at the smokehouse for the winter?", k=3)[0].text

    assert ask().startswith("Thu 22 Oct: The plan for the winter")
    monkeypatch.setattr(store_module, "PLAN_FIRST", False)
    assert not ask().startswith("Thu 22 Oct")  # main: the newer note sharing "new" and the name
