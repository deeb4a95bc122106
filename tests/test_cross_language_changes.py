"""A newer value written in another language than the older one, with no word of change (semantics.
_cross_language_changes; natively cpp/engram/text/conflicts.cpp add_cross_language_changes): issue 18, branch
xlchange53. The vectors are made by hand (a dense embedder whose same-language bias is built in: an English fact's
nearest fact is another English one), so each case is exact."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, timezone
from typing import Any

import numpy as np
import pytest

from engramdb import MemoryStore, _core
from engramdb.embedders import HashingEmbedder
from engramdb.schema import Hit
from engramdb.semantics import (
    XL_CHANGE_MARGIN,
    _native_words,
    _rules,
    _sources,
    conflict_marks,
    reads_as_english,
)

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
# axes: 0 parcels, 1 English, 2 the other language, 3 boxes, 4 volunteers, 5 opening days, 6 the query's own
OLD = "Parcels for the shop go out with DHL, pickup at 3 pm on weekdays."
BOXES = "The shop's parcel boxes are bought from Raja, 40 at a time."
DAYS = "The shop is closed on Mondays."
NEWER = {
    "dutch": "Pakketten voor de winkel gaan met PostNL, ophalen om 15.00 uur op werkdagen.",
    "finnish": "Kaupan paketit lähtevät Postnordilla, nouto klo 15 arkisin.",
    "korean": "가게 소포는 CJ대한통운으로 나가요, 평일 오후 3시 수거.",
}
OTHER = {
    "dutch": "De vrijwilligers werken op zaterdag in de winkel.",
    "finnish": "Vapaaehtoiset työskentelevät kaupassa lauantaisin.",
    "korean": "자원봉사자들은 토요일에 가게에서 일해요.",
}
QUESTION = "How do the shop's parcels go out?"


def _vectors(language: str, newer_topic: float = 1.0) -> dict[str, list[float]]:
    """The hand-made vectors; newer_topic: how much the newer text is about the parcels (under 1: nearer the boxes)."""
    return {
        OLD: [1.0, 0.6, 0, 0.5, 0, 0, 0, 0],
        BOXES: [0.6, 0.6, 0, 1.0, 0, 0, 0, 0],
        DAYS: [0, 0.6, 0, 0, 0, 1.0, 0, 0],
        NEWER[language]: [newer_topic, 0, 0.6, 1.0 - newer_topic, 0, 0, 0, 0],
        OTHER[language]: [0.1, 0, 0.6, 0, 1.0, 0, 0, 0],
        QUESTION: [1.0, 0.3, 0, 0.1, 0, 0, 0, 0],
    }


class HandMade:
    """A dense embedder (not the hashing one) over a fixed table of texts."""

    def __init__(self, table: dict[str, list[float]]) -> None:
        self.table = table
        self.name = "xl-hand-made-1"
        self.dim = 8

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.asarray([self.table[t] for t in texts], np.float32)


def _store(language: str, *, newer: str | None = None, newer_topic: float = 1.0, scope: str = "u",
           table: dict[str, list[float]] | None = None) -> tuple[MemoryStore, str, str]:
    vectors = table or _vectors(language, newer_topic)
    store = MemoryStore(embedder=HandMade(vectors), clock=NOW.timestamp, calibration=None)
    old = store.remember("u", OLD, created_at=NOW - timedelta(days=300), importance=0.9)
    store.remember("u", BOXES, created_at=NOW - timedelta(days=280))
    store.remember("u", DAYS, created_at=NOW - timedelta(days=260))
    store.remember("u", OTHER[language], created_at=NOW - timedelta(days=100))
    new = store.remember(scope, newer or NEWER[language], created_at=NOW - timedelta(days=20), importance=0.5)
    return store, old, new


def _both_ways(store: MemoryStore) -> None:
    """Makes every conflict pass of `store` run natively and by the Python rules and compare them (as
    tests/test_conflicts_native.py's _checked, with the store's cross-language margin), the exhaustive native loops
    too."""
    semantics = store._semantics
    semantics.in_plan = False
    original = semantics.mark_conflicts
    margin = semantics.cross_language

    def both(hits: list[Hit], segments: list[Any], pool_segments: Any, pool_rows: Any, query: Any = None,
             params: Any = None, newest_first: bool = True) -> list[Hit]:
        native = original(hits, segments, pool_segments, pool_rows, query, params, newest_first=newest_first)
        python = original(hits, segments, pool_segments, pool_rows, query, params, native=False,
                          newest_first=newest_first)
        assert [(h.id, h.memory.conflicts_with) for h in native] == [(h.id, h.memory.conflicts_with) for h in python]
        if hits and pool_segments is not None and len(pool_rows) >= 2:
            ids = [h.id for h in hits]
            found = _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids, _native_words,
                                         cross_language=margin)
            assert found is not None
            assert (found[0], sorted(found[1])) == conflict_marks(ids, segments, pool_segments, pool_rows, margin)
            assert found == _core.find_conflicts(_rules(), segments, _sources, pool_segments, pool_rows, ids,
                                                 _native_words, exhaustive=True, cross_language=margin)
        return native

    semantics.mark_conflicts = both  # type: ignore[method-assign]


def _order(store: MemoryStore) -> list[str]:
    return [h.id for h in store.recall("u", QUESTION, k=5)]


@pytest.mark.parametrize("language", sorted(NEWER))
def test_a_change_of_an_english_fact_in_another_language_is_served_first(language: str) -> None:
    store, old, new = _store(language)
    assert store._semantics.cross_language == XL_CHANGE_MARGIN  # a dense embedder
    in_plan = _order(store)
    assert in_plan.index(new) < in_plan.index(old)
    hits = {h.id: h for h in store.recall("u", QUESTION, k=5)}
    assert new in hits[old].memory.conflicts_with and old in hits[new].memory.conflicts_with
    _both_ways(store)
    assert _order(store) == in_plan  # the pass after the plan, native and Python, gives the plan's order
    # the test off (as under the hashing embedder): the older value first, unmarked (no word rule marks these)
    off, old_off, new_off = _store(language)
    off._semantics.cross_language = -1.0
    order = _order(off)
    assert order.index(old_off) < order.index(new_off)
    assert not {h.id: h for h in off.recall("u", QUESTION, k=5)}[old_off].memory.conflicts_with


def test_a_newer_fact_in_the_same_language_is_not_marked_by_this_test() -> None:
    newer = "Shop parcels: PostNL, collected at 15.00 each weekday."
    table = _vectors("dutch")
    table[newer] = table.pop(NEWER["dutch"])
    table[newer][1], table[newer][2] = 0.6, 0.0  # English, as the older
    store, old, new = _store("dutch", newer=newer, table=table)
    _both_ways(store)
    marks = conflict_marks_of(store)
    assert (new, old) not in marks["xl"] and marks["xl"] == marks["off"]


def conflict_marks_of(store: MemoryStore) -> dict[str, set[tuple[str, str]]]:
    """The changes the pass finds over the question's pool with the store's margin ("xl") and with the test off."""
    out: dict[str, set[tuple[str, str]]] = {}
    captured: dict[str, Any] = {}
    original = store._semantics.mark_conflicts

    def capture(hits: list[Hit], segments: list[Any], pool_segments: Any, pool_rows: Any, *args: Any,
                **options: Any) -> list[Hit]:
        captured.update(hits=hits, segments=segments, pool_segments=pool_segments, pool_rows=pool_rows)
        return original(hits, segments, pool_segments, pool_rows, *args, **options)

    store._semantics.in_plan = False
    store._semantics.mark_conflicts = capture  # type: ignore[method-assign]
    store.recall("u", QUESTION, k=5)
    ids = [h.id for h in captured["hits"]]
    for name, margin in (("xl", store._semantics.cross_language), ("off", -1.0)):
        found = _core.find_conflicts(_rules(), captured["segments"], _sources, captured["pool_segments"],
                                     captured["pool_rows"], ids, _native_words, cross_language=margin)
        assert found is not None
        out[name] = {(newer, older) for newer, older, _at in found[1]}
    return out


@pytest.mark.parametrize("language", sorted(NEWER))
def test_a_change_under_the_margin_is_not_marked(language: str) -> None:
    # the newer text about as near the boxes as the parcels fact: its nearest English fact by less than the margin
    store, old, new = _store(language, newer_topic=0.55)
    _both_ways(store)
    marks = conflict_marks_of(store)
    assert (new, old) not in marks["xl"] and marks["xl"] == marks["off"]
    # and the same texts nearer the parcels are marked (the margin is what stops it)
    store, old, new = _store(language)
    assert (new, old) in conflict_marks_of(store)["xl"]


def test_no_mark_across_scopes() -> None:
    store, old, new = _store("dutch", scope="v")
    hits = store.recall("u", QUESTION, k=5)
    assert new not in [h.id for h in hits]
    assert all(new not in h.memory.conflicts_with for h in hits)
    assert all(not h.memory.conflicts_with for h in hits if h.id == old)


def test_the_hashing_embedder_runs_no_cross_language_test() -> None:
    assert MemoryStore(embedder=HashingEmbedder(), clock=NOW.timestamp)._semantics.cross_language < 0
    assert MemoryStore(clock=NOW.timestamp)._semantics.cross_language < 0


@pytest.mark.parametrize(("text", "english"), [
    (OLD, True), (BOXES, True), (DAYS, True), ("Shift lead: Mia", True),
    # known misreadings (branch newest46): a label fact with no English function word, and the short words of a name
    ("Colourist rate: 35,000 KRW per page.", False), ("Lunch with Ana de la Cruz at noon", False),
    (NEWER["dutch"], False), (NEWER["finnish"], False), (NEWER["korean"], False), (OTHER["dutch"], False),
    ("Paddle surf por la bahía: 25 euros una hora", False), ("O estúdio abre às 9h.", False),
    ("Die Lieferung kommt jetzt mit DPD und der Fahrer ist neu.", False),
])
def test_reads_as_english(text: str, english: bool) -> None:
    assert reads_as_english(text) is english


@pytest.mark.parametrize("text", [
    "Pakketten gaan met PostNL.", "shift lead is Mia", "-de la Cruz", "'t is op de hoek", "Die Fahrer und der Chef",
    "Lunch_with de-la the el", "3rd floor, la sala grande", "De koerier komt op dinsdag", "Y el lunes no abre",
    "iPads and eBay: dE lA pAs fOr tHe shop",
])
def test_the_native_language_test_is_the_python_one(text: str) -> None:
    # an ASCII text is read natively (ascii_reads_as_english): it is marked as the newer side of the Dutch test
    # exactly when the Python pass, which reads reads_as_english, marks it
    table = _vectors("dutch")
    table[text] = table.pop(NEWER["dutch"])
    store, _old, _new = _store("dutch", newer=text, table=table)
    _both_ways(store)
    store.recall("u", QUESTION, k=5)
