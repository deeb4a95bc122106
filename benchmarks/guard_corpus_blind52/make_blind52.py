"""Writes secrets_blind52.jsonl, the fifty-second blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind52_templates.py, blind52_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind52/make_blind52.py           # (re)write secrets_blind52.jsonl
    python benchmarks/guard_corpus_blind52/make_blind52.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind52/make_blind52.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import json
import random
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind52_langs as L
import blind52_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER_DIG,
    URLSAFE,
    b64url,
    luhn_digit,
    pick,
    rand_bytes,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 52_5252

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: The Perfume Shop, Fragrance Direct, Notino and FragranceNet passwords; Topps Tiles, Tile Mountain, Floor &
# Decor and Carpetright passwords; Euro Car Parts, RockAuto, GSF Car Parts and AutoZone passwords; Angling Direct,
# Fishing Republic, Bass Pro Shops and Tackle Warehouse passwords; Jokers' Masquerade, Escapade, HalloweenCostumes.com
# and Spirit Halloween passwords; Hornby, Hattons, Wonderland Models and HobbyKing passwords; TfL, TransportAPI (app id
# and key), National Rail Darwin and Transport for NSW keys; Rijksmuseum, Harvard Art Museums, Europeana and Cooper
# Hewitt keys; TheyWorkForYou, ProPublica, Open States and api.data.gov keys; Solcast, Electricity Maps, EIA and Tibber
# keys; AviationStack, RapidAPI (AeroDataBox), Amadeus (client id and secret) and Duffel keys; driving-school
# passwords; and the unlabelled codes (a wedding venue's bridal suite, a building job's site cabin, a tyre bay's
# shutter, a fishery's bait freezer, a beach hut's padlock (in digits or in words), an amateur theatre's costume store,
# a model railway club's clubroom, a bus depot's mess room, a local history society's archive room, a parish
# noticeboard's glass case, a block of flats' meter cupboard, an airfield's fuel pump).
PASSWORD_FIELDS = (
    "perfumeshoppw",
    "fragdirectpw",
    "notinopw",
    "fragrancenetpw",
    "toppspw",
    "tilemountainpw",
    "flooranddecorpw",
    "carpetrightpw",
    "eurocarpartspw",
    "rockautopw",
    "gsfpw",
    "autozonepw",
    "anglingdirectpw",
    "fishingrepublicpw",
    "bassprospw",
    "tacklewarehousepw",
    "jokerspw",
    "escapadepw",
    "hcostumespw",
    "spiritpw",
    "hornbypw",
    "hattonspw",
    "wonderlandpw",
    "hobbykingpw",
    "drivingpw",
)
CODE_FIELDS = {
    "bridalsuite": (4,),
    "sitecabin": (4,),
    "tyrebay": (4, 5, 6),
    "baitfreezer": (3, 4),
    "beachhut": (3, 4),
    "costumestore": (4,),
    "clubroom": (4,),
    "messroom": (4, 5),
    "archiveroom": (4,),
    "noticeboard": (3, 4),
    "metercupboard": (4,),
    "fuelpump": (4, 6),
}
KEY_FIELDS = {
    "tflkey",
    "taappid",
    "taappkey",
    "darwintoken",
    "tfnswkey",
    "rijkskey",
    "harvardkey",
    "europeanakey",
    "cooperhewitttoken",
    "twfykey",
    "propublicakey",
    "openstateskey",
    "datagovkey",
    "solcastkey",
    "emapstoken",
    "eiakey",
    "tibbertoken",
    "aviationstackkey",
    "rapidapikey",
    "amadeusid",
    "amadeussecret",
    "duffeltoken",
}
# a code written out in words, as someone reads it aloud ("four one seven nine"), derived from the code in digits
SPOKEN_FIELDS = {"beachhutsaid"}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS, *SPOKEN_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the driving-school login and its password, and its twin (the login alone)
LANG_FILLS = {"driving_school_login_ml": 10, "driving_school_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🚗",
    "{S} 🚦",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} — {v}",
    "{NP}\n{v}",
    "{NP}: {drivinguser} / {v}",
    "* {NP}: {v}",
    '{NP}: "{v}"',
    "🔑 {S}",
    "{drivinguser}\n{NP}: {v}",
    "{NP} = {v}",
    "| {drivinguser} | {v} |",
    "{NP}:\n  - {drivinguser}\n  - {v}",
    "{drivinguser} {v}",
    "{drivinguser} ; {v}",
    "{NP} ({drivinguser}): {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🚗",
    "{B} 🚦",
    "{NP}: {mask}",
    "{NP} — {mask}",
    "{drivinguser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {drivinguser} / {mask}",
    "🔑 {B}",
    "| {drivinguser} | {mask} |",
    "{NP} ({drivinguser}): {mask}",
)
MASKS = (
    "•••••••••",
    "[removed]",
    "(I'll book it myself)",
    "<withheld>",
    "(not over chat)",
    "[deleted by sender]",
    "************",
    "(reset last week)",
    "—",
    "[hidden]",
    "●●●●●●●●●●",
    "${{DRIVING_APP_PW}}",
    "(saved in Keychain)",
    "xxxxxxxxxx",
    "(I'll tell you at home)",
    "(same as always, not writing it here)",
)

NAMES = (
    "Agnieszka",
    "Bongani",
    "Carys",
    "Dawit",
    "Eszter",
    "Freya",
    "Gwilym",
    "Hiroko",
    "Ioana",
    "Jesper",
    "Kiran",
    "Lowri",
    "Meseret",
    "Nikolai",
    "Olamide",
    "Pranav",
    "Rosalind",
    "Soo-ah",
    "Teodor",
    "Vesna",
)
# written for this round: words for passwords
WORDS = (
    "anchor",
    "beacon",
    "carrot",
    "damson",
    "ember",
    "fennel",
    "glacier",
    "harbour",
    "iris",
    "jasper",
    "kelp",
    "lantern",
    "mango",
    "nutmeg",
    "otter",
    "parsnip",
    "quartz",
    "rhubarb",
    "sorrel",
    "thistle",
    "urchin",
    "velvet",
    "walnut",
    "yonder",
    "zephyr",
    "bramling",
    "cinder",
    "dolphin",
    "flint",
    "gannet",
    "hollow",
    "mistral",
)
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "agnieszka.k",
    "bongani_m",
    "carys",
    "dawit.t",
    "eszter_n",
    "freya",
    "gwilym.p",
    "hiroko_s",
    "ioana",
    "jesper.h",
    "kiran_d",
    "lowri.e",
    "meseret",
    "nikolai_v",
    "olamide.a",
    "pranav",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\ncheers",
    "Forwarded by {name}:\n\n{t}",
    "keep this safe:\n{t}",
    "{t}\n\n(copied from WhatsApp)",
    "note to self:\n{t}",
    "{t}\n\nthank you so much",
    "{t}\n\nSent from my Galaxy",
    "as promised on the call:\n{t}",
    "{t}\n\n[from Google Keep]",
    "written inside the back cover of the diary:\n{t}",
    "tylko dla ciebie:\n{t}",
    "csak neked:\n{t}",
    "{t}\n\n(sendt fra min telefon)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the accounts\n\n{t}",
    "[transcribed from the photo of the whiteboard]\n{t}",
    "{t}\n\n#accounts",
    "guarda-ho bé:\n{t}",
    "{t}\n\nplease delete after reading",
    "{date}, {hh}:{mi} - {name}: {t}",
    ">> {t}",
    "Re: Re: can you cover this next week\n\n{t}",
    "{name} via Signal, {hh}:{mi}: {t}",
    "{t}\n\n(voicemail transcription, may contain errors)",
    "{name}  {hh}:{mi}\n{t}\n👍 1",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\nSubject: stuff for while I'm away\n\n{t}",
    "accounts.txt\n{t}",
    "On {date} at {hh}:{mi}, {name} wrote:\n> {t}",
    "$ cat ~/notes/accounts.md\n{t}",
    "for Saturday:\n{t}",
    "PS {t}",
    "{t}\n\ntalk later",
    "from the Post-it under the keyboard:\n{t}",
    "Trello card 'house admin', comment by {name}:\n{t}",
    "{t}\n\n(sorry for the typos, on the train)",
    "cover notes {date}:\n{t}",
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
    "{hh}:{mi} {name}\n{t}",
    "{t}!!",
    "{t}\n-- {name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice message)",
    "📌 {t}",
    "{t} 😊",
    "{date}, {hh}:{mi} - {name}: {t}",
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
    if style == 4:  # the browser's suggested-password shape: three groups of six
        return "-".join(pick(rng, LOWER_DIG, 6) for _ in range(3))
    if style == 5:
        return rng.choice(NAMES).replace("-", "") + str(rng.randint(1965, 2012)) + rng.choice(("", "!", "#", "*"))
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
        + rng.choice(("gmail.example", "outlook.example", "icloud.example", "proton.example", "post.example.org"))
    )


def v_drivinguser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9)))


def spoken(code: str) -> str:
    """A code written out as it is read aloud, a word a digit ("4179" -> "four one seven nine")."""
    return " ".join(DIGIT_WORDS[int(c)] for c in code)


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


def issn_check(body: str) -> str:
    """An ISSN's eighth character: the digits weighted 8..2, the sum's complement mod 11 (10 is X)."""
    r = (11 - sum(int(c) * w for c, w in zip(body, range(8, 1, -1))) % 11) % 11
    return "X" if r == 10 else str(r)


assert issn_check("0317847") == "1"  # ISSN 0317-8471, the standard's example
assert issn_check("2434561") == "X"  # ISSN 2434-561X


def issn(rng: random.Random) -> str:
    """An ISSN (a journal's number) with its check character, printed as two groups of four."""
    body = pick(rng, DIGITS, 7)
    raw = body + issn_check(body)
    return f"{raw[:4]}-{raw[4:]}"


MPAN_WEIGHTS = (3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43)


def mpan(rng: random.Random) -> str:
    """A UK electricity MPAN core: a distributor id, eight digits, and a check digit (the first twelve digits weighted
    by the primes 3..43, the sum mod 11 mod 10), printed in the 2-4-4-3 groups of a bill."""
    body = rng.choice(("10", "11", "12", "13", "14", "15", "16", "17", "18", "19", "20", "21", "22", "23")) + pick(
        rng, DIGITS, 10
    )
    raw = body + str(sum(int(c) * w for c, w in zip(body, MPAN_WEIGHTS)) % 11 % 10)
    return f"{raw[:2]} {raw[2:6]} {raw[6:10]} {raw[10:]}"


assert sum(int(c) * w for c, w in zip("120002330596", MPAN_WEIGHTS)) % 11 % 10 == 7  # the MPAN core 1200023305967


def luhn_number(rng: random.Random, prefix: str, n: int) -> str:
    """An n-digit card-style number (a loyalty card) whose last digit is its Luhn check digit."""
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

VIN_VALUE = {**{str(d): d for d in range(10)}, **dict(zip("ABCDEFGH", range(1, 9)))}
VIN_VALUE.update(dict(zip("JKLMN", range(1, 6))))
VIN_VALUE.update({"P": 7, "R": 9})
VIN_VALUE.update(dict(zip("STUVWXYZ", range(2, 10))))
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_ALPHABET = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O or Q


def vin_check(vin: str) -> str:
    """The ninth character of a 17-character VIN: the weighted sum of the transliterated characters mod 11 (10 is X)."""
    r = sum(VIN_VALUE[c] * w for c, w in zip(vin, VIN_WEIGHTS)) % 11
    return "X" if r == 10 else str(r)


assert vin_check("1M8GDM9AXKP042788") == "X"  # the check-digit example of the North American standard


def vin(rng: random.Random) -> str:
    """A 17-character VIN: a maker's code, five descriptor characters, the check digit, a model year, a plant, a serial."""
    wmi = rng.choice(("WF0", "WDB", "SAL", "VF3", "JTD", "KMH", "ZFA", "SJN"))
    year = rng.choice("EFGHJKLMNPR")
    body = wmi + pick(rng, VIN_ALPHABET, 5) + "0" + year + pick(rng, VIN_ALPHABET, 1) + pick(rng, DIGITS, 6)
    return body[:8] + vin_check(body) + body[9:]


def reg_plate(rng: random.Random) -> str:
    """A current-style UK registration (two area letters, a two-digit age identifier, three letters)."""
    letters = "ABCDEFGHJKLMNOPRSTUVWXY"
    age = rng.choice(("15", "65", "16", "66", "17", "67", "18", "68", "25", "75"))
    return pick(rng, letters, 2) + age + rng.choice((" ", "")) + pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3)


def postcode(rng: random.Random) -> str:
    """A UK postcode in one of the common outward shapes and an inward code."""
    area = rng.choice(("NR", "IP", "CO", "LN", "DE", "NG", "ST", "TF", "SY", "LD", "HR", "GL"))
    outward = area + str(rng.randint(1, 24))
    return f"{outward} {rng.randint(1, 9)}{pick(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


def naptan(rng: random.Random) -> str:
    """A London bus stop's NaPTAN (ATCO) code: 490, six digits and a stop letter."""
    return "490" + pick(rng, DIGITS, 6) + rng.choice("ABCDEFGHJKLMNPRSWXYZ")


def tfnsw_key(rng: random.Random) -> str:
    """A Transport for NSW Open Data Hub API key: a signed JWT naming the key (jti) and when it was issued."""
    header = b64url(b'{"alg":"HS256","typ":"JWT"}')
    claims = {"jti": v_uuid(rng), "iat": rng.randint(1_600_000_000, 1_790_000_000)}
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 32))}"


def rapidapi_key(rng: random.Random) -> str:
    """A RapidAPI application key: 50 lower-case hex-like characters with its 'msh', 'p1' and 'jsn' markers."""
    return pick(rng, HEX, 10) + "msh" + pick(rng, HEX, 14) + "p1" + pick(rng, HEX, 6) + "jsn" + pick(rng, HEX, 12)


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "tflkey": lambda r: pick(r, HEX, 32),
    "taappid": lambda r: pick(r, HEX, 8),
    "taappkey": lambda r: pick(r, HEX, 32),
    "darwintoken": v_uuid,
    "tfnswkey": tfnsw_key,
    "rijkskey": lambda r: pick(r, ALNUM, 8),
    "harvardkey": v_uuid,
    "europeanakey": lambda r: pick(r, string.ascii_lowercase, r.randint(8, 10)),
    "cooperhewitttoken": lambda r: pick(r, HEX, 32),
    "twfykey": lambda r: pick(r, ALNUM, 24),
    "propublicakey": lambda r: pick(r, ALNUM, 40),
    "openstateskey": v_uuid,
    "datagovkey": lambda r: pick(r, ALNUM, 40),
    "solcastkey": lambda r: pick(r, URLSAFE, 32),
    "emapstoken": lambda r: pick(r, ALNUM, r.randint(16, 22)),
    "eiakey": lambda r: pick(r, ALNUM, 40),
    "tibbertoken": lambda r: pick(r, URLSAFE, 43),
    "aviationstackkey": lambda r: pick(r, HEX, 32),
    "rapidapikey": rapidapi_key,
    "amadeusid": lambda r: pick(r, ALNUM, 32),
    "amadeussecret": lambda r: pick(r, ALNUM, 16),
    "duffeltoken": lambda r: "duffel_live_" + pick(r, URLSAFE, 43),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "hh": lambda r: f"{r.randint(6, 22):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(4, 240)}.{r.randint(0, 99):02d}",
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "isbn": isbn13,
    "ean": ean13,
    "issn": issn,
    "mpan": mpan,
    "loyalty": lambda r: luhn_number(r, "63", 16),
    "iban": iban,
    "postcode": postcode,
    "vin": vin,
    "reg": reg_plate,
    "naptan": naptan,
    "billno": lambda r: str(r.randint(100, 9999)),
    "pnr": lambda r: pick(r, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6),
    "eticket": lambda r: "125-" + pick(r, DIGITS, 10),
    "solcastsite": lambda r: "-".join(pick(r, HEX, 4) for _ in range(4)),
    # language field
    "drivinguser": v_drivinguser,
}

CORPUS = blindgen.Corpus(
    name="blind52",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="driving_school_login_ml",
    user_field="drivinguser",
    pw_field="drivingpw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived={"beachhutsaid": ("beachhut", spoken)},
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
