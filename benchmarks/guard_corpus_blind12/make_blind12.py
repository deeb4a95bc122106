"""Writes secrets_blind12.jsonl: the twelfth blind held-out corpus for the secret guard (engramdb issue 13).

Standard library only, seeded, deterministic (the same bytes every run). Each row is one JSON object a line:
``{"text": ..., "label": "secret" | "benign", "kind": ...}``. The texts come from the hand-written templates in
blind12_templates.py, filled with seeded values; the labels are checked here where a script can check them (Luhn
for card numbers, the BIP-39 checksum for seed phrases and for the vocabulary rows that must NOT be a phrase,
mod-97 for IBANs, the ABA checksum for US routing numbers, HMAC-SHA256 for JWTs, bech32 / base58check for wallet
strings, and key maths for the private and public keys).

    python benchmarks/guard_corpus_blind12/make_blind12.py           # (re)write the corpus
    python benchmarks/guard_corpus_blind12/make_blind12.py --check   # exit 1 if the committed file is stale
    python benchmarks/guard_corpus_blind12/make_blind12.py --table   # rows per kind and label, languages
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import hmac
import json
import random
import re
import string
import sys
import unicodedata
import urllib.parse
from collections import Counter
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import blind12_templates as T  # noqa: E402

OUT = HERE / "secrets_blind12.jsonl"
SEED = 20261203
MAX_CHARS = 2000

BIP39_SHA256 = {
    "chinese_simplified": "5c5942792bd8340cb8b27cd592f1015edf56a8c5b26276ee18a482428e7c5726",
    "chinese_traditional": "417b26b3d8500a4ae3d59717d7011952db6fc2fb84b807f3f94ac734e89c1b5f",
    "czech": "7e80e161c3e93d9554c2efb78d4e3cebf8fc727e9c52e03b83b94406bdcc95fc",
    "english": "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda",
    "french": "ebc3959ab7801a1df6bac4fa7d970652f1df76b683cd2f4003c941c63d517e59",
    "italian": "d392c49fdb700a24cd1fceb237c1f65dcc128f6b34a8aacb58b59384b5c648c2",
    "japanese": "2eed0aef492291e061633d7ad8117f1a2b03eb80a29d0e4e3117ac2528d05ffd",
    "korean": "9e95f86c167de88f450f0aaf89e87f6624a57f973c67b516e338e8e8b8897f60",
    "portuguese": "2685e9c194c82ae67e10ba59d9ea5345a23dc093e92276fc5361f6667d79cd3f",
    "spanish": "46846a5a0139d1e3cb77293e521c2865f7bcdb82c44e8d0a06a2cd0ecba48c0b",
}

# Card numbers that payment providers publish as test numbers: a secret row must never use one.
DOCUMENTED_TEST_CARDS = {
    "4242424242424242",
    "4111111111111111",
    "5555555555554444",
    "4000002500003155",
    "4548812049400004",
    "5031433215406351",
    "378282246310005",
    "4000056655665556",
    "4000000000000002",
    "4444333322221111",
    "4012888888881881",
    "5105105105105100",
    "371449635398431",
    "6011111111111117",
    "4000000000003220",
}

# Rows a kind gets at least (templates are cycled with fresh values); a kind never gets fewer rows than templates.
TARGET = {
    "password_prose": 60,
    "password_label": 45,
    "wifi_key": 55,
    "card_prose": 45,
    "card_label": 18,
    "api_key_prefixed": 45,
    "api_key_named": 32,
    "conn_string": 28,
    "url_token": 22,
    "private_key": 16,
    "recovery_codes": 22,
    "sim_puk": 14,
    "webhook_url": 10,
    "basic_auth_url": 14,
    "cloud_credentials": 14,
    "jwt_token": 10,
    "jwt_secret": 5,
    "env_file": 10,
    "crypto_privkey": 10,
    "ssh_login": 14,
    "router_admin": 8,
    "security_answer": 6,
    "gate_code": 22,
    "keybox_code": 20,
    "iban": 44,
    "bank_account": 24,
    "masked": 40,
    "order_number": 26,
    "tracking": 20,
    "phone_number": 26,
    "commit_sha": 16,
    "uuid": 14,
    "checksum": 14,
    "public_key": 16,
    "wallet_address": 18,
    "table_log": 18,
    "pin_homonym": 20,
    "code_homonym": 24,
    "test_card": 12,
    "bip39_vocab": 22,
    "meeting_id": 12,
    "postcode": 14,
    "version": 12,
    "ticket": 16,
}
SEED_ROWS = {"seed_prose": 20, "seed_numbered": 16, "seed_lines": 12}

# BIP-39 word list per template language (German and Dutch speakers use the English list: there is no other).
SEED_LIST = {
    "en": "english",
    "de": "english",
    "nl": "english",
    "fr": "french",
    "es": "spanish",
    "it": "italian",
    "pt": "portuguese",
    "cs": "czech",
    "ja": "japanese",
    "ko": "korean",
    "zh": "chinese_simplified",
    "yue": "chinese_traditional",
}


def parse_block(block: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in block.strip("\n").split("\n"):
        kind, lang, text = line.split("|", 2)
        rows.append((kind, lang, text.replace("\\n", "\n")))
    return rows


def load_templates() -> dict[str, list[tuple[str, str]]]:
    by_kind: dict[str, list[tuple[str, str]]] = {}
    for block in (
        T.PINS,
        T.ACCESS,
        T.OTPS,
        T.PASSWORDS,
        T.WIFI,
        T.RECOVERY,
        T.APIKEYS,
        T.CONN,
        T.PEMS,
        T.CARDS,
        T.SEED_PROSE,
        T.EXTRA,
        T.BENIGN,
    ):
        for kind, lang, text in parse_block(block):
            by_kind.setdefault(kind, []).append((lang, text))
    return by_kind


def load_errands() -> dict[str, list[str]]:
    out = {}
    for line in T.ERRANDS.strip("\n").split("\n"):
        lang, *items = line.split("|")
        out[lang] = items
    return out


# --- small codecs and checksums ---------------------------------------------------------------------------------


def luhn_ok(number: str) -> bool:
    digits = [int(c) for c in number if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(digits)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    for last in "0123456789":
        if luhn_ok(prefix + last):
            return prefix + last
    raise AssertionError(prefix)


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def make_iban(country: str, bban: str) -> str:
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    raw = f"{country}{98 - num % 97:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def aba_ok(routing: str) -> bool:
    d = [int(c) for c in routing]
    return len(d) == 9 and (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def bech32_polymod(values: list[int]) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        b = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (b >> i) & 1 else 0
    return chk


def bech32_hrp_expand(hrp: str) -> list[int]:
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def convertbits(data: bytes, frombits: int = 8, tobits: int = 5) -> list[int]:
    acc = bits = 0
    out = []
    for value in data:
        acc = (acc << frombits) | value
        bits += frombits
        while bits >= tobits:
            bits -= tobits
            out.append((acc >> bits) & ((1 << tobits) - 1))
    if bits:
        out.append((acc << (tobits - bits)) & ((1 << tobits) - 1))
    return out


def bech32_encode(hrp: str, data: list[int]) -> str:
    values = bech32_hrp_expand(hrp) + data
    polymod = bech32_polymod(values + [0] * 6) ^ 1
    checksum = [(polymod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + checksum)


def bech32_ok(s: str) -> bool:
    s = s.lower()
    hrp, _, data = s.rpartition("1")
    return bech32_polymod(bech32_hrp_expand(hrp) + [BECH32.index(c) for c in data]) == 1


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def base58check(payload: bytes) -> str:
    raw = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n = int.from_bytes(raw, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(raw) - len(raw.lstrip(b"\0"))) + out


def base58check_ok(s: str) -> bool:
    n = 0
    for c in s:
        n = n * 58 + B58.index(c)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


# --- DER / PEM ------------------------------------------------------------------------------------------------


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + der_len(len(body)) + body


def der_int(n: int) -> bytes:
    b = n.to_bytes(max(1, (n.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def pem(label: str, body: bytes, width: int = 64) -> str:
    b64 = base64.b64encode(body).decode()
    lines = [b64[i : i + width] for i in range(0, len(b64), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p**0.5) + 1))]


def is_probable_prime(n: int, rng: random.Random) -> bool:
    if any(n % p == 0 for p in SMALL_PRIMES):
        return n in SMALL_PRIMES
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        x = pow(rng.randrange(2, n - 2), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def rsa_key(rng: random.Random, bits: int) -> tuple[int, ...]:
    e = 65537
    while True:
        ps = []
        while len(ps) < 2:
            c = rng.getrandbits(bits // 2) | (3 << (bits // 2 - 2)) | 1
            if (c - 1) % e and is_probable_prime(c, rng):
                ps.append(c)
        p, q = max(ps), min(ps)
        n = p * q
        if p != q and n.bit_length() == bits:
            break
    phi = (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    return n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)


def rsa_pem(key: tuple[int, ...]) -> str:
    return pem("RSA PRIVATE KEY", der(0x30, der_int(0) + b"".join(der_int(x) for x in key)))


# P-256 (for EC private keys with their public point) and Ed25519 (for PKCS#8 / OpenSSH keys and public keys).
P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551


def p256_add(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    if a is None:
        return b
    if b is None:
        return a
    p = P256_P
    if a[0] == b[0] and (a[1] + b[1]) % p == 0:
        return None
    slope_num, slope_den = (3 * a[0] * a[0] - 3, 2 * a[1]) if a == b else (b[1] - a[1], b[0] - a[0])
    lam = slope_num * pow(slope_den, -1, p) % p
    x = (lam * lam - a[0] - b[0]) % p
    return x, (lam * (a[0] - x) - a[1]) % p


def p256_mul(k: int, pt: tuple[int, int] | None = P256_G) -> tuple[int, int] | None:
    acc = None
    while k:
        if k & 1:
            acc = p256_add(acc, pt)
        pt = p256_add(pt, pt)
        k >>= 1
    return acc


def ec_pem(rng: random.Random) -> str:
    k = rng.randrange(1, P256_N)
    pub = p256_mul(k)
    assert pub is not None
    point = b"\x04" + pub[0].to_bytes(32, "big") + pub[1].to_bytes(32, "big")
    oid = bytes.fromhex("06082a8648ce3d030107")
    body = der(
        0x30, der_int(1) + der(0x04, k.to_bytes(32, "big")) + der(0xA0, oid) + der(0xA1, der(0x03, b"\0" + point))
    )
    return pem("EC PRIVATE KEY", body)


ED_P = 2**255 - 19
ED_D = -121665 * pow(121666, -1, ED_P) % ED_P
ED_BY = 4 * pow(5, -1, ED_P) % ED_P


def ed_recover_x(y: int, sign: int) -> int:
    xx = (y * y - 1) * pow(ED_D * y * y + 1, -1, ED_P) % ED_P
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P:
        x = x * pow(2, (ED_P - 1) // 4, ED_P) % ED_P
    if x & 1 != sign:
        x = ED_P - x
    return x


ED_B = (ed_recover_x(ED_BY, 0), ED_BY)


def ed_add(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    t = ED_D * a[0] * b[0] * a[1] * b[1] % ED_P
    x = (a[0] * b[1] + b[0] * a[1]) * pow(1 + t, -1, ED_P) % ED_P
    y = (a[1] * b[1] + a[0] * b[0]) * pow(1 - t, -1, ED_P) % ED_P
    return x, y


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little") & ((1 << 254) - 8) | (1 << 254)
    acc, pt = (0, 1), ED_B
    while a:
        if a & 1:
            acc = ed_add(acc, pt)
        pt = ed_add(pt, pt)
        a >>= 1
    return (acc[1] | (acc[0] & 1) << 255).to_bytes(32, "little")


def ssh_string(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def openssh_pem(rng: random.Random, seed: bytes, comment: str) -> str:
    pub = ed25519_public(seed)
    pub_blob = ssh_string(b"ssh-ed25519") + ssh_string(pub)
    check = rng.getrandbits(32).to_bytes(4, "big")
    priv = check + check + pub_blob + ssh_string(seed + pub) + ssh_string(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    body = (
        b"openssh-key-v1\0"
        + ssh_string(b"none")
        + ssh_string(b"none")
        + ssh_string(b"")
        + (1).to_bytes(4, "big")
        + ssh_string(pub_blob)
        + ssh_string(priv)
    )
    return pem("OPENSSH PRIVATE KEY", body, width=70)


def ssh_public(seed: bytes, comment: str) -> str:
    blob = ssh_string(b"ssh-ed25519") + ssh_string(ed25519_public(seed))
    return f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


# --- BIP-39 -----------------------------------------------------------------------------------------------------


# The word lists live once in the repository, as the guard's data (MIT, `mnemonic` 0.21; its LICENSE beside them).
BIP39_DIR = HERE.parent.parent / "python" / "engramdb" / "guard" / "bip39"


def load_wordlists() -> dict[str, list[str]]:
    out = {}
    for name, digest in BIP39_SHA256.items():
        raw = (BIP39_DIR / f"{name}.txt").read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise SystemExit(f"{BIP39_DIR}/{name}.txt does not match its pinned SHA-256")
        words = raw.decode().split("\n")[:2048]
        assert len(words) == 2048
        out[name] = words
    return out


WORDS = load_wordlists()
WORD_INDEX = {name: {unicodedata.normalize("NFKD", w): i for i, w in enumerate(wl)} for name, wl in WORDS.items()}


def bip39_phrase(rng: random.Random, listname: str, nwords: int) -> list[str]:
    ent_bits = nwords * 11 * 32 // 33
    entropy = rng.getrandbits(ent_bits).to_bytes(ent_bits // 8, "big")
    cs = nwords * 11 - ent_bits
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    idx = [(bits >> (11 * (nwords - 1 - i))) & 2047 for i in range(nwords)]
    return [WORDS[listname][i] for i in idx]


def bip39_valid(words: list[str]) -> bool:
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    for index in WORD_INDEX.values():
        try:
            idx = [index[unicodedata.normalize("NFKD", w)] for w in words]
        except KeyError:
            continue
        bits = 0
        for i in idx:
            bits = bits << 11 | i
        cs = n * 11 // 33
        ent = (bits >> cs).to_bytes(n * 11 * 32 // 33 // 8, "big")
        if hashlib.sha256(ent).digest()[0] >> (8 - cs) == bits & ((1 << cs) - 1):
            return True
    return False


def show_words(words: list[str], listname: str) -> list[str]:
    """Korean words as a native types them (composed syllables, NFC); the list itself is stored decomposed."""
    return [unicodedata.normalize("NFC", w) for w in words] if listname == "korean" else words


# --- values -------------------------------------------------------------------------------------------------------

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIG = string.digits
B62 = LOWER + UPPER + DIG
HEX = "0123456789abcdef"

NAMES = [
    "Marta Kowalczyk",
    "James O'Neill",
    "Sofia Romano",
    "Lukas Becker",
    "Aiko Tanaka",
    "Diego Fernández",
    "Priya Raman",
    "Olga Smirnova",
    "Chen Wei",
    "Fatma Yılmaz",
    "Jonas Lindqvist",
    "Ana Souza",
    "Kim Minji",
    "Emma Dubois",
    "Tomás Ruiz",
    "Ngozi Okafor",
    "Nguyen Thi Lan",
    "Hanna Virtanen",
    "Pieter de Vries",
]
PW_WORDS = [
    "Sonnenblume",
    "tortuga",
    "Kaffee",
    "marmelade",
    "Pinguin",
    "estrela",
    "Bergen",
    "mojito",
    "Zitrone",
    "koala",
    "Pomodoro",
    "kartofel",
    "Sakura",
    "lighthouse",
    "Tigre",
    "waffel",
    "Fenix",
    "Dragon",
    "oliveira",
    "Mariposa",
    "haribo",
    "Nordlicht",
    "bambus",
    "Girasole",
    "matrjoschka",
    "Baleia",
    "kiwi",
    "Sparrow",
]
SSIDS = [
    "FRITZ!Box 7590 QX",
    "Vodafone-3F2A",
    "Livebox-8C21",
    "MOVISTAR_4B10",
    "TP-Link_A1C4",
    "HUAWEI-B535-1F2C",
    "NETGEAR42",
    "Casa Rossi",
    "BT-H7X2KP",
    "Ziggo5521790",
    "Telia-2G-4411",
    "SFR_9E28",
    "iliadbox-6A1F3D",
    "Orange-7731",
    "KPN-Gast",
    "Familie Jansen",
    "UPC4412873",
    "Magenta-8B1C",
    "AirPort Ponte",
    "dlink-0F2E",
]
HOSTS = [
    "db-prod-01.internal",
    "10.0.3.14",
    "pg.eu-west-1.rds.amazonaws.com",
    "mysql.kanzlei-server.local",
    "orders-db.c7x2kq.eu-central-1.rds.amazonaws.com",
    "db.shopbarn.co.uk",
    "192.168.10.20",
    "sql01.corp.lan",
]
DOMAINS = [
    "shopbarn.co.uk",
    "lumenapp.io",
    "kanzlei-weber.de",
    "boulangerie-martin.fr",
    "fincaelsol.es",
    "ourco.io",
    "trattoria-bella.it",
    "loja-azul.com.br",
    "fietsfabriek.nl",
    "kvartal48.ru",
    "tokyo-dental.jp",
]
USERS = ["deploy", "admin", "jmoreau", "ci-bot", "backup", "mkowalski", "svc_orders", "ana", "reporting"]
BUCKETS = ["acme-reports-prod", "lumen-exports", "shopbarn-invoices", "kanzlei-scans"]
PETS = ["Bello", "Minou", "Rex", "Toby", "Pelusa", "Mittens", "Kiki", "Bruno", "Luna"]
MAIDEN = ["Hargreaves", "Castellanos", "Wiśniewska", "Oyelaran", "Lindholm", "Moretti"]
FILES = ["ubuntu-24.04.1-desktop-amd64.iso", "backup-2026-11-30.tar.gz", "engram-0.9.2.whl", "firmware_v3.1.bin"]


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def digits(rng: random.Random, n: int, lead_zero_ok: bool = True) -> str:
    s = pick(rng, DIG, n)
    return s if lead_zero_ok or s[0] != "0" else str(rng.randint(1, 9)) + s[1:]


def password(rng: random.Random) -> str:
    style = rng.randrange(6)
    word = rng.choice(PW_WORDS)
    if style == 0:
        return f"{word.capitalize()}{rng.randint(10, 2026)}{rng.choice('!?#$%*.')}"
    if style == 1:
        return pick(rng, B62 + "!#$%&*?@", rng.randint(12, 18))
    if style == 2:
        return "-".join(rng.choice(PW_WORDS).lower() for _ in range(3)) + str(rng.randint(1, 99))
    if style == 3:
        leet = word.translate(str.maketrans({"o": "0", "a": "@", "e": "3", "i": "1", "s": "$"}))
        return f"{leet}{rng.choice('#!_')}{rng.randint(1, 999)}"
    if style == 4:
        return f"{rng.choice(PW_WORDS)}{rng.choice(PW_WORDS).lower()}{rng.randint(0, 99):02d}"
    return pick(rng, LOWER, 4) + pick(rng, DIG, 3) + pick(rng, UPPER, 3) + rng.choice("!?&")


def wifi_key(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return digits(rng, 20)  # the FRITZ!Box default: 20 digits
    if style == 1:
        return "-".join(pick(rng, UPPER + DIG, 4) for _ in range(4))
    if style == 2:
        return pick(rng, LOWER + DIG, 16)
    if style == 3:
        return f"{rng.choice(PW_WORDS)}{rng.choice(PW_WORDS)}{rng.randint(10, 99)}"
    return pick(rng, B62, rng.randint(10, 14))


def card(rng: random.Random) -> str:
    while True:
        brand = rng.randrange(4)
        if brand == 0:
            num, groups = luhn_complete("4" + digits(rng, 14)), (4, 4, 4, 4)
        elif brand == 1:
            num, groups = luhn_complete(str(rng.randint(51, 55)) + digits(rng, 13)), (4, 4, 4, 4)
        elif brand == 2:
            num, groups = luhn_complete(str(rng.randint(2221, 2720)) + digits(rng, 11)), (4, 4, 4, 4)
        else:
            num, groups = luhn_complete(rng.choice(["34", "37"]) + digits(rng, 12)), (4, 6, 5)
        if num not in DOCUMENTED_TEST_CARDS and len(set(num[1:])) > 3:
            break
    sep = rng.choice([" ", " ", "", "-"])
    out, i = [], 0
    for g in groups:
        out.append(num[i : i + g])
        i += g
    return sep.join(out)


def jwt_pair(rng: random.Random) -> tuple[str, str]:
    secret = pick(rng, B62, 32)
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = 1796000000 + rng.randrange(10**6)
    payload = {
        "sub": str(rng.randrange(10**5, 10**6)),
        "name": rng.choice(NAMES),
        "role": rng.choice(["admin", "user"]),
        "iat": iat,
        "exp": iat + 3600 * 12,
    }
    body = b64url(json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
    sig = b64url(hmac.new(secret.encode(), f"{header}.{body}".encode(), hashlib.sha256).digest())
    return f"{header}.{body}.{sig}", secret


def jwt_ok(token: str, secret: str) -> bool:
    header, body, sig = token.split(".")
    want = b64url(hmac.new(secret.encode(), f"{header}.{body}".encode(), hashlib.sha256).digest())
    return hmac.compare_digest(want, sig)


IBAN_BBAN: dict[str, Callable[[random.Random], str]] = {
    "gb": lambda r: pick(r, UPPER, 4) + digits(r, 14),
    "de": lambda r: digits(r, 18),
    "fr": lambda r: digits(r, 10) + pick(r, UPPER + DIG, 11) + digits(r, 2),
    "es": lambda r: digits(r, 20),
    "it": lambda r: pick(r, UPPER, 1) + digits(r, 10) + pick(r, UPPER + DIG, 12),
    "nl": lambda r: pick(r, UPPER, 4) + digits(r, 10),
    "pt": lambda r: digits(r, 21),
    "pl": lambda r: digits(r, 24),
    "by": lambda r: pick(r, UPPER, 4) + digits(r, 4) + pick(r, UPPER + DIG, 16),
    "fi": lambda r: digits(r, 14),
    "at": lambda r: digits(r, 16),
    "hr": lambda r: digits(r, 17),
    "ro": lambda r: pick(r, UPPER, 4) + pick(r, UPPER + DIG, 16),
    "sk": lambda r: digits(r, 20),
    "se": lambda r: digits(r, 20),
    "tr": lambda r: digits(r, 5) + "0" + pick(r, UPPER + DIG, 16),
    "sa": lambda r: digits(r, 2) + pick(r, UPPER + DIG, 18),
    "gr": lambda r: digits(r, 7) + pick(r, UPPER + DIG, 16),
    "hu": lambda r: digits(r, 24),
    "cz": lambda r: digits(r, 20),
    "dk": lambda r: digits(r, 14),
    "no": lambda r: digits(r, 11),
}


def aba(rng: random.Random) -> str:
    while True:
        r = digits(rng, 9)
        if aba_ok(r) and r[0] in "0123":
            return r


def phone(rng: random.Random, cc: str) -> str:
    d = lambda n: digits(rng, n)  # noqa: E731
    return {
        "uk": f"07{d(3)} {d(6)}",
        "us": f"({rng.randint(201, 989)}) {rng.randint(201, 989)}-{d(4)}",
        "de": f"0341 {d(7)}",
        "fr": f"04 {d(2)} {d(2)} {d(2)} {d(2)}",
        "es": f"91{d(1)} {d(3)} {d(3)}",
        "it": f"3{d(2)} {d(3)} {d(4)}",
        "br": f"(11) 9{d(4)}-{d(4)}",
        "nl": f"030 {d(3)} {d(4)}",
        "pl": f"5{d(2)} {d(3)} {d(3)}",
        "ru": f"+7 916 {d(3)}-{d(2)}-{d(2)}",
        "tr": f"0532 {d(3)} {d(2)} {d(2)}",
        "jp": f"03-{d(4)}-{d(4)}",
        "cn": f"010-{d(8)}",
        "kr": f"02-{d(3)}-{d(4)}",
        "in": f"+91 9{d(4)} {d(5)}",
        "id": f"0812-{d(4)}-{d(4)}",
        "sa": f"05{d(1)} {d(3)} {d(4)}",
        "ke": f"07{d(2)} {d(3)} {d(3)}",
        "vn": f"09{d(2)} {d(3)} {d(3)}",
    }[cc]


def date_str(rng: random.Random, lang: str) -> str:
    y, m, dd = rng.choice([2026, 2027]), rng.randint(1, 12), rng.randint(1, 28)
    if lang in ("ja", "zh", "ko", "hu", "lt"):
        return f"{y}-{m:02d}-{dd:02d}"
    if lang == "en":
        return rng.choice([f"{dd}/{m}/{y}", f"{m}/{dd}/{y}", f"{y}-{m:02d}-{dd:02d}"])
    return rng.choice([f"{dd:02d}.{m:02d}.{y}", f"{dd}.{m}.{y}", f"{dd}/{m}/{y}", f"{dd:02d}/{m:02d}/{y}"])


class Values(dict):
    """Seeded values made on first use, so a template draws only what it names (and the stream stays fixed)."""

    def __init__(self, rng: random.Random, lang: str) -> None:
        super().__init__()
        self.rng = rng
        self.lang = lang

    def __missing__(self, key: str) -> str:
        value = self.make(key)
        self[key] = value
        return value

    def make(self, key: str) -> str:
        r = self.rng
        if key.startswith("iban_"):
            return make_iban(key[5:].upper(), IBAN_BBAN[key[5:]](r))
        if key.startswith("phone_"):
            return phone(r, key[6:])
        simple: dict[str, Callable[[], str]] = {
            "pin": lambda: digits(r, 4) if r.random() < 0.85 else digits(r, rng_len(r, (5, 6))),
            "pin4": lambda: digits(r, 4),
            "pin6": lambda: digits(r, 6),
            "in_pin": lambda: str(r.randint(11, 85)) + digits(r, 4),
            "gpio": lambda: str(r.choice([4, 5, 6, 12, 13, 16, 17, 18, 22, 23, 24, 25, 26, 27])),
            "n2": lambda: str(r.randint(10, 99)),
            "hs": lambda: r.choice(["8471.30", "6109.10", "9503.00", "8517.13", "3304.99", "6403.99"]),
            "hex4": lambda: pick(r, "0123456789ABCDEF", 8),
            "http": lambda: r.choice(["502", "503", "429", "404"]),
            "puk": lambda: digits(r, 8),
            "door": lambda: r.choice(
                [
                    digits(r, 4),
                    digits(r, 4),
                    digits(r, 5),
                    digits(r, 6),
                    digits(r, 4) + r.choice("ABC"),
                    r.choice("ABC") + digits(r, 4),
                ]
            ),
            "gate": lambda: r.choice([digits(r, 4), digits(r, 5), "#" + digits(r, 4), digits(r, 6)]),
            "alarm": lambda: r.choice([digits(r, 4), digits(r, 4), digits(r, 6)]),
            "combo": lambda: r.choice(
                [
                    digits(r, 4),
                    digits(r, 3),
                    digits(r, 5),
                    "-".join(str(r.randint(0, 39)) for _ in range(3)),
                    digits(r, 6),
                ]
            ),
            "keybox": lambda: r.choice([digits(r, 4), " ".join(digits(r, 4)), digits(r, 4)]),
            "otp": lambda: digits(r, 6) if r.random() < 0.85 else digits(r, r.choice([4, 5, 8])),
            "otp_sp": lambda: (lambda s: s[:3] + r.choice([" ", "-"]) + s[3:])(digits(r, 6)),
            "pw": lambda: password(r),
            "wifi": lambda: wifi_key(r),
            "ssid": lambda: r.choice(SSIDS),
            "pw_url": lambda: urllib.parse.quote(self["pw"], safe=""),
            "ip": lambda: r.choice(
                [
                    f"10.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
                    f"{r.randint(45, 212)}.{r.randint(0, 255)}.{r.randint(0, 255)}.{r.randint(2, 254)}",
                ]
            ),
            "host": lambda: r.choice(HOSTS),
            "domain": lambda: r.choice(DOMAINS),
            "user": lambda: r.choice(USERS),
            "bucket": lambda: r.choice(BUCKETS),
            "name": lambda: r.choice(NAMES),
            "pet": lambda: r.choice(PETS),
            "maiden": lambda: r.choice(MAIDEN),
            "memword": lambda: r.choice(PW_WORDS).lower() + str(r.randint(1, 9)),
            "rc_gh": lambda: "\n".join(pick(r, HEX, 5) + "-" + pick(r, HEX, 5) for _ in range(r.choice([8, 10, 16]))),
            "rc_g": lambda: "\n".join(f"{digits(r, 4)} {digits(r, 4)}" for _ in range(10)),
            "rc_one": lambda: pick(r, LOWER + DIG, 32),
            "rc_apple": lambda: "-".join(pick(r, UPPER + DIG, 4) for _ in range(7)),
            "op_key": lambda: "A3-" + "-".join(pick(r, UPPER + DIG, n) for n in (6, 6, 5, 5, 5, 5)),
            "stripe": lambda: "sk_live_" + pick(r, B62, r.choice([24, 99])),
            "stripe_pk": lambda: "pk_live_" + pick(r, B62, r.choice([24, 99])),
            "ghp": lambda: r.choice(
                ["ghp_" + pick(r, B62, 36), "github_pat_11" + pick(r, UPPER + DIG, 20) + "_" + pick(r, B62, 59)]
            ),
            "xoxb": lambda: f"xoxb-{digits(r, 12, False)}-{digits(r, 13, False)}-{pick(r, B62, 24)}",
            "akia": lambda: "AKIA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
            "aws_secret": lambda: pick(r, B62 + "/+", 40),
            "glpat": lambda: "glpat-" + pick(r, B62 + "_-", 20),
            "openai": lambda: "sk-proj-" + pick(r, B62 + "_-", 74) + "T3BlbkFJ" + pick(r, B62 + "_-", 74),
            "anthropic": lambda: "sk-ant-api03-" + pick(r, B62 + "_-", 93) + "AA",
            "npm": lambda: "npm_" + pick(r, B62, 36),
            "hf": lambda: "hf_" + pick(r, LOWER + UPPER, 34),
            "sendgrid": lambda: "SG." + pick(r, B62 + "_-", 22) + "." + pick(r, B62 + "_-", 43),
            "google": lambda: "AIza" + pick(r, B62 + "_-", 35),
            "shopify": lambda: "shpat_" + pick(r, HEX, 32),
            "doctl": lambda: "dop_v1_" + pick(r, HEX, 64),
            "twsid": lambda: "AC" + pick(r, HEX, 32),
            "twtok": lambda: pick(r, HEX, 32),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + pick(r, B62 + "_-", 150),
            "tg": lambda: f"{digits(r, 10, False)}:AA{pick(r, B62 + '_-', 33)}",
            "age": lambda: bech32_encode("age-secret-key-", convertbits(r.randbytes(32))).upper(),
            "age_pub": lambda: bech32_encode("age", convertbits(r.randbytes(32))),
            "mailchimp": lambda: pick(r, HEX, 32) + f"-us{r.randint(1, 21)}",
            "hex32": lambda: pick(r, HEX, 32),
            "hex64": lambda: pick(r, HEX, 64),
            "uuid": lambda: uuid4(r),
            "uuid2": lambda: uuid4(r),
            "uuid3": lambda: uuid4(r),
            "cf": lambda: pick(r, B62 + "_-", 40),
            "azkey": lambda: base64.b64encode(r.randbytes(64)).decode(),
            "mapbox_sk": lambda: mapbox(r, "sk"),
            "mapbox_pk": lambda: mapbox(r, "pk"),
            "b62_20": lambda: pick(r, B62, 20),
            "b62_24": lambda: pick(r, B62, 24),
            "b62_30": lambda: pick(r, B62, 30),
            "b62_40": lambda: pick(r, B62, 40),
            "b62_64": lambda: pick(r, B62, 64),
            "discord": lambda: (
                b64url(digits(r, 18, False).encode()) + "." + pick(r, B62 + "_-", 6) + "." + pick(r, B62 + "_-", 38)
            ),
            "cfpat": lambda: "CFPAT-" + pick(r, B62 + "_-", 43),
            "jwt_secret": lambda: pick(r, B62, 48),
            "pg_url": lambda: (
                f"postgres://{r.choice(USERS)}:{self['pw_url']}@{r.choice(HOSTS)}:5432/{r.choice(['app', 'orders', 'prod'])}"
            ),
            "mongo_url": lambda: (
                f"mongodb+srv://{r.choice(USERS)}:{self['pw_url']}@cluster0.{pick(r, LOWER + DIG, 5)}.mongodb.net/app?retryWrites=true&w=majority"
            ),
            "redis_url": lambda: f"redis://default:{self['pw_url']}@{r.choice(HOSTS)}:6379/0",
            "mysql_url": lambda: f"mysql://{r.choice(USERS)}:{self['pw_url']}@{r.choice(HOSTS)}:3306/shop",
            "up9": lambda: pick(r, UPPER + DIG, 9),
            "up11": lambda: pick(r, UPPER + DIG, 11),
            "up12": lambda: pick(r, UPPER + DIG, 12),
            "digits7": lambda: digits(r, 7),
            "digits12": lambda: digits(r, 12, False),
            "digits18": lambda: digits(r, 18, False),
            "digits24": lambda: digits(r, 24, False),
            "b64url_68": lambda: pick(r, B62 + "_-", 68),
            "sig_url": lambda: urllib.parse.quote(base64.b64encode(r.randbytes(32)).decode(), safe=""),
            "django": lambda: (
                "django-insecure-" + pick(r, LOWER + DIG + "!@#$%^&*(-_=+)", 50)
                if r.random() < 0.3
                else pick(r, LOWER + DIG + "!@#$%^&*(-_=+)", 50)
            ),
            "b64_32": lambda: base64.b64encode(r.randbytes(32)).decode(),
            "b64_64": lambda: base64.b64encode(r.randbytes(64)).decode(),
            "b64_43": lambda: base64.b64encode(r.randbytes(32)).decode().rstrip("="),
            "wif": lambda: base58check(b"\x80" + r.randbytes(32) + b"\x01"),
            "card": lambda: card(r),
            "cvc": lambda: digits(r, 4 if self["card"][:2] in ("34", "37") else 3),
            "exp": lambda: r.choice(
                [f"{r.randint(1, 12):02d}/{r.randint(27, 31)}", f"{r.randint(1, 12):02d}/20{r.randint(27, 31)}"]
            ),
            "last4": lambda: digits(r, 4),
            "last4h": lambda: pick(r, B62, 4),
            "order": lambda: r.choice(
                [digits(r, 8, False), f"{r.choice(UPPER)}{digits(r, 9)}", f"ORD-2026-{digits(r, 5)}"]
            ),
            "amazon": lambda: f"{r.randint(111, 407)}-{digits(r, 7)}-{digits(r, 7)}",
            "ups": lambda: "1Z" + pick(r, UPPER + DIG, 6) + digits(r, 10),
            "rm": lambda: pick(r, UPPER, 2) + digits(r, 9) + r.choice(["GB", "RU", "PT", "CN"]),
            "dhl": lambda: digits(r, 10, False),
            "colis": lambda: "6A" + digits(r, 11),
            "n3": lambda: str(r.randint(100, 999)),
            "n3b": lambda: str(r.randint(100, 999)),
            "n3c": lambda: str(r.randint(100, 999)),
            "n4": lambda: str(r.randint(1000, 9999)),
            "n4b": lambda: str(r.randint(1000, 9999)),
            "n6": lambda: str(r.randint(100000, 999999)),
            "n6b": lambda: str(r.randint(100000, 999999)),
            "meet": lambda: f"{digits(r, 3, False)} {digits(r, 4)} {digits(r, 4)}",
            "meet_teams": lambda: " ".join(digits(r, 3, False) for _ in range(4)),
            "date": lambda: date_str(r, self.lang),
            "amount": lambda: r.choice(["£85.00", "€120", "$249.99", "€62,50"]),
            "uk_pc": lambda: f"BS{r.randint(1, 16)} {r.randint(1, 9)}{pick(r, 'ABDEFGHJLNPQRSTUWXYZ', 2)}",
            "de_pc": lambda: f"04{digits(r, 3)}",
            "fr_pc": lambda: f"6900{r.randint(1, 9)}",
            "es_pc": lambda: f"280{digits(r, 2)}",
            "it_pc": lambda: f"401{digits(r, 2)}",
            "nl_pc": lambda: f"35{digits(r, 2)} {pick(r, 'ABCDEFGHJKLMNPRSTVWXZ', 2)}",
            "pl_pc": lambda: f"80-{digits(r, 3)}",
            "pt_pc": lambda: f"4000-{digits(r, 3)}",
            "jp_pc": lambda: f"15{digits(r, 1)}-00{digits(r, 2)}",
            "se_pc": lambda: f"75{digits(r, 1)} {digits(r, 2)}",
            "us_zip": lambda: f"972{digits(r, 2)}",
            "ver": lambda: f"{r.randint(1, 22)}.{r.randint(0, 40)}.{r.randint(0, 12)}",
            "ver2": lambda: f"{r.randint(1, 22)}.{r.randint(0, 40)}.{r.randint(0, 12)}",
            "sha7": lambda: pick(r, HEX, 7),
            "sha40": lambda: pick(r, HEX, 40),
            "file": lambda: r.choice(FILES),
            "eth_addr": lambda: "0x" + pick(r, HEX, 40),
            "bc1": lambda: bech32_encode("bc", [0, *convertbits(r.randbytes(20))]),
            "sortcode": lambda: f"{digits(r, 2)}-{digits(r, 2)}-{digits(r, 2)}",
            "aba": lambda: aba(r),
            "acct7": lambda: digits(r, 7),
            "acct8": lambda: digits(r, 8),
            "acct10": lambda: digits(r, 10, False),
            "acct12": lambda: digits(r, 12, False),
            "acct16": lambda: digits(r, 16, False),
            "acct_kr": lambda: f"{digits(r, 6)}-{digits(r, 2)}-{digits(r, 6)}",
        }
        if key in simple:
            return simple[key]()
        if key == "jwt":
            token, secret = jwt_pair(r)
            self["_jwt_secret"] = secret
            return token
        if key == "pem_rsa":
            return rsa_pem(rsa_key(r, r.choice([1024, 2048, 2048])))
        if key == "pem_ec":
            return ec_pem(r)
        if key == "pem_p8":
            return pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32))
        if key == "pem_ssh":
            return openssh_pem(r, r.randbytes(32), f"{r.choice(USERS)}@{r.choice(['laptop', 'build01', 'nas'])}")
        if key == "ssh_pub":
            return ssh_public(r.randbytes(32), f"{r.choice(USERS)}@{r.choice(['laptop', 'macbook', 'ws-17'])}")
        if key == "pem_pub":
            pub = ed25519_public(r.randbytes(32))
            return pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + pub)
        if key == "vocab":
            return vocab(r, self.lang, self)
        raise KeyError(key)


def rng_len(r: random.Random, choices: tuple[int, ...]) -> int:
    return r.choice(choices)


def uuid4(r: random.Random) -> str:
    h = pick(r, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{r.choice('89ab')}{h[17:20]}-{h[20:]}"


def mapbox(r: random.Random, kind: str) -> str:
    body = b64url(json.dumps({"u": r.choice(USERS), "a": pick(r, LOWER + DIG, 25)}, separators=(",", ":")).encode())
    return f"{kind}.{body}.{pick(r, B62 + '_-', 22)}"


def vocab(r: random.Random, lang: str, vals: Values) -> str:
    listname = SEED_LIST.get(lang, "english")
    n = r.choice([6, 8, 10, 12, 12])
    while True:
        words = [r.choice(WORDS[listname]) for _ in range(n)]
        if not bip39_valid(words) and len(set(words)) == n:
            break
    vals["_vocab_words"] = " ".join(words)
    shown = show_words(words, listname)
    return ("、" if listname in ("japanese", "chinese_simplified", "chinese_traditional") else ", ").join(shown)


# --- seed phrase rows (numbered and one-a-line layouts are built here, prose ones come from templates) ------------

SEED_HEADERS = {
    "en": ["Ledger backup ({n} words) - KEEP OFFLINE", "seed", "Recovery phrase:", "wallet words"],
    "de": ["Wiederherstellungsphrase Trezor:", "Seed-Wörter (nicht verlieren)"],
    "fr": ["Phrase de récupération :", "mots de secours du wallet"],
    "es": ["Frase semilla:", "palabras de recuperación"],
    "it": ["Frase di recupero:"],
    "pt": ["Frase de recuperação:"],
    "cs": ["Obnovovací slova:"],
    "ja": ["復元フレーズ"],
    "ko": ["복구 단어"],
    "zh": ["助记词"],
    "yue": ["助記詞"],
}


def seed_layout(r: random.Random, kind: str, lang: str, words: list[str]) -> str:
    header = r.choice(SEED_HEADERS[lang]).replace("{n}", str(len(words)))
    if kind == "seed_numbered":
        style = r.randrange(3)
        if style == 0:
            body = "\n".join(f"{i}. {w}" for i, w in enumerate(words, 1))
        elif style == 1:
            body = " ".join(f"{i}) {w}" for i, w in enumerate(words, 1))
        else:
            half = len(words) // 2
            body = "\n".join(f"{i + 1:02d} {words[i]:<12} {i + half + 1:02d} {words[i + half]}" for i in range(half))
        return f"{header}\n{body}"
    return f"{header}\n" + "\n".join(words)


# --- building the rows --------------------------------------------------------------------------------------------


def wrap_in_errands(r: random.Random, text: str, items: list[str]) -> str:
    a, b, c = r.sample(items, 3)
    style = r.randrange(4)
    if style == 0:
        return f"- {a}\n- {b}\n- {text}\n- {c}"
    if style == 1 and "\n" not in text:
        stop = "" if text[-1] in ".!?。！？" else "."
        return f"{a.rstrip('.!?')}, {b.rstrip('.!?')}. {text}{stop} {c}"
    if style == 2:
        return f"TODO\n1. {a}\n2. {text}\n3. {b}"
    return f"{a}\n{text}\n{c}"


BENIGN_KINDS = {kind for kind, _, _ in parse_block(T.BENIGN)}


def build() -> list[dict[str, object]]:
    r = random.Random(SEED)
    templates = load_templates()
    errands = load_errands()
    rows: list[dict[str, object]] = []
    seen: set[str] = set()

    def add(kind: str, lang: str, text: str, vals: dict[str, str]) -> bool:
        if lang in errands and r.random() < 0.2:
            wrapped = wrap_in_errands(r, text, errands[lang])
            if len(wrapped) <= MAX_CHARS:
                text = wrapped
        if text in seen or len(text) > MAX_CHARS:
            return False
        seen.add(text)
        rows.append(
            {
                "text": text,
                "label": "benign" if kind in BENIGN_KINDS else "secret",
                "kind": kind,
                "_lang": lang,
                "_vals": dict(vals),
            }
        )
        return True

    for kind, tmpl in templates.items():
        if kind == "seed_prose":
            continue
        want = max(len(tmpl), TARGET.get(kind, 0))
        made = i = 0
        while made < want:
            lang, text = tmpl[i % len(tmpl)]
            i += 1
            vals = Values(r, lang)
            if add(kind, lang, text.format_map(vals), vals):
                made += 1
            if i > want * 20:
                raise SystemExit(f"{kind}: cannot make {want} distinct rows")

    prose = templates["seed_prose"]
    langs = list(SEED_HEADERS)
    for kind, want in SEED_ROWS.items():
        for i in range(want):
            if kind == "seed_prose":
                lang, text = prose[i % len(prose)]
            else:
                lang, text = langs[i % len(langs)], ""
            listname = SEED_LIST[lang]
            count = re.search(r"\b(12|24)\b", text)
            words = bip39_phrase(r, listname, int(count.group(1)) if count else 24 if i % 3 == 1 else 12)
            shown = show_words(words, listname)
            sep = "\u3000" if listname == "japanese" and r.random() < 0.5 else " "
            vals = {"_seed_words": " ".join(words), "_seed_list": listname}
            body = (
                text.replace("{seed}", sep.join(shown)) if kind == "seed_prose" else seed_layout(r, kind, lang, shown)
            )
            if not add(kind, lang, body, vals):
                raise SystemExit("duplicate seed row")
    return rows


# --- label checks -------------------------------------------------------------------------------------------------


def self_test() -> None:
    """Known answers for the hand-written maths, so a slip in a formula cannot pass silently."""
    rfc8032 = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    assert ed25519_public(rfc8032).hex() == "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    gx, gy = P256_G
    assert (gy * gy - (gx**3 - 3 * gx + P256_B)) % P256_P == 0 and p256_mul(P256_N) is None
    assert iban_ok("GB82 WEST 1234 5698 7654 32") and not iban_ok("GB82 WEST 1234 5698 7654 33")
    assert luhn_ok("4111111111111111") and not luhn_ok("4111111111111112")
    assert aba_ok("011000015") and bech32_ok("bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4")
    assert bip39_valid(("abandon " * 11 + "about").split()) and not bip39_valid(["abandon"] * 12)


def check_rows(rows: list[dict[str, object]]) -> None:
    self_test()
    for row in rows:
        text, kind, vals = str(row["text"]), str(row["kind"]), row["_vals"]
        assert isinstance(vals, dict)
        where = f"{kind}: {text[:60]!r}"
        assert len(text) <= MAX_CHARS, where
        if "card" in vals:
            assert luhn_ok(vals["card"]) and vals["card"] in text, where
            assert "".join(c for c in vals["card"] if c.isdigit()) not in DOCUMENTED_TEST_CARDS, where
        if kind == "test_card":
            flat = "".join(c for c in text if c.isdigit())
            assert any(n in flat for n in DOCUMENTED_TEST_CARDS), where
        if "_seed_words" in vals:
            assert bip39_valid(vals["_seed_words"].split()), where
        if "_vocab_words" in vals:
            assert not bip39_valid(vals["_vocab_words"].split()), where
        for key, value in vals.items():
            if key.startswith("iban_"):
                assert iban_ok(value) and value in text, where
        if "aba" in vals:
            assert aba_ok(vals["aba"]), where
        if "jwt" in vals:
            assert jwt_ok(vals["jwt"], vals["_jwt_secret"]), where
        if "bc1" in vals:
            assert bech32_ok(vals["bc1"]), where
        if "age" in vals:
            assert bech32_ok(vals["age"]), where
        if "wif" in vals:
            assert base58check_ok(vals["wif"]), where
        assert not re.search(r"\{[a-z0-9_]+\}", text), where


def render(rows: list[dict[str, object]]) -> bytes:
    lines = [
        json.dumps({"text": row["text"], "label": row["label"], "kind": row["kind"]}, ensure_ascii=False)
        for row in rows
    ]
    return ("\n".join(lines) + "\n").encode()


def table(rows: list[dict[str, object]]) -> str:
    per = Counter((str(row["label"]), str(row["kind"])) for row in rows)
    labels = Counter(str(row["label"]) for row in rows)
    langs = Counter(str(row["_lang"]) for row in rows)
    out = ["| label | kind | rows |", "|---|---|---:|"]
    for (label, kind), n in sorted(per.items()):
        out.append(f"| {label} | {kind} | {n} |")
    kinds = Counter(label for label, _ in per)
    out.append("")
    out.append(
        " ".join(f"{label}: {labels[label]} rows in {kinds[label]} kinds;" for label in sorted(labels))
        + f" {len(rows)} rows, {len(langs)} languages"
    )
    out.append("languages: " + ", ".join(f"{lang} {n}" for lang, n in sorted(langs.items())))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed corpus is stale")
    parser.add_argument("--table", action="store_true", help="print rows per kind and label")
    args = parser.parse_args(argv)
    rows = build()
    check_rows(rows)
    data = render(rows)
    if args.table:
        print(table(rows))
        return 0
    if args.check:
        if not OUT.exists() or OUT.read_bytes() != data:
            print(f"{OUT.name} is stale: run {Path(__file__).name}", file=sys.stderr)
            return 1
        print(f"{OUT.name} is up to date ({len(rows)} rows)")
        return 0
    OUT.write_bytes(data)
    print(f"wrote {len(rows)} rows to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
