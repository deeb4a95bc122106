"""Round 56 of the secret guard (issue 13): a login told as "logs in as <user> with <value>", a password's word with
no colon after a mail address, a generated value with no digit after a service and a user name, a bare address and
its value after a speaker, a code lock's round number, a colon later on a password's line, a value with an emoji
after it, and a token's or a key's value in four shapes after its label (guard/round56.py). Each example has a benign
twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round56

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # "logs in as <user> with <value>"
            "the lab's desktop logs in as intern with QRT&72MKP4X",
            "the lab's desktop logs in as intern with the front-desk badge",
        ),
        (
            "the library terminal signs in as reader using W*@KmPQrTzx then opens",
            "the library terminal signs in as reader using Google then opens",
        ),
        (  # an address, a password's word with no colon, the value
            "rentbox lina.k@mail.example passwd HarbourLanternMoss44 grab the key",
            "rentbox lina.k@mail.example passwd reset link sent this morning",
        ),
        (  # a service, a user name, a generated value with no digit
            "chessly omar_t &KWmPzRtqYb*xo play the match tonight",
            "chessly omar_t Check-Mate-Now play the match tonight",
        ),
        (
            "later:\nchessly omar_t QWXRT-zXcVb-mNbVc-LKJHG play the match",
            "later:\nchessly omar_t wait-until-after-work play the match",
        ),
        (  # a bare address and its value after a speaker
            "Ola: ola.h@mail.example pAbiUWemmOrtaaL",
            "Ola: ola.h@mail.example ThanksAgainFriend",
        ),
        (  # a code lock's round number
            "the bike shed has a combination lock, 400\n\nsee you Monday",
            "the bike shed has a combination lock, 400 euros at the shop",
        ),
        (  # a password's word, then a colon later on its line
            "2027-01-04, 10:11 - Ola: NAS web password (the one for backups), it's on 10.0.2.15: heron52.GRAVEL",
            "2027-01-04, 10:11 - Ola: NAS web password (the one for backups), it's on 10.0.2.15: see backup42.txt",
        ),
        (  # a value with an emoji after it
            "Le Monde password:\n  ola.h\n  Heron482#vqz 🙂",
            "Le Monde password:\n  ola.h\n  (ask me) 🙂",
        ),
        (  # a token: short and mixed
            "tempo hub local API token is KP37QWR2mxtz, hub on 10.0.0.9, port 80",
            "tempo hub local API token is rotating weekly, hub on 10.0.0.9, port 80",
        ),
        (  # a token: capitals and digits (main's letter-pair model refuses this one too)
            "the scanner's private token for the gate app: Q7KX2M9TZP4WRN8B",
            "the scanner's private token for the gate app: REQUESTED-FROM-IT",
        ),
        (  # a key: base64 with "//"
            "Hostaway API key for the channel sync (Settings > Public API): qR8tZm2K//wXyhVbNm3LkPqTzR7sD4fG//HJKL/9m2NqP5vBxWcZtRkY",
            "Hostaway API key for the channel sync (Settings > Public API): https://docs.example.com//keys/create",
        ),
        (  # a key: groups joined by dashes
            "[02/03/2026 09:12] Ari: Brickdex API key (for the shelf app): 4-HQ7M-PLRW-ZX3TK",
            "[02/03/2026 09:12] Ari: Brickdex API key (for the shelf app): X-XXXX-XXXX-XXXXX",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


@pytest.mark.parametrize(
    "text",
    [
        "she logs in as admin with McDonald's wifi most days",  # a name's capitals
        "he signs in as guest with iPhoneXSMax now",  # a product
        "logs in as root with password reset enabled",  # words
        "the door has a code lock, 1998 model",  # a year
        "the code lock, 1111 is the factory setting",  # one digit repeated
        "num lock, 400 presses later",  # a keyboard's key
        "my password changed. Ticket: INC12345",  # a sentence ends between
        "API key ID: 7kWq2ZmPx9rT",  # an id
        "API token format: AAAAAAAAAAAAAAAAAAAAAAAAAAAA",  # a format
        "Ola: ola.h@mail.example YouTubeChannel",  # CamelCase words
        "sleeper marta Free-Agent-Pickup bench the QB",  # words joined
        "kayakr tomas.b Hv$KmPtRqWzL is the example value",  # said to be an example
    ],
)
def test_benign_shapes_stay_unrefused(text: str) -> None:
    assert not _refused(text)


def test_shapes() -> None:
    assert round56.mixed_secret("LII&85RJN5D") and round56.mixed_secret("R*@AzFBOoEY")
    assert not round56.mixed_secret("McDonald's") and not round56.mixed_secret("O'Brien-Smith")
    assert round56.scrambled("vOpuUBummRaccgR") and round56.scrambled("0CkVvyFnpTGo")
    assert not round56.scrambled("iPhoneXSMax") and not round56.scrambled("YouTubeChannel")


def _values(text: str) -> list[str]:
    spans = [round56.password(m, lambda t: []) for m in round56.PASSWORDS.finditer(text)]
    spans += [round56.token(m) for m in round56.TOKENS.finditer(text)]
    return [text[slice(*span)] for span in spans if span]


def test_the_readings_take_the_value_and_nothing_around_it() -> None:
    assert _values("the PC logs in as guest with Tq&48wPZmK2.") == ["Tq&48wPZmK2"]
    assert _values("a@b.example pwd Walnut-Ferry82, then lunch") == ["Walnut-Ferry82"]
    assert _values("the locker has a code lock, 400.") == ["400"]
    assert _values("hub API token is rT7kWq2ZmPx9, port 80") == ["rT7kWq2ZmPx9"]


def test_every_anchor_is_in_a_text_each_reading_refuses() -> None:
    # the batch's anchors: each refused example above holds one (folded: case ignored, "#" any digit)
    texts = [
        "the PC logs in as guest with Tq&48wPZmK2",
        "a@b.example pwd Walnut-Ferry82 then",
        "chessly omar_t Kp$WvQzRmT&x play",
        "Ola: ola.h@mail.example pAbiUWemmOrtaaL",
        "a combination lock, 400",
        "password (x), on 10.0.0.1: heron52.GRAVEL",
        "login:\n  Kestrel58#vn 🙂",
    ]
    folded = [re.sub(r"\d", "#", t.lower()) for t in texts]
    for t in folded:
        assert any(a in t for a in round56.PASSWORDS_ANCHORS), t


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "a " * (size // 2),
        "logs in as x with " * (size // 18),
        "logs in as " + "x" * size,
        "a@b.example pwd " * (size // 16),
        "a@b.co " + "a@" * (size // 2),
        "srv usr " + "Ab$" * (size // 3),
        "Ola: " + "a@b.c " * (size // 6),
        "code lock, " * (size // 11),
        "password (" + "x" * size + "): Ab12.CDEF",
        "password " + "( x " * (size // 4),
        ("Kestrel58#vn 🙂\n") * (size // 16),
        "Ab1 🙂 " * (size // 6),
        "API token " * (size // 10),
        "API key: " + "Ab3/" * (size // 4),
        "API key: " + "7-KQ4M-" * (size // 7),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
