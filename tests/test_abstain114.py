"""engramdb.support.answer_support's two abstain114 rules: the asked slot is met in a sentence about what the question
asks (_about_asked: a note's value for another thing it tells is no answer), and a time-reference word that no hit
holds ("yesterday", "two days ago") is no unheld asked word (_time_words_dropped)."""

from __future__ import annotations

import pytest

from engramdb.support import _about_asked, _asked, _hit_sentences, answer_support


class _Hit:  # what answer_support reads of a hit: its text and fused score
    def __init__(self, text: str, final: float = 1.0) -> None:
        self.text, self.relevance, self.final = text, 0.5, final


def _met(question: str, text: str) -> float:
    return answer_support(question, [_Hit(text)]).met


# A value of the asked kind only in a sentence about another thing the note tells.
_ELSEWHERE = [
    (
        "When does the shockwave machine lease end?",
        "Supplier review: the shockwave machine lease went up; order more ultrasound gel before November.",
    ),
    (
        "Which company services the lift?",
        "Landlord meeting: the lift service is booked for next week; Brightstep come on Wednesday mornings.",
    ),
    (
        "How much does Yetunde charge to take up a hem?",
        "Simple repairs such as sewing on buttons are free; zips and hems are done by Yetunde in the back room.",
    ),
    (
        "Who owns Bramble Removals?",
        "Sold the van to Marek. Deliveries now go through Bramble Removals at cost.",
    ),
    (
        "What time does the gardening club finish?",
        "The hall is booked until 18:30 for the choir! The gardening club meets on Thursdays after school.",
    ),
]


@pytest.mark.parametrize(("question", "text"), _ELSEWHERE)
def test_a_value_in_a_sentence_about_another_thing_does_not_meet_the_slot(question: str, text: str) -> None:
    slot = _asked(question.lower())
    assert slot is not None
    assert slot[1](text, text.lower(), question.lower())  # the whole text met the slot before
    assert _met(question, text) == 0.0


@pytest.mark.parametrize(("question", "text"), _ELSEWHERE)
def test_the_same_value_in_the_asked_sentence_meets_it(question: str, text: str) -> None:
    # the sentences joined into one: read whole, as before
    joined = text.replace("; ", ", and ").replace(". ", ", and ").replace("! ", ", and ")
    assert len(_hit_sentences(joined)) == 1
    assert _met(question, joined) == 1.0


@pytest.mark.parametrize(
    ("question", "text"),
    [
        # the value in a sentence holding the question's words
        (
            "When does the shockwave machine lease end?",
            "Gel is reordered monthly. The shockwave machine lease ends on 30 June.",
        ),
        ("Which company services the lift?", "The stairs are swept on Mondays; the lift is serviced by Brightstep."),
        (
            "How much does Yetunde charge to take up a hem?",
            "Zips are done in the back room. Yetunde charges 12 pounds a hem.",
        ),
        # the sentence before one that refers back to it by a pronoun
        ("Who is her emergency contact?", "Mariam's husband is Abdi Warsame; he is her emergency contact."),
        ("When is the boiler service?", "Booked Kovac Heating for 14 March. They will do the boiler service then."),
        # one sentence: read whole
        ("Which company services the lift?", "Brightstep come on Wednesdays, and the lift service is booked."),
        # no sentence holds a word of the question: read whole
        ("Who owns Bramble Removals?", "Sold to Marek Nowak. Deliveries now go by van."),
        # an abbreviation's period ends no sentence
        ("Who chairs the trustees?", "Meetings are monthly; the trustees are chaired by Dr. Helen Marr."),
    ],
)
def test_slot_met_in_or_next_to_the_asked_sentence(question: str, text: str) -> None:
    assert _met(question, text) == 1.0


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Whose service number is 24117?", "Michael Brannigan served in the King's Regiment. Service number 24117."),
        ("Who holds key T-04?", "Key register updated by Aoife Brennan. Key T-04 is on the blue ring."),
    ],
)
def test_a_question_naming_a_number_or_an_identifier_reads_the_whole_record(question: str, text: str) -> None:
    assert _met(question, text) == 1.0


def test_the_sentence_test_only_narrows_the_slot_test() -> None:
    calls: list[str] = []

    def never(text: str, low: str, question: str) -> bool:
        calls.append(text)
        return False

    def always(text: str, low: str, question: str) -> bool:
        return True

    question = "which company services the lift?"
    text = "The lift is old. Brightstep come on Wednesdays."
    narrowed = _about_asked(never, question)
    assert narrowed is not None and not narrowed(text, text.lower(), question)
    assert calls == [text]  # unmet whole: no sentence read
    assert _about_asked(None, question) is None
    assert _about_asked(always, "what is on 14 march?") is always  # a digit in the asking clause
    opened = _about_asked(always, question)
    assert opened is not None and opened(text, text.lower(), question)


# ---------------------------------------------------------------- time-reference words no hit holds


@pytest.mark.parametrize(
    ("question", "bare", "text"),
    [
        (
            "How many walk-ins were turned away yesterday?",
            "How many walk-ins were turned away?",
            "The queue was so long that six walk-ins were turned away by 3 pm.",
        ),
        (
            "Which van broke down two days ago?",
            "Which van broke down two days?",
            "On Thursday the blue van broke down on the ring road, two days after its service.",
        ),
        ("Who is on the door tonight?", "Who is on the door?", "Kasia is on the door for the Friday gig."),
        (
            "What is the guest speaker talking about tomorrow?",
            "What is the guest speaker talking about?",
            "The guest speaker, Dr Ines Arroyo, is talking about river otters on Saturday.",
        ),
        (
            "Which supplier rang today?",
            "Which supplier rang?",
            "This morning the flour supplier rang about a late van.",
        ),
    ],
)
def test_an_unheld_time_reference_word_does_not_count_as_an_unheld_asked_word(
    question: str, bare: str, text: str
) -> None:
    hits = [_Hit(text), _Hit("The committee meets monthly in the church hall.", 0.4)]
    assert answer_support(question, hits).coverage == pytest.approx(answer_support(bare, hits).coverage)


def test_a_time_word_a_hit_holds_counts_as_before() -> None:
    hits = [_Hit("The taproom sold out of Copper IPA by 20:00."), _Hit("Yesterday the cellar was cleaned.", 0.5)]
    with_word = answer_support("What ran out in the taproom yesterday?", hits).coverage
    without = answer_support("What ran out in the taproom?", hits).coverage
    assert with_word < without  # held by the second hit, missing from the top one


@pytest.mark.parametrize("word", ["colour", "deposit", "warranty"])
def test_another_unheld_word_still_lowers_the_coverage(word: str) -> None:
    text = "The Renault Zoe we are leasing is parked behind the depot."
    hits = [_Hit(text), _Hit("The committee meets monthly in the church hall.", 0.4)]
    asked = answer_support(f"What {word} is the Renault Zoe we are leasing?", hits).coverage
    bare = answer_support("What is the Renault Zoe we are leasing?", hits).coverage
    assert asked < bare
