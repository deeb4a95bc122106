"""A comparison question's rates first (issue 18, branch recall190; benchmarks/RESULTS.md "recall190").

"Who is paid more, Ines for a shift she works or Tobias for a delivery he makes?" asks two standing rates, each told
in a fact naming its person with an amount ("Tobias Wendt is paid 40 euros for every delivery he makes"). A recent
episode often scores over both: a story the person tells ("Tobias says the bakery's van has gone, so ..."), or
another price told this week, whose recency (0.8-0.9 against a standing fact's 0.2) outweighs the fact's closer
match, most under a dense embedder. compared_first reads a question asking which of two named people or things is
more or less (COMPARED: "who / which ... more / less / higher / lower / cheaper / dearer ..., A ... or B ...?"),
and where the top hit names neither compared name with an amount (a digit outside a dated note's head), moves up
the best-ranked hit among the first SLOT_DEPTH that does. Only the order changes. COMPARED_FIRST = False turns it off
for A/B runs (off = the order before recall190).
"""

from __future__ import annotations

import re
from functools import lru_cache

from .schema import Hit
from .support import SLOT_DEPTH

COMPARED_FIRST = True
COMPARED = re.compile(
    r"^\W*(?:who|which)\b[^?]*\b(?:more|less|most|least|higher|lower|cheaper|dearer|better|worse)\b[^?]*,"
    r"(?P<a>[^?]+?)\bor\b(?P<b>[^?]+)", re.IGNORECASE)
_NAME = re.compile(r"\b[A-Z][a-z\u00c0-\u024f]{2,}\b")
_DIGIT = re.compile(r"\d")
HEAD_CHARS = 24  # the longest dated head ("Tue 6 Oct", "2026-10-06 09:30") read as a date, not an amount


@lru_cache(maxsize=4096)
def compared_names(question: str) -> tuple[str, str] | None:
    """The first capitalised name of each side of a comparison question's "A for ... or B for ..." (COMPARED: the
    compared person or thing; a later name is what the side tells of it, "a run to Leipzig"), or None when it asks no
    comparison or a side opens with no name."""
    found = COMPARED.search(question)
    if found is None:
        return None
    a, b = (_NAME.match(found.group(side).strip()) for side in ("a", "b"))
    return (a.group(), b.group()) if a and b and a.group() != b.group() else None


def _holds_rate(text: str, names: tuple[str, str]) -> bool:
    """Whether `text` names one of `names` and holds an amount (a digit outside a dated note's head, "Tue 6 Oct:")."""
    head, sep, rest = text.partition(": ")
    if sep and len(head) <= HEAD_CHARS and _DIGIT.search(head) is not None:
        text = rest
    return _DIGIT.search(text) is not None and any(re.search(rf"\b{re.escape(n)}\b", text) for n in names)


def compared_first(question: str, hits: list[Hit]) -> list[Hit]:
    """`hits` with the best-ranked of the first SLOT_DEPTH hits naming a compared name with an amount moved to the top,
    where the top hit does not (COMPARED_FIRST); `hits` itself otherwise."""
    if not COMPARED_FIRST or len(hits) < 2 or (sides := compared_names(question)) is None:
        return hits
    if _holds_rate(hits[0].text, sides):
        return hits
    for i in range(1, min(SLOT_DEPTH, len(hits))):
        if _holds_rate(hits[i].text, sides):
            return [hits[i], *hits[:i], *hits[i + 1:]]
    return hits
