"""The newest value told in passing (issue 18, branch newest100): the subject told elliptically (semantics'
ELLIPTIC_SUBJECT: one question stem the clause and the fact share), a price per a count told "for" another thing
(unit_prices.FOR_BASIS), a rate limit told in another unit of time (RATE_ACROSS_UNITS) and a now word in the clause
before the value (XL_NOW_CARRIED). Each positive is False with its switch off (main's reading)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engramdb import semantics as S
from engramdb import unit_prices as UP

_CACHED = (
    UP.prices,
    UP._compare,
    UP.asked_prices,
    UP._for_nouns,
    UP.count_rates,
    UP.amount_currencies,
    S._price_change_in,
    S._price_asked,
    S._xl_clauses,
)


def _clear() -> None:
    for f in _CACHED:
        f.cache_clear()


@pytest.fixture
def switch(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    def set_to(on: bool) -> None:
        for module, name in (
            (S, "ELLIPTIC_SUBJECT"),
            (S, "RATE_ACROSS_UNITS"),
            (S, "XL_NOW_CARRIED"),
            (S, "NAMED_SUBJECT"),  # newest109's head reading passes "wedding couples now pay ..." too
            (UP, "FOR_BASIS"),
            (UP, "RATE_ALIKE"),  # newest133's rate of a thing counted alike reads "two requests a second" too
        ):
            monkeypatch.setattr(module, name, on)
        _clear()

    yield set_to
    _clear()


def _changed(question: str, newer: str, older: str) -> bool:
    return S.asked_change(question, S._asking_stems(question), newer, older)


HALL_Q = "What do we charge to hire the hall for a wedding reception?"
HALL_FACT = "The wedding reception hire fee is now £180."


@pytest.mark.parametrize(
    "newer",
    [
        "Tue 27 Oct, committee notes: the curtain is ordered; wedding parties pay two hundred pounds for the hall now, "
        "cleaning included; the boiler wants a service.",
        "Committee, 3 Nov: weddings get the hall for £210 now, tables and chairs included.",
        "Notes 5 Nov: wedding couples now pay £220 for the hall, bar extra.",
    ],
)
def test_a_price_told_with_one_stem_of_the_fact_and_the_questions_other(switch, newer: str) -> None:  # type: ignore[no-untyped-def]
    switch(False)
    assert not _changed(HALL_Q, newer, HALL_FACT)
    switch(True)
    assert _changed(HALL_Q, newer, HALL_FACT)


@pytest.mark.parametrize(
    "newer",
    [
        "Notes: the wedding band charges two hundred pounds now.",  # another thing: one question stem
        "Notes: wedding parties pay £20 a head for the hall now.",  # a price per head, no amount for the hire
        "Notes: wedding parties paid the hall £180 now, as agreed.",  # the same value
        "Notes: the hall roof repair cost two hundred pounds.",  # no stem of the fact
    ],
)
def test_no_elliptic_change_for_another_thing_basis_or_value(switch, newer: str) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    assert not _changed(HALL_Q, newer, HALL_FACT)


WEBBING_FACT = "Polyester webbing is £1.45 a metre now."


@pytest.mark.parametrize("question", ["What does webbing cost us?", "What do we pay for webbing?"])
def test_one_subject_stem_asked_for_a_price_per_unit(switch, question: str) -> None:  # type: ignore[no-untyped-def]
    newer = (
        "Mon 26 Oct: the frame is welded; a fifty-metre roll of polyester webbing is seventy pounds now; "
        "Tegwen wants a new belt."
    )
    switch(False)
    assert not _changed(question, newer, WEBBING_FACT)
    switch(True)
    assert _changed(question, newer, WEBBING_FACT)
    # another thing's roll, and the same price per metre, are no change
    assert not _changed(question, "Mon 26 Oct: a fifty-metre roll of nylon rope is seventy pounds now.", WEBBING_FACT)
    assert not _changed(question, "Mon 26 Oct: a twenty-metre roll of polyester webbing is £29 now.", WEBBING_FACT)


SWEEP_Q = "How much is a standard sweep now?"
SWEEP_FACT = "A standard sweep is £70 a flue."


@pytest.mark.parametrize(
    "newer",
    [
        "Wed 28 Oct: Rory passed his course; and from the first of November it's seventy-five quid a visit for the "
        "first flue and half that for every extra flue in the same house.",
        "Notes 2 Nov: we agreed it's £78 per visit for one flue now.",
        "Notes 2 Nov: it's eighty pounds a call for each flue from this week.",
    ],
)
def test_a_price_per_visit_told_for_the_facts_thing(switch, newer: str) -> None:  # type: ignore[no-untyped-def]
    switch(False)
    assert not _changed(SWEEP_Q, newer, SWEEP_FACT)
    switch(True)
    assert _changed(SWEEP_Q, newer, SWEEP_FACT)


def test_a_price_per_visit_for_another_thing_or_the_same_value_is_no_change(switch) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    assert not _changed(SWEEP_Q, "Notes: from this week it's £75 a visit for the first stove.", SWEEP_FACT)
    assert not _changed(SWEEP_Q, "Notes: from this week it's £70 a visit for one flue.", SWEEP_FACT)
    assert not UP._for_nouns("£5 a bag for garden waste")  # no article: what the bag holds


RATE_Q = "What is Turnstyle Cloud's rate limit for us now?"
RATE_FACT = "Turnstyle Cloud raised our API rate limit to 60 requests per minute."


@pytest.mark.parametrize(
    "told",
    [
        "send two requests a second",
        "make 5,000 requests an hour",
        "send 90 API requests a minute",
        "push 3 requests each second",
    ],
)
def test_a_rate_limit_told_in_another_unit_of_time(switch, told: str) -> None:  # type: ignore[no-untyped-def]
    newer = f"Wed 28 Oct: standup; and Turnstyle Cloud's account manager says the new plan lets us {told}, so go."
    switch(False)
    assert not _changed(RATE_Q, newer, RATE_FACT)
    switch(True)
    assert _changed(RATE_Q, newer, RATE_FACT)


def test_a_rate_the_same_after_conversion_or_of_another_thing_is_no_change(switch) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    same = "Wed 28 Oct: Turnstyle Cloud's account manager says the new plan lets us send one request a second now."
    other = "Wed 28 Oct: Turnstyle Cloud's account manager says the new plan lets us open two sockets a second now."
    assert not _changed(RATE_Q, same, RATE_FACT)
    assert not _changed(RATE_Q, other, RATE_FACT)
    assert UP.rate_changed("1 request a second", "60 requests per minute") is False
    assert UP.rate_changed("2 requests a second", "60 requests per minute") is True
    assert UP.rate_changed("5 euros a day", "60 requests per minute") is None  # money is no count
    # a question asking a count: the same rate in another unit is no change (main read "1" and "60" as two values)
    count_q = "How many requests per minute can we send to Turnstyle Cloud?"
    assert not _changed(count_q, same, RATE_FACT)


KASAV_Q = "What's the wholesale price of plain kasav now?"
KASAV_FACT = "Wholesale, a dozen plain kasav is 300 gourdes now."


@pytest.mark.parametrize(
    "newer",
    [
        "mèkredi 28/10: Wilner ranje platin nan; depi semenn sa a, yon pake sis kasav natirèl se de san goud pou revandè "
        "yo.",
        "miércoles 28/10: Wilner arregló la plancha; desde esta semana, la docena de kasav natural cuesta 350 gourdes.",
    ],
)
def test_a_now_word_in_the_clause_before_the_value(switch, newer: str) -> None:  # type: ignore[no-untyped-def]
    switch(False)
    assert not S.xl_asked_change(KASAV_Q, newer, KASAV_FACT, True)
    switch(True)
    assert S.xl_asked_change(KASAV_Q, newer, KASAV_FACT, True)


@pytest.mark.parametrize(
    "newer",
    [
        "miércoles 28/10: desde 2019, la docena de kasav natural cuesta 350 gourdes.",  # "since" a year: a past date
        "miércoles 28/10: Wilner trabaja aquí desde enero. La docena de kasav natural costó 350 gourdes.",  # another sentence
        "miércoles 28/10: desde hoy 40 panes, la docena de kasav natural costó 350 gourdes.",  # the clause has its own value
    ],
)
def test_no_now_word_carried_past_a_date_a_sentence_or_a_value(switch, newer: str) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    assert not S.xl_asked_change(KASAV_Q, newer, KASAV_FACT, True)


def test_a_rate_is_no_answer_to_a_price_per_ticket(switch) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    newer = "Wed 28 Oct: Turnstyle Cloud's account manager says the new plan lets us send two requests a second."
    assert _changed(RATE_Q, newer, RATE_FACT)
    assert not _changed("What does Turnstyle Cloud charge the club per ticket?", newer, RATE_FACT)


def test_one_shared_stem_of_a_question_naming_more_is_no_price_asked(switch) -> None:  # type: ignore[no-untyped-def]
    switch(True)
    question = "How much does a bottle of rose water cost in the distillery shop?"
    older = "Rose oil to Grasse is priced at €10,800 per kilogram."
    newer = "Tue 27 Oct, call with Kaloyan: texts finished; Grasse agreed €11.20 a gram for the next lot."
    assert not S._price_asked(question, S._asking_stems(question), older)
    assert not _changed(question, newer, older)
    assert S._price_asked("What does rose oil cost?", S._asking_stems("What does rose oil cost?"), older)


def test_a_rate_limit_told_anew_in_another_unit_is_read_by_asked_change_too(switch) -> None:  # type: ignore[no-untyped-def]
    question = "What's the public API rate limit per council key?"
    older = "The public API allows 100 requests per minute per council API key."
    newer = (
        "Sun 25 Oct, sprint review: the public rate limit is three requests a second per council key from this "
        "sprint; the flaky PostGIS test is quarantined."
    )
    switch(False)
    assert not _changed(question, newer, older)
    switch(True)
    assert _changed(question, newer, older)
