"""Writes secrets_blind27.jsonl, the twenty-seventh blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind27_templates.py, blind27_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind27/make_blind27.py           # (re)write secrets_blind27.jsonl
    python benchmarks/guard_corpus_blind27/make_blind27.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind27/make_blind27.py --table   # rows per label and kind, languages
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
import blind27_langs as L
import blind27_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind27.jsonl"
SEED = 27_2027

# Every secret field's value is a credential (a password, a Wi-Fi passphrase, a hotel room safe code, an alarm's
# duress code) and is recorded as a needle the row must still hold after filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "wifipw", "safecode", "acode"}
# rows per English template, by label, chosen so each kind lands near 115 secret and 78 benign rows
SECRET_ROWS_PER_KIND = 115
BENIGN_ROWS_PER_KIND = 78
# per language: room safe codes and alarm duress codes, and their twins (the room number, the service line, a mask)
LANG_FILLS = {"room_safe_code_ml": 9, "room_safe_code_ml_benign": 7, "alarm_duress_code_ml": 9,
              "alarm_duress_code_ml_benign": 7}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# field. The value comes before or after its label, quoted or bare, on the same line or the next, alone or beside the
# twin sentence, or inside a guest message or a note to the house-sitter.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S}!", "{S} 👍", "{B}\n{S}", "{S}\n{B}", "{B}, {S}", "{NP}: {v}",
                 "{NP}:\n{v}", "{v} ({NP})", "{NP} - {v}", "{v}\n^ {NP}", "{NP} -> {v}", "{NP}: {v}\n{B}",
                 "* {NP}: {v}", "{NP}: '{v}'", "{NP} {v}", "{NP}\n\n{v}", "{NP} | {v}", "{B}\n{NP}: {v}",
                 "{NP} ≡ {v}", "{NP}: {v} #")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B}!", "{B} 👍", "{NP}: {mask}", "{mask} ({NP})", "{B}\n{NP}: {mask}",
                 "{NP}:\n{mask}", "* {NP}: {mask}", "{NP} - {mask}", "{NP}: {mask}\n{B}", "{B}, {NP}: {mask}")
MASKS = ("****", "••••••", "[not written down]", "<hidden>", "XXXX", "(you know it)", "******", "----", "[removed]",
         "(see the card)", "_ _ _ _", "(ask me in person)", "(not in chat)", "[private]", "(memorised)")
FLOORS = {"secret_rows": 2000, "secret_kinds": 6, "benign_rows": 1400, "benign_kinds": 6, "languages": 85}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this round)
LITERAL_BRACES: set[str] = set()

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"

NAMES = ("Adaeze", "Bjorn", "Carmen", "Dmitri", "Efua", "Farid", "Greta", "Hiroshi", "Ines", "Joao", "Katja",
         "Leila", "Marek", "Nkechi", "Olga", "Pablo", "Rania", "Siobhan", "Tariq", "Ulla", "Vikram", "Yara")
# written for this round: words for passwords and Wi-Fi passphrases, and words for network names
WORDS = ("anchor", "bramble", "cobalt", "dune", "ember", "fennel", "granite", "harbor", "indigo", "juniper", "kelp",
         "lantern", "meadow", "nutmeg", "obsidian", "pepper", "quartz", "rosemary", "saffron", "thistle", "umber",
         "velvet", "walnut", "yonder", "zinnia", "clover", "heron", "mosaic", "pebble", "tundra")
SSID_WORDS = ("Casa", "FamilyNet", "Villa", "Attic", "Loft", "HomeBase", "Garden", "Studio", "Nest", "Cabin")
SYMBOLS = "!#$%&*+-=?@_."
# English rows arrive bare, fenced, after a question, with a sender, a request to keep them or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```yaml\n{t}\n```", "{t}\n\nwhy does this fail?",
          "{name} pasted this in the team chat:\n{t}", "from my notes:\n\n{t}", "{t}\n\n(exactly as on the box)",
          "save this please:\n{t}", "remember this setup:\n{t}", "does this look ok?\n{t}", "{t}\n--",
          "{t}\n\ncheers", "for the handbook:\n{t}", "Re: new house\n\n{t}", "<{name}>\n{t}",
          "moving this to the new server:\n```\n{t}\n```", "home lab notes:\n{t}", "{t}\n\nwhat do these options do?")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 😊", "Fw: {t}", "{t}\n\n{name}",
               "{t} 👌", "• {t}", ">> {t}", "{hh}:{mi} — {name}: {t}", "{t} ✔", "{t}\n-- {name}", "{t}!!!",
               "note to self:\n{t}", "{name} @ {hh}:{mi}\n{t}", "{t} / {name}", "{t}\n\n(sent from my phone)",
               "🗒 {t}", "P.S. {t}")
# a few wrappers only make sense for one family
CHROME_EXTRA = {"room_safe_code_ml": ("🏨 {t}", "🧳 {t}", "{t} 🌴"),
                "alarm_duress_code_ml": ("🚨 {t}", "🔔 {t}", "{t} 🏠")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for NAS, router, camera and deploy accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@", rng.randint(12, 22))
    if style == 2:
        return "-".join(rng.sample(WORDS, 3)) + pick(rng, string.digits, 2)
    if style == 3:
        return pick(rng, string.ascii_lowercase, 4) + rng.choice(SYMBOLS) + pick(rng, string.digits, 3) + \
            pick(rng, string.ascii_uppercase, 3)
    if style == 4:
        return rng.choice(WORDS).capitalize() + rng.choice(("2025", "2026", "2027", "#7", "_99")) + rng.choice(SYMBOLS)
    return pick(rng, ALNUM, 6) + rng.choice(SYMBOLS) + pick(rng, ALNUM, 6)


def v_wifipw(rng: random.Random) -> str:
    """A Wi-Fi passphrase: words as families pick them, or the random string printed on a router's sticker."""
    style = rng.randrange(3)
    if style == 0:
        return "".join(w.capitalize() for w in rng.sample(WORDS, 2)) + pick(rng, string.digits, rng.randint(2, 4))
    if style == 1:
        return pick(rng, string.ascii_lowercase + string.digits, rng.choice((12, 16, 20)))
    return " ".join(rng.sample(WORDS, 4))


def v_ssid(rng: random.Random) -> str:
    return rng.choice(SSID_WORDS) + rng.choice(("", "-", "_")) + rng.choice(("5G", "Mesh", pick(rng, string.digits, 2),
                                                                              pick(rng, HEX.upper(), 4)))


def v_safecode(rng: random.Random) -> str:
    """A hotel room safe code: four to six digits, chosen by the guest (sometimes a year, often with a repeat)."""
    style = rng.randrange(5)
    if style == 0:
        return str(rng.randint(1950, 2019))
    if style == 1:
        a, b = pick(rng, string.digits, 2), pick(rng, string.digits, 2)
        return a + b + a
    return pick(rng, string.digits, rng.choice((4, 4, 5, 6)))


def v_acode(rng: random.Random) -> str:
    """An alarm panel's duress code: four digits, now and then six, sometimes typed with a trailing # or *."""
    digits = pick(rng, string.digits, rng.choice((4, 4, 4, 6)))
    return digits + rng.choice(("", "", "", "#", "*")) if rng.randrange(3) else digits


def v_room(rng: random.Random) -> str:
    """A hotel room number (on the key-card sleeve and every bill), sometimes with a floor or wing letter."""
    n = f"{rng.randint(1, 14)}{rng.randint(0, 3)}{rng.randint(1, 9)}"
    return rng.choice(("", "", "", "A", "B", "Room ", "No. ")) + n if rng.randrange(3) else n


def v_hotline(rng: random.Random) -> str:
    """A security company's published service number (numbers invented for this round)."""
    d = string.digits
    style = rng.randrange(5)
    if style == 0:
        return f"+33 1 {pick(rng, d, 2)} {pick(rng, d, 2)} {pick(rng, d, 2)} {pick(rng, d, 2)}"
    if style == 1:
        return f"0345 {pick(rng, d, 3)} {pick(rng, d, 4)}"
    if style == 2:
        return f"(800) {pick(rng, d, 3)}-{pick(rng, d, 4)}"
    if style == 3:
        return f"+49 30 {pick(rng, d, 4)} {pick(rng, d, 3)}"
    return f"+{rng.randint(30, 98)} {pick(rng, d, 3)} {pick(rng, d, 3)} {pick(rng, d, 3)}"


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "pw2": v_pw,
    "wifipw": v_wifipw,
    "safecode": v_safecode,
    "acode": v_acode,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("media", "backup", "k.mensah", "pi", "nvr", "frigate", "deploy", "ci-bot", "homelab",
                                "lmartin", "scan", "viewer")),
    "dbuser": lambda r: r.choice(("app", "orders_rw", "reporting", "shop", "api_user", "ledger", "wp")),
    "host": lambda r: r.choice(("web01.example.com", "10.0.2.15", "app.example.net", "db.internal.lan",
                                "192.168.50.4", "stage.example.org", "vps.example.de")),
    "ip": lambda r: f"192.168.{r.randint(0, 60)}.{r.randint(2, 250)}",
    "nas": lambda r: r.choice(("nas.lan", "192.168.1.5", "synology", "qnap01", "storage.home.lan", "10.0.0.20")),
    "ssid": v_ssid,
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 99)}",
    "count": lambda r: str(r.randint(2, 9)),
    "upper10": lambda r: pick(r, UPPER_DIG, 10),
    "mac": lambda r: ":".join(pick(r, HEX, 2) for _ in range(6)),
    "room": v_room,
    "hotline": v_hotline,
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

    for lang, safe_np, safe_s, safe_b, alarm_np, alarm_s, alarm_b in parse_langs():
        for family, np, sentence, twin, field in (
                ("room_safe_code_ml", safe_np, safe_s, safe_b, "{safecode}"),
                ("alarm_duress_code_ml", alarm_np, alarm_s, alarm_b, "{acode}")):
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
        # template fields are lower case; ${VAR}, borg's {hostname} and {{ ... }} are not fields
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
    for parts in parse_langs():
        if len(parts) != 7:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the labels hold no field, the secret sentences {safecode} and {acode}, their twins {room} and {hotline}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["safecode"], ["room"], [], ["acode"], ["hotline"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    for frames, slot in ((SECRET_FRAMES, "{v}"), (BENIGN_FRAMES, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
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
            errors.append("secrets_blind27.jsonl is stale: rerun make_blind27.py")
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
