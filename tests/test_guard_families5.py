"""Round 5 families of the secret guard (issue 13): the general mechanisms added after the blind5 corpus, each with
secrets it must refuse and near-misses it must let through, written for the family (not copied from a corpus).

Every text is read as the write path reads it (normalise_for_check), and the batch path must agree with the
per-text one."""

from __future__ import annotations

import pytest

from engramdb.guard import find_secrets, find_secrets_many, normalise_for_check

# family -> (secrets, benign near-misses)
FAMILIES: dict[str, tuple[list[str], list[str]]] = {
    # A connector is a whole word: "e" of "e-mail", "is" of "this" are not connectors; Catalan, Latvian, Bengali and
    # Cyrillic "is" (és, ir, হলো, је, е, є) are.
    "connectors": ([
        "A senha do meu e-mail pessoal é Lago!Azul2024",
        "Kata laluan e-mel pejabat saya ialah Pejabat#77x",
        "La contrasenya del wifi de casa és Mar1Blau!",
        "Mana bankas parole ir Rig4!Jurmala",
        "Лозинката за серверот е Skopje#2024",
        "Мій пароль від пошти є Kyiv2024!x",
        "আমার ব্যাংকের পাসওয়ার্ড হলো Dhaka#5521",
        "Parola mea de la contul de la banca este Brasov!88x",
        "pw for grafana admin => Gr4f!ana2024",
    ], [
        "I have 4 passwords to rotate this week",
        "The passwords for this quarter are in the vault",
        "A senha do e-mail é pessoal, não compartilhe",
        "La contrasenya del wifi és a la nevera",
        "Passwort für den Server ist abgelaufen, bitte neu setzen",
    ]),
    # Languages that put the verb last: the value comes before "is".
    "verb_last": ([
        "رمز عبور بانک من Tehran!4412 است",
        "Իմ էլփոստի գաղտնաբառը Yerevan#2024 է",
        "የባንክ የይለፍ ቃሌ Addis!9921 ነው",
        "मेरा ईमेल पासवर्ड Mumbai@7788 है",
    ], [
        "رمز عبور من خیلی طولانی است",
        "մեր գաղտնաբառը շատ երկար է",
        "पासवर्ड बहुत लंबा है",
    ]),
    # Passwords written as dotted words with digits, in prose: not an attribute path.
    "dotted_words": ([
        "Пароль від роутера — maple.river_42",
        "la contraseña del portátil es nube.verde.77",
    ], [
        "password = settings.db_password",
        "the password is config.secrets.db",
        "token: self.api_token",
    ]),
    # Passphrases and wallet seeds named in several languages, with words between and any connector.
    "passphrases": ([
        "Frase semilla de la cartera fría: acid blanket cotton dragon eagle fabric gossip harvest island jungle ketchup ladder",
        "Ma phrase secrète pour le disque est « orage-pivoine-canard-moulin »",
        "Кодовая фраза кошелька: lemon tiger violin marble",
        "Trezor 12 words -> absorb behave coral dinner engine flame gorilla humble intact jazz kitten lounge",
        "VeraCrypt asks for the passphrase, which is copper-lagoon-thistle-badger",
        "Meine Wiederherstellungsphrase ist: ozean birke kompass laterne",
        "私のパスフレーズは「river stone maple cloud」です",
    ], [
        "a passphrase, which is at least four words long, is easier to remember",
        "12 words -> that is what the wallet shows you, write them down",
        "Frase semilla: nunca la compartas con nadie",
        "the passphrase is stored in the vault and rotated yearly",
    ]),
    # Values that stand for a credential: words to fill in, templates, YAML tags, code that reads it, empty lines.
    "placeholders": ([
        "password=Rk7!vQ2#",
        "REDIS_PASSWORD=Zq8xT2mW9pL4\nREDIS_HOST=localhost",
    ], [
        "password=TODO",
        "DB_PASSWORD=FIXME",
        "api_token: TBD",
        "secret_key = CHANGE_ME",
        "SMTP_PASSWORD=\nSMTP_HOST=mail.example.org",
        "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  6238...",
        "password = \"%(DB_PASSWORD)s\"",
        "token = \"#{ENV['TOKEN']}\"",
        "creds = boto3.Session(profile_name=\"dev\").get_credentials()",
        "token = google.auth.default()",
    ]),
    # Keys public by design: the NAME or the line says so.
    "public_keys": ([
        "RECAPTCHA_SECRET_KEY=6Lc9Xq0vvhY97qXsFaKbxqEZu9Gv6PYQLr6I4xsK",
        "ALGOLIA_ADMIN_KEY=4f8c2a9e1b7d3f6a0c5e8b2d9f1a7c3e",
    ], [
        "HCAPTCHA_SITE_KEY=10000000-ffff-ffff-ffff-000000000001",
        "RECAPTCHA_SITEKEY=6Lc9Xq0vvhY97qXsFaKbxqEZu9Gv6PYQLr6I4xsK",
        "MEILI_SEARCH_ONLY_KEY=4f8c2a9e1b7d3f6a0c5e8b2d9f1a7c3e",
        "TYPESENSE_KEY=Xq0vvhY97qXsFaKbxqEZu9Gv6PY  # search-only, safe to expose in the browser",
    ]),
    # A card's security code beside a documented test card is test data.
    "test_card_codes": ([
        "my Visa 4539 1488 0343 6467, exp 09/28, cvv 914",
        "CVC 482 for the company card",
    ], [
        "playwright test uses 4242 4242 4242 4242, exp 04/31, cvc 314 (Stripe test card)",
        "sandbox card 5555 5555 5555 4444 with CVV 100 from the docs",
    ]),
    # Session cookies by name, with or without "Cookie:".
    "session_cookies": ([
        "curl --cookie 'PHPSESSID=9q2b7kd1m4hv8c3t6pz0r5w1xa' https://shop.internal/admin",
        "sessionid=k3j9x7m2q8w4z1v6b5n0p9r3t7y2u4i8",
        "ASP.NET_SessionId=x4k2mz9q1w7v3b8n5c0d6f2g",
        "remember_web_59ba36addc2b2f9401580f014c7f58ea4e30989d=eyJpdiI6IkZ4c2x1",
        "wordpress_logged_in cookie: _app_session=Qm9vdGgxMjM0NTY3ODkwYWJjZGVmZ2hpamtsbW5vcA",
    ], [
        "SESSION_TIMEOUT=3600",
        "SESSION_COOKIE_NAME=laravel_session",
        "session_store=redis://cache:6379/0",
        "sessions=42 active in the last hour",
        "session_driver=database",
    ]),
    # Commands that take a user then a password, FTP clients' user,password, HTTPie's --auth.
    "user_then_password": ([
        "net user svc_backup Wint3r!Backup /add",
        "rabbitmqctl change_password grafana 'q8Zr2!xWm7'",
        "mosquitto_passwd -b /etc/mosquitto/passwd sensor01 Hum1d!ty77",
        "lftp -u deploy,Gr4nite!Peak sftp://files.example.net",
        "http -a admin:Vx9!rT2qLm POST https://api.internal/v1/jobs",
        "https --auth ci:Qz7mK2pX9w GET https://registry.internal/v2/",
    ], [
        "net user svc_backup /delete",
        "net user administrator /active:yes",
        "rabbitmqctl add_user grafana",
        "ps -u root,www-data",
        "http -a $USER:$PASS GET https://api.internal",
    ]),
    # user:password@ without a scheme: Go DSNs and DSN/URL NAMEs.
    "schemeless_dsn": ([
        "dsn := \"reporter:Sl4te!Grey@tcp(mysql.internal:3306)/reports\"",
        "MYSQL_DSN=app:Qw3rty9Z@unix(/var/run/mysqld.sock)/shop",
        "REDIS_URL=default:Xk29vLq7mR@redis-12345.cloud.example.com:12345",
    ], [
        "dsn := \"user:password@tcp(localhost:3306)/db\"",
        "DATABASE_URL=${DB_USER}:${DB_PASS}@db:5432",
        "git clone git@github.com:acme/infra.git",
        "email me at ops:team@example.com",
    ]),
    # XML elements named for a credential, with attributes.
    "xml_attributes": ([
        "<Password encrypted=\"false\">Tr1ton!Moon</Password>",
        "<pwd type=\"plain\">K9x!mQ2vL7</pwd>",
        "<client_secret xml:space=\"preserve\">q7Z9xW2mK4pL8vR3</client_secret>",
    ], [
        "<Password encrypted=\"true\">${ENCRYPTED}</Password>",
        "<pass href=\"/docs/passes\">Season passes</pass>",
        "<Password required=\"true\"></Password>",
    ]),
    # App passwords: four groups of four letters.
    "app_passwords": ([
        "Outlook app password: wkzq mfpt rvxh ybnd",
        "the app-specific password for iCloud is hqwe-rtzu-pmkc-dlsa",
        "Gmail app password qwhtzpkemvbxralu",
    ], [
        "the app password will have been sent to you",
        "create an app password from your account page",
        "app password: none yet, ask IT",
    ]),
    # A token named, a short clause, then the value.
    "token_after_clause": ([
        "The Stripe secret key changed today, new value: rk9F2xQ7mW4pL8vZ3tY6",
        "API key for the staging box (rotated Monday): 7f3e9a1c5b8d2f6e4a0c9b7d3e1f5a8c",
        "auth token, the new one = Zx8Qm2Wk7Lp4Vr9Tn3Ys",
    ], [
        "API key id (not the secret): 7f3e9a1c5b8d2f6e4a0c9b7d3e1f5a8c",
        "token count for the run, total: 1234567890123456789012",
        "the API key format looks like: sk_live_xxxxxxxxxxxxxxxxxxxx",
    ]),
    # A credential NAME assigned a scheme and a token.
    "scheme_token": ([
        "DEPLOY_TOKEN=Bearer eyQm2Wk7Lp4Vr9Tn3YsZx8Q",
        "VAULT_AUTH=Token s1Kq9Zr2Wm7Xp4Lv8Ty3N",
    ], [
        "AUTH_HEADER=Basic dXNlcjpwYXNzd29yZA==",
        "TOKEN_TYPE=Bearer",
        "API_TOKEN_HEADER=Authorization Bearer-token-goes-here-please",
    ]),
    # An authenticator's setup key typed by hand.
    "manual_totp_key": ([
        "QR code won't scan, so enter the setup key: JBSW Y3DP EHPK 3PXP",
        "manual entry key: 4g7hq2mzx5w3bk6t",
        "secret key for the authenticator app: N5XW4ZLMNFXGI3DP",
    ], [
        "enter the key manually if the QR code does not scan",
        "setup key: see the enrolment e-mail",
    ]),
    # The code first, then what it is.
    "code_first_otp": ([
        "enter 551902 into the app before it expires",
        "439201 — that's the verification code Okta sent",
        "paste 77810 in the prompt",
    ], [
        "enter 2024 into the year field",
        "order 483920, that's the tracking number",
        "type 1234 into the calculator",
    ]),
    # Links that reset a password or log in once carry a token.
    "reset_links": ([
        "https://accounts.example.org/password_reset/MTIz/c4k9x2-8f1e6d3a9b2c7e4f1a0d5c8b3e6f9a2d/",
        "https://app.example.com/magic-link/eyQm2Wk7Lp4Vr9Tn3YsZx8Qk",
        "https://sso.corp.example/one-time-login/8841/Zx8Qm2Wk7Lp4Vr9Tn3Ys1",
    ], [
        "https://docs.example.com/reset/password-reset-flow-explained-v2",
        "https://example.com/verify/email",
        "https://status.example.com/confirm/subscription-settings-2024",
    ]),
    # A token cut by spaces after a known prefix, wherever it is.
    "prefixed_cut": ([
        "here's the bot token, split up: xoxb-1234 56789012 3-456789 0123456 AbCdEfGh IjKlMnOp QrStUvWx",
        "github one (split so chat keeps it): ghp_Q8m2 Wk7Lp4 Vr9Tn3 Ys1Zx8 Qk2Lm9 Xp4R",
    ], [
        "the sk-proj prefix is for project keys and sk-ant for Anthropic",
        "ghp_ tokens are classic, github_pat_ tokens are fine-grained",
    ]),
    # Wi-Fi keys of digits: wpa_supplicant psk=, "mot de passe wifi N".
    "numeric_wifi": ([
        "network={\n  ssid=\"HomeNet\"\n  psk=\"4820193746\"\n}",
        "mot de passe wifi 9931048823",
        "Passwort WLAN 70419285536",
    ], [
        "PASSWORD_MIN_LENGTH=1234567890",
        "psk_lifetime=86400",
        "wifi password 12 characters minimum",
    ]),
    # Card codes in other words: "code de carte", "card code".
    "card_codes": ([
        "le code de ma carte bancaire : 4471",
        "card code is 8820",
        "código de la tarjeta: 3391",
    ], [
        "card code 5411 is the merchant category for grocery stores",
        "code de carte: voir l'appli",
    ]),
    # Backup codes: a parenthesis after the heading, a longer "for ..." phrase, codes of several groups.
    "backup_codes": ([
        "Backup codes (keep them offline):\n1234 5678\n2345 6789\n3456 7890",
        "recovery codes for my Proton account: 83920174 29301847 55019283",
        "backup code for the old laptop is QX7M-4K2P-9ZRT-L3VW",
    ], [
        "backup codes for my account are in the safe",
        "recovery code for the exchange is printed on the card",
    ]),
    # HTTP Basic credentials in prose.
    "basic_auth_prose": ([
        "basic auth for the staging site: tester:Gl4cier!Bay",
        "basic-auth creds = ci:Zt8mQ2xW9",
    ], [
        "basic auth for the staging site: see 1Password",
        "basic auth: user:$apr1$Zk3m$Xq9vW2mT7pL4",
    ]),
    # Discord bot tokens passed to the client.
    "bot_token_call": ([
        "bot.run('OTk4NzY1NDMyMTA5ODc2NTQz.GhJkLm.Zx8Qm2Wk7Lp4Vr9Tn3YsAbCdEfGhIjKlMn')",
    ], [
        "bot.run(os.environ['DISCORD_TOKEN'])",
    ]),
    # A second pass of examples, written after blind5 was at its final figure (other tools, languages, phrasings).
    "second_pass": ([
        "psexec \\\\srv01 -u admin -p Pw9!xLm2Q cmd",
        "docker login -u ci -p Hx7!mK2qZ9 registry.example.com",
        "dscl . -passwd /Users/bob Sunny#Day42",
        "wmic /node:srv01 /user:admin /password:Tq8!zW3mK process list",
        "lykilorðið mitt er Reykjav1k!22",
        "La contraseña, que es Andes!9921, no la compartas",
        "Recovery codes:\n- k3m9x2q7\n- z8w4v1b6\n- p2l5n8t3",
        "GitHub recovery codes\n1. 4f7a2-9c1e3\n2. b8d2e-7a4f1\n3. 3c9e1-d5b7a",
        "https://app.example.com/login/Zx8Qm2Wk7Lp4Vr9Tn3YsAb",
        "Mot de passe d'application Gmail : wkzq mfpt rvxh ybnd",
        "Contraseña de la frase semilla - wolf apple river stone cloud maple grape honey laser mango noble ocean",
        "new Twilio auth token after rotation - 9f2c4e8a1b7d3f6a0c5e8b2d9f1a7c3e",
        "Enter this code in Google Authenticator manually: JBSWY3DPEHPK3PXP",
        "type 482913 in the verification box",
        "482913 is the code Slack texted me",
        "clé WPA : 5521890374",
        "Geheimzahl meiner Karte: 8812",
        "<entry key=\"db.password\">Hx7!mK2qZ9</entry>",
        "Cookie: _octo=GH1.1.123; logged_in=yes; user_session=Zk3mQ9xT2bV7nR4wL8pY1cF6hJ0sD5gK",
    ], [
        "mysql -h 10.0.0.5 -u billing -p billing",
        "docker login -u ci -p $CI_REGISTRY_PASSWORD registry.example.com",
        "wmic /user:admin /password:%ADMIN_PW% process list",
        "Recovery codes:\n- one per line\n- keep them safe",
        "https://example.com/login/forgot-your-password-help",
        "12 words -> write them down on the card that came in the box",
        "user_session cookie: set by the login page, HttpOnly, Secure",
        "Cookie: _ga=GA1.2.1234567890.1700000000; _gid=GA1.2.987654321.1700000000",
        "the token budget, new value: 4096",
        "type 2024 in the search box",
        "Code PIN de la carte: voir le courrier",
        "AKIA is the prefix of AWS access key ids",
        "the Asia region is ap-southeast-1 and desk-42 is the ticket",
        "session cookie name is connect.sid and it expires after 24 hours",
        "session_key=analytics_2024_q3_dashboard",
        "secret rotation done, commit: 9f2c4e8a1b7d3f6a0c5e8b2d9f1a7c3e4b5d6e7f",
        "https://docs.example.com/sso/SAMLConfigurationGuide2024",
        "https://login.microsoftonline.com/login/3f2a9c1d-7e3b-4a4f-8c8d-0e2b1a3f5c7e/oauth2",
        "https://example.com/invite/TeamPlanning2024Q3Offsite",
        "https://github.com/acme/sso/commit/9f2c4e8a1b7d3f6a0c5e8b2d9f1a7c3e4b5d6e7f",
        "wifi password 1234567890 is a bad example of a password",
        "app password with spaces like xxxx xxxx xxxx xxxx",
        "Паролата за Wi-Fi е на хладилника",
        "La parole est donnée à Marie pour la réunion de 10h",
        "mysqldump -u root -p shop > shop.sql",
        "1234 is the default PIN for new phones",
        "404 is the code the server returned",
        "creds are in 1Password under 'Prod DB'",
        "DSN format: user:password@tcp(host:port)/dbname",
        "the auth token, after you log in - shown once in the dashboard settings page",
        "enter the setup key manually if you cannot scan: see step 4",
        "12345 is the code for the building permit",
        "https://github.com/acme/login/tree/main/src",
    ]),
}

SECRETS = [(family, text) for family, (secrets, _) in FAMILIES.items() for text in secrets]
BENIGN = [(family, text) for family, (_, benign) in FAMILIES.items() for text in benign]


@pytest.mark.parametrize("family,text", SECRETS)
def test_round5_secrets_are_refused(family: str, text: str) -> None:
    assert find_secrets(normalise_for_check([text])[0]), (family, text)


@pytest.mark.parametrize("family,text", BENIGN)
def test_round5_near_misses_pass(family: str, text: str) -> None:
    assert find_secrets(normalise_for_check([text])[0]) == [], (family, text)


def test_round5_batch_agrees_with_per_text() -> None:
    texts = normalise_for_check([t for _, t in SECRETS] + [t for _, t in BENIGN])
    assert {i for i, _ in find_secrets_many(texts)} == set(range(len(SECRETS)))
