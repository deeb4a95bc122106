"""abstain219's readings of answer_support (issue 18): LEAD_NAMES, LEAD_UNHELD - a question that puts its subject
first and asks of it in a fragment after a dash or colon. Made-up examples; each reading with the answerable twin it
must leave alone, and its switch off giving main's score."""

from __future__ import annotations

from engramdb import support
from engramdb.support import _lead, answer_support

from .support_util import Hit as _Hit
from .support_util import switched_off as _off


def test_lead_is_the_subject_before_a_dash_or_colon() -> None:
    assert _lead("Walnut oil from the Dunmore mill - per-litre figure on record?") == "Walnut oil from the Dunmore mill"
    assert _lead("Ida's Venmo handle: noted anywhere?") == "Ida's Venmo handle"


def test_lead_is_no_clause_comparison_list_or_story() -> None:
    assert _lead("The fitter is coming - which day did I ask for?") == ""  # a clause
    assert _lead("Ada per day or Bo per hour - who earns more?") == ""  # a comparison
    assert _lead("Tea, coffee: which is cheaper?") == ""  # a list
    assert _lead("The van broke down. Who fixes it?") == ""  # a story before the question
    assert _lead("What is the rent on the shed?") == ""  # no lead
    assert _lead("Walnut oil from the mill - tell me the price") == ""  # no question mark: no asking clause read


def test_lead_names_another_show_is_no_answer() -> None:
    question = "Our pitch at the Dunmore show in the spring - booked too?"
    hits = [_Hit("Checked the letter again: the Carrick winter fair is on Saturday 5 December and our pitch is booked.")]
    got = answer_support(question, hits).score
    with _off("LEAD_NAMES"):
        was = answer_support(question, hits).score
    assert got < was
    assert got == was * support.NAME_MISSING


def test_lead_names_leave_the_named_show_alone() -> None:
    question = "Our pitch at the Dunmore show in the spring - booked too?"
    hits = [_Hit("Booked our pitch at the Dunmore spring show for Saturday 10 April.")]
    got = answer_support(question, hits).score
    with _off("LEAD_NAMES"):
        assert answer_support(question, hits).score == got


def test_lead_unheld_another_kind_priced_is_no_answer() -> None:
    question = "Walnut oil from the Dunmore mill - per-litre figure on record?"
    hits = [_Hit("After the poor harvest the Dunmore mill put hazelnut oil up to £9 a litre.")]
    got = answer_support(question, hits).score
    with _off("LEAD_UNHELD"):
        was = answer_support(question, hits).score
    assert got < was


def test_lead_unheld_leaves_the_asked_kind_alone() -> None:
    question = "Hazelnut oil from the Dunmore mill - per-litre figure on record?"
    hits = [_Hit("After the poor harvest the Dunmore mill put hazelnut oil up to £9 a litre.")]
    got = answer_support(question, hits).score
    with _off("LEAD_UNHELD"):
        assert answer_support(question, hits).score == got


def test_lead_unheld_leaves_a_lead_worded_unlike_the_memories_alone() -> None:
    # most of the lead's words held by no hit: a paraphrase (or another language) as a whole, read as before
    question = "Warm drinks stall at the Dunmore gala - which weekend day, notes say?"
    hits = [_Hit("Dunmore: an stannadh againn Disathairne 12 an Dùbhlachd.")]
    got = answer_support(question, hits).score
    with _off("LEAD_UNHELD"):
        assert answer_support(question, hits).score == got


def test_lead_is_no_subject_before_a_choice_or_a_verb() -> None:
    assert _lead("Dunmore craft fair: Friday the 4th or Saturday the 5th for our table?") == ""  # a choice asked
    assert _lead("Ida Berg keeps getting a red light - what does it mean?") == ""  # a verb: a clause
    assert _lead("The grant I applied for - which reference?") == ""  # a pronoun: a clause
    assert _lead("The grant Ida applied for - which reference?") == ""  # a name and a past verb: a relative clause


def test_lead_names_leave_a_comparison_alone() -> None:
    question = "Ada per day set beside Bo per hour - whose pay is bigger?"
    hits = [_Hit("Bo Lund is paid 14 pounds an hour for the till.")]
    got = answer_support(question, hits).score
    with _off("LEAD_NAMES", "LEAD_UNHELD"):
        assert answer_support(question, hits).score == got


def test_lead_unheld_reads_a_fragment_without_an_english_function_word_as_english() -> None:
    question = "Walnut oil from Dunmore: got a per-litre figure?"  # none of _ENGLISH_WORD's words
    hits = [_Hit("After the poor harvest the Dunmore mill put hazelnut oil up to £9 a litre.")]
    got = answer_support(question, hits).score
    with _off("LEAD_UNHELD"):
        was = answer_support(question, hits).score
    assert got < was
