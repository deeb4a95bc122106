"""Writes secrets_blind39.jsonl, the thirty-ninth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind39_templates.py, blind39_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the machinery every blind generator shares (../guard_corpus_gen/blindgen.py). Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind39/make_blind39.py           # (re)write secrets_blind39.jsonl
    python benchmarks/guard_corpus_blind39/make_blind39.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind39/make_blind39.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import base64
import random
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind39_langs as L
import blind39_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    HEX_UP,
    LOWER_DIG,
    UPPER_DIG,
    b64url,
    luhn_digit,
    pick,
    rand_bytes,
    v_pin,
    v_uuid,
)

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


CORPUS = blindgen.Corpus(
    name="blind39",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="gym_app_login_ml",
    user_field="gymuser",
    pw_field="gympw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived=DERIVED,
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
