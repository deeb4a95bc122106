"""Money told in another language read by the cross-language change readers (issue 18, branch xlanchor93): an amount
in English number words before the scope's currency word ("thirteen hundred tenge"), a currency word in another
script or spelling after digits ("2 200 теңге", "95 ewro", "7 манат"), Nepali's and Gujarati's 11-99 (words of their
own), and xl_anchored_change's anchor for a long note of many topics (the fact's nearest hit of the note's language)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engramdb import MemoryStore, numwords_xl, semantics
from engramdb.numwords_xl import xl_money_in_english, xl_spelt_in_digits
from engramdb.semantics import _xl_anchored_value, _xl_clauses

from .embedder_util import FixedEmbedder


def _fresh() -> None:
    _xl_clauses.cache_clear()
    xl_spelt_in_digits.cache_clear()
    xl_money_in_english.cache_clear()


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("a half-litre bottle goes for thirteen hundred tenge from Monday", "goes for 1300 tenge from"),
        ("Bravo takes the half-litre bottles at four and a half manat each", "at 4.5 manat each"),
        ("the antifouling has gone up again, forty-five euros a litre now", "45 euros a litre"),
        ("Дүкендегі бір литр қымыздың бағасы енді 2 200 теңге.", "енді 2200 tenge."),
        ("L-antifouling issa qed jiswa 110 ewro l-landa.", "jiswa 110 euros l-landa"),
        ("Нархи энди 7 манат.", "энди 7 manat."),
        ("a pouch of dried wrack goes for four euros fifty now", "for 4.5 euros now"),
    ],
)
def test_money_as_an_english_note_writes_it(text: str, read: str) -> None:
    assert read in xl_money_in_english(text)


def test_a_count_of_another_thing_and_a_currency_word_inside_a_word() -> None:
    for text in (
        "Jake spliced two new mooring lines; thirteen hundred litres of diesel.",  # number words before no currency
        "Бізде 5 мандарин және 12 тенгетай бар.",  # words that start as a currency word ("ман", "тенге")
        "We ordered 3 200 bottles and 12 manatees.",  # thousands split by a space before no currency word
        "Paid 58 euros on Friday, 5 EUR tip, 6 dollars a metre.",  # currency words keyed as the English one already
    ):
        assert xl_money_in_english(text) == text
    # no cents after a comma: a count of another thing
    assert xl_money_in_english("It was four euros, fifty people came.") == "It was 4 euros, fifty people came."


# a change told in the other language than the fact: True on the branch, False on main (XL_MONEY_KEYS off)
CHANGES = [
    (
        "Tue 27 Oct, weekly catch-up with Nurlan: the winter hay is stacked; a litre of kumis goes for two thousand "
        "five hundred tenge from Monday; Baurzhan wants a second horse trailer.",
        "Дүкендегі бір литр қымыздың бағасы енді 2 200 теңге.",
    ),
    (
        "Mon 26 Oct, Monday meeting: the press is serviced; Bravo takes the litre bottles at eight and a half manat "
        "each from November; Aysel wants new labels.",
        "Bravo supermarketləri indi bir litrlik nar şirəsi üçün 7 манат ödəyir.",
    ),
    (
        "Mon 26 Oct: boat jobs this week: the antifouling has gone up again, a hundred and twenty euros a can now.",
        "L-antifouling issa qed jiswa 110 ewro l-landa ta' 2.5 litri.",
    ),
]


@pytest.mark.parametrize(("newer", "older"), CHANGES)
def test_the_change_is_read_only_with_the_money_keys(monkeypatch: pytest.MonkeyPatch, newer: str, older: str) -> None:
    _fresh()
    assert _xl_anchored_value(newer, older, True)
    monkeypatch.setattr(semantics, "XL_MONEY_KEYS", False)
    _fresh()
    try:
        assert not _xl_anchored_value(newer, older, True)
    finally:
        _fresh()


def test_the_same_money_or_another_basis_is_no_change() -> None:
    _fresh()
    # the same value in English words and in Kazakh digits
    assert not _xl_anchored_value(
        "Kumis now goes for two thousand two hundred tenge a litre.",
        "Дүкендегі бір литр қымыздың бағасы енді 2 200 теңге.",
        True,
    )
    # a count of another thing in words beside the fact's currency: no value of its unit
    assert not _xl_anchored_value(
        "From Monday we bottle thirteen hundred litres a week.",
        "Дүкендегі бір литр қымыздың бағасы енді 2 200 теңге.",
        True,
    )


def _without_teens(table: dict[str, dict[str, tuple[str, float]]]) -> dict[str, dict[str, tuple[str, float]]]:
    added = {w for lang in ("ne", "gu") for w in numwords_xl._TEENS_AND_TENS[lang].split()}
    return {lang: {w: v for w, v in words.items() if w not in added} for lang, words in table.items()}


@pytest.mark.parametrize(
    ("older", "newer", "digits"),
    [
        ("The two-week course costs 28,000 rupees.", "कोर्स अब बत्तीस हजार पाँच सय रुपैयाँ।", "32500 rupees"),
        ("Saree tying is 140 rupees a saree.", "હવે એક સાડી બાંધવાના એકસો પંચાવન રૂપિયા.", "155 rupees"),
        ("A bundle of paper is 60 rupees.", "अब एक बन्डल पचहत्तर रुपैयाँ।", "75 rupees"),
    ],
)
def test_nepali_and_gujarati_eleven_to_ninety_nine(
    monkeypatch: pytest.MonkeyPatch, older: str, newer: str, digits: str
) -> None:
    _fresh()
    assert digits in xl_spelt_in_digits(newer)
    assert _xl_anchored_value(newer, older, True)
    monkeypatch.setattr(numwords_xl, "XL_NUMBER_WORDS", _without_teens(numwords_xl.XL_NUMBER_WORDS))  # main's words
    _fresh()
    try:
        assert digits not in xl_spelt_in_digits(newer)
        assert not _xl_anchored_value(newer, older, True)
    finally:
        _fresh()


def test_an_eleven_to_ninety_nine_word_alone_is_no_money() -> None:
    # "बाह्र" (12) and Gujarati "બાર" (12, also "outside") with no currency word next to them: as they are
    for text in ("बाह्र जना आए।", "બાર વાગ્યે બહાર મળીએ."):
        assert xl_spelt_in_digits(text) == text


# the long-note anchor: a weekly note in Armenian (three topics) states the fact's new price in one clause; its
# embedding is nearer another English note (the drying shed) than the fact, but the fact's nearest hit of the note's
# language is the note
DIM = 16
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "apricots:vedi"
QUESTION = "What does the Lyon buyer pay for our apricots?"
FACT = "The Lyon buyer pays EUR 7.80 a kilo for our dried apricots."
SHED = "Tue 20 Oct: the new drying shed roof is on; Ani checks the trays on Fridays; the road is fixed."
NOTE = (
    "Երեքշաբթի, շաբաթական հանդիպում. չորանոցի տանիքը պատրաստ է; Լիոնի գնորդը այսուհետ վճարում է 8.50 եվրո; "
    "Անին ստուգում է սկուտեղները."
)
NOTE_OTHER = "Երեքշաբթի. Լիոնի գնորդը այսուհետ վճարում է 8.50 եվրո."  # one clause: no note of many topics
DEPOSIT_Q = "How much did Trockenobst Kiez pay as a deposit?"
DEPOSIT = "Fri 9 Oct: Trockenobst Kiez paid a deposit of 500 EUR for the spring order."


def _unit(*pairs: tuple[int, float]) -> np.ndarray:
    out = np.zeros(DIM, np.float32)
    for at, value in pairs:
        out[at] = value
    return out / np.linalg.norm(out)


VECTORS = {
    QUESTION: _unit((0, 1.0)),
    FACT: _unit((0, 0.85), (1, 0.527)),
    SHED: _unit((0, 0.6), (2, 0.8)),
    NOTE: _unit((0, 0.75), (1, 0.3), (2, 0.59)),
    NOTE_OTHER: _unit((0, 0.75), (1, 0.3), (2, 0.59)),
    DEPOSIT_Q: _unit((0, 0.6), (3, 0.8)),
    DEPOSIT: _unit((3, 1.0)),
}


class Table(FixedEmbedder):
    """A dense stand-in: each text's vector from VECTORS."""

    name = "table-v1"
    dim = DIM

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([VECTORS[t] for t in texts])


def _order(note: str, question: str = QUESTION) -> tuple[list[str], str, str]:
    store = MemoryStore(embedder=Table(), clock=NOW.timestamp, calibration=None, dedup=False)
    fact = store.remember(SCOPE, FACT, kind="fact", created_at=NOW - timedelta(days=300))
    store.remember(SCOPE, SHED, kind="episode", created_at=NOW - timedelta(days=12))
    store.remember(SCOPE, DEPOSIT, kind="episode", created_at=NOW - timedelta(days=20))
    new = store.remember(SCOPE, note, kind="episode", created_at=NOW - timedelta(days=5))
    hits = store.recall(SCOPE, question, k=5)
    assert all(fact not in h.memory.conflicts_with for h in hits if h.id == new) or question == QUESTION
    return [h.id for h in hits], fact, new


def test_a_long_note_is_anchored_by_the_facts_nearest_hit(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh()
    # the note is nearer the English shed note than the fact (the mutual test's other direction fails)
    assert float(VECTORS[NOTE] @ VECTORS[SHED]) > float(VECTORS[NOTE] @ VECTORS[FACT])
    ids, fact, new = _order(NOTE)
    assert ids.index(new) < ids.index(fact)
    monkeypatch.setattr(semantics, "XL_NOTE_ANCHOR", False)  # main: the fact first
    monkeypatch.setattr(semantics, "XL_NAMED_CHANGE", False)  # newest121 pairs it by the name "Լիոնի" (Lyon) too
    ids, fact, new = _order(NOTE)
    assert ids.index(fact) < ids.index(new)


def test_a_short_note_needs_both_directions(monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh()
    monkeypatch.setattr(semantics, "XL_NAMED_CHANGE", False)  # newest121 pairs it by the name "Լիոնի" (Lyon)
    # the same vectors, one clause: no note of many topics, so the newer-to-fact direction is read and fails
    ids, fact, new = _order(NOTE_OTHER)
    assert ids.index(fact) < ids.index(new)


def test_a_long_note_is_no_change_of_a_fact_under_another_hit() -> None:
    _fresh()
    # another question (a deposit) whose first hit is a note: the apricot fact below it is not the question's answer,
    # so the note's price is no change of it (the fact not the first hit: no long-note anchor)
    ids, fact, new = _order(NOTE, DEPOSIT_Q)
    assert ids[0] != fact and ids.index(fact) < ids.index(new)
