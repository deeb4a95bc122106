"""engramdb.support: the answer-support score of a recall (abstention), its properties and its floor on the
shipped v2 evaluation set with the hashing embedder."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore
from engramdb.eval import EVAL_NOW, read_case_set
from engramdb.quality import evaluate, shipped_quality_sets
from engramdb.support import SUPPORT_DEPTH, content_stems, support

QUESTION = "What shoe size does Ines wear?"


def _hits(store: MemoryStore, texts: list[str], question: str, k: int = 5) -> list:
    for text in texts:
        store.remember("s", text)
    return store.recall("s", question, k=k)


def test_content_stems_leave_out_question_and_function_words() -> None:
    assert content_stems(QUESTION) == ("shoe", "size", "ines", "wear")
    assert content_stems("Which salaries? salary!") == ("salar",)
    assert content_stems("What is it?") == ()


def test_no_margin_without_a_second_hit() -> None:
    store = MemoryStore()
    assert support(QUESTION, []) == 0.0
    assert support(QUESTION, _hits(store, ["Ines wears shoe size 31."], QUESTION)) == 0.0


def test_the_answer_stands_out_where_the_subject_alone_does_not() -> None:
    """The same scope about Ines, with and without her shoe size: the recall that holds the answer is supported
    more than the one that only knows the subject."""
    about = ["Ines goes to De Regenboog primary school.", "Ines has hay fever in spring.",
             "Ines was born on 14 February 2019.", "Ines takes swimming lessons on Saturdays.",
             "Ines likes drawing horses."]
    without = _hits(MemoryStore(), about, QUESTION)
    with_answer = _hits(MemoryStore(), [*about, "Ines now wears shoe size 31 (EU)."], QUESTION)
    assert with_answer[0].text.startswith("Ines now wears")
    # the subject-only recall can come out below 0: support.slot_first may put a memory holding some other number
    # ("born on 14 February 2019") first for "what size", whose relevance is below the hits' mean
    assert support(QUESTION, with_answer) > max(0.0, support(QUESTION, without))


class _Hit:  # what support reads of a hit: its relevance and its text
    def __init__(self, relevance: float, text: str) -> None:
        self.relevance, self.text = relevance, text


_TEXTS = st.sampled_from(["Ines wears shoe size 31.", "Ines goes to school.", "Jonas works at Havenlijn.",
                          "The boiler reported fault F.28.", "Shoe shopping on Saturday.", ""])


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.floats(0, 2), _TEXTS), min_size=2, max_size=9), st.floats(0.001, 1))
def test_support_grows_with_the_top_hits_relevance(hits: list, extra: float) -> None:
    """Raising the top hit's relevance, the rest unchanged, never lowers the support; equal relevances give
    none; only the first SUPPORT_DEPTH hits count."""
    made = [_Hit(r, t) for r, t in hits]
    base = support(QUESTION, made)
    raised = support(QUESTION, [_Hit(made[0].relevance + extra, made[0].text), *made[1:]])
    assert math.isfinite(base) and raised >= base
    assert support(QUESTION, [_Hit(1.0, h.text) for h in made]) == 0.0
    if len(made) >= SUPPORT_DEPTH:
        assert support(QUESTION, [*made[:SUPPORT_DEPTH], _Hit(5.0, "Ines shoe size")]) == \
            support(QUESTION, made[:SUPPORT_DEPTH])


@settings(max_examples=100, deadline=None)
@given(st.floats(0.2, 2), st.lists(st.floats(0, 0.15), min_size=1, max_size=4))
def test_covering_the_asked_words_raises_support(top: float, rest: list) -> None:
    """Same relevances: a top hit holding the asked words ("shoe size") is supported more than one holding only
    the subject ("Ines")."""
    others = [_Hit(r, "Ines goes to school.") for r in rest]
    assert support(QUESTION, [_Hit(top, "Ines wears shoe size 31."), *others]) > \
        support(QUESTION, [_Hit(top, "Ines likes drawing."), *others])


def test_support_beats_the_top_relevance_on_v2_with_hashing() -> None:
    """The floor on the tuning set with the hashing embedder (benchmarks/RESULTS.md, "Recall quality, third pass":
    0.64 against the top relevance's 0.58)."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    report = evaluate(store, read_case_set(shipped_quality_sets()["v2"], store=store).cases)
    assert report.overall["abstention_auroc"] >= 0.62
    assert report.overall["abstention_auroc"] > report.overall["abstention_auroc_relevance"] + 0.03


@pytest.mark.parametrize("k", [2, 5, 10])
def test_support_reads_only_the_first_hits(k: int) -> None:
    store = MemoryStore()
    hits = _hits(store, [f"Ines note {i} about school and shoe size {30 + i}" for i in range(12)], QUESTION, k=k)
    assert support(QUESTION, hits) == support(QUESTION, hits[:SUPPORT_DEPTH])
