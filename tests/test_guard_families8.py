"""Round 8: values spelled out, tables, text inside JSON strings, more places and languages, and the near misses of
round 8, by mechanism.

Each family is one mechanism of round 8 (guard/spelled.py: NATO alphabet, digit words, letters one by one, digits read
aloud, pieces described in order; guard/tables.py: a table's credential column; guard/fields.py: tag characters read
as ASCII, default-ignorable marks and keycaps removed, JSON string escapes undone; guard/places.py: a code beside an
IBAN, hook keys that are UUIDs or lower-case runs, more positional calls, a credential's value one level down,
credentials as arguments; guard/shape.py: context words in more languages, keypad codes; guard/benign.py and the
card rules: the near misses). The examples were written for the mechanism with other vendors, hosts, languages and
formats than the eighth corpus's rows. Every secret here was missed by the guard before round 8 (main at 2e337cd,
measured); the near misses in MAIN_REFUSES were refused by it wrongly, and the other near misses are guard rails that
main passed too (they keep the new mechanisms from over-reaching). Property tests: spelling words, tables and JSON
strings of benign text are never refused; tag characters read as the ASCII they mirror.
"""

from __future__ import annotations

import json
import string
import time

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engramdb.guard import fields, find_secrets, find_secrets_many, normalise_for_check

ANON_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImlzcyI6InBvc3RncmVzdCIsImV4cCI6MjAwMDAwMDAwMH0."
            "c2lnbmF0dXJlLW9mLXRoZS1hbm9uLWtleS0xMjM0NTY3OA")
SERVICE_JWT = ("eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiaXNzIjoicG9zdGdyZXN0In0."
               "c2lnbmF0dXJlLW9mLXRoZS1zZXJ2aWNlLWtleS05ODc2")


def _tags(text: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in text)


FAMILIES: dict[str, tuple[list[str], list[str]]] = {
    # Spelled out: the NATO alphabet, digit words, letters one by one, digits read aloud, pieces described in order.
    "spelled": (
        [
            "wifi password, spelled: capital tango, romeo, echo, kilo, four, two, hash",
            "the admin login is uppercase bravo, oscar, sierra, kilo, seven, seven, underscore",
            "Codice dell'allarme: sette quattro due nove",
            "PIN: vier zwei null acht",
            "Mot de passe épelé : R - o - u - g - e - 7 - 4 - !",
            "the card is 5 4 1 2 7 5 1 2 3 4 5 6 7 8 9 8, exp 09/29",
            "my vault password is the street name Birch, then 1987, then a dollar sign",
        ],
        [
            "Flight 2207 left from Lima, then India, then Quebec.",
            "Count with me: one, two, three, four, five, six.",
            "The NATO alphabet starts alfa, bravo, charlie, delta.",
            "Mix the flour, then add eggs, then bake it.",
            "Results: 3 - 1 - 2 - 0 - 4 - 4 over six games",
            "Room numbers 2 4 6 8 are on the left",
        ],
    ),
    # Invisible characters beyond Cf, keycaps, a line written in Unicode tag characters; words of look-alike capitals
    # (Greek) and Armenian look-alikes.
    "invisible": (
        [
            "note" + _tags(" password: Maple_77_birch"),
            "token ghp_\u034fQ7xW2mK9\u034fpL4vR8tY3\u034fnB6cZ1aS5\u034fdF0gH2jE",
            "door code 7\ufe0f\u20e35\ufe0f\u20e31\ufe0f\u20e39\ufe0f\u20e3",
            "ΑΡΙ ΚΕΥ: 9c2e4f6a8b0d1c3e5f7a9b2d4f6a8c0e2b4d6f8a",
            "HF token \u0570f_Qm7xK2pL9vR4tW8zN3bY6cA1sD5fG0hJ2k",
        ],
        [
            "England " + "\U0001F3F4" + _tags("gbeng") + "\U000E007F" + " won the match",
            "Press 1\ufe0f\u20e3 for sales and 2\ufe0f\u20e3 for support",
            "caf\u034fe opens at 9",
            "ΤΟ ΜΕΤΡΟ ΚΑΙ ΤΟ ΤΡΑΜ: 4 στάσεις",
            "МАМА И КОТ дома, квартира 12",
        ],
    ),
    # A password under a table's credential column: CSV, TSV, markdown, Jira, HTML, KeePass XML.
    "tables": (
        [
            "host,login,password\nnas-2,ops,Zq7!pLm2w",
            "Sheet:\nApp\tUser\tPass\nGrafana\tadmin\tbirch-Orbit-41",
            "| system | user | admin password |\n|---|---|---|\n| erp | svc_erp | `Kx8#vTq2Lm` |",
            "||Box||Login||Password||\n|fw-1|root|Tundra!5521|",
            "<table><tr><th>Site</th><th>Password</th></tr><tr><td>intranet</td><td>Ql4$mWz9</td></tr></table>",
            "<Entry><String><Key>Password</Key><Value>hJ7#kLm2Qx</Value></String></Entry>",
            '{"output": "site\\tuser\\tpassword\\nshop\\tanna\\tRiver9!stone"}',
        ],
        [
            "host,login,password_last_changed\nnas-2,ops,2026-01-04",
            "| service | owner | port |\n|---|---|---|\n| api | team-a | 8443 |",
            "name,url,username,password\nExample,https://example.com,me,********",
            "| Key | Value |\n|---|---|\n| region | eu-west-1 |",
            "user\tpassword policy\nanna\tmin 12 chars",
            "<Entry><String><Key>Title</Key><Value>Router</Value></String></Entry>",
        ],
    ),
    # Text inside a JSON string: quotes as \", lines as \n.
    "json_escaped": (
        [
            '{"tool": "read_file", "output": "const dbPass = \\"Wq8!zLm3Tx\\";"}',
            '{"text": "notes:\\n  admin_password: \\"Fern4#Lake9\\""}',
        ],
        [
            '{"tool": "read_file", "output": "const dbPass = process.env[\\"DB_PASS\\"];"}',
            '{"text": "line one\\nline two\\n\\"quoted\\" words"}',
            "C:\\users\\new\\temp\\notes.txt",
        ],
    ),
    # Context words in more languages and inflections; keypad codes; key boxes and parcel lockers.
    "context_words": (
        [
            "API-nøkkelen er 9fK2mQ7xL4pT8vW1zR6nB3cY5",
            "Klíč k API: 7d0a4c9e2b8f61d3a5c7e9b1d2f4a6c8e0b2d4f6",
            "Az API kulcs: Qm9vK2xT7pL4wZ8nR1cV5bY3",
            "Kartımın şifresi 4719, kimseye söyleme",
            "Il codice del tastierino è 4471#",
            "Lockbox code: *9043",
            "Abholcode 552081 für die Packstation",
            "मेरा पिन 8362 है",
        ],
        [
            "Det API-nøkkelen gjør er å identifisere appen.",
            "Kartımın şifresi 4 haneli olmalı",
            "The lockbox is by the door, ask me for the code.",
            "Issue #4471 in the tracker",
            "Abholcode kommt per SMS",
        ],
    ),
    # A code beside a valid IBAN on its line: the account and what opens it.
    "account_code": (
        [
            "Konto DE89 3704 0044 0532 0130 00, Online-Banking PIN 48213",
            "Account NL91 ABNA 0417 1643 00, app code 551903",
            "IBAN FR14 2004 1010 0505 0001 3M02 606 et code d'accès 77120",
        ],
        [
            "Konto DE89 3704 0044 0532 0130 00, Verwendungszweck Rechnung 48213",
            "IBAN NL91 ABNA 0417 1643 00, sort code 200415",
            "Account NL91 ABNA 0417 1643 01, code 551903",
            "Pay to GB29 NWBK 6016 1331 9268 19 by 2026",
        ],
    ),
    # Hook keys: a UUID after a hook word, a lower-case random run, a hook service's host.
    "hook_keys": (
        [
            "alerts: https://chat.example-ops.io/hook/6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
            "https://notify.acme.io/webhook/send?key=0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
            "MATTER=https://mm.acme.io/hooks/k3x9q2w7e5r1t8y4u6i0o2p9zz",
            "https://hook.us1.automate.example.com/p4q8r2s6t1u9v3w7x5y0z2a4b6",
        ],
        [
            "GET https://api.acme.io/v1/orders/6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
            "https://keys.openpgp.org/vks/v1/by-fingerprint/3EA34F3BC738BFC33DCDDF1DDF4BE41794D80E62",
            "https://hooks.example.com/docs/getting-started",
            "https://mm.acme.io/hooks/incoming-webhooks-setup-guide",
        ],
    ),
    # Calls that take a password by position; string literals holding "=".
    "positional": (
        [
            "db = new Sequelize('shop', 'app', 'Lk9=mQ2xTz')",
            "let r = c.get(u).basic_auth(\"ops\", Some(\"Vt7!pLq2Wx\")).send()",
            "http.basic_auth 'deploy', 'Ash-Maple-8812'",
            "cluster = Cluster(PasswordAuthenticator('reader', 'Bq4#nTz8Lm'))",
            "uid = models.authenticate('prod', 'me@acme.io', 'Hs8!vK2qLw', {})",
        ],
        [
            "db = new Sequelize('shop', 'app', process.env.DB_PASS)",
            "http.basic_auth user, password",
            "uid = models.authenticate('prod', 'me@acme.io', key, {})",
            "c.get(u).basic_auth(\"ops\", None::<&str>)",
        ],
    ),
    # Assignments by "=>", XML elements named pass/pwd/...Key, a credential's value one level down.
    "assigned_nested": (
        [
            "'password' => 'Qw7!rTz2Lm',",
            '{"user"=>{"password"=>"Pine^Lake77"}}',
            "<pwd>Elm7#Brook</pwd>",
            "<signingKey>q8Zr2Lm7Tx4Vw9Pk3Nb6</signingKey>",
            "DbPassword:\n  Type: String\n  Default: Oak-River-5521",
            '"adminPassword": {\n  "value": "Cedar_Hill_1984"\n}',
            '{"type": "random_password", "name": "x", "instances": [{"attributes": {"result": "Zt4!mQ8wLp"}}]}',
        ],
        [
            "'password' => env('DB_PASSWORD'),",
            "<publicKey>q8Zr2Lm7Tx4Vw9Pk3Nb6</publicKey>",
            "DbPasswordLength:\n  Type: Number\n  Default: 24",
            '"adminPassword": {\n  "reference": {"keyVault": {"id": "/subscriptions/x"}}\n}',
            "SecretName:\n  Type: String\n  Default: prod/db/password",
        ],
    ),
    # Credentials as arguments.
    "arguments": (
        [
            "crane copy --src-creds builder:Rk8!zPq2Wm src dst",
            "cache_peer proxy.acme.io parent 3128 0 login=svc:Tq7#Lm2xVz",
            "curl -u Qx7mPz2Kw9Lr4Tv8Ns3B:X https://acme.example.com/api/v2/tickets",
            "/msg NickServ IDENTIFY Vl9#qPz4Wm",
            "connect to PROD user dbadm using Nx4!kQz8Lp",
            "snmp-server community Zk8vQ2mLx7Tp RO 5",
            "acme-cli auth 6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
        ],
        [
            "docker image digest sha256:7bdd7fdb476b76373aa16461e23f5f9a04e041adda9b9bf456b90530985556af",
            "login=svc:8080",
            "snmp-server community public RO",
            "connect to PROD user dbadm using $DB2PASS",
            "curl -u admin https://example.com",
            "Please auth first, then retry",
        ],
    ),
    # Near misses by form and by statement (guard/benign.py) and the card rules.
    "near_misses": (
        [
            "password: Bz7!qLm4Wx (the real one, not a hash)",
            f"SERVICE_ROLE_KEY={SERVICE_JWT}",
            "Card 4929 1234 5678 9122 for the hotel, exp 08/29",
        ],
        [
            "userPassword: {SSHA512}c2FsdGVkaGFzaHZhbHVlb2Zhc2VjcmV0cGFzc3dvcmQxMjM0NTY3OA==",
            "password column: pbkdf2_sha256$600000$Ab12Cd34Ef56$Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA=",
            "rolpassword: SCRAM-SHA-256$4096:c2FsdHNhbHQ=$c3RvcmVka2V5c3RvcmVka2V5=:c2VydmVya2V5c2VydmVya2V5=",
            "labels: traefik.basicauth.users=ops:$$apr1$$Qw3rTy7$$Zx8cVb2nM4lK6jH1gF0dS",
            "<password>{AQAAABAAAAAQZm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbA==}</password>",
            "secrets.yml.enc: Zm9vYmFyYmF6cXV4cXV1eA==--YmF6cXV4cXV1eA==--cXV4cXV1eGZvb2Jhcg==",
            "MAIL_PASSWORD=__INJECT__",
            "$pass = Read-Host -AsSecureString -Prompt 'Vault password'",
            'token <- lookupEnv "SLACK_TOKEN"',
            "The docs' Secret example uses password c3VwZXJzZWNyZXQ= in its sample manifest",
            "posthog.init('phc_abc') and mixpanel.init('9f8e7d6c5b4a39281706f5e4d3c2b1a0') // runs in the browser",
            f"NEXT_PUBLIC_ANON_KEY={ANON_JWT}  # anon key, safe in the browser with RLS on",
            "TOTAL 12.40 EUR\nCARD ************4417\nAUTH CODE: 7QX2M9",
            "WIFI:T:nopass;S:Cafe-Guest-5G;;",
            "Sandbox card 4000 0566 5566 5556 always succeeds in test mode",
            "Adyen test card 5577 0000 5577 0004 for 3DS2 flows in the sandbox",
            "DHL 4929123456789122 arrives Friday",
        ],
    ),
}

# Measured with main at 2e337cd (the guard before round 8, run on these lists): it missed every secret above but those
# of MAIN_CATCHES, and it refused the near misses of MAIN_REFUSES wrongly. The other near misses main passed too; the
# secrets main caught are guard rails on the other side (a near-miss rule must not take back a real secret: a
# password said not to be a hash, a service_role JWT, a card on a line with no test word; a table, an IBAN's PIN or a
# hook that an older rule reads already).
MAIN_REFUSES = frozenset([
    "<password>{AQAAABAAAAAQZm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZmdoaWprbA==}</password>",
    "secrets.yml.enc: Zm9vYmFyYmF6cXV4cXV1eA==--YmF6cXV4cXV1eA==--cXV4cXV1eGZvb2Jhcg==",
    "The docs' Secret example uses password c3VwZXJzZWNyZXQ= in its sample manifest",
    "DHL 4929123456789122 arrives Friday",
    "userPassword: {SSHA512}c2FsdGVkaGFzaHZhbHVlb2Zhc2VjcmV0cGFzc3dvcmQxMjM0NTY3OA==",
    "password column: pbkdf2_sha256$600000$Ab12Cd34Ef56$Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4OTA=",
    "rolpassword: SCRAM-SHA-256$4096:c2FsdHNhbHQ=$c3RvcmVka2V5c3RvcmVka2V5=:c2VydmVya2V5c2VydmVya2V5=",
    "labels: traefik.basicauth.users=ops:$$apr1$$Qw3rTy7$$Zx8cVb2nM4lK6jH1gF0dS",
    "MAIL_PASSWORD=__INJECT__",
    "$pass = Read-Host -AsSecureString -Prompt 'Vault password'",
    'token <- lookupEnv "SLACK_TOKEN"',
    f"NEXT_PUBLIC_ANON_KEY={ANON_JWT}  # anon key, safe in the browser with RLS on",
    "TOTAL 12.40 EUR\nCARD ************4417\nAUTH CODE: 7QX2M9",
    "WIFI:T:nopass;S:Cafe-Guest-5G;;",
])

MAIN_CATCHES = frozenset([
    "Mot de passe épelé : R - o - u - g - e - 7 - 4 - !",
    "||Box||Login||Password||\n|fw-1|root|Tundra!5521|",
    "Konto DE89 3704 0044 0532 0130 00, Online-Banking PIN 48213",
    "IBAN FR14 2004 1010 0505 0001 3M02 606 et code d'accès 77120",
    "MATTER=https://mm.acme.io/hooks/k3x9q2w7e5r1t8y4u6i0o2p9zz",
    "cache_peer proxy.acme.io parent 3128 0 login=svc:Tq7#Lm2xVz",
    "password: Bz7!qLm4Wx (the real one, not a hash)",
    f"SERVICE_ROLE_KEY={SERVICE_JWT}",
    "Card 4929 1234 5678 9122 for the hotel, exp 08/29",
])

SECRETS = [(family, text) for family, (secrets, _) in FAMILIES.items() for text in secrets]
NEAR_MISSES = [(family, text) for family, (_, near) in FAMILIES.items() for text in near]


def _refused(text: str) -> bool:
    """As the store reads a text: normalised for checking, then every detector."""
    return bool(find_secrets(normalise_for_check([text])[0]))


@pytest.mark.parametrize("family,text", SECRETS)
def test_secret_is_refused(family: str, text: str) -> None:
    assert _refused(text), (family, text)


@pytest.mark.parametrize("family,text", NEAR_MISSES)
def test_near_miss_passes(family: str, text: str) -> None:
    assert not _refused(text), (family, text, find_secrets(normalise_for_check([text])[0]))


def test_the_batch_path_agrees() -> None:
    texts = normalise_for_check([t for _, t in SECRETS] + [t for _, t in NEAR_MISSES])
    assert {i for i, _ in find_secrets_many(texts)} == set(range(len(SECRETS)))


def test_the_recorded_main_refusals_are_near_misses_here() -> None:
    assert {t for _, t in NEAR_MISSES} >= MAIN_REFUSES
    assert {t for _, t in SECRETS} >= MAIN_CATCHES
    assert len(MAIN_REFUSES) >= 10 and len(MAIN_CATCHES) < len(SECRETS) // 4


def test_tag_characters_read_as_ascii_and_marks_vanish() -> None:
    assert fields.normalise_one("a" + _tags("Bc 1!") + "d") == "aBc 1!d"
    assert fields.normalise_one("8\ufe0f\u20e3") == "8"
    assert fields.normalise_one("x\u034fy\U000e0101z") == "xyz"


def test_unescaped_maps_every_character_back() -> None:
    text = 'a\\"b\\nc\\u0041d'
    result = fields.unescaped(text)
    assert result is not None
    inner, offsets = result
    assert inner == 'a"b\ncAd'
    assert len(offsets) == len(inner) + 1 and offsets[-1] == len(text)
    assert offsets == [0, 1, 3, 4, 6, 7, 13, 14]  # an escape maps to its backslash
    assert fields.unescaped("C:\\users\\alice") is None  # no quote, newline or tab escape: not a JSON string


@pytest.mark.parametrize("text", [
    "capital alfa, " * 2000,
    "one two three four " * 400,
    "a - " * 2000,
    "| password | " * 600,
    "x, then " * 1000,
    '\\"\\n' * 2000,
    "password: " + "a" * 7990,
    "Default: " * 800 + "password:",
])
def test_adversarial_inputs_stay_fast(text: str) -> None:
    text = text[:8000]
    start = time.perf_counter()
    find_secrets(text)
    assert time.perf_counter() - start < 2.0, text[:40]


_SPELLING = st.sampled_from(["alfa", "bravo", "echo", "golf", "hotel", "lima", "papa", "tango", "zulu", "capital",
                             "dash", "dot"])


@settings(max_examples=150, deadline=None)
@given(st.lists(_SPELLING, min_size=4, max_size=12))
def test_spelling_words_without_a_credential_are_never_refused(words: list[str]) -> None:
    """Letters spelled out, with no credential named in the text, are a word game, not a secret."""
    text = "we practised the radio alphabet: " + ", ".join(words)
    assert not _refused(text), text


_CELL = st.text(string.ascii_letters + string.digits + "-_.", min_size=1, max_size=14)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(["name", "owner", "port", "region", "team", "status", "notes", "url"]), min_size=2,
                max_size=5, unique=True), st.data())
def test_tables_without_a_credential_column_are_never_refused(header: list[str], data: st.DataObject) -> None:
    rows = data.draw(st.lists(st.lists(_CELL, min_size=len(header), max_size=len(header)), min_size=1, max_size=4))
    for sep in (",", "\t", " | "):
        text = "\n".join(sep.join(cells) for cells in [header, *rows])
        assert not _refused(text), text


def test_a_keyword_cell_does_not_take_the_next_rows_cells_as_its_value() -> None:
    # Found by the property above: "NENOSIRI" is Swahili for password; the cells below it are another row.
    for sep in (",", "\t", " | "):
        assert not _refused(f"name{sep}owner\n0{sep}NENOSIRI\n0{sep}000A")
    assert _refused("nenosiri\nAbc123xyz")  # a label on its own line, its value on the next: still a password
    # also found by it: "Zugangsdaten" (credentials) in the name column, the owner's number beside it
    assert not _refused("name\towner\nZUGANGSDATEN\t000001")
    assert _refused("key\tvalue\npassword\tXy7k2q9Lm")  # a key-value table: its value column holds any value
    assert _refused("user,password\nbob,Xy7k2q9Lm!")  # a credential column
    # found by it in a CI run: random-looking ids in a table's named columns, refused by the n-gram signal (which
    # reads a token's shape, not the header above it)
    assert not _refused("name\towner\tport\tregion\nAl\tba\tAd0AEAKI\tABacc0\n0Iak\tBAbHqu\tBa01BBAD\tA0AB1BA\n"
                        "API0\t0\t0000\t00010A")
    assert not _refused("name | owner | port\ngithub_pat_ | 00000000000 | 00000000000")  # cells are not rejoined
    assert not _refused("name,owner,port,region\n0,0,0,PASSPHRASE\n0,0,0,A")  # a label cell, the next row after it
    assert not _refused("name\towner\nMDP\t0001.")  # a cell with its closing stop


_PROSE = st.sampled_from(["the", "report", "is", "ready", "line", "two", "said", "\"ok\"", "meeting", "at", "noon",
                          "password", "policy", "token", "expired", "code", "review", "\n", "\t"])


@settings(max_examples=150, deadline=None)
@given(st.lists(_PROSE, min_size=1, max_size=20))
@example(["password", "is", "report", "the"])  # '"the"}' ends the sentence inside the JSON string as "the" does
# drawn after round 52 (fp47): the JSON string's escaped quotes, read out, cut its sentence short before "ok"
@example(["password", "the", "the", "the", "is", "report", "report", "\"ok\""])
# drawn in session 43 (guard67's run): a tab, escaped in the JSON string as "\t", read as a word by the sentence test
@example(["password", "is", "report", "report", "report", "\t", "the"])
def test_json_strings_refuse_only_what_the_text_refuses(words: list[str]) -> None:
    """Reading a JSON string's escapes finds what the text as written gives away, nothing more."""
    text = " ".join(words)
    if not _refused(text):
        assert not _refused(json.dumps({"output": text})), text


# The statements that make a value harmless ("a docs example", "a test card", "runs in the browser") must not reach a
# value the line takes back or that cannot be one: found after round 8 merged, each of these passed it (main at 2e337cd
# refused all of them). A live-mode key is no docs example; "not a test card" is no test card; a password is never
# public by design. The last rows are the claims that still hold (guard rails for the fix).
@pytest.mark.parametrize("text", [
    "Here is my Stripe key sk_live_9xQ2mTa7LpZr4Vb8NcYw3KdE, see the docs for an example of using it",
    "Paste rk_live_51Hq8ZtK2vW9mN3pR7sT4uY6 into the job; the docs example uses the same variable name",
    "my card is 4539 1488 0343 6467, not a test card",
    "Charge the real card 4539 1488 0343 6467 in test mode first, then live",
    "the db password is hunter2xyz! runs in the browser",
    "This isn't the docs example: the production token is sk_live_4Rz8QmT2vW9nK3pL7sX5yB1c",
])
def test_a_claim_taken_back_does_not_pass_the_value(text: str) -> None:
    assert find_secrets(text), text
    assert find_secrets_many([text]) != [], text


@pytest.mark.parametrize("text", [
    "test card for the sandbox: 4539 1488 0343 6467",
    "var options = { key: 'rzp_live_zglq5QSc865j9d' }; // key_id only, the secret stays on the server",
])
def test_a_claim_that_stands_still_passes(text: str) -> None:
    assert find_secrets(text) == [], text
