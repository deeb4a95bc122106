"""A small scope where a dated note changes an older fact, and the order check the tests of asked_change's readings
share: with the reading the note comes first and names the fact it changes; without it, main's order (the fact
first), so a test fails where the reading is missing."""

from __future__ import annotations

from datetime import datetime, timedelta

from engramdb import MemoryStore

# two other memories of a club's scope, older than its notes
CLUB_OTHERS = [("Training is on Tuesdays and Thursdays at 19:00 in the sports hall.", 150),
        ("The club kit is printed by Inkline; 30 shirts a run.", 90)]


def note_over_fact(scope: str, now: datetime, fact: tuple[str, int], others: list[tuple[str, int]],
                   note: tuple[str, int], fact_kind: str | None = None) -> tuple[MemoryStore, str, str]:
    """A hashing store at `now` holding `fact`, `others` and the episode `note` in `scope`, each (text, days before
    now); returns the store and the fact's and the note's ids."""
    store = MemoryStore(clock=now.timestamp)
    kind = {"kind": fact_kind} if fact_kind else {}
    old = store.remember(scope, fact[0], created_at=now - timedelta(days=fact[1]), importance=0.6, **kind)
    for text, days in others:
        store.remember(scope, text, created_at=now - timedelta(days=days))
    new = store.remember(scope, note[0], created_at=now - timedelta(days=note[1]), importance=0.6, kind="episode")
    return store, old, new


def assert_served_before(store: MemoryStore, scope: str, question: str, first: str, then: str,
                         names_it: bool = True) -> None:
    """recall(k=5) serves `first` above `then`, and (`names_it`) `first` names `then` among its conflicts."""
    hits = store.recall(scope, question, k=5)
    ids = [h.id for h in hits]
    assert ids.index(first) < ids.index(then)
    if names_it:
        assert then in hits[ids.index(first)].memory.conflicts_with
