"""A login written as its pair: the account's id or mail, then its password (round 28).

A list of accounts names each by what it is for, then gives the login in the shape a login form asks for it:

* ``<what>: <id or mail> / <password>`` ("- airline: 3590287690848 / Meadow71$", "the new HR system: E79017 /
  Xpicex_257", "- car rental: ana@mail.example / Fjord#lamp"): the password shaped like one (every class of
  character but one at most, a symbol or a digit among them), the id a member's or an employee's number (digits, a few
  capitals before them) or a mail address;
* ``<id's word> <number>, password <digits>`` ("Flying Blue number 995407101187, password 5157", "member no.
  3839869202, password 2409"): a numeric password, which no shape tells from a number, named by the password's word
  right after the account's number.

Not a value: a placeholder or a reference after the slash ("see the vault", "********", "<password>"), a unit or a
ratio ("km / h", "50 / 50"), a date, a name in hyphenated words or a word and "!" ("Flight: LH1234 / Gate-B22",
"Order: 55123 / Shipped!").
"""

from __future__ import annotations

import re

from . import shape

_MAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
_ID = r"(?:" + _MAIL + r"|[A-Z]{0,3}\d{4,16})"
# Round 33: what joins the id to its password besides " / ": "pw", "and", "with" ("Prime Video a@b.example pw
# fjord.thistle.cobalt78", "my insurance account: K039429661 and Lxhvkg@461"); a quote's or a chat's mark may open the
# line ("| ", "> "); the value ends its line or its clause (", log out when you leave!").
_JOINER = r"[ \t]+(?:/|(?i:pw|pwd|pass|and|with))[ \t]+"
_PAIR_END = r"(?=[ \t]*(?:$|\(|//|[,;][ \t]|\.[ \t]*$|[\u2600-\u27bf\U0001f000-\U0001faff]))"
SLASHED = re.compile(r"^[ \t]*(?:[>|][ \t]*)*(?:[-*•][ \t]+)?[^\n:/|]{2,60}:[ \t]+" + _ID + _JOINER
                     + r"(?P<v>[^\s\"'`]{6,64}?)" + _PAIR_END, re.M)
SLASHED_ANCHORS = (" / ", " pw ", " and ", " with ", " pass ", " pwd ")
# a mail address, then its password, anywhere on a line ("Robinhood noam@gmail.example / q7am-tk0p-c5de", "PSN for
# the kids' PS5: a@b.example / Tundra9579."): an address is a login's id wherever it stands.
MAILED = re.compile(r"(?<![\w.+-])" + _MAIL + _JOINER + r"(?P<v>[^\s\"'`]{6,64}?)" + _PAIR_END, re.M)
MAILED_ANCHORS = ("@",)  # (rarer than its joiners: " and " is in most texts)
NUMBERED = re.compile(r"(?i:\b(?:number|no\.|nr\.?|id|#))[ \t]*:?[ \t]*[A-Z]{0,3}\d{6,16},?[ \t]+(?i:and[ \t]+)?"
                      r"(?i:password|passcode|passwort|mot de passe|contraseña|senha)[ \t]*:?[ \t]*(?P<v>\d{4,8})"
                      r"(?![\d/.:-]|[.,]\d)")
NUMBERED_ANCHORS = ("password", "passcode", "passwort", "mot de passe", "contraseña", "senha")
_SYMBOL = re.compile(r"[^\w\s]|_")
# What a password has and a hyphenated name has not: a mark other than "-" (a final "!" aside), or two words run
# together.
# ("Egret61-": a "-" that joins nothing is a mark)
_PASSWORD_MARK = re.compile(r"[!#$%&*+=?@^~_]|-(?![A-Za-z0-9])|(?<![A-Za-z0-9])-")
_CAMEL = re.compile(r"[a-z][A-Z]")


def slashed(m: re.Match[str]) -> tuple[int, int] | None:
    """The password of :data:`SLASHED` (see above)."""
    v = m.group("v").rstrip(".,;")
    classes = sum(any(f(c) for c in v) for f in (str.islower, str.isupper, str.isdigit)) + bool(_SYMBOL.search(v))
    if classes < 3 or v[:1] in "<[({$%" or not shape.password_literal(v):
        return None
    if not (_PASSWORD_MARK.search(v.rstrip("!")) or _CAMEL.search(v) or _GENERATED_GROUPS.fullmatch(v)
            or _GENERATED_WORDS.fullmatch(v)):
        return None  # no password's mark: hyphenated words, a word and "!" ("Gate-B22", "Floor-12", "Shipped!")
    return m.start("v"), m.start("v") + len(v)


# A generator's grouped password: three or more groups of four lower-case letters and digits, digits in the groups
# ("q7am-tk0p-c5de", "hrpd-73zk-ktbm"): no hyphenated name is cut in fours.
# and a generator's passphrase: two or more words of one case each, joined by one mark, with two to four digits at
# the end ("saffron.quokka.nimbus20", "cactus-FJORD310", "tortoise-SEQUOIA507"): a name with words joined by "." or
# "-" ends in a word, a version or a number of one or two digits ("web-server-01" aside: its digits follow a mark).
_GENERATED_WORDS = re.compile(r"(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})(?P<j>[._+=-])"
                              r"(?:(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})(?P=j)){0,4}"
                              r"(?:[a-z]{3,12}|[A-Z]{3,12}|[A-Z][a-z]{2,11})\d{2,4}")
_GENERATED_GROUPS = re.compile(r"(?=(?:[a-z-]*\d){2})(?=(?:[0-9-]*[a-z]){4})[a-z0-9]{4}(?:-[a-z0-9]{4}){2,5}")


def numbered(m: re.Match[str]) -> tuple[int, int] | None:
    """The numeric password of :data:`NUMBERED`, not one digit repeated."""
    return None if len(set(m.group("v"))) == 1 else m.span("v")
