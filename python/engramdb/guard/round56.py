"""Round 56: a login told as "logs in as <user> with <value>", a password's word with no colon after a mail address, a
service and a user name before a generated value without a digit, a bare address and its value after a speaker, a
code lock's round number, a password's word then a colon later on its line, a value with an emoji after it; and a
token or a key after its label in shapes the older rows leave (a short mixed one, capitals and digits, base64 with
"//", groups joined by dashes). A leaf module: it imports only shapes and tests of :mod:`.held`, :mod:`.logins`,
:mod:`.round51`, :mod:`.round54`, :mod:`.round55` and :mod:`.slots`.

Two rows of ``secrets._DETECTORS`` (:data:`PASSWORDS`, kind "password"; :data:`TOKENS`, kind "api_key"), each a
:class:`Readings` finder that runs its readings' gated patterns one after the other; a match's validator is found by
its pattern (:func:`password` and :func:`token` dispatch on ``m.re``).

Passwords:

* **"logs in as <user> with <value>"**: "the laptop in the lab logs in as student with R*@AzFBOoEY": a log-in (or
  sign-in) as someone, "with" / "using" (and an optional password's word), then one token that is a password's
  shape (:func:`.round51.value_shaped`) or a generator's mix (:func:`mixed_secret`: letters and a digit or a mark,
  capitals inside, five changes of class at least). "with Google", "with SSO", "with their badge" are words.
* **an address, a password's word, the value**: "cubesmart a@b.example passwd TundraCorkscrewKelp10 book the
  10x10": the password's word with no colon or "is" (which the older rows want) is read after a mail address, its
  value a password's shape with a letter and a digit.
* **a service, a user name and a generated value with no digit**: "sleeper nikhil_j YuUUpiEMcQ$sw bench the QB",
  "sleeper luca.m ZCZCJ-jKqDN-oVLiU-RZmnD accept the trade": round 55's reading
  (:data:`.round55.SERVICE_USER_VALUE`) wants a digit in the value; a generator's letters drawn at random
  (:func:`.held.random_letters_digits` once the marks are taken out) with a mark inside (``$ & * % ! ^ ~ + = ? -``)
  stand for it. The service and user tests are round 55's.
* **a bare address and its value after a speaker**: "Nikhil: a@b.example vOpuUBummRaccgR": a chat line that is
  only a speaker, an address and one token of a generator's letters (and digits) or a password's shape.
* **a code lock's round number**: "the petty-cash tin has a code lock, 900": round 54's :data:`.round54.TOLD_CODE`
  leaves a round hundred (a distance, a size); a lock named for its code ("code lock", "combination lock", "combo
  lock", "keypad lock") says the number opens it; the clause ends after the digits.
* **a password's word, then a colon later on its line**: "BirdNET-Pi web password (the one for Tools), it's on
  10.0.4.82: urchin89.QUARRY": at most 80 characters with no sentence's end between, the value last on the line, a
  password's shape with a letter and a digit, not a file's or a host's name.
* **a value with an emoji after it**: "รหัสผ่าน Bangkok Post:\\n  giorgi.b\\n  Fatima713#eho 🙂": the rows that read a
  value last on its line see the emoji as the line's last token. The text is read again by every row with each
  emoji at a line's end blanked out (the same length, so spans stay), and a finding inside the token is kept.

Tokens (after a label naming an API's, an access, a private or a personal token, key or secret, a colon or "is"):

* a short mixed value: 10-19 letters and digits drawn at random (capitals, small letters and a digit): "tedee bridge
  local API token is 0CkVvyFnpTGo," (the older labelled row wants 20 characters);
* capitals and digits mixed: 16-64, four digits and six letters, not hex, "Eventbrite private token for ...:
  P6980F9D9P9EPWZMPK44" (the older row asks for entropy a two-class value rarely has);
* base64 with "//" inside: "yGPC2qw0//toWrwqh...//PXJJ/5I7R6..." (the older row reads "//" as a link's; here no
  "://", no leading "/", random by :func:`.slots._random_looking`);
* groups of capitals and digits joined by dashes: "API key (for the collection app): 3-G5GB-QHMP-SW0JG" (three groups
  or more, twelve characters, letters and digits both).

None of them reads a value the words before it call public, an example, an id, a fingerprint (:mod:`.held`,
:mod:`.slots`' tests), nor one after which the line calls it an example, old or revoked.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from .bip39 import unlike_words
from .held import _changes, _said_not_secret, random_letters_digits
from .round51 import _ADDRESS as _ADDRESS_IN_VALUE
from .round51 import _ORDINARY, _PRODUCT, value_shaped
from .round54 import _TOLD_LINK, _YEAR
from .round55 import _ID_NOUNS, _NOT_LIVE_AFTER, SERVICE_USER_VALUE, _in_settings
from .slots import _NOT_THE_SECRET, GatedFinder, _random_looking

_Span = tuple[int, int] | None


class Readings(GatedFinder):
    """Several gated patterns as one row: their matches one pattern after the other (a validator tells them apart by
    ``m.re``)."""

    def __init__(self, finders: Sequence[GatedFinder]) -> None:
        super().__init__(tuple(g.pattern for f in finders for g in f.gates), finders[0].pattern)
        self.finders = tuple(finders)

    def finditer(self, text: str) -> Iterable[re.Match[str]]:
        for f in self.finders:
            yield from f.finditer(text)

    def search(self, text: str) -> re.Match[str] | None:
        for f in self.finders:
            m = f.search(text)
            if m is not None:
                return m
        return None


_PW_WORD = r"(?:password|passwd|pwd|pw|passcode|pass)"
_MARKS = "$&*%!^~+=?#@"


def mixed_secret(v: str) -> bool:
    """A generator's mix: 8-64 characters, four letters or more, a digit or a mark (not a word's "'" / "-" / "."),
    two capitals after the first character and five changes of class at least ("LII&85RJN5D", "R*@AzFBOoEY",
    "KA&kxhJWtWGoZHy%jh"; not "McDonald's", "O'Brien-Smith", "iPhone")."""
    if not 8 <= len(v) <= 64 or any(c.isspace() for c in v):
        return False
    if sum(c.isalpha() for c in v) < 4 or not any(c.isdigit() or c in _MARKS for c in v):
        return False
    return sum(c.isupper() for c in v[1:]) >= 2 and _changes(v) >= 5


def scrambled(v: str) -> bool:
    """Letters whose case a generator drew: ten characters or more, three capitals and three small letters, and six
    changes of case between letters side by side ("vOpuUBummRaccgR", "0CkVvyFnpTGo"; a name's capitals change it
    four or five times: "iPhoneXSMax", "YouTubeChannel")."""
    if len(v) < 10 or sum(c.isupper() for c in v) < 3 or sum(c.islower() for c in v) < 3:
        return False
    return sum(a.isalpha() and b.isalpha() and a.isupper() != b.isupper() for a, b in itertools.pairwise(v)) >= 6


def _plain_value(v: str) -> bool:
    """Not a link, a path, an address, a placeholder."""
    return not (
        "://" in v or v.startswith(("/", "www.", "<", "{", "[", "$(")) or _ADDRESS_IN_VALUE.search(v) or "${" in v
    )


# ---- "logs in as <user> with <value>"
LOGS_IN_AS = GatedFinder(
    (" as ", " AS "),  # (literal gates: a class or "(?i)" searched over a memory text costs 0.5-2 µs, these 0.1)
    re.compile(
        r"(?i)(?<![\w-])(?:log|sign)(?:s|ged|ging|ed|ing)?[ \t]+(?:in|on)[ \t]+as[ \t]+(?P<u>[^\s,;:]{2,40})[ \t]+"
        r"(?:with|using|w/)[ \t]+(?:(?:the[ \t]+)?" + _PW_WORD + r"[ \t]*[:=]?[ \t]+)?[\"'`]?(?P<v>[^\s\"'`]{8,64})"
    ),
)
LOGS_IN_AS_ANCHORS = ("in as", "on as")


def logs_in_as(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;)")
    if not _plain_value(v) or (_PRODUCT.fullmatch(v) and not mixed_secret(v)):
        return None
    if not (value_shaped(v) or mixed_secret(v)) or _said_not_secret(m) or _not_live(m, len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- an address, a password's word, the value
ADDRESS_PW = GatedFinder(
    "@",
    re.compile(
        r"(?i)(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+[ \t]*(?:[,/|;][ \t]*)?(?<![\w-])"
        + _PW_WORD
        + r"(?![\w-])[ \t]+(?P<v>[^\s\"'`]{6,64})"
    ),
)
ADDRESS_PW_ANCHORS = ("pass", "pw")


def address_pw(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;)")
    if not _plain_value(v) or not any(c.isdigit() for c in v) or not any(c.isalpha() for c in v):
        return None
    if not (value_shaped(v) or mixed_secret(v)) or _said_not_secret(m) or _not_live(m, len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a service, a user name and a generated value with no digit (round 55's pattern, another gate)
SERVICE_USER_LETTERS = GatedFinder((r"[$&*%!^~+=?]", r"-[A-Za-z]{4,6}-"), SERVICE_USER_VALUE.pattern)
SERVICE_USER_LETTERS_ANCHORS = tuple("$&*%!^~+=?-")
_MARK_INSIDE = re.compile(r"[$&*%!^~+=?]")
_DASHED_GROUPS = re.compile(r"[A-Za-z]{4,6}(?:-[A-Za-z]{4,6}){2,}")


def service_user_letters(m: re.Match[str]) -> _Span:
    service, user = m.group("s"), m.group("u")
    v = m.group("v").rstrip(".,;")
    if len(v) < 10 or any(c.isdigit() for c in v) or not _plain_value(v):
        return None
    if not (_MARK_INSIDE.search(v[1:]) or _DASHED_GROUPS.fullmatch(v)):
        return None  # (a digit: round 55's)
    letters = re.sub(r"[^A-Za-z]", "", v)
    if not random_letters_digits(letters) or letters.islower() or letters.isupper():
        return None
    if _DASHED_GROUPS.fullmatch(v) is None and sum(c.isupper() for c in v[1:]) < 3:
        return None
    if len(service) < 3 or len(user) < 3 or service.split(".")[0] in _ORDINARY or user in _ORDINARY | _ID_NOUNS:
        return None
    if _in_settings(m.string, m.start("s"), m.end("v")) or _said_not_secret(m) or _not_live(m, len(v)):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a bare address and its value after a speaker
SPEAKER_ADDRESS = GatedFinder(
    r"@",
    re.compile(
        r"(?m)^[ \t]*(?:(?:\[[^\]\n]{1,30}\]|\([^)\n]{1,30}\))[ \t]*)?(?:[^\W\d_][\w .'-]{0,30}:[ \t]*)?"
        r"[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63})+[ \t]+(?P<v>[^\s\"'`]{10,64})[ \t]*$"
    ),
)
SPEAKER_ADDRESS_ANCHORS = ("@",)


def speaker_address(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;")
    if not _plain_value(v) or v.startswith("@"):
        return None
    if not (
        random_letters_digits(v, min_len=10)
        or (v.isalnum() and scrambled(v))
        or (value_shaped(v) and any(c.isdigit() for c in v))
    ):
        return None
    if v.islower() or v.isupper() or (_PRODUCT.fullmatch(v) and not random_letters_digits(v)):
        return None
    return (m.start("v"), m.start("v") + len(v)) if not _said_not_secret(m) else None


# ---- a code lock's round number
CODE_LOCK = GatedFinder(
    ("ock", "OCK"),
    re.compile(
        r"(?i)(?<![\w-])(?:code|combination|combo|keypad|push[- ]?button)[ \t-]?(?:pad[ \t]*)?locks?(?![\w-])"
        + _TOLD_LINK
        + r"(?P<v>\d{3,8})(?=[ \t]*(?:\n|$|[,.;!?)]|(?:and|but|then|so)\b))"
    ),
)
CODE_LOCK_ANCHORS = ("lock",)


def code_lock(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if len(set(v)) == 1 or v in "0123456789" or v in "9876543210" or _YEAR.fullmatch(v) or _said_not_secret(m):
        return None
    return m.span("v")


# ---- a password's word, then a colon later on its line
PW_COLON_LATER = GatedFinder(
    ("ass", "ASS", "pw", "Pw", "PW"),
    re.compile(
        r"(?i)(?<![\w-])" + _PW_WORD + r"(?![\w-])(?P<w>[^\n:]{3,80}?):[ \t]+(?P<v>[^\s\"'`]{8,64})[ \t]*$",
        re.M,
    ),
)
PW_COLON_LATER_ANCHORS = ("pass", "pw")
_SENTENCE_END = re.compile(r"[.!?](?:[ \t]|$)")
_FILE_OR_HOST = re.compile(r"\.[a-z]{2,5}$")


def pw_colon_later(m: re.Match[str]) -> _Span:
    v = m.group("v").rstrip(".,;")
    w = m.group("w")
    if _SENTENCE_END.search(w) or not _plain_value(v) or _FILE_OR_HOST.search(v):
        return None
    if not (any(c.isdigit() for c in v) and any(c.isalpha() for c in v) and (value_shaped(v) or mixed_secret(v))):
        return None
    if _NOT_THE_SECRET.search(w) or _said_not_secret(m):
        return None
    return m.start("v"), m.start("v") + len(v)


# ---- a value with an emoji after it
class _FirstOnly(GatedFinder):
    """A row read once a text: its first match only (its validator reads every line the pattern takes); opened by a
    character outside ASCII first (``str.isascii``, in C)."""

    def _open(self, text: str) -> bool:
        return not text.isascii() and super()._open(text)

    def finditer(self, text: str) -> Iterable[re.Match[str]]:
        m = self.search(text)
        return () if m is None else (m,)


_EMOJI = "\u2600-\u27bf\U0001f000-\U0001faff"
_EMOJI_TAIL = re.compile(r"(?m)[ \t]+[" + _EMOJI + r"\ufe0f\u200d]+[ \t]*$")
EMOJI_TAIL = _FirstOnly(
    r"[" + _EMOJI + r"]",
    re.compile(r"(?m)(?<!\S)(?P<v>[^\s]{6,64})(?=[ \t]+[" + _EMOJI + r"\ufe0f\u200d]+[ \t]*$)"),
)
# a letter beside a digit in the value (round 51's anchors; "#" any digit)
EMOJI_TAIL_ANCHORS = tuple(c + "#" for c in "abcdefghijklmnopqrstuvwxyz") + tuple(
    "#" + c for c in "abcdefghijklmnopqrstuvwxyz"
)
_LETTER_DIGIT = re.compile(r"[A-Za-z]\d|\d[A-Za-z]")


def _shaped(v: str) -> bool:
    """A password's shape with a letter beside a digit (not a network's or a device's name in capitals and digits:
    "VM1458066")."""
    return _LETTER_DIGIT.search(v) is not None and (value_shaped(v) or mixed_secret(v))


def emoji_tail(m: re.Match[str], scan: Callable[[str], Sequence[Any]]) -> _Span:
    """The first finding of every row inside a token that an emoji follows at its line's end, the text read again
    with each such emoji blanked out (once a text: :data:`EMOJI_TAIL` gives its first match only)."""
    text = m.string
    tokens = [t.span("v") for t in EMOJI_TAIL.pattern.finditer(text, m.start()) if _shaped(t.group("v"))]
    if not tokens:
        return None
    for f in scan(_EMOJI_TAIL.sub(lambda e: " " * len(e.group()), text)):
        if any(start <= f.start and f.end <= end for start, end in tokens):
            return f.start, f.end
    return None


def _not_live(m: re.Match[str], n: int) -> bool:
    return _NOT_LIVE_AFTER.match(m.string, m.start("v") + n, m.start("v") + n + 80) is not None


PASSWORDS = Readings(
    [LOGS_IN_AS, ADDRESS_PW, SERVICE_USER_LETTERS, SPEAKER_ADDRESS, CODE_LOCK, PW_COLON_LATER, EMOJI_TAIL]
)
PASSWORDS_ANCHORS = tuple(
    dict.fromkeys(
        LOGS_IN_AS_ANCHORS
        + ADDRESS_PW_ANCHORS
        + SERVICE_USER_LETTERS_ANCHORS
        + SPEAKER_ADDRESS_ANCHORS
        + CODE_LOCK_ANCHORS
        + PW_COLON_LATER_ANCHORS
        + EMOJI_TAIL_ANCHORS
    )
)


def password(m: re.Match[str], scan: Callable[[str], Sequence[Any]]) -> _Span:
    """The value of whichever password reading matched (see above)."""
    if m.re is EMOJI_TAIL.pattern:
        return emoji_tail(m, scan)
    return _PASSWORD_READINGS[m.re](m)


_PASSWORD_READINGS: dict[re.Pattern[str], Callable[[re.Match[str]], _Span]] = {
    LOGS_IN_AS.pattern: logs_in_as,
    ADDRESS_PW.pattern: address_pw,
    SERVICE_USER_LETTERS.pattern: service_user_letters,
    SPEAKER_ADDRESS.pattern: speaker_address,
    CODE_LOCK.pattern: code_lock,
    PW_COLON_LATER.pattern: pw_colon_later,
}


# ---- a token or a key after its label
TOKENS = Readings(
    [
        GatedFinder(
            ("oken", "OKEN", "ey", "EY", "ecret", "ECRET"),
            re.compile(
                r"(?i)(?<![\w-])(?:api|access|auth|private|secret|personal|app|client|bridge|local|developer)"
                r"[ \t_-]+(?:tokens?|keys?|secrets?)(?![\w-])(?P<w>[^\n:=]{0,60}?)(?:[ \t]*[:=][ \t]*|[ \t]+is[ \t]+)"
                r"[\"'`]?(?P<v>[A-Za-z0-9+/=_-]{10,200})(?![\w+/=-]|\.\w)"
            ),
        )
    ]
)
TOKENS_ANCHORS = ("token", "key", "secret")
_WORD_NOT_SECRET = re.compile(r"(?i)(?<![\w-])(?:ids?|name|names|prefix|format|length|example|sample|hint)(?![\w-])")
_DASHED = re.compile(r"[A-Z0-9]{1,6}(?:-[A-Z0-9]{3,6}){2,}")


def token(m: re.Match[str]) -> _Span:
    """The value after a token's or a key's label, in one of the four shapes above."""
    v = m.group("v").rstrip(".,;")
    w = m.group("w")
    if _NOT_THE_SECRET.search(w) or _WORD_NOT_SECRET.search(w) or _not_live(m, len(v)):
        return None
    digits = sum(c.isdigit() for c in v)
    letters = sum(c.isalpha() for c in v)
    if v.isalnum() and 10 <= len(v) < 20:
        ok = any(c.isupper() for c in v) and any(c.islower() for c in v) and digits >= 1
        spread = len(re.findall(r"\d+", v)) >= 2 or unlike_words("".join(c for c in v.lower() if c.isalpha()))
        drawn = _changes(v) >= 4 and spread  # (digits among the letters: "HN44NTH1imdr")
        ok = ok and (random_letters_digits(v, min_len=10) or scrambled(v) or drawn)
    elif v.isalnum() and v.upper() == v:
        ok = 16 <= len(v) <= 64 and digits >= 3 and letters >= 6 and _changes(v) >= 6
        ok = ok and re.fullmatch(r"[0-9A-F]+", v) is None and unlike_words("".join(c for c in v.lower() if c.isalpha()))
    elif "//" in v:
        ok = not v.startswith("/") and _random_looking(v.replace("/", ""), min_len=30)
    elif _DASHED.fullmatch(v):
        alnum = v.replace("-", "")
        ok = len(alnum) >= 12 and digits >= 2 and letters >= 4
    else:
        ok = False
    return (m.start("v"), m.start("v") + len(v)) if ok else None
