"""temporal171 (issue 18): an event anchor's event is told by an episode, not by a standing fact naming its words
(store.EVENT_EPISODE), and where a memory of the scope dates itself by the event ("The week after the hailstorm we
..."), a span anchor's question is matched whole, so that memory keeps the words it shares with the anchor
(store.ANCHOR_WORDS_KEPT). Each rule has a switch; off is main's behaviour, which the positives check fails."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.store as store_module
from engramdb import MemoryStore
from engramdb.event_anchors import event_anchor

NOW = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)


def _ago(days: float) -> datetime:
    return NOW - timedelta(days=days)


def _build() -> tuple[MemoryStore, dict[str, str]]:
    store = MemoryStore(clock=NOW.timestamp)
    ids = {
        "fact": store.remember("site", "The foundation inspection is done by Build-Zone; the foundation inspection "
                               "report goes in the blue folder.", created_at=_ago(400)),
        "event": store.add_episode("site", "Mon 5 Oct: the foundation inspection passed, but the membrane laps "
                                   "must be taped.", created_at=_ago(27)),
        "answer": store.add_episode("site", "Mon 12 Oct: Caradoc taped every membrane lap, as the inspector "
                                    "asked.", created_at=_ago(20)),
        "other": store.add_episode("site", "Thu 22 Oct: the frame goes up in December.", created_at=_ago(10)),
    }
    return store, ids


ASKED = "What did Caradoc do the week after the foundation inspection?"


def test_the_fact_leads_the_anchor_recall() -> None:
    store, ids = _build()
    anchor = event_anchor(ASKED)
    assert anchor is not None
    hits = store.recall("site", anchor.event, k=3, weights=store_module._ANCHOR_WEIGHTS, now=NOW.timestamp(),
                        time_hints=False, conflicts=False)
    assert hits[0].id == ids["fact"]  # the standing fact names the event's words twice


def test_an_episode_is_the_event_not_a_standing_fact(monkeypatch: pytest.MonkeyPatch) -> None:
    store, ids = _build()
    reference, _, event = store._anchored_event("site", ASKED, NOW.timestamp())
    assert event == ids["event"] and reference is not None and reference.days_back is not None
    assert 20 < reference.days_back < 27  # the window lies in October, after the inspection
    assert store.recall("site", ASKED, k=1)[0].id == ids["answer"]
    monkeypatch.setattr(store_module, "EVENT_EPISODE", False)
    reference, _, event = store._anchored_event("site", ASKED, NOW.timestamp())
    assert event == ids["fact"] and reference is not None and (reference.days_back or 0) > 300  # main


def test_a_scope_of_facts_keeps_the_top_hit(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    store.remember("site", "The foundation inspection is done by Build-Zone; the foundation inspection report goes "
                   "in the blue folder.", created_at=_ago(400))
    store.remember("site", "Mon 5 Oct: the foundation inspection passed.", created_at=_ago(27))
    on = store._anchored_event("site", ASKED, NOW.timestamp())
    monkeypatch.setattr(store_module, "EVENT_EPISODE", False)
    assert store._anchored_event("site", ASKED, NOW.timestamp()) == on


def test_an_episode_under_the_floor_is_no_event(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    fact = store.remember("site", "The foundation inspection is done by Build-Zone.", created_at=_ago(400))
    store.add_episode("site", "Mon 5 Oct: the membrane laps must be taped.", created_at=_ago(27))
    assert store._anchored_event("site", ASKED, NOW.timestamp())[2] == fact


def _hail() -> tuple[MemoryStore, dict[str, str]]:
    store = MemoryStore(clock=NOW.timestamp)
    ids = {
        "room": store.remember("coop", "The grinding room at the co-operative grinds sixty kilos a day.",
                               created_at=_ago(700)),
        "event": store.add_episode("coop", "Sat 3 Oct: A hailstorm tore the shade cloth over the drying tables.",
                                   created_at=_ago(29)),
        "answer": store.add_episode("coop", "Sat 10 Oct: The week after the hailstorm Blessing stitched a new shade "
                                    "cloth.", created_at=_ago(22)),
        "other": store.add_episode("coop", "Thu 29 Oct: the roaster's belt was replaced.", created_at=_ago(3)),
    }
    return store, ids


HAIL = "What did the co-operative do the week after the hailstorm?"


def test_a_memory_dated_by_the_event_keeps_the_anchor_s_words(monkeypatch: pytest.MonkeyPatch) -> None:
    store, ids = _hail()
    assert store._anchored_event("coop", HAIL, NOW.timestamp())[1] == HAIL
    got = [h.id for h in store.recall("coop", HAIL, k=4)]
    assert got[0] == ids["answer"] and got[-1] == ids["event"]
    assert [h.id for h in store.recall_many("coop", [HAIL], k=4)[0]] == got
    monkeypatch.setattr(store_module, "ANCHOR_WORDS_KEPT", False)
    assert store._anchored_event("coop", HAIL, NOW.timestamp())[1] == "What did the co-operative do ?"
    assert store.recall("coop", HAIL, k=1)[0].id == ids["room"]  # main: the standing fact naming "co-operative"


def test_no_dated_memory_matches_the_rest() -> None:
    store, _ = _build()
    anchor = event_anchor(ASKED)
    assert anchor is not None
    assert store._anchored_event("site", ASKED, NOW.timestamp())[1] == anchor.rest


def test_a_bare_after_matches_the_rest() -> None:
    store, _ = _hail()
    asked = "What did the co-operative learn after the hailstorm?"  # no span: the event's memory stays in place
    anchor = event_anchor(asked)
    assert anchor is not None and anchor.period is None
    assert store._anchored_event("coop", asked, NOW.timestamp())[1] == anchor.rest


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["fact", "lesson", "episode"]), min_size=1, max_size=3))
def test_the_anchored_event_is_an_episode_when_one_passes(kinds: list[str]) -> None:
    # at most three memories: each is among the anchor recall's hits (k=3), which is all the rule reads
    store = MemoryStore(clock=NOW.timestamp)
    ids = {store.remember("s", f"Day {i}: the foundation inspection of the site, part {i}.", kind=kind,
                          created_at=_ago(30 + i)): kind for i, kind in enumerate(kinds)}
    on = store._anchored_event("s", ASKED, NOW.timestamp())[2]
    store_module.EVENT_EPISODE = False
    try:
        off = store._anchored_event("s", ASKED, NOW.timestamp())[2]
    finally:
        store_module.EVENT_EPISODE = True
    if "episode" in kinds:
        assert on is not None and ids[on] == "episode"  # an episode passing the floor is the event
    else:
        assert on == off  # no episode: main's choice
