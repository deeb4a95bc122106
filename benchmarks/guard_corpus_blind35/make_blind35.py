"""Writes secrets_blind35.jsonl, the thirty-fifth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind35_templates.py, blind35_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind35/make_blind35.py           # (re)write secrets_blind35.jsonl
    python benchmarks/guard_corpus_blind35/make_blind35.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind35/make_blind35.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
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
import blind35_langs as L
import blind35_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind35.jsonl"
SEED = 35_3535

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: conference host keys, host and moderator PINs; e-signature access codes, alternate-signing security codes
# and document passwords; LoRaWAN AppKeys (hex and as a C byte array), ABP session keys and network-server API keys;
# fleet-telematics tokens, passwords and API keys, drone-platform keys and GPS-tracker SMS passwords; SSH key
# passphrases; PLC / SCADA passwords and HMI PINs; kiosk exit PINs and signage passwords; MIFARE sector keys and
# DESFire AES keys; amateur-radio service passwords and QRZ API keys; proxy-vote control numbers, voting and task IDs
# and AGM PINs; time-clock PINs and shift-app passwords; pension-portal passwords.
SECRET_FIELDS = {"hostkey", "hostpin", "modpin", "esigncode", "esignsec", "pdfpw", "appkey", "appkeyarr", "nwkskey",
                 "appskey", "ttnkey", "fleettoken", "fleetpw", "fleetkey", "dronekey", "trackerpw", "sshpass", "plcpw",
                 "hmipin", "hmipin2", "kioskpin", "kioskpw", "mfkey", "mfkey2", "desfirekey", "hampw", "hotspotpw",
                 "qrzkey", "controlno", "votingid", "taskid", "votepin", "clockpin", "shiftpw", "penpw"}
# rows per English template kind, by label (each kind has 9 secret and 5 to 6 benign templates); the brief asks for
# about 1,200-1,400 secret rows and 350-450 benign near misses
SECRET_ROWS_PER_KIND = 100
BENIGN_ROWS_PER_KIND = 28
# per language: the pension-portal login and its twin (the user or member number alone)
LANG_FILLS = {"pension_portal_login_ml": 10, "pension_portal_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🙏", "{S} :)", "{B}\n{S}", "{NP}: {v}", "{NP} = {v}",
                 "{NP}\n{v}", "{NP}: {penuser} / {v}", "- {NP}: {v}", "{NP}: \"{v}\"", "🔑 {S}", "{S} 📌",
                 "{penuser}\n{NP}: {v}", "{NP} → {v}", "| {penuser} | {v} |", "{NP}:\n  {penuser}\n  {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🙏", "{B} :)", "{NP}: {mask}", "{NP} = {mask}", "{penuser}\n{NP}: {mask}",
                 "{B}\n{NP}: {mask}", "{NP}: {penuser} / {mask}", "🔑 {B}", "{NP} → {mask}", "| {penuser} | {mask} |")
MASKS = ("••••••••", "[hidden]", "(in the blue folder)", "<password>", "(ask me)", "[see the letter]", "*********",
         "(unchanged)", "…", "(not here)", "[redacted]", "xxxxxxxx", "{{PENSION_PW}}", "n/a", "(by phone)",
         "(reset pending)")
FLOORS = {"secret_rows": 1200, "secret_kinds": 12, "benign_rows": 350, "benign_kinds": 12, "languages": 18}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()
# fields of the language lines filled by build() itself (none in this corpus)
LANG_FIELDS: set[str] = set()

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
HEX_UP = "0123456789ABCDEF"
DIGITS = string.digits
BASE32 = string.ascii_uppercase + "234567"
BASE64 = string.ascii_letters + string.digits + "+/"

NAMES = ("Oona", "Bartek", "Chiamaka", "Ludovica", "Henrik", "Aiyana", "Tomasz", "Farida", "Kenji", "Mireille",
         "Oskar", "Thandiwe", "Rosalind", "Dmitri", "Inès", "Gwilym", "Ayesha", "Bruno", "Saoirse", "Valentin")
# written for this round: words for passwords and passphrases
WORDS = ("acorn", "bramble", "cobalt", "driftwood", "elderflower", "fjord", "gossamer", "heron", "indigo", "juniper",
         "kelp", "lantern", "meadow", "nimbus", "otter", "pebble", "quill", "rhubarb", "saffron", "thistle",
         "umbrella", "velvet", "walnut", "yarrow", "zinnia", "anvil", "beacon", "cinder", "dormouse", "ember",
         "fennel", "granite", "hollow", "ivory", "jigsaw", "kettle")
SYMBOLS = "!#$%&*+-=?@_.~"
SITES = ("harbourview-clinic.example", "northfield-library.example.org", "castle-museum.example", "bluefin-diner.example",
         "parkside-gym.example.net", "stationhotel.example.com")
COMPANIES = ("acme", "brightloop", "kestrelworks", "northwind", "tidal", "quarry")
REPOS = ("infra-ansible", "billing-api", "website", "mobile-app", "data-pipeline", "ops-scripts")
HOSTS = ("bastion.prod", "backup01", "ci-runner-2", "db-replica", "jump.eu", "git.internal")
LOGINS = ("oona", "bartek.k", "chiamaka", "ludo", "henrik_s", "aiyana", "tomasz", "farida.a", "kenji", "mireille",
          "oskar", "thandi", "ros", "dmitri.v", "gwilym", "ayesha")
CALLS = ("DL4KM", "G7XQT", "K1ABR", "VK3FJD", "PA3GOV", "SP5LMN", "JA1YQC", "EA4BRT", "OH2TQ", "W6ZRE", "F4HKX", "ON4DWA")
TICKERS = ("NWND", "ACME", "Rolls-Royce", "BRTL", "Unilever", "KSTW", "TIDL", "Quarry Holdings")
PLCS = ("S7-1516", "S7-1214C", "CompactLogix 5380", "PFC200", "M241", "FX5U")
PASTED = ("{t}", "{t}", "{t}", "{t}", "```\n{t}\n```", "{t}\n\nremember this please", "From {name}:\n\n{t}",
          "save this to memory:\n{t}", "{t}\n\n(pasted from Teams)", "note:\n{t}", "{t}\n\nthanks!",
          "{t}\n\nSent from Outlook for Android", "keep this somewhere safe for me\n{t}",
          "{t}\n\n[copied from the wiki]", "Photo of the whiteboard, transcribed:\n{t}", "ricordati questo:\n{t}",
          "kom ihåg det här:\n{t}", "{t}\n\n(przesłane od {name})", "-----Original Message-----\nFrom: {name}\n\n{t}",
          "[text from screenshot]\n{t}", "{t}\n\n#work", "zapamiętaj:\n{t}", "{t}\n\nI keep forgetting this one",
          "[{hh}:{mi}] {name}: {t}", "> {t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 😊", "Fwd: {t}", "{t}\n\n— {name}",
               "» {t}", "{hh}:{mi} {name}\n{t}", "{t}!", "{t}\n~{name}", "{name} ({hh}.{mi}): {t}",
               "{t}\n\n(voice note, transcribed)", "P.S. {t}", "💬 {t}")
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


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


def v_passphrase(rng: random.Random) -> str:
    """An SSH key passphrase: a word sequence (spaces, hyphens or none) or a password."""
    style = rng.randrange(4)
    if style == 0:
        return " ".join(rng.sample(WORDS, rng.randint(3, 5)))
    if style == 1:
        return "-".join(rng.sample(WORDS, 4)) + pick(rng, DIGITS, rng.randint(1, 2))
    if style == 2:
        return "".join(w.capitalize() for w in rng.sample(WORDS, 3)) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 2)
    return v_pw(rng)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d}.{m}.{y}"))


def v_email(rng: random.Random) -> str:
    return rng.choice(LOGINS).replace("_", ".") + pick(rng, DIGITS, rng.randint(0, 2)) + "@" + rng.choice(
        ("gmail.example", "outlook.example", "mail.example.org", "posteo.example", "yahoo.example", "web.example"))


def v_dialin(rng: random.Random) -> str:
    return rng.choice((f"+44 20 {pick(rng, DIGITS, 4)} {pick(rng, DIGITS, 4)}", f"+1 {pick(rng, DIGITS, 3)} "
                       f"{pick(rng, DIGITS, 3)} {pick(rng, DIGITS, 4)}", f"+49 30 {pick(rng, DIGITS, 8)}",
                       f"+31 20 {pick(rng, DIGITS, 3)} {pick(rng, DIGITS, 4)}"))


def v_uuid(rng: random.Random, alphabet: str = HEX) -> str:
    return "-".join(pick(rng, alphabet, n) for n in (8, 4, 4, 4, 12))


def v_controlno(rng: random.Random) -> str:
    digits = pick(rng, DIGITS, 16)
    return rng.choice((digits, " ".join(digits[i:i + 4] for i in range(0, 16, 4)),
                       "-".join(digits[i:i + 4] for i in range(0, 16, 4))))


def v_penuser(rng: random.Random) -> str:
    return rng.choice((pick(rng, DIGITS, rng.choice((8, 10))), v_email(rng), rng.choice(LOGINS) + pick(rng, DIGITS, 2)))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "hostkey": lambda r: pick(r, DIGITS, 6),
    "hostpin": lambda r: pick(r, DIGITS, r.choice((4, 4, 5, 6, 8))),
    "modpin": lambda r: pick(r, DIGITS, r.choice((4, 5, 6, 7))),
    "esigncode": lambda r: r.choice((pick(r, DIGITS, 6), pick(r, UPPER_DIG, r.randint(5, 8)),
                                     r.choice(WORDS).capitalize() + pick(r, DIGITS, r.choice((2, 4))))),
    "esignsec": lambda r: pick(r, HEX_UP, 32) + pick(r, DIGITS, 1),
    "pdfpw": v_pw,
    "appkey": lambda r: pick(r, HEX_UP, 32),
    "appkeyarr": lambda r: ", ".join("0x" + pick(r, HEX_UP, 2) for _ in range(16)),
    "nwkskey": lambda r: pick(r, HEX_UP, 32),
    "appskey": lambda r: pick(r, HEX_UP, 32),
    "ttnkey": lambda r: "NNSXS." + pick(r, BASE32, 39) + "." + pick(r, BASE32, 52),
    "fleettoken": lambda r: r.choice(("samsara_api_" + pick(r, ALNUM, 30), pick(r, ALNUM, 40))),
    "fleetpw": v_pw,
    "fleetkey": lambda r: v_uuid(r),
    "dronekey": lambda r: pick(r, ALNUM, 32),
    "trackerpw": lambda r: pick(r, DIGITS, 6),
    "sshpass": v_passphrase,
    "plcpw": v_pw,
    "hmipin": lambda r: pick(r, DIGITS, r.choice((4, 5, 6))),
    "hmipin2": lambda r: pick(r, DIGITS, r.choice((6, 8))),
    "kioskpin": lambda r: pick(r, DIGITS, r.choice((4, 6, 6, 8))),
    "kioskpw": v_pw,
    "mfkey": lambda r: pick(r, HEX_UP, 12),
    "mfkey2": lambda r: pick(r, HEX_UP, 12),
    "desfirekey": lambda r: pick(r, HEX_UP, 32),
    "hampw": v_pw,
    "hotspotpw": lambda r: r.choice((pick(r, ALNUM, r.randint(8, 14)), v_pw(r))),
    "qrzkey": lambda r: "-".join(pick(r, HEX_UP, 4) for _ in range(4)),
    "controlno": v_controlno,
    "votingid": lambda r: pick(r, DIGITS, 9),
    "taskid": lambda r: pick(r, DIGITS, 9),
    "votepin": lambda r: pick(r, DIGITS, r.choice((5, 6))),
    "clockpin": lambda r: pick(r, DIGITS, r.choice((4, 4, 5, 6))),
    "shiftpw": v_pw,
    "penpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "points": lambda r: str(r.randint(50, 990)),
    "ver": lambda r: f"{r.randint(1, 8)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "site": lambda r: r.choice(SITES),
    "lanip": lambda r: f"{r.choice(('192.168', '10.20', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "dialin": v_dialin,
    "meetingid": lambda r: " ".join(pick(r, DIGITS, n) for n in r.choice(((3, 4, 4), (3, 3, 4), (4, 4, 3)))),
    "room": lambda r: r.choice(LOGINS).replace("_", ".") + "@" + r.choice(COMPANIES) + ".webex.example",
    "envelope": lambda r: v_uuid(r, HEX_UP),
    "devid": lambda r: r.choice(("soil-", "meter-", "bee-", "river-", "cold-")) + pick(r, LOWER_DIG, 4),
    "deveui": lambda r: (lambda oui: oui + pick(r, HEX_UP, 16 - len(oui)))(r.choice(("70B3D57ED", "A84041", "2CF7F1",
                                                                                     "0080E1"))),
    "joineui": lambda r: pick(r, HEX_UP, 16),
    "devaddr": lambda r: "26" + pick(r, HEX_UP, 6),
    "fleetdb": lambda r: r.choice(("northwind_logistics", "acme_fleet", "tidal_transport", "quarry_haulage")),
    "vehicle": lambda r: r.choice(("van ", "truck ", "unit ", "trailer T")) + pick(r, DIGITS, r.choice((2, 3))),
    "dronesn": lambda r: "1581F" + pick(r, UPPER_DIG, 9),
    "company": lambda r: r.choice(COMPANIES),
    "repo": lambda r: r.choice(REPOS),
    "host": lambda r: r.choice(HOSTS),
    "fingerprint": lambda r: pick(r, BASE64, 43),
    "sshpub": lambda r: "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(r, BASE64, 43),
    "plcmodel": lambda r: r.choice(PLCS),
    "kiosksn": lambda r: "R" + pick(r, UPPER_DIG, 10),
    "appid": lambda r: pick(r, HEX_UP, 6),
    "carduid": lambda r: " ".join(pick(r, HEX_UP, 2) for _ in range(r.choice((4, 7)))),
    "member": lambda r: pick(r, DIGITS, 6),
    "call": lambda r: r.choice(CALLS),
    "node": lambda r: pick(r, DIGITS, 6),
    "dmrid": lambda r: r.choice(("2", "3", "5")) + pick(r, DIGITS, 6),
    "cusip": lambda r: pick(r, DIGITS, 6) + pick(r, UPPER_DIG, 2) + pick(r, DIGITS, 1),
    "isin": lambda r: r.choice(("US", "GB", "DE", "NL")) + pick(r, UPPER_DIG, 9) + pick(r, DIGITS, 1),
    "srn": lambda r: r.choice(("C", "I", "")) + pick(r, DIGITS, 10),
    "ticker": lambda r: r.choice(TICKERS),
    "confno": lambda r: pick(r, UPPER_DIG, 10),
    "empno": lambda r: pick(r, DIGITS, r.choice((5, 6, 7))),
    "store": lambda r: "#" + pick(r, DIGITS, 3),
    # language field
    "penuser": v_penuser,
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

    family = "pension_portal_login_ml"
    for lang, np, sentence, twin in parse_langs():
        for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                        sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                    frame = frame.replace("{v}", "{penpw}").replace("{mask}", rng.choice(MASKS))
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
        # the label holds no field; the secret sentence {penuser} and {penpw}, its twin {penuser} only
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["penpw", "penuser"], ["penuser"]]:
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
            errors.append("secrets_blind35.jsonl is stale: rerun make_blind35.py")
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
