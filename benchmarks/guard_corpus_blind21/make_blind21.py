"""Writes secrets_blind21.jsonl, the twenty-first blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind21_templates.py, blind21_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds the secret values it was filled with, no benign template or benign language
string uses a secret field, every secret kind has its benign twin, no kind holds both labels, unique texts, the
length limit and the floors.

    python benchmarks/guard_corpus_blind21/make_blind21.py           # (re)write secrets_blind21.jsonl
    python benchmarks/guard_corpus_blind21/make_blind21.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind21/make_blind21.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
import collections
import functools
import json
import random
import re
import string
import sys
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind21_langs as L
import blind21_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind21.jsonl"
SEED = 21_2026

# Every secret field's value is a credential (or the session or recovery code itself) and is recorded as a needle
# the row must still hold after filling and wrapping.
SECRET_FIELDS = {"pw", "pw2", "pwurl", "api", "api2", "b64auth", "lower32", "alnum32", "alnum40", "b64sig", "jwt",
                 "hexup32", "tok40", "lower26", "b64sess", "hex40", "hex32", "rcodes", "npm", "pypi", "uuidsecret",
                 "ghp", "glpat", "oai", "ant", "hf", "gkey", "phon", "code"}
SECRET_FILLS = 13
BENIGN_FILLS = 10
FILLS = {"derived_pin": 8, "typo_fix": 12, "derived_benign": 6, "typo_fix_benign": 8, "phonetic_spelled": 16,
         "basic_auth_header": 15, "recovery_ocr": 16}
# per language: derived-PIN statements and typo corrections, and their twins
LANG_FILLS = {"derived_pin": 6, "derived_benign": 4, "typo_fix": 6, "typo_fix_benign": 4}
FLOORS = {"secret_rows": 2000, "secret_kinds": 12, "benign_rows": 1300, "benign_kinds": 12, "languages": 80}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"

NAMES = ("Amara", "Bastian", "Carmen", "Deniz", "Elif", "Farid", "Greta", "Hiro", "Ines", "Jakub", "Kalani", "Luca",
         "Mirela", "Nnamdi", "Oona", "Priya", "Quentin", "Rosa")
SITES = ("shop.example.com", "mail.example.org", "portal.example.net", "intranet.example.com", "cloud.example.io",
         "tickets.example.com", "bank.example.co.uk", "forum.example.de", "school.example.fr", "app.example.dev")
# written for this round: words for passwords and passphrases
WORDS = ("copper", "lantern", "river", "maple", "otter", "quartz", "harbor", "pepper", "violet", "glacier", "comet",
         "saffron", "falcon", "meadow", "tundra", "ember", "juniper", "walrus", "cobalt", "thistle", "orchid", "basalt",
         "mango", "nimbus", "pebble", "raven", "sequoia", "tango", "umber", "willow")
SYMBOLS = "!#$%&*+-=?@_."
NATO = {"a": "Alfa", "b": "Bravo", "c": "Charlie", "d": "Delta", "e": "Echo", "f": "Foxtrot", "g": "Golf", "h": "Hotel",
        "i": "India", "j": "Juliett", "k": "Kilo", "l": "Lima", "m": "Mike", "n": "November", "o": "Oscar", "p": "Papa",
        "q": "Quebec", "r": "Romeo", "s": "Sierra", "t": "Tango", "u": "Uniform", "v": "Victor", "w": "Whiskey",
        "x": "X-ray", "y": "Yankee", "z": "Zulu"}
DIGIT_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
SYMBOL_WORDS = {"!": "exclamation mark", "#": "hash", "$": "dollar sign", "%": "percent", "&": "ampersand",
                "*": "star", "+": "plus", "-": "dash", "=": "equals", "?": "question mark", "@": "at sign",
                "_": "underscore", ".": "dot"}
# OCR confusions seen on photographed screens: the code still reads, a character or two comes back wrong
OCR_SWAPS = {"0": "O", "1": "l", "5": "S", "8": "B", "o": "0", "l": "1", "i": "í"}
OCR_CHROME = ("", "", "Screenshot text:\n", "(photo of my laptop screen)\n", "Copied from image:\n")
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "what's wrong here?\n\n{t}", "{name}: {t}", "> {t}",
          "(copied from my laptop)\n{t}", "saving this for later:\n{t}", "can you explain this?\n{t}")
LANG_CHROME = ("{t}", "{t}", "{name}: {t}", "📝 {t}", "> {t}", "[{dd}/12/2026, {hh}:{mi}] {name}: {t}")


def keep(meta: dict[str, Any], key: str, value: str) -> str:
    """The row's value of a field: the first fill's, so a name or host says the same thing throughout a row."""
    return str(meta.setdefault(key, value))


def pick(rng: random.Random, s: str, n: int) -> str:
    return "".join(rng.choice(s) for _ in range(n))


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + rng.choice(SYMBOLS) + pick(rng, string.digits, rng.randint(3, 5))
    if style == 1:
        return pick(rng, ALNUM + "!#%*?", rng.randint(12, 18))
    if style == 2:
        return "-".join(rng.sample(WORDS, 3)) + "-" + pick(rng, string.digits, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, 5) + pick(rng, string.digits, 3) + \
            rng.choice(SYMBOLS) + pick(rng, ALNUM, 3)
    return rng.choice(WORDS) + rng.choice(WORDS).capitalize() + pick(rng, string.digits, 4) + rng.choice("!?#")


def v_api(rng: random.Random) -> str:
    return rng.choice((
        lambda: "sk_live_" + pick(rng, ALNUM, 24), lambda: "ghp_" + pick(rng, ALNUM, 36),
        lambda: "glpat-" + pick(rng, ALNUM + "-_", 20), lambda: "AIza" + pick(rng, B64URL, 35),
        lambda: "key-" + pick(rng, HEX, 32), lambda: "xoxp-" + "-".join(pick(rng, string.digits, 11) for _ in range(2)) +
        "-" + pick(rng, string.digits, 13) + "-" + pick(rng, HEX, 32),
        lambda: pick(rng, LOWER_DIG, 40)))()


def mutate(rng: random.Random, value: str) -> str:
    """The corrected value a user sends after a typo: one character replaced, added or dropped."""
    k = rng.randrange(1, len(value) - 1)
    how = rng.randrange(3)
    if how == 0:
        return value[:k] + rng.choice([c for c in ALNUM if c != value[k]]) + value[k + 1:]
    if how == 1:
        return value + rng.choice(ALNUM)
    return value[:k] + value[k + 1:]


def v_jwt(rng: random.Random) -> str:
    def enc(obj: dict[str, Any]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")
    head = enc({"alg": rng.choice(("HS256", "RS256")), "typ": "JWT"})
    body = enc({"sub": str(rng.randint(10**5, 10**7)), "iat": rng.randint(1_730_000_000, 1_740_000_000),
                "exp": rng.randint(1_740_000_000, 1_760_000_000)})
    return f"{head}.{body}.{pick(rng, B64URL, 43)}"


def v_rcodes(rng: random.Random) -> str:
    style = rng.randrange(4)
    if style == 0:  # GitHub: ten hex codes, five-dash-five
        codes = [pick(rng, HEX, 5) + "-" + pick(rng, HEX, 5) for _ in range(10)]
    elif style == 1:  # Google: ten eight-digit codes, four space four
        codes = [pick(rng, string.digits, 4) + " " + pick(rng, string.digits, 4) for _ in range(10)]
    elif style == 2:  # Discord-like: eight lowercase pairs
        codes = [pick(rng, LOWER_DIG, 4) + "-" + pick(rng, LOWER_DIG, 4) for _ in range(8)]
    else:  # one 25-character recovery code
        codes = ["-".join(pick(rng, UPPER_DIG, 5) for _ in range(5))]
    noisy = []
    for code in codes:
        chars = [OCR_SWAPS[c] if c in OCR_SWAPS and rng.random() < 0.06 else c for c in code]
        noisy.append(rng.choice(("", "", "• ", "□ ", "| ")) + "".join(chars))
    if len(noisy) > 1 and rng.random() < 0.5:  # two columns read line by line
        return "\n".join(a + rng.choice(("   ", "  ", " | ")) + b for a, b in zip(noisy[0::2], noisy[1::2], strict=True))
    return "\n".join(noisy)


def spell(rng: random.Random, value: str, secret_style: bool) -> str:
    """How a value sounds read out over the phone: NATO words, case spoken for passwords."""
    out = []
    for c in value:
        if c.isdigit():
            out.append(DIGIT_WORDS[int(c)])
        elif c.isalpha():
            word = NATO[c.lower()]
            if not secret_style:
                out.append(word)
            elif c.isupper():
                out.append(rng.choice((f"capital {word}", f"big {c}", f"uppercase {c} as in {word}")))
            else:
                out.append(rng.choice((f"small {word}", f"lowercase {c}", f"{c} as in {word}")))
        else:
            out.append(SYMBOL_WORDS[c])
    return rng.choice((", ", " - ", " ")).join(out)


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def value(self, name: str, meta: dict[str, Any]) -> str:
        rng = self.rng
        # secret fields
        if name == "pw":
            return keep(meta, "pw", v_pw(rng))
        if name == "pw2":
            return mutate(rng, meta["pw"]) if "pw" in meta else v_pw(rng)
        if name == "pwurl":
            pw = v_pw(rng)
            while pw == urllib.parse.quote(pw, safe=""):
                pw += rng.choice("!#%?@")
            return urllib.parse.quote(pw, safe="")
        if name == "api":
            return keep(meta, "api", v_api(rng))
        if name == "api2":
            return mutate(rng, meta["api"])
        if name == "b64auth":
            user = rng.choice(("admin", "deploy", "reports", "svc-export", "ci", "grafana"))
            return base64.b64encode(f"{user}:{v_pw(rng)}".encode()).decode()
        if name == "lower32":
            return pick(rng, LOWER_DIG, 32)
        if name == "alnum32":
            return pick(rng, ALNUM, 32)
        if name == "alnum40":
            return pick(rng, ALNUM, 40)
        if name == "b64sig":
            return pick(rng, B64URL, 43)
        if name == "jwt":
            return v_jwt(rng)
        if name == "hexup32":
            return pick(rng, "0123456789ABCDEF", 32)
        if name == "tok40":
            return pick(rng, B64URL, 40)
        if name == "lower26":
            return pick(rng, LOWER_DIG, 26)
        if name == "b64sess":
            return pick(rng, B64, 88) + "%3D%3D"
        if name == "hex40":
            return pick(rng, HEX, 40)
        if name == "hex32":
            return pick(rng, HEX, 32)
        if name == "rcodes":
            return v_rcodes(rng)
        if name == "npm":
            return "npm_" + pick(rng, ALNUM, 36)
        if name == "pypi":
            return "pypi-AgEIcHlwaS5vcmc" + pick(rng, B64URL, rng.randint(120, 160))
        if name == "uuidsecret":
            return keep(meta, "uuidsecret", self.value("uuid", {}))
        if name == "ghp":
            return "ghp_" + pick(rng, ALNUM, 36)
        if name == "glpat":
            return "glpat-" + pick(rng, ALNUM + "-_", 20)
        if name == "oai":
            return keep(meta, "oai", "sk-proj-" + pick(rng, ALNUM + "-_", rng.choice((48, 64, 96))))
        if name == "ant":
            return "sk-ant-api03-" + pick(rng, B64URL, 93) + "AA"
        if name == "hf":
            return "hf_" + pick(rng, string.ascii_letters, 34)
        if name == "gkey":
            return "AIza" + pick(rng, B64URL, 35)
        if name == "phon":
            pw = pick(rng, ALNUM, rng.randint(7, 9)) + rng.choice(("", "!", "#", "-", "@"))
            return spell(rng, pw, secret_style=True)
        if name == "code":
            return pick(rng, string.digits, rng.choice((4, 4, 6)))
        # benign fields
        if name == "name":
            return keep(meta, "name", rng.choice(NAMES))
        if name == "name2":
            return keep(meta, "name2", rng.choice([n for n in NAMES if n != meta.get("name")]))
        if name == "user":
            return keep(meta, "user", rng.choice(("mkowalski", "j.okafor", "lena_b", "tkato", "rdiaz", "amelie.r",
                                                       "s.nguyen", "pbergstrom")))
        if name == "email":
            return keep(meta, "email", rng.choice(("m.kowalski", "j.okafor", "lena.b", "t.kato", "r.diaz",
                                                        "amelie", "s.nguyen")) + "@example.com")
        if name == "dbuser":
            return keep(meta, "dbuser", rng.choice(("app", "shop_rw", "backup", "etl", "deploy", "reporting")))
        if name == "host":
            return keep(meta, "host", rng.choice(("db1.internal.example.com", "pg-main.example.net", "10.20.0.7",
                                                       "mq.lan", "cache-2.example.org", "192.168.56.10")))
        if name == "ip":
            return keep(meta, "ip", f"10.{rng.randint(0, 40)}.{rng.randint(0, 255)}.{rng.randint(2, 250)}")
        if name == "site":
            return keep(meta, "site", rng.choice(SITES))
        if name == "site2":
            return keep(meta, "site2", rng.choice([s for s in SITES if s != meta.get("site")]))
        if name == "date":
            return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if name == "time":
            return f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"
        if name in ("num", "num2"):
            if name == "num2" and "num" in meta:  # a corrected reference: the last digit retyped
                first = str(meta["num"])
                return first[:-1] + rng.choice([d for d in string.digits if d != first[-1]])
            value = rng.choice(("", "#", "ORD-", "INV-", "PO")) + pick(rng, string.digits, rng.randint(7, 11))
            return keep(meta, name, value)
        if name == "uuid":
            h = pick(rng, HEX, 32)
            return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
        if name == "year":
            return str(rng.randint(1900, 2012))
        if name == "ga":
            return f"GA1.1.{rng.randint(10**8, 10**10)}.{rng.randint(1_700_000_000, 1_760_000_000)}"
        if name == "sha40":
            return pick(rng, HEX, 40)
        if name == "b64md5":
            return base64.b64encode(bytes(rng.randrange(256) for _ in range(16))).decode()
        if name == "bookref":
            return keep(meta, "bookref", pick(rng, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789", 6))
        if name == "spelled_ref":
            return spell(rng, self.value("bookref", meta), secret_style=False)
        if name == "count":
            return str(rng.randint(2, 9))
        if name == "lower5":
            return pick(rng, LOWER_DIG, 5)
        if name in ("ver", "ver2"):
            if name == "ver2" and "ver" in meta:
                major, minor, patch = meta["ver"].split(".")
                return f"{major}.{minor}.{int(patch) + 1}"
            return keep(meta, name, f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 20)}")
        if name == "hexup8":
            return pick(rng, "0123456789ABCDEF", 8)
        if name == "keepref":  # a KeePass field reference: points at another entry's password, holds none
            return "{REF:P@I:" + pick(rng, "0123456789ABCDEF", 32) + "}"
        if name == "fxguid":  # Firefox writes a login's guid in braces
            return "{" + self.value("uuid", meta) + "}"
        if name == "b64fp":
            return pick(rng, B64, 43)
        if name == "small":
            return str(rng.randint(10, 99))
        if name == "img":
            return str(rng.randint(1000, 9999))
        raise KeyError(name)

    def fill(self, template: str, extra: dict[str, str] | None = None, secret: bool = True) -> tuple[str, dict[str, Any]]:
        meta: dict[str, Any] = {"needles": []}
        extra = extra or {}

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            value = extra[name] if name in extra else self.value(name, meta)
            if name in SECRET_FIELDS and secret:
                meta["needles"].append(value)
            return value

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
        for _ in range(50):
            text, meta = make()
            if text not in seen and len(text) <= MAX_CHARS:
                seen.add(text)
                rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
                return
        raise SystemExit(f"could not make a unique {kind} row")

    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for kind, templates in table.items():
            for template in templates:
                for _ in range(FILLS.get(kind, SECRET_FILLS if label == "secret" else BENIGN_FILLS)):
                    def one(t: str = template, s: bool = label == "secret", k: str = kind) -> tuple[str, dict[str, Any]]:
                        wrap = rng.choice(OCR_CHROME) + "{t}" if k.startswith("recovery_ocr") else rng.choice(PASTED)
                        if wrap.startswith("{name}") and "{name}" in t:  # a chat line already names its sender
                            wrap = "{t}"
                        return filler.fill(wrap.replace("{t}", t), secret=s)
                    add(label, kind, "en", one)

    def chrome() -> str:
        return rng.choice(LANG_CHROME).replace("{dd}", f"{rng.randint(1, 28):02d}").replace(
            "{hh}", f"{rng.randint(7, 23):02d}").replace("{mi}", f"{rng.randint(0, 59):02d}")

    for lang, derived, derived_b, wifi, order, typo in parse_langs():

        def derived_row(sentence: str, secret: bool) -> tuple[str, dict[str, Any]]:
            year = str(rng.randint(1950, 2008))
            extra = {"code": year} if secret else {"year": year}
            return filler.fill(chrome().replace("{t}", sentence), extra, secret)

        def typo_row(line: str, secret: bool, typo: str = typo) -> tuple[str, dict[str, Any]]:
            first = v_pw(rng) if secret else filler.value("num", {})
            if secret:
                second = mutate(rng, first)
            else:  # an order number corrected stays an order number: digits for digits
                second = first[:-1] + rng.choice([d for d in string.digits if d != first[-1]])
            field = "pw" if secret else "num"
            head = chrome()
            text = head.replace("{t}", line.replace("{" + field + "}", first))
            nxt = typo + " " + second
            if head.startswith("["):
                nxt = head.split("] ")[0] + "] {name}: " + nxt
            elif head.startswith("{name}: "):
                nxt = "{name}: " + nxt
            text, meta = filler.fill(text + "\n" + nxt, secret=secret)
            if secret:
                meta["needles"] += [first, second]
            return text, meta

        for _ in range(LANG_FILLS["derived_pin"]):
            add("secret", "derived_pin", lang, functools.partial(derived_row, derived, True))
        for _ in range(LANG_FILLS["derived_benign"]):
            add("benign", "derived_benign", lang, functools.partial(derived_row, derived_b, False))
        for _ in range(LANG_FILLS["typo_fix"]):
            add("secret", "typo_fix", lang, functools.partial(typo_row, wifi, True))
        for _ in range(LANG_FILLS["typo_fix_benign"]):
            add("benign", "typo_fix_benign", lang, functools.partial(typo_row, order, False))
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
        # template fields are lower case; ${VAR} is not one, nor an API client's {{variable}}
        if re.search(r"(?<!\$)\{[a-z][a-z0-9_]*\}", re.sub(r"\{\{[^{}]*\}\}", "", text)):
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not meta.get("needles"):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if not n or n not in text]
    if from_disk:
        return errors
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for kind, templates in T.SECRET.items():
        errors += [f"secret template {kind} has no secret field: {t[:60]!r}" for t in templates
                   if not set(FIELD.findall(t)) & SECRET_FIELDS]
    for parts in parse_langs():
        if len(parts) != 6:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the secret sentences hold {code} and {pw}, their twins {year} and {num}, the typo phrase no field
        if [FIELD.findall(p) for p in parts[1:]] != [["code"], ["year"], ["pw"], ["num"], []]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"] if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
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
            errors.append("secrets_blind21.jsonl is stale: rerun make_blind21.py")
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
