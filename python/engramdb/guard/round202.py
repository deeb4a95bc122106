"""Round 202 (issue 13): a login's pair with no label at all, and a passphrase told in prose after a password's word.
A leaf module: it imports :mod:`.logins` (a password's and a generator's shapes), :mod:`.round85` (a password's
labels in sixty languages, a value's narrowings, a generated passphrase's words) and :mod:`.slots`; its rows are wired
in ``secrets._DETECTORS`` (:data:`ROWS`: kind, finder, anchors, validator).

* **a handle beside a password, no label**: an e-mail address, a phone number in international form, an @handle, a
  user name's shape (a dot, an underscore or digits in it: "aino.k", "ciaran72") or a member's number (a few capitals,
  five digits or more), then a separator - ";", "|" or a spaced ":" (an address or a phone number: also only spaces)
  - then one token that ends its line (or stands before an emoji or a bracket): "j.doe ; Fjord#lamp61",
  "shop: a.b@mail.example : t1mb3r-42", "K0012345 ; Marlow1990!". The token is a generator's shape
  (:func:`.logins.generated`), a word written in leetspeak ("t1mb3r", "c0pp3r-88": two runs of a letter's digit, one
  of them inside the word), or a password's shape (:func:`.logins._password_shaped`) with a mark other than "_" and
  "-" or a case change inside a word; and none of round 85's non-values (a date, a price, a mask, a placeholder, a
  name in code, words joined by marks). Not a login: a phone number and a room ("+44 7700 900123 ; Room 12B"), an
  address and a booking code of capitals and digits ("BK7731X4"), a name and an order's reference ("ORD-55123-7",
  "Ticket#88123", "room#12B"), words joined by "_" ("Node18_LTS", "Apt_4B"), a subject line ("Re:Invoice#2291"), an
  address and a day, a handle and a date, a price, a version, a file's name; a row of a table with three cells or
  more (the token must end the line); the row of a CSV header ("email;password").
* **a passphrase after a password's word in prose**: a password's label in any language round 85 reads, perhaps
  "for <what>" (up to four words), then (a) three to seven lower-case words closed by a number with or without a
  connector ("... パスワード kelp harbour walnut 76 <emoji>"), or (b) after "is" / "was" (or their forms in a few
  languages) three to seven lower-case words and no number ("my password for the club is heron fallow quill"),
  ending the clause (the text's or the line's end, a stop, a comma, an emoji). The words are a generated
  passphrase's (:func:`.round85.phrase_value`: no function word, no word of time or counting, none repeated); in (b)
  also no word of prose that tells how a password is (an adverb in -ly, a participle in -ed / -ing, an adjective of
  judging: "too short", "the usual", "written down somewhere", "easy to remember"; a count or a rule's word: "four
  random words"), no function word of German, French, Spanish, Italian, Portuguese or Dutch, and at most one word
  outside round 65's English words (a generated passphrase's list is English: "het wachtwoord is hetzelfde als vorig
  jaar" is Dutch prose, not one).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .logins import _CAMEL, _password_shaped, generated
from .round65 import english_words
from .round85 import (
    _FUNCTION,
    _L,
    _PASS,
    _R,
    _STOP,
    PASSWORD_ANCHORS,
    _word_set,
    password_value,
    phrase_value,
)
from .slots import GatedFinder
from .slugs import joined_slug

_Span = tuple[int, int] | None

ON = True
"""The switch of this round's readings (off: every row here refuses nothing; for A/B in one process)."""

# ---- a handle beside a password, no label
_MAIL = r"[\w.+-]{1,64}@[\w-]+(?:\.[\w-]+)+"
_PHONE = r"\+\d{8,15}"
_AT = r"@[A-Za-z0-9_]{2,30}"
_NAME = r"[a-z][a-z0-9]{0,30}[._][a-z0-9]{1,30}|[a-z]{2,30}\d{1,6}|[A-Z]{1,3}\d{5,12}"
_EMOJI = r"[\u2600-\u27bf\U0001f000-\U0001faff]"
# the token ends its line (or stands before an emoji or a bracket); not the middle cell of a row
_TOKEN_END = r"(?=[ \t]*(?:\r?$|" + _EMOJI + r"|\())"
HANDLE_PAIR = GatedFinder(
    (r"[;|@]", r"\+\d", r" : "),
    re.compile(r"(?<![\w.+@/=:<-])(?:(?P<m>" + _MAIL + r"|" + _PHONE + r")(?![\w@>])"
               r"(?P<s>[ \t]*[;|][ \t]*|[ \t]+:[ \t]+|[ \t]+)"
               r"|(?P<n>" + _AT + r"|" + _NAME + r")(?![\w@.])(?P<t>[ \t]*[;|][ \t]*|[ \t]+:[ \t]+))"
               r"(?P<v>[^\s\"'`<>(){}\[\]|,;]{6,40})" + _TOKEN_END, re.M),
)
HANDLE_PAIR_ANCHORS = ("@", "+", ";", "|", " : ")
# a word in leetspeak: letters, and digits standing for letters (0 o, 1 i / l, 3 e, 4 a, 5 s, 7 t, 8 b) in two runs
# or more, one of them between letters; a number or a mark may close it ("t1mb3r", "c0pp3r-88", "5and3r!")
_LEET = re.compile(r"(?P<w>[a-z0-9]{5,14})(?:[-_.!#]?\d{1,4})?[!#?]?")
_LEET_RUN = re.compile(r"[013-578]+")
_INSIDE = re.compile(r"[a-z][013-578]{1,2}[a-z]")
_HEX = re.compile(r"[0-9a-f]+")
_FILE = re.compile(r"(?i)\.(?:pdf|docx?|xlsx?|pptx?|csv|txt|jpe?g|png|gif|zip|json|xml|html?|md|py|js|log|mp[34])$")


def leet_word(v: str) -> bool:
    """``v`` is a word written in leetspeak, perhaps closed by a number or a mark (see :data:`_LEET`)."""
    m = _LEET.fullmatch(v)
    if m is None:
        return False
    w = m.group("w")
    if _HEX.fullmatch(w) or sum(c.isalpha() for c in w) < 3 or any(c in "269" for c in w):
        return False
    return len(_LEET_RUN.findall(w)) >= 2 and _INSIDE.search(w) is not None


# a mark a password holds and a name or a reference does not ("_" joins a name's words: "Node18_LTS", "Apt_4B")
_MARK = re.compile(r"[!#$%&*+=?^~]")
# a reference's number after "#" ("Ticket#88123", "room#12B", "Item#A7-Blue"), an ordinal ("1st_floor")
# a capitalised word, a year's digits and a mark ("Marlow1990!"); a word and "!" alone is no mark ("Apt_4B!")
_WORD_YEAR_MARK = re.compile(r"[A-Z][a-z]{3,11}\d{3,4}[!?#$%&*@]")
_REFERENCE = re.compile(r"[A-Za-z]#[A-Z]?\d|\d(?:st|nd|rd|th)(?![a-z])")


def pair_value(v: str) -> bool:
    """``v``, with no label before it, is a password: a generator's shape (:func:`.logins.generated`), a word in
    leetspeak, a capitalised word with a year's digits and a mark, or a password's shape
    (:func:`.logins._password_shaped`) with a mark other than "_" and "-" (a closing "!" aside) or a case change inside
    a word."""
    if generated(v) or leet_word(v) or _WORD_YEAR_MARK.fullmatch(v):
        return True
    return _password_shaped(v) and (_MARK.search(v.rstrip("!?")) is not None or _CAMEL.search(v) is not None)


def handle_pair(m: re.Match[str]) -> _Span:
    """The password of :data:`HANDLE_PAIR` (see the module's notes)."""
    if not ON:
        return None
    text = m.string
    start = m.start("v")
    end = m.end("v")
    while end > start and text[end - 1] in ".,;":  # (a closing "!" or "?" is the password's: "Marlow1990!")
        end -= 1
    v = text[start:end]
    if "@" in v or ":" in v or "/" in v or _FILE.search(v) or _REFERENCE.search(v) or not pair_value(v):
        return None
    if joined_slug(v) or not password_value(v, text[end:end + 16], m.group("m") or m.group("n") or ""):
        return None
    return start, end


# ---- a passphrase after a password's word in prose
_IS = r"(?:is|was|ist|war|est|était|es|era|è|é|är|er|is\s+still|is\s+now)"
_END = r"(?=[ \t]*(?:\r?$|[.,;!?)。、，！？]|" + _EMOJI + r"))"
# (case-sensitive, and no connector among the words: a "for <what>" phrase is not read as the passphrase's start)
_W = r"(?!(?:was|ist|war|est|era|still|now)(?![a-z]))[a-z]{3,12}"
_WORDS = r"(?-i:" + _W + r"(?:[ \t]" + _W + r"){2,6})"
PHRASE_AFTER = GatedFinder(
    r"[a-z]{3,12}[ \t][a-z]{3,12}[ \t][a-z]{3,12}",
    re.compile(r"(?i)" + _L + r"(?:" + _PASS + r")" + _R + r"(?:[ \t]+(?:for|to|of|on|at|für|pour|para|per|voor)"
               r"(?:[ \t]+[\w'&.-]+){1,4}?)?(?:[ \t]+(?P<c>" + _IS + r"))?[ \t]*[:：]?[ \t]+"
               r"(?P<v>" + _WORDS + r"(?P<d>[ \t]\d{1,4})?)" + _END, re.M),
)
PHRASE_AFTER_ANCHORS = PASSWORD_ANCHORS
# words of prose about a password that a generated passphrase does not hold
_PROSE = _word_set("""same usual old new easy hard simple short long weak strong secure obvious pretty really super
wrong right correct different case sensitive still one thing something somewhere anything nothing everything written
stored saved kept printed taped stuck pinned noted listed shown given sent shared known fine good bad great too way
just like also even well much many few lot lots very quite rather else other another first last
two three four five six seven eight nine ten twelve random word words letters numbers symbols mixed special unique
lowercase uppercase characters digits generated diceware
der die das und ist nicht noch auf dem den des ein eine sehr immer schon les une est pas trop dans sur avec encore
toujours los las una por para con del muy todavia non della sul sulla ancora troppo molto sempre ainda nao het een
niet nog erg altijd""")
_PROSE_END = re.compile(r"(?:ly|ed|ing)$")


def phrase_after(m: re.Match[str]) -> _Span:
    """The passphrase of :data:`PHRASE_AFTER` (see the module's notes)."""
    if not ON:
        return None
    v = m.group("v")
    if not v.islower() or not phrase_value(v):
        return None
    if m.group("d") is None:
        if m.group("c") is None:
            return None  # words and no number right after the label: a sentence goes on ("password manager app")
        words = v.split()
        if any(w in _PROSE or w in _FUNCTION or w in _STOP or _PROSE_END.search(w) for w in words):
            return None
        if sum(w not in english_words() for w in words) > 1:
            return None  # a passphrase list's words are English; another language's prose ("... als vorig jaar")
    return m.span("v")


ROWS: tuple[tuple[str, GatedFinder, tuple[str, ...], Callable[[re.Match[str]], _Span]], ...] = (
    ("password", HANDLE_PAIR, HANDLE_PAIR_ANCHORS, handle_pair),
    ("password", PHRASE_AFTER, PHRASE_AFTER_ANCHORS, phrase_after),
)
