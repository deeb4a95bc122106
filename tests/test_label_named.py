"""A newer fact that names the attribute a clause of an older fact is labelled with, and says that it changed
(semantics._label_named, the native pass's label_named in cpp/engram/text/conflicts.cpp; branch factpass74,
benchmarks/RESULTS.md): marked as a change by both passes, and the pairs that must not be."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.schema import KIND_CODE
from engramdb.semantics import _label_named, _native_words, clause_labels, label_words, stems
from tests.test_conflicts_native import NOW, _checked

FACT, EPISODE = KIND_CODE["fact"], KIND_CODE["episode"]

# (older, newer): the newer states a change of the attribute one of the older's clauses is labelled with. Each was
# unmarked by main's rules (the overlap of a long fact's stems is too small; holdout10 and holdout15 misses).
NAMED = [
    ("Voltway Hub, a rapid-charging site at Junction 14 services: eight 150 kW chargers (bays 1-8) and two 350 kW ones "
     "(bays 9 and 10). Site lead: Nadia Brooks.",
     "Nadia Brooks has moved to our Reading site; Chris Amadi is site lead here now."),
    ("Gearbox oil: Mobilgear SHC XMP 320 for the V112s.",
     "V112 gearboxes switched to Shell Omala S4 GXV 320 in the 2026 oil change round (Vestas approved)."),
    ("Kiln room, ground floor. Glaze supplier: Potclays, delivered monthly; firing on Thursdays.",
     "The glaze supplier is now Scarva, collected from Crewe."),
]

# (older, newer, older's kind, newer's kind): pairs the rule must leave.
NOT_NAMED = [
    # a label of one stem (a name notes are filed under, or one word of an attribute): "Manager" alone
    ("The Roxy Picturehouse, a two-screen cinema on Quay Street. Manager: Hattie Crane.",
     "Owen Price is manager of the bar now.", FACT, FACT),
    # the clause lacks one of the label's stems
    ("Kiln room, ground floor. Glaze supplier: Potclays, delivered monthly.",
     "Our clay supplier is now Valentine's.", FACT, FACT),
    # no word of change
    ("Kiln room, ground floor. Glaze supplier: Potclays, delivered monthly.",
     "The glaze supplier sends an invoice each month.", FACT, FACT),
    # the word of change is the older's too
    ("Kiln room, ground floor. Glaze supplier: Potclays, moved to monthly deliveries.",
     "Glaze supplier deliveries moved to Fridays.", FACT, FACT),
    # an addition
    ("Kiln room, ground floor. Glaze supplier: Potclays, delivered monthly.",
     "Glaze supplier now also delivers brushes.", FACT, FACT),
    # the older an episode, or the newer one (a proposal, a note of what happened)
    ("Meeting, 3 Oct. Glaze supplier: Potclays was late again.",
     "The glaze supplier is now Scarva, collected from Crewe.", EPISODE, FACT),
    ("Kiln room, ground floor. Glaze supplier: Potclays, delivered monthly.",
     "Proposal: the glaze supplier changes to Scarva next year.", FACT, EPISODE),
    # another language: a label's function word passes for a stem ("Dla recepcji:"; E5 holdout14 lost its city tax
    # lookup to this pair before both texts had to read as English)
    ("Dla recepcji: podatek miejski (opłata miejscowa) 2,50 zł za osobę za noc, płatny przy zameldowaniu.",
     "Pralnia dla gości: teraz samoobsługowa pralka w piwnicy, żeton 15 zł przy recepcji.", FACT, FACT),
    # branch passing47's recorded false pairs (another attribute of the same entity)
    ("Lumen Bakery's financial year ends on 31 March.",
     "Lumen Bakery moved its accounts to Fernhill Accountancy; the new contact is Naomi Brooks.", FACT, FACT),
    ("Staff: Priya (head grower), Tomasz (propagation), Ana (packing).",
     "Priya has handed GH3 over to Ana, who is now houseplant grower; Priya keeps GH1 and GH2.", FACT, FACT),
    ("We hang pictures in customers' homes for 25 pounds a visit within Ludbury.",
     "The van has been sold; big frames now go out with Ludbury Couriers, who charge the customer 18 pounds.",
     FACT, FACT),
]


@pytest.mark.parametrize(("older", "newer"), NAMED)
def test_a_newer_fact_naming_a_labelled_attribute_with_a_change_is_one(older: str, newer: str) -> None:
    assert _label_named(newer, older, stems(older), FACT, FACT)


@pytest.mark.parametrize(("older", "newer", "older_kind", "newer_kind"), NOT_NAMED)
def test_pairs_the_rule_leaves(older: str, newer: str, older_kind: int, newer_kind: int) -> None:
    assert not _label_named(newer, older, stems(older), newer_kind, older_kind)


def test_clause_labels_and_label_words() -> None:
    assert clause_labels("Voltway Hub, a rapid-charging site at Junction 14: eight chargers. Site lead: Nadia B.") == (
        frozenset({"site", "lead"}),)
    assert clause_labels("Gearbox oil: Mobilgear SHC XMP 320.") == (frozenset({"gear", "oil"}),)
    assert clause_labels("Manager: Hattie Crane.") == ()  # one stem
    assert clause_labels("No label here, just a note.") == ()
    assert {"gear", "oil", "site"} <= label_words("Gearboxes: oil on site")


def _marks(older: str, newer: str, *, older_kind: str = "fact", newer_kind: str = "fact") -> tuple[str, str, Any]:
    store = MemoryStore(clock=NOW.timestamp)
    old = store.remember("u", older, kind=older_kind, created_at=NOW - timedelta(days=90))
    new = store.remember("u", newer, kind=newer_kind, created_at=NOW - timedelta(days=3))
    seen = [0, 0, 0]
    _checked(store, seen)  # every pass runs natively and in Python, and both must agree
    hits = store.recall("u", newer, k=5)
    assert seen[0] >= 1
    return old, new, hits


@pytest.mark.parametrize(("older", "newer"), NAMED)
def test_both_passes_mark_it(older: str, newer: str) -> None:
    old, new, hits = _marks(older, newer)
    by_id = {h.id: h for h in hits}
    assert old in by_id[new].memory.conflicts_with


def test_both_passes_leave_an_episode() -> None:
    older, newer = NAMED[2]
    old, new, hits = _marks(older, newer, older_kind="episode")
    assert old not in {h.id: h for h in hits}[new].memory.conflicts_with


def test_a_non_ascii_fact_sends_its_clause_labels() -> None:
    prepared = _native_words("Café Ñu, Gràcia. Glaze supplier: Potclays.", None)
    assert prepared is not None
    assert prepared[0].split("\0")[-1] == "\x01glaze supplier"
    older = ("The kiln room at the Café Ñu is open to members and their guests. Glaze supplier: Potclays, delivered "
             "monthly.")
    old, new, hits = _marks(older, "The glaze supplier is now Scarva, collected from Crewe.")
    assert old in {h.id: h for h in hits}[new].memory.conflicts_with


LABELS = ["Glaze supplier", "Site lead", "Gearbox oil", "Los precios", "Manager", "Kiln"]
VALUES = ["Potclays", "Nadia Brooks", "Scarva", "Chris Amadi", "Mobilgear 320", "Ana"]
CUES = ["now", "moved", "switched", "also", "still", "changed", "instead", ""]


@st.composite
def labelled_pairs(draw: Any) -> tuple[str, str, int]:
    """An older fact of one to three clauses, one labelled, and a newer text of one or two clauses naming a label
    (the same or another) with or without a word of change; ages in days."""
    label, other = draw(st.sampled_from(LABELS)), draw(st.sampled_from(LABELS))
    head = draw(st.sampled_from(["", "Workshop on Mill Lane, open daily. ", "Café Ñu, Gràcia; "]))
    older = f"{head}{label}: {draw(st.sampled_from(VALUES))}." + draw(st.sampled_from(["", " Parking at the back."]))
    clause = f"{draw(st.sampled_from([label, other])).lower()} is {draw(st.sampled_from(CUES))} " \
             f"{draw(st.sampled_from(VALUES))}"
    newer = draw(st.sampled_from([f"The {clause}.", f"Busy week; the {clause}.", f"Big news. The {clause}!"]))
    return older, newer, draw(st.integers(1, 200))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pairs=st.lists(labelled_pairs(), min_size=1, max_size=3),
       kinds=st.lists(st.sampled_from(["fact", "fact", "episode"]), min_size=6, max_size=6))
def test_the_native_pass_marks_what_the_python_rules_mark(pairs: list[tuple[str, str, int]], kinds: list[str]) -> None:
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    for k, (older, newer, age) in enumerate(pairs):
        store.remember("u", older, kind=kinds[2 * k], created_at=NOW - timedelta(days=age + 30))
        store.remember("u", newer, kind=kinds[2 * k + 1], created_at=NOW - timedelta(days=age))
    seen = [0, 0, 0]
    _checked(store, seen)
    for older, newer, _ in pairs:
        store.recall("u", newer, k=6)
        store.recall("u", older, k=6)
