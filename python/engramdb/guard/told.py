"""Round 42: a secret told by what its line names it, where its shape alone reads as something else (a leaf module:
it imports :mod:`.held`'s value tests, :mod:`.logins`' dotted words, :mod:`.opens`' UUID and case-change count and
:mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is
public, an example or a placeholder).

* **an API key in a password hash's shape**: "CurseForge API key for the modpack launcher: $2a$10$6bXc...": a service
  may issue keys in bcrypt's ``$2a$NN$`` form; a value its label names an API key (or token), with no word of a hash
  on its line ("hash", "bcrypt", "stored", "column", "htpasswd"), is that key, not a stored hash;
* **an ADS-B feeder's ID**: a UUID after "feeder ID" / ``feeder-id`` on its line ("sudo piaware-config feeder-id
  <uuid>", "PiAware feeder ID for the roof antenna (keep it ...): <uuid>"): the ID re-claims the feeder for whoever
  holds it (the template's ``<your-feeder-id>`` is no UUID; a site's number on the stats page is no feeder ID);
* **a logging link's stream id**: ``http://log.x.net/stream?id=j3FBgw6LwzKQVA``: a link that posts data (``stream``,
  ``ingest``, ``push``, ``webhook``) whose ``id`` is 12-64 letters of both cases changing case often - the link
  writes to the account; a record's ``?id=1234`` or a word is no such id;
* **a link's key of an account number and hex**: ``?key=21731200-15ab1a3cac01a0cfe218041cb`` (6-10 digits, "-",
  20-40 hex digits holding letters and digits): the key of an API's link;
* **a password's dotted shape after "pw is"**: "OSM pw is Tomasz677.cb": :func:`.logins.password_like`'s word and
  digits, a dot, a word of another case, which the stated password's reading took for a code reference's
  ``name.attr``;
* **a generated password in a phone's table row**: "[08:14] | +36209260490 | 1YDQ32MIg1k |": a login's row
  (:mod:`.shown`) of a phone number and a value between bars, the value 8-32 letters and digits, both cases (two
  each) and two digits: a generator's, where a row's value otherwise needs a password's mark or words;
* **a lock's code told in another form** after a lock's word (a door / gate / alarm code, a keypad, a safe, a
  padlock's combination, a bike lock): Roman numerals one a digit ("padlock combination: IX - VI - IV"), digit words
  and digits mixed, joined by "-" ("the door code's one-8-eight-8"), two-digit number words ("the door keypad is
  sixty eighty-nine"); a chapter's or a king's numeral, an order's number or a match's score names no lock;
* **a lock's code in a table**: a column named "Code" / "Combination" / "PIN", 3-8 digits in a row whose first cell
  names a lock (a key box, a safe, a locker, an alarm) or under a header whose first cell does ("| Lock |
  Combination | Owner |"); a product's code in a row of things ("| Bike helmet | 4719 |") names no lock;
* **a chat's reply of a code after a message asking for it**: "what's the code for the gym locker we share" (or
  "what do I type?") then, in one of the next two lines, a speaker's 4-8 digits alone, after an emoji or before
  "then OK" ("Fatima: 🔒 747269", "Mei: 46866 then OK"); a number asked ("the number of the locker"), a promo, zip
  or order code, a reply of words are not read;
* **a secret key of letters alone after its prefix**: "Short.io secret API key: sk_lBkWVhrksBhvNZZX": ``sk_`` and
  16-64 letters of both cases changing case often, its line naming a secret or an API key (a public key's ``pk_`` is
  not read).
"""

from __future__ import annotations

import re

from .held import NOT_SECRET, _said_not_secret
from .logins import _dotted_words
from .opens import UUID, case_changes
from .slots import GatedFinder

# ---- an API key in bcrypt's form, named an API key
_CRYPT = r"\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}"
_KEY_LABEL = (
    r"(?i)(?<![\w-])(?:api[ _-]?(?:key|token)|access[ _-]?token|secret[ _-]?key|auth[ _-]?token)s?(?![\w-])"
    r"[^\n$]{0,60}?(?:[:=]|\bis\b)[ \t]*[\"'`]?"
)
CRYPT_KEY = GatedFinder(r"\$2[aby]\$", re.compile(_KEY_LABEL + r"(?P<v>" + _CRYPT + r")(?![./A-Za-z0-9])"))
CRYPT_KEY_ANCHORS = ("$2a$", "$2b$", "$2y$")
_KEY_LABEL_BEFORE = re.compile(_KEY_LABEL + "$")
_HASH_WORD = re.compile(
    r"(?i)(?<![^\W\d_])(?:hash\w*|bcrypt|crypt|digest|verifier|stored|column|htpasswd|shadow|fixture|salt\w*)(?![^\W\d_])"
)


def crypt_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The label names an API key and its line no hash (see the module), nor says it public or an example."""
    if _HASH_WORD.search(m.string, m.string.rfind("\n", 0, m.start()) + 1, m.start("v")) or _said_not_secret(m):
        return None
    return m.span("v")


def crypt_shaped_key(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a key in bcrypt's form that its label names an API key (for the near-miss check, which
    otherwise takes a crypt form back as a stored hash)."""
    if re.fullmatch(_CRYPT, text[start:end]) is None:
        return False
    before = text[text.rfind("\n", 0, start) + 1 : start]
    return _KEY_LABEL_BEFORE.search(before) is not None and _HASH_WORD.search(before) is None


# ---- an ADS-B feeder's ID
FEEDER = GatedFinder(
    r"(?i)feeder",
    re.compile(r"(?i)(?<![\w-])feeder[ _-]?id(?![\w-])[^\n]{0,120}?(?<![\w-])(?P<v>" + UUID + r")(?![\w-])"),
)
FEEDER_ANCHORS = ("feeder",)


_FEEDER_LABEL = re.compile(r"(?i)feeder[ _-]?id")


def feeder_id(m: re.Match[str]) -> tuple[int, int] | None:
    """Not said public or an example (the label's own "id" aside); not one digit repeated."""
    v = m.group("v").replace("-", "")
    line = m.string.rfind("\n", 0, m.start()) + 1
    around = _FEEDER_LABEL.sub(" ", m.string[max(line, m.start() - 40) : m.start("v")])
    return None if len(set(v)) < 4 or NOT_SECRET.search(around) else m.span("v")


_FEEDER_BEFORE = re.compile(r"(?i)(?<![\w-])feeder[ _-]?id(?![\w-])[^\n]{0,120}?$")


def feeder_named(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a UUID a feeder's ID names (for the near-miss check's ``..._id <uuid>`` reading)."""
    if re.fullmatch(UUID, text[start:end]) is None:
        return False
    line = text.rfind("\n", 0, start) + 1
    return _FEEDER_BEFORE.search(text, max(line, start - 140), start) is not None


# ---- a logging link's stream id; a link's key of an account number and hex
STREAM = GatedFinder(
    r"(?i)/(?:stream|ingest|push|webhook)s?\?",
    re.compile(
        r"(?i)https?://[^\s?#]*/(?:stream|ingest|push|webhook)s?\?(?:[^\s#]*&)?(?:id|key|token)="
        r"(?-i:(?P<v>[A-Za-z0-9]{12,64}))(?=[&#\s\"'<>)]|$)"
    ),
)
STREAM_ANCHORS = ("stream", "ingest", "push", "webhook")


def _random_letters(v: str) -> bool:
    letters = "".join(c for c in v if c.isalpha())
    upper = sum(c.isupper() for c in letters)
    words = re.fullmatch(r"(?:[A-Z]?[a-z]{2,})+\d*", v) is not None  # a name's words: "LiveStreamOne"
    return upper >= 3 and len(letters) - upper >= 3 and case_changes(letters) >= 4 and not words


def stream_id(m: re.Match[str]) -> tuple[int, int] | None:
    """Letters of both cases changing case often (digits or not): a generator's id, not a word's or a record's."""
    return m.span("v") if _random_letters(m.group("v")) else None


_STREAM_BEFORE = re.compile(r"(?i)https?://[^\s?#]*/(?:stream|ingest|push|webhook)s?\?(?:[^\s#]*&)?(?:id|key|token)=$")


def stream_named(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is a posting link's id (for the near-miss check's ``id=<value>`` reading)."""
    line = text.rfind("\n", 0, start) + 1
    return _random_letters(text[start:end]) and _STREAM_BEFORE.search(text, max(line, start - 300), start) is not None


LINK_KEY = GatedFinder(
    r"\d{6}-[0-9a-f]{20}",
    re.compile(
        r"(?i)https?://[^\s?#]+\?(?:[^\s#]*&)?(?:key|api_?key|token)=(?-i:(?P<v>\d{6,10}-[0-9a-f]{20,40}))"
        r"(?=[&#\s\"'<>)]|$)"
    ),
)
LINK_KEY_ANCHORS = ("key=", "token=")


def hex_key(m: re.Match[str]) -> tuple[int, int] | None:
    """Hex of letters and digits, not one digit repeated."""
    h = m.group("v").split("-", 1)[1]
    return m.span("v") if re.search(r"[a-f]", h) and re.search(r"\d", h) and len(set(h)) >= 6 else None


# ---- a secret key of letters alone after its prefix
LETTER_KEY = GatedFinder(
    r"sk_[A-Za-z]{16}",
    re.compile(
        r"(?i)(?<![\w-])(?:secret|api)[ _-]?(?:api[ _-]?)?key(?![\w-])[^\n]{0,40}?(?:[:=]|\bis\b)[ \t]*[\"'`]?"
        r"(?-i:(?P<v>sk_[A-Za-z]{16,64}))(?![\w-])"
    ),
)
LETTER_KEY_ANCHORS = ("sk_",)


def letter_key(m: re.Match[str]) -> tuple[int, int] | None:
    """A body of both cases, changing case often (a generator's, not "sk_LiveCheckoutSession")."""
    body = m.group("v")[3:]
    upper = sum(c.isupper() for c in body)
    return m.span("v") if 4 <= upper <= len(body) - 4 and case_changes(body) >= 6 and not _said_not_secret(m) else None


def named_despite_shape(text: str, start: int, end: int) -> bool:
    """The near-miss check's exceptions of this round: a key in bcrypt's form its label names an API key, a UUID a
    feeder's ID names, a posting link's id, a lock's code in a table (each reading checks its value's form first:
    a call costs a few compares)."""
    c = text[start : start + 1]
    return (
        (c == "$" and crypt_shaped_key(text, start, end))
        or (end - start == 36 and feeder_named(text, start, end))
        or (text[start - 1 : start] == "=" and stream_named(text, start, end))
        or (text[start:end].isdigit() and lock_table_cell(text, start, end))
    )


def dotted_password(v: str) -> bool:
    """``v`` is a word and digits, a dot, a word of another case ("Tomasz677.cb", "quarry05.BOBCAT"): a password's
    shape (:mod:`.logins`), not a reference's ``name.attr`` (lower case throughout, or a file's or a domain's tail)."""
    return "." in v and _dotted_words(v)


def phone_row_password(m: re.Match[str]) -> bool:
    """Round 42: :data:`.shown.ROW`'s match is a table's row of a phone number and a generated value between bars
    (see the module)."""
    phone: str | None = m.group("p")
    v: str = m.group("v")
    if phone is None or "@" in phone or not (m.group("end") or "").startswith("|"):
        return False
    if "|" not in m.string[m.start() : m.start("p")] or not 8 <= len(v) <= 32 or not v.isalnum() or not v.isascii():
        return False
    return sum(c.isupper() for c in v) >= 2 and sum(c.islower() for c in v) >= 2 and sum(c.isdigit() for c in v) >= 2


# ---- a lock's code told in another form: Roman numerals one a digit ("padlock combination: IX - VI - IV"), digit
# words and digits joined by "-" ("the door code's one-8-eight-8"), number words two digits a word ("the door keypad
# is sixty eighty-nine")
_ROMAN = r"(?:VIII|VII|VI|IV|IX|III|II|I|V)"
_DIGIT = r"(?:zero|one|two|three|four|five|six|seven|eight|nine)"
_TWO = (
    r"(?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?)"
)
_LOCK_LABEL = (
    r"(?i:(?<![\w-])(?:(?:door|gate|alarm|garage|entry|keypad|safe|lock)[ \t]+(?:code|pin)|door[ \t]+keypad|keypad"
    r"|(?:padlock|safe|lock)[ \t]+(?:combination|combo)|padlock|safe|(?:bike[ \t]+)?lock|gate)(?![\w-])"
    r"(?:[ \t]*\([^()\n]{1,30}\))?(?:['’]s|[ \t]*(?:is|:|=)))[ \t]+"
)
LOCK_TOLD = GatedFinder(
    (
        r"\b" + _ROMAN + r"(?:[ \t]*[-·][ \t]*|[ \t]+)" + _ROMAN + r"\b",
        r"(?i)\b(?:" + _DIGIT + r"-\d|\d-" + _DIGIT + r")\b",
        r"(?i)\b" + _TWO + r"[ \t]+" + _TWO + r"\b",
    ),
    re.compile(
        _LOCK_LABEL + r"(?P<v>" + _ROMAN + r"(?:(?:[ \t]*[-·][ \t]*|[ \t]+)" + _ROMAN + r"){2,7}"
        r"|(?i:(?:" + _DIGIT + r"|\d)(?:-(?:" + _DIGIT + r"|\d)){3,7})"
        r"|(?i:" + _TWO + r"(?:[ \t]+" + _TWO + r"){1,3}))(?![\w-])"
    ),
)
_DIGIT_OF = {w: str(n) for n, w in enumerate(_DIGIT[3:-1].split("|"))}
LOCK_TOLD_ANCHORS = ("door", "gate", "alarm", "garage", "entry", "keypad", "safe", "lock")


def lock_told(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits and digit words mixed (both), or Roman numerals, or number words: not one digit repeated throughout,
    not said public or an example."""
    v = m.group("v")
    parts = v.split("-")
    mixed = re.fullmatch(r"(?i)[a-z\d-]+", v) is not None and len(parts) >= 4 and not v.isupper()
    if mixed and not (any(p.isdigit() for p in parts) and any(p.isalpha() for p in parts)):
        return None  # digit words alone are spelled.py's; digits alone the access code's
    if len({_DIGIT_OF.get(p, p) for p in re.split(r"[-·\s]+", v.lower())}) == 1 or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a lock's code in a table: a column named "Code" or "Combination" under a header or in a row naming a lock
LOCK_TABLE = GatedFinder(
    r"(?i)\|[ \t]*(?:code|combination|combo|pin)[ \t]*\|",
    re.compile(
        r"(?im)^(?P<h>[ \t]*\|[^\n]*\|[ \t]*(?:code|combination|combo|pin)[ \t]*\|[^\n]*)\n[ \t]*\|?[ \t:|-]+\n"
        r"(?P<rows>(?:[ \t]*\|[^\n]*(?:\n|$))+)"
    ),
)
LOCK_TABLE_ANCHORS = ("code", "combination", "combo", "pin")
_LOCK_CELL = re.compile(
    r"(?i)(?<![\w-])(?:key[ -]?box|key[ -]?safe|lock[ -]?box|padlock|lock|safe|locker|alarm|keypad)(?![\w-])"
)
_CODE_HEADER = re.compile(r"(?i)code|combination|combo|pin")


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def lock_table(m: re.Match[str]) -> tuple[int, int] | None:
    """The first cell of 3-8 digits (not one repeated) under a code's column, in a row whose first cell names a lock
    (a key box, a safe, a locker, an alarm) or under a header whose first cell does ("| Lock | Combination |")."""
    head = _cells(m.group("h"))
    columns = [i for i, c in enumerate(head) if _CODE_HEADER.fullmatch(c)]
    head_lock = _LOCK_CELL.search(head[0]) is not None
    at = m.start("rows")
    for row in m.group("rows").split("\n"):
        cells = _cells(row)
        if head_lock or _LOCK_CELL.search(cells[0]):
            for i in columns:
                if i < len(cells) and re.fullmatch(r"\d{3,8}", cells[i]) and len(set(cells[i])) > 1:
                    start = m.string.index(cells[i], at)
                    return start, start + len(cells[i])
        at += len(row) + 1
    return None


def lock_table_cell(text: str, start: int, end: int) -> bool:
    """``text[start:end]`` is the code :func:`lock_table` reads (for the near-miss check's reading of a table's cells
    under another column's header)."""
    return any(lock_table(m) == (start, end) for m in LOCK_TABLE.finditer(text))


# ---- a chat's reply of a code after a message asking for it ("what's the code for the gym locker we share" then
# "Fatima: 🔒 747269"; "the alarm is beeping, what do I type??" then "Mei: 46866 then OK")
ASKED_CODE = GatedFinder(
    r"(?i)what(?:['’]s| is| do i)",
    re.compile(
        r"(?im)^[^\n]*?(?<![\w-])(?:what(?:['’]s|[ \t]+is)[ \t]+the[ \t]+(?P<k>(?:[\w-]+[ \t]+){0,2}?)"
        r"(?:code|pin|passcode|combination|combo)(?![\w-])"
        r"|what[ \t]+do[ \t]+i[ \t]+(?:type|enter|punch[ \t]+in|key[ \t]+in))"
        r"[^\n]*\n(?:[^\n]*\n)?[ \t>]*(?:\[[^\]\n]{1,24}\][ \t]*)?[^\W\d_][\w.'’-]{0,23}:[ \t]*(?:[^\w\s]{1,2}[ \t]*)?"
        r"(?P<v>\d{4,8})(?:[ \t]+then[ \t]+(?:OK|ok|Enter|enter|#))?[ \t]*$"
    ),
)
ASKED_CODE_ANCHORS = ("what",)
_NOT_A_LOCK_CODE = re.compile(
    r"(?i)zip|post|area|country|dress|promo|discount|voucher|coupon|gift|tracking|order|error|status|colou?r|bar|qr"
    r"|sort|dial|source|booking|reference|flight|product"
)


def asked_code(m: re.Match[str]) -> tuple[int, int] | None:
    """4-8 digits (not one repeated, not a year) replied after the question; the code asked is no postcode, promo,
    order or other reference."""
    v = m.group("v")
    if _NOT_A_LOCK_CODE.search(m.group("k") or "") or len(set(v)) == 1 or re.fullmatch(r"(?:19|20)\d\d", v):
        return None
    return m.span("v")
