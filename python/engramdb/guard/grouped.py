"""Round 43: a short code told as it is read out rather than as one run of digits (a leaf module: it imports only
:mod:`.held`'s value test and :mod:`.slots`' gate; :mod:`.secrets` joins its runs and adds its row, and its near-miss
check still takes back what a row's line says is public, an example or a placeholder).

* **in groups of digits**, the way a keypad's code is read out or typed on a phone ("código del portal: 84 15",
  "Türcode: 23 4918", "门禁密码 => 06 07"): the code rows match a code as one run of digits and find "84" and "15"
  too short. :func:`grouped_lines` gives, for each run of groups, the line it is on up to the run with the groups
  joined, as :mod:`.rejoin` does for a cut key: the code rows then read "código del portal: 8415" and decide as they
  do for the code written whole (a label naming what the code opens, in any language). Nothing is found by the run
  alone: one that no row reads as a code stays benign ("Tel. 06 76", "Zimmer 12 34"). A run: two or three groups of
  two to four digits, single spaces between, four to eight digits in all, not part of a longer number (a phone
  number's five groups, a card's four-digit groups, a time "12:30"), no word, unit or currency right after it;
* **by its count of digits**: "the six digits for this year's federal return are 749570", "and then the four digits
  3979": the count says a code is meant, and the value has as many digits as it says (see :data:`COUNTED`).
"""

from __future__ import annotations

import re

from .held import _said_not_secret
from .slots import GatedFinder

_RUN = re.compile(
    r"(?<![\w.,:/+#*-])(?<!\d[ ])(?P<r>\d{2,4}(?:[ ]\d{2,4}){1,2})"
    r"(?![\w/%#*+-]|[.,:]\d|[ ]\d|[ ]?(?:€|\$|£|%|[A-Za-z]))"
)
# One of these (digits folded to "#" by the prefilter) is in every text that holds a run.
ANCHORS = ("00 00",)


def grouped_lines(text: str) -> list[tuple[int, int, str]]:
    """For each run of digit groups in ``text``: its span and the line it is on up to it, with the groups joined."""
    out: list[tuple[int, int, str]] = []
    for m in _RUN.finditer(text):
        digits = m.group("r").replace(" ", "")
        if not 4 <= len(digits) <= 8 or len(set(digits)) == 1:
            continue
        start, end = m.span("r")
        line_start = text.rfind("\n", 0, start) + 1
        out.append((start, end, text[line_start:start] + digits))
    return out


# ---- a code told by its count of digits: "the six digits for this year's return are 749570", "and then the four
# digits 3979": the count says a code is meant, and the value has as many digits as it says. Not "the last four
# digits" (a card's or an account's shown end: "last" stands between), nor what the digits are "of" (a postcode's, a
# phone number's), nor one digit repeated or a year.
_COUNTS = {"four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}
COUNTED = GatedFinder(
    r"(?i)digits",
    re.compile(
        r"(?i)(?<![\w-])the[ \t]+(?P<n>four|five|six|seven|eight)[ \t]+digits(?![\w-])(?P<w>[^\n.;:!?]{0,60}?)"
        r"(?:[ \t]+(?:are|is|were|was)|[ \t]*[:=])?[ \t]+(?P<v>\d{4,8})(?![\w-]|[.,]\d)"
    ),
)
COUNTED_ANCHORS = ("digits",)


def counted(m: re.Match[str]) -> tuple[int, int] | None:
    """As many digits as the count says, not one repeated, a year or a run (1234), nothing "of" something between."""
    v = m.group("v")
    if len(v) != _COUNTS[m.group("n").lower()] or len(set(v)) == 1 or re.fullmatch(r"(?:19|20)\d\d", v):
        return None
    if v in "01234567890" or v in "09876543210":  # a placeholder's run ("the four digits 1234 are an example")
        return None
    if re.search(r"(?i)(?<![\w-])of(?![\w-])", m.group("w")) or _said_not_secret(m):
        return None
    return m.span("v")
