"""Writes secrets_blind55.jsonl, the fifty-fifth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind55_templates.py, blind55_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind55/make_blind55.py           # (re)write secrets_blind55.jsonl
    python benchmarks/guard_corpus_blind55/make_blind55.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind55/make_blind55.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind55_langs as L
import blind55_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    HEX_UP,
    LOWER_DIG,
    luhn_digit,
    pick,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 55_5555

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Penguin Magic, Murphy's Magic, Merchant of Magic and Ellusionist passwords; Musicroom, Sheet Music Plus,
# Musicnotes and J.W. Pepper passwords; Tandy Leather, Le Prevo, Abbey England and Buckleguy passwords; Lee Valley,
# Rutlands, Highland Woodworking and Axminster passwords; The Writing Desk, Goulet Pens, JetPens and Pen Chalet
# passwords; Scarva, Potclays, Bath Potters' Supplies and Laguna Clay passwords; AbuseIPDB, VirusTotal, GreyNoise,
# Shodan and urlscan.io keys; Ambee, BreezoMeter, Google Pollen API and Tomorrow.io keys; GraphHopper,
# openrouteservice, OS Data Hub and Stadia Maps keys; numverify, Abstract phone validation, Veriphone and NumLookupAPI
# keys; Giant Bomb, SteamGridDB, MobyGames and speedrun.com keys; vet-practice app passwords; and the unlabelled codes
# (a comedy club's green room, a church's organ loft, a livery stable's feed store, a model railway club's layout room,
# a sail loft, a crown court's robing room, a community garden's polytunnel, a church tower's ringing chamber, a
# cricket club's scorebox, a climbing wall's route-setting room, a marina's fuel pontoon, a recording studio's live
# room), some given as a keypad entry ending in the hash key ("4179#").
PASSWORD_FIELDS = (
    "penguinpw",
    "murphyspw",
    "merchantpw",
    "ellusionistpw",
    "musicroompw",
    "smppw",
    "musicnotespw",
    "jwpepperpw",
    "tandypw",
    "leprevopw",
    "abbeypw",
    "buckleguypw",
    "leevalleypw",
    "rutlandspw",
    "highlandpw",
    "axminsterpw",
    "writingdeskpw",
    "gouletpw",
    "jetpenspw",
    "penchaletpw",
    "scarvapw",
    "potclayspw",
    "bathpotterspw",
    "lagunapw",
    "vetpw",
)
CODE_FIELDS = {
    "greenroom": (4,),
    "organloft": (4,),
    "feedstore": (3, 4),
    "layoutroom": (4,),
    "sailloft": (4, 5),
    "robingroom": (4, 6),
    "polytunnel": (3, 4),
    "ringingchamber": (4,),
    "scorebox": (4,),
    "routesetting": (4,),
    "fuelpontoon": (4, 5),
    "liveroom": (4,),
}
KEY_FIELDS = {
    "abuseipdbkey",
    "virustotalkey",
    "greynoisekey",
    "shodankey",
    "urlscankey",
    "ambeekey",
    "breezometerkey",
    "googlepollenkey",
    "tomorrowkey",
    "graphhopperkey",
    "orskey",
    "osdatahubkey",
    "stadiakey",
    "numverifykey",
    "abstractphonekey",
    "veriphonekey",
    "numlookupkey",
    "giantbombkey",
    "steamgriddbkey",
    "mobygameskey",
    "speedrunkey",
}
# a code keyed in with the hash key after it, as a keypad wants it ("4179#"), derived from the code in digits
KEYED_FIELDS = {
    "organloftkeyed": "organloft",
    "feedstorekeyed": "feedstore",
    "sailloftkeyed": "sailloft",
    "robingroomkeyed": "robingroom",
    "polytunnelkeyed": "polytunnel",
    "scoreboxkeyed": "scorebox",
    "routesettingkeyed": "routesetting",
    "fuelpontoonkeyed": "fuelpontoon",
    "liveroomkeyed": "liveroom",
}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS, *KEYED_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the vet practice's app login and its password, and its twin (the login alone)
LANG_FILLS = {"vet_practice_app_login_ml": 10, "vet_practice_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🐾",
    "{S} 🐶",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} — {v}",
    "{NP}\n{v}",
    "{NP}: {vetuser} / {v}",
    "- [ ] {NP}: {v}",
    '{NP}: "{v}"',
    "🐈 {S}",
    "{vetuser}\n{NP}: {v}",
    "{NP} := {v}",
    "| {NP} | {vetuser} | {v} |",
    "{NP}:\n  1. {vetuser}\n  2. {v}",
    "{vetuser} {v}",
    "{vetuser} | {v}",
    "{NP} [{vetuser}]: {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🐾",
    "{B} 🐶",
    "{NP}: {mask}",
    "{NP} — {mask}",
    "{vetuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {vetuser} / {mask}",
    "🐈 {B}",
    "| {NP} | {vetuser} | {mask} |",
    "{NP} [{vetuser}]: {mask}",
)
MASKS = (
    "••••••••",
    "[removed]",
    "(I'll book the jab myself)",
    "<not sent>",
    "(not over chat)",
    "[message unsent]",
    "**********",
    "(changed it yesterday)",
    "—",
    "[hidden]",
    "○○○○○○○○",
    "${{VET_APP_PASSWORD}}",
    "(in Apple Passwords)",
    "xxxxxxxxxx",
    "(I'll read it out when I call)",
    "(same as the pharmacy one, not typing it)",
)

NAMES = (
    "Anahit",
    "Bolat",
    "Caoimhe",
    "Dara",
    "Eyvindur",
    "Fenosoa",
    "Gulnara",
    "Hovhannes",
    "Indrė",
    "Jyothi",
    "Kosal",
    "Lwazi",
    "Mahinur",
    "Nilufar",
    "Odile",
    "Pádraig",
    "Rasmus",
    "Sreymom",
    "Thandeka",
    "Yusuf",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bellows",
    "cobalt",
    "driftwood",
    "eider",
    "foxglove",
    "garnet",
    "heron",
    "inkwell",
    "juniper",
    "kestrel",
    "larch",
    "mosaic",
    "nettle",
    "oakmoss",
    "pewter",
    "quince",
    "rowan",
    "saffron",
    "tinder",
    "umber",
    "vellum",
    "willow",
    "yarrow",
    "zinnia",
    "birch",
    "caramel",
    "dapple",
    "flint",
    "gorse",
    "hazel",
    "lupin",
)
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "anahit.m",
    "bolat_k",
    "caoimhe",
    "dara.o",
    "eyvindur_h",
    "fenosoa",
    "gulnara.s",
    "hovhannes_a",
    "indre",
    "jyothi.r",
    "kosal_p",
    "lwazi.n",
    "mahinur",
    "nilufar_t",
    "odile.b",
    "padraig",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nta",
    "Forwarded by {name}:\n\n{t}",
    "don't lose this:\n{t}",
    "{t}\n\n(copied from Google Chat)",
    "reminder to self:\n{t}",
    "{t}\n\nthanks a million",
    "{t}\n\nSent from my Pixel",
    "like I said at the meeting:\n{t}",
    "{t}\n\n[from Apple Notes]",
    "scribbled on the back of the raffle tickets:\n{t}",
    "paldies:\n{t}",
    "takk fyrir:\n{t}",
    "{t}\n\n(seolta ón bhfón)",
    "-------- Original Message --------\nFrom: {name}\nSent: {date}\nSubject: RE: logins for while I'm away\n\n{t}",
    "[typed up from the photo of the whiteboard]\n{t}",
    "{t}\n\n#logins",
    "misaotra:\n{t}",
    "{t}\n\nplease wipe this after",
    "Google Chat · {name} · {hh}:{mi}\n{t}",
    ">> {t}",
    "Re: Fwd: Re: cover while I'm in Reykjavík\n\n{t}",
    "SMS from {name} at {hh}:{mi}: {t}",
    "{t}\n\n(dictated, excuse the typos)",
    "Zoom chat, {hh}:{mi}:{ss} From {name} to Everyone: {t}",
    "From: {name}\nTo: me\nDate: {date} {hh}:{mi}\nSubject: for the fortnight\n\n{t}",
    "logins.md\n{t}",
    "On {date} at {hh}:{mi}, {name} wrote:\n> {t}",
    "$ cat ~/Documents/club-logins.txt\n{t}",
    "for the Easter holidays:\n{t}",
    "PS {t}",
    "{t}\n\nspeak soon",
    "from the label stuck inside the cupboard door:\n{t}",
    "Simplenote, tagged 'club', modified {date}:\n{t}",
    "{t}\n\n(on the train, signal's bad)",
    "Microsoft To Do, list 'Handover', due {date}:\n{t}",
    "Logseq journal, {date}\n- {t}",
    "[{hh}:{mi}] {name} (Google Chat): {t}",
    "Apple Notes — Shared with {name}\n{t}",
    "Zoom chat message from {name}, saved {date}:\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 🙏",
    "Fwd: {t}",
    "{t}\n\n— {name}",
    ">> {t}",
    "{hh}:{mi} · {name}\n{t}",
    "{t}!",
    "{t}\n~ {name}",
    "{name} [{hh}:{mi}]: {t}",
    "{t}\n\n(voice note)",
    "📎 {t}",
    "{t} 🐕",
    "Google Chat · {name} · {hh}:{mi}\n{t}",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of seven styles people pick for shop, app and booking accounts."""
    style = rng.randrange(7)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!$%&*@#?", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, rng.randint(1, 3))
    if style == 3:  # a word in leetspeak with digits and a symbol
        return rng.choice(WORDS).translate(LEET) + rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 3))
    if style == 4:  # the phone's suggested-password shape: three groups of six lower-case letters and digits
        groups = [pick(rng, "abcdefghijkmnopqrstuvwxyz", 6) for _ in range(3)]
        g = rng.randrange(3)
        groups[g] = groups[g][:2] + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + groups[g][3:]
        h = rng.randrange(3)
        groups[h] = groups[h][:4] + pick(rng, "23456789", 1) + groups[h][5:]
        return "-".join(groups)
    if style == 5:
        return rng.choice(NAMES) + str(rng.randint(1965, 2012)) + rng.choice(("", "!", "#", "*"))
    # a passphrase of lower-case words with spaces and a number
    return " ".join(rng.sample(WORDS, rng.randint(3, 4))) + " " + pick(rng, DIGITS, 2)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "icloud.example", "proton.example", "mail.example.net"))
    )


def v_vetuser(rng: random.Random) -> str:
    """The vet app's login: an e-mail, a user name, a phone number, or a client number as vet practices use."""
    return rng.choice(
        (
            v_email(rng),
            rng.choice(LOGINS),
            "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9),
            "C" + pick(rng, DIGITS, 6),
        )
    )


def isbn13(rng: random.Random) -> str:
    """An ISBN-13 (978 / 979 prefix) with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("978", "979")) + pick(rng, DIGITS, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("9780306406157")) % 10 == 0  # a known ISBN-13


def ean13(rng: random.Random) -> str:
    """An EAN-13 product barcode with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("50", "50", "30", "40", "84", "87", "00")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("4006381333931")) % 10 == 0  # a known EAN-13


def upc_a(rng: random.Random) -> str:
    """A 12-digit UPC-A barcode with its check digit (odd places weighted 3 from the left)."""
    body = rng.choice(("0", "6", "7", "8")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate("036000291452")) % 10 == 0  # a known UPC-A


def luhn_number(rng: random.Random, prefix: str, n: int) -> str:
    """An n-digit card-style number (a membership card) whose last digit is its Luhn check digit."""
    body = prefix + pick(rng, DIGITS, n - 1 - len(prefix))
    return body + luhn_digit(body)


def iban(rng: random.Random) -> str:
    """A GB or IE IBAN with valid mod-97 check digits (ISO 13616), printed in groups of four."""
    if rng.random() < 0.5:
        country, bban = "GB", rng.choice(("LOYD", "NWBK", "BUKB", "SRLG")) + pick(rng, DIGITS, 14)
    else:
        country, bban = "IE", rng.choice(("AIBK", "BOFI")) + pick(rng, DIGITS, 14)
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(value: str) -> bool:
    raw = value.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


assert iban_ok("GB82 WEST 1234 5698 7654 32")  # the standard's example IBAN
assert iban_ok("IE29 AIBK 9311 5212 3456 78")  # a published Irish example IBAN


ISMN_WEIGHTS = (1, 3)


def ismn(rng: random.Random) -> str:
    """An ISMN for printed music (979-0 and eight digits) with its EAN-13 check digit (weights 1 and 3)."""
    body = "9790" + pick(rng, DIGITS, 8)
    total = sum(int(c) * ISMN_WEIGHTS[i % 2] for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * ISMN_WEIGHTS[i % 2] for i, c in enumerate("9790060115615")) % 10 == 0  # a published ISMN


def issn_check(body: str) -> str:
    """An ISSN's check character: the seven digits weighted 8..2, the sum's complement mod 11 (10 is X)."""
    r = (11 - sum(int(c) * w for c, w in zip(body, range(8, 1, -1))) % 11) % 11
    return "X" if r == 10 else str(r)


assert issn_check("0317847") == "1"  # the standard's example ISSN 0317-8471
assert issn_check("1050124") == "X"  # ISSN 1050-124X


def issn(rng: random.Random) -> str:
    body = pick(rng, DIGITS, 7)
    return f"{body[:4]}-{body[4:]}{issn_check(body)}"


VIN_VALUE = {str(d): d for d in range(10)}
VIN_VALUE.update(dict(zip("ABCDEFGH", range(1, 9))))
VIN_VALUE.update(dict(zip("JKLMN", range(1, 6))))
VIN_VALUE.update({"P": 7, "R": 9})
VIN_VALUE.update(dict(zip("STUVWXYZ", range(2, 10))))
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"


def vin_check(vin: str) -> str:
    """A VIN's check digit (position 9): letters transliterated, weighted, the sum mod 11 (10 is X)."""
    r = sum(VIN_VALUE[c] * w for c, w in zip(vin, VIN_WEIGHTS)) % 11
    return "X" if r == 10 else str(r)


assert vin_check("1M8GDM9AXKP042788") == "X"  # the standard's worked example


def vin(rng: random.Random) -> str:
    """A 17-character VIN (no I, O or Q) with a valid check digit in position 9."""
    raw = rng.choice(("WV2", "VF7", "ZFA", "WDB", "SAL")) + pick(rng, VIN_CHARS, 5) + "0" + pick(rng, VIN_CHARS, 8)
    return raw[:8] + vin_check(raw) + raw[9:]


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


def keyed(code: str) -> str:
    """A keypad entry: the code with the hash key after it ("4179" -> "4179#")."""
    return code + "#"


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "abuseipdbkey": lambda r: pick(r, HEX, 80),
    "virustotalkey": lambda r: pick(r, HEX, 64),
    "greynoisekey": lambda r: pick(r, ALNUM, 64),
    "shodankey": lambda r: pick(r, ALNUM, 32),
    "urlscankey": v_uuid,
    "ambeekey": lambda r: pick(r, HEX, 64),
    "breezometerkey": lambda r: pick(r, HEX, 32),
    "googlepollenkey": lambda r: "AIza" + pick(r, ALNUM + "-_", 35),
    "tomorrowkey": lambda r: pick(r, ALNUM, 32),
    "graphhopperkey": v_uuid,
    "orskey": lambda r: "5b3ce3597851110001cf6248" + pick(r, HEX, 32),
    "osdatahubkey": lambda r: pick(r, ALNUM, 32),
    "stadiakey": v_uuid,
    "numverifykey": lambda r: pick(r, HEX, 32),
    "abstractphonekey": lambda r: pick(r, HEX, 32),
    "veriphonekey": lambda r: pick(r, HEX_UP, 32),
    "numlookupkey": lambda r: "num_live_" + pick(r, ALNUM, 40),
    "giantbombkey": lambda r: pick(r, HEX, 40),
    "steamgriddbkey": lambda r: pick(r, HEX, 32),
    "mobygameskey": lambda r: "moby_" + pick(r, ALNUM, 24),
    "speedrunkey": lambda r: pick(r, LOWER_DIG, 25),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "hh": lambda r: f"{r.randint(6, 22):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "ss": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(4, 240)}.{r.randint(0, 99):02d}",
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "isbn": isbn13,
    "ismn": ismn,
    "issn": issn,
    "ean": ean13,
    "upc": upc_a,
    "vin": vin,
    "loyalty": lambda r: luhn_number(r, "60", 16),
    "iban": iban,
    "billno": lambda r: str(r.randint(100, 999)),
    # language field
    "vetuser": v_vetuser,
}

CORPUS = blindgen.Corpus(
    name="blind55",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="vet_practice_app_login_ml",
    user_field="vetuser",
    pw_field="vetpw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived={name: (source, keyed) for name, source in KEYED_FIELDS.items()},
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
    # the OS Data Hub tile URL's {z}/{x}/{y} are the map client's own placeholders, not template fields
    literal_braces=frozenset({"z", "x", "y"}),
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
