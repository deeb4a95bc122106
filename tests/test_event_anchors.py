"""Event anchors in questions (engramdb/event_anchors.py) and the store's lookup of the event (MemoryStore recall)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.event_anchors import anchored_reference, event_anchor
from engramdb.quality import evaluate
from engramdb.scoring import Weights
from engramdb.timeref import hinted, recency_offset

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
DEV_SET = Path(__file__).parent / "data" / "eval_cases_anchors_dev.jsonl"


@pytest.mark.parametrize(("question", "relation", "start", "end", "event"), [
    ("What did we decide the week after the inspection?", "after", 0.0, 7.0, "inspection"),
    ("What did we decide the week before the inspection?", "before", -7.0, 0.0, "inspection"),
    ("What broke right after the inspection?", "after", 0.0, 2.0, "inspection"),
    ("Who covered the counter the day before the menu launch?", "before", -2.0, 0.0, "menu launch"),
    ("What happened right after Mina's visit?", "after", 0.0, 2.0, "Mina's visit"),
    ("Who handled the flaky test before the CI move?", "before", -14.0, 0.0, "CI move"),
    ("What complaints have we had since the menu launch?", "since", 0.0, None, "menu launch"),
    ("Which flaky test was fixed following the move to GitHub Actions?", "after", 0.0, 14.0,
     "move to GitHub Actions"),
    ("Was haben wir in der Woche nach der Kontrolle entschieden?", "after", 0.0, 7.0, "Kontrolle"),
    ("Wer hat den Laden direkt nach dem Altstadtfest allein geführt?", "after", 0.0, 2.0, "Altstadtfest"),
    ("¿Qué se rompió antes de la reforma de los baños?", "before", -14.0, 0.0, "reforma de los baños"),
    ("¿Quién hizo la limpieza a fondo la semana después de la boda?", "after", 0.0, 7.0, "boda"),
    ("Qu'avons-nous décidé la semaine après l'inspection ?", "after", 0.0, 7.0, "inspection"),
    ("Cosa abbiamo deciso la settimana dopo l'ispezione?", "after", 0.0, 7.0, "ispezione"),
    ("Qu'est-ce qui s'est passé le lendemain de la fête ?", "after", 0.0, 2.0, "fête"),
])
def test_an_anchor_is_read_with_its_window_and_event(question: str, relation: str, start: float,
                                                       end: float | None, event: str) -> None:
    anchor = event_anchor(question)
    assert anchor is not None
    assert (anchor.relation, anchor.start_days, anchor.end_days, anchor.event) == (relation, start, end, event)


@pytest.mark.parametrize("question", [
    "Before you go, what's the alarm code for the back door?",
    "Is the walk-in fridge seal being replaced after all?",
    "Which GP do we see after all these years?",
    "What turned up in the changing room drain the day before yesterday?",
    "What did I buy for work the week before last?",
    "Where did we go on the field trip the Friday before last?",
    "What did we pay for hay the month before last?",
    "Who stayed over the weekend before last?",
    "Which alarm went off the night before last?",
    "What went wrong the year before last?",
    "What did we do before I left?",
    "What happened after the weekend?",
    "What did we eat after lunch?",
    "Has anything changed since then?",
    "What do we check before the start of the season?",
    "What should we sort out tonight after the payment terminal fiasco?",  # not told in the past
    "How soon after the wedding do couples get their photos?",
    "What did we decide at the meeting?",
    "Until when is the lifeguard certificate valid?",
])
def test_no_anchor_is_read_where_the_words_name_no_event(question: str) -> None:
    assert event_anchor(question) is None


def test_the_window_is_centred_in_the_event_s_span_with_its_length_as_half_life() -> None:
    now = NOW.timestamp()
    event = (NOW - timedelta(days=40)).timestamp()
    week_after = anchored_reference(event_anchor("What did we decide the week after the inspection?"), event, now)
    assert week_after.kind == "past" and week_after.days == 7.0 and week_after.days_back == pytest.approx(36.5)
    assert recency_offset(week_after, now) == pytest.approx(36.5 * 86400)
    since = anchored_reference(event_anchor("What complaints have we had since the menu launch?"), event, now)
    assert since.kind == "recent" and since.days == 40.0 and since.days_back == pytest.approx(20.0)
    # a window whose middle would lie after the clock peaks at the clock
    fresh = anchored_reference(event_anchor("What did we change after the release?"), now - 86400, now)
    assert fresh.days_back == 0.0
    weights, half_life = hinted(week_after, Weights(), 60.0)
    assert half_life == 7.0 and weights.recency == 0.25


def _cafe(store: MemoryStore, scope: str, inspection_days: int) -> dict[str, str]:
    ids = {}
    ids["inspection"] = store.add_episode(scope, "Environmental health inspection today: the inspector gave us a "
                                          "4 rating and flagged the fridge door.",
                                          created_at=NOW - timedelta(days=inspection_days))
    for days in (70, 36, 12, 3):
        ids[f"decision_{days}"] = store.add_episode(scope, f"Staff meeting: we decided to change rota plan "
                                                    f"number {days}.", created_at=NOW - timedelta(days=days))
    return ids


def test_the_event_s_memory_dates_the_window() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    ids = _cafe(store, "cafe", 40)
    asked = "What did we decide the week after the inspection?"
    anchored = store.recall("cafe", asked, k=1)
    assert anchored[0].id == ids["decision_36"]
    plain = store.recall("cafe", asked, k=1, time_hints=False)
    assert plain[0].id != ids["decision_36"]  # without the anchor the newest decision wins
    assert [h.id for h in store.recall_many("cafe", [asked], k=1)[0]] == [ids["decision_36"]]


def test_an_event_the_scope_does_not_hold_names_no_window() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    _cafe(store, "cafe", 40)
    asked = "What did we decide the week after the volcano eruption?"
    assert [h.id for h in store.recall("cafe", asked, k=4)] == \
        [h.id for h in store.recall("cafe", asked, k=4, time_hints=False)]


def test_an_event_in_another_scope_never_anchors() -> None:
    store = MemoryStore(clock=NOW.timestamp)
    ids = _cafe(store, "cafe", 40)
    store.add_episode("bakery", "Environmental health inspection today: the inspector gave us a 4 rating and "
                      "flagged the fridge door.", created_at=NOW - timedelta(days=13))
    asked = "What did we decide the week after the inspection?"
    assert store.recall("cafe", asked, k=1)[0].id == ids["decision_36"]
    # the bakery's own inspection (13 days ago) dates nothing in the cafe; in a scope without one, no window
    store.add_episode("deli", "Staff meeting: we decided to change rota plan number 70.",
                      created_at=NOW - timedelta(days=70))
    newest = store.add_episode("deli", "Staff meeting: we decided to change rota plan number 9.",
                               created_at=NOW - timedelta(days=9))
    assert store.recall("deli", asked, k=1)[0].id == newest


def test_the_anchor_dev_set_keeps_its_floor() -> None:
    """The dev set written before the anchor code (tests/data): the hashing embedder's recall@1 over its 44 cases
    stays at least the figure measured when it shipped (benchmarks/RESULTS.md, "temporal60 (session 29)")."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    cases = read_case_set(DEV_SET, store=store).cases
    assert len(cases) == 44
    report = evaluate(store, cases)
    assert report.overall["recall@1"] >= FLOOR_R1
    plain = evaluate(store, cases, time_hints=False)
    assert report.overall["recall@1"] > plain.overall["recall@1"]


FLOOR_R1 = 0.56  # 25 of 44 at temporal60 (hashing; 8 of 44 with time_hints=False)


def test_the_question_is_matched_without_the_anchor_s_words() -> None:
    assert event_anchor("What did we decide the week after the inspection?").rest == "What did we decide ?"
    assert event_anchor("Was haben wir in der Woche nach der Kontrolle entschieden?").rest == \
        "Was haben wir entschieden?"
    assert event_anchor("What broke right after the inspection?").rest == "What broke ?"


def test_a_noun_with_a_participle_s_ending_tells_no_past() -> None:
    # holdout4 (E5 lost its rank 1 while "invités" read as a participle): guests, not an event dated
    assert event_anchor("Est-ce que les invités doivent signer une autorisation avant l'enregistrement ?") is None


def test_recall_many_and_the_batch_job_read_an_anchor_as_recall_does() -> None:
    import pyarrow as pa

    from engramdb import batch

    store = MemoryStore(clock=NOW.timestamp)
    _cafe(store, "cafe", 40)
    _cafe(store, "deli", 20)
    questions = ["What did we decide the week after the inspection?", "What did we decide right before the inspection?",
                 "What did we decide?", "What did we decide since the inspection?"]
    scopes = ["cafe", "deli", "cafe", "deli"]
    alone = [[h.id for h in store.recall(s, q, k=3, now=NOW)] for s, q in zip(scopes, questions)]
    assert [[h.id for h in hits] for hits in store.recall_many(scopes, questions, k=3, now=NOW)] == alone
    table = batch.recall(store, pa.table({"scope": scopes, "query": questions}), k=3, now=NOW).to_pylist()
    assert [[row["id"] for row in table if row["query_index"] == i] for i in range(len(questions))] == alone


def test_a_past_question_with_to_in_it_keeps_its_anchor() -> None:
    anchor = event_anchor("What happened to the till right after the inspection?")
    assert anchor is not None and anchor.event == "inspection"
    assert event_anchor("What has to happen before the inspection?") is None  # not told in the past
