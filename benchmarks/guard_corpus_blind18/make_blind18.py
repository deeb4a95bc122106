"""Writes secrets_blind18.jsonl, the eighteenth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind18_templates.py, blind18_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: every secret row still holds its secret value (spelled and obfuscated rows: the written form), BIP-39
checksums for every seed phrase and for no window of any benign row, Luhn for every card, that no benign template or
benign language sentence uses a secret field, that no kind holds both labels, unique texts, the length limit and the
floors.

    python benchmarks/guard_corpus_blind18/make_blind18.py           # (re)write secrets_blind18.jsonl
    python benchmarks/guard_corpus_blind18/make_blind18.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind18/make_blind18.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import random
import re
import string
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind18_langs as L
import blind18_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind18.jsonl"
SEED = 18_2026

# The English BIP-39 list, copied from blind17 (itself from PyPI mnemonic 0.21, MIT, see bip39_english.LICENSE);
# pinned so that a changed list cannot silently change which rows hold a seed. Passphrases draw from it too.
BIP39_PATH = HERE / "bip39_english.txt"
BIP39_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
SEED_LENGTHS = (12, 15, 18, 21, 24)

# Phone chrome around a chat message; MSG is replaced by the language sentence.
CHAT_CHROME = ("{time} ▮▮▮ 4G\n< {name}\nMSG\n{time}  ✓✓", "WhatsApp\n{name}\nonline\nMSG\nRead {time}",
               "◀ Messages   {name}\n\nMSG\n\nDelivered", "{time}\nTelegram · {name}\nMSG\nMessage…")
# A shared sheet pasted as text; MSG is one cell, a language sentence.
SHEETS = ("Date\tWho\tNote\n{date}\t{name}\tMSG", "| Week | Task | Note |\n|---|---|---|\n| {room} | house | MSG |",
          "id,author,comment\n{room},{name},\"MSG\"", "A1: Notes\nA2: MSG\nA3: (updated {date})")
SECRET_FILLS = 10
BENIGN_FILLS = 6
FILLS = {"homoglyph_secret": 90, "homoglyph_benign": 50, "card_cvv": 14, "private_key": 16, "public_key": 12}
LANG_FILLS = {"lang_code": 3, "lang_password": 2, "pin_words": 2, "translation_pair": 2,
              "lang_number": 2, "lang_elsewhere": 2, "number_words": 2, "translation_benign": 2}
SECRET_FIELDS = {"code", "pw", "phrase", "card", "cvv", "api", "rc", "seed", "seedtable", "seedcsv", "otp", "pem", "pemssh"}
FLOORS = {"secret_rows": 2000, "secret_kinds": 20, "benign_rows": 1400, "benign_kinds": 20, "languages": 80}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
B64 = string.ascii_letters + string.digits + "+/"
HEX = "0123456789abcdef"


def load_list() -> list[str]:
    raw = BIP39_PATH.read_bytes()
    if hashlib.sha256(raw).hexdigest() != BIP39_SHA256:
        raise SystemExit("bip39_english.txt does not match its pinned SHA-256")
    words = raw.decode("ascii").split()
    assert len(words) == 2048
    return words


WORDS = load_list()
INDEX = {w: i for i, w in enumerate(WORDS)}


def mnemonic(rng: random.Random, n_words: int) -> list[str]:
    ent_bits = n_words * 11 * 32 // 33
    entropy = rng.getrandbits(ent_bits).to_bytes(ent_bits // 8, "big")
    cs = ent_bits // 32
    bits = int.from_bytes(entropy, "big") << cs | hashlib.sha256(entropy).digest()[0] >> (8 - cs)
    return [WORDS[(bits >> (11 * (n_words - 1 - k))) & 2047] for k in range(n_words)]


def checksum_valid(words: list[str]) -> bool:
    """Independent of mnemonic(): index lookup, then the BIP-39 checksum."""
    n = len(words)
    if n not in SEED_LENGTHS or any(w not in INDEX for w in words):
        return False
    bits = 0
    for w in words:
        bits = bits << 11 | INDEX[w]
    cs = n * 11 // 33
    entropy = (bits >> cs).to_bytes((n * 11 - cs) // 8, "big")
    return bits & ((1 << cs) - 1) == hashlib.sha256(entropy).digest()[0] >> (8 - cs)


def tokens(text: str) -> list[str]:
    return [t.lower() for t in re.findall(r"[^\W\d_]+", text)]


def has_valid_window(text: str) -> bool:
    run: list[str] = []
    for tok in [*tokens(text), None]:
        if tok is not None and tok in INDEX:
            run.append(tok)
            continue
        if any(checksum_valid(run[s:s + n]) for n in SEED_LENGTHS for s in range(len(run) - n + 1)):
            return True
        run = []
    return False


def luhn_ok(number: str) -> bool:
    total = 0
    for k, ch in enumerate(reversed(number)):
        d = int(ch)
        if k % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def ean13_ok(code: str) -> bool:
    d = [int(c) for c in code]
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


# ---------------------------------------------------------------- values


def pick(rng: random.Random, s: str, n: int) -> str:
    return "".join(rng.choice(s) for _ in range(n))


def v_code(rng: random.Random) -> str:
    return pick(rng, string.digits, rng.choice((4, 4, 5, 6)))


def v_pw(rng: random.Random) -> str:
    style = rng.randrange(5)
    w = rng.choice(WORDS)
    if style == 0:
        return w.capitalize() + pick(rng, string.digits, rng.randint(2, 4)) + rng.choice("!?#$%&*")
    if style == 1:
        return pick(rng, ALNUM, rng.randint(10, 14)) + rng.choice("!#@")
    if style == 2:
        return rng.choice(WORDS).capitalize() + rng.choice("-_.") + w + pick(rng, string.digits, 2)
    if style == 3:
        return w[:3].upper() + pick(rng, string.ascii_lowercase, 4) + pick(rng, string.digits, 3) + rng.choice("!*")
    return rng.choice(("Sommer", "Lisboa", "Kebab", "Maple", "Otter", "Nebula")) + str(rng.randint(1970, 2026)) + rng.choice("!.#")


def v_user(rng: random.Random) -> str:
    first = rng.choice(("mia", "leo", "oma.gerda", "tomas", "ayse", "kenji", "priya", "olu", "nadia", "sven", "lucia", "ravi"))
    if rng.random() < 0.5:
        return f"{first}{rng.randint(1, 99)}@{rng.choice(('gmail.com', 'web.de', 'outlook.com', 'yahoo.fr', 'family.example'))}"
    return f"{first}_{pick(rng, LOWER_DIG, 3)}"


def v_card(rng: random.Random) -> str:
    body = rng.choice(("4", "51", "52", "53", "54", "55")) + pick(rng, string.digits, 14)
    body = body[:15]
    check = next(d for d in string.digits if luhn_ok(body + d))
    return body + check


def v_ean(rng: random.Random) -> str:
    body = "978" + pick(rng, string.digits, 9)
    return body + next(d for d in string.digits if ean13_ok(body + d))


def v_api(rng: random.Random) -> str:
    return rng.choice((
        lambda: "sk_live_" + pick(rng, ALNUM, 24),
        lambda: f"xoxb-{rng.randint(10**10, 10**11)}-{rng.randint(10**12, 10**13)}-{pick(rng, ALNUM, 24)}",
        lambda: "glpat-" + pick(rng, ALNUM + "-_", 20),
        lambda: "AIza" + pick(rng, ALNUM + "-_", 35),
        lambda: f"{rng.randint(10**9, 10**10)}:AA{pick(rng, ALNUM + '-_', 33)}",
        lambda: "sk-proj-" + pick(rng, ALNUM, 40),
    ))()


def v_rc(rng: random.Random) -> str:
    style = rng.randrange(3)
    n = rng.choice((8, 10))
    if style == 0:
        codes = [pick(rng, LOWER_DIG, 5) + "-" + pick(rng, LOWER_DIG, 5) for _ in range(n)]
    elif style == 1:
        codes = [pick(rng, string.digits, 4) + " " + pick(rng, string.digits, 4) for _ in range(n)]
    else:
        codes = [pick(rng, string.ascii_uppercase + "23456789", 8) for _ in range(n)]
    numbered = rng.random() < 0.3
    return "\n".join(f"{k + 1}. {c}" if numbered else c for k, c in enumerate(codes))


def v_track(rng: random.Random) -> str:
    return rng.choice((
        lambda: pick(rng, string.ascii_uppercase, 2) + pick(rng, string.digits, 9) + rng.choice(("DE", "GB", "FR", "PL", "NL")),
        lambda: "1Z" + pick(rng, string.ascii_uppercase + string.digits, 16),
        lambda: pick(rng, string.digits, 12),
        lambda: "JJD" + pick(rng, string.digits, 18),
    ))()


def v_pem(rng: random.Random, head: str, lines: int) -> str:
    body = head + pick(rng, B64, 64 * lines - len(head))
    return "\n".join(body[k:k + 64] for k in range(0, len(body), 64))


def obfuscate(rng: random.Random, value: str) -> str:
    """Fullwidth digits and letters, Cyrillic/Greek look-alikes, or zero-width characters between the characters."""
    mode = rng.randrange(4)
    fullwidth = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in value)
    if mode == 0:
        return fullwidth
    if mode == 1:
        look = {"a": "а", "e": "е", "o": "о", "p": "р", "c": "с", "x": "х", "A": "Α", "B": "Β", "E": "Ε", "O": "Ο", "H": "Η"}
        swapped = "".join(look.get(c, c) for c in value)
        # digits have no look-alike letters: such a value is written fullwidth instead, never left plain
        return swapped if swapped != value else fullwidth
    joiner = rng.choice(("\u200b", "\u200c", "\u2060", "\ufeff"))
    if mode == 2:
        return joiner.join(value)
    return " ".join(value) if value.isdigit() else joiner.join(value)


OCR_SWAP = {"l": "1", "o": "0", "i": "í", "e": "c", "m": "rn", "s": "5", "a": "ä", ":": ";", "t": "f"}
OCR_LINES = ("▮▮▯", "· ·· ·", "|||  ıl", "ﾛ ▢ ◁", "— —", "%", "⌃", "Ⓘ", "=  =", "[ ]")


def ocr_noise(rng: random.Random, text: str, keep: list[str]) -> str:
    """What a phone screenshot's OCR makes of a text: letters misread and stray glyph lines, the values themselves
    left intact (the row's label is about the value; misreading it would make it another string)."""
    pattern = "(" + "|".join(re.escape(k) for k in sorted(keep, key=len, reverse=True)) + ")" if keep else None
    parts = re.split(pattern, text) if pattern else [text]
    out = []
    for k, part in enumerate(parts):
        if pattern and k % 2:
            out.append(part)
            continue
        out.append("".join(OCR_SWAP[c] if c in OCR_SWAP and rng.random() < 0.08 else c for c in part))
    noisy = "".join(out)
    if rng.random() < 0.7:
        noisy = rng.choice(OCR_LINES) + "\n" + noisy
    if rng.random() < 0.5:
        noisy += "\n" + rng.choice(OCR_LINES)
    return noisy


class Filler:
    """Fills one template; secret values it inserts are recorded as needles."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def fill(self, template: str, extra: dict[str, str] | None = None) -> tuple[str, dict[str, Any]]:
        meta: dict[str, Any] = {"needles": []}
        values: dict[str, str] = dict(extra or {})
        for name in FIELD.findall(template):
            if name in values:
                if name in SECRET_FIELDS and name in (extra or {}) and values[name] not in meta["needles"]:
                    meta["needles"].append(values[name])
                continue
            values[name] = self.value(name, values, meta)
            if name in SECRET_FIELDS and name not in ("seedtable", "seedcsv", "seed", "rc", "pem", "pemssh"):
                meta["needles"].append(values[name])
        return template.format(**values), meta

    def value(self, name: str, values: dict[str, str], meta: dict[str, Any]) -> str:
        rng = self.rng
        simple: dict[str, Callable[[], str]] = {
            "code": lambda: v_code(rng), "pw": lambda: v_pw(rng), "user": lambda: v_user(rng),
            "cvv": lambda: pick(rng, string.digits, 3), "exp": lambda: f"{rng.randint(1, 12):02d}/{rng.randint(27, 31)}",
            "api": lambda: v_api(rng), "otp": lambda: pick(rng, string.digits, 6),
            "phrase": lambda: " ".join(rng.sample(WORDS, rng.randint(4, 6))),
            "words": lambda: " ".join(rng.sample(WORDS, rng.randint(4, 6))),
            "num": lambda: pick(rng, string.digits, rng.randint(8, 12)), "order": lambda: rng.choice(("#", "ORD-", "A", "")) + pick(rng, string.digits, rng.randint(6, 10)),
            "track": lambda: v_track(rng), "ean": lambda: v_ean(rng),
            "ver": lambda: f"{rng.randint(1, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 99)}",
            "sha": lambda: pick(rng, HEX, rng.choice((12, 32, 40))),
            "phone": lambda: f"+{rng.choice(('44', '49', '33', '34', '1'))} {pick(rng, string.digits, 3)} {pick(rng, string.digits, 3)} {pick(rng, string.digits, 4)}",
            "time": lambda: f"{rng.randint(6, 22):02d}:{rng.choice(('00', '15', '30', '45'))}",
            "room": lambda: str(rng.randint(2, 999)), "price": lambda: f"{rng.randint(3, 40)}.{rng.choice(('99', '49', '00'))} €",
            "date": lambda: f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            "ssid": lambda: rng.choice(("Casa", "FRITZ!Box", "Vodafone", "Livebox", "TP-Link", "Cabin")) + "-" + pick(rng, string.ascii_uppercase + string.digits, 4),
            "dbuser": lambda: rng.choice(("app", "photos", "school", "svc", "kiosk", "pi")) + rng.choice(("_rw", "_admin", "", "_user")),
            "ext": lambda: pick(rng, string.digits, 4), "mask": lambda: pick(rng, string.digits, 4),
            "name": lambda: rng.choice(("Anna", "Jonas", "Fatima", "Hiro", "Elena", "Kwame", "Ines", "Bogdan")),
            "svc": lambda: rng.choice(("Netflix", "Disney+", "School portal", "ShareNow", "Nuki", "DHL", "Spotify", "Moodle", "Ring")),
            "host": lambda: rng.choice(("db", "nas", "pi", "home", "sql01")) + "." + rng.choice(("lan", "family.example", "internal", "home.arpa")),
            "pub": lambda: rng.choice(("age1", "npub1")) + pick(rng, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58),
            "pubssh": lambda: "AAAAC3NzaC1lZDI1NTE5AAAAI" + pick(rng, B64, 43),
            "pubpem": lambda: rng.choice(("MCowBQYDK2VwAyEA" + pick(rng, B64, 43) + "=", v_pem(rng, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA", 6))),
            "tracks": lambda: "\n".join(v_track(rng) for _ in range(rng.choice((5, 8, 10)))),
        }
        if name in simple:
            return simple[name]()
        if name == "card":
            number = v_card(rng)
            meta["card"] = number
            return " ".join(number[k:k + 4] for k in range(0, 16, 4)) if rng.random() < 0.7 else number
        if name == "rc":
            rc = v_rc(rng)
            meta["needles"].append(rc.splitlines()[0].split(". ")[-1])
            return rc
        if name in ("pem", "pemssh"):
            head = "MC4CAQAwBQYDK2VwBCIEI" if name == "pem" else "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ"
            pem = v_pem(rng, head, rng.randint(3, 6))
            meta["needles"].append(pem.splitlines()[1])
            return pem
        if name in ("seed", "seedtable", "seedcsv"):
            words = mnemonic(rng, rng.choice((12, 12, 24)))
            meta["seed"] = words
            if name == "seedtable":
                return "\n".join(f"| {k + 1} | {w} |" for k, w in enumerate(words))
            if name == "seedcsv":
                return ",".join(words)
            return "\n".join(" ".join(words[k:k + 4]) for k in range(0, len(words), 4))
        if name in ("wordtable", "wordlist", "wordcsv"):
            words = rng.sample(WORDS, rng.randint(6, 10))
            if name == "wordtable":
                return "\n".join(f"| {k + 1} | {w} |" for k, w in enumerate(words))
            return ",".join(words) if name == "wordcsv" else "\n".join(words)
        raise KeyError(name)


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

    def noisy(template: str) -> tuple[str, dict[str, Any]]:
        text, meta = filler.fill(template)
        return ocr_noise(rng, text, meta["needles"]), meta

    for label, table in (("secret", T.SECRET), ("benign", T.BENIGN)):
        for kind, templates in table.items():
            if kind in ("homoglyph_secret", "homoglyph_benign"):
                continue
            make = noisy if kind in ("ocr_screenshot", "ocr_benign") else filler.fill
            for template in templates:
                for _ in range(FILLS.get(kind, SECRET_FILLS if label == "secret" else BENIGN_FILLS)):
                    add(label, kind, "en", lambda t=template, m=make: m(t))

    def homoglyph(secret: bool) -> tuple[str, dict[str, Any]]:
        lead = rng.choice(T.HOMO_SECRET_LEADS if secret else T.HOMO_BENIGN_LEADS)
        value = (v_code(rng) if rng.random() < 0.5 else v_pw(rng)) if secret else (
            v_track(rng) if rng.random() < 0.5 else rng.choice(("SKU-", "ORD-", "")) + pick(rng, string.digits, 8))
        obf = obfuscate(rng, value)
        return f"{lead} {obf}", {"needles": [obf] if secret else []}

    for _ in range(FILLS["homoglyph_secret"]):
        add("secret", "homoglyph_secret", "en", lambda: homoglyph(True))
    for _ in range(FILLS["homoglyph_benign"]):
        add("benign", "homoglyph_benign", "en", lambda: homoglyph(False))

    def chat_log(lang: str, sentence: str) -> tuple[str, dict[str, Any]]:
        text, meta = filler.fill(sentence)
        record = {"ts": filler.value("date", {}, meta) + "T" + filler.value("time", {}, meta), "app": rng.choice(
            ("familychat", "teams-bridge", "smartlock", "parcelapp")), "locale": lang, "from": filler.value("user", {}, meta),
            "message": text}
        return json.dumps(record, ensure_ascii=rng.random() < 0.3), meta

    def obfuscated(sentence: str, field: str, secret: bool) -> tuple[str, dict[str, Any]]:
        obf = obfuscate(rng, v_code(rng) if secret else pick(rng, string.digits, rng.randint(8, 12)))
        text, meta = lang_row(sentence, {field: obf})
        meta["needles"] = [obf] if secret else []
        return text, meta

    senders = ("", "", "Mum: ", "Papa: ", "{name}: ", "[{date} {time}] {name}: ", "> ", "fwd: ")

    def lang_row(sentence: str, extra: dict[str, str], tail: str = "") -> tuple[str, dict[str, Any]]:
        prefix = rng.choice(senders)
        return filler.fill(prefix + sentence + tail, extra)

    for lang, digits, s_code, s_pw, b_num, b_ref in parse_langs():
        words = digits.split(",")
        assert len(words) == 10, lang
        sep = " " if lang not in ("zh", "ja", "th", "km", "lo", "my") else rng.choice(("", " ", "、"))
        for _ in range(LANG_FILLS["lang_code"]):
            add("secret", "lang_code", lang, lambda s=s_code: lang_row(s, {}))
        for _ in range(LANG_FILLS["lang_password"]):
            add("secret", "lang_password", lang, lambda s=s_pw: lang_row(s, {}))

        def spelled(sentence: str, field: str, secret: bool, ws: list[str] = words, sep: str = sep) -> tuple[str, dict[str, Any]]:
            digits_ = v_code(rng) if secret else pick(rng, string.digits, rng.randint(8, 11))
            said = (sep if sep else "").join(ws[int(d)] for d in digits_) if sep != " " else \
                rng.choice((" ", ", ", "-", " ")).join(ws[int(d)] for d in digits_)
            text, meta = lang_row(sentence, {field: said})
            meta["needles"] = [said] if secret else []
            return text, meta

        for _ in range(LANG_FILLS["pin_words"]):
            add("secret", "pin_words", lang, lambda s=s_code: spelled(s, "code", True))
        for _ in range(LANG_FILLS["number_words"]):
            add("benign", "number_words", lang, lambda s=b_num: spelled(s, "num", False))
        for _ in range(LANG_FILLS["lang_number"]):
            add("benign", "lang_number", lang, lambda s=b_num: lang_row(s, {}))
        for _ in range(LANG_FILLS["lang_elsewhere"]):
            add("benign", "lang_elsewhere", lang, lambda s=b_ref: lang_row(s, {}))
        # the same sentences as a chat screenshot read by OCR, and as the message field of a chat app's JSON log
        for kind, label, sentence in (("ocr_screenshot", "secret", s_code), ("ocr_benign", "benign", b_num),
                                      ("ocr_screenshot", "secret", s_pw), ("ocr_benign", "benign", b_ref)):
            add(label, kind, lang, lambda s=sentence: noisy(rng.choice(CHAT_CHROME).replace("MSG", s)))
        for kind, label, sentence in (("app_log_json", "secret", s_code), ("app_log_benign", "benign", b_num),
                                      ("app_log_json", "secret", s_pw), ("app_log_benign", "benign", b_ref)):
            add(label, kind, lang, lambda s=sentence, lg=lang: chat_log(lg, s))
        # the code or parcel number written with fullwidth digits, look-alikes or zero-width characters in between
        for label, kind, sentence, field in (("secret", "homoglyph_secret", s_code, "code"), ("benign", "homoglyph_benign", b_num, "num")):
            add(label, kind, lang, lambda s=sentence, f=field, sec=label == "secret": obfuscated(s, f, sec))
        # a passphrase of list words given as the account password, in the language's own sentence
        add("secret", "passphrase_password", lang,
            lambda s=s_pw: lang_row(s, {"pw": " ".join(rng.sample(WORDS, rng.randint(4, 6)))}))
        # the same sentences pasted as a cell of a shared household or team sheet
        for kind, label, sentence in (("spreadsheet_paste", "secret", rng.choice((s_code, s_pw))),
                                      ("spreadsheet_benign", "benign", rng.choice((b_num, b_ref)))):
            add(label, kind, lang, lambda s=sentence: filler.fill(rng.choice(SHEETS).replace("MSG", s)))
        if lang == "en":
            continue
        for k in range(LANG_FILLS["translation_pair"]):
            sentence, gloss = (s_code, rng.choice(T.GLOSS_SECRET[:3])) if k == 0 else (s_pw, rng.choice(T.GLOSS_SECRET[3:]))
            add("secret", "translation_pair", lang, lambda s=sentence, g=gloss: lang_row(s, {}, "\n" + g))
        for k in range(LANG_FILLS["translation_benign"]):
            sentence, gloss = (b_num, rng.choice((T.GLOSS_BENIGN[0], T.GLOSS_BENIGN[1], T.GLOSS_BENIGN[3]))) if k == 0 else \
                (b_ref, rng.choice((T.GLOSS_BENIGN[2], T.GLOSS_BENIGN[4])))
            add("benign", "translation_benign", lang, lambda s=sentence, g=gloss: lang_row(s, {}, "\n" + g))
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
        if label == "benign" and has_valid_window(text):
            errors.append(f"benign row holds a valid seed window: {bad}")
        if from_disk:
            continue
        meta = row["meta"]
        if re.search(r"(?<!\$)\{\w+\}", text):
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not (meta.get("needles") or meta.get("seed")):
            errors.append(f"secret row with no recorded secret: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        errors += [f"secret value {n!r} missing: {bad}" for n in meta.get("needles", []) if n not in text]
        if "seed" in meta and (label != "secret" or not checksum_valid(meta["seed"]) or meta["seed"] != [
                t for t in tokens(text) if t in INDEX][-len(meta["seed"]):]):
            errors.append(f"bad seed row: {bad}")
        if "card" in meta and (not luhn_ok(meta["card"]) or label != "secret"):
            errors.append(f"bad card: {bad}")
    if from_disk:
        return errors
    for kind, templates in T.BENIGN.items():
        for t in templates:
            used = set(FIELD.findall(t)) & SECRET_FIELDS
            if used:
                errors.append(f"benign template {kind} uses secret fields {sorted(used)}: {t[:60]!r}")
    for parts in parse_langs():
        for t in parts[4:]:
            if set(FIELD.findall(t)) & SECRET_FIELDS:
                errors.append(f"benign language sentence uses a secret field: {t[:60]!r}")
        if "{code}" not in parts[2] or "{pw}" not in parts[3] or "{num}" not in parts[4] or "{" in parts[5]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    langs = [p[0] for p in parse_langs()]
    errors += [f"language {lang} twice" for lang, n in collections.Counter(langs).items() if n > 1]
    missing = set(T.BENIGN_TWIN) - set(T.SECRET) - {"lang_code", "lang_password", "pin_words", "translation_pair"}
    errors += [f"twin map names an unknown secret kind {k}" for k in missing]
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs_by = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    errors += [f"secret kind {k} has no benign twin" for k in kinds["secret"] if T.BENIGN_TWIN.get(k) not in kinds["benign"]]
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
    print(f"{len(rows)} rows, {len(langs)} languages (secret rows in {len({r['lang'] for r in rows if r['label'] == 'secret'})}, "
          f"benign rows in {len({r['lang'] for r in rows if r['label'] == 'benign'})})")
    print(f"longest text: {max(len(r['text']) for r in rows)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--check", action="store_true", help="verify the file on disk instead of writing it")
    parser.add_argument("--table", action="store_true", help="print rows per label and kind and the languages")
    args = parser.parse_args(argv)
    rows = build()
    errors = check_rows(rows)
    if args.check:
        text = OUT.read_text(encoding="utf-8")
        # the file is checked on its own too (uniqueness, length, benign windows), not only through the regeneration
        errors += check_rows([json.loads(line) for line in text.splitlines() if line.strip()], from_disk=True)
        if text != serialise(rows):
            errors.append("secrets_blind18.jsonl is stale: rerun make_blind18.py")
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
