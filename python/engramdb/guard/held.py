"""Round 37: a secret held by a word the older rows did not read as a credential's (a leaf module: it imports only
:mod:`.slots`' gate and :mod:`.bip39`'s letter-pair model; the caller passes in :func:`.logins.password_like`;
:mod:`.secrets` adds its rows, and its near-miss check still takes back what a row's line says is public, an example
or a placeholder).

* **a logon code**: "logon code: a9xrdllzbms52f", "logon = 8d8dbqth4g2kkk", ``HOPPIE_LOGON="l0y1yyawy2ao"``: a
  network's logon (an ACARS client's, a terminal's) is its password; a value of random letters and digits (not a
  variable ``${HOPPIE_LOGON}``, not a word);
* **a key, token or code announced as new with its value after a comma or an arrow**: "new Hoppie code came by mail,
  nrh4e3vvrp11, put it in ...", "regenerated Everhour token since the old one leaked → 574a-f8c4-7c1bfb-...":
  round 36's announced key wanted the line's colon and 16+ characters;
* **a login told as "log into X as USER with PASSWORD"** / "use my VATSIM CID 1295466 with 3xqx-eq6p-lxf2": the
  password a password's or a generator's shape;
* **a code named private, a tracking code, an activation code**: a trackable's tracking code and a coin's private
  code (six capitals and digits, the owner's proof: "tracking code Z6ZSUV", "our geocoin's private code is FKTZ7J"; a
  parcel's tracking number is longer), in a table's column so named; a kit's activation code in groups
  ("SMMW8-TPBD5-4ZW89");
* **a key of random letters**: a key's name ("API key", "local key", ``ROBOROCK_LOCAL_KEY``, ``"apikey"``, ``--key``)
  then ``:`` / ``=`` / "is" and 12-64 letters (digits optional) drawn at random (:func:`.bip39.unlike_words`: an
  Astrometry.net key is sixteen lowercase letters, a Roborock local key sixteen mixed-case); a table's key column of
  such values;
* **a token as a link's path segment after its name**: ``.../api_token/b42c818841f5c6ac7cd2b5fbc0/from/...``;
* **a safe's dial combination**: "grandma's safe: 70-83-64 (left, right, left)": two-digit numbers joined by dashes
  after "safe", "combination", "combo", "padlock".
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from .bip39 import unlike_words
from .slots import GatedFinder

# Said of the value on its line: not the secret (a public key, an id, a hash, an example).
NOT_SECRET = re.compile(r"(?i)public|publish|fingerprint|\bid\b|\bids\b|(?<!\.)example|sample|\buid|serial|\beui|hash|"
                        r"checksum|digest|dummy|fake|placeholder|\bcache\b|\btest(?:ing)?\b|\bkid\b|search[ -]only")


def _said_not_secret(m: re.Match[str]) -> bool:
    text = m.string
    value = next((g for g in ("v2", "v3") if g in m.re.groupindex and m.group(g) is not None), "v")
    line = text.rfind("\n", 0, m.start()) + 1
    return NOT_SECRET.search(text, max(line, m.start() - 40), m.start(value)) is not None


def _changes(v: str) -> int:
    def cls(c: str) -> int:
        return 0 if c.isupper() else 1 if c.islower() else 2 if c.isdigit() else 3

    return sum(cls(a) != cls(b) for a, b in itertools.pairwise(v))


_CHUNK = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")


def random_letters_digits(v: str, *, min_len: int = 10) -> bool:
    """``v`` (letters and digits only) reads as a generator's: its letters drawn at random (the letter-pair model
    says no word), six letters or more; digits optional but not a word then a number ("admin2024")."""
    if not min_len <= len(v) <= 64 or re.fullmatch(r"[A-Za-z0-9]+", v) is None:
        return False
    letters = "".join(c for c in v if c.isalpha())
    if len(letters) < 4 or len(set(letters.lower())) < 4:
        return False
    digits = len(v) - len(letters)
    if digits and re.fullmatch(r"[A-Za-z]+\d+|\d+[A-Za-z]+", v):
        return False  # a word and a number
    if len(set(letters.lower())) < 6 and len(re.findall(r"\d+", v)) < 2:
        return False
    mixed_case = letters != letters.lower() and letters != letters.upper()
    if mixed_case and (_changes(v) < 3 or all(len(c) >= 3 for c in _CHUNK.findall(letters))):
        return False  # CamelCase words ("MyProjectName", "SmtpPassword")
    if len(re.findall(r"\d+", v)) >= 2 and len(set(letters.lower())) >= 4 and _changes(v) >= 4:
        return True  # digits spread among the letters as a generator spreads them ("rrlp4lggo61s00")
    return unlike_words(letters.lower())


# ---- a logon code
LOGON = GatedFinder(r"(?i)log(?:on|in\()", re.compile(
    r"(?i)(?<![\w-])(?:[a-z0-9]+_)*logon(?:[ _-]?code)?(?![\w-])[\"']?(?:[ \t]+for[ \t]+[^\n:=]{1,40}?)?[ \t]*"
    r"(?:[:=]|\bis\b)[ \t]*[\"'`]?(?P<v>[A-Za-z0-9]{8,40})(?![\w$@./-])"
    r"|\.log(?:in|on)\([ \t]*[\"'](?P<v2>[A-Za-z0-9]{12,64})[\"'][ \t]*\)"))
LOGON_ANCHORS = ("logon", ".login(")


def logon(m: re.Match[str]) -> tuple[int, int] | None:
    """A logon's value of random letters and digits (see the module's text)."""
    if m.group("v2"):  # a client's login call given one key ("client.login("jrxsdsdesbqrecwe")")
        return m.span("v2") if random_letters_digits(m.group("v2"), min_len=12) else None
    if not random_letters_digits(m.group("v"), min_len=8) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a key, token or code announced as new, its value after a comma or an arrow
_NEW = r"(?:new|fresh|rotated|regenerated|reissued|replaced|changed|reset)"
RENEWED = GatedFinder(r"[A-Za-z]\d|\d[A-Za-z]", re.compile(
    r"(?i)(?<![\w-])" + _NEW + r"(?![\w-])[^\n:,→]{0,40}?(?<![\w-])(?:(?:api|access|logon|login)[ _-]?)?"
    r"(?:key|token|secret|code|psk)s?(?![\w-])[^\n:,→]{0,60}?(?:,|→|->|=>)[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9][A-Za-z0-9-]{8,80}[A-Za-z0-9])(?![\w+/=-])"))
RENEWED_ANCHORS = ("new", "fresh", "rotated", "regenerated", "reissued", "replaced", "changed", "reset")
_HEX_GROUPS = re.compile(r"[0-9a-f]{4,12}(?:-[0-9a-f]{4,12}){2,7}|[0-9A-F]{4,12}(?:-[0-9A-F]{4,12}){2,7}")


def hex_groups(v: str) -> bool:
    """24+ hex digits in dashed groups, with letters and digits."""
    core = v.replace("-", "")
    return (_HEX_GROUPS.fullmatch(v) is not None and len(core) >= 24 and sum(c.isdigit() for c in core) >= 4
            and sum(c.isalpha() for c in core) >= 4)


def renewed(m: re.Match[str]) -> tuple[int, int] | None:
    """A new key's or code's value after a comma or an arrow (see the module's text)."""
    v = m.group("v")
    digits = sum(c.isdigit() for c in v)
    if not (hex_groups(v) or (digits >= 1 and random_letters_digits(v))) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a login as "log into X as USER with PASSWORD", "use my X CID N with PASSWORD"
AS_WITH = GatedFinder(r"(?i) with ", re.compile(
    r"(?i)(?<![\w-])(?:log(?:ged|ging)?[ -]?(?:in|on)(?:[ -]?to)?|sign(?:ed|ing)?[ -]?in(?:[ -]?to)?|use[ \t]+my)"
    r"(?![\w-])[^\n]{0,60}?[ \t](?:as|cid|id|login|user(?:name)?|account)[ \t]+(?P<u>[^\s,;]{2,64})[ \t]+with[ \t]+"
    r"(?P<v>[^\s,;\"'`]{6,64})"))
AS_WITH_ANCHORS = ("log", "sign", "use my")
# Words and a number a generator joins with a mark ("Hopscotch-573", "Granite_Otter7", "pebble&ferret83").
_JOINED = re.compile(r"[A-Za-z]{3,12}(?:[-_.!#@+&%*$?~][A-Za-z]{3,12}){0,3}[-_.!#@+&%*$?~]?\d{1,4}[!#@$%&*?]?")


def as_with(m: re.Match[str], password_like: Callable[[str], bool]) -> tuple[int, int] | None:
    """The password given with a login's user (see the module's text)."""
    v = m.group("v").rstrip(".!?)")
    if not (password_like(v) or random_letters_digits(v, min_len=8) or _JOINED.fullmatch(v)) or v.lower().startswith(
            ("http", "www.")):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a private code, a tracking code, an activation code
CODE = GatedFinder(r"(?i)code", re.compile(
    r"(?i)(?<![\w-])(?P<k>private|tracking|activation)[ \t]+code(?![\w-])"
    r"(?:[ \t]+(?:on|from|in|of|for)[ \t]+[^\n:,]{1,40}?[ \t]+(?:is|was)(?![\w-])"
    r"|[ \t]*(?:(?:is|was)(?![\w-])|[:=])?)[ \t]*"
    r"[\"'`]?(?P<v>[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){1,5}|[A-Z0-9]{6})(?![\w-])"))
CODE_ANCHORS = ("private code", "tracking code", "activation code")


def six_code(v: str) -> bool:
    """Six capitals and digits drawn at random: a digit with a letter, or capitals the letter-pair model reads as
    no word."""
    if re.fullmatch(r"[A-Z0-9]{6}", v) is None or v.isdigit():
        return False
    return any(c.isdigit() for c in v) or (len(set(v)) >= 4 and unlike_words(v.lower()))


def grouped_code(v: str) -> bool:
    """Groups of 4-6 capitals and digits, 12+ characters in all, both present in the whole."""
    core = v.replace("-", "")
    return (re.fullmatch(r"[A-Z0-9]{4,6}(?:-[A-Z0-9]{4,6}){2,5}", v) is not None and len(core) >= 12
            and sum(c.isdigit() for c in core) >= 1 and sum(c.isalpha() for c in core) >= 2)


def code(m: re.Match[str]) -> tuple[int, int] | None:
    """A private or tracking code of six, an activation code in groups (see the module's text)."""
    v, k = m.group("v"), m.group("k").lower()
    ok = grouped_code(v) if k == "activation" else six_code(v)
    if not ok or _said_not_secret(m):
        return None
    return m.span("v")


# A table whose header names a private / tracking / activation code or a key column, its rule line, then rows.
TABLE = GatedFinder(r"\|[ \t:]*-{3}", re.compile(
    r"(?im)^(?P<h>[^\n]*\|[^\n|]*(?:code|key)[^\n|]*\|[^\n]*)\n[ \t>]*\|?[ \t:|-]+\n"
    r"(?P<rows>(?:[^\n]*\|[^\n]*(?:\n|$))+)"))
TABLE_ANCHORS = ("code", "key")


def code_header(cell: str) -> bool:
    return re.fullmatch(r"(?i)(?:private|tracking)[ _-]?code", cell) is not None


def key_header(cell: str) -> bool:
    """A column named for a key (not a public key's, an id's)."""
    return (re.fullmatch(r"(?i)(?:[a-z]{0,12}[ _-]?){0,2}key", cell) is not None
            and NOT_SECRET.search(cell) is None and re.search(r"(?i)pub|sort|primary|foreign|hot", cell) is None)


# ---- a key of random letters
KEY = GatedFinder(r"[A-Za-z0-9]{12}", re.compile(
    r"(?i)(?<![\w-])(?<!product )(?:(?:[a-z0-9]+[_-])*(?:api[ _-]?|local[ _-]?|solver[ _-]?)?key|apikey|--(?:api-)?key)"
    r"(?![\w-])[\"']?(?:[^\n:=\"']{0,50}?(?:[:=]|\bis\b)|[ \t]*[:=]|(?<=key)[ =])[ \t]*[\"'`]?"
    r"(?P<v>[A-Za-z0-9]{12,64})(?![\w$@./+=-])"))
KEY_ANCHORS = ("key",)


def key_letters(v: str) -> bool:
    """12-64 letters (digits optional) drawn at random, not hex (a hex key is :mod:`.keyed`'s, with its public
    words)."""
    return re.fullmatch(r"[0-9A-Fa-f]+", v) is None and random_letters_digits(v, min_len=12)


def key(m: re.Match[str]) -> tuple[int, int] | None:
    """A key's value of random letters (see the module's text)."""
    if not key_letters(m.group("v")) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a token as a link's path segment after its name
PATH_TOKEN = GatedFinder(r"(?i)/(?:api|access|auth)?[_-]?(?:token|key)/", re.compile(
    r"(?i)/(?:api[_-]?token|apitoken|api[_-]?key|apikey|access[_-]?token|auth[_-]?token)/"
    r"(?P<v>[A-Za-z0-9_-]{16,128})(?=[/?#\s\"'<>)]|$)"))
PATH_TOKEN_ANCHORS = ("token/", "key/")  # (not a bare "/token/": a block explorer's token address is public)


def path_token(m: re.Match[str]) -> tuple[int, int] | None:
    """A random path segment after a token's name (see the module's text)."""
    v = m.group("v")
    hexy = (re.fullmatch(r"[0-9a-f]{16,128}|[0-9A-F]{16,128}", v) is not None and sum(c.isdigit() for c in v) >= 3
            and sum(c.isalpha() for c in v) >= 3)
    return m.span("v") if hexy or random_letters_digits(v, min_len=16) else None


# ---- a safe's dial combination
DIAL = GatedFinder((r"\d-\d", r"(?i)lock|takes"), re.compile(
    r"(?i)(?<![\w-])(?:safe|combination|combo|padlock)(?![\w-])[ \t]*(?:[:=]|is(?![\w-]))[ \t]*"
    r"(?P<v>\d{1,2}(?:-\d{1,2}){2,3})(?![\w-])"
    r"|(?<![\w-])(?:bike|bicycle|cable|luggage|combination|pad)[ \t-]?lock(?![\w-])[ \t]*(?:[:=]|is(?![\w-]))[ \t]*"
    r"(?P<v2>\d{3,8})(?![\w/:-]|[.,]\d)"
    r"|(?<![\w-])(?:alarm|keypad|panel|door|gate|lock)(?![\w-])[^\n]{0,40}?(?<![\w-])takes[ \t]+(?P<v3>\d{4,8})"
    r"(?=[ \t]+then[ \t]+(?:off|on|arm|disarm|enter|ok|#|\*)(?![\w-])|#)"))
DIAL_ANCHORS = ("safe", "combination", "combo", "lock", "takes")


def dial(m: re.Match[str]) -> tuple[int, int] | None:
    """Two-digit numbers joined by dashes (not one number repeated); a bike lock's digits (not a year, not one digit
    repeated)."""
    for g in ("v2", "v3"):
        if m.group(g):
            v = m.group(g)
            if len(set(v)) == 1 or (len(v) == 4 and v[:2] in ("19", "20")) or _said_not_secret(m):
                return None
            return m.span(g)
    parts = m.group("v").split("-")
    return m.span("v") if len(set(parts)) > 1 and not _said_not_secret(m) else None


# ---- near misses (asked from :mod:`.secrets`)
# A number named an identifier right before it ("Traccar device 'Luna', identifier 358270278180358"): a device's
# IMEI is Luhn-valid and 15 digits, as a card's number may be; an identifier is not a card.
_IDENTIFIER_BEFORE = re.compile(r"(?i)(?<![\w-])(?:identifier|unique[ _-]?id|device[ _-]?id|uniqueid)"
                                r"[ \t]*(?:[:=#]|is|was)?[ \t]*[\"']?$")


def named_identifier(text: str, start: int) -> bool:
    """The value at ``start`` is named an identifier right before it."""
    return _IDENTIFIER_BEFORE.search(text, max(0, start - 40), start) is not None


# A value named private right before it ("our coin's private code is K7QX2M, the public reference is TR4KX9P"):
# a "public" after it names another value.
_PRIVATE_BEFORE = re.compile(r"(?i)(?<![\w-])private[ \t]+(?:code|key|token|secret)[ \t]*(?:[:=]|is|was)?[ \t]*[\"']?$")


def named_private(text: str, start: int) -> bool:
    """The value at ``start`` is named a private code, key, token or secret right before it."""
    return _PRIVATE_BEFORE.search(text, max(0, start - 40), start) is not None


_SHELL_VARIABLE = re.compile(r"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?")


def variable_then_link(clause: str, value: str) -> bool:
    """A token's clause that is a shell variable, and a "value" that is the rest of a link after its scheme's colon
    ("Authorization: Token $READWISE_TOKEN" https://readwise.io/api/v2/..."): the token is the variable's."""
    return value.startswith("//") or _SHELL_VARIABLE.search(clause) is not None


# ---- a code word of two words, told with its password's word in any of ~20 languages
# A password's word, inflected as a sentence governs it ("říct heslo", "каже лозинку", "pasakyti slaptažodį").
_WORD = (r"passwords?|pass ?words?|code ?words?|codewoord|kodeord|passwort|kennwort|mot de passe|contraseña|contrasena|"
         r"senha|wachtwoord|parola(?: d'ordine)?|has[łl]o|heslo|geslo|lozink[ua]|šifr[ua]|sifr[ua]|slapta[žz]od[iį]s?|"
         r"лозинк[уае]|лозинката|парол[аьяю]|паролата|пароль|кодовое слово|кодове слово|кодавае слова")
# The value: two words joined ("ninja-dragon", "TornadoCactus"), two words ("dino rocket"), a word and a number
# ("popcorn34"); then the line's end, a mark, an emoji or a short word of the sentence.
_TWO = (r"(?P<v>[a-z]{3,10}-[a-z]{3,10}|[A-Z][a-z]{2,10}[A-Z][a-z]{2,10}|[a-z]{3,10}[ \t][a-z]{3,10}|"
        r"[a-z]{3,10}\d{2,4})"
        r"(?=[ \t]*(?:[\"'”.!,;|~)]|\n|$|[^\w\s])|[ \t]+(?:à|a|to|sagen|zu)(?![\w-]))")
# Told: a verb of telling (in ~15 languages) within a few words before the password's word, the value right after it
# ("tell the teacher the password dino rocket", "donner le mot de passe ninja-dragon", "reći lozinku YetiPumpkin");
# or a purpose phrase of three words or more between the word and its "is" / ":" and the value last on its line
# ("a senha para buscar as crianças na creche é pickle walrus").
_SAY = (r"tell|say|give|donner|dire|decir(?:le)?|dizer|zeggen|noemen|sagen|nennen|říct|rict|povedať|povedat|povedati|"
        r"reći|reci|каже|сказаць|сказать|сказати|pasakyti|powiedzieć|podać|dire")
TOLD = GatedFinder(r"[a-z]{3}", re.compile(
    r"(?i:(?<![\w-])(?:" + _SAY + r")(?![\w-])(?:[ \t]+[^\W\d_]{1,14}){0,4}?[ \t]+(?:" + _WORD + r"))[ \t]+" + _TWO
    + r"|(?i:(?<![\w-])(?:" + _WORD + r"))(?:[ \t]+[^\W\d_]{1,14}){3,12}?(?:[ \t]+(?:is|es|est|ist|é|è|je|jest|yra|е|"
    r"ja|er|är)[ \t]+|[ \t]*[:=][ \t]*[\"“]?)" + _TWO.replace("(?P<v>", "(?P<w>").replace(
        r"|[ \t]+(?:à|a|to|sagen|zu)(?![\w-]))", ")") + r"[^\w\n]{0,6}$", re.M))
TOLD_ANCHORS = ("pass", "code word", "codeword", "codewoord", "kodeord", "kennwort", "mot de passe", "contrase",
                "senha", "wachtwoord", "parola", "hasło", "haslo", "heslo", "geslo", "lozink", "šifr", "sifr", "slapta",
                "лозинк", "парол", "кодов", "кодав")
# A line of the value alone, then a bracketed line naming what it is ("yeti unicorn\n(contraseña para recoger ...)").
ABOVE = GatedFinder(r"\n\(", re.compile(
    r"(?m)^(?:[^\w\n]{1,3}[ \t]*|\[\d{1,2}:\d{2}\][ \t]*)?" + _TWO.split("(?=")[0]
    + r"[ \t]*\n\((?P<l>[^()\n]{3,90})\)"))
ABOVE_ANCHORS = ("\n(",)
_FUNCTION = frozenset(("the", "and", "for", "with", "you", "not", "here", "mine", "ask", "see", "vault", "card",
                      "fridge", "written", "down", "stays", "same", "one", "old", "new", "your", "our", "their",
                      "this", "that", "there", "from", "into", "onto", "over", "under", "about"))


def _two_words(v: str) -> bool:
    """Not words of a sentence ("on the fridge", "stays with me")."""
    words = re.split(r"[ \t-]|(?<=[a-z])(?=[A-Z])", v)
    return not any(w.lower() in _FUNCTION or "xxx" in w.lower() for w in words)


def told(m: re.Match[str]) -> tuple[int, int] | None:
    """A code word of two words after its password's word (see :data:`TOLD`)."""
    group = "v" if m.group("v") else "w"
    return m.span(group) if _two_words(m.group(group)) else None


def above(m: re.Match[str], password_named: Callable[[str], bool]) -> tuple[int, int] | None:
    """A code word alone on its line, named on the bracketed line after it (see :data:`ABOVE`)."""
    if not _two_words(m.group("v")) or not (password_named(m.group("l")) or re.search("(?i)" + _WORD, m.group("l"))):
        return None
    return m.span("v")


# A code word last on a line that names a password in any language ("mật khẩu để đón các cháu ở nhà trẻ là dragon
# pickle", "كلمة السر لاستلام الأطفال من الحضانة هي cactus-pirate", "... kodeord walrus83 आहे"): two words joined
# ("jelly-dragon", "KiwiPumpkin") or a word and a number anywhere after the password's word; two words apart only
# right after a mark or a copula other than English "is" (where "is printed on the router sticker" is a sentence).
LAST = GatedFinder(r"[a-z]{3}(?:[ \t-]?[a-zA-Z]{3}|\d\d)[^\w\n]{0,6}(?:[ \t]+\S{1,8}[^\w\n]{0,6})?(?:\n|$)", re.compile(
    r"(?m)(?<=[ \t])(?P<v>[a-z]{3,10}-[a-z]{3,10}|[A-Z][a-z]{2,10}[A-Z][a-z]{2,10}|[a-z]{3,10}\d{2,4}|"
    r"[a-z]{3,10}[ \t][a-z]{3,10})(?:[^\w\n]{0,6}|[ \t]+[^\x00-\x7f\s]{1,8}[^\w\n]{0,6})$"))
# What joins the line to the value: a mark, or a copula other than English "is".
_JOIN = re.compile(r"(?:(?P<c>[:»=—–]|(?<![\w-])(?:ay|là|hija|yw|ná|është|é|je|jest|yra|е|ist|est|er|är|è|ni|dir|"
                   r"هي|هو|است|دی|аст)(?![\w-]))[ \t]*|[ \t]+)$")


def last(m: re.Match[str], password_named: Callable[[str], bool]) -> tuple[int, int] | None:
    """The code word last on a line naming a password (see :data:`LAST`)."""
    text, start, v = m.string, m.start("v"), m.group("v")
    line = text.rfind("\n", 0, start) + 1
    join = _JOIN.search(text, max(line, start - 12), start)
    if join is None:
        return None
    c, pre = join.group("c"), text[line:join.start()]
    if not 4 <= len(pre) <= 160:
        return None
    if ((" " in v or "\t" in v) and c != "»") or (not c and not v[-1].isdigit()) or not _two_words(v):
        return None  # (a product's name last: "... auf der Rückseite der FritzBox")
    word = re.search("(?i)" + _WORD, pre)
    if word is None and not password_named(text[line:start]):  # (the lexicon's word wants the space after it)
        return None
    after = pre[word.end():] if word else pre[-60:]
    return None if re.search(r"[<>,\"'=/\\]|--|\b(?:user|login|name)\b", after) else m.span("v")
