"""abstain200's readings of answer_support (issue 18): OWNER_OTHER, STAMP_NAMED, SO_PLACE. Made-up examples; each
reading with the answerable twin it must leave alone, and its switch off giving main's score."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from engramdb import support
from engramdb.support import answer_support

from .support_util import Hit as _Hit
from .support_util import switched_off as _off


def test_owner_other_another_persons_card_number_is_no_answer() -> None:
    question = "Is Ida's library card number noted?"
    hits = [_Hit("Oskar Lind's library card number for the town branch is LB-55120.")]
    got = answer_support(question, hits).score
    with _off("OWNER_OTHER"):
        was = answer_support(question, hits).score
    assert got < was
    assert got == was * support.OWNER_MISSING


def test_owner_other_reads_a_number_for_a_named_person() -> None:
    question = "Is there a phone number for Ida?"
    hits = [_Hit("Oskar's phone number, the one on the shop's card, is 01632 960118.")]
    got = answer_support(question, hits).score
    with _off("OWNER_OTHER"):
        assert got < answer_support(question, hits).score


def test_owner_other_leaves_the_owners_own_thing_alone() -> None:
    question = "Is Ida's library card number noted?"
    hits = [_Hit("Ida Berg's library card number is LB-55121; Oskar's card is in the drawer.")]
    got = answer_support(question, hits).score
    with _off("OWNER_OTHER"):
        assert answer_support(question, hits).score == got


def test_owner_other_leaves_another_thing_of_another_person_alone() -> None:
    question = "Is Ida's library card number noted?"
    hits = [_Hit("Oskar's bicycle was left by the library door.")]  # another's bicycle: not the asked thing
    got = answer_support(question, hits).score
    with _off("OWNER_OTHER"):
        assert answer_support(question, hits).score == got


def test_owner_other_needs_a_named_owner() -> None:
    question = "Is the bakery's phone number noted?"  # no capitalised owner asked
    hits = [_Hit("Oskar's phone number is 01632 960118.")]
    got = answer_support(question, hits).score
    with _off("OWNER_OTHER"):
        assert answer_support(question, hits).score == got


def test_stamp_and_so_clause_a_place_only_in_the_stamp_and_consequence() -> None:
    question = "Where in Tarbet has the joiner moved to?"
    hits = [_Hit("Thu 5 Nov: Edda says the joiner has moved his workshop across to Tarbet, so our doors come from "
                 "the sawmill by the river from now on.")]
    assert answer_support(question, hits).met == 0.0
    with _off("STAMP_NAMED", "SO_PLACE"):
        assert answer_support(question, hits).met == 1.0


def test_stamp_named_keeps_a_place_told_after_the_stamp() -> None:
    question = "Where has the joiner moved to?"
    hits = [_Hit("Thu 5 Nov: the joiner has moved his workshop to a unit in Tarbet.")]
    assert answer_support(question, hits).met == 1.0
    hits = [_Hit("Thu 5 Nov: the joiner has moved to Tarbet, so the doors come by van.")]
    assert answer_support(question, hits).met == 1.0


def test_stamp_named_leaves_the_named_slot_alone() -> None:
    # the named slot is met loosely (a record told by its code); its stamp is kept (a first form lost such cases)
    question = "QX-4410 - which order is that?"
    hits = [_Hit("Wed 4 Nov: Order QX-4410 for the harbour cafe: sixty oat loaves, paid by card.")]
    got = answer_support(question, hits)
    assert got.slot == "named"
    with _off("STAMP_NAMED", "SO_PLACE"):
        assert answer_support(question, hits) == got


@contextmanager
def _on(name: str) -> Iterator[None]:
    was = getattr(support, name)
    setattr(support, name, True)
    try:
        yield
    finally:
        setattr(support, name, was)


def test_kind_phrase_another_fair_of_the_same_kind() -> None:
    question = "Do we have a stall at the winter craft fair?"
    hits = [_Hit("Correction: our stall at the spring garden fair is on Sunday 3 May, not Saturday 2 May.")]
    with _on("KIND_PHRASE"):
        got = answer_support(question, hits).score
    with _off("KIND_PHRASE"):
        assert got == answer_support(question, hits).score * support.KIND_MISSING


def test_kind_phrase_leaves_the_asked_fair_and_a_bare_head_alone() -> None:
    question = "Do we have a stall at the winter craft fair?"
    for text in ("Our stall at the winter craft fair is booked for Saturday 5 December.",
                 "Booked a stall at the craft fair in the town hall.",  # a modifier the question writes
                 "Stall fee for the fair is paid."):  # the head with no modifier
        hits = [_Hit(text)]
        with _on("KIND_PHRASE"):
            got = answer_support(question, hits).score
        with _off("KIND_PHRASE"):
            assert answer_support(question, hits).score == got
