"""Round 64: general readings from guard_corpus_blind49's misses after its two blind measures. A leaf module: it
imports only :mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder,
anchors, validator).

* **a client's key in code**: a field or variable called a client's, licence's, account's, subscription's or master
  key (``"clientKey": "..."``, ``client_key = '...'``) holding a key's shape: 24 or more hex digits (after an optional
  upper-case prefix and hyphen, ``CAP-<hex>``) or 20 or more letters and digits with three digits and both cases.
  Not: a name in words ("clientKey": "mobile-app"), a short id.
* **a service's client built with a key**: ``name = SomeClient('<32-64 hex>')``, a CamelCase class called with one
  quoted run of hex digits and nothing else. Not: a class that names a hash, a digest, an id, a colour, a commit or
  bytes (``Checksum('d41d...')``, ``UUID('...')``, ``ObjectId('...')``).
* **a key told by its name and "key:"**: "<Name> key: CAP-<hex>", "API key ...: K83334545442180" - a key's label and
  colon, then a prefixed run of 24+ hex digits, or one to three capitals and twelve or more digits (a key that is
  mostly digits; a phone number or an amount has no capital glued to it).
* **an env file's key in four groups**: ``NAME_KEY=ABCD-EFGH-IJKL-MNOP`` - a variable named a key, token or secret,
  set to four or more hyphen-joined groups of four or five capitals and digits, not a placeholder (a group of one
  letter repeated, "XXXX", or counted, "ABCD") and not words (some group without a vowel, or a digit).
* **a generated password in hyphen groups after its word or an e-mail**: "p/w zrjn-p7w3-kyw8-9irjv",
  "a@b.example , vivp5-5pwo-o9od9-yf1w", "… / 41pp-z57p-w4j2i": three or more groups of three to six lower-case
  letters and digits, two of them mixing both - the shape of a generated password, never of words or a date.
* **a password after an e-mail and "pass"**: "a@b.example, pass nxJ&$y$t4*HCthF" - letters of both cases with a
  digit or a mark, eight or more, no space.
* **a padlock's code**: "... is 8552 on the padlock" - three to eight digits that a thing "is" on a padlock.
* **a placed store or cupboard that "is" a number**: round 63's placed room, for the rooms a club, a school or a
  nursery keeps things in ("the equipment store in the sports hall is 3971, ...", "the toy store at the nursery is
  7644, ..."): a kind of thing and "store", "cupboard", "cage" or "shed", placed at or in a named place, "is" and four
  to eight digits closing the clause. Not: a year, a price, a size after the digits.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

from .slots import GatedFinder

_Span = tuple[int, int] | None


def _cased(words: list[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(w for word in words for w in (word, word[:1].upper() + word[1:])))


# ---- a client's key in code
CLIENT_KEY = GatedFinder(
    r"[Kk]ey",
    re.compile(r"(?i)(?<![\w-])[\"']?(?:client|licen[cs]e|account|subscription|master)[_-]?key[\"']?[ \t]*(?:=>|[:=])"
               r"[ \t]*(?P<q>[\"'])(?P<v>[A-Za-z0-9_-]{20,80})(?P=q)"),
)
CLIENT_KEY_ANCHORS = ("clientkey", "client_key", "client-key", "licensekey", "license_key", "licencekey",
                      "licence_key", "license-key", "licence-key", "accountkey", "account_key", "account-key",
                      "subscriptionkey", "subscription_key", "subscription-key", "masterkey", "master_key",
                      "master-key")
_HEX_KEY = re.compile(r"(?:[A-Z]{2,6}-)?(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{24,}")


def _keyish(v: str) -> bool:
    if _HEX_KEY.fullmatch(v):
        return True
    return (re.fullmatch(r"[A-Za-z0-9]{20,}", v) is not None and sum(c.isdigit() for c in v) >= 3
            and any(c.isupper() for c in v) and any(c.islower() for c in v))


def client_key(m: re.Match[str]) -> _Span:
    return m.span("v") if _keyish(m.group("v")) else None


# ---- a service's client built with a key
CTOR_KEY = GatedFinder(
    r"[0-9a-fA-F]{32}",
    re.compile(r"(?<![\w.])[A-Za-z_]\w*[ \t]*=[ \t]*(?P<c>[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*)\([ \t]*(?P<q>[\"'])"
               r"(?P<v>[0-9a-fA-F]{32,64})(?P=q)[ \t]*\)"),
)
CTOR_KEY_ANCHORS = ("('", "(\"")
_NOT_A_CLIENT = re.compile(r"(?i)hash|digest|md5|sha|sum|etag|uuid|guid|id$|oid|colou?r|commit|rev|hex|bytes|"
                           r"fingerprint|salt|nonce|version|tag|ref|path|name")


def ctor_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if _NOT_A_CLIENT.search(m.group("c")) or not (re.search(r"\d", v) and re.search(r"[a-fA-F]", v)):
        return None
    return m.span("v")


# ---- a key told by its name and "key:"
NAMED_KEY = GatedFinder(
    r"\d{12}|[0-9A-F]{24}",
    re.compile(r"(?<![\w-])(?:[A-Z][\w.]*[ \t]+)?(?i:api[ \t_-]?key|key)\b(?:[ \t]+(?:for|of)[ \t]+[^\n:=]{1,40}?)?"
               r"[ \t]*[:=][ \t]*(?P<v>[A-Z]{2,6}-[0-9A-F]{24,64}|[A-Z]{1,3}\d{12,40})(?![\w-])"),
)
NAMED_KEY_ANCHORS = ("key",)


def named_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if "-" in v and not (re.search(r"\d", v.split("-", 1)[1]) and re.search(r"[A-F]", v.split("-", 1)[1])):
        return None
    if "-" not in v and len(set(v.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))) < 4:
        return None
    return m.span("v")


# ---- an env file's key in four groups
ENV_GROUPS = GatedFinder(
    r"[A-Z0-9]{4}-[A-Z0-9]{4}",
    re.compile(r"(?<![\w-])[A-Z][A-Z0-9_]*_(?:KEY|TOKEN|SECRET|LICENSE|LICENCE)[ \t]*=[ \t]*(?P<q>[\"']?)"
               r"(?P<v>[A-Z0-9]{4,5}(?:-[A-Z0-9]{4,5}){3,7})(?P=q)(?![\w-])"),
)
ENV_GROUPS_ANCHORS = ("_key", "_token", "_secret", "_license", "_licence")


def env_groups(m: re.Match[str]) -> _Span:
    groups = m.group("v").split("-")
    if any(len(set(g)) == 1 for g in groups) or len(set(groups)) < len(groups):
        return None
    if any(all(ord(b) - ord(a) == 1 for a, b in pairwise(g)) for g in groups):
        return None  # a counted placeholder ("ABCD-EFGH-...", "1234-5678-...")
    if any(c.isdigit() for c in m.group("v")) or any(not re.search(r"[AEIOUY]", g) for g in groups):
        return m.span("v")
    return None


# ---- a generated password in hyphen groups after its word or an e-mail
_GROUPS = r"(?P<v>[a-z0-9]{3,6}(?:-[a-z0-9]{3,6}){2,6})(?![\w-])"
_PASSWORD_WORD = (r"(?:p/w|pw|pwd|pass|passwords?|passwort|kennwort|wachtwoord|mot[ \t]+de[ \t]+passe|"
                  r"contrase[ñn]a|senha|parola|hasło|haslo|heslo|пароль)")
HYPHEN_GROUPS = GatedFinder(
    r"[a-z0-9]{3}-[a-z0-9]{3}",
    re.compile(r"(?i:(?<![\w/])" + _PASSWORD_WORD + r"(?![\w/])[^\n\w]{0,3}(?:[^\s@]+@[^\s@,;/]+[ \t]*[,;/][ \t]*)?)"
               + _GROUPS
               + r"|[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]*(?:[,;/|][ \t]*|[ \t]+(?i:p/w|pw|pwd|pass|password)[ \t:=]+)"
               + _GROUPS.replace("(?P<v>", "(?P<w>")),
)
HYPHEN_GROUPS_ANCHORS = _cased(["p/w", "pw", "pass", "passwort", "kennwort", "wachtwoord", "mot de passe", "contrase",
                                "senha", "parola", "hasło", "haslo", "heslo", "пароль", "@"])


def hyphen_groups(m: re.Match[str]) -> _Span:
    name = "v" if m.group("v") else "w"
    groups = m.group(name).split("-")
    mixed = sum(bool(re.search(r"\d", g)) and bool(re.search(r"[a-z]", g)) for g in groups)
    return m.span(name) if mixed >= 2 else None


# ---- a password after an e-mail and "pass"
EMAIL_PASS = GatedFinder(
    "@",
    re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]*[,;/]?[ \t]*(?i:pass|pw|pwd|p/w)(?![\w/])[ \t]*[:=]?[ \t]*"
               r"(?P<v>[!-~]{8,64})"),
)
EMAIL_PASS_ANCHORS = ("@",)


def email_pass(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;:)]}\"'")
    if len(v) < 8 or "@" in v or "://" in v or "/" in v:
        return None
    if not (any(c.isupper() for c in v) and any(c.islower() for c in v)
            and any(c.isdigit() or not c.isalnum() for c in v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a padlock's code
PADLOCK = GatedFinder(
    r"\d\d\d",
    re.compile(r"(?i)\bis[ \t]+(?P<v>\d{3,8})[ \t]+on[ \t]+(?:the|its|our|my|a)[ \t]+(?:\w+[ \t]+)?padlock\b"),
)
PADLOCK_ANCHORS = ("padlock",)


def padlock(m: re.Match[str]) -> _Span:
    return m.span("v")


# ---- a placed store or cupboard that "is" a number
STORE = GatedFinder(
    r"\d\d\d\d",
    re.compile(r"(?i)\b(?P<k>(?:equipment|kit|gear|tool|toy|book|sports?|games?|paint|art|craft|cleaning|supplies|"
               r"uniform|ball|music|instrument)[ \t]+(?:store|cupboard|cage|shed))[ \t]+"
               r"(?:in|at|by|behind|next[ \t]+to)[ \t]+(?:the|our|my|your|their)[ \t]+(?:[\w-]+[ \t]+){0,2}?"
               r"(?:hall|gym|nursery|school|club(?:house)?|pavilion|church|centre|center|playground|field|pitch|"
               r"basement|cellar|corridor|annex|classroom)[ \t]+is[ \t]+(?P<v>\d{4,8})(?=[ \t]*(?:[,;.!\n]|$))"),
)
STORE_ANCHORS = ("store", "cupboard", "cage", "shed")
_YEAR = re.compile(r"19[5-9]\d|20[0-4]\d")


def store(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if _YEAR.fullmatch(v) or re.search(r"[$€£¥]|\b(?:rent|price|costs?|sq|square|members?|items?)\b",
                                       m.string[max(0, m.start() - 40):m.end() + 20], re.I):
        return None
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("api_key", CLIENT_KEY, CLIENT_KEY_ANCHORS, client_key),
    ("api_key", CTOR_KEY, CTOR_KEY_ANCHORS, ctor_key),
    ("api_key", NAMED_KEY, NAMED_KEY_ANCHORS, named_key),
    ("api_key", ENV_GROUPS, ENV_GROUPS_ANCHORS, env_groups),
    ("password", HYPHEN_GROUPS, HYPHEN_GROUPS_ANCHORS, hyphen_groups),
    ("password", EMAIL_PASS, EMAIL_PASS_ANCHORS, email_pass),
    ("password", PADLOCK, PADLOCK_ANCHORS, padlock),
    ("password", STORE, STORE_ANCHORS, store),
)
