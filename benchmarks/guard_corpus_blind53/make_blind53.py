"""Writes secrets_blind53.jsonl, the fifty-third blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind53_templates.py, blind53_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind53/make_blind53.py           # (re)write secrets_blind53.jsonl
    python benchmarks/guard_corpus_blind53/make_blind53.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind53/make_blind53.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind53_langs as L
import blind53_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    UPPER_DIG,
    b64url,
    luhn_digit,
    pick,
    rand_bytes,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 53_5353

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: LoveCrafts, Wool Warehouse, Hobbii and WeCrochet passwords; The Malt Miller, Brewbitz, Northern Brewer and
# MoreBeer passwords; Naylors, Dover Saddlery, SmartPak and Ride-away passwords; Jackson's Art, Cass Art, GreatArt and
# Cult Pens passwords; Rough Trade, Juno Records, Banquet Records and Norman Records passwords; Wex Photo Video, Park
# Cameras, Adorama and MPB passwords; API.Bible, Bible Brain, Biblia and ESV API keys; Adzuna (app id and key), Reed,
# USAJOBS and Jooble keys; Semantic Scholar keys and a signed dataset download URL, Elsevier (Scopus), Springer Nature
# and NCBI keys; Sentinel Hub (client id, secret and an access token), Planet, Mapillary and NASA FIRMS keys; Charity
# Commission, GlobalGiving, CharityBase and Charity Navigator keys; laundry-booking passwords; and the unlabelled codes
# (a bell tower's door, a cricket pavilion's barrel store, a livery yard's tack room, a rowing club's boathouse, a
# hospital radio studio, a heritage railway's signal box, a nature reserve's bird hide (in digits or digit by digit
# with dashes), a chapel's vestry, a lifeboat station's kit room, a physics roof's telescope dome, a river's sluice
# hut, a charity shop's sorting room).
PASSWORD_FIELDS = (
    "lovecraftspw",
    "woolwarehousepw",
    "hobbiipw",
    "wecrochetpw",
    "maltmillerpw",
    "brewbitzpw",
    "northernbrewerpw",
    "morebeerpw",
    "naylorspw",
    "doverpw",
    "smartpakpw",
    "rideawaypw",
    "jacksonspw",
    "casspw",
    "greatartpw",
    "cultpenspw",
    "roughtradepw",
    "junopw",
    "banquetpw",
    "normanpw",
    "wexpw",
    "parkcamerapw",
    "adoramapw",
    "mpbpw",
    "laundrypw",
)
CODE_FIELDS = {
    "belltower": (4,),
    "barrelstore": (3, 4),
    "tackroom": (4, 5),
    "boathouse": (4,),
    "radiostudio": (4,),
    "signalbox": (4,),
    "birdhide": (4,),
    "vestry": (3, 4),
    "kitroom": (4, 6),
    "telescopedome": (4,),
    "sluicehut": (4,),
    "sortingroom": (4, 5),
}
KEY_FIELDS = {
    "apibiblekey",
    "biblebrainkey",
    "bibliakey",
    "esvtoken",
    "adzunaid",
    "adzunakey",
    "reedkey",
    "usajobskey",
    "jooblekey",
    "s2key",
    "s2url",
    "elsevierkey",
    "springerkey",
    "ncbikey",
    "sentinelid",
    "sentinelsecret",
    "sentineltoken",
    "planetkey",
    "mapillarytoken",
    "firmskey",
    "ccewkey",
    "globalgivingkey",
    "charitybasekey",
    "cnavkey",
}
# a code given digit by digit with dashes, as painted on a sign ("4-1-7-9"), derived from the code in digits
DASHED_FIELDS = {"birdhidedashed"}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS, *DASHED_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the laundry-booking login and its password, and its twin (the login alone)
LANG_FILLS = {"laundry_booking_login_ml": 10, "laundry_booking_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🧺",
    "{S} 👕",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} — {v}",
    "{NP}\n{v}",
    "{NP}: {laundryuser} / {v}",
    "- [ ] {NP}: {v}",
    '{NP}: "{v}"',
    "🔑 {S}",
    "{laundryuser}\n{NP}: {v}",
    "{NP} := {v}",
    "| {laundryuser} | {v} |",
    "{NP}:\n  - {laundryuser}\n  - {v}",
    "{laundryuser} {v}",
    "{laundryuser} // {v}",
    "{NP} [{laundryuser}]: {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🧺",
    "{B} 👕",
    "{NP}: {mask}",
    "{NP} — {mask}",
    "{laundryuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {laundryuser} / {mask}",
    "🔑 {B}",
    "| {laundryuser} | {mask} |",
    "{NP} [{laundryuser}]: {mask}",
)
MASKS = (
    "•••••••••",
    "[removed]",
    "(I'll book it myself)",
    "<withheld>",
    "(not over chat)",
    "[message deleted]",
    "************",
    "(changed it yesterday)",
    "—",
    "[hidden]",
    "●●●●●●●●●●",
    "${{LAUNDRY_APP_PW}}",
    "(saved in Keychain)",
    "xxxxxxxxxx",
    "(I'll tell you when I'm back)",
    "(same as the Wi-Fi one, not writing it here)",
)

NAMES = (
    "Abebe",
    "Branka",
    "Cormac",
    "Dalisay",
    "Eero",
    "Fernanda",
    "Gurpreet",
    "Haruto",
    "Itziar",
    "Jelena",
    "Kwame",
    "Liesel",
    "Malee",
    "Nuwan",
    "Oona",
    "Pavol",
    "Rahel",
    "Sione",
    "Thandiwe",
    "Vilja",
)
# written for this round: words for passwords
WORDS = (
    "alder",
    "bracken",
    "cobble",
    "dapple",
    "eider",
    "furrow",
    "gorse",
    "heron",
    "inkwell",
    "juniper",
    "kestrel",
    "linnet",
    "marram",
    "nettle",
    "oriole",
    "pebble",
    "quill",
    "rowan",
    "saffron",
    "teasel",
    "umber",
    "vellum",
    "wherry",
    "yarrow",
    "zinnia",
    "barley",
    "coppice",
    "drumlin",
    "fallow",
    "gable",
    "hazel",
    "moorland",
)
LEET = str.maketrans({"a": "@", "e": "3", "i": "!", "o": "0", "s": "$", "t": "7"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "abebe.t",
    "branka_k",
    "cormac",
    "dalisay.r",
    "eero_v",
    "fernanda",
    "gurpreet.s",
    "haruto_m",
    "itziar",
    "jelena.p",
    "kwame_o",
    "liesel.b",
    "malee",
    "nuwan_p",
    "oona.h",
    "pavol",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nta",
    "Forwarded from {name}:\n\n{t}",
    "don't lose this:\n{t}",
    "{t}\n\n(copied from Telegram)",
    "reminder for me:\n{t}",
    "{t}\n\nthanks a million",
    "{t}\n\nSent from my Pixel",
    "like I said on the phone:\n{t}",
    "{t}\n\n[from Apple Notes]",
    "on the back of the church newsletter:\n{t}",
    "obrigado:\n{t}",
    "vďaka:\n{t}",
    "{t}\n\n(poslano s mobitela)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: logins for the house\n\n{t}",
    "[typed up from the photo of the fridge whiteboard]\n{t}",
    "{t}\n\n#logins",
    "eskerrik asko:\n{t}",
    "{t}\n\nplease wipe this after",
    "[{date}, {hh}:{mi}:{ss}] {name}: {t}",
    "> {t}",
    "Re: Fwd: Re: while I'm in Lisbon\n\n{t}",
    "SMS from {name}, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for mistakes)",
    "{name} — Today at {hh}:{mi}\n{t}",
    "From: {name}\nTo: me\nDate: {date} {hh}:{mi}\nSubject: handover\n\n{t}",
    "logins.txt\n{t}",
    "{name} wrote on {date}:\n| {t}",
    "$ cat ~/Documents/house.md\n{t}",
    "for the weekend:\n{t}",
    "PPS {t}",
    "{t}\n\nspeak soon",
    "from the sticky note on the monitor:\n{t}",
    "Notion page 'Household', edited by {name}:\n{t}",
    "{t}\n\n(typing one-handed, sorry)",
    "handover notes {date}:\n{t}",
    "iMessage, {name}, {hh}:{mi}\n{t}\nDelivered",
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
    "> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!!",
    "{t}\n-- {name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice note)",
    "📎 {t}",
    "{t} 😉",
    "[{date}, {hh}:{mi}:{ss}] {name}: {t}",
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
    if style == 4:  # the browser's suggested-password shape: four groups of four, upper case and digits
        return "-".join(pick(rng, UPPER_DIG, 4) for _ in range(4))
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


def v_laundryuser(rng: random.Random) -> str:
    """The booking app's login: an e-mail, a user name, a phone number, or a flat number as the building's apps use."""
    return rng.choice(
        (
            v_email(rng),
            rng.choice(LOGINS),
            "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9),
            "flat" + str(rng.randint(1, 48)) + rng.choice("ABC"),
        )
    )


def dashed(code: str) -> str:
    """A code given digit by digit with dashes, as painted on a sign ("4179" -> "4-1-7-9")."""
    return "-".join(code)


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


def luhn_number(rng: random.Random, prefix: str, n: int) -> str:
    """An n-digit card-style number (a rewards card) whose last digit is its Luhn check digit."""
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


def orcid_check(body: str) -> str:
    """An ORCID iD's last character: ISO 7064 MOD 11-2 over its first fifteen digits (10 is X)."""
    total = 0
    for c in body:
        total = (total + int(c)) * 2
    r = (12 - total % 11) % 11
    return "X" if r == 10 else str(r)


assert orcid_check("000000021825009") == "7"  # ORCID's documented example 0000-0002-1825-0097


def orcid(rng: random.Random) -> str:
    """An ORCID iD (0000-0001- to 0000-0003- ranges) with its check character, in four groups of four."""
    body = "0000000" + rng.choice("123") + pick(rng, DIGITS, 7)
    raw = body + orcid_check(body)
    return "-".join(raw[i : i + 4] for i in range(0, 16, 4))


def s2_signed_url(rng: random.Random) -> str:
    """A pre-signed S3 link to a Semantic Scholar dataset file: a temporary credential, its session token and a
    SigV4 signature in the query string."""
    return (
        "https://ai2-s2ag.s3.amazonaws.com/staging/2024-01-02/papers/"
        + v_uuid(rng)
        + ".gz?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=ASIA"
        + pick(rng, UPPER_DIG, 16)
        + "%2F20260301%2Fus-west-2%2Fs3%2Faws4_request&X-Amz-Date=20260301T101500Z&X-Amz-Expires=604800"
        + "&X-Amz-SignedHeaders=host&X-Amz-Security-Token="
        + pick(rng, ALNUM, 180)
        + "&X-Amz-Signature="
        + pick(rng, HEX, 64)
    )


def sentinel_token(rng: random.Random) -> str:
    """A Sentinel Hub OAuth access token: a signed JWT (RS256) naming the client and when it expires."""
    header = b64url(b'{"alg":"RS256","typ":"JWT","kid":"' + pick(rng, ALNUM, 20).encode() + b'"}')
    iat = rng.randint(1_700_000_000, 1_790_000_000)
    claims = {"exp": iat + 3600, "iat": iat, "jti": v_uuid(rng), "clientId": v_uuid(rng), "typ": "Bearer"}
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 256))}"


def sentinel_tile(rng: random.Random) -> str:
    """A Sentinel-2 MGRS tile id (a UTM zone, a latitude band, a 100 km square)."""
    return f"T{rng.randint(29, 31)}{rng.choice('TUV')}{pick(rng, 'UVWXY', 1)}{pick(rng, 'BCDEFGH', 1)}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "apibiblekey": lambda r: pick(r, HEX, 32),
    "biblebrainkey": v_uuid,
    "bibliakey": lambda r: pick(r, HEX, 32),
    "esvtoken": lambda r: pick(r, HEX, 40),
    "adzunaid": lambda r: pick(r, HEX, 8),
    "adzunakey": lambda r: pick(r, HEX, 32),
    "reedkey": v_uuid,
    "usajobskey": lambda r: pick(r, ALNUM + "+/", 43) + "=",
    "jooblekey": v_uuid,
    "s2key": lambda r: pick(r, ALNUM, 40),
    "s2url": s2_signed_url,
    "elsevierkey": lambda r: pick(r, HEX, 32),
    "springerkey": lambda r: pick(r, HEX, 32),
    "ncbikey": lambda r: pick(r, HEX, 36),
    "sentinelid": v_uuid,
    "sentinelsecret": lambda r: pick(r, ALNUM + "!#$%*+,-.:;<>?@^_~", 40),
    "sentineltoken": sentinel_token,
    "planetkey": lambda r: "PLAK" + pick(r, HEX, 32),
    "mapillarytoken": lambda r: "MLY|" + pick(r, DIGITS, 16) + "|" + pick(r, HEX, 32),
    "firmskey": lambda r: pick(r, HEX, 32),
    "ccewkey": lambda r: pick(r, HEX, 32),
    "globalgivingkey": v_uuid,
    "charitybasekey": v_uuid,
    "cnavkey": lambda r: pick(r, HEX, 32),
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
    "ean": ean13,
    "issn": issn,
    "orcid": orcid,
    "loyalty": lambda r: luhn_number(r, "60", 16),
    "iban": iban,
    "vin": vin,
    "reg": reg_plate,
    "billno": lambda r: str(r.randint(100, 999)),
    "charityno": lambda r: str(r.randint(1_000_000, 1_199_999)),
    "tile": sentinel_tile,
    # language field
    "laundryuser": v_laundryuser,
}

CORPUS = blindgen.Corpus(
    name="blind53",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="laundry_booking_login_ml",
    user_field="laundryuser",
    pw_field="laundrypw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived={"birdhidedashed": ("birdhide", dashed)},
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
