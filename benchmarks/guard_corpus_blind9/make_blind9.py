"""Generate the ninth blind held-out corpus for the secret guard (secrets_blind9.jsonl).

Standard library only, fixed seeds, the same bytes on every run (no set or hash order reaches the output, random
bytes come from getrandbits). Usage:

    python benchmarks/guard_corpus_blind9/make_blind9.py            # rewrite the file, print counts per kind
    python benchmarks/guard_corpus_blind9/make_blind9.py --check    # exit 1 if the committed file is stale
    python benchmarks/guard_corpus_blind9/make_blind9.py --table    # print the kinds tables for the README
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import json
import string
import sys
import time
import urllib.parse
from collections.abc import Callable
from pathlib import Path
from random import Random

SEED = 20261209
OUT = Path(__file__).with_name("secrets_blind9.jsonl")
MAX_LEN = 2000
WRAP_P = 0.30

R = Random(SEED)

B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
ALNUM = string.ascii_letters + string.digits
LOWNUM = string.ascii_lowercase + string.digits
UPNUM = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def rs(alpha: str, n: int) -> str:
    return "".join(alpha[R.randrange(len(alpha))] for _ in range(n))


def rbytes(n: int) -> bytes:
    return R.getrandbits(8 * n).to_bytes(n, "big")


def pick(seq: list[str] | tuple[str, ...]) -> str:
    return seq[R.randrange(len(seq))]


def hx(n: int) -> str:
    return rs(HEX, n)


def b62(n: int) -> str:
    return rs(ALNUM, n)


def b64(nbytes: int) -> str:
    return base64.b64encode(rbytes(nbytes)).decode()


def b64u(nbytes: int) -> str:
    return base64.urlsafe_b64encode(rbytes(nbytes)).decode().rstrip("=")


def uuid4() -> str:
    b = bytearray(rbytes(16))
    b[6] = (b[6] & 0x0F) | 0x40
    b[8] = (b[8] & 0x3F) | 0x80
    h = b.hex()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"


def digits(n: int) -> str:
    return str(R.randrange(1, 10)) + rs(string.digits, n - 1)


def b58enc(data: bytes) -> str:
    num = int.from_bytes(data, "big")
    out = ""
    while num:
        num, rem = divmod(num, 58)
        out = B58[rem] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out


def b58check(payload: bytes) -> str:
    chk = hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    return b58enc(payload + chk)


def b62_int(num: int, width: int) -> str:
    out = ""
    while num:
        num, rem = divmod(num, 62)
        out = B62[rem] + out
    return out.rjust(width, "0")


def gh_style(prefix: str) -> str:
    """A GitHub/npm style token: prefix + 30 random base62 + 6-character base62 CRC32 of the random part."""
    body = b62(30)
    return prefix + body + b62_int(binascii.crc32(body.encode()), 6)


WORDS = [
    "marmot",
    "pylon",
    "copper",
    "falcon",
    "tundra",
    "saffron",
    "glacier",
    "harbor",
    "violet",
    "meadow",
    "lantern",
    "pepper",
    "orbit",
    "cactus",
    "walrus",
    "nimbus",
    "quartz",
    "juniper",
    "mango",
    "basalt",
    "otter",
    "cobalt",
    "thistle",
    "rocket",
    "velvet",
    "sierra",
    "prairie",
    "cinder",
    "ember",
    "fjord",
    "biscuit",
    "tango",
    "puffin",
    "heron",
    "kestrel",
    "lotus",
    "maple",
    "nectar",
    "opal",
    "pebble",
    "quill",
    "raven",
    "sorrel",
    "tulip",
    "umber",
    "willow",
    "yarrow",
    "zephyr",
    "anvil",
    "banjo",
    "comet",
    "dingo",
    "falafel",
    "gumbo",
    "hammock",
    "igloo",
    "jigsaw",
    "kayak",
    "lemur",
    "mosaic",
    "noodle",
]
SYMS = "!#$%&*+-.?@^_~"


def cap(w: str) -> str:
    return w[:1].upper() + w[1:]


def pw() -> str:
    """A password of one of several human and generated styles."""
    s = R.randrange(7)
    if s == 0:
        return cap(pick(WORDS)) + pick(SYMS) + cap(pick(WORDS)) + digits(2)
    if s == 1:
        return rs(ALNUM + "!#$%&*?@", R.randrange(12, 19))
    if s == 2:
        return "-".join(pick(WORDS) for _ in range(3)) + "-" + digits(1)
    if s == 3:
        w = cap(pick(WORDS)).replace("o", "0").replace("e", "3").replace("a", "4")
        return w + pick(SYMS) + str(R.randrange(1960, 2030))
    if s == 4:
        return b62(R.randrange(10, 15))
    if s == 5:
        return cap(pick(WORDS)) + "." + str(R.randrange(1970, 2026)) + pick(SYMS) + pick(WORDS)
    return pick(WORDS) + digits(3) + cap(pick(WORDS)) + pick(SYMS)


def user() -> str:
    return pick(
        [
            "ana",
            "bo",
            "chidi",
            "dmitri",
            "eun-ji",
            "fatou",
            "gustavo",
            "hana",
            "ines",
            "jomo",
            "kai",
            "lea",
            "mateus",
            "nadia",
            "oskar",
            "priya",
            "quang",
            "rosa",
            "samir",
            "tenzin",
            "ulla",
            "vusi",
            "wen",
            "ximena",
            "yusuf",
            "zanele",
        ]
    ) + pick(["", ".ops", "_admin", "", "2", ".svc", ""])


def host() -> str:
    return (
        pick(["db", "pg", "sql", "core", "ledger", "orders", "warehouse", "crm", "billing", "auth"])
        + "-"
        + str(R.randrange(1, 9))
        + "."
        + pick(
            [
                "internal.kestrelbay.io",
                "prod.lumenfold.net",
                "corp.orbisante.de",
                "svc.tallgrass.co",
                "eu1.pinewharf.cloud",
                "lan.casa-riveira.pt",
            ]
        )
    )


# ---------------------------------------------------------------- checksummed public formats


def luhn_complete(prefix: str, length: int) -> str:
    body = prefix + rs(string.digits, length - len(prefix) - 1)
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def luhn_ok(num: str) -> bool:
    total = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


TEST_CARDS = [
    "4242424242424242",
    "4111111111111111",
    "4000056655665556",
    "5555555555554444",
    "2223003122003222",
    "5200828282828210",
    "5105105105105100",
    "378282246310005",
    "371449635398431",
    "6011111111111117",
    "6011000990139424",
    "3056930009020004",
    "36227206271667",
    "3566002020360505",
    "6200000000000005",
    "4012888888881881",
    "4222222222222",
    "5454545454545454",
    "4000000000000002",
    "4000000000009995",
    "6011000000000004",
    "3530111333300000",
    "5424000000000015",
]

# (network, prefixes, length) -- real issuer prefixes of networks blind7/blind8 did not name, and the big four.
CARD_NETS = [
    ("Visa", ["4"], 16),
    ("Mastercard", ["51", "53", "55", "2221", "2720", "2649"], 16),
    ("American Express", ["34", "37"], 15),
    ("Discover", ["6011", "65", "644"], 16),
    ("Dankort", ["5019"], 16),
    ("Uzcard", ["8600"], 16),
    ("Humo", ["9860"], 16),
    ("Napas", ["9704"], 16),
    ("Hipercard", ["606282"], 16),
    ("Meeza", ["507803"], 16),
    ("Bancontact/Maestro", ["6703"], 17),
    ("JCB", ["3528", "3589"], 16),
    ("UnionPay", ["62"], 19),
]


def card(net: int | None = None) -> tuple[str, str]:
    name, prefixes, length = CARD_NETS[R.randrange(len(CARD_NETS)) if net is None else net]
    while True:
        num = luhn_complete(pick(prefixes), length)
        if num not in TEST_CARDS:
            return name, num


def spaced(num: str) -> str:
    return " ".join(num[i : i + 4] for i in range(0, len(num), 4))


def expiry() -> str:
    return f"{R.randrange(1, 13):02d}/{R.randrange(27, 33)}"


def cvv(n: int = 3) -> str:
    return rs(string.digits, n)


# IBAN layouts of countries blind7/blind8 did not use: pieces are (kind, count), kind a=letters, n=digits, c=alnum.
IBAN_FMT: dict[str, list[tuple[str, int]]] = {
    "BG": [("a", 4), ("n", 6), ("n", 8)],
    "LV": [("a", 4), ("n", 13)],
    "CY": [("n", 8), ("n", 16)],
    "MT": [("a", 4), ("n", 5), ("n", 18)],
    "IS": [("n", 22)],
    "IL": [("n", 19)],
    "QA": [("a", 4), ("n", 21)],
    "KW": [("a", 4), ("n", 22)],
    "BR": [("n", 23), ("a", 1), ("c", 1)],
    "UA": [("n", 6), ("n", 19)],
    "KZ": [("n", 3), ("n", 13)],
    "GE": [("a", 2), ("n", 16)],
    "RS": [("n", 18)],
    "PK": [("a", 4), ("n", 16)],
    "EG": [("n", 25)],
    "MD": [("a", 2), ("n", 18)],
    "JO": [("a", 4), ("n", 4), ("n", 18)],
}


def iban_check(country: str, bban: str) -> str:
    s = bban + country + "00"
    num = int("".join(str(int(ch, 36)) for ch in s))
    return f"{98 - num % 97:02d}"


def iban(country: str | None = None) -> str:
    cc = country or pick(list(IBAN_FMT))
    bban = ""
    for kind, n in IBAN_FMT[cc]:
        bban += rs(string.ascii_uppercase if kind == "a" else string.digits if kind == "n" else UPNUM, n)
    return cc + iban_check(cc, bban) + bban


def iban_ok(value: str) -> bool:
    s = value[4:] + value[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


def iban_spaced(value: str) -> str:
    return " ".join(value[i : i + 4] for i in range(0, len(value), 4))


def upu_s10(service: str, country: str) -> str:
    """A UPU S10 parcel id (Correios, La Poste, Canada Post ...) with its real check digit."""
    d = rs(string.digits, 8)
    w = [8, 6, 4, 2, 3, 5, 9, 7]
    c = 11 - sum(int(x) * y for x, y in zip(d, w)) % 11
    c = 5 if c == 11 else 0 if c == 10 else c
    return f"{service}{d}{c}{country}"


def orcid() -> str:
    base = rs(string.digits, 15)
    total = 0
    for ch in base:
        total = (total + int(ch)) * 2
    r = (12 - total % 11) % 11
    full = base + ("X" if r == 10 else str(r))
    return "-".join(full[i : i + 4] for i in range(0, 16, 4))


def imei() -> str:
    return luhn_complete(pick(["35", "86", "01", "99"]) + rs(string.digits, 6), 15)


# ---------------------------------------------------------------- seeds, wallets


# The BIP39 English word list (2048 words), embedded so that the generator stays standard-library only.
BIP39_WORDS = [
    "abandon",
    "ability",
    "able",
    "about",
    "above",
    "absent",
    "absorb",
    "abstract",
    "absurd",
    "abuse",
    "access",
    "accident",
    "account",
    "accuse",
    "achieve",
    "acid",
    "acoustic",
    "acquire",
    "across",
    "act",
    "action",
    "actor",
    "actress",
    "actual",
    "adapt",
    "add",
    "addict",
    "address",
    "adjust",
    "admit",
    "adult",
    "advance",
    "advice",
    "aerobic",
    "affair",
    "afford",
    "afraid",
    "again",
    "age",
    "agent",
    "agree",
    "ahead",
    "aim",
    "air",
    "airport",
    "aisle",
    "alarm",
    "album",
    "alcohol",
    "alert",
    "alien",
    "all",
    "alley",
    "allow",
    "almost",
    "alone",
    "alpha",
    "already",
    "also",
    "alter",
    "always",
    "amateur",
    "amazing",
    "among",
    "amount",
    "amused",
    "analyst",
    "anchor",
    "ancient",
    "anger",
    "angle",
    "angry",
    "animal",
    "ankle",
    "announce",
    "annual",
    "another",
    "answer",
    "antenna",
    "antique",
    "anxiety",
    "any",
    "apart",
    "apology",
    "appear",
    "apple",
    "approve",
    "april",
    "arch",
    "arctic",
    "area",
    "arena",
    "argue",
    "arm",
    "armed",
    "armor",
    "army",
    "around",
    "arrange",
    "arrest",
    "arrive",
    "arrow",
    "art",
    "artefact",
    "artist",
    "artwork",
    "ask",
    "aspect",
    "assault",
    "asset",
    "assist",
    "assume",
    "asthma",
    "athlete",
    "atom",
    "attack",
    "attend",
    "attitude",
    "attract",
    "auction",
    "audit",
    "august",
    "aunt",
    "author",
    "auto",
    "autumn",
    "average",
    "avocado",
    "avoid",
    "awake",
    "aware",
    "away",
    "awesome",
    "awful",
    "awkward",
    "axis",
    "baby",
    "bachelor",
    "bacon",
    "badge",
    "bag",
    "balance",
    "balcony",
    "ball",
    "bamboo",
    "banana",
    "banner",
    "bar",
    "barely",
    "bargain",
    "barrel",
    "base",
    "basic",
    "basket",
    "battle",
    "beach",
    "bean",
    "beauty",
    "because",
    "become",
    "beef",
    "before",
    "begin",
    "behave",
    "behind",
    "believe",
    "below",
    "belt",
    "bench",
    "benefit",
    "best",
    "betray",
    "better",
    "between",
    "beyond",
    "bicycle",
    "bid",
    "bike",
    "bind",
    "biology",
    "bird",
    "birth",
    "bitter",
    "black",
    "blade",
    "blame",
    "blanket",
    "blast",
    "bleak",
    "bless",
    "blind",
    "blood",
    "blossom",
    "blouse",
    "blue",
    "blur",
    "blush",
    "board",
    "boat",
    "body",
    "boil",
    "bomb",
    "bone",
    "bonus",
    "book",
    "boost",
    "border",
    "boring",
    "borrow",
    "boss",
    "bottom",
    "bounce",
    "box",
    "boy",
    "bracket",
    "brain",
    "brand",
    "brass",
    "brave",
    "bread",
    "breeze",
    "brick",
    "bridge",
    "brief",
    "bright",
    "bring",
    "brisk",
    "broccoli",
    "broken",
    "bronze",
    "broom",
    "brother",
    "brown",
    "brush",
    "bubble",
    "buddy",
    "budget",
    "buffalo",
    "build",
    "bulb",
    "bulk",
    "bullet",
    "bundle",
    "bunker",
    "burden",
    "burger",
    "burst",
    "bus",
    "business",
    "busy",
    "butter",
    "buyer",
    "buzz",
    "cabbage",
    "cabin",
    "cable",
    "cactus",
    "cage",
    "cake",
    "call",
    "calm",
    "camera",
    "camp",
    "can",
    "canal",
    "cancel",
    "candy",
    "cannon",
    "canoe",
    "canvas",
    "canyon",
    "capable",
    "capital",
    "captain",
    "car",
    "carbon",
    "card",
    "cargo",
    "carpet",
    "carry",
    "cart",
    "case",
    "cash",
    "casino",
    "castle",
    "casual",
    "cat",
    "catalog",
    "catch",
    "category",
    "cattle",
    "caught",
    "cause",
    "caution",
    "cave",
    "ceiling",
    "celery",
    "cement",
    "census",
    "century",
    "cereal",
    "certain",
    "chair",
    "chalk",
    "champion",
    "change",
    "chaos",
    "chapter",
    "charge",
    "chase",
    "chat",
    "cheap",
    "check",
    "cheese",
    "chef",
    "cherry",
    "chest",
    "chicken",
    "chief",
    "child",
    "chimney",
    "choice",
    "choose",
    "chronic",
    "chuckle",
    "chunk",
    "churn",
    "cigar",
    "cinnamon",
    "circle",
    "citizen",
    "city",
    "civil",
    "claim",
    "clap",
    "clarify",
    "claw",
    "clay",
    "clean",
    "clerk",
    "clever",
    "click",
    "client",
    "cliff",
    "climb",
    "clinic",
    "clip",
    "clock",
    "clog",
    "close",
    "cloth",
    "cloud",
    "clown",
    "club",
    "clump",
    "cluster",
    "clutch",
    "coach",
    "coast",
    "coconut",
    "code",
    "coffee",
    "coil",
    "coin",
    "collect",
    "color",
    "column",
    "combine",
    "come",
    "comfort",
    "comic",
    "common",
    "company",
    "concert",
    "conduct",
    "confirm",
    "congress",
    "connect",
    "consider",
    "control",
    "convince",
    "cook",
    "cool",
    "copper",
    "copy",
    "coral",
    "core",
    "corn",
    "correct",
    "cost",
    "cotton",
    "couch",
    "country",
    "couple",
    "course",
    "cousin",
    "cover",
    "coyote",
    "crack",
    "cradle",
    "craft",
    "cram",
    "crane",
    "crash",
    "crater",
    "crawl",
    "crazy",
    "cream",
    "credit",
    "creek",
    "crew",
    "cricket",
    "crime",
    "crisp",
    "critic",
    "crop",
    "cross",
    "crouch",
    "crowd",
    "crucial",
    "cruel",
    "cruise",
    "crumble",
    "crunch",
    "crush",
    "cry",
    "crystal",
    "cube",
    "culture",
    "cup",
    "cupboard",
    "curious",
    "current",
    "curtain",
    "curve",
    "cushion",
    "custom",
    "cute",
    "cycle",
    "dad",
    "damage",
    "damp",
    "dance",
    "danger",
    "daring",
    "dash",
    "daughter",
    "dawn",
    "day",
    "deal",
    "debate",
    "debris",
    "decade",
    "december",
    "decide",
    "decline",
    "decorate",
    "decrease",
    "deer",
    "defense",
    "define",
    "defy",
    "degree",
    "delay",
    "deliver",
    "demand",
    "demise",
    "denial",
    "dentist",
    "deny",
    "depart",
    "depend",
    "deposit",
    "depth",
    "deputy",
    "derive",
    "describe",
    "desert",
    "design",
    "desk",
    "despair",
    "destroy",
    "detail",
    "detect",
    "develop",
    "device",
    "devote",
    "diagram",
    "dial",
    "diamond",
    "diary",
    "dice",
    "diesel",
    "diet",
    "differ",
    "digital",
    "dignity",
    "dilemma",
    "dinner",
    "dinosaur",
    "direct",
    "dirt",
    "disagree",
    "discover",
    "disease",
    "dish",
    "dismiss",
    "disorder",
    "display",
    "distance",
    "divert",
    "divide",
    "divorce",
    "dizzy",
    "doctor",
    "document",
    "dog",
    "doll",
    "dolphin",
    "domain",
    "donate",
    "donkey",
    "donor",
    "door",
    "dose",
    "double",
    "dove",
    "draft",
    "dragon",
    "drama",
    "drastic",
    "draw",
    "dream",
    "dress",
    "drift",
    "drill",
    "drink",
    "drip",
    "drive",
    "drop",
    "drum",
    "dry",
    "duck",
    "dumb",
    "dune",
    "during",
    "dust",
    "dutch",
    "duty",
    "dwarf",
    "dynamic",
    "eager",
    "eagle",
    "early",
    "earn",
    "earth",
    "easily",
    "east",
    "easy",
    "echo",
    "ecology",
    "economy",
    "edge",
    "edit",
    "educate",
    "effort",
    "egg",
    "eight",
    "either",
    "elbow",
    "elder",
    "electric",
    "elegant",
    "element",
    "elephant",
    "elevator",
    "elite",
    "else",
    "embark",
    "embody",
    "embrace",
    "emerge",
    "emotion",
    "employ",
    "empower",
    "empty",
    "enable",
    "enact",
    "end",
    "endless",
    "endorse",
    "enemy",
    "energy",
    "enforce",
    "engage",
    "engine",
    "enhance",
    "enjoy",
    "enlist",
    "enough",
    "enrich",
    "enroll",
    "ensure",
    "enter",
    "entire",
    "entry",
    "envelope",
    "episode",
    "equal",
    "equip",
    "era",
    "erase",
    "erode",
    "erosion",
    "error",
    "erupt",
    "escape",
    "essay",
    "essence",
    "estate",
    "eternal",
    "ethics",
    "evidence",
    "evil",
    "evoke",
    "evolve",
    "exact",
    "example",
    "excess",
    "exchange",
    "excite",
    "exclude",
    "excuse",
    "execute",
    "exercise",
    "exhaust",
    "exhibit",
    "exile",
    "exist",
    "exit",
    "exotic",
    "expand",
    "expect",
    "expire",
    "explain",
    "expose",
    "express",
    "extend",
    "extra",
    "eye",
    "eyebrow",
    "fabric",
    "face",
    "faculty",
    "fade",
    "faint",
    "faith",
    "fall",
    "false",
    "fame",
    "family",
    "famous",
    "fan",
    "fancy",
    "fantasy",
    "farm",
    "fashion",
    "fat",
    "fatal",
    "father",
    "fatigue",
    "fault",
    "favorite",
    "feature",
    "february",
    "federal",
    "fee",
    "feed",
    "feel",
    "female",
    "fence",
    "festival",
    "fetch",
    "fever",
    "few",
    "fiber",
    "fiction",
    "field",
    "figure",
    "file",
    "film",
    "filter",
    "final",
    "find",
    "fine",
    "finger",
    "finish",
    "fire",
    "firm",
    "first",
    "fiscal",
    "fish",
    "fit",
    "fitness",
    "fix",
    "flag",
    "flame",
    "flash",
    "flat",
    "flavor",
    "flee",
    "flight",
    "flip",
    "float",
    "flock",
    "floor",
    "flower",
    "fluid",
    "flush",
    "fly",
    "foam",
    "focus",
    "fog",
    "foil",
    "fold",
    "follow",
    "food",
    "foot",
    "force",
    "forest",
    "forget",
    "fork",
    "fortune",
    "forum",
    "forward",
    "fossil",
    "foster",
    "found",
    "fox",
    "fragile",
    "frame",
    "frequent",
    "fresh",
    "friend",
    "fringe",
    "frog",
    "front",
    "frost",
    "frown",
    "frozen",
    "fruit",
    "fuel",
    "fun",
    "funny",
    "furnace",
    "fury",
    "future",
    "gadget",
    "gain",
    "galaxy",
    "gallery",
    "game",
    "gap",
    "garage",
    "garbage",
    "garden",
    "garlic",
    "garment",
    "gas",
    "gasp",
    "gate",
    "gather",
    "gauge",
    "gaze",
    "general",
    "genius",
    "genre",
    "gentle",
    "genuine",
    "gesture",
    "ghost",
    "giant",
    "gift",
    "giggle",
    "ginger",
    "giraffe",
    "girl",
    "give",
    "glad",
    "glance",
    "glare",
    "glass",
    "glide",
    "glimpse",
    "globe",
    "gloom",
    "glory",
    "glove",
    "glow",
    "glue",
    "goat",
    "goddess",
    "gold",
    "good",
    "goose",
    "gorilla",
    "gospel",
    "gossip",
    "govern",
    "gown",
    "grab",
    "grace",
    "grain",
    "grant",
    "grape",
    "grass",
    "gravity",
    "great",
    "green",
    "grid",
    "grief",
    "grit",
    "grocery",
    "group",
    "grow",
    "grunt",
    "guard",
    "guess",
    "guide",
    "guilt",
    "guitar",
    "gun",
    "gym",
    "habit",
    "hair",
    "half",
    "hammer",
    "hamster",
    "hand",
    "happy",
    "harbor",
    "hard",
    "harsh",
    "harvest",
    "hat",
    "have",
    "hawk",
    "hazard",
    "head",
    "health",
    "heart",
    "heavy",
    "hedgehog",
    "height",
    "hello",
    "helmet",
    "help",
    "hen",
    "hero",
    "hidden",
    "high",
    "hill",
    "hint",
    "hip",
    "hire",
    "history",
    "hobby",
    "hockey",
    "hold",
    "hole",
    "holiday",
    "hollow",
    "home",
    "honey",
    "hood",
    "hope",
    "horn",
    "horror",
    "horse",
    "hospital",
    "host",
    "hotel",
    "hour",
    "hover",
    "hub",
    "huge",
    "human",
    "humble",
    "humor",
    "hundred",
    "hungry",
    "hunt",
    "hurdle",
    "hurry",
    "hurt",
    "husband",
    "hybrid",
    "ice",
    "icon",
    "idea",
    "identify",
    "idle",
    "ignore",
    "ill",
    "illegal",
    "illness",
    "image",
    "imitate",
    "immense",
    "immune",
    "impact",
    "impose",
    "improve",
    "impulse",
    "inch",
    "include",
    "income",
    "increase",
    "index",
    "indicate",
    "indoor",
    "industry",
    "infant",
    "inflict",
    "inform",
    "inhale",
    "inherit",
    "initial",
    "inject",
    "injury",
    "inmate",
    "inner",
    "innocent",
    "input",
    "inquiry",
    "insane",
    "insect",
    "inside",
    "inspire",
    "install",
    "intact",
    "interest",
    "into",
    "invest",
    "invite",
    "involve",
    "iron",
    "island",
    "isolate",
    "issue",
    "item",
    "ivory",
    "jacket",
    "jaguar",
    "jar",
    "jazz",
    "jealous",
    "jeans",
    "jelly",
    "jewel",
    "job",
    "join",
    "joke",
    "journey",
    "joy",
    "judge",
    "juice",
    "jump",
    "jungle",
    "junior",
    "junk",
    "just",
    "kangaroo",
    "keen",
    "keep",
    "ketchup",
    "key",
    "kick",
    "kid",
    "kidney",
    "kind",
    "kingdom",
    "kiss",
    "kit",
    "kitchen",
    "kite",
    "kitten",
    "kiwi",
    "knee",
    "knife",
    "knock",
    "know",
    "lab",
    "label",
    "labor",
    "ladder",
    "lady",
    "lake",
    "lamp",
    "language",
    "laptop",
    "large",
    "later",
    "latin",
    "laugh",
    "laundry",
    "lava",
    "law",
    "lawn",
    "lawsuit",
    "layer",
    "lazy",
    "leader",
    "leaf",
    "learn",
    "leave",
    "lecture",
    "left",
    "leg",
    "legal",
    "legend",
    "leisure",
    "lemon",
    "lend",
    "length",
    "lens",
    "leopard",
    "lesson",
    "letter",
    "level",
    "liar",
    "liberty",
    "library",
    "license",
    "life",
    "lift",
    "light",
    "like",
    "limb",
    "limit",
    "link",
    "lion",
    "liquid",
    "list",
    "little",
    "live",
    "lizard",
    "load",
    "loan",
    "lobster",
    "local",
    "lock",
    "logic",
    "lonely",
    "long",
    "loop",
    "lottery",
    "loud",
    "lounge",
    "love",
    "loyal",
    "lucky",
    "luggage",
    "lumber",
    "lunar",
    "lunch",
    "luxury",
    "lyrics",
    "machine",
    "mad",
    "magic",
    "magnet",
    "maid",
    "mail",
    "main",
    "major",
    "make",
    "mammal",
    "man",
    "manage",
    "mandate",
    "mango",
    "mansion",
    "manual",
    "maple",
    "marble",
    "march",
    "margin",
    "marine",
    "market",
    "marriage",
    "mask",
    "mass",
    "master",
    "match",
    "material",
    "math",
    "matrix",
    "matter",
    "maximum",
    "maze",
    "meadow",
    "mean",
    "measure",
    "meat",
    "mechanic",
    "medal",
    "media",
    "melody",
    "melt",
    "member",
    "memory",
    "mention",
    "menu",
    "mercy",
    "merge",
    "merit",
    "merry",
    "mesh",
    "message",
    "metal",
    "method",
    "middle",
    "midnight",
    "milk",
    "million",
    "mimic",
    "mind",
    "minimum",
    "minor",
    "minute",
    "miracle",
    "mirror",
    "misery",
    "miss",
    "mistake",
    "mix",
    "mixed",
    "mixture",
    "mobile",
    "model",
    "modify",
    "mom",
    "moment",
    "monitor",
    "monkey",
    "monster",
    "month",
    "moon",
    "moral",
    "more",
    "morning",
    "mosquito",
    "mother",
    "motion",
    "motor",
    "mountain",
    "mouse",
    "move",
    "movie",
    "much",
    "muffin",
    "mule",
    "multiply",
    "muscle",
    "museum",
    "mushroom",
    "music",
    "must",
    "mutual",
    "myself",
    "mystery",
    "myth",
    "naive",
    "name",
    "napkin",
    "narrow",
    "nasty",
    "nation",
    "nature",
    "near",
    "neck",
    "need",
    "negative",
    "neglect",
    "neither",
    "nephew",
    "nerve",
    "nest",
    "net",
    "network",
    "neutral",
    "never",
    "news",
    "next",
    "nice",
    "night",
    "noble",
    "noise",
    "nominee",
    "noodle",
    "normal",
    "north",
    "nose",
    "notable",
    "note",
    "nothing",
    "notice",
    "novel",
    "now",
    "nuclear",
    "number",
    "nurse",
    "nut",
    "oak",
    "obey",
    "object",
    "oblige",
    "obscure",
    "observe",
    "obtain",
    "obvious",
    "occur",
    "ocean",
    "october",
    "odor",
    "off",
    "offer",
    "office",
    "often",
    "oil",
    "okay",
    "old",
    "olive",
    "olympic",
    "omit",
    "once",
    "one",
    "onion",
    "online",
    "only",
    "open",
    "opera",
    "opinion",
    "oppose",
    "option",
    "orange",
    "orbit",
    "orchard",
    "order",
    "ordinary",
    "organ",
    "orient",
    "original",
    "orphan",
    "ostrich",
    "other",
    "outdoor",
    "outer",
    "output",
    "outside",
    "oval",
    "oven",
    "over",
    "own",
    "owner",
    "oxygen",
    "oyster",
    "ozone",
    "pact",
    "paddle",
    "page",
    "pair",
    "palace",
    "palm",
    "panda",
    "panel",
    "panic",
    "panther",
    "paper",
    "parade",
    "parent",
    "park",
    "parrot",
    "party",
    "pass",
    "patch",
    "path",
    "patient",
    "patrol",
    "pattern",
    "pause",
    "pave",
    "payment",
    "peace",
    "peanut",
    "pear",
    "peasant",
    "pelican",
    "pen",
    "penalty",
    "pencil",
    "people",
    "pepper",
    "perfect",
    "permit",
    "person",
    "pet",
    "phone",
    "photo",
    "phrase",
    "physical",
    "piano",
    "picnic",
    "picture",
    "piece",
    "pig",
    "pigeon",
    "pill",
    "pilot",
    "pink",
    "pioneer",
    "pipe",
    "pistol",
    "pitch",
    "pizza",
    "place",
    "planet",
    "plastic",
    "plate",
    "play",
    "please",
    "pledge",
    "pluck",
    "plug",
    "plunge",
    "poem",
    "poet",
    "point",
    "polar",
    "pole",
    "police",
    "pond",
    "pony",
    "pool",
    "popular",
    "portion",
    "position",
    "possible",
    "post",
    "potato",
    "pottery",
    "poverty",
    "powder",
    "power",
    "practice",
    "praise",
    "predict",
    "prefer",
    "prepare",
    "present",
    "pretty",
    "prevent",
    "price",
    "pride",
    "primary",
    "print",
    "priority",
    "prison",
    "private",
    "prize",
    "problem",
    "process",
    "produce",
    "profit",
    "program",
    "project",
    "promote",
    "proof",
    "property",
    "prosper",
    "protect",
    "proud",
    "provide",
    "public",
    "pudding",
    "pull",
    "pulp",
    "pulse",
    "pumpkin",
    "punch",
    "pupil",
    "puppy",
    "purchase",
    "purity",
    "purpose",
    "purse",
    "push",
    "put",
    "puzzle",
    "pyramid",
    "quality",
    "quantum",
    "quarter",
    "question",
    "quick",
    "quit",
    "quiz",
    "quote",
    "rabbit",
    "raccoon",
    "race",
    "rack",
    "radar",
    "radio",
    "rail",
    "rain",
    "raise",
    "rally",
    "ramp",
    "ranch",
    "random",
    "range",
    "rapid",
    "rare",
    "rate",
    "rather",
    "raven",
    "raw",
    "razor",
    "ready",
    "real",
    "reason",
    "rebel",
    "rebuild",
    "recall",
    "receive",
    "recipe",
    "record",
    "recycle",
    "reduce",
    "reflect",
    "reform",
    "refuse",
    "region",
    "regret",
    "regular",
    "reject",
    "relax",
    "release",
    "relief",
    "rely",
    "remain",
    "remember",
    "remind",
    "remove",
    "render",
    "renew",
    "rent",
    "reopen",
    "repair",
    "repeat",
    "replace",
    "report",
    "require",
    "rescue",
    "resemble",
    "resist",
    "resource",
    "response",
    "result",
    "retire",
    "retreat",
    "return",
    "reunion",
    "reveal",
    "review",
    "reward",
    "rhythm",
    "rib",
    "ribbon",
    "rice",
    "rich",
    "ride",
    "ridge",
    "rifle",
    "right",
    "rigid",
    "ring",
    "riot",
    "ripple",
    "risk",
    "ritual",
    "rival",
    "river",
    "road",
    "roast",
    "robot",
    "robust",
    "rocket",
    "romance",
    "roof",
    "rookie",
    "room",
    "rose",
    "rotate",
    "rough",
    "round",
    "route",
    "royal",
    "rubber",
    "rude",
    "rug",
    "rule",
    "run",
    "runway",
    "rural",
    "sad",
    "saddle",
    "sadness",
    "safe",
    "sail",
    "salad",
    "salmon",
    "salon",
    "salt",
    "salute",
    "same",
    "sample",
    "sand",
    "satisfy",
    "satoshi",
    "sauce",
    "sausage",
    "save",
    "say",
    "scale",
    "scan",
    "scare",
    "scatter",
    "scene",
    "scheme",
    "school",
    "science",
    "scissors",
    "scorpion",
    "scout",
    "scrap",
    "screen",
    "script",
    "scrub",
    "sea",
    "search",
    "season",
    "seat",
    "second",
    "secret",
    "section",
    "security",
    "seed",
    "seek",
    "segment",
    "select",
    "sell",
    "seminar",
    "senior",
    "sense",
    "sentence",
    "series",
    "service",
    "session",
    "settle",
    "setup",
    "seven",
    "shadow",
    "shaft",
    "shallow",
    "share",
    "shed",
    "shell",
    "sheriff",
    "shield",
    "shift",
    "shine",
    "ship",
    "shiver",
    "shock",
    "shoe",
    "shoot",
    "shop",
    "short",
    "shoulder",
    "shove",
    "shrimp",
    "shrug",
    "shuffle",
    "shy",
    "sibling",
    "sick",
    "side",
    "siege",
    "sight",
    "sign",
    "silent",
    "silk",
    "silly",
    "silver",
    "similar",
    "simple",
    "since",
    "sing",
    "siren",
    "sister",
    "situate",
    "six",
    "size",
    "skate",
    "sketch",
    "ski",
    "skill",
    "skin",
    "skirt",
    "skull",
    "slab",
    "slam",
    "sleep",
    "slender",
    "slice",
    "slide",
    "slight",
    "slim",
    "slogan",
    "slot",
    "slow",
    "slush",
    "small",
    "smart",
    "smile",
    "smoke",
    "smooth",
    "snack",
    "snake",
    "snap",
    "sniff",
    "snow",
    "soap",
    "soccer",
    "social",
    "sock",
    "soda",
    "soft",
    "solar",
    "soldier",
    "solid",
    "solution",
    "solve",
    "someone",
    "song",
    "soon",
    "sorry",
    "sort",
    "soul",
    "sound",
    "soup",
    "source",
    "south",
    "space",
    "spare",
    "spatial",
    "spawn",
    "speak",
    "special",
    "speed",
    "spell",
    "spend",
    "sphere",
    "spice",
    "spider",
    "spike",
    "spin",
    "spirit",
    "split",
    "spoil",
    "sponsor",
    "spoon",
    "sport",
    "spot",
    "spray",
    "spread",
    "spring",
    "spy",
    "square",
    "squeeze",
    "squirrel",
    "stable",
    "stadium",
    "staff",
    "stage",
    "stairs",
    "stamp",
    "stand",
    "start",
    "state",
    "stay",
    "steak",
    "steel",
    "stem",
    "step",
    "stereo",
    "stick",
    "still",
    "sting",
    "stock",
    "stomach",
    "stone",
    "stool",
    "story",
    "stove",
    "strategy",
    "street",
    "strike",
    "strong",
    "struggle",
    "student",
    "stuff",
    "stumble",
    "style",
    "subject",
    "submit",
    "subway",
    "success",
    "such",
    "sudden",
    "suffer",
    "sugar",
    "suggest",
    "suit",
    "summer",
    "sun",
    "sunny",
    "sunset",
    "super",
    "supply",
    "supreme",
    "sure",
    "surface",
    "surge",
    "surprise",
    "surround",
    "survey",
    "suspect",
    "sustain",
    "swallow",
    "swamp",
    "swap",
    "swarm",
    "swear",
    "sweet",
    "swift",
    "swim",
    "swing",
    "switch",
    "sword",
    "symbol",
    "symptom",
    "syrup",
    "system",
    "table",
    "tackle",
    "tag",
    "tail",
    "talent",
    "talk",
    "tank",
    "tape",
    "target",
    "task",
    "taste",
    "tattoo",
    "taxi",
    "teach",
    "team",
    "tell",
    "ten",
    "tenant",
    "tennis",
    "tent",
    "term",
    "test",
    "text",
    "thank",
    "that",
    "theme",
    "then",
    "theory",
    "there",
    "they",
    "thing",
    "this",
    "thought",
    "three",
    "thrive",
    "throw",
    "thumb",
    "thunder",
    "ticket",
    "tide",
    "tiger",
    "tilt",
    "timber",
    "time",
    "tiny",
    "tip",
    "tired",
    "tissue",
    "title",
    "toast",
    "tobacco",
    "today",
    "toddler",
    "toe",
    "together",
    "toilet",
    "token",
    "tomato",
    "tomorrow",
    "tone",
    "tongue",
    "tonight",
    "tool",
    "tooth",
    "top",
    "topic",
    "topple",
    "torch",
    "tornado",
    "tortoise",
    "toss",
    "total",
    "tourist",
    "toward",
    "tower",
    "town",
    "toy",
    "track",
    "trade",
    "traffic",
    "tragic",
    "train",
    "transfer",
    "trap",
    "trash",
    "travel",
    "tray",
    "treat",
    "tree",
    "trend",
    "trial",
    "tribe",
    "trick",
    "trigger",
    "trim",
    "trip",
    "trophy",
    "trouble",
    "truck",
    "true",
    "truly",
    "trumpet",
    "trust",
    "truth",
    "try",
    "tube",
    "tuition",
    "tumble",
    "tuna",
    "tunnel",
    "turkey",
    "turn",
    "turtle",
    "twelve",
    "twenty",
    "twice",
    "twin",
    "twist",
    "two",
    "type",
    "typical",
    "ugly",
    "umbrella",
    "unable",
    "unaware",
    "uncle",
    "uncover",
    "under",
    "undo",
    "unfair",
    "unfold",
    "unhappy",
    "uniform",
    "unique",
    "unit",
    "universe",
    "unknown",
    "unlock",
    "until",
    "unusual",
    "unveil",
    "update",
    "upgrade",
    "uphold",
    "upon",
    "upper",
    "upset",
    "urban",
    "urge",
    "usage",
    "use",
    "used",
    "useful",
    "useless",
    "usual",
    "utility",
    "vacant",
    "vacuum",
    "vague",
    "valid",
    "valley",
    "valve",
    "van",
    "vanish",
    "vapor",
    "various",
    "vast",
    "vault",
    "vehicle",
    "velvet",
    "vendor",
    "venture",
    "venue",
    "verb",
    "verify",
    "version",
    "very",
    "vessel",
    "veteran",
    "viable",
    "vibrant",
    "vicious",
    "victory",
    "video",
    "view",
    "village",
    "vintage",
    "violin",
    "virtual",
    "virus",
    "visa",
    "visit",
    "visual",
    "vital",
    "vivid",
    "vocal",
    "voice",
    "void",
    "volcano",
    "volume",
    "vote",
    "voyage",
    "wage",
    "wagon",
    "wait",
    "walk",
    "wall",
    "walnut",
    "want",
    "warfare",
    "warm",
    "warrior",
    "wash",
    "wasp",
    "waste",
    "water",
    "wave",
    "way",
    "wealth",
    "weapon",
    "wear",
    "weasel",
    "weather",
    "web",
    "wedding",
    "weekend",
    "weird",
    "welcome",
    "west",
    "wet",
    "whale",
    "what",
    "wheat",
    "wheel",
    "when",
    "where",
    "whip",
    "whisper",
    "wide",
    "width",
    "wife",
    "wild",
    "will",
    "win",
    "window",
    "wine",
    "wing",
    "wink",
    "winner",
    "winter",
    "wire",
    "wisdom",
    "wise",
    "wish",
    "witness",
    "wolf",
    "woman",
    "wonder",
    "wood",
    "wool",
    "word",
    "work",
    "world",
    "worry",
    "worth",
    "wrap",
    "wreck",
    "wrestle",
    "wrist",
    "write",
    "wrong",
    "yard",
    "year",
    "yellow",
    "you",
    "young",
    "youth",
    "zebra",
    "zero",
    "zone",
    "zoo",
]


def bip39(nwords: int = 12) -> str:
    ent_bits = nwords * 32 // 3
    ent = rbytes(ent_bits // 8)
    cs_bits = ent_bits // 32
    bits = int.from_bytes(ent, "big") << cs_bits | hashlib.sha256(ent).digest()[0] >> (8 - cs_bits)
    total = ent_bits + cs_bits
    return " ".join(BIP39_WORDS[(bits >> (total - 11 * (i + 1))) & 0x7FF] for i in range(nwords))


def bip39_ok(phrase: str) -> bool:
    idx = [BIP39_WORDS.index(w) for w in phrase.split()]
    total = len(idx) * 11
    bits = 0
    for i in idx:
        bits = bits << 11 | i
    cs_bits = total // 33
    ent = (bits >> cs_bits).to_bytes((total - cs_bits) // 8, "big")
    return bits & ((1 << cs_bits) - 1) == hashlib.sha256(ent).digest()[0] >> (8 - cs_bits)


def wif(version: int) -> str:
    return b58check(bytes([version]) + rbytes(32) + b"\x01")


def p2pkh(version: int) -> str:
    return b58check(bytes([version]) + rbytes(20))


# ---------------------------------------------------------------- JWT, PEM, OpenSSH


def b64u_json(obj: object) -> str:
    return base64.urlsafe_b64encode(json.dumps(obj, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt_hs256(payload: dict[str, object] | None = None) -> str:
    now = 1796000000 + R.randrange(0, 9000000)
    claims: dict[str, object] = payload or {
        "sub": uuid4(),
        "iat": now,
        "exp": now + 86400 * R.randrange(1, 30),
        "scope": pick(["read write", "admin", "api", "orders:rw", "openid profile"]),
    }
    head = b64u_json({"alg": "HS256", "typ": "JWT"})
    body = b64u_json(claims)
    sig = hmac.new(rbytes(32), f"{head}.{body}".encode(), hashlib.sha256).digest()
    return f"{head}.{body}." + base64.urlsafe_b64encode(sig).decode().rstrip("=")


def _is_probable_prime(n: int) -> bool:
    if n < 2:
        return False
    for p in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d //= 2
        s += 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def _prime(bits: int) -> int:
    while True:
        c = R.getrandbits(bits) | (1 << (bits - 1)) | (1 << (bits - 2)) | 1
        if _is_probable_prime(c) and (c - 1) % 65537 != 0:
            return c


def _der_len(n: int) -> bytes:
    if n < 0x80:
        return bytes([n])
    b = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([0x80 | len(b)]) + b


def _der_int(v: int) -> bytes:
    b = v.to_bytes(v.bit_length() // 8 + 1, "big")
    return b"\x02" + _der_len(len(b)) + b


def _der_seq(*parts: bytes) -> bytes:
    body = b"".join(parts)
    return b"\x30" + _der_len(len(body)) + body


def pem(label: str, der: bytes, width: int = 64) -> str:
    b = base64.b64encode(der).decode()
    lines = [b[i : i + width] for i in range(0, len(b), width)]
    return f"-----BEGIN {label}-----\n" + "\n".join(lines) + f"\n-----END {label}-----"


def rsa_key() -> tuple[str, str]:
    """A real RSA-1024 key: (PKCS#1 private PEM, PKCS#1 public PEM)."""
    e = 65537
    while True:
        p, q = _prime(512), _prime(512)
        if p != q:
            break
    n = p * q
    d = pow(e, -1, (p - 1) * (q - 1))
    priv = _der_seq(*(_der_int(x) for x in (0, n, e, d, p, q, d % (p - 1), d % (q - 1), pow(q, -1, p))))
    pub = _der_seq(_der_int(n), _der_int(e))
    return pem("RSA PRIVATE KEY", priv), pem("RSA PUBLIC KEY", pub)


_P = 2**255 - 19
_L = 2**252 + 27742317777372353535851937790883648493
_D = -121665 * pow(121666, _P - 2, _P) % _P
_I = pow(2, (_P - 1) // 4, _P)


def _xrecover(y: int) -> int:
    xx = (y * y - 1) * pow(_D * y * y + 1, _P - 2, _P)
    x = pow(xx, (_P + 3) // 8, _P)
    if (x * x - xx) % _P != 0:
        x = x * _I % _P
    if x % 2 != 0:
        x = _P - x
    return x


_BY = 4 * pow(5, _P - 2, _P) % _P
_BX = _xrecover(_BY)
Pt = tuple[int, int, int, int]


def _padd(p: Pt, q: Pt) -> Pt:
    x1, y1, z1, t1 = p
    x2, y2, z2, t2 = q
    a = (y1 - x1) * (y2 - x2) % _P
    b = (y1 + x1) * (y2 + x2) % _P
    c = 2 * t1 * t2 * _D % _P
    d = 2 * z1 * z2 % _P
    e, f, g, h = b - a, d - c, d + c, b + a
    return (e * f % _P, g * h % _P, f * g % _P, e * h % _P)


def ed25519_public(seed: bytes) -> bytes:
    h = hashlib.sha512(seed).digest()
    a = int.from_bytes(h[:32], "little")
    a &= (1 << 254) - 8
    a |= 1 << 254
    q: Pt = (0, 1, 1, 0)
    p: Pt = (_BX, _BY, 1, _BX * _BY % _P)
    while a:
        if a & 1:
            q = _padd(q, p)
        p = _padd(p, p)
        a >>= 1
    zi = pow(q[2], _P - 2, _P)
    x, y = q[0] * zi % _P, q[1] * zi % _P
    return (y | ((x & 1) << 255)).to_bytes(32, "little")


def _sshstr(b: bytes) -> bytes:
    return len(b).to_bytes(4, "big") + b


def ssh_ed25519(comment: str) -> tuple[str, str, str]:
    """(OpenSSH private key PEM, public key line, SHA256 fingerprint) for a fresh Ed25519 seed."""
    seed = rbytes(32)
    pub = ed25519_public(seed)
    blob = _sshstr(b"ssh-ed25519") + _sshstr(pub)
    check = rbytes(4)
    priv = check + check + blob + _sshstr(seed + pub) + _sshstr(comment.encode())
    i = 1
    while len(priv) % 8:
        priv += bytes([i])
        i += 1
    body = b"openssh-key-v1\0" + _sshstr(b"none") + _sshstr(b"none") + _sshstr(b"") + (1).to_bytes(4, "big")
    body += _sshstr(blob) + _sshstr(priv)
    key = pem("OPENSSH PRIVATE KEY", body, 70)
    line = f"ssh-ed25519 {base64.b64encode(blob).decode()} {comment}"
    fp = "SHA256:" + base64.b64encode(hashlib.sha256(blob).digest()).decode().rstrip("=")
    return key, line, fp


def pkcs8_ed25519() -> tuple[str, str]:
    """(PKCS#8 private PEM, SPKI public PEM) of a fresh Ed25519 key."""
    seed = rbytes(32)
    priv = bytes.fromhex("302e020100300506032b657004220420") + seed
    pub = bytes.fromhex("302a300506032b6570032100") + ed25519_public(seed)
    return pem("PRIVATE KEY", priv), pem("PUBLIC KEY", pub)


def crc24(data: bytes) -> int:
    crc = 0xB704CE
    for byte in data:
        crc ^= byte << 16
        for _ in range(8):
            crc <<= 1
            if crc & 0x1000000:
                crc ^= 0x1864CFB
    return crc & 0xFFFFFF


def pgp_message() -> str:
    """An armored OpenPGP message (a PKESK packet then an encrypted data packet) with the real CRC-24 checksum."""
    body = bytes([0x84, 0x5E, 0x03]) + rbytes(94) + bytes([0xD2, 0x40]) + rbytes(64)
    b = base64.b64encode(body).decode()
    lines = "\n".join(b[i : i + 64] for i in range(0, len(b), 64))
    chk = base64.b64encode(crc24(body).to_bytes(3, "big")).decode()
    return f"-----BEGIN PGP MESSAGE-----\n\n{lines}\n={chk}\n-----END PGP MESSAGE-----"


def indent(text: str, pad: str) -> str:
    return "\n".join(pad + line for line in text.split("\n"))


def esc_nl(text: str) -> str:
    return text.replace("\n", "\\n")


# ---------------------------------------------------------------- vendors (not named in blind7's or blind8's README)

Pairs = list[tuple[str, str]]
Vendor = tuple[str, str, Callable[[], Pairs]]


def one(var: str, maker: Callable[[], str]) -> Callable[[], Pairs]:
    return lambda: [(var, maker())]


def two(v1: str, m1: Callable[[], str], v2: str, m2: Callable[[], str]) -> Callable[[], Pairs]:
    return lambda: [(v1, m1()), (v2, m2())]


FAMILIES: dict[str, list[Vendor]] = {
    "cloud": [
        ("OpenStack (clouds.yaml)", "", two("OS_USERNAME", user, "OS_PASSWORD", pw)),
        ("Baidu AI Cloud", "", two("BCE_ACCESS_KEY_ID", lambda: hx(32), "BCE_SECRET_ACCESS_KEY", lambda: hx(32))),
        ("Volcengine", "", two("VOLC_ACCESSKEY", lambda: "AKLT" + b62(40), "VOLC_SECRETKEY", lambda: b64(45))),
        ("Open Telekom Cloud", "", two("OTC_ACCESS_KEY", lambda: rs(UPNUM, 20), "OTC_SECRET_KEY", lambda: b62(40))),
        ("IONOS Cloud", "", one("IONOS_TOKEN", lambda: jwt_hs256())),
        ("Storj", "", one("STORJ_ACCESS_GRANT", lambda: "1" + rs(B58, 180))),
        (
            "Tigris",
            "",
            two("AWS_ACCESS_KEY_ID", lambda: "tid_" + b62(30), "AWS_SECRET_ACCESS_KEY", lambda: "tsec_" + b62(46)),
        ),
        ("Rackspace", "", two("RAX_USERNAME", user, "RAX_API_KEY", lambda: hx(32))),
        ("Gcore", "", one("GCORE_PERMANENT_API_TOKEN", lambda: f"{R.randrange(1000, 99999)}${hx(128)}")),
        ("Selectel", "", two("SEL_ACCOUNT", lambda: digits(6), "SEL_TOKEN", lambda: b62(25) + "_" + digits(6))),
        ("Infomaniak", "", one("INFOMANIAK_TOKEN", lambda: b62(60))),
        ("Leaseweb", "", one("LSW_API_KEY", uuid4)),
        ("Kamatera", "", two("KAMATERA_CLIENT_ID", lambda: hx(32), "KAMATERA_SECRET", lambda: hx(32))),
    ],
    "ai": [
        ("Voyage AI", "", one("VOYAGE_API_KEY", lambda: "pa-" + b62(43))),
        ("Anthropic Admin API", "", one("ANTHROPIC_ADMIN_KEY", lambda: "sk-ant-admin01-" + b64u(66) + "AA")),
        ("OpenAI admin", "", one("OPENAI_ADMIN_KEY", lambda: "sk-admin-" + b64u(60))),
        ("LlamaCloud", "", one("LLAMA_CLOUD_API_KEY", lambda: "llx-" + b62(48))),
        ("Upstage", "", one("UPSTAGE_API_KEY", lambda: "up_" + b62(29))),
        ("Nomic Atlas", "", one("NOMIC_API_KEY", lambda: "nk-" + b64u(32))),
        ("Mixedbread", "", one("MXBAI_API_KEY", lambda: "mxb_" + b62(32))),
        ("Cartesia", "", one("CARTESIA_API_KEY", lambda: "sk_car_" + b62(40))),
        ("Anyscale Endpoints", "", one("ANYSCALE_API_KEY", lambda: "esecret_" + rs(LOWNUM, 26))),
        ("Baseten", "", one("BASETEN_API_KEY", lambda: b62(8) + "." + b62(32))),
        ("RunPod", "", one("RUNPOD_API_KEY", lambda: "rpa_" + rs(UPNUM, 40))),
        ("Lambda Cloud", "", one("LAMBDA_API_KEY", lambda: "secret_" + pick(WORDS) + "_" + hx(32) + "." + b62(32))),
        ("Gladia", "", one("GLADIA_API_KEY", uuid4)),
        ("Speechmatics", "", one("SPEECHMATICS_API_KEY", lambda: b62(32))),
        ("Novita AI", "", one("NOVITA_API_KEY", lambda: "sk_" + b64u(32))),
        ("Hume AI", "", two("HUME_API_KEY", lambda: b62(48), "HUME_SECRET_KEY", lambda: b62(64))),
    ],
    "payment": [
        ("Conekta", "", one("CONEKTA_PRIVATE_KEY", lambda: "key_" + b62(27))),
        ("Culqi", "", one("CULQI_SECRET_KEY", lambda: "sk_live_" + b62(16))),
        ("Wompi", "", one("WOMPI_PRIVATE_KEY", lambda: "prv_prod_" + b62(32))),
        ("Asaas", "", one("ASAAS_API_KEY", lambda: "$aact_prod_000Mz" + b64(60))),
        ("Omise", "", one("OMISE_SECRET_KEY", lambda: "skey_" + rs(LOWNUM, 19))),
        ("PayMongo", "", one("PAYMONGO_SECRET_KEY", lambda: "sk_live_" + b62(24))),
        ("Tap Payments", "", one("TAP_SECRET_KEY", lambda: "sk_live_" + b62(24))),
        ("iyzico", "", two("IYZICO_API_KEY", lambda: b62(32), "IYZICO_SECRET_KEY", lambda: b62(32))),
        (
            "Cashfree",
            "",
            two(
                "CASHFREE_APP_ID",
                lambda: digits(6) + hx(26),
                "CASHFREE_SECRET_KEY",
                lambda: "cfsk_ma_prod_" + hx(32) + "_" + hx(8),
            ),
        ),
        ("PhonePe", "", two("PHONEPE_SALT_KEY", uuid4, "PHONEPE_SALT_INDEX", lambda: "1")),
        ("Paytm", "", two("PAYTM_MID", lambda: rs(ALNUM, 20), "PAYTM_MERCHANT_KEY", lambda: rs(ALNUM + "#@&%", 16))),
        ("PayFast", "", two("PAYFAST_MERCHANT_KEY", lambda: rs(LOWNUM, 13), "PAYFAST_PASSPHRASE", pw)),
        ("Moyasar", "", one("MOYASAR_SECRET_KEY", lambda: "sk_live_" + b62(40))),
        (
            "TrueLayer",
            "",
            two("TRUELAYER_CLIENT_ID", lambda: pick(WORDS) + "-" + hx(6), "TRUELAYER_CLIENT_SECRET", uuid4),
        ),
        ("Revolut Business", "", one("REVOLUT_REFRESH_TOKEN", lambda: "oa_prod_" + b64u(32))),
        ("Rapyd", "", two("RAPYD_ACCESS_KEY", lambda: rs(UPNUM, 20), "RAPYD_SECRET_KEY", lambda: hx(100))),
    ],
    "messaging": [
        ("Sinch", "", two("SINCH_SERVICE_PLAN_ID", lambda: hx(32), "SINCH_API_TOKEN", lambda: hx(32))),
        ("Bandwidth", "", two("BW_USERNAME", user, "BW_PASSWORD", pw)),
        ("MSG91", "", one("MSG91_AUTHKEY", lambda: digits(6) + "A" + b62(17))),
        ("Termii", "", one("TERMII_API_KEY", lambda: "TL" + b62(56))),
        (
            "Africa's Talking",
            "",
            two("AT_USERNAME", lambda: pick(WORDS) + "app", "AT_API_KEY", lambda: "atsk_" + hx(64)),
        ),
        ("Clickatell", "", one("CLICKATELL_API_KEY", lambda: b64u(16))),
        ("46elks", "", two("ELKS_API_USERNAME", lambda: "u" + hx(32), "ELKS_API_PASSWORD", lambda: rs(UPNUM, 32))),
        ("Mailtrap", "", one("MAILTRAP_API_TOKEN", lambda: hx(32))),
        ("MailerSend", "", one("MAILERSEND_API_KEY", lambda: "mlsn." + hx(64))),
        ("SMTP2GO", "", one("SMTP2GO_API_KEY", lambda: "api-" + rs(UPNUM, 32))),
        ("Customer.io", "", two("CIO_SITE_ID", lambda: hx(20), "CIO_API_KEY", lambda: hx(20))),
        ("Braze", "", one("BRAZE_REST_API_KEY", uuid4)),
        ("Knock", "", one("KNOCK_SECRET_API_KEY", lambda: "sk_" + b64u(48))),
        ("Novu", "", one("NOVU_SECRET_KEY", lambda: hx(32))),
        ("Loops", "", one("LOOPS_API_KEY", lambda: hx(32))),
    ],
    "realtime": [
        ("Agora", "", two("AGORA_APP_ID", lambda: hx(32), "AGORA_APP_CERTIFICATE", lambda: hx(32))),
        ("LiveKit", "", two("LIVEKIT_API_KEY", lambda: "API" + b62(12), "LIVEKIT_API_SECRET", lambda: b62(43))),
        (
            "Stream (getstream.io)",
            "",
            two("STREAM_API_KEY", lambda: rs(LOWNUM, 12), "STREAM_API_SECRET", lambda: rs(LOWNUM, 64)),
        ),
        ("Sendbird", "", two("SENDBIRD_APP_ID", lambda: uuid4().upper(), "SENDBIRD_MASTER_API_TOKEN", lambda: hx(40))),
        ("Daily", "", one("DAILY_API_KEY", lambda: hx(64))),
        ("100ms", "", two("HMS_ACCESS_KEY", lambda: hx(24), "HMS_APP_SECRET", lambda: b64u(64))),
        ("Liveblocks", "", one("LIVEBLOCKS_SECRET_KEY", lambda: "sk_prod_" + b64u(48))),
        ("Vonage Video", "", two("OPENTOK_API_KEY", lambda: digits(8), "OPENTOK_API_SECRET", lambda: hx(40))),
        ("CometChat", "", two("COMETCHAT_APP_ID", lambda: hx(17), "COMETCHAT_REST_API_KEY", lambda: hx(40))),
        (
            "PubNub",
            "",
            two("PUBNUB_PUBLISH_KEY", lambda: "pub-c-" + uuid4(), "PUBNUB_SECRET_KEY", lambda: "sec-c-" + b64(36)),
        ),
    ],
    "observability": [
        ("Logz.io", "", one("LOGZIO_SHIPPING_TOKEN", lambda: rs(string.ascii_letters, 32))),
        ("Loggly", "", one("LOGGLY_CUSTOMER_TOKEN", uuid4)),
        ("Bugsnag", "", one("BUGSNAG_AUTH_TOKEN", uuid4)),
        ("Raygun", "", one("RAYGUN_PAT", lambda: b62(40))),
        ("Airbrake", "", two("AIRBRAKE_PROJECT_ID", lambda: digits(6), "AIRBRAKE_PROJECT_KEY", lambda: hx(32))),
        ("Checkly", "", two("CHECKLY_ACCOUNT_ID", uuid4, "CHECKLY_API_KEY", lambda: "cu_" + hx(32))),
        ("UptimeRobot", "", one("UPTIMEROBOT_API_KEY", lambda: "u" + digits(7) + "-" + hx(24))),
        ("Instana", "", two("INSTANA_AGENT_KEY", lambda: b64u(16), "INSTANA_API_TOKEN", lambda: b64u(16))),
        ("Lightstep", "", one("LS_ACCESS_TOKEN", lambda: b64(64))),
        ("Uptrace", "", one("UPTRACE_DSN", lambda: f"https://{b64u(16)}@api.uptrace.dev/{R.randrange(100, 9999)}")),
        ("Cronitor", "", one("CRONITOR_API_KEY", lambda: hx(32))),
        ("Graylog", "", two("GRAYLOG_USER", lambda: "admin", "GRAYLOG_PASSWORD", pw)),
    ],
    "testing_ci": [
        (
            "BrowserStack",
            "",
            two(
                "BROWSERSTACK_USERNAME",
                lambda: user().replace(".", "") + "_" + b62(6),
                "BROWSERSTACK_ACCESS_KEY",
                lambda: b62(20),
            ),
        ),
        ("Sauce Labs", "", two("SAUCE_USERNAME", lambda: "oauth-" + user() + "-" + hx(5), "SAUCE_ACCESS_KEY", uuid4)),
        ("LambdaTest", "", two("LT_USERNAME", user, "LT_ACCESS_KEY", lambda: b62(50))),
        ("Cypress Cloud", "", one("CYPRESS_RECORD_KEY", uuid4)),
        ("Chromatic", "", one("CHROMATIC_PROJECT_TOKEN", lambda: "chpt_" + hx(15))),
        ("Percy", "", one("PERCY_TOKEN", lambda: "web_" + hx(64))),
        ("Applitools", "", one("APPLITOOLS_API_KEY", lambda: b62(40) + "110")),
        ("Cirrus CI", "", one("CIRRUS_API_TOKEN", lambda: b64u(33))),
        ("Codemagic", "", one("CM_API_TOKEN", lambda: b64u(32))),
        ("Nx Cloud", "", one("NX_CLOUD_ACCESS_TOKEN", lambda: b64(48))),
        (
            "Turborepo remote cache",
            "",
            two("TURBO_TEAM", lambda: "team_" + pick(WORDS), "TURBO_TOKEN", lambda: b62(24)),
        ),
        ("Depot", "", one("DEPOT_TOKEN", lambda: "depot_project_" + hx(40))),
        ("Earthly", "", one("EARTHLY_TOKEN", lambda: b62(32))),
    ],
    "devtools": [
        ("Codeberg", "", one("CODEBERG_TOKEN", lambda: hx(40))),
        ("SourceHut", "", one("SRHT_TOKEN", lambda: "AGDNOdxr" + b64(120))),
        ("Launchpad", "", two("oauth_token", lambda: b62(20), "oauth_token_secret", lambda: b62(80))),
        ("GitGuardian", "", one("GITGUARDIAN_API_KEY", lambda: b62(62))),
        ("Retool", "", one("RETOOL_API_KEY", lambda: "retool_" + b62(32))),
        ("Val Town", "", one("VALTOWN_TOKEN", lambda: uuid4())),
        ("Plane", "", one("PLANE_API_KEY", lambda: "plane_api_" + hx(32))),
        ("Coolify", "", one("COOLIFY_TOKEN", lambda: f"{R.randrange(1, 40)}|{b62(40)}")),
        ("Portainer", "", one("PORTAINER_ACCESS_TOKEN", lambda: "ptr_" + b64(32))),
        ("Gitpod", "", one("GITPOD_TOKEN", lambda: "gitpod_pat_" + b64u(48))),
        ("Readme.com", "", one("README_API_KEY", lambda: "rdme_" + rs(LOWNUM, 70))),
        ("Mintlify", "", one("MINTLIFY_API_KEY", lambda: "mint_" + b62(32))),
    ],
    "saas": [
        ("Coda", "", one("CODA_API_TOKEN", uuid4)),
        ("Front", "", one("FRONT_API_TOKEN", lambda: jwt_hs256())),
        (
            "Help Scout",
            "",
            two("HELPSCOUT_APP_ID", lambda: rs(LOWNUM, 32), "HELPSCOUT_APP_SECRET", lambda: rs(LOWNUM, 32)),
        ),
        (
            "Gorgias",
            "",
            two("GORGIAS_USERNAME", lambda: user() + "@nordwick-tea.com", "GORGIAS_API_KEY", lambda: hx(64)),
        ),
        ("ServiceNow", "", two("SN_USER", lambda: "integration." + user(), "SN_PASSWORD", pw)),
        ("Close CRM", "", one("CLOSE_API_KEY", lambda: "api_" + b62(22) + "." + b62(22))),
        ("Attio", "", one("ATTIO_API_KEY", lambda: hx(64))),
        ("Greenhouse Harvest", "", one("GREENHOUSE_API_KEY", lambda: hx(32) + "-" + digits(1))),
        ("Lever", "", one("LEVER_API_KEY", lambda: b62(40))),
        ("BambooHR", "", one("BAMBOOHR_API_KEY", lambda: hx(40))),
        (
            "Personio",
            "",
            two("PERSONIO_CLIENT_ID", lambda: "papi-" + uuid4(), "PERSONIO_CLIENT_SECRET", lambda: "papi-" + b62(48)),
        ),
        ("DocuSign", "", two("DS_INTEGRATION_KEY", uuid4, "DS_SECRET_KEY", uuid4)),
        ("Box", "", two("BOX_CLIENT_ID", lambda: rs(LOWNUM, 32), "BOX_CLIENT_SECRET", lambda: b62(32))),
        ("Egnyte", "", one("EGNYTE_TOKEN", lambda: rs(LOWNUM, 24))),
        ("PandaDoc", "", one("PANDADOC_API_KEY", lambda: hx(40))),
    ],
    "cms_shop": [
        ("Ghost Admin API", "", one("GHOST_ADMIN_API_KEY", lambda: hx(24) + ":" + hx(64))),
        ("Storyblok", "", one("STORYBLOK_MANAGEMENT_TOKEN", lambda: b62(22) + "tt-" + digits(6) + "-" + b62(20))),
        ("DatoCMS", "", one("DATOCMS_FULL_ACCESS_TOKEN", lambda: hx(30))),
        ("Builder.io", "", one("BUILDER_PRIVATE_KEY", lambda: "bpk-" + hx(32))),
        (
            "Contentstack",
            "",
            two("CONTENTSTACK_API_KEY", lambda: "blt" + hx(16), "CONTENTSTACK_MANAGEMENT_TOKEN", lambda: "cs" + hx(32)),
        ),
        ("Prismic", "", one("PRISMIC_WRITE_TOKEN", lambda: b62(40))),
        ("Hygraph", "", one("HYGRAPH_TOKEN", lambda: jwt_hs256())),
        ("Ecwid", "", two("ECWID_STORE_ID", lambda: digits(8), "ECWID_SECRET_TOKEN", lambda: "secret_" + b62(32))),
        (
            "Etsy Open API",
            "",
            two("ETSY_KEYSTRING", lambda: rs(LOWNUM, 24), "ETSY_SHARED_SECRET", lambda: rs(LOWNUM, 10)),
        ),
        (
            "eBay",
            "",
            two(
                "EBAY_APP_ID",
                lambda: user().replace(".", "") + "-shop-PRD-" + hx(9) + "-" + hx(8),
                "EBAY_CERT_ID",
                lambda: "PRD-" + hx(12) + "-" + hx(4) + "-" + hx(4) + "-" + hx(4) + "-" + hx(4),
            ),
        ),
        (
            "Amazon SP-API",
            "",
            two(
                "LWA_CLIENT_ID",
                lambda: "amzn1.application-oa2-client." + hx(32),
                "LWA_CLIENT_SECRET",
                lambda: "amzn1.oa2-cs.v1." + hx(64),
            ),
        ),
        (
            "Shopware",
            "",
            two(
                "SHOPWARE_ACCESS_KEY_ID", lambda: "SWIA" + rs(UPNUM, 22), "SHOPWARE_SECRET_ACCESS_KEY", lambda: b62(54)
            ),
        ),
        ("PrestaShop", "", one("PRESTASHOP_WEBSERVICE_KEY", lambda: rs(UPNUM, 32))),
        ("Printful", "", one("PRINTFUL_TOKEN", lambda: b62(40))),
    ],
    "db_platform": [
        (
            "Turso",
            "",
            one(
                "TURSO_AUTH_TOKEN",
                lambda: jwt_hs256({"a": "rw", "iat": 1796000000 + R.randrange(9000000), "id": uuid4()}),
            ),
        ),
        ("Xata", "", one("XATA_API_KEY", lambda: "xau_" + b62(36))),
        (
            "Convex",
            "",
            one("CONVEX_DEPLOY_KEY", lambda: f"prod:{pick(WORDS)}-{pick(WORDS)}-{R.randrange(100, 999)}|" + b64u(60)),
        ),
        ("Appwrite", "", two("APPWRITE_PROJECT_ID", lambda: hx(20), "APPWRITE_API_KEY", lambda: "standard_" + hx(256))),
        ("Nhost", "", one("NHOST_ADMIN_SECRET", lambda: b62(32))),
        ("Hasura", "", one("HASURA_GRAPHQL_ADMIN_SECRET", pw)),
        ("Fauna", "", one("FAUNA_SECRET", lambda: "fnA" + b62(37))),
        (
            "PocketBase",
            "",
            two("PB_SUPERUSER_EMAIL", lambda: user() + "@pb.kestrelbay.io", "PB_SUPERUSER_PASSWORD", pw),
        ),
        ("Materialize", "", one("MZ_APP_PASSWORD", lambda: "mzp_" + hx(64))),
        ("Aiven", "", one("AIVEN_TOKEN", lambda: b64(280))),
        ("Tinybird", "", one("TB_TOKEN", lambda: "p." + b64u(32) + "." + b64u(40))),
        ("Momento", "", one("MOMENTO_API_KEY", lambda: jwt_hs256())),
    ],
}


def vendor_name(v: Vendor) -> str:
    return v[0]


def all_vendors() -> list[Vendor]:
    return [v for fam in FAMILIES.values() for v in fam]


def anyvendor() -> tuple[str, Pairs]:
    vs = all_vendors()
    v = vs[R.randrange(len(vs))]
    return vendor_name(v), v[2]()


def anycred() -> tuple[str, str, str]:
    """(what, VAR, value): a vendor key, a password or a DSN -- for the wrapper kinds."""
    s = R.randrange(10)
    if s < 6:
        name, pairs = anyvendor()
        var, val = pairs[-1]
        return name, var, val
    if s < 8:
        return pick(["database", "admin panel", "SFTP", "mail", "NAS", "VPN"]) + " password", "PASSWORD", pw()
    if s == 8:
        return "GitHub token", "GH_TOKEN", gh_style(pick(["ghp_", "gho_", "ghu_"]))
    return "database URL", "DATABASE_URL", dsn()


def anytoken() -> tuple[str, str, str]:
    """(what, VAR, value): a vendor key or a GitHub token -- for places where a password would not fit."""
    if R.randrange(8) == 0:
        return "GitHub token", "GH_TOKEN", gh_style(pick(["ghp_", "gho_", "ghu_"]))
    name, pairs = anyvendor()
    var, val = pairs[-1]
    return name, var, val


def dsn() -> str:
    scheme = pick(["postgresql", "mysql", "mariadb", "cockroachdb", "yugabytedb", "clickhouse", "firebird"])
    port = {
        "postgresql": 5432,
        "mysql": 3306,
        "mariadb": 3306,
        "cockroachdb": 26257,
        "yugabytedb": 5433,
        "clickhouse": 9440,
        "firebird": 3050,
    }[scheme]
    pw_ = urllib.parse.quote(pw(), safe="")
    return f"{scheme}://{user()}:{pw_}@{host()}:{port}/{pick(['app', 'ledger', 'orders', 'crm', 'analytics'])}"


def render_pairs(name: str, pairs: Pairs) -> str:
    """A vendor's pairs in a random everyday carrier."""
    s = R.randrange(9)
    if s == 0:
        return "\n".join(f"{k}={v}" for k, v in pairs)
    if s == 1:
        return f"# {name}\n" + "\n".join(f'export {k}="{v}"' for k, v in pairs)
    if s == 2:
        return json.dumps({k.lower(): v for k, v in pairs}, indent=2)
    if s == 3:
        key = name.lower().split(" ")[0].replace(".", "").replace("'", "")
        return f"{key}:\n" + "\n".join(f"  {k.lower()}: {v}" for k, v in pairs)
    if s == 4:
        body = ", ".join(f"{k.lower().replace('_', ' ')} {v}" for k, v in pairs)
        return f"remember that our {name} credentials are: {body}"
    if s == 5:
        return f"[{name.lower().split(' ')[0]}]\n" + "\n".join(f'{k.lower()} = "{v}"' for k, v in pairs)
    if s == 6:
        body = "; ".join(f"{k} = {v}" for k, v in pairs)
        return f"Note for later: {name} is set up for the shop. {body}. Use it when you sync tonight."
    if s == 7:
        return "\n".join(f'ENV {k}="{v}"' for k, v in pairs)
    body = " ".join(f"--set-env-vars {k}={v}" for k, v in pairs)
    return f"gcloud run deploy api --region europe-west4 {body}"


# ---------------------------------------------------------------- kinds registry

PH: dict[str, list[Callable[[], str]]] = {}
META: dict[str, tuple[str, int, str]] = {}  # kind -> (label, rows, what)


def kind(name: str, label: str, rows: int, what: str) -> None:
    META[name] = (label, rows, what)
    PH.setdefault(name, [])


def ph(name: str) -> Callable[[Callable[[], str]], Callable[[], str]]:
    def deco(f: Callable[[], str]) -> Callable[[], str]:
        PH.setdefault(name, []).append(f)
        return f

    return deco


def xesc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def tex(s: str) -> str:
    out = ""
    for ch in s:
        out += {
            "_": r"\_",
            "%": r"\%",
            "$": r"\$",
            "#": r"\#",
            "&": r"\&",
            "{": r"\{",
            "}": r"\}",
            "~": r"\textasciitilde{}",
            "^": r"\textasciicircum{}",
            "\\": r"\textbackslash{}",
        }.get(ch, ch)
    return out


def npm_tok() -> str:
    return gh_style("npm_")


def aws_pair() -> tuple[str, str]:
    return pick(["AKIA", "ASIA"]) + rs("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16), b62(36) + rs("/+", 1) + b62(3)


def glpat() -> str:
    return "glpat-" + rs(ALNUM + "-_", 20)


def when() -> str:
    return f"2026-{R.randrange(1, 12):02d}-{R.randrange(1, 28):02d}"


def hhmm() -> str:
    return f"{R.randrange(6, 23):02d}:{R.randrange(0, 60):02d}"


def site() -> str:
    return pick(
        [
            "kestrelbay.io",
            "lumenfold.net",
            "orbisante.de",
            "tallgrass.co",
            "pinewharf.cloud",
            "casa-riveira.pt",
            "nordwick-tea.com",
            "halvorsen-bygg.no",
            "mbeki-logistics.co.za",
            "warung-sari.id",
        ]
    )


# -- Emacs org-mode
kind(
    "org_mode_secret",
    "secret",
    14,
    "Emacs org-mode notes: property drawers, tables, src blocks, =verbatim= and ~code~ markup, an untagged :crypt: heading, capture entries, header-args",
)


@ph("org_mode_secret")
def _org1() -> str:
    return f"* Servers\n** {host()}\n:PROPERTIES:\n:USER: {user()}\n:PASSWORD: {pw()}\n:ADDED: [{when()} Wed]\n:END:"


@ph("org_mode_secret")
def _org2() -> str:
    n, v, val = anycred()
    return f"#+TITLE: accounts\n| service | var | value |\n|---------+-----+-------|\n| {n} | {v} | {val} |"


@ph("org_mode_secret")
def _org3() -> str:
    n, v, val = anycred()
    return f"** {n} setup\n#+begin_src sh :results silent\nexport {v}='{val}'\n./sync --all\n#+end_src"


@ph("org_mode_secret")
def _org4() -> str:
    n, _v, val = anytoken()
    return f"* TODO rotate the {n} key\n  DEADLINE: <{when()} Tue>\n  current one is ={val}= (set {when()})"


@ph("org_mode_secret")
def _org5() -> str:
    return f"* Bank :crypt:\n  (not encrypted yet, run org-encrypt-entries)\n  login {user()} / {pw()}\n  phone PIN {rs(string.digits, 5)}"


@ph("org_mode_secret")
def _org6() -> str:
    n, _v, val = anycred()
    return f"* [{when()} Mon {hhmm()}] Call with the vendor\nThey read out the {n} secret for us: ~{val}~\nfollow-up next week"


@ph("org_mode_secret")
def _org7() -> str:
    _n, _v, val = anytoken()
    return f'#+PROPERTY: header-args:restclient :var token="{val}"\n* GET orders\n#+begin_src restclient\nGET https://api.{site()}/v2/orders\nAuthorization: Bearer :token\n#+end_src'


@ph("org_mode_secret")
def _org8() -> str:
    return f"- NAS :: admin / ={pw()}=\n- router :: {user()} / ={pw()}=\n- printer :: no password"


# -- LaTeX
kind(
    "latex_secret",
    "secret",
    14,
    "LaTeX sources: \\newcommand and \\def macros, verbatim and lstlisting blocks, % comments, \\texttt with escaped _ and $, \\verb, beamer frames, footnotes",
)


@ph("latex_secret")
def _tex1() -> str:
    n, _v, val = anytoken()
    return (
        r"\newcommand{\apikey}{"
        + tex(val)
        + "}% "
        + n
        + r" key for the figures script"
        + "\n"
        + r"\newcommand{\apiurl}{https://api."
        + site()
        + "}"
    )


@ph("latex_secret")
def _tex2() -> str:
    _n, v, val = anycred()
    return (
        "\\section{Reproducing the results}\n\\begin{verbatim}\nexport "
        + v
        + "="
        + val
        + "\npython fetch.py --year 2025\n\\end{verbatim}"
    )


@ph("latex_secret")
def _tex3() -> str:
    _n, _v, val = anytoken()
    return (
        '\\begin{lstlisting}[language=bash]\ncurl -H "Authorization: Bearer '
        + val
        + '" \\\n  https://api.'
        + site()
        + "/v1/export\n\\end{lstlisting}"
    )


@ph("latex_secret")
def _tex4() -> str:
    return (
        "% TODO remove before arXiv: the cluster login is "
        + user()
        + " / "
        + pw()
        + "\n\\section{Experimental setup}\nAll runs used 8 nodes."
    )


@ph("latex_secret")
def _tex5() -> str:
    return (
        "\\begin{itemize}\n  \\item Server: \\texttt{"
        + tex(host())
        + "}\n  \\item User: \\texttt{"
        + tex(user())
        + "}\n  \\item Password: \\texttt{"
        + tex(pw())
        + "}\n\\end{itemize}"
    )


@ph("latex_secret")
def _tex6() -> str:
    p = pw().replace("+", "")
    return "\\begin{frame}{Live demo access}\n  Login: demo-admin \\\\\n  Password: \\verb+" + p + "+\n\\end{frame}"


@ph("latex_secret")
def _tex7() -> str:
    _n, _v, val = anytoken()
    return "Data were pulled from the registry API\\footnote{Token used: \\texttt{" + tex(val) + "}.} in March."


@ph("latex_secret")
def _tex8() -> str:
    return "\\def\\dbuser{" + user() + "}\n\\def\\dbpass{" + tex(pw()) + "}\n% used by the \\write18 export hook"


# -- AsciiDoc and reStructuredText
kind(
    "asciidoc_rst_secret",
    "secret",
    14,
    "AsciiDoc attributes, listings, admonitions and tables; reStructuredText code blocks, field lists, substitutions and comments",
)


@ph("asciidoc_rst_secret")
def _adoc1() -> str:
    _n, _v, val = anytoken()
    return f":api-key: {val}\n:api-host: api.{site()}\n\nCall `https://{{api-host}}/v1` with the header `X-Key: {{api-key}}`."


@ph("asciidoc_rst_secret")
def _adoc2() -> str:
    _n, v, val = anycred()
    return f"[source,bash]\n----\nexport {v}={val}\nmake seed\n----"


@ph("asciidoc_rst_secret")
def _adoc3() -> str:
    return f"WARNING: The temporary admin password is +{pw()}+ until the handover on {when()}."


@ph("asciidoc_rst_secret")
def _adoc4() -> str:
    n, _v, val = anytoken()
    return f"|===\n|Service |Owner |Key\n\n|{n} |{user()} |`{val}`\n|==="


@ph("asciidoc_rst_secret")
def _rst1() -> str:
    return f"Configuration\n-------------\n\n.. code-block:: ini\n\n   [database]\n   host = {host()}\n   user = {user()}\n   password = {pw()}"


@ph("asciidoc_rst_secret")
def _rst2() -> str:
    return f":Host: {host()}\n:User: {user()}\n:Password: {pw()}\n:Notes: staging only"


@ph("asciidoc_rst_secret")
def _rst3() -> str:
    n, _v, val = anytoken()
    return f".. |token| replace:: {val}\n\nSet the header to ``Bearer |token|`` when calling the {n} API."


@ph("asciidoc_rst_secret")
def _rst4() -> str:
    n, v, val = anycred()
    return f"Deployment\n==========\n\n..\n   note to self, delete later: {n} {v.lower()} {val}\n\nRun ``make deploy``."


# -- XML / SVG comments and attributes
kind(
    "xml_svg_secret",
    "secret",
    14,
    "SVG and XML: comments, Inkscape RDF metadata, diagram labels, Android strings.xml, plists, XAML resources, Ant properties",
)


@ph("xml_svg_secret")
def _xml1() -> str:
    n, _v, val = anytoken()
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80">\n  <!-- upload with {n} key {xesc(val)} -->\n'
        f'  <rect width="240" height="80" fill="#1d3557"/>\n</svg>'
    )


@ph("xml_svg_secret")
def _xml2() -> str:
    return (
        f'<?xml version="1.0"?>\n<config>\n  <!-- old password {xesc(pw())}, still valid until migration -->\n'
        f'  <server host="{host()}" port="5432"/>\n</config>'
    )


@ph("xml_svg_secret")
def _xml3() -> str:
    return (
        f'<metadata><rdf:RDF><cc:Work rdf:about="">\n  <dc:description>network diagram; sftp {user()}:{xesc(pw())}@files.'
        f"{site()}</dc:description>\n</cc:Work></rdf:RDF></metadata>"
    )


@ph("xml_svg_secret")
def _xml4() -> str:
    n, _v, val = anycred()
    return f'<g id="vault-box"><rect x="10" y="10" width="300" height="40"/>\n  <text x="20" y="35">{n}: {xesc(val)}</text></g>'


@ph("xml_svg_secret")
def _xml5() -> str:
    _n, v, val = anycred()
    return f'<resources>\n    <string name="app_name">Tallgrass</string>\n    <string name="{v.lower()}">{xesc(val)}</string>\n</resources>'


@ph("xml_svg_secret")
def _xml6() -> str:
    n, _v, val = anytoken()
    return f"<dict>\n\t<key>ServerURL</key>\n\t<string>https://api.{site()}</string>\n\t<key>{n.replace(' ', '')}Secret</key>\n\t<string>{xesc(val)}</string>\n</dict>"


@ph("xml_svg_secret")
def _xml7() -> str:
    _n, _v, val = anytoken()
    return f'<ResourceDictionary xmlns:x="http://schemas.microsoft.com/winfx/2006/xaml">\n  <x:String x:Key="ApiSecret">{xesc(val)}</x:String>\n</ResourceDictionary>'


@ph("xml_svg_secret")
def _xml8() -> str:
    return f'<project name="deploy" default="upload">\n  <property name="deploy.user" value="{user()}"/>\n  <property name="deploy.password" value="{xesc(pw())}"/>\n</project>'


# -- Dockerfile / Containerfile
kind(
    "dockerfile_secret",
    "secret",
    14,
    "Dockerfiles and Containerfiles: ENV and ARG defaults, RUN lines writing .npmrc, curl -u, git clone with a token, chpasswd, HEALTHCHECK headers, docker build --build-arg",
)


@ph("dockerfile_secret")
def _df1() -> str:
    _n, v, val = anycred()
    return f'FROM python:3.12-slim\nWORKDIR /app\nENV {v}={val}\nCOPY . .\nRUN pip install -r requirements.txt\nCMD ["python", "main.py"]'


@ph("dockerfile_secret")
def _df2() -> str:
    return f'FROM node:22-alpine\nARG NPM_TOKEN={npm_tok()}\nRUN echo "//registry.npmjs.org/:_authToken=${{NPM_TOKEN}}" > .npmrc && npm ci'


@ph("dockerfile_secret")
def _df3() -> str:
    return f"FROM eclipse-temurin:21-jre\nRUN curl -fsSL -u {user()}:{pw()} https://nexus.{site()}/repository/releases/app-4.2.jar -o /app.jar"


@ph("dockerfile_secret")
def _df4() -> str:
    return f"FROM golang:1.23 AS build\nRUN git clone https://oauth2:{glpat()}@gitlab.{site()}/platform/api.git /src\nWORKDIR /src\nRUN go build ./cmd/api"


@ph("dockerfile_secret")
def _df5() -> str:
    return f"FROM debian:bookworm\nRUN useradd -m deploy && echo 'deploy:{pw()}' | chpasswd\nUSER deploy"


@ph("dockerfile_secret")
def _df6() -> str:
    _n, _v, val = anytoken()
    return f'HEALTHCHECK --interval=30s CMD curl -fsS -H "X-Api-Key: {val}" http://localhost:8080/healthz || exit 1'


@ph("dockerfile_secret")
def _df7() -> str:
    _n, v, val = anycred()
    return f"docker build --build-arg {v}={val} -t registry.{site()}/shop/api:2026.12 ."


@ph("dockerfile_secret")
def _df8() -> str:
    return f'# Containerfile\nFROM registry.access.redhat.com/ubi9\nLABEL maintainer="{user()}@{site()}"\nENV DB_HOST={host()} DB_USER=app DB_PASSWORD={pw()}'


# -- compose
kind(
    "compose_secret",
    "secret",
    14,
    "compose files beyond environment lists: x- anchors, healthcheck commands, command: flags, build args, labels, Keycloak and Gitea runner settings",
)


@ph("compose_secret")
def _cp1() -> str:
    _n, v, val = anycred()
    return f'x-common-env: &env\n  {v}: "{val}"\n  TZ: Europe/Lisbon\nservices:\n  api:\n    image: shop/api\n    environment: *env\n  worker:\n    image: shop/worker\n    environment: *env'


@ph("compose_secret")
def _cp2() -> str:
    return f'services:\n  db:\n    image: mariadb:11\n    healthcheck:\n      test: ["CMD", "mariadb-admin", "ping", "-uroot", "-p{pw()}"]'


@ph("compose_secret")
def _cp3() -> str:
    return f"services:\n  cache:\n    image: redis:7\n    command: redis-server --appendonly yes --requirepass {pw()}"


@ph("compose_secret")
def _cp4() -> str:
    _n, _v, val = anytoken()
    return f'services:\n  exporter:\n    image: ghcr.io/acme/exporter:1.4\n    command: ["--listen", ":9100", "--api-key", "{val}"]'


@ph("compose_secret")
def _cp5() -> str:
    _n, v, val = anycred()
    return f"services:\n  web:\n    build:\n      context: .\n      args:\n        {v}: {val}"


@ph("compose_secret")
def _cp6() -> str:
    return f'services:\n  keycloak:\n    image: quay.io/keycloak/keycloak:26.0\n    environment:\n      - "KC_BOOTSTRAP_ADMIN_USERNAME=admin"\n      - "KC_BOOTSTRAP_ADMIN_PASSWORD={pw()}"'


@ph("compose_secret")
def _cp7() -> str:
    return f"services:\n  runner:\n    image: gitea/act_runner:latest\n    environment:\n      GITEA_INSTANCE_URL: https://git.{site()}\n      GITEA_RUNNER_REGISTRATION_TOKEN: {b62(40)}"


@ph("compose_secret")
def _cp8() -> str:
    return f'services:\n  watchtower:\n    image: containrrr/watchtower\n    environment:\n      WATCHTOWER_HTTP_API_TOKEN: "{b62(32)}"\n      WATCHTOWER_NOTIFICATION_URL: "smtp://{user()}:{urllib.parse.quote(pw(), safe="")}@smtp.{site()}:587/?from=wt@{site()}"'


# -- systemd units
kind(
    "systemd_unit_secret",
    "secret",
    14,
    "systemd: SetCredential=, .mount Options= with password, ExecStart/ExecStartPre flags, systemctl edit drop-ins, systemctl show output, journalctl lines",
)


@ph("systemd_unit_secret")
def _sd1() -> str:
    return (
        f"[Service]\nExecStart=/opt/exporter/bin/pg_exporter --db.user=monitor --db.password={pw()}\nRestart=on-failure"
    )


@ph("systemd_unit_secret")
def _sd2() -> str:
    return f"[Service]\nSetCredential=dbpass:{pw()}\nExecStart=/usr/bin/app --password-file=%d/dbpass"


@ph("systemd_unit_secret")
def _sd3() -> str:
    return f"# /etc/systemd/system/mnt-nas.mount\n[Mount]\nWhat=//nas.{site()}/media\nWhere=/mnt/nas\nType=cifs\nOptions=username={user()},password={pw()},uid=1000"


@ph("systemd_unit_secret")
def _sd4() -> str:
    _n, v, val = anycred()
    return f'$ sudo systemctl edit sync.service\n### Editing /etc/systemd/system/sync.service.d/override.conf\n[Service]\nEnvironment="{v}={val}"'


@ph("systemd_unit_secret")
def _sd5() -> str:
    _n, _v, val = anytoken()
    return f'[Service]\nExecStartPre=/usr/bin/curl -fsS -H "Authorization: Bearer {val}" https://api.{site()}/v1/register\nExecStart=/usr/local/bin/agent'


@ph("systemd_unit_secret")
def _sd6() -> str:
    _n, v, val = anycred()
    return f"$ systemctl show billing.service -p Environment\nEnvironment=LANG=C.UTF-8 PORT=8080 {v}={val}"


@ph("systemd_unit_secret")
def _sd7() -> str:
    return f"Dec 03 04:12:55 web1 systemd[1]: Started backup.service.\nDec 03 04:12:55 web1 backup.sh[4121]: + mysqldump -u backup -p{pw()} --single-transaction shop"


@ph("systemd_unit_secret")
def _sd8() -> str:
    return f"[Unit]\nDescription=rclone mount\n[Service]\nExecStart=/usr/bin/rclone mount :webdav: /mnt/dav --webdav-url https://dav.{site()} --webdav-user {user()} --webdav-pass-plain {pw()}"


# -- crontab
kind(
    "crontab_secret",
    "secret",
    14,
    "crontab lines and listings with credentials: curl -u, PGPASSWORD, variables at the top, mysqldump -p, lftp -u, wget headers, Windows schtasks /rp",
)


@ph("crontab_secret")
def _cr1() -> str:
    return f"*/15 * * * * curl -s -u {user()}:{pw()} https://status.{site()}/ping > /dev/null 2>&1"


@ph("crontab_secret")
def _cr2() -> str:
    return (
        f"0 3 * * * PGPASSWORD='{pw()}' pg_dump -h {host()} -U backup shop | gzip > /backup/shop-$(date +\\%F).sql.gz"
    )


@ph("crontab_secret")
def _cr3() -> str:
    _n, v, val = anycred()
    return f"$ crontab -l\nMAILTO=ops@{site()}\n{v}={val}\n0 * * * * /opt/sync/run.sh >> /var/log/sync.log 2>&1"


@ph("crontab_secret")
def _cr4() -> str:
    return f"@daily mysqldump -u root -p'{pw()}' --all-databases > /srv/backup/all.sql"


@ph("crontab_secret")
def _cr5() -> str:
    return f'schtasks /create /tn "Nightly export" /tr "C:\\jobs\\export.cmd" /sc daily /st 02:00 /ru CORP\\{user()} /rp {pw()}'


@ph("crontab_secret")
def _cr6() -> str:
    _n, _v, val = anytoken()
    return f'30 6 * * 1-5 wget -q --header="X-Api-Key: {val}" -O /tmp/rates.json https://api.{site()}/rates'


@ph("crontab_secret")
def _cr7() -> str:
    return f"30 2 * * 1 /usr/bin/lftp -u {user()},{pw()} sftp://files.{site()} -e 'mirror -R /srv/out /in; quit'"


@ph("crontab_secret")
def _cr8() -> str:
    return f"# m h dom mon dow command\n0 4 * * * /usr/local/bin/restic backup /home --password-command 'echo {pw()}'"


# -- Makefiles, justfiles, Taskfiles, CMake
kind(
    "build_file_secret",
    "secret",
    14,
    "Makefiles (?= and := defaults, recipes), justfiles, Taskfile vars, CMake set(), make invocations with a credential",
)


@ph("build_file_secret")
def _mk1() -> str:
    _n, _v, val = anytoken()
    return f'DEPLOY_TOKEN ?= {val}\n\ndeploy:\n\tcurl -fsS -X POST -H "Authorization: Bearer $(DEPLOY_TOKEN)" https://deploy.{site()}/hooks/api'


@ph("build_file_secret")
def _mk2() -> str:
    return (
        f"push:\n\tdocker login -u {user()} -p {pw()} registry.{site()}\n\tdocker push registry.{site()}/app:$(VERSION)"
    )


@ph("build_file_secret")
def _mk3() -> str:
    _n, v, val = anycred()
    return f"export {v} := {val}\n\ntest:\n\tpytest -q"


@ph("build_file_secret")
def _mk4() -> str:
    return f'db-shell:\n\tpsql "postgresql://{user()}:{urllib.parse.quote(pw(), safe="")}@{host()}:5432/app"'


@ph("build_file_secret")
def _mk5() -> str:
    _n, _v, val = anytoken()
    return f'# justfile\nset dotenv-load\napi_key := "{val}"\n\nsync:\n    ./sync --key {{{{api_key}}}}'


@ph("build_file_secret")
def _mk6() -> str:
    _n, v, val = anycred()
    return f"# Taskfile.yml\nversion: '3'\nvars:\n  {v}: {val}\ntasks:\n  publish:\n    cmds:\n      - ./publish.sh"


@ph("build_file_secret")
def _mk7() -> str:
    _n, v, val = anycred()
    return f"$ make release {v}={val} VERSION=3.1.0"


@ph("build_file_secret")
def _mk8() -> str:
    return f'set(LICENSE_SERVER "lic.{site()}")\nset(LICENSE_SERVER_PASSWORD "{pw()}")\nadd_compile_definitions(LIC_PW="${{LICENSE_SERVER_PASSWORD}}")'


# -- protobuf text, gRPC, Bazel
kind(
    "protobuf_grpc_secret",
    "secret",
    14,
    "protobuf text format credentials, proto2 defaults, grpcurl -H, Envoy inline_string secrets, .bazelrc remote headers, buf registry login",
)


@ph("protobuf_grpc_secret")
def _pb1() -> str:
    return f'# config.textproto\nendpoint: "{host()}:443"\ncredentials {{\n  username: "{user()}"\n  password: "{pw()}"\n}}'


@ph("protobuf_grpc_secret")
def _pb2() -> str:
    _n, _v, val = anytoken()
    return f'syntax = "proto2";\nmessage ClientConfig {{\n  optional string endpoint = 1 [default = "api.{site()}"];\n  optional string api_key = 2 [default = "{val}"];\n}}'


@ph("protobuf_grpc_secret")
def _pb3() -> str:
    _n, _v, val = anytoken()
    return f"grpcurl -H 'authorization: Bearer {val}' -d '{{\"order_id\": \"{digits(8)}\"}}' api.{site()}:443 shop.v1.Orders/Get"


@ph("protobuf_grpc_secret")
def _pb4() -> str:
    _n, _v, val = anytoken()
    return f'secrets {{\n  name: "upstream_key"\n  generic_secret {{\n    secret {{ inline_string: "{val}" }}\n  }}\n}}'


@ph("protobuf_grpc_secret")
def _pb5() -> str:
    return f"# .bazelrc\nbuild --remote_cache=grpcs://remote.buildbuddy.io\nbuild --remote_header=x-buildbuddy-api-key={b62(20)}"


@ph("protobuf_grpc_secret")
def _pb6() -> str:
    return f"echo {hx(64)} | buf registry login buf.build --token-stdin"


@ph("protobuf_grpc_secret")
def _pb7() -> str:
    _n, _v, val = anytoken()
    return f'auth_config {{\n  type: BEARER\n  bearer_token: "{val}"\n}}\nretry_policy {{ max_attempts: 3 }}'


# -- GraphQL
kind(
    "graphql_secret",
    "secret",
    14,
    "GraphQL: login mutations with literal passwords, variables JSON, SDL defaults, Altair and Apollo Explorer headers, responses that return a new key",
)


@ph("graphql_secret")
def _gq1() -> str:
    return f'mutation {{\n  login(email: "{user()}@{site()}", password: "{pw()}") {{\n    token\n  }}\n}}'


@ph("graphql_secret")
def _gq2() -> str:
    n, _v, val = anytoken()
    return f'query: mutation Connect($input: ConnectInput!) {{ connect(input: $input) {{ id }} }}\nvariables: {{"input": {{"provider": "{n}", "apiKey": "{val}"}}}}'


@ph("graphql_secret")
def _gq3() -> str:
    _n, _v, val = anytoken()
    return f'input IntegrationConfig {{\n  endpoint: String = "https://api.{site()}"\n  apiKey: String = "{val}"\n}}'


@ph("graphql_secret")
def _gq4() -> str:
    _n, _v, val = anytoken()
    return f'Altair window "orders" -> Set Headers\nAuthorization: Bearer {val}\nquery {{ orders(first: 20) {{ id total }} }}'


@ph("graphql_secret")
def _gq5() -> str:
    return f'curl https://gql.{site()}/v1/graphql -H "x-hasura-admin-secret: {pw()}" -d \'{{"query":"{{ users {{ id }} }}"}}\''


@ph("graphql_secret")
def _gq6() -> str:
    _n, _v, val = anytoken()
    return f'{{"data":{{"createApiKey":{{"id":"{digits(6)}","name":"ci","key":"{val}"}}}}}}'


@ph("graphql_secret")
def _gq7() -> str:
    return f'mutation {{ createUser(input: {{username: "{user()}", password: "{pw()}", role: ADMIN}}) {{ id }} }}'


@ph("graphql_secret")
def _gq8() -> str:
    _n, _v, val = anytoken()
    return f'Apollo Explorer -> Shared headers for the "prod" graph:\n  Authorization: {val}\n  apollographql-client-name: web'


# -- SQL dumps and consoles of dialects blind7/blind8 did not use
kind(
    "sql_dialect_secret",
    "secret",
    14,
    "SQLite .dump INSERTs, H2 and Firebird CREATE USER, Db2 CONNECT USING, Oracle Data Pump parfiles, Teradata BTEQ .LOGON, DuckDB CREATE SECRET, WordPress option dumps, CockroachDB",
)


@ph("sql_dialect_secret")
def _sq1() -> str:
    n, _v, val = anytoken()
    return (
        f"PRAGMA foreign_keys=OFF;\nBEGIN TRANSACTION;\nCREATE TABLE integrations(id INTEGER PRIMARY KEY, name TEXT, secret TEXT);\n"
        f"INSERT INTO integrations VALUES(1,'{n}','{val}');\nCOMMIT;"
    )


@ph("sql_dialect_secret")
def _sq2() -> str:
    return f'-- H2 2.2 SCRIPT\nCREATE USER IF NOT EXISTS "REPORTING" PASSWORD \'{pw()}\';\nGRANT SELECT ON SCHEMA PUBLIC TO "REPORTING";'


@ph("sql_dialect_secret")
def _sq3() -> str:
    return f"SQL> CREATE USER {user().upper().replace('.', '_').replace('-', '_')} PASSWORD '{pw()}' USING PLUGIN Srp;\nSQL> COMMIT;"


@ph("sql_dialect_secret")
def _sq4() -> str:
    return f"db2 => CONNECT TO SHOPDB USER db2inst1 USING {pw()}\n   Database Connection Information\n Database server        = DB2/LINUXX8664 11.5.9"


@ph("sql_dialect_secret")
def _sq5() -> str:
    return (
        f"# expdp parfile\nuserid=system/{pw()}@ORCLPDB1\ndirectory=DATA_PUMP_DIR\ndumpfile=shop_%U.dmp\nschemas=SHOP"
    )


@ph("sql_dialect_secret")
def _sq6() -> str:
    return f".LOGON tdprod/{user()},{pw()};\nSELECT COUNT(*) FROM sales.orders;\n.LOGOFF;"


@ph("sql_dialect_secret")
def _sq7() -> str:
    k, s = aws_pair()
    return f"CREATE SECRET lake (\n    TYPE s3,\n    KEY_ID '{k}',\n    SECRET '{s}',\n    REGION 'eu-central-1'\n);"


@ph("sql_dialect_secret")
def _sq8() -> str:
    u, p = f"smtp@{site()}", pw()
    return (
        f'INSERT INTO `wp_options` VALUES (812,\'wp_mail_smtp\',\'a:1:{{s:4:"mail";a:2:{{s:4:"user";s:{len(u)}:"{u}";'
        f's:4:"pass";s:{len(p)}:"{p}";}}}}\',\'yes\');'
    )


@ph("sql_dialect_secret")
def _sq9() -> str:
    return f"root@:26257/defaultdb> CREATE USER app WITH LOGIN PASSWORD '{pw()}';\nCREATE ROLE"


# -- mail: mbox, raw headers, SMTP and IMAP transcripts
kind(
    "mail_transcript_secret",
    "secret",
    14,
    "mbox messages with a new account's password, raw headers with an API key, SMTP AUTH PLAIN/LOGIN transcripts (base64), IMAP LOGIN, forwarded mails, list digests",
)


@ph("mail_transcript_secret")
def _ml1() -> str:
    u, d = user(), site()
    return (
        f"From it-desk@{d}  Tue Dec  1 09:14:02 2026\nFrom: IT desk <it-desk@{d}>\nTo: {u}@{d}\n"
        f"Subject: Your new account\n\nHi,\nyour login is {u} and the initial password is {pw()}\nPlease change it at first login."
    )


@ph("mail_transcript_secret")
def _ml2() -> str:
    _n, _v, val = anytoken()
    return f"Received: from relay.{site()} (relay.{site()} [10.2.0.7])\nX-Relay-Api-Key: {val}\nMessage-ID: <{hx(16)}@{site()}>\nSubject: nightly report"


@ph("mail_transcript_secret")
def _ml3() -> str:
    u, p = user() + "@" + site(), pw()
    tok = base64.b64encode(f"\0{u}\0{p}".encode()).decode()
    return f"S: 220 smtp.{site()} ESMTP\nC: EHLO laptop\nS: 250-AUTH PLAIN LOGIN\nC: AUTH PLAIN {tok}\nS: 235 2.7.0 Authentication successful"


@ph("mail_transcript_secret")
def _ml4() -> str:
    u, p = user(), pw()
    return (
        f"C: AUTH LOGIN\nS: 334 VXNlcm5hbWU6\nC: {base64.b64encode(u.encode()).decode()}\nS: 334 UGFzc3dvcmQ6\n"
        f"C: {base64.b64encode(p.encode()).decode()}\nS: 235 Authentication succeeded"
    )


@ph("mail_transcript_secret")
def _ml5() -> str:
    return f'* OK IMAP4rev1 ready\na001 LOGIN {user()}@{site()} "{pw()}"\na001 OK LOGIN completed\na002 SELECT INBOX'


@ph("mail_transcript_secret")
def _ml6() -> str:
    return (
        f"---------- Forwarded message ---------\nFrom: Hosting Support <support@{site()}>\nDate: Mon, 30 Nov 2026\n"
        f"Subject: Control panel access\n\nUsername: {user()}\nTemporary password: {pw()}"
    )


@ph("mail_transcript_secret")
def _ml7() -> str:
    _n, v, val = anycred()
    return f"ops-list Digest, Vol 88, Issue 3\n\nMessage: 2\nFrom: {user()}@{site()}\nSubject: Re: cron failing\n\nworks now with {v}={val} in the env, thanks"


@ph("mail_transcript_secret")
def _ml8() -> str:
    return f"Return-Path: <bounce@{site()}>\nSubject: Re: VPN\n\n> what is the pre-shared key again?\nIt's {pw()} -- same as last year."


# -- calendar ICS
kind(
    "ics_calendar_secret",
    "secret",
    14,
    "iCalendar events and todos: descriptions with passwords (ICS-escaped), door codes, private iCal feed URLs, venue Wi-Fi, X-ALT-DESC HTML, a key cut by 75-octet line folding",
)


@ph("ics_calendar_secret")
def _ics1() -> str:
    return (
        f"BEGIN:VEVENT\nDTSTART:20261210T090000Z\nSUMMARY:Server migration\nDESCRIPTION:SSH in as {user()}\\, password "
        f"{pw()}\\nBring the checklist.\nEND:VEVENT"
    )


@ph("ics_calendar_secret")
def _ics2() -> str:
    return f"BEGIN:VEVENT\nSUMMARY:Offsite\nLOCATION:Rua do Almada 112\\, Porto\nDESCRIPTION:Door code {rs(string.digits, 4)}# then 2nd floor\nEND:VEVENT"


@ph("ics_calendar_secret")
def _ics3() -> str:
    u = user().replace(".", "")
    return f"Remember my private calendar feed: https://calendar.google.com/calendar/ical/{u}%40gmail.com/private-{hx(32)}/basic.ics"


@ph("ics_calendar_secret")
def _ics4() -> str:
    return f"BEGIN:VEVENT\nSUMMARY:Workshop day\nDESCRIPTION:Wi-Fi: Atelier-Guest / {pw()}\nDTSTART;TZID=Europe/Berlin:20261214T100000\nEND:VEVENT"


@ph("ics_calendar_secret")
def _ics5() -> str:
    n, _v, val = anytoken()
    return f"BEGIN:VEVENT\nSUMMARY:Key rotation\nX-ALT-DESC;FMTTYPE=text/html:<p>New {n} key: <code>{xesc(val)}</code></p>\nEND:VEVENT"


@ph("ics_calendar_secret")
def _ics6() -> str:
    tok = "hvs." + b62(90)
    return f"BEGIN:VTODO\nSUMMARY:Renew TLS certs\nDESCRIPTION:vault login {tok}\nDUE:20261220T170000Z\nEND:VTODO"


@ph("ics_calendar_secret")
def _ics7() -> str:
    n, _v, val = anytoken()
    line = f"DESCRIPTION:{n} key for the demo: {val} (do not forward)"
    folded = line[:75] + "\n " + line[75:150] + ("\n " + line[150:] if len(line) > 150 else "")
    return f"BEGIN:VEVENT\nSUMMARY:Partner demo\n{folded}\nEND:VEVENT"


@ph("ics_calendar_secret")
def _ics8() -> str:
    return f"BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Pay rent - bank login {user()} PIN {rs(string.digits, 6)}\nTRIGGER:-PT30M\nEND:VALARM"


# -- vCard
kind(
    "vcard_secret",
    "secret",
    14,
    "vCard contacts whose NOTE or X- fields hold a password, alarm or gate code, bank PIN or API key, including a quoted-printable NOTE",
)


@ph("vcard_secret")
def _vc1() -> str:
    return f"BEGIN:VCARD\nVERSION:4.0\nFN:Router admin\nURL:http://192.168.{R.randrange(0, 9)}.1\nNOTE:admin / {pw()}\nEND:VCARD"


@ph("vcard_secret")
def _vc2() -> str:
    return f"BEGIN:VCARD\nVERSION:3.0\nFN:Casa Ribeira (holiday house)\nNOTE:Alarm code {rs(string.digits, 4)}\\, garage {rs(string.digits, 4)}\nEND:VCARD"


@ph("vcard_secret")
def _vc3() -> str:
    return f"BEGIN:VCARD\nVERSION:3.0\nFN:Banco - online banking\nX-USERNAME:{digits(8)}\nX-PASSWORD:{pw()}\nEND:VCARD"


@ph("vcard_secret")
def _vc4() -> str:
    return f"BEGIN:VCARD\nVERSION:4.0\nFN:Building entrance\nNOTE:Entry code {rs(string.digits, 5)} (changes in March)\nEND:VCARD"


@ph("vcard_secret")
def _vc5() -> str:
    note = f"login {user()} pass {pw()}"
    qp = "".join(f"={b:02X}" if not (48 <= b < 58 or 65 <= b < 91 or 97 <= b < 123) else chr(b) for b in note.encode())
    return f"BEGIN:VCARD\nVERSION:2.1\nFN:Hosting panel\nNOTE;ENCODING=QUOTED-PRINTABLE:{qp}\nEND:VCARD"


@ph("vcard_secret")
def _vc6() -> str:
    n, _v, val = anytoken()
    return f"BEGIN:VCARD\nVERSION:4.0\nFN:{n} integration\nEMAIL:integrations@{site()}\nNOTE:API key {val}\nEND:VCARD"


@ph("vcard_secret")
def _vc7() -> str:
    return f"BEGIN:VCARD\nVERSION:3.0\nN:Okafor;Chidi;;;\nFN:Chidi Okafor\nNOTE:voicemail PIN {rs(string.digits, 4)}\\, iCloud pw {pw()}\nEND:VCARD"


# -- git credential plumbing
kind(
    "git_credential_secret",
    "secret",
    14,
    "git credential approve input, inline credential helpers, .git/config remotes and .gitmodules with tokens, GIT_ASKPASS scripts, http.extraHeader, git config --list output",
)


@ph("git_credential_secret")
def _git1() -> str:
    return (
        f"$ git credential approve <<EOF\nprotocol=https\nhost=codeberg.org\nusername={user()}\npassword={hx(40)}\nEOF"
    )


@ph("git_credential_secret")
def _git2() -> str:
    return f'git config --global credential.https://git.{site()}.helper \'!f() {{ echo "username=ci-bot"; echo "password={pw()}"; }}; f\''


@ph("git_credential_secret")
def _git3() -> str:
    return f'[remote "origin"]\n\turl = https://{user()}:{gh_style("ghp_")}@github.com/{pick(WORDS)}/{pick(WORDS)}.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*'


@ph("git_credential_secret")
def _git4() -> str:
    return f"$ cat ~/bin/askpass.sh\n#!/bin/sh\necho {glpat()}\n$ GIT_ASKPASS=~/bin/askpass.sh git push"


@ph("git_credential_secret")
def _git5() -> str:
    b = base64.b64encode(f"{user()}:{pw()}".encode()).decode()
    return f'git -c http.extraHeader="Authorization: Basic {b}" clone https://git.{site()}/infra/ansible.git'


@ph("git_credential_secret")
def _git6() -> str:
    return f'[submodule "vendor/theme"]\n\tpath = vendor/theme\n\turl = https://oauth2:{glpat()}@gitlab.{site()}/web/theme.git'


@ph("git_credential_secret")
def _git7() -> str:
    _n, _v, val = anytoken()
    return f"$ git config --list --show-origin | grep extraheader\nfile:.git/config  http.https://git.{site()}/.extraheader=AUTHORIZATION: bearer {val}"


@ph("git_credential_secret")
def _git8() -> str:
    return f"git push https://x-access-token:{gh_style('ghs_')}@github.com/{pick(WORDS)}/site.git HEAD:gh-pages"


# -- netrc variants and mail-client dotfiles
kind(
    "dotfile_auth_secret",
    "secret",
    14,
    "netrc relatives: Windows _netrc, Emacs ~/.authinfo, curl --netrc-file, .msmtprc, .mbsyncrc, .muttrc, .fetchmailrc, .offlineimaprc, lftp bookmarks, .wgetrc, .curlrc",
)


@ph("dotfile_auth_secret")
def _nr1() -> str:
    return f"C:\\Users\\{user().split('.')[0]}\\_netrc:\nmachine ftp.{site()}\nlogin {user()}\npassword {pw()}"


@ph("dotfile_auth_secret")
def _nr2() -> str:
    return f"# ~/.authinfo\nmachine imap.{site()} login {user()}@{site()} port 993 password {pw()}\nmachine smtp.{site()} login {user()}@{site()} port 587 password {pw()}"


@ph("dotfile_auth_secret")
def _nr3() -> str:
    return f"$ cat ci.netrc\nmachine api.{site()} login deploy password {b62(32)}\n$ curl --netrc-file ci.netrc https://api.{site()}/v1/releases"


@ph("dotfile_auth_secret")
def _nr4() -> str:
    return f"# ~/.msmtprc\naccount work\nhost smtp.{site()}\nport 587\nauth on\nuser {user()}@{site()}\npassword {pw()}\nfrom {user()}@{site()}"


@ph("dotfile_auth_secret")
def _nr5() -> str:
    return f"IMAPAccount work\nHost imap.{site()}\nUser {user()}@{site()}\nPass {pw()}\nSSLType IMAPS"


@ph("dotfile_auth_secret")
def _nr6() -> str:
    return f'set imap_user = "{user()}@{site()}"\nset imap_pass = "{pw()}"\nset folder = "imaps://imap.{site()}/"'


@ph("dotfile_auth_secret")
def _nr7() -> str:
    return f'poll pop.{site()} protocol POP3 user "{user()}" password "{pw()}" is "local" here'


@ph("dotfile_auth_secret")
def _nr8() -> str:
    return f"[Repository remote]\ntype = IMAP\nremotehost = imap.{site()}\nremoteuser = {user()}\nremotepass = {pw()}"


@ph("dotfile_auth_secret")
def _nr9() -> str:
    return f"# ~/.local/share/lftp/bookmarks\nshop ftp://{user()}:{urllib.parse.quote(pw(), safe='')}@ftp.{site()}/public_html"


@ph("dotfile_auth_secret")
def _nr10() -> str:
    return f'# ~/.curlrc\nuser = "{user()}:{pw()}"\nsilent\nshow-error'


# -- browser devtools copies
kind(
    "devtools_copy_secret",
    "secret",
    14,
    "browser devtools copies: Copy as cURL (bash and cmd), Copy as fetch and fetch (Node.js), Copy as PowerShell, Copy request headers, a login POST body, a copied token response",
)


@ph("devtools_copy_secret")
def _dv1() -> str:
    return (
        f"curl 'https://app.{site()}/api/v2/me' \\\n  -H 'accept: application/json' \\\n  -H 'authorization: Bearer {jwt_hs256()}' \\\n"
        f"  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36'"
    )


@ph("devtools_copy_secret")
def _dv2() -> str:
    return (
        f'curl ^"https://portal.{site()}/api/invoices^" ^\n  -H ^"accept: application/json^" ^\n'
        f'  -H ^"cookie: sessionid={rs(LOWNUM, 32)}; csrftoken={b62(32)}^" ^\n  --compressed'
    )


@ph("devtools_copy_secret")
def _dv3() -> str:
    return (
        f'fetch("https://api.{site()}/graphql", {{\n  "headers": {{\n    "authorization": "Bearer {jwt_hs256()}",\n'
        f'    "content-type": "application/json"\n  }},\n  "body": "{{\\"query\\":\\"{{ me {{ id }} }}\\"}}",\n  "method": "POST"\n}});'
    )


@ph("devtools_copy_secret")
def _dv4() -> str:
    return (
        f'fetch("https://admin.{site()}/orders/export", {{\n  "headers": {{\n    "cookie": "_admin_session={b64(48)}"\n'
        f'  }},\n  "method": "GET"\n}});'
    )


@ph("devtools_copy_secret")
def _dv5() -> str:
    return (
        f"$session = New-Object Microsoft.PowerShell.Commands.WebRequestSession\n"
        f'$session.Cookies.Add((New-Object System.Net.Cookie("laravel_session", "{b64(60)}", "/", "crm.{site()}")))\n'
        f'Invoke-WebRequest -UseBasicParsing -Uri "https://crm.{site()}/api/contacts" -WebSession $session'
    )


@ph("devtools_copy_secret")
def _dv6() -> str:
    return (
        f"GET /api/v1/reports HTTP/1.1\nHost: bi.{site()}\nAccept: */*\nX-Api-Token: {b62(40)}\n"
        f"Referer: https://bi.{site()}/dashboards/7"
    )


@ph("devtools_copy_secret")
def _dv7() -> str:
    u, p = user(), pw()
    body = urllib.parse.urlencode({"username": u, "password": p, "remember": "1"})
    return f"curl 'https://login.{site()}/session' \\\n  -H 'content-type: application/x-www-form-urlencoded' \\\n  --data-raw '{body}'"


@ph("devtools_copy_secret")
def _dv8() -> str:
    return (
        f'Copied response from /oauth/token:\n{{"access_token":"{jwt_hs256()}","token_type":"Bearer","expires_in":3600,'
        f'"refresh_token":"{b64u(48)}"}}'
    )


# -- Kubernetes describe/events/helm notes
kind(
    "k8s_runtime_secret",
    "secret",
    14,
    "Kubernetes runtime output: kubectl describe pod Args and literal env, operator events printing a connection string, kubectl run --env, init-container logs, Helm NOTES.txt with an admin password",
)


@ph("k8s_runtime_secret")
def _k1() -> str:
    return (
        f"Containers:\n  api:\n    Image:  ghcr.io/shop/api:2.14\n    Args:\n      --db-password={pw()}\n      --port=8080\n"
        f"    Environment:\n      LOG_LEVEL:  info"
    )


@ph("k8s_runtime_secret")
def _k2() -> str:
    _n, v, val = anycred()
    return f"    Environment:\n      {v}:  {val}\n      REGION:  eu-west-1\n    Mounts:\n      /var/run/secrets/kubernetes.io/serviceaccount from kube-api-access-x7k2p (ro)"


@ph("k8s_runtime_secret")
def _k3() -> str:
    return (
        f"LAST SEEN   TYPE     REASON    OBJECT              MESSAGE\n2m          Normal   Synced    mssqlcluster/main   "
        f"connection verified: Server=tcp:{host()},1433;User ID=sa;Password={pw()};Encrypt=true"
    )


@ph("k8s_runtime_secret")
def _k4() -> str:
    _n, v, val = anycred()
    return f'kubectl run debug --rm -it --image=curlimages/curl --env="{v}={val}" -- sh'


@ph("k8s_runtime_secret")
def _k5() -> str:
    _n, v, val = anycred()
    return f"$ kubectl logs job/seed -c init-config\nwriting config...\nusing {v.lower()}={val}\ndone"


@ph("k8s_runtime_secret")
def _k6() -> str:
    return (
        f"NOTES:\n1. Get the application URL: http://grafana.{site()}\n2. Login with the following credentials:\n"
        f"   user: admin\n   password: {pw()}"
    )


@ph("k8s_runtime_secret")
def _k7() -> str:
    return f"Warning  BackOff  pod/etl-7c9f  Back-off restarting failed container: exec: psql postgresql://etl:{urllib.parse.quote(pw(), safe='')}@{host()}/dw"


@ph("k8s_runtime_secret")
def _k8() -> str:
    return f'spec:\n  containers:\n  - name: app\n    env:\n    - name: SMTP_PASSWORD\n      value: "{pw()}"\n    - name: SMTP_HOST\n      value: smtp.{site()}'


# -- audit logs
kind(
    "audit_log_secret",
    "secret",
    14,
    "audit trails that captured a credential: auditd EXECVE arguments, sudo COMMAND=, PostgreSQL and MySQL statement logs, Windows 4688 command lines, an app audit JSON, logger command lines",
)


@ph("audit_log_secret")
def _au1() -> str:
    return f'type=EXECVE msg=audit(1764755431.123:812): argc=4 a0="mysql" a1="-uroot" a2="-p{pw()}" a3="shop"'


@ph("audit_log_secret")
def _au2() -> str:
    return f"Dec  3 04:11:02 web1 sudo:  deploy : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/htpasswd -b /etc/nginx/.htpasswd admin {pw()}"


@ph("audit_log_secret")
def _au3() -> str:
    return f"2026-12-02 22:14:09.118 UTC [4412] postgres@app LOG:  statement: ALTER ROLE reporting WITH LOGIN PASSWORD '{pw()}';"


@ph("audit_log_secret")
def _au4() -> str:
    return f"2026-12-02T22:14:09.118Z\t   41 Query\tCREATE USER 'etl'@'10.%' IDENTIFIED BY '{pw()}'"


@ph("audit_log_secret")
def _au5() -> str:
    return f"EventID 4688: A new process has been created.\n  New Process Name: C:\\Windows\\System32\\net.exe\n  Process Command Line: net user svc_backup {pw()} /add /y"


@ph("audit_log_secret")
def _au6() -> str:
    n, _v, val = anytoken()
    return json.dumps(
        {
            "ts": "2026-12-02T10:01:22Z",
            "actor": user(),
            "action": "integration.update",
            "changes": {"provider": n, "api_key": {"old": None, "new": val}},
        }
    )


@ph("audit_log_secret")
def _au7() -> str:
    _n, v, val = anycred()
    return f"Dec  3 09:02:11 bastion cmdlog: user=deploy pwd=/home/deploy cmd=export {v}={val}"


@ph("audit_log_secret")
def _au8() -> str:
    return f'time="2026-12-01T08:00:03Z" level=info msg="admin action" user={user()} op=reset_password target=ines new_password="{pw()}"'


# -- chat bots' slash commands
kind(
    "chatops_command_secret",
    "secret",
    14,
    "slash and bang commands to chat bots with a credential: /deploy --token, /login to a Telegram bot, /setkey, /remember wifi, !config set, @bot rotate, /vault write",
)


@ph("chatops_command_secret")
def _co1() -> str:
    _n, _v, val = anytoken()
    return f"/deploy prod api --token {val}"


@ph("chatops_command_secret")
def _co2() -> str:
    return f"[{hhmm()}] {user()}: /login {user()} {pw()}\n[{hhmm()}] ShopBot: Logged in. Orders today: {R.randrange(3, 80)}"


@ph("chatops_command_secret")
def _co3() -> str:
    n, _v, val = anytoken()
    return f"/setkey {n.lower().split(' ')[0]} {val}"


@ph("chatops_command_secret")
def _co4() -> str:
    return f"/remember wifi-home {pw()}"


@ph("chatops_command_secret")
def _co5() -> str:
    _n, v, val = anycred()
    return f"!config set {v.lower()} {val}"


@ph("chatops_command_secret")
def _co6() -> str:
    return f"@opsbot rotate-db --cluster orders --new-password '{pw()}'"


@ph("chatops_command_secret")
def _co7() -> str:
    _n, _v, val = anycred()
    return f"/vault write secret/{pick(WORDS)}/api value={val}"


@ph("chatops_command_secret")
def _co8() -> str:
    return f"/jira connect url=https://{pick(WORDS)}.atlassian.net user={user()}@{site()} token=ATATT3x{b64u(140)}={hx(8).upper()}"


# -- OCR-like text
kind(
    "ocr_text_secret",
    "secret",
    14,
    "OCR of sticky notes, router stickers, PIN letters, whiteboards, terminal screenshots with a token cut by a hyphen, backup-code sheets, hotspot vouchers, handwritten forms",
)


@ph("ocr_text_secret")
def _oc1() -> str:
    return f"WIFl: Casa_Rocha\nPASSW0RD:\n{pw()}\n(dont share!!)"


@ph("ocr_text_secret")
def _oc2() -> str:
    k = rs(UPNUM, 16)
    return f"FRITZ!Box 7590 AX\nWLAN-Netzwerk (SSID): FRITZ!Box 7590 RK\nWLAN-Netzwerkschlüssel:\n{k[:4]} {k[4:8]} {k[8:12]}\n{k[12:]}\nFRITZ!Box-Kennwort: {rs(string.ascii_lowercase, 4)}{rs(string.digits, 2)}"


@ph("ocr_text_secret")
def _oc3() -> str:
    d = rs(string.digits, 4)
    return f"BANCO DO NORTE\nConfidencial\nO seu PIN inicial:\n{d[0]}  {d[1]}  {d[2]}  {d[3]}\nMemorize e destrua esta carta."


@ph("ocr_text_secret")
def _oc4() -> str:
    return f"staging db\nuser : {user()}\npw : {pw()}\n-> ask Rosa before using prod"


@ph("ocr_text_secret")
def _oc5() -> str:
    _n, v, val = anycred()
    cut = len(val) // 2
    return f"$ export {v}={val[:cut]}-\n{val[cut:]}\n$ ./run.sh\n[screenshot text, 92% confidence]"


@ph("ocr_text_secret")
def _oc6() -> str:
    codes = "\n".join(f"{i + 1}. {rs(string.digits, 4)} {rs(string.digits, 4)}" for i in range(6))
    return f"GOOGLE BACKUP C0DES\nfor {user()}@gmail.com\n{codes}\nKeep these somewhere safe"


@ph("ocr_text_secret")
def _oc7() -> str:
    return f"HOTEL MIRADOR\nInternet voucher\nUser: room{R.randrange(101, 540)}\nCode: {rs(LOWNUM, 8)}\nValid 24h"


@ph("ocr_text_secret")
def _oc8() -> str:
    return f"NEW STARTER FORM\nName: Ines Barros\nStart: {when()}\nTemp password: {pw()}\nSigned: __________"


# -- markdown emphasis inside values
kind(
    "markdown_inline_secret",
    "secret",
    14,
    "values broken by markdown: bold or italic around part of a password, code spans split, escaped underscores, strike-through old value beside the new one, kbd tags per character, ==highlight==, bold labels in callouts",
)


@ph("markdown_inline_secret")
def _md1() -> str:
    p = pw()
    c = len(p) // 2
    return f"the NAS password is **{p[:c]}**{p[c:]} (bold part is the old prefix)"


@ph("markdown_inline_secret")
def _md2() -> str:
    n, _v, val = anytoken()
    return f"{n} key: *{val}*"


@ph("markdown_inline_secret")
def _md3() -> str:
    n, _v, val = anytoken()
    c = len(val) // 3
    return f"use `{val[:c]}`**`{val[c : 2 * c]}`**`{val[2 * c :]}` as the {n} key"


@ph("markdown_inline_secret")
def _md4() -> str:
    return f"~~old: {pw()}~~ new router password: __{pw()}__"


@ph("markdown_inline_secret")
def _md5() -> str:
    _n, v, val = anycred()
    return f"{v.replace('_', chr(92) + '_')}={val.replace('_', chr(92) + '_')}"


@ph("markdown_inline_secret")
def _md6() -> str:
    return f"> **Password:** {pw()}\n> **User:** {user()}\n> _shared account, do not change_"


@ph("markdown_inline_secret")
def _md7() -> str:
    p = pw()
    return "door app password: " + "".join(f"<kbd>{xesc(ch)}</kbd>" for ch in p)


@ph("markdown_inline_secret")
def _md8() -> str:
    return f"Remember: the **staging** admin login is `{user()}` / =={pw()}=="


# -- split across lines and messages (other splits than blind7/blind8)
kind(
    "split_value_secret",
    "secret",
    14,
    "values split other ways: an e-mail thread with two halves, notes on two days, shell line continuation, JSON array of chunks, CSV columns, numbered SMS parts, str.format, a cut-off message completed later",
)


@ph("split_value_secret")
def _sp1() -> str:
    n, _v, val = anytoken()
    c = len(val) // 2
    return f"> On Mon, Ana wrote:\n> first half of the {n} key: {val[:c]}\n\nsecond half: {val[c:]}\nconcatenate, no spaces."


@ph("split_value_secret")
def _sp2() -> str:
    p = pw()
    c = len(p) // 2
    return f"[{when()}] note: vault password part A = {p[:c]}\n[{when()}] note: part B = {p[c:]} (A+B)"


@ph("split_value_secret")
def _sp3() -> str:
    _n, v, val = anycred()
    c = len(val) // 2
    return f"export {v}={val[:c]}\\\n{val[c:]}"


@ph("split_value_secret")
def _sp4() -> str:
    n, _v, val = anytoken()
    k = max(4, len(val) // 4)
    parts = [val[i : i + k] for i in range(0, len(val), k)]
    return json.dumps({"provider": n, "key_parts": parts, "join": ""})


@ph("split_value_secret")
def _sp5() -> str:
    n, _v, val = anytoken()
    c = len(val) // 2
    return f"service,key_1,key_2\n{n},{val[:c]},{val[c:]}"


@ph("split_value_secret")
def _sp6() -> str:
    p = pw()
    c = len(p) // 2
    return f"(1/2) Hi, the alarm app login is {user()} and the password starts {p[:c]}\n(2/2) ...and ends {p[c:]}. Delete this SMS."


@ph("split_value_secret")
def _sp7() -> str:
    _n, v, val = anycred()
    c = len(val) // 2
    return f'{v} = "{{}}{{}}".format("{val[:c]}", "{val[c:]}")'


@ph("split_value_secret")
def _sp8() -> str:
    n, _v, val = anytoken()
    c = len(val) - 6
    return f"{user()}: {n} key is {val[:c]}…\n{user()}: sorry it got cut, the last six are {val[c:]}"


# -- spoken letter by letter
GERMAN_ALPHA = [
    "Anton",
    "Berta",
    "Cäsar",
    "Dora",
    "Emil",
    "Friedrich",
    "Gustav",
    "Heinrich",
    "Ida",
    "Julius",
    "Kaufmann",
    "Ludwig",
    "Martha",
    "Nordpol",
    "Otto",
    "Paula",
    "Quelle",
    "Richard",
    "Samuel",
    "Theodor",
    "Ulrich",
    "Viktor",
    "Wilhelm",
    "Xanthippe",
    "Ypsilon",
    "Zacharias",
]
ITALIAN_ALPHA = [
    "Ancona",
    "Bologna",
    "Como",
    "Domodossola",
    "Empoli",
    "Firenze",
    "Genova",
    "Hotel",
    "Imola",
    "Jolly",
    "Kappa",
    "Livorno",
    "Milano",
    "Napoli",
    "Otranto",
    "Padova",
    "Quarto",
    "Roma",
    "Savona",
    "Torino",
    "Udine",
    "Venezia",
    "Washington",
    "Xeres",
    "York",
    "Zara",
]
FRENCH_ALPHA = [
    "Anatole",
    "Berthe",
    "Célestin",
    "Désiré",
    "Eugène",
    "François",
    "Gaston",
    "Henri",
    "Irma",
    "Joseph",
    "Kléber",
    "Louis",
    "Marcel",
    "Nicolas",
    "Oscar",
    "Pierre",
    "Quintal",
    "Raoul",
    "Suzanne",
    "Thérèse",
    "Ursule",
    "Victor",
    "William",
    "Xavier",
    "Yvonne",
    "Zoé",
]
SPANISH_ALPHA = [
    "Antonio",
    "Barcelona",
    "Carmen",
    "Dolores",
    "Enrique",
    "Francia",
    "Gerona",
    "Historia",
    "Inés",
    "José",
    "Kilo",
    "Lorenzo",
    "Madrid",
    "Navarra",
    "Oviedo",
    "París",
    "Querido",
    "Ramón",
    "Sábado",
    "Tarragona",
    "Ulises",
    "Valencia",
    "Washington",
    "Xilófono",
    "Yegua",
    "Zaragoza",
]
NATO = [
    "alpha",
    "bravo",
    "charlie",
    "delta",
    "echo",
    "foxtrot",
    "golf",
    "hotel",
    "india",
    "juliett",
    "kilo",
    "lima",
    "mike",
    "november",
    "oscar",
    "papa",
    "quebec",
    "romeo",
    "sierra",
    "tango",
    "uniform",
    "victor",
    "whiskey",
    "x-ray",
    "yankee",
    "zulu",
]
NUMW = {
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "ja": ["rei", "ichi", "ni", "san", "yon", "go", "roku", "nana", "hachi", "kyū"],
}


def simple_pw() -> str:
    return rs(string.ascii_lowercase, R.randrange(5, 8)) + rs(string.digits, R.randrange(2, 4))


def spell(value: str, alpha: list[str], nums: list[str], sep: str = " ") -> str:
    out = []
    for ch in value:
        if ch.isdigit():
            out.append(nums[int(ch)])
        elif ch.isalpha():
            out.append(alpha[ord(ch.lower()) - 97])
    return sep.join(out)


kind(
    "spelled_aloud_secret",
    "secret",
    14,
    "values spoken letter by letter: NATO words with case marks, German, Italian, French and Spanish spelling alphabets, 'A as in apple', hyphen-spelled, Japanese digit words for a PIN",
)


@ph("spelled_aloud_secret")
def _sa1() -> str:
    p = simple_pw()
    return f"(call transcript) ok the password is {spell(p, NATO, NUMW['en'])}, all lowercase"


@ph("spelled_aloud_secret")
def _sa2() -> str:
    p = simple_pw()
    return f"Das WLAN-Passwort buchstabiert: {spell(p, GERMAN_ALPHA, NUMW['de'])} – alles klein."


@ph("spelled_aloud_secret")
def _sa3() -> str:
    p = simple_pw()
    return f"La password te la detto lettera per lettera: {spell(p, ITALIAN_ALPHA, NUMW['it'], ', ')}. Tutto minuscolo."


@ph("spelled_aloud_secret")
def _sa4() -> str:
    p = simple_pw()
    return f"Le mot de passe, épelé : {spell(p, FRENCH_ALPHA, NUMW['fr'], ', ')} (en minuscules)."


@ph("spelled_aloud_secret")
def _sa5() -> str:
    p = simple_pw()
    return f"La contraseña deletreada: {spell(p, SPANISH_ALPHA, NUMW['es'], ' ')}, todo en minúsculas."


@ph("spelled_aloud_secret")
def _sa6() -> str:
    p = simple_pw()
    parts = [f"{ch} as in {pick([w for w in WORDS if w[0] == ch] or [ch + 'ot'])}" if ch.isalpha() else ch for ch in p]
    return f"voicemail: hi it's Priya, the login for the portal is {user()}, password: {', '.join(parts)}. Bye!"


@ph("spelled_aloud_secret")
def _sa7() -> str:
    p = simple_pw()
    return f"Remember the Plex password: {'-'.join(p.upper())} (I typed it in caps but it's lowercase)"


@ph("spelled_aloud_secret")
def _sa8() -> str:
    d = rs(string.digits, 6)
    return f"Tanaka-san said the locker PIN out loud: {' '.join(NUMW['ja'][int(c)] for c in d)}"


@ph("spelled_aloud_secret")
def _sa9() -> str:
    p = rs(string.ascii_letters, 6) + rs(string.digits, 2)
    words = [
        ("capital " if c.isupper() else "") + NATO[ord(c.lower()) - 97] if c.isalpha() else NUMW["en"][int(c)]
        for c in p
    ]
    return f"Admin password for the switch: {' '.join(words)}"


# -- look-alike scripts and mixed scripts (other than blind7's Cyrillic and blind8's Greek/Armenian/monospace/circled)
CHEROKEE = dict(zip("ABCDEGHJKLMPRSTVWZ", "ᎪᏴᏟᎠᎬᏀᎻᎫᏦᏞᎷᏢᎡᏚᎢᏙᏔᏃ"))
SMALLCAPS = dict(zip("abcdefghijklmnoprstuvwyz", "ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ"))
LISU = dict(zip("ABCDEFGHIJKLMNOPRSTUVWXYZ", "ꓮꓐꓚꓓꓰꓝꓖꓧꓲꓙꓗꓡꓟꓠꓳꓑꓣꓢꓔꓴꓦꓪꓫꓬꓜ"))
MODIFIER = dict(zip("abdeghijklmnoprstuvwxyz", "ᵃᵇᵈᵉᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"))


def sans(s: str) -> str:
    out = ""
    for ch in s:
        if "A" <= ch <= "Z":
            out += chr(0x1D5A0 + ord(ch) - 65)
        elif "a" <= ch <= "z":
            out += chr(0x1D5BA + ord(ch) - 97)
        elif "0" <= ch <= "9":
            out += chr(0x1D7D8 + ord(ch) - 48)
        else:
            out += ch
    return out


def mapchars(s: str, table: dict[str, str], upper: bool = False) -> str:
    return "".join(table.get(ch.upper() if upper else ch, ch) for ch in s)


def mixscripts(s: str) -> str:
    greek = {"o": "ο", "A": "Α", "E": "Ε", "K": "Κ", "T": "Τ", "X": "Χ", "v": "ν"}
    cyr = {"a": "а", "e": "е", "p": "р", "c": "с", "x": "х", "y": "у", "B": "В", "H": "Н", "M": "М"}
    out = ""
    for i, ch in enumerate(s):
        out += (greek if i % 2 else cyr).get(ch, ch)
    return out


kind(
    "lookalike_script_secret",
    "secret",
    14,
    "look-alikes from scripts not used before: Cherokee capitals, Latin small capitals, Lisu letters, modifier (superscript) letters, mathematical sans-serif with double-struck digits, Greek and Cyrillic mixed inside one value, Turkish dotless i",
)


@ph("lookalike_script_secret")
def _hg1() -> str:
    k, s = aws_pair()
    return f"{mapchars('AWS SECRET KEY', CHEROKEE)}: {s} (id {k})"


@ph("lookalike_script_secret")
def _hg2() -> str:
    return f"{mapchars('password', SMALLCAPS)}: {pw()}"


@ph("lookalike_script_secret")
def _hg3() -> str:
    return f"{mapchars('ADMIN PASSWORD', LISU)} = {pw()}"


@ph("lookalike_script_secret")
def _hg4() -> str:
    return f"ᵐʸ {mapchars('password', MODIFIER)} ⁱˢ {pw()}"


@ph("lookalike_script_secret")
def _hg5() -> str:
    _n, v, val = anycred()
    return f"{sans(v)}={sans(val)}"


@ph("lookalike_script_secret")
def _hg6() -> str:
    t = gh_style("ghp_")
    return f"token: {mixscripts(t)}"


@ph("lookalike_script_secret")
def _hg7() -> str:
    return f"Şifre (wifi): {pw().replace('i', 'ı')} — büyük küçük harfe dikkat"


@ph("lookalike_script_secret")
def _hg8() -> str:
    _n, v, val = anycred()
    return f"{mapchars(v.replace('_', ' '), CHEROKEE, upper=True)}: {val}"


@ph("lookalike_script_secret")
def _hg9() -> str:
    return f"{sans('Passphrase')}: {sans(pw())}"


@ph("lookalike_script_secret")
def _hg10() -> str:
    return f"{mixscripts('DB password')}: {mixscripts(pw())}"


# -- encodings other than blind7's base64 and blind8's hex/percent/ROT13/base32/entities/\u/QP
MORSE = dict(
    zip(
        string.ascii_lowercase + string.digits,
        [
            ".-",
            "-...",
            "-.-.",
            "-..",
            ".",
            "..-.",
            "--.",
            "....",
            "..",
            ".---",
            "-.-",
            ".-..",
            "--",
            "-.",
            "---",
            ".--.",
            "--.-",
            ".-.",
            "...",
            "-",
            "..-",
            "...-",
            ".--",
            "-..-",
            "-.--",
            "--..",
            "-----",
            ".----",
            "..---",
            "...--",
            "....-",
            ".....",
            "-....",
            "--...",
            "---..",
            "----.",
        ],
    )
)
BRAILLE = dict(zip(string.ascii_lowercase, "⠁⠃⠉⠙⠑⠋⠛⠓⠊⠚⠅⠇⠍⠝⠕⠏⠟⠗⠎⠞⠥⠧⠺⠭⠽⠵"))


def braille(s: str) -> str:
    out = ""
    for ch in s:
        if ch.isdigit():
            out += "⠼" + BRAILLE["abcdefghij"["1234567890".index(ch)]]
        else:
            out += BRAILLE.get(ch, ch)
    return out


kind(
    "exotic_encoding_secret",
    "secret",
    14,
    "credentials in encodings not used before: uuencode, Morse, Unicode Braille, base85 (Python) and Ascii85 (<~ ~>), octal printf escapes, String.fromCharCode, Java char arrays, base64 inside a data: URI",
)


@ph("exotic_encoding_secret")
def _en1() -> str:
    line = binascii.b2a_uu(f"{user()}:{pw()}\n".encode()).decode().rstrip("\n")
    return f"creds.txt, uuencoded so the mail filter leaves it alone:\nbegin 644 creds.txt\n{line}\n`\nend"


@ph("exotic_encoding_secret")
def _en2() -> str:
    p = simple_pw()
    return f"wifi password in morse, so the kids have to work for it: {' / '.join(MORSE[c] for c in p)}"


@ph("exotic_encoding_secret")
def _en3() -> str:
    p = simple_pw()
    return f"password (Braille label on the router): {braille(p)}"


@ph("exotic_encoding_secret")
def _en4() -> str:
    n, _v, val = anytoken()
    return f"{n} key, base85: {base64.b85encode(val.encode()).decode()}\n(decode with base64.b85decode)"


@ph("exotic_encoding_secret")
def _en5() -> str:
    p = pw()
    return f"PostScript job password (ascii85): <~{base64.a85encode(p.encode()).decode()}~>"


@ph("exotic_encoding_secret")
def _en6() -> str:
    p = pw()
    return "export DB_PASSWORD=$(printf '" + "".join(f"\\{b:03o}" for b in p.encode()) + "')"


@ph("exotic_encoding_secret")
def _en7() -> str:
    n, _v, val = anycred()
    return f"const k = String.fromCharCode({', '.join(str(b) for b in val.encode())}); // {n}"


@ph("exotic_encoding_secret")
def _en8() -> str:
    p = pw()
    chars = ", ".join("'" + (c if c not in "'\\" else "\\" + c) + "'" for c in p)
    return f"private static final char[] PASS = {{ {chars} }};"


@ph("exotic_encoding_secret")
def _en9() -> str:
    _n, v, val = anycred()
    return f"data:text/plain;base64,{base64.b64encode(f'{v}={val}'.encode()).decode()}"


# -- JSON escapes and nested strings
kind(
    "nested_escape_secret",
    "secret",
    14,
    "secrets inside escaped strings: JSON in JSON log fields, double-escaped Kafka payloads, PHP \\/ escapes, Go \\u0026 escapes in a SAS URL, Python repr of headers, Go %q output, an .env file inside a JSON string",
)


@ph("nested_escape_secret")
def _je1() -> str:
    inner = json.dumps({"username": user(), "password": pw()})
    return json.dumps({"level": "debug", "msg": "incoming request", "body": inner})


@ph("nested_escape_secret")
def _je2() -> str:
    n, _v, val = anytoken()
    inner = json.dumps(json.dumps({"api_key": val, "provider": n}))
    return '{"topic":"integrations","offset":' + digits(5) + ',"payload":' + inner + "}"


@ph("nested_escape_secret")
def _je3() -> str:
    return '{"dsn":"' + dsn().replace("/", "\\/") + '","pool":10}'


@ph("nested_escape_secret")
def _je4() -> str:
    acct = pick(WORDS) + "store" + str(R.randrange(10, 99))
    sig = urllib.parse.quote(b64(32), safe="")
    url = f"https://{acct}.blob.core.windows.net/exports/q4.csv?sv=2025-01-05&se=2027-01-31T00%3A00%3A00Z&sr=b&sp=r&sig={sig}"
    return '{"download_url":"' + url.replace("&", "\\u0026") + '"}'


@ph("nested_escape_secret")
def _je5() -> str:
    _n, _v, val = anytoken()
    return f"DEBUG:client:request headers={{'Accept': 'application/json', 'Authorization': 'Bearer {val}'}}"


@ph("nested_escape_secret")
def _je6() -> str:
    _n, _v, val = anytoken()
    inner = json.dumps({"token": val, "region": "eu"})
    return "config loaded: " + json.dumps(inner)


@ph("nested_escape_secret")
def _je7() -> str:
    _n, v, val = anycred()
    env = f"PORT=8080\n{v}={val}\nLOG=info"
    return json.dumps({"name": "api", "envFile": env}, indent=2)


@ph("nested_escape_secret")
def _je8() -> str:
    y = f"db:\n  user: {user()}\n  password: {pw()}\n"
    return json.dumps({"kind": "ConfigBundle", "files": {"app.yaml": y}})


# -- vendor-family kinds: one phrasing per vendor, rendered in an everyday carrier
FAMILY_KINDS = [
    (
        "cloud_regional_keys",
        "cloud",
        "cloud credentials of other providers: OpenStack clouds.yaml user+password, Baidu BCE, Volcengine, Open Telekom Cloud, IONOS, Storj access grants, Tigris, Rackspace, Gcore, Selectel, Infomaniak, Leaseweb, Kamatera",
    ),
    (
        "ai_ml_key",
        "ai",
        "AI and ML keys of other vendors: Voyage, Anthropic Admin (sk-ant-admin01-), OpenAI admin (sk-admin-), LlamaCloud llx-, Upstage, Nomic, Mixedbread, Cartesia, Anyscale, Baseten, RunPod, Lambda Cloud, Gladia, Speechmatics, Novita, Hume",
    ),
    (
        "payment_key_regional",
        "payment",
        "server-side payment keys of Latin American, Asian, African and Middle-East processors: Conekta, Culqi, Wompi, Asaas, Omise, PayMongo, Tap, iyzico, Cashfree, PhonePe salt key, Paytm merchant key, PayFast passphrase, Moyasar, TrueLayer, Revolut Business, Rapyd",
    ),
    (
        "messaging_key_regional",
        "messaging",
        "SMS, e-mail and engagement keys: Sinch, Bandwidth, MSG91, Termii, Africa's Talking, Clickatell, 46elks, Mailtrap, MailerSend, SMTP2GO, Customer.io, Braze, Knock, Novu, Loops",
    ),
    (
        "realtime_media_key",
        "realtime",
        "real-time and media credentials: Agora app certificate, LiveKit key+secret, Stream, Sendbird master token, Daily, 100ms, Liveblocks, Vonage Video, CometChat, PubNub secret key",
    ),
    (
        "monitoring_key",
        "observability",
        "monitoring keys of other vendors: Logz.io, Loggly, Bugsnag, Raygun, Airbrake, Checkly, UptimeRobot, Instana, Lightstep, Uptrace DSN, Cronitor, Graylog",
    ),
    (
        "testing_ci_key",
        "testing_ci",
        "testing and CI-cache credentials: BrowserStack, Sauce Labs, LambdaTest, Cypress record key, Chromatic, Percy, Applitools, Cirrus CI, Codemagic, Nx Cloud, Turborepo, Depot, Earthly",
    ),
    (
        "devtools_token",
        "devtools",
        "developer-platform tokens: Codeberg, SourceHut, Launchpad OAuth, GitGuardian, Retool, Val Town, Plane, Coolify, Portainer, Gitpod, ReadMe, Mintlify",
    ),
    (
        "business_saas_key",
        "saas",
        "business SaaS credentials: Coda, Front, Help Scout, Gorgias, ServiceNow, Close, Attio, Greenhouse, Lever, BambooHR, Personio, DocuSign, Box, Egnyte, PandaDoc",
    ),
    (
        "cms_shop_key",
        "cms_shop",
        "CMS and shop credentials: Ghost Admin API id:secret, Storyblok, DatoCMS, Builder.io, Contentstack, Prismic, Hygraph, Ecwid, Etsy, eBay cert id, Amazon SP-API LWA secret, Shopware, PrestaShop, Printful",
    ),
    (
        "db_platform_token",
        "db_platform",
        "database-platform tokens: Turso (HS256 JWT), Xata, Convex deploy key, Appwrite, Nhost and Hasura admin secrets, Fauna, PocketBase superuser, Materialize app password, Aiven, Tinybird, Momento",
    ),
]


def _family_row(v: Vendor) -> str:
    return render_pairs(vendor_name(v), v[2]())


for _kname, _fam, _what in FAMILY_KINDS:
    kind(_kname, "secret", max(12, len(FAMILIES[_fam])), _what)
    for _v in FAMILIES[_fam]:
        PH[_kname].append(lambda v=_v: _family_row(v))


# -- connection strings of other engines
kind(
    "conn_other_dialects",
    "secret",
    14,
    "SQL engines not used before, with the password: Firebird isql, Informix, SAP ASE isql, CUBRID JDBC, YugabyteDB ysqlsh, CrateDB crash, Timescale Cloud, SingleStore, MaxScale, StarRocks, MS Access Jet password, SQL Anywhere, Oracle mkstore",
)
_conn = [
    lambda: f"isql-fb -user SYSDBA -password {pw()} {host()}:/var/lib/firebird/data/shop.fdb",
    lambda: f"DATABASE=stores;HOST={host()};SERVICE=9088;SERVER=ol_informix;PROTOCOL=onsoctcp;UID=informix;PWD={pw()};",
    lambda: f"isql -S ASE_PROD -U sa -P {pw()} -D billing",
    lambda: f"jdbc:cubrid:{host()}:33000:demodb:dba:{pw()}:",
    lambda: f'ysqlsh "host={host()} port=5433 user=yugabyte password={pw()} sslmode=require"',
    lambda: (
        f"crash --hosts https://admin:{urllib.parse.quote(pw(), safe='')}@{pick(WORDS)}.aks1.westeurope.azure.cratedb.net:4200"
    ),
    lambda: (
        f"postgres://tsdbadmin:{urllib.parse.quote(pw(), safe='')}@{rs(LOWNUM, 10)}.{rs(LOWNUM, 10)}.tsdb.cloud.timescale.com:3{R.randrange(1000, 9999)}/tsdb?sslmode=require"
    ),
    lambda: f"singlestore -h svc-{uuid4()[:13]}-dml.aws-frankfurt-1.svc.singlestore.com -u admin -p'{pw()}'",
    lambda: f"maxctrl --user=admin --password={pw()} list servers",
    lambda: f"mysql -h starrocks-fe.{site()} -P 9030 -uroot -p'{pw()}' -e 'SHOW BACKENDS'",
    lambda: f"Provider=Microsoft.ACE.OLEDB.12.0;Data Source=C:\\data\\stock.accdb;Jet OLEDB:Database Password={pw()};",
    lambda: f'dbisql -c "UID=DBA;PWD={pw()};Server=demo17;ASTART=No;Host={host()}"',
    lambda: f"mkstore -wrl /u01/wallet -createCredential ORCLPDB1 scott {pw()}",
]
PH["conn_other_dialects"].extend(_conn)

kind(
    "conn_graph_timeseries",
    "secret",
    14,
    "graph, time-series and analytics stores with credentials: Memgraph, TigerGraph, Dgraph live, NebulaGraph, vmagent basic auth, Telegraf InfluxDB v2 token, QuestDB ILP JWK d, JanusGraph remote.yaml, OrientDB console, Pinot, TDengine",
)
PH["conn_graph_timeseries"].extend(
    [
        lambda: f"mgconsole --host {host()} --port 7687 --username admin --password {pw()}",
        lambda: (
            f'conn = tg.TigerGraphConnection(host="https://{pick(WORDS)}.i.tgcloud.io", graphname="Fraud", username="tigergraph", password="{pw()}")'
        ),
        lambda: f'dgraph live -f data.rdf --alpha {host()}:9080 --creds "user=groot;password={pw()};namespace=0"',
        lambda: f"nebula-console -addr {host()} -port 9669 -u root -p {pw()}",
        lambda: (
            f"vmagent -remoteWrite.url=https://vm.{site()}/api/v1/write -remoteWrite.basicAuth.username=agent -remoteWrite.basicAuth.password={pw()}"
        ),
        lambda: (
            f'[[outputs.influxdb_v2]]\n  urls = ["https://influx.{site()}"]\n  token = "{b64u(64)}=="\n  organization = "ops"\n  bucket = "telegraf"'
        ),
        lambda: (
            f'auth = {{"kid": "admin", "d": "{b64u(32)}", "x": "{b64u(32)}", "y": "{b64u(32)}"}}\nsender = Sender.from_conf("tcp::addr={host()}:9009;")'
        ),
        lambda: (
            f"hosts: [{host()}]\nport: 8182\nusername: janus\npassword: {pw()}\nserializer: {{ className: org.apache.tinkerpop.gremlin.util.ser.GraphBinaryMessageSerializerV1 }}"
        ),
        lambda: f"orientdb> CONNECT remote:{host()}/crm root {pw()}",
        lambda: (
            f"controller.admin.access.control.principals=admin\ncontroller.admin.access.control.principals.admin.password={pw()}"
        ),
        lambda: f"taos -h {host()} -u root -p{pw()}",
    ]
)


# -- passwords in languages and scripts blind7/blind8 did not use (one row per language)
I18N_PW = [
    ("Amharic", "የቤት ዋይፋይ የይለፍ ቃል {p} ነው፤ አስታውሰው።"),
    ("Khmer", "ពាក្យសម្ងាត់ Wi-Fi នៅផ្ទះគឺ {p} សូមចងចាំ។"),
    ("Sinhala", "ගෙදර Wi-Fi මුරපදය {p} යි. මතක තියාගන්න."),
    ("Mongolian", "Гэрийн Wi-Fi-н нууц үг: {p}. Санаж байгаарай."),
    ("Tibetan", "ངའི་གློག་འཕྲིན་གྱི་གསང་ཚིག་ནི་ {p} རེད། དྲན་པར་གྱིས།"),
    ("Yoruba", "Ọ̀rọ̀ aṣínà ìmeèlì mi ni {p}. Rántí rẹ̀."),
    ("Hausa", "Kalmar sirri ta asusun banki na ita ce {p}. Ka tuna da ita."),
    ("Quechua", "Wasipi Wi-Fi pakasqa siminqa: {p}. Yuyarinki."),
    ("Lao", "ລະຫັດຜ່ານ Wi-Fi ຢູ່ເຮືອນແມ່ນ {p} ຈື່ໄວ້ເດີ້."),
    ("Burmese", "Facebook စကားဝှက်က {p} ပါ။ မှတ်ထားပါ။"),
    ("Nepali", "घरको वाइफाइ पासवर्ड {p} हो, सम्झिराख।"),
    ("Punjabi", "ਮੇਰੇ ਈਮੇਲ ਦਾ ਪਾਸਵਰਡ {p} ਹੈ, ਯਾਦ ਰੱਖੀਂ।"),
    ("Gujarati", "બેંકનો પાસવર્ડ {p} છે, યાદ રાખજે."),
    ("Kannada", "ಆಫೀಸ್ ಲ್ಯಾಪ್‌ಟಾಪ್ ಪಾಸ್‌ವರ್ಡ್ {p} ನೆನಪಿಟ್ಟುಕೋ."),
    ("Malayalam", "നെറ്റ്ഫ്ലിക്സ് പാസ്‌വേഡ് {p} ആണ്, ഓർത്തുവെക്കണേ."),
    ("Zulu", "Iphasiwedi ye-imeyili yami ithi {p}, ungayikhohlwa."),
    ("Xhosa", "Igama lokugqitha le-Wi-Fi ngu-{p}."),
    ("Igbo", "Okwuntughe Wi-Fi ụlọ anyị bụ {p}. Cheta ya."),
    ("Somali", "Furaha sirta ee Wi-Fi-ga gurigu waa {p}, xusuuso."),
    ("Maltese", "Il-password tal-Wi-Fi tad-dar hija {p}, ftakarha."),
    ("Irish", "Is é pasfhocal an ríomhphoist ná {p}. Cuimhnigh air."),
    ("Welsh", "Cyfrinair y Wi-Fi yn y tŷ yw {p}, cofia fe."),
    ("Luxembourgish", "D'Passwuert fir de WLAN doheem ass {p}, vergiess et net."),
    ("Kyrgyz", "Үйдөгү Wi-Fi сырсөзү: {p}. Эсиңде болсун."),
    ("Tajik", "Рамзи почтаи электронӣ {p} аст, дар ёд дор."),
    ("Pashto", "د کور د وای فای پټنوم {p} دی، په یاد یې ولره."),
    ("Kurdish (Kurmanji)", "Şîfreya Wi-Fi ya malê {p} e, ji bîr neke."),
    ("Javanese", "Tembung sandhi Wi-Fi omah yaiku {p}, eling-eling ya."),
    ("Maori", "Ko te kupuhipa Wi-Fi o te kāinga ko {p}. Kia mahara."),
    ("Samoan", "O le upu faalilolilo o le Wi-Fi o le fale o {p}."),
    ("Haitian Creole", "Modpas kont labank mwen se {p}, pa bliye l."),
    ("Esperanto", "La pasvorto de la hejma Wi-Fi estas {p}, memoru ĝin."),
    ("Yiddish", "דאָס פּאַראָל פֿון מײַן בליצבריוו איז {p}, געדענק."),
    ("Uyghur", "ئۆيدىكى Wi-Fi نىڭ پارولى {p}، ئېسىڭىزدە تۇتۇڭ."),
    ("Belarusian", "Пароль ад хатняга Wi-Fi: {p}, запомні."),
    ("Macedonian", "Лозинката за е-банкарство е {p}, запомни ја."),
    ("Sundanese", "Kecap konci Wi-Fi di imah nyaéta {p}, émut nya."),
    ("Cebuano", "Ang password sa Wi-Fi sa balay kay {p}, hinumdumi."),
    ("Malagasy", "Ny tenimiafina Wi-Fi ao an-trano dia {p}, tadidio."),
    ("Kinyarwanda", "Ijambo ry'ibanga rya Wi-Fi yo mu rugo ni {p}, uryibuke."),
    ("Shona", "Pasiwedhi yeWi-Fi yepamba ndeye {p}, usakanganwa."),
]
kind(
    "password_prose_i18n",
    "secret",
    len(I18N_PW),
    "one row per language, "
    + str(len(I18N_PW))
    + " languages none of which blind8 used: "
    + ", ".join(n for n, _ in I18N_PW),
)
for _n, _t in I18N_PW:
    PH["password_prose_i18n"].append(lambda t=_t: t.format(p=pw()))

I18N_TOKEN = [
    ("Amharic", "የኤፒአይ ቁልፉ ይህ ነው፦ {t}"),
    ("Khmer", "API key សម្រាប់ហាង​គឺ {t}"),
    ("Sinhala", "අපේ API යතුර: {t}"),
    ("Mongolian", "API түлхүүр: {t} — бусдад битгий өгөөрэй."),
    ("Tibetan", "API ལྡེ་མིག་ནི་ {t} རེད།"),
    ("Yoruba", "Kọ́kọ́rọ́ API wa ni {t}"),
    ("Hausa", "Makullin API shine {t}, kada ka raba shi."),
    ("Quechua", "API kichana: {t}"),
    ("Nepali", "API कुञ्जी {t} हो, कसैलाई नदिनू।"),
    ("Punjabi", "API ਕੁੰਜੀ: {t}"),
    ("Malayalam", "API കീ: {t}"),
    ("Zulu", "Ukhiye we-API ngu-{t}"),
    ("Igbo", "Igodo API anyị bụ {t}"),
    ("Somali", "Furaha API waa {t}, cidna ha siin."),
    ("Irish", "Seo an eochair API: {t}"),
    ("Welsh", "Dyma'r allwedd API: {t}"),
    ("Kyrgyz", "API ачкычы: {t}"),
    ("Pashto", "د API کیلي دا ده: {t}"),
    ("Esperanto", "La API-ŝlosilo estas {t}"),
    ("Maltese", "Iċ-ċavetta tal-API hija {t}"),
    ("Lao", "ລະຫັດ API ແມ່ນ {t}"),
    ("Burmese", "API key က {t} ပါ"),
]
kind(
    "token_i18n_prose",
    "secret",
    len(I18N_TOKEN),
    "API keys handed over in prose, one row per language: " + ", ".join(n for n, _ in I18N_TOKEN),
)
for _n, _t in I18N_TOKEN:
    PH["token_i18n_prose"].append(lambda t=_t: t.format(t=anyvendor()[1][-1][1]))

I18N_OTP = [
    "የማረጋገጫ ኮድዎ {c} ነው። ለማንም አያጋሩ።",
    "លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {c}",
    "ඔබගේ සත්‍යාපන කේතය {c}. එය කිසිවෙකුට නොකියන්න.",
    "Таны баталгаажуулах код: {c}",
    "Kóòdù ìjẹ́rìísí rẹ ni {c}",
    "Lambar tabbatarwarka ita ce {c}",
    "तपाईंको OTP {c} हो। कसैलाई नभन्नुहोस्।",
    "သင်၏ OTP ကုဒ်မှာ {c} ဖြစ်သည်",
    "ລະຫັດ OTP ຂອງທ່ານແມ່ນ {c}",
    "Ikhodi yakho yokuqinisekisa ngu-{c}",
    "Eich cod dilysu yw {c}",
    "Il-kodiċi tal-verifika tiegħek huwa {c}",
    "ستاسو د تایید کوډ {c} دی",
    "Koda te ya piştrastkirinê {c} e",
    "she forwarded the SMS: 'G-{c} is your Google verification code' - type it in for me",
    "login code for the bank app just came: {c} (valid 5 minutes)",
]
kind(
    "otp_code",
    "secret",
    len(I18N_OTP),
    "one-time codes given as such: SMS texts in Amharic, Khmer, Sinhala, Mongolian, Yoruba, Hausa, Nepali, Burmese, Lao, Zulu, Welsh, Maltese, Pashto, Kurdish, and forwarded English codes",
)
for _t in I18N_OTP:
    PH["otp_code"].append(lambda t=_t: t.format(c=rs(string.digits, R.randrange(5, 9) if "G-" not in t else 6)))

kind(
    "pin_code",
    "secret",
    14,
    "PINs and access codes in new settings: gym locker, e-bike battery lock, a parent's ATM PIN, Kindle parental PIN, storage-unit gate, coworking door, car immobiliser, tablet unlock, church hall key box, in Welsh, Zulu, Nepali, Khmer, Yoruba and Amharic too",
)
PH["pin_code"].extend(
    [
        lambda: f"gym locker 214, combination {rs(string.digits, 4)} — remember it for me",
        lambda: f"The e-bike battery lock code is {rs(string.digits, 4)}",
        lambda: f"Dad's ATM PIN is {rs(string.digits, 4)}, he asked me to withdraw cash for him on Friday",
        lambda: f"Kindle parental controls PIN: {rs(string.digits, 4)}",
        lambda: f"Storage unit 3B gate code: {rs(string.digits, 6)}#",
        lambda: f"coworking front door after 7pm: *{rs(string.digits, 5)}",
        lambda: f"immobiliser code for the van (keypad under the dash): {rs(string.digits, 4)}",
        lambda: f"Tablet unlock PIN for the kids: {rs(string.digits, 6)}",
        lambda: f"Cod y blwch allweddi yn neuadd yr eglwys yw {rs(string.digits, 4)}",
        lambda: f"I-PIN yekhadi yami ithi {rs(string.digits, 4)}",
        lambda: f"एटीएम पिन {rs(string.digits, 4)} हो, बिर्सिनु हुँदैन",
        lambda: f"លេខ PIN កាត ATM គឺ {rs(string.digits, 4)}",
        lambda: f"Nọ́mbà PIN káàdì ATM mi ni {rs(string.digits, 4)}",
        lambda: f"የኤቲኤም ፒን ቁጥሬ {rs(string.digits, 4)} ነው",
    ]
)

# -- agent-memory phrasing
kind(
    "agent_memory_request",
    "secret",
    16,
    "realistic requests to an agent's memory that carry a credential: remember that, note for later, for future reference, store this so you can log in for me, from now on use, memory entries as JSON, reminders",
)
PH["agent_memory_request"].extend(
    [
        lambda: f"Remember that my Costco login is {user()}@gmail.com / {pw()}.",
        lambda: f"Note for later: the staging Postgres password is {pw()}.",
        lambda: (lambda n, v, val: f"For future reference, our {n} key is {val} — use it whenever you call their API.")(
            *anycred()
        ),
        lambda: f"Please store this so you can log in for me next time: username {user()}, password {pw()}",
        lambda: f"Keep in memory: the bike lock code is {'-'.join(rs(string.digits, 4))}",
        lambda: (lambda n, v, val: f"When I ask you to deploy, use this token: {val}")(*anycred()),
        lambda: f"Memorise my home Wi-Fi: network Lantern-5G, key {pw()}",
        lambda: f"From now on, whenever you send mail, authenticate to smtp.{site()} as {user()} with {pw()}.",
        lambda: f"save: router admin password {pw()}",
        lambda: (
            lambda n, v, val: f"Update your notes — I rotated the {n} key, the new one is {val} (the old one is dead)."
        )(*anycred()),
        lambda: f"Don't forget: mum's iPad passcode is {rs(string.digits, 6)}.",
        lambda: (
            lambda n, v, val: (
                "Memory entry: " + json.dumps({"type": "credential", "service": n, "secret": val, "added_by": "user"})
            )
        )(*anycred()),
        lambda: f"Remind me next month: the domain registrar login is {user()} / {pw()}",
        lambda: f"Store this for the team agent: DATABASE_URL={dsn()}",
        lambda: (
            f"Remember for the travel bookings: my Miles&More PIN is {rs(string.digits, 6)} and the account number is {digits(15)}"
        ),
        lambda: f"Can you keep this safe in your memory? Ledger PIN {rs(string.digits, 8)}",
    ]
)

# -- cards
CARD_LINES = [
    (0, "Remember my Visa for online orders: {n}"),
    (1, "Mastercard number for the hotel deposit: {n}"),
    (2, "Amex for the team offsite: {n}"),
    (3, "Discover card: {n} (my husband's)"),
    (4, "Mit Dankort-nummer er {n}, husk det til næste gang"),
    (5, "Uzcard kartam raqami: {n}"),
    (6, "Humo karta raqamim: {n}, maoshim shu kartaga tushadi"),
    (7, "Số thẻ Napas của em: {n}"),
    (8, "Meu cartão Hipercard: {n}"),
    (9, "رقم كارت ميزة بتاعي {n}"),
    (10, "Mijn Bancontact-kaartnummer is {n}"),
    (11, "JCBカードの番号は {n} です、覚えておいて"),
    (12, "我的银联卡号是 {n}，记一下"),
]
kind(
    "card_number",
    "secret",
    14,
    "Luhn-valid card numbers on real issuer prefixes (Visa, Mastercard incl. 2-series, Amex, Discover, Dankort 5019, Uzcard 8600, Humo 9860, Napas 9704, Hipercard 606282, Meeza 507803, Bancontact 6703, JCB, UnionPay 19 digits), never a documented test card, stated as a card",
)
for _i, _t in CARD_LINES:
    PH["card_number"].append(lambda i=_i, t=_t: t.format(n=pick([card(i)[1], spaced(card(i)[1])])))

kind(
    "card_full_details",
    "secret",
    14,
    "cards with expiry and CVV in new formats: a travel-booking YAML, a GraphQL addPaymentMethod mutation, an SQLite dump, OCR of a card photo, a voice note, protobuf text, a copied fetch body, an org table, a reply to a travel agent, a Khmer note",
)
PH["card_full_details"].extend(
    [
        lambda: (
            lambda c: (
                f'traveller:\n  name: Ana Ribeiro\n  payment:\n    pan: "{c[1]}"\n    exp: "{expiry()}"\n    cvv: "{cvv()}"'
            )
        )(card()),
        lambda: (
            lambda c: (
                f'mutation {{ addPaymentMethod(number: "{c[1]}", expMonth: {R.randrange(1, 13)}, expYear: {R.randrange(2027, 2033)}, cvc: "{cvv()}") {{ id }} }}'
            )
        )(card(0)),
        lambda: (lambda c: f"INSERT INTO cards VALUES(7,'{c[0]}','{c[1]}','{expiry()}','{cvv()}');")(card()),
        lambda: (lambda c: f"[photo text]\n{spaced(c[1])}\nVALID THRU {expiry()}\nANA R RIBEIRO\n[back] {cvv()}")(
            card(1)
        ),
        lambda: (
            lambda c: (
                f"(voice note) ok card number {' '.join(c[1])}, expires {expiry()}, the code on the back is {' '.join(cvv())}"
            )
        )(card(0)),
        lambda: (lambda c: f'payment_card {{\n  number: "{c[1]}"\n  expiry: "{expiry()}"\n  cvc: "{cvv()}"\n}}')(
            card()
        ),
        lambda: (
            lambda c: (
                f'fetch("https://checkout.{site()}/pay", {{"body": "card={c[1]}&exp={urllib.parse.quote(expiry(), safe="")}&cvc={cvv()}", "method": "POST"}});'
            )
        )(card()),
        lambda: (lambda c: f"| card | {c[1]} |\n| exp | {expiry()} |\n| cvc | {cvv()} |")(card()),
        lambda: (
            lambda c: (
                f"> Could you send the card details for the deposit?\nSure: {c[0]} {spaced(c[1])}, exp {expiry()}, CVV {cvv(4 if c[0].startswith('American') else 3)}"
            )
        )(card(2)),
        lambda: (lambda c: f"កាត {c[0]}: {c[1]} ផុតកំណត់ {expiry()} CVV {cvv()}")(card()),
        lambda: (lambda c: f"Remember my card for bookings: {c[1]}, {expiry()}, security code {cvv()}")(card()),
    ]
)

# -- bank access
kind(
    "bank_credentials",
    "secret",
    14,
    "bank access with an account: IBANs with real ISO 13616 check digits of countries not used before (BG, LV, CY, MT, IS, IL, QA, KW, BR, UA, KZ, GE, RS, PK, EG, MD, JO) with a login, password, PIN or TAN",
)
_BANK = [
    ("BG", "IBAN {i}, онлайн банкиране: потребител {u}, парола {p}"),
    ("LV", "Swedbank internetbanka: konts {i}, lietotājs {u}, parole {p}"),
    ("CY", "Bank of Cyprus 1bank: account {i}, user ID {d}, passcode {p}"),
    ("MT", "BOV internet banking: IBAN {i}, user {u}, password {p}"),
    ("IS", "Heimabanki: reikningur {i}, notandanafn {u}, lykilorð {p}"),
    ("IL", "בנק הפועלים: חשבון {i}, קוד משתמש {d}, סיסמה {p}"),
    ("QA", "QNB mobile: IBAN {i}, username {u}, password {p}"),
    ("KW", "NBK online: IBAN {i} login {u} / {p}"),
    ("BR", "Conta {i}; senha do internet banking {p}; senha de 4 dígitos do cartão {c}"),
    ("UA", "Приват24: рахунок {i}, пароль {p}, PIN {c}"),
    ("KZ", "Kaspi: счёт {i}, вход по номеру +7 7{d}, пароль {p}"),
    ("GE", "TBC ინტერნეტბანკი: ანგარიში {i}, მომხმარებელი {u}, პაროლი {p}"),
    ("RS", "e-banking: račun {i}, korisnik {u}, lozinka {p}"),
    ("PK", "HBL mobile: IBAN {i}, MPIN {c}, login password {p}"),
    ("EG", "CIB internet banking: IBAN {i}, user {u}, password {p}"),
    ("MD", "maib online: IBAN {i}, login {u}, parola {p}"),
    ("JO", "Arab Bank online: IBAN {i}, user {u}, password {p}, TAN {c}"),
]
for _cc, _t in _BANK:
    PH["bank_credentials"].append(
        lambda cc=_cc, t=_t: t.format(
            i=pick([iban(cc), iban_spaced(iban(cc))]), u=user(), p=pw(), d=digits(9), c=rs(string.digits, 4)
        )
    )
META["bank_credentials"] = ("secret", len(_BANK), META["bank_credentials"][2])


# -- seeds and wallet keys
kind(
    "seed_phrase",
    "secret",
    14,
    "BIP39 recovery phrases with the real SHA-256 checksum (12, 15, 18, 21 and 24 words) in an org table, a vCard note, a two-column Ledger sheet, Keplr, Yoroi (15 words), MetaMask, with a 25th-word passphrase, and notes in Amharic, Khmer and Yoruba",
)
PH["seed_phrase"].extend(
    [
        lambda: (
            "| # | word |\n|---+------|\n" + "\n".join(f"| {i + 1} | {w} |" for i, w in enumerate(bip39(12).split()))
        ),
        lambda: f"BEGIN:VCARD\nVERSION:4.0\nFN:Wallet backup\nNOTE:{bip39(12)}\nEND:VCARD",
        lambda: (
            lambda ws: (
                "Ledger recovery sheet\n"
                + "\n".join(f"{i + 1:>2}. {ws[i]:<10} {i + 13:>2}. {ws[i + 12]}" for i in range(12))
            )
        )(bip39(24).split()),
        lambda: f"Keplr wallet, secret recovery phrase: {bip39(24)}",
        lambda: f"Yoroi (Cardano) 15-word phrase: {bip39(15)}",
        lambda: f"MetaMask Secret Recovery Phrase → {bip39(12)}",
        lambda: f"Trezor seed: {bip39(18)}\npassphrase (25th word): {pick(WORDS)}{rs(string.digits, 3)}",
        lambda: f"የዋሌት መልሶ ማግኛ ቃላት፦ {bip39(12)}",
        lambda: f"ពាក្យសង្គ្រោះកាបូប៖ {bip39(12)}",
        lambda: f"Àwọn ọ̀rọ̀ ìgbàpadà àpamọ́wọ́ mi: {bip39(12)}",
        lambda: f"remember my Sparrow wallet seed in case I lose the steel plate: {bip39(21)}",
        lambda: json.dumps({"wallet": "hot-2", "mnemonic": bip39(24), "derivation": "m/84'/0'/0'"}),
    ]
)


def cb58(data: bytes) -> str:
    return b58enc(data + hashlib.sha256(data).digest()[-4:])


kind(
    "crypto_wallet_key",
    "secret",
    14,
    "wallet private keys of other chains: Litecoin, Dogecoin and Dash WIF with real Base58Check, Avalanche PrivateKey- (real cb58 checksum), Tron and Polkadot hex secrets, Monero spend key, gaiad unarmored hex export, bitcoin-cli walletpassphrase, an Ethereum keystore with its password",
)
PH["crypto_wallet_key"].extend(
    [
        lambda: f"Litecoin paper wallet private key (WIF): {wif(0xB0)}",
        lambda: f'dogecoin-cli importprivkey {wif(0x9E)} "tips" false',
        lambda: f"Dash Core → dumpprivkey → {wif(0xCC)}",
        lambda: f"AVAX C-chain export: PrivateKey-{cb58(rbytes(32))}",
        lambda: f"TronLink export, private key: {hx(64)}",
        lambda: f"subkey inspect output\nSecret seed:       0x{hx(64)}\nSS58 Address:      (address)",
        lambda: f"Monero wallet keys\nsecret spend key: {hx(64)}\nsecret view key: {hx(64)}",
        lambda: f"$ gaiad keys export validator --unarmored-hex --unsafe\n{hx(64).upper()}",
        lambda: f'bitcoin-cli -rpcwallet=cold walletpassphrase "{pw()}" 600',
        lambda: f"keystore UTC--2026-11-30T09-12-44Z--{hx(40)}.json, password: {pw()}",
        lambda: f"ETH_PRIVATE_KEY=0x{hx(64)}  # deployer for mainnet",
        lambda: f"hot wallet keys to import later: {wif(0xB0)} (LTC) and {wif(0x9E)} (DOGE)",
    ]
)


# -- private keys in new wrappers
def rsa_priv() -> str:
    return rsa_key()[0]


def ssh_priv() -> str:
    k = ssh_ed25519(f"{user()}@{pick(WORDS)}")
    return k[0]


kind(
    "pem_rsa_key",
    "secret",
    14,
    "PKCS#1 RSA-1024 keys with real primes (n = p*q, d, CRT values) in new wrappers: LaTeX verbatim, org src block, Dockerfile printf, Makefile heredoc, ICS description with \\n, protobuf text, GraphQL variables, SQLite INSERT, mbox attachment, AsciiDoc listing, crontab echo, chat",
)
PH["pem_rsa_key"].extend(
    [
        lambda: "\\begin{verbatim}\n" + rsa_priv() + "\n\\end{verbatim}",
        lambda: "#+begin_src text :tangle ~/.keys/deploy.pem\n" + rsa_priv() + "\n#+end_src",
        lambda: "RUN printf '%s\\n' '" + esc_nl(rsa_priv()) + "' > /etc/app/signing.pem",
        lambda: "define SIGNING_KEY\n" + rsa_priv() + "\nendef\nexport SIGNING_KEY",
        lambda: "BEGIN:VEVENT\nSUMMARY:key handover\nDESCRIPTION:" + esc_nl(rsa_priv()) + "\nEND:VEVENT",
        lambda: 'tls {\n  private_key: "' + esc_nl(rsa_priv()) + '"\n}',
        lambda: json.dumps({"query": "mutation($k: String!) { uploadKey(pem: $k) }", "variables": {"k": rsa_priv()}}),
        lambda: "INSERT INTO keys(id, pem) VALUES(3,'" + rsa_priv() + "');",
        lambda: (
            f'Content-Type: application/x-pem-file; name="prod.pem"\nContent-Disposition: attachment; filename="prod.pem"\n\n{rsa_priv()}'
        ),
        lambda: "[source]\n----\n" + rsa_priv() + "\n----",
        lambda: "0 0 1 * * echo '" + esc_nl(rsa_priv()) + "' > /tmp/k.pem && /opt/renew.sh",
        lambda: "here's the old API signing key, keep it somewhere:\n" + rsa_priv(),
    ]
)

kind(
    "openssh_key",
    "secret",
    10,
    "openssh-key-v1 Ed25519 private keys whose public key is derived from the seed (Ed25519 implemented in the generator): org src block, rST code block, Dockerfile RUN echo, compose configs content, JSON-escaped, split over two chat messages, Makefile, LaTeX",
)
PH["openssh_key"].extend(
    [
        lambda: "#+begin_src text :tangle ~/.ssh/id_ed25519\n" + ssh_priv() + "\n#+end_src",
        lambda: ".. code-block:: text\n\n" + indent(ssh_priv(), "   "),
        lambda: 'RUN mkdir -p /root/.ssh && echo "' + esc_nl(ssh_priv()) + '" > /root/.ssh/id_ed25519',
        lambda: "configs:\n  deploy_key:\n    content: |\n" + indent(ssh_priv(), "      "),
        lambda: json.dumps({"name": "deploy", "private_key": ssh_priv()}),
        lambda: (lambda k: "msg 1/2:\n" + "\n".join(k.split("\n")[:4]) + "\nmsg 2/2:\n" + "\n".join(k.split("\n")[4:]))(
            ssh_priv()
        ),
        lambda: "install-key:\n\t@echo '" + esc_nl(ssh_priv()) + "' > ~/.ssh/ci && chmod 600 ~/.ssh/ci",
        lambda: "\\begin{lstlisting}\n" + ssh_priv() + "\n\\end{lstlisting}",
        lambda: "the bastion key (no passphrase):\n" + ssh_priv(),
        lambda: "ssh_key = <<-EOT\n" + ssh_priv() + "\nEOT",
    ]
)

kind(
    "pkcs8_key",
    "secret",
    10,
    "PKCS#8 Ed25519 private keys (real DER) in other places: a Vault PKI issue response, Terraform state tls_private_key, an .env with escaped newlines, a Kubernetes event, a Caddyfile snippet, an ICS note, a textproto, an audit log, chat, an org example block",
)
PH["pkcs8_key"].extend(
    [
        lambda: json.dumps(
            {
                "data": {
                    "certificate": "-----BEGIN CERTIFICATE-----\n(omitted)\n-----END CERTIFICATE-----",
                    "private_key": pkcs8_ed25519()[0],
                    "private_key_type": "ed25519",
                }
            },
            indent=2,
        ),
        lambda: json.dumps(
            {
                "type": "tls_private_key",
                "instances": [{"attributes": {"algorithm": "ED25519", "private_key_pem": pkcs8_ed25519()[0]}}],
            }
        ),
        lambda: 'JWT_SIGNING_KEY="' + esc_nl(pkcs8_ed25519()[0]) + '"',
        lambda: "Normal  KeyGenerated  certificate/api  wrote key: " + esc_nl(pkcs8_ed25519()[0]),
        lambda: "tls {\n\t# key inline while testing\n\t" + esc_nl(pkcs8_ed25519()[0]) + "\n}",
        lambda: "BEGIN:VTODO\nSUMMARY:install signing key\nDESCRIPTION:" + esc_nl(pkcs8_ed25519()[0]) + "\nEND:VTODO",
        lambda: 'signing_key: "' + esc_nl(pkcs8_ed25519()[0]) + '"',
        lambda: json.dumps({"event": "key.created", "actor": user(), "key": pkcs8_ed25519()[0]}),
        lambda: "new signing key for the webhooks, please remember it:\n" + pkcs8_ed25519()[0],
        lambda: "#+begin_example\n" + pkcs8_ed25519()[0] + "\n#+end_example",
    ]
)

kind(
    "jwt_token",
    "secret",
    14,
    "HS256 JWTs with a real HMAC (base64url of real JSON) in new places: crontab curl, ICS description, GraphQL Authorization, SQLite sessions dump, mail header, audit log, Makefile, slash command, OCR, Khmer and Amharic notes",
)
PH["jwt_token"].extend(
    [
        lambda: f'*/5 * * * * curl -s -H "Authorization: Bearer {jwt_hs256()}" https://api.{site()}/jobs/tick',
        lambda: f"BEGIN:VEVENT\nSUMMARY:API demo\nDESCRIPTION:token {jwt_hs256()}\nEND:VEVENT",
        lambda: f'{{"Authorization": "Bearer {jwt_hs256()}"}}\nquery {{ me {{ email }} }}',
        lambda: f"INSERT INTO sessions VALUES('{uuid4()}','{jwt_hs256()}',1796000000);",
        lambda: f"X-Auth-Token: {jwt_hs256()}\nSubject: export ready",
        lambda: f'{{"action":"token.issue","user":"{user()}","token":"{jwt_hs256()}"}}',
        lambda: f"API_JWT := {jwt_hs256()}",
        lambda: f"/auth set {jwt_hs256()}",
        lambda: (lambda t: "[screenshot text]\nBearer " + t[:60] + "\n" + t[60:])(jwt_hs256()),
        lambda: f"ថូខឹនសម្រាប់ API: {jwt_hs256()}",
        lambda: f"የመግቢያ ቶከን፦ {jwt_hs256()}",
        lambda: f"remember this session token for the admin API: {jwt_hs256()}",
    ]
)

kind(
    "session_cookie",
    "secret",
    14,
    "session cookies of self-hosted and other apps: Canvas, Moodle, Jira Cloud, Grafana, Jenkins, WordPress logged_in, phpBB, Discourse, Gitea, Nextcloud, Roundcube, Mastodon, Proxmox PVEAuthCookie, Kibana",
)
PH["session_cookie"].extend(
    [
        lambda: f"Cookie: _normandy_session={b64u(48)}; log_session_id={hx(32)}",
        lambda: f"MoodleSession={rs(LOWNUM, 26)}",
        lambda: f"cloud.session.token={jwt_hs256()}",
        lambda: f"grafana_session={hx(32)}",
        lambda: f"JSESSIONID.{hx(8)}=node0{rs(LOWNUM, 26)}.node0",
        lambda: f"wordpress_logged_in_{hx(32)}={user()}%7C1796{digits(6)}%7C{b62(43)}%7C{hx(64)}",
        lambda: f"phpbb3_{rs(LOWNUM, 5)}_sid={hx(32)}; phpbb3_{rs(LOWNUM, 5)}_k={hx(16)}",
        lambda: f"_t={hx(32)}; _forum_session={b64(60)}",
        lambda: f"i_like_gitea={hx(16)}; _csrf={b64u(24)}",
        lambda: f"nc_session_id={rs(LOWNUM, 26)}; oc_sessionPassphrase={urllib.parse.quote(b64(96), safe='')}",
        lambda: f"roundcube_sessid={hx(32)}; roundcube_sessauth={b62(30)}-{digits(10)}",
        lambda: f"_session_id={hx(32)}; _mastodon_session={b64(90)}",
        lambda: f"PVEAuthCookie=PVE:root@pam:{hx(8).upper()}::{b64(256)}",
        lambda: f"sid=Fe26.2**{hx(64)}*{b64u(16)}*{b64u(48)}**{hx(64)}*{b64u(32)}",
    ]
)

kind(
    "signed_url",
    "secret",
    14,
    "URLs with a live signature that grant access by themselves: S3, R2 and Spaces SigV4 presigned URLs, GCS X-Goog-Signature, CloudFront Signature+Key-Pair-Id, Backblaze B2 Authorization, Bunny and Akamai tokens, Firebase Storage token, Mux and Supabase signed JWT URLs",
)


def _sigv4(hostname: str) -> str:
    k, _s = aws_pair()
    return (
        f"https://{hostname}/exports/q4-payroll.csv?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential={k}%2F20261203%2Feu-west-1%2Fs3%2Faws4_request"
        f"&X-Amz-Date=20261203T081500Z&X-Amz-Expires=604800&X-Amz-SignedHeaders=host&X-Amz-Signature={hx(64)}"
    )


PH["signed_url"].extend(
    [
        lambda: (
            "download link for the accountant (valid 7 days): "
            + _sigv4(f"{pick(WORDS)}-finance.s3.eu-west-1.amazonaws.com")
        ),
        lambda: _sigv4(f"{hx(32)}.r2.cloudflarestorage.com"),
        lambda: _sigv4(f"{pick(WORDS)}.fra1.digitaloceanspaces.com"),
        lambda: (
            f"https://storage.googleapis.com/{pick(WORDS)}-exports/dump.sql.gz?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Credential=exporter%40{pick(WORDS)}-prod.iam.gserviceaccount.com%2F20261203%2Fauto%2Fstorage%2Fgoog4_request&X-Goog-Date=20261203T090000Z&X-Goog-Expires=86400&X-Goog-SignedHeaders=host&X-Goog-Signature={hx(512)}"
        ),
        lambda: (
            f"https://d{rs(LOWNUM, 13)}.cloudfront.net/videos/onboarding.mp4?Expires=1798761600&Signature={b64(128).replace('+', '-').replace('=', '_').replace('/', '~')}&Key-Pair-Id=K{rs(UPNUM, 13)}"
        ),
        lambda: (
            f"https://f003.backblazeb2.com/file/{pick(WORDS)}-backups/db.tar.zst?Authorization=4_{hx(25)}_{hx(24)}_{hx(8)}_{b64u(20)}="
        ),
        lambda: f"https://{pick(WORDS)}.b-cdn.net/private/course.mp4?token={b64u(32)}&expires=1798761600",
        lambda: f"https://media.{site()}/live/index.m3u8?hdnts=exp=1798761600~acl=/live/*~hmac={hx(64)}",
        lambda: (
            f"https://firebasestorage.googleapis.com/v0/b/{pick(WORDS)}-app.appspot.com/o/ids%2Fpassport.jpg?alt=media&token={uuid4()}"
        ),
        lambda: f"https://stream.mux.com/{b62(40)}.m3u8?token={jwt_hs256()}",
        lambda: f"https://{rs(LOWNUM, 20)}.supabase.co/storage/v1/object/sign/contracts/nda.pdf?token={jwt_hs256()}",
        lambda: (
            "remember this link, it's the only copy of the scan: " + _sigv4(f"scans-{pick(WORDS)}.s3.amazonaws.com")
        ),
    ]
)

kind(
    "totp_seed",
    "secret",
    14,
    "TOTP seeds in other apps' formats: andOTP JSON, FreeOTP+ byte-array secret, Raivo export, ykman oath accounts add, KeePass TimeOtp-Secret-Base32, pass-otp entries, oathtool, Ente Auth export, an org note, an Amharic note",
)


def b32secret() -> str:
    return base64.b32encode(rbytes(20)).decode().rstrip("=")


PH["totp_seed"].extend(
    [
        lambda: json.dumps(
            [
                {
                    "secret": b32secret(),
                    "issuer": "Fastmail",
                    "label": f"{user()}@fastmail.com",
                    "digits": 6,
                    "type": "TOTP",
                    "algorithm": "SHA1",
                    "period": 30,
                }
            ]
        ),
        lambda: json.dumps(
            {
                "tokens": [
                    {
                        "algo": "SHA1",
                        "digits": 6,
                        "issuerExt": "Kraken",
                        "label": user(),
                        "period": 30,
                        "secret": [b - 256 if b > 127 else b for b in rbytes(20)],
                        "type": "TOTP",
                    }
                ]
            }
        ),
        lambda: json.dumps(
            [
                {
                    "issuer": "Bitpanda",
                    "account": user(),
                    "secret": b32secret(),
                    "timer": "30",
                    "digits": "6",
                    "kind": "TOTP",
                }
            ]
        ),
        lambda: f"ykman oath accounts add -o TOTP -i Hetzner {user()} {b32secret()}",
        lambda: f"KeePassXC entry 'Synology' → Advanced → TimeOtp-Secret-Base32 = {b32secret()}",
        lambda: f"$ pass show 2fa/gandi\notpauth://totp/Gandi:{user()}?secret={b32secret()}&issuer=Gandi",
        lambda: f"oathtool --totp -b {b32secret()}",
        lambda: (
            f"otpauth://totp/Namecheap:{user()}?secret={b32secret()}&issuer=Namecheap&algorithm=SHA1&digits=6&period=30"
        ),
        lambda: f"* 2FA seeds\n- Zoho :: ={b32secret()}=",
        lambda: f"የሁለት ደረጃ ማረጋገጫ ሚስጥር ቁልፍ፦ {b32secret()}",
        lambda: (
            f"setup key they showed instead of the QR: {' '.join(b32secret()[i : i + 4].lower() for i in range(0, 32, 4))}"
        ),
    ]
)

kind(
    "recovery_codes",
    "secret",
    14,
    "account recovery and backup codes of services not used before: Nintendo, Roblox, GitLab, PyPI, npm, Fastmail, Zoho, Yahoo, Twitch, Reddit, Kraken master key, Nextcloud",
)
PH["recovery_codes"].extend(
    [
        lambda: "Nintendo Account backup codes:\n" + "\n".join(rs(string.digits, 8) for _ in range(5)),
        lambda: "Roblox backup codes: " + ", ".join(rs(string.digits, 6) for _ in range(10)),
        lambda: "GitLab recovery codes\n" + "\n".join(hx(16) for _ in range(10)),
        lambda: "PyPI recovery codes (each works once):\n" + "\n".join(hx(16) for _ in range(8)),
        lambda: "npm recovery codes: " + " ".join(hx(64)[:16] for _ in range(5)),
        lambda: f"Fastmail recovery code: {'-'.join(rs(UPNUM, 4) for _ in range(6))}",
        lambda: (
            "Zoho OneAuth backup verification codes: " + ", ".join(f"{rs(UPNUM, 4)} {rs(UPNUM, 4)}" for _ in range(5))
        ),
        lambda: f"Yahoo account key recovery code {rs(UPNUM, 8)}",
        lambda: "Twitch recovery codes\n" + "\n".join(rs(LOWNUM, 8) for _ in range(8)),
        lambda: "reddit backup codes: " + " ".join(rs(string.digits, 6) for _ in range(10)),
        lambda: f"Kraken master key (for account recovery): {pw()}",
        lambda: "Nextcloud two-factor backup codes: " + " ".join(rs(UPNUM, 10) for _ in range(6)),
    ]
)

kind(
    "wifi_password",
    "secret",
    14,
    "Wi-Fi keys in device and OS formats not used before: ESP-IDF sdkconfig, MicroPython wlan.connect, Tasmota Backlog, Raspberry Pi custom.toml, an iOS .mobileconfig, netsh wlan add profile XML keyMaterial, netplan, ConnMan, a WPA3 SAE QR string, Khmer and Sinhala notes",
)
PH["wifi_password"].extend(
    [
        lambda: f'CONFIG_ESP_WIFI_SSID="Workshop"\nCONFIG_ESP_WIFI_PASSWORD="{pw()}"',
        lambda: (
            f'import network\nwlan = network.WLAN(network.STA_IF)\nwlan.active(True)\nwlan.connect("Casa-Riveira", "{pw()}")'
        ),
        lambda: f"Backlog SSID1 Garden-IoT; Password1 {pw()}; Hostname pump-01",
        lambda: f'[wlan]\nssid = "Lantern"\npassword = "{pw()}"\npassword_encrypted = false\ncountry = "PT"',
        lambda: (
            f"<key>SSID_STR</key><string>Office-5G</string>\n<key>EncryptionType</key><string>WPA2</string>\n<key>Password</key><string>{xesc(pw())}</string>"
        ),
        lambda: (
            f"<sharedKey><keyType>passPhrase</keyType><protected>false</protected><keyMaterial>{xesc(pw())}</keyMaterial></sharedKey>"
        ),
        lambda: (
            f'network:\n  wifis:\n    wlan0:\n      access-points:\n        "Shed-2G":\n          password: "{pw()}"\n      dhcp4: true'
        ),
        lambda: f"[service_wifi_home]\nType=wifi\nName=Home\nPassphrase={pw()}",
        lambda: f"WIFI:T:SAE;S:Studio-6E;P:{pw()};;",
        lambda: f"Wi-Fi ហាងកាហ្វេ: ឈ្មោះ CafeMekong ពាក្យសម្ងាត់ {pw()}",
        lambda: f"කාර්යාල Wi-Fi: OfficeNet, මුරපදය {pw()}",
        lambda: f"Remember the Airbnb Wi-Fi for next time: network Mirador_5G, password {pw()}",
    ]
)

kind(
    "app_password",
    "secret",
    10,
    "application-specific passwords: Fastmail, iCloud (xxxx-xxxx-xxxx-xxxx), Yahoo, Zoho, Outlook, Proton Mail Bridge, GMX, Nextcloud app passwords (5 groups), Thunderbird and DAVx5 set-up notes",
)
PH["app_password"].extend(
    [
        lambda: f"Fastmail app password for the scanner: {rs(string.ascii_lowercase + string.digits, 16)}",
        lambda: (
            f"iCloud app-specific password (Thunderbird): {'-'.join(rs(string.ascii_lowercase, 4) for _ in range(4))}"
        ),
        lambda: f"Yahoo app password: {rs(string.ascii_lowercase, 16)}",
        lambda: f"Zoho Mail application-specific password for the CRM sync: {rs(ALNUM, 12)}",
        lambda: f"Outlook app password for the printer: {rs(string.ascii_lowercase, 16)}",
        lambda: f"Proton Mail Bridge → IMAP user {user()}@proton.me, password {b64u(16)}",
        lambda: f"GMX Anwendungspasswort für Outlook: {rs(UPNUM, 16)}",
        lambda: f"Nextcloud app password for DAVx5: {'-'.join(rs(ALNUM, 5) for _ in range(5))}",
        lambda: f"Thunderbird setup: imap.{site()}:993, user {user()}, app password {rs(string.ascii_lowercase, 16)}",
        lambda: f"DAVx5 → login with URL and user name → https://dav.{site()} / {user()} / {pw()}",
    ]
)

kind(
    "directory_auth_secret",
    "secret",
    10,
    "directory and Kerberos credentials: sssd ldap_default_authtok, Keycloak LDAP bindCredential, slapd rootpw in clear, smbpasswd via echo, realm join with echo, kinit with echo, ktpass -pass, ipa-server-install -p/-a, samba-tool user create, New-ADUser with ConvertTo-SecureString",
)
PH["directory_auth_secret"].extend(
    [
        lambda: (
            f"[domain/corp]\nid_provider = ldap\nldap_uri = ldaps://ldap.{site()}\nldap_default_bind_dn = cn=sssd,dc=corp\nldap_default_authtok = {pw()}"
        ),
        lambda: json.dumps(
            {
                "name": "corp-ldap",
                "providerId": "ldap",
                "config": {"bindDn": ["cn=keycloak,ou=svc,dc=corp"], "bindCredential": [pw()]},
            }
        ),
        lambda: f'database mdb\nsuffix "dc=corp,dc=local"\nrootdn "cn=admin,dc=corp,dc=local"\nrootpw {pw()}',
        lambda: f"(echo '{pw()}'; echo '{pw()}') | smbpasswd -s -a {user()}",
        lambda: f"echo '{pw()}' | realm join -U Administrator corp.{site()}",
        lambda: f"echo '{pw()}' | kinit svc_backup@CORP.LOCAL",
        lambda: f"ktpass -princ HTTP/web.corp.local@CORP.LOCAL -mapuser CORP\\svc_web -pass {pw()} -out web.keytab",
        lambda: f"ipa-server-install -r CORP.LOCAL -n corp.local -p '{pw()}' -a '{pw()}' -U",
        lambda: f"samba-tool user create {user()} '{pw()}' --given-name=Ines --surname=Barros",
        lambda: (
            f'New-ADUser -Name "svc_sql" -AccountPassword (ConvertTo-SecureString "{pw()}" -AsPlainText -Force) -Enabled $true'
        ),
    ]
)

kind(
    "smart_home_secret",
    "secret",
    10,
    "smart-home and maker credentials: Zigbee2MQTT network_key, Z-Wave JS S2 keys, a Hue bridge username, OctoPrint API key, ESPHome API encryption key, Tuya local_key, Shelly auth, Ring refresh token, Frigate MQTT password, a Nuki API token",
)
PH["smart_home_secret"].extend(
    [
        lambda: (
            "advanced:\n  network_key: ["
            + ", ".join(str(b) for b in rbytes(16))
            + "]\n  pan_id: "
            + str(R.randrange(1000, 60000))
        ),
        lambda: json.dumps(
            {
                "securityKeys": {
                    "S2_Unauthenticated": hx(32).upper(),
                    "S2_Authenticated": hx(32).upper(),
                    "S0_Legacy": hx(32).upper(),
                }
            }
        ),
        lambda: f"curl http://192.168.1.{R.randrange(2, 250)}/api/{b62(40)}/lights",
        lambda: f"OctoPrint API key for the slicer upload: {hx(32).upper()}",
        lambda: f'api:\n  encryption:\n    key: "{b64(32)}"',
        lambda: json.dumps(
            {"name": "desk lamp", "id": hx(22), "key": rs(ALNUM + "$#{}", 16), "ip": f"192.168.1.{R.randrange(2, 250)}"}
        ),
        lambda: f"Shelly Plus 1 auth: admin / {pw()}",
        lambda: f"ring refresh token for home assistant: {b64u(300)}",
        lambda: f"mqtt:\n  host: 192.168.1.20\n  user: frigate\n  password: {pw()}",
        lambda: f"Nuki Web API token: {hx(64)[:54]}",
    ]
)

kind(
    "game_server_secret",
    "secret",
    10,
    "game and voice-server secrets: Minecraft rcon.password, Factorio game_password, a Steam Web API key, Valheim -password, ARK ServerAdminPassword, TeamSpeak serveradmin password, Mumble SuperUser, CS2 rcon_password, Palworld AdminPassword, Terraria server password",
)
PH["game_server_secret"].extend(
    [
        lambda: f"enable-rcon=true\nrcon.port=25575\nrcon.password={pw()}\nmotd=Friday night build",
        lambda: json.dumps({"name": "factory", "game_password": pw(), "visibility": {"public": False}}, indent=2),
        lambda: f"Steam Web API key for the stats bot: {hx(32).upper()}",
        lambda: f'./valheim_server.x86_64 -name "Fjord" -port 2456 -world Fjord -password "{pw()}"',
        lambda: f"[ServerSettings]\nServerPassword=\nServerAdminPassword={pw()}",
        lambda: (
            f'I M P O R T A N T\nServer Query Admin Account created\nloginname= "serveradmin", password= "{b62(8)}"\napikey= "{b62(40)}"'
        ),
        lambda: f"murmurd -ini /etc/murmur.ini -supw {pw()}",
        lambda: f'rcon_password "{pw()}"\nsv_password ""\nhostname "scrim"',
        lambda: f'AdminPassword="{pw()}",ServerPassword="",PublicPort=8211',
        lambda: f"world=/srv/terraria/Worlds/Isle.wld\nport=7777\npassword={pw()}",
    ]
)

kind(
    "sync_backup_secret",
    "secret",
    10,
    "sync and backup credentials: Syncthing API key and GUI password, Kopia repository password, Duplicacy, Resilio Sync key, Seafile token, UrBackup internet authkey, Bacula director password, Proxmox Backup Server storage password, Arq",
)
PH["sync_backup_secret"].extend(
    [
        lambda: (
            f'<gui enabled="true" tls="true">\n    <address>0.0.0.0:8384</address>\n    <user>admin</user>\n    <password>{xesc(pw())}</password>\n    <apikey>{b62(32)}</apikey>\n</gui>'
        ),
        lambda: f"kopia repository connect s3 --bucket=backups --password='{pw()}'",
        lambda: f"DUPLICACY_PASSWORD={pw()} duplicacy backup -stats",
        lambda: f"Resilio Sync read-write key for /photos: A{rs(UPNUM, 32)}",
        lambda: f"seafile token: {hx(40)}",
        lambda: f"UrBackup internet server authkey: {b62(10)}",
        lambda: f'Director {{\n  Name = backup-dir\n  Password = "{b64(24)}"\n}}',
        lambda: f"pbs: offsite\n\tdatastore main\n\tserver pbs.{site()}\n\tusername backup@pbs\n\tpassword {pw()}",
        lambda: f"Arq backup set encryption password: {pw()}",
        lambda: f"restic-style note for the NAS: repo s3:s3.{site()}/nas, password {pw()}",
    ]
)

kind(
    "cli_login_token",
    "secret",
    14,
    "command-line logins of tools not used before: cf login -p, ionosctl --token, stackit service-account token, openstack --os-password, neonctl --api-key, turso db tokens create output, appwrite login, xata auth, infracost api_key, semgrep and checkov tokens, hasura --admin-secret",
)
PH["cli_login_token"].extend(
    [
        lambda: f"cf login -a https://api.cf.{site()} -u {user()} -p '{pw()}' -o shop -s prod",
        lambda: f"ionosctl login --token {jwt_hs256()}",
        lambda: f"stackit auth activate-service-account --service-account-token {jwt_hs256()}",
        lambda: (
            f"openstack --os-auth-url https://keystone.{site()}:5000/v3 --os-username {user()} --os-password '{pw()}' server list"
        ),
        lambda: f"neonctl branches list --api-key {b62(64)}",
        lambda: f"$ turso db tokens create orders\n{jwt_hs256({'a': 'rw', 'iat': 1796000000, 'id': uuid4()})}",
        lambda: f"appwrite login --email {user()}@{site()} --password '{pw()}'",
        lambda: f"xata auth login --api-key xau_{b62(36)}",
        lambda: f"infracost configure set api_key ico-{b62(32)}",
        lambda: f"SEMGREP_APP_TOKEN={hx(64)} semgrep ci",
        lambda: f"checkov -d . --bc-api-key {uuid4()}",
        lambda: f"hasura console --endpoint https://gql.{site()} --admin-secret '{pw()}'",
    ]
)


# ================================================================ benign near-misses


def B(name: str, what: str, phrasings: list[Callable[[], str]], rows: int = 12) -> None:
    kind(name, "benign", max(rows, len(phrasings)), what)
    PH[name].extend(phrasings)


def var() -> str:
    return pick(
        [
            "API_KEY",
            "DB_PASSWORD",
            "STRIPE_SECRET",
            "GITHUB_TOKEN",
            "SMTP_PASS",
            "JWT_SECRET",
            "OPENAI_API_KEY",
            "REDIS_PASSWORD",
        ]
    )


B(
    "placeholder_reference",
    'placeholders and references instead of values: <your-token>, ${VAR}, $(pass show ...), %(password)s, {{ vault_ }}, @Value("${...}"), Home Assistant !secret, Grafana $__file{}, Octopus #{}, Caddy {env.}, Symfony %env()%, Rails credentials.dig',
    [
        lambda: f'curl -H "Authorization: Bearer <your-token>" https://api.{site()}/v1/me',
        lambda: f"{var()}=${{{var()}}}",
        lambda: 'export DB_PASSWORD="$(pass show infra/db/prod)"',
        lambda: "sqlalchemy.url = postgresql://app:%(DB_PASSWORD)s@db:5432/app",
        lambda: 'mysql_password: "{{ vault_mysql_password }}"',
        lambda: '@Value("${spring.datasource.password}")\nprivate String dbPassword;',
        lambda: "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password",
        lambda: "[database]\npassword = $__file{/run/secrets/grafana_db_password}",
        lambda: "ConnectionStrings__Default=Server=sql01;Database=app;User Id=app;Password=#{Db.Password}",
        lambda: "reverse_proxy backend:8080 {\n\theader_up X-Api-Key {env.BACKEND_API_KEY}\n}",
        lambda: "DATABASE_URL: '%env(resolve:DATABASE_URL)%'",
        lambda: "api_key = Rails.application.credentials.dig(:stripe, :secret_key)",
    ],
)

B(
    "redacted_masked",
    "redacted and masked values: ****, ●●●●, ███, [removed], (hidden), REDACTED_BY_GITGUARDIAN, sk_live_…4f2a, a Vault response showing only metadata, Helm --set with ***, masked CI logs, last-four card display",
    [
        lambda: "DB_PASSWORD=******** (redacted by the support tool)",
        lambda: "Password: ●●●●●●●●●●",
        lambda: "token: ████████████████ (blacked out in the screenshot)",
        lambda: f"{var()}=[removed]",
        lambda: "api_key: (hidden) — ask Rosa for access",
        lambda: "REDACTED_BY_GITGUARDIAN",
        lambda: f"Key in use: sk_live_…{hx(4)} (created {when()})",
        lambda: json.dumps(
            {"request_id": uuid4(), "data": None, "metadata": {"created_time": "2026-11-30T10:00:00Z", "version": 7}}
        ),
        lambda: "helm upgrade api ./chart --set db.password=***",
        lambda: f"Run ./deploy.sh\n  env:\n    {var()}: ***\n  Deploying to prod...",
        lambda: f"Card ending {rs(string.digits, 4)}, expires {expiry()}",
        lambda: "password=<redacted> user=app host=db-1",
    ],
)

B(
    "org_mode_benign",
    "org-mode notes without a secret: TODOs about rotating keys, property drawers with hosts and owners, tables of services, src blocks reading passwords from auth-source or pass",
    [
        lambda: f"* TODO rotate the Stripe key\n  DEADLINE: <{when()} Tue>\n  owner: {user()}",
        lambda: f"* Servers\n** {host()}\n:PROPERTIES:\n:OWNER: {user()}\n:OS: Debian 12\n:END:",
        lambda: (
            "| service | owner | on-call |\n|---------+-------+---------|\n| billing | ana | week 49 |\n| search | bo | week 50 |"
        ),
        lambda: '#+begin_src emacs-lisp\n(setq smtpmail-auth-credentials "~/.authinfo.gpg")\n#+end_src',
        lambda: "#+begin_src sh\nexport DB_PASSWORD=$(pass show db/prod)\n#+end_src",
        lambda: f"* [{when()} Mon {hhmm()}] Call with the vendor\nThey will send the key via 1Password, not e-mail.",
        lambda: "* Bank :crypt:\n" + pgp_message(),
        lambda: "- NAS :: password in Bitwarden (Shared/Home)\n- router :: sticker under the device",
    ],
)

B(
    "latex_benign",
    "LaTeX without secrets: \\newcommand for a URL or DOI, verbatim with an env reference, lstlisting of a key-derivation function, comments about passwords, a thesis table of hash timings",
    [
        lambda: r"\newcommand{\repourl}{https://codeberg.org/" + pick(WORDS) + "/thesis}",
        lambda: "\\begin{verbatim}\nexport API_KEY=$(cat ~/.config/api_key)\npython fetch.py\n\\end{verbatim}",
        lambda: (
            "\\begin{lstlisting}[language=Python]\nkey = hashlib.pbkdf2_hmac('sha256', password, salt, 600_000)\n\\end{lstlisting}"
        ),
        lambda: "% TODO ask the admin for the cluster password (do not put it here)\n\\section{Setup}",
        lambda: "\\begin{tabular}{lr}\nargon2id & 412 ms \\\\\nbcrypt (cost 12) & 251 ms \\\\\n\\end{tabular}",
        lambda: "\\footnote{Passwords were stored as salted Argon2id hashes; no plaintext was kept.}",
        lambda: "\\def\\dbhost{" + tex(host()) + "}\n\\def\\dbport{5432}",
        lambda: (
            "\\begin{frame}{Threat model}\n  Attacker knows the password \\emph{hash}, not the password.\n\\end{frame}"
        ),
    ],
)

B(
    "asciidoc_rst_benign",
    "AsciiDoc and reStructuredText docs without secrets: attributes with URLs and versions, listings reading env vars, admonitions about password rotation, field lists of hosts",
    [
        lambda: f":api-host: api.{site()}\n:version: 4.2.0\n\nCall `https://{{api-host}}/v1`.",
        lambda: '[source,bash]\n----\nexport API_KEY="${API_KEY:?set it first}"\nmake seed\n----',
        lambda: "WARNING: Rotate the admin password every 90 days; never paste it into tickets.",
        lambda: ".. code-block:: ini\n\n   [database]\n   host = db-1\n   password_file = /run/secrets/db",
        lambda: f":Host: {host()}\n:Port: 5432\n:Owner: {user()}",
        lambda: ".. |product| replace:: Engram Store\n\nWelcome to |product|.",
        lambda: ".. note::\n\n   The token is read from ``$HOME/.config/tool/token``; it is never logged.",
        lambda: "|===\n|Service |Owner |Secret location\n|billing |ana |Vault kv/billing\n|===",
    ],
)

B(
    "xml_svg_benign",
    "SVG and XML without secrets: comments with authorship, metadata, Android strings, plists with bundle ids, Ant properties with paths, XAML colours",
    [
        lambda: (
            '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24">\n  <!-- icon: key, 24px, drawn by bo -->\n  <path d="M7 14a5 5 0 1 1 4.9-6H22v4h-2v3h-3v-3h-5.1A5 5 0 0 1 7 14z"/>\n</svg>'
        ),
        lambda: (
            '<?xml version="1.0"?>\n<config>\n  <!-- password moved to the secrets store in 2025 -->\n  <server host="'
            + host()
            + '" port="5432"/>\n</config>'
        ),
        lambda: (
            "<metadata><rdf:RDF><cc:Work><dc:title>Network diagram v3</dc:title><dc:creator>ops team</dc:creator></cc:Work></rdf:RDF></metadata>"
        ),
        lambda: (
            '<resources>\n    <string name="password_hint">At least 12 characters</string>\n    <string name="forgot_password">Forgot password?</string>\n</resources>'
        ),
        lambda: (
            "<dict>\n\t<key>CFBundleIdentifier</key>\n\t<string>io.kestrelbay.app</string>\n\t<key>NSFaceIDUsageDescription</key>\n\t<string>Unlock your vault with Face ID</string>\n</dict>"
        ),
        lambda: (
            '<project name="deploy">\n  <property name="deploy.dir" value="/srv/app"/>\n  <property file="${user.home}/.deploy.properties"/>\n</project>'
        ),
        lambda: '<SolidColorBrush x:Key="AccentBrush" Color="#' + hx(6).upper() + '"/>',
        lambda: '<text x="20" y="35">vault (HA, 3 nodes)</text>',
    ],
)

B(
    "dockerfile_compose_benign",
    "Dockerfiles and compose files without secrets: ARG without default, RUN --mount=type=secret, compose secrets: from files, env_file references, healthchecks without credentials",
    [
        lambda: "FROM node:22-alpine\nARG NPM_TOKEN\nRUN --mount=type=secret,id=npmrc,target=/root/.npmrc npm ci",
        lambda: (
            "services:\n  db:\n    image: postgres:17\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt"
        ),
        lambda: "services:\n  api:\n    image: shop/api\n    env_file:\n      - .env.production",
        lambda: "HEALTHCHECK --interval=30s CMD curl -fsS http://localhost:8080/healthz || exit 1",
        lambda: "docker build --secret id=gh,env=GITHUB_TOKEN -t app .",
        lambda: (
            'services:\n  cache:\n    image: redis:7\n    command: ["sh", "-c", "redis-server --requirepass \\"$$REDIS_PASSWORD\\""]'
        ),
        lambda: "FROM python:3.12-slim\nENV PYTHONDONTWRITEBYTECODE=1 PIP_NO_CACHE_DIR=1\nCOPY . /app",
        lambda: "x-common-env: &env\n  TZ: Europe/Lisbon\n  LOG_LEVEL: info\nservices:\n  api:\n    environment: *env",
    ],
)

B(
    "systemd_cron_benign",
    "systemd units and crontabs without secrets: LoadCredential=, EnvironmentFile=, --password-file flags, cron jobs reading ~/.pgpass, schtasks without /rp",
    [
        lambda: (
            "[Service]\nLoadCredential=dbpass:/etc/credstore/dbpass\nExecStart=/usr/bin/app --password-file=%d/dbpass"
        ),
        lambda: "[Service]\nEnvironmentFile=/etc/default/exporter\nExecStart=/opt/exporter/bin/pg_exporter",
        lambda: (
            "[Mount]\nWhat=//nas/media\nWhere=/mnt/nas\nType=cifs\nOptions=credentials=/etc/samba/creds-nas,uid=1000"
        ),
        lambda: "0 3 * * * pg_dump -h db-1 -U backup shop | gzip > /backup/shop.sql.gz   # password from ~/.pgpass",
        lambda: "*/5 * * * * /usr/local/bin/healthcheck.sh >/dev/null 2>&1",
        lambda: 'schtasks /create /tn "Nightly export" /tr "C:\\jobs\\export.cmd" /sc daily /st 02:00 /ru SYSTEM',
        lambda: "$ systemctl show billing.service -p Environment\nEnvironment=LANG=C.UTF-8 PORT=8080 LOG_LEVEL=info",
        lambda: "Dec 03 04:12:55 web1 systemd[1]: Started backup.service - Nightly backup.",
    ],
)

B(
    "build_file_benign",
    "Makefiles, justfiles, Taskfiles and CMake without secrets: tokens from the environment, required-variable checks, version variables",
    [
        lambda: "deploy:\n\t@test -n \"$(DEPLOY_TOKEN)\" || (echo 'DEPLOY_TOKEN not set'; exit 1)\n\t./deploy.sh",
        lambda: "VERSION ?= 3.1.0\nIMAGE := registry.example.org/app:$(VERSION)",
        lambda: 'set dotenv-load\n\nsync:\n    ./sync --key "$API_KEY"',
        lambda: (
            "version: '3'\ntasks:\n  publish:\n    cmds:\n      - twine upload dist/*\n    preconditions:\n      - test -n \"$TWINE_PASSWORD\""
        ),
        lambda: "set(CMAKE_CXX_STANDARD 20)\nset(ENABLE_TLS ON)\nfind_package(OpenSSL REQUIRED)",
        lambda: "$ make release VERSION=3.1.0",
        lambda: "publish:\n\tdocker login -u $(REG_USER) --password-stdin registry.example.org < $(REG_PASSWORD_FILE)",
        lambda: (
            ".PHONY: rotate-keys\nrotate-keys: ## rotate the signing keys in Vault\n\tvault write -f transit/keys/app/rotate"
        ),
    ],
)

B(
    "protobuf_graphql_benign",
    "protobuf and GraphQL without secrets: messages with password fields but no values, grpcurl with a token from a file, mutations using $password variables, schema docs",
    [
        lambda: "message LoginRequest {\n  string email = 1;\n  string password = 2;  // never logged\n}",
        lambda: 'grpcurl -H "authorization: Bearer $(cat ~/.config/api/token)" api.example.org:443 list',
        lambda: (
            "mutation Login($email: String!, $password: String!) {\n  login(email: $email, password: $password) { token }\n}"
        ),
        lambda: "type ApiKey {\n  id: ID!\n  name: String!\n  lastFour: String!\n  createdAt: DateTime!\n}",
        lambda: "# .bazelrc\nbuild --remote_cache=grpcs://remote.buildbuddy.io\ntry-import %workspace%/user.bazelrc",
        lambda: (
            'endpoint: "api.example.org:443"\ncredentials_file: "/etc/app/creds.textproto"\nretry_policy { max_attempts: 3 }'
        ),
        lambda: '{"data":{"createApiKey":{"id":"' + digits(6) + '","name":"ci","lastFour":"' + hx(4) + '"}}}',
        lambda: 'input IntegrationConfig {\n  endpoint: String = "https://api.example.org"\n  timeoutMs: Int = 5000\n}',
    ],
)

B(
    "sql_dialect_benign",
    "SQL of several dialects without a credential: schemas with password_hash columns, bcrypt/argon2 hashes in dumps, GRANTs, CREATE USER IDENTIFIED EXTERNALLY/WITH NO PASSWORD, Teradata .LOGON prompts",
    [
        lambda: "CREATE TABLE users(id INTEGER PRIMARY KEY, email TEXT, password_hash TEXT NOT NULL);",
        lambda: (
            "INSERT INTO users VALUES(3,'ana@example.org','$argon2id$v=19$m=65536,t=3,p=4$"
            + b64(16).rstrip("=")
            + "$"
            + b64(32).rstrip("=")
            + "');"
        ),
        lambda: "GRANT SELECT ON SCHEMA reporting TO analyst;",
        lambda: "CREATE USER ops_ro IDENTIFIED EXTERNALLY;",
        lambda: "CREATE USER app WITH LOGIN NOPASSWORD;  -- uses client certificates",
        lambda: ".LOGON tdprod/analyst\nPassword: (prompted)",
        lambda: "CREATE SECRET lake (TYPE s3, PROVIDER credential_chain);",
        lambda: "ALTER USER reporting PASSWORD EXPIRE;",
    ],
)

B(
    "mail_headers_benign",
    "mail without credentials: DKIM-Signature and ARC headers (public signatures), Authentication-Results, SMTP transcripts without AUTH, a password-reset notice without a link, mbox of a newsletter",
    [
        lambda: (
            f"DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d={site()}; s=s1; h=from:to:subject:date; bh={b64(32)}; b={b64(128)}"
        ),
        lambda: f"ARC-Seal: i=1; a=rsa-sha256; t=1764755431; cv=none; d=google.com; s=arc-20240605; b={b64(96)}",
        lambda: (
            f"Authentication-Results: mx.{site()}; dkim=pass header.d={site()}; spf=pass smtp.mailfrom={site()}; dmarc=pass"
        ),
        lambda: f"S: 220 mx.{site()} ESMTP\nC: EHLO relay\nS: 250 STARTTLS\nC: MAIL FROM:<noreply@{site()}>\nS: 250 OK",
        lambda: (
            f"From: Security <security@{site()}>\nSubject: Your password was changed\n\nIf this wasn't you, contact support."
        ),
        lambda: (
            f"From news@{site()}  Mon Nov 30 08:00:00 2026\nSubject: December newsletter\n\nNew features this month: passkeys and login alerts."
        ),
        lambda: f"Message-ID: <{hx(16)}.{hx(8)}@{site()}>\nX-Mailer: Thunderbird 128.5",
        lambda: "C: AUTH PLAIN ****\nS: 235 2.7.0 Authentication successful",
    ],
)

B(
    "calendar_contact_benign",
    "ICS events and vCards without secrets: meeting rooms, dial-in numbers, addresses, public PGP key URLs, a note that the door code is sent separately",
    [
        lambda: "BEGIN:VEVENT\nSUMMARY:Quarterly review\nLOCATION:Room 4.12\nDTSTART:20261210T090000Z\nEND:VEVENT",
        lambda: "BEGIN:VEVENT\nSUMMARY:Offsite\nDESCRIPTION:Door code will be sent by SMS on the day.\nEND:VEVENT",
        lambda: (
            f"BEGIN:VCARD\nVERSION:4.0\nFN:Chidi Okafor\nTEL;TYPE=cell:+234 803 {rs(string.digits, 3)} {rs(string.digits, 4)}\nKEY:https://keys.openpgp.org/vks/v1/by-fingerprint/{hx(40).upper()}\nEND:VCARD"
        ),
        lambda: "BEGIN:VTODO\nSUMMARY:Renew TLS certs\nDESCRIPTION:use the vault login from the runbook\nEND:VTODO",
        lambda: (
            "BEGIN:VEVENT\nSUMMARY:Password manager training\nDESCRIPTION:Bring your laptop\\, we set up Bitwarden together.\nEND:VEVENT"
        ),
        lambda: (
            "BEGIN:VCARD\nVERSION:3.0\nFN:Router\nURL:http://192.168.1.1\nNOTE:admin password on the sticker underneath\nEND:VCARD"
        ),
        lambda: "BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Pay rent\nTRIGGER:-PT30M\nEND:VALARM",
        lambda: "https://calendar.google.com/calendar/embed?src=en.portuguese%23holiday%40group.v.calendar.google.com",
    ],
)

B(
    "git_config_benign",
    "git configuration without credentials: credential helpers (osxkeychain, libsecret, manager), signing keys by fingerprint, ssh remotes, insteadOf to ssh, includeIf",
    [
        lambda: "[credential]\n\thelper = osxkeychain",
        lambda: '[credential "https://git.example.org"]\n\thelper = libsecret\n\tusername = ana',
        lambda: f"[user]\n\tname = Ana Ribeiro\n\temail = ana@{site()}\n\tsigningkey = {hx(16).upper()}",
        lambda: f'[remote "origin"]\n\turl = git@codeberg.org:{pick(WORDS)}/{pick(WORDS)}.git',
        lambda: '[url "git@github.com:"]\n\tinsteadOf = https://github.com/',
        lambda: '[includeIf "gitdir:~/work/"]\n\tpath = ~/.gitconfig-work',
        lambda: "git config --global credential.helper manager",
        lambda: "$ git credential fill\nprotocol=https\nhost=codeberg.org\n(waits for the helper)",
    ],
)

B(
    "dotfile_benign",
    "mail and transfer dotfiles that fetch the password elsewhere: msmtp passwordeval, mbsync PassCmd, mutt with gpg, .authinfo.gpg, netrc entries with a login only, .curlrc without user",
    [
        lambda: (
            'account work\nhost smtp.example.org\nauth on\nuser ana@example.org\npasswordeval "pass show mail/work"'
        ),
        lambda: 'IMAPAccount work\nHost imap.example.org\nUser ana@example.org\nPassCmd "gpg -q -d ~/.mail-pass.gpg"',
        lambda: 'set imap_pass = "`pass show mail/imap`"',
        lambda: '(setq auth-sources \'("~/.authinfo.gpg"))',
        lambda: "machine ftp.example.org\nlogin anonymous",
        lambda: "# ~/.curlrc\nsilent\nshow-error\nretry = 3",
        lambda: (
            "[Repository remote]\ntype = IMAP\nremotehost = imap.example.org\nremoteuser = ana\nremotepasseval = get_pass('imap')"
        ),
        lambda: 'poll pop.example.org protocol POP3 user "ana" is "local" here   # password asked at start',
    ],
)

B(
    "devtools_copy_benign",
    "devtools copies without credentials: Copy as cURL and fetch to public endpoints with accept and user-agent headers, Copy as PowerShell without a session, copied public JSON",
    [
        lambda: (
            f"curl 'https://api.{site()}/v1/status' \\\n  -H 'accept: application/json' \\\n  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0'"
        ),
        lambda: (
            'fetch("https://cdn.example.org/fonts/inter.css", {\n  "headers": {"accept": "text/css"},\n  "method": "GET"\n});'
        ),
        lambda: 'Invoke-WebRequest -UseBasicParsing -Uri "https://status.example.org/api/v2/summary.json"',
        lambda: (
            'curl ^"https://www.example.org/search?q=password+manager^" ^\n  -H ^"accept-language: en-GB,en;q=0.9^"'
        ),
        lambda: (
            'GET /assets/app.3f9a2c.js HTTP/1.1\nHost: www.example.org\nAccept: */*\nIf-None-Match: W/"' + hx(16) + '"'
        ),
        lambda: '{"status":"ok","version":"4.2.0","region":"eu-west-1","uptime_s":' + digits(6) + "}",
        lambda: (
            "curl 'https://login.example.org/session' --data-raw 'username=ana&remember=1'   # password field left empty on purpose"
        ),
        lambda: 'fetch("/api/me", {"credentials": "include"}).then(r => r.json())',
    ],
)

B(
    "k8s_runtime_benign",
    "Kubernetes output without secrets: describe pod with secretKeyRef env, events about pulls and probes, helm NOTES that say how to fetch the password, kubectl get secret listing",
    [
        lambda: (
            "    Environment:\n      DB_PASSWORD:  <set to the key 'password' in secret 'db-creds'>  Optional: false"
        ),
        lambda: (
            "LAST SEEN   TYPE      REASON      OBJECT        MESSAGE\n3m          Warning   Unhealthy   pod/api-7c9f  Readiness probe failed: HTTP probe failed with statuscode: 503"
        ),
        lambda: (
            'NOTES:\nGet the admin password with:\n  kubectl get secret grafana -o jsonpath="{.data.admin-password}" | base64 -d'
        ),
        lambda: (
            "NAME        TYPE                 DATA   AGE\ndb-creds    Opaque               2      41d\ntls-api     kubernetes.io/tls    2      12d"
        ),
        lambda: 'Normal  Pulled  pod/etl-7c9f  Successfully pulled image "ghcr.io/shop/etl:2.3" in 4.1s',
        lambda: "env:\n- name: SMTP_PASSWORD\n  valueFrom:\n    secretKeyRef:\n      name: smtp\n      key: password",
        lambda: "kubectl create secret generic db-creds --from-file=password=./db_password.txt",
        lambda: (
            'Warning  FailedMount  pod/api  MountVolume.SetUp failed for volume "creds" : secret "db-creds" not found'
        ),
    ],
)

B(
    "audit_log_benign",
    "audit trails without a credential: Vault audit entries with hmac-sha256 hashed values, sudo lines, password-changed events, Windows 4723/4724, auditd EXECVE of harmless commands",
    [
        lambda: json.dumps(
            {
                "type": "response",
                "auth": {"client_token": "hmac-sha256:" + hx(64), "policies": ["default", "ops"]},
                "request": {"path": "secret/data/app", "operation": "read"},
            }
        ),
        lambda: (
            "Dec  3 04:11:02 web1 sudo:  deploy : TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/usr/bin/systemctl restart nginx"
        ),
        lambda: json.dumps(
            {
                "ts": "2026-12-02T10:01:22Z",
                "actor": "ana",
                "action": "user.password_changed",
                "target": "bo",
                "ip": "10.2.0.14",
            }
        ),
        lambda: "EventID 4724: An attempt was made to reset an account's password.\n  Target Account Name: svc_backup",
        lambda: 'type=EXECVE msg=audit(1764755431.123:812): argc=3 a0="ls" a1="-la" a2="/etc/ssl"',
        lambda: (
            "2026-12-02 22:14:09.118 UTC [4412] postgres@app LOG:  statement: ALTER ROLE reporting VALID UNTIL '2027-01-01';"
        ),
        lambda: json.dumps(
            {"action": "integration.update", "changes": {"api_key": {"old": "sk_…" + hx(4), "new": "sk_…" + hx(4)}}}
        ),
        lambda: (
            "Dec  3 09:02:11 bastion sshd[2231]: Accepted publickey for deploy from 10.0.4.7 port 51222 ssh2: ED25519 SHA256:"
            + b64(32).rstrip("=")
        ),
    ],
)

B(
    "chatops_benign",
    "chat-bot commands without credentials: /remind, /poll, /giphy, /deploy staging, /weather, !help, /vault read (no value), /jira create",
    [
        lambda: "/remind me to rotate the API keys in 2 weeks",
        lambda: '/poll "Move standup to 9:30?" "yes" "no"',
        lambda: "/giphy password strength meter",
        lambda: "/deploy staging api --ref main",
        lambda: "/weather Addis Ababa",
        lambda: "!help config",
        lambda: "/vault read secret/app/api   → (sent to you privately)",
        lambda: '/jira create "Login page shows wrong error for expired passwords"',
    ],
)

B(
    "ocr_text_benign",
    "OCR-like text without secrets: receipts, opening hours, parking notices, a router sticker photo with the key cut off, a letter saying the PIN arrives separately",
    [
        lambda: f"CAFÉ MIRADOR\n2x galão 3,40\n1x tosta 4,20\nTOTAL 7,60 EUR\nNIF {digits(9)}",
        lambda: "OPEN\nMon-Fri 8-18\nSat 9-13\nSun CLOSED",
        lambda: "PARKING\nResidents only\nPermit zone C\nTow-away",
        lambda: (
            "FRITZ!Box 7590 AX\nWLAN-Netzwerk (SSID): FRITZ!Box 7590 RK\nWLAN-Netzwerkschlüssel:\n[glare - unreadable]"
        ),
        lambda: "BANCO DO NORTE\nO seu cartão foi enviado.\nO PIN segue em carta separada.",
        lambda: "whiteboard:\nsprint 49 goals\n- passkeys GA\n- remove SMS 2FA\n- audit log export",
        lambda: "HOTEL MIRADOR\nWi-Fi: ask at reception\nCheck-out 11:00",
        lambda: f"NEW STARTER FORM\nName: Ines Barros\nStart: {when()}\nLaptop: ordered\nAccounts: IT will call",
    ],
)

B(
    "markdown_inline_benign",
    "markdown emphasis around ordinary words and about passwords without values: bold labels, code spans of variable names, strike-through of plans, kbd shortcuts",
    [
        lambda: "**Never** share your password — not even with IT.",
        lambda: "Set `DB_PASSWORD` in the *environment*, not in `config.yaml`.",
        lambda: "~~SMS codes~~ we moved to **passkeys**",
        lambda: "Press <kbd>Ctrl</kbd>+<kbd>Shift</kbd>+<kbd>P</kbd> and type *Reset password*.",
        lambda: "> **Password:** see the vault entry _Shared/Router_",
        lambda: "The ==secret== ingredient is cardamom.",
        lambda: "SECRET\\_KEY\\_BASE must be at least 64 characters (see `rails secret`).",
        lambda: "__Tokens__ expire after **24 h**; refresh tokens after *30 days*.",
    ],
)

B(
    "split_value_benign",
    "public values split over lines or messages: a tracking number in two SMS parts, an order number continued on the next line, an IBAN of a charity in two chunks, a long URL wrapped",
    [
        lambda: f"(1/2) Your parcel {upu_s10('LX', 'BR')[:7]}\n(2/2) {upu_s10('LX', 'BR')[7:]} is out for delivery",
        lambda: f"order no. {digits(5)}-\n{digits(5)} (please quote it when you call)",
        lambda: (lambda i: f"Donations: IBAN {i[:12]}\n{i[12:]} — Cruz Vermelha appeal (public)")(iban("BR")),
        lambda: "https://www.example.org/docs/guides/\nsecurity/password-policy#rotation",
        lambda: f"ticket INC-{digits(4)}\n-{digits(3)} reopened",
        lambda: f"(1/2) conference badge no. {digits(5)}-\n(2/2) {rs(string.digits, 4)} — printed on the lanyard",
        lambda: json.dumps({"isbn_parts": ["978", "0", "306", "40615", "7"]}),
        lambda: "the commit is " + hx(20) + "\n" + hx(20),
    ],
)

B(
    "spelled_aloud_benign",
    "public values spelled aloud: surnames and booking references in NATO, German, Italian, French and Spanish spelling alphabets, a postcode, a licence plate",
    [
        lambda: (
            f"(call transcript) my surname is {spell(pick(['okafor', 'nakamura', 'haddad', 'kowalczyk']), NATO, NUMW['en'])}"
        ),
        lambda: f"Mein Nachname buchstabiert: {spell('schulze', GERMAN_ALPHA, NUMW['de'])}",
        lambda: f"Il cognome: {spell('esposito', ITALIAN_ALPHA, NUMW['it'], ', ')}",
        lambda: f"Code postal : {spell('75011', FRENCH_ALPHA, NUMW['fr'], ' ')}",
        lambda: f"Matrícula: {spell('4821bkz', SPANISH_ALPHA, NUMW['es'])}",
        lambda: f"Postcode: {spell('sw1a1aa', NATO, NUMW['en'])}",
        lambda: f"the gate at the airport is {spell('b22', NATO, NUMW['en'])}",
        lambda: f"Tanaka-san's room number: {' '.join(NUMW['ja'][int(c)] for c in '1207')}",
    ],
)

B(
    "lookalike_script_benign",
    "ordinary text in mixed scripts or look-alike letters: Serbian Cyrillic/Latin, Greek words, Cherokee syllabary, small-caps headings, math sans-serif in a profile, Turkish dotless i",
    [
        lambda: "Састанак је у 10h, sala B / Sastanak je u 10h, sala B",
        lambda: "Καλημέρα! Η συνάντηση μεταφέρθηκε στην Τρίτη.",
        lambda: "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ — Cherokee language class on Thursdays",
        lambda: mapchars("weekly report", SMALLCAPS) + ": sales up 4%",
        lambda: sans("Designer") + " · " + sans("Lisbon") + " · she/her",
        lambda: "Işık ılık süt içti; ıspanak ısmarladı.",
        lambda: mixscripts("Meeting notes") + " (pasted from a PDF with odd fonts)",
        lambda: mapchars("OPEN DAY", LISU) + " 12 December",
    ],
)

B(
    "encoding_benign",
    "ordinary text in encodings: Morse SOS, Braille signage, base85 and Ascii85 of public strings said to be so, octal escapes of a greeting, String.fromCharCode of a word, a uuencoded README, percent-encoded search queries",
    [
        lambda: "... --- ... (SOS in morse, for the kids' lesson)",
        lambda: "Braille sign by the lift: " + braille("exit") + " / " + braille("floor 2"),
        lambda: "base85 of the string 'hello world' in our test: " + base64.b85encode(b"hello world").decode(),
        lambda: (
            "<~"
            + base64.a85encode(b"Lorem ipsum dolor").decode()
            + "~> (Ascii85 sample from the PostScript manual exercise)"
        ),
        lambda: "printf '" + "".join(f"\\{b:03o}" for b in b"Hello") + "\\n'",
        lambda: 'String.fromCharCode(72, 105, 33)  // "Hi!"',
        lambda: "begin 644 README\n" + binascii.b2a_uu(b"See docs/ for setup.\n").decode().rstrip("\n") + "\n`\nend",
        lambda: "https://www.example.org/search?q=how%20to%20reset%20my%20password%3F",
    ],
)

B(
    "nested_escape_benign",
    "escaped JSON without credentials: log lines with JSON bodies of ordinary events, double-encoded Kafka payloads, PHP \\/ escaped URLs, Go \\u0026 in public URLs, Python reprs of headers without auth",
    [
        lambda: json.dumps(
            {"level": "info", "msg": "request", "body": json.dumps({"username": "ana", "remember": True})}
        ),
        lambda: '{"topic":"orders","payload":' + json.dumps(json.dumps({"order_id": digits(8), "total": 41.9})) + "}",
        lambda: '{"homepage":"https:\\/\\/www.example.org\\/shop\\/","pool":10}',
        lambda: '{"next":"https://api.example.org/v1/items?page=3\\u0026per_page=50"}',
        lambda: "DEBUG:client:request headers={'Accept': 'application/json', 'User-Agent': 'shop-sync/4.2'}",
        lambda: json.dumps({"name": "api", "envFile": "PORT=8080\nLOG=info\nREGION=eu"}, indent=2),
        lambda: "config loaded: " + json.dumps(json.dumps({"region": "eu", "retries": 3})),
        lambda: json.dumps(
            {"kind": "ConfigBundle", "files": {"app.yaml": "db:\n  host: db-1\n  password_file: /run/secrets/db\n"}}
        ),
    ],
)

I18N_TALK = [
    "የይለፍ ቃሌን ረሳሁት፤ እንዴት እቀይረዋለሁ?",
    "ខ្ញុំភ្លេចពាក្យសម្ងាត់ តើត្រូវប្ដូរយ៉ាងដូចម្ដេច?",
    "මගේ මුරපදය අමතක වුණා, කොහොමද වෙනස් කරන්නේ?",
    "Нууц үгээ мартчихлаа, яаж солих вэ?",
    "ངས་གསང་ཚིག་བརྗེད་སོང་། ག་རེ་བྱེད་དགོས།",
    "Mo gbàgbé ọ̀rọ̀ aṣínà mi, báwo ni mo ṣe lè yí i padà?",
    "Na manta kalmar sirri ta, ta yaya zan canza ta?",
    "Pakasqa siminiyta qunqarqani, imaynatataq tikrasaq?",
    "ຂ້ອຍລືມລະຫັດຜ່ານ, ຈະປ່ຽນແນວໃດ?",
    "စကားဝှက် မေ့သွားတယ်၊ ဘယ်လိုပြောင်းရမလဲ။",
    "मैले पासवर्ड बिर्सें, कसरी परिवर्तन गर्ने?",
    "Ngikhohliwe iphasiwedi yami, ngingayishintsha kanjani?",
    "Okwuntughe m chefuru m, kedu ka m ga-esi gbanwee ya?",
    "Waxaan ilaabay furaha sirta, sideen u beddelaa?",
    "Anghofiais fy nghyfrinair — sut mae ei newid?",
    "Nsejt il-password tiegħi, kif nista' nibdilha?",
    "Сырсөзүмдү унутуп калдым, кантип өзгөртөм?",
    "Mi forgesis mian pasvorton; kiel mi ŝanĝu ĝin?",
]
B(
    "talk_about_passwords_i18n",
    "talk about passwords without any value in "
    + str(len(I18N_TALK))
    + " languages (Amharic, Khmer, Sinhala, Mongolian, Tibetan, Yoruba, Hausa, Quechua, Lao, Burmese, Nepali, Zulu, Igbo, Somali, Welsh, Maltese, Kyrgyz, Esperanto)",
    [lambda t=t: t for t in I18N_TALK],
    rows=len(I18N_TALK),
)

I18N_ORD = [
    "ስብሰባው ነገ ከጠዋቱ 3 ሰዓት በክፍል 12 ይካሄዳል።",
    "ការប្រជុំនៅថ្ងៃស្អែកម៉ោង ៩ ព្រឹក បន្ទប់លេខ ១២។",
    "හෙට උදේ 9ට රැස්වීම, කාමර අංක 12.",
    "Маргааш 9 цагт 12 тоот өрөөнд хурал болно.",
    "Ìpàdé yóò wáyé ní agogo mẹ́sàn-án òwúrọ̀ ọ̀la ní yàrá 12.",
    "Taron zai kasance gobe da ƙarfe 9 na safe a ɗaki na 12.",
    "Paqarin 9 pachapi huñunakuy kanqa, 12 wasipi.",
    "ກອງປະຊຸມມື້ອື່ນ 9 ໂມງເຊົ້າ ຫ້ອງ 12.",
    "မနက်ဖြန် မနက် ၉ နာရီ အခန်း ၁၂ တွင် အစည်းအဝေးရှိသည်။",
    "भोलि बिहान ९ बजे कोठा १२ मा बैठक छ।",
    "Umhlangano uzoba kusasa ngo-9 ekuseni egumbini 12.",
    "Bydd y cyfarfod yfory am 9 y bore yn ystafell 12.",
    "Il-laqgħa għada fid-9 ta' filgħodu fil-kamra 12.",
    "Shirku wuxuu dhici doonaa berri 9-ka subaxnimo qolka 12.",
]
B(
    "ordinary_multilingual",
    "ordinary work messages with numbers in " + str(len(I18N_ORD)) + " of the new languages",
    [lambda t=t: t for t in I18N_ORD],
    rows=len(I18N_ORD),
)

B(
    "agent_memory_benign",
    "agent-memory requests without a secret: preferences, facts, where a password is kept (not what it is), that a key was rotated, reminders to change a password",
    [
        lambda: "Remember that I prefer aisle seats and vegetarian meals.",
        lambda: "Note for later: the staging database moved to db-2 on port 5433.",
        lambda: "For future reference, the router password is in Bitwarden under Shared/Home.",
        lambda: "Please remember I rotated the Stripe key today; the new one is in Vault at kv/billing/stripe.",
        lambda: "Keep in memory: my bike is the green one, lock on the left rail.",
        lambda: "Remind me next month to change the Wi-Fi password.",
        lambda: (
            "Memory entry: " + json.dumps({"type": "preference", "topic": "reports", "value": "weekly, Monday 9:00"})
        ),
        lambda: (
            "Save: the supplier's account number with us is "
            + digits(6)
            + " (their customer number, printed on invoices)."
        ),
        lambda: "From now on, use my work e-mail for invoices: ana@" + site(),
        lambda: "Don't store passwords for me; I'll type them each time.",
        lambda: "Remember that mum's birthday is on 14 March and she likes orchids.",
        lambda: "Store this for the team agent: prod deploys only on Tuesdays and Thursdays.",
    ],
)


def _pub_ssh() -> str:
    return ssh_ed25519(f"{user()}@{pick(WORDS)}")[1]


B(
    "public_keys",
    "public keys with real derivations: ssh-ed25519 lines (public key computed from a seed), SPKI Ed25519 PEM, PKCS#1 RSA PUBLIC KEY with a real modulus, authorized_keys and known_hosts entries, cloud-init",
    [
        lambda: _pub_ssh(),
        lambda: "# ~/.ssh/authorized_keys\n" + _pub_ssh(),
        lambda: pkcs8_ed25519()[1],
        lambda: rsa_key()[1],
        lambda: "cloud-init:\nusers:\n  - name: deploy\n    ssh_authorized_keys:\n      - " + _pub_ssh(),
        lambda: f"git.{site()} " + " ".join(_pub_ssh().split()[:2]),
        lambda: "Add my public key to the bastion please: " + _pub_ssh(),
        lambda: "JWT verification key (public):\n" + pkcs8_ed25519()[1],
    ],
)


def _fp() -> str:
    return ssh_ed25519("x")[2]


B(
    "fingerprints_records",
    "fingerprints and DNS key records: SSH SHA256 fingerprints computed from real keys, SSHFP and TLSA records, DKIM TXT p= public keys, PGP fingerprints, host-key prompts",
    [
        lambda: f"ED25519 key fingerprint is {_fp()}.",
        lambda: f"{host()}. IN SSHFP 4 2 {hx(64)}",
        lambda: f"_443._tcp.www.{site()}. IN TLSA 3 1 1 {hx(64)}",
        lambda: f's1._domainkey.{site()}. IN TXT "v=DKIM1; k=rsa; p={b64(162)}"',
        lambda: f"pub   ed25519 2026-01-04 [SC]\n      {hx(40).upper()}\nuid   [ultimate] Ana Ribeiro <ana@{site()}>",
        lambda: (
            f"The authenticity of host 'git.{site()}' can't be established.\nED25519 key fingerprint is {_fp()}.\nAre you sure you want to continue connecting (yes/no)?"
        ),
        lambda: f"256 {_fp()} deploy@ci (ED25519)",
        lambda: f"Certificate SHA-256 fingerprint: {':'.join(hx(64)[i : i + 2].upper() for i in range(0, 64, 2))}",
    ],
)

B(
    "ids_hashes",
    "identifiers and digests that grant nothing: commit SHAs, UUIDs, ULIDs, KSUIDs, Snowflake ids, content hashes, image digests, IPFS CIDs",
    [
        lambda: f"fixed in {hx(40)} (cherry-picked to release/4.2 as {hx(12)})",
        lambda: f"request_id={uuid4()}",
        lambda: f"order ULID {rs('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 26)}",
        lambda: f"ksuid: {b62(27)}",
        lambda: f"Discord message id {R.randrange(10**17, 10**18)}",
        lambda: f"sha256:{hx(64)}  app.tar.gz",
        lambda: f"image: ghcr.io/shop/api@sha256:{hx(64)}",
        lambda: f"ipfs://bafybei{rs('abcdefghijklmnopqrstuvwxyz234567', 52)}",
    ],
)

B(
    "public_references_checksummed",
    "public reference numbers with their real check digits, labelled as what they are: UPU S10 parcel ids (Correios, Canada Post, La Poste), ORCID iDs, IMEIs, ISBN-13",
    [
        lambda: f"Correios tracking: {upu_s10('LB', 'BR')}",
        lambda: f"Canada Post parcel {upu_s10('RR', 'CA')} arrives Thursday",
        lambda: f"La Poste: votre colis {upu_s10('CP', 'FR')} est en cours de livraison",
        lambda: f"Author ORCID iD: https://orcid.org/{orcid()}",
        lambda: f"IMEI of the lost phone (for the police report): {imei()}",
        lambda: "ISBN 978-0-306-40615-7 (library copy)",
        lambda: f"China Post registered mail {upu_s10('RA', 'CN')}",
        lambda: f"ORCID {orcid()} — please add to the grant form",
    ],
)

B(
    "iban_public",
    "IBANs with real check digits of the new countries, labelled as public payment details (invoices, donation pages, supplier records), no credential",
    [
        lambda: f"Please pay invoice {digits(6)} to IBAN {iban_spaced(iban('BG'))} (Sofia office)",
        lambda: f"Donations: {iban('LV')} — Latvian Red Cross appeal, published on our website",
        lambda: f"Supplier record: Limassol Marine Ltd, IBAN {iban('CY')}, BIC BCYPCY2N",
        lambda: f"Rent goes to {iban_spaced(iban('MT'))} by the 5th",
        lambda: f"Refund will be sent to IBAN {iban('IS')}",
        lambda: f"Company bank details for invoices: {iban('IL')}",
        lambda: f"Our Qatar branch receives payments at {iban('QA')}",
        lambda: f"Payroll routing (public on the invoice template): IBAN {iban('UA')}",
        lambda: f"Beneficiary: Tbilisi Books, IBAN {iban('GE')}",
        lambda: f"For school fees use IBAN {iban_spaced(iban('PK'))}",
    ],
)

B(
    "documented_examples",
    "documentation examples named as such: RFC 8032 test vector 1 secret key, the RFC 7519 example JWT, the BIP39 'abandon … about' test mnemonic, the Bitcoin wiki WIF example, the AWS documentation key pair, the RFC 4231 HMAC test key",
    [
        lambda: (
            "RFC 8032 §7.1 TEST 1 secret key (a published test vector, not a real key): 9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"
        ),
        lambda: (
            'The example JWT from RFC 7519 §3.1 starts with eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9 — the header {"typ":"JWT","alg":"HS256"} with CRLFs.'
        ),
        lambda: (
            "Every BIP39 library tests with the well-known all-zero vector: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about"
        ),
        lambda: (
            "Bitcoin wiki 'Wallet import format' example: 5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ (documentation example)"
        ),
        lambda: (
            "The AWS docs use AKIAIOSFODNN7EXAMPLE with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY as their example credentials."
        ),
        lambda: "RFC 4231 test case 1 uses key = 0x0b repeated 20 times and data 'Hi There'.",
        lambda: (
            "The xkcd comic's example passphrase 'correct horse battery staple' is on every cracking list now; pick your own."
        ),
        lambda: "RFC 6238 appendix B: the SHA1 test secret is the ASCII string 12345678901234567890.",
    ],
)

B(
    "documented_test_cards",
    "documented sandbox card numbers stated as test cards (generic Visa/Mastercard/Amex/Discover/JCB test numbers)",
    [
        lambda: "Use 4111 1111 1111 1111 with any future expiry in the sandbox.",
        lambda: "Stripe test card 4242 4242 4242 4242, CVC any 3 digits.",
        lambda: "Mastercard test number: 5555 5555 5555 4444 (test mode only).",
        lambda: "Amex sandbox card 378282246310005.",
        lambda: "Discover test card 6011111111111117 for QA.",
        lambda: "JCB test number from the Stripe docs: 3566002020360505",
        lambda: "Declined-card test: 4000 0000 0000 0002",
        lambda: "Test debit card 4000 0566 5566 5556 (sandbox)",
    ],
)

B(
    "card_like_numbers",
    "card-like numbers that are not usable cards: masked PANs, BINs, Luhn-invalid loyalty numbers, IMEIs labelled as such, gift-card order numbers, EANs",
    [
        lambda: f"Card: **** **** **** {rs(string.digits, 4)}",
        lambda: f"BIN 5019{rs(string.digits, 2)} belongs to Dankort",
        lambda: (lambda n: f"loyalty no. {n[:-1] + str((int(n[-1]) + 1) % 10)}")(luhn_complete("9", 16)),
        lambda: f"IMEI {imei()} (device inventory)",
        lambda: f"Gift card order #{digits(10)} shipped",
        lambda: f"EAN 40{rs(string.digits, 11)}",
        lambda: f"Receipt: VISA ************{rs(string.digits, 4)} AUTH {rs(string.digits, 6)}",
        lambda: f"Membership number {digits(12)}",
    ],
)

B(
    "otp_like_numbers",
    "digit strings that are not codes: Indian PIN codes (postal), gate and platform numbers, error codes, invoice numbers, a note that a code will arrive",
    [
        lambda: f"Ship to: 14 MG Road, Bengaluru, Karnataka, PIN code 560{rs(string.digits, 3)}",
        lambda: f"Train leaves from platform {R.randrange(1, 15)}, coach S{R.randrange(1, 9)}",
        lambda: f"Error 0x{hx(8).upper()} when syncing",
        lambda: f"Invoice {digits(6)} is overdue",
        lambda: "You'll get a 6-digit code by SMS; don't share it with anyone.",
        lambda: "Code expired — request a new one from the login screen.",
        lambda: f"Postleitzahl {rs(string.digits, 5)}",
        lambda: f"Flight ET{R.randrange(300, 999)} to Addis Ababa, gate {rs(string.digits, 2)}",
    ],
)

B(
    "science_identifiers",
    "scientific identifiers that look like tokens: InChIKeys, SMILES, DNA and protein sequences, UniProt and PDB ids, Wikidata Q ids, arXiv ids, GenBank accessions",
    [
        lambda: "Caffeine InChIKey: RYYVLZVUVIJVGH-UHFFFAOYSA-N",
        lambda: "SMILES of aspirin: CC(=O)OC1=CC=CC=C1C(=O)O",
        lambda: "primer: " + rs("ACGT", 24),
        lambda: "UniProt P69905 (hemoglobin subunit alpha)",
        lambda: "PDB entry 1HHO",
        lambda: "Wikidata Q" + str(R.randrange(10000, 9999999)),
        lambda: f"arXiv:2{R.randrange(100, 512)}.{rs(string.digits, 5)}",
        lambda: "peptide: " + rs("ACDEFGHIKLMNPQRSTVWY", 40),
    ],
)

B(
    "code_reads_secret",
    "code that reads secrets from the environment, files or a prompt in languages not used before: Crystal, OCaml, F#, Erlang, Gleam, Racket, Ada, Fortran, Pascal, Tcl, AWK, Raku",
    [
        lambda: 'token = ENV["API_TOKEN"]? || abort("API_TOKEN missing")',
        lambda: 'let password = Sys.getenv "DB_PASSWORD" in',
        lambda: 'let apiKey = System.Environment.GetEnvironmentVariable "API_KEY"',
        lambda: 'Key = os:getenv("API_KEY"),',
        lambda: 'let assert Ok(key) = envoy.get("API_KEY")',
        lambda: '(define password (getenv "DB_PASSWORD"))',
        lambda: 'Password : constant String := Ada.Environment_Variables.Value ("DB_PASSWORD");',
        lambda: 'call get_environment_variable("API_KEY", key, status=stat)',
        lambda: "Password := GetEnvironmentVariable('DB_PASSWORD');",
        lambda: "set token $::env(API_TOKEN)",
        lambda: "awk -v key=\"$API_KEY\" 'BEGIN { print length(key) }'",
        lambda: 'my $token = %*ENV<API_TOKEN> // die "no token";',
    ],
)

B(
    "benign_logs",
    "operational logs without a value: fail2ban bans, successful logins, key rotations, token refresh failures, certificate renewals, password policy violations",
    [
        lambda: f"2026-12-03 04:12:55,118 fail2ban.actions [812]: NOTICE [sshd] Ban 203.0.113.{R.randrange(1, 254)}",
        lambda: f"INFO login ok user={user()} method=passkey ip=10.2.0.{R.randrange(1, 254)}",
        lambda: "INFO signing key rotated kid=2026-12 previous=2026-11",
        lambda: "WARN token refresh failed: invalid_grant (refresh token expired)",
        lambda: f"certbot: Congratulations, all renewals succeeded: /etc/letsencrypt/live/{site()}/fullchain.pem",
        lambda: "ERROR password rejected: too short (min 12)",
        lambda: "audit: api key created name=ci last4=" + hx(4),
        lambda: "sshd[2231]: Failed password for invalid user admin from 198.51.100.7 port 51222 ssh2",
    ],
)

B(
    "crypto_public",
    "public blockchain data: Litecoin and Dogecoin P2PKH addresses with real Base58Check, transaction hashes, block heights, a Monero primary address notice without keys",
    [
        lambda: f"send the LTC to {p2pkh(0x30)}",
        lambda: f"Dogecoin tip jar: {p2pkh(0x1E)}",
        lambda: f"tx {hx(64)} confirmed at height {R.randrange(800000, 900000)}",
        lambda: f"Dash address for donations: {p2pkh(0x4C)}",
        lambda: "never share your seed phrase; the address is safe to share",
        lambda: f"ETH address (public): 0x{hx(40)}",
        lambda: f"block hash 0000000000000000000{hx(45)}",
        lambda: "view-only wallet set up; no spend key on this machine",
    ],
)

B(
    "config_no_secrets",
    "server configuration without secrets: Caddyfile, HAProxy, Traefik, Envoy, nftables, Nginx with auth_basic_user_file, Prometheus scrape configs",
    [
        lambda: "example.org {\n\treverse_proxy localhost:8080\n\tencode zstd gzip\n}",
        lambda: "frontend https\n    bind :443 ssl crt /etc/haproxy/certs/\n    default_backend app",
        lambda: "http:\n  routers:\n    api:\n      rule: Host(`api.example.org`)\n      service: api",
        lambda: "clusters:\n- name: backend\n  connect_timeout: 1s\n  type: STRICT_DNS",
        lambda: (
            "table inet filter {\n  chain input { type filter hook input priority 0; policy drop; tcp dport {22, 443} accept }\n}"
        ),
        lambda: 'location /admin {\n    auth_basic "Admin";\n    auth_basic_user_file /etc/nginx/.htpasswd;\n}',
        lambda: "scrape_configs:\n  - job_name: node\n    static_configs:\n      - targets: ['10.0.0.5:9100']",
        lambda: (
            "[Interface]\nAddress = 10.8.0.2/24\nPrivateKey = (from /etc/wireguard/private.key via PostUp)\nDNS = 10.8.0.1"
        ),
    ],
)

B(
    "talk_about_passwords_en",
    "talk about passwords, keys, PINs and codes in English without any value, in new settings: passkeys, shared family accounts, agent memory policies",
    [
        lambda: "We're moving everyone to passkeys, so passwords become a fallback.",
        lambda: "Can the agent remember my passwords? No — it stores where they are, not what they are.",
        lambda: "The family Netflix password changed again; ask Dad.",
        lambda: "Why does the bank want a 6-digit PIN and the app a 4-digit one?",
        lambda: "Tip: a long passphrase beats a short complex password.",
        lambda: "Your API key is shown only once; copy it into the password manager.",
        lambda: "The router still uses the default admin password — change it this weekend.",
        lambda: "If you lose the recovery codes, support can't restore the account.",
        lambda: "Never paste tokens into chat; use the secrets manager share link.",
        lambda: "What's a good length for a Wi-Fi password? 20 characters is fine.",
        lambda: "Remember to enable 2FA on the registrar account.",
        lambda: "OTP codes expire after 30 seconds, so type quickly.",
    ],
)


# more phrasings for the benign kinds whose phrasings are fixed texts (each fixed text is used once)
_MORE: dict[str, list[Callable[[], str]]] = {
    "org_mode_benign": [
        lambda: "#+TITLE: Password policy\n* Minimum length 14\n* No rotation unless compromised",
        lambda: "* DONE move secrets to Vault\n  CLOSED: [2026-11-28 Sat 16:02]",
        lambda: (
            "#+begin_src restclient\nGET https://api.example.org/v2/orders\nAuthorization: Bearer :token\n#+end_src\n(:token comes from auth-source)"
        ),
        lambda: (
            "| account | 2FA | where |\n|---------+-----+-------|\n| bank | app | Bitwarden |\n| mail | key | YubiKey |"
        ),
    ],
    "latex_benign": [
        lambda: "\\newcommand{\\keyspace}{2^{128}}",
        lambda: "We hash each password $p$ as $H(s \\,\\|\\, p)$ with a per-user salt $s$.",
        lambda: '\\begin{verbatim}\nssh-keygen -t ed25519 -C "lab@uni"\n\\end{verbatim}',
        lambda: "\\item Token lifetime: 15\\,min; refresh token lifetime: 30\\,days.",
    ],
    "asciidoc_rst_benign": [
        lambda: "TIP: Use `op read op://Shared/db/password` instead of copying the password.",
        lambda: "Security\n========\n\nAll tokens are stored hashed (SHA-256) and shown once.",
        lambda: ":toc: left\n:source-highlighter: rouge\n= Operations handbook",
        lambda: ".. warning::\n\n   Do not commit ``.env`` files; they are in ``.gitignore``.",
    ],
    "xml_svg_benign": [
        lambda: '<string name="pin_prompt">Enter your 4-digit PIN</string>',
        lambda: '<svg viewBox="0 0 10 10"><title>lock icon</title><rect x="2" y="4" width="6" height="5"/></svg>',
        lambda: '<add key="PasswordMinLength" value="12"/>',
        lambda: "<!-- API keys are injected at build time from CI secrets -->",
    ],
    "dockerfile_compose_benign": [
        lambda: "FROM alpine:3.20\nRUN adduser -D -H app\nUSER app",
        lambda: 'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "8080:80"',
        lambda: "docker run --env-file .env.local -p 3000:3000 shop/web",
        lambda: "ENV PASSWORD_MIN_LENGTH=12 TOKEN_TTL_SECONDS=900",
    ],
    "systemd_cron_benign": [
        lambda: "[Timer]\nOnCalendar=*-*-* 03:00:00\nPersistent=true",
        lambda: "@reboot /usr/local/bin/mount-nas.sh   # reads /etc/nas.credentials",
        lambda: "[Service]\nDynamicUser=yes\nProtectSystem=strict\nExecStart=/usr/bin/app",
        lambda: "0 4 * * 0 certbot renew --quiet",
    ],
    "build_file_benign": [
        lambda: "test:\n\tpytest -q --maxfail=1",
        lambda: "lint:\n\truff check . && mypy src",
        lambda: "check-secrets:\n\tgitleaks detect --no-banner",
        lambda: 'add_compile_definitions(APP_VERSION="4.2.0")',
    ],
    "protobuf_graphql_benign": [
        lambda: (
            "message ApiKey {\n  string id = 1;\n  string last_four = 2;\n  google.protobuf.Timestamp created = 3;\n}"
        ),
        lambda: "query { viewer { login passwordChangedAt twoFactorEnabled } }",
        lambda: "rpc RotateKey(RotateKeyRequest) returns (RotateKeyResponse);",
        lambda: '{"errors":[{"message":"Invalid password","extensions":{"code":"UNAUTHENTICATED"}}]}',
    ],
    "sql_dialect_benign": [
        lambda: "SELECT COUNT(*) FROM users WHERE password_changed_at < now() - interval '1 year';",
        lambda: "ALTER TABLE api_keys ADD COLUMN key_hash CHAR(64) NOT NULL;",
        lambda: "CREATE USER analyst IDENTIFIED WITH auth_socket;",
        lambda: "REVOKE ALL ON DATABASE shop FROM PUBLIC;",
    ],
    "calendar_contact_benign": [
        lambda: (
            "BEGIN:VEVENT\nSUMMARY:Security training\nDESCRIPTION:Topic: phishing and password managers\nEND:VEVENT"
        ),
        lambda: (
            "BEGIN:VCARD\nVERSION:4.0\nFN:IT Helpdesk\nTEL:+351 21 000 1234\nNOTE:Never asks for your password\nEND:VCARD"
        ),
        lambda: "BEGIN:VEVENT\nSUMMARY:Dentist\nLOCATION:Rua Augusta 20\\, Lisboa\nEND:VEVENT",
        lambda: "BEGIN:VTODO\nSUMMARY:Change router admin password\nSTATUS:NEEDS-ACTION\nEND:VTODO",
    ],
    "git_config_benign": [
        lambda: "[commit]\n\tgpgsign = true\n[gpg]\n\tformat = ssh",
        lambda: "[core]\n\tautocrlf = input\n\teditor = nvim",
        lambda: "git remote set-url origin git@gitlab.example.org:web/site.git",
        lambda: "[credential]\n\thelper = cache --timeout=3600",
    ],
    "dotfile_benign": [
        lambda: "# ~/.wgetrc\ntimeout = 30\ntries = 3",
        lambda: "[default]\nregion = eu-west-1\noutput = json",
        lambda: "Host bastion\n  HostName bastion.example.org\n  User deploy\n  IdentityFile ~/.ssh/id_ed25519",
        lambda: "machine api.example.org login deploy   # password from the keyring",
    ],
    "devtools_copy_benign": [
        lambda: "curl -I https://www.example.org/",
        lambda: 'fetch("https://api.example.org/v1/public/holidays?country=PT").then(r => r.json())',
        lambda: "HTTP/2 200\ncontent-type: application/json\ncache-control: max-age=60",
        lambda: "Copy as cURL (bash) → curl 'https://maps.example.org/tiles/12/2047/1361.png'",
    ],
    "k8s_runtime_benign": [
        lambda: (
            "NAME                   READY   STATUS    RESTARTS   AGE\napi-7c9f8d-x2k4p       1/1     Running   0          3h"
        ),
        lambda: "kubectl rollout restart deploy/api",
        lambda: "Normal  Scheduled  pod/api-7c9f  Successfully assigned shop/api-7c9f to node-3",
        lambda: "helm install grafana grafana/grafana --set admin.existingSecret=grafana-admin",
    ],
    "audit_log_benign": [
        lambda: "EventID 4723: An attempt was made to change an account's password.\n  Account Name: ana",
        lambda: "INFO mfa enrolled user=bo factor=webauthn",
        lambda: json.dumps(
            {"action": "secret.read", "path": "kv/billing/stripe", "actor": "svc-billing", "result": "allowed"}
        ),
        lambda: "Dec  3 10:00:01 web1 CRON[991]: (root) CMD (/usr/local/bin/backup.sh)",
    ],
    "chatops_benign": [
        lambda: "/standup yesterday: password reset flow; today: passkeys",
        lambda: "!uptime api",
        lambda: "/rotate-keys billing --dry-run",
        lambda: "/status incident-482 resolved",
    ],
    "ocr_text_benign": [
        lambda: "EMERGENCY EXIT\nKeep clear",
        lambda: "Wi-Fi: Guest\nAsk staff for the code",
        lambda: "INVOICE 2026-1189\nTotal due: 412,00 EUR\nDue date: 15.12.2026",
        lambda: "Please change your password\nat first login\n(IT department)",
    ],
    "markdown_inline_benign": [
        lambda: "- [x] move **API keys** to the vault\n- [ ] enable *2FA* for everyone",
        lambda: "`PASSWORD_MIN_LENGTH` defaults to **12**.",
        lambda: "> [!WARNING]\n> Never commit `.env` files.",
        lambda: "Use *your own* passphrase — the examples in the docs are public.",
    ],
    "spelled_aloud_benign": [
        lambda: f"order reference {spell(rs(string.ascii_lowercase, 3) + rs(string.digits, 3), NATO, NUMW['en'])}",
        lambda: f"Kennzeichen: {spell('mkk' + rs(string.digits, 3), GERMAN_ALPHA, NUMW['de'])}",
        lambda: f"nom de famille : {spell('lefebvre', FRENCH_ALPHA, NUMW['fr'], ', ')}",
        lambda: f"apellido: {spell('zubizarreta', SPANISH_ALPHA, NUMW['es'])}",
    ],
    "lookalike_script_benign": [
        lambda: "Добро jутро! Sastanak u 9.",
        lambda: mapchars("team lunch", SMALLCAPS) + " — Friday 13:00",
        lambda: sans("Release notes") + " v4.2",
        lambda: "Ꮎ ᏣᎳᎩ — hello in Cherokee is ᏏᏲ (siyo)",
    ],
    "encoding_benign": [
        lambda: ".-.. --- ...- . (love, in morse)",
        lambda: "percent-encoded: caf%C3%A9%20com%20leite",
        lambda: "&lt;b&gt;bold&lt;/b&gt; is how the HTML shows up escaped",
        lambda: "\\u00e9l\\u00e8ve (JSON escape of élève)",
    ],
    "nested_escape_benign": [
        lambda: '{"msg":"login failed","body":"{\\"username\\":\\"ana\\"}"}',
        lambda: "repr: {'status': 'ok', 'items': 3}",
        lambda: '{"html":"\\u003cp\\u003eHello\\u003c/p\\u003e"}',
        lambda: json.dumps({"query": "mutation { logout }"}),
    ],
    "science_identifiers": [
        lambda: "ISSN 0028-0836 (Nature)",
        lambda: "GenBank accession MN908947.3",
        lambda: "RefSeq NM_000546.6 (TP53)",
        lambda: "Ensembl ENSG00000141510",
    ],
    "benign_logs": [
        lambda: "INFO user ana enabled a passkey",
        lambda: "WARN 3 failed login attempts for bo; account locked for 15 min",
        lambda: "INFO password reset e-mail sent to b***@example.org",
        lambda: "DEBUG vault lease renewed lease_id=database/creds/ro/" + b62(24),
    ],
    "config_no_secrets": [
        lambda: "[mysqld]\nbind-address = 127.0.0.1\nmax_connections = 200",
        lambda: "listen_addresses = 'localhost'\nssl = on\npassword_encryption = scram-sha-256",
        lambda: "PasswordAuthentication no\nPubkeyAuthentication yes\nPermitRootLogin no",
        lambda: "[auth]\nmin_password_length = 12\nlockout_after = 5",
    ],
    "documented_examples": [
        lambda: (
            "Kubernetes docs example: echo -n 'admin' | base64 → YWRtaW4= (a documentation example, not a credential)"
        ),
        lambda: "The Twilio docs show account SIDs as ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX in examples.",
    ],
    "documented_test_cards": [
        lambda: "Mastercard test number 5105 1051 0510 5100 (sandbox docs)",
        lambda: "Visa test card 4012 8888 8888 1881 for the QA environment",
        lambda: "JCB test card 3530 1113 3330 0000 (documented for sandbox)",
    ],
}
for _k, _fs in _MORE.items():
    PH[_k].extend(_fs)
# Benign kinds with fixed texts have one row per phrasing; the ones with random values keep 12 rows.
_RANDOM_BENIGN = {
    "public_keys",
    "fingerprints_records",
    "ids_hashes",
    "public_references_checksummed",
    "iban_public",
    "card_like_numbers",
    "otp_like_numbers",
    "crypto_public",
    "mail_headers_benign",
    "split_value_benign",
}
for _k, (_lab, _n, _w) in list(META.items()):
    if _lab == "benign":
        META[_k] = (_lab, max(12, len(PH[_k])) if _k in _RANDOM_BENIGN else len(PH[_k]), _w)

# ================================================================ wrappers, build, output

WRAPPERS: list[Callable[[str, Random], str]] = [
    lambda t, w: f"[Signal · Note to Self] {t}",
    lambda t, w: f"[03.12.2026 {w.randrange(7, 23):02d}:{w.randrange(60):02d}] Ana: {t}",
    lambda t, w: f"@bo:matrix.org: {t}",
    lambda t, w: (
        "On Wed, 2 Dec 2026 at 18:03, Ana <ana@kestrelbay.io> wrote:\n" + "\n".join("> " + ln for ln in t.split("\n"))
    ),
    lambda t, w: f"note for later ↓\n{t}",
    lambda t, w: f"{t}\n\n-- \nSent from Proton Mail mobile",
    lambda t, w: f"Assistant, keep this: {t}",
    lambda t, w: f"{t}\n#inbox #todo",
    lambda t, w: f"Daily note 2026-12-03\n- {t}",
    lambda t, w: (
        ["Cofia hyn: ", "Ftakar: ", "አስታውስ፦ ", "ចាំ៖ ", "Rántí: ", "Ka tuna: ", "Санаарай: ", "सम्झनु: "][w.randrange(8)]
        + t
    ),
    lambda t, w: f"Clipboard history → {t}",
    lambda t, w: json.dumps({"tool": "memory.save", "args": {"text": t, "tags": ["user"]}}, ensure_ascii=False),
]


def wrap(text: str, w: Random) -> str:
    return WRAPPERS[w.randrange(len(WRAPPERS))](text, w)


def build() -> list[dict[str, str]]:
    global R
    R = Random(SEED)
    w = Random(SEED + 1)
    rows: list[dict[str, str]] = []
    seen: set[str] = set()
    for name, (label, n, _what) in META.items():
        phr = PH[name]
        order: list[int] = []
        while len(order) < n:
            block = list(range(len(phr)))
            R.shuffle(block)
            order += block
        for idx in order[:n]:
            for attempt in range(12):
                base = phr[(idx + attempt // 4) % len(phr)]()
                text = wrap(base, w) if w.random() < WRAP_P else base
                if len(text) <= MAX_LEN and base not in seen and text not in seen:
                    break
            else:
                raise RuntimeError(f"{name}: no fresh row after 12 tries")
            seen.add(base)
            seen.add(text)
            rows.append({"text": text, "label": label, "kind": name})
    Random(SEED + 2).shuffle(rows)
    return rows


def render(rows: list[dict[str, str]]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def table(rows: list[dict[str, str]]) -> str:
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["kind"]] = counts.get(r["kind"], 0) + 1
    out = []
    for label, title in (("secret", "Secrets"), ("benign", "Benign near-misses")):
        names = [k for k, m in META.items() if m[0] == label]
        total = sum(counts[k] for k in names)
        out.append(f"{title} ({total} in {len(names)} kinds):\n")
        out.append("| kind | rows | phrasings | what |\n|---|---:|---:|---|")
        out.extend(f"| `{k}` | {counts[k]} | {len(PH[k])} | {META[k][2]} |" for k in names)
        out.append("")
    return "\n".join(out)


def main(argv: list[str]) -> int:
    t0 = time.perf_counter()
    rows = build()
    data = render(rows)
    if "--check" in argv:
        if not OUT.exists() or OUT.read_bytes() != data:
            print(f"{OUT.name} is stale: run make_blind9.py", file=sys.stderr)
            return 1
        print(f"{OUT.name} is up to date ({len(rows)} rows)")
        return 0
    if "--table" in argv:
        print(table(rows))
        return 0
    OUT.write_bytes(data)
    counts: dict[str, int] = {}
    for r in rows:
        counts[r["kind"]] = counts.get(r["kind"], 0) + 1
    for k, (label, _n, _w) in META.items():
        print(f"{label:6} {k:32} {counts[k]:4}")
    sec = sum(1 for r in rows if r["label"] == "secret")
    nkinds = sum(1 for m in META.values() if m[0] == "secret")
    print(
        f"{sec} secrets in {nkinds} kinds, {len(rows) - sec} benign in {len(META) - nkinds} kinds, "
        f"longest {max(len(r['text']) for r in rows)} chars, {time.perf_counter() - t0:.1f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
