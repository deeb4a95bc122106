"""Round 92: a key after its label whose characters fall outside round 84's value (guard/round92.py) - an id and a
secret joined by a pipe, a base64 key that starts with "/" or "+", a client's secret with punctuation. Each reading
refuses made-up secrets and passes made-up hard twins. Every value here is invented for the test."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engramdb.guard import find_secrets, find_secrets_many, round92
from engramdb.guard.slots import GatedFinder


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


def _row(finder: GatedFinder, validate: Callable[[re.Match[str]], tuple[int, int] | None], text: str) -> bool:
    return any(validate(m) is not None for m in finder.finditer(text))


# ---- an id and a secret joined by a pipe
PIPED_SECRETS = [
    "streetview client token XYZ|4829103746582910|7e3a9c1f0b8d2e4a6c5f9b1d3e7a2c80 for the village map",
    "the app token for the photo page is 918273645546|b3c4d5e6f7a8091a2b3c4d5e6f7a8b9c, keep it quiet",
    "Zugriffstoken: QRS|1029384756102938|a1b2c3d4e5f60718293a4b5c6d7e8f90",
]
PIPED_TWINS = [
    "the token log: 2026-03-01|1709251200|9f8e7d6c5b4a39281706f5e4d3c2b1a0 (commit)",
    "| token | 4829103746582910 | order |",
    "request id ABC|4829103746582910|7e3a9c1f0b8d2e4a6c5f9b1d3e7a2c80 from the trace",
    "the public token XYZ|4829103746582910|7e3a9c1f0b8d2e4a6c5f9b1d3e7a2c80 is safe in the browser",
    "key 1709251200|deadbeefdeadbeef in the cache",
]


@pytest.mark.parametrize("text", PIPED_SECRETS)
def test_piped_secret_refused(text: str) -> None:
    assert _row(round92.PIPED, round92.piped, text)
    assert _refused(text)


@pytest.mark.parametrize("text", PIPED_TWINS)
def test_piped_twin_passes_row(text: str) -> None:
    assert not _row(round92.PIPED, round92.piped, text)


# ---- a base64 key that starts with "/" or "+"
SLASH_SECRETS = [
    "tide feed key /Qm3vTq8ZxLp2Wn7Rk4Bc9Hd1Js6Yf0Ga5Ue8Mi3Ot7Pw2= keep it off the wiki",
    "the museum's api key: +Hq7Lw2Zt9Xm4Rp8Vb3Kc6Nd1Js5Yf0Ga9Ue2Mi7Ot4= (prod)",
]
SLASH_TWINS = [
    "the key is in /etc/ssl/private/server/keys/tidefeed/current/backup2024 on the box",
    "token /usr/share/keyrings/archive/Ubuntu2024keyringArchiveSigningKey",
    "public key /Qm3vTq8ZxLp2Wn7Rk4Bc9Hd1Js6Yf0Ga5Ue8Mi3Ot7Pw2= for the feed",
    "the key fingerprint /Qm3vTq8ZxLp2Wn7Rk4Bc9Hd1Js6Yf0Ga5Ue8Mi3Ot7Pw2=",
    "token /aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
]


@pytest.mark.parametrize("text", SLASH_SECRETS)
def test_slash_b64_refused(text: str) -> None:
    assert _row(round92.SLASH_B64, round92.slash_b64, text)
    assert _refused(text)


@pytest.mark.parametrize("text", SLASH_TWINS)
def test_slash_b64_twin_passes_row(text: str) -> None:
    assert not _row(round92.SLASH_B64, round92.slash_b64, text)


# ---- a client's secret with punctuation
PUNCT_SECRETS = [
    "TIDES_CLIENT_SECRET=9Qf!zR2#kLm%Wp7^xTb,Vn4?Hs",
    "curl -d 'grant_type=client_credentials&client_id=abc&client_secret=Zx8;Qp#2mK,rT5!wLb^Yh7?Nc' https://auth.example",
    'gallery:\n  app_secret: "Kp4!Tz9#Lm2;Qx7,Rw5^Vb8?"',
]
PUNCT_TWINS = [
    "TIDES_CLIENT_SECRET=${TIDES_CLIENT_SECRET_V2:?must be set}",
    "client_secret=<your-client-secret-2-here>",
    "CLIENT_SECRET=os.environ.get('TIDES_CLIENT_SECRET_2')",
    "APP_SECRET={{ secrets.TIDES_APP_SECRET_V2 }}",
    "SECRET_KEY=$(pass show tides/secret-key-2)",
    "client_secret=%(TIDES_SECRET_V2)s;host=db;port=5432",
    "CLIENT_SECRET=9QfzR2kLmWp7xTbVn4Hs-abc.def_ghi",  # (few marks: not this row's; older rows refuse it)
    "the client_secret: not set yet, ask Ana (v2, 2026-03-01, #ops)",
    "CLIENT_SECRET=********************************",
]


@pytest.mark.parametrize("text", PUNCT_SECRETS)
def test_punct_secret_refused(text: str) -> None:
    assert _row(round92.PUNCT_SECRET, round92.punct_secret, text)
    assert _refused(text)


@pytest.mark.parametrize("text", PUNCT_TWINS)
def test_punct_secret_twin_passes_row(text: str) -> None:
    assert not _row(round92.PUNCT_SECRET, round92.punct_secret, text)


def test_batch_agrees() -> None:
    """The batch prefilter's anchors cover the rows: find_secrets_many refuses what find_secrets refuses."""
    texts = PIPED_SECRETS + PIPED_TWINS + SLASH_SECRETS + SLASH_TWINS + PUNCT_SECRETS + PUNCT_TWINS
    many = {i for i, _ in find_secrets_many(texts)}
    assert many == {i for i, t in enumerate(texts) if find_secrets(t)}


# ---- a "<...>" that is a random secret's marks, not a placeholder
JUMBLED = ["0Kf<7>Tq9Zx_Wm$Lp~>Rb2,Hn?!", ".<q+ZTv>;8p;Wk#^Lm*", "<Rz4mT>,k+d,Q+WW$:.9Xa*e2:"]
NOT_JUMBLED = ["<your-client-secret>,!?#2Ab", "sk-<KEY>;#!2aB", "<32 hex chars>!#?", "Ab3!<x>#?", "<...>;#!2",
               "<Token>;#!2aB", "a<3>b"]


@pytest.mark.parametrize("v", JUMBLED)
def test_jumbled_angles(v: str) -> None:
    assert round92.jumbled_angles(v)


@pytest.mark.parametrize("v", NOT_JUMBLED)
def test_placeholder_angles_stay(v: str) -> None:
    assert not round92.jumbled_angles(v)


@pytest.mark.parametrize("text", [
    "MAPS_CLIENT_SECRET=0Kf<7>Tq9Zx_Wm$Lp~>Rb2,Hn?!vQ",
    "curl -d 'client_id=tides&client_secret=.<q+ZTv>;8p;Wk#^Lm*Ro2-Jxy4' https://auth.example",
])
def test_secret_with_jumbled_angles_refused(text: str) -> None:
    assert _refused(text)


@pytest.mark.parametrize("text", [
    "CLIENT_SECRET=<your-client-secret>",
    "client_secret=<paste the secret here>",
    "SH_CLIENT_SECRET=<CLIENT_SECRET>",
])
def test_placeholder_secret_passes(text: str) -> None:
    assert not _refused(text)
