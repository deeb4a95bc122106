"""xl218 (issue 18): a two-part English question asking a habit or a rule in both parts is a standing question
(standing.STANDING_PAIR), and the teacher slot reads Neapolitan, Kapampangan, Chuvash and Newar words of teaching
(xl_slots.TEACHER_SLOT's table). Each rule has a switch; off is main's behaviour, which the positives check fails.
Made-up notes and questions only."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timezone

import pytest

import engramdb.standing as standing
import engramdb.store as store_module
import engramdb.xl_slots as xl_slots
from engramdb.standing import asks_standing
from engramdb.store import MemoryStore

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    store_module._asks_standing.cache_clear()
    xl_slots.xl_asked_slot.cache_clear()
    yield
    store_module._asks_standing.cache_clear()
    xl_slots.xl_asked_slot.cache_clear()


# --- standing.STANDING_PAIR ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "Do we ever add walnuts to the loaf, and how long does it prove?",
        "Where must the cream come from, and how long may it be kept?",
        "Which farm do our apples have to come from, and how long can they sit before pressing?",
        "Does our brine use vinegar, and what else goes into it?",
        "Do we always wax the cheeses, and who turns them?",
    ],
)
def test_a_two_part_rule_question_is_standing(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert asks_standing(question)
    monkeypatch.setattr(standing, "STANDING_PAIR", False)
    assert not asks_standing(question)  # main: a second question after "and" asks about an event


@pytest.mark.parametrize(
    "question",
    [
        "Which gate does the new camera watch, and is it working?",  # no word of a habit or a rule
        "Does the fastest rider in the club hold the hill record, and what is it?",  # "does the": an event joined
        "Do we ever open on Sundays, and when did we last do it?",  # a part told in the past
        "Must the van be serviced, and what did the garage say?",
        "What is the rule for the pool, and who broke it yesterday?",  # a time named
        "Does order QX-4471 need a deposit, and how much is it?",  # an identifier
    ],
)
def test_a_two_part_question_about_an_event_is_not(question: str) -> None:
    assert not asks_standing(question)


def test_the_old_rule_goes_above_new_episodes(monkeypatch: pytest.MonkeyPatch) -> None:
    def ask() -> str:
        store_module._asks_standing.cache_clear()
        store = MemoryStore(clock=NOW.timestamp)
        scope = "creamery"
        day = 86400.0
        store.remember(scope, "Cream: the Vezza farm only, two days at most.",
                       importance=0.7, created_at=NOW.timestamp() - 700 * day)
        for n in range(6):
            store.remember(scope, f"Day {n}: The cream from the farm came in late and was put in the cold room.",
                           kind="episode", created_at=NOW.timestamp() - (n + 1) * day)
        hits = store.recall(scope, "Where must our cream come from, and how long may it be kept?", k=7)
        return hits[0].text

    on = ask()
    monkeypatch.setattr(standing, "STANDING_PAIR", False)
    off = ask()
    assert on.startswith("Cream: the Vezza")
    assert not off.startswith("Cream: the Vezza")  # main: the days-old episodes keep their recency


# --- xl_slots.TEACHER_SLOT: four more languages ------------------------------------------------------------------


@pytest.mark.parametrize(
    "question",
    [
        "Chi 'mparaje a Gennarino a fà 'o ragù?",  # Neapolitan 'mparà, to learn / teach (preterite 'mparaje)
        "Ninu ing tinuru keng Pedring ning pamanggawa ning longganisa?",  # Kapampangan turu, teach (-in- past)
        "Мишшана пулӑ тытма кам вӗрентнӗ?",  # Chuvash вӗрент-, teach (вӗрен-, learn)
        "रामयात थाय्‌बू दयेकेगु सुनां स्यना बिल?",  # Newar स्यने, teach
        "Ani yayigiriza Musoke okukola entebe?",  # Luganda ku-yigiriza, teach (ya-: past)
        "Hver kenndi Jóni að smíða báta?",  # Icelandic kenna, teach (kenndi: taught)
    ],
)
def test_the_teacher_words_of_four_more_languages(question: str) -> None:
    assert xl_slots.xl_asked_slot(question) == "teacher"


def test_no_teaching_word_no_teacher_slot() -> None:
    assert xl_slots.xl_asked_slot("Addò stanno 'e chiave d'o furno?") != "teacher"  # Neapolitan: where are the keys
    assert xl_slots.xl_asked_slot("Хуплу мӗн чухлӗ тӑрать?") != "teacher"  # Chuvash: how much does a pie cost (no word)


# --- xl_slots.TEACHER_DEPTH: the teacher slot reads a recall's first ten hits ------------------------------------


def _teacher_store() -> MemoryStore:
    store = MemoryStore(clock=NOW.timestamp)
    day = 86400.0
    for n, what in enumerate(["takings", "repair orders", "spare parts", "tool hire", "market stall", "web shop"]):
        store.remember("workshop", f"Jarek Wiśniak's payment id for the workshop's {what} is PX-55{n}1-WR.",
                       importance=0.7, created_at=NOW.timestamp() - (300 - n) * day)
    store.remember("workshop", "Jarek learned soldering from an old radio mechanic in Łódź.", importance=0.7,
                   created_at=NOW.timestamp() - 400 * day)
    return store


TEACHER_QUESTION = "Kto nauczył Jarka Wiśniaka lutować?"


@pytest.mark.parametrize("depth", [10, 5])
def test_the_teacher_note_under_five_name_notes_goes_first(monkeypatch: pytest.MonkeyPatch, depth: int) -> None:
    import pyarrow as pa

    from engramdb.batch import recall as batch_recall

    monkeypatch.setattr(xl_slots, "TEACHER_DEPTH", depth)
    store = _teacher_store()
    now = NOW.timestamp()
    hits = store.recall("workshop", TEACHER_QUESTION, k=10, now=now, conflicts=False)
    assert hits[0].text.startswith("Jarek learned") is (depth == 10)  # 5: main, six payment ids above it
    table = batch_recall(store, pa.table({"scope": ["workshop"], "query": [TEACHER_QUESTION]}), k=10, now=now)
    assert table.column("id").to_pylist() == [h.id for h in hits]  # the batch recall orders as recall()


def test_a_value_slot_still_reads_five() -> None:
    assert xl_slots.slot_depth("money") == 5
    assert xl_slots.slot_depth("teacher") == xl_slots.TEACHER_DEPTH
