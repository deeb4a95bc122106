"""Writes secrets_blind37.jsonl, the thirty-seventh blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind37_templates.py, blind37_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the machinery every blind generator shares (../guard_corpus_gen/blindgen.py). Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind37/make_blind37.py           # (re)write secrets_blind37.jsonl
    python benchmarks/guard_corpus_blind37/make_blind37.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind37/make_blind37.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import base64
import hashlib
import random
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "guard_corpus_gen"))
import blind37_langs as L
import blind37_templates as T
import blindgen
from blindgen import (
    ALNUM,
    DIGITS,
    HEX,
    HEX_UP,
    LOWER_DIG,
    UPPER_DIG,
    URLSAFE,
    b64url,
    pick,
    rand_bytes,
    v_pin,
    v_uuid,
)

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind37.jsonl"
SEED = 37_3737

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Meshtastic channel PSKs, channel share URLs (which carry the PSK) and node private keys; IRS Identity
# Protection PINs and e-file Self-Select PINs; Hue application keys, Nanoleaf tokens, Govee and LIFX keys; dispensing
# cabinet passwords and PINs; Rachio keys, OpenSprinkler passwords and their MD5 API hashes, Hydrawise keys; OBS
# WebSocket passwords; Last.fm shared secrets and session keys, Discogs and ListenBrainz tokens; Immich, Paperless-ngx,
# Audiobookshelf and Mealie keys; Nightscout API secrets and access tokens; YNAB, Lunch Money tokens and Actual Budget
# passwords; LaunchDarkly SDK keys and API tokens, Unleash tokens, Statsig server secrets; transit-account passwords.
SECRET_FIELDS = {
    "mshpsk",
    "mshurl",
    "mshadmin",
    "ippin",
    "ippin2",
    "efilepin",
    "huekey",
    "nanotoken",
    "goveekey",
    "lifxtoken",
    "cabpw",
    "cabpin",
    "rachiokey",
    "ospw",
    "osmd5",
    "hydrakey",
    "obspw",
    "lfmsecret",
    "lfmsession",
    "discogstoken",
    "lbtoken",
    "immichkey",
    "paperlesstoken",
    "absjwt",
    "mealiejwt",
    "nsecret",
    "nstoken",
    "ynabtoken",
    "actualpw",
    "actualenc",
    "lunchtoken",
    "ldsdk",
    "ldapi",
    "unleashtok",
    "statsigsecret",
    "transitpw",
}
# rows per English template kind, by label (each kind has 10 secret and 6 benign templates); the brief asks for
# about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the transit-card account login and its twin (the login alone)
LANG_FILLS = {"transit_card_account_ml": 10, "transit_card_account_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🚇",
    "{S} ;)",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {transituser} / {v}",
    "* {NP}: {v}",
    "{NP}: '{v}'",
    "🎫 {S}",
    "{S} ✅",
    "{transituser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {transituser} | {v} |",
    "{NP}:\n  {transituser}\n  {v}",
    "{transituser} {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🚇",
    "{B} ;)",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{transituser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {transituser} / {mask}",
    "🎫 {B}",
    "{NP} => {mask}",
    "| {transituser} | {mask} |",
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
    "{{TRANSIT_PW}}",
    "-",
    "(by SMS)",
    "(being reset)",
)


NAMES = (
    "Maren",
    "Kwabena",
    "Ilse",
    "Teodoro",
    "Noor",
    "Radek",
    "Yuki",
    "Beatriz",
    "Callum",
    "Anouk",
    "Emeka",
    "Solveig",
    "Priyanka",
    "Lorcan",
    "Zofia",
    "Matteo",
    "Hana",
    "Desmond",
    "Ingrid",
    "Rafael",
)
# written for this round: words for passwords and passphrases
WORDS = (
    "almond",
    "barley",
    "cascade",
    "dahlia",
    "estuary",
    "foxglove",
    "glacier",
    "hazel",
    "iris",
    "jasper",
    "kestrel",
    "lichen",
    "magpie",
    "nutmeg",
    "orchard",
    "puffin",
    "quartz",
    "raven",
    "sorrel",
    "tundra",
    "umber",
    "vortex",
    "willow",
    "xylem",
    "yew",
    "zephyr",
    "bobbin",
    "copper",
    "dune",
    "ember",
    "fable",
    "garnet",
    "harbor",
    "inlet",
    "jubilee",
    "kiln",
)
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "maren",
    "kwabena.o",
    "ilse",
    "teo_d",
    "noor",
    "radek",
    "yuki.t",
    "bea",
    "callum",
    "anouk_v",
    "emeka",
    "solveig",
    "priya",
    "lorcan",
    "zofia.k",
    "matteo",
)
CHANNELS = (
    "RidgeNet",
    "hikers",
    "SAR-Ops",
    "Fam",
    "ValleyMesh",
    "Farm2",
    "Festival",
    "Allotment",
    "CampOps",
    "Ridge-2",
)
CHILDREN = ("Ella", "Tobi", "Mateo", "Aisha", "Finn", "Lina", "Oscar", "Mira")
ALBUMS = (
    "Blue Train",
    "Heaven or Las Vegas",
    "Spirit of Eden",
    "Remain in Light",
    "Homogenic",
    "Maggot Brain",
    "Pink Moon",
    "Loveless",
)
FLAGS = ("new-checkout", "search-v2", "dark-mode", "pricing-banner", "fast-sync", "onboarding-tour")
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nplease remember this",
    "Forwarded by {name}:\n\n{t}",
    "add to my notes:\n{t}",
    "{t}\n\n(copied from Slack)",
    "memo:\n{t}",
    "{t}\n\ncheers",
    "{t}\n\nSent from my iPhone",
    "store this for later:\n{t}",
    "{t}\n\n[from the Notion page]",
    "Transcribed from a photo of the sticky note:\n{t}",
    "onthoud dit even:\n{t}",
    "merke dir das:\n{t}",
    "{t}\n\n(reenviado por {name})",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\n\n{t}",
    "[OCR of screenshot]\n{t}",
    "{t}\n\n#homelab",
    "garde ça :\n{t}",
    "{t}\n\nwhy do I always lose this",
    "{date}, {hh}:{mi} - {name}: {t}",
    "> {t}",
    "Re: quick question\n\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 👍",
    "Fwd: {t}",
    "{t}\n\n-- {name}",
    ">> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!!",
    "{t}\n/{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(dictated)",
    "PS: {t}",
    "📝 {t}",
)


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts and devices."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(9, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(
            w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))
        ) + pick(rng, DIGITS, 1)
    if style == 3:
        return (
            pick(rng, string.ascii_uppercase, 1)
            + pick(rng, string.ascii_lowercase, rng.randint(4, 7))
            + pick(rng, DIGITS, rng.randint(2, 4))
            + rng.choice(SYMBOLS)
        )
    if style == 4:
        return pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + rng.choice(WORDS) + pick(rng, DIGITS, 2)


def v_passphrase(rng: random.Random) -> str:
    """An encryption passphrase: a word sequence (spaces, hyphens or none) or a password."""
    style = rng.randrange(3)
    if style == 0:
        return " ".join(rng.sample(WORDS, rng.randint(3, 5)))
    if style == 1:
        return "-".join(rng.sample(WORDS, 4)) + pick(rng, DIGITS, rng.randint(1, 2))
    return v_pw(rng)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{m}/{d}/{y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(
            ("gmail.example", "outlook.example", "icloud.example", "proton.example", "gmx.example", "mail.example.net")
        )
    )


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte, n = n & 0x7F, n >> 7
        out.append(byte | (0x80 if n else 0))
        if not n:
            return bytes(out)


def v_mesh_url(rng: random.Random) -> str:
    """A Meshtastic channel share URL: a ChannelSet protobuf (settings: psk = 2, name = 3; lora_config: use_preset = 1,
    region = 7) encoded as URL-safe base64 without padding, as the apps write it."""
    psk = rand_bytes(rng, rng.choice((16, 32)))
    name = rng.choice(CHANNELS).encode()
    settings = b"\x12" + varint(len(psk)) + psk + b"\x1a" + varint(len(name)) + name
    lora = b"\x08\x01" + b"\x38" + varint(rng.choice((1, 3, 4)))  # US, EU_868, CN ... as region enum values
    message = b"\x0a" + varint(len(settings)) + settings + b"\x12" + varint(len(lora)) + lora
    return "https://meshtastic.org/e/#" + b64url(message)


def v_jwt(rng: random.Random, claims: str) -> str:
    """An HS256 JWT as Audiobookshelf and Mealie issue: base64url header, claims with random IDs, a 32-byte MAC."""
    header = b64url(b'{"alg":"HS256","typ":"JWT"}')
    iat = rng.randint(1_730_000_000, 1_790_000_000)
    body = claims.format(uuid=v_uuid(rng), user=rng.choice(LOGINS), iat=iat)
    return f"{header}.{b64url(body.encode())}.{b64url(rand_bytes(rng, 32))}"


def v_transituser(rng: random.Random) -> str:
    return rng.choice(
        (pick(rng, DIGITS, rng.choice((9, 10, 12))), v_email(rng), rng.choice(LOGINS) + pick(rng, DIGITS, 2))
    )


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "mshpsk": lambda r: base64.b64encode(rand_bytes(r, r.choice((16, 32, 32)))).decode(),
    "mshurl": v_mesh_url,
    "mshadmin": lambda r: base64.b64encode(rand_bytes(r, 32)).decode(),
    "ippin": lambda r: v_pin(r, 6),
    "ippin2": lambda r: v_pin(r, 6),
    "efilepin": lambda r: v_pin(r, 5),
    "huekey": lambda r: pick(r, ALNUM, 40),
    "nanotoken": lambda r: pick(r, ALNUM, 32),
    "goveekey": v_uuid,
    "lifxtoken": lambda r: pick(r, HEX, 64),
    "cabpw": v_pw,
    "cabpin": lambda r: v_pin(r, r.choice((4, 4, 5, 6))),
    "rachiokey": v_uuid,
    "ospw": v_pw,
    "osmd5": lambda r: hashlib.md5(v_pw(r).encode()).hexdigest(),
    "hydrakey": lambda r: "-".join(pick(r, HEX_UP, 4) for _ in range(4)),
    "obspw": lambda r: pick(r, ALNUM, 16),
    "lfmsecret": lambda r: pick(r, HEX, 32),
    "lfmsession": lambda r: pick(r, HEX, 32),
    "discogstoken": lambda r: pick(r, ALNUM, 40),
    "lbtoken": v_uuid,
    "immichkey": lambda r: pick(r, ALNUM, r.choice((43, 43, 44))),
    "paperlesstoken": lambda r: pick(r, HEX, 40),
    "absjwt": lambda r: v_jwt(r, '{{"userId":"{uuid}","username":"{user}","iat":{iat}}}'),
    "mealiejwt": lambda r: v_jwt(
        r, '{{"long_token":true,"id":"{uuid}","name":"{user}-sync","sub":"{uuid}","iat":{iat}}}'
    ),
    "nsecret": lambda r: r.choice((pick(r, ALNUM, r.randint(12, 20)), v_pw(r) + pick(r, DIGITS, 4))),
    "nstoken": lambda r: r.choice(("readable", "school", "careportal", "follower", "watch")) + "-" + pick(r, HEX, 16),
    "ynabtoken": lambda r: pick(r, URLSAFE, 43),
    "actualpw": v_pw,
    "actualenc": v_passphrase,
    "lunchtoken": lambda r: pick(r, HEX, 50),
    "ldsdk": lambda r: "sdk-" + v_uuid(r),
    "ldapi": lambda r: "api-" + v_uuid(r),
    "unleashtok": lambda r: (
        r.choice(("default", "*", "billing")) + ":" + r.choice(("production", "development")) + "." + pick(r, HEX, 64)
    ),
    "statsigsecret": lambda r: "secret-" + pick(r, ALNUM, 43),
    "transitpw": v_pw,
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
    "chname": lambda r: r.choice(CHANNELS),
    "mshnode": lambda r: "!" + pick(r, HEX, 8),
    "mshpub": lambda r: base64.b64encode(rand_bytes(r, 32)).decode(),
    "short": lambda r: pick(r, UPPER_DIG, 4),
    "snr": lambda r: f"{r.randint(-150, 120) / 10:.1f}",
    "taxyear": lambda r: str(r.randint(2024, 2026)),
    "agi": lambda r: f"{r.randint(18, 240)},{r.randint(0, 999):03d}",
    "refund": lambda r: f"{r.randint(1, 6)},{r.randint(0, 999):03d}",
    "notice": lambda r: r.choice(("CP01A", "CP01F", "LTR 4869C", "LTR 5071C")),
    "bridgeid": lambda r: "ecb5fafffe" + pick(r, HEX, 6),
    "goveesku": lambda r: r.choice(("H6159", "H6199", "H619A", "H6008", "H6072")),
    "mac": lambda r: ":".join(pick(r, HEX_UP, 2) for _ in range(6)),
    "room": lambda r: r.choice(("Porch", "Kitchen", "Office", "Hallway")),
    "lightgroup": lambda r: pick(r, HEX, 32),
    "staffid": lambda r: r.choice(("RN", "N", "PH", "")) + pick(r, DIGITS, r.choice((5, 6))),
    "bed": lambda r: f"{r.randint(1, 40)}{r.choice('AB')}",
    "cabinet": lambda r: r.choice(("4W-MS1", "ED-MAIN", "PICU-2", "OR-ANES3", "5E-TOWER")),
    "drawer": lambda r: f"D{r.randint(1, 9)}-P{r.randint(1, 12)}",
    "zones": lambda r: str(r.randint(4, 16)),
    "hydraserial": lambda r: "HC" + pick(r, UPPER_DIG, 10),
    "bitrate": lambda r: str(r.choice((4500, 6000, 8000, 12000))),
    "scrobbles": lambda r: f"{r.randint(2, 190)},{r.randint(0, 999):03d}",
    "release": lambda r: pick(r, "123456789", 1) + pick(r, DIGITS, r.choice((6, 7))),
    "mbid": v_uuid,
    "album": lambda r: r.choice(ALBUMS),
    "year": lambda r: str(r.randint(1958, 2024)),
    "assetid": v_uuid,
    "docid": lambda r: str(r.randint(12, 4800)),
    "doctitle": lambda r: r.choice(("W-2 2025", "boiler invoice", "lease renewal", "vet bill", "passport scan")),
    "child": lambda r: r.choice(CHILDREN),
    "nssite": lambda r: (
        r.choice(CHILDREN).lower()
        + r.choice(("-cgm", "ns", "-loop"))
        + "."
        + r.choice(("herokuapp.example", "fly.example.dev", "ns10be.example"))
    ),
    "bg": lambda r: str(r.randint(55, 290)),
    "trend": lambda r: r.choice(("flat", "rising", "falling slowly", "↗", "↘")),
    "iob": lambda r: f"{r.randint(0, 60) / 10:.1f}",
    "budgetid": v_uuid,
    "budgetname": lambda r: r.choice(("Household", "House 2026", "Wedding fund", "Shared")),
    "spent": lambda r: str(r.randint(200, 900)),
    "budgeted": lambda r: str(r.randint(600, 1200)),
    "ldclient": lambda r: pick(r, HEX, 24),
    "statsigclient": lambda r: "client-" + pick(r, ALNUM, 43),
    "flag": lambda r: r.choice(FLAGS),
    "pct": lambda r: str(r.choice((5, 10, 25, 50, 100))),
    "project": lambda r: r.choice(("default", "web", "mobile")),
    "company": lambda r: r.choice(("acme", "brightloop", "kestrelworks", "northwind")),
    # language field
    "transituser": v_transituser,
}


CORPUS = blindgen.Corpus(
    name="blind37",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="transit_card_account_ml",
    user_field="transituser",
    pw_field="transitpw",
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
