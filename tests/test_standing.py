"""engramdb.standing: a question about a standing thing gives episodes no recency term; facts and lessons keep
theirs. recall, recall_many, the batch recall and a filtered recall read the rule alike, and every plan stays exact
under it."""

from __future__ import annotations

import math
from collections.abc import Iterator
from datetime import timedelta

import numpy as np
import pyarrow as pa
import pytest

from engramdb import MemoryStore
from engramdb import store as store_module
from engramdb.batch import recall as batch_recall
from engramdb.eval import EVAL_NOW
from engramdb.scoring import DEFAULT_HALF_LIVES, LayerHalfLives
from engramdb.standing import STANDING_EVENT_HALF_LIFE_DAYS, asks_standing, standing_half_lives
from engramdb.timeref import time_reference

RULE = "Piercings are done by Tamsin on Tuesdays and Wednesdays, with implant-grade titanium only."
EPISODE = "Tamsin did piercings for a mother and her daughter together, for the daughter's eighteenth birthday."
QUESTION = "What metal does Tamsin use for piercings?"


@pytest.mark.parametrize("question", [
    QUESTION,
    "Femke would like to visit on a Friday to see her van; is that OK?",
    "Is there a rule about adding new dependencies to the project?",
    "What are the practice's opening hours?",
    "Is there a charge for a late cancellation?",
    "Which vet does the kennel use?",
    # other languages: no time, no identifier, not told in the past
    "¿Hay alguna regla para las visitas de clientes?",
    "Welche Allergene stehen auf den Kuchenetiketten?",
    "Quel métal Tamsin utilise-t-elle pour les piercings ?",
    "Kto jest osobą kontaktową w Fjordkaffe?",
    "Văn phòng của công ty ở đâu?",
    "Quel jour fait-on le sérac ?",  # a day asked about, a routine: no weekday named
    "Ποια είναι η διεύθυνση του γραφείου;",  # the Greek question mark
    "Chi lavora al banco nel fine settimana?",
])
def test_standing_questions(question: str) -> None:
    assert asks_standing(question, time_reference(question))


@pytest.mark.parametrize("question", [
    "What happened with the van yesterday?",  # names a time: the time hints set the recency term
    "What did Niamh ask about?",  # told in the past: an event
    "Why was lane 12 closed?",
    "What's the status of RMA-55812?",  # names a record
    "What was Femke's van like when it came in?",
    "Which camera covers the corridor, and is it working?",  # a second question after "and"
    "¿Qué pasó con la furgoneta de Femke?",  # other languages told in the past: a past form ...
    "¿Cuánto ofreció la empresa para llegar a un acuerdo?",  # ... or a past ending ("-ó")
    "Was wurde beim Kunden eingebaut?",
    "Ile zapłaciliśmy za naprawę dachu?",
    "O que aconteceu com o pedido do cliente?",
    "Qu'est-ce qui s'est passé au marché de Quimper mercredi ?",  # a weekday the windows do not read
    "Hôm thứ Năm có chuyện gì xảy ra trên đường?",  # a Vietnamese weekday told in the past: a time
    "¿Cuál es el estado de RMA-55812?",  # names a record
    "x",  # a keyword query or a statement, in no language a question
    "refund policy",
    "Notizen vom Treffen mit Niamh",
])
def test_not_standing_questions(question: str) -> None:
    assert not asks_standing(question, time_reference(question))


def test_standing_half_lives() -> None:
    default = standing_half_lives(DEFAULT_HALF_LIVES)
    assert isinstance(default, LayerHalfLives) and hash(default) == hash(standing_half_lives(DEFAULT_HALF_LIVES))
    assert default["event"] == STANDING_EVENT_HALF_LIFE_DAYS
    assert {k: v for k, v in default.items() if k != "event"} == \
        {k: v for k, v in DEFAULT_HALF_LIVES.items() if k != "event"}
    assert standing_half_lives(dict(DEFAULT_HALF_LIVES)) is default  # the default, however written
    assert standing_half_lives({"memory": 30.0}) == {"memory": 30.0}  # a caller's own half-lives are kept
    assert standing_half_lives(45.0) == 45.0
    assert standing_half_lives(DEFAULT_HALF_LIVES, ["episode"]) is DEFAULT_HALF_LIVES  # episodes alone: nothing to
    assert standing_half_lives(DEFAULT_HALF_LIVES, ["fact", "episode"]) is default  # weigh them against


def _store() -> MemoryStore:
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    store.remember("studio:ink", RULE, importance=0.6, created_at=EVAL_NOW - timedelta(days=500))
    store.remember("studio:ink", EPISODE, kind="episode", importance=0.4,
                   created_at=EVAL_NOW - timedelta(days=2))
    store.remember("studio:ink", "Tamsin's waiting list for ear projects is three weeks.", kind="episode",
                   importance=0.4, created_at=EVAL_NOW - timedelta(days=6))
    store.remember("studio:ink", "Aftercare leaflets are handed out with every piercing.",
                   created_at=EVAL_NOW - timedelta(days=300))
    return store


@pytest.fixture
def written_words_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """store.INFLECTED_FORMS off (its kept reads emptied before and after): the standing rule read on the written
    words alone. lookups164's forms at half weight raised BM25's divisor ("piercings" -> "pierc", held by the
    aftercare note) and cut every full match's lexical term by a third, leaving the rule 1e-4 under the episode (a
    loss of the forms', benchmarks/RESULTS.md "Lead, session 43"); since lookups170 a form counts a quarter in the
    divisor and the rule leads with the forms read too (the test after this one)."""
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", False)
    store_module._lexical_read.cache_clear()
    yield
    store_module._lexical_read.cache_clear()


def test_the_standing_rule_leads_the_newer_episode(written_words_only: None) -> None:
    store = _store()
    before = store.recall("studio:ink", QUESTION, time_hints=False)
    assert before[0].text == EPISODE  # the two-day-old episode wins on recency without the rule
    hits = store.recall("studio:ink", QUESTION)
    assert hits[0].text == RULE
    for hit in hits:  # episodes keep no recency; facts keep a 270-day half-life's
        age = (EVAL_NOW.timestamp() - store.get("studio:ink", hit.id).created_at.timestamp()) / 86400
        expected = 0.0 if hit.memory.kind == "episode" else 0.5 ** (age / DEFAULT_HALF_LIVES["memory"])
        assert hit.recency == pytest.approx(expected, abs=1e-6)
    # the same question through every path
    many = store.recall_many("studio:ink", [QUESTION, "What did Tamsin do for the birthday?"])
    assert [(h.id, h.final) for h in many[0]] == [(h.id, h.final) for h in hits]
    assert many[1][0].text == EPISODE  # an event question in the same call keeps the episodes' recency
    table = batch_recall(store, pa.table({"scope": ["studio:ink"], "query": [QUESTION]}), now=EVAL_NOW)
    assert table.column("id").to_pylist() == [h.id for h in hits]
    assert table.column("final").to_pylist() == pytest.approx([h.final for h in hits])
    filtered = store.recall("studio:ink", QUESTION, where={"kind": {"$in": ["fact", "episode"]}})
    assert [(h.id, h.final) for h in filtered] == [(h.id, h.final) for h in hits]


def test_the_standing_rule_leads_the_newer_episode_with_the_forms_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """lookups170: with the question's other forms read (store.INFLECTED_FORMS, shipped on) the rule still leads -
    a light token's share of BM25's divisor (query/hybrid.hpp, kLightShareShared) no longer cuts every full match's
    lexical term by a third ("piercings" -> "pierce", held by the aftercare note only)."""
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    store_module._lexical_read.cache_clear()
    try:
        hits = _store().recall("studio:ink", QUESTION)
        assert hits[0].text == RULE
        assert hits[1].text == EPISODE
    finally:
        store_module._lexical_read.cache_clear()


def test_a_standing_question_in_another_language_leads_the_newer_episode() -> None:
    """The rule reads other languages' questions too: in a Spanish scope the year-old rule leads the two-day-old
    episode for a standing question, and the episode keeps its recency for one told in the past."""
    store = MemoryStore(clock=EVAL_NOW.timestamp)
    rule = "Los piercings los hace Tamsin los martes y miércoles, solo con titanio de grado implante."
    episode = "Tamsin hizo los piercings de una madre y su hija juntas, por el cumpleaños de la hija."
    store.remember("estudio", rule, importance=0.6, created_at=EVAL_NOW - timedelta(days=500))
    store.remember("estudio", episode, kind="episode", importance=0.4, created_at=EVAL_NOW - timedelta(days=2))
    question = "¿Qué metal usa Tamsin para los piercings?"
    assert store.recall("estudio", question, time_hints=False)[0].text == episode
    hits = store.recall("estudio", question)
    assert hits[0].text == rule
    assert [h.id for h in store.recall_many("estudio", [question])[0]] == [h.id for h in hits]
    past = store.recall("estudio", "¿Qué hizo Tamsin con los piercings de la madre?")
    assert all(h.recency > 0 for h in past)


# A story told first (lookups78): a customer's request, told in the past, before the clause that asks.
STORY = ("A customer emailed asking whether we could fit him in after work and whether he needed to book ahead - "
         "what metal does Tamsin use for piercings?")


@pytest.mark.parametrize(("question", "standing"), [
    (STORY, True),  # the story is told in the past and joins two things; the asking clause is a standing question
    ("Our neighbour told us the lime in the front garden might be protected and we'd like it thinned before "
     "winter, so how long does a permit take?", True),
    ("A customer in Eilat asked how we ship fragile pieces and which service we use - what's our usual way?", True),
    # the clause itself told in the past, or two questions in it: the whole story still reads as an event
    ("A mother emailed asking whether her daughter could get her ears pierced for her birthday - what did Tamsin "
     "tell her?", False),
    ("A mother emailed asking whether her daughter could get her ears pierced for her birthday - which metal do we "
     "use, and what did Tamsin charge?", False),
    # a lead shorter than STORY_MIN_WORDS names what is asked about by an event: the whole question is read
    ("The man who rang about the broken heating - where do we collect the key from him?", False),
    ("The pupil who emailed this morning: which instructors could teach them now?", False),  # names a time
])
def test_a_story_told_first_is_read_in_its_asking_clause(question: str, standing: bool) -> None:
    assert asks_standing(question, time_reference(question)) is standing


def test_a_story_first_lookup_is_answered_by_the_standing_rule() -> None:
    """A standing question told after a story in the past gives episodes no recency, as the question alone does: the
    rule leads the two-day-old episode; a question about the episode itself, told after the same story, keeps the
    episodes' recency and still gets the episode first."""
    store = _store()
    assert store.recall("studio:ink", STORY, time_hints=False)[0].text == EPISODE  # recency alone picks the episode
    hits = store.recall("studio:ink", STORY)
    assert hits[0].text == RULE
    assert all(h.recency == 0.0 for h in hits if h.memory.kind == "episode")
    many = store.recall_many("studio:ink", [STORY])[0]
    assert [(h.id, h.final) for h in many] == [(h.id, h.final) for h in hits]
    about_episode = ("A customer emailed asking whether we could fit him in after work and whether he needed to "
                     "book ahead - what did Tamsin do for the mother and her daughter?")
    episodes = store.recall("studio:ink", about_episode)
    assert episodes[0].text == EPISODE
    assert all(h.recency > 0 for h in episodes)


def test_a_callers_half_lives_and_time_hints_off_are_kept() -> None:
    store = _store()
    single = store.recall("studio:ink", QUESTION, half_life_days=60.0)
    assert single[0].text == EPISODE and all(h.recency > 0 for h in single)
    own = store.recall("studio:ink", QUESTION, half_life_days={"event": 30.0})
    assert own[0].text == EPISODE and all(h.recency > 0 for h in own)
    plain = store.recall("studio:ink", QUESTION, time_hints=False)
    assert any(h.memory.kind == "episode" and h.recency > 0.9 for h in plain)
    episodes = store.recall("studio:ink", QUESTION, kinds=["episode"])  # newest first among equals, as before
    assert [(h.id, h.final) for h in episodes] == \
        [(h.id, h.final) for h in store.recall("studio:ink", QUESTION, kinds=["episode"], time_hints=False)]
    assert store.recall_many("studio:ink", [QUESTION], kinds=["episode"])[0] == episodes


def test_plans_stay_exact_under_the_rule(rng: np.random.Generator) -> None:
    """The inverted-lists plan bounds each row's recency by its layer's half-life: under the rule it returns what
    an exact scan returns, for standing questions and others alike."""
    store = MemoryStore(clock=EVAL_NOW.timestamp, dedup=False, graph_min_rows=None, ivf_min_rows=200)
    subjects = ["van", "kitchen", "electrics", "invoice", "visit", "paint", "roof", "tyres"]
    texts, kinds, created = [], [], []
    for i in range(400):
        a, b = subjects[i % 8], subjects[int(rng.integers(8))]
        texts.append(f"note {i}: the {a} and the {b} for customer {int(rng.integers(50))}")
        kinds.append("episode" if i % 2 else "fact")
        created.append(EVAL_NOW - timedelta(days=float(rng.uniform(0.5, 900))))
    for text, kind, at in zip(texts, kinds, created):
        store.remember("big", text, kind=kind, created_at=at)
    store.seal()
    assert store.wait_indexed()
    assert "big" in store.engine.sealed[0].lists  # the inverted-lists plan answers this scope
    questions = ["Is there a rule about the van and the roof?", "What did the customer say about the paint?",
                 "Which tyres does the kitchen use?", "What happened to the invoice yesterday?"]
    assert [asks_standing(q, time_reference(q)) for q in questions] == [True, False, True, False]
    for question in questions:
        planned = store.recall("big", question, k=10)
        exact = store.recall("big", question, k=10, exact=True)
        assert [h.id for h in planned] == [h.id for h in exact]
        assert [h.final for h in planned] == pytest.approx([h.final for h in exact])
        assert all(math.isfinite(h.final) for h in planned)
