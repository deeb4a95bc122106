"""Writes secrets_blind48.jsonl, the forty-eighth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind48_templates.py, blind48_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind48/make_blind48.py           # (re)write secrets_blind48.jsonl
    python benchmarks/guard_corpus_blind48/make_blind48.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind48/make_blind48.py --table   # rows per label and kind, languages
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
import blind48_langs as L
import blind48_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    HEX_UP,
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
SEED = 48_4848

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: GOG.com, itch.io, Ubisoft Connect and Humble Bundle passwords; Walgreens, Superdrug, Rite Aid and
# LloydsPharmacy passwords; Shein, Uniqlo, Boohoo and Urban Outfitters passwords; Home Depot, Screwfix, Wickes and
# Menards passwords; Best Buy, Currys, Newegg and Micro Center passwords; Wayfair, West Elm, Pottery Barn and Dunelm
# passwords; Chewy, Petco, PetSmart and Pets at Home passwords; CoinGecko, CoinMarketCap, CryptoCompare and CoinAPI
# keys; Alpha Vantage, Finnhub, Twelve Data and Polygon.io keys; PDFShift, DocRaptor, CloudConvert and PDF.co keys;
# ScreenshotOne, Urlbox (key and secret), ApiFlash and screenshotlayer keys; classifieds app passwords; and the
# unlabelled codes (a games-room cabinet, a medicine cabinet, a stockroom keypad, an allotment gate's padlock, an AV
# cabinet, a loading-bay door, a key safe and a back gate, an office safe, a trading floor's door, a records room, a
# photo studio).
SECRET_FIELDS = {
    "gogpw",
    "itchpw",
    "ubisoftpw",
    "humblepw",
    "gamesroom",
    "walgreenspw",
    "superdrugpw",
    "riteaidpw",
    "lloydspw",
    "medcabinet",
    "sheinpw",
    "uniqlopw",
    "boohoopw",
    "uopw",
    "stockroom",
    "homedepotpw",
    "screwfixpw",
    "wickespw",
    "menardspw",
    "allotment",
    "bestbuypw",
    "curryspw",
    "neweggpw",
    "microcenterpw",
    "avcabinet",
    "wayfairpw",
    "westelmpw",
    "potterybarnpw",
    "dunelmpw",
    "loadingbay",
    "chewypw",
    "petcopw",
    "petsmartpw",
    "petsathomepw",
    "keysafe",
    "backgate",
    "cgkey",
    "cmckey",
    "cckey",
    "coinapikey",
    "officesafe",
    "avkey",
    "finnhubkey",
    "twelvekey",
    "polygonkey",
    "tradingfloor",
    "pdfshiftkey",
    "docraptorkey",
    "cloudconvertkey",
    "pdfcokey",
    "recordsroom",
    "shotonekey",
    "urlboxkey",
    "urlboxsecret",
    "apiflashkey",
    "layerkey",
    "studio",
    "shoppw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the classifieds login and its password, and its twin (the login alone)
LANG_FILLS = {"secondhand_market_login_ml": 10, "secondhand_market_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🛋️",
    "{S} 📦",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {shopuser} / {v}",
    "- {NP}: {v}",
    "{NP}: «{v}»",
    "🏷️ {S}",
    "{shopuser}\n{NP}: {v}",
    "{NP} → {v}",
    "| {shopuser} | {v} |",
    "{NP}:\n  {shopuser}\n  {v}",
    "{shopuser} {v}",
    "{shopuser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🛋️",
    "{B} 📦",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{shopuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {shopuser} / {mask}",
    "🏷️ {B}",
    "| {shopuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll post it myself)",
    "<password>",
    "(not in chat)",
    "[removed]",
    "********",
    "(changed yesterday)",
    "—",
    "[redacted]",
    "●●●●●●●●",
    "${{SHOP_PW}}",
    "(in the password manager)",
    "xxxxxxxx",
)

NAMES = (
    "Adaeze",
    "Bjørn",
    "Camila",
    "Daria",
    "Emeka",
    "Fatemeh",
    "Grigor",
    "Hiroshi",
    "Ilse",
    "Jana",
    "Kwame",
    "Lucía",
    "Maksim",
    "Nadia",
    "Olu",
    "Priya",
    "Rhys",
    "Soo-ah",
    "Tomasz",
    "Yusuf",
)
# written for this round: words for passwords
WORDS = (
    "anchor",
    "biscuit",
    "canyon",
    "dynamo",
    "ember",
    "fjord",
    "gravel",
    "harbor",
    "igloo",
    "jasper",
    "kiwi",
    "lantern",
    "meadow",
    "nugget",
    "orchid",
    "pepper",
    "quartz",
    "raven",
    "sparrow",
    "thistle",
    "unicorn",
    "velvet",
    "walnut",
    "yonder",
    "zephyr",
    "blossom",
    "comet",
    "dusk",
    "fennel",
    "glacier",
    "hollow",
    "mango",
)
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "adaeze.n",
    "bjorn_h",
    "camila",
    "daria.k",
    "emeka_o",
    "fatemeh",
    "grigor.p",
    "hiroshi_t",
    "ilse",
    "jana.novak",
    "kwame_a",
    "lucia.r",
    "maksim",
    "nadia_b",
    "priya.s",
    "rhys",
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
    "save this somewhere:\n{t}",
    "{t}\n\n(copied from Messenger)",
    "reminder:\n{t}",
    "{t}\n\nthanks a million",
    "{t}\n\nSent from my Galaxy",
    "like I said on the phone:\n{t}",
    "{t}\n\n[from Apple Notes]",
    "On the fridge:\n{t}",
    "zur Info:\n{t}",
    "pour info :\n{t}",
    "{t}\n\n(reenviado)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the accounts while I'm away\n\n{t}",
    "[text from the photo of the sticky note]\n{t}",
    "{t}\n\n#handover",
    "per dopo:\n{t}",
    "{t}\n\ndelete this once you've used it",
    "{date} {hh}:{mi} [{name}] {t}",
    "> {t}",
    "Re: handover notes\n\n{t}",
    "{name} via Telegram, {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Slack — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\nSubject: logins\n\n{t}",
    "handover.txt\n{t}",
    "On {date}, {name} wrote:\n> {t}",
    "$ cat notes/accounts.txt\n{t}",
    "TODO before Friday:\n{t}",
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
    "PS {t}",
    "📌 {t}",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for shop and app accounts."""
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
            rng.choice(NAMES).replace("ø", "o").replace("í", "i").replace("-", "")
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
        + rng.choice(("gmail.example", "outlook.example", "yahoo.example", "gmx.example.net", "mail.example.org"))
    )


def v_shopuser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9)))


def ean13(rng: random.Random) -> str:
    """An EAN-13 product barcode with its check digit (weights 1 and 3 from the left)."""
    body = rng.choice(("50", "40", "87", "76", "45")) + pick(rng, DIGITS, 10)
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate("4006381333931")) % 10 == 0  # a known EAN-13


def upc_a(rng: random.Random) -> str:
    """A 12-digit UPC-A barcode with its check digit (weights 3 and 1 from the left)."""
    body = "0" + pick(rng, DIGITS, 10)
    total = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


assert sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate("036000291452")) % 10 == 0  # a known UPC-A


def imei(rng: random.Random) -> str:
    """A 15-digit IMEI (a phone's serial) with its Luhn check digit."""
    body = rng.choice(("35", "86", "01")) + pick(rng, DIGITS, 12)
    return body + luhn_digit(body)


def nhs_number(rng: random.Random) -> str:
    """A 10-digit NHS number: weights 10..2 on the first nine digits, check = 11 - sum mod 11 (10 is never issued)."""
    while True:
        body = pick(rng, "456789", 1) + pick(rng, DIGITS, 8)
        check = 11 - sum(int(c) * (10 - i) for i, c in enumerate(body)) % 11
        if check == 10:
            continue
        digits = body + str(0 if check == 11 else check)
        return f"{digits[:3]} {digits[3:6]} {digits[6:]}"


assert 11 - sum(int(c) * (10 - i) for i, c in enumerate("943476591")) % 11 == 9  # the NHS's example 943 476 5919


def isin_check(body: str) -> str:
    """An ISIN's check digit: letters become 10..35, then the Luhn check digit of the digit string."""
    return luhn_digit("".join(str(int(c, 36)) for c in body))


assert isin_check("US037833100") == "5"  # Apple's ISIN US0378331005


def v_isin(rng: random.Random) -> str:
    body = rng.choice(("US", "GB", "DE", "NL")) + pick(rng, UPPER_DIG, 9)
    return body + isin_check(body)


def v_cloudconvert(rng: random.Random) -> str:
    """A CloudConvert API key: an RS256 JWT whose claims name the key's scopes."""
    iat = rng.randint(1_700_000_000, 1_790_000_000)
    claims = {
        "aud": "1",
        "jti": pick(rng, HEX, 80),
        "iat": iat,
        "nbf": iat,
        "exp": iat + 10 * 365 * 86400,
        "sub": str(rng.randint(10_000_000, 99_999_999)),
        "scopes": ["user.read", "task.read", "task.write"],
    }
    header = b64url(b'{"typ":"JWT","alg":"RS256"}')
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 256))}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(
        "gogpw",
        "itchpw",
        "ubisoftpw",
        "humblepw",
        "walgreenspw",
        "superdrugpw",
        "riteaidpw",
        "lloydspw",
        "sheinpw",
        "uniqlopw",
        "boohoopw",
        "uopw",
        "homedepotpw",
        "screwfixpw",
        "wickespw",
        "menardspw",
        "bestbuypw",
        "curryspw",
        "neweggpw",
        "microcenterpw",
        "wayfairpw",
        "westelmpw",
        "potterybarnpw",
        "dunelmpw",
        "chewypw",
        "petcopw",
        "petsmartpw",
        "petsathomepw",
        "shoppw",
    ),
    "gamesroom": pin_of(3, 4),
    "medcabinet": pin_of(4),
    "stockroom": pin_of(4, 5),
    "allotment": pin_of(3, 4),
    "avcabinet": pin_of(4),
    "loadingbay": pin_of(4, 6),
    "keysafe": pin_of(4),
    "backgate": pin_of(4, 5),
    "officesafe": pin_of(4, 6),
    "tradingfloor": pin_of(4, 5),
    "recordsroom": pin_of(4),
    "studio": pin_of(4, 6),
    "cgkey": lambda r: "CG-" + pick(r, ALNUM, 24),
    "cmckey": v_uuid,
    "cckey": lambda r: pick(r, HEX, 64),
    "coinapikey": lambda r: v_uuid(r).upper(),
    "avkey": lambda r: pick(r, UPPER_DIG, 16),
    "finnhubkey": lambda r: pick(r, LOWER_DIG, 20),
    "twelvekey": lambda r: pick(r, HEX, 32),
    "polygonkey": lambda r: pick(r, ALNUM, 32),
    "pdfshiftkey": lambda r: "sk_" + pick(r, HEX, 40),
    "docraptorkey": lambda r: pick(r, ALNUM, 20),
    "cloudconvertkey": v_cloudconvert,
    "pdfcokey": lambda r: v_email(r) + "_" + pick(r, ALNUM, 60),
    "shotonekey": lambda r: pick(r, ALNUM, 14),
    "urlboxkey": lambda r: pick(r, ALNUM, 16),
    "urlboxsecret": lambda r: pick(r, HEX, 32),
    "apiflashkey": lambda r: pick(r, HEX, 32),
    "layerkey": lambda r: pick(r, HEX_UP if r.random() < 0.2 else HEX, 32),
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
    "ean": ean13,
    "upc": upc_a,
    "imei": imei,
    "nhsno": nhs_number,
    "isin": v_isin,
    # language field
    "shopuser": v_shopuser,
}

CORPUS = blindgen.Corpus(
    name="blind48",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="secondhand_market_login_ml",
    user_field="shopuser",
    pw_field="shoppw",
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
