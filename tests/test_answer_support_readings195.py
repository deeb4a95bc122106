"""abstain195's readings of answer_support (issue 18): SELF_NAMED, SO_CLAUSE, PRIOR_ASKED, RECORD_ASKED. Made-up
examples; each reading with the answerable twin it must leave alone, and its switch off giving main's score."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone

import pytest

from engramdb import support
from engramdb.support import answer_support


class _Hit:  # a hit without a memory: its text and fused score
    def __init__(self, text: str, final: float = 0.0) -> None:
        self.text, self.final = text, final


class _Memory:
    def __init__(self, text: str) -> None:
        self.id, self.text, self.created_at = "m", text, datetime(2026, 10, 20, tzinfo=timezone.utc)
        self.conflicts_with: tuple[str, ...] = ()


class _Written(_Hit):  # a hit with a memory (created_at read by PRIOR_ASKED)
    def __init__(self, text: str, final: float = 0.0) -> None:
        super().__init__(text, final)
        self.memory = _Memory(text)


@contextmanager
def _off(name: str) -> Iterator[None]:
    was = getattr(support, name)
    setattr(support, name, False)
    try:
        yield
    finally:
        setattr(support, name, was)


def test_self_named_the_asked_person_full_name_is_no_answer_to_who() -> None:
    hits = [_Hit("Rosa Quill is paid £20 for every gate she welds.")]
    got = answer_support("Who taught Rosa to weld gates?", hits)
    assert got.slot == "person" and got.met == 0.0
    with _off("SELF_NAMED"):
        assert answer_support("Who taught Rosa to weld gates?", hits).met == 1.0


def test_self_named_keeps_another_person_named_beside_the_asked_one() -> None:
    hits = [_Hit("Rosa Quill learned to weld gates from Ivo Brandt at the forge.")]
    assert answer_support("Who taught Rosa to weld gates?", hits).met == 1.0
    hits = [_Hit("On Monday Ivo Brandt showed Rosa how to weld gates.")]
    assert answer_support("Who taught Rosa to weld gates?", hits).met == 1.0


def test_so_clause_a_consequence_tells_no_cause() -> None:
    hits = [_Hit("Mon 3 Nov: Tilde says the ironmonger's shop has shut, so our hinges come by post from now on. "
                 "The gate still sticks.")]
    got = answer_support("Why did the ironmonger's shop shut?", hits)
    assert got.slot == "cause" and got.met == 0.0
    with _off("SO_CLAUSE"):
        assert answer_support("Why did the ironmonger's shop shut?", hits).met == 1.0


def test_so_clause_keeps_the_cause_before_so() -> None:
    hits = [_Hit("The pipe in the loft froze, so the boiler stopped. The plumber came on Friday.")]
    assert answer_support("Why did the boiler stop?", hits).met == 1.0


def test_prior_asked_a_note_of_this_occasion_tells_no_earlier_one() -> None:
    hits = [_Written("Tue 20 Oct: Mrs Ek from the bakery ordered 40 loaf tins for her new shop.")]
    main = answer_support("What did Mrs Ek order before this one?", hits)
    with _off("PRIOR_ASKED"):
        base = answer_support("What did Mrs Ek order before this one?", hits)
    assert main.score == pytest.approx(base.score * support.PRIOR_MISSING)


def test_prior_asked_a_note_telling_a_past_time_answers() -> None:
    hits = [_Written("Mrs Ek ordered 12 cake tins from us last spring.")]
    with _off("PRIOR_ASKED"):
        base = answer_support("What did Mrs Ek order on her previous visit?", hits)
    assert answer_support("What did Mrs Ek order on her previous visit?", hits).score == pytest.approx(base.score)
    # "before" inside the clause ("before the fair") asks no earlier occasion
    hits = [_Written("Tue 20 Oct: Mrs Ek ordered 40 loaf tins.")]
    with _off("PRIOR_ASKED"):
        base = answer_support("What did Mrs Ek order before the fair opened?", hits)
    assert answer_support("What did Mrs Ek order before the fair opened?", hits).score == pytest.approx(base.score)


def test_prior_asked_leaves_a_hit_without_a_memory() -> None:
    hits = [_Hit("Mrs Ek ordered 40 loaf tins.")]
    with _off("PRIOR_ASKED"):
        base = answer_support("What did Mrs Ek order previously?", hits)
    assert answer_support("What did Mrs Ek order previously?", hits).score == pytest.approx(base.score)


@pytest.mark.parametrize(("question", "slot"), [
    ("Is Rosa's phone number noted?", "phone"),
    ("The depot's address - do we have it?", "address"),
    ("Do we have a price for the oak sleepers?", "money"),
    ("Is the gate painted?", None),  # a yes/no question asking no value
    ("Did we pay the deposit?", None),  # no recording word: a yes/no question about an event
])
def test_record_asked_reads_the_value_a_record_question_asks(question: str, slot: str | None) -> None:
    assert answer_support(question, [_Hit("Rosa mends gates.")]).slot == slot


def test_record_asked_met_by_the_value_unmet_without() -> None:
    q = "Is Rosa's phone number noted?"
    assert answer_support(q, [_Hit("Rosa's phone number is 07700 900431.")]).met == 1.0
    assert answer_support(q, [_Hit("Rosa's van was stolen from the yard.")]).met == 0.0
    with _off("RECORD_ASKED"):
        assert answer_support(q, [_Hit("Rosa's van was stolen from the yard.")]).met == 1.0


def test_self_named_leaves_a_choice_between_named_people() -> None:
    hits = [_Hit("Rosa Quill is paid £20 for every gate she welds.")]
    assert answer_support("Who is paid more, Rosa for a gate she welds or Ivo for a rail he bends?", hits).met == 1.0


@pytest.mark.parametrize("question", ["What did Mrs Ek order last week?", "What went wrong last time?",
                                      "How many more tins than on the previous order?",
                                      "What did Mrs Ek phone about earlier this week?"])
def test_prior_asked_leaves_a_recent_time_and_a_comparison(question: str) -> None:
    """A note may tell "last week" or "last time" itself; "than the previous" compares two values."""
    assert not support._prior_asked(question.lower())


def test_self_named_keeps_a_name_after_a_day_or_a_code_the_question_writes() -> None:
    """Only a name of the question cuts a run, and only the words after it: "On Friday Amos" still names Amos."""
    hits = [_Hit("On Friday Amos cut the mount for the order and it was redone.")]
    assert answer_support("Whose mount was redone on Friday?", hits).met == 1.0
    hits = [_Hit("Hallett Wheelwrights' VAT number is GB 318 4472 09.")]
    assert answer_support("Whose VAT number is GB 318 4472 09?", hits).met == 1.0


def test_record_and_prior_read_a_short_question_whole_a_long_one_by_its_asking_clause() -> None:
    hits = [_Hit("Rosa mends gates.")]
    long_q = "A farmer rang about a gate; is there any limit on how many gates we mend a week, and why?"
    assert answer_support(long_q, hits).slot is None
    assert support._prior_asked("last christmas fair - stall count?")
    assert not support._prior_asked("the driver dug out last christmas's invoices again, which reminded me - what's"
                                    " our tax number?")
