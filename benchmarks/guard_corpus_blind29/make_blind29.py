"""Writes secrets_blind29.jsonl, the twenty-ninth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind29_templates.py, blind29_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind29/make_blind29.py           # (re)write secrets_blind29.jsonl
    python benchmarks/guard_corpus_blind29/make_blind29.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind29/make_blind29.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
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
import blind29_langs as L
import blind29_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind29.jsonl"
SEED = 29_2029

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: passwords, IPsec pre-shared keys, keystore and key passwords, SNMP communities and v3 passphrases, BIOS
# passwords, loyalty PINs and passwords, RADIUS secrets, NUT passwords, DDNS tokens, passwords and TSIG keys, backup
# repository passwords and gift card PINs.
SECRET_FIELDS = {"pw", "psk", "storepass", "keypass", "community", "community2", "snmpauth", "snmppriv", "biospw",
                 "biospw2", "ffpin", "ffpw", "radsecret", "nutpw", "ducktoken", "ddnspw", "tsig", "repopass", "gcpin"}
# rows per English template kind, by label (each kind has 6 secret and 5 benign templates)
SECRET_ROWS_PER_KIND = 80
BENIGN_ROWS_PER_KIND = 60
# per language: gift card number with PIN and patient-portal passwords, and their twins (balance, appointment, mask)
LANG_FILLS = {"gift_card_pin_ml": 9, "gift_card_pin_ml_benign": 7, "patient_portal_password_ml": 9,
              "patient_portal_password_ml_benign": 7}
# the value each family's label stands beside ({v} in a frame)
FAMILY_VALUE = {"gift_card_pin_ml": "{gcnum} / {gcpin}", "patient_portal_password_ml": "{pw}"}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# value. The value stands after or before its label, alone on a line, quoted, in a table row or beside the twin.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 🤫", "{S} !", "{S}\n{B}", "{B}, {S}", "{B}\n\n{S}", "{NP}: {v}",
                 "{NP} - {v}", "{NP}:\n{v}", "{v} ({NP})", "({NP}) {v}", "{NP}: '{v}'", "* {NP}: {v}\n* {B}",
                 "{NP} => {v}", "| {NP} | {v} |", "{NP}: {v} 👍", "{NP} >> {v}", "{NP}\n====\n{v}", "{B}\n{NP}: {v}",
                 "{NP}: {v} ✔", "„{NP}“ {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 🤫", "{B} !", "{NP}: {mask}", "{NP} - {mask}", "{mask} ({NP})",
                 "{B}\n{NP}: {mask}", "({NP}) {mask}", "* {NP}: {mask}\n* {B}", "{NP}:\n{mask}", "{B}, {NP}: {mask}",
                 "| {NP} | {mask} |")
MASKS = ("●●●●●●", "[masked]", "(I know it by heart)", "<value>", "(won't write it)", "%%%%%%", "[removed]",
         "(in the notebook)", "...", "(tell you later)", "nnnnnn", "[not saved here]", "°°°°°", "(in the safe)", "--",
         "(see the card)", "TBD")
FLOORS = {"secret_rows": 1500, "secret_kinds": 12, "benign_rows": 1200, "benign_kinds": 12, "languages": 45}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields: Borg's archive name
LITERAL_BRACES: set[str] = {"hostname", "now"}

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits

NAMES = ("Abena", "Bruno", "Carmen", "Dmitri", "Elif", "Farid", "Greta", "Hiroshi", "Ines", "Jonas", "Kwame", "Leila",
         "Marek", "Nadia", "Olu", "Paola", "Rahul", "Saskia", "Tomas", "Ulla", "Vikram", "Wanjiru", "Yusuf", "Zofia")
# written for this round: words for passwords and passphrases
WORDS = ("anchor", "bramble", "cobalt", "dune", "ember", "fennel", "granite", "harbor", "indigo", "juniper", "kelp",
         "lantern", "meadow", "nectar", "oak", "pepper", "quartz", "ripple", "saffron", "thistle", "umber", "velvet",
         "walnut", "yonder", "zinnia", "copper", "tundra", "mango", "pebble", "wren")
SYMBOLS = "!#$%&*+-=?@_."
DOMAINS = ("dental.example", "school.example.net", "firma.example", "hospital.example.org", "bistro.example",
           "printshop.example.com", "orchestra.example", "rowing.example.net", "travel.example", "coop.example.org")
# English rows arrive bare, fenced, after a question, from a sender, with a request to keep them or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```conf\n{t}\n```", "{t}\n\ndoes this look ok?",
          "from {name}:\n{t}", "today's notes:\n\n{t}", "{t}\n\n(pasted from the ticket)", "save this please:\n{t}",
          "remember for later:\n{t}", "quick check?\n{t}", "{t}\n\ncheers", "for the wiki:\n{t}", "Re: Re: access\n\n{t}",
          "[{name}] {t}", "note to self:\n{t}", "{t}\n\nit still fails, any idea?", "onboarding:\n{t}", "| {t}")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "<{hh}:{mi}> {t}", "{t} 😊", "FW: {t}", "{t}\n\n-- {name}",
               "{t} 👌", "› {t}", "{hh}:{mi} {name} — {t}", "{t} ✳", "{t}\n/{name}", "{t} (do not lose)",
               "reminder:\n{t}", "{name} [{hh}:{mi}]\n{t}", "{t} // {name}", "{t}\n\n(sent from my phone)",
               "📌 {t}", "NB: {t}")
# a few wrappers only make sense for one family
CHROME_EXTRA = {"gift_card_pin_ml": ("🎁 {t}", "{t} 🛍", "🎂 {t}"),
                "patient_portal_password_ml": ("🏥 {t}", "{t} 🩺", "💊 {t}")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of five styles people pick for portals and services."""
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@", rng.randint(10, 18))
    if style == 2:
        return rng.choice(("-", ".", "_")).join(rng.sample(WORDS, 3)) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, 5) + rng.choice(SYMBOLS) + \
            pick(rng, DIGITS, 3)
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS).capitalize() + rng.choice(("!", "#", "2027", "7$"))


def v_psk(rng: random.Random) -> str:
    """An IPsec pre-shared key: a long mixed string, words joined, or base64 of 24 bytes."""
    style = rng.randrange(3)
    if style == 0:
        return pick(rng, ALNUM + "!#%&*+-", rng.randint(20, 32))
    if style == 1:
        return "-".join(w.capitalize() for w in rng.sample(WORDS, 4)) + pick(rng, DIGITS, 3)
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(24))).decode()


def v_community(rng: random.Random) -> str:
    """An SNMP community someone chose instead of public/private: a word with digits, or a random run."""
    if rng.randrange(2):
        return rng.choice(WORDS) + rng.choice(("_", "-", "")) + pick(rng, LOWER_DIG, rng.randint(4, 8))
    return pick(rng, ALNUM, rng.randint(12, 20))


def v_biospw(rng: random.Random) -> str:
    """A BIOS password: short (many firmwares cap the length) with letters and digits."""
    if rng.randrange(2):
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(3, 5))
    return pick(rng, ALNUM, rng.randint(8, 12))


def v_ffnum(rng: random.Random) -> str:
    """A frequent-flyer / loyalty member number (printed on the card and the boarding pass, not a secret)."""
    return rng.choice(("", "99", "FB", "3")) + pick(rng, DIGITS, rng.choice((9, 10, 12)))


def v_gcnum(rng: random.Random) -> str:
    """A gift card number in groups of four."""
    return " ".join(pick(rng, DIGITS, 4) for _ in range(rng.choice((4, 4, 5))))


def v_tsig(rng: random.Random) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode()


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2027, 2028), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{d:02d}/{m:02d}/{y}"))


def v_amount(rng: random.Random) -> str:
    n = rng.randint(5, 250)
    return rng.choice((f"€{n}", f"{n} €", f"${n}.{rng.randint(0, 99):02d}", f"£{n}", f"{n * 10} ₹", f"{n}.00"))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "psk": v_psk,
    "storepass": v_pw,
    "keypass": v_pw,
    "community": v_community,
    "community2": v_community,
    "snmpauth": v_pw,
    "snmppriv": v_pw,
    "biospw": v_biospw,
    "biospw2": v_biospw,
    "ffpin": lambda r: pick(r, DIGITS, r.choice((4, 4, 6))),
    "ffpw": v_pw,
    "radsecret": v_psk,
    "nutpw": v_pw,
    "ducktoken": lambda r: "-".join(pick(r, HEX, n) for n in (8, 4, 4, 4, 12)),
    "ddnspw": v_pw,
    "tsig": v_tsig,
    "repopass": v_psk,
    "gcpin": lambda r: pick(r, DIGITS, r.choice((4, 4, 6, 8))),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("nina", "netops", "backup", "monitor", "pat", "kwame", "svc-vpn", "family", "it",
                                "snmpv3mon")),
    "email": lambda r: r.choice(("nina", "k.owusu", "family", "it", "p.rossi", "leila.h", "tomas")) + "@" +
    r.choice(DOMAINS),
    "ip": lambda r: f"10.{r.randint(0, 30)}.{r.randint(0, 255)}.{r.randint(2, 250)}",
    "domain": lambda r: r.choice(DOMAINS),
    "date": v_date,
    "amount": v_amount,
    "ffnum": v_ffnum,
    "gcnum": v_gcnum,
    "empid": lambda r: r.choice(("E", "EMP", "", "P-")) + pick(r, DIGITS, r.randint(5, 7)),
    "ver": lambda r: f"{r.choice(('N', '1.', 'A', 'F.'))}{r.randint(10, 40)}",
    "fpr": lambda r: ":".join(pick(r, "0123456789ABCDEF", 2) for _ in range(16)),
    "serial": lambda r: pick(r, UPPER_DIG, r.choice((7, 10))),
    "count": lambda r: str(r.randint(2, 40)),
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

    def chrome(family: str) -> str:
        return rng.choice(LANG_CHROME + CHROME_EXTRA[family]).replace("{hh}", f"{rng.randint(6, 23):02d}").replace(
            "{mi}", f"{rng.randint(0, 59):02d}")

    for lang, gc_np, gc_s, gc_b, pp_np, pp_s, pp_b in parse_langs():
        for family, np, sentence, twin in (
                ("gift_card_pin_ml", gc_np, gc_s, gc_b),
                ("patient_portal_password_ml", pp_np, pp_s, pp_b)):
            field = FAMILY_VALUE[family]
            for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                            f: str = field, sec: bool = secret, fam: str = family) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                        frame = frame.replace("{v}", f).replace("{mask}", rng.choice(MASKS))
                        return filler.fill(chrome(fam).replace("{t}", frame), secret=sec)
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
        # template fields are lower case; ${VAR} and {{ ... }} (frp's templating) are not fields
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
    unknown |= {f for parts in parse_langs() for p in parts[1:] for f in FIELD.findall(p)}
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
        if len(parts) != 7:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the labels hold no field; the secret sentences {gcnum} with {gcpin}, and {pw}; their twins {amount}, {date}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["gcnum", "gcpin"], ["amount"], [], ["pw"], ["date"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in SECRET_FRAMES if "{v}" not in f and "{S}" not in f]
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
            errors.append("secrets_blind29.jsonl is stale: rerun make_blind29.py")
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
