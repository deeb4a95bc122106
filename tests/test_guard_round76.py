"""Round 76 of the secret guard (issue 13): a locked thing or a kept room that "is" its code then what to do there,
"passw" as a password's label, an e-mail, an arrow and a password, a short hex key after "API key", a client's long hex
id, curl's user as a key; and the n-gram narrowing of a text that says its password is not given and whose tokens are
logins. Each example has a benign twin of the same layout; the examples are written here, not copied from a corpus,
and the benign probes are in several languages."""

from __future__ import annotations

import pytest

from engramdb.guard import ngram, round76

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign_text"),
    [
        # a locked thing or a kept room that "is" its code, then what to do there
        ("the shop alarm is 72914, set it when you leave and wait for the long beep",
         "the shop alarm is loud, set it when you leave and wait for the long beep"),
        ("my locker in the sports centre is 3851, the rackets are on the left",
         "my locker in the sports centre is blue, the rackets are on the left"),
        ("the gate at the allotments is code 6620, lock it behind you",
         "the gate at the allotments is open till 6, lock it behind you"),
        ("the costume store at the back of the old theatre is 4417, the wigs are in the boxes",
         "the costume store at the back of the old theatre is full, the wigs are in the boxes"),
        ("the darkroom store is 90512, the chemicals go on the bottom shelf",
         "the darkroom store is dusty, the chemicals go on the bottom shelf"),
        # "passw" as a password's label
        ("Garden centre: rui.m@mail.example, passw Thistle63!", "Garden centre: rui.m@mail.example, passw reset today"),
        ("bike shop passw: HeronWillowCopper4", "bike shop passw: ask Jana"),
        # an e-mail, an arrow and a password
        ("Bookshop: lena.k@mail.example → FernQuarryOtter41", "Bookshop: lena.k@mail.example → see Friday"),
        # a short key after its label
        ("weather API key: 9c3e71a0", "weather API key: in the vault"),
        ("https://api.example.org/v1/search?q=tea&apikey=73100422", "https://api.example.org/v1/search?q=tea&apikey=$KEY"),
        # a client's long hex id
        ("scrobbler client id 5f0c9a3e21b74d8e9f6a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4",
         "scrobbler client id is in the app settings"),
        # curl's user as a key
        ("curl -u 8d1e44a0-93bc-4f0e-a2d7-1b3c5e7f9a0b: https://api.example.org/v2/records",
         'curl -u "$REGISTRY_KEY:" https://api.example.org/v2/records'),
    ],
)
def test_round76_refuses_the_secret_and_keeps_its_twin(secret: str, benign_text: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign_text), benign_text


@pytest.mark.parametrize(
    "benign_text",
    [
        # a room people meet or sleep in has a number; a year; an alarm clock's time; a unit; a price
        "the meeting room in the annex is 2104, the slides are on the screen",
        "the hotel room on the fifth floor is 5012, the towels are on the bed",
        "my locker at the pool is 1987, the goggles are in the bag",
        "my alarm is 0630, set it for the morning",
        "the gate at the park is 2000 m from here, lock your bike",
        # "passw" without a password; a key or an id without one
        "passw changed yesterday, ask me",
        "API key: deadbeef was the old example, the new one is in the vault",
        "client id a1b2c3d4 is the tenant's",
        "Photo app: client id 5d1f0a9c3e7b24681357924680acebdf, client secret (ask Maria)",
        "Chatbot: client id 9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6b5a49382, redirect https://localhost:5000/cb",
        "curl -u admin: https://localhost:8080/status",
        # other languages: a withheld password and a login
        "аккаунт в приложении на olga_p, пароль сюда не пишу",
        "Konto bei der Bibliothek auf lena.k, das Passwort schreibe ich hier nicht hin",
        "compte de la médiathèque au nom de jules.r, le mot de passe ne sera pas envoyé ici",
        "cuenta del gimnasio a nombre de ana_g, la contraseña no la pongo aquí",
        "ایپ کا اکاؤنٹ sara.k کے نام پر ہے، پاس ورڈ یہاں نہیں لکھوں گی",
        "la alarma de la tienda suena fuerte, ponla al cerrar",
        "der Spind in der Umkleide ist 40 cm breit, die Schuhe kommen unten rein",
    ],
)
def test_round76_keeps_benign_probes(benign_text: str) -> None:
    assert not _refused(benign_text), benign_text


def test_a_withheld_password_hides_no_given_one() -> None:
    """The n-gram narrowing asks that every token is a handle: a real password beside the withheld one stays refused."""
    text = "аккаунт на olga_p, пароль сюда не пишу, а запасной Xk39#pq7L"
    assert not round76.withheld_only(text, ngram.GATE.finditer(text))
    handles = "аккаунт на olga_p, пароль сюда не пишу"
    assert round76.withheld_only(handles, ngram.GATE.finditer(handles))
    said = "аккаунт на olga_p, пароль прислала вчера"
    assert not round76.withheld_only(said, ngram.GATE.finditer(said))


def test_an_alarm_code_is_read_a_clock_time_not() -> None:
    code = "the alarm is 5827, set it when you lock up"
    assert any(round76.place_code(m) for m in round76.PLACE_CODE.finditer(code))
    clock = "the alarm is 0745, set it when you lock up"
    assert not any(round76.place_code(m) for m in round76.PLACE_CODE.finditer(clock))


def test_a_date_after_api_key_is_no_key() -> None:
    date = "API key: 20260101"
    assert not any(round76.short_key(m) for m in round76.SHORT_KEY.finditer(date))
    key = "API key: 20261399"
    assert any(round76.short_key(m) for m in round76.SHORT_KEY.finditer(key))
