"""asked_change for a value said to hold since a point past (semantics.SINCE_FRAME, _since_change), for a question
asking a measure or a setting's value (support.MORE_NUMBER_ASKED) and for an addition word in a purpose told after
the value (semantics.PURPOSE_ADDITION, _adds_to_value); issue 18, branch newest111."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engramdb import semantics, support
from engramdb.semantics import _asking_stems, asked_change
from engramdb.support import asked_slot, fills_asked_slot

CONSULT = "How much is a standard check-up?"
CONSULT_FACT = "Standard check-up fee: 40 pounds."
MOORING = "What does a winter mooring cost?"
MOORING_FACT = "A winter mooring at the basin is 900 pounds."
HUMID = "What humidity is the gallery's print room kept at?"
HUMID_FACT = "Harwood Gallery's print room keeps its plan chests at 50 % humidity."
TIMEOUT = "What is the checkout service timeout?"
TIMEOUT_FACT = "Checkout service timeout is now 30 seconds."
SETTING = "What is MAX_RETRIES_N set to?"
SETTING_FACT = "The uploader retries 3 times before it gives up (MAX_RETRIES_N=3)."
MASS = "What time is the Saturday vigil Mass?"
MASS_FACT = "Saturday vigil Mass at 18:00."


@pytest.fixture(autouse=True)
def _fresh_caches() -> Iterator[None]:
    """The switches are read inside cached functions: each test starts and ends with empty caches."""
    support._asked.cache_clear()
    semantics._from_date_change_in.cache_clear()
    yield
    support._asked.cache_clear()
    semantics._from_date_change_in.cache_clear()


def _changes(question: str, fact: str, note: str) -> bool:
    return asked_change(question, _asking_stems(question), note, fact)


SINCE = [
    (
        CONSULT,
        CONSULT_FACT,
        "Staff meeting: the new scanner arrives Monday; check-ups are 46 pounds since the price review on the 1st; "
        "rota drafted.",
    ),
    (MOORING, MOORING_FACT, "Wed 4 Nov: moorings are 1,050 pounds since the trust's review; the pump-out is fixed."),
    (MOORING, MOORING_FACT, "Wed 4 Nov: since last month a mooring is 1,050 pounds; the pump-out is fixed."),
]


@pytest.mark.parametrize(("question", "fact", "note"), SINCE)
def test_a_value_said_to_hold_since_a_point_past_is_a_change(question: str, fact: str, note: str) -> None:
    assert _changes(question, fact, note)


@pytest.mark.parametrize(("question", "fact", "note"), SINCE)
def test_switched_off_the_since_frame_is_no_change(
    monkeypatch: pytest.MonkeyPatch, question: str, fact: str, note: str
) -> None:
    monkeypatch.setattr(semantics, "SINCE_FRAME", False)
    assert not _changes(question, fact, note)


@pytest.mark.parametrize(
    ("question", "fact", "note"),
    [
        # "since" giving a reason, not a point past
        (MOORING, MOORING_FACT, "Wed 4 Nov: since we pay yearly, a mooring is 1,050 pounds for us; pump-out fixed."),
        # the same value restated
        (CONSULT, CONSULT_FACT, "Staff meeting: check-ups are 40 pounds since the price review on the 1st."),
        # a price does not answer how many
        (
            "How many check-up rooms does the practice have?",
            CONSULT_FACT,
            "Staff meeting: check-ups are 46 pounds since the price review on the 1st.",
        ),
        # a value told once in the past
        ("What did a standard check-up cost?", CONSULT_FACT, "Check-ups are 46 pounds since the price review."),
        # a record's identifier (in its label)
        (MOORING, MOORING_FACT, "Invoice MB-2231: mooring 1,050 pounds since the 1st, paid by card."),
    ],
)
def test_since_frame_negatives(question: str, fact: str, note: str) -> None:
    assert not _changes(question, fact, note)


def test_a_day_of_the_month_is_no_identifier_only_for_the_since_frame() -> None:
    clause = "check-ups are 46 pounds since the review on the 1st"
    assert semantics._record_ids(clause, clause, semantics.ASKED_SINCE_PAST) == frozenset()
    assert semantics._record_ids(clause, clause, semantics.ASKED_FROM_COMING) == frozenset({"1st"})
    assert semantics._record_ids(clause, "Invoice MB-2231: " + clause, semantics.ASKED_SINCE_PAST) == {"2231"}


@pytest.mark.parametrize(
    "question",
    [HUMID, TIMEOUT, SETTING, "What is the minimum supported Android version?", "What is the API's request quota?"],
)
def test_a_measure_or_a_setting_asks_a_number(monkeypatch: pytest.MonkeyPatch, question: str) -> None:
    assert asked_slot(question) == "number"
    monkeypatch.setattr(support, "MORE_NUMBER_ASKED", False)
    support._asked.cache_clear()
    assert asked_slot(question) is None


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("What time is the humidity reading taken?", "clock"),  # a slot of _SLOTS is read first
        ("How much is the version upgrade?", "money"),
        ("Is the humidity too high?", None),  # a yes / no question
        ("What is the gallery called?", None),
    ],
)
def test_more_number_words_leave_other_questions(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


def test_the_number_slot_is_filled_by_a_new_number_only() -> None:
    assert fills_asked_slot(HUMID, "The print room is at 55 % humidity now.")
    assert not fills_asked_slot(HUMID, "The print room's humidity is checked daily.")


MEASURES = [
    (
        HUMID,
        HUMID_FACT,
        "Mon 2 Nov: the gallery's registrar says the print room is held at 55 per cent humidity now.",
    ),
    (TIMEOUT, TIMEOUT_FACT, "Mon 2 Nov, standup: Ines says the checkout timeout is 60000 ms now because of the PSP."),
    (SETTING, SETTING_FACT, "Incident review 2 Nov: uploads failed overnight; MAX_RETRIES_N went to 5; alert added."),
]


@pytest.mark.parametrize(("question", "fact", "note"), MEASURES)
def test_a_measure_or_a_setting_changed_is_read(question: str, fact: str, note: str) -> None:
    assert _changes(question, fact, note)


@pytest.mark.parametrize(("question", "fact", "note"), MEASURES)
def test_switched_off_a_measure_asks_no_slot(
    monkeypatch: pytest.MonkeyPatch, question: str, fact: str, note: str
) -> None:
    monkeypatch.setattr(support, "MORE_NUMBER_ASKED", False)
    support._asked.cache_clear()
    assert not _changes(question, fact, note)


def test_a_measure_restated_is_no_change() -> None:
    assert not _changes(HUMID, HUMID_FACT, "Mon 2 Nov: the registrar says the print room is held at 50 % humidity.")


PURPOSE = "Notices for 1 Nov: Saturday vigil Mass at 18:30 from today so the priest can also cover Hexham; rota."


def test_an_addition_word_in_a_purpose_after_the_value_is_read_as_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _changes(MASS, MASS_FACT, PURPOSE)
    monkeypatch.setattr(semantics, "PURPOSE_ADDITION", False)
    assert not _changes(MASS, MASS_FACT, PURPOSE)


@pytest.mark.parametrize(
    "note",
    [
        "Notices for 1 Nov: Saturday vigil Mass also at 18:30 from today so the priest can cover Hexham.",
        "Notices for 1 Nov: a Saturday vigil Mass at 18:30 as well from today so the priest can cover Hexham.",
    ],
)
def test_an_addition_before_the_purpose_is_still_an_addition(note: str) -> None:
    assert not _changes(MASS, MASS_FACT, note)


def test_adds_to_value_reads_the_head_only() -> None:
    assert not semantics._adds_to_value("Mass at 18:30 so the priest can also cover Hexham")
    assert semantics._adds_to_value("Mass also at 18:30 so the priest can cover Hexham")
    assert semantics._adds_to_value("Mass at 18:30 and the priest can also cover Hexham")


BROKER = "Which MQTT broker do we use?"
BROKER_FACT = "MQTT broker is Mosquitto on broker.harbour.internal port 1883."
RETIRED_NOTE = "Broker is EMQX at mqtt.harbour.io:8883 with TLS; Mosquitto box decommissioned."


def test_a_value_whose_old_name_another_clause_retires_is_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _changes(BROKER, BROKER_FACT, RETIRED_NOTE)
    monkeypatch.setattr(semantics, "OLD_RETIRED", False)
    assert not _changes(BROKER, BROKER_FACT, RETIRED_NOTE)


@pytest.mark.parametrize(
    "note",
    [
        # the retired name is not the fact's
        "Broker is EMQX at mqtt.harbour.io:8883 with TLS; the Grafana box decommissioned.",
        # the old name kept, nothing retired
        "Broker is EMQX at mqtt.harbour.io:8883 with TLS; Mosquitto box kept as a spare.",
        # the value clause itself names the old one
        "Broker is EMQX at mqtt.harbour.io:8883 beside Mosquitto; the old rack decommissioned.",
    ],
)
def test_no_retirement_of_the_facts_name_is_no_frame(note: str) -> None:
    assert not _changes(BROKER, BROKER_FACT, note)


def test_old_retired_reads_another_clause_only() -> None:
    clause = "Broker is EMQX at mqtt.harbour.io:8883 with TLS;"
    assert semantics._old_retired(RETIRED_NOTE, clause, BROKER_FACT)
    assert not semantics._old_retired(RETIRED_NOTE, " Mosquitto box decommissioned.", BROKER_FACT)
