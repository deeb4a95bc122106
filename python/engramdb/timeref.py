"""Time references in a question, and how they set recall's recency term (time hints).

The fused score's recency term (``0.5 ** (age / half_life)``, scoring.py) answers "the newest is likelier"; a
question that names a time asks something else, and the default 60-day half-life answers it badly:

- a question about a *recent window* ("yesterday", "last week", "this month", "this year", "three days ago", "two
  months ago") wants the memories of that window above older ones, but at 60 days a memory of yesterday and one
  of three weeks ago get almost the same recency (0.99 against 0.79);
- a question about a *named past period* ("in June", "back in 2025", "two years ago", "last summer") wants
  memories of that period, and recency then pushes every newer memory above them;
- a question asking for the *current value* ("now", "latest", "still", "most recent") wants the newest version
  of a fact first, which facts' longer default half-life (270 days, scoring.DEFAULT_HALF_LIVES) orders less
  sharply: it gets a window of CURRENT_DAYS (60) for every layer, when it names no other time.

:func:`time_reference` finds such a reference in a text (English, the phrases below; a year or a month inside
an identifier such as "Q-2026-1243" is not one), and :func:`hinted` returns the recall's weights and half-lives
under it: for a recent window of D days every layer's half-life becomes D days (a memory at the window's far
end keeps half its recency term, one a window further a quarter); for a named past period the recency weight
becomes 0 (the period's own words, matched densely and lexically, carry the question; the newest memories are
no evidence). Everything else is left as given. ``recall`` and ``recall_many`` apply it to text queries unless
``time_hints=False``; the parameters are per query, so the native plans stay exact under them (nothing in the
score's formula changes). Chosen on the v2 evaluation set, measured once on the held-out set
(benchmarks/RESULTS.md, "Recall quality, second pass").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from .scoring import DEFAULT_HALF_LIFE_DAYS, Weights

__all__ = ["TimeReference", "hinted", "time_reference"]

_MONTHS = frozenset(("january", "february", "march", "april", "may", "june", "july", "august", "september",
                     "october", "november", "december"))
_SEASONS = frozenset(("summer", "winter", "spring", "autumn"))
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
            "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "couple": 2, "few": 3}
# "N units ago" names a recent window reaching one unit past it, for days, weeks and months alike ("about a month ago":
# 62 days, as "last month"); years name a past period. Months were a past period until "Recall quality, fifth
# pass" (benchmarks/RESULTS.md): recency weight 0 left the month's own memory no time signal at all against a scope
# of older facts, which the window gives it, as it does for weeks.
_UNIT_DAYS = {"day": 1, "days": 1, "week": 7, "weeks": 7, "month": 31, "months": 31}
_LONG_UNITS = frozenset(("year", "years"))
# Recent windows: one word, or two, and the days they reach back. The shortest window wins when a question names two.
_RECENT_WORDS = {"today": 1.0, "tonight": 1.0, "yesterday": 2.0, "recently": 7.0, "lately": 7.0}
_RECENT_PAIRS = {("this", "morning"): 1.0, ("this", "afternoon"): 1.0, ("this", "evening"): 1.0,
                 ("this", "week"): 7.0, ("these", "days"): 7.0, ("few", "days"): 7.0, ("last", "week"): 14.0,
                 ("past", "week"): 14.0, ("this", "month"): 31.0, ("last", "month"): 62.0, ("past", "month"): 62.0,
                 ("this", "year"): 365.0}
# A month names a period wherever it stands ("her April trip"), but May only after one of these words (alone it is
# too often a verb).
_MONTH_AFTER = frozenset(("in", "during", "since", "early", "late", "mid", "of"))
_TOKEN = re.compile(r"[\w-]+")
# Words with which a question asks for the current value of something ("Which model are we using now?", "What was
# her last TSH?", "Is the printer still offline?"): with no other time named, a window of CURRENT_DAYS for every
# layer, so that facts, whose default half-life is longer (scoring.DEFAULT_HALF_LIVES), are ordered by age as
# sharply as at 60 days and the newest version of a changed fact leads. "most recent" is "recent" after "most".
_CURRENT_WORDS = frozenset(("now", "currently", "current", "latest", "still", "anymore", "nowadays", "last"))
CURRENT_DAYS = DEFAULT_HALF_LIFE_DAYS
# Every word that can end a reference (a year aside): a question holding none of them names no time.
_TRIGGERS = frozenset(_RECENT_WORDS) | {second for _, second in _RECENT_PAIRS} | _MONTHS | _SEASONS | \
    {"ago", "year", "recent"} | _CURRENT_WORDS


@dataclass(frozen=True)
class TimeReference:
    """A time a question names: ``kind`` "recent" (the last ``days`` days) or "past" (a named period before the
    recent past; ``days`` None); ``phrase`` is the words that named it."""

    kind: str
    days: float | None
    phrase: str


def time_reference(text: str) -> TimeReference | None:
    """The time `text` names (see the module doc), or None. Words are read lower-cased, split at anything but
    letters, digits and hyphens (so "Q-2026-1243" stays one word and names no year); a recent window wins over a
    named past period, the shortest window over a longer one, and either over a word asking for the current value
    (a window of CURRENT_DAYS: "What was her last TSH?", "last week" being a window of its own)."""
    tokens = _TOKEN.findall(text.lower())
    if _TRIGGERS.isdisjoint(tokens) and not any(len(t) == 4 and t.isdigit() for t in tokens):
        return None  # most questions name no time: one set test
    recent: TimeReference | None = None
    past: TimeReference | None = None
    current: TimeReference | None = None
    previous = ""
    for i, token in enumerate(tokens):
        days = _RECENT_WORDS.get(token)
        phrase = token
        if days is None:
            days = _RECENT_PAIRS.get((previous, token))
            phrase = f"{previous} {token}"
        if days is None and token == "ago" and i >= 2 and tokens[i - 1] in _UNIT_DAYS.keys() | _LONG_UNITS:
            count = tokens[i - 2]
            n = int(count) if count.isdigit() and len(count) <= 3 else _NUMBERS.get(count)
            if n is not None:
                phrase = f"{count} {tokens[i - 1]} ago"
                unit = tokens[i - 1]
                if unit in _UNIT_DAYS:  # "three days ago": the window reaches one unit past it
                    days = float((n + 1) * _UNIT_DAYS[unit])
                elif past is None:
                    past = TimeReference("past", None, phrase)
        if days is not None:
            if recent is None or recent.days is None or days < recent.days:
                recent = TimeReference("recent", days, phrase)
        elif past is None and ((token in _MONTHS and (token != "may" or previous in _MONTH_AFTER))
                               or (token in _SEASONS and previous in ("the", "last"))
                               or (token == "year" and previous == "last")
                               or (len(token) == 4 and token[:2] in ("19", "20") and token.isdigit())):
            past = TimeReference("past", None, f"{previous} {token}" if previous else token)
        if current is None and (token in _CURRENT_WORDS or (token == "recent" and previous == "most")):
            current = TimeReference("recent", CURRENT_DAYS, f"{previous} {token}" if token == "recent" else token)
        previous = token
    return recent or past or current


def hinted(reference: TimeReference | None, weights: Weights, half_life_days: Any) -> tuple[Weights, Any]:
    """(weights, half_life_days) of a recall whose question names `reference` (unchanged for None): a recent
    window's length as every layer's half-life, or no recency weight for a named past period."""
    if reference is None:
        return weights, half_life_days
    if reference.kind == "recent":
        assert reference.days is not None
        return weights, reference.days
    return replace(weights, recency=0.0), half_life_days
