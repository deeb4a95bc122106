"""Writes secrets_blind20.jsonl, the twentieth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind20_templates.py, blind20_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds its secret value (wrapped rows: the wrapped form), that no benign template or
benign language string uses a secret field, that every secret kind has its benign twin, that no kind holds both
labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind20/make_blind20.py           # (re)write secrets_blind20.jsonl
    python benchmarks/guard_corpus_blind20/make_blind20.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind20/make_blind20.py --table   # rows per label and kind, languages
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
import blind20_langs as L
import blind20_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind20.jsonl"
SEED = 20_2026

SECRET_FIELDS = {"code", "code2", "hostkey", "pw", "pw2", "api", "akia", "awssecret", "jwt", "tg", "discord", "xoxb",
                 "slackhook", "dwh", "hex32", "hex40", "hex64", "azkey", "azkey44", "azsecret", "pkcs8", "ya29",
                 "sassig", "gkey", "tok", "leet", "b64key", "whsec", "wrap_api", "wrap_qp", "wrap_jwt", "wrap_pw",
                 "wrap_gh", "wrap_oai"}
# Fields whose value is the credential itself, recorded as the row's needle (the others above ride along with one:
# a signing secret next to a bot token, a presigned URL's signature next to its access key id).
NEEDLE_FIELDS = SECRET_FIELDS - {"hex32", "hex40", "hex64"}
SECRET_FILLS = 17
BENIGN_FILLS = 11
FILLS = {"wrapped_value": 22, "wrapped_benign": 14, "cloud_console": 19, "bot_token": 19}
LANG_FILLS = {"voice_remember": 6, "voice_remember_benign": 4, "router_ui": 4, "router_ui_benign": 3}
RTL = ("ar", "he", "fa", "ur", "ps", "yi", "ckb", "ug")
FULL_WIDTH_COLON = ("zh", "ja")
# The invites written in another language than English, by their first word.
TEMPLATE_LANG = {"Einladung": "de", "Invitation ": "fr", "Invitación": "es", "予定": "ja", "会议邀请：季度复盘": "zh"}
FLOORS = {"secret_rows": 2400, "secret_kinds": 12, "benign_rows": 1600, "benign_kinds": 12, "languages": 80}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
HEX = "0123456789abcdef"

# Words for passwords, leetspeak and gamer tags, chosen for this round (not a published list).
WORDS = ("lighthouse", "dolphin", "sunflower", "pancake", "thunder", "avocado", "penguin", "midnight", "raspberry",
         "volcano", "blizzard", "hedgehog", "pumpkin", "starlight", "koala", "nebula", "marathon", "seashell",
         "wildcat", "monsoon", "lemonade", "skater", "dragonfly", "snowball", "cherry", "tornado", "banjo", "pirate",
         "rainbow", "gazelle", "coconut", "firefly", "badger", "horizon", "canyon", "mustard", "zeppelin", "otter")
LEET = {"a": ("4", "@"), "e": ("3",), "i": ("1", "!"), "o": ("0",), "s": ("5", "$"), "t": ("7",), "l": ("1",),
        "g": ("9",), "b": ("8",)}
NAMES = ("Anna", "Marco", "Yuki", "Fatima", "Jonas", "Chloé", "Dmitri", "Aisha", "Pedro", "Ingrid", "Kwame", "Mei",
         "Rahul", "Sofia", "Tariq", "Leilani")
WAKE = ("Alexa, ", "Hey Google, ", "OK Google, ", "Siri, ", "Hey Siri, ", "Bixby, ", "")
VOICE_CHROME = ("{wake}{s}", "{wake}{s}", "🎙 {wake}{s}", "Voice history · {date}\nYou said: “{wake}{s}”",
                "[voice command] {s}", "Assistant heard: \"{wake}{s}\"", "{s}")
SHOT_CHROME = ("", "", "Text from screenshot:\n", "Screenshot_2026-{mm}-{dd}-{hh}.png → copied text\n",
               "(photo of the laptop screen, read by the phone)\n", "Live Text:\n")
CHECKED = ("☑", "[x]", "✓", "☒", "■")
UNCHECKED = ("☐", "[ ]", "□", "")


def pick(rng: random.Random, s: str, n: int) -> str:
    return "".join(rng.choice(s) for _ in range(n))


def b64url(obj: dict[str, Any]) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


# ---------------------------------------------------------------- values


def v_code(rng: random.Random) -> str:
    return pick(rng, string.digits, rng.choice((4, 4, 5, 6)))


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    w = rng.choice(WORDS)
    if style == 0:
        return w.capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice("!?#$%&*")
    if style == 1:
        return pick(rng, ALNUM, rng.randint(11, 15)) + rng.choice("!#@")
    if style == 2:
        return rng.choice(WORDS).capitalize() + rng.choice("-_.+") + w + pick(rng, string.digits, 2)
    if style == 3:
        return "-".join(pick(rng, UPPER_DIG, 4) for _ in range(3))
    return w + rng.choice("@#") + str(rng.randint(1975, 2026)) + rng.choice(WORDS).capitalize()


def v_leet(rng: random.Random, secret: bool = True) -> str:
    """A word with letters swapped for digits and symbols (at least one swap), as people build 'strong' passwords;
    for secrets a digit or symbol tail, for gamer tags the clan decoration instead."""
    w = rng.choice(WORDS)
    out = []
    swapped = False
    for k, c in enumerate(w):
        if c in LEET and (rng.random() < 0.6 or (not swapped and k == len(w) - 1)):
            out.append(rng.choice(LEET[c]))
            swapped = True
        else:
            out.append(c.upper() if k == 0 and rng.random() < 0.6 else c)
    core = "".join(out)
    if not swapped:
        core = core + "0"
    if secret:
        return core + rng.choice(("", "_", "!", ".")) + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice(("", "!", "#", "?"))
    return rng.choice(("xX_{c}_Xx", "{c}", "The{c}", "{c}_TTV", "iAm{c}")).replace("{c}", core)


def v_user(rng: random.Random) -> str:
    first = rng.choice(("mia", "leo", "opa.heinz", "tomas", "ayse", "kenji", "priya", "olu", "nadia", "sven", "lucia", "ravi"))
    if rng.random() < 0.5:
        return f"{first}{rng.randint(1, 99)}@{rng.choice(('gmail.com', 'web.de', 'outlook.com', 'family.example'))}"
    return f"{first}_{pick(rng, LOWER_DIG, 3)}"


def v_api(rng: random.Random) -> str:
    return rng.choice((
        lambda: "sk_live_" + pick(rng, ALNUM, 28),
        lambda: "glsa_" + pick(rng, ALNUM, 32) + "_" + pick(rng, HEX, 8),
        lambda: "SG." + pick(rng, B64URL, 22) + "." + pick(rng, B64URL, 43),
        lambda: "key-" + pick(rng, HEX, 32),
        lambda: pick(rng, HEX, 32),
        lambda: "pk_" + pick(rng, LOWER_DIG, 40),
        lambda: "dd" + pick(rng, HEX, 38),
    ))()


def v_jwt(rng: random.Random) -> str:
    head = b64url({"alg": rng.choice(("HS256", "RS256")), "typ": "JWT"})
    iat = rng.randint(1_790_000_000, 1_800_000_000)
    body = b64url({"iss": pick(rng, HEX, 32), "iat": iat, "exp": iat + rng.choice((86400, 315_360_000))})
    return f"{head}.{body}.{pick(rng, B64URL, 43)}"


def split_at(rng: random.Random, value: str, parts: int, sep: str) -> str:
    cuts = sorted(rng.sample(range(3, len(value) - 3), parts - 1))
    return sep.join(value[a:b] for a, b in zip([0, *cuts], [*cuts, len(value)], strict=True))


class Filler:
    """Fills one template; records the secret values it put in (the row's needles)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def value(self, name: str, meta: dict[str, Any]) -> str:
        rng = self.rng
        if name in ("code", "code2"):
            return v_code(rng)
        if name == "hostkey":
            return pick(rng, string.digits, 6)
        if name in ("pw", "pw2"):
            return v_pw(rng)
        if name == "leet":
            return v_leet(rng)
        if name == "api":
            return v_api(rng)
        if name == "akia":
            return "AKIA" + pick(rng, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        if name == "awssecret":
            return pick(rng, ALNUM + "+/", 40)
        if name == "jwt":
            return v_jwt(rng)
        if name == "tg":
            return meta.setdefault("tg", f"{rng.randint(10**9, 8 * 10**9)}:AA{pick(rng, B64URL, 33)}")
        if name == "discord":
            user_id = base64.b64encode(str(rng.randint(10**17, 10**18)).encode()).decode().rstrip("=")
            return f"{user_id}.{pick(rng, B64URL, 6)}.{pick(rng, B64URL, 38)}"
        if name == "xoxb":
            return f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{pick(rng, ALNUM, 24)}"
        if name == "slackhook":
            return f"T0{pick(rng, UPPER_DIG, 8)}/B0{pick(rng, UPPER_DIG, 8)}/{pick(rng, ALNUM, 24)}"
        if name == "dwh":
            return pick(rng, B64URL, 68)
        if name == "hex32":
            return pick(rng, HEX, 32)
        if name == "hex40":
            return pick(rng, HEX, 40)
        if name == "hex64":
            return pick(rng, HEX, 64)
        if name == "azkey":
            return pick(rng, B64, 86) + "=="
        if name == "azkey44":
            return pick(rng, B64, 43) + "="
        if name == "azsecret":
            return pick(rng, ALNUM, 3) + rng.choice("1234567890") + "Q~" + pick(rng, ALNUM + "_.-", 34)
        if name == "pkcs8":
            body = "MIIEvQIBADANBgkqhkiG9w0BAQEFAASC" + pick(rng, B64, 64 * 6)
            return "\\n".join(body[k:k + 64] for k in range(0, len(body), 64))
        if name == "ya29":
            return "ya29.a0" + pick(rng, B64URL, 150)
        if name == "sassig":
            return pick(rng, ALNUM, 40) + rng.choice(("%2B", "%2F", "")) + pick(rng, ALNUM, 3) + "%3D"
        if name == "gkey":
            return "AIza" + pick(rng, ALNUM + "-_", 35)
        if name == "tok":
            return pick(rng, B64URL, rng.choice((32, 40, 48)))
        if name == "b64key":
            return pick(rng, B64, 43) + "="
        if name == "whsec":
            return pick(rng, ALNUM, 32)
        if name == "wrap_api":
            key = rng.choice(("sk-proj-" + pick(rng, ALNUM + "-_", 64), "SG." + pick(rng, B64URL, 22) + "." + pick(rng, B64URL, 43),
                              "github_pat_" + pick(rng, UPPER_DIG, 22) + "_" + pick(rng, ALNUM, 59)))
            return split_at(rng, key, 2, "\n")
        if name == "wrap_qp":
            secret = pick(rng, ALNUM + "+/", 40)
            return split_at(rng, secret, 2, "=\n")
        if name == "wrap_jwt":
            jwt = v_jwt(rng)
            return "\n ".join(jwt[k:k + 48] for k in range(0, len(jwt), 48))
        if name == "wrap_pw":
            return split_at(rng, v_pw(rng), 2, rng.choice(("\n", "-\n", " ↵\n")))
        if name == "wrap_gh":
            return split_at(rng, "ghp_" + pick(rng, ALNUM, 36), 3, rng.choice((" ", "\n", " + ")))
        if name == "wrap_oai":
            key = "sk-proj-" + pick(rng, ALNUM + "-_", 96)
            return "\n".join(key[k:k + 40] for k in range(0, len(key), 40))
        # benign fields
        if name == "leetname":
            return v_leet(rng, secret=False)
        if name == "user":
            return v_user(rng)
        if name == "dbuser":
            return meta.setdefault("dbuser", rng.choice(("app_rw", "shop", "deploy", "svc_backup", "wiki", "printer")))
        if name == "host":
            return meta.setdefault("host", rng.choice(("db-3.internal.example.com", "10.0.2.15", "pg.prod.example.net",
                                                       "mysql-1.lan", "nas.home.arpa", "192.168.10.4")))
        if name == "name":
            return meta.setdefault("name", rng.choice(NAMES))
        if name == "name2":
            return meta.setdefault("name2", rng.choice([n for n in NAMES if n != meta.get("name")]))
        if name == "ext":
            return str(rng.randint(2000, 4999))
        if name == "date":
            return f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        if name == "time":
            return f"{rng.randint(7, 21):02d}:{rng.choice(('00', '15', '30', '45'))}"
        if name in ("room", "ph3"):
            return str(rng.randint(100, 999))
        if name == "room1":
            return meta.setdefault("room1", str(rng.randint(2, 9)))
        if name in ("order", "num"):
            return rng.choice(("", "ORD-", "#", "HM")) + pick(rng, string.digits, rng.randint(7, 10))
        if name == "mask":
            return pick(rng, ALNUM, 4)
        if name in ("maskup", "maskup2"):
            return pick(rng, UPPER_DIG, 4)
        if name == "confid":
            return pick(rng, string.digits, 9)
        if name == "meetid":
            return f"{rng.randint(100, 999)} {rng.randint(1000, 9999)} {rng.randint(1000, 9999)}"
        if name == "acct":
            return meta.setdefault("acct", rng.choice(("contoso", "northwind", "fabrikam", "acmeprod", "tailspin")) +
                                   pick(rng, LOWER_DIG, 4))
        if name == "uuid":
            h = pick(rng, HEX, 32)
            return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
        if name == "botname":
            return rng.choice(("pizza_order", "family_calendar", "plant_water", "standup_helper", "quiz_night")) + \
                pick(rng, string.digits, 2) + "_bot"
        if name == "snow":
            return meta.setdefault("snow", str(rng.randint(10**17, 10**18)))
        if name == "hexpub":
            return pick(rng, HEX, 64)
        if name == "appid":
            return pick(rng, UPPER_DIG, 9)
        if name == "ytid":
            return pick(rng, B64URL, 11)
        if name == "ssid":
            return rng.choice(("FRITZ!Box 7590 ", "Vodafone-", "Livebox-", "TP-Link_", "Casa_", "Familie ")) + \
                pick(rng, UPPER_DIG, 4)
        if name == "wrap_sha":
            sha = pick(rng, HEX, 64)
            return split_at(rng, sha, 2, "\n")
        if name == "wrap_track":
            return split_at(rng, "1Z" + pick(rng, UPPER_DIG, 16), 2, "=\n")
        if name == "wrap_commit":
            return split_at(rng, pick(rng, HEX, 40), 3, rng.choice((" ", "\n", " + ")))
        raise KeyError(name)

    def fill(self, template: str, extra: dict[str, str] | None = None, secret: bool = True) -> tuple[str, dict[str, Any]]:
        meta: dict[str, Any] = {"needles": [], "secret": secret}
        extra = extra or {}

        def sub(m: re.Match[str]) -> str:
            name = m.group(1)
            value = extra[name] if name in extra else self.value(name, meta)
            if name in NEEDLE_FIELDS and secret:
                meta["needles"].append(value)
            return value

        text = FIELD.sub(sub, template).replace("{{", "{").replace("}}", "}")
        return text, meta


# ---------------------------------------------------------------- rows


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

    def shot() -> str:
        return rng.choice(SHOT_CHROME).replace("{mm}", f"{rng.randint(1, 12):02d}").replace(
            "{dd}", f"{rng.randint(1, 28):02d}").replace("{hh}", f"{rng.randint(8, 22):02d}-{rng.randint(10, 59)}")

    # how a snippet arrives in an assistant's context: bare, fenced, after a question, or quoted from a chat
    pasted = ("{t}", "{t}", "{t}", "```\n{t}\n```", "can you summarise this?\n\n{t}", "{name}: {t}",
              "what does this mean?\n{t}", "> " + "{t}", "(pasted from my phone)\n{t}")
    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for kind, templates in table.items():
            for template in templates:
                for _ in range(FILLS.get(kind, SECRET_FILLS if label == "secret" else BENIGN_FILLS)):
                    def one(t: str = template, s: bool = label == "secret", k: str = kind) -> tuple[str, dict[str, Any]]:
                        wrap = shot() + "{t}" if k.startswith("terminal_ocr") else rng.choice(pasted)
                        if wrap.startswith("{name}") and "{name}" in t:  # a chat line already names its sender
                            wrap = "{t}"
                        return filler.fill(wrap.replace("{t}", t), secret=s)
                    add(label, kind, TEMPLATE_LANG.get(template.split(":")[0].split("\n")[0], "en"), one)

    for lang, voice, voice_b, title, user_label, pw_label, show, save in parse_langs():
        colon = "：" if lang in FULL_WIDTH_COLON else ":"

        def voice_row(sentence: str, secret: bool, lang: str = lang) -> tuple[str, dict[str, Any]]:
            wake = rng.choice(WAKE)
            if lang in FULL_WIDTH_COLON and wake:
                wake = wake.replace(", ", "，")
            code = v_code(rng)
            if secret and rng.random() < 0.3:
                code = rng.choice((" ", "-", " - ")).join(code)
            extra = {"code": code} if secret else {"num": filler.value("num", {})}
            chrome = rng.choice(VOICE_CHROME).replace("{wake}", wake).replace("{s}", sentence)
            return filler.fill(chrome, extra, secret)

        def router_row(secret: bool, ui: tuple[str, ...] = (title, user_label, pw_label, show, save),
                       colon: str = colon) -> tuple[str, dict[str, Any]]:
            title, user_label, pw_label, show, save = ui
            pw = rng.choice((v_pw, v_leet, lambda r: pick(r, UPPER_DIG, rng.choice((8, 10, 12)))))(rng)
            value = pw if secret else rng.choice(("●", "•", "*")) * rng.randint(8, 14)
            box = rng.choice(CHECKED) if secret else rng.choice(UNCHECKED)
            arrow = rng.choice(("›", ">", "»", "/"))
            lines = [title.replace("›", arrow), f"{user_label}{colon} {rng.choice(('admin', 'Admin', 'root', 'user'))}",
                     f"{pw_label}{colon} {value}", f"{box} {show}".strip(), rng.choice((f"[ {save} ]", save, f"[{save}]"))]
            return shot() + "\n".join(lines), {"needles": [pw] if secret else [], "secret": secret}

        for _ in range(LANG_FILLS["voice_remember"]):
            add("secret", "voice_remember", lang, lambda s=voice: voice_row(s, True))
        for _ in range(LANG_FILLS["voice_remember_benign"]):
            add("benign", "voice_remember_benign", lang, lambda s=voice_b: voice_row(s, False))
        for _ in range(LANG_FILLS["router_ui"]):
            add("secret", "router_ui", lang, lambda: router_row(True))
        for _ in range(LANG_FILLS["router_ui_benign"]):
            add("benign", "router_ui_benign", lang, lambda: router_row(False))
    return rows


# ---------------------------------------------------------------- checks


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
        if re.search(r"(?<![\$\{])\{\w+\}(?!\})", text):
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
                   if not set(FIELD.findall(t)) & NEEDLE_FIELDS]
    for parts in parse_langs():
        if len(parts) != 8:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # only the voice sentence holds a field, {code}; the benign one holds {num}, the router strings none
        if FIELD.findall(parts[1]) != ["code"] or FIELD.findall(parts[2]) != ["num"] or "{" in "".join(parts[3:]):
            errors.append(f"language line {parts[0]} has the wrong fields")
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"] if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
    errors += [f"benign kind {k} is no twin" for k in kinds["benign"] if k not in T.BENIGN_TWIN.values()]
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs_by["secret"] & langs_by["benign"])}
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    errors += [f"floor {name}: {got[name]} < {floor}" for name, floor in FLOORS.items() if got[name] < floor]
    return errors


def serialise(rows: list[dict[str, Any]]) -> str:
    return "".join(json.dumps({"text": r["text"], "label": r["label"], "kind": r["kind"]}, ensure_ascii=False) + "\n" for r in rows)


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
            errors.append("secrets_blind20.jsonl is stale: rerun make_blind20.py")
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
