"""Hybrid recall (recall(..., hybrid=a)): the lexical tokens and postings against a plain-Python reference
(tests/reference.py), the native BM25 term against the reference BM25, every exact plan equal to the exact scan
with hybrid on (random weights, filters, relevance maps), hybrid off bit for bit the dense recall, bad values
refused with typed errors, and the lexical index never crossing a scope or outliving an erasure."""

from __future__ import annotations

import itertools
import math
import random
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import Calibration, CallableEmbedder, HashingEmbedder, MemoryStore, Weights, _core
from engramdb.calibration import IDENTITY
from engramdb.engine import params as recall_params
from engramdb.errors import InvalidArgumentError, InvalidTypeError
from engramdb.schema import KINDS, LAYERS
from engramdb.semantics import identifiers
from engramdb.store import _FUNCTION_WORD, _without_function_words, lexical_embedder, lexical_query, lexical_text
from engramdb.support import FUNCTION_WORDS
from engramdb.tries import trie_alternation

from . import reference
from .conftest import DAY, NOW, Clock
from .reference import lexical_scores, lexical_tokens

SCOPE = "s"
VOCAB = ["invoice", "the", "printer", "E12", "8841", "INV-2291", "INV2291", "tea", "Porto", "café", "naïve",
         "東京", "of", "a", "refund", "e12", "status", "order", "55-2291", "x-y-z", "backup", "bucket", "is"]


def _text(rng: random.Random, words: int) -> str:
    seps = [" ", " ", " ", ", ", "-", ": ", "\t", "  ", "/", "--"]
    out = rng.choice(VOCAB)
    for _ in range(words - 1):
        out += rng.choice(seps) + rng.choice(VOCAB)
    return out


# ---------------------------------------------------------------------------------------------- tokens, postings

@given(st.lists(st.sampled_from([*"aZ09-_ .,:/\t\né東\ud800'’‘", "INV-", "--", "e12", "'s", "’ll", "s", "ve", "t",
                                 "ing", "ED", "us", "ss", "abcdefgh", "VMs", "PC", "Is", "VMS"]),
                max_size=30).map("".join))
def test_tokens_are_the_references(text: str) -> None:
    assert _core.lexical_tokens(text).tolist() == sorted(set(lexical_tokens(text)[0]))


def test_identifiers_are_tokens_with_and_without_their_hyphen() -> None:
    tokens = set(_core.lexical_tokens("Invoice INV-2291, case E12 / 8841").tolist())
    for word in ("inv2291", "INV", "2291", "e12", "8841", "invoice", "Case"):
        assert set(_core.lexical_tokens(word).tolist()) <= tokens, word
    assert not set(_core.lexical_tokens("inv-2292").tolist()) - set(_core.lexical_tokens("inv 2292 inv2292").tolist())
    assert _core.lexical_tokens("   ,,, --").tolist() == []
    assert _core.lexical_tokens("CAFÉ").tolist() != _core.lexical_tokens("café").tolist()  # only ASCII is folded


def test_forms_of_one_word_are_one_token() -> None:
    # "What is Keiko allergic to?" met "Keiko has a shellfish allergy" only by the name, "What is the studio's
    # cancellation policy?" never met "Lessons cancelled with less than 24 hours' notice" (eval holdout3, e5)
    def same(a: str, b: str) -> bool:
        return _core.lexical_tokens(a).tolist() == _core.lexical_tokens(b).tolist()

    for a, b in (("allergic", "allergy"), ("cancelled", "cancellation"), ("owns", "owned"), ("swims", "swim"),
                 ("Directing", "director"), ("bins", "BIN"), ("expires", "expire"), ("tuned", "tuning")):
        assert same(a, b), (a, b)
    for a, b in (("class", "clas"), ("bus", "bu"), ("is", "i"), ("red", "r"), ("king", "k"), ("E12s", "E12"),
                 ("café", "cafés"), ("2291", "229")):
        assert not same(a, b), (a, b)  # short words, a plural's "ss"/"us", and words with a digit or non-ASCII byte
    # the joined form of hyphenated words stays whole: "INV-2291s" does not meet "inv2291"
    assert set(_core.lexical_tokens("INV-2291").tolist()) != set(_core.lexical_tokens("INV-2291s").tolist())
    assert set(_core.lexical_tokens("check-ins").tolist()) != set(_core.lexical_tokens("check-in").tolist())


def test_a_three_letter_acronyms_plural_is_its_token() -> None:
    # lookups181: the plural "s" is cut from four letters, so "VMs" ("vms") missed "VM"; two capitals and an "s" are
    # an acronym's plural. "VMS" (capitals only), "Ids", "ids", "Is", "bus" keep their "s"
    def same(a: str, b: str) -> bool:
        return _core.lexical_tokens(a).tolist() == _core.lexical_tokens(b).tolist()

    for a, b in (("VMs", "VM"), ("PCs", "pc"), ("IDs", "id"), ("TVs", "TV")):
        assert same(a, b), (a, b)
    for a, b in (("VMS", "VM"), ("Ids", "id"), ("ids", "id"), ("Is", "I"), ("bus", "bu"), ("Vms", "VM")):
        assert not same(a, b), (a, b)
    assert _core._acronym_plurals() is True
    was = _core._acronym_plurals(False)  # off: the tokens before lookups181, and the reference's
    reference.ACRONYM_PLURALS = False
    try:
        assert not same("VMs", "VM")
        for text in ("VMs PCs", "The IDs of two VMs"):
            assert _core.lexical_tokens(text).tolist() == sorted(set(lexical_tokens(text)[0]))
    finally:
        _core._acronym_plurals(was)
        reference.ACRONYM_PLURALS = True
    assert _core._acronym_plurals() is was


def test_a_question_naming_an_acronym_meets_the_note_writing_its_plural() -> None:
    def lexical(on: bool) -> tuple[float, float]:
        was = _core._acronym_plurals(on)
        try:
            store = MemoryStore(clock=lambda: 1.0e9)
            vms = store.remember("p:1", "The lab VMs: 201 mail, 202 wiki, 203 backups.")
            team = store.remember("p:1", "The wiki team meets on Mondays.")
            hits = {h.id: h for h in store.recall("p:1", "Which VM runs the wiki?", k=2, hybrid=0.5)}
        finally:
            _core._acronym_plurals(was)
        return hits[vms].lexical, hits[team].lexical

    before, after = lexical(False), lexical(True)
    assert before[0] < before[1]  # "wiki" alone: the shorter note leads
    # "VM" meets "VMs": the note holding both words leads (its term over the divisor is its length's factor, as
    # before), the note holding "wiki" alone is divided by "VM"'s idf too
    assert after[0] > after[1] and after[1] < before[1] and after[0] == pytest.approx(before[0], rel=1e-5)


def test_a_question_meets_another_form_of_its_word_in_hybrid_recall() -> None:
    store = MemoryStore(clock=lambda: 1.0e9)
    allergy = store.remember("p:1", "Shellfish allergy: shrimp and crab.")
    store.remember("p:1", "Keiko does yoga on Tuesday evenings.")
    hits = {h.id: h for h in store.recall("p:1", "Allergic to what?", k=2, hybrid=0.5)}
    assert hits[allergy].lexical > 0.5


def test_an_apostrophe_separates_and_an_english_clitic_after_it_is_no_token() -> None:
    # "What is Henrik's atorvastatin dose?": the lone "s" was a rare token of the two "Henrik's ..." memories of a
    # small scope and outweighed "atorvastatin" (eval v2, hashing: the dose ranked 19th)
    assert _core.lexical_tokens("Henrik's").tolist() == _core.lexical_tokens("Henrik’s").tolist() \
        == _core.lexical_tokens("Henrik").tolist()
    assert _core.lexical_tokens("we’ll don't I'M").tolist() == _core.lexical_tokens("we don I").tolist()
    assert _core.lexical_tokens("'s s ’t").tolist() == _core.lexical_tokens("s s t").tolist()  # after no word: a word
    assert _core.lexical_tokens("O'Brien l'école").tolist() == _core.lexical_tokens("O Brien l école").tolist()
    index = _core.LexicalIndex(["Henrik's dog", "Henrik dog"])
    assert index.lengths().tolist() == [2, 2]  # the clitic is not counted in the length either


def test_postings_and_lengths_are_the_references() -> None:
    rng = random.Random(5)
    texts = [_text(rng, rng.randint(1, 9)) for _ in range(200)] + ["", "!!"]
    index = _core.LexicalIndex(texts)
    assert len(index) == len(texts)
    refs = [lexical_tokens(t) for t in texts]
    assert index.lengths().tolist() == [length for _, length in refs]
    assert index.total_length == sum(length for _, length in refs)
    every = {t for tokens, _ in refs for t in tokens}
    assert index.n_tokens == len(every)
    for token in sorted(every)[:60]:
        docs, counts = index.postings(token)
        expected = [(d, refs[d][0].count(token)) for d in range(len(texts)) if token in refs[d][0]]
        assert list(zip(docs.tolist(), counts.tolist())) == expected
    docs, counts = index.postings(12345)
    assert len(docs) == 0 == len(counts)
    with pytest.raises(TypeError):
        _core.LexicalIndex("one string")
    with pytest.raises(TypeError):
        _core.LexicalIndex([b"bytes"])


# ---------------------------------------------------------------------------------------------- the BM25 term

def _text_store(n: int, seed: int, **kwargs: object) -> tuple[MemoryStore, list[str], list[str]]:
    rng = random.Random(seed)
    texts = [_text(rng, rng.randint(1, 8)) for _ in range(n)]
    store = MemoryStore(clock=Clock(), dedup=False, **kwargs)  # type: ignore[arg-type]
    ids = store.remember_many(SCOPE, texts)
    return store, texts, ids


@pytest.mark.parametrize("seal", [False, True, "half"])
def test_lexical_terms_are_the_reference_bm25_and_the_score_fuses_them(seal: object) -> None:
    store, texts, ids = _text_store(120, 1)
    try:
        if seal == "half":  # a sealed run and active rows: one scope's statistics over both
            store.seal()
            extra = [_text(random.Random(9), 4) for _ in range(40)]
            ids += store.remember_many(SCOPE, extra)
            texts += extra
        elif seal:
            store.seal()
        store.forget(SCOPE, ids[3])  # a hidden row counts nowhere: not in the statistics, never in the hits
        store.remember_many("other", ["E12 8841 invoice INV-2291"] * 30)  # another scope's words count nowhere
        served = [i for i in range(len(ids)) if i != 3]
        by_id = {ids[i]: n for n, i in enumerate(served)}
        for query in ["E12", "status of invoice 8841?", "INV2291", "the tea of Porto", "nothing matches"]:
            # as the store reads it (a hashing store: the content words, store.lexical_texts)
            reference = lexical_scores([texts[i] for i in served], store.lexical_texts([query])[0])
            a = 0.4
            hits = store.recall(SCOPE, query, k=len(texts), hybrid=a, conflicts=False,
                                weights=Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0))
            assert len(hits) == len(texts) - 1 and ids[3] not in {h.id for h in hits}
            for h in hits:
                assert math.isclose(h.lexical, reference[by_id[h.id]], rel_tol=1e-5, abs_tol=1e-6), (query, h.text)
                assert math.isclose(h.final, (1 - a) * h.relevance + a * h.lexical, rel_tol=1e-5, abs_tol=1e-6)
            finals = [h.final for h in hits]
            assert finals == sorted(finals, reverse=True)
    finally:
        store.close()


def _lexical_terms(texts: list[str], query: str) -> dict[str, float]:
    store = MemoryStore(clock=Clock(), dedup=False)
    try:
        store.remember_many(SCOPE, texts)
        hits = store.recall(SCOPE, query, k=len(texts), hybrid=0.5, conflicts=False,
                            weights=Weights(similarity=1.0, recency=0.0, importance=0.0, confidence=0.0))
        return {h.text: h.lexical for h in hits}
    finally:
        store.close()


_WORDS = [f"w{i}" for i in range(12)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=6, unique=True),
       st.lists(st.lists(st.sampled_from(_WORDS), max_size=5, unique=True), min_size=2, max_size=12),
       st.lists(st.sampled_from(["zz1", "zz2", "qq"]), max_size=3, unique=True))
def test_the_lexical_term_is_in_0_1_and_monotone_in_matched_words(query: list[str], rows: list[list[str]],
                                                                    absent: list[str]) -> None:
    # every row the same length (filler words unique to it), one occurrence of each of its words: a row holding
    # more of the question's words never has a smaller term; words the scope lacks never raise a term (with
    # today's divisor, the idf of the question's words the scope holds, they leave it unchanged)
    texts = [" ".join(words + [f"f{r}x{j}" for j in range(6 - len(words))]) for r, words in enumerate(rows)]
    terms = _lexical_terms(texts, " ".join(query))
    assert all(0.0 <= v <= 1.0 for v in terms.values())
    for a, wa in zip(texts, rows):
        for b, wb in zip(texts, rows):
            if set(wa) & set(query) <= set(wb) & set(query):
                assert terms[a] <= terms[b] + 1e-6, (query, wa, wb)
    more = _lexical_terms(texts, " ".join(query + absent))
    for t in texts:
        assert more[t] <= terms[t] + 1e-6


@pytest.mark.parametrize("plan", ["exact", "lists", "nprobe", "graph"])
def test_an_identifier_wins_with_hybrid_when_the_dense_side_cannot_see_it(plan: str) -> None:
    # embeddings that know nothing of the texts: only the lexical term can find the identifier, whichever plan
    # reads the run (the approximate ones too: lexical rows are always scored)
    rng = np.random.default_rng(3)
    texts = [f"ticket {i} about the printer" for i in range(300)] + ["ticket E12 about the printer"]
    vectors = rng.standard_normal((len(texts), 16)).astype(np.float32)
    store = MemoryStore(dim=16, clock=Clock(), dedup=False, ivf_min_rows=None if plan == "exact" else 100,
                        graph_min_rows=100 if plan == "graph" else None)
    try:
        store.remember_many(SCOPE, texts, embeddings=vectors)
        store.seal()
        query = rng.standard_normal(16).astype(np.float32)
        plain = store.recall(SCOPE, query, k=1)
        assert plain[0].text != texts[-1]
        plan = store.engine.recall_plan(SCOPE, lexical=True)
        assert plan is not None
        params = recall_params.build_from(store._now, {"k": 1, "hybrid": 0.5,
                                                       "nprobe": 1 if plan == "nprobe" else None})
        hits, _, _ = plan[1].hits(query, params, True, "what about E12")
        assert hits[0].text == texts[-1] and hits[0].lexical > 0.5
    finally:
        store.close()


# ---------------------------------------------------------------------------------------------- plans are exact

weight = st.sampled_from([0.0, 0.0, 0.05, 0.15, 0.25, 0.6, 1.0, 3.0])


def _mixed_store(seed: int, n: int, dim: int, quantize: str | None, active: int,
                 calibration: Calibration) -> tuple[MemoryStore, np.ndarray]:
    rng = np.random.default_rng(seed)
    words = random.Random(seed)
    centres = rng.standard_normal((max(1, n // 40), dim))
    data = centres[rng.integers(0, len(centres), n)] + rng.standard_normal((n, dim)) * rng.uniform(0.1, 1.0)
    data[rng.random(n) < 0.05] = 0.0
    data /= np.maximum(np.linalg.norm(data, axis=1, keepdims=True), 1e-12)
    data = data.astype(np.float32)
    store = MemoryStore(dim=dim, clock=Clock(), dedup=False, ivf_min_rows=64, quantize=quantize,
                        calibration=calibration)
    ages = rng.exponential(20.0, n) * DAY
    expires = np.where(rng.random(n) < 0.1, NOW - rng.uniform(1, 1e6, n), np.nan)
    texts = [_text(words, words.randint(1, 7)) for _ in range(n)]
    ids = store.remember_many(
        SCOPE, texts, embeddings=data,
        kind=[KINDS[i] for i in rng.integers(0, len(KINDS), n)],
        layer=[LAYERS[i] for i in rng.integers(0, len(LAYERS), n)],
        importance=np.round(rng.random(n), 1), confidence=rng.random(n), created_at=NOW - ages,
        expires_at=[None if np.isnan(e) else float(e) for e in expires])
    store.remember_many("other", ["E12 invoice"] * 20, embeddings=data[:20])
    store.seal()
    assert store.wait_indexed()  # the lists are built off the query path
    if active:  # rows left in the active segment: a row list beside the sealed run
        store.remember_many(SCOPE, [_text(words, 3) for _ in range(active)], embeddings=data[:active])
    for i in np.flatnonzero(rng.random(n) < 0.08):
        store.forget(SCOPE, ids[int(i)])
    return store, data


def _native(store: MemoryStore, query: np.ndarray, text: str, options: dict[str, object]) -> list[tuple]:
    params = recall_params.build_from(store._now, options)
    segments = store.engine.segments()
    selections = store.engine.selections(SCOPE, segments, lexical=True)
    out = _core.recall([s.native() for s in segments], selections, query, params, text)
    return list(zip(out[0].tolist(), out[1].tolist(), out[2].tolist(), out[7].tolist()))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), n=st.integers(64, 500), dim=st.sampled_from([3, 8, 16, 33]),
       quantize=st.sampled_from([None, "int8"]), active=st.sampled_from([0, 0, 30]), data=st.data())
def test_every_plan_returns_the_exact_scans_answer_with_hybrid(seed: int, n: int, dim: int, quantize: str | None,
                                                                active: int, data: st.DataObject) -> None:
    calibration = data.draw(st.sampled_from([IDENTITY, Calibration(0.2, 0.6), Calibration(0.5, 0.9, 1.0)]))
    store, rows = _mixed_store(seed, n, dim, quantize, active, calibration)
    try:
        assert isinstance(store.engine.sealed[0].selection(SCOPE, store.ivf_min_rows)[3], _core.IvfLists)
        rng = np.random.default_rng(seed + 1)
        words = random.Random(seed + 2)
        for _ in range(3):
            query = rows[rng.integers(0, n)] + rng.standard_normal(dim).astype(np.float32) * 0.3
            if not np.any(query):
                query[0] = 1.0
            query = (query / np.linalg.norm(query)).astype(np.float32)
            options = {
                "k": data.draw(st.integers(1, 12), label="k"),
                "k_wide": data.draw(st.integers(1, 150), label="k_wide"),
                "weights": Weights(similarity=data.draw(weight), recency=data.draw(weight),
                                   importance=data.draw(weight), confidence=data.draw(weight)),
                "mmr_lambda": data.draw(st.sampled_from([None, 0.0, 0.5, 1.0])),
                "min_score": data.draw(st.sampled_from([0.0, 0.0, 0.3, 0.7])),
                "min_similarity": data.draw(st.sampled_from([None, None, 0.0, 0.4])),
                "min_confidence": data.draw(st.sampled_from([None, None, 0.3])),
                "kinds": data.draw(st.sampled_from([None, None, ["fact"], ["episode", "lesson"]])),
                "budget_tokens": data.draw(st.sampled_from([None, None, 5, 40])),
                "hybrid": data.draw(st.sampled_from([0.1, 0.3, 0.7, 1.0, True])),
            }
            text = _text(words, words.randint(1, 4))
            found = _native(store, query, text, options)
            exact = _native(store, query, text, {**options, "exact": True})
            assert found == exact, (options, text)
            if options["hybrid"] is not True and options["hybrid"] < 1.0:  # the identity of the hybrid=0 path
                off = _native(store, query, text, {**options, "hybrid": 0})
                dense = _native(store, query, text, {k: v for k, v in options.items() if k != "hybrid"})
                assert off == dense and all(lex == 0.0 for *_, lex in off)
    finally:
        store.close()


# ---------------------------------------------------------------------------------------------- the API

def test_hybrid_off_is_the_dense_recall_bit_for_bit() -> None:
    store, texts, _ = _text_store(150, 4)
    try:
        store.seal()
        store.remember_many(SCOPE, texts[:10])
        for query in ["E12", "the invoice", "tea"]:
            vector = store.query_vectors([query])[0]
            dense = [(h.id, h.final, h.lexical) for h in store.recall(SCOPE, vector, k=8)]  # a vector: dense
            for off in (False, 0, 0.0):
                assert [(h.id, h.final, h.lexical) for h in store.recall(SCOPE, query, k=8, hybrid=off)] == dense
            default = [(h.id, h.final, h.lexical) for h in store.recall(SCOPE, query, k=8)]  # a text: hybrid
            share = recall_params.IDENTIFIER_HYBRID if identifiers(query) else True  # "E12" names an identifier
            if lexical_embedder(store.embedder):  # the hashing embedder's store reads every text mostly by words
                share = recall_params.LEXICAL_EMBEDDER_HYBRID
            assert default == [(h.id, h.final, h.lexical) for h in store.recall(SCOPE, query, k=8, hybrid=share)]
            assert default == [(h.id, h.final, h.lexical) for h in store.recall_many(SCOPE, [query], k=8)[0]]
            many = store.recall_many(SCOPE, [query, "x"], k=8, hybrid=0.3)[0]
            one = store.recall(SCOPE, query, k=8, hybrid=0.3)
            assert [(h.id, h.final, h.lexical) for h in many] == [(h.id, h.final, h.lexical) for h in one]
            assert any(h.lexical > 0 for h in one) or query == "x"
            default = store.recall(SCOPE, query, k=8, hybrid=True)
            share = store.recall(SCOPE, query, k=8, hybrid=recall_params.DEFAULT_HYBRID)
            assert [(h.id, h.final) for h in default] == [(h.id, h.final) for h in share]
            assert one[0].to_dict()["lexical"] == one[0].lexical
    finally:
        store.close()


def test_hybrid_under_a_where_filter_reads_only_the_matching_rows() -> None:
    store = MemoryStore(clock=Clock(), dedup=False)
    try:
        store.remember("s", "Invoice 8841 was rejected", meta={"team": "a"})
        store.remember("s", "Invoice 8842 was paid", meta={"team": "b"})
        store.remember("s", "The printer on floor 3 is broken", meta={"team": "a"})
        hits = store.recall("s", "8842", hybrid=0.9, where={"team": "a"})
        assert {h.text for h in hits} <= {"Invoice 8841 was rejected", "The printer on floor 3 is broken"}
        assert all(h.lexical == 0 for h in hits)
        assert store.recall("s", "8842", hybrid=0.9, where={"team": "b"})[0].lexical > 0
    finally:
        store.close()


@pytest.mark.parametrize("bad, error", [("yes", InvalidTypeError), (float("nan"), InvalidArgumentError),
                                        (-0.1, InvalidArgumentError), (1.5, InvalidArgumentError),
                                        (float("inf"), InvalidArgumentError), ([0.5], InvalidTypeError),
                                        (1 + 0j, InvalidTypeError)])
def test_bad_hybrid_values_are_typed_errors(bad: object, error: type) -> None:
    store, _, _ = _text_store(5, 2)
    try:
        with pytest.raises(error):
            store.recall(SCOPE, "E12", hybrid=bad)
        with pytest.raises(error):
            store.recall_many(SCOPE, ["E12"], hybrid=bad)
        with pytest.raises(InvalidArgumentError, match="text"):
            store.recall(SCOPE, store.query_vectors(["E12"])[0], hybrid=0.5)
        with pytest.raises(InvalidArgumentError, match="text"):
            store.recall_many(SCOPE, store.query_vectors(["E12"]), hybrid=True)
        assert store.recall(SCOPE, "E12", hybrid=1) and store.recall(SCOPE, "E12", hybrid=0)
    finally:
        store.close()


def test_an_erased_memorys_words_leave_the_lexical_index() -> None:
    store = MemoryStore(clock=Clock(), dedup=False)
    try:
        gone = store.remember("s", "The vault code is ZX-9931")
        store.remember_many("s", ["Lunch is at noon", "The printer is broken"])
        store.seal()
        assert store.recall("s", "ZX9931", hybrid=1.0)[0].lexical > 0
        before = store.engine.sealed[0]
        assert before.lexical  # built on first hybrid use
        store.erase("s", gone)
        assert all(seg is not before and not getattr(seg, "lexical", {}) for seg in store.engine.segments())
        assert all(h.lexical == 0 for h in store.recall("s", "ZX9931", hybrid=1.0))
    finally:
        store.close()


def test_active_rows_written_one_by_one_score_as_one_batch() -> None:
    # the active segment's postings grow in parts (ActiveSegment.lexical_parts): O(log n) of them, and the
    # scores are those of the same rows written at once
    rng = random.Random(8)
    texts = [_text(rng, rng.randint(1, 7)) for _ in range(77)]
    one_by_one, at_once = MemoryStore(clock=Clock(), dedup=False), MemoryStore(clock=Clock(), dedup=False)
    try:
        at_once.remember_many(SCOPE, texts)
        for i, text in enumerate(texts):
            one_by_one.remember(SCOPE, text)
            if i % 5 == 0:  # a recall between writes builds the parts so far
                one_by_one.recall(SCOPE, "E12 invoice")
        parts = one_by_one.engine.active.lexical_parts(SCOPE)
        assert len(parts) <= math.log2(len(texts)) + 1
        assert [p[:2] for p in parts] == sorted(p[:2] for p in parts) and parts[-1][1] == len(texts)
        assert parts[0][0] == 0 and all(a[1] == b[0] for a, b in itertools.pairwise(parts))
        for query in ["E12 invoice", "the status of 8841", "tea"]:
            got = [(h.text, h.final, h.lexical) for h in one_by_one.recall(SCOPE, query, k=77, conflicts=False)]
            assert got == [(h.text, h.final, h.lexical) for h in at_once.recall(SCOPE, query, k=77, conflicts=False)]
    finally:
        one_by_one.close()
        at_once.close()


def test_a_hashing_store_defaults_to_the_lexical_embedders_share() -> None:
    # the hashing embedder's similarity is a word match without the words' rarity: recall's default reads the words
    # through BM25 mostly (LEXICAL_EMBEDDER_HYBRID); a dense model keeps DEFAULT_HYBRID
    def dense(texts: list[str]) -> np.ndarray:
        return HashingEmbedder(dim=64).embed(texts)

    for store, share in ((MemoryStore(clock=lambda: 1.0e9), recall_params.LEXICAL_EMBEDDER_HYBRID),
                         (MemoryStore(embedder=CallableEmbedder(dense, name="dense-stand-in", dim=64),
                                      clock=lambda: 1.0e9), recall_params.DEFAULT_HYBRID)):
        for text in ("Keiko has a shellfish allergy.", "Keiko does yoga on Tuesdays.", "Invoice INV-2291 is paid."):
            store.remember("p:1", text)
        for question in ("What is Keiko allergic to?", "Was INV-2291 paid?"):
            if share == recall_params.DEFAULT_HYBRID and identifiers(question):
                expected = recall_params.IDENTIFIER_HYBRID
            else:
                expected = share
            default = [(h.id, h.final) for h in store.recall("p:1", question, k=3)]
            assert default == [(h.id, h.final) for h in store.recall("p:1", question, k=3, hybrid=expected)]
            assert default == [(h.id, h.final) for h in store.recall_many("p:1", [question], k=3)[0]]
    assert recall_params.LEXICAL_EMBEDDER_HYBRID > recall_params.IDENTIFIER_HYBRID > recall_params.DEFAULT_HYBRID
    assert lexical_embedder(HashingEmbedder(dim=32)) and not lexical_embedder(CallableEmbedder(
        dense, name="hashing-like", dim=64))


@pytest.mark.parametrize("question, lexical", [
    ("Who plays Borin?", " plays Borin?"),
    ("what's going on with gardencam.local?", "'s going on with gardencam.local?"),
    ("Which CAT tool do we use, and where is the translation memory kept?",
     " CAT tool do we use, and  is the translation memory kept?"),
    ("When is it? How much is it?", " is it?  much is it?"),
    # a relative pronoun inside a clause stays; so does a text left with no word
    ("A mum is worried about her boy, who does not eat.", "A mum is worried about her boy, who does not eat."),
    ("Who?", "Who?"),
    ("Whose turn is it", " turn is it"),
    ("Whoever called, somewhere else", "Whoever called, somewhere else"),  # only whole question words
])
def test_the_lexical_side_leaves_out_the_question_words(question: str, lexical: str) -> None:
    assert lexical_text(question) == lexical


_LEX_WORDS = st.sampled_from(["Who", "what", "which", "where", "when", "how", "why", "plays", "Borin", "and",
                              ",", "?", ".", "who", "the", "note7", "INV-2291", "whom", "whose"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_LEX_WORDS, min_size=1, max_size=12))
def test_the_lexical_text_only_drops_question_words(words: list[str]) -> None:
    """Every word of the lexical text is a word of the question, in order; what it drops are question words."""
    question = " ".join(words)
    out = lexical_text(question)
    kept = out.split()
    it = iter(question.split())
    assert all(any(w == q for q in it) for w in kept)  # a subsequence
    dropped = list(question.split())
    for w in kept:
        dropped.remove(w)
    assert all(w.lower() in ("who", "whom", "whose", "what", "which", "when", "where", "why", "how") for w in dropped)


def test_a_question_word_does_not_match_a_relative_clause() -> None:
    """"Who plays Borin?": the lexical term is the one of "plays Borin?" (the question word matched only Yara's
    relative clause, "who studies"), in recall and recall_many alike, and Borin's memory ranks first."""
    store = MemoryStore(clock=lambda: NOW)
    yara = store.remember("c", "Yara Teel is a human wizard who studies obsidian runes, played by Dev.")
    borin = store.remember("c", "Borin Ashhand is a dwarf fighter and former smith, played by Marcus.")
    store.remember("c", "Last session Borin fell to 0 hit points and was saved by Ilsa.")
    store.remember("c", "Borin reforged the hammer Emberfall at the old dwarven forge.")
    hits = store.recall("c", "Who plays Borin?", k=4, conflicts=False)
    assert hits[0].id == borin
    plain = {h.id: h.lexical for h in store.recall("c", "plays Borin?", k=4, conflicts=False)}
    assert {h.id: h.lexical for h in hits} == pytest.approx(plain)
    many = store.recall_many("c", ["Who plays Borin?", "Which wizard studies runes?"], k=4, conflicts=False)
    assert [(h.id, h.final) for h in many[0]] == [(h.id, h.final) for h in hits]
    assert many[1][0].id == yara


@pytest.mark.parametrize("question, lexical", [
    ("What are the rules for bringing asbestos?", "   rules  bringing asbestos?"),
    # a function word inside a hyphenated identifier, or a clitic after an apostrophe, stays
    ("Is the out-of-England form needed? I don't know", "  out-of-England form needed?  don't know"),
    ("It's for INV-2291", "'s  INV-2291"),
    ("Who is he?", " is he?"),  # nothing but function words: the text as the question-word rule leaves it
])
def test_the_hashing_stores_lexical_side_leaves_out_function_words(question: str, lexical: str) -> None:
    assert lexical_text(question, content_only=True) == lexical


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["What", "the", "for", "my", "asbestos", "out-of-England", "INV-2291", "don't",
                                 "Is", "rules", ",", "?", "it"]), min_size=1, max_size=12))
def test_the_content_only_text_keeps_every_content_word(words: list[str]) -> None:
    """Every word the question-word rule keeps that is no function word is in the content-only text, in order."""
    question = " ".join(words)
    plain, content = lexical_text(question).split(), lexical_text(question, content_only=True).split()
    it = iter(plain)
    assert all(any(w == p for p in it) for w in content)  # a subsequence of the plain lexical text
    assert [w for w in plain if w.lower() not in FUNCTION_WORDS] == [
        w for w in content if w.lower() not in FUNCTION_WORDS]


# What store._FUNCTION_WORD was as a flat alternation, longest word first: the oracle of its trie (tries.trie_alternation).
_FLAT_FUNCTION_WORD = re.compile(r"(?<![\w'\u2018\u2019-])(?:" + "|".join(sorted(FUNCTION_WORDS, key=len, reverse=True))
                                 + r")(?![\w-])", re.IGNORECASE)


@settings(max_examples=500, deadline=None)
@given(st.lists(st.one_of(
    st.sampled_from(sorted(FUNCTION_WORDS)).map(lambda w: w.upper() if len(w) % 3 == 0 else w.capitalize()),
    st.sampled_from(sorted(FUNCTION_WORDS)),
    st.sampled_from(["an", "and", "any", "android", "ands", "hers", "herself", "ſo", "\u212aind", "ıt", "İs", "a_b",
                     "in2", "été", "theſe", "bé"]),
    st.text(alphabet="aAbSsnd'\u2018\u2019-_é1 .,?ſ\u212a", max_size=6)), max_size=12),
    st.sampled_from([" ", "", "-", "'", "\u2019", ", "]))
def test_the_function_word_trie_matches_as_the_flat_alternation(words: list[str], gap: str) -> None:
    """The hashing store's lexical side drops the same words through the trie as through the flat alternation it
    replaced (case-insensitive, Unicode case folds such as "ſ" and the Kelvin sign included)."""
    text = gap.join(words)
    assert _FUNCTION_WORD.sub("", text) == _without_function_words(text) == _FLAT_FUNCTION_WORD.sub("", text)
    assert _without_function_words(text.encode("ascii", "ignore").decode()) == _FLAT_FUNCTION_WORD.sub(
        "", text.encode("ascii", "ignore").decode())  # the lower-cased copy's path
    assert re.fullmatch(trie_alternation(FUNCTION_WORDS), "between") and not re.fullmatch(trie_alternation(FUNCTION_WORDS), "betwee")


def _tip(embedder: object = None) -> tuple[MemoryStore, list[str]]:
    store = MemoryStore(clock=lambda: NOW, embedder=embedder)
    ids = [store.remember("tip", text) for text in (
        "Asbestos is only accepted double-wrapped in heavy polythene, max 5 sheets, by appointment.",
        "Fridges and freezers go in the bay 3 cage standing upright; they are collected by Reclaimo every Monday.",
        "The site is closed on the first Monday of the month for the weighbridge service.",
        "Vans and trailers over 1.2 m need a permit for the tip; cars are fine.",
        "The queue backed up onto the A-road on the first sunny Saturday of spring.",
        "Small electricals go in the cage at bay 7 and the TVs in the separate stillage.",
        "Liquid paint is not accepted; dry it out with sawdust and bring the tins as general waste.")]
    return store, ids


def test_a_hashing_store_matches_a_questions_content_words_not_its_function_words() -> None:
    """"What are the rules for bringing asbestos?" in a hashing store: "the", "for" and "are" weighed nearly as much
    as "asbestos" in a small scope's BM25 and filled the term's divisor, so the permit note (holding "the" and
    "for") ranked above the asbestos rule; with the function words left out the rule is
    first, in recall and recall_many alike."""
    store, ids = _tip()
    question = "What are the rules for bringing asbestos?"
    hits = store.recall("tip", question, k=7, conflicts=False)
    assert hits[0].id == ids[0]
    plain = {h.id: h.lexical for h in store.recall("tip", "rules bringing asbestos?", k=7, conflicts=False)}
    assert {h.id: h.lexical for h in hits} == pytest.approx(plain)
    many = store.recall_many("tip", [question], k=7, conflicts=False)
    assert [(h.id, h.final) for h in many[0]] == [(h.id, h.final) for h in hits]
    assert store.lexical_texts([question]) == [lexical_query(question, content_only=True)]  # with its forms
    read = lexical_query(question, content_only=True)
    assert (read[0][0] if isinstance(read, tuple) else read) == lexical_text(question, content_only=True)


def test_another_languages_function_words_are_cut_only_under_the_switch(monkeypatch: pytest.MonkeyPatch) -> None:
    # lookups181: store.ELSEWHERE_FUNCTION_WORDS (off) cuts every language's function words (language.stopwords) from
    # a hashing store's reading of a question that reads as another language; English questions, dense stores and
    # the switch off read as before. Made-up questions.
    from engramdb import store as store_module

    italian, english = "Quanto costa il corso per un bambino?", "How much is the course for a child?"
    was = (lexical_text(italian, content_only=True), lexical_text(english, content_only=True))
    monkeypatch.setattr(store_module, "ELSEWHERE_FUNCTION_WORDS", True)
    cut = lexical_text(italian, content_only=True)
    assert cut.split() == ["Quanto", "costa", "corso", "bambino?"]
    assert was[0].split() == ["Quanto", "costa", "il", "corso", "per", "un", "bambino?"]
    assert lexical_text(english, content_only=True) == was[1]  # English: its own cut, as before
    assert lexical_text(italian) == italian  # a dense store's reading keeps every word
    assert lexical_text("il per un", content_only=True) == "il per un"  # never left with no word


def test_a_dense_store_keeps_the_function_words_on_its_lexical_side() -> None:
    """Under a dense embedder the lexical side reads the question as before (the cut lost more cases than it won
    there: benchmarks/RESULTS.md, "Recall quality, eighth pass")."""
    dense = CallableEmbedder(lambda texts: np.asarray([HashingEmbedder(dim=64).embed([t])[0] for t in texts]),
                             name="dense-stand-in", dim=64)
    store, _ = _tip(dense)
    question = "What are the rules for bringing asbestos?"
    assert store.lexical_texts([question]) == [lexical_text(question)]
    hits = store.recall("tip", question, k=7, conflicts=False, hybrid=0.5)
    plain = {h.id: h.lexical for h in store.recall("tip", " are the rules for bringing asbestos?", k=7,
                                                   conflicts=False, hybrid=0.5)}
    assert {h.id: h.lexical for h in hits} == pytest.approx(plain)
