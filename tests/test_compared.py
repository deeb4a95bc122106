"""A comparison question's rates first (compared.COMPARED_FIRST; issue 18, branch recall190). Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import compared
from engramdb.compared import _holds_rate, compared_names

QUESTION = "Who is paid more, Ines for a shift she works or Tobias for a delivery he makes to Leipzig?"


@pytest.fixture
def flag():
    was = compared.COMPARED_FIRST
    yield
    compared.COMPARED_FIRST = was


def test_names_are_each_sides_first_name():
    assert compared_names(QUESTION) == ("Ines", "Tobias")
    assert compared_names("Which is dearer, the Hartley flour or the Bowden flour?") is None  # a side opens with "the"
    assert compared_names("Who is Tobias paid by?") is None
    assert compared_names("Who is paid more, Ines or Ines?") is None


def test_an_amount_is_not_a_dated_head():
    names = ("Ines", "Tobias")
    assert not _holds_rate("Tue 6 Oct: Tobias says the van has gone, so we send by post now.", names)
    assert _holds_rate("Tobias Wendt is paid 40 euros for every delivery he makes.", names)
    assert _holds_rate("Tue 6 Oct: Ines now gets 12 euros a shift.", names)
    assert not _holds_rate("Greta is paid 30 euros a day.", names)


def _top(flag_on: bool, question: str = QUESTION) -> str:
    from engramdb.store import MemoryStore

    compared.COMPARED_FIRST = flag_on
    now = datetime(2026, 11, 1, tzinfo=timezone.utc)
    store = MemoryStore(clock=now.timestamp)
    store.remember("s", "Ines Bauer is paid 15 euros for every shift she works at the counter.",
                   created_at=now - timedelta(days=300))
    store.remember("s", "Tobias Wendt is paid 40 euros for every delivery he makes to the Leipzig shops.",
                   created_at=now - timedelta(days=300))
    for day in range(1, 4):
        store.remember("s", f"Tue {day} Oct: Tobias says every delivery he makes to Leipzig is paid more now that "
                            "Ines works the shift, so who is paid more is his worry.", kind="episode",
                       created_at=now - timedelta(days=day))
    return store.recall("s", question, k=8)[0].text


def test_a_rate_fact_goes_over_a_story_naming_the_person(flag):
    assert _top(False).startswith("Tue ")  # off: a story naming both, newer, on top
    assert _top(True).startswith(("Ines Bauer", "Tobias Wendt"))


def test_a_question_comparing_nothing_is_untouched(flag):
    question = "Why does the delivery to Leipzig go out earlier?"
    assert _top(True, question) == _top(False, question)
