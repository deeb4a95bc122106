"""Round 51: a login written with no password's word at all - a service, the account's e-mail address or user name,
then its password (a leaf module: it imports only :mod:`.logins`' shapes, :mod:`.held`'s public test and
:mod:`.slots`' gate; :mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is
public, an example or a placeholder).

A note to oneself or a chat message often drops every label: "distrokid a@b.example Kettle.Dulcimer97 the ISRCs are in
the sheet", "the dyrt a@b.example / Granite-Acorn25 - the one with the river", "famly app is a@b.example and
GWUjTx-e6zQo3-SUP1X2 x", "nixplay mads.h FennelEmber73". Nothing but the value's shape and its place tells it from an
ordinary word, an id, a handle or a masked value, so both are asked:

* **a mail address, then the value** (:data:`MAILED`, :func:`mailed`): the address opens on its "@" (the row's
  pattern searches the literal, not every word start); before the address, on its line, a clause's start (the line's,
  or after a chat's speaker and time: ":", "|", "-", "]", a clock) and one to three words naming the service ("the
  dyrt", "famly app is"), none of them a word of sending or meeting ("to", "from", "cc", "via", "email", "invite",
  "at" ...: "send it to a@b.example ..." names a person to write to); then a space, "/", "|", "and" or "&", and the
  value, a whole token: a password's or a generator's shape (:func:`value_shaped`).
* **a user name, then the value, last on its line** (:data:`HANDLED`, :func:`handled`): a lower-case user name
  ("mads.h", "farhad_m", "nadia") that is no ordinary word, after a clause's start and at most two words naming the
  service (none a pronoun, an article or another ordinary small word), then the value alone to the line's end, ten
  characters or more with small letters, capitals and digits ("nixplay vesna dmp61L-8cxUIN-ggKYKc", "kalani
  IvoryCobaltBadger69"), a letter beside a digit in it. A sentence's last two words ("I love iPhone15Pro") fail on the
  ordinary words; a noun naming an id or a setting ("customer cus_...", "Spotify track 4X2o...", "lang en_US.UTF-8")
  is one of them, and a line among settings (the line above or below a key and one value) is a config's.
* **Persian's "رمز" and a password's shape** (:data:`RAMZ`, :func:`ramz`): see below.

The value is never an address, a link, a placeholder ("${X}", "%(X)s", "<password>"), a mask ("********"), an id in
capitals and digits ("ISRC QZ-B8B-26-54227", "OFYH22417TFC": no small letter) or one typed by a short prefix
("cus_2X1e8U3YjJ2tIE"); :func:`held._said_not_secret` is respected.
"""

from __future__ import annotations

import re

from .held import _said_not_secret, random_letters_digits
from .logins import generated, password_like
from .slots import GatedFinder

_TOKEN = r"[^\s\"'`,|<>(){}\[\]]"
# ---- a mail address, then the value
# from the "@" on: the domain, the joiner, the value as a whole token (a stop, comma or semicolon may close it)
MAILED = GatedFinder(
    r"@",
    re.compile(
        r"(?m)(?<=[\w.+-])@[\w-]+(?:\.[\w-]+)+(?P<j>[ \t]+(?:(?:/|\||and|&)[ \t]+)?)"
        r"(?P<v>" + _TOKEN + r"{8,64})(?=[,;]?(?:[ \t]|$))"
    ),
)
MAILED_ANCHORS = ("@",)
_LOCAL = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._+-"
# a clause's start (the line's; after a speaker's ":", a table's "|", a dash, a bracket, a clock), then the service's
# words, up to the login
_CLAUSE = r"(?:^|[:|>)\]•*–—][ \t]*|[ \t]-[ \t]+|\d[:.]\d\d[ \t]+)[ \t]*"
_NAME = r"[^\W\d_][\w.'’&+-]*"
_SERVICE = re.compile(_CLAUSE + r"(?P<s>" + _NAME + r"(?:[ \t]+" + _NAME + r"){0,2})[ \t]+$")
_SERVICE_OR_NONE = re.compile(_CLAUSE + r"(?P<s>(?:" + _NAME + r"[ \t]+){0,2})$")
# words that say the address is someone to write to, meet or send from, not the login of the service before it
_NOT_A_SERVICE_TEXT = """
    to from cc bcc at by with for via of on in into onto me us him her them you your my our their his its
    email e-mail mail mailed emailed emailing contact contacted reply replied write wrote writes send sent sends
    forward forwarded invite invited invites ask asked ping pinged message messaged text texted call called share
    shared sharing address addresses who whom or but if when then than as also cc'd reach reached"""
_NOT_A_SERVICE = frozenset(_NOT_A_SERVICE_TEXT.split())
# small ordinary words that cannot be a service's name or a user name (pronouns, articles, auxiliaries, common verbs
# and nouns of a sentence's last words)
_ORDINARY_TEXT = """
    i we he she it they a an the this that these those is am are was were be been being do does did have has had
    will would can could should may might must shall not no yes so and or all any some my new old got get gets buy
    bought love loved like liked use used using need needed want wanted see saw seen try tried make made take took
    give gave keep kept find found play played watch watched read run ran set put go went come came bring brought
    just only still even very really too here there now today tomorrow yesterday tonight week month year day time
    our your his her their its mine yours ours what which where why how about after before over under between
    version model size type kind item order number code id ref key please thanks thank ok okay hi hello hey dear
    one two three four five six seven eight nine ten first last next other another same each every both more most
    less few many much good great best better nice big small little long short high low left right up down out off
    back home work office school room door phone app apps web site page file files folder account login user name
    username password pin"""
# nouns that name an id, a record or a setting written after them ("customer cus_...", "payment intent pi_...",
# "Spotify track 4X2oUGjH8q3Ws2ewtzzO5d", "lang en_US.UTF-8"): the value is that thing's id, not a login's password
_ID_NOUNS_TEXT = """
    customer customers intent intents subscription subscriptions track tracks album albums playlist playlists artist
    episode episodes video videos channel channels invoice invoices charge charges payment payments price prices
    product products session sessions event events transaction transactions device devices serial tracking parcel
    booking reservation confirmation uuid guid hash commit commits build builds branch tag release ticket tickets case
    issue issues request requests job jobs image images photo photos doc docs document documents sheet sheets link
    links repo repos sku asin isbn coupon promo voucher locale lang language timezone keyboard host hostname server
    port path dir region zone bucket table column field value string label title note notes cart thread post comment
    profile record row entry object instance cluster node pod container volume snapshot backup workspace project team
    group org organisation organization tenant client app_id appid share folder_id space board card list"""
_ORDINARY = _NOT_A_SERVICE | frozenset(_ORDINARY_TEXT.split()) | frozenset(_ID_NOUNS_TEXT.split())


# an id typed by a short prefix and "_" ("cus_2X1e8U3YjJ2tIE", "pi_7ehbH9qVYiz8MNv9UUCBLgSP", "sub_SBiRlXu8zJ3q6N"):
# letters of both cases and digits after it only (a word of seven letters and "_" is a password's: "thistle_053FJORD")
_TYPED_ID = re.compile(r"[a-z]{1,5}_(?=[A-Za-z0-9]*[a-z])(?=[A-Za-z0-9]*[A-Z])[A-Za-z0-9]{8,}")


def value_shaped(v: str) -> bool:
    """A password's or a generator's shape (:func:`.logins.password_like`), also after a leading "$" or "#"
    ("$jD$waDx2Q8", "#UfafT58r26Cuv@3h") and as a word, digits and a word in capitals joined by a mark
    ("meadow-163HICKORY"); with a small letter, never an address, a link or a placeholder."""
    if not (8 <= len(v) <= 64) or not any(c.islower() for c in v) or "/" in v or _ADDRESS.search(v):
        return False
    if _TYPED_ID.fullmatch(v):
        return False
    if password_like(v) or _WORD_DIGITS_WORD.fullmatch(v):
        return True
    return v[0] in "$#" and v[1:2].isalnum() and (password_like(v[1:]) or generated(v[1:]))


_ADDRESS = re.compile(r"@[\w-]+\.[A-Za-z]{2,}|^www\.|%\(|\$\{")
_WORD_DIGITS_WORD = re.compile(r"[a-z]{3,12}[-._+=]\d{2,6}[A-Z]{3,12}")


def _line_before(text: str, end: int) -> str:
    return text[text.rfind("\n", 0, end) + 1 : end]


def _value_end(m: re.Match[str]) -> int:
    return m.start("v") + len(m.group("v").rstrip(".,;"))


def mailed(m: re.Match[str]) -> tuple[int, int] | None:
    """The value of :data:`MAILED` (see above)."""
    text, at = m.string, m.start()
    pre = _line_before(text, at)
    head = pre.rstrip(_LOCAL)
    if len(head) == len(pre) or not head[-1:].isspace():
        return None  # no local part, or the address is glued to something ("<a@b>", "mailto:a@b")
    s = _SERVICE.search(head)
    if s is None or any(w.lower().strip(".'’") in _NOT_A_SERVICE for w in s.group("s").split()):
        return None
    end = _value_end(m)
    if not value_shaped(text[m.start("v") : end]) or _said_not_secret(m):
        return None
    return m.start("v"), end


# ---- a user name, then the value, last on its line
class _LastTokenGate(GatedFinder):
    """A row opened by the last token of a line: its gates are searched in each line's last token only (a line's
    end is found by ``str.split`` in C; a class pair searched over the whole text costs ~1 µs a memory text)."""

    def _open(self, text: str) -> bool:
        for line in text.split("\n"):
            last = line.rsplit(None, 1)[-1:]
            if last and len(last[0]) >= 10 and any(g.search(last[0]) for g in self.gates):
                return True
        return False


HANDLED = _LastTokenGate(
    # (a case change, or a capital word and a digit, in the line's last token)
    (r"[a-z][A-Z]|[A-Z][a-z]{1,11}\d|\d[A-Z]",),
    re.compile(
        r"(?m)(?<![^\s|:>(])(?P<u>[a-z][a-z0-9]{1,19}(?:[._][a-z0-9]{1,12})?)[ \t]+(?:/[ \t]+)?"
        r"(?P<v>" + _TOKEN + r"{10,64})[ \t]*$"
    ),
)
# a letter beside a digit in the value (the batch prefilter's anchors, "#" any digit, case ignored; a digit alone would
# make nearly every text a candidate: "memory 123 about the order")
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
HANDLED_ANCHORS = tuple(c + "#" for c in _LETTERS) + tuple("#" + c for c in _LETTERS)
_LETTER_DIGIT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")


def handled(m: re.Match[str]) -> tuple[int, int] | None:
    """The value of :data:`HANDLED` (see above)."""
    v, user = m.group("v"), m.group("u")
    if not (any(c.isupper() for c in v) and _LETTER_DIGIT.search(v)) or not value_shaped(v):
        return None
    if _PRODUCT.fullmatch(v) and not generated(v):
        return None  # a product's name ("iPhone15Pro", "GalaxyS24Ultra"), not a generator's run of words
    if user in _ORDINARY or len(user) < 3:
        return None
    s = _SERVICE_OR_NONE.search(_line_before(m.string, m.start("u")))
    if s is None or any(w.lower().strip(".'’") in _ORDINARY for w in s.group("s").split()):
        return None
    if _in_settings(m.string, m.start("u"), m.end("v")) or _said_not_secret(m):
        return None
    return m.span("v")


# a product's name: words run together with digits inside ("iPhone15Pro", "GalaxyS24Ultra"; logins' _PRODUCT)
_PRODUCT = re.compile(r"[a-z]*(?:[A-Z][a-z]+\d*)+")
# a setting's line: a key and one value ("keyboard us", "timezone UTC", "lang en_US.UTF-8")
_SETTING = re.compile(r"[ \t]*[a-z][\w.-]*[ \t]+[^\s]+[ \t]*")


def _in_settings(text: str, start: int, end: int) -> bool:
    """The line is one of a block of settings: the nearest line above or below that is not blank is a key and one
    value, as a config file's (a kickstart's "lang en_US.UTF-8" between "keyboard us" and "timezone UTC")."""
    above = text[: text.rfind("\n", 0, start) + 1].rstrip().rsplit("\n", 1)[-1]
    after = text.find("\n", end)
    below = text[after:].lstrip().split("\n", 1)[0] if after >= 0 else ""
    return any(line and _SETTING.fullmatch(line) for line in (above, below))


# ---- Persian's and Arabic's "رمز" (a code, or a password) and a password's shape
# ("رمز دیوار: Driftwood.Elkhorn66", "نام کاربری a@b.example، رمز kettle+395ZEPHYR"): the older rows read the word as a
# code's and take a value of letters and digits only with every class of character; here at most two words (the
# service's name) and a colon or "=" may stand between, and the value is a password's or a generator's shape with a
# small letter and a digit, or ten letters or more of both cases drawn at random ("رمز Muzz = UdNNPMjXhYm"), a whole
# token ("رمز را بعداً می‌گویم": no value; "{PORTAL_PW}": a placeholder).
RAMZ = GatedFinder(
    "رمز",
    re.compile(
        r"(?<![\w\u200c])رمز(?:[ \t]+[^\W\d_][\w\u200c]*){0,2}[ \t]*[:：=]?[ \t]+"
        r"(?P<v>" + _TOKEN + r"{8,64})(?=[.,;،؛!?]?(?:\s|$))"
    ),
)
RAMZ_ANCHORS = ("رمز",)


def ramz(m: re.Match[str]) -> tuple[int, int] | None:
    """The value of :data:`RAMZ` (see above)."""
    end = _value_end(m)
    v = m.string[m.start("v") : end]
    shaped = any(c.isdigit() for c in v) and value_shaped(v)
    drawn = v.lower() != v != v.upper() and random_letters_digits(v, min_len=10)  # "UdNNPMjXhYm"
    if not (shaped or drawn) or _said_not_secret(m):
        return None
    return m.start("v"), end
