"""Writes secrets_blind31.jsonl, the thirty-first blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind31_templates.py, blind31_langs.py) with its ``⟦a|b|c⟧`` wording choices
resolved and its fields filled from one seeded generator; the same seed writes the same file byte for byte. Before
writing (and with --check, against the file on disk) it verifies the labels: every secret row still holds the secret
values it was filled with, no benign template or benign language string uses a secret field, every secret kind has
its benign twin, no kind holds both labels, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind31/make_blind31.py           # (re)write secrets_blind31.jsonl
    python benchmarks/guard_corpus_blind31/make_blind31.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind31/make_blind31.py --table   # rows per label and kind, languages
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
import blind31_langs as L
import blind31_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind31.jsonl"
SEED = 31_3131

# Every secret field's value is a credential and is recorded as a needle the row must still hold after filling and
# wrapping: cloud access keys and service-account private keys, registry tokens and passwords, SSH private keys and
# passphrases, API keys, OAuth client secrets, JWT signing secrets and bearer JWTs, password-manager export lines,
# exchange API key pairs, bank passwords and security answers, voicemail PINs and door keypad codes.
SECRET_FIELDS = {"akid", "awssecret", "gcpkey", "azsecret", "npmtoken", "pypitoken", "dockerauth", "regpw",
                 "cargotoken", "sshkey", "sshkeyhead", "sshpass", "apikey", "gocspx", "clientsecret", "jwtsecret",
                 "jwt", "djangokey", "pmline", "pmline2", "pmline3", "pmkeepass", "exkey", "exsecret", "expass", "pw",
                 "memword", "maiden", "pet", "town", "school", "teacher", "vmpin", "keycode"}
# rows per English template kind, by label (each kind has 5 to 8 secret and 5 or 6 benign templates); the brief asks
# for about 1500-2000 rows with 20-30 % benign near misses
SECRET_ROWS_PER_KIND = 100
BENIGN_ROWS_PER_KIND = 32
# per language: the voicemail PIN and the door keypad code, and their twins (the number to call, the address)
LANG_FILLS = {"voicemail_pin_ml": 10, "voicemail_pin_ml_benign": 3, "door_keypad_code_ml": 10,
              "door_keypad_code_ml_benign": 3}
# the value each family's label stands beside ({v} in a frame)
FAMILY_VALUE = {"voicemail_pin_ml": "{vmpin}", "door_keypad_code_ml": "{keycode}"}
# the phrasings built from one language's label (NP), secret sentence (S) and twin sentence (B); {v} is the secret
# value. New for this round: the value in a reply, in parentheses, after an arrow, in a table row, as a reminder.
SECRET_FRAMES = ("{S}", "{S}", "{S}", "{S}.", "{S} 👍", "{S} ;)", "{B}. {S}", "{S}\n\n{B}", "{NP}: {v}",
                 "{NP}={v}", "{NP}\n\n{v}", "({NP}: {v})", "{v} ({NP})", "{NP} => {v}", "| {NP} | {v} |",
                 "* {NP}: {v}\n* {B}", "{NP} — {v}", "{B}\n> {NP}: {v}", "{NP}: `{v}`", "{NP}... {v}",
                 "{NP}\t{v}")
FAMILY_SECRET_FRAMES = {"voicemail_pin_ml": ("{NP} {v} ☎️", "☎ {v} / {NP}"),
                        "door_keypad_code_ml": ("{NP} {v} 🚪", "{B}\n🔢 {v}", "{NP} ({addr}): {v}")}
BENIGN_FRAMES = ("{B}", "{B}", "{B}.", "{B} 👍", "{B} ;)", "{NP}: {mask}", "{NP}={mask}", "({NP}: {mask})",
                 "{B}\n{NP}: {mask}", "| {NP} | {mask} |", "* {NP}: {mask}\n* {B}", "{NP} — {mask}",
                 "{B}. {NP}: {mask}", "{NP}: `{mask}`")
# the twins' extra shapes: the code "changed" with no value, the voicemail's own number
FAMILY_BENIGN_FRAMES = {"voicemail_pin_ml": ("{B} ☎️",), "door_keypad_code_ml": ("{B}\n🔢 {mask}",)}
MASKS = ("••••", "[removed]", "(you know it)", "<pin>", "(I'll text it)", "[code on request]", "[private]",
         "(same as before)", "...", "(ask the caretaker)", "****", "[not saved]", "(see the note by the door)",
         "XXXX", "(changed)", "N/A")
FLOORS = {"secret_rows": 1150, "secret_kinds": 11, "benign_rows": 350, "benign_kinds": 11, "languages": 16}
MAX_CHARS = 3000
FIELD = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
# literal single-brace placeholders some tools read themselves, not template fields (none in this corpus)
LITERAL_BRACES: set[str] = set()
# fields of the language lines filled per language by build() (the language's streets and phone prefix)
LANG_FIELDS = {"addr", "phone"}

ALNUM = string.ascii_letters + string.digits
LOWER_DIG = string.ascii_lowercase + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
DIGITS = string.digits
B64 = string.ascii_letters + string.digits + "+/"
B64URL = string.ascii_letters + string.digits + "-_"
BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

NAMES = ("Lucía", "Tiago", "Margaux", "Jonas", "Chiara", "Sanne", "Haruto", "Minji", "Wei", "Ananya", "Putri",
         "Dmitri", "Elif", "Zofia", "Linnea", "Quang", "Ruairí", "Beatriz", "Kenji", "Oksana")
# written for this round: words for passwords and memorable words
WORDS = ("anchovy", "bramble", "cobalt", "dune", "ember", "fjord", "glacier", "harbour", "indigo", "juniper",
         "kelp", "lantern", "meadow", "nutmeg", "opal", "pebble", "quartz", "rosemary", "saffron", "thistle",
         "umber", "velvet", "walnut", "yew", "zinnia", "mistral", "paprika", "tundra", "lagoon", "cedar")
SYMBOLS = "!#$%&*+-=?@_."
DOMAINS = ("tiles.example", "ferry.example.net", "greenhouse.example", "dental-east.example.org", "roastery.example",
           "museum.example.com", "orchestra.example", "rowing.example.net", "printshop.example", "housing.example.org")
SITES = ("netflix.example", "shop.example.com", "forum.example.net", "tax-office.example", "gym.example",
         "airline.example", "utility.example.org", "school-portal.example", "insurance.example", "webmail.example")
BANKS = ("Banco Horizonte", "Nordbank Example", "Caisse Exemple", "First Example Bank", "Cassa Esempio",
         "Spaarbank Voorbeeld", "Example Building Society", "Cooperative Credit Union (example)")
MAIDEN = ("Castellanos", "Ferreira", "Moreau", "Brandt", "Esposito", "Visser", "Takahashi", "Kowalczyk", "Lindqvist",
          "O'Sullivan", "Nguyen", "Petrova", "Yılmaz", "Sharma", "Halloran", "Dubois")
PETS = ("Biscuit", "Mango", "Pimienta", "Rocco", "Snowball", "Tofu", "Kiwi", "Pelusa", "Bruno", "Momo", "Whiskers",
        "Lola", "Ziggy", "Chispa")
TOWNS = ("Valladolid", "Coimbra", "Limoges", "Bielefeld", "Ravenna", "Zwolle", "Sendai", "Daegu", "Kraków",
         "Uppsala", "Tulsa", "Galway", "Huế", "Tomsk")
SCHOOLS = ("St Brigid's", "Colegio San José", "Lincoln Elementary", "Escola Básica n.º 2", "Grundschule am Park",
           "Scuola Garibaldi", "Oak Hill Primary")
TEACHERS = ("Mrs Pennington", "Señora Ruiz", "Herr Vogel", "Mr Adeyemi", "Madame Leroy")
# per language: streets for the door code family and the country prefix of the voicemail number
ADDRS = {"es": ("calle del Olmo 14", "avenida de la Playa 3", "calle Mayor 27"),
         "pt": ("Rua das Flores 88", "Travessa do Carmo 5", "Avenida Central 210"),
         "fr": ("12 rue des Tanneurs", "4 impasse du Moulin", "37 boulevard Carnot"),
         "de": ("Lindenstraße 9", "Am Kanal 42", "Bergweg 3a"),
         "it": ("via dei Mille 18", "corso Garibaldi 61", "via Roma 7"),
         "nl": ("Prinsengracht 211", "Kerkstraat 15", "Molenweg 8"),
         "ja": ("中央区月島3丁目", "北区梅田1-2", "青葉区本町5-8"),
         "ko": ("마포구 연남동 223-14", "해운대구 우동 1408", "수성구 범어동 55"),
         "zh": ("朝阳区望京花园3号楼", "徐汇区宛平路88弄", "天河区体育西路12号"),
         "hi": ("सेक्टर 21, ब्लॉक सी", "मालवीय नगर, गली 4", "कोरमंगला 5वां ब्लॉक"),
         "id": ("Jalan Kenanga 17", "Perumahan Griya Asri blok C2", "Jalan Dago 101"),
         "ru": ("ул. Садовая, 14", "пр. Мира, 102", "ул. Ленина, 7к2"),
         "tr": ("Moda Caddesi 31", "Atatürk Bulvarı 140", "Gül Sokak 6"),
         "pl": ("ul. Długa 23", "ul. Ogrodowa 4", "al. Niepodległości 180"),
         "sv": ("Storgatan 19", "Björkvägen 2", "Drottninggatan 77"),
         "vi": ("số 12 Hàng Bạc", "hẻm 45 Lê Lợi", "chung cư Sông Hồng, tòa B")}
PHONE_PREFIX = {"es": "+34", "pt": "+351", "fr": "+33", "de": "+49", "it": "+39", "nl": "+31", "ja": "+81", "ko": "+82",
                "zh": "+86", "hi": "+91", "id": "+62", "ru": "+7", "tr": "+90", "pl": "+48", "sv": "+46", "vi": "+84"}
# English rows arrive bare, fenced, as a question, from a sender, with a note, in a mail or a ticket
PASTED = ("{t}", "{t}", "{t}", "```\n{t}\n```", "```bash\n{t}\n```", "{t}\n\ncan you keep this for me?",
          "from {name}:\n{t}", "remember this for later:\n\n{t}", "{t}\n\n(pasted from Teams)", "note to self:\n{t}",
          "{t}\n\nwhy is this returning 403?", "onboarding {date}:\n{t}", "Re: access for the contractor\n\n{t}",
          "{t}\n\ncheers", "FYI\n{t}", "migrating these next week:\n{t}", "{t}\n-- sent from my phone",
          "debugging this:\n{t}", "store this:\n{t}", "{t}\n\n[saved from an email]")
LANG_CHROME = ("{t}", "{t}", "{t}", "{name}: {t}", "[{hh}:{mi}] {t}", "{t} 🙂", "Fw: {t}", "{t}\n\n— {name}",
               "{t} 👌", "↳ {t}", "{hh}:{mi} {name}: {t}", "{t}!!", "{t}\n/{name}", "{t} (important)",
               "{name} ({hh}:{mi})\n{t}", "{t} -- {name}", "{t}\n\n(dictated)", "📌 {t}", "PS {t}", "{t} xx")
CHROME_EXTRA = {"voicemail_pin_ml": ("📞 {t}", "{t} 📱"), "door_keypad_code_ml": ("🏢 {t}", "{t} 🔑", "🚗 {t}")}
CHOICE = re.compile(r"⟦([^⟦⟧]*)⟧")


def pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def b64(rng: random.Random, n: int) -> str:
    return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def v_pw(rng: random.Random) -> str:
    """A password in one of five styles people pick for accounts."""
    style = rng.randrange(5)
    if style == 0:
        return rng.choice(WORDS).capitalize() + pick(rng, DIGITS, rng.randint(2, 4)) + rng.choice(SYMBOLS)
    if style == 1:
        return pick(rng, ALNUM + "#%+!@^", rng.randint(12, 22))
    if style == 2:
        return rng.choice(("-", ".", "_")).join(rng.sample(WORDS, 3)) + pick(rng, DIGITS, 2)
    if style == 3:
        return pick(rng, string.ascii_uppercase, 1) + pick(rng, string.ascii_lowercase, 7) + rng.choice(SYMBOLS) + \
            pick(rng, DIGITS, 2)
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS).capitalize() + rng.choice(("!", "77", "2025", "#1"))


def v_pem_lines(rng: random.Random, prefix: str, n: int) -> list[str]:
    body = prefix + pick(rng, B64, 64 * n - len(prefix))
    return [body[i:i + 64] for i in range(0, len(body), 64)]


def v_gcpkey(rng: random.Random) -> str:
    """A service-account private key as it stands in the JSON file: PEM with escaped newlines (shortened)."""
    lines = v_pem_lines(rng, "MIIEv" + rng.choice("gQI") + "IBADANBgkqhkiG9w0BAQEFAASC", rng.randint(4, 7))
    return "-----BEGIN PRIVATE KEY-----\\n" + "\\n".join(lines) + "\\n-----END PRIVATE KEY-----\\n"


def v_sshkey(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        lines = v_pem_lines(rng, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW", 5)
        lines[-1] = lines[-1][:rng.randint(8, 60)]
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END OPENSSH PRIVATE KEY-----"
    if style == 1:
        lines = v_pem_lines(rng, "MIIEpAIBAAKCAQEA", rng.randint(6, 9))
        return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END RSA PRIVATE KEY-----"
    lines = v_pem_lines(rng, "MHcCAQEEI", 3)
    lines[-1] = lines[-1][:rng.randint(20, 40)]
    return "-----BEGIN EC PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END EC PRIVATE KEY-----"


def v_sshkeyhead(rng: random.Random) -> str:
    """The first lines of a private key, pasted without its end (the rest 'in another message')."""
    if rng.randrange(2):
        lines = v_pem_lines(rng, "b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABA", 3)
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(lines)
    return "-----BEGIN RSA PRIVATE KEY-----\n" + "\n".join(v_pem_lines(rng, "MIIEowIBAAKCAQEA", 3)) + "\n..."


def v_sshpass(rng: random.Random) -> str:
    if rng.randrange(3) == 0:
        return " ".join(rng.sample(WORDS, 4))
    return v_pw(rng)


def v_apikey(rng: random.Random) -> str:
    style = rng.randrange(6)
    if style == 0:
        return "sk-proj-" + pick(rng, ALNUM + "-_", 48)
    if style == 1:
        return "SG." + pick(rng, B64URL, 22) + "." + pick(rng, B64URL, 43)
    if style == 2:
        return "pk.eyJ1Ijoi" + pick(rng, B64URL, 40) + "." + pick(rng, B64URL, 22)
    if style == 3:
        return pick(rng, HEX, 32)
    if style == 4:
        return pick(rng, ALNUM, 40)
    return "key-" + pick(rng, HEX, 32)


def v_jwt(rng: random.Random) -> str:
    header = b64url(json.dumps({"alg": rng.choice(("HS256", "HS512", "RS256")), "typ": "JWT"},
                               separators=(",", ":")).encode())
    iat = 1764000000 + rng.randint(0, 9_000_000)
    claims = {"sub": str(rng.randint(1000, 99999)), "role": rng.choice(("admin", "service", "user", "importer")),
              "iat": iat, "exp": iat + rng.choice((3600, 86400 * 30, 86400 * 365))}
    payload = b64url(json.dumps(claims, separators=(",", ":")).encode())
    return f"{header}.{payload}.{b64url(bytes(rng.randrange(256) for _ in range(32)))}"


def v_jwtsecret(rng: random.Random) -> str:
    style = rng.randrange(3)
    if style == 0:
        return pick(rng, HEX, 64)
    if style == 1:
        return b64(rng, 48)
    return "-".join(rng.sample(WORDS, 3)) + "-" + pick(rng, ALNUM, 12)


def v_pmline(rng: random.Random) -> str:
    site = rng.choice(SITES)
    user = rng.choice(("lucia.m", "tiago88", "margaux", "j.brandt", "chiara_e", "family")) + "@" + rng.choice(
        ("mail.example", "example.com", "post.example.net"))
    return f"{site.split('.')[0]},https://{site}/login,{user},{v_pw(rng)}"


def v_pmkeepass(rng: random.Random) -> str:
    site = rng.choice(SITES)
    return f"\"{site}\",\"{rng.choice(('lucia', 'admin', 'haruto.k', 'zofia'))}\",\"{v_pw(rng)}\",\"https://{site}/\""


def v_exkey(rng: random.Random) -> str:
    return rng.choice((pick(rng, ALNUM, 64), v_uuid(rng), pick(rng, ALNUM, 24), pick(rng, ALNUM, 36)))


def v_keycode(rng: random.Random) -> str:
    code = pick(rng, DIGITS, rng.choice((4, 4, 5, 6)))
    return rng.choice((code, code, code + "#", "*" + code, "A" + code, code + "B", code[:2] + " " + code[2:]))


def v_uuid(rng: random.Random) -> str:
    return "-".join(pick(rng, HEX, n) for n in (8, 4, 4, 4, 12))


def v_date(rng: random.Random) -> str:
    y, m, d = rng.randint(2025, 2027), rng.randint(1, 12), rng.randint(1, 28)
    return rng.choice((f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}", f"{m}/{d}/{y}"))


def v_iban(rng: random.Random) -> str:
    country = rng.choice(("DE", "ES", "FR", "NL", "IT", "PT"))
    digits = pick(rng, DIGITS, 20)
    return f"{country}{pick(rng, DIGITS, 2)} " + " ".join(digits[i:i + 4] for i in range(0, 20, 4))


VALUES: dict[str, Callable[[random.Random], str]] = {
    # secret fields
    "akid": lambda r: "AKIA" + pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "awssecret": lambda r: pick(r, B64, 40),
    "gcpkey": v_gcpkey,
    "azsecret": lambda r: pick(r, ALNUM, 3) + pick(r, DIGITS, 1) + "Q~" + pick(r, ALNUM + "_.~-", 34),
    "npmtoken": lambda r: "npm_" + pick(r, ALNUM, 36),
    "pypitoken": lambda r: "pypi-AgEIcHlwaS5vcmc" + pick(r, B64URL, r.randint(140, 180)),
    "dockerauth": lambda r: base64.b64encode(f"{r.choice(('ci', 'deploy', 'robot-ci', 'lucia'))}:{v_pw(r)}"
                                             .encode()).decode(),
    "regpw": v_pw,
    "cargotoken": lambda r: "cio" + pick(r, ALNUM, 32),
    "sshkey": v_sshkey,
    "sshkeyhead": v_sshkeyhead,
    "sshpass": v_sshpass,
    "apikey": v_apikey,
    "gocspx": lambda r: "GOCSPX-" + pick(r, B64URL, 28),
    "clientsecret": lambda r: pick(r, ALNUM + "-_~.", r.choice((32, 40, 64))),
    "jwtsecret": v_jwtsecret,
    "jwt": v_jwt,
    "djangokey": lambda r: pick(r, string.ascii_lowercase + DIGITS + "!@#$%^&*(-_=+)", 50),
    "pmline": v_pmline,
    "pmline2": v_pmline,
    "pmline3": v_pmline,
    "pmkeepass": v_pmkeepass,
    "exkey": v_exkey,
    "exsecret": lambda r: pick(r, ALNUM, r.choice((32, 64, 64))),
    "expass": v_pw,
    "pw": v_pw,
    "memword": lambda r: r.choice(WORDS) + r.choice(("", "", str(r.randint(1, 99)))),
    "maiden": lambda r: r.choice(MAIDEN),
    "pet": lambda r: r.choice(PETS),
    "town": lambda r: r.choice(TOWNS),
    "school": lambda r: r.choice(SCHOOLS),
    "teacher": lambda r: r.choice(TEACHERS),
    "vmpin": lambda r: pick(r, DIGITS, r.choice((4, 4, 5, 6))),
    "keycode": v_keycode,
    # benign fields
    "name": lambda r: r.choice(NAMES),
    "email": lambda r: r.choice(("lucia", "t.ferreira", "ops", "billing", "haruto.k", "zofia.n")) + "@" +
    r.choice(DOMAINS),
    "domain": lambda r: r.choice(DOMAINS),
    "host": lambda r: r.choice(("bastion", "jump-", "build-", "nas", "app-", "edge-")) + f"{r.randint(1, 9):02d}."
    + r.choice(("internal.", "lan.", "")) + r.choice(DOMAINS),
    "dbuser": lambda r: r.choice(("deploy", "ci", "lucia", "ubuntu", "admin", "backup", "git", "ops")),
    "dbname": lambda r: r.choice(("tiles", "ferry", "greenhouse", "roastery", "museum", "rowing")),
    "uuid": v_uuid,
    "uuid2": v_uuid,
    "sha1": lambda r: pick(r, HEX, 40),
    "sha256": lambda r: pick(r, HEX, 64),
    "sha512b64": lambda r: b64(r, 64),
    "hex16": lambda r: pick(r, HEX, 16),
    "hex40": lambda r: pick(r, HEX, 40),
    "buildid": lambda r: r.choice((f"ci-{r.randint(20250101, 20271228)}.{r.randint(1, 40)}", v_uuid(r),
                                   f"#{r.randint(1000, 99999)}")),
    "ver": lambda r: f"{r.randint(0, 9)}.{r.randint(0, 30)}.{r.randint(0, 12)}",
    "awsuid": lambda r: pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 17),
    "awsacct": lambda r: pick(r, DIGITS, 12),
    # an access key id alone (what list-access-keys prints) identifies a key, it does not sign requests
    "awsuid3": lambda r: pick(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16),
    "akidtail": lambda r: pick(r, UPPER_DIG, 4),
    "sshpub": lambda r: r.choice((f"ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{pick(r, B64, 43)}",
                                  f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ{pick(r, B64, 300)}",
                                  f"ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB"
                                  f"{pick(r, B64, 88)}=")) + " " + r.choice(("lucia@laptop", "deploy@ci",
                                                                             "haruto@mbp", "")),
    "fingerprint": lambda r: "SHA256:" + b64(r, 32).rstrip("="),
    "invoice": lambda r: r.choice(("INV-", "TCK-", "SR", "")) + pick(r, DIGITS, r.randint(6, 9)),
    "orderno": lambda r: r.choice(("#", "ORD-", "REF ", "")) + pick(r, UPPER_DIG, r.randint(8, 12)),
    "count": lambda r: str(r.randint(2, 9)),
    "gclientid": lambda r: pick(r, DIGITS, 12) + "-" + pick(r, LOWER_DIG, 32),
    "clientid": lambda r: r.choice((pick(r, ALNUM, 20), pick(r, ALNUM, 32), "Iv1." + pick(r, HEX, 16))),
    "jwkn": lambda r: pick(r, B64URL, 342),
    "site": lambda r: r.choice(SITES),
    "bech": lambda r: pick(r, BECH32, 38),
    "tronaddr": lambda r: pick(r, "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz", 33),
    "bank": lambda r: r.choice(BANKS),
    "bankuser": lambda r: pick(r, DIGITS, r.choice((8, 10))),
    "iban": v_iban,
    "date": v_date,
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

    def local(lang: str) -> str:
        """A phone number in the language's country format; the voicemail twin names it."""
        digits = pick(rng, DIGITS, 9)
        return f"{PHONE_PREFIX[lang]} {digits[:3]} {digits[3:6]} {digits[6:]}"

    for lang, vm_np, vm_s, vm_b, door_np, door_s, door_b in parse_langs():
        for family, np, sentence, twin in (
                ("voicemail_pin_ml", vm_np, vm_s, vm_b),
                ("door_keypad_code_ml", door_np, door_s, door_b)):
            field = FAMILY_VALUE[family]
            for kind, frames in ((family, SECRET_FRAMES + FAMILY_SECRET_FRAMES[family]),
                                 (family + "_benign", BENIGN_FRAMES + FAMILY_BENIGN_FRAMES[family])):
                secret = not kind.endswith("_benign")
                for _ in range(LANG_FILLS[kind]):
                    def row(fr: tuple[str, ...] = frames, n: str = np, s: str = sentence, b: str = twin,
                            f: str = field, sec: bool = secret, fam: str = family,
                            lg: str = lang) -> tuple[str, dict[str, Any]]:
                        frame = rng.choice(fr).replace("{S}", s).replace("{B}", b).replace("{NP}", n)
                        frame = frame.replace("{v}", f).replace("{mask}", rng.choice(MASKS))
                        # the address and the phone number are the language's own, one per row
                        frame = frame.replace("{addr}", rng.choice(ADDRS[lg])).replace("{phone}", local(lg))
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
        if len(parts) != 7:
            errors.append(f"language line {parts[0]} has {len(parts)} columns")
            continue
        # the labels hold no field; the secret sentences {vmpin}, and {addr} with {keycode}; their twins {phone}, {addr}
        if [sorted(FIELD.findall(p)) for p in parts[1:]] != [[], ["vmpin"], ["phone"], [], ["addr", "keycode"],
                                                                 ["addr"]]:
            errors.append(f"language line {parts[0]} has the wrong fields")
    secret_frames = SECRET_FRAMES + tuple(f for fs in FAMILY_SECRET_FRAMES.values() for f in fs)
    benign_frames = BENIGN_FRAMES + tuple(f for fs in FAMILY_BENIGN_FRAMES.values() for f in fs)
    for frames, slot in ((secret_frames, "{v}"), (benign_frames, "{mask}")):
        errors += [f"frame {f!r} has no {slot}" for f in frames if slot not in f and "{S" not in f and "{B}" not in f]
    errors += [f"secret frame {f!r} has no secret" for f in secret_frames if "{v}" not in f and "{S}" not in f]
    errors += [f"benign frame {f!r} holds a secret" for f in benign_frames if "{v}" in f or "{S}" in f
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
            errors.append("secrets_blind31.jsonl is stale: rerun make_blind31.py")
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
