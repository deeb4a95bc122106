"""Round 40: what opens an account or a door, read by its service's shape or by the thing it opens rather than by a
credential's name (a leaf module: it imports only :mod:`.held`'s value test and :mod:`.slots`' gate; :mod:`.secrets`
adds its rows, and its near-miss check still takes back what a row's line says is public, an example or a
placeholder).

* **a VPN's account number**: 16 digits (in fours or not) on a line naming a VPN (``vpn``, Mullvad, whose account
  number is its only login) or in the two lines under it ("mullvad: 7387 0373 5446 2184", ``Screenshot: Mullvad VPN
  > Account`` / ``Account number`` / ``7524 0748 1340 2883``); a bank's account number has 8 digits, an AWS account's
  12;
* **an IVPN account ID**: ``i-XXXX-XXXX-XXXX``, capitals and digits, both in it, in a text naming IVPN;
* **an OpenVPN ``auth-user-pass`` file**: ``auth-user-pass creds.txt`` then the file's two lines, a user name and a
  password of 16-64 letters and digits (a config's bare ``auth-user-pass`` names no file);
* **keys told by their scope**: "PurpleAir API keys for the map: read <uuid>, write <uuid>": a UUID after "read" /
  "write" / "admin" right after the keys' (or tokens') colon - a key's scope names it, an identifier has none;
* **the code of a key box, a key safe or a phone's unlock**: "the keybox at the holiday flat is 974", "the hall's
  key safe is 908", "my phone unlock is 465989 if ...": 3-8 digits, not one repeated.
"""

from __future__ import annotations

import itertools
import re

from .held import _said_not_secret
from .slots import GatedFinder

# ---- a VPN's account number; an IVPN account ID
VPN_NUMBER = GatedFinder(
    r"(?i)vpn|mullvad",
    re.compile(
        r"(?i)(?<![\w-])(?:vpn|mullvad)(?![\w-]{2})[^\n]{0,90}?(?:\n[^\n]{0,40}?){0,2}?"
        r"(?<![\w-])(?P<v>\d{4}(?:[ -]?\d{4}){3})(?![\w-]|[.,]\d)"
    ),
)
VPN_NUMBER_ANCHORS = ("vpn", "mullvad")
IVPN_ID = GatedFinder(
    r"(?i)ivpn",
    re.compile(r"(?<![\w-])(?P<v>i-(?=[A-Z-]*\d)(?=[0-9-]*[A-Z])[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})(?![\w-])"),
)
IVPN_ID_ANCHORS = ("ivpn",)  # (the service named: "i-" is in every "wi-fi")

# ---- an OpenVPN auth-user-pass file's two lines
AUTH_FILE = GatedFinder(
    r"auth-user-pass[ \t]+\S",
    re.compile(
        r"(?m)auth-user-pass[ \t]+\S+[ \t]*\n(?:[ \t]*-{2,}[^\n]*\n)?[ \t]*[A-Za-z0-9]{12,64}[ \t]*\n"
        r"[ \t]*(?P<v>[A-Za-z0-9]{16,64})[ \t]*$"
    ),
)
AUTH_FILE_ANCHORS = ("auth-user-pass",)


def random_line(m: re.Match[str]) -> tuple[int, int] | None:
    """Letters of both cases and digits: a generated password, not a word."""
    v = m.group("v")
    if re.search(r"\d", v) and re.search(r"[a-z]", v) and re.search(r"[A-Z]", v):
        return m.span("v")
    return None


# ---- the code of a key box, a key safe, a phone's unlock
BOX = GatedFinder(
    r"(?i)key[ -]?(?:box|safe)|lock[ -]?box|unlock",
    re.compile(
        r"(?i)(?<![\w-])(?:key[ -]?box|key[ -]?safe|lock[ -]?box|(?:phone|tablet|laptop|ipad|screen)[ \t]+unlock)"
        r"(?:[ \t]+code)?(?:[ \t]+(?:by|at|on|of|in)[ \t]+[^\n,;:]{1,40}?)?[ \t]*(?:is|:)[ \t]+(?P<v>\d{3,8})"
        r"(?=[,;][ \t]|[ \t]+(?:if|and|but|so)[ \t]|[.,;]?[ \t]*(?:\n|$))"
    ),
)
BOX_ANCHORS = (
    "keybox",
    "key box",
    "key-box",
    "keysafe",
    "key safe",
    "key-safe",
    "lockbox",
    "lock box",
    "lock-box",
    "unlock",
)


def number(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits, not one repeated (nor a year), not said to be public or an example."""
    v = re.sub(r"[ -]", "", m.group("v"))
    if len(set(v)) == 1 or re.fullmatch(r"(?:19|20)\d\d", v) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a lichess personal token: "lip_" and 20 letters and digits, letters alone too ("lip_kxTEZgmtqRtmTPHysA6c" is
# read by the other rows; "lip_SWWdmtHXlafweiugcz" was not: its body holds no digit)
LICHESS = re.compile(r"(?<![A-Za-z0-9_-])(?P<v>lip_[A-Za-z0-9]{20})(?![\w-])")
LICHESS_ANCHORS = ("lip_",)


def case_changes(body: str) -> int:
    """How often `body` changes case between two neighbouring letters (a generator's value changes often, a name's
    "BalmCollectionForSummer" seldom)."""
    return sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(body) if a.isalpha() and b.isalpha())


def mixed_case(m: re.Match[str]) -> tuple[int, int] | None:
    """A body of both cases, changing case often (a generator's, not a name's "lip_BalmCollectionForSummer")."""
    body = m.group("v")[4:]
    upper = sum(c.isupper() for c in body)
    return m.span("v") if 4 <= upper <= 16 and case_changes(body) >= 6 else None


# ---- keys told by their scope: "API keys for the sensor map: read <uuid>, write <uuid>"
UUID = r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"
SCOPED = GatedFinder(
    r"(?i)(?:keys|tokens)[^\n:]{0,60}:[ \t]+(?:read|write|admin)",
    re.compile(
        r"(?i)(?<![\w-])(?:keys|tokens)(?![\w-])[^\n:]{0,60}:[ \t]+(?:read(?:[ _-]?only)?|write|admin)[ \t]*[:=]?[ \t]+"
        r"(?P<v>" + UUID + r")(?![\w-])"
    ),
)
SCOPED_ANCHORS = ("keys", "tokens")
