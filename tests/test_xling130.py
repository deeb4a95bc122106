"""An English question over a scope partly written in other languages moved toward them (store.XL_MIRROR,
store.MemoryStore._english_moved, engine.SegmentSet.other_languages_offset): issue 18, branch xling130. Off (0.0,
shipped) is main's behaviour. The stand-in embedder fixes each text's vector, so the vectors are the one thing a test
sets."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime, timezone
from typing import ClassVar

import numpy as np
import pytest

from engramdb import MemoryStore
from engramdb import store as store_mod
from engramdb.language import OFFSET_SHRINK

from .embedder_util import MappedEmbedder

NOW = datetime(2026, 11, 1, tzinfo=timezone.utc)
SCOPE = "felt:kochkor"
QUESTION = "Who keeps the key to the felt storeroom?"
FOREIGN_QUESTION = "Кто хранит ключ от склада?"
ENGLISH = ["The workshop sells shyrdaks to the hotel in Bishkek.", "Cholpon is paid 900 som for every small shyrdak."]
OTHER = ["Ключ от склада всегда у Чолпон, а не в конторе.", "Краску мы делаем из коры ореха."]


class Table(MappedEmbedder):
    vectors: ClassVar[dict[str, tuple[float, ...]]] = {
        QUESTION: (1.0, 0.0, 0.2, 0.0),
        FOREIGN_QUESTION: (0.2, 0.0, 1.0, 0.1),
        ENGLISH[0]: (1.0, 0.3, 0.0, 0.0),
        ENGLISH[1]: (0.9, 0.0, 0.1, 0.3),
        OTHER[0]: (0.5, 0.0, 1.0, 0.0),
        OTHER[1]: (0.1, 0.2, 1.0, 0.2),
    }
    other: ClassVar[tuple[float, ...]] = (0.0, 0.0, 0.0, 1.0)
    dim = 4


@pytest.fixture
def switch() -> Iterator[None]:
    saved = store_mod.XL_MIRROR
    yield
    store_mod.XL_MIRROR = saved


def _store(texts: list[str]) -> MemoryStore:
    store = MemoryStore(embedder=Table(), clock=NOW.timestamp, calibration=None, dedup=False)
    for text in texts:
        store.remember(SCOPE, text, kind="fact")
    return store


def test_other_languages_offset_is_the_weighted_mean_of_the_scope_offsets() -> None:
    store = _store(ENGLISH + OTHER)
    engine = store._engine
    shift = engine.other_languages_offset(SCOPE, OFFSET_SHRINK)
    assert shift is not None
    cyrillic = engine.language_offset(SCOPE, "cyr", OFFSET_SHRINK)
    assert cyrillic is not None
    np.testing.assert_allclose(shift, cyrillic)  # one other language: its own offset
    assert shift[2] > 0.0 > shift[0]  # toward the Cyrillic notes' axis, away from the English ones'
    assert _store(ENGLISH)._engine.other_languages_offset(SCOPE, OFFSET_SHRINK) is None  # all English: no move


def test_off_is_main_and_on_moves_an_english_question_toward_the_other_language(switch: None) -> None:
    store = _store(ENGLISH + OTHER)
    store_mod.XL_MIRROR = 0.0
    off = store._dense_vector(SCOPE, QUESTION)
    plain = Table().embed_queries([QUESTION])[0]
    np.testing.assert_allclose(off, plain, atol=1e-6)  # main: an English question's vector is its embedding
    store_mod.XL_MIRROR = 0.5
    on = store._dense_vector(SCOPE, QUESTION)
    assert abs(float(np.linalg.norm(on)) - 1.0) < 1e-5
    other = Table().embed_documents(OTHER)
    english = Table().embed_documents(ENGLISH)
    assert all(other @ on > other @ off)
    assert all(english @ on < english @ off)


def test_on_leaves_an_all_english_scope_and_a_foreign_question_alone(switch: None) -> None:
    english_only = _store(ENGLISH)
    mixed = _store(ENGLISH + OTHER)
    store_mod.XL_MIRROR = 0.0
    alone_off = english_only._dense_vector(SCOPE, QUESTION)
    foreign_off = mixed._dense_vector(SCOPE, FOREIGN_QUESTION)
    store_mod.XL_MIRROR = 0.5
    np.testing.assert_array_equal(english_only._dense_vector(SCOPE, QUESTION), alone_off)
    np.testing.assert_array_equal(mixed._dense_vector(SCOPE, FOREIGN_QUESTION), foreign_off)


def test_on_leaves_the_hashing_embedder_alone(switch: None) -> None:
    store = MemoryStore(clock=NOW.timestamp, dedup=False)
    for text in ENGLISH + OTHER:
        store.remember(SCOPE, text, kind="fact")
    store_mod.XL_MIRROR = 0.0
    off = store._dense_vector(SCOPE, QUESTION)
    store_mod.XL_MIRROR = 0.5
    np.testing.assert_array_equal(store._dense_vector(SCOPE, QUESTION), off)
