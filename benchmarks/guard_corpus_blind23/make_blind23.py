"""Writes secrets_blind23.jsonl, the twenty-third blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind23_templates.py, blind23_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds the secret values it was filled with, no benign template or benign language
string uses a secret field, every secret kind has its benign twin, no kind holds both labels, unique texts, the
length limit and the floors.

    python benchmarks/guard_corpus_blind23/make_blind23.py           # (re)write secrets_blind23.jsonl
    python benchmarks/guard_corpus_blind23/make_blind23.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind23/make_blind23.py --table   # rows per label and kind, languages
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
import blind23_langs as L
import blind23_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind23.jsonl"
SEED = 23_2026

# Every secret field's value is a credential or a value that must not be stored (a password, PIN, access code,
# token, API key, private or preshared key, card number or security code, activation code, voucher, Wi-Fi or
# archive password) and is recorded as a needle the row must still hold after filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "code", "code2", "pin4", "pin5", "pin6", "cvv", "cvv2", "card", "card2", "memword",
                 "ghp", "ghpat", "gho", "brave", "ntn", "anthropic", "openai", "linear", "xoxb", "hatoken", "b64key",
                 "hex32", "hex40", "zbkey", "tuya", "npm", "dckr", "glrunner", "awssecret", "azpw", "ya29", "hvs",
                 "hrku", "alnum24", "alnum64", "alnum64b", "snmp", "tvpw", "vncpw", "duo", "voucher", "passphrase",
                 "rclone", "rclone2", "alnum40"}
SECRET_FILLS = 12
BENIGN_FILLS = 12
# per language: parental-controls PINs and archive passwords, and their twins (model numbers, archive names)
LANG_FILLS = {"parental_pin_ml": 6, "parental_pin_ml_benign": 4, "archive_password_ml": 6,
              "archive_password_ml_benign": 4}
FLOORS = {"secret_rows": 2000, "secret_kinds": 12, "benign_rows": 1400, "benign_kinds": 12, "languages": 90}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves (borg's archive name), not template fields
LITERAL_BRACES = {"hostname", "now"}

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
CRYPT = string.ascii_letters + string.digits + "./"

NAMES = ("Amara", "Bogdan", "Carmen", "Dae-jung", "Efua", "Farid", "Greta", "Hemi", "Ines", "Jarrah", "Katya", "Lior",
         "Mateus", "Nadia", "Oisin", "Priya", "Quentin", "Rosa", "Siddharth", "Tove", "Wanjiru", "Ximena")
SURNAMES = ("Achterberg", "Banerjee", "Castellano", "Dlamini", "Eriksen", "Fontaine", "Grabowski", "Haddad",
            "Ishikawa", "Jovanovic", "Kowalczyk", "Lindgren", "Mensah", "Novak", "Ortega", "Petrov")
SITES = ("portal.example.com", "intranet.example.org", "tickets.example.net", "learn.example.edu",
         "deploy.example.io", "accounts.example.co.uk")
# written for this round: words for passwords, passphrases and memorable words
WORDS = ("acorn", "bramble", "cobalt", "driftwood", "ember", "falcon", "glacier", "harbour", "indigo", "juniper",
         "kayak", "lantern", "meadow", "nutmeg", "orchid", "pebble", "quartz", "raven", "saffron", "thistle",
         "umber", "violet", "walnut", "willow", "yonder", "zinnia", "copper", "tundra", "pistachio", "lupin")
SYMBOLS = "!#$%&*+-=?@_."
# English rows arrive bare, fenced, after a request, with a sender or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "can you help me fix this?\n\n{t}", "{name} sent me this:\n{t}",
          "here's what I have:\n{t}", "# pasted from my notes\n{t}", "{t}\n\n(ignore the formatting)",
          "what's wrong here?\n{t}", "{t}\n\nplease keep this for later")
LANG_CHROME = ("{t}", "{t}", "{name}: {t}", "({hh}:{mi}) {t}", "📌 {t}", "{t} 👍", "Fwd: {t}", "{t}\n\n{name}",
               "{t} 🙂")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64_bytes(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!%*?#", rng.randint(12, 22))
    if style == 2:
        return "-".join(rng.sample(WORDS, 3)) + pick(rng, string.digits, rng.randint(1, 2))
    if style == 3:
        return rng.choice(SYMBOLS) + pick(rng, string.ascii_lowercase, 4) + pick(rng, string.digits, 3) + \
            pick(rng, string.ascii_uppercase, 3)
    return rng.choice(WORDS).upper()[:4] + rng.choice(WORDS) + pick(rng, string.digits, 4)


def luhn_complete(digits: str) -> str:
    """`digits` with the Luhn check digit appended, so a card number passes the checksum a real one passes."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            d = d - 9 if d > 9 else d
        total += d
    return digits + str((10 - total % 10) % 10)


def v_card(rng: random.Random) -> str:
    prefix = rng.choice(("4", "4", "51", "53", "55", "2221"))
    number = luhn_complete(prefix + pick(rng, string.digits, 15 - len(prefix)))
    return rng.choice((" ".join(number[i:i + 4] for i in range(0, 16, 4)), number,
                       "-".join(number[i:i + 4] for i in range(0, 16, 4))))


def v_iban(rng: random.Random) -> str:
    """A German IBAN whose check digits are right (ISO 13616, mod 97), grouped as printed on an invoice."""
    bban = pick(rng, string.digits, 18)
    rearranged = bban + "1314" + "00"  # D=13, E=14
    check = 98 - int(rearranged) % 97
    iban = f"DE{check:02d}{bban}"
    return " ".join(iban[i:i + 4] for i in range(0, len(iban), 4))


def v_hatoken(rng: random.Random) -> str:
    """A Home Assistant long-lived access token: an HS256 JWT whose issuer is the token's refresh-token id."""
    head = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    iat = rng.randint(1_760_000_000, 1_790_000_000)
    body = b64url(json.dumps({"iss": pick(rng, HEX, 32), "iat": iat, "exp": iat + 315_360_000},
                             separators=(",", ":")).encode())
    return f"{head}.{body}.{pick(rng, B64URL, 43)}"


def v_model(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return "SM-X" + pick(rng, string.digits, 3)
    if style == 1:
        return "A" + pick(rng, "123", 1) + pick(rng, string.digits, 3)
    if style == 2:
        return "KFTR" + pick(rng, string.ascii_uppercase, 2) + pick(rng, string.digits, 2)
    return "TB-" + pick(rng, string.digits, 4) + pick(rng, "FMX", 1)


def v_zipname(rng: random.Random) -> str:
    stem = rng.choice(("photos", "contracts", "scans", "invoices", "thesis", "holiday", "fotos", "documents"))
    return f"{stem}_{rng.randint(2019, 2026)}-{rng.randint(1, 12):02d}.zip"


def v_tvid(rng: random.Random) -> str:
    digits = pick(rng, "123456789", 1) + pick(rng, string.digits, rng.choice((8, 9)))
    return rng.choice((" ".join(digits[i:i + 3] for i in range(0, len(digits), 3)), digits))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "pw2": v_pw,
    "code": lambda r: pick(r, string.digits, r.choice((4, 4, 5, 6))),
    "code2": lambda r: pick(r, string.digits, r.choice((4, 5, 6))),
    "pin4": lambda r: pick(r, string.digits, 4),
    "pin5": lambda r: pick(r, string.digits, 5),
    "pin6": lambda r: pick(r, string.digits, 6),
    "cvv": lambda r: pick(r, string.digits, 3),
    "cvv2": lambda r: pick(r, string.digits, 3),
    "card": v_card,
    "card2": v_card,
    "memword": lambda r: r.choice(WORDS) + r.choice(WORDS),
    "ghp": lambda r: "ghp_" + pick(r, ALNUM, 36),
    "ghpat": lambda r: "github_pat_11" + pick(r, UPPER_DIG, 20) + "_" + pick(r, ALNUM, 59),
    "gho": lambda r: "gho_" + pick(r, ALNUM, 36),
    "brave": lambda r: "BSA" + pick(r, ALNUM + "-_", 28),
    "ntn": lambda r: "ntn_" + pick(r, string.digits, 11) + pick(r, ALNUM, 35),
    "anthropic": lambda r: "sk-ant-api03-" + pick(r, B64URL, 93) + "AA",
    "openai": lambda r: "sk-proj-" + pick(r, B64URL, r.choice((48, 74, 132))),
    "linear": lambda r: "lin_api_" + pick(r, ALNUM, 40),
    "xoxb": lambda r: f"xoxb-{pick(r, string.digits, 12)}-{pick(r, string.digits, 13)}-{pick(r, ALNUM, 24)}",
    "hatoken": v_hatoken,
    "b64key": lambda r: b64_bytes(r, 32),
    "hex32": lambda r: pick(r, HEX, 32),
    "hex40": lambda r: pick(r, HEX, 40),
    "zbkey": lambda r: "[" + ", ".join(str(r.randrange(256)) for _ in range(16)) + "]",
    "tuya": lambda r: pick(r, ALNUM + "#$&'()*+,-.:;<=>?@[]^_`|~", 16),
    "npm": lambda r: "npm_" + pick(r, ALNUM, 36),
    "dckr": lambda r: "dckr_pat_" + pick(r, B64URL, 27),
    "glrunner": lambda r: "glrt-" + pick(r, ALNUM + "-_", 20),
    "awssecret": lambda r: pick(r, ALNUM + "/+", 40),
    "azpw": lambda r: pick(r, ALNUM, 3) + "8Q~" + pick(r, ALNUM + "~._-", 34),
    "ya29": lambda r: "ya29." + pick(r, B64URL, r.choice((150, 190, 230))),
    "hvs": lambda r: "hvs." + pick(r, ALNUM, 24),
    "hrku": lambda r: "HRKU-" + "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "alnum24": lambda r: pick(r, ALNUM, 24),
    "alnum64": lambda r: pick(r, ALNUM, 64),
    "alnum64b": lambda r: pick(r, ALNUM, 64),
    "snmp": lambda r: r.choice(WORDS) + r.choice(("Mon", "Rw", "_snmp", "Net")) + pick(r, string.digits, 2),
    "tvpw": lambda r: pick(r, LOWER_DIG, r.choice((6, 8, 10))),
    "vncpw": lambda r: pick(r, ALNUM, 8),
    "duo": lambda r: pick(r, ALNUM, 20),
    "voucher": lambda r: pick(r, string.digits, 5) + "-" + pick(r, string.digits, 5),
    "passphrase": lambda r: " ".join(r.sample(WORDS, r.choice((4, 5, 6)))),
    "rclone": lambda r: pick(r, B64URL, r.choice((32, 43, 54))),
    "rclone2": lambda r: pick(r, B64URL, r.choice((32, 43, 54))),
    "alnum40": lambda r: pick(r, ALNUM, 40),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "name2": lambda r: r.choice(NAMES),
    "fullname": lambda r: r.choice(NAMES) + " " + r.choice(SURNAMES),
    "user": lambda r: r.choice(("amensah", "b.novak", "carmen_o", "dhaddad", "efua.l", "gretak", "ishikawa.h")),
    "user2": lambda r: r.choice(("jovanovic.k", "lgrabowski", "mateus_p", "nadia.e", "oortega", "priya.b")),
    "email": lambda r: r.choice(("a.mensah", "novak", "carmen", "d.haddad", "efua", "tove.l")) + "@example.com",
    "dbuser": lambda r: r.choice(("analyst", "readonly", "app_rw", "dashboards", "etl")),
    "host": lambda r: r.choice(("db.internal.example.com", "relay.example.net", "10.20.0.8", "nas.home.lan",
                                "pg-main.example.org", "192.168.50.4")),
    "ip": lambda r: f"192.168.{r.randint(0, 60)}.{r.randint(2, 250)}",
    "site": lambda r: r.choice(SITES),
    "date": lambda r: f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "year": lambda r: str(r.randint(2019, 2026)),
    "ver": lambda r: f"{r.randint(1, 17)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "ver2": lambda r: f"{r.randint(1, 17)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "small": lambda r: str(r.randint(10, 99)),
    "count": lambda r: str(r.randint(2, 9)),
    "ticket": lambda r: str(r.randint(10000, 999999)),
    "lower5": lambda r: pick(r, LOWER_DIG, 5),
    "lower8": lambda r: pick(r, LOWER_DIG, 8),
    "upper8": lambda r: pick(r, UPPER_DIG, 8),
    "upper8b": lambda r: pick(r, UPPER_DIG, 8),
    "hex8": lambda r: pick(r, HEX, 8),
    "hex8b": lambda r: pick(r, HEX, 8),
    "hex16": lambda r: pick(r, HEX, 16),
    "sha256": lambda r: pick(r, HEX, 64),
    "uuid": lambda r: "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "uuid2": lambda r: "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "repo": lambda r: r.choice(("acme/checkout", "harbour-labs/api", "kestrel/infra", "lumen/mobile-app")),
    "reponame": lambda r: r.choice(("checkout", "api", "infra", "mobile-app", "website")),
    "ssid": lambda r: r.choice(("HomeNet", "Casa-5G", "IoT-Devices", "FRITZ!Box 7590 XY", "Vodafone-A1B2")),
    "mac": lambda r: ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(6)),
    "mac2": lambda r: ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(6)),
    "devid": lambda r: pick(r, LOWER_DIG, 20),
    "panid": lambda r: str(r.randint(1000, 65000)),
    "akid": lambda r: "AKIA" + pick(r, UPPER_DIG, 16),
    "accessor": lambda r: pick(r, ALNUM, 24),
    "travis": lambda r: b64_bytes(r, 256),
    "cisco9": lambda r: "$9$" + pick(r, CRYPT, 14) + "$" + pick(r, CRYPT, 43),
    "cisco9b": lambda r: "$9$" + pick(r, CRYPT, 14) + "$" + pick(r, CRYPT, 43),
    "sha512crypt": lambda r: "$6$" + pick(r, CRYPT, 16) + "$" + pick(r, CRYPT, 86),
    "sshpub": lambda r: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, B64, 43),
    "serial": lambda r: pick(r, UPPER_DIG, r.choice((7, 10, 12))),
    "serial2": lambda r: pick(r, UPPER_DIG, r.choice((7, 10, 12))),
    "b64fp": lambda r: b64url(bytes(r.randrange(256) for _ in range(32))),
    "contract": lambda r: pick(r, string.digits, r.choice((8, 10))),
    "last4": lambda r: pick(r, string.digits, 4),
    "last4b": lambda r: pick(r, string.digits, 4),
    "exp": lambda r: f"{r.randint(1, 12):02d}/{r.randint(27, 31)}",
    "iban": v_iban,
    "bic": lambda r: r.choice(("COBADEFFXXX", "DEUTDEFF", "INGDDEFFXXX", "GENODEM1GLS")),
    "authcode": lambda r: pick(r, UPPER_DIG, 6),
    "tvid": v_tvid,
    "anydesk": v_tvid,
    "model": v_model,
    "zipname": v_zipname,
}


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def fill(self, template: str, secret: bool) -> tuple[str, dict[str, Any]]:
        """The template with every field filled; a field repeated in a row keeps its first value."""
        meta: dict[str, Any] = {"needles": []}

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
        for kind, templates in table.items():
            for template in templates:
                for _ in range(SECRET_FILLS if label == "secret" else BENIGN_FILLS):
                    def one(t: str = template, s: bool = label == "secret") -> tuple[str, dict[str, Any]]:
                        wrap = rng.choice(PASTED)
                        if "{name}" in wrap and "{name}" in t:  # a row that names someone keeps one sender
                            wrap = "{t}"
                        return filler.fill(wrap.replace("{t}", t), secret=s)
                    add(label, kind, "en", one)

    def chrome() -> str:
        return rng.choice(LANG_CHROME).replace("{hh}", f"{rng.randint(6, 23):02d}").replace(
            "{mi}", f"{rng.randint(0, 59):02d}")

    for lang, parental, parental_b, archive, archive_b in parse_langs():
        for kind, sentence in (("parental_pin_ml", parental), ("parental_pin_ml_benign", parental_b),
                               ("archive_password_ml", archive), ("archive_password_ml_benign", archive_b)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(s: str = sentence, sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    return filler.fill(chrome().replace("{t}", s), secret=sec)
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
        # template fields are lower case; ${VAR}, borg's {hostname} and {{ ... }} are not fields
        left = set(re.findall(r"(?<!\$)\{([a-z][a-z0-9_]*)\}", re.sub(r"\{\{[^{}]*\}\}", "", text)))
        if left - LITERAL_BRACES:
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
        # a card number is a secret here only with its security code, and a real-looking one passes Luhn
        for field in ("card", "card2"):
            if field in meta and luhn_complete(re.sub(r"\D", "", meta[field])[:15]) != re.sub(r"\D", "", meta[field]):
                errors.append(f"card number fails Luhn: {bad}")
        if label == "secret" and ("card" in meta) != ("cvv" in meta):
            errors.append(f"card number without its security code (or the reverse): {bad}")
    if from_disk:
        return errors
    unknown = {f for table in (T.SECRET, T.BENIGN) for ts in table.values() for t in ts for f in FIELD.findall(t)}
    unknown |= {f for parts in parse_langs() for p in parts[1:] for f in FIELD.findall(p)}
    errors += [f"field {f} has no value" for f in sorted(unknown - set(VALUES))]
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & SECRET_FIELDS]
    for parts in parse_langs():
        if len(parts) != 5:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the secret sentences hold {code} and {pw}, their twins {model} and {zipname}
        if [FIELD.findall(p) for p in parts[1:]] != [["code"], ["model"], ["pw"], ["zipname"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
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
            errors.append("secrets_blind23.jsonl is stale: rerun make_blind23.py")
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
