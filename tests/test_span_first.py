"""engramdb.spans.span_first: of close facts that both hold a value of the asked kind, the one whose clause holding
the value also holds the question's subject ("Mei 298 551 070" for "What's Mei's tax number?") goes above a top hit
whose value stands apart from the subject; recall, recall_many and the batch recall apply it alike.
benchmarks/RESULTS.md, "lookups96"."""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pyarrow as pa
import pytest

import engramdb.spans as spans
import engramdb.support as support
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW
from engramdb.spans import NAME_WEIGHT, SPAN_SCORE_RATIO, span_cover, span_pick, subject_weights

from .embedder_util import MappedEmbedder


@pytest.fixture(autouse=True)
def _main_number_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    # lookups141: these fixtures give a tax or licence number's value as a year or an identifier, which main's number
    # test reads; support.ID_NUMBER_NO_DATE reads them otherwise (tests/test_lookups141.py)
    monkeypatch.setattr(support, "ID_NUMBER_NO_DATE", False)


TAX = "Tax: Haruto becomes PT tax resident for 2026; Lusa Fiscal handles the filing."
NIFS = "NIFs: Haruto 298 114 553 (through fiscal representative Lusa Fiscal, 120 EUR/yr); Mei 298 551 070."
QUESTION = "What's Mei's tax number?"
HAIRCUT = "How much is a child's haircut?"
LADIES = "From September a ladies' cut and blow-dry is 50 pounds with a stylist and 62 with Ruth."
CHILDREN = "Children's cuts (under 12) cost 18 pounds; Ellie does most of them."


def test_subject_weights() -> None:
    weights = dict(subject_weights("What's Mei's tax number in Portugal?"))
    assert weights["mei"] == NAME_WEIGHT and weights["portu"] == NAME_WEIGHT  # names inside the question
    assert weights["tax"] == 1.0
    assert "what" not in weights and "much" not in dict(subject_weights(HAIRCUT))  # asking words


@pytest.mark.parametrize(
    "question",
    [
        "Which account is 0412387755?",  # an identifier: the memory holding it answers
        "DL-2610-07: which colour is that lot?",
        "Where and when is Mats's practice, and who's the coach?",  # two things asked
        "Which room is Lena in, and has she already paid?",
    ],
)
def test_no_subject_read(question: str) -> None:
    assert subject_weights(question) == ()
    assert span_cover(question, NIFS) is None


def test_a_story_before_the_asked_part_is_not_the_subject() -> None:
    weights = dict(subject_weights("My daughter did the Pico course last summer, which dinghies do you have?"))
    assert "pico" not in weights and "daugh" not in weights and "dingh" in weights


def test_span_cover_reads_the_clause_that_holds_the_value() -> None:
    assert span_cover(QUESTION, NIFS) == NAME_WEIGHT  # "Mei 298 551 070"
    assert span_cover(QUESTION, TAX) == 1.0  # "Haruto becomes PT tax resident for 2026": tax, not Mei
    assert span_cover(HAIRCUT, CHILDREN) == 1.0  # "Children's cuts (under 12) cost 18 pounds"
    assert span_cover(HAIRCUT, LADIES) == 0.0
    assert span_cover(HAIRCUT, "Ellie cuts children's hair on Saturdays.") == -1.0  # no amount: the slot unfilled
    assert span_cover("Does Mei have a tax number?", NIFS) is None  # a yes/no question asks no slot
    # a stem shorter than STEM_CHARS is held by a word it begins: "nas" by "nas01"
    assert (
        span_cover("What is the IP address of the NAS?", "Moved nas01 to the new subnet, it's 10.0.10.5 now.")
        == NAME_WEIGHT
    )


def test_the_close_fact_whose_value_clause_holds_the_subject_goes_first() -> None:
    assert span_pick(QUESTION, [TAX, NIFS], [0.628, 0.569]) == 1
    assert (
        span_pick(HAIRCUT, [LADIES, "This morning someone asked about curly hair.", CHILDREN], [0.888, 0.821, 0.781])
        == 2
    )


def test_span_pick_keeps_the_order() -> None:
    assert span_pick(QUESTION, [TAX, NIFS], [1.0, SPAN_SCORE_RATIO - 0.01]) is None  # too far below
    assert span_pick(QUESTION, [NIFS, TAX], [1.0, 0.99]) is None  # the top hit's clause holds the subject
    assert span_pick(QUESTION, [TAX, NIFS], [1.0, 0.99], kept={1}) is None
    # under SPAN_SHARE of the subject's weight: "Mei" (2.0) of mei, tax, number, Portugal (6.0)
    assert span_pick("What's Mei's tax number in Portugal?", [TAX, NIFS], [1.0, 0.99]) is None
    assert span_pick("Does Mei have a tax number?", [TAX, NIFS], [1.0, 0.99]) is None
    assert span_pick(HAIRCUT, [LADIES, "Ellie cuts children's hair on Saturdays."], [1.0, 0.99]) is None


def test_span_pick_off() -> None:
    spans_first = spans.SPAN_FIRST
    try:
        spans.SPAN_FIRST = False
        assert span_pick(QUESTION, [TAX, NIFS], [0.628, 0.569]) is None
    finally:
        spans.SPAN_FIRST = spans_first


YOGA = "Mei teaches yoga in Lisbon on weekday mornings."


class _Fixed(MappedEmbedder):
    """The question nearest the tax residence note, the NIFs close below it, the yoga note far."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        QUESTION: (1.0, 0.0, 0.0),
        TAX: (0.9, 0.44, 0.0),
        NIFS: (0.96, 0.0, 0.28),
        YOGA: (0.3, 0.0, 0.95),
    }


def _store(nifs_days: int = 150, kind: str = "fact") -> MemoryStore:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", TAX, created_at=EVAL_NOW - timedelta(days=160))
    store.remember("m", NIFS, kind=kind, created_at=EVAL_NOW - timedelta(days=nifs_days))
    store.remember("m", YOGA, created_at=EVAL_NOW - timedelta(days=140))
    return store


def test_recall_recall_many_and_the_batch_recall_put_the_value_beside_the_subject_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    store = _store()
    monkeypatch.setattr(spans, "SPAN_FIRST", False)  # main's order: the tax residence first
    before = store.recall("m", QUESTION)
    monkeypatch.setattr(spans, "SPAN_FIRST", True)
    hits = store.recall("m", QUESTION)
    assert before[0].text == TAX
    assert hits[0].text == NIFS
    assert [h.id for h in hits[1:]] == [h.id for h in before if h.text != NIFS]  # only the order changed
    many = store.recall_many("m", [QUESTION, "Where does Mei teach?"])
    assert [h.id for h in many[0]] == [h.id for h in hits]
    table = batch_recall(store, pa.table({"scope": ["m"], "query": [QUESTION]}), now=EVAL_NOW)
    assert table.column("id").to_pylist() == [h.id for h in hits]


def test_an_older_fact_or_an_episode_is_not_moved() -> None:
    assert _store(nifs_days=170).recall("m", QUESTION)[0].text == TAX  # older than the top hit: maybe its change
    assert _store(kind="episode").recall("m", QUESTION)[0].text == TAX
