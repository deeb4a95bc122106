"""Writes secrets_blind34.jsonl, the thirty-fourth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind34_templates.py, blind34_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind34/make_blind34.py           # (re)write secrets_blind34.jsonl
    python benchmarks/guard_corpus_blind34/make_blind34.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind34/make_blind34.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind34_langs as L
import blind34_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind34.jsonl"
SEED = 34_3434

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: internet-access (PPPoE) and router admin passwords and Wi-Fi keys, government-portal passwords and their
# recovery answers, camera-account and camera-admin passwords and device verification codes, CMS admin and database
# passwords and WordPress salts, hosting-panel passwords, SAP / ERP passwords and the Odoo master password,
# bookkeeping passwords and PINs, connected-car passwords and vehicle PINs, seller passwords and their 2-step backup
# codes, betting passwords and withdrawal PINs, health-device app passwords and webmail passwords.
SECRET_FIELDS = {"ppppw", "routerpw", "wifikey", "govpw", "govanswer", "campw", "campw2", "camverify", "cmspw",
                 "wpsalt", "wpsalt2", "panpw", "sappw", "sappw2", "acctpw", "acctpin", "carpw", "carpin", "sellpw",
                 "sellpw2", "sellbackup", "sellbackup2", "betpw", "betpin", "healthpw", "mailpw"}
# rows per English template kind, by label (each kind has 8 to 9 secret and 5 to 6 benign templates); the brief asks
# for about 1,200-1,400 secret rows and 350-450 benign near misses
SECRET_ROWS_PER_KIND = 100
BENIGN_ROWS_PER_KIND = 28
# per language: the webmail login and its twin (the address alone)
LANG_FILLS = {"webmail_account_login_ml": 10, "webmail_account_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 👍", "{S} ;)", "{B}\n{S}", "{NP}: {v}", "{NP} - {v}",
                 "{NP}\n{v}", "{NP}: {mailuser} / {v}", "* {NP}: {v}", "{NP}: '{v}'", "📧 {S}", "{S} ✅",
                 "{mailuser}\n{NP}: {v}", "{NP} » {v}", "| {mailuser} | {v} |")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 👍", "{B} ;)", "{NP}: {mask}", "{NP} - {mask}", "{mailuser}\n{NP}: {mask}",
                 "{B}\n{NP}: {mask}", "{NP}: {mailuser} / {mask}", "📧 {B}", "{NP} » {mask}", "| {mailuser} | {mask} |")
MASKS = ("●●●●●●●●", "[redacted]", "(on the fridge)", "<your password>", "(call me)", "[in my notebook]", "********",
         "(same as always)", "...", "(not in chat)", "[removed]", "XXXXXXXX", "{{MAIL_PASSWORD}}", "-", "(see SMS)",
         "(changed)")
FLOORS = {"secret_rows": 1200, "secret_kinds": 12, "benign_rows": 350, "benign_kinds": 12, "languages": 18}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()
# fields of the language lines filled by build() itself (none in this corpus)
LANG_FIELDS: set[str] = set()

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits
# printable ASCII the way WordPress salts look, without quotes, backslash and braces (the filler reads braces)
SALT = "".join(c for c in string.printable[:94] if c not in "'\"\\{}")

NAMES = ("Anouk", "Rashid", "Priyanka", "Kasimir", "Lotte", "Mateus", "Sigrun", "Dalia", "Emeka", "Ines", "Yusuf",
         "Marta", "Seo-yeon", "Fintan", "Leocadia", "Tariq", "Hedda", "Jaroslav", "Nkechi", "Paloma", "Ruairi", "Vesna")
# written for this round: words for passwords and passphrases
WORDS = ("anchovy", "basalt", "corduroy", "dahlia", "ember", "ferret", "glacier", "hazel", "igloo", "jasper",
         "kestrel", "lagoon", "marble", "nutmeg", "orchid", "parsnip", "quartz", "raven", "sorrel", "turnip",
         "umber", "vortex", "willow", "yonder", "zephyr", "bonsai", "clover", "dune", "garnet", "mosaic")
SYMBOLS = "!#$%&*+-=?@_.~"
SITES = ("rosebakery.example", "stmarks-parish.example.org", "kite-and-co.example", "flatwhite.example.net",
         "oakshed.example", "harbourlight.example.com", "tinyhands-nursery.example", "vale-builders.example.net")
ISPS = ("Vodafone", "Telekom", "Orange", "BT", "Ziggo", "Fastweb", "Movistar", "Comcast", "Telstra", "o2")
LOGINS = ("anouk.v", "rashid", "priya_k", "kasimir", "lotte92", "mateus.s", "sigrun", "dalia.m", "emeka", "ines",
          "yusuf_a", "marta.w", "fintan", "hedda", "jaroslav.b", "office")
PASTED = ("{t}", "{t}", "{t}", "{t}", "```\n{t}\n```", "{t}\n\nplease remember this", "Fwd from {name}:\n\n{t}",
          "remember this for me:\n{t}", "{t}\n\n(copied from Signal)", "memo:\n{t}", "{t}\n\ncheers",
          "{t}\n-- \nSent from my iPad", "could you store this?\n{t}", "{t}\n\n[from the shared notes app]",
          "Screenshot transcription:\n{t}", "recuerda esto:\n{t}", "à retenir :\n{t}", "{t}\n\n(von {name} weitergeleitet)",
          "---------- Forwarded message ---------\nFrom: {name}\n\n{t}", "[image text]\n{t}", "{t}\n\n#important",
          "onthoud dit:\n{t}", "{t}\n\nkeep it, I always lose these")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🙂", "Fw: {t}", "{t}\n\n— {name}",
               "> {t}", "{hh}:{mi} · {name}\n{t}", "{t}!!", "{t}\n/{name}", "{name} ({hh}:{mi}): {t}",
               "{t}\n\n(transcribed from a voice message)", "PS: {t}", "✉️ {t}")
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(9, 18))
    if style == 2:
        return rng.choice(("-", ".", "_", "")).join(w.capitalize() for w in rng.sample(WORDS, rng.randint(2, 4))) + \
            pick(rng, DIGITS, 1)
    if style == 3:
        return pick(rng, string.ascii_lowercase, rng.randint(4, 7)) + pick(rng, DIGITS, rng.randint(3, 5)) + \
            rng.choice(SYMBOLS) + pick(rng, string.ascii_uppercase, 1)
    if style == 4:
        return pick(rng, UPPER_DIG, 5) + "-" + pick(rng, UPPER_DIG, 5)
    return rng.choice(WORDS) + pick(rng, DIGITS, 4) + rng.choice(WORDS).upper()


def v_pin(rng: random.Random) -> str:
    return pick(rng, DIGITS, rng.choice((4, 4, 6)))


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}/{m:02d}/{y}", f"{y}-{m:02d}-{d:02d}", f"{d}.{m}.{y}"))


def v_email(rng: random.Random) -> str:
    return rng.choice(LOGINS).replace("_", ".") + pick(rng, DIGITS, rng.randint(0, 2)) + "@" + rng.choice(
        ("gmail.example", "proton.example", "mail.example.org", "icloud.example", "yahoo.example", "gmx.example"))


def v_wifikey(rng: random.Random) -> str:
    """A Wi-Fi key as routers print it: digit groups, a long random string or word groups."""
    style = rng.randrange(3)
    if style == 0:
        return " ".join(pick(rng, DIGITS, 4) for _ in range(5))
    if style == 1:
        return pick(rng, UPPER_DIG.replace("O", "").replace("0", ""), rng.choice((12, 16, 20)))
    return "-".join(rng.sample(WORDS, 3)) + "-" + pick(rng, DIGITS, 3)


def v_user(rng: random.Random) -> str:
    return rng.choice(LOGINS) + pick(rng, DIGITS, rng.randint(0, 3))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "ppppw": lambda r: r.choice((pick(r, DIGITS, 8), pick(r, LOWER_DIG, 8), v_pw(r))),
    "routerpw": lambda r: r.choice((pick(r, LOWER_DIG, r.choice((8, 10))), v_pw(r))),
    "wifikey": v_wifikey,
    "govpw": v_pw,
    "govanswer": lambda r: r.choice(WORDS).capitalize() + r.choice(("", " ")) + pick(r, DIGITS, r.choice((0, 2))),
    "campw": v_pw,
    "campw2": v_pw,
    "camverify": lambda r: pick(r, string.ascii_uppercase, 6),
    "cmspw": v_pw,
    "wpsalt": lambda r: pick(r, SALT, 64),
    "wpsalt2": lambda r: pick(r, SALT, 64),
    "panpw": v_pw,
    "sappw": v_pw,
    "sappw2": lambda r: pick(r, LOWER_DIG, 4) + "-" + pick(r, LOWER_DIG, 4) + "-" + pick(r, LOWER_DIG, 4),
    "acctpw": v_pw,
    "acctpin": lambda r: pick(r, DIGITS, 6),
    "carpw": v_pw,
    "carpin": lambda r: pick(r, DIGITS, 4),
    "sellpw": v_pw,
    "sellpw2": v_pw,
    "sellbackup": lambda r: " ".join(pick(r, UPPER_DIG, 4) for _ in range(4)),
    "sellbackup2": lambda r: " ".join(pick(r, UPPER_DIG, 4) for _ in range(4)),
    "betpw": v_pw,
    "betpin": v_pin,
    "healthpw": v_pw,
    "mailpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "login": lambda r: r.choice(LOGINS),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "date": v_date,
    "isp": lambda r: r.choice(ISPS),
    "custno": lambda r: pick(r, DIGITS, r.choice((9, 10, 12))),
    "pppuser": lambda r: r.choice(("", "0", "00")) + pick(r, DIGITS, 10) + r.choice(("@t-online.example",
                                                                                     "@isp.example", "")),
    "ssid": lambda r: r.choice(("FRITZ!Box 7590 ", "Vodafone-", "Livebox-", "BTHub6-", "Ziggo", "MOVISTAR_")) +
    pick(r, UPPER_DIG, 4),
    "lanip": lambda r: f"192.168.{r.choice((0, 1, 178))}.{r.choice((1, 1, 254))}",
    "srvip": lambda r: f"{r.choice((88, 91, 185, 203))}.{r.randint(1, 254)}.{r.randint(1, 254)}.{r.randint(2, 254)}",
    "gatewayid": lambda r: pick(r, DIGITS, 12),
    "taxref": lambda r: pick(r, DIGITS, 13),
    "camserial": lambda r: r.choice(("DS-2CD", "E", "T8")) + pick(r, UPPER_DIG, 9),
    "site": lambda r: r.choice(SITES),
    "dbname": lambda r: r.choice(("wp_bakery", "parish", "shopdb", "kite", "nursery")),
    "panuser": lambda r: r.choice(("rosebak", "stmarks", "kiteco", "oakshed", "harbour")) + pick(r, DIGITS, 1),
    "sapsid": lambda r: r.choice(("PRD", "QAS", "DEV", "P01", "S4H")),
    "sapclient": lambda r: r.choice(("100", "200", "300", "800")),
    "sapuser": lambda r: r.choice(("JDOE", "MWEBER", "AP_CLERK", "FIN_USER", "KSMITH")) + pick(r, DIGITS, 2),
    "quarter": lambda r: str(r.randint(1, 4)),
    "vin": lambda r: r.choice(("WBA", "WVW", "KMH", "5YJ", "WDD")) + pick(r, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789", 14),
    "shop": lambda r: r.choice(("VintageNook", "kite_and_co", "OakShedCrafts", "retro.reseller", "plantpal")) +
    pick(r, DIGITS, r.randint(0, 2)),
    "sellerid": lambda r: "A" + pick(r, UPPER_DIG, 12),
    "order": lambda r: pick(r, DIGITS, 3) + "-" + pick(r, DIGITS, 7) + "-" + pick(r, DIGITS, 7),
    "betuser": lambda r: r.choice(("lucky", "punter", "redhorse", "goalkeeper", "acey")) + pick(r, DIGITS, 2),
    "ticket": lambda r: pick(r, UPPER_DIG, 4) + "-" + pick(r, DIGITS, 6),
    "pumpserial": lambda r: r.choice(("NG", "3M", "MMT")) + pick(r, UPPER_DIG, 8),
    "serial": lambda r: pick(r, UPPER_DIG, 12),
    "ver": lambda r: f"{r.randint(5, 17)}.{r.randint(0, 9)}.{r.randint(0, 9)}",
    "count": lambda r: str(r.randint(2, 9)),
    "points": lambda r: str(r.randint(50, 990)),
    # language field
    "mailuser": v_email,
}


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def choose(self, template: str) -> str:
        """The template with every ⟦a|b|c⟧ replaced by one of its alternatives (innermost first)."""
        while CHOICE.search(template):
            template = CHOICE.sub(lambda m: self.rng.choice(m.group(1).split("|")), template)
        return template

    def fill(self, template: str, secret: bool) -> tuple[str, dict[str, Any]]:
        """The template with its wording chosen and every field filled; a repeated field keeps its first value."""
        meta: dict[str, Any] = {"needles": []}
        template = self.choose(template)

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            if name not in meta:
                meta[name] = VALUES[name](self.rng)
                if name in SECRET_FIELDS and secret:
                    meta["needles"].append(meta[name])
            return str(meta[name])

        text = FIELD.sub(sub, template).replace("{{", "{").replace("}}", "}")
        return text, meta


def parse_langs() -> list[list[str]]:
    return [line.split("|") for line in L.LANGS.strip().splitlines()]


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    filler = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(label: str, kind: str, lang: str, make: Callable[[], tuple[str, dict[str, Any]]]) -> None:
        for _ in range(60):
            text, meta = make()
            if text not in seen and len(text) <= MAX_CHARS:
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
                return
        raise SystemExit(f"could not make a unique {kind} row")

    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        per_kind = SECRET_ROWS_PER_KIND if label == "secret" else BENIGN_ROWS_PER_KIND
        for kind, templates in table.items():
            # the kind's rows spread evenly over its templates; each row draws its own wording and wrapper
            for i in range(per_kind):
                template = templates[i % len(templates)]

                def one(t: str = template, s: bool = label == "secret") -> tuple[str, dict[str, Any]]:
                    wrap = rng.choice(PASTED)
                    if "{name}" in wrap and "{name}" in t:  # a row that names someone keeps one sender
                        wrap = "{t}"
                    return filler.fill(wrap.replace("{t}", t), secret=s)
                add(label, kind, "en", one)

    family = "webmail_account_login_ml"
    for lang, np, sentence, twin in parse_langs():
        for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                        sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                    frame = frame.replace("{v}", "{mailpw}").replace("{mask}", rng.choice(MASKS))
                    return filler.fill(rng.choice(LANG_CHROME).replace("{t}", frame), secret=sec)
                add("secret" if secret else "benign", kind, lang, row)
    return rows


def check_rows(rows: list[dict[str, Any]], from_disk: bool = False) -> list[str]:
    errors: list[str] = []
    texts = collections.Counter(row["text"] for row in rows)
    errors += [f"duplicate text: {t[:80]!r}" for t, n in texts.items() if n > 1]
    for row in rows:
        text, label = row["text"], row["label"]
        bad = f"{row['kind']}: {text[:80]!r}"
        if label not in ("secret", "benign") or not isinstance(row["kind"], str) or not text:
            errors.append(f"bad row: {bad}")
        if len(text) > MAX_CHARS:
            errors.append(f"too long ({len(text)}): {bad}")
        if from_disk:
            continue
        meta = row["meta"]
        # template fields are lower case; ${VAR} and {{ ... }} (a template language's) are not fields
        left = set(re.findall(r"(?<!\$)\{([a-z][a-z0-9_]*)\}", re.sub(r"\{\{[^{}]*\}\}", "", text)))
        if left - LITERAL_BRACES:
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
        if "⟦" in text or "⟧" in text:
            errors.append(f"unresolved wording choice: {bad}")
    if from_disk:
        return errors
    unknown = {f for table in (T.SECRET, T.BENIGN) for ts in table.values() for t in ts for f in FIELD.findall(t)}
    unknown |= {f for parts in parse_langs() for p in parts[1:] for f in FIELD.findall(p)} - LANG_FIELDS
    errors += [f"field {f} has no value" for f in sorted(unknown - set(VALUES))]
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & SECRET_FIELDS]
        # every wording of a secret template keeps a credential: no ⟦a|b⟧ alternative may drop the only secret field
        for t in templates:
            outside = CHOICE.sub("", t)
            if set(FIELD.findall(outside)) & SECRET_FIELDS:
                continue
            for m in CHOICE.finditer(t):
                alternatives = m.group(1).split("|")
                if any(set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives) and not all(
                        set(FIELD.findall(a)) & SECRET_FIELDS for a in alternatives):
                    errors.append(f"secret template {kind} has a wording without a secret: {t[:60]!r}")
    for parts in parse_langs():
        if len(parts) != 4:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the label holds no field; the secret sentence {mailuser} and {mailpw}, its twin {mailuser} only
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["mailpw", "mailuser"], ["mailuser"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in SECRET_FRAMES if "{v}" not in f and "{S}" not in f]
    errors += [f"benign frame {f!r} holds a secret" for f in BENIGN_FRAMES if "{v}" in f or "{S}" in f
               or set(FIELD.findall(f)) & SECRET_FIELDS]
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"]
               if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs_by["secret"] & langs_by["benign"])}
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n"
                   for r in rows)


def table(rows: list[dict[str, Any]]) -> None:
    counts = collections.Counter((r["label"], r["kind"]) for r in rows)
    print("| label | kind | rows |\n|---|---|---:|")
    for (label, kind), n in sorted(counts.items()):
        print(f"| {label} | {kind} | {n} |")
    by_label = collections.Counter(r["label"] for r in rows)
    for label in ("benign", "secret"):
        print(f"{label}: {by_label[label]} rows in {len({k for lab, k in counts if lab == label})} kinds")
    langs = collections.Counter(r["lang"] for r in rows)
    both = {r["lang"] for r in rows if r["label"] == "secret"} & {r["lang"] for r in rows if r["label"] == "benign"}
    print(f"{len(rows)} rows, {len(langs)} languages ({len(both)} with both labels): {' '.join(langs)}")
    print(f"longest text: {max(len(r['text']) for r in rows)}; "
          f"secret rows of 3+ lines: {sum(1 for r in rows if r['label'] == 'secret' and r['text'].count(chr(10)) >= 2)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        text = OUT.read_text(encoding="utf-8")
        # the file is checked on its own too (uniqueness, length), not only through the regeneration
        errors += check_rows([json.loads(line) for line in text.splitlines() if line.strip()], from_disk=True)
        if text != serialise(rows):
            errors.append("secrets_blind34.jsonl is stale: rerun make_blind34.py")
    if errors:
        print("\n".join(errors[:50]), file=sys.stderr)
        print(f"{len(errors)} check(s) failed", file=sys.stderr)
        return 1
    if args.table:
        table(rows)
    elif not args.check:
        OUT.write_text(serialise(rows), encoding="utf-8")
        print(f"wrote {len(rows)} rows to {OUT.name}")
    else:
        print(f"ok: {len(rows)} rows, all checks pass")
    return 0


if __name__ == "__main__":
    sys.exit(main())
