"""A name swapped anywhere in a clause that says it stands (issue 18, branch newest155): semantics.NAME_SWAP_STANDS
reads "Ravi says Stocks Farm has sold up, so we buy our seed potatoes from Brook House in Bromyard now" as a new
source of the seed potatoes, though the new name is not next to the word of change (_name_swap read a swap only there or after a from-date);
the teller before "says" is no value."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import semantics
from engramdb.semantics import _asking_stems, _name_swap_stands, _retired_so, asked_change, stems

from .caches_util import fresh_caches

_fresh_caches = fresh_caches(semantics)


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


QUESTION = "Where do we buy our seed potatoes?"
OLDER = "Our seed potatoes come from Stocks Farm near Suckley."
NEWER = "Tue 3 Nov: Ravi says Stocks Farm has sold up, so we buy our seed potatoes from Brook House in Bromyard now."


def test_source_swapped_with_its_reason_first_is_a_change() -> None:
    assert _change(QUESTION, NEWER, OLDER)


def test_switch_off_reads_no_swap(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "NAME_SWAP_STANDS", False)
    assert not _change(QUESTION, NEWER, OLDER)


def test_no_word_of_change_is_no_swap() -> None:
    # a new name with nothing that says it holds now: one more source, or a one-off
    assert not _change(QUESTION, "Tue 3 Nov: Ravi says we bought some seed potatoes from Brook House in Bromyard.", OLDER)


def test_the_teller_is_no_new_value() -> None:
    # the only name the older lacks is the teller's: the same source, said again
    assert not _change(QUESTION, "Tue 3 Nov: Ravi says we buy our seed potatoes from Stocks Farm near Suckley now.", OLDER)


def test_a_retired_source_counts_as_the_word_of_change() -> None:
    assert _name_swap_stands("the Bromyard depot is closed, so spares come from Severn Wholesale",
                             stems("Spares come from the Bromyard depot"))


@given(st.sampled_from(["Ravi", "Norman Sykes", "Mairi", "Ana Lucia Brook"]),
       st.sampled_from(["says", "said", "tells us", "reported"]))
def test_teller_alone_never_swaps(teller: str, verb: str) -> None:
    clause = f"{teller} {verb} our seed potatoes come from Stocks Farm now"
    assert not _name_swap_stands(clause, stems(OLDER))


def test_other_names_of_a_clause_without_a_result_are_no_swap() -> None:
    # v2's shape: a payment run changed "instead of monthly", asked for the currency: no "so", no swap of a name
    question = "Which currency does Dobson Mills invoice in?"
    older = "Dobson Mills invoices in euros, never in sterling."
    newer = "Last week AP agreed to run Dobson Mills invoices in the Thursday payment run instead of fortnightly."
    assert not _change(question, newer, older)
    assert not _name_swap_stands(newer, stems(older))


def test_a_purpose_so_that_is_no_result() -> None:
    assert not _name_swap_stands("we moved the stall so that Brook House can park now", stems(OLDER))


# RETIRED_SO_SHARE: a name asked by one stem the fact shares with the question
ONE_QUESTION = "Who do we call for organ repairs?"
ONE_OLDER = "Our organ tuner is Ambrose Kettle from Malton."
ONE_NEWER = "Wed 4 Nov: Petra says Ambrose Kettle has retired, so organ work goes to Hilde Marsh in Pickering from now on."


def test_old_name_retired_before_so_with_one_shared_stem_is_a_change() -> None:
    assert _change(ONE_QUESTION, ONE_NEWER, ONE_OLDER)


def test_one_shared_stem_switch_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "RETIRED_SO_SHARE", False)
    assert not _change(ONE_QUESTION, ONE_NEWER, ONE_OLDER)


def test_one_shared_stem_without_the_old_name_retired_is_no_change() -> None:
    # the new name after "so", but nothing retires the fact's: one stem is too little to read a swap by
    newer = "Wed 4 Nov: Petra says the choir is growing, so organ work goes to Hilde Marsh in Pickering from now on."
    assert not _change(ONE_QUESTION, newer, ONE_OLDER)
    assert not _retired_so("the choir is growing, so organ work goes to Hilde Marsh", ONE_OLDER)
