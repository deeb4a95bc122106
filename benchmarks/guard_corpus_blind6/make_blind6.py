"""Writes secrets_blind6.jsonl: a blind held-out corpus of secrets and benign near-misses for the secret guard.

Standard library only, fixed seeds, same bytes on every run.

    python benchmarks/guard_corpus_blind6/make_blind6.py            # rewrite the file, print counts per kind
    python benchmarks/guard_corpus_blind6/make_blind6.py --check    # exit 1 if the committed file is stale
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import random
import string
import sys
import urllib.parse
import zlib
from pathlib import Path

SEED = 20261206
R = random.Random(SEED)  # values and phrasings
WR = random.Random(SEED + 1)  # wrappers
SR = random.Random(SEED + 2)  # final shuffle
OUT = Path(__file__).with_name("secrets_blind6.jsonl")
MAX_CHARS = 8000

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
LAN = LO + DG
UAN = UP + DG
HEX = "0123456789abcdef"
B62 = DG + UP + LO
B32 = UP + "234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B64U = AN + "-_"


# ---------------------------------------------------------------- small helpers
def rs(alpha: str, n: int) -> str:
    return "".join(R.choice(alpha) for _ in range(n))


def pick(seq):
    return R.choice(seq)


def rb(n: int) -> bytes:
    return bytes(R.getrandbits(8) for _ in range(n))


def b64(b: bytes) -> str:
    return base64.b64encode(b).decode()


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def wrap64(s: str, w: int = 64) -> str:
    return "\n".join(s[i : i + w] for i in range(0, len(s), w))


def uuid4() -> str:
    h = rs(HEX, 32)
    h = h[:12] + "4" + h[13:16] + pick("89ab") + h[17:]
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def b62enc(n: int, width: int) -> str:
    out = ""
    while n:
        n, d = divmod(n, 62)
        out = B62[d] + out
    return out.rjust(width, "0")


def b58enc(b: bytes) -> str:
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, d = divmod(n, 58)
        out = B58[d] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out


def ts_iso() -> str:
    return (
        f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:"
        f"{R.randint(0, 59):02d}.{R.randint(0, 999):03d}Z"
    )


def hhmm() -> str:
    return f"{R.randint(7, 23):02d}:{R.randint(0, 59):02d}"


FIRST = [
    "Ana",
    "Lukas",
    "Priya",
    "Kenji",
    "Olga",
    "Ahmed",
    "Chloe",
    "Mateo",
    "Sofia",
    "Wei",
    "Fatima",
    "Tom",
    "Ingrid",
    "Ravi",
    "Yuki",
    "Carlos",
    "Amara",
    "Noah",
    "Lea",
    "Dmitri",
    "Aisha",
    "Jonas",
    "Mei",
    "Rafael",
]
LAST = [
    "Silva",
    "Müller",
    "Sharma",
    "Tanaka",
    "Petrova",
    "Haddad",
    "Martin",
    "García",
    "Rossi",
    "Chen",
    "Nowak",
    "Okafor",
    "Larsen",
    "Dubois",
    "Kim",
    "Yilmaz",
    "Costa",
    "Ivanova",
    "Singh",
    "Weber",
]
DOMAINS = [
    "acme-internal.net",
    "northwind.io",
    "kestrel.dev",
    "bluefin-labs.com",
    "tessera.eu",
    "mybakery.shop",
    "lumen-health.org",
    "vantage.cloud",
    "orbitpay.app",
    "hanami.co.jp",
    "pampa-logistica.com.ar",
    "grünwald-bau.de",
    "rivage-conseil.fr",
    "sertao.com.br",
    "delhi-fresh.in",
]
DOMAINS = [d for d in DOMAINS if d.isascii()] + ["gruenwald-bau.de"]
USERS = [
    "app",
    "app_rw",
    "svc_billing",
    "etl_loader",
    "reporting",
    "deploy",
    "admin",
    "api",
    "backend",
    "grafana",
    "airflow",
    "metabase",
    "keycloak",
    "n8n",
    "strapi",
    "root",
    "postgres",
    "sa",
    "analytics",
    "ci_runner",
    "orders_svc",
    "wp_user",
    "odoo",
    "gitea",
    "superset",
]
DBNAMES = [
    "app",
    "orders",
    "billing",
    "crm",
    "analytics",
    "inventory",
    "auth",
    "payments",
    "warehouse",
    "wordpress",
    "shop_prod",
    "telemetry",
    "hr",
    "ledger",
]
WORDS = [
    "sunset",
    "harbor",
    "maple",
    "falcon",
    "orange",
    "tiger",
    "winter",
    "coffee",
    "violet",
    "rocket",
    "pepper",
    "marble",
    "ocean",
    "cactus",
    "lantern",
    "willow",
    "thunder",
    "biscuit",
    "copper",
    "meadow",
    "nebula",
    "garnet",
    "puzzle",
    "saffron",
    "tundra",
    "velvet",
    "quartz",
    "juniper",
    "mango",
    "cobalt",
    "pelican",
    "glacier",
    "walnut",
    "cricket",
    "zephyr",
    "harvest",
    "paprika",
    "basalt",
    "orchid",
    "canyon",
]
WORDS_ML = [
    "Sommer",
    "Hormiga",
    "Girassol",
    "Papillon",
    "Sakura",
    "Medved",
    "Estrela",
    "Flocon",
    "Zitrone",
    "Tesoro",
    "Kirsche",
    "Mariposa",
    "Schnecke",
    "Tartaruga",
    "Corazon",
    "Lapin",
    "Gurke",
    "Naranja",
]
BIP39 = [
    "abandon",
    "ability",
    "absorb",
    "access",
    "acid",
    "actor",
    "adapt",
    "afford",
    "agent",
    "airport",
    "alarm",
    "album",
    "alley",
    "amount",
    "anchor",
    "angle",
    "ankle",
    "apple",
    "arena",
    "armor",
    "arrow",
    "artist",
    "aspect",
    "atom",
    "auction",
    "autumn",
    "avocado",
    "badge",
    "bamboo",
    "banner",
    "barrel",
    "basket",
    "beach",
    "bench",
    "bicycle",
    "blossom",
    "bonus",
    "brave",
    "bridge",
    "bronze",
    "cabin",
    "cactus",
    "camera",
    "canal",
    "carbon",
    "castle",
    "cereal",
    "chimney",
    "cinnamon",
    "circle",
    "clinic",
    "clover",
    "coconut",
    "comic",
    "copper",
    "coral",
    "cotton",
    "cradle",
    "crystal",
    "cupboard",
    "damp",
    "dawn",
    "desert",
    "diesel",
    "dolphin",
    "donkey",
    "dragon",
    "eagle",
    "echo",
    "elbow",
    "embrace",
    "engine",
    "enrich",
    "escape",
    "fabric",
    "falcon",
    "fancy",
    "fever",
    "fiscal",
    "flame",
    "fossil",
    "galaxy",
    "garlic",
    "gentle",
    "giraffe",
    "glimpse",
    "gospel",
    "gravity",
    "guitar",
    "harbor",
    "hazard",
    "helmet",
    "hobby",
    "horizon",
    "hybrid",
    "icon",
    "island",
    "ivory",
    "jaguar",
    "jelly",
    "kitten",
    "ladder",
    "lemon",
    "lizard",
    "lobster",
    "lunar",
    "magnet",
    "marble",
    "meadow",
    "mirror",
    "monkey",
    "museum",
    "napkin",
    "noodle",
    "oasis",
    "olive",
    "orbit",
    "oyster",
    "paddle",
    "panther",
    "pepper",
    "pilot",
    "planet",
    "pottery",
    "pumpkin",
    "puzzle",
    "quantum",
    "rabbit",
    "radar",
    "raven",
    "ribbon",
    "rocket",
    "saddle",
    "salmon",
    "scatter",
    "shadow",
    "silver",
    "sketch",
    "spider",
    "squirrel",
    "stadium",
    "sunset",
    "swallow",
    "tenant",
    "thunder",
    "timber",
    "tomato",
    "tornado",
    "trumpet",
    "tunnel",
    "umbrella",
    "unveil",
    "velvet",
    "violin",
    "volcano",
    "walnut",
    "whisper",
    "wisdom",
    "yellow",
    "zebra",
]


def name() -> str:
    return f"{pick(FIRST)} {pick(LAST)}"


def email() -> str:
    return f"{pick(FIRST).lower()}.{pick(LAST).lower().replace('ü', 'ue').replace('í', 'i')}@{pick(DOMAINS)}"


def leet(w: str) -> str:
    return w.translate(str.maketrans({"a": "@", "o": "0", "e": "3", "s": "$", "i": "1"}))


def password(urlsafe: bool = False) -> str:
    k = R.randrange(7)
    if k == 0:
        pw = pick(WORDS + WORDS_ML).capitalize() + str(R.randint(1971, 2026)) + pick("!#$%&*?")
    elif k == 1:
        pw = leet(pick(WORDS)).capitalize() + rs(DG, R.randint(2, 4)) + pick("!#$%")
    elif k == 2:
        pw = rs(AN + "!@#$%^&*-_=+?", R.randint(12, 22))
    elif k == 3:
        pw = pick(WORDS).capitalize() + pick(WORDS).capitalize() + rs(DG, R.randint(2, 3))
    elif k == 4:
        pw = pick("-.+_").join(pick(WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 99))
    elif k == 5:
        pw = rs(AN, R.randint(16, 32))
    else:
        w = pick(WORDS)
        pw = w[:3] + rs(DG, 2) + pick("#!*") + pick(WORDS).capitalize() + rs(DG, 1)
    if urlsafe:
        return urllib.parse.quote(pw, safe="-._~!*")
    return pw


def host() -> str:
    return (
        f"{pick(['db', 'pg', 'sql', 'data', 'primary', 'replica', 'core', 'main', 'ledger', 'api'])}"
        f"-{pick(['prod', 'prd', 'stg', 'staging', 'eu1', 'us-east', 'int', 'live'])}.{pick(DOMAINS)}"
    )


def aws_host(engine: str) -> str:
    return (
        f"{pick(DBNAMES)}-{pick(['prod', 'stg', 'db'])}.{rs(LAN, 12)}."
        f"{pick(['us-east-1', 'eu-west-1', 'eu-central-1', 'ap-northeast-1', 'sa-east-1'])}.rds.amazonaws.com"
    )


# ---------------------------------------------------------------- structured values
def luhn_complete(prefix: str, length: int) -> str:
    body = prefix + rs(DG, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def non_luhn(prefix: str, length: int) -> str:
    n = luhn_complete(prefix, length)
    return n[:-1] + str((int(n[-1]) + R.randint(1, 9)) % 10)


def luhn_ok(num: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


TEST_CARDS = {
    "4242424242424242",
    "4000000000000002",
    "4000002760003184",
    "4000000000009995",
    "4000056655665556",
    "5555555555554444",
    "378282246310005",
    "6011111111111117",
    "4111111111111111",
    "5105105105105100",
    "4012888888881881",
    "5555341244441115",
    "4000000000003220",
    "4000000000000077",
    "371449635398431",
    "30569309025904",
    "3566002020360505",
    "6200000000000005",
}


def card() -> tuple[str, str, str]:
    brand, prefix, length = pick(
        [
            ("Visa", pick(["4", "41", "45", "49", "4539", "4916"]), 16),
            ("Mastercard", str(R.randint(51, 55)), 16),
            ("Mastercard", str(R.randint(2221, 2720)), 16),
            ("Amex", pick(["34", "37"]), 15),
            ("Discover", pick(["6011", "65"]), 16),
            ("JCB", str(R.randint(3528, 3589)), 16),
            ("Diners", pick(["36", "38", "300"]), 14),
            ("UnionPay", "62" + rs(DG, 2), 16),
            ("Elo", pick(["636368", "504175", "451416"]), 16),
            ("RuPay", pick(["6521", "6522", "508"]), 16),
        ]
    )
    while True:
        n = luhn_complete(prefix, length)
        if n not in TEST_CARDS:
            return brand, n, ("3" if brand != "Amex" else "4")


def fmt_card(n: str) -> str:
    if len(n) == 15:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    if len(n) == 14:
        return f"{n[:4]} {n[4:10]} {n[10:]}"
    sep = pick([" ", " ", "-", ""])
    return sep.join(n[i : i + 4] for i in range(0, len(n), 4))


def expiry() -> str:
    m, y = R.randint(1, 12), R.randint(27, 32)
    return pick([f"{m:02d}/{y}", f"{m:02d}/20{y}", f"{m:02d}-{y}", f"{m:02d}{y}"])


IBAN_SPEC = {
    "DE": "n18",
    "ES": "n20",
    "FR": "n23",
    "NL": "a4n10",
    "GB": "a4n14",
    "IT": "a1n22",
    "PT": "n21",
    "BE": "n12",
    "AT": "n16",
    "PL": "n24",
    "CH": "n17",
    "IE": "a4n14",
    "SE": "n20",
}


def iban(cc: str | None = None) -> str:
    cc = cc or pick(list(IBAN_SPEC))
    spec = IBAN_SPEC[cc]
    bban = ""
    i = 0
    while i < len(spec):
        t = spec[i]
        j = i + 1
        while j < len(spec) and spec[j].isdigit():
            j += 1
        n = int(spec[i + 1 : j])
        bban += rs(UP if t == "a" else DG, n)
        i = j
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    check = 98 - int(num) % 97
    return f"{cc}{check:02d}{bban}"


def fmt_iban(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4)) if R.random() < 0.6 else s


def aba_routing() -> str:
    while True:
        d = [int(c) for c in rs(DG, 8)]
        d[0] = pick([0, 1, 2, 3])
        s = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5])
        c = (10 - s % 10) % 10
        return "".join(map(str, d)) + str(c)


# ---- DER / keys
def der_len(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def der_int(x: int) -> bytes:
    return der(0x02, x.to_bytes(max(1, (x.bit_length() + 8) // 8), "big"))


def seq(*parts: bytes) -> bytes:
    return der(0x30, b"".join(parts))


OID_RSA = bytes.fromhex("06092a864886f70d010101")
NULL = bytes.fromhex("0500")
OID_EC = bytes.fromhex("06072a8648ce3d0201")
OID_P256 = bytes.fromhex("06082a8648ce3d030107")
OID_SHA256RSA = bytes.fromhex("06092a864886f70d01010b")


def is_probable_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(12):
        a = R.randrange(2, n - 2)
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def prime(bits: int) -> int:
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if is_probable_prime(c):
            return c


def rsa_key(bits: int) -> tuple[int, ...]:
    e = 65537
    while True:
        p, q = prime(bits // 2), prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            break
    n = p * q
    d = pow(e, -1, phi)
    return n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)


def pem(label: str, der_bytes: bytes) -> str:
    return f"-----BEGIN {label}-----\n{wrap64(b64(der_bytes))}\n-----END {label}-----"


def rsa_pkcs1_pem(bits: int = 1024) -> str:
    k = rsa_key(bits)
    return pem("RSA PRIVATE KEY", seq(der_int(0), *[der_int(x) for x in k]))


def rsa_pkcs8_der(bits: int = 1024) -> bytes:
    k = rsa_key(bits)
    inner = seq(der_int(0), *[der_int(x) for x in k])
    return seq(der_int(0), seq(OID_RSA, NULL), der(0x04, inner))


def rsa_public(bits: int = 2048) -> tuple[int, int]:
    # a public key only needs n and e; n is a real product of two primes
    return prime(bits // 2) * prime(bits // 2), 65537


# P-256
P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_A = P256_P - 3
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def ec_add(P, Q):
    if P is None:
        return Q
    if Q is None:
        return P
    if P[0] == Q[0] and (P[1] + Q[1]) % P256_P == 0:
        return None
    if P == Q:
        m = (3 * P[0] * P[0] + P256_A) * pow(2 * P[1], -1, P256_P) % P256_P
    else:
        m = (Q[1] - P[1]) * pow(Q[0] - P[0], -1, P256_P) % P256_P
    x = (m * m - P[0] - Q[0]) % P256_P
    return x, (m * (P[0] - x) - P[1]) % P256_P


def ec_mul(k, P):
    acc = None
    while k:
        if k & 1:
            acc = ec_add(acc, P)
        P = ec_add(P, P)
        k >>= 1
    return acc


def p256_key() -> tuple[int, bytes]:
    d = R.randrange(1, P256_N)
    X, Y = ec_mul(d, P256_G)
    return d, b"\x04" + X.to_bytes(32, "big") + Y.to_bytes(32, "big")


def ec_sec1_pem() -> str:
    d, pub = p256_key()
    body = seq(der_int(1), der(0x04, d.to_bytes(32, "big")), der(0xA0, OID_P256), der(0xA1, der(0x03, b"\0" + pub)))
    return pem("EC PRIVATE KEY", body)


def ed25519_pkcs8_pem() -> str:
    return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + rb(32))


def encrypted_pkcs8_pem() -> str:
    # PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC) around an opaque ciphertext the size of a 1024-bit RSA PKCS#8
    salt, iv = rb(16), rb(16)
    kdf = seq(
        bytes.fromhex("06092a864886f70d01050c"),
        seq(der(0x04, salt), der_int(2048), seq(bytes.fromhex("06082a864886f70d0209"), NULL)),
    )
    enc = seq(bytes.fromhex("060960864801650304012a"), der(0x04, iv))
    alg = seq(bytes.fromhex("06092a864886f70d01050d"), seq(kdf, enc))
    return pem("ENCRYPTED PRIVATE KEY", seq(alg, der(0x04, rb(640))))


def spki_rsa_pem(bits: int = 2048) -> str:
    n, e = rsa_public(bits)
    return pem("PUBLIC KEY", seq(seq(OID_RSA, NULL), der(0x03, b"\0" + seq(der_int(n), der_int(e)))))


def spki_ec_pem() -> str:
    _, pub = p256_key()
    return pem("PUBLIC KEY", seq(seq(OID_EC, OID_P256), der(0x03, b"\0" + pub)))


def cert_pem(cn: str) -> str:
    n, e = rsa_public(1024)
    name_ = seq(der(0x31, seq(bytes.fromhex("0603550403"), der(0x0C, cn.encode()))))
    validity = seq(der(0x17, b"260101000000Z"), der(0x17, b"270101000000Z"))
    spki = seq(seq(OID_RSA, NULL), der(0x03, b"\0" + seq(der_int(n), der_int(e))))
    tbs = seq(
        der(0xA0, der_int(2)), der_int(R.getrandbits(120)), seq(OID_SHA256RSA, NULL), name_, validity, name_, spki
    )
    return pem("CERTIFICATE", seq(tbs, seq(OID_SHA256RSA, NULL), der(0x03, b"\0" + rb(128))))


def ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ssh_mpint(x: int) -> bytes:
    return ssh_str(x.to_bytes((x.bit_length() + 8) // 8, "big"))


def openssh_ed25519(comment: str) -> str:
    pub = rb(32)
    seed = rb(32)
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rb(4)
    priv = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(seed + pub) + ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = (
        b"openssh-key-v1\0"
        + ssh_str(b"none")
        + ssh_str(b"none")
        + ssh_str(b"")
        + (1).to_bytes(4, "big")
        + ssh_str(pubblob)
        + ssh_str(priv)
    )
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{wrap64(b64(blob), 70)}\n-----END OPENSSH PRIVATE KEY-----"


def openssh_rsa_encrypted() -> str:
    n, e = rsa_public(1024)
    pubblob = ssh_str(b"ssh-rsa") + ssh_mpint(e) + ssh_mpint(n)
    kdf = ssh_str(rb(16)) + (16).to_bytes(4, "big")
    blob = (
        b"openssh-key-v1\0"
        + ssh_str(b"aes256-ctr")
        + ssh_str(b"bcrypt")
        + ssh_str(kdf)
        + (1).to_bytes(4, "big")
        + ssh_str(pubblob)
        + ssh_str(rb(656))
    )
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{wrap64(b64(blob), 70)}\n-----END OPENSSH PRIVATE KEY-----"


def ssh_pub_ed25519(comment: str) -> str:
    return f"ssh-ed25519 {b64(ssh_str(b'ssh-ed25519') + ssh_str(rb(32)))} {comment}"


def ssh_pub_rsa(comment: str) -> str:
    n, e = rsa_public(2048)
    return f"ssh-rsa {b64(ssh_str(b'ssh-rsa') + ssh_mpint(e) + ssh_mpint(n))} {comment}"


def ssh_pub_ecdsa(comment: str) -> str:
    _, pub = p256_key()
    blob = ssh_str(b"ecdsa-sha2-nistp256") + ssh_str(b"nistp256") + ssh_str(pub)
    return f"ecdsa-sha2-nistp256 {b64(blob)} {comment}"


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_armor(kind: str, packet: bytes) -> str:
    c = crc24(packet).to_bytes(3, "big")
    return (
        f"-----BEGIN PGP {kind} KEY BLOCK-----\n\n{wrap64(b64(packet))}\n={b64(c)}\n-----END PGP {kind} KEY BLOCK-----"
    )


def pgp_secret_key(uid: str) -> str:
    created = R.randint(1600000000, 1790000000).to_bytes(4, "big")
    oid = bytes.fromhex("092b06010401da470f01")  # Ed25519 legacy OID
    pubpart = b"\x04" + created + b"\x16" + oid + (263).to_bytes(2, "big") + b"\x40" + rb(32)
    secpart = pubpart + b"\x00" + (256).to_bytes(2, "big") + rb(32)
    secpart += (sum(secpart[-32:]) % 65536).to_bytes(2, "big")
    pkt = bytes([0x94, len(secpart)]) + secpart
    u = uid.encode()
    pkt += bytes([0xB4, len(u)]) + u + bytes([0x88, 0x93]) + rb(0x93)
    return pgp_armor("PRIVATE", pkt)


def pgp_public_key(uid: str) -> str:
    created = R.randint(1600000000, 1790000000).to_bytes(4, "big")
    oid = bytes.fromhex("092b06010401da470f01")
    pubpart = b"\x04" + created + b"\x16" + oid + (263).to_bytes(2, "big") + b"\x40" + rb(32)
    u = uid.encode()
    pkt = bytes([0x98, len(pubpart)]) + pubpart + bytes([0xB4, len(u)]) + u + bytes([0x88, 0x93]) + rb(0x93)
    return pgp_armor("PUBLIC", pkt)


def jwt(kind: str | None = None) -> str:
    kind = kind or pick(["app", "supabase", "auth0", "keycloak", "firebase", "k8s", "hasura"])
    now = R.randint(1767000000, 1795000000)
    if kind == "app":
        alg = pick(["HS256", "HS512"])
        hdr = {"alg": alg, "typ": "JWT"}
        pl = {
            "sub": str(R.randint(1000, 999999)),
            "email": email(),
            "role": pick(["admin", "user", "editor"]),
            "iat": now,
            "exp": now + pick([900, 3600, 86400]),
        }
        sig = rb(32 if alg == "HS256" else 64)
    elif kind == "supabase":
        hdr = {"alg": "HS256", "typ": "JWT"}
        pl = {"iss": "supabase", "ref": rs(LO, 20), "role": "service_role", "iat": now, "exp": now + 315360000}
        sig = rb(32)
    elif kind == "auth0":
        hdr = {"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 22)}
        pl = {
            "iss": f"https://{rs(LO, 6)}.eu.auth0.com/",
            "sub": f"auth0|{rs(HEX, 24)}",
            "aud": [f"https://api.{pick(DOMAINS)}", "https://x.auth0.com/userinfo"],
            "iat": now,
            "exp": now + 86400,
            "scope": "openid profile email read:orders write:orders",
        }
        sig = rb(256)
    elif kind == "keycloak":
        hdr = {"alg": "RS256", "typ": "JWT", "kid": rs(B64U, 43)}
        pl = {
            "exp": now + 300,
            "iat": now,
            "jti": uuid4(),
            "iss": f"https://sso.{pick(DOMAINS)}/realms/main",
            "sub": uuid4(),
            "typ": "Bearer",
            "azp": "web-portal",
            "preferred_username": pick(FIRST).lower(),
        }
        sig = rb(256)
    elif kind == "firebase":
        hdr = {"alg": "RS256", "kid": rs(HEX, 40), "typ": "JWT"}
        proj = f"{pick(WORDS)}-{rs(HEX, 5)}"
        pl = {
            "iss": f"https://securetoken.google.com/{proj}",
            "aud": proj,
            "auth_time": now,
            "user_id": rs(AN, 28),
            "sub": rs(AN, 28),
            "iat": now,
            "exp": now + 3600,
            "email": email(),
        }
        sig = rb(256)
    elif kind == "k8s":
        hdr = {"alg": "RS256", "kid": rs(B64U, 43)}
        pl = {
            "iss": "kubernetes/serviceaccount",
            "kubernetes.io/serviceaccount/namespace": pick(["default", "ci"]),
            "kubernetes.io/serviceaccount/service-account.name": pick(["deployer", "argocd", "gitlab-runner"]),
            "sub": "system:serviceaccount:ci:deployer",
        }
        sig = rb(256)
    else:
        hdr = {"alg": "HS256", "typ": "JWT"}
        pl = {
            "https://hasura.io/jwt/claims": {
                "x-hasura-allowed-roles": ["user", "admin"],
                "x-hasura-default-role": "admin",
                "x-hasura-user-id": str(R.randint(1, 9999)),
            },
            "iat": now,
            "exp": now + 3600,
        }
        sig = rb(32)
    enc = lambda o: b64u(json.dumps(o, separators=(",", ":")).encode())  # noqa: E731
    return f"{enc(hdr)}.{enc(pl)}.{b64u(sig)}"


def github_classic(prefix: str = "ghp") -> str:
    body = rs(B62, 30)
    return f"{prefix}_{body}{b62enc(zlib.crc32(body.encode()), 6)}"


def aws_pair() -> tuple[str, str]:
    return "AKIA" + rs(B32, 16), rs(AN + "+/", 40)


def wif_key() -> str:
    raw = b"\x80" + rb(32) + (b"\x01" if R.random() < 0.6 else b"")
    chk = hashlib.sha256(hashlib.sha256(raw).digest()).digest()[:4]
    return b58enc(raw + chk)


def rnd_hex_words(n: int) -> str:
    return rs(HEX, n)


# ---------------------------------------------------------------- registry
KINDS: list[tuple[str, str, int, str, object]] = []


def kind(label: str, name_: str, n: int, desc: str):
    def deco(fn):
        KINDS.append((label, name_, n, desc, fn))
        return fn

    return deco


def pw_u() -> str:
    return password(urlsafe=True)


# ================================================================ SECRETS
@kind(
    "secret",
    "conn_postgres",
    12,
    "PostgreSQL URLs, libpq key/value, JDBC, asyncpg/SQLAlchemy, PGPASSWORD, with the password",
)
def _():
    return [
        lambda: f"DATABASE_URL=postgres://{pick(USERS)}:{pw_u()}@{host()}:5432/{pick(DBNAMES)}",
        lambda: (
            f"remember the prod db: postgresql://{pick(USERS)}:{pw_u()}@{aws_host('pg')}/{pick(DBNAMES)}?sslmode=require"
        ),
        lambda: (
            f'conn = psycopg2.connect(host="{host()}", dbname="{pick(DBNAMES)}", user="{pick(USERS)}", password="{password()}")'
        ),
        lambda: (
            f'SQLALCHEMY_DATABASE_URI = "postgresql+psycopg://{pick(USERS)}:{pw_u()}@localhost:6432/{pick(DBNAMES)}"'
        ),
        lambda: (
            f"spring.datasource.url=jdbc:postgresql://{host()}:5432/{pick(DBNAMES)}\nspring.datasource.username={pick(USERS)}\nspring.datasource.password={password()}"
        ),
        lambda: (
            f"$ PGPASSWORD='{password()}' psql -h {host()} -U {pick(USERS)} -d {pick(DBNAMES)} -c 'select count(*) from orders'"
        ),
        lambda: (
            f'dsn: "host={host()} port=5432 user={pick(USERS)} password={rs(AN, 20)} dbname={pick(DBNAMES)} sslmode=verify-full"'
        ),
        lambda: (
            f"Neon gave me this string, keep it for the migration script: postgresql://{pick(USERS)}:npg_{rs(AN, 12)}@ep-{pick(WORDS)}-{pick(WORDS)}-{rs(LAN, 8)}.eu-central-1.aws.neon.tech/neondb?sslmode=require"
        ),
        lambda: (
            f"Supabase pooler: postgresql://postgres.{rs(LO, 20)}:{pw_u()}@aws-0-eu-west-2.pooler.supabase.com:6543/postgres"
        ),
        lambda: (
            f"| env | url |\n|---|---|\n| staging | postgres://{pick(USERS)}:{pw_u()}@{host()}/{pick(DBNAMES)} |\n| prod | (ask Lea) |"
        ),
        lambda: (
            f"La cadena de conexión de producción es postgres://{pick(USERS)}:{pw_u()}@{host()}:5432/{pick(DBNAMES)}, no la compartas."
        ),
        lambda: (
            f'services:\n  api:\n    environment:\n      POSTGRES_USER: {pick(USERS)}\n      POSTGRES_PASSWORD: "{password()}"\n      POSTGRES_DB: {pick(DBNAMES)}'
        ),
    ]


@kind("secret", "conn_mysql", 11, "MySQL/MariaDB URLs, Go DSN, PDO, my.cnf, Django settings, with the password")
def _():
    return [
        lambda: f"mysql://{pick(USERS)}:{pw_u()}@{aws_host('mysql')}:3306/{pick(DBNAMES)}",
        lambda: (
            f'dsn := "{pick(USERS)}:{password()}@tcp({host()}:3306)/{pick(DBNAMES)}?parseTime=true&charset=utf8mb4"'
        ),
        lambda: f"$pdo = new PDO('mysql:host={host()};dbname={pick(DBNAMES)}', '{pick(USERS)}', '{password()}');",
        lambda: f'[client]\nuser={pick(USERS)}\npassword="{password()}"\nhost={host()}',
        lambda: (
            f"DATABASES = {{'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': '{pick(DBNAMES)}', 'USER': '{pick(USERS)}', 'PASSWORD': '{password()}', 'HOST': '{host()}'}}}}"
        ),
        lambda: (
            f"define( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp_user' );\ndefine( 'DB_PASSWORD', '{password()}' );\ndefine( 'DB_HOST', 'localhost' );"
        ),
        lambda: (
            f"PlanetScale creds for the side project -> mysql://{rs(LAN, 12)}:pscale_pw_{rs(AN, 43)}@aws.connect.psdb.cloud/{pick(DBNAMES)}?sslaccept=strict"
        ),
        lambda: (
            f"DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_PORT=3306\nDB_DATABASE={pick(DBNAMES)}\nDB_USERNAME={pick(USERS)}\nDB_PASSWORD={password()}"
        ),
        lambda: f"Die MariaDB auf dem NAS: Benutzer {pick(USERS)}, Passwort {password()}, Port 3307.",
        lambda: f"jdbc:mariadb://{host()}:3306/{pick(DBNAMES)}?user={pick(USERS)}&password={pw_u()}",
        lambda: (
            f"TiDB Cloud: mysql --comments -u '{rs(AN, 15)}.root' -h gateway01.eu-central-1.prod.aws.tidbcloud.com -P 4000 -D test --ssl-mode=VERIFY_IDENTITY -p'{rs(AN, 16)}'"
        ),
    ]


@kind("secret", "conn_mongodb", 11, "MongoDB / mongodb+srv URIs, mongosh, Mongoose, compass strings with the password")
def _():
    return [
        lambda: (
            f"MONGODB_URI=mongodb+srv://{pick(USERS)}:{pw_u()}@cluster0.{rs(LAN, 5)}.mongodb.net/{pick(DBNAMES)}?retryWrites=true&w=majority"
        ),
        lambda: f'mongosh "mongodb://{pick(USERS)}:{pw_u()}@{host()}:27017/admin?authSource=admin"',
        lambda: (
            f"mongoose.connect('mongodb://{pick(USERS)}:{pw_u()}@mongo-0.mongo:27017,mongo-1.mongo:27017/{pick(DBNAMES)}?replicaSet=rs0')"
        ),
        lambda: (
            f"Atlas user for the analytics cluster: {pick(USERS)} / {password()} (connection: cluster-analytics.{rs(LAN, 5)}.mongodb.net)"
        ),
        lambda: (
            f"spring:\n  data:\n    mongodb:\n      uri: mongodb://{pick(USERS)}:{pw_u()}@{host()}:27017/{pick(DBNAMES)}"
        ),
        lambda: (
            f'{{"mongo": {{"url": "mongodb+srv://{pick(USERS)}:{pw_u()}@prod.{rs(LAN, 5)}.mongodb.net", "db": "{pick(DBNAMES)}"}}}}'
        ),
        lambda: (
            f"Cosmos DB (API Mongo): mongodb://{pick(WORDS)}-cosmos:{b64(rb(64))}@{pick(WORDS)}-cosmos.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb"
        ),
        lambda: (
            f"A URI do Mongo da loja é mongodb+srv://{pick(USERS)}:{pw_u()}@loja.{rs(LAN, 5)}.mongodb.net, guarda pra mim."
        ),
        lambda: (
            f"ME_CONFIG_MONGODB_ADMINUSERNAME=root\nME_CONFIG_MONGODB_ADMINPASSWORD={password()}\nME_CONFIG_MONGODB_URL=mongodb://root:{pw_u()}@mongo:27017/"
        ),
        lambda: (
            f'mongodump --uri="mongodb://{pick(USERS)}:{pw_u()}@{host()}:27017/{pick(DBNAMES)}" --gzip --archive=/backup/dump.gz'
        ),
        lambda: f"MongoDBのURIはこれ: mongodb+srv://{pick(USERS)}:{pw_u()}@cluster1.{rs(LAN, 5)}.mongodb.net/",
    ]


@kind("secret", "conn_redis", 10, "Redis/Valkey URLs (redis, rediss), redis-cli -a, requirepass, Upstash, ACL users")
def _():
    return [
        lambda: f"REDIS_URL=redis://default:{rs(AN, 32)}@{host()}:6379/0",
        lambda: f"rediss://default:{rs(AN, 34)}@{pick(WORDS)}-{pick(WORDS)}-{R.randint(10000, 99999)}.upstash.io:6379",
        lambda: f"redis-cli -h {host()} -p 6380 -a '{password()}' --tls INFO memory",
        lambda: f"# redis.conf\nbind 0.0.0.0\nrequirepass {rs(AN + '!#%', 24)}\nmasterauth {rs(AN, 24)}",
        lambda: f"ACL SETUSER worker on >{password()} ~jobs:* +@read +@write",
        lambda: (
            f"CACHE = {{'default': {{'BACKEND': 'django_redis.cache.RedisCache', 'LOCATION': 'redis://:{pw_u()}@{host()}:6379/1'}}}}"
        ),
        lambda: (
            f"Azure Cache for Redis: {pick(WORDS)}.redis.cache.windows.net:6380,password={b64(rb(32))},ssl=True,abortConnect=False"
        ),
        lambda: f"Пароль от Redis на стейдже: {password()} (хост {host()})",
        lambda: f"celery broker: redis://:{pw_u()}@10.0.{R.randint(0, 255)}.{R.randint(1, 254)}:6379/2",
        lambda: f'valkey:\n  auth:\n    enabled: true\n    password: "{password()}"',
    ]


@kind(
    "secret",
    "conn_broker",
    12,
    "AMQP/RabbitMQ, Kafka SASL JAAS, NATS, MQTT, ActiveMQ, Pulsar, Azure Service Bus, with credentials",
)
def _():
    return [
        lambda: f"CELERY_BROKER_URL=amqp://{pick(USERS)}:{pw_u()}@{host()}:5672/%2F",
        lambda: (
            f"amqps://{rs(LO, 8)}:{rs(B64U, 32)}@{pick(['kangaroo', 'rattlesnake', 'goose'])}.rmq.cloudamqp.com/{rs(LO, 8)}"
        ),
        lambda: (
            f'sasl.mechanism=PLAIN\nsecurity.protocol=SASL_SSL\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{rs(UAN, 16)}" password="{rs(AN + "+/", 64)}";'
        ),
        lambda: (
            f"kafka:\n  bootstrap: pkc-{rs(LAN, 5)}.europe-west3.gcp.confluent.cloud:9092\n  api_key: {rs(UAN, 16)}\n  api_secret: {rs(AN + '+/', 64)}"
        ),
        lambda: f"nats://{pick(USERS)}:{pw_u()}@nats.{pick(DOMAINS)}:4222",
        lambda: (
            f"mosquitto_pub -h mqtt.{pick(DOMAINS)} -p 8883 -u sensor-gw -P '{password()}' -t home/garage/door -m open"
        ),
        lambda: f"MQTT broker for the greenhouse: user `esp32`, pass `{password()}`, port 1883",
        lambda: (
            f'<transportConnector uri="ssl://0.0.0.0:61617"/>\n<simpleAuthenticationPlugin><users><authenticationUser username="admin" password="{password()}" groups="admins"/></users></simpleAuthenticationPlugin>'
        ),
        lambda: (
            f"Endpoint=sb://{pick(WORDS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b64(rb(32))}"
        ),
        lambda: f"RABBITMQ_DEFAULT_USER={pick(USERS)}\nRABBITMQ_DEFAULT_PASS={password()}",
        lambda: f"pulsar: authParams=token:{jwt('app')}",
        lambda: f"Der RabbitMQ-Zugang für den Importer: amqp://{pick(USERS)}:{pw_u()}@{host()}/import",
    ]


@kind(
    "secret",
    "conn_nosql_search",
    12,
    "Elasticsearch/OpenSearch, ClickHouse, Cassandra, Neo4j, CouchDB, InfluxDB, Snowflake, with credentials",
)
def _():
    return [
        lambda: f"https://elastic:{pw_u()}@{rs(HEX, 32)}.europe-west1.gcp.cloud.es.io:443",
        lambda: f"ELASTIC_PASSWORD={password()}\nKIBANA_SYSTEM_PASSWORD={password()}",
        lambda: f'es = Elasticsearch("https://{host()}:9200", basic_auth=("elastic", "{password()}"))',
        lambda: f"clickhouse-client --host {host()} --secure --user default --password '{rs(AN + '~_', 20)}'",
        lambda: f"cqlsh {host()} 9042 -u cassandra -p '{password()}'",
        lambda: f"NEO4J_AUTH=neo4j/{password()}",
        lambda: (
            f'driver = GraphDatabase.driver("neo4j+s://{rs(LAN, 8)}.databases.neo4j.io", auth=("neo4j", "{rs(B64U, 43)}"))'
        ),
        lambda: f"curl -X PUT http://admin:{pw_u()}@127.0.0.1:5984/_users",
        lambda: (
            f"influx config create --config-name prod --host-url https://eu-central-1-1.aws.cloud2.influxdata.com --org {pick(WORDS)} --token {b64u(rb(64))}== --active"
        ),
        lambda: (
            f'snowflake:\n  account: {rs(UP, 7)}-{rs(UP, 7)}\n  user: {pick(USERS).upper()}\n  password: "{password()}"\n  warehouse: COMPUTE_WH'
        ),
        lambda: (
            f"opensearch admin: admin / {password()}  (https://search-{pick(WORDS)}-{rs(LAN, 26)}.eu-west-1.es.amazonaws.com)"
        ),
        lambda: f"clickhouse://{pick(USERS)}:{pw_u()}@{host()}:9440/{pick(DBNAMES)}?secure=true",
    ]


@kind(
    "secret",
    "conn_mssql_oracle",
    11,
    "SQL Server ADO.NET/ODBC/sqlcmd, Oracle, DB2, Sybase, HANA connection strings with the password",
)
def _():
    return [
        lambda: (
            f"Server=tcp:{pick(WORDS)}-sql.database.windows.net,1433;Initial Catalog={pick(DBNAMES)};User ID={pick(USERS)};Password={password()};Encrypt=True;"
        ),
        lambda: (
            f'"ConnectionStrings": {{ "Default": "Data Source={host()};Database={pick(DBNAMES)};User Id=sa;Password={password()};TrustServerCertificate=True" }}'
        ),
        lambda: (
            f"sqlcmd -S {host()} -U sa -P '{password()}' -Q \"BACKUP DATABASE [{pick(DBNAMES)}] TO DISK='/var/opt/mssql/backup.bak'\""
        ),
        lambda: (
            f"Driver={{ODBC Driver 18 for SQL Server}};Server={host()};Database={pick(DBNAMES)};Uid={pick(USERS)};Pwd={{{password()}}};"
        ),
        lambda: f"jdbc:oracle:thin:{pick(USERS).upper()}/{rs(AN, 14)}@//{host()}:1521/ORCLPDB1",
        lambda: f"sqlplus system/{rs(AN, 12)}@{host()}:1521/XEPDB1",
        lambda: f"jdbc:db2://{host()}:50000/{pick(DBNAMES).upper()}:user=db2inst1;password={rs(AN, 12)};",
        lambda: f'hdbsql -n {host()}:30015 -u SYSTEM -p {rs(AN, 12)} "SELECT * FROM M_DATABASE"',
        lambda: f'MSSQL_SA_PASSWORD="{password()}"\nACCEPT_EULA=Y',
        lambda: f"El servidor SQL de contabilidad: usuario sa, contraseña {password()}, instancia CONTA\\SQLEXPRESS",
        lambda: (
            f"Data Source=(DESCRIPTION=(ADDRESS=(PROTOCOL=TCP)(HOST={host()})(PORT=1521))(CONNECT_DATA=(SERVICE_NAME=ERP)));User Id=erp_app;Password={rs(AN, 14)};"
        ),
    ]


@kind(
    "secret",
    "conn_smtp_ldap",
    11,
    "SMTP/IMAP settings, app passwords, LDAP bind DN with password, Exchange/Office 365 relays",
)
def _():
    return [
        lambda: (
            f"EMAIL_HOST=smtp.gmail.com\nEMAIL_PORT=587\nEMAIL_HOST_USER={email()}\nEMAIL_HOST_PASSWORD={' '.join(rs(LO, 4) for _ in range(4))}"
        ),
        lambda: (
            f"MAIL_MAILER=smtp\nMAIL_HOST=smtp.mailtrap.io\nMAIL_USERNAME={rs(HEX, 14)}\nMAIL_PASSWORD={rs(HEX, 14)}"
        ),
        lambda: f"smtp://{urllib.parse.quote(email())}:{pw_u()}@smtp.office365.com:587",
        lambda: (
            lambda m: (
                f'set imap_user = "{m}"\nset imap_pass = "{password()}"\nset smtp_url = "smtps://{m.replace("@", "%40")}@smtp.fastmail.com:465/"'
            )
        )(email()),
        lambda: (
            f'ldapsearch -x -H ldaps://ldap.{pick(DOMAINS)} -D "cn=admin,dc={pick(WORDS)},dc=com" -w \'{password()}\' -b "ou=people,dc={pick(WORDS)},dc=com"'
        ),
        lambda: (
            f'AUTH_LDAP_BIND_DN = "cn=svc-portal,ou=service,dc=corp,dc=local"\nAUTH_LDAP_BIND_PASSWORD = "{password()}"'
        ),
        lambda: (
            f"swaks --to ops@{pick(DOMAINS)} --server smtp.sendgrid.net:587 --auth-user apikey --auth-password SG.{rs(B64U, 22)}.{rs(B64U, 43)}"
        ),
        lambda: f"App password for Thunderbird on the laptop: {rs(LO, 4)} {rs(LO, 4)} {rs(LO, 4)} {rs(LO, 4)}",
        lambda: (
            f"spring.mail.host=smtp.zoho.eu\nspring.mail.username=noreply@{pick(DOMAINS)}\nspring.mail.password={password()}"
        ),
        lambda: f"Le relais SMTP de l'imprimante : utilisateur scan@{pick(DOMAINS)}, mot de passe {password()}",
        lambda: f"bindDN: uid=readonly,cn=users,cn=accounts,dc=ipa,dc=local\nbindPassword: {password()}",
    ]


PROSE_EN = [
    "my password for the {svc} account is {pw}",
    "Remember: {svc} login is {user} and the password is {pw}",
    "pw for {svc} -> {pw}",
    "Can you store this so I don't forget? {svc}: {pw}",
    "I changed the {svc} password to {pw} this morning.",
    "The admin password on the {svc} box is now `{pw}` (rotated after Ana left).",
    "new {svc} creds: user={user} pass={pw}",
    "If anyone asks, the shared {svc} password is {pw}",
    "{svc} ({user}) — password: {pw}",
    "Note to self: the {svc} master password = {pw}",
    "hey, it's {pw} for the {svc}, I just reset it",
    "Login for the {svc} portal: {user} / {pw}. Please keep it in memory for the next session.",
    "the passcode for {svc} is {pw}, don't lose it again lol",
]
SVCS = [
    "Netflix",
    "router admin",
    "Jenkins",
    "bank app",
    "iCloud",
    "company VPN",
    "NAS",
    "Grafana",
    "Synology",
    "Proxmox",
    "pfSense",
    "Gmail",
    "WordPress admin",
    "Figma",
    "TP-Link camera",
    "Home Assistant",
    "Plex",
    "payroll",
    "Okta",
    "Zoom",
]


@kind("secret", "password_prose_en", 13, "passwords stated in English prose, chat and notes")
def _():
    return [(lambda t=t: t.format(svc=pick(SVCS), user=pick([*USERS, email()]), pw=password())) for t in PROSE_EN]


PROSE_I18N = [
    "Mi contraseña del correo es {pw}, apúntala por si se me olvida.",
    "La clave del panel de administración es {pw}",
    "Mein Passwort für das Firmen-VPN lautet {pw}.",
    "Kennwort fürs Synology: {pw} (bitte nicht weitergeben)",
    "Le mot de passe du compte admin est {pw}",
    "mdp du NAS : {pw}",
    "A senha do internet banking é {pw}, guarda aí.",
    "Minha senha do Gmail agora é {pw}",
    "La password della mail aziendale è {pw}",
    "Het wachtwoord van de server is {pw}",
    "Hasło do serwera to {pw}",
    "Sunucunun root şifresi {pw}",
    "Пароль от почты: {pw}, запомни пожалуйста",
    "Пароль до адмінки — {pw}",
    "社内VPNのパスワードは {pw} です。覚えておいてください。",
    "管理画面のパスワード：{pw}",
    "我的邮箱密码是 {pw}，帮我记一下。",
    "資料庫密碼：{pw}",
    "회사 메일 비밀번호는 {pw} 입니다",
    "मेरा नेटबैंकिंग पासवर्ड {pw} है, इसे याद रखना।",
    "كلمة المرور الخاصة بالخادم هي {pw}",
    "הסיסמה לחשבון הניהול היא {pw}",
    "Mật khẩu tài khoản quản trị là {pw}",
    "Kata sandi akun admin: {pw}",
    "รหัสผ่านอีเมลของฉันคือ {pw}",
    "Ο κωδικός πρόσβασης του router είναι {pw}",
    "Lösenordet till bokföringen är {pw}",
    "رمز عبور سرور {pw} است",
    "আমার ইমেইলের পাসওয়ার্ড হল {pw}",
    "Heslo k účtu je {pw}",
    "Parola de la contul de hosting este {pw}",
    "A jelszó a wifi-routerhez: {pw}",
    "என் வங்கி கடவுச்சொல் {pw}",
    "Salasana palvelimelle on {pw}",
    "Nenosiri la akaunti ya benki ni {pw}",
]


@kind(
    "secret",
    "password_prose_i18n",
    35,
    "passwords stated in prose: one row per phrasing, 35 phrasings in 30 languages (Chinese in simplified and traditional characters) and 12 writing systems",
)
def _():
    return [(lambda t=t: t.format(pw=password())) for t in PROSE_I18N]


@kind("secret", "passphrase_seed", 12, "disk/key/wallet passphrases and 12/24-word seed phrases stated as such")
def _():
    def seedp(n):
        return " ".join(pick(BIP39) for _ in range(n))

    return [
        lambda: f"My MetaMask recovery phrase: {seedp(12)}",
        lambda: f"seed (ledger, 24 words):\n{seedp(24)}",
        lambda: f'The LUKS passphrase for the backup drive is "{" ".join(pick(WORDS) for _ in range(5))}"',
        lambda: f"ssh key passphrase: {'-'.join(pick(WORDS) for _ in range(4))}",
        lambda: f"GPG passphrase (signing key): {' '.join(pick(WORDS) for _ in range(R.randint(4, 6)))}",
        lambda: f"Frase de recuperación de la billetera: {seedp(12)}",
        lambda: f"Wiederherstellungsphrase meiner Trust Wallet: {seedp(12)}",
        lambda: (
            f"VeraCrypt container password is '{' '.join(pick(WORDS).capitalize() for _ in range(4))} {R.randint(10, 99)}'"
        ),
        lambda: f"ニーモニック（12単語）: {seedp(12)}",
        lambda: f"BitLocker PIN/passphrase for the Dell: {pick(WORDS)}{R.randint(100, 999)}{pick(WORDS)}",
        lambda: (
            f"1Password secret key: A3-{rs(UAN, 6)}-{rs(UAN, 6)}-{rs(UAN, 5)}-{rs(UAN, 5)}-{rs(UAN, 5)}-{rs(UAN, 5)}"
        ),
        lambda: f"KeePass master passphrase = {' '.join(pick(WORDS) for _ in range(6))}",
    ]


@kind(
    "secret",
    "account_credentials_email",
    11,
    "onboarding e-mails, IT tickets and letters handing over a username with a temporary or initial password",
)
def _():
    return [
        lambda: (
            f"Subject: Your new account\n\nHi {pick(FIRST)},\nyour account is ready.\nUsername: {pick(FIRST).lower()}.{pick(LAST).lower()[:5]}\nTemporary password: {rs(AN, 10)}!\nYou will be asked to change it at first login.\n\nIT Service Desk"
        ),
        lambda: (
            f"Ticket INC{R.randint(100000, 999999)} resolved: password for {pick(FIRST).lower()} reset to {pick(WORDS).capitalize()}{R.randint(1000, 9999)}! — user must change on next logon."
        ),
        lambda: (
            f"Hola {pick(FIRST)}, te paso el acceso al ERP:\nusuario: {pick(USERS)}\ncontraseña inicial: {password()}\nSaludos"
        ),
        lambda: (
            f"Bonjour,\nVoici vos identifiants pour l'extranet : identifiant {email()} / mot de passe provisoire {rs(AN, 10)}\nCordialement"
        ),
        lambda: (
            f"Zugangsdaten Kundenportal\nBenutzername: {R.randint(100000, 999999)}\nInitialpasswort: {rs(AN, 8)}\nBitte ändern Sie das Passwort nach der ersten Anmeldung."
        ),
        lambda: (
            f"From: helpdesk@{pick(DOMAINS)}\nYour Wi-Fi guest voucher login: guest{R.randint(10, 99)} / {rs(LAN, 8)}"
        ),
        lambda: f"Welcome aboard! Your Jira login: {email()} pw: {rs(AN, 12)} — we'll move you to SSO next week.",
        lambda: (
            f"【アカウント発行のお知らせ】\nログインID: {pick(USERS)}{R.randint(10, 99)}\n初期パスワード: {rs(AN, 10)}"
        ),
        lambda: f"您的VPN账号已开通：账号 {pick(USERS)}，初始密码 {rs(AN, 10)}，请首次登录后修改。",
        lambda: (
            f"Olá {pick(FIRST)}! Seguem seus dados de acesso ao sistema: login {pick(USERS)}, senha provisória {rs(AN, 9)}"
        ),
        lambda: f"Ваш логин для личного кабинета: {pick(USERS)}\nВременный пароль: {rs(AN, 10)}",
    ]


@kind(
    "secret",
    "sql_password",
    10,
    "SQL statements that set or use a password (CREATE USER, ALTER ROLE, IDENTIFIED BY, linked servers)",
)
def _():
    return [
        lambda: (
            f"CREATE USER '{pick(USERS)}'@'%' IDENTIFIED BY '{password()}';\nGRANT SELECT ON {pick(DBNAMES)}.* TO '{pick(USERS)}'@'%';"
        ),
        lambda: f"ALTER ROLE {pick(USERS)} WITH LOGIN PASSWORD '{password()}';",
        lambda: f"CREATE LOGIN [{pick(USERS)}] WITH PASSWORD = N'{password()}', CHECK_POLICY = OFF;",
        lambda: f'ALTER USER {pick(USERS).upper()} IDENTIFIED BY "{rs(AN, 14)}" ACCOUNT UNLOCK;',
        lambda: (
            f"EXEC sp_addlinkedsrvlogin @rmtsrvname='LEGACY', @useself='false', @rmtuser='etl', @rmtpassword='{password()}';"
        ),
        lambda: f"CREATE USER MAPPING FOR app SERVER remote_pg OPTIONS (user 'ro', password '{password()}');",
        lambda: f"SET PASSWORD FOR 'root'@'localhost' = '{password()}';",
        lambda: f"CREATE USER {pick(USERS)} PASSWORD = '{password()}' DEFAULT_ROLE = ANALYST;",
        lambda: f"-- migration 0042\nCREATE ROLE readonly_bi LOGIN ENCRYPTED PASSWORD '{password()}';",
        lambda: (
            f"CREATE EXTERNAL DATA SOURCE s3 WITH (LOCATION='s3://bucket', CREDENTIAL=s3cred);\nCREATE DATABASE SCOPED CREDENTIAL s3cred WITH IDENTITY='S3 Access Key', SECRET='{aws_pair()[0]}:{aws_pair()[1]}';"
        ),
    ]


@kind(
    "secret",
    "cli_password",
    13,
    "passwords in command lines: sshpass, mysql -p, docker login -p, htpasswd -b, openssl pass:, zip -P, smbclient, xfreerdp, keytool",
)
def _():
    return [
        lambda: f"sshpass -p '{password()}' ssh {pick(USERS)}@{host()}",
        lambda: f"mysql -u root -p'{password()}' -e 'SHOW DATABASES'",
        lambda: f"echo '{rs(AN, 20)}' | docker login registry.{pick(DOMAINS)} -u robot$ci --password-stdin",
        lambda: f"docker login -u {pick(USERS)} -p {password()} ghcr.io",
        lambda: f"htpasswd -b -c /etc/nginx/.htpasswd {pick(USERS)} '{password()}'",
        lambda: f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{rs(AN, 14)}",
        lambda: f"zip -P {password()} payroll_2026.zip payroll_*.xlsx",
        lambda: f"smbclient //fileserver/finance -U 'CORP\\{pick(FIRST).lower()}%{password()}'",
        lambda: f"xfreerdp /v:{host()} /u:Administrator /p:'{password()}' /cert:ignore",
        lambda: f"keytool -importkeystore -srckeystore app.jks -srcstorepass {rs(AN, 12)} -deststorepass {rs(AN, 12)}",
        lambda: f"  541  net user backupadmin {password()} /add /domain",
        lambda: f"7z a -p'{password()}' -mhe=on archive.7z ./contracts",
        lambda: f"az login --service-principal -u {uuid4()} -p '{rs(AN + '~_.', 34)}' --tenant {uuid4()}",
    ]


@kind(
    "secret",
    "aws_credentials",
    12,
    "AWS access key id with its secret (env, credentials file, CSV, boto3, CLI, STS session)",
)
def _():
    def sess():
        return "IQoJb3JpZ2luX2Vj" + rs(AN + "+/", R.randint(300, 420))

    return [
        lambda: "AWS_ACCESS_KEY_ID={}\nAWS_SECRET_ACCESS_KEY={}\nAWS_DEFAULT_REGION=eu-west-1".format(*aws_pair()),
        lambda: "[default]\naws_access_key_id = {}\naws_secret_access_key = {}".format(*aws_pair()),
        lambda: "Access key ID,Secret access key\n{},{}".format(*aws_pair()),
        lambda: "s3 = boto3.client('s3', aws_access_key_id='{}', aws_secret_access_key='{}')".format(*aws_pair()),
        lambda: "aws configure set aws_secret_access_key {1} --profile prod  # key id {0}".format(*aws_pair()),
        lambda: (
            f"export AWS_ACCESS_KEY_ID=ASIA{rs(B32, 16)}\nexport AWS_SECRET_ACCESS_KEY={rs(AN + '+/', 40)}\nexport AWS_SESSION_TOKEN={sess()}"
        ),
        lambda: "the IAM user for the backup job: key {} secret {}".format(*aws_pair()),
        lambda: (
            '{{"AccessKey": {{"UserName": "ci-deployer", "AccessKeyId": "{}", "Status": "Active", "SecretAccessKey": "{}"}}}}'.format(
                *aws_pair()
            )
        ),
        lambda: "rclone: [s3]\ntype = s3\nprovider = AWS\naccess_key_id = {}\nsecret_access_key = {}".format(
            *aws_pair()
        ),
        lambda: "Claves de AWS del proyecto: ID {} / secreta {}".format(*aws_pair()),
        lambda: "- name: configure aws\n  env:\n    AWS_ACCESS_KEY_ID: {}\n    AWS_SECRET_ACCESS_KEY: {}".format(
            *aws_pair()
        ),
        lambda: "s3cmd --access_key={} --secret_key={} ls s3://invoices-archive".format(*aws_pair()),
    ]


def gcp_sa_json() -> str:
    proj = f"{pick(WORDS)}-{pick(WORDS)}-{R.randint(100000, 999999)}"
    key = pem("PRIVATE KEY", rsa_pkcs8_der(1024)).replace("\n", "\\n")
    sa = f"{pick(['ci-deployer', 'bigquery-reader', 'terraform', 'firebase-adminsdk-' + rs(LAN, 5)])}@{proj}.iam.gserviceaccount.com"
    return (
        '{\n  "type": "service_account",\n  "project_id": "'
        + proj
        + '",\n  "private_key_id": "'
        + rs(HEX, 40)
        + '",\n  "private_key": "'
        + key
        + '\\n",\n  "client_email": "'
        + sa
        + '",\n  "client_id": "'
        + rs(DG, 21)
        + '",\n  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token"\n}'
    )


@kind(
    "secret",
    "gcp_credentials",
    10,
    "GCP service-account JSON with private_key, server API keys, OAuth refresh/access tokens, HMAC keys",
)
def _():
    return [
        lambda: gcp_sa_json(),
        lambda: "keep this, it's the SA key for the pipeline:\n" + gcp_sa_json(),
        lambda: f"GOOGLE_API_KEY=AIza{rs(B64U, 35)}  # Gemini, server side only",
        lambda: f"gcloud auth: refresh_token 1//0{rs(B64U, 2)}{rs(B64U, 99)}",
        lambda: f"Authorization: Bearer ya29.a0{rs(B64U, 150)}",
        lambda: f"GCS HMAC key for the legacy S3 client: access GOOG1E{rs(UAN, 55)} secret {rs(AN + '+/', 40)}",
        lambda: f"Maps Platform key restricted to our backend IP: AIza{rs(B64U, 35)}",
        lambda: (
            f'{{"installed":{{"client_id":"{rs(DG, 12)}-{rs(LAN, 32)}.apps.googleusercontent.com","client_secret":"GOCSPX-{rs(B64U, 28)}","refresh_token":"1//09{rs(B64U, 100)}"}}}}'
        ),
        lambda: f"Firebase admin private key (paste into Vercel env):\n{pem('PRIVATE KEY', rsa_pkcs8_der(1024))}",
        lambda: f"GOOGLE_APPLICATION_CREDENTIALS_JSON={b64(gcp_sa_json().encode())}",
    ]


@kind(
    "secret",
    "azure_credentials",
    11,
    "Azure storage account keys and connection strings, SAS tokens, client secrets, Cosmos keys, DevOps PATs",
)
def _():
    acct = lambda: pick(WORDS) + rs(LAN, 6)  # noqa: E731
    return [
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName={acct()};AccountKey={b64(rb(64))};EndpointSuffix=core.windows.net"
        ),
        lambda: f"AZURE_STORAGE_KEY={b64(rb(64))}",
        lambda: (
            f"https://{acct()}.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={urllib.parse.quote(b64(rb(32)))}"
        ),
        lambda: (
            f"AZURE_CLIENT_ID={uuid4()}\nAZURE_TENANT_ID={uuid4()}\nAZURE_CLIENT_SECRET={rs(AN, 3)}8Q~{rs(AN + '~_.-', 31)}"
        ),
        lambda: (
            f'az ad sp create-for-rbac output:\n{{\n  "appId": "{uuid4()}",\n  "displayName": "gh-actions",\n  "password": "{rs(AN, 3)}8Q~{rs(AN + "~_.-", 31)}",\n  "tenant": "{uuid4()}"\n}}'
        ),
        lambda: f"AccountEndpoint=https://{acct()}.documents.azure.com:443/;AccountKey={b64(rb(64))};",
        lambda: f"Azure DevOps PAT (full access, 90 days): {rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
        lambda: f"HostName={acct()}.azure-devices.net;DeviceId=sensor-{R.randint(1, 99)};SharedAccessKey={b64(rb(32))}",
        lambda: f"Ocp-Apim-Subscription-Key: {rs(HEX, 32)}   (Azure OpenAI / Cognitive Services key 1)",
        lambda: f"AZURE_OPENAI_API_KEY={rs(HEX, 32)}\nAZURE_OPENAI_ENDPOINT=https://{acct()}.openai.azure.com/",
        lambda: f"Der Storage-Key fürs Backup: {b64(rb(64))} (Konto {acct()})",
    ]


@kind(
    "secret",
    "other_cloud",
    10,
    "Alibaba, Tencent, Oracle OCI, IBM Cloud, Yandex, Backblaze, Wasabi, Cloudinary, MinIO keys with secrets",
)
def _():
    return [
        lambda: f"ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t{rs(AN, 18)}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={rs(AN, 30)}",
        lambda: f"腾讯云密钥 SecretId: AKID{rs(AN, 32)} SecretKey: {rs(AN, 32)}",
        lambda: (
            f"[DEFAULT]\nuser=ocid1.user.oc1..{rs(LAN, 60)}\nfingerprint={':'.join(rs(HEX, 2) for _ in range(16))}\ntenancy=ocid1.tenancy.oc1..{rs(LAN, 60)}\nregion=eu-frankfurt-1\nkey_file=~/.oci/oci_api_key.pem\n# auth token for docker login: {rs(AN + '()<>;:+.', 20)}"
        ),
        lambda: f"IBMCLOUD_API_KEY={rs(B64U, 44)}",
        lambda: f"Yandex Cloud static key: id YCAJE{rs(B64U, 20)} secret YCP{rs(B64U, 37)}",
        lambda: f"B2_APPLICATION_KEY_ID=005{rs(HEX, 22)}\nB2_APPLICATION_KEY=K005{rs(AN + '/+', 27)}",
        lambda: f"wasabi: access_key={rs(UAN, 20)} secret_key={rs(AN, 40)}",
        lambda: f"CLOUDINARY_URL=cloudinary://{rs(DG, 15)}:{rs(B64U, 27)}@{pick(WORDS)}",
        lambda: f"mc alias set prod https://minio.{pick(DOMAINS)} {rs(UAN, 20)} {rs(AN, 40)}",
        lambda: f"Hetzner Object Storage: S3_KEY={rs(UAN, 20)} S3_SECRET={rs(AN, 40)}",
    ]


@kind(
    "secret",
    "github_token",
    12,
    "GitHub classic tokens with real checksum (ghp_/gho_/ghu_/ghs_/ghr_), fine-grained PATs, tokens in remotes",
)
def _():
    fg = lambda: f"github_pat_11{rs(UAN, 20)}_{rs(B62, 59)}"  # noqa: E731
    return [
        lambda: f"GITHUB_TOKEN={github_classic()}",
        lambda: f"git remote set-url origin https://{github_classic()}@github.com/{pick(WORDS)}/{pick(WORDS)}.git",
        lambda: f"my PAT for the org: {fg()}",
        lambda: f"export GH_TOKEN={fg()}",
        lambda: f"//npm.pkg.github.com/:_authToken={github_classic()}",
        lambda: f"gh auth login --with-token <<< {github_classic('gho')}",
        lambda: (
            f"oauth token from the app install: {github_classic('ghu')} (refresh {github_classic('ghr')}{rs(B62, 40)})"
        ),
        lambda: (
            f"[2026-04-11 09:12:33] DEBUG git clone https://x-access-token:{github_classic('ghs')}@github.com/{pick(WORDS)}/infra.git"
        ),
        lambda: f"Este es mi token de GitHub para el bot: {github_classic()}",
        lambda: (
            f"```yaml\nregistries:\n  ghcr:\n    username: {pick(FIRST).lower()}\n    password: {github_classic()}\n```"
        ),
        lambda: f"Token personnel GitHub (expire dans 30 jours) : {fg()}",
        lambda: (
            f"github.com:\n    - user: {pick(FIRST).lower()}\n      oauth_token: {github_classic('gho')}\n      git_protocol: https"
        ),
    ]


@kind(
    "secret",
    "vcs_token_other",
    11,
    "GitLab (glpat-, runner, deploy tokens), Bitbucket app passwords, Gitea, Azure Repos, Hugging Face git creds",
)
def _():
    return [
        lambda: f"GITLAB_TOKEN=glpat-{rs(B64U, 20)}",
        lambda: f"gitlab-runner register --url https://gitlab.{pick(DOMAINS)} --token glrt-{rs(B64U, 20)}",
        lambda: f"deploy token: gitlab+deploy-token-{R.randint(100, 9999)} / gldt-{rs(B64U, 20)}",
        lambda: f"Bitbucket app password for the CI user: ATBB{rs(AN, 32)}{rs(HEX.upper(), 8)}",
        lambda: (
            f"git clone https://{pick(FIRST).lower()}:ATBB{rs(AN, 32)}{rs(HEX.upper(), 8)}@bitbucket.org/{pick(WORDS)}/api.git"
        ),
        lambda: f"gitea token (write:repository): {rs(HEX, 40)}",
        lambda: f"CI_JOB_TOKEN is not enough, use this project access token: glpat-{rs(B64U, 20)}",
        lambda: f"https://oauth2:glpat-{rs(B64U, 20)}@gitlab.com/{pick(WORDS)}/{pick(WORDS)}.git",
        lambda: f"Token do GitLab com escopo api: glpat-{rs(B64U, 20)}",
        lambda: (
            f'[credential "https://dev.azure.com"]\n\thelper = store\n# stored: https://{pick(FIRST).lower()}:{rs("abcdefghijklmnopqrstuvwxyz234567", 52)}@dev.azure.com'
        ),
        lambda: f"sourcehut personal access token: {rs(B64U, 48)}  (builds.sr.ht, read+write)",
    ]


@kind("secret", "slack_token", 10, "Slack bot/user/app-level tokens, incoming webhooks, config tokens")
def _():
    return [
        lambda: f"SLACK_BOT_TOKEN=xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}",
        lambda: f"user token for the export script: xoxp-{rs(DG, 12)}-{rs(DG, 12)}-{rs(DG, 13)}-{rs(HEX, 32)}",
        lambda: f"SLACK_APP_TOKEN=xapp-1-A{rs(UAN, 10)}-{rs(DG, 13)}-{rs(HEX, 64)}",
        lambda: f"https://hooks.slack.com/services/T{rs(UAN, 8)}/B{rs(UAN, 10)}/{rs(AN, 24)}",
        lambda: (
            f"alerts go to #ops via webhook https://hooks.slack.com/services/T{rs(UAN, 10)}/B{rs(UAN, 10)}/{rs(AN, 24)} — remember it for the runbook"
        ),
        lambda: f"slack:\n  token: xoxb-{rs(DG, 11)}-{rs(DG, 13)}-{rs(AN, 24)}\n  channel: C{rs(UAN, 10)}",
        lambda: f"config token (expires 12h): xoxe.xoxp-1-{rs(AN, 140)}",
        lambda: f"Slack-Bot-Token für den Standup-Bot: xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}",
        lambda: (
            f"curl -H 'Authorization: Bearer xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}' https://slack.com/api/conversations.list"
        ),
        lambda: (
            f"legacy workflow webhook: https://hooks.slack.com/workflows/T{rs(UAN, 9)}/A{rs(UAN, 10)}/{rs(DG, 18)}/{rs(AN, 24)}"
        ),
    ]


def discord_token() -> str:
    sid = str(R.randint(10**17, 2 * 10**18))
    return f"{b64(sid.encode()).rstrip('=')}.{rs(B64U, 6)}.{rs(B64U, 38)}"


@kind(
    "secret",
    "chat_bot_token",
    11,
    "Discord bot tokens and webhooks, Telegram bot tokens, Teams/Mattermost/Google Chat webhooks, LINE tokens",
)
def _():
    return [
        lambda: f"DISCORD_TOKEN={discord_token()}",
        lambda: f"client.run('{discord_token()}')",
        lambda: f"https://discord.com/api/webhooks/{R.randint(10**17, 2 * 10**18)}/{rs(B64U, 68)}",
        lambda: f"TELEGRAM_BOT_TOKEN={R.randint(10**9, 8 * 10**9)}:AA{rs(B64U, 33)}",
        lambda: f"BotFather gave me {R.randint(10**9, 8 * 10**9)}:AA{rs(B64U, 33)} for the price-alert bot",
        lambda: f"Токен бота: {R.randint(10**9, 8 * 10**9)}:AA{rs(B64U, 33)}",
        lambda: (
            f"Teams webhook: https://{pick(WORDS)}.webhook.office.com/webhookb2/{uuid4()}@{uuid4()}/IncomingWebhook/{rs(HEX, 32)}/{uuid4()}/V2{rs(B64U, 43)}"
        ),
        lambda: f"mattermost incoming hook https://chat.{pick(DOMAINS)}/hooks/{rs(LAN, 26)}",
        lambda: (
            f"https://chat.googleapis.com/v1/spaces/AAAA{rs(B64U, 7)}/messages?key=AIzaSy{rs(B64U, 33)}&token={rs(B64U, 43)}%3D"
        ),
        lambda: f"LINE_CHANNEL_ACCESS_TOKEN={rs(AN + '+/', 171)}=\nLINE_CHANNEL_SECRET={rs(HEX, 32)}",
        lambda: f"DiscordのBotトークンは {discord_token()} です",
    ]


@kind(
    "secret",
    "payment_key",
    14,
    "Stripe sk_/rk_ live and test, PayPal, Braintree, Adyen, Square, Razorpay, Mollie, Paystack, Mercado Pago, Checkout.com keys",
)
def _():
    return [
        lambda: f"STRIPE_SECRET_KEY=sk_live_51{rs(AN, 22)}{rs(AN, 75)}",
        lambda: f'stripe.api_key = "sk_test_51{rs(AN, 97)}"',
        lambda: f"restricted key for the reporting job: rk_live_51{rs(AN, 97)}",
        lambda: f"PAYPAL_CLIENT_ID={rs(B64U, 80)}\nPAYPAL_CLIENT_SECRET={rs(B64U, 80)}",
        lambda: f"braintree:\n  merchant_id: {rs(LAN, 16)}\n  public_key: {rs(LAN, 16)}\n  private_key: {rs(HEX, 32)}",
        lambda: f"ADYEN_API_KEY=AQE{rs(AN, 4)}mf{rs(B64U, 40)}+{rs(AN, 30)}=-{rs(B64U, 43)}=-{rs(AN, 16)}",
        lambda: f"Square production access token: EAAA{rs(B64U, 60)}",
        lambda: f"razorpay key_id rzp_live_{rs(AN, 14)} key_secret {rs(AN, 24)}",
        lambda: f"MOLLIE_API_KEY=live_{rs(AN, 30)}",
        lambda: f"Paystack secret: sk_live_{rs(HEX, 40)}",
        lambda: f"Mercado Pago access token de produção: APP_USR-{rs(DG, 16)}-{rs(DG, 6)}-{rs(HEX, 32)}-{rs(DG, 9)}",
        lambda: f"Checkout.com secret key sk_{rs(LAN, 8)}-{rs(LAN, 4)}-{rs(LAN, 4)}-{rs(LAN, 4)}-{rs(LAN, 12)}",
        lambda: f"本番のStripeシークレットキーは sk_live_51{rs(AN, 97)} です。",
        lambda: f"curl https://api.stripe.com/v1/charges -u sk_live_{rs(AN, 24)}: -d amount=2000 -d currency=eur",
    ]


@kind(
    "secret",
    "messaging_email_key",
    12,
    "Twilio SID+auth token / API key+secret, SendGrid, Mailgun, Postmark, Mailchimp, Vonage, Brevo, Resend, MessageBird",
)
def _():
    return [
        lambda: f"TWILIO_ACCOUNT_SID=AC{rs(HEX, 32)}\nTWILIO_AUTH_TOKEN={rs(HEX, 32)}",
        lambda: f"twilio api key SK{rs(HEX, 32)} secret {rs(AN, 32)}",
        lambda: f'client = Client("AC{rs(HEX, 32)}", "{rs(HEX, 32)}")',
        lambda: f"SENDGRID_API_KEY=SG.{rs(B64U, 22)}.{rs(B64U, 43)}",
        lambda: f"mailgun: api key key-{rs(HEX, 32)}, domain mg.{pick(DOMAINS)}",
        lambda: f"MAILGUN_API_KEY={rs(HEX, 32)}-{rs(HEX, 8)}-{rs(HEX, 8)}",
        lambda: f"X-Postmark-Server-Token: {uuid4()}",
        lambda: f"mailchimp key {rs(HEX, 32)}-us{R.randint(1, 21)}",
        lambda: f"VONAGE_API_KEY={rs(HEX, 8)}\nVONAGE_API_SECRET={rs(AN, 16)}",
        lambda: f"BREVO_API_KEY=xkeysib-{rs(HEX, 64)}-{rs(AN, 16)}",
        lambda: f"RESEND_API_KEY=re_{rs(AN, 8)}_{rs(AN, 24)}",
        lambda: f"Clave de API de SendGrid para los correos de pedidos: SG.{rs(B64U, 22)}.{rs(B64U, 43)}",
    ]


@kind(
    "secret",
    "ai_provider_key",
    14,
    "OpenAI, Anthropic, Groq, Hugging Face, Replicate, xAI, Mistral, Cohere, OpenRouter, Perplexity, DeepSeek, Together keys",
)
def _():
    return [
        lambda: f"OPENAI_API_KEY=sk-proj-{rs(B64U, 74)}T3BlbkFJ{rs(B64U, 74)}",
        lambda: f"my openai key: sk-{rs(AN, 20)}T3BlbkFJ{rs(AN, 20)}",
        lambda: f"ANTHROPIC_API_KEY=sk-ant-api03-{rs(B64U, 93)}AA",
        lambda: f'client = anthropic.Anthropic(api_key="sk-ant-api03-{rs(B64U, 93)}AA")',
        lambda: f"GROQ_API_KEY=gsk_{rs(AN, 52)}",
        lambda: f"huggingface-cli login --token hf_{rs(AN, 34)}",
        lambda: f"REPLICATE_API_TOKEN=r8_{rs(AN, 37)}",
        lambda: f"XAI_API_KEY=xai-{rs(AN, 80)}",
        lambda: f"OpenRouter: sk-or-v1-{rs(HEX, 64)}",
        lambda: f"PERPLEXITY_API_KEY=pplx-{rs(AN, 48)}",
        lambda: f"Mistral La Plateforme key → {rs(AN, 32)} (workspace 'prod')",
        lambda: f"DeepSeek 的 API key 是 sk-{rs(HEX, 32)}，请记住。",
        lambda: f"llm:\n  provider: together\n  api_key: tgp_v1_{rs(B64U, 43)}",
        lambda: f"COHERE_API_KEY={rs(AN, 40)}",
    ]


@kind(
    "secret",
    "package_registry_token",
    12,
    "npm, PyPI (macaroon), RubyGems, NuGet, crates.io, Docker Hub PAT, JFrog, Packagist, Pub, Maven settings.xml",
)
def _():
    pypi = lambda: "pypi-" + b64u(b"\x02\x01\x08pypi.org\x02" + rb(R.randint(120, 160)))  # noqa: E731
    return [
        lambda: f"//registry.npmjs.org/:_authToken=npm_{rs(AN, 36)}",
        lambda: f"NPM_TOKEN=npm_{rs(AN, 36)}",
        lambda: f"[pypi]\nusername = __token__\npassword = {pypi()}",
        lambda: f"twine upload dist/* -u __token__ -p {pypi()}",
        lambda: f"GEM_HOST_API_KEY=rubygems_{rs(HEX, 48)}",
        lambda: f"dotnet nuget push pkg.nupkg --api-key oy2{rs(LAN, 43)} --source https://api.nuget.org/v3/index.json",
        lambda: f"CARGO_REGISTRY_TOKEN=cio{rs(AN, 32)}",
        lambda: f"docker hub PAT: dckr_pat_{rs(B64U, 27)}",
        lambda: (
            f"<server>\n  <id>artifactory</id>\n  <username>ci</username>\n  <password>AKCp{rs(AN, 69)}</password>\n</server>"
        ),
        lambda: f"composer config --global http-basic.repo.packagist.com token {rs(HEX, 64)}",
        lambda: f"JFROG_ACCESS_TOKEN=cmVmdGtuOjAxOjE3{rs(AN, 48)}",
        lambda: f"GitHub Packages / npm → always-auth=true\n//npm.pkg.github.com/:_authToken={github_classic()}",
    ]


@kind(
    "secret",
    "ci_cd_token",
    11,
    "CircleCI, Travis, Buildkite, Jenkins API tokens, Codecov, Terraform Cloud, Pulumi, Doppler, Argo CD, Vault tokens",
)
def _():
    return [
        lambda: f"CIRCLECI_TOKEN=CCIPAT_{rs(AN, 22)}_{rs(HEX, 40)}",
        lambda: f"Buildkite agent token {rs(HEX, 50)} and API token bkua_{rs(HEX, 40)}",
        lambda: f"curl -u admin:11{rs(HEX, 32)} https://jenkins.{pick(DOMAINS)}/job/deploy/buildWithParameters",
        lambda: f"CODECOV_TOKEN={uuid4()}",
        lambda: f'credentials "app.terraform.io" {{\n  token = "{rs(AN, 14)}.atlasv1.{rs(AN, 67)}"\n}}',
        lambda: f"PULUMI_ACCESS_TOKEN=pul-{rs(HEX, 40)}",
        lambda: f"DOPPLER_TOKEN=dp.st.prd.{rs(AN, 43)}",
        lambda: f"argocd login argocd.{pick(DOMAINS)} --username admin --password {rs(AN, 16)}",
        lambda: f"VAULT_TOKEN=hvs.{rs(B64U, 24)}",
        lambda: f"travis: TRAVIS_API_TOKEN={rs(B64U, 22)}",
        lambda: (
            f"Root token from vault operator init: hvs.{rs(AN, 24)}\nUnseal Key 1: {b64(rb(33))}\nUnseal Key 2: {b64(rb(33))}\nUnseal Key 3: {b64(rb(33))}"
        ),
    ]


@kind(
    "secret",
    "observability_key",
    12,
    "Datadog API+app keys, New Relic, Sentry auth tokens, Grafana service accounts, Honeycomb, Splunk HEC, PagerDuty, Logtail",
)
def _():
    return [
        lambda: f"DD_API_KEY={rs(HEX, 32)}\nDD_APP_KEY={rs(HEX, 40)}",
        lambda: f"NEW_RELIC_LICENSE_KEY={rs(HEX, 36)}NRAL",
        lambda: f"New Relic user key: NRAK-{rs(UAN, 27)}",
        lambda: (
            f"SENTRY_AUTH_TOKEN=sntrys_{b64u(json.dumps({'iat': R.randint(1767000000, 1790000000), 'url': 'https://sentry.io', 'region_url': 'https://de.sentry.io', 'org': pick(WORDS)}).encode())}_{rs(B64U, 43)}"
        ),
        lambda: f"sentry-cli personal token sntryu_{rs(HEX, 64)}",
        lambda: f"GRAFANA_SA_TOKEN=glsa_{rs(AN, 32)}_{rs(HEX, 8)}",
        lambda: (
            f"grafana cloud access policy token: glc_{b64(json.dumps({'o': str(R.randint(100000, 999999)), 'n': 'stack-logs', 'k': rs(AN, 24), 'm': {'r': 'prod-eu-west-2'}}).encode())}"
        ),
        lambda: f"HONEYCOMB_API_KEY=hcaik_{rs(LAN, 58)}",
        lambda: (
            f'curl -k https://splunk.{pick(DOMAINS)}:8088/services/collector -H "Authorization: Splunk {uuid4()}" -d \'{{"event": "deploy"}}\''
        ),
        lambda: f"PagerDuty REST API key: u+{rs(B64U, 18)}",
        lambda: f"datadog:\n  apiKey: {rs(HEX, 32)}\n  site: datadoghq.eu",
        lambda: f"Logtail source token for the worker: {rs(AN, 24)}",
    ]


@kind(
    "secret",
    "hosting_cdn_token",
    12,
    "Cloudflare, Fastly, Vercel, Netlify, Heroku, DigitalOcean, Fly.io, Render, Railway, Linode, Hetzner, Akamai credentials",
)
def _():
    return [
        lambda: f"CLOUDFLARE_API_TOKEN={rs(B64U, 40)}",
        lambda: f"CF global api key {rs(HEX, 37)} for {email()}",
        lambda: f"FASTLY_API_TOKEN={rs(B64U, 32)}",
        lambda: f"VERCEL_TOKEN={rs(AN, 24)}",
        lambda: f"netlify deploy --auth nfp_{rs(AN, 36)} --prod",
        lambda: f"HEROKU_API_KEY=HRKU-AA{rs(B64U, 58)}",
        lambda: f"DIGITALOCEAN_ACCESS_TOKEN=dop_v1_{rs(HEX, 64)}",
        lambda: f'fly deploy --access-token "FlyV1 fm2_{rs(B64U, 200)}"',
        lambda: f"hcloud context create prod  # token: {rs(AN, 64)}",
        lambda: f"linode-cli token {rs(HEX, 64)}",
        lambda: (
            f"[default]\nclient_secret = {rs(AN + '+/', 44)}=\nhost = akab-{rs(LAN, 16)}-{rs(LAN, 16)}.luna.akamaiapis.net\naccess_token = akab-{rs(LAN, 16)}-{rs(LAN, 16)}\nclient_token = akab-{rs(LAN, 16)}-{rs(LAN, 16)}"
        ),
        lambda: f"RAILWAY_TOKEN={uuid4()}  (project token, prod environment)",
    ]


@kind(
    "secret",
    "saas_token",
    13,
    "Notion, Linear, Airtable, Atlassian, Figma, Shopify, HubSpot, Asana, Zendesk, Intercom, Mapbox secret, Algolia admin, Supabase service key",
)
def _():
    return [
        lambda: f"NOTION_TOKEN=ntn_{rs(DG, 11)}{rs(AN, 35)}",
        lambda: f"notion integration secret_{rs(AN, 43)}",
        lambda: f"LINEAR_API_KEY=lin_api_{rs(AN, 40)}",
        lambda: f"airtable PAT: pat{rs(AN, 14)}.{rs(HEX, 64)}",
        lambda: f"JIRA_API_TOKEN=ATATT3xFfGF0{rs(B64U, 170)}={rs(HEX.upper(), 8)}",
        lambda: f"FIGMA_TOKEN=figd_{rs(B64U, 40)}",
        lambda: f"Shopify admin API access token: shpat_{rs(HEX, 32)}",
        lambda: f"HUBSPOT_PRIVATE_APP_TOKEN=pat-eu1-{uuid4()}",
        lambda: f"asana PAT 2/{rs(DG, 16)}/{rs(DG, 16)}:{rs(HEX, 32)}",
        lambda: f"zendesk: {email()}/token:{rs(AN, 40)}",
        lambda: f"MAPBOX_SECRET=sk.eyJ1Ijoi{rs(B64U, 20)}In0.{rs(B64U, 22)}",
        lambda: f"ALGOLIA_ADMIN_KEY={rs(HEX, 32)}",
        lambda: f"SUPABASE_SERVICE_ROLE_KEY={jwt('supabase')}",
    ]


@kind(
    "secret",
    "token_i18n_prose",
    12,
    "API keys and tokens handed over in non-English prose (Spanish, German, French, Portuguese, Russian, Japanese, Chinese, Korean, Hindi, Arabic, Turkish, Italian)",
)
def _():
    return [
        lambda: f"Te dejo la API key de OpenAI para el bot: sk-proj-{rs(B64U, 74)}T3BlbkFJ{rs(B64U, 74)}",
        lambda: f"Hier ist unser Stripe-Live-Schlüssel, bitte merken: sk_live_{rs(AN, 24)}",
        lambda: f"Voici le jeton GitHub du robot de déploiement : {github_classic()}",
        lambda: f"O token do bot do Telegram é {R.randint(10**9, 8 * 10**9)}:AA{rs(B64U, 33)}",
        lambda: f"Ключ доступа к API Anthropic: sk-ant-api03-{rs(B64U, 93)}AA — не публикуй его.",
        lambda: f"AWSのアクセスキーは {aws_pair()[0]}、シークレットは {aws_pair()[1]} です。",
        lambda: f"这是我们的 Slack 机器人令牌：xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}",
        lambda: f"Hugging Face 토큰: hf_{rs(AN, 34)} 기억해 줘",
        lambda: f"हमारी SendGrid API कुंजी SG.{rs(B64U, 22)}.{rs(B64U, 43)} है",
        lambda: f"مفتاح واجهة برمجة التطبيقات الخاص بـ Groq هو gsk_{rs(AN, 52)}",
        lambda: f"GitLab erişim anahtarım: glpat-{rs(B64U, 20)}",
        lambda: f"Il token di Vercel per il deploy è {rs(AN, 24)}, tienilo a mente.",
    ]


@kind(
    "secret",
    "jwt",
    13,
    "JWT access/ID/service-role tokens (HS256/HS512/RS256, base64url JSON header and payload, real-size signatures)",
)
def _():
    return [
        lambda: f"Authorization: Bearer {jwt()}",
        lambda: f"access_token={jwt()}",
        lambda: f"here's my session token if you need to call the API as me: {jwt('app')}",
        lambda: f"SUPABASE_SERVICE_KEY={jwt('supabase')}",
        lambda: f'{{"access_token":"{jwt("auth0")}","token_type":"Bearer","expires_in":86400}}',
        lambda: f"kubectl --token={jwt('k8s')} get pods -n ci",
        lambda: f"localStorage['id_token'] = '{jwt('firebase')}'",
        lambda: f"x-hasura-admin token: {jwt('hasura')}",
        lambda: f"2026-03-02 10:11:12 WARN auth: token expired for user, token={jwt('keycloak')}",
        lambda: f"El JWT del usuario admin (dura 24 h): {jwt('app')}",
        lambda: f'curl -H "Authorization: Bearer {jwt()}" https://api.{pick(DOMAINS)}/v2/orders',
        lambda: f"JWT_SECRET is not needed, just reuse this token: {jwt()}",
        lambda: f"| header | value |\n|---|---|\n| Authorization | Bearer {jwt()} |",
    ]


@kind(
    "secret",
    "pem_private_key",
    12,
    "PEM private keys: PKCS#1 RSA (real integers), PKCS#8 RSA and Ed25519, SEC1 P-256, PBES2-encrypted PKCS#8, in files, YAML and JSON",
)
def _():
    return [
        lambda: rsa_pkcs1_pem(1024),
        lambda: "server.key for the staging TLS cert:\n" + rsa_pkcs1_pem(pick([1024, 2048])),
        lambda: pem("PRIVATE KEY", rsa_pkcs8_der(1024)),
        lambda: ed25519_pkcs8_pem(),
        lambda: ec_sec1_pem(),
        lambda: (
            "APNs auth key (AuthKey_"
            + rs(UAN, 10)
            + ".p8):\n"
            + pem(
                "PRIVATE KEY",
                bytes.fromhex("308187020100301306072a8648ce3d020106082a8648ce3d030107046d306b0201010420")
                + rb(32)
                + bytes.fromhex("a144034200")
                + p256_key()[1],
            )
        ),
        lambda: encrypted_pkcs8_pem() + "\n(passphrase is in the other note)",
        lambda: "tls:\n  key: |\n" + "\n".join("    " + ln for ln in ec_sec1_pem().split("\n")),
        lambda: '{"jwt_signing_key": "' + rsa_pkcs1_pem(1024).replace("\n", "\\n") + '"}',
        lambda: 'GITHUB_APP_PRIVATE_KEY="' + rsa_pkcs1_pem(1024).replace("\n", "\\n") + '"',
        lambda: "Clé privée du certificat client :\n" + ed25519_pkcs8_pem(),
        lambda: "cat /etc/ssl/private/mail.key\n" + pem("PRIVATE KEY", rsa_pkcs8_der(1024)),
    ]


def ppk() -> str:
    pub = b64(ssh_str(b"ssh-ed25519") + ssh_str(rb(32)))
    return (
        f"PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: eddsa-key-2026{R.randint(1000, 1231)}\n"
        f"Public-Lines: 2\n{pub[:64]}\n{pub[64:]}\nPrivate-Lines: 1\n{b64(ssh_str(rb(32)))}\nPrivate-MAC: {rs(HEX, 64)}"
    )


@kind(
    "secret",
    "openssh_putty_key",
    10,
    "OpenSSH private keys (openssh-key-v1 Ed25519 layout, bcrypt RSA) and PuTTY .ppk files",
)
def _():
    cm = lambda: f"{pick(FIRST).lower()}@{pick(['laptop', 'build01', 'MacBook-Pro.local', 'wsl'])}"  # noqa: E731
    return [
        lambda: openssh_ed25519(cm()),
        lambda: "deploy key for the prod box (~/.ssh/id_ed25519):\n" + openssh_ed25519(cm()),
        lambda: openssh_rsa_encrypted(),
        lambda: ppk(),
        lambda: "SSH_PRIVATE_KEY: |\n" + "\n".join("  " + ln for ln in openssh_ed25519(cm()).split("\n")),
        lambda: 'echo "' + openssh_ed25519(cm()) + '" > ~/.ssh/id_ed25519 && chmod 600 ~/.ssh/id_ed25519',
        lambda: "Esta é a chave SSH do servidor de backup:\n" + openssh_ed25519(cm()),
        lambda: "```\n" + ppk() + "\n```\nuse it with WinSCP",
        lambda: "ansible_ssh_private_key: |\n" + "\n".join("  " + ln for ln in openssh_rsa_encrypted().split("\n")),
        lambda: openssh_ed25519(cm()) + "\nbastion: ssh -J jump@" + host(),
    ]


@kind(
    "secret", "pgp_private_key", 8, "armored PGP private key blocks (v4 EdDSA secret-key packet, user id, real CRC-24)"
)
def _():
    uid = lambda: f"{name()} <{email()}>"  # noqa: E731
    return [
        lambda: pgp_secret_key(uid()),
        lambda: "gpg --export-secret-keys --armor output:\n" + pgp_secret_key(uid()),
        lambda: "GPG_PRIVATE_KEY: |\n" + "\n".join("  " + ln for ln in pgp_secret_key(uid()).split("\n")),
        lambda: "Signing key for the apt repo, keep safe:\n" + pgp_secret_key(uid()),
    ]


@kind(
    "secret",
    "oauth_client_secret",
    12,
    "OAuth client secrets (Google GOCSPX-, GitHub apps, Azure AD, Auth0, Okta, Keycloak, Discord, Spotify) with their ids, and refresh tokens",
)
def _():
    return [
        lambda: (
            f"GOOGLE_CLIENT_ID={rs(DG, 12)}-{rs(LAN, 32)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-{rs(B64U, 28)}"
        ),
        lambda: f"GITHUB_CLIENT_ID=Iv1.{rs(HEX, 16)}\nGITHUB_CLIENT_SECRET={rs(HEX, 40)}",
        lambda: (
            f"auth0:\n  domain: {pick(WORDS)}.eu.auth0.com\n  client_id: {rs(AN, 32)}\n  client_secret: {rs(B64U, 64)}"
        ),
        lambda: f"Okta app: client_id 0oa{rs(AN, 17)} client_secret {rs(B64U, 64)}",
        lambda: f"keycloak client 'backend' secret = {rs(AN, 32)}",
        lambda: (
            f"curl -d grant_type=client_credentials -d client_id=reporting -d client_secret={rs(AN, 32)} https://sso.{pick(DOMAINS)}/realms/main/protocol/openid-connect/token"
        ),
        lambda: f"SPOTIFY_CLIENT_SECRET={rs(HEX, 32)}",
        lambda: f"DISCORD_CLIENT_SECRET={rs(B64U, 32)}",
        lambda: f"refresh_token: {rs(B64U, 120)} (Dropbox, offline access)",
        lambda: f"Xero app — client id {rs(UAN, 32)}, client secret {rs(B64U, 48)}",
        lambda: f"secret de cliente OAuth de Microsoft Entra para la app de RRHH: {rs(AN, 3)}8Q~{rs(AN + '~_.-', 31)}",
        lambda: (
            f'"oauth": {{"clientId": "{uuid4()}", "clientSecret": "{rs(AN + "-_", 40)}", "tokenUrl": "https://login.salesforce.com/services/oauth2/token"}}'
        ),
    ]


@kind(
    "secret",
    "webhook_secret",
    11,
    "webhook signing secrets: Stripe whsec_, GitHub, Slack signing secret, Shopify, Twilio, Svix, Linear, Paddle",
)
def _():
    return [
        lambda: f"STRIPE_WEBHOOK_SECRET=whsec_{rs(AN, 32)}",
        lambda: f"github webhook secret for the deploy hook: {rs(HEX, 40)}",
        lambda: f"SLACK_SIGNING_SECRET={rs(HEX, 32)}",
        lambda: f"SHOPIFY_WEBHOOK_SECRET={rs(HEX, 64)}",
        lambda: f"svix signing secret whsec_{b64(rb(24))}",
        lambda: f"LINEAR_WEBHOOK_SECRET=lin_wh_{rs(AN, 40)}",
        lambda: f"paddle: notification secret pdl_ntfset_{rs(LAN, 26)}_{rs(AN, 32)}",
        lambda: f"hmac key we sign outbound webhooks with: {b64(rb(32))}",
        lambda: f'webhooks:\n  - url: https://hooks.{pick(DOMAINS)}/in\n    secret: "{rs(AN, 32)}"',
        lambda: f"Secreto de firma del webhook de Stripe (prod): whsec_{rs(AN, 32)}",
        lambda: f"gitea webhook: secret={rs(AN, 24)}  content-type=json",
    ]


@kind(
    "secret",
    "app_secret_key",
    11,
    "framework and app signing/encryption keys: Django, Rails, Laravel, NextAuth, Flask, Symfony, Phoenix, JWT_SECRET, ENCRYPTION_KEY",
)
def _():
    return [
        lambda: f"SECRET_KEY = '{rs(LAN + '!@#$%^&*(-_=+)', 50)}'",
        lambda: f"SECRET_KEY_BASE={rs(HEX, 128)}",
        lambda: f"APP_KEY=base64:{b64(rb(32))}",
        lambda: f"NEXTAUTH_SECRET={b64(rb(32))}",
        lambda: f"app.config['SECRET_KEY'] = '{rs(HEX, 48)}'",
        lambda: f"APP_SECRET={rs(HEX, 32)}",
        lambda: f'config :my_app, MyAppWeb.Endpoint, secret_key_base: "{rs(AN + "/+", 64)}"',
        lambda: f"JWT_SECRET={rs(AN, 48)}",
        lambda: f"ENCRYPTION_KEY={rs(HEX, 64)}  # AES-256 key for PII columns, do not rotate without migration",
        lambda: f"master.key (Rails credentials): {rs(HEX, 32)}",
        lambda: f"La clave de cifrado de los backups es {b64(rb(32))}",
    ]


def six() -> str:
    return rs(DG, 6)


@kind(
    "secret",
    "otp_code",
    13,
    "one-time codes given to the agent as such (SMS, e-mail, authenticator), several languages",
)
def _():
    return [
        lambda: f"the code I just got by SMS is {six()}, enter it quickly",
        lambda: f"Your verification code is {six()}. It expires in 10 minutes.",
        lambda: f"G-{six()} is your Google verification code.",
        lambda: f"2FA code for AWS console: {six()[:3]} {six()[3:]}",
        lambda: f"El código de verificación es {rs(DG, 6)}",
        lambda: f"Ihr Bestätigungscode lautet {rs(DG, 6)}",
        lambda: f"Votre code de connexion : {rs(DG, 6)}",
        lambda: f"Ваш код подтверждения: {rs(DG, 3)}-{rs(DG, 3)}",
        lambda: f"認証コード：{rs(DG, 6)}（有効期限5分）",
        lambda: f"【支付宝】验证码 {rs(DG, 6)}，请勿泄露给他人。",
        lambda: f"आपका OTP {rs(DG, 6)} है। इसे किसी के साथ साझा न करें।",
        lambda: f"رمز التحقق الخاص بك هو {rs(DG, 6)}",
        lambda: f"use {rs(DG, 8)} as the Steam Guard / email login code, it's probably still valid",
    ]


@kind(
    "secret",
    "recovery_codes",
    10,
    "2FA backup/recovery codes, Apple/BitLocker recovery keys, Proton/Bitwarden recovery codes",
)
def _():
    return [
        lambda: "GitHub recovery codes:\n" + "\n".join(f"{rs(HEX, 5)}-{rs(HEX, 5)}" for _ in range(10)),
        lambda: "Google backup codes: " + ", ".join(f"{rs(DG, 4)} {rs(DG, 4)}" for _ in range(10)),
        lambda: f"BitLocker recovery key for the ThinkPad: {'-'.join(rs(DG, 6) for _ in range(8))}",
        lambda: f"Apple ID recovery key: {'-'.join(rs(UAN, 4) for _ in range(7))}",
        lambda: f"bitwarden 2FA recovery code {rs(UAN, 32)}",
        lambda: "códigos de respaldo 2FA (Microsoft):\n" + "\n".join(rs(UAN, 10) for _ in range(5)),
        lambda: f"Proton recovery phrase: {' '.join(pick(BIP39) for _ in range(12))}",
        lambda: "Wiederherstellungscodes Discord: " + " ".join(f"{rs(LAN, 4)}-{rs(LAN, 4)}" for _ in range(8)),
        lambda: (
            "```\n"
            + "\n".join(f"{i + 1}. {rs(DG, 8)}" for i in range(8))
            + "\n```\n(these are my Dropbox 2FA backup codes)"
        ),
        lambda: f"FileVault recovery key: {'-'.join(rs(UAN, 4) for _ in range(6))}",
    ]


@kind("secret", "totp_seed", 10, "TOTP/HOTP shared secrets: otpauth:// URIs and base32 setup keys")
def _():
    s32 = lambda n=32: rs(B32, n)  # noqa: E731
    return [
        lambda: (
            f"otpauth://totp/{pick(['GitHub', 'AWS', 'Okta', 'Binance'])}:{email()}?secret={s32()}&issuer={pick(['GitHub', 'AWS', 'Okta'])}"
        ),
        lambda: f"2FA setup key (can't scan QR): {' '.join(rs(LO + '234567', 4) for _ in range(8))}",
        lambda: f"TOTP_SECRET={s32()}",
        lambda: f"Authenticator secret for the shared ops account: {s32(16)}",
        lambda: f"otpauth://hotp/Corp:{pick(USERS)}?secret={s32(26)}&counter={R.randint(0, 500)}&issuer=Corp",
        lambda: f"Clave de configuración del autenticador: {s32(32)}",
        lambda: f'mfa_seed: "{s32(32)}"  # for the bot to log in headless',
        lambda: f"oathtool --totp -b {s32(32)}",
        lambda: f"pyotp.TOTP('{s32(32)}').now()",
        lambda: f"二要素認証のシークレットキー：{s32(16)}",
    ]


@kind(
    "secret",
    "wifi_password",
    13,
    "Wi-Fi passwords in prose (several languages), WIFI: QR strings, wpa_supplicant psk, nmcli, hostapd",
)
def _():
    ssid = lambda: pick(  # noqa: E731
        [
            "FRITZ!Box 7590 XY",
            "Vodafone-4F2A",
            "casa_garcia",
            "OFFICE-5G",
            "Livebox-8C31",
            "MEO-7F2B1C",
            "TP-Link_3A9C",
            "Guest",
            "dlink-9911",
            "HUAWEI-B535",
        ]
    )
    return [
        lambda: f"wifi at home: {ssid()} / {password()}",
        lambda: f"WIFI:T:WPA;S:{ssid()};P:{password()};;",
        lambda: f'network={{\n    ssid="{ssid()}"\n    psk="{password()}"\n    key_mgmt=WPA-PSK\n}}',
        lambda: f'nmcli dev wifi connect "{ssid()}" password "{password()}"',
        lambda: f"interface=wlan0\nssid={ssid()}\nwpa=2\nwpa_passphrase={password()}",
        lambda: f"La contraseña del wifi de la oficina es {password()}",
        lambda: f"WLAN-Schlüssel: {' '.join(rs(DG, 4) for _ in range(5))}",
        lambda: f"Le code wifi de la Livebox : {rs(UP + DG, 26)}",
        lambda: f"Senha do wi-fi do Airbnb: {password()}",
        lambda: f"Пароль от вайфая на даче: {password()}",
        lambda: f"ホテルのWi-Fiパスワード：{rs(LAN, 10)}",
        lambda: f"वाई-फाई का पासवर्ड {password()} है",
        lambda: f"guest network password for the party is {pick(WORDS)}{pick(WORDS)}{R.randint(10, 99)}",
    ]


@kind(
    "secret",
    "pin_code",
    13,
    "PINs for cards, phones, SIMs (PUK), alarms, door and lock codes, voicemail, stated as such",
)
def _():
    return [
        lambda: f"PIN for the Visa ending {rs(DG, 4)} is {rs(DG, 4)}",
        lambda: f"door code for the building: {rs(DG, 4)}#",
        lambda: f"alarm disarm code {rs(DG, 4)}, panic code {rs(DG, 4)}",
        lambda: f"SIM PIN {rs(DG, 4)}, PUK {rs(DG, 8)}",
        lambda: f"my phone unlock PIN is {rs(DG, 6)}",
        lambda: f"bike lock combo: {rs(DG, 4)}",
        lambda: f"El PIN de mi tarjeta de débito es {rs(DG, 4)}",
        lambda: f"Geheimzahl der EC-Karte: {rs(DG, 4)}",
        lambda: f"Code de la porte d'entrée : {rs(DG, 1)}{pick('AB')}{rs(DG, 3)}",
        lambda: f"PIN do cartão: {rs(DG, 4)}, senha de 6 dígitos do app: {rs(DG, 6)}",
        lambda: f"ПИН-код карты Сбера: {rs(DG, 4)}",
        lambda: f"キャッシュカードの暗証番号は{rs(DG, 4)}です",
        lambda: f"voicemail PIN {rs(DG, 6)}, lockbox for the keys: {rs(DG, 4)}",
    ]


@kind(
    "secret",
    "bank_credentials",
    12,
    "bank account numbers (IBAN with check digits, US routing+account) together with online-banking passwords, PINs or TANs",
)
def _():
    return [
        lambda: (
            f"Online banking: IBAN {fmt_iban(iban('DE'))}, Anmeldename {R.randint(10000000, 99999999)}, PIN {rs(DG, 5)}"
        ),
        lambda: f"Cuenta {fmt_iban(iban('ES'))} — clave de acceso a la banca online: {password()}",
        lambda: (
            f"routing {aba_routing()} account {rs(DG, 10)}, online login {pick(FIRST).lower()}{R.randint(1, 99)} / {password()}"
        ),
        lambda: f"Compte {fmt_iban(iban('FR'))}, code confidentiel de l'espace client : {rs(DG, 6)}",
        lambda: f"Conta {fmt_iban(iban('PT'))}, código multicanal {rs(DG, 4)} e senha {rs(DG, 6)}",
        lambda: (
            f"telephone banking: sort code {rs(DG, 2)}-{rs(DG, 2)}-{rs(DG, 2)}, account {rs(DG, 8)}, security number {rs(DG, 5)}, memorable word '{pick(WORDS)}'"
        ),
        lambda: f"mTAN für die Überweisung auf {fmt_iban(iban('AT'))}: {rs(DG, 6)}",
        lambda: f"IBAN {iban('NL')} — internetbankieren wachtwoord {password()}",
        lambda: (
            f"Bank login for the business account ({iban('GB')}): customer no. {rs(DG, 10)}, passcode {rs(DG, 6)}, password {password()}"
        ),
        lambda: f"Conto {fmt_iban(iban('IT'))} — PIN dispositivo {rs(DG, 5)}",
        lambda: f"Konto {fmt_iban(iban('PL'))}, hasło do bankowości {password()}",
        lambda: f"SWIFT transfer approval: account {iban('CH')}, signing password {password()}",
    ]


@kind(
    "secret",
    "card_with_cvv",
    12,
    "Luhn-valid card numbers on real issuer prefixes with expiry and CVV/CVC (never a documented test card)",
)
def _():
    def c():
        b, n, _ = card()
        cvv = rs(DG, 4 if b == "Amex" else 3)
        return b, fmt_card(n), expiry(), cvv

    return [
        lambda: "card: {1} exp {2} cvv {3}".format(*c()),
        lambda: "Please remember my {} for bookings: {}, {}, CVC {}".format(*c()),
        lambda: '{{"number": "{1}", "exp": "{2}", "cvc": "{3}", "name": "{4}"}}'.format(*c(), name().upper()),
        lambda: "Tarjeta {} {} vence {} código de seguridad {}".format(*c()),
        lambda: "Kreditkarte: {1}, gültig bis {2}, Prüfziffer {3}".format(*c()),
        lambda: "Carte bancaire {1} – expiration {2} – cryptogramme {3}".format(*c()),
        lambda: "Cartão {}: {} validade {} CVV {}".format(*c()),
        lambda: "Карта {1}, срок {2}, CVC {3}".format(*c()),
        lambda: "クレジットカード番号 {1} 有効期限 {2} セキュリティコード {3}".format(*c()),
        lambda: "| field | value |\n|---|---|\n| card | {1} |\n| expiry | {2} |\n| cvv | {3} |".format(*c()),
        lambda: "{0} {1}\n{4}\n{2}  {3}".format(*c(), name().upper()),
        lambda: "信用卡号 {1}，有效期 {2}，安全码 {3}".format(*c()),
    ]


@kind(
    "secret",
    "card_number",
    11,
    "Luhn-valid card numbers stated as a card, without CVV (real issuer prefixes, formats with spaces, dashes, none)",
)
def _():
    def c():
        b, n, _ = card()
        return b, fmt_card(n)

    return [
        lambda: "my {} card number is {}".format(*c()),
        lambda: "company card: {1} (the one for AWS billing)".format(*c()),
        lambda: "número de tarjeta: {1}".format(*c()),
        lambda: "Pay the invoice with the {} {}, expiry is on the back".format(*c()),
        lambda: "Kartennummer {1}".format(*c()),
        lambda: "card_number={1}".format(*(lambda b, n: (b, n.replace(" ", "")))(*c())),
        lambda: "Numéro de carte : {1}".format(*c()),
        lambda: "카드 번호 {1}".format(*c()),
        lambda: "कार्ड नंबर {1}".format(*c()),
        lambda: "Use my {} ({}) for the hotel deposit.".format(*c()),
        lambda: "رقم البطاقة {1}".format(*c()),
    ]


@kind(
    "secret",
    "session_cookie",
    12,
    "session cookies and Cookie headers (Django, Rails, PHP, Express, Laravel, NextAuth, ASP.NET, GitHub, JSESSIONID)",
)
def _():
    return [
        lambda: f"Cookie: sessionid={rs(LAN, 32)}; csrftoken={rs(AN, 64)}",
        lambda: f"here's my cookie so you can fetch the dashboard as me: _session_id={rs(HEX, 32)}",
        lambda: f"PHPSESSID={rs(LAN, 26)}",
        lambda: f"connect.sid=s%3A{rs(B64U, 32)}.{urllib.parse.quote(b64(rb(32)).rstrip('='))}",
        lambda: (
            f"laravel_session={b64(json.dumps({'iv': b64(rb(16)), 'value': b64(rb(48)), 'mac': rs(HEX, 64), 'tag': ''}).encode())}"
        ),
        lambda: f"__Secure-next-auth.session-token={b64u(rb(20))}..{b64u(rb(12))}.{b64u(rb(200))}.{b64u(rb(16))}",
        lambda: f".AspNetCore.Cookies=CfDJ8{rs(B64U, 300)}",
        lambda: f"JSESSIONID={rs(HEX.upper(), 32)}",
        lambda: (
            f"curl 'https://app.{pick(DOMAINS)}/api/export' -H 'cookie: session={b64u(rb(24))}.{rs(B64U, 6)}.{rs(B64U, 27)}'"
        ),
        lambda: f"user_session={rs(B64U, 48)}; __Host-user_session_same_site={rs(B64U, 48)}; logged_in=yes",
        lambda: f"Set-Cookie: auth_token={rs(HEX, 64)}; Path=/; HttpOnly; Secure; SameSite=Lax",
        lambda: f"Mi cookie de sesión de la intranet: ASP.NET_SessionId={rs(LAN, 24)}",
    ]


@kind(
    "secret",
    "basic_auth",
    11,
    "HTTP Basic credentials: Authorization headers (base64 user:password), curl -u, URLs with user:password",
)
def _():
    def hdr():
        return b64(f"{pick(USERS)}:{password()}".encode())

    return [
        lambda: f"Authorization: Basic {hdr()}",
        lambda: f"curl -u {pick(USERS)}:{password()} https://api.{pick(DOMAINS)}/v1/export",
        lambda: f"https://{pick(USERS)}:{pw_u()}@registry.{pick(DOMAINS)}/v2/_catalog",
        lambda: f"headers = {{'Authorization': 'Basic {hdr()}'}}",
        lambda: f"requests.get(url, auth=('{pick(USERS)}', '{password()}'))",
        lambda: f"http --auth {pick(USERS)}:{password()} POST https://{host()}/hooks/rebuild",
        lambda: f"prometheus scrape: basic_auth:\n  username: metrics\n  password: {password()}",
        lambda: f"webdav: https://{pick(FIRST).lower()}:{pw_u()}@cloud.{pick(DOMAINS)}/remote.php/dav/files/",
        lambda: f"wget --user={pick(USERS)} --password='{password()}' https://downloads.{pick(DOMAINS)}/release.tar.gz",
        lambda: (
            f'nginx log: 10.2.3.4 - - [11/Mar/2026:10:00:01 +0000] "GET http://admin:{pw_u()}@{host()}/status HTTP/1.1" 200 512'
        ),
        lambda: f"El encabezado que usa el integrador es Authorization: Basic {hdr()}",
    ]


@kind("secret", "bearer_header", 10, "opaque bearer/API-key headers in curl commands, HTTP dumps and SDK calls")
def _():
    return [
        lambda: f"curl -H 'Authorization: Bearer {rs(AN, 40)}' https://api.{pick(DOMAINS)}/v1/me",
        lambda: f"X-API-Key: {rs(AN, 32)}",
        lambda: (
            f"GET /v2/invoices HTTP/1.1\nHost: api.{pick(DOMAINS)}\nAuthorization: Token {rs(HEX, 40)}\nAccept: application/json"
        ),
        lambda: f"fetch(url, {{ headers: {{ 'x-api-key': '{rs(B64U, 40)}' }} }})",
        lambda: f"api key for the weather service: {rs(HEX, 32)}",
        lambda: f"https://api.{pick(DOMAINS)}/export.csv?api_key={rs(AN, 32)}&from=2026-01-01",
        lambda: f"Authorization: Bearer {rs(B64U, 64)}",
        lambda: f"http GET https://{host()}/admin X-Auth-Token:{rs(HEX, 48)}",
        lambda: f"private-token: {rs(AN, 26)}",
        lambda: f"APIキー: {rs(AN, 32)}（社内の在庫APIで使用）",
    ]


@kind(
    "secret",
    "kube_docker_config",
    11,
    "kubeconfig users with token or client-key-data, docker config.json auths, Kubernetes Secret data (base64), helm values with passwords",
)
def _():
    def dauth():
        return b64(f"{pick(USERS)}:{password()}".encode())

    return [
        lambda: f"apiVersion: v1\nkind: Config\nusers:\n- name: ci\n  user:\n    token: {jwt('k8s')}",
        lambda: (
            f"users:\n- name: admin@prod\n  user:\n    client-certificate-data: {b64(cert_pem('kube-admin').encode())[:200]}\n    client-key-data: {b64(ec_sec1_pem().encode())}"
        ),
        lambda: (
            f'{{\n  "auths": {{\n    "https://index.docker.io/v1/": {{\n      "auth": "{dauth()}"\n    }}\n  }}\n}}'
        ),
        lambda: (
            f'{{"auths":{{"registry.gitlab.com":{{"username":"deployer","password":"gldt-{rs(B64U, 20)}","auth":"{dauth()}"}}}}}}'
        ),
        lambda: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\ntype: Opaque\ndata:\n  username: {b64(pick(USERS).encode())}\n  password: {b64(password().encode())}"
        ),
        lambda: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  STRIPE_KEY: sk_live_{rs(AN, 24)}"
        ),
        lambda: f"kubectl create secret generic pg --from-literal=password='{password()}' -n prod",
        lambda: (
            f"kubectl create secret docker-registry regcred --docker-server=ghcr.io --docker-username={pick(FIRST).lower()} --docker-password={github_classic()}"
        ),
        lambda: (
            f'# values-prod.yaml\npostgresql:\n  auth:\n    username: {pick(USERS)}\n    password: "{password()}"\n    postgresPassword: "{password()}"'
        ),
        lambda: (
            f"imagePullSecrets: the .dockerconfigjson is {b64(json.dumps({'auths': {'harbor.' + pick(DOMAINS): {'auth': dauth()}}}).encode())}"
        ),
        lambda: f"token for the dashboard (kubectl -n kubernetes-dashboard create token admin-user):\n{jwt('k8s')}",
    ]


@kind(
    "secret",
    "netrc_dotfiles",
    11,
    ".netrc, .pgpass, .git-credentials, .npmrc, .pypirc, pip.conf, .my.cnf, rclone and s3cfg lines with credentials",
)
def _():
    return [
        lambda: f"machine api.heroku.com\n  login {email()}\n  password {uuid4()}",
        lambda: f"machine ftp.{pick(DOMAINS)} login {pick(USERS)} password {password()}",
        lambda: f"{host()}:5432:{pick(DBNAMES)}:{pick(USERS)}:{password().replace(':', '')}",
        lambda: f"~/.pgpass\n*:*:*:postgres:{password().replace(':', '')}",
        lambda: f"cat ~/.git-credentials\nhttps://{pick(FIRST).lower()}:{github_classic()}@github.com",
        lambda: f"[global]\nindex-url = https://{pick(USERS)}:{pw_u()}@pypi.{pick(DOMAINS)}/simple/",
        lambda: (
            f"registry=https://nexus.{pick(DOMAINS)}/repository/npm/\n_auth={b64(f'{pick(USERS)}:{password()}'.encode())}\nalways-auth=true"
        ),
        lambda: (
            f"[distutils]\nindex-servers = private\n[private]\nrepository = https://pypi.{pick(DOMAINS)}\nusername = {pick(USERS)}\npassword = {password()}"
        ),
        lambda: f"[default]\naccess_key = {aws_pair()[0]}\nsecret_key = {aws_pair()[1]}\nhost_base = s3.amazonaws.com",
        lambda: (
            f"# ~/.config/rclone/rclone.conf\n[sftp-nas]\ntype = sftp\nhost = nas.local\nuser = {pick(FIRST).lower()}\npass = {rs(B64U, 40)}"
        ),
        lambda: f'~/.docker/config.json has "auth": "{b64(f"{pick(USERS)}:{password()}".encode())}" for our harbor',
    ]


@kind(
    "secret",
    "vpn_wireguard",
    9,
    "WireGuard private keys and preshared keys, OpenVPN auth files, IPsec PSKs, Tailscale auth keys",
)
def _():
    return [
        lambda: (
            f"[Interface]\nPrivateKey = {b64(rb(32))}\nAddress = 10.8.0.{R.randint(2, 250)}/24\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {b64(rb(32))}\nEndpoint = vpn.{pick(DOMAINS)}:51820\nAllowedIPs = 0.0.0.0/0"
        ),
        lambda: f"wg private key for the phone: {b64(rb(32))}",
        lambda: f"PresharedKey = {b64(rb(32))}",
        lambda: f"auth-user-pass creds.txt\n# creds.txt:\n{pick(USERS)}\n{password()}",
        lambda: (
            f'conn office\n  left=%defaultroute\n  right=vpn.{pick(DOMAINS)}\n  authby=secret\n# ipsec.secrets: %any vpn.{pick(DOMAINS)} : PSK "{rs(AN, 32)}"'
        ),
        lambda: f"TS_AUTHKEY=tskey-auth-{rs(AN, 12)}CNTRL-{rs(AN, 33)}",
        lambda: (
            f"L2TP/IPsec: server vpn.{pick(DOMAINS)}, shared secret {rs(AN, 16)}, user {pick(USERS)}, password {password()}"
        ),
        lambda: f"VPN da empresa — usuário {pick(USERS)}, senha {password()}, chave pré-compartilhada {rs(AN, 20)}",
        lambda: f"tailscale up --authkey tskey-auth-{rs(AN, 12)}CNTRL-{rs(AN, 33)} --advertise-routes=10.0.0.0/24",
    ]


@kind(
    "secret",
    "crypto_private_key",
    9,
    "cryptocurrency private keys: hex (0x…), WIF (Base58Check), Solana secret-key arrays, keystore passwords",
)
def _():
    return [
        lambda: f"ETH private key for the deployer wallet: 0x{rs(HEX, 64)}",
        lambda: f"PRIVATE_KEY={rs(HEX, 64)}",
        lambda: f"bitcoin wif: {wif_key()}",
        lambda: f'importprivkey {wif_key()} "cold-storage"',
        lambda: f"solana id.json: [{','.join(str(R.randint(0, 255)) for _ in range(64))}]",
        lambda: f"Clave privada de la wallet (Polygon): {rs(HEX, 64)}",
        lambda: f"const wallet = new ethers.Wallet('0x{rs(HEX, 64)}', provider);",
        lambda: f"keystore UTC--2026-01-02 password: {password()}",
        lambda: f"钱包私钥：0x{rs(HEX, 64)}",
    ]


@kind(
    "secret",
    "log_leak",
    12,
    "logs, stack traces and crash dumps that print credentials (DSNs in exceptions, headers in debug logs, env dumps)",
)
def _():
    return [
        lambda: (
            f'Traceback (most recent call last):\n  File "app/db.py", line 41, in connect\n    engine = create_engine(url)\nsqlalchemy.exc.OperationalError: (psycopg2.OperationalError) could not connect to server\n[SQL: None]\n(url: postgresql://{pick(USERS)}:{pw_u()}@{host()}:5432/{pick(DBNAMES)})'
        ),
        lambda: (
            f"java.sql.SQLException: Access denied for user 'app'@'10.0.3.7' (using password: YES)\n\tat com.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:448)\nCaused by: url=jdbc:mysql://{host()}:3306/{pick(DBNAMES)}?user=app&password={pw_u()}"
        ),
        lambda: (
            f"{ts_iso()} DEBUG urllib3.connectionpool: https://api.{pick(DOMAINS)}:443 \"POST /v1/charge HTTP/1.1\" 200 -- headers={{'Authorization': 'Bearer sk_live_{rs(AN, 24)}'}}"
        ),
        lambda: f"{ts_iso()} ERROR worker env dump: HOME=/root PATH=/usr/bin DB_PASSWORD={password()} LOG_LEVEL=debug",
        lambda: (
            f'[{ts_iso()}] production.ERROR: SQLSTATE[HY000] [1045] Access denied (SQL: select * from users) {{"password":"{password()}","username":"{pick(USERS)}"}}'
        ),
        lambda: (
            f"panic: dial tcp: lookup redis: no such host\n\ngoroutine 1 [running]:\nmain.main()\n\t/app/main.go:23 +0x1d4\nconfig: {{RedisURL:redis://:{pw_u()}@redis:6379/0 Port:8080}}"
        ),
        lambda: (
            f'level=info msg="outgoing request" url="https://api.{pick(DOMAINS)}/v2/items?access_token={rs(AN, 40)}" status=200 duration=182ms'
        ),
        lambda: (
            f"Sentry event: KeyError 'user'\nLocal variables: {{'self': <Client>, 'api_key': '{rs(HEX, 32)}', 'retries': 3}}"
        ),
        lambda: (
            f"kubectl logs job/migrate\nConnecting with DATABASE_URL=postgres://{pick(USERS)}:{pw_u()}@{host()}/{pick(DBNAMES)}\nRunning 3 migrations..."
        ),
        lambda: (
            f"npm ERR! 401 Unauthorized - PUT https://registry.npmjs.org/@{pick(WORDS)}%2fcore - token npm_{rs(AN, 36)} is expired or revoked"
        ),
        lambda: (
            f"GitHub Actions log:\nRun ./deploy.sh\n  ./deploy.sh --api-key {rs(HEX, 40)} --env prod\n  shell: /usr/bin/bash -e {{0}}"
        ),
        lambda: (
            f"Error de conexión: FATAL: password authentication failed for user \"{pick(USERS)}\" (intento con contraseña '{password()}')"
        ),
    ]


# ---- hidden variants: a base secret, lightly obfuscated
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def base_secret_value() -> tuple[str, str]:
    """(label, value) for the hidden variants."""
    return pick(
        [
            ("Stripe key", lambda: f"sk_live_{rs(AN, 24)}"),
            ("GitHub token", lambda: github_classic()),
            ("OpenAI key", lambda: f"sk-proj-{rs(B64U, 40)}T3BlbkFJ{rs(B64U, 40)}"),
            ("Slack bot token", lambda: f"xoxb-{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}"),
            ("AWS secret", lambda: "{} {}".format(*aws_pair())),
            ("password", lambda: password()),
            ("db password", lambda: password()),
            ("Anthropic key", lambda: f"sk-ant-api03-{rs(B64U, 60)}AA"),
            ("GitLab token", lambda: f"glpat-{rs(B64U, 20)}"),
            ("npm token", lambda: f"npm_{rs(AN, 36)}"),
            ("HF token", lambda: f"hf_{rs(AN, 34)}"),
        ]
    )[0:2]


def bsv() -> tuple[str, str]:
    lbl, mk = base_secret_value()
    return lbl, mk()


def zw_insert(s: str) -> str:
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if i < len(s) - 1 and R.random() < 0.25:
            out.append(pick(ZW))
    if not any(c in ZW for c in out):
        out.insert(len(out) // 2, pick(ZW))
    return "".join(out)


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


@kind(
    "secret",
    "hidden_zero_width",
    10,
    "secrets with zero-width characters (U+200B/C/D, U+2060, U+FEFF) inside the value or keyword",
)
def _():
    return [
        lambda: "my {}: {}".format(*(lambda a, b: (a, zw_insert(b)))(*bsv())),
        lambda: "{} = {}".format(*(lambda a, b: (a.upper().replace(" ", "_"), zw_insert(b)))(*bsv())),
        lambda: f"pass{pick(ZW)}word: {zw_insert(password())}",
        lambda: f"STRIPE{pick(ZW)}_SECRET_KEY=sk_{pick(ZW)}live_{rs(AN, 24)}",
        lambda: f"postgres://{pick(USERS)}:{zw_insert(pw_u())}@{host()}/{pick(DBNAMES)}",
        lambda: f"contraseña\u200b: {zw_insert(password())}",
        lambda: "keep it: {1}".format(*(lambda a, b: (a, zw_insert(b)))(*bsv())),
    ]


@kind("secret", "hidden_fullwidth", 10, "secrets written in fullwidth forms (U+FF01-FF5E), the value or the whole line")
def _():
    return [
        lambda: "my {} is {}".format(*(lambda a, b: (a, fullwidth(b)))(*bsv())),
        lambda: fullwidth("password: " + password()),
        lambda: "パスワード：" + fullwidth(password()),
        lambda: fullwidth(f"GITHUB_TOKEN={github_classic()}"),
        lambda: "密码：" + fullwidth(password()),
        lambda: "{}: {}".format(*(lambda a, b: (a, fullwidth(b)))(*bsv())),
        lambda: fullwidth(f"sk_live_{rs(AN, 24)}") + " ← Stripe",
    ]


def split_val(s: str) -> str:
    sep = pick([" ", "-", " / ", "\n", "  ", " | "])
    out = []
    i = 0
    while i < len(s):
        k = R.randint(4, 8)
        out.append(s[i : i + k])
        i += k
    return sep.join(out)


@kind(
    "secret",
    "hidden_split",
    11,
    "secrets cut into pieces by spaces, dashes, slashes or line breaks, or spelled out, or spread over several messages",
)
def _():
    return [
        lambda: "{} (in pieces, join them): {}".format(*(lambda a, b: (a, split_val(b)))(*bsv())),
        lambda: "{}:\n{}".format(*(lambda a, b: (a, split_val(b)))(*bsv())),
        lambda: f"the password is {' '.join(password())}",
        lambda: (lambda k: f"first half of the Stripe key: {k[:16]}\nsecond half: {k[16:]}")(f"sk_live_{rs(AN, 24)}"),
        lambda: (lambda k: f"[10:01] me: token part 1 = {k[:20]}\n[10:02] me: part 2 = {k[20:]}")(github_classic()),
        lambda: (lambda p: f"pw: {p[: len(p) // 2]} + {p[len(p) // 2 :]} (no space)")(password()),
        lambda: (lambda k: 'OPENAI_API_KEY="' + k[:30] + '" \\\n  "' + k[30:] + '"')(
            f"sk-proj-{rs(B64U, 60)}T3BlbkFJ{rs(B64U, 60)}"
        ),
        lambda: "Mi contraseña, letra por letra: " + ", ".join(password()),
        lambda: (lambda a, b: f"{a}, reversed so nobody reads it: {b[::-1]}")(*bsv()),
        lambda: (lambda a, b: f"{a} in base64 (decode before use): {b64(b.encode())}")(*bsv()),
    ]


HOMO = {
    "a": "а",
    "c": "с",
    "e": "е",
    "o": "о",
    "p": "р",
    "x": "х",
    "y": "у",
    "i": "і",
    "s": "ѕ",
    "h": "һ",
    "A": "А",
    "B": "В",
    "C": "С",
    "E": "Е",
    "H": "Н",
    "K": "К",
    "M": "М",
    "O": "О",
    "P": "Р",
    "T": "Т",
    "X": "Х",
}


def homo(s: str, p: float = 0.6) -> str:
    out = "".join(HOMO[c] if c in HOMO and R.random() < p else c for c in s)
    if out == s:
        for i, c in enumerate(s):
            if c in HOMO:
                return s[:i] + HOMO[c] + s[i + 1 :]
    return out


@kind(
    "secret",
    "hidden_homoglyph",
    10,
    "secrets with Cyrillic look-alike letters in the prefix or keyword (ѕk_lіvе_, gһp_, АKIA, раѕѕword, PRIVATЕ KЕY)",
)
def _():
    return [
        lambda: f"{homo('sk_live_')}{rs(AN, 24)}",
        lambda: f"{homo('password')}: {password()}",
        lambda: homo("ghp_", 1.0) + github_classic()[4:],
        lambda: "{}{} / {}".format(homo("AKIA", 1.0), *(lambda a, b: (a[4:], b))(*aws_pair())),
        lambda: homo("-----BEGIN PRIVATE KEY-----", 0.3) + ed25519_pkcs8_pem()[27:],
        lambda: f"{homo('xoxb-')}{rs(DG, 12)}-{rs(DG, 13)}-{rs(AN, 24)}",
        lambda: f"DB_{homo('PASSWORD')}={password()}",
        lambda: f"my {homo('api key')} is {rs(HEX, 32)}",
        lambda: f"{homo('sk-ant-api03-')}{rs(B64U, 93)}AA",
        lambda: f"{homo('secret')}={rs(AN, 40)}",
    ]


# ================================================================ BENIGN
@kind(
    "benign",
    "placeholder_key",
    13,
    "API keys shown as placeholders in docs and templates (<YOUR_API_KEY>, xxxx, EXAMPLE, your-token-here, ...)",
)
def _():
    return [
        lambda: "export OPENAI_API_KEY=<YOUR_API_KEY>",
        lambda: f"STRIPE_SECRET_KEY=sk_live_{'x' * 24}",
        lambda: f"GITHUB_TOKEN=ghp_{'X' * 36}",
        lambda: "# .env.example\nSLACK_BOT_TOKEN=xoxb-your-token\nSLACK_SIGNING_SECRET=your-signing-secret",
        lambda: "Set `ANTHROPIC_API_KEY=sk-ant-...` in your shell before running the examples.",
        lambda: (
            "The AWS docs use the example pair AKIAIOSFODNN7EXAMPLE / wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY; replace them with your own."
        ),
        lambda: 'curl -H "Authorization: Bearer $TOKEN" https://api.example.com/v1/items',
        lambda: 'api_key: "REPLACE_ME"  # get one at https://dashboard.example.com/keys',
        lambda: "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        lambda: "Paste your token here: ____________________",
        lambda: "Usage: mycli login --token <token> [--profile <name>]",
        lambda: "En el archivo .env pon tu clave así: OPENAI_API_KEY=tu-clave-aquí",
        lambda: "NPM_TOKEN=${NPM_TOKEN:?set NPM_TOKEN first}",
        lambda: "DISCORD_TOKEN=your_bot_token_goes_here",
        lambda: 'config.yaml template:\n  datadog:\n    api_key: "<DATADOG_API_KEY>"\n    app_key: "<DATADOG_APP_KEY>"',
    ]


@kind(
    "benign",
    "placeholder_password",
    12,
    "passwords as placeholders, empty values or prompts (changeme in docs, <password>, ********, -p that prompts)",
)
def _():
    return [
        lambda: "DB_PASSWORD=",
        lambda: "postgres://USER:PASSWORD@HOST:5432/DBNAME",
        lambda: "mongodb+srv://<username>:<password>@cluster0.mongodb.net/",
        lambda: (
            "The default admin password in the quickstart is `changeme`; the installer forces you to change it on first login."
        ),
        lambda: "mysql -u root -p   # you will be prompted for the password",
        lambda: "password: ********",
        lambda: "psql -h db.internal -U app -W  (prompts for password)",
        lambda: "Beispiel: Passwort: <Ihr Passwort>",
        lambda: "docker login -u myuser --password-stdin < ~/.secrets/registry_pw",
        lambda: "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}",
        lambda: "Senha: (a mesma de sempre, não vou escrever aqui)",
        lambda: "wifi password: see the sticker on the router",
        lambda: "'PASSWORD': 'your-db-password-here',",
    ]


@kind(
    "benign", "redacted_masked", 13, "masked and redacted values (****, [REDACTED], last four, ghp_…abcd, [FILTERED])"
)
def _():
    return [
        lambda: f"STRIPE_SECRET_KEY=sk_live_****{rs(AN, 4)}",
        lambda: "Authorization: Bearer [REDACTED]",
        lambda: f"token=ghp_…{rs(AN, 4)} (revoked on {R.randint(1, 28)} March)",
        lambda: "password=*** user=app host=db-prod",
        lambda: 'Parameters: {"user"=>{"email"=>"ana@northwind.io", "password"=>"[FILTERED]"}}',
        lambda: f"Card ending in {rs(DG, 4)} was charged €49.00",
        lambda: f"postgres://app:<redacted>@{host()}/orders",
        lambda: f"AWS_SECRET_ACCESS_KEY=************************************{rs(AN, 4)}",
        lambda: "api_key: '••••••••••••••••'",
        lambda: f"sk-proj-...{rs(AN, 4)} was rotated; the new key is in 1Password.",
        lambda: "Contraseña: ●●●●●●●●",
        lambda: f"IBAN DE** **** **** **** **{rs(DG, 2)} {rs(DG, 2)}",
        lambda: "log line: login ok user=kenji password=<masked> ip=10.0.4.12",
    ]


@kind(
    "benign",
    "publishable_key",
    12,
    "public-by-design keys: Stripe pk_, reCAPTCHA site keys, Algolia search-only, Mapbox pk., Firebase web config, Paddle client tokens",
)
def _():
    return [
        lambda: f"NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51{rs(AN, 97)}",
        lambda: f"const stripe = Stripe('pk_test_51{rs(AN, 97)}');",
        lambda: f'<div class="g-recaptcha" data-sitekey="6L{rs(B64U, 38)}"></div>',
        lambda: f"Algolia search-only API key (safe in the browser): {rs(HEX, 32)}, app id {rs(UAN, 10)}",
        lambda: f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{rs(B64U, 20)}In0.{rs(B64U, 22)}';",
        lambda: (
            f'const firebaseConfig = {{\n  apiKey: "AIza{rs(B64U, 35)}",\n  authDomain: "{pick(WORDS)}-app.firebaseapp.com",\n  projectId: "{pick(WORDS)}-app",\n  appId: "1:{rs(DG, 12)}:web:{rs(HEX, 22)}"\n}};'
        ),
        lambda: f"PADDLE_CLIENT_TOKEN=live_{rs(HEX, 27)}  # client-side token, meant for Paddle.js",
        lambda: f"Square application id (public): sq0idp-{rs(B64U, 22)}",
        lambda: f"Publishable key for the checkout page: pk_live_{rs(AN, 24)}",
        lambda: f"PostHog project API key (public, goes in the snippet): phc_{rs(AN, 43)}",
        lambda: (
            f"Sentry browser DSN in index.html: https://{rs(HEX, 32)}@o{R.randint(100000, 999999)}.ingest.sentry.io/{R.randint(1000000, 9999999)}"
        ),
        lambda: f"la clave publicable de Stripe es pk_test_{rs(AN, 24)}, esa sí puede ir en el frontend",
    ]


@kind("benign", "oauth_client_id", 12, "OAuth client ids, app ids, tenant ids, authorization URLs without secrets")
def _():
    return [
        lambda: f"GOOGLE_CLIENT_ID={rs(DG, 12)}-{rs(LAN, 32)}.apps.googleusercontent.com",
        lambda: f"GitHub App: app id {R.randint(100000, 999999)}, client id Iv23li{rs(AN, 14)}",
        lambda: f"Azure app registration: Application (client) ID {uuid4()}, Directory (tenant) ID {uuid4()}",
        lambda: (
            f"https://accounts.google.com/o/oauth2/v2/auth?client_id={rs(DG, 12)}-{rs(LAN, 32)}.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.{pick(DOMAINS)}%2Fcallback&response_type=code&scope=openid%20email&state={rs(B64U, 22)}&code_challenge={rs(B64U, 43)}&code_challenge_method=S256"
        ),
        lambda: f"okta client_id: 0oa{rs(AN, 17)}",
        lambda: f"AUTH0_CLIENT_ID={rs(AN, 32)}\nAUTH0_DOMAIN={pick(WORDS)}.eu.auth0.com",
        lambda: f"Slack app id A{rs(UAN, 10)}, team id T{rs(UAN, 9)}, channel C{rs(UAN, 10)}",
        lambda: f"Discord application id {R.randint(10**17, 2 * 10**18)} (public, shown in the invite link)",
        lambda: (
            f"https://discord.com/oauth2/authorize?client_id={R.randint(10**17, 2 * 10**18)}&permissions=2048&scope=bot"
        ),
        lambda: f"Meta app ID {rs(DG, 16)}",
        lambda: f"ID de cliente OAuth (no es secreto): {rs(DG, 12)}-{rs(LAN, 32)}.apps.googleusercontent.com",
        lambda: f"Twilio Account SID for the support line: AC{rs(HEX, 32)} (the auth token stays in Vault)",
    ]


@kind("benign", "ssh_public_key", 12, "SSH public keys in authorized_keys, known_hosts, GitHub deploy-key forms")
def _():
    cm = lambda: f"{pick(FIRST).lower()}@{pick(['laptop', 'build01', 'MacBook-Air.local'])}"  # noqa: E731
    return [
        lambda: ssh_pub_ed25519(cm()),
        lambda: "add this to authorized_keys on the bastion:\n" + ssh_pub_ed25519(cm()),
        lambda: ssh_pub_rsa(cm()),
        lambda: f"{host()} {ssh_pub_ecdsa('').strip()}",
        lambda: "my public key (safe to share): " + ssh_pub_ed25519(cm()),
        lambda: "Deploy key (read-only) public part:\n" + ssh_pub_ed25519("deploy@ci"),
        lambda: "cat ~/.ssh/id_ed25519.pub\n" + ssh_pub_ed25519(cm()),
        lambda: "ssh_authorized_keys:\n  - " + ssh_pub_ed25519(cm()),
        lambda: "Chave pública para o servidor: " + ssh_pub_ecdsa(cm()),
        lambda: "公開鍵です：" + ssh_pub_ed25519(cm()),
    ]


@kind("benign", "public_key_pem_cert", 12, "PEM public keys (SPKI RSA/EC) and X.509 certificates, CA bundles")
def _():
    return [
        lambda: spki_rsa_pem(1024),
        lambda: "JWT verification key (public):\n" + spki_ec_pem(),
        lambda: cert_pem(f"*.{pick(DOMAINS)}"),
        lambda: "ca.crt for the internal CA:\n" + cert_pem("Internal Root CA"),
        lambda: (
            "tls:\n  certificate: |\n" + "\n".join("    " + ln for ln in cert_pem(f"api.{pick(DOMAINS)}").split("\n"))
        ),
        lambda: (
            "-----BEGIN RSA PUBLIC KEY-----\n"
            + wrap64(b64(seq(der_int(rsa_public(1024)[0]), der_int(65537))))
            + "\n-----END RSA PUBLIC KEY-----"
        ),
        lambda: "SAML IdP signing certificate (public, from metadata):\n" + cert_pem("idp.signing"),
        lambda: "webhook signature public key:\n" + spki_ec_pem(),
    ]


@kind("benign", "pgp_public_key", 8, "armored PGP public key blocks and key fingerprints for verification")
def _():
    return [
        lambda: pgp_public_key(f"{name()} <{email()}>"),
        lambda: (
            "Release signing key — verify downloads with it:\n"
            + pgp_public_key(f"Release Bot <release@{pick(DOMAINS)}>")
        ),
        lambda: f"gpg --recv-keys {rs(HEX.upper(), 40)}",
        lambda: (
            f"pub   ed25519 2025-03-14 [SC]\n      {rs(HEX.upper(), 40)}\nuid           [ultimate] {name()} <{email()}>"
        ),
        lambda: f"My PGP fingerprint: {' '.join(rs(HEX.upper(), 4) for _ in range(10))}",
    ]


@kind(
    "benign", "fingerprint", 12, "certificate and host-key fingerprints, TLS pins, key ids, WireGuard/age public keys"
)
def _():
    return [
        lambda: (
            f"The authenticity of host '{host()}' can't be established.\nED25519 key fingerprint is SHA256:{b64(rb(32)).rstrip('=')}."
        ),
        lambda: f"SHA-256 fingerprint: {':'.join(rs(HEX.upper(), 2) for _ in range(32))}",
        lambda: f'pin-sha256="{b64(rb(32))}"',
        lambda: f"AWS key pair fingerprint {':'.join(rs(HEX, 2) for _ in range(20))}",
        lambda: (
            f"[Peer]\nPublicKey = {b64(rb(32))}\nAllowedIPs = 10.8.0.{R.randint(2, 250)}/32\nEndpoint = {host()}:51820"
        ),
        lambda: f"age recipient (public): age1{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}",
        lambda: f"3072 SHA256:{b64(rb(32)).rstrip('=')} {pick(FIRST).lower()}@laptop (RSA)",
        lambda: f"Certificate thumbprint: {rs(HEX.upper(), 40)}",
        lambda: f"kid: {rs(B64U, 43)} (from the JWKS)",
        lambda: f"MD5 fingerprint of the old host key: {':'.join(rs(HEX, 2) for _ in range(16))}",
        lambda: f"La huella del certificado es SHA1 {':'.join(rs(HEX.upper(), 2) for _ in range(20))}",
        lambda: f"tailscale node key nodekey:{rs(HEX, 64)} (public)",
    ]


@kind("benign", "git_sha", 12, "commit SHAs, short SHAs, git log/blame lines, merge requests")
def _():
    return [
        lambda: f"fixed in {rs(HEX, 40)}",
        lambda: (
            f"commit {rs(HEX, 40)}\nAuthor: {name()} <{email()}>\nDate:   Tue Mar 3 10:12:44 2026 +0100\n\n    fix token refresh race"
        ),
        lambda: f"git cherry-pick {rs(HEX, 7)} {rs(HEX, 7)}",
        lambda: (
            f"{rs(HEX, 8)} (HEAD -> main, origin/main) bump deps\n{rs(HEX, 8)} add password reset page\n{rs(HEX, 8)} rotate keys docs"
        ),
        lambda: f'Revert "{rs(HEX, 12)}": broke the login flow',
        lambda: f"pinned action: uses: actions/checkout@{rs(HEX, 40)} # v4.2.2",
        lambda: f"deployed build {rs(HEX, 40)} to prod at {hhmm()}",
        lambda: f"git diff {rs(HEX, 7)}..{rs(HEX, 7)} -- src/auth/",
        lambda: f"El commit que rompió el token es {rs(HEX, 10)}",
        lambda: f"Subproject commit {rs(HEX, 40)}",
        lambda: f"go.sum: github.com/{pick(WORDS)}/{pick(WORDS)} v0.0.0-2026{rs(DG, 10)}-{rs(HEX, 12)}",
        lambda: f"blame: {rs(HEX, 8)} ({pick(FIRST)} 2026-02-11) const password = req.body.password;",
    ]


@kind("benign", "uuid_id", 12, "UUIDs and cloud identifiers: account ids, ARNs, subscription ids, resource ids, OCIDs")
def _():
    return [
        lambda: f"tenant_id: {uuid4()}",
        lambda: f"arn:aws:iam::{rs(DG, 12)}:role/{pick(['ci-deploy', 'lambda-exec', 'readonly'])}",
        lambda: (
            f"/subscriptions/{uuid4()}/resourceGroups/rg-{pick(WORDS)}/providers/Microsoft.Web/sites/{pick(WORDS)}-api"
        ),
        lambda: f"ocid1.instance.oc1.eu-frankfurt-1.{rs(LAN, 60)}",
        lambda: f"user id {uuid4()} reported the bug",
        lambda: f"GCP project number {rs(DG, 12)}, project id {pick(WORDS)}-{pick(WORDS)}-{R.randint(100000, 999999)}",
        lambda: f"Cloudflare zone id {rs(HEX, 32)}, account id {rs(HEX, 32)}",
        lambda: f"Stripe customer cus_{rs(AN, 14)}, subscription sub_{rs(AN, 24)}",
        lambda: f"idempotency key {uuid4()} reused, request rejected",
        lambda: f"i-{rs(HEX, 17)} in vpc-{rs(HEX, 17)}, sg-{rs(HEX, 17)}",
        lambda: f"Notion page id {rs(HEX, 32)}",
        lambda: f"La factura tiene el id {uuid4()}",
    ]


@kind("benign", "checksum_digest", 12, "file checksums, image digests, npm/SRI integrity, password-free hashes")
def _():
    return [
        lambda: (
            f"{rs(HEX, 64)}  {pick(WORDS)}-v{R.randint(1, 5)}.{R.randint(0, 20)}.{R.randint(0, 9)}-linux-amd64.tar.gz"
        ),
        lambda: f"image: ghcr.io/{pick(WORDS)}/api@sha256:{rs(HEX, 64)}",
        lambda: f'"integrity": "sha512-{b64(rb(64))}"',
        lambda: f'<script src="/app.js" integrity="sha384-{b64(rb(48))}" crossorigin="anonymous"></script>',
        lambda: f"MD5 ({pick(WORDS)}.iso) = {rs(HEX, 32)}",
        lambda: f"sha1sum: {rs(HEX, 40)}  backup-2026-03-01.sql.gz",
        lambda: f'ETag: "{rs(HEX, 32)}"',
        lambda: f"Digest: sha256:{rs(HEX, 64)}\nStatus: Downloaded newer image for postgres:16",
        lambda: f'cargo: checksum = "{rs(HEX, 64)}"',
        lambda: f"blake3 {rs(HEX, 64)}",
        lambda: f"La suma SHA-256 del instalador es {rs(HEX, 64)}",
        lambda: f"x-amz-checksum-crc32: {b64(rb(4))}",
    ]


PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
CSV_SAMPLE = b"nome,cidade\nAna,Lisboa\nRui,Porto\n"


def bcrypt_hash() -> str:
    return f"$2b$12${rs(AN + './', 53)}"


@kind(
    "benign",
    "password_hash",
    11,
    "password hashes stated as hashes (bcrypt, argon2id, sha512-crypt, PBKDF2, scrypt, htpasswd apr1)",
)
def _():
    return [
        lambda: f"stored hash: {bcrypt_hash()}",
        lambda: f"users table row: id=42, email={email()}, password_hash='{bcrypt_hash()}'",
        lambda: f"$argon2id$v=19$m=65536,t=3,p=4${b64(rb(16)).rstrip('=')}${b64(rb(32)).rstrip('=')}",
        lambda: f"root:$6${rs(AN + './', 16)}${rs(AN + './', 86)}:19700:0:99999:7:::",
        lambda: f"pbkdf2_sha256$870000${rs(AN, 22)}${b64(rb(32))}",
        lambda: f"admin:$apr1${rs(AN, 8)}${rs(AN + './', 22)}",
        lambda: f"The hash in the dump ({bcrypt_hash()}) is bcrypt cost 12, so it is not reversible.",
        lambda: f"scrypt:32768:8:1${rs(AN, 16)}${rs(HEX, 128)}",
        lambda: f"O campo senha_hash guarda {bcrypt_hash()}",
        lambda: f"htpasswd line for the docs site (hash only): docs:{bcrypt_hash()}",
        lambda: f"{{SSHA}}{b64(rb(24))}",
    ]


@kind(
    "benign",
    "request_trace_id",
    12,
    "request ids, trace ids, span ids, Ray ids, correlation ids in logs and error reports",
)
def _():
    return [
        lambda: f"X-Request-Id: {uuid4()}",
        lambda: f"traceparent: 00-{rs(HEX, 32)}-{rs(HEX, 16)}-01",
        lambda: f"Cloudflare Ray ID: {rs(HEX, 16)}",
        lambda: (
            f"RequestId: {uuid4()} Duration: {R.randint(2, 900)}.{R.randint(10, 99)} ms Billed Duration: {R.randint(2, 900)} ms"
        ),
        lambda: (
            f"{ts_iso()} INFO request_id={rs(HEX, 32)} method=POST path=/api/login status=401 latency={R.randint(3, 90)}ms"
        ),
        lambda: f"Sentry event {rs(HEX, 32)}",
        lambda: f"x-amz-request-id: {rs(UAN, 16)}\nx-amz-id-2: {b64(rb(56))}",
        lambda: f"Please quote incident id {rs(UAN, 8)}-{rs(UAN, 4)} when contacting support.",
        lambda: f"correlationId={uuid4()} spanId={rs(HEX, 16)}",
        lambda: f"Datadog trace {R.randint(10**18, 9 * 10**18)}",
        lambda: f"ID de la solicitud: {rs(HEX, 24)}",
        lambda: f"x-goog-request-id {rs(AN, 27)}",
    ]


@kind(
    "benign",
    "order_tracking",
    12,
    "order, booking, parcel and ticket numbers (UPS, DHL, Amazon, airlines), some long and digit-heavy",
)
def _():
    return [
        lambda: f"UPS tracking 1Z{rs(UAN, 16)}",
        lambda: f"Amazon order {rs(DG, 3)}-{rs(DG, 7)}-{rs(DG, 7)}",
        lambda: f"DHL Sendungsnummer {rs(DG, 20)}",
        lambda: f"booking reference {rs(UP, 6)}, e-ticket {rs(DG, 3)}-{rs(DG, 10)}",
        lambda: f"pedido nº {R.randint(100000, 999999)}, seguimiento Correos PQ{rs(UAN, 14)}ES",
        lambda: f"USPS: {rs(DG, 22)}",
        lambda: f"Ticket JIRA OPS-{R.randint(100, 9999)}: reset password flow broken on Safari",
        lambda: f"member number {non_luhn(pick(['7', '4', '5']), 16)}",
        lambda: f"invoice INV-2026-{rs(DG, 6)} for order #{R.randint(10000, 99999)}",
        lambda: f"FedEx {rs(DG, 12)} delivered to reception",
        lambda: f"注文番号: {rs(DG, 3)}-{rs(DG, 7)}-{rs(DG, 7)}",
        lambda: f"IMEI {luhn_complete('35', 15)} (for the insurance claim)",
    ]


@kind(
    "benign",
    "iban_invoice",
    12,
    "IBANs, BICs, sort codes and routing numbers for receiving payments, without any credential",
)
def _():
    return [
        lambda: f"Please pay to IBAN {fmt_iban(iban('DE'))}, BIC COBADEFFXXX, reference RE-{R.randint(1000, 9999)}",
        lambda: f"Bankverbindung: {fmt_iban(iban('AT'))} (Raiffeisen)",
        lambda: f"Datos para la transferencia: {fmt_iban(iban('ES'))} — concepto: factura {R.randint(100, 999)}",
        lambda: f"RIB / IBAN : {fmt_iban(iban('FR'))}",
        lambda: f"wire to routing {aba_routing()} account ending {rs(DG, 4)}",
        lambda: f"Our new bank details (effective April): {fmt_iban(iban('NL'))}",
        lambda: f"IBAN do fornecedor: {fmt_iban(iban('PT'))}",
        lambda: f"sort code {rs(DG, 2)}-{rs(DG, 2)}-{rs(DG, 2)}, payee: {name()}",
        lambda: f"SEPA creditor id DE{rs(DG, 2)}ZZZ{rs(DG, 11)}, mandate ref M-{R.randint(1000, 9999)}",
        lambda: f"Rent goes to {iban('IE')}",
        lambda: f"Coordonnées bancaires de l'association : {fmt_iban(iban('BE'))}",
        lambda: f"Numer konta do przelewu: {fmt_iban(iban('PL'))}",
    ]


@kind("benign", "phone_contact", 11, "phone numbers, addresses and contact details in several formats")
def _():
    return [
        lambda: f"call me at +49 {rs(DG, 3)} {rs(DG, 7)}",
        lambda: f"Tel.: +34 {rs(DG, 3)} {rs(DG, 3)} {rs(DG, 3)}",
        lambda: f"(555) {rs(DG, 3)}-{rs(DG, 4)} ext. {rs(DG, 3)}",
        lambda: f"WhatsApp +55 11 9{rs(DG, 4)}-{rs(DG, 4)}",
        lambda: f"電話番号：03-{rs(DG, 4)}-{rs(DG, 4)}",
        lambda: f"+91 {rs(DG, 5)} {rs(DG, 5)} (Priya, vendor contact)",
        lambda: (
            f"Office: {R.randint(1, 200)} rue de la Paix, 750{R.randint(10, 20)} Paris, +33 1 {rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)} {rs(DG, 2)}"
        ),
        lambda: f"support hotline 0800 {rs(DG, 3)} {rs(DG, 4)}, PIN not required",
        lambda: f"Телефон: +7 (9{rs(DG, 2)}) {rs(DG, 3)}-{rs(DG, 2)}-{rs(DG, 2)}",
        lambda: f"fax +44 20 {rs(DG, 4)} {rs(DG, 4)}",
        lambda: f"رقم الهاتف: +971 5{rs(DG, 1)} {rs(DG, 3)} {rs(DG, 4)}",
    ]


@kind("benign", "version_string", 11, "version strings, build numbers, image tags, release names")
def _():
    return [
        lambda: (
            f"upgraded to v{R.randint(1, 9)}.{R.randint(0, 40)}.{R.randint(0, 20)}-rc.{R.randint(1, 5)}+build.{R.randint(1000, 9999)}"
        ),
        lambda: f"image: postgres:16.{R.randint(1, 6)}-bookworm",
        lambda: f"Build {R.randint(20260101, 20261231)}.{R.randint(1, 9)} (commit {rs(HEX, 7)})",
        lambda: (
            f"node v{R.randint(18, 24)}.{R.randint(0, 15)}.{R.randint(0, 5)}, npm {R.randint(9, 11)}.{R.randint(0, 9)}.{R.randint(0, 9)}"
        ),
        lambda: f"Android build {rs(UAN, 4)}.{R.randint(100000, 999999)}.{rs(DG, 3)}",
        lambda: f"Chrome/{R.randint(120, 140)}.0.{R.randint(6000, 7000)}.{R.randint(10, 200)}",
        lambda: f'terraform {{ required_version = ">= 1.{R.randint(5, 9)}.0" }}',
        lambda: f"kernel 6.{R.randint(1, 12)}.{R.randint(0, 40)}-{R.randint(10, 200)}-generic",
        lambda: f"API version 2024-{R.randint(1, 12):02d}-{R.randint(1, 28):02d}.acacia",
        lambda: f"versión {R.randint(1, 5)}.{R.randint(0, 9)}.{R.randint(0, 9)} publicada",
        lambda: f"pip install 'cryptography=={R.randint(40, 44)}.0.{R.randint(0, 5)}'",
    ]


@kind("benign", "talk_about_passwords_en", 13, "talk about passwords, keys and tokens in English with no value")
def _():
    return [
        lambda: "I reset my password yesterday and now the app keeps logging me out.",
        lambda: "Remind me to rotate the Stripe keys next Monday.",
        lambda: "The API key for the weather service expired, I requested a new one from Tom.",
        lambda: "I keep my passwords in Bitwarden now, so don't store any here.",
        lambda: "Can you explain the difference between an access token and a refresh token?",
        lambda: "The database password was leaked in a screenshot, so we changed it and revoked the old credentials.",
        lambda: "User says: 'I forgot my PIN and the bank blocked the card.'",
        lambda: "We should never commit secrets to git; use the secret manager instead.",
        lambda: f"{pick(FIRST)} will send the new VPN password over Signal, not e-mail.",
        lambda: "Password reset emails are landing in spam for Outlook users.",
        lambda: "the token is in the usual place",
        lambda: "Ask the user for their one-time code only through the official app.",
        lambda: "My private key is on a YubiKey, so it never leaves the device.",
        lambda: "The secret santa draw is on Friday!",
    ]


@kind(
    "benign",
    "talk_about_passwords_i18n",
    17,
    "talk about passwords, PINs and keys in 17 languages, one row each with no value",
)
def _():
    return [
        (lambda t=t: t)
        for t in [
            "Olvidé mi contraseña y tuve que restablecerla desde el móvil.",
            "Das Passwort muss alle 90 Tage geändert werden, sagt die IT.",
            "J'ai changé mon mot de passe hier soir, tout fonctionne maintenant.",
            "Esqueci a senha do banco de novo, vou pedir uma nova na agência.",
            "Ho bloccato il PIN del telefono, serve il PUK che è sulla tessera SIM.",
            "Я сменил пароль вчера, но приложение всё ещё просит старый.",
            "パスワードを変更したので、前のものは使えません。",
            "我忘记密码了，已经通过邮箱重置了。",
            "비밀번호를 잊어버려서 재설정 링크를 요청했어요.",
            "मैंने अपना पासवर्ड बदल दिया है, पुराना अब काम नहीं करेगा।",
            "نسيت كلمة المرور، وأرسلوا لي رابط إعادة التعيين.",
            "Şifremi unuttum, yenisini e-postayla istedim.",
            "Zapomniałem hasła do poczty, muszę zadzwonić do działu IT.",
            "Ik heb de API-sleutel ingetrokken, we hebben een nieuwe nodig.",
            "Mật khẩu cũ đã hết hạn, tôi sẽ đặt lại vào ngày mai.",
            "הסיסמה שלי פגה, אני צריך לאפס אותה.",
            "Η κάρτα μπλοκαρίστηκε γιατί έβαλα λάθος PIN τρεις φορές.",
        ]
    ]


@kind("benign", "password_policy", 11, "password and key policies, requirements and validation messages")
def _():
    return [
        lambda: "Password must be at least 12 characters and include a number, an uppercase letter and a symbol.",
        lambda: "Error: password too weak (score 1/4). Try a longer passphrase.",
        lambda: "API keys are rotated every 90 days; tokens expire after 1 hour.",
        lambda: "PINs must be 4-6 digits and cannot be sequential (1234) or repeated (1111).",
        lambda: "minLength: 14\nrequireUppercase: true\nrequireSymbols: true\nmaxAge: 90d\nhistory: 24",
        lambda: "La contraseña debe tener al menos 8 caracteres, una mayúscula y un número.",
        lambda: "Das Kennwort darf nicht den Benutzernamen enthalten.",
        lambda: "regex for the form: ^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,64}$",
        lambda: "NIST 800-63B: do not force periodic password changes; check against breached lists.",
        lambda: "パスワードは8文字以上で、英数字を含めてください。",
        lambda: "ValidationError: 'password' is required",
    ]


@kind("benign", "env_var_names", 12, "names of secret-bearing environment variables and settings, without values")
def _():
    return [
        lambda: "Required env vars: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENTRY_DSN",
        lambda: (
            "| Variable | Description |\n|---|---|\n| `OPENAI_API_KEY` | key for the LLM calls |\n| `GITHUB_TOKEN` | token with repo scope |"
        ),
        lambda: "Don't forget to add AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY to the repo secrets.",
        lambda: (
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password"
        ),
        lambda: "unset AWS_SESSION_TOKEN AWS_SECRET_ACCESS_KEY",
        lambda: "The service reads JWT_SECRET and ENCRYPTION_KEY at startup and refuses to boot if either is empty.",
        lambda: "printenv | grep -i token   # should print nothing on the build agent",
        lambda: "Las variables POSTGRES_PASSWORD y POSTGRES_USER se definen en el panel de Render.",
        lambda: "ARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
        lambda: "settings.SECRET_KEY is loaded from the environment in production",
        lambda: "TWILIO_AUTH_TOKEN must be set for SMS to work",
        lambda: "export DATABASE_URL=$(cat /run/secrets/database_url)",
    ]


@kind(
    "benign",
    "secret_manager_ref",
    13,
    "references to secret managers and encrypted blobs (GitHub secrets, Vault, 1Password op://, AWS SM/SSM, Key Vault, SOPS, Ansible Vault)",
)
def _():
    return [
        lambda: "password: ${{ secrets.DB_PASSWORD }}",
        lambda: "vault kv get -field=password secret/prod/postgres",
        lambda: "OPENAI_API_KEY=op://Engineering/OpenAI/credential",
        lambda: f"aws secretsmanager get-secret-value --secret-id prod/{pick(WORDS)}/db --query SecretString",
        lambda: '"password": "{{resolve:ssm-secure:/prod/db/password:3}}"',
        lambda: f"@Microsoft.KeyVault(SecretUri=https://kv-{pick(WORDS)}.vault.azure.net/secrets/DbPassword/)",
        lambda: f"db_password: ENC[AES256_GCM,data:{b64(rb(18))},iv:{b64(rb(32))},tag:{b64(rb(16))},type:str]",
        lambda: "db_password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + "\n  ".join(rs(HEX, 80) for _ in range(4)),
        lambda: "key: {{ vault_api_key }}",
        lambda: f"gcloud secrets versions access latest --secret=stripe-key --project={pick(WORDS)}-prod",
        lambda: "STRIPE_KEY: ref+vault://secret/data/stripe#/live_key",
        lambda: (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag{rs(AN + '+/', 300)}=="
        ),
        lambda: "La contraseña está en el gestor (carpeta Infra > Postgres prod), no la pongas aquí.",
    ]


TEST_CARD_LIST = [
    "4242 4242 4242 4242",
    "4000 0000 0000 0002",
    "4000 0027 6000 3184",
    "5555 5555 5555 4444",
    "3782 822463 10005",
    "6011 1111 1111 1117",
    "4111 1111 1111 1111",
    "5105 1051 0510 5100",
    "4012 8888 8888 1881",
    "4000 0000 0000 9995",
]


@kind(
    "benign",
    "documented_test_card",
    11,
    "documented sandbox test cards stated as test cards (Stripe, Adyen, Braintree, PayPal sandbox)",
)
def _():
    return [
        lambda: f"Use the Stripe test card {pick(TEST_CARD_LIST[:6])} with any future expiry and any CVC.",
        lambda: f"In test mode, {pick(TEST_CARD_LIST)} simulates a successful payment.",
        lambda: "4000 0000 0000 0002 → card_declined (Stripe test mode)",
        lambda: "Sandbox cards: Visa 4111 1111 1111 1111, Mastercard 5105 1051 0510 5100 (Braintree docs)",
        lambda: "To test 3-D Secure use 4000 0027 6000 3184 in the Stripe test environment.",
        lambda: "E2E fixture: card=4242424242424242 exp=12/34 cvc=123  # Stripe test card",
        lambda: "Tarjeta de prueba de Stripe: 4242 4242 4242 4242, caducidad cualquier fecha futura, CVC 123",
        lambda: "Testkarte (nur Sandbox): 5555 5555 5555 4444",
        lambda: (
            "| scenario | test card |\n|---|---|\n| success | 4242 4242 4242 4242 |\n| insufficient funds | 4000 0000 0000 9995 |"
        ),
        lambda: "Amex test number 3782 822463 10005 works only with sk_test keys.",
        lambda: "Cartão de teste do PayPal sandbox: 4012 8888 8888 1881",
    ]


@kind("benign", "card_masked", 10, "card numbers masked to the last four, receipts, BIN-only references")
def _():
    return [
        lambda: f"Visa •••• {rs(DG, 4)}, expires {R.randint(1, 12):02d}/{R.randint(27, 31)}",
        lambda: f"Paid with Mastercard XXXX XXXX XXXX {rs(DG, 4)}",
        lambda: f"**** **** **** {rs(DG, 4)}  AUTH CODE {rs(UAN, 6)}  TOTAL 23.90 EUR",
        lambda: f"card: 4{rs(DG, 5)}******{rs(DG, 4)}",
        lambda: f"Tarjeta terminada en {rs(DG, 4)}",
        lambda: f"BIN {rs(DG, 6)} belongs to a Brazilian issuer",
        lambda: f"Karte endet auf {rs(DG, 4)}, Abbuchung erfolgt",
        lambda: f"pm_{rs(AN, 24)} (card, last4 {rs(DG, 4)}, brand visa)",
        lambda: f"カード末尾 {rs(DG, 4)} で決済しました",
        lambda: f"Amex ending -{rs(DG, 5)} was declined",
    ]


@kind(
    "benign",
    "base64_data",
    12,
    "base64 of ordinary data: JSON, text, tiny images, pagination cursors, protobuf-ish ids",
)
def _():
    return [
        lambda: f"cursor={b64(json.dumps({'page': R.randint(2, 90), 'sort': 'created_at'}).encode())}",
        lambda: "data:image/png;base64," + b64(PNG_MAGIC + rb(60)),
        lambda: (
            f"echo {b64(pick(['hello world', 'meeting moved to 3pm', 'see you at the station']).encode())} | base64 -d"
        ),
        lambda: (
            f"next_page_token: {b64u(json.dumps({'offset': R.randint(100, 9000), 'ts': R.randint(1767000000, 1790000000)}).encode())}"
        ),
        lambda: (
            f"The attachment header was Content-Transfer-Encoding: base64 and the body starts with {b64(b'Dear customer, your order has shipped and')}"
        ),
        lambda: (
            f"Kafka record value (base64): {b64(json.dumps({'event': 'order_created', 'order_id': R.randint(1000, 99999)}).encode())}"
        ),
        lambda: f"GraphQL node id: {b64(f'Order:{R.randint(1000, 99999)}'.encode())}",
        lambda: f"Protobuf payload: {b64(rb(40))} (sensor readings, not sensitive)",
        lambda: f"font-face src: url(data:font/woff2;base64,{b64(rb(90))})",
        lambda: f"continuationToken={b64(rb(24))}",
        lambda: "base64 do CSV de exemplo: " + b64(CSV_SAMPLE),
        lambda: f'ETag weak: W/"{b64(rb(15))}"',
    ]


@kind(
    "benign",
    "asset_hash",
    12,
    "random-looking public build artefacts: hashed chunk names, CSS module classes, cache busters, build ids, nonces in HTML",
)
def _():
    return [
        lambda: f'<script src="/_next/static/chunks/pages/_app-{rs(HEX, 16)}.js"></script>',
        lambda: f"main.{rs(HEX, 8)}.css  {R.randint(10, 99)}.{R.randint(1, 9)} kB",
        lambda: f'<div class="Button_root__{rs(B64U, 5)} css-{rs(LAN, 6)}">',
        lambda: f"/static/js/{R.randint(100, 999)}.{rs(HEX, 8)}.chunk.js",
        lambda: f'buildId: "{rs(B64U, 21)}"',
        lambda: f'<style nonce="{b64(rb(16))}">',
        lambda: f"https://cdn.{pick(DOMAINS)}/assets/logo-{rs(HEX, 10)}.svg?v={rs(HEX, 8)}",
        lambda: (
            f"vite v5.4.2 building for production...\ndist/assets/index-{rs(B64U, 8)}.js   {R.randint(100, 999)}.{R.randint(10, 99)} kB"
        ),
        lambda: f"webpack: asset vendors.{rs(HEX, 20)}.js {R.randint(100, 900)} KiB [emitted] [immutable]",
        lambda: f"content-security-policy: script-src 'self' 'sha256-{b64(rb(32))}'",
        lambda: f"Gatsby page-data hash {rs(DG, 10)}",
        lambda: f"sourceMappingURL=app.{rs(HEX, 20)}.js.map",
    ]


@kind(
    "benign",
    "conn_no_credentials",
    12,
    "connection strings and DSNs without credentials or with them coming from elsewhere",
)
def _():
    return [
        lambda: "DATABASE_URL=postgres://localhost:5432/dev",
        lambda: "redis://redis:6379/0",
        lambda: "mongodb://mongo-0.mongo:27017,mongo-1.mongo:27017/?replicaSet=rs0",
        lambda: f"jdbc:postgresql://{host()}:5432/{pick(DBNAMES)}?ssl=true&sslmode=verify-full",
        lambda: f"postgresql://{pick(USERS)}@{host()}/{pick(DBNAMES)}?sslmode=require  (password via IAM auth token)",
        lambda: "amqp://rabbitmq:5672/%2F",
        lambda: f"Server={host()};Database={pick(DBNAMES)};Authentication=Active Directory Managed Identity;",
        lambda: "sqlite:///var/lib/app/data.db",
        lambda: "host=db port=5432 dbname=app user=app sslmode=disable  # password from PGPASSFILE",
        lambda: f"kafka bootstrap servers: b-1.{pick(WORDS)}.kafka.eu-west-1.amazonaws.com:9098 (IAM auth)",
        lambda: "La base de datos de desarrollo está en postgres://localhost/tienda_dev",
        lambda: "ftp://ftp.gnu.org/gnu/",
    ]


@kind("benign", "otp_talk", 11, "talk about one-time codes and 2FA without a code; digit strings that are not codes")
def _():
    return [
        lambda: "I'll forward the verification code as soon as it arrives.",
        lambda: "The SMS code expired before I could type it, requesting a new one.",
        lambda: "Please enable 2FA on the admin accounts by Friday.",
        lambda: "Never share your OTP with anyone, including bank staff.",
        lambda: f"Build {rs(DG, 6)} failed on step 4",
        lambda: f"Error code {rs(DG, 6)}: printer offline",
        lambda: f"Room {R.randint(100, 999)}, floor 4, postal code {rs(DG, 5)}",
        lambda: "No me llegó el código de verificación, ¿lo puedes reenviar?",
        lambda: "Der Bestätigungscode kommt per SMS, das dauert manchmal ein paar Minuten.",
        lambda: "验证码还没收到，请稍后再试。",
        lambda: "The authenticator app shows a new code every 30 seconds.",
    ]


@kind(
    "benign",
    "wifi_no_password",
    10,
    "Wi-Fi talk without a password: SSIDs, open networks, captive portals, password location",
)
def _():
    return [
        lambda: "The guest Wi-Fi is called Northwind-Guest and is open, you accept the terms on the portal.",
        lambda: "WIFI:T:nopass;S:Cafe Lumen;;",
        lambda: "Wi-Fi password is printed on the router sticker.",
        lambda: 'network={\n    ssid="Library-Free"\n    key_mgmt=NONE\n}',
        lambda: "El wifi del hotel se llama HOTEL-5G, la contraseña te la dan en recepción.",
        lambda: "Das WLAN-Passwort steht auf der Rückseite der FRITZ!Box.",
        lambda: "Connect to eduroam with your university login.",
        lambda: (
            "nmcli dev wifi list\nIN-USE  SSID          MODE   CHAN  RATE        SIGNAL\n*       OFFICE-5G     Infra  36    540 Mbit/s  82"
        ),
        lambda: "Wi-Fi: 'Starbucks' (no password)",
        lambda: "Le code wifi change chaque semaine, demande-le au bar.",
    ]


@kind("benign", "key_words", 12, "everyday uses of key/token/secret/pass/PIN words that are not credentials")
def _():
    return [
        lambda: "Key takeaways from the retro: ship smaller PRs, test the login flow earlier.",
        lambda: "The song is in the key of F sharp minor.",
        lambda: "Press Ctrl+Shift+P to open the command palette.",
        lambda: "Our OKR key results for Q3 are on the wiki.",
        lambda: "The primary key of the orders table is (tenant_id, order_id).",
        lambda: "GPT-4o has a 128k token context window.",
        lambda: "The secret ingredient is smoked paprika.",
        lambda: "I lost the spare key to the car, need to call the dealer.",
        lambda: "Boarding pass and passport are in the blue folder.",
        lambda: "PIN the tab so it doesn't close.",
        lambda: "La llave inglesa está en el cajón del garaje.",
        lambda: "鍵は玄関の植木鉢の下ではなく、管理人が預かっています。",
    ]


@kind(
    "benign",
    "numbers_near_keywords",
    11,
    "numbers next to password/key/token/PIN words that are lengths, counts, limits or durations",
)
def _():
    return [
        lambda: f"password length: {R.randint(12, 32)}",
        lambda: f"max_tokens: {pick([256, 1024, 4096, 8192])}",
        lambda: f"key rotation period: {pick([30, 60, 90, 180])} days",
        lambda: f"PIN attempts left: {R.randint(1, 3)}",
        lambda: f"token bucket: capacity={R.randint(10, 500)} refill_rate={R.randint(1, 50)}/s",
        lambda: f"RSA key size {pick([2048, 3072, 4096])} bits",
        lambda: f"secret_ttl_seconds: {pick([3600, 86400, 604800])}",
        lambda: f"we issued {R.randint(10, 500)} API keys last month",
        lambda: f"password_reset_token_expiry = {pick([15, 30, 60])} # minutes",
        lambda: f"Contraseña: mínimo {R.randint(8, 14)} caracteres",
        lambda: f"OTP length = {pick([6, 8])}, valid for {pick([30, 60])} s",
    ]


@kind(
    "benign",
    "crypto_public",
    11,
    "public blockchain data: addresses, transaction hashes, xpubs, ENS names, contract addresses",
)
def _():
    return [
        lambda: f"send the USDC to 0x{rs(HEX, 40)}",
        lambda: f"tx hash 0x{rs(HEX, 64)}",
        lambda: f"BTC address: bc1q{rs('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}",
        lambda: f"legacy address 1{rs(B58, 33)}",
        lambda: f"xpub6{rs(B58, 106)}",
        lambda: f"Solana wallet (public): {rs(B58, 44)}",
        lambda: f"contract deployed at 0x{rs(HEX, 40)} (verified on Etherscan)",
        lambda: f"block hash 0000000000000000000{rs(HEX, 45)}",
        lambda: f"Dirección para donaciones: 0x{rs(HEX, 40)}",
        lambda: f"Tron address T{rs(B58, 33)}",
        lambda: f"Lightning invoice was paid, payment hash {rs(HEX, 64)}",
    ]


@kind(
    "benign",
    "jwt_talk",
    10,
    "JWT-related text without a usable token: JWKS public keys, decoded headers, claims descriptions, token structure",
)
def _():
    return [
        lambda: (
            f'{{"keys":[{{"kty":"RSA","kid":"{rs(B64U, 43)}","use":"sig","alg":"RS256","n":"{b64u(rsa_public(1024)[0].to_bytes(128, "big"))}","e":"AQAB"}}]}}'
        ),
        lambda: 'The header decodes to {"alg":"RS256","typ":"JWT","kid":"2026-03"} and the token expired at 10:05.',
        lambda: "A JWT has three base64url parts: header.payload.signature; the first part usually starts with eyJ.",
        lambda: "Decoded claims: sub=42, role=editor, exp=1767225600 (token itself not included).",
        lambda: "JWT validation failed: signature verification failed (kid not found in JWKS)",
        lambda: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9 is just the header {"alg":"RS256","typ":"JWT"}.',
        lambda: f'{{"kty":"EC","crv":"P-256","x":"{b64u(rb(32))}","y":"{b64u(rb(32))}","use":"sig"}}',
        lambda: "Los JWT caducan a los 15 minutos; el refresh token dura 30 días.",
        lambda: "Use RS256 instead of HS256 so services only need the public key.",
        lambda: "jwks_uri: https://login.microsoftonline.com/common/discovery/v2.0/keys",
    ]


@kind(
    "benign",
    "random_public_string",
    12,
    "random-looking public strings: video ids, short links, document ids, share slugs, image ids, ISBNs",
)
def _():
    return [
        lambda: f"https://www.youtube.com/watch?v={rs(B64U, 11)}",
        lambda: f"https://bit.ly/{rs(AN, 7)}",
        lambda: f"https://docs.google.com/document/d/{rs(B64U, 44)}/edit",
        lambda: f"https://open.spotify.com/track/{rs(AN, 22)}",
        lambda: f"docker image id {rs(HEX, 12)}",
        lambda: f"s3://{pick(WORDS)}-exports/2026/03/{rs(HEX, 16)}.parquet",
        lambda: f"https://imgur.com/a/{rs(AN, 7)}",
        lambda: f"ISBN 978-{R.randint(0, 9)}-{rs(DG, 3)}-{rs(DG, 5)}-{R.randint(0, 9)}",
        lambda: f"Figma file https://www.figma.com/design/{rs(AN, 22)}/Checkout-v3",
        lambda: f"ULID {rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}",
        lambda: f"https://www.notion.so/{pick(WORDS)}-{rs(HEX, 32)}",
        lambda: f"MongoDB ObjectId('{rs(HEX, 24)}')",
    ]


@kind(
    "benign",
    "code_reads_secret",
    12,
    "code that reads secrets from the environment, files or a manager, without the value",
)
def _():
    return [
        lambda: 'api_key = os.environ["OPENAI_API_KEY"]',
        lambda: "const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: '2024-06-20' });",
        lambda: 'password := os.Getenv("DB_PASSWORD")\nif password == "" { log.Fatal("DB_PASSWORD not set") }',
        lambda: 'token = keyring.get_password("github", username)',
        lambda: "spring.datasource.password=${DB_PASSWORD}",
        lambda: 'let secret = std::env::var("JWT_SECRET").expect("JWT_SECRET must be set");',
        lambda: "$password = getenv('SMTP_PASSWORD');",
        lambda: (
            'client = SecretClient(vault_url=KV_URL, credential=DefaultAzureCredential())\npw = client.get_secret("db-password").value'
        ),
        lambda: "with open('/run/secrets/api_key') as f:\n    API_KEY = f.read().strip()",
        lambda: "config.password = Rails.application.credentials.dig(:smtp, :password)",
        lambda: 'String token = System.getenv().getOrDefault("SLACK_TOKEN", "");',
        lambda: "if (!process.env.GITHUB_TOKEN) throw new Error('missing token');",
    ]


@kind(
    "benign", "token_format_docs", 11, "documentation of token formats and secret-scanning rules, without a real token"
)
def _():
    return [
        lambda: "GitHub personal access tokens start with ghp_ and fine-grained ones with github_pat_.",
        lambda: "Stripe secret keys begin with sk_live_ or sk_test_; publishable keys begin with pk_.",
        lambda: (
            "[[rules]]\nid = \"slack-bot-token\"\nregex = '''xoxb-[0-9]{10,13}-[0-9]{10,13}-[a-zA-Z0-9]{24}'''\nkeywords = [\"xoxb\"]"
        ),
        lambda: "AWS access key ids are 20 characters and start with AKIA (long-term) or ASIA (temporary).",
        lambda: "OpenAI project keys look like sk-proj-…; rotate any key that was pasted into a ticket.",
        lambda: "pattern: '(?i)api[_-]?key\\s*[:=]\\s*[\\'\"]?[a-z0-9]{32,}'",
        lambda: "Los tokens de GitLab tienen el prefijo glpat- seguido de 20 caracteres.",
        lambda: "An Ed25519 private key in PEM starts with -----BEGIN PRIVATE KEY----- and is 119 bytes long.",
        lambda: "Detected secret types: AWS keys, JWTs, PEM blocks, Slack tokens (report only, no values).",
        lambda: "trufflehog filesystem . --only-verified --json > findings.json",
        lambda: "Slack webhooks look like https://hooks.slack.com/services/T…/B…/…; treat them as secrets.",
    ]


@kind("benign", "benign_logs", 12, "ordinary logs mentioning auth, keys and tokens without any value")
def _():
    return [
        lambda: (
            f"{ts_iso()} INFO auth: login succeeded user={pick(FIRST).lower()} mfa=totp ip=10.0.{R.randint(0, 255)}.{R.randint(1, 254)}"
        ),
        lambda: f"{ts_iso()} WARN auth: invalid password for user={pick(FIRST).lower()} attempts={R.randint(1, 5)}",
        lambda: f"{ts_iso()} INFO rotated signing key kid={rs(HEX, 8)} (old key retired)",
        lambda: (
            "sshd[2211]: Accepted publickey for deploy from 10.1.2.3 port 51514 ssh2: ED25519 SHA256:"
            + b64(rb(32)).rstrip("=")
        ),
        lambda: f"{ts_iso()} ERROR stripe: No API key provided. Set your API key using stripe.api_key = <API-KEY>.",
        lambda: "Token refresh OK, next refresh in 3540s",
        lambda: "vault: sealed=false, version=1.17.2, cluster_id=" + uuid4(),
        lambda: (
            f"[{hhmm()}] certbot: Successfully received certificate. Key is saved at /etc/letsencrypt/live/{pick(DOMAINS)}/privkey.pem"
        ),
        lambda: "kube-apiserver: Unable to authenticate the request: token has expired",
        lambda: "git-secrets: no prohibited patterns found",
        lambda: f"{ts_iso()} INFO session created sid_hash={rs(HEX, 16)} ttl=3600",
        lambda: 'psql: error: FATAL:  password authentication failed for user "app"',
    ]


@kind(
    "benign", "ordinary_multilingual", 12, "ordinary notes and messages in several languages with technical vocabulary"
)
def _():
    return [
        (lambda t=t: t)
        for t in [
            "Recuérdame que la reunión con el proveedor es el martes a las 10:00.",
            "Bitte denk daran: Der Server wird am Samstag um 02:00 neu gestartet.",
            "Le client préfère recevoir les factures par e-mail en PDF.",
            "O deploy de sexta foi adiado para segunda-feira.",
            "Запомни: клиент из Казани предпочитает звонки после обеда.",
            "来週の月曜日にバックアップのテストをします。",
            "请记住：客户希望所有报告都用中文发送。",
            "इस ग्राहक को हिंदी में जवाब देना पसंद है।",
            "تذكر أن العميل يفضل الاجتماعات يوم الأحد.",
            "고객은 금요일 오후에 통화하는 것을 선호합니다.",
            "Müşteri faturaları ay sonunda toplu olarak istiyor.",
            "Klient prosi o kontakt wyłącznie mailowy.",
        ]
    ]


# ---------------------------------------------------------------- wrappers, generation, output
def wrap(text: str) -> str:
    """Chat/log/quote context around a row; uses its own stream WR, whatever the label."""
    if WR.random() >= 0.30:
        return text
    k = WR.randrange(12)
    if k == 0:
        return "user: " + text
    if k == 1:
        return f"[{WR.randint(7, 23):02d}:{WR.randint(0, 59):02d}] {WR.choice(FIRST).lower()}: {text}"
    if k == 2:
        return f"2026-{WR.randint(1, 11):02d}-{WR.randint(1, 28):02d}T{WR.randint(0, 23):02d}:{WR.randint(0, 59):02d}:00Z {text}"
    if k == 3:
        return "\n".join("> " + ln for ln in text.split("\n"))
    if k == 4:
        return "```\n" + text + "\n```"
    if k == 5:
        return (
            WR.choice(
                [
                    "Please remember this: ",
                    "Remember this for later: ",
                    "Guarda esto: ",
                    "Merk dir das: ",
                    "Retiens ça : ",
                    "覚えておいて：",
                    "记住这个：",
                    "Запомни: ",
                ]
            )
            + text
        )
    if k == 6:
        return text + WR.choice([" thanks!", " 🙏", " — thx", "\n\nSent from my phone", " (don't lose it)"])
    if k == 7:
        return f"FYI {text}"
    if k == 8:
        return f"note to future me — {text}"
    if k == 9:
        return f"📌 {text}"
    if k == 10:
        return f"Tool output ({WR.choice(['bash', 'read_file', 'http_get', 'terminal'])}):\n{text}"
    return f'"{text}"'


def generate() -> list[dict]:
    rows: list[dict] = []
    seen: set[str] = set()
    for label, kname, n, _desc, fn in KINDS:
        templates = fn()
        order: list = []
        while len(order) < n:
            batch = list(templates)
            R.shuffle(batch)
            order.extend(batch)
        for t in order[:n]:
            for _attempt in range(50):
                text = wrap(t())
                if text not in seen:
                    break
            else:
                raise SystemExit(f"cannot make a new row for {kname}")
            if len(text) > MAX_CHARS:
                raise SystemExit(f"row too long in {kname}: {len(text)}")
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kname})
    SR.shuffle(rows)
    return rows


def render(rows: list[dict]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def counts(rows: list[dict]) -> None:
    for label in ("secret", "benign"):
        sel = [r for r in rows if r["label"] == label]
        kinds: dict[str, int] = {}
        for r in sel:
            kinds[r["kind"]] = kinds.get(r["kind"], 0) + 1
        print(f"{label}: {len(sel)} rows in {len(kinds)} kinds")
        for k, v in kinds.items():
            print(f"  {k:28s} {v}")
    print(f"longest row: {max(len(r['text']) for r in rows)} characters")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the committed file is stale")
    args = ap.parse_args()
    rows = generate()
    data = render(rows).encode("utf-8")
    if args.check:
        current = OUT.read_bytes() if OUT.exists() else b""
        if current != data:
            print(f"{OUT.name} is stale: run make_blind6.py", file=sys.stderr)
            return 1
        counts(rows)
        print(f"{OUT.name} is up to date")
        return 0
    OUT.write_bytes(data)
    counts(rows)
    print(f"wrote {len(rows)} rows to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
