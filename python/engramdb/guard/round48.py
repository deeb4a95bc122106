"""Round 48: a password told by the login's place it stands in, where its shape is looser than
:func:`.logins.password_like` wants, and a code told by a lock's code word even when it reads as a year (a leaf
module: it imports only :mod:`.bip39`'s letter-pair model, :mod:`.held`'s public test, :mod:`.logins`' password shape,
:mod:`.round47`'s lock words and :mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss check still
takes back what a row's line says is public, an example or a placeholder).

* **a login after a local link**: "- Apex: http://192.168.17.99 admin/Violet_Willow_Lupin59": a link, a user name,
  "/", a value ending the line;
* **curl's user option**: ``curl -u admin:@KY!l2y7y3M http://...``: the part after the colon (not ``$VAR``);
* **a login's pair**: "nilufar51@mail.example.org / Oisín96~rwb", "| +47062179706 | dunlin-895YARROW |",
  "PS: +78841969411 / Clownfish61.", "abebe.t62@gmail.example : heather-881CURLEW", "cosmin.p@gmail.example
  Marigold6327." (an e-mail address or a phone number, "/", ":", a table's bar or a space, then a value ending the
  line, the cell or the clause);
* **a login screen's lines**: "Screenshot: Arccos Caddie > Log in / <e-mail> / Birdie43. / [Forgot password?]": a
  line of an e-mail address alone under a sign-in's words, then a line of the value alone;
* **a password's short label with words between**: "18Birdies pword for the society scoring: kpA3ogx@1Wv19nS", "the
  gallery pword is kestrelruairí2026", "family password kqoxhqawzt", "..., pass hjwhxgkh8" ("pass" only after a
  comma or a colon on a line naming a login, an address or a link: "boarding pass BA2490" is no password);
* **a table's password or PIN column**: "| gallery | link | password | download PIN |" then "| ... | Egret557# |
  2595 |": the first cell under such a header of a password's or a PIN's shape;
* **a lock's code word told with a year's digits**: "the buggy shed code is 1907": round 47's LOCK_IS refuses a
  year after a lock alone ("the locker at the pool is 2024" is its age); a lock's *code* named as the subject is a
  code whatever its digits.

:func:`login_value` is the looser shape (for a login's place only): 6-64 characters without a space, a link, a
path or an address, letters with digits and a symbol ("Oisín96~rwb", "birdie-878FULMAR"), letters then two or more
digits ("Kayak87", "Birdie43."), letters and symbols of both cases ("#SPnOm%hm#pHJHdsi"), or random letters
(the letter-pair model: "mkcrvaEfjgUKf", "2wn1x1").
"""

from __future__ import annotations

import re

from .bip39 import unlike_words
from .held import _said_not_secret, random_letters_digits
from .keyed import column_value
from .logins import _NOT_A_TAIL, _TWO_LETTER_TAILS, password_like
from .round47 import _AFTER, _PLACE
from .slots import GatedFinder

_EMAIL = r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+"
_PHONE = r"\+\d{7,15}"
# a value's words of a settings page or a placeholder ("Settings.Default.Password1", "changeme")
_DEFAULT = re.compile(r"(?i)password|passwd|default|example|changeme|placeholder|redacted|hidden|xxxx")
# a value no login holds: a link, a path, an address, a variable, a masked value
_NOT_A_VALUE = re.compile(r"://|/|^www\.|^[$%{<(\[\"'‘“]|[●•*]{3}|@[\w-]+\.[a-z]")


def _random_letters(v: str, least: int = 10) -> bool:
    """``least``-16 lowercase letters drawn at random ("kqoxhqawzt"): the letter-pair model's two tests say no word
    (a shorter run reads as a word too often: "itself", "lockbox"; round 14's property holds a reply of 8-9 random
    letters after "password in the next msg" no password)."""
    return (
        least <= len(v) <= 16
        and re.fullmatch(r"[a-z]+", v) is not None
        and random_letters_digits(v, min_len=least)
        and unlike_words(v)
    )


def _random_token(v: str) -> bool:
    """ASCII letters and digits drawn at random: the letter-pair model says no word ("ap1d7bhf", "mkcrvaEfjgUKf"),
    not a word then a number ("admin2024")."""
    letters = "".join(c for c in v if c.isalpha())
    if re.fullmatch(r"[A-Za-z0-9]{6,32}", v) is None or len(letters) < 4:
        return False
    if (run := re.fullmatch(r"([a-z]+)(\d*)", v)) is not None:  # "hjwhxgkh8": 8 letters and a digit will do
        return _random_letters(run.group(1), 8 if run.group(2) else 10)
    if random_letters_digits(v, min_len=6):
        return True
    if re.fullmatch(r"[A-Za-z]+\d*|\d+[A-Za-z]+", v):
        return False  # a word and a number: login_value's own test
    return v == v.lower() and sum(c.isdigit() for c in v) >= 2 and unlike_words(letters)  # "w2nq1xk1"


def _named_file_or_host(v: str) -> bool:
    """A file's, a host's or a domain's name: a tail after the last dot that is a file type or a domain
    ("Invoice2024.pdf", "server07.lan", "Gregor4821.de"), as :func:`.logins.password_like` reads it."""
    tail = v.rpartition(".")[2] if "." in v else ""
    return tail.lower() in _NOT_A_TAIL or (len(tail) == 2 and tail.lower() in _TWO_LETTER_TAILS)


def login_value(v: str) -> bool:
    """A value in a login's place reads as a password (see the module's text)."""
    core = v[:-1] if v.endswith(".") else v  # a sentence's stop (or the password's own: either way the value)
    if not 6 <= len(core) <= 64 or re.search(r"\s", core) or _NOT_A_VALUE.search(core) or _DEFAULT.search(core):
        return False
    if password_like(v) or password_like(core) or _random_token(core):
        return True
    if _named_file_or_host(core):
        return False
    letters = sum(c.isalpha() for c in core)
    lower = sum(c.islower() for c in core)
    upper = sum(c.isupper() for c in core)
    digits = sum(c.isdigit() for c in core)
    symbols = len(core) - letters - digits
    if letters < 4 or not (lower >= 2 or (lower and upper >= 2)) or len(set(core)) < 5:
        return False
    if digits and symbols:
        return True  # "Oisín96~rwb", "birdie-878FULMAR", "Joaquin2466@qc"
    if symbols and upper >= 2 and re.search(r"[a-z][A-Z]|[A-Z]{2}[a-z]", core):
        return True  # "#SPnOm%hm#pHJHdsi"
    return digits >= 2 and re.fullmatch(r"[^\W\d_]+\d+", core) is not None  # "Kayak87", "Birdie43", "Marigold6327"


def value(m: re.Match[str]) -> tuple[int, int] | None:
    """The value in a login's place, of :func:`login_value`'s shape, not said public or an example."""
    if not login_value(m.group("v")) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a login after a local link: "Apex: http://192.168.17.99 admin/Violet_Willow_Lupin59"
URL_LOGIN = GatedFinder(
    r"://",
    re.compile(
        r"(?i)(?<![\w-])https?://[^\s/]+(?:/[^\s]*)?[ \t]+(?:as[ \t]+)?(?P<u>[\w.-]{2,32})[ \t]*/[ \t]*"
        r"(?P<v>[^\s/]{6,64})(?=[ \t]*(?:\n|$))"
    ),
)
URL_LOGIN_ANCHORS = ("://",)

# a link's path's words ("guides/setup-2024", "docs/v2-install"): lower case with dashes, no password
_SLUG = re.compile(r"[a-z]+(?:[._-][a-z0-9]+)+|[a-z0-9]+(?:[._-][a-z]+)+")


def url_login(m: re.Match[str]) -> tuple[int, int] | None:
    """:func:`value`, not a path's slug."""
    return None if _SLUG.fullmatch(m.group("v")) else value(m)


# ---- curl's user option: "curl -u admin:@KY!l2y7y3M http://..."
CURL_USER = GatedFinder(
    ("curl", "Curl", "CURL"),
    re.compile(
        r"(?i)(?<![\w-])curl(?![\w-])[^\n]{0,200}?[ \t](?:-u|--user)[ \t=]+[\"']?[^\s:\"'$]{1,64}:"
        r"(?P<v>[^\s\"'$][^\s\"']{3,127})(?=[\"']?(?:\s|$))"
    ),
)
CURL_USER_ANCHORS = ("curl",)

# ---- a login's pair: an address or a phone number, then the value
LOGIN_PAIR = GatedFinder(
    (r"@", r"\+\d"),
    re.compile(
        r"(?<![\w.+-])(?P<u>(?>" + _EMAIL + "|" + _PHONE + r"))(?![\w-]|\.\w)"
        r"(?:[ \t]*(?:/|\||[ \t]:)[ \t]*|[ \t]+(?=\S+[ \t]*(?:\n|$)))"
        r"(?P<v>[^\s|,;/]{6,64})(?=[ \t]*(?:[|,;)]|\n|$))"
    ),
)
LOGIN_PAIR_ANCHORS = ("@", "+#")

# ---- a login screen: an address alone on its line under a sign-in's words, the value alone on the next
SCREEN = GatedFinder(
    r"@",
    re.compile(
        r"(?im)(?:screenshot|log[ -]?in|sign[ -]?in|account)[^\n]{0,80}\n(?:[^\n]{0,80}\n){0,2}?[ \t>]*"
        + _EMAIL
        + r"[ \t]*\n[ \t>]*(?P<v>[^\s]{6,64})[ \t]*(?=\n|$)"
    ),
)
SCREEN_ANCHORS = ("@",)

# ---- a password's short label, a few words between it and the value: "pword for the society scoring: ..."
LABEL = GatedFinder(
    r"(?i)p(?:ass|w)",
    re.compile(
        r"(?im)(?:(?<![\w/.-])(?:pword|pw|password|passcode)|(?:^|(?<=[,:;(])|(?<=[,:;(][ \t]))pass)(?![\w-])"
        r"(?:[ \t]+(?:for|to|of|on)(?:[ \t]+[\w'’&.-]+){1,4}?(?:[ \t]*[:=]|[ \t]+is|[ \t]+was)"
        r"|(?:[ \t]*[:=]|[ \t]+is|[ \t]+was)?)[ ]+(?P<v>[^\s,;]{5,63}[^\s,;.])(?=[,;.]?(?:\s|$))"
    ),
)
LABEL_ANCHORS = ("pass", "pw")
# "pass" names a password only on a line naming a login, an address or a link
_LOGIN_LINE = re.compile(r"(?i)@|://|\b(?:user|login|log in|account|gallery)\b")


def label(m: re.Match[str]) -> tuple[int, int] | None:
    """A labelled value: a login's shape, random letters ("kqoxhqawzt"), or letters then a year's digits
    ("kestrelruairí2026"); after a bare "pass", only on a login's line."""
    v, text = m.group("v"), m.string
    if m.group(0).lower().startswith("pass") and not m.group(0)[4:5].isalpha():  # a bare "pass"
        line = text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
        if not _LOGIN_LINE.search(line):
            return None
    if not (login_value(v) or _random_letters(v)) or _DEFAULT.search(v) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a table's password or PIN column
TABLE = GatedFinder(
    r"\|[ \t:]*-{3}",
    re.compile(
        r"(?im)^(?P<h>[^\n]*\|[^\n|]*(?:password|passcode|pin|pw)[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
        r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)"
    ),
)
TABLE_ANCHORS = ("password", "passcode", "pin", "pw")


def _header(cell: str) -> bool:
    """A column named for a password or a PIN ("password", "download PIN", "guest pw"), not a hint's or a policy's."""
    return re.fullmatch(r"(?i)(?:[a-z-]{1,12}[ _-]?){0,2}(?:password|passcode|pin|pw)", cell) is not None and not (
        re.search(r"(?i)hint|policy|rule|length|reset|changed|expir|manager", cell)
    )


def _cell(cell: str) -> bool:
    """A PIN's 4-8 digits (not one repeated, not counted) or a value of a login's shape or of random letters."""
    if re.fullmatch(r"\d{4,8}", cell):
        return len(set(cell)) > 1 and cell not in "0123456789" and cell not in "9876543210"
    return login_value(cell) or _random_letters(cell)


def table(m: re.Match[str]) -> tuple[int, int] | None:
    """The first cell under a password's or a PIN's column that :func:`_cell` takes (:func:`.keyed.column_value`)."""
    return column_value(m, _header, lambda c: bool(c) and _cell(c))


# ---- a lock's code word told with a year's digits: "the buggy shed code is 1907"
CODE_IS = GatedFinder(
    r"is[ \t]+\d{4}",  # (a plain run: the pattern's lock words at every word start cost 3 µs a memory text)
    re.compile(
        r"(?i)(?<![\w-])(?:shed|cupboard|cabinet|store|door|gate|locker|keypad|padlock|lock[ -]?box|key[ -]?safe)"
        r"[ \t]+(?:code|pin|combination|combo)(?![\w-])"
        + _PLACE
        + r"[ \t]+is[ \t]+(?P<v>\d{4,8})(?![\w.,/:-]\d|[\w%°-])"
        + _AFTER
    ),
)
CODE_IS_ANCHORS = ("code", "pin", "combination", "combo")


def code(m: re.Match[str]) -> tuple[int, int] | None:
    """The digits, a year's or not: not one digit repeated, not counted, not said public or an example."""
    v = m.group("v")
    if len(set(v)) == 1 or v in "0123456789" or v in "9876543210" or _said_not_secret(m):
        return None
    return m.span("v")
