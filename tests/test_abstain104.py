"""engramdb.support.answer_support's missing-noun test (abstain104): a hit that never names the thing the question
asks about (asked_noun's noun) counts at NOUN_MISSING of its support; one that names it, or a question that names no
thing, is read as before."""

from __future__ import annotations

import pytest

from engramdb import support
from engramdb.support import NOUN_MISSING, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("How many stalls are at the German Colony market?", "Noa now has a pitch at the German Colony market."),
        ("Which hotel are we booking in Essaouira?", "The family chose Essaouira for the February break."),
        ("What company car does Tomasz get?", "Tomasz is comfortable in English and Polish."),
        ("What is the hotel in Essaouira?", "Flights to Essaouira are not booked yet."),
    ],
)
def test_a_hit_without_the_asked_noun_counts_at_noun_missing(question: str, text: str) -> None:
    assert support._missing_noun_stems(question) is not None
    assert support._noun_factor(support._missing_noun_stems(question), text) == NOUN_MISSING
    hits = [_Hit(text)]
    got = answer_support(question, hits)
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage) * NOUN_MISSING)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("How many stalls are at the German Colony market?", "The German Colony market has 40 stalls."),
        ("Which hotel are we booking in Essaouira?", "We booked the Riad Mimouna hotel in Essaouira."),
        ("Which hotel did we book in Essaouira?", "The family chose Essaouira."),  # told in the past: no noun
        ("Which vet does the kennel use?", "The kennel's vet is Dr Amara Osei."),  # "vet" opens a word
        ("What does Klára do for a living?", "Klára speaks Spanish well."),  # names no thing: not read
        ("When is the Spring fair?", "The Spring fair is on 4 May."),  # a date asked: no noun
    ],
)
def test_a_hit_with_the_asked_noun_or_no_noun_is_read_as_before(question: str, text: str) -> None:
    assert support._noun_factor(support._missing_noun_stems(question), text) == 1.0
    got = answer_support(question, [_Hit(text)])
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage))


def test_a_lower_hit_that_names_the_noun_can_win() -> None:
    question = "How many stalls are at the German Colony market?"
    hits = [
        _Hit("Noa now has a pitch at the German Colony market on Saturdays.", 1.0),
        _Hit("The German Colony market has 40 stalls.", 0.95),
    ]
    got = answer_support(question, hits)
    assert got.hit == 1
    assert got.score == pytest.approx(0.95 * 0.5 * (got.met + got.coverage))  # its weight, no NOUN_MISSING
    without = answer_support(question, hits[:1])
    assert got.score > without.score


def test_the_noun_must_open_a_word() -> None:
    assert 0.0 < NOUN_MISSING < 1.0
    stems = support._missing_noun_stems("Which vet does the kennel use?")
    assert stems is not None and stems[0] == "vet"
    assert support._noun_factor(stems, "The kennel uses a private clinic and a velvet bed.") == NOUN_MISSING
    assert support._noun_factor(stems, "Vets: Dr Osei at the kennel.") == 1.0


@pytest.mark.parametrize(
    "text",
    [
        "15 Oct: Callum has a baby due, so Marta is doing front-of-house instead.",
        "Tue 27 Oct, after the meeting: Callum has a baby due.",
        "[diary] 21 Oct: Callum has a baby due.",
    ],
)
def test_a_note_date_stamp_meets_no_date_slot(text: str) -> None:
    question = "When is Callum's baby due?"
    assert support._STAMP.match(text) is not None
    assert answer_support(question, [_Hit(text)]).met == 0.0


@pytest.mark.parametrize(
    "text",
    [
        "Callum's baby is due on 14 March.",
        "15 Oct: Callum's baby is due on 14 March.",  # a date after the stamp still answers
        "Callum's baby is due in March.",
    ],
)
def test_a_date_told_for_the_thing_meets_the_date_slot(text: str) -> None:
    assert answer_support("When is Callum's baby due?", [_Hit(text)]).met == 1.0
