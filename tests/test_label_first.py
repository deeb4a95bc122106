"""engramdb.support.label_first: of two facts about one subject that both hold the question's words, the one that
opens with the asked thing as its label ("The kennel vet is ...") goes above a close-scoring top hit that only
mentions it ("... covered by the kennel insurance for vet bills"); recall, recall_many and the batch recall apply it
alike. benchmarks/RESULTS.md, "lookups91"."""

from __future__ import annotations

from datetime import timedelta

import pyarrow as pa
import pytest

import engramdb.support as support
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW
from engramdb.support import LABEL_SCORE_RATIO, LABEL_VALUE_RATIO, asked_noun, label_pick, labels_noun

INSURANCE = "Dogs at the kennel are covered by the kennel insurance with Pawsure for vet bills while boarding."
VET = "The kennel vet is Ashcombe Veterinary Centre, five minutes away."
STAFF = "Kennel staff: Gwen Marlow, her son Ollie and two kennel assistants."
QUESTION = "Which vet does the kennel use?"


@pytest.mark.parametrize(
    ("question", "stems"),
    [
        (QUESTION, ("vet",)),
        ("Who is the hiring manager for REQ-2291?", ("manag", "hirin")),
        ("What type of hives does Margit use?", ("hive",)),
        ("Which three rooms does Cipher Vault have?", ("room",)),
        ("What are the practice's opening hours?", ("hour", "openi")),
        ("How many episodes does Season 3 have?", ("episo",)),
    ],
)
def test_asked_noun(question: str, stems: tuple[str, ...]) -> None:
    assert asked_noun(question) == stems


@pytest.mark.parametrize(
    "question",
    [
        "What does Margit do?",  # no asked thing: an auxiliary follows "what"
        "Who is Margit?",
        "Which weekend is the festival?",  # asks for a date
        "What time does the shop open?",
        "Which vet did the kennel use last year?",  # told in the past, names a time
        "What incident did we have about a month ago?",
        "Does the kennel have a vet?",
    ],
)
def test_no_asked_noun(question: str) -> None:
    assert asked_noun(question) is None


def test_labels_noun() -> None:
    assert labels_noun(VET, ("vet",))
    assert labels_noun("The hiring manager is Beatriz Lobo.", ("manag", "hirin"))
    assert labels_noun("Opening hours: Mon-Fri 8 to 18.", ("hour", "openi"))
    assert not labels_noun(INSURANCE, ("vet",))  # a passing mention after the verb
    assert not labels_noun("Weekend standby pilot: Youssef.", ("pilot", "chief"))  # not the chief pilot
    assert not labels_noun("Requisition REQ-2291 is for a senior backend engineer.", ("manag", "hirin"))


def test_the_close_fact_that_labels_the_asked_thing_goes_first() -> None:
    assert label_pick(QUESTION, [INSURANCE, STAFF, VET], [1.0, 0.95, 0.9]) == 2
    assert label_pick(QUESTION, [INSURANCE, VET], [1.0, LABEL_VALUE_RATIO - 0.01]) is None  # too far below
    # "The kennel vet is <a name>" states the asked value: LABEL_VALUE_RATIO (lookups145); a label alone needs more
    assert label_pick(QUESTION, [INSURANCE, VET], [1.0, LABEL_SCORE_RATIO - 0.01]) == 1
    assert label_pick(QUESTION, [INSURANCE, STAFF], [1.0, LABEL_SCORE_RATIO - 0.01]) is None
    assert label_pick(QUESTION, [VET, INSURANCE], [1.0, 0.99]) is None  # the top hit labels it
    assert label_pick(QUESTION, [INSURANCE, VET], [1.0, 0.99], kept={1}) is None
    assert label_pick("Does the kennel have a vet?", [INSURANCE, VET], [1.0, 0.99]) is None


def _store(vet_days: int = 170) -> MemoryStore:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    store.remember("k", INSURANCE, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("k", VET, created_at=EVAL_NOW - timedelta(days=vet_days))
    store.remember("k", STAFF, created_at=EVAL_NOW - timedelta(days=160))
    return store


def test_recall_recall_many_and_the_batch_recall_put_the_labelled_fact_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store()
    hits = store.recall("k", QUESTION)
    assert [h.text for h in hits[:2]] == [VET, INSURANCE]
    assert hits[0].final < hits[1].final  # only the order changed
    many = store.recall_many("k", [QUESTION, "Who works at the kennel?"])
    assert [h.id for h in many[0]] == [h.id for h in hits]
    table = batch_recall(store, pa.table({"scope": ["k"], "query": [QUESTION]}), now=EVAL_NOW)
    assert table.column("id").to_pylist() == [h.id for h in hits]
    monkeypatch.setattr(support, "LABEL_FIRST", False)  # main's order: the insurance fact first
    assert store.recall("k", QUESTION)[0].text == INSURANCE


def test_an_older_labelled_fact_stays_below_a_newer_top_hit() -> None:
    store = _store(vet_days=230)  # the vet fact older than the insurance fact: the newer may be its change
    assert store.recall("k", QUESTION)[0].text == INSURANCE


def test_a_memory_that_is_not_a_fact_is_not_moved() -> None:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    store.remember("k", INSURANCE, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("k", VET, kind="episode", created_at=EVAL_NOW - timedelta(days=170))
    hits = store.recall("k", QUESTION)
    assert hits[0].text == INSURANCE
