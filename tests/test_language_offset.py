"""The store-derived language offset (engramdb.language, issue 18): the language guess; a scope's per-language sums
of its memories' unit vectors kept by every write, forget, erasure, compaction and reopen equal to the sums read from
scratch, and never moved by another scope's writes; a foreign question's search vector moved by half its language's
offset, an English question's and the hashing embedder's left bit-identical; recall, recall_many and the batch recall
moved alike."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from typing import Any

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engramdb import HashingEmbedder, MemoryStore, language
from engramdb.batch import recall as batch_recall
from engramdb.language import (
    LANGUAGES,
    OFFSET_SCALE,
    OFFSET_SHRINK,
    PRIOR_ALONE,
    PRIOR_WEIGHT,
    UNSURE,
    LanguageSums,
    codes,
    guess,
)
from engramdb.quality import shipped_quality_sets
from engramdb.schema import HIDDEN_DELETED
from engramdb.validate import normalised

from .embedder_util import FixedEmbedder

DIM = 12
NOW = 1_790_000_000.0
SCOPE = "team:crew"
OTHER = "team:other"
ENGLISH_SCOPE = "team:english"


def _axis(at: int, value: float = 1.0) -> np.ndarray:
    out = np.zeros(DIM, np.float32)
    out[at] = value
    return out


class Dense(FixedEmbedder):
    """A dense stand-in (not the hashing embedder's name, so recall treats it as E5): a text of `table` gets its
    vector from it, any other the hashing embedder's plus a pull along one axis per guessed language (axis 4 for
    Spanish), E5's same-language pull made large."""

    name = "dense-test-v1"
    dim = DIM

    def __init__(self, table: dict[str, np.ndarray] | None = None) -> None:
        self._hash = HashingEmbedder(dim=DIM)
        self.table = table or {}

    def _embed(self, texts: Sequence[str]) -> np.ndarray:
        out = self._hash.embed(list(texts)).astype(np.float32)
        for i, text in enumerate(texts):
            lang = guess(text)
            if text in self.table:
                out[i] = self.table[text]
            elif lang is not None and lang != "en":
                out[i] += _axis(3 + LANGUAGES.index(lang) % (DIM - 3), 0.8)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


TEXTS = [
    "The van is serviced every March by the garage on Mill Road.",
    "Our shift starts at seven and the keys are in the blue box.",
    "The alarm code for the back door is changed each quarter.",
    "Payroll runs on the last Friday of the month.",
    "La furgoneta se revisa cada marzo en el taller de la calle Mill.",
    "El turno empieza a las siete y las llaves están en la caja azul.",
    "Der Transporter wird jeden März in der Werkstatt an der Mill Road gewartet.",
    "Die Schicht beginnt um sieben und die Schlüssel sind in der blauen Kiste.",
    "Фургон обслуживают каждый март в мастерской на Милл-роуд.",
    "Смена начинается в семь, ключи в синей коробке.",
]


def test_guess_reads_a_script_then_the_stopword_list_with_most_hits() -> None:
    assert guess("Фургон обслуживают каждый март") == "cyr"
    assert guess("يبدأ الدوام في السابعة") == "ar"
    assert guess("シフトは何時に始まりますか") == "cjk"
    assert guess("¿Cuándo empieza el turno de la mañana?") == "es"
    assert guess("Wann beginnt die Schicht und wo ist der Schlüssel?") == "de"
    assert guess("When does the shift start?") == "en"
    assert guess("TillTap 2.3") == "en"  # an ASCII text with no stopword: English, as xling54 measured
    assert guess("Vaktin byrjar klukkan sjö") is None  # unsure: no script, no stopword, not ASCII
    # a tie goes to the earlier list (English first): "a" is English, Portuguese and Czech
    assert guess("a") == "en"
    assert codes(["When is it?", "Vaktin byrjar klukkan sjö", "Смена"]).tolist() == [
        LANGUAGES.index("en"), UNSURE, LANGUAGES.index("cyr")]


# the Arabic script's five languages (issue 18): each by letters Arabic has not, in this order of precedence
ARABIC_SCRIPT = {
    "ar": "متى يبدأ الاجتماع في المكتب الرئيسي؟",  # ئ: Arabic writes it, so it names no other language
    "fa": "جلسه‌ی تیم چه ساعتی شروع می‌شود؟",  # Persian yeh and kaf, گ چ پ
    "ur": "ٹیم کی میٹنگ کب شروع ہوگی؟",  # ٹ ں ے ھ ہ (and ی ک: Persian's too)
    "ug": "بۇ فېرمىنىڭ ئىگىسى كىم؟",  # ۇ ڭ (and ې: Pashto's too, گ: Persian's too)
    "ps": "د ښار کتابتون څو بجې خلاصېږي؟",  # ښ څ ې ږ (and ک ی: Persian's too)
}


def test_guess_tells_the_arabic_script_languages_apart_by_their_letters() -> None:
    for code, text in ARABIC_SCRIPT.items():
        assert guess(text) == code, (code, text)
    assert guess("پ") == "fa" and guess("ے") == "ur" and guess("ۇ") == "ug" and guess("ې") == "ps"
    assert guess("ب") == "ar" and guess("ئ") == "ar"
    # the earliest of _SCRIPTS wins in one text: Uyghur over Pashto, Pashto over Urdu, Urdu over Persian
    assert guess("ې ۇ") == "ug" and guess("ٹ ې") == "ps" and guess("گ ے") == "ur" and guess("ي پ") == "fa"
    assert guess("ب Смена") == "ar"
    texts = [*ARABIC_SCRIPT.values(), "ې ۇ", "ٹ ې", "گ ے", "ي پ", "ب Смена", "ۆ", "ڈ", "ک", "ئ"]
    assert codes(texts).tolist() == _guessed(texts)


def _guessed(texts: Sequence[str]) -> list[int]:
    """The oracle: each text's `guess` (the per-text regex and dict look-ups) as a code."""
    return [UNSURE if guess(t) is None else LANGUAGES.index(str(guess(t))) for t in texts]


def test_codes_equal_the_guess_on_every_tunable_text() -> None:
    """The column guess (numpy over code points) gives every memory text and question of the tunable sets the
    language `guess` gives it (the sets the offsets were measured on; holdout21/22 are blind, not read)."""
    texts: list[str] = []
    for name in ("v2", "holdout", *(f"holdout{i}" for i in range(2, 21))):
        for line in shipped_quality_sets()[name].read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                record = json.loads(line)
                texts.append(record["text"] if record["type"] == "memory" else record["question"])
    assert len(texts) > 14_000
    got = codes(texts)
    assert got.tolist() == _guessed(texts)
    assert len(set(got.tolist())) > 10  # the sets hold many languages and scripts, not one answer


# words that steer the guess (every stopword, in any case) and characters that test its edges: a lowering that
# changes length (U+0130), the final sigma, title case, a combining mark, digits that \d does and does not read, the
# underscore, a surrogate, NUL, each script's letters, letters of no list
_PIECES = st.one_of(
    st.sampled_from(sorted(language._LISTS_OF)),
    st.sampled_from(sorted(language._LISTS_OF)).map(str.upper),
    st.sampled_from(sorted(language._LISTS_OF)).map(str.title),
    st.sampled_from(["\u0130", "\u03a3", "\u01c5", "\u0307", "\u00b2", "\u00bd", "\u0663", "_", "\ud800", "\0",
                     "\u212a", "\u2126", "\u00df", "\u1e9e", "x", "\u00e9", "\u0416", "\u05d0", "\uac00", "\u4e00",
                     "\u0628", "\u06cc", "\u067e", "\u06d2", "\u0679", "\u06d0", "\u06c7", "\u0626", "\u069a", "\u0905",
                     "\u03b1", "\u3042", "2.3", "-", "'", "\u00a0"]),
    st.text(alphabet=" ,.!?\t\n", min_size=1, max_size=2),
    st.text(alphabet=st.characters(codec=None, categories=None), max_size=4),
)
_TEXTS = st.lists(st.lists(_PIECES, max_size=10).map("".join), max_size=8)


@settings(max_examples=300, deadline=None)
@given(_TEXTS)
def test_codes_equal_the_guess_on_any_mix_of_words_and_characters(texts: list[str]) -> None:
    assert codes(texts).tolist() == _guessed(texts)


@settings(max_examples=30, deadline=None)
@given(_TEXTS, st.integers(1, 40))
def test_codes_read_in_chunks_of_rows_give_the_same_codes(texts: list[str], chunk: int) -> None:
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(language, "_CHUNK_CHARACTERS", chunk)
        assert codes(texts).tolist() == _guessed(texts)


def test_the_stopword_keys_fit_their_bytes() -> None:
    """A word's key is its first 8 letters' bytes: every stopword shorter (so a longer word matches none), every
    letter value below _ODD, and no two stopwords in one hash slot."""
    assert language._MAX_STOPWORD < 8
    assert language._OTHER_LETTER < language._ODD < language._UNMET
    assert np.count_nonzero(language._SLOT_KEY) == len(language._LISTS_OF)


# a language prior for every language (engramdb.language.prior's shape: float64 [dim] per code), drawn once
PRIOR = {code: 0.2 * row / np.linalg.norm(row)
         for code, row in zip(LANGUAGES, np.random.default_rng(70).standard_normal((len(LANGUAGES), DIM)), strict=True)}
ALONE = np.full(DIM, 0.01)


def _scratch(store: MemoryStore, scope: str) -> LanguageSums:
    """The sums of `scope` read from scratch with a plain loop over every row (the oracle): the scope's rows not
    forgotten, each under its text's guess."""
    sums = LanguageSums(DIM)
    for seg in store.engine.segments():
        hidden = seg.col("hidden")
        for row in range(seg.n_rows):
            if not hidden[row] & HIDDEN_DELETED and seg.value("scope", row) == scope:
                text = seg.columns_at(np.array([row]), ("text",))["text"][0]
                code = LANGUAGES.index(guess(text)) if guess(text) is not None else len(LANGUAGES)
                sums.sums[code] += seg.vectors(np.array([row]))[0]
                sums.counts[code] += 1
    return sums


def _same_offsets(store: MemoryStore, scope: str, oracle: LanguageSums) -> None:
    for lang in LANGUAGES:
        got = store.engine.language_offset(scope, lang, OFFSET_SHRINK)
        want = oracle.offset(lang, OFFSET_SHRINK)
        assert (got is None) == (want is None), lang
        if want is not None:
            np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-12)
        # with a prior: the shrunk mean written out from the oracle's plain sums, not LanguageSums.offset; a
        # language none of the scope's rows is in (and English ones) gets `alone` as given
        with_prior = store.engine.language_offset(scope, lang, OFFSET_SHRINK, PRIOR[lang], ALONE)
        n_en = oracle.counts[LANGUAGES.index("en")]
        if lang == "en" or not n_en:
            assert with_prior is None, lang
        elif not oracle.counts[LANGUAGES.index(lang)]:
            assert with_prior is ALONE, lang
        else:
            assert want is not None
            n_l, n_en = oracle.counts[LANGUAGES.index(lang)], oracle.counts[LANGUAGES.index("en")]
            mean_l = oracle.sums[LANGUAGES.index(lang)] / n_l
            mean_en = oracle.sums[LANGUAGES.index("en")] / n_en
            shrunk = (n_l * mean_l + OFFSET_SHRINK * (mean_en + PRIOR[lang])) / (n_l + OFFSET_SHRINK)
            np.testing.assert_allclose(with_prior, shrunk - mean_en, rtol=1e-9, atol=1e-12)


OPS = st.lists(st.one_of(
    st.tuples(st.just("remember"), st.integers(0, len(TEXTS) - 1)),
    st.tuples(st.just("many"), st.lists(st.integers(0, len(TEXTS) - 1), min_size=1, max_size=4)),
    st.tuples(st.just("other"), st.integers(0, len(TEXTS) - 1)),
    st.tuples(st.just("forget"), st.integers(0, 50)),
    st.tuples(st.just("erase"), st.integers(0, 50)),
    st.tuples(st.just("update"), st.integers(0, 50), st.integers(0, len(TEXTS) - 1)),
    st.tuples(st.just("ask"), st.sampled_from([SCOPE, OTHER])), st.tuples(st.just("seal")), st.tuples(st.just("compact")),
    st.tuples(st.just("reopen")), st.tuples(st.just("import"), st.lists(st.integers(0, len(TEXTS) - 1),
                                                                        min_size=1, max_size=3)),
), max_size=14)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OPS)
def test_the_sums_after_any_writes_equal_the_sums_read_from_scratch(ops: list[tuple[Any, ...]]) -> None:
    embedder = Dense()
    with tempfile.TemporaryDirectory() as path:
        store = MemoryStore.open(path, embedder=embedder, dedup=False, sync=False)
        try:
            ids: list[str] = []
            for op in ops:
                if op[0] == "remember":
                    ids.append(store.remember(SCOPE, TEXTS[op[1]]))
                elif op[0] == "other":  # another scope's write: the scope's sums stay, the other's are kept
                    store.remember(OTHER, TEXTS[op[1]])
                elif op[0] == "many":
                    ids += store.remember_many(SCOPE, [TEXTS[i] for i in op[1]])
                elif op[0] == "import":  # the bulk path: written straight into a segment of its own
                    texts = [TEXTS[i] for i in op[1]]
                    other = MemoryStore(embedder=embedder, dedup=False)
                    other.remember_many(OTHER, texts)
                    store.import_arrow(other.export(OTHER))
                elif op[0] in ("forget", "erase", "update") and ids:
                    target = ids[op[1] % len(ids)]
                    try:
                        if op[0] == "forget":
                            store.forget(SCOPE, target)
                        elif op[0] == "erase":
                            store.erase(SCOPE, target)
                        else:
                            ids.append(store.update(SCOPE, target, text=TEXTS[op[2]]))
                    except Exception as exc:  # a forgotten / erased / superseded id, or the other scope's
                        assert type(exc).__name__ in ("NotFoundError", "KeyError", "InvalidArgumentError"), exc
                elif op[0] == "ask":
                    store.engine.language_offset(op[1], "es", OFFSET_SHRINK)  # read now, then kept by writes
                elif op[0] == "seal":
                    store.seal()
                elif op[0] == "compact":
                    store.compact()
                elif op[0] == "reopen":
                    store.close()
                    store = MemoryStore.open(path, embedder=embedder, dedup=False, sync=False)
            for scope in (SCOPE, OTHER):
                _same_offsets(store, scope, _scratch(store, scope))
        finally:
            store.close()


def test_an_erased_vector_leaves_no_trace_in_the_sums() -> None:
    store = MemoryStore(embedder=Dense(), dedup=False)
    store.remember_many(SCOPE, TEXTS[:6])
    before = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
    assert before is not None
    erased = store.remember(SCOPE, "Las llaves de repuesto están en la oficina de la calle Mayor.")
    assert not np.array_equal(store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK), before)
    store.erase(SCOPE, erased)
    # bit-identical, not only close: the sums are read again, not the erased vector subtracted with its rounding
    assert np.array_equal(store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK), before)


def test_a_forgotten_memory_leaves_the_sums_and_a_restored_one_comes_back() -> None:
    store = MemoryStore(embedder=Dense(), dedup=False)
    ids = store.remember_many(SCOPE, TEXTS[:6])
    with_both = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
    store.forget(SCOPE, ids[5])
    only_one = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
    assert not np.allclose(with_both, only_one)
    _same_offsets(store, SCOPE, _scratch(store, SCOPE))
    store.forget(SCOPE, ids[4])
    assert store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK) is None  # no Spanish memory left: no move


ENGLISH_TEXTS = [t for t in TEXTS if guess(t) == "en"] + [
    "The first-aid kit hangs behind the office door.",
    "Fuel cards are signed out at the front desk.",
    "Night deliveries use the side gate, not the yard.",
    "The forklift is charged overnight in bay two.",
]
SPANISH_TEXTS = [
    "La furgoneta se revisa cada marzo en el taller de la calle Mill.",
    "El turno empieza a las siete y las llaves están en la caja azul.",
    "Las tarjetas de combustible se firman en la recepción.",
    "El botiquín está detrás de la puerta de la oficina.",
    "Las entregas de noche usan la puerta lateral.",
    "La carretilla se carga por la noche en el muelle dos.",
]
FOREIGN = "¿Cuándo toca la revisión del vehículo grande?"
ENGLISH = "When does the shift start and where are the keys?"
ANSWER = "Vehicle inspection: the large truck is inspected every April."
DISTRACTOR = "Recordatorio: el vehículo pequeño necesita aceite nuevo."
# the question's cosine with the English answer 0.72, with the Spanish distractor 0.78: what E5's same-language pull
# does to the answer's rank; the move takes the pull out of the question
TABLE = {FOREIGN: _axis(0) + _axis(4, 0.5), ANSWER: _axis(0, 0.8) + _axis(1, 0.6),
         DISTRACTOR: _axis(0, 0.62) + _axis(7, 0.6) + _axis(4, 0.5)}


def _store(embedder: Any) -> MemoryStore:
    """A mostly English scope holding the answer, the Spanish distractor and six more Spanish memories: the scope's
    Spanish memories give Spanish its offset."""
    store = MemoryStore(embedder=embedder, dedup=False, calibration=None, clock=lambda: NOW)
    store.remember_many(SCOPE, [*ENGLISH_TEXTS, ANSWER, DISTRACTOR, *SPANISH_TEXTS])
    return store


def _unit(vector: np.ndarray) -> np.ndarray:
    out: np.ndarray = normalised(np.asarray(vector, np.float32).reshape(1, -1))[0]
    return out


def test_a_foreign_question_is_moved_by_half_its_languages_offset() -> None:
    store = _store(Dense(TABLE))
    assert store._in_other_language(SCOPE, FOREIGN) and guess(FOREIGN) == "es"
    raw = _unit(store.embedder.embed_queries([FOREIGN])[0])
    offset = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
    assert offset is not None
    # the oracle: the offset written out from the memories' own unit vectors
    texts = [*ENGLISH_TEXTS, ANSWER, DISTRACTOR, *SPANISH_TEXTS]
    docs = store.embedder.embed_documents(texts).astype(np.float64)
    english = docs[[guess(t) == "en" for t in texts]]
    spanish = docs[[guess(t) == "es" for t in texts]]
    want = (len(spanish) * spanish.mean(0) + 5 * english.mean(0)) / (len(spanish) + 5) - english.mean(0)
    np.testing.assert_allclose(offset, want, atol=1e-6)
    moved = raw - OFFSET_SCALE * want
    moved /= np.linalg.norm(moved)
    np.testing.assert_allclose(store._dense_vector(SCOPE, FOREIGN), moved, atol=1e-6)
    assert moved[4] < raw[4]  # the Spanish axis taken out of the question


def test_english_questions_and_the_hashing_embedder_are_untouched() -> None:
    store = _store(Dense(TABLE))
    assert not store._in_other_language(SCOPE, ENGLISH)
    assert np.array_equal(store._dense_vector(SCOPE, ENGLISH), _unit(store.embedder.embed_queries([ENGLISH])[0]))
    hashing = _store(HashingEmbedder(dim=DIM))
    for text in (FOREIGN, ENGLISH):
        assert np.array_equal(hashing._dense_vector(SCOPE, text), _unit(hashing.embedder.embed([text])[0]))
    hashing.recall(SCOPE, FOREIGN)
    assert not hashing.engine._languages  # never read under the hashing embedder: nothing kept on writes


def test_a_question_in_a_language_no_memory_is_in_is_not_moved() -> None:
    store = MemoryStore(embedder=Dense(TABLE), dedup=False, calibration=None)
    store.remember_many(SCOPE, ENGLISH_TEXTS)
    assert store._in_other_language(SCOPE, FOREIGN)
    assert np.array_equal(store._dense_vector(SCOPE, FOREIGN), _unit(store.embedder.embed_queries([FOREIGN])[0]))


def test_the_move_brings_the_english_answer_first_and_recall_paths_agree(monkeypatch: pytest.MonkeyPatch) -> None:
    """As recall was, the Spanish question scores the Spanish distractor above the English answer; moved, the
    answer above the distractor. recall, recall_many and the batch recall search with the same vector."""
    store = _store(Dense(TABLE))
    with monkeypatch.context() as patch:
        patch.setattr(MemoryStore, "_language_moved", lambda self, scope, text, vector: vector)
        final = {h.text: h.final for h in store.recall(SCOPE, FOREIGN, k=3)}
        assert final[DISTRACTOR] > final[ANSWER]
    single = store.recall(SCOPE, FOREIGN, k=3)
    final = {h.text: h.final for h in single}
    assert final[ANSWER] > final[DISTRACTOR]
    many = store.recall_many(SCOPE, [FOREIGN, ENGLISH], k=3)[0]
    assert [h.id for h in many] == [h.id for h in single]
    batch = batch_recall(store, pa.table({"scope": [SCOPE], "query": [FOREIGN]}), k=3, now=NOW)
    assert batch.column("id").to_pylist() == [h.id for h in single]


@pytest.mark.parametrize("n", [1, 3])
def test_dense_vectors_moves_only_the_foreign_questions(n: int) -> None:
    store = _store(Dense(TABLE))
    texts = [FOREIGN, ENGLISH] * n
    vectors = store.dense_vectors([SCOPE] * len(texts), texts)
    for i, text in enumerate(texts):
        assert np.array_equal(vectors[i], store._dense_vector(SCOPE, text))
    assert not np.array_equal(vectors[0], _unit(store.embedder.embed_queries([FOREIGN])[0]))


OTHER_OPS = st.lists(st.one_of(
    st.tuples(st.just("remember"), st.integers(0, len(TEXTS) + len(SPANISH_TEXTS) - 1)),
    st.tuples(st.just("many"), st.lists(st.integers(0, len(SPANISH_TEXTS) - 1), min_size=1, max_size=6)),
    st.tuples(st.just("forget"), st.integers(0, 50)), st.tuples(st.just("erase"), st.integers(0, 50)),
    st.tuples(st.just("import"), st.lists(st.integers(0, len(SPANISH_TEXTS) - 1), min_size=1, max_size=4)),
    st.tuples(st.just("seal")), st.tuples(st.just("compact")),
), min_size=1, max_size=8)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(OTHER_OPS)
def test_another_scopes_writes_never_move_a_scopes_foreign_question(ops: list[tuple[Any, ...]]) -> None:
    """Scope is a boundary for the offset too: whatever another scope holds (Spanish memories that would pull a
    store-wide Spanish offset, forgotten, erased, bulk-loaded), a scope's foreign question is searched with the same
    vector, bit for bit, and its recall returns the same memories with the same scores."""
    embedder = Dense(TABLE)
    store = _store(embedder)
    # as a shipped prior would be (the embedder's, no scope's): the Spanish offset shrunk toward it, and a scope
    # with no Spanish memory moved by its PRIOR_ALONE share (a store-wide count would give it another offset)
    store._language_prior = {code: (PRIOR_WEIGHT * row, PRIOR_ALONE * row) for code, row in PRIOR.items()}
    store.remember_many(ENGLISH_SCOPE, ENGLISH_TEXTS)
    store.recall(SCOPE, FOREIGN, k=3)  # the scope's sums read now, then kept while the other scope is written
    vector = store._dense_vector(SCOPE, FOREIGN)
    alone = store._dense_vector(ENGLISH_SCOPE, FOREIGN)
    raw = _unit(embedder.embed_queries([FOREIGN])[0])
    want = raw - OFFSET_SCALE * PRIOR_ALONE * PRIOR["es"]
    np.testing.assert_allclose(alone, want / np.linalg.norm(want), atol=1e-6)
    hits = [(h.id, h.final) for h in store.recall(SCOPE, FOREIGN, k=5)]
    pool = TEXTS + SPANISH_TEXTS
    ids: list[str] = []
    for op in ops:
        if op[0] == "remember":
            ids.append(store.remember(OTHER, pool[op[1]]))
        elif op[0] == "many":
            ids += store.remember_many(OTHER, [SPANISH_TEXTS[i] for i in op[1]])
        elif op[0] == "import":
            source = MemoryStore(embedder=embedder, dedup=False)
            source.remember_many(OTHER, [SPANISH_TEXTS[i] for i in op[1]])
            store.import_arrow(source.export(OTHER))
        elif op[0] in ("forget", "erase") and ids:
            target = ids[op[1] % len(ids)]
            try:
                (store.forget if op[0] == "forget" else store.erase)(OTHER, target)
            except Exception as exc:  # forgotten or erased already
                assert type(exc).__name__ == "NotFoundError", exc
        elif op[0] == "seal":
            store.seal()
        elif op[0] == "compact":
            store.compact()
        assert np.array_equal(store._dense_vector(SCOPE, FOREIGN), vector)
        assert np.array_equal(store._dense_vector(ENGLISH_SCOPE, FOREIGN), alone)
    after = [(h.id, h.final) for h in store.recall(SCOPE, FOREIGN, k=5)]
    assert [i for i, _ in after] == [i for i, _ in hits]
    np.testing.assert_allclose([f for _, f in after], [f for _, f in hits], rtol=1e-6)
    for scope in (SCOPE, OTHER):  # each scope's offset its own rows' (the other's read when first asked)
        _same_offsets(store, scope, _scratch(store, scope))


def _write_prior(folder: Any, name: str, table: dict[str, np.ndarray]) -> None:
    np.savez(folder / f"{name}.npz", **{code: row.astype(np.float32) for code, row in table.items()})


def test_a_missing_prior_is_no_prior_and_leaves_the_move_as_before(tmp_path: Any,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """No file for the embedder's name and dim (or a name that is no plain file name): no prior, and the foreign
    question is moved exactly as by the scope's offset shrunk toward no move."""
    monkeypatch.setattr(language, "_PRIORS", tmp_path)
    language.prior.cache_clear()
    try:
        _write_prior(tmp_path, f"{Dense.name}.{DIM + 1}", PRIOR)  # another dim: not this embedder's
        _write_prior(tmp_path, "x", PRIOR)
        assert language.prior(Dense.name, DIM) == {}
        assert language.prior("../x", 0) == {} and language.prior("", DIM) == {}
        store = _store(Dense(TABLE))
        assert store._language_prior == {}
        raw = _unit(store.embedder.embed_queries([FOREIGN])[0])
        offset = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
        assert offset is not None
        want = raw - OFFSET_SCALE * offset
        np.testing.assert_allclose(store._dense_vector(SCOPE, FOREIGN), want / np.linalg.norm(want), atol=1e-6)
    finally:
        language.prior.cache_clear()


def test_a_shipped_prior_is_loaded_for_its_embedder_and_moves_the_question(tmp_path: Any,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A file named by the embedder's name and dim gives each language its prior (English and unknown codes and
    rows of another length dropped); the scope's Spanish offset is then shrunk toward Spanish's prior: the move
    written out from the memories' vectors and the prior."""
    monkeypatch.setattr(language, "_PRIORS", tmp_path)
    language.prior.cache_clear()
    try:
        _write_prior(tmp_path, f"{Dense.name}.{DIM}",
                     {**PRIOR, "xx": PRIOR["es"], "fr": np.zeros(DIM + 1)})
        loaded = language.prior(Dense.name, DIM)
        assert set(loaded) == set(LANGUAGES) - {"en", "fr"}
        for code, row in loaded.items():
            assert row.dtype == np.float64
            np.testing.assert_array_equal(row, PRIOR[code].astype(np.float32))
        store = _store(Dense(TABLE))
        assert set(store._language_prior) == set(loaded)
        for code, (toward, alone) in store._language_prior.items():
            np.testing.assert_array_equal(toward, PRIOR_WEIGHT * loaded[code])
            np.testing.assert_array_equal(alone, PRIOR_ALONE * loaded[code])
        assert _store(HashingEmbedder(dim=DIM))._language_prior == {}  # never under the hashing embedder
        texts = [*ENGLISH_TEXTS, ANSWER, DISTRACTOR, *SPANISH_TEXTS]
        docs = store.embedder.embed_documents(texts).astype(np.float64)
        english = docs[[guess(t) == "en" for t in texts]].mean(0)
        spanish = docs[[guess(t) == "es" for t in texts]]
        toward = english + PRIOR_WEIGHT * loaded["es"]
        shrunk = (spanish.sum(0) + OFFSET_SHRINK * toward) / (len(spanish) + OFFSET_SHRINK)
        raw = _unit(store.embedder.embed_queries([FOREIGN])[0])
        moved = raw - OFFSET_SCALE * (shrunk - english)
        np.testing.assert_allclose(store._dense_vector(SCOPE, FOREIGN), moved / np.linalg.norm(moved), atol=1e-6)
        without = store.engine.language_offset(SCOPE, "es", OFFSET_SHRINK)
        assert without is not None
        assert not np.allclose(shrunk - english, without)  # the prior made a difference
        # a language no memory of the scope is in: moved by the prior's PRIOR_ALONE share (without a prior: not
        # moved, test_a_question_in_a_language_no_memory_is_in_is_not_moved)
        polish = "Gdzie jest klucz do magazynu i kto go ma?"
        assert guess(polish) == "pl" and store._in_other_language(SCOPE, polish)
        raw = _unit(store.embedder.embed_queries([polish])[0])
        moved = raw - OFFSET_SCALE * PRIOR_ALONE * loaded["pl"]
        np.testing.assert_allclose(store._dense_vector(SCOPE, polish), moved / np.linalg.norm(moved), atol=1e-6)
    finally:
        language.prior.cache_clear()


def test_each_arabic_script_language_takes_its_own_prior_or_none(tmp_path: Any,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Over a scope with no memory in the question's language, an Urdu or Persian question is moved by its own
    prior's PRIOR_ALONE share (not Arabic's), and a Uyghur or Pashto one, under a prior with no row for it, is not
    moved (issue 18: a Uyghur question moved by the Arabic prior lost holdout11's case)."""
    monkeypatch.setattr(language, "_PRIORS", tmp_path)
    language.prior.cache_clear()
    try:
        _write_prior(tmp_path, f"{Dense.name}.{DIM}", {c: r for c, r in PRIOR.items() if c not in ("ug", "ps")})
        store = MemoryStore(embedder=Dense(TABLE), dedup=False, calibration=None)
        store.remember_many(SCOPE, ENGLISH_TEXTS)
        loaded = language.prior(Dense.name, DIM)
        for code, text in ARABIC_SCRIPT.items():
            assert store._in_other_language(SCOPE, text), code
            raw = _unit(store.embedder.embed_queries([text])[0])
            if code in ("ug", "ps"):
                assert code not in loaded
                assert np.array_equal(store._dense_vector(SCOPE, text), raw), code
                continue
            moved = raw - OFFSET_SCALE * PRIOR_ALONE * loaded[code]
            np.testing.assert_allclose(store._dense_vector(SCOPE, text), moved / np.linalg.norm(moved), atol=1e-6)
    finally:
        language.prior.cache_clear()


def test_the_shipped_e5_prior_covers_every_language_the_guess_names() -> None:
    """The E5 prior in the package (benchmarks/language_prior/build.py): one float32 row of 384 per language the guess
    names but those knowingly absent (English: every row is a direction from it; Uyghur: sentences written, row
    withheld, benchmarks/language_prior/build.py WITHHELD), each a short direction (the same-language pull is
    ~0.02-0.03 of cosine: RESULTS "xbias33"). Pashto has its own since xlprior79 (session 31)."""
    files = sorted((language._PRIORS).glob("multilingual-e5-small-q4-*.384.npz"))
    assert files
    name = files[-1].name[:-len(".384.npz")]
    table = language.prior(name, 384)
    knowingly_absent = {"en", "ug"}
    assert set(table) == set(LANGUAGES) - knowingly_absent
    assert {"fa", "ur", "ps"} <= set(table)
    for row in table.values():
        assert row.shape == (384,) and 0.02 < float(np.linalg.norm(row)) < 0.5
    # each script's languages apart: no two rows the same direction (a language's row copied from another's would be)
    codes_, rows = zip(*sorted(table.items()), strict=True)
    units = np.array(rows) / np.linalg.norm(np.array(rows), axis=1, keepdims=True)
    cosines = units @ units.T - 2 * np.eye(len(rows))
    assert cosines.max() < 0.99, codes_
