"""Round 36: a key carried where no credential row looked (a leaf module: it imports only :mod:`.slots`' gate; the
caller passes in :func:`.logins.password_like`; :mod:`.secrets` adds its rows, and its near-miss check still takes
back what a row's line says is public, an example or a placeholder).

* **a key in a link's fragment**: a share link puts its key after ``#``, the part a browser never sends to the server
  (a mesh radio's channel link ``https://meshtastic.org/e/#CisSIDzs...``, a file drop's ``/file/ID#KEY``): 22 or more
  base64url characters, both cases and digits changing as a generator's do (not a heading's anchor ``#cite_note-1``,
  not a route ``#/inbox`` or ``#inbox/FMfcg...``);
* **a token as a link's user**: ``https://TOKEN@host/api/v1/`` (an uploader given its site's secret as the URL's user,
  no ``:password``): a password's shape with both cases and a digit or a symbol (not a user's name ``git@``,
  ``mario.rossi85@``);
* **a token in the path of a device's local link**: ``http://192.168.7.230:16021/api/v1/<token>/state``,
  ``obsws://10.0.30.99:4455/<password>``: a random segment of 16-64 characters under a private or local address;
* **a key announced as new**: "new key for the valley mesh, old one leaked in the group chat: DKeiRsqa...==",
  "new paperless token, the old one was in the screenshot: c47bd6bc...": "new" / "rotated" / "changed" / "reset"
  before a key's, token's or secret's name, the line's colon, then a key's shape (a padded base64 of 16, 24 or 32
  bytes, 32-64 hex digits, or letters and digits mixed as a generator mixes them);
* **a table's key column holding base64 or a token**: ``| node | channel | PSK |`` then ``| !ea2d5dce | Fam |
  BoTZbM...= |``; ``| app | url | key |`` then an API key (:mod:`.keyed` reads such a column's hex);
* **a secret stated with its "for ..." phrase or changed to a value**: "Nightscout API_SECRET for Finn's site:
  ESE4C5WBSfpq", "I changed the nightscout secret to Jubilee_808342", "API secret ng6d-hry5-df1h6795": a password's
  shape (the shorter values the token rows' 16 characters leave out).
"""

from __future__ import annotations

import base64
import binascii
import itertools
import re
from collections.abc import Callable

from .slots import GatedFinder

# Said of the value on its line: not the secret (a public key, an id, a hash, an example).
NOT_SECRET = re.compile(r"(?i)public|publish|fingerprint|\bid\b|\bids\b|(?<!\.)example|sample|\buid|serial|\beui|hash|"
                        r"checksum|digest|dummy|fake|placeholder|\bcache\b")


def _classes(v: str) -> bool:
    """Upper case, lower case and digits all present, and the character class changing at 40 %+ of the steps as
    random base64 does (~65 %), not as words and numbers joined ("cite_note-Smith2019-12", "FOOTNOTESmith")."""
    if not (any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)):
        return False

    def cls(c: str) -> int:
        return 0 if c.isupper() else 1 if c.islower() else 2 if c.isdigit() else 3

    changes = sum(cls(a) != cls(b) for a, b in itertools.pairwise(v))
    return changes >= 0.4 * (len(v) - 1)


FRAGMENT = GatedFinder(r"#[A-Za-z0-9_-]{22}", re.compile(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}://[^\s#/@]+(?:/[^\s#]*)?#(?P<v>[A-Za-z0-9_-]{22,256})"
    r"(?![\w#/=&.?%+-])"))
FRAGMENT_ANCHORS = ("://",)


def fragment(m: re.Match[str]) -> tuple[int, int] | None:
    """A link's fragment of random base64url (see the module's text)."""
    return m.span("v") if _classes(m.group("v")) else None


USER = re.compile(r"(?i)(?<![\w.+-])(?:https?|wss?|mqtts?)://(?P<v>[^\s:/@\"'<>]{8,64})@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
USER_ANCHORS = ("://",)


def user(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A link's user that is a password's shape with both cases and a digit, or a symbol a name does not take."""
    v = m.group("v")
    mixed = any(c.isupper() for c in v) and any(c.islower() for c in v) and any(c.isdigit() for c in v)
    symbol = any(c in "!*%=$#^&~" for c in v) and any(c.isdigit() for c in v)
    if not (mixed or symbol) or not password_like(v) or ("." in v.rstrip(".") and not symbol
                                                                  and not _classes(v)):
        return None  # "Jane.Doe85" is a name; "Umber.Hazel..." a generator's words, left out
    return m.span("v")


LOCAL_PATH = GatedFinder(r"[A-Za-z0-9_-]{16}", re.compile(
    r"(?i)(?<![\w.+-])[a-z][a-z0-9+.-]{1,20}://(?:10\.\d{1,3}|172\.(?:1[6-9]|2\d|3[01])|192\.168)\.\d{1,3}\.\d{1,3}"
    r"(?::\d{2,5})?(?:/[\w.~-]{1,40})*?/(?P<v>[A-Za-z0-9_-]{16,64})(?=/|[ \t\n)\"'>,]|$)"))
LOCAL_PATH_ANCHORS = ("://10.", "://172.", "://192.168.")


def local_path(m: re.Match[str]) -> tuple[int, int] | None:
    """A random segment of a private address's path (see the module's text)."""
    return m.span("v") if _classes(m.group("v")) and len(m.group("v")) >= 16 else None


def b64_key(v: str) -> bool:
    """Base64 (standard or URL-safe) of 16, 24 or 32 bytes, padded or of the unpadded length, both cases mixed."""
    core = v.rstrip("=")
    if len(core) not in (22, 32, 43) or len(v) not in (len(core), {22: 24, 32: 32, 43: 44}[len(core)]):
        return False
    if re.fullmatch(r"[A-Za-z0-9+/_-]+", core) is None or not _classes(core):
        return False
    try:
        raw = base64.b64decode(core.replace("-", "+").replace("_", "/") + "=" * (-len(core) % 4))
    except (binascii.Error, ValueError):
        return False
    return len(set(raw)) * 2 > len(raw)


def hex_key(v: str) -> bool:
    """32-64 hex digits of one case with letters and digits."""
    return (32 <= len(v) <= 64 and re.fullmatch(r"[0-9a-f]+|[0-9A-F]+", v) is not None
            and sum(c.isdigit() for c in v) >= 4 and sum(c.isalpha() for c in v) >= 4)


def token_shape(v: str) -> bool:
    """A key's shape: base64 of a key, hex of one, or 20+ letters and digits mixed as a generator mixes them."""
    return b64_key(v) or hex_key(v) or (len(v) >= 20 and re.fullmatch(r"[A-Za-z0-9+/_-]+=*", v) is not None
                                         and _classes(v.rstrip("=")))


RENEWED = GatedFinder(r"[A-Za-z0-9+/=_-]{16}", re.compile(
    r"(?i)(?<![\w-])(?:new|rotated|regenerated|changed|reset|replaced)(?![\w-])[^\n:]{0,40}?(?<![\w-])"
    r"(?P<k>(?:api[ _-]?)?(?:key|token|secret|psk))s?(?![\w-])(?P<w>[^\n:]{0,80}):[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9+/_-]{16,200}=*)(?![\w+/=-])"))
RENEWED_ANCHORS = ("new", "rotated", "regenerated", "changed", "reset", "replaced")


def renewed(m: re.Match[str]) -> tuple[int, int] | None:
    """A new key's value after the line's colon (see the module's text)."""
    if NOT_SECRET.search(m.string, m.start(), m.start("v")) or not token_shape(m.group("v")):
        return None
    return m.span("v")


# A markdown / pipe table whose header names a key, PSK, token or secret column, its rule line, then rows.
TABLE = GatedFinder(r"\|[ \t:]*-{3}", re.compile(
    r"(?im)^(?P<h>[^\n]*\|[^\n|]*(?:key|psk|token|secret)[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
    r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)"))
TABLE_ANCHORS = ("key", "psk", "token", "secret")


def table_header(cell: str) -> bool:
    """A column named for a key, PSK, token or secret (not a public key's, an id's)."""
    return (re.fullmatch(r"(?i)(?:[a-z]{0,12}[ _-]?){0,2}(?:key|psk|token|secret)", cell) is not None
            and NOT_SECRET.search(cell) is None)


SECRET = GatedFinder(r"\d", re.compile(
    r"(?i)(?<![\w-])(?P<k>(?:api[ _-]?)?secret)(?![\w-])"
    r"(?:[ \t]+for[ \t]+[^\n:,;]{1,30}?[ \t]*:|[ \t]+(?:is[ \t]+now|(?:has[ \t]+been[ \t]+|was[ \t]+)?"
    r"(?:changed|set|reset|updated)[ \t]+to|to)(?![\w-])|(?=[ \t]+\S*\d))"
    r"[ \t]*(?P<v>[^\s\"'`,;]{8,64})"))
SECRET_ANCHORS = ("secret",)
# A value of letters and digits, with a generator's separators at most (not a path, a URL, a sentence's word).
_SECRET_VALUE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._%!*#@$&+=~-]{6,62}[A-Za-z0-9=!*#$%]")
_IDENTIFIER = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
_VERSION = re.compile(r"(?i)v?\d+(?:[.-]\d+)+[a-z]?|\d{4}-\d{2}-\d{2}\w*|[a-z]+-?\d+(?:\.\d+)+")


def stated_secret(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """A secret's value after its "for ..." phrase, after "changed to", or right after the word: a password's shape
    with a digit (see the module's text)."""
    v = m.group("v").rstrip(".!?)")
    if not (password_like(v) or (_SECRET_VALUE.fullmatch(v) and sum(c.isdigit() for c in v) >= 2
                                 and sum(c.isalpha() for c in v) >= 3)) or _VERSION.fullmatch(v):
        return None
    if m.string[m.start() - 1:m.start()] == "!" or _IDENTIFIER.fullmatch(v):
        return None  # a YAML tag that names a secret ("!secret cam1_url"), a setting's snake_case name
    if NOT_SECRET.search(m.string, max(m.string.rfind("\n", 0, m.start()) + 1, m.start() - 40), m.start("v")):
        return None
    return m.start("v"), m.start("v") + len(v)


# Near misses (asked from :mod:`.secrets`' near-miss check).
_FACTORY_BEFORE = re.compile(r"(?i)\b(?:factory|default|vendor|out[- ]of[- ]the[- ]box)[ -](?:password|passcode|pin|"
                             r"code|key)[ \t]+(?:is|was)?[ \t]*:?[ \t]*[\"']?$")
_CHANGE_AFTER = re.compile(r"(?i)[\"']?[ \t]*[,;.(—–-]?[ \t]*(?:so[ \t]+|please[ \t]+|you[ \t]+must[ \t]+|"
                           r"(?:and[ \t]+)?(?:we|I)[ \t]+)?change[ds]?[ \t]+(?:it|this)\b")
_MENU_AFTER = re.compile(r"[ \t]+[A-Za-z][\w \t]{0,30}?[ \t]*[>›»→][ \t]*[A-Z]")


def factory_or_menu(text: str, start: int, end: int) -> bool:
    """The value is a factory default said to be changed ("the factory password is opendoor, change it on first
    login"), or the first word of a menu path ("access token: Account Settings > Developer Settings > New Token")."""
    v = text[start:end]
    if v.isalpha() and v[:1].isupper() and _MENU_AFTER.match(text, end):
        return True
    return (_FACTORY_BEFORE.search(text, max(0, start - 40), start) is not None
            and _CHANGE_AFTER.match(text, end) is not None)


# A Lightning node's macaroon (LND's: its first bytes are the version and the location "lnd", 0201036c6e64 in hex,
# AgEDbG5k in base64): a bearer credential for the node's wallet, in whatever slot it is pasted.
MACAROON = re.compile(r"(?<![0-9A-Za-z+/])(?P<v>0201036c6e64[0-9a-f]{60,}|AgEDbG5k[A-Za-z0-9+/_-]{60,}=*)"
                      r"(?![0-9A-Za-z+/=_-])")
MACAROON_ANCHORS = ("0201036c6e64", "agedbg5k")
# A Tor onion service's private key as ADD_ONION / stem take it (ED25519-V3: and 64 bytes in base64), and a client's
# authorization key as its .auth_private file holds it (the onion address, :descriptor:x25519:, the private key in
# base32; the service's own .auth file holds the public key without the address before it).
ONION = re.compile(r"(?<![\w-])ED25519-V3:(?P<v>[A-Za-z0-9+/]{86}==)|(?<![a-z2-7])[a-z2-7]{56}:descriptor:x25519:"
                   r"(?P<v2>[A-Z2-7]{52})(?![A-Za-z0-9])")
ONION_ANCHORS = ("ed25519-v3:", ":descriptor:x25519:")


def onion_key(m: re.Match[str]) -> tuple[int, int] | None:
    """The key of either layout, letters and digits mixed."""
    group = "v" if m.group("v") else "v2"
    v = m.group(group)
    return m.span(group) if any(c.isdigit() for c in v) and any(c.isalpha() for c in v) else None


# Words of an access-control system's cards ("card format MIFARE, site key 0E93289D7B8C"): there a "site key" is the
# key of the cards' sector, a secret, where a web page's "site key" (a CAPTCHA's) is public.
ACCESS_CARD = re.compile(r"(?i)mifare|desfire|iclass|\bseos\b|access[ -]control|card[ -]reader|\bbadge|"
                         r"\bprox(?:imity)? card")


# A password's word in ~20 languages with its value right after it, no ":" or "is" between ("password ohaq-ghvn-u1ia,
# then restart", "mot de passe dnfc-y5yh-ndxt pour le relevé", "senha q944-o0ze-3bdl, é pra ver"): a password's or a
# generator's shape with a digit, or groups of four letters and digits a generator joins ("ohaq-ghvn-u1ia").
_PW_WORDS = (r"password|passwort|kennwort|mot de passe|contraseña|contrasena|senha|wachtwoord|hasło|haslo|heslo|"
             r"lozinka|parola|parool|lösenord|losenord|adgangskode|passord|salasana|jelszó|jelszo|şifre|geslo|"
             r"пароль|лозинка|κωδικός")
BARE = GatedFinder(r"\d", re.compile(
    r"(?i)(?<![\w-])(?:" + _PW_WORDS + r")[ \t]+(?P<v>[^\s\"'`,;:()]{8,64}?)[.!?]?(?=[,;)]|[ \t]|$)", re.M))
BARE_ANCHORS = ("password", "passwort", "kennwort", "mot de passe", "contraseña", "contrasena", "senha", "wachtwoord",
                "hasło", "haslo", "heslo", "lozinka", "parola", "parool", "lösenord", "losenord", "adgangskode",
                "passord", "salasana", "jelszó", "jelszo", "şifre", "geslo", "пароль", "Пароль", "лозинка", "Лозинка",
                "κωδικός", "Κωδικός")
_GENERATED_GROUPS = re.compile(r"[a-z0-9]{4}(?:-[a-z0-9]{4}){2,5}")


def bare_password(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """The value right after a password's word (see :data:`BARE`)."""
    v = m.group("v")
    if not any(c.isdigit() for c in v) or _VERSION.fullmatch(v) or _IDENTIFIER.fullmatch(v) or "/" in v or "@" in v:
        return None
    groups = _GENERATED_GROUPS.fullmatch(v) is not None and any(c.isalpha() for c in v)
    return m.span("v") if groups or password_like(v) else None


# An SMS command that starts with the device's PIN ('text "809494 where" to the SIM', 'send "1234 arm" to the
# alarm'): 4-8 digits then a command word, quoted, after a verb of texting, on a line naming a SIM, SMS, a tracker or
# an alarm (not a year).
SMS_COMMAND = GatedFinder(r"\d{4}", re.compile(
    r"(?i)(?<![\w-])(?:text|send|sms)(?:e?s|ed|ing)?[ \t]+(?:it[ \t]+)?[\"“'](?P<v>\d{4,8})[ \t]+[a-z]{2,12}[\"”']"))
SMS_COMMAND_ANCHORS = ("text", "send", "sms")
_SMS_DEVICE = re.compile(r"(?i)\bsim\b|\bsms\b|tracker|\bgps\b|alarm|relay|gate[ -]?opener|gsm")


def sms_command(m: re.Match[str]) -> tuple[int, int] | None:
    """The PIN that starts a texted command (see :data:`SMS_COMMAND`)."""
    v = m.group("v")
    line_start = m.string.rfind("\n", 0, m.start()) + 1
    line_end = m.string.find("\n", m.end())
    line = m.string[line_start:len(m.string) if line_end < 0 else line_end]
    if (len(v) == 4 and v[:2] in ("19", "20")) or len(set(v)) == 1 or _SMS_DEVICE.search(line) is None:
        return None
    return m.span("v")


# A public service named as what an account is for ("the Tarjeta Transporte Público account", "my public transport
# card's password"): its "public" says nothing of the value, where the near-miss check reads "público" / "public" near
# a value as a claim that the value is public.
_PUBLIC_SERVICE = re.compile(r"(?i)\bpublic[ \t]+(?:transport|transit|librar)\w*|\btransporte?s?[ \t]+p[úu]blicos?\b|"
                             r"\btransports?[ \t]+(?:publics?|en[ \t]+commun)\b|\btrasport[oi][ \t]+pubblic[oi]\b|"
                             r"\böffentliche[nrs]?[ \t]+(?:nah)?verkehr\w*|\btransport\w*[ \t]+publiczn\w*")


# (the near-miss check's window may start inside the service's first word: "...orte Público del abono")
_CUT_SERVICE = re.compile("(?i)^(?:" + "|".join(sorted({w[i:] for w in ("transporte", "transports", "trasporto")
                                                        for i in range(1, len(w) - 1)}, key=len, reverse=True))
                          + r")[ \t]+(?:p[úu]blicos?|publics?|pubblic[oi])\b")


def without_public_services(around: str) -> str:
    """``around`` with the names of public services blanked (see :data:`_PUBLIC_SERVICE`)."""
    if "bli" not in around and "ffentlich" not in around:
        return around
    around = _CUT_SERVICE.sub(lambda m: " " * len(m.group()), around)
    return _PUBLIC_SERVICE.sub(lambda m: " " * len(m.group()), around)
