"""Round 4 families of the secret guard (issue 13): the general mechanisms added after the blind4 corpus, each with
secrets it must refuse and near-misses it must let through, written for the family (not copied from a corpus).

Every text is read as the write path reads it (normalise_for_check), and the batch path must agree with the
per-text one."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, normalise_for_check

# family -> (secrets, benign near-misses)
FAMILIES: dict[str, tuple[list[str], list[str]]] = {
    # Cyrillic/Greek letters drawn like Latin ones, inside a word that mixes them with Latin letters.
    "look_alikes": ([
        "\u0455k_live_4eC39HqLyjWDarjtT1zdp7dc",  # Cyrillic dze for "s"
        "key id \u0410KIAJ7Q2M4X9B1C3D5E6",  # Cyrillic A
        "g\u04bbp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R",  # Cyrillic shha for "h"
        "my \u0440\u0430\u0455\u0455word is Tr0ub4dor&3",
        "-----BEGIN RS\u0410 PRIVATE KEY-----\nMIIEpAIBAAKCAQEA1234567890abcdefghij\n-----END RS\u0410 PRIVATE KEY-----",
        "x\u03bfxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",  # Greek omicron
    ], [
        "Пароль должен быть длинным и сложным",
        "Ο κωδικός είναι μυστικός και δεν τον λέμε",
        "Купил iPhone в Москве, доставка завтра",
        "Привет, Alex! Как дела с проектом Apollo?",
        "Сервер db01 перезагружен в 10:30",
    ]),
    # A value cut into pieces by spaced separators, or by spaces right after a credential's NAME.
    "cut_values": ([
        "GITHUB_TOKEN=ghp_1a2B3 / c4D5e6F / 7g8H9i0 / J1k2L3m / 4N5o6P7 / q8R",
        "api_key: sk-pr oj-ab c123DE F456gh i789JK L012mn o345PQ R678",
        "HF_TOKEN=hf_aBcD | eFgH | iJkL | mNoP | qRsT | uVwX | yZ01 | 2345 | 6789",
        "card 4539 1488 - 0343 6467, join the two halves",
        "here it is\nghp_Gt87\npOJlFH9\nT3n7Yo\nDnt5lE\ncbev6l4\n2Unm9D",
    ], [
        "shopping:\nmilk\neggs\nbread",
        "IDs\nA1B2\nC3D4\nE5F6\nG7H8",
        "Paris / London / Berlin / Rome",
        "price / qty / total: 12 / 4 / 48",
        "Build 2024.05 - Release A1B2 - Hotfix C3D4 - Patch E5F6",
        "report covers 20240101 - 20241231",
        "password: see the wiki page for it",
        "Route: A12 / B7 / C9 / D4 / E2",
    ]),
    # A password word of any language, a few words of any kind, a connector, a credential-like value.
    "password_in_words": ([
        "Mitt lösenord till banken är Kv!tt0Blad9",
        "Mật khẩu email của tôi là Mua#Thu2024",
        "Пароль до роутера — Ur4l$ky9Gor",
        "كلمة السر لحساب البنك: Qm7!zTr2Lp",
        "รหัสผ่าน Wi-Fi บ้านคือ Bann4Suan!x",
        "Ο κωδικός μου για το email είναι Kal1mera#99",
        "Kata sandi email saya adalah Pagi!Cerah77",
        "La mia password di casa è Sole#Mare2023",
        "رمز عبور من برای بانک این است: Xr9!bTq2Lm",
        "支付密码是582930",
    ], [
        "Mitt lösenord till banken är för kort",
        "Пароль до роутера написан на коробке",
        "La mia password di Windows11 è scaduta",
        "the password for router R2D2-Office is printed on the label",
        "The password manager for the team is Bitwarden",
        "密码长度是12位",
        "パスワードは8文字以上にしてください",
        "Пароль для входа в систему 1С: сменить до пятницы",
        "La contraseña del usuario admin01 es: temporal",
        "Verification code emails: 12000 sent today",
    ]),
    # Structures credentials come in: code, shells, XML settings, .pgpass, PINs, recovery codes, keys.
    "structures": ([
        'requests.post(url, auth=("deploy", "Zx9!kLm2Qp"))',
        "session.auth = HTTPBasicAuth('svc', 'b7Hq2mZx9Lp')",
        "set -x API_TOKEN 'q8Zr2mXk9LpT4vWn'",
        "setenv DB_PASSWORD Wint3r!Gale",
        "travis env set DEPLOY_SECRET Hq2mZx9LpT4vWn7bQ3 --private",
        '<add key="PaymentSecret" value="Hq2mZx9LpT4vWn7bQ3rT" />',
        "<db-password>Gr4nite!Peak</db-password>",
        "warehouse.db.local:5432:stock:loader:Pl4nk!Road",
        "*:*:*:replicator:Tz8mQ2xLk9",
        "PIN der Karte: 7306",
        "registry token for ghcr: 9Xk!2mQ#zL8p$Tw4Vn",
        "storage account logs42, key2: eJs0yvVPLiIKzZQecbiNWDaGbQ2Fi2NUnpS+LKzGf1t+8o8tmQOVn2PT2JPc51J3nIQWKRfsj/GvSmQi02fhjQ==",
        "recovery codes for Dropbox:\n> 7hx2-k9qp 3mzt-82lw 9qrc-x7vd",
        "WIFI:T:WPA;S:Home;P:maple-river-stone-cloud;;",
        "vault passphrase: amber.cobalt.meadow.thistle",
        "APP_KEY=base64:q8Zr2mXk9LpT4vWnHq2mZx9LpT4vWn7bQ3rTq8Zr2mX=",
        "SECRET_KEY=Ab3(dEf7hIj1lMn5pQr9tUv3xYz7",
        "define('DB_PASSWORD', 'Xk9#mP2vLq');",
        'os.environ["API_KEY"] = "q8Zr2mXk9LpT4vWnHq2m"',
        'localStorage.setItem("access_token", "q8Zr2mXk9LpT4vWnHq2m")',
        'password := "Xk9#mP2vLq"',
        "client-key-data: LS0tLS1CRUdJTiBSU0EgUFJJVkFURSBLRVktLS0tLQpNSUlFcEFJQkFBS0NBUUVBMTIzNDU2Nzg5MGFiY2RlZmdoaWoK",
        "-----BEGIN OpenVPN Static key V1-----\n0123456789abcdef0123456789abcdef\n-----END OpenVPN Static key V1-----",
        "redis-cli\nAUTH default Xk9#mP2vLq",
    ], [
        "define('DB_NAME', 'wordpress');",
        'print("password", "is required")',
        '{"password": "is required"}',
        'translate("Password", "Mot de passe")',
        "client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCk1JSURkekNDQWwrZ0F3SUJBZ0lFQWdBQXVUQU5CZ2txaGtpRzl3MEJBUVVGQURCYQo=",
        "AUTH required for this endpoint",
        "set -x PATH /usr/local/bin $PATH",
        "setenv API_TOKEN $HOME/.secrets/token",
        "set the password policy to strict",
        '<add key="Environment" value="Production" />',
        "<plist><dict><key>CFBundleName</key><string>App</string></dict></plist>",
        "cache.local:11211:sessions:worker:enabled",
        "2024-05-01 10:30:45:123 server started",
        "PIN attempts: 3 of 5 used",
        "token: sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
        'auth=("user", "<password>")',
        "auth token for staging: ask @ops-oncall in #infra",
        "password: settings.database.main.password",
        "This field is case-sensitive",
        "backup codes for GitHub: stored in 1Password",
    ]),
    # Headers, containers, CI and expect scripts; Wi-Fi and one-time codes with words between, in any language.
    "more_structures": ([
        "Authorization: SSWS 00QCjAl4MlV-WPXM-ABCDEFGhijklmnop1234567",
        "ENV API_KEY q8Zr2mXk9LpT4vWnHq2mZx9L",
        'setx OPENAI_API_KEY "Hq2mZx9LpT4vWn7bQ3rTq8Zr"',
        'gh secret set DEPLOY_TOKEN --body "Hq2mZx9LpT4vWn7bQ3rTq8Zr"',
        'spawn ssh admin@host\nexpect "Password:"\nsend "Tr0ub4dor&3\\r"\ninteract',
        "The wifi at the cabin is 'Lakeside2024!'",
        "wifi: CabinNet / Lakeside2024!",
        "OTP ของคุณคือ 482913",
        "Mã xác thực của bạn là 482913",
        "kode OTP Anda adalah 482913",
        "کد تایید شما: 482913",
        "Use 482913 as your login code",
        "locker 118 combo: 24-12-36",
        "creds for staging → admin:Xk9#mP2vLq",
        "The master key for the vault is 7f3a9c1d7e3b5a4f6c8d0e2b1a3c5d7e9f1a3b5c",
        "Code for the bike lock: 4471",
        "Your Instagram code is 482 913",
        'ldapsearch -x -D "cn=admin,dc=acme,dc=com" -w Xk9#mP2vLq -b "dc=acme,dc=com"',
        "smbclient //fs01/share -U backup%Xk9#mP2vLq",
        "xfreerdp /v:10.0.0.5 /u:admin /p:Xk9#mP2vLq",
        "openssl enc -aes-256-cbc -in a.txt -out a.enc -k Xk9#mP2vLq",
        'ssh-keygen -t ed25519 -N "Xk9#mP2vLq" -f ~/.ssh/id_deploy',
        '{"kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", '
        '"d": "nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A"}',
    ], [
        "ldapsearch -x -D cn=admin -W -b dc=acme",
        "openssl req -new -key server.key -out server.csr",
        'ssh-keygen -t ed25519 -N "" -f ~/.ssh/id_deploy',
        '{"kty": "OKP", "crv": "Ed25519", "x": "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}',
        "your zip code is 94107",
        "your promo code: 202405",
        "the code for the door is on the wiki",
        "the master key concept: 7 layers",
        "api_key: !vault |",
        "Authorization: Bearer ${TOKEN}",
        "Authorization: Basic dXNlcjpwYXNzd29yZA==",
        "ENV NODE_ENV production",
        'gh secret set DEPLOY_TOKEN --body "$DEPLOY_TOKEN"',
        'expect "password:"\nsend "$env(PW)\\r"',
        "The wifi network is ACME-Guest-2024",
        "the wifi is 'CabinNet'",
        "OTP expires in 10 minutes",
        "OTP template id is 1207161234567890123",
        "Mã xác thực sẽ được gửi đến số 0912345678",
        "use 1234 as the default PIN only in the demo",
        "locker 118 combo: ask the front desk",
    ]),
    # Values that are not secrets though a row's shape fits: redacted, published, documented test numbers,
    # names of secrets kept elsewhere.
    "not_secrets": ([
        "Customer paid with card 4111 1111 1111 1111, exp 12/27",  # a test number, but not said to be one
        "STRIPE_SECRET_KEY=sk_live_51HqLyjWDarjtT1zdp7dcXYZ123abc",
    ], [
        "Stripe's test card 4242 4242 4242 4242 works in test mode",
        "sandbox Visa 4111 1111 1111 1111 (from the gateway docs)",
        "use 4000 0000 0000 9995 to simulate insufficient funds",
        "NPM_TOKEN=npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "GITHUB_TOKEN=ghp_****************************abcd",
        "OPENAI_API_KEY=sk-proj-...7f3a",
        "POSTHOG_KEY=phc_Zk3mQ9xT2bV7nR4wL8pY1cF6hJ0sD5gKa1B",
        "NEXT_PUBLIC_MAPBOX_TOKEN=pk.eyJ1IjoiYWNtZSIsImEiOiJjbHgifQ.Zk3mQ9xT2bV7nR4wL8pY1c",
        "gcloud secrets versions access latest --secret=billing-api-key",
        "client-side token live_8f2a9c1d7e3b5a4f6c8d0e2b1a3 is public",
        "curl -u USERNAME:PASSWORD https://api.example.com",
    ]),
}

SECRETS = [(family, text) for family, (secrets, _) in FAMILIES.items() for text in secrets]
BENIGN = [(family, text) for family, (_, benign) in FAMILIES.items() for text in benign]


@pytest.mark.parametrize("family,text", SECRETS)
def test_round4_secrets_are_refused(family: str, text: str) -> None:
    assert find_secrets(normalise_for_check([text])[0]), (family, text)


@pytest.mark.parametrize("family,text", BENIGN)
def test_round4_near_misses_pass(family: str, text: str) -> None:
    assert find_secrets(normalise_for_check([text])[0]) == [], (family, text)


def test_round4_batch_agrees_with_per_text() -> None:
    texts = normalise_for_check([t for _, t in SECRETS] + [t for _, t in BENIGN])
    assert {i for i, _ in find_secrets_many(texts)} == set(range(len(SECRETS)))


def test_look_alikes_fold_only_in_mixed_words() -> None:
    assert normalise_for_check(["\u0455k_live_x \u0440\u0430\u0455\u0455word"]) == ["sk_live_x password"]
    assert normalise_for_check(["пароль ответ κωδικός"]) == ["пароль ответ κωδικός"]


def test_a_cut_value_is_reported_at_its_pieces() -> None:
    text = "pasted from chat: ghp_1a2B3 / c4D5e6F / 7g8H9i0 / J1k2L3m / 4N5o6P7 / q8R"
    (finding,) = find_secrets(text)
    assert (finding.kind, text[finding.start:finding.end]) == ("api_key", text[len("pasted from chat: "):])
