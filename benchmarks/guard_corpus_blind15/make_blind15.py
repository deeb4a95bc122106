"""Writes secrets_blind15.jsonl, the fifteenth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template from blind15_templates.py filled with seeded values; the same seed writes the
same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the labels:
Luhn for full cards and the documented list for test cards, BIP-39 checksums for seed phrases in their own list and
for no window of any benign row in any of the ten lists, IBAN mod-97, JWT HMAC-SHA256, unique texts <= 2,000
characters, and the floors.

    python benchmarks/guard_corpus_blind15/make_blind15.py           # (re)write secrets_blind15.jsonl
    python benchmarks/guard_corpus_blind15/make_blind15.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind15/make_blind15.py --table   # rows per label and kind, languages
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind15_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind15.jsonl"
BIP39_DIR = HERE.parent.parent / "python" / "engramdb" / "guard" / "bip39"
SEED = 15_2026

# The lists are pinned: a changed list would silently change which rows are seeds.
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
SEED_LIST_BY_LANG = {
    "en": "english", "es": "spanish", "fr": "french", "it": "italian", "pt": "portuguese", "cs": "czech",
    "ja": "japanese", "ko": "korean", "zh": "chinese_simplified", "zh-Hant": "chinese_traditional",
}
SEED_LENGTHS = (12, 15, 18, 21, 24)

# Documented public test numbers (Stripe, Adyen, Braintree, PayPal sandbox docs); rows holding them are benign.
TEST_CARDS = (
    "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210",
    "5105105105105100", "378282246310005", "371449635398431", "6011111111111117", "6011000990139424",
    "3056930009020004", "36227206271667", "3566002020360505", "6200000000000005", "4111111111111111",
    "4012888888881881", "4000000000000002", "4000000000009995", "4000002500003155", "4000000000000077",
)

# Rows per template, by kind (default DEFAULT_FILLS).
DEFAULT_FILLS = 4
FILLS = {
    "code_native": 3, "pin_card": 3, "password_chat": 3, "seed_chat_split": 3, "seed_chat_split3": 3,
    "seed_prose": 2, "seed_lines": 2, "seed_numbered": 2, "api_key_prefixed": 3, "conn_string": 3,
    "grocery_list": 10, "packing_list": 10, "todo_list": 10, "bip39_note": 12, "chat_numbers": 3,
    "test_card": 4, "public_key": 6, "iban": 5, "hash_checksum": 5,
}
FLOORS = {"secret_rows": 1200, "secret_kinds": 35, "benign_rows": 900, "benign_kinds": 28, "languages": 60}
MAX_CHARS = 2000

ALNUM = string.ascii_letters + string.digits
B64URL = ALNUM + "-_"


# ---------------------------------------------------------------- BIP-39


def load_lists() -> dict[str, list[str]]:
    lists = {}
    for name, digest in BIP39_SHA256.items():
        raw = (BIP39_DIR / f"{name}.txt").read_bytes()
        if hashlib.sha256(raw).hexdigest() != digest:
            raise SystemExit(f"BIP-39 list {name} does not match its pinned SHA-256")
        lists[name] = raw.decode("utf-8").split()
        assert len(lists[name]) == 2048
    return lists


LISTS = load_lists()
NFKD_INDEX = {name: {unicodedata.normalize("NFKD", w): i for i, w in enumerate(words)} for name, words in LISTS.items()}
CJK_LISTS = ("chinese_simplified", "chinese_traditional")


def mnemonic(rng: random.Random, n_words: int, list_name: str) -> list[str]:
    ent_bits = n_words * 11 * 32 // 33
    entropy = rng.getrandbits(ent_bits).to_bytes(ent_bits // 8, "big")
    cs = ent_bits // 32
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    idx = [(bits >> (11 * (n_words - 1 - k))) & 2047 for k in range(n_words)]
    return [unicodedata.normalize("NFC", LISTS[list_name][i]) for i in idx]


def checksum_valid(words: list[str], list_name: str) -> bool:
    """Independent of mnemonic(): index lookup by NFKD form, then the BIP-39 checksum."""
    n = len(words)
    if n not in SEED_LENGTHS:
        return False
    index = NFKD_INDEX[list_name]
    try:
        idx = [index[unicodedata.normalize("NFKD", w)] for w in words]
    except KeyError:
        return False
    bits = 0
    for i in idx:
        bits = bits << 11 | i
    cs = n * 11 // 33
    ent_bits = n * 11 - cs
    entropy = (bits >> cs).to_bytes(ent_bits // 8, "big")
    return bits & ((1 << cs) - 1) == hashlib.sha256(entropy).digest()[0] >> (8 - cs)


def tokens_for(text: str, list_name: str) -> list[str]:
    if list_name in CJK_LISTS:
        # one character a word; kana, Hangul, Latin letters and CJK punctuation break a run, digits and spaces do not
        out = []
        for ch in text:
            if "\u3400" <= ch <= "\u9fff":
                out.append(ch)
            elif ch.isalpha() or "\u3001" <= ch <= "\u303f" or "\uff01" <= ch <= "\uffef":
                out.append("")
        return out
    return [t.lower() for t in re.findall(r"[^\W\d_]+", unicodedata.normalize("NFC", text))]


def valid_windows(text: str) -> list[tuple[str, int]]:
    """Every (list, start) where 12/15/18/21/24 consecutive list words of the text pass the checksum."""
    found = []
    for name in LISTS:
        index = NFKD_INDEX[name]
        toks = tokens_for(text, name)
        run: list[str] = []
        for tok in [*toks, None]:
            if tok is not None and unicodedata.normalize("NFKD", tok) in index:
                run.append(tok)
                continue
            for n in SEED_LENGTHS:
                for start in range(len(run) - n + 1):
                    if checksum_valid(run[start:start + n], name):
                        found.append((name, start))
            run = []
    return found


def is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(unicodedata.normalize("NFKD", w) == unicodedata.normalize("NFKD", h) for h in it) for w in needle)


# ---------------------------------------------------------------- other label maths


def luhn_ok(number: str) -> bool:
    total = 0
    for k, ch in enumerate(reversed(number)):
        d = int(ch)
        if k % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    for d in "0123456789":
        if luhn_ok(prefix + d):
            return prefix + d
    raise AssertionError


def iban_ok(iban: str) -> bool:
    s = iban.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(c, 36)) for c in s)) % 97 == 1


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def jwt_verify(token: str, key: str) -> bool:
    head, body, sig = token.split(".")
    want = b64url(hmac.new(key.encode(), f"{head}.{body}".encode(), hashlib.sha256).digest())
    return hmac.compare_digest(want, sig) and json.loads(base64.urlsafe_b64decode(head + "==")).get("alg") == "HS256"


B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def base58check(payload: bytes) -> str:
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    n, out = int.from_bytes(data, "big"), ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


# ---------------------------------------------------------------- value generators


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def digits(self, n: int, lead_zero: bool = True) -> str:
        r = self.rng
        first = r.choice("0123456789" if lead_zero else "123456789")
        return first + "".join(r.choice(string.digits) for _ in range(n - 1))

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def password(self) -> str:
        r = self.rng
        style = r.randrange(6)
        word = r.choice(T.PW_WORDS)
        if style == 0:
            return word.capitalize() + str(r.randrange(1960, 2025)) + r.choice("!?#.*")
        if style == 1:
            return word + r.choice("_-.#") + r.choice(T.PW_WORDS).lower() + self.digits(2, False)
        if style == 2:
            return self.chars(ALNUM, r.randrange(4, 7)) + r.choice("!#$%&*@") + self.chars(ALNUM, r.randrange(5, 9))
        if style == 3:
            return r.choice(T.FIRST_NAMES).lower() + self.digits(r.choice((3, 4, 6)), False) + r.choice(("", "!", "$"))
        if style == 4:
            return f"{word.capitalize()}{r.choice('@#&')}{r.choice(T.PW_WORDS).capitalize()}{self.digits(2, False)}"
        return self.chars(ALNUM + "!#%*-_", r.randrange(12, 19))

    def user(self) -> str:
        r = self.rng
        n = r.choice(T.FIRST_NAMES).lower()
        return r.choice((f"{n}{self.digits(2)}", f"{n}.{r.choice(T.SURNAMES).lower()}", f"{n}_{self.digits(4, False)}"))

    def card(self) -> tuple[str, str]:
        r = self.rng
        while True:
            kind = r.randrange(4)
            if kind == 0:
                number = luhn_complete("4" + self.digits(14))
            elif kind == 1:
                number = luhn_complete(str(r.randrange(51, 56)) + self.digits(13))
            elif kind == 2:
                number = luhn_complete(str(r.randrange(2221, 2721)) + self.digits(11))
            else:
                number = luhn_complete(r.choice(("34", "37")) + self.digits(12))
            if number not in TEST_CARDS:
                break
        if len(number) == 15:
            shown = f"{number[:4]} {number[4:10]} {number[10:]}"
        else:
            shown = " ".join(number[i:i + 4] for i in range(0, 16, 4)) if r.random() < 0.7 else number
        return number, shown

    def iban(self) -> str:
        r = self.rng
        country, fmt = r.choice((
            ("DE", "n18"), ("GB", "a4n14"), ("FR", "n10c11n2"), ("ES", "n20"), ("NL", "a4n10"), ("PL", "n24"),
            ("IT", "a1n10c12"), ("BE", "n12"), ("AT", "n16"), ("CH", "n17"),
        ))
        bban = ""
        for kind, count in re.findall(r"([anc])(\d+)", fmt):
            alphabet = {"a": string.ascii_uppercase, "n": string.digits, "c": string.digits + string.ascii_uppercase}[kind]
            bban += self.chars(alphabet, int(count))
        numeric = "".join(str(int(c, 36)) for c in bban + country + "00")
        check = 98 - int(numeric) % 97
        iban = f"{country}{check:02d}{bban}"
        return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4)) if r.random() < 0.6 else iban

    def jwt(self) -> tuple[str, str]:
        r = self.rng
        key = self.chars(ALNUM, 32)
        head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
        claims = {"sub": self.digits(8, False), "name": r.choice(T.FIRST_NAMES), "iat": 1760000000 + r.randrange(10**7)}
        body = b64url(json.dumps(claims, separators=(",", ":")).encode())
        sig = b64url(hmac.new(key.encode(), f"{head}.{body}".encode(), hashlib.sha256).digest())
        return f"{head}.{body}.{sig}", key

    def api_key(self, provider: str) -> str:
        c, r = self.chars, self.rng
        return {
            "stripe": lambda: r.choice(("sk_live_", "rk_live_")) + c(ALNUM, r.choice((24, 99))),
            "github": lambda: r.choice(("ghp_" + c(ALNUM, 36), "github_pat_11" + c(ALNUM, 22) + "_" + c(ALNUM, 59))),
            "gitlab": lambda: "glpat-" + c(B64URL, 20),
            "openai": lambda: r.choice(("sk-proj-" + c(B64URL, 120), "sk-" + c(ALNUM, 48))),
            "anthropic": lambda: "sk-ant-api03-" + c(B64URL, 93) + "AA",
            "slack": lambda: f"xoxb-{self.digits(12, False)}-{self.digits(13, False)}-{c(ALNUM, 24)}",
            "hf": lambda: "hf_" + c(string.ascii_letters, 34),
            "npm": lambda: "npm_" + c(ALNUM, 36),
            "sendgrid": lambda: "SG." + c(B64URL, 22) + "." + c(B64URL, 43),
            "google": lambda: "AIza" + c(B64URL, 35),
            "digitalocean": lambda: "dop_v1_" + c("0123456789abcdef", 64),
            "shopify": lambda: "shpat_" + c("0123456789abcdef", 32),
            "pypi": lambda: "pypi-AgEIcHlwaS5vcmc" + c(B64URL, 120),
            "hex32": lambda: c("0123456789abcdef", 32),
            "alnum40": lambda: c(ALNUM, 40),
            "awsid": lambda: "AKIA" + c(string.ascii_uppercase + "234567", 16),
            "awssecret": lambda: c(ALNUM + "/+", 40),
        }[provider]()

    def private_key(self) -> str:
        r = self.rng
        style = r.randrange(3)
        if style == 0:  # a real Ed25519 PKCS#8 key: any 32 bytes are a valid seed
            der = bytes.fromhex("302e020100300506032b657004220420") + r.randbytes(32)
            return "-----BEGIN PRIVATE KEY-----\n" + base64.b64encode(der).decode() + "\n-----END PRIVATE KEY-----"
        if style == 1:  # OpenSSH container with a genuine header, random key material
            body = (b"openssh-key-v1\0" + b"\0\0\0\x04none" * 2 + b"\0\0\0\0\0\0\0\x01\0\0\0\x33\0\0\0\x0bssh-ed25519"
                    + b"\0\0\0\x20" + r.randbytes(32) + r.randbytes(250))
            b64 = base64.b64encode(body).decode()
            lines = [b64[i:i + 70] for i in range(0, len(b64), 70)]
            return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
        der = bytes.fromhex("308204a40201000282010100") + r.randbytes(1180)  # RSA-2048 shape, random body
        b64 = base64.b64encode(der).decode()
        lines = [b64[i:i + 64] for i in range(0, len(b64), 64)]
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"

    def public_key(self) -> str:
        r = self.rng
        raw = r.randbytes(32)
        if r.random() < 0.6:
            blob = b"\0\0\0\x0bssh-ed25519\0\0\0\x20" + raw
            return f"ssh-ed25519 {base64.b64encode(blob).decode()} {r.choice(T.FIRST_NAMES).lower()}@laptop"
        der = bytes.fromhex("302a300506032b6570032100") + raw
        return "-----BEGIN PUBLIC KEY-----\n" + base64.b64encode(der).decode() + "\n-----END PUBLIC KEY-----"

    def env_file(self, user: str, pw: str, domain: str) -> str:
        r = self.rng
        lines = ["APP_ENV=production", f"APP_URL=https://{domain}", f"DB_HOST=db.{domain}", f"DB_USER={user}",
                 f"DB_PASSWORD={pw}"]
        extra = [f"STRIPE_SECRET_KEY={self.api_key('stripe')}", f"JWT_SECRET={self.chars('0123456789abcdef', 64)}",
                 f"SENDGRID_API_KEY={self.api_key('sendgrid')}", f"REDIS_URL=redis://:{self.password()}@cache:6379",
                 "LOG_LEVEL=info", f"MAIL_PASSWORD={self.password()}"]
        return "\n".join(lines + r.sample(extra, r.randrange(1, 4)))

    def spoken(self, digits: str, lang: str) -> str:
        words = T.DIGIT_WORDS.get(lang, T.DIGIT_WORDS["en"]).split()
        return " ".join(words[int(d)] for d in digits)

    def price(self) -> str:
        r = self.rng
        amount = f"{r.randrange(1, 400)}.{r.randrange(100):02d}"
        return r.choice((f"€{amount}", f"${amount}", f"£{amount}", f"{amount.replace('.', ',')} €"))


GROCERY = ["apple", "banana", "bean", "bread", "butter", "cabbage", "cheese", "chicken", "coconut", "coffee", "corn", "cream", "egg", "fish", "fruit", "garlic", "ginger", "grape", "honey", "lemon", "lobster", "mango", "milk", "mushroom", "noodle", "olive", "onion", "orange", "oyster", "pepper", "potato", "pumpkin", "rice", "salad", "salmon", "salt", "sauce", "sausage", "soup", "spice", "sugar", "tomato", "tuna", "water", "wine", "bacon", "beef", "juice", "cereal", "cake", "pizza", "steak", "yogurt", "flour", "carrots"]
PACKING = ["bag", "tent", "blanket", "jacket", "shoe", "sock", "glove", "hat", "camera", "ticket", "phone", "umbrella", "tooth", "brush", "soap", "toilet", "paper", "book", "pen", "pencil", "dress", "lamp", "cable", "charger", "passport", "sunscreen", "towel"]
TODO = ["call dentist", "fix bike", "wash car", "clean garage", "pay rent", "visit doctor", "school run", "gym", "laundry", "kitchen", "garden", "vacuum", "dog walk", "cat food", "window", "door lock", "truck service", "lunch with mom", "dinner at eight", "book tickets"]


def bip_list(rng: random.Random, vocab: list[str], lo: int, hi: int) -> list[str]:
    return rng.sample(vocab, rng.randrange(lo, hi + 1))


FIELD = re.compile(r"\{(\w+)(?::(\w+))?\}")


def fill(template: str, kind: str, lang: str, label: str, f: Filler) -> tuple[str, dict[str, Any]]:
    r = f.rng
    meta: dict[str, Any] = {}
    memo: dict[str, str] = {}
    text = template.replace("\\n", "\n")
    list_name = SEED_LIST_BY_LANG.get(lang, "english")
    if "{seed" in text or "{s3" in text:
        n = r.choice((12, 18, 24)) if "{seed1}" in text else r.choice(SEED_LENGTHS)
        words = mnemonic(r, n, list_name)
        meta["seed"] = (words, list_name)
        sep = "\u3000" if list_name == "japanese" and r.random() < 0.5 else " "
        half = n // 2
        third = n // 3
        memo["seed"] = sep.join(words)
        memo["seed1"], memo["seed2"] = sep.join(words[:half]), sep.join(words[half:])
        memo["s3a"], memo["s3b"], memo["s3c"] = (sep.join(words[i * third:(i + 1) * third]) for i in range(3))
        memo["seedlines"] = "\n".join(words)
        layout = r.randrange(3)
        if layout == 0:
            memo["seednumbered"] = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        elif layout == 1:
            memo["seednumbered"] = "  ".join(f"{i + 1}) {w}" for i, w in enumerate(words))
        else:
            memo["seednumbered"] = "| # | word |\n|---|---|\n" + "\n".join(f"| {i + 1} | {w} |" for i, w in enumerate(words))
    user, pw, domain = f.user(), f.password(), r.choice(T.DOMAINS)

    def one(m: re.Match[str]) -> str:
        name, arg = m.group(1), m.group(2)
        if name in memo:
            return memo[name]
        if name == "key":
            return f.api_key(arg)
        simple = {
            "code": lambda: f.digits(r.choice((4, 4, 5, 6))), "pin4": lambda: f.digits(4), "pin5": lambda: f.digits(5),
            "pin6": lambda: f.digits(6), "puk": lambda: f.digits(8), "otp": lambda: f.digits(6), "pw": lambda: pw,
            "user": lambda: user, "domain": lambda: domain, "name": lambda: r.choice(T.FIRST_NAMES),
            "email": lambda: f"{user}@{r.choice(('gmail.com', 'outlook.com', 'web.de', 'yahoo.fr', domain))}",
            "ssid": lambda: r.choice(T.SSIDS), "surname": lambda: r.choice(T.SURNAMES),
            "petname": lambda: r.choice(T.PETS), "memword": lambda: r.choice(T.PW_WORDS).lower() + r.choice(("", "s")),
            "pinwords": lambda: f.spoken(f.digits(4 if label == "secret" else 2, label == "secret"), lang),
            "pinwords_dash": lambda: f.spoken(f.digits(4), lang).replace(" ", "-"),
            "pinwords_comma": lambda: f.spoken(f.digits(r.choice((4, 6))), lang).replace(" ", ", "),
            "imei": lambda: luhn_complete(r.choice(("35", "86", "01")) + f.digits(12)),
            "lower5": lambda: f.chars(string.ascii_lowercase + string.digits, 5),
            "hex8": lambda: f.chars("0123456789ABCDEF", 8), "hex32": lambda: f.chars("0123456789abcdef", 32),
            "hex40": lambda: f.chars("0123456789abcdef", 40), "hex64": lambda: f.chars("0123456789abcdef", 64),
            "price": f.price, "time": lambda: f"{r.randrange(7, 22)}:{r.choice(('00', '15', '30', '45'))}",
            "day": lambda: str(r.randrange(1, 29)), "month": lambda: str(r.randrange(1, 13)),
            "ref": lambda: f.chars(string.ascii_uppercase, 2) + f.digits(7, False),
            "privkey": f.private_key, "pubkey": f.public_key, "envfile": lambda: f.env_file(user, pw, domain),
            "rcodes": lambda: " ".join(f.chars("0123456789abcdef", 5) + "-" + f.chars("0123456789abcdef", 5) for _ in range(r.randrange(6, 11))),
            "slackhook": lambda: f"https://hooks.slack.com/services/T{f.chars(string.ascii_uppercase + string.digits, 10)}/B{f.chars(string.ascii_uppercase + string.digits, 10)}/{f.chars(ALNUM, 24)}",
            "discordhook": lambda: f"https://discord.com/api/webhooks/{f.digits(19, False)}/{f.chars(B64URL, 68)}",
            "wif": lambda: base58check(b"\x80" + r.randbytes(32) + b"\x01"),
            "glist": lambda: ", ".join(bip_list(r, GROCERY, 5, 16)),
            "glistlines": lambda: "\n".join("- " + w for w in bip_list(r, GROCERY, 6, 16)),
            "plist": lambda: ", ".join(bip_list(r, PACKING, 5, 14)),
            "plistlines": lambda: "\n".join("[ ] " + w for w in bip_list(r, PACKING, 6, 14)),
            "tlist": lambda: ", ".join(bip_list(r, TODO, 4, 9)),
            "tlistlines": lambda: "\n".join("- " + w for w in bip_list(r, TODO, 4, 9)),
            "bipnote": lambda: " ".join(r.choice(LISTS["english"]) for _ in range(r.choice(SEED_LENGTHS))),
        }
        for n in range(1, 13):
            simple[f"num{n}"] = lambda n=n: f.digits(n, False)
        for n in range(1, 7):
            simple[f"upper{n}"] = lambda n=n: f.chars(string.ascii_uppercase, n)
        if name == "card":
            number, shown = f.card()
            meta["card"] = number
            return shown
        if name in ("exp", "cvc"):
            return f"{r.randrange(1, 13):02d}/{r.randrange(27, 32)}" if name == "exp" else f.digits(3)
        if name == "testcard":
            number = r.choice(TEST_CARDS)
            meta["testcard"] = number
            return number if r.random() < 0.5 or len(number) != 16 else " ".join(number[i:i + 4] for i in range(0, 16, 4))
        if name == "iban":
            meta["iban"] = f.iban()
            return meta["iban"]
        if name == "jwt":
            token, key = f.jwt()
            meta["jwt"] = (token, key)
            return token
        return simple[name]()

    out = FIELD.sub(one, text)
    return out, meta


def parse(block: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in block.strip().splitlines():
        kind, lang, text = line.split("|", 2)
        rows.append((kind, lang, text))
    return rows


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    f = Filler(rng)
    templates = [(k, lg, t, "secret") for k, lg, t in parse(T.SECRET)]
    templates += [(k, lg, t, "benign") for k, lg, t in parse(T.BENIGN)]
    templates += [("chat_numbers", lg, t, "benign") for lg, t in (line.split("|", 1) for line in T.BENIGN_CHAT.strip().splitlines())]
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()
    for kind, lang, template, label in templates:
        made = 0
        tries = 0
        # a template without fields can make one row only (texts are unique)
        while made < (FILLS.get(kind, DEFAULT_FILLS) if FIELD.search(template) else 1):
            tries += 1
            assert tries < 500, (kind, template)
            text, meta = fill(template, kind, lang, label, f)
            if text in seen or len(text) > MAX_CHARS:
                continue
            if label == "benign" and valid_windows(text):
                continue  # a benign row must not hold a checksum-valid window in any list: redraw
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
            made += 1
    return rows


def check_rows(rows: list[dict[str, Any]]) -> list[str]:
    errors = []
    texts = collections.Counter(row["text"] for row in rows)
    for text, count in texts.items():
        if count > 1:
            errors.append(f"duplicate text: {text[:60]!r}")
    for n, number in enumerate(TEST_CARDS):
        if not luhn_ok(number):
            errors.append(f"test card {n} fails Luhn")
    for row in rows:
        text, label, kind, meta = row["text"], row["label"], row["kind"], row.get("meta", {})
        if len(text) > MAX_CHARS:
            errors.append(f"too long: {kind}")
        if FIELD.search(text) and kind not in ("placeholder",):
            errors.append(f"unfilled field in {kind}: {text[:60]!r}")
        digits = re.sub(r"\D", "", text)
        if "card" in meta:
            number = meta["card"]
            if not luhn_ok(number) or number in TEST_CARDS or number not in digits or label != "secret":
                errors.append(f"bad card row: {text[:60]!r}")
        if "testcard" in meta:
            number = meta["testcard"]
            if number not in TEST_CARDS or number not in digits or label != "benign":
                errors.append(f"bad test card row: {text[:60]!r}")
        if "iban" in meta and (not iban_ok(meta["iban"]) or meta["iban"] not in text or label != "benign"):
            errors.append(f"bad IBAN row: {text[:60]!r}")
        if "jwt" in meta:
            token, key = meta["jwt"]
            if token not in text or not jwt_verify(token, key):
                errors.append(f"bad JWT row: {text[:60]!r}")
        if "seed" in meta:
            words, list_name = meta["seed"]
            if label != "secret" or not checksum_valid(words, list_name) or not is_subsequence(words, tokens_for(text, list_name)):
                errors.append(f"bad seed row ({list_name}): {text[:60]!r}")
        if label == "benign":
            hits = valid_windows(text)
            if hits:
                errors.append(f"benign row holds a valid seed window {hits[:2]}: {text[:60]!r}")
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs = {row["lang"] for row in rows if "lang" in row}
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs)}
    for name, floor in FLOORS.items():
        if got[name] < floor:
            errors.append(f"floor {name}: {got[name]} < {floor}")
    return errors


def bip_share(text: str) -> float:
    toks = tokens_for(text, "english")
    return sum(t in NFKD_INDEX["english"] for t in toks) / len(toks) if toks else 0.0


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
    bip_rows = [r for r in rows if r["label"] == "benign" and r["lang"] == "en" and bip_share(r["text"]) >= 0.5
                and r["kind"] in ("grocery_list", "packing_list", "todo_list", "bip39_note")]
    runs = sum(1 for r in bip_rows if max_run(r["text"]) >= 12)
    print(f"benign list/note rows mostly BIP-39 English words: {len(bip_rows)}; with a run of >= 12 list words: {runs}")
    print(f"longest text: {max(len(r['text']) for r in rows)}")


def max_run(text: str) -> int:
    best = cur = 0
    for tok in tokens_for(text, "english"):
        cur = cur + 1 if tok in NFKD_INDEX["english"] else 0
        best = max(best, cur)
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        on_disk = [json.loads(line) for line in OUT.read_text(encoding="utf-8").splitlines() if line.strip()]
        # the file is checked on its own too (texts, uniqueness, benign windows), not only through the regeneration
        errors += [e for e in check_rows([{**r, "meta": {}} for r in on_disk]) if not e.startswith("floor languages")]
        if OUT.read_text(encoding="utf-8") != serialise(rows):
            errors.append("secrets_blind15.jsonl is stale: rerun make_blind15.py")
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
