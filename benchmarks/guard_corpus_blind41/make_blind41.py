"""Writes secrets_blind41.jsonl, the forty-first blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind41_templates.py, blind41_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind41/make_blind41.py           # (re)write secrets_blind41.jsonl
    python benchmarks/guard_corpus_blind41/make_blind41.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind41/make_blind41.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import base64
import json
import random
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind41_langs as L
import blind41_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, UPPER_DIG, URLSAFE, b64url, luhn_digit, pick, rand_bytes, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 41_4141

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Mullvad account numbers and WireGuard private keys, IVPN account IDs, Proton VPN OpenVPN usernames and
# passwords; Pterodactyl client and application keys, Nitrado tokens, Modrinth tokens, CurseForge keys, Tebex secrets,
# Aternos passwords; SumUp secret keys and passwords, Zettle client secrets and passwords; Airdata keys, Litchi, Aloft
# and DroneZone passwords, Skydio tokens; Flickr secrets and OAuth tokens, SmugMug secrets, PhotoPrism passwords,
# Unsplash secrets, Pexels and Pixabay keys; Guesty secrets and passwords, Lodgify keys, Hospitable and OwnerRez tokens;
# Planning Center secrets, OSM, Tithe.ly and ChurchSuite passwords; Particle tokens, Blynk tokens, Adafruit IO keys,
# Arduino Cloud secrets; Bitly tokens, Rebrandly keys, Short.io secret keys; Patreon tokens and passwords, Ko-fi tokens,
# Buy Me a Coffee tokens; PurpleAir keys, IQAir keys, AirGradient tokens, Airthings secrets; dating-app passwords; and
# the unlabelled codes (keybox, key-safe, gym, gate, alarm and hangar codes, padlock combinations, card, phone and
# laptop PINs, a phrase fragment).
SECRET_FIELDS = {
    "mullvad",
    "mullvadsp",
    "ivpn",
    "protonuser",
    "protonpw",
    "wgkey",
    "boxcode",
    "ptlc",
    "ptla",
    "nitrado",
    "modrinth",
    "cfkey",
    "tebex",
    "aternospw",
    "gymcode",
    "cardpin",
    "sumupkey",
    "sumuppw",
    "zettlesec",
    "zettlepw",
    "airdata",
    "litchipw",
    "aloftpw",
    "dzpw",
    "skydio",
    "combo4",
    "flickrsec",
    "flickrtok",
    "flickrts",
    "smugsec",
    "photoprismpw",
    "unsplashsec",
    "pexelskey",
    "pixabaykey",
    "pin6",
    "guestysec",
    "lodgify",
    "hospitable",
    "ownerrez",
    "guestypw",
    "gatecode",
    "alarmcode",
    "pcosec",
    "osmpw",
    "tithelypw",
    "churchsuitepw",
    "particle",
    "blynk",
    "aiokey",
    "arduinosec",
    "bitly",
    "rebrandly",
    "shortio",
    "phrase3",
    "patreontok",
    "patreonpw",
    "kofi",
    "bmc",
    "purpleread",
    "purplewrite",
    "iqair",
    "agtoken",
    "airthingssec",
    "datepw",
}
# rows per English template kind, by label (each kind has 10 or 11 secret and 6 or 7 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the dating-app login and its password, and its twin (the login alone)
LANG_FILLS = {"dating_app_login_ml": 10, "dating_app_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 💘",
    "{S} 🙈",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {dateuser} / {v}",
    "- {NP}: {v}",
    "{NP}: „{v}“",
    "😅 {S}",
    "{S} 🤞",
    "{dateuser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {dateuser} | {v} |",
    "{NP}:\n  {dateuser}\n  {v}",
    "{dateuser} {v}",
    "{dateuser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 💘",
    "{B} 🙈",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{dateuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {dateuser} / {mask}",
    "😅 {B}",
    "{NP} -> {mask}",
    "| {dateuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll tell you over coffee)",
    "<password>",
    "(not in writing)",
    "[redacted]",
    "########",
    "(same as before? no, I changed it)",
    "—",
    "(I'll log in for you)",
    "[removed]",
    "xxxxxxxx",
    "{{DATE_PW}}",
    "?",
    "(resetting it now)",
    "(nope)",
)

NAMES = (
    "Adaeze",
    "Bogdan",
    "Carmela",
    "Dawit",
    "Eilidh",
    "Farid",
    "Ghazal",
    "Hamish",
    "Ines",
    "Jarrah",
    "Kalani",
    "Leopold",
    "Marisol",
    "Nikolaj",
    "Oona",
    "Priyanka",
    "Quentin",
    "Rasmus",
    "Soraya",
    "Tomasz",
)
# written for this round: words for passwords
WORDS = (
    "acorn",
    "bramble",
    "cobalt",
    "dingo",
    "estuary",
    "fjord",
    "ginger",
    "heron",
    "indigo",
    "juniper",
    "kestrel",
    "lantern",
    "marble",
    "nectar",
    "orchid",
    "pebble",
    "quill",
    "rhubarb",
    "saffron",
    "thistle",
    "umber",
    "velvet",
    "walrus",
    "yarrow",
    "zinnia",
    "badger",
    "cinder",
    "damson",
    "ferret",
    "granite",
    "hazel",
    "ivory",
)
# words of the BIP39 English list, for the fragment of a recovery phrase
BIP39_WORDS = (
    "absorb",
    "bridge",
    "candle",
    "decade",
    "elbow",
    "fiction",
    "garden",
    "hollow",
    "injury",
    "jungle",
    "kitten",
    "ladder",
    "meadow",
    "napkin",
    "office",
    "pepper",
    "rabbit",
    "salmon",
    "ticket",
    "umbrella",
    "velvet",
    "window",
    "yard",
    "zebra",
)
# ordinary words of hymn lines, for the twin of the fragment
HYMN_WORDS = ("morning", "has", "broken", "like", "the", "first", "praise", "for", "singing", "sweet", "rain", "light")
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "adaeze",
    "bogdan.k",
    "carmela",
    "dawit_t",
    "eilidh",
    "farid.m",
    "ghazal",
    "hamish",
    "ines.r",
    "jarrah",
    "kalani",
    "leo.p",
    "marisol",
    "nikolaj",
    "oona_v",
    "tomasz",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
HOSTS = (
    "blockhaven.example",
    "creeperlan.example.net",
    "mc.oakfamily.example",
    "games.example.org",
    "shoplinks.example",
)
MOD_SLUGS = ("tidy-inventory", "better-beacons", "cozy-villages", "rooftop-survey", "coastal-loop", "orchard-map")
SSIDS = ("Greenhouse", "Shed-IoT", "HIVE_2G", "workshop", "Garage-Net")
VPN_SERVERS = ("NL#41", "CH#7", "SE#112", "JP#19", "US-NY#88", "DE#230")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\ndon't forget",
    "Fwd from {name}:\n\n{t}",
    "keep this somewhere:\n{t}",
    "{t}\n\n(from the Teams chat)",
    "note to self:\n{t}",
    "{t}\n\ncheers",
    "{t}\n\nSent from my iPhone",
    "do not lose:\n{t}",
    "{t}\n\n[pasted from Obsidian]",
    "Written on the back of the envelope:\n{t}",
    "zapamiętaj:\n{t}",
    "muistiin:\n{t}",
    "{t}\n\n(inoltrato da {name})",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: logins for the weekend\n\n{t}",
    "[text from photo]\n{t}",
    "{t}\n\n#todo",
    "para depois:\n{t}",
    "{t}\n\nwhy do I never have this when I need it",
    "[{date} {hh}:{mi}] {name}: {t}",
    "> {t}",
    "Re: Re: handover\n\n{t}",
    "{name} on WhatsApp, {hh}:{mi}: {t}",
    "{t}\n\n(voice note, transcribed)",
    "Signal, {name}, {hh}:{mi}\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 😉",
    "Fwd: {t}",
    "{t}\n\n— {name}",
    "> {t}",
    "{hh}:{mi} {name}:\n{t}",
    "{t}!",
    "{t}\n~{name}",
    "{name} [{hh}:{mi}]: {t}",
    "{t}\n\n(voice note)",
    "PS: {t}",
    "🔒 {t}",
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
        return (
            rng.choice(NAMES)
            + pick(rng, DIGITS, rng.randint(2, 4))
            + rng.choice(SYMBOLS)
            + pick(rng, string.ascii_lowercase, rng.randint(2, 4))
        )
    if style == 4:
        return pick(rng, ALNUM, 5) + "-" + pick(rng, ALNUM, 5) + "-" + pick(rng, ALNUM, 5) + "-" + pick(rng, ALNUM, 5)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{MONTHS[m - 1]} {d}, {y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "proton.example", "fastmail.example", "mail.example.org"))
    )


def v_dateuser(rng: random.Random) -> str:
    return rng.choice(("+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10), v_email(rng), rng.choice(LOGINS)))


def iccid(rng: random.Random) -> str:
    """A 19-digit SIM ICCID: 89 (telecom), a country code, an issuer, the account digits and the Luhn check digit."""
    body = "89" + rng.choice(("44", "31", "49", "1")) + pick(rng, DIGITS, 2)
    body += pick(rng, DIGITS, 18 - len(body))
    return body + luhn_digit(body)


def imei(rng: random.Random) -> str:
    """A 15-digit IMEI: an 8-digit type allocation code, a 6-digit serial and the Luhn check digit."""
    body = rng.choice(("35", "86", "01")) + pick(rng, DIGITS, 12)
    return body + luhn_digit(body)


def remote_id(rng: random.Random) -> str:
    """An ANSI/CTA-2063-A drone serial (Remote ID): a 4-character maker code, a length character (1-F), the serial."""
    alphabet = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ"  # the standard leaves out I and O
    n = rng.randint(8, 15)
    return pick(rng, alphabet, 4) + "123456789ABCDEF"[n - 1] + pick(rng, alphabet, n)


def wg_key(rng: random.Random) -> str:
    """A WireGuard key: 32 bytes in base64 (44 characters with the padding)."""
    return base64.b64encode(rand_bytes(rng, 32)).decode()


def jwt(rng: random.Random) -> str:
    """A signed token in the JSON Web Token layout (header, claims and an RS256-sized signature, base64url)."""
    header = b64url(json.dumps({"typ": "JWT", "alg": "RS256"}, separators=(",", ":")).encode())
    claims = {"aud": "1", "jti": pick(rng, HEX, 80), "iat": rng.randint(1_700_000_000, 1_790_000_000)}
    claims["sub"] = str(rng.randint(100_000, 9_999_999))
    return (
        header + "." + b64url(json.dumps(claims, separators=(",", ":")).encode()) + "." + b64url(rand_bytes(rng, 256))
    )


def mullvad(rng: random.Random) -> str:
    return pick(rng, "123456789", 1) + pick(rng, DIGITS, 15)


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "mullvad": mullvad,
    "mullvadsp": lambda r: " ".join(mullvad(r)[i : i + 4] for i in range(0, 16, 4)),
    "ivpn": lambda r: "i-" + "-".join(pick(r, UPPER_DIG, 4) for _ in range(3)),
    "protonuser": lambda r: pick(r, ALNUM, 24),
    "protonpw": lambda r: pick(r, ALNUM, 32),
    "wgkey": wg_key,
    "boxcode": lambda r: v_pin(r, r.choice((3, 4))),
    "ptlc": lambda r: "ptlc_" + pick(r, ALNUM, 43),
    "ptla": lambda r: "ptla_" + pick(r, ALNUM, 43),
    "nitrado": lambda r: pick(r, URLSAFE, 100),
    "modrinth": lambda r: "mrp_" + pick(r, ALNUM, 60),
    "cfkey": lambda r: "$2a$10$" + pick(r, ALNUM + "./", 53),
    "tebex": lambda r: pick(r, HEX, 40),
    "aternospw": v_pw,
    "gymcode": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "cardpin": lambda r: v_pin(r, 4),
    "sumupkey": lambda r: "sup_sk_" + pick(r, ALNUM, 32),
    "sumuppw": v_pw,
    "zettlesec": lambda r: "IZSEC" + v_uuid(r),
    "zettlepw": v_pw,
    "airdata": lambda r: pick(r, HEX, 32),
    "litchipw": v_pw,
    "aloftpw": v_pw,
    "dzpw": v_pw,
    "skydio": lambda r: pick(r, HEX, 64),
    "combo4": lambda r: v_pin(r, 4),
    "flickrsec": lambda r: pick(r, HEX, 16),
    "flickrtok": lambda r: "72157" + pick(r, DIGITS, 12) + "-" + pick(r, HEX, 16),
    "flickrts": lambda r: pick(r, HEX, 16),
    "smugsec": lambda r: pick(r, HEX, 64),
    "photoprismpw": v_pw,
    "unsplashsec": lambda r: pick(r, URLSAFE, 43),
    "pexelskey": lambda r: pick(r, ALNUM, 56),
    "pixabaykey": lambda r: pick(r, DIGITS, 8) + "-" + pick(r, HEX, 25),
    "pin6": lambda r: v_pin(r, 6),
    "guestysec": lambda r: pick(r, URLSAFE, 64),
    "lodgify": lambda r: base64.b64encode(rand_bytes(r, 48)).decode(),
    "hospitable": lambda r: pick(r, ALNUM, 48),
    "ownerrez": lambda r: "pt_" + pick(r, string.ascii_lowercase + DIGITS, 32),
    "guestypw": v_pw,
    "gatecode": lambda r: v_pin(r, r.choice((4, 5))),
    "alarmcode": lambda r: v_pin(r, 4),
    "pcosec": lambda r: pick(r, HEX, 64),
    "osmpw": v_pw,
    "tithelypw": v_pw,
    "churchsuitepw": v_pw,
    "particle": lambda r: pick(r, HEX, 40),
    "blynk": lambda r: pick(r, URLSAFE, 32),
    "aiokey": lambda r: "aio_" + pick(r, ALNUM, 28),
    "arduinosec": lambda r: pick(r, ALNUM, 64),
    "bitly": lambda r: pick(r, HEX, 40),
    "rebrandly": lambda r: pick(r, HEX, 32),
    "shortio": lambda r: "sk_" + pick(r, ALNUM, 16),
    "phrase3": lambda r: " ".join(r.sample(BIP39_WORDS, 3)),
    "patreontok": lambda r: pick(r, URLSAFE, 43),
    "patreonpw": v_pw,
    "kofi": v_uuid,
    "bmc": jwt,
    "purpleread": v_uuid,
    "purplewrite": v_uuid,
    "iqair": v_uuid,
    "agtoken": v_uuid,
    "airthingssec": v_uuid,
    "datepw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 19)),
    "money": lambda r: f"{r.randint(5, 9000)}.{r.randint(0, 99):02d}",
    "pct": lambda r: str(r.randint(5, 100)),
    "km": lambda r: f"{r.randint(10, 620) / 10:.1f}",
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "lat": lambda r: f"{r.randint(-450000, 600000) / 10000:.4f}",
    "lon": lambda r: f"{r.randint(-1200000, 1500000) / 10000:.4f}",
    "fw": lambda r: f"{r.randint(1, 4)}.{r.randint(0, 21)}.{r.randint(0, 9)}",
    "host": lambda r: r.choice(HOSTS),
    "srvshort": lambda r: pick(r, HEX, 8),
    "srvuuid": v_uuid,
    "modslug": lambda r: r.choice(MOD_SLUGS),
    "cfproject": lambda r: str(r.randint(200_000, 1_199_999)),
    "merchant": lambda r: "M" + pick(r, UPPER_DIG, 7),
    "zettleid": v_uuid,
    "sumuppub": lambda r: "sup_pk_" + pick(r, ALNUM, 32),
    "faareg": lambda r: "FA3" + pick(r, UPPER_DIG, 7),
    "remoteid": remote_id,
    "flightid": lambda r: str(r.randint(10_000_000, 99_999_999)),
    "flickrkey": lambda r: pick(r, HEX, 32),
    "smugkey": lambda r: pick(r, ALNUM, 32),
    "unsplashkey": lambda r: pick(r, URLSAFE, 43),
    "flickrphoto": lambda r: "5" + pick(r, DIGITS, 10),
    "flickralbum": lambda r: "72177720" + pick(r, DIGITS, 9),
    "vpnserver": lambda r: r.choice(VPN_SERVERS),
    "wgpub": wg_key,
    "guestyid": lambda r: "0oa" + pick(r, ALNUM, 17),
    "listingid": lambda r: str(r.randint(100_000, 999_999)),
    "bookref": lambda r: "GY-" + pick(r, UPPER_DIG, 8),
    "pcoid": lambda r: pick(r, HEX, 64),
    "pcotype": lambda r: str(r.randint(100_000, 1_999_999)),
    "osmsection": lambda r: str(r.randint(10_000, 99_999)),
    "particleid": lambda r: pick(r, HEX, 24),
    "iccid": iccid,
    "imei": imei,
    "blynktmpl": lambda r: "TMPL" + pick(r, ALNUM, 8),
    "ssid": lambda r: r.choice(SSIDS),
    "arduinoid": lambda r: pick(r, ALNUM, 32),
    "shortpub": lambda r: "pk_" + pick(r, ALNUM, 16),
    "shortslug": lambda r: pick(r, ALNUM, 7),
    "plainwords": lambda r: " ".join(r.sample(HYMN_WORDS, 3)),
    "campaignid": lambda r: str(r.randint(1_000_000, 12_999_999)),
    "sensorix": lambda r: str(r.randint(1_000, 249_999)),
    "agserial": lambda r: pick(r, "0123456789abcdef", 12),
    "co2": lambda r: str(r.randint(420, 2400)),
    "airthingsid": v_uuid,
    # language field
    "dateuser": v_dateuser,
}

CORPUS = blindgen.Corpus(
    name="blind41",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="dating_app_login_ml",
    user_field="dateuser",
    pw_field="datepw",
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
