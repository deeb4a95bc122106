"""A clause that opens with an amount names what the clause before it names (issue 18, branch recall186,
spans.NAMED_AMOUNT): named_change_kept no longer undoes a change reader's order for a note that tells the new value in
an apposition ("..., nineteen pounds a sack, ..."), in teen number words, or in words joined by "and"."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import MemoryStore, newer_price, semantics, spans, support
from engramdb.spans import named_in_value
from tests.caches_util import fresh_caches

_fresh_caches = fresh_caches(semantics, spans, support)

QUESTION = "What does the mill charge for oats?"
NOTE = ("Sat 4 Apr: Quiet Saturday; the mill now sells oats only by the sack, nineteen pounds a sack, no loose kilos "
        "any more; the farrier rang again; Tamsin fixed the latch.")
WORDS_NOTE = ("Sat 4 Apr: Long round; the co-op now pays for oats by the month, three hundred and sixty pounds a "
              "month on the account; the farrier rang again.")


def test_an_amount_clause_names_the_clause_before(monkeypatch: pytest.MonkeyPatch) -> None:
    assert named_in_value(QUESTION, NOTE) is True
    monkeypatch.setattr(spans, "NAMED_AMOUNT", False)
    assert named_in_value(QUESTION, NOTE) is False  # off: "nineteen" held no value, the weekday's clause did


def test_an_and_inside_a_number_in_words_splits_no_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    assert named_in_value(QUESTION, WORDS_NOTE) is True
    monkeypatch.setattr(spans, "NAMED_AMOUNT", False)
    assert named_in_value(QUESTION, WORDS_NOTE) is False


def test_an_amount_after_another_subject_stays_unnamed() -> None:
    # the amount's clause follows a clause about another thing: still read as naming none of the question's subject
    note = ("Thu 2 Apr: Busy one; the oats came in from the mill, and the farrier came for the grey mare, ninety "
            "pounds for the four shoes.")
    assert named_in_value(QUESTION, note) is False
    other = "Thu 2 Apr: Busy one - the oats from the mill were stacked, and the scaffold hire is 820 pounds a week."
    assert named_in_value(QUESTION, other) is False


def test_the_note_stays_first_in_recall(monkeypatch: pytest.MonkeyPatch) -> None:
    now = datetime(2026, 4, 10, 12, 0, tzinfo=timezone.utc)
    texts = [("A kilo of oats costs us 2 pounds from the mill.", "fact", 500),
             ("The mill has put its oats up: £2.30 a kilo now.", "fact", 80),
             (NOTE, "episode", 6),
             ("The feed room is swept out every Friday before the delivery comes.", "fact", 600),
             ("Tue 31 Mar: The grey mare threw a shoe in the top field.", "episode", 10)]

    def ranked() -> list[str]:
        clock = now.timestamp()
        store = MemoryStore(clock=lambda: clock)
        ids = {}
        for text, kind, days in texts:
            at = (now - timedelta(days=days)).timestamp()
            mid = store.remember("stable:oats", text, kind=kind, importance=0.5 if kind == "episode" else 0.7,
                               created_at=at)
            ids[mid] = text
        return [ids[h.id] for h in store.recall("stable:oats", QUESTION, k=5)]

    on = ranked()
    assert on[0] == NOTE
    monkeypatch.setattr(spans, "NAMED_AMOUNT", False)
    assert ranked()[0] == NOTE  # recall193's newer_price_first reads the note too (a newer price told now)
    monkeypatch.setattr(newer_price, "NEWER_PRICE_FIRST", False)
    off = ranked()
    assert off[0] != NOTE  # both off: named_change_kept put the newer fact back above the note
