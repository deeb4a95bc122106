"""Writes secrets_blind4.jsonl, a held-out corpus for the secret guard written blind (see README.md).

Standard library only and fixed-seed: every run writes the same bytes. Each line is one JSON object
{"text": ..., "label": "secret" | "benign", "kind": ...}.

    python benchmarks/guard_corpus_blind4/make_blind4.py            # (re)write the file, print counts per kind
    python benchmarks/guard_corpus_blind4/make_blind4.py --check    # exit 1 if the committed file is stale
"""

from __future__ import annotations

import argparse
import base64
import collections
import json
import random
import string
import struct
import sys
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

SEED = 20261202
OUT_PATH = Path(__file__).with_name("secrets_blind4.jsonl")
WRAP_PROBABILITY = 0.3

UPPER = string.ascii_uppercase
LOWER = string.ascii_lowercase
DIGITS = string.digits
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BASE32 = UPPER + "234567"
BASE62 = DIGITS + UPPER + LOWER

rng = random.Random(SEED)
T = TypeVar("T")


# ---------------------------------------------------------------------------------------------------------
# small value makers
# ---------------------------------------------------------------------------------------------------------

def rs(n: int, alphabet: str = ALNUM) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def pick(items: Sequence[T]) -> T:
    return rng.choice(list(items))


def rand_bytes(n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def hexs(n: int) -> str:
    return rs(n, HEX)


def uuid4() -> str:
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:32]}"


WORDS = ("river", "copper", "lantern", "maple", "orbit", "velvet", "harbor", "thistle", "granite", "pepper",
         "falcon", "meadow", "quartz", "saddle", "tundra", "willow", "ember", "glacier", "hollow", "juniper",
         "marble", "nectar", "oyster", "prairie", "raven", "sparrow", "timber", "violet", "walnut", "zephyr",
         "cobalt", "fjord", "kettle", "lagoon", "mosaic", "pebble", "quill", "ripple", "summit", "tulip")
NAMES = ("alice", "bob", "carol", "dmitri", "elena", "farid", "greta", "hiro", "ines", "jonas", "kemal",
         "lucia", "mehmet", "nadia", "oskar", "priya", "quentin", "rosa", "sven", "tomasz", "ursula", "wei")
PETS = ("Biscuit", "Luna", "Max", "Pepper", "Rocky", "Mochi", "Simba", "Nala", "Oreo", "Ziggy")
HOSTS = ("db.internal", "10.0.3.17", "pg-prod-1.cluster.local", "orders-db.eu-west-1.rds.amazonaws.com",
         "localhost", "192.168.1.40", "warehouse.corp.example.net", "analytics-db", "127.0.0.1",
         "billing.c9akciq32.us-east-1.rds.amazonaws.com")
DBNAMES = ("app", "orders", "billing", "analytics", "crm", "inventory", "users", "payments", "shop")
DBUSERS = ("app", "admin", "postgres", "svc_orders", "reporting", "root", "etl_user", "django", "readwrite")
SYMBOLS = "!@#$%&*?-_+=.^"


def human_password() -> str:
    style = rng.randrange(6)
    if style == 0:
        return f"{pick(PETS)}{rng.randrange(1960, 2026)}{pick('!#$?*')}"
    if style == 1:
        w = pick(WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3")
        return f"{leet.capitalize()}{rng.randrange(10, 99)}{pick(SYMBOLS)}"
    if style == 2:
        return f"{pick(('Summer', 'Winter', 'Spring', 'Autumn', 'Herbst', 'Invierno'))}{rng.randrange(2019, 2027)}{pick('!.#')}"
    if style == 3:
        return f"{pick(WORDS).capitalize()}{pick(SYMBOLS)}{pick(WORDS)}{rng.randrange(1, 999)}"
    if style == 4:
        return rs(rng.randrange(12, 20), ALNUM + "!@#$%^&*")
    return f"{pick(NAMES).capitalize()}{pick(('_', '.', ''))}{rng.randrange(1000, 9999)}{pick('!?')}"


def machine_password() -> str:
    return rs(rng.randrange(16, 33), ALNUM + "!#%*-_+")


def url_safe_password() -> str:
    return rs(rng.randrange(12, 25), ALNUM + "-_")


def passphrase() -> str:
    n = rng.randrange(4, 7)
    sep = pick(("-", " ", ".", "_"))
    return sep.join(pick(WORDS) for _ in range(n))


def luhn_complete(prefix_and_body: str) -> str:
    digits = [int(c) for c in prefix_and_body]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_and_body + str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


CARD_PREFIXES = (("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("34", 15),
                 ("37", 15), ("6011", 16), ("65", 16), ("35", 16), ("36", 14), ("4", 13), ("62", 16))


def card_number() -> str:
    while True:
        prefix, length = CARD_PREFIXES[rng.randrange(len(CARD_PREFIXES))]
        body = prefix + rs(length - len(prefix) - 1, DIGITS)
        number = luhn_complete(body)
        if number not in ("4242424242424242", "4111111111111111"):
            return number


def group_card(number: str) -> str:
    style = rng.randrange(4)
    if len(number) == 15 or len(number) == 14:
        groups = [number[:4], number[4:10], number[10:]]
    else:
        groups = [number[i:i + 4] for i in range(0, len(number), 4)]
    if style == 0:
        return number
    if style == 1:
        return " ".join(groups)
    if style == 2:
        return "-".join(groups)
    return ".".join(groups) if len(number) == 16 else " ".join(groups)


def non_luhn_16() -> str:
    while True:
        n = str(rng.randrange(1, 10)) + rs(15, DIGITS)
        if not luhn_ok(n):
            return n


def github_classic(prefix: str = "ghp_") -> str:
    body = rs(30)
    crc = zlib.crc32(body.encode())
    check = ""
    while crc:
        crc, r = divmod(crc, 62)
        check = BASE62[r] + check
    return prefix + body + check.rjust(6, "0")


def jwt(alg: str = "HS256") -> str:
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") and rng.random() < 0.5:
        header["kid"] = rs(20, B64URL)
    iat = rng.randrange(1_700_000_000, 1_790_000_000)
    payload: dict[str, object] = {"sub": pick((uuid4(), str(rng.randrange(10_000, 99_999_999)), pick(NAMES) + "@acme.io")),
                                  "iat": iat, "exp": iat + pick((900, 3600, 86400))}
    if rng.random() < 0.6:
        payload["iss"] = pick(("https://auth.acme.io/", "https://login.microsoftonline.com/" + uuid4() + "/v2.0",
                               "https://accounts.google.com", "supabase", "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_" + rs(9)))
    if rng.random() < 0.5:
        payload["role"] = pick(("authenticated", "service_role", "admin", "user"))
    if rng.random() < 0.4:
        payload["name"] = pick(NAMES).capitalize() + " " + pick(("Novak", "Silva", "Okafor", "Tanaka", "Müller"))
    sig_len = 256 if alg.startswith("RS") else (64 if alg == "ES256" else 32)
    return ".".join((b64url(json.dumps(header, separators=(",", ":")).encode()),
                     b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode()),
                     b64url(rand_bytes(sig_len))))


def wrap64(body: str) -> str:
    return "\n".join(body[i:i + 64] for i in range(0, len(body), 64))


def pem(label: str, der_prefix: bytes, n_random: int, headers: str = "") -> str:
    body = wrap64(b64(der_prefix + rand_bytes(n_random)))
    return f"-----BEGIN {label}-----\n{headers}{body}\n-----END {label}-----"


def ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def ssh_ed25519_public_blob() -> bytes:
    return ssh_string(b"ssh-ed25519") + ssh_string(rand_bytes(32))


def ssh_rsa_public_blob() -> bytes:
    return ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\x00" + rand_bytes(256))


def openssh_private() -> str:
    pub = ssh_ed25519_public_blob()
    check = rand_bytes(4)
    private = check + check + pub + ssh_string(rand_bytes(64)) + ssh_string(pick(NAMES).encode() + b"@laptop") + b"\x01\x02\x03"
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"") + struct.pack(">I", 1) \
        + ssh_string(pub) + ssh_string(private)
    return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(
        b64(blob)[i:i + 70] for i in range(0, len(b64(blob)), 70)) + "\n-----END OPENSSH PRIVATE KEY-----"


def pgp_block(kind: str, first: bytes, n_random: int) -> str:
    body = wrap64(b64(first + rand_bytes(n_random)))
    crc = "=" + b64(rand_bytes(3))
    return f"-----BEGIN PGP {kind} KEY BLOCK-----\n\n{body}\n{crc}\n-----END PGP {kind} KEY BLOCK-----"


def aws_key_id(prefix: str = "AKIA") -> str:
    return prefix + rs(16, BASE32)


def aws_secret() -> str:
    return rs(40, ALNUM + "/+")


def iban_de() -> str:
    bank = rs(8, DIGITS)
    account = rs(10, DIGITS)
    bban = bank + account
    numeric = int(bban + "131400")  # D=13, E=14, then 00
    check = 98 - numeric % 97
    iban = f"DE{check:02d}{bban}"
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


# ---------------------------------------------------------------------------------------------------------
# wrappers: applied to secrets and benign rows with the same probability, from their own random stream
# ---------------------------------------------------------------------------------------------------------

wrap_rng = random.Random(SEED + 1)


def wrap(text: str) -> str:
    if wrap_rng.random() >= WRAP_PROBABILITY:
        return text
    style = wrap_rng.randrange(9)
    if style == 0:
        return f"{wrap_rng.choice(('User', 'me', 'Q', 'human', '[09:41] priya'))}: {text}"
    if style == 1:
        ts = f"2026-{wrap_rng.randrange(1, 13):02d}-{wrap_rng.randrange(1, 29):02d}T{wrap_rng.randrange(24):02d}:{wrap_rng.randrange(60):02d}:{wrap_rng.randrange(60):02d}Z"
        return f"{ts} {wrap_rng.choice(('INFO', 'DEBUG', 'note'))} {text}"
    if style == 2:
        return "\n".join("> " + line for line in text.split("\n"))
    if style == 3:
        return f"```\n{text}\n```"
    if style == 4:
        return f"{wrap_rng.choice(('📌', '🔐', '✅', '👉', '📝'))} {text}"
    if style == 5:
        return f"FYI {text}"
    if style == 6:
        return f"Please remember this: {text}"
    if style == 7:
        return f'"{text}"'
    return f"{text} {wrap_rng.choice(('thanks!', '🙏', '(for later)', '— saved from chat', 'ty'))}"


# ---------------------------------------------------------------------------------------------------------
# secret kinds
# ---------------------------------------------------------------------------------------------------------

def s_conn_postgres() -> str:
    u, p, h, d = pick(DBUSERS), pick((human_password(), url_safe_password(), machine_password().replace("#", "%23"))), pick(HOSTS), pick(DBNAMES)
    scheme = pick(("postgres", "postgresql", "postgresql+psycopg2", "postgresql+asyncpg"))
    url = f"{scheme}://{u}:{p}@{h}:{pick(('5432', '6432', '5433'))}/{d}"
    return pick((f"DATABASE_URL={url}", f"the prod db is {url}", f"psql \"{url}?sslmode=require\"",
                 f"SQLALCHEMY_DATABASE_URI = '{url}'", f"remember the staging connection string: {url}",
                 f"Verbindung zur Datenbank: {url}"))


def s_conn_mysql() -> str:
    u, p, h, d = pick(DBUSERS), pick((human_password(), url_safe_password())), pick(HOSTS), pick(DBNAMES)
    return pick((f"mysql://{u}:{p}@{h}:3306/{d}", f"DB_URL=mysql+pymysql://{u}:{p}@{h}/{d}?charset=utf8mb4",
                 f"mysql -h {h} -u {u} -p'{p}' {d}", f"mariadb://{u}:{p}@{h}:3306/{d} is the legacy shop db",
                 f"connect with mysql --user={u} --password={p} --host={h}"))


def s_conn_mongodb() -> str:
    u, p = pick(DBUSERS), url_safe_password()
    cluster = f"cluster{rng.randrange(0, 4)}.{rs(5, LOWER + DIGITS)}.mongodb.net"
    return pick((f"mongodb+srv://{u}:{p}@{cluster}/?retryWrites=true&w=majority",
                 f"MONGO_URI=mongodb+srv://{u}:{p}@{cluster}/{pick(DBNAMES)}",
                 f"mongodb://{u}:{p}@mongo-0.mongo:27017,mongo-1.mongo:27017/{pick(DBNAMES)}?replicaSet=rs0&authSource=admin",
                 f"Atlas connection for the side project: mongodb+srv://{u}:{p}@{cluster}/test"))


def s_conn_redis() -> str:
    p = pick((url_safe_password(), rs(32, HEX)))
    h = pick(("redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345", "cache.internal:6379", "10.0.0.12:6379",
              "master.my-redis." + rs(6, LOWER) + ".euw1.cache.amazonaws.com:6379"))
    return pick((f"redis://:{p}@{h}/0", f"REDIS_URL=rediss://default:{p}@{h}", f"redis-cli -u redis://default:{p}@{h}",
                 f"CELERY_BROKER_URL=redis://:{p}@{h}/1", f"redis-cli -h {h.split(':')[0]} -a '{p}'"))


def s_conn_amqp() -> str:
    u, p = pick(("guest2", "celery", "svc_events", "app", "rabbit")), url_safe_password()
    h = pick(("rabbitmq.internal:5672", "b-" + uuid4() + ".mq.eu-central-1.amazonaws.com:5671", "10.1.4.9:5672",
              "goose.rmq2.cloudamqp.com"))
    scheme = "amqps" if "amazonaws" in h or "cloudamqp" in h else "amqp"
    vhost = pick(("", "/", "/prod", "/" + u))
    return pick((f"{scheme}://{u}:{p}@{h}{vhost}", f"BROKER_URL={scheme}://{u}:{p}@{h}{vhost}",
                 f"RabbitMQ for the workers: {scheme}://{u}:{p}@{h}{vhost}"))


def s_conn_mssql() -> str:
    server = pick(("tcp:" + pick(("contoso-sql", "erp-prod", "fin01")) + ".database.windows.net,1433", "SQL01\\PROD", "10.2.0.5,1433"))
    user, pwd = pick(("sa", "app_login", "reporting", "sqladmin")), human_password().replace(";", "")
    return pick((f"Server={server};Database={pick(DBNAMES)};User ID={user};Password={pwd};Encrypt=True;TrustServerCertificate=False;",
                 f"Driver={{ODBC Driver 18 for SQL Server}};Server={server};Database={pick(DBNAMES)};UID={user};PWD={pwd};",
                 f"\"ConnectionStrings\": {{ \"Default\": \"Data Source={server};Initial Catalog={pick(DBNAMES)};User Id={user};Password={pwd};\" }}",
                 f"sqlcmd -S {server} -U {user} -P '{pwd}' -d {pick(DBNAMES)}"))


def s_conn_jdbc() -> str:
    h, d, u, p = pick(HOSTS), pick(DBNAMES), pick(DBUSERS), pick((human_password(), url_safe_password())).replace("&", "")
    return pick((f"jdbc:postgresql://{h}:5432/{d}?user={u}&password={p}&ssl=true",
                 f"jdbc:mysql://{h}:3306/{d}?user={u}&password={p}&useSSL=false",
                 f"spring.datasource.url=jdbc:sqlserver://{h}:1433;databaseName={d};user={u};password={p};encrypt=true",
                 f"jdbc:oracle:thin:{u}/{p}@//{h}:1521/ORCLPDB1",
                 f"jdbc:mariadb://{h}/{d}?user={u}&password={p}"))


def s_conn_smtp() -> str:
    u = pick(NAMES) + "@" + pick(("gmail.com", "acme.io", "outlook.com", "fastmail.com"))
    p = pick((rs(16, LOWER), url_safe_password()))
    h = pick(("smtp.gmail.com:587", "smtp.office365.com:587", "smtp.sendgrid.net:465", "email-smtp.us-east-1.amazonaws.com:587", "mail.acme.io:465"))
    enc = u.replace("@", "%40")
    return pick((f"EMAIL_URL=smtp+tls://{enc}:{p}@{h}", f"smtps://{enc}:{p}@{h}", f"MAILER_DSN=smtp://{enc}:{p}@{h}",
                 f"SMTP login for the newsletter: smtp://{enc}:{p}@{h}", f"spring.mail.host={h.split(':')[0]}\nspring.mail.username={u}\nspring.mail.password={p}"))


def s_password_prose_en() -> str:
    pw = human_password()
    site = pick(("Netflix", "bank", "router admin page", "Gmail", "NAS", "Jira", "work laptop",
                 "VPN", "Steam", "office printer admin", "iPad", "Synology", "AWS root account"))
    return pick((f"my password for {site} is {pw}", f"Remember that the {site} password is now {pw}",
                 f"{site} login: {pick(NAMES)} / {pw}", f"I changed the {site} password to {pw}, please store it",
                 f"pw for {site}: {pw}", f"the admin password is {pw} (don't tell anyone)",
                 f"Use username {pick(NAMES)} and password {pw} to log into {site}.",
                 f"note to self — {site} pass = {pw}", f"credentials for {site}: user={pick(NAMES)}, password={pw}"))


def s_passphrase() -> str:
    pp = passphrase()
    return pick((f"my 1Password master passphrase is \"{pp}\"", f"The disk encryption passphrase is {pp}",
                 f"passphrase for the GPG key: {pp}", f"BitLocker/LUKS unlock phrase: {pp}",
                 f"seed phrase of my wallet: {' '.join(pick(WORDS) for _ in range(12))}",
                 f"the SSH key passphrase is '{pp}'", f"KeePass master password: {pp}"))


I18N_PASSWORD = {
    "de": ("Mein Passwort für {s} ist {p}", "Das WLAN-Kennwort lautet {p}", "Merk dir bitte: Kennwort für {s} = {p}"),
    "fr": ("Mon mot de passe pour {s} est {p}", "Le mot de passe du compte admin : {p}", "Retiens ce mot de passe : {p}"),
    "es": ("Mi contraseña de {s} es {p}", "La clave del correo es {p}", "Guarda esto: usuario {u}, contraseña {p}"),
    "pt": ("A minha senha do {s} é {p}", "Senha do e-mail: {p}", "Lembra que a senha nova é {p}"),
    "it": ("La mia password di {s} è {p}", "La parola d'ordine del server è {p}", "Ricorda: utente {u}, password {p}"),
    "nl": ("Mijn wachtwoord voor {s} is {p}", "Het wachtwoord van de NAS is {p}"),
    "pl": ("Moje hasło do {s} to {p}", "Hasło do konta: {p}"),
    "tr": ("{s} şifrem {p}", "Parolam {p}, bunu hatırla"),
    "sv": ("Mitt lösenord till {s} är {p}", "Lösenordet är {p}"),
    "ru": ("Мой пароль от {s}: {p}", "Запомни пароль: {p}", "Логин {u}, пароль {p}"),
    "uk": ("Мій пароль до {s} — {p}", "Пароль від пошти: {p}"),
    "el": ("Ο κωδικός μου για το {s} είναι {p}", "Κωδικός πρόσβασης: {p}"),
    "ar": ("كلمة المرور الخاصة بي هي {p}", "كلمة السر لحساب {s}: {p}"),
    "he": ("הסיסמה שלי ל-{s} היא {p}", "סיסמה: {p}"),
    "hi": ("मेरा {s} का पासवर्ड {p} है", "पासवर्ड याद रखना: {p}"),
    "zh": ("我的{s}密码是{p}", "请记住密码：{p}", "账号 {u}，密码 {p}"),
    "ja": ("{s}のパスワードは{p}です", "パスワード：{p} を覚えておいて"),
    "ko": ("내 {s} 비밀번호는 {p}이야", "비밀번호: {p}"),
    "th": ("รหัสผ่าน {s} ของฉันคือ {p}", "รหัสผ่าน: {p}"),
    "vi": ("Mật khẩu {s} của tôi là {p}", "Nhớ giúp mật khẩu: {p}"),
    "id": ("Kata sandi {s} saya adalah {p}", "Password akun: {p}"),
    "fa": ("رمز عبور من برای {s} این است: {p}",),
}


def s_password_prose_i18n(lang: str, template: str) -> str:
    return template.format(s=pick(("Gmail", "Netflix", "PayPal", "iCloud", "Outlook", "VPN", "Instagram")),
                           p=human_password(), u=pick(NAMES))


def s_aws_keypair() -> str:
    kid, sec = aws_key_id(), aws_secret()
    region = pick(("us-east-1", "eu-west-1", "ap-southeast-2", "eu-central-1"))
    return pick((f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = {region}",
                 f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}",
                 f"AWS creds for the backup bucket: key {kid} secret {sec}",
                 f"aws configure set aws_secret_access_key {sec} (key id {kid})",
                 f"AWS_ACCESS_KEY_ID: {kid}\nAWS_SECRET_ACCESS_KEY: {sec}",
                 f"temporary creds: AWS_ACCESS_KEY_ID={aws_key_id('ASIA')} AWS_SECRET_ACCESS_KEY={sec} AWS_SESSION_TOKEN=IQoJb3JpZ2luX2VjE{rs(180, B64)}"))


def gcp_private_key_escaped() -> str:
    body = b64(bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + rand_bytes(160))
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(body[i:i + 64] for i in range(0, len(body), 64)) + "\\n-----END PRIVATE KEY-----\\n"


def s_gcp_service_account() -> str:
    project = pick(("acme-prod", "my-project-" + rs(6, DIGITS), "data-pipeline-42", "ml-infra-dev"))
    email = f"{pick(('deployer', 'etl', 'ci-runner', 'backup'))}@{project}.iam.gserviceaccount.com"
    key_id = hexs(40)
    return pick((f'{{"type": "service_account", "project_id": "{project}", "private_key_id": "{key_id}", "private_key": "{gcp_private_key_escaped()}", "client_email": "{email}"}}',
                 f'"private_key_id": "{key_id}",\n"private_key": "{gcp_private_key_escaped()}",\n"client_email": "{email}",',
                 f'GOOGLE_CREDENTIALS=\'{{"type":"service_account","private_key":"{gcp_private_key_escaped()}","client_email":"{email}","client_id":"{rs(21, DIGITS)}"}}\''))


def s_gcp_api_key() -> str:
    k = "AIza" + rs(35, ALNUM + "-_")
    return pick((f"GOOGLE_API_KEY={k}", f"the server-side Gemini key is {k}", f"YOUTUBE_API_KEY: \"{k}\"",
                 f"Maps backend key (unrestricted!): {k}"))


def s_azure_storage() -> str:
    acct = pick(("stprodlogs", "contosodata", "mediastore01", "backupsweu")) + rs(3, DIGITS)
    key = b64(rand_bytes(64))
    return pick((f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net",
                 f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net\"",
                 f"az storage blob list --account-name {acct} --account-key {key} -c backups",
                 f"storage account {acct}, key1: {key}"))


def s_azure_sas() -> str:
    acct = pick(("stprodlogs", "contosodata", "mediastore01")) + rs(2, DIGITS)
    sig = b64(rand_bytes(32)).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    q = f"sv=2022-11-02&ss=bfqt&srt=sco&sp=rwdlacupiytfx&se=2027-0{rng.randrange(1, 9)}-01T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={sig}"
    return pick((f"https://{acct}.blob.core.windows.net/uploads?{q}", f"SAS token for the upload container: ?{q}",
                 f"azcopy copy ./dist 'https://{acct}.blob.core.windows.net/$web?{q}' --recursive",
                 f"BlobEndpoint=https://{acct}.blob.core.windows.net/;SharedAccessSignature={q}"))


def s_azure_client_secret() -> str:
    sec = rs(3, ALNUM) + rs(1, DIGITS) + "Q~" + rs(34, ALNUM + "_.~-")
    return pick((f"AZURE_CLIENT_ID={uuid4()}\nAZURE_TENANT_ID={uuid4()}\nAZURE_CLIENT_SECRET={sec}",
                 f"app registration secret (expires in 24 months): {sec}",
                 f"az login --service-principal -u {uuid4()} -p '{sec}' --tenant {uuid4()}",
                 f"\"clientSecret\": \"{sec}\""))


def s_alibaba() -> str:
    kid, sec = "LTAI5t" + rs(18, ALNUM), rs(30, ALNUM)
    return pick((f"ALIBABA_CLOUD_ACCESS_KEY_ID={kid}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={sec}",
                 f"阿里云 AccessKey ID: {kid}  AccessKey Secret: {sec}",
                 f"aliyun configure set --access-key-id {kid} --access-key-secret {sec} --region cn-hangzhou",
                 f"oss credentials: accessKeyId={kid}, accessKeySecret={sec}"))


def s_digitalocean() -> str:
    t = pick(("dop_v1_", "doo_v1_", "dor_v1_")) + hexs(64)
    return pick((f"DIGITALOCEAN_TOKEN={t}", f"doctl auth init --access-token {t}", f"my DO personal access token: {t}",
                 f"digitalocean_token = \"{t}\""))


def s_ibm() -> str:
    k = rs(44, ALNUM + "-_")
    return pick((f"ibmcloud login --apikey {k} -r eu-de", f"IBM_CLOUD_API_KEY={k}", f"IBMCLOUD_API_KEY: {k}",
                 f"COS HMAC: access_key_id {hexs(32)} secret_access_key {hexs(48)}",
                 f"the IBM Cloud API key for the watsonx project is {k}"))


def s_oracle() -> str:
    auth_token = rs(20, ALNUM + "()[]{};:.<>-_+#")
    return pick((f"OCI auth token for the container registry: {auth_token}",
                 f"docker login fra.ocir.io -u 'frxyz{rs(6, LOWER)}/oracleidentitycloudservice/{pick(NAMES)}@acme.io' -p '{auth_token}'",
                 f"OCI customer secret key — access key {hexs(40)}, secret {rs(44, B64)}",
                 f"oci object storage S3 compat: AWS_ACCESS_KEY_ID={hexs(40)} AWS_SECRET_ACCESS_KEY={rs(44, B64)}"))


def s_github() -> str:
    t = pick((github_classic("ghp_"), github_classic("gho_"), github_classic("ghs_"), github_classic("ghu_"),
              github_classic("ghr_"), "github_pat_11" + rs(20, UPPER + DIGITS) + "_" + rs(59, ALNUM)))
    return pick((f"GITHUB_TOKEN={t}", f"git clone https://{t}@github.com/acme/infra.git",
                 f"my GitHub PAT is {t}", f"gh auth login --with-token <<< {t}",
                 f"Authorization: token {t}", f"export GH_TOKEN=\"{t}\""))


def s_gitlab() -> str:
    t = pick(("glpat-" + rs(20, ALNUM + "-_"), "glrt-" + rs(20, ALNUM + "-_"), "gldt-" + rs(20, ALNUM + "-_"),
              "GR1348941" + rs(20, ALNUM + "-_"), "glptt-" + hexs(40)))
    return pick((f"GITLAB_TOKEN={t}", f"git remote set-url origin https://oauth2:{t}@gitlab.com/acme/api.git",
                 f"gitlab-runner register --url https://gitlab.com/ --token {t}", f"my gitlab token: {t}"))


def s_slack() -> str:
    ws = "T" + rs(rng.randrange(8, 11), UPPER + DIGITS)
    t = pick((f"xoxb-{rs(12, DIGITS)}-{rs(13, DIGITS)}-{rs(24)}", f"xoxp-{rs(12, DIGITS)}-{rs(12, DIGITS)}-{rs(13, DIGITS)}-{hexs(32)}",
              f"xapp-1-A{rs(10, UPPER + DIGITS)}-{rs(13, DIGITS)}-{hexs(64)}", f"xoxe.xoxp-1-{rs(140)}",
              f"https://hooks.slack.com/services/{ws}/B{rs(10, UPPER + DIGITS)}/{rs(24)}"))
    return pick((f"SLACK_BOT_TOKEN={t}", f"slack token for the alerts bot: {t}", f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {t}" if t.startswith("https") else f"SLACK_APP_TOKEN={t}",
                 f"webhook/token for #incidents: {t}"))


def s_stripe() -> str:
    t = pick(("sk_live_" + rs(24), "sk_live_51" + rs(97), "rk_live_51" + rs(97), "sk_test_51" + rs(97),
              "rk_test_" + rs(24), "whsec_" + rs(32)))
    return pick((f"STRIPE_SECRET_KEY={t}", f"stripe.api_key = \"{t}\"", f"curl https://api.stripe.com/v1/charges -u {t}:",
                 f"the Stripe key for the shop is {t}", f"STRIPE_WEBHOOK_SECRET={t}" if t.startswith("whsec") else f"Stripe restricted/secret key: {t}"))


def s_sendgrid() -> str:
    t = f"SG.{rs(22, ALNUM + '-_')}.{rs(43, ALNUM + '-_')}"
    return pick((f"SENDGRID_API_KEY={t}", f"sendgrid key {t}", f"EMAIL_HOST_PASSWORD = '{t}'  # sendgrid, user is apikey",
                 f"Authorization: Bearer {t}"))


def s_twilio() -> str:
    sid, tok = "AC" + hexs(32), hexs(32)
    return pick((f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}", f"twilio creds: sid {sid}, auth token {tok}",
                 f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json -u {sid}:{tok}",
                 f"Twilio API key SK{hexs(32)} with secret {rs(32)}"))


def s_mailgun() -> str:
    k = pick(("key-" + hexs(32), hexs(32) + "-" + hexs(8) + "-" + hexs(8)))
    return pick((f"MAILGUN_API_KEY={k}", f"curl -s --user 'api:{k}' https://api.mailgun.net/v3/mg.acme.io/messages",
                 f"mailgun private key: {k}", f"MAILGUN_WEBHOOK_SIGNING_KEY={k}"))


def s_openai() -> str:
    t = pick(("sk-" + rs(20) + "T3BlbkFJ" + rs(20), "sk-proj-" + rs(58, ALNUM + "-_") + "T3BlbkFJ" + rs(58, ALNUM + "-_"),
              "sk-svcacct-" + rs(58, ALNUM + "-_") + "T3BlbkFJ" + rs(58, ALNUM + "-_"), "sk-admin-" + rs(58, ALNUM + "-_") + "T3BlbkFJ" + rs(58, ALNUM + "-_")))
    return pick((f"OPENAI_API_KEY={t}", f"my openai key is {t}", f"client = OpenAI(api_key=\"{t}\")",
                 f"curl https://api.openai.com/v1/models -H \"Authorization: Bearer {t}\""))


def s_anthropic() -> str:
    t = pick(("sk-ant-api03-" + rs(93, ALNUM + "-_") + "AA", "sk-ant-admin01-" + rs(93, ALNUM + "-_") + "AA"))
    return pick((f"ANTHROPIC_API_KEY={t}", f"anthropic = Anthropic(api_key='{t}')", f"x-api-key: {t}",
                 f"Claude API key for the eval harness: {t}"))


def s_huggingface() -> str:
    t = "hf_" + rs(34, string.ascii_letters)
    return pick((f"HF_TOKEN={t}", f"huggingface-cli login --token {t}", f"my HF write token {t}",
                 f"git clone https://user:{t}@huggingface.co/acme/private-model"))


def s_npm() -> str:
    t = "npm_" + rs(36)
    return pick((f"//registry.npmjs.org/:_authToken={t}", f"NPM_TOKEN={t}", f"npm automation token: {t}",
                 f"echo \"//registry.npmjs.org/:_authToken={t}\" > ~/.npmrc"))


def s_pypi() -> str:
    t = "pypi-AgEIcHlwaS5vcmc" + rs(rng.randrange(140, 180), B64URL)
    return pick((f"[pypi]\n  username = __token__\n  password = {t}", f"TWINE_PASSWORD={t}", f"uv publish --token {t}",
                 f"PyPI upload token for engramdb: {t}"))


def s_shopify() -> str:
    t = pick(("shpat_", "shpss_", "shpca_", "shppa_")) + hexs(32)
    return pick((f"SHOPIFY_ACCESS_TOKEN={t}", f"X-Shopify-Access-Token: {t}", f"shop admin api token {t} for acme-store.myshopify.com"))


def s_atlassian() -> str:
    t = "ATATT3xFfGF0" + rs(rng.randrange(150, 190), B64URL) + "=" + rs(8, "0123456789ABCDEF")
    return pick((f"JIRA_API_TOKEN={t}", f"curl -u {pick(NAMES)}@acme.io:{t} https://acme.atlassian.net/rest/api/3/myself",
                 f"confluence api token: {t}", f"ATLASSIAN_TOKEN: '{t}'"))


def s_datadog() -> str:
    return pick((f"DD_API_KEY={hexs(32)}", f"DD_API_KEY={hexs(32)}\nDD_APP_KEY={hexs(40)}",
                 f"datadog: api_key: {hexs(32)}", f"curl -H \"DD-API-KEY: {hexs(32)}\" -H \"DD-APPLICATION-KEY: {hexs(40)}\" https://api.datadoghq.eu/api/v1/validate"))


def s_newrelic() -> str:
    return pick((f"NEW_RELIC_API_KEY=NRAK-{rs(27, UPPER + DIGITS)}", f"NEW_RELIC_LICENSE_KEY={hexs(36)}NRAL",
                 f"newrelic.ini: license_key = {hexs(36)}NRAL", f"New Relic user key NRAK-{rs(27, UPPER + DIGITS)}"))


def s_linear() -> str:
    t = "lin_api_" + rs(40)
    return pick((f"LINEAR_API_KEY={t}", f"Linear personal key {t}", f"Authorization: {t}"))


def s_notion() -> str:
    t = pick(("secret_" + rs(43), "ntn_" + rs(11, DIGITS) + rs(35)))
    return pick((f"NOTION_TOKEN={t}", f"notion integration secret: {t}", f"Notion(auth=\"{t}\")"))


def s_figma() -> str:
    t = "figd_" + rs(40, B64URL)
    return pick((f"FIGMA_TOKEN={t}", f"X-Figma-Token: {t}", f"figma personal access token {t}"))


def s_vercel() -> str:
    t = rs(24)
    return pick((f"VERCEL_TOKEN={t}", f"vercel deploy --prod --token {t}", f"vercel token for CI: {t}"))


def s_netlify() -> str:
    t = "nfp_" + rs(36)
    return pick((f"NETLIFY_AUTH_TOKEN={t}", f"netlify deploy --auth {t} --prod", f"netlify PAT: {t}"))


def s_doppler() -> str:
    t = pick(("dp.st.prd.", "dp.st.dev.", "dp.pt.", "dp.sa.", "dp.ct.")) + rs(43)
    return pick((f"DOPPLER_TOKEN={t}", f"doppler run --token {t} -- npm start", f"doppler service token: {t}"))


def s_postman() -> str:
    t = f"PMAK-{hexs(24)}-{hexs(34)}"
    return pick((f"POSTMAN_API_KEY={t}", f"x-api-key: {t}", f"postman key {t}"))


def s_grafana() -> str:
    t = pick(("glsa_" + rs(32) + "_" + hexs(8), "glc_" + rs(rng.randrange(80, 120), B64)))
    return pick((f"GRAFANA_SERVICE_ACCOUNT_TOKEN={t}", f"Authorization: Bearer {t}", f"grafana cloud token: {t}"))


def s_sentry() -> str:
    dsn = f"https://{hexs(32)}:{hexs(32)}@o{rs(6, DIGITS)}.ingest.sentry.io/{rs(7, DIGITS)}"
    return pick((f"SENTRY_DSN={dsn}", f"sentry_sdk.init(dsn=\"{dsn}\")", f"SENTRY_AUTH_TOKEN=sntrys_{rs(120, B64URL)}",
                 f"sentry legacy dsn with secret: {dsn}"))


def s_jwt() -> str:
    t = jwt(pick(("HS256", "RS256", "ES256", "HS512")))
    return pick((f"Authorization: Bearer {t}", f"my session token is {t}", f"Cookie: session={t}; Path=/; HttpOnly",
                 f"SUPABASE_SERVICE_ROLE_KEY={t}", f"access_token={t}&token_type=Bearer", f"use this id_token: {t}"))


def s_pem_private_key() -> str:
    choice = rng.randrange(5)
    if choice == 0:
        return pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100"), 1100)
    if choice == 1:
        return pem("PRIVATE KEY", bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100"), 1150)
    if choice == 2:
        return pem("EC PRIVATE KEY", bytes.fromhex("307702010104"), 113)
    if choice == 3:
        return "key.pem:\n" + pem("ENCRYPTED PRIVATE KEY", bytes.fromhex("308205363060"), 1250)
    return pem("RSA PRIVATE KEY", bytes.fromhex("308204a40201000282010100"), 1100,
               headers=f"Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,{rs(32, '0123456789ABCDEF')}\n\n")


def s_openssh_private_key() -> str:
    return pick(("", "~/.ssh/id_ed25519:\n", "deploy key (private):\n")) + openssh_private()


def s_pgp_private_key() -> str:
    return pgp_block("PRIVATE", bytes.fromhex("9505d804"), 720)


def s_card() -> str:
    n = group_card(card_number())
    return pick((f"my card number is {n}", f"Visa: {n}", f"card {n}", f"Kartennummer {n}", f"numéro de carte {n}",
                 f"use the company card {n} for the AWS bill", f"credit card: {n}", f"クレジットカード番号 {n}"))


def s_card_full() -> str:
    raw = card_number()
    n = group_card(raw)
    exp = f"{rng.randrange(1, 13):02d}/{rng.randrange(26, 32)}"
    cvv = rs(4 if len(raw) == 15 else 3, DIGITS)
    name = pick(NAMES).upper() + " " + pick(("NOVAK", "SILVA", "OKAFOR", "TANAKA", "MUELLER"))
    return pick((f"card {n} exp {exp} cvv {cvv}", f"{n} {exp} {cvv}", f"Name: {name}\nCard: {n}\nExpiry: {exp}\nCVC: {cvv}",
                 f"pay with {n}, expires {exp}, security code {cvv}", f"tarjeta {n} vence {exp} CVV {cvv}",
                 f"{n}|{exp}|{cvv}"))


def s_otp() -> str:
    code = rs(6, DIGITS)
    spaced = code[:3] + " " + code[3:]
    return pick((f"the 2FA code is {code}", f"Your verification code is {code}. Enter it to sign in.",
                 f"here's the OTP they texted me: {spaced}, log in for me", f"G-{code} is your Google verification code.",
                 f"Authenticator shows {code} right now for the AWS console", f"Dein Bestätigungscode lautet {code}",
                 f"code de vérification : {code}", f"验证码：{code}，5分钟内有效", f"인증번호 [{code}]를 입력해 주세요",
                 f"the one-time passcode for the wire transfer is {code}"))


def s_totp_seed() -> str:
    seed = rs(32, BASE32)
    grouped = " ".join(seed[i:i + 4] for i in range(0, 32, 4)).lower()
    return pick((f"otpauth://totp/ACME:{pick(NAMES)}@acme.io?secret={seed}&issuer=ACME&digits=6",
                 f"TOTP secret for the admin account: {seed}", f"2FA setup key (if the QR won't scan): {grouped}",
                 f"MFA seed for root: {seed}"))


def s_backup_codes() -> str:
    style = rng.randrange(3)
    if style == 0:
        codes = [f"{rs(4, LOWER + DIGITS)}-{rs(4, LOWER + DIGITS)}" for _ in range(8)]
    elif style == 1:
        codes = [rs(8, DIGITS) for _ in range(10)]
    else:
        codes = [rs(5, DIGITS) + " " + rs(5, DIGITS) for _ in range(6)]
    return pick(("GitHub recovery codes:\n", "backup codes for Google:\n", "my 2FA backup codes — ", "Recovery codes (each works once): ")) \
        + pick(("\n", " ", ", ")).join(codes)


def s_bank_pin_tan() -> str:
    pin, tan = rs(4, DIGITS), rs(6, DIGITS)
    return pick((f"Online-Banking: Konto {iban_de()}, PIN {rs(5, DIGITS)}", f"my debit card PIN is {pin}",
                 f"account {rs(8, DIGITS)} sort code {rs(2, DIGITS)}-{rs(2, DIGITS)}-{rs(2, DIGITS)}, telephone banking passcode {rs(6, DIGITS)}",
                 f"TAN für die Überweisung: {tan}", f"code PIN de ma carte bancaire : {pin}",
                 f"el PIN de la tarjeta es {pin}", f"ATM PIN for the joint account: {pin}",
                 f"IBAN {iban_de()} — Zugangsdaten: Anmeldename {rs(10, DIGITS)}, PIN {rs(5, DIGITS)}",
                 f"银行卡密码是{rs(6, DIGITS)}", f"PIN карты: {pin}"))


def s_wifi() -> str:
    ssid = pick(("HomeNet-5G", "FRITZ!Box 7590 KX", "Vodafone-A3F2", "Cafe_Guest", "TP-Link_8C2E", "Livebox-91C0", "SKYA1B2C"))
    pw = pick((human_password(), rs(rng.randrange(10, 20), LOWER + DIGITS), passphrase()))
    return pick((f"Wi-Fi: {ssid}, password: {pw}", f"WIFI:T:WPA;S:{ssid};P:{pw};;", f"the wifi password at grandma's is {pw}",
                 f"WLAN {ssid}, Schlüssel {pw}", f"mot de passe wifi : {pw}", f"WiFi密码：{pw}", f"contraseña del wifi: {pw}",
                 f"Wi-Fiのパスワードは {pw}", f"пароль от вайфая {pw}", f"WPA2 key for {ssid}: {pw}"))


def s_basic_auth() -> str:
    u, p = pick(NAMES), pick((human_password(), url_safe_password()))
    host = pick(("jenkins.acme.io", "nexus.internal:8081", "registry.acme.io", "grafana.acme.io", "admin.shop.example.com"))
    return pick((f"Authorization: Basic {b64(f'{u}:{p}'.encode())}", f"curl -u {u}:{p} https://{host}/api/json",
                 f"https://{u}:{p}@{host}/artifactory/libs-release", f"pip install --index-url https://{u}:{p}@{host}/simple pkg",
                 f"requests.get(url, auth=(\"{u}\", \"{p}\"))", f"wget --user={u} --password='{p}' https://{host}/backup.tar"))


def s_bearer_curl() -> str:
    t = pick((rs(40), rs(64, HEX), rs(48, B64URL), "ya29." + rs(120, B64URL), "EAAG" + rs(160)))
    host = pick(("api.acme.io", "internal-api.corp.net", "graph.facebook.com", "www.googleapis.com", "api.partner.com"))
    return pick((f"curl -H \"Authorization: Bearer {t}\" https://{host}/v1/orders",
                 f"curl -sS https://{host}/export -H 'authorization: bearer {t}'",
                 f"http GET https://{host}/me 'Authorization:Bearer {t}'",
                 f"fetch('https://{host}/v2/items', {{ headers: {{ Authorization: 'Bearer {t}' }} }})"))


def s_kube_secret() -> str:
    pw = human_password()
    data = pick((f"  password: {b64(pw.encode())}\n  username: {b64(pick(DBUSERS).encode())}",
                 f"  DATABASE_URL: {b64(f'postgres://app:{pw}@db:5432/app'.encode())}",
                 f"  api-key: {b64(rs(32).encode())}", f"  .dockerconfigjson: {b64(json.dumps({'auths': {'ghcr.io': {'auth': b64(f'bot:{rs(36)}'.encode())}}}).encode())}"))
    return f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {pick(('db-creds', 'api', 'regcred', 'app-secrets'))}\ntype: Opaque\ndata:\n{data}"


def s_docker_login() -> str:
    u, p = pick(NAMES), pick((human_password(), "dckr_pat_" + rs(27, B64URL)))
    reg = pick(("", " registry.gitlab.com", " ghcr.io", " myregistry.azurecr.io", " docker.io"))
    return pick((f"docker login -u {u} -p '{p}'{reg}", f"echo docker login{reg} --username {u} --password {p}",
                 f'~/.docker/config.json: {{"auths": {{"https://index.docker.io/v1/": {{"auth": "{b64(f"{u}:{p}".encode())}"}}}}}}',
                 f"podman login{reg or ' quay.io'} -u {u} -p {p}"))


def s_netrc_pgpass() -> str:
    return pick((f"machine api.heroku.com\n  login {pick(NAMES)}@acme.io\n  password {uuid4()}",
                 f"machine github.com login {pick(NAMES)} password {github_classic()}",
                 f"~/.netrc: machine ftp.acme.io login backup password {human_password()}",
                 f"{pick(HOSTS)}:5432:{pick(DBNAMES)}:{pick(DBUSERS)}:{human_password().replace(':', '')}",
                 f"~/.pgpass line: *:*:*:postgres:{url_safe_password()}"))


def s_env_file() -> str:
    lines = [f"APP_ENV={pick(('production', 'staging'))}", f"PORT={pick(('8000', '3000', '8080'))}"]
    secret_lines = [f"DB_PASSWORD={human_password()}", f"SECRET_KEY={rs(50, ALNUM + '!@#$%^&*(-_=+)')}",
                    f"JWT_SECRET={rs(64, HEX)}", f"SESSION_SECRET={rs(32)}", f"ENCRYPTION_KEY={b64(rand_bytes(32))}",
                    f"ADMIN_PASSWORD={human_password()}", f"API_KEY={rs(32)}", f"NEXTAUTH_SECRET={b64(rand_bytes(32))}",
                    f"RAILS_MASTER_KEY={hexs(32)}", f"APP_KEY=base64:{b64(rand_bytes(32))}"]
    lines.append(pick(secret_lines))
    if rng.random() < 0.5:
        lines.append(f"LOG_LEVEL={pick(('info', 'debug'))}")
    rng.shuffle(lines)
    return pick(("", ".env:\n", "here's my .env\n")) + "\n".join(lines)


def s_config_file() -> str:
    pw, key = human_password(), rs(32)
    return pick((f"database:\n  host: {pick(HOSTS)}\n  user: {pick(DBUSERS)}\n  password: \"{pw}\"",
                 f'{{"smtp": {{"host": "smtp.acme.io", "user": "noreply", "password": "{pw}"}}}}',
                 f'[database]\nhost = "{pick(HOSTS)}"\nuser = "{pick(DBUSERS)}"\npassword = "{pw}"',
                 f'{{"api_key": "{key}", "endpoint": "https://api.partner.com/v2"}}',
                 f"spring:\n  datasource:\n    username: {pick(DBUSERS)}\n    password: {pw}",
                 f"<add key=\"ApiSecret\" value=\"{key}\" />", f"client_secret: {rs(40, ALNUM + '-_')}\nclient_id: {rs(20, DIGITS)}.apps.googleusercontent.com",
                 f"[credentials]\napi_token = \"{rs(40)}\""))


def s_shell_history() -> str:
    return pick((f"  512  export API_TOKEN={rs(40)}", f"history | tail\n  88  mysql -uroot -p'{human_password()}' shop",
                 f"$ sshpass -p '{human_password()}' ssh deploy@10.0.0.5", f"htpasswd -b -c .htpasswd admin '{human_password()}'",
                 f"$ PGPASSWORD='{human_password()}' pg_dump -h {pick(HOSTS)} -U {pick(DBUSERS)} app > dump.sql",
                 f"  1043  vault login {'hvs.' + rs(24)}", f"$ heroku config:set STRIPE_KEY=sk_live_{rs(24)}",
                 f"$ set -x MY_PASSWORD '{human_password()}'"))


def s_ci_variable() -> str:
    return pick((f"env:\n  DEPLOY_TOKEN: {rs(40)}\n  NODE_ENV: production",
                 f"variables:\n  DOCKER_PASSWORD: \"{human_password()}\"\n  DOCKER_USER: ci-bot",
                 f"- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: npm_{rs(36)}",
                 f"circleci context set: SONAR_TOKEN={hexs(40)}", f"travis env set API_SECRET {rs(32)} --private",
                 f"Jenkins credential 'prod-db': username app, password {human_password()}"))


def s_log_line() -> str:
    return pick((f"2026-03-11 10:22:04,118 DEBUG db.connect: dsn=postgresql://app:{url_safe_password()}@{pick(HOSTS)}/app",
                 f"POST /api/login 200 body={{\"username\":\"{pick(NAMES)}\",\"password\":\"{human_password()}\"}}",
                 f"[auth] issued token {rs(40)} for user_id=4411",
                 f"WARN request failed: GET https://api.acme.io/v1/x?api_key={rs(32)} -> 401",
                 f"level=debug msg=\"retrying\" url=\"https://{pick(NAMES)}:{url_safe_password()}@registry.acme.io/v2/\"",
                 f"Exception: login failed for user 'sa' with password '{human_password()}'",
                 f"Set-Cookie: sessionid={rs(32, LOWER + DIGITS)}; HttpOnly; Secure"))


# hidden variants: a (template, value) the transform hides the value of
def hidden_base() -> tuple[str, str]:
    choice = rng.randrange(9)
    if choice == 0:
        return "GITHUB_TOKEN={v}", github_classic()
    if choice == 1:
        return "aws_secret_access_key = {v}", aws_secret()
    if choice == 2:
        return "my password is {v}", human_password()
    if choice == 3:
        return "OPENAI_API_KEY={v}", "sk-proj-" + rs(40, ALNUM + "-_") + "T3BlbkFJ" + rs(40, ALNUM + "-_")
    if choice == 4:
        return "card number {v}", card_number()
    if choice == 5:
        return "STRIPE_SECRET_KEY={v}", "sk_live_" + rs(24)
    if choice == 6:
        return "slack bot token {v}", f"xoxb-{rs(12, DIGITS)}-{rs(13, DIGITS)}-{rs(24)}"
    if choice == 7:
        return "AWS key id {v} secret " + aws_secret(), aws_key_id()
    return "HF_TOKEN={v}", "hf_" + rs(34, string.ascii_letters)


ZERO_WIDTH = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff")


def s_hidden_zero_width() -> str:
    template, value = hidden_base()
    chars = list(value)
    for _ in range(rng.randrange(1, 4)):
        pos = rng.randrange(1, len(chars))
        chars.insert(pos, pick(ZERO_WIDTH))
    return template.format(v="".join(chars))


def s_hidden_fullwidth() -> str:
    template, value = hidden_base()
    return template.format(v="".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in value))


def s_hidden_split() -> str:
    template, value = hidden_base()
    size = pick((4, 5, 6, 8))
    sep = pick((" ", "-", " - ", "\n", " / "))
    parts = [value[i:i + size] for i in range(0, len(value), size)]
    return template.format(v=sep.join(parts)) + pick(("", " (remove the spaces)", " (join the pieces)", ""))


HOMOGLYPHS = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "y": "у", "i": "і", "s": "ѕ",
              "A": "А", "B": "В", "E": "Е", "K": "К", "M": "М", "H": "Н", "O": "О", "P": "Р", "C": "С", "T": "Т", "X": "Х"}


homoglyph_turn = [0]


def s_hidden_homoglyph() -> str:
    choice = homoglyph_turn[0] % 5  # cycle, so that each trick appears about equally often
    homoglyph_turn[0] += 1
    if choice == 0:
        word = pick(("password", "passwort", "passcode"))
        fake = "".join(HOMOGLYPHS.get(c, c) if rng.random() < 0.5 else c for c in word)
        if fake == word:
            fake = word.replace("a", "а", 1)
        return f"my {fake} is {human_password()}"
    if choice == 1:
        return f"ѕk_live_{rs(24)}"
    if choice == 2:
        return f"АKIA{rs(16, BASE32)} / {aws_secret()}"
    if choice == 3:
        return f"gһp_{rs(36)}"
    return f"-----BEGIN RSА PRIVATE KEY-----\n{wrap64(b64(bytes.fromhex('308204a40201000282010100') + rand_bytes(300)))}\n-----END RSА PRIVATE KEY-----"


# ---------------------------------------------------------------------------------------------------------
# benign kinds
# ---------------------------------------------------------------------------------------------------------

def b_publishable_key() -> str:
    return pick((f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rs(97)}", f"const stripe = Stripe('pk_test_51{rs(97)}');",
                 f"NEXT_PUBLIC_MAPBOX_TOKEN=pk.{b64url(json.dumps({'u': pick(NAMES), 'a': rs(25, LOWER + DIGITS)}).encode())}.{rs(22, B64URL)}",
                 f"Sentry public DSN (client side, no secret): https://{hexs(32)}@o{rs(6, DIGITS)}.ingest.sentry.io/{rs(7, DIGITS)}",
                 f"Algolia search-only API key (safe in the browser): {hexs(32)}, app id {rs(10, UPPER + DIGITS)}",
                 f"reCAPTCHA site key 6L{rs(38, ALNUM + '-_')} goes in the HTML form", f"VITE_POSTHOG_KEY=phc_{rs(43)}",
                 f"Paddle client-side token live_{hexs(27)} is public"))


def b_public_ssh_key() -> str:
    blob = pick((ssh_ed25519_public_blob, ssh_rsa_public_blob))()
    kind = "ssh-ed25519" if b"ssh-ed25519" in blob[:20] else "ssh-rsa"
    line = f"{kind} {b64(blob)} {pick(NAMES)}@{pick(('laptop', 'work-mbp', 'ci', 'desktop'))}"
    return pick((line, f"add my public key to the server: {line}", f"authorized_keys:\n{line}",
                 f"deploy key (public half, safe to share): {line}",
                 f"SSH host key fingerprint SHA256:{b64(rand_bytes(32)).rstrip('=')} (ED25519)"))


def b_public_pgp_key() -> str:
    fpr = rs(40, "0123456789ABCDEF")
    return pick((pgp_block("PUBLIC", bytes.fromhex("99010d04"), 260),
                 f"my PGP fingerprint is {' '.join(fpr[i:i + 4] for i in range(0, 40, 4))}",
                 f"gpg --recv-keys {fpr[-16:]}", f"age public key: age1{rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}"))


def b_certificate() -> str:
    return pick((pem("CERTIFICATE", bytes.fromhex("308203"), 700), "server.crt:\n" + pem("CERTIFICATE", bytes.fromhex("308205"), 900),
                 pem("CERTIFICATE REQUEST", bytes.fromhex("308202"), 500), pem("PUBLIC KEY", bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00"), 270),
                 pem("RSA PUBLIC KEY", bytes.fromhex("3082010a0282010100"), 260)))


def b_placeholder() -> str:
    return pick(("OPENAI_API_KEY=<your-api-key>", "export GITHUB_TOKEN=<your-token>", "api_key = \"sk-...\"",
                 "STRIPE_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "password: <password>", "DB_PASSWORD=",
                 "Authorization: Bearer YOUR_ACCESS_TOKEN", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                 "postgres://<user>:<password>@<host>:5432/<db>", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
                 "SLACK_BOT_TOKEN=xoxb-your-bot-token", "aws_secret_access_key = YOUR_SECRET_KEY_HERE",
                 "curl -u USERNAME:PASSWORD https://api.example.com", "HF_TOKEN=hf_...",
                 "card number: XXXX XXXX XXXX XXXX", "ANTHROPIC_API_KEY=sk-ant-...", "token: ${TOKEN:-replace-me}",
                 "password = \"\"  # set me", "SENDGRID_API_KEY=SG.xxxxx.yyyyy", "mysql://user:password@localhost/dbname  (example from the docs)",
                 "API_KEY=your_api_key_here", "secret: 'TODO'", "NPM_TOKEN=npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
                 "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----", "jwt: eyJhbGciOi...(truncated example)",
                 "PIN: ____", "OTP: ______"))


def b_aws_example() -> str:
    return pick(("aws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "The docs use AKIAIOSFODNN7EXAMPLE as the sample access key id.",
                 "export AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
                 "example session: AKIAI44QH8DHBEXAMPLE / je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"))


def b_redacted() -> str:
    return pick(("password: ********", f"STRIPE_SECRET_KEY=sk_live_••••••••••••{rs(4)}", "token=[REDACTED]",
                 f"GITHUB_TOKEN=ghp_****************************{rs(4)}", f"card ending in {rs(4, DIGITS)}", f"Visa •••• {rs(4, DIGITS)}",
                 f"OPENAI_API_KEY=sk-proj-...{rs(4)}", "Authorization: Bearer <redacted>", "DB_PASSWORD=***", "aws_secret_access_key = ****************************************",
                 f"**** **** **** {rs(4, DIGITS)}", "postgres://app:*****@db.internal:5432/app", "\"password\": \"[FILTERED]\"",
                 f"api key: {rs(4)}…{rs(4)} (masked in the dashboard)", "secret=<hidden>", f"XXXX-XXXX-XXXX-{rs(4, DIGITS)}",
                 "Passwort: (entfernt)", "mot de passe : ••••••"))


def b_secret_reference() -> str:
    return pick(("DB_PASSWORD=${DB_PASSWORD}", "token: ${{ secrets.GITHUB_TOKEN }}", "password: {{ vault_db_password }}",
                 "api_key: \"{{ secrets.OPENAI_KEY }}\"", "op://Private/AWS Prod/secret access key", "vault kv get -field=password secret/prod/db",
                 "valueFrom:\n  secretKeyRef:\n    name: db-creds\n    key: password", "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf",
                 "echo $REGISTRY_TOKEN | docker login ghcr.io -u bot --password-stdin", "PGPASSWORD=$(cat /run/secrets/pg_password)",
                 "export API_KEY=\"$(pass show acme/api)\"", "password = os.environ['DB_PASSWORD']", "secret = keyring.get_password('acme', 'svc')",
                 "NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}", "azure key vault reference: @Microsoft.KeyVault(SecretUri=https://kv-prod.vault.azure.net/secrets/DbPassword/)",
                 "gcloud secrets versions access latest --secret=stripe-key", "the Stripe key lives in 1Password under 'Billing / Stripe live'",
                 "mysql -u root -p   (it prompts for the password)", "sops -d secrets.enc.yaml", "vault://kv/data/payments#api_key",
                 "$env:ADMIN_PASSWORD", "%DB_PASS%", "ssm:/prod/app/db_password"))


def b_git_sha() -> str:
    sha = hexs(40)
    return pick((f"commit {sha}", f"git checkout {sha[:7]}", f"fixed in {sha[:12]}", f"revert {sha}", f"HEAD is now at {sha[:7]} bump deps",
                 f"merge base: {sha}", f"pinned action: actions/checkout@{sha}"))


def b_checksum() -> str:
    return pick((f"{hexs(64)}  engramdb-0.4.1.tar.gz", f"sha256: {hexs(64)}", f"SHA512 ({pick(('ubuntu.iso', 'go1.22.linux-amd64.tar.gz'))}) = {hexs(128)}",
                 f"md5sum backup.tar = {hexs(32)}", f"expected checksum {hexs(64)} does not match", f"sha1 {hexs(40)} of the firmware image",
                 f"--hash=sha256:{hexs(64)}"))


def b_password_hash() -> str:
    bc = "$2b$12$" + rs(53, ALNUM + "./")
    ar = f"$argon2id$v=19$m=65536,t=3,p=4${b64(rand_bytes(16)).rstrip('=')}${b64(rand_bytes(32)).rstrip('=')}"
    return pick((f"stored bcrypt hash: {bc}", f"password_hash = '{bc}'", f"argon2 hash of the admin password: {ar}",
                 f"the users table holds {ar}", f"sha512-crypt hash $6${rs(16, ALNUM + './')}${rs(86, ALNUM + './')}",
                 f"PBKDF2 hash pbkdf2_sha256$600000${rs(22)}${b64(rand_bytes(32))}", f"hashed with bcrypt: {bc}"))


def b_uuid() -> str:
    u = uuid4()
    return pick((f"user id {u}", f"request {u} failed", f"order_id={u}", f"the tenant id is {u}", f"Idempotency-Key: {u}",
                 f"subscription {u}", f"correlation-id: {u}", f"resource group {u}"))


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def b_base64_data() -> str:
    payload = pick(({"theme": "dark", "lang": "de"}, {"page": 3, "sort": "date"}, {"cart": ["sku-1", "sku-7"]}))
    return pick((f"cursor={b64(json.dumps(payload).encode())}", f"data:image/png;base64,{b64(PNG_MAGIC + rand_bytes(60))}",
                 f"the attachment (base64): {b64(pick(('Meeting notes: ship v2 on Friday.', 'Hello from the staging server', 'Grocery list: milk, eggs')).encode())}",
                 f"font-face src: url(data:font/woff2;base64,{b64(rand_bytes(90))})", f"nextPageToken: {b64(json.dumps(payload).encode())}",
                 f"ConfigMap binaryData logo.ico: {b64(rand_bytes(48))}"))


def b_long_random_id() -> str:
    return pick((f"traceparent: 00-{hexs(32)}-{hexs(16)}-01", f"x-amz-request-id: {rs(16, UPPER + DIGITS)}", f"ETag: \"{hexs(32)}\"",
                 f"ETag: \"{hexs(32)}-{rng.randrange(2, 40)}\"", f"image: ghcr.io/acme/api@sha256:{hexs(64)}",
                 f"\"integrity\": \"sha512-{b64(rand_bytes(64))}\"", f"charge id ch_3{rs(23)}", f"customer cus_{rs(14)}",
                 f"payment intent pi_3{rs(23)}", f"ULID {rs(26, '0123456789ABCDEFGHJKMNPQRSTVWXYZ')}", f"cf-ray: {hexs(16)}-FRA",
                 f"Sentry event {hexs(32)}", f"X-Request-ID: {rs(20, LOWER + DIGITS)}", f"build artifact id {rs(24, LOWER + DIGITS)}",
                 f"Datadog trace id {rs(19, DIGITS)}", f"AWS CloudTrail eventID {uuid4()}", f"docker image id {hexs(12)}",
                 f"YouTube video id {rs(11, B64URL)}", f"Google Drive file id 1{rs(32, B64URL)}", f"Slack message ts {rs(10, DIGITS)}.{rs(6, DIGITS)}"))


def b_talk_about_secrets() -> str:
    return pick(("rotate the API key tomorrow", "the password policy requires 12 characters", "I forgot my Netflix password again, remind me to reset it",
                 "never paste tokens into Slack", "our JWT signing key should move to KMS next quarter", "the Stripe secret key expired, ask finance for a new one",
                 "reminder: enable 2FA on the GitHub org", "Alice has the admin password, ask her", "we store only bcrypt hashes of passwords",
                 "the SSH key on the build box needs rotating", "password manager recommendation: Bitwarden or 1Password", "token expiry is 15 minutes for access tokens",
                 "the OAuth client secret is in the vault, not in the repo", "Remind me to change my bank PIN next week", "the Wi-Fi password is on the fridge",
                 "Don't store credentials in memory, use the secret manager", "rotate all AWS keys older than 90 days", "use a passphrase, not a password",
                 "why does GitLab say my personal access token is expired?", "the card was declined, I'll use another one", "my OTP app is Aegis",
                 "credentials for the staging db are with the on-call engineer", "Secret Santa this year is on the 20th", "the key turned out to be a red herring in the escape room",
                 "set PASSWORD_MIN_LENGTH to 14 in the config", "API keys should be scoped to read-only where possible",
                 "she keeps her passwords in a notebook, which worries me", "the private key never leaves the HSM",
                 "token budget for the prompt is 8k", "the secret ingredient is smoked paprika"))


def b_non_luhn() -> str:
    n = non_luhn_16()
    g = " ".join(n[i:i + 4] for i in range(0, 16, 4))
    return pick((f"loyalty member number {g}", f"reference {n}", f"invoice no. {n}", f"Sendungsnummer {n}", f"meter reading id {g}",
                 f"customer number {'-'.join(n[i:i + 4] for i in range(0, 16, 4))}", f"gift registry id {n}", f"case number {n}"))


def b_order_phone_postal() -> str:
    return pick((f"Order #{rs(6, DIGITS)} shipped", f"UPS tracking 1Z{rs(6, UPPER + DIGITS)}{rs(10, DIGITS)}", f"call me at +49 151 {rs(8, DIGITS)}",
                 f"phone: +1 (415) 555-{rs(4, DIGITS)}", f"my postcode is {rs(5, DIGITS)}", f"PLZ {rs(5, DIGITS)} Berlin",
                 f"USPS 9400 {rs(4, DIGITS)} {rs(4, DIGITS)} {rs(4, DIGITS)} {rs(4, DIGITS)} {rs(2, DIGITS)}", f"flight booking ref {rs(6, UPPER + DIGITS)}",
                 f"ticket JIRA-{rs(4, DIGITS)}", f"room 4{rs(2, DIGITS)}, building B", f"Amazon order {rs(3, DIGITS)}-{rs(7, DIGITS)}-{rs(7, DIGITS)}",
                 f"〒{rs(3, DIGITS)}-{rs(4, DIGITS)} 東京都", f"tax id DE{rs(9, DIGITS)}", f"VIN WVWZZZ1KZ{rs(8, UPPER + DIGITS)}", f"IMEI 35{rs(13, DIGITS)}",
                 f"employee number {rs(6, DIGITS)}", "my passport expires in 2031", f"table 12 at 19:30, confirmation {rs(6, DIGITS)}"))


def b_iban_alone() -> str:
    iban = iban_de()
    return pick((f"send the rent to {iban}", f"IBAN: {iban}", f"Kontoverbindung {iban}, BIC COBADEFFXXX", f"refund to IBAN {iban} please",
                 f"sort code {rs(2, DIGITS)}-{rs(2, DIGITS)}-{rs(2, DIGITS)}, account {rs(8, DIGITS)} (for the invoice)", f"routing number {rs(9, DIGITS)}"))


def b_version() -> str:
    return pick((f"v{rng.randrange(0, 20)}.{rng.randrange(0, 40)}.{rng.randrange(0, 20)}-rc.{rng.randrange(1, 5)}+build.{rs(4, DIGITS)}",
                 f"Python {pick(('3.11.9', '3.12.4', '3.13.0'))}", f"node v{rng.randrange(16, 23)}.{rng.randrange(0, 15)}.{rng.randrange(0, 9)}",
                 f"upgraded to postgres {rng.randrange(12, 18)}.{rng.randrange(0, 6)}", f"build {rs(8, DIGITS)}", f"firmware 7.{rng.randrange(10, 60)}.{rs(5, DIGITS)}",
                 f"kernel 6.{rng.randrange(1, 12)}.0-{rng.randrange(10, 40)}-generic", f"go 1.{rng.randrange(18, 24)}", f"chrome {rng.randrange(110, 132)}.0.{rs(4, DIGITS)}.{rs(3, DIGITS)}"))


def b_url_no_creds() -> str:
    return pick((f"https://github.com/acme/{pick(WORDS)}/pull/{rs(4, DIGITS)}", f"git@github.com:acme/{pick(WORDS)}.git",
                 f"ssh://git@gitlab.com/acme/{pick(WORDS)}.git", f"https://{pick(NAMES)}@bitbucket.org/acme/api.git",
                 "https://docs.python.org/3/library/secrets.html", "https://example.com/reset-password?step=2",
                 f"https://accounts.google.com/o/oauth2/v2/auth?client_id={rs(12, DIGITS)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com&response_type=code&scope=openid",
                 "https://api.acme.io/v1/search?q=token+bucket&page=2", f"https://{rs(8, LOWER)}.s3.amazonaws.com/public/logo.png",
                 f"https://www.youtube.com/watch?v={rs(11, B64URL)}", "ftp://ftp.debian.org/debian/", f"https://grafana.acme.io/d/{rs(9, B64URL)}/api-latency?orgId=1",
                 "https://login.microsoftonline.com/common/oauth2/v2.0/authorize"))


def b_conn_no_password() -> str:
    h, d, u = pick(HOSTS), pick(DBNAMES), pick(DBUSERS)
    return pick((f"postgres://{u}@{h}:5432/{d}", f"postgresql://{h}/{d}?sslmode=verify-full", "mongodb://localhost:27017/test",
                 "redis://localhost:6379/0", f"Server={h};Database={d};Trusted_Connection=True;", f"Data Source={h};Initial Catalog={d};Integrated Security=SSPI;",
                 f"jdbc:postgresql://{h}:5432/{d}?ssl=true&sslmode=require", f"amqp://{h}:5672/", f"mysql://{u}@{h}/{d}",
                 f"DATABASE_URL=postgresql:///{d}?host=/var/run/postgresql", f"jdbc:mysql://{h}:3306/{d}?useSSL=true&serverTimezone=UTC",
                 f"mongodb+srv://cluster0.{rs(5, LOWER + DIGITS)}.mongodb.net/{d} with IAM auth (authMechanism=MONGODB-AWS)",
                 "smtp://smtp.acme.io:25 (relay, no auth)", f"psql -h {h} -U {u} -d {d} -W"))


I18N_BENIGN = (
    "Ich muss morgen mein Passwort ändern.", "Das Passwort muss mindestens zwölf Zeichen haben.", "Der Schlüssel liegt unter der Fußmatte.",
    "J'ai oublié mon mot de passe, encore une fois.", "La clé de la voiture est dans le tiroir.", "Le code postal de Lyon commence par 69.",
    "Olvidé mi contraseña del banco, tengo que llamar mañana.", "El código de descuento ya no funciona.", "¿Dónde dejaste la llave del garaje?",
    "Preciso trocar a senha do Wi-Fi esta semana.", "O código de barras está rasgado.", "La password deve contenere un numero.",
    "Ho perso la chiave di casa.", "Ik moet mijn wachtwoord resetten.", "Zapomniałem hasła do poczty.", "Şifremi unuttum, sıfırlamam lazım.",
    "Я забыл пароль от почты, напомни восстановить его.", "Ключ от квартиры у соседки.", "Треба змінити пароль до банку.",
    "Πρέπει να αλλάξω τον κωδικό μου αύριο.", "نسيت كلمة المرور مرة أخرى.", "המפתח נמצא מתחת לשטיח.", "मुझे अपना पासवर्ड बदलना है।",
    "我忘记密码了，需要重置。", "钥匙在门口的抽屉里。", "パスワードを忘れてしまいました。", "鍵は机の上にあります。", "비밀번호를 바꿔야 해요.",
    "รหัสผ่านต้องมีอย่างน้อย 8 ตัว", "Tôi quên mật khẩu rồi.", "Saya lupa kata sandi email.", "Min PIN-kod till kortet behöver bytas.",
    "Der PIN-Brief kommt mit separater Post.", "Le code PIN sera envoyé par courrier.", "El token de acceso caduca en una hora.",
    "Токен доступа истекает через час.", "トークンの有効期限は1時間です。", "La secret sauce du chef reste un mystère.",
    "Das Geheimnis eines guten Brotes ist Zeit.", "El secreto está en la masa.", "Секрет успеха — регулярность.",
)


def b_multilingual() -> str:
    return pick(I18N_BENIGN)


def b_code_words() -> str:
    return pick((f"promo code SUMMER{rng.randrange(10, 40)} gives 20% off", f"country code +{rng.randrange(1, 99)}", f"error code 0x{rs(8, '0123456789ABCDEF')}",
                 f"HTTP {pick(('401 Unauthorized', '403 Forbidden', '429 Too Many Requests'))} from the token endpoint", f"ZIP code {rs(5, DIGITS)}",
                 f"area code {rs(3, DIGITS)}", f"SWIFT code DEUTDEFF{rs(3, UPPER)}", f"exit code {rng.randrange(1, 140)}", "the QR code links to the menu",
                 f"airport code {pick(('FRA', 'NRT', 'SFO', 'GRU'))}", f"discount code {pick(WORDS).upper()}{rng.randrange(5, 50)}", f"ICD-10 code J{rs(2, DIGITS)}.{rs(1, DIGITS)}",
                 f"product code SKU-{rs(6, UPPER + DIGITS)}", f"colour code #{rs(6, '0123456789ABCDEF')}"))


def b_key_words() -> str:
    return pick(("add a primary key to the events table", "the header name is X-Api-Key", "the song is in the key of C minor",
                 "my keyboard's spacebar is broken", "the key takeaway from the meeting is to ship smaller PRs", "use a composite key (tenant_id, id)",
                 "press the Windows key and type cmd", "key lime pie for dessert", "Redis key naming: session:{user_id}",
                 "the dictionary key 'password' is renamed to 'credential_ref'", "sort the list by the 'updated_at' key",
                 "foreign key constraint failed on orders.customer_id", "the hotel key card stopped working"))


def b_documented_test() -> str:
    return pick(("Stripe's test card 4242 4242 4242 4242 with any future date works in test mode",
                 "use 4000 0000 0000 0002 to simulate a declined card (Stripe docs)", "test Visa 4111 1111 1111 1111 from the gateway sandbox docs",
                 "Stripe test card for 3DS: 4000 0027 6000 3184", "Adyen test Mastercard 5555 3412 4444 1115 in the sandbox"))


def b_code_snippet() -> str:
    return pick(("token = os.environ[\"API_TOKEN\"]", "password = getpass.getpass(\"Password: \")", "if not api_key:\n    raise RuntimeError(\"set API_KEY\")",
                 "def check_password(raw: str, hashed: str) -> bool:", "const token = await getAccessToken();", "headers = {\"Authorization\": f\"Bearer {token}\"}",
                 "SECRET_KEY = env('DJANGO_SECRET_KEY')", "secret := os.Getenv(\"WEBHOOK_SECRET\")", "password_field = forms.CharField(widget=forms.PasswordInput)",
                 "let apiKey = process.env.OPENAI_API_KEY ?? ''", "@Value(\"${spring.datasource.password}\") private String password;",
                 "client = boto3.client('s3')  # credentials from the instance role", "hmac.compare_digest(expected_sig, received_sig)"))


def b_otp_talk() -> str:
    return pick(("the OTP expires after 5 minutes", "enter the 6-digit code we sent you", "I didn't receive the verification code, resend it",
                 f"Order {rs(6, DIGITS)} confirmed", f"build #{rs(6, DIGITS)} passed", f"invoice {rs(6, DIGITS)} is overdue",
                 "backup codes are in the safe at home", "switch 2FA from SMS to an authenticator app", f"the meeting id is {rs(3, DIGITS)} {rs(4, DIGITS)} {rs(4, DIGITS)}",
                 f"my flight is LH{rs(3, DIGITS)}", f"the PR number is {rs(5, DIGITS)}", "TOTP codes are valid for 30 seconds"))


def b_crypto_public() -> str:
    return pick((f"send ETH to 0x{hexs(40)}", f"tx hash 0x{hexs(64)}", f"BTC address bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}",
                 f"contract deployed at 0x{hexs(40)}", f"block hash 0000000000000000000{hexs(45)}", f"my Solana address {rs(44, '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')}"))


def b_public_ids() -> str:
    return pick((f"AWS account 1234{rs(8, DIGITS)}", f"arn:aws:iam::{rs(12, DIGITS)}:role/deploy", f"Twilio account SID AC{hexs(32)}",
                 f"Slack channel C{rs(10, UPPER + DIGITS)}", f"Azure subscription id {uuid4()}", f"GCP project {pick(WORDS)}-{rs(6, DIGITS)}",
                 f"ocid1.tenancy.oc1..aaaaaaaa{rs(52, LOWER + DIGITS)}", f"Google Analytics G-{rs(10, UPPER + DIGITS)}", f"Cloudflare zone id {hexs(32)}",
                 f"OAuth client id {rs(12, DIGITS)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com", f"GitHub App id {rs(6, DIGITS)}, installation {rs(8, DIGITS)}",
                 f"Stripe account acct_1{rs(15)}", f"Azure tenant {uuid4()}"))


def b_wifi_no_password() -> str:
    return pick(("the guest Wi-Fi is called Cafe_Guest and has no password", "WLAN-Name: FRITZ!Box 7590 KX", "connect to eduroam with your university login",
                 "the Wi-Fi password is printed on the router sticker", "WIFI:T:nopass;S:Library-Free;;", "SSID HomeNet-5G, channel 36",
                 "Le Wi-Fi de l'hôtel est gratuit, pas de mot de passe.", "WLAN-Passwort steht auf der Rückseite der Box"))


def b_unicode_plain() -> str:
    return pick(("東京都渋谷区神宮前１－２－３", "会議は１５時から３０分です", "👩\u200d💻 shipped the release 🎉", "family: 👨\u200d👩\u200d👧\u200d👦",
                 "ＷｅｂＡＰＩの仕様書を読んでください", "フルワイド：ＡＢＣ１２３", "Москва, ул. Тверская, д. 7", "Ελλάδα 2026 διακοπές",
                 "naïve café résumé", "word\u00adbreak hyphen", "ｐａｓｓｗｏｒｄ ｐｏｌｉｃｙ ｕｐｄａｔｅ (fullwidth heading)", "رقم الطلب ١٢٣٤٥٦"))


# ---------------------------------------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------------------------------------

SECRET_KINDS: list[tuple[str, int, Callable[[], str]]] = [
    ("conn_postgres", 12, s_conn_postgres), ("conn_mysql", 9, s_conn_mysql), ("conn_mongodb", 9, s_conn_mongodb),
    ("conn_redis", 8, s_conn_redis), ("conn_amqp", 7, s_conn_amqp), ("conn_mssql_odbc", 9, s_conn_mssql),
    ("conn_jdbc", 9, s_conn_jdbc), ("conn_smtp", 8, s_conn_smtp), ("password_prose_en", 18, s_password_prose_en),
    ("passphrase", 9, s_passphrase), ("aws_keypair", 12, s_aws_keypair), ("gcp_service_account", 8, s_gcp_service_account),
    ("gcp_api_key", 5, s_gcp_api_key), ("azure_storage_conn", 7, s_azure_storage), ("azure_sas", 6, s_azure_sas),
    ("azure_client_secret", 6, s_azure_client_secret), ("alibaba_key", 5, s_alibaba), ("digitalocean_token", 5, s_digitalocean),
    ("ibm_cloud_key", 5, s_ibm), ("oracle_cloud", 5, s_oracle), ("github_token", 12, s_github), ("gitlab_token", 7, s_gitlab),
    ("slack_token", 10, s_slack), ("stripe_key", 9, s_stripe), ("sendgrid_key", 5, s_sendgrid), ("twilio", 6, s_twilio),
    ("mailgun_key", 5, s_mailgun), ("openai_key", 7, s_openai), ("anthropic_key", 5, s_anthropic), ("huggingface_token", 5, s_huggingface),
    ("npm_token", 5, s_npm), ("pypi_token", 5, s_pypi), ("shopify_token", 5, s_shopify), ("atlassian_token", 5, s_atlassian),
    ("datadog_key", 5, s_datadog), ("newrelic_key", 5, s_newrelic), ("linear_key", 4, s_linear), ("notion_token", 4, s_notion),
    ("figma_token", 4, s_figma), ("vercel_token", 4, s_vercel), ("netlify_token", 4, s_netlify), ("doppler_token", 4, s_doppler),
    ("postman_key", 4, s_postman), ("grafana_token", 4, s_grafana), ("sentry_secret", 5, s_sentry), ("jwt", 10, s_jwt),
    ("pem_private_key", 8, s_pem_private_key), ("openssh_private_key", 5, s_openssh_private_key), ("pgp_private_key", 4, s_pgp_private_key),
    ("card_number", 12, s_card), ("card_with_expiry_cvv", 10, s_card_full), ("otp_code", 12, s_otp), ("totp_seed", 6, s_totp_seed),
    ("backup_codes", 6, s_backup_codes), ("bank_pin_tan", 10, s_bank_pin_tan), ("wifi_password", 10, s_wifi), ("basic_auth", 9, s_basic_auth),
    ("bearer_curl", 8, s_bearer_curl), ("kube_secret", 6, s_kube_secret), ("docker_login", 6, s_docker_login), ("netrc_pgpass", 6, s_netrc_pgpass),
    ("env_file", 10, s_env_file), ("config_file", 10, s_config_file), ("shell_history", 8, s_shell_history), ("ci_variable", 7, s_ci_variable),
    ("log_line", 8, s_log_line), ("hidden_zero_width", 14, s_hidden_zero_width), ("hidden_fullwidth", 14, s_hidden_fullwidth),
    ("hidden_split", 14, s_hidden_split), ("hidden_homoglyph", 14, s_hidden_homoglyph),
]

BENIGN_KINDS: list[tuple[str, int, Callable[[], str]]] = [
    ("publishable_key", 14, b_publishable_key), ("public_ssh_key", 12, b_public_ssh_key), ("public_pgp_key", 8, b_public_pgp_key),
    ("certificate", 8, b_certificate), ("placeholder", 28, b_placeholder), ("aws_documented_example", 5, b_aws_example),
    ("redacted", 20, b_redacted), ("secret_reference", 24, b_secret_reference), ("git_sha", 12, b_git_sha), ("checksum", 12, b_checksum),
    ("password_hash", 12, b_password_hash), ("uuid_id", 14, b_uuid), ("base64_data", 12, b_base64_data), ("long_random_id", 30, b_long_random_id),
    ("talk_about_secrets", 30, b_talk_about_secrets), ("non_luhn_digits", 14, b_non_luhn), ("order_phone_postal", 24, b_order_phone_postal),
    ("iban_alone", 10, b_iban_alone), ("version_string", 14, b_version), ("url_without_credentials", 16, b_url_no_creds),
    ("conn_string_without_password", 16, b_conn_no_password), ("multilingual_ordinary", 41, b_multilingual), ("code_words", 14, b_code_words),
    ("key_words", 13, b_key_words), ("documented_test_card", 5, b_documented_test), ("code_snippet", 13, b_code_snippet),
    ("otp_talk", 12, b_otp_talk), ("crypto_public", 8, b_crypto_public), ("public_identifier", 14, b_public_ids),
    ("wifi_without_password", 8, b_wifi_no_password), ("unicode_plain", 12, b_unicode_plain),
]


def i18n_maker(lang: str, template: str) -> Callable[[], str]:
    return lambda: s_password_prose_i18n(lang, template)


def build_rows() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    seen: set[str] = set()

    def add(kind: str, label: str, make: Callable[[], str], count: int) -> None:
        made = 0
        attempts = 0
        while made < count and attempts < count * 60:
            attempts += 1
            text = make()
            if text in seen:
                continue
            seen.add(text)
            rows.append({"text": wrap(text), "label": label, "kind": kind})
            made += 1

    for kind, count, make in SECRET_KINDS:
        add(kind, "secret", make, count)
    for lang in sorted(I18N_PASSWORD):
        for template in I18N_PASSWORD[lang]:
            add("password_prose_i18n", "secret", i18n_maker(lang, template), 1)
    for kind, count, make in BENIGN_KINDS:
        add(kind, "benign", make, count)
    order = random.Random(SEED + 2)
    order.shuffle(rows)
    return rows


def render(rows: list[dict[str, str]]) -> bytes:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode("utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file differs from what this script writes")
    args = parser.parse_args()
    rows = build_rows()
    data = render(rows)
    counts = collections.Counter((row["label"], row["kind"]) for row in rows)
    for label in ("secret", "benign"):
        kinds = sorted(k for (lab, k) in counts if lab == label)
        print(f"{label}: {sum(counts[(label, k)] for k in kinds)} rows, {len(kinds)} kinds")
        for k in kinds:
            print(f"  {k:32s} {counts[(label, k)]}")
    if args.check:
        current = OUT_PATH.read_bytes() if OUT_PATH.exists() else b""
        if current != data:
            print(f"{OUT_PATH.name} is stale: run make_blind4.py without --check", file=sys.stderr)
            return 1
        print(f"{OUT_PATH.name} is up to date")
        return 0
    OUT_PATH.write_bytes(data)
    print(f"wrote {OUT_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
