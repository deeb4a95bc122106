"""Round 14 of the secret guard (issue 13): a secret sent over a chat's turns (guard/chat.py: a password or a code
alone in the message after the one that announces it, a seed phrase in two messages), a service's label before
``user / password``, and the words for a code and for what it opens in more languages. Each is refused by what
makes it a secret (a credential named, then a value of its shape), so the same layouts holding no such value are
kept."""

from __future__ import annotations

import hashlib

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engramdb.guard import bip39, chat, find_secrets_many
from engramdb.guard.secrets import find_secrets


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


@pytest.mark.parametrize("text", [
    # the credential named in one message, its value alone in the next (or the one after), in several languages
    "[18:02] Kim: what's the wifi password again?\n[18:03] Lee: Pelican.2019",
    "Mia: login is mia.k\nMia: password coming\nMia: tango7741!",
    "Vater: Kennwort fürs Tablet kommt\nVater: Morgen_2011",
    "Ana: la contraseña del router\nAna: espera\nAna: Girasol-88",
    "[07:40] me: bank PIN for the new card\n[07:41] me: 5826",
    "Sam: the 2fa code just came\nSam: 318 207",
    "msg 1/2: the password for the NAS\nmsg 2/2: Xq7vRt2kLp",
])
def test_value_after_its_announcement_refused(text: str) -> None:
    assert _refused(text), text
    assert find_secrets_many([text]), text


@pytest.mark.parametrize("text", [
    # a reply that is no credential: a plain word, a time, a year, thanks, a sentence
    "[18:02] Kim: what's the wifi password again?\n[18:03] Lee: fridge",
    "[18:02] Kim: what's the wifi password again?\n[18:03] Lee: Thanks!",
    "Kim: did you change the password?\nLee: yesterday",
    "Kim: when does the 2fa code expire?\nLee: 10:30",
    "Kim: password manager since when?\nLee: 2019",
    "Kim: the password for the NAS\nLee: ask Tom, he set it up",
    # a value alone on a line that is no chat turn (a heading and a list are read by their own rules)
    "Password policy review\nnext week",
])
def test_replies_not_refused(text: str) -> None:
    assert not _refused(text), text


_SPEAKERS = st.sampled_from(["Jo: ", "[09:14] Sam: ", "Papa: ", "msg 1/2: ", "14:32 - Ana: "])
_ANNOUNCE = st.sampled_from(["password in the next msg", "and the password, hang on", "Kennwort kommt gleich",
                             "what's the password for the printer?", "contraseña del wifi"])
_PASSWORDS = st.from_regex(r"[A-Z][a-z]{3,7}[._!#-][0-9]{2,4}|[a-z]{4,6}[0-9]{3,4}[!?#]", fullmatch=True)


@settings(max_examples=60, deadline=None)
@given(_SPEAKERS, _ANNOUNCE, _PASSWORDS, st.booleans())
def test_password_alone_after_its_announcement_is_refused(speaker: str, announce: str, password: str,
                                                          wait: bool) -> None:
    """Property: a password-shaped message alone right after (or one message after) a message naming a password is
    refused, whoever speaks and whatever the password."""
    lines = [f"{speaker}user is dana.k", f"{speaker}{announce}"] + ([f"{speaker}one sec"] if wait else [])
    text = "\n".join([*lines, f"{speaker}{password}"])
    assert _refused(text), text


@settings(max_examples=60, deadline=None)
@given(_SPEAKERS,
       # (not "contraseña del wifi": a Wi-Fi's password word on one line and a word on the next is refused since
       # before this round, a heading and its value)
       st.sampled_from(["password in the next msg", "and the password, hang on", "Kennwort kommt gleich",
                        "what's the password for the printer?"]),
       st.from_regex(r"[A-Z]?[a-z]{3,9}[.!]?", fullmatch=True))
def test_word_alone_after_an_announcement_is_not_refused(speaker: str, announce: str, reply: str) -> None:
    """Property: a plain word alone after a message naming a password is a reply, not a password."""
    text = f"{speaker}{announce}\n{speaker}{reply}"
    assert not _refused(text), text


def _mnemonic(entropy: bytes) -> list[str]:
    """The BIP-39 English phrase of 16 bytes of entropy (12 words)."""
    words = (bip39._DIR / "english.txt").read_text(encoding="utf-8").split()
    bits = int.from_bytes(entropy, "big") << 4 | hashlib.sha256(entropy).digest()[0] >> 4
    return [words[(bits >> (11 * (11 - i))) & 0x7FF] for i in range(12)]


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=16, max_size=16), _SPEAKERS, st.integers(4, 8))
def test_seed_phrase_over_two_messages_is_refused(entropy: bytes, speaker: str, cut: int) -> None:
    """Property: a seed phrase cut into two chat messages, anywhere, is refused (its checksum holds once the speakers
    are blanked out)."""
    words = _mnemonic(entropy)
    assume(len(set(words)) >= 10)  # a phrase repeating three words is documentation's ("abandon abandon ...")
    text = f"{speaker}{' '.join(words[:cut])}\n{speaker}{' '.join(words[cut:])}"
    assert _refused(text), text
    assert find_secrets_many([text]), text


@settings(max_examples=40, deadline=None)
@given(st.binary(min_size=16, max_size=16), _SPEAKERS)
def test_list_words_failing_the_checksum_over_two_messages_are_not_refused(entropy: bytes, speaker: str) -> None:
    """Property: twelve list words over two messages whose checksum fails are a chat, not a seed."""
    words = _mnemonic(entropy)
    table = bip39._lists()[0][0]
    for other in ("ability", "absent", "absorb", "abstract", "absurd", "abuse", "access", "accident", "account"):
        if other not in words:
            candidate = [*words[:11], other]
            if not bip39.checksum_ok([table[w] for w in candidate]):
                words = candidate
                break
    text = f"{speaker}{' '.join(words[:6])}\n{speaker}{' '.join(words[6:])}"
    assert not _refused(text), text


def test_speakers_blanked_keep_spans() -> None:
    text = "[22:10] me: alpha beta\nTom: gamma"
    blanked = chat.without_speakers(text)
    assert blanked is not None and len(blanked) == len(text)
    assert blanked.split() == ["alpha", "beta", "gamma"]
    assert chat.without_speakers("Dear Tom: hello\nthis is prose") is None


@pytest.mark.parametrize("text", [
    # a service's label, a user name and a password, in a signature, a list, with an aside after it
    "Best,\nJo Park\nIT | example.org\nwebmail: jpark / Harbor.2020#",
    "- Netflix: kim.lee@mail.com / tango.pelican42 (shared with Sam)",
    "Moodle: student17 / Aurora&kite58",
    "router admin page: admin / R0ut3rPass99",
])
def test_service_pairs_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # two names, models, versions or products after a label: no password's marks
    "runtimes: node18 / Python3.11",
    "Models: iphone15 / Galaxy-S24",
    "Trains: ice1234 / ICE-5678",
    "Tyres: michelin / Pirelli-P7",
    "stack: react / Next.js14",
    "Score: arsenal / Chelsea 2-1",
    "Meeting: monday / Tuesday 10:30",
    "codecs: h264 / H265-10bit",
])
def test_label_pairs_that_are_no_credential_not_refused(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize("text", [
    # the words for a code and what it opens in more languages, a SIM's PUK, a mobile-money PIN, "the secret number"
    "kod do domofonu 5821, klatka C",
    "kód na dvere 7340B",
    "laiptinės kodas 3915",
    "cód an gheata: 48217",
    "digicode : 5190A",
    "PUK der Zweitkarte: 41238057",
    "m-pesa: mpin yangu 7392",
    "pinul de la card e 6021",
    "الرقم السري 8350",
    "kartın şifresi 4718",
    "카드 비번 6392",
    "Abholfach Code 742913",
    "ATM பின் 5824",
])
def test_codes_in_more_languages_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # a postal code after the code word, drawn numbers, a year, a code word with nothing it opens
    "Adres: ul. Długa 5, klatka B, kod pocztowy 00-950 Warszawa",
    "combinación ganadora 12-18-33-41",
    "kombination 12345 i lotto",
    "la combinaison coûte 1500 euros",
    "laiptinės remontas 2024",
    "kodas 4471 produkto kataloge",
    "PUK codes are 8 digits long",
    "the PUK is printed on the SIM holder",
    "Dier code 5566 in the catalogue",
])
def test_codes_near_misses_not_refused(text: str) -> None:
    assert not _refused(text), text


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["kod do domofonu", "cód an dorais", "kód na dvere", "alarmaren kodea", "PUK",
                        "codigo de la verja", "ikhodi yesango"]),
       st.from_regex(r"[1-9][0-9]{3,6}[#A-D]?", fullmatch=True).filter(
           lambda c: len(set(c.rstrip("#ABCD"))) > 1 and c.rstrip("#ABCD")[:2] not in ("19", "20")),
       st.sampled_from(["", ", ring twice", "\n- buy bread"]))
def test_code_after_its_language_label_is_refused(label: str, code: str, after: str) -> None:
    """Property: a keypad's code after a code word and what it opens, in the label's own language, is refused
    whatever the digits."""
    text = f"{label} {code}{after}"
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # a separator after what the code opens, then the disarming verb and the code; the next step after it
    "shop alarm: disarm with 4817 then press OFF",
    "- feed the cat\nalarm: disarm it with 5521.\n- water plants",
    "front gate: opens with 39174 then push hard",
])
def test_code_after_a_separator_and_its_verb_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", [
    # a separator and words with no opening verb; a room's number followed by the next step
    "Gate: closes at 2200, then the night bus",
    "alarm: set for 0715 then coffee",
    "door 1201 then left",
])
def test_separator_without_a_verb_not_refused(text: str) -> None:
    assert not _refused(text), text
