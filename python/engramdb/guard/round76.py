"""Round 76: general readings from guard_corpus_blind51's misses and false alarms after its two blind measures.
A leaf module: it imports only :mod:`.slots`; each reading is its own row of ``secrets._DETECTORS`` (:data:`ROWS`:
kind, finder, anchors, validator), and :func:`withheld_only` is asked by ``secrets.find_secrets`` before the n-gram
signal refuses a text.

* **a locked thing or a kept room that "is" its code, then what to do there**: "the café alarm is 503311, set it when
  you lock up", "my locker in the changing room at the gym is 6092, the shaker and the tubs are on the top shelf",
  "the barrier at the slipway is code 9339, launch two hours either side of high water", "the linen store on the
  second floor of the hotel is 4461, the king sheets are on the left", "the projection room at the cinema is 1855,
  the spare bulbs are in the cabinet": an alarm, a locker, a barrier or gate, or a room or store named by its work
  (not one people meet, live, sleep or wait in), a place phrase of any length on the line ("on the second floor of
  the hotel" - round 72 read four words and took "floor" as the number's floor), "is" (and "code"), four to eight
  digits, a comma, and a clause telling what goes where or what to do (set it, launch, lock, the X are ...). Not a
  year still past, a time told the military way ("the alarm is 0630"), a number with a unit (the comma must follow
  the digits), a room's number ("the meeting room is 2104, next to the lifts").
* **"passw" as a password's label**: "..., passw Lichen472@", "passw: BrambleOspreyKestrelEider5" - the word cut
  short; the value has a password's shape (letters and digits, or letters and a mark), not a word or a placeholder.
* **an e-mail, an arrow and a password**: "Blick: nadia.b97@yahoo.example → UmberQuillGorseMaple98" - an arrow after
  the login and one value with letters and digits closing the line.
* **a short key after its label**: "OMDb API key: 2c81507b", "...?t=Paddington&apikey=02389542": "API key" (or a
  query's ``apikey=`` / ``api_key=``) and eight to 64 hex digits (a digit among them): a short key is still a key
  (the longer shapes were read before; a variable ``$X`` or a placeholder is none).
* **a client's id of 48 hex digits or more, told alone**: "trakt client id c567...309d": a key-sized random hex value
  after "client id", with no client secret, redirect or tenant beside it, is the API's key (some APIs take the id
  alone); an id of 32 hex digits (an OAuth app's public half: "client id 083f...8793, client secret (in the vault)",
  "client id a44b..., redirect https://...") is left, as is any id told beside its secret or its redirect.
* **curl's user as a key**: "curl -u 0402df8b-2036-...:  https://...": ``-u``, a token of 16 characters or more with
  letters and digits, and the colon of an empty password: the key is the user (a ``$VARIABLE`` is none).

The n-gram narrowing (:func:`withheld_only`): "аккаунт в YCLIENTS на hamza_r, ..., пароль сюда не пишу" (the password
I do not write here), Urdu "... پاس ورڈ یہاں نہیں بھیجوں گی" - the text says its password is not given, and every token
the n-gram reads is a login's handle ("hamza_r", "gulnara.s"): the login, not a password.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable, Iterable

from .slots import GatedFinder

_Span = tuple[int, int] | None

# ---- a locked thing or a kept room that "is" its code, then what to do there
PLACE_CODE = GatedFinder(
    r"\d\d\d\d",
    re.compile(
        r"(?i)(?<![\w-])(?:the|my|our|your|their)[ \t]+(?:[\w'’-]+[ \t]+){0,2}?"
        r"(?P<t>alarm|locker|barrier|gate|(?P<w>[\w-]+)[ \t]+(?:room|store))"
        r"(?P<p>[ \t]+(?:in|at|on|by|of|behind|beside|near|under)[ \t]+[^\n,.;:!?]{1,60}?)?"
        r"[ \t]+is[ \t]+(?:code[ \t]+)?(?P<v>\d{4,8})[ \t]*,[ \t]+(?P<a>[^\n]{4,120})"
    ),
)
PLACE_CODE_ANCHORS = ("alarm", "locker", "barrier", "gate", "room", "store")
_NOT_LOCKED = re.compile(r"(?i)(?:meet|liv|din|sitt|wait|draw|read|chang|dress|board|class|bed|bath|train|confer|"
                         r"treat|consult|exam|interview|wedd|ball|show|tast|test|visit|common|staff|hotel|guest|"
                         r"spare|play|music|study|front|back|family|sun|games?|chat|zoom|hospital|ward|private|"
                         r"single|double|twin|en-suite|hall|department|grocery|corner|book|shoe|toy|phone|app|"
                         r"online|village|farm|general|convenience|charity|hardware|DIY)|(?:the|a|an|this|that|our|my|your)$")
_WHAT_TO_DO = re.compile(
    r"(?i)(?:(?:the|your|our|all|any|my)[ \t]+(?:[\w'’-]+[ \t]+){0,3}?[\w'’-]+s[ \t]+(?:go|are|stay|live|belong|"
    r"sit|get|need|must|should|can|come|hang)\b|(?:please[ \t]+)?(?:set|arm|disarm|launch|enter|punch|key|type|"
    r"fold|put|label|stack|return|bring|take|leave|lock|shut|close|hang|keep|store|pop|tidy|clear|wipe|sign)"
    r"[ \t]+(?:them|it|the|your|all|any|everything|back|in|out|up|two|one|before|after|when)\b)")
_ALARM_DOING = re.compile(r"(?i)\b(?:set|arm|disarm|lock|leave|beep|enter|exit|punch|key)\b")
_PAST_YEAR = re.compile(r"19[5-9]\d|20\d\d")
_MILITARY_TIME = re.compile(r"[01]\d[0-5]\d|2[0-3][0-5]\d")


def place_code(m: re.Match[str]) -> _Span:
    v, t, w = m.group("v"), m.group("t").lower(), m.group("w")
    if not _WHAT_TO_DO.match(m.group("a")):
        return None  # (the number, then the room's place or anything else: "..., next to the lifts")
    if w is not None and _NOT_LOCKED.match(w):
        return None  # a room people meet, live or sleep in, a shop: "the meeting room is 2104", "the corner store"
    if len(v) == 4 and _PAST_YEAR.fullmatch(v) and int(v) <= datetime.date.today().year + 1:
        return None  # a year ("the locker at the pool is 1987")
    if t == "alarm" and (_MILITARY_TIME.fullmatch(v) or not _ALARM_DOING.search(m.group("a"))):
        return None  # an alarm clock's time ("the alarm is 0630, set it for tomorrow"), not its code
    if len(v) == 4 and v[0] == "0" and v[2:] in ("00", "15", "30", "45"):
        return None  # a time told the military way
    return m.span("v")


# ---- "passw" as a password's label
PASSW = GatedFinder(
    r"(?i)passw\b",
    re.compile(r"(?i)(?<![\w-])passw[ \t]*[:=]?[ \t]+(?P<v>[^\s]{6,64}?)[.,;]?(?=\s|$)"),
)
PASSW_ANCHORS = ("passw",)
_EMAIL = re.compile(r"\w@[\w-]+\.[\w-]")
_PLACEHOLDER = re.compile(r"(?i)[<\[({$%*?xX#-]|n/a|none|tbd|hidden|withheld|redacted|changed|reset")


def _password_shaped(v: str) -> bool:
    """Letters and digits, or letters and a mark other than a closing one; not a link, an e-mail, a placeholder."""
    if _EMAIL.search(v) or "://" in v or _PLACEHOLDER.match(v):
        return False
    letters = any(c.isalpha() for c in v)
    return letters and (any(c.isdigit() for c in v) or any(not c.isalnum() for c in v[1:-1])
                        or re.search(r"[a-z][A-Z]", v) is not None)


def passw(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not _password_shaped(v) or v.lower().startswith(("word", "wort")):
        return None
    return m.span("v")


# ---- an e-mail, an arrow and a password
EMAIL_ARROW = GatedFinder(
    r"@",
    re.compile(r"(?m)(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+[ \t]*(?:→|->|=>|⇒)[ \t]*(?P<v>[^\s]{8,64})[ \t]*$"),
)
EMAIL_ARROW_ANCHORS = ("@",)


def email_arrow(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not (_password_shaped(v) and any(c.isdigit() for c in v)):
        return None
    return m.span("v")


# ---- a short key after its label
SHORT_KEY = GatedFinder(
    r"(?i)api[ _-]?key",
    re.compile(r"(?i)(?<![\w-])api[ _-]?key(?:[ \t]*[:=][ \t]*|[ \t]+(?:is[ \t]+)?)(?P<v>[0-9a-f]{8,64})(?![\w-])"),
)
SHORT_KEY_ANCHORS = ("apikey", "api key", "api_key", "api-key")


def short_key(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if not any(c.isdigit() for c in v) or len(set(v.lower())) < 4:
        return None  # a word of hex letters ("deadbeef" without a digit), a mask ("00000000")
    if v.isdigit() and re.fullmatch(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])", v):
        return None  # a date told as eight digits ("API key 20260101" is when it was made, or expires)
    return m.span("v")


# ---- a client's id of 32 hex digits or more
CLIENT_ID = GatedFinder(
    r"(?i)client",
    re.compile(r"(?i)(?<![\w-])client[ _-]?id(?:[ \t]*[:=][ \t]*|[ \t]+(?:is[ \t]+)?)(?P<v>[0-9a-f]{48,128})(?![\w-])"),
)
CLIENT_ID_ANCHORS = ("client",)
_PUBLIC_HALF = re.compile(r"(?i)client[ _-]?secret|redirect|callback|app[ _-]?secret|tenant")


def client_id(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if sum(c.isdigit() for c in v) < 4 or sum(c.isalpha() for c in v) < 4:
        return None
    if _PUBLIC_HALF.search(m.string):
        return None  # the public half of a pair, its secret or redirect told apart ("client secret (in the vault)")
    return m.span("v")


# ---- curl's user as a key
CURL_USER = GatedFinder(
    r"(?i)curl",
    re.compile(r"(?i)\bcurl\b[^\n]{0,120}?[ \t](?:-u|--user)[ \t]+[\"']?(?P<v>[A-Za-z0-9._~+/-]{16,128}):[\"']?"
               r"(?=\s|$)"),
)
CURL_USER_ANCHORS = ("curl",)


def curl_user(m: re.Match[str]) -> _Span:
    v = m.group("v")
    if sum(c.isdigit() for c in v) < 3 or sum(c.isalpha() for c in v) < 3:
        return None
    return m.span("v")


# ---- the n-gram signal: a text that says its password is not given, whose tokens are logins
_PASSWORD_WORD = re.compile(
    r"(?i)(?:password|passwort|mot[ \t]+de[ \t]+passe|contraseña|senha|hasło|parola|wachtwoord|lösenord|"
    r"adgangskode|passord|salasana|heslo|jelszó|пароль|парол|סיסמה|كلمة[ \t]+المرور|کلمه[ \t]+عبور|رمز|"
    r"پاس[ \t]*ورڈ|पासवर्ड|パスワード|密码|密碼|비밀번호|şifre|mật[ \t]+khẩu|kata[ \t]+sandi|รหัสผ่าน)")
_NOT_GIVEN = re.compile(
    r"(?i)(?:\bnot\b|n['’]t\b|\bnever\b|\bnicht\b|\bkein|\bpas\b|\bjamais\b|\bno\b|\bnão\b|\bnie\b|\bniet\b|"
    r"\binte\b|\bikke\b|\bei\b|\bnem\b|\bne\b|\bне\b|\bни\b|نہیں|نمی|لا|لن|ليس|नहीं|ไม่|않|안|不|没|しない|ません|"
    r"\bkhông\b|\btidak\b|\bjangan\b|\bdeğil\b|\bmadım\b|לא)")
_HANDLE = re.compile(r"[^\W\d_]{2,20}[._][^\W\d_]{1,12}\d{0,3}[.,;:!?)]*")


def withheld_only(text: str, tokens: Iterable[re.Match[str]]) -> bool:
    """Whether the text says its password is not given (a password's word, then a negation within the clause) and
    the n-gram signal's tokens (at least one) are all a login's handle ("hamza_r", "gulnara.s")."""
    said = False
    for p in _PASSWORD_WORD.finditer(text):
        clause = re.split(r"[.,;!?\n،۔。]", text[p.end():p.end() + 60], maxsplit=1)[0]
        if _NOT_GIVEN.search(clause):
            said = True
            break
    return said and only_handles(tokens, _HANDLE)


def only_handles(tokens: Iterable[re.Match[str]], handle: re.Pattern[str]) -> bool:
    """Whether the n-gram signal's tokens are at least one and every one is a login's handle (``handle`` whole)."""
    seen = False
    for m in tokens:
        if not handle.fullmatch(m.group()):
            return False
        seen = True
    return seen


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", PLACE_CODE, PLACE_CODE_ANCHORS, place_code),
    ("password", PASSW, PASSW_ANCHORS, passw),
    ("password", EMAIL_ARROW, EMAIL_ARROW_ANCHORS, email_arrow),
    ("api_key", SHORT_KEY, SHORT_KEY_ANCHORS, short_key),
    ("api_key", CLIENT_ID, CLIENT_ID_ANCHORS, client_id),
    ("api_key", CURL_USER, CURL_USER_ANCHORS, curl_user),
)
