"""Writes secrets_blind36.jsonl, the thirty-sixth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind36_templates.py, blind36_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind36/make_blind36.py           # (re)write secrets_blind36.jsonl
    python benchmarks/guard_corpus_blind36/make_blind36.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind36/make_blind36.py --table   # rows per label and kind, languages
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
import blind36_langs as L
import blind36_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind36.jsonl"
SEED = 36_3636

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: credit-bureau freeze PINs and bureau account passwords; toll-account PINs and passwords; bike-share member
# PINs and passwords; weather-station keys (Weather Underground, Ecowitt, Windy, AWEKAS); SMA Grid Guard codes,
# inverter / battery passwords, SolarEdge API keys and Envoy tokens; Bambu LAN access codes, OctoPrint and Moonraker
# API keys and PrusaLink passwords; Nostr nsec and hex private keys; Tor onion-service keys (ADD_ONION form, raw,
# hs_ed25519_secret_key file) and client-authorisation private keys; rclone obscured passwords, crypt salts, OAuth
# client secrets, access and refresh tokens and config passwords; DeepL, Azure Translator and Yandex keys; LND
# macaroons (hex and base64url), LNbits admin keys, Nostr Wallet Connect secrets; pet-registry passwords.
SECRET_FIELDS = {"frzpin", "frzpin2", "frzpw", "tollpin", "tollpw", "bikepin", "bikepw", "wukey", "ecowittkey",
                 "ecoapikey", "windykey", "awpw", "gridguard", "invpw", "sedgekey", "envoytoken", "bambucode", "octokey",
                 "moonkey", "prusapw", "nsec", "nostrhex", "onionkey", "onionraw", "onionfile", "onionauth", "rcpass",
                 "rcpass2", "rcsecret", "rcaccess", "rcrefresh", "rcconfpw", "deeplkey", "mskey", "yandexkey",
                 "macaroon", "lndmac", "lnbitskey", "nwcsecret", "petpw"}
# rows per English template kind, by label (each kind has 9 secret and 6 benign templates: 12 and 5 rows each); the
# brief asks for about 1,200-1,400 secret rows and 350-450 benign near misses
SECRET_ROWS_PER_KIND = 108
BENIGN_ROWS_PER_KIND = 30
# per language: the pet-registry login and its twin (the login alone)
LANG_FILLS = {"pet_registry_login_ml": 10, "pet_registry_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🐾", "{S} :)", "{B}\n{S}", "{NP}: {v}", "{NP} = {v}",
                 "{NP}\n{v}", "{NP}: {petuser} / {v}", "* {NP}: {v}", "{NP}: '{v}'", "🐶 {S}", "{S} 👍",
                 "{petuser}\n{NP}: {v}", "{NP} -> {v}", "| {petuser} | {v} |", "{NP}:\n  {petuser}\n  {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🐾", "{B} :)", "{NP}: {mask}", "{NP} = {mask}", "{petuser}\n{NP}: {mask}",
                 "{B}\n{NP}: {mask}", "{NP}: {petuser} / {mask}", "🐶 {B}", "{NP} -> {mask}", "| {petuser} | {mask} |")
MASKS = ("••••••••", "[hidden]", "(in the vet folder)", "<password>", "(ask me)", "[on the registration letter]",
         "*********", "(unchanged)", "…", "(not here)", "[redacted]", "xxxxxxxx", "{{PET_PW}}", "n/a", "(by phone)",
         "(reset link requested)")
FLOORS = {"secret_rows": 1200, "secret_kinds": 12, "benign_rows": 350, "benign_kinds": 12, "languages": 18}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()
# fields of the language lines filled by build() itself (none in this corpus)
LANG_FIELDS: set[str] = set()

ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "-_"
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
BASE32 = string.ascii_uppercase + "234567"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

NAMES = ("Priya", "Joaquín", "Wilhelmina", "Tariq", "Signe", "Kwame", "Delphine", "Radek", "Noor", "Emeka",
         "Hanne", "Matteo", "Yusra", "Cormac", "Ilse", "Barnaby", "Seo-yeon", "Lucía", "Anselm", "Zofia")
# written for this round: words for passwords and passphrases
WORDS = ("apricot", "bluebell", "cormorant", "dandelion", "estuary", "foxglove", "gannet", "hazelnut", "inkwell",
         "jackdaw", "kingfisher", "lichen", "marigold", "nettle", "oriole", "puffin", "quince", "rowan", "sorrel",
         "tansy", "upland", "vireo", "wren", "yew", "zephyr", "alder", "bilberry", "curlew", "dunlin", "egret",
         "fieldfare", "gorse", "heather", "ibis", "kestrel", "linnet")
SYMBOLS = "!#$%&*+-=?@_.~"
SITES = ("birchwood.example", "pebblemail.example.org", "nostr.harbour.example", "orchard-co-op.example",
         "riverside.example.net", "cinderpath.example.com")
LOGINS = ("priya", "joaquin.r", "willa", "tariq_h", "signe", "kwame.a", "delphine", "radek", "noor", "emeka.o",
          "hanne", "matteo_b", "yusra", "cormac", "ilse.v", "barnaby")
BIKESERVICES = ("Citi Bike", "Vélib'", "Santander Cycles", "nextbike", "Bicing", "Bluebikes", "Divvy", "Donkey Republic")
INVERTERS = ("SMA Sunny Boy 5.0", "Fronius Symo GEN24 8.0", "Huawei SUN2000-6KTL", "SolarEdge SE5000H",
             "GoodWe GW6000-EH", "Enphase IQ8 Envoy")
PRINTERS = ("Bambu X1C", "Bambu P1S", "Bambu A1 mini", "Prusa MK4", "Ender 3 V3 (Klipper)", "Voron 2.4")
REGIONS = ("westeurope", "northeurope", "eastus", "germanywestcentral", "uksouth", "eu-central-1", "us-east-1")
PASTED = ("{t}", "{t}", "{t}", "{t}", "```\n{t}\n```", "{t}\n\nplease remember this", "From {name}:\n\n{t}",
          "add to memory:\n{t}", "{t}\n\n(pasted from WhatsApp)", "notes:\n{t}", "{t}\n\ncheers",
          "{t}\n\nSent from my iPhone", "store this for later\n{t}", "{t}\n\n[copied from Notion]",
          "Photo of the sticky note, transcribed:\n{t}", "recuérdalo:\n{t}", "onthoud dit:\n{t}",
          "{t}\n\n(weitergeleitet von {name})", "---------- Forwarded message ---------\nFrom: {name}\n\n{t}",
          "[screenshot text]\n{t}", "{t}\n\n#home", "retiens ça :\n{t}", "{t}\n\nI always lose this",
          "[{hh}:{mi}] {name}: {t}", "> {t}", "Chat export\n{date} {hh}:{mi} - {name}: {t}", "TODO tidy up:\n{t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 😅", "Fwd: {t}", "{t}\n\n— {name}",
               "» {t}", "{hh}:{mi} {name}\n{t}", "{t}!", "{t}\n-{name}", "{name} ({hh}.{mi}): {t}",
               "{t}\n\n(voice message, transcribed)", "PS: {t}", "📝 {t}")
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def rbytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def bech32(hrp: str, data: bytes) -> str:
    """``data`` in bech32 (BIP-173) with human-readable part ``hrp`` and a valid checksum, as NIP-19 keys are."""
    words, acc, bits = [], 0, 0
    for byte in data:
        acc, bits = (acc << 8) | byte, bits + 8
        while bits >= 5:
            bits -= 5
            words.append((acc >> bits) & 31)
    if bits:
        words.append((acc << (5 - bits)) & 31)

    def polymod(values: list[int]) -> int:
        gen, chk = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3), 1
        for v in values:
            top, chk = chk >> 25, ((chk & 0x1FFFFFF) << 5) ^ v
            for i in range(5):
                chk ^= gen[i] if (top >> i) & 1 else 0
        return chk

    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    mod = polymod(expanded + words + [0] * 6) ^ 1
    return hrp + "1" + "".join(BECH32[w] for w in words + [(mod >> 5 * (5 - i)) & 31 for i in range(6)])


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts and devices."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(9, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))) + \
            pick(rng, DIGITS, 1)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, rng.randint(4, 7)) + \
            pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 4:
        return pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + rng.choice(WORDS) + pick(rng, DIGITS, 2)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d}.{m}.{y}"))


def v_email(rng: random.Random) -> str:
    return rng.choice(LOGINS).replace("_", ".") + pick(rng, DIGITS, rng.randint(0, 2)) + "@" + rng.choice(
        ("gmail.example", "outlook.example", "mail.example.org", "proton.example", "icloud.example", "gmx.example"))


def v_uuid(rng: random.Random, alphabet: str = HEX) -> str:
    return "-".join(pick(rng, alphabet, n) for n in (8, 4, 4, 4, 12))


def v_pin(rng: random.Random, lengths: tuple[int, ...]) -> str:
    """A numeric PIN that is not one digit repeated (those read as placeholders)."""
    while True:
        pin = pick(rng, DIGITS, rng.choice(lengths))
        if len(set(pin)) > 1:
            return pin


def v_envoytoken(rng: random.Random) -> str:
    """An Enphase-style local JWT: ES256 header, owner claims, signature."""
    header = b64url(json.dumps({"kid": v_uuid(rng), "typ": "JWT", "alg": "ES256"}, separators=(",", ":")).encode())
    claims = {"aud": "1220" + pick(rng, DIGITS, 8), "iss": "Entrez", "enphaseUser": "owner",
              "exp": rng.randint(1_790_000_000, 1_820_000_000), "iat": rng.randint(1_760_000_000, 1_789_000_000),
              "jti": v_uuid(rng), "username": v_email(rng)}
    return header + "." + b64url(json.dumps(claims, separators=(",", ":")).encode()) + "." + pick(rng, URLSAFE, 86)


def v_onionfile(rng: random.Random) -> str:
    return base64.b64encode(b"== ed25519v1-secret: type0 ==\x00\x00\x00" + rbytes(rng, 64)).decode()


def v_macaroon_bytes(rng: random.Random) -> bytes:
    return bytes.fromhex("0201036c6e6402f801030a10") + rbytes(rng, rng.randint(100, 230))


def v_stationid(rng: random.Random) -> str:
    return rng.choice(("KCASANFR", "KNYBROOK", "IDUBLIN", "ILONDON", "IBERLIN", "IMADRID", "IOSLO", "KWASEATT")) + \
        str(rng.randint(2, 980))


def v_invoice(rng: random.Random) -> str:
    return "lnbc" + str(rng.choice((10, 21, 250, 1500, 5000))) + rng.choice(("u", "n", "m")) + "1p" + \
        pick(rng, BECH32, rng.randint(230, 330))


def v_petuser(rng: random.Random) -> str:
    return rng.choice((pick(rng, DIGITS, rng.choice((7, 9))), v_email(rng), rng.choice(LOGINS) + pick(rng, DIGITS, 2)))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "frzpin": lambda r: v_pin(r, (6, 6, 8, 10, 10)),
    "frzpin2": lambda r: v_pin(r, (6, 10)),
    "frzpw": v_pw,
    "tollpin": lambda r: v_pin(r, (4, 4, 4, 5, 6)),
    "tollpw": v_pw,
    "bikepin": lambda r: v_pin(r, (4, 4, 4, 5, 6)),
    "bikepw": v_pw,
    "wukey": lambda r: pick(r, ALNUM, 8),
    "ecowittkey": lambda r: pick(r, HEX_UP, 32),
    "ecoapikey": lambda r: v_uuid(r),
    "windykey": lambda r: pick(r, ALNUM, r.choice((32, 40))),
    "awpw": v_pw,
    "gridguard": lambda r: r.choice((v_pin(r, (8,)), pick(r, UPPER_DIG, 8))),
    "invpw": v_pw,
    "sedgekey": lambda r: pick(r, UPPER_DIG, 32),
    "envoytoken": v_envoytoken,
    "bambucode": lambda r: v_pin(r, (8,)),
    "octokey": lambda r: pick(r, HEX_UP, 32),
    "moonkey": lambda r: pick(r, HEX, 32),
    "prusapw": lambda r: pick(r, ALNUM, 15),
    "nsec": lambda r: bech32("nsec", rbytes(r, 32)),
    "nostrhex": lambda r: pick(r, HEX, 64),
    "onionkey": lambda r: "ED25519-V3:" + base64.b64encode(rbytes(r, 64)).decode(),
    "onionraw": lambda r: base64.b64encode(rbytes(r, 64)).decode(),
    "onionfile": v_onionfile,
    "onionauth": lambda r: pick(r, BASE32, 52),
    "rcpass": lambda r: b64url(rbytes(r, 16 + r.randint(8, 24))),
    "rcpass2": lambda r: b64url(rbytes(r, 16 + r.randint(8, 24))),
    "rcsecret": lambda r: "GOCSPX-" + pick(r, URLSAFE, 28),
    "rcaccess": lambda r: "sl.B" + pick(r, URLSAFE, 135),
    "rcrefresh": lambda r: pick(r, URLSAFE, 64),
    "rcconfpw": v_pw,
    "deeplkey": lambda r: v_uuid(r) + r.choice((":fx", ":fx", "")),
    "mskey": lambda r: r.choice((pick(r, HEX, 32), pick(r, ALNUM, 84))),
    "yandexkey": lambda r: "AQVN" + pick(r, URLSAFE, 36),
    "macaroon": lambda r: v_macaroon_bytes(r).hex(),
    "lndmac": lambda r: b64url(v_macaroon_bytes(r)),
    "lnbitskey": lambda r: pick(r, HEX, 32),
    "nwcsecret": lambda r: pick(r, HEX, 64),
    "petpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "points": lambda r: str(r.randint(50, 990)),
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 12)}.{r.randint(0, 30)}",
    "site": lambda r: r.choice(SITES),
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.20'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "confno": lambda r: r.choice((pick(r, DIGITS, 10), pick(r, UPPER_DIG, 12))),
    "acctno": lambda r: pick(r, DIGITS, r.choice((8, 9, 10))),
    "tag": lambda r: r.choice(("008 " + pick(r, DIGITS, 8), pick(r, DIGITS, 11), "TP" + pick(r, DIGITS, 9))),
    "plate": lambda r: r.choice((pick(r, DIGITS, 1) + pick(r, string.ascii_uppercase, 3) + pick(r, DIGITS, 3),
                                 pick(r, string.ascii_uppercase, 2) + pick(r, DIGITS, 3) + pick(r, string.ascii_uppercase, 2))),
    "bikeno": lambda r: pick(r, DIGITS, 5),
    "dock": lambda r: str(r.randint(1, 40)),
    "member": lambda r: pick(r, DIGITS, 8),
    "bikeservice": lambda r: r.choice(BIKESERVICES),
    "stationid": v_stationid,
    "mac": lambda r: ":".join(pick(r, HEX_UP, 2) for _ in range(6)),
    "siteid": lambda r: pick(r, DIGITS, 7),
    "invmodel": lambda r: r.choice(INVERTERS),
    "invsn": lambda r: r.choice(("30" + pick(r, DIGITS, 8), "7E" + pick(r, HEX_UP, 6) + "-" + pick(r, HEX_UP, 2),
                                 "HV" + pick(r, UPPER_DIG, 14))),
    "printersn": lambda r: r.choice(("00M", "01P", "01S", "030")) + "00A" + pick(r, UPPER_DIG, 9),
    "printermodel": lambda r: r.choice(PRINTERS),
    "npub": lambda r: bech32("npub", rbytes(r, 32)),
    "nostrpub": lambda r: pick(r, HEX, 64),
    "epoch": lambda r: str(r.randint(1_760_000_000, 1_800_000_000)),
    "onion": lambda r: pick(r, BASE32.lower(), 55) + "d",
    "x25519pub": lambda r: pick(r, BASE32, 52),
    "folderid": lambda r: "1" + pick(r, URLSAFE, 32),
    "clientid": lambda r: pick(r, DIGITS, 12) + "-" + pick(r, LOWER_DIG, 32),
    "region": lambda r: r.choice(REGIONS),
    "glossary": lambda r: v_uuid(r),
    "nodepub": lambda r: r.choice(("02", "03")) + pick(r, HEX, 64),
    "invoice": v_invoice,
    "lnaddr": lambda r: r.choice(LOGINS).replace("_", "") + "@" + r.choice(("walletofsatoshi.example", "getalby.example",
                                                                           "strike.example")),
    "lndcert": lambda r: pick(r, URLSAFE, r.randint(300, 420)),
    # language field
    "petuser": v_petuser,
}


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, template: str) -> str:
        """The template with every ⟦a|b|c⟧ replaced by one of its alternatives (innermost first)."""
        while CHOICE.search(template):
            template = CHOICE.sub(lambda m: self.rng.choice(m.group(1).split("|")), template)
        return template

    def fill(self, template: str, secret: bool) -> tuple[str, dict[str, Any]]:
        """The template with its wording chosen and every field filled; a repeated field keeps its first value."""
        meta: dict[str, Any] = {"needles": []}
        template = self.choose(template)

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            if name not in meta:
                meta[name] = VALUES[name](self.rng)
                if name in SECRET_FIELDS and secret:
                    meta["needles"].append(meta[name])
            return str(meta[name])

        text = FIELD.sub(sub, template).replace("{{", "{").replace("}}", "}")
        return text, meta


def parse_langs() -> list[list[str]]:
    return [line.split("|") for line in L.LANGS.strip().splitlines()]


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    filler = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(label: str, kind: str, lang: str, make: Callable[[], tuple[str, dict[str, Any]]]) -> None:
        for _ in range(60):
            text, meta = make()
            if text not in seen and len(text) <= MAX_CHARS:
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
                return
        raise SystemExit(f"could not make a unique {kind} row")

    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        per_kind = SECRET_ROWS_PER_KIND if label == "secret" else BENIGN_ROWS_PER_KIND
        for kind, templates in table.items():
            # the kind's rows spread evenly over its templates; each row draws its own wording and wrapper
            for i in range(per_kind):
                template = templates[i % len(templates)]

                def one(t: str = template, s: bool = label == "secret") -> tuple[str, dict[str, Any]]:
                    wrap = rng.choice(PASTED)
                    if "{name}" in wrap and "{name}" in t:  # a row that names someone keeps one sender
                        wrap = "{t}"
                    return filler.fill(wrap.replace("{t}", t), secret=s)
                add(label, kind, "en", one)

    family = "pet_registry_login_ml"
    for lang, np, sentence, twin in parse_langs():
        for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                        sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                    frame = frame.replace("{v}", "{petpw}").replace("{mask}", rng.choice(MASKS))
                    return filler.fill(rng.choice(LANG_CHROME).replace("{t}", frame), secret=sec)
                add("secret" if secret else "benign", kind, lang, row)
    return rows


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
        # template fields are lower case; ${VAR} and {{ ... }} (a template language's) are not fields
        left = set(re.findall(r"(?<!\$)\{([a-z][a-z0-9_]*)\}", re.sub(r"\{\{[^{}]*\}\}", "", text)))
        if left - LITERAL_BRACES:
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
        if "⟦" in text or "⟧" in text:
            errors.append(f"unresolved wording choice: {bad}")
    if from_disk:
        return errors
    unknown = {f for table in (T.SECRET, T.BENIGN) for ts in table.values() for t in ts for f in FIELD.findall(t)}
    unknown |= {f for parts in parse_langs() for p in parts[1:] for f in FIELD.findall(p)} - LANG_FIELDS
    errors += [f"field {f} has no value" for f in sorted(unknown - set(VALUES))]
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & SECRET_FIELDS]
        # every wording of a secret template keeps a credential: no ⟦a|b⟧ alternative may drop the only secret field
        for t in templates:
            outside = CHOICE.sub("", t)
            if set(FIELD.findall(outside)) & SECRET_FIELDS:
                continue
            for m in CHOICE.finditer(t):
                alternatives = m.group(1).split("|")
                if any(set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives) and not all(
                        set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives):
                    errors.append(f"secret template {kind} has a wording without a secret: {t[:60]!r}")
    for parts in parse_langs():
        if len(parts) != 4:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the label holds no field; the secret sentence {petuser} and {petpw}, its twin {petuser} only
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["petpw", "petuser"], ["petuser"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in SECRET_FRAMES if "{v}" not in f and "{S}" not in f]
    errors += [f"benign frame {f!r} holds a secret" for f in BENIGN_FRAMES if "{v}" in f or "{S}" in f
               or set(FIELD.findall(f)) & SECRET_FIELDS]
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"]
               if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs_by["secret"] & langs_by["benign"])}
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n"
                   for r in rows)


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
            errors.append("secrets_blind36.jsonl is stale: rerun make_blind36.py")
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
