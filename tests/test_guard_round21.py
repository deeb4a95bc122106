"""Round 21 of the secret guard (issue 13): app passwords of random lowercase letters (grouped by four, or sixteen in a
run beside a password word), a code set apart at the end of a line its word opened however it was derived ("the
year I was born: ..."), a code alone on its line after the word for a code in any script, letters spelled "x as in
X-ray" or with their case said; and false alarms by family: a mail server's host name and a serial number under the
n-gram signal, an empty form field, an LDAP DN after a prompt, a WireGuard public key, a name or a reference read in
spelling words. Each rule has a refused example and a benign twin of the same layout; the examples are written here,
not copied from a corpus. Every secret here was let through before this round; of the false alarms, the empty form
field, the LDAP prompt and the two names read aloud were refused before it."""

from __future__ import annotations

import pytest

from engramdb.guard import letters

from .guard_util import refused as _refused


def test_random_letters_are_told_from_words() -> None:
    for random_letters in ("qzvkmtrwhbxjdnlp", "fjwq zxkv pmbt rhyc", "gvtx-kqzw-bnmj-hrlp"):
        assert letters.unlike_words(random_letters)
    # words of several languages, joined or grouped by four
    for words in ("uncharacteristic", "wiederherstellung", "sovellussalasana", "have been very good",
                  "this week will work", "rhododendronbush"):
        assert not letters.unlike_words(words)


@pytest.mark.parametrize(("secret", "benign"), [
    # the grouped form needs no word beside it
    ("for the NAS mail alerts use gvtx kqzw bnmj hrlp, thanks", "for the NAS mail alerts use the new relay, thanks"),
    ("Thunderbird wants it again: pqrw-hznt-vbkc-xmoj", "Thunderbird wants it again: see the wiki page on-call"),
    # sixteen in a run beside a password word, in another language
    ("lozinka aplikacije za poštu na tabletu je qzvkmtrwhbxjdnlp",
     "lozinka aplikacije za poštu na tabletu je zapisanaukuvertu"),
    ("пароль приложения для почты: fjwqzxkvpmbtrhyc", "пароль приложения для почты: в менеджере паролей"),
])
def test_app_passwords_of_lowercase_letters(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_app_password_placeholders_and_identifiers_are_not_refused() -> None:
    assert not _refused("Google shows app passwords as xxxx xxxx xxxx xxxx in the dialog")
    assert not _refused("the docs write it as abcd efgh ijkl mnop, with spaces")
    assert not _refused("build id qzvkmtrwhbxjdnlp finished in 4 min")  # a run alone, no password word near


@pytest.mark.parametrize(("secret", "benign"), [
    ("the bike lock PIN is my sister's birth year: 1992", "the bike shop opened the year my sister was born: 1992"),
    ("la combinaison du cadenas, c'est l'année de naissance de papa: 1958",
     "la maison a été construite l'année de naissance de papa: 1958"),
    ("the locker combination is our street number plus the flat number. 7443.",
     "our street number plus the flat number makes 7443."),
])
def test_a_code_derived_from_something_named(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_derived_line_that_counts_or_repeats_is_not_a_code() -> None:
    assert not _refused("code review this sprint, lines changed: 2048")
    assert not _refused("PIN pad firmware default: 0000")


@pytest.mark.parametrize(("secret", "benign"), [
    ("รหัสหลักของตู้เซฟในห้องคือ 58213", "หมายเลขซีเรียลของตู้เซฟในห้องคือ ABX-58213"),
    ("הקוד של השער הוא 84172 🙂", "מספר הבית של השער הוא 84172 🙂"),
    ("की-बॉक्स का कोड 7306 है", "की-बॉक्स का पिन कोड 411038 है, पता: पुणे"),
])
def test_a_code_alone_on_its_line_after_the_word_for_a_code(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_postal_or_error_code_alone_on_its_line_is_not_refused() -> None:
    assert not _refused("รหัสไปรษณีย์ 10330")
    assert not _refused("yazıcı hata kodu 5102 verdi")


@pytest.mark.parametrize(("secret", "benign"), [
    ("Ops call: the router admin password is big K, r as in Romeo, lowercase w, seven, capital Zulu, small e, hash",
     "Ops call: the router admin password is on the label, ask Kilo team"),
    ("told the caller their reset password: uppercase B as in Bravo, m as in Mike, two, small Tango, big Q, dash",
     "told the caller their reset ticket: Bravo, Mike, two, Tango, Quebec, seven"),
])
def test_letters_spelled_with_their_case(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_a_name_or_reference_read_in_spelling_words_is_not_refused() -> None:
    assert not _refused("Pat: the guest network is called Hotel seven Kilo four Lima Echo, password on the fridge")
    assert not _refused("my booking reference is Delta, five, Romeo, Whiskey, nine, Alfa; the code is in the app")


@pytest.mark.parametrize("benign", [
    "la nueva cuenta usa el servidor de salida smtp.mail.example.net:465, con STARTTLS",
    "серийный номер панели: HXK-7Q2MZ4PA",
    "the form posted username=lee&password=&remember=1 and the server said 400",
    "$ ldapsearch -x -D cn=reader,dc=corp,dc=example -W\nEnter LDAP Password:\ndn:cn=reader,dc=corp,dc=example",
    "wg pubkey printed Yd0bS1Ahs3K3m7cA9Ejq0b2dXc9n0x6GqzJ1k2L3m4o= for the laptop peer",
])
def test_false_alarms_of_round_21(benign: str) -> None:
    assert not _refused(benign)
