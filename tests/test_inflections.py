"""inflections (branches lookups159, lookups164; issue 18): the other regular English forms of a question's words,
read by hybrid recall's lexical side under store.INFLECTED_FORMS at store.INFLECTED_FORM_WEIGHT."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engramdb import _core
from engramdb import store as store_module
from engramdb.inflections import extra_words, other_forms
from engramdb.store import MemoryStore, lexical_query, lexical_text

from . import reference


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


def test_the_switch_reads_the_forms_of_an_english_question_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", False)
    assert lexical_query("Which classes are they in?", True) == lexical_text("Which classes are they in?", True)
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    read = lexical_query("Which classes are they in?", True)
    assert isinstance(read, tuple) and read[1] == ("class", store_module.INFLECTED_FORM_WEIGHT)
    assert read[0] == (lexical_text("Which classes are they in?", True), 1.0)
    italian = "Quali sono le classi dei bambini e gli orari delle lezioni?"
    assert lexical_query(italian, True) == lexical_text(italian, True)


def test_a_dense_stores_lexical_read_is_unchanged(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    assert lexical_query("Which classes are they in?", False) == lexical_text("Which classes are they in?", False)


def _store() -> MemoryStore:
    store = MemoryStore()
    scope = "household"
    store.remember(scope, "Sofiia is in class 6-B and Marko in class 2-A at school No. 52.", kind="fact")
    store.remember(scope, "School photos on 6 November; the school asked for cash.", kind="episode")
    store.remember(scope, "The school starts at 08:30 and the after-school group ends at 16:00.", kind="fact")
    store.remember(scope, "Swimming lessons are on Mondays at the school pool.", kind="fact")
    return store


def test_a_question_asking_classes_finds_the_note_writing_class(monkeypatch: pytest.MonkeyPatch) -> None:
    question = "Which school classes are the kids in?"
    store_module._lexical_read.cache_clear()
    monkeypatch.setattr(store_module, "INFLECTED_FORMS", True)
    on = _store().recall("household", question, k=4)
    assert on[0].text.startswith("Sofiia is in class")


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12),
       st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=12))
def test_the_stem_the_rules_read_is_the_native_tokens(a: str, b: str) -> None:
    # the rules' stem (tests/reference.py, as lexical.cpp's inflected_extra cuts it): two lower-case words share it
    # exactly when the native tokeniser gives them one token
    assert (reference.inflection_stem(a) == reference.inflection_stem(b)) == (_token(a) == _token(b))
    for word in (a, b, a + "ing", a + "ed", a + "s", a + "es", b + "ies"):
        assert (reference.inflection_stem(word) == reference.inflection_stem(a)) == (_token(word) == _token(a))


_ENDINGS = ["", "s", "es", "ies", "ed", "ied", "ing", "e", "y", "ss", "us", "is", "ch", "sh", "x", "z"]
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


@given(st.lists(st.tuples(st.text(alphabet=_LETTERS, min_size=0, max_size=9), st.sampled_from(_ENDINGS),
                          st.booleans()), max_size=8))
def test_the_native_rules_are_the_python_rules(parts: list[tuple[str, str, bool]]) -> None:
    # _core.inflected_extra (lexical.cpp) against tests/reference.py's plain-Python rules (lookups164's reading,
    # moved there by lookups170): every word's forms, and a text's extra words (words repeated, doubled consonants,
    # capitalised words, function words skipped)
    words = [stem + (stem[-1:] if double else "") + ending for stem, ending, double in parts]
    for word in words:
        assert other_forms(word) == reference.other_forms(word), word
    text = " ".join(w.capitalize() if i % 5 == 4 else w for i, w in enumerate(words + words[:2]))
    skip = frozenset(words[1:2])
    assert extra_words(text, skip) == reference.extra_words(text, skip), text
