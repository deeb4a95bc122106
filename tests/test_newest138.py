"""wide_subject (issue 18, branch newest138): wide_standing's read of the extra hits also opens when the first fact
and its first change told in an episode sit anywhere among the k hits, not only in the two top ones
(store._subject_fact), so that a newer note ranked under the k hits can be read."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engramdb import semantics, xl_join
from engramdb import store as store_mod
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.semantics import asked_change_first
from engramdb.store import MemoryStore, _standing_fact, _subject_fact

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)
ASKED = "What does Peire charge to mill our chestnut flour?"
FACT = "Peire mills our dried chestnuts into flour for 1.20 euros a kilo."
TOLD = "Fri 18 Sep: Peire's milling went up to €1.50 a kilo."
OTHER = "The cooperative pays 0.90 euros a kilo for sorted chestnuts."


@pytest.fixture
def switch() -> Iterator[None]:
    was = store_mod.WIDE_SUBJECT, store_mod.WIDE_FIRST, xl_join.XL_NAME_JOIN, xl_join.XL_VALUE_JOIN
    store_mod.WIDE_SUBJECT = True
    yield
    store_mod.WIDE_SUBJECT, store_mod.WIDE_FIRST, xl_join.XL_NAME_JOIN, xl_join.XL_VALUE_JOIN = was


def _hits(*rows: tuple[str, str, int]) -> list[Hit]:
    store = MemoryStore(clock=NOW.timestamp)
    out = []
    for n, (text, kind, days) in enumerate(rows):
        memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
        r = 1.0 - 0.1 * n
        out.append(Hit(store.get("s", memory_id), r, r, r, r, 1.0, r))
    return out


def test_the_change_third_opens_the_read(switch: None) -> None:
    hits = _hits((FACT, "fact", 300), (OTHER, "fact", 200), (TOLD, "episode", 40))
    assert _standing_fact(ASKED, hits) is None  # main: the second hit is a fact, the gate stays shut
    assert _subject_fact(ASKED, hits) == 0
    store_mod.WIDE_SUBJECT = False
    assert _subject_fact(ASKED, hits) is None


def test_the_fact_under_unrelated_episodes(switch: None) -> None:
    hits = _hits(
        ("Mon 2 Nov: Esteve fixed the gate of the lower field.", "episode", 5),
        ("Tue 3 Nov: the chestnut roaster came back from repair.", "episode", 4),
        (FACT, "fact", 300),
        (TOLD, "episode", 40),
    )
    assert _standing_fact(ASKED, hits) is None
    assert _subject_fact(ASKED, hits) == 2


@pytest.mark.parametrize(
    ("asked", "told", "days"),
    [
        ("When does Peire's mill reopen after Toussaint?", TOLD, 40),  # no price asked
        (ASKED, "Fri 18 Sep: Bernat's hauling went up to €1.50 a load.", 40),  # the episode names no asked subject
        (ASKED, "Fri 18 Sep: Peire's mill shut for a week.", 40),  # no amount
        (ASKED, "Fri 18 Sep: Peire's milling went up to $1.50 a kilo.", 40),  # another currency
        (ASKED, TOLD, 400),  # older than the fact
    ],
)
def test_the_gate_stays_shut(switch: None, asked: str, told: str, days: int) -> None:
    hits = _hits((FACT, "fact", 300), (OTHER, "fact", 200), (told, "episode", days))
    assert _subject_fact(asked, hits) is None


def test_no_fact_no_read(switch: None) -> None:
    hits = _hits((TOLD, "episode", 40), ("Tue 3 Nov: Peire's lad came for the sacks.", "episode", 4))
    assert _subject_fact(ASKED, hits) is None


OCCITAN = (
    "Tue 20 Oct: Jornada longa: Bertrana a mandat las facturas; Peire ditz qu'ara es vint-e-un euros per un sac de "
    "quinze quilos, per la farina; Bernat a netejat la clèda."
)


@pytest.fixture
def pack_switch() -> Iterator[None]:
    was = semantics.XL_PACK_UNDER_SHARE
    semantics.XL_PACK_UNDER_SHARE = True
    yield
    semantics.XL_PACK_UNDER_SHARE = was


def _unit_rows(hits: list[Hit]) -> np.ndarray:
    return np.eye(len(hits), 4, dtype=np.float32)


def _scored(*rows: tuple[str, str, int, float]) -> list[Hit]:
    store = MemoryStore(clock=NOW.timestamp)
    out = []
    for text, kind, days, r in rows:
        memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
        out.append(Hit(store.get("s", memory_id), r, r, r, r, 1.0, r))
    return out


def test_a_pack_under_the_share_goes_first_in_a_dense_store(pack_switch: None) -> None:
    fact, note = _scored((FACT, "fact", 300, 1.6), (OCCITAN, "episode", 11, 0.1))
    assert [h.id for h in asked_change_first(ASKED, [fact, note], None, _unit_rows)] == [note.id, fact.id]
    semantics.XL_PACK_UNDER_SHARE = False
    assert [h.id for h in asked_change_first(ASKED, [fact, note], None, _unit_rows)] == [fact.id, note.id]  # main


@pytest.mark.parametrize(
    ("asked", "note"),
    [
        ("Where does Peire mill our chestnut flour?", OCCITAN),  # no price asked
        (ASKED, OCCITAN.replace("quinze quilos", "dos mètres")),  # no size in the fact's dimension
        (ASKED, OCCITAN.replace("ara es vint-e-un", "es estat vint-e-un")),  # no word of now in an episode
    ],
)
def test_a_pack_under_the_share_needs_its_tests(pack_switch: None, asked: str, note: str) -> None:
    fact, newer = _scored((FACT, "fact", 300, 1.6), (note, "episode", 11, 0.1))
    assert [h.id for h in asked_change_first(asked, [fact, newer], None, _unit_rows)] == [fact.id, newer.id]


def test_a_hashing_store_is_not_read_here(pack_switch: None) -> None:
    fact, note = _scored((FACT, "fact", 300, 1.6), (OCCITAN, "episode", 11, 0.1))
    assert not semantics._xl_pack_under_share(ASKED, [fact, note], 0, 1, None)
    assert semantics._xl_pack_under_share(ASKED, [fact, note], 0, 1, _unit_rows)


def _served(on: bool) -> bool:
    """Whether holdout31's Peire question is served its newest note first in a hashing store, WIDE_SUBJECT `on`
    (WIDE_FIRST off: newest144's read of the next hits serves it too under hashing; xl_join.XL_NAME_JOIN off: the
    note spells "Peire", the question's name, and joins the hits too; xl_join.XL_VALUE_JOIN off: the note restates
    the fact's amount and joins above it, branch xlhash210)."""
    store_mod.WIDE_SUBJECT, store_mod.WIDE_FIRST, xl_join.XL_NAME_JOIN, xl_join.XL_VALUE_JOIN = on, False, False, False
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(
        c for c in read_case_set(str(shipped_quality_sets()["holdout31"]), store=store).cases if c.question == ASKED
    )
    got = [h.id for h in store.recall(case.scope, case.question, k=DEPTH)]
    return bool(got) and got[0] == case.expected[0]


def test_the_newest_note_served_first(switch: None) -> None:
    assert _served(True)
    assert not _served(False)  # main
