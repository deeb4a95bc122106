"""A value told to change from a date still to come, in one clause of a dated note that names the asked thing by one
word of the question (semantics.from_date_change, read by asked_change): issue 18, branch misses89."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from engramdb import newer_price, semantics
from engramdb.semantics import _asking_stems, asked_change, from_date_change

from .change_util import CLUB_OTHERS, assert_served_before, note_over_fact

NOW = datetime(2026, 11, 20, tzinfo=timezone.utc)

# (question, newer note, older fact): the note's clause shares one subject stem of the question with the fact, names
# another amount or time and says from when it holds
CHANGED = (
    ("How much does a two-hour kayak tour cost?",
     "Tue 3 Nov, catch-up with Ines: the boat shed roof is patched; tours will be fifty-five euros a head from next "
     "season; Ines wants a second guide.",
     "A two-hour kayak tour now costs €48 a head."),
    ("How much is the taxi fare from the station to the county hospital?",
     "Mon 2 Nov, drivers' meeting: snow chains are in the boot; the hospital run is fourteen pounds fifty from Monday; "
     "Ali swaps to days.",
     "The station to county hospital fare is now £13."),
    ("How much are the dues?",
     "Wed 4 Nov, committee meeting: the minibus is booked; dues become forty pounds a term from January; Omar wants "
     "new bibs.",
     "Monthly dues went up to £12 per member."),
    ("What time does the Harbour Deli open on a Sunday?",
     "Thu 5 Nov, staff meeting: the new till works; on Sundays we open at half ten from next month; Bea needs cover on "
     "Fridays.",
     "Sunday hours are now 9:30 am to 2 pm."),
    ("How much does a lane cost for a team of six?",
     "Fri 6 Nov, staff catch-up: lane 4 is fixed; from next month we charge nine pounds a head instead of a team "
     "price; Kofi wants a second manager on Sundays.",
     "The price went up to £48 for a team of six."),
)

OLDER = "The station to county hospital fare is now £13."
# notes that share the subject word and say "from", but tell no change of the asked value
UNCHANGED = (
    # a question asked in the past asks what was paid once
    ("How much was the taxi fare to the county hospital?",
     "Mon 2 Nov, drivers' meeting: the hospital run is fourteen pounds fifty from Monday; Ali swaps to days.", OLDER),
    # a second question
    ("How much is the fare to the county hospital, and who drives it?",
     "Mon 2 Nov, drivers' meeting: the hospital run is fourteen pounds fifty from Monday; Ali swaps to days.", OLDER),
    # the same value
    ("How much is the taxi fare to the county hospital?",
     "Mon 2 Nov, drivers' meeting: the hospital run is thirteen pounds from Monday; Ali swaps to days.", OLDER),
    # no date to come: a price paid then
    ("How much is the taxi fare to the county hospital?",
     "Mon 2 Nov, drivers' meeting: the hospital run came to fourteen pounds fifty with the wait; Ali swaps to days.",
     OLDER),
    # a record's note (an identifier) that names another number
    ("How big is the deposit for a kayak place?",
     "Application KY-2291 from Lena Brandt for twelve weeks of lessons from January is waiting for her deposit.",
     "A deposit of 200 pounds secures a kayak place."),
    # the question asks a name, not an amount or a time
    ("Which guide leads the kayak tour?",
     "Tue 3 Nov, catch-up: tours will be led by Ines from next season; the shed roof is patched.",
     "The kayak tour is led by Marta."),
)


def _asked(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


def test_a_value_told_from_a_date_to_come_is_a_change(monkeypatch: pytest.MonkeyPatch) -> None:
    for question, newer, older in CHANGED:
        assert from_date_change(question, _asking_stems(question), newer, older), question
        assert _asked(question, newer, older), question
    monkeypatch.setattr(semantics, "FROM_DATE_CHANGE", False)  # main's asked_change: none of them
    monkeypatch.setattr(semantics, "NAMED_SUBJECT", False)  # newest109's head reading reads "the hospital run is ..."
    for question, newer, older in CHANGED:
        assert not _asked(question, newer, older), question


def test_a_note_that_tells_no_change_of_the_asked_value() -> None:
    for question, newer, older in UNCHANGED:
        assert not from_date_change(question, _asking_stems(question), newer, older), question
    # the from-date is what the reading needs: the same clause without one is no change
    question, newer, older = CHANGED[0]
    assert not from_date_change(question, _asking_stems(question), newer.replace(" from next season", ""), older)


def test_the_time_of_day_in_words() -> None:
    question, newer, older = CHANGED[3]
    for told, changed in (("half ten", True), ("ten o'clock", True), ("quarter past ten", True), ("noon", False)):
        assert from_date_change(question, _asking_stems(question), newer.replace("half ten", told), older) == changed


def test_recall_serves_the_note_first(monkeypatch: pytest.MonkeyPatch) -> None:
    question, newer, older = CHANGED[2]  # a question of one subject word
    store, old, note = note_over_fact("club", NOW, (older, 200), CLUB_OTHERS, (newer, 16), fact_kind="fact")
    assert_served_before(store, "club", question, note, old)
    monkeypatch.setattr(semantics, "FROM_DATE_CHANGE", False)
    # newer_price's later reading of "from <when>" (newest216) serves the note too; off as well, so this arm shows
    # main's order without either reading
    monkeypatch.setattr(newer_price, "NEWER_FROM_WHEN", False)
    assert_served_before(store, "club", question, old, note, names_it=False)  # so the test above fails without it


def test_a_price_per_another_unit_or_currency_is_left_to_unit_prices(monkeypatch: pytest.MonkeyPatch) -> None:
    question, older = "How much does a kilo of halloumi cost?", "Halloumi now costs 14 euros per kilo."
    restated = "Tue 6 Oct, call with Nikos: the goats are in; halloumi is 2.80 euros a 200-gram block from now on."
    other_currency = "Tue 6 Oct, call with Nikos: halloumi is 3.20 pounds a 200-gram block from now on."
    same_unit = "Tue 6 Oct, call with Nikos: the goats are in; halloumi is 16 euros a kilo from now on."
    monkeypatch.setattr(semantics, "UNIT_PRICES", False)  # so that only from_date_change reads the notes
    assert not from_date_change(question, _asking_stems(question), restated, older)  # 14 euros a kilo again
    assert not from_date_change(question, _asking_stems(question), other_currency, older)
    assert from_date_change(question, _asking_stems(question), same_unit, older)
