"""lookups135 (issue 18; benchmarks/RESULTS.md "lookups135"): three readings of E5 lookup misses.

- spans.story_candidates: a fact the top episode contradicts stays a candidate of the story reading when it scores
  STORY_LIFTED times the episode's score or more (the episode is above it only by the change readers' lift).
- spans.note_below: such a contradicting fact goes above a dated note at the top for a standing question too
  (NOTE_LIFTED).
- support._new_person: a weekday or a month in another language (timeref's, and Somali's) names no person, so
  slot_first no longer moves a Somali correction ("... waa Arbacada 11 Nofembar ...") above the English answer to
  "who paid ...?".
"""

from __future__ import annotations

import dataclasses

import pytest

import engramdb.spans as spans
import engramdb.support as support
from engramdb import MemoryStore
from engramdb.schema import Hit, with_conflicts

BACKUP_Q = (
    "Someone from audit is asking how long we keep the billing database's backups, when the nightly one runs and where"
    " it's stored - what do I tell them?"
)
FAILED = "Sat 24 Oct: the nightly base backup of billing-db failed at 02:14 UTC (S3 403); a manual backup completed."
RULE = "billing-db backups: full base backup nightly at 02:00 UTC to s3://qs-pg-backups-eu, retention 14 days."
OWNERS = "Service owners: billing-db - Priya Raman; search-indexer - Otto Lindqvist. Page the owner first."


def test_lifted_fact_is_a_story_candidate() -> None:
    kinds, texts = ["episode", "fact", "fact"], [FAILED, RULE, OWNERS]
    # the rule contradicts the note (the change readers' lift) and scores 1.2 times it: still a candidate, first
    assert spans.story_candidates(BACKUP_Q, kinds, [0.73, 0.89, 0.735], texts, {1}) == [1, 2]
    # scoring under STORY_LIFTED times the note, the contradicting fact stays out (the note may tell its change)
    assert spans.story_candidates(BACKUP_Q, kinds, [0.73, 0.79, 0.735], texts, {1}) == [2]


def test_lifted_fact_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "STORY_LIFTED", float("inf"))
    assert spans.story_candidates(
        BACKUP_Q, ["episode", "fact", "fact"], [0.73, 0.89, 0.735], [FAILED, RULE, OWNERS], {1}
    ) == [2]


VAN_Q = "what does each van carry as standard"
VAN_NOTE = "Fri 30 Oct: bottle weights - van 1 R32 4.2kg, van 2 R32 7.9kg, van 3 R410A 6.5kg."
VAN_STOCK = "Van stock list: each van carries 1x R32 9kg, 1x R410A 10kg, recovery unit, brazing kit."


def _contradicting(fact_final: float, note_final: float) -> list[Hit]:
    store = MemoryStore()
    store.remember("s", VAN_STOCK)
    store.remember("s", VAN_NOTE, kind="episode")
    by_kind = {h.memory.kind: h for h in store.recall("s", VAN_Q, k=5)}
    note, fact = by_kind["episode"], by_kind["fact"]
    return [
        dataclasses.replace(with_conflicts(note, (fact.id,)), final=note_final),
        dataclasses.replace(with_conflicts(fact, (note.id,)), final=fact_final),
    ]


def test_lifted_fact_goes_above_the_note() -> None:
    hits = _contradicting(1.02, 0.72)
    assert spans.dated_note(VAN_NOTE)
    assert spans.note_below(VAN_Q, hits)[0] is hits[1]


def test_close_contradicting_fact_stays_below() -> None:
    hits = _contradicting(0.75, 0.72)  # under NOTE_LIFTED times the note: the note may tell its change
    assert spans.note_below(VAN_Q, hits) is hits


def test_lifted_fact_note_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "NOTE_LIFTED", float("inf"))
    hits = _contradicting(1.02, 0.72)
    assert spans.note_below(VAN_Q, hits) is hits


MILK_Q = (
    "The savings group is writing its yearly report and asked me about it - who paid to build the milk room by the"
    " well, and when?"
)
SOMALI = "Sixitaan: dhadhaminta caanaha geela ee iibsadayaasha hoteelka waa Arbacada 11 Nofembar, ma aha 10ka."
MILK = "The milk room by the well was built in 2019 with money from the women's savings group."


@pytest.mark.parametrize(
    "text",
    [
        SOMALI,  # a Somali weekday and month
        "Termin: erst am Mittwoch, dem 4. November.",  # German writes its weekdays with a capital
        "Rappel: la livraison arrive Mercredi 4 Novembre.",
    ],
)
def test_calendar_word_names_no_one(text: str) -> None:
    assert not support._new_person(text, MILK_Q.lower())


def test_a_name_still_names_someone() -> None:
    assert support._new_person("The milk room was paid for by Faadumo on Arbacada.", MILK_Q.lower())
    assert support._new_person("Termin mit Herrn Braun am Mittwoch.", "who comes on mittwoch?")


def test_calendar_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(support, "PERSON_CALENDAR", False)
    assert support._new_person(SOMALI, MILK_Q.lower())


def test_slot_first_keeps_the_english_answer() -> None:
    # "who" asks a person: the Somali correction above no longer fills the slot, so slot_first moves nothing
    assert support.slot_pick(MILK_Q, [MILK, SOMALI], [0.815, 0.80]) is None
    assert support.slot_pick(MILK_Q, [SOMALI, MILK], [0.80, 0.815]) is None


def test_price_asked_keeps_the_note(monkeypatch: pytest.MonkeyPatch) -> None:
    # a price is what a newer dated note most often changes: NOTE_LIFTED does not read a question asking one
    hits = _contradicting(1.02, 0.72)
    assert spans.note_below("How much does each van's stock cost as standard?", hits) is hits
