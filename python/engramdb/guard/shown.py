"""Round 39: a secret shown by where it stands (a screen's lines, a login's row, a query, the words of a phrase) rather
than by a credential's name beside it (a leaf module: it imports only :mod:`.bip39`'s word lists, :mod:`.held`'s value
tests, :mod:`.slots`' gate and :mod:`.slugs`; the caller passes in :func:`.logins.password_like` and the password
lexicon's test; :mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is
public, an example or a placeholder).

* **an account screen's lines**: a line naming an account or sign-in screen (``Screenshot: Fi > Account``,
  ``X > Sign in``) or a password's name ending in a colon ("password di Just Eat:"), then a login alone on its line
  (an e-mail, a phone number, a user name), then the password alone on the next: a password's or a generator's
  shape;
* **a login's row**: a phone number or an e-mail, then the password, and nothing else on the line but a table's
  bars, a separator (``:``, ``|``, ``/``) and a chat's lead: "+83982394200 : bobcat20#BOBCAT",
  ``| rohan@posteo.example | LrZZGr-u6nnAT-c4o0ga |``; a user name first only in a two-cell table row or before
  " : " (``| kwame | Yonder7445= |``, "bartek : Dmitri56@rtol"); the password a password's or a generator's shape;
* **a "pw" after a comma**: "username AH_2395_D1CQTTDL, pw Vortex.Clover54, our station ...", "the league site uses
  Spond, pw Vortex38-, same e-mail ...": the password a password's or a generator's shape;
* **a password's new value**: "changed the Nanit password after the e-mail scare, new one is Mango.Dune38";
* **the words of a recovery phrase told in part**: "the first words of the old wallet phrase were ice paddle
  dolphin", "the last four words of the backup phrase are island castle napkin salad": three or more words of one
  BIP-39 list after a phrase's name (wallet, seed, recovery, backup, mnemonic phrase) and "were / are / :";
* **a phrase's twelve words under a key's line**: ``Screenshot: Anytype > Settings > Key`` then a line of 12, 15,
  18, 21 or 24 words of one BIP-39 list (no checksum asked: a note app's key is such words);
* **a token of digits in a link's query**: ``...?t=938598260872031713265105&q=435025``: 18-64 digits under a
  parameter named for a token (``t``, ``tok``, ``token``, ``key``, ``secret``), not one digit repeated (a
  timestamp has 10-13 digits);
* **a backup or unlock code of digits**: "the VanMoof backup code is 546, press the button ...": 3-8 digits;
* **a value typed at a prompt**: "if the laptop asks after the update just type 151119, ...", "at the gateway's
  login page I type TA97U, ...": "just type" / "I type" then 4-12 capitals and digits (digits in it, or random
  capitals), the clause's end after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .bip39 import _lists
from .held import _said_not_secret
from .slots import GatedFinder
from .slugs import joined_slug
from .told import phone_row_password

# A word of code or of credentials among a value's dotted parts: a namespace or an attribute path
# ("Settings.Default.Password1"), not a password written as words
# fmt: off
_CODE_PARTS = frozenset(["password", "passwd", "pass", "secret", "token", "key", "config", "settings", "default",
                         "env", "self", "this", "app", "com", "org", "net", "www", "json", "html", "prod", "dev"])
# fmt: on


def _path_of_code(v: str) -> bool:
    return "." in v and not _CODE_PARTS.isdisjoint(p.lower().rstrip("0123456789") for p in re.split(r"[._]", v))


def _password(v: str, password_like: Callable[[str], bool]) -> bool:
    return password_like(v) and not _path_of_code(v)


_MAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_PHONE = r"\+?\d{8,15}"
_USER = r"[a-z][a-z0-9]{1,19}(?:[._][a-z0-9]{1,12})?"
_VALUE = r"[^\s|]{6,64}"

# ---- an account screen's lines
SCREEN = GatedFinder(
    r"\n[ \t]*[^\s|]{6,64}[ \t]*(?:\n|$)",
    re.compile(
        r"(?im)^(?P<h>[^\n]*?(?:>[ \t]*(?:account|sign[ -]?in|log[ -]?in|login|profile)|[^\n]{2,60}:))[ \t]*\n"
        r"[ \t]*(?:" + _MAIL + "|" + _PHONE + "|" + _USER + r")[ \t]*\n[ \t]*(?P<v>" + _VALUE + r")[ \t]*$"
    ),
)
SCREEN_ANCHORS = (">", ":")


def screen(
    m: re.Match[str], password_like: Callable[[str], bool], password_named: Callable[[str], bool]
) -> tuple[int, int] | None:
    """A password alone on its line under a login's line and a screen's (or a password's) header."""
    head = m.group("h")
    if head.rstrip().endswith(":") and ">" not in head and not password_named(head):
        return None
    return m.span("v") if _password(m.group("v"), password_like) else None


# ---- a login's row (a time before it unbracketed holds its colon: "8841 e12 printer-INV2291" is no chat line)
_LEAD = (
    r"(?:[(\[][0-9:]{4,5}[)\]][ \t]*|\d{1,2}:\d{2}[ \t]+|[^\s\w|]{1,2}[ \t]*|(?:PS:?|FW:|>>)[ \t]*"
    r"|[A-Z][a-z]{1,15}:[ \t]*|" + r"[A-Z][a-z]{1,15}[ \t]+[(\[][0-9:]{4,5}[)\]]:[ \t]*)?"
)  # (round 41: a chat's name and time, "Adaeze [16:10]: ")
# (no gate: the pattern, anchored at a line's start, costs less than any gate tried, ~1 µs a memory text)
ROW = re.compile(
    r"(?m)^[ \t]*" + _LEAD + r"(?:\|[ \t]*)?"
    r"(?:(?P<p>" + _PHONE + "|" + _MAIL + r")[ \t]*(?:[:|/][ \t]*|[ \t])"
    r"|(?P<u>" + _USER + r")(?P<j>[ \t]*\||[ \t]:|[ \t])[ \t]*)"
    r"(?P<v>" + _VALUE + r")[ \t]*(?P<end>\|[^\n|]{0,8}|[^\w\s|]{1,3})?[ \t]*$"
)
# (no digit "#": a row asked of every text with a digit costs every memory text a scan, test_guard_grouped_precheck;
# a login's row holds a mail's "@", a bar, a colon or a slash, or its password a mark of _MARKS)
_MARKS = "@|:/-.!$%&*+=?~^,;()[]{}<>'\"\\`"
ROW_ANCHORS = tuple(_MARKS)


def row(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A password after a login on a line of their own (a user name first only in a table's row or before " : ";
    round 41: or a quoted line's user name before a generator's groups, "> hamish kAAee-5ThOu-7oS4f-OmEUa")."""
    if _quoted_user_generated(m) or phone_row_password(m):
        return m.span("v")  # (round 42: "| +36209260490 | 1YDQ32MIg1k |", told.py)
    v, joiner = m.group("v"), (m.group("j") or "").strip()
    if m.group("u") and joiner == "|" and not (m.group("end") or "").startswith("|"):
        return None  # a user name first: a table's row of two cells
    if not any(c in _MARKS for c in m.group()):
        return None  # "7203458280 Qx7Lm2Pt": a mark of _MARKS in the row (its anchors) or none read
    if m.group("u") and not joiner and not (_strong(v) and re.search(r"[\d._]", m.group("u"))):
        return None  # "ngozi.a Hilde3573#fc": a user name (a digit or a dot), a space, letters, digits and a mark
    if m.group("u") and not joiner and (_SETTING.fullmatch(v) or _SETTING_NAME.search(m.group("u"))):
        return None  # "access_token expires_in=3600": a setting's name and another setting, not a login
    if m.group("u") and not joiner and ("--" in v or m.group("u").lower() in v.lower()):
        return None  # "e12 INV-2291--e12", "e12 refund--Porto": words and codes joined into a slug, not a login
    return m.span("v") if _password(v, password_like) or _GROUPS.fullmatch(v) else None  # round 41: groups


def _quoted_user_generated(m: re.Match[str]) -> bool:
    """Round 41: "> hamish kAAee-5ThOu-7oS4f-OmEUa": a quoted (``>``) line of a plain user name, a space and a
    generator's groups of letters and digits, both cases and a digit (the groups' dashes its only marks; a licence
    key or an order number is capitals and digits)."""
    return (
        m.group("u") is not None
        and not (m.group("j") or "").strip()
        and m.group().lstrip().startswith(">")
        and not _SETTING_NAME.search(m.group("u"))
        and _GROUPS.fullmatch(m.group("v")) is not None
    )


_GROUPS = re.compile(r"(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,7}")
_SETTING = re.compile(r"[a-z][a-z_]*=\w*")
_SETTING_NAME = re.compile(r"token|key|secret|pass|_id|expir|timeout|limit|size|count|max|min")
_STRONG = re.compile(r"(?=[^\n]*\d)(?=[^\n]*[A-Za-z])(?=[^\n]*[^\w\s])[^\s]+")


def _strong(v: str) -> bool:
    """Session 35 (fp43): a value with a letter, a digit and a mark, not words and ids joined into a slug
    (:func:`.slugs.joined_slug`: "printer-INV2291", "INV-2291--e12"; "Tulip-Harbor-5521", "quarry05.BOBCAT" stay)."""
    return _STRONG.fullmatch(v) is not None and not joined_slug(v)


# ---- a "pw" after a comma; a password's new value
PW = GatedFinder(
    r"(?i)\bpw ",
    re.compile(r"(?i)(?:,|;)[ \t]+(?:pw|pwd)[ \t]+(?P<v>[^\s,;]{5,64}?)(?=[,;]?[ \t]|[,;.]?[ \t]*(?:\n|$))"),
)
PW_ANCHORS = ("pw",)
NEW_ONE = GatedFinder(
    r"(?i)new one",
    re.compile(
        r"(?i)(?<![\w-])password(?![\w-])[^\n]{0,80}?new one[ \t]*(?:is|:)[ \t]+"
        r"(?P<v>[^\s,;]{5,64}?)(?=[,;]?[ \t]|[,;.]?[ \t]*(?:\n|$))"
    ),
)
NEW_ONE_ANCHORS = ("new one",)


def shaped(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A password's or a generator's shape (not said to be public, an example)."""
    return m.span("v") if _password(m.group("v"), password_like) and not _said_not_secret(m) else None


# ---- the words of a recovery phrase told in part; a phrase's words under a key's line
_WORD_RUN = r"[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){2,23}"
PART = GatedFinder(
    r"(?i)phrase",
    re.compile(
        r"(?i)(?<![\w-])(?:first|last)[ \t]+(?:\w+[ \t]+)?words[ \t]+of[ \t]+[^\n]{0,30}?"
        r"(?:wallet|seed|recovery|backup|mnemonic)[ \t]+phrase[ \t]*(?:were|are|is|:)[ \t]+"
        r"(?-i:(?P<v>" + _WORD_RUN + "))"
    ),
)
PART_ANCHORS = ("phrase",)
UNDER_KEY = GatedFinder(
    r"(?i)key[ \t]*\n",
    re.compile(r"(?im)^[^\n]*?(?<![\w-])key[ \t]*\n[ \t]*(?P<v>[a-z]{3,8}(?:[ \t]+[a-z]{3,8}){11,23})[ \t]*$"),
)
UNDER_KEY_ANCHORS = ("key",)


def _one_list(words: list[str]) -> bool:
    tables, _ = _lists()
    return any(all(w in table for w in words) for table in tables)


def part(m: re.Match[str]) -> tuple[int, int] | None:
    """Three or more words of the phrase, each of one BIP-39 list, up to the clause's end."""
    words = m.group("v").split()
    n = 0
    while n < len(words) and words[n] not in ("and", "the", "then"):
        n += 1
    if n < 3 or not _one_list(words[:n]):
        return None
    start = m.start("v")
    return start, start + len(" ".join(words[:n]))


def under_key(m: re.Match[str]) -> tuple[int, int] | None:
    """12, 15, 18, 21 or 24 words of one BIP-39 list alone on the line under a key's."""
    words = m.group("v").split()
    return m.span("v") if len(words) in (12, 15, 18, 21, 24) and _one_list(words) else None


# ---- a token of digits in a link's query; a backup or unlock code; a value typed at a prompt
QUERY = GatedFinder(
    r"\d{18}",
    re.compile(r"(?i)https?://[^\s?#]+\?(?:[^\s#]*&)?(?:t|tok|token|key|secret)=(?P<v>\d{18,64})(?=[&#\s\"'<>)]|$)"),
)
QUERY_ANCHORS = ("t=", "tok=", "token=", "key=", "secret=")


def query(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits not one repeated."""
    return None if len(set(m.group("v"))) < 4 else m.span("v")


BACKUP = GatedFinder(
    r"(?i)(?:backup|unlock|override|emergency) code",
    re.compile(
        r"(?i)(?<![\w-])(?:backup|unlock|override|emergency) code[ \t]*(?:is|:)[ \t]+(?P<v>\d{3,8})"
        r"(?=[,;][ \t]|[ \t]*(?:\n|$))"
    ),
)
BACKUP_ANCHORS = ("backup code", "unlock code", "override code", "emergency code")
TYPED = GatedFinder(
    r"(?i)\btype ",
    re.compile(
        r"(?<![\w-])(?:[Jj]ust|I)[ \t]+type[ \t]+(?P<v>[A-Z0-9]{4,12})(?=,[ \t]|[ \t]*(?:\n|$)|[ \t]+(?:and|then)[ \t])"
    ),
)
TYPED_ANCHORS = ("type ",)


def digits_code(m: re.Match[str]) -> tuple[int, int] | None:
    """Digits (not a year, not one repeated) or capitals with a digit."""
    v = m.group("v")
    if len(set(v)) == 1 or re.fullmatch(r"(?:19|20)\d\d", v) or _said_not_secret(m):
        return None
    if v.isdigit() or (re.search(r"\d", v) and re.search(r"[A-Z]", v)):
        return m.span("v")
    return None


# ---- a table's column named for a password or a passcode; a short password told with "is"
COLUMN = GatedFinder(
    r"\|[ \t:]*-{3}",
    re.compile(
        r"(?im)^(?P<h>[^\n]*\|[^\n|]*(?:pw|pwd|passcode)[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
        r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)"
    ),
)
COLUMN_ANCHORS = ("pw", "passcode")


def pass_header(cell: str) -> bool:
    """A column named for a password or a passcode ("Winlink pw", "APRS passcode"), not a hint's or a policy's."""
    return re.fullmatch(r"(?i)(?:[a-z]{1,12}[ _-]?){0,2}(?:pw|pwd|passcode)", cell) is not None


def pass_cell(cell: str, password_like: Callable[[str], bool]) -> bool:
    """A password's shape, or 4-6 digits not one repeated."""
    return _password(cell, password_like) or (re.fullmatch(r"\d{4,6}", cell) is not None and len(set(cell)) > 1)


SHORT = GatedFinder(
    r"(?i)password",
    re.compile(
        r"(?i)(?<![\w-])password(?![\w-])(?:[ \t]*\([^()\n]{1,60}\))?[ \t]+is[ \t]+(?-i:(?P<v>[A-Z0-9]{5}))"
        r"(?=[,;.]?[ \t]*(?:\n|$))"
    ),
)
SHORT_ANCHORS = ("password",)

# ---- near misses: the words of a link after the value; a "public" said of the value's other half
_LINK = re.compile(r"https?://\S+")


def without_links(around: str) -> str:
    """``around`` (the words beside a value) without its links: a link's path claims nothing of the value
    ("Bearer <token>" then ``https://api.x.com/v2/publications/pub_...``: "publica" is a path's word)."""
    return _LINK.sub(" ", around) if "://" in around else around


_SECRET_BEFORE = re.compile(
    r"(?i)(?<![\w-])(?:client[ _-]?secret|api[ _-]?secret|secret[ _-]?key|secret)(?![\w-])[^\n]{0,40}?"
    r"(?:[ \t]+is|[ \t]*[:=])[ \t]*[\"'`]?$"
)
_OTHER_PUBLIC = re.compile(
    r"[\"'`]?,?[ \t]+(?:and[ \t]+)?(?:the[ \t]+|its[ \t]+|my[ \t]+)?(?i:(?:client[ _-]?|app[ _-]?|key[ _-]?)?id|"
    r"public[ _-]?key|publishable[ _-]?key|key[ _-]?id|username|user[ _-]?name)[ \t]+(?:is|:)(?![\w-])"
)


def public_is_other(text: str, start: int, end: int) -> bool:
    """The value is named a secret right before it and the "public" after it is said of another thing: "the MAL
    client secret for the tracker is <hex>, the id is public anyway", "the Kit API secret ... is X, the public key is
    Y" (asked by :mod:`.secrets`' near-miss check beside :func:`.held.named_private`)."""
    line = text.rfind("\n", 0, start) + 1
    before = text[max(line, start - 80) : start]
    return (
        _SECRET_BEFORE.search(before) is not None
        and "public" not in before.lower()
        and _OTHER_PUBLIC.match(text, end) is not None
    )
