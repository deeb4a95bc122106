"""Round 84: a key or a token told by its label in any language and setting (guard/round84.py). Each reading refuses
made-up secrets and passes made-up hard twins (a commit, a checksum, an order's or a request's id, a masked value, a
placeholder, an environment variable's name, an empty assignment, "in the vault"). Every value here is invented for
the test."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round84
from engramdb.guard.slots import GatedFinder


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


def _row(finder: GatedFinder, validate: Callable[[re.Match[str]], tuple[int, int] | None], text: str) -> bool:
    return any(validate(m) is not None for m in finder.finditer(text))


# ---- a credential's label in any language, then a key-shaped value on its line
LABELLED_SECRETS = [
    "Zugriffsschlüssel für das Fotoarchiv: Rk4vTq9WmZ2xLp7NcB3hYs8D",
    "токен доступа (склад) - 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "مفتاح خدمة الطقس: 9b2e7f41c0d8a35e6f1b4c9d2a7e8f03",
    "la clave de la biblioteca es Wq7Lz3Rt9Xp2Nm8Vb4Kd6Hj",
    "the key for the tide-tables service, it's c3f8a1e9-47d2-4b6a-9e05-d8c2f7a1b394",
    "Mã thông báo (kho hàng): a8f3c1e9d7b24f6a0c5e9b1d3f7a2c84",
    "ufunguo wa huduma ya hali ya hewa ni Tq8Wz3Lm7Xr2Kp9Nv4Bc6Hd",
    "トークン：Zp4Wq8Lr2Nx6Tv9Bc3Hm5Jd7Ks",
    "Gakoa (mapak): 5d9e2b7a-c18f-4e36-a0b4-7f2c9d1e8a63",
    "client = TideClient(api_key=\"Hv3Lq8Zt2Wm7Xp4Rn9Kc6Bd1\")",
    "GALLERY_API_KEY=Np7Qw2Xz9Lm4Rt8Vb3Kc6Hd1Js5",
]
LABELLED_TWINS = [
    "the key rotation landed in commit 9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
    "sha256 checksum of the key file: 4e1c9a7f2b8d3e6a5c0f9d7b1e4a8c2f3d6e9b0a7c1f4e8d2b5a9c3f6e1d7b4a",
    "token request id 0f8fad5b-d9cb-469f-a165-70867728950e failed with 502",
    "Bestellnummer für den Schlüssel: 8c1e4f7a-2b9d-4e36-a5c0-d7f2b1e9a483",
    "API key: sk-live-****************3f9a",
    "API key: <your-gallery-key-here>",
    "API_KEY=${GALLERY_API_KEY}",
    "API_KEY=",
    "the tide-tables API key is in the vault, not in these notes",
    "add this to authorized_keys: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq7Lz3Rt9Xp2Nm8Vb4Kd6Hj0Wq7Lz3Rt9Xp2Nm8 me@box",
    "公開鍵：ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFq7Lz3Rt9Xp2Nm8Vb4Kd6Hj0Wq7Lz3Rt9Xp2Nm8 me@box",
    "gpg --recv-keys 9F8E7D6C5B4A3928",
    "cloudflared tunnel run --token-file /etc/tunnel/token 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "ID de cliente (no es secreto): 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "bws secret get 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "the keys stay out of the ticket, uid 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "idempotency key 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4 for the retry",
    "GALLERY_SEARCH_ONLY_KEY=9b2e7f41c0d8a35e6f1b4c9d2a7e8f03",
    "the key takeaway from 2f9a1c7e-4b8d-4e36-a5c0-d7f2b1e9a483 is that the retry worked",
    "Key West trip booked, confirmation 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4",
    "ключ заказа 7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4 в системе доставки",
]


@pytest.mark.parametrize("text", LABELLED_SECRETS)
def test_labelled_key_refused(text: str) -> None:
    assert _refused(text), text


@pytest.mark.parametrize("text", LABELLED_SECRETS)
def test_labelled_key_read_by_its_row(text: str) -> None:
    assert any(_row(finder, validate, text) for _, finder, _, validate in round84.ROWS), text


def test_hash_prefixed_value_is_no_key_of_this_row() -> None:
    # (an older row reads this one; this row leaves a value with a hash's prefix alone)
    text = "SSH key SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 added"
    assert not _row(round84.LABELLED_KEY, round84.labelled_key, text)


@pytest.mark.parametrize("text", LABELLED_TWINS)
def test_labelled_key_twins_pass(text: str) -> None:
    assert not any(_row(finder, validate, text) for _, finder, _, validate in round84.ROWS), text
    assert not _refused(text), text


# ---- a value in an element a credential's name opens
ELEMENT_SECRETS = [
    "<auth:SessionToken>b7e2c9f4-1a8d-4e53-9c06-f2d8a7b1e4c9</auth:SessionToken>",
    "<ApiKey>Rk4vTq9WmZ2xLp7NcB3hYs8D</ApiKey>",
    "<ns1:ClientSecret>9b2e7f41c0d8a35e6f1b4c9d2a7e8f03</ns1:ClientSecret>",
]
ELEMENT_TWINS = [
    "<KeyId>7c1f9e2a-b4d8-4605-93f1-e2a9c7d1b0e4</KeyId>",
    "<NextToken>Rk4vTq9WmZ2xLp7NcB3hYs8D</NextToken>",
    "<PublicKey>Rk4vTq9WmZ2xLp7NcB3hYs8DWq7Lz3Rt</PublicKey>",
    "<TokenType>Bearer</TokenType>",
    "<key>CFBundleShortVersionString</key>",
    "<ApiKey>${GALLERY_KEY}</ApiKey>",
]


@pytest.mark.parametrize("text", ELEMENT_SECRETS)
def test_element_refused(text: str) -> None:
    assert _row(round84.ELEMENT, round84.element, text), text
    assert _refused(text), text


@pytest.mark.parametrize("text", ELEMENT_TWINS)
def test_element_twins_pass(text: str) -> None:
    assert not _row(round84.ELEMENT, round84.element, text), text
    if "NextToken" not in text:  # (an older row reads a random value in any setting after "token")
        assert not _refused(text), text


# ---- a short key after an API key's label or a key's query parameter
SHORT_SECRETS = [
    "Tidewatch API key for the harbour screen: Hq3vLw8T",
    "https://api.tidewatch.example/v1/tides?station=12&apikey=Kx7pQm2Wz&units=metric",
    "curl 'https://maps.example.org/tiles?z=4&key=qvrxlmbtz'",
    "clé API du musée : Wn4kPz8Rq",
]
SHORT_TWINS = [
    "Tidewatch API key for the harbour screen: pending",
    "https://gallery.example/search?key=sunflower&page=2",
    "https://shop.example/items?sortkey=Hq3vLw8T",
    "https://api.example/list?pagetoken=Kx7pQm2Wz",
    "API key: PowerShell7",
    "Tidewatch API key for the harbour screen: rotated2024",
    "the public API key for the widget: Hq3vLw8T",
]


@pytest.mark.parametrize("text", SHORT_SECRETS)
def test_short_key_refused(text: str) -> None:
    assert _row(round84.SHORT_KEY, round84.short_key, text), text
    assert _refused(text), text


@pytest.mark.parametrize("text", SHORT_TWINS)
def test_short_key_twins_pass(text: str) -> None:
    assert not _row(round84.SHORT_KEY, round84.short_key, text), text


@pytest.mark.parametrize("value, random", [
    ("Hq3vLw8T", True), ("qvrxlmbtz", True), ("Kx7pQm2Wz", True),
    ("sunflower", False), ("nightwatch", False), ("PowerShell7", False), ("iPhone15Pro", False),
    ("Summer2024", False), ("JavaScript", False),
])
def test_short_random(value: str, random: bool) -> None:
    assert round84.short_random(value) is random


def test_batch_agrees() -> None:
    """The batch prefilter's anchors cover the rows: find_secrets_many refuses what find_secrets refuses."""
    texts = LABELLED_SECRETS + LABELLED_TWINS + ELEMENT_SECRETS + ELEMENT_TWINS + SHORT_SECRETS + SHORT_TWINS
    many = {i for i, _ in find_secrets_many(texts)}
    assert many == {i for i, t in enumerate(texts) if find_secrets(t)}


def test_service_name_holding_publica_is_not_said_public() -> None:
    assert _refused("CIVICWATCH_PROPUBLICA_API_KEY=Np7Qw2Xz9Lm4Rt8Vb3Kc6Hd1Js5Wq7L")
    assert not _refused("the PROPUBLICA_API_KEY is in the vault")
