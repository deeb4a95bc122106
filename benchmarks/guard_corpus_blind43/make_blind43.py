"""Writes secrets_blind43.jsonl, the forty-third blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind43_templates.py, blind43_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. The
filling, building and checking is the shared blind-corpus machinery (benchmarks/guard_corpus_gen/blindgen.py): before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind43/make_blind43.py           # (re)write secrets_blind43.jsonl
    python benchmarks/guard_corpus_blind43/make_blind43.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind43/make_blind43.py --table   # rows per label and kind, languages
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
import blind43_langs as L
import blind43_templates as T
import blindgen
from blindgen import ALNUM, DIGITS, HEX, UPPER_DIG, URLSAFE, b64url, luhn_digit, pick, rand_bytes, v_pin, v_uuid

HERE = Path(__file__).resolve().parent
SEED = 43_4343

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: Apex local and Fusion, ReefBeat, Hydros and reef-pi passwords; Buildium and AppFolio client secrets,
# TenantCloud, RentRedi and Stessa passwords; GolfNow, 18Birdies, Arccos and Golfshot passwords; BlackVue Cloud and
# camera Wi-Fi, MyNextbase, Thinkware and 70mai passwords; Cricut, Silhouette, CanvasWorkspace and Glowforge
# passwords; Zola, The Knot, Joy and Minted passwords and a wedding site's guest password; ForeFlight, SkyDemon and
# EasyVFR passwords and AeroAPI keys; Spoonacular and Edamam keys, Tandoor tokens, Plan to Eat passwords; SRFax
# access passwords, Fax.Plus tokens, Documo keys, HumbleFax secrets; Nexudus and Skedda passwords, OfficeRnD client
# secrets, Optix tokens; gallery passwords, download PINs, Pixieset passwords and ShootProof secrets; job-portal
# passwords; and the unlabelled codes (padlock, lockbox, key-safe, locker, door, keypad, safe, voicemail, pantry and
# phone codes and PINs).
SECRET_FIELDS = {
    "apexpw",
    "fusionpw",
    "reefbeatpw",
    "hydrospw",
    "reefpipw",
    "combo4",
    "buildiumsec",
    "afsec",
    "tenantcloudpw",
    "rentredipw",
    "stessapw",
    "lockbox",
    "boxcode",
    "golfnowpw",
    "birdiespw",
    "arccospw",
    "golfshotpw",
    "lockerpin",
    "doorpin",
    "blackvuepw",
    "bvwifi",
    "nextbasepw",
    "thinkwarepw",
    "maipw",
    "pin4",
    "cricutpw",
    "silhouettepw",
    "canvaspw",
    "glowforgepw",
    "safecode",
    "zolapw",
    "guestpw",
    "knotpw",
    "joypw",
    "mintedpw",
    "voicepin",
    "foreflightpw",
    "skydemonpw",
    "easyvfrpw",
    "aeroapikey",
    "spoonkey",
    "edamamkey",
    "tandoortok",
    "plantoeatpw",
    "pantrypin",
    "srfaxpw",
    "faxplustok",
    "documokey",
    "humblesec",
    "nexuduspw",
    "ordsec",
    "optixtok",
    "skeddapw",
    "gallerypw",
    "dlpin",
    "spsec",
    "pixiesetpw",
    "pin6",
    "jobpw",
}
# rows per English template kind, by label (each kind has 10 or 11 secret and 6 or 7 benign templates); the brief
# asks for about 1,300-1,400 secret rows and about 400 benign near misses (~23 %)
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 31
# per language: the job-portal login and its password, and its twin (the login alone)
LANG_FILLS = {"job_portal_login_ml": 10, "job_portal_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = (
    "{S}",
    "{S}",
    "{S}",
    "{S}.",
    "{S} 💼",
    "{S} 🙏",
    "{B}\n{S}",
    "{NP}: {v}",
    "{NP} = {v}",
    "{NP}\n{v}",
    "{NP}: {jobuser} / {v}",
    "- {NP}: {v}",
    "{NP}: “{v}”",
    "📝 {S}",
    "{S} 🤞",
    "{jobuser}\n{NP}: {v}",
    "{NP} -> {v}",
    "| {jobuser} | {v} |",
    "{NP}:\n  {jobuser}\n  {v}",
    "{jobuser} {v}",
    "{jobuser} / {v}",
)
BENIGN_FRAMES = (
    "{B}",
    "{B}",
    "{B}.",
    "{B} 💼",
    "{B} 🙏",
    "{NP}: {mask}",
    "{NP} = {mask}",
    "{jobuser}\n{NP}: {mask}",
    "{B}\n{NP}: {mask}",
    "{NP}: {jobuser} / {mask}",
    "📝 {B}",
    "{NP} -> {mask}",
    "| {jobuser} | {mask} |",
)
MASKS = (
    "••••••••",
    "[hidden]",
    "(I'll tell you on the phone)",
    "<password>",
    "(not by text)",
    "[removed]",
    "**********",
    "(changed it yesterday, ask me)",
    "—",
    "(I'll log in myself)",
    "[redacted]",
    "●●●●●●",
    "{{JOB_PW}}",
    "?",
    "(reset e-mail sent)",
    "(later)",
)

NAMES = (
    "Aoife",
    "Bolat",
    "Cosmin",
    "Davit",
    "Esra",
    "Finnur",
    "Gohar",
    "Hemant",
    "Inga",
    "Jurgis",
    "Kalinda",
    "Leyla",
    "Marek",
    "Nilufar",
    "Oisín",
    "Priya",
    "Ruairí",
    "Sokha",
    "Tamar",
    "Uyanga",
)
# written for this round: words for passwords
WORDS = (
    "anemone",
    "bramble",
    "clownfish",
    "damson",
    "egret",
    "fairway",
    "garnet",
    "hazel",
    "ibis",
    "juniper",
    "kestrel",
    "lupin",
    "marigold",
    "nettle",
    "osprey",
    "plover",
    "quartz",
    "russet",
    "saffron",
    "tangerine",
    "umber",
    "violet",
    "willow",
    "yarrow",
    "zinnia",
    "birdie",
    "cobalt",
    "dunlin",
    "ember",
    "fulmar",
    "gingham",
    "heron",
)
SYMBOLS = "!#$%&*+-=?@_.~"
LOGINS = (
    "aoife.m",
    "bolat",
    "cosmin_p",
    "davit",
    "esra.k",
    "finnur",
    "gohar_a",
    "hemant",
    "inga.l",
    "jurgis",
    "kalinda",
    "leyla.h",
    "marek",
    "nilufar",
    "priya_s",
    "sokha",
)
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
STUDIOS = ("lumenandlace", "harbourlightphoto", "esra-k-studio", "wildoatphotography", "northfieldfilms")
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
    "{t}\n\nthx",
    "{t}\n\nSent from my iPhone",
    "private:\n{t}",
    "{t}\n\n[pasted from Google Keep]",
    "Written on the back of the envelope:\n{t}",
    "bitte merken:\n{t}",
    "pour plus tard :\n{t}",
    "{t}\n\n(doorgestuurd)",
    "---------- Forwarded message ---------\nFrom: {name}\nDate: {date}\nSubject: the logins you asked for\n\n{t}",
    "[text from the photo of the notebook]\n{t}",
    "{t}\n\n#todo",
    "para luego:\n{t}",
    "{t}\n\nnever remember this one",
    "{date} {hh}:{mi} · {name} · {t}",
    "> {t}",
    "Re: Re: covering for me next week\n\n{t}",
    "{name} on Signal, {hh}:{mi}: {t}",
    "{t}\n\n(voice note, transcribed)",
    "Teams — {name} — {hh}:{mi}\n{t}",
)
LANG_CHROME = (
    "{t}",
    "{t}",
    "{t}",
    "{name}: {t}",
    "[{hh}:{mi}] {t}",
    "{t} 😅",
    "Fwd: {t}",
    "{t}\n\n- {name}",
    "> {t}",
    "{hh}:{mi} {name}\n{t}",
    "{t}!",
    "{t}\n~{name}",
    "{name} ({hh}:{mi}): {t}",
    "{t}\n\n(voice note)",
    "PS: {t}",
    "🔐 {t}",
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


def v_gallerypw(rng: random.Random) -> str:
    """A client-gallery or wedding-site password: what photographers and couples set (a word and a year, or random)."""
    style = rng.randrange(3)
    if style == 0:
        return rng.choice(WORDS) + rng.choice(NAMES).lower() + str(rng.randint(2025, 2027))
    if style == 1:
        return pick(rng, string.ascii_lowercase + DIGITS, rng.randint(6, 9))
    return v_pw(rng)


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d} {MONTHS[m - 1]} {y}"))


def v_email(rng: random.Random) -> str:
    return (
        rng.choice(LOGINS).replace("_", ".")
        + pick(rng, DIGITS, rng.randint(0, 2))
        + "@"
        + rng.choice(("gmail.example", "outlook.example", "proton.example", "yahoo.example", "mail.example.org"))
    )


def v_jobuser(rng: random.Random) -> str:
    return rng.choice(("+" + pick(rng, "123456789", 1) + pick(rng, DIGITS, 10), v_email(rng), rng.choice(LOGINS)))


def imei(rng: random.Random) -> str:
    """A 15-digit IMEI (a dash-cam's LTE module) with its Luhn check digit."""
    body = pick(rng, "123456789", 1) + pick(rng, DIGITS, 13)
    return body + luhn_digit(body)


def isbn13(rng: random.Random) -> str:
    """An ISBN-13 (978 or 979 prefix) with its check digit (weights 1 and 3), hyphenated or not."""
    body = rng.choice(("978", "979")) + pick(rng, DIGITS, 9)
    check = (10 - sum(int(d) * (1 if i % 2 == 0 else 3) for i, d in enumerate(body)) % 10) % 10
    number = body + str(check)
    return f"{number[:3]}-{number[3]}-{number[4:7]}-{number[7:12]}-{number[12]}" if rng.random() < 0.5 else number


def tail(rng: random.Random) -> str:
    """An aircraft registration: a US N-number or a UK G- registration."""
    if rng.random() < 0.5:
        return (
            "N"
            + pick(rng, "123456789", 1)
            + pick(rng, DIGITS, rng.randint(2, 3))
            + pick(rng, "ABCDEFGHJKLMNPRSTUVWXYZ", 2)
        )
    return "G-" + pick(rng, string.ascii_uppercase, 4)


def couple(rng: random.Random) -> str:
    a, b = rng.sample(NAMES, 2)
    return f"{a.lower()}-and-{b.lower()}".replace("í", "i").replace("ú", "u")


def gallery(rng: random.Random, host: str) -> str:
    slug = rng.choice(("engagement", "wedding", "family", "newborn", "christening", "headshots"))
    return f"https://{rng.choice(STUDIOS)}.{host}/{slug}-{pick(rng, string.ascii_lowercase + DIGITS, 5)}/"


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "apexpw": v_pw,
    "fusionpw": v_pw,
    "reefbeatpw": v_pw,
    "hydrospw": v_pw,
    "reefpipw": v_pw,
    "combo4": lambda r: v_pin(r, 4),
    "buildiumsec": lambda r: pick(r, ALNUM + "+/", 43) + "=",
    "afsec": lambda r: pick(r, ALNUM, 40),
    "tenantcloudpw": v_pw,
    "rentredipw": v_pw,
    "stessapw": v_pw,
    "lockbox": lambda r: v_pin(r, 4),
    "boxcode": lambda r: v_pin(r, r.choice((4, 5))),
    "golfnowpw": v_pw,
    "birdiespw": v_pw,
    "arccospw": v_pw,
    "golfshotpw": v_pw,
    "lockerpin": lambda r: v_pin(r, 4),
    "doorpin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "blackvuepw": v_pw,
    "bvwifi": lambda r: pick(r, ALNUM, r.randint(8, 12)),
    "nextbasepw": v_pw,
    "thinkwarepw": v_pw,
    "maipw": v_pw,
    "pin4": lambda r: v_pin(r, 4),
    "cricutpw": v_pw,
    "silhouettepw": v_pw,
    "canvaspw": v_pw,
    "glowforgepw": v_pw,
    "safecode": lambda r: v_pin(r, 6),
    "zolapw": v_pw,
    "guestpw": v_gallerypw,
    "knotpw": v_pw,
    "joypw": v_pw,
    "mintedpw": v_pw,
    "voicepin": lambda r: v_pin(r, r.choice((4, 5, 6))),
    "foreflightpw": v_pw,
    "skydemonpw": v_pw,
    "easyvfrpw": v_pw,
    "aeroapikey": lambda r: pick(r, ALNUM, 32),
    "spoonkey": lambda r: pick(r, HEX, 32),
    "edamamkey": lambda r: pick(r, HEX, 32),
    "tandoortok": lambda r: "tda_" + v_uuid(r).replace("-", "_"),
    "plantoeatpw": v_pw,
    "pantrypin": lambda r: v_pin(r, r.choice((4, 5))),
    "srfaxpw": v_pw,
    "faxplustok": lambda r: pick(r, ALNUM, 48),
    "documokey": lambda r: b64url(rand_bytes(r, 48)),
    "humblesec": lambda r: pick(r, ALNUM, 32),
    "nexuduspw": v_pw,
    "ordsec": lambda r: pick(r, ALNUM, 32),
    "optixtok": lambda r: pick(r, ALNUM, 64),
    "skeddapw": v_pw,
    "gallerypw": v_gallerypw,
    "dlpin": lambda r: v_pin(r, 4),
    "spsec": lambda r: pick(r, URLSAFE, 40),
    "pixiesetpw": v_pw,
    "pin6": lambda r: v_pin(r, 6),
    "jobpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "count": lambda r: str(r.randint(2, 9)),
    "money": lambda r: f"{r.randint(5, 4000)}.{r.randint(0, 99):02d}",
    "lanip": lambda r: f"{r.choice(('192.168', '10.0', '172.16'))}.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "fw": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 9)}{r.randint(0, 9)}",
    "buildiumid": v_uuid,
    "afid": lambda r: pick(r, HEX, 32),
    "bvssid": lambda r: pick(r, UPPER_DIG, 6),
    "apexserial": lambda r: "AC5:" + pick(r, DIGITS, 5),
    "propid": lambda r: str(r.randint(100_000, 999_999)),
    "teetime": lambda r: "confirmation " + pick(r, UPPER_DIG, 8),
    "hcp": lambda r: f"{r.randint(0, 36)}.{r.randint(0, 9)}",
    "camserial": lambda r: pick(r, UPPER_DIG, 12),
    "imei": imei,
    "cricutserial": lambda r: pick(r, UPPER_DIG, 12),
    "couple": couple,
    "tail": tail,
    "recipeid": lambda r: str(r.randint(600_000, 720_000)),
    "isbn": isbn13,
    "faxno": lambda r: f"+1 {r.randint(201, 989)} {r.randint(200, 999)} {r.randint(1000, 9999)}",
    "srfaxid": lambda r: str(r.randint(10_000, 999_999)),
    "humbleid": lambda r: pick(r, HEX, 16),
    "ordid": lambda r: pick(r, ALNUM, 24),
    "spid": lambda r: pick(r, ALNUM, 32),
    "edamamid": lambda r: pick(r, HEX, 8),
    "gallerylink": lambda r: gallery(r, "pixieset.com"),
    "pictimelink": lambda r: gallery(r, "pic-time.com"),
    # language field
    "jobuser": v_jobuser,
}

CORPUS = blindgen.Corpus(
    name="blind43",
    directory=HERE,
    seed=SEED,
    secret=T.SECRET,
    benign=T.BENIGN,
    benign_twin=T.BENIGN_TWIN,
    langs=L.LANGS,
    family="job_portal_login_ml",
    user_field="jobuser",
    pw_field="jobpw",
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
