"""lookups141 (issue 18; benchmarks/RESULTS.md "lookups141"): opening hours ask a clock time (support.HOURS_CLOCK, read
by slot_first only); a
number asked by what it identifies is no year, date or clock time (support.ID_NUMBER_NO_DATE); a question asking what
to do is answered by the fact whose clause opens with that verb (support.VERB_FIRST); "which X <verb>s" asks about X
(support.NOUN_VERB_ASKED); an older fact whose label names the asked thing goes above a newer top hit that names it
nowhere (support.LABEL_UNNAMED_OLDER). recall, recall_many and the batch recall rank alike."""

from __future__ import annotations

from datetime import timedelta
from typing import ClassVar

import pyarrow as pa
import pytest

import engramdb.support as support
from engramdb import MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW

from .embedder_util import MappedEmbedder

SWITCHES = ("HOURS_CLOCK", "ID_NUMBER_NO_DATE", "VERB_FIRST", "NOUN_VERB_ASKED", "LABEL_UNNAMED_OLDER")
HOURS = "What are the clinic's opening hours?"
PARKING = "Patients park in the garage next door (first hour free with a stamp from reception)."
CARD = "Clinic Seeblick, Hafenweg 3. Owner: Dr. Ana Ruiz. Open Mon-Fri 8:00-18:30."
TAX = "What's Jonas's tax number in Spain?"
RESIDENT = "Tax: Lea becomes ES tax resident for 2026; deadline 15 Jan 2027 for the 2026 year."
NIFS = "NIEs: Lea X-1234567-L; Jonas 551 070 298."
WEAR = "What should climbers wear on the day?"
RULE = "Climbers must be at least 1.4 metres tall and over 10 years old."
KIT = "Wear soft shoes and long sleeves; the rock is sharp and the approach is often wet."
SDK = "Which library handles payments in the Tern app?"
RELEASE = "Tern 3.2.0 rolled out to 100% on both stores; the spring event switched on remotely."
LIBS = "Libraries in the build are Sentry and Lottie, and payments go through Stripe."
FILLER = ("The office plants are watered on Tuesdays.", "Parking permits are renewed each January.")


@pytest.fixture(autouse=True)
def _on(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in SWITCHES:
        monkeypatch.setattr(support, name, True)
    _clear()


def _clear() -> None:
    for f in (support._asked, support.asked_noun, support.asked_verb):
        f.cache_clear()


def test_opening_hours_ask_a_clock_time(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support._order_slot(HOURS.lower())[0] == "clock"
    assert support._order_slot("what hours is the sail loft open?")[0] == "clock"
    assert support._order_slot("how many hours are on the engine?")[0] == "count"  # a count, read first
    assert support.asked_slot(HOURS) is None  # answer_support keeps main's reading
    assert support.slot_pick(HOURS, [PARKING, CARD], [0.68, 0.67]) == 1
    assert support.slot_pick(HOURS, [CARD, PARKING], [0.68, 0.67]) is None  # the top holds the times
    monkeypatch.setattr(support, "HOURS_CLOCK", False)
    _clear()
    assert support._order_slot(HOURS.lower()) is None
    assert support.slot_pick(HOURS, [PARKING, CARD], [0.68, 0.67]) is None


def test_an_identifying_number_is_no_date(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support.asks_id_number(TAX.lower())
    assert not support.asks_id_number("what is the number of rooms?")
    assert not support.asks_id_number("what is the total number?")
    assert support.fills_asked_slot(TAX, RESIDENT) is False  # a year and a date only
    assert support.fills_asked_slot(TAX, NIFS) is True
    assert support.fills_asked_slot(TAX, "Jonas's number changed at 9:30 on 3 May") is False
    assert support.slot_pick(TAX, [RESIDENT, NIFS], [0.63, 0.57]) == 1
    # an identifier's digits are the asked number; a day of the month is not
    quote = "What's the quote number for the churchyard yews?"
    assert support.fills_asked_slot(quote, "Sat 17 Oct: quoted the parish council, quote GTC-Q-2291.") is True
    assert support.fills_asked_slot(quote, "Sat 17 Oct: quoted the parish council for the yews.") is False
    # another number's identifier answers no tax number
    kov = "What is Kovalenko's tax identification number in Ukraine?"
    assert support.fills_asked_slot(kov, "Kovalenko Textiles, Lviv; vendor number V-20417.") is False
    # a count or a size is still answered by any number
    assert support.asked_slot("What is the bridge's height?") == "number"
    assert support.fills_asked_slot("What is the bridge's height?", "Built in 2019.") is True
    monkeypatch.setattr(support, "ID_NUMBER_NO_DATE", False)
    _clear()
    assert support.fills_asked_slot(TAX, RESIDENT) is True
    assert support.slot_pick(TAX, [RESIDENT, NIFS], [0.63, 0.57]) is None


def test_an_instruction_opening_with_the_asked_verb_goes_first(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support.asked_verb(WEAR.lower()) == "wear"
    assert support.asked_verb("can i still use it, and what do i need to bring along to get in?") == "bring"
    for q in (
        "what does it cost?",
        "what should i do?",
        "what did they wear?",
        "what do we tell him?",
        "what does full kit rental cost per day?",
    ):
        assert support.asked_verb(q) is None, q
    assert support._opens_with("Proof of address needed; bring a council tax bill.", "bring")
    assert not support._opens_with("Visitors who bring dogs pay extra.", "bring")  # inside a clause
    assert support.verb_pick(WEAR, [RULE, KIT], [0.60, 0.59]) == 1
    assert support.verb_pick(WEAR, [RULE, KIT], [0.60, 0.40]) is None  # under VERB_RATIO
    assert support.verb_pick(WEAR, [RULE, KIT], [0.60, 0.59], [1]) is None  # kept (contradiction, label_kept)
    assert support.verb_pick(WEAR, ["Climbers wear helmets.", KIT], [0.60, 0.59]) is None  # the top names it
    monkeypatch.setattr(support, "VERB_FIRST", False)
    _clear()
    assert support.verb_pick(WEAR, [RULE, KIT], [0.60, 0.59]) is None


def test_which_noun_verb_and_an_unnamed_newer_top(monkeypatch: pytest.MonkeyPatch) -> None:
    assert support.asked_noun(SDK) == ("libra",)
    assert support.asked_noun("Which days does Maëlle work?") is None  # a noun of no label, asked with "does"
    assert support.label_pick(SDK, [RELEASE, LIBS], [0.86, 0.79]) == 1
    newer_top, older = 200.0, 100.0
    # the release names no library nor another word of the question
    assert support.label_kept(["episode", "fact"], [newer_top, older], RELEASE, SDK, [0.86, 0.79]) == set()
    # a top above a higher fact stands there by a change reader
    assert support.label_kept(["episode", "fact"], [newer_top, older], RELEASE, SDK, [0.5, 1.0]) == {1}
    adyen = "The library is Adyen now."
    assert support.label_kept(["episode", "fact"], [newer_top, older], adyen, SDK, [0.86, 0.79]) == {1}
    assert support.label_kept(["episode", "fact"], [newer_top, older]) == {1}  # no text: main's rule
    # a top sharing another word of the question may tell the change without the asked word
    rent, notes = "How much is the rent for a full plot?", "Sun 25 Oct, committee: a full plot is sixty pounds a year."
    assert support.label_kept(["episode", "fact"], [newer_top, older], notes, rent, [0.86, 0.79]) == {1}
    monkeypatch.setattr(support, "LABEL_UNNAMED_OLDER", False)
    assert support.label_kept(["episode", "fact"], [newer_top, older], RELEASE, SDK, [0.86, 0.79]) == {1}
    monkeypatch.setattr(support, "NOUN_VERB_ASKED", False)
    _clear()
    assert support.asked_noun(SDK) is None


class _Fixed(MappedEmbedder):
    dim = 3
    other = (0.0, 1.0, 0.0)
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        SDK: (1.0, 0.0, 0.0),
        RELEASE: (1.0, 0.0, 0.0),
        LIBS: (0.5, 0.0, 0.866),
        WEAR: (0.0, 0.0, 1.0),
        RULE: (0.0, 0.1, 1.0),
        KIT: (0.0, 0.45, 0.89),
        HOURS: (0.0, 0.0, 1.0),
        PARKING: (0.0, 0.1, 1.0),
        CARD: (0.0, 0.45, 0.89),
    }


def _ranked(hits: list) -> list[tuple[str, float]]:
    return [(h.id, round(h.final, 5)) for h in hits]


@pytest.mark.parametrize("on", [True, False])
def test_recall_recall_many_and_batch_rank_alike(monkeypatch: pytest.MonkeyPatch, on: bool) -> None:
    for name in SWITCHES:
        monkeypatch.setattr(support, name, on)
    _clear()
    store = MemoryStore(embedder=_Fixed(), clock=EVAL_NOW.timestamp)
    store.remember("t", LIBS, created_at=EVAL_NOW - timedelta(days=200))
    store.add_episode("t", RELEASE, created_at=EVAL_NOW - timedelta(days=10))
    store.remember("t", RULE, created_at=EVAL_NOW - timedelta(days=120))
    store.remember("t", KIT, created_at=EVAL_NOW - timedelta(days=110))
    for i, text in enumerate(FILLER):
        store.remember("t", text, created_at=EVAL_NOW - timedelta(days=300 + i))
    store.remember("c", CARD, created_at=EVAL_NOW - timedelta(days=300))
    store.remember("c", PARKING, created_at=EVAL_NOW - timedelta(days=100))
    now = EVAL_NOW.timestamp()
    for scope, question, answer, other in (
        ("t", SDK, LIBS, RELEASE),
        ("t", WEAR, KIT, RULE),
        ("c", HOURS, CARD, PARKING),
    ):
        single = store.recall(scope, question, k=4, now=now, conflicts=False)
        assert single[0].text == (answer if on else other), question
        many = store.recall_many([scope], [question], k=4, now=now, conflicts=False)
        assert [_ranked(h) for h in many] == [_ranked(single)]
        table = batch_recall(store, pa.table({"scope": [scope], "query": [question]}), k=4, now=now)
        ids, finals = (table.column(c).to_pylist() for c in ("id", "final"))
        assert [(i, round(f, 5)) for i, f in zip(ids, finals)] == _ranked(single)
