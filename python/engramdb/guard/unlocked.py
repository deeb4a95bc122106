"""Round 45: a code told by what it opens, and a key named by a program's name for it (a leaf module: it imports only
:mod:`.held`'s value tests and :mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss check still takes
back what a row's line says is public, an example or a placeholder).

* **a lock that opens on its code**: "the office safe with the petty cash opens on 629094", "my phone's hidden photo
  album opens with 1258, the screenshots are in there", "the side door keypad takes 2022 then the tick": a thing that
  locks (a safe, a locker, a keypad, an album, a box ...) named in the clause, then "opens / unlocks with / on /
  using" or "takes", then 3-8 digits ending the clause (a year only when it is typed: "... then the tick");
* **a combination or code set apart by a comma**: "the cash box for the raffle has a combination, 020, float is in the
  blue envelope", "the server cupboard under the stairs has a keypad, it's 2068": a lock named in the clause, its
  combination / code / keypad, then ", " (", it's") and 3-8 digits ending the clause;
* **a key safe's or a lock box's code right after its name**: "pain cave at the club: key safe 2081, turn the heating
  off after" (the name says nothing but a lock, as a padlock's does);
* **a lift's code**: "storage unit 16B on the ground floor, lift code 7410" (a lift, an elevator, a bin or bike store
  named before "code", as a door's is);
* **a lock's code asked about, then given in the reply**: "Guest: the lockbox code you sent doesn't work?" then
  "Host: sorry! It's 5594, I reset it this morning": a lock's code named on a line ending in a question, then on the
  next line (a speaker's) "it's" / "try" / "use" and 4-8 digits ending the clause;
* **a code read out one digit at a time after a code's word**: "kodea 8-1-1-1 dela", "ο κωδικός ... είναι
  5-2-1-8-7": 4-8 single digits joined by dashes or spaces (no more digits on either side), after the word for a
  code in any script on its line (:data:`.spelled.CODE_STEM`), no stop between; not counted out, not one digit
  repeated (a run before the word is left out: "booking number 6 4 4 6 4 9 0 0, the door code comes on the day");
* **a lock's code in a CSV column**: "site code,door,door code,valid" then "HQ,main entrance,348153,2026-01-13": a
  header cell naming a lock's code (a door / gate / alarm / safe / locker / keypad code, PIN or combination), and in
  the rows under it 4-8 digits (not one repeated, not a year);
* **a PIN in a log's JSON under a key that names it with a word more**: ``"pin_entered":"82211"``,
  ``"door_pin": "4821"``: a key of words joined by "_" / "-", one of them "pin" or "passcode", none a count's, a
  length's, a hash's or a setting's; a quoted value of 4-8 digits (not one repeated);
* **a key after a program's name for it, with a space**: "Expensify integration: partnerUserID aa_..., partnerUserSecret
  9fbf4439...": a camelCase name ending in Secret / Token / Password / Key (not a public, a publishable, an id's),
  then 32-64 hex digits (letters and digits both) or 16-64 random letters and digits.
"""

from __future__ import annotations

import re

from .held import NOT_SECRET, _said_not_secret, random_letters_digits
from .slots import GatedFinder
from .spelled import CODE_STEM


class _Needs(GatedFinder):
    """A gated finder opened only where one of a few literals stands in the text (``in`` on the text, or on it lower-
    cased: tens of ns), before its gate's regex: most memory texts name no lock, and a case-blind alternation as a
    gate costs a few µs a text (round 45's rows cost 5 % of the guard that way)."""

    def __init__(self, needs: tuple[str, ...], gate: str, pattern: re.Pattern[str], *, lower: bool = True) -> None:
        super().__init__(gate, pattern)
        self.needs, self.lower = needs, lower

    def _open(self, text: str) -> bool:
        folded = text.lower() if self.lower else text
        return any(n in folded for n in self.needs) and super()._open(text)


# A thing that locks, named in the value's clause before its verb.
_LOCKED = (
    r"safe|safes|lock|locks|padlock|locker|lockers|vault|album|folder|box|cabinet|drawer|door|gate|keypad|phone|"
    r"tablet|laptop|diary|suitcase|briefcase|chest|cupboard|shed|garage|lockbox|keybox|strongbox|tin"
)
# The value's clause ends: a comma, a stop, the line's end, or "then" (a keypad's typing: "2022 then the tick").
_END = r"(?=[ \t]*(?:[,.;!)]|\n|$|(?P<then>then|and[ \t]+(?:press|hit|enter))(?![\w-])))"
_YEAR = re.compile(r"(?:19\d\d|20[0-3]\d)")

# ---- a lock that opens on its code
OPENS_ON = _Needs(
    ("opens ", "unlocks ", "takes "),
    r"(?i)(?:opens|unlocks|takes)[ \t]",
    re.compile(
        r"(?i)(?<![\w-])(?:" + _LOCKED + r")(?![\w-])[^\n.;!?:]{0,60}?[ \t]"
        r"(?:(?:opens|unlocks)[ \t]+(?:with|on|using)|takes)[ \t]+(?:the[ \t]+(?:code|number|pin)[ \t]+)?"
        r"(?P<v>\d{3,8})(?![\w.,/:-]\d|[\w-])" + _END
    ),
)
OPENS_ON_ANCHORS = ("opens", "unlocks", "takes")

# ---- a combination or code set apart by a comma
COMMA = _Needs(
    ("combination,", "combo,", "code,", "keypad,"),
    r"(?i)(?:combination|combo|code|keypad),",
    re.compile(
        r"(?i)(?<![\w-])(?:" + _LOCKED + r"|cash[ \t]+box)(?![\w-])[^\n.;!?:]{0,60}?(?<![\w-])"
        r"(?:has|with|uses|needs|is)[ \t]+(?:a|an|the)[ \t]+(?:[\w-]+[ \t]+)?(?:combination|combo|code|keypad),"
        r"[ \t]*(?:it['’]?s[ \t]+|is[ \t]+)?(?P<v>\d{3,8})(?![\w.,/:-]\d|[\w-])" + _END
    ),
)
COMMA_ANCHORS = ("combination,", "combo,", "code,", "keypad,")

# ---- a key safe's or a lock box's code right after its name
KEY_SAFE_NEEDS = ("keysafe", "key safe", "key-safe", "keybox", "key box", "key-box", "lockbox", "lock box", "lock-box")
KEY_SAFE = _Needs(
    KEY_SAFE_NEEDS,
    r"(?i)(?:key|lock)[ -]?(?:safe|box)",
    re.compile(
        r"(?i)(?<![\w-])(?:key[ -]?safe|key[ -]?box|lock[ -]?box)(?![\w-])"
        r"(?:[ \t]+(?:code|pin|combination|combo))?[ \t]*(?:[:=]|is|,[ \t]*it['’]?s)?[ \t]*"
        r"(?P<v>\d{3,8})(?![\w.,/:-]\d|[\w-])" + _END
    ),
)
KEY_SAFE_ANCHORS = (
    "keysafe",
    "key safe",
    "key-safe",
    "keybox",
    "key box",
    "key-box",
    "lockbox",
    "lock box",
    "lock-box",
)

# ---- a lift's code
LIFT = _Needs(
    ("lift code", "elevator code", "store code"),
    r"(?i)(?:lift|elevator|store)[ \t]+code",
    re.compile(
        r"(?i)(?<![\w-])(?:lift|elevator|bin[ \t]+store|bike[ \t]+store)[ \t]+code(?![\w-])"
        r"[ \t]*(?:[:=]|is)?[ \t]*(?P<v>\d{3,8})(?![\w.,/:-]\d|[\w-])" + _END
    ),
)
LIFT_ANCHORS = ("lift code", "elevator code", "store code")


def code(m: re.Match[str]) -> tuple[int, int] | None:
    """3-8 digits, not one digit repeated, not a year unless typed ("... then the tick"); not said public."""
    v = m.group("v")
    if len(set(v)) == 1 or (_YEAR.fullmatch(v) and not m.group("then")) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a lock's code asked about ("the lockbox code you sent doesn't work?") and given in the next line's reply ("Host:
# sorry! It's 5594, I reset it this morning")
REPLY = _Needs(
    ("?\n", "? \n"),
    r"(?i)(?:code|pin|combination|combo)[^\n]*\?[ \t]*\n",
    re.compile(
        r"(?im)^[^\n]*?(?<![\w-])(?:lock[ -]?box|key[ -]?box|key[ -]?safe|door|gate|alarm|garage|safe|locker|padlock"
        r"|keypad)[ \t]+(?:code|pin|combination|combo)(?![\w-])[^\n]*\?[ \t]*\n[ \t>]*"
        r"(?:[^\W\d_][\w.'’-]{0,23}:[ \t]*)?(?:[^\n\d]{0,30}?(?<![\w-]))?(?:it['’]?s|it[ \t]+is|try|use)[ \t]+"
        r"(?P<v>\d{4,8})(?![\w.,/:-]\d|[\w-])" + _END
    ),
    lower=False,
)
REPLY_ANCHORS = ("code", "pin", "combination", "combo")

# ---- a key after a program's name for it, with a space
NAMED_KEY = _Needs(
    ("Secret", "Token", "Password", "Passwd", "Key"),
    r"[a-z0-9](?:Secret|Token|Password|Passwd|Key)[ \t]",
    re.compile(
        r"(?<![\w$.-])(?P<n>[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)*?(?:Secret|Token|Password|Passwd|Key))(?![\w-])"
        r"[ \t]+(?P<v>[A-Za-z0-9]{16,64})(?![\w$@./+=-])"
    ),
    lower=False,
)
NAMED_KEY_ANCHORS = ("secret", "token", "password", "passwd", "key")
_NOT_A_SECRET_NAME = re.compile(
    r"Public|Publishable|Page|Cursor|Continuation|Sync|Next|Resume|State|Id(?:Token)?$"
    r"|^(?:public|publishable|page|cursor|sync|next|id)"
)


def named_key(m: re.Match[str]) -> tuple[int, int] | None:
    """32-64 hex digits (3+ digits, 3+ letters) or 16-64 random letters and digits after a camelCase key name that
    is not a public key's, a cursor's or an id token's."""
    v, name = m.group("v"), m.group("n")
    if _NOT_A_SECRET_NAME.search(name) or NOT_SECRET.search(m.string, m.start(), m.start("v")):
        return None  # (only the name and what follows it: the pair's id before it may be an example's address)
    hexy = (
        re.fullmatch(r"[0-9a-f]{32,64}|[0-9A-F]{32,64}", v) is not None
        and sum(c.isdigit() for c in v) >= 3
        and sum(c.isalpha() for c in v) >= 3
    )
    return m.span("v") if hexy or random_letters_digits(v, min_len=16) else None


# ---- a table sent in a chat, its header on the line of the message's time and sender ("2025-11-11 19:49 | Ilse |
# | tool | login | key |", then the rule line and the rows): the table's columns are counted from the header's own
# first cell, after the empty cell that ends the chat's prefix
_PREFIXED_TABLE = re.compile(
    r"(?m)^[^\n|]{1,40}\|[^\n|]{1,40}\|[ ]?(?P<t>\|[^\n]*\|[ \t]*\n[ \t]*\|?[ \t:|-]*-{3}[ \t:|-]*\n"
    r"(?:[ \t]*\|[^\n]*(?:\n|$))+)"
)


TABLE_ANCHORS = ("| |", "||")  # the chat's prefix ends in an empty cell


def prefixed_tables(text: str) -> list[tuple[int, int, str]]:
    """Each table after a chat's prefix, as (start, end, the table's text) for :mod:`.secrets` to read as a table of
    its own (a finding in it is reported at the table's span)."""
    if "| |" not in text and "||" not in text:
        return []
    return [(m.start("t"), m.end("t"), m.group("t")) for m in _PREFIXED_TABLE.finditer(text)]


# ---- a code read out one digit at a time after a code's word
_ONE_BY_ONE = r"\d(?:[ \t]*-[ \t]*\d){3,7}|\d(?:[ \t]\d){3,7}"
DIGIT_RUN = GatedFinder(
    r"\d(?:[ \t]*-[ \t]*\d){3}|\d(?:[ \t]\d){3}",
    re.compile(
        r"(?i)(?:"
        + CODE_STEM.pattern.removeprefix("(?i)")
        + r")[^\n\d.;!?]{0,60}?(?<![\d-])(?<!\d[ \t])(?<!-[ \t])(?P<v>"
        + _ONE_BY_ONE
        + r")(?![\d]|[ \t]*-[ \t]*\d|[ \t]\d)"
    ),
)
DIGIT_RUN_ANCHORS = ("#-#", "# #", "# -")


def digit_run(m: re.Match[str]) -> tuple[int, int] | None:
    """4-8 single digits, not counted out (1234, 4321), not one repeated."""
    g = "v"
    digits = re.sub(r"\D", "", m.group(g))
    if len(set(digits)) == 1 or digits in "0123456789" or digits in "9876543210" or _said_not_secret(m):
        return None
    return m.span(g)


# ---- a lock's code in a CSV column
CSV_CODE = _Needs(
    ("code,", "pin,", "combination,", "combo,", "code\n", "pin\n", "combination\n", "combo\n"),
    r"(?i)(?:door|gate|alarm|safe|locker|lock|keypad|key[ _-]?box)[ _-]?(?:code|pin|combination|combo)",
    re.compile(
        r"(?im)^(?=[^\n]*?(?:door|gate|alarm|safe|locker|lock|keypad|key[ _-]?box)[ _-]?(?:code|pin|combination|combo)"
        r"[ \t]*(?:,|\n))(?P<h>[^\n,]{0,40}(?:,[^\n,]{0,40}){1,11})\n"
        r"(?P<rows>(?:[^\n,]{0,60}(?:,[^\n,]{0,60}){1,11}(?:\n|$))+)"
    ),
    lower=False,
)
CSV_CODE_ANCHORS = (
    "door",
    "gate",
    "alarm",
    "safe",
    "locker",
    "lock",
    "keypad",
    "key box",
    "key_box",
    "key-box",
    "keybox",
)
_CSV_HEADER = re.compile(
    r"(?i)[ \t]*(?:door|gate|alarm|safe|locker|lock|keypad|key[ _-]?box)[ _-]?(?:code|pin|combination|combo)[ \t]*"
)


def csv_code(m: re.Match[str]) -> tuple[int, int] | None:
    """The first cell of 4-8 digits (not one repeated, not a year) under a lock's code's header cell."""
    columns = [i for i, c in enumerate(m.group("h").split(",")) if _CSV_HEADER.fullmatch(c)]
    if not columns:
        return None
    at = m.start("rows")
    for row in m.group("rows").split("\n"):
        cells = row.split(",")
        for i in columns:
            cell = cells[i].strip() if i < len(cells) else ""
            if re.fullmatch(r"\d{4,8}", cell) and len(set(cell)) > 1 and not _YEAR.fullmatch(cell):
                start = m.string.index(cell, at + sum(len(c) + 1 for c in cells[:i]))
                return start, start + len(cell)
        at += len(row) + 1
    return None


def csv_code_cell(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is the code :func:`csv_code` reads (for the near-miss check, whose reading of a delimited
    table's columns takes a cell under a header naming no credential back)."""
    return any(csv_code(m) == (start, end) for m in CSV_CODE.finditer(text))


# ---- a PIN in a log's JSON under a key that names it with a word more
JSON_PIN = _Needs(
    ('":',),
    r"(?i)pin|passcode",
    re.compile(r"(?i)\"(?P<k>(?:[a-z]+[_-])*(?:pin|passcode)(?:[_-][a-z]+)*)\"[ \t]*:[ \t]*\"(?P<v>\d{4,8})\""),
    lower=False,
)
JSON_PIN_ANCHORS = ("pin", "passcode")
_NOT_THE_PIN = re.compile(
    r"(?i)(?:^|[_-])(?:len|length|count|attempts?|tries|retries|hash|hashed|digest|salt|id|set|changed|required"
    r"|enabled|policy|min|max|type|format|code[_-]?length|mask|hint|expiry|expires|age|version)(?:[_-]|$)"
)


def json_pin(m: re.Match[str]) -> tuple[int, int] | None:
    """4-8 digits (not one repeated) under a PIN's key that names no count, length, hash or setting."""
    v = m.group("v")
    if _NOT_THE_PIN.search(m.group("k")) or len(set(v)) == 1 or _said_not_secret(m):
        return None
    return m.span("v")
