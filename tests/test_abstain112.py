"""engramdb.support.answer_support's unstated-noun test (abstain112): a hit that writes the asked noun only as a
clause's last word, after a word stating no value of it ("... only Harriet and Declan know the combination."), counts
at NOUN_UNSTATED of its support; one stating it (a name, a number, "is" before it, or more words after it) is read as
before."""

from __future__ import annotations

import pytest

from engramdb.support import NOUN_UNSTATED, _unstated_factor, answer_support, asked_noun


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


_UNSTATED = [
    (
        "What's the combination of the key safe in the kitchen?",
        "Spare keys are in the grey key safe in the kitchen; only Harriet and Declan know the combination.",
    ),
    (
        "What is the roller-door alarm code?",
        "Workshop hours Monday to Friday. Jess holds the roller-door alarm code.",
    ),
    (
        "What's the code for the new key safe?",
        "A new key safe was fitted by the front door; Effie and Fingal have the code.",
    ),
    (
        "What tyre pressures does the Warrior need?",
        "No flying. Alan and Lucy washed the aircraft and checked the tyre pressures",
    ),
]


@pytest.mark.parametrize(("question", "text"), _UNSTATED)
def test_a_hit_naming_the_asked_noun_without_its_value_counts_at_noun_unstated(question: str, text: str) -> None:
    stems = asked_noun(question)
    assert stems is not None
    assert _unstated_factor(stems, text) == NOUN_UNSTATED
    # the same text with a value after the noun is read as before
    stated = text.rstrip(".") + " 4417 for the back door."
    assert _unstated_factor(stems, stated) == 1.0
    assert answer_support(question, [_Hit(text)]).score < answer_support(question, [_Hit(stated)]).score


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Who is the lead climber?", "Freya Lindgren is the lead climber; Joss Abara runs the ground crew."),
        ("Who is the handyman?", "Effie Rintoul cleans between guests; Fingal Gillespie is the handyman."),
        ("Which pharmacy does he use?", "Henrik collects prescriptions at Hervanta pharmacy."),
        ("Which app do parents use?", "Daily diaries go to parents through the Famly app."),
        ("What is the surcharge for urgent work?", "Urgent same-day work carries a 50 percent surcharge."),
        ("How many pupils are on the register?", "Allergy register: fourteen pupils."),
        ("What is the door code?", "The door code is 4417 and changes monthly."),
        ("Who is her emergency contact?", "Mariam's husband is Abdi; he is her emergency contact."),
    ],
)
def test_a_hit_stating_the_asked_noun_is_read_as_before(question: str, text: str) -> None:
    assert _unstated_factor(asked_noun(question), text) == 1.0


def test_no_asked_noun_or_no_noun_in_the_text_is_read_as_before() -> None:
    assert _unstated_factor(None, "only Harriet and Declan know the combination.") == 1.0
    stems = asked_noun("What's the combination of the key safe?")
    assert stems is not None
    assert _unstated_factor(stems, "Spare keys are in the grey key safe.") == 1.0


def test_every_mention_must_leave_the_noun_unstated() -> None:
    stems = asked_noun("What's the code for the gate?")
    assert stems is not None
    text = "The gate code is 5521. Only the owners know the code."
    assert _unstated_factor(stems, text) == 1.0  # its first mention states it
    assert _unstated_factor(stems, "Only the owners know the code.") == NOUN_UNSTATED


def test_a_lower_hit_stating_the_value_wins_over_an_unstated_top_hit() -> None:
    question = "What's the combination of the key safe in the kitchen?"
    top = _Hit("Spare keys are in the grey key safe in the kitchen; only Harriet and Declan know the combination.")
    lower = _Hit("The combination of the key safe in the kitchen is 4417, changed monthly.", final=1.0)
    alone = answer_support(question, [top])
    both = answer_support(question, [top, lower])
    assert alone.score == pytest.approx(NOUN_UNSTATED * 0.5 * (alone.met + alone.coverage))
    assert both.score > alone.score
    assert both.hit == 1
