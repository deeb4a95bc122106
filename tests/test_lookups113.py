"""lookups113 (issue 18; benchmarks/RESULTS.md "lookups113"): engramdb.spans.refused_below, a question that names
the value it does not ask ("what's his forklift licence number, not the telehandler one?"): the close hit that does
not hold the refused thing goes above a top hit that does.
"""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pytest

import engramdb.spans as spans
import engramdb.support as support
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder


@pytest.fixture(autouse=True)
def _main_number_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    # lookups141: these fixtures give a tax or licence number's value as a year or an identifier, which main's number
    # test reads; support.ID_NUMBER_NO_DATE reads them otherwise (tests/test_lookups141.py)
    monkeypatch.setattr(support, "ID_NUMBER_NO_DATE", False)


FORKLIFT = (
    "The hire firm wants to see Hamish's card before he drives their forklift on Monday - what's his forklift"
    " licence number, not the telehandler one?"
)
TELEHANDLER = "Hamish's telehandler licence number is RTITB-66904, renewed after the 2024 course at Elgin."
FORKLIFT_FACT = "Hamish's forklift licence number is RTITB-55120, valid for counterbalance trucks."
LORRY = "Correction: the Glenrinnes lorry collects on Friday afternoons, not Thursday."
SPRING = (
    "The Environment Agency officer rang about the spring beds and wants the licence reference for those, not the"
    " borehole one - what is it?"
)
BOREHOLE = "Petronella's abstraction licence number for the borehole is 11/42/18.7/344, renewed in 2024."
SPRING_FACT = "Petronella's abstraction licence number for the spring beds is 11/42/18.7/209."


@pytest.mark.parametrize(
    ("question", "stem"),
    [
        (FORKLIFT, "teleh"),
        (SPRING, "boreh"),
        ("The tourist office wants the registration of Gwenola's gite, not the farm's - what is its SIRET?", "farm"),
        ("The lock keeper wants the licence for the smaller boat, not the Kingfisher - what is it?", "kingf"),
    ],
)
def test_refused_stem(question: str, stem: str) -> None:
    assert spans.refused_stem(question) == stem


@pytest.mark.parametrize(
    "question",
    [
        "What degreaser do we use, and why not the citrus one?",  # asks about the refused thing
        "What were the bottle weights last Friday, not the week before?",  # a time: the change readers' call
        "What's his forklift licence number?",
        "Is the telehandler not the one we hired?",  # no clause set apart
    ],
)
def test_no_refused_stem(question: str) -> None:
    assert spans.refused_stem(question) is None


def test_refused_pick_moves_the_other_close_fact() -> None:
    assert spans.refused_pick(FORKLIFT, [TELEHANDLER, FORKLIFT_FACT, LORRY], [0.993, 0.975, 0.579]) == 1
    assert spans.refused_pick(SPRING, [BOREHOLE, SPRING_FACT], [0.721, 0.624]) == 1


@pytest.mark.parametrize(
    ("question", "texts", "finals"),
    [
        (FORKLIFT, [FORKLIFT_FACT, TELEHANDLER], [0.993, 0.975]),  # the top does not hold the refused thing
        (FORKLIFT, [TELEHANDLER, FORKLIFT_FACT], [0.993, 0.7]),  # under REFUSED_RATIO of the top
        (FORKLIFT, [TELEHANDLER, "The telehandler's forklift attachment is in bay 2."], [0.993, 0.975]),  # holds it
        (FORKLIFT, [TELEHANDLER, "Forklift hire: Ailsa on Mondays."], [0.993, 0.975]),  # not the same subject
        ("What's his forklift licence number?", [TELEHANDLER, FORKLIFT_FACT], [0.993, 0.975]),
        (FORKLIFT, [TELEHANDLER], [0.993]),
    ],
)
def test_refused_pick_keeps_the_order(question: str, texts: list[str], finals: list[float]) -> None:
    assert spans.refused_pick(question, texts, finals) is None


def test_refused_pick_off() -> None:
    spans.refused_stem.cache_clear()
    try:
        spans.REFUSED_FIRST = False
        assert spans.refused_pick(FORKLIFT, [TELEHANDLER, FORKLIFT_FACT], [0.993, 0.975]) is None
    finally:
        spans.REFUSED_FIRST = True


class _Fixed(MappedEmbedder):
    """The question nearest the telehandler's licence, the forklift's close below it."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        FORKLIFT: (1.0, 0.0, 0.0),
        TELEHANDLER: (0.97, 0.0, 0.24),
        FORKLIFT_FACT: (0.93, 0.0, 0.37),
        "What's his forklift licence number?": (1.0, 0.0, 0.0),
    }


def test_recall_puts_the_unrefused_fact_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", FORKLIFT_FACT, created_at=EVAL_NOW - timedelta(days=300))
    store.remember("m", TELEHANDLER, created_at=EVAL_NOW - timedelta(days=300))
    monkeypatch.setattr(spans, "REFUSED_FIRST", False)
    before = store.recall("m", FORKLIFT)
    monkeypatch.setattr(spans, "REFUSED_FIRST", True)
    hits = store.recall("m", FORKLIFT)
    assert [h.text for h in before[:2]] == [TELEHANDLER, FORKLIFT_FACT]
    assert [h.text for h in hits[:2]] == [FORKLIFT_FACT, TELEHANDLER]
    assert [h.id for h in store.recall_many("m", [FORKLIFT])[0]] == [h.id for h in hits]
    # a question refusing nothing keeps the order
    assert [h.text for h in store.recall("m", "What's his forklift licence number?")[:2]] == [
        TELEHANDLER,
        FORKLIFT_FACT,
    ]
