#!/usr/bin/env python3
"""Generate the *fresh* held-out corpus for engramdb's secret guard.

Written blind: without reading the guard's detectors or the earlier corpora,
so that it measures how the guard generalises to secrets (and near-misses)
phrased in ways nobody tuned it for.

Standard library only, seeded and deterministic:

    python benchmarks/guard_corpus_fresh/make_fresh.py            # writes secrets_fresh.jsonl
    python benchmarks/guard_corpus_fresh/make_fresh.py --check    # regenerate and compare

Each output line is ``{"text": ..., "label": "secret" | "benign", "kind": ...}``.

Labelling decisions (kept consistent throughout):

* An IBAN, sort code, BIC or routing number on its own is **benign**; it
  becomes a secret only together with a PIN, TAN or online-banking password.
* Stripe ``sk_test_``/``rk_test_`` keys with a real-looking random body are
  **secrets** (they are live credentials for test mode).  Only obviously fake
  placeholders (``sk_test_XXXX``, ``your-key-here``, ``<token>``) are benign.
* Publishable keys that are public by design (Stripe ``pk_live_``), public
  SSH/PGP/age keys, certificates and bare identifiers (Twilio account SID,
  AWS account id, ARNs, Slack channel ids, UUIDs) are **benign**.  The same
  UUID shape is a **secret** when it is stated as an API key (Heroku).
* Redacted or masked values (``****``, ``[REDACTED]``, last four digits) and
  references to secrets held elsewhere (``${DB_PASSWORD}``,
  ``secretKeyRef``, ``op://...``) are **benign**.
* Roughly one secret in ten is hidden with zero-width characters or Unicode
  fullwidth forms; those carry the kinds ``zero_width`` / ``fullwidth``.  A
  few benign lines are obfuscated the same way (kind ``obfuscated_benign``)
  so that normalisation alone is not rewarded.
"""

from __future__ import annotations

import argparse
import base64
import json
import os
import random
import string
import sys
from collections import Counter
from urllib.parse import quote

SEED = 0x5EC12E7F
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "secrets_fresh.jsonl")

R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"
B32 = UP + "234567"
SYMS = "!@#$%^&*?-_.+=~"


# --------------------------------------------------------------------------
# small helpers
# --------------------------------------------------------------------------

def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def rbytes(n: int) -> bytes:
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64url_nopad(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def wrap64(s: str, width: int = 64) -> str:
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def date() -> str:
    return f"20{R.randint(23, 25)}-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}"


def clock() -> str:
    return f"{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}"


def q(pw: str) -> str:
    """Quote a password when it contains spaces, the way people do."""
    return f'"{pw}"' if " " in pw else pw


NAMES = ["alice", "bob", "priya", "jorge", "mei", "tomasz", "fatima", "lukas",
         "chloé", "ravi", "yuki", "sven", "amara", "diego", "ines", "kofi",
         "noor", "pieter", "giulia", "hiro", "olu", "marta", "sam", "dana"]
USERS = ["app", "svc_orders", "admin", "root", "analytics_ro", "deploy",
         "etl_user", "reporting", "billing_rw", "grafana", "airflow", "sa",
         "backup", "ci-bot", "webapp", "maria.g", "k.tanaka", "ops"]
DBNAMES = ["orders", "billing", "crm", "inventory", "prod", "analytics",
           "events", "auth", "payments", "warehouse", "app_production"]
WORDS = ["marmalade", "glacier", "tuba", "orbit", "falcon", "pepper",
         "sunflower", "kiwi", "biscuit", "tornado", "lantern", "pickle",
         "saffron", "walrus", "quartz", "meadow", "cobalt", "noodle", "violin",
         "cactus", "harbor", "maple", "zebra", "ember", "nimbus", "pretzel",
         "canyon", "mosaic", "otter", "velvet", "schnitzel", "mariposa",
         "papillon", "girassol", "tulpen", "sakura", "jalebi", "fragola",
         "citron", "banjo", "igloo", "rhubarb", "compass", "dynamo"]
COMPANIES = ["acme", "globex", "initech", "umbrella", "hooli", "vandelay",
             "wonka", "stark", "tyrell", "soylent", "piedpiper", "contoso"]


def host(flavor: str = "any") -> str:
    c = pick(COMPANIES)
    opts = [
        f"db-prod-{R.randint(1, 9):02d}.internal",
        f"{pick(DBNAMES)}-db.{rs(LO + DIG, 10)}.{pick(['us-east-1', 'eu-west-1', 'ap-south-1'])}.rds.amazonaws.com",
        f"10.{R.randint(0, 255)}.{R.randint(0, 255)}.{R.randint(1, 254)}",
        f"sql{R.randint(1, 40)}.{c}.lan",
        "localhost",
        f"{pick(DBNAMES)}.{c}-corp.net",
    ]
    if flavor == "pg":
        opts += [f"pg.{c}.io", f"{c}-{pick(['primary', 'replica', 'main'])}.postgres.database.azure.com"]
    if flavor == "mysql":
        opts += [f"{c}-mysql.mysql.database.azure.com", f"mysql.{c}.io"]
    if flavor == "mssql":
        opts += [f"{c}-sql.database.windows.net"]
    return pick(opts)


def password() -> str:
    style = R.randrange(8)
    w = pick(WORDS)
    if style == 0:
        return w.capitalize() + pick(SYMS) + str(R.randint(10, 9999))
    if style == 1:
        core = rs(ALNUM + SYMS, R.randint(12, 20))
        return core[:3] + pick(DIG) + pick(SYMS) + core[3:]
    if style == 2:
        return "-".join(R.sample(WORDS, 3)) + "-" + str(R.randint(1, 99))
    if style == 3:
        leet = w.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "i": "1", "s": "$"}))
        return leet.capitalize() + str(R.randint(1990, 2025)) + pick("!#?")
    if style == 4:
        return pick(WORDS).capitalize() + pick(WORDS).capitalize() + str(R.randint(1, 9999)) + pick(SYMS)
    if style == 5:
        return " ".join(R.sample(WORDS, 4))
    if style == 6:
        return rs(ALNUM, 4) + pick(SYMS) + rs(ALNUM, 6)
    return pick(["Winter", "Summer", "Spring", "Autumn"]) + str(R.randint(2019, 2025)) + pick("!$#")


def url_password() -> str:
    pw = password().replace(" ", "")
    return quote(pw, safe="") if R.random() < 0.5 else "".join(
        ch for ch in pw if ch in ALNUM + "-_.~") or rs(ALNUM, 14)


def luhn_check_digit(payload: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(payload)):
        n = int(ch)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    return luhn_check_digit(num[:-1]) == num[-1]


def card() -> tuple[str, str]:
    brand = pick(["visa", "visa", "mc", "mc2", "amex", "discover"])
    if brand == "visa":
        prefix, n = "4" + rs(DIG, 5), 16
    elif brand == "mc":
        prefix, n = str(R.randint(51, 55)) + rs(DIG, 4), 16
    elif brand == "mc2":
        prefix, n = str(R.randint(2221, 2720)) + rs(DIG, 2), 16
    elif brand == "amex":
        prefix, n = pick(["34", "37"]) + rs(DIG, 4), 15
    else:
        prefix, n = pick(["6011", "65" + rs(DIG, 2)]) + rs(DIG, 2), 16
    payload = prefix + rs(DIG, n - len(prefix) - 1)
    num = payload + luhn_check_digit(payload)
    assert luhn_ok(num)
    sep = pick([" ", " ", "-", "", "."])
    groups = [num[:4], num[4:10], num[10:]] if n == 15 else [num[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(groups), brand


def iban() -> str:
    cc = pick(["DE", "GB", "FR", "NL", "ES", "IT", "BE"])
    if cc == "DE":
        bban = rs(DIG, 18)
    elif cc == "GB":
        bban = pick(["NWBK", "BARC", "HBUK", "LOYD"]) + rs(DIG, 14)
    elif cc == "FR":
        bban = rs(DIG, 23)
    elif cc == "NL":
        bban = pick(["ABNA", "INGB", "RABO"]) + rs(DIG, 10)
    elif cc == "ES":
        bban = rs(DIG, 20)
    elif cc == "IT":
        bban = pick(UP) + rs(DIG, 22)
    else:
        bban = rs(DIG, 12)
    rearranged = bban + cc + "00"
    numeric = "".join(str(int(ch, 36)) for ch in rearranged)
    check = 98 - int(numeric) % 97
    raw = f"{cc}{check:02d}{bban}"
    if R.random() < 0.6:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


def uuid4() -> str:
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


# --------------------------------------------------------------------------
# wrappers: surrounding noise shared by secrets and benign lines alike
# --------------------------------------------------------------------------

def wrap(text: str) -> str:
    multiline = "\n" in text
    r = R.random()
    if r < 0.62:
        return text
    name = pick(NAMES)
    if multiline:
        return pick([
            f"{name}: here you go\n{text}",
            f"```\n{text}\n```",
            f"pasting from the runbook ->\n{text}\n(end)",
            f"Re: handover\n\n{text}\n\n-- {name}",
        ])
    return pick([
        f"[{clock()[:5]}] {name}: {text}",
        f"{date()}T{clock()}Z {pick(['INFO', 'DEBUG', 'WARN'])} {pick(['worker', 'api', 'sync', 'cron'])}[{R.randint(100, 9999)}] {text}",
        f"> {text}",
        f"{text}  -- sent from my phone",
        f"remember this for later: {text}",
        f"{name} said: {text}",
        f"- {text}",
        f"{text} 👍",
        f"FYI {text}",
    ])


# --------------------------------------------------------------------------
# secrets.  Each generator returns (text, value) where value is the secret
# substring (used for obfuscation).
# --------------------------------------------------------------------------

DB_SCHEMES = [
    # scheme, port, host flavour, query tails, scheme-specific templates
    ("postgres", 5432, "pg", ["", "?sslmode=require", "?application_name=etl"], ["psql \"{url}\"", "PGURL={url}"]),
    ("postgresql", 5432, "pg", ["", "?sslmode=verify-full", "?connect_timeout=10"], ["psql '{url}' -c 'select 1'"]),
    ("postgresql+psycopg2", 5432, "pg", ["", "?sslmode=require"], ["engine = create_engine(\"{url}\")"]),
    ("mysql", 3306, "mysql", ["", "?charset=utf8mb4", "?tls=true"], ["mysqlsh --uri {url}"]),
    ("mysql+pymysql", 3306, "mysql", ["", "?charset=utf8mb4"], ["engine = create_engine('{url}', pool_pre_ping=True)"]),
    ("mariadb", 3306, "mysql", ["", "?ssl=true"], []),
    ("mongodb", 27017, "any", ["?authSource=admin", "?replicaSet=rs0&authSource=admin", ""], ["mongosh \"{url}\"", "MONGO_URI={url}"]),
    ("cockroachdb", 26257, "any", ["?sslmode=verify-full"], []),
    ("clickhouse", 8123, "any", ["", "?secure=true"], []),
    ("sqlserver", 1433, "mssql", ["", "?database=app&encrypt=true"], []),
    ("oracle", 1521, "any", [""], []),
]


def s_db_url():
    u, pw, db = pick(USERS), url_password(), pick(DBNAMES)
    extra_t = []
    r = R.random()
    if r < 0.18:
        url = f"mongodb+srv://{u}:{pw}@cluster{R.randint(0, 3)}.{rs(LO + DIG, 5)}.mongodb.net/{db}?retryWrites=true&w=majority"
        extra_t = ["mongosh \"{url}\"", "MONGODB_URI={url}", "client = MongoClient(\"{url}\")"]
    elif r < 0.3:
        acct = rs(LO, 2) + rs(DIG, 5)
        url = f"snowflake://{u}:{pw}@{acct}.{pick(['eu-central-1', 'us-east-2.aws'])}/{db.upper()}/PUBLIC?warehouse=COMPUTE_WH&role=ANALYST"
        extra_t = ["SNOWFLAKE_URL={url}", "engine = create_engine('{url}')"]
    else:
        scheme, port, flavor, tails, extra_t = pick(DB_SCHEMES)
        url = f"{scheme}://{u}:{pw}@{host(flavor)}:{port}/{db}{pick(tails)}"
    t = pick([
        "DATABASE_URL={url}",
        "connect with {url}",
        "the prod db is at {url} fyi",
        'SQLALCHEMY_DATABASE_URI = "{url}"',
        "can you check why `{url}` times out from the bastion?",
        "OperationalError: connection to server failed -- url was {url}",
        "  url: {url}",
        "Use this for the migration: {url} (read/write, don't share)",
        "{url}",
        "dsn={url}",
        "Hier ist der Connection-String: {url}",
    ] + extra_t * 2).format(url=url)
    return t, pw


def s_jdbc_url():
    u, pw, h, db = pick(USERS), password().replace(" ", ""), host(), pick(DBNAMES)
    url = pick([
        f"jdbc:postgresql://{h}:5432/{db}?user={u}&password={quote(pw, safe='')}&ssl=true",
        f"jdbc:mysql://{h}:3306/{db}?user={u}&password={quote(pw, safe='')}&useSSL=false",
        f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw};encrypt=true",
        f"jdbc:oracle:thin:{u}/{pw}@{h}:1521:ORCL",
        f"jdbc:snowflake://{rs(LO, 2)}{rs(DIG, 5)}.snowflakecomputing.com/?user={u}&password={quote(pw, safe='')}&db={db}",
        f"jdbc:mariadb://{h}/{db}?user={u}&password={quote(pw, safe='')}",
        f"jdbc:db2://{h}:50000/{db.upper()}:user={u};password={pw};",
    ])
    t = pick([
        "spring.datasource.url={url}",
        "jdbc url in the Jenkins job: {url}",
        "<property name=\"url\" value=\"{url}\"/>",
        "Caused by: java.sql.SQLException: Access denied for {url}",
        "{url}",
        "DBeaver connection -> {url}",
        "hikari.jdbcUrl = {url}",
    ]).format(url=url)
    return t, pw if pw in t else quote(pw, safe="")


def s_odbc_conn():
    u, pw, db = pick(USERS), password().replace(" ", ""), pick(DBNAMES)
    srv = pick([f"tcp:{pick(COMPANIES)}-sql.database.windows.net,1433", f"SQL{R.randint(1, 9)}\\SQLEXPRESS",
                host(), f"{host()},1433"])
    conn = pick([
        f"Server={srv};Database={db};User Id={u};Password={pw};",
        f"Data Source={srv};Initial Catalog={db};User ID={u};Password={pw};Encrypt=True;TrustServerCertificate=False",
        f"Driver={{ODBC Driver 18 for SQL Server}};Server={srv};Database={db};Uid={u};Pwd={pw};",
        f"DRIVER={{PostgreSQL Unicode}};SERVER={host()};PORT=5432;DATABASE={db};UID={u};PWD={pw}",
        f"Provider=SQLOLEDB;Data Source={srv};Initial Catalog={db};User Id={u};Password={pw}",
        f"Host={host()};Port=5432;Database={db};Username={u};Password={pw};SSL Mode=Require",
        f"server={host()};uid={u};pwd={pw};database={db}",
    ])
    t = pick([
        '"ConnectionStrings": {{ "Default": "{c}" }}',
        "appsettings.Production.json has {c}",
        "connStr := \"{c}\"",
        "<add name=\"Main\" connectionString=\"{c}\" providerName=\"System.Data.SqlClient\" />",
        "Try this in SSMS / the ODBC DSN: {c}",
        "{c}",
        "cadena de conexión: {c}",
    ]).format(c=conn)
    return t, pw


def s_broker_url():
    u, pw = pick([*USERS, "guest2", "mqtt", "producer", "consumer"]), url_password()
    kind = pick(["amqp", "amqp", "redis", "redis", "nats", "mqtt", "kafka", "stomp"])
    if kind == "amqp":
        h = pick([host(), f"rabbit-{R.randint(1, 3)}.{pick(COMPANIES)}.svc", f"{rs(LO, 8)}.rmq.cloudamqp.com"])
        url = pick([f"amqp://{u}:{pw}@{h}:5672/%2F", f"amqps://{u}:{pw}@{h}/vhost_{pick(DBNAMES)}"])
        ts = ["CELERY_BROKER_URL={url}", "broker_url = '{url}'", "pika.URLParameters('{url}')",
              "RABBITMQ_URL={url}", "AMQPConnectionError while connecting to {url}"]
    elif kind == "redis":
        h = pick([host(), f"redis-{R.randint(10000, 19999)}.c{R.randint(1, 300)}.us-east-1-2.ec2.cloud.redislabs.com",
                  f"cache.{pick(COMPANIES)}.internal"])
        url = pick([f"redis://:{pw}@{h}:6379/0", f"redis://default:{pw}@{h}:6379", f"rediss://{u}:{pw}@{h}:6380/2"])
        ts = ["REDIS_URL: {url}", "CELERY_RESULT_BACKEND={url}", "Error 111 connecting to {url}. Connection refused.",
              "r = redis.from_url('{url}')", "CACHE_URL={url}"]
    elif kind == "nats":
        url = f"nats://{u}:{pw}@nats.{pick(COMPANIES)}.svc:4222"
        ts = ["NATS_URL={url}", "nats sub -s {url} 'orders.>'"]
    elif kind == "mqtt":
        url = f"mqtt://{u}:{pw}@broker.{pick(COMPANIES)}.io:1883"
        ts = ["mosquitto_sub -L {url}/sensors/#", "MQTT_BROKER={url}"]
    elif kind == "kafka":
        url = f"kafka://{u}:{pw}@kafka-{R.randint(0, 2)}.{pick(COMPANIES)}.net:9093"
        ts = ["KAFKA_URL={url}", "faust worker --broker {url}"]
    else:
        url = f"stomp+ssl://{u}:{pw}@mq.{pick(COMPANIES)}.com:61614"
        ts = ["activemq broker: {url}", "STOMP_URL={url}"]
    t = pick([*ts, "the queue creds: {url}", "{url}"]).format(url=url)
    return t, pw


PW_TEMPLATES = [
    # english
    "my password is {pw}", "pw: {pw}", "Password = {pw}", "use {pw} to log in",
    "creds for the staging box are {u} / {pw}", "login is {u} and the pass is {pw}",
    "the vault passphrase is '{pw}' -- don't lose it", "root pw on the NAS got changed to {pw}",
    "password for grafana -> {pw}", "u: {u}  p: {pw}", "passphrase for my gpg key: {pw}",
    "if you ever need to get into my laptop it's {pw}", "I set the new password to {pw}, note it down",
    "Note to self: {pw} is the KeePass master password.", "The admin account password is now {pw} (changed {d}).",
    "pass={pw}", "Username {u}, password {pw}. Please store it in memory.",
    "remember: jenkins login {u}:{pw}", "his old password was {pw} and he still uses it everywhere",
    "PASSWORD IS {pw}", "the unlock phrase for the backup drive: {pw}",
    "Login details -- user: {u} | password: {pw}", "new pwd {pw}",
    "okay so the password, and I'm only saying this once, is {pw}",
    "Credentials: {u} / {pw} (expires end of quarter)", "sudo password on the build box is {pw}",
    # spanish
    "mi contraseña es {pw}", "la clave del servidor es {pw}, no la compartas",
    "Usuario: {u} · Contraseña: {pw}", "te paso la contraseña del correo: {pw}",
    # french
    "mon mot de passe c'est {pw}", "le mdp du compte admin : {pw}",
    "Identifiant {u}, mot de passe {pw}.",
    # german
    "Mein Passwort lautet {pw}", "Kennwort für den VPN-Zugang: {pw}", "Benutzer {u}, Passwort {pw}",
    # portuguese
    "minha senha é {pw}", "a senha do banco de dados é {pw}", "senha do painel: {pw}",
    # italian
    "la mia password è {pw}", "la parola d'ordine per il server è {pw}", "utente {u} password {pw}",
    # dutch
    "mijn wachtwoord is {pw}", "het wachtwoord voor de NAS is {pw}",
    # hindi (latin script)
    "mera password {pw} hai, yaad rakhna", "bhai email ka password {pw} hai", "server ka password hai {pw}",
    # japanese
    "パスワードは {pw} です", "ログインパスワード：{pw}", "管理者のパスワードは「{pw}」です。",
    # others
    "moje hasło to {pw}", "şifrem {pw}", "мой пароль {pw}", "我的密码是 {pw}", "비밀번호는 {pw} 입니다",
    "mitt lösenord är {pw}", "kata sandi saya {pw}", "salasanani on {pw}",
]


def s_password_prose():
    pw = password()
    tpl = pick(PW_TEMPLATES)
    quoted = "'{pw}'" in tpl or "「{pw}」" in tpl
    t = tpl.format(pw=pw if quoted else q(pw), u=pick(USERS), d=date())
    return t, pw


def s_aws_key():
    kid = pick(["AKIA", "AKIA", "ASIA"]) + rs(UP + "234567", 16)
    sec = rs(ALNUM + "/+", 40)
    style = R.randrange(6)
    if style == 0:
        t = f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {sec}\nregion = {pick(['us-east-1', 'eu-central-1'])}"
    elif style == 1:
        t = f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={sec}"
    elif style == 2:
        t = f"aws keys for the {pick(DBNAMES)} bucket: {kid} / {sec}"
    elif style == 3:
        tok = pick(["FwoGZXIvYXdzE", "IQoJb3JpZ2luX2Vj"]) + rs(B64, 120)
        t = f'{{"AccessKeyId": "{kid}", "SecretAccessKey": "{sec}", "SessionToken": "{tok}", "Expiration": "{date()}T{clock()}Z"}}'
    elif style == 4:
        t = f"s3 = boto3.client('s3', aws_access_key_id='{kid}', aws_secret_access_key='{sec}')"
    else:
        t = f"Secret access key for IAM user {pick(USERS)} is {sec} (key id {kid})"
    return t, sec


def s_gcp_sa():
    proj = f"{pick(COMPANIES)}-{pick(['prod', 'analytics', 'ml', 'data'])}-{R.randint(100000, 999999)}"
    body = wrap64("MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ" + b64(rbytes(R.randint(150, 300))))
    pk = "-----BEGIN PRIVATE KEY-----\\n" + body.replace("\n", "\\n") + "\\n-----END PRIVATE KEY-----\\n"
    kid = rs(HEX, 40)
    email = f"{pick(['etl-runner', 'terraform', 'bq-reader', 'ci'])}@{proj}.iam.gserviceaccount.com"
    style = R.randrange(3)
    if style == 0:
        t = (f'{{\n  "type": "service_account",\n  "project_id": "{proj}",\n  "private_key_id": "{kid}",\n'
             f'  "private_key": "{pk}",\n  "client_email": "{email}",\n  "client_id": "{rs(DIG, 21)}"\n}}')
    elif style == 1:
        t = f'  "private_key_id": "{kid}",\n  "private_key": "{pk}",\n  "client_email": "{email}",'
    else:
        t = f'here is the service account json (partial): "private_key": "{pk}" for {email}'
    return t, body.split("\n")[1]


def s_azure():
    acct = pick(COMPANIES) + pick(["store", "data", "logs", "backup"]) + str(R.randint(1, 99))
    key = b64(rbytes(64))
    style = R.randrange(4)
    if style == 0:
        t = f"DefaultEndpointsProtocol=https;AccountName={acct};AccountKey={key};EndpointSuffix=core.windows.net"
        v = key
    elif style == 1:
        sig = quote(b64(rbytes(32)), safe="")
        t = (f"https://{acct}.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=sco&sp=rwdlac"
             f"&se={date()}T{clock()}Z&st={date()}T00:00:00Z&spr=https&sig={sig}")
        v = sig
    elif style == 2:
        sec = rs(ALNUM, 3) + str(R.randint(1, 9)) + "Q~" + rs(ALNUM + "-_.~", 34)
        t = pick([f"AZURE_CLIENT_SECRET={sec}",
                  f"app registration client secret: {sec} (tenant {uuid4()}, client {uuid4()})",
                  f'"ClientSecret": "{sec}",'])
        v = sec
    else:
        t = f"az storage blob upload --account-name {acct} --account-key {key} -c backups -f dump.sql"
        v = key
    return wrap(t), v


def s_cloud_token():
    style = R.randrange(6)
    if style == 0:
        v = "dop_v1_" + rs(HEX, 64)
        t = pick([f"DIGITALOCEAN_TOKEN={v}", f"doctl auth init -t {v}", f"DO api token: {v}"])
    elif style == 1:
        v = rs(ALNUM + "_-", 40)
        t = pick([f"CLOUDFLARE_API_TOKEN={v}", f"cloudflare token (zone:edit) {v}",
                  f'api_token = "{v}"  # cloudflare provider'])
    elif style == 2:
        v = rs(HEX, 37)
        t = f"curl -H 'X-Auth-Email: ops@{pick(COMPANIES)}.com' -H 'X-Auth-Key: {v}' https://api.cloudflare.com/client/v4/zones"
    elif style == 3:
        kid, v = "LTAI" + rs(ALNUM, R.choice([16, 20])), rs(ALNUM, 30)
        t = pick([f"Alibaba Cloud AccessKey ID: {kid}\nAccessKey Secret: {v}",
                  f"ALIBABA_CLOUD_ACCESS_KEY_ID={kid} ALIBABA_CLOUD_ACCESS_KEY_SECRET={v}"])
    elif style == 4:
        v = uuid4()
        t = pick([f"HEROKU_API_KEY={v}", f"heroku api key is {v}, use it in the deploy action"])
    else:
        v = rs(HEX, 64)
        t = pick([f"LINODE_TOKEN={v}", f"linode-cli --token {v} linodes list", f"hcloud token: {rs(ALNUM, 64)}"])
    return t, v


def s_github():
    style = R.randrange(4)
    if style == 0:
        v = "ghp_" + rs(ALNUM, 36)
    elif style == 1:
        v = "github_pat_" + rs(ALNUM, 22) + "_" + rs(ALNUM, 59)
    elif style == 2:
        v = pick(["gho_", "ghs_", "ghu_"]) + rs(ALNUM, 36)
    else:
        v = "ghr_" + rs(ALNUM, 36)
    t = pick([
        "GITHUB_TOKEN={v}", "gh auth login --with-token <<< {v}",
        "git clone https://{v}@github.com/{c}/infra.git",
        "my PAT (repo scope) is {v}", "token: {v}", "here's the token for the release bot {v}",
        "export GH_TOKEN='{v}'", "curl -H \"Authorization: token {v}\" https://api.github.com/user/repos",
        "The fine-grained token expires in 30 days: {v}", "{v}",
    ]).format(v=v, c=pick(COMPANIES))
    return t, v


def s_gitlab():
    v = pick(["glpat-", "glpat-", "glpat-", "gldt-", "glrt-", "glptt-"]) + rs(ALNUM + "-_", 20)
    t = pick([
        "GITLAB_TOKEN={v}", "git remote set-url origin https://oauth2:{v}@gitlab.{c}.com/platform/api.git",
        "gitlab personal access token -> {v}", "PRIVATE-TOKEN: {v}",
        "curl --header \"PRIVATE-TOKEN: {v}\" https://gitlab.com/api/v4/projects",
        "runner registration: --token {v}", "ci token {v} (read_api, read_repository)",
    ]).format(v=v, c=pick(COMPANIES))
    return t, v


def s_slack():
    style = R.randrange(4)
    if style == 0:
        v = f"xoxb-{rs(DIG, R.randint(10, 12))}-{rs(DIG, 13)}-{rs(ALNUM, 24)}"
        ts = ["SLACK_BOT_TOKEN={v}", "client = WebClient(token=\"{v}\")", "the bot's token is {v}, it has chat:write",
              "slack token {v}", "{v}", "bot token pro workspace: {v}"]
    elif style == 1:
        v = f"xoxp-{rs(DIG, 11)}-{rs(DIG, 11)}-{rs(DIG, 13)}-{rs(HEX, 32)}"
        ts = ["SLACK_USER_TOKEN={v}", "my slack user token (don't ask) {v}",
              "curl -H 'Authorization: Bearer {v}' https://slack.com/api/conversations.list"]
    elif style == 2:
        v = f"xapp-1-A{rs(UP + DIG, 10)}-{rs(DIG, 13)}-{rs(HEX, 64)}"
        ts = ["SLACK_APP_TOKEN={v}", "socket mode app-level token: {v}"]
    else:
        v = f"https://hooks.slack.com/services/T{rs(UP + DIG, 8)}/B{rs(UP + DIG, 10)}/{rs(ALNUM, 24)}"
        ts = ["webhook for #alerts: {v}", "SLACK_WEBHOOK_URL={v}", "alertmanager slack_api_url: {v}",
              "curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy ok\"}}' {v}"]
    return pick(ts).format(v=v), v


def s_stripe():
    pref = pick(["sk_live_", "sk_live_", "sk_live_", "rk_live_", "sk_test_", "whsec_", "rk_test_"])
    v = pref + rs(ALNUM, pick([24, 32, 99]) if pref != "whsec_" else 32)
    if pref.startswith("sk_"):
        ts = ["STRIPE_SECRET_KEY={v}", "stripe.api_key = \"{v}\"", "stripe secret key: {v}",
              "curl https://api.stripe.com/v1/charges -u {v}:", "{v}", "la clave secreta de Stripe es {v}",
              "Stripe::setApiKey('{v}');"]
    elif pref.startswith("rk_"):
        ts = ["Restricted key for the refunds service -> {v}", "STRIPE_RESTRICTED_KEY={v}", "stripe rk: {v} (read-only charges)"]
    else:
        ts = ["webhook signing secret {v}", "STRIPE_WEBHOOK_SECRET={v}",
              "> Ready! Your webhook signing secret is {v} (^C to quit)"]
    return pick(ts).format(v=v), v


def s_comms():
    style = R.randrange(5)
    if style == 0:
        sid, v = "AC" + rs(HEX, 32), rs(HEX, 32)
        t = pick([f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={v}",
                  f"twilio sid {sid} auth token {v}",
                  f"client = Client('{sid}', '{v}')"])
    elif style == 1:
        v = "SK" + rs(HEX, 32)
        t = f"twilio API key {v} secret {rs(ALNUM, 32)}"
    elif style == 2:
        v = "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)
        t = pick([f"SENDGRID_API_KEY={v}", f"sendgrid key: {v}", f"sg = SendGridAPIClient('{v}')",
                  f"smtp relay: smtp.sendgrid.net:587 user apikey password {v}"])
    elif style == 3:
        v = pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])
        t = pick([f"MAILGUN_API_KEY={v}", f"curl -s --user 'api:{v}' https://api.mailgun.net/v3/mg.{pick(COMPANIES)}.com/messages",
                  f"mailgun private api key {v}"])
    else:
        v = rs(ALNUM, 32)
        t = pick([f"POSTMARK_SERVER_TOKEN={uuid4()}", f"MAILCHIMP_API_KEY={rs(HEX, 32)}-us{R.randint(1, 21)}",
                  f"vonage api_secret={rs(ALNUM, 16)}"])
        v = t.split("=", 1)[1]
    return t, v


def s_registry():
    style = R.randrange(6)
    if style == 0:
        v = "npm_" + rs(ALNUM, 36)
        t = pick([f"//registry.npmjs.org/:_authToken={v}", f"NPM_TOKEN={v}", f"npm automation token {v}"])
    elif style == 1:
        v = "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, R.randint(60, 140))
        t = pick([f"[pypi]\n  username = __token__\n  password = {v}", f"twine upload -u __token__ -p {v} dist/*",
                  f"TWINE_PASSWORD={v}", f"PyPI API token: {v}"])
    elif style == 2:
        v = "rubygems_" + rs(HEX, 48)
        t = f"GEM_HOST_API_KEY={v}"
    elif style == 3:
        v = "oy2" + rs(LO + DIG, 43)
        t = f"dotnet nuget push pkg.nupkg --api-key {v} --source https://api.nuget.org/v3/index.json"
    elif style == 4:
        v = "dckr_pat_" + rs(B64URL, 27)
        t = pick([f"docker login -u {pick(USERS)} -p {v}", f"DOCKERHUB_TOKEN={v}"])
    else:
        v = "pypi-AgENdGVzdC5weXBpLm9yZw" + rs(B64URL, 80)
        t = f"testpypi token {v}"
    return t, v


def s_ai_key():
    style = R.randrange(7)
    if style <= 2:
        v = pick([
            "sk-proj-" + rs(B64URL, R.randint(20, 70)) + "T3BlbkFJ" + rs(B64URL, R.randint(20, 70)),
            "sk-" + rs(ALNUM, 20) + "T3BlbkFJ" + rs(ALNUM, 20),
            "sk-svcacct-" + rs(B64URL, 60) + "T3BlbkFJ" + rs(B64URL, 40),
        ])
        ts = ["OPENAI_API_KEY={v}", "client = OpenAI(api_key=\"{v}\")", "use my key {v} for the eval run",
              "openai key: {v}", "{v}", "Ключ API OpenAI: {v}", "i'll paste the key so you have it: {v}"]
    elif style <= 4:
        v = "sk-ant-api03-" + rs(B64URL, 93) + "AA"
        ts = ["ANTHROPIC_API_KEY={v}", "client = anthropic.Anthropic(api_key='{v}')", "claude api key -> {v}",
              "curl https://api.anthropic.com/v1/messages -H 'x-api-key: {v}'", "APIキーはこちら {v}"]
    elif style == 5:
        v = "hf_" + rs(ALNUM, 34)
        ts = ["HF_TOKEN={v}", "huggingface-cli login --token {v}", "my hugging face write token {v}"]
    else:
        v = pick(["gsk_" + rs(ALNUM, 52), "r8_" + rs(ALNUM, 37)])
        ts = (["export GROQ_API_KEY={v}", "groq key {v}"] if v.startswith("gsk_")
              else ["REPLICATE_API_TOKEN={v}", "replicate token: {v}"])
    return pick(ts).format(v=v), v


def s_bot_token():
    style = R.randrange(3)
    if style == 0:
        uid = str(R.randint(10 ** 17, 10 ** 19))
        v = b64(uid.encode()).rstrip("=") + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)
        t = pick([f"DISCORD_TOKEN={v}", f"bot.run('{v}')", f"discord bot token {v}"])
    elif style == 1:
        v = f"{R.randint(10 ** 7, 10 ** 10)}:AA{rs(B64URL, 33)}"
        t = pick([f"TELEGRAM_BOT_TOKEN={v}", f"BotFather gave me {v}",
                  f"curl https://api.telegram.org/bot{v}/getUpdates", f"tg token: {v}"])
    else:
        v = f"https://discord.com/api/webhooks/{R.randint(10 ** 17, 10 ** 18)}/{rs(B64URL, 68)}"
        t = pick([f"discord webhook: {v}", f"DISCORD_WEBHOOK_URL={v}"])
    return t, v


def s_shopify():
    v = pick(["shpat_", "shpat_", "shpca_", "shppa_", "shpss_"]) + rs(HEX, 32)
    t = pick([
        "SHOPIFY_ACCESS_TOKEN={v}", "X-Shopify-Access-Token: {v}", "admin api token for {c}-store.myshopify.com: {v}",
        "shopify app secret {v}", "session = shopify.Session('{c}.myshopify.com', '2024-01', '{v}')",
    ]).format(v=v, c=pick(COMPANIES))
    return t, v


def jwt_token() -> str:
    alg = pick(["HS256", "RS256", "ES256", "HS512"])
    header = {"alg": alg, "typ": "JWT"}
    if R.random() < 0.4:
        header["kid"] = rs(ALNUM, 16)
    now = R.randint(1_690_000_000, 1_760_000_000)
    payload = {"sub": pick([str(R.randint(1000, 99999)), uuid4(), pick(USERS)]), "iat": now,
               "exp": now + pick([900, 3600, 86400])}
    for k, v in [("name", pick(NAMES).title()), ("role", pick(["admin", "user", "service"])),
                 ("iss", f"https://auth.{pick(COMPANIES)}.io/"), ("scope", "read write"), ("email_verified", True)]:
        if R.random() < 0.5:
            payload[k] = v
    h = b64url_nopad(json.dumps(header, separators=(",", ":")).encode())
    p = b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())
    sig_len = {"HS256": 32, "RS256": 256, "ES256": 64, "HS512": 64}[alg]
    return f"{h}.{p}.{b64url_nopad(rbytes(sig_len))}"


def s_jwt():
    v = jwt_token()
    t = pick([
        "session={v}; Path=/; HttpOnly", "id_token: {v}", "here's my token {v}",
        '{{"access_token": "{v}", "token_type": "Bearer", "expires_in": 3600}}',
        "Set-Cookie: auth={v}; Secure", "JWT={v}", "the refresh token from the login response: {v}",
        "localStorage.setItem('token', '{v}')", "{v}",
    ]).format(v=v)
    return t, v.split(".")[2]


def s_private_key():
    style = R.randrange(7)
    if style == 0:
        head, pre = "RSA PRIVATE KEY", "MIIEowIBAAKCAQEA"
    elif style == 1:
        head, pre = "PRIVATE KEY", "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"
    elif style == 2:
        head, pre = "EC PRIVATE KEY", "MHcCAQEEI"
    elif style == 3:
        head, pre = "OPENSSH PRIVATE KEY", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACD"
    elif style == 4:
        head, pre = "ENCRYPTED PRIVATE KEY", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI"
    elif style == 5:
        head, pre = "DSA PRIVATE KEY", "MIIBuwIBAAKBgQD"
    else:
        pub = "AAAAC3NzaC1lZDI1NTE5AAAAI" + rs(B64, 43)
        priv = b64(rbytes(48))
        v = priv
        t = (f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: {pick(USERS)}@{pick(COMPANIES)}\n"
             f"Public-Lines: 2\n{pub[:64]}\n{pub[64:]}\nPrivate-Lines: 1\n{priv}\nPrivate-MAC: {rs(HEX, 64)}")
        return wrap(t), v
    body = wrap64(pre + b64(rbytes(R.randint(120, 260))), 70 if style == 3 else 64)
    extra = "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC," + rs(HEX.upper(), 32) + "\n\n" if (style == 0 and R.random() < 0.2) else ""
    key = f"-----BEGIN {head}-----\n{extra}{body}\n-----END {head}-----"
    intro = pick(["", "", "deploy key for the bastion:\n", "id_rsa from the old jump host\n",
                  "cat ~/.ssh/id_ed25519\n", "tls.key: |\n", "Can you keep this key for me?\n"])
    if intro == "tls.key: |\n":
        key = "\n".join("  " + ln for ln in key.split("\n"))
    return wrap(intro + key), body.split("\n")[1]


def s_card():
    num, brand = card()
    exp = f"{R.randint(1, 12):02d}/{R.randint(25, 31)}"
    cvv = rs(DIG, 4 if brand == "amex" else 3)
    name = pick(NAMES).title() + " " + pick(["Okafor", "Schmidt", "Rossi", "Nakamura", "Silva", "Dubois", "Khan"])
    t = pick([
        "card: {n} exp {e} cvv {c}", "my card number is {n}", "{n} {e} {c}",
        "Use the company card {n}, expiry {e}, security code {c}", "CC# {n}",
        "pay with {n} (exp. {e})", "name on card {nm}, number {n}, {e}, CVC {c}",
        "mi tarjeta es {n}, caduca {e}, CVV {c}", "ma carte bancaire : {n} exp {e}",
        "Kreditkarte {n}, gültig bis {e}, Prüfziffer {c}", "cartão {n} validade {e} cvv {c}",
        "numero carta {n} scadenza {e}", "カード番号 {n} 有効期限 {e}",
        "book the flight on {n}", "card_number={n}&exp={e}&cvc={c}",
    ]).format(n=num, e=exp, c=cvv, nm=name)
    return t, num


def s_bank():
    pin = rs(DIG, pick([4, 4, 5, 6]))
    pw = password().replace(" ", "")
    ib = iban()
    tan0 = rs(DIG, 6)
    t = pick([
        "IBAN {ib}, card PIN {pin}", "my debit card PIN is {pin}", "online banking login {u} password {pw} (account {ib})",
        "account 4{acct} sort code {sc}, telephone banking passcode {pin}",
        "Geheimzahl meiner EC-Karte: {pin}", "el PIN de la tarjeta es {pin}", "le code de ma carte bleue c'est {pin}",
        "routing 0{rout} account {acct2}, online banking password {pw}",
        "TAN list for {ib}: {tans}", "ATM pin {pin} for the joint account", "Bankpasswort: {pw} (IBAN {ib})",
        "ATM ka PIN {pin} hai", "pincode van mijn bankpas is {pin}", "暗証番号は{pin}です",
        "senha do app do banco: {pw}, agência {ag} conta {acct2}",
    ]).format(ib=ib, pin=pin, pw=pw, u=pick(USERS), acct=rs(DIG, 7), acct2=rs(DIG, 10),
              sc=f"{R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}", rout=rs(DIG, 8),
              tans=", ".join([tan0] + [rs(DIG, 6) for _ in range(3)]), ag=rs(DIG, 4))
    if "TAN list" in t:
        return t, tan0
    return t, pin if pin in t else pw


def s_otp():
    code = rs(DIG, 6)
    spaced = code[:3] + " " + code[3:] if R.random() < 0.3 else code
    style = R.randrange(6)
    if style == 0:
        v = spaced
        t = pick([f"the 2FA code it just sent me is {v}, log in quick before it expires",
                  f"OTP: {v}", f"your one-time passcode is {v}", f"Google Authenticator shows {v} right now",
                  f"verification code {v} -- can you enter it on the portal?", f"el código de verificación es {v}",
                  f"le code de vérification est {v}", f"Bestätigungscode: {v}", f"OTP {v} hai, jaldi daalo",
                  f"認証コード：{v}", f"SMS-code voor inloggen: {v}"])
    elif style == 1:
        codes = [f"{rs(LO + DIG, 4)}-{rs(LO + DIG, 4)}" for _ in range(R.randint(4, 8))]
        v = codes[0]
        t = pick(["GitHub recovery codes:\n", "2FA backup codes (keep safe): ", "recovery codes -> "]) + pick(["\n", " "]).join(codes)
    elif style == 2:
        v = rs(B32, pick([16, 32]))
        t = pick([f"TOTP secret: {v}", f"otpauth://totp/{pick(COMPANIES).title()}:{pick(USERS)}?secret={v}&issuer={pick(COMPANIES).title()}",
                  f"the 2fa seed for the shared admin account is {v}", f"MFA setup key {' '.join(v[i:i + 4] for i in range(0, len(v), 4))}"])
        if v not in t:
            v = v[:4]
    elif style == 3:
        v = "-".join(rs(DIG, 6) for _ in range(8))
        t = f"BitLocker recovery key: {v}"
    elif style == 4:
        v = "-".join(rs(UP + DIG, 4) for _ in range(7))
        t = pick([f"Apple ID recovery key {v}", f"recovery key for my account: {v}"])
    else:
        v = pick([rs(UP + DIG, 5), rs(DIG, 8), rs(DIG, 6)])
        t = pick([f"Steam Guard code {v}", f"backup code {v} still unused",
                  f"MFA token {v} for the AWS console"])
    return t, v


def s_auth_header():
    style = R.randrange(5)
    if style == 0:
        v = rs(B64URL, pick([32, 40, 64]))
        t = f"Authorization: Bearer {v}"
    elif style == 1:
        u, pw = pick(USERS), password().replace(" ", "")
        v = b64(f"{u}:{pw}".encode())
        t = pick([f"Authorization: Basic {v}", f"curl -H 'Authorization: Basic {v}' https://jenkins.{pick(COMPANIES)}.dev/api/json"])
    elif style == 2:
        v = rs(ALNUM, 32)
        t = pick([f"X-API-Key: {v}", f"x-api-key: {v}", f"headers = {{'X-Api-Key': '{v}'}}"])
    elif style == 3:
        v = rs(B64URL, 48)
        t = f"Cookie: sessionid={v}; csrftoken={rs(ALNUM, 32)}"
    else:
        v = rs(B64URL, 40)
        t = pick([f"curl -H \"Authorization: Bearer {v}\" https://api.{pick(COMPANIES)}.com/v2/users",
                  f"requests.get(url, headers={{\"Authorization\": \"Bearer {v}\"}})",
                  f"Proxy-Authorization: Basic {b64((pick(USERS) + ':' + rs(ALNUM, 12)).encode())}"])
        if "Proxy" in t:
            v = t.split()[-1]
    t = pick(["{t}", "request headers:\n{t}\nAccept: application/json", "{t}", "> {t}"]).format(t=t)
    return t, v


def s_basic_auth_url():
    u, pw = pick(USERS), url_password()
    c = pick(COMPANIES)
    url = pick([
        f"https://{u}:{pw}@nexus.{c}.com/repository/maven-releases/",
        f"https://{u}:{pw}@{c}.jfrog.io/artifactory/api/pypi/pypi/simple",
        f"ftp://{u}:{pw}@ftp.{c}.net/outgoing/",
        f"http://{u}:{pw}@192.168.{R.randint(0, 9)}.{R.randint(2, 250)}:8080/",
        f"https://{u}:{pw}@git.{c}.org/team/repo.git",
        f"http://{u}:{pw}@proxy.{c}.corp:3128",
        f"https://{u}:{pw}@webdav.{c}.de/remote.php/dav/files/{u}/",
        f"sftp://{u}:{pw}@files.{c}.io:22/upload",
    ])
    t = pick([
        "pip install --extra-index-url {url} internal-lib", "git clone {url}", "https_proxy={url}",
        "the artifact repo: {url}", "{url}", "curl -fsSL {url}", "open {url} in the browser, it logs you in",
    ]).format(url=url)
    return t, pw


ENV_NAMES = ["DB_PASSWORD", "POSTGRES_PASSWORD", "MYSQL_ROOT_PASSWORD", "REDIS_PASSWORD", "APP_SECRET",
             "JWT_SECRET", "SECRET_KEY", "DJANGO_SECRET_KEY", "SESSION_SECRET", "ENCRYPTION_KEY",
             "API_SECRET", "CLIENT_SECRET", "SMTP_PASSWORD", "LDAP_BIND_PASSWORD", "ADMIN_PASS",
             "WEBHOOK_SECRET", "SIGNING_KEY", "MASTER_KEY", "RAILS_MASTER_KEY", "NEXTAUTH_SECRET",
             "oauth_client_secret", "db.password", "spring.datasource.password", "mail_pass"]


def s_env_line():
    name = pick(ENV_NAMES)
    val = pick([password().replace(" ", ""), rs(HEX, 64), rs(ALNUM, 32), b64(rbytes(32)), rs(B64URL, 43), rs(HEX, 32)])
    line = pick([f"{name}={val}", f"{name}=\"{val}\"", f"export {name}='{val}'", f"{name}: {val}",
                 f"{name} = {val}", f"  - {name}={val}", f"-e {name}={val}", f"set {name}={val}"])
    extra = pick(["", "", f"\nLOG_LEVEL=info\nPORT={R.randint(3000, 9000)}", "NODE_ENV=production\n"])
    t = (extra + line) if extra.endswith("\n") else (line + extra)
    if R.random() < 0.12:
        return f"docker run -d -e {name}={val} {pick(COMPANIES)}/api:latest", val
    t = pick(["{t}", "contents of .env:\n{t}", "{t}", "# .env.production\n{t}"]).format(t=t)
    return t, val


def s_k8s():
    name = pick(["db-credentials", "api-keys", "smtp", "app-secrets", "registry-auth"])
    pw = password().replace(" ", "")
    style = R.randrange(3)
    if style == 0:
        tok = rs(ALNUM, 40)
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\n  namespace: {pick(DBNAMES)}\ntype: Opaque\ndata:\n"
             f"  username: {b64(pick(USERS).encode())}\n  password: {b64(pw.encode())}\n  api-token: {b64(tok.encode())}")
        v = b64(pw.encode())
    elif style == 1:
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\nstringData:\n  DB_USER: {pick(USERS)}\n"
             f"  DB_PASSWORD: \"{pw}\"")
        v = pw
    else:
        auth = b64(f"{pick(USERS)}:{pw}".encode())
        cfg = json.dumps({"auths": {f"registry.{pick(COMPANIES)}.io": {"auth": auth}}})
        t = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {name}\ntype: kubernetes.io/dockerconfigjson\ndata:\n"
             f"  .dockerconfigjson: {b64(cfg.encode())}")
        v = b64(cfg.encode())[:40]
    return wrap(t), v


def s_cmd():
    u, pw, h = pick(USERS), password().replace(" ", "").replace("'", ""), host()
    t = pick([
        "sshpass -p '{pw}' ssh {u}@{h}", "sshpass -p {pw} scp backup.tar.gz {u}@{h}:/srv/",
        "mysql -h {h} -u {u} -p{pw} {db}", "PGPASSWORD='{pw}' psql -h {h} -U {u} {db}",
        "redis-cli -h {h} -a '{pw}' ping", "mongosh --host {h} -u {u} -p '{pw}' --authenticationDatabase admin",
        "curl -u {u}:{pw} https://ci.{c}.dev/job/build/api/json", "smbclient //fileserver/share -U {u}%{pw}",
        "net use Z: \\\\fs01\\share /user:CORP\\{u} {pw}", "xfreerdp /v:{h} /u:{u} /p:'{pw}'",
        "ldapsearch -x -H ldap://{h} -D 'cn={u},dc={c},dc=com' -w '{pw}' '(uid=*)'",
        "echo '{pw}' | sudo -S systemctl restart nginx", "zip -P '{pw}' payroll.zip payroll.xlsx",
        "7z a -p'{pw}' archive.7z ./exports", "openssl pkcs12 -export -in cert.pem -inkey key.pem -passout pass:{pw} -out bundle.p12",
        "htpasswd -b -c /etc/nginx/.htpasswd {u} '{pw}'", "docker login registry.{c}.io -u {u} -p '{pw}'",
        "wget --user={u} --password='{pw}' https://files.{c}.com/dump.sql.gz",
        "lftp -u {u},{pw} sftp://{h}", "rsync --password-file=<(echo '{pw}') rsync://{u}@{h}/backups",
    ]).format(u=u, pw=pw, h=h, db=pick(DBNAMES), c=pick(COMPANIES))
    t = pick(["{t}", "$ {t}", "ran `{t}` and it worked", "history | tail -1 ->  {t}", "{t}"]).format(t=t)
    return t, pw


def s_wifi():
    ssid = pick(["HomeNet", "FRITZ!Box 7590 KX", "Vodafone-4F2A", "TP-Link_9C3E", "CasaLopez", "Livebox-81A0",
                 "Office-5G", "guest", "NETGEAR42", "Pixel_3341", "Jio_Fiber_77", "Bbox-2E3F1A"])
    pw = pick([password().replace(" ", ""), rs(DIG, 10), rs(ALNUM, 12), pick(WORDS) + str(R.randint(100, 9999))])
    t = pick([
        "wifi password is {pw}", "WiFi: {s} / pw {pw}", "WIFI:T:WPA;S:{s};P:{pw};;",
        "nmcli dev wifi connect \"{s}\" password \"{pw}\"", "network={{\n    ssid=\"{s}\"\n    psk=\"{pw}\"\n}}",
        "wpa_passphrase={pw}", "la clave del wifi es {pw}", "le code wifi c'est {pw}", "WLAN-Passwort: {pw}",
        "senha do wifi: {pw}", "la password del wifi è {pw}", "wifi wachtwoord: {pw}",
        "bhai wifi ka password {pw} hai", "Wi-Fiのパスワードは{pw}です", "SSID {s}, key {pw}",
        "guest network {s} password {pw} (rotate monthly)",
    ]).format(pw=pw, s=ssid)
    return t, pw


SECRET_GENS = {
    "db_url": (s_db_url, 14), "jdbc_url": (s_jdbc_url, 12), "odbc_conn": (s_odbc_conn, 12),
    "broker_url": (s_broker_url, 12), "password_prose": (s_password_prose, 44), "aws_key": (s_aws_key, 12),
    "gcp_service_account": (s_gcp_sa, 10), "azure_credential": (s_azure, 12), "cloud_token": (s_cloud_token, 14),
    "github_token": (s_github, 12), "gitlab_token": (s_gitlab, 10), "slack_token": (s_slack, 12),
    "stripe_key": (s_stripe, 12), "comms_api_key": (s_comms, 12), "package_registry_token": (s_registry, 12),
    "ai_api_key": (s_ai_key, 14), "bot_token": (s_bot_token, 10), "shopify_token": (s_shopify, 8),
    "jwt": (s_jwt, 12), "private_key": (s_private_key, 14), "card_number": (s_card, 18),
    "bank_credentials": (s_bank, 14), "otp_2fa": (s_otp, 14), "auth_header": (s_auth_header, 12),
    "basic_auth_url": (s_basic_auth_url, 12), "env_line": (s_env_line, 16), "k8s_secret": (s_k8s, 9),
    "password_in_command": (s_cmd, 16), "wifi_password": (s_wifi, 14),
}

OBFUSCATABLE = ["password_prose", "password_prose", "aws_key", "github_token", "ai_api_key", "db_url",
                "card_number", "env_line", "slack_token", "stripe_key", "jwt", "wifi_password", "otp_2fa",
                "basic_auth_url", "auth_header", "bank_credentials", "gitlab_token", "password_in_command",
                "comms_api_key", "broker_url"]

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def zero_width(value: str) -> str:
    chars = list(value)
    if len(chars) < 2:
        return value
    if R.random() < 0.25:
        return pick(ZW).join(chars)
    for _ in range(R.randint(1, max(1, min(4, len(chars) // 4)))):
        pos = R.randint(1, len(chars) - 1)
        chars.insert(pos, pick(ZW))
    return "".join(chars)


def fullwidth(s: str) -> str:
    return "".join(chr(ord(ch) + 0xFEE0) if 0x21 <= ord(ch) <= 0x7E else ("\u3000" if ch == " " and R.random() < 0.5 else ch)
                   for ch in s)


def obfuscate(text: str, value: str, how: str) -> str:
    assert value in text, (text, value)
    if how == "zero_width":
        return text.replace(value, zero_width(value), 1)
    if R.random() < 0.3 and "\n" not in text:
        return fullwidth(text)
    return text.replace(value, fullwidth(value), 1)


# --------------------------------------------------------------------------
# benign near-misses
# --------------------------------------------------------------------------

def b_uuid():
    u = uuid4()
    if R.random() < 0.2:
        u = u.upper()
    return pick([
        f"request id {u} failed with 502", f"X-Request-ID: {u}", f"tenant_id={u}", f"trace {u} shows the slow span",
        f"the Azure subscription is {u} (billing asks)", f"correlationId: \"{u}\"", f"idempotency key {u} was reused",
        f"see ticket attachment {u}.pdf", f"{u}", f"user {u} deleted their account",
        f"apiVersion 2, object {{\"id\": \"{u}\", \"status\": \"queued\"}}",
    ])


def b_git_sha():
    full, short = rs(HEX, 40), rs(HEX, pick([7, 8, 10, 12]))
    return pick([
        f"fixed in {full}", f"git cherry-pick {short}", f"commit {full}\nAuthor: {pick(NAMES)} <{pick(NAMES)}@{pick(COMPANIES)}.com>",
        f"reverted {short} because it broke the arm64 build", f"HEAD is now at {short} bump deps",
        f"https://github.com/{pick(COMPANIES)}/api/commit/{full}", f"Merge {short} into {rs(HEX, 7)}",
        f"deployed sha {full} to staging", f"git diff {short}..{rs(HEX, 7)} --stat", f"GIT_COMMIT={full}",
    ])


def b_build_id():
    return pick([
        f"build {date().replace('-', '')}.{R.randint(1, 20)} is green", f"CI run #{R.randint(10 ** 9, 10 ** 10)} took 14m",
        f"image registry.{pick(COMPANIES)}.io/api:{date().replace('-', '.')}-{rs(HEX, 7)}",
        f"Build ID: {rs(HEX, 32)}", f"buildkite build {R.randint(1000, 99999)} retry 2",
        f"artifact app-{R.randint(1, 9)}.{R.randint(0, 30)}.{R.randint(0, 99)}-{rs(HEX, 8)}.tar.gz",
        f"GNU build-id {rs(HEX, 40)}", f"pipeline {R.randint(10 ** 6, 10 ** 7)} / job {R.randint(10 ** 8, 10 ** 9)}",
        f"BUILD_NUMBER={R.randint(100, 9999)}", f"Xcode build {R.randint(10, 24)}{pick(UP)}{R.randint(100, 999)}{pick(LO)}",
    ])


def b_order():
    return pick([
        f"order #{rs(DIG, 8)} was refunded", f"invoice INV-{date()[:4]}-{rs(DIG, 5)} is overdue",
        f"ticket JIRA-{R.randint(100, 9999)} blocks the release", f"case {rs(DIG, 8)} with AWS support",
        f"PO number {rs(DIG, 10)}", f"booking reference {rs(UP, 6)} for the Lisbon trip", f"confirmation code {rs(UP + DIG, 6)} (hotel)",
        f"RMA-{rs(DIG, 7)} approved", f"Zendesk #{R.randint(100000, 999999)}", f"your order {rs(DIG, 3)}-{rs(DIG, 7)}-{rs(DIG, 7)} has shipped",
        f"Bestellnummer {rs(DIG, 9)}", f"número de pedido {rs(DIG, 8)}", f"ServiceNow INC{rs(DIG, 7)}",
    ])


def b_tracking():
    return pick([
        f"UPS tracking 1Z{rs(UP + DIG, 16)}", f"FedEx {rs(DIG, 12)}", f"USPS 9400 {rs(DIG, 4)} {rs(DIG, 4)} {rs(DIG, 4)} {rs(DIG, 4)} {rs(DIG, 2)}",
        f"DHL waybill {rs(DIG, 10)}", f"Royal Mail {rs(UP, 2)}{rs(DIG, 9)}GB", f"the parcel {rs(UP, 2)}{rs(DIG, 9)}CN is stuck in customs",
        f"tracking number: {rs(DIG, 22)}", f"Sendungsnummer {rs(DIG, 20)}",
    ])


def non_luhn16() -> str:
    n = rs(DIG, 16)
    if luhn_ok(n):
        n = n[:-1] + str((int(n[-1]) + 1) % 10)
    assert not luhn_ok(n)
    return n


def b_non_luhn():
    n = non_luhn16()
    g = pick([" ", "-", ""]).join(n[i:i + 4] for i in range(0, 16, 4))
    imei_p = rs(DIG, 14)
    imei = imei_p + luhn_check_digit(imei_p)
    return pick([
        f"reference {g}", f"loyalty number {g}", f"meter reading id {g}", f"serial {g}", f"the barcode says {g}",
        f"batch {g} failed QA", f"IMEI {imei}", f"device IMEI: {imei[:2]}-{imei[2:8]}-{imei[8:14]}-{imei[14]}",
        f"customer number {g}", f"contract {g} renewed", f"Kundennummer {g}",
    ])


def b_masked_card():
    last4 = rs(DIG, 4)
    return pick([
        f"charged to card ending in {last4}", f"**** **** **** {last4}", f"Visa •••• {last4} expires {R.randint(1, 12):02d}/{R.randint(26, 30)}",
        f"refund issued to Mastercard xxxx-xxxx-xxxx-{last4}", f"last four digits {last4}", f"Amex ending {last4}",
        f"payment method: card ****{last4}", f"tarjeta terminada en {last4}", f"BIN {rs(DIG, 6)} is a debit range",
        "card number must be 16 digits", "we never store full card numbers, only a token from the processor",
    ])


def b_iban():
    ib = iban()
    return pick([
        f"please transfer the deposit to IBAN {ib} (Acme GmbH)", f"IBAN: {ib}\nBIC: {pick(['DEUTDEFF', 'COBADEFFXXX', 'INGBNL2A', 'BNPAFRPP'])}",
        f"our bank details for invoices: {ib}", f"Bankverbindung {ib}", f"IBAN du bénéficiaire : {ib}",
        f"sort code {R.randint(10, 99)}-{R.randint(10, 99)}-{R.randint(10, 99)}, account {rs(DIG, 8)} (payee: {pick(NAMES).title()})",
        f"ABA routing number {pick(['021000021', '026009593', '121000248'])}", f"SWIFT {pick(['DEUTDEFF', 'CHASUS33', 'BARCGB22'])}",
        f"paga a la cuenta {ib}", f"bonifico su {ib}",
    ])


def b_phone():
    return pick([
        f"call me at +1 (415) 555-{rs(DIG, 4)}", f"+44 20 7946 {rs(DIG, 4)}", f"mobile +91 98{rs(DIG, 3)} {rs(DIG, 5)}",
        f"Tel. 0049 30 {rs(DIG, 7)}", f"+81 3-{rs(DIG, 4)}-{rs(DIG, 4)}", f"phone: 06 {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)} {rs(DIG, 2)}",
        f"support hotline 1-800-{rs(DIG, 3)}-{rs(DIG, 4)}", f"WhatsApp +55 11 9{rs(DIG, 4)}-{rs(DIG, 4)}",
        f"fax +31 20 {rs(DIG, 3)} {rs(DIG, 4)}", f"ext. {rs(DIG, 4)}",
    ])


def b_version():
    return pick([
        f"upgrade to v{R.randint(1, 5)}.{R.randint(0, 30)}.{R.randint(0, 20)}", f"Python 3.{R.randint(8, 13)}.{R.randint(0, 9)}",
        f"node v{R.randint(16, 22)}.{R.randint(0, 12)}.{R.randint(0, 9)}", f"1.0.0-rc.{R.randint(1, 5)}+build.{rs(HEX, 7)}",
        f"Chrome {R.randint(110, 130)}.0.{R.randint(5000, 6999)}.{R.randint(10, 200)}", f"kernel 6.{R.randint(1, 9)}.0-{R.randint(1000, 1100)}-aws",
        f"openssl 3.0.{R.randint(2, 15)}", f"postgres {R.randint(12, 17)}.{R.randint(0, 9)}", f"API version {date()}",
        f"libfoo=={R.randint(0, 3)}.{R.randint(0, 40)}.{R.randint(0, 9)}", f"go1.{R.randint(19, 23)}.{R.randint(0, 9)} linux/amd64",
    ])


PUBLIC_TEXTS = ["Hello, World!", "The quick brown fox jumps over the lazy dog", "engramdb release notes",
                '{"page":3,"per_page":50}', "user-agent: Mozilla/5.0", "lorem ipsum dolor sit amet",
                "monday standup notes", "<svg xmlns='http://www.w3.org/2000/svg'/>"]


def b_base64_public():
    txt = pick(PUBLIC_TEXTS)
    enc = b64(txt.encode())
    png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk" + rs(B64, 12) + "AAAAABJRU5ErkJggg=="
    return pick([
        f"echo {enc} | base64 -d  # prints '{txt}'", f"that base64 blob is just {enc} = \"{txt}\"",
        f"<img src=\"data:image/png;base64,{png}\">", f"Content-Transfer-Encoding: base64\n\n{wrap64(b64(((txt + ' ') * 4).encode()), 76)}",
        f"favicon: data:image/x-icon;base64,{b64(rbytes(24))}", f"the font is embedded as base64 ({R.randint(10, 90)} KB)",
        f"decoded {enc} -> {txt}",
    ])


def b_cursor():
    obj = pick([{"page": R.randint(2, 40)}, {"offset": R.randint(50, 5000), "limit": 50},
                {"after": R.randint(10 ** 5, 10 ** 6)}, {"ts": R.randint(1_700_000_000, 1_760_000_000), "id": R.randint(1, 10 ** 6)}])
    enc = b64url_nopad(json.dumps(obj, separators=(",", ":")).encode())
    return pick([
        f'"next_page_token": "{enc}"', f"GET /v1/items?cursor={enc}", f"pagination cursor {enc} decodes to {json.dumps(obj)}",
        f"next: https://api.{pick(COMPANIES)}.com/events?starting_after={enc}", f"continuation={enc}",
    ])


def b_public_key():
    style = R.randrange(6)
    if style == 0:
        return f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{rs(B64, 200)}= {pick(USERS)}@{pick(['laptop', 'mbp', 'ci'])}"
    if style == 1:
        return pick(["add my public key to authorized_keys: ", "", "deploy key (public): "]) + \
            f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{rs(B64, 43)} {pick(NAMES)}@{pick(COMPANIES)}"
    if style == 2:
        body = wrap64("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA" + b64(rbytes(200)))
        return f"-----BEGIN PUBLIC KEY-----\n{body}\n-----END PUBLIC KEY-----"
    if style == 3:
        body = wrap64("mQINBF" + b64(rbytes(180)))
        return f"-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n{body}\n=" + rs(B64, 4) + "\n-----END PGP PUBLIC KEY BLOCK-----"
    if style == 4:
        return f"age public key (recipient): age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}"
    return f"{pick(['github.com', 'gitlab.com', host()])} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB{rs(B64, 87)}="


def b_certificate():
    body = wrap64("MIID" + rs(B64, 2) + "CCA" + b64(rbytes(200)))
    head = pick(["CERTIFICATE", "CERTIFICATE", "CERTIFICATE REQUEST"])
    pre = pick(["", "ca.crt:\n", "here's the server cert so you can pin it\n", "tls.crt: |\n"])
    cert = f"-----BEGIN {head}-----\n{body}\n-----END {head}-----"
    if pre == "tls.crt: |\n":
        cert = "\n".join("  " + ln for ln in cert.split("\n"))
    return pre + cert


def b_placeholder():
    return pick([
        "postgres://user:<password>@host/db", "API_KEY=your-key-here", "STRIPE_SECRET_KEY=sk_test_XXXXXXXXXXXXXXXXXXXXXXXX",
        "export GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "password: <insert password here>",
        "Authorization: Bearer <token>", "curl -H \"Authorization: Bearer $TOKEN\" https://api.example.com",
        "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY", "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
        "https://USERNAME:PASSWORD@repo.example.com/simple", "sshpass -p '<password>' ssh user@host",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----", "card number: XXXX XXXX XXXX XXXX",
        "SLACK_BOT_TOKEN=xoxb-your-bot-token", "HF_TOKEN=hf_...", "OPENAI_API_KEY=sk-...",
        f"{pick(ENV_NAMES)}=", f"{pick(ENV_NAMES)}=<required>", "redis://:PASSWORD@localhost:6379",
        "Server=myServer;Database=myDB;User Id=myUser;Password=myPassword;", "jdbc:mysql://localhost/db?user=USER&password=PASS",
        "token: ${{ secrets.NPM_TOKEN }}", "replace YOUR_API_KEY in config.yaml before running", "api_key = \"\"  # fill me in",
        "OTP: ______", "WIFI:T:WPA;S:<ssid>;P:<password>;;", "sk_live_... (put the real one in the vault)",
    ])


def b_redacted():
    return pick([
        "password=******** (redacted by logger)", "token: [REDACTED]", f"using token ghp_****{rs(ALNUM, 4)}",
        f"OpenAI key sk-proj-...{rs(ALNUM, 4)} was revoked", "password: •••••••••", "Authorization: Bearer [FILTERED]",
        f"postgres://app:****@{host()}:5432/{pick(DBNAMES)}", "DB_PASSWORD=<redacted>", "api_key=***",
        f"secret ending in …{rs(HEX, 4)} rotated on {date()}", "\"client_secret\": \"<hidden>\"", "pwd=xxxxxx",
        f"AKIA****************  (key id masked, {pick(USERS)})", "Cookie: sessionid=[scrubbed]",
    ])


def b_env_reference():
    return pick([
        "DB_PASSWORD=${DB_PASSWORD}", "password: ${{ secrets.DB_PASSWORD }}", "db_password: \"{{ vault_db_password }}\"",
        "AWS_SECRET_ACCESS_KEY=$(aws configure get aws_secret_access_key)", "op://Private/Postgres/password",
        f"arn:aws:secretsmanager:us-east-1:{rs(DIG, 12)}:secret:prod/db-{rs(ALNUM, 6)}", "password_file=/run/secrets/db_password",
        "PGPASSFILE=~/.pgpass", "SECRET_NAME=prod/billing/stripe", "TOKEN_TTL=3600", "PASSWORD_MIN_LENGTH=12",
        "JWT_ALGORITHM=RS256", "SECRET_KEY_PATH=/etc/app/secret.key", "API_KEY_HEADER=X-Api-Key",
        "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}", "vault kv get -field=password secret/data/db",
        "ENCRYPTION_KEY_ID=alias/app-prod", "SESSION_COOKIE_SECURE=true", "SECRET_ROTATION_DAYS=90",
        "password = os.environ[\"DB_PASSWORD\"]", "token = keyring.get_password('jira', 'bot')",
    ])


def b_k8s():
    name = pick(["app-config", "nginx-conf", "feature-flags"])
    return pick([
        f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {name}\ndata:\n  LOG_LEVEL: info\n  PORT: \"{R.randint(3000, 9000)}\"\n  FEATURE_X: \"true\"",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password",
        "envFrom:\n  - secretRef:\n      name: app-secrets",
        "kubectl create secret generic db-creds --from-file=./password.txt",
        "kubectl get secret db-credentials -o jsonpath='{.data.password}' | base64 -d",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nspec:\n  secretStoreRef:\n    name: vault\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/db",
        f"apiVersion: v1\nkind: Service\nmetadata:\n  name: api\nspec:\n  ports:\n    - port: {R.randint(80, 9000)}",
        "volumes:\n  - name: tls\n    secret:\n      secretName: api-tls",
    ])


def b_conn_no_password():
    return pick([
        f"postgres://{pick(USERS)}@{host()}:5432/{pick(DBNAMES)}", "redis://localhost:6379/0",
        "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0",
        f"Server=tcp:{pick(COMPANIES)}.database.windows.net,1433;Database=app;Authentication=Active Directory Default;",
        f"jdbc:postgresql://{host()}:5432/{pick(DBNAMES)}?sslmode=require", "amqp://rabbitmq:5672/",
        "Data Source=.;Initial Catalog=Northwind;Integrated Security=SSPI;", f"https://{rs(LO, 2)}{rs(DIG, 5)}.eu-central-1.snowflakecomputing.com",
        "sqlite:///./app.db", f"mysql://{host()}:3306/{pick(DBNAMES)}", "host=db port=5432 dbname=orders sslmode=verify-full",
        f"the db host is {host()} and the port is 5432", "DATABASE_URL is set in Heroku config vars",
        f"nats://nats.{pick(COMPANIES)}.svc:4222",
    ])


PW_TALK = [
    "I reset my password yesterday", "the password policy needs 12 characters", "password must contain a digit and a symbol",
    "forgot my password again lol", "we store passwords hashed with argon2id", "please don't paste passwords in Slack",
    "NIST no longer recommends forced 90-day password rotation", "the password field should use type=password",
    "password managers like Bitwarden are fine for the team", "passwordless login via magic link ships next sprint",
    "the login form says 'incorrect password' even when the username is wrong", "Can you add a 'show password' toggle?",
    "My password expired, how do I change it?", "we enforce a minimum password length of 14",
    "Passwort vergessen? Klicken Sie hier.", "j'ai oublié mon mot de passe", "la contraseña debe tener al menos 8 caracteres",
    "esqueci minha senha, como recupero?", "ho cambiato la password ieri", "wachtwoord vergeten", "password bhool gaya yaar, reset karna padega",
    "パスワードを変更しました", "密码至少需要8位", "비밀번호를 잊어버렸어요", "zapomniałem hasła", "şifremi unuttum",
    "the password hint is stored separately, which is a bad idea", "password reuse is the main risk here",
    "my password has an umlaut in it and the old app couldn't handle it", "the Wi-Fi and the admin password should differ",
    "rotate the database password after the contractor leaves", "Passwörter bitte nur im Tresor ablegen",
    "pw reset link expired, sending a new one", "the passcode screen locks after 5 attempts",
]


def b_password_talk():
    return pick(PW_TALK)


KEY_TALK = [
    "the key insight is that writes are append-only", "the secret sauce is just good caching", "context window of 128k tokens",
    "tokens per second dropped after the upgrade", "the tokenizer splits emoji into several tokens",
    "primary key of the table is (user_id, ts)", "the secret to good sourdough is patience", "Secret Santa budget is $25",
    "store key: value pairs in the config", "ghp_ is the prefix GitHub uses for classic tokens",
    "keys beginning with AKIA are long-term, ASIA ones are temporary", "Bearer tokens expire after an hour by default",
    "the private key should live in the HSM, never on disk", "a JWT has three base64url parts separated by dots",
    "the keynote is at 9am", "press the Windows key + L to lock", "that's the key question for the board",
    "API key rotation policy: every 90 days", "a foreign key constraint failed on insert", "we need a passkey rollout plan",
    "the token bucket refills 10 per second", "Shopify tokens start with shpat_, don't log them", "the secret ingredient is miso",
    "sk_live keys must never be used in CI", "Slack bot tokens start with xoxb-", "the master key for the cipher suite is derived via HKDF",
    "OTP stands for one-time password", "never share your OTP with anyone, including bank staff",
]


def b_key_talk():
    return pick(KEY_TALK)


def b_otp_talk():
    return pick([
        "never share your OTP", "the OTP expires in 5 minutes", "we send a 6-digit code via SMS", "please enable 2FA on your account",
        "recovery codes are stored in the password manager", f"order #{rs(DIG, 6)} shipped", f"error {pick(['503', '401', '429'])} from the gateway",
        f"room {rs(DIG, 4)}, building B", f"postal code {rs(DIG, 6)}",
        f"took {rs(DIG, 6)} ns", "the 2FA app is Aegis", "the verification code didn't arrive, resend?", "TOTP uses 30-second windows",
        f"answer to question {R.randint(1, 40)} is {rs(DIG, 6)} in the puzzle book", "backup codes can each be used only once",
        "el código de verificación no llegó", "Le code de vérification a expiré", f"step {R.randint(1, 9)} of 6",
        f"PR #{rs(DIG, 5)} merged", f"Build {rs(DIG, 6)} failed",
    ])


def b_url_query():
    c = pick(COMPANIES)
    return pick([
        f"https://shop.{c}.com/search?q=red+shoes&page=2&sort=price", f"https://{c}.com/?utm_source=newsletter&utm_medium=email&utm_campaign=q{R.randint(1, 4)}",
        f"https://maps.google.com/?q={R.uniform(-60, 60):.5f},{R.uniform(-120, 120):.5f}", f"https://api.{c}.com/v1/users?limit=50&offset={R.randint(0, 999)}",
        "callback?token_type=bearer&expires_in=3600&scope=read", f"https://medium.com/@{pick(NAMES)}/how-we-cut-p99-latency-{rs(HEX, 12)}",
        f"mailto:{pick(NAMES)}@{c}.com?subject=hello", f"https://www.youtube.com/watch?v={rs(B64URL, 11)}&t=42s",
        f"https://docs.{c}.io/auth#api-keys", f"https://{c}.atlassian.net/browse/OPS-{R.randint(1, 999)}?focusedCommentId={rs(DIG, 6)}",
        "https://example.com/reset-password?lang=de", f"https://ci.{c}.dev/job/build/{R.randint(1, 999)}/console",
        f"git@github.com:{c}/infra.git", f"ssh://git@gitlab.{c}.com:2222/team/repo.git",
    ])


def b_hex_color():
    def c() -> str:
        return "#" + rs("0123456789abcdefABCDEF", pick([6, 6, 3, 8]))

    return pick([
        f"brand color {c()}", f"background: {c()}; color: {c()};", f"use {c()} for the error state", f"--accent: {c()};",
        f"palette: {c()}, {c()}, {c()}", f"the hover color is {c()}", f"rgb({R.randint(0, 255)}, {R.randint(0, 255)}, {R.randint(0, 255)})",
    ])


def b_checksum():
    return pick([
        f"sha256: {rs(HEX, 64)}  ubuntu-24.04-live-server-amd64.iso", f"md5sum {rs(HEX, 32)}  backup.tar.gz",
        f"SHA1 checksum {rs(HEX, 40)}", f"ETag: \"{rs(HEX, 32)}\"", f"image digest sha256:{rs(HEX, 64)}",
        f"\"integrity\": \"sha512-{b64(rbytes(64))}\"", f"CRC32 0x{rs(HEX, 8)}", f"<script src=app.js integrity=\"sha384-{b64(rbytes(48))}\">",
        f"verify the download: SHA-256 = {rs(HEX.upper(), 64)}", f"xxhash {rs(HEX, 16)} matches", f"blake2b {rs(HEX, 64)}",
        f"content hash {rs(HEX, 40)} (git blob)",
    ])


def b_cloud_id():
    acct = rs(DIG, 12)
    return pick([
        f"arn:aws:iam::{acct}:role/deploy", f"AWS account {acct}", f"ami-0{rs(HEX, 16)}", f"instance i-0{rs(HEX, 16)} is unhealthy",
        f"sg-0{rs(HEX, 16)} allows 443", f"s3://{pick(COMPANIES)}-logs/{date()}/", f"projects/{pick(COMPANIES)}-prod/locations/us-central1",
        f"/subscriptions/{uuid4()}/resourceGroups/rg-prod/providers/Microsoft.Web/sites/api",
        f"publishable key pk_live_{rs(ALNUM, 24)} goes in the checkout page", f"customer cus_{rs(ALNUM, 14)}",
        f"payment intent pi_{rs(ALNUM, 24)} succeeded", f"Slack channel C0{rs(UP + DIG, 9)}", f"twilio account SID AC{rs(HEX, 32)}",
        f"vpc-{rs(HEX, 17)}", f"price_{rs(ALNUM, 24)}", f"chatcmpl-{rs(ALNUM, 29)}", f"GCP project number {rs(DIG, 12)}",
        f"Cloudflare zone id {rs(HEX, 32)}", f"Discord user id {R.randint(10 ** 17, 10 ** 18)}",
    ])


def b_cmd():
    return pick([
        f"ssh -i ~/.ssh/id_ed25519 {pick(USERS)}@{host()}", f"mysql -h {host()} -u {pick(USERS)} -p", f"psql -h {host()} -U {pick(USERS)} -W {pick(DBNAMES)}",
        f"sshpass -f ~/.ssh/pass.txt ssh {pick(USERS)}@{host()}", "cat ~/token | docker login -u ci --password-stdin",
        f"curl -u {pick(USERS)} https://ci.{pick(COMPANIES)}.dev/api/json", "openssl genrsa -out server.key 4096",
        f"ssh-keygen -t ed25519 -C '{pick(NAMES)}@laptop'", f"passwd {pick(USERS)}", f"redis-cli -h {host()} ping",
        "gpg --full-generate-key", "aws configure --profile prod", "git config --global credential.helper osxkeychain",
        "htpasswd -c /etc/nginx/.htpasswd admin", "mkpasswd -m sha-512", "zip -e secret.zip notes.txt",
    ])


def b_wifi_talk():
    return pick([
        "the wifi network is called CoffeeHouse_Guest", "the wifi password is on the back of the router", "wifi is open, no password needed",
        "WIFI:T:nopass;S:Lobby;;", "5GHz band is faster but shorter range", "la red wifi se llama Oficina-5G",
        "the guest wifi password is printed on your receipt", "WLAN geht wieder", "wifi ka password kisi ko pata hai?",
        "Wi-Fiが繋がらない", "the office wifi password changes every Monday, ask reception", "SSID: FRITZ!Box 7590 KX",
    ])


def b_numbers():
    return pick([
        f"epoch {R.randint(1_600_000_000, 1_760_000_000)}", f"coordinates {R.uniform(-80, 80):.6f}, {R.uniform(-170, 170):.6f}",
        f"ISBN 978-{R.randint(0, 9)}-{rs(DIG, 3)}-{rs(DIG, 5)}-{R.randint(0, 9)}", f"ZIP {rs(DIG, 5)}", f"listening on port {R.randint(1024, 65535)}",
        f"{date()} {clock()}", f"p99 latency {R.randint(100, 999)} ms", f"the invoice total is €{R.randint(100, 99999)}.{rs(DIG, 2)}",
        f"MAC {':'.join(rs(HEX, 2) for _ in range(6))}", f"VIN {rs('ABCDEFGHJKLMNPRSTUVWXYZ0123456789', 17)}",
        f"IPv6 2001:db8:{rs(HEX, 4)}::{rs(HEX, 4)}", f"pid {R.randint(100, 99999)} exited with code {R.randint(0, 255)}",
        f"{R.randint(1000, 9999)} rows affected", f"seed={R.randint(0, 2 ** 31)}",
    ])


BENIGN_GENS = {
    "uuid": (b_uuid, 14), "git_sha": (b_git_sha, 13), "build_id": (b_build_id, 12), "order_ticket_number": (b_order, 14),
    "tracking_number": (b_tracking, 10), "non_luhn_digits": (b_non_luhn, 14), "masked_card": (b_masked_card, 12),
    "iban_alone": (b_iban, 13), "phone_number": (b_phone, 12), "version_string": (b_version, 12),
    "base64_public": (b_base64_public, 10), "pagination_cursor": (b_cursor, 8), "public_key": (b_public_key, 14),
    "certificate": (b_certificate, 8), "placeholder_credential": (b_placeholder, 26), "redacted_credential": (b_redacted, 14),
    "secret_reference": (b_env_reference, 20), "k8s_manifest": (b_k8s, 8), "conn_string_no_password": (b_conn_no_password, 14),
    "password_talk": (b_password_talk, 30), "key_word_talk": (b_key_talk, 25), "otp_talk": (b_otp_talk, 16),
    "url_no_credentials": (b_url_query, 14), "hex_color": (b_hex_color, 10), "checksum": (b_checksum, 14),
    "cloud_identifier": (b_cloud_id, 18), "command_no_password": (b_cmd, 14), "wifi_talk": (b_wifi_talk, 10),
    "misc_numbers": (b_numbers, 12),
}

OBFUSCATED_SECRETS = {"zero_width": 22, "fullwidth": 20}
OBFUSCATED_BENIGN = 14


# --------------------------------------------------------------------------

def build() -> list[dict]:
    rows: list[dict] = []
    seen: set[str] = set()

    def add(text: str, label: str, kind: str) -> bool:
        if text in seen:
            return False
        seen.add(text)
        rows.append({"text": text, "label": label, "kind": kind})
        return True

    for kind, (gen, n) in SECRET_GENS.items():
        made, tries = 0, 0
        while made < n:
            tries += 1
            assert tries < n * 50, kind
            text, value = gen()
            assert value and value in text, (kind, text, value)
            if kind not in ("private_key", "gcp_service_account", "k8s_secret", "azure_credential"):
                text = wrap(text) if R.random() < 0.6 else text
            made += add(text, "secret", kind)

    for how, n in OBFUSCATED_SECRETS.items():
        made = 0
        while made < n:
            kind = pick(OBFUSCATABLE)
            text, value = SECRET_GENS[kind][0]()
            if how == "fullwidth" and "\n" in value:
                continue
            made += add(obfuscate(text, value, how), "secret", how)

    for kind, (gen, n) in BENIGN_GENS.items():
        made, tries = 0, 0
        while made < n:
            tries += 1
            if tries > n * 60:   # small fixed pools (talk lines) may run out
                break
            made += add(wrap(gen()), "benign", kind)

    made = 0
    pool = [b_uuid, b_phone, b_password_talk, b_key_talk, b_git_sha, b_order, b_masked_card, b_iban, b_checksum]
    while made < OBFUSCATED_BENIGN:
        text = pick(pool)()
        text = zero_width(text) if R.random() < 0.5 else fullwidth(text)
        made += add(text, "benign", "obfuscated_benign")

    R.shuffle(rows)
    return rows


def validate(rows: list[dict]) -> None:
    sec = [r for r in rows if r["label"] == "secret"]
    ben = [r for r in rows if r["label"] == "benign"]
    assert len(sec) >= 320, len(sec)
    assert len(ben) >= 320, len(ben)
    assert len({r["kind"] for r in sec}) >= 16
    assert len({r["text"] for r in rows}) == len(rows)
    assert not {r["text"] for r in sec} & {r["text"] for r in ben}


def render(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="fail if the committed JSONL differs from a fresh run")
    ap.add_argument("--out", default=OUT)
    args = ap.parse_args(argv)
    rows = build()
    validate(rows)
    data = render(rows)
    if args.check:
        with open(args.out, encoding="utf-8") as fh:
            same = fh.read() == data
        print("up to date" if same else "STALE: rerun make_fresh.py")
        return 0 if same else 1
    with open(args.out, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(data)
    counts = Counter((r["label"], r["kind"]) for r in rows)
    for label in ("secret", "benign"):
        sub = sorted((k, v) for (lab, k), v in counts.items() if lab == label)
        print(f"{label}: {sum(v for _, v in sub)} lines, {len(sub)} kinds")
        for k, v in sub:
            print(f"  {k:26s} {v}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
