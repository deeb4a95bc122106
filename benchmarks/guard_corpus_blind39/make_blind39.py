"""Writes secrets_blind39.jsonl, the thirty-ninth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind39_templates.py, blind39_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind39/make_blind39.py           # (re)write secrets_blind39.jsonl
    python benchmarks/guard_corpus_blind39/make_blind39.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind39/make_blind39.py --table   # rows per label and kind, languages
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
import blind39_langs as L
import blind39_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind39.jsonl"
SEED = 39_3939

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Transistor keys, Buzzsprout and Captivate tokens, Podbean secrets, private feed URLs; Clockify keys,
# Everhour and TimeCamp tokens; Ancestry, MyHeritage, GEDmatch and FamilySearch passwords and DNA-kit activation
# codes; ImageKit private keys, imgix tokens and keys, Uploadcare and Filestack secrets; Home Connect client secrets
# and Miele, ThinQ and SmartHQ passwords; Traccar passwords and tokens, OwnTracks, Life360 and Invoxia passwords;
# iAquaLink, ScreenLogic, OmniLogic and ControlMySpa passwords; VATSIM and Navigraph passwords and Hoppie logon codes;
# Brewfather keys and stream IDs, Plaato tokens, Brewer's Friend keys; Geocaching passwords and trackable tracking
# codes; GoHenry, Greenlight and Rooster Money passwords and card PINs; gym-app passwords; and the unlabelled codes
# (door, gate, lockbox and alarm codes, safe and padlock combinations, phone and mailbox PINs, a phrase fragment).
SECRET_FIELDS = {
    "transistorkey",
    "buzztoken",
    "podbeansecret",
    "privfeed",
    "captoken",
    "doorcode",
    "clockifykey",
    "everhourtoken",
    "timecamptoken",
    "pin6",
    "ancestrypw",
    "myheritagepw",
    "gedpw",
    "dnacode",
    "fspw",
    "combo",
    "ikpriv",
    "imgixtoken",
    "imgixkey",
    "ucsecret",
    "fssecret",
    "phrase4",
    "hcsecret",
    "mielepw",
    "thinqpw",
    "smarthqpw",
    "pin4",
    "traccarpw",
    "traccartoken",
    "otpw",
    "l360pw",
    "invoxiapw",
    "gatecode",
    "iaqpw",
    "slpw",
    "omnipw",
    "spapw",
    "combo3",
    "vatsimpw",
    "navigraphpw",
    "hoppiecode",
    "bfkey",
    "bfstream",
    "plaatotoken",
    "brfkey",
    "combo4",
    "gcpw",
    "tbcode",
    "gohenrypw",
    "greenlightpw",
    "roosterpw",
    "gympw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the gym-app account login and its password, and its twin (the login alone)
LANG_FILLS = {"gym_app_login_ml": 10, "gym_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🏋️",
    "{S} :)",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} — {v}",
    "{NP}\n{v}",
    "{NP}: {gymuser} / {v}",
    "- {NP}: {v}",
    '{NP}: "{v}"',
    "💪 {S}",
    "{S} 👍",
    "{gymuser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {gymuser} | {v} |",
    "{NP}:\n  {gymuser}\n  {v}",
    "{gymuser} {v}",
    "{gymuser} | {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🏋️",
    "{B} :)",
    "{NP}: {mask}",
    "{NP} — {mask}",
    "{gymuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {gymuser} / {mask}",
    "💪 {B}",
    "{NP} -> {mask}",
    "| {gymuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(in my phone's notes)",
    "<pw>",
    "(ask Mum)",
    "[see the signup e-mail]",
    "########",
    "(unchanged)",
    "…",
    "(I'll say it at the door)",
    "[redacted]",
    "xxxxxxxx",
    "{{GYM_PW}}",
    "?",
    "(reset pending)",
    "(the usual one)",
)
FLOORS = {"secret_rows": 1300, "secret_kinds": 12, "benign_rows": 380, "benign_kinds": 12, "languages": 19}
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
URLSAFE = string.ascii_letters + string.digits + "-_"
# the letters and digits trackable tags and kit codes print (no 0/O, 1/I/L)
TAG = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

NAMES = (
    "Oksana",
    "Tendai",
    "Brigid",
    "Santiago",
    "Leila",
    "Jaromir",
    "Aiko",
    "Fernanda",
    "Ewan",
    "Femke",
    "Chidi",
    "Sigrid",
    "Deepa",
    "Niall",
    "Agnieszka",
    "Lorenzo",
    "Mirela",
    "Gideon",
    "Astrid",
    "Tomas",
)
# written for this round: words for passwords
WORDS = (
    "bramble",
    "cobalt",
    "drizzle",
    "elderberry",
    "fjord",
    "gingham",
    "heron",
    "indigo",
    "juniper",
    "kelp",
    "lantern",
    "meadow",
    "nettle",
    "otter",
    "pebble",
    "quince",
    "rhubarb",
    "saffron",
    "thistle",
    "upland",
    "violet",
    "walnut",
    "yarrow",
    "zinnia",
    "acorn",
    "biscuit",
    "cinder",
    "dormouse",
    "ferret",
    "granite",
    "hopscotch",
    "ivy",
)
# words of the BIP39 English list, for the recovery-phrase fragment
BIP39_WORDS = (
    "castle",
    "dragon",
    "forest",
    "guitar",
    "island",
    "jungle",
    "ladder",
    "marble",
    "napkin",
    "object",
    "parent",
    "rabbit",
    "salad",
    "ticket",
    "umbrella",
    "velvet",
    "wagon",
    "zebra",
    "ocean",
    "river",
    "tiger",
    "garden",
    "kitchen",
    "winter",
    "orange",
    "pilot",
    "rocket",
    "silver",
)
# ordinary words of song lines, for the twin of the fragment
SONG_WORDS = ("home", "again", "tonight", "the", "light", "down", "road", "my", "heart", "you", "stay", "rain", "sea")
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "oksana",
    "tendai.m",
    "brigid",
    "santi_g",
    "leila",
    "jaromir",
    "aiko.s",
    "fer",
    "ewan",
    "femke_v",
    "chidi",
    "sigrid",
    "deepa",
    "niall",
    "aga.k",
    "lorenzo",
)
KIDS = ("Mila", "Theo", "Ayaan", "Zara", "Finn", "Ines", "Kai", "Noa")
BEERS = ("pale ale", "dry stout", "saison", "hefeweizen", "brown porter", "pilsner", "NEIPA", "red ale")
ICAO = ("EGLL", "EHAM", "LFPG", "EDDF", "LEMD", "LIRF", "KJFK", "KSFO", "CYYZ", "YSSY", "RJTT", "EKCH", "ESSA", "LPPT")
ROOMS = ("B12", "2.14", "G07", "301", "4C")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nsave this pls",
    "Forwarded from {name}:\n\n{t}",
    "keep this in memory:\n{t}",
    "{t}\n\n(pasted from Teams)",
    "note to self:\n{t}",
    "{t}\n\nthx",
    "{t}\n\nSent from my Galaxy",
    "remember for later:\n{t}",
    "{t}\n\n[copied from the Google Doc]",
    "Typed off the back of an envelope:\n{t}",
    "bewaar dit:\n{t}",
    "bitte speichern:\n{t}",
    "{t}\n\n(inoltrato da {name})",
    "-------- Original Message --------\nFrom: {name}\nSent: {date}\nSubject: logins\n\n{t}",
    "[text from screenshot]\n{t}",
    "{t}\n\n#family",
    "à retenir :\n{t}",
    "{t}\n\nI keep forgetting this one",
    "{date} {hh}:{mi} {name}: {t}",
    "> {t}",
    "RE: RE: quick one\n\n{t}",
    "WhatsApp {date}, {hh}:{mi} - {name}: {t}",
    "{t}\n\n(voice note, transcribed)",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 🙏",
    "Fw: {t}",
    "{t}\n\n— {name}",
    "> {t}",
    "{hh}:{mi} · {name}\n{t}",
    "{t}!",
    "{t}\n~{name}",
    "{name} [{hh}:{mi}]: {t}",
    "{t}\n\n(voice memo)",
    "P.S. {t}",
    "🗒️ {t}",
)
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def rand_bytes(rng: random.Random, n: int) -> bytes:
    return bytes(rng.randrange(256) for _ in range(n))


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts and devices."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(9, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, 1)
    if style == 3:
        return (
            pick(rng, string.ascii_uppercase, 1)
            + pick(rng, string.ascii_lowercase, rng.randint(4, 7))
            + pick(rng, DIGITS, rng.randint(2, 4))
            + rng.choice(SYMBOLS)
        )
    if style == 4:
        return pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + rng.choice(WORDS) + pick(rng, DIGITS, 2)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d}.{m}.{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(
            ("gmail.example", "outlook.example", "yahoo.example", "proton.example", "web.example", "mail.example.org")
        )
    )


def v_uuid(rng: random.Random) -> str:
    """A version-4 UUID (the version nibble and the variant bits set as the format requires)."""
    h = pick(rng, HEX, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:]}"


def v_pin(rng: random.Random, n: int) -> str:
    """n digits, not one digit repeated (keypads and banks refuse 0000-style codes)."""
    while True:
        pin = pick(rng, DIGITS, n)
        if len(set(pin)) > 1:
            return pin


def luhn_digit(body: str) -> str:
    """The Luhn check digit of a digit string (the IMEI's fifteenth digit)."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch) * (2 if i % 2 == 0 else 1)
        total += d - 9 if d > 9 else d
    return str((10 - total % 10) % 10)


assert luhn_digit("49015420323751") == "8"  # the IMEI example 490154203237518


def v_imei(rng: random.Random) -> str:
    """A 15-digit IMEI: an 8-digit type allocation code, a 6-digit serial and its Luhn check digit."""
    body = rng.choice(("35", "86", "01", "35", "49")) + pick(rng, DIGITS, 12)
    return body + luhn_digit(body)


def v_gymuser(rng: random.Random) -> str:
    return rng.choice((pick(rng, DIGITS, rng.choice((8, 10))), v_email(rng), rng.choice(LOGINS) + pick(rng, DIGITS, 2)))


def v_combo(rng: random.Random) -> str:
    """A three-number dial-safe combination (0-99 each, not all equal)."""
    while True:
        nums = [rng.randint(0, 99) for _ in range(3)]
        if len(set(nums)) > 1:
            return "-".join(f"{n:02d}" for n in nums)


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "transistorkey": lambda r: pick(r, ALNUM, 22),
    "buzztoken": lambda r: pick(r, HEX, 32),
    "podbeansecret": lambda r: pick(r, ALNUM, 24),
    "privfeed": lambda r: (
        f"https://feeds.{r.choice(('podfeed.example', 'members.example.net'))}/private/{pick(r, HEX, 32)}.xml"
    ),
    "captoken": lambda r: pick(r, ALNUM, 40),
    "doorcode": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "clockifykey": lambda r: pick(r, ALNUM, 48),
    "everhourtoken": lambda r: "-".join(pick(r, HEX, n) for n in (4, 4, 6, 6, 8)),
    "timecamptoken": lambda r: pick(r, HEX, 26),
    "pin6": lambda r: v_pin(r, 6),
    "ancestrypw": v_pw,
    "myheritagepw": v_pw,
    "gedpw": v_pw,
    "dnacode": lambda r: "-".join(pick(r, TAG, 5) for _ in range(3)),
    "fspw": v_pw,
    "combo": v_combo,
    "ikpriv": lambda r: "private_" + base64.b64encode(rand_bytes(r, 20)).decode(),
    "imgixtoken": lambda r: pick(r, ALNUM, 16),
    "imgixkey": lambda r: "ak_" + pick(r, HEX, 64),
    "ucsecret": lambda r: pick(r, HEX, 20),
    "fssecret": lambda r: pick(r, UPPER_DIG, 26),
    "phrase4": lambda r: " ".join(r.sample(BIP39_WORDS, 4)),
    "hcsecret": lambda r: pick(r, HEX_UP, 64),
    "mielepw": v_pw,
    "thinqpw": v_pw,
    "smarthqpw": v_pw,
    "pin4": lambda r: v_pin(r, 4),
    "traccarpw": v_pw,
    "traccartoken": lambda r: b64url(rand_bytes(r, 45)),
    "otpw": v_pw,
    "l360pw": v_pw,
    "invoxiapw": v_pw,
    "gatecode": lambda r: v_pin(r, r.choice((4, 5))),
    "iaqpw": v_pw,
    "slpw": v_pw,
    "omnipw": v_pw,
    "spapw": v_pw,
    "combo3": lambda r: v_pin(r, 3),
    "vatsimpw": v_pw,
    "navigraphpw": v_pw,
    "hoppiecode": lambda r: pick(r, string.ascii_lowercase + string.digits, r.choice((12, 14))),
    "bfkey": lambda r: pick(r, ALNUM, 64),
    "bfstream": lambda r: pick(r, ALNUM, 14),
    "plaatotoken": lambda r: pick(r, ALNUM, 32),
    "brfkey": lambda r: pick(r, HEX, 40),
    "combo4": lambda r: v_pin(r, 4),
    "gcpw": v_pw,
    "tbcode": lambda r: pick(r, TAG, 6),
    "gohenrypw": v_pw,
    "greenlightpw": v_pw,
    "roosterpw": v_pw,
    "gympw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "domain": lambda r: r.choice(("hollow.example", "familia.example.net", "oakhouse.example", "nest.example.org")),
    "pct": lambda r: str(r.randint(5, 95)),
    "soc": lambda r: str(r.randint(8, 100)),
    "serial": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, 9),
    "showid": lambda r: str(r.randint(10_000, 79_999)),
    "buzzpodid": lambda r: str(r.randint(1_000_000, 2_400_000)),
    "podbeanid": lambda r: pick(r, HEX, 20),
    "capuser": v_uuid,
    "downloads": lambda r: f"{r.randint(200, 48000):,}",
    "room": lambda r: r.choice(ROOMS),
    "workspaceid": lambda r: pick(r, HEX, 24),
    "hours": lambda r: f"{r.randint(30, 1600) / 10:.1f}",
    "gedkit": lambda r: pick(r, "ATMH", 1) + pick(r, "123456789", 1) + pick(r, DIGITS, 5),
    "fsid": lambda r: pick(r, TAG, 4) + "-" + pick(r, TAG, 3),
    "year": lambda r: str(r.randint(1840, 1935)),
    "treeid": lambda r: str(r.randint(100_000_000, 199_999_999)),
    "ikpub": lambda r: "public_" + base64.b64encode(rand_bytes(r, 20)).decode(),
    "ikid": lambda r: r.choice(("studiofern", "kelpshop", "oakprints", "brambleco")),
    "ucpub": lambda r: pick(r, HEX, 20),
    "fskey": lambda r: pick(r, ALNUM, 22),
    "imgixsrc": lambda r: r.choice(("studiofern", "kelpshop", "oakprints", "brambleco")),
    "plainwords": lambda r: " ".join(r.sample(SONG_WORDS, 4)),
    "hcid": lambda r: pick(r, HEX_UP, 64),
    "haid": lambda r: (
        f"{r.choice(('BOSCH', 'SIEMENS', 'NEFF'))}-{r.choice(('SMV4HCX48E', 'WAX32M40', 'HBG7741B1'))}-{pick(r, HEX_UP, 12)}"
    ),
    "minutes": lambda r: str(r.randint(5, 170)),
    "model": lambda r: r.choice(("DSC PC1616", "Texecom Premier 24", "Honeywell Vista 20P", "Pyronix Enforcer")),
    "devname": lambda r: r.choice(("Dad's car", "bike", "Luna (dog)", "van")),
    "imei": v_imei,
    "lat": lambda r: f"{r.randint(-450000, 600000) / 10000:.4f}",
    "lon": lambda r: f"{r.randint(-1230000, 1530000) / 10000:.4f}",
    "house": lambda r: str(r.randint(2, 240)),
    "pentairid": lambda r: "-".join(pick(r, HEX_UP, 2) for _ in range(3)),
    "temp": lambda r: str(r.randint(22, 31)),
    "spatemp": lambda r: str(r.randint(35, 40)),
    "ppm": lambda r: str(r.randint(2600, 3800)),
    "ph": lambda r: f"7.{r.randint(0, 8)}",
    "cid": lambda r: str(r.randint(1_000_000, 1_899_999)),
    "flightno": lambda r: r.choice(("BAW", "KLM", "DLH", "AFR", "SAS", "VIR")) + str(r.randint(10, 999)),
    "icao1": lambda r: r.choice(ICAO),
    "icao2": lambda r: r.choice(ICAO),
    "squawk": lambda r: pick(r, "1234567", 1) + pick(r, "01234567", 3),
    "fl": lambda r: str(r.randint(8, 39) * 10),
    "ext": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, r.choice((2, 3))),
    "bfuser": lambda r: pick(r, ALNUM, 28),
    "batchno": lambda r: str(r.randint(3, 140)),
    "beer": lambda r: r.choice(BEERS),
    "og": lambda r: f"1.0{r.randint(38, 79)}",
    "fg": lambda r: f"1.0{r.randint(5, 16):02d}",
    "abv": lambda r: f"{r.randint(38, 82) / 10:.1f}",
    "gccode": lambda r: "GC" + pick(r, TAG.replace("S", "").replace("U", ""), 5),
    "tbref": lambda r: "TB" + pick(r, TAG.replace("S", "").replace("U", ""), 5),
    "latdeg": lambda r: str(r.randint(35, 60)),
    "latmin": lambda r: f"{r.randint(0, 59):02d}.{r.randint(0, 999):03d}",
    "kid": lambda r: r.choice(KIDS),
    "last4": lambda r: pick(r, DIGITS, 4),
    "allowance": lambda r: str(r.randint(2, 15)),
    "money": lambda r: f"{r.randint(5, 300)}.{r.randint(0, 99):02d}",
    "goal": lambda r: str(r.randint(100, 400)),
    # language field
    "gymuser": v_gymuser,
}
# a secret field whose value follows from another field of the same row (none in this corpus)
DERIVED: dict[str, tuple[str, Callable[[str], str]]] = {}


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
                if name in DERIVED:
                    source, derive = DERIVED[name]
                    if source not in meta:
                        meta[source] = VALUES[source](self.rng)
                    meta[name] = derive(meta[source])
                else:
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

    family = "gym_app_login_ml"
    for lang, np, sentence, twin in parse_langs():
        for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):

                def row(
                    fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin, sec: bool = secret
                ) -> tuple[str, dict[str, Any]]:
                    frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                    frame = frame.replace("{v}", "{gympw}").replace("{mask}", rng.choice(MASKS))
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
    errors += [f"field {f} has no value" for f in sorted(unknown - set(VALUES) - set(DERIVED))]
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [
            f"secret template {kind} has no secret field: {t[:60]!r}"
            for t in templates
            if not set(FIELD.findall(t)) & SECRET_FIELDS
        ]
        # every wording of a secret template keeps a credential: no ⟦a|b⟧ alternative may drop the only secret field
        for t in templates:
            outside = CHOICE.sub("", t)
            if set(FIELD.findall(outside)) & SECRET_FIELDS:
                continue
            for m in CHOICE.finditer(t):
                alternatives = m.group(1).split("|")
                if any(set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives) and not all(
                    set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives
                ):
                    errors.append(f"secret template {kind} has a wording without a secret: {t[:60]!r}")
    for parts in parse_langs():
        if len(parts) != 4:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the label holds no field; the secret sentence {gymuser} and {gympw}, its twin {gymuser} only
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["gympw", "gymuser"], ["gymuser"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in SECRET_FRAMES if "{v}" not in f and "{S}" not in f]
    errors += [
        f"benign frame {f!r} holds a secret"
        for f in BENIGN_FRAMES
        if "{v}" in f or "{S}" in f or set(FIELD.findall(f)) & SECRET_FIELDS
    ]
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [
        f"secret kind {k} has no benign twin" for k in kinds["secret"] if T.BENIGN_TWIN.get(k) not in kinds["benign"]
    ]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    got = {
        "secret_rows": by_label["secret"],
        "secret_kinds": len(kinds["secret"]),
        "benign_rows": by_label["benign"],
        "benign_kinds": len(kinds["benign"]),
        "languages": len(langs_by["secret"] & langs_by["benign"]),
    }
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(
        json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows
    )


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
    print(
        f"longest text: {max(len(r['text']) for r in rows)}; "
        f"secret rows of 3+ lines: {sum(1 for r in rows if r['label'] == 'secret' and r['text'].count(chr(10)) >= 2)}"
    )


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
            errors.append("secrets_blind39.jsonl is stale: rerun make_blind39.py")
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
