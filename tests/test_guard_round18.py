"""Round 18 of the secret guard (issue 13): false alarms first (an OCR'd or brand word after a password word is what
the password is for, a compound word is no credential for the n-gram signal), then families that recur in real use:
JSON's \\uXXXX escapes read as their characters, codes read aloud in many more languages, passphrases of list words
and values with every class of character later in a password word's sentence. Each rule has a refused example and a
benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import normalise_for_check

from .guard_util import refused as _refused


def test_json_escapes_are_read_as_their_characters() -> None:
    assert normalise_for_check(['{"m": "j\\u00e4\\u00e4kaappi \\ud83d\\ude00"}']) == ['{"m": "jääkaappi 😀"}']
    # an escaped control character stays as written: no line break or NUL the text did not hold
    assert normalise_for_check(['a\\u000ab\\u0000c']) == ['a\\u000ab\\u0000c']
    assert normalise_for_check(["plain"]) == ["plain"]
    assert _refused('{"app": "chat", "message": "La contrase\\u00f1a del router es Tz8#qLm29"}')
    assert not _refused('{"app": "chat", "message": "Sinun salasanasi on j\\u00e4\\u00e4kaapin ovessa, kysy \\u00e4idilt\\u00e4"}')


@pytest.mark.parametrize(("secret", "benign"), [
    ("the password for the library portal is L1brary#2291", "the password for the 1ibrary portal is on the fridge"),
    ("O código do cofre da esc0la é 482913", "A senha do cofre da esc0la está na gaveta, pergunta ao pai"),
    ("Geslo za eBanko je Tr4#mLq92", "Geslo za eBanko je na listku v predalu, vprašaj očeta"),
])
def test_word_in_prose_is_no_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_compound_word_is_no_credential_for_the_ngram_signal() -> None:
    assert not _refused("Бабушка: Трек-номер заказа 7731902, придёт в пятницу\nAuto-translate: order 7731902 arrives Friday")
    assert _refused("Бабушка: пароль от роутера Kx9-pq7Lz2\nAuto-translate: router password Kx9-pq7Lz2")


@pytest.mark.parametrize(("secret", "benign"), [
    ("Kód od trezoru je sedem, dva, nula, päť, ďakujem", "Kúpila som sedem jabĺk a dva banány"),
    ("Koodi porttiin on kolme neljä yksi kahdeksan, muista sulkea", "Meitä oli kolme ja heitä neljä"),
    ("Η κωδικός της πόρτας είναι οκτώ δύο πέντε ένα", "Ήρθαν οκτώ φίλοι και δύο γάτες"),
    ("गेट का कोड तीन-सात-नौ-चार है", "मेरे पास तीन किताबें और चार कलम हैं"),
    ("รหัสตู้เซฟคือ สาม, เจ็ด, หนึ่ง, เก้า", "ฉันมีแมวสามตัว"),
])
def test_code_read_aloud_in_its_language(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("Heslo k tátovu účtu na filmy je ocean timber arrow velvet", "Heslo k tátovu účtu je na lístku v šuplíku"),
    ("Passwort (mit Leerzeichen): orbit salad lumber kitten", "Passwort (mit Leerzeichen) ist erlaubt, sagt die IT"),
    ("Parola contului de filme al bunicului e Grape774$", "Parola contului de filme al bunicului e scrisă pe frigider"),
    ("Nenosiri la akaunti ya benki ya babu ni jT7rQ2mX9@", "Nenosiri la akaunti ya benki ya babu liko kwenye daftari"),
])
def test_value_later_in_a_password_sentence(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize("benign", [
    "password: <set in 1Password>, user: admin7",
    "the password must mix Upper and lower case, digits like 7 and symbols like #",
    "our wifi password uses WPA2-Personal encryption",
    "the password for the account is the one we chose together last summer",
])
def test_talk_about_a_password_is_kept(benign: str) -> None:
    assert not _refused(benign)
