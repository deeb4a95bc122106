"""Branch recall211 (issue 18): one list of change phrases for the conflict pass (Python and native), the story
readers and the dated-note test; a top hit naming only other dates than the asked day below the day's own hit.
Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

import engramdb.semantics as semantics
import engramdb.spans as spans
import engramdb.store as store_module
from engramdb import change_phrases
from engramdb.change_phrases import CHANGE_PHRASES, phrase_cues
from engramdb.semantics import RESTATE_CUES, stems
from engramdb.store import MemoryStore
from engramdb.timeref import named_days

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _words(text: str) -> list[str]:
    return text.lower().replace(",", " ").replace(".", " ").split()


# --- the one list (change_phrases) ---

def test_every_phrase_counts_as_a_change_cue() -> None:
    for phrase, cue in CHANGE_PHRASES:
        assert cue in semantics._CHANGE_CUES, phrase
        assert phrase_cues(phrase.split()) == frozenset({cue})
    assert all(cue in RESTATE_CUES for phrase, cue in CHANGE_PHRASES if "place" in phrase)


@pytest.mark.parametrize("text, cue", [
    ("the old kiln cracked, and a borrowed one fires the pots in its place", "inste"),
    ("the market hall is shut, so we sell from the church porch for the time being", "now"),
    ("the eggs come on the milk van until something better turns up", "now"),
    ("Mirela has taken over the locking up from Doru", "repla"),
    ("a rented mixer in place of the broken one", "inste"),
])
def test_a_phrase_is_read_as_its_cue(text: str, cue: str) -> None:
    assert phrase_cues(_words(text)) == frozenset({cue})
    assert cue in stems(text)


@pytest.mark.parametrize("text", [
    "the lids stay in place while the jars cool",          # "in place" alone
    "the spare room was taken over by boxes of wool",      # "taken over" without has / have
    "what is the place of the kiln in the yard",           # "place of" without "in"
    "a lively place for the time of year",
])
def test_a_near_phrase_is_no_cue(text: str) -> None:
    assert phrase_cues(_words(text)) == frozenset()
    assert not ({"inste", "repla"} & stems(text))


def test_the_switch_off_reads_no_phrase(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "the old kiln cracked, and a borrowed one fires the pots in its place today"
    monkeypatch.setattr(semantics, "CHANGE_PHRASES_ON", False)
    semantics.stems.cache_clear()
    try:
        assert "inste" not in stems(text)
    finally:
        monkeypatch.undo()
        semantics.stems.cache_clear()
    assert "inste" in stems(text)


def test_the_native_words_keep_a_phrase_in_a_row() -> None:
    """A non-ASCII text's word list names each word once after the first three: a phrase broken by an earlier "in"
    is listed again in a row at the end, so the native pass reads it as stems() does."""
    text = "In Brașov the kiln cracked; a borrowed one in Sibiu fires the pots in its place"
    listed = semantics._native_words(text, None)[0].split("\0")[0].split()
    assert change_phrases.in_row(listed, ("in", "its", "place"))
    assert "inste" in stems(text)


def test_the_story_readers_read_the_same_list() -> None:
    assert semantics._from_when("and a borrowed van carries the crates in its place")
    assert semantics._from_when("so the crates ride on the milk van for the time being")
    assert not semantics._from_when("and the lids stay in place")


def test_the_dated_note_test_reads_a_phrase(monkeypatch: pytest.MonkeyPatch) -> None:
    note = "thu 15 oct: the van failed its test, so the crates ride on a neighbour's trailer until something " \
           "better turns up."
    assert spans._note_now(note)
    monkeypatch.setattr(spans, "NOTE_PHRASES", False)
    assert not spans._note_now(note)
    assert spans._note_now("thu 15 oct: the crates come on the milk van now.")


def test_a_phrase_change_is_marked_natively_as_in_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ", and ... in its place" note naming no name of the fact: the native pass marks the change, as
    states_a_change (Python) reads it."""
    older = "The flour for the bakery comes on Tudor's lorry every Tuesday."
    newer = "Tudor's lorry broke down for good, and a hired van brings the flour for the bakery every Tuesday in its place."
    def marked() -> tuple[bool, bool]:
        semantics.stems.cache_clear()
        semantics._rules.cache_clear()
        semantics.conflict_pass.cache_clear()
        store = MemoryStore(clock=NOW.timestamp)
        old = store.remember("b", older, created_at=NOW - timedelta(days=200), importance=0.7)
        new = store.remember("b", newer, created_at=NOW - timedelta(days=10), importance=0.5)
        hits = store.recall("b", "How does the flour for the bakery come every Tuesday?", k=2)
        native = hits[0].id == new and old in hits[0].memory.conflicts_with
        return semantics.states_a_change(newer, older), native

    assert marked() == (True, True)
    monkeypatch.setattr(semantics, "CHANGE_PHRASES_ON", False)
    try:
        assert marked() == (False, False)  # the phrase decides it, in Python and natively
    finally:
        monkeypatch.undo()
        assert marked() == (True, True)


# --- a top hit naming only other dates (store.OTHER_DAY_BELOW) ---

def test_named_days() -> None:
    assert named_days("Correction: the stall is on Sunday 20 December, not Saturday 19.") == frozenset({(12, 20)})
    assert named_days("el puesto es el domingo 20 de diciembre, no el sábado 19") == frozenset({(12, 20)})
    assert named_days("Saturday the 19th, at noon") == frozenset()
    assert named_days("no digits here") == frozenset()


def _day_store() -> tuple[MemoryStore, str]:
    def at(day: int, month: int = 10) -> float:
        return datetime(2026, month, day, 12, tzinfo=timezone.utc).timestamp()

    store = MemoryStore(clock=NOW.timestamp)
    scope = "stall"
    store.remember(scope, "Mon 19 Oct: a teacher from Lipova bought the whole tray of walnut rolls at the stall.",
                   kind="episode", created_at=at(19))
    store.remember(scope, "Correction to yesterday's note: the stall at the winter fair was on Sunday 20 December, "
                   "not on Monday 19.", created_at=at(21), importance=0.7)
    store.remember(scope, "Wed 28 Oct: the stall shut early in the rain.", kind="episode", created_at=at(28))
    return store, scope


def test_the_day_s_hit_above_a_hit_naming_other_dates(monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Who was at the stall on Monday, 19 October?"
    store, scope = _day_store()
    monkeypatch.setattr(store_module, "OTHER_DAY_BELOW", False)
    off = store.recall(scope, question, k=3)
    monkeypatch.setattr(store_module, "OTHER_DAY_BELOW", True)
    on = store.recall(scope, question, k=3)
    assert off[0].text.startswith("Correction") and on[0].text.startswith("Mon 19 Oct")
    assert {h.id for h in on} == {h.id for h in off}  # order only


def test_a_top_hit_naming_the_asked_day_stays() -> None:
    """The rule reads a top hit that names whole dates, none the asked day: a question about 20 December keeps the
    correction (it names that day) wherever it stands."""
    store, scope = _day_store()
    hits = store.recall(scope, "What is at the stall on 20 December?", k=3)
    off = store_module.other_day_below("What is at the stall on 20 December?", hits)
    assert off is hits
