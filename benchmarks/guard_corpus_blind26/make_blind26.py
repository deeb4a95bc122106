"""Writes secrets_blind26.jsonl, the twenty-sixth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind26_templates.py, blind26_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind26/make_blind26.py           # (re)write secrets_blind26.jsonl
    python benchmarks/guard_corpus_blind26/make_blind26.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind26/make_blind26.py --table   # rows per label and kind, languages
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
import blind26_langs as L
import blind26_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind26.jsonl"
SEED = 26_2026

# Every secret field's value is a credential (a password, a base64-encoded password, the base64 that Windows Setup
# writes for a "PlainText false" password, a printer's factory admin password, a copier or print-release PIN, a
# kindergarten pickup code word, a telephone banking PIN) and is recorded as a needle the row must still hold after
# filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "b64pw", "unattendb64", "printerpw", "pin", "codeword", "tpin"}
# rows per English template, by label, chosen so each kind lands near 115 secret and 78 benign rows
SECRET_ROWS_PER_KIND = 115
BENIGN_ROWS_PER_KIND = 78
# per language: pickup code words and telephone banking PINs, and their twins (the group's name, the hotline, a mask)
LANG_FILLS = {"pickup_code_word_ml": 9, "pickup_code_word_ml_benign": 7, "phone_banking_pin_ml": 9,
              "phone_banking_pin_ml_benign": 7}
# the phrasings built from one language's label (NP), sentences (S, S2) and twin sentence (B); {v} is the secret
# field. The value comes before or after its label, quoted or bare, on the same line or the next, alone or beside the
# twin sentence.
SECRET_FRAMES = ("{S}", "{S}", "{S2}", "{S2}", "{S}.", "{B}\n{S}", "{S2}\n{B}", "{NP}: {v}", "{NP}:\n{v}",
                 "{v} ({NP})", "{NP} — {v}", "{v}\n({NP})", "{NP} = {v}", "{NP} » {v}", "{B}; {NP}: {v}",
                 "{NP}: {v}\n{B}", "__{NP}__: {v}", "{NP}: \"{v}\"", "{S}!", "{NP} ⇒ {v}", "{NP}\n- {v}",
                 "[{NP}] {v}", "{NP} / {v}")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B}!", "{NP}: {mask}", "({NP}) {mask}", "{B}\n{NP}: {mask}",
                 "{NP}:\n{mask}", "[{NP}] {mask}", "{NP} — {mask}", "{NP}: {mask}\n{B}", "{B}; {NP}: {mask}")
MASKS = ("***", "••••", "[hidden]", "<masked>", "xxxx", "(private)", "*****", "####", "[REDACTED]", "…", "— — —",
         "(ask me)", "(not here)", "[secret]", "(in my head)")
FLOORS = {"secret_rows": 2000, "secret_kinds": 6, "benign_rows": 1400, "benign_kinds": 6, "languages": 85}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this round)
LITERAL_BRACES: set[str] = set()

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
CRYPT = "./" + string.digits + string.ascii_uppercase + string.ascii_lowercase

NAMES = ("Abebe", "Birgit", "Camila", "Darius", "Emeka", "Freya", "Giulia", "Hamid", "Ingrid", "Jana", "Kwame",
         "Lucia", "Mateo", "Nadia", "Oskar", "Priya", "Radek", "Sanna", "Tomasz", "Wen", "Ximena", "Zeynep")
# written for this round: words for passwords, and separate words for pickup code words and kindergarten groups
WORDS = ("acorn", "basalt", "canyon", "drizzle", "estuary", "fjord", "glacier", "hazel", "iris", "jasper", "kestrel",
         "larch", "marble", "nectar", "orchid", "plover", "quill", "raven", "sorrel", "tamarind", "urchin", "vervain",
         "willow", "yarrow", "zephyr", "cinder", "lichen", "mistral", "pollen", "ripple")
CODE_WORDS = ("banana", "rocket", "pancake", "dragon", "noodle", "pirate", "muffin", "comet", "dino", "waffle",
              "turtle", "unicorn", "popcorn", "tornado", "pickle", "meteor", "jelly", "kiwi", "walrus", "yeti",
              "cactus", "lollipop", "bubbles", "ninja", "volcano", "pumpkin", "robot", "mango", "giraffe", "sputnik")
GROUPS = ("Ladybirds", "Sunflowers", "Bumblebees", "Hedgehogs", "Dolphins", "Squirrels", "Butterflies", "Owls",
          "Caterpillars", "Foxes", "Starfish", "Rainbow", "Seahorses", "Acorns", "Penguins", "Little Bears")
SYMBOLS = "!#$%&*+-=?@_."
# English rows arrive bare, fenced, after a question, with a sender, a request to keep them or an aside
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```text\n{t}\n```", "{t}\n\ncan you check this?",
          "{name} sent me this:\n{t}", "from the old laptop:\n\n{t}", "{t}\n\n(copied as-is)", "keep this for me:\n{t}",
          "remember this config:\n{t}", "is this right?\n{t}", "{t}\n--", "{t}\n\nthx", "for the wiki:\n{t}",
          "Re: handover\n\n{t}", "[{name}]\n{t}", "migrating this next week:\n```\n{t}\n```",
          "setting up the new office, notes:\n{t}", "{t}\n\nwhat does this do?")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🙏", "Fwd: {t}", "{t}\n\n{name}",
               "{t} 🙂", "- {t}", "→ {t}", "{hh}:{mi} · {name}: {t}", "{t} ✅", "{t}\n~ {name}", "{t}!!",
               "reminder:\n{t}", "{name} ({hh}:{mi})\n{t}", "{t} | {name}", "{t}\n\n(sent from my iPhone)",
               "📝 {t}", "PS: {t}")
# a few wrappers only make sense for one family
CHROME_EXTRA = {"pickup_code_word_ml": ("👶 {t}", "🏫 {t}", "{t} 🧸"),
                "phone_banking_pin_ml": ("🏦 {t}", "📞 {t}", "{t} ☎️")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    """A password in one of six styles people pick for device and service accounts."""
    style = rng.randrange(6)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, string.digits, rng.randint(2, 4))
    if style == 1:
        return pick(rng, ALNUM + "#%+!", rng.randint(12, 20))
    if style == 2:
        return ".".join(w.capitalize() for w in rng.sample(WORDS, 3)) + pick(rng, string.digits, 1)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 2) + pick(rng, string.digits, 4) + rng.choice(SYMBOLS) + \
            pick(rng, string.ascii_lowercase, 5)
    if style == 4:
        return rng.choice(WORDS) + rng.choice(("2024", "2025", "2026", "!2026", "#1", "_01")) + rng.choice(SYMBOLS)
    return pick(rng, string.ascii_lowercase + string.digits, 4) + "-" + pick(rng, string.ascii_lowercase +
                                                                               string.digits, 4) + "-" + \
        pick(rng, string.ascii_lowercase + string.digits, 4)


def v_unattend_b64(rng: random.Random) -> str:
    """What Windows System Image Manager writes for a password with PlainText false: base64 of the UTF-16LE text
    of the password followed by "Password". Encoding, not protection: anyone can decode it."""
    return base64.b64encode((v_pw(rng) + "Password").encode("utf-16-le")).decode()


def v_codeword(rng: random.Random) -> str:
    """A family's pickup code word: two silly words, or one with a number, as parents choose them with kids."""
    a, b = rng.sample(CODE_WORDS, 2)
    style = rng.randrange(4)
    if style == 0:
        return f"{a}-{b}"
    if style == 1:
        return f"{a.capitalize()}{b.capitalize()}"
    if style == 2:
        return f"{a}{rng.randint(10, 99)}"
    return f"{a} {b}"


def v_group(rng: random.Random) -> str:
    """A kindergarten group's name (on the door and the letters home) or its room code."""
    if rng.randrange(4):
        return rng.choice(GROUPS)
    return rng.choice(("Group ", "Room ", "")) + str(rng.randint(1, 6)) + rng.choice(("", "A", "B", "C"))


def v_tpin(rng: random.Random) -> str:
    """A telephone banking PIN: five or six digits mostly, sometimes four; now and then written with spaces."""
    digits = pick(rng, string.digits, rng.choice((4, 5, 5, 6, 6, 6)))
    return " ".join(digits) if rng.randrange(6) == 0 else digits


def v_hotline(rng: random.Random) -> str:
    """A bank's published service number, in one of several national layouts (numbers invented for this round)."""
    d = string.digits
    style = rng.randrange(5)
    if style == 0:
        return f"+44 345 {pick(rng, d, 3)} {pick(rng, d, 4)}"
    if style == 1:
        return f"0800 {pick(rng, d, 3)} {pick(rng, d, 4)}"
    if style == 2:
        return f"1-800-{pick(rng, d, 3)}-{pick(rng, d, 4)}"
    if style == 3:
        return f"+49 69 {pick(rng, d, 3)} {pick(rng, d, 2)} {pick(rng, d, 3)}"
    return f"+{rng.randint(30, 98)} {pick(rng, d, 2)} {pick(rng, d, 3)} {pick(rng, d, 3)}"


def v_crypt(rng: random.Random) -> str:
    """A SHA-512 crypt hash ($6$salt$digest), the one-way form installers accept instead of a password."""
    return f"$6${pick(rng, CRYPT, 16)}${pick(rng, CRYPT, 86)}"


def v_edpub(rng: random.Random) -> str:
    """The base64 body of an ssh-ed25519 public key (public by design)."""
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(rng.randrange(256) for _ in range(32))
    return base64.b64encode(blob).decode()


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "pw2": v_pw,
    "b64pw": lambda r: base64.b64encode(v_pw(r).encode()).decode(),
    "unattendb64": v_unattend_b64,
    "printerpw": lambda r: pick(r, ALNUM, 8),
    "pin": lambda r: pick(r, string.digits, r.choice((4, 4, 5, 6))),
    "codeword": v_codeword,
    "tpin": v_tpin,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("webdev", "k.osei", "mrossi", "scanner", "ftp_shop", "j.nowak", "office", "kiosk",
                                "deploy", "lab", "admin.local", "tanaka")),
    "dbuser": lambda r: r.choice(("report", "sa_app", "readonly", "kasse", "bi_user", "shop_rw", "lohn")),
    "host": lambda r: r.choice(("ftp.example.com", "sftp.example.net", "files.example.org", "192.168.10.20",
                                "db01.office.lan", "web.example.de", "10.0.4.12", "sql.example.co.uk")),
    "ip": lambda r: f"192.168.{r.randint(0, 40)}.{r.randint(2, 250)}",
    "nas": lambda r: r.choice(("nas01", "fileserver", "192.168.1.10", "srv-files", "diskstation")),
    "smtp": lambda r: r.choice(("smtp.example.com", "mail.example.net", "smtp.office365.com", "smtp.example.de")),
    "month": lambda r: r.choice(("January", "March", "May", "July", "September", "November")),
    "date": lambda r: f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "ver": lambda r: f"{r.randint(1, 9)}.{r.randint(0, 30)}.{r.randint(0, 99)}",
    "count": lambda r: str(r.randint(1, 9)),
    "size": lambda r: str(r.randint(2, 900)),
    "dept": lambda r: pick(r, string.digits, r.choice((3, 4))),
    "orderno": lambda r: "PO-" + pick(r, string.digits, 6),
    "upper8": lambda r: pick(r, UPPER_DIG, 8),
    "upper10": lambda r: pick(r, UPPER_DIG, 10),
    "sha256": lambda r: pick(r, HEX, 64),
    "mac": lambda r: ":".join(pick(r, HEX, 2) for _ in range(6)),
    "fp": lambda r: base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode(),
    "crypt": v_crypt,
    "crypt2": v_crypt,
    "edpub": v_edpub,
    "group": v_group,
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


def parse_langs2() -> dict[str, list[str]]:
    return {parts[0]: parts[1:] for parts in (line.split("|") for line in L.LANGS2.strip().splitlines())}


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

    second = parse_langs2()
    for lang, pick_np, pick_s, pick_b, bank_np, bank_s, bank_b in parse_langs():
        pick_s2, bank_s2 = second[lang]
        for family, np, sentence, sentence2, twin, field in (
                ("pickup_code_word_ml", pick_np, pick_s, pick_s2, pick_b, "{codeword}"),
                ("phone_banking_pin_ml", bank_np, bank_s, bank_s2, bank_b, "{tpin}")):
            for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, s2: str = sentence2,
                            b: str = twin, f: str = field, sec: bool = secret, fam: str = family
                            ) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S2}", s2).replace("{S}", s).replace("{B}", b)
                        frame = frame.replace("{NP}", n)
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
        # the labels hold no field, the secret sentences {codeword} and {tpin}, their twins {group} and {hotline}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["codeword"], ["group"], [], ["tpin"], ["hotline"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    second = parse_langs2()
    if set(second) != {p[0] for p in parse_langs()}:
        errors.append("LANGS2 and LANGS name different languages")
    errors += [f"second phrasing of {lang} has the wrong fields" for lang, parts in second.items()
               if [FIELD.findall(p) for p in parts] != [["codeword"], ["tpin"]]]
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
            errors.append("secrets_blind26.jsonl is stale: rerun make_blind26.py")
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
