"""Round 72: general readings from guard_corpus_blind49's and guard_corpus_blind50's misses after their blind measures.
A leaf module: it imports only :mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`:
kind, finder, anchors, validator; :func:`labelled_block` takes secrets' test of a password's word).

* **a kept room, store or cupboard that "is" a number, then what goes in it**: round 67's kept place read where its
  number cannot be read otherwise ("the toy store at the nursery is 949, the wooden blocks go back in the red box",
  "the book-room cupboard at school is 191, the class sets are on the left", "the scanning room is 8863, the batches go
  in the tray by date", "the cold room at the flower shop is 2044, the wedding buckets are at the back"): a store
  named by what it keeps, a cupboard, a pantry, a cold room, a cage or a shed, or a room named by the work done in it
  ("scanning room", "sorting room"), optionally placed ("at school", "in the sports hall"), "is", the number, and
  then a clause telling what goes where inside or what to do there (", the X go / are ...", ", fold them ...").
  Three digits where round 67 asks four (such places have no numbers: a locker, a room, a flat has), and a year's
  shape only when the year is still to come (a place is not built in 2045; "the locker at the pool is 1987" stays a
  year). Not: a room people meet, live, wait or sleep in (its number: "the meeting room is 2104, next to the lifts"),
  a shop at a shopping place, a price, a size, a count, a floor, a time.
* **a password's word heading a block of two lines, a login then the password**: "mot de passe Mondial Relay:\\n
  +52912431058\\n  prki-x0sab-dgrr", "<Armenian: the e-journal's password>:\\n  pooja.r\\n  acorn-801CLOVER" - a line
  naming a password (any language the lexicon knows) that ends with a colon, a line holding one login (a handle, an
  e-mail, a phone number), and a line holding one value with letters and digits: the value is the password.
* **a login and a generated password in hyphen groups, alone on a line**: "+61063780488 fh6ev-qtzfe-8xaz-4w88x",
  "dagny.h sf9o4-m1tj-g49d" - a handle (with a dot or an underscore) or a phone number, a space, then three to five
  groups of lower-case letters and digits drawn at random (two groups or more mixing letters and digits), nothing
  else but a mark or an emoji. Not a tracking code (upper case, or digits only), not words ("see-you-soon").
* **an e-mail, a dash or a slash, and a password with marks**: "1-800-Flowers: imran01@icloud.example -
  dahlia1967!", "...: lwazi.n@mail.example.org / $4E$cvGGtqo75": a login's e-mail, " - " or " / ", and one token
  closing the line with letters, digits and a mark (older rows read "/" and ",", but not a value opening with "$").
  Not a word, a time, a date, a phone number, a variable ("$PASSWORD1"), a placeholder, a host and its port, an
  order's reference in capitals and digits ("RF-1234-5678-GB").
* **a handle and its password alone on a line, no label**: "halyna_k / upland2001!", "Fwd: joost.v Pumice0938." - a
  handle with a dot or an underscore ("joost.v", not "readme.md"), an e-mail or a phone number, then " / " or a space
  and one value: letters, digits and a mark, or a capitalised word and three or four digits that are not a recent
  year ("joost.v Winter2024" is a name and a season as often). A plain first name and a word with digits ("cormac
  Zephyr359.", "mehmet cinder1967") is left: a name beside a user name or a game's tag reads the same.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- a kept room, store or cupboard that "is" a number, then what goes in it
_WORK_ROOM = re.compile(r"(?i)(?:scann|sort|pack|print|copy|cutt|stor|fil|post|mail|prep|wash|laundr|stock|pott|"
                        r"sew|mend|bak|brew|tool|kit|equipment|plant|boiler|server|comms|records?|archiv|cold)")
_NOT_LOCKED_ROOM = re.compile(r"(?i)(?:meet|liv|din|sitt|wait|draw|read|chang|dress|board|class|bed|bath|din|"
                              r"train|confer|treat|consult|exam|interview|wedd|ball|show|tast|test|visit|common|"
                              r"staff|hotel|guest|spare|play|music|study|front|back|family|family|sun|games?)")
KEPT_AFTER = GatedFinder(
    r"\d\d\d",
    re.compile(
        r"(?i)(?<![\w-])(?P<d>(?:[\w'’-]+[ \t]+){0,3}?)(?P<k>(?P<room>[\w-]+(?:ing)?[ \t]+room)|pantry|larder|"
        r"cupboard|cage|shed|(?P<store>[\w-]+[ \t]+store|storeroom|stockroom))"
        r"(?P<p>[ \t]+(?:in|at|by|behind|beside|under|on|of|near|next[ \t]+to)[ \t]+(?:(?:the|our|my|your|their)"
        r"[ \t]+)?(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+)?"
        r"[ \t]+is[ \t]+(?P<v>\d{3,8})[ \t]*,[ \t]+(?P<a>[^\n.;!?]{4,120})"
    ),
)
KEPT_AFTER_ANCHORS = ("room", "pantry", "larder", "cupboard", "cage", "shed", "store")
# what is kept there, and where it goes, or what to do there
_WHAT_GOES = re.compile(
    r"(?i)(?:(?:the|your|our|all|any|my)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+s[ \t]+(?:go|are|stay|live|belong|"
    r"sit|get|need|must|should|can|come|hang)\b|(?:please[ \t]+)?(?:fold|put|label|stack|return|bring|take|leave|"
    r"lock|shut|close|hang|keep|store|pop|tidy|clear|wipe|sign)[ \t]+(?:them|it|the|your|all|any|everything|back)\b)")
_PAST_YEAR = re.compile(r"19[5-9]\d|20\d\d")
_NOT_A_CODE = re.compile(
    r"(?i)[$€£¥%°]|\b(?:rent|price|costs?|sq|square|metres?|meters?|m|km|miles?|feet|ft|members?|items?|kg|floor|"
    r"level|storey|wing|corridor|building|block|built|since|opened|dates?|years?|century|open|opens|closes|hours|"
    r"am|pm|until|till|from|lifts?|stairs|newer|older|edition|mall|retail|shopping|high[ \t]+street|"
    r"number|no|phone|ext|extension|people|seats?|capacity)\b")

_NOT_A_CODE_AFTER = re.compile(r"(?i)[$€£¥%°]|\b(?:floor|level|storey|lifts?|stairs|built|since|opened|years?|old|"
                               r"newer|older|hours|am|pm|members?|people|seats?)\b")


def _this_year() -> int:
    return datetime.date.today().year


def kept_after(m: re.Match[str]) -> _Span:
    v, text = m.group("v"), m.string
    if not _WHAT_GOES.match(m.group("a")):
        return None  # (the number then the room's place, its age or anything else: "..., next to the lifts")
    room, store = m.group("room"), m.group("store")
    if room is not None:
        first = room.split()[0].lower()
        if _NOT_LOCKED_ROOM.match(first) or not _WORK_ROOM.match(first):
            return None  # a room people meet, live or sleep in is numbered: "the meeting room is 2104"
        if len(v) < 4 and first not in ("cold",):
            return None
    if store is not None and store.split()[0].lower() in ("the", "a", "an", "our", "my", "your", "their", "this"):
        return None  # "the store at the retail park is 4412": a shop, its number
    if len(v) == 4 and _PAST_YEAR.fullmatch(v) and int(v) <= _this_year() + 1:
        return None  # a year, or one to come soon ("the locker at the pool is 1987": rounds 38, 47, 48, 64)
    line_start = text.rfind("\n", 0, m.start()) + 1
    if _NOT_A_CODE.search(text, max(line_start, m.start() - 30), m.start("v")) or _NOT_A_CODE_AFTER.search(
            m.group("a")[:60]):
        return None
    if len(v) == 4 and v[0] == "0" and v[2:] in ("00", "15", "30", "45"):
        return None  # a time told the military way ("the store is 0800, ...")
    return m.span("v")


# ---- a password's word heading a block of two lines: a login, then the password
LABELLED_BLOCK = GatedFinder(
    r":[ \t]?\n",
    re.compile(r"(?m)^(?P<l>[^\n:]{2,80}):[ \t]?\n[ \t]*(?P<u>[^\s]{2,64})[ \t]*\n[ \t]*(?P<v>[^\s]{6,64})"
               r"(?:[ \t]+[^\w\s]{1,4})?[ \t]*(?=\n|$)"),
)
LABELLED_BLOCK_ANCHORS = (":\n", ": \n", ":\t\n")
_LOGIN = re.compile(r"\+?\d[\d -]{6,16}\d|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[A-Za-z][\w]*[._][\w.]*\w|[A-Za-z]{3,}\d*")
_HAS_LETTER = re.compile(r"[^\W\d_]")


def _valued(v: str) -> bool:
    """A value with letters and digits: not a word, a number, a link, an e-mail."""
    if "@" in v or "://" in v or v.startswith(("www.", "http")):
        return False
    return _HAS_LETTER.search(v) is not None and any(c.isdigit() for c in v)


def labelled_block(password_named: Callable[[str], bool]) -> Callable[[re.Match[str]], _Span]:
    def validate(m: re.Match[str]) -> _Span:
        if not password_named(m.group("l")) or not _LOGIN.fullmatch(m.group("u")) or not _valued(m.group("v")):
            return None
        return m.span("v")

    return validate


# ---- a login and a generated password in hyphen groups, alone on a line
LOGIN_GROUPS = GatedFinder(
    r"[a-z0-9]-[a-z0-9]{3,6}-",
    re.compile(r"(?m)^[ \t]*(?:[^\w\s+]{1,3}[ \t]*|(?:fwd|fw|re):[ \t]*)?(?P<u>\+\d{7,15}|[A-Za-z][A-Za-z0-9]*[._]"
               r"[A-Za-z0-9._]*[A-Za-z0-9])[ \t]+(?P<v>[a-z0-9]{3,6}(?:-[a-z0-9]{3,6}){2,4})[ \t.]*"
               r"(?:[^\w\s]{1,4}[ \t]*)?$"),
)
LOGIN_GROUPS_ANCHORS = ("-",)


def login_groups(m: re.Match[str]) -> _Span:
    groups = m.group("v").split("-")
    mixed = sum(any(c.isdigit() for c in g) and any(c.isalpha() for c in g) for g in groups)
    if mixed < 2 or not all(any(c.isalpha() for c in g) for g in groups):
        return None
    return m.span("v")


# ---- an e-mail, a dash or a slash, and a password with marks
EMAIL_MARKED = GatedFinder(
    r"@",
    re.compile(r"(?m)(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]+[-–—/][ \t]+(?P<v>[^\s]{6,64})[ \t]*$"),
)
EMAIL_MARKED_ANCHORS = ("@",)
_REFERENCE = re.compile(r"[A-Z0-9]+(?:[-/.][A-Z0-9]+)+")  # an order's or a parcel's reference: "RF-1234-5678-GB"
_HOST_PORT = re.compile(r"[\w.-]+:\d{2,5}/?")  # "localhost:8080"
_VARIABLE = re.compile(r"\$\{?[A-Za-z_]\w*\}?|%\w|\{\{.*\}\}|<.*>|\[.*\]|\(.*\)")


def _marked(v: str) -> bool:
    """Letters, digits and a mark other than a dot, a hyphen, an underscore, a slash or a colon (those join a domain,
    a reference, an extension: "Gregor4821.de", "ext-204"): not a word, a time, a date, a phone number, a variable or
    a placeholder."""
    return (any(c.isalpha() for c in v) and any(c.isdigit() for c in v)
            and any(c not in ".-_/:" for c in v if not c.isalnum())
            and "@" not in v and "://" not in v and re.fullmatch(r"[\d:/.+-]+\w{0,2}", v) is None
            and _VARIABLE.match(v) is None and _HOST_PORT.fullmatch(v) is None and _REFERENCE.fullmatch(v) is None)


def email_marked(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,")
    if not _marked(v):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a login and its password alone on a line, no label
LOGIN_LINE = GatedFinder(
    (r"[a-z][._][a-z]", r"@", r"\+\d{7}"),
    re.compile(r"(?m)^[ \t]*(?:[^\w\s+]{1,3}[ \t]*|(?i:fwd|fw|re):[ \t]*)?"
               r"(?P<u>\+\d{7,15}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[a-z]{2,20}[._](?P<t>[a-z]{1,12})\d{0,4})"
               r"(?:[ \t]+[/|][ \t]+|[ \t]+)(?P<v>[^\s/|]{6,64}?)[.,]?[ \t]*(?:[^\w\s]{1,4}[ \t]*)?$"),
)
LOGIN_LINE_ANCHORS = (".", "_", "@", "+#######")
_FILE_TAIL = re.compile(r"md|py|js|ts|txt|pdf|doc|docx|csv|json|yaml|yml|xml|html?|log|sh|rb|go|rs|cfg|ini|conf|png|"
                        r"jpe?g|gif|zip|tar|gz|exe|app|com|net|org|io|dev|local|lan|home|bak|tmp|old|new")
_CAPITAL_WORD_DIGITS = re.compile(r"[A-Z][a-z]{3,11}\d{3,4}")


def login_line(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if m.group("t") is not None and _FILE_TAIL.fullmatch(m.group("t")):
        return None  # "readme.md Version2": a file's name
    if "." in v and _FILE_TAIL.fullmatch(v.rsplit(".", 1)[1]):
        return None  # "host_vars/web01.yml", "notes_v2 draft01.md": a path, a file's name
    if not (_marked(v) or _CAPITAL_WORD_DIGITS.fullmatch(v)):
        return None
    if _CAPITAL_WORD_DIGITS.fullmatch(v) and 1950 <= int(v[-4:] if v[-4:].isdigit() else "0") <= _this_year() + 1:
        return None  # "joost.v Winter2024": a name and a season's year as often as a password
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", KEPT_AFTER, KEPT_AFTER_ANCHORS, kept_after),
    ("password", LOGIN_GROUPS, LOGIN_GROUPS_ANCHORS, login_groups),
    ("password", EMAIL_MARKED, EMAIL_MARKED_ANCHORS, email_marked),
    ("password", LOGIN_LINE, LOGIN_LINE_ANCHORS, login_line),
)
