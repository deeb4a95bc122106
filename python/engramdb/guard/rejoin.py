"""Values cut into pieces: ``ghp_G / t87pO / JlFH9 / ...``, ``KEY=sk-pr oj-5q HCi67 ...``, ``4191 3910 - 7258 2640``.

A reader (or a model) puts the pieces back together; the detectors, which match whole tokens, would not. For each
run of pieces that looks like a cut value, :func:`rejoined_lines` gives the line it sits on up to the run, with the
run joined, so that the detectors read ``GITHUB_TOKEN=ghp_Gt87pOJlFH9...`` as well as the text as written.

Ordinary text is skipped in one pass per batch (:func:`texts_with_runs`): a run needs a spaced separator
(`` / ``, `` | ``, `` - ``) or several short pieces right after ``=`` or ``:``, found with ``str.find`` and one
regex over the batch joined; only the texts that have one are looked at piece by piece.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from itertools import accumulate

_PIECE = r"[A-Za-z0-9_+.~-]{1,10}=*"
# Pieces between spaced separators: "ghp_G / t87pO / JlFH9", "Granit - e=ripp - le612", "4191 3910 - 7258 2640".
_SEPARATORS = (" / ", " | ", " - ")
_AROUND = re.compile(rf"(?<![\w/.~+-]){_PIECE}(?:[ ]{{1,2}}[/|-][ ]{{1,2}}{_PIECE})+(?![\w/])")
# Pieces after "=" or ":" separated by spaces alone ("KEY=sk_li ve_Sa LxXjk"), when a digit or a lower-upper
# change comes soon (prose after a colon has neither).
_AFTER = re.compile(rf"(?<=[=:])[ \t]?(?=[^\n]{{0,40}}?(?:\d|[a-z][A-Z]))(?P<r>{_PIECE}(?:[ ]+{_PIECE}){{2,}})")
_RANDOM_PIECE = re.compile(r"\d|[a-z][A-Z]")
_SPLIT_PIECES = re.compile(r"[ ]+(?:[/|-][ ]+)?")


def _is_date(piece: str) -> bool:
    return len(piece) == 8 and piece[:2] in ("19", "20") and "01" <= piece[4:6] <= "12" and "01" <= piece[6:] <= "31"


def _joined(run: str) -> str | None:
    """The run's pieces joined, when they look like a cut value: digit groups that make 13-19 digits (a card; no
    date among them), or three or more pieces, 12+ characters in all, half of them random-looking (a digit, or
    a lower-case letter followed by a capital: not words)."""
    pieces = [p for p in _SPLIT_PIECES.split(run.strip()) if p]
    joined = "".join(pieces)
    if all(p.isdigit() for p in pieces):
        ok = len(pieces) >= 2 and 13 <= len(joined) <= 19 and all(len(p) >= 4 and not _is_date(p) for p in pieces)
        return joined if ok else None
    random_pieces = sum(1 for p in pieces if _RANDOM_PIECE.search(p))
    return joined if len(pieces) >= 3 and len(joined) >= 12 and 2 * random_pieces >= len(pieces) else None


def rejoined_lines(text: str) -> list[tuple[int, int, str]]:
    """For each cut value in ``text``: its span and the line it is on up to it, with the value joined."""
    out: list[tuple[int, int, str]] = []
    candidates = [(m.start(), m.end()) for m in _AROUND.finditer(text)] if any(s in text for s in _SEPARATORS) else []
    candidates += [m.span("r") for m in _AFTER.finditer(text)]
    for start, end in candidates:
        joined = _joined(text[start:end])
        if joined is not None:
            line_start = text.rfind("\n", 0, start) + 1
            out.append((start, end, text[line_start:start] + joined))
    return out


def texts_with_runs(texts: Sequence[str]) -> list[int]:
    """The indices of the texts that may hold a cut value (a superset: :func:`rejoined_lines` decides)."""
    if not texts:
        return []
    joined = "\x00".join(texts)
    starts = list(accumulate((len(t) + 1 for t in texts[:-1]), initial=0))
    found: set[int] = set()
    for sep in _SEPARATORS:
        pos = joined.find(sep)
        while pos >= 0:
            i = bisect_right(starts, pos) - 1
            found.add(i)
            pos = joined.find(sep, starts[i + 1] if i + 1 < len(starts) else len(joined))
    found.update(bisect_right(starts, m.start()) - 1 for m in _AFTER.finditer(joined))
    return sorted(found)
