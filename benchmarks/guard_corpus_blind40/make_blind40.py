"""Writes secrets_blind40.jsonl, the fortieth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind40_templates.py, blind40_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind40/make_blind40.py           # (re)write secrets_blind40.jsonl
    python benchmarks/guard_corpus_blind40/make_blind40.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind40/make_blind40.py --table   # rows per label and kind, languages
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
import blind40_langs as L
import blind40_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, HEX_UP, UPPER_DIG, pick, rand_bytes, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 40_4040

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Alpaca secret keys, Tradier tokens, Trading 212 keys, IBKR Flex tokens, tastytrade passwords; WaniKani and
# Lichess tokens, AnkiWeb and Duolingo passwords; Nanit, Owlet, Hatch and Miku passwords; VanMoof encryption keys and
# backup codes, Cowboy and eBike Flow passwords; MarineTraffic and VesselFinder keys, AISHub and Navionics passwords;
# Playtomic, ClubSpark, TeamSnap and Spond passwords; Joplin master passwords, Standard Notes passwords, Notesnook
# recovery keys, Anytype recovery phrases; SimpleLogin, addy.io and Firefox Relay keys; Rebrickable, Brickset and
# Numista keys, BrickLink consumer and token secrets; eBird and xeno-canto keys, iNaturalist and BirdNET-Pi passwords;
# Tractive, Furbo, Petcube and Fi passwords; food-delivery passwords; and the unlabelled codes (locker, garage,
# bike-shed, shower, door and hide codes, padlock combinations, phone PINs, a phrase fragment).
SECRET_FIELDS = {
    "alpacasecret",
    "tradiertoken",
    "t212key",
    "flextoken",
    "tastypw",
    "lockercode",
    "phonepin",
    "gatecode",
    "wktoken",
    "lichesstoken",
    "ankipw",
    "duopw",
    "garagecode",
    "nanitpw",
    "owletpw",
    "hatchpw",
    "mikupw",
    "pin6",
    "vmkey",
    "vmbackup",
    "cowboypw",
    "flowpw",
    "shedcode",
    "mtkey",
    "vfkey",
    "aishubpw",
    "navpw",
    "showercode",
    "playtomicpw",
    "clubsparkpw",
    "teamsnappw",
    "spondpw",
    "combo4",
    "joplinpw",
    "snpw",
    "nnkey",
    "phrase12",
    "phrase3",
    "slkey",
    "addytoken",
    "relaykey",
    "doorcode",
    "rbkey",
    "blcs",
    "blts",
    "bskey",
    "numistakey",
    "combo3",
    "ebirdkey",
    "inatpw",
    "birdnetpw",
    "xckey",
    "tractivepw",
    "furbopw",
    "petcubepw",
    "fipw",
    "foodpw",
}
# rows per English template kind, by label (each kind has 10 or 11 secret and 6 or 7 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the food-delivery account login and its password, and its twin (the login alone)
LANG_FILLS = {"food_delivery_login_ml": 10, "food_delivery_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🍕",
    "{S} 😋",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {fooduser} / {v}",
    "• {NP}: {v}",
    "{NP}: «{v}»",
    "🛵 {S}",
    "{S} 🙌",
    "{fooduser}\n{NP}: {v}",
    "{NP} → {v}",
    "| {fooduser} | {v} |",
    "{NP}:\n  {fooduser}\n  {v}",
    "{fooduser} {v}",
    "{fooduser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🍕",
    "{B} 😋",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{fooduser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {fooduser} / {mask}",
    "🛵 {B}",
    "{NP} → {mask}",
    "| {fooduser} | {mask} |",
)
MASKS = (
    "∗∗∗∗∗∗∗∗",
    "[masked]",
    "(on the fridge)",
    "<secret>",
    "(ask your brother)",
    "[in the app]",
    "%%%%%%%%",
    "(same as Netflix? no, different)",
    "--",
    "(I'll type it in for you)",
    "[deleted]",
    "oooooooo",
    "{{FOOD_PW}}",
    "??",
    "(changing it tonight)",
    "(not sharing this one)",
)

NAMES = (
    "Ngozi",
    "Bartek",
    "Ilaria",
    "Kwame",
    "Saoirse",
    "Tariq",
    "Mei",
    "Joaquin",
    "Hilde",
    "Rohan",
    "Ottilie",
    "Dmitri",
    "Amara",
    "Fionn",
    "Beatrix",
    "Kenji",
    "Lucia",
    "Emre",
    "Wanjiru",
    "Pavel",
)
# written for this round: words for passwords
WORDS = (
    "anchor",
    "basalt",
    "clover",
    "dune",
    "ember",
    "fennel",
    "gull",
    "harbour",
    "iceberg",
    "jigsaw",
    "kayak",
    "lupin",
    "mango",
    "nutmeg",
    "oyster",
    "puffin",
    "quarry",
    "raven",
    "sorrel",
    "tundra",
    "urchin",
    "vortex",
    "wombat",
    "yonder",
    "zephyr",
    "alder",
    "bobcat",
    "cumin",
    "drift",
    "falcon",
    "gravel",
    "hickory",
)
# words of the BIP39 English list, for recovery phrases and their fragments
BIP39_WORDS = (
    "abandon",
    "bacon",
    "cabin",
    "damage",
    "eager",
    "fabric",
    "gadget",
    "habit",
    "ice",
    "jacket",
    "kangaroo",
    "label",
    "machine",
    "nature",
    "oak",
    "paddle",
    "quantum",
    "radar",
    "saddle",
    "table",
    "uncle",
    "vacuum",
    "wallet",
    "yellow",
    "zone",
    "blossom",
    "canyon",
    "dolphin",
    "engine",
    "festival",
    "glimpse",
    "harvest",
    "lizard",
    "mirror",
    "orbit",
    "planet",
)
# ordinary words of song lines, for the twin of the fragment
SONG_WORDS = ("under", "the", "moon", "we", "danced", "all", "night", "long", "slow", "and", "free", "again")
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "ngozi.a",
    "bartek",
    "ilaria_b",
    "kwame",
    "saoirse",
    "tariq.h",
    "mei",
    "joaquin",
    "hilde.s",
    "rohan",
    "otti",
    "dmitri.v",
    "amara",
    "fionn",
    "bea_k",
    "kenji",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PETS = ("Biscuit", "Luna", "Pixel", "Mochi", "Rufus", "Nala", "Ziggy", "Hazel")
SPECIES = (
    "Eurasian Wren",
    "Common Kingfisher",
    "Red Kite",
    "Barn Owl",
    "Great Crested Grebe",
    "Elephant Hawk-moth",
    "Common Blue",
    "Little Egret",
)
REGIONS = ("US-NY", "GB-ENG", "NL", "DE-BY", "CA-ON", "AU-NSW", "IE", "ES-CT")
STORES = ("BrickBarnFinds", "PlateAndTile", "StudMountain", "MinifigAttic")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\npls remember",
    "Fwd from {name}:\n\n{t}",
    "save for later:\n{t}",
    "{t}\n\n(from the Slack thread)",
    "memo to self:\n{t}",
    "{t}\n\nta",
    "{t}\n\nSent from my Pixel",
    "don't lose this:\n{t}",
    "{t}\n\n[copied from Notion]",
    "Copied off the sticky note on the monitor:\n{t}",
    "onthouden:\n{t}",
    "für später:\n{t}",
    "{t}\n\n(reenviado de {name})",
    "Begin forwarded message:\n\nFrom: {name}\nDate: {date}\nSubject: the logins\n\n{t}",
    "[OCR from photo]\n{t}",
    "{t}\n\n#household",
    "pour plus tard :\n{t}",
    "{t}\n\nwhy is this so hard to find every time",
    "[{date} {hh}:{mi}] {name}: {t}",
    ">> {t}",
    "Re: Fwd: stuff\n\n{t}",
    "{date}, {hh}:{mi} - {name}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Telegram, {name}, {hh}:{mi}\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "({hh}:{mi}) {t}",
    "{t} 🙂",
    "FW: {t}",
    "{t}\n\n-- {name}",
    ">> {t}",
    "{hh}:{mi} {name}:\n{t}",
    "{t}!!",
    "{t}\n/{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice message)",
    "PS {t}",
    "📌 {t}",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for app accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!$%&*@#", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, 2)
    if style == 3:
        return (
            rng.choice(NAMES)
            + pick(rng, DIGITS, rng.randint(2, 4))
            + rng.choice(SYMBOLS)
            + pick(rng, string.ascii_lowercase, rng.randint(2, 4))
        )
    if style == 4:
        return pick(rng, ALNUM, 6) + "-" + pick(rng, ALNUM, 6) + "-" + pick(rng, ALNUM, 6)
    return rng.choice(WORDS) + pick(rng, DIGITS, 2) + rng.choice(SYMBOLS) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "hotmail.example", "icloud.example", "posteo.example", "mail.example.com"))
    )


def imo_number(body: str) -> str:
    """The seven-digit IMO ship number: six digits and the check digit (weights 7..2, sum mod 10)."""
    return body + str(sum(int(d) * w for d, w in zip(body, range(7, 1, -1))) % 10)


assert imo_number("907472") == "9074729"  # the example the IMO numbering scheme gives


def v_fooduser(rng: random.Random) -> str:
    return rng.choice(("+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10), v_email(rng), rng.choice(LOGINS)))


def v_presses(rng: random.Random) -> str:
    """A VanMoof-style backup code: three digits 1-6 (button presses), not one digit repeated."""
    while True:
        code = pick(rng, "123456", 3)
        if len(set(code)) > 1:
            return code


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "alpacasecret": lambda r: pick(r, ALNUM, 40),
    "tradiertoken": lambda r: pick(r, ALNUM, 28),
    "t212key": lambda r: pick(r, DIGITS, 8) + pick(r, ALNUM, 24),
    "flextoken": lambda r: pick(r, DIGITS, 24),
    "tastypw": v_pw,
    "lockercode": lambda r: v_pin(r, 4),
    "phonepin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "gatecode": lambda r: v_pin(r, r.choice((4, 5))),
    "wktoken": v_uuid,
    "lichesstoken": lambda r: "lip_" + pick(r, ALNUM, 20),
    "ankipw": v_pw,
    "duopw": v_pw,
    "garagecode": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "nanitpw": v_pw,
    "owletpw": v_pw,
    "hatchpw": v_pw,
    "mikupw": v_pw,
    "pin6": lambda r: v_pin(r, 6),
    "vmkey": lambda r: pick(r, HEX_UP, 32),
    "vmbackup": v_presses,
    "cowboypw": v_pw,
    "flowpw": v_pw,
    "shedcode": lambda r: v_pin(r, r.choice((4, 5))),
    "mtkey": lambda r: pick(r, HEX, 40),
    "vfkey": lambda r: "WS-" + pick(r, HEX_UP, 8) + "-" + pick(r, HEX_UP, 6),
    "aishubpw": v_pw,
    "navpw": v_pw,
    "showercode": lambda r: v_pin(r, 4),
    "playtomicpw": v_pw,
    "clubsparkpw": v_pw,
    "teamsnappw": v_pw,
    "spondpw": v_pw,
    "combo4": lambda r: v_pin(r, 4),
    "joplinpw": v_pw,
    "snpw": v_pw,
    "nnkey": lambda r: base64.b64encode(rand_bytes(r, 32)).decode(),
    "phrase12": lambda r: " ".join(r.sample(BIP39_WORDS, 12)),
    "phrase3": lambda r: " ".join(r.sample(BIP39_WORDS, 3)),
    "slkey": lambda r: pick(r, string.ascii_lowercase, 60),
    "addytoken": lambda r: pick(r, ALNUM, 40),
    "relaykey": lambda r: pick(r, HEX, 40),
    "doorcode": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "rbkey": lambda r: pick(r, HEX, 32),
    "blcs": lambda r: pick(r, HEX_UP, 32),
    "blts": lambda r: pick(r, HEX_UP, 32),
    "bskey": lambda r: "3-" + "-".join(pick(r, UPPER_DIG, n) for n in (4, 4, 5)),
    "numistakey": lambda r: pick(r, ALNUM, 40),
    "combo3": lambda r: v_pin(r, 3),
    "ebirdkey": lambda r: pick(r, string.ascii_lowercase, 12),
    "inatpw": v_pw,
    "birdnetpw": v_pw,
    "xckey": lambda r: pick(r, HEX, 40),
    "tractivepw": v_pw,
    "furbopw": v_pw,
    "petcubepw": v_pw,
    "fipw": v_pw,
    "foodpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 19)),
    "money": lambda r: f"{r.randint(5, 9000)}.{r.randint(0, 99):02d}",
    "last4": lambda r: pick(r, DIGITS, 4),
    "pct": lambda r: str(r.randint(5, 100)),
    "km": lambda r: f"{r.randint(10, 620) / 10:.1f}",
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "lat": lambda r: f"{r.randint(-450000, 600000) / 10000:.4f}",
    "year": lambda r: str(r.randint(1999, 2025)),
    "alpacaid": lambda r: "PK" + pick(r, UPPER_DIG, 18),
    "tradieracct": lambda r: "VA" + pick(r, DIGITS, 8),
    "flexquery": lambda r: str(r.randint(100_000, 1_299_999)),
    "lichessuser": lambda r: r.choice(LOGINS).replace(".", "_") + pick(r, DIGITS, 2),
    "level": lambda r: str(r.randint(1, 60)),
    "gameid": lambda r: pick(r, ALNUM, 8),
    "cards": lambda r: f"{r.randint(120, 9800):,}",
    "streak": lambda r: str(r.randint(3, 1400)),
    "camserial": lambda r: pick(r, "NPF", 1) + pick(r, UPPER_DIG, 11),
    "fw": lambda r: f"{r.randint(1, 4)}.{r.randint(0, 19)}.{r.randint(0, 99)}",
    "bpm": lambda r: str(r.randint(95, 150)),
    "oxygen": lambda r: str(r.randint(94, 100)),
    "vmframe": lambda r: "ASY" + pick(r, DIGITS, 7),
    "vmuserkey": lambda r: str(r.randint(1, 9)),
    "mmsi": lambda r: pick(r, "23", 1) + pick(r, DIGITS, 8),
    "callsign": lambda r: (
        r.choice(("M", "PD", "DK", "OZ", "EI", "2")) + pick(r, string.ascii_uppercase, 3) + pick(r, DIGITS, 1)
    ),
    "imo": lambda r: imo_number(pick(r, "9", 1) + pick(r, DIGITS, 5)),
    "aishubuser": lambda r: "AH_" + pick(r, DIGITS, 4) + "_" + pick(r, UPPER_DIG, 8),
    "port": lambda r: str(r.randint(2000, 9999)),
    "stationid": lambda r: str(r.randint(1000, 4999)),
    "court": lambda r: str(r.randint(1, 8)),
    "age": lambda r: str(r.randint(8, 16)),
    "bookref": lambda r: pick(r, UPPER_DIG, 8),
    "spondgroup": lambda r: pick(r, string.ascii_uppercase, 6),
    "spaceid": lambda r: "bafyrei" + pick(r, string.ascii_lowercase + "234567", 20),
    "plainwords": lambda r: " ".join(r.sample(SONG_WORDS, 3)),
    "alias": lambda r: (
        f"{r.choice(WORDS)}.{r.choice(WORDS)}{pick(r, DIGITS, 2)}@{r.choice(('simplelogin.com', 'anonaddy.me', 'mozmail.com', 'aleeas.com'))}"
    ),
    "aliasdomain": lambda r: r.choice(("anonaddy.me", "addy.example", "aliases.example.net")),
    "setnum": lambda r: f"{r.randint(10_000, 79_999)}-1",
    "pieces": lambda r: f"{r.randint(80, 7600):,}",
    "store": lambda r: r.choice(STORES),
    "numistaid": lambda r: str(r.randint(1_000, 399_999)),
    "checklist": lambda r: "S" + str(r.randint(100_000_000, 219_999_999)),
    "region": lambda r: r.choice(REGIONS),
    "inatobs": lambda r: str(r.randint(100_000_000, 299_999_999)),
    "species": lambda r: r.choice(SPECIES),
    "xcid": lambda r: str(r.randint(100_000, 999_999)),
    "birds": lambda r: str(r.randint(3, 480)),
    "pet": lambda r: r.choice(PETS),
    "trackerid": lambda r: pick(r, string.ascii_uppercase, 8),
    "blck": lambda r: pick(r, HEX_UP, 32),
    "bltok": lambda r: pick(r, HEX_UP, 32),
    # language field
    "fooduser": v_fooduser,
}

CORPUS = blindgen.Corpus(
    name="blind40",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="food_delivery_login_ml",
    user_field="fooduser",
    pw_field="foodpw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
