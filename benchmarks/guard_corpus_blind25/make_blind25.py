"""Writes secrets_blind25.jsonl, the twenty-fifth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind25_templates.py, blind25_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind25/make_blind25.py           # (re)write secrets_blind25.jsonl
    python benchmarks/guard_corpus_blind25/make_blind25.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind25/make_blind25.py --table   # rows per label and kind, languages
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
import blind25_langs as L
import blind25_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind25.jsonl"
SEED = 25_2026

# Every secret field's value is a credential or a value that must not be stored (a password or passphrase, a
# base64-encoded password, a BMC's factory password, a luggage-lock combination, a car radio's anti-theft code) and
# is recorded as a needle the row must still hold after filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "b64pw", "passphrase", "bmcpw", "combo", "radiocode"}
# rows per English template, by label, chosen so each kind lands near 130 secret and 90 benign rows
SECRET_ROWS_PER_KIND = 130
BENIGN_ROWS_PER_KIND = 88
# per language: suitcase-lock combinations and car radio codes, and their twins (the bag tag, the serial, a mask)
LANG_FILLS = {"luggage_lock_ml": 9, "luggage_lock_ml_benign": 7, "car_radio_code_ml": 9,
              "car_radio_code_ml_benign": 7}
# the phrasings built from one language's label (NP), sentences (S, S2) and twin sentence (B); {v} is the secret
# field. The value comes before or after its label, on the same line or the next, alone or beside the twin sentence.
SECRET_FRAMES = ("{S}", "{S}", "{S2}", "{S2}", "{B}\n{S}", "{S2}\n{B}", "{NP}: {v}", "{NP}:\n{v}", "{v} ({NP})",
                 "{v} = {NP}", "{v}\n{NP}", "{NP} = {v}", "{NP} → {v}", "{NP} – {v}", "{B}, {NP}: {v}",
                 "{NP}: {v}\n{B}", "**{NP}** {v}", "{NP}: `{v}`", "{S}. {B}.", "{v} ← {NP}", "{NP}\n\n{v}",
                 "{NP} ({v})")
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{NP}: {mask}", "{mask} ({NP})", "{B}\n{NP}: {mask}", "{NP}\n{mask}",
                 "**{NP}** {mask}", "{NP} → {mask}", "{NP}: {mask}\n{B}", "{B}, {NP}: {mask}")
MASKS = ("***", "•••", "[redacted]", "<removed>", "xxx", "(hidden)", "****", "###", "[REDACTED]", "…", "_ _ _",
         "?-?-?", "(not written down)", "[code]")
FLOORS = {"secret_rows": 2000, "secret_kinds": 5, "benign_rows": 1400, "benign_kinds": 5, "languages": 90}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves (borg's archive name), not template fields
LITERAL_BRACES = {"hostname", "now"}

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"

NAMES = ("Adaeze", "Bjorn", "Chiara", "Dmitri", "Elif", "Fatou", "Goran", "Hana", "Ilse", "Joao", "Kofi", "Leilani",
         "Marek", "Noor", "Olga", "Pavel", "Rania", "Sven", "Thandiwe", "Umar", "Valentina", "Yuki")
SITES = ("repo.example.com", "intranet.example.org", "packages.example.net", "nexus.example.io",
         "reports.example.co.uk", "shop.example.de")
# written for this round: words for passwords and passphrases
WORDS = ("atoll", "bramble", "cobalt", "dormouse", "ember", "falcon", "gravel", "heron", "inlet", "juniper",
         "kelp", "lantern", "meadow", "nutmeg", "otter", "pebble", "quartz", "rhubarb", "saffron", "thistle", "umber",
         "velvet", "walnut", "yew", "zinnia", "cedar", "lagoon", "tundra", "pewter", "sprocket")
SYMBOLS = "!#$%&*+-=?@_."
# English rows arrive bare, fenced, after a request or a complaint, with a sender, an aside or a request to keep it
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```ini\n{t}\n```", "{t}\n\nwhy does this fail?",
          "{name} left this in the handover doc:\n{t}", "found this on the old server:\n\n{t}",
          "{t}\n\n(works on my laptop, not on the box)", "note to self\n{t}", "save this somewhere:\n{t}",
          "can you turn this into an ansible task?\n{t}", "{t}\n-- end of paste --", "quick q, is this right?\n{t}",
          "> {t}", "{t}\n\nlmk", "before I forget:\n{t}", "Re: server stuff\n\n{t}", "[{name}]\n{t}",
          "old setup, migrating next week:\n```\n{t}\n```")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "🧳 {t}", "{t} 👌", "FW: {t}", "{t}\n\n{name}",
               "{t} 😅", "* {t}", "» {t}", "{hh}:{mi} {name}: {t}", "{t} ✔", "{t}\n— {name}", "✈️ {t}", "{t} !!",
               "🚗 {t}", "memo:\n{t}", "{name} ({hh}.{mi})\n{t}", "{t} // {name}", "{t}\n\n(sent from my phone)")
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "!%*?#", rng.randint(12, 22))
    if style == 2:
        return "-".join(rng.sample(WORDS, 3)) + pick(rng, string.digits, rng.randint(1, 2))
    if style == 3:
        return rng.choice(SYMBOLS) + pick(rng, string.ascii_lowercase, 4) + pick(rng, string.digits, 3) + \
            pick(rng, string.ascii_uppercase, 3)
    return rng.choice(WORDS).upper()[:4] + rng.choice(WORDS) + pick(rng, string.digits, 4)


def v_combo(rng: random.Random) -> str:
    """A luggage-lock combination: three dials mostly, sometimes four, written plain or with separators."""
    digits = pick(rng, string.digits, rng.choice((3, 3, 3, 4)))
    return rng.choice((digits, digits, digits, "-".join(digits), " ".join(digits)))


def v_bagtag(rng: random.Random) -> str:
    """An airline bag tag: the carrier and six digits, or the ten-digit licence plate printed on the sticker."""
    carrier = rng.choice(("LH", "AF", "KL", "BA", "TK", "QR", "EK", "IB", "AY", "SK"))
    if rng.randrange(2):
        return f"{carrier} {pick(rng, string.digits, 6)}"
    return f"0{pick(rng, string.digits, 3)} {carrier} {pick(rng, string.digits, 6)}"


def v_radioserial(rng: random.Random) -> str:
    """A car radio's serial as printed on the unit's label (maker prefixes written for this round)."""
    style = rng.randrange(3)
    if style == 0:
        return "VWZ" + pick(rng, UPPER_DIG, 4) + pick(rng, string.digits, 7)
    if style == 1:
        return "M" + pick(rng, string.digits, 6)
    return "BP" + pick(rng, string.digits, 4) + "Y" + pick(rng, string.digits, 7)


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "pw": v_pw,
    "pw2": v_pw,
    "b64pw": lambda r: base64.b64encode(v_pw(r).encode()).decode(),
    "passphrase": lambda r: " ".join(r.sample(WORDS, 6)),
    "bmcpw": lambda r: pick(r, string.ascii_uppercase, 10),
    "combo": v_combo,
    "radiocode": lambda r: pick(r, string.digits, 4),
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "user": lambda r: r.choice(("amensah", "b.novak", "carmen_o", "dhaddad", "efua.l", "gretak", "ishikawa.h",
                                "deploy", "ci-bot", "backup")),
    "dbuser": lambda r: r.choice(("analyst", "readonly", "app_rw", "dashboards", "etl", "svc_orders", "worker")),
    "host": lambda r: r.choice(("db.internal.example.com", "files.example.net", "10.20.0.8", "nas.home.lan",
                                "pg-main.example.org", "192.168.50.4", "backup.example.com", "mq.example.io")),
    "ip": lambda r: f"192.168.{r.randint(0, 60)}.{r.randint(2, 250)}",
    "site": lambda r: r.choice(SITES),
    "date": lambda r: f"2026-{r.randint(1, 12):02d}-{r.randint(1, 28):02d}",
    "ver": lambda r: f"{r.randint(1, 17)}.{r.randint(0, 12)}.{r.randint(0, 9)}",
    "small": lambda r: str(r.randint(10, 59)),
    "count": lambda r: str(r.randint(2, 9)),
    "upper8": lambda r: pick(r, UPPER_DIG, 8),
    "upper10": lambda r: pick(r, UPPER_DIG, 10),
    "sha256": lambda r: pick(r, HEX, 64),
    "mac": lambda r: ":".join(pick(r, HEX, 2) for _ in range(6)),
    "bagtag": v_bagtag,
    "radioserial": v_radioserial,
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

    def chrome() -> str:
        return rng.choice(LANG_CHROME).replace("{hh}", f"{rng.randint(6, 23):02d}").replace(
            "{mi}", f"{rng.randint(0, 59):02d}")

    second = parse_langs2()
    for lang, lug_np, lug_s, lug_b, radio_np, radio_s, radio_b in parse_langs():
        lug_s2, radio_s2 = second[lang]
        for family, np, sentence, sentence2, twin, field in (
                ("luggage_lock_ml", lug_np, lug_s, lug_s2, lug_b, "{combo}"),
                ("car_radio_code_ml", radio_np, radio_s, radio_s2, radio_b, "{radiocode}")):
            for kind, frames in ((family, SECRET_FRAMES), (family + "_benign", BENIGN_FRAMES)):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, s2: str = sentence2,
                            b: str = twin, f: str = field, sec: bool = secret) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S2}", s2).replace("{S}", s).replace("{B}", b)
                        frame = frame.replace("{NP}", n)
                        frame = frame.replace("{v}", f).replace("{mask}", rng.choice(MASKS))
                        return filler.fill(chrome().replace("{t}", frame), secret=sec)
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
        # the labels hold no field, the secret sentences {combo} and {radiocode}, their twins {bagtag}, {radioserial}
        if [FIELD.findall(p) for p in parts[1:]] != [[], ["combo"], ["bagtag"], [], ["radiocode"], ["radioserial"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    second = parse_langs2()
    if set(second) != {p[0] for p in parse_langs()}:
        errors.append("LANGS2 and LANGS name different languages")
    errors += [f"second phrasing of {lang} has the wrong fields" for lang, parts in second.items()
               if [FIELD.findall(p) for p in parts] != [["combo"], ["radiocode"]]]
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
            errors.append("secrets_blind25.jsonl is stale: rerun make_blind25.py")
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
