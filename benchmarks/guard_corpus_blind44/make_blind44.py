"""Writes secrets_blind44.jsonl, the forty-fourth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind44_templates.py, blind44_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind44/make_blind44.py           # (re)write secrets_blind44.jsonl
    python benchmarks/guard_corpus_blind44/make_blind44.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind44/make_blind44.py --table   # rows per label and kind, languages
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
import blind44_langs as L
import blind44_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, LOWER_DIG, UPPER_DIG, b64url, luhn_digit, pick, rand_bytes, v_pin

HERE = Path(__file__).resolve().parent
SEED = 44_4444

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Splice, iLok, Native Access and DistroKid passwords; Recreation.gov, Hipcamp, The Dyrt and Pitchup
# passwords; BullionVault, APMEX, JM Bullion and Royal Mint passwords; Afterpay, Affirm and Sezzle passwords and an
# Affirm virtual card number with its CVV; Shutterstock client secrets and OAuth tokens, Freepik API keys, Getty Images
# API secrets, Adobe Stock passwords; Teachable and Thinkific API keys, Kajabi client secrets, Podia passwords, a course
# preview password; SurveyMonkey tokens and passwords, Jotform and Tally API keys, Formstack tokens; Brightwheel,
# Procare, Famly and Care.com passwords; TownSq, FrontSteps and PayHOA passwords; Aura, Nixplay, Skylight and Meural
# passwords and a frame's Wi-Fi password; Fishbrain, HuntStand and HuntWise passwords, a licence account's PIN;
# property-portal passwords; and the unlabelled codes (keypad, gate, bike-lock, safe, safe-deposit, card, door,
# cabinet, daycare, pool-gate, mailbox, tablet, gun-safe and padlock codes and PINs).
SECRET_FIELDS = {
    "splicepw",
    "ilokpw",
    "napw",
    "distropw",
    "studiocode",
    "recgovpw",
    "hipcamppw",
    "dyrtpw",
    "pitchuppw",
    "gatecode",
    "lockcombo",
    "bvpw",
    "apmexpw",
    "jmpw",
    "mintpw",
    "safecombo",
    "boxpin",
    "afterpaypw",
    "affirmpw",
    "sezzlepw",
    "vcard",
    "cvv",
    "bnplpin",
    "sssecret",
    "sstoken",
    "fpkey",
    "gettysec",
    "adobestockpw",
    "doorpin",
    "teachkey",
    "thinkkey",
    "kajabisec",
    "podiapw",
    "previewpw",
    "smtoken",
    "jfkey",
    "tallykey",
    "fstoken",
    "smpw",
    "combo",
    "bwpw",
    "procarepw",
    "famlypw",
    "carepw",
    "daycarecode",
    "townsqpw",
    "frontstepspw",
    "payhoapw",
    "poolcode",
    "mailcombo",
    "aurapw",
    "nixpw",
    "skypw",
    "meuralpw",
    "wifipw",
    "tabletpin",
    "fbpw",
    "hspw",
    "hwpw",
    "licpin",
    "gunsafe",
    "proppw",
}
# rows per English template kind, by label (each kind has 10 to 12 secret and 6 to 8 benign templates); the brief
# asks for about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the property-portal login and its password, and its twin (the login alone)
LANG_FILLS = {"property_portal_login_ml": 10, "property_portal_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🏠",
    "{S} 🙏",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {propuser} / {v}",
    "* {NP}: {v}",
    "{NP}: «{v}»",
    "🔑 {S}",
    "{S} 🤞",
    "{propuser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {propuser} | {v} |",
    "{NP}:\n  {propuser}\n  {v}",
    "{propuser} {v}",
    "{propuser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🏠",
    "{B} 🙏",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{propuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {propuser} / {mask}",
    "🔑 {B}",
    "{NP} => {mask}",
    "| {propuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll say it on the phone)",
    "<password>",
    "(not in writing)",
    "[removed]",
    "**********",
    "(changed it this morning, ask me)",
    "—",
    "(I'll log in myself)",
    "[redacted]",
    "●●●●●●●",
    "{{PORTAL_PW}}",
    "???",
    "(reset link sent)",
    "(tonight)",
)

NAMES = (
    "Agnese",
    "Bartek",
    "Chiara",
    "Dmytro",
    "Eleni",
    "Farhad",
    "Greta",
    "Hyun-woo",
    "Ishita",
    "Joost",
    "Kenji",
    "Lior",
    "Mads",
    "Nadia",
    "Olek",
    "Pedro",
    "Rafi",
    "Saanvi",
    "Tuan",
    "Vesna",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bluegill",
    "canvas",
    "driftwood",
    "elkhorn",
    "fennel",
    "granite",
    "harbour",
    "inkwell",
    "jasper",
    "kettle",
    "lantern",
    "meadow",
    "nutmeg",
    "orchard",
    "pinecone",
    "quill",
    "reverb",
    "sterling",
    "thistle",
    "upland",
    "velvet",
    "walleye",
    "yellowtail",
    "zephyr",
    "bobcat",
    "cinder",
    "dulcimer",
    "ember",
    "foxglove",
    "gravel",
    "hickory",
)
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "agnese.r",
    "bartek_k",
    "chiara",
    "dmytro.s",
    "eleni",
    "farhad_m",
    "greta.o",
    "hyunwoo",
    "ishita.p",
    "joost",
    "kenji_t",
    "lior",
    "mads.h",
    "nadia",
    "pedro_a",
    "vesna",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October")
SCHOOLS = ("watercolour-with-greta", "sourdough-academy", "fly-tying-school", "ukulele-in-30", "excel-for-landlords")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nta",
    "Forwarded by {name}:\n\n{t}",
    "don't lose this:\n{t}",
    "{t}\n\n(copied from Messenger)",
    "reminder to self:\n{t}",
    "{t}\n\nthanks!!",
    "{t}\n\nSent from my Galaxy",
    "just for you:\n{t}",
    "{t}\n\n[pasted from Apple Notes]",
    "Scribbled on the fridge calendar:\n{t}",
    "per dopo:\n{t}",
    "na później:\n{t}",
    "{t}\n\n(videresendt)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Re: the accounts\n\n{t}",
    "[text from the photo of the sticky note]\n{t}",
    "{t}\n\n#admin",
    "para depois:\n{t}",
    "{t}\n\nI always forget this one",
    "{date} {hh}:{mi} | {name} | {t}",
    "> {t}",
    "Re: Re: while we're in Lisbon\n\n{t}",
    "{name} via iMessage, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Slack — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\n\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 😊",
    "Fwd: {t}",
    "{t}\n\n— {name}",
    "> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!",
    "{t}\n~{name}",
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
        name = rng.choice(NAMES).replace("-", "")
        return name + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS) + pick(rng, string.ascii_lowercase, 3)
    if style == 4:
        return "-".join(pick(rng, ALNUM, 6) for _ in range(3))
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "icloud.example", "proton.example", "hotmail.example", "mail.example.net"))
    )


def v_propuser(rng: random.Random) -> str:
    return rng.choice(("+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10), v_email(rng), rng.choice(LOGINS)))


def v_card(rng: random.Random) -> str:
    """A 16-digit Visa-style virtual card number with its Luhn check digit, grouped in fours or not."""
    body = "4" + pick(rng, DIGITS, 14)
    number = body + luhn_digit(body)
    return " ".join(number[i : i + 4] for i in range(0, 16, 4)) if rng.random() < 0.5 else number


def v_aba(rng: random.Random) -> str:
    """A US bank routing number: nine digits whose weighted sum (3, 7, 1 repeating) is a multiple of ten."""
    body = rng.choice(("0", "1", "2", "3")) + pick(rng, DIGITS, 7)
    total = sum(int(d) * w for d, w in zip(body, (3, 7, 1, 3, 7, 1, 3, 7), strict=True))
    return body + str((10 - total % 10) % 10)


def v_upc(rng: random.Random) -> str:
    """A UPC-A barcode (a release's product code) with its check digit (odd positions weigh 3)."""
    body = pick(rng, "0123456789", 11)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(body))
    return body + str((10 - total % 10) % 10)


def v_isrc(rng: random.Random) -> str:
    return (
        f"{rng.choice(('US', 'GB', 'QZ', 'QM'))}-{pick(rng, UPPER_DIG, 3)}-{rng.randint(24, 26)}-{pick(rng, DIGITS, 5)}"
    )


def v_tracking(rng: random.Random) -> str:
    return "1Z" + pick(rng, UPPER_DIG, 6) + pick(rng, DIGITS, 10)


def v_frameemail(rng: random.Random) -> str:
    slug = rng.choice(("nana", "grandma", "oma", "mum", "dad", "the-kitchen")) + "-" + rng.choice(NAMES).lower()
    return slug.replace("-", rng.choice(("-", "", "."))) + "@ourskylight.com"


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "splicepw": v_pw,
    "ilokpw": v_pw,
    "napw": v_pw,
    "distropw": v_pw,
    "studiocode": lambda r: v_pin(r, r.choice((4, 5))),
    "recgovpw": v_pw,
    "hipcamppw": v_pw,
    "dyrtpw": v_pw,
    "pitchuppw": v_pw,
    "gatecode": lambda r: v_pin(r, r.choice((4, 5))),
    "lockcombo": lambda r: v_pin(r, r.choice((3, 4))),
    "bvpw": v_pw,
    "apmexpw": v_pw,
    "jmpw": v_pw,
    "mintpw": v_pw,
    "safecombo": lambda r: "-".join(str(r.randint(10, 99)) for _ in range(3)) if r.random() < 0.5 else v_pin(r, 6),
    "boxpin": lambda r: v_pin(r, 6),
    "afterpaypw": v_pw,
    "affirmpw": v_pw,
    "sezzlepw": v_pw,
    "vcard": v_card,
    "cvv": lambda r: v_pin(r, 3),
    "bnplpin": lambda r: v_pin(r, 4),
    "sssecret": lambda r: pick(r, ALNUM, 16),
    "sstoken": lambda r: "v2/" + b64url(rand_bytes(r, 150)),
    "fpkey": lambda r: "FPSX" + pick(r, HEX, 32),
    "gettysec": lambda r: pick(r, ALNUM, 44),
    "adobestockpw": v_pw,
    "doorpin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "teachkey": lambda r: pick(r, ALNUM, 32),
    "thinkkey": lambda r: pick(r, HEX, 32),
    "kajabisec": lambda r: pick(r, ALNUM, 40),
    "podiapw": v_pw,
    "previewpw": lambda r: r.choice(WORDS) + str(r.randint(10, 99)),
    "smtoken": lambda r: pick(r, ALNUM + "-.", 72),
    "jfkey": lambda r: pick(r, HEX, 32),
    "tallykey": lambda r: "tly-" + pick(r, ALNUM, 32),
    "fstoken": lambda r: pick(r, HEX, 32),
    "smpw": v_pw,
    "combo": lambda r: v_pin(r, r.choice((3, 4))),
    "bwpw": v_pw,
    "procarepw": v_pw,
    "famlypw": v_pw,
    "carepw": v_pw,
    "daycarecode": lambda r: v_pin(r, r.choice((4, 5))),
    "townsqpw": v_pw,
    "frontstepspw": v_pw,
    "payhoapw": v_pw,
    "poolcode": lambda r: v_pin(r, 4),
    "mailcombo": lambda r: v_pin(r, r.choice((3, 4))),
    "aurapw": v_pw,
    "nixpw": v_pw,
    "skypw": v_pw,
    "meuralpw": v_pw,
    "wifipw": lambda r: pick(r, ALNUM, r.randint(10, 14)),
    "tabletpin": lambda r: v_pin(r, r.choice((4, 6))),
    "fbpw": v_pw,
    "hspw": v_pw,
    "hwpw": v_pw,
    "licpin": lambda r: v_pin(r, r.choice((4, 6))),
    "gunsafe": lambda r: v_pin(r, r.choice((5, 6))),
    "proppw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "month": lambda r: r.choice(MONTH_NAMES),
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "fw": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 9)}.{r.randint(0, 30)}",
    "upc": v_upc,
    "isrc": v_isrc,
    "resno": lambda r: pick(r, DIGITS, 10) + "-" + str(r.randint(1, 3)),
    "campground": lambda r: str(r.randint(230_000, 275_000)),
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "tracking": v_tracking,
    "loanid": lambda r: pick(r, UPPER_DIG, 4) + "-" + pick(r, UPPER_DIG, 4),
    "last4": lambda r: pick(r, DIGITS, 4),
    "aba": v_aba,
    "exp": lambda r: f"{r.randint(1, 12):02d}/{r.randint(27, 31)}",
    "ssclient": lambda r: pick(r, ALNUM, 32),
    "gettykey": lambda r: pick(r, LOWER_DIG, 24),
    "imgid": lambda r: str(r.randint(1_000_000_000, 2_600_000_000)),
    "kajabiid": lambda r: pick(r, ALNUM, 24),
    "school": lambda r: r.choice(SCHOOLS),
    "formid": lambda r: "2" + pick(r, DIGITS, 14),
    "tallyform": lambda r: pick(r, ALNUM, 6),
    "tfcref": lambda r: pick(r, string.ascii_uppercase, 4) + pick(r, DIGITS, 5) + "TFC",
    "frameemail": v_frameemail,
    "auraserial": lambda r: "AF" + pick(r, UPPER_DIG, 10),
    "wifissid": lambda r: r.choice(("BT-", "VM", "NETGEAR", "Sky", "TP-Link_")) + pick(r, UPPER_DIG, 4),
    "custid": lambda r: str(r.randint(100_000_000, 999_999_999)),
    "licno": lambda r: "FL" + pick(r, DIGITS, 9),
    # language field
    "propuser": v_propuser,
}

CORPUS = blindgen.Corpus(
    name="blind44",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="property_portal_login_ml",
    user_field="propuser",
    pw_field="proppw",
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
