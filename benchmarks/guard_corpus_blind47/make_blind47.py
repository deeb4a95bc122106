"""Writes secrets_blind47.jsonl, the forty-seventh blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind47_templates.py, blind47_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind47/make_blind47.py           # (re)write secrets_blind47.jsonl
    python benchmarks/guard_corpus_blind47/make_blind47.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind47/make_blind47.py --table   # rows per label and kind, languages
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
import blind47_langs as L
import blind47_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, LOWER_DIG, pick, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 47_4747

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Babbel, Memrise, Busuu and Rosetta Stone passwords; Hertz, Alamo, National and Europcar passwords;
# Ticketmaster, StubHub, SeatGeek and Vivid Seats passwords; Audible, Scribd, Libro.fm and Storytel passwords;
# TaskRabbit, Thumbtack, HomeAdvisor and Yelp passwords; Kickstarter, Indiegogo, GoFundMe and Crowdcube passwords;
# Zillow, Redfin, Rightmove and Zoopla passwords; ZeroBounce, NeverBounce, Hunter.io and Kickbox keys; ipinfo tokens,
# ipstack, ipgeolocation.io and ipregistry keys; NewsAPI, GNews, mediastack and Guardian keys; The Odds API,
# SportsDataIO, API-Football and balldontlie keys; ride-hailing app passwords; and the unlabelled codes (a staff-room
# keypad, a key drop box, a stage door, a book club's cupboard, a garden shed and a side gate, a donation box, a
# building site's gate, a mailroom cage, a comms cupboard, a print room, a kit room).
SECRET_FIELDS = {
    "babbelpw",
    "memrisepw",
    "busuupw",
    "rosettapw",
    "staffroom",
    "hertzpw",
    "alamopw",
    "nationalpw",
    "europcarpw",
    "keydrop",
    "tmpw",
    "stubhubpw",
    "seatgeekpw",
    "vividpw",
    "stagedoor",
    "audiblepw",
    "scribdpw",
    "librofmpw",
    "storytelpw",
    "bookcupboard",
    "taskrabbitpw",
    "thumbtackpw",
    "homeadvisorpw",
    "yelppw",
    "shedlock",
    "sidegate",
    "kickstarterpw",
    "indiegogopw",
    "gofundmepw",
    "crowdcubepw",
    "donationbox",
    "zillowpw",
    "redfinpw",
    "rightmovepw",
    "zooplapw",
    "sitegate",
    "zbkey",
    "nbkey",
    "hunterkey",
    "kickboxkey",
    "mailroom",
    "ipinfotoken",
    "ipstackkey",
    "ipgeokey",
    "ipregkey",
    "commscupboard",
    "newsapikey",
    "gnewskey",
    "mediastackkey",
    "guardiankey",
    "printroom",
    "oddskey",
    "sdiokey",
    "apisportskey",
    "bdlkey",
    "kitroom",
    "ridepw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the ride-hailing login and its password, and its twin (the login alone)
LANG_FILLS = {"ride_hailing_login_ml": 10, "ride_hailing_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🚕",
    "{S} ✈️",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {rideuser} / {v}",
    "• {NP}: {v}",
    '{NP}: "{v}"',
    "🚗 {S}",
    "{rideuser}\n{NP}: {v}",
    "{NP} ➜ {v}",
    "| {rideuser} | {v} |",
    "{NP}:\n  {rideuser}\n  {v}",
    "{rideuser} {v}",
    "{rideuser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🚕",
    "{B} ✈️",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{rideuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {rideuser} / {mask}",
    "🚗 {B}",
    "| {rideuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll book it)",
    "<password>",
    "(not over chat)",
    "[removed]",
    "********",
    "(changed last week)",
    "-",
    "[redacted]",
    "●●●●●●●●",
    "${{RIDE_PW}}",
    "(in the family vault)",
    "xxxxxxxx",
)

NAMES = (
    "Amara",
    "Bilal",
    "Chiara",
    "Dmitri",
    "Esi",
    "Farida",
    "Goran",
    "Hana",
    "Ines",
    "Jun",
    "Kalani",
    "Liesel",
    "Mateo",
    "Nomvula",
    "Oskar",
    "Paulo",
    "Rasa",
    "Siosaia",
    "Tahmina",
    "Viktor",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bramble",
    "cobalt",
    "dandelion",
    "eclipse",
    "falcon",
    "ginger",
    "hammock",
    "indigo",
    "juniper",
    "kayak",
    "lagoon",
    "marmalade",
    "nectar",
    "otter",
    "pebble",
    "quill",
    "rhubarb",
    "saffron",
    "tundra",
    "umbrella",
    "violet",
    "willow",
    "yarrow",
    "zigzag",
    "beacon",
    "cricket",
    "driftwood",
    "emerald",
    "foxglove",
    "granite",
    "hazel",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "amara.o",
    "bilal_k",
    "chiara",
    "dmitri.v",
    "esi_a",
    "farida",
    "goran.m",
    "hana_s",
    "ines",
    "jun.park",
    "kalani_h",
    "liesel.b",
    "mateo",
    "nomvula_z",
    "paulo.r",
    "rasa",
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
    "keep this somewhere safe:\n{t}",
    "{t}\n\n(copied from WhatsApp)",
    "note to self:\n{t}",
    "{t}\n\nthank you!!",
    "{t}\n\nSent from my iPhone",
    "as promised:\n{t}",
    "{t}\n\n[from Google Keep]",
    "On the whiteboard in the hall:\n{t}",
    "für später:\n{t}",
    "para depois:\n{t}",
    "{t}\n\n(inoltrato)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: logins for while I'm away\n\n{t}",
    "[text from the photo of the notebook page]\n{t}",
    "{t}\n\n#logins",
    "à garder :\n{t}",
    "{t}\n\nplease delete after reading",
    "{date} {hh}:{mi} [{name}] {t}",
    ">> {t}",
    "Re: Fwd: the handover\n\n{t}",
    "{name} via Signal, {hh}:{mi}: {t}",
    "{t}\n\n(voice note transcript)",
    "Teams — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\nSubject: accounts\n\n{t}",
    "notes.md\n{t}",
    "On {date}, {name} wrote:\n> {t}",
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
    "{t}!",
    "{t}\n~ {name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice note)",
    "PS {t}",
    "📌 {t}",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for app accounts."""
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
        return "-".join(pick(rng, LOWER_DIG, 4) for _ in range(rng.randint(3, 5)))
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "proton.example", "icloud.example", "hotmail.example", "posteo.example.net"))
    )


def v_rideuser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9)))


def isbn13(rng: random.Random) -> str:
    """An ISBN-13 (978 prefix) with its check digit (weights 1 and 3 from the left)."""
    body = "978" + pick(rng, DIGITS, 9)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("9780306406157")) % 10 == 0  # a known ISBN-13

VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O, Q
VIN_VALUE = {
    **{str(d): d for d in range(10)},
    **dict(zip("ABCDEFGH", range(1, 9))),
    **dict(zip("JKLMN", range(1, 6))),
    "P": 7,
    "R": 9,
    **dict(zip("STUVWXYZ", range(2, 10))),
}
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)


def vin_check(vin: str) -> str:
    """The North American VIN check digit (position 9): the weighted sum mod 11, 10 written as X."""
    r = sum(VIN_VALUE[c] * w for c, w in zip(vin, VIN_WEIGHTS)) % 11
    return "X" if r == 10 else str(r)


assert vin_check("1M8GDM9AXKP042788") == "X"  # the textbook example VIN


def v_vin(rng: random.Random) -> str:
    """A 17-character VIN of a US-built rental car (1 / 4 / 5 prefix) with a valid check digit."""
    raw = rng.choice("145") + pick(rng, VIN_CHARS, 7) + "0" + pick(rng, VIN_CHARS, 1) + "R" + pick(rng, DIGITS, 6)
    return raw[:8] + vin_check(raw) + raw[9:]


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(
        "babbelpw",
        "memrisepw",
        "busuupw",
        "rosettapw",
        "hertzpw",
        "alamopw",
        "nationalpw",
        "europcarpw",
        "tmpw",
        "stubhubpw",
        "seatgeekpw",
        "vividpw",
        "audiblepw",
        "scribdpw",
        "librofmpw",
        "storytelpw",
        "taskrabbitpw",
        "thumbtackpw",
        "homeadvisorpw",
        "yelppw",
        "kickstarterpw",
        "indiegogopw",
        "gofundmepw",
        "crowdcubepw",
        "zillowpw",
        "redfinpw",
        "rightmovepw",
        "zooplapw",
        "ridepw",
    ),
    "staffroom": pin_of(4, 5),
    "keydrop": pin_of(4),
    "stagedoor": pin_of(4, 6),
    "bookcupboard": pin_of(3, 4),
    "shedlock": pin_of(3, 4),
    "sidegate": pin_of(4, 5),
    "donationbox": pin_of(3, 4),
    "sitegate": pin_of(4, 6),
    "mailroom": pin_of(4),
    "commscupboard": pin_of(4, 6),
    "printroom": pin_of(4),
    "kitroom": pin_of(4, 5),
    "zbkey": lambda r: pick(r, HEX, 32),
    "nbkey": lambda r: "private_" + pick(r, HEX, 32),
    "hunterkey": lambda r: pick(r, HEX, 40),
    "kickboxkey": lambda r: r.choice(("live_", "test_")) + pick(r, HEX, 64),
    "ipinfotoken": lambda r: pick(r, HEX, 14),
    "ipstackkey": lambda r: pick(r, HEX, 32),
    "ipgeokey": lambda r: pick(r, HEX, 32),
    "ipregkey": lambda r: pick(r, LOWER_DIG, 16),
    "newsapikey": lambda r: pick(r, HEX, 32),
    "gnewskey": lambda r: pick(r, HEX, 32),
    "mediastackkey": lambda r: pick(r, HEX, 32),
    "guardiankey": v_uuid,
    "oddskey": lambda r: pick(r, HEX, 32),
    "sdiokey": lambda r: pick(r, HEX, 32),
    "apisportskey": lambda r: pick(r, HEX, 32),
    "bdlkey": v_uuid,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "memberno": lambda r: str(r.randint(100_000_000, 999_999_999)),
    "vin": v_vin,
    "isbn": isbn13,
    # language field
    "rideuser": v_rideuser,
}

CORPUS = blindgen.Corpus(
    name="blind47",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="ride_hailing_login_ml",
    user_field="rideuser",
    pw_field="ridepw",
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
