"""Weighted query tokens in hybrid recall's BM25 (branch lookups164, issue 18; cpp/engram/query/hybrid.hpp): a query
text given as (text, weight) pairs weighs each text's tokens by its weight, in the term and in the divisor alike. A
weight of 0 is the token's absence, a weight of 1 is the plain call, and every weight is the reference BM25's
(tests/reference.py). store.INFLECTED_FORMS reads a question's other English forms at INFLECTED_FORM_WEIGHT."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import MemoryStore, _core
from engramdb.engine import params as recall_params
from engramdb.store import lexical_query, lexical_text

from .conftest import Clock
from .reference import lexical_scores

SCOPE = "s"
WORDS = ["invoice", "invoices", "classes", "class", "meeting", "meetings", "chased", "chase", "printer", "E12",
         "INV-2291", "tea", "Porto", "café", "the", "refund", "status", "order", "backup", "mornings", "morning"]


def _texts(seed: int, n: int) -> list[str]:
    rng = random.Random(seed)
    return [" ".join(rng.choice(WORDS) for _ in range(rng.randint(1, 8))) for _ in range(n)]


@pytest.fixture(scope="module")
def store() -> MemoryStore:
    made = MemoryStore(clock=Clock(), dedup=False)
    made.remember_many(SCOPE, _texts(3, 80))
    made.remember_many(SCOPE, _texts(4, 20))  # some rows sealed, some active: one scope's statistics over both
    return made


def _native(store: MemoryStore, text: object, hybrid: float = 0.5) -> list[tuple[int, int, float, float]]:
    """(segment, row, score, lexical) of every hit of a native recall of `text` (a str or (str, weight) pairs)."""
    params = recall_params.build_from(store._now, {"k": 200, "hybrid": hybrid})
    segments = store.engine.segments()
    selections = store.engine.selections(SCOPE, segments, lexical=True)
    query = store.query_vectors(["invoice status"])[0]
    out = _core.recall([s.native() for s in segments], selections, query, params, text)  # type: ignore[arg-type]
    return list(zip(out[0].tolist(), out[1].tolist(), out[2].tolist(), out[7].tolist()))


def test_weighted_tokens_take_each_tokens_largest_weight() -> None:
    tokens, weights = _core.weighted_lexical_tokens([("invoice status", 1.0), ("status refund", 0.3)])
    assert tokens.tolist() == _core.lexical_tokens("invoice status refund").tolist()
    by_token = dict(zip(tokens.tolist(), weights.tolist()))
    assert by_token[int(_core.lexical_tokens("status")[0])] == 1.0
    assert math.isclose(by_token[int(_core.lexical_tokens("refund")[0])], 0.3, rel_tol=1e-6)
    empty_tokens, empty_weights = _core.weighted_lexical_tokens([])
    assert empty_tokens.tolist() == [] and empty_weights.tolist() == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(asked=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join),
       forms=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join))
def test_weight_one_is_the_plain_call_and_weight_zero_the_tokens_absence(store: MemoryStore, asked: str,
                                                                         forms: str) -> None:
    plain = _native(store, asked)
    assert _native(store, ((asked, 1.0),)) == plain  # bit for bit
    assert _native(store, [(asked, 1.0), (forms, 1.0)]) == _native(store, f"{asked} {forms}")
    # a form at weight 0 scores nothing and adds nothing to the divisor: the question as asked
    assert _native(store, ((asked, 1.0), (forms, 0.0))) == plain


@pytest.mark.parametrize("weight", [0.0, 0.3, 0.5, 1.0, 2.0])
def test_every_weight_is_the_reference_bm25(store: MemoryStore, weight: float,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb import store as store_module

    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    monkeypatch.setattr(store_module, "INFLECTED_FORM_WEIGHT", weight)
    store_module._lexical_read.cache_clear()
    texts = [m.text for m in store.list(SCOPE, limit=1000)]
    for question in ["Which classes chased the invoices?", "What is the meeting status?", "tea"]:
        query = store.lexical_texts([question])[0]
        assert isinstance(query, tuple) == (question != "tea")  # the forms at their weight, when there are any
        reference = dict(zip(texts, lexical_scores(texts, query, light_shares=_core._light_token_shares(),
                                                   source_shares=_core._form_source_shares())))
        hits = store.recall(SCOPE, question, k=len(texts), hybrid=0.5, conflicts=False)
        assert len(hits) == len(texts)
        for h in hits:
            assert math.isclose(h.lexical, reference[h.text], rel_tol=1e-5, abs_tol=1e-6), (question, weight, h.text)
    store_module._lexical_read.cache_clear()


@pytest.mark.parametrize("shares", [(1.0, 0.0), (0.0, 0.0), (0.25, 0.0), (0.0, 1.0), (0.25, 0.5)])
def test_every_light_share_of_the_divisor_is_the_reference_bm25(store: MemoryStore, shares: tuple[float, float],
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    # lookups170: a light token's (weight below 1) w idf counts `shared` in every row's divisor and `held` more in
    # the rows holding it; the written tokens' in full
    from engramdb import store as store_module

    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    store_module._lexical_read.cache_clear()
    texts = [m.text for m in store.list(SCOPE, limit=1000)]
    was = _core._light_token_shares(*shares)
    try:
        for question in ["Which classes chased the invoices?", "What is the meeting status?"]:
            query = store.lexical_texts([question])[0]
            reference = dict(zip(texts, lexical_scores(texts, query, light_shares=shares,
                                                       source_shares=_core._form_source_shares())))
            hits = store.recall(SCOPE, question, k=len(texts), hybrid=0.5, conflicts=False)
            for h in hits:
                assert math.isclose(h.lexical, reference[h.text], rel_tol=1e-5, abs_tol=1e-6), (question, shares)
        # forms alone, no written token in the scope: every light token is the divisor, whatever the shares
        alone = _native(store, (("zzzunheard", 1.0), ("classes meeting", 0.5)))
        assert alone and max(lex for *_, lex in alone) > 0
    finally:
        _core._light_token_shares(*was)
        store_module._lexical_read.cache_clear()
    assert _core._light_token_shares() == was
    with pytest.raises(ValueError):
        _core._light_token_shares(1.5, None)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(asked=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join),
       forms=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4).map(" ".join))
def test_the_forms_dilute_a_row_that_holds_none_of_them_by_their_shared_part_only(store: MemoryStore, asked: str,
                                                                                forms: str) -> None:
    # a row holding none of the light tokens keeps its written words' term, divided by the written divisor plus
    # `shared` of the light tokens': at the shipped share less than lookups164's (shared = 1)
    shared = _core._light_token_shares()[0]
    written = {(seg, row): lex for seg, row, _, lex in _native(store, asked)}
    held = {(seg, row) for seg, row, _, lex in _native(store, ((forms, 1.0),)) if lex > 0}
    weighted = {(seg, row): lex for seg, row, _, lex in _native(store, ((asked, 1.0), (forms, 0.5)))}
    light = set(_core.lexical_tokens(forms).tolist()) - set(_core.lexical_tokens(asked).tolist())
    for key, lex in written.items():
        if key in held or not light or lex >= 1.0:
            continue
        assert weighted[key] <= lex + 1e-6
        if shared == 0.0:
            assert weighted[key] == lex  # bit for bit: the forms cost a row that lacks them nothing


def test_a_lower_weight_counts_less_than_a_written_word(store: MemoryStore) -> None:
    lexicals = {w: max(lex for *_, lex in _native(store, (("tea", 1.0), ("Porto", w)))) for w in (0.0, 0.4, 1.0)}
    assert lexicals[0.0] == pytest.approx(1.0)  # "tea" alone: the best note holds it
    assert 0 < lexicals[0.4] <= 1.0


@pytest.mark.parametrize("bad", [[("a", -0.5)], [("a", float("nan"))], [("a", float("inf"))]])
def test_a_negative_or_not_finite_weight_is_refused(store: MemoryStore, bad: object) -> None:
    with pytest.raises(ValueError):
        _native(store, bad)


@pytest.mark.parametrize("bad", [[("a",)], [("a", 1.0, 2.0)], [(b"a", 1.0)], [["a", 1.0]], 7])
def test_a_text_not_of_str_weight_pairs_is_refused(store: MemoryStore, bad: object) -> None:
    with pytest.raises(TypeError):
        _native(store, bad)


def test_the_forms_weigh_below_the_words_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb import store as store_module

    store_module._lexical_read.cache_clear()
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    read = lexical_query("Which classes are the kids in?", True)
    assert isinstance(read, tuple) and read[0] == (lexical_text("Which classes are the kids in?", True), 1.0)
    assert "class" in read[1][0].split() and read[1][1] == store_module.INFLECTED_FORM_WEIGHT
    assert 0 < store_module.INFLECTED_FORM_WEIGHT < 1
    assert lexical_query("Which classes are the kids in?", False) == lexical_text("Which classes are the kids in?")
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", False)
    assert lexical_query("Which classes are the kids in?", True) == lexical_text("Which classes are the kids in?",
                                                                                  True)


def test_a_note_writing_the_asked_word_stays_above_one_writing_only_a_form(monkeypatch: pytest.MonkeyPatch) -> None:
    # lookups159's loss: at full weight the form "class" counted as much as the asked "classes", so the note writing
    # only the form tied the one writing the word asked; below 1 it is found and stays below
    from engramdb import store as store_module

    store = MemoryStore(clock=Clock())
    asked = store.remember(SCOPE, "Evening classes stop at 21:00 on weekdays.")
    form = store.remember(SCOPE, "Each class has at most twelve students.")
    store.remember(SCOPE, "The office is shut on public holidays.")
    lexical = {}
    shipped = store_module.INFLECTED_FORM_WEIGHT
    for weight in (0.0, shipped, 1.0):
        monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
        monkeypatch.setattr(store_module, "INFLECTED_FORM_WEIGHT", weight)
        store_module._lexical_read.cache_clear()
        hits = {h.id: h.lexical for h in store.recall(SCOPE, "When do the classes stop?", k=3, hybrid=0.5)}
        lexical[weight] = (hits.get(asked, 0.0), hits.get(form, 0.0))
    store_module._lexical_read.cache_clear()
    assert lexical[0.0][1] == 0.0  # weight 0: the form is not read
    on = lexical[shipped]
    assert 0.0 < on[1] < on[0]
    assert lexical[1.0][1] > on[1] and lexical[1.0][0] < on[0]  # a heavier form counts more, in the divisor too


# ---------------------------------------------------------------------------------------------------------------
# lookups181: a form read with the word it is a form of ((text, weight, source)), whose share of the divisor is set
# by whether the scope holds that word (query/hybrid.hpp, form_source_shares; store.FORM_SOURCES)


def test_the_forms_are_read_by_the_word_they_are_forms_of(monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb import store as store_module

    store_module._lexical_read.cache_clear()
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    monkeypatch.setattr(store_module, "FORM_SOURCES", True)
    question = "Which classes chased the invoices?"
    read = lexical_query(question, True)
    assert isinstance(read, tuple) and read[0] == (lexical_text(question, True), 1.0)
    by_word = {item[2]: item[0] for item in read[1:] if len(item) == 3}
    assert set(by_word) == {"classes", "chased"}  # "invoice" gives the token of "invoices" already
    assert "class" in by_word["classes"].split() and "chase" in by_word["chased"].split()
    assert all(item[1] == store_module.INFLECTED_FORM_WEIGHT for item in read[1:])
    # the same forms as one text without their words (FORM_SOURCES off: lookups170's reading)
    monkeypatch.setattr(store_module, "FORM_SOURCES", False)
    plain = lexical_query(question, True)
    assert isinstance(plain, tuple) and len(plain) == 2
    assert sorted(plain[1][0].split()) == sorted(" ".join(by_word.values()).split())
    assert _core.inflected_extra_by_word([]) == []
    assert _core.inflected_extra_by_word(["tea", "classes", "classes"]) == [("classes", _core.inflected_extra(["classes"]))]
    store_module._lexical_read.cache_clear()


@pytest.mark.parametrize("shares", [(0.0, 1.0), (0.0, 0.0), (1.0, 1.0), (0.25, 0.5), (0.5, 0.25)])
def test_every_source_share_of_the_divisor_is_the_reference_bm25(store: MemoryStore, shares: tuple[float, float],
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb import store as store_module

    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    monkeypatch.setattr(store_module, "FORM_SOURCES", True)
    store_module._lexical_read.cache_clear()
    texts = [m.text for m in store.list(SCOPE, limit=1000)]
    was = _core._form_source_shares(*shares)
    try:
        # "classes" and "meeting" are in the scope, "quarrels" and "chasing" not
        for question in ["Which classes chased the invoices?", "What is the meeting status?",
                         "Were the quarrels chasing the printers?"]:
            query = store.lexical_texts([question])[0]
            assert isinstance(query, tuple) and any(len(item) == 3 for item in query)
            reference = dict(zip(texts, lexical_scores(texts, query, light_shares=_core._light_token_shares(),
                                                       source_shares=shares)))
            hits = store.recall(SCOPE, question, k=len(texts), hybrid=0.5, conflicts=False)
            for h in hits:
                assert math.isclose(h.lexical, reference[h.text], rel_tol=1e-5, abs_tol=1e-6), (question, shares)
    finally:
        _core._form_source_shares(*was)
        store_module._lexical_read.cache_clear()
    assert _core._form_source_shares() == was
    with pytest.raises(ValueError):
        _core._form_source_shares(None, 1.5)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(asked=st.lists(st.sampled_from([*WORDS, "chase", "quarrel"]), min_size=1, max_size=4).map(" ".join),
       groups=st.lists(st.tuples(st.lists(st.sampled_from([*WORDS, "chases", "quarrels"]), min_size=1,
                                          max_size=3).map(" ".join),
                                 st.sampled_from([*WORDS, "chase", "quarrel", ""]),
                                 st.sampled_from([0.0, 0.3, 0.5, 1.0])), min_size=1, max_size=3),
       shares=st.sampled_from([(0.0, 1.0), (0.25, 0.25), (1.0, 0.0), (0.5, 0.75)]))
def test_sourced_forms_are_the_reference_bm25(store: MemoryStore, asked: str, groups: list[tuple[str, str, float]],
                                              shares: tuple[float, float]) -> None:
    # any texts, weights and source words (held by the scope or not; "": none) against the Python oracle
    texts = [m.text for m in store.list(SCOPE, limit=1000)]
    query = ((asked, 1.0), *((forms, weight, source) if source else (forms, weight) for forms, source, weight in groups))
    was = _core._form_source_shares(*shares)
    try:
        native = sorted(lex for *_, lex in _native(store, query))
    finally:
        _core._form_source_shares(*was)
    reference = sorted(lexical_scores(texts, query, light_shares=_core._light_token_shares(), source_shares=shares))
    assert len(native) == len(reference)
    for got, want in zip(native, reference):
        assert math.isclose(got, want, rel_tol=1e-5, abs_tol=1e-6), (query, shares)


def test_a_form_counts_in_the_divisor_only_when_no_note_writes_its_word() -> None:
    # made-up notes. "meetings" (token "meetin") is written by a note; its form "meeting" ("meet") by another.
    # "chase" ("chase") by none; its form "chased" ("chas") by one.
    store = MemoryStore(clock=Clock())
    store.remember(SCOPE, "Team meetings move to the north room.")
    store.remember(SCOPE, "The meeting notes are in the blue folder.")
    store.remember(SCOPE, "The north room opens at dawn.")
    store.remember(SCOPE, "The dogs chased the cart past the north gate.")
    store.remember(SCOPE, "The north gate shuts at dusk.")
    was = _core._form_source_shares()
    try:
        for held, missing in [(0.0, 1.0), (0.25, 0.25), (1.0, 0.0)]:
            _core._form_source_shares(held, missing)
            # the scope writes "meetings": at source_held 0 its form costs the row matching the written words nothing
            plain = {(s, r): lex for s, r, _, lex in _native(store, "meetings room")}
            sourced = {(s, r): lex for s, r, _, lex in _native(store, (("meetings room", 1.0),
                                                                         ("meeting", 0.5, "meetings")))}
            best = max(plain, key=plain.__getitem__)
            assert (sourced[best] == plain[best]) == (held == 0.0)
            assert sourced[best] <= plain[best]
            # no note writes "chase": its form stands in for it, at source_missing of its w idf in every divisor
            plain = {(s, r): lex for s, r, _, lex in _native(store, "chase gate")}
            sourced = {(s, r): lex for s, r, _, lex in _native(store, (("chase gate", 1.0), ("chased", 0.5, "chase")))}
            gate_only = [key for key, lex in plain.items() if lex > 0 and key not in
                         {(s, r) for s, r, _, lex in _native(store, "chased") if lex > 0}]
            assert gate_only
            for key in gate_only:
                assert (sourced[key] < plain[key]) == (missing > 0.0)
    finally:
        _core._form_source_shares(*was)
