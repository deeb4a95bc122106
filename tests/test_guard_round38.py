"""Round 38 of the secret guard (issue 13): a token or key of random letters told with "is", "it's" or a header's
colon, a key in dashed groups of capitals and digits, an entry code told of a door / gate / locker / shed or "on the
keypad", a hex key as an API link's path segment (guard/kept.py). Each example has a benign twin of the same layout;
the examples are written here, not copied from a corpus."""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engramdb.guard import find_secrets, find_secrets_many
from engramdb.guard.held import key_letters

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        # a token or key of random letters told with "is", "it's" or a header's colon
        (
            "Mo 09:12 - the birding token is qzxwkvtrmplh, paste it in the export tool",
            "Mo 09:12 - the birding token is expired, paste a new one in the export tool",
        ),
        (
            'curl -H "X-BirdApiToken: hwqzkxtvmrpl" https://api.birds.example/v2/recent',
            'curl -H "X-BirdApiToken: $BIRD_TOKEN" https://api.birds.example/v2/recent',
        ),
        (
            "rotated the alias service key, it's kqzvwxhtrmplzqwkxvbnmtrplkqzhwvx, the old one is dead",
            "rotated the alias service key, it's in the vault now, the old one is dead",
        ),
        (
            'curl -H "Authentication: wqzkvxhmtrplbnzqwkvxtrmphl" https://app.alias.example/api/v2/aliases',
            'curl -H "Authentication: required" https://app.alias.example/api/v2/aliases',
        ),
        # a key in dashed groups of capitals and digits
        ("ship tracker API userkey: WX-4C7E91B2-83A5D0", "ship tracker API userkey: see the account page"),
        (
            "https://api.ships.example/vessels?userkey=WX-9B2E4D17-6C03F5&imo=9312345",
            "https://api.ships.example/vessels?userkey=&imo=9312345",
        ),
        ("Lego set API key (for the sorting app): 4-K7QD-M2XT-8RP4W", "Lego set API key (for the sorting app): ask Jo"),
        # an entry code told of a door, a gate, a locker, a shed, or "on the keypad"
        (
            "back door of the studio after 8 is 7315, the alarm is off on Sundays",
            "back door of the studio after 8 is open, the alarm is off on Sundays",
        ),
        (
            "garden shed behind the garage: 4862, push the door while you turn",
            "garden shed behind the garage: unlocked, push the door while you turn",
        ),
        (
            "the locker at the pool is 5173, my towel is in there",
            "the locker at the pool is 2024, my towel is in there",
        ),
        (
            "laundry room at the campsite: 6294 on the keypad, dryers till nine",
            "laundry room at the campsite: 2 floors up, dryers till nine",
        ),
        # a hex key as an API link's path segment
        (
            "https://data.ships.example/api/positions/v:3/5e2c9a71b04d83f6e1a2c7d9b30f4e8a6c1d2b7f/period:60",
            "https://data.ships.example/api/positions/v:3/latest/period:60",
        ),
        # a network login line "user CALL pass N"
        (
            "user DL3QRT pass 23817 vers aprx 2.9 filter r/50.1/8.6/50",
            "user DL3QRT pass -1 vers aprx 2.9 filter r/50.1/8.6/50",
        ),
        # a pair of keys told "public X, secret Y"; a link's path segment named private
        (
            "CDN keys: public 5c1e8a9b2d47f03e6a18, secret 9d3f71c0a2b84e65f1c7",
            "CDN keys: public 5c1e8a9b2d47f03e6a18, secret in the vault",
        ),
        (
            "the members' feed, don't share it: https://feeds.shows.example/private/5c1e8a9b2d47f03e6a18b7c9d0e4f2a1.xml",
            "the open feed, share it: https://feeds.shows.example/episodes/5c1e8a9b2d47f03e6a18b7c9d0e4f2a1.xml",
        ),
    ],
)
def test_round38_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret), secret
    assert not _refused(benign), benign


@pytest.mark.parametrize(
    "benign",
    [
        # a listing's cursor, not a credential
        'next_page_token: "eyJvZmZzZXQiOiAxMjMsICJ0cyI6IDE3MDAwMDB9"',
        # a device's product key (a model's id), read by round 37 too
        "Device found: 192.168.1.20  ID: bfq3ht5m3sp9bwf0n1  ver 3.3  product key: kzq4vbm9tr2xw  MAC: 37:65",
        # a public object's hash in an API link
        "https://api.code.example/repos/mo/app/commits/5e2c9a71b04d83f6e1a2c7d9b30f4e8a6c1d2b7f",
        "https://chain.example/api/v1/tx/5e2c9a71b04d83f6e1a2c7d9b30f4e8a6c1d2b7f5e2c9a71b04d83f6",
        # a measure at a door, a repeated digit at a gate
        "front door of the hall is 2 m wide, the old one was 1.5",
        "gate: 0000, the default until the installer comes",
        # a price, a size told of a door
        "the new shed door, price: 3499, fitted next week",
        "locker size: 4530, the big one",
        # a public key in dashed groups, a date
        "public key: WX-4C7E91B2-83A5D0",
        "key: 2026-12-05-1030",
        # a documented example's pair of keys
        "the docs' example: public 5c1e8a9b2d47f03e6a18, secret 9d3f71c0a2b84e65f1c7",
        # a documented example login
        'the manual\'s example login is "user N0CALL pass 13023"; use your own call sign',
    ],
)
def test_round38_benign(benign: str) -> None:
    assert not _refused(benign), benign


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_round38_random_lowercase_token_told_with_is(seed: int) -> None:
    """Sixteen random lowercase letters that :func:`key_letters` takes are refused after "the X token is", alone and
    in a batch."""
    rng = random.Random(seed)
    v = "".join(rng.choice(string.ascii_lowercase) for _ in range(16))
    if not key_letters(v):
        return
    text = f"the tracker token is {v}, paste it in the app"
    assert find_secrets(text), text
    assert [i for i, _ in find_secrets_many(["the weather is fine", text])] == [1]
