"""Round 62: three general readings from guard_corpus_blind48's misses (its two blind measures done). A leaf module:
it imports only :mod:`.slots` (secrets passes its password validators to :func:`p_slash_w`).

Each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **"p/w" as a password's label**: the chat and notes shorthand "p/w" ("Dunelm: a@b.example, p/w: Sparrow63",
  "boohoo a@b.example p/w g5dr-sx0u-ifnw") read as the word "password" is: with a connector (":", "=", "is", "'s") any
  value that is no ordinary word; bare, only a value with letters and digits or a generated shape.
  Not: "p/w ratio" (a word), "p/w: <password>" (a placeholder).
* **a door's or a cupboard's code told without the word "code"**: "locked with 8565", "is 5524 on the door",
  "is 7836 then the green button", and a place's "... is code 5893" ("the records room is code 5893").
  Not: "locked with 2 padlocks" (fewer than three digits, a word after), "the error is code 404" (no place's word
  before it), "the room is 4229" (a room's number as often as its code: left).
* **an API key written as the account's e-mail glued to a long random token**: "a.b@mail.example_qMjV127V0vZ8...",
  an address, "_", then 32 or more letters and digits with upper case, lower case and digits in it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

_PW_VALUE = r"(?P<v>\"[^\"\n]{1,64}\"|'[^'\n]{1,64}'|`[^`\n]{1,64}`|[^\s\"'`]{1,64})"
P_SLASH_W = GatedFinder(
    r"[pP]/[wW]",
    re.compile(
        r"(?i)(?<![\w/])(?P<k>p/w)(?![\w/])(?P<c>[ \t]*(?:is|was)\b[ \t]*:?|[ \t]*[:=]|['’]s\b)?[ \t]*" + _PW_VALUE
    ),
)


def p_slash_w(stated: Callable[[re.Match[str]], _Span], bare: Callable[[re.Match[str]], _Span]
              ) -> Callable[[re.Match[str]], _Span]:
    """The "p/w" row's validator: a value told after a mark or a copula ("p/w: v", "p/w is v") read by `stated`,
    a bare one ("p/w v") by `bare` - secrets' own password validators, which secrets passes in as it builds its row
    (this module cannot import secrets, which imports it)."""

    def validate(m: re.Match[str]) -> _Span:
        return stated(m) if m.group("c") else bare(m)

    return validate


# a place that is locked: a room, a door, a cupboard
_PLACE = (r"(?:room|door|cabinet|cupboard|closet|studio|locker|gate|shed|garage|office|safe|storeroom|"
          r"store[ \t]+room|basement|cellar|attic|lab|warehouse|depot|annex)")
_DIGITS = r"(?P<v>\d{3,8})(?![\w.,/:]\d)"
DOOR = GatedFinder(
    r"\d\d\d",
    re.compile(
        r"(?i)\b(?:locked|secured)[ \t]+with[ \t]+(?:(?:the|a)[ \t]+)?(?:(?:code|pin)[ \t]+)?" + _DIGITS
        + r"(?=[ \t]*(?:$|[,.;!)\n]|then\b|and\b|on[ \t]+the\b))"
        r"|\bis[ \t]+(?:code[ \t]+)?" + _DIGITS.replace("(?P<v>", "(?P<w>")
        + r"[ \t]+(?:on[ \t]+the[ \t]+(?:door|keypad|lock|panel)\b|then[ \t]+(?:press[ \t]+)?(?:the[ \t]+)?"
        r"(?:\w+[ \t]+)?(?:button|key|hash|star|enter|#))"
        r"|\b" + _PLACE + r"\b[^\n,.;]{0,40}?\bis[ \t]+(?:the[ \t]+)?code[ \t]+" + _DIGITS.replace("(?P<v>", "(?P<x>")
        + r"(?![ \t]*(?:%|°))",
    ),
)


def door(m: re.Match[str]) -> _Span:
    for g in ("v", "w", "x"):
        if m.group(g) is not None:
            return m.span(g)
    return None


EMAIL_TOKEN = GatedFinder(
    r"@",
    re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+_(?P<v>[A-Za-z0-9]{32,})(?![A-Za-z0-9])"),
)


def email_token(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v):
        return m.span()
    return None


P_SLASH_W_ANCHORS = ("p/w",)
# the other rows (the "p/w" row is built by secrets, with its validators: p_slash_w)
ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", DOOR, ("locked", "secured", " is "), door),
    ("api_key", EMAIL_TOKEN, ("@",), email_token),
)
