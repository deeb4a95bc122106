"""Round 78: three readings named by rounds 72, 73 and 76 (a PIN told after the number of what it opens; a token with
OAuth's ``oauth:`` prefix). A leaf module: it imports only :mod:`.slots`; each reading is its own row of
``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a PIN for a numbered thing, then "is" and the PIN**: "Voicemail PIN for ext. 1900 is 8830", "PIN für Durchwahl
  214 ist 5521", "le code PIN de la ligne 3 est 4417": the PIN row reads the first number after "PIN for ..." as the
  value, and the extension's, room's or line's number (a year's shape: 1900) is refused there, so the PIN after "is"
  was never read. Here the number closing the for-phrase is the thing's, and four to eight digits after a copula
  (or ":" / "=") are the PIN; not the same digit throughout, not a year, not the thing's own number again, not a
  length ("is 4 digits" has too few digits; "is 1234 digits long" is left by the unit after it).
* **a token with OAuth's ``oauth:`` prefix**: ``twitch_oauth: "oauth:n4e1...z1l"`` - the prefix chat services put
  before an OAuth token (Twitch's IRC password) and 20 to 64 letters and digits, with at least three of each; a
  scope or a word ("oauth:read", "oauth:authorize") or a placeholder ("oauth:<token>") is none.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- a PIN for a numbered thing, then "is" and the PIN
PIN_FOR_NUMBERED = GatedFinder(
    r"(?i)pin|passcode",
    re.compile(
        r"(?i)(?<![\w-])(?:pin(?:[- ]?(?:code|number|no\.?))?|pincode|passcode|code[ \t]+pin)[ \t]+"
        r"(?:for|of|on|to|at|für|fürs|von|der|des|de|du|de[ \t]+la|pour|del|para|per|van|voor|dla|för|til)"
        r"[ \t]+(?:[\w'’.&/-]+[ \t]+){0,3}?(?P<n>\d{1,6})"
        r"(?:[ \t]*[:=]|[ \t]+(?:is|was|ist|war|est|es|è|é|är|er|jest|lautet)(?:[ \t]*:)?)[ \t]*"
        r"(?P<v>\d{4,8})(?![\d.,/:-]?\d)(?![ \t]*(?:digits?|chars?|characters?|Ziffern|Stellen|"
        r"chiffres|cifras|dígitos|cifre|cijfers|siffror|cyfr))"
    ),
)
PIN_FOR_NUMBERED_ANCHORS = ("pin", "passcode")
_YEAR = re.compile(r"(?:19|20)\d\d")


def pin_for_numbered(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if len(set(v)) == 1 or _YEAR.fullmatch(v) or v == m.group("n"):
        return None  # "0000", a year ("the PIN for model 3 is 2019"), the thing's own number said again
    return m.span("v")


# ---- a token with OAuth's "oauth:" prefix
OAUTH_PREFIXED = GatedFinder(
    r"(?i)oauth:",
    re.compile(r"(?i)(?<![\w/.-])oauth:(?P<v>[A-Za-z0-9]{20,64})(?![\w-])"),
)
OAUTH_PREFIXED_ANCHORS = ("oauth:",)


def oauth_prefixed(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if sum(c.isdigit() for c in v) < 3 or sum(c.isalpha() for c in v) < 3 or len(set(v.lower())) < 8:
        return None  # a word or a scope's name, a mask ("oauth:aaaa...")
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", PIN_FOR_NUMBERED, PIN_FOR_NUMBERED_ANCHORS, pin_for_numbered),
    ("api_key", OAUTH_PREFIXED, OAUTH_PREFIXED_ANCHORS, oauth_prefixed),
)
