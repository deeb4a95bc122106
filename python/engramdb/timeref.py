"""Time references in a question, and how they set recall's recency term (time hints).

The fused score's recency term (``0.5 ** (age / half_life)``, scoring.py) answers "the newest is likelier"; a
question that names a time asks something else, and the default 60-day half-life answers it badly:

- a question about a *recent window* ("yesterday", "last week", "this month", "three days ago") wants the
  memories of that window above older ones, but at 60 days a memory of yesterday and one of three weeks ago
  get almost the same recency (0.99 against 0.79);
- a question about a *named past period* ("in June", "back in 2025", "two months ago", "last summer") wants
  memories of that period, and recency then pushes every newer memory above them.

:func:`time_reference` finds such a reference in a text (English, the phrases below; a year or a month inside
an identifier such as "Q-2026-1243" is not one), and :func:`hinted` returns the recall's weights and half-lives
under it: for a recent window of D days every layer's half-life becomes D days (a memory at the window's far
end keeps half its recency term, one a window further a quarter); for a named past period the recency weight
becomes 0 (the period's own words, matched densely and lexically, carry the question; the newest memories are
no evidence). Everything else is left as given. ``recall`` and ``recall_many`` apply it to text queries unless
``time_hints=False``; the parameters are per query, so the native plans stay exact under them (nothing in the
score's formula changes). Chosen on the v2 evaluation set, measured once on the held-out set
(benchmarks/RESULTS.md, "Time hints").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .scoring import Weights

__all__ = ["TimeReference", "hinted", "time_reference"]

_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
           "november", "december")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple of": 2, "few": 3}
_COUNT = r"(\d{1,3}|" + "|".join(sorted(_NUMBERS, key=len, reverse=True)) + ")"
_UNIT_DAYS = {"day": 1, "week": 7}

# Recent windows, first match wins (longest phrases first where one contains another): (pattern, days).
_RECENT: tuple[tuple[re.Pattern[str], float], ...] = tuple((re.compile(p), d) for p, d in (
    (r"\b(today|today's|tonight|this (morning|afternoon|evening))\b", 1.0),
    (r"\b(yesterday|yesterday's)\b", 2.0),
    (r"\b(this week|this week's|these days|recently|lately|the last few days|the past few days)\b", 7.0),
    (r"\b(last week|last week's|past week|the last week)\b", 14.0),
    (r"\b(this month|this month's)\b", 31.0),
    (r"\b(last month|last month's|past month)\b", 62.0),
))
_AGO = re.compile(r"\b(?:about |around |roughly )?" + _COUNT + r" (day|week|month|year)s? ago\b")
# Named past periods: a month after a preposition (May alone is too often a verb), a year that is not part of an
# identifier, a season, "last year".
_PAST = re.compile(
    r"\b(in|during|since|back in|early|late|mid|in early|in late|in mid)[ -](" + "|".join(_MONTHS) + r")\b"
    r"|(?<![\w-])(19|20)\d\d(?![\w-])"
    r"|\b(the|last|this past) (summer|winter|spring|autumn)\b"
    r"|\blast year\b")


@dataclass(frozen=True)
class TimeReference:
    """A time a question names: ``kind`` "recent" (the last ``days`` days) or "past" (a named period before the
    recent past; ``days`` None); ``phrase`` is the words that named it."""

    kind: str
    days: float | None
    phrase: str


def time_reference(text: str) -> TimeReference | None:
    """The time `text` names (see the module doc), or None."""
    lowered = text.lower()
    for pattern, days in _RECENT:
        found = pattern.search(lowered)
        if found:
            return TimeReference("recent", days, found.group(0))
    found = _AGO.search(lowered)
    if found:
        count = found.group(1)
        n = int(count) if count.isdigit() else _NUMBERS[count]
        unit = found.group(2)
        if unit in _UNIT_DAYS:  # "three days ago": the window reaches one unit past it
            return TimeReference("recent", float((n + 1) * _UNIT_DAYS[unit]), found.group(0))
        return TimeReference("past", None, found.group(0))
    found = _PAST.search(lowered)
    if found:
        return TimeReference("past", None, found.group(0))
    return None


def hinted(reference: TimeReference | None, weights: Weights, half_life_days: Any) -> tuple[Weights, Any]:
    """(weights, half_life_days) of a recall whose question names `reference` (unchanged for None): a recent
    window's length as every layer's half-life, or no recency weight for a named past period."""
    if reference is None:
        return weights, half_life_days
    if reference.kind == "recent":
        assert reference.days is not None
        return weights, reference.days
    return Weights(weights.similarity, 0.0, weights.importance, weights.confidence), half_life_days
