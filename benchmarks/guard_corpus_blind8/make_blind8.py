"""Writes secrets_blind8.jsonl, the eighth blind held-out corpus for the secret guard (issue 13).

Standard library only, fixed seeds, the same bytes on every run and every Python version (random bytes come from
``getrandbits``, never ``randbytes``; no set or hash order is used). Written without looking at the guard.

    python benchmarks/guard_corpus_blind8/make_blind8.py            # rewrite the file, print counts per kind
    python benchmarks/guard_corpus_blind8/make_blind8.py --check    # exit 1 if the committed file is stale
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import string
import sys
import zlib
from collections.abc import Callable
from pathlib import Path
from random import Random

OUT_PATH = Path(__file__).with_name("secrets_blind8.jsonl")
SEED = 20261208
MAX_LEN = 2000

Phrasing = Callable[[Random], str]

# ---------------------------------------------------------------------------------------------------------------
# Random values
# ---------------------------------------------------------------------------------------------------------------

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
LOWER_ALNUM = string.ascii_lowercase + string.digits
UPPER_ALNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64_CHARS = string.ascii_letters + string.digits + "+/"


def rb(r: Random, n: int) -> bytes:
    return r.getrandbits(8 * n).to_bytes(n, "big")


def rs(r: Random, n: int, alphabet: str = B62) -> str:
    return "".join(alphabet[r.randrange(len(alphabet))] for _ in range(n))


def h(r: Random, n: int) -> str:
    return rs(r, n, HEX)


def H(r: Random, n: int) -> str:
    return rs(r, n, HEX.upper())


def an(r: Random, n: int) -> str:
    return rs(r, n, B62)


def lo(r: Random, n: int) -> str:
    return rs(r, n, LOWER_ALNUM)


def up(r: Random, n: int) -> str:
    return rs(r, n, UPPER_ALNUM)


def dg(r: Random, n: int) -> str:
    return str(r.randrange(1, 10)) + rs(r, n - 1, string.digits)


def b64(r: Random, n: int) -> str:
    return base64.b64encode(rb(r, n)).decode()


def b64u(r: Random, n: int) -> str:
    return base64.urlsafe_b64encode(rb(r, n)).decode().rstrip("=")


def b32(r: Random, n: int) -> str:
    return base64.b32encode(rb(r, n)).decode().rstrip("=")


def uid(r: Random) -> str:
    v = bytearray(rb(r, 16))
    v[6] = (v[6] & 0x0F) | 0x40
    v[8] = (v[8] & 0x3F) | 0x80
    x = v.hex()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"


def pick(r: Random, seq: list[str] | tuple[str, ...]) -> str:
    return seq[r.randrange(len(seq))]


def b64s(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64us(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _words(text: str) -> list[str]:
    return text.split()


WORDS = _words(
    "maple orbit cactus lantern velvet harbor quartz mango falcon pepper willow summit ember coral nimbus thistle "
    "cobalt saffron juniper tundra pixel walrus biscuit meadow glacier tamarind otter paprika sequoia marble "
    "kumquat fjord zephyr basalt tulip cinder gecko nutmeg puffin sorrel"
)
FIRST = _words(
    "Aroha Bongani Chiara Dmitri Emeka Farida Goran Hana Ines Jonas Kaveh Leilani Mateus Nkechi Oskar Priya "
    "Quentin Rasmus Sione Tuva Ulla Valentina Wiremu Ximena Yusuf Zofia Anouk Beatriz Cormac Dagny Eitan Fenna"
)
LAST = _words("Okafor Lindqvist Moreau Tanaka Nowak Haddad Brennan Silva Kowalczyk Varga Mensah Petrov Ishikawa Duarte")
DOMAINS = _words(
    "bluefinch.io kestrel-labs.dev nordlicht.de verdant.coop tinyowl.app lumenfield.co brightpath.health "
    "orchardline.net quillbyte.com saltmarsh.org ironbark.cloud copperkettle.shop fernhill.school larkspur.fr"
)
SYMS = "!@#%^*-_+=.?"


def nm(r: Random) -> str:
    return pick(r, FIRST)


def full(r: Random) -> str:
    return f"{pick(r, FIRST)} {pick(r, LAST)}"


def dom(r: Random) -> str:
    return pick(r, DOMAINS)


def usr(r: Random) -> str:
    styles = [
        lambda: pick(r, FIRST).lower(),
        lambda: f"{pick(r, FIRST).lower()}.{pick(r, LAST).lower()}",
        lambda: f"svc_{pick(r, WORDS)}",
        lambda: f"{pick(r, WORDS)}_app",
        lambda: f"{pick(r, FIRST).lower()[0]}{pick(r, LAST).lower()}",
        lambda: pick(r, ["admin", "deploy", "backup", "reporting", "etl", "grafana", "root", "ops"]),
    ]
    return styles[r.randrange(len(styles))]()


def email(r: Random) -> str:
    return f"{pick(r, FIRST).lower()}.{pick(r, LAST).lower()}@{dom(r)}"


def ip(r: Random) -> str:
    return pick(
        r,
        [
            f"10.{r.randrange(256)}.{r.randrange(256)}.{r.randrange(1, 255)}",
            f"192.168.{r.randrange(256)}.{r.randrange(2, 255)}",
            f"172.{r.randrange(16, 32)}.{r.randrange(256)}.{r.randrange(2, 255)}",
        ],
    )


def host(r: Random) -> str:
    return f"{pick(r, ['db', 'pg', 'sql', 'data', 'core', 'api', 'mq', 'cache', 'vault', 'edge'])}-{r.randrange(1, 9)}.{pick(r, ['internal', 'prod', 'eu-west', 'lan', 'svc'])}.{dom(r)}"


def pw(r: Random) -> str:
    """A human or generated password, without quotes, backslashes, dollar signs or spaces."""
    w = pick(r, WORDS)
    style = r.randrange(7)
    if style == 0:
        return f"{w.capitalize()}{r.randrange(10, 9999)}{pick(r, list(SYMS))}"
    if style == 1:
        return rs(r, r.randrange(14, 22), string.ascii_letters + string.digits + SYMS)
    if style == 2:
        return f"{w}-{pick(r, WORDS)}-{pick(r, WORDS)}-{r.randrange(10, 99)}"
    if style == 3:
        leet = w.replace("a", "4").replace("e", "3").replace("o", "0").replace("i", "1")
        return f"{leet.capitalize()}{pick(r, WORDS).capitalize()}{pick(r, list(SYMS))}{r.randrange(1, 99)}"
    if style == 4:
        return an(r, r.randrange(18, 28))
    if style == 5:
        return f"{w.capitalize()}_{pick(r, WORDS)}_{r.randrange(1970, 2027)}"
    return f"{pick(r, WORDS).upper()}{pick(r, list(SYMS))}{w}{r.randrange(100, 999)}"


def pwu(r: Random) -> str:
    """A password safe inside a URL without percent-encoding."""
    style = r.randrange(3)
    if style == 0:
        return an(r, r.randrange(16, 26))
    if style == 1:
        return f"{pick(r, WORDS).capitalize()}{r.randrange(100, 99999)}{pick(r, ['-', '_', '.', '~'])}{pick(r, WORDS)}"
    return rs(r, r.randrange(14, 24), string.ascii_letters + string.digits + "-_.")


def aws_id(r: Random, prefix: str = "AKIA") -> str:
    return prefix + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


def aws_secret(r: Random) -> str:
    return rs(r, 40, string.ascii_letters + string.digits + "+/")


# ---------------------------------------------------------------------------------------------------------------
# Checksummed public formats
# ---------------------------------------------------------------------------------------------------------------


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


DOCUMENTED_TEST_CARDS = [
    "4242424242424242",
    "4000056655665556",
    "5555555555554444",
    "2223003122003222",
    "5200828282828210",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "6011000990139424",
    "3056930009020004",
    "36227206271667",
    "3566002020360505",
    "6200000000000005",
    "4111111111111111",
    "4012888888881881",
    "5105105105105100",
    "4007000000027",
    "4000000000000002",
]

CARD_BRANDS = {
    "visa": (["4"], 16),
    "mastercard": (["51", "52", "53", "54", "55", "2221", "2300", "2720"], 16),
    "amex": (["34", "37"], 15),
    "discover": (["6011", "644", "65"], 16),
    "jcb": (["3528", "3589"], 16),
    "unionpay": (["62"], 16),
    "diners": (["36", "38"], 14),
    "maestro": (["6759", "5018", "5020"], 16),
    "rupay": (["6521", "6522", "6070"], 16),
    "mir": (["2200", "2201", "2202", "2204"], 16),
    "elo": (["4011", "5067", "6363"], 16),
    "troy": (["9792"], 16),
    "verve": (["5061"], 19),
}


def card(r: Random, brand: str = "") -> str:
    if not brand:
        brand = pick(r, ["visa", "visa", "mastercard", "mastercard", "amex", "discover", "jcb", "unionpay"])
    prefixes, length = CARD_BRANDS[brand]
    while True:
        body = pick(r, prefixes)
        body += rs(r, length - 1 - len(body), string.digits)
        number = body + luhn_digit(body)
        if number not in DOCUMENTED_TEST_CARDS and "0000" not in number:
            return number


def spaced(number: str) -> str:
    if len(number) == 15:
        return f"{number[:4]} {number[4:10]} {number[10:]}"
    return " ".join(number[i : i + 4] for i in range(0, len(number), 4))


def grouped(s: str, n: int, sep: str) -> str:
    return sep.join(s[i : i + n] for i in range(0, len(s), n))


def exp(r: Random) -> str:
    return f"{r.randrange(1, 13):02d}/{r.randrange(27, 32)}"


def cvv(r: Random, number: str = "") -> str:
    return dg(r, 4) if number[:2] in ("34", "37") else rs(r, 3, string.digits)


IBAN_FORMATS = {
    # country: list of (kind, length) pieces of the BBAN; "n" digits, "a" upper letters, "c" upper alnum
    "BE": [("n", 12)],
    "CH": [("n", 5), ("c", 12)],
    "PL": [("n", 24)],
    "PT": [("n", 21)],
    "SE": [("n", 20)],
    "NO": [("n", 11)],
    "DK": [("n", 14)],
    "FI": [("n", 14)],
    "CZ": [("n", 20)],
    "HU": [("n", 24)],
    "RO": [("a", 4), ("c", 16)],
    "SA": [("n", 2), ("c", 18)],
    "AE": [("n", 19)],
    "TR": [("n", 5), ("n", 1), ("c", 16)],
    "LU": [("n", 3), ("c", 13)],
    "SK": [("n", 20)],
    "HR": [("n", 17)],
    "SI": [("n", 15)],
    "LT": [("n", 16)],
    "EE": [("n", 16)],
    "GR": [("n", 7), ("c", 16)],
    "IE": [("a", 4), ("n", 14)],
    "DE": [("n", 18)],
    "ES": [("n", 20)],
    "NL": [("a", 4), ("n", 10)],
    "IT": [("a", 1), ("n", 10), ("c", 12)],
}


def iban_check(country: str, bban: str) -> str:
    digits = "".join(str(int(ch, 36)) for ch in bban + country + "00")
    return f"{98 - int(digits) % 97:02d}"


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    return int("".join(str(int(ch, 36)) for ch in s[4:] + s[:4])) % 97 == 1


def iban(r: Random, country: str = "") -> str:
    if not country:
        country = pick(r, list(IBAN_FORMATS))
    bban = ""
    for kind, n in IBAN_FORMATS[country]:
        alphabet = {"n": string.digits, "a": string.ascii_uppercase, "c": UPPER_ALNUM}[kind]
        piece = rs(r, n, alphabet)
        if country == "TR" and n == 1:
            piece = "0"
        bban += piece
    if country == "BE":
        core = bban[:10]
        chk = int(core) % 97 or 97
        bban = core + f"{chk:02d}"
    s = country + iban_check(country, bban) + bban
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def aba(r: Random) -> str:
    while True:
        body = pick(r, ["0", "1", "2", "3"]) + rs(r, 7, string.digits)
        for c in range(10):
            d = [int(x) for x in body + str(c)]
            if (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 == 0:
                return body + str(c)


def clabe(r: Random) -> str:
    body = pick(r, ["002", "012", "014", "021", "072"]) + rs(r, 14, string.digits)
    weights = [3, 7, 1] * 6
    s = sum((int(x) * w) % 10 for x, w in zip(body, weights))
    return body + str((10 - s % 10) % 10)


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def b58(data: bytes) -> str:
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, rem = divmod(n, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload: bytes) -> str:
    return b58(payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4])


def b58check_ok(s: str) -> bool:
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    pad = len(s) - len(s.lstrip("1"))
    raw = b"\0" * pad + n.to_bytes((n.bit_length() + 7) // 8, "big")
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


def _polymod(values: list[int]) -> int:
    gen = [0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3]
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if ((top >> i) & 1) else 0
    return chk


def _hrp_expand(hrp: str) -> list[int]:
    return [ord(x) >> 5 for x in hrp] + [0] + [ord(x) & 31 for x in hrp]


def _to5(data: bytes) -> list[int]:
    acc = bits = 0
    out = []
    for b in data:
        acc = (acc << 8) | b
        bits += 8
        while bits >= 5:
            bits -= 5
            out.append((acc >> bits) & 31)
    if bits:
        out.append((acc << (5 - bits)) & 31)
    return out


def bech32(hrp: str, data: list[int]) -> str:
    poly = _polymod([*_hrp_expand(hrp), *data, 0, 0, 0, 0, 0, 0]) ^ 1
    check = [(poly >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(BECH32[d] for d in data + check)


def bech32_ok(s: str) -> bool:
    s = s.lower()
    hrp, _, rest = s.rpartition("1")
    return _polymod(_hrp_expand(hrp) + [BECH32.index(c) for c in rest]) == 1


def crc32_b62(body: str) -> str:
    n = zlib.crc32(body.encode())
    out = ""
    while n:
        n, rem = divmod(n, 62)
        out = B62[rem] + out
    return out.rjust(6, "0")


def gh_token(r: Random, prefix: str = "ghp_") -> str:
    body = an(r, 30)
    return prefix + body + crc32_b62(body)


def gh_token_ok(tok: str) -> bool:
    body = tok.split("_", 1)[1]
    return crc32_b62(body[:30]) == body[30:]


# ---------------------------------------------------------------------------------------------------------------
# Keys: Ed25519, X25519, P-256, RSA, DER, PEM, OpenSSH, OpenPGP
# ---------------------------------------------------------------------------------------------------------------

P25519 = 2**255 - 19
D25519 = -121665 * pow(121666, P25519 - 2, P25519) % P25519
I25519 = pow(2, (P25519 - 1) // 4, P25519)


def _xrecover(y: int) -> int:
    xx = (y * y - 1) * pow(D25519 * y * y + 1, P25519 - 2, P25519)
    x = pow(xx, (P25519 + 3) // 8, P25519)
    if (x * x - xx) % P25519:
        x = x * I25519 % P25519
    if x % 2:
        x = P25519 - x
    return x


_BY = 4 * pow(5, P25519 - 2, P25519) % P25519
_BX = _xrecover(_BY)
_ED_B = (_BX, _BY, 1, _BX * _BY % P25519)


def _ed_add(p: tuple[int, int, int, int], q: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    m = P25519
    a = (p[1] - p[0]) * (q[1] - q[0]) % m
    b = (p[1] + p[0]) * (q[1] + q[0]) % m
    c = 2 * p[3] * q[3] * D25519 % m
    d = 2 * p[2] * q[2] % m
    e, f, g, hh = b - a, d - c, d + c, b + a
    return (e * f % m, g * hh % m, f * g % m, e * hh % m)


def ed25519_public(seed: bytes) -> bytes:
    digest = hashlib.sha512(seed).digest()
    a = int.from_bytes(digest[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    q = (0, 1, 1, 0)
    p = _ED_B
    while a:
        if a & 1:
            q = _ed_add(q, p)
        p = _ed_add(p, p)
        a >>= 1
    zi = pow(q[2], P25519 - 2, P25519)
    x, y = q[0] * zi % P25519, q[1] * zi % P25519
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def x25519_clamp(k: bytes) -> bytes:
    b = bytearray(k)
    b[0] &= 248
    b[31] &= 127
    b[31] |= 64
    return bytes(b)


def x25519_public(k: bytes) -> bytes:
    m = P25519
    scalar = int.from_bytes(x25519_clamp(k), "little")
    x1, x2, z2, x3, z3, swap = 9, 1, 0, 9, 1, 0
    for t in reversed(range(255)):
        bit = (scalar >> t) & 1
        swap ^= bit
        if swap:
            x2, x3, z2, z3 = x3, x2, z3, z2
        swap = bit
        a, b = x2 + z2, x2 - z2
        aa, bb = a * a % m, b * b % m
        e = aa - bb
        c, d = x3 + z3, x3 - z3
        da, cb = d * a % m, c * b % m
        x3 = (da + cb) ** 2 % m
        z3 = x1 * (da - cb) ** 2 % m
        x2 = aa * bb % m
        z2 = e * (aa + 121665 * e) % m
    if swap:
        x2, z2 = x3, z3
    return (x2 * pow(z2, m - 2, m) % m).to_bytes(32, "little")


P256_P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _p256_add(p: tuple[int, int] | None, q: tuple[int, int] | None) -> tuple[int, int] | None:
    if p is None:
        return q
    if q is None:
        return p
    m = P256_P
    if p[0] == q[0]:
        if (p[1] + q[1]) % m == 0:
            return None
        lam = (3 * p[0] * p[0] - 3) * pow(2 * p[1], -1, m) % m
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], -1, m) % m
    x = (lam * lam - p[0] - q[0]) % m
    return (x, (lam * (p[0] - x) - p[1]) % m)


def p256_keypair(r: Random) -> tuple[bytes, bytes]:
    d = r.randrange(1, P256_N)
    acc: tuple[int, int] | None = None
    p: tuple[int, int] | None = P256_G
    k = d
    while k:
        if k & 1:
            acc = _p256_add(acc, p)
        p = _p256_add(p, p)
        k >>= 1
    assert acc is not None
    return d.to_bytes(32, "big"), b"\x04" + acc[0].to_bytes(32, "big") + acc[1].to_bytes(32, "big")


def p256_on_curve(point: bytes) -> bool:
    x, y = int.from_bytes(point[1:33], "big"), int.from_bytes(point[33:], "big")
    b = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
    return (y * y - (x**3 - 3 * x + b)) % P256_P == 0


SMALL_PRIMES = [p for p in range(3, 2000) if all(p % q for q in range(2, int(p**0.5) + 1))]


def _probable_prime(n: int, r: Random) -> bool:
    if any(n % p == 0 for p in SMALL_PRIMES):
        return False
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for _ in range(24):
        x = pow(r.randrange(2, n - 2), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def prime(r: Random, bits: int) -> int:
    while True:
        c = r.getrandbits(bits) | (3 << (bits - 2)) | 1
        if _probable_prime(c, r):
            return c


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def der(tag: int, content: bytes) -> bytes:
    return bytes([tag]) + der_len(len(content)) + content


def der_int(n: int) -> bytes:
    raw = n.to_bytes(n.bit_length() // 8 + 1, "big")
    return der(0x02, raw)


def der_seq(*items: bytes) -> bytes:
    return der(0x30, b"".join(items))


def der_oid(dotted: str) -> bytes:
    parts = [int(x) for x in dotted.split(".")]
    body = bytes([parts[0] * 40 + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        body += bytes(reversed(chunk))
    return der(0x06, body)


NULL = b"\x05\x00"


def pem(label: str, data: bytes, headers: str = "") -> str:
    body = base64.b64encode(data).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return f"-----BEGIN {label}-----\n{headers}{lines}\n-----END {label}-----"


def rsa_numbers(r: Random, bits: int = 1024) -> tuple[int, int, int, int, int]:
    """(n, e, d, p, q) with real primes."""
    e = 65537
    while True:
        p, q = prime(r, bits // 2), prime(r, bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            return p * q, e, pow(e, -1, phi), p, q


def rsa_key(r: Random, bits: int = 1024) -> tuple[bytes, bytes]:
    """(PKCS#1 RSAPrivateKey DER, PKCS#1 RSAPublicKey DER)."""
    n, e, d, p, q = rsa_numbers(r, bits)
    priv = der_seq(*(der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p))))
    return priv, der_seq(der_int(n), der_int(e))


RSA_ALG = der_seq(der_oid("1.2.840.113549.1.1.1"), NULL)
EC_ALG = der_seq(der_oid("1.2.840.10045.2.1"), der_oid("1.2.840.10045.3.1.7"))


def rsa_pkcs8(pkcs1: bytes) -> bytes:
    return der_seq(der_int(0), RSA_ALG, der(0x04, pkcs1))


def ec_sec1(d: bytes, point: bytes, params: bool = True) -> bytes:
    items = [der_int(1), der(0x04, d)]
    if params:
        items.append(der(0xA0, der_oid("1.2.840.10045.3.1.7")))
    items.append(der(0xA1, der(0x03, b"\x00" + point)))
    return der_seq(*items)


def ec_pkcs8(d: bytes, point: bytes) -> bytes:
    return der_seq(der_int(0), EC_ALG, der(0x04, ec_sec1(d, point, params=False)))


def ed_pkcs8(seed: bytes) -> bytes:
    return der_seq(der_int(0), der_seq(der_oid("1.3.101.112")), der(0x04, der(0x04, seed)))


def encrypted_pkcs8(r: Random, inner_len: int) -> bytes:
    params = der_seq(
        der_seq(
            der_oid("1.2.840.113549.1.5.12"),
            der_seq(der(0x04, rb(r, 16)), der_int(2048), der_seq(der_oid("1.2.840.113549.2.9"), NULL)),
        ),
        der_seq(der_oid("2.16.840.1.101.3.4.1.42"), der(0x04, rb(r, 16))),
    )
    alg = der_seq(der_oid("1.2.840.113549.1.5.13"), params)
    return der_seq(alg, der(0x04, rb(r, (inner_len // 16 + 1) * 16)))


def spki_ec(point: bytes) -> bytes:
    return der_seq(EC_ALG, der(0x03, b"\x00" + point))


def spki_rsa(pub: bytes) -> bytes:
    return der_seq(RSA_ALG, der(0x03, b"\x00" + pub))


def spki_ed(pub: bytes) -> bytes:
    return der_seq(der_seq(der_oid("1.3.101.112")), der(0x03, b"\x00" + pub))


def pem_rsa(r: Random, bits: int = 1024) -> str:
    return pem("RSA PRIVATE KEY", rsa_key(r, bits)[0])


def pem_pkcs8_rsa(r: Random) -> str:
    return pem("PRIVATE KEY", rsa_pkcs8(rsa_key(r)[0]))


def pem_ec(r: Random) -> str:
    d, point = p256_keypair(r)
    return pem("EC PRIVATE KEY", ec_sec1(d, point))


def pem_p8_ec(r: Random) -> str:
    d, point = p256_keypair(r)
    return pem("PRIVATE KEY", ec_pkcs8(d, point))


def pem_ed(r: Random) -> str:
    return pem("PRIVATE KEY", ed_pkcs8(rb(r, 32)))


def _ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ssh_ed_blob(pub: bytes) -> bytes:
    return _ssh_str(b"ssh-ed25519") + _ssh_str(pub)


def openssh_ed25519(r: Random, comment: str) -> str:
    seed = rb(r, 32)
    pub = ed25519_public(seed)
    check = rb(r, 4)
    priv = check + check + ssh_ed_blob(pub) + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    blob = b"openssh-key-v1\0" + _ssh_str(b"none") + _ssh_str(b"none") + _ssh_str(b"")
    blob += (1).to_bytes(4, "big") + _ssh_str(ssh_ed_blob(pub)) + _ssh_str(priv)
    body = base64.b64encode(blob).decode()
    lines = "\n".join(body[i : i + 70] for i in range(0, len(body), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{lines}\n-----END OPENSSH PRIVATE KEY-----"


def ssh_ed_public(r: Random, comment: str) -> str:
    pub = ed25519_public(rb(r, 32))
    return f"ssh-ed25519 {base64.b64encode(ssh_ed_blob(pub)).decode()} {comment}".strip()


def ssh_ecdsa_public(r: Random, comment: str) -> str:
    _, point = p256_keypair(r)
    blob = _ssh_str(b"ecdsa-sha2-nistp256") + _ssh_str(b"nistp256") + _ssh_str(point)
    return f"ecdsa-sha2-nistp256 {base64.b64encode(blob).decode()} {comment}".strip()


def ssh_rsa_public(r: Random, comment: str) -> str:
    n = rsa_numbers(r)[0]
    blob = _ssh_str(b"ssh-rsa") + _ssh_str(b"\x01\x00\x01") + _ssh_str(n.to_bytes(n.bit_length() // 8 + 1, "big"))
    return f"ssh-rsa {base64.b64encode(blob).decode()} {comment}".strip()


def ssh_fingerprint(publine: str) -> str:
    blob = base64.b64decode(publine.split()[1])
    return "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def _pgp_packet(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 192:
        ln = bytes([n])
    elif n < 8384:
        n -= 192
        ln = bytes([(n >> 8) + 192, n & 0xFF])
    else:
        ln = b"\xff" + n.to_bytes(4, "big")
    return bytes([0xC0 | tag]) + ln + body


def _mpi(data: bytes) -> bytes:
    n = int.from_bytes(data, "big")
    return n.bit_length().to_bytes(2, "big") + data.lstrip(b"\0")


def pgp_key(r: Random, uid_text: str, secret: bool) -> str:
    seed = rb(r, 32)
    pub = ed25519_public(seed)
    created = (1_600_000_000 + r.randrange(150_000_000)).to_bytes(4, "big")
    oid = bytes.fromhex("2b06010401da470f01")
    pub_body = b"\x04" + created + bytes([22, len(oid)]) + oid + _mpi(b"\x40" + pub)
    if secret:
        sec = _mpi(seed)
        body = pub_body + b"\x00" + sec + (sum(sec) % 65536).to_bytes(2, "big")
        data = _pgp_packet(5, body) + _pgp_packet(13, uid_text.encode())
        label = "PGP PRIVATE KEY BLOCK"
    else:
        data = _pgp_packet(6, pub_body) + _pgp_packet(13, uid_text.encode())
        label = "PGP PUBLIC KEY BLOCK"
    body64 = base64.b64encode(data).decode()
    lines = "\n".join(body64[i : i + 64] for i in range(0, len(body64), 64))
    crc = base64.b64encode(crc24(data).to_bytes(3, "big")).decode()
    return f"-----BEGIN {label}-----\n\n{lines}\n={crc}\n-----END {label}-----"


def x509_cert(r: Random, cn: str) -> str:
    _, point = p256_keypair(r)
    name = der_seq(der(0x31, der_seq(der_oid("2.5.4.3"), der(0x0C, cn.encode()))))
    year = r.randrange(24, 27)
    validity = der_seq(der(0x17, f"{year}0101000000Z".encode()), der(0x17, f"{year + 1}0101000000Z".encode()))
    sig_alg = der_seq(der_oid("1.2.840.10045.4.3.2"))
    tbs = der_seq(der(0xA0, der_int(2)), der_int(r.getrandbits(120)), sig_alg, name, validity, name, spki_ec(point))
    sig = der_seq(der_int(r.getrandbits(255)), der_int(r.getrandbits(255)))
    return pem("CERTIFICATE", der_seq(tbs, sig_alg, der(0x03, b"\x00" + sig)))


def jwt(r: Random, payload: dict[str, object], alg: str = "HS256", kid: str = "") -> str:
    header: dict[str, str] = {"alg": alg, "typ": "JWT"}
    if kid:
        header["kid"] = kid
    signing = (
        b64us(json.dumps(header, separators=(",", ":")).encode())
        + "."
        + b64us(json.dumps(payload, separators=(",", ":")).encode())
    )
    if alg.startswith("HS"):
        digest = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}[alg]
        sig = hmac.new(rb(r, 32), signing.encode(), digest).digest()
    elif alg in ("ES256", "EdDSA"):
        sig = rb(r, 64)
    else:
        sig = rb(r, 256)
    return signing + "." + b64us(sig)


def now_ts(r: Random) -> int:
    return 1_790_000_000 + r.randrange(20_000_000)


def jwt_user(r: Random, alg: str = "HS256") -> str:
    t = now_ts(r)
    payload: dict[str, object] = {"sub": str(r.randrange(10**5, 10**7)), "name": full(r), "iat": t, "exp": t + 3600}
    if r.randrange(2):
        payload["scope"] = pick(r, ["read write", "admin", "openid profile email", "orders:write"])
    return jwt(r, payload, alg)


def crc16_xmodem(data: bytes) -> int:
    crc = 0
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) if crc & 0x8000 else crc << 1
            crc &= 0xFFFF
    return crc


def nkey_seed(r: Random) -> str:
    raw = bytes([149, 0]) + rb(r, 32)
    return base64.b32encode(raw + crc16_xmodem(raw).to_bytes(2, "little")).decode().rstrip("=")


Z85 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"


def z85(data: bytes) -> str:
    out = ""
    for i in range(0, len(data), 4):
        n = int.from_bytes(data[i : i + 4], "big")
        chunk = ""
        for _ in range(5):
            n, rem = divmod(n, 85)
            chunk = Z85[rem] + chunk
        out += chunk
    return out


CISCO_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def cisco7(r: Random, plain: str) -> str:
    seed = r.randrange(16)
    return f"{seed:02d}" + "".join(f"{ord(c) ^ ord(CISCO_XLAT[(seed + i) % 53]):02X}" for i, c in enumerate(plain))


def age_secret(r: Random) -> str:
    return bech32("age-secret-key-", _to5(rb(r, 32))).upper()


def age_public(r: Random) -> str:
    return bech32("age", _to5(x25519_public(rb(r, 32))))


def wg_private(r: Random) -> str:
    return base64.b64encode(x25519_clamp(rb(r, 32))).decode()


def wg_public(r: Random) -> str:
    return base64.b64encode(x25519_public(rb(r, 32))).decode()


def onion_v3(r: Random) -> str:
    pub = ed25519_public(rb(r, 32))
    chk = hashlib.sha3_256(b".onion checksum" + pub + b"\x03").digest()[:2]
    return base64.b32encode(pub + chk + b"\x03").decode().lower() + ".onion"


def wif(r: Random, compressed: bool = True) -> str:
    return b58check(b"\x80" + rb(r, 32) + (b"\x01" if compressed else b""))


def xprv(r: Random) -> str:
    return b58check(bytes.fromhex("0488ade4") + b"\x00" * 9 + rb(r, 32) + b"\x00" + rb(r, 32))


def xpub(r: Random) -> str:
    _, point = p256_keypair(r)  # a 33-byte compressed-point shape; the curve does not matter for a public id
    comp = bytes([2 + (point[-1] & 1)]) + point[1:33]
    return b58check(bytes.fromhex("0488b21e") + bytes([3]) + rb(r, 4) + rb(r, 4) + rb(r, 32) + comp)


def btc_address(r: Random) -> str:
    return b58check(b"\x00" + rb(r, 20))


def bc1(r: Random) -> str:
    return bech32("bc", [0, *_to5(rb(r, 20))])


def eth_address(r: Random) -> str:
    return "0x" + h(r, 40)


def pypi_token(r: Random) -> str:
    ident = uid(r).encode()
    caveat = json.dumps({"version": 1, "permissions": {"projects": [pick(r, WORDS)]}}).encode()
    raw = b"\x02\x01\x08pypi.org\x02" + bytes([len(ident) + 2]) + b"\x01\x00" + ident + b"\x00\x00"
    raw += b"\x02" + bytes([len(caveat)]) + caveat + b"\x00\x00\x06\x20" + rb(r, 32)
    return "pypi-" + b64us(raw)


def npm_token(r: Random) -> str:
    return gh_token(r, "npm_")


def discord_bot_token(r: Random) -> str:
    snowflake = str(r.randrange(10**17, 10**18 * 2))
    return b64us(snowflake.encode()) + "." + b64u(r, 4) + "." + b64u(r, 28)


def telegram_token(r: Random) -> str:
    return f"{r.randrange(10**8, 10**10)}:AA{rs(r, 33, string.ascii_letters + string.digits + '_-')}"


def slack_bot(r: Random) -> str:
    return f"xoxb-{dg(r, 12)}-{dg(r, 13)}-{an(r, 24)}"


def slack_hook(r: Random) -> str:
    return f"https://hooks.slack.com/services/T0{up(r, 8)}/B0{up(r, 9)}/{an(r, 24)}"


def stripe_like(r: Random, prefix: str) -> str:
    return prefix + "51" + an(r, 22) + an(r, 75)


def onepassword_sa(r: Random) -> str:
    payload = {
        "signInAddress": "my.1password.eu",
        "userAuth": {"method": "SRPg-4096", "alg": "PBES2g-HS256", "iterations": 650000, "salt": b64u(r, 16)},
        "email": f"{lo(r, 13)}@1passwordserviceaccounts.eu",
        "srpX": h(r, 64),
        "muk": {
            "alg": "A256GCM",
            "ext": True,
            "k": b64u(r, 32),
            "key_ops": ["encrypt", "decrypt"],
            "kty": "oct",
            "kid": "mp",
        },
        "secretKey": f"A3-{up(r, 6)}-{up(r, 6)}-{up(r, 5)}-{up(r, 5)}-{up(r, 5)}-{up(r, 5)}",
        "throttleSecret": {"seed": h(r, 64), "deviceUuid": lo(r, 26)},
        "deviceUuid": lo(r, 26),
    }
    return "ops_" + b64us(json.dumps(payload, separators=(",", ":")).encode())


def cf_tunnel_token(r: Random) -> str:
    return b64s(json.dumps({"a": h(r, 32), "t": uid(r), "s": b64(r, 32)}, separators=(",", ":")))


def miro_token(r: Random) -> str:
    return "eyJtaXJvLm9yaWdpbiI6ImV1MDEifQ_" + b64u(r, 20)


def sanctum(r: Random) -> str:
    return f"{r.randrange(1, 400)}|{an(r, 40)}"


def session_token_aws(r: Random) -> str:
    return "IQoJb3JpZ2luX2Vj" + b64(r, 300).rstrip("=")


def jfrog_ref(r: Random) -> str:
    return b64s(f"reftkn:01:{r.randrange(1_800_000_000, 1_900_000_000)}:{an(r, 27)}").rstrip("=")


def matrix_token(r: Random) -> str:
    body = f"{b64us(pick(r, FIRST).lower().encode())}_{an(r, 20)}"
    return f"syt_{body}_{crc32_b62(body)}"


def mnemonic_words(r: Random, n: int) -> str:
    """A BIP39 mnemonic of n words (12, 15, 18, 21 or 24) with its real SHA-256 checksum."""
    ent_bits = n * 11 * 32 // 33
    ent = rb(r, ent_bits // 8)
    cs_bits = n * 11 - ent_bits
    bits = (int.from_bytes(ent, "big") << cs_bits) | (hashlib.sha256(ent).digest()[0] >> (8 - cs_bits))
    return " ".join(BIP39_WORDS[(bits >> (11 * (n - 1 - i))) & 2047] for i in range(n))


def mnemonic_ok(phrase: str) -> bool:
    words = phrase.split()
    n = len(words)
    bits = 0
    for w in words:
        bits = (bits << 11) | BIP39_WORDS.index(w)
    ent_bits = n * 11 * 32 // 33
    cs_bits = n * 11 - ent_bits
    ent = (bits >> cs_bits).to_bytes(ent_bits // 8, "big")
    return hashlib.sha256(ent).digest()[0] >> (8 - cs_bits) == bits & ((1 << cs_bits) - 1)


# The BIP39 English word list (2048 words; the newline-separated file has sha256 2f5eed53...3b24dbda).
BIP39_WORDS = _words(
    "abandon ability able about above absent absorb abstract absurd abuse access accident account accuse achieve "
    "acid acoustic acquire across act action actor actress actual adapt add addict address adjust admit adult "
    "advance advice aerobic affair afford afraid again age agent agree ahead aim air airport aisle alarm album "
    "alcohol alert alien all alley allow almost alone alpha already also alter always amateur amazing among "
    "amount amused analyst anchor ancient anger angle angry animal ankle announce annual another answer antenna "
    "antique anxiety any apart apology appear apple approve april arch arctic area arena argue arm armed armor "
    "army around arrange arrest arrive arrow art artefact artist artwork ask aspect assault asset assist assume "
    "asthma athlete atom attack attend attitude attract auction audit august aunt author auto autumn average "
    "avocado avoid awake aware away awesome awful awkward axis baby bachelor bacon badge bag balance balcony ball "
    "bamboo banana banner bar barely bargain barrel base basic basket battle beach bean beauty because become "
    "beef before begin behave behind believe below belt bench benefit best betray better between beyond bicycle "
    "bid bike bind biology bird birth bitter black blade blame blanket blast bleak bless blind blood blossom "
    "blouse blue blur blush board boat body boil bomb bone bonus book boost border boring borrow boss bottom "
    "bounce box boy bracket brain brand brass brave bread breeze brick bridge brief bright bring brisk broccoli "
    "broken bronze broom brother brown brush bubble buddy budget buffalo build bulb bulk bullet bundle bunker "
    "burden burger burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake call calm "
    "camera camp can canal cancel candy cannon canoe canvas canyon capable capital captain car carbon card cargo "
    "carpet carry cart case cash casino castle casual cat catalog catch category cattle caught cause caution cave "
    "ceiling celery cement census century cereal certain chair chalk champion change chaos chapter charge chase "
    "chat cheap check cheese chef cherry chest chicken chief child chimney choice choose chronic chuckle chunk "
    "churn cigar cinnamon circle citizen city civil claim clap clarify claw clay clean clerk clever click client "
    "cliff climb clinic clip clock clog close cloth cloud clown club clump cluster clutch coach coast coconut "
    "code coffee coil coin collect color column combine come comfort comic common company concert conduct confirm "
    "congress connect consider control convince cook cool copper copy coral core corn correct cost cotton couch "
    "country couple course cousin cover coyote crack cradle craft cram crane crash crater crawl crazy cream "
    "credit creek crew cricket crime crisp critic crop cross crouch crowd crucial cruel cruise crumble crunch "
    "crush cry crystal cube culture cup cupboard curious current curtain curve cushion custom cute cycle dad "
    "damage damp dance danger daring dash daughter dawn day deal debate debris decade december decide decline "
    "decorate decrease deer defense define defy degree delay deliver demand demise denial dentist deny depart "
    "depend deposit depth deputy derive describe desert design desk despair destroy detail detect develop device "
    "devote diagram dial diamond diary dice diesel diet differ digital dignity dilemma dinner dinosaur direct "
    "dirt disagree discover disease dish dismiss disorder display distance divert divide divorce dizzy doctor "
    "document dog doll dolphin domain donate donkey donor door dose double dove draft dragon drama drastic draw "
    "dream dress drift drill drink drip drive drop drum dry duck dumb dune during dust dutch duty dwarf dynamic "
    "eager eagle early earn earth easily east easy echo ecology economy edge edit educate effort egg eight either "
    "elbow elder electric elegant element elephant elevator elite else embark embody embrace emerge emotion "
    "employ empower empty enable enact end endless endorse enemy energy enforce engage engine enhance enjoy "
    "enlist enough enrich enroll ensure enter entire entry envelope episode equal equip era erase erode erosion "
    "error erupt escape essay essence estate eternal ethics evidence evil evoke evolve exact example excess "
    "exchange excite exclude excuse execute exercise exhaust exhibit exile exist exit exotic expand expect expire "
    "explain expose express extend extra eye eyebrow fabric face faculty fade faint faith fall false fame family "
    "famous fan fancy fantasy farm fashion fat fatal father fatigue fault favorite feature february federal fee "
    "feed feel female fence festival fetch fever few fiber fiction field figure file film filter final find fine "
    "finger finish fire firm first fiscal fish fit fitness fix flag flame flash flat flavor flee flight flip "
    "float flock floor flower fluid flush fly foam focus fog foil fold follow food foot force forest forget fork "
    "fortune forum forward fossil foster found fox fragile frame frequent fresh friend fringe frog front frost "
    "frown frozen fruit fuel fun funny furnace fury future gadget gain galaxy gallery game gap garage garbage "
    "garden garlic garment gas gasp gate gather gauge gaze general genius genre gentle genuine gesture ghost "
    "giant gift giggle ginger giraffe girl give glad glance glare glass glide glimpse globe gloom glory glove "
    "glow glue goat goddess gold good goose gorilla gospel gossip govern gown grab grace grain grant grape grass "
    "gravity great green grid grief grit grocery group grow grunt guard guess guide guilt guitar gun gym habit "
    "hair half hammer hamster hand happy harbor hard harsh harvest hat have hawk hazard head health heart heavy "
    "hedgehog height hello helmet help hen hero hidden high hill hint hip hire history hobby hockey hold hole "
    "holiday hollow home honey hood hope horn horror horse hospital host hotel hour hover hub huge human humble "
    "humor hundred hungry hunt hurdle hurry hurt husband hybrid ice icon idea identify idle ignore ill illegal "
    "illness image imitate immense immune impact impose improve impulse inch include income increase index "
    "indicate indoor industry infant inflict inform inhale inherit initial inject injury inmate inner innocent "
    "input inquiry insane insect inside inspire install intact interest into invest invite involve iron island "
    "isolate issue item ivory jacket jaguar jar jazz jealous jeans jelly jewel job join joke journey joy judge "
    "juice jump jungle junior junk just kangaroo keen keep ketchup key kick kid kidney kind kingdom kiss kit "
    "kitchen kite kitten kiwi knee knife knock know lab label labor ladder lady lake lamp language laptop large "
    "later latin laugh laundry lava law lawn lawsuit layer lazy leader leaf learn leave lecture left leg legal "
    "legend leisure lemon lend length lens leopard lesson letter level liar liberty library license life lift "
    "light like limb limit link lion liquid list little live lizard load loan lobster local lock logic lonely "
    "long loop lottery loud lounge love loyal lucky luggage lumber lunar lunch luxury lyrics machine mad magic "
    "magnet maid mail main major make mammal man manage mandate mango mansion manual maple marble march margin "
    "marine market marriage mask mass master match material math matrix matter maximum maze meadow mean measure "
    "meat mechanic medal media melody melt member memory mention menu mercy merge merit merry mesh message metal "
    "method middle midnight milk million mimic mind minimum minor minute miracle mirror misery miss mistake mix "
    "mixed mixture mobile model modify mom moment monitor monkey monster month moon moral more morning mosquito "
    "mother motion motor mountain mouse move movie much muffin mule multiply muscle museum mushroom music must "
    "mutual myself mystery myth naive name napkin narrow nasty nation nature near neck need negative neglect "
    "neither nephew nerve nest net network neutral never news next nice night noble noise nominee noodle normal "
    "north nose notable note nothing notice novel now nuclear number nurse nut oak obey object oblige obscure "
    "observe obtain obvious occur ocean october odor off offer office often oil okay old olive olympic omit once "
    "one onion online only open opera opinion oppose option orange orbit orchard order ordinary organ orient "
    "original orphan ostrich other outdoor outer output outside oval oven over own owner oxygen oyster ozone pact "
    "paddle page pair palace palm panda panel panic panther paper parade parent park parrot party pass patch path "
    "patient patrol pattern pause pave payment peace peanut pear peasant pelican pen penalty pencil people pepper "
    "perfect permit person pet phone photo phrase physical piano picnic picture piece pig pigeon pill pilot pink "
    "pioneer pipe pistol pitch pizza place planet plastic plate play please pledge pluck plug plunge poem poet "
    "point polar pole police pond pony pool popular portion position possible post potato pottery poverty powder "
    "power practice praise predict prefer prepare present pretty prevent price pride primary print priority "
    "prison private prize problem process produce profit program project promote proof property prosper protect "
    "proud provide public pudding pull pulp pulse pumpkin punch pupil puppy purchase purity purpose purse push "
    "put puzzle pyramid quality quantum quarter question quick quit quiz quote rabbit raccoon race rack radar "
    "radio rail rain raise rally ramp ranch random range rapid rare rate rather raven raw razor ready real reason "
    "rebel rebuild recall receive recipe record recycle reduce reflect reform refuse region regret regular reject "
    "relax release relief rely remain remember remind remove render renew rent reopen repair repeat replace "
    "report require rescue resemble resist resource response result retire retreat return reunion reveal review "
    "reward rhythm rib ribbon rice rich ride ridge rifle right rigid ring riot ripple risk ritual rival river "
    "road roast robot robust rocket romance roof rookie room rose rotate rough round route royal rubber rude rug "
    "rule run runway rural sad saddle sadness safe sail salad salmon salon salt salute same sample sand satisfy "
    "satoshi sauce sausage save say scale scan scare scatter scene scheme school science scissors scorpion scout "
    "scrap screen script scrub sea search season seat second secret section security seed seek segment select "
    "sell seminar senior sense sentence series service session settle setup seven shadow shaft shallow share shed "
    "shell sheriff shield shift shine ship shiver shock shoe shoot shop short shoulder shove shrimp shrug shuffle "
    "shy sibling sick side siege sight sign silent silk silly silver similar simple since sing siren sister "
    "situate six size skate sketch ski skill skin skirt skull slab slam sleep slender slice slide slight slim "
    "slogan slot slow slush small smart smile smoke smooth snack snake snap sniff snow soap soccer social sock "
    "soda soft solar soldier solid solution solve someone song soon sorry sort soul sound soup source south space "
    "spare spatial spawn speak special speed spell spend sphere spice spider spike spin spirit split spoil "
    "sponsor spoon sport spot spray spread spring spy square squeeze squirrel stable stadium staff stage stairs "
    "stamp stand start state stay steak steel stem step stereo stick still sting stock stomach stone stool story "
    "stove strategy street strike strong struggle student stuff stumble style subject submit subway success such "
    "sudden suffer sugar suggest suit summer sun sunny sunset super supply supreme sure surface surge surprise "
    "surround survey suspect sustain swallow swamp swap swarm swear sweet swift swim swing switch sword symbol "
    "symptom syrup system table tackle tag tail talent talk tank tape target task taste tattoo taxi teach team "
    "tell ten tenant tennis tent term test text thank that theme then theory there they thing this thought three "
    "thrive throw thumb thunder ticket tide tiger tilt timber time tiny tip tired tissue title toast tobacco "
    "today toddler toe together toilet token tomato tomorrow tone tongue tonight tool tooth top topic topple "
    "torch tornado tortoise toss total tourist toward tower town toy track trade traffic tragic train transfer "
    "trap trash travel tray treat tree trend trial tribe trick trigger trim trip trophy trouble truck true truly "
    "trumpet trust truth try tube tuition tumble tuna tunnel turkey turn turtle twelve twenty twice twin twist "
    "two type typical ugly umbrella unable unaware uncle uncover under undo unfair unfold unhappy uniform unique "
    "unit universe unknown unlock until unusual unveil update upgrade uphold upon upper upset urban urge usage "
    "use used useful useless usual utility vacant vacuum vague valid valley valve van vanish vapor various vast "
    "vault vehicle velvet vendor venture venue verb verify version very vessel veteran viable vibrant vicious "
    "victory video view village vintage violin virtual virus visa visit visual vital vivid vocal voice void "
    "volcano volume vote voyage wage wagon wait walk wall walnut want warfare warm warrior wash wasp waste water "
    "wave way wealth weapon wear weasel weather web wedding weekend weird welcome west wet whale what wheat wheel "
    "when where whip whisper wide width wife wild will win window wine wing wink winner winter wire wisdom wise "
    "wish witness wolf woman wonder wood wool word work world worry worth wrap wreck wrestle wrist write wrong "
    "yard year yellow you young youth zebra zero zone zoo"
)


def esc(s: str) -> str:
    """Newlines written as the two characters backslash-n, as in JSON strings and .env files."""
    return s.replace("\n", "\\n")


def ind(s: str, n: int) -> str:
    return "\n".join(" " * n + line for line in s.split("\n"))


def ts(r: Random) -> str:
    return f"2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(24):02d}:{r.randrange(60):02d}:{r.randrange(60):02d}Z"


def hhmm(r: Random) -> str:
    return f"{r.randrange(7, 23):02d}:{r.randrange(60):02d}"


# ---------------------------------------------------------------------------------------------------------------
# Kinds
# ---------------------------------------------------------------------------------------------------------------

SECRET_KINDS: dict[str, tuple[int, str, list[Phrasing]]] = {}
BENIGN_KINDS: dict[str, tuple[int, str, list[Phrasing]]] = {}


def S(kind: str, what: str, phrasings: list[Phrasing], rows: int = 10) -> None:
    """A secret kind; every phrasing is used at least once."""
    SECRET_KINDS[kind] = (max(rows, len(phrasings)), what, phrasings)


def B(kind: str, what: str, phrasings: list[Phrasing], rows: int = 12) -> None:
    """A benign kind; every phrasing is used at least once."""
    BENIGN_KINDS[kind] = (max(rows, len(phrasings)), what, phrasings)


REGIONS = ["eu-central-1", "eu-west-1", "us-east-2", "ap-southeast-2", "sa-east-1", "eu-north-1"]

S(
    "aws_keys",
    "AWS key id (AKIA/ASIA + 16 base32) with its 40-character secret: serverless.yml, Java/C#/Go SDKs, rclone, Ansible, Packer, Athena JDBC, MinIO client, PowerShell with a session token, Japanese and Dutch notes",
    [
        lambda r: (
            f"service: billing-api\nprovider:\n  name: aws\n  region: {pick(r, REGIONS)}\n  environment:\n    AWS_ACCESS_KEY_ID: {aws_id(r)}\n    AWS_SECRET_ACCESS_KEY: {aws_secret(r)}\n    STAGE: prod"
        ),
        lambda r: (
            f'BasicAWSCredentials awsCreds = new BasicAWSCredentials("{aws_id(r)}", "{aws_secret(r)}");\nAmazonS3 s3 = AmazonS3ClientBuilder.standard().withCredentials(new AWSStaticCredentialsProvider(awsCreds)).build();'
        ),
        lambda r: f'var s3 = new AmazonS3Client("{aws_id(r)}", "{aws_secret(r)}", RegionEndpoint.EUCentral1);',
        lambda r: (
            f"[s3-backup]\ntype = s3\nprovider = AWS\naccess_key_id = {aws_id(r)}\nsecret_access_key = {aws_secret(r)}\nregion = {pick(r, REGIONS)}\nacl = private"
        ),
        lambda r: (
            f"# group_vars/prod.yml\naws_region: {pick(r, REGIONS)}\naws_access_key: {aws_id(r)}\naws_secret_key: {aws_secret(r)}\nec2_instance_type: t3.medium"
        ),
        lambda r: (
            f'source "amazon-ebs" "ubuntu" {{\n  access_key    = "{aws_id(r)}"\n  secret_key    = "{aws_secret(r)}"\n  region        = "{pick(r, REGIONS)}"\n  instance_type = "t3.micro"\n}}'
        ),
        lambda r: (
            f"jdbc:awsathena://AwsRegion={pick(r, REGIONS)};User={aws_id(r)};Password={aws_secret(r)};S3OutputLocation=s3://athena-results-{lo(r, 6)}/"
        ),
        lambda r: (
            f"AWSのアクセスキー（本番アカウント）\nアクセスキーID: {aws_id(r)}\nシークレットアクセスキー: {aws_secret(r)}\n※ 絶対に外部に共有しないでください"
        ),
        lambda r: (
            f'cfg, err := config.LoadDefaultConfig(ctx,\n    config.WithRegion("{pick(r, REGIONS)}"),\n    config.WithCredentialsProvider(credentials.NewStaticCredentialsProvider("{aws_id(r)}", "{aws_secret(r)}", "")),\n)'
        ),
        lambda r: f"mc alias set s3prod https://s3.amazonaws.com {aws_id(r)} {aws_secret(r)} --api S3v4",
        lambda r: (
            f'$env:AWS_ACCESS_KEY_ID="{aws_id(r, "ASIA")}"\n$env:AWS_SECRET_ACCESS_KEY="{aws_secret(r)}"\n$env:AWS_SESSION_TOKEN="{session_token_aws(r)}"'
        ),
        lambda r: (
            f"Hoi {nm(r)}, hier zijn de AWS-sleutels voor de staging-bucket: access key {aws_id(r)} en secret {aws_secret(r)}. Niet in de repo zetten aub."
        ),
    ],
    rows=12,
)


def _gcp_sa(r: Random) -> str:
    project = f"{pick(r, WORDS)}-{pick(r, WORDS)}-{r.randrange(100000, 999999)}"
    return json.dumps(
        {
            "type": "service_account",
            "project_id": project,
            "private_key_id": h(r, 40),
            "private_key": pem_pkcs8_rsa(r) + "\n",
            "client_email": f"etl-runner@{project}.iam.gserviceaccount.com",
            "client_id": dg(r, 21),
            "token_uri": "https://oauth2.googleapis.com/token",
        }
    )


def aiza(r: Random) -> str:
    return "AIza" + rs(r, 35, string.ascii_letters + string.digits + "_-")


S(
    "gcp_credentials",
    "GCP service-account JSON with a real PKCS#8 key (compact JSON, Firebase Admin init), Gemini keys in curl and google-genai, a server-side Maps key, Cloud Storage HMAC keys in .boto, an authorized_user ADC file, a ya29 token, Spanish note",
    [
        lambda r: _gcp_sa(r),
        lambda r: (
            f"admin.initializeApp({{\n  credential: admin.credential.cert({{\n    projectId: '{pick(r, WORDS)}-prod',\n    clientEmail: 'firebase-adminsdk-{lo(r, 5)}@{pick(r, WORDS)}-prod.iam.gserviceaccount.com',\n    privateKey: '{esc(pem_pkcs8_rsa(r))}\\n',\n  }}),\n}});"
        ),
        lambda r: (
            f'curl "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.0-flash:generateContent?key={aiza(r)}" -H "Content-Type: application/json" -d \'{{"contents":[{{"parts":[{{"text":"hi"}}]}}]}}\''
        ),
        lambda r: (
            f'from google import genai\nclient = genai.Client(api_key="{aiza(r)}")\nresp = client.models.generate_content(model="gemini-2.0-flash", contents="summarise the ticket")'
        ),
        lambda r: (
            f"Google Maps Platform server key for the backend geocoder (IP-restricted, never ship it to the app): {aiza(r)}"
        ),
        lambda r: (
            f"# ~/.boto\n[Credentials]\ngs_access_key_id = GOOG1E{up(r, 55)}\ngs_secret_access_key = {rs(r, 40, string.ascii_letters + string.digits + '+/')}"
        ),
        lambda r: json.dumps(
            {
                "client_id": f"{dg(r, 12)}-{lo(r, 32)}.apps.googleusercontent.com",
                "client_secret": f"GOCSPX-{rs(r, 28, string.ascii_letters + string.digits + '_-')}",
                "refresh_token": f"1//0{rs(r, 99, string.ascii_letters + string.digits + '_-')}",
                "type": "authorized_user",
            },
            indent=2,
        ),
        lambda r: (
            f"curl -H 'Authorization: Bearer ya29.a0{rs(r, 180, string.ascii_letters + string.digits + '_-')}' https://www.googleapis.com/drive/v3/files?pageSize=5"
        ),
        lambda r: f"La clave de API de Gemini del proyecto es {aiza(r)} — no la subas al repositorio, {nm(r)}.",
    ],
)


def azure_key(r: Random) -> str:
    return b64(r, 64)


def azure_client_secret(r: Random) -> str:
    return rs(r, 3, B62) + "8Q~" + rs(r, 34, string.ascii_letters + string.digits + "_~.-")


S(
    "azure_credentials",
    "Azure Functions local.settings.json and function keys in URLs, Event Hubs / SignalR / Communication Services connection strings, AI Search admin key, azcopy SAS, appsettings.json client secret (8Q~), PowerShell service-principal login, Azure OpenAI in LangChain",
    [
        lambda r: json.dumps(
            {
                "IsEncrypted": False,
                "Values": {
                    "AzureWebJobsStorage": f"DefaultEndpointsProtocol=https;AccountName={pick(r, WORDS)}func{r.randrange(10, 99)};AccountKey={azure_key(r)};EndpointSuffix=core.windows.net",
                    "FUNCTIONS_WORKER_RUNTIME": "python",
                },
            },
            indent=2,
        ),
        lambda r: (
            f"POST https://{pick(r, WORDS)}-orders.azurewebsites.net/api/HttpIngest?code={rs(r, 54, string.ascii_letters + string.digits + '_-')}=="
        ),
        lambda r: (
            f"Endpoint=sb://{pick(r, WORDS)}-hub.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b64(r, 32)};EntityPath=telemetry"
        ),
        lambda r: f"Endpoint=https://{pick(r, WORDS)}.service.signalr.net;AccessKey={b64(r, 32)};Version=1.0;",
        lambda r: f"endpoint=https://{pick(r, WORDS)}-acs.europe.communication.azure.com/;accesskey={azure_key(r)}",
        lambda r: f"Azure AI Search admin key for {pick(r, WORDS)}-search (full write access): {an(r, 52)}",
        lambda r: (
            f'azcopy copy ./dist "https://{pick(r, WORDS)}site.blob.core.windows.net/$web?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={b64(r, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")}" --recursive'
        ),
        lambda r: json.dumps(
            {
                "AzureAd": {
                    "Instance": "https://login.microsoftonline.com/",
                    "TenantId": uid(r),
                    "ClientId": uid(r),
                    "ClientSecret": azure_client_secret(r),
                }
            },
            indent=2,
        ),
        lambda r: (
            f"$secure = ConvertTo-SecureString '{azure_client_secret(r)}' -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential('{uid(r)}', $secure)\nConnect-AzAccount -ServicePrincipal -Credential $cred -Tenant '{uid(r)}'"
        ),
        lambda r: (
            f'llm = AzureChatOpenAI(\n    azure_endpoint="https://{pick(r, WORDS)}-oai.openai.azure.com/",\n    api_key="{h(r, 32)}",\n    api_version="2024-10-21",\n    azure_deployment="gpt-4o",\n)'
        ),
    ],
)

S(
    "other_cloud_keys",
    "OVH ovh.conf, Vultr, Exoscale, Yandex Cloud static keys, Huawei AK/SK, Cloudflare R2, Wasabi, Cloudinary URL, MinIO root credentials, Civo, UpCloud, Contabo",
    [
        lambda r: (
            f"[default]\nendpoint=ovh-eu\n\n[ovh-eu]\napplication_key={an(r, 16)}\napplication_secret={an(r, 32)}\nconsumer_key={an(r, 32)}"
        ),
        lambda r: f"export VULTR_API_KEY={up(r, 36)}",
        lambda r: f"EXOSCALE_API_KEY=EXO{h(r, 24)}\nEXOSCALE_API_SECRET={b64u(r, 32)}",
        lambda r: (
            f"Статический ключ Yandex Cloud для бакета бэкапов:\nkey_id: YCAJE{rs(r, 20, string.ascii_letters + string.digits + '_-')}\nsecret: YCM{rs(r, 37, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"HUAWEICLOUD_SDK_AK={up(r, 20)}\nHUAWEICLOUD_SDK_SK={an(r, 40)}\nHUAWEICLOUD_SDK_PROJECT_ID={h(r, 32)}"
        ),
        lambda r: (
            f"[r2]\ntype = s3\nprovider = Cloudflare\naccess_key_id = {h(r, 32)}\nsecret_access_key = {h(r, 64)}\nendpoint = https://{h(r, 32)}.r2.cloudflarestorage.com"
        ),
        lambda r: (
            f"Wasabi bucket for the camera archive: access key {up(r, 20)} / secret key {an(r, 40)}, endpoint s3.eu-central-2.wasabisys.com"
        ),
        lambda r: (
            f"CLOUDINARY_URL=cloudinary://{dg(r, 15)}:{rs(r, 27, string.ascii_letters + string.digits + '_-')}@{pick(r, WORDS)}-media"
        ),
        lambda r: (
            f"docker run -d -p 9000:9000 -e MINIO_ROOT_USER={usr(r)} -e MINIO_ROOT_PASSWORD={pwu(r)} quay.io/minio/minio server /data"
        ),
        lambda r: f"civo apikey save prod {an(r, 50)} && civo apikey current prod",
        lambda r: f"UPCLOUD_USERNAME={usr(r)}-api\nUPCLOUD_PASSWORD={pw(r)}",
        lambda r: (
            f"cntb config set-credentials --oauth2-clientid=INT-{dg(r, 8)} --oauth2-client-secret={an(r, 32)} --oauth2-user={email(r)} --oauth2-password='{pw(r)}'"
        ),
    ],
    rows=12,
)

S(
    "github_token",
    "GitHub tokens with the real CRC32/base62 checksum (ghp_, ghs_, gho_, ghu_ with ghr_) and fine-grained github_pat_: Renovate, .gitconfig insteadOf, Homebrew, gh --with-token, composer auth.json, Terraform provider, pip install from git, docker --build-arg, Italian and Polish notes",
    [
        lambda r: (
            f"module.exports = {{\n  platform: 'github',\n  token: '{gh_token(r)}',\n  repositories: ['{pick(r, WORDS)}/{pick(r, WORDS)}'],\n}};"
        ),
        lambda r: (
            f'[url "https://x-access-token:{gh_token(r, "ghs_")}@github.com/"]\n\tinsteadOf = https://github.com/'
        ),
        lambda r: f"# ~/.zshrc\nexport HOMEBREW_GITHUB_API_TOKEN={gh_token(r)}\nexport PATH=/opt/homebrew/bin:$PATH",
        lambda r: f"gh auth login --hostname github.com --with-token <<< '{gh_token(r, 'gho_')}'",
        lambda r: json.dumps({"github-oauth": {"github.com": gh_token(r)}}, indent=4),
        lambda r: f'provider "github" {{\n  token = "{gh_token(r)}"\n  owner = "{pick(r, WORDS)}-labs"\n}}',
        lambda r: json.dumps(
            {
                "access_token": gh_token(r, "ghu_"),
                "expires_in": 28800,
                "refresh_token": "ghr_" + an(r, 76),
                "refresh_token_expires_in": 15811200,
                "token_type": "bearer",
                "scope": "",
            }
        ),
        lambda r: f"Ecco il token GitHub per il bot delle release: {gh_token(r)} (scade a marzo, poi lo rigeneriamo).",
        lambda r: f"pip install git+https://{gh_token(r)}@github.com/{pick(r, WORDS)}-labs/internal-sdk.git@v2.3.1",
        lambda r: f"Token fine-grained do repo infra (tylko contents:read): github_pat_11{up(r, 20)}_{an(r, 59)}",
        lambda r: f"docker build --build-arg GITHUB_TOKEN={gh_token(r)} -t {pick(r, WORDS)}-api:latest .",
    ],
    rows=11,
)

S(
    "gitlab_token",
    "GitLab glpat- (python-gitlab config, PRIVATE-TOKEN header, Terraform, Renovate, npm registry), runner registration GR1348941…, feed token glft-, OAuth app secret gloas-, incoming-mail glimt- address, German note",
    [
        lambda r: (
            f"[global]\ndefault = work\n\n[work]\nurl = https://gitlab.{dom(r)}\nprivate_token = glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}\napi_version = 4"
        ),
        lambda r: (
            f'curl --header "PRIVATE-TOKEN: glpat-{rs(r, 20, string.ascii_letters + string.digits + "_-")}" "https://gitlab.{dom(r)}/api/v4/projects?membership=true"'
        ),
        lambda r: (
            f"gitlab-runner register --non-interactive --url https://gitlab.{dom(r)} --registration-token GR1348941{rs(r, 20, string.ascii_letters + string.digits + '_-')} --executor docker --docker-image alpine:3.20"
        ),
        lambda r: (
            f"RSS for my issues: https://gitlab.{dom(r)}/dashboard/issues.atom?feed_token=glft-{rs(r, 20, string.ascii_letters + string.digits + '_-')}&state=opened"
        ),
        lambda r: (
            f"GitLab OAuth application for Grafana\nApplication ID: {h(r, 64)}\nSecret: gloas-{h(r, 64)}\nCallback URL: https://grafana.{dom(r)}/login/gitlab"
        ),
        lambda r: (
            f"Send bug reports by mail to incoming+{pick(r, WORDS)}-{pick(r, WORDS)}-{r.randrange(100, 9999)}-glimt-{lo(r, 25)}-issue@gitlab.{dom(r)}"
        ),
        lambda r: (
            f'provider "gitlab" {{\n  base_url = "https://gitlab.{dom(r)}/api/v4/"\n  token    = "glpat-{rs(r, 20, string.ascii_letters + string.digits + "_-")}"\n}}'
        ),
        lambda r: (
            f"RENOVATE_PLATFORM=gitlab\nRENOVATE_ENDPOINT=https://gitlab.{dom(r)}/api/v4\nRENOVATE_TOKEN=glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"@{pick(r, WORDS)}:registry=https://gitlab.{dom(r)}/api/v4/projects/{r.randrange(10, 999)}/packages/npm/\n//gitlab.{dom(r)}/api/v4/projects/{r.randrange(10, 999)}/packages/npm/:_authToken=glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"Mein GitLab-Token für die API-Skripte lautet glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}, bitte nur im CI hinterlegen."
        ),
    ],
)

S(
    "vcs_other_token",
    "Azure DevOps PAT in a clone URL, Bitbucket repository access token (ATCTT3xFfGN0…) and Data Center BBDC- token, Gitea/Forgejo, Gerrit HTTP password, Perforce P4PASSWD, svn --password, Phabricator .arcrc, Sourcegraph sgp_, YouTrack perm: token",
    [
        lambda r: (
            f"git clone https://build:{rs(r, 52, 'abcdefghijklmnopqrstuvwxyz234567')}@dev.azure.com/{pick(r, WORDS)}/{pick(r, WORDS)}/_git/platform"
        ),
        lambda r: (
            f"curl -H 'Authorization: Bearer ATCTT3xFfGN0{rs(r, 180, string.ascii_letters + string.digits + '_-')}={H(r, 8)}' https://api.bitbucket.org/2.0/repositories/{pick(r, WORDS)}/{pick(r, WORDS)}/pullrequests"
        ),
        lambda r: f"tea login add --name forgejo --url https://codeberg.org --token {h(r, 40)}",
        lambda r: (
            f"Gerrit HTTP credentials for review.{dom(r)}: user {usr(r)}, HTTP password {rs(r, 34, string.ascii_letters + string.digits + '/+')}"
        ),
        lambda r: f"export P4PORT=ssl:perforce.{dom(r)}:1666\nexport P4USER={usr(r)}\nexport P4PASSWD={pw(r)}",
        lambda r: (
            f"svn checkout https://svn.{dom(r)}/repos/firmware/trunk --username {usr(r)} --password '{pw(r)}' --non-interactive"
        ),
        lambda r: json.dumps({"hosts": {f"https://phab.{dom(r)}/api/": {"token": f"api-{lo(r, 28)}"}}}, indent=2),
        lambda r: f"export SRC_ENDPOINT=https://sourcegraph.{dom(r)}\nexport SRC_ACCESS_TOKEN=sgp_{h(r, 40)}",
        lambda r: (
            f"YouTrack permanent token for the triage bot: perm:{b64s(usr(r)).rstrip('=')}.{b64s(str(r.randrange(10, 99)) + '-' + str(r.randrange(1, 9))).rstrip('=')}.{an(r, 30)}"
        ),
        lambda r: (
            f"Bitbucket Data Center HTTP access token (repo write): BBDC-{rs(r, 44, string.ascii_letters + string.digits + '+/')}"
        ),
    ],
)

S(
    "chat_platform_token",
    "Discord bot token (discord.py), Zulip zuliprc, Rocket.Chat auth headers, Matrix syt_ token, WhatsApp Cloud API EAAG token, Twitch IRC oauth:, Viber, Slack Bolt with signing secret, Slack user token, python-telegram-bot, Webex bot, Mastodon.py",
    [
        lambda r: f"client = discord.Client(intents=intents)\nclient.run('{discord_bot_token(r)}')",
        lambda r: (
            f"[api]\nemail={pick(r, WORDS)}-bot@{pick(r, WORDS)}.zulipchat.com\nkey={an(r, 32)}\nsite=https://{pick(r, WORDS)}.zulipchat.com"
        ),
        lambda r: f"curl -H 'X-Auth-Token: {b64u(r, 32)}' -H 'X-User-Id: {an(r, 17)}' https://chat.{dom(r)}/api/v1/me",
        lambda r: (
            f"homeserver: https://matrix.{dom(r)}\nuser_id: '@alertbot:{dom(r)}'\naccess_token: {matrix_token(r)}"
        ),
        lambda r: f"WHATSAPP_PHONE_NUMBER_ID={dg(r, 15)}\nWHATSAPP_TOKEN=EAAG{an(r, 180)}",
        lambda r: f"PASS oauth:{lo(r, 30)}\nNICK {pick(r, WORDS)}bot\nJOIN #{pick(r, WORDS)}",
        lambda r: f"X-Viber-Auth-Token: {lo(r, 16)}-{lo(r, 16)}-{lo(r, 16)}",
        lambda r: f"const app = new App({{\n  token: '{slack_bot(r)}',\n  signingSecret: '{h(r, 32)}',\n}});",
        lambda r: f"SLACK_USER_TOKEN=xoxp-{dg(r, 12)}-{dg(r, 12)}-{dg(r, 13)}-{h(r, 32)}",
        lambda r: f'application = Application.builder().token("{telegram_token(r)}").build()',
        lambda r: f"Webex bot '{pick(r, WORDS)}-notifier' access token: {an(r, 64)}_PF84_{uid(r)}",
        lambda r: f"mastodon = Mastodon(access_token='{b64u(r, 32)}', api_base_url='https://mastodon.social')",
    ],
    rows=12,
)


def teams_hook(r: Random) -> str:
    return f"https://prod-{r.randrange(10, 99)}.westeurope.logic.azure.com:443/workflows/{h(r, 32)}/triggers/manual/paths/invoke?api-version=2016-06-01&sp=%2Ftriggers%2Fmanual%2Frun&sv=1.0&sig={b64u(r, 32)}"


S(
    "chat_webhook_url",
    "incoming-webhook URLs whose path or query is the credential (Slack, Discord, Teams Workflows sig=, Google Chat key+token, DingTalk with SEC secret, Feishu, WeCom, Mattermost, Rocket.Chat, Zulip) in Alertmanager, Grafana, curl, requests and Chinese notes",
    [
        lambda r: (
            f"receivers:\n  - name: oncall\n    slack_configs:\n      - api_url: {slack_hook(r)}\n        channel: '#alerts'"
        ),
        lambda r: (
            f"requests.post('https://discord.com/api/webhooks/{r.randrange(10**17, 10**19)}/{b64u(r, 51)}', json={{'content': 'deploy finished'}})"
        ),
        lambda r: f"Teams workflow URL for the #releases channel: {teams_hook(r)}",
        lambda r: (
            f"curl -X POST '{'https://chat.googleapis.com/v1/spaces/AAAA' + an(r, 7)}/messages?key={aiza(r)}&token={b64u(r, 32)}%3D' -H 'Content-Type: application/json' -d '{{\"text\": \"build green\"}}'"
        ),
        lambda r: f"钉钉机器人：https://oapi.dingtalk.com/robot/send?access_token={h(r, 64)}\n加签密钥：SEC{h(r, 64)}",
        lambda r: f"飞书群机器人 webhook：https://open.feishu.cn/open-apis/bot/v2/hook/{uid(r)}",
        lambda r: f"企业微信告警群机器人地址 https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key={uid(r)}",
        lambda r: f"MATTERMOST_HOOK=https://chat.{dom(r)}/hooks/{lo(r, 26)}",
        lambda r: f"Rocket.Chat integration URL: https://chat.{dom(r)}/hooks/{an(r, 24)}/{an(r, 48)}",
        lambda r: (
            f"contactPoints:\n  - name: zulip\n    receivers:\n      - type: webhook\n        settings:\n          url: https://{pick(r, WORDS)}.zulipchat.com/api/v1/external/grafana?api_key={an(r, 32)}&stream=alerts"
        ),
    ],
)

S(
    "deploy_trigger_url",
    "URLs and commands that trigger builds or flows by themselves: Netlify build hooks, Cloudflare Pages deploy hooks, Make, n8n with token, Jenkins build?token=, GitLab pipeline trigger tokens, Home Assistant webhook ids, Laravel Forge deploy URLs, Pipedream endpoints",
    [
        lambda r: f"curl -X POST -d {{}} https://api.netlify.com/build_hooks/{h(r, 24)}",
        lambda r: (
            f"Pages deploy hook (production branch): https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/{uid(r)}"
        ),
        lambda r: f"Make scenario 'new lead -> CRM' listens on https://hook.eu2.make.com/{lo(r, 32)}",
        lambda r: f"n8n: POST https://n8n.{dom(r)}/webhook/{uid(r)}?token={an(r, 32)}",
        lambda r: (
            f"curl -X POST 'https://ci.{dom(r)}/job/deploy-prod/buildWithParameters?token={an(r, 32)}&TAG=v{r.randrange(1, 9)}.{r.randrange(30)}.0'"
        ),
        lambda r: (
            f"curl -X POST --fail -F token=glptt-{h(r, 40)} -F ref=main https://gitlab.{dom(r)}/api/v4/projects/{r.randrange(10, 999)}/trigger/pipeline"
        ),
        lambda r: (
            f"automation:\n  - alias: doorbell\n    trigger:\n      platform: webhook\n      webhook_id: {an(r, 64)}"
        ),
        lambda r: (
            f"Forge deploy trigger URL: https://forge.laravel.com/servers/{dg(r, 6)}/sites/{dg(r, 7)}/deploy/http?token={an(r, 40)}"
        ),
        lambda r: f"Pipedream source for Stripe events: https://eo{lo(r, 30)}.m.pipedream.net",
    ],
)

S(
    "payment_key",
    "server-side payment credentials: Plaid secret, Wise token, GoCardless live_, Flutterwave FLWSECK-, Xendit xnd_production_, Midtrans server key, Authorize.Net transaction key, Klarna API password, Lemon Squeezy JWT key, Paddle pdl_live_apikey_, Stripe sk_live in Ruby, Coinbase Commerce, PayU",
    [
        lambda r: f"PLAID_CLIENT_ID={h(r, 24)}\nPLAID_SECRET={h(r, 30)}\nPLAID_ENV=production",
        lambda r: f"Wise API token (full access, business profile {r.randrange(10**7, 10**8)}): {uid(r)}",
        lambda r: (
            f"GOCARDLESS_ENVIRONMENT=live\nGOCARDLESS_ACCESS_TOKEN=live_{rs(r, 40, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"FLW_PUBLIC_KEY=FLWPUBK-{h(r, 32)}-X\nFLW_SECRET_KEY=FLWSECK-{h(r, 32)}-X\nFLW_ENCRYPTION_KEY={h(r, 24)}"
        ),
        lambda r: (
            f"curl https://api.xendit.co/v2/invoices -u xnd_production_{an(r, 80)}: -H 'Content-Type: application/json'"
        ),
        lambda r: (
            f"\\Midtrans\\Config::$serverKey = 'Mid-server-{rs(r, 24, string.ascii_letters + string.digits + '_-')}';\n\\Midtrans\\Config::$isProduction = true;"
        ),
        lambda r: (
            f"<merchantAuthentication>\n  <name>{an(r, 9)}</name>\n  <transactionKey>{an(r, 16)}</transactionKey>\n</merchantAuthentication>"
        ),
        lambda r: (
            f"Klarna API credentials (EU live): username PK{dg(r, 5)}_{h(r, 12)} / password klarna_live_api_{rs(r, 40, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"LEMONSQUEEZY_API_KEY={jwt(r, {'aud': '94d59cef-dbb8-4ea5-b178-d2540fcd6919', 'jti': h(r, 64), 'iat': now_ts(r), 'sub': str(r.randrange(10**5, 10**6)), 'scopes': []}, 'RS256')}"
        ),
        lambda r: f"PADDLE_API_KEY=pdl_live_apikey_01{lo(r, 24)}_{an(r, 26)}_{an(r, 3)}",
        lambda r: f"Stripe.api_key = '{stripe_like(r, 'sk_live_')}'",
        lambda r: (
            f"curl https://api.commerce.coinbase.com/charges -H 'X-CC-Api-Key: {uid(r)}' -H 'X-CC-Version: 2018-03-22'"
        ),
        lambda r: (
            f"payu:\n  pos_id: {dg(r, 6)}\n  client_id: {dg(r, 6)}\n  client_secret: {h(r, 32)}\n  second_key_md5: {h(r, 32)}"
        ),
    ],
    rows=12,
)

S(
    "messaging_email_key",
    "MessageBird AccessKey, Plivo auth id+token, Telnyx KEY…, Infobip App key, SparkPost, Amazon SES SMTP credentials, Mailjet key pair, Mandrill md-, OneSignal os_v2_app_, Pusher app secret, Ably key, FCM legacy server key, Expo, Pushover",
    [
        lambda r: (
            f"curl -X POST https://rest.messagebird.com/messages -H 'Authorization: AccessKey live_{an(r, 25)}' -d recipients=31612345678 -d originator=Acme -d body=Hi"
        ),
        lambda r: f"PLIVO_AUTH_ID=MA{up(r, 18)}\nPLIVO_AUTH_TOKEN={an(r, 40)}",
        lambda r: f"TELNYX_API_KEY=KEY{H(r, 32)}_{an(r, 22)}",
        lambda r: f"Authorization: App {h(r, 32)}-{uid(r)}",
        lambda r: f"SPARKPOST_API_KEY={h(r, 40)}",
        lambda r: (
            f"spring.mail.host=email-smtp.{pick(r, REGIONS)}.amazonaws.com\nspring.mail.port=587\nspring.mail.username={aws_id(r)}\nspring.mail.password=B{b64(r, 32)[:43]}"
        ),
        lambda r: f"MJ_APIKEY_PUBLIC={h(r, 32)}\nMJ_APIKEY_PRIVATE={h(r, 32)}",
        lambda r: (
            f"mandrill_client = MailchimpTransactional.Client('md-{rs(r, 22, string.ascii_letters + string.digits + '_-')}')"
        ),
        lambda r: (
            f"curl https://api.onesignal.com/notifications -H 'Authorization: Key os_v2_app_{rs(r, 113, 'abcdefghijklmnopqrstuvwxyz234567')}' -H 'Content-Type: application/json'"
        ),
        lambda r: (
            f"PUSHER_APP_ID={dg(r, 7)}\nPUSHER_APP_KEY={h(r, 20)}\nPUSHER_APP_SECRET={h(r, 20)}\nPUSHER_APP_CLUSTER=eu"
        ),
        lambda r: f"ABLY_API_KEY={b64u(r, 4)}.{b64u(r, 4)}:{b64u(r, 32)}",
        lambda r: (
            f"Authorization: key=AAAA{rs(r, 7, string.ascii_letters + string.digits + '_-')}:APA91b{rs(r, 134, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: f"EXPO_TOKEN={rs(r, 40, string.ascii_letters + string.digits + '_-')}",
        lambda r: (
            f"curl -s --form-string 'token={lo(r, 30)}' --form-string 'user={lo(r, 30)}' --form-string 'message=backup done' https://api.pushover.net/1/messages.json"
        ),
    ],
    rows=13,
)

S(
    "ai_llm_key",
    "LLM provider keys of other vendors and contexts: DeepSeek, Fireworks fw_, Cerebras csk-, NVIDIA nvapi-, Anthropic in VS Code settings.json, OpenAI sk-svcacct- in LangChain JS, AI21, ElevenLabs, Deepgram, AssemblyAI, Stability, DashScope (Chinese), Moonshot, Zhipu",
    [
        lambda r: f'client = OpenAI(api_key="sk-{h(r, 32)}", base_url="https://api.deepseek.com")',
        lambda r: f"FIREWORKS_API_KEY=fw_{an(r, 24)}",
        lambda r: f"export CEREBRAS_API_KEY=csk-{lo(r, 48)}",
        lambda r: (
            f"curl https://integrate.api.nvidia.com/v1/chat/completions -H 'Authorization: Bearer nvapi-{rs(r, 64, string.ascii_letters + string.digits + '_-')}'"
        ),
        lambda r: json.dumps(
            {
                "terminal.integrated.env.linux": {
                    "ANTHROPIC_API_KEY": f"sk-ant-api03-{rs(r, 93, string.ascii_letters + string.digits + '_-')}AA"
                },
                "editor.fontSize": 14,
            },
            indent=2,
        ),
        lambda r: (
            f'const model = new ChatOpenAI({{\n  model: "gpt-4o-mini",\n  apiKey: "sk-svcacct-{rs(r, 74, string.ascii_letters + string.digits + "_-")}T3BlbkFJ{rs(r, 74, string.ascii_letters + string.digits + "_-")}",\n}});'
        ),
        lambda r: f"AI21_API_KEY={an(r, 32)}",
        lambda r: f"curl https://api.elevenlabs.io/v1/text-to-speech/{an(r, 20)} -H 'xi-api-key: sk_{h(r, 48)}'",
        lambda r: (
            f"curl -X POST https://api.deepgram.com/v1/listen -H 'Authorization: Token {h(r, 40)}' --data-binary @call.wav"
        ),
        lambda r: f'import assemblyai as aai\naai.settings.api_key = "{h(r, 32)}"',
        lambda r: f"Stability key for the thumbnail service: sk-{an(r, 48)}",
        lambda r: f"通义千问的 DASHSCOPE_API_KEY 是 sk-{h(r, 32)}，别发到群里。",
        lambda r: f"MOONSHOT_API_KEY=sk-{an(r, 48)}",
        lambda r: f"智谱 API key：{h(r, 32)}.{an(r, 16)}",
    ],
    rows=13,
)

S(
    "ai_tooling_key",
    "keys of AI tooling: Pinecone pcsk_, LangSmith lsv2_pt_, W&B login, Langfuse secret key with public key, Tavily, Firecrawl, Jina, Qdrant Cloud, Weaviate, Helicone, Serper, Exa, Modal token id+secret",
    [
        lambda r: f'pc = Pinecone(api_key="pcsk_{an(r, 6)}_{an(r, 60)}")',
        lambda r: f"LANGSMITH_TRACING=true\nLANGSMITH_API_KEY=lsv2_pt_{h(r, 32)}_{h(r, 10)}",
        lambda r: f"wandb login {h(r, 40)}",
        lambda r: (
            f"LANGFUSE_PUBLIC_KEY=pk-lf-{uid(r)}\nLANGFUSE_SECRET_KEY=sk-lf-{uid(r)}\nLANGFUSE_HOST=https://cloud.langfuse.com"
        ),
        lambda r: f'tavily = TavilyClient(api_key="tvly-dev-{an(r, 32)}")',
        lambda r: f"FIRECRAWL_API_KEY=fc-{h(r, 32)}",
        lambda r: f"curl https://r.jina.ai/https://example.org -H 'Authorization: Bearer jina_{h(r, 32)}{an(r, 28)}'",
        lambda r: (
            f'client = QdrantClient(url="https://{uid(r)}.eu-central-1-0.aws.cloud.qdrant.io", api_key="{rs(r, 62, string.ascii_letters + string.digits + "_-")}")'
        ),
        lambda r: f"WEAVIATE_URL=https://{lo(r, 20)}.c0.europe-west3.gcp.weaviate.cloud\nWEAVIATE_API_KEY={an(r, 40)}",
        lambda r: f"Helicone-Auth: Bearer sk-helicone-{lo(r, 7)}-{lo(r, 7)}-{lo(r, 7)}-{lo(r, 7)}",
        lambda r: (
            f"curl -X POST https://google.serper.dev/search -H 'X-API-KEY: {h(r, 40)}' -d '{{\"q\":\"memory stores\"}}'"
        ),
        lambda r: f"curl https://api.exa.ai/search -H 'x-api-key: {uid(r)}' -d '{{\"query\":\"agent memory\"}}'",
        lambda r: f"modal token set --token-id ak-{an(r, 22)} --token-secret as-{an(r, 22)}",
    ],
    rows=13,
)

S(
    "package_registry_token",
    "npm tokens with the real CRC32 checksum in .yarnrc.yml and pnpm config, PyPI macaroon tokens (uv publish, poetry config), Maven settings.xml, gradle.properties, Cargo credentials.toml, Private Packagist auth.json, helm repo add, Hex, Conan with a JFrog reference token, CocoaPods trunk",
    [
        lambda r: f'npmRegistryServer: "https://registry.npmjs.org"\nnpmAuthToken: "{npm_token(r)}"',
        lambda r: f"pnpm config set //registry.npmjs.org/:_authToken {npm_token(r)}",
        lambda r: f"uv publish --token {pypi_token(r)}",
        lambda r: f"poetry config pypi-token.pypi {pypi_token(r)}",
        lambda r: (
            f"<settings>\n  <servers>\n    <server>\n      <id>ossrh</id>\n      <username>{usr(r)}</username>\n      <password>{pw(r)}</password>\n    </server>\n  </servers>\n</settings>"
        ),
        lambda r: (
            f"signing.keyId={H(r, 8)}\nsigning.password={pw(r)}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg\nossrhUsername={usr(r)}\nossrhPassword={pw(r)}"
        ),
        lambda r: f'# ~/.cargo/credentials.toml\n[registry]\ntoken = "cio{an(r, 32)}"',
        lambda r: json.dumps(
            {"http-basic": {"repo.packagist.com": {"username": "token", "password": h(r, 64)}}}, indent=4
        ),
        lambda r: f"helm repo add internal https://charts.{dom(r)} --username ci --password '{pw(r)}'",
        lambda r: f"HEX_API_KEY={h(r, 32)} mix hex.publish --yes",
        lambda r: f"conan remote login artifactory ci-bot -p {jfrog_ref(r)}",
        lambda r: f"machine trunk.cocoapods.org\n  login {email(r)}\n  password {h(r, 32)}",
    ],
    rows=12,
)

S(
    "ci_build_token",
    "CI and code-quality tokens: Drone, TeamCity (eyJ0eXAiOiAiVENWMiJ9…), SonarQube squ_, Snyk, Octopus API-, Bitrise, Travis, Coveralls repo_token, Harness pat., Semaphore, AppVeyor, a GitHub Actions runner registration token",
    [
        lambda r: f"export DRONE_SERVER=https://drone.{dom(r)}\nexport DRONE_TOKEN={an(r, 32)}",
        lambda r: (
            f"curl -H 'Authorization: Bearer eyJ0eXAiOiAiVENWMiJ9.{b64u(r, 27)}.{b64u(r, 48)}' https://teamcity.{dom(r)}/app/rest/builds"
        ),
        lambda r: (
            f"sonar-scanner -Dsonar.projectKey={pick(r, WORDS)}-api -Dsonar.host.url=https://sonar.{dom(r)} -Dsonar.token=squ_{h(r, 40)}"
        ),
        lambda r: f"snyk auth {uid(r)}",
        lambda r: (
            f"octo push --package ./dist/{pick(r, WORDS)}.1.4.2.zip --server https://deploy.{dom(r)} --apiKey API-{up(r, 26)}"
        ),
        lambda r: f"BITRISE_PERSONAL_ACCESS_TOKEN={rs(r, 86, string.ascii_letters + string.digits + '_-')}",
        lambda r: (
            f"curl -H 'Travis-API-Version: 3' -H 'Authorization: token {rs(r, 22, string.ascii_letters + string.digits + '_-')}' https://api.travis-ci.com/repos"
        ),
        lambda r: f"# .coveralls.yml\nservice_name: github-actions\nrepo_token: {an(r, 32)}",
        lambda r: (
            f"HARNESS_PLATFORM_API_KEY=pat.{rs(r, 22, string.ascii_letters + string.digits + '_-')}.{h(r, 24)}.{an(r, 20)}"
        ),
        lambda r: f"sem connect {pick(r, WORDS)}.semaphoreci.com {an(r, 20)}",
        lambda r: f"Authorization: Bearer v2.{lo(r, 20)}",
        lambda r: (
            f"./config.sh --url https://github.com/{pick(r, WORDS)}-labs/{pick(r, WORDS)} --token A{up(r, 28)} --labels self-hosted,linux,x64"
        ),
    ],
    rows=12,
)

GITCRYPT_HEADER = b"\x00GITCRYPTKEY\x00\x00\x00\x02\x00\x00\x00\x00"

S(
    "secrets_platform_token",
    "credentials that unlock a secrets manager: 1Password service-account token (ops_ + base64 of real JSON), Infisical universal-auth, Bitwarden Secrets Manager access token, Akeyless, Vault AppRole role_id+secret_id and hvb. token, Keeper one-time token, SOPS age key (real bech32), Ansible vault password file, git-crypt key, Chef data bag secret, Conjur API key",
    [
        lambda r: f"export OP_SERVICE_ACCOUNT_TOKEN={onepassword_sa(r)}",
        lambda r: f"infisical login --method=universal-auth --client-id={uid(r)} --client-secret={h(r, 64)}",
        lambda r: f"BWS_ACCESS_TOKEN=0.{uid(r)}.{an(r, 30)}:{b64(r, 16)}",
        lambda r: f"akeyless auth --access-id p-{lo(r, 12)} --access-key {b64(r, 32)}",
        lambda r: f"vault write auth/approle/login role_id={uid(r)} secret_id={uid(r)}",
        lambda r: (
            f"export VAULT_ADDR=https://vault.{dom(r)}:8200\nexport VAULT_TOKEN=hvb.AAAAAQ{rs(r, 130, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: f"ksm init default US:{b64u(r, 32)}",
        lambda r: f"# .sops.yaml key for CI\nexport SOPS_AGE_KEY={age_secret(r)}",
        lambda r: f"echo '{pw(r)}' > ~/.ansible/vault_pass.txt && chmod 600 ~/.ansible/vault_pass.txt",
        lambda r: (
            f"git-crypt key for the infra repo (base64): {base64.b64encode(GITCRYPT_HEADER + rb(r, 96)).decode()}"
        ),
        lambda r: f"/etc/chef/encrypted_data_bag_secret:\n{b64(r, 384)}",
        lambda r: f"CONJUR_AUTHN_LOGIN=host/ci/{pick(r, WORDS)}\nCONJUR_AUTHN_API_KEY={lo(r, 55)}",
    ],
    rows=12,
)

S(
    "observability_key",
    "Dynatrace dt0c01., Elastic ApiKey (base64 of id:key), Sumo Logic access id+key, Rollbar server token, Opsgenie GenieKey, Axiom xaat-, Coralogix cxtp_, Mezmo ingestion key, Better Stack token in Vector, AppSignal push key, sentry-cli sntryu_, Prometheus remote_write password",
    [
        lambda r: (
            f'wget -O Dynatrace-OneAgent.sh "https://{lo(r, 8)}.live.dynatrace.com/api/v1/deployment/installer/agent/unix/default/latest?arch=x86" --header="Authorization: Api-Token dt0c01.{up(r, 24)}.{up(r, 64)}"'
        ),
        lambda r: (
            f"curl -H 'Authorization: ApiKey {b64s(rs(r, 20, string.ascii_letters + string.digits + '_-') + ':' + rs(r, 22, string.ascii_letters + string.digits + '_-'))}' https://es.{dom(r)}:9200/_cat/indices"
        ),
        lambda r: f"SUMO_ACCESS_ID=su{an(r, 12)}\nSUMO_ACCESS_KEY={an(r, 64)}",
        lambda r: f"Rollbar.init(access_token='{h(r, 32)}', environment='production')",
        lambda r: (
            f"curl -X POST https://api.opsgenie.com/v2/alerts -H 'Authorization: GenieKey {uid(r)}' -d '{{\"message\":\"disk full\"}}'"
        ),
        lambda r: f"AXIOM_TOKEN=xaat-{uid(r)}\nAXIOM_DATASET=prod-logs",
        lambda r: (
            f"coralogix:\n  domain: eu2.coralogix.com\n  private_key: cxtp_{an(r, 30)}\n  application_name: checkout"
        ),
        lambda r: f"sudo logdna-agent -k {h(r, 32)} && sudo systemctl restart logdna-agent",
        lambda r: (
            f'[sinks.betterstack]\ntype = "http"\nuri = "https://in.logs.betterstack.com/"\nauth.strategy = "bearer"\nauth.token = "{an(r, 24)}"'
        ),
        lambda r: f"APPSIGNAL_PUSH_API_KEY={uid(r)}\nAPPSIGNAL_APP_NAME={pick(r, WORDS)}-web",
        lambda r: f"sentry-cli --auth-token sntryu_{h(r, 64)} releases new {pick(r, WORDS)}@1.{r.randrange(40)}.0",
        lambda r: (
            f"remote_write:\n  - url: https://prometheus-prod-{r.randrange(10, 40)}-prod-eu-west-2.grafana.net/api/prom/push\n    basic_auth:\n      username: {dg(r, 7)}\n      password: {pw(r)}"
        ),
    ],
    rows=12,
)

S(
    "hosting_paas_token",
    "hosting and PaaS tokens: Deno Deploy ddp_, Supabase sbp_, Netlify nfp_, Koyeb, Clever Cloud token+secret, Platform.sh, Pantheon machine token, cPanel API token header, Plesk key, Laravel Sanctum-style id|token (Coolify)",
    [
        lambda r: f"DENO_DEPLOY_TOKEN=ddp_{an(r, 36)} deployctl deploy --project={pick(r, WORDS)} main.ts",
        lambda r: f"supabase login --token sbp_{h(r, 40)}",
        lambda r: f"NETLIFY_AUTH_TOKEN=nfp_{an(r, 36)}",
        lambda r: f"export KOYEB_TOKEN={an(r, 64)}",
        lambda r: f"CLEVER_TOKEN={h(r, 32)}\nCLEVER_SECRET={h(r, 32)}",
        lambda r: f"export PLATFORMSH_CLI_TOKEN={b64u(r, 32)}",
        lambda r: f"terminus auth:login --machine-token={b64u(r, 32)}",
        lambda r: (
            f"curl -H'Authorization: cpanel {usr(r)}:{up(r, 32)}' 'https://{pick(r, WORDS)}.{dom(r)}:2083/execute/Email/list_pops'"
        ),
        lambda r: f"curl -k -H 'X-API-Key: {uid(r)}' https://plesk.{dom(r)}:8443/api/v2/domains",
        lambda r: f"Coolify API token for the deploy script: {sanctum(r)}",
    ],
)

S(
    "dns_domain_key",
    "registrar and DNS credentials: Porkbun apikey+secretapikey, Namecheap API URL, GoDaddy sso-key, Gandi PAT, certbot DigitalOcean ini, Hetzner DNS, deSEC, acme.sh DuckDNS, NameSilo for lego, DynDNS update URL with password, a BIND TSIG key",
    [
        lambda r: json.dumps({"apikey": f"pk1_{h(r, 64)}", "secretapikey": f"sk1_{h(r, 64)}"}),
        lambda r: (
            f"https://api.namecheap.com/xml.response?ApiUser={usr(r)}&ApiKey={h(r, 32)}&UserName={usr(r)}&Command=namecheap.domains.getList&ClientIp=203.0.113.{r.randrange(2, 250)}"
        ),
        lambda r: (
            f"curl -H 'Authorization: sso-key {an(r, 34)}:{an(r, 22)}' https://api.godaddy.com/v1/domains/{dom(r)}/records"
        ),
        lambda r: f"GANDIV5_PERSONAL_ACCESS_TOKEN={h(r, 40)}",
        lambda r: f"# /root/.secrets/certbot/digitalocean.ini\ndns_digitalocean_token = dop_v1_{h(r, 64)}",
        lambda r: f"curl -H 'Auth-API-Token: {an(r, 32)}' https://dns.hetzner.com/api/v1/zones",
        lambda r: (
            f"curl -H 'Authorization: Token {rs(r, 28, string.ascii_letters + string.digits + '_-')}' https://desec.io/api/v1/domains/"
        ),
        lambda r: f"export DuckDNS_Token={uid(r)}\nacme.sh --issue --dns dns_duckdns -d {pick(r, WORDS)}.duckdns.org",
        lambda r: f"NAMESILO_API_KEY={h(r, 21)} lego --email {email(r)} --dns namesilo -d '*.{dom(r)}' run",
        lambda r: (
            f"https://{usr(r)}:{pwu(r)}@members.dyndns.org/nic/update?hostname={pick(r, WORDS)}.dyndns.org&myip=203.0.113.{r.randrange(2, 250)}"
        ),
        lambda r: f'key "ddns-update" {{\n    algorithm hmac-sha256;\n    secret "{b64(r, 32)}";\n}};',
    ],
)

S(
    "saas_productivity_token",
    "work-tool tokens: ClickUp pk_, Trello key+ATTA token, Todoist, Miro (base64 origin prefix), Calendly PAT (JWT), Typeform tfp_, Contentful CFPAT-, Postman PMAK-, Dropbox sl., Smartsheet, Webflow, monday.com JWT, Sanity sk…, Zoom server-to-server",
    [
        lambda r: f"curl -H 'Authorization: pk_{dg(r, 8)}_{up(r, 32)}' https://api.clickup.com/api/v2/team",
        lambda r: f"TRELLO_KEY={h(r, 32)}\nTRELLO_TOKEN=ATTA{h(r, 64)}{H(r, 8)}",
        lambda r: f"todoist api token (Settings → Integrations): {h(r, 40)}",
        lambda r: f"MIRO_ACCESS_TOKEN={miro_token(r)}",
        lambda r: (
            f"CALENDLY_TOKEN={jwt(r, {'iss': 'https://auth.calendly.com', 'iat': now_ts(r), 'jti': uid(r), 'user_uuid': uid(r)}, 'HS512')}"
        ),
        lambda r: (
            f"curl https://api.typeform.com/forms -H 'Authorization: Bearer tfp_{rs(r, 44, string.ascii_letters + string.digits + '_-')}_{an(r, 14)}'"
        ),
        lambda r: (
            f"contentful space export --space-id {lo(r, 12)} --management-token CFPAT-{rs(r, 43, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: f"newman run collection.json --env-var apiKey=PMAK-{h(r, 24)}-{h(r, 34)}",
        lambda r: f"dbx = dropbox.Dropbox('sl.u.A{rs(r, 140, string.ascii_letters + string.digits + '_-')}')",
        lambda r: f"SMARTSHEET_ACCESS_TOKEN={an(r, 37)}",
        lambda r: f"Webflow site token for the blog sync: {h(r, 64)}",
        lambda r: (
            f"MONDAY_API_TOKEN={jwt(r, {'tid': r.randrange(10**8, 10**9), 'aai': r.randrange(10, 999), 'uid': r.randrange(10**7, 10**8), 'iad': '2026-03-02T10:11:12.000Z', 'per': 'me:write', 'actid': r.randrange(10**6, 10**7), 'rgn': 'euc1'})}"
        ),
        lambda r: f"SANITY_API_WRITE_TOKEN=sk{an(r, 180)}",
        lambda r: (
            f"Zoom S2S OAuth app\naccount_id: {rs(r, 22, string.ascii_letters + string.digits + '_-')}\nclient_id: {an(r, 22)}\nclient_secret: {an(r, 32)}"
        ),
    ],
    rows=12,
)

S(
    "crm_business_token",
    "business-system credentials: Salesforce password+security token, Zoho refresh token and client secret, Pipedrive api_token, Freshdesk key, QuickBooks refresh token, Xero client secret, Dataverse connection string, BigCommerce, WooCommerce ck_/cs_, Magento, Odoo API key, SAP URL with sap-password",
    [
        lambda r: f"sf = Salesforce(username='{email(r)}', password='{pw(r)}', security_token='{an(r, 24)}')",
        lambda r: (
            f"ZOHO_CLIENT_ID=1000.{up(r, 30)}\nZOHO_CLIENT_SECRET={h(r, 42)}\nZOHO_REFRESH_TOKEN=1000.{h(r, 32)}.{h(r, 32)}"
        ),
        lambda r: f"https://{pick(r, WORDS)}.pipedrive.com/api/v1/deals?api_token={h(r, 40)}",
        lambda r: (
            f"curl -u {an(r, 20)}:X -H 'Content-Type: application/json' https://{pick(r, WORDS)}.freshdesk.com/api/v2/tickets"
        ),
        lambda r: f"QuickBooks refresh token (valid 100 days): AB11{an(r, 46)}",
        lambda r: (
            f"XERO_CLIENT_ID={H(r, 32)}\nXERO_CLIENT_SECRET={rs(r, 48, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: (
            f"AuthType=ClientSecret;Url=https://{pick(r, WORDS)}.crm4.dynamics.com;ClientId={uid(r)};ClientSecret={azure_client_secret(r)}"
        ),
        lambda r: (
            f"curl -H 'X-Auth-Token: {lo(r, 31)}' https://api.bigcommerce.com/stores/{lo(r, 10)}/v3/catalog/products"
        ),
        lambda r: f"WooCommerce REST keys (read/write): consumer key ck_{h(r, 40)} consumer secret cs_{h(r, 40)}",
        lambda r: f"curl -H 'Authorization: Bearer {lo(r, 32)}' https://shop.{dom(r)}/rest/V1/orders?searchCriteria=",
        lambda r: f"uid = common.authenticate('{pick(r, WORDS)}-prod', '{email(r)}', '{h(r, 40)}', {{}})",
        lambda r: (
            f"https://erp.{dom(r)}:44300/sap/opu/odata/sap/API_SALES_ORDER_SRV/?sap-client=100&sap-user={up(r, 8)}&sap-password={pwu(r)}"
        ),
    ],
    rows=12,
)

S(
    "oauth_client_secret",
    "OAuth app secrets with their ids: Facebook (Socialite), X/Twitter consumer secret and app bearer, LinkedIn WPL_AP1., Reddit praw.ini with password, Twitch, Strava with refresh token, Dropbox app, Cognito app client, Ory Hydra, Salesforce connected app, Atlassian 3LO",
    [
        lambda r: (
            f"'facebook' => [\n    'client_id' => '{dg(r, 15)}',\n    'client_secret' => '{h(r, 32)}',\n    'redirect' => 'https://{dom(r)}/auth/facebook/callback',\n],"
        ),
        lambda r: (
            f"auth = tweepy.OAuth1UserHandler('{an(r, 25)}', '{an(r, 50)}', '{dg(r, 19)}-{an(r, 30)}', '{an(r, 45)}')"
        ),
        lambda r: f"X app-only bearer token: AAAAAAAAAAAAAAAAAAAAA{an(r, 20)}%3D{an(r, 50)}",
        lambda r: f"LINKEDIN_CLIENT_ID={lo(r, 14)}\nLINKEDIN_CLIENT_SECRET=WPL_AP1.{an(r, 16)}.{b64(r, 6)}==",
        lambda r: (
            f"[bot1]\nclient_id={rs(r, 22, string.ascii_letters + string.digits + '_-')}\nclient_secret={rs(r, 30, string.ascii_letters + string.digits + '_-')}\nusername={usr(r)}\npassword={pw(r)}\nuser_agent=modbot/0.3"
        ),
        lambda r: f"TWITCH_CLIENT_ID={lo(r, 30)}\nTWITCH_CLIENT_SECRET={lo(r, 30)}",
        lambda r: json.dumps(
            {"client_id": r.randrange(100000, 999999), "client_secret": h(r, 40), "refresh_token": h(r, 40)}
        ),
        lambda r: f"Dropbox app '{pick(r, WORDS)}-sync': app key {lo(r, 15)}, app secret {lo(r, 15)}",
        lambda r: f"COGNITO_CLIENT_ID={lo(r, 26)}\nCOGNITO_CLIENT_SECRET={lo(r, 52)}",
        lambda r: (
            f"hydra create client --endpoint http://hydra:4445 --name {pick(r, WORDS)} --grant-type client_credentials --secret {an(r, 32)}"
        ),
        lambda r: (
            f"Connected app: consumer key 3MVG9{rs(r, 80, string.ascii_letters + string.digits + '._')}, consumer secret {H(r, 64)}"
        ),
        lambda r: (
            f"ATLASSIAN_CLIENT_ID={an(r, 32)}\nATLASSIAN_CLIENT_SECRET=ATOA{rs(r, 64, string.ascii_letters + string.digits + '_-')}{H(r, 8)}"
        ),
    ],
    rows=12,
)

S(
    "webhook_signing_secret",
    "webhook signing secrets: GitLab X-Gitlab-Token, Mailgun signing key, Lemon Squeezy, Typeform, Zoom secret token, Razorpay, Coinbase Commerce shared secret, Standard Webhooks whsec_ in Go, Calendly, a Probot WEBHOOK_SECRET, Gitea, Okta event hook header",
    [
        lambda r: f"Webhook on {pick(r, WORDS)}/infra → https://hooks.{dom(r)}/gitlab, secret token: {an(r, 32)}",
        lambda r: f"MAILGUN_WEBHOOK_SIGNING_KEY={h(r, 32)}",
        lambda r: f"LEMONSQUEEZY_SIGNING_SECRET={pw(r)}",
        lambda r: f"Typeform webhook secret (used for the Typeform-Signature HMAC): {b64(r, 24)}",
        lambda r: f"ZOOM_WEBHOOK_SECRET_TOKEN={rs(r, 22, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"RAZORPAY_WEBHOOK_SECRET={an(r, 24)}",
        lambda r: f"Coinbase Commerce webhook shared secret: {uid(r)}",
        lambda r: f'wh, err := standardwebhooks.NewWebhook("whsec_{b64(r, 24)}")',
        lambda r: f"Calendly webhook signing key: {rs(r, 43, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"APP_ID={r.randrange(100000, 999999)}\nWEBHOOK_SECRET={h(r, 40)}\nLOG_LEVEL=debug",
        lambda r: f"Gitea webhook for the deploy repo: target https://deploy.{dom(r)}/hooks/gitea, secret {an(r, 40)}",
        lambda r: f"Okta event hook → Authorization header value: {b64(r, 30)}",
    ],
    rows=12,
)

S(
    "app_secret_key",
    "framework signing/encryption keys: ASP.NET machineKey, Strapi APP_KEYS and salts, Directus KEY/SECRET, Payload, Airflow Fernet key, Superset SECRET_KEY, Nextcloud secret, WordPress salts, Grafana secret_key, Mastodon SECRET_KEY_BASE/OTP_SECRET, Remix cookie secrets, Koa app.keys, Starlette SessionMiddleware",
    [
        lambda r: (
            f'<machineKey validationKey="{H(r, 128)}" decryptionKey="{H(r, 64)}" validation="HMACSHA256" decryption="AES" />'
        ),
        lambda r: (
            f"APP_KEYS={b64(r, 16)},{b64(r, 16)},{b64(r, 16)},{b64(r, 16)}\nAPI_TOKEN_SALT={b64(r, 16)}\nADMIN_JWT_SECRET={b64(r, 16)}\nTRANSFER_TOKEN_SALT={b64(r, 16)}\nJWT_SECRET={b64(r, 16)}"
        ),
        lambda r: f"KEY={uid(r)}\nSECRET={b64u(r, 24)}\nADMIN_EMAIL={email(r)}",
        lambda r: f"PAYLOAD_SECRET={h(r, 24)}\nDATABASE_URI=mongodb://localhost/{pick(r, WORDS)}",
        lambda r: f"AIRFLOW__CORE__FERNET_KEY={base64.urlsafe_b64encode(rb(r, 32)).decode()}",
        lambda r: f"# superset_config.py\nSECRET_KEY = '{b64(r, 42)}'",
        lambda r: (
            f"  'passwordsalt' => '{an(r, 30)}',\n  'secret' => '{rs(r, 48, string.ascii_letters + string.digits + '+/')}',\n  'trusted_domains' => ['cloud.{dom(r)}'],"
        ),
        lambda r: "\n".join(
            f"define( '{k}', '{rs(r, 64, string.ascii_letters + string.digits + '!#%&()*+,-.:;<=>?@[]^_{|}~')}' );"
            for k in ("AUTH_KEY", "SECURE_AUTH_KEY", "LOGGED_IN_KEY", "NONCE_KEY")
        ),
        lambda r: f"[security]\nadmin_user = admin\nsecret_key = {an(r, 32)}",
        lambda r: f"SECRET_KEY_BASE={h(r, 128)}\nOTP_SECRET={h(r, 128)}",
        lambda r: (
            f'export const {{ getSession, commitSession }} = createCookieSessionStorage({{\n  cookie: {{ name: "__session", secrets: ["{b64u(r, 24)}"], secure: true }},\n}});'
        ),
        lambda r: f"app.keys = ['{h(r, 32)}', '{h(r, 32)}'];",
        lambda r: f'app.add_middleware(SessionMiddleware, secret_key="{h(r, 64)}")',
    ],
    rows=13,
)


def dbn(r: Random) -> str:
    return pick(r, ["orders", "billing", "crm", "analytics", "app_prod", "inventory", "payroll", "memory"])


S(
    "conn_postgres",
    "PostgreSQL with the password: Prisma schema, Drizzle, Knex, Rust sqlx, Flyway CLI, pgbouncer userlist.txt, dbt profiles.yml, Airflow AIRFLOW_CONN_, Metabase MB_DB_PASS, Supabase pooler, Neon npg_, CockroachDB, Hibernate XML",
    [
        lambda r: (
            f'datasource db {{\n  provider = "postgresql"\n  url      = "postgresql://{usr(r)}:{pwu(r)}@{host(r)}:5432/{dbn(r)}?schema=public"\n}}'
        ),
        lambda r: (
            f"export default defineConfig({{\n  dialect: 'postgresql',\n  dbCredentials: {{ url: 'postgres://{usr(r)}:{pwu(r)}@{host(r)}:5432/{dbn(r)}' }},\n}});"
        ),
        lambda r: (
            f"connection: {{\n  host: '{host(r)}',\n  user: '{usr(r)}',\n  password: '{pw(r)}',\n  database: '{dbn(r)}',\n}},"
        ),
        lambda r: (
            f'let pool = PgPoolOptions::new().max_connections(5).connect("postgres://{usr(r)}:{pwu(r)}@{ip(r)}/{dbn(r)}").await?;'
        ),
        lambda r: f"flyway -url=jdbc:postgresql://{host(r)}:5432/{dbn(r)} -user={usr(r)} -password='{pw(r)}' migrate",
        lambda r: f'# /etc/pgbouncer/userlist.txt\n"{usr(r)}" "{pw(r)}"\n"{usr(r)}" "{pw(r)}"',
        lambda r: (
            f"warehouse:\n  target: prod\n  outputs:\n    prod:\n      type: postgres\n      host: {host(r)}\n      user: {usr(r)}\n      password: {pw(r)}\n      port: 5432\n      dbname: {dbn(r)}\n      schema: marts\n      threads: 4"
        ),
        lambda r: f"export AIRFLOW_CONN_WAREHOUSE='postgresql://{usr(r)}:{pwu(r)}@{host(r)}:5432/{dbn(r)}'",
        lambda r: f"MB_DB_TYPE=postgres\nMB_DB_HOST={host(r)}\nMB_DB_USER={usr(r)}\nMB_DB_PASS={pw(r)}",
        lambda r: f"postgresql://postgres.{lo(r, 20)}:{pwu(r)}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres",
        lambda r: (
            f"DATABASE_URL=postgresql://{usr(r)}:npg_{an(r, 12)}@ep-{pick(r, WORDS)}-{pick(r, WORDS)}-{lo(r, 8)}-pooler.eu-central-1.aws.neon.tech/neondb?sslmode=require"
        ),
        lambda r: (
            f'cockroach sql --url "postgresql://{usr(r)}:{pwu(r)}@{pick(r, WORDS)}-{r.randrange(1000, 9999)}.8nk.gcp-europe-west1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full"'
        ),
        lambda r: (
            f'<property name="hibernate.connection.url">jdbc:postgresql://{host(r)}:5432/{dbn(r)}</property>\n<property name="hibernate.connection.username">{usr(r)}</property>\n<property name="hibernate.connection.password">{pw(r)}</property>'
        ),
    ],
    rows=13,
)

S(
    "conn_mysql",
    "MySQL/MariaDB with the password: wp-config.php, Drupal settings.php, Magento env.php, mysqldump --password=, Sequelize, GORM DSN, PlanetScale pscale_pw_, ProxySQL admin_credentials, TiDB Cloud CLI, phpMyAdmin, mysql2 pool",
    [
        lambda r: (
            f"define( 'DB_NAME', '{dbn(r)}' );\ndefine( 'DB_USER', '{usr(r)}' );\ndefine( 'DB_PASSWORD', '{pw(r)}' );\ndefine( 'DB_HOST', 'localhost' );"
        ),
        lambda r: (
            f"$databases['default']['default'] = [\n  'database' => '{dbn(r)}',\n  'username' => '{usr(r)}',\n  'password' => '{pw(r)}',\n  'host' => '{host(r)}',\n  'driver' => 'mysql',\n];"
        ),
        lambda r: (
            f"'db' => [\n    'connection' => [\n        'default' => [\n            'host' => '{host(r)}',\n            'dbname' => 'magento',\n            'username' => '{usr(r)}',\n            'password' => '{pw(r)}',\n        ],\n    ],\n],"
        ),
        lambda r: (
            f"mysqldump -h {host(r)} -u root --password='{pw(r)}' --single-transaction --all-databases | gzip > /backup/all.sql.gz"
        ),
        lambda r: (
            f"const sequelize = new Sequelize('{dbn(r)}', '{usr(r)}', '{pw(r)}', {{ host: '{host(r)}', dialect: 'mysql' }});"
        ),
        lambda r: f'dsn := "{usr(r)}:{pwu(r)}@tcp({host(r)}:3306)/{dbn(r)}?charset=utf8mb4&parseTime=True&loc=Local"',
        lambda r: (
            f"DATABASE_URL='mysql://{lo(r, 12)}:pscale_pw_{rs(r, 43, string.ascii_letters + string.digits + '_-')}@aws.connect.psdb.cloud/{dbn(r)}?sslaccept=strict'"
        ),
        lambda r: (
            f'admin_variables=\n{{\n    admin_credentials="admin:{pwu(r)};radmin:{pwu(r)}"\n    mysql_ifaces="0.0.0.0:6032"\n}}'
        ),
        lambda r: (
            f"mysql --comments -u '{an(r, 15)}.root' -h gateway01.eu-central-1.prod.aws.tidbcloud.com -P 4000 -D test --ssl-mode=VERIFY_IDENTITY -p'{pw(r)}'"
        ),
        lambda r: (
            f"$cfg['Servers'][$i]['host'] = '{host(r)}';\n$cfg['Servers'][$i]['user'] = '{usr(r)}';\n$cfg['Servers'][$i]['password'] = '{pw(r)}';"
        ),
        lambda r: (
            f"const pool = mysql.createPool({{ host: '{host(r)}', user: '{usr(r)}', password: '{pw(r)}', database: '{dbn(r)}', connectionLimit: 10 }});"
        ),
    ],
    rows=11,
)

S(
    "conn_nosql",
    "document, graph, search and cache stores with credentials: CouchDB URL, cqlsh -p, Couchbase, arangosh, ScyllaDB driver, Motor with Atlas SRV, mongo-express, SurrealDB, NEO4J_AUTH, Cosmos DB Mongo API, Meilisearch master key, Typesense, OpenSearch admin, InfluxDB token, valkey-cli, bmemcached, etcdctl, ZooKeeper digest, Kibana",
    [
        lambda r: f"COUCHDB_URL=http://admin:{pwu(r)}@couch.{dom(r)}:5984",
        lambda r: f"cqlsh cassandra-{r.randrange(1, 6)}.{dom(r)} 9042 -u {usr(r)} -p '{pw(r)}' --ssl",
        lambda r: (
            f'cluster = Cluster.connect("couchbases://cb.{dom(r)}", ClusterOptions(PasswordAuthenticator("{usr(r)}", "{pw(r)}")))'
        ),
        lambda r: (
            f"arangosh --server.endpoint ssl://arango.{dom(r)}:8529 --server.username root --server.password '{pw(r)}'"
        ),
        lambda r: (
            f"auth_provider = PlainTextAuthProvider(username='scylla', password='{pw(r)}')\ncluster = Cluster(['node-0.{lo(r, 8)}.clusters.scylla.cloud'], auth_provider=auth_provider)"
        ),
        lambda r: (
            f'client = AsyncIOMotorClient("mongodb+srv://{usr(r)}:{pwu(r)}@cluster0.{lo(r, 5)}.mongodb.net/?retryWrites=true&w=majority&appName=Cluster0")'
        ),
        lambda r: (
            f"  mongo-express:\n    image: mongo-express\n    environment:\n      ME_CONFIG_MONGODB_URL: mongodb://root:{pwu(r)}@mongo:27017/\n      ME_CONFIG_BASICAUTH: 'false'"
        ),
        lambda r: (
            f"surreal sql --endpoint http://{ip(r)}:8000 --username root --password '{pw(r)}' --namespace prod --database {dbn(r)}"
        ),
        lambda r: f"docker run -p 7474:7474 -p 7687:7687 -e NEO4J_AUTH=neo4j/{pwu(r)} neo4j:5",
        lambda r: (
            f"mongodb://{pick(r, WORDS)}-cosmos:{b64(r, 64).replace('=', '%3D').replace('/', '%2F').replace('+', '%2B')}@{pick(r, WORDS)}-cosmos.mongo.cosmos.azure.com:10255/?ssl=true&replicaSet=globaldb&retrywrites=false"
        ),
        lambda r: f"MEILI_ENV=production\nMEILI_MASTER_KEY={rs(r, 32, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"typesense-server --data-dir=/var/lib/typesense --api-key={an(r, 32)} --enable-cors",
        lambda r: f"curl -u 'admin:{pw(r)}' -k https://opensearch.{dom(r)}:9200/_cluster/health",
        lambda r: (
            f"influx config create --config-name prod --host-url http://influx.{dom(r)}:8086 --org {pick(r, WORDS)} --token {b64u(r, 64)}== --active"
        ),
        lambda r: f"valkey-cli -h cache.{dom(r)} --tls --user default --pass '{pw(r)}' PING",
        lambda r: f"mc = bmemcached.Client(('{pick(r, WORDS)}.memcachier.com:11211',), '{up(r, 6)}', '{h(r, 32)}')",
        lambda r: (
            f"ETCDCTL_API=3 etcdctl --endpoints=https://{ip(r)}:2379 --user root:{pwu(r)} get / --prefix --keys-only"
        ),
        lambda r: f"[zk: localhost:2181(CONNECTED) 0] addauth digest admin:{pwu(r)}",
        lambda r: (
            f'elasticsearch.hosts: ["https://es.{dom(r)}:9200"]\nelasticsearch.username: "kibana_system"\nelasticsearch.password: "{pw(r)}"'
        ),
    ],
    rows=19,
)

S(
    "conn_warehouse",
    "warehouses and analytics engines with credentials: Snowflake connector and snowsql config, Databricks dapi token, Redshift JDBC, Trino, Vertica vsql -w, SAP HANA hdbsql, Teradata, MotherDuck token, ClickHouse Cloud, Exasol, Db2 connect … using",
    [
        lambda r: (
            f"conn = snowflake.connector.connect(\n    user='{usr(r).upper()}',\n    password='{pw(r)}',\n    account='{lo(r, 7)}-{lo(r, 7)}',\n    warehouse='COMPUTE_WH',\n)"
        ),
        lambda r: (
            f"[connections.prod]\naccountname = {lo(r, 7)}.eu-central-1\nusername = {usr(r)}\npassword = {pw(r)}\nwarehousename = REPORTING_WH"
        ),
        lambda r: (
            f"DATABRICKS_HOST=https://dbc-{h(r, 8)}-{h(r, 4)}.cloud.databricks.com\nDATABRICKS_TOKEN=dapi{h(r, 32)}"
        ),
        lambda r: (
            f"jdbc:redshift://{pick(r, WORDS)}.{lo(r, 12)}.{pick(r, REGIONS)}.redshift.amazonaws.com:5439/dev?user={usr(r)}&password={pwu(r)}"
        ),
        lambda r: (
            f"TRINO_PASSWORD='{pw(r)}' trino --server https://trino.{dom(r)} --user {usr(r)} --password --catalog hive"
        ),
        lambda r: f"vsql -h vertica.{dom(r)} -U dbadmin -w '{pw(r)}' -c 'SELECT COUNT(*) FROM sales;'",
        lambda r: f"hdbsql -n hana.{dom(r)}:30015 -u SYSTEM -p '{pw(r)}' \"SELECT * FROM M_DATABASE\"",
        lambda r: f"con = teradatasql.connect(host='td.{dom(r)}', user='{usr(r)}', password='{pw(r)}')",
        lambda r: (
            f"duckdb 'md:{dbn(r)}?motherduck_token={jwt(r, {'email': email(r), 'session': uid(r), 'iat': now_ts(r), 'iss': 'MotherDuck'})}'"
        ),
        lambda r: (
            f"clickhouse client --host {lo(r, 10)}.eu-central-1.aws.clickhouse.cloud --secure --user default --password '{pw(r)}'"
        ),
        lambda r: f"C = pyexasol.connect(dsn='exasol.{dom(r)}:8563', user='sys', password='{pw(r)}')",
        lambda r: f"db2 connect to SAMPLE user db2inst1 using {pwu(r)}",
    ],
    rows=12,
)

S(
    "conn_broker_queue",
    "brokers with credentials: Confluent Cloud librdkafka dict, rabbitmqctl add_user, Pulsar token auth, NATS .creds file (user JWT + nkey seed with real CRC16), mosquitto_pub -P, Artemis, IBM MQ, Sidekiq Redis URL, ZeroMQ CURVE secret key (Z85), Redpanda rpk, EMQX API key:secret",
    [
        lambda r: (
            f"conf = {{\n    'bootstrap.servers': 'pkc-{lo(r, 5)}.{pick(r, REGIONS)}.aws.confluent.cloud:9092',\n    'security.protocol': 'SASL_SSL',\n    'sasl.mechanisms': 'PLAIN',\n    'sasl.username': '{up(r, 16)}',\n    'sasl.password': '{rs(r, 64, string.ascii_letters + string.digits + '+/')}',\n}}"
        ),
        lambda r: (
            f"rabbitmqctl add_user {pick(r, WORDS)}_svc '{pw(r)}' && rabbitmqctl set_permissions -p / {pick(r, WORDS)}_svc '.*' '.*' '.*'"
        ),
        lambda r: (
            f"authPlugin=org.apache.pulsar.client.impl.auth.AuthenticationToken\nauthParams=token:{jwt(r, {'sub': pick(r, WORDS) + '-producer'})}"
        ),
        lambda r: (
            f"-----BEGIN NATS USER JWT-----\n{jwt(r, {'jti': up(r, 52), 'iat': now_ts(r), 'iss': 'A' + up(r, 55), 'name': pick(r, WORDS), 'sub': 'U' + up(r, 55), 'nats': {'pub': {}, 'sub': {}, 'type': 'user', 'version': 2}}, 'EdDSA')}\n------END NATS USER JWT------\n\n************************* IMPORTANT *************************\nNKEY Seed printed below can be used to sign and prove identity.\n\n-----BEGIN USER NKEY SEED-----\n{nkey_seed(r)}\n------END USER NKEY SEED------"
        ),
        lambda r: (
            f"mosquitto_pub -h mqtt.{dom(r)} -p 8883 -u sensor-{r.randrange(10, 99)} -P '{pw(r)}' -t home/garden/temp -m 21.4"
        ),
        lambda r: f"artemis producer --user admin --password '{pw(r)}' --url tcp://{ip(r)}:61616 --message-count 10",
        lambda r: f"MQ_QMGR_NAME=QM1\nMQ_APP_USER=app\nMQ_APP_PASSWORD={pw(r)}",
        lambda r: f"Sidekiq.configure_server {{ |c| c.redis = {{ url: 'redis://:{pwu(r)}@{host(r)}:6379/0' }} }}",
        lambda r: f'server_public = "{z85(rb(r, 32))}"\nserver_secret = "{z85(rb(r, 32))}"',
        lambda r: (
            f"rpk topic list -X brokers={host(r)}:9092 -X user={usr(r)} -X pass='{pw(r)}' -X sasl.mechanism=SCRAM-SHA-256 -X tls.enabled=true"
        ),
        lambda r: f"curl -u {h(r, 16)}:{an(r, 40)} http://emqx.{dom(r)}:18083/api/v5/clients",
    ],
    rows=11,
)

S(
    "network_device_secret",
    "network and device credentials: Cisco type 7 (real reversible encoding), SNMP rw communities, ipmitool -P, RADIUS clients.conf, TACACS+ key, MikroTik user, FortiGate admin, racadm, OSPF and BGP keys, RTSP camera URL, Portuguese router note",
    [
        lambda r: f"username {usr(r)} privilege 15 password 7 {cisco7(r, pw(r))}",
        lambda r: f"snmp-server community {pwu(r)} RW 10\nsnmp-server location rack-{r.randrange(1, 40)}",
        lambda r: f"ipmitool -I lanplus -H {ip(r)} -U ADMIN -P '{pw(r)}' chassis power cycle",
        lambda r: f"client ap-{pick(r, WORDS)} {{\n    ipaddr = {ip(r)}\n    secret = {pwu(r)}\n    shortname = ap\n}}",
        lambda r: f"tacacs server TAC1\n address ipv4 {ip(r)}\n key 0 {pwu(r)}",
        lambda r: f"/user add name={usr(r)} password={pwu(r)} group=full",
        lambda r: (
            f'config system admin\n    edit "{usr(r)}"\n        set accprofile "super_admin"\n        set password {pwu(r)}\n    next\nend'
        ),
        lambda r: f"racadm -r {ip(r)} -u root -p '{pw(r)}' serveraction powercycle",
        lambda r: (
            f"interface Gi0/1\n ip ospf message-digest-key 1 md5 {pwu(r)}\nrouter bgp 65010\n neighbor {ip(r)} password {pwu(r)}"
        ),
        lambda r: f"rtsp://admin:{pwu(r)}@{ip(r)}:554/Streaming/Channels/101",
        lambda r: f"Login do roteador da loja: usuário admin, senha {pw(r)} (painel em http://192.168.0.1)",
    ],
)

S(
    "conn_file_transfer_proxy",
    "other protocols with inline credentials: proxy URLs (shell, apt, Squid peer), rsync RSYNC_PASSWORD, lftp -u, davfs2 secrets, CIFS fstab, Asterisk pjsip auth, sendxmpp, NickServ IDENTIFY, x11vnc -passwd",
    [
        lambda r: f"export https_proxy=http://{usr(r)}:{pwu(r)}@proxy.{dom(r)}:3128",
        lambda r: f'Acquire::http::Proxy "http://{usr(r)}:{pwu(r)}@apt-cache.{dom(r)}:3142";',
        lambda r: f"RSYNC_PASSWORD='{pw(r)}' rsync -av --delete ./site/ rsync://backup@nas.{dom(r)}/web",
        lambda r: f"lftp -u {usr(r)},'{pw(r)}' sftp://files.{dom(r)} -e 'mirror -R ./export /incoming; quit'",
        lambda r: f"# /etc/davfs2/secrets\nhttps://cloud.{dom(r)}/remote.php/dav/files/{usr(r)}  {usr(r)}  {pw(r)}",
        lambda r: (
            f"//nas.{dom(r)}/media  /mnt/media  cifs  username={usr(r)},password={pwu(r)},uid=1000,vers=3.0  0  0"
        ),
        lambda r: (
            f"[{r.randrange(6000, 6999)}]\ntype=auth\nauth_type=userpass\npassword={pwu(r)}\nusername={r.randrange(6000, 6999)}"
        ),
        lambda r: (
            f"echo 'backup finished' | sendxmpp -u monitor -p '{pw(r)}' -j xmpp.{dom(r)} {nm(r).lower()}@xmpp.{dom(r)}"
        ),
        lambda r: f"/msg NickServ IDENTIFY {pick(r, WORDS)}bot {pw(r)}",
        lambda r: f"cache_peer parent.{dom(r)} parent 3128 0 no-query login={usr(r)}:{pwu(r)}",
        lambda r: f"x11vnc -display :0 -forever -passwd '{pw(r)}'",
    ],
)

S(
    "password_prose_en",
    "passwords stated in English chat and notes: school portal, 401k, smart lock app, Screen Time passcode, Steam, PlayStation, HOA portal, tax software, patient portal, sudo on a dev box, shared Google account, Plex, Synology, a bike-shop POS",
    [
        lambda r: f"The school portal login for Mia is mia.{pick(r, LAST).lower()} and the password is {pw(r)}",
        lambda r: f"Remember my 401k site password: {pw(r)} (username is my work email)",
        lambda r: f"the August lock app password changed to {pw(r)} yesterday, tell {nm(r)}",
        lambda r: (
            f"Screen Time passcode on the kids' iPad is {r.randrange(1000, 9999)} and the Apple ID password is {pw(r)}"
        ),
        lambda r: f"steam acct {pick(r, WORDS)}{r.randrange(10, 99)} / pw {pw(r)} — don't change it, the kids share it",
        lambda r: f"PSN login: {email(r)}, password {pw(r)}",
        lambda r: f"HOA portal: user {usr(r)}, pass {pw(r)}. Dues are paid there every quarter.",
        lambda r: f"For the tax software this year I used the password {pw(r)}, please keep it for next April.",
        lambda r: f"Mum's patient portal password is {pw(r)}; her MRN is on the letter from the clinic.",
        lambda r: f"sudo password on the dev box ({ip(r)}) is {pw(r)}, same as the ubuntu user",
        lambda r: f"We share the team Google account {pick(r, WORDS)}.team@gmail.com — password {pw(r)}",
        lambda r: f"Plex admin: {usr(r)} / {pw(r)}",
        lambda r: f"The Synology DSM admin password is now {pw(r)} after the reset.",
        lambda r: f"POS back-office login at the bike shop: manager / {pw(r)}",
    ],
    rows=14,
)

I18N_PASSWORD = [
    "La contrasenya del wifi de l'oficina és {p}",  # Catalan
    "Adgangskoden til e-Boks er {p}",  # Danish
    "Passordet til ruteren er {p}",  # Norwegian
    "A netbank jelszavam: {p}",  # Hungarian
    "Heslo k e-mailu je {p}",  # Slovak
    "Lozinka za poslovni račun je {p}",  # Croatian
    "Лозинка за рачунар у канцеларији је {p}",  # Serbian
    "Паролата за имейла е {p}",  # Bulgarian
    "Slaptažodis į banko sistemą: {p}",  # Lithuanian
    "Parole e-pastam ir {p}",  # Latvian
    "Minu e-posti parool on {p}",  # Estonian
    "Geslo za spletno banko je {p}",  # Slovenian
    "Kata laluan e-mel syarikat ialah {p}",  # Malay
    "Ang password ng Facebook ko ay {p}",  # Filipino
    "Nenosiri la benki mtandaoni ni {p}",  # Swahili
    "আমার ইমেইলের পাসওয়ার্ড হলো {p}",  # Bengali
    "میرے ای میل کا پاس ورڈ {p} ہے",  # Urdu
    "رمز عبور ایمیل من {p} است",  # Persian
    "என் மின்னஞ்சல் கடவுச்சொல் {p}",  # Tamil
    "నా ఈమెయిల్ పాస్‌వర్డ్ {p}",  # Telugu
    "माझा ईमेल पासवर्ड {p} आहे",  # Marathi
    "Die wagwoord vir die rekenaar is {p}",  # Afrikaans
    "Lykilorðið að tölvupóstinum er {p}",  # Icelandic
    "ჩემი ელფოსტის პაროლია {p}",  # Georgian
    "Իմ էլփոստի գաղտնաբառն է {p}",  # Armenian
    "Менің поштамның құпия сөзі: {p}",  # Kazakh
    "Pochtamning paroli: {p}",  # Uzbek
    "Posta elektronikoaren pasahitza {p} da",  # Basque
    "O contrasinal do correo é {p}",  # Galician
    "Fjalëkalimi i emailit tim është {p}",  # Albanian
    "E-poçtumun şifrəsi {p}-dır",  # Azerbaijani
    "Mật khẩu ngân hàng của mẹ là {p}",  # Vietnamese
    "Das Passwort für das Firmenkonto lautet {p}",  # German
    "La contraseña del correo de la tienda es {p}",  # Spanish
    "Le mot de passe du compte Ameli est {p}",  # French
    "Пароль от Госуслуг: {p}",  # Russian
    "パスワードは {p} です（楽天の方）",  # Japanese
    "网银登录密码是 {p}",  # Chinese
    "인터넷뱅킹 비밀번호는 {p} 이에요",  # Korean
    "كلمة المرور لحساب البنك هي {p}",  # Arabic
    "मेरा नेटबैंकिंग पासवर्ड {p} है",  # Hindi
    "Hasło do konta w banku to {p}",  # Polish
]


def _pw_phrasing(template: str) -> Phrasing:
    return lambda r: template.format(p=pw(r))


S(
    "password_prose_i18n",
    "one row per phrasing, 42 phrasings in 42 languages: Catalan, Danish, Norwegian, Hungarian, Slovak, Croatian, Serbian (Cyrillic), Bulgarian, Lithuanian, Latvian, Estonian, Slovenian, Malay, Filipino, Swahili, Bengali, Urdu, Persian, Tamil, Telugu, Marathi, Afrikaans, Icelandic, Georgian, Armenian, Kazakh, Uzbek, Basque, Galician, Albanian, Azerbaijani, Vietnamese, German, Spanish, French, Russian, Japanese, Chinese, Korean, Arabic, Hindi, Polish",
    [_pw_phrasing(t) for t in I18N_PASSWORD],
    rows=len(I18N_PASSWORD),
)

NATO = dict(
    zip(
        string.ascii_lowercase,
        [
            "alfa",
            "bravo",
            "charlie",
            "delta",
            "echo",
            "foxtrot",
            "golf",
            "hotel",
            "india",
            "juliett",
            "kilo",
            "lima",
            "mike",
            "november",
            "oscar",
            "papa",
            "quebec",
            "romeo",
            "sierra",
            "tango",
            "uniform",
            "victor",
            "whiskey",
            "x-ray",
            "yankee",
            "zulu",
        ],
    )
)
DIGIT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]


def spoken(pwd: str) -> str:
    out = []
    for ch in pwd:
        if ch.isdigit():
            out.append(DIGIT_WORDS[int(ch)])
        elif ch.isalpha() and ch.isascii():
            word = NATO[ch.lower()]
            out.append(("capital " + word) if ch.isupper() else word)
        else:
            out.append(
                {"!": "exclamation mark", "@": "at sign", "#": "hash", "-": "dash", "_": "underscore", ".": "dot"}.get(
                    ch, ch
                )
            )
    return ", ".join(out)


def short_pw(r: Random) -> str:
    return f"{pick(r, WORDS).capitalize()}{r.randrange(10, 99)}{pick(r, ['!', '#', '-', '.'])}"


S(
    "password_voice_transcript",
    "speech-to-text style rows: meeting and call transcripts with speaker labels and timestamps, voicemail transcriptions, dictated notes, NATO-alphabet and digit-word spelling, fillers and self-corrections, in English, Spanish and German",
    [
        lambda r: (
            f"[00:{r.randrange(10, 59)}:{r.randrange(10, 59)}] Speaker 2: yeah so the VPN password is {pw(r)}, um, all one word\n[00:{r.randrange(10, 59)}:{r.randrange(10, 59)}] Speaker 1: got it"
        ),
        lambda r: (
            f"Voicemail from {full(r)} (transcribed): Hi, it's me, the new alarm app password is {short_pw(r)}, I'll text you the rest later. Bye."
        ),
        lambda r: f"{nm(r)}: okay the password, let me spell it, {spoken(short_pw(r))}. Did you get that?",
        lambda r: (
            f"Dictated note: remember the storage unit portal, username {usr(r)}, password, uh, {pw(r)}, period, end note."
        ),
        lambda r: (
            f"Transcript – support call #{r.randrange(10000, 99999)}\nAgent: can you confirm the temporary password I set?\nCaller: it says {pw(r)}\nAgent: perfect, you'll be asked to change it."
        ),
        lambda r: (
            f"(transcripción automática) Vale, la contraseña del router es {pw(r)}, no, espera, con mayúscula al principio, {pw(r)}"
        ),
        lambda r: (
            f"Sprachnachricht (Transkript): Das Passwort fürs Gäste-Login ist {spoken(short_pw(r))}, alles klein außer dem ersten Buchstaben."
        ),
        lambda r: (
            f"Zoom auto-transcript 10:{r.randrange(10, 59)} AM — {full(r)}: I'll just read it out, password {pw(r)}, that's for the staging Grafana."
        ),
        lambda r: f"Speaker A: what's the admin login again? Speaker B: admin and then {spoken(short_pw(r))}",
    ],
    rows=10,
)


def csv_rows(r: Random, n: int) -> str:
    return "\n".join(
        f"{pick(r, WORDS).capitalize()},https://{pick(r, WORDS)}.{pick(r, ['com', 'io', 'net'])}/login,{email(r)},{pw(r)}"
        for _ in range(n)
    )


S(
    "credential_table_export",
    "credentials in tables and exports: password-manager CSV exports (Chrome, Bitwarden JSON, KeePass XML, 1Password CSV), a spreadsheet TSV of accounts, markdown and HTML tables of logins, a Jira table, an Excel paste",
    [
        lambda r: f"name,url,username,password\n{csv_rows(r, r.randrange(2, 4))}",
        lambda r: json.dumps(
            {
                "encrypted": False,
                "items": [
                    {
                        "type": 1,
                        "name": pick(r, WORDS).capitalize(),
                        "login": {"username": email(r), "password": pw(r), "uris": [{"uri": f"https://{dom(r)}"}]},
                    }
                ],
            },
            indent=2,
        ),
        lambda r: (
            f'<Entry>\n  <String><Key>Title</Key><Value>{pick(r, WORDS).capitalize()} NAS</Value></String>\n  <String><Key>UserName</Key><Value>{usr(r)}</Value></String>\n  <String><Key>Password</Key><Value ProtectInMemory="True">{pw(r)}</Value></String>\n</Entry>'
        ),
        lambda r: (
            f'"Title","Website","Username","Password","Notes"\n"{pick(r, WORDS).capitalize()}","https://{dom(r)}","{email(r)}","{pw(r)}","shared vault"'
        ),
        lambda r: (
            "system\tuser\tpassword\towner\n"
            + "\n".join(
                f"{pick(r, ['ERP', 'CRM', 'VPN', 'NAS', 'Payroll', 'Intranet'])}\t{usr(r)}\t{pw(r)}\t{nm(r)}"
                for _ in range(3)
            )
        ),
        lambda r: (
            "| Service | Login | Password |\n|---|---|---|\n"
            + "\n".join(
                f"| {pick(r, ['Grafana', 'Jenkins', 'pgAdmin', 'Kibana', 'Portainer', 'Rancher'])} | {usr(r)} | `{pw(r)}` |"
                for _ in range(3)
            )
        ),
        lambda r: (
            f"<table><tr><th>Host</th><th>User</th><th>Pass</th></tr><tr><td>{ip(r)}</td><td>{usr(r)}</td><td>{pw(r)}</td></tr></table>"
        ),
        lambda r: f"||Environment||Admin user||Admin password||\n|staging|{usr(r)}|{pw(r)}|\n|prod|{usr(r)}|{pw(r)}|",
        lambda r: (
            f"Copied from the sheet:\nSite\tLogin\tPassword\n{pick(r, WORDS).capitalize()} Bank\t{usr(r)}\t{pw(r)}\nElectricity\t{email(r)}\t{pw(r)}"
        ),
    ],
)

S(
    "config_password_field",
    "password fields in configuration formats: web.config connectionStrings, tomcat-users.xml, odbc.ini, Ansible inventory ansible_password/become, Home Assistant secrets.yaml, grafana.ini admin_password, pgAdmin servers.json, Nomad HCL, Java .properties, a TOML app config, Kodi advancedsettings, ESPHome ota password",
    [
        lambda r: (
            f'<connectionStrings>\n  <add name="Main" connectionString="Server={host(r)};Database={dbn(r)};User Id={usr(r)};Password={pwu(r)};" providerName="System.Data.SqlClient" />\n</connectionStrings>'
        ),
        lambda r: (
            f'<tomcat-users>\n  <user username="{usr(r)}" password="{pw(r)}" roles="manager-gui,admin-gui"/>\n</tomcat-users>'
        ),
        lambda r: (
            f"[ReportingDSN]\nDriver=ODBC Driver 18 for SQL Server\nServer={host(r)}\nDatabase={dbn(r)}\nUID={usr(r)}\nPWD={pwu(r)}"
        ),
        lambda r: f"[web]\n{ip(r)} ansible_user={usr(r)} ansible_password='{pw(r)}' ansible_become_pass='{pw(r)}'",
        lambda r: (
            f"# secrets.yaml\nwifi_ssid: {pick(r, WORDS).capitalize()}Net\nmqtt_password: {pw(r)}\nalarm_code: '{r.randrange(1000, 9999)}'"
        ),
        lambda r: f"[security]\nadmin_user = admin\nadmin_password = {pw(r)}",
        lambda r: json.dumps(
            {
                "Servers": {
                    "1": {
                        "Name": "prod",
                        "Group": "Servers",
                        "Host": host(r),
                        "Port": 5432,
                        "Username": usr(r),
                        "Password": pw(r),
                        "SSLMode": "require",
                    }
                }
            },
            indent=2,
        ),
        lambda r: (
            f'vault {{\n  enabled = false\n}}\nconsul {{\n  address = "127.0.0.1:8500"\n  token   = "{uid(r)}"\n}}'
        ),
        lambda r: f"app.mail.host=smtp.{dom(r)}\napp.mail.user={usr(r)}\napp.mail.password={pw(r)}\napp.mail.port=587",
        lambda r: f'[database]\nhost = "{host(r)}"\nuser = "{usr(r)}"\npassword = "{pw(r)}"\npool = 8',
        lambda r: (
            f"<advancedsettings>\n  <videodatabase>\n    <type>mysql</type>\n    <host>{ip(r)}</host>\n    <user>kodi</user>\n    <pass>{pwu(r)}</pass>\n  </videodatabase>\n</advancedsettings>"
        ),
        lambda r: (
            f'ota:\n  - platform: esphome\n    password: "{h(r, 32)}"\napi:\n  encryption:\n    key: "{b64(r, 32)}"'
        ),
    ],
    rows=12,
)

S(
    "seed_phrase",
    "BIP39 recovery phrases with the real SHA-256 checksum and wallet secrets: inline, numbered grid, quoted in JSON, an 18-word Trezor seed, Electrum, with a BIP39 passphrase, in Portuguese, Turkish and Chinese notes",
    [
        lambda r: f"my ledger recovery phrase: {mnemonic_words(r, 24)}",
        lambda r: "Seed backup\n" + "\n".join(f"{i + 1:>2}. {w}" for i, w in enumerate(mnemonic_words(r, 12).split())),
        lambda r: json.dumps({"wallet": "hot-1", "mnemonic": mnemonic_words(r, 12), "derivation": "m/44'/60'/0'/0"}),
        lambda r: f"Trezor recovery seed (18 words): {mnemonic_words(r, 18)}",
        lambda r: f"Electrum seed: {mnemonic_words(r, 12)} — extended with passphrase '{pw(r)}'",
        lambda r: f"Frase de recuperação da carteira: {mnemonic_words(r, 12)}",
        lambda r: f"Cüzdan kurtarma kelimeleri: {mnemonic_words(r, 12)}",
        lambda r: f"助记词（别丢了）：{mnemonic_words(r, 12)}",
        lambda r: f'MNEMONIC="{mnemonic_words(r, 12)}"\nRPC_URL=https://eth-mainnet.g.alchemy.com/v2/{an(r, 32)}',
    ],
)

S(
    "backup_passphrase",
    "encryption passphrases for backups and disks: BORG_PASSPHRASE, RESTIC_PASSWORD, Duplicati, ZFS keyformat passphrase, Time Machine, Android backup, KeePass master password, Cryptomator vault, rclone crypt password, duplicity PASSPHRASE, in French and Italian notes",
    [
        lambda r: f"export BORG_REPO=ssh://borg@{host(r)}/./backups\nexport BORG_PASSPHRASE='{pw(r)}'",
        lambda r: (
            f"RESTIC_REPOSITORY=s3:s3.{pick(r, REGIONS)}.amazonaws.com/{pick(r, WORDS)}-restic\nRESTIC_PASSWORD={pw(r)}"
        ),
        lambda r: f"Duplicati job 'photos' encryption passphrase: {pw(r)}",
        lambda r: (
            f"echo '{pw(r)}' | zfs create -o encryption=on -o keyformat=passphrase -o keylocation=prompt tank/private"
        ),
        lambda r: f"Time Machine disk encryption password: {pw(r)} (hint: the cat)",
        lambda r: f"KeePass master password for the family database: {pw(r)} {pick(r, WORDS)} {pick(r, WORDS)}",
        lambda r: f"Cryptomator vault 'Taxes' password: {pw(r)}",
        lambda r: (
            f"[secret]\ntype = crypt\nremote = b2:{pick(r, WORDS)}-vault\npassword = {b64u(r, 32)}\npassword2 = {b64u(r, 32)}"
        ),
        lambda r: f"PASSPHRASE='{pw(r)}' duplicity /home/{usr(r)} sftp://backup@{host(r)}//srv/dup",
        lambda r: f"Phrase de passe du chiffrement des sauvegardes : {pw(r)}",
        lambda r: f"La passphrase del disco esterno cifrato è {pw(r)} {pick(r, WORDS)}",
    ],
)

S(
    "recovery_codes",
    "account recovery and backup codes: Microsoft recovery code, Dropbox, Facebook, X, Coinbase, Binance, Epic Games, Steam Guard R-code, Okta/Duo bypass codes, Tuta, MEGA recovery key, Keybase paper key, WhatsApp 64-digit backup key, FileVault recovery key",
    [
        lambda r: f"Microsoft account recovery code: {'-'.join(up(r, 5) for _ in range(5))}",
        lambda r: f"Dropbox two-step backup code: {lo(r, 4)} {lo(r, 4)} {lo(r, 4)} {lo(r, 4)}",
        lambda r: "Facebook recovery codes:\n" + "\n".join(f"{dg(r, 4)} {dg(r, 4)}" for _ in range(5)),
        lambda r: f"X backup code: {lo(r, 12)}",
        lambda r: "Coinbase 2FA backup codes " + " ".join(dg(r, 8) for _ in range(4)),
        lambda r: f"Binance: saved my backup key {b32(r, 10)} in case I lose the phone",
        lambda r: "Epic Games backup codes: " + ", ".join(up(r, 6) for _ in range(6)),
        lambda r: f"Steam Guard recovery code R{dg(r, 5)} — keep it with the passport",
        lambda r: "Duo bypass codes for the VPN (one use each): " + " ".join(dg(r, 9) for _ in range(5)),
        lambda r: f"Tuta recovery code: {' '.join(h(r, 4) for _ in range(16))}",
        lambda r: f"MEGA recovery key: {b64u(r, 16)}",
        lambda r: f"keybase paper key for laptop-2: {' '.join(pick(r, WORDS) for _ in range(13))}",
        lambda r: f"WhatsApp end-to-end encrypted backup key: {' '.join(dg(r, 4) for _ in range(16))}",
        lambda r: f"FileVault recovery key: {'-'.join(up(r, 4) for _ in range(6))}",
    ],
    rows=14,
)

S(
    "otp_code",
    "one-time codes given as such: Telegram login code, WhatsApp registration, bank SMS in Polish, Dutch, Hindi and Indonesian, Uber, Steam Guard code, Microsoft e-mail code, an OTP read out in a chat, a DigiD-like SMS in Dutch",
    [
        lambda r: (
            f"Telegram code: {dg(r, 5)}. Do not give this code to anyone, even if they say they are from Telegram!"
        ),
        lambda r: f"<#> Your WhatsApp code: {dg(r, 3)}-{dg(r, 3)}\nDon't share this code with others",
        lambda r: (
            f"Kod SMS do autoryzacji przelewu na kwotę {r.randrange(100, 9999)},00 PLN: {dg(r, 8)}. Nie podawaj go nikomu."
        ),
        lambda r: f"Je verificatiecode voor internetbankieren is {dg(r, 6)}. Deel deze code met niemand.",
        lambda r: f"{dg(r, 6)} आपका OTP है, लेन-देन ₹{r.randrange(500, 50000)} के लिए। किसी से साझा न करें।",
        lambda r: f"Kode OTP Anda {dg(r, 6)}. JANGAN berikan kode ini kepada siapa pun termasuk pihak bank.",
        lambda r: f"Your Uber code: {dg(r, 4)}. Never share this code.",
        lambda r: (
            f"Steam Guard code for account {pick(r, WORDS)}{r.randrange(10, 99)}: {rs(r, 5, 'BCDFGHJKMNPQRTVWXY23456789')}"
        ),
        lambda r: f"Microsoft account security code: {dg(r, 7)}",
        lambda r: f"{nm(r)}: the code that just came in is {dg(r, 6)}, type it quick before it expires",
    ],
)

S(
    "magic_link_url",
    "links that log in or reset by themselves: magic sign-in links, password-reset links with tokens, e-mail verification links, invite links with tokens, a Slack magic link, a one-time download link with a signature",
    [
        lambda r: (
            f"Click to sign in: https://app.{dom(r)}/auth/magic?token={b64u(r, 32)}&email={email(r).replace('@', '%40')}"
        ),
        lambda r: (
            f"Reset your password: https://{dom(r)}/password/reset/{h(r, 64)}?email={email(r).replace('@', '%40')}"
        ),
        lambda r: (
            f"https://{dom(r)}/accounts/confirm-email/{b64us(str(r.randrange(10, 9999)).encode())}:{an(r, 6)}:{b64u(r, 20)}/"
        ),
        lambda r: (
            f"Join our workspace: https://app.{dom(r)}/invite/accept?token={jwt(r, {'inv': uid(r), 'role': 'admin', 'exp': now_ts(r)})}"
        ),
        lambda r: (
            f"slack magic link https://{pick(r, WORDS)}.slack.com/z-app-{dg(r, 12)}-{dg(r, 13)}?magic_login_code={lo(r, 6)}-{lo(r, 6)}"
        ),
        lambda r: (
            f"Supabase login link: https://{lo(r, 20)}.supabase.co/auth/v1/verify?token={h(r, 56)}&type=magiclink&redirect_to=https://{dom(r)}"
        ),
        lambda r: (
            f"one-time link to the signed contract (valid 24 h): https://files.{dom(r)}/s/{an(r, 15)}?sig={b64u(r, 32)}&exp={now_ts(r)}"
        ),
        lambda r: (
            f"Devise reset link from the log: /users/password/edit?reset_password_token={rs(r, 20, string.ascii_letters + string.digits + '_-')}"
        ),
    ],
    rows=8,
)

S(
    "pin_code",
    "PINs and access codes: parcel-locker pickup codes, hotel safe, gate and lockbox codes, bike lock, parental-control PIN, SIM PIN/PUK, card PIN in Hindi and Turkish, Airbnb keypad, key safe, in Dutch, Italian, Polish, Japanese and Korean",
    [
        lambda r: f"Packstation {r.randrange(100, 999)}: Abholcode {dg(r, 6)}, gültig bis Freitag",
        lambda r: f"Twoja paczka czeka w Paczkomacie {up(r, 3)}{r.randrange(10, 99)}M. Kod odbioru: {dg(r, 6)}",
        lambda r: f"hotel safe code is {dg(r, 4)}, passports are inside",
        lambda r: f"Gate code for the building: #{dg(r, 4)}* and the lockbox by the door opens with {dg(r, 4)}",
        lambda r: f"bike lock combination: {r.randrange(10)}-{r.randrange(10)}-{r.randrange(10)}-{r.randrange(10)}",
        lambda r: f"Netflix parental PIN is {dg(r, 4)}",
        lambda r: f"SIM PIN {dg(r, 4)}, PUK {dg(r, 8)}",
        lambda r: f"मेरा एटीएम पिन {dg(r, 4)} है, किसी को मत बताना",
        lambda r: f"Kartımın şifresi {dg(r, 4)}, market alışverişi için kullanabilirsin",
        lambda r: f"De code van het sleutelkastje is {dg(r, 4)}",
        lambda r: f"Il codice del tastierino dell'appartamento è {dg(r, 6)}#",
        lambda r: f"暗証番号は{dg(r, 4)}です",
        lambda r: f"현관 비밀번호 {dg(r, 6)}* 입니다",
    ],
    rows=13,
)

S(
    "totp_seed",
    "TOTP seeds: otpauth:// URIs for new issuers, oathtool -b, KeePassXC otp attribute, Aegis JSON export, 2FAS, Bitwarden totp field, Steam maFile shared_secret, otplib and Go totp code, a base32 setup key in a note",
    [
        lambda r: (
            f"otpauth://totp/{pick(r, ['Proton', 'Kraken', 'Hetzner', 'Tailscale', 'Fastmail'])}:{email(r).replace('@', '%40')}?secret={b32(r, 20)}&issuer={pick(r, ['Proton', 'Kraken', 'Hetzner'])}&algorithm=SHA1&digits=6&period=30"
        ),
        lambda r: f"oathtool --totp -b {b32(r, 20)}",
        lambda r: f"otp: otpauth://totp/NAS:{usr(r)}?secret={b32(r, 10)}&issuer=NAS&period=30",
        lambda r: json.dumps(
            {
                "version": 1,
                "entries": [
                    {
                        "type": "totp",
                        "name": email(r),
                        "issuer": pick(r, ["Bitwarden", "Linode", "Namecheap"]),
                        "info": {"secret": b32(r, 20), "algo": "SHA1", "digits": 6, "period": 30},
                    }
                ],
            },
            indent=1,
        ),
        lambda r: f"2FAS backup: issuer=Namecheap account={usr(r)} secret={b32(r, 20)}",
        lambda r: json.dumps(
            {"login": {"username": email(r), "totp": f"otpauth://totp/{pick(r, WORDS)}?secret={b32(r, 20)}"}}
        ),
        lambda r: json.dumps(
            {
                "shared_secret": b64(r, 20),
                "serial_number": dg(r, 19),
                "revocation_code": f"R{dg(r, 5)}",
                "identity_secret": b64(r, 20),
                "account_name": pick(r, WORDS) + str(r.randrange(10, 99)),
            }
        ),
        lambda r: f"const token = authenticator.generate('{b32(r, 20)}');",
        lambda r: f'code, _ := totp.GenerateCode("{b32(r, 20)}", time.Now())',
        lambda r: f"Setup key for the admin panel 2FA (if the QR does not scan): {grouped(b32(r, 20), 4, ' ')}",
    ],
)

S(
    "card_number",
    "Luhn-valid numbers on real issuer prefixes stated as someone's card, no CVV: Visa, Mastercard, Amex, Maestro, RuPay, Mir, Elo, Troy, Verve, Diners, JCB, UnionPay; in English, Hindi, Russian, Portuguese, Turkish, Yoruba-English, Japanese, Chinese and Korean",
    [
        lambda r: f"company card for AWS billing: {spaced(card(r, 'visa'))}",
        lambda r: f"मेरा रुपे कार्ड नंबर {spaced(card(r, 'rupay'))} है",
        lambda r: f"Номер карты Мир для перевода зарплаты: {spaced(card(r, 'mir'))}",
        lambda r: f"Cartão Elo da empresa: {card(r, 'elo')}",
        lambda r: f"Troy kartımın numarası {spaced(card(r, 'troy'))}",
        lambda r: f"Verve card for the school fees: {card(r, 'verve')}",
        lambda r: f"Diners Club on file for the hotel: {card(r, 'diners')}",
        lambda r: f"Maestro-Karte: {spaced(card(r, 'maestro'))}",
        lambda r: f"JCBカード番号 {spaced(card(r, 'jcb'))}",
        lambda r: f"银联卡号：{card(r, 'unionpay')}",
        lambda r: f"법인카드 번호 {grouped(card(r, 'mastercard'), 4, '-')}",
        lambda r: f"Amex for travel bookings ends differently from the old one, full number {spaced(card(r, 'amex'))}",
    ],
    rows=12,
)


def _card_cvv(r: Random, brand: str = "") -> tuple[str, str, str]:
    n = card(r, brand)
    return n, exp(r), cvv(r, n)


S(
    "card_with_cvv",
    "Luhn-valid cards with expiry and CVV: an order-form JSON, a checkout log line, a booking fax, a voice transcript, a support chat, a CSV, Stripe-style form fields, French and Italian notes",
    [
        lambda r: (
            lambda c: json.dumps(
                {
                    "order": r.randrange(10**5, 10**6),
                    "payment": {"pan": c[0], "exp": c[1], "cvc": c[2], "holder": full(r).upper()},
                }
            )
        )(_card_cvv(r)),
        lambda r: (
            lambda c: f"{ts(r)} INFO checkout.submit card_number={c[0]} exp={c[1]} cvv={c[2]} amount=129.90 EUR"
        )(_card_cvv(r)),
        lambda r: (
            lambda c: (
                f"FAX – Reservation guarantee\nGuest: {full(r)}\nCard: {spaced(c[0])}\nValid thru: {c[1]}\nSecurity code: {c[2]}"
            )
        )(_card_cvv(r)),
        lambda r: (
            lambda c: (
                f"Caller: the number is {' '.join(c[0])}, expiry {c[1]}, and the three digits on the back are {' '.join(c[2])}"
            )
        )(_card_cvv(r, "visa")),
        lambda r: (lambda c: f"{nm(r)}: use my card for the tickets pls {spaced(c[0])} {c[1]} cvv {c[2]}")(
            _card_cvv(r)
        ),
        lambda r: (lambda c: f"holder,number,exp,cvv\n{full(r)},{c[0]},{c[1]},{c[2]}")(_card_cvv(r)),
        lambda r: (
            lambda c: (
                f"cardnumber={c[0]}&exp-date={c[1].replace('/', '%2F')}&cvc={c[2]}&postal={r.randrange(10000, 99999)}"
            )
        )(_card_cvv(r)),
        lambda r: (lambda c: f"Carte bancaire : {spaced(c[0])}, expire fin {c[1]}, cryptogramme {c[2]}")(_card_cvv(r)),
        lambda r: (lambda c: f"Carta aziendale {spaced(c[0])} scadenza {c[1]} CVV {c[2]}")(_card_cvv(r, "mastercard")),
    ],
)

S(
    "bank_credentials",
    "bank access with an account: IBANs with real check digits (BE, CH, PL, PT, SE, NO, DK, FI, CZ, HU, RO, LT, SK, HR, SI, EE, LU, GR, TR, SA, AE) with a login, password, PIN or TAN; UK sort code + memorable info; Australian BSB + NetBank password; Indian net banking + UPI PIN; Mexican CLABE with a token",
    [
        lambda r: f"KBC Touch: rekening {iban(r, 'BE')}, pincode app {dg(r, 5)}",
        lambda r: f"E-Banking {iban(r, 'CH')}, Vertragsnummer {dg(r, 8)}, Passwort {pw(r)}",
        lambda r: f"Konto {iban(r, 'PL')}, login do bankowości {dg(r, 8)}, hasło {pw(r)}",
        lambda r: f"Conta {iban(r, 'PT')} — código de acesso multicanal {dg(r, 6)}",
        lambda r: f"Kontot {iban(r, 'SE')}, BankID-kod {dg(r, 6)}",
        lambda r: f"Nettbank: konto {iban(r, 'NO')}, passord {pw(r)}",
        lambda r: f"Netbank {iban(r, 'DK')}, bruger-id {dg(r, 8)}, adgangskode {pw(r)}",
        lambda r: f"Verkkopankki: tili {iban(r, 'FI')}, käyttäjätunnus {dg(r, 8)}, salasana {pw(r)}",
        lambda r: f"Účet {iban(r, 'CZ')}, přihlašovací jméno {usr(r)}, heslo {pw(r)}",
        lambda r: f"Számla: {iban(r, 'HU')}, netbank azonosító {dg(r, 8)}, jelszó {pw(r)}",
        lambda r: f"Cont {iban(r, 'RO')}, utilizator {usr(r)}, parola {pw(r)}",
        lambda r: f"Sąskaita {iban(r, 'LT')}, Smart-ID PIN1 {dg(r, 4)}",
        lambda r: f"Účet {iban(r, 'SK')} a kód z kalkulačky {dg(r, 8)}",
        lambda r: f"Račun {iban(r, 'HR')}, mToken PIN {dg(r, 4)}",
        lambda r: f"TRR {iban(r, 'SI')}, geslo za Klik {pw(r)}",
        lambda r: f"Arveldusarve {iban(r, 'EE')}, PIN1 {dg(r, 4)}, PIN2 {dg(r, 5)}",
        lambda r: f"Compte {iban(r, 'LU')}, LuxTrust code {dg(r, 6)}",
        lambda r: f"Λογαριασμός {iban(r, 'GR')}, κωδικός e-banking {pw(r)}",
        lambda r: f"Hesap {iban(r, 'TR')}, internet şubesi şifresi {dg(r, 6)}",
        lambda r: f"حساب {iban(r, 'SA')} ورمز الدخول {pw(r)}",
        lambda r: f"Account {iban(r, 'AE')}, online banking user {usr(r)}, password {pw(r)}",
        lambda r: (
            f"Sort code {r.randrange(10, 99)}-{r.randrange(10, 99)}-{r.randrange(10, 99)}, account {dg(r, 8)}, online banking passcode {dg(r, 6)}, memorable information {pick(r, WORDS)}{r.randrange(10, 99)}"
        ),
        lambda r: (
            f"BSB {r.randrange(100, 999)}-{r.randrange(100, 999)} acct {dg(r, 9)}, NetBank client number {dg(r, 8)}, password {pw(r)}"
        ),
        lambda r: f"Net banking user id {usr(r)}{r.randrange(10, 99)}, login password {pw(r)}, UPI PIN {dg(r, 6)}",
        lambda r: f"CLABE {clabe(r)}, usuario de banca en línea {usr(r)}, contraseña {pw(r)}",
    ],
    rows=16,
)

S(
    "basic_auth",
    "HTTP basic credentials in code and tools: PowerShell -Credential with -AsPlainText, Go SetBasicAuth, Java Authenticator, Ruby Net::HTTP, Postman collection auth, Elixir Req, Rust reqwest, C# NetworkCredential, Guzzle auth, nginx proxy_set_header Basic, JetBrains http-client env",
    [
        lambda r: (
            f"$pw = ConvertTo-SecureString '{pw(r)}' -AsPlainText -Force\n$cred = [pscredential]::new('{usr(r)}', $pw)\nInvoke-RestMethod -Uri https://jira.{dom(r)}/rest/api/2/myself -Credential $cred"
        ),
        lambda r: f'req.SetBasicAuth("{usr(r)}", "{pw(r)}")',
        lambda r: (
            f'Authenticator.setDefault(new Authenticator() {{\n    protected PasswordAuthentication getPasswordAuthentication() {{\n        return new PasswordAuthentication("{usr(r)}", "{pw(r)}".toCharArray());\n    }}\n}});'
        ),
        lambda r: f"req = Net::HTTP::Get.new(uri)\nreq.basic_auth '{usr(r)}', '{pw(r)}'",
        lambda r: json.dumps(
            {
                "auth": {
                    "type": "basic",
                    "basic": [{"key": "username", "value": usr(r)}, {"key": "password", "value": pw(r)}],
                }
            },
            indent=1,
        ),
        lambda r: f'Req.get!("https://api.{dom(r)}/v1/stock", auth: {{:basic, "{usr(r)}:{pw(r)}"}})',
        lambda r: f'let resp = client.get(url).basic_auth("{usr(r)}", Some("{pw(r)}")).send().await?;',
        lambda r: f'client.Credentials = new NetworkCredential("{usr(r)}", "{pw(r)}", "CORP");',
        lambda r: f"$client->request('GET', '/api/orders', ['auth' => ['{usr(r)}', '{pw(r)}']]);",
        lambda r: (
            f'location /legacy/ {{\n    proxy_pass http://{ip(r)}:8080;\n    proxy_set_header Authorization "Basic {b64s(usr(r) + ":" + pw(r))}";\n}}'
        ),
        lambda r: json.dumps({"prod": {"username": usr(r), "password": pw(r)}}, indent=2),
    ],
    rows=11,
)

S(
    "session_cookie",
    "session cookies that log someone in: Flask session, ASP.NET Core .AspNetCore.Cookies, Spring SESSION, Shopify _secure_session_id, reddit_session, Facebook c_user+xs, X auth_token+ct0, Instagram sessionid, LinkedIn li_at, steamLoginSecure, a Netscape cookies.txt line, Set-Cookie in a response, HAR entry",
    [
        lambda r: (
            f"Cookie: session={b64us(json.dumps({'_user_id': str(r.randrange(1, 9999)), '_fresh': True}).encode())}.{b64u(r, 4)}.{b64u(r, 20)}"
        ),
        lambda r: f"Cookie: .AspNetCore.Cookies=CfDJ8{rs(r, 300, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"Cookie: SESSION={b64s(uid(r))}",
        lambda r: f"_secure_session_id={h(r, 32)}; _shopify_y={uid(r)}",
        lambda r: f"reddit_session={dg(r, 8)}%2C{ts(r).replace(':', '%3A')}%2C{h(r, 40)}",
        lambda r: (
            f"c_user={dg(r, 15)}; xs={r.randrange(10, 99)}%3A{rs(r, 14, string.ascii_letters + string.digits + '_-')}%3A2%3A{now_ts(r)}%3A-1%3A{r.randrange(1000, 9999)}"
        ),
        lambda r: f"auth_token={h(r, 40)}; ct0={h(r, 160)}",
        lambda r: (
            f"Instagram sessionid={dg(r, 11)}%3A{an(r, 14)}%3A{r.randrange(1, 30)}%3A{rs(r, 40, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: f"li_at=AQED{rs(r, 150, string.ascii_letters + string.digits + '_-')}",
        lambda r: (
            f"steamLoginSecure={dg(r, 17)}%7C%7C{jwt(r, {'iss': 'r:' + H(r, 16), 'sub': dg(r, 17), 'aud': ['web'], 'exp': now_ts(r)}, 'EdDSA')}"
        ),
        lambda r: f".{dom(r)}\tTRUE\t/\tTRUE\t{now_ts(r)}\tremember_user_token\t{b64u(r, 48)}",
        lambda r: (
            f"HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: laravel_session={b64u(r, 180)}%3D%3D; path=/; secure; httponly; samesite=lax"
        ),
        lambda r: json.dumps(
            {
                "request": {
                    "method": "GET",
                    "url": f"https://app.{dom(r)}/api/me",
                    "cookies": [{"name": "sid", "value": b64u(r, 32), "httpOnly": True}],
                }
            }
        ),
    ],
    rows=13,
)

S(
    "bearer_token_http",
    "opaque bearer tokens and API keys in HTTP tooling: VS Code .http files, http-client.private.env.json, Insomnia export, HTTPie session, Apollo client headers, Dart http, Swift URLRequest, Kotlin OkHttp, gRPC metadata, WebSocket query token, raw HTTP/2 dump",
    [
        lambda r: (
            f"@host = https://api.{dom(r)}\n@token = {an(r, 40)}\n\nGET {{{{host}}}}/v2/orders\nAuthorization: Bearer {{{{token}}}}"
        ),
        lambda r: json.dumps({"prod": {"api_key": b64u(r, 32)}}, indent=2),
        lambda r: json.dumps(
            {
                "_type": "environment",
                "name": "Production",
                "data": {"base_url": f"https://api.{dom(r)}", "token": f"{an(r, 12)}.{an(r, 32)}"},
            }
        ),
        lambda r: json.dumps(
            {"headers": [{"name": "Authorization", "value": f"Bearer {b64u(r, 36)}"}], "cookies": []}, indent=1
        ),
        lambda r: (
            f"const client = new ApolloClient({{\n  uri: 'https://graphql.{dom(r)}/v1',\n  headers: {{ authorization: 'Bearer {an(r, 48)}' }},\n  cache: new InMemoryCache(),\n}});"
        ),
        lambda r: (
            f"final res = await http.get(Uri.parse('https://api.{dom(r)}/me'), headers: {{'Authorization': 'Bearer {b64u(r, 30)}'}});"
        ),
        lambda r: f'request.setValue("Bearer {an(r, 40)}", forHTTPHeaderField: "Authorization")',
        lambda r: (
            f'val request = Request.Builder().url("https://api.{dom(r)}/v1/items").header("X-Api-Key", "{h(r, 48)}").build()'
        ),
        lambda r: (
            f"grpcurl -H 'authorization: Bearer {b64u(r, 32)}' -d '{{\"id\": 42}}' api.{dom(r)}:443 inventory.v1.Stock/Get"
        ),
        lambda r: f"wss://stream.{dom(r)}/v1/feed?access_token={an(r, 40)}&symbols=BTC-EUR",
        lambda r: (
            f":method: POST\n:path: /v1/messages\n:authority: api.{dom(r)}\nauthorization: Bearer {b64u(r, 40)}\ncontent-type: application/json"
        ),
    ],
    rows=11,
)

S(
    "jwt_token",
    "JWTs (base64url of real JSON; HS256 with a real HMAC, RS256, ES256, EdDSA) in a WebSocket URL, Postman environment, gRPC metadata, Android SharedPreferences XML, a Keycloak token response with refresh token, Hasura, a Firebase ID token, GraphQL playground headers, German prose",
    [
        lambda r: f"wss://realtime.{dom(r)}/socket?vsn=2.0.0&token={jwt_user(r)}",
        lambda r: json.dumps(
            {"name": "prod", "values": [{"key": "jwt", "value": jwt_user(r, "RS256"), "enabled": True}]}
        ),
        lambda r: f"metadata = [('authorization', 'Bearer {jwt_user(r, 'ES256')}')]",
        lambda r: (
            f'<map>\n    <string name="auth_token">{jwt_user(r)}</string>\n    <boolean name="onboarded" value="true" />\n</map>'
        ),
        lambda r: json.dumps(
            {
                "access_token": jwt_user(r, "RS256"),
                "expires_in": 300,
                "refresh_expires_in": 1800,
                "refresh_token": jwt(r, {"typ": "Refresh", "sid": uid(r), "exp": now_ts(r)}, "HS512"),
                "token_type": "Bearer",
                "scope": "profile email",
            }
        ),
        lambda r: (
            f"x-hasura-admin-secret is not set, we use: Authorization: Bearer {jwt(r, {'sub': str(r.randrange(1, 999)), 'https://hasura.io/jwt/claims': {'x-hasura-allowed-roles': ['user', 'admin'], 'x-hasura-default-role': 'admin'}})}"
        ),
        lambda r: (
            f"firebase idToken: {jwt(r, {'iss': 'https://securetoken.google.com/' + pick(r, WORDS) + '-app', 'aud': pick(r, WORDS) + '-app', 'user_id': an(r, 28), 'email': email(r), 'exp': now_ts(r)}, 'RS256', kid=h(r, 40))}"
        ),
        lambda r: json.dumps({"Authorization": f"Bearer {jwt_user(r, 'HS384')}"}),
        lambda r: f"Hier mein Token für die Staging-API, gilt bis morgen: {jwt_user(r)}",
    ],
    rows=10,
)

S(
    "env_file",
    "environment settings with secret values in other places: direnv .envrc, `heroku config` output, .env.local from vercel env pull, Render render.yaml, a ConfigMap misused for a password, Lambda get-function-configuration JSON, ECS task definition, Cloud Run YAML, Elastic Beanstalk option_settings, supervisord environment=",
    [
        lambda r: (
            f"# .envrc\nexport DATABASE_URL=postgres://{usr(r)}:{pwu(r)}@localhost:5432/{dbn(r)}\nexport STRIPE_SECRET_KEY={stripe_like(r, 'sk_test_')}\nlayout python3"
        ),
        lambda r: (
            f"=== {pick(r, WORDS)}-prod Config Vars\nDATABASE_URL: postgres://{lo(r, 14)}:{h(r, 64)}@ec2-{r.randrange(1, 99)}-{r.randrange(1, 250)}.eu-west-1.compute.amazonaws.com:5432/{lo(r, 14)}\nREDIS_URL:    rediss://:p{h(r, 63)}@ec2-{r.randrange(1, 99)}.compute-1.amazonaws.com:{r.randrange(10000, 30000)}"
        ),
        lambda r: (
            f'# Created by Vercel CLI\nNEXTAUTH_SECRET="{b64(r, 32)}"\nGITHUB_SECRET="{h(r, 40)}"\nVERCEL_OIDC_TOKEN="{jwt_user(r, "RS256")}"'
        ),
        lambda r: (
            f"services:\n  - type: web\n    name: api\n    envVars:\n      - key: SESSION_SECRET\n        value: {h(r, 48)}\n      - key: SMTP_PASSWORD\n        value: {pw(r)}"
        ),
        lambda r: (
            f'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: app-config\ndata:\n  DB_HOST: {host(r)}\n  DB_PASSWORD: "{pw(r)}"'
        ),
        lambda r: json.dumps(
            {
                "FunctionName": f"{pick(r, WORDS)}-ingest",
                "Runtime": "python3.12",
                "Environment": {"Variables": {"API_KEY": an(r, 40), "DB_PASS": pw(r)}},
            },
            indent=2,
        ),
        lambda r: json.dumps(
            {
                "containerDefinitions": [
                    {
                        "name": "web",
                        "image": f"{dg(r, 12)}.dkr.ecr.eu-west-1.amazonaws.com/web:latest",
                        "environment": [{"name": "JWT_SECRET", "value": b64(r, 32)}, {"name": "PORT", "value": "8080"}],
                    }
                ]
            }
        ),
        lambda r: (
            f"spec:\n  template:\n    spec:\n      containers:\n        - image: europe-docker.pkg.dev/{pick(r, WORDS)}/app/api\n          env:\n            - name: MAILGUN_API_KEY\n              value: key-{h(r, 32)}"
        ),
        lambda r: (
            f"option_settings:\n  aws:elasticbeanstalk:application:environment:\n    RDS_PASSWORD: {pw(r)}\n    SECRET_KEY_BASE: {h(r, 64)}"
        ),
        lambda r: (
            f'[program:worker]\ncommand=/srv/app/bin/worker\nenvironment=BROKER_URL="amqp://{usr(r)}:{pwu(r)}@mq.{dom(r)}:5672/",API_TOKEN="{an(r, 32)}"'
        ),
    ],
)

S(
    "cli_secret_args",
    "secrets passed as command-line arguments of other tools: mysqladmin -p, vault login <token>, openssl enc -k, gpg --passphrase, unzip -P, curl --oauth2-bearer, aws configure set, az storage --account-key, psexec -p, mount -o password=, sqlplus user/pw@, bcp -P, influx -password, docker run -e POSTGRES_PASSWORD=",
    [
        lambda r: f"mysqladmin -u root -p'{pw(r)}' status",
        lambda r: f"vault login hvs.{rs(r, 24, string.ascii_letters + string.digits)}",
        lambda r: f"openssl enc -aes-256-cbc -pbkdf2 -in payroll.xlsx -out payroll.enc -k '{pw(r)}'",
        lambda r: f"gpg --batch --yes --pinentry-mode loopback --passphrase '{pw(r)}' -d secrets.tar.gpg | tar x",
        lambda r: f"unzip -P '{pw(r)}' invoices-2026.zip",
        lambda r: f"curl --oauth2-bearer {an(r, 40)} https://api.{dom(r)}/v1/export -o export.json",
        lambda r: f"aws configure set aws_secret_access_key {aws_secret(r)} --profile backup",
        lambda r: (
            f"az storage blob upload --account-name {pick(r, WORDS)}store --account-key {azure_key(r)} -c backups -f db.bak -n db.bak"
        ),
        lambda r: f"psexec \\\\{ip(r)} -u CORP\\{usr(r)} -p '{pw(r)}' cmd /c ipconfig",
        lambda r: f"sudo mount -t cifs //{ip(r)}/scans /mnt/scans -o username={usr(r)},password='{pw(r)}'",
        lambda r: f"sqlplus {usr(r)}/{pwu(r)}@//{host(r)}:1521/ORCLPDB1 @report.sql",
        lambda r: f"bcp dbo.Orders out orders.dat -S {host(r)} -U {usr(r)} -P '{pw(r)}' -n",
        lambda r: f"influx -host {ip(r)} -username admin -password '{pw(r)}' -database metrics",
        lambda r: (
            f"docker run -d --name pg -e POSTGRES_USER={usr(r)} -e POSTGRES_PASSWORD='{pw(r)}' -p 5432:5432 postgres:16"
        ),
    ],
    rows=14,
)

S(
    "shell_history",
    "history files with secrets: zsh extended history, fish_history YAML, PowerShell ConsoleHost_history, .mysql_history, .psql_history, .python_history, .node_repl_history, bash history with #timestamps, IPython %history, cmd doskey /history",
    [
        lambda r: (
            f": {now_ts(r)}:0;export OPENAI_API_KEY=sk-proj-{rs(r, 48, string.ascii_letters + string.digits + '_-')}T3BlbkFJ{rs(r, 48, string.ascii_letters + string.digits + '_-')}\n: {now_ts(r)}:0;python run_eval.py"
        ),
        lambda r: (
            f"- cmd: set -gx DATADOG_API_KEY {h(r, 32)}\n  when: {now_ts(r)}\n- cmd: datadog-agent status\n  when: {now_ts(r)}"
        ),
        lambda r: (
            f"cd C:\\deploy\n$env:AZURE_CLIENT_SECRET='{azure_client_secret(r)}'\n.\\deploy.ps1 -Environment prod"
        ),
        lambda r: (
            f"SHOW DATABASES;\nCREATE USER '{usr(r)}'@'%' IDENTIFIED BY '{pw(r)}';\nGRANT ALL ON *.* TO '{usr(r)}'@'%';"
        ),
        lambda r: f"\\c {dbn(r)}\nALTER USER {usr(r)} WITH PASSWORD '{pw(r)}';\n\\q",
        lambda r: (
            f"import requests\ns = requests.Session()\ns.auth = ('{usr(r)}', '{pw(r)}')\ns.get('https://{host(r)}/api/health')"
        ),
        lambda r: f"const client = new Client({{ auth: '{gh_token(r)}' }})\nawait client.repos.list()",
        lambda r: f"#{now_ts(r)}\nssh {usr(r)}@{ip(r)}\n#{now_ts(r)}\necho '{pw(r)}' | sudo -S systemctl restart nginx",
        lambda r: (
            f"In [12]: %history -n\n  10: import os\n  11: os.environ['HF_TOKEN'] = 'hf_{an(r, 34)}'\n  12: %history -n"
        ),
        lambda r: f"C:\\> doskey /history\nnet use Z: \\\\fileserver\\finance /user:CORP\\{usr(r)} {pw(r)}\ndir Z:",
    ],
)

S(
    "sql_secret",
    "credentials inside SQL: Snowflake CREATE USER PASSWORD=, ClickHouse IDENTIFIED WITH sha256_password BY, CREATE USER MAPPING … OPTIONS (password), dblink strings, CREATE SERVER … PASSWORD, Oracle CREATE DATABASE LINK, SQL Server CREATE CREDENTIAL SECRET, Snowflake CREATE SECRET, Redshift COPY CREDENTIALS, Spark JDBC OPTIONS, UPDATE of an API key, INSERT of an SMTP password",
    [
        lambda r: f"CREATE USER {usr(r)} PASSWORD='{pw(r)}' DEFAULT_ROLE=ANALYST MUST_CHANGE_PASSWORD=FALSE;",
        lambda r: f"CREATE USER {usr(r)} IDENTIFIED WITH sha256_password BY '{pw(r)}' DEFAULT DATABASE {dbn(r)};",
        lambda r: f"CREATE USER MAPPING FOR app_user SERVER legacy_srv OPTIONS (user '{usr(r)}', password '{pw(r)}');",
        lambda r: (
            f"SELECT * FROM dblink('host={host(r)} dbname={dbn(r)} user={usr(r)} password={pwu(r)}', 'SELECT id, total FROM invoices') AS t(id int, total numeric);"
        ),
        lambda r: (
            f"CREATE SERVER fed_link FOREIGN DATA WRAPPER mysql OPTIONS (HOST '{host(r)}', DATABASE '{dbn(r)}', USER '{usr(r)}', PASSWORD '{pw(r)}');"
        ),
        lambda r: f"CREATE DATABASE LINK erp_link CONNECT TO {usr(r)} IDENTIFIED BY \"{pwu(r)}\" USING 'ERPPROD';",
        lambda r: (
            f"CREATE CREDENTIAL [https://{pick(r, WORDS)}store.blob.core.windows.net/backups]\nWITH IDENTITY = 'SHARED ACCESS SIGNATURE',\nSECRET = 'sv=2022-11-02&ss=b&srt=sco&sp=rwdlac&se=2027-06-30T00:00:00Z&sig={b64(r, 32).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}';"
        ),
        lambda r: f"CREATE OR REPLACE SECRET github_pat TYPE = GENERIC_STRING SECRET_STRING = '{gh_token(r)}';",
        lambda r: (
            f"COPY sales FROM 's3://{pick(r, WORDS)}-exports/sales/' CREDENTIALS 'aws_access_key_id={aws_id(r)};aws_secret_access_key={aws_secret(r)}' CSV;"
        ),
        lambda r: (
            f"CREATE TABLE crm_accounts USING jdbc OPTIONS (url 'jdbc:postgresql://{host(r)}/crm', dbtable 'accounts', user '{usr(r)}', password '{pw(r)}');"
        ),
        lambda r: f"UPDATE integrations SET api_key = '{stripe_like(r, 'rk_live_')}' WHERE provider = 'stripe';",
        lambda r: (
            f"INSERT INTO mail_settings (host, port, username, password) VALUES ('smtp.{dom(r)}', 587, '{email(r)}', '{pw(r)}');"
        ),
    ],
    rows=12,
)

S(
    "account_handover_msg",
    "hand-overs of an account with its password: a new-hire welcome note in Dutch, a Polish IT ticket, a Japanese onboarding mail, a child's school account, a WordPress agency hand-over, a hosting control-panel hand-over, a contractor DM, a landlord's smart-lock account, a technician's router note, a Swedish helpdesk reply",
    [
        lambda r: (
            f"Welkom {nm(r)}! Je laptop-account is {usr(r)}, tijdelijk wachtwoord {pw(r)}. Je moet het bij de eerste login wijzigen."
        ),
        lambda r: (
            f"Zgłoszenie #{r.randrange(10000, 99999)} rozwiązane. Login: {usr(r)}, hasło tymczasowe: {pw(r)}. Prosimy o zmianę po zalogowaniu."
        ),
        lambda r: (
            f"{pick(r, LAST)}様\n社内システムのアカウントを発行しました。\nID: {usr(r)}\n初期パスワード: {pw(r)}\n初回ログイン時に変更してください。"
        ),
        lambda r: (
            f"Hi parents, {nm(r)}'s Google Classroom login: {pick(r, FIRST).lower()}{r.randrange(10, 99)}@students.{dom(r)} / {pw(r)}"
        ),
        lambda r: (
            f"Site handover ✅ WP admin: https://{dom(r)}/wp-admin user {usr(r)} pass {pw(r)} — please change it after launch."
        ),
        lambda r: (
            f"Your hosting is ready.\nControl panel: https://cp.{dom(r)}:8443\nUsername: {usr(r)}\nPassword: {pw(r)}\nFTP uses the same credentials."
        ),
        lambda r: f"hey, for the contract work: VPN user {usr(r)}, pw {pw(r)}, Jira invite is in your inbox",
        lambda r: (
            f"From your landlord: the Nuki app account for the flat is {email(r)} with password {pw(r)}; the door code is in the app."
        ),
        lambda r: (
            f"Installer note: fibre router admin http://192.168.1.1 — login admin, password {pw(r)}; Wi-Fi key printed underneath."
        ),
        lambda r: f"Hej {nm(r)}! Ditt konto är upplåst. Användarnamn {usr(r)}, nytt lösenord {pw(r)}. Mvh IT-supporten",
    ],
)


def ssid(r: Random) -> str:
    return pick(
        r,
        [
            f"{pick(r, WORDS).capitalize()}Net",
            f"FRITZ!Box 7590 {up(r, 2)}",
            f"Vodafone-{up(r, 4)}",
            f"TP-Link_{H(r, 4)}",
            f"{pick(r, FIRST)}s-Home",
            f"Livebox-{H(r, 4)}",
        ],
    )


S(
    "wifi_password",
    "Wi-Fi keys in system output and device configs: netsh wlan show profile key=clear, macOS security find-generic-password, Android WifiConfigStore.xml, NetworkManager .nmconnection, iwd .psk, OpenWrt wireless, UniFi x_passphrase, ESPHome and Arduino sketches, café and Airbnb notes in Italian, Japanese, Korean and Turkish",
    [
        lambda r: (
            f"    Security settings\n    -----------------\n    Authentication         : WPA2-Personal\n    Cipher                 : CCMP\n    Security key           : Present\n    Key Content            : {pw(r)}"
        ),
        lambda r: f'$ security find-generic-password -wa "{ssid(r)}"\n{pw(r)}',
        lambda r: (
            f'<WifiConfiguration>\n<string name="SSID">&quot;{ssid(r)}&quot;</string>\n<string name="PreSharedKey">&quot;{pwu(r)}&quot;</string>\n</WifiConfiguration>'
        ),
        lambda r: f"[wifi]\nmode=infrastructure\nssid={ssid(r)}\n\n[wifi-security]\nkey-mgmt=wpa-psk\npsk={pwu(r)}",
        lambda r: f"# /var/lib/iwd/{pick(r, WORDS).capitalize()}Net.psk\n[Security]\nPassphrase={pwu(r)}",
        lambda r: (
            f"config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid '{ssid(r)}'\n\toption encryption 'psk2'\n\toption key '{pwu(r)}'"
        ),
        lambda r: json.dumps(
            {"name": ssid(r), "security": "wpapsk", "wpa_mode": "wpa2", "x_passphrase": pwu(r), "enabled": True}
        ),
        lambda r: f'wifi:\n  ssid: "{ssid(r)}"\n  password: "{pwu(r)}"',
        lambda r: f'const char* ssid = "{ssid(r)}";\nconst char* password = "{pwu(r)}";\nWiFi.begin(ssid, password);',
        lambda r: f"Wi-Fi del bar: rete {ssid(r)}, password {pwu(r)}",
        lambda r: f"Wi-Fiのパスワードは {pwu(r)} です（SSID: {ssid(r)}）",
        lambda r: f"와이파이 {ssid(r)} 비번 {pwu(r)}",
        lambda r: f"Kablosuz ağ: {ssid(r)} — şifre: {pwu(r)}",
    ],
    rows=13,
)

S(
    "kubernetes_secret",
    "Kubernetes credentials: a ServiceAccount token Secret, Argo CD repository Secret, k3s server token, kubeconfig with a client-key-data (real EC key), kubectl create secret --from-literal, Helm values with a plaintext password, a Secret manifest with base64 data, a Flux git credentials Secret, a Rancher API key",
    [
        lambda r: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: ci-deployer-token\n  annotations:\n    kubernetes.io/service-account.name: ci-deployer\ntype: kubernetes.io/service-account-token\ndata:\n  token: {b64s(jwt(r, {'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'ci', 'sub': 'system:serviceaccount:ci:ci-deployer'}, 'RS256'))}"
        ),
        lambda r: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: private-repo\n  labels:\n    argocd.argoproj.io/secret-type: repository\nstringData:\n  url: https://github.com/{pick(r, WORDS)}-labs/deploy\n  username: git\n  password: {gh_token(r)}"
        ),
        lambda r: (
            f"curl -sfL https://get.k3s.io | K3S_URL=https://{ip(r)}:6443 K3S_TOKEN=K10{h(r, 64)}::server:{h(r, 32)} sh -"
        ),
        lambda r: (
            f"users:\n- name: admin@{pick(r, WORDS)}\n  user:\n    client-certificate-data: {b64s(x509_cert(r, 'admin'))[:120]}\n    client-key-data: {b64s(pem_ec(r) + chr(10))}"
        ),
        lambda r: (
            f"kubectl -n prod create secret generic api-keys --from-literal=SENDGRID_API_KEY=SG.{rs(r, 22, string.ascii_letters + string.digits + '_-')}.{rs(r, 43, string.ascii_letters + string.digits + '_-')} --from-literal=SESSION_SECRET={h(r, 32)}"
        ),
        lambda r: (
            f"postgresql:\n  auth:\n    username: {usr(r)}\n    password: {pw(r)}\n    postgresPassword: {pw(r)}\n    database: {dbn(r)}"
        ),
        lambda r: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ntype: Opaque\ndata:\n  username: {b64s(email(r))}\n  password: {b64s(pw(r))}"
        ),
        lambda r: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: flux-system\n  namespace: flux-system\nstringData:\n  username: flux\n  password: glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}"
        ),
        lambda r: f"Rancher API key for the cluster bot: token-{lo(r, 5)}:{lo(r, 54)}",
    ],
)

S(
    "container_registry_cred",
    "container registry credentials: podman auth.json, skopeo --creds, crane auth login, buildah login -p, Harbor robot account, Quay robot token, ACR admin password, GHCR login with a PAT, containerd hosts.toml header, a nerdctl login",
    [
        lambda r: json.dumps({"auths": {f"registry.{dom(r)}": {"auth": b64s(usr(r) + ":" + pw(r))}}}, indent=2),
        lambda r: (
            f"skopeo copy --src-creds {usr(r)}:{pwu(r)} docker://registry.{dom(r)}/app:1.4 docker://ghcr.io/{pick(r, WORDS)}/app:1.4"
        ),
        lambda r: f"crane auth login registry.{dom(r)} -u {usr(r)} -p '{pw(r)}'",
        lambda r: f"buildah login -u {usr(r)} -p '{pw(r)}' quay.{dom(r)}",
        lambda r: json.dumps({"name": f"robot${pick(r, WORDS)}+ci", "secret": an(r, 32), "expires_at": -1}),
        lambda r: f"docker login -u='{pick(r, WORDS)}+deployer' -p='{up(r, 64)}' quay.io",
        lambda r: (
            f"ACR admin user for {pick(r, WORDS)}acr.azurecr.io: username {pick(r, WORDS)}acr, password {rs(r, 52, string.ascii_letters + string.digits + '+/')}"
        ),
        lambda r: f"echo {gh_token(r)} | docker login ghcr.io -u {usr(r)} --password-stdin",
        lambda r: (
            f'[host."https://registry.{dom(r)}"]\n  capabilities = ["pull", "resolve"]\n  [host."https://registry.{dom(r)}".header]\n    Authorization = ["Basic {b64s(usr(r) + ":" + pw(r))}"]'
        ),
        lambda r: f"nerdctl login --username {usr(r)} --password '{pw(r)}' harbor.{dom(r)}",
    ],
)

S(
    "tool_dotfile_credentials",
    "credentials in tool dotfiles: gh hosts.yml, .terraformrc, .databrickscfg, .snowsql/config, kaggle.json, .wakatime.cfg, firebase-tools configstore refresh token, .sentryclirc, .transifexrc, .config/hub, .gitconfig credential with a token in the URL, .boto",
    [
        lambda r: f"github.com:\n    user: {usr(r)}\n    oauth_token: {gh_token(r, 'gho_')}\n    git_protocol: https",
        lambda r: f'credentials "app.terraform.io" {{\n  token = "{an(r, 14)}.atlasv1.{an(r, 67)}"\n}}',
        lambda r: (
            f"[DEFAULT]\nhost = https://adb-{dg(r, 16)}.{r.randrange(1, 20)}.azuredatabricks.net\ntoken = dapi{h(r, 32)}-2"
        ),
        lambda r: f"[connections]\naccountname = {lo(r, 7)}-{lo(r, 7)}\nusername = {usr(r)}\npassword = {pw(r)}",
        lambda r: json.dumps({"username": usr(r), "key": h(r, 32)}),
        lambda r: f"[settings]\napi_key = waka_{uid(r)}",
        lambda r: json.dumps(
            {
                "user": {"email": email(r)},
                "tokens": {
                    "refresh_token": f"1//0{rs(r, 99, string.ascii_letters + string.digits + '_-')}",
                    "expires_at": now_ts(r) * 1000,
                },
            }
        ),
        lambda r: (
            f"[auth]\ntoken=sntrys_{b64us(json.dumps({'iat': now_ts(r), 'url': 'https://sentry.io', 'region_url': 'https://de.sentry.io', 'org': pick(r, WORDS)}).encode())}_{b64u(r, 32)}"
        ),
        lambda r: f"[https://www.transifex.com]\nrest_hostname = https://rest.api.transifex.com\ntoken = 1/{h(r, 40)}",
        lambda r: (
            f'[credential "https://git.{dom(r)}"]\n\thelper = store\n# ~/.git-credentials\nhttps://{usr(r)}:{an(r, 40)}@git.{dom(r)}'
        ),
    ],
    rows=10,
)

S(
    "vpn_tunnel_secret",
    "tunnel and overlay credentials: WireGuard PrivateKey/PresharedKey (real clamped X25519), NetBird setup key, Headscale pre-auth key, ngrok authtoken, Cloudflare Tunnel token (base64 of real JSON), OpenVPN static tls-auth key, strongSwan ipsec.secrets PSK, frp token, ZeroTier identity.secret, Nebula private key",
    [
        lambda r: (
            f"[Interface]\nAddress = 10.8.0.{r.randrange(2, 250)}/32\nPrivateKey = {wg_private(r)}\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wg_public(r)}\nPresharedKey = {b64(r, 32)}\nEndpoint = vpn.{dom(r)}:51820\nAllowedIPs = 0.0.0.0/0"
        ),
        lambda r: f"netbird up --setup-key {uid(r).upper()} --management-url https://netbird.{dom(r)}",
        lambda r: f"tailscale up --login-server https://hs.{dom(r)} --authkey {h(r, 48)}",
        lambda r: f"ngrok config add-authtoken {r.randrange(1, 3)}{an(r, 26)}_{an(r, 21)}",
        lambda r: f"cloudflared tunnel run --token {cf_tunnel_token(r)}",
        lambda r: (
            "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n"
            + "\n".join(h(r, 32) for _ in range(16))
            + "\n-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1"
        ),
        lambda r: f'# /etc/ipsec.secrets\n{ip(r)} 203.0.113.{r.randrange(2, 250)} : PSK "{pwu(r)}"',
        lambda r: f'[common]\nserverAddr = "frp.{dom(r)}"\nserverPort = 7000\nauth.token = "{an(r, 32)}"',
        lambda r: f"/var/lib/zerotier-one/identity.secret: {h(r, 10)}:0:{h(r, 128)}:{h(r, 128)}",
        lambda r: (
            f"-----BEGIN NEBULA X25519 PRIVATE KEY-----\n{base64.b64encode(x25519_clamp(rb(r, 32))).decode()}\n-----END NEBULA X25519 PRIVATE KEY-----"
        ),
    ],
)

S(
    "crypto_private_key",
    "wallet private keys: Bitcoin WIF with a real Base58Check checksum (compressed and uncompressed), BIP32 xprv with a real checksum, Ethereum keys in Hardhat/Foundry, Solana keypair array and base58 export, Nostr nsec (real bech32), LND admin macaroon hex, bitcoind rpcpassword",
    [
        lambda r: f"paper wallet private key (WIF): {wif(r)}",
        lambda r: f'importprivkey {wif(r, compressed=False)} "cold-1" false',
        lambda r: f"Electrum master private key: {xprv(r)}",
        lambda r: f"networks: {{\n  mainnet: {{ url: process.env.RPC_URL, accounts: ['0x{h(r, 64)}'] }},\n}},",
        lambda r: f"cast send {eth_address(r)} --value 0.5ether --private-key 0x{h(r, 64)} --rpc-url $RPC",
        lambda r: "$ cat ~/.config/solana/id.json\n[" + ",".join(str(r.randrange(256)) for _ in range(64)) + "]",
        lambda r: f"Phantom export (base58 secret key): {b58(rb(r, 64))}",
        lambda r: f"my nostr nsec: {bech32('nsec', _to5(rb(r, 32)))}",
        lambda r: f"LND admin.macaroon (hex): 0201036c6e640{h(r, 250)}",
        lambda r: f"# bitcoin.conf\nserver=1\nrpcuser={usr(r)}\nrpcpassword={an(r, 44)}",
    ],
)


def minisign_secret(r: Random) -> str:
    raw = b"Ed" + b"\x00\x00" + b"B2" + b"\x00" * 8 + rb(r, 8) + rb(r, 8) + rb(r, 64) + rb(r, 32)
    return "untrusted comment: minisign encrypted secret key\n" + base64.b64encode(raw).decode()


def tor_secret(r: Random) -> str:
    seed = rb(r, 32)
    expanded = bytearray(hashlib.sha512(seed).digest())
    expanded[0] &= 248
    expanded[31] &= 63
    expanded[31] |= 64
    return base64.b64encode(b"== ed25519v1-secret: type0 ==\x00\x00\x00" + bytes(expanded)).decode()


S(
    "other_private_key",
    "other private-key formats: age identity files (real bech32), minisign and signify secret keys, Tor v3 hs_ed25519_secret_key, cosign encrypted key with its password, Apple .p8 APNs key (PKCS#8 P-256), a JWK with d, a Java keystore password with alias key password",
    [
        lambda r: (
            f"# created: 2026-{r.randrange(1, 13):02d}-{r.randrange(1, 28):02d}T10:12:00Z\n# public key: {age_public(r)}\n{age_secret(r)}"
        ),
        lambda r: minisign_secret(r),
        lambda r: (
            f"untrusted comment: signify secret key\n{base64.b64encode(b'EdBK' + rb(r, 4) + rb(r, 16) + rb(r, 8) + rb(r, 8) + rb(r, 64)).decode()}"
        ),
        lambda r: f"hs_ed25519_secret_key (base64): {tor_secret(r)}",
        lambda r: (
            f"COSIGN_PASSWORD='{pw(r)}'\n-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----\n{b64s(json.dumps({'kdf': {'name': 'scrypt', 'params': {'N': 65536, 'r': 8, 'p': 1}, 'salt': b64(r, 32)}, 'cipher': {'name': 'nacl/secretbox', 'nonce': b64(r, 24)}, 'ciphertext': b64(r, 80)}))}\n-----END ENCRYPTED SIGSTORE PRIVATE KEY-----"
        ),
        lambda r: f"APNs auth key, Key ID {up(r, 10)}, Team ID {up(r, 10)}:\n{pem_p8_ec(r)}",
        lambda r: json.dumps(
            {"kty": "EC", "crv": "P-256", "kid": h(r, 16), "x": b64u(r, 32), "y": b64u(r, 32), "d": b64u(r, 32)}
        ),
        lambda r: f"keystore.jks storepass {pw(r)} keypass {pw(r)} alias upload",
        lambda r: json.dumps(
            {"kty": "OKP", "crv": "Ed25519", "x": b64us(ed25519_public(rb(r, 32))), "d": b64u(r, 32), "use": "sig"}
        ),
    ],
)

S(
    "pem_private_key",
    "PEM private keys with real DER: PKCS#1 RSA with real primes, PKCS#8 RSA, SEC1 and PKCS#8 P-256 with the real public point, PKCS#8 Ed25519, PBES2 encrypted with the passphrase beside it, legacy Proc-Type encrypted with the passphrase; in a Kubernetes TLS Secret, HAProxy bundle, GitHub App env, Snowflake key-pair, Go backticks, C# verbatim string, Ansible vars",
    [
        lambda r: pem_rsa(r),
        lambda r: (
            f"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\nmetadata:\n  name: shop-tls\nstringData:\n  tls.key: |\n{ind(pem_ec(r), 4)}"
        ),
        lambda r: f"# /etc/haproxy/certs/site.pem\n{pem_p8_ec(r)}\n{x509_cert(r, dom(r))}",
        lambda r: f'GITHUB_APP_ID={r.randrange(100000, 999999)}\nGITHUB_APP_PRIVATE_KEY="{esc(pem_rsa(r))}"',
        lambda r: f"snowflake rsa_key.p8 for the dbt user:\n{pem_pkcs8_rsa(r)}",
        lambda r: f"const signingKey = `{pem_ed(r)}`",
        lambda r: f'private const string Key = @"{pem_ec(r)}";',
        lambda r: f"tls_private_key: |\n{ind(pem_p8_ec(r), 2)}\ntls_cert_path: /etc/ssl/certs/app.crt",
        lambda r: f"passphrase: {pw(r)}\n{pem('ENCRYPTED PRIVATE KEY', encrypted_pkcs8(r, 600))}",
        lambda r: (
            f"key password is {pw(r)}\n{pem('RSA PRIVATE KEY', rb(r, 608), 'Proc-Type: 4,ENCRYPTED' + chr(10) + 'DEK-Info: AES-128-CBC,' + H(r, 32) + chr(10) + chr(10))}"
        ),
        lambda r: pem_ed(r),
    ],
    rows=12,
)

S(
    "openssh_private_key",
    "openssh-key-v1 Ed25519 keys with the real public key derived from the seed: raw, in Ansible vars, pasted in chat, in a GitHub Actions step, in a Packer HCL heredoc, escaped in JSON, as a Windows path note",
    [
        lambda r: openssh_ed25519(r, f"{usr(r)}@{pick(r, WORDS)}"),
        lambda r: f"deploy_ssh_key: |\n{ind(openssh_ed25519(r, 'deploy@ci'), 2)}",
        lambda r: f"{nm(r)}: here's the key for the bastion, don't lose it\n{openssh_ed25519(r, 'bastion')}",
        lambda r: (
            f"- name: add key\n  run: |\n    mkdir -p ~/.ssh\n    cat > ~/.ssh/id_ed25519 <<'KEY'\n{ind(openssh_ed25519(r, 'gha'), 4)}\n    KEY"
        ),
        lambda r: f"ssh_private_key = <<EOT\n{openssh_ed25519(r, 'packer')}\nEOT",
        lambda r: json.dumps({"host": ip(r), "user": "ubuntu", "private_key": openssh_ed25519(r, "ops") + "\n"}),
        lambda r: f"C:\\Users\\{nm(r)}\\.ssh\\id_ed25519:\n{openssh_ed25519(r, '')}",
    ],
)

S(
    "pgp_private_key",
    "armored OpenPGP secret keys (v4 EdDSA secret-key packet with the real public key, user id, real CRC-24): raw, after a gpg --export-secret-keys command, in a CI variable file, in JSON",
    [
        lambda r: pgp_key(r, f"{full(r)} <{email(r)}>", True),
        lambda r: f"$ gpg --armor --export-secret-keys {H(r, 16)}\n{pgp_key(r, f'{full(r)} <{email(r)}>', True)}",
        lambda r: (
            f"GPG_PRIVATE_KEY: |\n{ind(pgp_key(r, f'release-bot <release@{dom(r)}>', True), 2)}\nGPG_PASSPHRASE: {pw(r)}"
        ),
        lambda r: json.dumps({"signing_key": pgp_key(r, f"{full(r)} <{email(r)}>", True)}),
        lambda r: f"Backup of my signing key:\n\n{pgp_key(r, f'{full(r)} <{email(r)}>', True)}",
    ],
    rows=8,
)

S(
    "log_leak",
    "structured and plain logs that print a secret: pino/zap/logrus JSON, nginx access log with access_token, Rails params (unfiltered password), Spring Boot datasource dump, requests DEBUG headers, Ansible -vvv, Terraform plan without sensitive, GitHub Actions unmasked value, Airflow task log, CloudWatch line with a DSN",
    [
        lambda r: json.dumps(
            {
                "level": 30,
                "time": now_ts(r) * 1000,
                "msg": "outgoing request",
                "headers": {"authorization": f"Bearer {an(r, 40)}"},
                "url": f"https://api.{dom(r)}/v1/sync",
            }
        ),
        lambda r: json.dumps(
            {
                "level": "debug",
                "ts": now_ts(r),
                "caller": "db/open.go:42",
                "msg": "connecting",
                "dsn": f"{usr(r)}:{pwu(r)}@tcp({host(r)}:3306)/{dbn(r)}",
            }
        ),
        lambda r: f'time="{ts(r)}" level=info msg="smtp login" user={email(r)} password="{pw(r)}"',
        lambda r: (
            f'{ip(r)} - - [02/Dec/2026:10:{r.randrange(10, 59)}:{r.randrange(10, 59)} +0000] "GET /api/export?access_token={an(r, 40)} HTTP/1.1" 200 5120 "-" "python-requests/2.32"'
        ),
        lambda r: (
            f'Started POST "/users/sign_in" for {ip(r)}\nProcessing by Users::SessionsController#create as HTML\n  Parameters: {{"user"=>{{"email"=>"{email(r)}", "password"=>"{pw(r)}"}}, "commit"=>"Log in"}}'
        ),
        lambda r: (
            f"{ts(r)}  INFO 1 --- [main] o.s.b.a.jdbc.DataSourceProperties : url=jdbc:postgresql://{host(r)}:5432/{dbn(r)}, username={usr(r)}, password={pw(r)}"
        ),
        lambda r: (
            f"DEBUG:urllib3.connectionpool:https://api.{dom(r)}:443 \"POST /v2/charge HTTP/1.1\" 200 None\nDEBUG:root:request headers: {{'X-Api-Key': '{h(r, 40)}', 'Content-Type': 'application/json'}}"
        ),
        lambda r: (
            f'<{ip(r)}> ESTABLISH SSH CONNECTION FOR USER: {usr(r)}\n<{ip(r)}> SSH: EXEC sshpass -d12 ssh -o User={usr(r)} {ip(r)}\nok: [{ip(r)}] => {{"ansible_facts": {{"db_password": "{pw(r)}"}}}}'
        ),
        lambda r: (
            f'  # module.db.aws_db_instance.main will be created\n  + resource "aws_db_instance" "main" {{\n      + username = "{usr(r)}"\n      + password = "{pw(r)}"\n    }}'
        ),
        lambda r: (
            f"Run ./scripts/publish.sh\n  env:\n    NPM_TOKEN: {npm_token(r)}\npublishing @{pick(r, WORDS)}/sdk@2.{r.randrange(10)}.0"
        ),
        lambda r: (
            f"[{ts(r)}] {{base.py:73}} INFO - Using connection ID 'warehouse' for task execution.\n[{ts(r)}] {{base.py:80}} INFO - uri: postgresql://{usr(r)}:{pwu(r)}@{host(r)}/{dbn(r)}"
        ),
        lambda r: (
            f"{ts(r)} START RequestId: {uid(r)}\n{ts(r)} redis connect rediss://default:{pwu(r)}@{pick(r, WORDS)}-{r.randrange(1000, 9999)}.upstash.io:6379"
        ),
    ],
    rows=12,
)

S(
    "traceback_leak",
    "stack traces and debug pages that show a secret: Python traceback with locals, Java exception with a JDBC URL, Node error printing a URL with credentials, Go panic printing a config struct, Rust Debug of a config, PHP PDOException, .NET exception with a connection string, Django debug settings, Laravel Ignition env",
    [
        lambda r: (
            f"Traceback (most recent call last):\n  File \"/app/sync.py\", line 41, in push\n    resp.raise_for_status()\n    api_key = '{an(r, 40)}'\n    url = 'https://api.{dom(r)}/v1/push'\nrequests.exceptions.HTTPError: 502 Server Error"
        ),
        lambda r: (
            f"org.postgresql.util.PSQLException: Connection to {host(r)}:5432 refused.\n\tat org.postgresql.Driver.connect(Driver.java:285)\nCaused by: url=jdbc:postgresql://{host(r)}:5432/{dbn(r)}?user={usr(r)}&password={pwu(r)}"
        ),
        lambda r: (
            f"Error: getaddrinfo ENOTFOUND {host(r)}\n    at GetAddrInfoReqWrap.onlookup (node:dns:109:26) {{\n  errno: -3008,\n  hostname: '{host(r)}',\n  config: {{ url: 'amqp://{usr(r)}:{pwu(r)}@{host(r)}:5672' }}\n}}"
        ),
        lambda r: (
            f"panic: dial tcp: i/o timeout\n\ngoroutine 1 [running]:\nmain.main()\n\t/src/main.go:31\nconfig: {{Host:{host(r)} User:{usr(r)} Password:{pw(r)} SSLMode:require}}"
        ),
        lambda r: (
            f'thread \'main\' panicked at src/main.rs:22:10:\ncalled `Result::unwrap()` on an `Err` value: Config {{ smtp_host: "smtp.{dom(r)}", smtp_user: "{email(r)}", smtp_password: "{pw(r)}" }}'
        ),
        lambda r: (
            f"PHP Fatal error:  Uncaught PDOException: SQLSTATE[HY000] [1045] Access denied in /var/www/db.php:8\nStack trace:\n#0 /var/www/db.php(8): PDO->__construct('mysql:host={host(r)};dbname={dbn(r)}', '{usr(r)}', '{pw(r)}')"
        ),
        lambda r: (
            f"System.Data.SqlClient.SqlException (0x80131904): Login failed for user '{usr(r)}'.\n   at System.Data.SqlClient.SqlInternalConnectionTds..ctor()\nConnectionString: Server=tcp:{pick(r, WORDS)}.database.windows.net,1433;User ID={usr(r)};Password={pwu(r)};Encrypt=True"
        ),
        lambda r: (
            f"Settings\nUsing settings module config.settings.prod\nEMAIL_HOST_PASSWORD = '{pw(r)}'\nSECRET_KEY = '{rs(r, 50, string.ascii_letters + string.digits + '!@#%^*(-_=+)')}'"
        ),
        lambda r: f"Environment\nAPP_KEY  base64:{b64(r, 32)}\nDB_PASSWORD  {pw(r)}\nMAIL_PASSWORD  {pw(r)}",
    ],
)

S(
    "token_i18n_prose",
    "API keys and tokens handed over in prose in Catalan, Danish, Norwegian, Hungarian, Bulgarian, Serbian, Slovak, Lithuanian, Malay, Filipino, Swahili, Bengali, Persian, Tamil, Ukrainian, Greek, Hebrew, Thai, Czech, Finnish",
    [
        lambda r: f"La clau de l'API de Mailjet és {h(r, 32)} i la secreta {h(r, 32)}",
        lambda r: f"Her er API-nøglen til Dinero: {an(r, 40)} — del den ikke",
        lambda r: f"API-nøkkelen til Fiken er {an(r, 32)}",
        lambda r: f"Itt az API kulcs a számlázóhoz: {h(r, 40)}",
        lambda r: f"API ключът за куриерската услуга е {an(r, 36)}",
        lambda r: f"Токен за бота је {telegram_token(r)}",
        lambda r: f"Prístupový token k GitLabu: glpat-{rs(r, 20, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"Prieigos raktas: {gh_token(r)}",
        lambda r: f"Kunci API untuk sistem gaji ialah {an(r, 40)}",
        lambda r: f"Ito ang API key ng payment gateway: sk_live_{an(r, 24)}",
        lambda r: f"Ufunguo wa API wa M-Pesa: consumer key {an(r, 48)}, consumer secret {an(r, 64)}",
        lambda r: f"পেমেন্ট গেটওয়ের সিক্রেট কী হলো {h(r, 40)}",
        lambda r: f"کلید API سرویس پیامک: {an(r, 44)}",
        lambda r: f"எங்கள் API சாவி: {an(r, 40)}",
        lambda r: f"Ось токен доступу до Notion: ntn_{dg(r, 11)}{an(r, 35)}",
        lambda r: f"Το κλειδί API για το Viva Wallet είναι {b64(r, 24)}",
        lambda r: f"המפתח הסודי של ה-API הוא {an(r, 40)}",
        lambda r: f"คีย์ API ของระบบขนส่งคือ {h(r, 40)}",
        lambda r: f"Klíč k API Fakturoidu: {h(r, 40)}",
        lambda r: f"Tässä Vismaan API-avain: {uid(r)}-{an(r, 16)}",
    ],
    rows=20,
)

S(
    "code_literal_secret",
    "credentials hard-coded in languages other than blind7's: Kotlin, Swift, C#, C/C++ #define, Dart/Flutter, Scala, Haskell, Lua, R, Julia, Perl, Bash, PowerShell, Groovy Jenkinsfile, Objective-C, Zig, Clojure, Nim",
    [
        lambda r: (
            f'object Config {{\n    const val API_KEY = "{an(r, 40)}"\n    const val BASE_URL = "https://api.{dom(r)}"\n}}'
        ),
        lambda r: f'enum Secrets {{\n    static let revenueCatKey = "sk_{an(r, 28)}"\n}}',
        lambda r: f'private static readonly string SmtpPassword = "{pw(r)}";',
        lambda r: f'#define MQTT_USER "{usr(r)}"\n#define MQTT_PASS "{pwu(r)}"',
        lambda r: f"const String kApiSecret = '{an(r, 48)}';",
        lambda r: f'val dbPassword = "{pw(r)}"\nval conn = DriverManager.getConnection(url, "{usr(r)}", dbPassword)',
        lambda r: f'apiToken :: Text\napiToken = "{an(r, 40)}"',
        lambda r: f'local config = {{\n  redis_password = "{pw(r)}",\n  port = 6379,\n}}',
        lambda r: (
            f'Sys.setenv(OPENAI_API_KEY = "sk-proj-{rs(r, 48, string.ascii_letters + string.digits + "_-")}T3BlbkFJ{rs(r, 48, string.ascii_letters + string.digits + "_-")}")'
        ),
        lambda r: f'ENV["HF_TOKEN"] = "hf_{an(r, 34)}"',
        lambda r: f"my $dbh = DBI->connect('dbi:Pg:dbname={dbn(r)};host={host(r)}', '{usr(r)}', '{pw(r)}');",
        lambda r: (
            f'#!/usr/bin/env bash\nAPI_TOKEN="{an(r, 40)}"\ncurl -s -H "Authorization: Bearer $API_TOKEN" https://api.{dom(r)}/v1/report'
        ),
        lambda r: (
            f'$headers = @{{ "X-Api-Key" = "{h(r, 40)}" }}\nInvoke-RestMethod -Uri "https://api.{dom(r)}/v2/tickets" -Headers $headers'
        ),
        lambda r: f"withEnv(['SONAR_TOKEN=squ_{h(r, 40)}']) {{\n    sh './gradlew sonar'\n}}",
        lambda r: f'static NSString * const kClientSecret = @"{an(r, 40)}";',
        lambda r: f'const api_key = "{an(r, 40)}";',
        lambda r: f'(def db-spec {{:dbtype "postgresql" :dbname "{dbn(r)}" :user "{usr(r)}" :password "{pw(r)}"}})',
        lambda r: f'let token = "{gh_token(r)}"',
    ],
    rows=18,
)


def ipynb(cells: list[str]) -> str:
    return json.dumps(
        {
            "cells": [
                {"cell_type": "code", "execution_count": i + 1, "metadata": {}, "outputs": [], "source": c.split("\n")}
                for i, c in enumerate(cells)
            ],
            "metadata": {"kernelspec": {"name": "python3"}},
            "nbformat": 4,
            "nbformat_minor": 5,
        }
    )


S(
    "notebook_secret",
    "notebooks with secrets: .ipynb JSON cells (OpenAI, Kaggle, W&B, database), Colab userdata fallback with a literal, an R Markdown chunk, a Databricks notebook, a Zeppelin paragraph, a notebook output printing a token",
    [
        lambda r: ipynb(
            [
                "import os",
                f"os.environ['OPENAI_API_KEY'] = 'sk-proj-{rs(r, 48, string.ascii_letters + string.digits + '_-')}T3BlbkFJ{rs(r, 48, string.ascii_letters + string.digits + '_-')}'",
            ]
        ),
        lambda r: ipynb(
            ["!mkdir -p ~/.kaggle", f'!echo \'{{"username":"{usr(r)}","key":"{h(r, 32)}"}}\' > ~/.kaggle/kaggle.json']
        ),
        lambda r: ipynb(["import wandb", f"wandb.login(key='{h(r, 40)}')"]),
        lambda r: ipynb(
            [
                f"engine = create_engine('postgresql://{usr(r)}:{pwu(r)}@{host(r)}/{dbn(r)}')",
                "df = pd.read_sql('select * from orders', engine)",
            ]
        ),
        lambda r: (
            f"# Colab\ntry:\n    from google.colab import userdata\n    token = userdata.get('HF_TOKEN')\nexcept Exception:\n    token = 'hf_{an(r, 34)}'"
        ),
        lambda r: (
            f"```{{r setup}}\nlibrary(DBI)\ncon <- dbConnect(RPostgres::Postgres(), host = '{host(r)}', user = '{usr(r)}', password = '{pw(r)}')\n```"
        ),
        lambda r: (
            f'# Databricks notebook source\nstorage_key = "{azure_key(r)}"\nspark.conf.set("fs.azure.account.key.{pick(r, WORDS)}lake.dfs.core.windows.net", storage_key)'
        ),
        lambda r: (
            f"%jdbc(url=jdbc:mysql://{host(r)}:3306/{dbn(r)}, user={usr(r)}, password={pwu(r)})\nSELECT COUNT(*) FROM orders"
        ),
        lambda r: json.dumps(
            {
                "cell_type": "code",
                "outputs": [
                    {
                        "output_type": "stream",
                        "name": "stdout",
                        "text": [f"token: {an(r, 12)}.{an(r, 40)}\n", "status: ok\n"],
                    }
                ],
                "source": ["print('token:', client.token)"],
            }
        ),
    ],
)

S(
    "iac_secret",
    "secrets in infrastructure code: terraform.tfvars, Terraform state JSON with a sensitive value in clear, Pulumi stack config without secure:, CloudFormation parameter default, Chef data bag item, Puppet Hiera, Salt pillar, NixOS initialPassword, cloud-init chpasswd, Crossplane connection secret, Bicep parameter file",
    [
        lambda r: (
            f'db_password      = "{pw(r)}"\ncloudflare_token = "{rs(r, 40, string.ascii_letters + string.digits + "_-")}"\nregion           = "{pick(r, REGIONS)}"'
        ),
        lambda r: json.dumps(
            {
                "version": 4,
                "resources": [
                    {
                        "type": "random_password",
                        "name": "db",
                        "instances": [
                            {
                                "attributes": {"length": 24, "result": pw(r)},
                                "sensitive_attributes": [[{"type": "get_attr", "value": "result"}]],
                            }
                        ],
                    }
                ],
            }
        ),
        lambda r: (
            f"config:\n  aws:region: {pick(r, REGIONS)}\n  {pick(r, WORDS)}:dbPassword: {pw(r)}\n  {pick(r, WORDS)}:stripeKey: {stripe_like(r, 'sk_live_')}"
        ),
        lambda r: f"Parameters:\n  MasterUserPassword:\n    Type: String\n    Default: {pw(r)}",
        lambda r: json.dumps({"id": "smtp", "user": email(r), "password": pw(r)}, indent=2),
        lambda r: f"---\nprofile::db::password: '{pw(r)}'\nprofile::db::user: '{usr(r)}'",
        lambda r: f"mysql:\n  server:\n    root_password: {pw(r)}\n  user:\n    app:\n      password: {pw(r)}",
        lambda r: (
            f'users.users.{nm(r).lower()} = {{\n  isNormalUser = true;\n  initialPassword = "{pw(r)}";\n  extraGroups = [ "wheel" ];\n}};'
        ),
        lambda r: (
            f"#cloud-config\nchpasswd:\n  expire: false\n  users:\n    - name: ubuntu\n      password: {pw(r)}\n      type: text"
        ),
        lambda r: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: rds-conn\nstringData:\n  endpoint: {pick(r, WORDS)}.{lo(r, 12)}.eu-west-1.rds.amazonaws.com\n  username: {usr(r)}\n  password: {pw(r)}"
        ),
        lambda r: json.dumps(
            {
                "$schema": "https://schema.management.azure.com/schemas/2019-04-01/deploymentParameters.json#",
                "contentVersion": "1.0.0.0",
                "parameters": {"administratorLoginPassword": {"value": pw(r)}},
            },
            indent=2,
        ),
    ],
    rows=11,
)

S(
    "ci_file_secret",
    "literal secrets in CI files: .gitlab-ci.yml variables, GitHub Actions env and with: password, CircleCI environment, Azure Pipelines variables, Bitbucket Pipelines, Jenkinsfile environment, Drone, Travis env.global, Buildkite env, Woodpecker, Tekton param default",
    [
        lambda r: (
            f'variables:\n  DOCKER_DRIVER: overlay2\n  REGISTRY_PASSWORD: "{pw(r)}"\n\nbuild:\n  script:\n    - docker login -u ci -p $REGISTRY_PASSWORD registry.{dom(r)}'
        ),
        lambda r: (
            f"      - uses: docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: {usr(r)}\n          password: {gh_token(r)}"
        ),
        lambda r: (
            f"jobs:\n  deploy:\n    docker:\n      - image: cimg/node:20.11\n        environment:\n          NETLIFY_AUTH_TOKEN: nfp_{an(r, 36)}"
        ),
        lambda r: (
            f"variables:\n  - name: sqlPassword\n    value: '{pw(r)}'\nsteps:\n  - script: ./migrate.sh $(sqlPassword)"
        ),
        lambda r: (
            f"pipelines:\n  default:\n    - step:\n        script:\n          - export SNYK_TOKEN={uid(r)}\n          - snyk test"
        ),
        lambda r: (
            f"pipeline {{\n  environment {{\n    SLACK_TOKEN = '{slack_bot(r)}'\n  }}\n  stages {{ stage('notify') {{ steps {{ sh './notify.sh' }} }} }}\n}}"
        ),
        lambda r: (
            f"steps:\n  - name: publish\n    image: plugins/npm\n    settings:\n      username: {usr(r)}\n      token: {npm_token(r)}"
        ),
        lambda r: f"env:\n  global:\n    - HEROKU_API_KEY={uid(r)}\n    - NODE_ENV=test",
        lambda r: (
            f'steps:\n  - label: ":rocket: deploy"\n    command: ./deploy.sh\n    env:\n      FLY_API_TOKEN: "FlyV1 fm2_{b64(r, 120).rstrip("=")}"'
        ),
        lambda r: (
            f"steps:\n  - name: notify\n    image: alpine\n    environment:\n      TELEGRAM_TOKEN: {telegram_token(r)}"
        ),
        lambda r: f"params:\n  - name: api-key\n    type: string\n    default: {an(r, 40)}",
    ],
    rows=11,
)

# ---------------------------------------------------------------------------------------------------------------
# Hidden secrets: the value is there, disguised
# ---------------------------------------------------------------------------------------------------------------


def sprinkle(r: Random, s: str, chars: str, every: int = 3) -> str:
    out = []
    for i, ch in enumerate(s):
        out.append(ch)
        if i % every == every - 1 and i < len(s) - 1:
            out.append(pick(r, list(chars)))
    return "".join(out)


def tags(s: str) -> str:
    return "".join(chr(0xE0000 + ord(c)) for c in s)


S(
    "hidden_invisible",
    "invisible characters other than blind7's zero-width set: soft hyphen U+00AD, invisible operators U+2061-2064, combining grapheme joiner U+034F, LRM/RLM, bidi isolates and overrides, variation selector U+FE0F, Mongolian vowel separator U+180E, Unicode tag characters",
    [
        lambda r: f"pass\u00adword: {sprinkle(r, pw(r), chr(0xAD))}",
        lambda r: f"api_key={sprinkle(r, 'sk_live_' + an(r, 24), chr(0x2062) + chr(0x2063))}",
        lambda r: f"GitHub token {sprinkle(r, gh_token(r), chr(0x34F), 4)}",
        lambda r: f"the db password is \u200e{sprinkle(r, pw(r), chr(0x200E) + chr(0x200F), 2)}\u200f",
        lambda r: f"AWS_SECRET_ACCESS_KEY=\u2066{aws_secret(r)}\u2069 (id \u2067{aws_id(r)}\u2069)",
        lambda r: (
            f"token\ufe0f: {sprinkle(r, 'xoxb-' + dg(r, 12) + '-' + dg(r, 13) + '-' + an(r, 24), chr(0xFE0F), 5)}"
        ),
        lambda r: f"wifi key {sprinkle(r, pwu(r), chr(0x180E), 2)}",
        lambda r: f"note to self{tags(' password: ' + pw(r))} — nothing to see here",
        lambda r: f"p\u2061a\u2061s\u2061s\u2061w\u2061o\u2061r\u2061d = {pw(r)}",
        lambda r: (
            f"OPENAI_API_KEY=sk-{sprinkle(r, 'proj-' + rs(r, 48, string.ascii_letters + string.digits) + 'T3BlbkFJ' + rs(r, 48, string.ascii_letters + string.digits), chr(0xAD) + chr(0x34F), 6)}"
        ),
    ],
)

GREEK = {
    "A": "Α",
    "B": "Β",
    "E": "Ε",
    "H": "Η",
    "I": "Ι",
    "K": "Κ",
    "M": "Μ",
    "N": "Ν",
    "O": "Ο",
    "P": "Ρ",
    "T": "Τ",
    "X": "Χ",
    "Y": "Υ",
    "Z": "Ζ",
    "o": "ο",
    "v": "ν",
}
ARMENIAN = {"o": "օ", "h": "հ", "n": "ո", "u": "ս", "q": "զ"}


def greek(s: str) -> str:
    return "".join(GREEK.get(c, c) for c in s)


def armenian(s: str) -> str:
    return "".join(ARMENIAN.get(c, c) for c in s)


def math_mono(s: str) -> str:
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(0x1D68A + ord(c) - ord("a")))
        elif "A" <= c <= "Z":
            out.append(chr(0x1D670 + ord(c) - ord("A")))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7F6 + ord(c) - ord("0")))
        else:
            out.append(c)
    return "".join(out)


def math_bold(s: str) -> str:
    return "".join(
        chr(0x1D41A + ord(c) - ord("a"))
        if "a" <= c <= "z"
        else (chr(0x1D400 + ord(c) - ord("A")) if "A" <= c <= "Z" else c)
        for c in s
    )


def circled(s: str) -> str:
    return "".join(
        chr(0x24D0 + ord(c) - ord("a"))
        if "a" <= c <= "z"
        else (chr(0x24B6 + ord(c) - ord("A")) if "A" <= c <= "Z" else c)
        for c in s
    )


S(
    "hidden_lookalike",
    "look-alike letters other than blind7's Cyrillic: Greek capitals in key prefixes and keywords (ΑΚΙΑ, ΡΑSSWΟRD), Armenian letters, mathematical monospace and bold letters (NFKC-foldable), circled letters, for the keyword, the prefix or the whole value",
    [
        lambda r: f"{greek('AKIA')}{aws_id(r)[4:]} / {aws_secret(r)}",
        lambda r: f"{greek('PASSWORD')}: {pw(r)}",
        lambda r: f"{armenian('github token')}: {gh_token(r)}",
        lambda r: f"{math_mono('DB_PASSWORD')}={math_mono(pwu(r))}",
        lambda r: f"{math_bold('password')} {math_bold('is')} {pw(r)}",
        lambda r: f"{circled('token')}: {math_mono(an(r, 40))}",
        lambda r: f"{greek('sk_live_').replace('v', 'ν')}{an(r, 24)}",
        lambda r: (
            f"{math_mono('-----BEGIN PRIVATE KEY-----')}\n{pem_ed(r).split(chr(10))[1]}\n{math_mono('-----END PRIVATE KEY-----')}"
        ),
        lambda r: f"{armenian('hf_')}{an(r, 34)}",
        lambda r: f"{greek('API KEY')} = {h(r, 40)}",
    ],
)


def rot13(s: str) -> str:
    return s.translate(
        str.maketrans(
            string.ascii_letters,
            string.ascii_lowercase[13:]
            + string.ascii_lowercase[:13]
            + string.ascii_uppercase[13:]
            + string.ascii_uppercase[:13],
        )
    )


def html_entities(s: str) -> str:
    return "".join(f"&#{ord(c)};" for c in s)


def json_u(s: str) -> str:
    return "".join(f"\\u{ord(c):04x}" for c in s)


S(
    "hidden_encoded",
    "secrets in encodings other than a single base64: hex, percent-encoding of every byte, ROT13 with a note, base32, HTML numeric entities, JSON \\u escapes, double base64, quoted-printable, bash $'\\x..' escapes, Python bytes.fromhex",
    [
        lambda r: f"db password (hex, decode with xxd -r -p): {pw(r).encode().hex()}",
        lambda r: f"https://{dom(r)}/login?user=admin&pass={''.join(f'%{b:02X}' for b in pw(r).encode())}",
        lambda r: f"rot13 so the bots don't read it: {rot13('password ' + pw(r))}",
        lambda r: f"api token, base32: {base64.b32encode(('ghp_' + gh_token(r)[4:]).encode()).decode()}",
        lambda r: f'<input type="hidden" name="api_key" value="{html_entities("sk_live_" + an(r, 24))}">',
        lambda r: f'{{"smtp_password": "{json_u(pw(r))}"}}',
        lambda r: f"double-encoded on purpose: {b64s(b64s(usr(r) + ':' + pw(r)))}",
        lambda r: (
            f"Content-Transfer-Encoding: quoted-printable\n\nThe new VPN password is {''.join(c if c.isalnum() else f'={ord(c):02X}' for c in pw(r))}=\n and expires in 90 days."
        ),
        lambda r: f"export API_TOKEN=$'{hexesc(an(r, 32))}'",
        lambda r: f"key = bytes.fromhex('{(aws_secret(r)).encode().hex()}').decode()  # AWS secret for {aws_id(r)}",
    ],
)


def hexesc(s: str) -> str:
    return "".join(f"\\x{b:02x}" for b in s.encode())


def halves(s: str) -> tuple[str, str]:
    k = len(s) // 2
    return s[:k], s[k:]


S(
    "hidden_split",
    "values split differently from blind7: Python implicit string concatenation, JS array join, shell variable concatenation, two table cells, every other character with a decoding rule, one word per line, SQL CONCAT, Go string +, YAML part1/part2 keys, a key in three chat messages",
    [
        lambda r: (lambda a: f'API_KEY = (\n    "{a[0]}"\n    "{a[1]}"\n)')(halves("sk_live_" + an(r, 24))),
        lambda r: (lambda a: f"const token = ['{a[0]}', '{a[1]}'].join('');")(halves(gh_token(r))),
        lambda r: (lambda a: f'P1="{a[0]}"\nP2="{a[1]}"\nexport DB_PASSWORD="$P1$P2"')(halves(pw(r))),
        lambda r: (
            lambda a: (
                f"| part | value |\n|---|---|\n| password (first half) | {a[0]} |\n| password (second half) | {a[1]} |"
            )
        )(halves(pw(r))),
        lambda r: (
            lambda p: (
                f"read every other letter starting with the first: {''.join(c + pick(r, list(string.ascii_lowercase)) for c in p)} — that's the admin password"
            )
        )(pw(r)),
        lambda r: (
            "the password is\n"
            + "\n".join(
                [
                    pick(r, WORDS).capitalize(),
                    pick(r, WORDS),
                    pick(r, WORDS).upper(),
                    str(r.randrange(10, 999)),
                    "(all together, no spaces)",
                ]
            )
        ),
        lambda r: (lambda a: f"SELECT CONCAT('{a[0]}', '{a[1]}') AS api_secret;")(halves(an(r, 40))),
        lambda r: (lambda a: f'secret := "{a[0]}" + "{a[1]}"')(halves(aws_secret(r))),
        lambda r: (lambda a: f"smtp:\n  password_part1: {a[0]}\n  password_part2: {a[1]}")(halves(pw(r))),
        lambda r: (
            lambda t: (
                f"[{hhmm(r)}] {nm(r)}: token part 1: {t[:14]}\n[{hhmm(r)}] {nm(r)}: part 2: {t[14:28]}\n[{hhmm(r)}] {nm(r)}: and the rest: {t[28:]}"
            )
        )("xoxp-" + dg(r, 12) + "-" + dg(r, 12) + "-" + h(r, 32)),
    ],
)

S(
    "hidden_markup",
    "secrets hidden in markup: HTML comments, markdown link titles, image alt text, CSS content, SVG desc, XML CDATA, LaTeX macros, Discord spoilers, HTML details blocks, markdown footnotes",
    [
        lambda r: f"<p>Quarterly report attached.</p>\n<!-- admin login: {usr(r)} / {pw(r)} -->",
        lambda r: f'See the [dashboard](https://grafana.{dom(r)} "login admin, password {pw(r)}") for details.',
        lambda r: f"![api key {an(r, 12)}.{an(r, 32)}](diagram.png)",
        lambda r: f'.debug::after {{ content: "token={an(r, 40)}"; display: none; }}',
        lambda r: (
            f'<svg xmlns="http://www.w3.org/2000/svg"><desc>stripe key sk_live_{an(r, 24)}</desc><circle r="4"/></svg>'
        ),
        lambda r: f"<config><credentials><![CDATA[user={usr(r)};password={pw(r)}]]></credentials></config>",
        lambda r: f"\\newcommand{{\\dbpass}}{{{pw(r)}}} % do not print",
        lambda r: f"the wifi password is ||{pwu(r)}||",
        lambda r: f"<details><summary>credentials</summary>\n\nuser: `{usr(r)}`  \npassword: `{pw(r)}`\n\n</details>",
        lambda r: f"Deployment works as described.[^1]\n\n[^1]: Heroku API key {uid(r)}",
    ],
)

EMOJI_DIGITS = [
    "0\ufe0f\u20e3",
    "1\ufe0f\u20e3",
    "2\ufe0f\u20e3",
    "3\ufe0f\u20e3",
    "4\ufe0f\u20e3",
    "5\ufe0f\u20e3",
    "6\ufe0f\u20e3",
    "7\ufe0f\u20e3",
    "8\ufe0f\u20e3",
    "9\ufe0f\u20e3",
]
DIGITS_DE = ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"]
DIGITS_ES = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"]
DIGITS_FR = ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"]


S(
    "hidden_spelled",
    "secrets spelled out: PINs and codes as number words in German, Spanish and French, keycap emoji digits, NATO spelling of a password, a password described piece by piece, a card number in words, an OTP with spaces and words mixed",
    [
        lambda r: f"Die PIN ist {' '.join(DIGITS_DE[int(c)] for c in dg(r, 4))}",
        lambda r: f"El código de la alarma: {' '.join(DIGITS_ES[int(c)] for c in dg(r, 6))}",
        lambda r: f"Le code de la porte : {' '.join(DIGITS_FR[int(c)] for c in dg(r, 4))}, puis la touche A",
        lambda r: f"safe code {''.join(EMOJI_DIGITS[int(c)] for c in dg(r, 4))}",
        lambda r: f"VPN password in NATO: {spoken(short_pw(r))}",
        lambda r: (
            f"the router password is the dog's name {pick(r, WORDS).capitalize()}, then {r.randrange(1970, 2020)}, then an exclamation mark, no spaces"
        ),
        lambda r: f"card: {' '.join(DIGIT_WORDS[int(c)] for c in card(r, 'visa'))}, expiry {exp(r)}",
        lambda r: (
            f"the code is {dg(r, 3)} {' '.join(DIGIT_WORDS[int(c)] for c in dg(r, 3))} — it's the bank's verification code"
        ),
        lambda r: f"Passwort, buchstabiert: {' - '.join(short_pw(r))}",
    ],
)

# ---------------------------------------------------------------------------------------------------------------
# Benign near-misses
# ---------------------------------------------------------------------------------------------------------------

B(
    "placeholder_key",
    "placeholders in docs and templates: sk-..., YOUR_API_KEY_HERE, %API_KEY%, $(cat file), {{ .Values.apiKey }}, ghp_ and AKIA followed by X's, <insert token>, empty values, process.env references, xoxb-your-token, TODO",
    [
        lambda r: f"Set OPENAI_API_KEY=sk-... in your shell before running `{pick(r, WORDS)} eval`.",
        lambda r: f"const client = new {pick(r, ['Resend', 'Mistral', 'Groq', 'Replicate'])}('YOUR_API_KEY_HERE');",
        lambda r: "set API_KEY=%API_KEY%\ncall deploy.cmd",
        lambda r: f'curl -H "Authorization: Bearer $(cat ~/.config/{pick(r, WORDS)}/token)" https://api.{dom(r)}/v1/me',
        lambda r: "env:\n  - name: API_KEY\n    value: {{ .Values.apiKey | quote }}",
        lambda r: "GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX  # replace with your own token",
        lambda r: (
            "aws_access_key_id = AKIAXXXXXXXXXXXXXXXX\naws_secret_access_key = XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"
        ),
        lambda r: "Authorization: Bearer <insert token>",
        lambda r: f'[{pick(r, WORDS)}]\napi_key = ""\nregion = "{pick(r, REGIONS)}"',
        lambda r: 'const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!, { apiVersion: "2024-06-20" });',
        lambda r: "SLACK_BOT_TOKEN=xoxb-your-bot-token\nSLACK_SIGNING_SECRET=your-signing-secret",
        lambda r: "webhook_secret: TODO  # ask ops for the real one, never commit it",
    ],
)

B(
    "placeholder_password",
    "password placeholders and prompts: <your-password>, mysql -p (prompt), ${PGPASSWORD}, --password-file, null, set-by-env comments, read -s, __REPLACE__, Get-Credential, docker secret files",
    [
        lambda r: f'psql "postgresql://{usr(r)}:<your-password>@{host(r)}:5432/{dbn(r)}"',
        lambda r: f"mysql -u {usr(r)} -p -h {host(r)}   # you will be prompted for the password",
        lambda r: "PGPASSWORD=${PGPASSWORD:?set it in .env.local} pg_dump -Fc app > app.dump",
        lambda r: f"{pick(r, WORDS)}-server --db-password-file /run/secrets/db_password",
        lambda r: json.dumps({"host": host(r), "user": usr(r), "password": None, "sslmode": "require"}),
        lambda r: 'password = ""  # filled from SMTP_PASSWORD at runtime',
        lambda r: 'read -rsp "Vault password: " VAULT_PW && echo',
        lambda r: "DB_PASSWORD=__REPLACE__\nDB_USER=__REPLACE__",
        lambda r: "$cred = Get-Credential -Message 'Enter the service account password'",
        lambda r: "environment:\n  POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\nsecrets:\n  - pg_password",
        lambda r: f"spring.datasource.password=${{DB_PASSWORD}}\nspring.datasource.username={usr(r)}",
    ],
)

B(
    "redacted_masked",
    "redacted and masked values: Terraform (sensitive value), Actions ***, ********, [REDACTED], dashboards showing sk-…last4, <masked>, kubectl describe byte counts, AKIA…last4, [hidden], policy redactions",
    [
        lambda r: '  + password = (sensitive value)\n  + username = "admin"',
        lambda r: "Run ./deploy.sh\n  env:\n    API_TOKEN: ***\nDeploying to production...",
        lambda r: f"user: {usr(r)}\npassword: ********",
        lambda r: f"{ts(r)} POST /login email={email(r)} password=[REDACTED] status=401",
        lambda r: f"Secret key sk-...{an(r, 4)} created on {r.randrange(1, 28)} Mar 2026, last used 2 days ago",
        lambda r: "token=<masked> expires_in=3600",
        lambda r: "Data\n====\npassword:  24 bytes\nusername:  5 bytes",
        lambda r: f"Access key AKIA************{up(r, 4)} (Active, last used 3 hours ago)",
        lambda r: f"=== {pick(r, WORDS)}-prod Config Vars\nDATABASE_URL: [hidden]\nREDIS_URL:    [hidden]",
        lambda r: json.dumps({"api_key": "<redacted by policy>", "user": email(r)}),
        lambda r: "Mot de passe : •••••••••• (masqué)",
    ],
)


def clerk_pk(r: Random) -> str:
    return "pk_live_" + b64s(f"clerk.{dom(r)}$")


B(
    "publishable_key",
    "keys that are public by design, said to be client-side: Clerk pk_live_ (base64 of the frontend API host), Turnstile and hCaptcha site keys, Segment write key, Mixpanel token, Amplitude key, Adyen client key, Razorpay key_id, Paystack pk_live_, Flutterwave public key, GA measurement id, Supabase anon key, Stripe pk_live_",
    [
        lambda r: f"NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY={clerk_pk(r)}",
        lambda r: (
            f'<div class="cf-turnstile" data-sitekey="0x4AAAAAAA{rs(r, 14, string.ascii_letters + string.digits + "_-")}"></div>'
        ),
        lambda r: f'<div class="h-captcha" data-sitekey="{uid(r)}"></div>',
        lambda r: f"analytics.load('{an(r, 32)}') // Segment write key, runs in the browser",
        lambda r: f"mixpanel.init('{h(r, 32)}', {{ track_pageview: true }}); // project token is public",
        lambda r: f"amplitude.init('{h(r, 32)}'); // browser SDK API key (not the secret key)",
        lambda r: f"const checkout = await AdyenCheckout({{ clientKey: 'live_{up(r, 32)}', environment: 'live' }});",
        lambda r: (
            f"var options = {{ key: 'rzp_live_{an(r, 14)}', amount: 50000, currency: 'INR' }}; // key_id only, the secret stays on the server"
        ),
        lambda r: f"PaystackPop.setup({{ key: 'pk_live_{h(r, 40)}', email: customer.email, amount: 10000 }})",
        lambda r: (
            f"FlutterwaveCheckout({{ public_key: 'FLWPUBK-{h(r, 32)}-X', tx_ref: 'tx-{r.randrange(1000, 9999)}' }})"
        ),
        lambda r: f"gtag('config', 'G-{up(r, 10)}');",
        lambda r: (
            f"NEXT_PUBLIC_SUPABASE_ANON_KEY={jwt(r, {'iss': 'supabase', 'ref': lo(r, 20), 'role': 'anon', 'iat': now_ts(r), 'exp': now_ts(r) + 315360000})}  # anon key, safe in the browser with RLS on"
        ),
        lambda r: f"Stripe publishable key for checkout.js: pk_live_51{an(r, 22)}{an(r, 75)}",
    ],
    rows=13,
)

B(
    "oauth_client_id",
    "public identifiers of apps without their secrets: Google client id, Azure app and tenant ids, Auth0 domain + client id, GitHub App id and client id, Slack client id, Discord application id, Cognito user pool id, Apple Services ID, Okta client id",
    [
        lambda r: f"GOOGLE_CLIENT_ID={dg(r, 12)}-{lo(r, 32)}.apps.googleusercontent.com",
        lambda r: f"Application (client) ID: {uid(r)}\nDirectory (tenant) ID: {uid(r)}",
        lambda r: f"AUTH0_DOMAIN={pick(r, WORDS)}.eu.auth0.com\nAUTH0_CLIENT_ID={an(r, 32)}",
        lambda r: f"GitHub App ID: {r.randrange(100000, 999999)}, Client ID: Iv23li{an(r, 14)}",
        lambda r: f"slack client_id {dg(r, 12)}.{dg(r, 13)} (the secret is in Vault)",
        lambda r: f"Discord application id {r.randrange(10**17, 10**19)} — invite URL uses it as client_id",
        lambda r: f"userPoolId: '{pick(r, REGIONS)}_{an(r, 9)}',\nuserPoolWebClientId: '{lo(r, 26)}',",
        lambda r: f"Sign in with Apple Services ID: com.{pick(r, WORDS)}.web.signin",
        lambda r: f"OKTA_CLIENT_ID=0oa{an(r, 17)}\nOKTA_ISSUER=https://{pick(r, WORDS)}.okta.com/oauth2/default",
    ],
    rows=11,
)

B(
    "ssh_public_key",
    "SSH public keys with real blobs: ssh-ed25519 (derived from a seed), ecdsa-sha2-nistp256 (real point), ssh-rsa (real modulus) in authorized_keys, GitHub /keys output, Terraform aws_key_pair, cloud-init, Gitea deploy keys, ssh-keygen -y output",
    [
        lambda r: ssh_ed_public(r, f"{usr(r)}@{pick(r, WORDS)}"),
        lambda r: f"$ curl https://github.com/{usr(r)}.keys\n{ssh_ed_public(r, '')}\n{ssh_ecdsa_public(r, '')}",
        lambda r: (
            f'resource "aws_key_pair" "deployer" {{\n  key_name   = "deployer"\n  public_key = "{ssh_ed_public(r, "deployer@ci")}"\n}}'
        ),
        lambda r: f"#cloud-config\nssh_authorized_keys:\n  - {ssh_rsa_public(r, usr(r))}",
        lambda r: f"Deploy key (read-only) added to the repo: {ssh_ecdsa_public(r, 'deploy')}",
        lambda r: f"$ ssh-keygen -y -f ~/.ssh/id_ed25519\n{ssh_ed_public(r, '')}",
        lambda r: f'command="/usr/local/bin/backup-only",no-pty {ssh_ed_public(r, "backup@nas")}',
        lambda r: f"@cert-authority *.{dom(r)} {ssh_ed_public(r, 'ca')}",
    ],
    rows=11,
)

B(
    "public_key_pem_cert",
    "PEM public material: SPKI P-256 (real point), RSA SPKI (real modulus), Ed25519 SPKI, X.509 certificates, a JWKS with n and e only, a CA bundle line, an RSA PUBLIC KEY",
    [
        lambda r: pem("PUBLIC KEY", spki_ec(p256_keypair(r)[1])),
        lambda r: f"JWT verification key:\n{pem('PUBLIC KEY', spki_rsa(rsa_key(r)[1]))}",
        lambda r: pem("PUBLIC KEY", spki_ed(ed25519_public(rb(r, 32)))),
        lambda r: x509_cert(r, f"api.{dom(r)}"),
        lambda r: json.dumps(
            {"keys": [{"kty": "RSA", "kid": h(r, 16), "use": "sig", "alg": "RS256", "n": b64u(r, 128), "e": "AQAB"}]}
        ),
        lambda r: f"ssl_trusted_certificate /etc/ssl/ca.pem;\n# ca.pem:\n{x509_cert(r, 'Internal Root CA')}",
        lambda r: pem("RSA PUBLIC KEY", rsa_key(r)[1]),
        lambda r: f"Webhook signature public key (verify only):\n{pem('PUBLIC KEY', spki_ec(p256_keypair(r)[1]))}",
    ],
    rows=11,
)

B(
    "public_keys_other",
    "other public keys and addresses derived from real keys: age recipients (bech32), minisign public key, Nostr npub, WireGuard [Peer] PublicKey (real X25519), Tor v3 onion addresses (real SHA3 checksum), cosign.pub, OpenPGP public key blocks (real CRC-24), Tailscale node key",
    [
        lambda r: f"recipients for the backups:\n{age_public(r)}\n{age_public(r)}",
        lambda r: f"minisign -Vm release.tar.gz -P RWQ{b64(r, 39)[:53]}",
        lambda r: f"follow me on nostr: {bech32('npub', _to5(rb(r, 32)))}",
        lambda r: (
            f"[Peer]\nPublicKey = {wg_public(r)}\nAllowedIPs = 10.8.0.{r.randrange(2, 250)}/32\nEndpoint = {ip(r)}:51820"
        ),
        lambda r: f"Our onion mirror: http://{onion_v3(r)}/",
        lambda r: (
            f"cosign verify --key cosign.pub ghcr.io/{pick(r, WORDS)}/app:1.2\n# cosign.pub\n{pem('PUBLIC KEY', spki_ec(p256_keypair(r)[1]))}"
        ),
        lambda r: pgp_key(r, f"{full(r)} <{email(r)}>", False),
        lambda r: f"node key nodekey:{h(r, 64)} (public, shown in tailscale status --json)",
    ],
    rows=11,
)

B(
    "fingerprint",
    "fingerprints and key ids: SSH SHA256 fingerprints computed from real keys, host-key prompts, GPG fingerprints, TLS SHA-256 fingerprints, HPKP-style pins, certificate thumbprints, Signal safety numbers",
    [
        lambda r: f"256 {ssh_fingerprint(ssh_ed_public(r, ''))} {usr(r)}@{pick(r, WORDS)} (ED25519)",
        lambda r: (
            f"The authenticity of host '{host(r)} ({ip(r)})' can't be established.\nED25519 key fingerprint is {ssh_fingerprint(ssh_ed_public(r, ''))}.\nAre you sure you want to continue connecting (yes/no/[fingerprint])?"
        ),
        lambda r: f"pub   ed25519 2026-01-12 [SC]\n      {H(r, 40)}\nuid           [ultimate] {full(r)} <{email(r)}>",
        lambda r: f"SHA256 Fingerprint={':'.join(H(r, 2) for _ in range(32))}",
        lambda r: f'pin-sha256="{b64(r, 32)}"',
        lambda r: f"Thumbprint: {H(r, 40)}  Subject: CN={pick(r, WORDS)}.{dom(r)}",
        lambda r: "Safety number: " + " ".join(dg(r, 5) for _ in range(12)),
        lambda r: f"gpg --recv-keys {H(r, 16)}",
    ],
    rows=11,
)

B(
    "git_sha",
    "commit ids in git output: log --oneline, rev-parse, merge commits, reflog, pinned actions, submodule status, a revert message, go.mod pseudo-versions",
    [
        lambda r: "\n".join(
            f"{h(r, 7)} {pick(r, ['fix', 'feat', 'chore', 'docs'])}: {pick(r, WORDS)} {pick(r, WORDS)}"
            for _ in range(4)
        ),
        lambda r: f"$ git rev-parse HEAD\n{h(r, 40)}",
        lambda r: f"Merge: {h(r, 7)} {h(r, 7)}\nAuthor: {full(r)} <{email(r)}>",
        lambda r: (
            f"{h(r, 7)} HEAD@{{0}}: rebase (finish): returning to refs/heads/main\n{h(r, 7)} HEAD@{{1}}: commit: tweak retries"
        ),
        lambda r: f"- uses: actions/checkout@{h(r, 40)} # v4.2.2",
        lambda r: f" {h(r, 40)} vendor/{pick(r, WORDS)} (v1.{r.randrange(20)}.0)",
        lambda r: f'Revert "add {pick(r, WORDS)} cache"\n\nThis reverts commit {h(r, 40)}.',
        lambda r: (
            f"github.com/{pick(r, WORDS)}/{pick(r, WORDS)} v0.0.0-2026{r.randrange(1, 13):02d}{r.randrange(10, 28)}101112-{h(r, 12)}"
        ),
    ],
    rows=11,
)

B(
    "uuid_id",
    "identifiers that grant nothing: ARNs, Azure subscription/resource ids, GCP project numbers, Stripe object ids (cus_, price_, pi_), Twilio message SIDs, Slack channel ids, Discord user ids, Shopify gids, Kubernetes UIDs",
    [
        lambda r: f"arn:aws:iam::{dg(r, 12)}:role/{pick(r, WORDS)}-deployer",
        lambda r: (
            f"/subscriptions/{uid(r)}/resourceGroups/rg-{pick(r, WORDS)}/providers/Microsoft.Web/sites/{pick(r, WORDS)}-api"
        ),
        lambda r: f"GCP project number {dg(r, 12)} ({pick(r, WORDS)}-prod-{r.randrange(100, 999)})",
        lambda r: f"customer cus_{an(r, 14)} subscribed to price_{an(r, 24)}; payment intent pi_{an(r, 24)} succeeded",
        lambda r: f"Twilio message SM{h(r, 32)} delivered",
        lambda r: f"post the report in channel C0{up(r, 9)} and ping U0{up(r, 9)}",
        lambda r: f"gid://shopify/Product/{dg(r, 13)}",
        lambda r: f'metadata:\n  name: api-7f9c\n  uid: {uid(r)}\n  resourceVersion: "{dg(r, 8)}"',
        lambda r: f"request {uid(r)} for tenant {uid(r)} finished in {r.randrange(20, 900)} ms",
    ],
    rows=11,
)

B(
    "checksum_digest",
    "digests: sha256sum lines, image digests, npm integrity, SRI, ETags, go.sum, crc32, SHA-512 of a release, Cargo.lock checksums",
    [
        lambda r: f"{h(r, 64)}  {pick(r, WORDS)}-linux-amd64.tar.gz",
        lambda r: f"image: ghcr.io/{pick(r, WORDS)}/api@sha256:{h(r, 64)}",
        lambda r: f'"integrity": "sha512-{b64(r, 64)}"',
        lambda r: (
            f'<script src="https://cdn.{dom(r)}/lib.min.js" integrity="sha384-{b64(r, 48)}" crossorigin="anonymous"></script>'
        ),
        lambda r: f'ETag: "{h(r, 32)}"',
        lambda r: f"github.com/{pick(r, WORDS)}/{pick(r, WORDS)} v1.{r.randrange(20)}.0 h1:{b64(r, 32)}",
        lambda r: f"crc32: {h(r, 8)}",
        lambda r: f"SHA512 ({pick(r, WORDS)}-2.{r.randrange(9)}.0.dmg) = {h(r, 128)}",
        lambda r: f'[[package]]\nname = "{pick(r, WORDS)}"\nversion = "0.{r.randrange(30)}.1"\nchecksum = "{h(r, 64)}"',
    ],
    rows=11,
)


def django_hash(r: Random) -> str:
    salt = an(r, 22)
    dk = hashlib.pbkdf2_hmac("sha256", pw(r).encode(), salt.encode(), 1000)
    return f"pbkdf2_sha256$870000${salt}${base64.b64encode(dk).decode()}"


def ssha(r: Random) -> str:
    salt = rb(r, 8)
    return "{SSHA}" + base64.b64encode(hashlib.sha1(pw(r).encode() + salt).digest() + salt).decode()


BCRYPT_CHARS = "./" + string.ascii_uppercase + string.ascii_lowercase + string.digits


B(
    "password_hash",
    "password hashes stated as hashes: Django PBKDF2 and LDAP SSHA (real digests of random passwords), bcrypt, argon2id, yescrypt shadow line, MySQL native, PostgreSQL SCRAM-SHA-256, Jupyter argon2 hash, Traefik users (apr1), Cisco type 8",
    [
        lambda r: f"password column: {django_hash(r)}",
        lambda r: f"userPassword: {ssha(r)}",
        lambda r: f"bcrypt hash stored for {usr(r)}: $2b$12${rs(r, 53, BCRYPT_CHARS)}",
        lambda r: f"$argon2id$v=19$m=65536,t=3,p=4${b64(r, 16).rstrip('=')}${b64(r, 32).rstrip('=')}",
        lambda r: f"{usr(r)}:$y$j9T${rs(r, 22, BCRYPT_CHARS)}${rs(r, 43, BCRYPT_CHARS)}:19700:0:99999:7:::",
        lambda r: f"authentication_string: *{H(r, 40)}",
        lambda r: f"rolpassword: SCRAM-SHA-256$4096:{b64(r, 16)}${b64(r, 32)}:{b64(r, 32)}",
        lambda r: (
            f"c.ServerApp.password = 'argon2:$argon2id$v=19$m=10240,t=10,p=8${b64(r, 16).rstrip('=')}${b64(r, 32).rstrip('=')}'  # hashed with jupyter server password"
        ),
        lambda r: (
            f"traefik.http.middlewares.auth.basicauth.users={usr(r)}:$$apr1$${rs(r, 8, BCRYPT_CHARS)}$${rs(r, 22, BCRYPT_CHARS)}"
        ),
        lambda r: f"username admin privilege 15 secret 8 $8${rs(r, 14, BCRYPT_CHARS)}${rs(r, 43, BCRYPT_CHARS)}",
    ],
    rows=11,
)

B(
    "request_trace_id",
    "request, trace and correlation ids: traceparent, X-Request-ID, Datadog trace ids, cf-ray, x-amzn-RequestId, Sentry event ids, Azure x-ms-request-id, Kafka offsets with a correlation id, an OpenTelemetry span dump",
    [
        lambda r: f"traceparent: 00-{h(r, 32)}-{h(r, 16)}-01",
        lambda r: f"X-Request-ID: {uid(r)}",
        lambda r: f'dd.trace_id={dg(r, 19)} dd.span_id={dg(r, 19)} msg="cache miss"',
        lambda r: f"cf-ray: {h(r, 16)}-{pick(r, ['FRA', 'AMS', 'CDG', 'NRT', 'GRU'])}",
        lambda r: f"x-amzn-RequestId: {uid(r)}",
        lambda r: f"Sentry event {h(r, 32)} grouped into issue {pick(r, WORDS).upper()}-{r.randrange(10, 999)}",
        lambda r: f"x-ms-request-id: {uid(r)}\nx-ms-correlation-request-id: {uid(r)}",
        lambda r: f"consumed partition 3 offset {dg(r, 7)} correlation_id={an(r, 20)}",
        lambda r: json.dumps(
            {
                "name": "GET /orders",
                "context": {"trace_id": "0x" + h(r, 32), "span_id": "0x" + h(r, 16)},
                "status": {"status_code": "OK"},
            }
        ),
    ],
    rows=11,
)

B(
    "order_tracking",
    "parcel and booking references: Royal Mail, PostNL, Colissimo, Japan Post, India Post, Correos, GLS, DPD, Yamato, airline PNRs, hotel confirmations, invoice numbers",
    [
        lambda r: f"Royal Mail tracking: {up(r, 2)}{dg(r, 9)}GB",
        lambda r: f"PostNL track & trace 3S{up(r, 4)}{dg(r, 9)}",
        lambda r: f"Votre colis Colissimo n° 6A{dg(r, 11)} sera livré demain.",
        lambda r: f"追跡番号 {dg(r, 4)}-{dg(r, 4)}-{dg(r, 4)}（日本郵便）",
        lambda r: f"India Post consignment EE{dg(r, 9)}IN dispatched from Pune",
        lambda r: f"Envío Correos PQ{up(r, 4)}{dg(r, 10)}{up(r, 1)}",
        lambda r: f"GLS Paketnummer {dg(r, 11)}, DPD {dg(r, 14)}",
        lambda r: f"ヤマト運輸 伝票番号 {dg(r, 12)}",
        lambda r: (
            f"Booking reference {up(r, 6)} — flight {pick(r, ['LH', 'AF', 'KL', 'TP'])}{r.randrange(100, 2000)} on {r.randrange(1, 28)} May"
        ),
        lambda r: f"Hotel confirmation #{dg(r, 10)}, check-in after 15:00",
        lambda r: f"Invoice INV-2026-{dg(r, 5)} is due on the 30th (PO {dg(r, 7)})",
    ],
    rows=11,
)

B(
    "iban_payment_details",
    "details for receiving money, no credential: IBANs with real check digits (BE, CH, PL, PT, SE, NO, DK, FI, CZ, HU, LT, HR, SI, EE, GR), CLABE with a real check digit, BIC/SWIFT, IFSC + account, BSB + account, Pix key, ABA routing with a real checksum",
    [
        lambda r: (
            f"Please pay invoice {r.randrange(1000, 9999)} to {iban(r, pick(r, ['BE', 'CH', 'PL', 'PT', 'SE', 'NO']))}, BIC {rs(r, 4, string.ascii_uppercase)}{pick(r, ['BE', 'CH', 'PL', 'PT'])}{up(r, 2)}"
        ),
        lambda r: f"Kontonummer for husleie: {iban(r, 'DK')}",
        lambda r: f"Tilisiirto: {iban(r, 'FI')}, viite {dg(r, 8)}",
        lambda r: f"Číslo účtu pro platbu: {iban(r, 'CZ')}, VS {dg(r, 8)}",
        lambda r: f"Utalás: {iban(r, 'HU')} – közlemény: tagdíj 2026",
        lambda r: f"Refundacija na račun {iban(r, 'HR')}",
        lambda r: f"Transferencia SPEI a la CLABE {clabe(r)} (proveedor {pick(r, LAST)})",
        lambda r: f"NEFT to A/c {dg(r, 12)}, IFSC {rs(r, 4, string.ascii_uppercase)}0{up(r, 6)}",
        lambda r: f"Pay the deposit to BSB {r.randrange(100, 999)}-{r.randrange(100, 999)} account {dg(r, 8)}",
        lambda r: f"Chave Pix para o reembolso: {email(r)}",
        lambda r: f"ACH routing {aba(r)}, account ending {dg(r, 4)} — for payroll deposits only",
        lambda r: f"Sąskaita paramai: {iban(r, 'LT')}; Račun: {iban(r, 'SI')}; Konto: {iban(r, 'EE')}",
    ],
    rows=12,
)

B(
    "phone_contact",
    "contact details: phone numbers in several national formats, addresses, extension numbers, fax, WhatsApp business numbers",
    [
        lambda r: f"Call the office on +44 20 {dg(r, 4)} {dg(r, 4)} (ext. {r.randrange(100, 999)})",
        lambda r: f"Tel. +49 30 {dg(r, 8)}, Fax +49 30 {dg(r, 8)}",
        lambda r: f"お問い合わせ: 03-{dg(r, 4)}-{dg(r, 4)}",
        lambda r: f"WhatsApp Business: +55 11 9{dg(r, 4)}-{dg(r, 4)}",
        lambda r: (
            f"Adresse : {r.randrange(1, 200)} rue des {pick(r, ['Lilas', 'Tanneurs', 'Arts'])}, 750{r.randrange(10, 20)} Paris — tél. 01 {dg(r, 2)} {dg(r, 2)} {dg(r, 2)} {dg(r, 2)}"
        ),
        lambda r: f"+91 {dg(r, 5)} {dg(r, 5)} (Priya, site manager)",
        lambda r: f"Hotline 0800 {dg(r, 3)} {dg(r, 3)}, Mo–Fr 8–18 Uhr",
        lambda r: (
            f"Kontakt: +48 {dg(r, 3)} {dg(r, 3)} {dg(r, 3)}, ul. {pick(r, ['Długa', 'Polna', 'Leśna'])} {r.randrange(1, 90)}, Kraków"
        ),
    ],
    rows=11,
)

B(
    "version_string",
    "versions and build ids: semver with pre-release and build metadata, image tags, Android versionCode, UA strings, firmware, kernel, toolchains, Windows builds",
    [
        lambda r: (
            f"released v{r.randrange(1, 5)}.{r.randrange(30)}.{r.randrange(20)}-rc.{r.randrange(1, 5)}+build.{dg(r, 4)}.{h(r, 7)}"
        ),
        lambda r: f"image: postgres:16.{r.randrange(1, 9)}-bookworm",
        lambda r: f'versionCode {dg(r, 8)}\nversionName "3.{r.randrange(40)}.{r.randrange(10)}"',
        lambda r: (
            f"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.{r.randrange(5)} Safari/605.1.15"
        ),
        lambda r: f"Firmware {r.randrange(1, 9)}.{r.randrange(10)}.{dg(r, 4)} (build {up(r, 8)})",
        lambda r: (
            f"Linux {pick(r, WORDS)} 6.{r.randrange(1, 12)}.{r.randrange(50)}-{r.randrange(1, 40)}-generic #{r.randrange(10, 99)}-Ubuntu SMP x86_64"
        ),
        lambda r: f"rustc 1.{r.randrange(70, 90)}.0 ({h(r, 9)} 2026-0{r.randrange(1, 9)}-{r.randrange(10, 28)})",
        lambda r: f"OS build 26100.{dg(r, 4)}",
    ],
    rows=11,
)

B(
    "talk_about_passwords_en",
    "talk about passwords, keys and tokens without any value",
    [
        lambda r: "I reset my password again because I forgot it after the holidays.",
        lambda r: (
            f"Can you remind me to rotate the {pick(r, ['Stripe', 'Twilio', 'Datadog', 'Sentry'])} API key next Monday?"
        ),
        lambda r: "The token expired overnight, so the sync job failed until I logged in again.",
        lambda r: (
            "Don't paste your private key in Slack, send it through the password manager if you really must share access."
        ),
        lambda r: f"{nm(r)} keeps the router password on a sticky note under the keyboard, which we should fix.",
        lambda r: "Passkeys replaced passwords for most of our staff logins this quarter.",
        lambda r: "We moved all secrets out of the repo and into the vault; the CI now reads them at runtime.",
        lambda r: "If the password reset e-mail doesn't arrive, check the spam folder and wait five minutes.",
        lambda r: "I don't remember whether the Wi-Fi password has a capital letter or not.",
        lambda r: "The auditor asked how often we rotate database credentials and who can read them.",
        lambda r: "The leaked key was revoked within ten minutes and the new one is only in the secret store.",
        lambda r: "My bank changed the login so that it now needs the app instead of the card reader.",
    ],
    rows=12,
)

B(
    "talk_about_passwords_i18n",
    "talk about passwords and codes without a value in 14 languages",
    [
        lambda r: "He oblidat la contrasenya del correu i he demanat que me la restableixin.",  # Catalan
        lambda r: "Jeg har glemt min adgangskode igen, så jeg har bestilt en ny.",  # Danish
        lambda r: "Elfelejtettem a jelszavamat, ezért újat kértem.",  # Hungarian
        lambda r: "Забравих паролата си и поисках нова.",  # Bulgarian
        lambda r: "Lupa kata laluan, jadi saya minta set semula.",  # Malay
        lambda r: "Nakalimutan ko ang password ko kaya nag-reset ako.",  # Filipino
        lambda r: "Nimesahau nenosiri langu, nitaomba jipya.",  # Swahili
        lambda r: "আমি পাসওয়ার্ড ভুলে গেছি, তাই রিসেট করেছি।",  # Bengali
        lambda r: "رمز عبورم را فراموش کردم و آن را بازنشانی کردم.",  # Persian
        lambda r: "Unohdin salasanani, joten vaihdoin sen.",  # Finnish
        lambda r: "Ξέχασα τον κωδικό μου και τον άλλαξα.",  # Greek
        lambda r: "שכחתי את הסיסמה וביקשתי לאפס אותה.",  # Hebrew
        lambda r: "ลืมรหัสผ่านเลยต้องรีเซ็ตใหม่",  # Thai
        lambda r: "Zapomněl jsem heslo, tak jsem si ho nechal obnovit.",  # Czech
    ],
    rows=14,
)

B(
    "password_policy",
    "password, PIN and key policies, validator settings and error messages",
    [
        lambda r: (
            f"Passwords must be at least {pick(r, ['12', '14', '16'])} characters and must not appear in known breach lists."
        ),
        lambda r: (
            "AUTH_PASSWORD_VALIDATORS = [{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': 14}}]"
        ),
        lambda r: "Error: password must contain at least one digit and one symbol.",
        lambda r: "PINs may not be sequences (1234) or repeated digits (1111).",
        lambda r: "API keys are rotated every 90 days; the previous key stays valid for 24 hours.",
        lambda r: "minlen = 14\ndcredit = -1\nucredit = -1\nocredit = -1\nlcredit = -1",
        lambda r: "NIST SP 800-63B: do not require periodic password changes unless there is evidence of compromise.",
        lambda r: "Die PIN muss sechsstellig sein und darf nicht dem Geburtsdatum entsprechen.",
        lambda r: "La contraseña debe tener entre 12 y 64 caracteres.",
        lambda r: "パスワードは12文字以上で、英大文字・小文字・数字を含めてください。",
    ],
    rows=11,
)

B(
    "env_var_names",
    "names of secret-bearing variables and settings, without values",
    [
        lambda r: "Required variables: DATABASE_URL, REDIS_URL, STRIPE_SECRET_KEY, SENTRY_DSN.",
        lambda r: (
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-credentials\n        key: password"
        ),
        lambda r: "Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the repository secrets.",
        lambda r: "MYSQL_ROOT_PASSWORD_FILE and MYSQL_PASSWORD_FILE are read by the entrypoint.",
        lambda r: "JWT_EXPIRES_IN=3600\nJWT_ALGORITHM=RS256\nPASSWORD_MIN_LENGTH=14",
        lambda r: "The action needs secrets.NPM_TOKEN and secrets.GPG_PRIVATE_KEY to publish.",
        lambda r: (
            "| variable | purpose |\n|---|---|\n| OPENAI_API_KEY | LLM calls |\n| PINECONE_API_KEY | vector search |"
        ),
        lambda r: "token_ttl_seconds: 900\nrefresh_token_ttl_days: 30\nmax_password_attempts: 5",
        lambda r: "Missing env var: ANTHROPIC_API_KEY",
        lambda r: (
            "fly secrets list\nNAME                 DIGEST                   CREATED AT\nDATABASE_URL         "
            + h(r, 16)
            + "         2h ago"
        ),
    ],
    rows=11,
)

B(
    "secret_manager_ref",
    "references to secrets held elsewhere: ${{ secrets.X }}, op:// and op read, doppler run, Infisical, GCP Secret Manager paths, Key Vault references, ExternalSecret remoteRef, bws secret get, Vault Agent templates, AWS SSM dynamic references, chamber exec",
    [
        lambda r: "password: ${{ secrets.REGISTRY_PASSWORD }}",
        lambda r: f'op read "op://Private/{pick(r, WORDS).capitalize()} DB/password"',
        lambda r: "doppler run -- npm start",
        lambda r: "infisical run --env=prod --path=/api -- ./server",
        lambda r: f"projects/{pick(r, WORDS)}-prod/secrets/stripe-key/versions/latest",
        lambda r: f"@Microsoft.KeyVault(SecretUri=https://kv-{pick(r, WORDS)}.vault.azure.net/secrets/SqlPassword/)",
        lambda r: (
            "spec:\n  data:\n    - secretKey: password\n      remoteRef:\n        key: prod/db\n        property: password"
        ),
        lambda r: f"bws secret get {uid(r)}",
        lambda r: '{{ with secret "database/creds/readonly" }}{{ .Data.password }}{{ end }}',
        lambda r: "MasterUserPassword: '{{resolve:ssm-secure:/prod/db/master-password:1}}'",
        lambda r: "chamber exec prod/api -- ./bin/server",
    ],
    rows=11,
)

B(
    "ciphertext_encrypted",
    "encrypted data without its key: SOPS ENC[…] values, Ansible Vault blobs, age-armored files, PGP MESSAGE blocks, Rails credentials.yml.enc, SealedSecret encryptedData, KMS ciphertext blobs, Jenkins credentials.xml {AQAAABAAAAA…} values, git-crypt files",
    [
        lambda r: (
            f"db_password: ENC[AES256_GCM,data:{b64(r, 18)},iv:{b64(r, 32)},tag:{b64(r, 16)},type:str]\nsops:\n    age:\n        - recipient: {age_public(r)}"
        ),
        lambda r: "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(h(r, 80) for _ in range(4)),
        lambda r: (
            "-----BEGIN AGE ENCRYPTED FILE-----\n"
            + "\n".join(b64(r, 48) for _ in range(3))
            + "\n-----END AGE ENCRYPTED FILE-----"
        ),
        lambda r: (
            "-----BEGIN PGP MESSAGE-----\n\n"
            + "\n".join(b64(r, 48) for _ in range(3))
            + f"\n={b64(r, 3)}\n-----END PGP MESSAGE-----"
        ),
        lambda r: f"config/credentials.yml.enc:\n{b64(r, 96)}--{b64(r, 12)}--{b64(r, 16)}",
        lambda r: (
            f"apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag{b64(r, 300)}"
        ),
        lambda r: f"CiphertextBlob: AQICAH{b64(r, 150)}",
        lambda r: (
            f"<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>\n  <id>nexus</id>\n  <username>{usr(r)}</username>\n  <password>{{AQAAABAAAAAQ{b64(r, 48)}}}</password>\n</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>"
        ),
        lambda r: (
            f"$ xxd secrets.env | head -1\n00000000: 0047 4954 4352 5950 5400 {h(r, 4)} {h(r, 4)} {h(r, 4)}  .GITCRYPT......."
        ),
    ],
    rows=11,
)

B(
    "documented_test_card",
    "documented sandbox card numbers stated as test cards (Stripe, Checkout.com, Mollie, Square, Authorize.Net, Razorpay, PayPal sandbox docs)",
    [
        lambda r: "Use Stripe's test card 4242 4242 4242 4242 with any future expiry and any CVC.",
        lambda r: "Checkout.com sandbox: test Mastercard 5436 0310 3060 6378 — only works in the sandbox.",
        lambda r: "Mollie test mode accepts the test card 2223 0000 1047 9399 for 3-D Secure flows.",
        lambda r: "Square sandbox test card: 4111 1111 1111 1111, CVV 111, any postal code.",
        lambda r: "Authorize.Net sandbox test Visa 4007000000027 (documented in their testing guide).",
        lambda r: "Razorpay test card 4111 1111 1111 1111 works only with rzp_test_ keys.",
        lambda r: "For declines in test mode use 4000 0000 0000 0002 (Stripe docs: card_declined).",
        lambda r: "Amex test number 3782 822463 10005 from the Stripe testing docs.",
        lambda r: (
            "Test cards for the QA checklist: 5555 5555 5555 4444 (Mastercard), 6011 1111 1111 1117 (Discover) — Stripe test mode only."
        ),
        lambda r: "Braintree sandbox: 4111111111111111 succeeds, 4000111111111115 is processor declined.",
    ],
    rows=10,
)


def luhn_invalid(r: Random) -> str:
    n = card(r, "visa")
    return n[:-1] + str((int(n[-1]) + 1 + r.randrange(8)) % 10)


B(
    "card_masked_invalid",
    "card-like numbers that are not usable card numbers: masked PANs, receipts with the last four, BINs, Luhn-invalid loyalty numbers, IMEI, ISBN-13, gift-card order numbers, EAN barcodes",
    [
        lambda r: f"Visa •••• {dg(r, 4)} expires {exp(r)}",
        lambda r: (
            f"CARD: ************{dg(r, 4)}\nAUTH CODE: {up(r, 6)}\nTOTAL EUR {r.randrange(5, 300)}.{r.randrange(10, 99)}"
        ),
        lambda r: f"BIN {card(r, 'mastercard')[:6]} belongs to a debit product, route via the debit acquirer",
        lambda r: f"Loyalty member number {spaced(luhn_invalid(r))} (not a payment card)",
        lambda r: f"IMEI {dg(r, 15)}",
        lambda r: f"ISBN 978-{r.randrange(0, 2)}-{dg(r, 3)}-{dg(r, 5)}-{r.randrange(10)}",
        lambda r: f"Gift card order {dg(r, 16)} shipped; the code itself is printed on the card.",
        lambda r: f"EAN {dg(r, 13)} — {pick(r, WORDS)} tea, 20 bags",
        lambda r: f"Mastercard ending in {dg(r, 4)} was charged {r.randrange(5, 300)}.00 USD",
    ],
    rows=11,
)

B(
    "base64_data",
    "base64 of ordinary data: JSON pagination cursors, tiny images, fonts in CSS, MIME parts of a text, Kubernetes ConfigMap binaryData of a logo, protobuf Any of a public message, Relay node ids",
    [
        lambda r: f"next_cursor: {b64s(json.dumps({'offset': r.randrange(100, 9999), 'sort': 'created_at'}))}",
        lambda r: (
            f'<img src="data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42m{b64(r, 9)}AAAAAElFTkSuQmCC">'
        ),
        lambda r: f"src: url(data:font/woff2;base64,d09GMgABAAAA{b64(r, 60)}) format('woff2');",
        lambda r: (
            f"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n{b64s('Hi team, the meeting moved to Thursday at 10. Agenda attached.')}"
        ),
        lambda r: (
            "binaryData:\n  logo.svg: "
            + b64s(
                f'<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><circle cx="8" cy="8" r="7" fill="#{h(r, 6)}"/></svg>'
            )
        ),
        lambda r: f"node id {b64s('Order:' + str(r.randrange(10**5, 10**6)))}",
        lambda r: f"echo {b64s('hello from ' + pick(r, WORDS))} | base64 -d",
        lambda r: f"state={b64us(json.dumps({'returnTo': '/settings', 'nonce': h(r, 8)}).encode())}",
    ],
    rows=11,
)

B(
    "asset_hash_colour",
    "hashed asset names, CSS-module classes, nonces, build ids, cache busters and colours",
    [
        lambda r: f'<script src="/assets/index-{rs(r, 8, string.ascii_letters + string.digits + "_-")}.js"></script>',
        lambda r: f'<div class="Button_primary__{rs(r, 5, string.ascii_letters + string.digits + "_-")}">',
        lambda r: f"Content-Security-Policy: script-src 'nonce-{b64(r, 16)}'",
        lambda r: f'buildId: "{rs(r, 21, string.ascii_letters + string.digits + "_-")}"',
        lambda r: f"main.css?v={h(r, 10)}",
        lambda r: f"--brand: #{h(r, 6)}; --accent: #{h(r, 6)}; --muted: #{h(r, 6)};",
        lambda r: f"chunk-vendors.{h(r, 8)}.js  {r.randrange(100, 900)} KiB",
        lambda r: f'palette: ["#{H(r, 6)}", "#{H(r, 6)}", "#{H(r, 6)}", "#{H(r, 6)}"]',
    ],
    rows=11,
)

B(
    "conn_no_credentials",
    "connection strings without credentials: Unix sockets, Kerberos/GSSAPI, IAM auth, Integrated Security, passfile, TLS client certs, Managed Identity, localhost dev defaults without password",
    [
        lambda r: "postgresql:///app?host=/var/run/postgresql",
        lambda r: f"jdbc:sqlserver://{host(r)}:1433;databaseName={dbn(r)};integratedSecurity=true;encrypt=true",
        lambda r: f"mongodb+srv://cluster0.{lo(r, 5)}.mongodb.net/?authMechanism=MONGODB-AWS&authSource=%24external",
        lambda r: f"host={host(r)} dbname={dbn(r)} user={usr(r)} passfile=/etc/app/.pgpass sslmode=verify-full",
        lambda r: (
            f"Server=tcp:{pick(r, WORDS)}.database.windows.net;Database={dbn(r)};Authentication=Active Directory Managed Identity;"
        ),
        lambda r: f"redis://{host(r)}:6379/0",
        lambda r: f"amqps://{host(r)}:5671/%2F?auth_mechanism=EXTERNAL&certfile=/etc/ssl/client.pem",
        lambda r: f"mysql://{usr(r)}@{host(r)}:3306/{dbn(r)}?tls=true  # IAM auth token generated at connect time",
        lambda r: f"kafka bootstrap {host(r)}:9094 with SASL/OAUTHBEARER (token from the IdP)",
        lambda r: "DATABASE_URL=sqlite:///./data/app.db",
    ],
    rows=11,
)

B(
    "otp_talk",
    "talk about codes and 2FA without a code; digit strings that are not codes: error codes, rooms, postal codes, flights, builds, tickets",
    [
        lambda r: "I didn't get the SMS code, can you resend it?",
        lambda r: "Enable two-factor authentication before Friday, otherwise the account gets locked.",
        lambda r: f"Error {r.randrange(1000, 9999)}: the verification code has expired, request a new one.",
        lambda r: f"Meeting in room {r.randrange(100, 999)}, building B.",
        lambda r: f"Postal code {dg(r, 5)}, please deliver to the back door.",
        lambda r: (
            f"Flight {pick(r, ['UA', 'BA', 'EK', 'QR'])}{r.randrange(10, 999)} lands at 06:{r.randrange(10, 59)}."
        ),
        lambda r: f"Build {dg(r, 6)} passed all checks.",
        lambda r: f"Ticket {pick(r, ['OPS', 'SUP', 'HR'])}-{dg(r, 5)} is waiting for the customer.",
        lambda r: "The authenticator app shows a new code every 30 seconds.",
        lambda r: "Les codes de secours sont dans le coffre-fort, pas dans ce document.",
    ],
    rows=11,
)

B(
    "wifi_no_password",
    "Wi-Fi talk without a key: SSIDs, open networks (WIFI:…;T:nopass;), captive portals, where the password is written, Wi-Fi settings without psk",
    [
        lambda r: f"The guest network is called {ssid(r)}; the password is on the fridge.",
        lambda r: f"WIFI:T:nopass;S:{ssid(r)};;",
        lambda r: "Airport Wi-Fi is free for 60 minutes after you accept the terms on the captive portal.",
        lambda r: f"Connect to {ssid(r)} on 5 GHz, the 2.4 GHz band is for the printers.",
        lambda r: "[wifi]\nmode=infrastructure\nssid=Library-Public\n\n[wifi-security]\nkey-mgmt=none",
        lambda r: "Il Wi-Fi dell'hotel chiede il numero di camera e il cognome.",
        lambda r: "WLAN-Passwort steht auf der Rückseite des Routers.",
        lambda r: "eduroam uses your university login, ask the IT desk if it fails.",
    ],
    rows=11,
)

B(
    "key_words",
    "everyday key/token/secret/pass/PIN words that are not credentials",
    [
        lambda r: "The key to this recipe is letting the dough rest overnight.",
        lambda r: "Secret Santa budget is 20 euros this year.",
        lambda r: "Pin the announcement to the top of the channel.",
        lambda r: "She gave him a small token of appreciation after the project.",
        lambda r: "Boarding pass and passport ready for tomorrow.",
        lambda r: "The keynote starts at 9; grab a seat near the front.",
        lambda r: "Pass the salt, please.",
        lambda r: "The token count of that prompt was about 1,200.",
        lambda r: "Our secret sauce is good onboarding, not the algorithm.",
        lambda r: "Press the Windows key and type 'services'.",
        lambda r: "The primary key of the orders table is (tenant_id, order_id).",
        lambda r: "Keyless entry on the new car stopped working in the cold.",
    ],
    rows=12,
)

B(
    "numbers_near_keywords",
    "numbers beside password/token/key/PIN/OTP words that are lengths, counts, limits or costs",
    [
        lambda r: f"Password length must be at least {r.randrange(12, 20)} characters.",
        lambda r: (
            f"The model's context is {pick(r, ['128000', '200000', '1000000'])} tokens; we used {r.randrange(1000, 90000)} tokens today."
        ),
        lambda r: f"API key quota: {r.randrange(100, 10000)} requests per minute.",
        lambda r: f"PIN pad replaced on terminal {r.randrange(1, 40)}.",
        lambda r: f"OTP validity: {pick(r, ['30', '60', '300'])} seconds.",
        lambda r: (
            f"Secret rotation every {pick(r, ['30', '60', '90'])} days; {r.randrange(2, 20)} secrets are overdue."
        ),
        lambda r: f"{r.randrange(3, 12)} failed password attempts from {ip(r)} in the last hour.",
        lambda r: f"Token price: ${r.randrange(1, 15)}.{r.randrange(10, 99)} per million input tokens.",
        lambda r: f"Key size {pick(r, ['2048', '3072', '4096'])} bits, curve P-256 for the new certs.",
        lambda r: f"Rate limit: {r.randrange(3, 10)} login attempts per {r.randrange(5, 30)} minutes.",
    ],
    rows=11,
)

B(
    "crypto_public",
    "public blockchain data: Bitcoin addresses with real Base58Check and bech32 checksums, Ethereum addresses, tx hashes, xpub with a real checksum, ENS names, Solana addresses, contract ids",
    [
        lambda r: f"Send the donation to {btc_address(r)}",
        lambda r: f"BTC (SegWit): {bc1(r)}",
        lambda r: f"ETH address {eth_address(r)}",
        lambda r: f"tx 0x{h(r, 64)} confirmed in block {r.randrange(19_000_000, 22_000_000)}",
        lambda r: f"watch-only wallet imported from {xpub(r)}",
        lambda r: f"{pick(r, WORDS)}.eth resolves to {eth_address(r)}",
        lambda r: f"Solana wallet: {b58(rb(r, 32))}",
        lambda r: f"USDC contract on mainnet: {eth_address(r)} (verify on the explorer)",
        lambda r: f"bitcoin txid {h(r, 64)}",
    ],
    rows=11,
)

B(
    "jwt_talk",
    "JWT structure without a token: decoded headers and claims, JWKS public keys, the base64url of a bare header, explanations, library configuration",
    [
        lambda r: json.dumps({"alg": "RS256", "typ": "JWT", "kid": h(r, 16)}),
        lambda r: json.dumps(
            {
                "sub": str(r.randrange(10**5, 10**7)),
                "iss": f"https://auth.{dom(r)}",
                "aud": "api",
                "exp": now_ts(r),
                "scope": "read:orders",
            },
            indent=2,
        ),
        lambda r: 'A JWT header like eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 just decodes to {"alg":"HS256","typ":"JWT"}.',
        lambda r: "A JWT has three base64url parts: header, payload and signature, separated by dots.",
        lambda r: f"jwks_uri: https://auth.{dom(r)}/.well-known/jwks.json",
        lambda r: "jwt.decode(token, key, algorithms=['RS256'], audience='api', leeway=30)",
        lambda r: "Never accept alg=none; pin the algorithm on the verifier side.",
        lambda r: f"Access tokens live {r.randrange(5, 60)} minutes, refresh tokens {r.randrange(7, 90)} days.",
    ],
    rows=10,
)

B(
    "random_public_string",
    "public random-looking ids: YouTube and Vimeo ids, short links, Google Docs/Figma/Notion/Spotify ids, arXiv, DOI, Meet and Zoom meeting ids, Docker Hub image names, npm package names",
    [
        lambda r: f"https://www.youtube.com/watch?v={rs(r, 11, string.ascii_letters + string.digits + '_-')}",
        lambda r: f"https://bit.ly/{an(r, 7)}",
        lambda r: f"https://docs.google.com/document/d/{rs(r, 44, string.ascii_letters + string.digits + '_-')}/edit",
        lambda r: f"https://www.figma.com/design/{an(r, 22)}/Onboarding",
        lambda r: f"https://open.spotify.com/track/{an(r, 22)}",
        lambda r: f"arXiv:{r.randrange(2301, 2612)}.{dg(r, 5)}",
        lambda r: f"https://doi.org/10.{r.randrange(1000, 9999)}/{lo(r, 4)}.{dg(r, 6)}",
        lambda r: f"meet.google.com/{lo(r, 3)}-{lo(r, 4)}-{lo(r, 3)}",
        lambda r: f"Zoom meeting ID {dg(r, 3)} {dg(r, 4)} {dg(r, 4)}",
        lambda r: f"https://www.notion.so/{pick(r, WORDS).capitalize()}-Roadmap-{h(r, 32)}",
    ],
    rows=11,
)

B(
    "code_reads_secret",
    "code that reads secrets from the environment, files, prompts or a manager, in Kotlin, Swift, C#, Dart, Scala, Lua, Bash, PowerShell, Terraform, Haskell",
    [
        lambda r: 'val apiKey = System.getenv("API_KEY") ?: error("API_KEY missing")',
        lambda r: 'let token = ProcessInfo.processInfo.environment["API_TOKEN"] ?? ""',
        lambda r: (
            'var conn = builder.Configuration.GetConnectionString("Main"); // from user-secrets in dev, Key Vault in prod'
        ),
        lambda r: "final apiKey = const String.fromEnvironment('API_KEY');",
        lambda r: 'val password = sys.env.getOrElse("DB_PASSWORD", throw new IllegalStateException("no DB_PASSWORD"))',
        lambda r: 'local secret = os.getenv("WEBHOOK_SECRET")',
        lambda r: 'read -rs -p "Password: " PASSWORD; echo\nexport PGPASSWORD="$PASSWORD"',
        lambda r: "$pw = Read-Host -AsSecureString -Prompt 'Admin password'",
        lambda r: 'variable "db_password" {\n  type      = string\n  sensitive = true\n}',
        lambda r: 'token <- lookupEnv "GITHUB_TOKEN"',
        lambda r: "with open('/run/secrets/api_key') as f:\n    api_key = f.read().strip()",
    ],
    rows=11,
)

B(
    "token_format_docs",
    "documentation of token formats and scanning rules without a real token",
    [
        lambda r: (
            "GitHub tokens start with ghp_, gho_, ghu_, ghs_ or ghr_, followed by 36 characters, the last six being a CRC32 checksum."
        ),
        lambda r: (
            "[[rules]]\nid = \"stripe-secret\"\nregex = '''(?i)(sk|rk)_(live|test)_[0-9a-z]{10,99}'''\nkeywords = [\"sk_live\", \"rk_live\"]"
        ),
        lambda r: "npm access tokens begin with npm_ and are 40 characters long.",
        lambda r: "AWS access key ids are 20 characters starting with AKIA (long-term) or ASIA (temporary).",
        lambda r: "Slack tokens: xoxb- for bots, xoxp- for users, xapp- for app-level tokens.",
        lambda r: "PyPI API tokens start with pypi- and are macaroons, so they can be scoped to one project.",
        lambda r: "OpenAI project keys start with sk-proj-; service account keys with sk-svcacct-.",
        lambda r: "The scanner flags strings matching glpat-[0-9a-zA-Z_-]{20} as GitLab personal access tokens.",
        lambda r: "Cards: 13–19 digits, the last one is a Luhn check digit; the first six to eight are the BIN.",
        lambda r: "Azure client secrets contain the substring 8Q~ after the first three characters.",
    ],
    rows=11,
)

B(
    "benign_logs",
    "auth and ops logs without any value: logins, failed attempts, lockouts, key rotation, token refresh failures, certificate renewals",
    [
        lambda r: (
            f"{ts(r)} sshd[{r.randrange(1000, 9999)}]: Accepted publickey for {usr(r)} from {ip(r)} port {r.randrange(30000, 65000)} ssh2: ED25519 {ssh_fingerprint(ssh_ed_public(r, ''))}"
        ),
        lambda r: (
            f"{ts(r)} sshd[{r.randrange(1000, 9999)}]: Failed password for invalid user admin from {ip(r)} port {r.randrange(30000, 65000)} ssh2"
        ),
        lambda r: f"{ts(r)} WARN auth: account {email(r)} locked after 5 failed attempts",
        lambda r: f"{ts(r)} INFO kms: rotated key alias/app-data, new version {r.randrange(2, 30)}",
        lambda r: f"{ts(r)} ERROR oauth: refresh_token grant failed: invalid_grant (token revoked)",
        lambda r: f"{ts(r)} certbot: Certificate for {dom(r)} renewed, expires in 89 days",
        lambda r: f"{ts(r)} vault: audit: type=response path=secret/data/app/db auth.display_name=approle-ci",
        lambda r: f"{ts(r)} INFO login ok user={usr(r)} mfa=totp ip={ip(r)}",
        lambda r: json.dumps(
            {"level": "info", "msg": "password changed", "user_id": r.randrange(1, 99999), "ts": now_ts(r)}
        ),
    ],
    rows=11,
)

B(
    "ordinary_multilingual",
    "ordinary work messages with numbers and codes in 14 languages",
    [
        lambda r: f"Reunió demà a les 10 a la sala {r.randrange(1, 9)}; porteu l'informe del tercer trimestre.",
        lambda r: f"Fakturaen på {r.randrange(1000, 9999)} kr er betalt, tak for hjælpen.",
        lambda r: f"A szállítmány {r.randrange(2, 9)} nap múlva érkezik a raktárba.",
        lambda r: f"Пратката е изпратена, номер на поръчката {dg(r, 7)}.",
        lambda r: f"Mesyuarat dipindahkan ke hari Khamis jam {r.randrange(9, 17)}.",
        lambda r: f"Darating ang delivery bukas ng umaga, order #{dg(r, 6)}.",
        lambda r: f"Tafadhali tuma ripoti ya mauzo kabla ya Ijumaa; tuna bidhaa {r.randrange(10, 99)} mpya.",
        lambda r: f"আগামী সোমবার {r.randrange(9, 12)}টায় মিটিং হবে।",
        lambda r: f"سفارش {dg(r, 6)} فردا ارسال می‌شود.",
        lambda r: f"Tilaus {dg(r, 6)} on lähetetty, toimitus {r.randrange(2, 5)} päivää.",
        lambda r: f"Η παραγγελία {dg(r, 6)} θα παραδοθεί την Πέμπτη.",
        lambda r: f"ההזמנה {dg(r, 6)} תגיע ביום חמישי.",
        lambda r: f"ประชุมย้ายไปวันพฤหัสบดี เวลา {r.randrange(9, 17)}:00 น.",
        lambda r: f"Objednávka {dg(r, 6)} dorazí ve čtvrtek.",
    ],
    rows=14,
)

B(
    "long_words_identifiers",
    "long words and long identifiers: Finnish and Hungarian compounds, Icelandic volcano, Welsh place names, Java/Kotlin/Go/SQL/C# names, CSS BEM classes",
    [
        lambda r: "lentokonesuihkuturbiinimoottoriapumekaanikkoaliupseerioppilas",
        lambda r: "megszentségteleníthetetlenségeskedéseitekért",
        lambda r: "Eyjafjallajökull erupted in 2010 and grounded flights for a week.",
        lambda r: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch station sign",
        lambda r: "AbstractSingletonProxyFactoryBeanDefinitionRegistryPostProcessorAdapter",
        lambda r: (
            "func (s *InventoryReconciliationService) ReconcileWarehouseStockLevelsForTenant(ctx context.Context, tenantID string) error"
        ),
        lambda r: (
            "SELECT customer_lifetime_value_rolling_twelve_month_average FROM analytics.customer_metrics_daily_snapshot;"
        ),
        lambda r: "public sealed class DistributedCacheInvalidationMessageHandlerOptions",
        lambda r: ".product-card__price-tag--discounted-highlighted-variant",
        lambda r: "Rechtsschutzversicherungsgesellschaften verlangen die Unterlagen bis Montag.",
    ],
    rows=10,
)

B(
    "docs_examples",
    "documentation examples named as such: RFC 6238 TOTP test secret, RFC 4226 HOTP secret, AWS docs example key pair, RFC 7617 Aladdin header, Stripe docs example key, the Hardhat default account #0 (publicly known), Kubernetes docs base64 of admin/1f2d1e2e67df, jwt.io sample token header, example.com URLs",
    [
        lambda r: (
            "RFC 6238 test vectors use the ASCII secret 12345678901234567890 (base32 GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ); with SHA1 at T=59 the code is 94287082."
        ),
        lambda r: "RFC 4226 appendix D: secret = 0x3132333435363738393031323334353637383930, HOTP(0) = 755224.",
        lambda r: (
            "The AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the example key pair; never use them."
        ),
        lambda r: (
            "RFC 7617 example: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (user Aladdin, password 'open sesame')."
        ),
        lambda r: (
            "Stripe's API reference shows sk_test_4eC39HqLyjWDarjtT1zdp7dc as the example key in its curl samples."
        ),
        lambda r: (
            "Hardhat's default Account #0 (0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266) has a publicly known private key; never send real funds to it."
        ),
        lambda r: (
            "The Kubernetes docs Secret example has username YWRtaW4= and password MWYyZDFlMmU2N2Rm (admin / 1f2d1e2e67df)."
        ),
        lambda r: (
            "jwt.io's sample token starts with eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 and is signed with the demo secret 'your-256-bit-secret'."
        ),
        lambda r: "Example: postgres://user:password@localhost:5432/mydb (replace user and password with yours).",
        lambda r: "curl -u 'username:password' https://api.example.com/v1/items  # from the README's quick start",
    ],
    rows=10,
)

B(
    "public_urls_config",
    "public URLs and configuration without secrets: nginx, YAML, TOML, ssh_config, helm repo add without auth, clone URLs, OpenAPI servers",
    [
        lambda r: (
            f"server {{\n    listen 443 ssl;\n    server_name {dom(r)};\n    ssl_certificate /etc/letsencrypt/live/{dom(r)}/fullchain.pem;\n    ssl_certificate_key /etc/letsencrypt/live/{dom(r)}/privkey.pem;\n}}"
        ),
        lambda r: f"log_level: info\nport: 8080\nupstream: https://api.{dom(r)}/v2\ntimeout_seconds: 30",
        lambda r: f'[tool.{pick(r, WORDS)}]\nline-length = 100\nexclude = ["migrations"]',
        lambda r: (
            f"Host bastion\n  HostName {ip(r)}\n  User {usr(r)}\n  IdentityFile ~/.ssh/id_ed25519\n  ForwardAgent no"
        ),
        lambda r: "helm repo add bitnami https://charts.bitnami.com/bitnami && helm repo update",
        lambda r: f"git clone git@github.com:{pick(r, WORDS)}-labs/{pick(r, WORDS)}.git",
        lambda r: f"servers:\n  - url: https://api.{dom(r)}/v1\n    description: production",
        lambda r: f"https://{dom(r)}/search?q={pick(r, WORDS)}+{pick(r, WORDS)}&page=2&lang=en",
    ],
    rows=11,
)

B(
    "agent_memory_notes",
    "ordinary facts an agent keeps, in the seed texts' domain (suppliers, invoices, preferences), with numbers and codes",
    [
        lambda r: (
            f"Supplier S{r.randrange(1, 40)} prefers replies in {pick(r, ['Hindi', 'Portuguese', 'German', 'Japanese'])}."
        ),
        lambda r: (
            f"Invoice {r.randrange(8000, 9999)} was paid on {r.randrange(1, 28)} March; the supplier asked for a receipt."
        ),
        lambda r: (
            f"User prefers metric units and 24-hour time; timezone Europe/{pick(r, ['Lisbon', 'Berlin', 'Warsaw'])}."
        ),
        lambda r: f"Lesson: check the PO number before approving invoices above {r.randrange(1, 20)},000 EUR.",
        lambda r: (
            f"Customer {full(r)} is on the Enterprise plan since 2025-{r.randrange(1, 13):02d}; renewal in {r.randrange(1, 12)} months."
        ),
        lambda r: (
            f"Episode: the export job failed on {r.randrange(1, 28)} May because the disk was full; fixed by pruning old snapshots."
        ),
        lambda r: f"Preferred carrier for EU shipments: DHL Express, account manager {full(r)}.",
        lambda r: f"The weekly report goes out on Mondays at 09:00 to {r.randrange(3, 20)} recipients.",
        lambda r: (
            f"Memory budget for retrieval is {r.randrange(300, 1500)} tokens; half-life {r.randrange(7, 60)} days."
        ),
        lambda r: (
            f"Supplier S{r.randrange(1, 40)} changed its bank details; verified by phone with {full(r)} before updating."
        ),
    ],
    rows=11,
)

B(
    "benign_tables_csv",
    "tables and exports without credentials: CSV of orders, TSV of staff, markdown table of services with owners and ports, a spreadsheet of SKUs, an inventory table with serial numbers",
    [
        lambda r: (
            "order_id,customer,total,currency\n"
            + "\n".join(f"{dg(r, 6)},{full(r)},{r.randrange(10, 900)}.{r.randrange(10, 99)},EUR" for _ in range(3))
        ),
        lambda r: (
            "name\tteam\textension\n"
            + "\n".join(f"{full(r)}\t{pick(r, ['Ops', 'Sales', 'Finance'])}\t{r.randrange(100, 999)}" for _ in range(3))
        ),
        lambda r: (
            "| Service | Owner | Port |\n|---|---|---|\n"
            + "\n".join(
                f"| {pick(r, ['api', 'worker', 'grafana', 'postgres'])} | {nm(r)} | {r.randrange(1000, 9999)} |"
                for _ in range(3)
            )
        ),
        lambda r: (
            "SKU;Description;Stock\n"
            + "\n".join(
                f"{up(r, 3)}-{dg(r, 5)};{pick(r, WORDS)} {pick(r, ['mug', 'shirt', 'cable'])};{r.randrange(0, 500)}"
                for _ in range(3)
            )
        ),
        lambda r: (
            "| Asset | Serial | Location |\n|---|---|---|\n"
            + "\n".join(f"| Laptop | {up(r, 10)} | {pick(r, ['Lisbon', 'Oslo', 'Pune'])} |" for _ in range(3))
        ),
        lambda r: (
            "username,last_login,mfa_enabled\n"
            + "\n".join(f"{usr(r)},{ts(r)},{pick(r, ['true', 'false'])}" for _ in range(3))
        ),
        lambda r: (
            "| Account | Password set? | Rotated |\n|---|---|---|\n| deploy | yes | 2026-03-01 |\n| backup | yes | 2026-02-11 |"
        ),
    ],
    rows=10,
)

B(
    "benign_transcripts",
    "speech-to-text style rows without a secret: calls that mention passwords and codes without giving them, meeting transcripts with numbers, voicemails",
    [
        lambda r: (
            f"[00:{r.randrange(10, 59)}:{r.randrange(10, 59)}] Speaker 1: I'll send you the password through the vault, not here.\n[00:{r.randrange(10, 59)}:{r.randrange(10, 59)}] Speaker 2: okay, thanks."
        ),
        lambda r: (
            f"Voicemail (transcribed): Hi, it's {nm(r)}, the code didn't arrive, can you call me back on extension {r.randrange(100, 999)}?"
        ),
        lambda r: (
            "Agent: for security I can't read the password to you, I've sent a reset link to your e-mail.\nCaller: great, thanks."
        ),
        lambda r: (
            f"Zoom auto-transcript — {full(r)}: so revenue was {r.randrange(1, 9)}.{r.randrange(10)} million, up {r.randrange(2, 30)} percent, next slide please."
        ),
        lambda r: (
            "Speaker A: did you change the Wi-Fi password? Speaker B: yes, it's in the shared note, I'll send you the link."
        ),
        lambda r: (
            f"(transcripción automática) El pedido {dg(r, 6)} sale mañana; el código de seguimiento te llega por SMS."
        ),
        lambda r: (
            f"Sprachnachricht (Transkript): Ich hab die PIN vergessen, ich geh morgen zur Bank, Termin um {r.randrange(9, 17)} Uhr."
        ),
    ],
    rows=10,
)

# ---------------------------------------------------------------------------------------------------------------
# Wrappers (same random stream whatever the label) and assembly
# ---------------------------------------------------------------------------------------------------------------

REMEMBER = [
    "Bitte merken:",
    "À retenir :",
    "Ricorda:",
    "Zapamiętaj:",
    "覚えておいて：",
    "记住：",
    "기억해 줘:",
    "Lembre-se disto:",
    "Onthoud dit:",
    "Запомни:",
    "یاد داشته باش:",
    "Remember for later:",
]


def _each_line(t: str, prefix: str) -> str:
    return "\n".join(prefix + line for line in t.split("\n"))


WRAPPERS: list[Callable[[Random, str], str]] = [
    lambda w, t: json.dumps(
        {"type": "message", "user": "U0" + up(w, 9), "text": t, "ts": f"{now_ts(w)}.{dg(w, 6)}"}, ensure_ascii=False
    ),
    lambda w, t: f"{w.randrange(1, 29):02d}/{w.randrange(1, 13):02d}/2026, {hhmm(w)} - {nm(w)}: {t}",
    lambda w, t: f"{nm(w)} — Today at {w.randrange(1, 12)}:{w.randrange(10, 59)} PM\n{t}",
    lambda w, t: f"{full(w)}  {w.randrange(1, 12)}:{w.randrange(10, 59)} AM\n{t}",
    lambda w, t: f"<{nm(w).lower()}> {t}",
    lambda w, t: _each_line(t, ">> "),
    lambda w, t: f"{pick(w, REMEMBER)}\n{t}",
    lambda w, t: f"Clipboard:\n{t}",
    lambda w, t: f"h3. Comment by {full(w)}\n{t}",
    lambda w, t: f"{t}\n\n— sent from Outlook for iOS",
    lambda w, t: f"(voice note, transcribed) {t}",
    lambda w, t: f"Summary for memory: {t}",
    lambda w, t: "> [!NOTE]\n" + _each_line(t, "> "),
    lambda w, t: json.dumps(
        {"tool": pick(w, ["read_file", "shell", "fetch_url", "search_mail"]), "output": t}, ensure_ascii=False
    ),
]


def wrap(w: Random, text: str) -> str:
    if w.random() < 0.30:
        return WRAPPERS[w.randrange(len(WRAPPERS))](w, text)
    return text


def make_rows(
    kinds: dict[str, tuple[int, str, list[Phrasing]]], label: str, rng: Random, wrng: Random, seen: set[str]
) -> list[dict[str, str]]:
    rows = []
    for kind, (n, _what, phrasings) in kinds.items():
        order: list[int] = []
        while len(order) < n:
            idx = list(range(len(phrasings)))
            rng.shuffle(idx)
            order += idx
        for i in order[:n]:
            for attempt in range(64):
                j = (i + attempt // 8) % len(phrasings)
                text = wrap(wrng, phrasings[j](rng))
                if text not in seen and len(text) <= MAX_LEN:
                    break
            else:
                raise RuntimeError(f"no fresh row for {kind}")
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind})
    return rows


def build() -> str:
    rng = Random(SEED)
    wrng = Random(SEED + 1)
    seen: set[str] = set()
    rows = make_rows(SECRET_KINDS, "secret", rng, wrng, seen)
    rows += make_rows(BENIGN_KINDS, "benign", rng, wrng, seen)
    Random(SEED + 2).shuffle(rows)
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def table() -> str:
    out = []
    for title, kinds in (("Secrets", SECRET_KINDS), ("Benign near-misses", BENIGN_KINDS)):
        total = sum(v[0] for v in kinds.values())
        out.append(
            f"{title} ({total} in {len(kinds)} kinds):\n\n| kind | rows | phrasings | what |\n|---|---:|---:|---|"
        )
        out += [f"| `{kind}` | {n} | {len(ph)} | {what} |" for kind, (n, what, ph) in kinds.items()]
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    if "--table" in argv:
        print(table())
        return 0
    data = build()
    if "--check" in argv:
        current = OUT_PATH.read_text(encoding="utf-8") if OUT_PATH.exists() else ""
        if current != data:
            print(f"{OUT_PATH.name} is stale: run make_blind8.py", file=sys.stderr)
            return 1
        print(f"{OUT_PATH.name} is up to date")
        return 0
    OUT_PATH.write_text(data, encoding="utf-8")
    for title, kinds in (("secret", SECRET_KINDS), ("benign", BENIGN_KINDS)):
        print(f"{title}: {sum(v[0] for v in kinds.values())} rows in {len(kinds)} kinds")
        for kind, (n, _what, ph) in kinds.items():
            print(f"  {kind:28s} {n:3d} rows  {len(ph):3d} phrasings")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
