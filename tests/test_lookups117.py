"""lookups117 (issue 18; benchmarks/RESULTS.md "lookups117"): engramdb.spans.named_change_kept, a change reader's
dated note put above a fact scoring far higher is taken back when the note's clauses that hold a value name none of
the question's subject words (a day's odds and ends: "the scaffold hire for Pershore will be 820 pounds a week" read
as the new rate of "What does Zebedee charge an hour for making pipes?").
"""

from __future__ import annotations

import dataclasses

import pytest

import engramdb.spans as spans
from engramdb import MemoryStore
from engramdb.schema import Hit

ZEBEDEE_Q = "What does Zebedee charge an hour for making pipes?"
ZEBEDEE = "Zebedee's rate for pipe-making is 35 pounds an hour, invoiced monthly."
ODDS = (
    "Thu 22 Oct: Busy one - the pipe-metal casting table was levelled, Hetty voiced the new Dulciana, and the"
    " scaffold hire for Pershore will be 820 pounds a week."
)
CALUM_Q = "What is Calum's piece rate for a barrel?"
CALUM_ODDS = (
    "Thu 22 Oct: Odds and ends - the croze machine was sharpened, Calum finished the sherry butts, and the lorry"
    " haulage to Dufftown is 85 pounds a trip from now on."
)
RAISE = "Mon 26 Oct: Zebedee says pipe-making goes up to 40 pounds an hour from November."
BINS_Q = "Which morning do the bins have to go out?"
BINS = "Sun 25 Oct: Fingal says bin collection is on Thursdays now."
STRAW = "Thu 29 Oct: since the merchant switched to big bales, a 250-kilo bale is sixty-five pounds."


@pytest.mark.parametrize(("question", "note"), [(ZEBEDEE_Q, ODDS), (CALUM_Q, CALUM_ODDS)])
def test_value_clause_names_no_subject(question: str, note: str) -> None:
    # the subject is named elsewhere in the note ("pipe-metal", "Calum finished"), not where the value is told
    assert spans.named_in_value(question, note) is False


def test_value_clause_names_the_subject() -> None:
    assert spans.named_in_value(ZEBEDEE_Q, RAISE) is True


@pytest.mark.parametrize(
    ("question", "note"),
    [
        ("Who owns the widgets?", "Thu 22 Oct: the roof was fixed."),  # the date head only: no value told
        ("What does he charge, and when does he come?", ODDS),  # two things asked: no subject read
        (BINS_Q, BINS),  # no amount asked
        ("What does straw for the substrate cost?", STRAW),  # the question named nowhere: maybe a paraphrase
    ],
)
def test_nothing_to_read(question: str, note: str) -> None:
    assert spans.named_in_value(question, note) is None


def _hits(question: str, fact: str, note: str, fact_final: float, note_final: float) -> list[Hit]:
    store = MemoryStore()
    store.remember("s", fact)
    store.remember("s", note, kind="episode")
    hits = store.recall("s", question, k=5)
    by_kind = {h.memory.kind: h for h in hits}
    return [
        dataclasses.replace(by_kind["fact"], final=fact_final),
        dataclasses.replace(by_kind["episode"], final=note_final),
    ]


def test_kept_order_for_an_unnamed_value() -> None:
    before = _hits(ZEBEDEE_Q, ZEBEDEE, ODDS, 1.28, 0.43)
    after = [before[1], before[0]]  # a change reader's lift
    assert spans.named_change_kept(ZEBEDEE_Q, before, after) is before


@pytest.mark.parametrize(
    ("question", "note", "fact_final", "note_final"),
    [
        (ZEBEDEE_Q, RAISE, 1.28, 0.43),  # the note names Zebedee's pipe-making where it tells the new rate
        (ZEBEDEE_Q, ODDS, 1.0, 0.95),  # the fact not NAMED_RATIO times the note's
    ],
)
def test_lift_kept(question: str, note: str, fact_final: float, note_final: float) -> None:
    before = _hits(question, ZEBEDEE, note, fact_final, note_final)
    after = [before[1], before[0]]
    assert spans.named_change_kept(question, before, after) is after


def test_unmoved_and_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    before = _hits(ZEBEDEE_Q, ZEBEDEE, ODDS, 1.28, 0.43)
    assert spans.named_change_kept(ZEBEDEE_Q, before, before) is before
    after = [before[1], before[0]]
    monkeypatch.setattr(spans, "NAMED_CHANGE_FIRST", False)
    assert spans.named_change_kept(ZEBEDEE_Q, before, after) is after


WIDGETS_Q = "Who owns the widgets?"
WIDGETS = "Noor owns TideKit and networking; Malik owns the widgets and the watch app."
WATCH = "The watchOS app shares TideKit and shows the next two tides as a complication."


def _two(question: str, top: str, fact: str, top_final: float, fact_final: float) -> list[Hit]:
    store = MemoryStore()
    store.remember("s", top, kind="episode")
    store.remember("s", fact)
    by_kind = {h.memory.kind: h for h in store.recall("s", question, k=5)}
    return [
        dataclasses.replace(by_kind["episode"], final=top_final),
        dataclasses.replace(by_kind["fact"], final=fact_final),
    ]


def test_unnamed_top_goes_below() -> None:
    hits = _two(WIDGETS_Q, WATCH, WIDGETS, 0.49, 1.03)
    assert [h.text for h in spans.unnamed_top_below(WIDGETS_Q, hits)] == [WIDGETS, WATCH]


@pytest.mark.parametrize(
    ("question", "top", "fact", "top_final", "fact_final"),
    [
        (ZEBEDEE_Q, RAISE, ZEBEDEE, 0.43, 1.28),  # the top names Zebedee: a change of his rate
        (WIDGETS_Q, WATCH, WIDGETS, 0.98, 1.03),  # the fact not NAMED_RATIO times the top's
        (WIDGETS_Q, WATCH, "Malik owns the watch app.", 0.49, 1.03),  # the fact does not hold "widgets"
        ("Who owns it, and since when?", WATCH, WIDGETS, 0.49, 1.03),  # two things asked: no subject read
    ],
)
def test_unnamed_top_kept(question: str, top: str, fact: str, top_final: float, fact_final: float) -> None:
    hits = _two(question, top, fact, top_final, fact_final)
    assert spans.unnamed_top_below(question, hits) is hits


def test_unnamed_top_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _two(WIDGETS_Q, WATCH, WIDGETS, 0.49, 1.03)
    monkeypatch.setattr(spans, "UNNAMED_TOP_FIRST", False)
    assert spans.unnamed_top_below(WIDGETS_Q, hits) is hits


def test_unnamed_top_in_another_language_kept() -> None:
    question = "When is the office phone staffed?"
    top = "Artık cumartesi ofis kapalı; telefon pazartesi-cuma 09:00-18:00 arası açık."
    hits = _two(question, top, "Office phone line staffed 09:00-18:00, Monday to Saturday.", 0.75, 1.08)
    assert spans.unnamed_top_below(question, hits) is hits
