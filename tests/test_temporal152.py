"""temporal152 (issue 18): a date told with another language's month word names the question's day
(month_words.other_date, timeref.OTHER_DATES), and a question asking what is planned for a time ahead asks the newest
plan (timeref._plan_ahead, timeref.PLANS_AHEAD). Each rule has a switch; off is main's behaviour, which the positives
check fails."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engramdb.timeref as timeref
from engramdb import MemoryStore
from engramdb.month_words import MONTH_STEMS, other_date
from engramdb.scoring import DEFAULT_HALF_LIVES, Weights
from engramdb.timeref import hinted, question_reference

NOW = datetime(2026, 11, 1, 12, tzinfo=timezone.utc)
DAY = 86400.0


def _reference(question: str, monkeypatch: pytest.MonkeyPatch, **flags: bool) -> timeref.TimeReference | None:
    for name, value in flags.items():
        monkeypatch.setattr(timeref, name, value)
    question_reference.cache_clear()
    try:
        return question_reference(question)
    finally:
        question_reference.cache_clear()


@pytest.mark.parametrize(("question", "day", "month"), [
    ("Ce s-a întâmplat cu Bruno pe 29 octombrie?", 29, 10),
    ("Kas buvo atvežta penktadienį, spalio 30 d.?", 30, 10),
    ("Що сталося 27 жовтня зі світлом?", 27, 10),
    ("Payshanba, 15-oktabrda ustaxonaga kimlar keldi?", 15, 10),
    ("10월 13일에 무슨 일이 있었나요?", 13, 10),
    ("Mi történt a kazánnal március 3-án?", 3, 3),
    ("Τι έγινε στις 12 Ιουνίου;", 12, 6),
    ("מה קרה ב-4 בינואר?", 4, 1),
    ("Hvað gerðist ১৭ október?", 17, 10),
])
def test_a_foreign_date_names_its_day(question: str, day: int, month: int, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = _reference(question, monkeypatch)
    assert reference is not None and (reference.day, reference.month) == (day, month)
    assert reference.days == timeref.DATE_DAYS and reference.past_tense
    weights, half_life = hinted(reference, Weights(), DEFAULT_HALF_LIVES)
    assert half_life == timeref.ONE_DAY_DAYS and weights.recency == timeref.ONE_DAY_RECENCY
    assert _reference(question, monkeypatch, OTHER_DATES=False) is None


@pytest.mark.parametrize("text", [
    "Gate 3 main entrance is closed",  # "mai" only as a whole word
    "The 5 medical kits are in the van",
    "We sold 20 mayors' chains",
    "Marte 12 is the code",
    "octombrie fără zi",  # a month with no day number
    "Room 14:30 octubre",  # a time is no day
    "Invoice 14.10 octubre",  # a numeric date is read by the notes' own rules
])
def test_no_date_without_a_month_word_next_to_a_day(text: str) -> None:
    assert other_date(text.lower()) is None


def test_the_nearest_month_word_wins() -> None:
    assert other_date("what did we do at the auction mart on 3 october?") == (3, 10, "3 october")
    assert other_date("¿quién vino al llagar el martes 20 d'ochobre?") == (20, 10, "20 d'ochobre")  # Tuesday


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("0123456789 -.,'abcdemorstuvłżиоктябр१२३")), max_size=40),
       st.sampled_from(sorted(MONTH_STEMS)))
def test_other_date_reads_a_real_day_and_month(text: str, stem: str) -> None:
    for candidate in (text, f"{text} {stem}", f"{stem} {text}"):
        found = other_date(candidate)
        if found is not None:
            day, month, phrase = found
            assert 1 <= day <= 31 and 1 <= month <= 12 and phrase in candidate


def test_a_foreign_date_ranks_the_day_s_note_first(monkeypatch: pytest.MonkeyPatch) -> None:
    store = MemoryStore(clock=NOW.timestamp)
    for days_ago, text in ((2, "Fri 30 Oct: a buyer from Lyon came to the workshop and ordered six chairs."),
                           (12, "Tue 20 Oct: a buyer from Riga came to the workshop and ordered two tables."),
                           (20, "Mon 12 Oct: a school class came to the workshop and watched the lathe.")):
        store.remember("shop:a", text, kind="episode", created_at=NOW.timestamp() - days_ago * DAY)
    question = "Kas atėjo į dirbtuves spalio 20 d.?"

    def day_note() -> tuple[int, float]:
        question_reference.cache_clear()
        hits = store.recall("shop:a", question, k=3)
        rank = next(i for i, hit in enumerate(hits) if hit.text.startswith("Tue 20 Oct"))
        return rank, hits[rank].recency

    rank, recency = day_note()
    assert rank == 0 and recency == pytest.approx(1.0, abs=0.01)


@pytest.mark.parametrize("question", [
    "What's the smokehouse planning for the winter?",
    "What have we planned for Christmas?",
    "What's planned for December at the school?",
    "What are the family's plans for Christmas?",
    "Was ist für Weihnachten geplant?",
])
def test_a_plan_ahead_asks_the_newest_plan(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = _reference(question, monkeypatch)
    assert reference is not None and reference.kind == "coming" and reference.days == timeref.CURRENT_DAYS
    assert hinted(reference, Weights(), DEFAULT_HALF_LIVES) == (Weights(), timeref.CURRENT_DAYS)
    main = _reference(question, monkeypatch, PLANS_AHEAD=False)
    assert main is None or main.days is None


@pytest.mark.parametrize("question", [
    "What did we plan for Christmas?",  # told in the past: what was planned then
    "What's on the winter menu?",  # no plan asked
    "Who planned the route?",  # no time ahead
])
def test_no_plan_ahead(question: str, monkeypatch: pytest.MonkeyPatch) -> None:
    reference = _reference(question, monkeypatch)
    assert reference is None or reference.days != timeref.CURRENT_DAYS or reference.kind != "coming"
