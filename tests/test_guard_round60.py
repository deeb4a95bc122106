"""Round 60 of the secret guard (issue 13): a code word of two words (or a word and a number) told beside a
password's word in many languages, wherever people put it. Each example has a benign twin of the same layout; the
examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round60

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # Norwegian: a purpose phrase, a copula, two words ending the line
            "passordet for å hente hunden hos hundepasseren er otter lantern!",
            "passordet for å hente hunden hos hundepasseren er ikke her",
        ),
        (  # Finnish: the word as a clause's object, the value right after it
            "koiran hakijan on sanottava hoitajalle tunnussana lantern-otter",
            "koiran hakijan on sanottava hoitajalle tunnussana, kysy minulta",
        ),
        (  # Turkish: the value before the word, inflected
            "köpeği alan kişi bakıcıya otter-lantern parolasını söylemeli",
            "köpeği alan kişi bakıcıya parolayı söylemeli",
        ),
        (  # German compound word, the value alone on the next line
            "Abholpasswort für den Hundesitter:\n- maple42 ✅",
            "Abholpasswort für den Hundesitter:\n- (frag mich)",
        ),
        (  # Catalan: the value alone on its line, a bracket naming it after
            "- otter lantern (contrasenya per recollir el gos)",
            "- ***** (contrasenya per recollir el gos)",
        ),
        (  # Georgian: Latin words in a line of another script, after the password's word
            "ძაღლის წასაყვანი პაროლი არის otter lantern",
            "ძაღლის წასაყვანი პაროლი არის ****",
        ),
        (  # Icelandic: a purpose phrase, a colon, two words
            "lykilorð til að sækja hundinn hjá pössunarkonunni: otter lantern",
            "lykilorð til að sækja hundinn hjá pössunarkonunni: [falið]",
        ),
        (  # Lao: a line of another script, a joined value
            "ລະຫັດລັບສຳລັບຮັບໝາແມ່ນ otter-lantern",
            "ລະຫັດລັບສຳລັບຮັບໝາແມ່ນ ****",
        ),
        (  # Zulu: a copula glued with a hyphen
            "igama eliyimfihlo lokulanda inja ekhaya ngu-lantern otter",
            "igama eliyimfihlo lokulanda inja ekhaya: (buza mina)",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def _values(text: str) -> list[str]:
    out = []
    for _kind, finder, _anchors, validate in round60.ROWS:
        out += [text[slice(*span)] for m in finder.finditer(text) if (span := validate(m))]
    return out


@pytest.mark.parametrize(
    "text",
    [
        # codes of a booking, quantities in words, "the PIN is on the card", in several languages
        "the booking code is on the confirmation email",
        "Buchungscode für das Hotel steht in der Mail",
        "código de reserva: ver el correo de confirmación",
        "kod rezerwacji jest w mailu od hotelu",
        "bring twenty four cups and thirty plates",
        "the PIN is on the card",
        "le code PIN est sur la carte",
        "el PIN está en la tarjeta",
        # a password's word with words of a sentence after it
        "passordet er ikke her",
        "das Passwort liegt beim Papa",
        "la contraseña está en mi cabeza",
        "kata laluan wifi ada pada router",
        "Zaboravila sam lozinku pa sam je morala promijeniti.",
        "Nimesahau nenosiri langu, nitalibadilisha kesho.",
        "Salasana: kysy baarista",
        "remind me to change the password next month",
        "the Wi-Fi and the router password should differ",
        # a thing about passwords, a field, a user, a table
        "my password hint: first pet",
        "password policy: twelve characters minimum",
        "the password is case-sensitive",
        "password reset via the self-service portal",
        "App passwords\nLabel: mail-sync\nCreated 2026-02-01",
        "login failed for user lena42 (password not logged)",
        "Il-password tal-bank qiegħda fil-kexxun",
        "site\twifi password\tkeybox\talarm",
        "parola del portale: lena42 / (in the letter)",
        "(lena-kaunas slaptažodis) (see the card)",
        # a group's name, capitalised
        "passordet for å hente hunden er i appen\nhundens gruppe heter Little Bears",
    ],
)
def test_round60_reads_no_benign_shape(text: str) -> None:
    assert _values(text) == []


# Written in session 42 (guard60b): a password's label (a form's or a prompt's, as the lexicon holds them) followed by
# ordinary words, in several languages - the shape test_guard_lexicon's property draws - and notes about a password
# with no value in them. None is refused by any row.
_LABEL_THEN_WORDS = [
    "indtast din adgangskode meeting meeting",
    "indtast din adgangskode supplier arrived",
    "add meg a jelszavadat the the the on meeting meeting",
    "add meg a jelszavadat supplier arrived late moved on room ticket",
    "aktuelles Passwort room ticket",
    "Geben Sie Ihr Passwort ein thursday morning",
    "saisissez votre mot de passe price version",
    "vul je wachtwoord in ticket price",
    "wpisz swoje hasło meeting room",
    "密码重置代码 meeting meeting the",
    "비밀번호 확인 supplier arrived",
    "新しいパスワードを入力してください thursday morning",
    "أدخل كلمة المرور الجديدة price version",
    "επαναφορά κωδικού πρόσβασης meeting room",
    "рамзи навро ворид созед room ticket",
    "רשמו את הסיסמה החדשה room ticket late",
    # a repeated word, a key or a mark before the password's word (drawn by test_guard_families7 / 8 in session 42)
    "hello hello hello password hello hello",
    '{"output": "the the the password report report \\n"}',
    "the password is in the drawer",
    "Passwort vergessen heute morgen",
    "passordet ligger i skuffen hjemme",
    "la contraseña está en el cajón de la cocina",
    "jelszó elfelejtve tegnap este",
    "salasana unohtui taas tänään aamulla",
    "hasło zmienione wczoraj wieczorem",
    "parola di accesso cambiata ieri sera",
    # an English password's word, then the noun it describes and the sentence's words (the lead, session 42: two
    # plain words after a long clause were read as a code word)
    "Remember to ask Maria about the new password policy before Friday",
    "please send the supplier your password ticket price",
    "after the call we agreed the shared passcode reset happens monthly",
]


@pytest.mark.parametrize("text", _LABEL_THEN_WORDS)
def test_a_label_then_ordinary_words_is_not_a_code_word(text: str) -> None:
    assert _values(text) == [], text
    assert find_secrets(text) == [], text
    assert find_secrets_many([text]) == []


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # two words before the word: two plain words after it only when a copula of the line's language closes them
            "txakurra jasotzeko pasahitza otter lantern da",
            "sartu pasahitza berria otter lantern",
        ),
        (  # a line of another script: a copula glued to it marks the words as told
            "ລະຫັດລັບສຳລັບຮັບໝາແມ່ນ otter lantern",
            "ລະຫັດລັບ otter lantern",
        ),
        (  # Georgian's copula "არის" between the word and the value
            "ძაღლის წასაყვანი პაროლი არის otter lantern",
            "ძაღლის წასაყვანი პაროლი otter lantern",
        ),
    ],
)
def test_two_plain_words_need_a_line_that_tells_them(secret: str, benign: str) -> None:
    assert _values(secret) == ["otter lantern"], secret
    assert _values(benign) == [], benign


@pytest.mark.parametrize(
    "text",
    [
        # a clause, the password's word, two plain words ending the line: as often the sentence's next words as a code
        # word told, so not read (the lead, session 42; guard60b read them after a clause of four words) - the first
        # is a secret this round now misses, the rest are ordinary notes it refused
        "wer den Hund abholt, muss der Nachbarin das Passwort otter lantern sagen",
        "Ich habe gestern mit dem Team über das neue Passwort gesprochen heute morgen",
        "ayer hablamos con el equipo sobre la contraseña nueva llega mañana",
        "we hebben gisteren met het team het wachtwoord beleid besproken",
        "Remember to ask Maria about the new password policy before Friday",
    ],
)
def test_two_plain_words_after_a_clause_alone_are_not_read(text: str) -> None:
    assert _values(text) == [], text


def test_a_joined_value_needs_no_clause() -> None:
    """A generator's shape (two words joined, a word and digits) after a prompt's label is still read."""
    assert _values("syötä uusi tunnussana otter-lantern") == ["otter-lantern"]
    assert _values("비밀번호 확인 OtterLantern") == ["OtterLantern"]


def test_the_reading_takes_the_value_and_nothing_around_it() -> None:
    assert _values("passordet for å hente hunden hos hundepasseren er otter lantern!") == ["otter lantern"]
    assert _values("köpeği alan kişi bakıcıya otter-lantern parolasını söylemeli") == ["otter-lantern"]
    assert _values("Abholpasswort für den Hundesitter:\n- maple42 ✅") == ["maple42"]


def test_the_reading_is_opened_by_its_anchors() -> None:
    (row,) = round60.ROWS
    _kind, finder, anchors, validate = row
    for text in (
        "passordet for å hente hunden hos hundepasseren er otter lantern!",
        "koiran hakijan on sanottava hoitajalle tunnussana lantern-otter",
        "ძაღლის წასაყვანი პაროლი არის otter lantern",
        "ລະຫັດລັບສຳລັບຮັບໝາແມ່ນ otter-lantern",
        "igama eliyimfihlo lokulanda inja ekhaya ngu-lantern otter",
    ):
        assert any(validate(m) for m in finder.finditer(text)), text
        assert any(a.lower() in text.lower() for a in anchors), text


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "passord " + "otter lantern " * (size // 14),
        "otter-lantern " * (size // 14) + "parolasını",
        "passord for " + "a " * (size // 2) + "er otter lantern",
        "tunnussana\n" + "- otter lantern\n" * (size // 16),
        "Label: " * (size // 7) + "otter-lantern",
        ("ლ" * 50 + " პაროლი ") * (size // 58) + "otter lantern",
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
