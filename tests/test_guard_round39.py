"""Round 39 of the secret guard (issue 13): a secret shown by where it stands rather than by a credential's name
beside it (guard/shown.py): an account screen's lines, a login's row, ", pw X", a password's new one, the words of a
recovery phrase told in part or under a key's line, a token of digits in a link's query, a backup code, a value typed
at a prompt, a table's password / passcode column, a short password told with "is"; and two near misses (a link's
words after a value, a "public" said of the value's other half). Each example has a benign twin of the same layout;
the examples are written here, not copied from a corpus."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many
from engramdb.guard.bip39 import _lists
from engramdb.guard.shown import public_is_other, without_links

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # an account screen's lines
        (
            "Screenshot: RideLog > Account\nmo.k@mail.example\nQw7-trB2x-Lp9\n\nthanks",
            "Screenshot: RideLog > Account\nmo.k@mail.example\nNotifications\n\nthanks",
        ),
        (
            "wachtwoord van de bezorgapp:\n  jo.v\n  Harbor42!",
            "wachtwoord van de bezorgapp:\n  jo.v\n  [ask me]",
        ),
        # a login's row
        ("(18:02) +31612345678 : heron44#DELTA", "(18:02) +31612345678 : call me after six"),
        ("| sam.p@mail.example | Vq3-kLm9-Zt2x |", "| sam.p@mail.example | [masked] |"),
        ("| jorn | Kestrel81= |", "| jorn | (in the app) |"),
        ("mo.k81 Tundra-Lichen4!", "mo.k81 went home"),
        # ", pw X"
        (
            "AIS feed: username ST_9912_QX, pw Maple.Ridge47, the station sends to port 6100",
            "AIS feed: username ST_9912_QX, pw in the vault, the station sends to port 6100",
        ),
        # a password's new value
        (
            "changed the camera password after the leak, new one is Otter.Quill83",
            "changed the camera password after the leak, new one is on the fridge",
        ),
        # the words of a recovery phrase told in part; a phrase's words under a key's line
        (
            "the first words of my seed phrase were jungle copper orbit and the rest is in the bank box",
            "the first words of my seed phrase were written on a card and the rest is in the bank box",
        ),
        (
            "the last three words of the recovery phrase are mango lizard frost, the rest is at home",
            "the last three words of the old song are on and on, the rest is at home",
        ),
        (
            "Screenshot: NoteBox > Settings > Key\n"
            "orbit jungle copper mango lizard frost cabin ticket planet yellow harvest saddle\nHide",
            "Screenshot: NoteBox > Settings > Key\nthe key is kept on the other phone and you need both\nHide",
        ),
        # a token of digits in a link's query
        (
            "https://reports.broker.example/flex/Send?t=739201846527309184620571&q=554321&v=3",
            "https://reports.broker.example/flex/Send?t=1733402211&q=554321&v=3",
        ),
        # a backup code; a value typed at a prompt
        (
            "the scooter backup code is 734, press the bell that many times",
            "the scooter backup code is on the card, press the bell that many times",
        ),
        (
            "if the tablet asks after the reboot just type 582913, it's my usual one",
            "if the tablet asks after the reboot just type yes, it's harmless",
        ),
        (
            "at the inverter's login page I type QX7R2, the five off the label, and it opens",
            "at the inverter's login page I type 2024, the year, and it opens",
        ),
        # a table's password / passcode column
        (
            "| site | call | APRS passcode | mail pw |\n|---|---|---|---|\n| home | DL3QRT | 23817 | gale%ridge51 |",
            "| site | call | APRS passcode | mail pw |\n|---|---|---|---|\n| home | DL3QRT | (ask) | (ask) |",
        ),
        # a short password told with "is"
        (
            "the gateway password (last 5 off the sticker) is K7QX2",
            "the gateway password (last 5 off the sticker) is fine",
        ),
        # near misses: a link's words after a bearer token; "the id is public" said of the other half
        (
            'curl -H "Authorization: Bearer Zr8kQm2Lx7VbN4pTq9WcY3hJd6Fs1GaE" https://api.mail.example/v2/publications/p1',
            'curl -H "Authorization: Bearer $MAIL_TOKEN" https://api.mail.example/v2/publications/p1',
        ),
        (
            "the tracker's client secret is 4f0c9a7e2b18d63f5a0e7c1b9d24f86a3e5c0b7d91a2b3c4d5e6f708192a3b4c, the id is public anyway",
            "the tracker's client id is 4f0c9a7e2b18d63f5a0e7c1b9d24f86a3e5c0b7d91a2b3c4d5e6f708192a3b4c, it is public anyway",
        ),
    ],
)
def test_round39_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        # a shell line, a pinned version: two words, not a login's row
        "export WORKERS=15",
        "pinned numpy==2.21.0",
        # a timestamp in a link's query, one digit repeated
        "https://cdn.example/app.js?t=1733402211",
        "https://api.example/x?token=000000000000000000000",
        # a year typed, a song's first words
        "at the kiosk just type 2025, then press start",
        "the first words of the old song were we danced again and the rest I forgot",
        # a public key said public
        "the public key is 4f0c9a7e2b18d63f5a0e7c1b9d24f86a3e5c0b7d, the id is public too",
    ],
)
def test_round39_benign(benign: str) -> None:
    assert not _refused(benign), benign


def test_round39_near_miss_helpers() -> None:
    assert "public" not in without_links("Bearer  https://x.example/publications/p")
    assert without_links("the key is public") == "the key is public"
    text = "the client secret is abcdef0123456789, the id is public anyway"
    start = text.index("abcdef")
    assert public_is_other(text, start, start + 16)
    text = "the public client secret is abcdef0123456789, the id is public anyway"
    start = text.index("abcdef")
    assert not public_is_other(text, start, start + 16)  # the value's own name says public


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
@example(9634)  # "... must vendor intact until ...": two seed words that are grammar words too (fp47's prose test)
def test_round39_any_twelve_words_under_a_key_line(seed: int) -> None:
    """Any twelve words of the English list alone on the line under a key's are refused, alone and in a batch."""
    words = sorted(_lists()[0][0])
    rng = random.Random(seed)
    phrase = " ".join(rng.choice(words) for _ in range(12))
    text = f"Screenshot: Notes > Settings > Key\n{phrase}\nHide"
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many(["the weather is fine", text])] == [1]


# Session 34: test_hybrid's texts (words and codes joined by separators) drew login-row false alarms from round 39's
# reading - "e12 INV-2291--e12" (a user name, a space, a slug that repeats it), "8841 e12 printer-INV2291" (four
# digits read as a chat's time before the row); the twins stay refused.
_SLUG_WORDS = ["invoice", "the", "printer", "E12", "8841", "INV-2291", "INV2291", "tea", "Porto", "café", "of", "refund",
               "e12", "status", "order", "55-2291", "x-y-z", "backup", "bucket", "is"]


@pytest.mark.parametrize("text", ["e12 INV-2291--e12", "e12 e12-is--of", "e12\trefund--Porto--INV-2291",
                                  "8841 e12 printer-INV2291", "e12  E12-invoice--backup"])
def test_words_and_codes_joined_into_a_slug_are_not_a_login_row(text: str) -> None:
    assert find_secrets(text) == [], text


@pytest.mark.parametrize("text", ["ngozi.a Hilde3573#fc", "16:10 ngozi.a Hilde3573#fc"])
def test_a_login_row_with_a_user_and_a_strong_value_is_still_refused(text: str) -> None:
    assert [f.kind for f in find_secrets(text)] == ["password"], text


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_SLUG_WORDS), min_size=2, max_size=7),
       st.lists(st.sampled_from([" ", "  ", "\t", "-", "--", "/", ", ", ": "]), min_size=6, max_size=6))
def test_a_user_like_word_and_joined_words_are_never_refused(words: list[str], seps: list[str]) -> None:
    text = words[0] + "".join(sep + w for sep, w in zip(seps, words[1:], strict=False))
    assert find_secrets(text) == [], text
