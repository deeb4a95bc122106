"""Newest value first (issue 18, branch newest179): a dated note under the share whose clause says the value changed
(semantics.TOLD_UNDER_SHARE), a middle version left above the newest (semantics.CHAIN_NOTES), and a clause whose
subject is a pronoun naming what the clause before it names (spans.NAMED_PRONOUN)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, semantics, spans, support
from engramdb.schema import Hit, evolve, with_conflicts
from engramdb.semantics import _told_change, asked_change_first
from engramdb.spans import named_in_value
from tests.caches_util import fresh_caches

_fresh_caches = fresh_caches(semantics, spans, support)

NOW = datetime(2026, 11, 2, 12, 0, tzinfo=timezone.utc)
QUESTION = "What time does the hall have to be locked up at night?"
OLDER = "The hall has to be locked up by 11 pm; the caretaker does it."
NEWER = "Tue 3 Mar: Ruth says the council wants the hall locked up by 22:00 from now on."
FILLERS = ("The hall's boiler is serviced every October by Pennine Gas.",
           "Chairs are stacked in the store room after each class.")


def _q(question: str = QUESTION) -> frozenset[str]:
    return semantics._asking_stems(question)


def test_a_note_that_says_the_value_changed_is_read() -> None:
    assert _told_change(QUESTION, _q(), NEWER, OLDER)


@pytest.mark.parametrize("newer", [
    # no word of change: a time told once is not read under the share
    "Tue 3 Mar: Ruth says the council wants the hall locked up by 22:00 on the night of the fair.",
    # a word of change, but the same value
    "Tue 3 Mar: Ruth says the hall has to be locked up by 11 pm from now on.",
    # a word of change about another thing, the value in another clause
    "Tue 3 Mar: the hall was locked up by 22:00. The boiler is serviced by a new firm now.",
])
def test_no_change_read_without_each_part(newer: str) -> None:
    assert not _told_change(QUESTION, _q(), newer, OLDER)


def _hits(newer: str = NEWER, older: str = OLDER, share: float = 0.1) -> tuple[list[Hit], str, str]:
    """A recall's hits: the older fact first, the fillers, the newer note last at `share` of the fact's relevance."""
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("hall", older, created_at=NOW - timedelta(days=200), importance=0.7)
    for n, text in enumerate(FILLERS):
        store.remember("hall", text, created_at=NOW - timedelta(days=190 - n))
    new = store.remember("hall", newer, kind="episode", created_at=NOW - timedelta(days=30), importance=0.7)
    hits = store.recall("hall", QUESTION, k=4, conflicts=False)
    assert {old, new} <= {h.id for h in hits}
    order = {old: 0, new: 9}
    hits = sorted(hits, key=lambda h: order.get(h.id, 1))
    relevance = {old: 0.9, new: 0.9 * share}
    return [evolve(h, relevance=relevance.get(h.id, 0.4)) for h in hits], old, new


def test_the_note_goes_before_the_fact_under_the_share(monkeypatch: pytest.MonkeyPatch) -> None:
    hits, old, new = _hits()
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(new) < ids.index(old)
    monkeypatch.setattr(semantics, "TOLD_UNDER_SHARE", False)
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)  # switched off: main's order


def test_a_note_without_a_word_of_change_stays_under_the_fact() -> None:
    hits, old, new = _hits(NEWER.replace(" from now on", " for the fair"))
    ids = [h.id for h in asked_change_first(QUESTION, hits)]
    assert ids.index(old) < ids.index(new)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["boiler", "store room", "car park", "kitchen"]), st.sampled_from(["now", "from now on"]))
def test_a_change_of_another_thing_is_never_read(thing: str, now: str) -> None:
    """A note that says another thing of the hall changed, at another time, restates nothing of the fact."""
    newer = f"Tue 3 Mar: Ruth says the {thing} opens at 22:00 {now}."
    assert not _told_change(QUESTION, _q(), newer, OLDER)


PRICE_QUESTION = "What do the hotels pay for a box of salad leaves?"
PRICE_FACT = "The hotels pay 6 pounds a box for salad leaves."
PRICE_MID = "Thu 17 Sep: agreed 7 pounds a box for salad leaves with the hotels from October."
PRICE_NEW = "Wed 28 Oct: quiet week; the hotels pay 9 pounds a box for salad leaves now; the van passed its MOT."


def _chain() -> tuple[list[Hit], str, str, str]:
    """The middle note first (marked against the fact by the conflict pass), the fact, a filler, the newest note
    last at a tenth of the fact's relevance (under the share)."""
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember("farm", PRICE_FACT, created_at=NOW - timedelta(days=400), importance=0.7)
    mid = store.remember("farm", PRICE_MID, kind="episode", created_at=NOW - timedelta(days=46), importance=0.7)
    store.remember("farm", "The van is serviced at the garage in Alresford.", created_at=NOW - timedelta(days=300))
    new = store.remember("farm", PRICE_NEW, kind="episode", created_at=NOW - timedelta(days=5), importance=0.7)
    hits = store.recall("farm", PRICE_QUESTION, k=4, conflicts=False)
    assert {fact, mid, new} <= {h.id for h in hits}
    order = {mid: 0, fact: 1, new: 9}
    hits = sorted(hits, key=lambda h: order.get(h.id, 2))
    relevance = {mid: 1.0, fact: 0.95, new: 0.1}
    marks = {mid: (fact,), fact: (mid,)}
    hits = [with_conflicts(evolve(h, relevance=relevance.get(h.id, 0.3)), marks.get(h.id, ())) for h in hits]
    return hits, fact, mid, new


def test_the_newest_note_goes_before_the_middle_version(monkeypatch: pytest.MonkeyPatch) -> None:
    hits, fact, mid, new = _chain()
    ids = [h.id for h in asked_change_first(PRICE_QUESTION, hits)]
    assert ids.index(new) < ids.index(mid) < ids.index(fact)
    monkeypatch.setattr(semantics, "CHAIN_NOTES", False)
    ids = [h.id for h in asked_change_first(PRICE_QUESTION, hits)]
    assert ids.index(mid) < ids.index(new) < ids.index(fact)  # off: above the fact only


def test_an_unmarked_note_above_is_no_version() -> None:
    hits, fact, mid, new = _chain()
    hits = [with_conflicts(h, ()) if h.id in (mid, fact) else h for h in hits]
    ids = [h.id for h in asked_change_first(PRICE_QUESTION, hits)]
    assert ids.index(mid) < ids.index(new)


SUBS_QUESTION = "How much are the club memberships?"
SUBS_NOTE = "Tue 4 Nov: committee night; Priya fixed the new season's memberships and they are now forty-five " \
            "pounds each; the gutters were cleared."


def test_a_pronouns_clause_names_what_the_clause_before_names(monkeypatch: pytest.MonkeyPatch) -> None:
    assert named_in_value(SUBS_QUESTION, SUBS_NOTE) is True
    monkeypatch.setattr(spans, "NAMED_PRONOUN", False)
    assert named_in_value(SUBS_QUESTION, SUBS_NOTE) is False  # off: the value's clause names no subject word


def test_a_value_clause_after_another_subject_stays_unnamed() -> None:
    note = "Tue 4 Nov: committee night; Priya asked about the memberships and the hall hire is now forty pounds a night."
    assert named_in_value(SUBS_QUESTION, note) is False  # no pronoun: the hire's clause is read alone


BIN_QUESTION = "Which morning do the recycling boxes have to go out?"
BIN_FACT = "Recycling boxes go out on Monday mornings; the lorry reaches our road by 8."
BIN_NOTE = "Fri 9 Oct: Ailsa says the recycling boxes go out on Wednesdays for the winter round."


def test_a_third_partys_word_stands_for_the_word_of_change(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _told_change(BIN_QUESTION, _q(BIN_QUESTION), BIN_NOTE, BIN_FACT)
    # no teller and no word of change: a day told once
    plain = BIN_NOTE.replace("Ailsa says the", "The")
    assert not _told_change(BIN_QUESTION, _q(BIN_QUESTION), plain, BIN_FACT)
    # the teller repeats the fact's value: no change
    same = BIN_NOTE.replace("Wednesdays", "Mondays")
    assert not _told_change(BIN_QUESTION, _q(BIN_QUESTION), same, BIN_FACT)
    monkeypatch.setattr(semantics, "TOLD_BY_TELLER", False)
    semantics._told_change.cache_clear()
    assert not _told_change(BIN_QUESTION, _q(BIN_QUESTION), BIN_NOTE, BIN_FACT)


# --- FACT_RETIRES: a later fact retiring a thing the fact names ------------------------------------------------------

TOOL_Q = "Which lawn mower do we use on the big field?"
TOOL_FACT = "On the big field we use a Hayter Harrier lawn mower that cuts 48 centimetres wide."
TOOL_LATER = "The Hayter has been replaced by a Stiga Estate ride-on mower."
HOW_Q = "How do big orders get delivered?"
HOW_FACT = "Big orders are delivered by Ann in the shop van on Fridays."
HOW_LATER = "The shop van has been sold; big orders now go out with Fellside Couriers."


@pytest.mark.parametrize(("text", "older"), [
    (TOOL_LATER, TOOL_FACT),  # "<the Hayter> has been replaced"
    (HOW_LATER, HOW_FACT),  # "<the van> has been sold"
    ("Tomasz cancelled his gym membership and cycles instead.", "Tomasz goes to the gym on Fridays."),  # cancelled <gym>
    ("We moved from Trello to Linear this spring.", "Tasks are tracked on the Trello board."),  # moved from <Trello>
])
def test_a_thing_of_the_fact_retired_beside_the_word_is_read(text: str, older: str) -> None:
    assert semantics._retires(text, semantics._asked_stems(older))


@pytest.mark.parametrize("text", [
    "Projector in the hall: lamp replaced in May, asset tag HL-14.",  # a lamp retired, not the mower
    "The old Hayter is kept in the barn for spares.",  # "old" retires nothing
    "We moved the mower shed from the yard to the orchard.",  # moved from <the yard>: no thing of the fact
    "The barn roof was replaced after the storm; the Hayter is stored there.",  # the Hayter named far from it
])
def test_nothing_retired_beside_the_word_is_no_retirement(text: str) -> None:
    assert not semantics._retires(text, semantics._asked_stems(TOOL_FACT) - semantics._asking_stems(TOOL_Q))


def _facts(question: str, older: str, later: str) -> tuple[list[Hit], str, str]:
    """The older fact first, two fillers, the later fact last at a tenth of the fact's relevance."""
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("yard", older, created_at=NOW - timedelta(days=300), importance=0.7)
    for n, text in enumerate(FILLERS):
        store.remember("yard", text, created_at=NOW - timedelta(days=250 - n))
    new = store.remember("yard", later, created_at=NOW - timedelta(days=20), importance=0.7)
    hits = store.recall("yard", question, k=4, conflicts=False)
    assert {old, new} <= {h.id for h in hits}
    order = {old: 0, new: 9}
    hits = sorted(hits, key=lambda h: order.get(h.id, 1))
    relevance = {old: 0.9, new: 0.09}
    return [evolve(h, relevance=relevance.get(h.id, 0.3)) for h in hits], old, new


@pytest.mark.parametrize(("question", "older", "later"), [(TOOL_Q, TOOL_FACT, TOOL_LATER), (HOW_Q, HOW_FACT, HOW_LATER)])
def test_the_retiring_fact_goes_first(monkeypatch: pytest.MonkeyPatch, question: str, older: str, later: str) -> None:
    hits, old, new = _facts(question, older, later)
    out = asked_change_first(question, hits)
    ids = [h.id for h in out]
    assert ids.index(new) < ids.index(old)
    assert old in out[ids.index(new)].memory.conflicts_with
    monkeypatch.setattr(semantics, "FACT_RETIRES", False)
    ids = [h.id for h in asked_change_first(question, hits)]
    assert ids.index(old) < ids.index(new)  # off: main's order


def test_a_later_fact_of_another_subject_is_not_paired() -> None:
    later = "The barn's Hayter has been replaced by a new leaf blower."  # shares no stem of the question's subject
    hits, old, new = _facts("Which lawn mower do we use?", "We use a Hayter Harrier lawn mower.", later)
    ids = [h.id for h in asked_change_first("Which lawn mower do we use?", hits)]
    assert ids.index(old) < ids.index(new)


@pytest.mark.parametrize("text", [
    "Spare blades are no longer sold at Hayter dealers; order them online.",  # passive: the Hayter is where, not what
    "The old blade was replaced by a Hayter mulching blade.",  # the Hayter after "replaced by" is the new thing
])
def test_the_thing_after_a_passive_or_by_is_not_retired(text: str) -> None:
    own = semantics._asked_stems(TOOL_FACT) - semantics._asking_stems(TOOL_Q)
    assert not semantics._retires(text, own)


# --- support.KEEP_OLDER_BELOW: an older version stays below its newer one in slot_first / span_first ----------------

CIDER_Q = "Who bottles our cider?"


def _cider() -> tuple[list[Hit], dict[str, str]]:
    """An unrelated fact first, the note telling the change second, the older fact it changes third (the two marked
    against each other, as the conflict pass or a change reader marks them), their scores close."""
    store = MemoryStore(clock=NOW.timestamp)
    top = store.remember("farm", "Our cider is sold in 75 cl bottles at the farm gate.",
                         created_at=NOW - timedelta(days=100))
    old = store.remember("farm", "Our cider is bottled by Marcher Bottlers' mobile unit every October.",
                         created_at=NOW - timedelta(days=400))
    new = store.remember("farm", "Mon 5 Oct: Iolo says Marcher Bottlers have sold their unit, so our cider is bottled "
                                 "by Teme Pasteurising now.", kind="episode", created_at=NOW - timedelta(days=20))
    hits = store.recall("farm", CIDER_Q, k=3, conflicts=False)
    order = {top: 0, new: 1, old: 2}
    hits = sorted(hits, key=lambda h: order[h.id])
    marks = {new: (old,), old: (new,)}
    hits = [with_conflicts(evolve(h, final=1.0 - 0.01 * order[h.id]), marks.get(h.id, ())) for h in hits]
    return hits, {top: "top", old: "old", new: "new"}


def test_span_first_keeps_an_older_version_below_its_change(monkeypatch: pytest.MonkeyPatch) -> None:
    hits, name = _cider()
    got = [name[h.id] for h in spans.span_first(CIDER_Q, hits)]
    assert got.index("new") < got.index("old")
    monkeypatch.setattr(support, "KEEP_OLDER_BELOW", False)
    got = [name[h.id] for h in spans.span_first(CIDER_Q, hits)]
    assert got[0] == "old"  # off: lifted over the note that tells it changed


def test_only_an_older_hit_marked_against_a_newer_one_above_is_kept() -> None:
    hits, name = _cider()
    index = {name[h.id]: i for i, h in enumerate(hits)}
    assert support.older_below_newer(hits) == {index["old"]}
    unmarked = [with_conflicts(h, ()) for h in hits]
    assert support.older_below_newer(unmarked) == set()
    swapped = [hits[0], hits[2], hits[1]]  # the older fact above the newer note: the note is no older version
    assert support.older_below_newer(swapped) == set()
