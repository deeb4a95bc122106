"""Writes secrets_blind17.jsonl, the seventeenth blind held-out corpus for the secret guard (standard library only).

Every row is a hand-written template (blind17_templates.py, blind17_langs.py) filled with seeded values; the same
seed writes the same file byte for byte. Before writing (and with --check, against the file on disk) it verifies the
labels: BIP-39 checksums for every seed phrase and for no window of any benign row, Luhn for full cards and ICCIDs,
BitLocker's multiple-of-11 blocks, the GitHub token CRC32, HTTP Basic values decoding to the credential in the row,
UPS and ISBN check digits, that every secret row still holds its secret (spelled rows: the spelling), that no
benign template uses a secret field, unique texts, the length limit and the floors.

    python benchmarks/guard_corpus_blind17/make_blind17.py           # (re)write secrets_blind17.jsonl
    python benchmarks/guard_corpus_blind17/make_blind17.py --check   # exit 1 if stale or a check fails
    python benchmarks/guard_corpus_blind17/make_blind17.py --table   # rows per label and kind, languages
"""

from __future__ import annotations

import argparse
import base64
import binascii
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
from urllib.parse import quote

sys.path.insert(0, str(Path(__file__).resolve().parent))
import blind17_langs as L
import blind17_templates as T

HERE = Path(__file__).resolve().parent
OUT = HERE / "secrets_blind17.jsonl"
SEED = 17_2026

# The English BIP-39 list, copied from blind16 (itself from PyPI mnemonic 0.21, MIT, see bip39_english.LICENSE);
# pinned so that a changed list cannot silently change which rows hold a seed.
BIP39_PATH = HERE / "bip39_english.txt"
BIP39_SHA256 = "2f5eed53a4727b4bf8880d8f3f199efc90e58503646d9ff8eff3a2ed3b24dbda"
SEED_LENGTHS = (12, 15, 18, 21, 24)

DEFAULT_FILLS = 6
FILLS = {"speech_password": 8, "sim_puk": 4, "ssh_key_msg": 6, "card_cvv": 6, "api_key": 8, "seed_split": 9, "seed_numbered": 9, "seed_lines": 8,
         "pm_export": 10, "ci_log_leak": 12, "http_dump": 12, "sql_user": 12, "shell_history": 10, "cli_command": 14,
         "otpauth_uri": 10, "wifi_qr": 10, "url_password": 10, "totp_setup": 8,
         "ci_log_masked": 12, "http_dump_benign": 14, "sql_benign": 14, "shell_history_benign": 10,
         "cli_command_benign": 12, "url_benign": 10, "wifi_qr_benign": 9, "pm_export_benign": 10}
LANG_FILLS = {"secret": 3, "benign": 3}
LANG_KINDS = (("safe_locale", "secret"), ("wifi_locale", "secret"), ("recovery_locale", "secret"),
              ("room_locale", "benign"), ("network_locale", "benign"))
CARRIER_KINDS = (("puk_locale", "secret"), ("unlock_locale", "secret"), ("bundle_locale", "benign"))
CARRIER_FILLS = 2
NOTE_FILLS = {"secret": 2, "benign": 2}
NOTE_SECRET_KINDS = {"cli_command", "api_key", "url_password", "wifi_qr", "otpauth_uri", "bitlocker_key", "login_pair",
                     "sim_puk", "default_cred", "card_cvv", "device_recovery", "totp_setup", "giftcard", "hotel_safe",
                     "speech_password", "voice_passcode"}
NOTE_BENIGN_KINDS = {"cli_command_benign", "url_benign", "api_public", "near_miss", "bitlocker_benign",
                     "default_cred_benign", "password_talk", "login_benign", "carrier_sms", "giftcard_benign",
                     "hotel_info", "card_masked", "device_recovery_benign", "twofa_notice", "speech_benign",
                     "voice_number", "wifi_qr_benign"}
FLOORS = {"secret_rows": 2200, "secret_kinds": 25, "benign_rows": 1400, "benign_kinds": 25, "languages": 80}
MAX_CHARS = 3000

ALNUM = string.ascii_letters + string.digits
UPPER_DIG = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
BASE62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = string.ascii_letters + string.digits + "+/"


# ---------------------------------------------------------------- BIP-39


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
    """Runs of letters, lower-cased; digits and punctuation are skipped, so "1. word 2. word" reads as a run."""
    return [t.lower() for t in re.findall(r"[^\W\d_]+", text)]


def valid_windows(text: str) -> list[int]:
    """Every start where 12/15/18/21/24 consecutive list words of the text pass the checksum."""
    found = []
    run: list[str] = []
    for tok in [*tokens(text), None]:
        if tok is not None and tok in INDEX:
            run.append(tok)
            continue
        for n in SEED_LENGTHS:
            found += [s for s in range(len(run) - n + 1) if checksum_valid(run[s:s + n])]
        run = []
    return found


def is_subsequence(needle: list[str], hay: list[str]) -> bool:
    it = iter(hay)
    return all(any(w == h for h in it) for w in needle)


# ---------------------------------------------------------------- checksums (each verifier is separate from its maker)


def luhn_ok(number: str) -> bool:
    total = 0
    for k, ch in enumerate(reversed(number)):
        d = int(ch)
        if k % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return total % 10 == 0


def luhn_complete(prefix: str) -> str:
    return next(prefix + d for d in string.digits if luhn_ok(prefix + d))


def base62(n: int, width: int) -> str:
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = BASE62[r] + out
    return out.rjust(width, "0")


def crc_token_ok(token: str) -> bool:
    """GitHub token format: prefix_ + 30 base62 characters + CRC32 of those 30 in 6 base62 digits."""
    body = token.split("_", 1)[1]
    return len(body) == 36 and base62(binascii.crc32(body[:30].encode()), 6) == body[30:]


def bitlocker_ok(key: str) -> bool:
    blocks = key.split("-")
    return len(blocks) == 8 and all(len(b) == 6 and int(b) % 11 == 0 and int(b) // 11 < 65536 for b in blocks)


def ean13_ok(code: str) -> bool:
    d = [int(c) for c in code]
    return len(d) == 13 and sum(x * (3 if i % 2 else 1) for i, x in enumerate(d)) % 10 == 0


def ups_check(body: str) -> str:
    vals = [int(c) if c.isdigit() else (ord(c) - 63) % 10 for c in body]
    return str((10 - (sum(vals[0::2]) + 2 * sum(vals[1::2])) % 10) % 10)


# ---------------------------------------------------------------- spoken forms

# How dictation writes a spelled password: capitals marked by a word, digits and symbols as words.
SPELL = {
    "en": ("capital", "zero one two three four five six seven eight nine",
           {"!": "exclamation mark", "#": "hash", "@": "at sign", "-": "dash", ".": "dot", "?": "question mark", "_": "underscore"}),
    "de": ("großes", "null eins zwei drei vier fünf sechs sieben acht neun",
           {"!": "Ausrufezeichen", "#": "Raute", "@": "At-Zeichen", "-": "Bindestrich", ".": "Punkt", "?": "Fragezeichen", "_": "Unterstrich"}),
    "fr": ("majuscule", "zéro un deux trois quatre cinq six sept huit neuf",
           {"!": "point d'exclamation", "#": "dièse", "@": "arobase", "-": "tiret", ".": "point", "?": "point d'interrogation", "_": "tiret du bas"}),
    "es": ("mayúscula", "cero uno dos tres cuatro cinco seis siete ocho nueve",
           {"!": "signo de exclamación", "#": "almohadilla", "@": "arroba", "-": "guion", ".": "punto", "?": "signo de interrogación", "_": "guion bajo"}),
    "it": ("maiuscola", "zero uno due tre quattro cinque sei sette otto nove",
           {"!": "punto esclamativo", "#": "cancelletto", "@": "chiocciola", "-": "trattino", ".": "punto", "?": "punto interrogativo", "_": "trattino basso"}),
    "pt": ("maiúsculo", "zero um dois três quatro cinco seis sete oito nove",
           {"!": "ponto de exclamação", "#": "cardinal", "@": "arroba", "-": "hífen", ".": "ponto", "?": "ponto de interrogação", "_": "underscore"}),
    "nl": ("hoofdletter", "nul een twee drie vier vijf zes zeven acht negen",
           {"!": "uitroepteken", "#": "hekje", "@": "apenstaartje", "-": "streepje", ".": "punt", "?": "vraagteken", "_": "underscore"}),
    "pl": ("duże", "zero jeden dwa trzy cztery pięć sześć siedem osiem dziewięć",
           {"!": "wykrzyknik", "#": "krzyżyk", "@": "małpa", "-": "myślnik", ".": "kropka", "?": "znak zapytania", "_": "podkreślnik"}),
    "sv": ("stort", "noll ett två tre fyra fem sex sju åtta nio",
           {"!": "utropstecken", "#": "brädgård", "@": "snabel-a", "-": "bindestreck", ".": "punkt", "?": "frågetecken", "_": "understreck"}),
}
NATO = dict(zip(string.ascii_lowercase, ["Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett", "Kilo", "Lima", "Mike", "November", "Oscar", "Papa", "Quebec", "Romeo", "Sierra", "Tango", "Uniform", "Victor", "Whiskey", "X-ray", "Yankee", "Zulu"]))
SPOKEN_SYMBOLS = "!#@-.?_"


def spell(word: str, lang: str, nato: bool = False) -> str:
    cap, digits, symbols = SPELL[lang]
    dig = digits.split()
    out = []
    for ch in word:
        if ch.isdigit():
            out.append(dig[int(ch)])
        elif ch in symbols:
            out.append(symbols[ch])
        elif nato:
            out.append(("capital " if ch.isupper() else "") + NATO[ch.lower()])
        else:
            out.append(f"{cap} {ch}" if ch.isupper() else ch)
    return ", ".join(out)


def digit_words(number: str, lang: str) -> str:
    dig = SPELL[lang][1].split()
    return " ".join(dig[int(c)] for c in number)


NATIVE_DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "ur": "۰۱۲۳۴۵۶۷۸۹", "ps": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९",
    "mr": "०१२३४५६७८९", "ne": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯", "pa": "੦੧੨੩੪੫੬੭੮੯", "gu": "૦૧૨૩૪૫૬૭૮૯",
    "th": "๐๑๒๓๔๕๖๗๘๙", "km": "០១២៣៤៥៦៧៨៩", "lo": "໐໑໒໓໔໕໖໗໘໙", "my": "၀၁၂၃၄၅၆၇၈၉", "te": "౦౧౨౩౪౫౬౭౮౯",
    "kn": "೦೧೨೩೪೫೬೭೮೯", "ml": "൦൧൨൩൪൫൬൭൮൯",
}
NATIVE_FIELDS = {"safe", "room", "floor", "puk", "pin6", "num2", "num2b"}


# ---------------------------------------------------------------- value generators

PW_WORDS = ["harbor", "maple", "copper", "lantern", "thistle", "falcon", "quartz", "willow", "ember", "juniper", "saffron",
            "glacier", "tundra", "pebble", "marlin", "cobalt", "meadow", "orchid", "raven", "sprocket", "biscuit", "tango",
            "velvet", "nimbus", "walrus", "paprika", "zephyr", "lychee", "badger", "fjord", "kestrel", "mango"]
SPELL_WORDS = ["harbor", "maple", "copper", "falcon", "quartz", "willow", "ember", "raven", "tango", "nimbus", "badger",
               "kestrel", "mango", "cobalt", "pebble", "orchid"]
SURNAMES = ["Schmidt", "Oyelaran", "Kowalczyk", "Nguyen", "Fitzgerald", "Haugland", "Duarte", "Van Wyk", "Leclercq",
            "Bertolucci", "Szabo", "Okonkwo", "Lindqvist", "Marchetti", "Achterberg", "Castellanos", "Whitcombe", "Dvorak"]
# brand names only, so that a site reads the same inside a sentence of any language
SITES = ["Netflix", "Dropbox", "Octopus Energy", "eBay", "Zoom", "Strava", "Booking.com", "Vinted", "Spotify", "LinkedIn",
         "Deezer", "Doctolib", "Allegro", "Zalando"]
USERS = ["jmiller", "svc_backup", "deploy", "ana.ruiz", "k.nowak", "ops", "reporting", "m.dubois", "appuser", "tvoss", "etl_ro"]
HOSTS = ["db01.internal.acme-corp.net", "10.20.4.17", "files.hollowbrook.org", "backup.nordlicht.de", "192.168.50.12",
         "pg-main.eu-west.internal", "nas.home.arpa", "ci.lindqvist.dev", "erp.brightwater.co.uk"]
DBS = ["billing", "crm", "inventory", "analytics", "shop_prod", "payroll"]
SSIDS = ["Cabin-5G", "Casa_Rossi", "FRITZ!Box 7530 QX", "Vodafone-4F2A", "Hollow_Guest", "Lindqvist", "TP-Link_9C3E",
         "Sunset Villa", "Zuhause", "Livebox-81A0", "MOVISTAR_7E11", "Strandhuis", "Dom_Kowal", "Apt 3B"]
ISSUERS = ["GitHub", "AWS", "Proton", "Coinbase", "Okta", "Bitwarden", "Dropbox", "Kraken", "Google", "Atlassian"]
STREET_DOMAINS = ["example-mail.com", "posteo.de", "mailbox.org", "outlook.com", "gmx.net", "proton.me"]


class Filler:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def digits(self, n: int, lead_zero: bool = True) -> str:
        first = self.rng.choice(string.digits if lead_zero else "123456789")
        return first + "".join(self.rng.choice(string.digits) for _ in range(n - 1))

    def chars(self, alphabet: str, n: int) -> str:
        return "".join(self.rng.choice(alphabet) for _ in range(n))

    def password(self) -> str:
        r = self.rng
        w1, w2 = r.sample(PW_WORDS, 2)
        style = r.randrange(5)
        if style == 0:
            return w1.capitalize() + "-" + w2 + "-" + self.digits(2, False) + r.choice("!?#")
        if style == 1:
            return self.chars(ALNUM, r.randrange(6, 9)) + r.choice("!#$%&*@") + self.chars(ALNUM, r.randrange(4, 8))
        if style == 2:
            return w1 + r.choice("._") + w2.capitalize() + str(r.randrange(1970, 2026))
        if style == 3:
            return self.chars(ALNUM + "!#%*+=", r.randrange(14, 21))
        return w1.capitalize() + self.digits(3) + r.choice("!@#") + w2[:3].upper()

    def spoken_password(self) -> str:
        r = self.rng
        w = r.choice(SPELL_WORDS)
        k = r.randrange(len(w))
        w = w[:k] + w[k].upper() + w[k + 1:]
        return w + self.digits(r.randrange(2, 4)) + r.choice(SPOKEN_SYMBOLS)

    def wifi_password(self) -> str:
        r = self.rng
        if r.random() < 0.5:
            return self.chars(UPPER_DIG if r.random() < 0.5 else ALNUM, r.randrange(10, 17))
        w1, w2 = r.sample(PW_WORDS, 2)
        return f"{w1}{w2.capitalize()}{self.digits(2, False)}"

    def bitlocker(self) -> str:
        return "-".join(f"{11 * self.rng.randrange(65536):06d}" for _ in range(8))

    def guid(self, upper: bool = True) -> str:
        h = self.chars(HEX, 32)
        s = f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
        return s.upper() if upper else s

    def groups(self, alphabet: str, n: int, size: int, sep: str = "-") -> str:
        return sep.join(self.chars(alphabet, size) for _ in range(n))

    def ghp(self) -> str:
        body = self.chars(BASE62, 30)
        return "ghp_" + body + base62(binascii.crc32(body.encode()), 6)

    def card(self) -> str:
        r = self.rng
        prefix = r.choice(["4", "51", "53", "55", "2221"])
        while True:
            num = luhn_complete(prefix + self.digits(15 - len(prefix)))
            if num not in ("4242424242424242", "4111111111111111", "5555555555554444"):
                return num

    def email(self) -> str:
        r = self.rng
        return f"{r.choice(USERS).replace('_', '.')}{r.randrange(10, 99)}@{r.choice(STREET_DOMAINS)}"

    def ssh_private(self) -> str:
        raw = b"openssh-key-v1\0" + b"\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01" + self.rng.randbytes(300)
        b = base64.b64encode(raw).decode()
        return "-----BEGIN OPENSSH PRIVATE KEY-----\n" + "\n".join(b[i:i + 70] for i in range(0, len(b), 70)) + \
            "\n-----END OPENSSH PRIVATE KEY-----"

    def ssh_public(self) -> str:
        blob = b"\0\0\0\x0bssh-ed25519\0\0\0\x20" + self.rng.randbytes(32)
        return f"ssh-ed25519 {base64.b64encode(blob).decode()} {self.rng.choice(USERS)}@{self.rng.choice(['laptop', 'ci', 'build-01'])}"

    def seedlike(self, n: int) -> list[str]:
        """List words that a person might write as a list; the caller redraws rows with a valid window."""
        return self.rng.sample(WORDS, n)


# ---------------------------------------------------------------- composite fields

BENIGN_COMMANDS = [
    "ls -la /var/log/nginx", "git log --oneline -5", "kubectl get pods -n billing", "df -h", "sudo systemctl restart nginx",
    "tail -f /var/log/syslog", "docker ps --format '{{.Names}}'", "cd ~/projects/shop && make test", "htop",
    "grep -rn TODO src/", "du -sh ~/Downloads/*", "ssh -i ~/.ssh/id_ed25519 deploy@bastion.acme-corp.net",
    "mysql -u root -p", "psql -h pg-main.eu-west.internal -U reporting analytics", "ssh-keygen -t ed25519 -C laptop",
    "curl -s https://status.acme-corp.net/health", "export EDITOR=vim", "redis-cli -h 10.20.4.17 ping",
    "docker login registry.gitlab.com", "sshpass -f ~/.config/pw.txt ssh ops@nas.home.arpa", "terraform plan -out plan.bin",
    "curl -u \"$API_USER:$API_PASS\" https://api.acme-corp.net/v1/ping", "git clone https://github.com/acme-corp/shop.git",
    "htpasswd -c /etc/nginx/.htpasswd admin", "openssl x509 -in cert.pem -noout -dates", "pip install -r requirements.txt",
]


def cli_secret(f: Filler, memo: dict[str, str], meta: dict[str, Any]) -> str:
    r = f.rng
    user, host, db, pw = r.choice(USERS), r.choice(HOSTS), r.choice(DBS), f.password()
    ghp = f.ghp()
    options = [
        (f"mysql -u {user} -p'{pw}' -h {host} {db}", pw),
        (f"sshpass -p '{pw}' ssh {user}@{host}", pw),
        (f"curl -u {user}:{pw} https://{host}/api/v1/export", pw),
        (f"redis-cli -h {host} -a '{pw}' --no-auth-warning", pw),
        (f"docker login -u {user} -p '{pw}' registry.{host.split('.', 1)[-1]}", pw),
        (f"psql \"postgresql://{user}:{quote(pw, safe='')}@{host}:5432/{db}\"", quote(pw, safe="")),
        (f"git clone https://{user}:{ghp}@github.com/acme-corp/{db}.git", ghp),
        (f"export GITHUB_TOKEN={ghp}", ghp),
        (f"htpasswd -b -c /etc/nginx/.htpasswd {user} '{pw}'", pw),
        (f"smbclient //{host}/share -U {user}%'{pw}'", pw),
        (f"mongosh \"mongodb://{user}:{quote(pw, safe='')}@{host}:27017/{db}?authSource=admin\"", quote(pw, safe="")),
        (f"ldapsearch -x -H ldaps://{host} -D \"cn={user},dc=acme,dc=corp\" -w '{pw}' -b dc=acme,dc=corp", pw),
        (f"wget --user={user} --password='{pw}' https://{host}/backups/latest.tar.gz", pw),
        (f"net use Z: \\\\{host}\\share /user:ACME\\{user} {pw}", pw),
        (f"echo '{pw}' | sudo -S apt-get upgrade -y", pw),
        (f"PGPASSWORD='{pw}' pg_dump -h {host} -U {user} {db} > {db}.sql", pw),
    ]
    cmd, secret = r.choice(options)
    meta.setdefault("needles", []).append(secret)
    return cmd


def history(f: Filler, memo: dict[str, str], meta: dict[str, Any], secret: bool) -> str:
    r = f.rng
    lines = r.sample(BENIGN_COMMANDS, r.randrange(4, 8))
    if secret:
        lines.insert(r.randrange(1, len(lines)), cli_secret(f, memo, meta))
    start = r.randrange(200, 1900)
    return "\n".join(f"{start + i:5d}  {c}" for i, c in enumerate(lines))


def ci_log(f: Filler, meta: dict[str, Any], secret: bool) -> str:
    r = f.rng
    ts = f"2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}T{r.randrange(24):02d}:{r.randrange(60):02d}"
    pw, ghp = f.password(), f.ghp()
    glpat = "glpat-" + f.chars(B64[:-2] + "-_", 20)
    npm = "npm_" + f.chars(ALNUM, 36)
    style = r.randrange(4)
    if style == 0:
        val = ghp if secret else "***"
        lines = [f"{ts}:01.1Z ##[group]Run ./scripts/release.sh", f"{ts}:01.2Z + set -x",
                 f"{ts}:01.3Z + curl -sf -H 'Authorization: token {val}' https://api.github.com/repos/acme-corp/shop/releases",
                 f"{ts}:02.9Z curl: (22) The requested URL returned error: 422", f"{ts}:03.0Z ##[error]Process completed with exit code 22."]
        needle = ghp
    elif style == 1:
        val = glpat if secret else "[MASKED]"
        lines = ["Running with gitlab-runner 17.5.2 (on shared-runner-4)", "$ echo \"pushing with token $CI_DEPLOY_TOKEN\"",
                 f"pushing with token {val}", "$ git push https://gitlab-ci-token:${CI_DEPLOY_TOKEN}@gitlab.com/acme/app.git HEAD:main",
                 "remote: HTTP Basic: Access denied", "ERROR: Job failed: exit code 128"]
        needle = glpat
    elif style == 2:
        val = pw if secret else "****"
        lines = ["[Pipeline] sh", f"+ docker login -u ci-bot -p {val} registry.acme-corp.net",
                 "WARNING! Using --password via the CLI is insecure. Use --password-stdin.",
                 "Error response from daemon: Get \"https://registry.acme-corp.net/v2/\": unauthorized", "[Pipeline] End of Pipeline",
                 "Finished: FAILURE"]
        needle = pw
    else:
        val = npm if secret else "${NPM_TOKEN}"
        lines = ["> Run npm publish", "npm verb cli /usr/local/bin/node", f"npm verb config //registry.npmjs.org/:_authToken={val}",
                 "npm ERR! code E403", "npm ERR! 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fui"]
        needle = npm
    if secret:
        meta.setdefault("needles", []).append(needle)
    return "\n".join(lines)


def http_dump(f: Filler, meta: dict[str, Any], secret: bool) -> str:
    r = f.rng
    host = r.choice(["api.acme-corp.net", "erp.brightwater.co.uk", "hooks.lindqvist.dev", "shop.hollowbrook.org"])
    path = r.choice(["/api/v2/orders?limit=50", "/v1/invoices", "/graphql", "/api/export/customers.csv", "/v3/webhooks"])
    method = "POST" if path in ("/graphql", "/v3/webhooks") else "GET"
    head = [f"{method} {path} HTTP/1.1", f"Host: {host}", "User-Agent: curl/8.5.0", "Accept: application/json"]
    style = r.randrange(4)
    if secret:
        if style == 0:
            tok = "eyJ" + f.chars(B64[:-2] + "-_", 30) + "." + f.chars(ALNUM, 60) + "." + f.chars(ALNUM + "-_", 43)
            head.append(f"Authorization: Bearer {tok}")
            needle = tok
        elif style == 1:
            user, pw = r.choice(USERS), f.password()
            basic = base64.b64encode(f"{user}:{pw}".encode()).decode()
            head.append(f"Authorization: Basic {basic}")
            meta["basic"] = (basic, f"{user}:{pw}")
            needle = basic
        elif style == 2:
            key = f.chars(HEX, 40)
            head.append(f"X-Api-Key: {key}")
            needle = key
        else:
            sess = f.chars(ALNUM, 48)
            head.append(f"Cookie: lang=en; sessionid={sess}; theme=dark")
            needle = sess
        meta.setdefault("needles", []).append(needle)
    else:
        head.append(["Authorization: Bearer <token>", "Authorization: [REDACTED]", "Cookie: lang=en; theme=dark",
                     "X-Request-Id: " + f.guid(False)][style])
    if method == "POST":
        body = json.dumps({"query": "{ orders(first: 5) { id total } }"}) if path == "/graphql" else \
            json.dumps({"url": f"https://{host}/hooks/in", "events": ["order.paid"]})
        head += ["Content-Type: application/json", f"Content-Length: {len(body)}", "", body]
    return "\n".join(head)


def sql(f: Filler, meta: dict[str, Any], secret: bool) -> str:
    r = f.rng
    user, db, pw = r.choice(USERS), r.choice(DBS), f.password().replace("'", "")
    if secret:
        meta.setdefault("needles", []).append(pw)
        return r.choice([
            f"CREATE USER '{user}'@'%' IDENTIFIED BY '{pw}';\nGRANT SELECT, INSERT, UPDATE ON {db}.* TO '{user}'@'%';\nFLUSH PRIVILEGES;",
            f"ALTER ROLE {user} WITH LOGIN PASSWORD '{pw}';\nGRANT CONNECT ON DATABASE {db} TO {user};",
            f"CREATE LOGIN [{user}] WITH PASSWORD = N'{pw}', CHECK_POLICY = ON;\nCREATE USER [{user}] FOR LOGIN [{user}];",
            f"CREATE USER {user.upper()} IDENTIFIED BY \"{pw}\" DEFAULT TABLESPACE users QUOTA 500M ON users;\nGRANT CREATE SESSION TO {user.upper()};",
            f"SET PASSWORD FOR 'root'@'localhost' = '{pw}';",
            f"CREATE USER {user} WITH PASSWORD '{pw}' VALID UNTIL '2027-06-30';",
        ])
    return r.choice([
        f"CREATE USER '{user}'@'localhost' IDENTIFIED WITH auth_socket;\nGRANT SELECT ON {db}.* TO '{user}'@'localhost';",
        "CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email text NOT NULL UNIQUE,\n  password_hash text NOT NULL,\n  created_at timestamptz DEFAULT now()\n);",
        f"ALTER USER {user} PASSWORD EXPIRE;",
        f"CREATE ROLE {user}_readonly NOLOGIN;\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO {user}_readonly;",
        f"REVOKE ALL ON DATABASE {db} FROM PUBLIC;",
        f"SELECT user, host, plugin FROM mysql.user WHERE user = '{user}';",
    ])


def url_password(f: Filler, meta: dict[str, Any]) -> str:
    r = f.rng
    user, pw, host = r.choice(USERS), f.password(), r.choice(HOSTS)
    tok = f.chars(ALNUM, 40)
    ip = f"192.168.{r.randrange(1, 200)}.{r.randrange(2, 250)}"
    options = [
        (f"https://{host}/login?user={user}&password={quote(pw, safe='')}", quote(pw, safe="")),
        (f"rtsp://admin:{quote(pw, safe='')}@{ip}:554/Streaming/Channels/101", quote(pw, safe="")),
        (f"https://{host}/api/v1/report.csv?api_key={tok}", tok),
        (f"https://{host}/download?file=backup.zip&access_token={tok}", tok),
        (f"http://{ip}/cgi-bin/snapshot.cgi?loginuse=admin&loginpas={quote(pw, safe='')}", quote(pw, safe="")),
        (f"https://{host}/dashboard/?auth_user={user}&auth_pass={quote(pw, safe='')}", quote(pw, safe="")),
    ]
    url, needle = r.choice(options)
    meta.setdefault("needles", []).append(needle)
    return url


def url_benign(f: Filler) -> str:
    r = f.rng
    return r.choice([
        f"https://shop.hollowbrook.org/product?id={f.digits(6, False)}&ref=newsletter&utm_source=mail&utm_campaign=winter",
        f"https://{r.choice(HOSTS)}/reset-password?lang=en",
        f"https://maps.example.org/?q=Mill+Lane+{r.randrange(1, 90)}&zoom=17",
        f"https://search.example.org/?q=best+password+manager+{r.randrange(2024, 2027)}",
        f"https://tickets.acme-corp.net/browse/OPS-{r.randrange(100, 9999)}?focusedComment={f.digits(6, False)}",
        f"https://docs.acme-corp.net/api/auth#basic-authentication?version={r.randrange(1, 5)}",
    ])


def wifi_escape(s: str) -> str:
    return re.sub(r"([\\;,:\"])", r"\\\1", s)


def pm_csv(f: Filler, meta: dict[str, Any]) -> str:
    r = f.rng
    rows = []
    fmt = r.randrange(3)
    for _ in range(r.randrange(2, 5)):
        site = r.choice(["netflix.com", "accounts.google.com", "github.com", "my.octopus.energy", "ebay.co.uk", "zoom.us",
                         "portal.insurer.example", "strava.com"])
        email, pw = f.email(), f.password()
        meta.setdefault("needles", []).append(pw)
        pwq = f'"{pw}"' if "," in pw else pw
        if fmt == 0:
            rows.append(f"{site.split('.')[0]},https://{site}/,{email},{pwq}")
        elif fmt == 1:
            rows.append(f",0,login,{site},,,0,https://{site},{email},{pwq},")
        else:
            rows.append(f"{site.split('.')[0].title()},https://{site},{email},{pwq},")
    header = ["name,url,username,password",
              "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp",
              "Title,Website,Username,Password,Notes"][fmt]
    return header + "\n" + "\n".join(rows)


def bookmark_csv(f: Filler) -> str:
    r = f.rng
    rows = [f"{name},https://{url}/,{folder},2026-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"
            for name, url, folder in r.sample([("Recipes", "cooking.example.org", "Home"), ("Trains", "bahn.de", "Travel"),
                                               ("Bank", "mybank.example", "Money"), ("Weather", "met.no", "Home"),
                                               ("Docs", "docs.python.org", "Work"), ("Maps", "openstreetmap.org", "Travel"),
                                               ("Issues", "github.com/acme-corp/shop/issues", "Work")], r.randrange(3, 6))]
    return "name,url,folder,added\n" + "\n".join(rows)


# ---------------------------------------------------------------- filling

FIELD = re.compile(r"\{(\w+)\}")
# fields that carry a secret; a benign template may not use one (checked)
SECRET_FIELDS = {"pw", "wpw", "safe", "pin4", "pin6", "puk", "card", "cvv", "gift16", "gift19", "amzn", "steam", "voucher",
                 "blk", "blksp", "blk2l", "fvkey", "applekey", "mskey", "emerg", "openai", "stripe", "slack", "ghp", "akia", "awssecret",
                 "sshkey", "b32", "b32spaced", "otpauth", "wifiqr", "pmcsv", "hist", "cli", "cilog", "http", "sql", "urlpw",
                 "spell", "nato", "words4", "words6", "seed", "seed1", "seed2", "s3a", "s3b", "s3c", "seednum", "seedcols",
                 "seedlines"}
# words6 is also a benign field (an order number read out); only words4 (a keypad code) is kept to secret rows
BENIGN_OK = {"words6"}


def fill(template: str, kind: str, lang: str, label: str, f: Filler) -> tuple[str, dict[str, Any]]:
    r = f.rng
    meta: dict[str, Any] = {}
    memo: dict[str, str] = {}
    text = template.replace("\\n", "\n")
    if re.search(r"\{(seed|seed1|seed2|seednum|seedcols|seedlines|s3a)\}", text):
        n = r.choice((12, 18, 24)) if re.search(r"\{s3a\}", text) else r.choice(SEED_LENGTHS)
        words = mnemonic(r, n)
        meta["seed"] = words
        half, third = n // 2, n // 3
        memo["seed"] = " ".join(words)
        memo["seed1"], memo["seed2"] = " ".join(words[:half]), " ".join(words[half:])
        memo["s3a"], memo["s3b"], memo["s3c"] = (" ".join(words[i * third:(i + 1) * third]) for i in range(3))
        memo["seedlines"] = "\n".join(words)
        style = r.randrange(3)
        memo["seednum"] = "\n".join((f"{i + 1}. {w}", f"{i + 1:02d} {w}", f"#{i + 1}: {w}")[style] for i, w in enumerate(words))
        cols = 3 if n % 3 == 0 else 4  # row by row, as the plate is stamped: 1 2 3 / 4 5 6 / ...
        memo["seedcols"] = "\n".join("   ".join(f"{k + c + 1:>2} {words[k + c]:<9}" for c in range(cols)).rstrip()
                                     for k in range(0, n, cols))
    if re.search(r"\{seedlike", text):
        words = f.seedlike(r.randrange(12, 25))
        memo["seedlike"] = ", ".join(words)
        memo["seedlikenum"] = "\n".join(f"{i + 1}. {w}" for i, w in enumerate(words))
        memo["seedlikelines"] = "\n".join(words)

    digits = NATIVE_DIGITS.get(lang)
    use_native = bool(digits) and r.random() < 0.4  # decided once a row, so a row does not mix digit systems

    def native(name: str, value: str) -> str:
        if digits and use_native and name in NATIVE_FIELDS:
            return value.translate(str.maketrans("0123456789", digits))
        return value

    def make(name: str) -> str:
        if name == "pw":
            v = f.password()
        elif name == "wpw":
            v = f.wifi_password()
        elif name == "safe":
            v = f.digits(r.choice((4, 4, 5, 6)))
        elif name == "pin4":
            v = f.digits(4)
        elif name == "pin6":
            v = f.digits(6)
        elif name == "puk":
            v = f.digits(8)
        elif name in ("num2", "num2b"):
            v = str(r.randrange(2, 99))
        elif name == "num4":
            v = str(r.randrange(1000, 9999))
        elif name == "num5":
            v = str(r.randrange(10000, 99999))
        elif name == "room":
            v = str(r.randrange(1, 9)) + f.digits(2)
        elif name == "floor":
            v = str(r.randrange(1, 9))
        elif name == "time":
            v = f"{r.randrange(6, 11)}:{r.choice(('00', '30', '15', '45'))}"
        elif name == "date":
            v = f"2027-{r.randrange(1, 13):02d}-{r.randrange(1, 29):02d}"  # ISO, so it reads the same in every language
        elif name == "price":
            v = r.choice(("€", "£", "$")) + f"{r.randrange(5, 300)}.{r.randrange(100):02d}"
        elif name == "ssid":
            v = r.choice(SSIDS)
        elif name == "user":
            v = r.choice(USERS)
        elif name == "email":
            v = f.email()
        elif name == "site":
            v = r.choice(SITES)
        elif name == "spell":
            pw = f.spoken_password()
            v = spell(pw, lang if lang in SPELL else "en")
            meta["spelled"] = pw
        elif name == "nato":
            pw = f.spoken_password()
            v = spell(pw, "en", nato=True)
            meta["spelled"] = pw
        elif name == "spellname":
            v = spell(r.choice(SURNAMES).replace(" ", ""), lang if lang in SPELL else "en")
        elif name in ("words2", "words3", "words4", "words6"):
            v = digit_words(f.digits(int(name[-1])), lang if lang in SPELL else "en")
        elif name == "blk":
            v = f.bitlocker()
            meta["blk"] = v
        elif name in ("blksp", "blk2l"):
            key = f.bitlocker()
            meta["blk"] = key
            blocks = key.split("-")
            v = " ".join(blocks) if name == "blksp" else "-".join(blocks[:4]) + "-\n" + "-".join(blocks[4:])
        elif name == "blkid":
            v = f.guid()
        elif name == "blkid8":
            v = f.chars("0123456789ABCDEF", 8)
        elif name == "fvkey":
            v = f.groups(UPPER_DIG, 6, 4)
        elif name == "applekey":
            v = f.groups(UPPER_DIG, 7, 4)
        elif name == "mskey":
            v = f.groups(UPPER_DIG, 5, 5)
        elif name == "emerg":
            v = f.chars(UPPER_DIG, 12)
        elif name == "serial":
            v = f.chars(UPPER_DIG, 10)
        elif name == "prodid":
            v = f"00{f.digits(3)}-{f.digits(5)}-{f.digits(5)}-AA{f.digits(3)}"
        elif name == "openai":
            v = "sk-proj-" + f.chars(ALNUM + "-_", 48) + "T3BlbkFJ" + f.chars(ALNUM + "-_", 48)
        elif name == "stripe":
            v = "sk_live_51" + f.chars(ALNUM, 97)
        elif name == "stripepk":
            v = "pk_live_51" + f.chars(ALNUM, 97)
        elif name == "slack":
            v = f"xoxb-{f.digits(12, False)}-{f.digits(13, False)}-{f.chars(ALNUM, 24)}"
        elif name == "ghp":
            v = f.ghp()
            meta["ghp"] = v
        elif name == "akia":
            v = "AKIA" + f.chars("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
        elif name == "awssecret":
            v = f.chars(B64, 40)
        elif name == "awsacct":
            v = f.digits(12, False)
        elif name == "sshkey":
            v = f.ssh_private()
        elif name == "pubkey":
            v = f.ssh_public()
        elif name == "b32":
            v = f.chars(B32, 32)
        elif name == "b32spaced":
            v = " ".join(f.chars(B32, 4) for _ in range(8)).lower()
        elif name == "otpauth":
            issuer, sec = r.choice(ISSUERS), f.chars(B32, 32)
            acct = f.email()
            v = f"otpauth://totp/{issuer}:{quote(acct) if r.random() < 0.5 else acct}?secret={sec}&issuer={issuer}" + \
                r.choice(("", "&algorithm=SHA1&digits=6&period=30", "&digits=6"))
            meta.setdefault("needles", []).append(sec)
        elif name == "wifiqr":
            pw, ssid = f.wifi_password(), r.choice(SSIDS)
            parts = [f"S:{wifi_escape(ssid)}", f"T:{r.choice(('WPA', 'WPA2', 'SAE'))}", f"P:{wifi_escape(pw)}"]
            if r.random() < 0.5:
                parts.reverse()
            v = "WIFI:" + ";".join(parts) + (";H:false;;" if r.random() < 0.3 else ";;")
            meta.setdefault("needles", []).append(wifi_escape(pw))
        elif name == "wifiopen":
            v = f"WIFI:S:{wifi_escape(r.choice(SSIDS))};T:nopass;P:;;" if r.random() < 0.6 else f"WIFI:T:nopass;S:{wifi_escape(r.choice(SSIDS))};;"
        elif name == "pmcsv":
            v = pm_csv(f, meta)
        elif name == "bookmarkcsv":
            v = bookmark_csv(f)
        elif name == "hist":
            v = history(f, memo, meta, True)
        elif name == "histok":
            v = history(f, memo, meta, False)
        elif name == "cli":
            v = cli_secret(f, memo, meta)
        elif name == "cliok":
            v = r.choice(BENIGN_COMMANDS)
        elif name in ("cilog", "cilogok"):
            v = ci_log(f, meta, name == "cilog")
        elif name in ("http", "httpok"):
            v = http_dump(f, meta, name == "http")
        elif name in ("sql", "sqlok"):
            v = sql(f, meta, name == "sql")
        elif name == "urlpw":
            v = url_password(f, meta)
        elif name == "urlok":
            v = url_benign(f)
        elif name == "card":
            v = f.card()
            meta["card"] = v
        elif name == "exp":
            v = f"{r.randrange(1, 13):02d}/{r.randrange(27, 31)}"
        elif name == "cvv":
            v = f.digits(3)
        elif name == "last4":
            v = f.digits(4)
        elif name == "gift16":
            v = " ".join(f.digits(4) for _ in range(4))
        elif name == "gift19":
            v = "6" + f.digits(18)
        elif name == "amzn":
            v = f"{f.chars(UPPER_DIG, 4)}-{f.chars(UPPER_DIG, 6)}-{f.chars(UPPER_DIG, 4)}"
        elif name == "steam":
            v = f.groups(UPPER_DIG, 3, 5)
        elif name == "voucher":
            v = f.groups(UPPER_DIG, 4, 4)
        elif name == "iccid":
            v = luhn_complete("8944" + f.digits(15))
            meta["iccid"] = v
        elif name == "order":
            v = r.choice((f"{f.digits(3, False)}-{f.digits(7)}-{f.digits(7)}", f"ORD-2026-{f.digits(6)}", f"#{f.digits(8, False)}"))
        elif name == "ups":
            body = f.chars(UPPER_DIG, 6) + f.digits(9)
            v = "1Z" + body + ups_check(body)
            meta["ups"] = v
        elif name == "isbn":
            stem = "978" + f.digits(9)
            v = next(stem + d for d in string.digits if ean13_ok(stem + d))
            meta["isbn"] = v
        elif name == "ver":
            v = f"{r.randrange(1, 6)}.{r.randrange(20)}.{r.randrange(30)}"
        elif name == "sha":
            v = f.chars(HEX, 40)
        elif name == "sha7":
            v = f.chars(HEX, 7)
        elif name == "sku":
            v = f"{f.chars(string.ascii_uppercase, 3)}-{f.digits(5)}-{r.choice(('S', 'M', 'L', 'XL'))}"
        elif name == "uuid":
            v = f.guid(False)
        elif name == "phone":
            v = r.choice((f"+44 7700 900{f.digits(3)}", f"+49 30 {f.digits(8)}", f"+1 415 555 0{f.digits(3)}", f"+33 6 {f.digits(2)} {f.digits(2)} {f.digits(2)} {f.digits(2)}"))
        elif name == "postcode":
            v = r.choice((f"{f.digits(5, False)}", f"SW{r.randrange(1, 20)} {r.randrange(1, 9)}{f.chars('ABDEFGHJLNPQRSTUWXYZ', 2)}"))
        else:
            raise KeyError(f"unknown field {name} in {template!r}")
        v = native(name, v)
        if name in SECRET_FIELDS and name not in {"spell", "nato", "pmcsv", "hist", "cli", "cilog", "http", "sql", "urlpw",
                                                  "otpauth", "wifiqr"} and not name.startswith(("seed", "s3")) \
                and label == "secret":
            meta.setdefault("needles", []).append(v)
        return v

    def one(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in memo:
            memo[name] = make(name)
        return memo[name]

    return FIELD.sub(one, text), meta


def parse(block: str) -> list[tuple[str, str, str]]:
    rows = []
    for line in block.strip().splitlines():
        kind, lang, text = line.split("|", 2)
        rows.append((kind, lang, text))
    return rows


def templates() -> list[tuple[str, str, str, str, int]]:
    """(kind, lang, template, label, rows wanted) for every template, in a fixed order."""
    out = []
    for kind, lang, text in parse(T.SECRET):
        out.append((kind, lang, text, "secret", FILLS.get(kind, DEFAULT_FILLS)))
    for kind, lang, text in parse(T.BENIGN):
        out.append((kind, lang, text, "benign", FILLS.get(kind, DEFAULT_FILLS)))
    for line in L.LANGS.strip().splitlines():
        lang, *sentences = line.split("|")
        for (kind, label), sentence in zip(LANG_KINDS, sentences):
            out.append((kind, lang, sentence, label, LANG_FILLS[label]))
    for line in L.CARRIER.strip().splitlines():
        lang, *sentences = line.split("|")
        for (kind, label), sentence in zip(CARRIER_KINDS, sentences):
            out.append((kind, lang, sentence, label, CARRIER_FILLS))
    return out


def tech_note(rng: random.Random, f: Filler, lang: str, core: str) -> str:
    """A runbook or incident note of 5-11 ordinary lines with the core line somewhere in the middle."""
    pool = T.TECH_FILLER[lang]

    def lines(lo: int, hi: int) -> list[str]:
        return [re.sub(r"\{num5\}", str(rng.randrange(10000, 99999)), s) for s in rng.sample(pool, rng.randrange(lo, hi + 1))]
    if len(pool) < 20 or rng.random() < 0.5:
        body = lines(4, min(10, len(pool)))
        body.insert(rng.randrange(1, len(body)), core)
        return "\n".join(body)
    # the long form: three to five sections of a shared ops document, the core line inside one of the middle ones
    titles = rng.sample(["## Summary", "## Timeline", "## Impact", "## Root cause", "## Follow-ups", "## Access", "## Notes"],
                        rng.randrange(3, 6))
    drawn = lines(4 * len(titles), min(len(pool), 6 * len(titles)))  # no line twice in one document
    per = len(drawn) // len(titles)
    sections = [[t, *drawn[k * per:(k + 1) * per]] for k, t in enumerate(titles)]
    target = sections[rng.randrange(1, len(sections))]
    target.insert(rng.randrange(1, len(target) + 1), core)
    return "\n\n".join("\n".join(sec) for sec in sections)


def build() -> list[dict[str, Any]]:
    rng = random.Random(SEED)
    f = Filler(rng)
    rows: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(kind: str, lang: str, label: str, make: Callable[[], tuple[str, dict[str, Any]]], wanted: int, template: str) -> None:
        made = tries = 0
        while made < wanted:
            tries += 1
            assert tries < 500, (kind, template)
            text, meta = make()
            if text in seen or len(text) > MAX_CHARS:
                continue
            if label == "benign" and valid_windows(text):
                continue  # a benign row must not hold a checksum-valid window: redraw
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": kind, "lang": lang, "meta": meta})
            made += 1

    for kind, lang, template, label, wanted in templates():
        n = wanted if FIELD.search(template) else 1  # a template without fields can make one row only
        add(kind, lang, label, lambda t=template, k=kind, lg=lang, lb=label: fill(t, k, lg, lb, f), n, template)
    # Single-line secrets and their benign twins again, buried in a longer runbook or incident note.
    for label, block, kinds, kind in (("secret", T.SECRET, NOTE_SECRET_KINDS, "tech_note_long"),
                                      ("benign", T.BENIGN, NOTE_BENIGN_KINDS, "tech_note_long_benign")):
        for src_kind, lang, template in parse(block):
            if src_kind not in kinds or "\\n" in template:
                continue
            note_lang = lang if lang in T.TECH_FILLER else "en"

            def make_note(t: str = template, lang: str = lang, note_lang: str = note_lang, label: str = label,
                          k: str = kind) -> tuple[str, dict[str, Any]]:
                core, meta = fill(t, k, lang, label, f)
                return tech_note(rng, f, note_lang, core), meta
            add(kind, lang, label, make_note, NOTE_FILLS[label], template)
    return rows


def check_rows(rows: list[dict[str, Any]], from_disk: bool = False) -> list[str]:
    errors = []
    seen: set[str] = set()
    for row in rows:
        text, label, meta = row["text"], row["label"], row.get("meta", {})
        bad = f"{row['kind']}: {text[:80]!r}"
        if label not in ("secret", "benign"):
            errors.append(f"bad label: {bad}")
        if text in seen:
            errors.append(f"duplicate text: {bad}")
        seen.add(text)
        if len(text) > MAX_CHARS:
            errors.append(f"too long ({len(text)}): {bad}")
        if label == "benign" and valid_windows(text):
            errors.append(f"benign row holds a valid seed window: {bad}")
        if from_disk:
            continue
        if re.search(r"(?<![$])\{\w+\}", text) and "{{.Names}}" not in text:
            errors.append(f"unfilled field: {bad}")
        if label == "secret" and not (meta.get("needles") or meta.get("seed") or meta.get("spelled")):
            errors.append(f"secret row with no recorded secret: {bad}")
        for needle in meta.get("needles", []):
            if needle not in text:
                errors.append(f"secret value {needle!r} missing: {bad}")
        if label == "benign" and meta.get("needles"):
            errors.append(f"benign row holds a secret value: {bad}")
        if "spelled" in meta and (label != "secret" or meta["spelled"] in text):
            errors.append(f"spelled row is wrong or holds the plain password: {bad}")
        if "seed" in meta:
            words = meta["seed"]
            if label != "secret" or not checksum_valid(words) or not is_subsequence(words, tokens(text)):
                errors.append(f"bad seed row: {bad}")
        if "card" in meta and (not luhn_ok(meta["card"]) or label != "secret"):
            errors.append(f"bad card: {bad}")
        if "iccid" in meta and not luhn_ok(meta["iccid"]):
            errors.append(f"bad ICCID: {bad}")
        if "blk" in meta and (not bitlocker_ok(meta["blk"]) or label != "secret"):
            errors.append(f"bad BitLocker key: {bad}")
        if "ghp" in meta and not crc_token_ok(meta["ghp"]):
            errors.append(f"bad GitHub token checksum: {bad}")
        if "basic" in meta and base64.b64decode(meta["basic"][0]).decode() != meta["basic"][1]:
            errors.append(f"bad Basic value: {bad}")
        if "ups" in meta and ups_check(meta["ups"][2:-1]) != meta["ups"][-1]:
            errors.append(f"bad UPS number: {bad}")
        if "isbn" in meta and not ean13_ok(meta["isbn"]):
            errors.append(f"bad ISBN: {bad}")
    if from_disk:
        return errors
    for _, _, t in parse(T.BENIGN):
        used = set(FIELD.findall(t)) & SECRET_FIELDS - BENIGN_OK
        if used:
            errors.append(f"benign template uses secret fields {sorted(used)}: {t[:60]!r}")
    for line in [*L.LANGS.strip().splitlines(), *(" |" + x for x in L.CARRIER.strip().splitlines())]:
        for t in line.split("|")[4:]:
            if set(FIELD.findall(t)) & SECRET_FIELDS:
                errors.append(f"benign language sentence uses a secret field: {t[:60]!r}")
    by_label = collections.Counter(row["label"] for row in rows)
    kinds = {lab: {row["kind"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    langs = {lab: {row["lang"] for row in rows if row["label"] == lab} for lab in ("secret", "benign")}
    got = {"secret_rows": by_label["secret"], "secret_kinds": len(kinds["secret"]), "benign_rows": by_label["benign"],
           "benign_kinds": len(kinds["benign"]), "languages": len(langs["secret"] & langs["benign"])}
    errors += [f"kind {k} holds both labels" for k in kinds["secret"] & kinds["benign"]]
    errors += [f"template {t[:60]!r} appears twice" for t, n in collections.Counter(t for *_, t in parse(T.SECRET) + parse(T.BENIGN)).items() if n > 1]
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
    print("languages: " + ", ".join(f"{k} {v}" for k, v in sorted(langs.items())))
    multi = sum(1 for r in rows if r["label"] == "secret" and r["text"].count("\n") >= 2)
    print(f"secret rows of three or more lines: {multi}")
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
            errors.append("secrets_blind17.jsonl is stale: rerun make_blind17.py")
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
