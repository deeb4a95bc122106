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


# ---- labels with a zero-width character, folded (fp223.with_folded): the store removes a ZWNJ before it reads
_Z = "\u200c"
# (benign note, its secret twin) through MemoryStore.remember - made-up networks and passwords
STORE_PAIRS = [
    (f"ఇంటి నెట్{_Z}వర్క్ mango2024", f"ఇంటి నెట్{_Z}వర్క్ పాస్{_Z}వర్డ్ mango2024"),  # Telugu "home network"
    (f"ಮನೆಯ ನೆಟ್{_Z}ವರ್ಕ್ mango2024", f"ಮನೆಯ ನೆಟ್{_Z}ವರ್ಕ್ ಪಾಸ್{_Z}ವರ್ಡ್ mango2024"),  # Kannada
]


def _stored(text: str) -> bool:
    from engramdb import MemoryStore
    try:
        MemoryStore().remember("probe", text)
    except SecretError:
        return False
    return True


@pytest.mark.parametrize(("benign", "secret"), STORE_PAIRS)
def test_zero_width_network_word_read_on_the_store_path(benign: str, secret: str) -> None:
    assert _stored(benign)
    assert not _stored(secret)
    assert not guard.find_secrets(benign)  # (the direct path, the ZWNJ kept, read it before)


def test_with_folded() -> None:
    assert fp223.with_folded(["wifi", f"నెట్{_Z}వర్క్", "нет"]) == ("wifi", f"నెట్{_Z}వర్క్", "నెట్వర్క్", "нет")
    assert fp223.folded("pass\u00adword") == "password"
    assert fp223.folded("ﬁle") == "file"  # (NFKC)


def test_no_label_list_left_unfolded() -> None:
    """Every guard module's collection of strings that holds a word with a format character holds its folded
    spelling too (a new list of labels is built with fp223.with_folded)."""
    import importlib
    import pkgutil
    import unicodedata

    import engramdb.guard as pkg
    left = []
    for info in pkgutil.iter_modules(pkg.__path__):
        mod = importlib.import_module(f"engramdb.guard.{info.name}")
        for name, value in vars(mod).items():
            if not isinstance(value, (tuple, list, frozenset, set)):
                continue
            flat = [x for x in value if isinstance(x, str)]
            flat += [y for x in value if isinstance(x, tuple) for y in x if isinstance(y, str)]
            words = set(flat)
            left += [(info.name, name, w) for w in flat
                     if any(unicodedata.category(c) == "Cf" for c in w) and fp223.folded(w) not in words]
    assert not left


# ---- fp95.last_on_line's literal gates: the same answer with the gate on and off
_WINDOWS = ["curl -u a:" * 20, "user: " * 20, "login pw: x", "Pw - x", "an nuwe wagwoord x", "PASSWORD x",
            "passw0rd x", "the dress code: x", "CODIGO x", "docker run -p x", "Secret Santa x",
            "mot_de_passe x", "db_password x", "Şifre x", "şifre x", "ſecret Santa x", "KOD x", "\u212aod x",
            "pass\u00e9 x", "contrase\u00f1a x", "SENHA: x", "x " * 70 + "senha x"]


@pytest.mark.parametrize("text", _WINDOWS)
def test_last_on_line_gate_keeps_every_answer(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from engramdb.guard import fp95, fp97, fp207
    pairs = [(fp95._LABEL, fp95._label_gate), (fp95._CODE_WORD, fp95._CODE_WORD_GATE),
             (fp207._RUN, fp207._RUN_GATE), (fp97._SANTA, fp97._SANTA_GATE)]
    for start in range(len(text) + 1):
        for pattern, gate in pairs:
            on = fp95.last_on_line(pattern, text, start, gate)
            monkeypatch.setattr(fp95, "GATED", False)
            off = fp95.last_on_line(pattern, text, start, gate)
            monkeypatch.setattr(fp95, "GATED", True)
            assert (on and on.span()) == (off and off.span()), (text, start, pattern.pattern[:40])


def test_label_gate_skips_a_window_with_no_label() -> None:
    from engramdb.guard import fp95
    assert fp95._LABEL_HEADS is not None
    assert not fp95._label_gate("curl -u a:curl -u a:")
    assert fp95._label_gate("curl -u a: password")
    assert fp95._label_gate("pw")
    assert not fp95._label_gate("pwx")
