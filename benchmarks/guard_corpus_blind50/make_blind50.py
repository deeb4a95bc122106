"""Writes secrets_blind50.jsonl, the fiftieth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind50_templates.py, blind50_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind50/make_blind50.py           # (re)write secrets_blind50.jsonl
    python benchmarks/guard_corpus_blind50/make_blind50.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind50/make_blind50.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import random
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind50_langs as L
import blind50_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER_DIG,
    luhn_digit,
    pick,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 50_5050

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Interflora, Bloom & Wild, Serenata Flowers and 1-800-Flowers passwords; Pandora, Swarovski, Goldsmiths and
# Kay Jewelers passwords; Wiggle, Evans Cycles, Chain Reaction Cycles and Halfords passwords; Thompson & Morgan, Crocus,
# Suttons and Dobbies passwords; Moonpig, Funky Pigeon, Papier and Paperless Post passwords; Mothercare, JoJo Maman
# Bébé, Mamas & Papas and buybuy BABY passwords; Lakeland, Williams Sonoma, Le Creuset and ProCook passwords;
# UPCitemdb, Barcode Lookup, Go-UPC and EAN-Search keys; Calendarific, HolidayAPI, Checkiday and timeanddate.com
# (access key and secret key) keys; Merriam-Webster, Oxford Dictionaries (app id and app key), Wordnik and Lingua Robot
# keys; Nutritionix (app id and key), USDA FoodData Central, FatSecret (client id and secret) and CalorieNinjas keys;
# parcel-app passwords; and the unlabelled codes (a flower shop's cold room, a jeweller's safe, a bike cage, a
# greenhouse padlock and an allotment gate, a church hall's post room, a pram store, a staff kitchen's pantry, a
# stockroom, a holiday cottage's key safe, a library's rare-books room, a canteen storeroom).
PASSWORD_FIELDS = (
    "interflorapw",
    "bwpw",
    "serenatapw",
    "flowerspw",
    "pandorapw",
    "swarovskipw",
    "goldsmithspw",
    "kaypw",
    "wigglepw",
    "evanspw",
    "crcpw",
    "halfordspw",
    "tmpw",
    "crocuspw",
    "suttonspw",
    "dobbiespw",
    "moonpigpw",
    "funkypw",
    "papierpw",
    "ppostpw",
    "mothercarepw",
    "jojopw",
    "mamaspw",
    "buybuypw",
    "lakelandpw",
    "wspw",
    "lecreusetpw",
    "procookpw",
    "parcelpw",
)
CODE_FIELDS = {
    "coldroom": (4, 5),
    "jewelsafe": (6, 8),
    "bikecage": (3, 4),
    "greenhouse": (3, 4),
    "allotment": (4,),
    "postroom": (4,),
    "pramstore": (3, 4),
    "pantry": (4,),
    "stockroom": (4, 6),
    "keysafe": (4,),
    "rarebooks": (4, 5),
    "canteen": (4,),
}
KEY_FIELDS = {
    "upcitemdbkey",
    "barcodelookupkey",
    "goupckey",
    "eansearchtoken",
    "calendarifickey",
    "holidayapikey",
    "checkidaykey",
    "tadaccess",
    "tadsecret",
    "mwkey",
    "oxfordid",
    "oxfordkey",
    "wordnikkey",
    "linguakey",
    "nixappid",
    "nixkey",
    "usdakey",
    "fatsecretid",
    "fatsecretsecret",
    "calninjaskey",
}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the parcel-app login and its password, and its twin (the login alone)
LANG_FILLS = {"parcel_app_login_ml": 10, "parcel_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 📦",
    "{S} 🚚",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {parceluser} / {v}",
    "* {NP}: {v}",
    '{NP}: "{v}"',
    "📮 {S}",
    "{parceluser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {parceluser} | {v} |",
    "{NP}:\n  {parceluser}\n  {v}",
    "{parceluser} {v}",
    "{parceluser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 📦",
    "{B} 🚚",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{parceluser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {parceluser} / {mask}",
    "📮 {B}",
    "| {parceluser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll redirect it myself)",
    "<password>",
    "(not over chat)",
    "[removed]",
    "********",
    "(reset last week)",
    "—",
    "[redacted]",
    "●●●●●●",
    "${{PARCEL_APP_PW}}",
    "(in the password manager)",
    "xxxxxxxx",
    "(I'll pick it up myself)",
)

NAMES = (
    "Adaeze",
    "Bongani",
    "Cormac",
    "Dagny",
    "Eitan",
    "Fenna",
    "Giorgos",
    "Halyna",
    "Imran",
    "Joost",
    "Katarina",
    "Lwazi",
    "Mehmet",
    "Nilufar",
    "Olamide",
    "Priyanka",
    "Rivka",
    "Sunniva",
    "Tomasz",
    "Yusuf",
)
# written for this round: words for passwords
WORDS = (
    "anemone",
    "beacon",
    "cinder",
    "dahlia",
    "ember",
    "fjord",
    "glacier",
    "harbour",
    "iris",
    "jasper",
    "kelp",
    "larch",
    "meadow",
    "nettle",
    "orchid",
    "pumice",
    "quartz",
    "rowan",
    "sorrel",
    "thistle",
    "upland",
    "velvet",
    "wren",
    "yew",
    "zephyr",
    "birch",
    "comet",
    "delta",
    "fennel",
    "garnet",
    "hollow",
    "lantern",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "adaeze.o",
    "bongani_m",
    "cormac",
    "dagny.h",
    "eitan_r",
    "fenna",
    "giorgos.p",
    "halyna_k",
    "imran",
    "joost.v",
    "katarina_s",
    "lwazi.n",
    "mehmet",
    "nilufar_a",
    "olamide.b",
    "priyanka",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
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
    "{t}\n\nthanks, owe you one",
    "{t}\n\nSent from my iPhone",
    "as we said this morning:\n{t}",
    "{t}\n\n[from Google Keep]",
    "On the whiteboard:\n{t}",
    "zur Info:\n{t}",
    "pour info :\n{t}",
    "{t}\n\n(inoltrato)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: logins for the week\n\n{t}",
    "[text from the photo of the notebook page]\n{t}",
    "{t}\n\n#todo",
    "para luego:\n{t}",
    "{t}\n\nplease delete after reading",
    "{date} {hh}:{mi} [{name}] {t}",
    "> {t}",
    "Re: cover while I'm off\n\n{t}",
    "{name} via Signal, {hh}:{mi}: {t}",
    "{t}\n\n(voice to text, sorry)",
    "Teams — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\nSubject: accounts\n\n{t}",
    "README-accounts.md\n{t}",
    "On {date}, {name} wrote:\n> {t}",
    "$ cat ~/notes/logins.txt\n{t}",
    "before the weekend:\n{t}",
    "PS. {t}",
    "{t}\n\nsee you Monday",
    "copied from the fridge note:\n{t}",
    "Slack DM from {name}, {hh}:{mi}\n{t}",
    "{t}\n\n(typed on my phone, sorry for typos)",
    "handover, {date}:\n{t}",
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
    "{t}!",
    "{t}\n~ {name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice message)",
    "📌 {t}",
    "{t} 👍",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of seven styles people pick for shop, app and parcel accounts."""
    style = rng.randrange(7)
    if style == 6:
        return rng.choice(WORDS) + str(rng.randint(1960, 2024)) + rng.choice(("", "", "!", "?"))
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!$%&*@#?", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, 2)
    if style == 3:
        return (
            rng.choice(NAMES)
            + pick(rng, DIGITS, rng.randint(2, 4))
            + rng.choice(SYMBOLS)
            + pick(rng, string.ascii_lowercase, 3)
        )
    if style == 4:
        return "-".join(pick(rng, LOWER_DIG, rng.choice((4, 5))) for _ in range(rng.randint(3, 4)))
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "icloud.example", "proton.example", "mail.example.org"))
    )


def v_parceluser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9)))


def isbn13(rng: random.Random) -> str:
    """An ISBN-13 (978 / 979 prefix) with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("978", "979")) + pick(rng, DIGITS, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("9780306406157")) % 10 == 0  # a known ISBN-13


def ean13(rng: random.Random) -> str:
    """An EAN-13 product barcode with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("50", "57", "40", "54", "87")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def upca(rng: random.Random) -> str:
    """A UPC-A product barcode (12 digits) with its check digit (weights 3 and 1 from the left)."""
    body = rng.choice(("0", "0", "6", "8")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate("036000291452")) % 10 == 0  # a known UPC-A


def luhn_number(rng: random.Random, prefix: str, n: int) -> str:
    """An n-digit card-style number (a loyalty or rewards card) whose last digit is its Luhn check digit."""
    body = prefix + pick(rng, DIGITS, n - 1 - len(prefix))
    return body + luhn_digit(body)


def iban(rng: random.Random) -> str:
    """A GB or DE IBAN with valid mod-97 check digits (ISO 13616), printed in groups of four."""
    if rng.random() < 0.5:
        country, bban = "GB", rng.choice(("NWBK", "BARC", "LOYD", "HBUK")) + pick(rng, DIGITS, 14)
    else:
        country, bban = "DE", pick(rng, DIGITS, 18)
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(value: str) -> bool:
    raw = value.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


assert iban_ok("GB82 WEST 1234 5698 7654 32")  # the standard's example IBAN


def postcode(rng: random.Random) -> str:
    """A UK postcode in one of the common outward shapes (A9, A99, AA9, AA99) and an inward code."""
    area = rng.choice(("SW", "N", "E", "LS", "M", "B", "BS", "CF", "EH", "G", "NE", "OX"))
    outward = area + str(rng.randint(1, 20))
    return f"{outward} {rng.randint(1, 9)}{pick(rng, 'ABDEFGHJLNPQRSTUWXYZ', 2)}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "upcitemdbkey": lambda r: pick(r, HEX, 32),
    "barcodelookupkey": lambda r: pick(r, LOWER_DIG, 30),
    "goupckey": lambda r: pick(r, HEX, 64),
    "eansearchtoken": lambda r: pick(r, HEX, 40),
    "calendarifickey": lambda r: pick(r, ALNUM, 32),
    "holidayapikey": v_uuid,
    "checkidaykey": lambda r: pick(r, ALNUM, 40),
    "tadaccess": lambda r: pick(r, ALNUM, 11),
    "tadsecret": lambda r: pick(r, ALNUM, 20),
    "mwkey": v_uuid,
    "oxfordid": lambda r: pick(r, HEX, 8),
    "oxfordkey": lambda r: pick(r, HEX, 32),
    "wordnikkey": lambda r: pick(r, LOWER_DIG, 45),
    "linguakey": lambda r: pick(r, ALNUM, 18) + "msh" + pick(r, ALNUM, 15) + "jsn" + pick(r, ALNUM, 12),
    "nixappid": lambda r: pick(r, HEX, 8),
    "nixkey": lambda r: pick(r, HEX, 32),
    "usdakey": lambda r: pick(r, ALNUM, 40),
    "fatsecretid": lambda r: pick(r, HEX, 32),
    "fatsecretsecret": lambda r: pick(r, HEX, 32),
    "calninjaskey": lambda r: pick(r, ALNUM + "+/", 38) + "==",
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "isbn": isbn13,
    "ean": ean13,
    "upca": upca,
    "loyalty": lambda r: luhn_number(r, "98", 16),
    "iban": iban,
    "postcode": postcode,
    # language field
    "parceluser": v_parceluser,
}

CORPUS = blindgen.Corpus(
    name="blind50",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="parcel_app_login_ml",
    user_field="parceluser",
    pw_field="parcelpw",
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
