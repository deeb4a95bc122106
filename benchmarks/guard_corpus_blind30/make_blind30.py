"""Writes secrets_blind30.jsonl, the thirtieth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind30_templates.py, blind30_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind30/make_blind30.py           # (re)write secrets_blind30.jsonl
    python benchmarks/guard_corpus_blind30/make_blind30.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind30/make_blind30.py --table   # rows per label and kind, languages
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
import blind30_langs as L
import blind30_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind30.jsonl"
SEED = 30_3030

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: TOTP seeds, webhook signing secrets, database and URL passwords, base64 of a password in a Secret, git
# tokens, recovery codes, SMTP and app passwords, WireGuard private and pre-shared keys, licence keys, bank one-time
# codes and Wi-Fi passphrases.
SECRET_FIELDS = {"totp", "totp2", "totpspaced", "whsec", "hooksecret", "hexsecret", "dbpw", "pw", "b64pw", "gittoken",
                 "rcodes", "rcode", "rcodeinline", "apppw", "smtppw", "wgpriv", "wgpsk", "winkey", "lickey",
                 "activation", "otp", "wifipw"}
# rows per English template kind, by label (each kind has 6 or 7 secret and 5 benign templates); the brief asks for a
# corpus of about 2000 rows with 15-20 % benign, so the twins are thinner than blind29's
SECRET_ROWS_PER_KIND = 100
BENIGN_ROWS_PER_KIND = 18
# per language: the bank's one-time SMS code and the Wi-Fi passphrase, and their twins (transfer done, network name)
LANG_FILLS = {"bank_sms_otp_ml": 14, "bank_sms_otp_ml_benign": 3, "wifi_passphrase_ml": 14,
              "wifi_passphrase_ml_benign": 3}
# the value each family's label stands beside ({v} in a frame)
FAMILY_VALUE = {"bank_sms_otp_ml": "{otp}", "wifi_passphrase_ml": "{wifipw}"}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# value. The value stands after or before its label, alone on a line, quoted, in a list or beside the twin.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 😅", "{S}!", "{S}\n{B}", "{B}; {S}", "{B}\n\n{S}", "{NP}: {v}",
                 "{NP} = {v}", "{NP}\n{v}", "{v} — {NP}", "[{NP}] {v}", "{NP}: \"{v}\"", "- {NP}: {v}\n- {B}",
                 "{NP} -> {v}", "{NP} | {v}", "{NP}: {v} 🔑", "{NP} :: {v}", "{NP}\n----\n{v}", "{B}\n{NP}: {v}",
                 "«{NP}» {v}", "{NP}? {v}")
# frames only one family uses: the Wi-Fi QR payload (what a phone shows under "share network"), the code in front
FAMILY_SECRET_FRAMES = {"bank_sms_otp_ml": ("{v} ← {NP}", "{NP} {v}, {B}"),
                        "wifi_passphrase_ml": ("WIFI:T:WPA;S:{ssid};P:{v};;", "{B}\nWIFI:S:{ssid};T:WPA;P:{v};H:false;;",
                                               "{NP} ({ssid}): {v}")}
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 😅", "{B}!", "{NP}: {mask}", "{NP} = {mask}", "{mask} — {NP}",
                 "{B}\n{NP}: {mask}", "[{NP}] {mask}", "- {NP}: {mask}\n- {B}", "{NP}\n{mask}", "{B}; {NP}: {mask}",
                 "{NP} | {mask}")
# the Wi-Fi twins' QR payloads: a documentation placeholder, and an open network (no P: at all)
FAMILY_BENIGN_FRAMES = {"bank_sms_otp_ml": (), "wifi_passphrase_ml": ("{B}\nWIFI:T:WPA;S:{ssid};P:<password>;;",
                                                                       "{B}\nWIFI:T:nopass;S:{ssid};;")}
MASKS = ("******", "[redacted]", "(memorised)", "<code>", "(not writing it here)", "xxxxxx", "[hidden]",
         "(on the fridge)", "…", "(ask me)", "######", "[not stored]", "∗∗∗∗", "(in my wallet)", "—", "?",
         "(on the router sticker)")
FLOORS = {"secret_rows": 1600, "secret_kinds": 12, "benign_rows": 300, "benign_kinds": 12, "languages": 24}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits
BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
# Microsoft product keys leave out letters and digits that read alike
PRODUCT_KEY = "BCDFGHJKMPQRTVWXY2346789"

NAMES = ("Aoife", "Bashir", "Catrin", "Dawit", "Eleni", "Fatou", "Gwen", "Hamid", "Ilse", "Jakub", "Kemi", "Lorcan",
         "Mirela", "Nomvula", "Oyvind", "Priya", "Rustam", "Siân", "Tunde", "Uxue", "Vesna", "Wiremu", "Ximena",
         "Zainab")
# written for this round: words for passwords and passphrases
WORDS = ("acorn", "basalt", "cinder", "delta", "falcon", "gossamer", "hazel", "iris", "jasper", "kestrel", "lichen",
         "marble", "nimbus", "orchid", "puffin", "quill", "russet", "sorrel", "tamarind", "upland", "vervain",
         "willow", "yarrow", "zephyr", "bluebell", "clover", "driftwood", "heron", "otter", "sparrow")
SYMBOLS = "!#$%&*+-=?@_."
DOMAINS = ("bakery.example", "studio.example.net", "logistics.example", "clinic-north.example.org", "brewery.example",
           "archive.example.com", "choir.example", "sailing.example.net", "atelier.example", "cooperative.example.org")
ISSUERS = ("GitHub", "AWS", "Cloudflare", "Dropbox", "Proton", "Namecheap", "Hetzner", "Slack", "Atlassian", "Kraken",
           "Fastmail", "DigitalOcean", "Zoho", "Xero")
# English rows arrive bare, fenced, after a question, from a sender, with a request to keep them or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```text\n{t}\n```", "{t}\n\nis this right?", "{name} sent this:\n{t}",
          "for the runbook:\n\n{t}", "{t}\n\n(copied from Slack)", "please remember:\n{t}", "keep this:\n{t}",
          "setup notes {date}:\n{t}", "{t}\n\nthanks!", "Subject: access for the new laptop\n\n{t}", "TODO migrate:\n{t}",
          "{t}\n\nwhy does this not connect?", "handover:\n{t}", "context for the incident:\n{t}", "pinned:\n{t}",
          "> {t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🙏", "Fwd: {t}", "{t}\n\n— {name}",
               "{t} ✅", "» {t}", "{hh}.{mi} {name}: {t}", "{t} !!", "{t}\n~{name}", "{t} (urgent)",
               "don't forget:\n{t}", "{name} ({hh}:{mi})\n{t}", "{t} -- {name}", "{t}\n\n(voice message transcript)",
               "⭐ {t}", "PS: {t}")
# a few wrappers only make sense for one family
CHROME_EXTRA = {"bank_sms_otp_ml": ("🏦 {t}", "{t} 💳", "💸 {t}"),
                "wifi_passphrase_ml": ("📶 {t}", "{t} 🏠", "🔐 {t}")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def v_pw(rng: random.Random) -> str:
    """A password in one of five styles people pick for services and databases."""
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^", rng.randint(12, 20))
    if style == 2:
        return rng.choice(("-", ".", "_")).join(rng.sample(WORDS, 3)) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, 6) + rng.choice(SYMBOLS) + \
            pick(rng, DIGITS, 3)
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS) + rng.choice(("!", "?", "2026", "9%"))


def v_dbpw(rng: random.Random) -> str:
    """A password that can stand in a URI's userinfo as typed: letters, digits, -._~ and a percent-escaped symbol."""
    style = rng.randrange(4)
    if style == 0:
        return pick(rng, ALNUM, rng.randint(16, 28))
    if style == 1:
        return rng.choice(WORDS).capitalize() + rng.choice(("-", "_", ".", "~")) + rng.choice(WORDS) + \
            pick(rng, DIGITS, rng.randint(2, 4))
    if style == 2:
        return pick(rng, ALNUM, rng.randint(8, 12)) + rng.choice(("%21", "%40", "%23", "%24")) + pick(rng, DIGITS, 3)
    return pick(rng, LOWER_DIG, rng.randint(20, 32))


def v_totp(rng: random.Random) -> str:
    return pick(rng, BASE32, rng.choice((16, 32, 32, 26)))


def v_totpspaced(rng: random.Random) -> str:
    """A setup key as the sites show it for manual entry: lower or upper case, in groups of four."""
    raw = pick(rng, BASE32, 32)
    if rng.randrange(2):
        raw = raw.lower()
    return " ".join(raw[i:i + 4] for i in range(0, 32, 4))


def v_hooksecret(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return pick(rng, HEX, 40)
    if style == 1:
        return pick(rng, ALNUM, rng.randint(24, 40))
    return "-".join(rng.sample(WORDS, 4)) + "-" + pick(rng, DIGITS, 4)


def v_rcode_list(rng: random.Random) -> list[str]:
    style = rng.randrange(4)
    n = rng.choice((8, 10, 10, 16))
    if style == 0:  # GitHub-like
        return [pick(rng, HEX, 5) + "-" + pick(rng, HEX, 5) for _ in range(n)]
    if style == 1:  # Google-like
        return [pick(rng, DIGITS, 4) + " " + pick(rng, DIGITS, 4) for _ in range(n)]
    if style == 2:
        return [pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
                for _ in range(n)]
    return [pick(rng, UPPER_DIG, 10) for _ in range(n)]


def v_rcodes(rng: random.Random) -> str:
    codes = v_rcode_list(rng)
    layout = rng.randrange(3)
    if layout == 0:
        return "\n".join(codes)
    if layout == 1:
        return "\n".join(f"{i + 1}. {c}" for i, c in enumerate(codes))
    return "\n".join(f"{a}    {b}" for a, b in zip(codes[::2], codes[1::2]))


def v_rcode(rng: random.Random) -> str:
    if rng.randrange(2):
        return "-".join(pick(rng, UPPER_DIG, 5) for _ in range(5))
    return rng.choice(v_rcode_list(rng))


def v_apppw(rng: random.Random) -> str:
    """A mail provider's app password: sixteen letters in groups of four, spaced or dashed."""
    groups = [pick(rng, string.ascii_lowercase, 4) for _ in range(4)]
    return rng.choice((" ", "-", "")).join(groups)


def v_lickey(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:
        return "-".join(pick(rng, UPPER_DIG, 5) for _ in range(rng.choice((4, 5))))
    if style == 1:
        return "-".join(pick(rng, UPPER_DIG, 4) for _ in range(rng.choice((4, 6))))
    if style == 2:
        return f"{pick(rng, DIGITS, 3)}-{pick(rng, DIGITS, 8)}"
    return pick(rng, UPPER_DIG, 2) + "-" + pick(rng, HEX, 8).upper() + "-" + pick(rng, HEX, 8).upper()


def v_activation(rng: random.Random) -> str:
    """An offline activation code: an id, a dash and a long base64 payload wrapped at 64 columns."""
    payload = base64.b64encode(bytes(rng.randrange(256) for _ in range(rng.choice((120, 150))))).decode()
    code = pick(rng, UPPER_DIG, 10) + "-" + payload
    return "\n".join(code[i:i + 64] for i in range(0, len(code), 64))


def v_otp(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return pick(rng, DIGITS, 8)
    if style == 1:
        return pick(rng, DIGITS, 3) + " " + pick(rng, DIGITS, 3)
    if style == 2:
        return pick(rng, DIGITS, 3) + "-" + pick(rng, DIGITS, 3)
    return pick(rng, DIGITS, 6)


def v_wifipw(rng: random.Random) -> str:
    """A WPA passphrase: the router's printed default, a family sentence, or something chosen."""
    style = rng.randrange(4)
    if style == 0:
        return pick(rng, DIGITS, 4) + " " + pick(rng, DIGITS, 4) + " " + pick(rng, DIGITS, 4) + " " + \
            pick(rng, DIGITS, 4)
    if style == 1:
        return pick(rng, LOWER_DIG, rng.choice((10, 12, 16)))
    if style == 2:
        return rng.choice(WORDS).capitalize() + rng.choice(WORDS) + pick(rng, DIGITS, rng.randint(2, 4)) + \
            rng.choice(("!", "", "#"))
    return pick(rng, ALNUM, rng.randint(12, 20))


def v_ssid(rng: random.Random) -> str:
    return rng.choice((f"FRITZ!Box 7590 {pick(rng, string.ascii_uppercase, 2)}", f"Vodafone-{pick(rng, UPPER_DIG, 4)}",
                       f"TP-Link_{pick(rng, HEX, 4).upper()}", f"eir{pick(rng, DIGITS, 4)}", "CasaDelMar_5G",
                       f"Apartment {rng.randint(2, 40)}", f"VM{pick(rng, DIGITS, 7)}", "Guesthouse-Guest",
                       f"Zyxel_{pick(rng, HEX, 4).upper()}", f"SKY{pick(rng, UPPER_DIG, 5)}", "VillaOlive",
                       f"HUAWEI-{pick(rng, UPPER_DIG, 4)}"))


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2026, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}"))


def v_amount(rng: random.Random) -> str:
    n = rng.randint(20, 1900)
    return rng.choice((f"€{n}", f"{n} €", f"${n}.{rng.randint(0, 99):02d}", f"£{n}", f"{n * 80} ₹", f"{n}.00",
                       f"{n * 90} ֏", f"{n * 4} ₼"))


def v_uuid(rng: random.Random) -> str:
    return "-".join(pick(rng, HEX, n) for n in (8, 4, 4, 4, 12))


def v_tracking(rng: random.Random) -> str:
    return rng.choice(("1Z" + pick(rng, UPPER_DIG, 16), "JD01460000" + pick(rng, DIGITS, 8), pick(rng, DIGITS, 12),
                       "RF" + pick(rng, DIGITS, 2) + " " + " ".join(pick(rng, DIGITS, 4) for _ in range(4))))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "totp": v_totp,
    "totp2": v_totp,
    "totpspaced": v_totpspaced,
    "whsec": lambda r: "whsec_" + b64(r, 24).rstrip("="),
    "hooksecret": v_hooksecret,
    "hexsecret": lambda r: pick(r, HEX, r.choice((32, 64))),
    "dbpw": v_dbpw,
    "pw": v_pw,
    "b64pw": lambda r: base64.b64encode(v_pw(r).encode()).decode(),
    "gittoken": lambda r: pick(r, HEX, 40),
    "rcodes": v_rcodes,
    "rcode": v_rcode,
    "rcodeinline": lambda r: r.choice((", ", " ", " · ")).join(v_rcode_list(r)[:r.randint(3, 6)]),
    "apppw": v_apppw,
    "smtppw": v_pw,
    "wgpriv": lambda r: b64(r, 32),
    "wgpsk": lambda r: b64(r, 32),
    "winkey": lambda r: "-".join(pick(r, PRODUCT_KEY, 5) for _ in range(5)),
    "lickey": v_lickey,
    "activation": v_activation,
    "otp": v_otp,
    "wifipw": v_wifipw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "issuer": lambda r: r.choice(ISSUERS),
    "email": lambda r: r.choice(("aoife", "d.tesfaye", "ops", "accounts", "m.popescu", "gwen.r", "rustam")) + "@" +
    r.choice(DOMAINS),
    "domain": lambda r: r.choice(DOMAINS),
    "host": lambda r: r.choice(("db-", "pg-", "mq-", "cache-", "nas", "files-", "rep")) + f"{r.randint(1, 9):02d}."
    + r.choice(("internal.", "lan.", "prod.", "")) + r.choice(DOMAINS),
    "dbuser": lambda r: r.choice(("app", "analytics_ro", "svc_orders", "etl", "reporting", "deploy", "scanner",
                                  "wiki", "backup", "ci-bot")),
    "dbname": lambda r: r.choice(("orders", "analytics", "crm", "inventory", "wiki", "billing", "events")),
    "mongohost": lambda r: pick(r, LOWER_DIG, 5),
    "b64user": lambda r: base64.b64encode(r.choice(("app", "admin", "postgres", "grafana", "svc-api")).encode())
    .decode(),
    "wgpub": lambda r: b64(r, 32),
    "date": v_date,
    "amount": v_amount,
    "ssid": v_ssid,
    "ver": lambda r: r.choice((f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 9)}",
                               f"v{r.randint(1, 5)}.{r.randint(0, 12)}", f"build {r.randint(3000, 4999)}")),
    "winbuild": lambda r: f"{pick(r, DIGITS, 5)}-{pick(r, DIGITS, 5)}-{pick(r, DIGITS, 5)}-AA{pick(r, DIGITS, 3)}",
    "sha1": lambda r: pick(r, HEX, 40),
    "sha256": lambda r: pick(r, HEX, 64),
    "hexsig": lambda r: pick(r, HEX, 64),
    "uuid": v_uuid,
    "tracking": v_tracking,
    "orderno": lambda r: r.choice(("#", "ORD-2026-", "INV-", "")) + pick(r, DIGITS, r.randint(5, 8)),
    "count": lambda r: str(r.randint(2, 9)),
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

    for lang, otp_np, otp_s, otp_b, wifi_np, wifi_s, wifi_b in parse_langs():
        for family, np, sentence, twin in (
                ("bank_sms_otp_ml", otp_np, otp_s, otp_b),
                ("wifi_passphrase_ml", wifi_np, wifi_s, wifi_b)):
            field = FAMILY_VALUE[family]
            for kind, frames in ((family, SECRET_FRAMES + FAMILY_SECRET_FRAMES[family]),
                                 (family + "_benign", BENIGN_FRAMES + FAMILY_BENIGN_FRAMES[family])):
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
        # the labels hold no field; the secret sentences {otp}, and {ssid} with {wifipw}; their twins {amount}, {ssid}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["otp"], ["amount"], [], ["ssid", "wifipw"], ["ssid"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    secret_frames = SECRET_FRAMES + tuple(f for fs in FAMILY_SECRET_FRAMES.values() for f in fs)
    benign_frames = BENIGN_FRAMES + tuple(f for fs in FAMILY_BENIGN_FRAMES.values() for f in fs)
    for frames, slot in ((secret_frames, "{v}"), (benign_frames, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in secret_frames if "{v}" not in f and "{S}" not in f]
    errors += [f"benign frame {f!r} holds a secret" for f in benign_frames if "{v}" in f or "{S}" in f
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
            errors.append("secrets_blind30.jsonl is stale: rerun make_blind30.py")
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
