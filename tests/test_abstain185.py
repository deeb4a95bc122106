"""engramdb.support.answer_support's abstain185 rules (issue 18, abstention):

- TARGET_ASKED: for a question asking a value *for* a thing ("What is the permit number for the boathouse?", "What is
  the barn's alarm code?"), a hit that writes none of that thing's words and names another thing a value is for
  ("for the workshop", "the stable's") counts at TARGET_MISSING of its support;
- HEDGE_WORDS: a hedge the question asks with ("roughly", "exactly") is no asked thing the hits leave out.

The target rule only ever lowers a hit's support; the examples are written for these tests, not taken from an eval
set."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.support as support
from engramdb.support import _target_stems, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


def _score(question: str, texts: list[str]) -> float:
    return answer_support(question, [_Hit(t, 1.0 - 0.05 * i) for i, t in enumerate(texts)]).score


def _on_off(question: str, texts: list[str], switch: str) -> tuple[float, float]:
    on = _score(question, texts)
    setattr(support, switch, False)
    try:
        off = _score(question, texts)
    finally:
        setattr(support, switch, True)
    return on, off


@pytest.fixture
def target_off() -> Iterator[None]:
    support.TARGET_ASKED = False
    try:
        yield
    finally:
        support.TARGET_ASKED = True


# the asked value of another thing: the rule lowers it
_OTHER_TARGET = [
    ("What is the permit number for the boathouse?", "Got the fire permit for the workshop, number FP-2231, on Monday."),
    ("What is the barn's alarm code?", "The stable's alarm code is 4471."),
    ("How much does the florist charge for delivery?", "Ines is paid 15 pounds for every wreath she ties."),
    ("What is the licence number for the van?", "The trailer's licence number is TR-88-104."),
    ("What is the secretary's phone number?", "Olu's club phone number is 01632 960 118."),  # a name's
]

# the thing asked for is written (or the hit names no other thing): the rule leaves it
_SAME_TARGET = [
    ("What is the permit number for the boathouse?", "Got the boathouse fire permit, number FP-2231, on Monday."),
    ("What is the barn's alarm code?", "The alarm code for the barn is 4471."),
    ("How much does the florist charge for delivery?", "Deliveries from the florist cost 8 pounds within town."),
    ("What is the licence number for the van?", "The licence number is TR-88-104."),  # no other thing named
    ("What is the rota for next week?", "Next week Ines opens and Olu closes, for the whole week."),  # a time
    ("Do we open for the holidays?", "The shop stays open for the whole summer."),  # the hit names a time
    ("Will they hope for the best?", "Everyone is hoping for a dry weekend."),  # an idiom names no thing
    ("How long is the stay for the boarders?", "Boarding runs for a few days at most."),  # a duration
    ("What does it cost to hire the hall for a party?", "The hall can be hired for private events."),  # a purpose
]


@pytest.mark.parametrize(("question", "text"), _OTHER_TARGET)
def test_other_target_lowered(question: str, text: str) -> None:
    on, off = _on_off(question, [text], "TARGET_ASKED")
    assert on == pytest.approx(off * support.TARGET_MISSING)
    assert on < off


@pytest.mark.parametrize(("question", "text"), _SAME_TARGET)
def test_same_target_kept(question: str, text: str) -> None:
    on, off = _on_off(question, [text], "TARGET_ASKED")
    assert on == off


def test_target_read_from_the_asking_clause() -> None:
    assert _target_stems("What is the permit number for the boathouse?")[0] == ("boath",)
    assert _target_stems("What is the barn's alarm code?")[0] == ("barn",)
    assert _target_stems("What is the rota for next week?")[0] == ()  # a time
    assert _target_stems("What is the spare key for?")[0] == ()  # no thing after "for"
    assert _target_stems("What is the order number for RB-2207?")[0] == ()  # an identifier: NAME_MISSING's
    assert _target_stems("¿Cuál es el número para el cobertizo?")[0] == ()  # not English


def test_answer_below_the_top_still_counts() -> None:
    # the other thing's value on top, the asked thing's below it: the best hit is the second
    texts = ["The stable's alarm code is 4471.", "The barn's alarm code is 9902."]
    got = answer_support("What is the barn's alarm code?", [_Hit(t, 1.0 - 0.05 * i) for i, t in enumerate(texts)])
    assert got.hit == 1


def test_hedge_is_no_unheld_thing() -> None:
    texts = ["The long table in the hall is 3 metres long.", "The hall seats forty people."]
    on, off = _on_off("Roughly how long is the long table in the hall?", texts, "HEDGE_WORDS")
    assert on > off
    plain = _score("How long is the long table in the hall?", texts)
    assert on == pytest.approx(plain)


_WORDS = st.sampled_from(["barn", "shed", "for", "the", "code", "alarm", "van's", "number", "is", "what", "of",
                          "delivery", "week", "next", "4471", "stable's", "a"])


@settings(max_examples=150, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=8), st.lists(_WORDS, min_size=1, max_size=10))
def test_target_only_lowers(qwords: list[str], twords: list[str]) -> None:
    question, text = " ".join(qwords).capitalize() + "?", " ".join(twords).capitalize() + "."
    on, off = _on_off(question, [text], "TARGET_ASKED")
    assert on <= off + 1e-12
    assert on == off or on == pytest.approx(off * support.TARGET_MISSING)
