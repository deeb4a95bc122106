"""Writes secrets_blind38.jsonl, the thirty-eighth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind38_templates.py, blind38_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the machinery every blind generator shares (../guard_corpus_gen/blindgen.py). Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind38/make_blind38.py           # (re)write secrets_blind38.jsonl
    python benchmarks/guard_corpus_blind38/make_blind38.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind38/make_blind38.py --table   # rows per label and kind, languages
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
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_blind37"))
import blind38_langs as L
import blind38_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    LOWER_DIG,
    UPPER_DIG,
    b64url,
    pick,
    rand_bytes,
    v_uuid,
)

# blind38's writer took blind37's people, words, logins and pasted / language chrome as they were (one copy, there)
from make_blind37 import LANG_CHROME, LOGINS, NAMES, PASTED, v_date, v_email, v_pw

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind38.jsonl"
SEED = 38_3838

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: APRS-IS passcodes and Winlink passwords; FlightAware passwords, PiAware feeder IDs (they claim a feeder)
# and RadarBox sharing keys; Powerwall gateway passwords, myenergi API keys, GivEnergy and VRM tokens; Up, Akahu and
# Nordigen secrets and SimpleFIN access URLs; Buttondown, beehiiv and ConvertKit secrets; Umami passwords and API
# keys, Matomo token_auth values, Fathom tokens; Kandji, Mosyle and Addigy secrets; Readwise, Raindrop, Instapaper and
# Omnivore tokens; AniList tokens, MyAnimeList and Simkl client secrets, Ravelry API passwords; Astrometry.net keys,
# AstroBin keys, secrets and passwords; Roborock local keys and logins, Valetudo passwords; parking-app passwords.
SECRET_FIELDS = {
    "aprspass",
    "winlinkpw",
    "fapw",
    "feederid",
    "rbkey",
    "pwgwpw",
    "pwgwshort",
    "myenergikey",
    "givtoken",
    "vrmtoken",
    "uptoken",
    "akahuuser",
    "akahusecret",
    "sfinurl",
    "nordkey",
    "bdkey",
    "beehiivkey",
    "cksecret",
    "umamipw",
    "umamikey",
    "matomotoken",
    "fathomtoken",
    "kandjitoken",
    "mosyletoken",
    "mosylepw",
    "addigysecret",
    "readwisetoken",
    "raindroptoken",
    "ipsecret",
    "omnikey",
    "anilisttoken",
    "malsecret",
    "simklsecret",
    "ravpw",
    "astrokey",
    "abkey",
    "absecret",
    "abpw",
    "rrkey",
    "rrkey2",
    "valpw",
    "rrpw",
    "parkpw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the parking-app account login and its password, and its twin (the login alone)
LANG_FILLS = {"parking_app_login_ml": 10, "parking_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🅿️",
    "{S} ;)",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {parkuser} / {v}",
    "* {NP}: {v}",
    "{NP}: '{v}'",
    "🚗 {S}",
    "{S} ✅",
    "{parkuser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {parkuser} | {v} |",
    "{NP}:\n  {parkuser}\n  {v}",
    "{parkuser} {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🅿️",
    "{B} ;)",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{parkuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {parkuser} / {mask}",
    "🚗 {B}",
    "{NP} => {mask}",
    "| {parkuser} | {mask} |",
)
MASKS = (
    "●●●●●●●●",
    "[not shown]",
    "(in the red notebook)",
    "<password>",
    "(ask Dad)",
    "[see the welcome e-mail]",
    "**********",
    "(same as before)",
    "...",
    "(not written down)",
    "[removed]",
    "XXXXXXXX",
    "{{PARK_PW}}",
    "-",
    "(by SMS)",
    "(being reset)",
)


SYMBOLS = "!#$%&*+-=?@_.~"
CALL_PREFIXES = (
    "K",
    "W",
    "N",
    "KD",
    "KC",
    "AA",
    "G",
    "M",
    "DL",
    "PA",
    "F",
    "VK",
    "VE",
    "JA",
    "SP",
    "OH",
    "EA",
    "IK",
    "ON",
    "OZ",
)
TARGETS = ("M31", "M42", "NGC 7000", "M101", "IC 1805", "M33", "NGC 6960", "M81")








def aprs_passcode(callsign: str) -> str:
    """The APRS-IS passcode of a callsign (the SSID dropped): the documented 15-bit hash that servers check."""
    call = callsign.split("-")[0].upper()
    h = 0x73E2
    for i in range(0, len(call), 2):
        h ^= ord(call[i]) << 8
        if i + 1 < len(call):
            h ^= ord(call[i + 1])
    return str(h & 0x7FFF)


assert aprs_passcode("N0CALL") == "13023"  # the example the APRS-IS documentation gives


def v_callsign(rng: random.Random) -> str:
    return rng.choice(CALL_PREFIXES) + pick(rng, DIGITS, 1) + pick(rng, string.ascii_uppercase, rng.choice((2, 3, 3)))


def v_grid(rng: random.Random) -> str:
    """A Maidenhead locator: field (A-R), square (0-9), subsquare (a-x)."""
    return pick(rng, "ABCDEFGHIJKLMNOPQR", 2) + pick(rng, DIGITS, 2) + pick(rng, "abcdefghijklmnopqrstuvwx", 2)


def v_jwt(rng: random.Random, alg: str, claims: str, mac_bytes: int) -> str:
    """A JWT: base64url header, claims with random IDs and times, a random signature of the algorithm's length."""
    header = b64url(('{"typ":"JWT","alg":"' + alg + '"}').encode())
    iat = rng.randint(1_730_000_000, 1_790_000_000)
    body = claims.format(
        uuid=v_uuid(rng), user=rng.randint(100_000, 9_999_999), iat=iat, exp=iat + 31_536_000, jti=pick(rng, HEX, 80)
    )
    return f"{header}.{b64url(body.encode())}.{b64url(rand_bytes(rng, mac_bytes))}"


def v_parkuser(rng: random.Random) -> str:
    return rng.choice((pick(rng, DIGITS, rng.choice((9, 10))), v_email(rng), rng.choice(LOGINS) + pick(rng, DIGITS, 2)))


def v_money(rng: random.Random) -> str:
    return f"{rng.randint(10, 4999)}.{rng.randint(0, 99):02d}"


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields (aprspass is derived from the row's callsign: see DERIVED)
    "winlinkpw": v_pw,
    "fapw": v_pw,
    "feederid": v_uuid,
    "rbkey": lambda r: pick(r, HEX, 32),
    "pwgwpw": v_pw,
    "pwgwshort": lambda r: pick(r, UPPER_DIG, 5),
    "myenergikey": lambda r: pick(r, ALNUM, 24),
    "givtoken": lambda r: v_jwt(
        r, "RS256", '{{"aud":"2","jti":"{jti}","iat":{iat},"exp":{exp},"sub":"{user}","scopes":["*"]}}', 256
    ),
    "vrmtoken": lambda r: pick(r, HEX, 64),
    "uptoken": lambda r: "up:yeah:" + pick(r, ALNUM, 128),
    "akahuuser": lambda r: "user_token_cl" + pick(r, LOWER_DIG, 23),
    "akahusecret": lambda r: pick(r, LOWER_DIG, 48),
    "sfinurl": lambda r: f"https://{pick(r, HEX, 64)}:{pick(r, HEX, 64)}@beta-bridge.simplefin.org/simplefin",
    "nordkey": lambda r: pick(r, HEX, 128),
    "bdkey": v_uuid,
    "beehiivkey": lambda r: pick(r, ALNUM, 64),
    "cksecret": lambda r: pick(r, ALNUM, 43),
    "umamipw": v_pw,
    "umamikey": lambda r: "api_" + pick(r, ALNUM, 32),
    "matomotoken": lambda r: pick(r, HEX, 32),
    "fathomtoken": lambda r: pick(r, ALNUM, 40) + "|" + pick(r, ALNUM, 40),
    "kandjitoken": v_uuid,
    "mosyletoken": lambda r: pick(r, ALNUM, 32),
    "mosylepw": v_pw,
    "addigysecret": lambda r: pick(r, HEX, 64),
    "readwisetoken": lambda r: pick(r, ALNUM, 50),
    "raindroptoken": v_uuid,
    "ipsecret": lambda r: pick(r, ALNUM, 32),
    "omnikey": v_uuid,
    "anilisttoken": lambda r: v_jwt(
        r,
        "RS256",
        '{{"aud":"{user}","jti":"{jti}","iat":{iat},"nbf":{iat},"exp":{exp},"sub":"{user}","scopes":[]}}',
        256,
    ),
    "malsecret": lambda r: pick(r, HEX, 64),
    "simklsecret": lambda r: pick(r, HEX, 64),
    "ravpw": lambda r: pick(r, ALNUM, 40),
    "astrokey": lambda r: pick(r, string.ascii_lowercase, 16),
    "abkey": lambda r: pick(r, HEX, 40),
    "absecret": lambda r: pick(r, HEX, 40),
    "abpw": v_pw,
    "rrkey": lambda r: pick(r, ALNUM, 16),
    "rrkey2": lambda r: pick(r, ALNUM, 16),
    "valpw": v_pw,
    "rrpw": v_pw,
    "parkpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "ver": lambda r: f"{r.randint(1, 30)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "company": lambda r: r.choice(("acme", "brightloop", "kestrelworks", "northwind")),
    "pct": lambda r: str(r.randint(22, 71)),
    "short": lambda r: pick(r, UPPER_DIG, 4),
    "callsign": v_callsign,
    "grid": v_grid,
    "lat": lambda r: f"{r.randint(-450000, 600000) / 10000:.4f}",
    "lon": lambda r: f"{r.randint(-1230000, 1530000) / 10000:.4f}",
    "siteno": lambda r: str(r.randint(10_000, 250_000)),
    "msgs": lambda r: str(r.randint(40, 1400)),
    "range": lambda r: str(r.randint(60, 260)),
    "hubserial": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, 7),
    "kwh": lambda r: f"{r.randint(10, 450) / 10:.1f}",
    "soc": lambda r: str(r.randint(8, 100)),
    "akahuapp": lambda r: "app_token_cl" + pick(r, LOWER_DIG, 23),
    "akahuacc": lambda r: "acc_cl" + pick(r, LOWER_DIG, 23),
    "nordid": v_uuid,
    "bal": v_money,
    "uptx": v_uuid,
    "beepub": lambda r: "pub_" + v_uuid(r),
    "ckpublic": lambda r: pick(r, ALNUM, 22),
    "subs": lambda r: f"{r.randint(40, 9000):,}",
    "formid": lambda r: str(r.randint(1_000_000, 9_999_999)),
    "issue": lambda r: str(r.randint(3, 180)),
    "domain": lambda r: r.choice(("kestrel.blog", "oddsocks.example", "margins.example.net", "fieldnotes.example")),
    "siteid": lambda r: str(r.randint(1, 40)),
    "visits": lambda r: f"{r.randint(30, 25000):,}",
    "fathomsite": lambda r: pick(r, string.ascii_uppercase, 8),
    "umamiweb": v_uuid,
    "addigyid": lambda r: pick(r, HEX, 32),
    "blueprint": v_uuid,
    "serial": lambda r: r.choice(("C02", "FVF", "")) + pick(r, "BCDFGHJKLMNPQRSTVWXYZ0123456789", 9),
    "ipkey": lambda r: pick(r, ALNUM, 32),
    "collection": lambda r: str(r.randint(10_000_000, 49_999_999)),
    "highlights": lambda r: str(r.randint(40, 9000)),
    "malid": lambda r: pick(r, HEX, 32),
    "simklid": lambda r: pick(r, HEX, 64),
    "ravuser": lambda r: "read-" + pick(r, HEX, 32),
    "aniuser": lambda r: r.choice(LOGINS).replace(".", "").replace("_", "") + r.choice(("", "Bot", "_ani", "42")),
    "pattern": lambda r: str(r.randint(100_000, 1_499_999)),
    "target": lambda r: r.choice(TARGETS),
    "jobid": lambda r: str(r.randint(8_000_000, 14_000_000)),
    "ra": lambda r: f"{r.randint(0, 23):02d}h {r.randint(0, 59):02d}m {r.randint(0, 59):02d}s",
    "dec": lambda r: f"{r.choice('+-')}{r.randint(0, 89):02d}° {r.randint(0, 59):02d}′",
    "fov": lambda r: f"{r.randint(4, 60) / 10:.1f}",
    "abimage": lambda r: pick(r, LOWER_DIG, 6),
    "nsubs": lambda r: str(r.randint(20, 400)),
    "exp": lambda r: str(r.choice((30, 60, 120, 180, 300))),
    "bortle": lambda r: str(r.randint(2, 8)),
    "rrduid": lambda r: pick(r, ALNUM, 22),
    # language field
    "parkuser": v_parkuser,
}
# a secret field whose value follows from another field of the same row (filled first if the template names it later)
DERIVED: dict[str, tuple[str, Callable[[str], str]]] = {"aprspass": ("callsign", aprs_passcode)}


CORPUS = blindgen.Corpus(
    name="blind38",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="parking_app_login_ml",
    user_field="parkuser",
    pw_field="parkpw",
    lang_fills=LANG_FILLS,
    secret_frames=SECRET_FRAMES,
    benign_frames=BENIGN_FRAMES,
    masks=MASKS,
    pasted=PASTED,
    lang_chrome=LANG_CHROME,
    values=VALUES,
    secret_fields=frozenset(SECRET_FIELDS),
    derived=DERIVED,
    secret_rows_per_kind=SECRET_ROWS_PER_KIND,
    benign_rows_per_kind=BENIGN_ROWS_PER_KIND,
)


def build() -> list[dict[str, Any]]:
    return blindgen.build(CORPUS)


def main(argv: list[str] | None = None) -> int:
    return blindgen.main(CORPUS, __doc__, argv)


if __name__ == "__main__":
    sys.exit(main())
