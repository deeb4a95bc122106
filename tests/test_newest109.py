"""asked_change for a subject told by its name or elliptically: a note names the fact's subject by the name the fact
opens with, or its clause opens with one stem of the question (semantics.NAMED_SUBJECT, _named_subject; issue 18,
branch newest109)."""

from __future__ import annotations

import pytest

from engramdb import semantics
from engramdb.semantics import _asking_stems, asked_change

CLEANERS = "Which days do the window cleaners come in?"
CLEANERS_FACT = "Sparklo, the window cleaners, come on Monday and Thursday mornings after 7:00."
BINS = "Which morning do the bins have to go out?"
BINS_FACT = "Bins go out on Monday mornings; the council lorry reaches the lane by 9."
TOWELS = "Who does our towel laundry and on which days?"
TOWELS_FACT = "Bath towels are laundered by Clean Co., pickup on Fridays."
REHAIR = "How much does a bow rehair with Mongolian horsehair cost at our workshop?"
REHAIR_FACT = "A bow rehair with Mongolian horsehair now costs 65 euros at our workshop."

NAMED = [
    (
        CLEANERS,
        CLEANERS_FACT,
        "Site meeting, 3 Nov: the boiler is serviced on 12 November, and Sparklo come on "
        "Tuesday and Friday afternoons from this month; Ana asked for the key list by Friday.",
    ),
    (CLEANERS, CLEANERS_FACT, "Tue 3 Nov: Sparklo now come on Wednesday and Saturday mornings."),
    (BINS, BINS_FACT, "Tue 3 Nov: Ruairi says bin collection is on Wednesdays for the winter route."),
    (BINS, BINS_FACT, "Tue 3 Nov: the van passed its MOT; our bins are collected on Fridays from next week."),
    (TOWELS, TOWELS_FACT, "Towels now go to Brightwash Ltd, collected Tuesdays and Saturdays."),
    (
        REHAIR,
        REHAIR_FACT,
        "Thu 22 Oct, monthly meeting: filter replaced; rehairs are seventy euros each now, whatever "
        "the hair; the school order is due in December.",
    ),
]


def _changes(question: str, fact: str, note: str) -> bool:
    return asked_change(question, _asking_stems(question), note, fact)


@pytest.mark.parametrize(("question", "fact", "note"), NAMED)
def test_a_subject_told_by_name_or_elliptically_is_a_change(question: str, fact: str, note: str) -> None:
    assert _changes(question, fact, note)


@pytest.mark.parametrize(("question", "fact", "note"), NAMED)
def test_switched_off_the_share_test_fails_them(
    monkeypatch: pytest.MonkeyPatch, question: str, fact: str, note: str
) -> None:
    monkeypatch.setattr(semantics, "NAMED_SUBJECT", False)
    assert not _changes(question, fact, note)


@pytest.mark.parametrize(
    ("question", "fact", "note"),
    [
        # another subject's value: a name the fact does not open with, a clause opening with another thing
        (CLEANERS, CLEANERS_FACT, "Tue 3 Nov: Gleam, the gutter firm, come on Tuesday and Friday from this month."),
        (BINS, BINS_FACT, "Tue 3 Nov: Ruairi says the recycling lorry is on Wednesdays now."),
        (TOWELS, TOWELS_FACT, "Tue 3 Nov: Kitchen cloths now go to Brightwash Ltd, collected Tuesdays."),
        # a name that is not the fact's subject: a reporter, a possessive
        (
            "Which days do the office cleaners come in?",
            "Keith says the office cleaners come on Monday and Thursday.",
            "Tue 3 Nov: Keith now comes on Tuesday and Friday from this month.",
        ),
        (
            "Which days do the office cleaners come in?",
            "Ana's office cleaners come on Monday and Thursday evenings.",
            "Tue 3 Nov: Ana comes on Tuesday and Friday from this month.",
        ),
        # a one-off: a sale, no standing value
        (
            "How much is a round of the soft cheese?",
            "Soft cheese: 5 pounds per 150 g round.",
            "Market day: rain all morning; Delyth sold 60 rounds at 5.75 each; ran out of kefir.",
        ),
        # the same value restated
        (BINS, BINS_FACT, "Tue 3 Nov: Ruairi says bin collection is still on Monday mornings."),
    ],
)
def test_no_change_for_another_subject_a_name_not_the_subject_or_a_one_off(question: str, fact: str, note: str) -> None:
    assert not _changes(question, fact, note)


def test_no_change_for_another_numbered_thing_of_one_kind() -> None:
    question = "When does the Ludham cottage job start?"
    fact = "Correction: the Ludham cottage job starts on Wednesday 9 December, not the Monday."
    note = "Wed 21 Oct: Job JB-3075 for the Wroxham boathouse: re-ridge in sedge, due to finish before 30 November."
    assert not _changes(question, fact, note)


@pytest.mark.parametrize(
    ("question", "fact", "note"),
    [
        (
            "Which lanes have sofas?",
            "Lanes 15 and 16 are the VIP lanes with sofas and their own screen; they cost 20 percent more.",
            "Lanes 1-8 resurfaced with synthetic overlays during the August closure.",
        ),
        (
            "Which bucket are the production tiles in?",
            "Tiles are stored as PMTiles on Hetzner object storage, bucket contour-prod-eu, region fsn1.",
            "Tue 27 Oct, sprint review: the PR is merged; the tile build moved to tippecanoe 2.62 this morning.",
        ),
    ],
)
def test_no_change_for_a_clause_whose_head_states_no_standing_value(question: str, fact: str, note: str) -> None:
    assert not _changes(question, fact, note)


def test_an_article_opening_the_fact_is_no_name() -> None:
    question = "When is the staging database restored from production?"
    fact = "The staging database is restored from the production dump every Monday at 06:00 UTC."
    note = "Mon 26 Oct: The plan for January: move ingest workers to the new cluster and retire gull-02 once staging is moved."
    assert not _changes(question, fact, note)
