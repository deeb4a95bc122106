"""Writes secrets_blind32.jsonl, the thirty-second blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind32_templates.py, blind32_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind32/make_blind32.py           # (re)write secrets_blind32.jsonl
    python benchmarks/guard_corpus_blind32/make_blind32.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind32/make_blind32.py --table   # rows per label and kind, languages
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
import blind32_langs as L
import blind32_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind32.jsonl"
SEED = 32_3232

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: unseal keys, root tokens and Shamir shares, signing keys and their passphrases, config decryption keys,
# node identity private keys, stream keys, token PINs / PUKs / management keys / HSM passwords, DNS and ACME
# credentials, API keys in code, 802.1X passwords, messenger recovery secrets, tax-portal passwords and carrier PINs.
SECRET_FIELDS = {"unsealkey", "unsealkey2", "unsealkey3", "unsealhex", "roottoken", "shamirshare", "shamirshare2",
                 "signpw", "signpw2", "cosignkey", "minisignkey", "taurikey", "agekey", "vaultpass", "gitcryptkey",
                 "railsmaster", "jasyptpw", "dotenvkey", "libp2pkey", "tmprivkey", "nsec", "torkey", "yggkey",
                 "ztsecret", "solkeypair", "nebulakey", "streamkey", "twitchkey", "muxkey", "tokenpin", "tokenpuk",
                 "mgmtkey", "hsmpw", "cftoken", "eabhmac", "porksecret", "duckdnstoken", "ovhsecret", "ovhconsumer",
                 "dnstoken", "dopsecret", "rareapikey", "eappw", "signalpass", "signalpin", "wakey", "elementkey",
                 "threemapw", "tgpw", "govpw", "portpin"}
# rows per English template kind, by label (each kind has 10 to 18 secret and 6 to 9 benign templates); the brief asks
# for about 1,200-1,700 secret rows with 20-25 % benign near misses
SECRET_ROWS_PER_KIND = 100
BENIGN_ROWS_PER_KIND = 32
# per language: the tax-portal login and the carrier account PIN, and their twins (the login alone, the hotline)
LANG_FILLS = {"tax_portal_login_ml": 10, "tax_portal_login_ml_benign": 3, "carrier_account_pin_ml": 10,
              "carrier_account_pin_ml_benign": 3}
# the value each family's label stands beside ({v} in a frame)
FAMILY_VALUE = {"tax_portal_login_ml": "{govpw}", "carrier_account_pin_ml": "{portpin}"}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# value. New for this round: a forwarded line, a key/value pair in a list, quotes, a colon-less run-on, a slash.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🙏", "{S} :)", "{B}; {S}", "{S}\n\n{B}", "{NP}: {v}",
                 "{NP} = {v}", "{NP}\n{v}", "[{NP}] {v}", "\"{v}\" ({NP})", "{NP} -> {v}", "- {NP}: {v}\n- {B}",
                 "{NP} / {v}", "{B}\n>> {NP}: {v}", "{NP}: '{v}'", "{NP} {v}", "{NP}:\n    {v}", "{v} <- {NP}")
FAMILY_SECRET_FRAMES = {"tax_portal_login_ml": ("🧾 {NP}: {v}", "{S} 🧾", "{NP}: {govuser} / {v}"),
                        "carrier_account_pin_ml": ("📱 {NP}: {v}", "{S} 📶")}
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🙏", "{B} :)", "{NP}: {mask}", "{NP} = {mask}", "[{NP}] {mask}",
                 "{B}\n{NP}: {mask}", "- {NP}: {mask}\n- {B}", "{NP} -> {mask}", "{B}; {NP}: {mask}",
                 "{NP}: '{mask}'", "{NP}:\n    {mask}")
FAMILY_BENIGN_FRAMES = {"tax_portal_login_ml": ("🧾 {B}", "{NP}: {govuser} / {mask}"),
                        "carrier_account_pin_ml": ("📱 {B}",)}
MASKS = ("▪▪▪▪▪▪", "[hidden]", "(in the safe)", "<password>", "(I'll tell you in person)", "[on paper]",
         "[withheld]", "(unchanged)", "…", "(ask me)", "######", "[not stored here]", "(in the blue folder)",
         "xxxxxx", "(reset last week)", "—", "{{PIN}}", "n/a")
FLOORS = {"secret_rows": 1300, "secret_kinds": 12, "benign_rows": 400, "benign_kinds": 12, "languages": 19}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()
# fields of the language lines filled per language by build() (the country's phone prefix)
LANG_FIELDS = {"phone"}

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

NAMES = ("Ximena", "Gaspard", "Henrike", "Tomasz", "Ioana", "Bence", "Eleni", "Oleksandr", "Yara", "Noam", "Somchai",
         "Aisyah", "Marisol", "Juhani", "Wanjiru", "Kofi", "Radka", "Benedetta", "Floor", "Amaru")
# written for this round: words for passwords and passphrases
WORDS = ("anvil", "barnacle", "cinnabar", "dovetail", "estuary", "foxglove", "gravel", "hazel", "inkwell", "jackdaw",
         "kestrel", "limestone", "marigold", "nettle", "oxbow", "parsnip", "quill", "rhubarb", "sorrel", "tamarind",
         "upland", "vervain", "wicker", "yarrow", "zephyr", "cormorant", "bergamot", "slate", "heron", "lichen")
SYMBOLS = "!#$%&*+-=?@_.~"
DOMAINS = ("lumen-labs.example", "quarry.example.net", "harbourmaster.example", "uni-nord.example.org",
           "orchard.example", "tidewater.example.com", "bellfoundry.example", "kiln.example.net", "atlas-hr.example",
           "riverschool.example.org")
MODULES = ("Billing", "Weather", "Geo", "Notify", "Ledger", "Search")
PHONE_PREFIX = {"es": "+34", "fr": "+33", "de": "+49", "pt": "+351", "it": "+39", "nl": "+31", "pl": "+48",
                "cs": "+420", "ro": "+40", "hu": "+36", "el": "+30", "uk": "+380", "ar": "+966", "he": "+972",
                "th": "+66", "ms": "+60", "tl": "+63", "sw": "+254", "fi": "+358"}
# English rows arrive bare, fenced, as a question, from a sender, with a note, in a mail or a ticket, now and then
# under a line in another language
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```text\n{t}\n```", "{t}\n\nkeep this safe for me please",
          "forwarded from {name}:\n{t}", "save this in memory:\n\n{t}", "{t}\n\n(copied from Slack)", "memo:\n{t}",
          "{t}\n\nis this set up right?", "handover {date}:\n{t}", "Re: new laptop setup\n\n{t}", "{t}\n\nthanks!",
          "> {t}", "for the runbook:\n{t}", "{t}\n-- typed on mobile", "can you check this config?\n{t}",
          "put this with the {dbname} notes:\n{t}", "{t}\n\n[from the shared drive]", "guárdame esto:\n{t}",
          "merk dir das bitte:\n{t}", "à garder :\n{t}", "{t}\n\n— zapisz to gdzieś", "{name} wrote:\n| {t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🤞", "Fwd: {t}", "{t}\n\n~ {name}",
               "{t} ✅", "» {t}", "{hh}.{mi} {name}: {t}", "{t}!", "{t}\n-{name}", "{t} (urgent)",
               "{name} · {hh}:{mi}\n{t}", "{t} // {name}", "{t}\n\n(voice note, transcribed)", "⭐ {t}", "NB: {t}",
               "{t} 🙌")
CHROME_EXTRA = {"tax_portal_login_ml": ("💶 {t}", "{t} 📄"), "carrier_account_pin_ml": ("☎️ {t}", "{t} 📞", "🔁 {t}")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def b64url_raw(rng: random.Random, n: int) -> str:
    return base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(n))).decode().rstrip("=")


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(12, 24))
    if style == 2:
        return rng.choice(("-", ".", "_", " ")).join(rng.sample(WORDS, rng.randint(3, 4))) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, rng.randint(5, 8)) + \
            rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 4:
        return pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + rng.choice(WORDS).upper() + pick(rng, DIGITS, 3)


def v_uuid(rng: random.Random) -> str:
    return "-".join(pick(rng, HEX, n) for n in (8, 4, 4, 4, 12))


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m}/{y}"))


def v_streamkey(rng: random.Random) -> str:
    """A stream key in one of the shapes the big platforms hand out."""
    style = rng.randrange(4)
    if style == 0:
        return "-".join(pick(rng, LOWER_DIG, 4) for _ in range(5))
    if style == 1:
        return f"live_{pick(rng, DIGITS, 9)}_{pick(rng, ALNUM, 30)}"
    if style == 2:
        return f"FB-{pick(rng, DIGITS, 15)}-0-{pick(rng, ALNUM + '-_', 28)}"
    return "sk_" + rng.choice(("us-west-2", "eu-central-1")) + "_" + pick(rng, ALNUM, 32)


def v_rareapikey(rng: random.Random) -> str:
    style = rng.randrange(8)
    return (pick(rng, ALNUM, 40), pick(rng, HEX, 32), "ak_" + pick(rng, ALNUM, 32), "key_" + pick(rng, B64URL, 24),
            "gsk_" + pick(rng, ALNUM, 52), "pplx-" + pick(rng, ALNUM, 48), "r8_" + pick(rng, ALNUM, 37),
            "nvapi-" + pick(rng, B64URL, 64))[style]


def v_tokenpin(rng: random.Random) -> str:
    return pick(rng, DIGITS, rng.choice((6, 6, 7, 8))) if rng.randrange(4) else pick(rng, ALNUM, 8)


def v_portpin(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style < 3:
        return pick(rng, DIGITS, rng.choice((4, 6, 6, 8)))
    if style == 3:
        return rng.choice(WORDS) + pick(rng, DIGITS, 2)
    return pick(rng, UPPER_DIG, 6)


def v_govuser(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return pick(rng, DIGITS, rng.choice((9, 10, 11, 13)))
    if style == 1:
        return rng.choice(("x.ortega", "gaspard.l", "henrike78", "t.nowak", "ioana.p", "bence.k", "e.papadaki",
                           "yara.h", "juhani.v", "wanjiru.m")) + "@" + rng.choice(("mail.example", "post.example.net"))
    return rng.choice(string.ascii_uppercase) + pick(rng, UPPER_DIG, 7)


def v_grouped(rng: random.Random, alphabet: str, groups: int, size: int, sep: str = " ") -> str:
    return sep.join(pick(rng, alphabet, size) for _ in range(groups))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "unsealkey": lambda r: b64(r, 32),
    "unsealkey2": lambda r: b64(r, 32),
    "unsealkey3": lambda r: b64(r, 32),
    "unsealhex": lambda r: pick(r, HEX, 64),
    "roottoken": lambda r: r.choice(("hvs.", "s.")) + pick(r, ALNUM, 24),
    "shamirshare": lambda r: f"{r.randint(1, 5)}-{pick(r, HEX, 64)}",
    "shamirshare2": lambda r: f"{r.randint(6, 9)}-{pick(r, HEX, 64)}",
    "signpw": v_pw,
    "signpw2": v_pw,
    "cosignkey": lambda r: "-----BEGIN ENCRYPTED SIGSTORE PRIVATE KEY-----\n" + "\n".join(
        ("eyJrZGYiOnsibmFtZSI6InNjcnlwdCIsInBhcmFtcyI6eyJOIjo2NTUzNiwiciI6" + pick(r, B64, 64 * 5))[i:i + 64]
        for i in range(0, 64 * 6, 64)) + "\n-----END ENCRYPTED SIGSTORE PRIVATE KEY-----",
    "minisignkey": lambda r: "untrusted comment: minisign encrypted secret key\nRWRTY0Iy" + pick(r, B64, 204) + "==",
    "taurikey": lambda r: "dW50cnVzdGVkIGNvbW1lbnQ6IHJzaWduIGVuY3J5cHRlZCBzZWNyZXQga2V5ClJXUlRZMEl5" + pick(r, B64, 280)
    + "=",
    "agekey": lambda r: "AGE-SECRET-KEY-1" + pick(r, BECH32.upper(), 58),
    "vaultpass": v_pw,
    "gitcryptkey": lambda r: "AEdJVENSWVBUS0VZAAAAAgAAAAAAAAABAAAABAAAAAAAAAADAAAAIA" + pick(r, B64, 90) + "AAAABQAAAE",
    "railsmaster": lambda r: pick(r, HEX, 32),
    "jasyptpw": v_pw,
    "libp2pkey": lambda r: "CAESQ" + pick(r, B64, 83),
    "tmprivkey": lambda r: b64(r, 64),
    "nsec": lambda r: "nsec1" + pick(r, BECH32, 58),
    "torkey": lambda r: "PT0gZWQyNTUxOXYxLXNlY3JldDogdHlwZTAgPT0AAAA" + b64(r, 64),
    "yggkey": lambda r: pick(r, HEX, 128),
    "ztsecret": lambda r: f"{pick(r, HEX, 10)}:0:{pick(r, HEX, 128)}:{pick(r, HEX, 128)}",
    "solkeypair": lambda r: "[" + ",".join(str(r.randrange(256)) for _ in range(64)) + "]",
    "nebulakey": lambda r: b64(r, 32),
    "streamkey": v_streamkey,
    "twitchkey": lambda r: f"live_{pick(r, DIGITS, 9)}_{pick(r, ALNUM, 30)}",
    "muxkey": v_uuid,
    "tokenpin": v_tokenpin,
    "tokenpuk": lambda r: pick(r, DIGITS, 8),
    "mgmtkey": lambda r: pick(r, HEX.upper() if r.randrange(2) else HEX, 48),
    "hsmpw": v_pw,
    "cftoken": lambda r: pick(r, ALNUM + "_-", 40),
    "eabhmac": lambda r: b64url_raw(r, 64),
    "porksecret": lambda r: "sk1_" + pick(r, HEX, 64),
    "duckdnstoken": v_uuid,
    "ovhsecret": lambda r: pick(r, ALNUM, 32),
    "ovhconsumer": lambda r: pick(r, ALNUM, 32),
    "dnstoken": lambda r: pick(r, ALNUM, r.choice((28, 32))),
    "dopsecret": lambda r: pick(r, HEX, 64),
    "rareapikey": v_rareapikey,
    "eappw": v_pw,
    "signalpass": lambda r: v_grouped(r, DIGITS, 6, 5),
    "signalpin": lambda r: pick(r, DIGITS, r.choice((4, 6, 8))) if r.randrange(3) else pick(r, ALNUM, 9),
    "wakey": lambda r: v_grouped(r, DIGITS, 16, 4, r.choice((" ", ""))),
    "elementkey": lambda r: "EsT" + pick(r, BASE58, 1) + " " + v_grouped(r, BASE58, 11, 4),
    "threemapw": v_pw,
    "tgpw": v_pw,
    "govpw": v_pw,
    "portpin": v_portpin,
    "dotenvkey": lambda r: pick(r, HEX, 64),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "domain": lambda r: r.choice(DOMAINS),
    "host": lambda r: r.choice(("peer", "node-", "edge-", "relay", "gw-")) + f"{r.randint(1, 9):02d}." + r.choice(
        DOMAINS),
    "dbuser": lambda r: r.choice(("release", "ci", "ximena", "gaspard", "deploy", "ops", "tomasz", "radka")),
    "dbname": lambda r: r.choice(("quarry", "orchard", "kiln", "tidewater", "bellfoundry", "lumen")),
    "module": lambda r: r.choice(MODULES),
    "uuid": v_uuid,
    "sha256": lambda r: pick(r, HEX, 64),
    "hex40": lambda r: pick(r, HEX, 40),
    "hex40u": lambda r: pick(r, HEX.upper(), 40),
    "hex32": lambda r: pick(r, HEX, 32),
    "hex64s": lambda r: pick(r, HEX, 64),
    "b44": lambda r: b64(r, 32),
    "b64ct": lambda r: b64(r, r.choice((24, 36, 48))),
    "ver": lambda r: f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
    "date": v_date,
    "invoice": lambda r: r.choice(("INC", "RITM", "OPS-", "#")) + pick(r, DIGITS, r.randint(5, 8)),
    "count": lambda r: str(r.randint(2, 9)),
    "keyid8": lambda r: pick(r, HEX.upper(), 8),
    "keyid16": lambda r: pick(r, HEX.upper(), 16),
    "accessor": lambda r: pick(r, ALNUM, 24),
    "agepub": lambda r: "age1" + pick(r, BECH32, 58),
    "cosignpub": lambda r: pick(r, B64, 86) + "==",
    "minisignpub": lambda r: pick(r, B64, 53),
    "vaultblob": lambda r: "\n".join(pick(r, HEX, 80) for _ in range(r.randint(3, 6))),
    "peerid": lambda r: pick(r, BASE58, 44),
    "npub": lambda r: "npub1" + pick(r, BECH32, 58),
    "onion": lambda r: pick(r, "abcdefghijklmnopqrstuvwxyz234567", 55) + "d",
    "zthex": lambda r: pick(r, HEX, 10),
    "ztnet": lambda r: pick(r, HEX, 16),
    "solpub": lambda r: pick(r, BASE58, 44),
    "muxplay": lambda r: pick(r, ALNUM, 40),
    "ytid": lambda r: pick(r, B64URL, 11),
    "vodid": lambda r: pick(r, DIGITS, 10),
    "slothex": lambda r: pick(r, HEX, 8),
    "tokserial": lambda r: pick(r, HEX, 16),
    "eabkid": lambda r: pick(r, B64URL, 22),
    # an OVH application key names the app; its secret and consumer key are what sign the calls
    "ovhkey": lambda r: pick(r, ALNUM, 16),
    "acmetxt": lambda r: pick(r, B64URL, 43),
    "certserial": lambda r: ":".join(pick(r, HEX, 2) for _ in range(18)),
    "certfp": lambda r: ":".join(pick(r, HEX.upper(), 2) for _ in range(32)),
    "eapuser": lambda r: r.choice(("x.ortega", "gaspard.l", "hmeyer", "tnowak", "ip2231", "bkovacs", "s1987342",
                                   "noam.b")) + "@" + r.choice(DOMAINS),
    "threemaid": lambda r: pick(r, UPPER_DIG, 8),
    "safetynum": lambda r: "\n".join(v_grouped(r, DIGITS, 4, 5) for _ in range(3)),
    "deviceid": lambda r: pick(r, string.ascii_uppercase, 10),
    "sessionkey": lambda r: v_grouped(r, ALNUM + "+/", 11, 4),
    "roomid": lambda r: pick(r, ALNUM, 18),
    "eventid": lambda r: pick(r, B64URL, 43),
    # language fields
    "govuser": v_govuser,
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

    def local(lang: str) -> str:
        """A phone number in the language's country format; the carrier twin names the hotline."""
        digits = pick(rng, DIGITS, 9)
        return f"{PHONE_PREFIX[lang]} {digits[:3]} {digits[3:6]} {digits[6:]}"

    for lang, tax_np, tax_s, tax_b, pin_np, pin_s, pin_b in parse_langs():
        for family, np, sentence, twin in (
                ("tax_portal_login_ml", tax_np, tax_s, tax_b),
                ("carrier_account_pin_ml", pin_np, pin_s, pin_b)):
            field = FAMILY_VALUE[family]
            for kind, frames in ((family, SECRET_FRAMES + FAMILY_SECRET_FRAMES[family]),
                                 (family + "_benign", BENIGN_FRAMES + FAMILY_BENIGN_FRAMES[family])):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                            f: str = field, sec: bool = secret, fam: str = family,
                            lg: str = lang) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                        frame = frame.replace("{v}", f).replace("{mask}", rng.choice(MASKS))
                        # the hotline is the language's own country's number, one per row
                        frame = frame.replace("{phone}", local(lg))
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
        if len(parts) != 7:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the labels hold no field; the tax sentence {govuser} and {govpw}, its twin {govuser}; the carrier sentence
        # {portpin}, its twin {phone}
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["govpw", "govuser"], ["govuser"], [], ["portpin"],
                                                                 ["phone"]]:
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
            errors.append("secrets_blind32.jsonl is stale: rerun make_blind32.py")
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
