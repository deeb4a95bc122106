"""A newer memory in another language that the conflict pass marked against the asked fact (issue 18, branch
newest163): semantics.XL_MARKED_CHANGE reads it as the fact's newer value under the share (a hashing store scores a
note in another language near 0 for an English question) when one of its clauses tells a change (a word of now, a
change verb or "instead": _xl_marked_under_share); an unmarked note, or a marked one that tells no change, keeps its
place."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics
from engramdb.schema import Hit, evolve, with_conflicts
from engramdb.semantics import asked_change_first

from .caches_util import clear_caches, fresh_caches

NOW = datetime(2026, 11, 2, 12, 0, tzinfo=timezone.utc)
QUESTION = "Who delivers our eggs and milk?"
OLDER = "Eggs and milk are delivered by Hollins Farm Supplies on the first Friday of each month."
NEWER = "Od teraz jajka i mleko dostarcza nam Brackley Farm Supplies, w każdy wtorek, a nie Hollins Farm Supplies."
FILLERS = ("The farm shop opens at 8 am and closes at 6 pm every day.",
           "Beginners' riding lessons cost 30 pounds an hour on weekdays.")


CACHED = (semantics,)  # the modules whose caches each test starts and ends without
_fresh_caches = fresh_caches(*CACHED)


def _hits(newer: str = NEWER, marked: bool = True) -> tuple[list[Hit], str, str]:
    """A hashing store's hits as a recall has them: the older fact first, the fillers, the newer note last at relevance 0
    (its words are another language's), the two marked against each other when `marked` (the conflict pass's mark)."""
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("farm", OLDER, created_at=NOW - timedelta(days=200), importance=0.7)
    for n, text in enumerate(FILLERS):
        store.remember("farm", text, created_at=NOW - timedelta(days=190 - n))
    new = store.remember("farm", newer, created_at=NOW - timedelta(days=30), importance=0.7)
    hits = store.recall("farm", QUESTION, k=4, conflicts=False)
    assert {h.id for h in hits} == {h.id for h in hits} | {old, new}
    order = {old: 0, new: 9}
    hits = sorted(hits, key=lambda h: order.get(h.id, 1))
    relevance = {old: 0.9, new: 0.0}
    out = [evolve(h, relevance=relevance.get(h.id, 0.4)) for h in hits]
    if marked:
        out = [with_conflicts(h, (new,)) if h.id == old else with_conflicts(h, (old,)) if h.id == new else h
               for h in out]
    return out, old, new


def test_a_marked_note_in_another_language_that_says_now_goes_before_the_fact() -> None:
    hits, old, new = _hits()
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(new) < ids.index(old)


def test_switched_off_the_fact_stays_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "XL_MARKED_CHANGE", False)
    hits, old, new = _hits()
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_an_unmarked_note_keeps_its_place() -> None:
    hits, old, new = _hits(marked=False)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


@pytest.mark.parametrize("newer", [
    # German "statt" (instead of), no word of now
    "Die Eier und die Milch liefert Brackley Farm Supplies statt Hollins Farm Supplies, jeden Dienstag.",
    # Spanish "a partir de ahora"
    "A partir de ahora los huevos y la leche los trae Brackley Farm Supplies los martes, y ya no Hollins Farm Supplies.",
])
def test_instead_and_now_in_other_languages(newer: str) -> None:
    hits, old, new = _hits(newer)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(new) < ids.index(old)


def test_a_marked_note_that_tells_no_change_keeps_its_place() -> None:
    newer = "Jajka i mleko dostarcza nam Brackley Farm Supplies, w każdy wtorek; Hollins Farm Supplies przywozi paszę."
    hits, old, new = _hits(newer)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


_TOLD = semantics.XL_NOW_WORDS | semantics.XL_CHANGE_WORDS | semantics.XL_INSTEAD_WORDS


_PLAIN_WORDS = ("jajka", "mleko", "dostarcza", "przywozi", "paszę", "wtorek", "czwartek", "sklep", "farmy", "kozie",
                "świeże", "codziennie", "rano", "wieczorem", "zawsze", "tylko")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_PLAIN_WORDS), min_size=1, max_size=6))
def test_a_marked_note_with_no_word_of_change_never_moves(extra: list[str]) -> None:
    """Property: whatever words of the other language a marked note adds, with none telling a change (now, a change
    verb, instead), the fact keeps its place."""
    from engramdb.numwords_xl import XL_NOW_MORE

    assume(not any(w[:5] in _TOLD or w[:5] in XL_NOW_MORE for w in extra))
    clear_caches(*CACHED)
    newer = "Jajka i mleko dostarcza nam Brackley Farm Supplies i Hollins Farm Supplies, " + " ".join(extra) + "."
    assert semantics._language_side(newer) == -1  # read as the other language than the fact: asked_change_first's `other`
    hits, old, new = _hits(newer)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_a_fact_is_read_whole_where_a_time_colon_cuts_a_label() -> None:
    """A fact's word of now before a time ("... 09:00-18:00"): _xl_clauses reads "Od teraz ... 09" as a label."""
    newer = "Od teraz jajka i mleko dostarcza nam Brackley Farm Supplies, wtorki 09:00-11:00, a nie Hollins Farm Supplies."
    hits, old, new = _hits(newer)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(new) < ids.index(old)


# semantics.MARKED_CHANGE: the same reading in the fact's own language, for a change told with no number
EN_QUESTION = "Where do members buy their paint and brushes?"
EN_OLDER = "Members buy their paint and brushes through the art shop in Kendal."
EN_NEWER = ("Mon 12 Oct: Ruth says the art shop in Kendal has closed, so members buy their paint through the market "
            "stall in Penrith from now on.")


def _en_hits(newer: str, older: str = EN_OLDER, marked: bool = True) -> tuple[list[Hit], str, str]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("club", older, created_at=NOW - timedelta(days=200), importance=0.7)
    store.remember("club", "The club meets in the church hall on Tuesday evenings.", created_at=NOW - timedelta(days=190))
    store.remember("club", "Membership is 25 pounds a year, paid to the treasurer.", created_at=NOW - timedelta(days=180))
    new = store.remember("club", newer, created_at=NOW - timedelta(days=20))
    hits = store.recall("club", EN_QUESTION, k=4, conflicts=False)
    assert {old, new} <= {h.id for h in hits}
    order = {old: 0, new: 9}
    relevance = {old: 0.9, new: 0.1}
    out = [evolve(h, relevance=relevance.get(h.id, 0.4)) for h in sorted(hits, key=lambda h: order.get(h.id, 1))]
    if marked:
        out = [with_conflicts(h, (new,)) if h.id == old else with_conflicts(h, (old,)) if h.id == new else h
               for h in out]
    return out, old, new


def test_a_marked_note_that_says_the_fact_changed_goes_first() -> None:
    hits, old, new = _en_hits(EN_NEWER)
    ids = [h.id for h in asked_change_first(EN_QUESTION, hits)]
    assert ids.index(new) < ids.index(old)


def test_marked_change_switched_off_keeps_the_fact_first(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(semantics, "MARKED_CHANGE", False)
    hits, old, new = _en_hits(EN_NEWER)
    ids = [h.id for h in asked_change_first(EN_QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_a_marked_note_of_another_subject_keeps_its_place() -> None:
    """The conflict pass marks two facts told alike ("moved to Wednesdays"): the clause of change must hold two stems
    the question and the fact share."""
    newer = "The life drawing group has moved to Wednesdays from now on, in the small room."
    hits, old, new = _en_hits(newer)
    ids = [h.id for h in asked_change_first(EN_QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_an_unmarked_note_that_says_changed_keeps_its_place() -> None:
    hits, old, new = _en_hits(EN_NEWER, marked=False)
    ids = [h.id for h in asked_change_first(EN_QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


def test_a_count_changed_is_no_new_name() -> None:
    """For a name asked (a place here), a clause of change that counts again what the fact counts ("15 members" after
    "20 members") tells a count changed, not where members buy."""
    older = "Members buy their paint and brushes through the art shop in Kendal; 20 members are on its list."
    newer = "Mon 12 Oct: the art shop in Kendal cut its list to fifteen members, so fewer members buy their paint there now."
    hits, old, new = _en_hits(newer, older)
    ids = [h.id for h in asked_change_first(EN_QUESTION, hits)]
    assert ids.index(old) < ids.index(new)
