"""Writes secrets_blind57.jsonl, the fifty-seventh blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind57_templates.py, blind57_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind57/make_blind57.py           # (re)write secrets_blind57.jsonl
    python benchmarks/guard_corpus_blind57/make_blind57.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind57/make_blind57.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind57_langs as L
import blind57_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    URLSAFE,
    luhn_digit,
    pick,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 57_5757

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Scribblers, John Neal Books, Paper & Ink Arts and Blots Pens passwords; Infinite Discs, Marshall Street,
# Dynamic Discs and Discmania passwords; Cake Stuff, Culpitt, Wilton and Squires Kitchen passwords; Wentworth, Jigsaw
# Puzzles Direct, All Jigsaw Puzzles and Puzzle Warehouse passwords; Haith's, Vine House Farm, CJ Wildlife and Garden
# Bird Supplies passwords; Forbidden Planet, Midtown Comics, InStockTrades and Travelling Man passwords; Comic Vine
# keys, Marvel's public and private keys, Metron passwords; the Pokémon TCG API key, TCGplayer's public and private keys
# and bearer token, Cardmarket's app token and secret and access token and secret; Climatiq, Carbon Interface and
# Cloverly keys; remove.bg, Clipdrop and PhotoRoom keys; PostGrid and Stannp keys and Click2Mail passwords;
# physio-app passwords; and the unlabelled codes (a cricket club's roller shed, a choir's music-library cupboard, an
# amateur dramatic society's prop store, a bowls club's green-keeper's shed, a school's PE cupboard, a beekeepers'
# association's extraction room, a toy library's back store, a repair café's tool cabinet, a men's shed's timber store,
# a surf lifesaving club's board rack, a parkrun's kit box, a youth club's tuck shop).
PASSWORD_FIELDS = (
    "scribblerspw",
    "johnnealpw",
    "paperinkpw",
    "blotspw",
    "infinitediscspw",
    "marshallstreetpw",
    "dynamicdiscspw",
    "discmaniapw",
    "cakestuffpw",
    "culpittpw",
    "wiltonpw",
    "squirespw",
    "wentworthpw",
    "jpdpw",
    "alljigsawpw",
    "puzzlewarehousepw",
    "haithspw",
    "vinehousepw",
    "cjwildlifepw",
    "gardenbirdpw",
    "forbiddenplanetpw",
    "midtownpw",
    "instocktradespw",
    "travellingmanpw",
    "metronpw",
    "c2mpw",
    "physiopw",
)
CODE_FIELDS = {
    "musiclib": (4,),
    "propstore": (4, 5),
    "greenshed": (4,),
    "pecupboard": (4,),
    "extraction": (4, 6),
    "toylib": (3, 4),
    "toolcab": (4,),
    "timber": (4, 5),
    "boardrack": (3, 4),
    "kitbox": (4,),
    "tuckshop": (4,),
}
KEY_FIELDS = {
    "comicvinekey",
    "marvelpublic",
    "marvelprivate",
    "pokemontcgkey",
    "tcgpublic",
    "tcgprivate",
    "tcgbearer",
    "cmapptoken",
    "cmappsecret",
    "cmaccesstoken",
    "cmaccesssecret",
    "climatiqkey",
    "carboninterfacekey",
    "cloverlykey",
    "removebgkey",
    "clipdropkey",
    "photoroomkey",
    "postgridkey",
    "stannpkey",
}
# the roller shed's combination is a year (the year the club was founded), so it is drawn as one
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS, "rollershed"}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the physiotherapy clinic's app login and its password, and its twin (the login alone)
LANG_FILLS = {"physio_app_login_ml": 10, "physio_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 💪",
    "{S} 🦵",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} – {v}",
    "{NP}\n{v}",
    "{NP}: {physiouser} / {v}",
    "✔ {NP}: {v}",
    "{NP}: “{v}”",
    "🩺 {S}",
    "{physiouser}\n{NP}: {v}",
    "{NP} ⇒ {v}",
    "| {NP} | {physiouser} | {v} |",
    "{NP}:\n  i. {physiouser}\n  ii. {v}",
    "{physiouser} {v}",
    "{physiouser} | {v}",
    "{NP} [{physiouser}]: {v}",
    "{NP}: ‹{v}›",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 💪",
    "{B} 🦵",
    "{NP}: {mask}",
    "{NP} – {mask}",
    "{physiouser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {physiouser} / {mask}",
    "🩺 {B}",
    "| {NP} | {physiouser} | {mask} |",
    "{NP} [{physiouser}]: {mask}",
)
MASKS = (
    "••••••",
    "[withheld]",
    "(I'll move it from the meeting)",
    "<not sent>",
    "(not over chat)",
    "[removed]",
    "************",
    "(changed it on Sunday)",
    "—",
    "[masked]",
    "●●●●●●",
    "${{PHYSIO_APP_PASSWORD}}",
    "(in the shared vault)",
    "xxxxxxxx",
    "(I'll say it in person)",
    "(the clinic resets it at the desk)",
)

NAMES = (
    "Aroha",
    "Bilal",
    "Chiara",
    "Dao",
    "Eero",
    "Fatima",
    "Giorgi",
    "Hamza",
    "Ilinca",
    "Jiri",
    "Kanya",
    "Lorenzo",
    "Milica",
    "Nilufar",
    "Onur",
    "Priya",
    "Rewi",
    "Sanjay",
    "Tuyet",
    "Zainab",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "basalt",
    "cobalt",
    "dormouse",
    "estuary",
    "fulmar",
    "garnet",
    "heron",
    "inkwell",
    "juniper",
    "kestrel",
    "limpet",
    "meadow",
    "nettle",
    "otter",
    "pebble",
    "quince",
    "rowan",
    "saffron",
    "tansy",
    "umber",
    "vellum",
    "willow",
    "yarrow",
    "zinnia",
    "badger",
    "curlew",
    "dunnock",
    "fieldfare",
    "gorse",
    "hazel",
    "larch",
)
LEET = str.maketrans({"a": "@", "e": "3", "i": "!", "o": "0", "s": "$", "l": "1"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "aroha.t",
    "bilal_k",
    "chiara",
    "dao.minh",
    "eero_v",
    "fatima.z",
    "giorgi",
    "hamza_r",
    "ilinca.p",
    "jiri",
    "kanya_s",
    "lorenzo.b",
    "milica",
    "onur_d",
    "priya.n",
    "rewi",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nta",
    "Passing on from {name}:\n\n{t}",
    "put this somewhere safe please:\n{t}",
    "{t}\n\n(copied out of Beeper)",
    "reminder to self:\n{t}",
    "{t}\n\nthank you!!",
    "{t}\n\nSent from my Pixel",
    "like I said on the call:\n{t}",
    "{t}\n\n[Upnote]",
    "scribbled on the back of the fixture list:\n{t}",
    "grazie:\n{t}",
    "kiitos:\n{t}",
    "{t}\n\n(teşekkürler!)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the logins\n\n{t}",
    "[typed up from a photo of the whiteboard]\n{t}",
    "{t}\n\n#cover",
    "mulțumesc:\n{t}",
    "{t}\n\nplease delete after",
    "Beeper · {name} · {hh}:{mi}\n{t}",
    ">> {t}",
    "Re: Fwd: cover while I'm away\n\n{t}",
    "Google Messages from {name}, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Amplenote · Tasks · {date}\n[ ] {t}",
    "From: {name}\nTo: me\nDate: {date} {hh}:{mi}\nSubject: cover notes\n\n{t}",
    "cover-notes.md\n{t}",
    "On {date} at {hh}:{mi}, {name} wrote:\n>> {t}",
    "$ cat ~/Documents/cover/logins.txt\n{t}",
    "for the Easter holidays:\n{t}",
    "P.P.S. {t}",
    "{t}\n\nspeak soon",
    "from the label stuck inside the kit bag:\n{t}",
    "Capacities · Daily note · {date}\n{t}",
    "{t}\n\n(on the train, patchy signal)",
    "Upnote · Notebook 'Admin' · {name}\n{t}",
    "Amplenote > Jots > {date}\n  - {t}",
    "[{hh}:{mi}] {name} (Google Messages): {t}",
    "Capacities, tagged 'cover', {date}:\n{t}",
    "děkuji:\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 🙏🏽",
    "Fwd: {t}",
    "{t}\n\n— {name}",
    ">> {t}",
    "{hh}:{mi} · {name}\n{t}",
    "{t}!!!",
    "{t}\n—{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(dictated)",
    "📎 {t}",
    "{t} 😅",
    "Beeper · {name} · {hh}:{mi}\n{t}",
    "Google Messages · {name}\n{t}",
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
    if style == 3:  # a word in leetspeak (@ 3 ! 0 $ 1) with digits
        return rng.choice(WORDS).translate(LEET) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 4:  # the phone's suggested-password shape: three groups of six lower-case letters and digits
        groups = [pick(rng, "abcdefghijkmnopqrstuvwxyz", 6) for _ in range(3)]
        g = rng.randrange(3)
        groups[g] = groups[g][:2] + rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") + groups[g][3:]
        h = rng.randrange(3)
        groups[h] = groups[h][:4] + pick(rng, "23456789", 1) + groups[h][5:]
        return "-".join(groups)
    if style == 5:  # a pet's or child's name with a birthday (ddmm)
        return rng.choice(NAMES) + f"{rng.randint(1, 28):02d}{rng.randint(1, 12):02d}" + rng.choice(("", "!", "?"))
    # a passphrase of capitalised words with spaces, ending in a number
    return " ".join(w.capitalize() for w in rng.sample(WORDS, rng.randint(3, 4))) + " " + pick(rng, DIGITS, 2)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{d}.{m}.{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "yahoo.example", "fastmail.example", "mail.example.org"))
    )


def v_physiouser(rng: random.Random) -> str:
    """The physio app's login: an e-mail, a user name, a phone number, or a patient number as clinics issue them."""
    return rng.choice(
        (
            v_email(rng),
            rng.choice(LOGINS),
            "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9),
            "PT" + pick(rng, DIGITS, 6),
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
        country, bban = "GB", rng.choice(("NWBK", "BARC", "LOYD", "MIDL")) + pick(rng, DIGITS, 14)
    else:
        country, bban = "IE", rng.choice(("AIBK", "BOFI")) + pick(rng, DIGITS, 14)
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(value: str) -> bool:
    raw = value.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


assert iban_ok("GB82 WEST 1234 5698 7654 32")  # the standard's example IBAN
assert iban_ok("NL91 ABNA 0417 1643 00")  # a published Dutch example IBAN
assert iban_ok("DE89 3704 0044 0532 0130 00")  # a published German example IBAN


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
    raw = rng.choice(("5YJ", "SJN", "KNA", "WVW", "LRW")) + pick(rng, VIN_CHARS, 5) + "0" + pick(rng, VIN_CHARS, 8)
    return raw[:8] + vin_check(raw) + raw[9:]


def s10_check(digits: str) -> str:
    """A UPU S10 tracking number's check digit: the eight digits weighted 8 6 4 2 3 5 9 7, 11 less the sum mod 11
    (10 is 0, 11 is 5)."""
    r = 11 - sum(int(c) * w for c, w in zip(digits, (8, 6, 4, 2, 3, 5, 9, 7))) % 11
    return {10: "0", 11: "5"}.get(r, str(r))


assert s10_check("47312482") == "9"  # the standard's example AA 473 124 829 GB


def s10(rng: random.Random) -> str:
    """A Royal Mail tracked letter's number: two letters, eight digits and their S10 check digit, GB."""
    body = pick(rng, DIGITS, 8)
    return rng.choice(("AB", "FQ", "KG", "TT", "RP")) + body + s10_check(body) + "GB"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


UPPER_DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "rollershed": lambda r: str(r.randint(1846, 1998)),
    "comicvinekey": lambda r: pick(r, HEX, 40),
    "marvelpublic": lambda r: pick(r, HEX, 32),
    "marvelprivate": lambda r: pick(r, HEX, 40),
    "pokemontcgkey": v_uuid,
    "tcgpublic": v_uuid,
    "tcgprivate": v_uuid,
    "tcgbearer": lambda r: pick(r, URLSAFE, r.randint(220, 320)),
    "cmapptoken": lambda r: pick(r, ALNUM, 16),
    "cmappsecret": lambda r: pick(r, ALNUM, 32),
    "cmaccesstoken": lambda r: pick(r, ALNUM, 32),
    "cmaccesssecret": lambda r: pick(r, ALNUM, 32),
    "climatiqkey": lambda r: pick(r, UPPER_DIGITS, 28),
    "carboninterfacekey": lambda r: pick(r, ALNUM, 22),
    "cloverlykey": lambda r: pick(r, HEX, 32),
    "removebgkey": lambda r: pick(r, ALNUM, 24),
    "clipdropkey": lambda r: pick(r, HEX, 96),
    "photoroomkey": lambda r: r.choice(("sandbox_", "")) + pick(r, HEX, 40),
    "postgridkey": lambda r: r.choice(("live_sk_", "test_sk_")) + pick(r, ALNUM, 22),
    "stannpkey": lambda r: pick(r, HEX, 32),
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
    "issn": issn,
    "ean": ean13,
    "upc": upc_a,
    "vin": vin,
    "giftcard": lambda r: luhn_number(r, "6330", 19),
    "iban": iban,
    "s10": s10,
    "marvelhash": lambda r: pick(r, HEX, 32),
    "metronuser": lambda r: r.choice(LOGINS),
    "c2muser": lambda r: r.choice(LOGINS) + pick(r, DIGITS, 2),
    # language field
    "physiouser": v_physiouser,
}

CORPUS = blindgen.Corpus(
    name="blind57",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="physio_app_login_ml",
    user_field="physiouser",
    pw_field="physiopw",
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
