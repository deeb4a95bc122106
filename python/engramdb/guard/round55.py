"""Round 55: a public claim in another cell of a Markdown table's row is not about the value (a leaf module: it
imports nothing of the guard).

* **a business named in another cell**: ``| Public Storage | hana.s@gmail.example | nettle=698GOBLET |`` under
  ``| what | login | secret |``: the row's first cell names a business ("Public Storage"), whose word "public" says
  nothing of the password in the third cell. A public claim about a value must stand in the value's own cell (or its
  column's header: ``| name | public key |``); :func:`public_in_other_cell` says the claim stood only in other cells,
  so the near-miss rule's public reading (``secrets._near_miss``) leaves the password refused.
"""

from __future__ import annotations

import re

# a row of a Markdown table: a bar first (after blanks), two bars more at least
_ROW = re.compile(r"[ \t]*\|(?:[^|\n]*\|){2,}[ \t]*")
# the rule under a Markdown table's header: "|---|:--:|"
_RULE = re.compile(r"[ \t]*\|(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*")
_PUBLIC = re.compile(r"(?i)public|publishable|p[úu]blic[oa]|publique|öffentlich|pubblic[oa]|publiek|publiczn")


def _line(text: str, pos: int) -> tuple[int, int]:
    lo = text.rfind("\n", 0, pos) + 1
    hi = text.find("\n", pos)
    return lo, len(text) if hi < 0 else hi


def public_in_other_cell(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` fills one cell of a Markdown table's row, the words of a public claim ("public") stand
    in another cell of that row, and neither the value's own cell nor its column's header says "public"."""
    lo, hi = _line(text, start)
    if end > hi or not _ROW.fullmatch(text, lo, hi):
        return False
    left = text.rfind("|", lo, start)
    right = text.find("|", end, hi)
    if left < 0 or right < 0:
        return False
    if _PUBLIC.search(text, left, right + 1):
        return False  # the value's own cell says it
    if not (_PUBLIC.search(text, lo, left) or _PUBLIC.search(text, right, hi)):
        return False  # no claim in the row's other cells: not this reading's case
    column = text.count("|", lo, left + 1)  # the index of its cell in the line split at its bars
    # the header: the row above the rule line above this row (rows of the same table only)
    pos = lo
    while pos > 0:
        plo, phi = _line(text, pos - 1)
        if _RULE.fullmatch(text, plo, phi):
            hlo, hhi = _line(text, plo - 1) if plo > 0 else (0, 0)
            if hhi > hlo and _ROW.fullmatch(text, hlo, hhi):
                cells = text[hlo:hhi].split("|")
                if column < len(cells) and _PUBLIC.search(cells[column]):
                    return False  # the column is a public one ("| name | public key |")
            return True
        if not _ROW.fullmatch(text, plo, phi):
            return True  # no header found: the other cells' words only
        pos = plo
    return True
