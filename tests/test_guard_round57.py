"""Round 57 of the secret guard (issue 13): an API's key in hex (or a short prefix and hex) where its text names it a
key: a key's word as a URL's query parameter or a keyword argument, a key's, a token's or an app ID's label before it
on its line, a hex segment right after an API's version in a URL whose host names an API (guard/round57.py). Each
example has a benign twin of the same layout; the examples are written here, not copied from a corpus."""

from __future__ import annotations

import re
import time

import pytest

from engramdb.guard import round57

from .guard_util import refused as _refused


@pytest.mark.parametrize(
    ("secret", "benign"),
    [
        (  # a key's word as a query parameter
            "curl 'https://api.weatherly.example/v2/now.json?appid=3f9a1c7e5b2d4086a1e9c3b7d5f20864&city=Oslo'",
            "curl 'https://api.weatherly.example/v2/now.json?appid=$WEATHERLY_KEY&city=Oslo'",
        ),
        (  # a key's word as a keyword argument, a prefix before the hex, "format" a later parameter's name
            "requests.get(URL, params={'key': 'pk.5e1c9a3f7b20d48e6c1a9f3b7d2e0c48', 'format': 'json'})",
            "requests.get(URL, params={'key': os.environ['GEO_KEY'], 'format': 'json'})",
        ),
        (  # a token's label, no colon
            "Ola @ 10:12 - geolookup token pk.9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35 for the reverse lookups",
            "Ola @ 10:12 - geolookup token is in the vault, for the reverse lookups",
        ),
        (  # an app ID's label naming the key
            "Ratesly app ID for the billing script: 7d2e9a4c1f8b3e6d0a5c2f9b4e7d1a38",
            "Ratesly app ID for the billing script: see the team vault",
        ),
        (  # a hex segment right after an API's version
            "https://v3.ratesly-api.example/v3/8c1f4e7a2d9b5c3e6f0a1d4b/latest/GBP",
            "https://v3.ratesly-api.example/v3/YOUR-API-KEY/latest/GBP",
        ),
    ],
)
def test_secret_and_benign_twin(secret: str, benign: str) -> None:
    assert _refused(secret)
    assert not _refused(benign)


def _values(text: str) -> list[str]:
    spans = [round57.key(m) for m in round57.KEYS.finditer(text)]
    return [text[slice(*span)] for span in spans if span]


@pytest.mark.parametrize(
    "text",
    [
        "commit 3f9a1c7e5b2d4086a1e9c3b7d5f20864 fixed the build",  # a commit
        "cache key: 5e1c9a3f7b20d48e6c1a9f3b7d2e0c48",  # a cache's key
        "idempotency key 9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35 on the retry",  # a request's key
        "primary key 5f8d0d55b54764421b7156c9 in the users table",  # a record's key
        "https://api.shop.example/v1/orders/5f8d0d55b54764421b7156c9/items",  # a record's id after its noun
        "?file_hash=3f9a1c7e5b2d4086a1e9c3b7d5f20864&size=12",  # a hash
        "public key: 3f9a1c7e5b2d4086a1e9c3b7d5f20864",  # said public
        "API token ab.9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35 (example from the docs)",  # an example
        "access key 3F9A1C7E5B2D4086A1E9C3b7d5f20864 mixed",  # hex in mixed case: not a printed key
        "token 00000000000000000000000000000000",  # no letters
    ],
)
def test_round57_reads_no_benign_shape(text: str) -> None:
    # (some of them older rows refuse by a key's label and a long value: round 57 adds none)
    assert _values(text) == []


def test_the_readings_take_the_value_and_nothing_around_it() -> None:
    assert set(_values("GET /x?api_key=3f9a1c7e5b2d4086a1e9c3b7d5f20864&q=1")) == {"3f9a1c7e5b2d4086a1e9c3b7d5f20864"}
    assert set(_values("token pk.9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35, thanks")) == {"pk.9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35"}
    assert _values("https://fx-api.example/v6/8c1f4e7a2d9b5c3e6f0a1d4b/latest") == ["8c1f4e7a2d9b5c3e6f0a1d4b"]


def test_every_anchor_reading_is_in_its_anchors() -> None:
    texts = ["?apikey=3f9a1c7e5b2d4086a1e9c3b7d5f20864", "token ab.9c4e2f7a1b3d5c8e0f6a2b4d7c9e1f35",
             "app ID: 7d2e9a4c1f8b3e6d0a5c2f9b4e7d1a38", "https://x-api.example/v3/8c1f4e7a2d9b5c3e6f0a1d4b/x"]
    for t in texts:
        assert _values(t), t
        assert any(a in t.lower() for a in round57.KEYS_ANCHORS), t


@pytest.mark.parametrize("size", [8000])
def test_long_adversarial_lines_stay_linear(size: int) -> None:
    for text in (
        "a " * (size // 2),
        "key " * (size // 4),
        "token " + "a" * size,
        "app ID" + " x" * (size // 2) + ": 7d2e9a4c1f8b3e6d0a5c2f9b4e7d1a38",
        "?key=" + "ab" * (size // 2),
        "{'key': '" * (size // 9),
        "https://" + "api." * (size // 4) + "com/v1/" + "a" * 40,
        "https://a-api.com/v1/" * (size // 21),
        "key=3f9a1c7e5b2d4086a1e9c3b7d5f2" * (size // 36),
    ):
        started = time.process_time()  # CPU time: the machine's load is not the guard's
        _refused(text)
        assert time.process_time() - started < 2.0, re.escape(text[:20])
