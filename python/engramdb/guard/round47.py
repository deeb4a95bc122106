"""Round 47: a lock's code told as what the lock "is", or what it is unlocked "with", and a password after the short
label "pword" / "pw" (a leaf module: it imports only :mod:`.held`'s public test, :mod:`.logins`' password shape and
:mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is
public, an example or a placeholder).

* **a lock that "is" its code**: "the coworking space's street door is 7454 after 7pm", "the pantry keypad at the food
  bank is 1996, tins go on the left", "my locker in the clubhouse is 1932": a thing that locks (a door, a gate, a
  keypad, a locker, a padlock, a key safe, a lock box, a shed's code ...) as the clause's subject, at most a short
  place ("at the food bank", "in the clubhouse") between it and "is", then 4-8 digits ending the clause or followed
  by a word of time ("after 7pm", "until"); not a year ("the locker at the pool is 2024": its age), not a number
  with a unit after it ("the gate is 1200 mm wide", "the door is 1930s style" does not end the number);
* **a lock unlocked "with" its code**: "I unlock the hot-desk locker with 7665, the monitor cable's in there", "we open
  the bike shed with 40412": "unlock" / "open" (any tense), the lock named within a few words, "with" / "using",
  3-8 digits ending the clause;
* **a password after "pword" / "pw"**: "Apex Fusion account: ..., pword bramble#080GARNET", "Glowforge pword:
  Hemant44.fzs (same e-mail as the shop)", "SkyDemon pw (the club's licence): YarrowJuniperUmber20": the short
  label, an optional bracket, ":" / "=" / "is" or a space, then a value of a password's shape
  (:func:`.logins.password_like`).
"""

from __future__ import annotations

import re

from .held import _said_not_secret
from .logins import password_like
from .slots import GatedFinder

_LOCK = (
    r"(?:door|gate|keypad|locker|padlock|lock[ -]?box|key[ -]?safe|key[ -]?box|(?:shed|cupboard|cabinet|store)"
    r"[ \t]+(?:code|pin|combination|combo)|(?:door|gate|locker|keypad)[ \t]+(?:code|pin|combination|combo))"
)
# a short place after the lock: "at the food bank", "in the clubhouse", "on level 2" (at most three words)
_PLACE = r"(?:[ \t]+(?:at|in|on|of|by|for)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+)?[\w'’-]+(?:[ \t]+[\w'’-]+){0,2}?)?"
# the clause ends after the number, or a word of time follows it
_AFTER = (
    r"(?=[ \t]*(?:[,.;!)]|\n|$)|[ \t]+(?:after|before|until|till|from[ \t]+\d|now|tonight|today|this[ \t]+week"
    r"|during|at[ \t]+night|on[ \t]+weekends)(?![\w-]))"
)

LOCK_IS = GatedFinder(
    r"\d{4}",
    re.compile(
        r"(?i)(?<![\w-])"
        + _LOCK
        + r"(?![\w-])"
        + _PLACE
        + r"[ \t]+is[ \t]+(?P<v>\d{4,8})(?![\w.,/:-]\d|[\w%°-])"
        + _AFTER
    ),
)
LOCK_IS_ANCHORS = ("door", "gate", "keypad", "locker", "padlock", "lock", "key", "code", "pin", "combination", "combo")

UNLOCK_WITH = GatedFinder(
    r"\d{3}",
    re.compile(
        r"(?i)(?<![\w-])(?:(?:un)?lock(?:s|ed)?|open(?:s|ed)?)"
        r"[ \t]+(?:the|my|our|his|her|their|that|this)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?"
        r"(?:door|gate|locker|padlock|lock|safe|keypad|lock[ -]?box|key[ -]?safe|shed|cupboard|cabinet)(?![\w-])"
        r"[ \t]+(?:with|using)[ \t]+(?:(?:the[ \t]+)?(?:code|pin|combination|combo)[ \t]+)?(?P<v>\d{3,8})"
        r"(?![\w.,/:-]\d|[\w%°-])(?=[ \t]*(?:[,.;!)]|\n|$|(?:then|and)(?![\w-])))"
    ),
)
UNLOCK_WITH_ANCHORS = ("lock", "open")


_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")


def code(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits: not one digit repeated, not counted up or down ("1234"), not a year (round 38's "the locker at
    the pool is 2024" is its age), not said public or an example."""
    v = m.group("v")
    if len(set(v)) == 1 or v in "0123456789" or v in "9876543210" or _YEAR.fullmatch(v) or _said_not_secret(m):
        return None
    return m.span("v")


PWORD = GatedFinder(
    r"(?i)pw",
    re.compile(
        r"(?i)(?<![\w/.-])(?:pword|pw)(?![\w-])(?:[ \t]*\([^()\n]{1,40}\))?(?:[ \t]*[:=]|[ \t]+is|[ \t]+was)?[ \t]+"
        r"(?P<v>[^\s,;]{5,63}[^\s,;.])(?=[,;.]?(?:\s|$))"
    ),
)
PWORD_ANCHORS = ("pw",)


# a value made of a settings page's words ("Settings.Default.Password1"): a default's name, not a password
_DEFAULT = re.compile(r"(?i)password|passwd|default|example|changeme|placeholder")


def pword(m: re.Match[str]) -> tuple[int, int] | None:
    """A value of a password's shape, not said public or an example."""
    if not password_like(m.group("v")) or _DEFAULT.search(m.group("v")) or _said_not_secret(m):
        return None
    return m.span("v")


def query_filter(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` (a word saying public) is a parameter's value inside a link's query, another parameter
    after it: "https://api.example.com/v2?type=public&q=soup&app_key=<hex>" filters what the call returns and says
    nothing of the key."""
    return (
        text[start - 1 : start] == "="
        and text[end : end + 1] == "&"
        and text.rfind("?", 0, start) > text.rfind(" ", 0, start)
    )
