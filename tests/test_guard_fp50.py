"""fp50 (session 40): the families of benign text the blind corpora's first measures kept refusing, read over fresh
wordings in many languages (guard/fp50.py): no password at all, one told later, examples of weak passwords to avoid,
a link to the password's page, what a password is made of, a label's name before a mask, a call sign, a checkout's
client key. Each benign text beside a secret twin of the same shape."""

from __future__ import annotations

import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many, fp50

# (benign, its twin): the benign refused with the readings off (main's guard), the twin refused both ways
_PAIRS = [
    # no password at all
    ("hasło: brak", "hasło: Brak#77x"),
    ("Kennwort: keins", "Kennwort: keins99"),
    ("mot de passe : aucun", "mot de passe : Aucun.2291"),
    ("lösenord: saknas", "lösenord: Saknas-4471!"),
    ("Passwort: noch nicht gesetzt", "Passwort: noch nicht gesetzt, vorläufig: Tulpe#4471"),
    ("kata sandi: belum ada", "kata sandi: Belum4da!"),
    ("पासवर्ड: नहीं है", "पासवर्ड: Nahi#2291x"),
    ("รหัสผ่าน: ไม่มี", "รหัสผ่าน: Maimee#2291"),
    # a password told later, apart or in person
    ("Şifre: sonra söylerim", "Şifre: Sonra!Kapı77"),
    ("Lösenord: skickas separat", "Lösenord: skickas separat, tillfälligt Kaffe93!"),
    ("Passwort: kommt später", "Passwort: Spaeter#2291"),
    ("Salasana: kerron myöhemmin", "Salasana: Kerron-2291!"),
    ("Kata sandi: nanti saya kirim", "Kata sandi: nanti7Kirim"),
    ("Nenosiri: nitakutumia baadaye", "Nenosiri: Baadaye#2291"),
    ("รหัสผ่าน: จะส่งให้ทีหลัง", "รหัสผ่าน: Later#2291x"),
    # examples of weak passwords to avoid
    ("Evite senhas como 123456 ou senha123.", "Minha senha é senha123."),
    ("Avoid passwords like summer2024 or welcome1.", "My password is summer2024"),
    ("Unsafe passwords to avoid: letmein, iloveyou, admin123", "Router passwords: admin123"),
    ("Не используйте пароли вроде qwerty123.", "Мой пароль qwerty123."),
    ("admin123 같은 비밀번호는 사용하지 마세요", "비밀번호: admin123"),
    ("Never use password123 as your password.", "I use password123 as my password."),
    # a link to the password's page
    (
        "Passwort vergessen? https://www.example.de/passwort-vergessen",
        "Passwort: https://ana:Hunter2x9@www.example.de/login",
    ),
    ("Esqueceu a senha? https://conta.example.com.br/esqueci-minha-senha", "Senha: esqueci-Minha-2291"),
    (
        "Set a new password at https://portal.example.com/setpassword?user=ana.r",
        "Set a new password at https://ana:Hunter2x9@portal.example.com/setpassword",
    ),
    # what a password is made of
    ("Kennwort = Kundennummer", "Kennwort = Kundennummer2291"),
    ("Password = customer number", "Password = Customer#2291"),
    ("Lösenord: personnummer (12 siffror)", "Lösenord: Person#2291nr"),
    ("Indice du mot de passe : ville natale", "Mot de passe : Ville#2291"),
    ("Kennwort: Ihre Versichertennummer", "Kennwort: Ihre#Versicherung77"),
    # a value its label says is no password
    ("Order number (not a password): 4482991733", "Order number (not a password): 4482991733, password: Tulpe#4471"),
    # the corpora's own: a card's name before its colon and a dash, a call sign, a checkout's client key
    (
        "ο χρήστης της ATH.ENA Card του παππού είναι emeka40, τον κωδικό τον έχει η θεία\n"
        "κωδικός για την κάρτα ATH.ENA: -\n\n-- Desmond",
        "ο χρήστης της ATH.ENA Card του παππού είναι emeka40, τον κωδικό τον έχει η θεία\n"
        "κωδικός για την κάρτα ATH.ENA: Kx8#mLp2\n\n-- Desmond",
    ),
    (
        "APRS-IS receive-only login: callsign SP3WGC, passcode -1 (no transmit to the network)",
        "APRS-IS login: user SP3WGC, password Kx8#mLp2q",
    ),
    (
        "const checkout = await AdyenCheckout({ clientKey: 'live_5U3R85KQQ7LS0GFPA5JLQZESD80MCY6N' });",
        "const checkout = await AdyenCheckout({ apiKey: 'live_5U3R85KQQ7LS0GFPA5JLQZESD80MCY6N' });",
    ),
]


def _off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fp50, "near_miss", lambda text, start, end: False)
    monkeypatch.setattr(fp50, "ngram_only", lambda text, tokens, base: False)


@pytest.mark.parametrize(("benign", "twin"), _PAIRS)
def test_benign_passes_and_its_twin_is_refused(benign: str, twin: str, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_secrets(benign) == [] and find_secrets_many([benign]) == [], benign
    assert find_secrets(twin) and [i for i, _ in find_secrets_many(["the weather is fine", twin])] == [1], twin
    _off(monkeypatch)
    assert find_secrets(benign) and find_secrets_many([benign]), benign  # main's reading
    assert find_secrets(twin), twin


@pytest.mark.parametrize(
    "text",
    [
        "The Wi-Fi password is Tomorrow2026",
        "password: later7Gator",
        "Lösenord: Separat99",
        "weak password: Summer2024",
        "Common passwords: mine is Summer2024!",
        "To avoid lockouts the password is Zq8#mLp2x",
        "Reset link: https://example.com/reset-password?token=8f3kQ2x9Lp0aZ77Hq",
        # a URL with a digit after its host carries a token (the first cut lost such corpus secrets)
        "alerts go to this webhook, keep it private: https://hooks.zapier.com/hooks/catch/75718126/emgg7xj/",
        "Reset your password: https://quillbyte.com/password/reset/ce9322425f042460dd5861c94eb3138940c3e12d7ae7113637c6"
        "ad7be519e17d?email=jonas.tanaka%40example.com",
        "Passwort: Kuh-Blume-Sommer-7",
        "Kennwort: Kd-48219934!",
        "callsign SP3WGC, password Kx8#mLp2q",
        "const stripe = Stripe({ secretKey: 'sk_live_51HqLyjWDarjtT1zdp7dcXYZ0aBcDeFgHiJkL' });",
    ],
)
def test_secrets_beside_the_readings_stay_refused(text: str) -> None:
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many(["the weather is fine", text])] == [1], text


def test_readings_units() -> None:
    text = "hasło: brak"
    assert fp50._no_value(text, 7, 11)
    text = "Passwort: noch nicht gesetzt"
    assert fp50._no_value(text, 10, 14)
    text = "Passwort: noch Tulpe"
    assert not fp50._no_value(text, 10, 14)  # "noch" alone is no "not yet"
    text = "Lösenord: skickas separat"
    assert fp50._told_later(text, 10, 17)
    assert not fp50._told_later("Lösenord: skickas 2291", 10, 17)  # a digit on the rest: no plain phrase
    text = "Avoid passwords like summer2024 or welcome1."
    assert fp50._to_avoid(text, text.index("welcome1"), text.index("welcome1") + 8)
    text = "https://www.example.de/passwort-vergessen"
    assert fp50._page_link(text, text.index("passwort"), len(text))
    text = "https://www.example.de/reset?token=passwort-vergessen"
    assert not fp50._page_link(text, text.index("passwort"), len(text))
    assert fp50._call_sign("callsign SP3WGC", 9, 15)
    assert not fp50._call_sign("user SP3WGC", 5, 11)


_TOKEN = st.text(
    alphabet="abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789#%&!", min_size=8, max_size=16
).filter(lambda s: any(c.isdigit() for c in s) and any(c.isalpha() for c in s))


@settings(max_examples=60, deadline=None)
@given(
    _TOKEN,
    st.sampled_from(sorted(fp50._NONE | fp50._LATER)),
    st.sampled_from(["Passwort", "password", "hasło", "Lösenord", "mot de passe"]),
)
@example(token="Zq8#mLp2x", word="später", label="Passwort")
def test_a_password_shaped_value_is_never_taken_back(token: str, word: str, label: str) -> None:
    # a value of letters and digits after the label is refused whatever plain word stands beside it, and the readings
    # never take it back
    text = f"{label}: {token} {word}"
    assert find_secrets(text), text
    start = text.index(token)
    assert not fp50.near_miss(text, start, start + len(token)), text
    text = f"{label}: {word}, {token}"
    assert find_secrets(text), text


def test_long_inputs_are_bounded() -> None:
    for text in (
        "Evite senhas como " + "abc1, " * 1500 + "senha123",
        "Passwort: " + "später " * 1200,
        "hasło: brak " * 700,
    ):
        t0 = time.process_time()
        find_secrets(text)
        find_secrets_many([text])
        assert time.process_time() - t0 < 2.0
