"""Writes secrets_blind16.jsonl, the sixteenth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind16_templates.py, blind16_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: Luhn for full cards and IMEIs, the documented list for test cards, BIP-39 checksums for seed phrases and for
no window of any benign row, IBAN mod-97, JWT HMAC, GitHub/npm CRC32 token checksums, Bech32 for age/nostr keys,
Base58Check for WIF/xprv, BitLocker's multiple-of-11 blocks, OpenPGP CRC-24 armour checksums, Kubernetes base64
values, ISBN/EAN/VIN/UPS/USPS check digits, unique texts and the floors.

    python benchmarks/guard_corpus_blind16/make_blind16.py           # (re)write secrets_blind16.jsonl
    python benchmarks/guard_corpus_blind16/make_blind16.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind16/make_blind16.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
import binascii
import collections
import hashlib
import hmac
import json
import random
import re
import string
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind16_langs as L
import blind16_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind16.jsonl"
SEED = 16_2026

# The English BIP-39 list, copied from PyPI mnemonic 0.21 (MIT, see bip39_english.LICENSE); pinned so that a changed
# list cannot silently change which rows hold a seed.
BIP39_PATH = HERE / "bip39_english.txt"
BIP39_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
SEED_LENGTHS = (12, 15, 18, 21, 24)

# Documented public test numbers (Stripe, Adyen, Braintree docs); rows holding them are benign.
TEST_CARDS = (
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117", "3566002020360505",
    "4111111111111111", "4012888888881881",
)

DEFAULT_FILLS = 4
FILLS = {
    "api_key_saas": 3, "seed_inline": 3, "conn_uri": 5, "email_long": 4, "meeting_notes": 4, "config_yaml": 6,
    "config_env": 6, "config_misc": 12, "config_toml": 6, "config_ini": 6, "docker_compose": 7, "k8s_secret": 7,
    "config_json": 6, "config_xml": 8, "cloud_gcp": 4, "bitlocker_key": 4, "speech_password": 5,
    "placeholder_doc": 1, "password_talk": 1, "pin_policy": 1, "otp_notice": 1, "seedlike_list": 12,
    "config_safe": 6, "uri_no_password": 8, "public_key": 6, "commit_hash": 5, "uuid": 5, "meeting_benign": 5,
    "email_benign": 5, "iban_transfer": 5, "tracking": 5, "isbn_ean": 5, "vin": 8, "redacted_log": 5,
}
LANG_FILLS = {"secret": 3, "benign": 3}
NOTE_FILLS = {"secret": 8, "benign": 6}
NOTE_TECH_FILLS = {"secret": 2, "benign": 2}
TECH_SECRET_KINDS = {"conn_uri", "cloud_aws", "cloud_azure", "cloud_other", "api_token_checksum", "api_key_saas", "bot_token",
                     "jwt_token", "webhook_url", "seed_inline", "recovery_codes", "bitlocker_key", "totp_secret",
                     "bank_password", "card_cvv", "crypto_privkey", "password_manager", "wifi_secret", "otp_live",
                     "default_cred_real", "speech_password", "voice_pin", "password_abbrev"}
TECH_BENIGN_KINDS = {"uri_no_password", "placeholder_doc", "masked", "iban_transfer", "sort_code", "test_card", "public_key",
                     "public_identifier", "version", "commit_hash", "checksum", "uuid", "order_number", "tracking", "phone",
                     "lottery", "isbn_ean", "vin", "imei_device", "network_id", "flight", "redacted_log", "password_talk"}
FLOORS = {"secret_rows": 1800, "secret_kinds": 35, "benign_rows": 1000, "benign_kinds": 30, "languages": 60}
MAX_CHARS = 3000

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"
HEX = "0123456789abcdef"
BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"


# ---------------------------------------------------------------- BIP-39


def load_list() -> list[str]:
    raw = BIP39_PATH.read_bytes()
    if hashlib.sha256(raw).hexdigest() != BIP39_SHA256:
        raise SystemExit("bip39_english.txt does not match its pinned SHA-256")
    words = raw.decode("ascii").split()
    assert len(words) == 2048
    return words


WORDS = load_list()
INDEX = {w: i for i, w in enumerate(WORDS)}


def mnemonic(rng: random.Random, n_words: int) -> list[str]:
    ent_bits = n_words * 11 * 32 // 33
    entropy = rng.getrandbits(ent_bits).to_bytes(ent_bits // 8, "big")
    cs = ent_bits // 32
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    return [WORDS[(bits >> (11 * (n_words - 1 - k))) & 2047] for k in range(n_words)]


def checksum_valid(words: list[str]) -> bool:
    """Independent of mnemonic(): index lookup, then the BIP-39 checksum."""
    n = len(words)
    if n not in SEED_LENGTHS or any(w not in INDEX for w in words):
        return False
    bits = 0
    for w in words:
        bits = bits << 11 | INDEX[w]
    cs = n * 11 // 33
    entropy = (bits >> cs).to_bytes((n * 11 - cs) // 8, "big")
    return bits & ((1 << cs) - 1) == hashlib.sha256(entropy).digest()[0] >> (8 - cs)


def tokens(text: str) -> list[str]:
    """Runs of letters, lower-cased; digits and punctuation are skipped, so "1. word 2. word" reads as a run."""
    return [t.lower() for t in re.findall(r"[^\W\d_]+", text)]


def valid_windows(text: str) -> list[int]:
    """Every start where 12/15/18/21/24 consecutive list words of the text pass the checksum."""
    found = []
    run: list[str] = []
    for tok in [*tokens(text), None]:
        if tok is not None and tok in INDEX:
            run.append(tok)
            continue
        for n in SEED_LENGTHS:
            found += [s for s in range(len(run) - n + 1) if checksum_valid(run[s:s + n])]
        run = []
    return found


def is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needle)


# ---------------------------------------------------------------- checksums (each verifier is separate from its maker)


def luhn_ok(number: str) -> bool:
    total = 0
    for k, ch in enumerate(reversed(number)):
        d = int(ch)
        if k % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    return next(prefix + d for d in string.digits if luhn_ok(prefix + d))


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


JWT_ALGS = {"HS256": hashlib.sha256, "HS384": hashlib.sha384, "HS512": hashlib.sha512}


def jwt_verify(token: str, key: str) -> bool:
    head, body, sig = token.split(".")
    alg = json.loads(base64.urlsafe_b64decode(head + "==")).get("alg")
    want = b64url(hmac.new(key.encode(), f"{head}.{body}".encode(), JWT_ALGS[alg]).digest())
    return hmac.compare_digest(want, sig)


def base62(n: int, width: int) -> str:
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = BASE62[r] + out
    return out.rjust(width, "0")


def crc_token_ok(token: str) -> bool:
    """GitHub/npm token format: prefix_ + 30 base62 characters + CRC32 of those 30 in 6 base62 digits."""
    body = token.split("_", 1)[1]
    return len(body) == 36 and base62(binascii.crc32(body[:30].encode()), 6) == body[30:]


def b58decode_check(s: str) -> bytes | None:
    n = 0
    for ch in s:
        n = n * 58 + B58.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    raw = b"\0" * (len(s) - len(s.lstrip("1"))) + raw
    payload, check = raw[:-4], raw[-4:]
    return payload if hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4] == check else None


def base58check(payload: bytes) -> str:
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n, out = int.from_bytes(data, "big"), ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def bech32_polymod(values: list[int]) -> int:
    gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for v in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ v
        for i in range(5):
            chk ^= gen[i] if (top >> i) & 1 else 0
    return chk


def hrp_expand(hrp: str) -> list[int]:
    return [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]


def bech32_encode(hrp: str, data: bytes) -> str:
    acc, bits, five = 0, 0, []
    for b in data:
        acc, bits = acc << 8 | b, bits + 8
        while bits >= 5:
            bits -= 5
            five.append(acc >> bits & 31)
    if bits:
        five.append(acc << (5 - bits) & 31)
    poly = bech32_polymod(hrp_expand(hrp) + five + [0] * 6) ^ 1
    return hrp + "1" + "".join(BECH32[c] for c in five + [poly >> 5 * (5 - i) & 31 for i in range(6)])


def segwit_address(program: bytes) -> str:
    """A P2WPKH address (witness version 0, 20-byte program): public, shared to receive coins."""
    acc, bits, five = 0, 0, [0]
    for b in program:
        acc, bits = acc << 8 | b, bits + 8
        while bits >= 5:
            bits -= 5
            five.append(acc >> bits & 31)
    poly = bech32_polymod(hrp_expand("bc") + five + [0] * 6) ^ 1
    return "bc1" + "".join(BECH32[c] for c in five + [poly >> 5 * (5 - i) & 31 for i in range(6)])


def bech32_ok(s: str) -> bool:
    s = s.lower()
    hrp, _, data = s.rpartition("1")
    return bool(hrp) and bech32_polymod(hrp_expand(hrp) + [BECH32.index(c) for c in data]) == 1


def bitlocker_ok(key: str) -> bool:
    blocks = key.split("-")
    return len(blocks) == 8 and all(len(b) == 6 and int(b) % 11 == 0 and int(b) // 11 < 65536 for b in blocks)


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for b in data:
        crc ^= b << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def armor_ok(block: str) -> bool:
    lines = block.strip().splitlines()
    check = next(x for x in lines if x.startswith("="))
    body = "".join(x for x in lines[1:] if x and not x.startswith(("=", "-----")))
    return base64.b64decode(check[1:]) == crc24(base64.b64decode(body)).to_bytes(3, "big")


def ean13_ok(code: str) -> bool:
    d = [int(c) for c in code]
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


VIN_VALUES = dict(zip("ABCDEFGHJKLMNPRSTUVWXYZ", [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]))
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_check(vin: str) -> str:
    total = sum((int(c) if c.isdigit() else VIN_VALUES[c]) * w for c, w in zip(vin, VIN_WEIGHTS))
    return "X" if total % 11 == 10 else str(total % 11)


def ups_check(body: str) -> str:
    vals = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in body]
    return str((10 - (sum(vals[0::2]) + 2 * sum(vals[1::2])) % 10) % 10)


def usps_check(body: str) -> str:
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


# ---------------------------------------------------------------- value generators


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def digits(self, n: int, lead_zero: bool = True) -> str:
        first = self.rng.choice(string.digits if lead_zero else "123456789")
        return first + "".join(self.rng.choice(string.digits) for _ in range(n - 1))

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def password(self, symbols: str = "!#$%&*@?-_.") -> str:
        r = self.rng
        word, word2 = r.choice(T.PW_WORDS), r.choice(T.PW_WORDS)
        style = r.randrange(6)
        if style == 0:
            return word.capitalize() + str(r.randrange(1965, 2025)) + r.choice(symbols)
        if style == 1:
            return word.lower() + r.choice(symbols) + word2.capitalize() + self.digits(2, False)
        if style == 2:
            return self.chars(ALNUM, r.randrange(4, 7)) + r.choice(symbols) + self.chars(ALNUM, r.randrange(5, 9))
        if style == 3:
            return r.choice(T.FIRST_NAMES).lower() + self.digits(r.choice((3, 4)), False) + r.choice(symbols)
        if style == 4:
            return f"{word.capitalize()}{r.choice(symbols)}{word2.lower()}{self.digits(3, False)}"
        return self.chars(ALNUM + symbols, r.randrange(13, 20))

    def user(self) -> str:
        r = self.rng
        n = r.choice(T.FIRST_NAMES).lower()
        return r.choice((f"{n}{self.digits(2)}", f"{n}.{r.choice(T.SURNAMES).lower()}", f"{n}_{self.digits(3, False)}"))

    def uuid(self) -> str:
        h = bytearray(self.rng.randbytes(16))
        h[6] = h[6] & 0x0F | 0x40
        h[8] = h[8] & 0x3F | 0x80
        x = h.hex()
        return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:]}"

    def card(self) -> tuple[str, str]:
        r = self.rng
        while True:
            kind = r.randrange(5)
            if kind == 0:
                number = luhn_complete("4" + self.digits(14))
            elif kind == 1:
                number = luhn_complete(str(r.randrange(51, 56)) + self.digits(13))
            elif kind == 2:
                number = luhn_complete(str(r.randrange(2221, 2721)) + self.digits(11))
            elif kind == 3:
                number = luhn_complete(r.choice(("34", "37")) + self.digits(12))
            else:
                number = luhn_complete("6011" + self.digits(11))
            if number not in TEST_CARDS:
                break
        if len(number) == 15:
            return number, f"{number[:4]} {number[4:10]} {number[10:]}"
        style = r.randrange(3)
        if style == 0:
            return number, number
        return number, (" " if style == 1 else "-").join(number[i:i + 4] for i in range(0, 16, 4))

    def iban(self) -> str:
        r = self.rng
        country, fmt = r.choice((
            ("DE", "n18"), ("GB", "a4n14"), ("FR", "n10c11n2"), ("ES", "n20"), ("NL", "a4n10"), ("PL", "n24"),
            ("IT", "a1n10c12"), ("BE", "n12"), ("AT", "n16"), ("PT", "n21"), ("IE", "a4n14"), ("SE", "n20"),
        ))
        bban = ""
        for kind, count in re.findall(r"([anc])(\d+)", fmt):
            alphabet = {"a": string.ascii_uppercase, "n": string.digits, "c": string.digits + string.ascii_uppercase}[kind]
            bban += self.chars(alphabet, int(count))
        check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
        iban = f"{country}{check:02d}{bban}"
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if r.random() < 0.6 else iban

    def jwt(self) -> tuple[str, str]:
        r = self.rng
        alg = r.choice(("HS256", "HS256", "HS384", "HS512"))
        key = self.chars(ALNUM, r.choice((32, 48, 64)))
        head = b64url(json.dumps({"alg": alg, "typ": "JWT"}, separators=(",", ":")).encode())
        claims: dict[str, Any] = {"sub": self.digits(8, False), "iat": 1760000000 + r.randrange(10**7)}
        claims["exp"] = claims["iat"] + 86400 * r.randrange(1, 30)
        claims[r.choice(("role", "scope", "tenant"))] = r.choice(("admin", "read:all write:all", self.uuid()))
        body = b64url(json.dumps(claims, separators=(",", ":")).encode())
        sig = b64url(hmac.new(key.encode(), f"{head}.{body}".encode(), JWT_ALGS[alg]).digest())
        return f"{head}.{body}.{sig}", key

    def crc_token(self, prefix: str) -> str:
        body = self.chars(BASE62, 30)
        return f"{prefix}_{body}{base62(binascii.crc32(body.encode()), 6)}"

    def api_key(self, provider: str, meta: dict[str, Any]) -> str:
        c, r, d = self.chars, self.rng, self.digits
        if provider in ("ghp", "gho", "ghs", "npm"):
            token = self.crc_token(provider)
            meta.setdefault("crc_tokens", []).append(token)
            return token
        makers = {
            "awsid": lambda: r.choice(("AKIA", "ASIA")) + c(string.ascii_uppercase + "234567", 16),
            "awssecret": lambda: c(ALNUM + "/+", 40),
            "azurestorage": lambda: (f"DefaultEndpointsProtocol=https;AccountName={r.choice(T.PW_WORDS).lower()}{d(3)};"
                                     f"AccountKey={base64.b64encode(r.randbytes(64)).decode()};EndpointSuffix=core.windows.net"),
            "azuresecret": lambda: c(ALNUM, 3) + "8Q~" + c(ALNUM + "_~.-", 34),
            "azuresas": lambda: (f"https://{r.choice(T.PW_WORDS).lower()}{d(2)}.blob.core.windows.net/drop?sv=2022-11-02&ss=b&srt=co"
                                 f"&sp=rwdl&se=2027-0{r.randrange(1, 10)}-01T00:00:00Z&spr=https"
                                 f"&sig={quote(base64.b64encode(r.randbytes(32)).decode(), safe='')}"),
            "gcpjson": self.gcp_json,
            "google": lambda: "AIza" + c(B64URL, 35),
            "aliid": lambda: "LTAI5t" + c(ALNUM, 18), "alisecret": lambda: c(ALNUM, 30),
            "tencentid": lambda: "AKID" + c(ALNUM, 32), "tencentkey": lambda: c(ALNUM, 32),
            "digitalocean": lambda: "dop_v1_" + c(HEX, 64), "cloudflare": lambda: c(B64URL, 40),
            "databricks": lambda: "dapi" + c(HEX, 32), "vault": lambda: "hvs." + c(ALNUM, 24),
            "tfcloud": lambda: c(ALNUM, 14) + ".atlasv1." + c(ALNUM, 67),
            "stripe": lambda: r.choice(("sk_live_", "rk_live_")) + c(ALNUM, r.choice((24, 99))),
            "whsec": lambda: "whsec_" + c(ALNUM, 32), "twiliosid": lambda: "AC" + c(HEX, 32),
            "hex32": lambda: c(HEX, 32), "hex40": lambda: c(HEX, 40),
            "sendgrid": lambda: "SG." + c(B64URL, 22) + "." + c(B64URL, 43), "mailgun": lambda: "key-" + c(HEX, 32),
            "slack": lambda: f"{r.choice(('xoxb', 'xoxp'))}-{d(12, False)}-{d(13, False)}-{c(ALNUM, 24)}",
            "openai": lambda: r.choice(("sk-proj-" + c(B64URL, 156), "sk-" + c(ALNUM, 48))),
            "anthropic": lambda: "sk-ant-api03-" + c(B64URL, 93) + "AA",
            "hf": lambda: "hf_" + c(string.ascii_letters, 34),
            "atlassian": lambda: "ATATT3xFfGF0" + c(B64URL, 170) + "=" + c("0123456789ABCDEF", 8),
            "notion": lambda: r.choice(("secret_" + c(ALNUM, 43), "ntn_" + d(11, False) + c(ALNUM, 35))),
            "linear": lambda: "lin_api_" + c(ALNUM, 40), "postman": lambda: f"PMAK-{c(HEX, 24)}-{c(HEX, 34)}",
            "sentry": lambda: "sntryu_" + c(HEX, 64), "grafana": lambda: f"glsa_{c(ALNUM, 32)}_{c(HEX, 8)}",
            "shopify": lambda: "shpat_" + c(HEX, 32), "gitlab": lambda: "glpat-" + c(B64URL, 20),
            "newrelic": lambda: "NRAK-" + c(string.ascii_uppercase + string.digits, 27),
            "pulumi": lambda: "pul-" + c(HEX, 40), "mailchimp": lambda: c(HEX, 32) + f"-us{r.randrange(1, 22)}",
            "telegram": lambda: f"{d(10, False)}:AA{c(B64URL, 33)}",
            "discord": lambda: f"{b64url(d(18, False).encode())}.{c(B64URL, 6)}.{c(B64URL, 38)}",
        }
        return makers[provider]()

    def gcp_json(self) -> str:
        r = self.rng
        project = f"{r.choice(T.PW_WORDS).lower()}-{self.digits(6, False)}"
        der = bytes.fromhex("308204bd020100300d06092a864886f70d0101010500048204a7308204a30201000282010100") + r.randbytes(1150)
        pem = "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(self.wrap(base64.b64encode(der).decode(), 64)) + "\\n-----END PRIVATE KEY-----\\n"
        doc = {"type": "service_account", "project_id": project, "private_key_id": self.chars(HEX, 40), "private_key": "@@PEM@@",
               "client_email": f"etl-runner@{project}.iam.gserviceaccount.com", "client_id": self.digits(21, False)}
        return json.dumps(doc, indent=2).replace("@@PEM@@", pem)

    @staticmethod
    def wrap(s: str, width: int) -> list[str]:
        return [s[i:i + width] for i in range(0, len(s), width)]

    def pem(self, style: str, meta: dict[str, Any]) -> str:
        r = self.rng
        if style == "any":
            style = r.choice(("pkcs8", "ec", "rsa", "openssh", "pgp"))
        if style == "pkcs8":  # a real Ed25519 PKCS#8 key: any 32 bytes are a valid seed
            der = bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32)
            return "-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(der).decode() + "\n-----END PRIVATE KEY-----"
        if style == "ec":  # SEC1 P-256 key: private scalar, curve OID, public point (random bytes of the right shape)
            der = (bytes.fromhex("30770201010420") + r.randbytes(32) + bytes.fromhex("a00a06082a8648ce3d030107a144034200")
                   + b"\x04" + r.randbytes(64))
            body = "\n".join(self.wrap(base64.b64encode(der).decode(), 64))
            return f"-----BEGIN EC PRIVATE KEY-----\n{body}\n-----END EC PRIVATE KEY-----"
        if style == "rsa":
            der = bytes.fromhex("308204a40201000282010100") + r.randbytes(1180)  # RSA-2048 shape, random body
            body = "\n".join(self.wrap(base64.b64encode(der).decode(), 64))
            return f"-----BEGIN RSA PRIVATE KEY-----\n{body}\n-----END RSA PRIVATE KEY-----"
        if style == "openssh":
            blob = (b"openssh-key-v1\0" + b"\0\0\0\x04none" * 2 + b"\0\0\0\0\0\0\0\x01\0\0\0\x33\0\0\0\x0bssh-ed25519"
                    + b"\0\0\0\x20" + r.randbytes(32) + r.randbytes(250))
            body = "\n".join(self.wrap(base64.b64encode(blob).decode(), 70))
            return f"-----BEGIN OPENSSH PRIVATE KEY-----\n{body}\n-----END OPENSSH PRIVATE KEY-----"
        return self.pgp_block(private=True, meta=meta)

    def pgp_block(self, private: bool, meta: dict[str, Any]) -> str:
        r = self.rng
        # A v4 EdDSA key packet header (old-format tag 5 secret / 6 public) with random key material behind it.
        key = b"\x04" + r.randbytes(4) + b"\x16\x09\x2b\x06\x01\x04\x01\xda\x47\x0f\x01\x01\x07\x40" + r.randbytes(32)
        if private:
            key += b"\x00\x01\x00" + r.randbytes(32) + r.randbytes(2)
        packet = bytes([0x94 if private else 0x98, len(key)]) + key
        uid = f"{r.choice(T.FIRST_NAMES)} {r.choice(T.SURNAMES)} <{self.user()}@mail.example>".encode()
        packet += bytes([0xB4, len(uid)]) + uid + r.randbytes(r.randrange(90, 140))
        what = "PRIVATE" if private else "PUBLIC"
        body = "\n".join(self.wrap(base64.b64encode(packet).decode(), 64))
        check = base64.b64encode(crc24(packet).to_bytes(3, "big")).decode()
        block = f"-----BEGIN PGP {what} KEY BLOCK-----\n\n{body}\n={check}\n-----END PGP {what} KEY BLOCK-----"
        meta.setdefault("armor", []).append(block)
        return block

    def ssh_public(self) -> str:
        r = self.rng
        if r.random() < 0.6:
            blob = b"\0\0\0\x0bssh-ed25519\0\0\0\x20" + r.randbytes(32)
            return f"ssh-ed25519 {base64.b64encode(blob).decode()} {r.choice(T.FIRST_NAMES).lower()}@laptop"
        blob = b"\0\0\0\x07ssh-rsa\0\0\0\x03\x01\x00\x01\0\0\x01\x01\0" + r.randbytes(256)
        return f"ssh-rsa {base64.b64encode(blob).decode()} {r.choice(T.FIRST_NAMES).lower()}@desktop"

    def hook(self, vendor: str) -> str:
        r, c, d = self.rng, self.chars, self.digits
        if vendor == "any":
            vendor = r.choice(("slack", "discord", "teams", "gchat", "zapier", "mattermost", "telegram"))
        up = string.ascii_uppercase + string.digits
        return {
            "slack": lambda: f"https://hooks.slack.com/services/T{c(up, 10)}/B{c(up, 10)}/{c(ALNUM, 24)}",
            "discord": lambda: f"https://discord.com/api/webhooks/{d(19, False)}/{c(B64URL, 68)}",
            "teams": lambda: (f"https://{r.choice(T.PW_WORDS).lower()}.webhook.office.com/webhookb2/{self.uuid()}@{self.uuid()}"
                              f"/IncomingWebhook/{c(HEX, 32)}/{self.uuid()}/V2{c(B64URL, 44)}"),
            "gchat": lambda: (f"https://chat.googleapis.com/v1/spaces/AAAA{c(B64URL, 7)}/messages?key=AIzaSy{c(B64URL, 33)}"
                              f"&token={c(B64URL, 43)}%3D"),
            "zapier": lambda: f"https://hooks.zapier.com/hooks/catch/{d(8, False)}/{c(string.ascii_lowercase + string.digits, 6)}/",
            "mattermost": lambda: f"https://chat.{r.choice(T.DOMAINS)}/hooks/{c(string.ascii_lowercase + string.digits, 26)}",
            "telegram": lambda: f"https://api.telegram.org/bot{d(10, False)}:AA{c(B64URL, 33)}/sendMessage?chat_id=-100{d(10, False)}",
        }[vendor]()

    def uri(self, db: str, user: str, pw: str, domain: str) -> str:
        r = self.rng
        if db == "any":
            db = r.choice(tuple(URI_KINDS))
        q = quote(pw, safe="")
        host = r.choice((f"db.{domain}", f"10.0.{r.randrange(256)}.{r.randrange(1, 255)}", f"prod-{self.digits(2)}.{domain}"))
        name = r.choice(("app", "crm", "billing", "analytics", "shop"))
        return URI_KINDS[db].format(u=user, p=q, raw=pw, h=host, n=name, c=self.chars(string.ascii_lowercase + string.digits, 5))

    def spoken_digits(self, digits: str, lang: str) -> str:
        words = T.DIGIT_WORDS.get(lang, T.DIGIT_WORDS["en"]).split()
        return " ".join(words[int(x)] for x in digits)

    def spoken_password(self, lang: str) -> tuple[str, str]:
        """A password as a dictation engine writes it when spelled aloud, and the password itself."""
        r = self.rng
        cap, low, symbols = T.SPOKEN_PW[lang]
        word = r.choice(T.PW_WORDS).lower()
        pw = (word.capitalize() if r.random() < 0.6 else word) + self.digits(r.choice((2, 4)), False) + r.choice(list(symbols))
        if lang == "en" and r.random() < 0.3:  # spelled with a phonetic alphabet, as people do on the phone
            spelled = []
            for ch in pw:
                if ch.isalpha():
                    spelled.append(f"{'capital ' if ch.isupper() else ''}{ch.upper()} as in {NATO[ch.lower()]}")
                elif ch.isdigit():
                    spelled.append(self.spoken_digits(ch, lang))
                else:
                    spelled.append(symbols[ch])
            return ", ".join(spelled), pw
        if r.random() < 0.5:  # letter by letter
            parts = []
            for ch in pw:
                if ch.isupper():
                    parts.append(f"{cap} {ch}")
                elif ch.isdigit():
                    parts.append(self.spoken_digits(ch, lang))
                elif ch in symbols:
                    parts.append(symbols[ch])
                else:
                    parts.append(ch)
            return " ".join(parts), pw
        head = "".join(ch for ch in pw if ch.isalpha())
        tail = "".join(ch for ch in pw if ch.isdigit())
        sym = symbols[pw[-1]]
        said = f"{head.lower()} ({cap} {head[0]}) {self.spoken_digits(tail, lang)} {sym}" if head[0].isupper() \
            else f"{head} {low} {self.spoken_digits(tail, lang)} {sym}"
        return said, pw

    def recovery(self, style: str) -> str:
        r, c = self.rng, self.chars
        up = string.ascii_uppercase + string.digits
        if style == "github":
            return "\n".join(f"{c(HEX, 5)}-{c(HEX, 5)}" for _ in range(r.randrange(8, 17)))
        if style == "google":
            return "  ".join(f"{self.digits(4)} {self.digits(4)}" for _ in range(10))
        if style == "discord":
            return ", ".join(c(string.ascii_lowercase + string.digits, 8) for _ in range(10))
        if style == "ms":
            return "-".join(c(up, 5) for _ in range(5))
        if style == "apple":
            return "-".join(c(up, 4) for _ in range(7))
        return f"A3-{c(up, 6)}-{c(up, 6)}-{c(up, 5)}-{c(up, 5)}-{c(up, 5)}-{c(up, 5)}"

    def bitlocker(self) -> str:
        return "-".join(f"{self.rng.randrange(65536) * 11:06d}" for _ in range(8))

    def totp(self) -> str:
        s = self.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
        return " ".join(s[i:i + 4].lower() for i in range(0, 32, 4)) if self.rng.random() < 0.5 else s

    def config(self, fmt: str, user: str, pw: str, domain: str, meta: dict[str, Any]) -> str:
        r = self.rng
        if fmt == "misc":
            fmt = r.choice(("netrc", "pgpass", "npmrc", "pipconf", "gitcred", "rclone", "s3cfg", "wpconfig", "properties",
                            "tfvars", "kubeconfig", "dockerauth", "ansible", "php"))
        key = self.api_key("stripe", meta)
        jwt_secret = self.chars(HEX, 64)
        host = f"db.{domain}"
        secret_vals = {"pw": pw}
        text = ""
        if fmt == "yaml":
            text = r.choice((
                f"spring:\n  datasource:\n    url: jdbc:postgresql://{host}:5432/app\n    username: {user}\n    password: {pw}\n  mail:\n    host: smtp.{domain}",
                f"database:\n  host: {host}\n  port: 3306\n  user: {user}\n  password: \"{pw}\"\nstripe:\n  secret_key: {key}\nlog_level: info",
                f"app:\n  name: billing\n  env: production\nsmtp:\n  host: smtp.{domain}\n  port: 587\n  username: {user}@{domain}\n  password: '{pw}'",
            ))
        elif fmt == "toml":
            text = r.choice((
                f"[server]\nport = 8080\n\n[database]\nurl = \"postgres://{user}:{quote(pw, safe='')}@{host}/app\"\npool = 10",
                f"[bot]\nname = \"helper\"\ntoken = \"{self.api_key('telegram', meta)}\"\n\n[db]\npath = \"data.sqlite\"",
                f"[auth]\njwt_secret = \"{jwt_secret}\"\n\n[mail]\nuser = \"{user}\"\npassword = \"{pw}\"",
            ))
        elif fmt == "env":
            lines = ["NODE_ENV=production", f"APP_URL=https://{domain}", f"DB_HOST={host}", f"DB_USER={user}", f"DB_PASSWORD={pw}"]
            extra = [f"STRIPE_SECRET_KEY={key}", f"JWT_SECRET={jwt_secret}", f"REDIS_URL=redis://:{quote(pw, safe='')}@cache:6379/0",
                     "LOG_LEVEL=debug", f"AWS_ACCESS_KEY_ID={self.api_key('awsid', meta)}", "PORT=3000",
                     f"AWS_SECRET_ACCESS_KEY={self.api_key('awssecret', meta)}"]
            text = "\n".join(lines + r.sample(extra, r.randrange(1, 5)))
        elif fmt == "ini":
            text = r.choice((
                f"[database]\nhost = {host}\nport = 1433\nuser = {user}\npassword = {pw}\n\n[export]\npath = C:\\Export",
                f"[mysql]\nhost={host}\nuser={user}\npassword={pw}\ndatabase=shop",
                f"[smtp]\nserver = smtp.{domain}\nlogin = {user}\npass = {pw}\nstarttls = yes",
            ))
        elif fmt == "compose":
            text = r.choice((
                f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {user}\n      POSTGRES_PASSWORD: {pw}\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n  app:\n    build: .\n    depends_on: [db]",
                f"version: '3.8'\nservices:\n  mariadb:\n    image: mariadb:11\n    environment:\n      - MARIADB_ROOT_PASSWORD={pw}\n      - MARIADB_DATABASE=nextcloud\n  nextcloud:\n    image: nextcloud:29\n    ports: ['8080:80']",
                f"services:\n  grafana:\n    image: grafana/grafana:11.0.0\n    environment:\n      GF_SECURITY_ADMIN_USER: admin\n      GF_SECURITY_ADMIN_PASSWORD: \"{pw}\"\n    ports:\n      - 3000:3000",
            ))
        elif fmt == "k8s":
            b_user = base64.b64encode(user.encode()).decode()
            b_pw = base64.b64encode(pw.encode()).decode()
            meta["k8s"] = (b_pw, pw)
            text = (f"apiVersion: v1\nkind: Secret\nmetadata:\n  name: {r.choice(('db-credentials', 'app-secrets', 'smtp-auth'))}\n"
                    f"  namespace: {r.choice(('payments', 'default', 'prod'))}\ntype: Opaque\ndata:\n  username: {b_user}\n  password: {b_pw}")
            if r.random() < 0.4:
                b_key = base64.b64encode(key.encode()).decode()
                text += f"\n  api-key: {b_key}"
        elif fmt == "json":
            text = r.choice((
                json.dumps({"ConnectionStrings": {"Default": f"Server={host};Database=App;User Id={user};Password={pw};TrustServerCertificate=True"},
                            "Logging": {"LogLevel": {"Default": "Warning"}}}, indent=2),
                json.dumps({"smtp": {"host": f"smtp.{domain}", "user": user, "pass": pw}, "jwtSecret": jwt_secret}, indent=2),
                json.dumps({"apiKey": self.api_key(r.choice(("sendgrid", "openai", "mailgun", "hf")), meta), "endpoint": f"https://api.{domain}/v2", "retries": 3}, indent=2),
            ))
        elif fmt == "xml":
            text = r.choice((
                f"<settings>\n  <servers>\n    <server>\n      <id>nexus-releases</id>\n      <username>{user}</username>\n      <password>{pw}</password>\n    </server>\n  </servers>\n</settings>",
                f"<connectionStrings>\n  <add name=\"Main\" connectionString=\"Data Source={host};Initial Catalog=ERP;User ID={user};Password={pw}\" />\n</connectionStrings>",
                f"<appSettings>\n  <add key=\"SmtpUser\" value=\"{user}\" />\n  <add key=\"SmtpPassword\" value=\"{pw}\" />\n</appSettings>",
            ))
        elif fmt == "netrc":
            text = f"machine api.{domain}\n  login {user}\n  password {pw}"
        elif fmt == "pgpass":
            text = f"# ~/.pgpass\n{host}:5432:app:{user}:{pw}"
        elif fmt == "npmrc":
            text = f"registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken={self.api_key('npm', meta)}"
        elif fmt == "pipconf":
            text = f"[global]\nindex-url = https://{user}:{quote(pw, safe='')}@pypi.{domain}/simple/"
        elif fmt == "gitcred":
            text = f"https://{user}:{self.api_key('ghp', meta)}@github.com"
        elif fmt == "rclone":
            text = f"[nas]\ntype = sftp\nhost = nas.{domain}\nuser = {user}\npass = {self.chars(B64URL, 43)}\nshell_type = unix"
        elif fmt == "s3cfg":
            text = f"[default]\naccess_key = {self.api_key('awsid', meta)}\nsecret_key = {self.api_key('awssecret', meta)}\nhost_base = s3.amazonaws.com"
        elif fmt == "wpconfig":
            text = f"define( 'DB_NAME', 'wp_site' );\ndefine( 'DB_USER', '{user}' );\ndefine( 'DB_PASSWORD', '{pw}' );\ndefine( 'DB_HOST', 'localhost' );"
        elif fmt == "properties":
            text = f"spring.datasource.url=jdbc:mysql://{host}:3306/shop\nspring.datasource.username={user}\nspring.datasource.password={pw}"
        elif fmt == "tfvars":
            text = f"region      = \"eu-central-1\"\ndb_username = \"{user}\"\ndb_password = \"{pw}\"\ninstance    = \"t3.small\""
        elif fmt == "kubeconfig":
            text = (f"apiVersion: v1\nkind: Config\nclusters:\n- name: prod\n  cluster:\n    server: https://k8s.{domain}:6443\n"
                    f"users:\n- name: deployer\n  user:\n    token: {self.chars(B64URL, 64)}")
        elif fmt == "dockerauth":
            auth = base64.b64encode(f"{user}:{pw}".encode()).decode()
            meta["dockerauth"] = (auth, f"{user}:{pw}")
            text = json.dumps({"auths": {f"registry.{domain}": {"auth": auth}}}, indent=2)
        elif fmt == "ansible":
            text = f"[web]\n{host} ansible_user={user} ansible_password={pw} ansible_become_pass={pw}"
        elif fmt == "php":
            text = f"<?php\n$db_host = 'localhost';\n$db_user = '{user}';\n$db_pass = '{pw}';\n$db_name = 'shop';"
        meta["config_secret"] = secret_vals
        return text

    def config_safe(self, fmt: str, user: str, domain: str) -> str:
        r = self.rng
        host = f"db.{domain}"
        if fmt == "compose":
            return r.choice((
                f"services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: {user}\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt",
                f"services:\n  app:\n    image: ghcr.io/acme/app:{self.digits(1, False)}.{self.digits(1)}.{self.digits(1)}\n    environment:\n      DATABASE_URL: ${{DATABASE_URL}}\n      STRIPE_KEY: ${{STRIPE_KEY}}\n    ports:\n      - \"{self.digits(4, False)}:8080\"",
            ))
        if fmt == "yaml":
            return (f"database:\n  host: {host}\n  port: 5432\n  user: {user}\n  passwordFrom:\n    secretKeyRef:\n      name: db-credentials\n      key: password\n"
                    f"replicas: {r.randrange(1, 6)}")
        if fmt == "envexample":
            return f"APP_URL=https://{domain}\nDB_HOST=localhost\nDB_USER={user}\nDB_PASSWORD=\nSTRIPE_SECRET_KEY=\nMAIL_PASSWORD=\nLOG_LEVEL=info"
        if fmt == "configmap":
            return (f"apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: frontend-config\ndata:\n  API_BASE_URL: https://api.{domain}\n"
                    f"  FEATURE_FLAGS: \"search,{r.choice(('beta-ui', 'dark-mode', 'export'))}\"\n  CACHE_TTL: \"{r.randrange(30, 900)}\"")
        if fmt == "toml":
            return f"[server]\nport = {r.randrange(3000, 9000)}\nworkers = {r.randrange(2, 17)}\n\n[database]\nhost = \"{host}\"\nuser = \"{user}\"\n# password comes from DB_PASSWORD"
        return f"[general]\nlanguage = {r.choice(('de', 'fr', 'en'))}\nautosave = {r.randrange(1, 30)}\n\n[server]\nhost = {host}\nport = 8443\nuse_tls = true"

    def uri_safe(self, user: str, domain: str) -> str:
        r = self.rng
        host = f"db.{domain}"
        return r.choice((
            f"postgresql://{user}@{host}:5432/analytics?sslmode=require", f"mysql://{host}:3306/shop",
            f"mongodb+srv://cluster0.{self.chars(string.ascii_lowercase + string.digits, 5)}.mongodb.net/?authMechanism=MONGODB-AWS",
            f"redis://{host}:6379/{r.randrange(16)}", "sqlite:///var/data/app.db",
            f"Server={host};Database=Reports;Integrated Security=True;", f"jdbc:postgresql://{host}:5432/erp",
        ))

    def ups(self) -> str:
        body = self.chars(string.ascii_uppercase + string.digits, 6) + self.digits(2) + self.digits(7)
        return "1Z" + body + ups_check(body)

    def usps(self) -> str:
        body = "9400" + self.digits(17)
        full = body + usps_check(body)
        return " ".join(full[i:i + 4] for i in range(0, 22, 4))

    def ean(self, prefix: str) -> str:
        body = prefix + self.digits(12 - len(prefix))
        return next(body + x for x in string.digits if ean13_ok(body + x))

    def vin(self) -> str:
        alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"
        v = self.rng.choice(("WVW", "WBA", "VF1", "ZFA", "JTD", "1HG", "SAL", "YV1")) + self.chars(alphabet, 5) + "0" + self.chars(alphabet, 8)
        return v[:8] + vin_check(v) + v[9:]


NATO = dict(zip(string.ascii_lowercase, ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliet", "Kilo", "Lima", "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey", "X-ray", "Yankee", "Zulu"]))

URI_KINDS = {
    "postgres": "postgres://{u}:{p}@{h}:5432/{n}",
    "postgresql_sa": "postgresql+psycopg2://{u}:{p}@{h}/{n}",
    "mysql": "mysql://{u}:{p}@{h}:3306/{n}",
    "mariadb": "mariadb://{u}:{p}@{h}/{n}?charset=utf8mb4",
    "mongodb": "mongodb+srv://{u}:{p}@cluster0.{c}.mongodb.net/{n}?retryWrites=true&w=majority",
    "redis": "redis://default:{p}@{h}:6379/0",
    "rediss": "rediss://:{p}@{h}:6380",
    "amqp": "amqps://{u}:{p}@{h}:5671/{n}",
    "mssql": "Server=tcp:{n}-sql.database.windows.net,1433;Initial Catalog={n};User ID={u};Password={raw};Encrypt=True;",
    "oracle": "jdbc:oracle:thin:{u}/{raw}@//{h}:1521/ORCLPDB1",
    "jdbcmysql": "jdbc:mysql://{h}:3306/{n}?user={u}&password={p}",
    "neo4j": "neo4j+s://neo4j:{p}@{c}.databases.neo4j.io",
    "clickhouse": "clickhouse://{u}:{p}@{h}:9440/{n}?secure=true",
    "couchdb": "https://admin:{p}@couch.{h}:6984/{n}",
    "elastic": "https://elastic:{p}@{c}.es.europe-west1.gcp.cloud.es.io:9243",
    "sftp": "sftp://{u}:{p}@{h}:22/upload",
    "ftp": "ftp://{u}:{p}@{h}/public_html",
    "smtp": "smtp://{u}:{p}@smtp.{h}:587",
    "snowflake": "snowflake://{u}:{p}@{c}-xy12345/{n}/public?warehouse=COMPUTE_WH",
    "cockroach": "postgresql://{u}:{p}@{c}-cluster.g8z.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full",
    "mongodb_std": "mongodb://{u}:{p}@{h}:27017/{n}?authSource=admin",
    "ldap": "ldaps://cn={u},ou=services,dc=corp,dc=local:{p}@{h}:636",
}


def bip_list(rng: random.Random, vocab: list[str], lo: int, hi: int) -> list[str]:
    return rng.sample(vocab, rng.randrange(lo, hi + 1))


GROCERY = ["apple", "banana", "bean", "bread", "butter", "cabbage", "cheese", "chicken", "coconut", "coffee", "corn", "cream",
           "egg", "fish", "fruit", "garlic", "ginger", "grape", "honey", "lemon", "lobster", "mango", "milk", "mushroom",
           "olive", "onion", "orange", "oyster", "pepper", "potato", "pumpkin", "rice", "salad", "salmon", "salt", "sauce",
           "sausage", "soup", "spice", "sugar", "tomato", "tuna", "water", "wine", "bacon", "beef", "juice", "cereal"]
PACKING = ["bag", "tent", "blanket", "jacket", "shoe", "sock", "glove", "hat", "camera", "ticket", "phone", "umbrella",
           "soap", "toilet", "paper", "book", "pen", "pencil", "dress", "lamp", "cable", "charger", "towel", "gown"]

NATIVE_DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "ur": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "mr": "०१२३४५६७८९",
    "ne": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯", "pa": "੦੧੨੩੪੫੬੭੮੯", "gu": "૦૧૨૩૪૫૬૭૮૯", "th": "๐๑๒๓๔๕๖๗๘๙",
    "km": "០១២៣៤៥៦៧៨៩", "lo": "໐໑໒໓໔໕໖໗໘໙", "my": "၀၁၂၃၄၅၆၇၈၉", "te": "౦౧౨౩౪౫౬౭౮౯", "kn": "೦೧೨೩೪೫೬೭೮೯",
    "ml": "൦൧൨൩൪൫൬൭൮൯", "mn": "0123456789", "am": "0123456789",
}
NATIVE_FIELDS = {"code", "pin4", "pin5", "pin6", "otp", "num3", "num4", "num2"}

FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")
UNFILLED = re.compile(r"(?<![$])\{(\w+)(?::(\w+))?\}")  # ${VAR} in a config is shell syntax, not a field


def fill(template: str, kind: str, lang: str, label: str, f: Filler) -> tuple[str, dict[str, Any]]:
    r = f.rng
    meta: dict[str, Any] = {}
    memo: dict[str, str] = {}
    text = template.replace("\\n", "\n")
    if re.search(r"\{(seed|s3)", text):
        n = r.choice((12, 18, 24)) if re.search(r"\{(seed1|s3a)\}", text) else r.choice(SEED_LENGTHS)
        words = mnemonic(r, n)
        meta["seed"] = words
        half, third = n // 2, n // 3
        memo["seed"] = " ".join(words)
        memo["seed1"], memo["seed2"] = " ".join(words[:half]), " ".join(words[half:])
        memo["s3a"], memo["s3b"], memo["s3c"] = (" ".join(words[i * third:(i + 1) * third]) for i in range(3))
        memo["seedlines"] = "\n".join(words)
        memo["seedjson"] = json.dumps(words)
        memo["seedupper"] = " ".join(words).upper()
        memo["seedcomma"] = ", ".join(words)
        layout = r.randrange(4)
        if layout == 0:
            memo["seednumbered"] = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        elif layout == 1:
            memo["seednumbered"] = " ".join(f"{i + 1}){w}" for i, w in enumerate(words))
        elif layout == 2:
            memo["seednumbered"] = "\n".join(f"#{i + 1:02d} {w}" for i, w in enumerate(words))
        else:
            memo["seednumbered"] = "| # | word |\n|---|---|\n" + "\n".join(f"| {i + 1} | {w} |" for i, w in enumerate(words))
        cols = 3 if n % 3 == 0 else 4 if n % 4 == 0 else 5
        rows = [words[i:i + cols] for i in range(0, n, cols)]
        memo["seedgrid"] = "\n".join("   ".join(f"{k * cols + j + 1:>2} {w:<9}" for j, w in enumerate(row)).rstrip() for k, row in enumerate(rows))
    user, pw, domain = f.user(), f.password(), r.choice(T.DOMAINS)
    # In scripts with their own digits people type codes, house and order numbers in them too (secret and benign alike)
    native = NATIVE_DIGITS.get(lang) if r.random() < 0.4 else None

    def one(m: re.Match[str]) -> str:
        name, arg = m.group(1), m.group(2)
        key = m.group(0)
        if key in memo:
            return memo[key]
        if name in memo:
            return memo[name]
        value = make(name, arg)
        if native and name in NATIVE_FIELDS:
            value = value.translate(str.maketrans(string.digits, native))
        if name in ("name", "num1", "num2", "num3", "num4"):
            memo[key] = value  # the same field twice in one template names the same thing
        return value

    def make(name: str, arg: str | None) -> str:
        if name == "key":
            return f.api_key(arg or "hex32", meta)
        if name == "cfg":
            return f.config(arg or "env", user, pw, domain, meta)
        if name == "cfgsafe":
            return f.config_safe(arg or "ini", user, domain)
        if name == "uri":
            meta["uri_pw"] = pw
            return f.uri(arg or "any", user, pw, domain)
        if name == "urisafe":
            return f.uri_safe(user, domain)
        if name == "hook":
            return f.hook(arg or "any")
        if name == "pem":
            return f.pem(arg or "any", meta)
        if name == "rcodes":
            return f.recovery(arg or "github")
        if name == "card":
            number, shown = f.card()
            meta["card"] = number
            return shown
        if name == "testcard":
            number = r.choice(TEST_CARDS)
            meta["testcard"] = number
            return number if len(number) != 16 or r.random() < 0.5 else " ".join(number[i:i + 4] for i in range(0, 16, 4))
        if name == "iban":
            meta["iban"] = f.iban()
            return str(meta["iban"])
        if name == "jwt":
            token, secret = f.jwt()
            meta["jwt"] = (token, secret)
            return token
        if name == "bitlocker":
            meta["bitlocker"] = f.bitlocker()
            return str(meta["bitlocker"])
        if name in ("wif", "xprv"):
            if name == "wif":
                s = base58check(b"\x80" + r.randbytes(32) + b"\x01")
            else:
                s = base58check(bytes.fromhex("0488ade4") + bytes([r.randrange(1, 4)]) + r.randbytes(8) + r.randbytes(32) + b"\0" + r.randbytes(32))
            meta.setdefault("b58", []).append(s)
            return s
        if name in ("nsec", "agekey"):
            s = bech32_encode("nsec", r.randbytes(32)) if name == "nsec" else bech32_encode("age-secret-key-", r.randbytes(32)).upper()
            meta.setdefault("bech32", []).append(s)
            return s
        if name == "spokenpw":
            said, real = f.spoken_password(lang if lang in T.SPOKEN_PW else "en")
            meta["spoken"] = real
            return said
        if name == "imei":
            imei = luhn_complete(r.choice(("35", "86", "01")) + f.digits(12))
            meta["imei"] = imei
            return imei
        if name in ("isbn", "ean"):
            code = f.ean("978" if name == "isbn" else r.choice(("40", "50", "76", "80", "87")))
            meta["ean"] = code
            return code if name == "ean" else f"{code[:3]}-{code[3]}-{code[4:8]}-{code[8:12]}-{code[12]}"
        if name == "vin":
            meta["vin"] = f.vin()
            return str(meta["vin"])
        if name in ("ups", "usps"):
            code = f.ups() if name == "ups" else f.usps()
            meta[name] = code
            return code
        if name == "btcaddr":
            addr = segwit_address(r.randbytes(20))
            meta["segwit"] = addr
            return addr
        if name == "xpub":
            s = base58check(bytes.fromhex("0488b21e") + bytes([r.randrange(1, 4)]) + r.randbytes(8) + r.randbytes(32)
                            + bytes([r.choice((2, 3))]) + r.randbytes(32))
            meta["xpub"] = s
            return s
        if name == "sshpub":
            return f.ssh_public()
        if name == "pgppub":
            return f.pgp_block(private=False, meta=meta)
        if name == "otpauth":
            secret = f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
            issuer = r.choice(("Acme", "AWS", "GitLab", "Hetzner", "Binance"))
            return f"otpauth://totp/{issuer}:{quote(user + '@' + domain)}?secret={secret}&issuer={issuer}&digits=6&period=30"
        if name == "wifiqr":
            return f"WIFI:T:WPA;S:{r.choice(T.SSIDS)};P:{pw};;"
        if name == "pinwords":
            return f.spoken_digits(f.digits(r.choice((4, 4, 6)), False), lang)
        if name == "lotto":
            return " ".join(str(x) for x in sorted(r.sample(range(1, 50), 6)))
        if name in ("num1b", "num2b", "num2c", "num2d", "num3b", "num4b"):
            return f.digits(int(name[3]), False)
        if name.startswith("num") and name[3:].isdigit():
            return f.digits(int(name[3:]), False)
        if name.startswith("upper") and name[5:].isdigit():
            return f.chars(string.ascii_uppercase, int(name[5:]))
        if name.startswith("hex") and name[3:].isdigit():
            return f.chars(HEX if name != "hex8" else "0123456789ABCDEF", int(name[3:]))
        simple = {
            "code": lambda: f.digits(r.choice((4, 4, 5, 6))), "pin4": lambda: f.digits(4), "pin5": lambda: f.digits(5),
            "pin6": lambda: f.digits(6), "exp": lambda: f"{r.randrange(1, 13):02d}/{r.randrange(27, 32)}",
            "cvc": lambda: f.digits(3), "ethkey": lambda: r.choice(("0x", "")) + f.chars(HEX, 64), "otp": lambda: f.digits(6), "pw": lambda: pw, "pw2": f.password, "user": lambda: user,
            "domain": lambda: domain, "name": lambda: r.choice(T.FIRST_NAMES), "name2": lambda: r.choice(T.FIRST_NAMES),
            "email": lambda: f"{user}@{r.choice(('gmail.com', 'outlook.com', 'gmx.de', 'yahoo.fr', domain))}",
            "ssid": lambda: r.choice(T.SSIDS), "surname": lambda: r.choice(T.SURNAMES),
            "memword": lambda: r.choice(T.PW_WORDS).lower(), "weakpw": lambda: r.choice(T.WEAK_PWS),
            "uuid": f.uuid, "txhash": lambda: "0x" + f.chars(HEX, 64), "ethaddr": lambda: "0x" + f.chars(HEX, 40),
            "sri": lambda: "sha384-" + base64.b64encode(r.randbytes(48)).decode(),
            "npmintegrity": lambda: "sha512-" + base64.b64encode(r.randbytes(64)).decode(), "pklive": lambda: "pk_live_" + f.chars(ALNUM, r.choice((24, 99))),
            "oauthclient": lambda: f"{f.digits(12, False)}-{f.chars(string.ascii_lowercase + string.digits, 32)}.apps.googleusercontent.com",
            "awsacct": lambda: f.digits(12, False), "twiliosid": lambda: "AC" + f.chars(HEX, 32), "totp": f.totp, "lower4": lambda: f.chars(string.ascii_lowercase + string.digits, 4),
            "time": lambda: f"{r.randrange(7, 22)}:{r.choice(('00', '15', '30', '45'))}",
            "day": lambda: str(r.randrange(1, 29)), "month": lambda: str(r.randrange(1, 13)),
            "ref": lambda: f.chars(string.ascii_uppercase, 2) + f.digits(7, False),
            "semver": lambda: f"{r.randrange(0, 20)}.{r.randrange(0, 30)}.{r.randrange(0, 40)}",
            "semver2": lambda: f"{r.randrange(0, 20)}.{r.randrange(0, 30)}.{r.randrange(0, 40)}",
            "b64sha": lambda: b64url(r.randbytes(32)),
            "amzorder": lambda: f"{r.choice(('111', '112', '113', '114'))}-{f.digits(7)}-{f.digits(7)}",
            "sortcode": lambda: f"{f.digits(2, False)}-{f.digits(2)}-{f.digits(2)}",
            "ip": lambda: f"192.168.{r.randrange(256)}.{r.randrange(1, 255)}",
            "mac": lambda: ":".join(f.chars("0123456789ABCDEF", 2) for _ in range(6)),
            "glist": lambda: ", ".join(bip_list(r, GROCERY, 6, 16)),
            "plistlines": lambda: "\n".join("[ ] " + w for w in bip_list(r, PACKING, 8, 16)),
            "bipnote": lambda: " ".join(r.choice(WORDS) for _ in range(r.choice(SEED_LENGTHS))),
        }
        return simple[name]()

    return FIELD.sub(one, text), meta


def parse(block: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in block.strip().splitlines():
        kind, lang, text = line.split("|", 2)
        rows.append((kind, lang, text))
    return rows


LANG_KINDS = (("code_locale", "secret"), ("pin_locale", "secret"), ("password_locale", "secret"),
              ("address_locale", "benign"), ("order_locale", "benign"))


def templates() -> list[tuple[str, str, str, str, int]]:
    """(kind, lang, template, label, rows wanted) for every template, in a fixed order."""
    out = []
    for kind, lang, text in parse(T.SECRET):
        out.append((kind, lang, text, "secret", FILLS.get(kind, DEFAULT_FILLS)))
    for kind, lang, text in parse(T.BENIGN):
        out.append((kind, lang, text, "benign", FILLS.get(kind, DEFAULT_FILLS)))
    for line in L.LANGS.strip().splitlines():
        lang, *sentences = line.split("|")
        for (kind, label), sentence in zip(LANG_KINDS, sentences):
            out.append((kind, lang, sentence, label, LANG_FILLS[label]))
    return out


def long_note(rng: random.Random, lang: str, core: str) -> str:
    """A few everyday sentences of the language around one core sentence, as a note or a bulleted list."""
    fillers = rng.sample(T.FILLER[lang], rng.randrange(2, min(5, len(T.FILLER[lang])) + 1))
    # a full stop closes the core sentence unless it ends in a token (a key, a code) that a stop would run into
    last = core.split()[-1] if core.split() else core
    end = "" if core[-1] in ".!?。" or any(ch.isdigit() for ch in last) or len(last) > 20 else "."
    fillers.insert(rng.randrange(1, len(fillers) + 1), core + end)
    if rng.random() < 0.5:
        return " ".join(fillers)
    return fillers[0] + "\n" + "\n".join("- " + s for s in fillers[1:])


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    f = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(kind: str, lang: str, label: str, make: Any, wanted: int, template: str) -> None:
        made = tries = 0
        while made < wanted:
            tries += 1
            assert tries < 500, (kind, template)
            text, meta = make()
            if text in seen or len(text) > MAX_CHARS:
                continue
            if label == "benign" and valid_windows(text):
                continue  # a benign row must not hold a checksum-valid window: redraw
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
            made += 1

    for kind, lang, template, label, wanted in templates():
        n = wanted if FIELD.search(template) else 1  # a template without fields can make one row only
        add(kind, lang, label, lambda t=template, k=kind, lg=lang, lb=label: fill(t, k, lg, lb, f), n, template)
    langs = {line.split("|")[0]: line.split("|")[1:] for line in L.LANGS.strip().splitlines()}
    for lang in T.FILLER:
        secret_sentences, benign_sentences = langs[lang][:3], langs[lang][3:]
        for label, pool, kind in (("secret", secret_sentences, "note_long"), ("benign", benign_sentences, "note_long_benign")):
            def make(pool: list[str] = pool, lang: str = lang, label: str = label, kind: str = kind) -> tuple[str, dict[str, Any]]:
                core, meta = fill(rng.choice(pool), kind, lang, label, f)
                return long_note(rng, lang, core), meta
            add(kind, lang, label, make, NOTE_FILLS[label], kind)
    # The same single-line secrets (and benign near misses) again, buried in the middle of a longer everyday note.
    for label, block, kinds, kind in (("secret", T.SECRET, TECH_SECRET_KINDS, "note_long_tech"),
                                      ("benign", T.BENIGN, TECH_BENIGN_KINDS, "note_long_tech_benign")):
        for src_kind, lang, template in parse(block):
            if src_kind not in kinds or lang not in T.FILLER or "\\n" in template:
                continue
            def make_tech(t: str = template, lang: str = lang, label: str = label, k: str = kind) -> tuple[str, dict[str, Any]]:
                core, meta = fill(t, k, lang, label, f)
                return long_note(rng, lang, core), meta
            add(kind, lang, label, make_tech, NOTE_TECH_FILLS[label], template)
    return rows


def check_rows(rows: list[dict[str, Any]]) -> list[str]:
    errors = []
    for text, count in collections.Counter(row["text"] for row in rows).items():
        if count > 1:
            errors.append(f"duplicate text: {text[:60]!r}")
    errors += [f"test card {n} fails Luhn" for n in TEST_CARDS if not luhn_ok(n)]
    for row in rows:
        text, label, kind, meta = row["text"], row["label"], row["kind"], row.get("meta", {})
        bad = f"{kind}: {text[:60]!r}"
        if len(text) > MAX_CHARS:
            errors.append(f"too long: {bad}")
        if UNFILLED.search(text):
            errors.append(f"unfilled field: {bad}")
        digits = re.sub(r"\D", "", text)
        if "card" in meta and (not luhn_ok(meta["card"]) or meta["card"] in TEST_CARDS or meta["card"] not in digits or label != "secret"):
            errors.append(f"bad card: {bad}")
        if "testcard" in meta and (meta["testcard"] not in TEST_CARDS or meta["testcard"] not in digits or label != "benign"):
            errors.append(f"bad test card: {bad}")
        if "imei" in meta and (not luhn_ok(meta["imei"]) or len(meta["imei"]) != 15 or label != "benign"):
            errors.append(f"bad IMEI: {bad}")
        if "iban" in meta and (not iban_ok(meta["iban"]) or meta["iban"] not in text or label != "benign"):
            errors.append(f"bad IBAN: {bad}")
        if "jwt" in meta and (meta["jwt"][0] not in text or not jwt_verify(*meta["jwt"]) or label != "secret"):
            errors.append(f"bad JWT: {bad}")
        for token in meta.get("crc_tokens", []):
            if token not in text or not crc_token_ok(token) or label != "secret":
                errors.append(f"bad CRC32 token: {bad}")
        for s in meta.get("b58", []):
            payload = b58decode_check(s)
            if s not in text or payload is None or payload[:1] not in (b"\x80", b"\x04") or label != "secret":
                errors.append(f"bad Base58Check: {bad}")
        for s in meta.get("bech32", []):
            if s not in text or not bech32_ok(s) or label != "secret":
                errors.append(f"bad Bech32: {bad}")
        for block in meta.get("armor", []):
            private = "PRIVATE KEY BLOCK" in block
            if block not in text or not armor_ok(block) or (label == "secret") != private:
                errors.append(f"bad OpenPGP armour: {bad}")
        if "segwit" in meta and (not bech32_ok(meta["segwit"]) or not meta["segwit"].startswith("bc1q") or label != "benign"):
            errors.append(f"bad segwit address: {bad}")
        if "xpub" in meta:
            payload = b58decode_check(meta["xpub"])
            if payload is None or payload[:4] != bytes.fromhex("0488b21e") or label != "benign":
                errors.append(f"bad xpub: {bad}")
        if "bitlocker" in meta and (meta["bitlocker"] not in text or not bitlocker_ok(meta["bitlocker"]) or label != "secret"):
            errors.append(f"bad BitLocker key: {bad}")
        if "k8s" in meta:
            b64, pw = meta["k8s"]
            if b64 not in text or base64.b64decode(b64).decode() != pw or label != "secret":
                errors.append(f"bad k8s secret: {bad}")
        if "dockerauth" in meta:
            b64, pair = meta["dockerauth"]
            if b64 not in text or base64.b64decode(b64).decode() != pair or label != "secret":
                errors.append(f"bad docker auth: {bad}")
        if "config_secret" in meta and label != "secret":
            errors.append(f"config with a secret labelled benign: {bad}")
        if "uri_pw" in meta and (quote(meta["uri_pw"], safe="") not in text and meta["uri_pw"] not in text):
            errors.append(f"connection string lost its password: {bad}")
        if "ean" in meta and (not ean13_ok(meta["ean"]) or label != "benign"):
            errors.append(f"bad EAN/ISBN: {bad}")
        if "vin" in meta and (len(meta["vin"]) != 17 or vin_check(meta["vin"]) != meta["vin"][8] or label != "benign"):
            errors.append(f"bad VIN: {bad}")
        if "ups" in meta and ups_check(meta["ups"][2:-1]) != meta["ups"][-1]:
            errors.append(f"bad UPS number: {bad}")
        if "usps" in meta:
            u = meta["usps"].replace(" ", "")
            if len(u) != 22 or usps_check(u[:-1]) != u[-1]:
                errors.append(f"bad USPS number: {bad}")
        if "seed" in meta:
            words = meta["seed"]
            if label != "secret" or not checksum_valid(words) or not is_subsequence(words, tokens(text)):
                errors.append(f"bad seed row: {bad}")
        if label == "benign" and valid_windows(text):
            errors.append(f"benign row holds a valid seed window: {bad}")
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len({row["lang"] for row in rows if "lang" in row})}
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    errors += [f"template {t[:60]!r} appears twice" for t, n in collections.Counter(t for *_, t in parse(T.SECRET) + parse(T.BENIGN)).items() if n > 1]
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows)


def table(rows: list[dict[str, Any]]) -> None:
    counts = collections.Counter((r["label"], r["kind"]) for r in rows)
    print("| label | kind | rows |\n|---|---|---:|")
    for (label, kind), n in sorted(counts.items()):
        print(f"| {label} | {kind} | {n} |")
    by_label = collections.Counter(r["label"] for r in rows)
    for label in ("benign", "secret"):
        print(f"{label}: {by_label[label]} rows in {len({k for lab, k in counts if lab == label})} kinds")
    langs = collections.Counter(r["lang"] for r in rows)
    print(f"{len(rows)} rows, {len(langs)} languages (secret rows in {len({r['lang'] for r in rows if r['label'] == 'secret'})}, "
          f"benign rows in {len({r['lang'] for r in rows if r['label'] == 'benign'})})")
    print("languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
    multi = sum(1 for r in rows if r["label"] == "secret" and r["text"].count("\n") + len(re.findall(r"[.!?。] ", r["text"])) >= 2)
    print(f"secret rows of three or more lines or sentences: {multi}")
    print(f"longest text: {max(len(r['text']) for r in rows)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        on_disk = [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()]
        # the file is checked on its own too (uniqueness, length, benign windows), not only through the regeneration
        errors += [e for e in check_rows([{**r, "meta": {}} for r in on_disk]) if not e.startswith("floor languages")]
        if OUT.read_text(encoding="utf-8") != serialise(rows):
            errors.append("secrets_blind16.jsonl is stale: rerun make_blind16.py")
    if errors:
        print("\n".join(errors[:50]), file=sys.stderr)
        print(f"{len(errors)} check(s) failed", file=sys.stderr)
        return 1
    if args.table:
        table(rows)
    elif not args.check:
        OUT.write_text(serialise(rows), encoding="utf-8")
        print(f"wrote {len(rows)} rows to {OUT.name}")
    else:
        print(f"ok: {len(rows)} rows, all checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
