"""engramdb.support.answer_support's abstain136 rules (issue 18, abstention):

- CONTRAST_ASKED: a hit that writes the opposite qualifier in the asked thing's place ("the big greenhouse" for "the
  small greenhouse"), or another activity after "for" ("paid for mowing" for "paid for weeding"), and never the
  question's own, counts at CONTRAST_MISSING of its support;
- ROLE_NAMED: for a question asking the name of a role ("Who is the caretaker at the depot?"), a hit that writes the
  role only in clauses naming nobody the question does not counts at ROLE_UNNAMED.

Both only ever lower a hit's support; the examples are written for these tests, not taken from an eval set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.support as support
from engramdb.support import _contrast_pairs, _role_asked, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


@pytest.fixture
def rules_off() -> Iterator[None]:
    support.CONTRAST_ASKED, support.ROLE_NAMED = False, False
    try:
        yield
    finally:
        support.CONTRAST_ASKED, support.ROLE_NAMED = True, True


def _score(question: str, texts: list[str]) -> float:
    return answer_support(question, [_Hit(t, 1.0 - 0.05 * i) for i, t in enumerate(texts)]).score


def _on_off(question: str, texts: list[str]) -> tuple[float, float]:
    on = _score(question, texts)
    support.CONTRAST_ASKED, support.ROLE_NAMED = False, False
    try:
        off = _score(question, texts)
    finally:
        support.CONTRAST_ASKED, support.ROLE_NAMED = True, True
    return on, off


# another thing of the asked kind: the rule lowers it
_OTHER_THING = [
    ("How warm is the small greenhouse kept?", "The big greenhouse by the gate is kept at 18 degrees all winter."),
    ("What fuel does the new mower take?", "The old mower in the shed runs on unleaded petrol."),
    ("How many beds does the upper ward have?", "The lower ward has 24 beds and a day room."),
    ("What time does the winter market open?", "The summer market opens at 8 am on Saturdays."),
    ("How many cores does the production server have?", "The staging server has 16 cores and 64 GB of memory."),
    ("What is Ada paid for weeding?", "Ada is paid £12 an hour for mowing and edging."),
]

# the same thing, or a synonym of its qualifier: the rule leaves it
_SAME_THING = [
    ("How warm is the small greenhouse kept?", "The small greenhouse by the gate is kept at 18 degrees all winter."),
    ("How much do the large boxes cost?", "Big boxes cost 3 pounds each now."),
    ("What is the annual fee?", "The yearly fee is 40 pounds."),
    ("What fuel does the new mower take?", "The mower runs on unleaded petrol."),
    ("What is Ada paid for weeding?", "Ada is paid £12 an hour for weeding."),
]


@pytest.mark.parametrize(("question", "text"), _OTHER_THING)
def test_opposite_qualifier_lowers_support(question: str, text: str) -> None:
    assert _contrast_pairs(question)
    on, off = _on_off(question, [text])
    assert on == pytest.approx(off * support.CONTRAST_MISSING)
    assert on < off


@pytest.mark.parametrize(("question", "text"), _SAME_THING)
def test_same_thing_or_synonym_is_left(question: str, text: str) -> None:
    on, off = _on_off(question, [text])
    assert on == off


def test_contrast_reads_english_asking_clause_only() -> None:
    assert _contrast_pairs("¿Cuánto cuesta la caja grande?") == ()
    assert _contrast_pairs("How warm is the small greenhouse kept and what does the big one cost?") == ()


# a role asked by name
_ROLE_QUESTIONS = [
    ("Who is the caretaker at the depot?", "caret"),
    ("What is the new site manager's name?", "manag"),
    ("What is the landlord of the Crown called?", "landl"),
    ("What is the Leeds bakery called?", "baker"),
    ("What were the inspectors' names?", "inspe"),
    ("Who is our vet?", "vet"),
]


@pytest.mark.parametrize(("question", "stem"), _ROLE_QUESTIONS)
def test_role_asked(question: str, stem: str) -> None:
    assert _role_asked(question) == stem


@pytest.mark.parametrize("question", ["Who is Ann's caretaker?", "What is the name of the game?",
                                      "Who fixed the boiler?", "When is the caretaker in?"])
def test_no_role_asked(question: str) -> None:
    assert _role_asked(question) is None


_UNNAMED = [
    ("Who is the caretaker at the depot?", "Mon 3 Nov: the boiler failed at the depot; the caretaker rang it in."),
    ("What is the Leeds bakery called?", "Fri 7 Nov: sent 40 loaves to the Leeds bakery for the fair."),
]
_NAMED = [
    ("Who is the caretaker at the depot?", "Caretaker at the depot: Ann Pike, mornings only."),
    ("Who is the caretaker at the depot?", "The caretaker at the depot is Ann Pike."),
    ("Who is the caretaker at the depot?", "Ann Pike has been the depot caretaker since May."),
    ("Who is her emergency contact?", "Ann's husband is Olu; he is her emergency contact."),
    ("Who is our freight forwarder?", "Forwarder: Sotrans, Ms. Linh, 0905 112 448."),
]


@pytest.mark.parametrize(("question", "text"), _UNNAMED)
def test_role_written_unnamed_lowers_support(question: str, text: str) -> None:
    on, off = _on_off(question, [text])
    assert on == pytest.approx(off * support.ROLE_UNNAMED)


@pytest.mark.parametrize(("question", "text"), _NAMED)
def test_role_named_in_its_clause_is_left(question: str, text: str) -> None:
    on, off = _on_off(question, [text])
    assert on == off


def test_switches_off_give_main(rules_off: None) -> None:
    question, text = _OTHER_THING[0]
    assert _score(question, [text]) > 0.5 * support.CONTRAST_MISSING  # unlowered: the big greenhouse meets it


_WORDS = ["the", "small", "big", "new", "old", "greenhouse", "mower", "caretaker", "for", "mowing", "weeding", "is",
          "Ann", "Pike", "paid", "£12", "kept", "at", "18", "degrees", ";", ".", "called", "name", "depot"]
_QUESTIONS = [q for q, _ in _OTHER_THING + _SAME_THING + _UNNAMED + _NAMED] + [q for q, _ in _ROLE_QUESTIONS]


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(_QUESTIONS),
       st.lists(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=14).map(" ".join), min_size=1, max_size=4))
def test_rules_only_lower_support(question: str, texts: list[str]) -> None:
    """The rules are factors of at most 1 on each hit's support: never raise a recall's score, and keep it in [0, 1]."""
    on, off = _on_off(question, texts)
    assert 0.0 <= on <= off + 1e-12 <= 1.0 + 1e-12
