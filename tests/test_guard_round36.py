"""Round 36 of the secret guard (issue 13): a key carried in a link's fragment, a link's user or a local device link's
path, a key announced as new, a table's key / PSK / token column, a secret's stated value after its "for ..." phrase
or "changed to", LaunchDarkly's ``sdk-`` keys, LND macaroons, Tor onion keys, a password's word in ~20 languages with
its value right after it, an SMS command's PIN, an access-control system's "site key" (guard/carried.py); and the
near misses taken back: a factory default said to be changed, a menu path's first word. Each example has a benign twin
of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import base64

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many
from engramdb.guard.carried import b64_key

from .guard_util import refused as _refused


@pytest.mark.parametrize(("secret", "benign"), [
    # a link's fragment of random base64url
    ("join our club radio channel: https://meshtastic.org/e/#CgUYAyIBAQpFEhB3kQ9zTc4vR2mXa8Lp0Yb1GgVDbHViMhIECAE4Aw",
     "the wiki explains it: https://en.wikipedia.org/wiki/LoRa#cite_note-FOOTNOTEHarris2019-12"),
    ("the file drop: https://drop.example.net/f/8c2a#Kq7vT2mZ9xW4pL1nR6sB3dF8hJ0yU5cE",
     "my inbox: https://mail.example.com/mail/u/0/#inbox/FMfcgzQbdrSxKvWmPtLhJnRbZcXw"),
    # a link's user that is a token
    ("uploader URL: https://Qw7pLz3Kx9TmR2vB@cgm-mira.example.net/api/v1/",
     "clone it from https://mario.rossi85@git.example.org/tools/repo.git"),
    # a random segment of a LAN device's link
    ("the panels answer at http://192.168.4.71:16021/api/v1/Zk3Pq8RtLm2Vx7Wn5Bc9Hd4Jf6Gs1Ty0/state",
     "the panels answer at http://192.168.4.71:16021/api/v1/new/state"),
    ("obsws://10.0.7.12:4455/Tp4kWq9ZmL2xR7vN", "obsws://10.0.7.12:4455/streaming-studio"),
    # a key announced as new
    ("[09:12] Ana: new key for the club mesh, the old one leaked: Hq2mT8vZpL4xK9wR3nB6yA==",
     "[09:12] Ana: new key for the club mesh, the old one leaked: ask me in person"),
    ("rotated the scanner token, the old one was in a screenshot: 5c9e1a7f3b2d8e4c6a0f9b1d3e7c5a2f8b4d6e0a",
     "rotated the scanner token, the old one was in a screenshot: see the sha1 hash 5c9e1a7f3b2d8e4c6a0f9b1d3e7c5a2f"),
    # a table's key / PSK column
    ("| node | channel | PSK |\n|---|---|---|\n| !1a2b3c4d | Hikers | Yq3vM8tK2pZ7xW9rL4nB6cD1fG5hJ0sA2eU8iO3kT7w= |",
     "| node | channel | PSK |\n|---|---|---|\n| !1a2b3c4d | Hikers | default (AQ==) |"),
    ("| app | url | key |\n|---|---|---|\n| Photos | http://10.0.3.4:2283 | Hk4Lm9Tz2Qw7Rv5Xb8Nc3Pd6Jf1Gs0Ya4Ue9 |",
     "| app | url | key |\n|---|---|---|\n| Photos | http://10.0.3.4:2283 | in the password manager |"),
    # a secret's value after its for-phrase, after "changed to", or right after it
    ("CGM site API_SECRET for Ada's site: Tq8ZvK3mWp2x", "CGM site API_SECRET for Ada's site: in the vault"),
    ("I changed the uploader secret to Marigold_408163 after the leak",
     "the secret to good sourdough is time, about 48 hours"),
    ("site ada-loop.example.net, API secret vk3q-z8rt-mn2w4417", "stream_source: !secret cam1_url"),
    # a vendor's SDK key, a node's macaroon, onion keys
    ("FLAGS_SERVER_KEY=sdk-5e0c7a91-d2f3-4b86-a1c0-9e7d3b25f640", "FLAGS_CLIENT_ID=5e0c7a91d2f34b86a1c09e7d"),
    ("export NODE_MACAROON=0201036c6e6402f801030a10" + "5e0c7a91d2f34b86a1c09e7d3b25f640" * 3,
     "export NODE_MACAROON_PATH=~/.lnd/data/chain/bitcoin/mainnet/admin.macaroon"),
    ("ADD_ONION ED25519-V3:" + base64.b64encode(bytes(range(7, 71))).decode() + " Port=80,127.0.0.1:8080",
     "ADD_ONION NEW:ED25519-V3 Port=80,127.0.0.1:8080"),
    ("vdbsfalpr3xre27ywzpzkh7nsl7ukay7in2xn7qcp5s4fptnklepx3by:descriptor:x25519:"
     "W7KQFG5NOWJILF6RRSATDTC7FYHT2YLRUMIS43GLHI5TT4CKYFDU",
     "descriptor:x25519:W7KQFG5NOWJILF6RRSATDTC7FYHT2YLRUMIS43GLHI5TT4CKYFDU"),
    # a password's word with its value right after it
    ("if the alarm server hangs log in as supervisor, password kzqe-m3vw-ptla, then restart it",
     "if the alarm server hangs ask for the supervisor password, then restart it"),
    ("sur le portail, identifiant 40817263 et mot de passe wq7r-hn3z-kbpe pour le relevé",
     "sur le portail, identifiant 40817263 et mot de passe envoyé par courrier"),
    ("no portal: login 52819374, senha t4kw-9zqm-pl2e, é pra ver o extrato",
     "no portal: login 52819374, senha por telefone, é pra ver o extrato"),
    # an SMS command's PIN
    ('the tracker on the trailer: text "582917 where" to its SIM and it replies with a map link',
     'the tracker on the trailer: text "where" to its SIM and it replies with a map link'),
    # a public service's name is no claim that the value is public
    ("la cuenta de la Tarjeta Transporte Público del abono: usuario 40817263, contraseña wq7r-hn3z-kbpe",
     "la cuenta de la Tarjeta Transporte Público del abono: usuario 40817263, contraseña pública wq7r-hn3z-kbpe"),
    # an access-control system's site key
    ("door controller: card format MIFARE Classic, site key 7C3A90E15B2D, firmware 4.2.1",
     "signup form: reCAPTCHA site key 6LcK3vQpAAAAAN8pXq2mZ7wR4tL9sB1yH5cJ0dF3"),
])
def test_round36_readings(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize("benign", [
    "OpenSprinkler at 192.168.3.4: the factory password is opendoor, change it on first login (we did)",
    "budget app personal access token: Account Settings > Developer Settings > New Token",
])
def test_round36_near_misses(benign: str) -> None:
    assert not _refused(benign), benign


@pytest.mark.parametrize("secret", [
    "the router's factory password is Tq8Zv#K3mW and it still works",  # not said to be changed: refused
    "personal access token: Tq8ZvK3mWp2xLr7N > paste it in the app",
])
def test_round36_near_misses_keep_secrets(secret: str) -> None:
    assert _refused(secret), secret


@settings(max_examples=60, deadline=None)
@given(st.binary(min_size=16, max_size=16) | st.binary(min_size=32, max_size=32))
def test_round36_random_channel_key_in_a_table(raw: bytes) -> None:
    """Any random 16- or 32-byte key in base64 that :func:`b64_key` takes (both cases and a digit, classes changing
    as random base64's do) is refused under a PSK column, alone and in a batch."""
    v = base64.b64encode(raw).decode()
    if not b64_key(v):
        return
    text = f"| node | channel | PSK |\n|---|---|---|\n| !0a1b2c3d | Valley | {v} |"
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many(["the weather is fine", text])] == [1]
