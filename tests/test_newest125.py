"""holdout18's newest-first misses told in another language inside the hits (issue 18, branch newest125): a charge
asked by "what are they charging" (support.CHARGING_ASKED), xl_asked_change's currencies compared by their code
(semantics.XL_ASKED_CURRENCY), a verb of a value raised or lowered in another language counted as a word of now
(semantics.XL_CHANGE_VERBS), such a memory read under a hashing store's share (semantics.XL_UNDER_SHARE)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, semantics, support
from engramdb.schema import Hit
from engramdb.semantics import _xl_change_verb, asked_change_first, xl_asked_change
from engramdb.support import asked_slot

from .caches_util import clear_caches, fresh_caches

CACHED = (semantics, support)  # the modules whose caches each test starts and ends without
_fresh_caches = fresh_caches(*CACHED)


CLAY = (
    "I'm about to reorder glaze from Pottery North - what are they charging for a 5 kg tub at the moment? "
    "I've got forty pounds in my head but I think it has gone up."
)


@pytest.mark.parametrize(
    "question",
    [CLAY, "What is the garage charging us for the MOT now?", "What is Lee charging per hour?"],
)
def test_charging_asks_money(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert asked_slot(question) == "money"
    monkeypatch.setattr(support, "CHARGING_ASKED", False)
    clear_caches(*CACHED)
    assert asked_slot(question) is None


@pytest.mark.parametrize(
    ("question", "slot"),
    [
        ("Is the phone charging?", None),  # a yes / no question
        ("Who is charging the van tonight?", "person"),  # another slot asked first
        ("The van was charging all night, was it not?", None),  # no "what" / "how much" before it
        ("What time is the bus charging?", "clock"),
    ],
)
def test_charging_leaves_other_questions(question: str, slot: str | None) -> None:
    assert asked_slot(question) == slot


NET_Q = "How much do we pay Netlink for broadband each month?"
NET_OLD = "Broadband moved to Netlink: 500 Mbit/s for 300 UAH a month, contract NL-55-102."
NET_NOTE = "Оксана, 3 лист.: зробила перерахунок по комуналці, Netlink підняв тариф до 350 грн, треба подати показники."
RATE_Q = "What's the nightly rate for the Dob utca flat in low season?"
RATE_OLD = "Dob utca flat nightly rate raised to €74 low season and €105 high season."
RATE_NOTE = "Beszélgetés Rékával, 23 okt.: a Dob utcai lakás éjszakánként 79 euró lesz alacsony szezonban."


@pytest.mark.parametrize(("question", "older", "newer"), [(NET_Q, NET_OLD, NET_NOTE), (RATE_Q, RATE_OLD, RATE_NOTE)])
def test_currency_by_code_and_change_verb(
    question: str, older: str, newer: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert xl_asked_change(question, newer, older, episode=True)
    monkeypatch.setattr(semantics, "XL_ASKED_CURRENCY", False)
    clear_caches(*CACHED)
    assert not xl_asked_change(question, newer, older, episode=True)  # "грн" is no "uah", "eur" no "€"
    monkeypatch.setattr(semantics, "XL_ASKED_CURRENCY", True)
    monkeypatch.setattr(semantics, "XL_CHANGE_VERBS", False)
    clear_caches(*CACHED)
    assert not xl_asked_change(question, newer, older, episode=True)  # a dated note with no word of now


def test_currency_by_code_in_a_fact(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = "Netlink: 350 грн на місяць."  # a fact needs no word of now
    assert xl_asked_change(NET_Q, newer, NET_OLD)
    monkeypatch.setattr(semantics, "XL_ASKED_CURRENCY", False)
    clear_caches(*CACHED)
    assert not xl_asked_change(NET_Q, newer, NET_OLD)


@pytest.mark.parametrize(
    "newer",
    [
        "Оксана, 3 лист.: Netlink підняв тариф до 350 EUR.",  # another currency
        "Оксана, 3 лист.: Netlink підняв тариф до 300 грн.",  # the same amount
        "Оксана, 3 лист.: Netlink рахує 350 грн на місяць.",  # no verb of change, no word of now
        "Оксана, 3 лист.: сусід підняв 350 грн з банкомата.",  # no word the question holds
    ],
)
def test_no_change_read(newer: str) -> None:
    assert not xl_asked_change(NET_Q, newer, NET_OLD, episode=True)


@pytest.mark.parametrize(
    ("clause", "read"),
    [
        ("η Μίνωα ανέβασε τον χαρμάνη στα €21 το κιλό", True),
        ("Lanet підняв тариф до 350 грн", True),
        ("קרמיקה גליל העלו את המחיר ל-₪79", True),
        ("a lakás éjszakánként 79 euró lesz", True),
        ("Lanet рахує 350 грн на місяць", False),
        ("ο Νίκος φεύγει για σπουδές τον Ιανουάριο", False),
    ],
)
def test_change_verbs(clause: str, read: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    assert _xl_change_verb(clause) is read
    monkeypatch.setattr(semantics, "XL_CHANGE_VERBS", False)
    assert _xl_change_verb(clause) is False


NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _hits(texts: list[tuple[str, str, int, float]], question: str) -> list[Hit]:
    """Hits of a hashing store in the given order: (text, kind, days ago, relevance) each."""
    store = MemoryStore(clock=NOW.timestamp)
    ids = [store.remember("s", text, created_at=NOW - timedelta(days=ago), kind=kind) for text, kind, ago, _ in texts]
    got = {h.id: h for h in store.recall("s", question, k=len(texts), conflicts=False)}
    return [dataclasses.replace(got[i], relevance=rel) for i, (_, _, _, rel) in zip(ids, texts)]


NET = [
    (NET_OLD, "fact", 60, 1.15),
    ("Children's dentist: Dentaland on Chornovola, Dr Roman Savka.", "fact", 90, 0.99),
    (NET_NOTE, "episode", 7, 0.0),
]


def test_other_language_note_under_the_share(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits(NET, NET_Q)
    ids = [h.id for h in hits]
    after = [h.id for h in asked_change_first(NET_Q, hits)]
    assert after.index(ids[2]) < after.index(ids[0])
    monkeypatch.setattr(semantics, "XL_UNDER_SHARE", False)
    assert [h.id for h in asked_change_first(NET_Q, hits)] == ids


@pytest.mark.parametrize(
    "note",
    [
        "Оксана, 3 лист.: Netlink рахує 350 грн на місяць.",  # no word of now or change
        "Оксана, 3 лист.: Netlink підняв тариф до 350 EUR.",  # another currency
    ],
)
def test_other_language_note_under_the_share_left(note: str) -> None:
    hits = _hits([*NET[:2], (note, "episode", 7, 0.0)], NET_Q)
    assert [h.id for h in asked_change_first(NET_Q, hits)] == [h.id for h in hits]


def test_other_language_note_under_the_share_not_for_vectors() -> None:
    hits = _hits(NET, NET_Q)
    assert not semantics._xl_under_share(NET_Q, hits, 0, 2, lambda h: None)  # type: ignore[arg-type,return-value]
