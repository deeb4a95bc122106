"""A software licence key in the shapes vendors print them (round 29).

A licence key activates a paid seat: whoever reads it can use (or burn) the seat. Vendors print keys in a few shapes
that ordinary text does not take, so the shape is read with or without a label ("slmgr /ipk X", "X (2 seats)",
"X (ops@example.org)", "our Ableton serial is X"):

* :data:`GROUPED` - four to six groups of four or five capitals and digits joined by "-", every group the same length
  (Windows' "9GHRC-8PCHH-GVQ3R-RYQKQ-TDQR7", "4Q4T-QF8Z-HPY5-XB4O"). Three groups or more hold a letter, so a
  Windows product ID ("40445-22981-11595-AA285": numbers and one lettered group) is not one; a mask ("XXXXX-XXXXX-...")
  and Microsoft's published KMS client setup keys (public by design, :data:`PUBLIC_KEYS`) are not values, nor is a
  key on a line that calls it a KMS, GVLK or generic setup key.
* :data:`HEXED` - two capitals or digits, then two groups of eight hexadecimal digits ("WB-C9F92A74-ABE7946F").
* :data:`NUMBERED` - three digits, "-", eight digits ("360-14923333"): a number of this shape is also an order's or a
  phone's, so the key's word (licence, serial, key, seat, activation, registration) must be on its line.
* :data:`ACTIVATION` - an offline activation code: ten capitals or digits, "-", then a base64 body of forty or more
  characters on its line (JetBrains' "OW597NEVNG-p/xrrTa7qx...").
"""

from __future__ import annotations

import re

from .lines import line_around

_EDGE_BEFORE = r"(?<![A-Za-z0-9_/+-])"
_EDGE_AFTER = r"(?![A-Za-z0-9_+-])"
GROUPED = re.compile(_EDGE_BEFORE + r"(?P<v>[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){3,5})" + _EDGE_AFTER)
HEXED = re.compile(_EDGE_BEFORE + r"(?P<v>[A-Z0-9]{2}-[0-9A-F]{8}-[0-9A-F]{8})" + _EDGE_AFTER)
NUMBERED = re.compile(_EDGE_BEFORE + r"(?P<v>\d{3}-\d{8})" + _EDGE_AFTER)
ACTIVATION = re.compile(_EDGE_BEFORE + r"(?P<v>[A-Z0-9]{10}-[A-Za-z0-9+/]{40,}={0,2})")
ANCHORS = ("-",)
NUMBERED_ANCHORS = ("###-#",)

# Microsoft's KMS client setup keys (GVLKs), published in its activation docs for anyone to use against a KMS host.
PUBLIC_KEYS = frozenset({
    "W269N-WFGWX-YVC9B-4J6C9-T83GV", "MH37W-N47XK-V7XM9-C7227-GCQG9", "NW6C2-QMPVW-D7KKK-3GKT6-VCFB2",
    "2WH4N-8QGBV-H22JP-CT43Q-MDWWJ", "NPPR9-FWDCX-D2C8J-H872K-2YT43", "DPH2V-TTNVB-4X9Q3-TJR4H-KHJW4",
    "M7XTQ-FN8P6-TTKYV-9D4CC-J462D", "92NFX-8DJQP-P6BBQ-THF9C-7CG2H", "WX4NM-KYWYW-QJJR4-XV3QB-6VM33",
    "NRG8B-VKK3Q-CXVCJ-9G2XF-6Q84J", "9FNHH-K3HBT-3W4TD-6383H-6XYWF", "6TP4R-GNPTD-KYYHQ-7B7DP-J447Y",
    "YVWGF-BXNMC-HTQYQ-CPQ99-66QFC", "N69G4-B89J2-4G8F4-WWYCC-J464C", "VDYBN-27WPP-V4HQT-9VMD4-VMK7H",
    "WMDGN-G9PQG-XVVXX-R3X43-63DFG", "D764K-2NDRG-47T6Q-P8T8W-YP6DF", "TVRH6-WHNXV-R9WG3-9XRFY-MY832",
})
_PUBLIC_LINE = re.compile(r"(?i)\bkms\b|\bgvlk|generic (?:setup |install(?:ation)? )?key|setup key")
_KEY_WORD = re.compile(
    r"(?i)licen[cs]|serial|\bkey\b|\bseats?\b|activat|registration|registrier|product ?code|clave|clé|schlüssel")


def grouped_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The key of :data:`GROUPED` (see above)."""
    v = m.group("v")
    groups = v.split("-")
    if len({len(g) for g in groups}) != 1 or sum(c.isdigit() for c in v) < 2:
        return None
    if sum(any(c.isalpha() for c in g) for g in groups) < 3 or len(set(v.replace("-", ""))) < 6:
        return None
    if v in PUBLIC_KEYS or _PUBLIC_LINE.search(line_around(m.string, *m.span("v"))):
        return None
    return m.span("v")


def hexed_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The key of :data:`HEXED`: its hexadecimal groups hold letters and digits, not one repeated character."""
    v = m.group("v")
    body = v[3:].replace("-", "")
    if not any(c.isalpha() for c in body) or sum(c.isdigit() for c in body) < 3 or len(set(body)) < 6:
        return None
    return m.span("v")


def numbered_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The key of :data:`NUMBERED`, with the key's word on its line; not one digit repeated."""
    v = m.group("v")
    if len(set(v[4:])) < 4 or not _KEY_WORD.search(line_around(m.string, *m.span("v"))):
        return None
    return m.span("v")


def activation_code(m: re.Match[str]) -> tuple[int, int] | None:
    """The code of :data:`ACTIVATION`: its body mixes capitals, small letters and digits, as random base64 does."""
    body = m.group("v")[11:]
    if not (any(c.isupper() for c in body) and any(c.islower() for c in body) and sum(c.isdigit() for c in body) >= 4):
        return None
    return m.span("v")
