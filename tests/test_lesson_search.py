"""What recall matches of a lesson: its trigger, what happened and its guidance (writes.lesson_search_text), so that
a question asked in the words of the guidance or of the incident finds the lesson (issue 18, holdout10's
paraphrases: benchmarks/RESULTS.md, "Recall quality: a lesson searched by what it says")."""

from __future__ import annotations

import numpy as np
import pytest

from engramdb import HashingEmbedder, MemoryStore
from engramdb.writes import lesson_search_text, plain_tool_output

TRIGGER = "the advanced course sails the J/24"
TEXT = "A keelboat student got a rope burn because he held the sheet in his bare hand."
GUIDANCE = "Hand out sailing gloves before boarding and check every student wears them."


def _unit(text: str, emb: HashingEmbedder) -> np.ndarray:
    v = np.asarray(emb.embed([text]), np.float32)[0]
    return v / np.linalg.norm(v)


def test_search_text_holds_trigger_incident_and_guidance_once() -> None:
    assert lesson_search_text(TEXT, TRIGGER, GUIDANCE) == f"{TRIGGER}. {TEXT} {GUIDANCE}"
    # add_lesson's text already holds both: searched as it is, nothing repeated
    when = f"When {TRIGGER}: {GUIDANCE}"
    assert lesson_search_text(when, TRIGGER, GUIDANCE) == when
    assert lesson_search_text(GUIDANCE, TRIGGER, GUIDANCE) == f"{TRIGGER}. {GUIDANCE}"
    # as before: no trigger -> the text; no guidance -> the trigger
    assert lesson_search_text(TEXT, None, GUIDANCE) == TEXT
    assert lesson_search_text(TEXT, TRIGGER, None) == TRIGGER


def test_a_lesson_is_found_by_the_words_of_its_guidance() -> None:
    emb = HashingEmbedder(dim=384)
    store = MemoryStore(embedder=emb)
    lesson = store.remember("s", TEXT, kind="lesson", trigger=TRIGGER, guidance=GUIDANCE, importance=0.6)
    store.approve("s", lesson)
    query = "sailing gloves for every student before boarding"
    hit = next(h for h in store.recall("s", query, hybrid=0.0, k=5) if h.id == lesson)
    # the dense side reads the lesson's search text; the trigger alone shares no word with the question
    expected = float(_unit(query, emb) @ _unit(lesson_search_text(TEXT, TRIGGER, GUIDANCE), emb))
    assert hit.similarity == pytest.approx(expected, abs=1e-4)
    assert hit.similarity > float(_unit(query, emb) @ _unit(TRIGGER, emb)) + 0.2


def test_editing_a_lessons_guidance_re_embeds_it() -> None:
    emb = HashingEmbedder(dim=384)
    store = MemoryStore(embedder=emb)
    lesson = store.add_lesson("s", TRIGGER, "Check the halyards.", confidence="high")
    new = store.update("s", lesson, guidance=GUIDANCE)
    query = "sailing gloves for every student before boarding"
    hit = next(h for h in store.recall("s", query, hybrid=0.0, k=5) if h.id == new)
    expected = float(_unit(query, emb) @ _unit(f"When {TRIGGER}: {GUIDANCE}", emb))
    assert hit.similarity == pytest.approx(expected, abs=1e-4)


class _Seen:
    """An embedder that records the texts it embeds as documents (hashing underneath)."""

    name = "seen-v1"
    dim = 64

    def __init__(self) -> None:
        self.documents: list[str] = []
        self._hash = HashingEmbedder(dim=64)

    def embed(self, texts: list[str]) -> np.ndarray:
        self.documents.extend(texts)
        return self._hash.embed(texts)


JSON_LINE = '{"vehicle":"TT3","date":"2026-10-31","battery_end":0.18,"alerts":["low_battery_1712"]}'


def test_a_json_memory_is_embedded_as_its_words() -> None:
    assert plain_tool_output([JSON_LINE, "  [1, 2]", "Plain {text} stays"]) == [
        "vehicle TT3 date 2026-10-31 battery end 0.18 alerts low battery 1712", "1 2", "Plain {text} stays"]
    emb = _Seen()
    store = MemoryStore(embedder=emb)
    emb.documents.clear()  # the store's calibration embeds its reference texts first
    mid = store.remember("s", JSON_LINE, kind="episode")
    assert emb.documents == [plain_tool_output([JSON_LINE])[0]]
    assert store.get("s", mid).text == JSON_LINE  # the stored text is the tool's own
    # a consolidation or an edit re-embeds it the same way
    new = store.update("s", mid, text='{"vehicle":"TT4"}')
    assert emb.documents[-1] == "vehicle TT4" and store.get("s", new).text == '{"vehicle":"TT4"}'
