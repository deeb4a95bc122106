"""The line around a span, read at most a window's width each side (a leaf module: it imports nothing of the guard).

A reading that asks what a finding's line says ("a lock's word on the line", "a password's word after it") costs the
line's length for each finding when it reads the whole line: a long line of many findings then costs its length times
their number (guardcost53: :func:`.fp45.game_pin` read every game PIN's whole line). :func:`line_bounds` stops at the
line's breaks or :data:`REACH` characters from the span, whichever comes first, as :mod:`.benign`'s and
:mod:`.published`'s own copies did.
"""

from __future__ import annotations

# How far a reading looks each side of its span on the span's line.
REACH = 200


def line_bounds(text: str, start: int, end: int, reach: int = REACH) -> tuple[int, int]:
    """``(line_start, line_end)`` of the line holding ``text[start:end]``, at most ``reach`` characters each side of
    the span (``line_end`` is the line break's index or the window's end)."""
    line_start = max(text.rfind("\n", max(0, start - reach), start) + 1, start - reach)
    line_end = text.find("\n", end, end + reach)
    return line_start, (min(len(text), end + reach) if line_end < 0 else line_end)


def line_around(text: str, start: int, end: int, reach: int = REACH) -> str:
    """The line of ``text[start:end]``, at most ``reach`` characters each side (:func:`line_bounds`)."""
    line_start, line_end = line_bounds(text, start, end, reach)
    return text[line_start:line_end]
