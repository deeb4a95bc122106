"""Writes secrets_blind56.jsonl, the fifty-sixth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind56_templates.py, blind56_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind56/make_blind56.py           # (re)write secrets_blind56.jsonl
    python benchmarks/guard_corpus_blind56/make_blind56.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind56/make_blind56.py --table   # rows per label and kind, languages
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
import blind56_langs as L
import blind56_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    URLSAFE,
    b64url,
    luhn_digit,
    pick,
    rand_bytes,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
SEED = 56_5656

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Kaizen Bonsai, Bonsai Outlet, Bonsai Empire and Stone Lantern passwords; Neal's Yard Dairy, Paxton &
# Whitfield, Murray's Cheese and The Cheese Society passwords; Dancewear Central, Capezio, Discount Dance and Dance
# Direct passwords; CandleScience, Candle Shack, Bramble Berry and The Soap Kitchen passwords; North Spore, Ann
# Miller's, Fungi Perfecti and GroCycle passwords; Play Juggling, Oddballs, Flames N Games and Juggle Dream passwords;
# Tankerkönig and CollectAPI keys, the UK Fuel Finder client secret and its bearer token (a JWT); Musixmatch, LyricFind,
# Happi and ACRCloud keys and ACRCloud's access secret; Sightengine's API secret, WebPurify and Perspective API keys;
# Open Charge Map keys, Chargetrip client and app ids, Eco-Movement tokens; QuizAPI, The Trivia API and API Ninjas keys;
# dentist-app passwords; and the unlabelled codes (a fencing club's armoury, a racing pigeon club's loft, a brass band's
# bandroom, a community cinema's projection booth, a judo club's mat store, a rowing club's erg room, a mountain bothy's
# fuel store, a showground's first-aid hut's key box, a museum's handling-collection store, an allotment society's
# trading hut, a canal lock-keeper's hut, an orchard's cider barn).
PASSWORD_FIELDS = (
    "kaizenpw",
    "bonsaioutletpw",
    "bonsaiempirepw",
    "stonelanternpw",
    "nealsyardpw",
    "paxtonpw",
    "murrayspw",
    "cheesesocietypw",
    "dancewearpw",
    "capeziopw",
    "discountdancepw",
    "dancedirectpw",
    "candlesciencepw",
    "candleshackpw",
    "brambleberrypw",
    "soapkitchenpw",
    "northsporepw",
    "annmillerpw",
    "fungiperfectipw",
    "grocyclepw",
    "playjugglingpw",
    "oddballspw",
    "flamesngamespw",
    "juggledreampw",
    "dentpw",
)
CODE_FIELDS = {
    "armoury": (4,),
    "pigeonloft": (4,),
    "bandroom": (4, 5),
    "booth": (3, 4),
    "matstore": (4,),
    "ergroom": (4,),
    "bothy": (3, 4),
    "firstaid": (4,),
    "handling": (4, 6),
    "tradinghut": (4,),
    "lockhut": (4, 5),
    "ciderbarn": (4,),
}
KEY_FIELDS = {
    "tankerkoenigkey",
    "collectapikey",
    "fuelfindersecret",
    "fuelfinderjwt",
    "musixmatchkey",
    "lyricfindkey",
    "happikey",
    "acrcloudkey",
    "acrcloudsecret",
    "sightenginesecret",
    "webpurifykey",
    "perspectivekey",
    "ocmkey",
    "chargetripclient",
    "chargetripapp",
    "ecomovementkey",
    "quizapikey",
    "triviaapikey",
    "apininjaskey",
}
SECRET_FIELDS = {*PASSWORD_FIELDS, *CODE_FIELDS, *KEY_FIELDS}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,390 secret rows and about 424 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the dental practice's app login and its password, and its twin (the login alone)
LANG_FILLS = {"dentist_app_login_ml": 10, "dentist_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🦷",
    "{S} 🪥",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} — {v}",
    "{NP}\n{v}",
    "{NP}: {dentuser} / {v}",
    "☐ {NP}: {v}",
    "{NP}: «{v}»",
    "🦷 {S}",
    "{dentuser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {NP} | {dentuser} | {v} |",
    "{NP}:\n  a) {dentuser}\n  b) {v}",
    "{dentuser} {v}",
    "{dentuser} ; {v}",
    "{NP} ({dentuser}): {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🦷",
    "{B} 🪥",
    "{NP}: {mask}",
    "{NP} — {mask}",
    "{dentuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {dentuser} / {mask}",
    "🦷 {B}",
    "| {NP} | {dentuser} | {mask} |",
    "{NP} ({dentuser}): {mask}",
)
MASKS = (
    "••••••••",
    "[removed]",
    "(I'll book it from work)",
    "<not sent>",
    "(not by text)",
    "[deleted]",
    "**********",
    "(reset it last week)",
    "–",
    "[hidden]",
    "●●●●●●●●",
    "${{DENTIST_APP_PASSWORD}}",
    "(in the family vault)",
    "########",
    "(I'll tell you tonight)",
    "(same as the surgery's old one, not writing it here)",
)

NAMES = (
    "Aylan",
    "Bongani",
    "Dilnoza",
    "Elza",
    "Femi",
    "Gerrit",
    "Hadas",
    "Ilse",
    "Joris",
    "Kalliope",
    "Leyla",
    "Madina",
    "Nomvula",
    "Oksana",
    "Pritam",
    "Rutger",
    "Saruul",
    "Tolani",
    "Uldis",
    "Zsofia",
)
# written for this round: words for passwords
WORDS = (
    "anvil",
    "bramble",
    "cinder",
    "damson",
    "ember",
    "fennel",
    "gannet",
    "harbour",
    "ivory",
    "jackdaw",
    "kelp",
    "lantern",
    "marram",
    "nutmeg",
    "ochre",
    "plover",
    "quartz",
    "russet",
    "sorrel",
    "thistle",
    "upland",
    "verdigris",
    "wren",
    "yew",
    "zephyr",
    "bracken",
    "clover",
    "dunlin",
    "falcon",
    "granite",
    "hawthorn",
    "linnet",
)
LEET = str.maketrans({"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7"})
SYMBOLS = "!#$%&*+-=?@_.~^"
LOGINS = (
    "aylan.g",
    "bongani_m",
    "dilnoza",
    "elza.b",
    "femi_o",
    "gerrit.v",
    "hadas",
    "ilse_k",
    "joris.d",
    "kalliope",
    "leyla_h",
    "madina.r",
    "nomvula",
    "oksana_p",
    "pritam.s",
    "uldis",
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
    "{t}\n\n(copied from Nextcloud Talk)",
    "note to self:\n{t}",
    "{t}\n\nthanks so much",
    "{t}\n\nSent from my Galaxy",
    "as promised on the phone:\n{t}",
    "{t}\n\n[from Drafts]",
    "written on the inside of the programme:\n{t}",
    "bedankt:\n{t}",
    "ευχαριστώ:\n{t}",
    "{t}\n\n(תודה!)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: the logins\n\n{t}",
    "[typed up from a photo of the noticeboard]\n{t}",
    "{t}\n\n#handover",
    "dankie:\n{t}",
    "{t}\n\ndelete once you've got it in",
    "Nextcloud Talk · {name} · {hh}:{mi}\n{t}",
    "> {t}",
    "Re: Fwd: while I'm at the conference\n\n{t}",
    "text from {name}, {hh}:{mi}: {t}",
    "{t}\n\n(voice typed, sorry)",
    "Google Tasks · My Tasks · due {date}\n☐ {t}",
    "From: {name}\nTo: me\nDate: {date} {hh}:{mi}\nSubject: for next week\n\n{t}",
    "handover.txt\n{t}",
    "{name} wrote on {date}, {hh}:{mi}:\n| {t}",
    "$ less ~/notes/logins-2026.txt\n{t}",
    "for half term:\n{t}",
    "PPS {t}",
    "{t}\n\ntalk later",
    "from the sticker on the back of the laptop:\n{t}",
    "TickTick, list 'Family admin', {date}:\n{t}",
    "{t}\n\n(from the car park, one bar of signal)",
    "Any.do · Today · {name}\n{t}",
    "Workflowy > Handover > {date}\n  • {t}",
    "[{hh}:{mi}] {name} via Nextcloud Talk: {t}",
    "Drafts, tagged 'logins', {date}:\n{t}",
    "sağ ol:\n{t}",
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
    "{hh}:{mi} · {name}\n{t}",
    "{t}!!",
    "{t}\n~{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice message)",
    "📌 {t}",
    "{t} 😬",
    "Nextcloud Talk · {name} · {hh}:{mi}\n{t}",
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


def v_dentuser(rng: random.Random) -> str:
    """The dentist app's login: an e-mail, a user name, a phone number, or a patient number as dental practices use."""
    return rng.choice(
        (
            v_email(rng),
            rng.choice(LOGINS),
            "+" + pick(rng, "123456789", 2) + pick(rng, DIGITS, 9),
            "P-" + pick(rng, DIGITS, 7),
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
    """An NL or DE IBAN with valid mod-97 check digits (ISO 13616), printed in groups of four."""
    if rng.random() < 0.5:
        country, bban = "NL", rng.choice(("ABNA", "INGB", "RABO", "TRIO")) + pick(rng, DIGITS, 10)
    else:
        country, bban = "DE", pick(rng, DIGITS, 18)
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[i : i + 4] for i in range(0, len(raw), 4))


def iban_ok(value: str) -> bool:
    raw = value.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in raw[4:] + raw[:4])) % 97 == 1


assert iban_ok("GB82 WEST 1234 5698 7654 32")  # the standard's example IBAN
assert iban_ok("NL91 ABNA 0417 1643 00")  # a published Dutch example IBAN
assert iban_ok("DE89 3704 0044 0532 0130 00")  # a published German example IBAN


def iswc_check(body: str) -> str:
    """An ISWC's check digit: 1 plus the nine digits weighted 1..9, the sum's complement mod 10."""
    return str((10 - (1 + sum(i * int(c) for i, c in enumerate(body, 1))) % 10) % 10)


assert iswc_check("034524680") == "1"  # the standard's example T-034.524.680-1


def iswc(rng: random.Random) -> str:
    """A musical work's ISWC (T-, nine digits in dotted groups, the check digit after a dash)."""
    body = pick(rng, DIGITS, 9)
    return f"T-{body[:3]}.{body[3:6]}.{body[6:]}-{iswc_check(body)}"


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


def v_jwt(rng: random.Random) -> str:
    """An RS256 access token as the Fuel Finder token endpoint returns it: header, claims and a 256-byte signature."""
    header = b64url(
        json.dumps({"alg": "RS256", "typ": "JWT", "kid": pick(rng, HEX, 16)}, separators=(",", ":")).encode()
    )
    sub = "fuelclub-" + pick(rng, DIGITS, 4)
    iat = 1_790_000_000 + rng.randrange(10_000_000)
    claims = {"sub": sub, "scope": "fuel-prices:read", "iat": iat, "jti": v_uuid(rng), "exp": iat + 3600}
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(rand_bytes(rng, 256))}"


def pw_fields(*names: str) -> dict[str, Callable[[random.Random], str]]:
    return {n: v_pw for n in names}


def pin_of(*lengths: int) -> Callable[[random.Random], str]:
    return lambda r: v_pin(r, r.choice(lengths))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    **pw_fields(*PASSWORD_FIELDS),
    **{name: pin_of(*lengths) for name, lengths in CODE_FIELDS.items()},
    "tankerkoenigkey": v_uuid,
    "collectapikey": lambda r: pick(r, DIGITS, 1) + pick(r, ALNUM, 21) + ":" + pick(r, DIGITS, 1) + pick(r, ALNUM, 21),
    "fuelfindersecret": lambda r: pick(r, ALNUM, 48),
    "fuelfinderjwt": v_jwt,
    "musixmatchkey": lambda r: pick(r, HEX, 32),
    "lyricfindkey": lambda r: pick(r, HEX, 32),
    "happikey": lambda r: "hk" + pick(r, DIGITS, 3) + "-" + pick(r, ALNUM, 32),
    "acrcloudkey": lambda r: pick(r, HEX, 32),
    "acrcloudsecret": lambda r: pick(r, ALNUM, 40),
    "sightenginesecret": lambda r: pick(r, ALNUM, 20),
    "webpurifykey": lambda r: pick(r, HEX, 32),
    "perspectivekey": lambda r: "AIza" + pick(r, URLSAFE, 35),
    "ocmkey": v_uuid,
    "chargetripclient": lambda r: pick(r, HEX, 24),
    "chargetripapp": lambda r: pick(r, HEX, 24),
    "ecomovementkey": lambda r: pick(r, HEX, 40),
    "quizapikey": lambda r: pick(r, ALNUM, 40),
    "triviaapikey": lambda r: pick(r, ALNUM, 32),
    "apininjaskey": lambda r: pick(r, ALNUM, 38) + "==",
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
    "iswc": iswc,
    "issn": issn,
    "ean": ean13,
    "upc": upc_a,
    "vin": vin,
    "fuelcard": lambda r: luhn_number(r, "7077", 16),
    "iban": iban,
    "billno": lambda r: str(r.randint(100, 999)),
    "clientno": lambda r: pick(r, DIGITS, 4),
    "sightengineuser": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, 8),
    # language field
    "dentuser": v_dentuser,
}

CORPUS = blindgen.Corpus(
    name="blind56",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="dentist_app_login_ml",
    user_field="dentuser",
    pw_field="dentpw",
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
