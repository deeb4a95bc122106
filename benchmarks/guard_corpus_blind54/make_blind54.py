"""Writes secrets_blind54.jsonl, the fifty-fourth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind54_templates.py, blind54_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind54/make_blind54.py           # (re)write secrets_blind54.jsonl
    python benchmarks/guard_corpus_blind54/make_blind54.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind54/make_blind54.py --table   # rows per label and kind, languages
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
import blind54_langs as L
import blind54_templates as T
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
SEED = 54_5454

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: First Light Optics, Rother Valley Optics, High Point Scientific and Agena AstroProducts passwords; Fire
# Mountain Gems, Cookson Gold, Rio Grande and Beads Direct passwords; Chiltern Seeds, Baker Creek, Johnny's Selected
# Seeds and Real Seeds passwords; Bulk Reef Supply, Marine Depot, Swell UK and Aquarium Co-Op passwords; Merlin Archery,
# Lancaster Archery, Bakers Archery and Wales Archery passwords; E.H. Thorne, Maisemore Apiaries, Dadant and Mann Lake
# passwords; a PACER password; Pl@ntNet, Trefle, Perenual and Plant.id keys; CourtListener and Caselaw Access Project
# tokens, UniCourt client ids and secrets; ISBNdb keys, Hardcover tokens, LibraryThing and Google Books keys;
# PatentsView keys, EPO OPS consumer keys and secrets, Lens.org tokens, USPTO Open Data Portal keys; Podcast Index keys
# and secrets, Listen Notes keys, Podchaser client ids and secrets, Taddy keys; swimming-pool booking passwords; and the
# unlabelled codes (a planetarium's projector room, a theatre's fly floor, a farm shop's honesty box, a lido's plant
# room, a bowls club's greenkeeper's hut, a sailing club's dinghy park gate (in digits or with a space between each
# digit), an association apiary's shed, a campsite's drying room, a museum's archive store, a youth hostel's cycle
# store, a ferry terminal's crew room, a tennis club's ball-machine cage).
PASSWORD_FIELDS = (
    "flopw",
    "rvopw",
    "highpointpw",
    "agenapw",
    "firemountainpw",
    "cooksonpw",
    "riograndepw",
    "beadsdirectpw",
    "chilternpw",
    "bakercreekpw",
    "johnnyspw",
    "realseedspw",
    "brspw",
    "marinedepotpw",
    "swellpw",
    "aquacooppw",
    "merlinpw",
    "lancasterpw",
    "bakersarcherypw",
    "walesarcherypw",
    "thornepw",
    "maisemorepw",
    "dadantpw",
    "mannlakepw",
    "pacerpw",
    "poolpw",
)
CODE_FIELDS = {
    "projectorroom": (4,),
    "flyfloor": (4, 5),
    "honestybox": (3, 4),
    "plantroom": (4,),
    "greenkeeper": (4,),
    "dinghypark": (4,),
    "apiaryshed": (3, 4),
    "dryingroom": (4,),
    "archivestore": (4, 6),
    "cyclestore": (4,),
    "crewroom": (4, 5),
    "ballmachine": (3, 4),
}
KEY_FIELDS = {
    "plantnetkey",
    "treflekey",
    "perenualkey",
    "plantidkey",
    "courtlistenertoken",
    "captoken",
    "unicourtid",
    "unicourtsecret",
    "isbndbkey",
    "hardcovertoken",
    "librarythingkey",
    "googlebookskey",
    "patentsviewkey",
    "epokey",
    "eposecret",
    "lenstoken",
    "usptokey",
    "podcastindexkey",
    "podcastindexsecret",
    "listennoteskey",
    "podchaserid",
    "podchasersecret",
    "taddykey",
}
# a code given with a space between its digits, as written on a whiteboard ("4 1 7 9"), derived from the code in digits
SPACED_FIELDS = {"dinghyparkspaced"}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS, *SPACED_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the swimming-pool booking login and its password, and its twin (the login alone)
LANG_FILLS = {"swimming_lesson_booking_login_ml": 10, "swimming_lesson_booking_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🏊",
    "{S} 🩱",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} – {v}",
    "{NP}\n{v}",
    "{NP}: {pooluser} / {v}",
    "☐ {NP}: {v}",
    "{NP}: '{v}'",
    "🔐 {S}",
    "{pooluser}\n{NP}: {v}",
    "{NP} = {v}",
    "| {pooluser} | {v} |",
    "{NP}:\n  * {pooluser}\n  * {v}",
    "{pooluser} {v}",
    "{pooluser} ; {v}",
    "{NP} ({pooluser}): {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🏊",
    "{B} 🩱",
    "{NP}: {mask}",
    "{NP} – {mask}",
    "{pooluser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {pooluser} / {mask}",
    "🔐 {B}",
    "| {pooluser} | {mask} |",
    "{NP} ({pooluser}): {mask}",
)
MASKS = (
    "••••••••",
    "[removed]",
    "(I'll book the lesson myself)",
    "<withheld>",
    "(not by text)",
    "[this message was deleted]",
    "**********",
    "(I changed it last week)",
    "–",
    "[hidden]",
    "●●●●●●●●●",
    "${{POOL_APP_PW}}",
    "(in Google Password Manager)",
    "xxxxxxxx",
    "(I'll tell you on the phone)",
    "(same as the library one, not writing it here)",
)

NAMES = (
    "Aino",
    "Bogdan",
    "Ciarán",
    "Dilnoza",
    "Emeka",
    "Farida",
    "Gunnhild",
    "Hamid",
    "Ilse",
    "Jovana",
    "Kaveh",
    "Lucía",
    "Mirela",
    "Nasrin",
    "Orla",
    "Pita",
    "Rustam",
    "Sigrid",
    "Tomasz",
    "Yerlan",
)
# written for this round: words for passwords
WORDS = (
    "almond",
    "beacon",
    "cinder",
    "damson",
    "ember",
    "fennel",
    "gannet",
    "harbour",
    "indigo",
    "jasper",
    "kelpie",
    "lantern",
    "meadow",
    "nutmeg",
    "osprey",
    "puffin",
    "quarry",
    "russet",
    "sorrel",
    "thistle",
    "upland",
    "velvet",
    "walnut",
    "yonder",
    "zephyr",
    "bramble",
    "clover",
    "dunlin",
    "fjord",
    "granite",
    "hollow",
    "marigold",
)
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "+"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "aino.k",
    "bogdan_m",
    "ciaran",
    "dilnoza.r",
    "emeka_o",
    "farida",
    "gunnhild.s",
    "hamid_t",
    "ilse",
    "jovana.p",
    "kaveh_n",
    "lucia.g",
    "mirela",
    "nasrin_h",
    "orla.b",
    "rustam",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\ncheers",
    "Forwarded from {name}:\n\n{t}",
    "keep this somewhere safe:\n{t}",
    "{t}\n\n(copied from Messenger)",
    "note to self:\n{t}",
    "{t}\n\nthank you so much",
    "{t}\n\nSent from my Galaxy",
    "as we said on the call:\n{t}",
    "{t}\n\n[from Evernote]",
    "written on the back of the club newsletter:\n{t}",
    "takk:\n{t}",
    "hvala:\n{t}",
    "{t}\n\n(enviado desde o móbil)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: accounts while I'm away\n\n{t}",
    "[typed from the photo of the kitchen calendar]\n{t}",
    "{t}\n\n#accounts",
    "terima kasih:\n{t}",
    "{t}\n\nplease delete after reading",
    "Facebook Messenger · {name} · {hh}:{mi}\n{t}",
    "> {t}",
    "Re: Fwd: Re: while I'm in Tromsø\n\n{t}",
    "Text from {name}, {hh}:{mi}: {t}",
    "{t}\n\n(voice typed, sorry for typos)",
    "Instagram DM from {name}\n{t}\nSeen {hh}:{mi}",
    "From: {name}\nTo: me\nDate: {date} {hh}:{mi}\nSubject: before I go\n\n{t}",
    "accounts.txt\n{t}",
    "On {date}, {name} wrote:\n>> {t}",
    "$ less ~/notes/household.txt\n{t}",
    "for the half-term week:\n{t}",
    "P.S. {t}",
    "{t}\n\ntalk soon",
    "from the sticky label on the box:\n{t}",
    "OneNote page 'Family', last edited by {name}:\n{t}",
    "{t}\n\n(typing on the bus, sorry)",
    "Reminders app, list 'Before the trip', {date}:\n{t}",
    "Snapchat chat with {name}, saved:\n{t}",
    "[{hh}:{mi}:{ss}] {name} (Skype): {t}",
    "Bear note #household\n{t}",
    "Things 3 to-do, due {date}:\n{t}",
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
    "{t}\n\n(voice message)",
    "📌 {t}",
    "{t} 😊",
    "Messenger · {name} · {hh}:{mi}\n{t}",
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


def v_pooluser(rng: random.Random) -> str:
    """The pool app's login: an e-mail, a user name, a phone number, or a membership number as leisure centres use."""
    return rng.choice(
        (
            v_email(rng),
            rng.choice(LOGINS),
            "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9),
            "M" + pick(rng, DIGITS, 7),
        )
    )


def spaced(code: str) -> str:
    """A code with a space between its digits, as written on a whiteboard ("4179" -> "4 1 7 9")."""
    return " ".join(code)


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


def isbn10(rng: random.Random) -> str:
    """An ISBN-10 with its check character: the digits weighted 10..2, the sum's complement mod 11 (10 is X)."""
    body = rng.choice(("0", "1", "1", "0")) + pick(rng, DIGITS, 8)
    r = (11 - sum(int(c) * w for c, w in zip(body, range(10, 1, -1))) % 11) % 11
    return body + ("X" if r == 10 else str(r))


def isbn10_ok(value: str) -> bool:
    return sum((10 if c == "X" else int(c)) * w for c, w in zip(value, range(10, 0, -1))) % 11 == 0


assert isbn10_ok("0306406152")  # a known ISBN-10
assert isbn10_ok("043942089X")  # a known ISBN-10 with an X check character


def upc_a(rng: random.Random) -> str:
    """A 12-digit UPC-A barcode with its check digit (odd places weighted 3 from the left)."""
    body = rng.choice(("0", "6", "7", "8")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate("036000291452")) % 10 == 0  # a known UPC-A

ISO6346_VALUE = {str(d): d for d in range(10)}
ISO6346_VALUE.update({c: v for c, v in zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (n for n in range(10, 39) if n % 11))})


def iso6346_check(code: str) -> str:
    """A shipping container number's check digit: each of the ten characters valued (letters skip multiples of 11),
    weighted 2**position, the sum mod 11, then mod 10."""
    return str(sum(ISO6346_VALUE[c] * 2**i for i, c in enumerate(code)) % 11 % 10)


assert iso6346_check("CSQU305438") == "3"  # the standard's example CSQU 305438 3


def container(rng: random.Random) -> str:
    """An ISO 6346 container number: an owner code ending in U, six digits and the check digit."""
    code = rng.choice(("MSKU", "CSQU", "TGHU", "MSCU", "HLXU")) + pick(rng, DIGITS, 6)
    return code + iso6346_check(code)


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


def hardcover_token(rng: random.Random) -> str:
    """A Hardcover API token: a signed JWT (HS256) naming the user and when it was issued."""
    header = b64url(b'{"alg":"HS256","typ":"JWT"}')
    iat = rng.randint(1_700_000_000, 1_790_000_000)
    claims = {
        "version": "6",
        "id": rng.randint(10_000, 999_999),
        "loggedIn": True,
        "subscriber": False,
        "iat": iat,
        "exp": iat + 31_536_000,
    }
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 32))}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


LOWER_DIG = "abcdefghijklmnopqrstuvwxyz0123456789"

VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "plantnetkey": lambda r: "2b10" + pick(r, ALNUM, 21),
    "treflekey": lambda r: pick(r, ALNUM + "-_", 43),
    "perenualkey": lambda r: "sk-" + pick(r, ALNUM, 4) + pick(r, HEX, 12) + pick(r, DIGITS, 4),
    "plantidkey": lambda r: pick(r, ALNUM, 50),
    "courtlistenertoken": lambda r: pick(r, HEX, 40),
    "captoken": lambda r: pick(r, HEX, 40),
    "unicourtid": lambda r: pick(r, ALNUM, 32),
    "unicourtsecret": lambda r: pick(r, ALNUM, 64),
    "isbndbkey": lambda r: pick(r, DIGITS, 5) + "_" + pick(r, HEX, 32),
    "hardcovertoken": hardcover_token,
    "librarythingkey": lambda r: pick(r, HEX, 32),
    "googlebookskey": lambda r: "AIza" + pick(r, ALNUM + "-_", 35),
    "patentsviewkey": lambda r: pick(r, ALNUM, 40),
    "epokey": lambda r: pick(r, ALNUM, 32),
    "eposecret": lambda r: pick(r, ALNUM, 16),
    "lenstoken": lambda r: pick(r, ALNUM, 80),
    "usptokey": lambda r: pick(r, LOWER_DIG, 30),
    "podcastindexkey": lambda r: pick(r, UPPER_DIG, 20),
    "podcastindexsecret": lambda r: pick(r, ALNUM + "$#^", 40),
    "listennoteskey": lambda r: pick(r, HEX, 32),
    "podchaserid": v_uuid,
    "podchasersecret": lambda r: pick(r, ALNUM, 40),
    "taddykey": lambda r: pick(r, HEX, 96),
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
    "isbn10": isbn10,
    "ean": ean13,
    "upc": upc_a,
    "container": container,
    "loyalty": lambda r: luhn_number(r, "63", 16),
    "iban": iban,
    "billno": lambda r: str(r.randint(100, 999)),
    "pacerusername": lambda r: r.choice(LOGINS).replace(".", "") + pick(r, DIGITS, 2),
    "taddyuser": lambda r: str(r.randint(100, 9_999)),
    # language field
    "pooluser": v_pooluser,
}

CORPUS = blindgen.Corpus(
    name="blind54",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="swimming_lesson_booking_login_ml",
    user_field="pooluser",
    pw_field="poolpw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived={"dinghyparkspaced": ("dinghypark", spaced)},
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
