"""Writes secrets_blind7.jsonl: a blind held-out corpus of secrets and benign near-misses for the secret guard.

Standard library only, fixed seeds: every run writes the same bytes.

    python benchmarks/guard_corpus_blind7/make_blind7.py            # rewrite the file, print counts per kind
    python benchmarks/guard_corpus_blind7/make_blind7.py --check    # exit 1 if the committed file is stale
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import random
import string
import sys
import uuid
from collections import Counter
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).with_name("secrets_blind7.jsonl")
SEED = 20261207
MAX_LEN = 2000

R = random.Random(SEED)

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


# ---------------------------------------------------------------- value makers


def rs(n: int, alphabet: str = ALNUM) -> str:
    return "".join(R.choice(alphabet) for _ in range(n))


def hx(n: int) -> str:
    return rs(n, HEX)


def rbytes(n: int) -> bytes:
    # getrandbits is stable across Python versions; Random.randbytes is avoided on purpose
    return R.getrandbits(n * 8).to_bytes(n, "little")


def b64(n_bytes: int, url: bool = False, pad: bool = True) -> str:
    raw = rbytes(n_bytes)
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def b64s(s: str | bytes, url: bool = False, pad: bool = True) -> str:
    raw = s.encode() if isinstance(s, str) else s
    out = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return out if pad else out.rstrip("=")


def pick(seq):  # type: ignore[no-untyped-def]
    return R.choice(seq)


def uid() -> str:
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def digits(n: int) -> str:
    return str(R.randint(1, 9)) + rs(n - 1, DIGITS)


WORDS = [
    "amber",
    "anchor",
    "apple",
    "arctic",
    "autumn",
    "badger",
    "bamboo",
    "banjo",
    "basil",
    "beacon",
    "birch",
    "bison",
    "blossom",
    "bramble",
    "breeze",
    "brook",
    "cactus",
    "candle",
    "canyon",
    "carbon",
    "cedar",
    "cherry",
    "cinder",
    "citrus",
    "clover",
    "cobalt",
    "comet",
    "copper",
    "coral",
    "cosmos",
    "cotton",
    "crane",
    "crystal",
    "dahlia",
    "delta",
    "desert",
    "dolphin",
    "dragon",
    "ember",
    "falcon",
    "fennel",
    "fern",
    "fjord",
    "forest",
    "fossil",
    "garnet",
    "ginger",
    "glacier",
    "granite",
    "harbor",
    "hazel",
    "heron",
    "honey",
    "iris",
    "island",
    "ivory",
    "jasmine",
    "juniper",
    "kayak",
    "kettle",
    "lagoon",
    "lantern",
    "lava",
    "lemon",
    "lilac",
    "lotus",
    "lunar",
    "magnet",
    "mango",
    "maple",
    "marble",
    "meadow",
    "mellow",
    "mint",
    "monsoon",
    "moss",
    "nectar",
    "nimbus",
    "oasis",
    "ocean",
    "olive",
    "onyx",
    "orbit",
    "orchid",
    "otter",
    "panda",
    "papaya",
    "pebble",
    "pepper",
    "phoenix",
    "pine",
    "plum",
    "polar",
    "poppy",
    "prairie",
    "quartz",
    "quill",
    "rain",
    "raven",
    "reef",
    "river",
    "rocket",
    "saffron",
    "sage",
    "salmon",
    "sapphire",
    "shadow",
    "sierra",
    "silver",
    "sparrow",
    "spruce",
    "storm",
    "summit",
    "sunset",
    "tango",
    "thistle",
    "thunder",
    "tiger",
    "timber",
    "topaz",
    "tulip",
    "tundra",
    "velvet",
    "violet",
    "walnut",
    "willow",
    "winter",
    "zephyr",
]

BIP39ISH = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
    "account",
    "accuse",
    "achieve",
    "acid",
    "acoustic",
    "acquire",
    "across",
    "act",
    "action",
    "actor",
    "actress",
    "actual",
    "adapt",
    "add",
    "addict",
    "address",
    "adjust",
    "admit",
    "adult",
    "advance",
    "advice",
    "aerobic",
    "affair",
    "afford",
    "afraid",
    "again",
    "age",
    "agent",
    "agree",
    "ahead",
    "aim",
    "air",
    "airport",
    "aisle",
    "alarm",
    "album",
    "alcohol",
    "alert",
    "alien",
    "all",
    "alley",
    "allow",
    "almost",
    "alone",
    "alpha",
    "already",
    "also",
    "alter",
    "always",
    "amateur",
    "amazing",
    "among",
    "amount",
    "amused",
    "analyst",
    "anchor",
    "ancient",
    "anger",
    "angle",
    "angry",
    "animal",
    "ankle",
    "announce",
    "annual",
    "another",
    "answer",
    "antenna",
    "antique",
    "anxiety",
    "any",
    "apart",
    "apology",
    "appear",
    "apple",
    "approve",
    "april",
    "arch",
    "arctic",
    "area",
    "arena",
    "argue",
    "arm",
    "armed",
    "armor",
    "army",
    "around",
    "arrange",
    "arrest",
    "arrive",
    "arrow",
    "art",
    "artefact",
    "artist",
    "artwork",
    "ask",
    "aspect",
    "assault",
    "asset",
    "assist",
    "assume",
    "asthma",
    "athlete",
    "atom",
    "attack",
    "attend",
    "attitude",
    "attract",
    "auction",
    "audit",
    "august",
    "aunt",
    "author",
    "auto",
    "autumn",
    "average",
    "avocado",
    "avoid",
    "awake",
    "aware",
    "away",
    "awesome",
    "awful",
    "awkward",
    "axis",
    "baby",
    "bachelor",
    "bacon",
    "badge",
    "bag",
    "balance",
    "balcony",
    "ball",
    "bamboo",
    "banana",
    "banner",
    "bar",
    "barely",
    "bargain",
    "barrel",
    "base",
    "basic",
    "basket",
    "battle",
    "beach",
    "bean",
    "beauty",
    "because",
    "become",
    "beef",
    "before",
    "begin",
    "behave",
    "behind",
    "believe",
    "below",
    "belt",
    "bench",
    "benefit",
    "best",
    "betray",
    "better",
    "between",
    "beyond",
    "bicycle",
    "bid",
    "bike",
    "bind",
    "biology",
    "bird",
    "birth",
    "bitter",
    "black",
    "blade",
    "blame",
    "blanket",
    "blast",
    "bleak",
    "bless",
    "blind",
    "blood",
    "blossom",
    "blouse",
    "blue",
    "blur",
    "blush",
    "board",
    "boat",
    "body",
    "boil",
    "bomb",
    "bone",
    "bonus",
    "book",
    "boost",
    "border",
    "boring",
    "borrow",
    "boss",
    "bottom",
    "bounce",
    "box",
    "boy",
    "bracket",
    "brain",
    "brand",
    "brass",
    "brave",
    "bread",
    "breeze",
    "brick",
    "bridge",
    "brief",
    "bright",
    "bring",
    "brisk",
    "broccoli",
    "broken",
    "bronze",
    "broom",
    "brother",
    "brown",
    "brush",
    "bubble",
    "buddy",
    "budget",
    "buffalo",
    "build",
    "bulb",
    "bulk",
    "bullet",
    "bundle",
    "bunker",
    "burden",
    "burger",
    "burst",
    "bus",
    "business",
    "busy",
    "butter",
    "buyer",
    "buzz",
    "cabbage",
    "cabin",
    "cable",
    "cactus",
    "cage",
    "cake",
    "call",
    "calm",
    "camera",
    "camp",
    "can",
    "canal",
    "cancel",
    "candy",
    "cannon",
    "canoe",
    "canvas",
    "canyon",
    "capable",
    "capital",
    "captain",
    "car",
    "carbon",
    "card",
    "cargo",
]


def password() -> str:
    style = R.randrange(6)
    if style == 0:
        return pick(WORDS).capitalize() + pick("!@#$%&*?") + digits(R.randint(2, 4))
    if style == 1:
        return rs(R.randint(12, 20), ALNUM + "!@#$%^&*-_=+")
    if style == 2:
        return "-".join(pick(WORDS) for _ in range(R.randint(3, 4))) + str(R.randint(1, 99))
    if style == 3:
        return pick(WORDS) + digits(2) + pick("!?#") + pick(WORDS).upper()
    if style == 4:
        return rs(4, UPPER) + rs(4, DIGITS) + pick("!$%") + rs(5, LOWER)
    return rs(R.randint(16, 24), ALNUM)


def passphrase(n: int = 4) -> str:
    return " ".join(pick(WORDS) for _ in range(n))


def seed_phrase(n: int = 12) -> str:
    return " ".join(R.sample(BIP39ISH, n))


def luhn_complete(prefix_and_body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(prefix_and_body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return prefix_and_body + str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    ds = [int(c) for c in num if c.isdigit()]
    total = 0
    for i, d in enumerate(reversed(ds)):
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


TEST_CARDS = {
    "4242424242424242",
    "4000056655665556",
    "5555555555554444",
    "2223003122003222",
    "5200828282828210",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "3056930009020004",
    "3566002020360505",
    "6200000000000005",
    "4111111111111111",
    "5105105105105100",
    "4012888888881881",
    "4000000000000002",
}


def card(brand: str | None = None) -> tuple[str, str]:
    brand = brand or pick(["visa", "mc", "mc2", "amex", "disc", "jcb", "diners", "unionpay"])
    while True:
        if brand == "visa":
            n = luhn_complete("4" + rs(14, DIGITS))
        elif brand == "mc":
            n = luhn_complete(str(R.randint(51, 55)) + rs(13, DIGITS))
        elif brand == "mc2":
            n = luhn_complete(str(R.randint(2221, 2720)) + rs(11, DIGITS))
        elif brand == "amex":
            n = luhn_complete(pick(["34", "37"]) + rs(12, DIGITS))
        elif brand == "disc":
            n = luhn_complete("6011" + rs(11, DIGITS))
        elif brand == "jcb":
            n = luhn_complete(str(R.randint(3528, 3589)) + rs(11, DIGITS))
        elif brand == "diners":
            n = luhn_complete("36" + rs(11, DIGITS))
        else:
            n = luhn_complete("62" + rs(13, DIGITS))
        if n not in TEST_CARDS:
            return brand, n


def fmt_card(n: str, sep: str = " ") -> str:
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    if len(n) == 14:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, len(n), 4))


def luhn_invalid(n: int = 16) -> str:
    while True:
        s = pick("3456") + rs(n - 1, DIGITS)
        if not luhn_ok(s):
            return s


def expiry() -> str:
    return f"{R.randint(1, 12):02d}/{R.randint(27, 32)}"


IBAN_LEN = {
    "DE": 22,
    "ES": 24,
    "FR": 27,
    "NL": 18,
    "GB": 22,
    "IT": 27,
    "BE": 16,
    "AT": 20,
    "PL": 28,
    "CH": 21,
    "IE": 22,
}


def iban(country: str | None = None) -> str:
    country = country or pick(list(IBAN_LEN))
    blen = IBAN_LEN[country] - 4
    if country == "NL":
        bban = pick(["ABNA", "INGB", "RABO", "KNAB"]) + rs(10, DIGITS)
    elif country in ("GB", "IE"):
        bban = pick(["NWBK", "BARC", "HBUK", "AIBK", "BOFI"]) + rs(blen - 4, DIGITS)
    elif country in ("FR", "IT"):
        bban = (rs(1, UPPER) if country == "IT" else "") + rs(blen - (1 if country == "IT" else 0), DIGITS)
    else:
        bban = rs(blen, DIGITS)
    num = "".join(str(int(c, 36)) for c in bban + country + "00")
    check = 98 - int(num) % 97
    return f"{country}{check:02d}{bban}"


def iban_spaced(s: str) -> str:
    return " ".join(s[i : i + 4] for i in range(0, len(s), 4))


def aba_routing() -> str:
    while True:
        d = rs(8, DIGITS)
        w = [3, 7, 1, 3, 7, 1, 3, 7]
        s = sum(int(a) * b for a, b in zip(d, w))
        c = (10 - s % 10) % 10
        r = d + str(c)
        if r[0] in "0123":
            return r


def base62(n: int, width: int) -> str:
    out = ""
    while n:
        n, rem = divmod(n, 62)
        out = (DIGITS + UPPER + LOWER)[rem] + out
    return out.rjust(width, "0")


def github_token(prefix: str = "ghp") -> str:
    body = rs(30)
    crc = binascii.crc32(body.encode()) & 0xFFFFFFFF
    return f"{prefix}_{body}{base62(crc, 6)}"


def github_pat() -> str:
    return "github_pat_11" + rs(20, UPPER + DIGITS) + "_" + rs(59)


def aws_pair(temp: bool = False) -> tuple[str, str]:
    kid = ("ASIA" if temp else "AKIA") + rs(16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
    return kid, rs(40, ALNUM + "/+")


def jwt(payload: dict | None = None, alg: str = "HS256", sig_bytes: int = 32) -> str:  # type: ignore[type-arg]
    header = {"alg": alg, "typ": "JWT"}
    if alg.startswith("RS"):
        header["kid"] = rs(20, ALNUM + "-_")
    now = 1780000000 + R.randint(0, 20000000)
    payload = payload or {
        "sub": pick([uid(), str(R.randint(10000, 999999)), "user_" + rs(10)]),
        "iat": now,
        "exp": now + pick([900, 3600, 86400]),
        "iss": pick(["https://auth.acme-corp.io/", "https://login.example-app.dev", "api.northwind.cloud"]),
    }
    enc = lambda d: b64s(json.dumps(d, separators=(",", ":")), url=True, pad=False)  # noqa: E731
    return f"{enc(header)}.{enc(payload)}.{b64(sig_bytes, url=True, pad=False)}"


# ---- DER / PEM


def der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + der_len(len(body)) + body


def der_int(v: int) -> bytes:
    b = v.to_bytes(max(1, (v.bit_length() + 8) // 8), "big")
    return der(0x02, b)


def is_probable_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
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


def rsa_der(bits: int = 1024) -> bytes:
    e = 65537
    while True:
        p, q = prime(bits // 2), prime(bits // 2)
        phi = (p - 1) * (q - 1)
        if p != q and phi % e:
            break
    n = p * q
    d = pow(e, -1, phi)
    body = b"".join(der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)))
    return der(0x30, body)


def pem(label: str, data: bytes, eol: str = "\n") -> str:
    s = base64.b64encode(data).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    return eol.join([f"-----BEGIN {label}-----", *lines, f"-----END {label}-----"])


def pem_rsa(bits: int = 1024, eol: str = "\n") -> str:
    return pem("RSA PRIVATE KEY", rsa_der(bits), eol)


def pem_pkcs8_ed25519(eol: str = "\n") -> str:
    data = bytes.fromhex("302e020100300506032b657004220420") + rbytes(32)
    return pem("PRIVATE KEY", data, eol)


def pem_ec(eol: str = "\n") -> str:
    # SEC1 P-256 private key without the optional public key
    body = der_int(1) + der(0x04, rbytes(32)) + der(0xA0, bytes.fromhex("06082a8648ce3d030107"))
    return pem("EC PRIVATE KEY", der(0x30, body), eol)


def pem_pkcs8_rsa(eol: str = "\n") -> str:
    alg = der(0x30, bytes.fromhex("06092a864886f70d0101010500"))
    data = der(0x30, der_int(0) + alg + der(0x04, rsa_der(1024)))
    return pem("PRIVATE KEY", data, eol)


def ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def openssh_ed25519(comment: str = "deploy@build-01") -> str:
    pub = rbytes(32)
    priv = rbytes(32) + pub
    pubblob = ssh_str(b"ssh-ed25519") + ssh_str(pub)
    chk = rbytes(4)
    inner = chk + chk + ssh_str(b"ssh-ed25519") + ssh_str(pub) + ssh_str(priv) + ssh_str(comment.encode())
    i = 1
    while len(inner) % 8:
        inner += bytes([i])
        i += 1
    blob = (
        b"openssh-key-v1\x00"
        + ssh_str(b"none")
        + ssh_str(b"none")
        + ssh_str(b"")
        + (1).to_bytes(4, "big")
        + ssh_str(pubblob)
        + ssh_str(inner)
    )
    s = base64.b64encode(blob).decode()
    lines = [s[i : i + 70] for i in range(0, len(s), 70)]
    return "\n".join(["-----BEGIN OPENSSH PRIVATE KEY-----", *lines, "-----END OPENSSH PRIVATE KEY-----"])


def ssh_pub_ed25519(comment: str) -> str:
    blob = ssh_str(b"ssh-ed25519") + ssh_str(rbytes(32))
    return f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def ssh_pub_rsa(comment: str) -> str:
    n = R.getrandbits(2048) | (1 << 2047) | 1
    blob = ssh_str(b"ssh-rsa") + ssh_str((65537).to_bytes(3, "big")) + ssh_str(b"\x00" + n.to_bytes(256, "big"))
    return f"ssh-rsa {base64.b64encode(blob).decode()} {comment}"


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_block(private: bool, name: str) -> str:
    ts = (1700000000 + R.randint(0, 60000000)).to_bytes(4, "big")
    oid = bytes.fromhex("092b06010401da470f01")
    pubkey = b"\x04" + ts + b"\x16" + oid + (263).to_bytes(2, "big") + b"\x40" + rbytes(32)
    if private:
        body = pubkey + b"\x00" + (253).to_bytes(2, "big") + rbytes(32) + rbytes(2)
        pkt = bytes([0xC5, len(body)]) + body
    else:
        pkt = bytes([0xC6, len(pubkey)]) + pubkey
    uidb = name.encode()
    pkt += bytes([0xCD, len(uidb)]) + uidb
    s = base64.b64encode(pkt).decode()
    lines = [s[i : i + 64] for i in range(0, len(s), 64)]
    label = "PRIVATE KEY BLOCK" if private else "PUBLIC KEY BLOCK"
    c = base64.b64encode(crc24(pkt).to_bytes(3, "big")).decode()
    return "\n".join([f"-----BEGIN PGP {label}-----", "", *lines, f"={c}", f"-----END PGP {label}-----"])


def wg_key() -> str:
    return b64(32)


def b58(n: int) -> str:
    return rs(n, B58)


def sha1() -> str:
    return hx(40)


def sha256() -> str:
    return hx(64)


def otp_migration_uri() -> str:
    """Google Authenticator export: base64 of a MigrationPayload protobuf holding one TOTP secret."""
    label = f"{pick(WORDS).capitalize()}:{email()}".encode()
    issuer = pick(WORDS).capitalize().encode()
    secret = rbytes(20)
    param = b"\x0a" + bytes([len(secret)]) + secret + b"\x12" + bytes([len(label)]) + label
    param += b"\x1a" + bytes([len(issuer)]) + issuer + b"\x20\x01\x28\x01\x30\x02"
    payload = b"\x0a" + bytes([len(param)]) + param + b"\x10\x01\x18\x01\x20\x00"
    data = b64s(payload).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")
    return f"otpauth-migration://offline?data={data}"


# ---- obfuscation helpers

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]


def zero_width(s: str, k: int | None = None) -> str:
    chars = list(s)
    k = k or R.randint(1, 3)
    for _ in range(k):
        pos = R.randint(1, max(1, len(chars) - 1))
        chars.insert(pos, pick(ZW))
    return "".join(chars)


def fullwidth(s: str) -> str:
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else ("\u3000" if c == " " else c) for c in s)


HOMO = {
    "a": "а",
    "e": "е",
    "o": "о",
    "p": "р",
    "c": "с",
    "x": "х",
    "i": "і",
    "s": "ѕ",
    "A": "А",
    "E": "Е",
    "K": "К",
    "P": "Р",
    "O": "О",
}


def homoglyph(s: str, n: int = 2) -> str:
    idx = [i for i, c in enumerate(s) if c in HOMO]
    chosen = set(R.sample(idx, min(n, len(idx))))
    return "".join(HOMO[c] if i in chosen else c for i, c in enumerate(s))


def chunks(s: str, size: int, sep: str) -> str:
    return sep.join(s[i : i + size] for i in range(0, len(s), size))


NAMES = [
    "Ana",
    "Bob",
    "Chen",
    "Dmitri",
    "Elif",
    "Fatima",
    "Giulia",
    "Hiro",
    "Ingrid",
    "Jamal",
    "Kasia",
    "Lars",
    "Maya",
    "Nikhil",
    "Olu",
    "Priya",
    "Quentin",
    "Rosa",
    "Sven",
    "Tomás",
    "Uma",
    "Viktor",
    "Wen",
    "Yusuf",
    "Zoe",
]
HOSTS = [
    "db-prod-01.internal",
    "10.0.4.17",
    "pg.acme-corp.io",
    "mysql.staging.lan",
    "orders-db.eu-west-1.rds.amazonaws.com",
    "192.168.1.40",
    "data.northwind.cloud",
    "core-db.k8s.local",
    "analytics-replica.prod",
    "billing.db.svc",
]
USERS = ["admin", "app_user", "svc_billing", "root", "deploy", "etl_reader", "backend", "reporting", "ci", "grafana"]
DBS = ["orders", "billing", "app_prod", "analytics", "inventory", "crm", "payments", "metrics", "users", "warehouse"]
DOMAINS = [
    "acme-corp.io",
    "northwind.cloud",
    "globex.dev",
    "initech.com",
    "umbrella-labs.net",
    "hooli.xyz",
    "contoso.org",
]


def name() -> str:
    return pick(NAMES)


def email() -> str:
    return f"{pick(NAMES).lower().replace('á', 'a')}.{pick(['ortiz', 'kim', 'novak', 'smith', 'rossi', 'tanaka', 'weber'])}@{pick(DOMAINS)}"


def host() -> str:
    return pick(HOSTS)


def user() -> str:
    return pick(USERS)


def db() -> str:
    return pick(DBS)


def ts() -> str:
    return f"2026-{R.randint(1, 11):02d}-{R.randint(1, 28):02d}T{R.randint(0, 23):02d}:{R.randint(0, 59):02d}:{R.randint(0, 59):02d}Z"


def hhmm() -> str:
    return f"{R.randint(7, 23):02d}:{R.randint(0, 59):02d}"


# ---------------------------------------------------------------- kinds

Maker = Callable[[], str]
KINDS: list[tuple[str, str, int, list[Maker]]] = []


def kind(label: str, name_: str, count: int, makers: list[Maker]) -> None:
    KINDS.append((name_, label, count, makers))


S, B = "secret", "benign"

# ================================================================ SECRETS

kind(
    S,
    "aws_keys",
    13,
    [
        lambda: (
            lambda k, s: (
                f"export AWS_ACCESS_KEY_ID={k}\nexport AWS_SECRET_ACCESS_KEY={s}\nexport AWS_DEFAULT_REGION=eu-central-1"
            )
        )(*aws_pair()),
        lambda: (
            lambda k, s: (
                f"[default]\naws_access_key_id = {k}\naws_secret_access_key = {s}\n\n[profile ci]\nregion = us-east-2"
            )
        )(*aws_pair()),
        lambda: (
            lambda k, s: (
                f"User name,Password,Access key ID,Secret access key,Console login link\nterraform-ci,,{k},{s},https://{digits(12)}.signin.aws.amazon.com/console"
            )
        )(*aws_pair()),
        lambda: (lambda k, s: f"s3 = boto3.client('s3', aws_access_key_id='{k}', aws_secret_access_key='{s}')")(
            *aws_pair()
        ),
        lambda: (
            lambda k, s: f"{name()} in #infra: the uploader uses key {k} with secret {s}, please rotate after the demo"
        )(*aws_pair()),
        lambda: (
            lambda k, s: (
                f'{{"Credentials": {{"AccessKeyId": "{k}", "SecretAccessKey": "{s}", "SessionToken": "IQoJb3JpZ2luX2VjE{b64(180)}", "Expiration": "{ts()}"}}}}'
            )
        )(*aws_pair(True)),
        lambda: (
            lambda k, s: (
                f"$ aws configure\nAWS Access Key ID [None]: {k}\nAWS Secret Access Key [None]: {s}\nDefault region name [None]: ap-southeast-1"
            )
        )(*aws_pair()),
        lambda: (
            lambda k, s: (
                f'provider "aws" {{\n  region     = "us-west-2"\n  access_key = "{k}"\n  secret_key = "{s}"\n}}'
            )
        )(*aws_pair()),
        lambda: (lambda k, s: f"Nota: credenciales del bucket de backups -> ID {k} / clave secreta {s}")(*aws_pair()),
        lambda: (lambda k, s: f"docker run -e AWS_ACCESS_KEY_ID={k} -e AWS_SECRET_ACCESS_KEY={s} amazon/aws-cli s3 ls")(
            *aws_pair()
        ),
        lambda: (
            lambda k, s: (
                f"spring:\n  cloud:\n    aws:\n      credentials:\n        access-key: {k}\n        secret-key: {s}"
            )
        )(*aws_pair()),
    ],
)

kind(
    S,
    "gcp_service_account",
    12,
    [
        lambda: json.dumps(
            {
                "type": "service_account",
                "project_id": f"{pick(WORDS)}-prod-{digits(6)}",
                "private_key_id": hx(40),
                "private_key": pem_pkcs8_rsa() + "\n",
                "client_email": f"etl-runner@{pick(WORDS)}-prod.iam.gserviceaccount.com",
                "client_id": digits(21),
                "token_uri": "https://oauth2.googleapis.com/token",
            },
            indent=2,
        ),
        lambda: (
            "GOOGLE_CREDENTIALS='"
            + json.dumps(
                {
                    "type": "service_account",
                    "project_id": f"data-{pick(WORDS)}",
                    "private_key_id": hx(40),
                    "private_key": pem_pkcs8_rsa(),
                    "client_email": f"bq-loader@data-{pick(WORDS)}.iam.gserviceaccount.com",
                }
            )
            + "'"
        ),
        lambda: f"Here's the Gemini key for the backend, keep it server side: AIza{rs(35, ALNUM + '-_')}",
        lambda: (
            f"gcloud auth hmac key created for the GCS interop bucket: accessId GOOG1E{rs(55, UPPER + DIGITS)} secret {rs(40, ALNUM + '/+')}"
        ),
        lambda: f"GOOGLE_OAUTH_REFRESH_TOKEN=1//0{rs(2, ALNUM)}{rs(96, ALNUM + '-_')}",
        lambda: (
            f"curl -H 'Authorization: Bearer ya29.a0{rs(150, ALNUM + '-_')}' https://storage.googleapis.com/storage/v1/b/exports/o"
        ),
        lambda: f"maps server key (restricted to our backend IPs, do NOT ship in the app): AIza{rs(35, ALNUM + '-_')}",
        lambda: (
            "private_key_id: "
            + hx(40)
            + "\nprivate_key: |\n  "
            + pem_pkcs8_ed25519().replace("\n", "\n  ")
            + "\nclient_email: vertex-sa@ml-"
            + pick(WORDS)
            + ".iam.gserviceaccount.com"
        ),
    ],
)

kind(
    S,
    "azure_credentials",
    13,
    [
        lambda: (
            f"DefaultEndpointsProtocol=https;AccountName={pick(WORDS)}store{digits(3)};AccountKey={b64(64)};EndpointSuffix=core.windows.net"
        ),
        lambda: (
            f"https://{pick(WORDS)}media.blob.core.windows.net/uploads/report.pdf?sv=2022-11-02&ss=b&srt=co&sp=rwdlac&se=2027-01-01T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig={b64s(rbytes(32)).replace('+', '%2B').replace('/', '%2F').replace('=', '%3D')}"
        ),
        lambda: (
            f"AZURE_CLIENT_ID={uid()}\nAZURE_TENANT_ID={uid()}\nAZURE_CLIENT_SECRET={rs(3, ALNUM)}8Q~{rs(34, ALNUM + '_-.~')}"
        ),
        lambda: (
            f"az login --service-principal -u {uid()} -p '{rs(3, ALNUM)}8Q~{rs(34, ALNUM + '_.-')}' --tenant {uid()}"
        ),
        lambda: (
            f"Endpoint=sb://{pick(WORDS)}-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey={b64(32)}"
        ),
        lambda: (
            f'"CosmosDb": {{ "Endpoint": "https://{pick(WORDS)}-cosmos.documents.azure.com:443/", "Key": "{b64(64)}" }}'
        ),
        lambda: (
            f"Azure DevOps PAT for the pipeline agent (full access, expires in 90 days): {rs(52, 'abcdefghijklmnopqrstuvwxyz234567')}"
        ),
        lambda: f"storage key1 for {pick(WORDS)}logs: {b64(64)}  (key2 is unused, rotate quarterly)",
        lambda: (
            f"APPLICATIONINSIGHTS_CONNECTION_STRING=InstrumentationKey={uid()};IngestionEndpoint=https://westeurope-5.in.applicationinsights.azure.com/\nAZURE_OPENAI_API_KEY={hx(32)}"
        ),
        lambda: (
            f"Endpoint=https://{pick(WORDS)}-appconfig.azconfig.io;Id={rs(4, ALNUM)}-l0-s0:{rs(20, ALNUM)};Secret={b64(32)}"
        ),
    ],
)

kind(
    S,
    "other_cloud_keys",
    13,
    [
        lambda: f"DIGITALOCEAN_TOKEN=dop_v1_{hx(64)}",
        lambda: f"doctl auth init --access-token dop_v1_{hx(64)}",
        lambda: f"Spaces key {rs(20, UPPER + DIGITS)} secret {rs(43, ALNUM + '/+')} for the fra1 bucket",
        lambda: f"阿里云 AccessKey ID: LTAI5t{rs(18, ALNUM)}\nAccessKey Secret: {rs(30, ALNUM)}",
        lambda: f"ALIBABA_CLOUD_ACCESS_KEY_ID=LTAI5t{rs(18, ALNUM)}\nALIBABA_CLOUD_ACCESS_KEY_SECRET={rs(30, ALNUM)}",
        lambda: f"ibmcloud login --apikey {rs(44, ALNUM + '-_')} -r us-south",
        lambda: f"IBM COS HMAC: access_key_id={hx(32)} secret_access_key={hx(48)}",
        lambda: (
            f"[DEFAULT]\nuser=ocid1.user.oc1..{rs(60, LOWER + DIGITS)}\nfingerprint={':'.join(hx(2) for _ in range(16))}\ntenancy=ocid1.tenancy.oc1..{rs(60, LOWER + DIGITS)}\nregion=eu-frankfurt-1\nkey_file=~/.oci/oci_api_key.pem\npass_phrase={password()}"
        ),
        lambda: f"OCI auth token for the registry login (user {pick(WORDS)}/{email()}): {rs(20, ALNUM + '(){}<>;:.#')}",
        lambda: f"Backblaze B2 keyID {digits(3)}{hx(9)}000000000{digits(1)} applicationKey K00{rs(28, ALNUM + '/+')}",
        lambda: f"Tencent Cloud SecretId AKID{rs(32, ALNUM)} SecretKey {rs(32, ALNUM)}",
        lambda: f"linode-cli configured with token {hx(64)}",
        lambda: f"hcloud context create prod  # token: {rs(64, ALNUM)}",
        lambda: f"Scaleway: SCW_ACCESS_KEY=SCW{rs(17, UPPER + DIGITS)} SCW_SECRET_KEY={uid()}",
    ],
)

kind(
    S,
    "github_token",
    13,
    [
        lambda: f"GITHUB_TOKEN={github_token()}",
        lambda: (
            f"git remote set-url origin https://{pick(USERS)}:{github_token()}@github.com/{pick(WORDS)}/{pick(WORDS)}-api.git"
        ),
        lambda: f"{name()}: here's a PAT with repo scope so you can push the release branch: {github_token()}",
        lambda: f"gh auth login --with-token <<< {github_token('gho')}",
        lambda: f"//npm.pkg.github.com/:_authToken={github_token()}",
        lambda: f"fine-grained token for the docs repo (contents: write, 30 days): {github_pat()}",
        lambda: f"Authorization: token {github_token()}",
        lambda: f"the action's installation token was {github_token('ghs')}, printed by mistake in step 4",
        lambda: f'Octokit client: new Octokit({{ auth: "{github_pat()}" }})',
        lambda: f"refresh token for the GitHub App user: {github_token('ghr')}{rs(40)}",
        lambda: f"Token GitHub du bot de release : {github_token()} (ne pas partager)",
    ],
)

kind(
    S,
    "gitlab_bitbucket_token",
    12,
    [
        lambda: f"GITLAB_TOKEN=glpat-{rs(20, ALNUM + '-_')}",
        lambda: f"git clone https://oauth2:glpat-{rs(20, ALNUM + '_')}@gitlab.{pick(DOMAINS)}/platform/infra.git",
        lambda: f"gitlab-runner register --url https://gitlab.com/ --registration-token GR1348941{rs(20, ALNUM + '_')}",
        lambda: f"runner auth token glrt-{rs(20, ALNUM + '-_')} — added to config.toml on build-03",
        lambda: f"deploy token user gitlab+deploy-token-{digits(6)} password gldt-{rs(20, ALNUM + '_')}",
        lambda: f"Bitbucket app password for the CI user {pick(USERS)}: ATBB{rs(28, ALNUM)}{hx(8).upper()}",
        lambda: f'curl --header "PRIVATE-TOKEN: glpat-{rs(20, ALNUM)}" https://gitlab.example.com/api/v4/projects',
        lambda: f"Gitea access token for the mirror job: {hx(40)}",
        lambda: f"huggingface-cli login --token hf_{rs(34, ALNUM)}",
        lambda: f"CI_JOB_TOKEN is fine but for cross-project triggers use the trigger token glptt-{hx(40)}",
    ],
)

kind(
    S,
    "slack_token",
    12,
    [
        lambda: f"SLACK_BOT_TOKEN=xoxb-{digits(12)}-{digits(13)}-{rs(24)}",
        lambda: f"slack user token (for the export script): xoxp-{digits(12)}-{digits(12)}-{digits(13)}-{hx(32)}",
        lambda: f"SLACK_APP_TOKEN=xapp-1-A{rs(10, UPPER + DIGITS)}-{digits(13)}-{hx(64)}",
        lambda: (
            f"post alerts here: https://hooks.slack.com/services/T{rs(8, UPPER + DIGITS)}/B{rs(10, UPPER + DIGITS)}/{rs(24)}"
        ),
        lambda: f"const web = new WebClient('xoxb-{digits(11)}-{digits(13)}-{rs(24)}');",
        lambda: (
            f"{name()}: the incoming webhook for #deploys is https://hooks.slack.com/services/T{rs(10, UPPER + DIGITS)}/B{rs(11, UPPER + DIGITS)}/{rs(24)} — don't paste it in public channels"
        ),
        lambda: f"slack config token xoxe.xoxp-1-{rs(140, ALNUM)}",
        lambda: (
            f"curl -X POST -H 'Authorization: Bearer xoxb-{digits(12)}-{digits(13)}-{rs(24)}' -d channel=C0{rs(9, UPPER + DIGITS)} -d text=hi https://slack.com/api/chat.postMessage"
        ),
    ],
)

kind(
    S,
    "chat_bot_token",
    12,
    [
        lambda: f"TELEGRAM_BOT_TOKEN={R.randint(100000000, 7999999999)}:AA{rs(33, ALNUM + '_-')}",
        lambda: (
            f"BotFather gave me this for @{pick(WORDS)}_alerts_bot: {R.randint(100000000, 7999999999)}:AA{rs(33, ALNUM + '_-')}"
        ),
        lambda: (
            f"curl https://api.telegram.org/bot{R.randint(100000000, 7999999999)}:AA{rs(33, ALNUM + '_-')}/sendMessage -d chat_id=-100{digits(10)} -d text=ok"
        ),
        lambda: f"DISCORD_TOKEN={b64s(digits(18), pad=False)}.{rs(6, ALNUM + '-_')}.{rs(38, ALNUM + '-_')}",
        lambda: f"client.login('{b64s(digits(19), pad=False)}.{rs(6, ALNUM + '-_')}.{rs(38, ALNUM + '-_')}')",
        lambda: f"discord webhook for #status: https://discord.com/api/webhooks/{digits(19)}/{rs(68, ALNUM + '-_')}",
        lambda: (
            f"Teams incoming webhook: https://{pick(WORDS)}.webhook.office.com/webhookb2/{uid()}@{uid()}/IncomingWebhook/{hx(32)}/{uid()}/V2{rs(40, ALNUM + '-_')}"
        ),
        lambda: (
            f"Google Chat space webhook https://chat.googleapis.com/v1/spaces/AAAA{rs(7, ALNUM)}/messages?key=AIza{rs(35, ALNUM + '-_')}&token={rs(43, ALNUM + '-_')}%3D"
        ),
        lambda: f"Mattermost bot access token: {rs(26, LOWER + DIGITS)}",
        lambda: f"LINE channel access token {rs(172, ALNUM + '/+')}=",
        lambda: f"Токен бота в телеге: {R.randint(100000000, 7999999999)}:AA{rs(33, ALNUM + '_-')}",
    ],
)

kind(
    S,
    "payment_key",
    13,
    [
        lambda: f"STRIPE_SECRET_KEY=sk_live_51{rs(22, ALNUM)}{rs(75, ALNUM)}",
        lambda: f'stripe.api_key = "sk_test_51{rs(22, ALNUM)}{rs(75, ALNUM)}"',
        lambda: f"restricted key for the reporting job (read-only charges): rk_live_51{rs(95, ALNUM)}",
        lambda: f"PayPal live app: client id A{rs(79, ALNUM + '-_')} secret E{rs(79, ALNUM + '-_')}",
        lambda: (
            f"BRAINTREE_MERCHANT_ID={rs(16, LOWER + DIGITS)}\nBRAINTREE_PUBLIC_KEY={rs(16, LOWER + DIGITS)}\nBRAINTREE_PRIVATE_KEY={hx(32)}"
        ),
        lambda: f"Square production access token: EAAA{rs(60, ALNUM + '-_')}",
        lambda: f"razorpay key_id rzp_live_{rs(14)} key_secret {rs(24)}",
        lambda: f"Mollie: live_{rs(30)}",
        lambda: f"Paystack secret sk_live_{hx(40)}",
        lambda: (
            f"Adyen API key for the ws_{digits(6)}@Company.{pick(WORDS).capitalize()} user: AQE{rs(5)}+{rs(60, ALNUM + '+/')}=-{rs(40, ALNUM + '+/')}=-{rs(20, ALNUM)}"
        ),
        lambda: f"MERCADOPAGO_ACCESS_TOKEN=APP_USR-{digits(16)}-{digits(6)}-{hx(32)}-{digits(9)}",
        lambda: f"checkout.com secret key sk_{uid()} (sandbox is sk_sbox_..., this one is prod)",
    ],
)

kind(
    S,
    "messaging_email_key",
    12,
    [
        lambda: f"TWILIO_ACCOUNT_SID=AC{hx(32)}\nTWILIO_AUTH_TOKEN={hx(32)}",
        lambda: f"client = Client('AC{hx(32)}', '{hx(32)}')",
        lambda: f"twilio api key SK{hx(32)} / secret {rs(32)}",
        lambda: f"SENDGRID_API_KEY=SG.{rs(22, ALNUM + '-_')}.{rs(43, ALNUM + '-_')}",
        lambda: f"Mailgun private API key key-{hx(32)} for mg.{pick(DOMAINS)}",
        lambda: f"POSTMARK_SERVER_TOKEN={uid()}",
        lambda: f"mailchimp api key {hx(32)}-us{R.randint(1, 21)}",
        lambda: f"Vonage API key {hx(8)} secret {rs(16)}",
        lambda: f"Brevo (ex Sendinblue) key: xkeysib-{hx(64)}-{rs(16)}",
        lambda: f'resend.api_key = "re_{rs(8)}_{rs(24)}"',
        lambda: (
            f"curl -s --user 'api:{hx(32)}-{hx(8)}-{hx(8)}' https://api.eu.mailgun.net/v3/{pick(DOMAINS)}/messages -F to=ops@{pick(DOMAINS)}"
        ),
    ],
)

kind(
    S,
    "ai_provider_key",
    13,
    [
        lambda: f"OPENAI_API_KEY=sk-proj-{rs(48, ALNUM + '-_')}T3BlbkFJ{rs(48, ALNUM + '-_')}",
        lambda: f"ANTHROPIC_API_KEY=sk-ant-api03-{rs(93, ALNUM + '-_')}AA",
        lambda: f'client = OpenAI(api_key="sk-{rs(20)}T3BlbkFJ{rs(20)}")',
        lambda: (
            f"{name()}: use my Anthropic key for the eval run today, sk-ant-api03-{rs(93, ALNUM + '-_')}AA, I'll revoke it tonight"
        ),
        lambda: f"GROQ_API_KEY=gsk_{rs(52)}",
        lambda: f"HF_TOKEN=hf_{rs(34)}",
        lambda: f"export REPLICATE_API_TOKEN=r8_{rs(37)}",
        lambda: f"xai key: xai-{rs(80)}",
        lambda: f"OpenRouter key for the playground: sk-or-v1-{hx(64)}",
        lambda: f'mistral = Mistral(api_key="{rs(32)}")  # prod key',
        lambda: f"perplexity: pplx-{rs(48)}",
        lambda: f"TOGETHER_API_KEY={hx(64)}",
        lambda: f"COHERE_API_KEY={rs(40)}",
    ],
)

kind(
    S,
    "package_registry_token",
    12,
    [
        lambda: f"//registry.npmjs.org/:_authToken=npm_{rs(36)}",
        lambda: f"NPM_TOKEN=npm_{rs(36)}",
        lambda: f"[pypi]\n  username = __token__\n  password = pypi-AgEIcHlwaS5vcmc{b64(60, url=True, pad=False)}",
        lambda: f"twine upload dist/* -u __token__ -p pypi-AgEIcHlwaS5vcmc{b64(70, url=True, pad=False)}",
        lambda: f"echo 'dckr_pat_{rs(27, ALNUM + '-_')}' | docker login -u {pick(USERS)} --password-stdin",
        lambda: f"RubyGems API key: rubygems_{hx(48)}",
        lambda: (
            f"dotnet nuget push pkg.nupkg --api-key oy2{rs(43, LOWER + DIGITS)} --source https://api.nuget.org/v3/index.json"
        ),
        lambda: f"cargo login cio{rs(32)}",
        lambda: (
            f"<server>\n  <id>artifactory</id>\n  <username>ci-bot</username>\n  <password>AKCp8{rs(68)}</password>\n</server>"
        ),
        lambda: f"JFROG_ACCESS_TOKEN=cmVmdGtuOjAxOjE3{rs(48)}",
        lambda: f"composer config --global --auth http-basic.repo.packagist.com token {hx(40)}",
    ],
)

kind(
    S,
    "ci_cd_infra_token",
    12,
    [
        lambda: f"CIRCLE_TOKEN=CCIPAT_{rs(22)}_{hx(40)}",
        lambda: f"export VAULT_TOKEN=hvs.{rs(24)}",
        lambda: f"vault root token from the init output: hvs.{rs(90, ALNUM + '-_')} and unseal key 1: {b64(33)}",
        lambda: f'credentials "app.terraform.io" {{\n  token = "{rs(14)}.atlasv1.{rs(67)}"\n}}',
        lambda: f"PULUMI_ACCESS_TOKEN=pul-{hx(40)}",
        lambda: f"doppler token for prod config: dp.st.prd.{rs(43)}",
        lambda: f"jenkins api token for user {pick(USERS)}: 11{hx(32)}",
        lambda: f"BUILDKITE_AGENT_TOKEN={hx(50)}",
        lambda: f"CODECOV_TOKEN={uid()}",
        lambda: (
            f"argocd login cd.{pick(DOMAINS)} --auth-token {jwt({'iss': 'argocd', 'sub': 'ci:apiKey', 'jti': uid()})}"
        ),
        lambda: f"nomad acl bootstrap -> Secret ID = {uid()}",
        lambda: f"consul acl token (global-management): {uid()}",
    ],
)

kind(
    S,
    "observability_key",
    12,
    [
        lambda: f"DD_API_KEY={hx(32)}\nDD_APP_KEY={hx(40)}",
        lambda: f"NEW_RELIC_LICENSE_KEY={hx(36)}NRAL",
        lambda: f"New Relic user key for the CLI: NRAK-{rs(27, UPPER + DIGITS)}",
        lambda: (
            f"SENTRY_AUTH_TOKEN=sntrys_{b64s(json.dumps({'iat': 1780000000, 'url': 'https://sentry.io', 'org': pick(WORDS)}), pad=False)}_{rs(43)}"
        ),
        lambda: f"grafana service account token: glsa_{rs(32)}_{hx(8)}",
        lambda: f"Honeycomb ingest key hcaik_{rs(58, LOWER + DIGITS)}",
        lambda: (
            f"curl -k https://splunk.{pick(DOMAINS)}:8088/services/collector -H 'Authorization: Splunk {uid()}' -d '{{\"event\":\"hello\"}}'"
        ),
        lambda: f"PagerDuty REST API key: u+{rs(18, ALNUM + '-_')}",
        lambda: f"logtail source token {rs(24)}",
        lambda: (
            f"grafana cloud: glc_{b64s(json.dumps({'o': digits(6), 'n': 'stack-' + digits(6) + '-hm-write', 'k': rs(24), 'm': {'r': 'prod-eu-west-2'}}), pad=False)}"
        ),
        lambda: f"elastic apm secret_token: {rs(24)}",
    ],
)

kind(
    S,
    "hosting_cdn_token",
    12,
    [
        lambda: f"CLOUDFLARE_API_TOKEN={rs(40, ALNUM + '_-')}",
        lambda: f"cloudflare global api key for {email()}: {hx(37)}",
        lambda: f"VERCEL_TOKEN={rs(24)}",
        lambda: f"netlify deploy --auth nfp_{rs(36)} --prod",
        lambda: f"HEROKU_API_KEY={uid()}",
        lambda: f"FLY_API_TOKEN=FlyV1 fm2_{rs(200, ALNUM + '+/')}",
        lambda: f"fastly api token {rs(32, ALNUM + '-_')}",
        lambda: f"render.com API key rnd_{rs(32)}",
        lambda: f"RAILWAY_TOKEN={uid()}",
        lambda: (
            f"Akamai .edgerc:\n[default]\nclient_secret = {b64(32)}\nhost = akab-{rs(16, LOWER + DIGITS)}-{rs(16, LOWER + DIGITS)}.luna.akamaiapis.net\naccess_token = akab-{rs(16, LOWER + DIGITS)}-{rs(16, LOWER + DIGITS)}\nclient_token = akab-{rs(16, LOWER + DIGITS)}-{rs(16, LOWER + DIGITS)}"
        ),
        lambda: f"Bunny CDN storage zone password: {uid()}-{hx(4)}-{hx(4)}",
    ],
)

kind(
    S,
    "saas_token",
    13,
    [
        lambda: f"NOTION_TOKEN=ntn_{rs(46)}",
        lambda: f"notion integration secret secret_{rs(43)}",
        lambda: f"LINEAR_API_KEY=lin_api_{rs(40)}",
        lambda: f"airtable personal access token pat{rs(14)}.{hx(64)}",
        lambda: f"Jira API token for {email()}: ATATT3xFfGF0{rs(180, ALNUM + '-_')}={hx(8).upper()}",
        lambda: f"figma PAT figd_{rs(40, ALNUM + '-_')}",
        lambda: f"SHOPIFY_ADMIN_API_ACCESS_TOKEN=shpat_{hx(32)}",
        lambda: f"shopify custom app: shpca_{hx(32)} / shared secret shpss_{hx(32)}",
        lambda: f"HubSpot private app token: pat-eu1-{uid()}",
        lambda: f"asana PAT 2/{digits(16)}/{digits(16)}:{hx(32)}",
        lambda: f"zendesk: {email()}/token:{rs(40)}",
        lambda: f"Intercom access token dG9rOj{rs(54)}=",
        lambda: f"mapbox secret token (downloads scope) sk.eyJ1Ijoi{rs(30)}.{rs(22, ALNUM + '-_')}",
        lambda: f"ALGOLIA_ADMIN_KEY={hx(32)}",
        lambda: (
            f"SUPABASE_SERVICE_ROLE_KEY={jwt({'iss': 'supabase', 'ref': rs(20, LOWER), 'role': 'service_role', 'iat': 1760000000, 'exp': 2075000000})}"
        ),
    ],
)

kind(
    S,
    "jwt_token",
    13,
    [
        lambda: f"Authorization: Bearer {jwt()}",
        lambda: f"access_token={jwt(alg='RS256', sig_bytes=256)}",
        lambda: f"{name()}: token from the staging login, valid for an hour — {jwt()}",
        lambda: (
            f"localStorage.setItem('id_token', '{jwt({'sub': uid(), 'email': email(), 'aud': rs(32), 'iss': 'https://' + pick(WORDS) + '.eu.auth0.com/', 'iat': 1780001000, 'exp': 1780087400})}')"
        ),
        lambda: (
            f"kubectl --token={jwt({'iss': 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'kube-system', 'kubernetes.io/serviceaccount/service-account.name': 'admin-user', 'sub': 'system:serviceaccount:kube-system:admin-user'}, alg='RS256', sig_bytes=256)} get pods -A"
        ),
        lambda: (
            f"HASURA_ADMIN_JWT={jwt({'https://hasura.io/jwt/claims': {'x-hasura-default-role': 'admin', 'x-hasura-allowed-roles': ['admin']}, 'sub': 'ops'}, alg='HS512', sig_bytes=64)}"
        ),
        lambda: f'{{"access_token":"{jwt(alg="RS256", sig_bytes=256)}","token_type":"Bearer","expires_in":3600}}',
        lambda: f"Voici le jeton d'accès pour l'API interne : {jwt()}",
        lambda: f"requests.get(url, headers={{'Authorization': 'Bearer {jwt(alg='HS384', sig_bytes=48)}'}})",
        lambda: (
            f"anon key is public but this one is the service role, keep it server side: {jwt({'iss': 'supabase', 'ref': rs(20, LOWER), 'role': 'service_role', 'iat': 1765000000, 'exp': 2080000000})}"
        ),
    ],
)

kind(
    S,
    "pem_private_key",
    13,
    [
        lambda: pem_rsa(1024),
        lambda: "server.key for the staging nginx:\n" + pem_rsa(1024),
        lambda: pem_pkcs8_ed25519(),
        lambda: pem_ec(),
        lambda: "tls:\n  key: |\n    " + pem_pkcs8_rsa().replace("\n", "\n    "),
        lambda: json.dumps({"cert_id": uid(), "private_key": pem_ec()}),
        lambda: 'APNS_AUTH_KEY="' + pem_pkcs8_ed25519("\\n") + '"',
        lambda: "JWT_PRIVATE_KEY=" + pem_rsa(1024, "\\n"),
        lambda: "const key = `" + pem_pkcs8_ed25519() + "`;",
        lambda: "Pegué la llave privada del servidor aquí para no perderla:\n" + pem_ec(),
        lambda: (
            pem(
                "ENCRYPTED PRIVATE KEY",
                der(0x30, der(0x30, bytes.fromhex("06092a864886f70d01050d")) + der(0x04, rbytes(600))),
            )
            + "\npassphrase: "
            + password()
        ),
    ],
)

kind(
    S,
    "openssh_private_key",
    11,
    [
        lambda: json.dumps({"host": host(), "user": pick(USERS), "private_key": openssh_ed25519("ansible")}),
        lambda: (
            'resource "tls_private_key" "imported" {}\nlocals {\n  ssh_key = <<-EOT\n'
            + openssh_ed25519("terraform")
            + "\n  EOT\n}"
        ),
        lambda: openssh_ed25519(f"{pick(USERS)}@{pick(WORDS)}-laptop"),
        lambda: "~/.ssh/id_ed25519 from the bastion, in case we lose it again:\n" + openssh_ed25519("bastion"),
        lambda: "deploy_key: |\n  " + openssh_ed25519("github-actions-deploy").replace("\n", "\n  "),
        lambda: 'SSH_PRIVATE_KEY="' + openssh_ed25519("ci@runner").replace("\n", "\\n") + '"',
        lambda: "$ cat ~/.ssh/id_ed25519\n" + openssh_ed25519(email()),
        lambda: (
            "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: "
            + pick(USERS)
            + "@win-jump\nPublic-Lines: 2\n"
            + chunks(b64(51), 64, "\n")
            + "\nPrivate-Lines: 1\n"
            + b64(36)
            + "\nPrivate-MAC: "
            + hx(64)
        ),
    ],
)

kind(
    S,
    "pgp_private_key",
    9,
    [
        lambda: json.dumps(
            {
                "name": "release-signer",
                "gpg_private_key": pgp_block(True, f"Bot <bot@{pick(DOMAINS)}>"),
                "passphrase": passphrase(3),
            }
        ),
        lambda: "signing:\n  key: |\n    " + pgp_block(True, f"{name()} <{email()}>").replace("\n", "\n    "),
        lambda: pgp_block(True, f"{name()} <{email()}>"),
        lambda: (
            "backup of my signing key (subkeys only):\n" + pgp_block(True, f"Release Signing <release@{pick(DOMAINS)}>")
        ),
        lambda: "gpg --import <<'EOF'\n" + pgp_block(True, f"ci-bot <ci@{pick(DOMAINS)}>") + "\nEOF",
    ],
)

kind(
    S,
    "oauth_client_secret",
    13,
    [
        lambda: (
            f"GOOGLE_CLIENT_ID={digits(12)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=GOCSPX-{rs(28, ALNUM + '-_')}"
        ),
        lambda: json.dumps(
            {
                "web": {
                    "client_id": f"{digits(12)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com",
                    "client_secret": f"GOCSPX-{rs(28, ALNUM + '-_')}",
                    "redirect_uris": ["https://app.example.com/oauth2/callback"],
                }
            }
        ),
        lambda: f"GitHub OAuth app: Client ID Ov23li{rs(14)} / Client secret {hx(40)}",
        lambda: f"AUTH0_CLIENT_ID={rs(32)}\nAUTH0_CLIENT_SECRET={rs(64, ALNUM + '-_')}",
        lambda: f"okta: client_id 0oa{rs(17)} client_secret {rs(40, ALNUM + '-_')}",
        lambda: f"keycloak confidential client 'backend' secret = {rs(32)}",
        lambda: f"spotify.client_secret={hx(32)}  (client id {hx(32)})",
        lambda: f"Discord OAuth2 secret for the dashboard: {rs(32, ALNUM + '-_')}",
        lambda: f"refresh_token: 1//0g{rs(100, ALNUM + '-_')}",
        lambda: (
            f"curl -d grant_type=client_credentials -d client_id=svc-reports -d client_secret={rs(40)} https://idp.{pick(DOMAINS)}/oauth/token"
        ),
        lambda: (
            f"MS Graph app reg: app id {uid()}, secret value {rs(3)}8Q~{rs(34, ALNUM + '._-~')} (the secret ID column is {uid()})"
        ),
        lambda: f'{{"refresh_token": "def50200{hx(300)}", "token_type": "Bearer"}}',
    ],
)

kind(
    S,
    "webhook_signing_secret",
    11,
    [
        lambda: f"STRIPE_WEBHOOK_SECRET=whsec_{rs(32)}",
        lambda: f"stripe listen printed: Ready! Your webhook signing secret is whsec_{hx(64)} (^C to quit)",
        lambda: f"GITHUB_WEBHOOK_SECRET={hx(40)}",
        lambda: f"SLACK_SIGNING_SECRET={hx(32)}",
        lambda: f"shopify webhook HMAC secret {hx(64)}",
        lambda: f"svix endpoint secret whsec_{b64(24)}",
        lambda: f"Linear webhook signing secret: lin_wh_{rs(40)}",
        lambda: f"paddle notification secret pdl_ntfset_{rs(26, LOWER + DIGITS)}_{rs(32)}",
        lambda: f"webhook:\n  url: https://hooks.{pick(DOMAINS)}/in\n  secret: {rs(32)}",
    ],
)

kind(
    S,
    "app_secret_key",
    12,
    [
        lambda: f"SECRET_KEY = 'django-insecure-{rs(50, LOWER + DIGITS + '!@#$%^&*(-_=+)')}'",
        lambda: f"SECRET_KEY_BASE={hx(128)}",
        lambda: f"APP_KEY=base64:{b64(32)}",
        lambda: f"NEXTAUTH_SECRET={b64(32)}",
        lambda: f"app.config['SECRET_KEY'] = '{hx(48)}'",
        lambda: f"JWT_SECRET={rs(48)}",
        lambda: f"ENCRYPTION_KEY={hx(64)}",
        lambda: f"config/master.key: {hx(32)}",
        lambda: f'config :my_app, MyAppWeb.Endpoint, secret_key_base: "{rs(64, ALNUM + "+/")}"',
        lambda: f"APP_SECRET={hx(32)}  # symfony",
        lambda: f'session_secret: "{rs(40, ALNUM + "!#%&")}"',
        lambda: f"The cookie signing key for the Express app is {rs(32)}; set it as COOKIE_SECRET on the new box.",
    ],
)

kind(
    S,
    "conn_postgres",
    13,
    [
        lambda: f"DATABASE_URL=postgres://{user()}:{password()}@{host()}:5432/{db()}",
        lambda: f"postgresql+psycopg2://{user()}:{password()}@{host()}/{db()}?sslmode=require",
        lambda: f'psql "host={host()} port=5432 dbname={db()} user={user()} password={password()} sslmode=verify-full"',
        lambda: f"PGPASSWORD='{password()}' pg_dump -h {host()} -U {user()} {db()} > dump.sql",
        lambda: f"jdbc:postgresql://{host()}:5432/{db()}?user={user()}&password={password()}",
        lambda: f"await asyncpg.connect(user='{user()}', password='{password()}', database='{db()}', host='{host()}')",
        lambda: (
            f"{name()}: prod read replica is postgres://{user()}:{password()}@{host()}/{db()} (read only, don't write)"
        ),
        lambda: f"Host={host()};Port=5432;Database={db()};Username={user()};Password={password()};SSL Mode=Require",
        lambda: (
            f"spring.datasource.url=jdbc:postgresql://{host()}/{db()}\nspring.datasource.username={user()}\nspring.datasource.password={password()}"
        ),
    ],
)

kind(
    S,
    "conn_mysql",
    12,
    [
        lambda: f"mysql://{user()}:{password()}@{host()}:3306/{db()}",
        lambda: f"mysql -h {host()} -u {user()} -p'{password()}' {db()}",
        lambda: f"'{user()}:{password()}@tcp({host()}:3306)/{db()}?parseTime=true'",
        lambda: f"new PDO('mysql:host={host()};dbname={db()}', '{user()}', '{password()}');",
        lambda: (
            f"DATABASES = {{'default': {{'ENGINE': 'django.db.backends.mysql', 'NAME': '{db()}', 'USER': '{user()}', 'PASSWORD': '{password()}', 'HOST': '{host()}'}}}}"
        ),
        lambda: f"[client]\nuser={user()}\npassword={password()}\nhost={host()}",
        lambda: (
            f"DB_CONNECTION=mysql\nDB_HOST={host()}\nDB_DATABASE={db()}\nDB_USERNAME={user()}\nDB_PASSWORD={password()}"
        ),
        lambda: f"mariadb+pymysql://{user()}:{password()}@{host()}/{db()}?charset=utf8mb4",
    ],
)

kind(
    S,
    "conn_mongodb",
    12,
    [
        lambda: (
            f"client = MongoClient('{host()}', 27017, username='{user()}', password='{password()}', authSource='admin')"
        ),
        lambda: f"spring.data.mongodb.uri=mongodb://{user()}:{password()}@{host()}:27017/{db()}",
        lambda: (
            f"MONGODB_URI=mongodb+srv://{user()}:{password()}@cluster0.{rs(5, LOWER + DIGITS)}.mongodb.net/{db()}?retryWrites=true&w=majority"
        ),
        lambda: f'mongosh "mongodb://{user()}:{password()}@{host()}:27017/{db()}?authSource=admin"',
        lambda: (
            f"mongoose.connect('mongodb+srv://{user()}:{password()}@{pick(WORDS)}.{rs(5, LOWER + DIGITS)}.mongodb.net/{db()}')"
        ),
        lambda: f"mongodb://{user()}:{password()}@mongo-0.mongo:27017,mongo-1.mongo:27017/{db()}?replicaSet=rs0",
        lambda: (
            f"{name()} told me the atlas cluster string: mongodb+srv://{user()}:{password()}@prod.{rs(5, LOWER + DIGITS)}.mongodb.net"
        ),
        lambda: f'mongodump --uri="mongodb://{user()}:{password()}@{host()}/{db()}" --out=/backup',
    ],
)

kind(
    S,
    "conn_redis_broker",
    13,
    [
        lambda: f"REDIS_URL=redis://default:{password()}@{host()}:6379/0",
        lambda: f"rediss://:{rs(32)}@{pick(WORDS)}-{digits(5)}.upstash.io:6379",
        lambda: f"redis-cli -h {host()} -a '{password()}' --no-auth-warning INFO",
        lambda: f"requirepass {password()}",
        lambda: f"CELERY_BROKER_URL=amqp://{user()}:{password()}@rabbitmq.{pick(DOMAINS)}:5672/vhost",
        lambda: f"amqps://{user()}:{password()}@{pick(WORDS)}.rmq.cloudamqp.com/{rs(8, LOWER)}",
        lambda: (
            f'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="{rs(16, UPPER + DIGITS)}" password="{rs(64, ALNUM + "+/")}";'
        ),
        lambda: f"nats://{user()}:{password()}@nats.{pick(DOMAINS)}:4222",
        lambda: f"mqtt://{user()}:{password()}@broker.{pick(DOMAINS)}:1883",
        lambda: f"spring.rabbitmq.password={password()}",
    ],
)

kind(
    S,
    "conn_other_schemes",
    13,
    [
        lambda: f"smtp://{email()}:{password()}@smtp.{pick(DOMAINS)}:587",
        lambda: (
            f"EMAIL_HOST=smtp.gmail.com\nEMAIL_HOST_USER={email()}\nEMAIL_HOST_PASSWORD={rs(4, LOWER)} {rs(4, LOWER)} {rs(4, LOWER)} {rs(4, LOWER)}"
        ),
        lambda: f"ftp://{user()}:{password()}@ftp.{pick(DOMAINS)}/incoming/",
        lambda: f"lftp -u {user()},'{password()}' sftp://files.{pick(DOMAINS)}",
        lambda: (
            f"ldapsearch -x -H ldaps://ldap.{pick(DOMAINS)} -D 'cn=admin,dc={pick(WORDS)},dc=com' -w '{password()}' -b 'ou=people,dc={pick(WORDS)},dc=com'"
        ),
        lambda: f"bindDN: cn=svc-ldap,ou=services,dc=corp,dc=local\nbindPassword: {password()}",
        lambda: (
            f"Driver={{ODBC Driver 18 for SQL Server}};Server=tcp:{pick(WORDS)}.database.windows.net,1433;Database={db()};Uid={user()};Pwd={password()};Encrypt=yes;"
        ),
        lambda: f"Server={host()};Database={db()};User Id=sa;Password={password()};TrustServerCertificate=True",
        lambda: f"jdbc:oracle:thin:{user()}/{password()}@//{host()}:1521/ORCLPDB1",
        lambda: f"sqlcmd -S {host()} -U sa -P '{password()}' -Q 'SELECT @@VERSION'",
        lambda: f"https://{user()}:{password()}@es.{pick(DOMAINS)}:9200/_cat/indices",
        lambda: f"clickhouse-client --host {host()} --user {user()} --password '{password()}'",
        lambda: f"neo4j+s://{pick(WORDS)}.databases.neo4j.io  user neo4j  password {rs(43, ALNUM + '-_')}",
        lambda: f"imap.{pick(DOMAINS)}:993 user {email()} pass {password()}",
    ],
)

kind(
    S,
    "password_prose_en",
    14,
    [
        lambda: f"my wifi password is {password()}",
        lambda: f"The password for the shared Netflix is {password()}, don't change it please",
        lambda: f"Remember: the router admin login is admin / {password()}",
        lambda: f"pw for the NAS: {password()}",
        lambda: f"{name()} said the VPN password got reset to {password()} this morning",
        lambda: f"note to self - new laptop login password: {password()}",
        lambda: f"Grafana admin creds: admin:{password()}",
        lambda: f"password is {password()} (case sensitive, the last char is part of it)",
        lambda: f"I set the Jenkins admin password to {password()} — write it in the vault when you get a sec",
        lambda: f"Login for the staging Wordpress: user editor, pass {password()}",
        lambda: f"For future reference my Apple ID password is now {password()}",
        lambda: f"Credentials for the test printer portal → username: {user()} | password: {password()}",
        lambda: f"the zip is encrypted, password {password()}",
        lambda: f"Hey, can you remember that the alarm panel's installer password is {password()}?",
    ],
)

kind(
    S,
    "password_prose_i18n",
    28,
    [
        lambda: f"la contraseña es {password()}",
        lambda: f"Mi contraseña del correo ahora es {password()}, apúntala por si la olvido",
        lambda: f"Das Passwort für den Router lautet {password()}",
        lambda: f"Kennwort für den Server: {password()}",
        lambda: f"le mot de passe du compte admin est {password()}",
        lambda: f"mdp du wifi invité : {password()}",
        lambda: f"a senha do banco é {password()}",
        lambda: f"la password di root è {password()}",
        lambda: f"het wachtwoord is {password()}",
        lambda: f"hasło do serwera to {password()}",
        lambda: f"heslo k účtu: {password()}",
        lambda: f"parola pentru router este {password()}",
        lambda: f"lösenordet är {password()}",
        lambda: f"salasana on {password()}",
        lambda: f"şifrem {password()}, unutma",
        lambda: f"kata sandinya {password()}",
        lambda: f"mật khẩu là {password()}",
        lambda: f"пароль от почты: {password()}",
        lambda: f"пароль до сервера {password()}",
        lambda: f"ο κωδικός είναι {password()}",
        lambda: f"パスワードは {password()} です",
        lambda: f"密码是 {password()}",
        lambda: f"密碼：{password()}",
        lambda: f"비밀번호는 {password()} 입니다",
        lambda: f"पासवर्ड है {password()}",
        lambda: f"كلمة المرور هي {password()}",
        lambda: f"הסיסמה היא {password()}",
        lambda: f"รหัสผ่านคือ {password()}",
    ],
)

kind(
    S,
    "seed_passphrase",
    13,
    [
        lambda: f"wallet recovery phrase (write on paper!): {seed_phrase(12)}",
        lambda: f"Seed words for the Ledger: {seed_phrase(24)}",
        lambda: (
            "my metamask secret recovery phrase:\n"
            + "\n".join(f"{i + 1}. {w}" for i, w in enumerate(seed_phrase(12).split()))
        ),
        lambda: f'mnemonic: "{seed_phrase(12)}"',
        lambda: f"LUKS passphrase for the external drive: {passphrase(5)}",
        lambda: f'The passphrase on my id_rsa is "{passphrase(4)}"',
        lambda: f"frase semilla de la billetera: {seed_phrase(12)}",
        lambda: f"Wiederherstellungsphrase: {seed_phrase(12)}",
        lambda: f"gpg passphrase = {passphrase(4)}",
        lambda: f"veracrypt container passphrase is {passphrase(6)}",
        lambda: f"BIP39 24 words + passphrase '{pick(WORDS)}{digits(3)}': {seed_phrase(24)}",
    ],
)

kind(
    S,
    "recovery_codes",
    12,
    [
        lambda: "GitHub recovery codes:\n" + "\n".join(f"{hx(5)}-{hx(5)}" for _ in range(8)),
        lambda: "Google backup codes\n" + "\n".join(f"{rs(4, DIGITS)} {rs(4, DIGITS)}" for _ in range(10)),
        lambda: (
            f"BitLocker recovery key for LAPTOP-{rs(7, UPPER + DIGITS)}: " + "-".join(rs(6, DIGITS) for _ in range(8))
        ),
        lambda: "Apple recovery key: " + "-".join(rs(4, UPPER + DIGITS) for _ in range(7)),
        lambda: f"bitwarden two-step login recovery code: {rs(32, UPPER + DIGITS)}",
        lambda: "AWS root MFA backup codes (keep offline): " + ", ".join(rs(8, DIGITS) for _ in range(6)),
        lambda: f"Proton recovery phrase: {seed_phrase(12)}",
        lambda: "códigos de respaldo de Discord: " + " ".join(rs(8, LOWER + DIGITS) for _ in range(8)),
        lambda: (
            f"1Password Secret Key: A3-{rs(6, UPPER + DIGITS)}-{rs(6, UPPER + DIGITS)}-{rs(5, UPPER + DIGITS)}-{rs(5, UPPER + DIGITS)}-{rs(5, UPPER + DIGITS)}-{rs(5, UPPER + DIGITS)}"
        ),
        lambda: "Slack backup codes: " + " ".join(rs(8, DIGITS) for _ in range(10)),
    ],
)

kind(
    S,
    "otp_code",
    13,
    [
        lambda: f"the code they texted me is {rs(6, DIGITS)}",
        lambda: f"Your verification code is {rs(6, DIGITS)}. It expires in 10 minutes. Don't share it with anyone.",
        lambda: f"{name()}: OTP for the bank transfer is {rs(6, DIGITS)}, quick before it expires",
        lambda: f"2FA code: {rs(3, DIGITS)} {rs(3, DIGITS)}",
        lambda: f"G-{rs(6, DIGITS)} is your Google verification code.",
        lambda: f"tu código de verificación es {rs(6, DIGITS)}",
        lambda: f"Ihr Bestätigungscode lautet {rs(6, DIGITS)}",
        lambda: f"votre code de connexion : {rs(6, DIGITS)}",
        lambda: f"验证码：{rs(6, DIGITS)}，5分钟内有效，请勿泄露。",
        lambda: f"ваш код подтверждения {rs(5, DIGITS)}",
        lambda: f"authenticator shows {rs(6, DIGITS)} right now for the AWS root, use it",
        lambda: f"The magic link didn't work, use the one-time passcode {rs(8, DIGITS)} instead",
    ],
)

kind(
    S,
    "pin_code",
    13,
    [
        lambda: f"my debit card PIN is {rs(4, DIGITS)}",
        lambda: f"door code for the office: {rs(4, DIGITS)}#",
        lambda: f"SIM PIN {rs(4, DIGITS)}, PUK {rs(8, DIGITS)}",
        lambda: f"alarm disarm code is {rs(4, DIGITS)} — enter it within 30s",
        lambda: f"voicemail PIN: {rs(6, DIGITS)}",
        lambda: f"mi PIN de la tarjeta es {rs(4, DIGITS)}",
        lambda: f"Geheimzahl der EC-Karte: {rs(4, DIGITS)}",
        lambda: f"code de la porte d'entrée : {rs(4, DIGITS)}B",
        lambda: f"padlock combination for the bike shed is {rs(3, DIGITS)}",
        lambda: f"phone unlock PIN {rs(6, DIGITS)}",
        lambda: f"garage keypad: {rs(5, DIGITS)}",
        lambda: f"暗証番号は{rs(4, DIGITS)}です",
    ],
)

kind(
    S,
    "totp_seed",
    11,
    [
        lambda: otp_migration_uri(),
        lambda: f"mfa:\n  issuer: {pick(WORDS).capitalize()}VPN\n  shared_secret: {rs(32, B32)}",
        lambda: (
            f"otpauth://totp/{pick(WORDS).capitalize()}:{email()}?secret={rs(32, B32)}&issuer={pick(WORDS).capitalize()}"
        ),
        lambda: f"2FA setup key (if the QR won't scan): {chunks(rs(32, B32).lower(), 4, ' ')}",
        lambda: f"TOTP_SECRET={rs(32, B32)}",
        lambda: f"mfa seed for the shared admin account: {rs(16, B32)}",
        lambda: f"otpauth://hotp/VPN:{user()}?secret={rs(26, B32)}&counter={R.randint(1, 300)}",
        lambda: f"pyotp.TOTP('{rs(32, B32)}').now()",
    ],
)

kind(
    S,
    "card_number",
    13,
    [
        lambda: f"my visa is {fmt_card(card('visa')[1])}",
        lambda: f"Card: {fmt_card(card('mc')[1], '-')}",
        lambda: f"company Amex {fmt_card(card('amex')[1])} — use for AWS invoices",
        lambda: f"pay with {card('mc2')[1]}",
        lambda: f"numéro de carte : {fmt_card(card('visa')[1])}",
        lambda: f"número da cartão: {fmt_card(card('unionpay')[1])}",
        lambda: f"Kartennummer {fmt_card(card('mc')[1])}",
        lambda: f"JCB card {fmt_card(card('jcb')[1])} (travel)",
        lambda: f"Discover {fmt_card(card('disc')[1], '-')} is the backup card",
        lambda: f'card_number: "{card()[1]}"',
    ],
)

kind(
    S,
    "card_with_cvv",
    13,
    [
        lambda: (lambda c: f"Visa {fmt_card(c)} exp {expiry()} cvv {rs(3, DIGITS)}")(card("visa")[1]),
        lambda: (lambda c: f"card {fmt_card(c, '-')}, {expiry()}, CVC {rs(3, DIGITS)}, name {name().upper()} NOVAK")(
            card("mc")[1]
        ),
        lambda: (
            lambda c: (
                f'{{"number": "{c}", "exp_month": {R.randint(1, 12)}, "exp_year": {R.randint(2027, 2031)}, "cvc": "{rs(3, DIGITS)}"}}'
            )
        )(card()[1]),
        lambda: (lambda c: f"Amex {fmt_card(c)} valid thru {expiry()} CID {rs(4, DIGITS)}")(card("amex")[1]),
        lambda: (lambda c: f"tarjeta {fmt_card(c)} vence {expiry()} código de seguridad {rs(3, DIGITS)}")(
            card("visa")[1]
        ),
        lambda: (
            lambda c: f"{name()}: use the team card for the conference, {fmt_card(c)} / {expiry()} / {rs(3, DIGITS)}"
        )(card("mc2")[1]),
        lambda: (lambda c: f"Karte {fmt_card(c)} gültig bis {expiry()} Prüfnummer {rs(3, DIGITS)}")(card("mc")[1]),
        lambda: (lambda c: f"cc={c}|{expiry()}|{rs(3, DIGITS)}")(card()[1]),
    ],
)

kind(
    S,
    "bank_credentials",
    12,
    [
        lambda: f"Online banking: IBAN {iban_spaced(iban('DE'))}, Login-PIN {rs(5, DIGITS)}",
        lambda: f"routing {aba_routing()} account {digits(10)}, online banking password {password()}",
        lambda: f"Banco: {iban('ES')} usuario {digits(8)} clave {password()}",
        lambda: f"my bank login is {user()}{digits(3)} / {password()} (acct {iban('GB')})",
        lambda: f"TAN list item {R.randint(1, 99)}: {rs(6, DIGITS)} for transfer from {iban('AT')}",
        lambda: f"compte {iban_spaced(iban('FR'))}, code d'accès {rs(6, DIGITS)}",
        lambda: (
            f"Netbanking credentials — customer ID {digits(9)}, password {password()}, transaction PIN {rs(4, DIGITS)}"
        ),
        lambda: f"conto {iban('IT')} codice utente {digits(8)} PIN {rs(5, DIGITS)}",
        lambda: f"Telebanking: rekening {iban('NL')}, inlogcode {rs(5, DIGITS)}",
    ],
)

kind(
    S,
    "basic_auth_htpasswd",
    12,
    [
        lambda: f"Authorization: Basic {b64s(user() + ':' + password())}",
        lambda: f"curl -u {user()}:{password()} https://jenkins.{pick(DOMAINS)}/job/build/api/json",
        lambda: f"https://{user()}:{password()}@registry.{pick(DOMAINS)}/v2/_catalog",
        lambda: f"htpasswd -b -c /etc/nginx/.htpasswd {user()} '{password()}'",
        lambda: f"requests.get(url, auth=('{user()}', '{password()}'))",
        lambda: f"wget --user={user()} --password='{password()}' https://files.{pick(DOMAINS)}/dump.tgz",
        lambda: f"axios.get(url, {{ auth: {{ username: '{user()}', password: '{password()}' }} }})",
        lambda: (
            f"GET /metrics HTTP/1.1\nHost: prom.{pick(DOMAINS)}\nAuthorization: Basic {b64s(user() + ':' + password())}"
        ),
        lambda: f"sshpass -p '{password()}' ssh {user()}@{host()}",
        lambda: f"ssh {user()}@{host()}  (pw: {password()})",
    ],
)

kind(
    S,
    "session_cookie",
    12,
    [
        lambda: f"Cookie: sessionid={rs(32, LOWER + DIGITS)}; csrftoken={rs(32)}",
        lambda: f"Set-Cookie: _session_id={hx(32)}; path=/; HttpOnly; Secure",
        lambda: f"PHPSESSID={rs(26, LOWER + DIGITS)}",
        lambda: f"connect.sid=s%3A{rs(32, ALNUM + '-_')}.{rs(43, ALNUM + '/+')}",
        lambda: f"curl -b 'JSESSIONID={hx(32).upper()}' https://portal.{pick(DOMAINS)}/admin",
        lambda: f"__Secure-next-auth.session-token={rs(30)}..{rs(200, ALNUM + '-_')}",
        lambda: f"copy my logged-in cookie into the scraper: user_session={rs(48, ALNUM + '-_')}",
        lambda: f".ASPXAUTH={hx(320).upper()}",
        lambda: f"laravel_session={b64(200)}",
        lambda: f'document.cookie = "auth_token={rs(40)}; path=/"',
    ],
)

kind(
    S,
    "bearer_header",
    11,
    [
        lambda: f'curl -H "Authorization: Bearer {rs(40, ALNUM)}" https://api.{pick(DOMAINS)}/v1/me',
        lambda: f"X-API-Key: {hx(32)}",
        lambda: f"fetch(url, {{ headers: {{ 'x-api-key': '{rs(40, ALNUM + '_')}' }} }})",
        lambda: f"http GET api.{pick(DOMAINS)}/orders Authorization:'Token {hx(40)}'",
        lambda: f"GET /v2/items HTTP/1.1\nAuthorization: Bearer {rs(64, ALNUM + '-._~')}\nAccept: application/json",
        lambda: f"api_key={rs(32)} (the weather API, paid plan)",
        lambda: f'client := api.New("{rs(36, ALNUM)}") // prod key',
    ],
)

kind(
    S,
    "env_file",
    12,
    [
        lambda: (
            f"# .env.production\nNODE_ENV=production\nDATABASE_URL=postgres://{user()}:{password()}@{host()}/{db()}\nSTRIPE_SECRET_KEY=sk_live_{rs(99)}\nLOG_LEVEL=info"
        ),
        lambda: f"PORT=8080\nREDIS_HOST={host()}\nREDIS_PASSWORD={password()}\nFEATURE_FLAGS=beta",
        lambda: f"ADMIN_EMAIL={email()}\nADMIN_PASSWORD={password()}",
        lambda: f"environment:\n  - POSTGRES_USER={user()}\n  - POSTGRES_PASSWORD={password()}\n  - POSTGRES_DB={db()}",
        lambda: f"MYSQL_ROOT_PASSWORD={password()}",
        lambda: f"SMTP_USER={email()}\nSMTP_PASS={password()}",
        lambda: f'[env]\nAPI_SECRET = "{rs(40)}"\nDEBUG = false',
        lambda: f'Environment="DB_PASS={password()}"',
        lambda: f'env:\n  - name: API_TOKEN\n    value: "{rs(40)}"',
        lambda: f"set -x KEYCLOAK_ADMIN_PASSWORD '{password()}'",
    ],
)

kind(
    S,
    "cli_password_flag",
    12,
    [
        lambda: f"./deploy.sh --user={user()} --password={password()}",
        lambda: f"docker login registry.{pick(DOMAINS)} -u {user()} -p {password()}",
        lambda: f"openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:{password()}",
        lambda: f"zip -P {password()} -r backup.zip ./docs",
        lambda: f"keytool -importkeystore -srckeystore a.jks -srcstorepass {password()} -deststorepass {password()}",
        lambda: f"xfreerdp /v:{host()} /u:{user()} /p:'{password()}'",
        lambda: f"smbclient //files/share -U {user()}%{password()}",
        lambda: f"mongo --username {user()} --password '{password()}' --authenticationDatabase admin",
        lambda: f"rclone config create b2 b2 account {hx(12)} key K00{rs(28)}",
        lambda: f"net use Z: \\\\fs01\\finance /user:CORP\\{user()} {password()}",
        lambda: f'java -jar tool.jar --db-password "{password()}" --migrate',
        lambda: f"7z a -p{password()} archive.7z secret_docs/",
    ],
)

kind(
    S,
    "shell_history",
    12,
    [
        lambda: f"  501  cd infra\n  502  export GITHUB_TOKEN={github_token()}\n  503  terraform plan",
        lambda: f"$ history | tail -3\n 1021  ssh {user()}@{host()}\n 1022  mysql -u root -p{password()}\n 1023  exit",
        lambda: f"#1764000000\necho '{password()}' | sudo -S systemctl restart nginx",
        lambda: f'PS> $env:OPENAI_API_KEY="sk-proj-{rs(48)}T3BlbkFJ{rs(48)}"',
        lambda: f": 1764001122:0;curl -u admin:{password()} http://localhost:15672/api/overview",
        lambda: f"❯ heroku config:set SECRET_KEY_BASE={hx(128)}",
        lambda: f"kubectl create secret generic db --from-literal=password='{password()}'",
        lambda: f"gh secret set NPM_TOKEN --body npm_{rs(36)}",
        lambda: f"fly secrets set DATABASE_URL=postgres://{user()}:{password()}@{host()}/{db()}",
    ],
)

kind(
    S,
    "sql_password",
    11,
    [
        lambda: f"CREATE USER '{user()}'@'%' IDENTIFIED BY '{password()}';",
        lambda: f"ALTER ROLE {user()} WITH LOGIN PASSWORD '{password()}';",
        lambda: f"CREATE LOGIN svc_{pick(WORDS)} WITH PASSWORD = '{password()}';",
        lambda: f'ALTER USER system IDENTIFIED BY "{password()}";',
        lambda: f"SET PASSWORD FOR 'root'@'localhost' = '{password()}';",
        lambda: f"INSERT INTO service_accounts (name, api_key) VALUES ('{pick(WORDS)}', '{rs(40)}');",
        lambda: f"EXEC sp_addlinkedsrvlogin 'REMOTE01', 'false', NULL, 'linkuser', '{password()}';",
        lambda: f"CREATE SERVER MAPPING ... OPTIONS (user '{user()}', password '{password()}');",
    ],
)

kind(
    S,
    "account_handover_email",
    12,
    [
        lambda: (
            f"Hi {name()},\n\nWelcome aboard! Your account is ready.\nUsername: {user()}.{digits(2)}\nTemporary password: {password()}\nYou'll be asked to change it at first login.\n\nIT Helpdesk"
        ),
        lambda: (
            f"Subject: Your VPN access\n\nLogin: {email()}\nInitial password: {password()}\nPortal: https://vpn.{pick(DOMAINS)}"
        ),
        lambda: f"Ticket #{digits(5)} resolved: password for {email()} reset to {password()} (temporary).",
        lambda: (
            f"Hola {name()}, tus credenciales del portal de proveedores: usuario {user()}, contraseña {password()}."
        ),
        lambda: (
            f"Hallo {name()}, anbei deine Zugangsdaten: Benutzer {user()} / Passwort {password()}. Bitte nach dem ersten Login ändern."
        ),
        lambda: f"Bonjour, voici vos identifiants : identifiant {email()}, mot de passe provisoire {password()}.",
        lambda: f"Dear customer, your one-time login for the tenant portal is {email()} with password {password()}.",
        lambda: f"From: it@{pick(DOMAINS)}\nTo: {email()}\n\nThe shared mailbox creds: {email()} / {password()}",
    ],
)

kind(
    S,
    "wifi_password",
    12,
    [
        lambda: f"WIFI:T:WPA;S:{pick(WORDS).capitalize()}-Guest;P:{password()};;",
        lambda: f'network={{\n    ssid="{pick(WORDS).capitalize()}Home"\n    psk="{password()}"\n}}',
        lambda: f"nmcli dev wifi connect {pick(WORDS)}-5G password '{password()}'",
        lambda: f"wpa_passphrase={password()}",
        lambda: f"Wi-Fi: {pick(WORDS).capitalize()}_Office / pass {password()}",
        lambda: f"WLAN-Schlüssel: {rs(20, DIGITS)}",
        lambda: f"la clave del wifi de la casa de la playa es {password()}",
        lambda: f"wifi da casa: rede {pick(WORDS)}, senha {password()}",
        lambda: f"Guest network password for the offsite is {password()}",
        lambda: f"WiFi密码：{password()}",
    ],
)

kind(
    S,
    "kube_docker_config",
    12,
    [
        lambda: f"users:\n- name: admin\n  user:\n    token: {rs(6, LOWER + DIGITS)}.{rs(16, LOWER + DIGITS)}",
        lambda: (
            f"users:\n- name: kind-admin\n  user:\n    client-certificate-data: {b64(300)}\n    client-key-data: {b64s(pem_ec())}"
        ),
        lambda: json.dumps({"auths": {f"registry.{pick(DOMAINS)}": {"auth": b64s(user() + ":" + password())}}}),
        lambda: (
            f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: {b64s(user())}\n  password: {b64s(password())}"
        ),
        lambda: f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: api\nstringData:\n  API_KEY: {rs(40)}",
        lambda: f"postgresql:\n  auth:\n    postgresPassword: {password()}\n    database: {db()}",
        lambda: (
            f"kubeadm join 10.0.0.10:6443 --token {rs(6, LOWER + DIGITS)}.{rs(16, LOWER + DIGITS)} --discovery-token-ca-cert-hash sha256:{sha256()}"
        ),
        lambda: f"helm install redis bitnami/redis --set auth.password={password()}",
    ],
)

kind(
    S,
    "netrc_dotfiles",
    12,
    [
        lambda: f"machine api.heroku.com\n  login {email()}\n  password {uid()}",
        lambda: f"{host()}:5432:{db()}:{user()}:{password()}",
        lambda: f"https://{user()}:{github_token()}@github.com",
        lambda: f"_auth={b64s(user() + ':' + password())}\nalways-auth=true",
        lambda: f"[global]\nindex-url = https://{user()}:{password()}@pypi.{pick(DOMAINS)}/simple",
        lambda: (
            f"[s3]\naccess_key = {rs(20, UPPER + DIGITS)}\nsecret_key = {rs(40, ALNUM + '/+')}\nhost_base = s3.{pick(DOMAINS)}"
        ),
        lambda: f"[remote]\ntype = sftp\nhost = {host()}\nuser = {user()}\npass = {password()}",
        lambda: f"machine ftp.{pick(DOMAINS)} login {user()} password {password()}",
        lambda: f"# ~/.config/hub\ngithub.com:\n- user: {pick(USERS)}\n  oauth_token: {github_token()}",
    ],
)

kind(
    S,
    "vpn_wireguard",
    11,
    [
        lambda: (
            f"[Interface]\nPrivateKey = {wg_key()}\nAddress = 10.8.0.{R.randint(2, 250)}/32\nDNS = 1.1.1.1\n\n[Peer]\nPublicKey = {wg_key()}\nEndpoint = vpn.{pick(DOMAINS)}:51820"
        ),
        lambda: f"PresharedKey = {wg_key()}",
        lambda: f"wg set wg0 private-key <(echo {wg_key()})",
        lambda: f"tailscale up --authkey tskey-auth-{rs(17)}-{rs(33)}",
        lambda: f"openvpn auth.txt:\n{user()}\n{password()}",
        lambda: f"IPsec PSK for the Frankfurt tunnel: {rs(32, ALNUM + '!#%')}",
        lambda: f': PSK "{password()}"',
        lambda: f"my wireguard private key (phone profile): {wg_key()}",
    ],
)

kind(
    S,
    "crypto_private_key",
    11,
    [
        lambda: f"PRIVATE_KEY=0x{hx(64)}",
        lambda: f"deployer wallet private key {hx(64)} — only for Sepolia",
        lambda: f"WIF: {pick('KL')}{b58(51)}",
        lambda: f"solana keypair: [{', '.join(str(R.randint(0, 255)) for _ in range(64))}]",
        lambda: f"const wallet = new ethers.Wallet('0x{hx(64)}', provider);",
        lambda: f"keystore password for UTC--2026 file: {password()}",
        lambda: f"xprv9s21ZrQH143K{b58(95)}",
    ],
)

kind(
    S,
    "log_leak",
    12,
    [
        lambda: (
            f"{ts()} ERROR sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server failed\n  DSN: postgresql://{user()}:{password()}@{host()}:5432/{db()}"
        ),
        lambda: (
            f"DEBUG urllib3.connectionpool: https://api.{pick(DOMAINS)}:443 \"GET /v1/x HTTP/1.1\" 200\nDEBUG request headers: {{'Authorization': 'Bearer {rs(48)}', 'User-Agent': 'python-requests/2.32'}}"
        ),
        lambda: (
            f'Traceback (most recent call last):\n  File "app.py", line 42, in <module>\n    client = Client(api_key="{rs(40)}")\nValueError: region not set'
        ),
        lambda: (
            f"[{ts()}] env dump: HOME=/root PATH=/usr/bin AWS_SECRET_ACCESS_KEY={aws_pair()[1]} AWS_ACCESS_KEY_ID={aws_pair()[0]}"
        ),
        lambda: f'level=warn msg="retrying login" user={user()} password={password()} attempt=3',
        lambda: (
            f"java.sql.SQLException: Access denied for user '{user()}'@'10.2.3.4' (using password: YES)\n\tat com.acme.Db.connect(Db.java:88) url=jdbc:mysql://{host()}/{db()}?user={user()}&password={password()}"
        ),
        lambda: f"npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/pkg - token npm_{rs(36)} lacks publish scope",
        lambda: f"panic: dial tcp: lookup redis: no such host\nconfig: {{Addr:redis:6379 Password:{password()} DB:0}}",
        lambda: f"{ts()} INFO webhook received, verifying with secret whsec_{rs(32)}",
        lambda: f'Run echo "TOKEN=$TOKEN"\nTOKEN={github_token()}',
    ],
)

kind(
    S,
    "token_i18n_prose",
    12,
    [
        lambda: f"Aquí tienes la clave de la API de producción: sk_live_{rs(99)}",
        lambda: f"Der API-Schlüssel für das Staging lautet {hx(40)}",
        lambda: f"Voici le token d'accès GitLab : glpat-{rs(20)}",
        lambda: f"A chave da API do SendGrid é SG.{rs(22)}.{rs(43)}",
        lambda: f"Вот токен для деплоя: {github_token()}",
        lambda: f"APIキーはこちらです：sk-proj-{rs(48)}T3BlbkFJ{rs(48)}",
        lambda: f"这是生产环境的访问令牌：{rs(40)}，不要外传",
        lambda: f"API 키: {hx(32)} (운영용)",
        lambda: f"यह रहा API टोकन: {rs(40)}",
        lambda: f"مفتاح الواجهة البرمجية: {rs(40)}",
        lambda: f"API anahtarı: {rs(32)} — kimseyle paylaşma",
        lambda: f"La chiave segreta di Stripe è sk_live_{rs(99)}",
    ],
)

kind(
    S,
    "webhook_url_token",
    11,
    [
        lambda: f"https://hooks.zapier.com/hooks/catch/{digits(8)}/{rs(7, LOWER + DIGITS)}/?secret={rs(32)}",
        lambda: f"IFTTT: https://maker.ifttt.com/trigger/door_open/with/key/{rs(22, ALNUM + '-_')}",
        lambda: (
            f"deploy hook (anyone with this URL can deploy): https://api.render.com/deploy/srv-{rs(20, LOWER + DIGITS)}?key={rs(11)}"
        ),
        lambda: f"vercel deploy hook https://api.vercel.com/v1/integrations/deploy/prj_{rs(28)}/{rs(10)}",
        lambda: f"https://api.github.com/repos/x/y/dispatches?access_token={github_token()}",
        lambda: f"alertmanager webhook: https://events.pagerduty.com/integration/{hx(32)}/enqueue",
        lambda: f"https://{pick(DOMAINS)}/api/export?user=ops&api_key={rs(40)}",
        lambda: f"Jenkins remote trigger: https://ci.{pick(DOMAINS)}/job/deploy/build?token={rs(32)}",
        lambda: f"https://outlook.office.com/webhook/{uid()}@{uid()}/IncomingWebhook/{hx(32)}/{uid()}",
    ],
)

kind(
    S,
    "hidden_zero_width",
    11,
    [
        lambda: f"GITHUB_TOKEN={zero_width(github_token())}",
        lambda: f"{zero_width('password')}: {password()}",
        lambda: f"stripe key {zero_width('sk_live_' + rs(99), 3)}",
        lambda: f"AWS: {zero_width(aws_pair()[0])} / {zero_width(aws_pair()[1])}",
        lambda: f"my wifi {zero_width('password')} is {zero_width(password(), 2)}",
        lambda: f"OPENAI_API_KEY={zero_width('sk-proj-' + rs(48) + 'T3BlbkFJ' + rs(48), 4)}",
        lambda: f"postgres://{user()}:{zero_width(password())}@{host()}/{db()}",
        lambda: f"xo{chr(0x200B)}xb-{digits(12)}-{digits(13)}-{rs(24)}",
        lambda: f"la {zero_width('contraseña')} es {password()}",
        lambda: zero_width(f"SENDGRID_API_KEY=SG.{rs(22)}.{rs(43)}", 5),
    ],
)

kind(
    S,
    "hidden_fullwidth",
    10,
    [
        lambda: f"password: {fullwidth(password())}",
        lambda: fullwidth(f"GITHUB_TOKEN={github_token()}"),
        lambda: f"my PIN is {fullwidth(rs(4, DIGITS))}",
        lambda: f"card {fullwidth(fmt_card(card('visa')[1]))} exp {expiry()} cvv {fullwidth(rs(3, DIGITS))}",
        lambda: f"OTP: {fullwidth(rs(6, DIGITS))}",
        lambda: fullwidth(f"aws_secret_access_key = {aws_pair()[1]}"),
        lambda: f"パスワード：{fullwidth(password())}",
        lambda: f"api key {fullwidth('sk-ant-api03-' + rs(93) + 'AA')}",
        lambda: fullwidth(f"DB_PASSWORD={password()}"),
    ],
)

kind(
    S,
    "hidden_split",
    12,
    [
        lambda: (lambda t: f"token part 1: {t[:20]}\ntoken part 2: {t[20:]}")(github_token()),
        lambda: (
            lambda t: (
                f"{name()}: first half of the key is {t[: len(t) // 2]}\n{name()}: and the rest {t[len(t) // 2 :]}"
            )
        )("sk_live_" + rs(99)),
        lambda: (lambda p: f"password (spaced so the bot doesn't eat it): {' '.join(p)}")(password()),
        lambda: f"AKIA key split: {chunks(aws_pair()[0], 4, '-')} secret {chunks(aws_pair()[1], 8, ' ')}",
        lambda: (lambda t: f'key = "{t[:30]}" \\\n      "{t[30:]}"')("sk-ant-api03-" + rs(93) + "AA"),
        lambda: (lambda t: f'api_key = (\n    "{t[:24]}"\n    "{t[24:]}"\n)')(
            "sk-proj-" + rs(48) + "T3BlbkFJ" + rs(48)
        ),
        lambda: (lambda c: f"card number, split for safety:\n{c[:8]}\n{c[8:]}\nexp {expiry()}")(card("visa")[1]),
        lambda: (lambda p: f"the password reversed (read it backwards): {p[::-1]}")(password()),
        lambda: (lambda t: f"GITLAB_TO\nKEN=glpat-{t[:10]}\n{t[10:]}")(rs(20)),
        lambda: (lambda p: "password spelled out: " + ", ".join(p))(password()),
        lambda: (lambda t: f"{t[:13]} | {t[13:26]} | {t[26:]}  <- join these, it's the Slack bot token")(
            f"xoxb-{digits(12)}-{digits(13)}-{rs(24)}"
        ),
    ],
)

kind(
    S,
    "hidden_base64",
    11,
    [
        lambda: f"creds (base64, decode before use): {b64s(user() + ':' + password())}",
        lambda: f"echo {b64s('AWS_SECRET_ACCESS_KEY=' + aws_pair()[1])} | base64 -d",
        lambda: f"the password is base64-encoded in the note: {b64s(password())}",
        lambda: f"DB_URL_B64={b64s('postgres://' + user() + ':' + password() + '@' + host() + '/' + db())}",
        lambda: f"token (b64): {b64s(github_token())}",
        lambda: f"atob('{b64s('sk_live_' + rs(99))}')",
        lambda: f"la contraseña en base64 es {b64s(password())}",
        lambda: f"encoded key: {b64s(pem_pkcs8_ed25519())}",
        lambda: f"OPENAI key base64: {b64s('sk-proj-' + rs(48) + 'T3BlbkFJ' + rs(48))}",
    ],
)

kind(
    S,
    "hidden_homoglyph",
    10,
    [
        lambda: f"{homoglyph('password')}: {password()}",
        lambda: f"{homoglyph('sk_live_', 2)}{rs(99)}",
        lambda: f"token: gһp_{rs(36)}",
        lambda: f"АKIA{rs(16, B32)} secret {aws_pair()[1]}",
        lambda: (
            pem_pkcs8_ed25519()
            .replace("BEGIN PRIVATE KEY", "BEGIN " + homoglyph("PRIVATE KEY", 2))
            .replace("END PRIVATE KEY", "END " + homoglyph("PRIVATE KEY", 2))
        ),
        lambda: f"my {homoglyph('wifi password', 3)} is {password()}",
        lambda: f"{homoglyph('DB_PASSWORD', 2)}={password()}",
        lambda: f'раѕѕword = "{password()}"',
    ],
)

# ================================================================ BENIGN NEAR-MISSES

kind(
    B,
    "placeholder_key",
    13,
    [
        lambda: "export OPENAI_API_KEY=<your-api-key>",
        lambda: "STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx",
        lambda: (
            "# .env.example\nGITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\nSLACK_BOT_TOKEN=xoxb-your-token-here"
        ),
        lambda: 'curl -H "Authorization: Bearer $API_TOKEN" https://api.example.com/v1/items',
        lambda: "Replace YOUR_ACCESS_KEY and YOUR_SECRET_KEY in ~/.aws/credentials before running the script.",
        lambda: (
            "The AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as the example key pair; never use them for real."
        ),
        lambda: 'api_key: "{{ api_key }}"  # filled in by the template',
        lambda: "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx  # get yours at huggingface.co/settings/tokens",
        lambda: (
            f'client = Anthropic(api_key=os.environ["ANTHROPIC_API_KEY"])  # {pick(["see README", "never hardcode", "set in CI"])}'
        ),
        lambda: "Authorization: Bearer <token>",
        lambda: "npm config set //registry.npmjs.org/:_authToken=${NPM_TOKEN}",
        lambda: "TELEGRAM_BOT_TOKEN=123456789:REPLACE_ME",
        lambda: "SENDGRID_API_KEY=SG.your_key_here",
        lambda: "aws_access_key_id = REPLACE_WITH_KEY_ID\naws_secret_access_key = REPLACE_WITH_SECRET",
    ],
)

kind(
    B,
    "placeholder_password",
    12,
    [
        lambda: "DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/DBNAME",
        lambda: "mysql -u root -p   # it will prompt for the password",
        lambda: "POSTGRES_PASSWORD=${POSTGRES_PASSWORD:?must be set}",
        lambda: (
            "The quickstart container ships with admin/changeme; the first login forces you to pick a new password."
        ),
        lambda: "password: ********",
        lambda: "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/",
        lambda: "cat ~/token.txt | docker login ghcr.io -u USERNAME --password-stdin",
        lambda: "DB_PASSWORD=  # leave empty for local sqlite",
        lambda: "psql -h localhost -U postgres -W",
        lambda: 'smtp_password: ""  # set via SMTP_PASSWORD env var',
        lambda: "In the docs example they write `redis://:yourpassword@host:6379`, substitute your own.",
        lambda: "<password>{{password}}</password>",
    ],
)

kind(
    B,
    "redacted_masked",
    13,
    [
        lambda: "DATABASE_URL=postgres://app:****@db.internal:5432/app",
        lambda: f"token: ghp_…{rs(4)} (revoked on {ts()[:10]})",
        lambda: "Authorization: Bearer [REDACTED]",
        lambda: "password=[FILTERED] user=admin ip=10.2.3.4",
        lambda: f"Stripe key ending in …{rs(4)} was rolled yesterday.",
        lambda: "AWS_SECRET_ACCESS_KEY=<masked>",
        lambda: f"card •••• •••• •••• {rs(4, DIGITS)}",
        lambda: "api_key: sk-****************************",
        lambda: '{"password": "<redacted>", "username": "svc_backup"}',
        lambda: "The log line showed `secret=***` so nothing leaked.",
        lambda: "Passwort: ●●●●●●●●",
        lambda: "X-Api-Key: xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx",
    ],
)

kind(
    B,
    "publishable_key",
    12,
    [
        lambda: f"STRIPE_PUBLISHABLE_KEY=pk_live_51{rs(97)}",
        lambda: f"const stripe = Stripe('pk_test_51{rs(97)}');",
        lambda: f'<div class="g-recaptcha" data-sitekey="6L{rs(38, ALNUM + "-_")}"></div>',
        lambda: f"algolia search-only key (safe in frontend): {hx(32)}",
        lambda: f"mapboxgl.accessToken = 'pk.eyJ1Ijoi{rs(30)}.{rs(22)}';",
        lambda: (
            lambda app: (
                f'const firebaseConfig = {{ apiKey: "AIza{rs(35, ALNUM + "-_")}", authDomain: "{app}.firebaseapp.com", projectId: "{app}" }};'
            )
        )(f"{pick(WORDS)}-app"),
        lambda: f"posthog.init('phc_{rs(43)}', {{ api_host: 'https://eu.posthog.com' }})",
        lambda: f"Paddle.Initialize({{ token: 'live_{hx(27)}' }}) // client-side token",
        lambda: f"NEXT_PUBLIC_SUPABASE_ANON_KEY is public by design; the URL is https://{rs(20, LOWER)}.supabase.co",
        lambda: f"square application id sq0idp-{rs(22, ALNUM + '-_')}",
        lambda: f'Sentry.init({{ dsn: "https://{hx(32)}@o{digits(6)}.ingest.sentry.io/{digits(7)}" }});',
    ],
)

kind(
    B,
    "oauth_client_id",
    12,
    [
        lambda: f"GOOGLE_CLIENT_ID={digits(12)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com",
        lambda: (
            f"https://accounts.google.com/o/oauth2/v2/auth?client_id={digits(12)}-{rs(32, LOWER + DIGITS)}.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcb&response_type=code&scope=openid%20email&state={rs(16)}"
        ),
        lambda: f"Azure tenant id {uid()}, application (client) id {uid()}",
        lambda: f"GitHub app id {digits(6)}, client id Iv23li{rs(14)}",
        lambda: f"okta client_id 0oa{rs(17)} (public SPA client, PKCE, no secret)",
        lambda: (
            f"https://login.microsoftonline.com/{uid()}/oauth2/v2.0/authorize?client_id={uid()}&response_type=code&code_challenge={rs(43, ALNUM + '-_')}&code_challenge_method=S256"
        ),
        lambda: f"Twilio account SID AC{hx(32)} is shown on the console home page",
        lambda: f"AUTH0_DOMAIN={pick(WORDS)}.eu.auth0.com\nAUTH0_CLIENT_ID={rs(32)}",
        lambda: f"facebook app id {digits(16)}",
        lambda: f"the callback got ?code=... and state={rs(24)}; we exchange it server-side",
    ],
)

kind(
    B,
    "ssh_public_key",
    12,
    [
        lambda: ssh_pub_ed25519(f"{pick(USERS)}@{pick(WORDS)}"),
        lambda: "add this to authorized_keys on the bastion:\n" + ssh_pub_ed25519(email()),
        lambda: ssh_pub_rsa("jenkins@ci"),
        lambda: f"{host()} " + ssh_pub_ed25519("").strip(),
        lambda: f"|1|{b64(20)}|{b64(20)} " + ssh_pub_ed25519("").strip(),
        lambda: "deploy key (read-only) registered on the repo: " + ssh_pub_ed25519("deploy"),
        lambda: f"ssh_authorized_keys:\n  - {ssh_pub_ed25519(name().lower())}",
        lambda: f"cert-authority {ssh_pub_ed25519('ca@' + pick(DOMAINS))}",
    ],
)

kind(
    B,
    "public_key_pem_cert",
    12,
    [
        lambda: pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + rbytes(32)),
        lambda: (
            "JWT verification key:\n"
            + pem(
                "PUBLIC KEY",
                der(0x30, der(0x30, bytes.fromhex("06092a864886f70d0101010500")) + der(0x03, b"\x00" + rbytes(140))),
            )
        ),
        lambda: pem("CERTIFICATE", der(0x30, rbytes(700))),
        lambda: "ca.crt:\n" + pem("CERTIFICATE", der(0x30, rbytes(500))),
        lambda: pem("RSA PUBLIC KEY", der(0x30, der_int(R.getrandbits(1024) | (1 << 1023)) + der_int(65537))),
        lambda: (
            "ssl_certificate /etc/nginx/certs/fullchain.pem;  # contains:\n"
            + pem("CERTIFICATE", der(0x30, rbytes(420)))
        ),
        lambda: pem("CERTIFICATE REQUEST", der(0x30, rbytes(380))),
        lambda: (
            "EC public key for webhook verification:\n"
            + pem("PUBLIC KEY", bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d03010703420004") + rbytes(64))
        ),
    ],
)

kind(
    B,
    "pgp_public_key",
    10,
    [
        lambda: f"https://keys.openpgp.org/vks/v1/by-fingerprint/{hx(40).upper()}",
        lambda: "$ gpg --armor --export " + email() + "\n" + pgp_block(False, f"{name()} <{email()}>"),
        lambda: pgp_block(False, f"{name()} <{email()}>"),
        lambda: (
            "Import our release signing key to verify the tarballs:\n"
            + pgp_block(False, f"Releases <release@{pick(DOMAINS)}>")
        ),
        lambda: f"PGP fingerprint: {' '.join(hx(4).upper() for _ in range(10))}",
        lambda: f"gpg --recv-keys {hx(40).upper()}",
        lambda: f"pub   ed25519 2025-03-01 [SC]\n      {hx(40).upper()}\nuid           [ultimate] {name()} <{email()}>",
    ],
)

kind(
    B,
    "fingerprint",
    12,
    [
        lambda: f"SHA256 fingerprint: {':'.join(hx(2).upper() for _ in range(32))}",
        lambda: (
            f"The authenticity of host '{host()}' can't be established.\nED25519 key fingerprint is SHA256:{b64(32, pad=False)}."
        ),
        lambda: f"256 SHA256:{b64(32, pad=False)} {pick(USERS)}@{pick(WORDS)} (ED25519)",
        lambda: f'pin-sha256="{b64(32)}"',
        lambda: f"[Peer]\nPublicKey = {wg_key()}\nAllowedIPs = 10.8.0.0/24\nEndpoint = {host()}:51820",
        lambda: f"age recipient: age1{rs(58, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}",
        lambda: f"MD5 {':'.join(hx(2) for _ in range(16))} (RSA)",
        lambda: f"thumbprint: {hx(40).upper()}",
        lambda: f"key id {hx(16).upper()}",
    ],
)

kind(
    B,
    "git_sha",
    12,
    [
        lambda: (
            f"commit {sha1()}\nAuthor: {name()} <{email()}>\nDate:   Tue Nov 3 10:22:01 2026 +0100\n\n    fix flaky retry test"
        ),
        lambda: f"reverted in {sha1()[:7]}, see the PR",
        lambda: f"{sha1()[:12]} (HEAD -> main, origin/main) bump deps",
        lambda: f"git cherry-pick {sha1()}",
        lambda: f"Merge pull request #{R.randint(100, 9999)} from {pick(WORDS)}/{pick(WORDS)}-fix\n{sha1()}",
        lambda: f"pinned action: uses: actions/checkout@{sha1()} # v4.2.2",
        lambda: f"bisect says {sha1()} is the first bad commit",
        lambda: f"^{sha1()[:8]} (Priya 2026-05-01 12) return cache.get(key)",
    ],
)

kind(
    B,
    "uuid_id",
    12,
    [
        lambda: f"order {uid()} was refunded",
        lambda: f"arn:aws:iam::{digits(12)}:role/{pick(WORDS)}-lambda-exec",
        lambda: (
            f"/subscriptions/{uid()}/resourceGroups/rg-{pick(WORDS)}/providers/Microsoft.Web/sites/{pick(WORDS)}-api"
        ),
        lambda: f"ocid1.instance.oc1.eu-frankfurt-1.{rs(60, LOWER + DIGITS)}",
        lambda: f"AWS account id {digits(12)} (prod), {digits(12)} (staging)",
        lambda: f"user_id={uid()} tenant_id={uid()}",
        lambda: f"Jira issue linked to trace {uid()}",
        lambda: f"projects/{pick(WORDS)}-{digits(6)}/locations/europe-west4/jobs/{uid()}",
        lambda: f"DELETE /api/v2/documents/{uid()} -> 204",
        lambda: f"GCP project number {digits(12)}",
    ],
)

kind(
    B,
    "checksum_digest",
    12,
    [
        lambda: f"{sha256()}  node-v22.11.0-linux-x64.tar.xz",
        lambda: f"image: ghcr.io/{pick(WORDS)}/api@sha256:{sha256()}",
        lambda: f'"integrity": "sha512-{b64(64)}"',
        lambda: (
            f'<script src="https://cdn.example.com/lib.js" integrity="sha384-{b64(48)}" crossorigin="anonymous"></script>'
        ),
        lambda: f"md5sum backup.tar.gz\n{hx(32)}  backup.tar.gz",
        lambda: f"Digest: sha256:{sha256()}\nStatus: Downloaded newer image",
        lambda: f'etag: "{hx(32)}"',
        lambda: f"SHA-1 of the installer: {sha1()}",
        lambda: f"go.sum: golang.org/x/net v0.30.0 h1:{b64(32)}",
        lambda: f"crc32 {hx(8)} size {R.randint(1000, 99999999)}",
    ],
)

kind(
    B,
    "password_hash",
    11,
    [
        lambda: f"$2b$12${rs(53, ALNUM + './')}",
        lambda: f"stored hash: $argon2id$v=19$m=65536,t=3,p=4${b64(16, pad=False)}${b64(32, pad=False)}",
        lambda: f"{user()}:$6${rs(16, ALNUM + './')}${rs(86, ALNUM + './')}:19700:0:99999:7:::",
        lambda: f"pbkdf2_sha256$870000${rs(22)}${b64(32)}",
        lambda: f"{user()}:$apr1${rs(8, ALNUM + './')}${rs(22, ALNUM + './')}",
        lambda: f"The column password_hash holds bcrypt, e.g. $2a$10${rs(53, ALNUM + './')}",
        lambda: f"scrypt:32768:8:1${rs(16)}${hx(128)}",
        lambda: f"{{SSHA}}{b64(24)}",
    ],
)

kind(
    B,
    "request_trace_id",
    12,
    [
        lambda: f"x-request-id: {uid()}",
        lambda: f"traceparent: 00-{hx(32)}-{hx(16)}-01",
        lambda: f"cf-ray: {hx(16)}-FRA",
        lambda: f"Error 500, correlation id {uid()}; please include it when contacting support.",
        lambda: f"{ts()} INFO request_id={hx(32)} span_id={hx(16)} status=200 latency_ms={R.randint(3, 900)}",
        lambda: f"AWS RequestId: {uid()}",
        lambda: f"x-amz-cf-id: {rs(56, ALNUM + '_-')}==",
        lambda: f"sentry event {hx(32)}",
        lambda: f"X-Cloud-Trace-Context: {hx(32)}/{digits(19)};o=1",
    ],
)

kind(
    B,
    "order_tracking",
    12,
    [
        lambda: f"UPS tracking 1Z{rs(6, UPPER + DIGITS)}{rs(10, DIGITS)}",
        lambda: f"Amazon order #{rs(3, DIGITS)}-{rs(7, DIGITS)}-{rs(7, DIGITS)}",
        lambda: f"DHL Sendungsnummer {rs(10, DIGITS)}",
        lambda: f"booking ref {rs(6, UPPER + DIGITS)}, e-ticket {rs(13, DIGITS)}",
        lambda: f"Invoice INV-{digits(8)} due {ts()[:10]}",
        lambda: f"USPS {rs(22, DIGITS)}",
        lambda: f"support ticket #{digits(7)} opened by {name()}",
        lambda: f"your parcel {rs(2, UPPER)}{rs(9, DIGITS)}{pick(['DE', 'GB', 'NL', 'CN'])} has been delivered",
        lambda: f"PO number {digits(10)} for the laptops",
        lambda: f"pedido nº {digits(9)} enviado",
    ],
)

kind(
    B,
    "iban_invoice",
    12,
    [
        lambda: (
            f"Please transfer the rent to {iban_spaced(iban('DE'))} (BIC {pick(['COBADEFFXXX', 'DEUTDEFF', 'GENODEF1M04'])})."
        ),
        lambda: f"Supplier bank details: IBAN {iban('NL')}, reference INV-{digits(6)}",
        lambda: (
            f"sort code {rs(2, DIGITS)}-{rs(2, DIGITS)}-{rs(2, DIGITS)}, account {rs(8, DIGITS)} (for refunds to the customer)"
        ),
        lambda: f"ACH routing {aba_routing()} is our bank's public routing number",
        lambda: f"Datos para la transferencia: {iban_spaced(iban('ES'))} concepto factura {digits(5)}",
        lambda: f"Coordonnées bancaires sur la facture : {iban_spaced(iban('FR'))}",
        lambda: f"donations go to {iban('IE')}, thanks!",
        lambda: f"SWIFT: {pick(['BARCGB22', 'CHASUS33', 'UBSWCHZH80A'])}",
        lambda: f"Bankverbindung: {iban_spaced(iban('AT'))}, Verwendungszweck Mitgliedsbeitrag",
    ],
)

kind(
    B,
    "phone_contact",
    11,
    [
        lambda: f"call me at +1 ({R.randint(201, 989)}) {R.randint(200, 999)}-{rs(4, DIGITS)}",
        lambda: f"Tel.: +49 {rs(3, DIGITS)} {rs(8, DIGITS)}",
        lambda: f"{name()}'s mobile: +44 7{rs(3, DIGITS)} {rs(6, DIGITS)}",
        lambda: (
            f"office: +33 1 {rs(2, DIGITS)} {rs(2, DIGITS)} {rs(2, DIGITS)} {rs(2, DIGITS)}, fax +33 1 {rs(2, DIGITS)} {rs(2, DIGITS)} {rs(2, DIGITS)} {rs(2, DIGITS)}"
        ),
        lambda: f"WhatsApp +55 11 9{rs(4, DIGITS)}-{rs(4, DIGITS)}",
        lambda: f"電話番号: 090-{rs(4, DIGITS)}-{rs(4, DIGITS)}",
        lambda: f"Address: {R.randint(1, 999)} {pick(WORDS).capitalize()} Street, Springfield, IL 62{rs(3, DIGITS)}",
        lambda: f"on-call pager: +1{rs(10, DIGITS)}",
    ],
)

kind(
    B,
    "version_string",
    11,
    [
        lambda: (
            f"bumped to v{R.randint(1, 9)}.{R.randint(0, 40)}.{R.randint(0, 20)}-rc.{R.randint(1, 5)}+build.{digits(4)}"
        ),
        lambda: (
            f"image tag {pick(WORDS)}:{R.randint(1, 4)}.{R.randint(0, 30)}.{R.randint(0, 9)}-alpine3.{R.randint(15, 21)}"
        ),
        lambda: f"Build {R.randint(20000, 29999)}.{R.randint(1000, 9999)} (arm64)",
        lambda: (
            f"python 3.{R.randint(9, 13)}.{R.randint(0, 12)}, numpy 2.{R.randint(0, 3)}.{R.randint(0, 5)}, torch 2.{R.randint(3, 7)}.{R.randint(0, 2)}+cu12{R.randint(1, 8)}"
        ),
        lambda: f"Chrome/13{R.randint(0, 9)}.0.{R.randint(6000, 7999)}.{R.randint(10, 250)}",
        lambda: f"firmware {R.randint(1, 9)}.{R.randint(0, 99)}.{digits(4)}-{hx(7)}",
        lambda: f"release {pick(WORDS)}-{pick(WORDS)} ({ts()[:10]})",
        lambda: f"go1.{R.randint(20, 24)}.{R.randint(0, 9)} linux/amd64",
    ],
)

kind(
    B,
    "talk_about_passwords_en",
    14,
    [
        lambda: "I reset my password yesterday, finally.",
        lambda: f"{name()} forgot the VPN password again, told them to use the self-service reset page.",
        lambda: "Note: rotate the Stripe keys every 90 days and store them in the vault, never in chat.",
        lambda: "The password manager migration is done; everyone should have their vault invite.",
        lambda: (
            "Can you remind me where we keep the staging database password? I think it's in 1Password under 'Infra'."
        ),
        lambda: "Pro tip: passwords with four random words are easier to remember than P@ssw0rd-style ones.",
        lambda: "Our API key leaked on GitHub last week, we revoked it within ten minutes.",
        lambda: "The secret scanner flagged a token in the PR, turned out to be a test fixture.",
        lambda: "I'll send you the wifi password in person tomorrow.",
        lambda: "Account locked after three wrong password attempts — IT unlocked it.",
        lambda: "She asked for the admin password but I told her to file an access request instead.",
        lambda: "We should enable passkeys so people stop reusing passwords.",
        lambda: "TODO: move the SMTP password out of settings.py into environment variables.",
        lambda: "Remember to change the default router password when the new one arrives.",
    ],
)

kind(
    B,
    "talk_about_passwords_i18n",
    16,
    [
        lambda: "Olvidé mi contraseña otra vez, tengo que restablecerla.",
        lambda: "Ich habe mein Passwort gestern geändert.",
        lambda: "J'ai oublié mon mot de passe, je vais le réinitialiser.",
        lambda: "Preciso trocar a senha do e-mail amanhã.",
        lambda: "Ho cambiato la password del router la settimana scorsa.",
        lambda: "Ik ben mijn wachtwoord vergeten.",
        lambda: "Zapomniałem hasła do banku, muszę zadzwonić.",
        lambda: "Забыл пароль от почты, надо восстановить.",
        lambda: "パスワードを忘れたので、リセットしました。",
        lambda: "我忘记密码了，明天去重置。",
        lambda: "비밀번호를 바꿔야 해요.",
        lambda: "Şifremi unuttum, sıfırlama linki gelmedi.",
        lambda: "पासवर्ड बदलना है, याद दिलाना।",
        lambda: "نسيت كلمة المرور، سأعيد تعيينها.",
        lambda: "Unohdin salasanani taas.",
        lambda: "Mật khẩu wifi ở trên tủ lạnh, tự xem nhé.",
    ],
)

kind(
    B,
    "password_policy",
    11,
    [
        lambda: f"Passwords must be at least {R.randint(10, 16)} characters and include a number and a symbol.",
        lambda: "Error: password too short (minimum 12 characters)",
        lambda: f"API keys expire after {pick([30, 60, 90])} days; you'll get an email a week before.",
        lambda: (
            "validators: [{ NAME: 'django.contrib.auth.password_validation.MinimumLengthValidator', OPTIONS: { min_length: 14 } }]"
        ),
        lambda: "Die Passwortrichtlinie verlangt 14 Zeichen und keine Wiederverwendung der letzten 5 Passwörter.",
        lambda: "La contraseña debe tener al menos 8 caracteres, una mayúscula y un número.",
        lambda: "password_history = 24, max_age = 365d, lockout_threshold = 5",
        lambda: "Tokens are hashed with SHA-256 before storage and shown to the user only once.",
        lambda: f"Rate limit: {R.randint(3, 10)} failed login attempts per {pick([5, 10, 15])} minutes.",
        lambda: "NIST 800-63B says don't force periodic password changes unless there's evidence of compromise.",
        lambda: "PIN must be 6 digits and cannot be sequential (123456) or repeated (111111).",
    ],
)

kind(
    B,
    "env_var_names",
    12,
    [
        lambda: "Required env vars: DATABASE_URL, REDIS_URL, SECRET_KEY, STRIPE_SECRET_KEY, SENTRY_DSN",
        lambda: (
            "| Variable | Description |\n|---|---|\n| `AWS_SECRET_ACCESS_KEY` | secret for the uploader IAM user |\n| `GITHUB_TOKEN` | provided by Actions |"
        ),
        lambda: (
            "env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db-creds\n        key: password"
        ),
        lambda: "Set OPENAI_API_KEY and ANTHROPIC_API_KEY in your shell profile before running the evals.",
        lambda: "os.getenv('JWT_SECRET') returned None in the worker — the variable wasn't exported.",
        lambda: "PASSWORD_RESET_TIMEOUT=259200",
        lambda: "TOKEN_TTL_SECONDS=3600\nREFRESH_TOKEN_TTL_DAYS=30",
        lambda: "The setting is called `password_encryption` in postgresql.conf (scram-sha-256).",
        lambda: "ENABLE_SECRET_SCANNING=true",
        lambda: "MAX_API_KEYS_PER_USER=5",
        lambda: "export VAULT_ADDR=https://vault.internal:8200",
        lambda: "KEYCLOAK_ADMIN=admin\nKEYCLOAK_ADMIN_PASSWORD_FILE=/run/secrets/kc_admin",
    ],
)

kind(
    B,
    "secret_manager_ref",
    12,
    [
        lambda: "password: ${{ secrets.DB_PASSWORD }}",
        lambda: "op://Engineering/Stripe/secret_key",
        lambda: "vault kv get -field=password secret/data/prod/db",
        lambda: f"arn:aws:secretsmanager:eu-west-1:{digits(12)}:secret:prod/api-key-{rs(6)}",
        lambda: "{{resolve:ssm-secure:/prod/db/password:1}}",
        lambda: f"@Microsoft.KeyVault(SecretUri=https://kv-{pick(WORDS)}.vault.azure.net/secrets/DbPassword/)",
        lambda: f"db_password: ENC[AES256_GCM,data:{b64(18)},iv:{b64(32)},tag:{b64(16)},type:str]",
        lambda: "$ANSIBLE_VAULT;1.1;AES256\n" + "\n".join(hx(80) for _ in range(4)),
        lambda: f"projects/{pick(WORDS)}-prod/secrets/smtp-password/versions/latest",
        lambda: f"kind: SealedSecret\nspec:\n  encryptedData:\n    password: Ag{b64(300)}",
        lambda: "token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  " + hx(64),
        lambda: "password_file: /run/secrets/postgres_password",
    ],
)

kind(
    B,
    "documented_test_card",
    11,
    [
        lambda: "Stripe test card 4242 4242 4242 4242, any future date, any CVC.",
        lambda: "Use 4000 0566 5566 5556 in test mode to simulate a debit card.",
        lambda: "Sandbox Mastercard: 5555 5555 5555 4444 (Stripe docs)",
        lambda: "Amex test number 378282246310005 works in the Stripe sandbox.",
        lambda: "For 3DS testing use 4000 0027 6000 3184 — it's a documented Stripe test card.",
        lambda: "Braintree sandbox: 4111 1111 1111 1111 with expiry 12/30.",
        lambda: "Discover test card 6011 1111 1111 1117 (test mode only).",
        lambda: "Tarjeta de prueba de Stripe: 4242 4242 4242 4242 — solo en modo test.",
        lambda: "Adyen test card 5555 3412 4444 1115, expiry 03/30, CVC 737 (documented test data).",
        lambda: "Declined test card: 4000 0000 0000 0002 in Stripe test mode.",
        lambda: "JCB test card 3566 0020 2036 0505 per the Stripe testing docs.",
    ],
)

kind(
    B,
    "card_masked_invalid",
    12,
    [
        lambda: f"Visa ending in {rs(4, DIGITS)}",
        lambda: f"paid with Mastercard **** {rs(4, DIGITS)} on {ts()[:10]}",
        lambda: f"card XXXX-XXXX-XXXX-{rs(4, DIGITS)} expired",
        lambda: f"BIN {rs(6, DIGITS)} belongs to a prepaid issuer",
        lambda: f"loyalty member number {fmt_card(luhn_invalid())}",
        lambda: f"IMEI {rs(15, DIGITS)}",
        lambda: f"ISBN 978-{R.randint(0, 9)}-{rs(3, DIGITS)}-{rs(5, DIGITS)}-{R.randint(0, 9)}",
        lambda: f"gift card serial {luhn_invalid()} (balance check only, no PIN printed)",
        lambda: f"Receipt: {pick(['VISA', 'MC', 'AMEX'])} ************{rs(4, DIGITS)} AUTH {rs(6, DIGITS)}",
        lambda: f"the number {fmt_card(luhn_invalid())} fails the Luhn check, so the form rejected it",
    ],
)

kind(
    B,
    "base64_data",
    12,
    [
        lambda: f"payload={b64s(json.dumps({'page': R.randint(1, 99), 'sort': 'created_at', 'dir': 'desc'}))}",
        lambda: (
            f"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN{rs(8)}AAAAABJRU5ErkJggg=="
        ),
        lambda: (
            f"echo {b64s(pick(['hello world', 'meeting moved to thursday', 'build passed on all targets', 'lunch at noon?']))} | base64 -d"
        ),
        lambda: f"cursor: {b64s(json.dumps({'id': R.randint(1000, 999999), 'ts': 1780000000}), url=True, pad=False)}",
        lambda: (
            f"Content-Transfer-Encoding: base64\n\n{b64s('Hi team, the quarterly report is attached. Regards, ' + name())}"
        ),
        lambda: f"next_page_token: {b64s('offset=' + str(R.randint(100, 9000)) + '&limit=50')}",
        lambda: f"gid://shopify/Product/{digits(13)} (base64 {b64s('gid://shopify/Product/' + digits(13))})",
        lambda: f"The message body was base64: {b64s('Your package will arrive on Tuesday between 9 and 12.')}",
        lambda: f"font: url(data:font/woff2;base64,d09GMgABAAAAA{rs(60, ALNUM + '+/')})",
    ],
)

kind(
    B,
    "asset_hash_colour",
    12,
    [
        lambda: f'<script src="/_next/static/chunks/main-{hx(16)}.js"></script>',
        lambda: f"color: #{hx(6)}; background: #{hx(6)}; border-color: #{hx(3)};",
        lambda: f"main.{hx(8)}.css  {R.randint(10, 300)} kB",
        lambda: f'class="css-{rs(6, LOWER + DIGITS)} e{rs(5, LOWER + DIGITS)}0"',
        lambda: f'<script nonce="{b64(16)}">window.__APP__ = true</script>',
        lambda: f"theme: {{ primary: '#{hx(6)}', accent: '#{hx(6)}', muted: '#{hx(6)}' }}",
        lambda: f'buildId: "{rs(21, ALNUM + "_-")}"',
        lambda: f"app.js?v={hx(10)}",
        lambda: f"webpack chunk {R.randint(100, 999)}.{hx(20)}.js",
        lambda: f"Palette: #{hx(6).upper()}, #{hx(6).upper()}, #{hx(6).upper()}, #{hx(6).upper()}",
    ],
)

kind(
    B,
    "conn_no_credentials",
    12,
    [
        lambda: f"DATABASE_URL=postgres://{host()}:5432/{db()}",
        lambda: f"redis://{host()}:6379/0",
        lambda: f"mongodb://{host()}:27017/{db()}?replicaSet=rs0",
        lambda: f"jdbc:postgresql://{host()}:5432/{db()}",
        lambda: f"Server={host()};Database={db()};Integrated Security=true;TrustServerCertificate=True",
        lambda: f"amqp://{host()}:5672/",
        lambda: f"psql -h {host()} -U {user()} -d {db()}  # password comes from ~/.pgpass",
        lambda: f"postgresql:///{db()}?host=/var/run/postgresql",
        lambda: f"sqlite:///./{db()}.db",
        lambda: f"ldap://ldap.{pick(DOMAINS)}:389/ou=people,dc=example,dc=com??sub?(uid=*)",
        lambda: f"smtp server smtp.{pick(DOMAINS)} port 587 STARTTLS, auth via OAuth2",
        lambda: f"ssh -i ~/.ssh/id_ed25519 {user()}@{host()} -p 2222",
    ],
)

kind(
    B,
    "otp_talk",
    11,
    [
        lambda: "I didn't get the SMS code, can you resend it?",
        lambda: "2FA is mandatory for all admins from Monday.",
        lambda: f"Error {R.randint(100000, 999999)}: the verification service is unavailable",
        lambda: f"room {R.randint(100, 999)}, floor {R.randint(1, 20)}",
        lambda: f"Postal code {rs(5, DIGITS)}",
        lambda: "The authenticator app drifted 30 seconds, so codes were rejected until I synced the clock.",
        lambda: "Codes expire after 10 minutes and can be used once.",
        lambda: f"build #{R.randint(100000, 999999)} passed",
        lambda: "No llegó el código de verificación, lo pido de nuevo.",
        lambda: "Der Bestätigungscode kam per SMS, aber zu spät.",
        lambda: f"Flight {pick(['LH', 'BA', 'AF', 'KL'])}{R.randint(100, 9999)} departs at {hhmm()}.",
    ],
)

kind(
    B,
    "wifi_no_password",
    10,
    [
        lambda: f"Guest Wi-Fi is '{pick(WORDS).capitalize()}-Guest', open network with a captive portal.",
        lambda: "The wifi password is printed on the sticker under the router.",
        lambda: f"SSID {pick(WORDS)}-5G keeps dropping on channel {R.randint(36, 165)}.",
        lambda: "Wi-Fi at the venue: ask at reception for today's password.",
        lambda: "la clave del wifi está en la nevera, en el imán azul",
        lambda: "WLAN-Passwort steht auf der Rückseite der FritzBox.",
        lambda: f"WIFI:T:nopass;S:{pick(WORDS).capitalize()}Cafe;;",
        lambda: "Switched the home network to WPA3; everyone has to re-enter the password.",
        lambda: f"mesh node {R.randint(1, 4)} offline, SSID unchanged",
        lambda: "eduroam works with your university login, no separate wifi password.",
    ],
)

kind(
    B,
    "key_words",
    12,
    [
        lambda: "The key to the filing cabinet is in the top drawer.",
        lambda: "Key takeaways: latency down 30%, costs flat.",
        lambda: "Primary key of the orders table is (tenant_id, order_id).",
        lambda: "Token bucket rate limiting with a burst of 20.",
        lambda: "The tokenizer splits 'unbelievable' into three tokens.",
        lambda: "Secret Santa draw is on Friday!",
        lambda: "Pass the salt please — and the passport is in the blue folder.",
        lambda: "PIN the issue to the top of the board.",
        lambda: "The boarding pass is on my phone.",
        lambda: "musical key: F# minor, tempo 92",
        lambda: "Hotkey: Ctrl+Shift+K opens the command palette.",
        lambda: "keyboard shortcut for passthrough mode is Alt+P",
    ],
)

kind(
    B,
    "numbers_near_keywords",
    11,
    [
        lambda: f"password length: {R.randint(12, 64)}",
        lambda: f"token expires in {R.randint(300, 86400)} seconds",
        lambda: f"max tokens {pick([1024, 2048, 4096, 8192])}, temperature 0.{R.randint(1, 9)}",
        lambda: f"key rotation every {R.randint(30, 365)} days",
        lambda: f"PIN attempts remaining: {R.randint(1, 3)}",
        lambda: f"{R.randint(2, 40)} API keys were revoked during the audit",
        lambda: f"secret count in vault: {R.randint(100, 5000)}",
        lambda: f"the prompt used {digits(5)} tokens and cost ${R.randint(1, 9)}.{rs(2, DIGITS)}",
        lambda: f"password reset emails sent: {digits(4)}",
        lambda: f"RSA key size {pick([2048, 3072, 4096])} bits",
        lambda: f"OTP length = 6, OTP ttl = {R.randint(60, 600)}",
    ],
)

kind(
    B,
    "crypto_public",
    11,
    [
        lambda: f"send the USDC to 0x{hx(40)}",
        lambda: f"tx hash 0x{hx(64)}",
        lambda: f"BTC address bc1q{rs(38, 'qpzry9x8gf2tvdw0s3jn54khce6mua7l')}",
        lambda: f"xpub6{b58(106)}",
        lambda: f"{pick(WORDS)}.eth resolves to 0x{hx(40)}",
        lambda: f"block {R.randint(18000000, 22000000)} hash 0x{hx(64)}",
        lambda: f"Solana program id {b58(44)}",
        lambda: f"contract verified at 0x{hx(40)} on Etherscan",
        lambda: f"donations: {pick('13')}{b58(33)}",
    ],
)

kind(
    B,
    "jwt_talk",
    10,
    [
        lambda: "A JWT is three base64url parts separated by dots: header.payload.signature.",
        lambda: '{"alg":"RS256","typ":"JWT","kid":"' + rs(20) + '"}',
        lambda: (
            '{"keys":[{"kty":"RSA","use":"sig","kid":"'
            + rs(16)
            + '","n":"'
            + b64(256, url=True, pad=False)
            + '","e":"AQAB"}]}'
        ),
        lambda: "claims: sub (user id), exp (expiry), iat (issued at), aud (audience)",
        lambda: (
            'The token\'s header decoded to {"alg":"HS256","typ":"JWT"}; the signature was missing so we rejected it.'
        ),
        lambda: "Never accept alg=none tokens.",
        lambda: f"jwks_uri: https://{pick(WORDS)}.eu.auth0.com/.well-known/jwks.json",
        lambda: 'eyJhbGciOiJIUzI1NiJ9 is just the base64url of {"alg":"HS256"}',
        lambda: "We moved from HS256 to RS256 so services only need the public key.",
        lambda: f"token expired at {ts()} (exp claim), please log in again",
    ],
)

kind(
    B,
    "random_public_string",
    12,
    [
        lambda: f"https://www.youtube.com/watch?v={rs(11, ALNUM + '-_')}",
        lambda: f"https://bit.ly/{rs(7)}",
        lambda: f"https://docs.google.com/document/d/{rs(44, ALNUM + '-_')}/edit",
        lambda: f"https://imgur.com/a/{rs(7)}",
        lambda: f"figma file https://www.figma.com/design/{rs(22)}/Homepage",
        lambda: f"https://github.com/{pick(WORDS)}/{pick(WORDS)}/pull/{R.randint(1, 9999)}",
        lambda: f"notion page https://www.notion.so/{pick(WORDS).capitalize()}-Roadmap-{hx(32)}",
        lambda: f"spotify playlist https://open.spotify.com/playlist/{rs(22)}",
        lambda: f"arXiv:{R.randint(23, 26)}{R.randint(1, 12):02d}.{rs(5, DIGITS)}",
        lambda: f"DOI 10.{R.randint(1000, 9999)}/{rs(8, LOWER + DIGITS)}",
        lambda: f"meet.google.com/{rs(3, LOWER)}-{rs(4, LOWER)}-{rs(3, LOWER)}",
    ],
)

kind(
    B,
    "code_reads_secret",
    12,
    [
        lambda: 'api_key = os.environ["STRIPE_SECRET_KEY"]',
        lambda: "const token = process.env.GITHUB_TOKEN ?? '';",
        lambda: 'password := os.Getenv("DB_PASSWORD")\nif password == "" {\n    log.Fatal("DB_PASSWORD not set")\n}',
        lambda: 'let key = std::env::var("API_KEY").expect("API_KEY must be set");',
        lambda: "$password = getenv('MAIL_PASSWORD');",
        lambda: "secret = boto3.client('secretsmanager').get_secret_value(SecretId='prod/db')['SecretString']",
        lambda: 'String pw = System.getenv("KEYSTORE_PASSWORD");',
        lambda: "password = getpass.getpass('Password: ')",
        lambda: "with open('/run/secrets/api_token') as f:\n    token = f.read().strip()",
        lambda: "config.password = ENV.fetch('REDIS_PASSWORD')",
        lambda: "def check_password(raw: str, hashed: bytes) -> bool:\n    return bcrypt.checkpw(raw.encode(), hashed)",
        lambda: "if (!req.headers.authorization?.startsWith('Bearer ')) return res.status(401).end();",
    ],
)

kind(
    B,
    "token_format_docs",
    11,
    [
        lambda: (
            "GitHub personal access tokens start with ghp_ followed by 36 characters; fine-grained ones start with github_pat_."
        ),
        lambda: "Stripe secret keys begin with sk_live_ or sk_test_; publishable keys use pk_.",
        lambda: "regex: (?i)aws_secret_access_key\\s*=\\s*[A-Za-z0-9/+=]{40}",
        lambda: "Slack tokens: xoxb- for bots, xoxp- for users, xapp- for app-level tokens.",
        lambda: "AWS access key ids are 20 characters starting with AKIA (long-term) or ASIA (temporary).",
        lambda: "gitleaks rule: id = \"openai-api-key\", regex = '''sk-(proj-)?[A-Za-z0-9_-]{20,}T3BlbkFJ'''",
        lambda: "Anthropic API keys have the prefix sk-ant-; rotate them from the console.",
        lambda: "npm automation tokens look like npm_ + 36 base62 characters.",
        lambda: "A PEM private key starts with -----BEGIN PRIVATE KEY----- and must never be committed.",
        lambda: "Telegram bot tokens are <bot id>:<35 chars>; get one from @BotFather.",
        lambda: "GitLab PATs are prefixed glpat- since 14.5.",
    ],
)

kind(
    B,
    "benign_logs",
    12,
    [
        lambda: f"{ts()} INFO auth: user {user()} logged in (mfa=totp)",
        lambda: f"{ts()} WARN token refresh failed: 401 invalid_grant, retrying in 5s",
        lambda: f"{ts()} INFO rotated signing key kid={rs(12)}",
        lambda: f'level=info msg="password changed" user_id={uid()}',
        lambda: f"{ts()} ERROR Access denied for user '{user()}'@'10.0.0.{R.randint(2, 254)}' (using password: YES)",
        lambda: (
            f"sshd[{R.randint(1000, 99999)}]: Accepted publickey for {user()} from 10.1.{R.randint(0, 255)}.{R.randint(0, 255)} port {R.randint(30000, 65000)} ssh2: ED25519 SHA256:{b64(32, pad=False)}"
        ),
        lambda: (
            f"sshd[{R.randint(1000, 99999)}]: Failed password for invalid user {pick(['oracle', 'test', 'ubuntu'])} from 203.0.113.{R.randint(1, 254)} port {R.randint(30000, 65000)} ssh2"
        ),
        lambda: f"{ts()} DEBUG loaded 14 secrets from vault path secret/data/app (values hidden)",
        lambda: 'HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer realm="api", error="invalid_token"',
        lambda: f"{ts()} INFO API key created for project {pick(WORDS)} (prefix sk-…{rs(4)})",
    ],
)

kind(
    B,
    "ordinary_multilingual",
    12,
    [
        lambda: "Mañana despliego la nueva versión del servicio de pagos a las 10.",
        lambda: "Das Meeting wurde auf Donnerstag verschoben, bitte Kalender prüfen.",
        lambda: "La base de données est en maintenance ce soir de 22h à minuit.",
        lambda: "O relatório trimestral está na pasta compartilhada.",
        lambda: "明日のデプロイは午後三時からです。",
        lambda: "服务器今晚重启，请提前保存工作。",
        lambda: "Сборка упала из-за таймаута в тестах, перезапустил.",
        lambda: "회의록은 공유 드라이브에 올려 두었습니다.",
        lambda: "Il nuovo collega inizia lunedì, preparate il portatile.",
        lambda: "Toplantı notlarını Slack kanalına ekledim.",
        lambda: "मीटिंग कल सुबह दस बजे है।",
        lambda: "الاجتماع القادم يوم الأحد الساعة العاشرة.",
    ],
)

kind(
    B,
    "long_words_identifiers",
    12,
    [
        lambda: "Donaudampfschifffahrtsgesellschaftskapitänsmütze is a famous long German compound word.",
        lambda: "pneumonoultramicroscopicsilicovolcanoconiosis is often cited as the longest English word.",
        lambda: "class AbstractSingletonProxyFactoryBean extends AbstractFactoryBean<Object>",
        lambda: "def test_refresh_token_is_rotated_after_successful_exchange_with_identity_provider():",
        lambda: "const useAuthenticatedUserPreferencesQueryWithBackgroundRefetch = () => {...}",
        lambda: "kubernetesClusterAutoscalerNodeGroupBalancingSimilarityThreshold: 0.8",
        lambda: "SELECT customer_lifetime_value_normalized_by_acquisition_channel FROM marts.customer_metrics;",
        lambda: (
            "Rechtsschutzversicherungsgesellschaften and Kraftfahrzeughaftpflichtversicherung appear in the contract."
        ),
        lambda: "func ValidatePasswordResetTokenExpiration(ctx context.Context, t Token) error",
        lambda: "INTERNAL_SERVER_ERROR_WHILE_VALIDATING_SECRET_REFERENCE",
        lambda: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch is a village in Wales.",
        lambda: "export function getPasswordStrengthIndicatorColorForScore(score: number): string",
    ],
)

kind(
    B,
    "docs_examples",
    11,
    [
        lambda: "Example from the docs: `curl -u user:pass https://example.com` — replace user:pass with your own.",
        lambda: (
            "In examples we use the JWT from jwt.io's debugger; it's signed with 'your-256-bit-secret' and is for demonstration only."
        ),
        lambda: 'The OpenSSH manual shows `ssh-keygen -t ed25519 -C "your_email@example.com"`.',
        lambda: "sample .pgpass line: hostname:port:database:username:password",
        lambda: (
            "Azure docs: DefaultEndpointsProtocol=https;AccountName=<account>;AccountKey=<key>;EndpointSuffix=core.windows.net"
        ),
        lambda: (
            "RFC 7617 example: Authorization: Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ== (Aladdin / open sesame) — textbook example."
        ),
        lambda: "Example license key from the README (not valid): XXXXX-XXXXX-XXXXX-XXXXX-XXXXX",
        lambda: "jdbc:mysql://localhost:3306/test?user=<user>&password=<password>",
        lambda: "# example\nexport DIGITALOCEAN_TOKEN=dop_v1_<64 hex characters>",
        lambda: "otpauth://totp/Example:alice@example.com?secret=<BASE32SECRET>&issuer=Example",
        lambda: (
            "The Kubernetes docs encode 'admin' as YWRtaW4= and '1f2d1e2e67df' as MWYyZDFlMmU2N2Rm in their Secret example."
        ),
    ],
)

kind(
    B,
    "public_urls_config",
    12,
    [
        lambda: f"https://api.{pick(DOMAINS)}/v1/health",
        lambda: (
            f"server {{\n  listen 443 ssl;\n  server_name {pick(DOMAINS)};\n  ssl_certificate_key /etc/ssl/private/{pick(WORDS)}.key;\n}}"
        ),
        lambda: f"logging:\n  level: info\n  format: json\nserver:\n  port: {R.randint(3000, 9000)}",
        lambda: f'[database]\nhost = "{host()}"\nport = 5432\nname = "{db()}"\npool_size = {R.randint(5, 50)}',
        lambda: f"https://{pick(DOMAINS)}/reset-password?email={email().split('@')[0]}%40example.com",
        lambda: f"OAuth redirect URI: https://app.{pick(DOMAINS)}/auth/callback",
        lambda: "IdentityFile ~/.ssh/id_ed25519\nUser git\nHost github.com",
        lambda: (
            f"helm upgrade --install {pick(WORDS)} ./chart --set replicaCount={R.randint(1, 6)} --set image.tag=v{R.randint(1, 9)}.{R.randint(0, 9)}"
        ),
        lambda: (
            f"webhook endpoint: https://{pick(DOMAINS)}/webhooks/stripe (signature checked with the secret from the dashboard)"
        ),
        lambda: f"https://hooks.slack.com/ is blocked by the proxy, use the relay at https://relay.{pick(DOMAINS)}",
        lambda: f"git clone https://github.com/{pick(WORDS)}/{pick(WORDS)}.git",
    ],
)


# ---------------------------------------------------------------- wrappers, generation, output

RW = random.Random(SEED + 1)

REMEMBER = [
    "Please remember this:",
    "Recuerda esto:",
    "Merk dir das:",
    "Retiens ceci :",
    "Lembre-se disto:",
    "これを覚えておいて：",
    "记住这个：",
    "Запомни:",
    "Ricorda questo:",
    "Onthoud dit:",
]


def wrap(text: str) -> str:
    if RW.random() >= 0.30:
        return text
    choice = RW.randrange(11)
    if choice == 0:
        return f"user: {text}"
    if choice == 1:
        return f"[{RW.randint(7, 23):02d}:{RW.randint(0, 59):02d}] {RW.choice(NAMES)}: {text}"
    if choice == 2:
        return f"2026-{RW.randint(1, 11):02d}-{RW.randint(1, 28):02d}T{RW.randint(0, 23):02d}:{RW.randint(0, 59):02d}:00Z {text}"
    if choice == 3:
        return "\n".join("> " + line for line in text.split("\n"))
    if choice == 4:
        return f"```\n{text}\n```"
    if choice == 5:
        return f"{RW.choice(REMEMBER)} {text}"
    if choice == 6:
        return f"{text}\n\n{RW.choice(['thanks!', 'Sent from my phone', 'cheers', 'gracias', 'danke!', 'merci'])}"
    if choice == 7:
        return f"FYI {text}"
    if choice == 8:
        return f"note to future me — {text}"
    if choice == 9:
        return f"📌 {text}"
    return f"Tool output (bash):\n{text}"


def generate() -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for name_, label, count, makers in KINDS:
        order = list(range(len(makers)))
        R.shuffle(order)
        made = 0
        step = 0
        tries = 0
        while made < count:
            maker = makers[order[step % len(order)]]
            step += 1
            if step % len(order) == 0:
                R.shuffle(order)
            text = maker()
            tries += 1
            if tries > 50 * count:
                raise SystemExit(f"kind {name_}: cannot make {count} distinct rows")
            if text in seen or len(text) > MAX_LEN:
                continue
            wrapped = wrap(text)
            if len(wrapped) > MAX_LEN:
                wrapped = text
            seen.add(text)
            rows.append({"text": wrapped, "label": label, "kind": name_})
            made += 1
    random.Random(SEED + 2).shuffle(rows)
    return rows


def render(rows: list[dict[str, str]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def main(argv: list[str]) -> int:
    rows = generate()
    data = render(rows)
    if "--check" in argv:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != data:
            print(f"{OUT.name} is stale: run make_blind7.py", file=sys.stderr)
            return 1
        print(f"{OUT.name} is up to date ({len(rows)} rows)")
        return 0
    OUT.write_text(data, encoding="utf-8")
    per_kind = Counter((r["label"], r["kind"]) for r in rows)
    for label in (S, B):
        kinds = sorted((k, n) for (lab, k), n in per_kind.items() if lab == label)
        print(f"{label}: {sum(n for _, n in kinds)} rows in {len(kinds)} kinds")
        for k, n in kinds:
            print(f"  {k:28s} {n}")
    print(f"longest row: {max(len(r['text']) for r in rows)} characters")
    digest = hashlib.sha256(data.encode()).hexdigest()[:16]
    print(f"sha256 {digest}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
