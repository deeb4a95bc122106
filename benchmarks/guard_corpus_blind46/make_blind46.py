"""Writes secrets_blind46.jsonl, the forty-sixth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind46_templates.py, blind46_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind46/make_blind46.py           # (re)write secrets_blind46.jsonl
    python benchmarks/guard_corpus_blind46/make_blind46.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind46/make_blind46.py --table   # rows per label and kind, languages
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
import blind46_langs as L
import blind46_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, LOWER_DIG, UPPER_DIG, pick, v_pin

HERE = Path(__file__).resolve().parent
SEED = 46_4646

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: HelloFresh, Gousto, Blue Apron and Green Chef passwords; Shutterfly, Snapfish, Mixbook and Chatbooks
# passwords; Upwork, Fiverr, Toptal and Freelancer.com passwords; TomTom, MapTiler and Geoapify keys and LocationIQ
# tokens; Epic Pass, Snowbird and Mountain Collective passwords; ScrapingBee and ZenRows keys, Apify tokens and a
# Bright Data proxy password; Hilton Honors, World of Hyatt, Wyndham Rewards and Choice Privileges passwords; Poshmark,
# Depop, ThredUp and Vestiaire Collective passwords; Six Flags, Universal Orlando, Cedar Point and Busch Gardens
# passwords; Instacart, Shipt, Walmart and Thrive Market passwords; Open Exchange Rates app IDs, Fixer, currencylayer
# and ExchangeRate-API keys; cinema-app passwords; and the unlabelled codes (a pantry padlock, a darkroom door, a key
# safe, a van's lockbox, a ski locker, a condo key box, a rack cabinet, a suitcase lock, a stockroom padlock, a park
# locker, a porch delivery box, a cash drawer).
SECRET_FIELDS = {
    "hellofreshpw",
    "goustopw",
    "blueapronpw",
    "greenchefpw",
    "pantrylock",
    "shutterflypw",
    "snapfishpw",
    "mixbookpw",
    "chatbookspw",
    "darkroomcode",
    "upworkpw",
    "fiverrpw",
    "toptalpw",
    "freelancerpw",
    "keysafe",
    "tomtomkey",
    "maptilerkey",
    "geoapifykey",
    "liqtoken",
    "vanlock",
    "epicpw",
    "snowbirdpw",
    "mcpw",
    "lockercode",
    "condobox",
    "sbkey",
    "apifytoken",
    "zrkey",
    "brdpw",
    "rackcode",
    "hiltonpw",
    "hyattpw",
    "wyndhampw",
    "choicepw",
    "tsalock",
    "poshmarkpw",
    "depoppw",
    "thredpw",
    "vestiairepw",
    "stocklock",
    "sixflagspw",
    "universalpw",
    "cedarpw",
    "buschpw",
    "parklocker",
    "instacartpw",
    "shiptpw",
    "walmartpw",
    "thrivepw",
    "porchcode",
    "oxrid",
    "fixerkey",
    "clkey",
    "erkey",
    "drawercode",
    "cinemapw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the cinema login and its password, and its twin (the login alone)
LANG_FILLS = {"cinema_app_login_ml": 10, "cinema_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🎬",
    "{S} 🍿",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {cinemauser} / {v}",
    "* {NP}: {v}",
    "{NP}: '{v}'",
    "🎟️ {S}",
    "{cinemauser}\n{NP}: {v}",
    "{NP} → {v}",
    "| {cinemauser} | {v} |",
    "{NP}:\n  {cinemauser}\n  {v}",
    "{cinemauser} {v}",
    "{cinemauser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🎬",
    "{B} 🍿",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{cinemauser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {cinemauser} / {mask}",
    "🎟️ {B}",
    "| {cinemauser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll text it)",
    "<password>",
    "(not in chat)",
    "[removed]",
    "**********",
    "(changed, ask me)",
    "—",
    "[redacted]",
    "●●●●●●●",
    "{{CINEMA_PW}}",
    "(in the shared vault)",
    "????????",
)

NAMES = (
    "Ana",
    "Bongani",
    "Carys",
    "Dawit",
    "Elif",
    "Feng",
    "Gorka",
    "Hira",
    "Ivana",
    "Jordi",
    "Kiran",
    "Lindiwe",
    "Marek",
    "Nadia",
    "Oriol",
    "Priya",
    "Rhys",
    "Sora",
    "Teuta",
    "Wojtek",
)
# written for this round: words for passwords
WORDS = (
    "anchovy",
    "biscuit",
    "canyon",
    "drizzle",
    "ember",
    "fennel",
    "gondola",
    "harbour",
    "iceberg",
    "jasmine",
    "kestrel",
    "lantern",
    "mango",
    "noodle",
    "orchard",
    "popcorn",
    "quokka",
    "raven",
    "slalom",
    "thistle",
    "upland",
    "velvet",
    "walnut",
    "yodel",
    "zephyr",
    "bluebird",
    "cocoa",
    "dune",
    "espresso",
    "fig",
    "glacier",
    "hopscotch",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "ana.r",
    "bongani_m",
    "carys",
    "dawit.t",
    "elif_y",
    "feng",
    "gorka.e",
    "hira_k",
    "ivana",
    "jordi.puig",
    "kiran_s",
    "lindiwe.d",
    "marek",
    "nadia_h",
    "priya.n",
    "sora",
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
    "save this:\n{t}",
    "{t}\n\n(copied from Messenger)",
    "reminder:\n{t}",
    "{t}\n\nthanks a million",
    "{t}\n\nSent from my Galaxy",
    "here you go:\n{t}",
    "{t}\n\n[from Apple Notes]",
    "On the fridge door:\n{t}",
    "voor later:\n{t}",
    "per dopo:\n{t}",
    "{t}\n\n(reenviado)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the accounts\n\n{t}",
    "[text from the photo of the sticky note]\n{t}",
    "{t}\n\n#admin",
    "pour demain :\n{t}",
    "{t}\n\ndon't lose this again",
    "{date} {hh}:{mi} | {name} | {t}",
    "> {t}",
    "Re: Re: while we're away\n\n{t}",
    "{name} via Telegram, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Slack — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\n\n{t}",
    "todo.txt\n{t}",
    "{name} wrote:\n> {t}",
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
    "{t}\n~{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice message)",
    "PS: {t}",
    "📎 {t}",
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
        + rng.choice(("gmail.example", "outlook.example", "icloud.example", "yahoo.example", "fastmail.example.net"))
    )


def v_cinemauser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10)))


def mod10_3_1(body: str) -> str:
    """The mod-10 check digit with weights 3 and 1 from the right (UPC-A's rule; USPS tracking numbers use it too)."""
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(body)))
    return str((10 - total % 10) % 10)


assert mod10_3_1("03600029145") == "2"  # the UPC-A example 036000291452


def v_usps(rng: random.Random) -> str:
    """A 22-digit USPS tracking number (the 9400 1 prefix of Priority and First-Class labels) with its check digit."""
    body = "94001" + pick(rng, DIGITS, 16)
    return body + mod10_3_1(body)


def v_upc(rng: random.Random) -> str:
    body = rng.choice("0678") + pick(rng, DIGITS, 10)
    return body + mod10_3_1(body)


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(
        "hellofreshpw",
        "goustopw",
        "blueapronpw",
        "greenchefpw",
        "shutterflypw",
        "snapfishpw",
        "mixbookpw",
        "chatbookspw",
        "upworkpw",
        "fiverrpw",
        "toptalpw",
        "freelancerpw",
        "epicpw",
        "snowbirdpw",
        "mcpw",
        "hiltonpw",
        "hyattpw",
        "wyndhampw",
        "choicepw",
        "poshmarkpw",
        "depoppw",
        "thredpw",
        "vestiairepw",
        "sixflagspw",
        "universalpw",
        "cedarpw",
        "buschpw",
        "instacartpw",
        "shiptpw",
        "walmartpw",
        "thrivepw",
        "cinemapw",
    ),
    "pantrylock": pin_of(3, 4),
    "darkroomcode": pin_of(4, 5),
    "keysafe": pin_of(4),
    "vanlock": pin_of(4),
    "lockercode": pin_of(4),
    "condobox": pin_of(4, 5),
    "rackcode": pin_of(4, 6),
    "tsalock": pin_of(3),
    "stocklock": pin_of(4),
    "parklocker": pin_of(4),
    "porchcode": pin_of(4, 5),
    "drawercode": pin_of(4),
    "tomtomkey": lambda r: pick(r, ALNUM, 32),
    "maptilerkey": lambda r: pick(r, ALNUM, 20),
    "geoapifykey": lambda r: pick(r, HEX, 32),
    "liqtoken": lambda r: "pk." + pick(r, HEX, 32),
    "sbkey": lambda r: pick(r, UPPER_DIG, 80),
    "apifytoken": lambda r: "apify_api_" + pick(r, ALNUM, 36),
    "zrkey": lambda r: pick(r, HEX, 40),
    "brdpw": lambda r: pick(r, LOWER_DIG, 12),
    "oxrid": lambda r: pick(r, HEX, 32),
    "fixerkey": lambda r: pick(r, HEX, 32),
    "clkey": lambda r: pick(r, HEX, 32),
    "erkey": lambda r: pick(r, HEX, 24),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "year": lambda r: str(r.randint(2025, 2027)),
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "memberno": lambda r: str(r.randint(100_000_000, 999_999_999)),
    "brduser": lambda r: "brd-customer-hl_" + pick(r, HEX, 8) + "-zone-" + r.choice(("residential", "datacenter")),
    "usps": v_usps,
    "upc": v_upc,
    # language field
    "cinemauser": v_cinemauser,
}

CORPUS = blindgen.Corpus(
    name="blind46",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="cinema_app_login_ml",
    user_field="cinemauser",
    pw_field="cinemapw",
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
