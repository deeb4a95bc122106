"""Writes secrets_blind5.jsonl: a blind held-out corpus of secrets and benign near-misses for the secret guard.

Standard library only, fixed seeds: every run writes the same bytes. One JSON object per line,
``{"text": ..., "label": "secret" | "benign", "kind": ...}``; duplicates dropped, rows shuffled.

    python benchmarks/guard_corpus_blind5/make_blind5.py           # rewrite the file, print counts per kind
    python benchmarks/guard_corpus_blind5/make_blind5.py --check   # exit 1 if the committed file is stale
"""

from __future__ import annotations

import argparse
import base64
import binascii
import collections
import hashlib
import json
import string
import struct
import sys
import urllib.parse
from collections.abc import Callable, Sequence
from pathlib import Path
from random import Random
from typing import TypeVar

SEED = 20261203
OUT_PATH = Path(__file__).with_name("secrets_blind5.jsonl")
MAX_CHARS = 8000

R = Random(SEED)  # values and phrasings
T = TypeVar("T")

DIGITS = string.digits
LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase


# ---------------------------------------------------------------------------- value helpers


def rs(alphabet: str, n: int) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def pick(seq: Sequence[T]) -> T:
    return seq[R.randrange(len(seq))]


_CYCLES: dict[tuple[str, int, int], list[int]] = {}


def cycle(options: Sequence[T]) -> T:
    """Takes the options of a call site in a shuffled round-robin, so every phrasing of a kind is used.

    The key only tells call sites apart (function, line, number of options); the order comes from R alone."""
    caller = sys._getframe(1)
    key = (caller.f_code.co_name, caller.f_lineno, len(options))
    order = _CYCLES.get(key)
    if not order:
        order = list(range(len(options)))
        R.shuffle(order)
        _CYCLES[key] = order
    return options[order.pop()]


def rbytes(n: int) -> bytes:
    return bytes(R.randrange(256) for _ in range(n))


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def wrap(text: str, width: int) -> str:
    return "\n".join(text[i:i + width] for i in range(0, len(text), width))


def hexs(n: int) -> str:
    return rs(HEX, n)


def uuid4() -> str:
    h = hexs(32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{pick('89ab')}{h[17:20]}-{h[20:32]}"


def base62(n: int, width: int) -> str:
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = BASE62[r] + out
    return out.rjust(width, "0")


def luhn_digit(partial: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(partial)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return str((10 - total % 10) % 10)


def luhn_ok(number: str) -> bool:
    return luhn_digit(number[:-1]) == number[-1]


# ---------------------------------------------------------------------------- people, hosts, passwords

USERS = ["admin", "deploy", "app", "svc_backend", "postgres", "root", "etl", "reporting", "jenkins", "mlops",
         "analytics", "billing", "webapp", "ops", "ci", "grafana", "keycloak", "airflow", "metabase", "odoo"]
NAMES = ["maria", "jonas", "li.wei", "aisha", "tom", "priya", "kenji", "olga", "diego", "fatima", "sven",
         "chloe", "ahmed", "noah", "yuki", "ines", "marco", "hana", "pavel", "zoe"]
HOSTS = ["db.internal.corp", "10.0.3.17", "pg-prod-2.eu-west-1.rds.amazonaws.com", "mysql.lan", "192.168.1.40",
         "data.acme-logistics.net", "db-replica.k8s.svc.cluster.local", "prod-db.c9akciq32.us-east-2.rds.amazonaws.com",
         "sql01.intra.example.org", "warehouse.bluefin.io", "172.16.8.5", "orders-db.service.consul"]
DBS = ["orders", "app_production", "crm", "analytics", "inventory", "billing", "users", "wiki", "shop", "events"]
WORDS = ["river", "copper", "falcon", "maple", "orbit", "velvet", "harbor", "cactus", "tundra", "lantern",
         "pepper", "glacier", "mosaic", "saffron", "timber", "nebula", "quartz", "willow", "ember", "juniper",
         "thunder", "pebble", "crimson", "meadow", "violet", "anchor", "marble", "sparrow", "canyon", "olive"]
SEED_WORDS = ["abandon", "ability", "able", "about", "above", "absent", "absorb", "abstract", "absurd", "abuse",
              "access", "accident", "account", "accuse", "achieve", "acid", "acoustic", "acquire", "across", "act",
              "action", "actor", "actress", "actual", "adapt", "add", "addict", "address", "adjust", "admit",
              "adult", "advance", "advice", "aerobic", "affair", "afford", "afraid", "again", "age", "agent",
              "agree", "ahead", "aim", "air", "airport", "aisle", "alarm", "album", "alcohol", "alert", "alien",
              "all", "alley", "allow", "almost", "alone", "alpha", "already", "also", "alter", "always", "amateur",
              "amazing", "among", "amount", "amused", "analyst", "anchor", "ancient", "anger", "angle", "angry",
              "animal", "ankle", "announce", "annual", "another", "answer", "antenna", "antique", "anxiety", "any",
              "bacon", "badge", "bag", "balance", "balcony", "ball", "bamboo", "banana", "banner", "bar", "barely",
              "cabbage", "cabin", "cable", "cactus", "cage", "cake", "call", "calm", "camera", "camp", "canal",
              "dad", "damage", "damp", "dance", "danger", "daring", "dash", "daughter", "dawn", "day", "deal",
              "eager", "eagle", "early", "earn", "earth", "easily", "east", "easy", "echo", "ecology", "economy",
              "fabric", "face", "faculty", "fade", "faint", "faith", "fall", "false", "fame", "family", "famous",
              "gadget", "gain", "galaxy", "gallery", "game", "gap", "garage", "garbage", "garden", "garlic",
              "hybrid", "ice", "icon", "idea", "identify", "idle", "ignore", "ill", "illegal", "illness", "image",
              "jacket", "jaguar", "jar", "jazz", "jealous", "jeans", "jelly", "jewel", "job", "join", "joke"]


def password() -> str:
    style = R.randrange(6)
    if style == 0:
        return pick(WORDS).capitalize() + rs(DIGITS, R.choice([2, 3, 4])) + pick("!?#$%&*@")
    if style == 1:
        return rs(ALNUM + "!#$%&*+-=?@^_", R.randrange(12, 21))
    if style == 2:
        return pick(WORDS) + pick(".-_") + pick(WORDS) + pick(".-_") + rs(DIGITS, 2)
    if style == 3:
        return "".join(pick(WORDS).capitalize() for _ in range(2)) + str(R.randrange(1970, 2026)) + pick("!$")
    if style == 4:
        return rs(ALNUM, R.randrange(16, 33))
    base = pick(WORDS)
    leet = base.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
    return leet.capitalize() + pick("!@#") + rs(DIGITS, 2)


def url_password() -> str:
    """A password that needs no percent-encoding in a URL (most people pick such ones for DSNs)."""
    style = R.randrange(3)
    if style == 0:
        return rs(ALNUM, R.randrange(14, 28))
    if style == 1:
        return pick(WORDS).capitalize() + rs(DIGITS, 4) + pick(["", "_", "-", "."]) + pick(WORDS)
    return rs(ALNUM, 8) + pick("-_.~") + rs(ALNUM, 8)


def ts() -> str:
    return f"2026-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}T{R.randrange(24):02d}:{R.randrange(60):02d}:{R.randrange(60):02d}Z"


# ---------------------------------------------------------------------------- vendor token makers


def github_classic(prefix: str = "ghp") -> str:
    body = rs(ALNUM, 30)
    return f"{prefix}_{body}{base62(binascii.crc32(body.encode()), 6)}"


def github_fine_grained() -> str:
    return f"github_pat_11{rs(UPPER + DIGITS, 20)}_{rs(ALNUM, 59)}"


def gitlab_token() -> str:
    prefix = pick(["glpat-", "glpat-", "glpat-", "gldt-", "glptt-", "glrt-", "glcbt-", "glft-"])
    return prefix + rs(ALNUM + "-_", 20)


def slack_token() -> str:
    kind = R.randrange(4)
    if kind == 0:
        return f"xoxb-{rs(DIGITS, 12)}-{rs(DIGITS, 13)}-{rs(ALNUM, 24)}"
    if kind == 1:
        return f"xoxp-{rs(DIGITS, 12)}-{rs(DIGITS, 12)}-{rs(DIGITS, 13)}-{hexs(32)}"
    if kind == 2:
        return f"xapp-1-A{rs(UPPER + DIGITS, 10)}-{rs(DIGITS, 13)}-{hexs(64)}"
    return f"xoxe.xoxp-1-{rs(ALNUM, 140)}"


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rs(UPPER + DIGITS, 8)}/B{rs(UPPER + DIGITS, 10)}/{rs(ALNUM, 24)}"


def stripe_secret(mode: str = "live") -> str:
    prefix = pick(["sk", "sk", "rk"])
    if R.random() < 0.5:
        return f"{prefix}_{mode}_51{rs(ALNUM, 97)}"
    return f"{prefix}_{mode}_{rs(ALNUM, 24)}"


def twilio_pair() -> tuple[str, str]:
    return "AC" + hexs(32), hexs(32)


def sendgrid_key() -> str:
    return f"SG.{rs(B64URL, 22)}.{rs(B64URL, 43)}"


def openai_key() -> str:
    kind = R.randrange(3)
    if kind == 0:
        return f"sk-{rs(ALNUM, 20)}T3BlbkFJ{rs(ALNUM, 20)}"
    if kind == 1:
        return f"sk-proj-{rs(B64URL, 74)}T3BlbkFJ{rs(B64URL, 74)}"
    return f"sk-svcacct-{rs(B64URL, 74)}T3BlbkFJ{rs(B64URL, 74)}"


def anthropic_key() -> str:
    kind = pick(["api03", "api03", "admin01"])
    return f"sk-ant-{kind}-{rs(B64URL, 93)}AA"


def hf_token() -> str:
    return "hf_" + rs(string.ascii_letters, 34)


def npm_token() -> str:
    return "npm_" + rs(ALNUM, 36)


def pypi_token() -> str:
    body = b"\x02\x01\x08pypi.org\x02\x24" + uuid4().encode() + b"\x00\x02\x2a" + rbytes(R.randrange(40, 120))
    return "pypi-" + b64url(body)


def shopify_token() -> str:
    return pick(["shpat_", "shpat_", "shpss_", "shpca_", "shppa_"]) + hexs(32)


def square_token() -> str:
    kind = R.randrange(3)
    if kind == 0:
        return "EAAA" + rs(B64URL, 60)
    if kind == 1:
        return "sq0atp-" + rs(B64URL, 22)
    return "sq0csp-" + rs(B64URL, 43)


def discord_bot_token() -> str:
    snowflake = str(R.randrange(10**17, 10**19 - 1))
    return f"{b64url(snowflake.encode())}.{rs(B64URL, 6)}.{rs(B64URL, 38)}"


def telegram_bot_token() -> str:
    return f"{R.randrange(10**8, 8 * 10**9)}:AA{rs(B64URL, 33)}"


def mailgun_key() -> str:
    if R.random() < 0.5:
        return "key-" + hexs(32)
    return f"{hexs(32)}-{hexs(8)}-{hexs(8)}"


def aws_pair(temp: bool = False) -> tuple[str, str]:
    prefix = "ASIA" if temp else pick(["AKIA", "AKIA", "AKIA"])
    return prefix + rs(UPPER + "234567", 16), rs(ALNUM + "+/", 40)


def google_api_key() -> str:
    return "AIza" + rs(B64URL, 35)


def azure_account_key() -> str:
    return b64(rbytes(64))


def azure_client_secret() -> str:
    return rs(ALNUM, 3) + "8Q~" + rs(ALNUM + "_-.~", 34)


def jwt(alg: str = "HS256") -> str:
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS") and R.random() < 0.5:
        header["kid"] = rs(ALNUM + "-_", 22)
    iat = R.randrange(1767225600, 1798761600)
    payload = pick([
        {"sub": str(R.randrange(10**6, 10**9)), "name": pick(NAMES).title(), "iat": iat, "exp": iat + 3600},
        {"sub": uuid4(), "email": f"{pick(NAMES)}@{pick(['acme.io', 'northwind.dev', 'contoso.com'])}",
         "role": pick(["admin", "user", "service"]), "iat": iat, "exp": iat + 86400},
        {"iss": "https://auth.northwind.dev/", "aud": "api", "scope": "read:orders write:orders",
         "sub": f"auth0|{hexs(24)}", "iat": iat, "exp": iat + 7200},
        {"user_id": R.randrange(1, 99999), "session": hexs(16), "iat": iat},
        {"role": "service_role", "iss": "supabase", "iat": iat, "exp": iat + 315360000},
    ])
    sig_len = 256 if alg.startswith("RS") else (64 if alg == "ES256" else 32)
    head = b64url(json.dumps(header, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{head}.{body}.{b64url(rbytes(sig_len))}"


def der_len(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    if n < 256:
        return bytes([0x81, n])
    return bytes([0x82]) + struct.pack(">H", n)


def der(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def der_int(value: bytes) -> bytes:
    if value[0] & 0x80:
        value = b"\x00" + value
    return der(0x02, value)


def rsa_pkcs1(bits: int = 2048) -> bytes:
    n = bits // 8
    parts = [b"\x00", bytes([0x80 | R.randrange(128)]) + rbytes(n - 1), b"\x01\x00\x01",
             rbytes(n), rbytes(n // 2), rbytes(n // 2), rbytes(n // 2), rbytes(n // 2), rbytes(n // 2)]
    body = der(0x02, parts[0]) + der_int(parts[1]) + der(0x02, parts[2])
    body += b"".join(der_int(bytes([R.randrange(1, 128)]) + p[1:]) for p in parts[3:])
    return der(0x30, body)


RSA_OID = bytes.fromhex("300d06092a864886f70d0101010500")
EC_P256 = bytes.fromhex("a00a06082a8648ce3d030107")


def pem(label: str, data: bytes) -> str:
    return f"-----BEGIN {label}-----\n{wrap(b64(data), 64)}\n-----END {label}-----"


def pem_private_key() -> str:
    kind = R.randrange(5)
    if kind == 0:
        return pem("RSA PRIVATE KEY", rsa_pkcs1(pick([1024, 2048])))
    if kind == 1:
        inner = rsa_pkcs1(2048)
        return pem("PRIVATE KEY", der(0x30, der(0x02, b"\x00") + RSA_OID + der(0x04, inner)))
    if kind == 2:
        ec = der(0x30, der(0x02, b"\x01") + der(0x04, rbytes(32)) + EC_P256 + der(0xA1, der(0x03, b"\x00\x04" + rbytes(64))))
        return pem("EC PRIVATE KEY", ec)
    if kind == 3:
        return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rbytes(32))
    pbes2 = bytes.fromhex("304e06092a864886f70d01050d3041302906092a864886f70d01050c301c0408") + rbytes(8)
    pbes2 += bytes.fromhex("020208003014") + bytes.fromhex("06082a864886f70d0307") + bytes.fromhex("0408") + rbytes(8)
    return pem("ENCRYPTED PRIVATE KEY", der(0x30, pbes2 + der(0x04, rbytes(1224))))


def ssh_string(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def openssh_private_key() -> tuple[str, str]:
    comment = f"{pick(NAMES)}@{pick(['laptop', 'build-01', 'MacBook-Pro.local', 'bastion', 'wsl'])}"
    seed, pub = rbytes(32), rbytes(32)
    pub_blob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rbytes(4)
    priv = check + check + pub_blob + ssh_string(seed + pub) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = b"openssh-key-v1\x00" + ssh_string(b"none") + ssh_string(b"none") + ssh_string(b"")
    blob += struct.pack(">I", 1) + ssh_string(pub_blob) + ssh_string(priv)
    text = f"-----BEGIN OPENSSH PRIVATE KEY-----\n{wrap(b64(blob), 70)}\n-----END OPENSSH PRIVATE KEY-----"
    return text, comment


def openssh_rsa_private_key() -> str:
    blob = b"openssh-key-v1\x00" + ssh_string(b"aes256-ctr") + ssh_string(b"bcrypt")
    blob += ssh_string(ssh_string(rbytes(16)) + struct.pack(">I", 16)) + struct.pack(">I", 1)
    blob += ssh_string(ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\x00" + rbytes(384)))
    blob += ssh_string(rbytes(1856))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{wrap(b64(blob), 70)}\n-----END OPENSSH PRIVATE KEY-----"


DOCUMENTED_TEST_CARDS = {"4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222",
                         "5200828282828210", "378282246310005", "371449635398431", "6011111111111117",
                         "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005",
                         "4111111111111111", "4000000000000002", "4000002760003184", "5555341244441115",
                         "4012888888881881", "5105105105105100", "4000000000009995", "4000000000000077"}


def card(brand: str | None = None) -> tuple[str, str]:
    brand = brand or pick(["visa", "visa", "visa", "mc", "mc", "mc2", "amex", "discover", "jcb", "diners", "unionpay"])
    prefix, length = {
        "visa": (pick(["4"]), 16), "mc": (str(R.randrange(51, 56)), 16), "mc2": (str(R.randrange(2221, 2721)), 16),
        "amex": (pick(["34", "37"]), 15), "discover": (pick(["6011", "65", "644", "649"]), 16),
        "jcb": (str(R.randrange(3528, 3590)), 16), "diners": (pick(["36", "300", "305", "38"]), 14),
        "unionpay": ("62" + str(R.randrange(1, 9)), 16),
    }[brand]
    while True:
        partial = prefix + rs(DIGITS, length - len(prefix) - 1)
        number = partial + luhn_digit(partial)
        if number not in DOCUMENTED_TEST_CARDS and len(set(number[1:])) > 3:
            return number, brand


def group_card(number: str, sep: str = " ") -> str:
    if len(number) == 15:
        return sep.join([number[:4], number[4:10], number[10:]])
    if len(number) == 14:
        return sep.join([number[:4], number[4:10], number[10:]])
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


def expiry() -> str:
    return f"{R.randrange(1, 13):02d}/{R.randrange(27, 32)}"


def totp_seed() -> str:
    return rs(UPPER + "234567", pick([16, 26, 32]))


# ---------------------------------------------------------------------------- secret kinds


def s_conn_postgres() -> str:
    u, pw, h, db = pick(USERS), url_password(), pick(HOSTS), pick(DBS)
    dsn = f"{pick(['postgres', 'postgresql', 'postgresql+psycopg2', 'postgresql+asyncpg'])}://{u}:{pw}@{h}:5432/{db}"
    return cycle([
        f"DATABASE_URL={dsn}",
        f"the prod db is {dsn}?sslmode=require, use it for the migration",
        f'SQLALCHEMY_DATABASE_URI = "{dsn}"',
        f"psql '{dsn}' -c 'select count(*) from {db}'",
        f"host={h} port=5432 dbname={db} user={u} password={pw} sslmode=verify-full",
        f"Remember the staging Postgres connection: {dsn}",
        f"  url: jdbc:postgresql://{h}:5432/{db}?user={u}&password={pw}",
        f"2026-03-02 11:04:55 ERROR could not connect to {dsn}: timeout expired",
        f"PGPASSWORD={pw} psql -h {h} -U {u} {db}",
    ])


def s_conn_mysql() -> str:
    u, pw, h, db = pick(USERS), url_password(), pick(HOSTS), pick(DBS)
    return cycle([
        f"mysql://{u}:{pw}@{h}:3306/{db}",
        f"DB_DSN={u}:{pw}@tcp({h}:3306)/{db}?parseTime=true",
        f"mysql -h {h} -u {u} -p{pw} {db} < dump.sql",
        f"spring.datasource.url=jdbc:mysql://{h}:3306/{db}\nspring.datasource.username={u}\nspring.datasource.password={pw}",
        f"[client]\nuser={u}\npassword={pw}\nhost={h}",
        f"'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': '{db}', 'USER': '{u}', 'PASSWORD': '{pw}', 'HOST': '{h}'}}",
        f"mariadb+pymysql://{u}:{pw}@{h}/{db}?charset=utf8mb4 is the new one, old one is retired",
        f"mysqldump --user={u} --password='{pw}' --host={h} {db} > backup.sql",
    ])


def s_conn_mongodb() -> str:
    u, pw = pick(USERS), url_password()
    cluster = f"{pick(['cluster0', 'prod-shard', 'analytics'])}.{rs(LOWER + DIGITS, 5)}.mongodb.net"
    return cycle([
        f"mongodb+srv://{u}:{pw}@{cluster}/{pick(DBS)}?retryWrites=true&w=majority",
        f"MONGO_URI=mongodb://{u}:{pw}@mongo-0.mongo:27017,mongo-1.mongo:27017/{pick(DBS)}?replicaSet=rs0&authSource=admin",
        f"client = MongoClient(\"mongodb+srv://{u}:{pw}@{cluster}/\")",
        f"mongosh \"mongodb+srv://{cluster}/\" --username {u} --password {pw}",
        f"atlas creds for the reporting cluster → mongodb+srv://{u}:{pw}@{cluster}",
        f"spring.data.mongodb.uri=mongodb://{u}:{pw}@{pick(HOSTS)}:27017/{pick(DBS)}",
    ])


def s_conn_redis() -> str:
    pw, h = url_password(), pick(["redis.internal", "cache-01.lan", "master.prod-cache.abc123.use1.cache.amazonaws.com", "10.1.2.3"])
    return cycle([
        f"REDIS_URL=redis://:{pw}@{h}:6379/0",
        f"rediss://default:{pw}@{h}:6380",
        f"redis-cli -h {h} -a {pw} --no-auth-warning ping",
        f"requirepass {pw}",
        f"CELERY_BROKER_URL = 'redis://default:{pw}@{h}:6379/1'",
        f"cache:\n  host: {h}\n  port: 6379\n  password: \"{pw}\"",
        f"masterauth {pw}",
    ])


def s_conn_amqp() -> str:
    u, pw = pick([*USERS, "guest_ops", "rabbit"]), url_password()
    h = pick(["rabbitmq.internal", "mq.prod.lan", "b-1a2b3c4d.mq.eu-central-1.amazonaws.com", "10.4.0.9"])
    return cycle([
        f"AMQP_URL=amqp://{u}:{pw}@{h}:5672/%2F",
        f"amqps://{u}:{pw}@{h}:5671/orders",
        f"broker_url = \"amqp://{u}:{pw}@{h}//\"",
        f"spring.rabbitmq.host={h}\nspring.rabbitmq.username={u}\nspring.rabbitmq.password={pw}",
        f"rabbitmqctl add_user {u} '{pw}'",
        f"the queue is at amqp://{u}:{pw}@{h}/ – keep this safe",
    ])


def s_conn_smtp() -> str:
    u = f"{pick(['noreply', 'alerts', 'postmaster', 'mailer'])}@{pick(['acme-logistics.net', 'northwind.dev', 'bluefin.io'])}"
    pw = password()
    h = pick(["smtp.gmail.com", "smtp.office365.com", "email-smtp.eu-west-1.amazonaws.com", "mail.bluefin.io", "smtp.sendgrid.net"])
    return cycle([
        f"EMAIL_HOST={h}\nEMAIL_PORT=587\nEMAIL_HOST_USER={u}\nEMAIL_HOST_PASSWORD={pw}",
        f"smtp://{urllib.parse.quote(u)}:{urllib.parse.quote(pw, safe='')}@{h}:587",
        f"MAIL_MAILER=smtp\nMAIL_HOST={h}\nMAIL_USERNAME={u}\nMAIL_PASSWORD=\"{pw}\"",
        f"set smtp_url = \"smtps://{urllib.parse.quote(u)}@{h}:465/\"\nset smtp_pass = \"{pw}\"",
        f"The SMTP login for alerts is {u} with app password {rs(LOWER, 4)} {rs(LOWER, 4)} {rs(LOWER, 4)} {rs(LOWER, 4)}",
        f"swaks --to ops@bluefin.io --server {h}:587 --auth-user {u} --auth-password '{pw}' --tls",
    ])


def s_conn_ftp() -> str:
    u, pw = pick(USERS + NAMES), url_password()
    h = pick(["ftp.partner-edi.com", "files.acme-logistics.net", "192.168.10.20", "sftp.bluefin.io"])
    return cycle([
        f"ftp://{u}:{pw}@{h}/outgoing/",
        f"sftp://{u}:{pw}@{h}:22/uploads",
        f"lftp -u {u},{pw} ftps://{h}",
        f"curl -T invoice.csv ftp://{h}/in/ --user {u}:{pw}",
        f"FileZilla site: host {h}, user {u}, password {pw}, port 21",
        f"<Server><Host>{h}</Host><Port>21</Port><User>{u}</User><Pass encoding=\"base64\">{b64(pw.encode())}</Pass></Server>",
    ])


def s_conn_mssql_jdbc() -> str:
    u, pw, h, db = pick([*USERS, "sa"]), password(), pick(HOSTS), pick(DBS)
    pw_safe = pw.replace(";", "").replace("'", "")
    return cycle([
        f"Server=tcp:{h},1433;Initial Catalog={db};User ID={u};Password={pw_safe};Encrypt=True;",
        f"\"ConnectionStrings\": {{ \"Default\": \"Data Source={h};Database={db};User Id={u};Password={pw_safe};TrustServerCertificate=true\" }}",
        f"jdbc:sqlserver://{h}:1433;databaseName={db};user={u};password={pw_safe};encrypt=true",
        f"sqlcmd -S {h} -U {u} -P '{pw_safe}' -d {db} -Q \"SELECT @@VERSION\"",
        f"jdbc:oracle:thin:{u}/{url_password()}@//{h}:1521/ORCLPDB1",
        f"Driver={{ODBC Driver 18 for SQL Server}};Server={h};Database={db};UID={u};PWD={pw_safe};",
        f"jdbc:db2://{h}:50000/{db.upper()}:user={u};password={pw_safe};",
        f"sqlalchemy url: mssql+pyodbc://{u}:{url_password()}@{h}/{db}?driver=ODBC+Driver+18+for+SQL+Server",
    ])


PROSE_EN = [
    "my password for the office laptop is {pw}",
    "Remember this: the admin password on the NAS is {pw}",
    "pw for the jira service account = {pw}",
    "Can you keep my Netflix login? email {email}, password {pw}",
    "the root password of the new box is {pw} — change it after first login",
    "I always forget it, so save it: {pw} is my Gmail password",
    "Login for the router admin page: admin / {pw}",
    "Note to self — new VPN password: {pw}",
    "my Apple ID password got changed to {pw}",
    "username {name}, pass {pw}. thanks for holding on to it",
    "The shared 1Password vault master password is {pw}",
    "FYI the temp password IT gave me is {pw}",
    "hey, the pwd for the staging admin is {pw} btw",
    "Password for the PDF you sent: {pw}",
    "the zip archive is encrypted, password is {pw}",
    "current BIOS/UEFI supervisor password: {pw}",
]


def s_password_prose_en() -> str:
    return cycle(PROSE_EN).format(pw=password(), email=f"{pick(NAMES)}@gmail.com", name=pick(NAMES))


PROSE_I18N = [
    "Mein Passwort für das Firmen-VPN ist {pw}, bitte merken.",  # de
    "Das Kennwort für den Admin-Zugang lautet {pw}.",  # de
    "Le mot de passe du routeur est {pw}, ne le perds pas.",  # fr
    "Mon mot de passe pour la banque en ligne : {pw}",  # fr
    "Mi contraseña del correo es {pw}, guárdala por favor.",  # es
    "La clave del servidor de pruebas es {pw}",  # es
    "A senha do meu e-mail é {pw}, guarda isso pra mim.",  # pt
    "La password del server di staging è {pw}.",  # it
    "Het wachtwoord van mijn laptop is {pw}.",  # nl
    "Moje hasło do poczty to {pw}.",  # pl
    "Heslo k mému účtu je {pw}.",  # cs
    "E-posta şifrem {pw}, lütfen hatırla.",  # tr
    "Mitt lösenord till jobbkontot är {pw}.",  # sv
    "Min adgangskode til netbanken er {pw}.",  # da
    "Passordet til e-posten min er {pw}.",  # nb
    "Sähköpostini salasana on {pw}.",  # fi
    "A jelszavam a céges fiókhoz: {pw}",  # hu
    "Parola mea de la contul de email este {pw}.",  # ro
    "Мой пароль от почты: {pw}, запомни его.",  # ru
    "Пароль от сервера — {pw}",  # ru
    "Пароль від мого облікового запису — {pw}.",  # uk
    "Паролата ми за сървъра е {pw}.",  # bg
    "Моја лозинка за налог је {pw}.",  # sr
    "Ο κωδικός πρόσβασης του λογαριασμού μου είναι {pw}.",  # el
    "كلمة المرور الخاصة بي للبريد هي {pw}",  # ar
    "كلمة السر للراوتر: {pw}",  # ar
    "הסיסמה שלי למערכת היא {pw}",  # he
    "رمز عبور ایمیل من {pw} است",  # fa
    "میرا پاس ورڈ {pw} ہے",  # ur
    "मेरा पासवर्ड {pw} है, इसे याद रखना।",  # hi
    "আমার ইমেইলের পাসওয়ার্ড হলো {pw}",  # bn
    "என் மின்னஞ்சல் கடவுச்சொல் {pw}",  # ta
    "รหัสผ่านอีเมลของฉันคือ {pw}",  # th
    "Mật khẩu email của tôi là {pw}.",  # vi
    "Kata sandi akun saya adalah {pw}.",  # id
    "Kata laluan e-mel saya ialah {pw}.",  # ms
    "Ang password ko sa email ay {pw}.",  # tl
    "我的邮箱密码是{pw}，帮我记一下。",  # zh-Hans
    "服务器的登录密码：{pw}",  # zh-Hans
    "我的帳號密碼是 {pw}",  # zh-Hant
    "社内システムのパスワードは{pw}です。覚えておいて。",  # ja
    "ルーターの管理者パスワード：{pw}",  # ja
    "내 이메일 비밀번호는 {pw}이야.",  # ko
    "ჩემი ელფოსტის პაროლი არის {pw}",  # ka
    "Իմ գաղտնաբառը {pw} է",  # hy
    "Nenosiri langu la barua pepe ni {pw}.",  # sw
    "የኢሜይል የይለፍ ቃሌ {pw} ነው",  # am
    "Mano el. pašto slaptažodis yra {pw}.",  # lt
    "Mana e-pasta parole ir {pw}.",  # lv
    "Minu meili parool on {pw}.",  # et
    "La meva contrasenya del correu és {pw}.",  # ca
    "Lykilorðið mitt er {pw}.",  # is
]


def s_password_prose_i18n() -> str:
    return cycle(PROSE_I18N).format(pw=password())


PASSPHRASE_TEMPLATES = [
    "my GPG passphrase is \"{p}\"",
    "The passphrase for the backup encryption key: {p}",
    "Die Passphrase für meinen SSH-Schlüssel lautet: {p}",
    "La phrase secrète de mon coffre KeePass est « {p} »",
    "BitLocker won't unlock without the passphrase, which is {p}",
    "restic repository password: {p}",
    "Моя парольная фраза для ключа: {p}",
    "私のパスフレーズは「{p}」です",
    "veracrypt volume passphrase = {p}",
    "La frase de contraseña del disco cifrado es: {p}",
]


def s_passphrase() -> str:
    if R.random() < 0.35:
        words = " ".join(pick(SEED_WORDS) for _ in range(pick([12, 12, 24])))
        return cycle([
            f"my wallet seed phrase: {words}",
            f"Recovery phrase for MetaMask, keep it safe: {words}",
            f"Ledger 24 words -> {words}",
            f"Frase semilla de mi billetera: {words}",
            f"助记词：{words}",
        ])
    words = pick([" ", "-", " "]).join(pick(WORDS) for _ in range(R.randrange(4, 7)))
    return cycle(PASSPHRASE_TEMPLATES).format(p=words)


def s_aws_keypair() -> str:
    temp = R.random() < 0.2
    kid, secret = aws_pair(temp)
    token = "IQoJb3JpZ2luX2VjE" + rs(B64, 300) if temp else ""
    region = pick(["us-east-1", "eu-west-1", "ap-southeast-2", "eu-central-1"])
    if temp:
        return cycle([
            f"export AWS_ACCESS_KEY_ID={kid}\nexport AWS_SECRET_ACCESS_KEY={secret}\nexport AWS_SESSION_TOKEN={token}",
            f'{{"Credentials": {{"AccessKeyId": "{kid}", "SecretAccessKey": "{secret}", "SessionToken": "{token}", "Expiration": "{ts()}"}}}}',
        ])
    return cycle([
        f"[default]\naws_access_key_id = {kid}\naws_secret_access_key = {secret}\nregion = {region}",
        f"AWS_ACCESS_KEY_ID={kid}\nAWS_SECRET_ACCESS_KEY={secret}",
        f"here are the IAM user keys for the backup job: access key {kid}, secret {secret}",
        f"aws configure set aws_secret_access_key {secret} --profile prod",
        f"s3 = boto3.client('s3', aws_access_key_id='{kid}', aws_secret_access_key='{secret}')",
        f"User name,Password,Access key ID,Secret access key,Console login link\nbackup-bot,,{kid},{secret},https://123456789012.signin.aws.amazon.com/console",
        f"  env:\n    AWS_ACCESS_KEY_ID: {kid}\n    AWS_SECRET_ACCESS_KEY: {secret}\n    AWS_DEFAULT_REGION: {region}",
        f"rclone config: type = s3, provider = AWS, access_key_id = {kid}, secret_access_key = {secret}",
    ])


def s_gcp_service_account() -> str:
    project = f"{pick(['acme', 'northwind', 'bluefin'])}-{pick(['prod', 'data', 'ml'])}-{R.randrange(100000, 999999)}"
    email = f"{pick(['deployer', 'bq-reader', 'terraform', 'vertex'])}@{project}.iam.gserviceaccount.com"
    key = pem("PRIVATE KEY", der(0x30, der(0x02, b"\x00") + RSA_OID + der(0x04, rsa_pkcs1(2048))))
    key_json = json.dumps(key)[1:-1]
    kid = hexs(40)
    if R.random() < 0.25:
        return cycle([
            f"GOOGLE_API_KEY={google_api_key()}",
            f"the server-side Gemini key is {google_api_key()}, unrestricted for now",
            f"curl 'https://generativelanguage.googleapis.com/v1beta/models/gemini-pro:generateContent?key={google_api_key()}'",
        ])
    return cycle([
        f'{{\n  "type": "service_account",\n  "project_id": "{project}",\n  "private_key_id": "{kid}",\n  "private_key": "{key_json}",\n  "client_email": "{email}",\n  "client_id": "{rs(DIGITS, 21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}}',
        f'"private_key_id": "{kid}", "private_key": "{key_json}", "client_email": "{email}"',
        f"here's the sa key json for {email}: {{\"type\":\"service_account\",\"private_key\":\"{key_json}\"}}",
    ])


def s_azure_storage() -> str:
    account = f"{pick(['acme', 'nw', 'bluefin', 'contoso'])}{pick(['prod', 'logs', 'backup', 'media'])}{R.randrange(10, 99)}"
    key = azure_account_key()
    se = f"2027-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d}T00:00:00Z"
    sig = urllib.parse.quote(b64(rbytes(32)), safe="")
    return cycle([
        f"DefaultEndpointsProtocol=https;AccountName={account};AccountKey={key};EndpointSuffix=core.windows.net",
        f"AZURE_STORAGE_CONNECTION_STRING=\"DefaultEndpointsProtocol=https;AccountName={account};AccountKey={key}\"",
        f"az storage blob upload --account-name {account} --account-key {key} -c backups -f db.tar.gz",
        f"https://{account}.blob.core.windows.net/exports?sv=2022-11-02&ss=b&srt=co&sp=rl&se={se}&st=2026-01-01T00:00:00Z&spr=https&sig={sig}",
        f"SAS for the upload container: sv=2021-08-06&sr=c&sp=racwdl&se={se}&sig={sig}",
        f"Endpoint=sb://{account}.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b64(rbytes(32))}",
        f"AZURE_CLIENT_ID={uuid4()}\nAZURE_TENANT_ID={uuid4()}\nAZURE_CLIENT_SECRET={azure_client_secret()}",
        f"storage account {account} key1: {key}",
        f"HostName={account}.azure-devices.net;SharedAccessKeyName=iothubowner;SharedAccessKey={b64(rbytes(32))}",
    ])


def s_github_token() -> str:
    tok = pick([github_classic("ghp"), github_classic("ghp"), github_classic("gho"), github_classic("ghs"),
                github_classic("ghu"), github_fine_grained(), github_fine_grained()])
    return cycle([
        f"GITHUB_TOKEN={tok}",
        f"git clone https://{pick(NAMES)}:{tok}@github.com/acme/infra.git",
        f"here's my PAT so you can open the PR: {tok}",
        f"gh auth login --with-token <<< {tok}",
        f"//npm.pkg.github.com/:_authToken={tok}",
        f"curl -H \"Authorization: token {tok}\" https://api.github.com/user/repos",
        f"[url \"https://x-access-token:{tok}@github.com/\"]\n\tinsteadOf = https://github.com/",
        f"Please store my GitHub token {tok} for later",
    ])


def s_gitlab_token() -> str:
    tok = gitlab_token()
    return cycle([
        f"GITLAB_TOKEN={tok}",
        f"curl --header \"PRIVATE-TOKEN: {tok}\" https://gitlab.example-corp.net/api/v4/projects",
        f"git remote set-url origin https://oauth2:{tok}@gitlab.com/acme/backend.git",
        f"gitlab-runner register --url https://gitlab.com --token {tok}",
        f"my gitlab access token (api scope): {tok}",
        f"registration token for runners is GR1348941{rs(ALNUM + '_-', 20)}",
    ])


def s_slack_token() -> str:
    tok = slack_token()
    return cycle([
        f"SLACK_BOT_TOKEN={tok}",
        f"slack_webhook_url: {slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"deploy done\"}}' {slack_webhook()}",
        f"client = WebClient(token=\"{tok}\")",
        f"The Slack app token for socket mode is {tok}",
        f"SLACK_SIGNING_SECRET={hexs(32)}",
        f"alertmanager: slack_configs: - api_url: '{slack_webhook()}'",
    ])


def s_stripe_secret() -> str:
    tok = stripe_secret("live" if R.random() < 0.75 else "test")
    return cycle([
        f"STRIPE_SECRET_KEY={tok}",
        f"stripe.api_key = \"{tok}\"",
        f"curl https://api.stripe.com/v1/charges -u {tok}:",
        f"use the live key {tok} for the refund script",
        f"STRIPE_WEBHOOK_SECRET=whsec_{rs(ALNUM, 32)}",
        f"const stripe = require('stripe')('{tok}');",
        f"stripe login --api-key {tok}",
    ])


def s_twilio() -> str:
    sid, token = twilio_pair()
    return cycle([
        f"TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={token}",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json -u {sid}:{token} --data-urlencode 'Body=hi'",
        f"client = Client(\"{sid}\", \"{token}\")",
        f"twilio sid {sid} auth token {token}",
        f"TWILIO_API_KEY=SK{hexs(32)}\nTWILIO_API_SECRET={rs(ALNUM, 32)}",
        f"The Twilio auth token was rotated, new one: {token}",
    ])


def s_sendgrid() -> str:
    tok = sendgrid_key()
    return cycle([
        f"SENDGRID_API_KEY={tok}",
        f"sg = SendGridAPIClient('{tok}')",
        f"curl --request POST --url https://api.sendgrid.com/v3/mail/send --header 'Authorization: Bearer {tok}'",
        f"sendgrid key for transactional mail: {tok}",
        f"EMAIL_HOST_PASSWORD={tok}  # sendgrid uses apikey as the user",
    ])


def s_openai() -> str:
    tok = openai_key()
    return cycle([
        f"OPENAI_API_KEY={tok}",
        f"client = OpenAI(api_key=\"{tok}\")",
        f"curl https://api.openai.com/v1/chat/completions -H \"Authorization: Bearer {tok}\" -d @req.json",
        f"my openai key is {tok}, use it for the eval run",
        f"export OPENAI_API_KEY='{tok}'",
    ])


def s_anthropic() -> str:
    tok = anthropic_key()
    return cycle([
        f"ANTHROPIC_API_KEY={tok}",
        f"client = anthropic.Anthropic(api_key=\"{tok}\")",
        f"curl https://api.anthropic.com/v1/messages -H \"x-api-key: {tok}\" -H \"anthropic-version: 2023-06-01\"",
        f"store this key for the agent: {tok}",
        f"\"env\": {{ \"ANTHROPIC_API_KEY\": \"{tok}\" }}",
    ])


def s_huggingface() -> str:
    tok = hf_token()
    return cycle([
        f"HF_TOKEN={tok}",
        f"huggingface-cli login --token {tok}",
        f"login(token=\"{tok}\")",
        f"git clone https://user:{tok}@huggingface.co/acme/private-model",
        f"my HF write token: {tok}",
        f"HUGGING_FACE_HUB_TOKEN: {tok}",
    ])


def s_npm_token() -> str:
    tok = npm_token()
    return cycle([
        f"//registry.npmjs.org/:_authToken={tok}",
        f"NPM_TOKEN={tok}",
        f"npm config set //registry.npmjs.org/:_authToken {tok}",
        f"publish token for @acme scope: {tok}",
        f"echo \"//registry.npmjs.org/:_authToken={tok}\" > ~/.npmrc",
    ])


def s_pypi_token() -> str:
    tok = pypi_token()
    return cycle([
        f"[pypi]\n  username = __token__\n  password = {tok}",
        f"TWINE_PASSWORD={tok}",
        f"twine upload -u __token__ -p {tok} dist/*",
        f"UV_PUBLISH_TOKEN={tok}",
        f"poetry config pypi-token.pypi {tok}",
    ])


def s_shopify() -> str:
    tok = shopify_token()
    shop = f"{pick(['acme-outdoor', 'bluefin-tea', 'northwind-gear'])}.myshopify.com"
    return cycle([
        f"SHOPIFY_ACCESS_TOKEN={tok}",
        f"curl -H 'X-Shopify-Access-Token: {tok}' https://{shop}/admin/api/2024-07/products.json",
        f"admin API token for {shop}: {tok}",
        f"SHOPIFY_API_SECRET={shopify_token()}",
        f"shopify_app:\n  shop: {shop}\n  access_token: {tok}",
    ])


def s_square() -> str:
    tok = square_token()
    return cycle([
        f"SQUARE_ACCESS_TOKEN={tok}",
        f"curl https://connect.squareup.com/v2/locations -H 'Authorization: Bearer {tok}'",
        f"square production access token {tok}",
        f"client = Client(access_token='{tok}', environment='production')",
        f"SQUARE_APPLICATION_SECRET=sq0csp-{rs(B64URL, 43)}",
    ])


def s_discord_bot() -> str:
    tok = discord_bot_token()
    return cycle([
        f"DISCORD_TOKEN={tok}",
        f"client.run('{tok}')",
        f"bot token for the moderation bot: {tok}",
        f"curl -H \"Authorization: Bot {tok}\" https://discord.com/api/v10/users/@me",
        f"https://discord.com/api/webhooks/{rs(DIGITS, 19)}/{rs(B64URL, 68)}",
        f"discord:\n  bot_token: \"{tok}\"",
    ])


def s_telegram_bot() -> str:
    tok = telegram_bot_token()
    return cycle([
        f"TELEGRAM_BOT_TOKEN={tok}",
        f"curl https://api.telegram.org/bot{tok}/sendMessage -d chat_id=-100{rs(DIGITS, 10)} -d text=hi",
        f"BotFather gave me this token: {tok}",
        f"Done! Congratulations on your new bot. Use this token to access the HTTP API:\n{tok}\nKeep your token secure and store it safely",
        f"app = ApplicationBuilder().token(\"{tok}\").build()",
    ])


def s_mailgun() -> str:
    tok = mailgun_key()
    return cycle([
        f"MAILGUN_API_KEY={tok}",
        f"curl -s --user 'api:{tok}' https://api.mailgun.net/v3/mg.bluefin.io/messages -F to=ops@bluefin.io",
        f"mailgun private key: {tok}",
        f"MAILGUN_WEBHOOK_SIGNING_KEY={hexs(32)}",
        f"mailgun:\n  domain: mg.acme-logistics.net\n  secret: {tok}",
    ])


def s_datadog() -> str:
    api, app = hexs(32), hexs(40)
    return cycle([
        f"DD_API_KEY={api}",
        f"DD_API_KEY={api}\nDD_APP_KEY={app}",
        f"docker run -d -e DD_API_KEY={api} -e DD_SITE=datadoghq.eu gcr.io/datadoghq/agent:7",
        f"curl -X GET https://api.datadoghq.com/api/v1/validate -H \"DD-API-KEY: {api}\"",
        f"datadog:\n  apiKey: {api}\n  appKey: {app}",
        f"our datadog application key is {app}",
    ])


def s_cloud_platform_token() -> str:
    return cycle([
        f"DIGITALOCEAN_TOKEN=dop_v1_{hexs(64)}",
        f"doctl auth init --access-token dop_v1_{hexs(64)}",
        f"CLOUDFLARE_API_TOKEN={rs(ALNUM + '_-', 40)}",
        f"curl -H 'X-Auth-Email: ops@bluefin.io' -H 'X-Auth-Key: {hexs(37)}' https://api.cloudflare.com/client/v4/zones",
        f"HEROKU_API_KEY={uuid4()}",
        f"LINODE_TOKEN={hexs(64)}",
        f"hcloud context create prod  # token: {rs(ALNUM, 64)}",
        f"FLY_API_TOKEN=FlyV1 fm2_{rs(B64, 180)}",
        f"VULTR_API_KEY={rs(UPPER + DIGITS, 36)}",
        f"scw init secret-key={uuid4()} access-key=SCW{rs(UPPER + DIGITS, 17)}",
    ])


def s_devops_token() -> str:
    return cycle([
        f"credentials \"app.terraform.io\" {{\n  token = \"{rs(ALNUM, 14)}.atlasv1.{rs(ALNUM, 67)}\"\n}}",
        f"PULUMI_ACCESS_TOKEN=pul-{hexs(40)}",
        f"DOPPLER_TOKEN=dp.st.prd.{rs(ALNUM, 43)}",
        f"VERCEL_TOKEN={rs(ALNUM, 24)}",
        f"NETLIFY_AUTH_TOKEN=nfp_{rs(ALNUM, 36)}",
        f"BUILDKITE_AGENT_TOKEN={hexs(50)}",
        f"docker login -u acmebot -p dckr_pat_{rs(B64URL, 27)}",
        f"DATABRICKS_TOKEN=dapi{hexs(32)}",
        f"SONAR_TOKEN=squ_{hexs(40)}",
        f"SENTRY_AUTH_TOKEN=sntrys_{b64url(json.dumps({'iat': R.randrange(1767225600, 1798761600), 'url': 'https://sentry.io', 'org': 'acme'}).encode())}_{rs(ALNUM + '/+', 43)}",
        f"GRAFANA_SERVICE_ACCOUNT_TOKEN=glsa_{rs(ALNUM, 32)}_{hexs(8)}",
        f"NEW_RELIC_API_KEY=NRAK-{rs(UPPER + DIGITS, 27)}",
        f"CIRCLECI_TOKEN=CCIPAT_{rs(ALNUM, 22)}_{hexs(40)}",
        f"ARTIFACTORY_ACCESS_TOKEN=cmVmdGtuOjAxOjE3{rs(ALNUM, 48)}",
    ])


def s_saas_token() -> str:
    return cycle([
        f"NOTION_TOKEN=ntn_{rs(DIGITS, 11)}{rs(ALNUM, 35)}",
        f"notion integration secret: secret_{rs(ALNUM, 43)}",
        f"LINEAR_API_KEY=lin_api_{rs(ALNUM, 40)}",
        f"AIRTABLE_TOKEN=pat{rs(ALNUM, 14)}.{hexs(64)}",
        f"JIRA_API_TOKEN=ATATT3xFfGF0{rs(B64URL, 170)}={hexs(8).upper()}",
        f"FIGMA_TOKEN=figd_{rs(B64URL, 40)}",
        f"POSTMAN_API_KEY=PMAK-{hexs(24)}-{hexs(34)}",
        f"HUBSPOT_ACCESS_TOKEN=pat-na1-{uuid4()}",
        f"curl -H 'Authorization: SSWS 00{rs(B64URL, 40)}' https://acme.okta.com/api/v1/users",
        f"MAPBOX_SECRET_TOKEN=sk.{b64url(json.dumps({'u': pick(NAMES), 'a': rs(LOWER + DIGITS, 25)}).encode())}.{rs(B64URL, 22)}",
        f"CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-{rs(B64URL, 43)}",
        f"ZENDESK_API_TOKEN={rs(ALNUM, 40)}",
        f"asana personal access token: 2/{rs(DIGITS, 16)}/{rs(DIGITS, 16)}:{hexs(32)}",
    ])


def s_ai_token() -> str:
    return cycle([
        f"GROQ_API_KEY=gsk_{rs(ALNUM, 52)}",
        f"REPLICATE_API_TOKEN=r8_{rs(ALNUM, 37)}",
        f"PERPLEXITY_API_KEY=pplx-{rs(ALNUM, 48)}",
        f"XAI_API_KEY=xai-{rs(ALNUM, 80)}",
        f"COHERE_API_KEY={rs(ALNUM, 40)}",
        f"MISTRAL_API_KEY={rs(ALNUM, 32)}",
        f"DEEPSEEK_API_KEY=sk-{hexs(32)}",
        f"ELEVENLABS_API_KEY=sk_{hexs(48)}",
        f"PINECONE_API_KEY=pcsk_{rs(ALNUM, 6)}_{rs(ALNUM, 64)}",
        f"LANGSMITH_API_KEY=lsv2_pt_{hexs(32)}_{hexs(10)}",
        f"TOGETHER_API_KEY={hexs(64)}",
        f"OPENROUTER_API_KEY=sk-or-v1-{hexs(64)}",
    ])


def s_payments_token() -> str:
    return cycle([
        f"PAYPAL_CLIENT_ID=A{rs(B64URL, 79)}\nPAYPAL_CLIENT_SECRET=E{rs(B64URL, 79)}",
        f"BRAINTREE_ACCESS_TOKEN=access_token$production${rs(LOWER + DIGITS, 16)}${hexs(32)}",
        f"ADYEN_API_KEY=AQE{rs(ALNUM, 30)}+{rs(ALNUM, 40)}=-{rs(ALNUM + '+/', 44)}=-{rs(ALNUM, 12)}",
        f"RAZORPAY_KEY_ID=rzp_live_{rs(ALNUM, 14)}\nRAZORPAY_KEY_SECRET={rs(ALNUM, 24)}",
        f"PAYSTACK_SECRET_KEY=sk_live_{hexs(40)}",
        f"MOLLIE_API_KEY=live_{rs(ALNUM, 30)}",
        f"PLAID_SECRET={hexs(30)}",
        f"COINBASE_API_SECRET={rs(ALNUM, 32)}",
        f"the paypal webhook uses client secret E{rs(B64URL, 79)}",
    ])


def s_jwt() -> str:
    tok = jwt(pick(["HS256", "HS256", "RS256", "ES256", "HS512"]))
    return cycle([
        f"Authorization: Bearer {tok}",
        f"curl -H 'Authorization: Bearer {tok}' https://api.northwind.dev/v1/orders",
        f"here's my access token from the browser: {tok}",
        f"SUPABASE_SERVICE_ROLE_KEY={tok}",
        f"localStorage.setItem('id_token', '{tok}')",
        f"{{\"access_token\":\"{tok}\",\"token_type\":\"Bearer\",\"expires_in\":3600}}",
        f"wscat -c wss://ws.northwind.dev/feed?token={tok}",
    ])


def s_pem_private_key() -> str:
    key = pem_private_key()
    return cycle([
        key,
        f"here is the TLS key for the ingress:\n{key}",
        "tls.key: |\n" + "\n".join("  " + line for line in key.splitlines()),
        f"cat > /etc/ssl/private/server.key <<'EOF'\n{key}\nEOF",
        f"Remember this signing key please:\n{key}",
    ])


def s_openssh_private_key() -> str:
    if R.random() < 0.25:
        key = openssh_rsa_private_key()
    else:
        key, _ = openssh_private_key()
    return cycle([
        key,
        f"my deploy key (id_ed25519):\n{key}",
        "SSH_PRIVATE_KEY: |\n" + "\n".join("  " + line for line in key.splitlines()),
        f"$ cat ~/.ssh/id_ed25519\n{key}",
    ])


BRAND_NAMES = {"visa": "Visa", "mc": "Mastercard", "mc2": "Mastercard", "amex": "Amex", "discover": "Discover",
               "jcb": "JCB", "diners": "Diners Club", "unionpay": "UnionPay"}


def s_card_number() -> str:
    number, brand = card()
    shown = pick([group_card(number), group_card(number, "-"), number, group_card(number)])
    return cycle([
        f"my card number is {shown}",
        f"use the company {BRAND_NAMES[brand]} {shown} for the AWS bill",
        f"Kartennummer: {shown}",
        f"card: {shown}",
        f"numéro de carte {shown}",
        f"pay with {shown}, it's the travel card",
        f"Número de tarjeta {shown} a nombre de {pick(NAMES).title()}",
        f"カード番号 {shown}",
    ])


def s_card_with_cvv() -> str:
    number, _ = card()
    cvv = rs(DIGITS, 4 if len(number) == 15 else 3)
    exp = expiry()
    holder = f"{pick(NAMES).title()} {pick(['Schmidt', 'Okafor', 'Tanaka', 'Rossi', 'Nguyen', 'Kowalski'])}"
    return cycle([
        f"{group_card(number)} exp {exp} cvv {cvv}",
        f"Card: {group_card(number)}\nExpiry: {exp}\nCVC: {cvv}\nName: {holder}",
        f"book the hotel with my card {number}, expires {exp}, security code {cvv}",
        f"{holder}|{number}|{exp.replace('/', '|')}|{cvv}",
        f"cc {group_card(number, '-')} {exp} {cvv} — please remember for checkout",
        f"Karte {group_card(number)}, gültig bis {exp}, Prüfnummer {cvv}",
    ])


def s_otp_code() -> str:
    code = rs(DIGITS, pick([6, 6, 6, 8]))
    return cycle([
        f"the 2FA code is {code}",
        f"Your verification code is {code}. It expires in 10 minutes. Don't share it with anyone.",
        f"G-{code[:6]} is your Google verification code.",
        f"here's the OTP from the bank: {code}",
        f"quick, type {code} into the login, that's the authenticator code",
        f"Ihr Bestätigungscode lautet {code}",
        f"Votre code de vérification : {code}",
        f"【{pick(['Alipay', 'WeChat', 'Taobao'])}】验证码 {code}，5分钟内有效，请勿泄露。",
        f"MFA code {code} — it probably expired already but save it anyway",
        f"{code} is your Microsoft account security code",
    ])


def s_backup_codes() -> str:
    style = R.randrange(4)
    if style == 0:
        codes = [f"{rs(DIGITS, 4)} {rs(DIGITS, 4)}" for _ in range(10)]
        return "Google backup codes (each usable once):\n" + "\n".join(codes)
    if style == 1:
        codes = [f"{rs(LOWER + DIGITS, 5)}-{rs(LOWER + DIGITS, 5)}" for _ in range(16)]
        return "GitHub recovery codes:\n" + "\n".join(codes)
    if style == 2:
        return f"my 2FA recovery code for the exchange is {rs(UPPER + DIGITS, 4)}-{rs(UPPER + DIGITS, 4)}-{rs(UPPER + DIGITS, 4)}-{rs(UPPER + DIGITS, 4)}"
    codes = " ".join(rs(DIGITS, 8) for _ in range(8))
    return f"save these backup codes for my Discord account: {codes}"


def s_totp_seed() -> str:
    seed = totp_seed()
    issuer = pick(["GitHub", "AWS", "Okta", "Bitwarden", "Coinbase", "Proton"])
    return cycle([
        f"otpauth://totp/{issuer}:{pick(NAMES)}?secret={seed}&issuer={issuer}",
        f"the 2FA setup key for {issuer} is {' '.join(seed[i:i + 4] for i in range(0, len(seed), 4))}",
        f"TOTP_SECRET={seed}",
        f"Can't scan the QR? Enter this key manually: {seed.lower()}",
        f"mfa seed for the root account: {seed}",
    ])


def s_bank_pin_tan() -> str:
    pin = rs(DIGITS, pick([4, 4, 6]))
    return cycle([
        f"my bank PIN is {pin}",
        f"Die PIN meiner EC-Karte ist {pin}",
        f"TAN for the transfer: {rs(DIGITS, 6)}",
        f"the debit card PIN for the joint account is {pin}, don't tell anyone",
        f"Mon code de carte bleue : {pin}",
        f"phone banking passcode {rs(DIGITS, 6)} and memorable word {pick(WORDS)}",
        f"mTAN aus der SMS: {rs(DIGITS, 6)}",
        f"ATM pin for my Chase card is {pin}",
        f"mi PIN de la tarjeta es {pin}",
        f"银行卡密码是{rs(DIGITS, 6)}",
        f"IBAN DE{rs(DIGITS, 20)}, online banking PIN {rs(DIGITS, 5)}",
    ])


def s_wifi_password() -> str:
    ssid = pick(["FRITZ!Box 7590 XY", "Vodafone-8C21", "Office-5G", "Casa_Rossi", "TP-Link_3F2A", "Guest", "Linksys00421", "ACME-Corp"])
    pw = pick([password(), rs(DIGITS, 20), rs(LOWER + DIGITS, 12)])
    return cycle([
        f"wifi password: {pw}",
        f"The Wi-Fi at the cabin is {ssid}, password {pw}",
        f"WIFI:T:WPA;S:{ssid};P:{pw};;",
        f"WLAN-Schlüssel: {pw}",
        f"mot de passe wifi {pw}",
        f"network={{\n    ssid=\"{ssid}\"\n    psk=\"{pw}\"\n}}",
        f"nmcli dev wifi connect '{ssid}' password '{pw}'",
        f"ワイファイのパスワードは {pw} です",
        f"guest wifi key is {pw} (changed monthly)",
    ])


def s_basic_auth() -> str:
    u, pw = pick(USERS + NAMES), url_password()
    token = b64(f"{u}:{pw}".encode())
    return cycle([
        f"Authorization: Basic {token}",
        f"curl -u {u}:{pw} https://jenkins.internal.corp/job/deploy/build",
        f"curl -H 'Authorization: Basic {token}' https://api.partner-edi.com/v2/shipments",
        f"https://{u}:{pw}@registry.internal.corp/v2/_catalog",
        f"http --auth {u}:{pw} GET https://elastic.internal:9200/_cat/indices",
        f"requests.get(url, auth=('{u}', '{pw}'))",
        f"the nginx basic auth line: {u}:{pw}",
        f"proxy: http://{u}:{pw}@proxy.corp.local:3128",
    ])


def s_netrc_pgpass() -> str:
    u, pw, h = pick(USERS + NAMES), url_password(), pick(HOSTS)
    return cycle([
        f"machine api.heroku.com\n  login {pick(NAMES)}@bluefin.io\n  password {uuid4()}",
        f"machine {h} login {u} password {pw}",
        f"~/.netrc:\nmachine artifacts.internal.corp\nlogin {u}\npassword {pw}",
        f"{h}:5432:{pick(DBS)}:{u}:{pw}",
        f"$ cat ~/.pgpass\n{h}:5432:*:{u}:{pw}\nlocalhost:5432:*:postgres:{url_password()}",
        f"echo '{h}:*:*:{u}:{pw}' >> ~/.pgpass && chmod 600 ~/.pgpass",
        f"machine github.com login {pick(NAMES)} password {github_classic()}",
    ])


def s_password_reset_link() -> str:
    host = pick(["accounts.bluefin.io", "app.northwind.dev", "id.acme-logistics.net", "portal.contoso-hr.com", "my.keycloak.corp"])
    tok = pick([rs(B64URL, 43), hexs(64), rs(ALNUM, 32)])
    return cycle([
        f"https://{host}/reset-password?token={tok}",
        f"Click here to reset your password: https://{host}/password/reset/{tok}?email={pick(NAMES)}%40gmail.com",
        f"here's the magic login link they emailed me: https://{host}/auth/magic?token={tok}",
        f"https://{host}/accounts/reset/{rs(B64URL, 3)}/{rs(LOWER + DIGITS, 6)}-{hexs(32)}/",
        f"invite link with token: https://{host}/invite/accept?invitation_token={tok}",
        f"https://{host}/realms/master/login-actions/action-token?key={jwt('HS256')}",
        f"The one-time login URL is https://{host}/user/reset/{R.randrange(10, 999)}/{R.randrange(1767225600, 1798761600)}/{rs(B64URL, 43)}",
    ])


def s_session_cookie() -> str:
    return cycle([
        f"Cookie: sessionid={rs(LOWER + DIGITS, 32)}; csrftoken={rs(ALNUM, 32)}",
        f"Set-Cookie: PHPSESSID={rs(LOWER + DIGITS, 26)}; path=/; HttpOnly",
        f"connect.sid=s%3A{rs(B64URL, 32)}.{urllib.parse.quote(b64(rbytes(32)).rstrip('='), safe='')}",
        f"__Secure-next-auth.session-token={jwt('HS256')}",
        f"curl -b 'JSESSIONID={hexs(32).upper()}' https://intranet.corp/admin",
        f"my session cookie if you need to call the API as me: _gh_sess={rs(B64, 200)}--{hexs(40)}",
        f"laravel_session={b64(json.dumps({'iv': b64(rbytes(16)), 'value': b64(rbytes(96)), 'mac': hexs(64)}).encode())}",
        f"document.cookie = \"auth_token={rs(ALNUM, 40)}; Secure; SameSite=Strict\"",
        f"Cookie: .AspNetCore.Cookies=CfDJ8{rs(B64URL, 300)}",
    ])


def s_env_file() -> str:
    lines = ["NODE_ENV=production", f"PORT={pick([3000, 8000, 8080])}", f"LOG_LEVEL={pick(['info', 'debug', 'warn'])}"]
    secret_line = pick([
        f"SECRET_KEY_BASE={hexs(128)}",
        f"DJANGO_SECRET_KEY={rs(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}",
        f"JWT_SECRET={rs(ALNUM, 48)}",
        f"APP_KEY=base64:{b64(rbytes(32))}",
        f"DB_PASSWORD={password()}",
        f"NEXTAUTH_SECRET={b64(rbytes(32))}",
        f"ENCRYPTION_KEY={hexs(64)}",
        f"SESSION_SECRET={rs(ALNUM, 40)}",
        f"ADMIN_PASSWORD={password()}",
        f"STRIPE_SECRET_KEY={stripe_secret()}",
    ])
    lines.insert(R.randrange(len(lines) + 1), secret_line)
    body = "\n".join(lines)
    return cycle([body, f"my .env:\n{body}", f"$ cat .env.production\n{body}"])


def s_ci_yaml() -> str:
    secret = pick([f"DEPLOY_TOKEN: {github_classic()}", f"NPM_TOKEN: {npm_token()}", f"AWS_SECRET_ACCESS_KEY: {aws_pair()[1]}",
                   f"DOCKER_PASSWORD: {password()}", f"SONAR_TOKEN: squ_{hexs(40)}", f"HEROKU_API_KEY: {uuid4()}",
                   f"CODECOV_TOKEN: {uuid4()}", f"SLACK_WEBHOOK: {slack_webhook()}"])
    return cycle([
        f"name: deploy\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      {secret}\n    steps:\n      - uses: actions/checkout@v4\n      - run: make deploy",
        f"variables:\n  {secret}\n  GIT_DEPTH: \"10\"\n\ndeploy:\n  stage: deploy\n  script:\n    - ./deploy.sh",
        f"version: 2.1\njobs:\n  build:\n    docker:\n      - image: cimg/node:20.11\n    environment:\n      {secret}\n    steps:\n      - checkout",
        f"pipeline:\n  publish:\n    image: plugins/docker\n    settings:\n      username: acmebot\n      password: {password()}",
        f"steps:\n- script: az login --service-principal -u {uuid4()} -p {azure_client_secret()} --tenant {uuid4()}\n  displayName: login",
        f"env:\n  global:\n    - {secret.replace(': ', '=')}\nscript: make test",
    ])


def s_docker_kube() -> str:
    u, pw = pick(USERS), password()
    auth = b64(f"{u}:{pw}".encode())
    b64pw = b64(pw.encode())
    return cycle([
        f'{{\n  "auths": {{\n    "registry.gitlab.com": {{\n      "auth": "{auth}"\n    }}\n  }}\n}}',
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: {b64(u.encode())}\n  password: {b64pw}",
        f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  API_KEY: {rs(ALNUM, 40)}",
        f"kubectl create secret generic pg --from-literal=password='{pw}'",
        f"users:\n- name: admin@prod\n  user:\n    token: {jwt('RS256')}",
        f"users:\n- name: ci\n  user:\n    client-key-data: {b64(pem_private_key().encode())[:600]}",
        f"docker run -e POSTGRES_PASSWORD={pw} -d postgres:16",
        f"services:\n  db:\n    image: mysql:8\n    environment:\n      MYSQL_ROOT_PASSWORD: {pw}\n      MYSQL_DATABASE: {pick(DBS)}",
        f"echo {pw} | docker login ghcr.io -u {u} --password-stdin   # yes the password is right there in the history",
        f"helm install grafana grafana/grafana --set adminPassword='{pw}'",
    ])


def s_shell_history() -> str:
    pw = password()
    cmds = ["cd ~/src/infra", "git pull", "ls -la", "make build", "kubectl get pods -n prod", "vim config.yaml", "docker ps"]
    secret = pick([
        f"export API_KEY={rs(ALNUM, 40)}",
        f"mysql -uroot -p'{pw}' -e 'show databases'",
        f"sshpass -p '{pw}' ssh {pick(USERS)}@{pick(HOSTS)}",
        f"htpasswd -b /etc/nginx/.htpasswd {pick(USERS)} '{pw}'",
        f"echo '{pick(USERS)}:{pw}' | chpasswd",
        f"export OPENAI_API_KEY={openai_key()}",
        f"vault login {pick(['hvs.', 's.'])}{rs(ALNUM, 24 if R.random() < 0.5 else 90)}",
        f"openssl enc -aes-256-cbc -in backup.tar -out backup.enc -pass pass:{pw}",
        f"psql postgresql://{pick(USERS)}:{url_password()}@{pick(HOSTS)}/{pick(DBS)}",
        f"curl -H 'X-API-Key: {hexs(40)}' https://api.internal.corp/v1/export",
        f"net user administrator {pw}",
        f"smbclient //fileserver/share -U {pick(NAMES)}%{pw}",
    ])
    seq = R.sample(cmds, 3)
    seq.insert(R.randrange(4), secret)
    start = R.randrange(100, 2000)
    return "\n".join(f"{start + i:5d}  {c}" for i, c in enumerate(seq))


def s_log_line() -> str:
    t = ts()
    return cycle([
        f"{t} DEBUG http.client: GET https://api.partner-edi.com/v2/orders?api_key={hexs(32)} -> 200",
        f"{t} INFO  auth: login ok user={pick(NAMES)} password={password()}",
        f"[{t}] WARN  request headers: {{'Authorization': 'Bearer {rs(ALNUM, 40)}', 'Accept': 'application/json'}}",
        f"{t} ERROR Traceback ... psycopg2.OperationalError: connection to postgresql://{pick(USERS)}:{url_password()}@{pick(HOSTS)}/{pick(DBS)} failed",
        f"{t} level=debug msg=\"sending webhook\" url={slack_webhook()}",
        f"{t} [worker-3] configured S3 client with key {aws_pair()[0]} / {aws_pair()[1]}",
        f"{t} DEBUG boto: x-amz-security-token=IQoJb3JpZ2luX2VjE{rs(B64, 200)}",
        f"{t} TRACE redis: AUTH {url_password()}",
        f"{t} INFO  oauth: token response {{\"access_token\": \"ya29.{rs(B64URL, 150)}\", \"expires_in\": 3599}}",
        f"{t} DEBUG POST /login body=username={pick(NAMES)}&password={urllib.parse.quote(password())}",
    ])


ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def secret_value_pool() -> tuple[str, str]:
    """(keyword context, value) of an opaque secret that a hidden variant disguises."""
    return pick([
        ("GITHUB_TOKEN=", github_classic()), ("STRIPE_SECRET_KEY=", stripe_secret()), ("OPENAI_API_KEY=", openai_key()),
        ("AWS_SECRET_ACCESS_KEY=", aws_pair()[1]), ("slack token ", slack_token()), ("HF_TOKEN=", hf_token()),
        ("npm token: ", npm_token()), ("ANTHROPIC_API_KEY=", anthropic_key()), ("SENDGRID_API_KEY=", sendgrid_key()),
        ("my password is ", password()), ("TELEGRAM_BOT_TOKEN=", telegram_bot_token()), ("aws secret key ", aws_pair()[1]),
    ])


def s_hidden_zero_width() -> str:
    ctx, value = secret_value_pool()
    chars = list(value)
    for _ in range(R.randrange(1, 4)):
        chars.insert(R.randrange(1, len(chars)), pick(ZW))
    return ctx + "".join(chars)


def fullwidth(text: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in text)


def s_hidden_fullwidth() -> str:
    ctx, value = secret_value_pool()
    if R.random() < 0.5:
        return ctx + fullwidth(value)
    return fullwidth(ctx + value)


def s_hidden_split() -> str:
    ctx, value = secret_value_pool()
    step = R.randrange(4, 9)
    parts = [value[i:i + step] for i in range(0, len(value), step)]
    sep = pick([" ", "\n", " - ", "\n", " / "])
    if sep == "\n" and R.random() < 0.5:
        cut = R.randrange(len(value) // 3, 2 * len(value) // 3)
        return f"{ctx}{value[:cut]}\n{value[cut:]}"
    return cycle([f"{ctx}{sep.join(parts)}", f"{ctx.rstrip('= :')} (in pieces so the filter doesn't eat it): {sep.join(parts)}"])


HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
              "s": "\u0455", "i": "\u0456", "A": "\u0410", "B": "\u0412", "E": "\u0415", "K": "\u041a", "M": "\u041c",
              "H": "\u041d", "O": "\u041e", "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425", "h": "\u04bb"}


def homoglyph(text: str, n: int) -> str:
    spots = [i for i, c in enumerate(text) if c in HOMOGLYPHS]
    chars = list(text)
    for i in R.sample(spots, min(n, len(spots))):
        chars[i] = HOMOGLYPHS[chars[i]]
    return "".join(chars)


def s_hidden_homoglyph() -> str:
    kind = R.randrange(6)
    if kind == 0:
        tok = github_classic()
        return "token " + homoglyph(tok[:4], 1) + tok[4:]
    if kind == 1:
        tok = stripe_secret()
        return homoglyph(tok[:8], 2) + tok[8:]
    if kind == 2:
        kid, secret = aws_pair()
        return f"{homoglyph(kid[:4], 1)}{kid[4:]} {secret}"
    if kind == 3:
        key = pem_private_key()
        first, rest = key.split("\n", 1)
        return homoglyph(first, 2) + "\n" + rest
    if kind == 4:
        return homoglyph("my password is", 3) + " " + password()
    tok = openai_key()
    return "OPENAI_API_KEY=" + homoglyph(tok[:3], 1) + tok[3:]


# ---------------------------------------------------------------------------- benign kinds


def b_redacted() -> str:
    return cycle([
        f"the key in the log was sk_live_****{rs(DIGITS, 4)}, already rotated",
        f"token ghp_…{rs(LOWER + DIGITS, 4)} belongs to the release bot",
        "AWS_SECRET_ACCESS_KEY=********************",
        "Authorization: Bearer [REDACTED]",
        f"card ending in {rs(DIGITS, 4)} was charged 42.00 EUR",
        "password: \"••••••••\"",
        f"OPENAI_API_KEY=sk-proj-...{rs(ALNUM, 4)}",
        f"{ts()} INFO login user={pick(NAMES)} password=[FILTERED]",
        "DB_PASSWORD=<redacted>",
        f"Visa •••• •••• •••• {rs(DIGITS, 4)}, expires {expiry()}",
        f"the leaked Slack token xoxb-****-****-{rs(ALNUM, 4)} was revoked at {ts()}",
        f"postgres://app:*****@{pick(HOSTS)}:5432/{pick(DBS)}",
        f"api_key=XXXX...{rs(UPPER + DIGITS, 4)} (masked by the SDK)",
        f"IBAN DE** **** **** **** **{rs(DIGITS, 2)} {rs(DIGITS, 2)}",
    ])


STRIPE_TESTS = ["4242 4242 4242 4242", "4000 0566 5566 5556", "5555 5555 5555 4444", "3782 822463 10005",
                "6011 1111 1111 1117", "4000 0000 0000 0002", "4000 0027 6000 3184", "4000 0000 0000 9995"]
SANDBOX_TESTS = ["4111 1111 1111 1111", "5105 1051 0510 5100", "4012 8888 8888 1881", "5555 3412 4444 1115"]


def b_documented_test_card() -> str:
    stripe_card = pick(STRIPE_TESTS)
    other = pick(SANDBOX_TESTS)
    return cycle([
        f"In test mode use the Stripe test card {stripe_card} with any future date and any CVC.",
        f"for the checkout e2e test we type {stripe_card}, exp 12/34, cvc 123 (Stripe's documented test number)",
        f"Stripe docs: {stripe_card} simulates a declined payment in test mode",
        f"the sandbox test card {other} always approves",
        f"Braintree sandbox: use {other} for a successful card transaction",
        f"QA note: test card {stripe_card.replace(' ', '')} works only with pk_test keys",
        f"cypress fixture uses card {other}, expiry 01/30, cvv 737 — public test data",
    ])


def b_non_luhn_digits() -> str:
    while True:
        prefix = pick(["4", "51", "53", "37", "60", "1", "9", "2"])
        number = prefix + rs(DIGITS, 16 - len(prefix))
        if not luhn_ok(number):
            break
    shown = pick([group_card(number), number])
    return cycle([
        f"my loyalty member number is {shown}",
        f"invoice reference {shown}",
        f"Kundennummer {shown}",
        f"the parcel id is {shown}",
        f"contract no. {shown}, signed last March",
        f"meter reading account {shown}",
        f"IMEI {rs(DIGITS, 15)}",
    ])


def b_order_tracking() -> str:
    return cycle([
        f"order #{rs(DIGITS, 3)}-{rs(DIGITS, 7)}-{rs(DIGITS, 7)} arrives Thursday",
        f"UPS tracking 1Z{rs(UPPER + DIGITS, 6)}{rs(DIGITS, 10)}",
        f"DHL shipment {rs(DIGITS, 10)} is in customs",
        f"invoice INV-2026-{rs(DIGITS, 5)} is due on the 15th",
        f"ticket SUP-{rs(DIGITS, 5)} was escalated",
        f"booking reference {rs(UPPER, 6)} for the flight to Lisbon",
        f"PO number {rs(DIGITS, 8)}",
        f"my Amazon order {rs(DIGITS, 3)}-{rs(DIGITS, 7)}-{rs(DIGITS, 7)} still shows pending",
        f"USPS {rs(DIGITS, 22)}",
        f"case number {rs(DIGITS, 8)} with the insurance",
        f"Jira PROJ-{rs(DIGITS, 4)} blocks the release",
        f"Royal Mail tracking {rs(UPPER, 2)}{rs(DIGITS, 9)}GB",
    ])


def b_uuid() -> str:
    u = uuid4()
    return cycle([
        f"the request id was {u}",
        f"tenant_id: {u}",
        f"job {u} finished in 42s",
        f"SELECT * FROM orders WHERE id = '{u}';",
        f"correlation-id: {u}",
        f"the dashboard uid is {u}",
        f"idempotency key {u} reused by the retry",
        f"customer {u} asked for a refund",
    ])


def b_git_sha() -> str:
    sha = hexs(40)
    return cycle([
        f"fixed in commit {sha}",
        f"git revert {sha[:7]}",
        f"the regression came in with {sha[:12]} (merge of the payments branch)",
        f"HEAD is now at {sha[:7]} Fix flaky test",
        f"uses: actions/checkout@{sha}  # v4.1.1",
        f"deployed {sha} to prod at 14:02",
        f"git cherry-pick {sha[:10]}",
        f"commit {sha}\nAuthor: {pick(NAMES).title()} <{pick(NAMES)}@acme.io>\nDate:   Tue Mar 3 10:12:45 2026 +0100\n\n    bump deps",
    ])


def b_checksum() -> str:
    return cycle([
        f"sha256sum: {hexs(64)}  ubuntu-24.04.1-live-server-amd64.iso",
        f"SHA256 ({pick(['app.tar.gz', 'release.zip', 'model.safetensors'])}) = {hexs(64)}",
        f"md5 of the upload is {hexs(32)}",
        f"docker pull nginx@sha256:{hexs(64)}",
        f"checksum mismatch: expected {hexs(64)} got {hexs(64)}",
        f"\"integrity\": \"sha512-{b64(rbytes(64))}\"",
        f"etag \"{hexs(32)}\"",
        f"the wheel's sha256 is {hexs(64)}, verify before install",
        f"blake2b digest: {hexs(128)}",
    ])


def b_public_ssh_key() -> str:
    pub = ssh_string(b"ssh-ed25519") + ssh_string(rbytes(32))
    rsa = ssh_string(b"ssh-rsa") + ssh_string(b"\x01\x00\x01") + ssh_string(b"\x00" + rbytes(256))
    who = f"{pick(NAMES)}@{pick(['laptop', 'build-01', 'MacBook-Pro.local'])}"
    return cycle([
        f"ssh-ed25519 {b64(pub)} {who}",
        f"add my public key to authorized_keys: ssh-ed25519 {b64(pub)} {who}",
        f"ssh-rsa {b64(rsa)} {who}",
        f"ssh_authorized_keys:\n  - ssh-ed25519 {b64(pub)} {who}",
        f"host key fingerprint SHA256:{b64(rbytes(32)).rstrip('=')} (ED25519)",
        f"github deploy key (public half): ssh-ed25519 {b64(pub)} deploy@ci",
    ])


def b_public_key_pem() -> str:
    spki_ec = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + b"\x04" + rbytes(64)
    spki_ed = bytes.fromhex("302a300506032b6570032100") + rbytes(32)
    spki_rsa = der(0x30, RSA_OID + der(0x03, b"\x00" + der(0x30, der_int(bytes([0xC0]) + rbytes(255)) + der(0x02, b"\x01\x00\x01"))))
    cert = der(0x30, der(0x30, bytes.fromhex("a003020102") + der(0x02, rbytes(16)) + rbytes(500)) + rbytes(270))
    return cycle([
        pem("PUBLIC KEY", spki_ec),
        f"the JWT verification key (public):\n{pem('PUBLIC KEY', spki_rsa)}",
        pem("PUBLIC KEY", spki_ed),
        f"ca.crt:\n{pem('CERTIFICATE', cert)}",
        f"here is the server certificate chain:\n{pem('CERTIFICATE', cert)}",
        pem("RSA PUBLIC KEY", der(0x30, der_int(bytes([0xB0]) + rbytes(255)) + der(0x02, b"\x01\x00\x01"))),
    ])


def b_publishable_key() -> str:
    return cycle([
        f"STRIPE_PUBLISHABLE_KEY=pk_live_{rs(ALNUM, 99)}",
        f"const stripe = Stripe('pk_test_{rs(ALNUM, 99)}');",
        f"NEXT_PUBLIC_STRIPE_KEY=pk_live_51{rs(ALNUM, 97)}",
        f"the publishable key pk_live_{rs(ALNUM, 24)} goes in the frontend bundle",
        f"<script src=\"https://js.stripe.com/v3/\" data-key=\"pk_test_{rs(ALNUM, 24)}\"></script>",
        f"RECAPTCHA_SITE_KEY=6L{rs(B64URL, 38)}",
        f"ALGOLIA_SEARCH_ONLY_KEY={hexs(32)}  # search-only, safe to expose",
        f"NEXT_PUBLIC_SUPABASE_URL=https://{rs(LOWER, 20)}.supabase.co",
        f"Square application id sq0idp-{rs(B64URL, 22)} (public)",
    ])


def b_password_hash() -> str:
    salt = rs("./" + ALNUM, 22)
    return cycle([
        f"the stored hash is $2b$12${salt}{rs('./' + ALNUM, 31)}",
        f"password_hash column: $argon2id$v=19$m=65536,t=3,p=4${b64(rbytes(16)).rstrip('=')}${b64(rbytes(32)).rstrip('=')}",
        f"/etc/shadow entry hash: $6${rs('./' + ALNUM, 16)}${rs('./' + ALNUM, 86)}",
        f"Django stores pbkdf2_sha256$720000${rs(ALNUM, 22)}${b64(rbytes(32))} for that user, not the password",
        f"htpasswd line hash (apr1): $apr1${rs('./' + ALNUM, 8)}${rs('./' + ALNUM, 22)}",
        f"bcrypt output for the test fixture: $2a$10${salt}{rs('./' + ALNUM, 31)}",
        f"scrypt hash: $scrypt$ln=16,r=8,p=1${b64(rbytes(16)).rstrip('=')}${b64(rbytes(32)).rstrip('=')}",
    ])


def b_placeholder() -> str:
    return cycle([
        "OPENAI_API_KEY=<YOUR_API_KEY>",
        "export STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
        "DB_PASSWORD=changeme",
        "password: \"your-password-here\"",
        "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX",
        "api_key = \"INSERT_KEY_HERE\"",
        "AWS_SECRET_ACCESS_KEY=<secret-access-key>",
        "Authorization: Bearer <token>",
        "SLACK_BOT_TOKEN=xoxb-your-token",
        "ANTHROPIC_API_KEY=sk-ant-...",
        "HF_TOKEN=hf_xxx",
        "postgres://USER:PASSWORD@HOST:5432/DBNAME",
        "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
        "password=TODO",
        "SECRET_KEY=replace-me-in-production",
        "token: {{ TOKEN }}",
        "API_KEY=\"\"",
        "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----",
        "the wifi password is ********",
        "REDIS_PASSWORD=\nREDIS_HOST=localhost",
    ])


def b_talk_about_passwords() -> str:
    return cycle([
        "I reset my password yesterday",
        "the password policy needs 12 characters and one symbol",
        "remind me to rotate the API keys every 90 days",
        "never paste the production token into Slack",
        "I forgot my bank PIN again, have to call them",
        "the Wi-Fi password is on the sticker under the router",
        "we moved all secrets to Vault last quarter",
        "my password manager is Bitwarden now, not LastPass",
        "GitHub tokens start with ghp_ and the secret scanner catches them",
        "Stripe live secret keys start with sk_live_, publishable ones with pk_live_",
        "passwords must not be reused across accounts",
        "the API key expired, I need to ask Maria for a new one",
        "enable 2FA on every admin account by Friday",
        "can you explain how TOTP codes are derived from the shared secret?",
        "the OTP never arrived by SMS, so I used the authenticator app",
        "how long should a passphrase be to resist offline cracking?",
        "we should store a bcrypt hash and never the password itself",
        "the token has read-only scope, which is why the push failed",
        "set the password via the PGPASSWORD env var rather than the command line",
        "JWTs are signed, not encrypted, so don't put secrets in the payload",
    ])


def b_conn_no_credentials() -> str:
    h, db = pick(HOSTS), pick(DBS)
    return cycle([
        f"postgresql://{h}:5432/{db}",
        f"DATABASE_URL=postgres://{pick(USERS)}@{h}/{db}",
        f"mongodb://{h}:27017/{db}",
        f"redis://{h}:6379/0",
        f"jdbc:mysql://{h}:3306/{db}?useSSL=true",
        f"amqp://{h}:5672/",
        f"Server={h};Database={db};Integrated Security=true;",
        f"Server=tcp:{h},1433;Database={db};Authentication=Active Directory Default;",
        f"psql -h {h} -U {pick(USERS)} -W {db}   # prompts for the password",
        f"mysql -h {h} -u {pick(USERS)} -p {db}",
        f"sqlite:///var/lib/app/{db}.db",
        f"postgresql:///{db}?host=/var/run/postgresql",
    ])


def b_env_reference() -> str:
    return cycle([
        "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app",
        "password: ${{ secrets.PROD_DB_PASSWORD }}",
        "api_key: \"{{ vault_api_key }}\"",
        "STRIPE_SECRET_KEY=op://Engineering/Stripe/secret_key",
        "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password",
        "aws secretsmanager get-secret-value --secret-id prod/db/password",
        "export GITHUB_TOKEN=$(gh auth token)",
        "token = os.environ[\"SLACK_BOT_TOKEN\"]",
        "password = \"%(DB_PASSWORD)s\"",
        "@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/DbPassword/)",
        "vault kv get -field=password secret/prod/postgres",
        "docker login ghcr.io -u acmebot --password-stdin < token.txt",
        "REDIS_URL=redis://:$REDIS_PASSWORD@cache:6379",
        "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
        "ssm:/prod/api/key",
    ])


def b_example_url() -> str:
    return cycle([
        f"https://example.com/orders?id={R.randrange(1000, 99999)}&page=2",
        f"https://shop.example.com/product/{rs(DIGITS, 6)}?utm_source=newsletter&utm_campaign=spring",
        f"https://www.youtube.com/watch?v={rs(B64URL, 11)}",
        f"https://github.com/acme/infra/pull/{R.randrange(100, 9999)}",
        "https://docs.python.org/3/library/secrets.html#secrets.token_urlsafe",
        f"https://maps.example.org/?lat=48.1{rs(DIGITS, 3)}&lon=11.5{rs(DIGITS, 3)}&zoom=14",
        "https://example.com/search?q=reset+password+flow&sort=recent",
        "https://app.example.com/dashboard?tab=billing&session=expired",
        f"http://localhost:8080/api/v1/users/{R.randrange(1, 999)}",
        f"https://drive.example.net/file/d/{rs(B64URL, 33)}/view?usp=sharing",
    ])


def b_version_string() -> str:
    return cycle([
        f"upgraded to Python 3.{R.randrange(10, 14)}.{R.randrange(0, 12)}",
        f"node v{R.randrange(18, 24)}.{R.randrange(0, 20)}.{R.randrange(0, 9)}",
        f"requires numpy>=2.{R.randrange(0, 3)}.0,<3",
        f"kernel 6.{R.randrange(1, 12)}.0-{R.randrange(10, 60)}-generic",
        f"image: postgres:16.{R.randrange(0, 6)}-alpine",
        f"version = \"{R.randrange(0, 5)}.{R.randrange(0, 30)}.{R.randrange(0, 10)}-rc.{R.randrange(1, 4)}+build.{rs(DIGITS, 4)}\"",
        f"Chrome/{R.randrange(120, 135)}.0.{rs(DIGITS, 4)}.{rs(DIGITS, 3)}",
        f"terraform {{ required_version = \"~> 1.{R.randrange(5, 10)}\" }}",
    ])


ORDINARY_TEXT = ["Meeting moved to Thursday at 3pm.", "Remember to buy oat milk and coffee beans.",
                 "The quarterly report is in the shared drive.", "Hello, world!", "Kubernetes pods restart on OOM.",
                 "Lunch order: two falafel wraps, one salad.", "The cat sat on the mat.", "Version 2 of the API."]


def b_base64_text() -> str:
    text = pick(ORDINARY_TEXT)
    enc = b64(text.encode())
    return cycle([
        f"the message body is base64: {enc}",
        f"echo {enc} | base64 -d",
        f"data:text/plain;base64,{enc}",
        f"next_cursor={b64url(json.dumps({'offset': R.randrange(0, 5000), 'limit': 50}).encode())}",
        f"attachment content (base64): {enc}",
        f"page_token: {b64(json.dumps({'page': R.randrange(2, 40)}).encode())}",
        "<img src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==\">",
    ])


def b_phone_postal() -> str:
    return cycle([
        f"call me at +49 151 {rs(DIGITS, 8)}",
        f"office phone (415) 555-{rs(DIGITS, 4)}",
        f"the new address is Hauptstraße {R.randrange(1, 200)}, 10115 Berlin",
        f"ZIP code {rs(DIGITS, 5)}",
        f"+44 20 7946 {rs(DIGITS, 4)} is the London desk",
        f"Postleitzahl {rs(DIGITS, 5)}, Ort München",
        f"〒{rs(DIGITS, 3)}-{rs(DIGITS, 4)} 東京都渋谷区",
        f"SW1A {R.randrange(1, 9)}AA",
        f"fax +33 1 {rs(DIGITS, 2)} {rs(DIGITS, 2)} {rs(DIGITS, 2)} {rs(DIGITS, 2)}",
        f"my extension is {rs(DIGITS, 4)}",
    ])


def b_date_time() -> str:
    return cycle([
        f"the incident started at {ts()}",
        f"dentist on 2026-{R.randrange(1, 13):02d}-{R.randrange(1, 29):02d} at {R.randrange(8, 18)}:{pick(['00', '15', '30', '45'])}",
        f"cron: {R.randrange(0, 60)} {R.randrange(0, 24)} * * 1-5",
        f"epoch {R.randrange(1767225600, 1798761600)} is when the cert renews",
        f"born {R.randrange(1, 29)}.{R.randrange(1, 13)}.{R.randrange(1950, 2010)}",
        f"flight departs {R.randrange(0, 24):02d}{R.randrange(0, 60):02d} local time",
        f"retention is {R.randrange(7, 400)} days",
        f"Q{R.randrange(1, 5)} 2026 planning",
    ])


def b_math() -> str:
    a, b = R.randrange(100, 99999), R.randrange(100, 99999)
    return cycle([
        f"{a} * {b} = {a * b}",
        f"the sum is {a + b}",
        "sqrt(2) ≈ 1.41421356237",
        "pi to 20 digits: 3.14159265358979323846",
        "2^64 = 18446744073709551616",
        f"solve x^2 - {a % 50}x + {b % 30} = 0",
        f"{a} mod 97 = {a % 97}",
        "e = 2.71828182845904523536",
        f"matrix [[{a % 10}, {b % 10}], [{b % 7}, {a % 7}]] has determinant {(a % 10) * (a % 7) - (b % 10) * (b % 7)}",
    ])


def b_code_snippet_env() -> str:
    return cycle([
        "api_key = os.environ.get(\"OPENAI_API_KEY\")\nclient = OpenAI(api_key=api_key)",
        "const token = process.env.GITHUB_TOKEN;\nif (!token) throw new Error('GITHUB_TOKEN missing');",
        "password := os.Getenv(\"DB_PASSWORD\")",
        "let key = std::env::var(\"STRIPE_SECRET_KEY\").expect(\"set STRIPE_SECRET_KEY\");",
        "secret = keyring.get_password(\"acme\", \"deploy\")",
        "String pw = System.getenv(\"SMTP_PASSWORD\");",
        "token = secrets.token_urlsafe(32)  # generated at runtime, never logged",
        "if len(password) < 12:\n    raise ValueError(\"password too short\")",
        "hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())",
        "$apiKey = getenv('MAILGUN_API_KEY');",
        "creds = boto3.Session(profile_name=\"prod\").get_credentials()",
        "def check_password(user, password):\n    return hmac.compare_digest(hash_pw(password), user.pw_hash)",
    ])


def b_otp_talk() -> str:
    return cycle([
        "the verification code expires after 10 minutes",
        "I never got the 6-digit code, can you resend?",
        f"build #{rs(DIGITS, 6)} passed",
        f"error code {rs(DIGITS, 6)} from the payment provider means insufficient funds",
        f"the discount code SPRING{rs(DIGITS, 2)} gives 20 % off",
        "2FA is mandatory for all admins from next week",
        f"room {rs(DIGITS, 3)}, floor {R.randrange(1, 20)}",
        f"HTTP {pick(['200', '404', '503'])} from the upstream",
        f"exit code {R.randrange(1, 130)}",
        "use an authenticator app instead of SMS codes",
    ])


def b_iban_alone() -> str:
    return cycle([
        f"please transfer the rent to IBAN DE{rs(DIGITS, 2)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 2)}",
        f"BIC {pick(['COBADEFFXXX', 'DEUTDEFF', 'BNPAFRPP', 'INGDDEFFXXX'])}",
        f"sort code {rs(DIGITS, 2)}-{rs(DIGITS, 2)}-{rs(DIGITS, 2)}, account {rs(DIGITS, 8)}",
        f"routing number {rs(DIGITS, 9)}",
        f"IBAN FR76 {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 4)} {rs(DIGITS, 3)}",
        f"our company IBAN for invoices: GB{rs(DIGITS, 2)} NWBK {rs(DIGITS, 6)} {rs(DIGITS, 8)}",
    ])


def b_public_identifier() -> str:
    return cycle([
        f"AWS account id {rs(DIGITS, 12)}",
        f"arn:aws:iam::{rs(DIGITS, 12)}:role/{pick(['deploy', 'ReadOnly', 'lambda-exec'])}",
        f"Twilio account SID AC{hexs(32)} (the auth token is in Vault)",
        f"Slack channel C{rs(UPPER + DIGITS, 10)}",
        f"Azure subscription {uuid4()}",
        f"GOOGLE_CLIENT_ID={rs(DIGITS, 12)}-{rs(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
        f"ocid1.instance.oc1.eu-frankfurt-1.{rs(LOWER + DIGITS, 60)}",
        f"GCP project {pick(['acme', 'bluefin'])}-prod-{rs(DIGITS, 6)}",
        f"Cloudflare zone id {hexs(32)}",
        f"GitHub App ID {rs(DIGITS, 6)}, installation {rs(DIGITS, 8)}",
        f"Stripe customer cus_{rs(ALNUM, 14)}",
        f"S3 bucket arn:aws:s3:::acme-backups-{rs(DIGITS, 4)}",
    ])


def b_crypto_public() -> str:
    return cycle([
        f"send the ETH to 0x{hexs(40)}",
        f"my BTC address: bc1q{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
        f"tx hash 0x{hexs(64)}",
        f"block {rs(DIGITS, 8)} hash 0000000000000000000{hexs(45)}",
        f"xpub6{rs(ALNUM, 106)} is the watch-only wallet",
        f"Solana address {rs('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 44)}",
    ])


def b_wifi_no_password() -> str:
    return cycle([
        "the guest network is called Bluefin-Guest, open, no password",
        "WIFI:T:nopass;S:CafeFree;;",
        "connect to eduroam with your university login",
        "the router is a FRITZ!Box 7590, 5 GHz band is faster",
        "wifi SSID: Office-5G (password from reception)",
        "the Wi-Fi password is printed on the back of the router",
        "nmcli dev wifi list shows 14 networks",
        "switch the access point to WPA3 and channel 36",
    ])


MULTI_ORDINARY = [
    "Ich habe mein Passwort gestern geändert.", "J'ai oublié mon mot de passe, je dois le réinitialiser.",
    "La contraseña debe tener al menos 12 caracteres.", "Preciso trocar a senha do Wi-Fi amanhã.",
    "La password scade ogni 90 giorni.", "Mijn wachtwoord werkt niet meer.", "Zmieniłem hasło w zeszłym tygodniu.",
    "Şifremi unuttum, yardım eder misin?", "Jag har glömt mitt lösenord.", "Я сменил пароль вчера вечером.",
    "Пароль має містити цифри і літери.", "Ξέχασα τον κωδικό πρόσβασης.", "نسيت كلمة المرور الخاصة بي",
    "שכחתי את הסיסמה שלי", "رمز عبورم را فراموش کردم", "मैं अपना पासवर्ड भूल गया।", "ฉันลืมรหัสผ่าน",
    "Tôi quên mật khẩu rồi.", "Saya lupa kata sandi saya.", "我忘记密码了，需要重置。", "パスワードを変更しました。",
    "비밀번호를 잊어버렸어요.", "Heslo musí mít alespoň osm znaků.", "Unohdin salasanani.", "Elfelejtettem a jelszavam.",
    "პაროლი დამავიწყდა.", "Nimesahau nenosiri langu.", "Den neuen API-Schlüssel bekomme ich morgen.",
    "El código de verificación no llegó.", "Le code PIN de la carte arrive par courrier séparé.",
]


def b_multilingual_ordinary() -> str:
    return cycle(MULTI_ORDINARY)


def b_key_words() -> str:
    return cycle([
        "the house key is under the flowerpot",
        "the song is in the key of F sharp minor",
        "primary key on (user_id, created_at)",
        "press the Escape key twice",
        f"the secret ingredient is {pick(['smoked paprika', 'a pinch of cinnamon', 'brown butter'])}",
        "Secret Santa budget is 25 euros",
        "the token budget for the prompt is 8k",
        "keyboard shortcut Ctrl+Shift+K",
        "key takeaways from the retro: fewer meetings",
        "the sort key is the timestamp, partition key is the tenant",
        "Tokenizer splits the text into 512 tokens",
        "the password game is a fun browser puzzle",
    ])


def b_unicode_plain() -> str:
    return cycle([
        "東京都港区芝公園４丁目２−８",
        "family emoji 👨\u200d👩\u200d👧 in the chat",
        "co\u00adoperation with soft hyphen",
        "ＡＢＣ株式会社の会議は１５時から",
        "the Cyrillic word пароль means password",
        "Привет, как дела?",
        "word\u200bbreak hints in Thai text: ภาษา\u200bไทย",
        "ｶﾀｶﾅ halfwidth katakana sample",
        "flag emoji 🏳\ufe0f\u200d🌈",
        "Ελληνικά και русский в одном тексте",
    ])


def b_jwt_like_public() -> str:
    header = b64url(json.dumps({"alg": "none", "typ": "JWT"}, separators=(",", ":")).encode())
    return cycle([
        f"the JWT header {header} decodes to alg none, which we reject",
        "a JWT has three parts: header.payload.signature, each base64url",
        f"JWKS endpoint https://auth.northwind.dev/.well-known/jwks.json lists kid {rs(ALNUM, 22)}",
        f"{{\"kty\":\"EC\",\"crv\":\"P-256\",\"x\":\"{b64url(rbytes(32))}\",\"y\":\"{b64url(rbytes(32))}\",\"use\":\"sig\"}}",
        "decode the token at jwt.io to see the claims, but never paste a prod token there",
        f"{{\"kty\":\"RSA\",\"e\":\"AQAB\",\"n\":\"{b64url(rbytes(256))}\",\"alg\":\"RS256\"}}",
    ])


def b_hex_network() -> str:
    return cycle([
        f"the MAC address is {':'.join(hexs(2) for _ in range(6))}",
        f"ping6 2001:db8:{hexs(4)}:{hexs(4)}::{hexs(3)}",
        f"brand color #{hexs(6)}, hover #{hexs(6)}",
        f"00000010: {' '.join(hexs(4) for _ in range(8))}  ................",
        f"container {hexs(12)} exited with code 137",
        f"the server is at 203.0.113.{R.randrange(1, 255)}, port {R.randrange(1024, 65535)}",
        f"CIDR 10.{R.randrange(0, 255)}.0.0/16 for the VPC",
        f"fe80::{hexs(4)}:{hexs(4)}:{hexs(4)}:{hexs(4)}%eth0",
        f"the inode is 0x{hexs(8)}",
        f"BSSID {':'.join(hexs(2) for _ in range(6))} on channel {R.randrange(1, 14)}",
        f"segfault at 0x00007f{hexs(10)} ip 0x0000{hexs(12)}",
        f"vlan {R.randrange(2, 4000)} tagged on port {R.randrange(1, 48)}",
    ])


def b_random_looking_id() -> str:
    return cycle([
        f"traceparent: 00-{hexs(32)}-{hexs(16)}-01",
        f"ULID {rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}",
        f"short link https://bit.ly/{rs(ALNUM, 7)}",
        f"X-Request-Id: {rs(ALNUM, 20)}",
        f"pod api-{hexs(10)}-{rs(LOWER + DIGITS, 5)} is CrashLoopBackOff",
        f"Stripe charge ch_{rs(ALNUM, 24)} succeeded",
        f"the MongoDB ObjectId is {hexs(24)}",
        f"nanoid {rs(B64URL, 21)} for the new document",
        f"Firebase doc id {rs(ALNUM, 20)}",
        f"Google Doc https://docs.google.com/document/d/{rs(B64URL, 44)}/edit",
        f"Spotify track 4{rs(ALNUM, 21)}",
        f"CloudFront request id {rs(ALNUM + '_-', 56)}==",
    ])


def b_numbers_near_keywords() -> str:
    return cycle([
        f"the password must be between {R.randrange(8, 13)} and {R.randrange(64, 129)} characters",
        f"I have {R.randrange(2, 9)} passwords to rotate this week",
        "a PIN has 4 to 6 digits",
        f"the token expires after {R.randrange(15, 121)} minutes",
        f"API key rotation every {pick([30, 60, 90])} days",
        f"we issued {R.randrange(100, 999)} new API keys last month",
        f"OTP length is {pick([6, 8])} digits, valid for {pick([30, 60])} seconds",
        f"password attempts are limited to {R.randrange(3, 11)} per hour",
        f"key size {pick([2048, 3072, 4096])} bits for RSA",
        f"the secret rotation job runs at 0{R.randrange(1, 6)}:00 UTC",
        f"{R.randrange(2, 40)} % of users reuse a password",
        f"session timeout is {R.randrange(10, 60)} minutes",
        f"Wi-Fi password length: at least {R.randrange(8, 13)} characters for WPA2",
    ])


# ---------------------------------------------------------------------------- the corpus

SECRET_KINDS: dict[str, tuple[Callable[[], str], int]] = {
    "conn_postgres": (s_conn_postgres, 10), "conn_mysql": (s_conn_mysql, 9), "conn_mongodb": (s_conn_mongodb, 8),
    "conn_redis": (s_conn_redis, 8), "conn_amqp": (s_conn_amqp, 7), "conn_smtp": (s_conn_smtp, 7),
    "conn_ftp": (s_conn_ftp, 7), "conn_mssql_jdbc": (s_conn_mssql_jdbc, 9),
    "password_prose_en": (s_password_prose_en, 14), "password_prose_i18n": (s_password_prose_i18n, 45),
    "passphrase": (s_passphrase, 10),
    "aws_keypair": (s_aws_keypair, 10), "gcp_service_account": (s_gcp_service_account, 8), "azure_storage": (s_azure_storage, 10),
    "github_token": (s_github_token, 10), "gitlab_token": (s_gitlab_token, 7), "slack_token": (s_slack_token, 8),
    "stripe_secret": (s_stripe_secret, 8), "twilio": (s_twilio, 6), "sendgrid": (s_sendgrid, 6), "openai": (s_openai, 7),
    "anthropic": (s_anthropic, 6), "huggingface": (s_huggingface, 6), "npm_token": (s_npm_token, 6),
    "pypi_token": (s_pypi_token, 6), "shopify": (s_shopify, 6), "square": (s_square, 6), "discord_bot": (s_discord_bot, 6),
    "telegram_bot": (s_telegram_bot, 6), "mailgun": (s_mailgun, 6), "datadog": (s_datadog, 6),
    "cloud_platform_token": (s_cloud_platform_token, 10), "devops_token": (s_devops_token, 14),
    "saas_token": (s_saas_token, 13), "ai_token": (s_ai_token, 12), "payments_token": (s_payments_token, 9),
    "jwt": (s_jwt, 9), "pem_private_key": (s_pem_private_key, 9), "openssh_private_key": (s_openssh_private_key, 7),
    "card_number": (s_card_number, 10), "card_with_cvv": (s_card_with_cvv, 8), "otp_code": (s_otp_code, 10),
    "backup_codes": (s_backup_codes, 6), "totp_seed": (s_totp_seed, 6), "bank_pin_tan": (s_bank_pin_tan, 10),
    "wifi_password": (s_wifi_password, 9), "basic_auth": (s_basic_auth, 8), "netrc_pgpass": (s_netrc_pgpass, 7),
    "password_reset_link": (s_password_reset_link, 8), "session_cookie": (s_session_cookie, 9),
    "env_file": (s_env_file, 9), "ci_yaml": (s_ci_yaml, 7), "docker_kube": (s_docker_kube, 10),
    "shell_history": (s_shell_history, 9), "log_line": (s_log_line, 10),
    "hidden_zero_width": (s_hidden_zero_width, 11), "hidden_fullwidth": (s_hidden_fullwidth, 10),
    "hidden_split": (s_hidden_split, 11), "hidden_homoglyph": (s_hidden_homoglyph, 10),
}

BENIGN_KINDS: dict[str, tuple[Callable[[], str], int]] = {
    "redacted": (b_redacted, 16), "documented_test_card": (b_documented_test_card, 9),
    "non_luhn_digits": (b_non_luhn_digits, 14), "order_tracking": (b_order_tracking, 15), "uuid": (b_uuid, 11),
    "git_sha": (b_git_sha, 11), "checksum": (b_checksum, 12), "public_ssh_key": (b_public_ssh_key, 11),
    "public_key_pem": (b_public_key_pem, 10), "publishable_key": (b_publishable_key, 13),
    "password_hash": (b_password_hash, 11), "placeholder": (b_placeholder, 20),
    "talk_about_passwords": (b_talk_about_passwords, 20), "conn_no_credentials": (b_conn_no_credentials, 15),
    "env_reference": (b_env_reference, 15), "example_url": (b_example_url, 13), "version_string": (b_version_string, 11),
    "base64_text": (b_base64_text, 11), "phone_postal": (b_phone_postal, 13), "date_time": (b_date_time, 11),
    "math": (b_math, 11), "code_snippet_env": (b_code_snippet_env, 13), "otp_talk": (b_otp_talk, 12),
    "iban_alone": (b_iban_alone, 10), "public_identifier": (b_public_identifier, 15), "crypto_public": (b_crypto_public, 9),
    "wifi_no_password": (b_wifi_no_password, 8), "multilingual_ordinary": (b_multilingual_ordinary, 26),
    "key_words": (b_key_words, 13), "unicode_plain": (b_unicode_plain, 10), "jwt_like_public": (b_jwt_like_public, 8),
    "hex_network": (b_hex_network, 12), "random_looking_id": (b_random_looking_id, 12),
    "numbers_near_keywords": (b_numbers_near_keywords, 13),
}


def quote_lines(text: str) -> str:
    return "\n".join("> " + line for line in text.splitlines())


WRAPPERS: list[Callable[[str, Random], str]] = [
    lambda t, w: f"user: {t}",
    lambda t, w: f"[{w.randrange(24):02d}:{w.randrange(60):02d}] {w.choice(NAMES)}: {t}",
    lambda t, w: f"2026-{w.randrange(1, 13):02d}-{w.randrange(1, 29):02d}T{w.randrange(24):02d}:{w.randrange(60):02d}:{w.randrange(60):02d}.{w.randrange(1000):03d}Z {t}",
    lambda t, w: quote_lines(t),
    lambda t, w: f"```\n{t}\n```",
    lambda t, w: f"Please remember this: {t}",
    lambda t, w: f"{t} thanks!",
    lambda t, w: f"\"{t}\"",
    lambda t, w: f"FYI {t}",
    lambda t, w: f"note to future me — {t}",
    lambda t, w: f"📌 {t}",
    lambda t, w: f"{t}\n\n-- sent from my phone",
]
WRAP_SHARE = 0.30


def build() -> list[dict[str, str]]:
    wrap_rng = Random(SEED + 1)
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for label, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
        for kind, (make, count) in kinds.items():
            made = 0
            for _ in range(count * 40):
                if made == count:
                    break
                text = make()
                if wrap_rng.random() < WRAP_SHARE:
                    text = wrap_rng.choice(WRAPPERS)(text, wrap_rng)
                if text in seen or len(text) > MAX_CHARS:
                    continue
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind})
                made += 1
            if made < count:
                raise SystemExit(f"{kind}: only {made} distinct rows of {count}")
    Random(SEED + 2).shuffle(rows)
    return rows


def render(rows: list[dict[str, str]]) -> bytes:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode("utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed file differs from a fresh build")
    args = parser.parse_args()
    data = render(build())
    if args.check:
        current = OUT_PATH.read_bytes() if OUT_PATH.exists() else b""
        if current != data:
            print(f"{OUT_PATH.name} is stale: run {Path(__file__).name} to rewrite it", file=sys.stderr)
            return 1
        print(f"{OUT_PATH.name} is up to date ({hashlib.sha256(data).hexdigest()[:16]})")
        return 0
    OUT_PATH.write_bytes(data)
    rows = [json.loads(line) for line in data.decode("utf-8").splitlines()]
    counts = collections.Counter((row["label"], row["kind"]) for row in rows)
    for label in ("secret", "benign"):
        kinds = sorted(kind for lab, kind in counts if lab == label)
        total = sum(counts[(label, kind)] for kind in kinds)
        print(f"{label}: {total} rows in {len(kinds)} kinds")
        for kind in kinds:
            print(f"  {kind:28s} {counts[(label, kind)]:3d}")
    print(f"longest row: {max(len(row['text']) for row in rows)} characters; wrote {OUT_PATH.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
