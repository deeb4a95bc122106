"""Round 54: a cookie's value in URL-encoded base64, a personal access token of the "id|secret" shape, a code told in
passing after the thing it opens, a password told after "pw, it's" (a leaf module: it imports only :mod:`.held`'s
public test, :mod:`.logins`' password shape and :mod:`.slots`' gate).

* **a URL-encoded base64 value**: ``espn_s2 = "AEadfZ...%2FU439yA4...%2B..."``, ``ESPN_S2=AE7rd3...%2BSox...``: a
  session cookie copied from a browser keeps its base64 with ``+``, ``/`` and ``=`` escaped. 64-400 characters of
  letters, digits and ``%2B`` / ``%2F`` / ``%3D`` escapes (at least two of them), decoding to base64 that mixes upper
  and lower case and digits; not a part of a URL's path or query (no ``/``, ``?``, ``&`` glued to it, no query's key
  before it); :data:`PERCENT_BASE64`, :func:`percent_base64`.
* **an "id|secret" token**: ``Bearer 1232|tIEg1Pgd...``, ``Key 1900|HsmsmlChIA...``: a token's row number, a bar and
  40 letters and digits (Laravel Sanctum's personal access tokens, which Givebutter and others issue) that mix upper
  and lower case and digits; :data:`ID_BAR_TOKEN`, :func:`id_bar_token`.
* **a code told in passing**: "the trophy cabinet at the bar has a lock on it, 319, the belt goes ...", "the wine
  fridge has a little lock, it's 6683", "the petty-cash tin has a code lock, 270", "the grey filing cabinet with the
  loan letters is 5145", "the tutor's building door is 835573 then ...", "when you drive up punch 28240 on the post by
  the gate": 3-8 digits after a lock, a door, a gate, a cabinet or a safe named at most eight words before them (and a
  comma, "it's" or "is"; the words between them a place or a relation, "with ...", "on it", and four digits or more
  after a door or a gate that "is" them), or after "punch" with the gate or the door later in the clause; not a
  year, not a round number, no unit or money after them, no number's word (a flat, a unit, a price) between;
  :data:`TOLD_CODE`, :func:`told_code`.
* **a password after "pw, it's"**: "my mod needs the websocket pw, it's ryeKRQDxUSfKm": a password's word, a comma,
  "it's" (or "it is", "it was") and one token shaped like a password (:func:`.logins.password_like`) or mixing
  cases inside it (two capitals after its first letter, two small letters, eight characters or more);
  :data:`PW_ITS`, :func:`pw_its`.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

from .held import _said_not_secret
from .logins import password_like
from .slots import GatedFinder

_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")

# ---- a URL-encoded base64 value
PERCENT_BASE64 = GatedFinder(
    r"(?i)%2[bf]",
    re.compile(r"(?<![\w%/?&.+-])(?P<v>(?:[A-Za-z0-9]|%(?i:2B|2F|3D)){64,400})(?![\w%/?&.+-]|=[^\s\"'])"),
)
PERCENT_BASE64_ANCHORS = ("%2b", "%2f")
_ESCAPE = re.compile(r"%(?i:2B|2F|3D)")
# a URL query's key right before the value ("?state=", "&t="): a parameter, not a cookie
_QUERY_KEY = re.compile(r"[?&][\w.-]+=$")


def percent_base64(m: re.Match[str]) -> tuple[int, int] | None:
    """The value, when it holds two escapes or more and decodes to base64 that mixes upper and lower case and digits
    (a word's run or a hex digest does not)."""
    v = m.group("v")
    if len(_ESCAPE.findall(v)) < 2 or _QUERY_KEY.search(m.string, max(0, m.start() - 64), m.start()):
        return None
    raw = unquote(v)
    upper = sum(c.isupper() for c in raw)
    lower = sum(c.islower() for c in raw)
    digits = sum(c.isdigit() for c in raw)
    if min(upper, lower) < 10 or digits < 4:
        return None
    return m.span("v")


# ---- an "id|secret" token
ID_BAR_TOKEN = GatedFinder(r"\d\|", re.compile(r"(?<![\w|.-])(?P<v>\d{1,10}\|[A-Za-z0-9]{40})(?![\w|-])"))
ID_BAR_TOKEN_ANCHORS = ("|",)


def id_bar_token(m: re.Match[str]) -> tuple[int, int] | None:
    """The token, when its secret mixes upper and lower case and digits (not a word, not a hex digest)."""
    secret = m.group("v").split("|", 1)[1]
    if not (any(c.isupper() for c in secret) and any(c.islower() for c in secret) and any(c.isdigit() for c in secret)):
        return None
    return m.span("v")


# ---- a code told in passing
# what the code opens
_OPENS = r"(?:locks?|padlocks?|doors?|gates?|cabinets?|safes?|lockbox|key ?safe)"  # (not a locker: they are numbered)
# the link: a comma (and "it's"), or "is"
_TOLD_LINK = r"(?:,[ \t]+(?:it'?s[ \t]+|it[ \t]+is[ \t]+)?|[ \t]+(?:is|it'?s)[ \t]+)"
_TOLD_CODE_DIGITS = r"(?P<v>\d{3,8})(?![\w.,/:-]?\d|[^\W\d_]|[ \t]*(?:%|[$€£¥]|(?i:am|pm|h|m|mm|cm|km|kg|mins?)\b))"
TOLD_CODE = GatedFinder(
    (r"(?i)lock|door|gate|cabinet|safe", r"(?i)punch"),
    re.compile(
        r"(?i)(?<![\w-])(?:(?P<o>"
        + _OPENS
        + r")(?![\w-])(?P<w>(?:[ \t]+[\w'’-]+){0,8}?)"
        + _TOLD_LINK
        + r"|punch[ \t]+(?:in[ \t]+)?)"
        + _TOLD_CODE_DIGITS
    ),
)
TOLD_CODE_ANCHORS = ("lock", "door", "gate", "cabinet", "safe", "punch")
# a word saying the number counts or names something else
_NOT_A_CODE = re.compile(
    r"(?i)(?<![\w-])(?:price|cost|costs|fee|paid|number|no|id|order|invoice|room|flat|apartment|unit|page|item|"
    r"size|width|height|weight|model|serial|year|years|hours?|minutes?|km|miles|meters|metres|feet|wide|tall|high)"
    r"(?![\w-])"
)
_CLAUSE_END = re.compile(r"[.;!?\n]")
# the first word after the opener, when words stand between it and the code: a place or a relation ("the cabinet with
# the letters is", "a lock on it,"); any other word makes the opener a modifier ("the safe distance is 250", "the lock
# screen timeout is 300")
_RELATION = re.compile(
    r"(?i)[ \t]+(?:with|in|at|on|of|for|behind|by|to|from|under|near|that|which|we|you|i)(?![\w'’-])"
)
# a door or a gate stated to be three digits is as often its number ("the door is 312")
_NUMBERED = re.compile(r"(?i)doors?|gates?")
_AFTER_PUNCH = re.compile(r"(?i)(?<![\w-])(?:gate|door|keypad|post|lock)(?![\w-])")


def told_code(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits, when they are a plain code (not a year, not one digit repeated or counted, not a round hundred),
    no word of a number stands between the lock and them, and after "punch" the clause names a gate, a door or a
    keypad."""
    v = m.group("v")
    if len(set(v)) == 1 or v in "0123456789" or v in "9876543210" or _YEAR.fullmatch(v) or v.endswith("00"):
        return None
    if m.group("o") is None:
        rest = m.string[m.end("v") : m.end("v") + 80]
        end = _CLAUSE_END.search(rest)
        if not _AFTER_PUNCH.search(rest[: end.start() if end else len(rest)]):
            return None
    else:
        w = m.group("w") or ""
        if _NOT_A_CODE.search(w) or (w and not _RELATION.match(w)):
            return None
        if len(v) < 4 and "," not in m.string[m.end("w") : m.start("v")] and _NUMBERED.fullmatch(m.group("o")):
            return None
    if _said_not_secret(m):
        return None
    return m.span("v")


# ---- a password after "pw, it's"
PW_ITS = GatedFinder(
    r"(?i)p(?:ass)?w",
    re.compile(
        r"(?i)(?<![\w-])(?:passwords?|passwd|pwd|pw|passcode|passphrase)(?![\w-]),[ \t]+(?:it'?s|it[ \t]+(?:is|was))"
        r"[ \t]+(?P<v>[^\s\"'`]{6,64}?)(?=[.,;:!?)]?(?:\s|$))"
    ),
)
PW_ITS_ANCHORS = ("pass", "pw")


def _mixed_inside(v: str) -> bool:
    """Eight characters or more, two capitals after the first letter and two small letters ("ryeKRQDxUSfKm"; not
    "McDonald", not "iPhone")."""
    return len(v) >= 8 and sum(c.isupper() for c in v[1:]) >= 2 and sum(c.islower() for c in v) >= 2


def pw_its(m: re.Match[str]) -> tuple[int, int] | None:
    """The value, when it is shaped like a password or mixes cases inside it, and no word before it says it is no
    secret."""
    v = m.group("v")
    if not (password_like(v) or _mixed_inside(v)) or _said_not_secret(m):
        return None
    return m.span("v")
