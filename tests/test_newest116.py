"""wide_standing (issue 18, branch newest116): a price asked whose first fact never changed before (wide_pool's gate
stays shut) or ranks under one episode, and whose newest note ranks under the k hits, is read from the next
WIDE_STANDING_EXTRA hits of the same recall (store._standing_fact, _states_fact_money, MemoryStore._standing_pool)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timedelta, timezone

import pytest

from engramdb import store as store_mod
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import DEPTH, shipped_quality_sets
from engramdb.schema import Hit
from engramdb.store import MemoryStore, _standing_fact, _states_fact_money

NOW = datetime(2026, 10, 31, tzinfo=timezone.utc)


@pytest.fixture
def standing() -> Iterator[None]:
    saved = store_mod.WIDE_STANDING, store_mod.WIDE_FIRST
    yield
    store_mod.WIDE_STANDING, store_mod.WIDE_FIRST = saved


def _hit(store: MemoryStore, text: str, kind: str, days: int) -> Hit:
    memory_id = store.remember("s", text, kind=kind, created_at=NOW - timedelta(days=days))
    return Hit(store.get("s", memory_id), 0.5, 0.5, 0.5, 0.5, 1.0, 0.5)


def test_standing_fact_gate(standing: None) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = _hit(store, "Pasteurised straw for the substrate costs 9 pounds a bale.", "fact", 60)
    note = _hit(store, "Tue 8 Sep: the straw merchant put the bale up to 11 pounds.", "episode", 50)
    older = _hit(store, "Tue 8 Jul: the straw merchant quoted 8 pounds a bale.", "episode", 90)
    euros = _hit(store, "Tue 8 Sep: the Dutch merchant sells a bale for 12 euros.", "episode", 50)
    other = _hit(store, "The barn door sticks in wet weather.", "episode", 40)
    plain = _hit(store, "Straw for the substrate comes from the Hollis farm.", "fact", 30)
    asked = "What does straw for the substrate cost?"
    assert _standing_fact(asked, [fact, note, other]) == 0  # a fact that never changed, its first change under it
    assert _standing_fact(asked, [note, fact, other]) == 1  # the first change above it
    store_mod.WIDE_STANDING = False
    assert _standing_fact(asked, [fact, note, other]) is None
    store_mod.WIDE_STANDING = True
    assert _standing_fact("Where does the straw come from?", [fact, note]) is None  # no price asked
    assert _standing_fact(asked, [fact, other]) is None  # no change told in the two top hits
    assert _standing_fact(asked, [fact, older]) is None  # a note older than the fact
    assert _standing_fact(asked, [fact, euros]) is None  # another currency
    assert _standing_fact(asked, [plain, note]) is None  # the fact states no amount
    assert _standing_fact(asked, [other, note]) is None  # no fact in the two top hits
    assert _standing_fact(asked, [fact]) is None


def test_states_fact_money() -> None:
    # a note in the other language is not read (a false pair under E5: RESULTS "newest116")
    assert not _states_fact_money(
        "Savithramma dyes our silk for 380 rupees a kilo.", "ಸಾವಿತ್ರಮ್ಮ ಈಗ ಅರ್ಧ ಕಿಲೋ ಬಣ್ಣಕ್ಕೆ ಇನ್ನೂರ ಐವತ್ತು ರೂಪಾಯಿ ಕೇಳುತ್ತಾರೆ."
    )
    assert _states_fact_money(
        "Pasteurised straw for the substrate costs 9 pounds a bale.", "a 250-kilo bale is sixty-five pounds"
    )
    assert not _states_fact_money(
        "Pasteurised straw for the substrate costs 9 pounds a bale.", "a 250-kilo bale is sixty-five euros"
    )
    assert not _states_fact_money(
        "Pasteurised straw for the substrate costs 9 pounds a bale.",
        "Sal is covering Kesav's Friday shift at the farm.",
    )


def _served(name: str, question: str, on: bool) -> tuple[bool, bool]:
    """(newest first, the expected memory in the hits) for `question` of tunable set `name`, hashing store."""
    store_mod.WIDE_STANDING = on
    store_mod.WIDE_FIRST = on  # newest144's wider read serves a price told twice too (off: main before both)
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    case = next(
        c for c in read_case_set(str(shipped_quality_sets()[name]), store=store).cases if c.question == question
    )
    got = [h.id for h in store.recall(case.scope, case.question, k=DEPTH)]
    return bool(got) and got[0] == case.expected[0], case.expected[0] in got


@pytest.mark.parametrize(
    ("name", "question"),
    [
        ("holdout30", "What does straw for the substrate cost?"),  # a fact that never changed at rank 1
        ("holdout30", "What do the little amber dropper bottles cost us?"),  # the first change (an episode) above it
        ("holdout29", "How much is the playing subscription?"),
    ],
)
def test_newer_price_under_the_hits_served_first(standing: None, name: str, question: str) -> None:
    assert _served(name, question, True) == (True, True)
    assert _served(name, question, False) == (False, False)  # main: the newest note is not in the 10 hits
