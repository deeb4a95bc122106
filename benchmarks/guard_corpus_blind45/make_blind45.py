"""Writes secrets_blind45.jsonl, the forty-fifth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind45_templates.py, blind45_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind45/make_blind45.py           # (re)write secrets_blind45.jsonl
    python benchmarks/guard_corpus_blind45/make_blind45.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind45/make_blind45.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import base64
import json
import random
import string
import sys
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind45_langs as L
import blind45_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, HEX_UP, UPPER_DIG, b64url, pick, rand_bytes, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 45_4545

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Vivino, CellarTracker, Naked Wines and Wine.com passwords; Public Storage, Extra Space, CubeSmart and U-Haul
# passwords and a storage gate code; ESPN espn_s2 cookies, Sleeper and Fantrax passwords, Yahoo Fantasy client
# secrets; StreamElements JWTs, Streamlabs socket tokens, Nightbot client secrets, Streamer.bot WebSocket passwords;
# Zipcar, Getaround, Free2Move and Share Now passwords and a Share Now PIN; LeetCode session cookies and CSRF tokens,
# Exercism tokens, Codewars and HackerRank passwords; Nelnet, MOHELA and Aidvantage passwords, FSA ID passwords;
# Preply, italki, Wyzant and Superprof passwords, a Zoom lesson passcode; Donorbox and Givebutter API keys, Classy
# client secrets, JustGiving passwords; Catawiki, LiveAuctioneers, HiBid and Bidsquare passwords; OBDeleven, Carista
# and BimmerCode passwords, an OBD dongle's Wi-Fi password; newspaper-subscription passwords; and the unlabelled codes
# (a wine-fridge lock, a disc lock, a trophy cabinet, a studio door, a key lockbox, a laptop password, a filing
# cabinet, a building door, a petty-cash tin, a garage keypad).
SECRET_FIELDS = {
    "vivinopw",
    "ctpw",
    "nakedpw",
    "winecompw",
    "winelock",
    "pspw",
    "espw",
    "cubepw",
    "uhaulpw",
    "gatecode",
    "disclock",
    "espns2",
    "sleeperpw",
    "fantraxpw",
    "yahoosec",
    "cabinetcode",
    "sejwt",
    "sltoken",
    "nbsecret",
    "sbpw",
    "studiocode",
    "zipcarpw",
    "getaroundpw",
    "f2mpw",
    "sharenowpw",
    "sharepin",
    "lockbox",
    "lcsession",
    "lccsrf",
    "extoken",
    "cwpw",
    "hrpw",
    "laptoppw",
    "nelnetpw",
    "mohelapw",
    "aidpw",
    "fsapw",
    "preplypw",
    "italkipw",
    "wyzantpw",
    "superprofpw",
    "zoompass",
    "doorpin",
    "dbkey",
    "gbkey",
    "classysec",
    "jgpw",
    "tincode",
    "catawikipw",
    "lapw",
    "hibidpw",
    "bidsquarepw",
    "obdpw",
    "caristapw",
    "bimmerpw",
    "donglepw",
    "garagepin",
    "newspw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 32
# per language: the newspaper login and its password, and its twin (the login alone)
LANG_FILLS = {"news_paywall_login_ml": 10, "news_paywall_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 📰",
    "{S} 😉",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {newsuser} / {v}",
    "- {NP}: {v}",
    '{NP}: "{v}"',
    "🔐 {S}",
    "{newsuser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {newsuser} | {v} |",
    "{NP}:\n  {newsuser}\n  {v}",
    "{newsuser} {v}",
    "{newsuser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 📰",
    "{B} 😉",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{newsuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {newsuser} / {mask}",
    "🔐 {B}",
    "| {newsuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(on the phone)",
    "<password>",
    "(not here)",
    "[removed]",
    "*********",
    "(I reset it, ask me)",
    "-",
    "[redacted]",
    "●●●●●●",
    "{{NEWS_PW}}",
    "(in the family vault)",
    "xxxxxxxx",
)

NAMES = (
    "Anouk",
    "Bogdan",
    "Camille",
    "Duc",
    "Emre",
    "Fatima",
    "Giorgi",
    "Hana",
    "Ilkka",
    "Jana",
    "Kavya",
    "Luca",
    "Marta",
    "Nikhil",
    "Orsolya",
    "Pim",
    "Rosa",
    "Somchai",
    "Tomás",
    "Yuki",
)
# written for this round: words for passwords
WORDS = (
    "amber",
    "bramble",
    "cobalt",
    "dandelion",
    "estuary",
    "falcon",
    "gingham",
    "heron",
    "ivory",
    "juniper",
    "kelp",
    "larkspur",
    "marigold",
    "nettle",
    "oxbow",
    "pebble",
    "quartz",
    "rhubarb",
    "saffron",
    "tundra",
    "umber",
    "vintage",
    "willow",
    "yarrow",
    "zinfandel",
    "badger",
    "corkscrew",
    "damson",
    "eiderdown",
    "fjord",
    "goblet",
    "hazel",
)
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "anouk.v",
    "bogdan_p",
    "camille",
    "duc.ng",
    "emre_k",
    "fatima",
    "giorgi.b",
    "hana_s",
    "ilkka",
    "jana.novak",
    "kavya_r",
    "luca.m",
    "marta",
    "nikhil_j",
    "pim.devries",
    "yuki",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
SLUGS = ("food-bank-winter-appeal", "roof-fund", "under-12s-kit", "animal-rescue-vet-bills", "choir-tour-2027")
VIN_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2)
VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"  # no I, O or Q
# the check digit's transliteration of the letters: A-H 1-8, J-N 1-5, P 7, R 9, S-Z 2-9
VIN_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ"
VIN_LETTER_VALUES = (1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9)
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\ncheers",
    "Forwarded by {name}:\n\n{t}",
    "keep this somewhere:\n{t}",
    "{t}\n\n(copied from WhatsApp)",
    "note to self:\n{t}",
    "{t}\n\nthank you!",
    "{t}\n\nSent from my iPhone",
    "for you:\n{t}",
    "{t}\n\n[pasted from Google Keep]",
    "Written on the whiteboard in the hall:\n{t}",
    "für später:\n{t}",
    "pour plus tard :\n{t}",
    "{t}\n\n(doorgestuurd)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: Fwd: logins\n\n{t}",
    "[text from the photo of the notebook page]\n{t}",
    "{t}\n\n#todo",
    "para luego:\n{t}",
    "{t}\n\nI keep losing this",
    "{date} {hh}:{mi} | {name} | {t}",
    "> {t}",
    "Re: Re: while I'm in hospital\n\n{t}",
    "{name} via Signal, {hh}:{mi}: {t}",
    "{t}\n\n(voice to text, sorry)",
    "Teams — {name} — {hh}:{mi}\n{t}",
    "From: {name}\nSent: {date} {hh}:{mi}\nTo: me\n\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 🙂",
    "Fwd: {t}",
    "{t}\n\n— {name}",
    "> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!",
    "{t}\n~{name}",
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
        return pick(rng, ALNUM + "!$%&*@#", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, 2)
    if style == 3:
        name = rng.choice(NAMES).replace("á", "a")
        return name + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS) + pick(rng, string.ascii_lowercase, 3)
    if style == 4:
        return "-".join(pick(rng, ALNUM, 5) for _ in range(4))
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "proton.example", "yahoo.example", "posteo.example.net"))
    )


def v_newsuser(rng: random.Random) -> str:
    return rng.choice((v_email(rng), rng.choice(LOGINS), "+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10)))


def v_jwt(rng: random.Random, payload: dict[str, Any]) -> str:
    """An HS256 JSON Web Token: a real header and payload, base64url without padding, a random 32-byte signature."""
    header = b64url(json.dumps({"alg": "HS256", "typ": "JWT"}, separators=(",", ":")).encode())
    body = b64url(json.dumps(payload, separators=(",", ":")).encode())
    return f"{header}.{body}.{b64url(rand_bytes(rng, 32))}"


def v_sejwt(rng: random.Random) -> str:
    iat = rng.randint(1_760_000_000, 1_790_000_000)
    return v_jwt(rng, {"citadel": pick(rng, HEX, 24), "role": "owner", "channel": pick(rng, HEX, 24), "iat": iat})


def v_sltoken(rng: random.Random) -> str:
    return v_jwt(rng, {"token": pick(rng, HEX_UP, 20), "read_only": True, "prevent_master": True, "youtube_id": ""})


def v_lcsession(rng: random.Random) -> str:
    iat = rng.randint(1_760_000_000, 1_790_000_000)
    payload = {
        "_auth_user_id": str(rng.randint(1_000_000, 19_999_999)),
        "_auth_user_backend": "django.contrib.auth.backends.ModelBackend",
        "_auth_user_hash": pick(rng, HEX, 64),
        "ip": f"{rng.randint(11, 223)}.{rng.randint(0, 255)}.{rng.randint(0, 255)}.{rng.randint(1, 254)}",
        "iat": iat,
    }
    return v_jwt(rng, payload)


def v_espns2(rng: random.Random) -> str:
    """An ESPN espn_s2 cookie: a long base64 string, URL-encoded as the browser stores it."""
    return "AE" + urllib.parse.quote(base64.b64encode(rand_bytes(rng, 150)).decode(), safe="")


def v_swid(rng: random.Random) -> str:
    return "{" + v_uuid(rng).upper() + "}"


def v_vin(rng: random.Random) -> str:
    """A 17-character vehicle identification number with its ninth-position check digit (North American rule)."""
    values = {c: int(c) for c in DIGITS} | {c: VIN_LETTER_VALUES[i] for i, c in enumerate(VIN_LETTERS)}
    wmi = rng.choice(("WVW", "WBA", "1FA", "JTD", "KMH", "VF1", "3VW", "5YJ"))
    body = wmi + pick(rng, VIN_CHARS, 5) + "0" + pick(rng, VIN_CHARS, 2) + pick(rng, DIGITS, 6)
    total = sum(values[c] * w for c, w in zip(body, VIN_WEIGHTS, strict=True))
    check = "X" if total % 11 == 10 else str(total % 11)
    return body[:8] + check + body[9:]


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "vivinopw": v_pw,
    "ctpw": v_pw,
    "nakedpw": v_pw,
    "winecompw": v_pw,
    "winelock": lambda r: v_pin(r, r.choice((3, 4))),
    "pspw": v_pw,
    "espw": v_pw,
    "cubepw": v_pw,
    "uhaulpw": v_pw,
    "gatecode": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "disclock": lambda r: v_pin(r, 4),
    "espns2": v_espns2,
    "sleeperpw": v_pw,
    "fantraxpw": v_pw,
    "yahoosec": lambda r: pick(r, HEX, 40),
    "cabinetcode": lambda r: v_pin(r, r.choice((3, 4))),
    "sejwt": v_sejwt,
    "sltoken": v_sltoken,
    "nbsecret": lambda r: pick(r, HEX, 32),
    "sbpw": lambda r: pick(r, ALNUM, r.randint(12, 20)),
    "studiocode": lambda r: v_pin(r, r.choice((4, 5))),
    "zipcarpw": v_pw,
    "getaroundpw": v_pw,
    "f2mpw": v_pw,
    "sharenowpw": v_pw,
    "sharepin": lambda r: v_pin(r, 4),
    "lockbox": lambda r: v_pin(r, 4),
    "lcsession": v_lcsession,
    "lccsrf": lambda r: pick(r, ALNUM, 64),
    "extoken": v_uuid,
    "cwpw": v_pw,
    "hrpw": v_pw,
    "laptoppw": v_pw,
    "nelnetpw": v_pw,
    "mohelapw": v_pw,
    "aidpw": v_pw,
    "fsapw": v_pw,
    "preplypw": v_pw,
    "italkipw": v_pw,
    "wyzantpw": v_pw,
    "superprofpw": v_pw,
    "zoompass": lambda r: pick(r, ALNUM, 6) if r.random() < 0.5 else v_pin(r, 6),
    "doorpin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "dbkey": lambda r: pick(r, ALNUM + "-_", 20),
    "gbkey": lambda r: str(r.randint(1000, 9999)) + "|" + pick(r, ALNUM, 40),
    "classysec": lambda r: pick(r, ALNUM, 48),
    "jgpw": v_pw,
    "tincode": lambda r: v_pin(r, 3),
    "catawikipw": v_pw,
    "lapw": v_pw,
    "hibidpw": v_pw,
    "bidsquarepw": v_pw,
    "obdpw": v_pw,
    "caristapw": v_pw,
    "bimmerpw": v_pw,
    "donglepw": lambda r: pick(r, ALNUM, r.randint(10, 14)),
    "garagepin": lambda r: v_pin(r, r.choice((4, 5))),
    "newspw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "year": lambda r: str(r.randint(2012, 2022)),
    "orderno": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "unit": lambda r: r.choice("ABCDE") + str(r.randint(100, 450)),
    "resno": lambda r: pick(r, UPPER_DIG, 8),
    "leagueid": lambda r: str(r.randint(10_000_000, 1_999_999_999)),
    "swid": v_swid,
    "yahooid": lambda r: "dj0yJmk9" + pick(r, ALNUM, 12) + "JmQ9WVdrOV" + pick(r, ALNUM, 30) + "--",
    "seid": lambda r: pick(r, HEX, 24),
    "nbid": lambda r: pick(r, HEX, 32),
    "vin": v_vin,
    "zoomid": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, 10),
    "slug": lambda r: r.choice(SLUGS),
    "classyid": lambda r: pick(r, ALNUM, 16),
    "lot": lambda r: str(r.randint(80_000_000, 99_999_999)),
    "ssid": lambda r: r.choice(("OBDII", "WiFi_OBDII", "V-LINK", "vLinker-", "OBDLink_")) + pick(r, UPPER_DIG, 4),
    # language field
    "newsuser": v_newsuser,
}

CORPUS = blindgen.Corpus(
    name="blind45",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="news_paywall_login_ml",
    user_field="newsuser",
    pw_field="newspw",
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
