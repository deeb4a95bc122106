"""Round 17 of the secret guard (issue 13), precision first: a network's name is no password (the n-gram fallback
reads a credential-shaped SSID after the word for a network), a Wi-Fi QR string is no value after "wifi" (its P: field
is), a flag talked about in prose has no value ("--password via the CLI"), a compound noun after a password word is
what the password is for ("für das Online-Banking hat sich geändert"), a verb's clitic before a network's name is no
name ("chama-se"); and one miss: a password holding "=" after "-p" is no sub-option. Each rule has a refused example
and its benign twin of the same layout."""

from __future__ import annotations

import pytest

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # the network's name, then the password "at the front desk" in the row's language: no value given
    ("הרשת נקראת Dom_Kowal, הסיסמה היא Xq7!pLm29z", "הרשת נקראת Dom_Kowal, את הסיסמה מקבלים בקבלה"),
    ("Το δίκτυο λέγεται Livebox-81A0, ο κωδικός είναι Xq7!pLm29z",
     "Το δίκτυο λέγεται Livebox-81A0, τον κωδικό θα σας τον δώσουν στη ρεσεψιόν"),
    ("네트워크 이름은 Casa_Rossi이고 비밀번호는 Xq7!pLm29z입니다", "네트워크 이름은 Casa_Rossi이고 비밀번호는 프런트에 문의하세요"),
    ("A rede wi-fi chama-se Livebox-81A0, a senha é Xq7!pLm29z", "A rede wi-fi chama-se Livebox-81A0, peçam a senha na receção"),
])
def test_network_name_is_no_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_network_word_after_password_word_keeps_the_value() -> None:
    # the password of the network, not its name: the n-gram signal's refusal stands
    assert _refused("Пароли wifi дар боғ velvetQuartz33 аст, шабака Lindqvist")


@pytest.mark.parametrize(("secret", "benign"), [
    ("QR code wifi de la médiathèque : WIFI:S:Cabin-5G;T:WPA;P:Xq7!pLm29z;;",
     "QR code wifi de la médiathèque : WIFI:S:Cabin-5G;T:nopass;P:;;"),
    ("QR code wifi : WIFI:T:WPA;S:Cabin-5G;P:Xq7!pLm29z;;", "QR code wifi : WIFI:T:nopass;S:Cabin-5G;;"),
])
def test_wifi_qr_after_wifi_word(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_flag_in_prose_has_no_value() -> None:
    log = "+ docker login -u ci-bot -p {} registry.acme-corp.net\nWARNING! Using --password via the CLI is insecure."
    assert _refused(log.format("WPctTmc=NTRc7GPZh"))  # "=" inside a password: no sub-option's name
    assert not _refused(log.format("****"))
    assert _refused("deploy --password Xq7pLm29zK")
    assert not _refused("the --password flag is deprecated, use --password-stdin")


def test_sub_option_names_still_kept() -> None:
    assert not _refused("psql --password user=admin host=db")
    assert not _refused("mycli --token ConnectTimeout=30")


@pytest.mark.parametrize(("secret", "benign"), [
    ("Mäi Passwuert fir de Web-Banking ass pYtu%5u8mI", "Mein Passwort für das Online-Banking hat sich geändert"),
    ("Mein Passwort ist Sommer-Sonne", "Mein Passwort für das Online-Banking ist abgelaufen"),
])
def test_compound_noun_is_what_the_password_is_for(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    # the word for a combination in more languages, the safe named before it on its line
    ("Seifo kambaryje kombinacija yra 03035", "Seifo kambaryje kombinacija kainuoja 1500 eurų"),
    ("A szobai széf kombinációja 7533", "A szobai széf kombinációja 2019 óta változatlan"),
    ("Комбинацијата за сефот во собата е 0249", "Комбинацијата за сефот во собата е во упатството"),
    ("Combinația seifului din cameră este 862385", "Combinația seifului din cameră este în plic"),
    ("Kombinacija za sef u sobi je 3354", "Kombinacija boja u sobi je lijepa, soba 3354"),
])
def test_combination_words_and_the_safe_before_them(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
