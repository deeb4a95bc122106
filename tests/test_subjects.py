"""A scope's subject left out of a dense text query (engramdb.subjects, issue 18): how the subject is found from a
scope's memories and its name, what a question becomes without it, and that recall, recall_many and the batch
recall embed the same text for it while the lexical side still reads the question as asked."""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np
import pyarrow as pa
import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import HashingEmbedder, MemoryStore
from engramdb.batch import recall as batch_recall
from engramdb.subjects import NameCounts, asks_in_english, other_language, scope_words, subject_of, without_subject

DIM = 64

BOAT = ["Sea Wren is a 32-foot sailing yacht owned by Catriona Baird.",
        "Sea Wren is kept on a swinging mooring in Loch Carron bay.",
        "The engine is a Volvo Penta 2030 diesel; the oil is changed every spring.",
        "The fuel tank holds 68 litres, enough for about 30 hours of motoring.",
        "The sails were made by Kestrel Sails in 2021.",
        "Put in the first reef before leaving the mooring rather than at sea."]


class Recording:
    """A dense stand-in that records the texts it embeds as queries (hashed words, so that ranks mean something)."""

    name = "recording-v1"
    dim = DIM

    def __init__(self) -> None:
        self.queries: list[str] = []
        self._hash = HashingEmbedder(dim=DIM)

    def embed_documents(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))

    def embed_queries(self, texts: Sequence[str]) -> np.ndarray:
        self.queries.extend(texts)
        return self._hash.embed(list(texts))

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        return self._hash.embed(list(texts))


def counts(texts: list[str], scope: str = "") -> NameCounts:
    out = NameCounts(scope=scope)
    out.add(texts)
    return out


def test_the_name_most_memories_mention_is_the_subject() -> None:
    texts = [f"Maya {verb} {thing}." for verb, thing in [("likes", "tea"), ("works", "at a bank"),
                                                         ("swims", "on Mondays"), ("owns", "a bike")]]
    texts += ["The dentist is on Elm Street.", "Her sister Ines lives in Porto and calls Maya weekly."]
    assert subject_of(counts(texts)) == {"maya"}


def test_two_names_alike_make_no_subject() -> None:
    texts = ["Biscuit eats dry food.", "Mochi eats wet food.", "Biscuit is 4 years old.", "Mochi is 6 years old.",
             "Biscuit hates the car.", "Mochi sleeps upstairs."]
    assert subject_of(counts(texts)) is None


def test_identifiers_acronyms_and_sentence_starts_are_no_subject() -> None:
    texts = ["T07 is due an MOT.", "The driver of T07 is Sam.", "T07 needs tyres.", "RDS runs on RDS hosts.",
             "The RDS instance is large.", "The tyres are new.", "The brakes were checked."]
    assert subject_of(counts(texts)) is None  # "T07" has a digit, "RDS" no lower-case letter, "The" a lower form


def test_the_scope_name_names_its_subject_when_its_memories_write_it_capitalised() -> None:
    assert scope_words("vessel:sea-wren") == {"sea", "wren"}
    assert scope_words("patient:p-10482") == set()
    assert scope_words("team:millbrook-rovers-u12") == {"millbrook", "rovers"}
    # "Sea Wren" is in 2 of 6 memories only: the scope's name makes it the subject
    subject = subject_of(counts(BOAT, "vessel:sea-wren"))
    assert subject == {"sea", "wren"}
    assert without_subject("Where is Sea Wren kept?", subject) == "Where is it kept?"
    assert subject_of(counts(BOAT, "vessel:kestrel")) == {"kestrel"}  # written as a name ("Kestrel Sails")
    assert subject_of(counts(BOAT, "vessel:diesel")) is None  # in the memories, but never capitalised
    assert subject_of(counts(BOAT)) is None  # without the scope's name: in 2 of 6 memories, under the share


def test_the_question_without_the_subject() -> None:
    subject = frozenset({"sea", "wren"})
    assert without_subject("What engine does Sea Wren have?", subject) == "What engine does it have?"
    assert without_subject("How deep is Sea Wren's keel?", subject) == "How deep is its keel?"
    assert without_subject("How big is the fuel tank?", subject) is None  # does not name it
    assert without_subject("Sea Wren?", subject) is None  # nothing but the name
    assert without_subject("What engine does Sea Wren have?", None) is None
    vocabulary = counts(BOAT).lower
    assert without_subject("What engine does Sea Wren have?", subject, vocabulary) == "What engine does it have?"
    assert without_subject("Did Sea Wren pass?", subject) == "Did it pass?"  # a sentence's first word stays
    # a run holding another name is another subject: a family member, an acronym after the firm's name
    family = frozenset({"brannigan"})
    assert without_subject("When was Patrick Brannigan born?", family) is None
    assert without_subject("Where did the Brannigans live?", family) is None  # "Brannigans" is another word
    assert without_subject("What is Inkwell Press's VAT number?", frozenset({"inkwell", "press"})) is None
    # a common noun of the scope in the name is part of it
    assert without_subject("What are the fines at Eastgate Library?", frozenset({"eastgate"}),
                           {"library", "the", "fines", "at"}) == \
        "What are the fines at it?"
    # another language than the scope's: the name is what ties the question to the memories
    assert without_subject("Welchen Motor hat die Sea Wren?", subject, vocabulary) is None


def test_recall_embeds_the_question_without_the_subject_and_matches_its_words_as_asked() -> None:
    emb = Recording()
    store = MemoryStore(embedder=emb)
    assert store.subject_queries
    store.remember_many("vessel:sea-wren", BOAT)
    question = "What engine does Sea Wren have?"
    hits = store.recall("vessel:sea-wren", question)
    assert emb.queries[-1] == "What engine does it have?"
    store.subject_queries = False
    plain = store.recall("vessel:sea-wren", question)
    assert emb.queries[-1] == question
    lexical = {h.id: h.lexical for h in plain}
    assert lexical and all(h.lexical == lexical[h.id] for h in hits if h.id in lexical)  # BM25 read the question
    assert max(lexical.values()) > 0


def test_recall_many_and_the_batch_recall_rank_as_recall() -> None:
    store = MemoryStore(embedder=Recording())
    store.remember_many("vessel:sea-wren", BOAT)
    store.remember_many("user:maya", ["Maya likes tea.", "Maya works at a bank.", "Maya swims on Mondays.",
                                      "The dentist is on Elm Street.", "Her sister calls Maya weekly."])
    scopes = ["vessel:sea-wren", "user:maya", "vessel:sea-wren"]
    questions = ["What engine does Sea Wren have?", "Where does Maya work?", "Where is the mooring?"]
    single = [[h.id for h in store.recall(s, q, now=1e9)] for s, q in zip(scopes, questions)]
    many = [[h.id for h in hits] for hits in store.recall_many(scopes, questions, now=1e9)]
    assert many == single
    table = batch_recall(store, pa.table({"scope": scopes, "query": questions}), now=1e9)
    ids = table.column("id").to_pylist()
    index = table.column("query_index").to_pylist()
    assert [[i for i, q in zip(ids, index) if q == n] for n in range(3)] == single
    assert store.engine.subject("user:maya")[0] == {"maya"}


def test_the_counts_follow_writes_and_erasures() -> None:
    store = MemoryStore(embedder=Recording())
    scope = "user:x1"
    store.remember_many(scope, ["The dentist is on Elm Street.", "Tea is fine.", "Coffee is fine."])
    assert store.engine.subject(scope)[0] is None
    ids = store.remember_many(scope, ["Maya likes tea.", "Maya works at a bank.", "Her sister calls Maya."])
    assert store.engine.subject(scope)[0] == {"maya"}  # kept up to date by the inserts
    store.erase(scope, ids[0])
    store.erase(scope, ids[1])
    assert store.engine.subject(scope)[0] is None  # counted again without the erased rows


def test_a_reopened_store_counts_its_scopes_again(tmp_path: object) -> None:
    path = f"{tmp_path}/store"
    with MemoryStore.open(path, embedder=Recording()) as store:
        store.remember_many("vessel:sea-wren", BOAT)
    emb = Recording()
    with MemoryStore.open(path, embedder=emb) as store:
        store.recall("vessel:sea-wren", "What engine does Sea Wren have?")
    assert emb.queries[-1] == "What engine does it have?"


def test_the_hashing_embedder_keeps_the_question() -> None:
    store = MemoryStore(embedder=HashingEmbedder(dim=DIM))
    assert not store.subject_queries  # its similarity is a word match: measured no gain
    store.remember_many("vessel:sea-wren", BOAT)
    hits = store.recall("vessel:sea-wren", "What engine does Sea Wren have?", hybrid=False)
    vector = HashingEmbedder(dim=DIM).embed(["What engine does Sea Wren have?"])[0]
    assert [h.id for h in hits] == [h.id for h in store.recall("vessel:sea-wren", vector)]


_WORD = st.sampled_from(["Sea", "Wren", "Maya", "the", "engine", "what", "does", "it", "Its", "T07", "RDS", "de",
                         "Wren's", "Maya’s", "über", "Élodie", "x-ray", "O'Brien"])
_TEXT = st.lists(st.tuples(_WORD, st.sampled_from([" ", " ", ", ", ". ", "? ", "-"])), max_size=12).map(
    lambda parts: "".join(w + sep for w, sep in parts))
_LOWER = re.compile(r"(?<![\w'’-])[^\W\dA-ZÀ-ÖØ-Þ_][\w'’-]*")


@given(_TEXT, st.sets(st.sampled_from(["sea", "wren", "maya", "élodie", "t07"]), max_size=3))
def test_only_the_subjects_name_leaves_the_question(query: str, words: set[str]) -> None:
    """Whatever the question: its lower-case words all stay, in order ("it"/"its" put in for the name), and nothing
    is left to take out (a run still holding a subject word holds another name too)."""
    subject = frozenset(words)
    out = without_subject(query, subject)
    if out is None:
        return
    assert [w for w in _LOWER.findall(out) if w not in ("it", "its")] == \
        [w for w in _LOWER.findall(query) if w not in ("it", "its")]
    assert without_subject(out, subject) is None


@given(st.lists(_TEXT, max_size=8), st.integers(0, 8))
def test_counting_as_written_is_counting_at_once(texts: list[str], split: int) -> None:
    """The counts an insert keeps up to date (one batch after another) are the counts of all the texts at once."""
    at_once = counts(texts, "vessel:sea-wren")
    as_written = NameCounts(scope="vessel:sea-wren")
    as_written.add(texts[:split])
    as_written.subject()
    as_written.add(texts[split:])
    assert as_written.subject() == at_once.subject()
    assert (as_written.n, as_written.df, as_written.lower, as_written.named) == \
        (at_once.n, at_once.df, at_once.lower, at_once.named)


def test_a_large_scope_is_counted_from_its_newest_rows(monkeypatch: object) -> None:
    from engramdb.engine import segment_set

    monkeypatch.setattr(segment_set, "NAMES_SAMPLE", 4)  # type: ignore[attr-defined]
    store = MemoryStore(embedder=Recording(), dedup=False)
    store.remember_many("user:x2", [f"Ines called about invoice {i}." for i in range(6)])
    store.remember_many("user:x2", ["Maya likes tea.", "Her sister calls Maya.", "Maya swims.", "Maya works."])
    assert store.engine.subject("user:x2")[0] == {"maya"}  # the newest 4 rows only
    assert store.engine._names["user:x2"].n == 4
    store.remember("user:x2", "Maya reads.")
    assert store.engine._names["user:x2"].n == 5  # every later insert counted


def test_a_question_in_another_language_is_known_from_its_words() -> None:
    vocabulary = counts(BOAT).lower
    assert other_language("Welchen Motor hat die Sea Wren?", vocabulary)
    assert other_language("¿Cuántos litros caben en el depósito?", vocabulary)
    assert not other_language("What engine does Sea Wren have?", vocabulary)  # an asking word: English
    assert not other_language("engine of Sea Wren", vocabulary)  # the scope's own words
    assert not other_language("Sea Wren KS-2107", vocabulary)  # no lower-case word to read


def test_a_question_in_another_language_gets_no_lexical_share() -> None:
    """Under a dense embedder, recall's default reads a question in another language densely only (its words meet
    the memories' in names alone): every hit's lexical term is 0; an English question, a question naming an
    identifier and a share the caller gives keep theirs. recall_many and the batch recall rank alike."""
    store = MemoryStore(embedder=Recording())
    store.remember_many("vessel:sea-wren", BOAT)
    foreign = "Welchen Motor hat die Sea Wren?"
    assert all(h.lexical == 0.0 for h in store.recall("vessel:sea-wren", foreign))
    assert max(h.lexical for h in store.recall("vessel:sea-wren", foreign, hybrid=True)) > 0
    assert max(h.lexical for h in store.recall("vessel:sea-wren", "What engine does Sea Wren have?")) > 0
    assert max(h.lexical for h in store.recall("vessel:sea-wren", "Welchen Motor hat Penta 2030?")) > 0
    hashing = MemoryStore(embedder=HashingEmbedder(dim=DIM))  # its similarity is a word match: share kept
    hashing.remember_many("vessel:sea-wren", BOAT)
    assert max(h.lexical for h in hashing.recall("vessel:sea-wren", foreign)) > 0
    scopes = ["vessel:sea-wren"] * 3
    questions = [foreign, "What engine does Sea Wren have?", "Wie viele Liter fasst der Tank?"]
    single = [[(h.id, h.lexical) for h in store.recall(s, q, now=1e9)] for s, q in zip(scopes, questions)]
    assert [[(h.id, h.lexical) for h in hits] for hits in store.recall_many(scopes, questions, now=1e9)] == single
    table = batch_recall(store, pa.table({"scope": scopes, "query": questions}), now=1e9)
    ids, index = table.column("id").to_pylist(), table.column("query_index").to_pylist()
    assert [[i for i, q in zip(ids, index) if q == n] for n in range(3)] == [[i for i, _ in s] for s in single]


def test_a_word_other_languages_write_too_does_not_make_a_question_english() -> None:
    """"a", "i", "an", "is", "do" are words of Spanish, Hungarian, Slovak, Polish, German or Dutch as well: alone they
    do not make a question English; an asking word no other language writes, or an English word of its body, does.
    One- and two-letter words ("a", "be", "de", "la") do not count in the scope's share either."""
    vocabulary = counts([*BOAT, "Put a fender on the side before you come alongside; be quick."]).lower
    assert not asks_in_english("¿Cómo se envían los avisos a los padres?")
    assert not asks_in_english("Ki keni be a gyerekeket naptejjel nyáron?")
    assert not asks_in_english("An welchem Tag des Monats läuft die Lohnabrechnung?")
    assert asks_in_english("Is the engine a diesel?")  # "the"
    assert asks_in_english("Do businesses get credit terms or do they pay up front?")  # "they", "or"
    assert other_language("Ki keni be a gyerekeket naptejjel nyáron?", vocabulary)  # "be", "a" are short
    assert other_language("¿Cómo se envían los avisos a los padres?", vocabulary)
    assert not other_language("Is engine diesel?", vocabulary)  # no English-only word: the scope's words decide
    assert not other_language("a sea", vocabulary)  # short words only: read as they are


def test_a_question_in_another_language_matches_only_its_identifiers() -> None:
    """Under a dense embedder's default share, a question in another language naming an identifier keeps the
    identifier's share, and its lexical side reads the identifier alone: its other words meet the memories only in
    look-alike words ("Motor", "Tank"). An English question, a share the caller gives and the hashing store read the
    whole question. recall_many and the batch recall rank alike."""
    texts = [*BOAT, "The outboard Motor of the tender is a Tohatsu 3.5 kept in the Tank locker.",
             "Tender T2 is a Zodiac inflatable; its pump is in the cockpit locker."]
    store = MemoryStore(embedder=Recording())
    store.remember_many("vessel:sea-wren", texts)
    foreign = "Welcher Motor gehört zum Beiboot T2?"
    by_text = {h.text: h.lexical for h in store.recall("vessel:sea-wren", foreign, k=8)}
    assert by_text[texts[7]] > 0 and by_text[texts[6]] == 0.0  # T2 only, not the look-alike "Motor"
    assert store.lexical_texts([foreign], ["vessel:sea-wren"]) == ["t2"]
    assert store.lexical_texts([foreign]) == [foreign]  # no scope: the caller's share reads the whole text
    given = {h.text: h.lexical for h in store.recall("vessel:sea-wren", foreign, k=8, hybrid=0.6)}
    assert given[texts[6]] > 0  # a share the caller gives reads every word
    english = {h.text: h.lexical for h in store.recall("vessel:sea-wren", "Which Motor does tender T2 have?", k=8)}
    assert english[texts[6]] > 0
    hashing = MemoryStore(embedder=HashingEmbedder(dim=DIM))
    hashing.remember_many("vessel:sea-wren", texts)
    assert {h.text: h.lexical for h in hashing.recall("vessel:sea-wren", foreign, k=8)}[texts[6]] > 0
    scopes = ["vessel:sea-wren"] * 3
    questions = [foreign, "Which Motor does tender T2 have?", "Wie viele Liter fasst der Tank?"]
    single = [[(h.id, h.lexical) for h in store.recall(s, q, now=1e9)] for s, q in zip(scopes, questions)]
    assert [[(h.id, h.lexical) for h in hits] for hits in store.recall_many(scopes, questions, now=1e9)] == single
    table = batch_recall(store, pa.table({"scope": scopes, "query": questions}), now=1e9)
    ids, index = table.column("id").to_pylist(), table.column("query_index").to_pylist()
    assert [[i for i, q in zip(ids, index) if q == n] for n in range(3)] == [[i for i, _ in s] for s in single]


def test_a_question_in_another_language_is_embedded_with_and_without_the_subject() -> None:
    """A question in another language naming the scope's subject is searched with the normalised mean of its
    embedding as asked and without the name (the name ties it to the memories, yet alone draws the memories naming
    the subject); in the scope's language the name goes, as before. recall, recall_many and the batch recall
    search with the same vector, embedded once per text."""
    emb = Recording()
    store = MemoryStore(embedder=emb)
    store.remember_many("vessel:sea-wren", BOAT)
    foreign = "Welchen Motor hat die Sea Wren?"
    assert store.dense_texts(["vessel:sea-wren"], [foreign]) == [(foreign, "Welchen Motor hat die it?")]
    assert store.dense_texts(["vessel:sea-wren"], ["What engine does Sea Wren have?"]) == \
        [("What engine does it have?",)]
    assert store.dense_texts(["vessel:sea-wren"], ["Wie viele Liter fasst der Tank?"]) == \
        [("Wie viele Liter fasst der Tank?",)]  # no name: the question alone
    parts = emb.embed_queries([foreign, "Welchen Motor hat die it?"])
    parts = parts / np.linalg.norm(parts, axis=1, keepdims=True)
    mean = parts.sum(axis=0) / np.linalg.norm(parts.sum(axis=0))
    vector = store.dense_vectors(["vessel:sea-wren"], [foreign])[0]
    np.testing.assert_allclose(vector, mean, rtol=1e-5, atol=1e-6)
    emb.queries.clear()
    hits = store.recall("vessel:sea-wren", foreign, now=1e9)
    assert emb.queries == [foreign, "Welchen Motor hat die it?"]  # one call of the query side
    by_vector = {h.id: h.similarity for h in store.recall("vessel:sea-wren", vector, now=1e9, hybrid=False, k=10)}
    assert [h.similarity for h in hits] == pytest.approx([by_vector[h.id] for h in hits], abs=1e-6)
    scopes = ["vessel:sea-wren"] * 3
    questions = [foreign, "What engine does Sea Wren have?", "Wie viele Liter fasst der Tank?"]
    single = [[(h.id, h.similarity) for h in store.recall(s, q, now=1e9)] for s, q in zip(scopes, questions)]
    many = [[(h.id, h.similarity) for h in hits] for hits in store.recall_many(scopes, questions, now=1e9)]
    assert [[i for i, _ in hits] for hits in many] == [[i for i, _ in hits] for hits in single]
    assert [[x for _, x in hits] for hits in many] == [pytest.approx([x for _, x in hits], abs=1e-6) for hits in single]
    table = batch_recall(store, pa.table({"scope": scopes, "query": questions}), now=1e9)
    ids, index = table.column("id").to_pylist(), table.column("query_index").to_pylist()
    assert [[i for i, q in zip(ids, index) if q == n] for n in range(3)] == [[i for i, _ in s] for s in single]
