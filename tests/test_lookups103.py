"""lookups103 (issue 18; benchmarks/RESULTS.md "lookups103"): two steps of engramdb.spans.

- spans.older_other: a fact written before the top hit may go first (span_first) when the top hit's clauses that
  fill the asked slot hold none of the question's subject stems that the fact's value clause holds - the top is about
  another subject, so it cannot be that fact's change ("Children's cuts ... 18 pounds" under "From September a
  ladies' cut ... is 50 pounds" for "How much is a child's haircut?").
- spans.note_below: a dated note (one day's event: "Tue 27 Oct: a couple ... asked to photograph Salvu mending the
  nets") at the top of a standing question's recall goes below the close fact that fills the asked slot, unless the
  note may tell the value's change ("... so our dyes come from the Colourtex agent now").
"""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pytest

import engramdb.spans as spans
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

HAIRCUT = "How much is a child's haircut?"
LADIES = "From September a ladies' cut and blow-dry is 50 pounds with a stylist and 62 with Ruth."
CHILDREN = "Children's cuts (under 12) cost 18 pounds; Ellie does most of them."
CHILDREN_NEW = "Children's cuts go up to 20 pounds from September."
NETS = "Who mends the nets?"
NOTE = "Tue 27 Oct: a couple from Nantes asked to photograph Salvu mending the nets and bought two kilos of steaks."
CREW = "The Santa Venera: Salvu Camilleri skippers it, his son Jake crews and mends the nets."
DYES = "Where do our dyes come from?"
DYES_NOTE = "Thu 15 Oct: Jignesh says Mahalaxmi has shut its shop, so our dyes come from the Colourtex agent now."
DYES_FACT = "Our dyes come from Mahalaxmi Chemicals in Surat."


def test_an_older_fact_about_another_subject_than_the_top_is_freed() -> None:
    assert spans.older_other(HAIRCUT, [LADIES, CHILDREN], ["fact", "fact"], [1]) == {1}
    kept = spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN])
    assert kept == set()
    assert spans.span_pick(HAIRCUT, [LADIES, CHILDREN], [0.888, 0.781], kept) == 1


def test_an_older_fact_the_top_may_change_stays_kept() -> None:
    # the top's value clause holds "child": it may be the older fact's change
    assert spans.older_other(HAIRCUT, [CHILDREN_NEW, CHILDREN], ["fact", "fact"], [1]) == set()
    assert spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [CHILDREN_NEW, CHILDREN]) == {1}
    # without the question (main's call) or under an episode, an older fact stays kept
    assert spans.span_kept(["fact", "fact"], [2.0, 1.0]) == {1}
    assert spans.older_other(HAIRCUT, [LADIES, CHILDREN], ["episode", "fact"], [1]) == set()
    # a fact whose value clause holds no subject stem, or a question asking no slot
    assert spans.older_other(HAIRCUT, [LADIES, "Bridal trials cost 75 pounds."], ["fact", "fact"], [1]) == set()
    assert spans.older_other("Do you cut children's hair?", [LADIES, CHILDREN], ["fact", "fact"], [1]) == set()


def test_an_older_fact_under_a_top_that_holds_the_subject_stays_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    # "The farm vet is ..." holds farm and vet beside its name: the place named in the older fact is no other subject
    vet = "Who is the farm vet at Hazel Hollow?"
    texts = [
        "The farm vet is Carys Lloyd at Tanyard Veterinary Group.",
        "Hazel Hollow is a 40-acre smallholding run by Bronwen and Idris Vaughan.",
    ]
    assert spans.older_other(vet, texts, ["fact", "fact"], [1]) == set()
    monkeypatch.setattr(spans, "SPAN_OLDER_BARE", False)  # only the fact's own stems compared: freed
    assert spans.older_other(vet, texts, ["fact", "fact"], [1]) == {1}


def test_older_other_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "SPAN_OLDER_OTHER", False)
    assert spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN]) == {1}


@pytest.mark.parametrize(
    "text",
    [
        NOTE,
        "[SCADA] 2026-10-29 04:12 Thyborøn T07: pitch fault blade B, turbine stopped.",
        "Meeting 20 Oct with Priya Raman: brought her 2025 CU and rent contract.",
        "Sa 24.10. Notfall: Katze 'Luna' Schnittwunde Pfote, genäht.",
        "[ops] 31/10: 11,430 rides; 3 vandalised.",
        "Yesterday a student from Bogotá emailed asking for an invitation letter.",
    ],
)
def test_dated_note(text: str) -> None:
    assert spans.dated_note(text)


@pytest.mark.parametrize(
    "text",
    [
        CREW,
        "Moss Runners 2.1.3 (4988) rolled out to 100% on Play.",
        "Version 3.9.1 released last week with the fix.",
        "The furnace runs 24/7 at about 1,400 °C.",
    ],
)
def test_not_a_dated_note(text: str) -> None:
    assert not spans.dated_note(text)


def test_note_pick_puts_the_fact_above_a_dated_note() -> None:
    assert spans.note_pick(NETS, [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]) == 1


@pytest.mark.parametrize(
    ("question", "texts", "kinds", "finals"),
    [
        (NETS, [NOTE, CREW], ["episode", "fact"], [0.785, 0.5]),  # the fact under NOTE_RATIO of the note
        (NETS, [CREW, NOTE], ["fact", "episode"], [0.785, 0.7]),  # no note at the top
        (NETS, [NOTE, CREW], ["episode", "episode"], [0.785, 0.7]),  # no fact below it
        (NETS, ["Salvu was mending the nets all week.", CREW], ["episode", "fact"], [0.785, 0.7]),  # undated
        ("Who mended the nets yesterday?", [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]),  # a time named
        ("Who mended the nets?", [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]),  # told in the past
        ("Qui répare les filets ?", [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]),  # not asked in English
        ("Who mends the nets at the moment?", [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]),  # the latest value
        (NETS, [NOTE, "Salvu's nets are kept in the store."], ["episode", "fact"], [0.785, 0.7]),  # no person
        (DYES, [DYES_NOTE, DYES_FACT], ["episode", "fact"], [0.86, 0.8]),  # "now": the note may tell the change
    ],
)
def test_note_pick_keeps_the_order(question: str, texts: list[str], kinds: list[str], finals: list[float]) -> None:
    assert spans.note_pick(question, texts, kinds, finals) is None


def test_note_pick_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "NOTE_BELOW", False)
    assert spans.note_pick(NETS, [NOTE, CREW], ["episode", "fact"], [0.785, 0.7]) is None


class _Fixed(MappedEmbedder):
    """The question nearest the dated note, the crew's fact close below it."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        NETS: (1.0, 0.0, 0.0),
        NOTE: (0.95, 0.31, 0.0),
        CREW: (0.7, 0.0, 0.71),
        HAIRCUT: (0.0, 0.0, 1.0),
    }


def _store() -> MemoryStore:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", CREW, created_at=EVAL_NOW - timedelta(days=400))
    store.remember("m", NOTE, kind="episode", created_at=EVAL_NOW - timedelta(days=5))
    return store


def test_recall_and_recall_many_put_the_crew_above_the_note(monkeypatch: pytest.MonkeyPatch) -> None:
    store = _store()
    monkeypatch.setattr(spans, "NOTE_BELOW", False)  # main's order: the dated note first
    before = store.recall("m", NETS)
    monkeypatch.setattr(spans, "NOTE_BELOW", True)
    hits = store.recall("m", NETS)
    assert [h.text for h in before[:2]] == [NOTE, CREW]
    assert [h.text for h in hits[:2]] == [CREW, NOTE]
    assert [h.id for h in store.recall_many("m", [NETS, HAIRCUT])[0]] == [h.id for h in hits]
    # a question naming a time reads the note first
    assert store.recall("m", "Who mended the nets last week?")[0].text == NOTE
