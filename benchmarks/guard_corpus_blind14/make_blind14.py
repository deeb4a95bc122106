"""Builds secrets_blind14.jsonl, the fourteenth blind held-out corpus for the secret guard (standard library only).

Hand-written templates (``blind14_templates.py``, ``kind|lang|text`` a line) are filled with seeded values; seed
phrases, keys, cards, IBANs, JWTs, .env files and word lists are built here. Every checkable label is checked before
the file is written (see README.md).

    python benchmarks/guard_corpus_blind14/make_blind14.py [--check] [--table]
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
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import blind14_templates as T  # noqa: E402

OUT = HERE / "secrets_blind14.jsonl"
BIP39_DIR = HERE.parent.parent / "python" / "engramdb" / "guard" / "bip39"
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
SEED = 14_2026_12_03
SECRET_FILLS = 6
BENIGN_FILLS = 6

# Documented test card numbers (Stripe, Adyen, Braintree, PayPal docs); never used in a secret row.
TEST_CARDS = [
    "4242424242424242",
    "4000056655665556",
    "5555555555554444",
    "2223003122003222",
    "5200828282828210",
    "5105105105105100",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "4111111111111111",
    "4012888888881881",
    "5431111111111111",
    "4000000000000002",
    "4000000000009995",
    "3530111333300000",
    "6200000000000005",
    "36227206271667",
    "4000002500003155",
    "4000000000000077",
    "2222400070000005",
]


def nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def load_lists() -> dict[str, list[str]]:
    lists = {}
    for name, digest in BIP39_SHA256.items():
        raw = (BIP39_DIR / f"{name}.txt").read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise SystemExit(f"bip39 list {name} does not match its pinned SHA-256")
        words = [nfc(w) for w in raw.decode("utf-8").split()]
        assert len(words) == 2048, name
        lists[name] = words
    return lists


LISTS = load_lists()
INDEX = {name: {w: i for i, w in enumerate(ws)} for name, ws in LISTS.items()}


def bip39_valid(words: list[str], name: str) -> bool:
    n = len(words)
    if n not in (12, 15, 18, 21, 24):
        return False
    idx = INDEX[name]
    try:
        bits = "".join(format(idx[w], "011b") for w in words)
    except KeyError:
        return False
    cs = n // 3
    ent = int(bits[: n * 11 - cs], 2).to_bytes((n * 11 - cs) // 8, "big")
    return format(hashlib.sha256(ent).digest()[0], "08b")[:cs] == bits[n * 11 - cs :]


def make_phrase(rng: random.Random, n: int, name: str) -> list[str]:
    ent = rng.randbytes(n * 4 // 3)
    cs = n // 3
    bits = "".join(format(b, "08b") for b in ent) + format(hashlib.sha256(ent).digest()[0], "08b")[:cs]
    words = [LISTS[name][int(bits[i : i + 11], 2)] for i in range(0, n * 11, 11)]
    assert bip39_valid(words, name)
    return words


def valid_windows(text: str) -> list[tuple[str, list[str]]]:
    """Every 12-24-word window of consecutive list words that is a valid phrase, in any of the ten lists."""
    tokens = [nfc(t) for t in re.findall(r"\w+", text.lower())]
    found = []
    for name, idx in INDEX.items():
        run: list[str] = []
        for tok in [*tokens, "\0"]:
            if tok in idx:
                run.append(tok)
                continue
            for n in (12, 15, 18, 21, 24):
                for s in range(len(run) - n + 1):
                    if bip39_valid(run[s : s + n], name):
                        found.append((name, run[s : s + n]))
            run = []
    return found


# ---------------------------------------------------------------- cards, IBANs, JWTs


def luhn_ok(number: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(number)):
        d = int(ch)
        if i % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def make_card(rng: random.Random) -> str:
    prefix, length = rng.choice(
        [
            ("4", 16),
            ("51", 16),
            ("53", 16),
            ("55", 16),
            ("2221", 16),
            ("2720", 16),
            ("37", 15),
            ("34", 15),
            ("4", 16),
            ("52", 16),
        ]
    )
    while True:
        body = prefix + "".join(rng.choice(string.digits) for _ in range(length - len(prefix) - 1))
        for d in string.digits:
            if luhn_ok(body + d) and body + d not in TEST_CARDS:
                return body + d


def fmt_card(n: str, rng: random.Random) -> str:
    sep = rng.choice([" ", "-", "", " "])
    if len(n) == 15:
        return sep.join([n[:4], n[4:10], n[10:]])
    return sep.join(n[i : i + 4] for i in range(0, 16, 4))


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def make_iban(rng: random.Random) -> str:
    country, shape = rng.choice(
        [
            ("DE", "d18"),
            ("NL", "A4d10"),
            ("GB", "A4d14"),
            ("ES", "d20"),
            ("FR", "d23"),
            ("AT", "d16"),
            ("BE", "d12"),
            ("PL", "d24"),
            ("HR", "d17"),
            ("PT", "d21"),
        ]
    )
    bban = ""
    for part in re.findall(r"[Ad]\d+", shape):
        alphabet = string.ascii_uppercase if part[0] == "A" else string.digits
        bban += "".join(rng.choice(alphabet) for _ in range(int(part[1:])))
    num = int("".join(str(int(c, 36)) for c in bban + country + "00"))
    iban = f"{country}{98 - num % 97:02d}{bban}"
    assert iban_ok(iban)
    return " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def b64u(b: bytes) -> str:
    return base64.urlsafe_b64encode(b).rstrip(b"=").decode()


def make_jwt(rng: random.Random, key: bytes) -> str:
    header = b64u(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    claims = {
        "sub": str(rng.randrange(10**6, 10**7)),
        "name": rng.choice(["ana", "jkowalski", "m.tanaka", "olu"]),
        "iat": 1_790_000_000 + rng.randrange(10**7),
        "role": rng.choice(["admin", "user", "ops"]),
    }
    payload = b64u(json.dumps(claims, separators=(",", ":")).encode())
    sig = b64u(hmac.new(key, f"{header}.{payload}".encode(), hashlib.sha256).digest())
    return f"{header}.{payload}.{sig}"


def jwt_ok(token: str, key: bytes) -> bool:
    h, p, s = token.split(".")
    return hmac.compare_digest(b64u(hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest()), s)


# ---------------------------------------------------------------- key maths (Ed25519, P-256)

ED_P = 2**255 - 19
ED_L = 2**252 + 27742317777372353535851937790883648493
ED_D = -121665 * pow(121666, ED_P - 2, ED_P) % ED_P


def _ed_add(p: tuple[int, int, int, int], q: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % ED_P
    b = (y1 + x1) * (y2 + x2) % ED_P
    c = 2 * t1 * t2 * ED_D % ED_P
    d = 2 * z1 * z2 % ED_P
    e, f, g, h = b - a, d - c, d + c, b + a
    return e * f % ED_P, g * h % ED_P, f * g % ED_P, e * h % ED_P


def _ed_base() -> tuple[int, int, int, int]:
    y = 4 * pow(5, ED_P - 2, ED_P) % ED_P
    xx = (y * y - 1) * pow(ED_D * y * y + 1, ED_P - 2, ED_P) % ED_P
    x = pow(xx, (ED_P + 3) // 8, ED_P)
    if (x * x - xx) % ED_P:
        x = x * pow(2, (ED_P - 1) // 4, ED_P) % ED_P
    if x & 1:
        x = ED_P - x
    return x, y, 1, x * y % ED_P


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    r, q = (0, 1, 1, 0), _ed_base()
    while a:
        if a & 1:
            r = _ed_add(r, q)
        q = _ed_add(q, q)
        a >>= 1
    zi = pow(r[2], ED_P - 2, ED_P)
    x, y = r[0] * zi % ED_P, r[1] * zi % ED_P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


P256_P = 2**256 - 2**224 + 2**192 + 2**96 - 1
P256_A = P256_P - 3
P256_B = 0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B
P256_N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
P256_G = (
    0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
    0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
)


def _p_add(p: tuple[int, int] | None, q: tuple[int, int] | None) -> tuple[int, int] | None:
    if p is None:
        return q
    if q is None:
        return p
    if p[0] == q[0] and (p[1] + q[1]) % P256_P == 0:
        return None
    if p == q:
        lam = (3 * p[0] * p[0] + P256_A) * pow(2 * p[1], -1, P256_P) % P256_P
    else:
        lam = (q[1] - p[1]) * pow(q[0] - p[0], -1, P256_P) % P256_P
    x = (lam * lam - p[0] - q[0]) % P256_P
    return x, (lam * (p[0] - x) - p[1]) % P256_P


def p256_mul(k: int, pt: tuple[int, int] | None = P256_G) -> tuple[int, int] | None:
    r = None
    while k:
        if k & 1:
            r = _p_add(r, pt)
        pt = _p_add(pt, pt)
        k >>= 1
    return r


def key_known_answers() -> None:
    seed = bytes.fromhex("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")
    want = "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a"
    if ed25519_public(seed).hex() != want:
        raise SystemExit("Ed25519 known answer (RFC 8032 test 1) failed")
    gx, gy = P256_G
    if (gy * gy - (gx**3 + P256_A * gx + P256_B)) % P256_P or p256_mul(P256_N) is not None:
        raise SystemExit("P-256 generator check failed")


def pem(label: str, der: bytes) -> str:
    b = base64.b64encode(der).decode()
    return (
        f"-----BEGIN {label}-----\n"
        + "\n".join(b[i : i + 64] for i in range(0, len(b), 64))
        + f"\n-----END {label}-----"
    )


def _sshstr(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ed25519_keys(rng: random.Random, comment: str) -> tuple[str, str, str, str]:
    """(PKCS#8 private PEM, OpenSSH private key, SPKI public PEM, ssh-ed25519 line) for one seeded key."""
    seed = rng.randbytes(32)
    pub = ed25519_public(seed)
    pk8 = pem("PRIVATE KEY", bytes.fromhex("302e020100300506032b657004220420") + seed)
    spki = pem("PUBLIC KEY", bytes.fromhex("302a300506032b6570032100") + pub)
    blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rng.randbytes(4)
    priv = check + check + blob + _sshstr(seed + pub) + _sshstr(comment.encode())
    pad = 1
    while len(priv) % 8:
        priv += bytes([pad])
        pad += 1
    body = (
        b"openssh-key-v1\0"
        + _sshstr(b"none")
        + _sshstr(b"none")
        + _sshstr(b"")
        + (1).to_bytes(4, "big")
        + _sshstr(blob)
        + _sshstr(priv)
    )
    b = base64.b64encode(body).decode()
    ossh = "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i : i + 70] for i in range(0, len(b), 70))
    ossh += "\n-----END OPENSSH PRIVATE KEY-----"
    line = "ssh-ed25519 " + base64.b64encode(blob).decode() + " " + comment
    return pk8, ossh, spki, line


def p256_key(rng: random.Random) -> tuple[str, str]:
    d = rng.randrange(1, P256_N)
    pt = p256_mul(d)
    assert pt is not None
    point = b"\x04" + pt[0].to_bytes(32, "big") + pt[1].to_bytes(32, "big")
    der = (
        bytes.fromhex("30770201010420")
        + d.to_bytes(32, "big")
        + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
        + point
    )
    spki = bytes.fromhex("3059301306072a8648ce3d020106082a8648ce3d030107034200") + point
    return pem("EC PRIVATE KEY", der), pem("PUBLIC KEY", spki)


# ---------------------------------------------------------------- template values

EN_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
ALNUM = string.ascii_letters + string.digits
PW_WORDS = [
    "Tulip",
    "marsh",
    "Kobalt",
    "ventana",
    "Pavo",
    "zorro",
    "Maple",
    "kiwi",
    "Orca",
    "lumen",
    "Sakura",
    "bison",
    "Trzmiel",
    "jaguar",
    "Nordlys",
    "mango",
    "Cedro",
    "falcon",
    "Ryba",
    "pixel",
    "Baobab",
    "otter",
]
NAMES = [
    "Kowalczyk",
    "Okonkwo",
    "Haddad",
    "Ferreira",
    "Lindqvist",
    "Nakamura",
    "Brennan",
    "Petrović",
    "Moreau",
    "Delacroix",
    "Szabó",
    "Oyelaran",
    "Castellanos",
    "Whitcombe",
    "Abernethy",
    "Rasmussen",
    "Vukovic",
    "Ilunga",
]
PETS = [
    "Biscuit",
    "Pimienta",
    "Mochi",
    "Rocky",
    "Fluffy",
    "Bolinha",
    "Kuma",
    "Toffee",
    "Sultan",
    "Ziggy",
    "Nala",
    "Chispa",
    "Bruno",
    "Pippin",
    "Ollie",
    "Luna",
    "Max",
    "Kiki",
]
PLACES = [
    "Tromsø",
    "Kraljevica",
    "Ballymena",
    "Otjiwarongo",
    "Ouarzazate",
    "Trelew",
    "Wagga Wagga",
    "Hvar",
    "Sopot",
    "Nakuru",
    "Kumasi",
    "Arequipa",
    "Taunggyi",
    "Rovaniemi",
]
SSIDS = [
    "Casa_Nunes",
    "FRITZ!Box 7530 QX",
    "Vodafone-A4C2",
    "TP-Link_5G_7F21",
    "Livebox-91AE",
    "Ziggo8812277",
    "KT_GiGA_5G_3F1A",
    "MiFibra-2C8E",
    "Kawiarnia_Gosc",
    "HUAWEI-B593-66E1",
    "SKYB8E2F",
    "iPhone de Sofia",
    "Bbox-4C1D7A22",
    "orange-7C11",
    "Telstra2F1B",
    "DIRECT-roku-552",
    "Airbnb_Guest",
    "SINGTEL-7A2B",
]
DOMAINS = [
    "acme-shop.io",
    "pilates-studio.de",
    "kolej.edu.pl",
    "mail.tanaka-dental.jp",
    "app.fincafe.mx",
    "portal.schoolhub.co.uk",
    "crm.lojabela.com.br",
    "intranet.hoteldelmar.es",
]


def rs(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def pin(rng: random.Random, n: int) -> str:
    while True:
        p = rs(rng, string.digits, n)
        if len(set(p)) > min(2, n - 1) and p not in "01234567890" and not p.startswith("19") and not p.startswith("20"):
            return p


def password(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(PW_WORDS) + rng.choice("!#$%&*?@.") + rng.choice(PW_WORDS).lower() + pin(rng, 2)
    if style == 1:
        return rs(rng, ALNUM + "!#%*", rng.randrange(10, 17))
    if style == 2:
        return rng.choice(PW_WORDS).lower() + pin(rng, 4) + rng.choice("!?")
    if style == 3:
        return "-".join(rng.choice(PW_WORDS).lower() for _ in range(3)) + str(rng.randrange(10, 99))
    return rng.choice(PETS) + rng.choice(["_", ".", ""]) + str(rng.randrange(1980, 2019)) + rng.choice(["!", "#", ""])


def values(rng: random.Random) -> dict[str, str]:
    p4, p6 = pin(rng, 4), pin(rng, 6)
    otp = pin(rng, 6)
    v = {
        "pin4": p4,
        "pin5": pin(rng, 5),
        "pin6": p6,
        "pin8": pin(rng, 8),
        "otp": otp,
        "otp_sp": f"{otp[:3]} {otp[3:]}",
        "p4words": " ".join(EN_DIGITS[int(c)] for c in p4),
        "p6words": " ".join(EN_DIGITS[int(c)] for c in p6),
        "door": rng.choice([p4, pin(rng, 5), p4 + "#", "*" + p4, p4 + rng.choice("ABCX"), pin(rng, 6) + "#"]),
        "combo": f"{rng.randrange(1, 40):02d}-{rng.randrange(1, 40):02d}-{rng.randrange(1, 40):02d}",
        "pw": password(rng),
        "pw2": password(rng),
        "wifikey": rng.choice(
            [
                rs(rng, string.digits, 20),
                rs(rng, string.ascii_uppercase, rng.randrange(8, 13)),
                password(rng),
                rs(rng, ALNUM, 16),
            ]
        ),
        "ssid": rng.choice(SSIDS),
        "name": rng.choice(NAMES),
        "pet": rng.choice(PETS),
        "place": rng.choice(PLACES),
        "memword": rng.choice(
            [
                "marmalade",
                "Zanzibar",
                "periwinkle",
                "kettledrum",
                "Galway1987",
                "hopscotch",
                "tangerine",
                "Blackpool",
                "ostrich",
                "Valparaíso",
                "quokka",
            ]
        ),
        "user": rng.choice(["ana.ruiz", "jkowal", "m_tanaka", "olu.a", "dieter71", "sofi.lima", "admin", "lkaur"]),
        "domain": rng.choice(DOMAINS),
        "reco": " ".join(
            f"{rs(rng, 'abcdefghjkmnpqrstuvwxyz23456789', 5)}-{rs(rng, 'abcdefghjkmnpqrstuvwxyz23456789', 5)}"
            for _ in range(rng.randrange(4, 9))
        ),
        "reco8": "  ".join(rs(rng, string.digits, 8) for _ in range(rng.randrange(5, 9))),
        "puk": pin(rng, 8),
        "sk_live": "sk_live_" + rs(rng, ALNUM, 24),
        "rk_live": "rk_live_" + rs(rng, ALNUM, 24),
        "ghp": "ghp_" + rs(rng, ALNUM, 36),
        "glpat": "glpat-" + rs(rng, ALNUM + "_-", 20),
        "xoxb": f"xoxb-{rs(rng, string.digits, 11)}-{rs(rng, string.digits, 13)}-{rs(rng, ALNUM, 24)}",
        "skproj": "sk-proj-" + rs(rng, ALNUM + "_-", 48),
        "skant": "sk-ant-api03-" + rs(rng, ALNUM + "_-", 93) + "AA",
        "hf": "hf_" + rs(rng, string.ascii_letters, 34),
        "npm": "npm_" + rs(rng, ALNUM, 36),
        "aiza": "AIza" + rs(rng, ALNUM + "_-", 35),
        "sg": f"SG.{rs(rng, ALNUM, 22)}.{rs(rng, ALNUM + '_-', 43)}",
        "hex32": rs(rng, "0123456789abcdef", 32),
        "hex40": rs(rng, "0123456789abcdef", 40),
        "b40": rs(rng, ALNUM, 40),
        "b24": rs(rng, ALNUM, 24),
        "akia": "AKIA" + rs(rng, string.ascii_uppercase + "234567", 16),
        "awssec": rs(rng, ALNUM + "/+", 40),
        "tg": f"{rng.randrange(10**9, 7 * 10**9)}:AA{rs(rng, ALNUM + '_-', 33)}",
        "tok": rs(rng, ALNUM + "-_", 43),
        "dbpw": password(rng).replace("@", "#").replace("/", "_"),
        "host": rng.choice(
            [
                "db.internal",
                "10.0.3.17",
                "pg-prod.eu-west-1.rds.amazonaws.com",
                "mongo0.lan",
                "cluster0.x7k2q.mongodb.net",
                "192.168.1.40",
            ]
        ),
        "slackpath": f"T{rs(rng, string.ascii_uppercase + string.digits, 8)}/B{rs(rng, string.ascii_uppercase + string.digits, 10)}/{rs(rng, ALNUM, 24)}",
        "discord": f"{rs(rng, string.digits, 19)}/{rs(rng, ALNUM + '_-', 68)}",
        "wallet": rs(rng, "0123456789abcdef", 64),
        # benign values
        "order": rs(rng, string.digits, rng.randrange(7, 11)),
        "track": "1Z" + rs(rng, string.ascii_uppercase + string.digits, 16),
        "price": f"{rng.randrange(2, 400)}.{rng.choice(['00', '50', '99', '95', '49'])}",
        "qty": str(rng.randrange(2, 900)),
        "n2": str(rng.randrange(2, 99)),
        "n3": str(rng.randrange(100, 999)),
        "year": str(rng.randrange(1950, 2027)),
        "time": f"{rng.randrange(6, 22)}:{rng.choice(['00', '15', '30', '45'])}",
        "date": f"{rng.randrange(1, 29)}.{rng.randrange(1, 13)}.",
        "score": f"{rng.randrange(0, 6)}-{rng.randrange(0, 6)}",
        "phone": f"+{rng.choice(['44 20', '49 30', '33 1', '34 91', '48 22', '81 3', '55 11', '254 20'])} {rs(rng, string.digits, 4)} {rs(rng, string.digits, 4)}",
        "ver": f"{rng.randrange(0, 15)}.{rng.randrange(0, 30)}.{rng.randrange(0, 20)}",
        "room": str(rng.randrange(101, 1299)),
        "seat": f"{rng.randrange(1, 45)}{rng.choice('ABCDEF')}",
        "sha": rs(rng, "0123456789abcdef", 64),
        "commit": rs(rng, "0123456789abcdef", 7),
        "postcode": rs(rng, string.digits, 5),
        "err": str(rng.choice([404, 500, 502, 403, 1603, 80070005, 429])),
        "promo": rng.choice(["SUMMER25", "WELCOME10", "BLACKFRIDAY", "FREESHIP", "NEWYEAR15", "STUDENT20"]),
        "booking": rs(rng, string.ascii_uppercase + string.digits, 6),
        "last4": rs(rng, string.digits, 4),
        "km": f"{rng.randrange(1, 60)}.{rng.randrange(0, 10)}",
        "kg": f"{rng.randrange(1, 120)}",
    }
    return v


def fill(template: str, rng: random.Random) -> str:
    v = values(rng)
    text = template.replace("\\n", "\n")
    out = re.sub(r"\{(\w+)\}", lambda m: v[m.group(1)], text)
    if re.search(r"\{\w+\}", out):
        raise SystemExit(f"unfilled field in {template!r}")
    return out


# ---------------------------------------------------------------- rows built in code

SEED_LANG = {
    "english": "en",
    "french": "fr",
    "spanish": "es",
    "italian": "it",
    "portuguese": "pt",
    "czech": "cs",
    "japanese": "ja",
    "korean": "ko",
    "chinese_simplified": "zh",
    "chinese_traditional": "zh-Hant",
}


def seed_rows(rng: random.Random) -> list[dict[str, str]]:
    rows = []
    names = ["english"] * 16 + [n for n in SEED_LANG if n != "english"] * 3
    for i, name in enumerate(names):
        n = rng.choice([12, 12, 15, 18, 21, 24, 24])
        words = make_phrase(rng, n, name)
        lang = SEED_LANG[name]
        joiner = "\u3000" if name == "japanese" and rng.random() < 0.5 else " "
        style = i % 4
        if style == 0:
            intro = rng.choice(T.SEED_PROSE.get(lang, T.SEED_PROSE["en"]))
            text, kind = intro + " " + joiner.join(words), "seed_prose"
        elif style == 1:
            layout = rng.randrange(3)
            if layout == 0:
                body = "\n".join(f"{k + 1}. {w}" for k, w in enumerate(words))
            elif layout == 1:
                body = "  ".join(f"{k + 1}) {w}" for k, w in enumerate(words))
            else:
                body = "| # | word |\n|---|---|\n" + "\n".join(f"| {k + 1} | {w} |" for k, w in enumerate(words))
            text, kind = rng.choice(T.SEED_HEAD.get(lang, T.SEED_HEAD["en"])) + "\n" + body, "seed_numbered"
        elif style == 2:
            text, kind = rng.choice(T.SEED_HEAD.get(lang, T.SEED_HEAD["en"])) + "\n" + "\n".join(words), "seed_lines"
        else:
            half = n // 2
            a, b = rng.choice(T.SEED_CHAT)
            text = f"{a} {' '.join(words[:half])}\n{b} {' '.join(words[half:])}"
            kind = "seed_chat_split"
        rows.append(
            {"text": text, "label": "secret", "kind": kind, "lang": lang, "_phrase": " ".join(words), "_list": name}
        )
    return rows


def code_rows(rng: random.Random) -> list[dict[str, str]]:
    rows: list[dict[str, str]] = []

    def add(text: str, label: str, kind: str, lang: str, **extra: str) -> None:
        rows.append({"text": text, "label": label, "kind": kind, "lang": lang, **extra})

    for i in range(45):
        num = make_card(rng)
        exp = f"{rng.randrange(1, 13):02d}/{rng.randrange(27, 32)}"
        cvc = pin(rng, 4 if len(num) == 15 else 3)
        tpl, lang = T.CARD_TEMPLATES[i % len(T.CARD_TEMPLATES)]
        add(
            tpl.format(card=fmt_card(num, rng), exp=exp, cvc=cvc, name=rng.choice(NAMES)).replace("\\n", "\n"),
            "secret",
            "card_full",
            lang,
            _card=num,
        )
    for i in range(len(TEST_CARDS)):
        num = TEST_CARDS[i % len(TEST_CARDS)]
        tpl, lang = T.TEST_CARD_TEMPLATES[i % len(T.TEST_CARD_TEMPLATES)]
        add(
            tpl.format(card=fmt_card(num, rng), exp=f"{rng.randrange(1, 13):02d}/{rng.randrange(27, 35)}").replace(
                "\\n", "\n"
            ),
            "benign",
            "test_card",
            lang,
            _card=num,
        )
    for i in range(42):
        tpl, lang = T.IBAN_TEMPLATES[i % len(T.IBAN_TEMPLATES)]
        iban = make_iban(rng)
        add(
            tpl.format(iban=iban, name=rng.choice(NAMES), price=f"{rng.randrange(5, 900)}"),
            "benign",
            "iban",
            lang,
            _iban=iban,
        )
    for i in range(15):
        key = rs(rng, ALNUM, 32).encode()
        tok = make_jwt(rng, key)
        tpl, lang = T.JWT_TEMPLATES[i % len(T.JWT_TEMPLATES)]
        add(tpl.format(jwt=tok).replace("\\n", "\n"), "secret", "jwt_token", lang, _jwt=tok, _jwtkey=key.decode())
    for i in range(12):
        comment = rng.choice(["ana@laptop", "deploy@ci", "kenji@mbp", "ops@bastion"])
        pk8, ossh, spki, line = ed25519_keys(rng, comment)
        lang = ["en", "de", "es", "pl", "ja", "pt"][i % 6]
        lead = T.KEY_LEAD[lang]
        add(lead + "\n" + (pk8 if i % 2 else ossh), "secret", "private_key", lang)
        add(T.PUBKEY_LEAD[lang] + "\n" + (line if i % 2 else spki), "benign", "public_key", lang)
    for i in range(6):
        priv, pub = p256_key(rng)
        lang = ["en", "fr", "it", "nl", "ko", "tr"][i]
        add(T.KEY_LEAD[lang] + "\n" + priv, "secret", "private_key", lang)
        add(T.PUBKEY_LEAD[lang] + "\n" + pub, "benign", "public_key", lang)
    for i in range(15):
        v = values(rng)
        lines = [
            f"DATABASE_URL=postgres://{v['user'].replace('.', '_')}:{v['dbpw']}@{v['host']}:5432/app",
            f"STRIPE_SECRET_KEY={v['sk_live']}",
            f"OPENAI_API_KEY={v['skproj']}",
            f"JWT_SECRET={v['b40']}",
            f"AWS_ACCESS_KEY_ID={v['akia']}\nAWS_SECRET_ACCESS_KEY={v['awssec']}",
            f"SMTP_PASSWORD={v['pw']}",
            f"MAILCHIMP_API_KEY={v['hex32']}-us{rng.randrange(2, 21)}",
            f"REDIS_URL=redis://:{v['dbpw']}@{v['host']}:6379/0",
        ]
        chosen = rng.sample(lines, rng.randrange(2, 4))
        plain = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", f"APP_VERSION={v['ver']}", "TZ=Europe/Warsaw"]
        body = "\n".join(rng.sample(plain, 2) + chosen)
        tpl, lang = T.ENV_LEAD[i % len(T.ENV_LEAD)]
        add(tpl + "\n" + body, "secret", "env_file", lang)
    for i in range(12):
        tpl, lang = T.WALLET_TEMPLATES[i % len(T.WALLET_TEMPLATES)]
        w = rs(rng, "0123456789abcdef", 64)
        add(tpl.format(wallet=("0x" + w) if i % 2 else w), "secret", "wallet_privkey", lang)
    return rows


def list_rows(rng: random.Random) -> list[dict[str, str]]:
    rows = []
    en = set(LISTS["english"])
    for kind, lang, vocab, count in T.LISTS:
        for _ in range(count):
            while True:
                n = rng.choice([5, 8, 12, 12, 15, 18, 21, 24, 10])
                n = min(n, len(vocab))
                words = rng.sample(vocab, n)
                style = rng.randrange(5)
                if style == 0:
                    body = "\n".join(words)
                elif style == 1:
                    body = ", ".join(words)
                elif style == 2:
                    body = "\n".join(f"{k + 1}. {w}" for k, w in enumerate(words))
                elif style == 3:
                    body = "\n".join(f"- {w}" for w in words)
                else:
                    body = " ".join(words)
                text = rng.choice(T.LIST_HEAD[kind].get(lang, [""])) + ("\n" if style != 4 else " ") + body
                text = text.strip()
                if not valid_windows(text):
                    break
            rows.append(
                {
                    "text": text,
                    "label": "benign",
                    "kind": kind,
                    "lang": lang,
                    "_bip_en": str(all(w in en for w in words)),
                }
            )
    return rows


def build() -> list[dict[str, str]]:
    key_known_answers()
    rng = random.Random(SEED)
    rows: list[dict[str, str]] = []
    for line in T.TEMPLATES.strip().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        kind, lang, text = line.split("|", 2)
        label = "benign" if kind in T.BENIGN_KINDS else "secret"
        fills = SECRET_FILLS if label == "secret" else BENIGN_FILLS
        seen = set()
        for _ in range(fills * 3):
            t = fill(text, rng)
            if t not in seen:
                seen.add(t)
                rows.append({"text": t, "label": label, "kind": kind, "lang": lang})
            if len(seen) == fills:
                break
    rows += seed_rows(rng) + code_rows(rng) + list_rows(rng)
    # one row in eight of some languages goes inside a longer note of errands in the same language
    for row in rows:
        notes = T.JOURNAL.get(row["lang"])
        if notes and "\n" not in row["text"] and rng.random() < 0.15 and not row["kind"].startswith("seed"):
            before, after = rng.sample(notes, 2)
            row["text"] = f"{before}\n{row['text']}\n{after}"
    check(rows)
    return rows


def check(rows: list[dict[str, str]]) -> None:
    errors = []
    texts = collections.Counter(r["text"] for r in rows)
    errors += [f"duplicate text: {t[:60]!r}" for t, c in texts.items() if c > 1]
    for r in rows:
        t = r["text"]
        if len(t) > 2000:
            errors.append(f"too long: {t[:60]!r}")
        if r["label"] not in ("secret", "benign"):
            errors.append(f"bad label {r}")
        if "_card" in r:
            c = r["_card"]
            if not luhn_ok(c):
                errors.append(f"card fails Luhn {c}")
            if r["label"] == "secret" and c in TEST_CARDS:
                errors.append(f"test card used as secret {c}")
            if r["label"] == "benign" and c not in TEST_CARDS:
                errors.append(f"benign card not a documented test card {c}")
        if "_iban" in r and not iban_ok(r["_iban"]):
            errors.append(f"IBAN fails mod-97 {r['_iban']}")
        if "_jwt" in r and not jwt_ok(r["_jwt"], r["_jwtkey"].encode()):
            errors.append("JWT does not verify")
        if "_phrase" in r:
            words = r["_phrase"].split()
            if not bip39_valid(words, r["_list"]):
                errors.append(f"seed phrase checksum fails {r['_phrase'][:40]}")
            listed = [w for w in (nfc(x) for x in re.findall(r"\w+", t)) if w in INDEX[r["_list"]]]
            if listed[-len(words) :] != words:
                errors.append(f"seed phrase is not the row's last words: {t[:60]!r}")
        if r["label"] == "benign":
            found = valid_windows(t)
            if found:
                errors.append(f"benign row holds a valid {found[0][0]} phrase: {t[:60]!r}")
    counts = collections.Counter(r["label"] for r in rows)
    kinds = {lab: {r["kind"] for r in rows if r["label"] == lab} for lab in ("secret", "benign")}
    langs = {r["lang"] for r in rows}
    if counts["secret"] < 1000 or len(kinds["secret"]) < 30:
        errors.append(f"secret floor not met: {counts['secret']} rows, {len(kinds['secret'])} kinds")
    if counts["benign"] < 800 or len(kinds["benign"]) < 25:
        errors.append(f"benign floor not met: {counts['benign']} rows, {len(kinds['benign'])} kinds")
    if len(langs) < 50:
        errors.append(f"only {len(langs)} languages")
    if errors:
        raise SystemExit("\n".join(errors[:30]))


def serialise(rows: list[dict[str, str]]) -> str:
    return "".join(
        json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows
    )


def table(rows: list[dict[str, str]]) -> str:
    out = ["| label | kind | rows |", "|---|---|---:|"]
    c = collections.Counter((r["label"], r["kind"]) for r in rows)
    out += [f"| {lab} | {kind} | {n} |" for (lab, kind), n in sorted(c.items())]
    labs = collections.Counter(r["label"] for r in rows)
    nk = {lab: len({k for (la, k) in c if la == lab}) for lab in labs}
    langs = collections.Counter(r["lang"] for r in rows)
    out.append("")
    out.append(
        f"benign: {labs['benign']} rows in {nk['benign']} kinds; secret: {labs['secret']} rows in "
        f"{nk['secret']} kinds; {len(rows)} rows, {len(langs)} languages"
    )
    out.append("languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
    ls = {lab: len({r["lang"] for r in rows if r["label"] == lab}) for lab in labs}
    out.append(f"languages with secret rows: {ls['secret']}; with benign rows: {ls['benign']}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="re-derive the corpus and compare with the file")
    parser.add_argument("--table", action="store_true", help="print rows per kind and label, and languages")
    args = parser.parse_args(argv)
    rows = build()
    text = serialise(rows)
    if args.table:
        print(table(rows))
        return 0
    if args.check:
        if not OUT.exists() or OUT.read_text(encoding="utf-8") != text:
            print("secrets_blind14.jsonl is stale or missing", file=sys.stderr)
            return 1
        print(f"ok: {len(rows)} rows re-derived and checked")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {len(rows)} rows to {OUT.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
