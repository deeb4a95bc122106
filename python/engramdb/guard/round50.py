"""Round 50: a code keyed in at a keypad, and a lock's combination stated after a longer label (a leaf module: it
imports only :mod:`.held`'s public test, :mod:`.lines`' window and :mod:`.slots`' gate; :mod:`.secrets` adds its
rows, and its near-miss check still takes back what a row's line says is public, an example or a placeholder).

* **a code keyed in at a keypad**: "the envelope says punch 8682 on the gate keypad", "at the daycare you punch 7501
  and pull hard", "if the recording room is locked it's 3445 on the keypad": a verb of keying in ("punch", "key in",
  "tap in", "enter", "type", "dial") or "it's" / "it is" right before 4-8 digits, and right after them the keypad
  ("on the gate keypad", "into the keypad") or what one does to the door next ("and pull hard", "then push");
  :data:`KEYPAD_ENTRY`, :func:`keypad_entry`. Not a year, not one digit repeated or counted, no appliance's keypad
  on the line ("the microwave keypad": a time).
* **a lock's combination after a longer label**: "bike lock on the cargo trailer: 543", "the padlock on the boat shed
  at the lake is 413", "the floor safe under the wardrobe opens with 73-28-61, the Krugerrands are in the tube": a
  lock (a lock, a padlock, a safe named by an article or its kind, a combination) as the label's head, at most eight
  words of place after it opened by a preposition ("on the boat shed at the lake"), then ":" / "is" / "opens with",
  then 3-8 digits or a dial's two to four numbers joined by hyphens, and the clause's end;
  :data:`LOCK_COMBINATION`, :func:`lock_combination`. The older rows ask 4-8 digits and a place of at most three
  words (round 47's ``LOCK_IS``). Not a year, not a round hundred or thousand, not counted, no word of a price, a
  size or a number between the lock and its value ("the bike lock's price is 120"), no currency on the line.
"""

from __future__ import annotations

import re

from .held import _said_not_secret
from .lines import line_around
from .slots import GatedFinder

_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")


def _plain(digits: str) -> bool:
    """Not one digit repeated, not counted up or down ("1234"), not a year."""
    return not (len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210" or _YEAR.fullmatch(digits))


# ---- a code keyed in at a keypad
# what follows the digits: the keypad ("on the gate keypad", "into the keypad"), or the door's next step ("and pull
# hard", "then push")
_AT_KEYPAD = (
    r"(?:[ \t]+(?:on|into|at|in)[ \t]+(?:the[ \t]+|a[ \t]+)?(?:[\w'’-]+[ \t]+){0,2}?keypad|"
    r"(?:[ \t]*,)?[ \t]+(?:and|then)[ \t]+(?:then[ \t]+)?(?:pull|push)(?:es|ed)?)(?![\w-])"
)
KEYPAD_ENTRY = GatedFinder(
    (r"(?i)keypad", r"(?i)pull|push"),
    re.compile(r"(?i)(?P<v>\d(?<![\w.,/:+*#$€£-]\d)\d{3,7})(?![\w.,/:-]?\d|[\w%°])" + _AT_KEYPAD),
)
KEYPAD_ENTRY_ANCHORS = ("keypad", "pull", "push")
# the verb or "it's" right before the digits (searched back from them: the row's pattern opens on digits)
_KEY_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:punch(?:es|ed)?(?:[ \t]+in)?|key(?:s|ed)?[ \t]+in|tap(?:s|ped)?(?:[ \t]+in)?|"
    r"enter(?:s|ed)?|type(?:s|d)?(?:[ \t]+in)?|dial(?:s|l?ed)?|it['’]?s|it[ \t]+is)[ \t]+$"
)
# a keypad that types no secret: an appliance's, a calculator's, a phone's
_APPLIANCE = re.compile(r"(?i)(?<![\w-])(?:microwave|oven|calculator|timer|thermostat|remote|phone|tv)(?![\w-])")


def keypad_entry(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits, when a verb of keying in (or "it's") stands right before them, the digits are a plain code and
    their line names no appliance and says nothing public."""
    text, start = m.string, m.start("v")
    if _KEY_BEFORE.search(text, max(0, start - 24), start) is None or not _plain(m.group("v")):
        return None
    line = line_around(text, start, m.end("v"))  # (the line's window: guardcost53)
    if _APPLIANCE.search(line) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a lock's combination after a longer label
# the lock: a lock of any kind ("bike lock", "the lock"), a padlock, a combination (lock), a safe named by an
# article, a possessive or its kind (not "it's safe", "stay safe")
_LOCK = (
    r"(?:(?:pad)?lock|combination|combo|(?:the|my|our|his|her|their|a|floor|wall|gun|hotel|room|office|fire|key|"
    r"jewel(?:le)?ry|document|cash)[ \t]+(?:[\w'’-]+[ \t]+)?safe)"
)
# the words of place between the lock and its value: "on the cargo trailer", "under the wardrobe" (at most eight,
# opened by a preposition: a word right after "safe" makes it an adjective - "the safe limit is 1000")
_PREP = r"(?:on|at|in|inside|under|behind|by|for|of|near|next[ \t]+to|beside|upstairs|downstairs|in[ \t]+front[ \t]+of)"
_WORDS = r"(?P<w>(?:[ \t]+" + _PREP + r"(?:[ \t]+[\w'’-]+){1,7}?)?)"
_LINK = r"(?:[ \t]*:|[ \t]+is|[ \t]+opens[ \t]+with|[ \t]+open[ \t]+with)"
# 3-8 digits, or a dial's two to four numbers joined by hyphens ("73-28-61")
_COMBO = r"(?P<v>\d(?<![\w.,/:+*#$€£-]\d)(?:\d{2,7}|\d?(?:-\d\d?){1,3}))"
_END = r"(?![\w.,/:-]?\d|[\w%°-])(?=[ \t]*(?:$|[\n.!?,;)]))"
LOCK_COMBINATION = GatedFinder(
    (r"(?i)lock", r"(?i)safe", r"(?i)comb"),
    re.compile(r"(?im)(?<![\w-])" + _LOCK + r"(?![\w-])" + _WORDS + _LINK + r"[ \t]+" + _COMBO + _END),
)
LOCK_COMBINATION_ANCHORS = ("lock", "safe", "comb")
# a word saying the number measures or names something else, between the lock and its value
_NOT_THE_CODE = re.compile(
    r"(?i)(?<![\w-])(?:price|cost|costs|fee|paid|battery|model|serial|weight|size|width|height|length|depth|"
    r"number|no|id|version|part|order|invoice|room|flat|apartment|unit|page|aisle|item|sku|shelf|bay|step|"
    r"age|year|years|warranty|rating|capacity|volume|voltage|torque|code[ \t]+length)(?![\w-])"
)
_MONEY = re.compile(r"[$€£¥₹]|(?i:(?<![\w-])(?:usd|eur|gbp|dollars?|euros?|pounds?|bucks|quid)(?![\w-]))")


def lock_combination(m: re.Match[str]) -> tuple[int, int] | None:
    """The value, when the words between the lock and it name no price, size or other number, the line names no
    currency, and the value is a plain code (not a round hundred or thousand) or a dial's numbers."""
    v = m.group("v")
    if _NOT_THE_CODE.search(m.group("w")):
        return None
    if "-" not in v and (not _plain(v) or (len(v) == 3 and v.endswith("00")) or v.endswith("000")):
        return None
    if "-" in v and len(set(v.replace("-", ""))) == 1:
        return None
    text, start = m.string, m.start("v")
    line = line_around(text, start, m.end("v"))  # (the line's window: guardcost53)
    if _MONEY.search(line) or _said_not_secret(m):
        return None
    return m.span("v")
