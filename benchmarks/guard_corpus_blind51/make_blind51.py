"""Writes secrets_blind51.jsonl, the fifty-first blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind51_templates.py, blind51_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind51/make_blind51.py           # (re)write secrets_blind51.jsonl
    python benchmarks/guard_corpus_blind51/make_blind51.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind51/make_blind51.py --table   # rows per label and kind, languages
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
import blind51_langs as L
import blind51_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
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
SEED = 51_5151

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Hobbycraft, Michaels, JOANN and Blick passwords; Pact Coffee, Whittard, Bird & Blend and Trade Coffee
# passwords; Emma Sleep, Eve Sleep, Casper and Silentnight passwords; Cotswold Outdoor, Blacks, Millets and Mountain
# Warehouse passwords; Holland & Barrett, Myprotein, iHerb and Vitacost passwords; Schuh, Clarks, Foot Locker and
# Skechers passwords; Party City, Oriental Trading, Party Delights and Ginger Ray passwords; WorldTides, Stormglass,
# Admiralty (UKHO) and Marea keys; DVLA Vehicle Enquiry, CarAPI (token and secret), Auto.dev and VinAudit keys;
# Companies House, OpenCorporates, Crunchbase and Endole keys; TMDB (API key and read access token), OMDb, Trakt and
# TheTVDB keys; salon-booking passwords; and the unlabelled codes (a community centre's craft cupboard, a café's stock
# room and alarm, a hotel's linen store, a climbing club's gear store, a gym locker, a school's lost-property cupboard,
# a village hall's chair store, a slipway barrier, a workshop's key cabinet, an accountant's filing room, a cinema's
# projection room).
PASSWORD_FIELDS = (
    "hobbycraftpw",
    "michaelspw",
    "joannpw",
    "blickpw",
    "pactpw",
    "whittardpw",
    "birdblendpw",
    "tradepw",
    "emmapw",
    "evepw",
    "casperpw",
    "silentnightpw",
    "cotswoldpw",
    "blackspw",
    "milletspw",
    "mwhpw",
    "hbpw",
    "myproteinpw",
    "iherbpw",
    "vitacostpw",
    "schuhpw",
    "clarkspw",
    "footlockerpw",
    "skecherspw",
    "partycitypw",
    "otpw",
    "partydelightspw",
    "gingerraypw",
    "salonpw",
)
CODE_FIELDS = {
    "craftcupboard": (4,),
    "cafestock": (4, 5),
    "cafealarm": (4, 6),
    "linenstore": (4,),
    "gearstore": (3, 4),
    "gymlocker": (4,),
    "lostproperty": (4,),
    "chairstore": (4,),
    "slipway": (4, 5),
    "keycabinet": (3, 4),
    "filingroom": (4, 5),
    "projection": (4,),
}
KEY_FIELDS = {
    "worldtideskey",
    "stormglasskey",
    "ukhokey",
    "mareakey",
    "dvlakey",
    "carapitoken",
    "carapisecret",
    "autodevkey",
    "vinauditkey",
    "chkey",
    "octoken",
    "cbkey",
    "endolekey",
    "tmdbkey",
    "tmdbtoken",
    "omdbkey",
    "traktid",
    "tvdbkey",
}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the salon-booking login and its password, and its twin (the login alone)
LANG_FILLS = {"salon_booking_login_ml": 10, "salon_booking_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 💇",
    "{S} ✂️",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {salonuser} / {v}",
    "- {NP}: {v}",
    "{NP}: '{v}'",
    "💅 {S}",
    "{salonuser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {salonuser} | {v} |",
    "{NP}:\n    {salonuser}\n    {v}",
    "{salonuser} {v}",
    "{salonuser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 💇",
    "{B} ✂️",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{salonuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {salonuser} / {mask}",
    "💅 {B}",
    "| {salonuser} | {mask} |",
)
MASKS = (
    "••••••••••",
    "[hidden]",
    "(I'll move it myself)",
    "<not shared>",
    "(not in chat)",
    "[deleted]",
    "**********",
    "(changed yesterday)",
    "-",
    "[masked]",
    "●●●●●●●●",
    "${{SALON_APP_PW}}",
    "(in my password manager)",
    "XXXXXXXX",
    "(ask me in person)",
)

NAMES = (
    "Aiko",
    "Bartek",
    "Chiara",
    "Dariush",
    "Efua",
    "Floris",
    "Gulnara",
    "Hamza",
    "Ilona",
    "Jorge",
    "Kalani",
    "Leilani",
    "Marek",
    "Nadia",
    "Oskar",
    "Parisa",
    "Quentin",
    "Rania",
    "Siosaia",
    "Thandiwe",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bramble",
    "cobalt",
    "dune",
    "eider",
    "falcon",
    "gorse",
    "heron",
    "indigo",
    "juniper",
    "kestrel",
    "lichen",
    "marram",
    "nimbus",
    "osprey",
    "pebble",
    "quill",
    "russet",
    "saffron",
    "tundra",
    "umber",
    "vesper",
    "willow",
    "yarrow",
    "zinnia",
    "basalt",
    "clover",
    "drizzle",
    "ferret",
    "granite",
    "hazel",
    "maple",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "aiko.t",
    "bartek_w",
    "chiara",
    "dariush.k",
    "efua_m",
    "floris",
    "gulnara.s",
    "hamza_r",
    "ilona",
    "jorge.p",
    "kalani_h",
    "leilani.k",
    "marek",
    "nadia_b",
    "oskar.l",
    "parisa",
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
    "{t}\n\n(copied from Telegram)",
    "reminder:\n{t}",
    "{t}\n\nthanks a million",
    "{t}\n\nSent from Outlook for Android",
    "like I said on the phone:\n{t}",
    "{t}\n\n[from Apple Notes]",
    "On the back of the receipt:\n{t}",
    "nur für dich:\n{t}",
    "à garder :\n{t}",
    "{t}\n\n(inviato da cellulare)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the logins\n\n{t}",
    "[text from the screenshot]\n{t}",
    "{t}\n\n#admin",
    "no lo pierdas:\n{t}",
    "{t}\n\ndelete this once you've saved it",
    "{date} {hh}:{mi} <{name}> {t}",
    "> {t}",
    "Re: can you sort this while I'm away\n\n{t}",
    "{name} on iMessage, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, excuse the punctuation)",
    "Google Chat — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\nSubject: house admin\n\n{t}",
    "household.md\n{t}",
    "On {date} at {hh}:{mi}, {name} wrote:\n> {t}",
    "$ grep -i login ~/Documents/house.txt\n{t}",
    "for the weekend:\n{t}",
    "P.S. {t}",
    "{t}\n\nspeak tomorrow",
    "from the sticky note on the monitor:\n{t}",
    "Messenger from {name}, {hh}:{mi}\n{t}",
    "{t}\n\n(sorry, typing on the bus)",
    "handover notes {date}:\n{t}",
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
    "{t} ❤️",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of seven styles people pick for shop, app and booking accounts."""
    style = rng.randrange(7)
    if style == 6:
        return rng.choice(WORDS).capitalize() + str(rng.randint(1955, 2025)) + rng.choice(("", "", "!", "#"))
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!$%&*@#?", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, rng.randint(1, 3))
    if style == 3:
        return (
            rng.choice(NAMES)
            + rng.choice(SYMBOLS)
            + pick(rng, DIGITS, rng.randint(2, 4))
            + pick(rng, string.ascii_lowercase, rng.randint(2, 4))
        )
    if style == 4:
        return "-".join(pick(rng, LOWER_DIG, rng.choice((4, 5, 6))) for _ in range(rng.randint(3, 4)))
    return rng.choice(WORDS).upper() + rng.choice(SYMBOLS) + pick(rng, DIGITS, 4) + rng.choice(WORDS)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "yahoo.example", "proton.example", "mail.example.net"))
    )


def v_salonuser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9)))


def isbn13(rng: random.Random) -> str:
    """An ISBN-13 (978 / 979 prefix) with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("978", "979")) + pick(rng, DIGITS, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("9780306406157")) % 10 == 0  # a known ISBN-13


def ean13(rng: random.Random) -> str:
    """An EAN-13 product barcode with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("50", "50", "40", "80", "87", "76")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("4006381333931")) % 10 == 0  # a known EAN-13


def luhn_number(rng: random.Random, prefix: str, n: int) -> str:
    """An n-digit card-style number (a rewards card) whose last digit is its Luhn check digit."""
    body = prefix + pick(rng, DIGITS, n - 1 - len(prefix))
    return body + luhn_digit(body)


def iban(rng: random.Random) -> str:
    """A GB or NL IBAN with valid mod-97 check digits (ISO 13616), printed in groups of four."""
    if rng.random() < 0.5:
        country, bban = "GB", rng.choice(("NWBK", "BARC", "MIDL", "HBUK")) + pick(rng, DIGITS, 14)
    else:
        country, bban = "NL", rng.choice(("ABNA", "INGB", "RABO")) + pick(rng, DIGITS, 10)
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(value: str) -> bool:
    raw = value.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


assert iban_ok("GB82 WEST 1234 5698 7654 32")  # the standard's example IBAN
assert iban_ok("NL91 ABNA 0417 1643 00")  # a published Dutch example IBAN

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
    wmi = rng.choice(("WVW", "WBA", "SAJ", "VF1", "JHM", "1FA", "YV1", "TMB"))
    year = rng.choice("GHJKLMNPRST")
    body = wmi + pick(rng, VIN_ALPHABET, 5) + "0" + year + pick(rng, VIN_ALPHABET, 1) + pick(rng, DIGITS, 6)
    return body[:8] + vin_check(body) + body[9:]


def reg_plate(rng: random.Random) -> str:
    """A current-style UK registration (two area letters, a two-digit age identifier, three letters)."""
    letters = "ABCDEFGHJKLMNOPRSTUVWXY"
    age = rng.choice(("19", "69", "20", "70", "21", "71", "22", "72", "23", "73", "24", "74"))
    return pick(rng, letters, 2) + age + rng.choice((" ", "")) + pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 3)


def vat_gb(rng: random.Random) -> str:
    """A UK VAT number: seven digits and two check digits so that the weighted sum (8..2) plus them is 0 mod 97."""
    body = pick(rng, "123456789", 1) + pick(rng, DIGITS, 6)
    total = sum(int(c) * w for c, w in zip(body, range(8, 1, -1)))
    check = (-total) % 97
    return f"GB {body[:3]} {body[3:7]} {check:02d}"


def vat_ok(value: str) -> bool:
    digits = value.replace("GB", "").replace(" ", "")
    return (sum(int(c) * w for c, w in zip(digits[:7], range(8, 1, -1))) + int(digits[7:])) % 97 == 0


assert vat_ok("GB 980 7806 84")  # HMRC's published example VAT number


def company_no(rng: random.Random) -> str:
    """A Companies House number: eight digits (England and Wales) or SC and six digits (Scotland)."""
    return rng.choice(("0" + pick(rng, DIGITS, 7), "1" + pick(rng, DIGITS, 7), "SC" + pick(rng, DIGITS, 6)))


def postcode(rng: random.Random) -> str:
    """A UK postcode in one of the common outward shapes (A9, A99, AA9, AA99) and an inward code."""
    area = rng.choice(("PL", "TR", "EX", "CA", "LA", "BN", "CB", "DD", "AB", "SA", "YO", "HU"))
    outward = area + str(rng.randint(1, 20))
    return f"{outward} {rng.randint(1, 9)}{pick(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


def tmdb_token(rng: random.Random) -> str:
    """A TMDB v4 read access token: a signed JWT whose payload names the app (aud), the account (sub) and its scope."""
    header = b64url(b'{"alg":"HS256"}')
    claims = {
        "aud": pick(rng, HEX, 32),
        "nbf": rng.randint(1_650_000_000, 1_790_000_000),
        "sub": pick(rng, HEX, 24),
        "scopes": ["api_read"],
        "version": 1,
    }
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 32))}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "worldtideskey": v_uuid,
    "stormglasskey": lambda r: v_uuid(r) + "-" + v_uuid(r),
    "ukhokey": lambda r: pick(r, HEX, 32),
    "mareakey": v_uuid,
    "dvlakey": lambda r: pick(r, ALNUM, 40),
    "carapitoken": v_uuid,
    "carapisecret": lambda r: pick(r, HEX, 32),
    "autodevkey": lambda r: pick(r, ALNUM, 32),
    "vinauditkey": lambda r: pick(r, UPPER_DIG, 15),
    "chkey": v_uuid,
    "octoken": lambda r: pick(r, ALNUM, 20),
    "cbkey": lambda r: pick(r, HEX, 32),
    "endolekey": lambda r: pick(r, ALNUM, 36),
    "tmdbkey": lambda r: pick(r, HEX, 32),
    "tmdbtoken": tmdb_token,
    "omdbkey": lambda r: pick(r, HEX, 8),
    "traktid": lambda r: pick(r, HEX, 64),
    "tvdbkey": v_uuid,
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
    "loyalty": lambda r: luhn_number(r, "63", 16),
    "iban": iban,
    "postcode": postcode,
    "vin": vin,
    "reg": reg_plate,
    "vatno": vat_gb,
    "companyno": company_no,
    "imdb": lambda r: "tt" + pick(r, DIGITS, r.choice((7, 8))),
    # language field
    "salonuser": v_salonuser,
}

CORPUS = blindgen.Corpus(
    name="blind51",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="salon_booking_login_ml",
    user_field="salonuser",
    pw_field="salonpw",
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
