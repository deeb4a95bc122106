"""A value said to hold from a time on counts as told now (newer_price.NEWER_FROM_WHEN; issue 18, branch newest216).
Made-up notes only."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from engramdb import newer_price

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)


def _clear() -> None:
    from benchmarks.eval_sets import engramdb_caches
    for cached in engramdb_caches():
        cached.cache_clear()
    for fn in (newer_price.asked_stems, newer_price._tied_amount, newer_price.told_now, newer_price._stems):
        fn.cache_clear()


@pytest.fixture
def switch():
    was = newer_price.NEWER_FROM_WHEN
    yield
    newer_price.NEWER_FROM_WHEN = was
    _clear()


@pytest.mark.parametrize("clause", [
    "lessons are 30 euros an hour as of this week",
    "a jar goes for nine pounds from Monday",
    "a jar goes for nine pounds from 1 March",
    "a jar goes for nine pounds from the 3rd",
    "jars are nine pounds since the price review on the 1st",
    "the kiosk opens 09:00-17:00 through the winter",
    "effective immediately, jars cost nine pounds",
])
def test_from_when_phrases(clause):
    assert newer_price.FROM_WHEN.search(clause) is not None


@pytest.mark.parametrize("clause", ["jars at nine pounds today with the new glass order",
                                    "jars were 9 pounds on this month's bill", "nine pounds a jar this week"])
def test_today_is_read_apart(clause):
    assert newer_price.FROM_WHEN.search(clause) is None and newer_price._TODAY.search(clause) is not None


KIOSK_Q = "What time does the kiosk open?"
KIOSK_TOP = frozenset({"kiosk", "open"})


def test_a_time_told_for_today_is_no_time_now(switch):
    # a clock asked: "today" is that day's exception, not the new hours; "through the winter" is the new hours
    newer_price.NEWER_FROM_WHEN = True
    _clear()
    assert not newer_price.told_now(KIOSK_Q, "Wed 28 Oct: the kiosk will open at 11:00 today for the stocktake.",
                                    KIOSK_TOP)
    assert newer_price.told_now(KIOSK_Q, "Wed 28 Oct: the kiosk will open at 10:00 through the winter.", KIOSK_TOP)
    newer_price.NEWER_FROM_WHEN = False
    _clear()
    assert not newer_price.told_now(KIOSK_Q, "Wed 28 Oct: the kiosk will open at 10:00 through the winter.", KIOSK_TOP)


@pytest.mark.parametrize("clause", [
    "the offer runs from November to February",
    "open from Monday to Friday",
    "open from 1 Nov - 3 Dec",
    "we moved here from London",
    "we have sold jars since 2019",
    "a price from the list",
    "from 10 kilos up it is cheaper",
    "open from 9 to 5",
])
def test_spans_and_other_froms_are_no_from_when(clause):
    assert newer_price.FROM_WHEN.search(clause) is None


HONEY_Q = "What does Bryn charge for a jar of heather honey?"
HONEY_OLD = "Bryn sells us heather honey at 7 pounds a jar."
HONEY_MID = "Heather honey has gone up: Bryn charges 8 pounds a jar now."
HONEY_NEW = ("Wed 28 Oct: Market notes: 14 jars gone by noon; Bryn's heather honey at £9 a jar today with the new "
             "glass; the gazebo leg bent again.")


def _ranks(flag: bool, newest: str = HONEY_NEW) -> tuple[int, int, int]:
    from engramdb.store import MemoryStore
    newer_price.NEWER_FROM_WHEN = flag
    _clear()
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("s", "The honey shed holds sixty supers.", created_at=NOW - timedelta(days=300))
    store.remember("s", "Lesson: label every jar with the batch - a shop sent back a crate.", kind="lesson",
                   importance=0.8, created_at=NOW - timedelta(days=400))
    old = store.remember("s", HONEY_OLD, created_at=NOW - timedelta(days=300))
    mid = store.remember("s", HONEY_MID, created_at=NOW - timedelta(days=60))
    new = store.remember("s", newest, kind="episode", created_at=NOW - timedelta(days=4))
    ids = [h.memory.id for h in store.recall("s", HONEY_Q, k=8)]
    return (ids.index(new) if new in ids else 99), ids.index(mid), ids.index(old)


def test_a_price_told_today_goes_over_the_older_prices(switch):
    new, mid, old = _ranks(True)
    assert new < mid and new < old
    off_new, off_mid, _ = _ranks(False)
    assert off_new > off_mid  # the switch is what moved it


def test_a_span_is_not_read_as_from_when(switch):
    # benign twin: the same note telling a season's span ("from May to September") moves nothing the switch reads
    span = HONEY_NEW.replace("today with the new glass", "from May to September at the show stall")
    assert span != HONEY_NEW
    on = _ranks(True, span)
    off = _ranks(False, span)
    assert on == off


def test_told_now_reads_the_phrase_only_with_the_switch(switch):
    top = frozenset({"bryn", "heath", "honey"})
    newer_price.NEWER_FROM_WHEN = True
    _clear()
    assert newer_price.told_now(HONEY_Q, HONEY_NEW, top)
    newer_price.NEWER_FROM_WHEN = False
    _clear()
    assert not newer_price.told_now(HONEY_Q, HONEY_NEW, top)
