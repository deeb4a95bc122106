"""Round 42 of the secret guard (issue 13): a secret told by what its line names it, where its shape alone reads as
something else (guard/told.py). An API key in bcrypt's ``$2a$NN$`` form named an API key (a stored hash stays
benign); a UUID named an ADS-B feeder's ID; a posting link's ``stream?id=`` of letters of both cases; a link's
``key=`` of an account number and hex; ``sk_`` and letters alone after a secret key's label; a password's dotted shape
after "pw is"; a generated value in a phone's table row; a lock's code in Roman numerals, in digit words mixed with
digits, in two-digit number words, or in a table's code column under a lock; a chat's reply of digits after a
message asking for a code. Each example has a benign twin of the same layout; the examples are written here, not
copied from a corpus."""

from __future__ import annotations

import pytest

from engramdb.guard import told

from .guard_util import refused as _refused

_CRYPT = "$2a$10$Qk4vTn8Ws2Lp0Rj6Hx9bUeYc3Mz7Ad1Gf5Ko8Ni2Sv4Pw6Tq0BhXy"  # 53 after the cost, written here


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # an API key in bcrypt's form, named an API key; a hash named a hash
        (f"Modrinth API key for the server panel: {_CRYPT}", f"the stored hash for the panel user: {_CRYPT}"),
        (f"api_token = {_CRYPT}", f"password_hash = {_CRYPT}"),
        (f"note: the launcher's API key is {_CRYPT}", f"bcrypt output for the launcher fixture: {_CRYPT}"),
        # a UUID named a feeder's ID; a template's marker, a site's number
        (
            "sudo piaware-config feeder-id 6f1c2a9e-4b7d-4e3a-9c51-2d8e7f0a4b6c",
            "sudo piaware-config feeder-id <your-feeder-id>",
        ),
        (
            "the garage feeder ID (we need it after a reflash): 0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d",
            "the garage feeder is site #48213 on the stats page, 612 messages a second",
        ),
        # a posting link's id of letters of both cases; a placeholder, a record's number
        (
            "Tilt > custom cloud log: http://logs.brewlog.example/stream?id=kQ7tXwPz3LmRbN",
            "Tilt > custom cloud log: http://logs.brewlog.example/stream?id=<your stream id>",
        ),
        (
            "push readings to https://hub.example.net/ingest?id=RtwBzQkaMnXeLp",
            "push readings to https://hub.example.net/ingest?id=4821",
        ),
        # a link's key of an account number and hex
        (
            "https://imgapi.example/api/?key=30517742-9c0b3f17e2d84a6b5f91c0d2e&q=lakes",
            "https://imgapi.example/api/?key=<your key>&q=lakes",
        ),
        # sk_ and letters alone after a secret key's label; a public pk_
        ("Shortlink secret API key: sk_QwErTyUiOpAsDfGh", "Shortlink public key pk_QwErTyUiOpAsDfGh (for the browser)"),
        # a password's dotted shape after "pw is"; a file's name
        ("[09:12] Oskar: club pw is Henrike482.vq, change it after", "[09:12] Oskar: club pw is in Henrike482.pdf"),
        # a generated value in a phone's table row; a town's name
        ("| +48601234567 | 7QzPL4mKw2a |", "| +48601234567 | Wroclaw |"),
        # a lock's code in Roman numerals, in digit words and digits, in number words; the same forms elsewhere
        ("shed padlock: VI - II - IX - IV", "chapter XIV of the shed manual, page 212"),
        ("the bike lock: IV-VIII-II-VI", "the bike tour: stage IV-VIII, page 2"),
        ("the cellar safe: III·VII·I·VIII", "Henry VIII and the cellar, page III"),
        ("the garage code's four-7-two-9, don't tell", "the parcel number's four-7-two-9-one-1-five-5-three, tracked"),
        ("alarm code = 2-eight-six-1#", "flight LX two-eight-six-one"),
        ("the side gate keypad is fifty-one seventy-three", "the match ended fifty-one seventy-three"),
        # a chat's reply of a code after a message asking for it; a number asked, a promo code, words around it
        (
            "Jun: what's the code for the bike shed again?\nNoor: 🔐 58207",
            "Jun: what's the number of the bike shed again?\nNoor: 🔐 582",
        ),
        (
            "Ivo: it's flashing red, what do I type?\nLena: 73915 then Enter\nIvo: done",
            "Ivo: it's flashing red, what do I do?\nLena: ring them on 73915 then Enter\nIvo: done",
        ),
        ("Sam: what's the door code?\nPia: 4817", "Sam: what's the promo code?\nPia: 4817"),
        # a lock's code in a table's code column; a product's code, a bin day
        (
            "| Where | Code |\n|---|---|\n| Lock box by the porch | 4719 |\n| Bins | Monday |",
            "| Item | Code |\n|---|---|\n| Bike helmet | 4719 |\n| Bins | Monday |",
        ),
        (
            "| Padlock | Combination | Whose |\n|---|---|---|\n| Shed (blue) | 38205 | Ana |",
            "| Room | Combination | Whose |\n|---|---|---|\n| Shed (blue) | 38205 | Ana |",
        ),
    ],
)
def test_round42_refused_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "text",
    [
        f"the users table holds {_CRYPT}",
        f"hashed with bcrypt: {_CRYPT}",
        f"htpasswd line for the docs (hash only): docs:{_CRYPT}",
        f"API key hash stored for audit: {_CRYPT}",
    ],
)
def test_stored_hash_stays_benign(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(
    "text",
    [
        "feeder-id 00000000-0000-0000-0000-000000000000",  # one digit repeated
        "the public feeder ID is 6f1c2a9e-4b7d-4e3a-9c51-2d8e7f0a4b6c",  # said public
        "https://hub.example.net/ingest?id=listeningsession",  # a word, one case
        "https://hub.example.net/stream?id=LiveStreamOne",  # a name's capitals, few changes
        "Shortlink secret API key: sk_LiveCheckoutSession",  # words of a name
        "the door code's one-two-three",  # digit words alone, three (spelled.py reads four or more)
        "the door code's one-1-one-1, easy",  # one digit repeated
    ],
)
def test_round42_near_misses(text: str) -> None:
    assert not _refused(text), text


@pytest.mark.parametrize(
    ("v", "expected"),
    [
        ("Tomasz677.cb", True),
        ("quarry05.BOBCAT", True),
        ("server01.lan", False),
        ("settings.db_password", False),
        ("Invoice2024.pdf", False),
        ("Shop24.de", False),
    ],
)
def test_dotted_password(v: str, expected: bool) -> None:
    assert told.dotted_password(v) is expected


def test_crypt_shaped_key_needs_its_label() -> None:
    text = f"CurseForge API key: {_CRYPT}"
    start = text.index("$")
    assert told.crypt_shaped_key(text, start, len(text))
    hashed = f"CurseForge API key hash: {_CRYPT}"
    assert not told.crypt_shaped_key(hashed, hashed.index("$"), len(hashed))
