"""The newest value told per another pack or time basis, with a clipped subject, as a rate told elliptically, and a
rename told by a third party with the thing named by its nouns (issue 18, branch newest107): unit_prices.COUNTED_PACKS,
TIME_BASIS; semantics.CLIPPED_WORDS, ELLIPTIC_RATE, RENAME_BY_NOUN, PRICE_UNSCORED, ANSWERING_FACT."""

from __future__ import annotations

import dataclasses
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, semantics, unit_prices
from engramdb.schema import Hit
from engramdb.semantics import _asking_stems, asked_change, asked_change_first, told_anew
from engramdb.unit_prices import price_changed, price_restated, prices

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _change(question: str, newer: str, older: str) -> bool:
    return asked_change(question, _asking_stems(question), newer, older)


# --- a price per a pack of a count ("a bundle of fifty staves is 240 pounds") --------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "noun"),
    [
        ("a bundle of fifty staves is two hundred and forty pounds now", 4.8, "staf"),
        ("A box of 12 eggs costs £3 at the farm gate.", 0.25, "egg"),
        ("a case of six bottles now sells for 45 euros", 7.5, "bott"),
        ("a pack of 20 is £7", 0.35, ""),
    ],
)
def test_a_pack_of_a_count_is_read_per_thing(text: str, value: float, noun: str) -> None:
    got = [p for p in prices(text) if p.dimension == "count"]
    assert len(got) == 1 and got[0].value == pytest.approx(value) and got[0].noun == noun


def test_a_pack_price_compares_with_a_price_each(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = "Week's notes; a bundle of fifty staves is two hundred and forty pounds now; Calum off Friday."
    older = "The Glasgow importer put American oak staves up to 4.60 pounds each."
    assert price_changed(newer, older)
    assert _change("What do American oak staves cost us?", newer, older)
    # equal after conversion: no change
    assert price_restated("a box of 12 is £24 now", "Tiles are £2 each.")
    assert not price_changed("a box of 12 is £24 now", "Tiles are £2 each.")
    # another thing's pack: not compared
    assert not price_changed("a box of 12 eggs is £3 now", older)
    # a count of one, or a group's price with a per word, is no pack
    assert not [p for p in prices("a team of one is £50") if p.dimension == "count"]
    monkeypatch.setattr(unit_prices, "COUNTED_PACKS", False)
    unit_prices.prices.cache_clear()
    unit_prices._compare.cache_clear()
    assert not price_changed(newer, older)
    unit_prices.prices.cache_clear()
    unit_prices._compare.cache_clear()


# --- a price per a unit of time told for a count ("nine hundred a year for the four visits") -----------------------


def test_a_price_per_year_for_a_count_of_visits(monkeypatch: pytest.MonkeyPatch) -> None:
    newer = "the churchwarden wants a yearly figure, so it's nine hundred a year now for the four visits"
    older = "St Laurence's agreed 200 pounds a visit for the tuning contract from this quarter."
    question = "How much is the St Laurence's tuning contract?"
    assert price_changed(newer, older)
    assert _change(question, "Catching up; at St Laurence's " + newer + "; Piers fixed the pedal.", older)
    # with a currency, and per a month for lessons
    assert price_changed("£600 a month for the twelve lessons", "Lessons are £45 a lesson.")
    assert price_restated("£540 a month for the twelve lessons", "Lessons are £45 a lesson.")
    # equal after conversion: no change
    assert price_restated("it's 800 a year now for the four visits", older)
    # a basis of time is no count ("for two weeks"), nor a bare number with no count after it
    assert not [p for p in prices("£50 a week for two weeks") if p.dimension == "count"]
    assert not prices("we do nine hundred a year now")
    # another thing's count: not compared
    assert not price_changed("nine hundred a year now for the four boats", older)
    monkeypatch.setattr(unit_prices, "TIME_BASIS", False)
    unit_prices.prices.cache_clear()
    unit_prices._compare.cache_clear()
    assert not price_changed(newer, older)
    unit_prices.prices.cache_clear()
    unit_prices._compare.cache_clear()


# --- a clipped word as the shared subject ("subs" / "subscription") ------------------------------------------------


def test_a_clipped_word_shares_the_subject(monkeypatch: pytest.MonkeyPatch) -> None:
    question = "How much is the playing subscription?"
    older = "Mon 14 Sep: The committee set the playing subscription at 135 pounds a year from the next season."
    newer = "The treasurer's news; subs go monthly from January, so it's twelve pounds a month now by standing order."
    assert _change(question, newer, older)
    # another word than a clipping of the subject ("suburbs" is longer than half of it; "the" is a stopword)
    assert not _change(question, "The treasurer's news; suburbs are twelve pounds a month now to park in.", older)
    # equal after conversion: no change
    assert not _change(question, "subs go monthly, so it's 11.25 pounds a month now", older)
    assert semantics._clipped_share("info desk", "How much is the information desk fee?", "The information desk...")
    assert not semantics._clipped_share("car park", "How much is the carpet fitting?", "The carpet fitting...")
    monkeypatch.setattr(semantics, "CLIPPED_WORDS", False)
    semantics._clipped_share.cache_clear()
    semantics._price_change_in.cache_clear()
    assert not _change(question, newer, older)
    semantics._clipped_share.cache_clear()
    semantics._price_change_in.cache_clear()


# --- a rate told elliptically ("two requests a second" after "30 requests a minute per client") ------------------------


def test_a_rate_told_elliptically(monkeypatch: pytest.MonkeyPatch) -> None:
    question = "What is the season-pass provider's API rate limit?"
    older = "The season-pass provider's API rate limit is 30 requests a minute per client."
    newer = "Retro notes; the provider now lets us send two requests a second on the paid tier; Hedley owns the script."
    assert _change(question, newer, older)
    # equal after conversion: no change; another thing counted: none
    assert not _change(question, "Retro notes; the provider now lets us send one request every two seconds", older)
    assert not _change(question, "Retro notes; the provider now lets us send two emails a second", older)
    monkeypatch.setattr(semantics, "ELLIPTIC_RATE", False)
    monkeypatch.setattr(semantics, "NAMED_SUBJECT", False)  # newest109's head reading passes it too
    monkeypatch.setattr(unit_prices, "RATE_ALIKE", False)  # newest133's rate of a thing counted alike, the same
    assert not _change(question, newer, older)


# --- a rename told by a third party, the thing named by its nouns ---------------------------------------------------

RENAME_Q = "What's the gates' Grafana dashboard called?"
RENAME_FACT = "Our Grafana dashboard for the gates is called GateWatch."


@pytest.mark.parametrize(
    "newer",
    [
        "Mon 19 Oct: Hedley says the ops team renamed the gate dashboard Summit Board in the tidy-up.",
        "Mon 19 Oct: Hedley says the gate dashboard is called Summit Board now.",
        "Mon 19 Oct: Per Hedley, the ops team took the gate dashboard and renamed it to Summit Board.",
        "Mon 19 Oct: Hedley says the gate dashboard goes by Summit Board these days.",
        "Mon 19 Oct: Hedley mentioned the gate dashboard is now named Summit Board.",
    ],
)
def test_a_rename_told_by_a_third_party(newer: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert told_anew(RENAME_Q, newer, RENAME_FACT) is not None
    monkeypatch.setattr(semantics, "RENAME_BY_NOUN", False)
    assert told_anew(RENAME_Q, newer, RENAME_FACT) is None


def test_a_rename_of_another_thing_or_to_the_same_name() -> None:
    for newer in (
        "Mon 19 Oct: Hedley says the ops team renamed the deploy pipeline Summit Board.",
        "Mon 19 Oct: Hedley says the ops team renamed the gate firmware repo Summit.",
        "Mon 19 Oct: Hedley says the ops team renamed the gate dashboard GateWatch again.",
    ):
        assert told_anew(RENAME_Q, newer, RENAME_FACT) is None, newer


# --- asked_change_first: the orders the readings give ---------------------------------------------------------------


def _hits(texts: list[tuple[str, str, int, float]], question: str) -> list[Hit]:
    """Hits in the given order: (text, kind, days ago, relevance) each."""
    store = MemoryStore(clock=NOW.timestamp)
    ids = [store.remember("s", text, created_at=NOW - timedelta(days=ago), kind=kind) for text, kind, ago, _ in texts]
    got = {h.id: h for h in store.recall("s", question, k=len(texts), conflicts=False)}
    return [dataclasses.replace(got[i], relevance=rel) for i, (_, _, _, rel) in zip(ids, texts)]


CRESS_Q = "What do the Winchester hotels pay for catering cress?"
CRESS = [
    (
        "Thu 17 Sep: Agreed 7 pounds a kilo for catering cress with the Winchester hotels from October.",
        "episode",
        45,
        1.6,
    ),
    ("Catering cress goes to the Winchester hotels at 6 pounds a kilo.", "fact", 440, 1.66),
    ("Fri 23 Oct: The hotels' chef asked about a tasting menu; Zuzanna sent samples.", "episode", 9, 0.5),
    (
        "Wed 28 Oct: Quiet week; a 5-kilo catering box is thirty-two pounds now; the van's MOT passed.",
        "episode",
        4,
        0.3,
    ),
]


def test_a_price_per_pack_under_the_share_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits(CRESS, CRESS_Q)
    ids = [h.id for h in hits]
    after = [h.id for h in asked_change_first(CRESS_Q, hits)]
    assert after.index(ids[3]) < after.index(ids[0]) < after.index(ids[1])
    monkeypatch.setattr(semantics, "PRICE_UNSCORED", False)
    # the note says "now": newest179's reading of a told change under the share reads it too (test_newest179)
    monkeypatch.setattr(semantics, "TOLD_UNDER_SHARE", False)
    after = [h.id for h in asked_change_first(CRESS_Q, hits)]
    assert after == ids
    # the fact's price after conversion (30 pounds for 5 kilos is 6 pounds a kilo): no move
    monkeypatch.setattr(semantics, "PRICE_UNSCORED", True)
    same = [*CRESS[:3], ("Wed 28 Oct: Quiet week; a 5-kilo catering box is thirty pounds now.", "episode", 4, 0.3)]
    hits = _hits(same, CRESS_Q)
    assert [h.id for h in asked_change_first(CRESS_Q, hits)] == [h.id for h in hits]


TUNING_Q = "How much is the St Laurence's tuning contract?"
TUNING = [
    (
        "Thu 29 Oct: Catching up; the churchwarden at St Laurence's wants a yearly figure, so it's nine hundred a year "
        "now for the four visits; Piers fixed the swell pedal.",
        "episode",
        3,
        0.95,
    ),
    ("The St Laurence's winter tuning is booked for 9 in the morning on 3 December.", "fact", 5, 1.12),
    (
        "Tue 15 Sep: St Laurence's agreed 200 pounds a visit for the tuning contract from this quarter.",
        "episode",
        47,
        1.69,
    ),
    ("The tuning contract at St Laurence's is 180 pounds a visit, four visits a year.", "fact", 440, 1.66),
]


def test_the_answering_fact_and_the_newer_notes_above_it(monkeypatch: pytest.MonkeyPatch) -> None:
    hits = _hits(TUNING, TUNING_Q)
    ids = [h.id for h in hits]
    out = {h.id: h for h in asked_change_first(TUNING_Q, hits)}
    assert [h for h in out] == ids  # ranked above already: marked, not moved
    assert ids[2] in out[ids[0]].memory.conflicts_with and ids[3] in out[ids[0]].memory.conflicts_with
    assert not out[ids[1]].memory.conflicts_with  # the other fact
    monkeypatch.setattr(semantics, "ANSWERING_FACT", False)
    out = {h.id: h for h in asked_change_first(TUNING_Q, hits)}
    assert not out[ids[0]].memory.conflicts_with
