"""engramdb.support.answer_support's abstain128 rule: a question that offers its answers ("Who earns more an hour,
Kester or Tegen?") asks which of the options it names, so the asked slot (a name the question does not hold) and the
asked names (every one in one hit) are not read for it (_choice_asked, CHOICE_ASKED)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engramdb.support as support
from engramdb.support import _choice_asked, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


@pytest.fixture
def choice_off() -> Iterator[None]:
    support.CHOICE_ASKED = False
    try:
        yield
    finally:
        support.CHOICE_ASKED = True


_OFFERED = [
    (
        "Who earns more an hour, Kester or Tegen?",
        [
            "Tegen is paid £11 an hour for grading and bagging.",
            "Kester is paid £12.50 an hour for cutting and stacking.",
        ],
    ),
    (
        "Which contractor costs more a day, Oriel or Galen?",
        [
            "Galen, the contractor on the display firmware, bills £580 a day.",
            "Oriel, the contractor on the parser, bills £650 a day.",
        ],
    ),
    (
        "Who is paid more on race day, Thisbe or Tybalt?",
        [
            "Thisbe is paid £60 for first-aid cover on race day.",
            "Tybalt is paid £45 for running the timing and results on race day.",
        ],
    ),
    (
        "Who gets the bigger day wage, Vaishali or Tukaram?",
        ["Vaishali is paid 450 rupees a day for packing.", "Tukaram is paid 520 rupees a day at the boiling pans."],
    ),
]


@pytest.mark.parametrize(("question", "texts"), _OFFERED)
def test_offered_answers_meet_the_slot(question: str, texts: list[str]) -> None:
    hits = [_Hit(texts[0], 1.0), _Hit(texts[1], 0.95)]
    assert _choice_asked(question.lower())
    on = answer_support(question, hits)
    assert on.met == 1.0
    assert on.score >= 0.5


@pytest.mark.parametrize(("question", "texts"), _OFFERED)
def test_offered_answers_were_unmet_on_main(question: str, texts: list[str], choice_off: None) -> None:
    hits = [_Hit(texts[0], 1.0), _Hit(texts[1], 0.95)]
    assert not _choice_asked(question.lower())
    off = answer_support(question, hits)
    support.CHOICE_ASKED = True
    on = answer_support(question, hits)
    assert off.met < 1.0
    assert on.score > off.score


@pytest.mark.parametrize(
    "question",
    [
        "Who earns more an hour?",  # offers nothing
        "Who will run the Venaco stall, and on what day is that market?",
        "What does Kester earn, £11 or £12.50?",  # not a "who" / "which" question
        "Who drives the lorry or the van to the market?",  # no comma before the options
        "Who earns more, and is it paid weekly or monthly?",  # an option of four words
        "Which card should the bills come out of - Oksana's or her husband's?",
    ],
)
def test_no_offer_read(question: str) -> None:
    assert not _choice_asked(question.lower())


def test_near_miss_of_a_plain_who_question_unchanged() -> None:
    # "Who made the new brass stamp?" offers no answer: a memory naming no maker still misses the slot
    hits = [_Hit("Fri 16 Oct: Had a new brass stamp made for the blocks; the old one had worn smooth.")]
    assert answer_support("Who made the new brass stamp for the blocks?", hits).met < 1.0
