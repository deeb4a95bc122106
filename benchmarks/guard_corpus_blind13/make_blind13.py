"""Writes secrets_blind13.jsonl, the thirteenth blind held-out corpus for the secret guard, and checks its labels.

Standard library only, seeded and deterministic. The hand-written templates live in blind13_templates.py
(``kind|lang|text`` a line); this script fills their fields with seeded values, adds the rows built in code (seed
phrases, private keys, word lists) and refuses to write unless every checkable label checks out (see README.md).

    python benchmarks/guard_corpus_blind13/make_blind13.py           # rewrite secrets_blind13.jsonl
    python benchmarks/guard_corpus_blind13/make_blind13.py --check   # exit 1 if the committed file differs or a check fails
    python benchmarks/guard_corpus_blind13/make_blind13.py --table   # rows per kind, label and language
"""

from __future__ import annotations

import argparse
import base64
import collections
import hashlib
import hmac
import json
import random
import re
import string
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import blind13_templates as T  # noqa: E402

OUT_PATH = HERE / "secrets_blind13.jsonl"
BIP39_DIR = HERE.parent.parent / "python" / "engramdb" / "guard" / "bip39"
SEED = 13_2026_12_03
MAX_CHARS = 2000

# The BIP-39 word lists (MIT, `mnemonic` 0.21), pinned so that a changed list cannot silently change the labels.
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

# Card numbers that card networks and payment providers document as test numbers (Stripe, Adyen, Braintree docs).
TEST_CARDS = {
    "4242424242424242",
    "4000056655665556",
    "5555555555554444",
    "2223003122003222",
    "5200828282828210",
    "5105105105105100",
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
    "4000000000000002",
    "4000000000009995",
    "4000002500003155",
    "5425233430109903",
}


class LabelError(Exception):
    """A row whose label the generator can check failed that check."""


# ----------------------------------------------------------------------------------------------------- BIP-39


def load_wordlists() -> dict[str, list[str]]:
    lists = {}
    for name, digest in BIP39_SHA256.items():
        raw = (BIP39_DIR / f"{name}.txt").read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise LabelError(f"BIP-39 list {name} does not match its pinned SHA-256")
        words = [unicodedata.normalize("NFC", w.strip()) for w in raw.decode("utf-8").splitlines() if w.strip()]
        if len(words) != 2048:
            raise LabelError(f"BIP-39 list {name} has {len(words)} words")
        lists[name] = words
    return lists


WORDLISTS = load_wordlists()
WORD_INDEX = {name: {w: i for i, w in enumerate(words)} for name, words in WORDLISTS.items()}


def bip39_phrase(rng: random.Random, lang: str, n_words: int) -> list[str]:
    ent_bits = n_words * 11 * 32 // 33
    entropy = rng.getrandbits(ent_bits).to_bytes(ent_bits // 8, "big")
    cs_bits = ent_bits // 32
    checksum = hashlib.sha256(entropy).digest()[0] >> (8 - cs_bits)
    value = (int.from_bytes(entropy, "big") << cs_bits) | checksum
    indexes = [(value >> (11 * (n_words - 1 - i))) & 0x7FF for i in range(n_words)]
    return [WORDLISTS[lang][i] for i in indexes]


def bip39_valid(words: list[str], lang: str) -> bool:
    """True when the words are a BIP-39 phrase (12..24 words, all in the list, checksum right)."""
    if len(words) not in (12, 15, 18, 21, 24):
        return False
    index = WORD_INDEX[lang]
    try:
        idx = [index[unicodedata.normalize("NFC", w)] for w in words]
    except KeyError:
        return False
    value = 0
    for i in idx:
        value = (value << 11) | i
    cs_bits = len(words) // 3
    ent_bits = len(words) * 11 - cs_bits
    entropy = (value >> cs_bits).to_bytes(ent_bits // 8, "big")
    return hashlib.sha256(entropy).digest()[0] >> (8 - cs_bits) == value & ((1 << cs_bits) - 1)


def tokens_of(text: str) -> list[str]:
    """The word tokens of a text as a phrase reader would see them (numbering and punctuation dropped)."""
    text = unicodedata.normalize("NFC", text).replace("\u3000", " ")
    return [t.lower() for t in re.findall(r"[^\W\d_]+", text)]


def any_valid_phrase(text: str) -> str | None:
    """Names a list in which some run of 12..24 consecutive words of the text is a valid phrase, else None."""
    toks = tokens_of(text)
    for lang, index in WORD_INDEX.items():
        run: list[str] = []
        for tok in [*toks, "\x00"]:
            if tok in index:
                run.append(tok)
                continue
            for n in (12, 15, 18, 21, 24):
                for start in range(len(run) - n + 1):
                    if bip39_valid(run[start : start + n], lang):
                        return lang
            run = []
    return None


# ----------------------------------------------------------------------------------------------------- checksums


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
    raise AssertionError("unreachable")


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def iban_make(country: str, bban: str) -> str:
    s = bban + country + "00"
    check = 98 - int("".join(str(int(c, 36)) for c in s)) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt_make(payload: dict[str, object], secret: bytes) -> str:
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    sig = hmac.new(secret, f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}.{b64url(sig)}"


def jwt_verify(token: str, secret: bytes) -> bool:
    head, body, sig = token.split(".")
    want = hmac.new(secret, f"{head}.{body}".encode(), hashlib.sha256).digest()
    return hmac.compare_digest(b64url(want), sig)


# ----------------------------------------------------------------------------------------------------- key maths

P25519 = 2**255 - 19
L25519 = 2**252 + 27742317777372353535851937790883648493
D25519 = -121665 * pow(121666, -1, P25519) % P25519
GY25519 = 4 * pow(5, -1, P25519) % P25519


def _ed_x(y: int) -> int:
    xx = (y * y - 1) * pow(D25519 * y * y + 1, -1, P25519) % P25519
    x = pow(xx, (P25519 + 3) // 8, P25519)
    if (x * x - xx) % P25519:
        x = x * pow(2, (P25519 - 1) // 4, P25519) % P25519
    return P25519 - x if x & 1 else x


ED_B = (_ed_x(GY25519), GY25519)


def _ed_add(p: tuple[int, int], q: tuple[int, int]) -> tuple[int, int]:
    (x1, y1), (x2, y2) = p, q
    t = D25519 * x1 * x2 * y1 * y2 % P25519
    x3 = (x1 * y2 + x2 * y1) * pow(1 + t, -1, P25519) % P25519
    y3 = (y1 * y2 + x1 * x2) * pow(1 - t, -1, P25519) % P25519
    return x3, y3


def _ed_mul(k: int, p: tuple[int, int]) -> tuple[int, int]:
    acc = (0, 1)
    while k:
        if k & 1:
            acc = _ed_add(acc, p)
        p = _ed_add(p, p)
        k >>= 1
    return acc


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    x, y = _ed_mul(a, ED_B)
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _ec_add(p: tuple[int, int] | None, q: tuple[int, int] | None) -> tuple[int, int] | None:
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % P256_P == 0:
        return None
    if p == q:
        lam = (3 * p[0] * p[0] - 3) * pow(2 * p[1], -1, P256_P) % P256_P
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], -1, P256_P) % P256_P
    x = (lam * lam - p[0] - q[0]) % P256_P
    return x, (lam * (p[0] - x) - p[1]) % P256_P


def _ec_mul(k: int, p: tuple[int, int] | None) -> tuple[int, int] | None:
    acc = None
    while k:
        if k & 1:
            acc = _ec_add(acc, p)
        p = _ec_add(p, p)
        k >>= 1
    return acc


def key_maths_known_answers() -> None:
    """RFC 8032 test 1 for Ed25519; the P-256 generator on the curve and of order n."""
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    if ed25519_public(seed).hex() != "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a":
        raise LabelError("Ed25519 known answer failed")
    gx, gy = P256_G
    if (gy * gy - (gx**3 - 3 * gx + P256_B)) % P256_P:
        raise LabelError("P-256 generator not on the curve")
    if _ec_mul(P256_N, P256_G) is not None:
        raise LabelError("P-256 generator not of order n")


def _is_probable_prime(n: int, rng: random.Random) -> bool:
    if n < 2:
        return False
    for small in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % small == 0:
            return n == small
    d, r = n - 1, 0
    while d % 2 == 0:
        d //= 2
        r += 1
    for _ in range(24):
        x = pow(rng.randrange(2, n - 2), d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = pow(x, 2, n)
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int, rng: random.Random) -> int:
    while True:
        cand = rng.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if cand % 65537 != 1 and _is_probable_prime(cand, rng):
            return cand


def _der_len(n: int) -> bytes:
    if n < 128:
        return bytes([n])
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(raw)]) + raw


def _der(tag: int, body: bytes) -> bytes:
    return bytes([tag]) + _der_len(len(body)) + body


def _der_int(v: int) -> bytes:
    raw = v.to_bytes(v.bit_length() // 8 + 1, "big")
    return _der(0x02, raw)


def _der_oid(dotted: str) -> bytes:
    parts = [int(p) for p in dotted.split(".")]
    out = bytearray([40 * parts[0] + parts[1]])
    for p in parts[2:]:
        chunk = [p & 0x7F]
        p >>= 7
        while p:
            chunk.append(0x80 | (p & 0x7F))
            p >>= 7
        out.extend(reversed(chunk))
    return _der(0x06, bytes(out))


def _pem(label: str, der: bytes) -> str:
    b64 = base64.b64encode(der).decode()
    body = "\n".join(b64[i : i + 64] for i in range(0, len(b64), 64))
    return f"-----BEGIN {label}-----\n{body}\n-----END {label}-----"


def rsa_pem(rng: random.Random, bits: int) -> str:
    e = 65537
    while True:
        p, q = _prime(bits // 2, rng), _prime(bits // 2, rng)
        if p != q and (p * q).bit_length() == bits:
            break
    n, phi = p * q, (p - 1) * (q - 1)
    d = pow(e, -1, phi)
    if pow(pow(12345, e, n), d, n) != 12345:
        raise LabelError("RSA key does not round-trip")
    fields = [0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p)]
    return _pem("RSA PRIVATE KEY", _der(0x30, b"".join(_der_int(f) for f in fields)))


def ec_pem(rng: random.Random) -> str:
    k = rng.randrange(1, P256_N)
    point = _ec_mul(k, P256_G)
    assert point is not None
    pub = b"\x04" + point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big")
    body = (
        _der_int(1)
        + _der(0x04, k.to_bytes(32, "big"))
        + _der(0xA0, _der_oid("1.2.840.10045.3.1.7"))
        + _der(0xA1, _der(0x03, b"\x00" + pub))
    )
    return _pem("EC PRIVATE KEY", _der(0x30, body))


def ed25519_pkcs8_pem(rng: random.Random) -> str:
    seed = rng.randbytes(32)
    body = _der_int(0) + _der(0x30, _der_oid("1.3.101.112")) + _der(0x04, _der(0x04, seed))
    return _pem("PRIVATE KEY", _der(0x30, body))


def _ssh_str(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ssh_public_line(seed: bytes, comment: str) -> str:
    blob = _ssh_str(b"ssh-ed25519") + _ssh_str(ed25519_public(seed))
    return f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"


def ed25519_public_pem(seed: bytes) -> str:
    body = _der(0x30, _der_oid("1.3.101.112")) + _der(0x03, b"\x00" + ed25519_public(seed))
    return _pem("PUBLIC KEY", _der(0x30, body))


def openssh_pem(rng: random.Random, comment: str) -> str:
    seed = rng.randbytes(32)
    pub = ed25519_public(seed)
    pub_blob = _ssh_str(b"ssh-ed25519") + _ssh_str(pub)
    check = rng.randbytes(4)
    priv = check + check + pub_blob + _ssh_str(seed + pub) + _ssh_str(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    blob = (
        b"openssh-key-v1\x00"
        + _ssh_str(b"none")
        + _ssh_str(b"none")
        + _ssh_str(b"")
        + (1).to_bytes(4, "big")
        + _ssh_str(pub_blob)
        + _ssh_str(priv)
    )
    b64 = base64.b64encode(blob).decode()
    body = "\n".join(b64[i : i + 70] for i in range(0, len(b64), 70))
    return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"


# ----------------------------------------------------------------------------------------------------- field values

ALNUM = string.ascii_letters + string.digits
LOWER_NUM = string.ascii_lowercase + string.digits
B64URL = ALNUM + "-_"


def _s(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _pin(rng: random.Random, n: int) -> str:
    while True:
        v = "".join(rng.choice(string.digits) for _ in range(n))
        if len(set(v)) > 1 and v not in "0123456789" and v not in "9876543210":
            return v


def _door(rng: random.Random) -> str:
    v = _pin(rng, rng.choice((4, 4, 4, 5, 6)))
    return rng.choice((v, v, v, v + "#", "*" + v, v + "*", v[:2] + "A" + v[2:], v + "#"))


def _password(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(T.PW_WORDS).capitalize() + _pin(rng, rng.choice((2, 3, 4))) + rng.choice("!?#$%.&*@")
    if style == 1:
        return _s(rng, ALNUM + "!#%&*?@", rng.randrange(10, 17))
    if style == 2:
        a, b = rng.sample(T.PW_WORDS, 2)
        return f"{a}{rng.choice('-_.!')}{b}{_pin(rng, 2)}"
    if style == 3:
        w = rng.choice(T.PW_WORDS)
        leet = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return leet.capitalize() + _pin(rng, 4)
    return rng.choice(T.PW_WORDS) + rng.choice(T.PW_WORDS).capitalize() + str(rng.randrange(1960, 2024)) + "!"


def _wifi(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return _s(rng, string.digits, 20)
    if style == 1:
        return _s(rng, string.ascii_uppercase + string.digits, rng.choice((8, 10, 12)))
    if style == 2:
        return rng.choice(T.PW_WORDS) + rng.choice(T.PW_WORDS) + _pin(rng, 4)
    return _s(rng, ALNUM, 16)


def _card(rng: random.Random, kind: str = "") -> str:
    kind = kind or rng.choice(("visa", "visa", "mc", "mc2"))
    while True:
        if kind == "amex":
            num = luhn_complete(rng.choice(("34", "37")) + _s(rng, string.digits, 12))
            out = f"{num[:4]} {num[4:10]} {num[10:]}"
        else:
            prefix = {"visa": "4", "mc": "5" + rng.choice("12345"), "mc2": "22" + rng.choice("3456789")}[kind]
            num = luhn_complete(prefix + _s(rng, string.digits, 15 - len(prefix)))
            out = " ".join(num[i : i + 4] for i in range(0, 16, 4)) if rng.random() < 0.7 else num
        if num not in TEST_CARDS:
            return out


def _iban(rng: random.Random) -> str:
    d = string.digits
    country = rng.choice(("DE", "FR", "ES", "IT", "NL", "GB", "BE", "AT", "PL", "PT", "CH", "IE", "HR", "SE"))
    bban = {
        "DE": lambda: _s(rng, d, 18),
        "FR": lambda: _s(rng, d, 10) + _s(rng, string.ascii_uppercase + d, 11) + _s(rng, d, 2),
        "ES": lambda: _s(rng, d, 20),
        "IT": lambda: rng.choice(string.ascii_uppercase) + _s(rng, d, 10) + _s(rng, d, 12),
        "NL": lambda: rng.choice(("INGB", "RABO", "ABNA", "TRIO")) + _s(rng, d, 10),
        "GB": lambda: rng.choice(("NWBK", "BARC", "LOYD", "MIDL")) + _s(rng, d, 14),
        "BE": lambda: _s(rng, d, 12),
        "AT": lambda: _s(rng, d, 16),
        "PL": lambda: _s(rng, d, 24),
        "PT": lambda: _s(rng, d, 21),
        "CH": lambda: _s(rng, d, 17),
        "IE": lambda: rng.choice(("AIBK", "BOFI")) + _s(rng, d, 14),
        "HR": lambda: _s(rng, d, 17),
        "SE": lambda: _s(rng, d, 20),
    }[country]()
    return iban_make(country, bban)


def _recovery(rng: random.Random) -> str:
    style = rng.randrange(3)
    n = rng.choice((8, 10, 10, 16))
    if style == 0:
        codes = [f"{_s(rng, LOWER_NUM, 5)}-{_s(rng, LOWER_NUM, 5)}" for _ in range(n)]
    elif style == 1:
        codes = [f"{_s(rng, string.digits, 4)} {_s(rng, string.digits, 4)}" for _ in range(n)]
    else:
        codes = [_s(rng, string.ascii_uppercase + string.digits, 10) for _ in range(n)]
    sep = rng.choice(("\n", "  ", ", "))
    return sep.join(codes)


JWT_SECRETS: list[tuple[str, bytes]] = []


def _jwt(rng: random.Random) -> str:
    secret = rng.randbytes(32)
    payload = {
        "sub": str(rng.randrange(10**5, 10**7)),
        "name": rng.choice(T.FIRST_NAMES),
        "role": rng.choice(("admin", "user", "service")),
        "iat": rng.randrange(1_760_000_000, 1_790_000_000),
    }
    token = jwt_make(payload, secret)
    JWT_SECRETS.append((token, secret))
    return token


def _seat(rng: random.Random) -> str:
    return f"{rng.randrange(1, 45)}{rng.choice('ABCDEF')}"


def _version(rng: random.Random) -> str:
    return f"{rng.randrange(0, 25)}.{rng.randrange(0, 20)}.{rng.randrange(0, 30)}"


FIELDS: dict[str, Callable[[random.Random], str]] = {
    "pin4": lambda r: _pin(r, 4),
    "pin5": lambda r: _pin(r, 5),
    "pin6": lambda r: _pin(r, 6),
    "puk8": lambda r: _pin(r, 8),
    "otp6": lambda r: _pin(r, 6),
    "otp_sp": lambda r: (lambda v: f"{v[:3]} {v[3:]}")(_pin(r, 6)),
    "otp_dash": lambda r: (lambda v: f"{v[:3]}-{v[3:]}")(_pin(r, 6)),
    "otp5": lambda r: _pin(r, 5),
    "door": _door,
    "combo": lambda r: f"{r.randrange(0, 40):02d}-{r.randrange(0, 40):02d}-{r.randrange(0, 40):02d}",
    "pw": _password,
    "pw_url": lambda r: _s(r, ALNUM, r.randrange(10, 18)),
    "wifi": _wifi,
    "ssid": lambda r: r.choice(T.SSIDS).replace("#", _s(r, "0123456789ABCDEF", 4)),
    "word": lambda r: r.choice(T.PW_WORDS),
    "pet": lambda r: r.choice(T.PETS),
    "surname": lambda r: r.choice(T.SURNAMES),
    "city": lambda r: r.choice(T.CITIES),
    "email": lambda r: (
        f"{r.choice(T.FIRST_NAMES).lower()}.{r.choice(T.SURNAMES).lower()}{r.randrange(1, 99)}@{r.choice(('gmail.com', 'outlook.com', 'yahoo.com', 'web.de', 'icloud.com', 'proton.me'))}"
    ),
    "email_enc": lambda r: f"{r.choice(T.FIRST_NAMES).lower()}%40{r.choice(('gmail.com', 'outlook.com'))}",
    "user": lambda r: r.choice(T.FIRST_NAMES).lower() + r.choice(("", "_", ".")) + str(r.randrange(1, 999)),
    "host": lambda r: (
        r.choice(("db", "pg", "mysql", "prod-db", "10.0.3"))
        + r.choice((".internal", ".lan", "-01.eu-west-1.rds.amazonaws.com", ".17"))
    ),
    "db": lambda r: r.choice(("shop", "app", "prod", "crm", "wiki", "billing", "analytics")),
    "domain": lambda r: r.choice(
        ("example-shop.com", "mybank.eu", "notion.so", "acme.io", "dropbox.com", "hr-portal.net")
    ),
    "card": _card,
    "card_amex": lambda r: _card(r, "amex"),
    "exp": lambda r: f"{r.randrange(1, 13):02d}/{r.randrange(26, 32)}",
    "cvc": lambda r: _pin(r, 3),
    "cvc4": lambda r: _pin(r, 4),
    "sk_live": lambda r: "sk_live_" + _s(r, ALNUM, 24 + 75 * r.randrange(2)),
    "rk_live": lambda r: "rk_live_" + _s(r, ALNUM, 24),
    "ghp": lambda r: "ghp_" + _s(r, ALNUM, 36),
    "github_pat": lambda r: "github_pat_" + _s(r, ALNUM, 22) + "_" + _s(r, ALNUM, 59),
    "glpat": lambda r: "glpat-" + _s(r, ALNUM + "-_", 20),
    "xoxb": lambda r: f"xoxb-{_s(r, string.digits, 12)}-{_s(r, string.digits, 13)}-{_s(r, ALNUM, 24)}",
    "openai": lambda r: "sk-proj-" + _s(r, B64URL, 48) + "T3BlbkFJ" + _s(r, B64URL, 48),
    "anthropic": lambda r: "sk-ant-api03-" + _s(r, B64URL, 93) + "AA",
    "hf": lambda r: "hf_" + _s(r, ALNUM, 34),
    "npm": lambda r: "npm_" + _s(r, ALNUM, 36),
    "pypi": lambda r: "pypi-AgEIcHlwaS5vcmc" + _s(r, B64URL, 60),
    "sg": lambda r: "SG." + _s(r, B64URL, 22) + "." + _s(r, B64URL, 43),
    "aiza": lambda r: "AIza" + _s(r, B64URL, 35),
    "akia": lambda r: "AKIA" + _s(r, string.ascii_uppercase + "234567", 16),
    "aws_secret": lambda r: _s(r, ALNUM + "/+", 40),
    "shpat": lambda r: "shpat_" + _s(r, "0123456789abcdef", 32),
    "dop": lambda r: "dop_v1_" + _s(r, "0123456789abcdef", 64),
    "tg_bot": lambda r: f"{r.randrange(10**9, 8 * 10**9)}:AA{_s(r, B64URL, 33)}",
    "hex32": lambda r: _s(r, "0123456789abcdef", 32),
    "hex40": lambda r: _s(r, "0123456789abcdef", 40),
    "hex64": lambda r: _s(r, "0123456789abcdef", 64),
    "alnum24": lambda r: _s(r, ALNUM, 24),
    "alnum32": lambda r: _s(r, ALNUM, 32),
    "alnum40": lambda r: _s(r, ALNUM, 40),
    "alnum5": lambda r: _s(r, string.ascii_lowercase + string.digits, 5),
    "b64url43": lambda r: _s(r, B64URL, 43),
    "b64url68": lambda r: _s(r, B64URL, 68),
    "up8": lambda r: _s(r, string.ascii_uppercase + string.digits, 8),
    "digits18": lambda r: str(r.randrange(10**17, 10**18)),
    "azure_sig": lambda r: _s(r, ALNUM, 43).replace("a", "%2B", 1) + "%3D",
    "jwt": _jwt,
    "recovery": _recovery,
    # benign values
    "d1": lambda r: str(r.randrange(1, 10)),
    "d2": lambda r: str(r.randrange(10, 100)),
    "d2b": lambda r: str(r.randrange(10, 100)),
    "d3": lambda r: str(r.randrange(100, 1000)),
    "d3b": lambda r: str(r.randrange(100, 1000)),
    "d4": lambda r: str(r.randrange(1000, 10000)),
    "d4b": lambda r: str(r.randrange(1000, 10000)),
    "d5": lambda r: str(r.randrange(10000, 100000)),
    "d6": lambda r: str(r.randrange(100000, 1000000)),
    "d8": lambda r: str(r.randrange(10**7, 10**8)),
    "d10": lambda r: str(r.randrange(10**9, 10**10)),
    "d12": lambda r: str(r.randrange(10**11, 10**12)),
    "price": lambda r: f"{r.randrange(1, 300)}.{r.choice(('99', '49', '00', '95', '50'))}",
    "score": lambda r: f"{r.randrange(0, 6)}-{r.randrange(0, 6)}",
    "year": lambda r: str(r.randrange(1990, 2027)),
    "time": lambda r: f"{r.randrange(6, 23):02d}:{r.choice(('00', '15', '30', '45', '05', '50'))}",
    "date": lambda r: f"{r.randrange(1, 29):02d}.{r.randrange(1, 13):02d}.{r.randrange(2024, 2028)}",
    "isodate": lambda r: f"{r.randrange(2024, 2028)}-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}",
    "seat": _seat,
    "version": _version,
    "order": lambda r: f"{r.randrange(100, 999)}-{r.randrange(10**6, 10**7)}-{r.randrange(10**6, 10**7)}",
    "tracking": lambda r: "1Z" + _s(r, string.ascii_uppercase + string.digits, 6) + _s(r, string.digits, 10),
    "phone": lambda r: (
        f"+{r.choice(('44 20', '49 30', '33 1', '34 91', '39 06', '1 415', '81 3', '91 80', '55 11', '61 2'))} {r.randrange(1000, 9999)} {r.randrange(1000, 9999)}"
    ),
    "iban": _iban,
    "testcard": lambda r: r.choice(sorted(TEST_CARDS)),
    "inpin": lambda r: r.choice(
        ("110001", "400001", "560034", "600028", "700019", "500081", "411014", "682011", "380009", "302001")
    ),
    "lotto": lambda r: " ".join(str(x) for x in sorted(r.sample(range(1, 50), 6))),
    "promo": lambda r: (
        r.choice(("SUMMER", "WELCOME", "BLACKFRIDAY", "FREESHIP", "SAVE", "NEWYEAR", "STUDENT"))
        + str(r.choice((10, 15, 20, 25, 30)))
    ),
    "uuid": lambda r: "-".join(_s(r, "0123456789abcdef", n) for n in (8, 4, 4, 4, 12)),
    "sha": lambda r: _s(r, "0123456789abcdef", 40),
}


def fill(template: str, rng: random.Random) -> str:
    def sub(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in FIELDS:
            raise LabelError(f"unknown field {{{name}}} in template {template!r}")
        return FIELDS[name](rng)

    text = re.sub(r"\{([a-z0-9_]+)\}", sub, template.replace("\\n", "\n"))
    return text.replace("<LB>", "{").replace("<RB>", "}")


# ----------------------------------------------------------------------------------------------------- rows built in code


def seed_rows(rng: random.Random) -> list[dict[str, str]]:
    rows = []
    langs = ["english"] * 21 + ["french", "spanish", "italian", "portuguese", "czech", "japanese", "korean"] * 3
    langs += ["chinese_simplified", "chinese_traditional"] * 3
    for i, wl in enumerate(langs):
        n = (12, 24, 12, 18, 12, 15, 24, 21)[i % 8]
        words = bip39_phrase(rng, wl, n)
        joiner = "\u3000" if wl == "japanese" and i % 2 else " "
        prose_lang, intro = T.SEED_INTROS[i % len(T.SEED_INTROS)]
        local = T.SEED_LANG_INTRO.get(wl)
        if local:
            prose_lang, intro = local
        style = i % 3
        if style == 0:
            text, kind = f"{intro} {joiner.join(words)}", "seed_prose"
        elif style == 1:
            layout = (i // 3) % 3
            if layout == 0:
                body = "\n".join(f"{k + 1}. {w}" for k, w in enumerate(words))
            elif layout == 1:
                body = "  ".join(f"{k + 1}) {w}" for k, w in enumerate(words))
            else:
                body = "\n".join(f"{k + 1:02d} {w}" for k, w in enumerate(words))
            text, kind = f"{intro}\n{body}", "seed_numbered"
        else:
            text, kind = f"{intro}\n" + "\n".join(words), "seed_lines"
        rows.append(
            {"text": text, "label": "secret", "kind": kind, "lang": prose_lang, "_seed": f"{wl}|{' '.join(words)}"}
        )
    return rows


def key_rows(rng: random.Random) -> list[dict[str, str]]:
    rows = []
    keys = [
        rsa_pem(rng, 1024),
        rsa_pem(rng, 1024),
        rsa_pem(rng, 1024),
        rsa_pem(rng, 2048),
        ec_pem(rng),
        ec_pem(rng),
        ec_pem(rng),
        ed25519_pkcs8_pem(rng),
        ed25519_pkcs8_pem(rng),
        ed25519_pkcs8_pem(rng),
        openssh_pem(rng, "deploy@build-01"),
        openssh_pem(rng, "maria@laptop"),
        openssh_pem(rng, "pi@raspberrypi"),
        openssh_pem(rng, "backup@nas"),
    ]
    for i, key in enumerate(keys):
        lang, intro = T.KEY_INTROS[i % len(T.KEY_INTROS)]
        rows.append({"text": f"{intro}\n{key}", "label": "secret", "kind": "private_key", "lang": lang})
    for i in range(10):
        lang, intro = T.HEXKEY_INTROS[i % len(T.HEXKEY_INTROS)]
        key = FIELDS["hex64"](rng)
        rows.append(
            {
                "text": intro.replace("{key}", ("0x" if i % 2 else "") + key),
                "label": "secret",
                "kind": "wallet_privkey",
                "lang": lang,
            }
        )
    for i in range(12):
        seed = rng.randbytes(32)
        lang, intro = T.PUBKEY_INTROS[i % len(T.PUBKEY_INTROS)]
        pub = (
            ssh_public_line(seed, rng.choice(("anna@mbp", "ci@runner", "tom@desktop", "ops@bastion")))
            if i % 3
            else ed25519_public_pem(seed)
        )
        rows.append(
            {
                "text": f"{intro}\n{pub}" if not i % 3 else f"{intro} {pub}",
                "label": "benign",
                "kind": "public_key",
                "lang": lang,
            }
        )
    return rows


def list_rows(rng: random.Random) -> list[dict[str, str]]:
    """Everyday lists: many single English words, in the lengths a seed phrase has, and lists in other languages."""
    rows: list[dict[str, str]] = []
    lengths = (12, 15, 18, 21, 24)
    layouts = ("lines", "comma", "numbered", "bullets", "numbered_paren", "spaces")
    for i in range(150):
        kind, title, vocab = T.EN_LISTS[i % len(T.EN_LISTS)]
        n = lengths[i % 5] if i % 7 else rng.randrange(5, 30)
        layout = layouts[(i // 5) % len(layouts)]
        for _attempt in range(200):
            words = rng.sample(vocab, min(n, len(vocab)))
            body = _layout(words, layout)
            text = f"{title}\n{body}" if i % 4 else body
            if any_valid_phrase(text) is None:
                break
        rows.append({"text": text, "label": "benign", "kind": kind, "lang": "en"})
    english = WORD_INDEX["english"]
    for i in range(100):
        kind, title, full = T.EN_BIP_LISTS[i % len(T.EN_BIP_LISTS)]
        vocab = sorted({w for w in full if w in english})
        n = lengths[i % 5]
        layout = layouts[(i // 5) % len(layouts)]
        for _attempt in range(200):
            words = rng.sample(vocab, min(n, len(vocab)))
            text = f"{title}\n{_layout(words, layout)}" if i % 3 else _layout(words, layout)
            if any_valid_phrase(text) is None:
                break
        rows.append({"text": text, "label": "benign", "kind": kind, "lang": "en"})
    for i, (lang, kind, title, vocab) in enumerate(T.OTHER_LISTS * 3):
        n = rng.randrange(6, min(16, len(vocab)) + 1)
        for _attempt in range(200):
            words = rng.sample(vocab, n)
            text = f"{title}\n{_layout(words, layouts[i % len(layouts)])}"
            if any_valid_phrase(text) is None:
                break
        rows.append({"text": text, "label": "benign", "kind": kind, "lang": lang})
    return rows


def _layout(words: list[str], layout: str) -> str:
    if layout == "lines":
        return "\n".join(words)
    if layout == "comma":
        return ", ".join(words)
    if layout == "numbered":
        return "\n".join(f"{k + 1}. {w}" for k, w in enumerate(words))
    if layout == "bullets":
        return "\n".join(f"- {w}" for w in words)
    if layout == "numbered_paren":
        return " ".join(f"{k + 1}) {w}" for k, w in enumerate(words))
    return " ".join(words)


# ----------------------------------------------------------------------------------------------------- assembly


def parse_templates() -> list[tuple[str, str, str, str]]:
    out = []
    for label, block in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for line in block.strip().splitlines():
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            kind, lang, text = line.split("|", 2)
            out.append((label, kind, lang, text))
    return out


REPEAT = {"secret": 3, "benign": 3}


def build() -> list[dict[str, str]]:
    key_maths_known_answers()
    rng = random.Random(SEED)
    JWT_SECRETS.clear()
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for label, kind, lang, template in parse_templates():
        reps = REPEAT[label]
        made = 0
        for _attempt in range(reps * 20):
            if made == reps:
                break
            text = fill(template, rng)
            if text in seen:
                continue
            if label == "benign" and any_valid_phrase(text) is not None:
                continue
            if lang in T.ERRANDS and "\n" not in text and rng.random() < 0.15:
                lines = [f"- {e}" for e in rng.sample(T.ERRANDS[lang], 3)]
                lines.insert(rng.randrange(4), f"- {text}")
                text = "\n".join(lines)
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind, "lang": lang})
            made += 1
    rows += seed_rows(rng) + key_rows(rng) + list_rows(rng)
    check(rows)
    return rows


CARD_RE = re.compile(r"(?<![\d-])(?:\d{4}[ -]\d{4}[ -]\d{4}[ -]\d{4}|\d{4} \d{6} \d{5}|\d{14,16})(?![\d-])")
IBAN_RE = re.compile(r"\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b")
JWT_RE = re.compile(r"eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+")


def check(rows: list[dict[str, str]]) -> None:
    """Raises LabelError unless every checkable label checks out."""
    texts = [r["text"] for r in rows]
    if len(set(texts)) != len(texts):
        dup = next(t for t, c in collections.Counter(texts).items() if c > 1)
        raise LabelError(f"duplicate text {dup!r}")
    jwt_secret = dict(JWT_SECRETS)
    for r in rows:
        text, label, kind = r["text"], r["label"], r["kind"]
        if len(text) > MAX_CHARS:
            raise LabelError(f"text over {MAX_CHARS} chars: {text[:80]!r}")
        if re.search(r"\{[a-z0-9_]+\}", text):
            raise LabelError(f"unfilled field in {text!r}")
        if label == "benign":
            lang = any_valid_phrase(text)
            if lang is not None:
                raise LabelError(f"benign row holds a valid {lang} BIP-39 phrase: {text!r}")
        if kind == "card_full":
            cards = [m.group(0) for m in CARD_RE.finditer(text)]
            digits = ["".join(c for c in m if c.isdigit()) for m in cards]
            if not digits or not all(luhn_ok(d) and d not in TEST_CARDS for d in digits):
                raise LabelError(f"card row fails Luhn or holds a test number: {text!r}")
        if kind == "test_card":
            digits = ["".join(c for c in m.group(0) if c.isdigit()) for m in CARD_RE.finditer(text)]
            if not digits or not all(d in TEST_CARDS and luhn_ok(d) for d in digits):
                raise LabelError(f"test_card row without a documented test number: {text!r}")
        if kind == "iban":
            ibans = IBAN_RE.findall(text)
            if not ibans or not all(iban_ok(i) for i in ibans):
                raise LabelError(f"IBAN row fails mod-97: {text!r}")
        for token in JWT_RE.findall(text):
            if token not in jwt_secret or not jwt_verify(token, jwt_secret[token]):
                raise LabelError(f"JWT does not verify: {token}")
        if "_seed" in r:
            wl, phrase = r["_seed"].split("|", 1)
            words = phrase.split(" ")
            if (
                not bip39_valid(words, wl)
                or [unicodedata.normalize("NFC", w) for w in words] != tokens_of(text)[-len(words) :]
            ):
                raise LabelError(f"seed phrase not valid in {wl}: {text!r}")
    kinds = collections.Counter((r["label"], r["kind"]) for r in rows)
    labels = collections.Counter(r["label"] for r in rows)
    if labels["secret"] < 900 or labels["benign"] < 700:
        raise LabelError(f"too few rows: {dict(labels)}")
    if sum(1 for lab, _k in kinds if lab == "secret") < 30 or sum(1 for lab, _k in kinds if lab == "benign") < 25:
        raise LabelError("too few kinds")
    if len({r["lang"] for r in rows}) < 50:
        raise LabelError("too few languages")
    list_kinds = {"grocery_list", "packing_list", "todo_list", "reading_list", "tag_list", "shopping_list", "word_list"}
    if sum(1 for r in rows if r["kind"] in list_kinds) < 250:
        raise LabelError("too few list rows")


def serialise(rows: list[dict[str, str]]) -> str:
    return "".join(
        json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows
    )


def table(rows: list[dict[str, str]]) -> str:
    kinds = collections.Counter((r["label"], r["kind"]) for r in rows)
    out = ["| label | kind | rows |", "|---|---|---:|"]
    out += [f"| {lab} | {kind} | {n} |" for (lab, kind), n in sorted(kinds.items())]
    labels = collections.Counter(r["label"] for r in rows)
    langs = collections.Counter(r["lang"] for r in rows)
    nk = collections.Counter(lab for lab, _k in kinds)
    out.append("")
    out.append(
        f"benign: {labels['benign']} rows in {nk['benign']} kinds; secret: {labels['secret']} rows in {nk['secret']} kinds; "
        f"{len(rows)} rows, {len(langs)} languages"
    )
    out.append("languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="re-derive the corpus and compare with the committed file")
    parser.add_argument("--table", action="store_true", help="print rows per kind, label and language")
    args = parser.parse_args(argv)
    try:
        rows = build()
    except LabelError as error:
        print(f"label check failed: {error}", file=sys.stderr)
        return 1
    text = serialise(rows)
    if args.table:
        print(table(rows))
        return 0
    if args.check:
        if not OUT_PATH.exists() or OUT_PATH.read_text(encoding="utf-8") != text:
            print(f"{OUT_PATH.name} is stale or missing: run make_blind13.py", file=sys.stderr)
            return 1
        print(f"ok: {len(rows)} rows re-derived, labels checked, file matches")
        return 0
    OUT_PATH.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT_PATH}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
