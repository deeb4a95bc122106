"""Round 19 of the secret guard (issue 13): false alarms by family. A value that names where the secret is (a
command's option, a setting read in code, a dot-file, a secret store's key), a sign's instruction to ask for the
password, a network's name after its colon on a sign that labels the password apart, and a booking's number are no
secrets. Each rule has a refused example and a benign twin of the same layout; the examples are written here, not
copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import normalise_for_check

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a command's option after "login" is no separator before a user and a password
    ("login: deploy_bot Wq7#rLp29x", "podman login -u deploy_bot --password-stdin quay.example.net < ~/.quay_pw"),
    # a setting read in code, at the end of an inline code span
    ("see `Client(user=\"ops\", password=\"Vt9#kLm2qz\")` in app.py",
     "see `Client(user=\"ops\", password=config.SMTP_PASSWORD)` in app.py"),
    # a dot-file's name, and the names of the keys a secret store fills in
    ("api_secret: Zq8Lp2xW7mKd", "api_secret: .netrc"),
    ("kind: Secret\nstringData:\n  secretKey: Zq8Lp2xW7mKd",
     "kind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: aws\n  data:\n    - secretKey: .npmrc\n"
     "      remoteRef:\n        key: ci/npm"),
])
def test_references_are_no_values(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("Lozinka: Kv7mPq2x", "Lozinka: pitajte konobaricu"),
    ("Kata laluan: Rb8nTq4w", "Kata laluan: tanya juruwang"),
    ("Password: Hm3kLq9z", "Password: itanong sa kahera"),
    ("Heslo: ask7Lq9zW", "Heslo: zeptejte se obsluhy"),
])
def test_an_instruction_to_ask_is_no_password(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_an_instruction_word_alone_stays_a_value() -> None:
    assert _refused("Password: Tanya")  # a name as a password, nothing after it


@pytest.mark.parametrize(("secret", "benign"), [
    ("Free WiFi\nМережа: Hostel_Grove Пароль: Lq7-mPz82k", "IMG_0042.JPG\nСеть: Hostel_Grove Пароль спросите на ресепшене"),
    ("IMG_0042.JPG\nSSID: Hostel_Grove-5G पासवर्ड: Kx9-pq7Lz2", "IMG_0042.JPG\nSSID: Hostel_Grove-5G पासवर्ड रिसेप्शन पर पूछें"),
])
def test_a_network_name_after_its_colon(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("Mã cửa là 7315, hẹn gặp bạn", "Mã đặt phòng của bạn là 20417733, mã cửa gửi sau"),
    ("현관 비밀번호는 7315입니다", "예약 번호는 20417733이고 현관 비밀번호는 나중에 보내요"),
])
def test_a_booking_number_is_no_code(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("Hoş geldiniz! Bahçe kapısının yanındaki anahtar kutusu 5082 koduyla açılır, iyi tatiller",
     "Hoş geldiniz! Anahtar kutusu bahçe kapısının yanında, 5082 numaralı odadasınız"),
    ("Karibu! Kisanduku cha funguo karibu na geti kinafunguka kwa namba 6194, karibu sana",
     "Karibu! Kisanduku cha funguo kiko karibu na geti, tunaondoka mwaka 2024"),
    ("خوش آمدید! جعبهٔ کلید پشت در با رمز 38162 باز می‌شود، خوش بگذرد",
     "خوش آمدید! جعبهٔ کلید پشت در است، رمز را فردا می‌فرستیم"),
])
def test_a_key_box_code_in_its_language(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(("secret", "benign"), [
    ("The lockbox by the back door opens with 4 🌻 5 🌻 2 🌻 9, enjoy", "We were 4 🌻 5 people in the garden"),
    ("Le code de la porte est le 7•2•9•4", "La version du logiciel est la 7.2.9.4"),
    ("Gate code: 2_9_0_5", "Gate file: scan_2_9.pdf"),
])
def test_a_code_written_a_digit_at_a_time(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def test_digits_with_one_mark_between_read_as_digits() -> None:
    assert normalise_for_check(["Code 4 🔑 5 🔑 2 🔑 9 ok"]) == ["Code 4529 ok"]
    assert normalise_for_check(["v1.2.3.4 and 3-2-1-0"]) == ["v1.2.3.4 and 3-2-1-0"]  # versions, countdowns
    assert normalise_for_check(["a_1_2_3_4 x"]) == ["a_1_2_3_4 x"]  # part of a name


@pytest.mark.parametrize(("secret", "benign"), [
    ("Router login is Harbor7731#, the hint I wrote down is 'old street'",
     "Router login is the same as before, the hint I wrote down is 'old street'"),
    ("Tablet: Lantern.fig42 (Eselsbrücke: Hund + Jahr)", "Tablet: Einstellungen öffnen (Eselsbrücke: Zahnrad-Symbol)"),
    ("mail: Quill-ember58 (hint: first pet + year)", "Hint: press Ctrl+Shift+P to open the palette"),
])
def test_a_strong_value_before_a_password_hint(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)
