"""lookups145 (issue 18; benchmarks/RESULTS.md "lookups145"): a fact that opens with the asked thing as its label and
holds the asked kind of value ("The head coach is <a person>" for "Who is the head coach ...?") goes above a top hit
that does not label it at LABEL_VALUE_RATIO of the top hit's fused score; a label without the value keeps
LABEL_SCORE_RATIO (support.LABEL_VALUE). recall, recall_many and the batch recall rank alike."""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pyarrow as pa
import pytest

import engramdb.support as support
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

COACH = "Who is the head coach for the U12 squad?"
SQUAD = "The U12 squad trains at Fernhill Park on Tuesdays; the parent rota is kept by Ben Osei."
NAMED = "The head coach is Marta Okafor, a former county player."
UNPAID = "The head coach is unpaid this season."
FILLER = ("The office plants are watered on Tuesdays.", "Parking permits are renewed each January.")


@pytest.fixture(autouse=True)
def _on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(support, "LABEL_VALUE", True)
    support.asked_noun.cache_clear()
    support._asked.cache_clear()


def test_a_label_holding_the_asked_value_needs_a_lower_share(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support.asked_noun(COACH) == ("coach", "head")
    assert support.fills_asked_slot(COACH, NAMED) is True
    assert support.fills_asked_slot(COACH, UNPAID) is False
    assert support.label_pick(COACH, [SQUAD, NAMED], [1.0, 0.80]) == 1
    assert support.label_pick(COACH, [SQUAD, NAMED], [1.0, 0.74]) is None  # under LABEL_VALUE_RATIO
    assert support.label_pick(COACH, [SQUAD, UNPAID], [1.0, 0.80]) is None  # a label without the value
    assert support.label_pick(COACH, [SQUAD, UNPAID], [1.0, 0.86]) == 1  # LABEL_SCORE_RATIO as before
    # the best-ranked close label is picked: a valueless label between the floors is passed over
    assert support.label_pick(COACH, [SQUAD, UNPAID, NAMED], [1.0, 0.82, 0.80]) == 2
    # a question asking no kind of value keeps LABEL_SCORE_RATIO
    assert support.asked_slot("What is the head coach like?") is None
    assert support.label_pick("What is the head coach like?", [SQUAD, NAMED], [1.0, 0.80]) is None
    monkeypatch.setattr(support, "LABEL_VALUE", False)
    assert support.label_pick(COACH, [SQUAD, NAMED], [1.0, 0.80]) is None


def test_only_an_equation_of_the_asked_thing_and_a_value() -> None:
    assert support._label_only_asked(COACH, NAMED)
    assert support._label_only_asked("Which brand of kayaks does the centre use?", "Kayaks: Wavesport, all of them.")
    # a label qualifying the asked thing with a word of its own names another thing of that kind
    fees = "My neighbour asked what it costs if the whole family joins - what are the fees?"
    assert not support._label_only_asked(fees, "Locker fee is £5 a term, paid to the caretaker, Jo Bell.")
    assert support.label_pick(fees, [UNPAID, "Locker fee is £5 a term."], [1.0, 0.80]) is None
    # a passive tells what is done to the thing, not what it is
    brand = "Which brand of kayaks does the centre use?"
    assert not support._label_only_asked(brand, "Kayaks are inspected every spring by Riverline Marine.")
    assert not support._label_only_asked(brand, "Kayaks are kept in the boathouse by Dan Kerr.")
    # "membership" is not "members"
    assert not support._label_only_asked("How many members does the club have?", "Membership: 30 pounds a year.")


class _Fixed(MappedEmbedder):
    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        COACH: (1.0, 0.0, 0.0),
        SQUAD: (1.0, 0.0, 0.0),
        NAMED: (0.3, 0.0, 0.954),
    }


def _ranked(hits: list) -> list[tuple[str, float]]:
    return [(h.id, round(h.final, 5)) for h in hits]


@pytest.mark.parametrize("on", [True, False])
def test_recall_recall_many_and_batch_rank_alike(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    monkeypatch.setattr(support, "LABEL_VALUE", on)
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("t", SQUAD, created_at=EVAL_NOW - timedelta(days=12))
    store.remember("t", NAMED, created_at=EVAL_NOW - timedelta(days=10))
    for i, text in enumerate(FILLER):
        store.remember("t", text, created_at=EVAL_NOW - timedelta(days=300 + i))
    now = EVAL_NOW.timestamp()
    single = store.recall("t", COACH, k=4, now=now, conflicts=False)
    assert single[0].text == (NAMED if on else SQUAD)
    many = store.recall_many(["t"], [COACH], k=4, now=now, conflicts=False)
    assert [_ranked(h) for h in many] == [_ranked(single)]
    table = batch_recall(store, pa.table({"scope": ["t"], "query": [COACH]}), k=4, now=now)
    ids, finals = (table.column(c).to_pylist() for c in ("id", "final"))
    assert [(i, round(f, 5)) for i, f in zip(ids, finals)] == _ranked(single)
