"""Session 49 (fp223): blind56's six false alarms - a fuel-price service's documented demo key, a UUID of zeros with a
counter ("...&apikey=00000000-0000-0000-0000-000000000002") - read by guard/fp223.py (a placeholder UUID); each
made-up benign twin passes and a secret twin of its layout stays refused, on find_secrets, find_secrets_many and
MemoryStore.remember."""

from __future__ import annotations

import pytest

from engramdb import guard
from engramdb.errors import SecretError
from engramdb.guard import fp223

_RANDOM = "3f9c2a71-8d4e-4b0a-9c15-6e2d7f8a1b34"  # a made-up version-4 UUID: 14 distinct hex digits


def _refused(text: str) -> tuple[bool, bool]:
    return bool(guard.find_secrets(text)), bool(guard.find_secrets_many([guard.normalise_for_check([text])[0]]))


# (benign note, its secret twin) - made-up hosts and keys
PAIRS = [
    # the three rows that read a key's UUID: a NAME=value pair (row 24), "<x> key: <uuid>" (round 67), a Nomad /
    # Vault "Secret ID" (places.secret_uuid)
    ("https://api.example-fuel.test/json/list.php?lat=48.1&lng=11.5&rad=3&apikey=00000000-0000-0000-0000-000000000002",
     f"https://api.example-fuel.test/json/list.php?lat=48.1&lng=11.5&rad=3&apikey={_RANDOM}"),
    ("weather api key: 00000000-0000-0000-0000-000000000001 (the sandbox one from their docs)",
     f"weather api key: {_RANDOM} (the sandbox one from their docs)"),
    ("Secret ID: 11111111-1111-1111-1111-111111111111",
     f"Secret ID: {_RANDOM}"),
    ('api_key = "00000000-0000-0000-0000-00000000000a"',
     'api_key = "00000000-0000-4000-8000-00000000f00d"'),  # (five distinct digits: not read as a placeholder)
    ("token=ffffffff-ffff-ffff-ffff-fffffffffffe",
     f"token={_RANDOM.upper()}"),
]


@pytest.mark.parametrize(("benign", "secret"), PAIRS)
def test_placeholder_uuid_passes_and_twin_refused(benign: str, secret: str) -> None:
    assert _refused(benign) == (False, False)
    assert _refused(secret) == (True, True)


@pytest.mark.parametrize(("benign", "secret"), PAIRS[:2])
def test_placeholder_uuid_through_the_store(benign: str, secret: str) -> None:
    from engramdb import MemoryStore
    store = MemoryStore()
    store.remember("probe", benign)
    with pytest.raises(SecretError):
        store.remember("probe", secret)


def test_switch_off_refuses_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fp223, "ON", False)
    assert _refused(PAIRS[0][0]) == (True, True)


def test_placeholder_uuid_unit() -> None:
    t = "k=00000000-0000-0000-0000-000000000002"
    assert fp223.placeholder_uuid(t, 2, len(t))
    t2 = f"k={_RANDOM}"
    assert not fp223.placeholder_uuid(t2, 2, len(t2))
    assert not fp223.placeholder_uuid("k=00000000", 2, 10)  # not a UUID
    t3 = "k='00000000-0000-0000-0000-000000000002'"
    assert fp223.placeholder_uuid(t3, 2, len(t3))
