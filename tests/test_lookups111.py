"""lookups111 (issue 18; benchmarks/RESULTS.md "lookups111"): engramdb.spans, the cost of lookups103's two steps and
the dated note above a close fact for a question that asks no slot.

- span_kept reads older_other only for the close facts span_pick may move (the hits' fused scores passed in), and
  older_other and span_pick read each hit's span_cover once (a `covers` memo span_first passes to both); with
  SPAN_OLDER_BARE older_other's test is span_cover's (a slot-filling clause holds a subject stem exactly when its
  cover is above 0): the same picks as lookups103's _value_stems reading.
- note_pick (NOTE_SLOT off): a standing English question that asks no slot ("... - can you remind me who does what
  on the orchard?") gets the best-ranked close fact above a dated note at the top, unless it asks whether a thing
  ever happened.
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
VET = "Who is the farm vet at Hazel Hollow?"
VET_TOP = "The farm vet is Carys Lloyd at Tanyard Veterinary Group."
HOLLOW = "Hazel Hollow is a 40-acre smallholding run by Tom and Ana; the vet there is Owen Price."

ORCHARD = (
    "A new buyer is asking who he should talk to about the fruit and who looks after the irrigation - can you remind"
    " me who does what on the orchard?"
)
AUDIT = (
    "Fri 2 Oct: the GlobalGAP auditor spent the day on the orchard; two small findings, both about the pesticide log."
)
ROSTER = "Ben-Haim date orchard: Ronit (owner, sales and the packing contracts), her husband Avner (irrigation)."
NETS_NOTE = (
    "Tue 27 Oct: a couple from Nantes asked to photograph Salvu mending the nets and bought two kilos of steaks."
)
CREW = "The Santa Venera: Salvu Camilleri skippers it, his son Jake crews and mends the nets."


def test_span_kept_frees_only_a_close_older_fact() -> None:
    # the haircut's older fact is freed when span_pick may move it; under SPAN_SCORE_RATIO of the top it stays kept
    # (never picked either way), and older_other does not read it
    assert spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN], [0.888, 0.781]) == set()
    assert spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN], [0.888, 0.5]) == {1}
    covers: dict[int, float | None] = {}
    spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN], [0.888, 0.5], covers)
    assert covers == {}  # no clause read


def test_span_pick_reads_the_covers_older_other_read() -> None:
    covers: dict[int, float | None] = {}
    kept = spans.span_kept(["fact", "fact"], [2.0, 1.0], HAIRCUT, [LADIES, CHILDREN], [0.888, 0.781], covers)
    assert set(covers) == {0, 1} and covers[1] == spans.span_cover(HAIRCUT, CHILDREN)
    assert spans.span_pick(HAIRCUT, [LADIES, CHILDREN], [0.888, 0.781], kept, covers) == 1
    # a cover kept in the memo is what span_pick reads: the top's, made higher than the fact's, keeps the order
    assert spans.span_pick(HAIRCUT, [LADIES, CHILDREN], [0.888, 0.781], kept, {0: 9.0, 1: covers[1]}) is None


@pytest.mark.parametrize(
    ("question", "texts"),
    [
        (HAIRCUT, [LADIES, CHILDREN]),
        (HAIRCUT, [CHILDREN_NEW, CHILDREN]),
        (HAIRCUT, [LADIES, "Bridal trials cost 75 pounds."]),
        (VET, [VET_TOP, HOLLOW]),
        ("Who is the vet at Hazel Hollow?", ["The kennel uses Ashcombe vets.", HOLLOW]),
    ],
)
def test_older_other_reads_as_lookups103_did(question: str, texts: list[str]) -> None:
    # lookups103's reading (_value_stems: the top's slot-filling clauses' subject stems, the fact's cover) gives the
    # same positions as the covers read now
    weights = spans.subject_weights(question)
    least = max(spans.SPAN_SHARE * sum(w for _, w in weights), 1e-9)
    top = spans._value_stems(question, texts[0])[1]
    older = [1] if spans._held(weights, spans._stems(texts[1])) >= least else []
    expected = set() if top else {i for i in older if spans._value_stems(question, texts[i])[0] >= least}
    assert spans.older_other(question, texts, ["fact", "fact"], [1]) == expected
    assert spans.older_other(question, texts, ["fact", "fact"], [1], {}) == expected


def test_note_pick_no_slot_question() -> None:
    # "can you remind me who does what" asks no slot (support.asked_slot): the roster goes above the auditor's day
    assert spans.note_pick(ORCHARD, [AUDIT, ROSTER], ["episode", "fact"], [0.684, 0.657]) == 1
    assert spans.note_pick("Is Jake on the crew?", [NETS_NOTE, CREW], ["episode", "fact"], [0.785, 0.7]) == 1


@pytest.mark.parametrize(
    ("question", "texts", "kinds", "finals"),
    [
        (ORCHARD, [AUDIT, ROSTER], ["episode", "fact"], [0.684, 0.5]),  # the fact under NOTE_RATIO of the note
        (ORCHARD, [AUDIT, ROSTER], ["episode", "episode"], [0.684, 0.657]),  # no fact below it
        (ORCHARD, ["The auditor spent a day on the orchard.", ROSTER], ["episode", "fact"], [0.684, 0.657]),  # undated
        (  # a thing that ever happened asked: an event, which the note may tell
            "A customer asked whether our orchard has ever been audited - has it, and who came?",
            [AUDIT, ROSTER],
            ["episode", "fact"],
            [0.684, 0.657],
        ),
        ("Who did what on the orchard last week?", [AUDIT, ROSTER], ["episode", "fact"], [0.684, 0.657]),  # a time
        ("Qui fait quoi au verger ?", [AUDIT, ROSTER], ["episode", "fact"], [0.684, 0.657]),  # not in English
        (  # the note says its value holds from now on
            ORCHARD,
            ["Mon 19 Oct: Avner no longer does the irrigation; Kittisak does it now.", ROSTER],
            ["episode", "fact"],
            [0.684, 0.657],
        ),
    ],
)
def test_note_pick_no_slot_keeps_the_order(
    question: str, texts: list[str], kinds: list[str], finals: list[float]
) -> None:
    assert spans.note_pick(question, texts, kinds, finals) is None


def test_note_pick_no_slot_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(spans, "NOTE_SLOT", True)  # lookups103's gate: a question asking no slot moves nothing
    assert spans.note_pick(ORCHARD, [AUDIT, ROSTER], ["episode", "fact"], [0.684, 0.657]) is None
    assert spans.note_pick("Is Jake on the crew?", [NETS_NOTE, CREW], ["episode", "fact"], [0.785, 0.7]) is None


class _Fixed(MappedEmbedder):
    """The question nearest the auditor's note, the roster close below it."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        ORCHARD: (1.0, 0.0, 0.0),
        AUDIT: (0.95, 0.31, 0.0),
        ROSTER: (0.7, 0.0, 0.71),
        HAIRCUT: (0.0, 0.0, 1.0),
    }


def test_recall_puts_the_roster_above_the_note(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", ROSTER, created_at=EVAL_NOW - timedelta(days=400))
    store.remember("m", AUDIT, kind="episode", created_at=EVAL_NOW - timedelta(days=5))
    hits = store.recall("m", ORCHARD)
    monkeypatch.setattr(spans, "NOTE_SLOT", True)  # lookups103's order: the dated note first
    before = store.recall("m", ORCHARD)
    monkeypatch.setattr(spans, "NOTE_SLOT", False)
    assert [h.text for h in before[:2]] == [AUDIT, ROSTER]
    assert [h.text for h in hits[:2]] == [ROSTER, AUDIT]
    assert [h.id for h in store.recall_many("m", [ORCHARD, HAIRCUT])[0]] == [h.id for h in hits]


@pytest.mark.parametrize(
    "clause",
    [
        "is that ok, or what are we allowed to log?",
        "where are home matches played and when is kick-off?",
        "which tests does it need before it can be merged?",
        "what's our rule about stone on listed walls?",
        "what do the coloured stickers on the game boxes mean?",
    ],
)
def test_an_ed_word_that_is_no_past(clause: str) -> None:
    # timeref.told_in_past reads each as the past; a participle after a present "be" or an adjective is not
    assert spans._told_in_past(clause) is False


@pytest.mark.parametrize(
    "clause",
    [
        "which company dismissed dario?",
        "when were the vines planted?",
        "where did the loom come from?",
        "who mended it?",
    ],
)
def test_a_clause_told_in_the_past(clause: str) -> None:
    assert spans._told_in_past(clause) is True


def test_note_pick_a_participle_question(monkeypatch: pytest.MonkeyPatch) -> None:
    question = "I want to add some debugging to the geocoder - is that OK, or what are we allowed to log?"
    note = "Sat 31 Oct: found a debug log in the geocoder that printed full addresses; removed it."
    rule = "Hard rule: no home address ever goes into a log line - log the stop ID only."
    assert spans.note_pick(question, [note, rule], ["episode", "fact"], [0.99, 0.83]) == 1
    monkeypatch.setattr(spans, "STANDING_PARTICIPLES", False)  # "allowed" read as the past: the order kept
    spans._asks_standing_value.cache_clear()
    assert spans.note_pick(question, [note, rule], ["episode", "fact"], [0.99, 0.83]) is None
    spans._asks_standing_value.cache_clear()


def test_a_slot_question_keeps_the_participle_as_the_past() -> None:
    # a question asking a slot keeps lookups103's reading ("is it delivered" told in the past): a foreign note may
    # tell the value's change, which note_below's "now" words do not read
    question = "Where does our flour come from and on which day is it delivered?"
    note = "Thursday 29 October: a customer asked for a nut-free birthday cake; we said no."
    fact = "Our flour comes from the Molen De Hoop in Wageningen, delivered on Tuesdays."
    assert spans._asks_standing_value(question) is False
    assert spans._asks_standing_value(question, True) is True
    assert spans.note_pick(question, [note, fact], ["episode", "fact"], [0.69, 0.6]) is None
