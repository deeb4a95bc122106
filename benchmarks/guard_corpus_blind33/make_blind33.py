"""Writes secrets_blind33.jsonl, the thirty-third blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind33_templates.py, blind33_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind33/make_blind33.py           # (re)write secrets_blind33.jsonl
    python benchmarks/guard_corpus_blind33/make_blind33.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind33/make_blind33.py --table   # rows per label and kind, languages
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
import blind33_langs as L
import blind33_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind33.jsonl"
SEED = 33_3333

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: game and console passwords, Steam Guard backup codes and console parental PINs, security answers, shared
# streaming passwords, loyalty-card PINs and passwords, plaintext passwords in database dumps, NAS admin passwords and
# backup encryption keys, EV-charging, insurance and broker passwords, trading PINs, library PINs and passwords, SFTP
# passwords and utility-account passwords.
SECRET_FIELDS = {"gamepw", "gamepw2", "backupcode", "backupcode2", "backupcode3", "consolepin", "secanswer",
                 "streampw", "streampw2", "loyaltypin", "loyaltypw", "dumppw", "dumppw2", "naspw", "naskey", "evpw",
                 "inspw", "tradepin", "tradepw", "libpin", "libpin2", "libpw", "sftppw", "utilpw"}
# rows per English template kind, by label (each kind has 7 to 9 secret and 5 to 6 benign templates); the brief asks
# for about 1,000-1,400 secret rows with 20-25 % benign near misses
SECRET_ROWS_PER_KIND = 110
BENIGN_ROWS_PER_KIND = 30
# per language: the utility-account login and its twin (the login alone)
LANG_FILLS = {"utility_account_login_ml": 10, "utility_account_login_ml_benign": 4}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the password
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🙏", "{S} :)", "{B}\n{S}", "{NP}: {v}", "{NP} = {v}",
                 "{NP}\n{v}", "[{NP}] {v}", "{NP}: {utiluser} / {v}", "- {NP}: {v}", "{NP}: \"{v}\"", "⚡ {S}",
                 "{S} 💡", "{NP} → {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🙏", "{B} :)", "{NP}: {mask}", "{NP} = {mask}", "[{NP}] {mask}",
                 "{B}\n{NP}: {mask}", "{NP}: {utiluser} / {mask}", "⚡ {B}", "{NP} → {mask}")
MASKS = ("••••••••", "[hidden]", "(in the safe)", "<password>", "(I'll tell you in person)", "[on paper]", "******",
         "(unchanged)", "…", "(ask me)", "[not here]", "xxxxxxxx", "{{PASSWORD}}", "n/a", "(see the letter)")
FLOORS = {"secret_rows": 1200, "secret_kinds": 11, "benign_rows": 300, "benign_kinds": 11, "languages": 17}
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
B64 = string.ascii_letters + string.digits + "+/"
BCRYPT = string.ascii_letters + string.digits + "./"

NAMES = ("Ximena", "Gaspard", "Henrike", "Tomasz", "Ioana", "Bence", "Eleni", "Oleksandr", "Yara", "Noam", "Somchai",
         "Aisyah", "Marisol", "Juhani", "Wanjiru", "Kofi", "Radka", "Benedetta", "Floor", "Amaru", "Linnea", "Hamza")
# written for this round: words for passwords and passphrases
WORDS = ("saffron", "pebble", "gondola", "thistle", "walrus", "juniper", "mandolin", "cobalt", "pretzel", "lantern",
         "harbor", "meadow", "tortoise", "velvet", "quokka", "bramble", "falcon", "origami", "cactus", "plum",
         "tundra", "biscuit", "nimbus", "cricket", "oyster", "maple", "rocket", "sequoia", "fjord", "papaya")
SYMBOLS = "!#$%&*+-=?@_.~"
DOMAINS = ("hearth-insure.example", "voltline.example.net", "brightkeep.example", "lakeside-lib.example.org",
           "northgrid.example", "meridian-broker.example.com", "parcelbay.example", "fernhill.example.net")
CITIES = ("Porto", "Lyon", "Graz", "Utrecht", "Brno", "Cluj", "Tampere", "Aarhus", "Bologna", "Kraków")
LOGINS = ("ximena.r", "gaspard", "hkoch", "tomasz_w", "ioana88", "bence.t", "eleni", "oleks", "yara.m", "noam",
          "admin2", "deploy", "ops", "webmaster", "linnea", "hamza.k")
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "{t}\n\nkeep this safe for me please", "forwarded from {name}:\n{t}",
          "save this in memory:\n\n{t}", "{t}\n\n(copied from WhatsApp)", "note to self:\n{t}", "{t}\n\nthanks!",
          "> {t}", "{t}\n-- sent from my phone", "can you remember this?\n{t}", "{t}\n\n[from the family doc]",
          "remember for later:\n{t}", "guarda esto:\n{t}", "bitte merken:\n{t}", "{t}\n\n— zapamiętaj",
          "{name} wrote:\n| {t}", "{t}\n\nis this right?")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🤞", "Fwd: {t}", "{t}\n\n~ {name}",
               "» {t}", "{hh}.{mi} {name}: {t}", "{t}!", "{t}\n-{name}", "{name} · {hh}:{mi}\n{t}",
               "{t}\n\n(voice note, transcribed)", "NB: {t}", "🏠 {t}")
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^*", rng.randint(10, 20))
    if style == 2:
        return rng.choice(("-", ".", "_")).join(rng.sample(WORDS, rng.randint(3, 4))) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, rng.randint(5, 8)) + \
            rng.choice(SYMBOLS) + pick(rng, DIGITS, rng.randint(2, 4))
    if style == 4:
        return pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4)
    return rng.choice(WORDS) + rng.choice(SYMBOLS) + rng.choice(WORDS).upper() + pick(rng, DIGITS, 3)


def v_pin(rng: random.Random) -> str:
    return pick(rng, DIGITS, rng.choice((4, 4, 5, 6)))


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{d}/{m}/{y}"))


def v_email(rng: random.Random) -> str:
    return rng.choice(LOGINS).replace("_", ".") + pick(rng, DIGITS, rng.randint(0, 2)) + "@" + rng.choice(
        ("gmail.example", "posteo.example", "mail.example.net", "outlook.example", "web.example"))


def v_user(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return v_email(rng)
    if style == 1:
        return pick(rng, DIGITS, rng.choice((8, 10, 12)))
    return rng.choice(LOGINS) + pick(rng, DIGITS, 2)


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "gamepw": v_pw,
    "gamepw2": v_pw,
    "backupcode": lambda r: pick(r, "BCDFGHJKMNPQRTVWXY2346789", 5),
    "backupcode2": lambda r: pick(r, "BCDFGHJKMNPQRTVWXY2346789", 5),
    "backupcode3": lambda r: pick(r, "BCDFGHJKMNPQRTVWXY2346789", 5),
    "consolepin": lambda r: pick(r, DIGITS, 4),
    "secanswer": lambda r: r.choice(WORDS).capitalize() + r.choice(("", " ", "-")) + r.choice(WORDS),
    "streampw": v_pw,
    "streampw2": v_pw,
    "loyaltypin": v_pin,
    "loyaltypw": v_pw,
    "dumppw": v_pw,
    "dumppw2": v_pw,
    "naspw": v_pw,
    "naskey": lambda r: pick(r, ALNUM + "!#%&*", r.randint(16, 28)),
    "evpw": v_pw,
    "inspw": v_pw,
    "tradepin": lambda r: pick(r, DIGITS, r.choice((4, 5, 6))),
    "tradepw": v_pw,
    "libpin": lambda r: pick(r, DIGITS, 4),
    "libpin2": lambda r: pick(r, DIGITS, 4),
    "libpw": v_pw,
    "sftppw": v_pw,
    "utilpw": v_pw,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": v_email,
    "gamer": lambda r: r.choice(("Night", "Pixel", "Turbo", "Shadow", "Captain", "Lazy", "Frost")) + r.choice(
        ("Otter", "Wolf", "Mango", "Ninja", "Badger", "Comet")) + pick(r, DIGITS, r.randint(1, 4)),
    "city": lambda r: r.choice(CITIES),
    "hh": lambda r: f"{r.randint(6, 23):02d}",
    "mi": lambda r: f"{r.randint(0, 59):02d}",
    "cardno": lambda r: pick(r, DIGITS, r.choice((13, 16, 19))),
    "last4": lambda r: pick(r, DIGITS, 4),
    "points": lambda r: str(r.randint(120, 9800)),
    "date": v_date,
    "id": lambda r: str(r.randint(10, 99999)),
    "id2": lambda r: str(r.randint(10, 99999)),
    "login": lambda r: r.choice(LOGINS),
    "login2": lambda r: r.choice(LOGINS) + pick(r, DIGITS, 1),
    "bcrypt": lambda r: "$2y$10$" + pick(r, BCRYPT, 53),
    "sha1": lambda r: pick(r, HEX, 40),
    "objid": lambda r: pick(r, HEX, 24),
    "dbname": lambda r: r.choice(("shopfront", "members", "intranet", "booking", "forum")),
    "lanip": lambda r: f"192.168.{r.randint(0, 2)}.{r.randint(2, 250)}",
    "qcid": lambda r: r.choice(("home", "familie", "casa", "nas")) + pick(r, LOWER_DIG, 4),
    "domain": lambda r: r.choice(DOMAINS),
    "rfid": lambda r: pick(r, "0123456789ABCDEF", 8),
    "contract": lambda r: r.choice(("DE", "NL", "FR")) + "-" + pick(r, UPPER_DIG, 3) + "-C" + pick(r, DIGITS, 8),
    "chargerid": lambda r: "EH" + pick(r, UPPER_DIG, 6),
    "member": lambda r: r.choice(string.ascii_uppercase) + pick(r, DIGITS, 9),
    "policy": lambda r: r.choice(("POL-", "HV", "KFZ-")) + pick(r, DIGITS, 8),
    "depot": lambda r: pick(r, DIGITS, 10),
    "libcard": lambda r: pick(r, DIGITS, 14),
    "libcard2": lambda r: pick(r, DIGITS, 14),
    "sftphost": lambda r: r.choice(("sftp.", "files.", "ftp.", "web")) + r.choice(DOMAINS),
    "order": lambda r: r.choice(("#", "ORD-", "")) + pick(r, DIGITS, r.randint(7, 10)),
    "fc": lambda r: "-".join(pick(r, DIGITS, 4) for _ in range(3)),
    "ver": lambda r: f"{r.randint(4, 7)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "serial": lambda r: pick(r, UPPER_DIG, 10),
    "count": lambda r: str(r.randint(2, 9)),
    "fp": lambda r: pick(r, B64, 43),
    # language field
    "utiluser": v_user,
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

    family = "utility_account_login_ml"
    for lang, np, sentence, twin in parse_langs():
        for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
            secret = not kind.endswith("_benign")
            for _ in range(LANG_FILLS[kind]):
                def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                        sec: bool = secret) -> tuple[str, dict[str, Any]]:
                    frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                    frame = frame.replace("{v}", "{utilpw}").replace("{mask}", rng.choice(MASKS))
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
        # the label holds no field; the secret sentence {utiluser} and {utilpw}, its twin {utiluser} only
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["utilpw", "utiluser"], ["utiluser"]]:
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
            errors.append("secrets_blind33.jsonl is stale: rerun make_blind33.py")
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
