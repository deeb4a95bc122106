"""Round 35: a symmetric key written as hex where a key's name governs it (a leaf module: it imports nothing of the
guard; :mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is public, an
example or an identifier).

A device's shared key (a MIFARE sector key, a LoRaWAN AppKey, a site key, an HMAC key) is 6 to 32 random bytes
written as hex, and its name often ends in "key" glued to what it keys (``AppKey``, ``NwkSKey``, ``APPKEY``) or is
followed by the key's slot (``key A``, ``key B``), which the credential rows, wanting the word ``key`` alone and 20
characters or more, do not read. Four layouts:

* **named**: a name ending in "key" (or a command's ``-k``), an optional slot letter, a parenthesis, a short "on / for
  / of ..." phrase, ``:`` / ``=`` / "is" / "it's", then 12-64 hex digits of one case (an even count, letters and
  digits both, not a run of one digit pair as the public transport keys ``FFFFFFFFFFFF``, ``A0A1A2A3A4A5``);
* **a table's key column**: a header cell named so (``key A``, ``AppKey``), the hex values under it;
* **a C byte array named for a key**: ``APPKEY[16] = { 0xFF, 0xD2, ... }``, eight bytes or more;
* **a list of keys**: a line naming keys (``keys.dic for the hotel cards``), then lines holding one hex value each.

Not a public, published or example key, a fingerprint, a key's id, a signing or node key, a serial, a UID or an EUI
(said on the line before the value), nor a hash.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from .slots import GatedFinder

_KEY_NAME = r"(?i:[a-z]{0,8}key)"
NAMED = GatedFinder(r"[0-9A-Fa-f]{12}", re.compile(
    r"(?<![\w-])(?P<k>" + _KEY_NAME + r"|(?<=[ \t])-k)(?:[ \t]+[AB])?(?![\w-])"
    r"(?P<w>(?:[ \t]*\([^()\n]{0,30}\))?(?:[ \t]+(?:on|for|of|to)[ \t]+[^\n,.;:()]{1,30},?)?"
    r"[ \t]*(?:[:=]|\b(?:is|was|it's|it is)\b)?)[ \t]*[\"']?(?P<v>[0-9A-Fa-f]{12,64})(?![\w-])"))
NAMED_ANCHORS = ("key", "-k")

# A markdown / pipe table whose header names a key column, its rule line, then rows.
TABLE = re.compile(r"(?im)^(?P<h>[^\n]*\|[^\n|]*key[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
                   r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)")
TABLE_ANCHORS = ("key",)
# The same table layout, found from any header word (a row of :mod:`.entered` reads a control number's column).
CONTROL_TABLE = re.compile(TABLE.pattern.replace("key", "control"))
CONTROL_TABLE_ANCHORS = ("control",)

BYTES = GatedFinder(r"0[xX][0-9A-Fa-f]{2}", re.compile(
    r"(?i)(?<![\w-])(?P<k>\w*key\w*)[ \t]*(?:\[[ \t]*\d*[ \t]*\])?[ \t]*=[ \t]*\{[ \t]*"
    r"(?P<v>0x[0-9a-f]{2}(?:[ \t]*,[ \t]*0x[0-9a-f]{2}){7,63})[ \t]*,?[ \t]*\}"))
BYTES_ANCHORS = ("key",)

LISTED = GatedFinder(r"[0-9A-Fa-f]{12}", re.compile(
    r"(?im)^(?P<h>[^\n]*\bkeys\b[^\n]*)\n(?P<v>[ \t]*[0-9a-f]{12,64}[ \t]*)$"))
LISTED_ANCHORS = ("keys",)

_NOT_SECRET = re.compile(r"(?i)public|publish|search|fingerprint|signing|\bnode|\bid\b|\bids\b|test|example|sample|"
                         r"\buid|serial|eui|\bmac\b|hash|checksum|known|default|transport|factory|dummy|fake|placeholder")


_HEX = re.compile(r"[0-9A-Fa-f]+")


def _hex_key(v: str) -> bool:
    """12-64 hex digits of one case, an even count, with letters and digits, not a repeated pair or counted bytes."""
    if len(v) % 2 or not 12 <= len(v) <= 64 or not (v.isupper() or v.islower()) or _HEX.fullmatch(v) is None:
        return False  # a table's cell may hold anything (a UUID's dashes, words)
    digits = sum(c.isdigit() for c in v)
    if digits < 2 or digits == len(v):
        return False
    return _random_bytes([int(v[i:i + 2], 16) for i in range(0, len(v), 2)])


def _random_bytes(values: list[int]) -> bool:
    """Not a run of one byte or of a few repeated (FFFFFFFFFFFF, D3F7D3F7D3F7), not bytes counted up (A0A1A2A3A4A5)."""
    if len(set(values)) * 2 <= len(values):
        return False
    return not all((b - a) & 0xFF == 1 or (b - a) & 0x0F == 1 for a, b in itertools.pairwise(values))


def _said_public(text: str, start: int, end: int) -> bool:
    line = text.rfind("\n", 0, start) + 1
    return _NOT_SECRET.search(text, max(line, start - 40), end) is not None


def named(m: re.Match[str]) -> tuple[int, int] | None:
    """The hex value after a key's name is a key (see the module's text)."""
    if not _hex_key(m.group("v")) or _said_public(m.string, m.start(), m.start("v")):
        return None
    return m.span("v")


def _cells(line: str) -> list[str]:
    body = line[line.find("|"):].strip()
    return [c.strip() for c in body.strip("|").split("|")]


def table(m: re.Match[str]) -> tuple[int, int] | None:
    """The first hex key under a header cell named for a key."""
    return column_value(m, lambda c: re.fullmatch(r"(?i)(?:[a-z]{0,8}[ _-]?)?key(?:[ _-]?[ab])?", c) is not None
                        and not _NOT_SECRET.search(c), _hex_key)


def column_value(m: re.Match[str], header_ok: Callable[[str], bool],
                 value_ok: Callable[[str], bool]) -> tuple[int, int] | None:
    """The first cell that ``value_ok`` takes under a header cell that ``header_ok`` takes, in the table of a match
    whose groups are ``h`` (the header line) and ``rows`` (the rows after the rule line)."""
    columns = [i for i, c in enumerate(_cells(m.group("h"))) if header_ok(c)]
    if not columns:
        return None
    at = m.start("rows")
    for row in m.group("rows").split("\n"):
        cells = _cells(row) if "|" in row else []
        for i in columns:
            if i < len(cells) and value_ok(cells[i]):
                start = m.string.index(cells[i], at)
                return start, start + len(cells[i])
        at += len(row) + 1
    return None


def byte_array(m: re.Match[str]) -> tuple[int, int] | None:
    """A C array named for a key (not a public key nor an EUI), of bytes that are not all one or counted."""
    if _NOT_SECRET.search(m.group("k")) or re.search(r"(?i)pub", m.group("k")):
        return None
    return m.span("v") if _random_bytes([int(b, 16) for b in re.findall(r"0x([0-9a-fA-F]{2})", m.group("v"))]) else None


def listed(m: re.Match[str]) -> tuple[int, int] | None:
    """A line naming keys, then a line of one hex key."""
    v = m.group("v").strip()
    if _NOT_SECRET.search(m.group("h")) or not _hex_key(v):
        return None
    start = m.string.index(v, m.start("v"))
    return start, start + len(v)
