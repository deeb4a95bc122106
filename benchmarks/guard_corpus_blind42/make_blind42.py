"""Writes secrets_blind42.jsonl, the forty-second blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind42_templates.py, blind42_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind42/make_blind42.py           # (re)write secrets_blind42.jsonl
    python benchmarks/guard_corpus_blind42/make_blind42.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind42/make_blind42.py --table   # rows per label and kind, languages
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
import blind42_langs as L
import blind42_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, HEX_UP, UPPER_DIG, URLSAFE, b64url, pick, rand_bytes, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 42_4242

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: SwitchBot tokens and secrets, Tedee personal access keys and bridge tokens, Ultraloq client secrets, Level
# Lock passwords; Eventbrite private tokens and passwords, Ticket Tailor keys, Humanitix keys, Billetto secrets; Cal.com
# keys, Acuity keys, SavvyCal tokens, Setmore refresh tokens, YouCanBookMe passwords; Bluesky app passwords, Tumblr
# secrets and tokens, Pixelfed tokens, Lemmy passwords, Pinterest tokens; Gusto secrets, tokens and passwords, Rippling
# keys, Paychex secrets, Justworks passwords; ShipStation keys and secrets, Printify tokens, Sendle keys, Pirate Ship
# passwords, ShipBob tokens; Dynadot keys, name.com tokens, Spaceship keys and secrets; Roll20, D&D Beyond, BGG and
# Owlbear Rodeo passwords; Expensify partner secrets, Spendesk and Splitwise keys and secrets, Koinly and CoinTracker
# passwords; Vast.ai, Paperspace, TensorDock and Jarvislabs keys; intervals.icu keys, Zwift, TrainerRoad and iRacing
# passwords, Wahoo secrets; rail-booking passwords; and the unlabelled codes (door, storage-unit, cash-box, safe,
# locker, PO-box, padlock and key-safe codes, a dial-in PIN, card, phone and tablet PINs, a memorable word, a BIOS
# password).
SECRET_FIELDS = {
    "sbtoken",
    "sbsecret",
    "tedeepak",
    "tedeebridge",
    "utecsec",
    "levelpw",
    "doorpin",
    "storagepin",
    "ebtoken",
    "ebpw",
    "ttkey",
    "humanitix",
    "billettosec",
    "cashcombo",
    "calkey",
    "acuitykey",
    "savvykey",
    "setmore",
    "ycbmpw",
    "dialpin",
    "bskypw",
    "tumblrsec",
    "tumblrtok",
    "tumblrts",
    "pixelfedtok",
    "lemmypw",
    "pinatoken",
    "pin4",
    "gustosec",
    "gustotok",
    "gustopw",
    "ripplingkey",
    "paychexsec",
    "justworkspw",
    "safecode",
    "sskey",
    "sssec",
    "printify",
    "sendlekey",
    "pirateshippw",
    "shipbob",
    "boxcombo",
    "combo4",
    "dynadotkey",
    "namecomtoken",
    "spaceshipkey",
    "spaceshipsec",
    "roll20pw",
    "ddbpw",
    "bggpw",
    "owlbearpw",
    "lockerpin",
    "expensifysec",
    "spendesk",
    "splitwise",
    "swsecret",
    "koinlypw",
    "cointrackerpw",
    "cardpin",
    "memword",
    "vastkey",
    "paperspacekey",
    "tdkey",
    "tdtoken",
    "jarvistoken",
    "biospw",
    "intervalskey",
    "zwiftpw",
    "trainerroadpw",
    "iracingpw",
    "wahoosec",
    "boxcode",
    "railpw",
}
# rows per English template kind, by label (each kind has 10 or 11 secret and 6 or 7 benign templates); the brief asks
# for about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the rail-booking login and its password, and its twin (the login alone)
LANG_FILLS = {"rail_booking_login_ml": 10, "rail_booking_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 🚆",
    "{S} 🙏",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} - {v}",
    "{NP}\n{v}",
    "{NP}: {railuser} / {v}",
    "* {NP}: {v}",
    "{NP}: «{v}»",
    "🎫 {S}",
    "{S} 👍",
    "{railuser}\n{NP}: {v}",
    "{NP} => {v}",
    "| {railuser} | {v} |",
    "{NP}:\n    {railuser}\n    {v}",
    "{railuser} {v}",
    "{railuser} : {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 🚆",
    "{B} 🙏",
    "{NP}: {mask}",
    "{NP} - {mask}",
    "{railuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {railuser} / {mask}",
    "🎫 {B}",
    "{NP} => {mask}",
    "| {railuser} | {mask} |",
)
MASKS = (
    "●●●●●●●●",
    "[hidden]",
    "(I'll say it on the phone)",
    "<password>",
    "(not over chat)",
    "[redacted]",
    "********",
    "(changed it last week, ask me)",
    "–",
    "(I'll log in for you)",
    "[removed]",
    "••••••",
    "{{RAIL_PW}}",
    "???",
    "(reset link sent)",
    "(no)",
)

NAMES = (
    "Abebe",
    "Brigid",
    "Chidi",
    "Dagny",
    "Emeka",
    "Fatou",
    "Gunnar",
    "Hina",
    "Ilse",
    "Joaquín",
    "Kirra",
    "Lorcan",
    "Mireille",
    "Nnamdi",
    "Orla",
    "Paulo",
    "Rania",
    "Sigrid",
    "Teodor",
    "Yusra",
)
# written for this round: words for passwords and memorable words
WORDS = (
    "almond",
    "basalt",
    "caramel",
    "dormouse",
    "eider",
    "foxglove",
    "gannet",
    "hemlock",
    "iris",
    "jackdaw",
    "kelp",
    "larch",
    "mulberry",
    "nutmeg",
    "otter",
    "puffin",
    "quince",
    "rowan",
    "sorrel",
    "teal",
    "urchin",
    "vetch",
    "wren",
    "yew",
    "zander",
    "bilberry",
    "curlew",
    "driftwood",
    "elder",
    "fennel",
    "gorse",
    "heather",
)
MEMWORDS = ("Thistledown", "marmalade", "Blackpool", "periwinkle", "Gruffalo", "lighthouse", "Pemberley", "snapdragon")
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "abebe.t",
    "brigid",
    "chidi_o",
    "dagny",
    "emeka",
    "fatou.d",
    "gunnar",
    "hina_k",
    "ilse",
    "joaquin.r",
    "kirra",
    "lorcan",
    "mireille",
    "nnamdi",
    "orla.b",
    "teodor",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
DOMAINS = (
    "oakleafbakery.example",
    "thursdaygamers.example.net",
    "pottery-by-orla.example",
    "hinakcycles.example.org",
    "fatou-events.example",
)
PASTED = (
    "{t}",
    "{t}",
    "{t}",
    "{t}",
    "```\n{t}\n```",
    "{t}\n\nthanks!!",
    "Fwd by {name}:\n\n{t}",
    "save this pls:\n{t}",
    "{t}\n\n(copied from Slack)",
    "reminder to myself:\n{t}",
    "{t}\n\nta",
    "{t}\n\nSent from my Galaxy",
    "don't share:\n{t}",
    "{t}\n\n[pasted from Apple Notes]",
    "On the sticky note on the monitor:\n{t}",
    "merk dir:\n{t}",
    "à garder :\n{t}",
    "{t}\n\n(doorgestuurd door {name})",
    "-------- Original Message --------\nFrom: {name}\nSent: {date}\nSubject: logins while I'm away\n\n{t}",
    "[OCR of the whiteboard photo]\n{t}",
    "{t}\n\n#admin",
    "per dopo:\n{t}",
    "{t}\n\nI always forget this one",
    "{date} {hh}:{mi} | {name} | {t}",
    ">> {t}",
    "RE: RE: cover while on holiday\n\n{t}",
    "{name} via Messenger at {hh}:{mi}: {t}",
    "{t}\n\n(dictated, sorry for typos)",
    "Telegram — {name} — {hh}:{mi}\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 😊",
    "Fw: {t}",
    "{t}\n\n— {name}",
    ">> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!!",
    "{t}\n/{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(dictated)",
    "P.S. {t}",
    "🔑 {t}",
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
        return pick(rng, ALNUM, 6) + "-" + pick(rng, ALNUM, 6) + "-" + pick(rng, ALNUM, 6)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + pick(rng, DIGITS, 3) + rng.choice(WORDS).upper()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "icloud.example", "posteo.example", "hey.example", "mail.example.net"))
    )


def v_railuser(rng: random.Random) -> str:
    return rng.choice(("+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10), v_email(rng), rng.choice(LOGINS)))


def usps(rng: random.Random) -> str:
    """A 22-digit USPS IMpb tracking number (9400 1 prefix) with its mod-10 check digit (weights 3 and 1 from the right)."""
    body = "94001" + pick(rng, DIGITS, 16)
    total = sum(int(d) * (3 if i % 2 == 0 else 1) for i, d in enumerate(reversed(body)))
    number = body + str((10 - total % 10) % 10)
    return " ".join(number[i : i + 4] for i in range(0, 22, 4)) if rng.random() < 0.5 else number


def jwt(rng: random.Random, audience: str) -> str:
    """A signed token in the JSON Web Token layout (header, claims and an RS256-sized signature, base64url)."""
    header = b64url(json.dumps({"typ": "JWT", "alg": "RS256"}, separators=(",", ":")).encode())
    claims = {"aud": audience, "jti": pick(rng, HEX, 80), "iat": rng.randint(1_700_000_000, 1_790_000_000)}
    claims["sub"] = str(rng.randint(100_000, 9_999_999))
    return (
        header + "." + b64url(json.dumps(claims, separators=(",", ":")).encode()) + "." + b64url(rand_bytes(rng, 256))
    )


def bsky_pw(rng: random.Random) -> str:
    """A Bluesky app password: four groups of four lower-case letters and digits."""
    return "-".join(pick(rng, string.ascii_lowercase + DIGITS, 4) for _ in range(4))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "sbtoken": lambda r: pick(r, HEX, 96),
    "sbsecret": lambda r: pick(r, HEX, 32),
    "tedeepak": lambda r: pick(r, ALNUM, 8) + "." + pick(r, ALNUM, 40),
    "tedeebridge": lambda r: pick(r, ALNUM, 12),
    "utecsec": lambda r: pick(r, HEX, 32),
    "levelpw": v_pw,
    "doorpin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "storagepin": lambda r: v_pin(r, r.choice((4, 5))),
    "ebtoken": lambda r: pick(r, UPPER_DIG, 20),
    "ebpw": v_pw,
    "ttkey": lambda r: "sk_" + pick(r, DIGITS, 4) + "_" + pick(r, DIGITS, 6) + "_" + pick(r, HEX, 32),
    "humanitix": lambda r: pick(r, ALNUM, 40),
    "billettosec": lambda r: pick(r, ALNUM, 48),
    "cashcombo": lambda r: v_pin(r, 3),
    "calkey": lambda r: "cal_live_" + pick(r, HEX, 32),
    "acuitykey": lambda r: pick(r, HEX, 32),
    "savvykey": lambda r: "pt_secret_" + pick(r, HEX, 48),
    "setmore": lambda r: "r1/" + pick(r, ALNUM, 46),
    "ycbmpw": v_pw,
    "dialpin": lambda r: v_pin(r, r.choice((6, 7, 8))),
    "bskypw": bsky_pw,
    "tumblrsec": lambda r: pick(r, ALNUM, 50),
    "tumblrtok": lambda r: pick(r, ALNUM, 50),
    "tumblrts": lambda r: pick(r, ALNUM, 50),
    "pixelfedtok": lambda r: jwt(r, "3"),
    "lemmypw": v_pw,
    "pinatoken": lambda r: "pina_" + pick(r, UPPER_DIG, 92),
    "pin4": lambda r: v_pin(r, 4),
    "gustosec": lambda r: pick(r, URLSAFE, 43),
    "gustotok": lambda r: pick(r, URLSAFE, 43),
    "gustopw": v_pw,
    "ripplingkey": lambda r: pick(r, ALNUM, 64),
    "paychexsec": lambda r: pick(r, HEX, 32),
    "justworkspw": v_pw,
    "safecode": lambda r: v_pin(r, 6),
    "sskey": lambda r: pick(r, HEX, 32),
    "sssec": lambda r: pick(r, HEX, 32),
    "printify": lambda r: jwt(r, "37d4bd3f"),
    "sendlekey": lambda r: pick(r, ALNUM, 24),
    "pirateshippw": v_pw,
    "shipbob": lambda r: pick(r, ALNUM, 48),
    "boxcombo": lambda r: "-".join(f"{r.randint(0, 39):02d}" for _ in range(3)),
    "combo4": lambda r: v_pin(r, 4),
    "dynadotkey": lambda r: pick(r, ALNUM, 42),
    "namecomtoken": lambda r: pick(r, HEX, 40),
    "spaceshipkey": lambda r: pick(r, ALNUM, 20),
    "spaceshipsec": lambda r: pick(r, ALNUM, 60),
    "roll20pw": v_pw,
    "ddbpw": v_pw,
    "bggpw": v_pw,
    "owlbearpw": v_pw,
    "lockerpin": lambda r: v_pin(r, 4),
    "expensifysec": lambda r: pick(r, HEX, 40),
    "spendesk": lambda r: pick(r, ALNUM, 40),
    "splitwise": lambda r: pick(r, ALNUM, 40),
    "swsecret": lambda r: pick(r, ALNUM, 40),
    "koinlypw": v_pw,
    "cointrackerpw": v_pw,
    "cardpin": lambda r: v_pin(r, 4),
    "memword": lambda r: r.choice(MEMWORDS) + r.choice(("", "", pick(r, DIGITS, 2))),
    "vastkey": lambda r: pick(r, HEX, 64),
    "paperspacekey": lambda r: pick(r, HEX, 30),
    "tdkey": v_uuid,
    "tdtoken": lambda r: pick(r, ALNUM, 64),
    "jarvistoken": lambda r: pick(r, URLSAFE, 43),
    "biospw": v_pw,
    "intervalskey": lambda r: pick(r, string.ascii_lowercase + DIGITS, 26),
    "zwiftpw": v_pw,
    "trainerroadpw": v_pw,
    "iracingpw": v_pw,
    "wahoosec": lambda r: pick(r, URLSAFE, 43),
    "boxcode": lambda r: v_pin(r, r.choice((3, 4))),
    "railpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "isodate": lambda r: f"{r.randint(2025, 2027)}-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "count": lambda r: str(r.randint(2, 19)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "pct": lambda r: str(r.randint(5, 100)),
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "fw": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 9)}",
    "uuid": v_uuid,
    "sbdevice": lambda r: pick(r, HEX_UP, 12),
    "lockserial": lambda r: pick(r, DIGITS, 8) + "-" + pick(r, DIGITS, 6),
    "eventid": lambda r: str(r.randint(100_000_000_000, 999_999_999_999)),
    "billettoid": lambda r: pick(r, UPPER_DIG, 20),
    "billettoorg": lambda r: str(r.randint(100_000, 9_999_999)),
    "ordref": lambda r: "or_" + pick(r, DIGITS, 7),
    "acuityuser": lambda r: str(r.randint(10_000_000, 39_999_999)),
    "bskyhandle": lambda r: r.choice(LOGINS).replace("_", "-").replace(".", "-") + ".bsky.social",
    "did": lambda r: "did:plc:" + pick(r, "abcdefghijklmnopqrstuvwxyz234567", 24),
    "tumblrkey": lambda r: pick(r, ALNUM, 50),
    "postid": lambda r: str(r.randint(600_000_000_000_000_000, 799_999_999_999_999_999)),
    "gustoid": lambda r: pick(r, URLSAFE, 43),
    "gustocompany": v_uuid,
    "paychexid": lambda r: "l7" + pick(r, HEX, 30),
    "usps": usps,
    "sendleid": lambda r: r.choice(LOGINS).replace(".", "_") + "_" + pick(r, DIGITS, 4),
    "domain": lambda r: r.choice(DOMAINS),
    "keytag": lambda r: str(r.randint(1_000, 65_535)),
    "dsdigest": lambda r: pick(r, HEX_UP, 64),
    "room": lambda r: pick(r, string.ascii_lowercase + DIGITS, 10),
    "ddbchar": lambda r: str(r.randint(100_000_000, 149_999_999)),
    "expensifyid": lambda r: "aa_" + r.choice(LOGINS).replace(".", "_") + "_" + r.choice(DOMAINS).replace(".", "_"),
    "expreport": lambda r: "R00" + pick(r, UPPER_DIG, 11),
    "swconsumer": lambda r: pick(r, ALNUM, 40),
    "vastid": lambda r: str(r.randint(10_000_000, 29_999_999)),
    "sshport": lambda r: str(r.randint(10_000, 65_000)),
    "psmachine": lambda r: "ps" + pick(r, string.ascii_lowercase + DIGITS, 7),
    "athlete": lambda r: "i" + str(r.randint(10_000, 499_999)),
    "ftp": lambda r: str(r.randint(150, 380)),
    "zwiftid": lambda r: str(r.randint(1_000_000, 9_999_999)),
    "wahooid": lambda r: pick(r, URLSAFE, 43),
    # language field
    "railuser": v_railuser,
}

CORPUS = blindgen.Corpus(
    name="blind42",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="rail_booking_login_ml",
    user_field="railuser",
    pw_field="railpw",
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
