"""A Latin-script language written in a-z alone (Somali, Swahili, Haitian, Italian without accents) told apart from
English by its function words (language.reads_elsewhere), read by xl_lexical's language test (store._written_elsewhere,
switch XL_ASCII): issue 18, branch xling127. The stand-in embedder fixes each text's vector, so the cosines are the
one thing a test sets; the lexical term is BM25's over the scope's texts."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta, timezone
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from engramdb import MemoryStore
from engramdb import store as store_mod
from engramdb.language import reads_elsewhere
from engramdb.schema import Hit
from engramdb.store import _lexical_other, _written_elsewhere, other_language_lexical_first

from .embedder_util import FixedEmbedder

DIM = 8
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "dairy:hodan"
QUESTION = "Who looks after the milking camels?"
ENGLISH = "Hodan started the dairy with twelve milking camels."
SOMALI = "Geela lisitaanka waxaa ilaaliya Abdirahman iyo walaalkiis."
FILLER = "The cooler in the milk room holds 500 litres."

ELSEWHERE = [
    SOMALI,
    "Geela waxaa ilaaliya Abdirahman, waxaana jira soddon iyo shan neef oo lisitaan ah.",
    "Immisa litir ayuu qaadaa qaboojiyaha qolka caanaha?",  # Somali
    "Mbwa Kipper alianguka majini wapi?",  # Swahili
    "Tulipokea msaada gani tarehe 30 Oktoba?",
    "Quanto costa un sacco di bucato e quando torna?",  # Italian, no accent
    "Wer hat diese Woche Bereitschaft?",  # German, no umlaut
    "Ki radyo ki te fe yon entevyou ak Manmi sou kasav?",  # Haitian without accents
    "Wanem taem yumi sanem ol blad blong klipa i go blong sapenem, mo long wea?",  # Bislama
]
ENGLISH_TEXTS = [
    QUESTION,
    ENGLISH,
    FILLER,
    "Did Juan Cruz call about the order?",  # English with foreign names
    "Che Guevara posters sold out.",
    "Sushi chef made nigiri today",  # no function word
    "I do it.",  # short
    "def f(a, b): return a in b if b else None",  # code
    "import os; os.path.join(root, name)",
    "Nakamura-san and Tanaka both prefer the Ueno branch.",
]


@pytest.fixture
def switch() -> Iterator[None]:
    saved = store_mod.XL_ASCII, store_mod.XL_SAME_SIDE
    yield
    store_mod.XL_ASCII, store_mod.XL_SAME_SIDE = saved
    _written_elsewhere.cache_clear()


def _set(on: bool) -> None:
    store_mod.XL_ASCII = on
    _written_elsewhere.cache_clear()


@pytest.mark.parametrize("text", ELSEWHERE)
def test_ascii_text_in_another_language_is_told_apart(text: str, switch: None) -> None:
    assert reads_elsewhere(text)
    _set(False)
    assert not _written_elsewhere(text)  # main: an a-z text reads as English
    _set(True)
    assert _written_elsewhere(text)


@pytest.mark.parametrize("text", ENGLISH_TEXTS)
def test_english_stays_english(text: str, switch: None) -> None:
    _set(True)
    assert not reads_elsewhere(text)
    assert not _written_elsewhere(text)


def test_a_somali_question_gets_a_side(switch: None) -> None:
    question = "Immisa litir ayuu qaadaa qaboojiyaha qolka caanaha?"
    _set(False)
    assert _lexical_other(question) is None  # main: no side, nothing moves
    _set(True)
    other = _lexical_other(question)
    assert other is not None and other(FILLER) and not other(SOMALI)


def _unit(cosine: float, axis: int) -> np.ndarray:
    out = np.zeros(DIM, np.float32)
    out[0], out[axis] = cosine, float(np.sqrt(1.0 - cosine**2))
    return out


class Table(FixedEmbedder):
    """A dense stand-in: the question on axis 0, each memory at the cosine the test gives it."""

    name = "table-xling127"
    dim = DIM

    def __init__(self, cosines: dict[str, float]) -> None:
        self.vectors = {QUESTION: _unit(1.0, 1), **{t: _unit(c, 2 + i) for i, (t, c) in enumerate(cosines.items())}}

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.vectors[t] for t in texts])


def _order(english: float, somali: float) -> list[str]:
    cosines = {ENGLISH: english, SOMALI: somali, FILLER: 0.3}
    store = MemoryStore(embedder=Table(cosines), clock=NOW.timestamp, calibration=None, dedup=False)
    for text in cosines:
        store.remember(SCOPE, text, kind="fact", created_at=NOW - timedelta(days=30))
    return [h.text for h in store.recall(SCOPE, QUESTION, k=3)]


def test_the_somali_answer_goes_first(switch: None) -> None:
    # the English note shares "milking camels" with the question, the Somali fact none: on main the Somali text
    # reads as English and the lexical term keeps the note first although the fact is nearer the question
    _set(False)
    assert _order(0.80, 0.84)[:2] == [ENGLISH, SOMALI]
    _set(True)
    assert _order(0.80, 0.84)[:2] == [SOMALI, ENGLISH]
    # the fact less near the question than the note: the note keeps its place
    assert _order(0.84, 0.80)[:2] == [ENGLISH, SOMALI]


SWAHILI_NOTE = "Samahani, nilikosea: kontena la Muscat linapakiwa Kilindini tarehe 14 Novemba, si tarehe 4."
SWAHILI_HOURS = (
    "Duka linafunguliwa saa mbili asubuhi hadi saa kumi na mbili jioni; Jumamosi tunafunga saa nane mchana, na Ijumaa "
    "tunafunga saa sita hadi saa nane kwa sala."
)
SHOP = "Sat 31 Oct: Hamisi launched the shop's new Instagram page."


def _hits(rows: list[tuple[str, float, float, float]]) -> list[Hit]:
    """Hits of (text, final, relevance, lexical)."""
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    ids = [store.remember("s", text, kind="fact") for text, *_ in rows]
    return [
        Hit(store.get("s", i), final, relevance, 0.5, 0.5, 1.0, relevance, lexical)
        for (_, final, relevance, lexical), i in zip(rows, ids)
    ]


def test_past_a_hit_in_its_own_language(switch: None) -> None:
    # holdout21's "What time does the shop open ...?": the Swahili hours (relevance 1.025) under another Swahili note
    # (0.817) and an English one sharing "shop". Keys at share 0.3, weight 0.7: 0.663 + 0.21 * 0.817 = 0.835 for the
    # note above, 0.64 + 0.21 * 1.0 = 0.85 for the hours: with XL_SAME_SIDE they pass both, without it they stop
    # under the other Swahili note (on main that note read as English and was passed by luck)
    question = "What time does the shop open in the morning, and when do we close on Saturdays?"
    hits = _hits([(SWAHILI_NOTE, 0.663, 0.817, 0.0), (SHOP, 0.646, 0.784, 0.326), (SWAHILI_HOURS, 0.64, 1.025, 0.0)])
    _set(True)
    store_mod.XL_SAME_SIDE = False
    assert [h.text for h in other_language_lexical_first(question, hits, 0.3, 0.7)] == [
        SWAHILI_NOTE,
        SWAHILI_HOURS,
        SHOP,
    ]
    store_mod.XL_SAME_SIDE = True
    assert other_language_lexical_first(question, hits, 0.3, 0.7)[0].text == SWAHILI_HOURS
    # a hit in its own language that earned a lexical term: not passed
    held = _hits([(SWAHILI_NOTE, 0.663, 0.817, 0.2), (SHOP, 0.646, 0.784, 0.326), (SWAHILI_HOURS, 0.64, 1.025, 0.0)])
    assert other_language_lexical_first(question, held, 0.3, 0.7)[0].text == SWAHILI_NOTE


class _Unscored:
    """A hit whose scores must not be read (XL_GATE's shortcut reads texts only)."""

    def __init__(self, text: str) -> None:
        self.memory = SimpleNamespace(text=text, conflicts_with=())

    def __getattr__(self, name: str) -> float:
        raise AssertionError(f"{name} read")


def test_the_gate_reads_no_score_of_a_one_language_list(switch: None) -> None:
    hits: Any = [_Unscored(t) for t in (ENGLISH, FILLER, "Sat 31 Oct: Hamisi launched the shop's new Instagram page.")]
    _set(True)
    store_mod.XL_GATE = True
    try:
        assert other_language_lexical_first(QUESTION, hits, 0.3, 0.7) is hits
        store_mod.XL_GATE = False  # main: every hit's scores read before any side
        with pytest.raises(AssertionError, match="read"):
            other_language_lexical_first(QUESTION, hits, 0.3, 0.7)
        # a hit on the other side below the first: the gate is open and the scores are read
        store_mod.XL_GATE = True
        with pytest.raises(AssertionError, match="read"):
            other_language_lexical_first(QUESTION, [*hits, _Unscored(SOMALI)], 0.3, 0.7)
    finally:
        store_mod.XL_GATE = True
