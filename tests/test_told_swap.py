"""A tool, service or person swapped, told by a third party inside a dated note ("Emre says the Virgin line kept
dropping, so Beverley has switched the house over to Lincs FibreNet"; "according to Sam, we're on Linear now, not
Jira"), and role_part's and renamed_part's readings of a possessive role ("the hall's treasurer"), of a relative
clause after the new holder ("Sue Mountjoy, who also runs the playgroup") and of "rename" (semantics.told_swap,
_role_words, _without_relative, RENAME_FRAME): issue 18, branch swap95."""

from __future__ import annotations

import re
from datetime import datetime, timezone

import pytest

from engramdb import semantics
from engramdb.semantics import _anew_readers, _asking_stems, asked_change, renamed_part, role_part, told_anew, told_swap

from .change_util import assert_served_before, note_over_fact

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)

BROADBAND = "The house broadband is Virgin Media, 500 Mb, account 61-883047-2."
BROADBAND_NOTE = (
    "Tue 20 Oct: Emre says the Virgin line kept dropping, so Beverley has switched the house over to Lincs FibreNet."
)
BROADBAND_Q = "Who provides the house's broadband?"
CARDS = "Card payments at the till go through a Worldpay reader."
CARDS_NOTE = (
    "Tue 20 Oct: Gwen says the Post Office is replacing our Worldpay reader with its own terminal on the "
    "counter, so every card payment now goes through the Post Office machine."
)
CARDS_Q = "What do card payments at the till go through?"
PLAYOUT = "Playout runs on Rivendell on the studio PC; the overnight music rotation is scheduled in it too."
PLAYOUT_NOTE = (
    "Wed 14 Oct: Mervyn says Rivendell keeps crashing on the new PC, so playout moves to mAirList, with the "
    "overnight rotation rebuilt there."
)
PLAYOUT_Q = "What software runs our playout?"
PAGER = "Alerts go to Opsgenie, and the on-call phone follows the Opsgenie rota."
PAGER_NOTE = (
    "Fri 16 Oct: Eberhard says the consortium's new contract moves us off Opsgenie, so alerts page us through "
    "incident.io from now on."
)
PAGER_Q = "Which tool pages the on-call engineer?"
TRACKER = "Our issue tracker is Jira, hosted by Atlassian."
TRACKER_NOTE = "Mon 12 Oct: according to Sam, we're on Linear now, not Jira."
TRACKER_Q = "Which issue tracker do we use?"
VET = "Our vet is Dr Patel at Hillside Veterinary."
VET_NOTE = "Tue 13 Oct: Gwen says the vet practice has moved us to Dr Okafor."
VET_Q = "Who is our vet?"

SWAPS = (
    (BROADBAND_Q, BROADBAND_NOTE, BROADBAND),
    (CARDS_Q, CARDS_NOTE, CARDS),
    (PLAYOUT_Q, PLAYOUT_NOTE, PLAYOUT),
    (PAGER_Q, PAGER_NOTE, PAGER),
    (TRACKER_Q, TRACKER_NOTE, TRACKER),
    (VET_Q, VET_NOTE, VET),
)


@pytest.mark.parametrize(("question", "newer", "older"), SWAPS)
def test_a_swap_told_by_a_third_party_is_read(question: str, newer: str, older: str) -> None:
    part = told_swap(question, newer, older)
    assert part is not None and part in newer
    assert told_anew(question, newer, older) == part
    # main's readings (asked_change's stem tests, source_swap's frames, told_anew without told_swap) read none
    assert not asked_change(question, _asking_stems(question), newer, older)
    assert semantics.source_swap(question, newer, older) is None
    assert all(r(question, newer, older) is None for r in _anew_readers(question) if r is not told_swap)


def test_what_a_told_swap_must_not_read() -> None:
    # the fact's own name told again (Dr Patel moved branch), a second vet "also", a note without a teller
    assert told_swap(VET_Q, "Tue 13 Oct: Gwen says Dr Patel moved to Hillside's new branch on Mill Road.", VET) is None
    assert told_swap(VET_Q, "Tue 13 Oct: Gwen says we also see Dr Okafor now for the horses.", VET) is None
    assert told_swap(VET_Q, "Tue 13 Oct: the vet practice has moved us to Dr Okafor.", VET) is None
    # a person who only says something: no new value after a word of use, or nothing tied to the fact's value
    assert told_swap(TRACKER_Q, "Mon 12 Oct: Sam says he moved his notes to Notion.", TRACKER) is None
    assert told_swap(TRACKER_Q, "Mon 12 Oct: Sam says the Jira board is tidy now.", TRACKER) is None
    assert (
        told_swap(
            BROADBAND_Q,
            "Tue 20 Oct: Emre says the Virgin line kept dropping, so he rang Virgin Media twice now.",
            BROADBAND,
        )
        is None
    )
    # a question about another thing than the fact's
    assert told_swap("Which bank do we use?", TRACKER_NOTE, TRACKER) is None
    # a question asking who told it is not read at all
    assert told_swap not in _anew_readers("Who told us we're on Linear now?")
    assert told_swap not in _anew_readers("How much is the broadband a month?")


def test_recall_serves_the_told_swap_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, old, note = note_over_fact(
        "ops",
        NOW,
        (BROADBAND, 380),
        [("The bins go out on Tuesday mornings.", 300), ("Status page updates go out through Statuspage.", 200)],
        (BROADBAND_NOTE, 16),
    )
    assert_served_before(store, "ops", BROADBAND_Q, note, old)
    # main's order without the reading (the note stays under the fact)
    monkeypatch.setattr(semantics, "TOLD_SWAP", False)
    semantics._anew_readers.cache_clear()
    try:
        assert_served_before(store, "ops", BROADBAND_Q, old, note, names_it=False)
    finally:
        semantics._anew_readers.cache_clear()


HALL = (
    "Nettlecombe Village Hall committee: Wilhelmina Tapscott chairs it, Gillian Scatchard is treasurer and Clifford "
    "Budgen is caretaker, looking after the building and the boiler."
)
HALL_NOTE = (
    "Thu 15 Oct: Wilhelmina says Gillian has handed the books to the new treasurer, Sue Mountjoy, who also "
    "runs the playgroup."
)
HALL_Q = "Who is the hall's treasurer?"
SWIM = "The winter swimmers' group meets on Sunday mornings as the Marshgate Icicles."
SWIM_NOTE = (
    "Thu 15 Oct: Lowenna says the Icicles have voted to rename themselves the Cold Water Collective; same Sunday slot."
)
SWIM_Q = "What's the winter swimmers' group called?"


def test_a_possessive_role_and_a_relative_clause_are_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert role_part(HALL_Q, HALL_NOTE, HALL) is not None
    # main's reading: the hall is asked in the role, and "who also runs" reads as an addition
    monkeypatch.setattr(semantics, "_role_words", lambda t: t)
    assert role_part(HALL_Q, HALL_NOTE, HALL) is None
    monkeypatch.undo()
    monkeypatch.setattr(semantics, "_without_relative", lambda t: t)
    assert role_part(HALL_Q, HALL_NOTE, HALL) is None


def test_what_the_role_readings_must_not_read() -> None:
    # a deputy beside the treasurer, and an addition in the part itself (not in a relative clause)
    assert role_part(HALL_Q, "Thu 15 Oct: Wilhelmina says the new deputy treasurer is Sue Mountjoy.", HALL) is None
    assert role_part(HALL_Q, "Thu 15 Oct: Sue Mountjoy is the new treasurer as well, beside Gillian.", HALL) is None
    assert role_part(HALL_Q, "Thu 15 Oct: Sue Mountjoy also keeps the books now, the new treasurer.", HALL) is None


def test_rename_is_read(monkeypatch: pytest.MonkeyPatch) -> None:
    assert renamed_part(SWIM_Q, SWIM_NOTE, SWIM) is not None
    main_frame = re.compile(semantics.RENAME_FRAME.pattern.replace("renames?|", ""), re.IGNORECASE)
    monkeypatch.setattr(semantics, "RENAME_FRAME", main_frame)
    assert renamed_part(SWIM_Q, SWIM_NOTE, SWIM) is None
    monkeypatch.undo()
    # a second group beside the first, and a rename of another thing than the fact's
    assert (
        renamed_part(
            SWIM_Q, "Thu 15 Oct: Lowenna says a second group, the Cold Water Collective, meets on Saturdays now.", SWIM
        )
        is None
    )
    assert (
        renamed_part(SWIM_Q, "Thu 15 Oct: Lowenna says the sauna club voted to rename itself the Steam Room.", SWIM)
        is None
    )
