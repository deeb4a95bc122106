"""inflections (branch lookups159, issue 18): the other regular English forms of a question's words, read by hybrid
recall's lexical side under store.INFLECTED_FORMS."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import _core
from engramdb import store as store_module
from engramdb.inflections import extra_words, forms_written, other_forms
from engramdb.store import MemoryStore, lexical_text


def _token(word: str) -> int:
    return int(_core.lexical_tokens(word)[0])


@pytest.mark.parametrize(("asked", "written"), [
    ("meetings", "meeting"), ("meeting", "meetings"), ("classes", "class"), ("class", "classes"),
    ("chase", "chased"), ("chased", "chase"), ("skated", "skate"), ("arriving", "arrive"), ("copies", "copied"),
    ("trims", "trimmed"), ("insures", "insured"), ("applied", "apply"), ("bookings", "booked"),
    ("mornings", "morning"), ("tastings", "tasting"), ("handling", "handle"), ("pricing", "price"),
])
def test_a_form_the_native_stem_misses_is_given(asked: str, written: str) -> None:
    assert _token(asked) != _token(written)  # the native stem alone does not meet them
    assert _token(written) in {_token(form) for form in other_forms(asked)}


@pytest.mark.parametrize("word", ["Banks", "cat", "abc1", "café", "news", "process", "analysis"])
def test_names_short_words_and_other_characters_give_nothing_new(word: str) -> None:
    forms = other_forms(word)
    assert all(_token(form) != _token(word) for form in forms)
    if word[0].isupper() or len(word) < 4 or not word.isascii() or not word.isalpha():
        assert forms == ()


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=14))
def test_every_form_adds_a_token_the_word_lacks(word: str) -> None:
    forms = other_forms(word)
    tokens = [_token(form) for form in forms]
    assert _token(word) not in tokens
    assert len(set(tokens)) == len(tokens)
    assert all(form.isascii() and form.isalpha() and form.islower() for form in forms)


def test_extra_words_skips_function_words_and_tokens_the_text_has() -> None:
    assert extra_words("which classes", frozenset({"which"})).split() == ["class"]
    assert extra_words("classes class") == ""
    assert extra_words("") == ""


def test_the_switch_appends_the_forms_to_an_english_question_only(monkeypatch: pytest.MonkeyPatch) -> None:
    store_module._lexical_text.cache_clear()
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", False)
    assert lexical_text("Which classes are they in?", True).split() == ["classes", "?"]
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    assert lexical_text("Which classes are they in?", True).split()[-1] == "class"
    italian = "Quali sono le classi dei bambini e gli orari delle lezioni?"
    on = lexical_text(italian, True)
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", False)
    assert lexical_text(italian, True) == on


def test_a_dense_stores_lexical_text_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    store_module._lexical_text.cache_clear()
    off = lexical_text("Which classes are they in?", False)
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    assert lexical_text("Which classes are they in?", False) == off


def test_forms_written_only_where_the_scope_lacks_the_asked_token() -> None:
    assert forms_written("classes kids", {"class", "kids"}) == "class"
    assert forms_written("classes", {"class", "classes"}) == ""  # the asked word meets already
    assert forms_written("meetings", {"meet"}) == "meet"
    assert forms_written("meetings", {"meeting"}) == "meeting"  # "meeting" is "meet"'s token
    assert forms_written("meetings", {"meetings", "meet"}) == ""
    assert forms_written("classes", {"glass"}) == ""
    assert forms_written("which classes", {"class"}, frozenset({"which"})) == "class"


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz ", max_size=40),
       st.sets(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=10), max_size=20))
def test_forms_written_are_words_the_scope_writes(text: str, vocabulary: set[str]) -> None:
    extra = forms_written(text, vocabulary).split()
    assert set(extra) <= vocabulary
    assert all(w not in text.split() for w in extra)


def _store() -> MemoryStore:
    store = MemoryStore()
    scope = "household"
    store.remember(scope, "Sofiia is in class 6-B and Marko in class 2-A at school No. 52.", kind="fact")
    store.remember(scope, "School photos on 6 November; the school asked for cash.", kind="episode")
    store.remember(scope, "The school starts at 08:30 and the after-school group ends at 16:00.", kind="fact")
    store.remember(scope, "Swimming lessons are on Mondays at the school pool.", kind="fact")
    return store


@pytest.mark.parametrize("switch", ["INFLECTED_FORMS", "INFLECTED_FORMS_WRITTEN"])
def test_a_question_asking_classes_finds_the_note_writing_class(monkeypatch: pytest.MonkeyPatch, switch: str) -> None:
    question = "Which school classes are the kids in?"
    store_module._lexical_text.cache_clear()
    monkeypatch.setattr(store_module, switch, True)
    on = _store().recall("household", question, k=4)
    assert on[0].text.startswith("Sofiia is in class")
