"""Round 65 of the secret guard (issue 13): two English words told as a code word right after a password's word in a
sentence of another language, an app password's shape, Irish's copula before a code's label. Each secret has a benign
twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round65

from .guard_util import refused as _refused


def _values(text: str) -> list[str]:
    out = []
    for _kind, finder, _anchors, validate in round65.ROWS:
        out += [text[slice(*span)] for m in finder.finditer(text) if (span := validate(m))]
    return out


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # German: a clause, the word, two English words, the sentence's own verb closing it
            "wer den Hund abholt, muss der Nachbarin das Passwort otter lantern sagen",
            "wer den Hund abholt, muss der Nachbarin das Passwort vorher sagen",
        ),
        (  # Catalan: the two words end the line
            "qui recull el gos ha de dir al veí la contrasenya otter lantern",
            "qui recull el gos ha de dir al veí la contrasenya nova",
        ),
        (  # Swahili-like word list of round 60, a signature after the value
            "mtu atakayemchukua mbwa lazima amwambie mlinzi neno la siri walnut harbor | Amina",
            "mtu atakayemchukua mbwa lazima amwambie mlinzi neno la siri kesho | Amina",
        ),
        (  # an app password in one run, after a Finnish label
            "puhelimen sovelluksen salasana on qzvhkbtrwnjxcfpl",
            "puhelimen sovelluksen salasana on sähköpostissa",
        ),
        (  # an app password in four groups, in an English note
            "the mail app password is wqzk hvbj tnxr plmf (not my normal one)",
            "the mail app password is in the drawer (not my normal one)",
        ),
        (  # four groups joined by hyphens after a Turkish label
            "yeni telefondaki posta uygulama şifresi kvzq-htbw-jrnx-pfld",
            "yeni telefondaki posta uygulama şifresi kasada",
        ),
        (  # a generated password in hyphen groups of letters right after its word
            "shop login lena@example.org password vkqz-bdhl-cwnxt for the glasses",
            "shop login lena@example.org password well-known-fact for the glasses",
        ),
        (  # an auth token after its label: both cases, turning many times
            "geocoder auth-id 2f1c9a44-7d1e-4c0b-9a7e-3b5d6f8e9a10 auth-token QpWnRtXyUbVcZkLmHsJd",
            "geocoder auth-id from the dashboard, auth-token MyGeocoderTokenName",
        ),
        (  # a room that "is" a number with a leading zero
            "the print room is 0482, the paper goes on the left shelf",
            "the print room is 2nd door, the paper goes on the left shelf",
        ),
        (  # a thing that opens with a number, German and Italian
            "Elternabend im Raum 12, das Hoftor öffnet mit dem Code 40617.",
            "Elternabend im Raum 12, das Hoftor öffnet um 19 Uhr.",
        ),
        (
            "check-in: il portone si apre con 7395",
            "check-in: il portone si apre con la chiave grande",
        ),
        (  # a recovery code told with what it is for
            "Steam recovery code for the tablet's account: Q73921",
            "Steam recovery code for the tablet's account: in the blue folder",
        ),
        (  # a gift card's code in groups
            "game store gift card code from grandma: 7QH2K-MX4PD-R9TLW",
            "game store gift card code from grandma: still in the envelope",
        ),
        (  # a Wi-Fi voucher
            "guest Wi-Fi: network HALL-GUEST, voucher 58213-40697 (valid today)",
            "guest Wi-Fi: network HALL-GUEST, voucher at the front desk (valid today)",
        ),
        (  # Irish: "is é <a code's label> ná <digits>"
            "is é máistirchód an tsábhailte ná 4817",
            "is é máistirchód an tsábhailte ná an ceann a thug mé duit",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "text",
    [
        # round 60's lead probes and ordinary notes about passwords in one language (session 42), read by no row
        "Ich habe gestern mit dem Team über das neue Passwort gesprochen heute morgen",
        "ayer hablamos con el equipo sobre la contraseña nueva llega mañana",
        "we hebben gisteren met het team het wachtwoord beleid besproken",
        "Remember to ask Maria about the new password policy before Friday",
        "please send the supplier your password ticket price",
        "after the call we agreed the shared passcode reset happens monthly",
        # a label followed by English words, as test_guard_lexicon's property draws them (three words or fewer before)
        "indtast din adgangskode supplier arrived",
        "add meg a jelszavadat supplier arrived late moved on room ticket",
        "Geben Sie Ihr Passwort ein thursday morning",
        "vul je wachtwoord in ticket price",
        # fresh notes of this round in several languages: passwords, codes and keys talked about, none held
        "Kannst du mir bitte morgen früh das Passwort für den Router schicken?",
        "Bei der Schulung hieß es, das Passwort manager tool sei sicher genug",
        "Gestern im Büro haben wir über das Passwort reset process gesprochen",
        "mi hermano siempre olvida la contraseña del wifi de casa",
        "je n'arrive jamais à retenir le mot de passe de la banque",
        "ho cambiato ieri sera la password della posta, te la dico dopo",
        "vergeet niet om het wachtwoord van de router te veranderen",
        "muista vaihtaa sähköpostin salasana ennen lomaa",
        "nie pamiętam już, gdzie zapisałem hasło do banku",
        "jeg har glemt adgangskoden til netbanken igen",
        "el técnico dijo que la contraseña debe tener doce caracteres como mínimo",
        "meine Tochter hat im Kurs gelernt, dass man das Passwort never share darf",
        "die Schlüssel für das Gartenhaus liegen im Briefkasten, der Code steht im Kalender",
        # an app password talked about: its length, a placeholder, the letters of the alphabet, a keyboard's row
        "App-Passwörter haben 16 Buchstaben, etwa xxxx xxxx xxxx xxxx",
        "what does this mean: four groups of four letters",
        "Log vom fehlgeschlagenen Build: siehe unten",
        "haurrak haurtzaindegitik jasotzeko pasahitza ez dut gogoratzen",
        "the onion address is abcdwxyzqrstmnop.onion",
        # times with a leading zero, hyphenated words after a password's word, a CamelCase name after "auth token"
        "the gate is 0700 to 1900 on weekdays",
        "the password reset-link-sent message came twice",
        "set the auth token AuthTokenFromEnvironment in the config",
        # a thing opening with a year or a count, a promo code, a placeholder, vouchers counted
        "the exhibition opens with 2026 in its title, see the poster",
        "the season opens with 40 new plays, tickets from Monday",
        "recovery codes for the team account: ask the admin",
        "gift card code: XXXXX-XXXXX-XXXXX (scratch the back)",
        "club card 7391 4420, 3 vouchers to spend before June",
        # Irish codes that are no secret
        "is é cód an cheantair ná 021",
        "is é cód poist na hoifige ná D02 AF30",
        "is é an cód ná an ceann céanna leis an seancheann",
    ],
)
def test_round65_refuses_no_note_without_a_secret(text: str) -> None:
    assert _values(text) == [], text
    assert find_secrets(text) == [], text
    assert find_secrets_many([text]) == []


def test_a_placeholder_of_letters_in_order_is_not_read() -> None:
    """This row reads no alphabet or keyboard run (an older row refuses both texts, at main too: noticed, not touched)."""
    assert _values("the app password looks like abcd efgh ijkl mnop, without the spaces") == []
    assert _values("gmail said the app password is sixteen letters, I typed qwertyuiopasdfgh by mistake") == []
    assert _values("app-passwörter sehen so aus: abcd efgh ijkl mnop") == []


def test_a_time_with_a_leading_zero_is_not_a_code() -> None:
    """This row reads no time (an older row refuses the first text as a one-time code, at main too: not touched)."""
    assert _values("the back door was 0830, not 0900, this morning") == []
    assert _values("the loading gate is 0645.") == []
    assert _values("the print room is 0482.") == ["0482"]


def test_the_two_words_must_be_english_and_the_clause_not() -> None:
    # a clause of another language, two words of it: not read
    assert _values("wer den Hund abholt, muss der Nachbarin das Passwort morgen sagen bitte") == []
    # an English clause: the two words are its next words
    assert _values("whoever picks up the dog must tell the neighbour the password otter lantern") == []
    # a label of three words or fewer before the word: a form's label, not a clause
    assert _values("bitte neues Passwort otter lantern") == []
    # an English word after the pair: a phrase going on in English
    assert _values("wer den Hund abholt, muss der Nachbarin das Passwort otter lantern today") == []
    # read: the clause's language, the pair's language differ
    assert _values("wer den Hund abholt, muss der Nachbarin das Passwort otter lantern sagen") == ["otter lantern"]


def test_an_app_password_needs_letters_drawn_at_random() -> None:
    assert _values("salasana: qzvhkbtrwnjxcfpl") == ["qzvhkbtrwnjxcfpl"]
    assert _values("build id qzvkmtrwhbxjdnlp finished in 4 min") == []  # a run alone: an identifier (round 21)
    assert _values("the word is internationalist, sixteen letters: internationalis") == []
    assert _values("ger-tremen: wqzk hvbj tnxr plmf") == ["wqzk hvbj tnxr plmf"]
    # five groups: a longer run of groups (a key's, read elsewhere), not an app password
    assert _values("setup key: wqzk hvbj tnxr plmf dkqz") == []


def test_the_english_list_is_general_not_a_corpus_s() -> None:
    words = round65.english_words()
    assert 20_000 < len(words) < 25_000
    assert {"otter", "lantern", "pumpkin", "harbor", "walnut"} <= words
    assert not {"morgen", "sagen", "heute", "nueva", "con", "die", "und"} & words
    assert all(re.fullmatch(r"[a-z]{3,10}", w) for w in words)


def test_the_rows_are_opened_by_their_anchors() -> None:
    for _kind, finder, anchors, validate in round65.ROWS:
        for text in (
            "wer den Hund abholt, muss der Nachbarin das Passwort otter lantern sagen",
            "puhelimen sovelluksen salasana on qzvhkbtrwnjxcfpl",
            "is é máistirchód an tsábhailte ná 4817",
        ):
            if any(validate(m) for m in finder.finditer(text)):
                assert any(a.lower() in text.lower() for a in anchors), text


@pytest.mark.parametrize("size", [2_000, 20_000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    texts = [
        "wer den Hund abholt " * (size // 20) + "das Passwort otter lantern sagen",
        "qzvh " * (size // 5),
        "is é cód " * (size // 9) + "ná 4817",
        "a" * size,
    ]
    for text in texts:
        start = time.perf_counter()
        find_secrets(text)
        assert time.perf_counter() - start < 5.0
