"""Writes secrets_blind49.jsonl, the forty-ninth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind49_templates.py, blind49_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind49/make_blind49.py           # (re)write secrets_blind49.jsonl
    python benchmarks/guard_corpus_blind49/make_blind49.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind49/make_blind49.py --table   # rows per label and kind, languages
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
import blind49_langs as L
import blind49_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    HEX_UP,
    LOWER_DIG,
    UPPER_DIG,
    URLSAFE,
    luhn_digit,
    pick,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 49_4949

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Waterstones, Barnes & Noble, ThriftBooks and AbeBooks passwords; Decathlon, Dick's Sporting Goods, JD Sports
# and REI passwords; Sephora, Lookfantastic, Cult Beauty and Space NK passwords; Specsavers, Warby Parker, Zenni and
# Vision Express passwords; Smyths Toys, Hamleys, The Entertainer and Mastermind Toys passwords; Staples, Office Depot,
# Ryman and Officeworks passwords; Thomann, Sweetwater, Guitar Center and Gear4music passwords; 2Captcha,
# Anti-Captcha, CapSolver and CapMonster Cloud keys; getAddress.io, Loqate, Smarty (auth-id and auth-token) and Ideal
# Postcodes keys; OCR.space, Mindee, Veryfi (client id and key) and Nanonets keys; ClickSend, Textlocal, Esendex (account
# reference and password) and TextMagic keys; school parent-app passwords; and the unlabelled codes (a book-room
# cupboard, a sports hall's equipment store, a salon's product cupboard, an opticians' staff room, a nursery's toy
# store and a playground shed, a stationery cupboard, a rehearsal room, a server room, a mailroom, a scanning room, a
# comms cupboard).
PASSWORD_FIELDS = (
    "waterstonespw",
    "bnpw",
    "thriftpw",
    "abepw",
    "decathlonpw",
    "dickspw",
    "jdpw",
    "reipw",
    "sephorapw",
    "lfpw",
    "cultpw",
    "spacenkpw",
    "specsaverspw",
    "warbypw",
    "zennipw",
    "visionpw",
    "smythspw",
    "hamleyspw",
    "entertainerpw",
    "mastermindpw",
    "staplespw",
    "odpw",
    "rymanpw",
    "officeworkspw",
    "thomannpw",
    "sweetwaterpw",
    "gcpw",
    "g4mpw",
    "esendexpw",
    "parentpw",
)
CODE_FIELDS = {
    "bookroom": (3, 4),
    "sportsstore": (4,),
    "salon": (4, 5),
    "opticians": (4,),
    "toystore": (3, 4),
    "shed": (4,),
    "stationery": (3, 4),
    "rehearsal": (4, 6),
    "serverroom": (4, 6),
    "mailroom": (4, 5),
    "scanroom": (4,),
    "commsroom": (4, 5),
}
KEY_FIELDS = {
    "twocaptchakey",
    "anticaptchakey",
    "capsolverkey",
    "capmonsterkey",
    "getaddresskey",
    "loqatekey",
    "smartyid",
    "smartytoken",
    "idealkey",
    "ocrspacekey",
    "mindeekey",
    "veryficlient",
    "veryfikey",
    "nanonetskey",
    "clicksenduser",
    "clicksendkey",
    "textlocalkey",
    "esendexref",
    "textmagickey",
}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the parent-app login and its password, and its twin (the login alone)
LANG_FILLS = {"school_parent_app_login_ml": 10, "school_parent_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🎒",
    "{S} 📚",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {parentuser} / {v}",
    "* {NP}: {v}",
    '{NP}: "{v}"',
    "✏️ {S}",
    "{parentuser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {parentuser} | {v} |",
    "{NP}:\n  {parentuser}\n  {v}",
    "{parentuser} {v}",
    "{parentuser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🎒",
    "{B} 📚",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{parentuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {parentuser} / {mask}",
    "✏️ {B}",
    "| {parentuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll check it myself)",
    "<password>",
    "(not over chat)",
    "[removed]",
    "********",
    "(reset last week)",
    "—",
    "[redacted]",
    "●●●●●●",
    "${{PARENT_APP_PW}}",
    "(in the password manager)",
    "xxxxxxxx",
    "(ask at the school office)",
)

NAMES = (
    "Aino",
    "Bilal",
    "Chiara",
    "Dmitri",
    "Esi",
    "Farida",
    "Gustavo",
    "Hana",
    "Ivo",
    "Jun",
    "Kateryna",
    "Liam",
    "Mirela",
    "Nkechi",
    "Oskar",
    "Pooja",
    "Rasmus",
    "Sione",
    "Thuy",
    "Zainab",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bramble",
    "cobalt",
    "driftwood",
    "eclipse",
    "falcon",
    "gingham",
    "hazel",
    "indigo",
    "juniper",
    "kestrel",
    "lagoon",
    "marble",
    "nimbus",
    "otter",
    "pebble",
    "quill",
    "rhubarb",
    "saffron",
    "tundra",
    "umber",
    "violet",
    "willow",
    "yarrow",
    "zinnia",
    "bonfire",
    "clover",
    "dandelion",
    "firefly",
    "granite",
    "heron",
    "mistral",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "aino.k",
    "bilal_r",
    "chiara",
    "dmitri.v",
    "esi_m",
    "farida",
    "gustavo.l",
    "hana_s",
    "ivo",
    "jun.park",
    "kateryna_b",
    "liam.o",
    "mirela",
    "nkechi_e",
    "pooja.r",
    "rasmus",
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
    """A password in one of six styles people pick for shop, app and school accounts."""
    style = rng.randrange(6)
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


def v_parentuser(rng: random.Random) -> str:
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
    "twocaptchakey": lambda r: pick(r, HEX, 32),
    "anticaptchakey": lambda r: pick(r, HEX, 32),
    "capsolverkey": lambda r: "CAP-" + pick(r, HEX_UP, 32),
    "capmonsterkey": lambda r: pick(r, HEX, 32),
    "getaddresskey": lambda r: pick(r, URLSAFE, 22) + pick(r, DIGITS, 5),
    "loqatekey": lambda r: "-".join(pick(r, UPPER_DIG, 4) for _ in range(4)),
    "smartyid": v_uuid,
    "smartytoken": lambda r: pick(r, ALNUM, 20),
    "idealkey": lambda r: "ak_" + pick(r, LOWER_DIG, 26),
    "ocrspacekey": lambda r: "K8" + pick(r, DIGITS, 13),
    "mindeekey": lambda r: pick(r, HEX, 32),
    "veryficlient": lambda r: "vrf" + pick(r, ALNUM, 37),
    "veryfikey": lambda r: pick(r, HEX, 32),
    "nanonetskey": lambda r: (
        pick(r, ALNUM, 8) + "-" + pick(r, ALNUM, 4) + "-" + pick(r, ALNUM, 4) + "-" + pick(r, ALNUM, 12)
    ),
    "clicksenduser": lambda r: r.choice(LOGINS).replace(".", "_") + pick(r, DIGITS, 3),
    "clicksendkey": lambda r: v_uuid(r).upper(),
    "textlocalkey": lambda r: pick(r, ALNUM + "+/", 43) + "=",
    "esendexref": lambda r: "EX" + pick(r, DIGITS, 7),
    "textmagickey": lambda r: pick(r, ALNUM, 30),
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
    "loyalty": lambda r: luhn_number(r, "7", 16),
    "beautycard": lambda r: luhn_number(r, "63", 19),
    "iban": iban,
    "postcode": postcode,
    # language field
    "parentuser": v_parentuser,
}

CORPUS = blindgen.Corpus(
    name="blind49",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="school_parent_app_login_ml",
    user_field="parentuser",
    pw_field="parentpw",
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
