"""A hit written in the other language than its question, compared with the hits above it without the lexical term
(store.other_language_lexical_first, switch XL_LEXICAL): issue 18, branch xling123. The stand-in embedder fixes each
text's vector, so the cosines are the one thing a test sets; the lexical term is BM25's over the scope's texts."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import datetime, timedelta, timezone

import numpy as np
import pytest

from engramdb import MemoryStore
from engramdb import store as store_mod
from engramdb.schema import Hit, evolve
from engramdb.store import _lexical_other, _written_elsewhere, other_language_lexical_first

from .embedder_util import FixedEmbedder

DIM = 8
NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "orchard:khujand"
QUESTION = "How many apricot trees grow in the upper orchard?"
ENGLISH = "A full crate of dried apricots from the upper orchard weighs 12 kilos."
TAJIK = "Боғи болоӣ сесаду бист дарахти зардолу дорад, ҳамааш навъи мирсанҷелӣ."
FILLER = "The drying racks were repaired in March."


def _unit(cosine: float, axis: int) -> np.ndarray:
    out = np.zeros(DIM, np.float32)
    out[0], out[axis] = cosine, float(np.sqrt(1.0 - cosine**2))
    return out


class Table(FixedEmbedder):
    """A dense stand-in: the question on axis 0, each memory at the cosine the test gives it."""

    name = "table-xling123"
    dim = DIM

    def __init__(self, cosines: dict[str, float]) -> None:
        self.vectors = {QUESTION: _unit(1.0, 1), **{t: _unit(c, 2 + i) for i, (t, c) in enumerate(cosines.items())}}

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        return np.stack([self.vectors[t] for t in texts])


@pytest.fixture
def switch() -> Iterator[None]:
    saved = store_mod.XL_LEXICAL
    yield
    store_mod.XL_LEXICAL = saved


def _order(english: float, tajik: float, hashing: bool = False) -> list[str]:
    cosines = {ENGLISH: english, TAJIK: tajik, FILLER: 0.3}
    store = MemoryStore(
        embedder=None if hashing else Table(cosines), clock=NOW.timestamp, calibration=None, dedup=False
    )
    for text in cosines:
        store.remember(SCOPE, text, kind="fact", created_at=NOW - timedelta(days=30))
    return [h.text for h in store.recall(SCOPE, QUESTION, k=3)]


def test_the_answer_in_another_language_goes_first(switch: None) -> None:
    # the English note shares "upper" and "orchard" with the question, the Tajik fact no word: on main the lexical
    # term puts the note first although the fact is nearer the question
    store_mod.XL_LEXICAL = False
    assert _order(0.80, 0.84)[:2] == [ENGLISH, TAJIK]
    store_mod.XL_LEXICAL = True
    assert _order(0.80, 0.84)[:2] == [TAJIK, ENGLISH]


def test_what_stays_where_it_is(switch: None) -> None:
    store_mod.XL_LEXICAL = True
    # the fact less near the question than the note: the note keeps its place
    assert _order(0.84, 0.80)[:2] == [ENGLISH, TAJIK]
    # the hashing embedder (its similarity is a word match): never moved
    hashing = _order(0.80, 0.84, hashing=True)
    store_mod.XL_LEXICAL = False
    assert _order(0.80, 0.84, hashing=True) == hashing


def test_written_elsewhere() -> None:
    for text in (
        TAJIK,
        "ສວນກາເຟຂອງພວກເຮົາ ມີເນື້ອທີ່ ຫົກເຮັກຕາ",
        "Vit hava umleið sjeyti seyðir, og ullin er mest grá.",
        "Avèm environ quatre cents castanhièrs sus las terrassas, sustot de Pelegrina.",
        "Čo sa stalo Bundášovi po zháňaní oviec?",
        "புதிய டிப்போ எங்கே உள்ளது?",
    ):
        assert _written_elsewhere(text), text
    for text in (
        "NSAIDs like ibuprofen worsened Henrik's blood pressure control.",
        ENGLISH,
        QUESTION,
        "Tadeja Zupančič keeps the hut; Žiga Rozman helps in the kitchen.",
        "We're almost out of mirin - who do we order from, how do we order, and by when?",
        "Lab result L-91546: LDL cholesterol 2.4 mmol/L.",
    ):
        assert not _written_elsewhere(text), text
    english, foreign = _lexical_other(QUESTION), _lexical_other("Čo sa stalo Bundášovi po zháňaní oviec?")
    assert english is not None and english(TAJIK) and not english(ENGLISH)
    assert foreign is not None and foreign(ENGLISH) and not foreign(TAJIK)
    # a question with no side (a Latin-script language in ASCII alone, asked with no English word): None without
    # xling127's function-word test (store.XL_ASCII; tests/test_xling127.py has it on)
    saved = store_mod.XL_ASCII
    store_mod.XL_ASCII = False
    _written_elsewhere.cache_clear()
    try:
        assert _lexical_other("Immisa litir ayuu qaadaa qaboojiyaha qolka caanaha?") is None
    finally:
        store_mod.XL_ASCII = saved
        _written_elsewhere.cache_clear()


def _hits(rows: list[tuple[str, float, float, float]], conflicts: dict[int, int] | None = None) -> list[Hit]:
    """Hits of (text, final, relevance, lexical); `conflicts` marks hit i in conflict with hit j."""
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    ids = [store.remember("s", text, kind="fact") for text, *_ in rows]
    out = []
    for n, ((_, final, relevance, lexical), memory_id) in enumerate(zip(rows, ids)):
        memory = store.get("s", memory_id)
        if conflicts and n in conflicts:
            memory = evolve(memory, conflicts_with=(ids[conflicts[n]],))
        out.append(Hit(memory, final, relevance, 0.5, 0.5, 1.0, relevance, lexical))
    return out


def test_the_reorder_alone() -> None:
    rows = [(ENGLISH, 0.70, 0.80, 0.60), (TAJIK, 0.62, 0.90, 0.0), (FILLER, 0.40, 0.50, 0.0)]
    hits = _hits(rows)
    # keys at share 0: 0.70 + 0.21 * 0.2 = 0.742 against 0.62 + 0.21 * 0.9 = 0.809
    assert [h.text for h in other_language_lexical_first(QUESTION, hits, 0.3, 0.7)] == [TAJIK, ENGLISH, FILLER]
    # at the mixed scope's share the lexical term weighs half: 0.721 against 0.7145, the note stays first
    assert other_language_lexical_first(QUESTION, hits, 0.15, 0.7) is hits
    # an identifier's share, no lexical share, no similarity weight: as they came
    for share, weight in ((0.6, 0.7), (0.0, 0.7), (0.3, 0.0)):
        assert other_language_lexical_first(QUESTION, hits, share, weight) is hits
    # a question in the hit's language: nothing to compare across
    assert other_language_lexical_first("Дар боғи болоӣ чанд дарахт ҳаст?", hits, 0.3, 0.7) is hits
    # both relevances at 1 or above (capped alike): no evidence of meaning to move by
    assert (
        other_language_lexical_first(
            QUESTION, _hits([(ENGLISH, 0.73, 1.05, 0.67), (TAJIK, 0.716, 1.07, 0.0)]), 0.3, 0.7
        )[0].text
        == ENGLISH
    )
    # a changed value: the hit is marked in conflict with the one above it, the conflict pass's order stays
    marked = _hits(rows, conflicts={1: 0})
    assert other_language_lexical_first(QUESTION, marked, 0.3, 0.7) is marked
