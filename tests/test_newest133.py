"""A rate told with another word for the thing counted and in another unit of time, and the newest amount told with
the old one in passing (issue 18, branch newest133): unit_prices.RATE_ALIKE (alike_rates, rate_alike_changed),
semantics._asked_rate_alike, _rate_alike_others; semantics.PAST_VALUE (_past_value_pairs)."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics, unit_prices
from engramdb.quantities import spelt_in_digits
from engramdb.schema import Hit
from engramdb.semantics import _asking_stems, asked_change, asked_change_first
from engramdb.unit_prices import alike_rates, count_rates, rate_alike_changed

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


def _off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unit_prices, "RATE_ALIKE", False)


# --- the rate read: calls, queries, hits and requests are one thing; "one" before the thing is 1 ---------------------


@pytest.mark.parametrize(
    ("text", "rate"),
    [
        ("each key can make 3 calls a second now", ("requ", 180.0)),
        ("the feed takes one call a second from us", ("requ", 60.0)),
        ("the partner lets each key send one request a second", ("requ", 60.0)),
        ("up to 40 queries per minute", ("requ", 40.0)),
        ("5 hits/min", ("requ", 5.0)),
        ("we may send 20 messages per second", ("mess", 1200.0)),  # another thing: its own key
    ],
)
def test_alike_rates(text: str, rate: tuple[str, float]) -> None:
    assert alike_rates(text) == (rate,)


@pytest.mark.parametrize(
    "text",
    [
        "one of the keys was revoked last week",  # "one" is no count of a thing per a unit of time
        "one more call on Monday",
        "5 euros a day",  # money is no count
        "the backup runs once a day",
    ],
)
def test_no_alike_rate(text: str) -> None:
    assert alike_rates(text) == ()


def test_rate_alike_changed() -> None:
    assert rate_alike_changed("3 calls a second", "120 requests a minute") is True
    assert rate_alike_changed("2 calls a second", "120 requests a minute") is False  # the same after conversion
    assert rate_alike_changed("3 emails a second", "120 requests a minute") is None  # another thing counted
    assert count_rates("3 calls a second") == (("call", 180.0),)  # count_rates itself unchanged


def test_rate_alike_off(monkeypatch: pytest.MonkeyPatch) -> None:
    _off(monkeypatch)
    assert alike_rates("3 calls a second") == ()
    assert rate_alike_changed("3 calls a second", "120 requests a minute") is None


@given(
    st.integers(1, 500),
    st.sampled_from(["second", "minute", "hour", "day"]),
    st.sampled_from(["calls", "requests", "queries", "hits"]),
)
def test_a_rate_restated_in_its_own_unit_is_no_change(n: int, unit: str, thing: str) -> None:
    per_minute = {"second": 1 / 60, "minute": 1.0, "hour": 60.0, "day": 1440.0}[unit]
    older = f"{n} requests a {unit}"
    # the same rate told per minute with another word for the thing: never a change
    newer = f"{n / per_minute:g} {thing} a minute"
    assert rate_alike_changed(newer, older) is False
    assert rate_alike_changed(f"{2 * n} {thing} a {unit}", older) is True


# --- asked_change: a count asked, the rate told with another word and unit -----------------------------------------

RATE_Q = "How many requests can we make to the departures endpoint?"
RATE_FACT = "The carrier's departures endpoint now allows 120 requests a minute per API key."
RATE_NOTE = (
    "Tue 27 Oct: Sprint review; the carrier's new gateway lets each key make three calls a second now; the "
    "flaky parser test is quarantined."
)


def test_a_rate_told_with_another_thing_and_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _change(RATE_Q, RATE_NOTE, RATE_FACT)
    # the same rate after conversion: no change; the rate of another named provider: none
    assert not _change(RATE_Q, RATE_NOTE.replace("three calls", "two calls"), RATE_FACT)
    assert not _change(RATE_Q, RATE_NOTE.replace("the carrier's new gateway", "the Stripe gateway"), RATE_FACT)
    # the clause shares no subject word with the fact or the question
    assert not _change(RATE_Q, "Tue 27 Oct: Sprint review; the test box takes three calls a second now.", RATE_FACT)
    # a question asking another thing
    assert not _change("How many developers work on the departures endpoint?", RATE_NOTE, RATE_FACT)
    _off(monkeypatch)
    assert not _change(RATE_Q, RATE_NOTE, RATE_FACT)


def test_one_call_a_second() -> None:
    question = "How many calls can we make to the Met Office API?"
    older = "The Met Office API lets us make 30 requests per minute."
    assert _change(question, "Thu 29 Oct: wrap-up; the Met Office feed takes one call a second from us now.", older)
    assert not _change(question, "Thu 29 Oct: wrap-up; the Met Office feed takes one call every two seconds.", older)


def _hits(texts: list[tuple[str, str, int, float]], question: str) -> list[Hit]:
    """Hits in the given order: (text, kind, days ago, relevance) each."""
    store = MemoryStore(clock=NOW.timestamp)
    ids = [store.remember("s", text, created_at=NOW - timedelta(days=ago), kind=kind) for text, kind, ago, _ in texts]
    got = {h.id: h for h in store.recall("s", question, k=len(texts), conflicts=False)}
    return [dataclasses.replace(got[i], relevance=rel) for i, (_, _, _, rel) in zip(ids, texts)]


RATE_HITS = [
    (RATE_FACT, "fact", 75, 1.9),
    ("The carrier's departures endpoint is rate limited to 90 requests a minute per API key.", "fact", 540, 2.2),
    ("Mon 19 Oct: Merged PR #4182: retries with jitter when the departures endpoint answers 429.", "episode", 13, 1.7),
    (RATE_NOTE, "episode", 5, 0.7),
]


def test_the_rate_note_goes_first_and_marks_both_facts(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits(RATE_HITS, RATE_Q)
    ids = [h.id for h in hits]
    after = asked_change_first(RATE_Q, hits)
    assert after[0].id == ids[3]
    assert {ids[0], ids[1]} <= set(after[0].memory.conflicts_with)  # both older limits (support.slot_first keeps them)
    _off(monkeypatch)
    assert [h.id for h in asked_change_first(RATE_Q, hits)] == ids


# --- the newest amount told with the old one in passing ---------------------------------------------------------------

TRIP_Q = "How much is a full-day trip to the Stacks?"
TRIP = [
    ("Mon 31 Aug: Put the full-day Stacks trip up to £105 a head for next season.", "episode", 62, 2.4),
    ("A full-day guided trip to the Stacks costs £95 a person.", "fact", 540, 3.7),
    ("Sat 24 Oct: Took a hen party to the Stacks; they saw otters by the lagoon.", "episode", 8, 1.0),
    (
        "Thu 29 Oct: Busy half-term; it's a hundred and twenty pounds a head for the full day now, it was a hundred "
        "and five until Monday; the RIB needs antifouling.",
        "episode",
        3,
        0.4,
    ),
]


def test_the_value_now_and_the_one_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits(TRIP, TRIP_Q)
    ids = [h.id for h in hits]
    after = [h.id for h in asked_change_first(TRIP_Q, hits)]
    assert after.index(ids[3]) < after.index(ids[0]) and after.index(ids[3]) < after.index(ids[1])
    monkeypatch.setattr(semantics, "PAST_VALUE", False)
    assert [h.id for h in asked_change_first(TRIP_Q, hits)] == ids


FEE_Q = "How much is the entry fee for the Crags Round?"
FEE = [
    ("Wed 2 Sep: Entry for the Crags Round goes up to £14 to cover the new insurance.", "episode", 60, 2.3),
    ("The entry fee for the Crags Round is £12.", "fact", 540, 4.7),
    (
        "Wed 28 Oct: Busy evening on the entries; it was fourteen, it's sixteen pounds from the first of January; two "
        "marshals dropped out.",
        "episode",
        4,
        0.6,
    ),
]


def test_the_old_value_first_and_the_new_after() -> None:
    hits = _hits(FEE, FEE_Q)
    ids = [h.id for h in hits]
    after = [h.id for h in asked_change_first(FEE_Q, hits)]
    assert after[0] == ids[2]


@pytest.mark.parametrize(
    "note",
    [
        # the past value is no older hit's
        "Wed 28 Oct: Busy evening on the entries; it was thirteen, it's sixteen pounds from the first of January.",
        # no value told beside the past one
        "Wed 28 Oct: Busy evening; the queue was fourteen deep at the tent.",
        # the value told as new is the older hit's own: no change of it
        "Wed 28 Oct: Busy evening on the entries; it was twelve, it's fourteen pounds since September.",
        # a count, not the amount asked
        "Wed 28 Oct: Busy evening; there were 14 marshals, it's 16 now.",
    ],
)
def test_no_past_value_pair(note: str) -> None:
    hits = _hits([FEE[0], FEE[1], (note, "episode", 4, 0.6)], FEE_Q)
    ids = [h.id for h in hits]
    after = [h.id for h in asked_change_first(FEE_Q, hits)]
    assert after[0] != ids[2]


def test_past_value_reads_words_as_digits() -> None:
    assert "was 14," in spelt_in_digits("it was fourteen, it's sixteen pounds")


# --- the indefinite article before a clause's head --------------------------------------------------------------------

SERVICE_Q = "What does a full barometer service cost?"
SERVICE_FACT = "A full service of a barometer costs £80."


def test_a_head_after_the_indefinite_article(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = (
        "Wed 21 Oct: Shop day: the carriage clock is ready for collection; a barometer overhaul is a hundred and "
        "ten pounds now with the new insurance; the window needs cleaning."
    )
    assert _change(SERVICE_Q, newer, SERVICE_FACT)
    # another thing at the head; the same amount
    assert not _change(SERVICE_Q, newer.replace("a barometer overhaul", "a new barometer"), SERVICE_FACT)
    assert not _change(SERVICE_Q, newer.replace("a hundred and ten", "eighty"), SERVICE_FACT)
    monkeypatch.setattr(semantics, "ARTICLE_HEAD", False)
    assert not _change(SERVICE_Q, newer, SERVICE_FACT)


def test_a_past_value_of_another_thing_marks_no_fact() -> None:
    # the note changes the trip's price; the first fact hit (a guide's pay) is no change of the trip's
    question = "What is Wrenna paid for a full-day trip to the Stacks?"
    hits = _hits([("Wrenna is paid £125 a day for guiding.", "fact", 300, 2.0), *TRIP[:2], TRIP[3]], question)
    after = asked_change_first(question, hits)
    assert hits[0].id not in set(next(h for h in after if h.id == hits[3].id).memory.conflicts_with)


# --- a weekday swapped, told with "now", under the share of a hashing store -------------------------------------------

DEPOT_Q = "Which day do our pallets go to the depot?"


def _depot_store() -> tuple[MemoryStore, str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember(
        "s", "Mr Ashdown takes our pallets to the depot on Tuesdays.", created_at=NOW - timedelta(days=400)
    )
    store.remember("s", "Our forklift is serviced every spring.", created_at=NOW - timedelta(days=300))
    store.remember(
        "s",
        "Wed 21 Oct: Depot batch DP-0923: four pallets, weighed at 680 kilos on average.",
        created_at=NOW - timedelta(days=11),
        kind="episode",
    )
    note = store.remember(
        "s",
        "Mon 26 Oct: Mr Ashdown says the depot only takes pallets on Wednesdays now, so ours go in on a Wednesday "
        "from next week.",
        created_at=NOW - timedelta(days=6),
        kind="episode",
    )
    return store, fact, note


def test_a_swapped_day_under_the_share_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store, fact, note = _depot_store()
    got = [h.id for h in store.recall("s", DEPOT_Q, k=4)]
    assert got.index(note) < got.index(fact)
    monkeypatch.setattr(semantics, "SWAP_SERVED", False)
    got = [h.id for h in store.recall("s", DEPOT_Q, k=4)]
    assert got.index(note) < got.index(fact)  # newest163's MARKED_CHANGE reads the same change ("... now")
    monkeypatch.setattr(semantics, "MARKED_CHANGE", False)
    got = [h.id for h in store.recall("s", DEPOT_Q, k=4)]
    assert got.index(note) < got.index(fact)  # newest179's TOLD_UNDER_SHARE reads it too (a change told "now")
    monkeypatch.setattr(semantics, "TOLD_UNDER_SHARE", False)
    got = [h.id for h in store.recall("s", DEPOT_Q, k=4)]
    assert got.index(fact) < got.index(note)


# --- a name told anew with the old one retired by its name, under the share of a hashing store -----------------------

BOARD_Q = "What's our build dashboard called in Kibana?"


def test_a_rename_with_the_old_name_retired_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember(
        "s", "Our build dashboard in Kibana is called Harbourview.", created_at=NOW - timedelta(days=480)
    )
    store.remember("s", "The build worker's HTTP timeout for uploads is 2500 ms.", created_at=NOW - timedelta(days=300))
    note = store.remember(
        "s",
        "Fri 23 Oct: Ulric says the Kibana boards were renamed in the org-wide tidy-up: ours is Quay Metrics Overview "
        "now, and Harbourview is gone.",
        created_at=NOW - timedelta(days=9),
        kind="episode",
    )
    got = [h.id for h in store.recall("s", BOARD_Q, k=3)]
    assert got.index(note) < got.index(fact)
    monkeypatch.setattr(semantics, "RETIRED_SERVED", False)
    got = [h.id for h in store.recall("s", BOARD_Q, k=3)]
    assert got.index(fact) < got.index(note)


@pytest.mark.parametrize(
    ("part", "retired"),
    [
        ("ours is Quay Metrics Overview now, and Harbourview is gone.", True),
        ("Harbourview was retired and ours is Quay Metrics now", True),
        ("ours is Quay Metrics Overview now, and Kibana is gone.", False),  # a name the question names
        ("ours is Quay Metrics Overview now; the Harbourview alerts still fire", False),  # no retiring word
        ("Harbourview stays as it is for the release; the old exports are gone for good now", False),  # too far apart
    ],
)
def test_retired_by_name(part: str, retired: bool) -> None:
    fact = "Our build dashboard in Kibana is called Harbourview."
    assert semantics._retired_by_name(BOARD_Q, part, fact) is retired
