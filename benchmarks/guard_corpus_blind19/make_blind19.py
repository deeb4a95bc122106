"""Writes secrets_blind19.jsonl, the nineteenth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind19_templates.py, blind19_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds its secret value (spoken, emoji, native-digit and bidi rows: the written form),
that no benign template or benign language sentence uses a secret field, that every secret kind has its benign twin,
that no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind19/make_blind19.py           # (re)write secrets_blind19.jsonl
    python benchmarks/guard_corpus_blind19/make_blind19.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind19/make_blind19.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
import collections
import json
import random
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind19_langs as L
import blind19_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind19.jsonl"
SEED = 19_2026

SECRET_FIELDS = {"code", "code2", "combo", "pw", "b64pw", "b64dockercfg", "b64auth", "api", "npm", "ghtok", "gltok",
                 "oai", "hftok", "akia", "awssecret", "jwt", "sessid", "csrf", "sig", "pemec", "pemssh", "ppkpriv",
                 "hex64", "wgpriv", "rc", "rc2col", "steamrc", "otp", "roman", "mix", "spoken", "pairs", "spokenf"}
# Fields whose value is the credential itself, recorded as the row's needle (the others above ride along with one).
NEEDLE_FIELDS = SECRET_FIELDS - {"csrf", "sig", "hex64"}
SECRET_FILLS = 12
BENIGN_FILLS = 7
FILLS = {"private_key_excerpt": 10, "public_key_excerpt": 6, "checkin_long": 15, "checkin_long_benign": 9,
         "k8s_secret_b64": 16, "k8s_benign": 9, "container_config": 14, "container_config_benign": 8,
         "iac_vars": 14, "iac_vars_benign": 8, "devtools_paste": 14, "devtools_benign": 8, "pin_everyday": 10,
         "pin_everyday_benign": 6, "voice_filler": 9, "voice_benign": 6}
LANG_FILLS = {"checkin_code": 3, "checkin_info": 2, "wifi_sign_ocr": 2, "wifi_sign_benign": 2, "voice_filler": 3,
              "voice_benign": 2, "emoji_digits": 2, "emoji_benign": 2, "native_digit_code": 4, "native_digit_benign": 3,
              "rtl_bidi": 12, "rtl_bidi_benign": 8, "code_switch": 6, "code_switch_benign": 4}
# The zero of each script's own decimal digits, for the languages whose everyday writing uses them.
NATIVE_ZERO = {"ar": 0x660, "ckb": 0x660, "fa": 0x6F0, "ur": 0x6F0, "ps": 0x6F0, "hi": 0x966, "mr": 0x966,
               "ne": 0x966, "bn": 0x9E6, "pa": 0xA66, "gu": 0xAE6, "ta": 0xBE6, "te": 0xC66, "kn": 0xCE6,
               "ml": 0xD66, "th": 0xE50, "lo": 0xED0, "km": 0x17E0, "my": 0x1040}
RTL = ("ar", "he", "fa", "ur", "ps", "yi", "ckb", "ug")
NO_SPACE = ("zh", "ja", "th", "km", "lo", "my")
FLOORS = {"secret_rows": 2400, "secret_kinds": 18, "benign_rows": 1500, "benign_kinds": 18, "languages": 80}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"

# Words for passwords and Wi-Fi names, chosen for this round (not a published list).
WORDS = ("maple", "harbour", "lantern", "pepper", "cobalt", "saffron", "walnut", "meadow", "tundra", "orbit", "velvet",
         "pebble", "falcon", "juniper", "quartz", "biscuit", "nimbus", "cactus", "marble", "hazel", "tango", "violet",
         "ember", "willow", "cinder", "puffin", "mango", "glacier", "sparrow", "copper", "lagoon", "thistle", "rocket",
         "barley", "mosaic", "olive", "paprika", "comet", "fjord", "tulip")
CAFE = ("espresso", "latte", "cortado", "croissant", "macchiato", "flatwhite", "mocha", "chai", "brioche", "cappuccino")
EN_DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
EN_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
EN_TEENS = ("ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
EN_FILLERS = ("uh,", "um,", "like,", "erm,", "you know,")
ROMAN = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")
KEYCAP = "\ufe0f\u20e3"
CIRCLED = "⓪①②③④⑤⑥⑦⑧⑨"
BIDI = (("\u2066", "\u2069"), ("\u200e", "\u200e"), ("\u202a", "\u202c"), ("\u200f\u2066", "\u2069\u200f"))


def pick(rng: random.Random, s: str, n: int) -> str:
    return "".join(rng.choice(s) for _ in range(n))


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def b64url(obj: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def roman_number(n: int) -> str:
    out = ""
    for value, sym in ((50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")):
        while n >= value:
            out, n = out + sym, n - value
    return out


def two_digit_words(n: int) -> str:
    if n < 10:
        return "oh " + EN_DIGITS[n]
    if n < 20:
        return EN_TEENS[n - 10]
    return EN_TENS[n // 10] + ("-" + EN_DIGITS[n % 10] if n % 10 else "")


# ---------------------------------------------------------------- values


def v_code(rng: random.Random) -> str:
    return pick(rng, string.digits, rng.choice((4, 4, 5, 6)))


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    w = rng.choice(WORDS)
    if style == 0:
        return w.capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice("!?#$%&*")
    if style == 1:
        return pick(rng, ALNUM, rng.randint(11, 15)) + rng.choice("!#@")
    if style == 2:
        return rng.choice(WORDS).capitalize() + rng.choice("-_.") + w + pick(rng, string.digits, 2)
    if style == 3:
        return w[:4].upper() + pick(rng, string.ascii_lowercase, 3) + pick(rng, string.digits, 3) + rng.choice("!*%")
    return rng.choice(WORDS) + rng.choice("@#") + str(rng.randint(1975, 2026)) + rng.choice(WORDS).capitalize()


def v_cafe_pw(rng: random.Random) -> str:
    """Café Wi-Fi passwords: a menu word and digits, sometimes a symbol; short, printed on a sign, still the key."""
    w = rng.choice(CAFE)
    style = rng.randrange(3)
    if style == 0:
        return w + pick(rng, string.digits, rng.randint(3, 4))
    if style == 1:
        return w.capitalize() + rng.choice("!#*") + pick(rng, string.digits, 4)
    return pick(rng, ALNUM, 10)


def v_user(rng: random.Random) -> str:
    first = rng.choice(("mia", "leo", "oma.gerda", "tomas", "ayse", "kenji", "priya", "olu", "nadia", "sven", "lucia", "ravi"))
    if rng.random() < 0.5:
        return f"{first}{rng.randint(1, 99)}@{rng.choice(('gmail.com', 'web.de', 'outlook.com', 'family.example'))}"
    return f"{first}_{pick(rng, LOWER_DIG, 3)}"


def v_api(rng: random.Random) -> str:
    return rng.choice((
        lambda: "sk_live_" + pick(rng, ALNUM, 28),
        lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{pick(rng, ALNUM, 24)}",
        lambda: "glsa_" + pick(rng, ALNUM, 32) + "_" + pick(rng, HEX, 8),
        lambda: "AIza" + pick(rng, ALNUM + "-_", 35),
        lambda: "SG." + pick(rng, B64URL, 22) + "." + pick(rng, B64URL, 43),
        lambda: "key-" + pick(rng, HEX, 32),
    ))()


def v_jwt(rng: random.Random) -> str:
    head = b64url({"alg": rng.choice(("HS256", "RS256")), "typ": "JWT"})
    iat = rng.randint(1_790_000_000, 1_800_000_000)
    body = b64url({"sub": str(rng.randint(10**5, 10**7)), "email": v_user(rng), "role": rng.choice(("user", "admin")),
                   "iat": iat, "exp": iat + rng.choice((3600, 86400, 2_592_000))})
    return f"{head}.{body}.{pick(rng, B64URL, 43)}"


def v_rc(rng: random.Random, n: int) -> list[str]:
    style = rng.randrange(3)
    if style == 0:
        return [pick(rng, LOWER_DIG, 5) + "-" + pick(rng, LOWER_DIG, 5) for _ in range(n)]
    if style == 1:
        return [pick(rng, string.digits, 4) + " " + pick(rng, string.digits, 4) for _ in range(n)]
    return [pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 8) for _ in range(n)]


def v_track(rng: random.Random) -> str:
    return rng.choice((
        lambda: pick(rng, string.ascii_uppercase, 2) + pick(rng, string.digits, 9) + rng.choice(("DE", "GB", "FR", "NL")),
        lambda: "1Z" + pick(rng, UPPER_DIG, 16),
        lambda: pick(rng, string.digits, 12),
    ))()


def v_pem(rng: random.Random, head: str, lines: int) -> str:
    body = head + pick(rng, B64, 64 * lines - len(head))
    return "\n".join(body[k:k + 64] for k in range(0, len(body), 64))


def spell_en(rng: random.Random, digits: str) -> str:
    zero = rng.choice(("zero", "oh"))
    return rng.choice(("-", " ", ", ")).join(zero if d == "0" else EN_DIGITS[int(d)] for d in digits)


def with_fillers(rng: random.Random, words: list[str], fillers: list[str], sep: str) -> str:
    """Spoken digits as a transcript writes them: a hesitation word now and then between two digits."""
    out = [words[0]]
    for w in words[1:]:
        if rng.random() < 0.35:
            out.append(rng.choice(fillers) + ("," if sep == " " and rng.random() < 0.5 else ""))
        out.append(w)
    return sep.join(out) if sep else "".join(out)


def emoji_form(rng: random.Random, digits: str) -> str:
    """Digits as chat writers decorate them: keycaps, circled digits, or an emoji or mark between them."""
    mode = rng.randrange(4)
    if mode == 0:
        return rng.choice(("", " ")).join(d + KEYCAP for d in digits)
    if mode == 1:
        return "".join(CIRCLED[int(d)] for d in digits)
    if mode == 2:
        return rng.choice((" 🔑 ", " ✨ ", "🔒", " 🙈 ", " ⭐ ")).join(digits)
    return rng.choice(("•", ".", "-", " / ", "…", " · ", "_")).join(digits)


class Filler:
    """Fills one template; records the secret values it put in (the row's needles)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def value(self, name: str, meta: dict[str, Any]) -> str:
        rng = self.rng
        if name in ("code", "code2"):
            return v_code(rng)
        if name == "combo":
            return "-".join(f"{rng.randint(0, 39):02d}" for _ in range(3))
        if name == "pw":
            return v_pw(rng)
        if name == "b64pw":
            return b64(v_pw(rng))
        if name == "b64auth":
            return b64(f"{self.value('dbuser', meta)}:{v_pw(rng)}")
        if name == "b64dockercfg":
            user, pw = self.value("dbuser", meta), v_pw(rng)
            return b64(json.dumps({"auths": {"ghcr.io": {"username": user, "password": pw, "auth": b64(f"{user}:{pw}")}}}))
        if name == "api":
            return v_api(rng)
        if name == "npm":
            return "npm_" + pick(rng, ALNUM, 36)
        if name == "ghtok":
            return "ghp_" + pick(rng, ALNUM, 36) if rng.random() < 0.6 else \
                "github_pat_" + pick(rng, UPPER_DIG, 22) + "_" + pick(rng, ALNUM, 59)
        if name == "gltok":
            return meta.setdefault("gltok", "glpat-" + pick(rng, ALNUM + "-_", 20))
        if name == "oai":
            return "sk-proj-" + pick(rng, ALNUM + "-_", 64)
        if name == "hftok":
            return "hf_" + pick(rng, string.ascii_letters, 34)
        if name == "akia":
            return "AKIA" + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if name == "awssecret":
            return pick(rng, ALNUM + "+/", 40)
        if name == "jwt":
            return v_jwt(rng)
        if name in ("sessid", "csrf"):
            return pick(rng, LOWER_DIG, 32)
        if name == "sig":
            return pick(rng, B64URL, 43)
        if name == "pemec":
            return v_pem(rng, "MHcCAQEEI", 3)
        if name == "pemssh":
            return v_pem(rng, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZWQyNTUxOQAAACA", 5)
        if name == "ppkpriv":
            return "AAAAI" + pick(rng, B64, 42) + "="
        if name == "hex64":
            return pick(rng, HEX, 64)
        if name in ("wgpriv", "wgpub"):
            return pick(rng, B64, 42) + rng.choice("AEIMQUYcgkosw048") + "="
        if name == "rc":
            codes = v_rc(rng, rng.choice((8, 10)))
            numbered = rng.random() < 0.4
            return "\n".join(f"{k + 1}. {c}" if numbered else c for k, c in enumerate(codes))
        if name == "rc2col":
            codes = v_rc(rng, 10)
            return "\n".join(f"{codes[k]}    {codes[k + 5]}" for k in range(5))
        if name == "steamrc":
            return "R" + pick(rng, string.digits, 5)
        if name == "otp":
            return pick(rng, string.digits, rng.choice((6, 6, 6, 8)))
        if name == "roman":
            return rng.choice(("-", " ", "·", " - ")).join(ROMAN[rng.randint(1, 9)] for _ in range(rng.choice((3, 4, 4))))
        if name == "mix":
            digits = v_code(rng)[:4]
            return "-".join(EN_DIGITS[int(d)] if k % 2 == 0 else d for k, d in enumerate(digits))
        if name == "spoken":
            return spell_en(rng, v_code(rng))
        if name == "pairs":
            return " ".join(two_digit_words(rng.randint(10, 99)) for _ in range(2))
        if name in ("spokenf", "spokennum"):
            digits = v_code(rng) if name == "spokenf" else pick(rng, string.digits, rng.randint(8, 11))
            zero = rng.choice(("zero", "oh"))
            words = [zero if d == "0" else EN_DIGITS[int(d)] for d in digits]
            return with_fillers(rng, words, [f.rstrip(",") for f in EN_FILLERS], rng.choice((" ", ", ")))
        # benign fields
        if name == "filler":
            return rng.choice(EN_FILLERS)
        if name == "user":
            return v_user(rng)
        if name == "dbuser":
            return meta.setdefault("dbuser", rng.choice(("app_rw", "shop", "deploy", "svc_backup", "wiki", "grafana_ro")))
        if name == "host":
            return rng.choice(("db-3.internal.example.com", "10.0.2.15", "pg.prod.example.net", "mysql-1.lan",
                               "cache.staging.example.org"))
        if name == "name":
            return rng.choice(("Anna", "Marco", "Yuki", "Fatima", "Jonas", "Chloé", "Dmitri", "Aisha", "Pedro", "Ingrid"))
        if name == "surname":
            return rng.choice(("Keller", "Rossi", "Tanaka", "Haddad", "Novak", "Dubois", "Petrov", "Okafor", "Silva", "Berg"))
        if name == "ext":
            return str(rng.randint(2000, 4999))
        if name == "date":
            return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if name == "time":
            return f"{rng.randint(7, 21):02d}:{rng.choice(('00', '15', '30', '45'))}"
        if name in ("room", "ph3"):
            return str(rng.randint(100, 999))
        if name == "room1":
            return str(rng.randint(3, 9))
        if name in ("order", "num"):
            return rng.choice(("", "ORD-", "#", "HM")) + pick(rng, string.digits, rng.randint(7, 10))
        if name == "track":
            return v_track(rng)
        if name in ("tracks", "tracks2col"):
            tracks = [v_track(rng) for _ in range(6)]
            if name == "tracks":
                return "\n".join(tracks)
            return "\n".join(f"{tracks[k]}    {tracks[k + 3]}" for k in range(3))
        if name == "tickets":
            return "\n".join(f"No. {pick(rng, string.digits, 7)}" for _ in range(rng.choice((6, 8))))
        if name == "ver":
            return f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 12)}"
        if name == "sha":
            return pick(rng, HEX, 40)
        if name == "price":
            return f"{rng.randint(5, 480)}.{rng.randint(0, 99):02d} {rng.choice(('EUR', 'GBP', 'USD'))}"
        if name == "phone":
            return f"+44 20 7946 0{rng.randint(100, 999)}"
        if name == "mask":
            return pick(rng, string.digits, 4)
        if name == "bank":
            return rng.choice(("Northwind Bank", "Bank Aurora", "Sparkasse Musterstadt", "Banco Ejemplo", "中原银行", "Ngân hàng Mẫu"))
        if name == "bankdom":
            return rng.choice(("northwind-bank.example", "aurora.example", "bank.example"))
        if name == "arn":
            return f"arn:aws:secretsmanager:eu-central-1:{pick(rng, string.digits, 12)}:secret:prod/db-{pick(rng, ALNUM, 6)}"
        if name == "sealed":
            return "AgB" + pick(rng, B64, rng.randint(300, 360)) + "=="
        if name == "pulumisecure":
            # a Pulumi stack secret: encrypted with the stack's key, safe to commit
            return "v1:" + pick(rng, B64, 16) + ":" + pick(rng, B64, rng.randint(40, 60)) + "=="
        if name == "b64user":
            return b64(self.value("dbuser", meta))
        if name == "b64plain":
            return b64(rng.choice(("production", "staging", "eu-west-1", "blue-green", "default")))
        if name == "gaid":
            return f"{rng.randint(10**8, 10**9)}.{rng.randint(1_700_000_000, 1_800_000_000)}"
        if name == "jwthead":
            return b64url({"alg": rng.choice(("RS256", "ES256")), "kid": pick(rng, LOWER_DIG, 16), "typ": "JWT"})
        if name == "pubssh":
            return "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(rng, B64, 43)
        if name == "ssh2pub":
            blob = "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(rng, B64, 43)
            return blob[:64] + "\n" + blob[64:]
        if name == "pubpem":
            return "MCowBQYDK2VwAyEA" + pick(rng, B64, 43) + "="
        if name == "romanb":
            return roman_number(rng.randint(11, 89))
        if name == "mixlong":
            digits = pick(rng, string.digits, rng.randint(9, 10))
            return "-".join(EN_DIGITS[int(d)] if k % 2 == 0 else d for k, d in enumerate(digits))
        if name == "spokenflight":
            return rng.choice(("BA", "LH", "AF", "KL")) + " " + spell_en(rng, pick(rng, "123456789", 1) + pick(rng, string.digits, 3))
        if name == "score":
            return f"{two_digit_words(rng.randint(10, 40))} {two_digit_words(rng.randint(10, 40))}"
        if name == "ssid":
            return rng.choice(("Cafe", "Guest", "Casa", "Bistro", "Kiosk")) + rng.choice(("_", "-", " ")) + \
                rng.choice(WORDS).capitalize() + rng.choice(("", "_5G", "-Free"))
        raise KeyError(name)

    def fill(self, template: str, extra: dict[str, str] | None = None, secret: bool = True) -> tuple[str, dict[str, Any]]:
        meta: dict[str, Any] = {"needles": [], "secret": secret}
        extra = extra or {}

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            value = extra[name] if name in extra else self.value(name, meta)
            if name in NEEDLE_FIELDS and secret:
                meta["needles"].append(value)
            return value

        text = FIELD.sub(sub, template).replace("{{", "{").replace("}}", "}")
        return text, meta


OCR_SWAP = {"l": "1", "o": "0", "i": "í", "e": "c", "m": "rn", "s": "5", "a": "ä", ":": ";", "t": "f", "n": "ri"}
PHOTO_CHROME = ("IMG_{k}.HEIC · Text from photo\n", "Google Lens → Copy text\n", "Live Text (Photos)\n",
                "[OCR of photo taken at the café]\n", "Scanned with Notes:\n", "")


def ocr_noise(rng: random.Random, text: str, keep: list[str]) -> str:
    """What a phone's text recognition makes of a photographed sign: some letters misread and the sign's separators
    read as line breaks; the values themselves are left intact (the label is about the value)."""
    pattern = "(" + "|".join(re.escape(k) for k in sorted(keep, key=len, reverse=True)) + ")" if keep else None
    parts = re.split(pattern, text) if pattern else [text]
    out = []
    for k, part in enumerate(parts):
        if pattern and k % 2:
            out.append(part)
            continue
        part = part.replace(" ☕ ", rng.choice(("\n", " ☕ ", " © ", "\n\n")))
        out.append("".join(OCR_SWAP[c] if c in OCR_SWAP and rng.random() < 0.07 else c for c in part))
    return rng.choice(PHOTO_CHROME).replace("{k}", str(rng.randint(1000, 9999))) + "".join(out)


# ---------------------------------------------------------------- rows


def parse_langs() -> list[list[str]]:
    return [line.split("|") for line in L.LANGS.strip().splitlines()]


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    filler = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(label: str, kind: str, lang: str, make: Callable[[], tuple[str, dict[str, Any]]]) -> None:
        for _ in range(50):
            text, meta = make()
            if text not in seen and len(text) <= MAX_CHARS:
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
                return
        raise SystemExit(f"could not make a unique {kind} row")

    # how a snippet arrives in an assistant's context: bare, fenced, after a question, or quoted from a chat
    pasted = ("{t}", "{t}", "```\n{t}\n```", "here's what I have:\n{t}", "{name}: {t}", "[{date} {time}] {name}:\n{t}",
              "is anything wrong with this?\n\n{t}", "> " + "{t}")
    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for kind, templates in table.items():
            for template in templates:
                for _ in range(FILLS.get(kind, SECRET_FILLS if label == "secret" else BENIGN_FILLS)):
                    add(label, kind, "en", lambda t=template, s=label == "secret": filler.fill(
                        rng.choice(pasted).replace("{t}", t), secret=s))

    senders = ("", "", "Host: ", "{name} (host): ", "Airbnb · {name}\n", "[{date} {time}] {name}: ", "fwd: ")

    def row(sentence: str, extra: dict[str, str], secret: bool, needle: str | None = None) -> tuple[str, dict[str, Any]]:
        text, meta = filler.fill(rng.choice(senders) + sentence, extra, secret)
        if needle is not None:
            meta["needles"] = [needle] if secret else []
        return text, meta

    for lang, digits, fillers, checkin, wifi, checkin_b, wifi_b, voice, voice_b in parse_langs():
        words = digits.split(",")
        fills = fillers.split(",")
        assert len(words) == 10 and len(fills) >= 2, lang
        sep = " " if lang not in NO_SPACE else ""

        def spoken(secret: bool, ws: list[str] = words, fs: list[str] = fills, sep: str = sep) -> str:
            ds = v_code(rng) if secret else pick(rng, string.digits, rng.randint(8, 11))
            return with_fillers(rng, [ws[int(d)] for d in ds], fs, rng.choice((sep, ", " if sep else "、")))

        def voice_row(lead: str, secret: bool) -> tuple[str, dict[str, Any]]:
            said = spoken(secret)
            chrome = rng.choice(("🎙 {said}", "Voice message · transcript:\n{said}", "[voice note 0:0{k}] {said}",
                                 "Assistant heard: \"{said}\"", "{said}"))
            return chrome.replace("{k}", str(rng.randint(2, 9))).replace("{said}", f"{lead} {said}"), \
                {"needles": [said] if secret else [], "secret": secret}

        for _ in range(LANG_FILLS["checkin_code"]):
            add("secret", "checkin_code", lang, lambda s=checkin: row(s, {}, True))
        for _ in range(LANG_FILLS["checkin_info"]):
            add("benign", "checkin_info", lang, lambda s=checkin_b: row(s, {}, False))
        for kind, label, sentence, n in (("wifi_sign_ocr", "secret", wifi, LANG_FILLS["wifi_sign_ocr"]),
                                         ("wifi_sign_benign", "benign", wifi_b, LANG_FILLS["wifi_sign_benign"])):
            for _ in range(n):
                def sign(s: str = sentence, sec: bool = label == "secret") -> tuple[str, dict[str, Any]]:
                    extra = {"ssid": filler.value("ssid", {}), "pw": v_cafe_pw(rng)}
                    text, meta = filler.fill(s, extra, sec)
                    return ocr_noise(rng, text, [extra["ssid"], *meta["needles"]]), meta
                add(label, kind, lang, sign)
        for _ in range(LANG_FILLS["voice_filler"]):
            add("secret", "voice_filler", lang, lambda v=voice: voice_row(v, True))
        for _ in range(LANG_FILLS["voice_benign"]):
            add("benign", "voice_benign", lang, lambda v=voice_b: voice_row(v, False))
        for _ in range(LANG_FILLS["emoji_digits"]):
            add("secret", "emoji_digits", lang, lambda s=checkin: (lambda e: row(s, {"code": e}, True, e))(
                emoji_form(rng, v_code(rng))))
        for _ in range(LANG_FILLS["emoji_benign"]):
            add("benign", "emoji_benign", lang, lambda s=checkin_b: row(
                s, {"num": emoji_form(rng, pick(rng, string.digits, rng.randint(8, 11)))}, False))
        if lang in NATIVE_ZERO:
            zero = NATIVE_ZERO[lang]

            def native(ds: str, z: int = zero) -> str:
                return "".join(chr(z + int(d)) for d in ds)

            for _ in range(LANG_FILLS["native_digit_code"]):
                add("secret", "native_digit_code", lang, lambda s=checkin, nat=native: (lambda c: row(s, {"code": c}, True, c))(
                    nat(v_code(rng))))
            for _ in range(LANG_FILLS["native_digit_benign"]):
                add("benign", "native_digit_benign", lang, lambda s=checkin_b, nat=native: row(
                    s, {"num": nat(pick(rng, string.digits, rng.randint(8, 11)))}, False))
        if lang in RTL:
            def bidi(sentence: str, field: str, value: str, secret: bool) -> tuple[str, dict[str, Any]]:
                left, right = rng.choice(BIDI)
                text, meta = row(sentence.replace(": ", ":\u200f "), {field: left + value + right,
                                                                      "ssid": filler.value("ssid", {})}, secret)
                meta["needles"] = [value] if secret else []
                return text, meta

            for k in range(LANG_FILLS["rtl_bidi"]):
                add("secret", "rtl_bidi", lang, lambda s=checkin, w=wifi, k=k: bidi(s, "code", v_code(rng), True)
                    if k % 2 == 0 else bidi(w, "pw", v_cafe_pw(rng) if k % 4 == 1 else v_pw(rng), True))
            for k in range(LANG_FILLS["rtl_bidi_benign"]):
                add("benign", "rtl_bidi_benign", lang, lambda s=checkin_b, w=wifi_b, k=k: bidi(
                    s, "num", pick(rng, string.digits, rng.randint(8, 11)), False) if k % 2 == 0 else bidi(w, "pw", "", False))

    chat = ("", "{name}: ", "[{time}] {name}: ", "> ", "WhatsApp · {name}\n")
    for lang, secret_line, benign_line in T.CODE_SWITCH:
        for _ in range(LANG_FILLS["code_switch"]):
            add("secret", "code_switch", lang, lambda s=secret_line: filler.fill(rng.choice(chat) + s, secret=True))
        for _ in range(LANG_FILLS["code_switch_benign"]):
            add("benign", "code_switch_benign", lang, lambda s=benign_line: filler.fill(rng.choice(chat) + s, secret=False))
    return rows


# ---------------------------------------------------------------- checks


def check_rows(rows: list[dict[str, Any]], from_disk: bool = False) -> list[str]:
    errors: list[str] = []
    texts = collections.Counter(row["text"] for row in rows)
    errors += [f"duplicate text: {t[:80]!r}" for t, n in texts.items() if n > 1]
    for row in rows:
        text, label = row["text"], row["label"]
        bad = f"{row['kind']}: {text[:80]!r}"
        if label not in ("secret", "benign") or not isinstance(row["kind"], str) or not text:
            errors.append(f"bad row: {bad}")
        if len(text) > MAX_CHARS:
            errors.append(f"too long ({len(text)}): {bad}")
        if from_disk:
            continue
        meta = row["meta"]
        if re.search(r"(?<![\$\{])\{\w+\}(?!\})", text):
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
    if from_disk:
        return errors
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & NEEDLE_FIELDS]
    for lang, secret_line, benign_line in T.CODE_SWITCH:
        if not set(FIELD.findall(secret_line)) & NEEDLE_FIELDS or set(FIELD.findall(benign_line)) & SECRET_FIELDS:
            errors.append(f"code-switch line {lang} has the wrong fields: {secret_line[:40]!r}")
    for parts in parse_langs():
        if len(parts) != 9:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        for t in parts[5:]:
            if set(FIELD.findall(t)) & SECRET_FIELDS:
                errors.append(f"benign language sentence uses a secret field: {t[:60]!r}")
        if "{code}" not in parts[3] or "{pw}" not in parts[4] or "{num}" not in parts[5] or "{" in parts[7] + parts[8]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"] if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs_by["secret"] & langs_by["benign"])}
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
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
    both = {r["lang"] for r in rows if r["label"] == "secret"} & {r["lang"] for r in rows if r["label"] == "benign"}
    print(f"{len(rows)} rows, {len(langs)} languages ({len(both)} with both labels): {' '.join(langs)}")
    print(f"longest text: {max(len(r['text']) for r in rows)}; "
          f"secret rows of 3+ lines: {sum(1 for r in rows if r['label'] == 'secret' and r['text'].count(chr(10)) >= 2)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        text = OUT.read_text(encoding="utf-8")
        # the file is checked on its own too (uniqueness, length), not only through the regeneration
        errors += check_rows([json.loads(line) for line in text.splitlines() if line.strip()], from_disk=True)
        if text != serialise(rows):
            errors.append("secrets_blind19.jsonl is stale: rerun make_blind19.py")
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
