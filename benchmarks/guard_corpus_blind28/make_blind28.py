"""Writes secrets_blind28.jsonl, the twenty-eighth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind28_templates.py, blind28_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind28/make_blind28.py           # (re)write secrets_blind28.jsonl
    python benchmarks/guard_corpus_blind28/make_blind28.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind28/make_blind28.py --table   # rows per label and kind, languages
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
import blind28_langs as L
import blind28_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind28.jsonl"
SEED = 28_2028

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: passwords and passphrases, eSIM matching IDs and confirmation codes, URL signatures, domain transfer
# codes, vault secret keys and recovery codes, FileVault recovery keys, media-server, notification, Jupyter and tunnel
# tokens, framework signing keys, eID card PINs and hardware wallet PINs.
SECRET_FIELDS = {"pw", "esimid", "confcode", "sig", "sig2", "sassig", "epp", "epp2", "opkey", "bwcode", "diskpass",
                 "fvkey", "plextoken", "apikey32", "apikey32b", "pouser", "potoken", "gotoken", "ntfytoken", "jtoken",
                 "tskey", "ngroktoken", "cftoken", "frptoken", "hspre", "djkey", "railskey", "railsbase", "lvkey",
                 "flaskkey", "nakey", "eidpin", "hwpin"}
# rows per English template kind, by label (each kind has 8 secret and 6 benign templates)
SECRET_ROWS_PER_KIND = 80
BENIGN_ROWS_PER_KIND = 60
# per language: eID card PINs and hardware wallet PINs, and their twins (the card's expiry, the firmware, a mask)
LANG_FILLS = {"eid_card_pin_ml": 9, "eid_card_pin_ml_benign": 7, "hw_wallet_pin_ml": 9, "hw_wallet_pin_ml_benign": 7}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# field. The value stands after or before its label, alone on a line, quoted, in a list item or beside the twin.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🙏", "{S}!!", "{S}\n{B}", "{B}; {S}", "{B}\n\n{S}", "{NP}: {v}",
                 "{NP} = {v}", "{NP}\n{v}", "{v} ← {NP}", "[{NP}] {v}", "{NP}: \"{v}\"", "- {NP}: {v}\n- {B}",
                 "{NP} → {v}", "{v} = {NP}", "{NP}: {v} (!)", "{NP} :: {v}", "{NP}\n-----\n{v}", "{B}\n{NP} = {v}",
                 "{NP}: {v} ✅", "«{NP}» {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🙏", "{B}!!", "{NP}: {mask}", "{NP} = {mask}", "{mask} ← {NP}",
                 "{B}\n{NP}: {mask}", "[{NP}] {mask}", "- {NP}: {mask}\n- {B}", "{NP}\n{mask}", "{B}; {NP}: {mask}",
                 "{NP} → {mask}")
MASKS = ("••••••", "[hidden]", "(in my head)", "<PIN>", "(not telling)", "######", "[redacted]", "(on paper at home)",
         "????", "(ask in person)", "xxxxxx", "[not stored]", "*****", "(sealed envelope)", "— —")
FLOORS = {"secret_rows": 1500, "secret_kinds": 12, "benign_rows": 1200, "benign_kinds": 12, "languages": 70}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this round)
LITERAL_BRACES: set[str] = set()

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits

NAMES = ("Amara", "Bogdan", "Chiara", "Dara", "Emeka", "Fatima", "Gustav", "Hana", "Ivo", "Jelena", "Kofi", "Lucia",
         "Mateus", "Noor", "Oskar", "Priya", "Quentin", "Rosa", "Sven", "Thandi", "Umar", "Valeria", "Wen", "Zeynep")
# written for this round: words for passwords and disk passphrases
WORDS = ("acorn", "basalt", "cedar", "delta", "estuary", "falcon", "glacier", "hazel", "iris", "jasper", "kestrel",
         "lichen", "maple", "nimbus", "orchid", "puffin", "quill", "raven", "sorrel", "tamarind", "urchin", "vesper",
         "willow", "xenon", "yarrow", "zephyr", "comet", "fjord", "marble", "otter")
SYMBOLS = "!#$%&*+-=?@_."
DOMAINS = ("bakery.example", "studio.example.net", "familie.example", "clinic.example.org", "shop.example",
           "garage.example.com", "band.example", "club.example.net", "tours.example", "lab.example.org")
# the second domain of a row (a nameserver's zone, the next line of a list) comes from other names, so never repeats
DOMAINS2 = ("market.example", "choir.example.net", "dojo.example", "farm.example.org", "atelier.example.com",
            "kiosk.example", "harbour.example.net")
# English rows arrive bare, fenced, after a question, from a sender, with a request to keep them or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```text\n{t}\n```", "{t}\n\nis this right?",
          "{name} sent me this:\n{t}", "notes from today:\n\n{t}", "{t}\n\n(copied from the email)",
          "please keep this for me:\n{t}", "remember this:\n{t}", "can you check this?\n{t}", "{t}\n\nthanks!",
          "for the runbook:\n{t}", "Re: setup\n\n{t}", "<{name}> {t}", "pinning this:\n{t}",
          "{t}\n\nwhy is this not working?", "handover notes:\n{t}", "> {t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🙂", "Fwd: {t}", "{t}\n\n— {name}",
               "{t} 👀", "» {t}", "{hh}.{mi} {name}: {t}", "{t} ☑", "{t}\n~{name}", "{t} (important)",
               "memo:\n{t}", "{name} ({hh}:{mi})\n{t}", "{t} | {name}", "{t}\n\n(sent from my tablet)",
               "📝 {t}", "PS: {t}")
# a few wrappers only make sense for one family
CHROME_EXTRA = {"eid_card_pin_ml": ("🪪 {t}", "🏛 {t}", "{t} 🧾"),
                "hw_wallet_pin_ml": ("🔐 {t}", "₿ {t}", "{t} 🪙")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of five styles people pick for accounts, web UIs and vaults."""
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@", rng.randint(12, 20))
    if style == 2:
        return rng.choice(("-", ".", "_")).join(rng.sample(WORDS, 3)) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 2) + pick(rng, string.ascii_lowercase, 4) + rng.choice(SYMBOLS) + \
            pick(rng, DIGITS, 4)
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS).capitalize() + rng.choice(("!", "#", "2026", "99?"))


def v_diskpass(rng: random.Random) -> str:
    """A disk passphrase: several words (with spaces or dashes), or a long mixed string."""
    style = rng.randrange(3)
    if style == 0:
        return " ".join(rng.sample(WORDS, rng.randint(4, 6)))
    if style == 1:
        return "-".join(w.capitalize() for w in rng.sample(WORDS, 4)) + pick(rng, DIGITS, 2)
    return pick(rng, ALNUM + "!#%&*", rng.randint(16, 28))


def v_esimid(rng: random.Random) -> str:
    """An eSIM matching ID, as carriers print it: dashed groups of capitals and digits, or one long run."""
    style = rng.randrange(3)
    if style == 0:
        return "-".join(pick(rng, UPPER_DIG, 5) for _ in range(4))
    if style == 1:
        return pick(rng, UPPER_DIG, rng.choice((24, 28, 32)))
    return "K2-" + pick(rng, UPPER_DIG, 6) + "-" + pick(rng, UPPER_DIG, 7)


def v_epp(rng: random.Random) -> str:
    """A domain transfer (auth-info) code: 8 to 16 characters with symbols, or DENIC-style dashed groups."""
    style = rng.randrange(3)
    if style == 0:
        return pick(rng, ALNUM + "!#$%&*()+-=?", rng.randint(10, 16))
    if style == 1:
        return "-".join(pick(rng, LOWER_DIG, 4) for _ in range(4))
    return pick(rng, string.ascii_uppercase, 3) + rng.choice(SYMBOLS) + pick(rng, ALNUM, 8)


def v_opkey(rng: random.Random) -> str:
    """A password-manager Secret Key: A3-XXXXXX-XXXXXX-XXXXX-XXXXX-XXXXX-XXXXX."""
    groups = (6, 6, 5, 5, 5, 5)
    return "A3-" + "-".join(pick(rng, UPPER_DIG, n) for n in groups)


def v_fvkey(rng: random.Random) -> str:
    """A FileVault personal recovery key: six groups of four capitals and digits."""
    return "-".join(pick(rng, UPPER_DIG, 4) for _ in range(6))


def v_b64(rng: random.Random, nbytes: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(nbytes))).decode()


def v_sassig(rng: random.Random) -> str:
    """An Azure SAS signature as it sits in a URL: base64 of 32 bytes, percent-encoded."""
    return v_b64(rng, 32).replace("+", "%2B").replace("/", "%2F").replace("=", "%3D")


def v_tskey(rng: random.Random) -> str:
    return "tskey-auth-" + pick(rng, ALNUM, 12) + "CNTRL-" + pick(rng, ALNUM, 33)


def v_ngrok(rng: random.Random) -> str:
    return rng.choice("12") + pick(rng, ALNUM, 26) + "_" + pick(rng, ALNUM, 21)


def v_cftoken(rng: random.Random) -> str:
    """A cloudflared tunnel token: base64 of a small JSON with the account, tunnel id and tunnel secret."""
    body = json.dumps({"a": pick(rng, HEX, 32), "t": v_uuid(rng), "s": v_b64(rng, 32)}, separators=(",", ":"))
    return base64.b64encode(body.encode()).decode().rstrip("=")


def v_uuid(rng: random.Random) -> str:
    return "-".join(pick(rng, HEX, n) for n in (8, 4, 4, 4, 12))


def v_expiry(rng: random.Random) -> str:
    """An ID card's expiry date in one of four layouts."""
    y, m, d = rng.randint(2027, 2036), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}", f"{d}. {m}. {y}"))


def v_date(rng: random.Random) -> str:
    return f"{rng.randint(2027, 2031)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def v_imei(rng: random.Random) -> str:
    """A 15-digit IMEI with its Luhn check digit (printed on the box, shown by *#06#)."""
    body = [rng.randrange(10) for _ in range(14)]
    total = sum(d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(body))
    return "".join(map(str, body)) + str((10 - total % 10) % 10)


def v_phone(rng: random.Random) -> str:
    """A phone number from the ranges set aside for fiction (UK 07700 900xxx, US 555-01xx, Australia 0491 570xxx)."""
    return rng.choice((f"+44 7700 900{pick(rng, DIGITS, 3)}", f"+1 {rng.randint(201, 989)} 555 01{pick(rng, DIGITS, 2)}",
                       f"+61 491 570 {pick(rng, DIGITS, 3)}"))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "diskpass": v_diskpass,
    "esimid": v_esimid,
    "confcode": lambda r: pick(r, DIGITS, r.choice((4, 6, 8))),
    "sig": lambda r: pick(r, HEX, 64),
    "sig2": lambda r: pick(r, HEX, 64 * r.randint(1, 3)),
    "sassig": v_sassig,
    "epp": v_epp,
    "epp2": v_epp,
    "opkey": v_opkey,
    "bwcode": lambda r: pick(r, string.ascii_lowercase + "234567", 32),
    "fvkey": v_fvkey,
    "plextoken": lambda r: pick(r, ALNUM + "-_", 20),
    "apikey32": lambda r: pick(r, HEX, 32),
    "apikey32b": lambda r: pick(r, HEX, 32),
    "pouser": lambda r: "u" + pick(r, LOWER_DIG, 29),
    "potoken": lambda r: "a" + pick(r, LOWER_DIG, 29),
    "gotoken": lambda r: "A" + pick(r, ALNUM + ".-_", 14),
    "ntfytoken": lambda r: "tk_" + pick(r, LOWER_DIG, 29),
    "jtoken": lambda r: pick(r, HEX, 48),
    "tskey": v_tskey,
    "ngroktoken": v_ngrok,
    "cftoken": v_cftoken,
    "frptoken": lambda r: pick(r, ALNUM, r.randint(20, 32)),
    "hspre": lambda r: pick(r, HEX, 48),
    "djkey": lambda r: pick(r, string.ascii_lowercase + DIGITS + "!@#$%^&*(-_=+)", 50),
    "railskey": lambda r: pick(r, HEX, 32),
    "railsbase": lambda r: pick(r, HEX, 128),
    "lvkey": lambda r: v_b64(r, 32),
    "flaskkey": lambda r: pick(r, HEX, r.choice((32, 48, 64))),
    "nakey": lambda r: v_b64(r, 32),
    "eidpin": lambda r: pick(r, DIGITS, r.choice((6, 6, 6, 4, 5, 8))),
    "hwpin": lambda r: pick(r, DIGITS, r.choice((4, 6, 6, 8, 8, 5))),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("mira", "admin2", "jdoe", "media", "lab", "ops", "pi", "kofi", "svc-grader",
                                "family", "dev", "station")),
    "email": lambda r: r.choice(("mira", "kofi.a", "family", "ops", "j.doe", "priya.n", "sven")) + "@" +
    r.choice(DOMAINS),
    "ip": lambda r: f"192.168.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "host": lambda r: r.choice(("notify.home.lan", "push.example.net", "ntfy.example.org", "gotify.lab.lan",
                                "relay.example.com", "frp.example.de")),
    "domain": lambda r: r.choice(DOMAINS),
    "domain2": lambda r: r.choice(DOMAINS2),
    "date": v_date,
    "date2": v_date,
    "expiry": v_expiry,
    "order": lambda r: r.choice(("ORD-", "#", "SO", "W")) + pick(r, DIGITS, r.randint(6, 9)),
    "eid": lambda r: "8904" + pick(r, DIGITS, 28),
    "imei": v_imei,
    "iccid": lambda r: "89" + pick(r, DIGITS, r.choice((17, 18))),
    "phone": v_phone,
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 20)}.{r.randint(0, 40)}",
    "sha": lambda r: pick(r, HEX, 64),
    "keytag": lambda r: str(r.randint(1000, 65000)),
    "keytag2": lambda r: str(r.randint(1000, 65000)),
    "count": lambda r: str(r.randint(2, 12)),
    "uuid": v_uuid,
    "serial": lambda r: pick(r, UPPER_DIG, r.choice((10, 12))),
    "tsip": lambda r: f"100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    "tsip2": lambda r: f"100.{r.randint(64, 127)}.{r.randint(0, 255)}.{r.randint(1, 254)}",
    "ngroksub": lambda r: pick(r, HEX, 4) + "-" + "-".join(str(r.randint(1, 254)) for _ in range(4)),
    "ztnet": lambda r: pick(r, HEX, 16),
    "upper16": lambda r: pick(r, UPPER_DIG, 16),
    "bucket": lambda r: r.choice(("acme-reports", "family-photos", "club-archive", "thesis-data")),
    "objkey": lambda r: r.choice(("2026/q4.pdf", "album.zip", "minutes/2026-11.docx", "raw/run7.parquet")),
    "port": lambda r: r.choice(("8123", "3000", "8080", "5000")),
    "dev": lambda r: r.choice(("sdb1", "nvme1n1p2", "sda3", "sdc2")),
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

    def chrome(family: str) -> str:
        return rng.choice(LANG_CHROME + CHROME_EXTRA[family]).replace("{hh}", f"{rng.randint(6, 23):02d}").replace(
            "{mi}", f"{rng.randint(0, 59):02d}")

    for lang, eid_np, eid_s, eid_b, hw_np, hw_s, hw_b in parse_langs():
        for family, np, sentence, twin, field in (
                ("eid_card_pin_ml", eid_np, eid_s, eid_b, "{eidpin}"),
                ("hw_wallet_pin_ml", hw_np, hw_s, hw_b, "{hwpin}")):
            for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                            f: str = field, sec: bool = secret, fam: str = family) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                        frame = frame.replace("{v}", f).replace("{mask}", rng.choice(MASKS))
                        return filler.fill(chrome(fam).replace("{t}", frame), secret=sec)
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
        # template fields are lower case; ${VAR} and {{ ... }} (frp's templating) are not fields
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
        if len(parts) != 7:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the labels hold no field, the secret sentences {eidpin} and {hwpin}, their twins {expiry} and {ver}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["eidpin"], ["expiry"], [], ["hwpin"], ["ver"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in SECRET_FRAMES if "{v}" not in f and "{S}" not in f]
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
            errors.append("secrets_blind28.jsonl is stale: rerun make_blind28.py")
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
