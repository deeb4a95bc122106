"""lookups126 (issue 18; benchmarks/RESULTS.md "lookups126"): a standing fact told as a label list ("Sites: ...,
Thyborøn (10 x SWT-3.6), ...") holds the answer to a question about one of its entries in that entry alone, and
scores under a dated note or a lesson that names the asked thing in an event. engramdb.entries.list_entries /
list_entry / entry_pick / entry_first put such a fact first.
"""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pytest

import engramdb.entries as entries
from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

SITES = "Sites: Harboøre (12 x V112), Lemvig Nord (8 x V112), Thyborøn (10 x SWT-3.6), Ringkøbing Fjord (8 x SWT-3.6)."
SCADA = (
    "[SCADA] 2026-10-29 04:12 Thyborøn T07: pitch fault blade B, turbine stopped. Hold 2 reset it at 09:40 after"
    " replacing the accumulator."
)
TURBINES = "How many turbines are at Thyborøn, and which model?"
CLIENTS = (
    "Hotel clients: Harbour Grand (180 rooms, daily), Mews Hotel (42 rooms, Mon/Wed/Fri), Quayside Spa (towels +"
    " robes only, daily)."
)


def test_list_entries() -> None:
    assert entries.list_entries(SITES) == (
        "Harboøre (12 x V112)",
        "Lemvig Nord (8 x V112)",
        "Thyborøn (10 x SWT-3.6)",
        "Ringkøbing Fjord (8 x SWT-3.6)",
    )
    # commas inside parentheses split nothing
    assert entries.list_entries(CLIENTS)[1] == "Mews Hotel (42 rooms, Mon/Wed/Fri)"
    assert entries.list_entries("Rooms: 4x 8-bed dorms, 2x 6-bed dorm, 3 doubles. Total 50 beds.")[-1] == (
        "Total 50 beds"
    )


@pytest.mark.parametrize(
    "text",
    [
        "The old roaster in the shed is a 15-kilo drum bought second-hand from a cafe in Pakse.",  # no label
        "Opening: 09:00, weekdays.",  # under ENTRY_MIN entries
        "Meeting at 10:30 with Ana, Ben, Cy and Dee.",  # a clock time, no label
        "https://example.org/a, b, c",  # a URL, no label
        "Cancellation rule for groups: under 24h notice = full fee charged, unless ill, SMS reminders.",  # long label
        "Site rules: harness on any pitch without edge protection or a net; hard hats on; talks Mondays.",  # long entry
    ],
)
def test_no_list(text: str) -> None:
    assert entries.list_entries(text) == ()


def test_list_entry() -> None:
    assert entries.list_entry(TURBINES, SITES) == 2
    assert entries.list_entry("Which days does Mews Hotel get a delivery?", CLIENTS) == 1
    # a word every entry or several entries hold, or none: no entry
    assert entries.list_entry("Which V112 sites are there?", SITES) is None
    assert entries.list_entry("How many turbines at Harboøre and Thyborøn?", SITES) is None
    assert entries.list_entry("Who is the service manager?", SITES) is None
    assert entries.list_entry(TURBINES, SCADA) is None  # no label list
    # a question told in the past or naming a time: the dated note answers it
    assert entries.list_entry("Which turbines failed at Thyborøn?", SITES) is None
    assert entries.list_entry("How many turbines were at Thyborøn last week?", SITES) is None


def test_entry_pick() -> None:
    finals = [0.818, 0.651, 0.64]
    assert entries.entry_pick(TURBINES, ["episode", "fact", "fact"], finals, [SCADA, SITES, "x"]) == 1
    # a lesson or a fact at the top, an episode as the list, one contradicting the top, one below ENTRY_RATIO: kept
    assert entries.entry_pick(TURBINES, ["fact", "fact", "fact"], finals, [SCADA, SITES, "x"]) is None
    assert entries.entry_pick(TURBINES, ["lesson", "fact", "fact"], finals, [SCADA, SITES, "x"]) is None
    assert entries.entry_pick(TURBINES, ["episode", "episode", "fact"], finals, [SCADA, SITES, "x"]) is None
    assert entries.entry_pick(TURBINES, ["episode", "fact", "fact"], finals, [SCADA, SITES, "x"], [1]) is None
    assert entries.entry_pick(TURBINES, ["episode", "fact"], [0.818, 0.5], [SCADA, SITES]) is None


def test_entry_pick_under_a_higher_fact() -> None:
    # a change reader put a dated note over a far higher fact: the list, under ENTRY_RATIO of that fact, stays
    kinds = ["episode", "fact", "fact"]
    assert entries.entry_pick(TURBINES, kinds, [0.587, 1.111, 0.60], [SCADA, "x", SITES]) is None
    assert entries.entry_pick(TURBINES, kinds, [0.587, 0.60, 0.58], [SCADA, "x", SITES]) == 2


def test_top_kept() -> None:
    question = "Quan em toca la pròxima revisió de la retina?"
    note = "Retinopathy screening at Centro de Salud Ruzafa: no changes; next one in 12 months."
    listed = "Endocrinóloga: Dra Pilar Soler, Hospital Clínico, planta 2, Revisión cada 4 meses."
    assert entries.list_entry(question, listed) is not None
    # the note names "retina", which the list lacks, and not "revisió", which its entry matched on
    assert entries.entry_pick(question, ["episode", "fact"], [0.873, 0.778], [note, listed]) is None
    # a note naming the matched word itself (the asked thing in an event) does not keep its place
    assert entries.entry_pick(TURBINES, ["episode", "fact"], [0.818, 0.651], [SCADA, SITES]) == 1


def test_named_entry_needs_a_value() -> None:
    team = "The team: Kaspar (Harris hawk), Lamorna (barn owl), Sabre (peregrine), Pip (kestrel)."
    # matched on the name alone, with no value: the entry tells who Sabre is, not what she weighed
    assert entries.list_entry("Quanto pesava Sabre quando ha finito la muta?", team) is None
    assert entries.list_entry("What does the team call the peregrine?", team) == 2  # matched on a word, not a name
    assert entries.list_entry(TURBINES, SITES) == 2  # a name with a value (10 x SWT-3.6)


def test_sentence_end() -> None:
    # "19. новембра" ends no sentence: two entries, no list
    assert entries.list_entries("Исправка: IFS провера хладњаче је у четвртак 19. новембра, а не у уторак 17.") == ()


def test_entry_pick_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(entries, "ENTRY_FIRST", False)
    assert entries.entry_pick(TURBINES, ["episode", "fact"], [0.818, 0.651], [SCADA, SITES]) is None


MEWS = "Which days does Mews Hotel get a delivery?"
NOTE = "Fri 23/10 delivery note DN-88301 Mews Hotel: 118 sheets, 80 pillowcases, 58 bath towels."


class _Fixed(MappedEmbedder):
    """The question nearest the delivery note; the client list a little farther."""

    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        MEWS: (1.0, 0.0, 0.0),
        NOTE: (1.0, 0.0, 0.0),
        CLIENTS: (0.8, 0.0, 0.6),
    }


def test_recall_puts_the_list_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("m", CLIENTS, created_at=EVAL_NOW - timedelta(days=200))
    store.remember("m", NOTE, kind="episode", created_at=EVAL_NOW - timedelta(days=2))
    monkeypatch.setattr(entries, "ENTRY_FIRST", False)
    before = store.recall("m", MEWS)
    monkeypatch.setattr(entries, "ENTRY_FIRST", True)
    hits = store.recall("m", MEWS)
    assert [h.text for h in before[:2]] == [NOTE, CLIENTS]
    assert [h.text for h in hits[:2]] == [CLIENTS, NOTE]
    assert [h.id for h in store.recall_many("m", [MEWS])[0]] == [h.id for h in hits]
    # the same question told in the past asks what the note tells: the order is kept
    past = "Which days did Mews Hotel get a delivery?"
    assert entries.list_entry(past, CLIENTS) is None
    on = [h.id for h in store.recall("m", past)]
    monkeypatch.setattr(entries, "ENTRY_FIRST", False)
    assert [h.id for h in store.recall("m", past)] == on
