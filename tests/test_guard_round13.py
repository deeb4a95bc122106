"""Round 13 of the secret guard (issue 13): answers to a stated security question and memorable words
(guard/answers.py). An answer is a secret because a question names it one: the same words in a note that names no
security question are not refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard.secrets import find_secrets


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


@pytest.mark.parametrize("text", [
    # the answer after the question's own words, in several languages and layouts (all missed on main)
    "security question \"favourite film\" -> Amelie",
    "Bank security Q: town of birth = Ravenna; nothing else needed",
    "Sicherheitsfrage Lieblingslehrer: Brandt",
    "pregunta de seguridad: ciudad donde naciste -> Cuenca",
    "pergunta de segurança: nome da primeira escola - Alvorada",
    "question de sécurité : ville natale de mon père = Tulle",
    "domanda di sicurezza: nome del primo gatto -> Briciola",
    "Security answers for the insurer: first car \"Panda\", street I grew up on \"Elm\"",
    "Sicherheitsantwort: Wolkenkuckuck",
    # a memorable word (UK banks, HMRC): right after its label, quoted, or stated after a few words
    "memorable word for the building society: marmalade7",
    "Council tax login, memorable information 'harbour'",
    "Tax portal memorable word is cormorant, keep it safe",
    # a mother's maiden name after a form's separator
    "Mother's maiden name: Okonkwo",
    "- buy stamps\n- mum's maiden name = Fairweather\n- water plants",
])
def test_security_answers_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # notes that name no security question: a pet, a school, a family history
    "my first pet was a cat called Tiddles",
    "First pet: a goldfish named Bubbles, he lived for ten years.",
    "Her mother's maiden name was Kowalska, and she grew up in Łódź.",
    # the question, not its answer; policy and advice about security questions
    "Security question: what was your first pet?",
    'Security question: "What is your mother\'s maiden name?"',
    "Security question: favourite teacher",
    "Security questions: none set",
    "Security question reset: done",
    "Security questions are weak. Use random answers.",
    "Security answers are easy to guess, so use a password manager.",
    "Choose a memorable word that you will remember.",
    "The memorable word must be 6 to 12 characters.",
    "The memorable word is required.",
    "Mother's maiden name: (required)",
    # other uses of "security"
    "Security level: high",
    "Security deposit: 500 EUR.",
    "Security update: patched",
])
def test_not_security_answers_not_refused(text: str) -> None:
    assert not _refused(text), text


_ANSWERS = st.from_regex(r"[A-Z][a-z]{3,9}[0-9]{0,2}", fullmatch=True)
_QUESTIONS = st.sampled_from([
    ("security question \"{q}\" -> {a}", "name of first pet"),
    ("Security Q: {q} = {a}", "city of birth"),
    ("Sicherheitsfrage {q}: {a}", "Name des ersten Haustiers"),
    ("pregunta de seguridad: {q} -> {a}", "nombre de mi primera mascota"),
    ("pergunta de segurança: {q} - {a}", "nome do primeiro animal"),
    ("memorable word{q}: {a}", " for online banking"),
    ("memorable word{q} is {a}, thanks", ""),
])


@settings(max_examples=60, deadline=None)
@given(_QUESTIONS, _ANSWERS, st.sampled_from(["", "- buy milk\n", "Notes:\n"]), st.sampled_from(["", "\n- call mum"]))
def test_stated_answer_is_refused_anywhere(layout: tuple[str, str], answer: str, before: str, after: str) -> None:
    """Property: an answer after a stated security question's label (or a memorable word) is refused, whatever the
    answer's word and wherever the line stands in a list."""
    template, question = layout
    text = before + template.format(q=question, a=answer) + after
    assert _refused(text), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["first pet", "first school", "favourite teacher", "city of birth", "first car"]), _ANSWERS,
       st.sampled_from(["my {q} was {a}", "{q}: {a}", "Remember: {q} {a}", "the {q} question -> what was it?"]))
def test_answer_without_a_stated_question_is_not_refused(question: str, answer: str, layout: str) -> None:
    """Property: the same words with no security question's label are a note, not a credential."""
    text = layout.format(q=question, a=answer)
    assert not _refused(text), text
