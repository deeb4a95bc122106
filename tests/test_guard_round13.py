"""Round 13 of the secret guard (issue 13): answers to a stated security question and memorable words
(guard/answers.py). An answer is a secret because a question names it one: the same words in a note that names no
security question are not refused."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
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


@pytest.mark.parametrize("text", [
    # a keypad's code after what it opens, with an opening verb in several languages (all missed on main)
    "the side gate opens with 73914",
    "el portón de la finca se abre con 2468#",
    "Gartentor geht mit 58213, bitte wieder schließen",
    "o portão do condomínio abre com 8817",
    # after a key safe's, a gate's or an alarm system's word and a stated separator, a few words between
    "key safe at the cabin: 6093 (slide the cover down)",
    "Schlüsseltresor neben der Garage: 7731",
    "cajetín de llaves junto al buzón: 4420",
    "Alarmanlage im Laden scharf/unscharf: 6618 + Enter",
    # right after the label, a keypad's form; an alarm with its disarming word; "code" after the key safe's clause
    "rear gate *3392 (deliveries use the other one)",
    "alarm disarm 55170 — then wait for the beep",
    "sleutelkluisje naast de voordeur, code 8241",
])
def test_access_codes_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # airport and station gates, alarm clocks, another word beginning with the label's, a year, a price, a room
    "Flight LH 1234 boards at gate 2045, terminal 1",
    "alarm: 0630, then gym",
    "Set the alarm 0715 tomorrow",
    "Gateway: 10.0.0.1",
    "Doorbell model 4471",
    "garage 2019, roof redone",
    "Garage door opener price: 2499",
    "the door 1201 is the conference room",
    "Portal do cliente: 4 novos pedidos",
])
def test_not_access_codes_not_refused(text: str) -> None:
    assert not _refused(text), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["front gate", "Hoftor", "la cancela", "o portão", "the keybox", "Schlüsseltresor"]),
       st.sampled_from(["opens with ", "geht mit ", "se abre con ", "abre com ", ": ", " is "]),
       # (not one digit repeated: "The door code is 1111." is a near miss by round 11, refused only after an opener)
       st.from_regex(r"[1-9][0-9]{3,6}[#*]?", fullmatch=True).filter(lambda c: len(set(c.rstrip("#*"))) > 1),
       st.sampled_from(["", ", then ring the bell", " (push down)", ".\n- call the plumber"]))
def test_access_code_after_its_opener_is_refused(label: str, verb: str, code: str, after: str) -> None:
    """Property: a keypad's code after what it opens and an opening verb or a stated separator is refused, whatever
    the digits (a year's excepted by the rule only when nothing says it opens) and whatever follows its clause."""
    text = f"{label} {verb}{code}{after}".replace("  ", " ").replace(" :", ":")
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # a keypad code holding one letter key between digits, after the language's word for a code or what it opens
    "kod do klatki 47B216",
    "κωδικός εισόδου 63C58",
    "Haustür-Code: 815D27",
    "código del portal 29A4471",
    "the courtyard gate opens with 31B884",
])
def test_letter_keypad_codes_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # the same shape for what is no secret: an error's, a product's, a build's, a postal code
    "error code 40A12 after the update",
    "Product code 12X345, colour black",
    "iOS 18.1.1, build 22B91",
    "Artikelcode 77K204 nachbestellen",
])
def test_letter_codes_that_are_no_secret_not_refused(text: str) -> None:
    assert not _refused(text), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["door code", "kod do bramy", "code portail :", "código de la puerta", "Torcode"]),
       st.from_regex(r"[1-9][0-9]{1,2}[A-D][0-9]{2,5}", fullmatch=True), st.sampled_from(["", ".", ", thanks"]))
def test_letter_keypad_code_after_its_label_is_refused(label: str, code: str, after: str) -> None:
    """Property: digits with one keypad letter between them, after a code's label, are refused whatever the digits."""
    text = f"{label} {code}{after}"
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # a live one-time code: six or eight digits after a code's word, the line saying it expires or is needed now
    "kod przyszedł 582913 wpisz szybko",
    "ha llegado el código 604172, úsalo ahora",
    "got the code 318 407 quick before it expires",
    "Code kam gerade: 77310482 schnell eingeben",
])
def test_live_codes_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # the same words around what is no live code: a discount's, an error's, a product's; four digits; a valid note
    "promo code 123456 valid until Friday",
    "error code 500123 now fixed",
    "the code 2024 expires soon",
    "order code 123456 ships now",
    # a documentation's example digits in a row, however live its words
    "the code 123456 expires in 10 minutes",
    "Kod 87654321 jest ważny 5 minut",
])
def test_not_live_codes_not_refused(text: str) -> None:
    assert not _refused(text), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["kod geldi", "me llegó el código", "chegou o código", "got the code", "der Code ist"]),
       st.from_regex(r"[1-9][0-9]{5}|[1-9][0-9]{7}", fullmatch=True),
       st.sampled_from([" hemen yaz", " pásamelo rápido", " manda logo", " it expires in 5 min", " jetzt eingeben"]))
def test_live_code_is_refused(label: str, code: str, after: str) -> None:
    """Property: an OTP-length code after a code's word, its line saying it is to be used now or expires, is refused
    whatever the digits."""
    assume(len(set(code)) >= 3)  # round numbers ("100000") and counters ("000001") are read as such by older rules
    text = f"{label} {code}{after}"
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # Turkish "şifre" as the label of a card's, an alarm's or a safe's PIN (round 10's value rules)
    "Banka kartımın şifresi 4827",
    "dolabın şifresi 3381",
    "ATM şifresi 6150",
    "kapı şifresi 72914",
    "Kredi kartı şifresi 0462",
])
def test_turkish_pin_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    "şifre en az 8 karakter olmalı",
    "Wi-Fi şifresi 12 karakterden oluşur",
    "şifre 2023 yılında değişti",
    "Şifre 4 haneli olmalı, 1234 gibi kolay olmasın",
])
def test_turkish_pin_near_misses_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", ["other scope portal 8841", "see portal 8841 for the invoice", "Portal 2231 is down",
                                  "portal code 8841"])
def test_a_portal_followed_by_a_number_is_no_code(text: str) -> None:
    """"portal" also names a web portal: its number is a code only when stated or said to open it (a clean-clone CI
    found "other scope portal 8841" refused by the bare form of the access-code rule)."""
    assert find_secrets(text) == [], text


@pytest.mark.parametrize("text", ["Portal: 8841", "el portal abre con 4821", "código del portal 4821"])
def test_a_portal_code_stated_or_opening_is_still_refused(text: str) -> None:
    assert find_secrets(text), text
