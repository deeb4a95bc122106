"""Round 82: keys and tokens by their shape and their setting (guard/round82.py). Each reading refuses made-up
secrets and passes made-up hard twins (an id, a hash, a version, a public key, a placeholder in the same setting).
Every value here is invented for the test."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from engramdb.guard import find_secrets, round82
from engramdb.guard.slots import GatedFinder


def _refused(text: str) -> bool:
    return bool(find_secrets(text))


def _row(finder: GatedFinder, validate: Callable[[re.Match[str]], tuple[int, int] | None], text: str) -> bool:
    return any(validate(m) is not None for m in finder.finditer(text))


# ---- "API" and a label in any language
API_SECRETS = [
    "Kuncen API kanggo toko: Qm7vTz2LpX9wRb4NcY8eHs3K",
    "API ключ от склада: 7c1f9e2ab4d86053f1e2a9c7",
    "APIキー（在庫システム）Zp4Wq8Lr2Nx6Tv9Bc3Hm5Jd7",
    "Tallyfox API-avain: 3e9a7c1d-52f8-4b6e-a0d3-9c7e1f2b8a45-Kq7Rw",
    "Ama API ya duka ni f3a91c7e2b48d06a",
]
API_TWINS = [
    "API request id from the failed call: 7c1f9e2ab4d86053f1e2a9c7",
    "the API returned 502 for order 3e9a7c1d52f84b6ea0d39c7e1f2b8a45",
    "API version: 2025-11-04",
    "API docs: https://docs.tallyfox.example/v3/reference",
    "API build sha 9f8e7d6c5b4a39281706f5e4d3c2b1a098765432",
    "Stripe publishable API key (safe in the browser): pk_live_Zp4Wq8Lr2Nx6Tv9Bc3Hm5Jd7",
    "API key: <your-api-key-here>",
    "API ключ лежит в хранилище, не в заметках",
    "the API endpoint moved to /v2/orders/8f14e45fceea167a5a36dedd4bea2543",
]


# ---- a token asked for, then told
ASKED_SECRETS = [
    "Ravi: who has the Sentry token?\nLena: it's 4b7e9c2a1f8d3e6b5a0c9d7f2e4b1a8c3d6e9f0a, same as in the wiki",
    "Oren: can you send me the deploy key for staging\nMaya: sure\nMaya: 91c4e7a2b8f35d0e6a1c9b7f4e2d8a3c",
    "the token wraps in my terminal, here it is:\nQk8vRz3mWp7Tx2Ln9Yc4Hb6Js1Fd5Gu0Ae",
]
ASKED_TWINS = [
    "Ravi: what's the commit for the token fix?\nLena: it's 4b7e9c2a1f8d3e6b5a0c9d7f2e4b1a8c3d6e9f0a",
    "Oren: which key id is on the new laptop?\nMaya: 91c4e7a2b8f35d0e6a1c9b7f4e2d8a3c",
    "JWT verification key:\n-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo",
    "Management key algorithm: AES256\nCHUID: 3019d4e739da739ced39ce739d836858210842108421c84210c3eb",
    "Oren: did the token rotate?\nMaya: yes, the new one is in the vault",
]


# ---- a value paired with a credential's name / in the element a credential's name opens
PAIR_SECRETS = [
    'req = Http.get(url).header("X-Api-Key", "9d2f7a1c4e8b3f6a0d5c2e9b7a4f1c8d")',
    '{"cookies": [{"name": "app_session", "value": "Wq7Lr2Nx6Tv9Bc3Hm5Jd7Zp4", "path": "/"}]}',
    "<key>LedgerSecret</key>\n<string>tk_Rw8Ns3Xq7Lz2Mv6Pb9Hc4</string>",
    '<string name="maps_api_key">Mz4Qw8Er2Ty6Ui0Op3As7Df</string>',
    'optional string api_token = 3 [default = "Hx7Kq2Lm9Np4Rs8Tv3Wy6"];',
    '-define(SERVICE_TOKEN, <<"Gb5Nh8Jm2Kl6Pq9Rs3Tv7">>).',
]
PAIR_TWINS = [
    'req = Http.get(url).header("X-Request-Id", "9d2f7a1c-4e8b-3f6a-0d5c-2e9b7a4f1c8d")',
    '{"cookies": [{"name": "theme", "value": "dark"}, {"name": "session_timeout", "value": "3600"}]}',
    '{"name": "csrftoken", "value": "Wq7Lr2Nx6Tv9Bc3Hm5Jd7Zp4"}',
    "<key>LedgerKeyName</key>\n<string>ledger-signing-2025</string>",
    '<string name="maps_api_key">YOUR_API_KEY_HERE</string>',
    'optional string api_token = 3 [default = ""];',
    '<string name="app_name">Ledger Keeper</string>',
]


# ---- a query parameter that names a secret
QUERY_SECRETS = [
    "POST https://ingest.example.net/api/Hook?code=Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx4Cv==",
    "login link: https://app.example.org/auth/magic?code=Lq8Wn3Xr7Mz2Pv6Tb9Hc4Jd1&email=a%40b.example",
    "https://cdn.example.com/v.m3u8?hdnts=exp=1799000000~acl=/v/*~hmac=7f3a9c1e5b2d8f4a6c0e9b3d7f1a5c8e",
]
QUERY_TWINS = [
    "https://shop.example.com/search?page=2&code=SUMMER25",
    "https://app.example.org/callback?code=AUTH_CODE&state=xyz",
    "https://example.com/docs?signature=the-signature-goes-here",
]


# ---- a compound key word, a parenthesis, the value
PAREN_SECRETS = [
    "Zugangstoken (Buchhaltung): Np4Rs8Tv3Wy6Hx7Kq2Lm9Qz",
    "Tokena (Wiki): 5c8e1a7d3f9b2e6c4a0d8f1b7e3c9a5d",
]
PAREN_TWINS = [
    "Zugangstoken (Länge): 40 Zeichen",
    "age public key (recipient): age1q8wn3xr7mz2pv6tb9hc4jd1lq8wn3xr7mz2pv6tb9hc4jd1lq8wn3x",
    "signing key (fingerprint): 5c8e1a7d3f9b2e6c4a0d8f1b7e3c9a5d",
    "Tokena (test): 5c8e1a7d3f9b2e6c4a0d8f1b7e3c9a5d",
]


# ---- an Authorization header, a cookie
HEADER_SECRETS = [
    "curl -H 'Authorization: whm svc_ops:Q7W2E9R4T6Y1U8I3O5P0A7S2D4F6G8H1' https://host.example:2087/json-api/x",
    "Webhook → Authorization header value: Tq7Wn2Lx9Mr4Pv8Bz3Hc6Jd1Ks5Fy0Ge",
    "wp_login_remember_3f9a=ops%7C1799000000%7CRt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx4Cv%7C9c1e5b2d8f4a6c0e",
    "JSESSIONID=node0k7w2n9x4r8m3p6t1v5z0.node0",
]
HEADER_TWINS = [
    "Authorization: Bearer $API_TOKEN",
    "Authorization: Basic <base64 of user:password>",
    "the Authorization header is missing from the request",
    "session_timeout=3600&remember_me=true",
    "nextPageToken=",
    "continuationToken=Wq7Lr2Nx6Tv9Bc3Hm5Jd7Zp4",
    "auth_method=password&login_attempts=3",
]


# ---- a 32-byte key in base64, a secret key with marks, a short token, an AK/SK pair, a JSON key, a flag
SHAPE_SECRETS = [
    "Tomas: the tunnel key for the boat router is Kq7Rw2Nx9Lm4Pt8Vb3Hc6Jd1Fs5Gy0Ae7Zu2Io4Wq8E=, set it up tonight",
    "the Flask secret key is k3$f9!q2@x7#m4%w8^z1&v6*r5(t0)y-b+n=c_j2k4",
    "Pushover token Kq7Rw2Nx9Lm4P, server https://push.example.org",
    "Yunbox creds — AK X7Q2W9E4R6T1Y8U3, SK Rt5Yu8Io2Pa6Sd9Fg3Hj7Kl1Zx4Cv0Bn5Mm8Qw2E",
    '[{"name": "Desk lamp", "id": "ab12cd34ef56gh78ij90", "key": "k7#W2q!Lm9$Rt4^Z"}]',
    "tailbridge up --auth-key 3f9a2c7e-1b5d-4e8f-a6c0-9d2b7e4f1a3c --hostname nas",
]
SHAPE_TWINS = [
    "peer public key is Kq7Rw2Nx9Lm4Pt8Vb3Hc6Jd1Fs5Gy0Ae7Zu2Io4Wq8E=",
    'sel._domainkey IN TXT "v=DKIM1; k=ed25519; p=Kq7Rw2Nx9Lm4Pt8Vb3Hc6Jd1Fs5Gy0Ae7Zu2Io4Wq8E="',
    "the secret key is stored in /etc/ssl/private/server-2025.key, readable by root only",
    "SECRET_KEY = os.environ['DJANGO_SECRET_KEY']",
    "token TokenAndCookie",
    "the token expires in 3600s",
    "serial X7Q2W9E4R6T1Y8U3 sha1 9c1e5b2d8f4a6c0e3b7d1f5a9c2e6b0d4f8a1c3e",
    '{"key": "ctrl+shift+p", "command": "workbench.action.showCommands"}',
    'aws dynamodb get-item --partition-key 3f9a2c7e-1b5d-4e8f-a6c0-9d2b7e4f1a3c',
    "stripe post /v1/charges --idempotency-key 3f9a2c7e-1b5d-4e8f-a6c0-9d2b7e4f1a3c",
    'ssh-keygen --key-file ~/.ssh/id_ed25519',
]


def test_token_shaped() -> None:
    assert round82.token_shaped("Qm7vTz2LpX9wRb4NcY8eHs3K")
    assert round82.token_shaped("7c1f9e2ab4d86053")
    assert not round82.token_shaped("prod-db-eu-west-2-replica")
    assert not round82.token_shaped("2025-11-04")
    assert not round82.token_shaped("deadbeefdeadbeef")  # no digit
    assert not round82.token_shaped("https://example.org/a/b/c/d")
    assert not round82.token_shaped("3f9a2c7e-1b5d-4e8f-a6c0-9d2b7e4f1a3c", uuid=False)
    assert not round82.token_shaped("xxxxxxxxxxxxxxxxxxxx")


# ---- a setting's name and its value on the lines below
LINES_SECRETS = [
    "params:\n  - name: api-key\n    type: string\n    default: Qm7vTz2LpX9wRb4NcY8eHs3KpQ",
    'env:\n- name: LEDGER_SECRET_KEY\n  value: "rk_prod_Qm7vTz2LpX9wRb4NcY8e"',
]
LINES_TWINS = [
    "env:\n- name: LOG_LEVEL\n  value: debug",
    "- name: API_KEY_ID\n  value: Qm7vTz2LpX9wRb4NcY8eHs3K",
    '- name: api-token\n  value: "${{ secrets.API_TOKEN }}"',
    "- name: session_timeout\n  value: 3600",
]


# ---- a token piped into a command's --token-stdin; a token cut into quoted pieces
PIECES_SECRETS = [
    "echo 9f3a2c7e1b5d4e8fa6c09d2b7e4f1a3c9f3a2c7e | regctl login reg.example --token-stdin",
    'const k = "nfp_Qm7vTz2LpX9w" + "Rb4NcY8eHs3KpQ";  // split',
    'LEDGER_KEY = (\n    "rk_live_Qm7vTz2L"\n    "pX9wRb4NcY8eHs3K"\n)',
    '{"vendor": "Ledgerly", "key_parts": ["Qm7vTz2LpX9wRb4N", "cY8eHs3KpQ7vTz2L"], "join": ""}',
]
PIECES_TWINS = [
    'tags = ["Qm7vTz2LpX9wRb4N", "cY8eHs3KpQ7vTz2L"]',
    'msg = "Hello " + name + "!"',
    'url = "https://api.example.org/" + "v1/users"',
    "echo $TOKEN | docker login -u me --password-stdin",
    'key = "user_" + str(user_id) + "_profile"',
]


# ---- "public" said of another key right after the value (the near-miss check's exception)
def test_public_one_is_other() -> None:
    assert _refused("my laptop's tunnel key is Kq7Rw2Nx9Lm4Pt8Vb3Hc6Jd1Fs5Gy0Ae7Zu2Io4Wq8E=, public one is on the hub")
    assert _refused("Ledgerly admin key: 9c1e5b2d8f4a6c0e3b7d1f5a9c2e6b0d — the read-only one is in the app, this one is not")
    # the value's own label says public: still public
    assert not _refused("the tunnel public key is Kq7Rw2Nx9Lm4Pt8Vb3Hc6Jd1Fs5Gy0Ae7Zu2Io4Wq8E=, public one is on the hub")
    assert not _refused("Ledgerly search-only key: 9c1e5b2d8f4a6c0e3b7d1f5a9c2e6b0d — the search-only one is in the app")
    assert not round82.public_one_is_other("key is X, and more", 7, 8)


# ---- a client built or logged in with a quoted token
CALL_SECRETS = [
    "box = ledgerbox.Ledgerbox('lb.u.Qm7vTz2LpX9wRb4NcY8eHs3KpQ7v')",
    'client.login("Qm7vTz2LpX9wRb4NcY8eHs3K")',
    "auth = tweetkit.OAuthHandler('Qm7vTz2LpX9wRb4NcY8e', 'Hs3KpQ7vTz2LpX9wRb4NcY8eHs3K')",
]
CALL_TWINS = [
    'base64.b64decode("SGVsbG8gV29ybGQhIEhvdyBhcmUgeW91Pw==")',
    'client.get_object("Qm7vTz2LpX9wRb4NcY8eHs3K")',
    'Client(user_id="Qm7vTz2LpX9wRb4NcY8eHs3K")',
    'repo.git.checkout("3fa2b7c9d1e4f6a8b0c2d4e6f8a1b3c5d7e9f0a2")',
    'api.fetch_release("v2024.11.04-rc1-build7")',
    'client.connect("db-eu-west-2.internal.example.org")',
]


def test_cookie_names() -> None:
    assert _row(round82.COOKIE, round82.cookie, "cookies: SID=Qm7vTz2LpX9wRb4NcY8eHs3KpQ7vTz2L-Rb4NcY8e; lang=en")
    assert not _row(round82.COOKIE, round82.cookie, "SSID=HomeNet_5G_Qm7vTz2LpX9w")  # a Wi-Fi network
    assert not _row(round82.COOKIE, round82.cookie, "INFO session created sid_hash=56d409897f611420 ttl=3600")
    assert not _row(round82.COOKIE, round82.cookie, "sid=S-1-5-21-3623811015-3361044348-30300820-1013")  # a Windows SID


# Each reading's made-up secrets and twins: (secrets, twins, the rows that must read the secrets - one of them - and
# none of the twins (None for the secrets: any row may refuse them), whether the guard as a whole must pass the twins).
_ALL_ROWS = [(f, v) for _, f, _, v in round82.ROWS]
_GROUPS = [
    (API_SECRETS, API_TWINS, [(round82.API_LABEL, round82.api_label)], False),
    (ASKED_SECRETS, ASKED_TWINS, [(round82.ASKED_TOLD, round82.asked_told)], False),
    (PAIR_SECRETS, PAIR_TWINS, [(round82.NAMED_PAIR, round82.named_pair),
                                (round82.NAMED_ELEMENT, round82.named_element)], True),
    (QUERY_SECRETS, QUERY_TWINS, [(round82.QUERY_SECRET, round82.query_secret)], False),
    (PAREN_SECRETS, PAREN_TWINS, [(round82.LABEL_PAREN, round82.label_paren)], False),
    (HEADER_SECRETS, HEADER_TWINS, [(round82.AUTH_HEADER, round82.auth_header), (round82.COOKIE, round82.cookie)], True),
    (SHAPE_SECRETS, SHAPE_TWINS, None, True),
    (LINES_SECRETS, LINES_TWINS, [(round82.NAME_VALUE_LINES, round82.name_value_lines)], True),
    (PIECES_SECRETS, PIECES_TWINS, [(round82.CONCAT, round82.concat), (round82.PIPED_TOKEN, round82.piped_token)], True),
    (CALL_SECRETS, CALL_TWINS, [(round82.CALL_TOKEN, round82.call_token)], True),
]
_Rows = list[tuple[GatedFinder, Callable[[re.Match[str]], tuple[int, int] | None]]]


@pytest.mark.parametrize(("text", "rows"), [(t, rows) for secrets, _, rows, _ in _GROUPS for t in secrets])
def test_each_reading_refuses_its_secrets(text: str, rows: _Rows | None) -> None:
    assert rows is None or any(_row(f, v, text) for f, v in rows)
    assert _refused(text)


@pytest.mark.parametrize(("text", "rows", "whole"),
                         [(t, rows or _ALL_ROWS, whole) for _, twins, rows, whole in _GROUPS for t in twins])
def test_each_reading_passes_its_twins(text: str, rows: _Rows, whole: bool) -> None:
    assert not any(_row(f, v, text) for f, v in rows)
    assert not whole or not _refused(text)
