"""engramdb.support.answer_support's missing-name test (abstain110): a hit that does not write every name of the
question's asking clause (a capitalised word not opening it, no day or month) counts at NAME_MISSING of its support;
one that writes them, a question naming none, one in another language and one asking two things are read as before."""

from __future__ import annotations

import pytest

from engramdb import support
from engramdb.support import NAME_MISSING, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


@pytest.mark.parametrize(
    ("question", "names", "text"),
    [
        ("When does Idris's passport expire?", ("idris",), "Amara holds a French passport valid until August 2031."),
        (
            "On what date does the Stavanger depot open?",
            ("stavanger",),
            "Target close date for the expansion is 20 December.",
        ),
        (
            "What did Marta Kowalczyk say about her claim?",
            ("marta", "kowalczyk"),
            "Quayside filed its response defending the claim.",
        ),
        ("Who insures the house for Priya and Owen?", ("priya", "owen"), "Priya pays the house insurance in June."),
        (
            "I rang twice. How much does Transvoyant charge per seat?",
            ("transvoyant",),
            "Quote for 40 extra seats at 82 euros per seat per month.",
        ),
    ],
)
def test_a_hit_without_a_name_of_the_question_counts_at_name_missing(
    question: str, names: tuple[str, ...], text: str
) -> None:
    assert support._asked_names(question) == names
    assert support._name_factor(names, text) == NAME_MISSING
    got = answer_support(question, [_Hit(text)])
    noun = support._noun_factor(support._missing_noun_stems(question), text)
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage) * noun * NAME_MISSING)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("When does Idris's passport expire?", "Idris's passport runs out in May 2029."),
        ("When does IDRIS's passport expire?", "Idris: passport to 2029."),  # compared lower-cased
        ("On what date does the Stavanger depot open?", "The depot in Stavanger opens on 3 March."),
        ("What did Marta Kowalczyk say about her claim?", "Marta Kowalczyk says the claim is settled."),
    ],
)
def test_a_hit_writing_every_name_is_read_as_before(question: str, text: str) -> None:
    names = support._asked_names(question)
    assert names
    assert support._name_factor(names, text) == 1.0
    got = answer_support(question, [_Hit(text)])
    noun = support._noun_factor(support._missing_noun_stems(question), text)
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage) * noun)


@pytest.mark.parametrize(
    "question",
    [
        "Who insures the house?",  # no name
        "Idris asked about it: when does the passport expire?",  # the name is outside the asking clause
        "What happened on Monday in October?",  # days and months name nothing
        "Why did the direct debit fail and what is Greenleaf doing about it?",  # two things asked
        "Who should we call, and where does Keiko park?",  # "and where": two things asked
        "Kako se zove pas Emrysa i Yasmin?",  # another language: its names may be inflected
        "Wann läuft der Pass von Idris ab?",
        "I need the code.",  # "I": one letter
    ],
)
def test_a_question_without_asked_names_is_read_as_before(question: str) -> None:
    assert support._asked_names(question) == ()
    assert support._name_factor((), "Anything at all.") == 1.0
    text = "Amara holds a French passport valid until August 2031."
    got = answer_support(question, [_Hit(text)])
    noun = support._noun_factor(support._missing_noun_stems(question), text)
    assert got.score == pytest.approx(0.5 * (got.met + got.coverage) * noun)


def test_a_lower_hit_writing_the_name_can_win() -> None:
    question = "When does Idris's passport expire?"
    hits = [
        _Hit("Amara holds a French passport valid until August 2031.", 1.0),
        _Hit("Idris's passport expires on 4 May 2029.", 0.9),
    ]
    got = answer_support(question, hits)
    assert got.hit == 1
    assert got.score == pytest.approx(0.9 * 0.5 * (got.met + got.coverage))  # its weight, no NAME_MISSING
    assert got.score > answer_support(question, hits[:1]).score


def test_every_name_must_be_written() -> None:
    assert 0.0 < NAME_MISSING < 1.0
    names = support._asked_names("Has Rui Campos approved the second hire?")
    assert names == ("rui", "campos")
    assert support._name_factor(names, "Rui approved it.") == NAME_MISSING
    assert support._name_factor(names, "Rui Campos approved it.") == 1.0


@pytest.mark.parametrize(
    "text",
    [
        "Borin reforged the hammer Emberfall; it deals an extra 1d6 fire damage.",
        "Arthur Pennington has volunteered for 12 years as the loom steward.",
        "The Paragon kiln runs on its own 32 A circuit.",
    ],
)
@pytest.mark.parametrize("question", ["How old is Borin?", "how old are they, roughly?", "I wondered: how old is it?"])
def test_how_old_is_not_met_by_a_number_without_an_age_word(question: str, text: str) -> None:
    slot = support._asked(question.lower())
    assert slot is not None and slot[0] == "count"
    assert slot[1](text, text.lower(), question.lower())  # the count test alone is met
    aged = support._aged(slot, question.lower(), slot[1])
    assert aged is not None and not aged(text, text.lower(), question.lower())
    assert answer_support(question, [_Hit(text)]).met == 0.0


@pytest.mark.parametrize(
    "text",
    [
        "Borin is aged 212, young for a dwarf.",
        "Children Noah (12) and Zara (8).",
        "Pedrog, born 2014, leads the treks.",
        "The boiler was installed in 2015.",
        "A 40-year-old boiler.",
        "Mabel turns 15 in May.",
    ],
)
def test_how_old_is_met_by_a_number_with_an_age_word(text: str) -> None:
    question = "How old is it?"
    slot = support._asked(question.lower())
    aged = support._aged(slot, question.lower(), slot[1] if slot else None)
    assert aged is not None and aged(text, text.lower(), question.lower())


@pytest.mark.parametrize(
    "question",
    ["How many stalls are at the market?", "How far is the depot?", "How big is the barn?", "When is Noah's birthday?"],
)
def test_other_questions_keep_their_answer_test(question: str) -> None:
    slot = support._asked(question.lower())
    assert slot is not None
    assert support._aged(slot, question.lower(), slot[1]) is slot[1]
    assert support._aged(None, question.lower(), None) is None
